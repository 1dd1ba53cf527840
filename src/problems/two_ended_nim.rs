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
//! the right. x is unique, as (y, S) with y > x has a move to (x, S); it
//! exists, as each of the finitely many rows S' that a move inside S leaves
//! can make only one (x, S') lost, so some (x, S) has no move to a lost
//! row. The first player loses the game a_1..a_n iff
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
//! 0 or within one of a pile size (X + 1 occurs only when X < R), so the
//! recurrence runs on the ranks of these values in u32 with the same
//! answers, for any sizes. [`crate::interval_dp`] evaluates
//! the pairs by increasing length keeping one diagonal: O(n^2) time, O(n)
//! memory per game. The step has no branches, and in u32 the compiler
//! turns it into SIMD code (times up to n = 20000: `BENCHMARKS.md` in the
//! repository, row `two-ended-1x20000`).
//!
//! Limits: pile sizes 1 to 2^64 - 1 (the judge's are up to 10^9); T >= 1
//! (any number of games); n = 0 is accepted (no move: `0`); n only by time
//! (quadratic). A pile of 0 is an error (the statement's piles
//! are positive, and an empty pile is no pile).
//!
//! Winning move ([`winning_move`]): from the same DP, with L = left(2, n)
//! and R = right(1, n - 1) ([`ends`]), cut the left pile to L (L = 0:
//! remove it) if L < a_1, else the right pile to R.
//!
//! Status: the statement's sample; tests/two_ended_nim.rs checks against an
//! exhaustive search of the literal game on thousands of random small rows,
//! plus a table of bad inputs. The winning move is played against every
//! reply of the literal rules from every row of up to 5 piles of 1 to 3
//! stones and from 700 random rows of 6 to 9 piles, checked to lead to lost
//! rows (by the verdict) on rows of huge piles and on rows of 1000 piles,
//! and tried in scripted `--play` sessions and `--explain` runs.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/two_ended_nim < testdata/two_ended_nim/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Two-ended Nim**
//!
//! Piles of stones in a row. Two players take turns. On your turn you take as
//! many stones as you like, at least one, from the leftmost pile or from the
//! rightmost pile; you cannot touch the piles in between. A pile left empty is
//! gone, and the pile next to it becomes the end.
//!
//! The player who cannot move, because no pile is left, loses. The answer is 1
//! when the first player wins, 0 when the second does.
//!
//! # Example
//! ```
//! use cp_games::problems::two_ended_nim::first_player_wins;
//! assert!(!first_player_wins(&[3, 1, 9, 4]));
//! assert!(first_player_wins(&[5]));
//! assert!(!first_player_wins(&[2, 2]));
//! ```

use crate::binary::{Batch, Binary};
use crate::input::{Input, Result};
use crate::interval_dp::{IntervalDp, Shorter};

/// left(i, j) from `l` = left(i, j - 1), `r` = right(i, j - 1) and `x` =
/// a_j (see the module docs); right(i, j) is `left_pile(right(i + 1, j),
/// left(i + 1, j), a_i)`. On sizes or on their [`codes`].
#[inline(always)]
fn left_pile(l: u32, r: u32, x: u32) -> u32 {
    // The cases of the module docs without branches, which random rows
    // would mispredict: x, moved one step towards l when it lies between r
    // and l, and 0 when x = r. The step is -1 only when r < x <= l, so no
    // value wraps.
    let outside = (x < l) & (x < r) | (x > l) & (x > r);
    let step = if r < l { u32::MAX } else { 1 };
    let v = x.wrapping_add(if outside { 0 } else { step });
    if x == r {
        0
    } else {
        v
    }
}

