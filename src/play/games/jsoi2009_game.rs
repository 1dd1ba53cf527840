//! jsoi2009_game: explained and drawn.

use crate::grid::Grid;
use crate::input::{Input, Result};
use crate::play::svg::grid::{at, draw_pairs, mates, Window};
use crate::play::svg::{class, Caption, Legend, Picture, Swatch};
use crate::play::Marks;
use crate::problems::jsoi2009_game::{read, winning_move, winning_starts, Position, VISITED};
use crate::strategy::jsoi2009_game::Jsoi2009;

/// The explanation of a maze before the placement: the verdict, a winning
/// start and why, and the maze with the winning starts and a maximum
/// matching drawn.
fn explain_start(maze: &Grid) -> String {
    let wins = winning_starts(maze);
    let [left, right] = maze.bipartite_sides(true, |id, _| maze.cells[id] == b'.');
    let m = crate::matching::max_matching(&left, &right);
    // The partner of each cell in the matching.
    let mut mate = vec![usize::MAX; maze.cells.len()];
    for (l, r) in m.pairs() {
        let (a, b) = (left.cell(l), right.cell(r));
        if let (Some(a), Some(b)) = (a, b) {
            mate[a] = b;
            mate[b] = a;
        }
    }
    let free = maze.cells.iter().filter(|&&b| b == b'.').count();
    let count = wins.iter().filter(|&&w| w).count();
    let start = winning_move(&Position {
        maze: maze.clone(),
        token: None,
    });
    let mut out = String::new();
    match start {
        None => out.push_str(&format!(
            "LOSE: A loses wherever the token goes. The {free} free cells have a perfect \
             matching (pairs of adjacent cells, drawn below, {} pairs): wherever A puts the \
             token, B moves to the cell paired with it, and after each move of A's onto a \
             new pair, B moves to the other cell of that pair.\n",
            m.size()
        )),
        Some(s) => {
            let first: Vec<String> = (0..wins.len())
                .filter(|&id| wins[id])
                .take(5)
                .map(|id| {
                    let (r, c) = maze.pos(id);
                    format!("{} {}", r + 1, c + 1)
                })
                .collect();
            let more = if count > first.len() { ", ..." } else { "" };
            out.push_str(&format!(
                "WIN: A wins by putting the token on any of {count} cells ({}{more}), those \
                 that some maximum matching of the free cells leaves free.\n\
                 Winning start: {}, which the maximum matching drawn below ({} pairs of \
                 adjacent cells) leaves free. B must move onto a paired cell (a free one would \
                 make the matching larger), and A moves on to the other cell of that pair; \
                 so A always has a move, and B runs out first.\n",
                first.join(", "),
                maze.name(s),
                m.size()
            ));
        }
    }
    let focus = start.map_or((0, 0), |s| maze.pos(s));
    let cell = |r, c| match maze.cells[maze.id(r, c)] {
        b'.' if wins[maze.id(r, c)] => '*',
        b'.' => 'o',
        b => char::from(b),
    };
    let join = |r, c| {
        let id = maze.id(r, c);
        (mate[id] == id + 1, mate[id] == id + maze.cols)
    };
    let board = crate::grid::draw_pairs(maze.rows, maze.cols, focus, cell, join);
    out.push_str(
        "The maze (# wall, * a winning start, o another free cell; - and | join the pairs \
         of the matching):\n",
    );
    out.push_str(&board);
    out
}

/// The caption of a maze's picture: what its moves are and the legend.
fn caption(p: &Position, searched: bool) -> Caption {
    let line = match p.token {
        None => {
            "A puts the token on a free cell: a green cell wins for A (some maximum matching leaves \
             it free), a red one for B."
        }
        Some(_) => {
            "The token moves to a free cell next to it: green wins (some maximum matching of the \
             cells left misses it), red loses."
        }
    };
    let mut legend = Legend::moves(searched);
    if p.token.is_some() {
        legend = legend.entry(
            Swatch::Square(class::LOST),
            "another free cell where whoever must move loses",
        );
    }
    let legend = legend
        .entry(Swatch::Line(class::MATCHED), "a maximum matching")
        .entry(Swatch::Square(class::WALL), "a wall")
        .entry(Swatch::Square(class::VISITED), "visited")
        .entry(Swatch::Dot(class::TOKEN), "the token");
    Caption::new(vec![line.to_string()], legend)
}

impl crate::play::Game for Jsoi2009 {
    fn read(&self, inp: &mut Input) -> Result<Vec<Position>> {
        Ok(vec![Position {
            maze: read(inp)?,
            token: None,
        }])
    }

    fn show(&self, p: &Position) -> String {
        let maze = &p.maze;
        let focus = maze.pos(p.token.unwrap_or(0));
        let board = crate::grid::draw(maze.rows, maze.cols, focus, |r, c| {
            let id = maze.id(r, c);
            match maze.cells[id] {
                _ if p.token == Some(id) => '@',
                b => char::from(b),
            }
        });
        let legend = match p.token {
            None => "(# wall, . free; the token is not placed yet)",
            Some(_) => "(# wall, . free, o visited, @ the token)",
        };
        format!("{board}{legend}\n")
    }

