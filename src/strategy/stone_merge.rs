//! stone_merge: the strategy.

use crate::problems::stone_merge::{winning_move, Move};

/// Take one or merge two, for `--explain` and `--play` (both formats of
/// the problem): a position is the row of piles, a move `take i` or `merge
/// i j` (1-based; the merged pile takes the place of the first of the
/// two, an emptied pile is gone). Piles are held in `u128`, so merged
/// piles of up to 2^64 - 1 stones each never overflow.
pub struct StoneMerge;

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
