//! Euclid's Game (HDU 1525, POJ 2348): who wins, Stan (first) or Ollie.
//!
//! Two positive integers; a move subtracts a positive multiple of the smaller
//! from the larger, keeping it non-negative; the player who makes a number 0
//! wins.
//!
//! Theory: let a >= b. If b divides a the mover wins at once. If a >= 2b,
//! the mover can leave either (a mod b, b) or (a mod b + b, b); from the
//! second the opponent's only move is to the first, so the mover picks the
//! one that loses for whoever must move there, and wins. Otherwise
//! b < a < 2b and the only move is to (a - b, b). So the game is the
//! Euclidean algorithm with forced steps until the first step where b | a
//! or a >= 2b, and the player to move at that step wins. The forced steps
//! shrink the pair at least as fast as consecutive Fibonacci numbers do, so
//! there are at most 92 of them for numbers in `u64`; only subtraction and
//! remainders are used, so nothing overflows.
//!
//! Input: lines `a b`, ending with the line `0 0` (not a game). Any positive
//! values that fit `u64` are accepted (the judge's are below 2^31). A game
//! with exactly one zero is an error (the numbers must be positive). The
//! `0 0` is required: an input that ends without it is rejected, since a
//! judge file always has it and a file cut short would otherwise be answered
//! in part without notice. Anything after `0 0` is an error too. `0 0` alone
//! is a valid input with no games and an empty answer. Output per game:
//! `Stan wins` or `Ollie wins`.
//!
//! Complexity: O(log min(a, b)) per game, O(1) memory besides the answer.
//!
//! Winning move ([`winning_move`]), from the same theory: with b <= a, make
//! 0 if b divides a; if a >= 2b, leave whichever of (a mod b, b) and
//! (a mod b + b, b) is lost for the player to move there; otherwise the
//! only move. In `--play` a move is typed as the pair after it.
//!
//! Status: statement sample and edge cases in `testdata/euclid_game`;
//! compared with a memoised search of the literal game over every pair up
//! to 60 and on random inputs of many games, and on consecutive Fibonacci
//! numbers up to the largest in `u64` (`tests/problems/euclid_game.rs`). The
//! winning move is played against every reply of the literal rules from
//! every pair up to 60 and 300 random pairs up to 3000, checked to lead to lost pairs on random and
//! extreme pairs in `u64`, and tried in scripted `--play` sessions and
//! `--explain` runs.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/euclid_game < testdata/euclid_game/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Euclid's Game**
//!
//! Two positive whole numbers. Two players take turns. On your turn you
//! subtract the smaller number from the larger one once, or twice, or any
//! number of times, as long as the larger one does not drop below 0.
//!
//! The player who makes one of the numbers 0 wins. Stan moves first, Ollie
//! second.
//!
//! # Example
//! ```
//! use cp_games::{problems::euclid_game::solve, input::Input};
//! let answer = solve(&mut Input::new("34 12\n15 24\n0 0\n")).unwrap();
//! assert_eq!(answer, "Stan wins\nOllie wins\n");
//! ```

use crate::binary::{Batch, Binary};
use crate::input::{quote, Input, InputError, Result};

/// The game's theory, in [`strategy::euclid_game`](crate::strategy::euclid_game):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::euclid_game::{first_player_wins, forced_chain, winning_move};

/// Reads the games up to the closing `0 0`.
pub fn read(inp: &mut Input) -> Result<Vec<(u64, u64)>> {
    let mut games = Vec::new();
    loop {
        let i = games.len() + 1;
        let game = |e: InputError| e.within(format!("game {i}"));
        let a = inp
            .u64("the first number (or the closing 0 0)")
            .map_err(game)?;
        if a == 0 && inp.is_empty() {
            // The closing `0 0` cut short, not a game.
            return Err(inp.error("the input ended before the closing 0 0"));
        }
        let b = inp.u64("the second number").map_err(game)?;
        if a == 0 && b == 0 {
            break;
        }
        if a == 0 || b == 0 {
            return Err(inp.error(format!(
                "game {i}: both numbers must be positive, found {a} and {b}"
            )));
        }
        games.push((a, b));
    }
    if let Some(tok) = inp.next_token() {
        let shown = quote(tok);
        return Err(inp.error(format!("unexpected {shown} after the closing 0 0")));
    }
    Ok(games)
}

/// The judge's answer to a whole input: `Stan wins` or `Ollie wins`, one
/// line per game; an error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let mut out = String::new();
    for (a, b) in read(inp)? {
        let winner = if first_player_wins(a, b) {
            "Stan"
        } else {
            "Ollie"
        };
        out.push_str(winner);
        out.push_str(" wins\n");
    }
    Ok(out)
}

/// The binary `euclid_game`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "euclid_game",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::euclid_game::Euclid)),
    #[cfg(feature = "play")]
    interactor: None,
};
