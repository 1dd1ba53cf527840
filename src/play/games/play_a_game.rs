//! play_a_game: explained and drawn.

use crate::grid::Grid;
use crate::input::{Input, Result};
use crate::play::svg::grid::{draw_pairs, mates, Window};
use crate::play::svg::{class, Caption, Legend, Picture, Swatch};
use crate::play::Marks;
use crate::problems::play_a_game::{read, tiling_partner, winning_move, Position, MATCHING_LIMIT};
use crate::strategy::play_a_game::PlayAGame;
use crate::strategy::Strategy;

/// The theory of a board drawn whole: per cell, whether arriving there
/// wins (the player to move then loses), and a maximum matching of the
/// cells not visited and the stone's.
struct Theory {
    grid: Grid,
    wins: Vec<bool>,
    mate: Vec<Option<usize>>,
}

impl Theory {
    fn new(p: &Position) -> Theory {
        let side = p.n as usize;
        let grid = Grid {
            rows: side,
            cols: side,
            cells: vec![b'.'; side * side],
        };
        let cell = |id: usize| ((id / side) as u64, (id % side) as u64);
        let left = |id: usize| !p.is_visited(cell(id));
        let wins = grid.arrival_wins(left);
        let mate = mates(&grid, |id| left(id) || cell(id) == p.stone);
        Theory { grid, wins, mate }
    }
}

/// The caption of a board's picture: what a move is, and the legend,
/// which names the theory drawn on a board drawn whole (`whole`) or the
/// proof's tiling on a larger one.
fn caption(whole: bool, searched: bool) -> Caption {
    let mut legend = Legend::moves(searched);
    legend = if whole {
        legend
            .entry(
                Swatch::Square(class::LOST),
                "another cell where whoever must move loses (some maximum matching of the cells \
                 not visited leaves it free)",
            )
            .entry(
                Swatch::Line(class::MATCHED),
                "a maximum matching of the cells not visited and the stone's",
            )
    } else {
        legend.entry(Swatch::Line(class::MATCHED), "the proof's domino tiling")
    };
    let legend = legend
        .entry(Swatch::Square(class::VISITED), "visited")
        .entry(Swatch::Dot(class::TOKEN), "the stone");
    let line = "Click a cell next to the stone to move it there.".to_string();
    Caption::new(vec![line], legend)
}

impl crate::play::Game for PlayAGame {
    fn read(&self, inp: &mut Input) -> Result<Vec<Position>> {
        Ok(read(inp)?.into_iter().map(Position::start).collect())
    }

    fn show(&self, p: &Position) -> String {
        // Boards beyond usize cannot be drawn; every n this crate reads
        // fits it on 64-bit machines, and the window keeps it small.
        let n = usize::try_from(p.n).unwrap_or(usize::MAX);
        let at = |(r, c): (u64, u64)| (r as usize, c as usize);
        let drawn = crate::grid::draw(n, n, at(p.stone), |r, c| {
            let cell = (r as u64, c as u64);
            if cell == p.stone {
                '@'
            } else if p.is_visited(cell) {
                'o'
            } else {
                '.'
            }
        });
        format!("{drawn}(. free, o visited, @ the stone)\n")
    }

    /// The stone and the visited cells, hashed (the board's size stays).
    fn fingerprint(&self, p: &Position, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.stone.hash(into);
        p.visited.hash(into);
    }

