//! The solved judge problems: one module per problem, each turning a judge
//! input into the judge's output with the library modules (`read`, the
//! game's theory, `solve`). Each `src/bin/<name>.rs` is a few lines calling
//! [`input::run`](crate::input::run) with the `solve` of its module here.
//!
//! Grid games:
//! - [`jsoi2009_game`]: JSOI 2009 "Game", placing a token on a maze
//!   (bipartite matching).
//! - [`noi2011_bunny_egg`]: NOI 2011 "Bunny and Egg", the sliding-puzzle
//!   game (matching under vertex deletions).
//! - [`play_a_game`]: HDU 1564, the corner-start game (parity).
//! - [`two_tokens`]: two tokens on a maze, merge to win (geography on the
//!   pairs of cells, edges never stored).
//!
//! Sprague-Grundy and interval DP:
//! - [`dag_sg_chips`]: chips on a DAG (Grundy values, xor).
//! - [`stone_merge`] and [`stone_merge_icpc`]: take one or merge two
//!   (memoised search over a proved periodic summary).
//! - [`two_ended_nim`]: take from either end (interval DP).
//! - [`christmas_game`]: Green Hackenbush on rooted graphs.
//! - [`game_on_tree`]: AGC 017 D, Green Hackenbush on one tree.
//!
//! Closed forms:
//! - [`euclid_game`], [`wythoff_game`], [`anti_nim`] (misère Nim),
//!   [`plate_game`] (symmetry), [`no_gambling`] (strategy stealing).
//!
//! Graphs:
//! - [`vertex_geography`]: geography on a general graph (blossom matching).
//! - [`library_checker_bipartite_matching`] and
//!   [`library_checker_general_matching`]: Library Checker's matching
//!   problems, the matching modules' judge-facing form.

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
pub mod stone_merge;
pub mod stone_merge_icpc;
pub mod two_ended_nim;
pub mod two_tokens;
pub mod vertex_geography;
pub mod wythoff_game;
