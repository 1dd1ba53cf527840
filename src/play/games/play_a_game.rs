//! play_a_game: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::class;
use crate::problems::play_a_game::{read, tiling_partner, winning_move, Position, MATCHING_LIMIT};
use crate::strategy::play_a_game::PlayAGame;
use crate::strategy::Strategy;

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

    /// The board (a window of 60 x 60 cells around the stone on larger
    /// ones) with the theory. Up to 60 x 60: the cells not visited coloured
    /// green where some maximum matching of them leaves the cell free (a
    /// move there wins) and red where none does, and a maximum matching of
    /// them and the stone's cell. Larger: the proof's domino tiling, and
    /// the moves coloured by [`winning_move`] (the winning one green, every
    /// one red from a lost position). The stone's moves are clickable.
    /// The board has no walls and the game's start is the corner, so no
    /// position is edited.
    fn draw(&self, p: &Position, _marks: &crate::play::Marks<Self>) -> Option<String> {
        use crate::play::svg::grid::{draw_pairs, mates, Window};
        let n = p.n;
        let w = Window::new(n, n, p.stone);
        let moves = self.moves(p);
        let small = w.whole();
        let mut legend = vec![
            "Grey: visited; the disc: the stone. Click a cell next to the stone to move it."
                .to_string(),
        ];
        // For the whole board: per cell, green or red, and a matching.
        let mut theory = None;
        if small {
            let side = n as usize;
            let grid = crate::grid::Grid {
                rows: side,
                cols: side,
                cells: vec![b'.'; side * side],
            };
            let cell = |id: usize| ((id / side) as u64, (id % side) as u64);
            let left = |id: usize| !p.is_visited(cell(id));
            let wins = grid.arrival_wins(left);
            let mate = mates(&grid, |id| left(id) || cell(id) == p.stone);
            theory = Some((grid, wins, mate));
            legend.push(
                "Green: some maximum matching of the cells not visited leaves the cell free (a \
                 move there wins); red: none does."
                    .to_string(),
            );
            legend.push(
                "Orange: a maximum matching of the cells not visited and the stone's.".to_string(),
            );
        } else {
            legend.push(
                "Orange: the proof's domino tiling; the winning move green, losing ones red."
                    .to_string(),
            );
        }
        let best = if small { Ok(None) } else { winning_move(p) };
        let mut svg = w.picture(&legend);
        let titled = n <= 20;
        for (r, c) in w.cells() {
            let mut s = w.square((r, c));
            if p.is_visited((r, c)) {
                s = s.class(class::VISITED);
            } else if let Some((grid, wins, _)) = &theory {
                let id = grid.id(r as usize, c as usize);
                s = s.class(if wins[id] { "win" } else { "lose" });
            }
            if let Some(m) = moves.iter().find(|&&m| m == (r, c)) {
                if !small {
                    match best {
                        Ok(Some(b)) if b == *m => s = s.class(class::WIN),
                        Ok(None) => s = s.class(class::LOSE),
                        _ => {}
                    }
                }
                s = s.moves(self.show_move(p, m));
            }
            if titled {
                s = s.title(format!("row {}, column {}", r + 1, c + 1));
            }
            svg.add(s);
        }
        match &theory {
            Some((grid, _, mate)) => draw_pairs(&mut svg, &w, grid, mate),
            None => {
                for cell in w.cells() {
                    let Some(other) = tiling_partner(n, cell) else {
                        continue;
                    };
                    let ends = [cell, other];
                    let open = |x: (u64, u64)| x == p.stone || !p.is_visited(x);
                    if other > cell && w.shows(other) && ends.iter().all(|&x| open(x)) {
                        svg.add(w.link(cell, other).class(class::MATCHED));
                    }
                }
            }
        }
        svg.add(w.token(p.stone).title("the stone"));
        Some(svg.finish())
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
