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
//! E <= 2V adjacent pairs; O(nm) otherwise. O(nm) memory, about 10 bytes
//! per cell.
//!
//! Status: samples and edge cases in `testdata/jsoi2009_game`; compared with
//! an exhaustive search of the literal game on thousands of random small
//! mazes; one-cell corridors and full grids up to 1000 x 1000 against their
//! known answers (`tests/jsoi2009_game.rs`).
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

use crate::grid::Grid;
use crate::input::{Input, Result};
use crate::matching::mover_wins;
use crate::output::push_usize;

/// Reads the maze.
pub fn read(inp: &mut Input) -> Result<Grid> {
    let n = inp.usize_in("the number of rows n", 1, usize::MAX)?;
    let m = inp.usize_in("the number of columns m", 1, usize::MAX)?;
    let grid = Grid::read(inp, n, m, b".#")?;
    inp.end()?;
    Ok(grid)
}

/// For every cell, whether A wins by putting the token there (false on
/// walls).
pub fn winning_starts(grid: &Grid) -> Vec<bool> {
    let sides = grid.bipartite_sides(true, |id, _| grid.cells[id] == b'.');
    let mover = mover_wins(&sides[0], &sides[1]);
    // B is the first to move: A wins where the mover loses.
    let mut wins = vec![false; grid.cells.len()];
    for (side, mover) in sides.iter().zip([mover.left, mover.right]) {
        for (v, _) in mover.iter().enumerate().filter(|&(_, &w)| !w) {
            if let Some(id) = side.cell(v) {
                wins[id] = true;
            }
        }
    }
    wins
}

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
