//! HDU 1564 "Play a game": a stone starts in a corner of an n x n board;
//! the players move it in turn to an unvisited 4-neighbour; who cannot move
//! loses. The first player is `8600`, the second `ailyanlu`.
//!
//! Theory: this is vertex geography on the grid graph, which is bipartite
//! (chessboard colours): the player to move from s wins iff s lies in every
//! maximum matching. Concretely:
//!
//! - n even: dominoes tile the board, a perfect matching. The first player
//!   always moves to the cell paired with the stone's cell; the second
//!   player then enters a new domino, so the first always has a reply, and
//!   the first player wins.
//! - n odd: the corner has the colour of (n^2 + 1) / 2 cells, the other
//!   colour (n^2 - 1) / 2, so a maximum matching has (n^2 - 1) / 2 pairs,
//!   and the board without the corner is tiled by dominoes (the rest of the
//!   first row in pairs, then the other n - 1 rows, an even number, in
//!   vertical pairs). That maximum matching misses the corner; the second
//!   player answers every move with the paired cell and wins. (n = 1: no
//!   move at all.)
//!
//! So `8600` wins iff n is even.
//!
//! Input: integers n, one per line, ending with `0` (not a board). Any n
//! that fits `u64` is accepted (the judge's are at most 10000). The closing
//! `0` is required, as is nothing after it (a judge file always has it; a
//! file cut short is reported rather than answered in part); `0` alone is a
//! valid input with no boards and an empty answer. Output per n: `8600` or
//! `ailyanlu`.
//!
//! Complexity: O(1) per board.
//!
//! Status: statement sample and edge cases in `testdata/play_a_game`;
//! compared with an exhaustive search of the literal game for n = 1..5 and
//! with [`BipartiteGraph::in_every_max_matching`] for the corner for
//! n = 1..40 (`tests/problems/play_a_game.rs`); the test files' larger n (up to
//! 2^64 - 1) rest on the tiling argument above.
//!
//! Explain and play (`--explain`, `--play`): [`winning_move`] answers from
//! the domino tiling above in O(k log k) for k visited cells whenever the
//! visited cells follow it, which covers every game in which the winner
//! plays the tiling, at any n; other positions (a person's deviation) get
//! a maximum matching of the cells not visited, on boards up to
//! [`MATCHING_LIMIT`]. Beyond that size such a position is not answered:
//! the program then plays any legal move (it may miss a win a person's
//! mistake offers). Large boards are drawn in a window around the stone
//! (60 x 60 cells in the terminal, 30 x 30 in a picture). The strategy
//! is checked against every reply on every game from the corner of
//! boards up to 4 x 4 and from 3000 random positions
//! on boards up to 8 x 8 (about 140 000 reachable positions against an
//! exhaustive search of the literal rules), along the tiling against
//! random replies at n = 10^4, 2^32 and near 2^64, and by scripted
//! sessions.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/play_a_game < testdata/play_a_game/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Play a game (a stone on a square board)**
//!
//! An n by n board with a stone in its top left corner, which counts as
//! visited. Two players take turns moving the stone to a cell next to it (up,
//! down, left or right) that it has never visited.
//!
//! The player who cannot move loses. 8600 moves first, ailyanlu second.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::play_a_game::solve};
//! assert_eq!(solve(&mut Input::new("2\n0\n")).unwrap(), "8600\n");
//! assert_eq!(solve(&mut Input::new("1\n3\n0\n")).unwrap(), "ailyanlu\nailyanlu\n");
//! ```
//!
//! [`BipartiteGraph::in_every_max_matching`]: crate::matching::BipartiteGraph::in_every_max_matching

use crate::binary::{Batch, Binary};
use crate::input::{quote, Input, Result};

/// The game's theory, in [`strategy::play_a_game`](crate::strategy::play_a_game):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::play_a_game::{
    first_player_wins, tiling_partner, winning_move, Position, MATCHING_LIMIT,
};

/// Reads the board sizes up to the closing `0`.
pub fn read(inp: &mut Input) -> Result<Vec<u64>> {
    let mut sizes = Vec::new();
    loop {
        let n = inp
            .u64("the board size n (or the closing 0)")
            .map_err(|e| e.within(format!("board {}", sizes.len() + 1)))?;
        if n == 0 {
            break;
        }
        sizes.push(n);
    }
    if let Some(tok) = inp.next_token() {
        let shown = quote(tok);
        return Err(inp.error(format!("unexpected {shown} after the closing 0")));
    }
    Ok(sizes)
}

/// The judge's answer to a whole input: `8600` or `ailyanlu`, one line per
/// board; an error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let mut out = String::new();
    for n in read(inp)? {
        out.push_str(if first_player_wins(n) {
            "8600\n"
        } else {
            "ailyanlu\n"
        });
    }
    Ok(out)
}

/// The binary `play_a_game`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "play_a_game",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::play_a_game::PlayAGame)),
    #[cfg(feature = "play")]
    interactor: None,
};
