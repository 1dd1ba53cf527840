//! stone_merge: the strategy.

use crate::problems::stone_merge::{wins_from, Counts};

/// Take one or merge two, for `--explain` and `--play` (both formats of
/// the problem): a position is the row of piles, a move `take i` or `merge
/// i j` (1-based; the merged pile takes the place of the first of the
/// two, an emptied pile is gone). Piles are held in `u128`, so merged
/// piles of up to 2^64 - 1 stones each never overflow.
pub struct StoneMerge;

/// A move: take one stone from pile i, or merge piles i < j (0-based; the
/// merged pile takes the place of pile i).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Take one stone from pile i.
    Take(usize),
    /// Merge piles i and j, i < j.
    Merge(usize, usize),
}

/// The kinds of moves, each changing the counts in its own way (so every
/// move of a kind leads to the same summary).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The stone of a 1-pile: (a - 1, b).
    TakeOne,
    /// A stone of a pile of 3 or more: (a, b - 1).
    TakeBig,
    /// A stone of a 2-pile, which becomes a 1-pile: (a + 1, b - 3), or
    /// (a + 1, 0) when it is the only big pile.
    TakeTwo,
    /// Two 1-piles into a 2-pile: (a - 2, b + 3), or (a - 2, 2).
    MergeOnes,
    /// A 1-pile into a big pile: (a - 1, b + 1).
    MergeOneBig,
    /// Two big piles: (a, b - 1).
    MergeBig,
}

impl Kind {
    /// The kind in words.
    pub fn describe(self) -> &'static str {
        match self {
            Kind::TakeOne => "take the stone of a 1-pile",
            Kind::TakeBig => "take a stone from a pile of 3 or more",
            Kind::TakeTwo => "take a stone from a 2-pile, leaving a 1-pile",
            Kind::MergeOnes => "merge two 1-piles",
            Kind::MergeOneBig => "merge a 1-pile into a bigger pile",
            Kind::MergeBig => "merge two piles of 2 or more",
        }
    }

    /// The counts after a move of this kind.
    pub fn apply(self, c: Counts) -> Counts {
        let Counts { ones, big, sum } = c;
        match self {
            Kind::TakeOne => Counts {
                ones: ones - 1,
                big,
                sum,
            },
            Kind::TakeBig => Counts {
                ones,
                big,
                sum: sum - 1,
            },
            Kind::TakeTwo => Counts {
                ones: ones + 1,
                big: big - 1,
                sum: sum - 2,
            },
            Kind::MergeOnes => Counts {
                ones: ones - 2,
                big: big + 1,
                sum: sum + 2,
            },
            Kind::MergeOneBig => Counts {
                ones: ones - 1,
                big,
                sum: sum + 1,
            },
            Kind::MergeBig => Counts {
                ones,
                big: big - 1,
                sum,
            },
        }
    }
}

/// One move of each kind the piles allow, with its kind (the first piles
/// of the kind, in this order: the kinds of [`Kind`]).
///
/// # Complexity
/// O(n).
pub fn moves_by_kind<T: Copy + Into<u128>>(piles: &[T]) -> Vec<(Kind, Move)> {
    let first =
        |f: &dyn Fn(u128) -> bool, after: usize| (after..piles.len()).find(|&i| f(piles[i].into()));
    let one = first(&|p| p == 1, 0);
    let big = first(&|p| p > 1, 0);
    let mut out = Vec::new();
    if let Some(i) = one {
        out.push((Kind::TakeOne, Move::Take(i)));
    }
    if let Some(i) = first(&|p| p > 2, 0) {
        out.push((Kind::TakeBig, Move::Take(i)));
    }
    if let Some(i) = first(&|p| p == 2, 0) {
        out.push((Kind::TakeTwo, Move::Take(i)));
    }
    if let Some(j) = one.and_then(|i| first(&|p| p == 1, i + 1)) {
        out.push((Kind::MergeOnes, Move::Merge(one.unwrap(), j)));
    }
    if let (Some(i), Some(j)) = (one, big) {
        out.push((Kind::MergeOneBig, Move::Merge(i.min(j), i.max(j))));
    }
    if let Some(j) = big.and_then(|i| first(&|p| p > 1, i + 1)) {
        out.push((Kind::MergeBig, Move::Merge(big.unwrap(), j)));
    }
    out
}

