//! Each game of the crate as a person meets it: read from a judge input,
//! shown, explained and drawn ([`Game`](super::Game)), one module per game.

pub mod anti_nim;
pub mod christmas_game;
pub mod coloring_game;
pub mod dag_sg_chips;
pub mod decreasing_game;
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
pub mod xor_break;

/// The caption's line that sums up a sum of games from the `values` of
/// its parts, each a `part` ("tree"): "Xor of the trees' values: 1 ^ 2 =
/// 3: the player to move wins.", the first 12 values written; or "No
/// tree: the player to move loses.".
fn xor_line(part: &str, values: &[u64]) -> String {
    let mut terms: Vec<String> = values.iter().take(12).map(|g| g.to_string()).collect();
    if values.len() > 12 {
        terms.push(format!("... ({} more)", values.len() - 12));
    }
    match values.iter().fold(0, |x, &g| x ^ g) {
        _ if values.is_empty() => format!("No {part}: the player to move loses."),
        0 => format!(
            "Xor of the {part}s' values: {} = 0: the player to move loses.",
            terms.join(" ^ ")
        ),
        x => format!(
            "Xor of the {part}s' values: {} = {x}: the player to move wins.",
            terms.join(" ^ ")
        ),
    }
}
