//! wythoff_game: the strategy.

use crate::problems::wythoff_game::winning_move;

/// Wythoff's game for `--explain` and `--play`: a position is the two
/// piles, a move is typed as the two piles after it.
pub struct Wythoff;

impl crate::strategy::Strategy for Wythoff {
    type Position = (u64, u64);

    type Move = (u64, u64);

    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let one = (0..a).map(|x| (x, b));
        let other = (0..b).map(|y| (a, y));
        let both = (1..=a.min(b)).map(|t| (a - t, b - t));
        one.chain(other).chain(both).collect()
    }

    fn some_move(&self, &(a, b): &(u64, u64)) -> Option<(u64, u64)> {
        match (a, b) {
            (0, 0) => None,
            (0, b) => Some((0, b - 1)),
            (a, b) => Some((a - 1, b)),
        }
    }

    fn apply(&self, _: &(u64, u64), &m: &(u64, u64)) -> (u64, u64) {
        m
    }

    fn winning_move(&self, &(a, b): &(u64, u64)) -> Option<(u64, u64)> {
        winning_move(a, b)
    }

    fn notation(&self) -> &'static str {
        "the two piles after your move, `x y`"
    }

    fn parse_move(
        &self,
        &(a, b): &(u64, u64),
        text: &str,
    ) -> std::result::Result<(u64, u64), String> {
        let nums = crate::strategy::numbers::<u64>(text, "a pile size")?;
        let &[x, y] = nums.as_slice() else {
            return Err("type two numbers, the piles after your move".to_string());
        };
        if x > a || y > b {
            return Err(format!("piles only shrink: they are {a} and {b}"));
        }
        let (ta, tb) = (a - x, b - y);
        match (ta, tb) {
            (0, 0) => Err("a move takes at least one stone".to_string()),
            (_, 0) | (0, _) => Ok((x, y)),
            _ if ta == tb => Ok((x, y)),
            _ => Err(format!(
                "taking from both piles takes the same number from each, not {ta} and {tb}"
            )),
        }
    }

    fn show_move(&self, _: &(u64, u64), &(x, y): &(u64, u64)) -> String {
        format!("{x} {y}")
    }
}
