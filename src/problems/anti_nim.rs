//! Misère Nim (POJ 3480, HDU 1907 "John"; SHOI 2008 "Little John"): Nim
//! where the player who takes the last stone loses.
//!
//! Theory (anti-SG, the SJ theorem; for Nim already Bouton's): the first
//! player wins iff either no pile holds more than one stone and the xor of
//! the piles is 0 (an even number of single stones: take one, and so on,
//! leaving the last to the opponent), or some pile holds more than one stone
//! and the xor is not 0 (play normal Nim until one move would leave only
//! piles of one stone, then leave an odd number of them).
//!
//! Input: `T`, then per game `n` and n pile sizes. Any sizes that fit `u64`
//! are accepted, and so is `T = 0` (no games, empty answer). A pile of 0 is
//! an empty pile and changes nothing, but a game must hold at least one
//! stone: with none there is no last stone to take and the rules name no
//! loser. Output per game: `John` if the first player wins, else `Brother`.
//!
//! Complexity: O(n) per game.
//!
//! Winning move ([`winning_move`]), from the same theory: with some pile
//! above one stone and xor not 0, the normal Nim move to xor 0, unless it
//! would leave only piles of at most one stone (exactly one pile holds more
//! than one): then that pile is emptied or cut to one stone so that an odd
//! number of single stones remains; with no pile above one stone and an
//! even, non-zero number of single stones, take one.
//!
//! Status: statement sample and edge cases in `testdata/anti_nim`; compared
//! with a memoised search of the literal misère game over every multiset of
//! up to 5 piles of up to 7 stones and on random inputs; games with huge
//! piles (up to 2^64 - 1) worked out by hand from the rules
//! (`tests/problems/anti_nim.rs`). The winning move is played against every reply
//! of the literal rules from every row of up to 4 piles of up to 5
//! stones and from random rows of 5 to 7 piles, checked to lead to lost
//! positions on huge piles, and tried in scripted `--play` sessions and
//! `--explain` runs.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/anti_nim < testdata/anti_nim/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Anti-Nim**
//!
//! Some piles of stones lie on the table. Two players take turns. On your turn
//! you choose one pile and take as many stones from it as you like: at least
//! one, at most the whole pile.
//!
//! Whoever takes the last stone LOSES. This is Nim in misère play: in
//! ordinary Nim, taking the last stone wins.
//!
//! John moves first, his brother second. An input holds several games; the
//! answer names the winner of each when both players play perfectly.
//!
//! # Example
//! ```
//! use cp_games::{problems::anti_nim::solve, input::Input};
//! let answer = solve(&mut Input::new("2\n3\n3 5 1\n1\n1\n")).unwrap();
//! assert_eq!(answer, "John\nBrother\n");
//! ```

use crate::binary::{Batch, Binary};
use crate::input::{Input, Result};

/// The game's theory, in [`strategy::anti_nim`](crate::strategy::anti_nim):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::anti_nim::{first_player_wins, winning_move};

/// Reads game `g`: `n` and n pile sizes, with at least one stone.
pub fn read_game(inp: &mut Input, g: u64) -> Result<Vec<u64>> {
    let n = inp
        .u64("the number of piles n")
        .map_err(|e| e.within(format!("game {g}")))?;
    inp.check_items("n", n, "pile", 1)
        .map_err(|e| e.within(format!("game {g}")))?;
    // The input has room for the piles: n fits usize.
    let n = n as usize;
    let mut piles = Vec::with_capacity(n);
    for j in 1..=n {
        let p = inp
            .u64("a pile size")
            .map_err(|e| e.within(format!("game {g}, pile {j}")))?;
        piles.push(p);
    }
    if piles.iter().all(|&p| p == 0) {
        return Err(inp.error(format!(
            "game {g} has no stones, so it has no last stone to take"
        )));
    }
    Ok(piles)
}

/// Reads `T` and the games, answering each as it is read (memory for one
/// game at a time).
pub fn solve(inp: &mut Input) -> Result<String> {
    let t = inp.u64("the number of games T")?;
    let mut out = String::new();
    for g in 1..=t {
        let piles = read_game(inp, g)?;
        out.push_str(if first_player_wins(&piles) {
            "John\n"
        } else {
            "Brother\n"
        });
    }
    inp.end()?;
    Ok(out)
}

/// The binary `anti_nim`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "anti_nim",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::anti_nim::AntiNim)),
    #[cfg(feature = "play")]
    interactor: None,
};
