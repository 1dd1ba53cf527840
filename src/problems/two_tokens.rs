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
//! every maximum matching of that graph. The graph's edges are never
//! stored: the moves of a pair are computed from the board whenever the
//! matching walks them, and the pairs are numbered by arithmetic (no
//! table of numbers), in tiles that keep a pair's moves close to it in
//! memory.
//!
//! Input: `n m`, n rows of m characters from `.#` (`.` free, `#` wall),
//! then `r1 c1 r2 c2` (1-based; two distinct free cells). Output: `First`
//! if the player to move wins, else `Second`. Boards of up to
//! [`MAX_CELLS`] = 2500 cells (50 x 50, or any shape) are accepted (the
//! judge's limit is 400); a larger one is refused with one error line. A
//! board whose positions need more memory than the machine gives (20
//! bytes per pair of free cells) is one error line, before anything is
//! allocated for them.
//!
//! Complexity: with F free cells, about F^2 / 2 positions and up to 8
//! moves each. A maximum matching of the board's cells gives a first
//! matching of the positions (a position moves the token whose pair of
//! cells comes first to its partner cell; the position reached moves it
//! back), which leaves a few thousand positions free; push-relabel
//! finishes it in a few passes over the moves, and one backward search
//! from the start, stopping at the first free position it meets, says
//! whether the start lies in every maximum matching. Memory: about 8
//! bytes per position (the matching's arrays): 21.5 MiB for the whole
//! process on the open 50 x 50 board, 24 MiB on the slowest board found.
//! Time: the search for the slowest boards (`python3
//! benches/tokens_search.py`: every shape from 1 x 2500 to 50 x 50 with 0
//! to 30% random walls, perfect and braided mazes, combs) found long
//! boards of 4 to 6 rows with about 5% random walls, where the free
//! positions' augmenting paths run the length of the board: under 1 s of
//! CPU at 2500 cells, against 0.05 s on the open 50 x 50 board. The time
//! grows faster than F^2 on those long boards (3.6 s at 4096 cells, the
//! limit before: `BENCHMARKS.md` in the repository, "Bounded cost"),
//! which is why boards stop at 2500 cells.
//!
//! Status: samples and edge cases in `testdata/two_tokens`; compared with an
//! exhaustive search of the literal game (positions never repeating, tracked
//! as a set of visited pairs) on thousands of random boards of up to 10
//! free cells (`tests/problems/two_tokens.rs`).
//!
//! Explain and play (`--explain`, `--play`): [`winning_move`] merges
//! tokens next to each other, and otherwise moves to the position's mate in
//! a maximum matching of the pairs that have not occurred, computed as the
//! verdict is, without an edge list. The strategy is checked against every
//! reply from about 2700 starts on 1100 random boards of up to 6 free cells
//! (about 1.1 million reachable positions with their histories, against an
//! exhaustive search of the literal rules), on 20 x 20 boards against
//! random replies, and by scripted sessions.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/two_tokens < testdata/two_tokens/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Two tokens in a maze**
//!
//! A maze of free cells and walls, with two identical tokens on free cells.
//! Two players take turns. On your turn you move ONE of the tokens to a free
//! cell next to it (up, down, left or right); it may step onto the other
//! token. A move may not bring back a pair of token cells that has already
//! occurred in the game; the start counts.
//!
//! Whoever puts one token onto the other wins at once; a player who cannot
//! move loses. First moves first, Second second.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::two_tokens::solve};
//! // Every move brings the tokens next to each other: the opponent merges.
//! assert_eq!(solve(&mut Input::new("1 3\n...\n1 1 1 3\n")).unwrap(), "Second\n");
//! // Next to each other at the start: merge.
//! assert_eq!(solve(&mut Input::new("1 2\n..\n1 1 1 2\n")).unwrap(), "First\n");
//! ```

use crate::binary::{Batch, Binary};
use crate::grid::Grid;
use crate::input::{Input, Result};

/// The game's theory, in [`strategy::two_tokens`](crate::strategy::two_tokens):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::two_tokens::{mover_wins, winning_move};

/// The most cells a board may have: 2500 (50 x 50, or one row of 2500).
pub const MAX_CELLS: usize = 2500;

/// Reads the board and the two tokens' cells.
pub fn read(inp: &mut Input) -> Result<(Grid, usize, usize)> {
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
    // The positions, pairs of free cells, before anything is sized by them
    // (the measured need per pair: BENCHMARKS.md, "Memory the machine does
    // not give").
    let free = (0..rows * cols)
        .filter(|&id| grid.at(id / cols, id % cols) == b'.')
        .count();
    let pairs = free * free.saturating_sub(1) / 2;
    inp.check_memory(
        20 * pairs as u64,
        format_args!("{free} free cells ({pairs} pairs of cells)"),
    )?;
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
    Ok((grid, a, b))
}

/// The judge's answer to a whole input, `First` or `Second` with a
/// newline; an error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let (grid, a, b) = read(inp)?;
    let winner = if mover_wins(&grid, a, b) {
        "First"
    } else {
        "Second"
    };
    Ok(format!("{winner}\n"))
}

/// The binary `two_tokens`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "two_tokens",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::two_tokens::TwoTokens)),
    #[cfg(feature = "play")]
    interactor: None,
};
