//! stone_merge: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::stone_merge`](crate::problems::stone_merge).

use crate::grundy::WinLoseMemo;

/// Positions with more 1-piles than this are reduced by the period 6 in a.
pub const A_CAP: usize = 64;

/// Positions with a larger b are reduced by the period 2 in b.
pub const B_CAP: u64 = 64;

/// The (a, b) summary of a game (the judge problem's documentation,
/// [`problems::stone_merge`](crate::problems::stone_merge)), reduced with
/// [`reduce`].
pub fn summary(piles: &[u64]) -> (usize, usize) {
    let c = Counts::of(piles);
    reduce(c.ones, c.b(), A_CAP as u128, B_CAP as u128)
}

/// The piles counted: 1-piles, big piles, stones in the big piles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts {
    /// The number of piles of one stone.
    pub ones: u128,
    /// The number of piles of two stones or more.
    pub big: u128,
    /// The number of stones in those piles.
    pub sum: u128,
}

impl Counts {
    /// The counts of a row of piles (sizes in `u64`, or in `u128` for
    /// rows after merges of huge piles).
    pub fn of<T: Copy + Into<u128>>(piles: &[T]) -> Counts {
        let mut c = Counts {
            ones: 0,
            big: 0,
            sum: 0,
        };
        for p in piles.iter().map(|&p| p.into()) {
            if p == 1 {
                c.ones += 1;
            } else {
                c.big += 1;
                // Fewer than 2^64 stones in all, or fewer than 2^64 piles
                // of less than 2^64 stones before merges: no overflow.
                c.sum += p;
            }
        }
        c
    }

    /// b of the summary, not reduced: the moves left among the big piles.
    pub fn b(&self) -> u128 {
        (self.sum + self.big).saturating_sub(1)
    }

    /// The summary, reduced with [`reduce`].
    pub fn summary(&self) -> (usize, usize) {
        reduce(self.ones, self.b(), A_CAP as u128, B_CAP as u128)
    }
}

/// (a, b) with the same result and a <= `a_cap`, b <= `b_cap`: a larger a
/// moves down by a multiple of 6 into `a_cap - 5 ..= a_cap`, a larger b by a
/// multiple of 2 into `b_cap - 1 ..= b_cap`. Sound when `a_cap >= 5` and
/// `b_cap >= 6` (the period in b starts at 5); the caps are parameters for
/// the tests.
pub fn reduce(a: u128, b: u128, a_cap: u128, b_cap: u128) -> (usize, usize) {
    let a = if a > a_cap {
        a_cap - 5 + (a - (a_cap - 5)) % 6
    } else {
        a
    };
    let b = if b > b_cap {
        b_cap - 1 + (b - (b_cap - 1)) % 2
    } else {
        b
    };
    (a as usize, b as usize)
}

/// Dense position ids b * height + a for a < height and b up to
/// 2 a_max + b_max + 1. The moves change a by at most 2 and b by at most 3,
/// so a position and its options share a few cache lines; height is a power
/// of two, so decoding is a shift and a mask.
struct Ids {
    shift: u32,
}

impl Ids {
    /// Room for every position reachable from any (a, b) with a <= a_max,
    /// b <= b_max: `a + [b > 0]` never grows, so a <= a_max + 1; and
    /// `2a + b + [b > 0]` never grows, so b <= 2 a_max + b_max + 1. Also
    /// returns the number of ids.
    fn new(a_max: usize, b_max: usize) -> (Ids, usize) {
        let shift = (a_max + 2).next_power_of_two().trailing_zeros();
        (Ids { shift }, (2 * a_max + b_max + 2) << shift)
    }

    fn id(&self, a: usize, b: usize) -> usize {
        // A big pile of one stone is a 1-pile.
        if b == 1 {
            a + 1
        } else {
            b << self.shift | a
        }
    }

    fn decode(&self, p: usize) -> (usize, usize) {
        (p & ((1 << self.shift) - 1), p >> self.shift)
    }

    fn options(&self, p: usize, out: &mut Vec<usize>) {
        let (a, b) = self.decode(p);
        if a >= 1 {
            out.push(self.id(a - 1, b));
        }
        if b >= 2 {
            out.push(self.id(a, b - 1));
        }
        if a >= 2 {
            out.push(self.id(a - 2, if b == 0 { 2 } else { b + 3 }));
        }
        if a >= 1 && b >= 2 {
            out.push(self.id(a - 1, b + 1));
        }
    }
}

/// Whether the first player wins each game, with one memo for all.
pub fn first_player_wins(games: &[&[u64]]) -> Vec<bool> {
    let states: Vec<(usize, usize)> = games.iter().map(|g| summary(g)).collect();
    wins_from(&states)
}

/// Whether the player to move wins from each (a, b). Memory grows with the
/// largest a and b (one byte per position), so [`summary`] reduces first.
pub fn wins_from(states: &[(usize, usize)]) -> Vec<bool> {
    let a_max = states.iter().map(|s| s.0).max().unwrap_or(0);
    let b_max = states.iter().map(|s| s.1).max().unwrap_or(0);
    let (ids, n_states) = Ids::new(a_max, b_max);
    let mut memo = WinLoseMemo::new(n_states);
    let options = |p: usize, out: &mut Vec<usize>| ids.options(p, out);
    states
        .iter()
        .map(|&(a, b)| {
            // The moves always lower 2a + b + [b > 0]: no cycle.
            memo.wins(ids.id(a, b), options)
                .expect("the moves of (a, b) form a DAG")
        })
        .collect()
}

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

#[cfg(test)]
mod tests {
    use super::*;

