//! Two-ended Nim (AcWing 1322; ZJOI 2009, Luogu P2599, BZOJ 1413): piles in
//! a row; a move takes any positive number of stones from the leftmost or
//! the rightmost pile (an emptied pile is gone); who cannot move loses.
//!
//! Input: `T`, then per game `n` and the n pile sizes. Output per game: `1`
//! if the first player wins, else `0`.
//!
//! For a row S = a_i..a_j, `left(i, j)` is the number x such that the row
//! (x, a_i, ..., a_j), with an extra pile of x stones on the left (x = 0: no
//! extra pile), is lost for the player to move; `right(i, j)` likewise on
//! the right. x exists and is unique: from (y, S) with y > x there is a
//! move to (x, S). The first player loses the game a_1..a_n iff
//! `left(2, n) = a_1`. With L = left(i, j - 1), R = right(i, j - 1) and
//! X = a_j:
//!
//! ```text
//! left(i, i) = a_i
//! left(i, j) = 0        if X = R          (S with X on the right is lost already)
//!            = X        if X < min(L, R) or X > max(L, R)
//!            = X - 1    if R < X <= L
//!            = X + 1    if L <= X < R
//! ```
//!
//! and `right(i, j)` is the mirror image: the same cases with L' =
//! left(i + 1, j) and R' = right(i + 1, j) swapped and X = a_i. Each value is
//! 0 or within one of a pile size, and X + 1 occurs only when X < R, so
//! every value fits `u64` for any pile sizes that do.
//! [`super::interval_dp`] evaluates the pairs by increasing length keeping
//! one diagonal: O(n^2) time, O(n) memory per game. The recurrence has no
//! branches and runs in u32 when the piles allow (below 2^32 - 1), which
//! the compiler turns into SIMD code: n = 20000 takes about 0.25 s.
//!
//! Limits: pile sizes 1 to 2^64 - 1 (the judge's are up to 10^9); T >= 1
//! (any number of games); n = 0 is accepted (no move: `0`); n only by time
//! (quadratic). A pile of 0 is an error (the statement's piles
//! are positive, and an empty pile is no pile).
//!
//! Status: the statement's sample; tests/two_ended_nim.rs checks against an
//! exhaustive search of the literal game on thousands of random small rows,
//! plus a table of bad inputs.
//!
//! # Example
//! ```
//! use cp_games::two_ended_nim::first_player_wins;
//! assert!(!first_player_wins(&[3, 1, 9, 4]));
//! assert!(first_player_wins(&[5]));
//! assert!(!first_player_wins(&[2, 2]));
//! ```

use super::input::{Input, Result};
use super::interval_dp::IntervalDp;

/// The unsigned types the recurrence runs in: u32 when every pile is below
/// 2^32 - 1 (four lanes per SSE2 register, about 3x faster than u64), else
/// u64.
trait Pile: Copy + Ord {
    const ZERO: Self;
    const ONE: Self;
    /// Adding it subtracts one.
    const MINUS_ONE: Self;
    fn wrapping_add(self, other: Self) -> Self;
}

impl Pile for u32 {
    const ZERO: u32 = 0;
    const ONE: u32 = 1;
    const MINUS_ONE: u32 = u32::MAX;
    fn wrapping_add(self, other: u32) -> u32 {
        u32::wrapping_add(self, other)
    }
}

impl Pile for u64 {
    const ZERO: u64 = 0;
    const ONE: u64 = 1;
    const MINUS_ONE: u64 = u64::MAX;
    fn wrapping_add(self, other: u64) -> u64 {
        u64::wrapping_add(self, other)
    }
}

