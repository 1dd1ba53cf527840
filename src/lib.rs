//! Impartial-game solvers for competitive programming: a small library and one stdin/stdout binary per judge problem.

pub mod anti_nim;
pub mod christmas_game;
pub mod dag_sg_chips;
pub mod euclid_game;
pub mod general_matching;
pub mod geography;
pub mod grid;
pub mod grundy;
pub mod hackenbush;
pub mod input;
pub mod interval_dp;
pub mod jsoi2009_game;
pub mod library_checker_bipartite_matching;
pub mod library_checker_general_matching;
pub mod matching;
pub mod noi2011_bunny_egg;
pub mod plate_game;
pub mod play_a_game;
pub mod rng;
pub mod stone_merge;
pub mod stone_merge_icpc;
pub mod two_ended_nim;
pub mod vertex_geography;
pub mod wythoff_game;
