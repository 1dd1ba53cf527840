//! NOI 2011 "Bunny and Egg" (Luogu P1971, BZOJ 2437): which of Bunny's moves
//! in a played game were mistakes.
//!
//! One cell of the board is empty; Bunny slides a white piece (`O`) next to
//! it into it, Egg a black one (`X`); who cannot move loses. A move of
//! Bunny's is a mistake when Bunny could force a win before it and Egg can
//! after it.
//!
//! Theory: call the start of the empty cell black. The empty cell walks onto
//! a white cell at Bunny's moves and a black one at Egg's, so at Bunny's
//! turns it stands on the start's chessboard colour: every cell it enters
//! still holds its first piece, and it never comes back. The game is vertex
//! geography on the bipartite graph of adjacent (white cell of the other
//! colour, black cell of the start's colour or the start) pairs, with visited
//! cells deleted, and the player to move wins iff the empty cell lies in
//! every maximum matching of what is left. A [`DecrementalMatching`] on the
//! graph as [`Grid::bipartite_sides`] computes it answers that as it deletes
//! each cell the empty square leaves: at most one augmenting search per
//! move, none when no free cell could end an augmenting path, and the
//! search runs from both ends, the end at the free cells being kept from
//! move to move.
//!
//! Input: `n m`, n rows of m characters from `OX.` with exactly one `.`,
//! `k`, then 2k moves `x y`, alternately Bunny's and Egg's, each naming the
//! cell of the piece slid into the empty cell. Every move is checked against
//! the rules (on the board, next to the empty cell, a piece of the mover's
//! colour). The game need not be over after the 2k moves (the judge's
//! files always end with Egg's win), and k = 0 is accepted. Boards are not
//! limited to the judge's 40 x 40. Output: the number of mistakes, then
//! their move numbers (1..k), one per line.
//!
//! Complexity: O(nm sqrt(nm)) for the first maximum matching (push-relabel),
//! then O(nm) per move in the worst case (one search over at most 2nm
//! adjacent pairs); O(nm) memory, no edge list. A search usually stops
//! near the empty cell. Cells that some maximum matching leaves free but
//! that the empty cell never comes near, such as pieces walled off by
//! pieces of the wrong colour, are searched once in all rather than at
//! every move that finds no augmenting path: with two such pieces beside a
//! 297 x 300 region the empty cell snakes through, the 89 000-move game
//! takes a thousandth of the time it took when each such move searched the
//! whole region (`BENCHMARKS.md` in the repository, "NOI boards built
//! against the deletion search", input `noi dead 300 100000`). Moves still cost O(nm) each, and up to twice what a search
//! from the freed cell alone costs, when the empty cell zigzags along a
//! boundary between a part of the board where some maximum matching leaves
//! a cell free and a part where none does: the searches fail on both
//! sides, and each step into the first part restarts the search kept
//! there.
//!
//! Status: statement samples and edge cases in `testdata/noi2011_bunny_egg`
//! (small boards of both shapes above among them); compared with an
//! exhaustive search of the literal game on thousands of random played
//! games on small boards, and with a fresh maximum matching per move on
//! longer games, among them boards with walled-off pieces and boards whose
//! game walks along such a boundary (`tests/problems/noi2011_bunny_egg.rs`).
//!
//! Explain and play (`--explain`, `--play`): [`winning_move`] slides the
//! piece on the empty cell's mate in a maximum matching of the cells it can
//! still enter, read from the board as it stands (no record of visited
//! cells is needed: each holds a piece that can never move again).
//! `--explain` explains the start and goes through the input's record:
//! each mistake of Bunny's with a move that would have kept the win. The
//! strategy is checked against every reply from about 3300 random boards of
//! up to 5 x 5 (either player first) and the small test files, about
//! 1.6 million reachable positions against an exhaustive search of the
//! literal rules; on 40 x 40 boards against random replies; the explained
//! mistakes' moves against exhaustive search; and by scripted sessions.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/noi2011_bunny_egg < testdata/noi2011_bunny_egg/03-sample.in
//! ```
//!
//! # Rules
//!
//! **Bunny and Egg (NOI 2011)**
//!
//! A board of white pieces (O), black pieces (X) and one empty cell. Bunny
//! moves first. On her turn Bunny slides a white piece next to the empty cell
//! (up, down, left or right) into it; on his turn Egg slides a black piece
//! next to it the same way. The empty cell is then where that piece came from.
//!
//! The player who cannot move loses. The input records a game that was played;
//! the answer lists Bunny's mistakes: the moves before which she could force a
//! win, and after which Egg can.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::noi2011_bunny_egg::solve};
//! // Bunny's only move leaves Egg a win: Bunny had already lost, no mistake.
//! assert_eq!(solve(&mut Input::new("1 3\nXO.\n1\n1 2\n1 1\n")).unwrap(), "0\n");
//! ```
//!
//! [`DecrementalMatching`]: crate::decremental::DecrementalMatching
//! [`Grid::bipartite_sides`]: crate::grid::Grid::bipartite_sides

