//! Impartial-game solvers for competitive programming: a small library and one stdin/stdout binary per judge problem.

pub mod dag_sg_chips;
pub mod grid;
pub mod grundy;
pub mod input;
pub mod interval_dp;
pub mod library_checker_bipartite_matching;
pub mod matching;
pub mod stone_merge;
pub mod two_ended_nim;
