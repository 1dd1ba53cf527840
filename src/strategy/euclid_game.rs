//! euclid_game: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::euclid_game`](crate::problems::euclid_game).

/// Whether the player to move wins from the pair (a, b).
///
/// # Panics
/// If `a` or `b` is 0 (the game has ended).
///
/// # Complexity
/// O(log min(a, b)): at most 92 forced steps for values in `u64`.
pub fn first_player_wins(a: u64, b: u64) -> bool {
    assert!(a > 0 && b > 0, "Euclid's game needs two positive numbers");
    let (mut big, mut small) = (a.max(b), a.min(b));
    // `mover` is whether the first player is the one to move at (big, small).
    let mut mover = true;
    // Invariant: big >= small > 0.
    loop {
        if big % small == 0 || big / small >= 2 {
            return mover;
        }
        // small < big < 2 small: the only move.
        (big, small) = (small, big - small);
        mover = !mover;
    }
}

/// A winning move from (a, b): the pair after it, in the same order, lost
/// for the player to move there (a pair with a 0 is lost: the game is
/// over); `None` when (a, b) is lost or the game is over (a 0 in it).
///
/// # Complexity
/// O(log min(a, b)), like [`first_player_wins`].
///
/// # Example
/// ```
/// use cp_games::strategy::euclid_game::winning_move;
/// // 34 = 2 x 12 + 10; (12, 10) is lost for the player to move (the only
/// // move leaves (10, 2)), so leave 10.
/// assert_eq!(winning_move(34, 12), Some((10, 12)));
/// // (2, 1) is won for the player to move, so leave 3 = 1 + 2: the
/// // opponent must move to (2, 1), from which the first player wins.
/// assert_eq!(winning_move(2, 7), Some((2, 3)));
/// assert_eq!(winning_move(5, 15), Some((5, 0)));
/// assert_eq!(winning_move(15, 24), None);
/// ```
pub fn winning_move(a: u64, b: u64) -> Option<(u64, u64)> {
    if a == 0 || b == 0 || !first_player_wins(a, b) {
        return None;
    }
    let (big, small) = (a.max(b), a.min(b));
    let r = big % small;
    let new_big = if r == 0 {
        0
    } else if big / small >= 2 {
        // (r + small, small) forces the opponent to (r, small).
        if first_player_wins(small, r) {
            r + small
        } else {
            r
        }
    } else {
        big - small
    };
    Some(if a >= b { (new_big, b) } else { (a, new_big) })
}

/// The forced moves from (a, b) with big >= small > 0, as (big, small)
/// pairs: the first pair and each pair a forced move leads to, up to the
/// first pair where the player to move has a choice (the last one listed).
pub fn forced_chain(a: u64, b: u64) -> Vec<(u64, u64)> {
    let (mut big, mut small) = (a.max(b), a.min(b));
    let mut chain = vec![(big, small)];
    while small > 0 && big % small != 0 && big / small < 2 {
        (big, small) = (small, big - small);
        chain.push((big, small));
    }
    chain
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_cases_by_hand() {
        assert!(first_player_wins(1, 1));
        assert!(first_player_wins(5, 1));
        // (3, 2) -> (2, 1), from which the opponent takes 2.
        assert!(!first_player_wins(3, 2));
        assert!(!first_player_wins(2, 3));
        assert!(first_player_wins(34, 12));
        assert!(!first_player_wins(15, 24));
    }

    #[test]
    fn extremes_of_u64() {
        // (M, M - 1) -> (M - 1, 1): the opponent empties it.
        assert!(!first_player_wins(u64::MAX, u64::MAX - 1));
        assert!(first_player_wins(u64::MAX, 1));
        assert!(first_player_wins(u64::MAX, u64::MAX));
        assert!(first_player_wins(u64::MAX, u64::MAX / 2));
    }

    #[test]
    #[should_panic(expected = "two positive numbers")]
    fn zero_is_not_a_game() {
        first_player_wins(0, 3);
    }
}
