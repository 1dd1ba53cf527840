//! JSOI 2009 "Game" (Luogu P4055, BZOJ 1443): the start cells of a maze from
//! which the player who places the token wins.
//!
//! A puts a token on a free cell; then B and A alternate, B first, moving it
//! to a 4-adjacent free cell not visited before; who cannot move loses.
//! Moves alternate chessboard colours, so this is vertex geography on a
//! bipartite graph: the player to move from `s` wins iff `s` lies in every
//! maximum matching ([`mover_wins`], one matching and one reachability
//! pass, no per-cell rematching), on the graph of the grid as
//! [`Grid::bipartite_sides`] computes it: no edge list is built. B moves
//! first, so A wins from `s` iff the mover loses there: iff some maximum
//! matching leaves `s` free.
//!
//! Input: `n m`, then n rows of m characters from `.#`. Output: `WIN` and the
//! winning cells `r c` (1-based) in row-major order, or `LOSE` (also when the
//! maze has no free cell). Any n, m whose grid the input holds is accepted
//! (the judge's limit is 100).
//!
//! Complexity: O(E sqrt V) for the matching of a grid with V free cells and
//! E <= 2V adjacent pairs; O(nm) otherwise. O(nm) memory: a few bytes per
//! cell. Times and peak memory on 1000 x 1000 grids (no walls, 30% random
//! walls, a maze of one-cell corridors) are in `BENCHMARKS.md` in the
//! repository, rows `jsoi-*-1000` and "Memory".
//!
//! Status: samples and edge cases in `testdata/jsoi2009_game`; compared with
//! an exhaustive search of the literal game on thousands of random small
//! mazes; one-cell corridors and full grids up to 1000 x 1000 against their
//! known answers (`tests/problems/jsoi2009_game.rs`).
//!
//! Explain and play (`--explain`, `--play`): [`winning_move`] places the
//! token on a cell that one maximum matching leaves free, and afterwards
//! moves to the token's mate in a maximum matching of the cells not yet
//! visited ([`Grid::winning_step`]); `--explain` draws the maze with the
//! winning starts and that matching (a window of 40 x 40 cells on larger
//! mazes). The strategy is checked against every reply on about 2400
//! random mazes of up to 4 x 4 with at most 12 free cells, plus hand-made
//! ones (every reachable position, about 340 000, against an exhaustive
//! search of the literal rules), on 100 x 100 mazes against random
//! replies, and by scripted sessions.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/jsoi2009_game < testdata/jsoi2009_game/01-sample.in
//! ```
//!
//! # Rules
//!
//! **JSOI 2009 Game (a token in a maze)**
//!
//! A maze of free cells (.) and walls (#). Player A places a token on any free
//! cell. Then B moves first, and the players take turns moving the token to a
//! free cell next to it (up, down, left or right) that the token has never
//! been on; the cell where A placed it counts too.
//!
//! The player who cannot move loses. The answer lists every cell where A can
//! place the token and then win whatever B does (WIN), or says LOSE when there
//! is none.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::jsoi2009_game::solve};
//! let answer = solve(&mut Input::new("3 3\n.##\n...\n#.#\n")).unwrap();
//! assert_eq!(answer, "WIN\n2 3\n3 2\n");
//! ```
//!
//! [`mover_wins`]: crate::matching::mover_wins
//! [`Grid::bipartite_sides`]: crate::grid::Grid::bipartite_sides

use crate::binary::{Batch, Binary};
use crate::grid::Grid;
use crate::input::{Input, Result};
use crate::output::push_usize;

/// The game's theory, in [`strategy::jsoi2009_game`](crate::strategy::jsoi2009_game):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::jsoi2009_game::{winning_move, winning_starts, Position, VISITED};

/// Reads the maze.
pub fn read(inp: &mut Input) -> Result<Grid> {
    let n = inp.u64_at_least("the number of rows n", 1)?;
    let m = inp.u64_at_least("the number of columns m", 1)?;
    let grid = Grid::read(inp, n, m, b".#")?;
    inp.end()?;
    Ok(grid)
}

/// The judge's answer to a whole input: `WIN` and A's winning start cells
/// `r c` (1-based, row-major), one a line, or `LOSE`; an error for bad
/// input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let grid = read(inp)?;
    let wins = winning_starts(&grid);
    if !wins.contains(&true) {
        return Ok("LOSE\n".to_string());
    }
    let mut out = String::from("WIN\n");
    let mut row = String::new();
    for (r, wins) in wins.chunks(grid.cols).enumerate() {
        row.clear();
        push_usize(&mut row, r + 1);
        row.push(' ');
        for c in (0..wins.len()).filter(|&c| wins[c]) {
            out.push_str(&row);
            push_usize(&mut out, c + 1);
            out.push('\n');
        }
    }
    Ok(out)
}

/// The binary `jsoi2009_game`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "jsoi2009_game",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::jsoi2009_game::Jsoi2009)),
    #[cfg(feature = "play")]
    interactor: None,
};