/// (left(1, m), right(1, m)) of the row `row` (m >= 1), in codes.
fn ends_of_row(row: &[u32]) -> (u32, u32) {
    let mut dp = IntervalDp::new(row.iter().map(|&a| (a, a)));
    // Values are (left(i, j), right(i, j)).
    while dp.values().len() > 1 {
        dp.lengthen_with(row, |&ai, &aj, sub: Shorter<(u32, u32)>| {
            let (l, r) = sub.without_right;
            let (l2, r2) = sub.without_left;
            (left_pile(l, r, aj), left_pile(r2, l2, ai))
        });
    }
    dp.values()[0]
}

/// Order-preserving u32 codes of the piles: their ranks among the values
/// the recurrence can produce, V = {0} and p - 1, p, p + 1 for each pile p.
/// When the recurrence computes v + 1 (or v - 1) from a value v, that is a
/// value of V next to v, so its rank is one more (or less): the recurrence
/// gives the same answers on ranks as on sizes, in u32 whatever the sizes,
/// four SIMD lanes per SSE2 register.
///
/// Returns the codes and the sorted values (`values[c]` is the size that
/// code c stands for; `values[0] = 0`).
fn codes(piles: &[u64]) -> (Vec<u32>, Vec<u64>) {
    let mut values: Vec<u64> = vec![0];
    for &p in piles {
        values.extend([p - 1, p]);
        values.extend(p.checked_add(1));
    }
    values.sort_unstable();
    values.dedup();
    assert!(values.len() <= u32::MAX as usize, "too many piles");
    let code = piles
        .iter()
        .map(|p| values.binary_search(p).unwrap() as u32)
        .collect();
    (code, values)
}

/// Whether the player to move wins the row `piles` (all positive).
///
/// # Panics
/// If a pile is 0.
///
/// # Complexity
/// O(n^2) time, O(n) memory.
pub fn first_player_wins(piles: &[u64]) -> bool {
    assert!(piles.iter().all(|&p| p > 0), "a pile of 0 stones");
    match piles.len() {
        0 => false,
        1 => true,
        _ => {
            let (code, _) = codes(piles);
            ends_of_row(&code[1..]).0 != code[0]
        }
    }
}

/// The end of a row a move takes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// The first pile of the row.
    Left,
    /// The last pile of the row.
    Right,
}

/// L = left(2, n) and R = right(1, n - 1) of the row (module docs), as
/// sizes: the row is lost for the player to move iff a_1 = L (then also
/// a_n = R); otherwise the move to a_1 = L or a_n = R that lowers its pile
/// wins. Both 0 for a single pile; `None` for an empty row.
///
/// # Panics
/// If a pile is 0.
///
/// # Complexity
/// O(n^2) time, O(n) memory: two interval DPs.
pub fn ends(piles: &[u64]) -> Option<(u64, u64)> {
    assert!(piles.iter().all(|&p| p > 0), "a pile of 0 stones");
    let n = piles.len();
    match n {
        0 => None,
        1 => Some((0, 0)),
        _ => {
            let (code, values) = codes(piles);
            let l = ends_of_row(&code[1..]).0;
            let r = ends_of_row(&code[..n - 1]).1;
            Some((values[l as usize], values[r as usize]))
        }
    }
}

/// A winning move: the end and how many stones to take from its pile
/// (all of them removes the pile), leaving a row lost for the player to
/// move; `None` when the row is lost (or empty).
///
/// From the same interval DP as the verdict ([`ends`]): with L =
/// left(2, n) and R = right(1, n - 1), take a_1 - L from the left if
/// L < a_1, else a_n - R from the right (then R < a_n, as the row is
/// won and no move on the left pile wins).
///
/// # Panics
/// If a pile is 0.
///
/// # Complexity
/// O(n^2) time, O(n) memory.
///
/// # Example
/// ```
/// use cp_games::problems::two_ended_nim::{winning_move, End};
/// assert_eq!(winning_move(&[3, 1, 9, 4]), None);
/// assert_eq!(winning_move(&[5, 1, 9, 4]), Some((End::Left, 2)));
/// assert_eq!(winning_move(&[2, 3]), Some((End::Right, 1)));
/// assert_eq!(winning_move(&[7]), Some((End::Left, 7)));
/// ```
pub fn winning_move(piles: &[u64]) -> Option<(End, u64)> {
    let (l, r) = ends(piles)?;
    let (first, last) = (piles[0], piles[piles.len() - 1]);
    if l < first {
        Some((End::Left, first - l))
    } else if l > first {
        assert!(r < last, "a won row without a winning move");
        Some((End::Right, last - r))
    } else {
        None
    }
}

