//! The two-token maze game: two identical tokens on a maze; who merges them
//! wins.
//!
//! Players alternate; a move steps ONE token to a 4-adjacent free cell (it
//! may step onto the other token). A position is the unordered pair of
//! token cells, and a move may not produce a position that occurred before
//! in the game (the start counts). Whoever makes the tokens coincide wins
//! at once; a player who cannot move loses.
//!
//! Theory: with the tokens adjacent, the mover merges them. Otherwise a move
//! that makes them adjacent hands that win to the opponent, so it is never
//! worth making: drop the positions with adjacent tokens, and a player left
//! with only such moves loses, as in the real game. What remains — pairs of
//! distinct, non-adjacent free cells, a move stepping one token — is vertex
//! geography (positions never repeat) on a bipartite graph: a step flips
//! the parity of `r1 + c1 + r2 + c2`. The mover wins iff the start lies in
//! every maximum matching of that graph, which [`mover_wins_dense_at`]
//! decides without storing the graph's edges: the moves of a pair are
//! computed from the maze whenever the matching walks them.
//!
//! Input: `n m`, n rows of m characters from `.#` (`.` free, `#` wall),
//! then `r1 c1 r2 c2` (1-based; two distinct free cells). Output: `First`
//! if the player to move wins, else `Second`. Boards of up to
//! [`MAX_CELLS`] cells are accepted (the judge's limit is 400; the
//! positions grow as the square of the free cells).
//!
//! Complexity: with F free cells, about F^2 / 2 positions and up to 4 moves
//! per token: one pass over the F^2 pairs to number the positions, then
//! the matching ([`mover_wins_dense_at`]). Memory: about 1 byte per pair of
//! cells and 40 bytes per position.
//!
//! Status: samples and edge cases in `testdata/two_tokens`; compared with an
//! exhaustive search of the literal game (positions never repeating, tracked
//! as a set of visited pairs) on thousands of random boards of up to 10
//! free cells (`tests/two_tokens.rs`).
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::two_tokens::solve};
//! // Every move brings the tokens next to each other: the opponent merges.
//! assert_eq!(solve(&mut Input::new("1 3\n...\n1 1 1 3\n")).unwrap(), "Second\n");
//! // Next to each other at the start: merge.
//! assert_eq!(solve(&mut Input::new("1 2\n..\n1 1 1 2\n")).unwrap(), "First\n");
//! ```
//!
//! [`mover_wins_dense_at`]: crate::geography::mover_wins_dense_at

use crate::geography::mover_wins_dense_at;
use crate::grid::Grid;
use crate::input::{Input, Result};

/// The most cells a board may have: 4096 (64 x 64, or one row of 4096).
pub const MAX_CELLS: usize = 4096;

pub fn solve(inp: &mut Input) -> Result<String> {
    let rows = inp.usize_in("the number of rows n", 1, MAX_CELLS)?;
    let cols = inp.usize_in("the number of columns m", 1, MAX_CELLS)?;
    if rows * cols > MAX_CELLS {
        return Err(inp.error(format!(
            "a {rows} x {cols} board has {} cells; at most {MAX_CELLS} are supported \
             (the positions are pairs of cells)",
            rows * cols
        )));
    }
    let grid = Grid::read(inp, rows, cols, b".#")?;
    let mut token = |what: &str| -> Result<usize> {
        let (r, c) = inp.cell1(what, rows, cols)?;
        if grid.at(r, c) == b'#' {
            let msg = format!("{what} is on a wall, at row {}, column {}", r + 1, c + 1);
            return Err(inp.error(msg));
        }
        Ok(grid.id(r, c))
    };
    let a = token("the first token")?;
    let b = token("the second token")?;
    if a == b {
        let (r, c) = grid.pos(a);
        let msg = format!(
            "both tokens are on row {}, column {}: they start on two different cells",
            r + 1,
            c + 1
        );
        return Err(inp.error(msg));
    }
    inp.end()?;
    let winner = if mover_wins(&grid, a, b) {
        "First"
    } else {
        "Second"
    };
    Ok(format!("{winner}\n"))
}

/// Whether the player to move wins with the tokens on the free cells `a`
/// and `b` (cell ids of `grid`, `a != b`; `.` is free).
///
/// # Complexity
/// See the module documentation.
pub fn mover_wins(grid: &Grid, a: usize, b: usize) -> bool {
    if grid.adjacent(a, b) {
        return true;
    }
    // The free cells, numbered 0..f; a position is a pair x < y of them,
    // numbered x * f + y.
    let cells: Vec<usize> = (0..grid.cells.len())
        .filter(|&id| grid.cells[id] == b'.')
        .collect();
    let f = cells.len();
    let mut number = vec![usize::MAX; grid.cells.len()];
    for (x, &id) in cells.iter().enumerate() {
        number[id] = x;
    }
    // Per free cell: its free neighbours (by number), and its colour.
    let steps: Vec<Vec<usize>> = cells
        .iter()
        .map(|&id| {
            let free = grid.neighbours(id).filter(|&t| grid.cells[t] == b'.');
            free.map(|t| number[t]).collect()
        })
        .collect();
    let at: Vec<(usize, usize)> = cells.iter().map(|&id| grid.pos(id)).collect();
    let black: Vec<bool> = at.iter().map(|&(r, c)| (r + c) % 2 == 0).collect();
    let near = |x: usize, y: usize| {
        let ((r, c), (s, d)) = (at[x], at[y]);
        r.abs_diff(s) + c.abs_diff(d) == 1
    };
    let pair = |x: usize, y: usize| x.min(y) * f + x.max(y);
    mover_wins_dense_at(
        f * f,
        pair(number[a], number[b]),
        |s, out| {
            let (x, y) = (s / f, s % f);
            if x >= y || near(x, y) {
                return;
            }
            for (p, q) in [(x, y), (y, x)] {
                out.extend(
                    steps[p]
                        .iter()
                        .filter(|&&t| !near(t, q))
                        .map(|&t| pair(t, q)),
                );
            }
        },
        |s| black[s / f] == black[s % f],
    )
}
