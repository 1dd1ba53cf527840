//! noi2011_bunny_egg: explained and drawn.

use crate::input::{Input, Result};
use crate::strategy::Strategy;

use crate::play::svg::grid::{at, draw_pairs, mates, Window};
use crate::play::svg::{class, Caption, Legend, Picture, Shape, Swatch};
use crate::play::Marks;
use crate::problems::noi2011_bunny_egg::{
    mistakes, read, winning_move, Position, BLACK, EMPTY, WHITE,
};
use crate::strategy::noi2011_bunny_egg::BunnyEgg;

impl Position {
    /// The player to move.
    fn player(&self) -> &'static str {
        if self.bunny_to_move {
            "Bunny"
        } else {
            "Egg"
        }
    }
}

/// The caption of a board's picture, `who` to move: what a move is, and
/// the legend.
fn caption(who: &str, searched: bool) -> Caption {
    Caption::new(
        vec![format!(
            "{who} to move: click a piece of {who}'s next to the empty cell to slide it in."
        )],
        Legend::moves(searched)
            .entry(
                Swatch::Square(class::LOST),
                "another cell the empty cell may still enter, where whoever must move then loses",
            )
            .entry(
                Swatch::Square(class::VISITED),
                "a piece that never moves again",
            )
            .entry(Swatch::Dot(class::VERTEX), "a white piece O (Bunny's)")
            .entry(Swatch::Dot(class::WALL), "a black piece X (Egg's)")
            .entry(
                Swatch::Line(class::MATCHED),
                "a maximum matching of the cells the empty cell may still enter",
            ),
    )
}

impl crate::play::Game for BunnyEgg {
    /// The board before the first move (the moves of the input are the
    /// judge's record; `--explain` goes through them, and `--play` may
    /// start after them, see `starts`).
    fn read(&self, inp: &mut Input) -> Result<Vec<Position>> {
        Ok(vec![Position {
            board: read(inp)?.board,
            bunny_to_move: true,
        }])
    }

    /// The board before the recorded moves, and, when the input records
    /// any, the board after them, with the rounds where Bunny's move was a
    /// mistake (the judge's answer).
    fn starts(&self, inp: &mut Input) -> Result<(Vec<Position>, Option<String>)> {
        let game = read(inp)?;
        let first = Position {
            board: game.board.clone(),
            bunny_to_move: true,
        };
        if game.moves.is_empty() {
            return Ok((vec![first], None));
        }
        let last = game
            .moves
            .iter()
            .fold(first.clone(), |p, m| self.apply(&p, m));
        let rounds = game.moves.len() / 2;
        let found = mistakes(&game);
        let verdict = match found.len() {
            0 => "Bunny made no mistake".to_string(),
            1 => format!("Bunny's move in round {} was a mistake", found[0]),
            _ => format!(
                "Bunny's moves in rounds {} were mistakes",
                crate::play::listed(found.iter().map(usize::to_string))
            ),
        };
        let s = if rounds == 1 { "" } else { "s" };
        let choices = format!(
            "1: the board before the recorded moves\n\
             2: the board after {rounds} recorded round{s} ({verdict}; --explain goes \
             through them)\n"
        );
        Ok((vec![first, last], Some(choices)))
    }

    fn show(&self, p: &Position) -> String {
        let board = &p.board;
        let e = board.cells.iter().position(|&b| b == EMPTY).unwrap_or(0);
        let drawn = crate::grid::draw(board.rows, board.cols, board.pos(e), |r, c| {
            char::from(board.at(r, c))
        });
        format!(
            "{drawn}(O white, Bunny's; X black, Egg's; . the empty cell; {} to move)\n",
            p.player()
        )
    }

    /// The board's cells and the player to move, hashed.
    fn fingerprint(&self, p: &Position, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.board.cells.hash(into);
        p.bunny_to_move.hash(into);
    }

    /// The board with the theory: the pieces the player to move may slide
    /// are the moves, green when sliding it in wins (some maximum matching
    /// of the cells the empty square may still enter leaves its cell free:
    /// the player to move when the empty square arrives there loses), red
    /// when it loses; the other cells the empty square may still enter are
    /// outlined where they are such cells; grey under the pieces that can
    /// never move again; a maximum matching of the cells it may enter, its
    /// own among them. Every cell names its edit; the pieces let clicks
    /// through to it.
    fn draw(&self, p: &Position, marks: &Marks<Self>) -> Option<Picture> {
        let board = &p.board;
        let e = board.cells.iter().position(|&b| b == EMPTY)?;
        let (mine, theirs) = if p.bunny_to_move {
            (WHITE, BLACK)
        } else {
            (BLACK, WHITE)
        };
        let colour = board.is_black(e);
        // The cells the empty square may still enter, as `winning_move`.
        let live = |id: usize| {
            let own = board.is_black(id) == colour;
            (board.cells[id] == mine && !own) || (board.cells[id] == theirs && own)
        };
        let wins = board.arrival_wins(live);
        let mate = mates(board, |id| id == e || live(id));
        let w = Window::of(board, e).at(marks.look());
        let mut pic = w.picture(caption(p.player(), marks.searched()));
        let titled = board.cells.len() <= 400;
        let named = |id: usize| match board.cells[id] {
            WHITE => "a white piece O",
            BLACK => "a black piece X",
            _ => "the empty cell",
        };
        pic.add_outlined_last(w.ids(board).map(|id| {
            let (r, c) = board.pos(id);
            let s = w
                .square(at(board, id))
                .edits(format!("{} {}", r + 1, c + 1));
            if board.cells[id] == mine && board.adjacent(id, e) {
                (marks.click(s, &id, marks.with(&id, Some(wins[id]))), false)
            } else {
                let s = match (live(id), wins[id]) {
                    _ if id == e => s,
                    (false, _) => s.class(class::VISITED),
                    (true, true) => s.class(class::LOST),
                    (true, false) => s,
                };
                let s = match titled {
                    true => s.title(format!("{}: {}", board.name(id), named(id))),
                    false => s,
                };
                (s, id != e && live(id) && wins[id])
            }
        }));
        // The pieces, which let the clicks through to their cells: a white
        // piece a white disc, a black one a dark disc.
        let radius = w.cell() * 0.34;
        for id in w.ids(board).filter(|&id| id != e) {
            let (x, y) = w.centre(at(board, id));
            let class = if board.cells[id] == WHITE {
                class::VERTEX
            } else {
                class::WALL
            };
            pic.add(Shape::circle(x, y, radius).class(class).class(class::DECOR));
        }
        draw_pairs(&mut pic, &w, board, &mate);
        Some(pic.finish())
    }

