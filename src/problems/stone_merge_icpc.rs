//! The contest format of [`stone_merge`] (HDU 4111 and UVa 1500 "Alice and
//! Bob"): the same game and input (HDU's T is at most 4000), and per game
//! `Case #x: Alice` if the first player wins, else `Case #x: Bob`.
//!
//! Input, limits and errors are those of `stone_merge` (one shared reader
//! and one memoised search for all games).
//!
//! Status: the statement's sample and the `stone_merge` test data in
//! `testdata/stone_merge_icpc`; tests/stone_merge.rs checks this binary
//! against the same exhaustive search of the literal game. `--explain` and
//! `--play` are those of `stone_merge` (one [`StoneMerge`] game, Alice
//! and Bob), tested on both binaries.
//!
//! [`StoneMerge`]: crate::strategy::stone_merge::StoneMerge
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/stone_merge_icpc < testdata/stone_merge_icpc/01-sample.in
//! ```
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::stone_merge_icpc::solve};
//! let answer = solve(&mut Input::new("2\n3\n1 1 2\n2\n3 4\n")).unwrap();
//! assert_eq!(answer, "Case #1: Alice\nCase #2: Bob\n");
//! ```

use super::stone_merge;
use crate::input::{Input, Result};
use crate::output::push_usize;

/// The judge's answer to a whole input: `Case #x: Alice` or `Case #x: Bob`,
/// one line per game (x from 1); an error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let states = stone_merge::read(inp)?;
    let mut out = String::with_capacity(16 * states.len());
    for (i, first_wins) in stone_merge::wins_from(&states).into_iter().enumerate() {
        let winner = if first_wins { "Alice" } else { "Bob" };
        out.push_str("Case #");
        push_usize(&mut out, i + 1);
        out.push_str(": ");
        out.push_str(winner);
        out.push('\n');
    }
    Ok(out)
}