/// A winning move and its kind, or `None` when the piles are lost for the
/// player to move (or there are none).
///
/// Every move of a kind ([`Kind`]) leads to the same summary, so one move
/// of each kind ([`moves_by_kind`]) covers every summary a move can reach;
/// the search of the verdict ([`wins_from`]) says which of them is lost.
///
/// # Complexity
/// O(n) for the counts, then one search of the few summaries (they are
/// reduced, so that is O(1)).
///
/// # Example
/// ```
/// use cp_games::strategy::stone_merge::{winning_move, Kind, Move};
/// // (2, 2): a stone from the 2-pile leaves three 1-piles, (3, 0), lost
/// // for the player to move.
/// assert_eq!(winning_move(&[1u64, 1, 2]), Some((Kind::TakeTwo, Move::Take(2))));
/// assert_eq!(winning_move(&[3u64, 4]), None);
/// ```
pub fn winning_move<T: Copy + Into<u128>>(piles: &[T]) -> Option<(Kind, Move)> {
    let counts = Counts::of(piles);
    let options = moves_by_kind(piles);
    let mut states = vec![counts.summary()];
    states.extend(options.iter().map(|&(k, _)| k.apply(counts).summary()));
    let wins = wins_from(&states);
    if !wins[0] {
        return None;
    }
    let found = options.iter().zip(&wins[1..]).find(|(_, &w)| !w);
    Some(*found.expect("a won position has a move to a lost one").0)
}

impl crate::strategy::Strategy for StoneMerge {
    type Position = Vec<u128>;

    type Move = Move;

    fn players(&self) -> [&'static str; 2] {
        ["Alice", "Bob"]
    }

    fn moves(&self, piles: &Vec<u128>) -> Vec<Move> {
        let n = piles.len();
        let mut out: Vec<Move> = (0..n).map(Move::Take).collect();
        for i in 0..n {
            out.extend((i + 1..n).map(|j| Move::Merge(i, j)));
        }
        out
    }

    fn some_move(&self, piles: &Vec<u128>) -> Option<Move> {
        (!piles.is_empty()).then_some(Move::Take(0))
    }

    fn apply(&self, piles: &Vec<u128>, m: &Move) -> Vec<u128> {
        let mut next = piles.clone();
        match *m {
            Move::Take(i) if next[i] == 1 => {
                next.remove(i);
            }
            Move::Take(i) => next[i] -= 1,
            Move::Merge(i, j) => {
                // Fewer than 2^64 piles of less than 2^64 stones: the
                // stones in all fit u128.
                next[i] += next[j];
                next.remove(j);
            }
        }
        next
    }

    fn winning_move(&self, piles: &Vec<u128>) -> Option<Move> {
        winning_move(piles).map(|(_, m)| m)
    }

    fn notation(&self) -> &'static str {
        "`take i` (a stone from pile i) or `merge i j` (piles i and j), piles numbered from 1"
    }

    fn parse_move(&self, piles: &Vec<u128>, text: &str) -> std::result::Result<Move, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let n = piles.len();
        let pile = |w: &str| match w.parse::<usize>() {
            Ok(i) if (1..=n).contains(&i) => Ok(i - 1),
            _ => Err(format!("{w:?} is not a pile: they are numbered 1 to {n}")),
        };
        match words.as_slice() {
            [verb, i] if verb.eq_ignore_ascii_case("take") => Ok(Move::Take(pile(i)?)),
            [verb, i, j] if verb.eq_ignore_ascii_case("merge") => {
                let (i, j) = (pile(i)?, pile(j)?);
                if i == j {
                    return Err("merging takes two different piles".to_string());
                }
                Ok(Move::Merge(i.min(j), i.max(j)))
            }
            [verb, ..] if verb.eq_ignore_ascii_case("take") => {
                Err("type take and one pile".to_string())
            }
            [verb, ..] if verb.eq_ignore_ascii_case("merge") => {
                Err("type merge and two piles".to_string())
            }
            _ => Err("type take i or merge i j".to_string()),
        }
    }

    fn show_move(&self, _: &Vec<u128>, m: &Move) -> String {
        match *m {
            Move::Take(i) => format!("take {}", i + 1),
            Move::Merge(i, j) => format!("merge {} {}", i + 1, j + 1),
        }
    }
}