    fn move_label(&self, p: &Position, &id: &usize) -> String {
        let (r, c) = p.board.pos(id);
        format!(
            "slide the piece on row {}, column {} into the empty cell",
            r + 1,
            c + 1
        )
    }

    /// The board as an input with no recorded move, when Bunny is to
    /// move (an input's game starts with Bunny).
    fn input_of(&self, p: &Position) -> Option<String> {
        if !p.bunny_to_move {
            return None;
        }
        let board = &p.board;
        let mut out = format!("{} {}\n", board.rows, board.cols);
        for row in board.cells.chunks(board.cols.max(1)) {
            out.push_str(&String::from_utf8_lossy(row));
            out.push('\n');
        }
        out.push_str("0\n");
        Some(out)
    }

    /// `start r c` moves the empty cell to row r, column c: the piece there
    /// takes the empty cell's old place, and the same player is to move
    /// (the edited board is a new start). The board has no walls: `wall r
    /// c` is refused.
    fn edit(&self, p: &Position, what: &str) -> std::result::Result<Position, String> {
        use crate::play::svg::grid::parse_edit;
        let board = &p.board;
        let (kind, id) = parse_edit(board, what)?;
        let Some(e) = board.cells.iter().position(|&b| b == EMPTY) else {
            return Err("the board has no empty cell".to_string());
        };
        if kind == "wall" {
            return Err(
                "the board has no walls: every cell holds a piece but the empty one, \
                        which `start r c` moves"
                    .to_string(),
            );
        }
        if id == e {
            return Err(format!("{} is the empty cell already", board.name(id)));
        }
        let mut q = p.clone();
        q.board.cells.swap(e, id);
        Ok(q)
    }

    fn explain(&self, p: &Position) -> String {
        let board = &p.board;
        let Some(e) = board.cells.iter().position(|&b| b == EMPTY) else {
            return "The board has no empty cell.\n".to_string();
        };
        let who = p.player();
        let drawn = self.show(p);
        let pieces = if p.bunny_to_move {
            "white pieces on the other colour and black pieces on its own"
        } else {
            "black pieces on the other colour and white pieces on its own"
        };
        let graph = format!(
            "The empty cell ({}) can only ever enter cells holding {pieces} (chessboard \
             colours, from the empty cell's): the game is a walk on the graph of those cells \
             that never comes back, and the player to move wins iff the empty cell lies in \
             every maximum matching of it.",
            board.name(e)
        );
        match winning_move(p) {
            Some(m) => format!(
                "{drawn}{who} to move wins.\n{graph} It does: slide {} ({}), the empty cell's \
                 partner in one; every answer then enters a paired cell, and {who} slides \
                 in the other cell of that pair.\n",
                p.show_cell(m),
                board.name(m)
            ),
            None => format!(
                "{drawn}{who} to move loses against perfect play.\n{graph} Some maximum matching \
                 misses it: every move enters a paired cell, and the opponent slides in the \
                 other cell of that pair.\n"
            ),
        }
    }

    /// The start explained, then the record: which of Bunny's moves were
    /// mistakes and what would have won instead.
    fn explanations<'a>(&'a self, inp: &mut Input) -> Result<Box<dyn Iterator<Item = String> + 'a>>
    where
        Self::Position: 'a,
    {
        let game = read(inp)?;
        let mut p = Position {
            board: game.board.clone(),
            bunny_to_move: true,
        };
        let mut out = self.explain(&p);
        let found = mistakes(&game);
        let k = game.moves.len() / 2;
        let plural = if k == 1 { "" } else { "s" };
        out.push_str(&format!(
            "The record: {k} move{plural} of Bunny's, {} of them mistakes (Bunny could win \
             before the move and Egg can after it).\n",
            found.len()
        ));
        const SHOWN: usize = 20;
        let mut next = found.iter().peekable();
        for (t, &piece) in game.moves.iter().enumerate() {
            if t % 2 == 0 && next.peek() == Some(&&(t / 2 + 1)) {
                next.next();
                let i = t / 2 + 1;
                let shown = found.iter().position(|&f| f == i).unwrap_or(0);
                if shown < SHOWN {
                    let instead = winning_move(&p).map_or(String::new(), |m| {
                        format!("; {} would have kept the win", p.show_cell(m))
                    });
                    out.push_str(&format!(
                        "Move {i}: Bunny slid {}, a mistake{instead}.\n",
                        p.show_cell(piece)
                    ));
                }
            }
            if let Some(e) = p.board.cells.iter().position(|&b| b == EMPTY) {
                p.board.cells.swap(e, piece);
            }
            p.bunny_to_move = !p.bunny_to_move;
        }
        if found.len() > SHOWN {
            out.push_str(&format!("... and {} more.\n", found.len() - SHOWN));
        }
        Ok(Box::new(std::iter::once(out)))
    }
}
