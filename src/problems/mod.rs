//! The solved judge problems: one module per problem, each turning a judge
//! input into the judge's output with the library modules and its game's
//! theory ([`strategy`](crate::strategy)): `read` (the input's format, its
//! limits and error lines), `solve` (asking the theory, writing the
//! answer), and ending with its binary as a value
//! ([`Binary`]: `BINARY`, the solver, the game and
//! the interactor). Each `src/bin/<name>.rs` is one line handing that
//! value to [`serve!`](crate::serve!), and [`catalogue`] lists them all.
//!
//! # The binaries
//!
//! Each binary reads one judge input and prints the judge's expected
//! output. Build them once, then run one on an input file:
//!
//! ```sh
//! cargo build --release
//! target/release/jsoi2009_game < testdata/jsoi2009_game/01-sample.in
//! ```
//!
//! How they read (a file argument or standard input, `--help`), and what
//! they do with bad input, is in [`input`](crate::input). Sizes far past the
//! judges' limits are accepted; each module states its own limits, input
//! and output format, theory, complexity and how it was tested.
//!
//! The catalogue is the list of modules below: one per binary of the same
//! name, each opening with the judge problem it solves and the game's rules
//! in a line, and holding the theory and its proof, limits, format and
//! tests after that. The theory's code is the game's module of
//! [`strategy`](crate::strategy), whose items a problem module re-exports
//! (`problems::wythoff_game::winning_move` is
//! `strategy::wythoff_game::winning_move`).
//! One binary has no module of its own name: `stone_merge_icpc` answers the
//! multi-case ICPC form of [`stone_merge`] (HDU 4111, UVa 1500 "Alice and
//! Bob") with [`stone_merge::solve_icpc`].
//!
//! Measured times and peak memory of every binary, at the judges' sizes and
//! far beyond, are in `BENCHMARKS.md` in the repository, with the commands
//! that reproduce them.

use crate::binary::{Batch, Binary, Interactive, Listed};

pub mod anti_nim;
pub mod christmas_game;
pub mod coloring_game;
pub mod dag_sg_chips;
pub mod decreasing_game;
pub mod euclid_game;
pub mod game_on_tree;
pub mod jsoi2009_game;
pub mod library_checker_bipartite_matching;
pub mod library_checker_general_matching;
pub mod no_gambling;
pub mod noi2011_bunny_egg;
pub mod plate_game;
pub mod play_a_game;
pub mod s_nim;
pub mod stone_merge;
pub mod two_ended_nim;
pub mod two_tokens;
pub mod vertex_geography;
pub mod wythoff_game;
pub mod xor_break;

/// The binaries that answer one input, by name: the values their `main`s
/// serve. With [`INTERACTIVE`], the crate's catalogue ([`catalogue`]): a
/// page, the tests, the fuzzer and the benchmarks list the binaries there.
/// (Two lists, one per judge path, so that a page of the batch binaries
/// carries no interactive one.)
pub const BATCH: &[&Binary<Batch>] = &[
    &anti_nim::BINARY,
    &christmas_game::BINARY,
    &dag_sg_chips::BINARY,
    &euclid_game::BINARY,
    &game_on_tree::BINARY,
    &jsoi2009_game::BINARY,
    &library_checker_bipartite_matching::BINARY,
    &library_checker_general_matching::BINARY,
    &no_gambling::BINARY,
    &noi2011_bunny_egg::BINARY,
    &plate_game::BINARY,
    &play_a_game::BINARY,
    &s_nim::BINARY,
    &stone_merge::BINARY,
    &stone_merge::ICPC,
    &two_ended_nim::BINARY,
    &two_tokens::BINARY,
    &vertex_geography::BINARY,
    &wythoff_game::BINARY,
];

/// The interactive binaries, by name ([`BATCH`] has the others).
pub const INTERACTIVE: &[&Binary<Interactive>] = &[
    &coloring_game::BINARY,
    &decreasing_game::BINARY,
    &xor_break::BINARY,
];

/// Every binary of the crate, [`BATCH`] then [`INTERACTIVE`], whatever its
/// judge path.
pub fn catalogue() -> impl Iterator<Item = &'static dyn Listed> {
    let batch = BATCH.iter().map(|&b| b as &dyn Listed);
    batch.chain(INTERACTIVE.iter().map(|&b| b as &dyn Listed))
}
