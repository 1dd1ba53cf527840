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
//! Status: the statement's sample; tests/problems/two_ended_nim.rs checks against an
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

/// The game's theory, in [`strategy::two_ended_nim`](crate::strategy::two_ended_nim):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::two_ended_nim::{ends, first_player_wins, winning_move, End};

/// Reads `T` and the games.
pub fn read(inp: &mut Input) -> Result<Vec<Vec<u64>>> {
    let t = inp.u64_at_least("the number of games T", 1)?;
    inp.check_room(t, 2, "T")?;
    // The input has room for the games: T fits usize.
    let t = t as usize;
    let mut games = Vec::with_capacity(t);
    for g in 1..=t {
        games.push(inp.within(format_args!("game {g}"), |inp| {
            let n = inp.u64("the number of piles n")?;
            inp.check_items("n", n, "pile", 1)?;
            let n = n as usize;
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
