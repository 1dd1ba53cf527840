//! jsoi2009_game: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::jsoi2009_game`](crate::problems::jsoi2009_game).

use crate::grid::Grid;

/// For every cell, whether A wins by putting the token there (false on
/// walls).
pub fn winning_starts(grid: &Grid) -> Vec<bool> {
    // B is the first to move: A wins where the token's arrival leaves the
    // mover lost.
    grid.arrival_wins(|id| grid.cells[id] == b'.')
}

/// A position of the game: the maze with the visited cells marked `o`
/// (the token's cell among them), and the token's cell once A has placed
/// it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The maze, visited cells marked `o`.
    pub maze: Grid,
    /// The token's cell id, `None` before A places it.
    pub token: Option<usize>,
}

/// The mark of a visited cell in [`Position::maze`].
pub const VISITED: u8 = b'o';

/// A winning move: before the placement, the cell where A puts the token
/// (the first cell, in row-major order, that [`max_matching`] leaves free),
/// `None` when every maximum matching is perfect; after it, the free cell
/// next to the token to move to, `None` when the player to move loses
/// ([`Grid::winning_step`] on the free cells not visited).
///
/// # Complexity
/// O(nm) plus one maximum matching, O(E sqrt V).
///
/// # Example
/// ```
/// use cp_games::{grid::Grid, input::Input};
/// use cp_games::problems::jsoi2009_game::read;
/// use cp_games::strategy::jsoi2009_game::{winning_move, Position};
/// let maze = read(&mut Input::new("3 3\n.##\n...\n#.#\n")).unwrap();
/// let mut p = Position { maze, token: None };
/// let start = winning_move(&p).unwrap();
/// assert!([5, 7].contains(&start)); // row 2, column 3 or row 3, column 2
/// p.maze.cells[start] = b'o';
/// p.token = Some(start);
/// // B, to move, loses: its only move is to the middle cell...
/// assert_eq!(winning_move(&p), None);
/// p.maze.cells[4] = b'o';
/// p.token = Some(4);
/// // ... and A moves on to the other of the two cells, a dead end for B.
/// assert_eq!(winning_move(&p), Some(12 - start));
/// ```
///
/// [`max_matching`]: crate::matching::max_matching
pub fn winning_move(p: &Position) -> Option<usize> {
    let maze = &p.maze;
    match p.token {
        Some(t) => maze.winning_step(t, |id| maze.cells[id] == b'.'),
        None => {
            let [left, right] = maze.bipartite_sides(true, |id, _| maze.cells[id] == b'.');
            let m = crate::matching::max_matching(&left, &right);
            (0..maze.cells.len()).find(|&id| {
                let v = crate::grid::GridSide::vertex_of(id);
                maze.cells[id] == b'.'
                    && if maze.is_black(id) {
                        m.mate_left(v).is_none()
                    } else {
                        m.mate_right(v).is_none()
                    }
            })
        }
    }
}

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
