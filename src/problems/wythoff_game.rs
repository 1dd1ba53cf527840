//! Wythoff's game (HDU 1527, POJ 1067): does the first player win?
//!
//! Two piles; a move takes any positive number of stones from one pile, or
//! the same positive number from both. The player who cannot move loses.
//!
//! Theory (Wythoff, 1907): the losing positions are the pairs
//! (a_k, a_k + k), k = 0, 1, 2, ..., where a_k = floor(k phi) and
//! phi = (1 + sqrt 5) / 2; the a_k and a_k + k are the two Beatty sequences
//! of phi and phi^2, which split the positive integers between them. So with
//! a <= b and k = b - a, the mover loses iff a == floor(k phi).
//!
//! Floating point cannot decide that for large piles: `f64` holds 53 bits,
//! so `(k as f64 * phi).floor()` is wrong for many k below 10^18, already
//! for k = 10^15 (1618033988749895 instead of 1618033988749894; the tests
//! search for such k). This module uses integers only:
//! floor(k phi) = floor((k + sqrt(5 k^2)) / 2) = (k + isqrt(5 k^2)) / 2,
//! since halving and flooring commute with adding the integer k, with an
//! exact integer square root on `u128` ([`isqrt`]). Whenever a losing pair
//! with difference k fits `u64`, 5 k^2 fits `u128` (k phi^2 <= 2^64 gives
//! 5 k^2 < 2^127.6), so every pair of `u64` values is answered exactly, up
//! to the last losing pair in `u64`, (11400714819323198485,
//! 18446744073709551615).
//!
//! Input: lines `a b` until the end of the input, at least one (an empty
//! input is an error). Any values that fit `u64` are accepted (the judge's
//! are at most 10^9). Output per line: `1` if the first player wins, else
//! `0`.
//!
//! Complexity: O(1) per game: one 128-bit square root of about 7 Newton
//! steps from a power-of-two start.
//!
//! Status: statement sample and edge cases in `testdata/wythoff_game`;
//! compared with a memoised search of the literal game over all pairs up to
//! 60 and on random inputs; the losing pairs checked against the greedy
//! (mex) construction for k <= 10^5, and against a bisection on exact
//! 256-bit inequalities (no square root) at random k below 2^62, on every
//! test file and at the largest losing pair in `u64`; k below 10^18 where
//! `f64` is wrong are found and answered exactly (`tests/problems/wythoff_game.rs`);
//! [`isqrt`] against brute force, at random, and around perfect squares
//! near 2^120 and powers of two (unit tests).
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/wythoff_game < testdata/wythoff_game/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Wythoff's game**
//!
//! Two piles of stones. Two players take turns. On your turn you either take
//! as many stones as you like, at least one, from one pile, or take the same
//! number of stones from both piles.
//!
//! The player who cannot move, because both piles are empty, loses. The answer
//! is 1 when the first player wins, 0 when the second does.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::wythoff_game::{losing_pair, solve}};
//! assert_eq!(solve(&mut Input::new("2 1\n8 4\n4 7\n")).unwrap(), "0\n1\n0\n");
//! assert_eq!(losing_pair(3), Some((4, 7)));
//! ```

use crate::binary::{Batch, Binary};
use crate::input::{Input, Result};

/// The game's theory, in [`strategy::wythoff_game`](crate::strategy::wythoff_game):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::wythoff_game::{
    first_player_wins, floor_k_phi, isqrt, losing_pair, losing_partner, winning_move,
};

/// Reads the games, one `a b` per line, until the end of the input.
pub fn read(inp: &mut Input) -> Result<Vec<(u64, u64)>> {
    let mut games = Vec::new();
    loop {
        let i = games.len() + 1;
        let a = inp
            .u64("the first pile")
            .map_err(|e| e.within(format!("game {i}")))?;
        let b = inp
            .u64("the second pile")
            .map_err(|e| e.within(format!("game {i}")))?;
        games.push((a, b));
        if inp.is_empty() {
            return Ok(games);
        }
    }
}

/// The judge's answer to a whole input: `1` or `0`, one line per game; an
/// error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let games = read(inp)?;
    let mut out = String::with_capacity(2 * games.len());
    for (a, b) in games {
        out.push_str(if first_player_wins(a, b) {
            "1\n"
        } else {
            "0\n"
        });
    }
    Ok(out)
}

/// The binary `wythoff_game`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "wythoff_game",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::wythoff_game::Wythoff)),
    #[cfg(feature = "play")]
    interactor: None,
};