/// left(i, j) from `l` = left(i, j - 1), `r` = right(i, j - 1) and `x` =
/// a_j (see the module docs). right(i, j) is `left_pile(right(i + 1, j),
/// left(i + 1, j), a_i)`.
#[inline(always)]
fn left_pile<P: Pile>(l: P, r: P, x: P) -> P {
    // The cases of the module docs without branches, which random rows
    // would mispredict: x, moved one step towards l when it lies between r
    // and l, and 0 when x = r. The step is -1 only when r < x <= l, so no
    // value wraps.
    let outside = (x < l) & (x < r) | (x > l) & (x > r);
    let shift = if r < l { P::MINUS_ONE } else { P::ONE };
    let v = x.wrapping_add(if outside { P::ZERO } else { shift });
    if x == r {
        P::ZERO
    } else {
        v
    }
}

/// left(1, m) of the row `rest` (m >= 1).
fn left_of_row<P: Pile>(rest: &[P]) -> P {
    let mut dp = IntervalDp::new(rest.iter().map(|&a| (a, a)));
    // Values are (left(i, j), right(i, j)).
    while dp.values().len() > 1 {
        dp.grow_with(rest, |&ai, &aj, (l, r), (l2, r2)| {
            (left_pile(l, r, aj), left_pile(r2, l2, ai))
        });
    }
    dp.values()[0].0
}

/// Whether the player to move wins the row `piles` (all positive).
///
/// # Complexity
/// O(n^2) time, O(n) memory.
pub fn first_player_wins(piles: &[u64]) -> bool {
    let Some((&first, rest)) = piles.split_first() else {
        return false;
    };
    if rest.is_empty() {
        return true;
    }
    // Values stay within one of a pile size: u32 holds them below 2^32 - 1.
    let small: Option<Vec<u32>> = rest
        .iter()
        .map(|&a| u32::try_from(a).ok().filter(|&a| a < u32::MAX))
        .collect();
    match small {
        Some(rest) => u64::from(left_of_row(&rest)) != first,
        None => left_of_row(rest) != first,
    }
}

/// Reads `T` and the games.
pub fn read(inp: &mut Input) -> Result<Vec<Vec<u64>>> {
    let t = inp.usize_in("the number of games T", 1, usize::MAX)?;
    inp.check_room(t, 2, "T")?;
    let mut games = Vec::with_capacity(t);
    for g in 1..=t {
        let n = inp.usize("the number of piles n")?;
        inp.check_room(n, 2, "n")?;
        let mut piles = Vec::with_capacity(n);
        for i in 1..=n {
            let a = inp.u64("a pile size")?;
            if a == 0 {
                return Err(inp.error(format!(
                    "game {g}: pile {i} is 0, but piles have at least 1 stone"
                )));
            }
            piles.push(a);
        }
        games.push(piles);
    }
    inp.end()?;
    Ok(games)
}

pub fn solve(inp: &mut Input) -> Result<String> {
    let games = read(inp)?;
    Ok(games
        .iter()
        .map(|p| if first_player_wins(p) { "1\n" } else { "0\n" })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn u32_and_u64_give_the_same_values() {
        let mut x = 7u64;
        let mut next = |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            1 + x % m
        };
        for round in 0..3000 {
            let m = [3, 10, 1000, 1 << 31][round % 4];
            let row: Vec<u64> = (0..1 + next(12)).map(|_| next(m)).collect();
            let small: Vec<u32> = row.iter().map(|&a| a as u32).collect();
            assert_eq!(u64::from(left_of_row(&small)), left_of_row(&row), "{row:?}");
        }
    }

    #[test]
    fn piles_at_the_type_limits() {
        // u32::MAX itself needs u64 (a value may be one more than a pile).
        for big in [
            u64::from(u32::MAX) - 1,
            u64::from(u32::MAX),
            u64::MAX - 1,
            u64::MAX,
        ] {
            assert!(!first_player_wins(&[big, big]));
            assert!(first_player_wins(&[big, big - 1]));
            assert!(!first_player_wins(&[big, 1, 1, big]));
            assert!(!first_player_wins(&[1, big, big, 1]));
        }
    }
}
