//! HDU 1536 / HDU 1944 "S-Nim": Nim where a move takes exactly s stones from
//! one heap, for some s in a set S; who cannot move loses. Per test case,
//! one line with a `W` (the player to move wins) or an `L` per position.
//!
//! Input: test cases until a line `0`; each is `k s_1 .. s_k` (the move
//! sizes S), then `m` and m positions `l h_1 .. h_l`. Move sizes and heaps
//! are any `u64`; a move size of 0 is an error.
//!
//! Theory: g(h) = mex{ g(h - s) : s in S, s <= h }, and a position wins iff
//! the xor of its heaps' values is not 0 (Sprague-Grundy).
//! [`SubtractionGame`] builds the table as far as a heap needs and stops
//! once the values repeat: every value from max(S) on depends on the
//! max(S) before it, so a repeated window of max(S) values is an exact
//! period (found by hashing windows, confirmed value by value). A heap past
//! the period is answered in O(1). The table holds at most 2^22 values: a
//! heap beyond them is answered when the period shows within them, and is
//! otherwise refused with one error line. Whether it shows depends on S
//! (see [`SubtractionGame`], "Worst case"): the judge's heaps (up to 10^4)
//! are always answered, and heaps up to 10^18 whenever the period is short
//! enough to see, as it was for every set of sizes in 1..=100 tried. Times,
//! and the sets whose period showed: `BENCHMARKS.md` in the repository.
//!
//! Cost ([`Tables`]): test cases with the same set of move sizes (in any
//! order, with any repeats) share one table. A table's first 2^14 values
//! (past the judge's heaps) are free; past them, each new value costs a
//! step per move size plus 8, and all the input's tables together may take
//! 2^27 steps (about 0.5 s of CPU with 1000 sizes, the slowest per step): a
//! heap that needs more is refused with one error line once the steps are
//! spent (its period may show before). So the time is O(the input's
//! length + 2^27 steps) for any input, and the memory that of the input
//! plus at most 2^27 / 9 values of 4 bytes in tables past 2^14 values and
//! 2^22 values in smaller ones (those are forgotten, and computed again if
//! their set comes back, once they hold more). `--explain` and `--play`
//! read the same way and look the tables up again as they explain.
//!
//! Winning move ([`SubtractionGame::winning_move`]): the heap whose value g
//! has g ^ X < g (X the xor) goes to the option of value g ^ X, found among
//! h - s for s in S (heaps up to 10^18 through the period). The strategy,
//! [`SNim`](crate::strategy::s_nim::SNim), looks it up in the tables the
//! input's check built.
//!
//! Status: statement sample and edge cases in `testdata/s_nim`; compared
//! with an exhaustive search of the literal game (no Grundy theory) on
//! random inputs of up to 3 heaps of up to 12 stones, and with a plain
//! table on heaps up to 10^4 with up to 100 sizes; heaps up to 10^18 with
//! one size worked out by hand; the shared tables, the forgotten ones and
//! the budget, and the inputs the fuzzing found (`tests/problems/s_nim.rs`). The
//! winning move is played against every reply of the literal rules on 1500
//! random games of up to 3 heaps of up to 8 stones, checked to leave value
//! 0 on huge heaps, and tried in scripted `--play` sessions and
//! `--explain` runs.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/s_nim < testdata/s_nim/01-sample.in
//! ```
//!
//! # Rules
//!
//! **S-Nim**
//!
//! Heaps of stones and a set S of allowed move sizes, for instance S = {2, 5}.
//! Two players take turns. On your turn you take exactly s stones from one
//! heap, for some s in S; the heap must hold at least s stones.
//!
//! The player who cannot move loses. Each position of the input is a game of
//! its own: the answer has a W for each position that the player to move wins,
//! an L for each one that player loses.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::s_nim::solve};
//! // S = {2, 5}: g = 0 0 1 1 0 2 1, period 7; heaps 2 4 7 are worth 1 0 0.
//! let answer = solve(&mut Input::new("2 2 5\n2\n2 5 12\n3 2 4 7\n0\n")).unwrap();
//! assert_eq!(answer, "LW\n");
//! let err = solve(&mut Input::new("2 2 0\n1\n1 5\n0\n")).unwrap_err();
//! assert_eq!(err.to_string(), "line 1: test case 1: move size 2 is 0, but a move takes stones");
//! ```
//!
//! [`SubtractionGame`]: crate::grundy::SubtractionGame
//! [`SubtractionGame::winning_move`]: crate::grundy::SubtractionGame::winning_move

use crate::binary::{Batch, Binary};
use crate::input::{Input, Result};

/// The game's theory, in [`strategy::s_nim`](crate::strategy::s_nim):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::s_nim::Tables;

/// The judge's answer to a whole input: a line of `W` and `L` per test
/// case; an error for bad input, or for a heap whose value is not given
/// (see the module's documentation, "Cost").
pub fn solve(inp: &mut Input) -> Result<String> {
    let mut out = String::new();
    let mut tables = Tables::default();
    inp.cases_until("0", |inp, case| {
        inp.within(format_args!("test case {case}"), |inp| {
            let moves = move_sizes(inp)?;
            let m = inp.u64("the number of positions m")?;
            for p in 1..=m {
                let heaps = heaps(inp, p)?;
                let value = tables
                    .value(&moves, &heaps)
                    .map_err(|e| inp.error(format_args!("position {p}: {e}")))?;
                out.push(if value != 0 { 'W' } else { 'L' });
            }
            out.push('\n');
            Ok(())
        })
    })?;
    inp.end()?;
    Ok(out)
}

/// Reads a test case's `k` and its k move sizes, none of them 0.
pub fn move_sizes(inp: &mut Input) -> Result<Vec<u64>> {
    let k = inp.u64("the number of move sizes k")?;
    let moves = inp.u64s("move size", k)?;
    match moves.iter().position(|&s| s == 0) {
        Some(i) => Err(inp.error(format_args!(
            "move size {} is 0, but a move takes stones",
            i + 1
        ))),
        None => Ok(moves),
    }
}

/// Reads position `p`: its number of heaps, then the heaps.
pub fn heaps(inp: &mut Input, p: u64) -> Result<Vec<u64>> {
    let l = inp.u64(format_args!("the number of heaps of position {p}"))?;
    inp.u64s(format_args!("heap of position {p}, number"), l)
}

/// The binary `s_nim`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "s_nim",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::s_nim::SNim::default())),
    #[cfg(feature = "play")]
    interactor: None,
};
