//! Each game of the crate as a person meets it: read from a judge input,
//! shown, explained and drawn ([`Game`](super::Game)), one module per game.

pub mod anti_nim;
pub mod christmas_game;
pub mod dag_sg_chips;
pub mod euclid_game;
pub mod game_on_tree;
pub mod jsoi2009_game;
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