use crate::binary::{Batch, Binary};
use crate::grid::Grid;
use crate::input::{Input, Result};
use std::fmt::Write;

/// The game's theory, in [`strategy::noi2011_bunny_egg`](crate::strategy::noi2011_bunny_egg):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::noi2011_bunny_egg::{mistakes, winning_move, Position, Record};

// The pieces' marks, for the reading below and for the presentation
// layer, which imports them from here.
pub(crate) use crate::strategy::noi2011_bunny_egg::{BLACK, EMPTY, WHITE};

/// Reads a game and checks every move against the rules.
pub fn read(inp: &mut Input) -> Result<Record> {
    let n = inp.u64_at_least("the number of rows n", 1)?;
    let m = inp.u64_at_least("the number of columns m", 1)?;
    let board = Grid::read(inp, n, m, b"OX.")?;
    let (n, m) = (board.rows, board.cols);
    let mut empties = board.cells.iter().enumerate().filter(|&(_, &b)| b == EMPTY);
    let mut empty = match (empties.next(), empties.next()) {
        (Some((id, _)), None) => id,
        (None, _) => return Err(inp.error("the board has no empty cell '.'")),
        (Some((a, _)), Some((b, _))) => {
            let (pa, pb) = (board.pos(a), board.pos(b));
            return Err(inp.error(format!(
                "the board has more than one empty cell '.': ({},{}) and ({},{})",
                pa.0 + 1,
                pa.1 + 1,
                pb.0 + 1,
                pb.1 + 1
            )));
        }
    };
    let k = inp.u64("the number of Bunny's moves k")?;
    // 2k moves of two numbers each.
    match k.checked_mul(2) {
        Some(moves) => inp.check_items("2k", moves, "move", 2)?,
        None => inp.check_room(k, 8, "k")?,
    }
    // The input has room for the moves: 2k fits usize.
    let k = k as usize;
    let mut cells = board.cells.clone();
    let mut moves = Vec::with_capacity(2 * k);
    for t in 1..=2 * k {
        let x = inp.u64(format_args!("the row of move {t}"))?;
        let y = inp.u64(format_args!("the column of move {t}"))?;
        // usize -> u64 is lossless on every supported target.
        if x == 0 || x > n as u64 || y == 0 || y > m as u64 {
            return Err(inp.error(format!(
                "move {t}: cell ({x},{y}) is off the {n} x {m} board"
            )));
        }
        // On the board: both fit usize.
        let (x, y) = (x as usize, y as usize);
        let id = board.id(x - 1, y - 1);
        if id == empty {
            return Err(inp.error(format!(
                "move {t}: cell ({x},{y}) is the empty cell, not a piece next to it"
            )));
        }
        if !board.neighbours(empty).any(|w| w == id) {
            let (r, c) = board.pos(empty);
            return Err(inp.error(format!(
                "move {t}: cell ({x},{y}) is not next to the empty cell ({},{})",
                r + 1,
                c + 1
            )));
        }
        let (player, piece, wrong) = if t % 2 == 1 {
            ("Bunny", WHITE, "a black piece X")
        } else {
            ("Egg", BLACK, "a white piece O")
        };
        if cells[id] != piece {
            return Err(inp.error(format!(
                "move {t} is {player}'s, but cell ({x},{y}) holds {wrong}"
            )));
        }
        cells.swap(id, empty);
        empty = id;
        moves.push(id);
    }
    inp.end()?;
    Ok(Record { board, moves })
}

/// The judge's answer to a whole input: the number of Bunny's mistakes,
/// then each one's number among Bunny's moves (from 1), one a line; an
/// error for bad input or an illegal move.
pub fn solve(inp: &mut Input) -> Result<String> {
    let found = mistakes(&read(inp)?);
    let mut out = String::with_capacity(8 * (found.len() + 1));
    let _ = writeln!(out, "{}", found.len());
    for i in found {
        let _ = writeln!(out, "{i}");
    }
    Ok(out)
}

/// The binary `noi2011_bunny_egg`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "noi2011_bunny_egg",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::noi2011_bunny_egg::BunnyEgg)),
    #[cfg(feature = "play")]
    interactor: None,
};
