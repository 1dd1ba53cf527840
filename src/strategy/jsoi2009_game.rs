//! jsoi2009_game: the strategy.

use crate::problems::jsoi2009_game::{winning_move, Position, VISITED};

/// The game for `--explain` and `--play`: A places the token, then B and A
/// move it in turn; a move is typed as the cell `r c`.
pub struct Jsoi2009;

impl crate::strategy::Strategy for Jsoi2009 {
    type Position = Position;

    type Move = usize;

    fn players(&self) -> [&'static str; 2] {
        ["A", "B"]
    }

    fn moves(&self, p: &Position) -> Vec<usize> {
        let maze = &p.maze;
        let free = |&id: &usize| maze.cells[id] == b'.';
        match p.token {
            None => (0..maze.cells.len()).filter(free).collect(),
            Some(t) => maze.neighbours(t).filter(free).collect(),
        }
    }

    fn apply(&self, p: &Position, &m: &usize) -> Position {
        let mut q = p.clone();
        q.maze.cells[m] = VISITED;
        q.token = Some(m);
        q
    }

    fn winning_move(&self, p: &Position) -> Option<usize> {
        winning_move(p)
    }

    fn notation(&self) -> &'static str {
        "the cell `r c` (row and column) to put the token on or to move it to"
    }

    fn parse_move(&self, p: &Position, text: &str) -> std::result::Result<usize, String> {
        let maze = &p.maze;
        let id = maze.parse_cell(text)?;
        let name = maze.name(id);
        match maze.cells[id] {
            b'#' => return Err(format!("{name} is a wall")),
            VISITED if p.token == Some(id) => return Err(format!("the token is on {name}")),
            VISITED => return Err(format!("{name} was visited before")),
            _ => {}
        }
        match p.token {
            Some(t) if !maze.adjacent(t, id) => Err(format!(
                "{name} is not next to the token, on {}",
                maze.name(t)
            )),
            _ => Ok(id),
        }
    }

    fn show_move(&self, p: &Position, &m: &usize) -> String {
        let (r, c) = p.maze.pos(m);
        format!("{} {}", r + 1, c + 1)
    }
}
