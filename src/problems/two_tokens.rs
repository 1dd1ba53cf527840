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
//! positions grow as the square of the free cells). A board whose
//! positions need more memory than the machine gives (20 bytes per pair of
//! free cells, up to 168 MB) is one error line, before anything is
//! allocated for them.
//!
//! Complexity: with F free cells, about F^2 / 2 positions and up to 4 moves per
//! token: one pass over the F^2 pairs to number the positions, then the
//! matching ([`mover_wins_dense_at`]). Memory: about 1 byte per pair of cells
//! and the matching's arrays per position; on an open 50 x 50 board
//! (3.1 * 10^6 positions) the whole process peaks at 39.7 MiB, 13.3 bytes
//! per position (`python3 benches/memory.py`, 2026-11-23: `BENCHMARKS.md`
//! in the repository, "Memory"). Its time, and that of a 50 x 50 maze with
//! 30% random walls: the same file, rows `tokens-*-50`.
//!
//! Status: samples and edge cases in `testdata/two_tokens`; compared with an
//! exhaustive search of the literal game (positions never repeating, tracked
//! as a set of visited pairs) on thousands of random boards of up to 10
//! free cells (`tests/two_tokens.rs`).
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

use crate::geography::{mover_wins_dense_at, winning_move_dense_at};
use crate::grid::Grid;
use crate::input::{Input, Result};

/// The most cells a board may have: 4096 (64 x 64, or one row of 4096).
pub const MAX_CELLS: usize = 4096;

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
    // (measured need, 2026-11-24: 12.3 to 17.2 bytes per pair on open
    // boards of 32 x 32 to 64 x 64, as tables fill their capacity).
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

/// Whether the player to move wins with the tokens on the free cells `a`
/// and `b` (cell ids of `grid`, `a != b`; `.` is free).
///
/// # Complexity
/// See the module documentation.
pub fn mover_wins(grid: &Grid, a: usize, b: usize) -> bool {
    if grid.adjacent(a, b) {
        return true;
    }
    let g = Pairs::new(grid, &[]);
    mover_wins_dense_at(
        g.n(),
        g.of_cells(a, b),
        |s, out| g.neighbours(s, out),
        |s| g.side(s),
    )
}

/// A winning move with the tokens on the free cells `a` and `b` (`a != b`)
/// and the positions `occurred` (unordered pairs of cells, in either
/// order) earlier in the game: `(from, to)`, the token's cell and the cell
/// it steps to, or `None` when the player to move loses.
///
/// Tokens next to each other: merge them. Otherwise the theory of the
/// module's documentation, with the positions that occurred left out of the
/// graph: the move to the start's mate in a maximum matching, when the
/// start lies in every maximum matching ([`winning_move_dense_at`]).
///
/// # Complexity
/// As [`mover_wins`], plus O(F^2) to mark the positions that occurred.
///
/// # Example
/// ```
/// use cp_games::{grid::Grid, input::Input, problems::two_tokens::winning_move};
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
    let start = g.of_cells(a, b);
    let to = winning_move_dense_at(
        g.n(),
        start,
        |s, out| {
            if g.occurred.is_empty() {
                g.neighbours(s, out);
            } else if !g.gone(s) {
                g.neighbours(s, out);
                out.retain(|&t| !g.gone(t));
            }
        },
        |s| g.side(s),
    )?;
    let (x, y) = g.cells_of(to);
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

/// The positions with the tokens apart and not next to each other, as
/// numbers: the free cells are numbered 0..f, and a pair x < y of them is
/// position x * f + y.
struct Pairs {
    f: usize,
    /// The cell of each free cell's number, and the number of each cell.
    cells: Vec<usize>,
    number: Vec<usize>,
    /// Per free cell: its free neighbours (by number), its position and
    /// its colour.
    steps: Vec<Vec<usize>>,
    at: Vec<(usize, usize)>,
    black: Vec<bool>,
    /// The positions that occurred (empty when none did).
    occurred: Vec<bool>,
}

impl Pairs {
    fn new(grid: &Grid, occurred: &[(usize, usize)]) -> Pairs {
        let cells: Vec<usize> = (0..grid.cells.len())
            .filter(|&id| grid.cells[id] == b'.')
            .collect();
        let f = cells.len();
        let mut number = vec![usize::MAX; grid.cells.len()];
        for (x, &id) in cells.iter().enumerate() {
            number[id] = x;
        }
        let steps = cells
            .iter()
            .map(|&id| {
                let free = grid.neighbours(id).filter(|&t| grid.cells[t] == b'.');
                free.map(|t| number[t]).collect()
            })
            .collect();
        let at: Vec<(usize, usize)> = cells.iter().map(|&id| grid.pos(id)).collect();
        let black = at.iter().map(|&(r, c)| (r + c) % 2 == 0).collect();
        let mut g = Pairs {
            f,
            cells,
            number,
            steps,
            at,
            black,
            occurred: Vec::new(),
        };
        if !occurred.is_empty() {
            g.occurred = vec![false; f * f];
            for &(x, y) in occurred {
                let (x, y) = (g.number[x], g.number[y]);
                if x != y && x != usize::MAX && y != usize::MAX {
                    let s = g.pair(x, y);
                    g.occurred[s] = true;
                }
            }
        }
        g
    }

