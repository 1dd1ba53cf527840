//! two_ended_nim: the strategy.

use crate::problems::two_ended_nim::{winning_move, End};

/// Two-ended Nim for `--explain` and `--play`: a position is the row of
/// remaining piles, a move the end and how many stones it takes, typed
/// `L k` or `R k`.
pub struct TwoEndedNim;

impl crate::strategy::Strategy for TwoEndedNim {
    type Position = Vec<u64>;

    type Move = (End, u64);

    fn moves(&self, piles: &Vec<u64>) -> Vec<(End, u64)> {
        match (piles.first(), piles.last()) {
            (Some(&first), Some(&last)) => (1..=first)
                .map(|k| (End::Left, k))
                .chain((1..=last).map(|k| (End::Right, k)))
                .collect(),
            _ => Vec::new(),
        }
    }

    fn some_move(&self, piles: &Vec<u64>) -> Option<(End, u64)> {
        piles.first().map(|_| (End::Left, 1))
    }

    fn apply(&self, piles: &Vec<u64>, &(end, k): &(End, u64)) -> Vec<u64> {
        let mut next = piles.clone();
        let i = match end {
            End::Left => 0,
            End::Right => next.len() - 1,
        };
        if next[i] == k {
            next.remove(i);
        } else {
            next[i] -= k;
        }
        next
    }

    fn winning_move(&self, piles: &Vec<u64>) -> Option<(End, u64)> {
        winning_move(piles)
    }

    fn notation(&self) -> &'static str {
        "`L k` or `R k`, take k stones from the leftmost or the rightmost pile"
    }

    fn parse_move(&self, piles: &Vec<u64>, text: &str) -> std::result::Result<(End, u64), String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let &[side, k] = words.as_slice() else {
            return Err("type the end, L or R, and how many stones to take".to_string());
        };
        let end = match side.to_ascii_lowercase().as_str() {
            "l" | "left" => End::Left,
            "r" | "right" => End::Right,
            _ => return Err(format!("{side:?} is not an end of the row: type L or R")),
        };
        let k = k
            .parse::<u64>()
            .map_err(|_| format!("{k:?} is not a number of stones"))?;
        let (name, pile) = match end {
            End::Left => ("leftmost", piles.first()),
            End::Right => ("rightmost", piles.last()),
        };
        match pile {
            None => Err("the row is empty".to_string()),
            _ if k == 0 => Err("a move takes at least one stone".to_string()),
            Some(&p) if k > p => Err(format!("the {name} pile holds only {p}")),
            Some(_) => Ok((end, k)),
        }
    }

    fn show_move(&self, _: &Vec<u64>, &(end, k): &(End, u64)) -> String {
        match end {
            End::Left => format!("L {k}"),
            End::Right => format!("R {k}"),
        }
    }
}
