//! two_tokens: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::grid::{at, Window};
use crate::play::svg::{class, Caption, Legend, Picture, Shape, Swatch};
use crate::play::Marks;
use crate::strategy::Strategy;

/// The most free cells on which a drawing judges every move (one maximum
/// matching each): 400, about 80 000 pairs of cells.
pub const JUDGED_FREE: usize = 400;

use crate::problems::two_tokens::{read, winning_move};
use crate::strategy::two_tokens::{Position, TwoTokens};

/// The part of the maze a picture shows: a board has at most MAX_CELLS =
/// 2,500 cells, and up to 50 x 50 it is drawn whole (no more cells than a
/// picture of a larger game's window holds, within a factor of 1.6), so
/// that both tokens are in sight; a longer one in a window of 50 that
/// holds both tokens when it can, else the first.
fn window(p: &Position) -> Window {
    const LIMIT: usize = 50;
    let g = &p.grid;
    let ((ra, ca), (rb, cb)) = (g.pos(p.a), g.pos(p.b));
    let focus = if ra.abs_diff(rb) < LIMIT && ca.abs_diff(cb) < LIMIT {
        (((ra + rb) / 2) as u64, ((ca + cb) / 2) as u64)
    } else {
        (ra as u64, ca as u64)
    };
    Window::within(g.rows as u64, g.cols as u64, focus, LIMIT)
}

/// The caption of a maze's picture: what the arrows are (every move
/// `judged`, or the winning one only), the positions that occurred, and
/// the legend.
fn caption(p: &Position, judged: bool, searched: bool) -> Caption {
    let n = p.occurred.len();
    let arrows = if judged {
        "Arrows: the moves. A move wins when it merges the tokens, or when the pair of cells \
         after it lies in every maximum matching."
            .to_string()
    } else {
        format!(
            "Arrows: the moves; the winning one from a maximum matching (more than {JUDGED_FREE} \
             free cells: the others are not judged here)."
        )
    };
    let mut legend = Legend::moves(searched);
    if !judged {
        legend = legend.entry(Swatch::Square(class::CELL), "a move not judged here");
    }
    let legend = legend
        .entry(Swatch::Dot(class::TOKEN), "a token")
        .entry(Swatch::Square(class::WALL), "a wall");
    let lines = vec![
        arrows,
        format!(
            "{n} position{} occurred: a move that repeats one is not drawn.",
            if n == 1 { "" } else { "s" }
        ),
    ];
    Caption::new(lines, legend)
}

/// The arrow of a token's move from cell `from` to the cell `to` next to
/// it, in the cell it steps to; `None` when the window does not show both.
fn arrow(w: &Window, (from, to): ((u64, u64), (u64, u64))) -> Option<Shape> {
    if !w.shows(from) || !w.shows(to) {
        return None;
    }
    let side = w.cell();
    let ((fx, fy), (tx, ty)) = (w.centre(from), w.centre(to));
    let (dx, dy) = ((tx - fx) / side, (ty - fy) / side);
    let (mx, my) = ((fx + tx) / 2.0, (fy + ty) / 2.0);
    let point = |along: f64, across: f64| {
        (
            mx + side * (dx * along - dy * across),
            my + side * (dy * along + dx * across),
        )
    };
    let corners = [point(0.06, -0.22), point(0.4, 0.0), point(0.06, 0.22)];
    Some(Shape::polygon(&corners).class(class::EDGE))
}

impl crate::play::Game for TwoTokens {
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

    /// The tokens and the pairs that occurred, hashed (the maze stays).
    fn fingerprint(&self, p: &Position, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        (p.a, p.b).hash(into);
        p.occurred.hash(into);
    }