/// Reads `T` and the games.
pub fn read(inp: &mut Input) -> Result<Vec<Vec<u64>>> {
    let t = inp.usize_in("the number of games T", 1, usize::MAX)?;
    inp.check_room(t, 2, "T")?;
    let mut games = Vec::with_capacity(t);
    for g in 1..=t {
        games.push(inp.within(format_args!("game {g}"), |inp| {
            let n = inp.usize("the number of piles n")?;
            inp.check_items("n", n, "pile", 1)?;
            let mut piles = Vec::with_capacity(n);
            for i in 1..=n {
                let a = inp.u64("a pile size")?;
                if a == 0 {
                    return Err(
                        inp.error(format!("pile {i} is 0, but piles have at least 1 stone"))
                    );
                }
                piles.push(a);
            }
            Ok(piles)
        })?);
    }
    inp.end()?;
    Ok(games)
}

/// The judge's answer to a whole input: `1` or `0`, one line per game; an
/// error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let games = read(inp)?;
    Ok(games
        .iter()
        .map(|p| if first_player_wins(p) { "1\n" } else { "0\n" })
        .collect())
}

/// The binary `two_ended_nim`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "two_ended_nim",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::two_ended_nim::TwoEndedNim)),
    #[cfg(feature = "play")]
    interactor: None,
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The recurrence of the module docs on the sizes themselves, with
    /// branches and the full table.
    fn loses_by_table(a: &[u64]) -> bool {
        let n = a.len();
        let (mut left, mut right) = (vec![vec![0u64; n]; n], vec![vec![0u64; n]; n]);
        let rule = |l: u64, r: u64, x: u64| {
            if x == r {
                0
            } else if (x < l && x < r) || (x > l && x > r) {
                x
            } else if r < x && x <= l {
                x - 1
            } else {
                assert!(l <= x && x < r);
                x + 1
            }
        };
        for i in (0..n).rev() {
            left[i][i] = a[i];
            right[i][i] = a[i];
            for j in i + 1..n {
                left[i][j] = rule(left[i][j - 1], right[i][j - 1], a[j]);
                right[i][j] = rule(right[i + 1][j], left[i + 1][j], a[i]);
            }
        }
        n >= 2 && left[1][n - 1] == a[0]
    }

    #[test]
    fn codes_give_the_answers_of_the_sizes() {
        let mut x = 7u64;
        let mut next = |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        let mut lost = 0;
        for round in 0..4000 {
            let n = 1 + next(10) as usize;
            // Sizes clustered around a few bases, so that p - 1, p, p + 1
            // of different piles meet, near 0, 2^32 and 2^64.
            let bases = [1, 1 << 32, u64::MAX - 8, 1 + next(1 << 40)];
            let base = bases[round % 4];
            // Every other round, sizes 3 apart: p + 1 is no other pile.
            let spread = if round % 8 < 4 { 1 } else { 3 };
            let row: Vec<u64> = (0..n)
                .map(|_| {
                    let d = spread * next(9 / spread);
                    if base > u64::MAX / 2 {
                        base + d
                    } else {
                        base.max(1) + d
                    }
                })
                .collect();
            let want = !loses_by_table(&row);
            assert_eq!(first_player_wins(&row), want, "{row:?}");
            lost += usize::from(!want);
        }
        assert!(lost > 300, "{lost}");
    }

    #[test]
    fn piles_at_the_type_limits() {
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