    /// The board (a window of 30 x 30 cells around the stone on larger
    /// ones, [`WINDOW`](crate::play::svg::grid::WINDOW)) with the theory.
    /// The stone's moves are clickable, green when they win and red when
    /// they lose. Up to 30 x 30: the other cells
    /// where the player to move would lose (some maximum matching of the
    /// cells not visited leaves the cell free) are outlined, and a maximum
    /// matching of them and the stone's cell is drawn. Larger: the proof's
    /// domino tiling, and the moves marked by [`winning_move`]. The board
    /// has no walls and the game's start is the corner, so no position is
    /// edited.
    fn draw(&self, p: &Position, marks: &Marks<Self>) -> Option<Picture> {
        let n = p.n;
        let w = Window::new(n, n, p.stone).at(marks.look());
        let moves = self.moves(p);
        let theory = w.whole().then(|| Theory::new(p));
        let best = if w.whole() { Ok(None) } else { winning_move(p) };
        let mut pic = w.picture(caption(w.whole(), marks.searched()));
        let titled = n <= 20;
        pic.add_outlined_last(w.cells().map(|(r, c)| {
            let s = w.square((r, c));
            let wins = theory
                .as_ref()
                .map(|t| t.wins[t.grid.id(r as usize, c as usize)]);
            if let Some(m) = moves.iter().find(|&&m| m == (r, c)) {
                let mark = match (wins, best) {
                    (Some(wins), _) => marks.with(m, Some(wins)),
                    (None, Ok(Some(b))) if b == *m => marks.with(m, Some(true)),
                    (None, Ok(None)) => marks.with(m, Some(false)),
                    (None, _) => marks.of(m),
                };
                (marks.click(s, m, mark), false)
            } else {
                let visited = p.is_visited((r, c));
                let lost = !visited && wins == Some(true);
                let s = match (visited, lost) {
                    (true, _) => s.class(class::VISITED),
                    (_, true) => s.class(class::LOST),
                    _ => s,
                };
                let s = match titled {
                    true => s.title(format!("row {}, column {}", r + 1, c + 1)),
                    false => s,
                };
                (s, lost)
            }
        }));
        match &theory {
            Some(t) => draw_pairs(&mut pic, &w, &t.grid, &t.mate),
            None => {
                // The proof's domino tiling, where both cells are open.
                let open = |x: (u64, u64)| x == p.stone || !p.is_visited(x);
                for cell in w.cells() {
                    let Some(other) = tiling_partner(n, cell) else {
                        continue;
                    };
                    if other > cell && w.shows(other) && open(cell) && open(other) {
                        pic.add(w.link(cell, other).class(class::MATCHED));
                    }
                }
            }
        }
        if w.shows(p.stone) {
            pic.add(w.token(p.stone).title("the stone"));
        }
        Some(pic.finish())
    }

    fn move_label(&self, _: &Position, &(r, c): &(u64, u64)) -> String {
        format!("move the stone to row {}, column {}", r + 1, c + 1)
    }

    /// [`Game::explain`] for each board; an input without boards says so.
    ///
    /// [`Game::explain`]: crate::play::Game::explain
    fn explanations<'a>(&'a self, inp: &mut Input) -> Result<Box<dyn Iterator<Item = String> + 'a>>
    where
        Self::Position: 'a,
    {
        let sizes = read(inp)?;
        if sizes.is_empty() {
            let note = "The input holds no board (only the closing 0).\n".to_string();
            return Ok(Box::new(std::iter::once(note)));
        }
        Ok(crate::play::headed(
            sizes.len(),
            sizes.into_iter(),
            move |n| self.explain(&Position::start(n)),
        ))
    }

    fn explain(&self, p: &Position) -> String {
        let n = p.n;
        let (r, c) = (p.stone.0 + 1, p.stone.1 + 1);
        let mut out = format!("Board {n} x {n}, the stone on row {r}, column {c}: ");
        let start = p.visited.len() == 1 && p.stone == (0, 0);
        if start && n % 2 == 0 {
            out.push_str(
                "8600 (the player to move) wins.\nDominoes tile the board: each row in pairs \
                 of cells, columns 1-2, 3-4, ... 8600 moves the stone to the other cell of \
                 its domino, here row 1, column 2; ailyanlu must then enter a new domino, \
                 and 8600 moves on to its other cell. So 8600 always has a move.\n",
            );
        } else if start && n == 1 {
            out.push_str("ailyanlu wins: the stone has no move at all.\n");
        } else if start {
            out.push_str(
                "ailyanlu wins; the player to move loses.\nThe corner's colour has one cell \
                 more than the other, and dominoes tile the board without the corner: the \
                 rest of row 1 in pairs (columns 2-3, 4-5, ...), the other rows in vertical \
                 pairs (rows 2-3, 4-5, ...). Every move of 8600's enters a domino, and \
                 ailyanlu moves on to its other cell.\n",
            );
        } else {
            out.push_str(&match winning_move(p) {
                Ok(Some((x, y))) => format!(
                    "the player to move wins: the stone's cell lies in every maximum \
                     matching of the cells not visited; move to row {}, column {}, its \
                     partner in one.\n",
                    x + 1,
                    y + 1
                ),
                Ok(None) => "the player to move loses: some maximum matching of the cells \
                             not visited misses the stone's cell.\n"
                    .to_string(),
                Err(()) => format!(
                    "the board is too large for a maximum matching here (at most \
                     {MATCHING_LIMIT} x {MATCHING_LIMIT}), and the visited cells do not \
                     follow the domino tiling.\n"
                ),
            });
        }
        out
    }
}