    /// The maze, the tokens, and each legal move as an arrow into the cell
    /// the token steps to, coloured by the theory: green when the position
    /// it makes is lost for the opponent (merging wins at once), red when
    /// it is won for them. Each arrow's verdict is a matching of its own,
    /// so boards with more than [`JUDGED_FREE`] free cells colour only the
    /// winning move the matching gives (or every move red when the mover
    /// loses). Every cell names its edit.
    fn draw(&self, p: &Position, marks: &Marks<Self>) -> Option<Picture> {
        let g = &p.grid;
        let w = window(p).at(marks.look());
        let free = g.cells.iter().filter(|&&b| b == b'.').count();
        let judged = free <= JUDGED_FREE;
        let best = if judged || p.a == p.b {
            None
        } else {
            self.winning_move(p)
        };
        let verdict = |m: &(usize, usize)| -> Option<bool> {
            if judged {
                let q = self.apply(p, m);
                Some(q.a == q.b || winning_move(&q.grid, q.a, q.b, &q.occurred).is_none())
            } else if best.is_none() {
                // The mover loses: every move does.
                Some(false)
            } else {
                (best == Some(*m)).then_some(true)
            }
        };
        let mut pic = w.picture(caption(p, judged, marks.searched()));
        let titled = g.cells.len() <= 400;
        for id in w.ids(g) {
            let (r, c) = g.pos(id);
            let mut s = w.square(at(g, id)).edits(format!("{} {}", r + 1, c + 1));
            if g.cells[id] == b'#' {
                s = s.class(class::WALL);
            }
            pic.add(if titled { s.title(g.name(id)) } else { s });
        }
        for t in [p.a, p.b].into_iter().filter(|&t| w.shows(at(g, t))) {
            pic.add(
                w.token(at(g, t))
                    .title(format!("a token, on {}", g.name(t))),
            );
        }
        for m in &self.moves(p) {
            let Some(mut arrow) = arrow(&w, (at(g, m.0), at(g, m.1))) else {
                continue;
            };
            let mark = marks.with(m, verdict(m));
            if mark.wins.is_none() {
                arrow = arrow.class(class::CELL);
            }
            pic.add(marks.click(arrow, m, mark));
        }
        Some(pic.finish())
    }

    fn move_label(&self, p: &Position, &(from, to): &(usize, usize)) -> String {
        let g = &p.grid;
        format!("move the token on {} to {}", g.name(from), g.name(to))
    }

    /// The maze and the two tokens' cells as an input, while the tokens
    /// are apart.
    fn input_of(&self, p: &Position) -> Option<String> {
        if p.a == p.b {
            return None;
        }
        let g = &p.grid;
        let mut out = format!("{} {}\n", g.rows, g.cols);
        for row in g.cells.chunks(g.cols.max(1)) {
            out.push_str(&String::from_utf8_lossy(row));
            out.push('\n');
        }
        let ((ra, ca), (rb, cb)) = (g.pos(p.a), g.pos(p.b));
        out.push_str(&format!("{} {} {} {}\n", ra + 1, ca + 1, rb + 1, cb + 1));
        Some(out)
    }

    /// `wall r c` puts a wall on a free cell or frees a wall (not under a
    /// token); `start r c` moves the token nearer to a free cell onto it
    /// (the first, row by row, when both are as near).
    /// The edited position is a new start: only it has occurred.
    fn edit(&self, p: &Position, what: &str) -> std::result::Result<Position, String> {
        use crate::play::svg::grid::parse_edit;
        let g = &p.grid;
        let (kind, id) = parse_edit(g, what)?;
        let name = g.name(id);
        let mut q = p.clone();
        if kind == "wall" {
            if id == p.a || id == p.b {
                return Err(format!("a token is on {name}"));
            }
            q.grid.cells[id] = if g.cells[id] == b'#' { b'.' } else { b'#' };
        } else {
            if g.cells[id] == b'#' {
                return Err(format!("{name} is a wall"));
            }
            if id == p.a || id == p.b {
                return Err(format!("a token is on {name} already"));
            }
            let (r, c) = g.pos(id);
            let distance = |t: usize| {
                let (tr, tc) = g.pos(t);
                tr.abs_diff(r) + tc.abs_diff(c)
            };
            let stays = if distance(p.a) <= distance(p.b) {
                p.b
            } else {
                p.a
            };
            q.a = stays.min(id);
            q.b = stays.max(id);
        }
        q.occurred = vec![(q.a, q.b)];
        Ok(q)
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