    fn n(&self) -> usize {
        self.f * self.f
    }

    fn near(&self, x: usize, y: usize) -> bool {
        let ((r, c), (s, d)) = (self.at[x], self.at[y]);
        r.abs_diff(s) + c.abs_diff(d) == 1
    }

    fn pair(&self, x: usize, y: usize) -> usize {
        x.min(y) * self.f + x.max(y)
    }

    fn of_cells(&self, a: usize, b: usize) -> usize {
        self.pair(self.number[a], self.number[b])
    }

    fn cells_of(&self, s: usize) -> (usize, usize) {
        (self.cells[s / self.f], self.cells[s % self.f])
    }

    fn gone(&self, s: usize) -> bool {
        self.occurred.get(s).copied().unwrap_or(false)
    }

    /// The moves of position `s` that keep the tokens apart (none when `s`
    /// is not a position).
    fn neighbours(&self, s: usize, out: &mut Vec<usize>) {
        let (x, y) = (s / self.f, s % self.f);
        if x >= y || self.near(x, y) {
            return;
        }
        for (p, q) in [(x, y), (y, x)] {
            out.extend(
                self.steps[p]
                    .iter()
                    .filter(|&&t| !self.near(t, q))
                    .map(|&t| self.pair(t, q)),
            );
        }
    }

    fn side(&self, s: usize) -> bool {
        self.black[s / self.f] == self.black[s % self.f]
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

#[cfg(feature = "play")]
impl Position {
    fn cell(&self, id: usize) -> String {
        let (r, c) = self.grid.pos(id);
        format!("{} {}", r + 1, c + 1)
    }
}

/// The game for `--explain` and `--play`: a move is typed as the token's
/// cell and the cell it steps to, `r1 c1 r2 c2`.
#[cfg(feature = "play")]
pub struct TwoTokens;

#[cfg(feature = "play")]
impl crate::play::Game for TwoTokens {
    type Position = Position;
    type Move = (usize, usize);

    fn read(&self, inp: &mut Input) -> Result<Vec<Position>> {
        let (grid, a, b) = read(inp)?;
        let (a, b) = (a.min(b), a.max(b));
        Ok(vec![Position {
            grid,
            a,
            b,
            occurred: vec![(a, b)],
        }])
    }

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

    fn show(&self, p: &Position) -> String {
        let g = &p.grid;
        let drawn = crate::grid::draw(g.rows, g.cols, g.pos(p.a), |r, c| {
            let id = g.id(r, c);
            match g.cells[id] {
                _ if p.a == p.b && id == p.a => '*',
                _ if id == p.a || id == p.b => '@',
                b => char::from(b),
            }
        });
        let state = if p.a == p.b {
            "the tokens are merged".to_string()
        } else {
            let n = p.occurred.len();
            format!("{n} position{} occurred", if n == 1 { "" } else { "s" })
        };
        format!("{drawn}(# wall, . free, @ a token, * the merged tokens; {state})\n")
    }

    fn explain(&self, p: &Position) -> String {
        let mut out = self.show(p);
        if p.a == p.b {
            out.push_str("The tokens are merged: the game is over.\n");
            return out;
        }
        let g = &p.grid;
        let tokens = format!("Tokens on {} and {}", g.name(p.a), g.name(p.b));
        if g.adjacent(p.a, p.b) {
            out.push_str(&format!(
                "{tokens}: First, the player to move, wins at once: the tokens are next to \
                 each other; step one onto the other ({} {}).\n",
                p.cell(p.a),
                p.cell(p.b)
            ));
            return out;
        }
        let theory = "A move that brings the tokens next to each other lets the opponent \
                      merge them, so the game is played on the pairs of free cells that are \
                      not next to each other; a move steps one token and changes the parity \
                      of r1 + c1 + r2 + c2, so they form a bipartite graph, and since no \
                      position repeats, the player to move wins iff the current pair lies in \
                      every maximum matching of the pairs that have not occurred before.";
        match winning_move(g, p.a, p.b, &p.occurred) {
            Some((from, to)) => out.push_str(&format!(
                "{tokens}: First, the player to move, wins.\n{theory} It does: move the token \
                 on {} to {} ({} {}), the pair's partner in one; every answer reaches a \
                 paired position, and First moves on to its partner.\n",
                g.name(from),
                g.name(to),
                p.cell(from),
                p.cell(to)
            )),
            None => out.push_str(&format!(
                "{tokens}: Second wins; the player to move loses.\n{theory} Some maximum \
                 matching misses it: every move either brings the tokens together (Second \
                 merges them) or reaches a paired position, and Second moves on to its \
                 partner.\n"
            )),
        }
        out
    }
}
