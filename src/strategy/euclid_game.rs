//! euclid_game: the strategy.

use crate::problems::euclid_game::winning_move;

/// Euclid's game for `--explain` and `--play`: a position is the pair of
/// numbers (a 0 in it: the game is over), a move is typed as the pair
/// after it.
pub struct Euclid;

impl crate::strategy::Strategy for Euclid {
    type Position = (u64, u64);

    type Move = (u64, u64);

    fn players(&self) -> [&'static str; 2] {
        ["Stan", "Ollie"]
    }

    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        if a > 0 && b > 0 {
            if a >= b {
                out.extend((1..=a / b).map(|k| (a - k * b, b)));
            }
            if b >= a {
                out.extend((1..=b / a).map(|k| (a, b - k * a)));
            }
        }
        out
    }

    fn some_move(&self, &(a, b): &(u64, u64)) -> Option<(u64, u64)> {
        match (a, b) {
            (0, _) | (_, 0) => None,
            _ if a >= b => Some((a - b, b)),
            _ => Some((a, b - a)),
        }
    }

    fn apply(&self, _: &(u64, u64), &m: &(u64, u64)) -> (u64, u64) {
        m
    }

    fn winning_move(&self, &(a, b): &(u64, u64)) -> Option<(u64, u64)> {
        winning_move(a, b)
    }

    fn notation(&self) -> &'static str {
        "the two numbers after your move, `x y`"
    }

    fn parse_move(
        &self,
        &(a, b): &(u64, u64),
        text: &str,
    ) -> std::result::Result<(u64, u64), String> {
        let nums = crate::strategy::numbers::<u64>(text, "a number (0 or more)")?;
        let &[x, y] = nums.as_slice() else {
            return Err("type two numbers, the pair after your move".to_string());
        };
        // (from, to, by): the number that changes, and the other one.
        let (from, to, by) = match (x == a, y == b) {
            (true, true) => return Err("a move changes one of the numbers".to_string()),
            (false, false) => return Err("a move changes only one of the numbers".to_string()),
            (true, false) => (b, y, a),
            (false, true) => (a, x, b),
        };
        if to > from {
            return Err(format!("numbers only shrink: {from} cannot become {to}"));
        }
        if from < by {
            return Err(format!(
                "only the larger number changes: {from} is smaller than {by}"
            ));
        }
        if (from - to) % by != 0 {
            return Err(format!(
                "a move subtracts a multiple of {by}: {from} - {to} = {} is not one",
                from - to
            ));
        }
        Ok((x, y))
    }

    fn show_move(&self, _: &(u64, u64), &(x, y): &(u64, u64)) -> String {
        format!("{x} {y}")
    }
}