    /// The exact results for a <= a_max, b <= b_max, filled row by row from
    /// the move rule (no memo, no reduction).
    fn table(a_max: usize, b_max: usize) -> Vec<Vec<bool>> {
        // Row a is needed up to b + 3 by row a + 2: rows shrink by 2 upwards.
        let width = |a: usize| b_max + 2 * (a_max - a) + 4;
        let mut t: Vec<Vec<bool>> = Vec::new();
        for a in 0..=a_max {
            let mut row = vec![false; width(a)];
            // (a + 1, 0): moves to (a, 0) and (a - 1, 2).
            let next_zero = |row: &[bool], t: &[Vec<bool>]| !row[0] || (a >= 1 && !t[a - 1][2]);
            for b in 0..width(a) {
                row[b] = if b == 1 {
                    next_zero(&row, &t)
                } else {
                    let at = |x: usize, y: usize| if x == a { row[y] } else { t[x][y] };
                    (a >= 1 && !at(a - 1, b))
                        || (b >= 2 && !at(a, b - 1))
                        || (a >= 2 && !at(a - 2, if b == 0 { 2 } else { b + 3 }))
                        || (a >= 1 && b >= 2 && !at(a - 1, b + 1))
                };
            }
            t.push(row);
        }
        t
    }

    #[test]
    fn memo_search_matches_the_table() {
        let t = table(40, 300);
        let mut states = Vec::new();
        for a in 0..=40 {
            for b in (0..=300).filter(|&b| b != 1 || a < 40) {
                states.push((a, b));
            }
        }
        let got = wins_from(&states);
        for (&(a, b), &w) in states.iter().zip(&got) {
            assert_eq!(w, t[a][b], "({a}, {b})");
        }
    }

    /// The periodic extension of the results for a < 6, b <= 6.
    fn periodic(base: &[Vec<bool>], a: usize, b: usize) -> bool {
        let b = if b <= 6 { b } else { 5 + (b - 5) % 2 };
        base[a % 6][b]
    }

    #[test]
    fn periodicity_proof() {
        // g = the periodic extension satisfies the move rule at (a, b) if
        // g(a, b) is the OR over the moves of NOT g(move), and g(a, 1) =
        // g(a + 1, 0). Both sides at (a, b) depend only on a mod 6, on
        // whether a >= 1 and a >= 2, on b when b <= 5 and on b mod 2 when
        // b >= 6 (every b' looked at is then >= 5). So the window a <= 13,
        // b <= 12 covers every case, and the move rule, whose moves all
        // lower 2a + b + [b > 0], has exactly one solution: the results.
        let t = table(5, 6);
        let base: Vec<Vec<bool>> = t.iter().map(|r| r[..=6].to_vec()).collect();
        let g = |a: usize, b: usize| periodic(&base, a, b);
        let (ids, _) = Ids::new(20, 20);
        for a in 0..=13 {
            for b in 0..=12 {
                if b == 1 {
                    assert_eq!(g(a, 1), g(a + 1, 0), "({a}, 1)");
                    continue;
                }
                let mut opts = Vec::new();
                ids.options(ids.id(a, b), &mut opts);
                let rule = opts.iter().any(|&p| {
                    let (a, b) = ids.decode(p);
                    !g(a, b)
                });
                assert_eq!(g(a, b), rule, "({a}, {b})");
            }
        }
        // And the extension agrees with a direct table far beyond 6.
        let big = table(120, 400);
        for (a, row) in big.iter().enumerate() {
            for (b, &w) in row.iter().enumerate().take(401) {
                assert_eq!(w, g(a, b), "({a}, {b})");
            }
        }
    }

    #[test]
    fn reduced_positions_keep_their_result() {
        // Small caps, so the reduction is exercised over a wide range.
        for (a_cap, b_cap) in [(6, 6), (11, 7), (20, 30)] {
            let t = table(150, 600);
            for a in 0..=150 {
                for b in 0..=600 {
                    let (ra, rb) = reduce(a as u128, b as u128, a_cap, b_cap);
                    assert!(
                        ra as u128 <= a_cap.max(a as u128) && rb as u128 <= b_cap.max(b as u128)
                    );
                    assert_eq!(t[ra][rb], t[a][b], "({a}, {b}) -> ({ra}, {rb})");
                }
            }
        }
        // The real caps, around them.
        let t = table(A_CAP + 40, B_CAP as usize + 50);
        for a in 0..=A_CAP + 40 {
            for b in (0..=10).chain(B_CAP as usize - 10..=B_CAP as usize + 50) {
                let (ra, rb) = reduce(a as u128, b as u128, A_CAP as u128, B_CAP as u128);
                assert!(ra <= A_CAP && rb as u64 <= B_CAP);
                assert_eq!(t[ra][rb], t[a][b], "({a}, {b}) -> ({ra}, {rb})");
            }
        }
    }

    #[test]
    fn summaries() {
        assert_eq!(summary(&[]), (0, 0));
        assert_eq!(summary(&[1, 1, 2]), (2, 2));
        assert_eq!(summary(&[3, 4]), (0, 8));
        assert_eq!(
            summary(&[u64::MAX; 4]).1 % 2,
            ((4 * (u64::MAX as u128) + 3) % 2) as usize
        );
        let (a, b) = summary(&[u64::MAX, u64::MAX, 1, 1]);
        assert_eq!(a, 2);
        assert!(b as u64 <= B_CAP && b % 2 == 1);
        assert_eq!(
            summary(&vec![1; 1000]).0,
            A_CAP - 5 + (1000 - (A_CAP - 5)) % 6
        );
    }
}