    /// The maze's cells and the token, hashed (the size stays).
    fn fingerprint(&self, p: &Position, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.maze.cells.hash(into);
        p.token.hash(into);
    }

    /// The maze with the theory: before the placement every free cell is
    /// a move, green where A wins by putting the token there (some maximum
    /// matching leaves the cell free), red where B wins; afterwards the
    /// cells next to the token are the moves, green where the next player
    /// loses (some maximum matching of the free cells left misses the
    /// cell), red where not, and the other free cells where the player to
    /// move would lose are outlined. A maximum matching is drawn (of the
    /// free cells; afterwards of those left and the token's). Every cell
    /// names its edit; the token lets clicks through.
    fn draw(&self, p: &Position, marks: &Marks<Self>) -> Option<Picture> {
        let maze = &p.maze;
        let free = |id: usize| maze.cells[id] == b'.';
        // Arriving on a cell (placing the token or moving it there) wins
        // iff the next player to move loses from it.
        let wins = maze.arrival_wins(free);
        let mate = mates(maze, |id| free(id) || p.token == Some(id));
        let focus = (p.token)
            .or_else(|| wins.iter().position(|&w| w))
            .unwrap_or(0);
        let w = Window::of(maze, focus).at(marks.look());
        let legal = |id: usize| free(id) && p.token.map_or(true, |t| maze.adjacent(t, id));
        let mut pic = w.picture(caption(p, marks.searched()));
        let titled = maze.cells.len() <= 400;
        pic.add_outlined_last(w.ids(maze).map(|id| {
            let (r, c) = maze.pos(id);
            let s = w.square(at(maze, id)).edits(format!("{} {}", r + 1, c + 1));
            if legal(id) {
                (marks.click(s, &id, marks.with(&id, Some(wins[id]))), false)
            } else {
                let s = match maze.cells[id] {
                    b'#' => s.class(class::WALL),
                    b'.' if wins[id] => s.class(class::LOST),
                    b'.' => s,
                    _ => s.class(class::VISITED),
                };
                let s = if titled { s.title(maze.name(id)) } else { s };
                (s, free(id) && wins[id])
            }
        }));
        draw_pairs(&mut pic, &w, maze, &mate);
        // The token, when the window shows it (the person may look
        // elsewhere on a large maze).
        if let Some(t) = p.token.filter(|&t| w.shows(at(maze, t))) {
            let token = w.token(at(maze, t));
            pic.add(token.title(format!("the token, on {}", maze.name(t))));
        }
        Some(pic.finish())
    }

    fn move_label(&self, p: &Position, &id: &usize) -> String {
        let (r, c) = p.maze.pos(id);
        match p.token {
            None => format!("put the token on row {}, column {}", r + 1, c + 1),
            Some(_) => format!("move the token to row {}, column {}", r + 1, c + 1),
        }
    }

    /// The maze as an input: its size, then its rows, walls `#` and every
    /// other cell free (`.`), the token and its path forgotten.
    fn input_of(&self, p: &Position) -> Option<String> {
        let maze = &p.maze;
        let mut out = format!("{} {}\n", maze.rows, maze.cols);
        for row in maze.cells.chunks(maze.cols.max(1)) {
            out.extend(row.iter().map(|&b| if b == b'#' { '#' } else { '.' }));
            out.push('\n');
        }
        Some(out)
    }

    /// `wall r c` puts a wall on a free cell or frees a wall (not the
    /// token's cell or a visited one); `start r c` puts the token on a
    /// cell that is not a wall, as its start: the cells visited before
    /// are free again.
    fn edit(&self, p: &Position, what: &str) -> std::result::Result<Position, String> {
        let maze = &p.maze;
        let (kind, id) = crate::play::svg::grid::parse_edit(maze, what)?;
        let name = maze.name(id);
        let mut q = p.clone();
        if kind == "wall" {
            q.maze.cells[id] = match maze.cells[id] {
                b'#' => b'.',
                b'.' => b'#',
                _ if p.token == Some(id) => return Err(format!("the token is on {name}")),
                _ => return Err(format!("{name} was visited: the token's path stays")),
            };
        } else {
            if maze.cells[id] == b'#' {
                return Err(format!("{name} is a wall"));
            }
            for b in q.maze.cells.iter_mut().filter(|b| **b == VISITED) {
                *b = b'.';
            }
            q.maze.cells[id] = VISITED;
            q.token = Some(id);
        }
        Ok(q)
    }

    fn explain(&self, p: &Position) -> String {
        match p.token {
            None => explain_start(&p.maze),
            Some(t) => {
                let maze = &p.maze;
                let mut out = format!("The token is on {}.\n", maze.name(t));
                out.push_str(&match winning_move(p) {
                    Some(m) => format!(
                        "The player to move wins: the token's cell lies in every maximum \
                         matching of the free cells left; move to {}, its partner in one.\n",
                        maze.name(m)
                    ),
                    None => "The player to move loses: some maximum matching of the free \
                             cells left misses the token's cell, and the opponent answers \
                             every move along it.\n"
                        .to_string(),
                });
                out
            }
        }
    }
}
