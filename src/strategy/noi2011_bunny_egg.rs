//! noi2011_bunny_egg: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::noi2011_bunny_egg`](crate::problems::noi2011_bunny_egg).

use crate::decremental::DecrementalMatching;
use crate::grid::{Grid, GridSide};
use crate::matching::Side;

/// A board and the moves played on it, as read and checked.
#[derive(Clone, Debug)]
pub struct Record {
    /// The board before the first move: `O`, `X` and one `.`.
    pub board: Grid,
    /// The cell id of each move's piece, Bunny's and Egg's alternately.
    pub moves: Vec<usize>,
}

pub(crate) const WHITE: u8 = b'O';

pub(crate) const BLACK: u8 = b'X';

pub(crate) const EMPTY: u8 = b'.';

/// The indices (1-based) of Bunny's moves that were mistakes.
pub fn mistakes(game: &Record) -> Vec<usize> {
    let board = &game.board;
    let start = board.cells.iter().position(|&b| b == EMPTY);
    let Some(start) = start else {
        return Vec::new();
    };
    let bunny_colour = board.is_black(start);
    let [left, right] = board.bipartite_sides(bunny_colour, |id, black| match board.cells[id] {
        _ if id == start => true,
        BLACK => black == bunny_colour,
        WHITE => black != bunny_colour,
        _ => false,
    });
    let mut dm = DecrementalMatching::from_sides(left, right);
    // to_move_wins[t]: the player to move before move t+1 can force a win.
    let mut empty = start;
    let mut to_move_wins = Vec::with_capacity(game.moves.len());
    for (t, &next) in game.moves.iter().enumerate() {
        let side = if t % 2 == 0 { Side::Left } else { Side::Right };
        let v = GridSide::vertex_of(empty);
        // The empty cell only enters cells that still hold their first
        // piece, of the colour of the side whose turn it is.
        assert_eq!(dm.adjacency(side).cell(v), Some(empty), "move {}", t + 1);
        to_move_wins.push(dm.delete(side, v));
        empty = next;
    }
    to_move_wins
        .chunks(2)
        .enumerate()
        .filter(|(_, w)| w[0] && w[1])
        .map(|(i, _)| i + 1)
        .collect()
}

/// A position: the board as it is now (one `.`, the empty cell) and whose
/// turn it is. The cells the empty square visited need no record: each
/// holds a piece that can never move again.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The board now, the empty cell as `.`.
    pub board: Grid,
    /// Whether Bunny (the first player) is to move.
    pub bunny_to_move: bool,
}

/// A winning move for the player to move: the cell of the piece to slide
/// into the empty cell, or `None` when the player to move loses (or the
/// board has no empty cell).
///
/// The theory of the judge problem's documentation
/// ([`problems::noi2011_bunny_egg`](crate::problems::noi2011_bunny_egg)), on
/// the board as it is: the cells the empty square may still enter are
/// those of the mover's colour on the other chessboard colour from the
/// empty cell and those of the opponent's colour on its own, and the game
/// is vertex geography on them with the empty cell as the token
/// ([`Grid::winning_step`]).
///
/// # Complexity
/// O(nm) plus one maximum matching, O(nm sqrt(nm)).
///
/// # Example
/// ```
/// use cp_games::{grid::Grid, input::Input};
/// use cp_games::strategy::noi2011_bunny_egg::{winning_move, Position};
/// let board = Grid::read(&mut Input::new("XO.OXO\n"), 1, 6, b"OX.").unwrap();
/// let p = Position { board, bunny_to_move: true };
/// // Sliding the O of column 4 leaves Egg the X of column 5 and then Bunny
/// // the O of column 6; sliding the O of column 2 loses.
/// assert_eq!(winning_move(&p), Some(3));
/// ```
pub fn winning_move(p: &Position) -> Option<usize> {
    let board = &p.board;
    let empty = board.cells.iter().position(|&b| b == EMPTY)?;
    let (mine, theirs) = if p.bunny_to_move {
        (WHITE, BLACK)
    } else {
        (BLACK, WHITE)
    };
    let colour = board.is_black(empty);
    board.winning_step(empty, |id| {
        let own = board.is_black(id) == colour;
        (board.cells[id] == mine && !own) || (board.cells[id] == theirs && own)
    })
}

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
