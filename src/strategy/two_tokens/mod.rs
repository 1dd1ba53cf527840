//! two_tokens: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::two_tokens`](crate::problems::two_tokens).

use crate::grid::Grid;
mod pairs;

use pairs::Pairs;

/// Whether the player to move wins with the tokens on the free cells `a`
/// and `b` (cell ids of `grid`, `a != b`; `.` is free).
///
/// # Complexity
/// See the judge problem's documentation,
/// [`problems::two_tokens`](crate::problems::two_tokens).
pub fn mover_wins(grid: &Grid, a: usize, b: usize) -> bool {
    if grid.adjacent(a, b) {
        return true;
    }
    let g = Pairs::new(grid, &[]);
    g.reply(g.vertex_of(a, b)).is_some()
}

/// A winning move with the tokens on the free cells `a` and `b` (`a != b`)
/// and the positions `occurred` (unordered pairs of cells, in either
/// order) earlier in the game: `(from, to)`, the token's cell and the cell
/// it steps to, or `None` when the player to move loses.
///
/// Tokens next to each other: merge them. Otherwise the theory of the
/// judge problem's documentation
/// ([`problems::two_tokens`](crate::problems::two_tokens)), with the
/// positions that occurred left out of the graph: the move to the start's
/// mate in a maximum matching, when the start lies in every maximum
/// matching.
///
/// # Complexity
/// As [`mover_wins`], plus O(F^2 / 64) to mark the positions that occurred.
///
/// # Example
/// ```
/// use cp_games::{grid::Grid, input::Input, strategy::two_tokens::winning_move};
/// let g = Grid::read(&mut Input::new("....\n"), 1, 4, b".#").unwrap();
/// // Tokens on cells 0 and 3: step one inward (to distance two); the
/// // opponent may not step back, so brings them together.
/// assert!(matches!(winning_move(&g, 0, 3, &[]), Some((0, 1) | (3, 2))));
/// // Next to each other: merge.
/// assert_eq!(winning_move(&g, 1, 2, &[]), Some((1, 2)));
/// // Tokens on 0 and 2: step to 0 and 3, and the opponent is stuck (the
/// // moves back occurred, the others bring the tokens together)...
/// assert_eq!(winning_move(&g, 0, 2, &[(1, 3)]), Some((2, 3)));
/// // ... unless 0 and 3 occurred before: then every move is lost.
/// assert_eq!(winning_move(&g, 0, 2, &[(0, 3)]), None);
/// ```
pub fn winning_move(
    grid: &Grid,
    a: usize,
    b: usize,
    occurred: &[(usize, usize)],
) -> Option<(usize, usize)> {
    if grid.adjacent(a, b) {
        return Some((a, b));
    }
    // The start itself occurred, but the tokens stand there.
    let key = |&(x, y): &(usize, usize)| (x.min(y), x.max(y));
    let earlier: Vec<(usize, usize)> = occurred
        .iter()
        .filter(|p| key(p) != key(&(a, b)))
        .copied()
        .collect();
    let g = Pairs::new(grid, &earlier);
    let (x, y) = g.cells_of(g.reply(g.vertex_of(a, b))?);
    // One token stayed: the other moved.
    Some(if x == a {
        (b, y)
    } else if y == a {
        (b, x)
    } else if x == b {
        (a, y)
    } else {
        (a, x)
    })
}

/// The game for `--explain` and `--play`: a move is typed as the token's
/// cell and the cell it steps to, `r1 c1 r2 c2`.
pub struct TwoTokens;

impl Position {
    pub(crate) fn cell(&self, id: usize) -> String {
        let (r, c) = self.grid.pos(id);
        format!("{} {}", r + 1, c + 1)
    }
}

/// A position: the board, the tokens' cells (`a <= b`; `a == b` once they
/// are merged, the game over) and the positions that occurred, the current
/// one among them, as sorted pairs `(x, y)`, `x < y`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The maze.
    pub grid: Grid,
    /// One token's cell id, `a <= b`.
    pub a: usize,
    /// The other token's cell id.
    pub b: usize,
    /// The positions that occurred, the current one among them.
    pub occurred: Vec<(usize, usize)>,
}

impl crate::strategy::Strategy for TwoTokens {
    type Position = Position;

    type Move = (usize, usize);

    fn moves(&self, p: &Position) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        if p.a == p.b {
            return out;
        }
        for (t, other) in [(p.a, p.b), (p.b, p.a)] {
            for to in p.grid.neighbours(t) {
                let pair = (to.min(other), to.max(other));
                if p.grid.cells[to] == b'.'
                    && (to == other || p.occurred.binary_search(&pair).is_err())
                {
                    out.push((t, to));
                }
            }
        }
        out
    }

    /// The game ends when a token steps onto the other: whoever merges
    /// them wins.
    fn ended(&self, p: &Position) -> Option<String> {
        (p.a == p.b).then(|| "the tokens are merged".to_string())
    }

    fn apply(&self, p: &Position, &(from, to): &(usize, usize)) -> Position {
        let other = if from == p.a { p.b } else { p.a };
        let (a, b) = (to.min(other), to.max(other));
        let mut occurred = p.occurred.clone();
        if a != b {
            if let Err(i) = occurred.binary_search(&(a, b)) {
                occurred.insert(i, (a, b));
            }
        }
        Position {
            grid: p.grid.clone(),
            a,
            b,
            occurred,
        }
    }

    fn winning_move(&self, p: &Position) -> Option<(usize, usize)> {
        if p.a == p.b {
            return None;
        }
        winning_move(&p.grid, p.a, p.b, &p.occurred)
    }

    fn notation(&self) -> &'static str {
        "`r1 c1 r2 c2`: the cell of the token to move, then the cell it steps to"
    }

    fn parse_move(&self, p: &Position, text: &str) -> std::result::Result<(usize, usize), String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.len() != 4 {
            return Err(
                "type a move as four numbers: the token's row and column, then those of the \
                 cell it steps to"
                    .to_string(),
            );
        }
        let g = &p.grid;
        let from = g.parse_cell(&words[..2].join(" "))?;
        let to = g.parse_cell(&words[2..].join(" "))?;
        if from != p.a && from != p.b {
            return Err(format!("there is no token on {}", g.name(from)));
        }
        if p.a == p.b {
            return Err("the tokens are merged: the game is over".to_string());
        }
        if g.cells[to] == b'#' {
            return Err(format!("{} is a wall", g.name(to)));
        }
        if !g.adjacent(from, to) {
            return Err(format!(
                "{} is not next to the token on {}",
                g.name(to),
                g.name(from)
            ));
        }
        let other = if from == p.a { p.b } else { p.a };
        if to != other && p.occurred.contains(&(to.min(other), to.max(other))) {
            return Err(format!(
                "the tokens were on {} and {} before: a position may not repeat",
                g.name(to.min(other)),
                g.name(to.max(other))
            ));
        }
        Ok((from, to))
    }

    fn show_move(&self, p: &Position, &(from, to): &(usize, usize)) -> String {
        format!("{} {}", p.cell(from), p.cell(to))
    }
}
