//! two_tokens: the strategy.

use crate::grid::Grid;
use crate::problems::two_tokens::winning_move;

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
