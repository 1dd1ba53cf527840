//! Impartial-game solvers for competitive programming: a small library, the
//! judge problems solved with it, and one stdin/stdout binary per problem.
//!
//! # The library
//!
//! Algorithms, each std-only so that a single-file bundle can carry it:
//!
//! | module | what |
//! |---|---|
//! | [`matching`] | maximum bipartite matching (push-relabel, guarded by Hopcroft-Karp), the vertices in every maximum matching |
//! | [`decremental`] | a maximum bipartite matching kept maximum under vertex deletions, and whether each deleted vertex lay in every maximum matching |
//! | [`general_matching`] | maximum matching on any graph (Edmonds' blossoms), the vertices some maximum matching misses |
//! | [`grundy`] | `mex`, bottom-up tables, subtraction games with their period, sums, Grundy values of a DAG, memoised searches |
//! | [`interval_dp`] | interval DP by increasing length in O(n) memory |
//! | [`hackenbush`] | Green Hackenbush values of rooted graphs, and of trees without a bridge search |
//! | [`geography`] | who wins vertex geography on a graph of positions given by a move function |
//! | [`grid`] | character grids: reading, cell ids, colours, neighbours, adjacency |
//!
//! Around them:
//!
//! | module | what |
//! |---|---|
//! | [`input`] | the checked reader every binary uses: whole input at once, one-line errors, exit status 1; numbers, indices, edge lists, trees, grid cells |
//! | [`output`] | appending numbers and lines of numbers to an answer text without `write!` |
//! | `play` | explain and play: the [`Game`](play::Game) trait (moves, a winning move from theory, a notation), `--explain`, and a terminal session against a perfect opponent (feature `play`, on by default; never in a judge bundle) |
//! | [`rng`] | a small seeded generator for tests and benchmarks |
//!
//! # The problems
//!
//! [`problems`] holds one module per judge problem (`jsoi2009_game`,
//! `dag_sg_chips`, ...): read, solve, write, built on the library. Each
//! `src/bin/<name>.rs` calls its `solve` through [`input::run`]. A problem
//! of your own needs only a new binary; see the README, "Solve your own
//! problem".

#![warn(missing_docs)]

pub mod decremental;
pub mod general_matching;
pub mod geography;
pub mod grid;
pub mod grundy;
pub mod hackenbush;
pub mod input;
pub mod interval_dp;
pub mod matching;
pub mod output;
#[cfg(feature = "play")]
pub mod play;
pub mod rng;

pub mod problems;
