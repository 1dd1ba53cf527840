//! The solved judge problems: one module per problem, each turning a judge
//! input into the judge's output with the library modules (`read`, the
//! game's theory, `solve`). Each `src/bin/<name>.rs` is a few lines calling
//! [`input::run`](crate::input::run) with the `solve` of its module here.
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
//! | binary | judge problem | theory in one line |
//! |---|---|---|
//! | [`jsoi2009_game`] | JSOI 2009 "Game" (Luogu P4055, BZOJ 1443) | geography on a grid: A wins from the cells some maximum matching leaves free |
//! | [`noi2011_bunny_egg`] | NOI 2011 "Bunny and Egg" (Luogu P1971, BZOJ 2437) | the empty cell plays geography; the mover wins iff it lies in every maximum matching, kept by one augmenting search per move |
//! | [`dag_sg_chips`] | chips on a DAG (AcWing 1319) | Sprague-Grundy: mex over successors, xor over chips |
//! | [`stone_merge`] | take one or merge two (AcWing 1321) | memoised win/lose over (number of 1-piles, moves left in the others) |
//! | `stone_merge_icpc` | HDU 4111 and UVa 1500 "Alice and Bob" (`Case #x: Alice`) | as `stone_merge` ([`stone_merge::solve_icpc`]) |
//! | [`two_ended_nim`] | take from either end (AcWing 1322; ZJOI 2009, Luogu P2599) | interval DP of the one losing extra pile on each side, O(n) memory |
//! | [`euclid_game`] | Euclid's Game (HDU 1525, POJ 2348) | the mover wins once the larger is at least twice the smaller; before that every move is forced |
//! | [`wythoff_game`] | Wythoff's game (HDU 1527, POJ 1067) | losing pairs (floor(k phi), floor(k phi) + k), with an exact integer square root |
//! | [`anti_nim`] | misère Nim (POJ 3480, HDU 1907) | anti-SG: first wins iff (all piles 1 and xor 0) or (some pile > 1 and xor != 0) |
//! | [`christmas_game`] | Christmas Game (POJ 3710) | Green Hackenbush: fuse cycles (odd = one edge, even = nothing), then the colon principle |
//! | [`play_a_game`] | Play a game (HDU 1564) | geography from a corner of an n x n grid: the first player wins iff n is even |
//! | [`plate_game`] | Plate Game (Codeforces 197A) | if one plate fits, the first player takes the centre and mirrors |
//! | [`game_on_tree`] | Game on Tree (AtCoder AGC 017 D) | Green Hackenbush on a tree: value(v) = xor over children of (value + 1) |
//! | [`no_gambling`] | No Gambling (HDU 3863) | Bridg-it has no draw and an extra stick never hurts: the first player wins (strategy stealing) |
//! | [`vertex_geography`] | geography on a general graph (this crate's format) | A wins from the Gallai-Edmonds set D of one blossom-algorithm run |
//! | [`s_nim`] | S-Nim (HDU 1536, HDU 1944) | the subtraction game's Grundy table, past it the period the table shows; xor over heaps |
//! | [`two_tokens`] | two tokens on a maze, merge to win (this crate's format) | geography on the pairs of non-adjacent cells: the mover wins iff the start is in every maximum matching |
//! | [`library_checker_bipartite_matching`] | Library Checker "Matching on Bipartite Graph" | push-relabel with global relabelling (Hopcroft-Karp as guard) |
//! | [`library_checker_general_matching`] | Library Checker "Matching on General Graph" | Edmonds' blossom algorithm, through the bipartite double cover where its searches prove slow |
//!
//! Measured times and peak memory of every binary, at the judges' sizes and
//! far beyond, are in `BENCHMARKS.md` in the repository, with the commands
//! that reproduce them.

pub mod anti_nim;
pub mod christmas_game;
pub mod dag_sg_chips;
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
