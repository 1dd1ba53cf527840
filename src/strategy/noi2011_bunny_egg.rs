//! noi2011_bunny_egg: the strategy.

use crate::problems::noi2011_bunny_egg::{winning_move, Position, BLACK, EMPTY, WHITE};

/// The game for `--explain` and `--play`: Bunny slides white pieces, Egg
/// black ones; a move is typed as the cell `x y` of the piece slid.
pub struct BunnyEgg;

impl Position {
    pub(crate) fn show_cell(&self, id: usize) -> String {
        let (r, c) = self.board.pos(id);
        format!("{} {}", r + 1, c + 1)
    }
}

impl crate::strategy::Strategy for BunnyEgg {
    type Position = Position;

    type Move = usize;

    fn players(&self) -> [&'static str; 2] {
        ["Bunny", "Egg"]
    }

    fn moves(&self, p: &Position) -> Vec<usize> {
        let board = &p.board;
        let piece = if p.bunny_to_move { WHITE } else { BLACK };
        match board.cells.iter().position(|&b| b == EMPTY) {
            Some(e) => board
                .neighbours(e)
                .filter(|&id| board.cells[id] == piece)
                .collect(),
            None => Vec::new(),
        }
    }

    fn apply(&self, p: &Position, &m: &usize) -> Position {
        let mut q = p.clone();
        if let Some(e) = q.board.cells.iter().position(|&b| b == EMPTY) {
            q.board.cells.swap(e, m);
        }
        q.bunny_to_move = !p.bunny_to_move;
        q
    }

    fn winning_move(&self, p: &Position) -> Option<usize> {
        winning_move(p)
    }

    fn notation(&self) -> &'static str {
        "the cell `x y` (row and column) of the piece to slide into the empty cell"
    }

    fn parse_move(&self, p: &Position, text: &str) -> std::result::Result<usize, String> {
        let board = &p.board;
        let id = board.parse_cell(text)?;
        let name = board.name(id);
        let (piece, wrong) = if p.bunny_to_move {
            (WHITE, "a black piece X: Bunny slides white pieces O")
        } else {
            (BLACK, "a white piece O: Egg slides black pieces X")
        };
        let Some(e) = board.cells.iter().position(|&b| b == EMPTY) else {
            return Err("the board has no empty cell".to_string());
        };
        if id == e {
            Err(format!("{name} is the empty cell"))
        } else if !board.adjacent(id, e) {
            Err(format!(
                "{name} is not next to the empty cell, {}",
                board.name(e)
            ))
        } else if board.cells[id] != piece {
            Err(format!("{name} holds {wrong}"))
        } else {
            Ok(id)
        }
    }

    fn show_move(&self, p: &Position, &m: &usize) -> String {
        p.show_cell(m)
    }
}
