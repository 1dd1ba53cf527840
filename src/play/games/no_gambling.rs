//! no_gambling: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::{class, Picture};
use crate::play::Marks;
use crate::problems::no_gambling::read;
use crate::strategy::no_gambling::{
    dot_char, name, show_bridge, winning_trees, Board, Bridge, NoGambling, Position, EMPTY, GRAPE,
    MAPLE, MAX_PLAYED, TOO_LARGE,
};

/// The largest board `--explain` draws.
const MAX_DRAWN: usize = 12;

/// The most free sites for bridges (where either player may still build
/// one) of a position that the exhaustive search
/// ([`value`](crate::play::value)) tries: 3^10 = 59,049 positions at most.
pub const SEARCHED: usize = 10;

/// The most free bridges whose every move a picture judges (one theory
/// call each); on larger boards only the winning bridge is judged.
pub const JUDGED: usize = 200;

/// The board drawn: dots, bridges, row and column numbers; `mark` draws
/// one bridge as `#`, and the free bridges of `trees` as `a` and `b`.
fn draw(b: &Board, mark: Option<Bridge>, trees: &[Vec<Bridge>]) -> String {
    let side = b.side();
    let mut out = String::new();
    if side >= 10 {
        out.push_str("    ");
        for c in 1..=side {
            out.push(if c % 10 == 0 {
                char::from(b'0' + (c / 10 % 10) as u8)
            } else {
                ' '
            });
        }
        out.push('\n');
    }
    out.push_str("    ");
    for c in 1..=side {
        out.push(char::from(b'0' + (c % 10) as u8));
    }
    out.push('\n');
    for y in 0..side {
        out.push_str(&format!("{:>3} ", y + 1));
        for x in 0..side {
            let ch = if (x + y) % 2 == 1 {
                dot_char(if x % 2 == 0 { MAPLE } else { GRAPE })
            } else if mark == Some((x, y)) {
                '#'
            } else if let Some(k) = trees.iter().position(|t| t.contains(&(x, y))) {
                char::from(b'a' + k as u8)
            } else {
                match b.at((x, y)) {
                    MAPLE if x % 2 == 1 => '-',
                    MAPLE => '|',
                    GRAPE if x % 2 == 1 => '!',
                    GRAPE => '=',
                    _ => ' ',
                }
            };
            out.push(ch);
        }
        out.push('\n');
    }
    out.push_str(
        "Oregon Maple: dots o, bridges - and |, joins the left side to the right side.\n\
         Grape Skin: dots x, bridges = and !, joins the top side to the bottom side.\n",
    );
    out
}

const STEALING: &str = "\
Why the first player wins every board (strategy stealing): the game never
ends in a draw (once no bridge can be built, one player's bridges join
their sides, as in Hex), so one player has a winning strategy. If it were
the second player's, the first would build any bridge and then follow that
strategy as if the bridge were not there; an extra bridge of his own never
hurts him. He would win too, which is impossible.
";

const SWITCHING: &str = "\
How to win, move by move: Bridg-it is a Shannon switching game. The
mover's possible bridges form a graph on his dots (bridges built joined
into one dot, bridges crossed by the opponent gone, each side one dot).
By Lehman's theorem the mover wins exactly when this graph plus one extra
edge between his two sides holds two trees without a common edge that
span a set of dots containing both sides. The winning bridge repairs the
trees after the extra edge is taken out of its tree: an edge of the other
tree that joins the two halves again. Afterwards each opponent's bridge
cuts at most one tree edge, and the same repair answers it.
";

impl crate::play::Game for NoGambling {
    fn read(&self, inp: &mut Input) -> Result<Vec<Position>> {
        Ok(read(inp)?
            .into_iter()
            .map(|n| {
                if n <= MAX_PLAYED {
                    Position::Board(Board::new(n as usize))
                } else {
                    Position::TooLarge(n)
                }
            })
            .collect())
    }

    /// As the trait's, and a line for an input without boards.
    fn explanations<'a>(&'a self, inp: &mut Input) -> Result<Box<dyn Iterator<Item = String> + 'a>>
    where
        Self::Position: 'a,
    {
        let tables = self.read(inp)?;
        if tables.is_empty() {
            let note = "The input holds no board (just the closing -1): the answer is empty.\n";
            return Ok(Box::new(std::iter::once(note.to_string())));
        }
        // Every board of a judge input is an empty one, whose explanation
        // depends on its size alone: each size is explained once.
        let mut made: std::collections::HashMap<u64, String> = Default::default();
        Ok(crate::play::headed(
            tables.len(),
            tables.into_iter(),
            move |t| {
                let size = match &t {
                    Position::Board(b) => b.n as u64,
                    Position::TooLarge(n) => *n,
                };
                made.entry(size).or_insert_with(|| self.explain(&t)).clone()
            },
        ))
    }

    fn playable(&self, p: &Position) -> std::result::Result<(), String> {
        match p {
            Position::Board(_) => Ok(()),
            Position::TooLarge(n) => Err(format!("board of size {n}: {TOO_LARGE}")),
        }
    }

    fn show(&self, p: &Position) -> String {
        match p {
            Position::Board(b) => format!(
                "Board of size {}, {} to move:\n{}",
                b.n,
                name(b.mover()),
                draw(b, None, &[])
            ),
            Position::TooLarge(n) => format!("Board of size {n}: {TOO_LARGE}.\n"),
        }
    }

    /// The board, hashed.
    fn fingerprint(&self, p: &Position, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.hash(into);
    }

    /// The board with the theory: both players' dots and sides, the
    /// bridges built, each bridge the player to move may build as a
    /// diamond on its middle (clickable): green when it wins, red when it
    /// loses; on boards of more than [`JUDGED`] free bridges only the
    /// winning bridge is judged (the others white), or every one red from
    /// a lost position. Over the diamonds, letting their clicks through,
    /// the two trees the mover holds after the winning bridge
    /// ([`winning_trees`], Lehman's theorem): one orange, one dashed.
    /// Bridg-it has no walls and no start to move, so no position is
    /// edited.
    fn draw(&self, p: &Position, marks: &Marks<Self>) -> Option<Picture> {
        use crate::play::svg::{Canvas, Caption, Legend, Shape, Side, Swatch};
        let Position::Board(b) = p else {
            return None;
        };
        let side = b.side();
        // Even units, so that every coordinate is a whole number.
        let unit = (2 * (320 / side)).clamp(6, 30) as f64;
        let margin = 34.0;
        let at = |(x, y): (usize, usize)| (margin + x as f64 * unit, margin + y as f64 * unit);
        let colour = |who: u8| if who == MAPLE { "#26b" } else { "#8a3fa0" };
        let who = b.mover();
        let winner = b.winner();
        let theory = if winner.is_none() {
            winning_trees(b)
        } else {
            None
        };
        let mine = b.moves();
        let judged = mine.len() <= JUDGED;
        let mut lines = vec![
            "Oregon Maple (blue) joins the left side to the right, Grape Skin (purple) the top \
             to the bottom."
                .to_string(),
        ];
        lines.push(match (winner, &theory) {
            (Some(w), _) => format!("{}'s bridges join its two sides.", name(w)),
            (None, Some(_)) => format!(
                "{} to move wins: click a diamond to build a bridge there.",
                name(who)
            ),
            (None, None) => format!(
                "{} to move loses against perfect play: click a diamond to build a bridge.",
                name(who)
            ),
        });
        let mut legend = Legend::moves(marks.searched()).entry(
            Swatch::Words,
            "rows and columns of the dots numbered at the left and the top, as a move names them",
        );
        if theory.is_some() && !judged {
            legend = legend.entry(
                Swatch::Square(class::CELL),
                format!("a bridge not judged here (more than {JUDGED} free bridges)"),
            );
        }
        if theory.is_some() {
            legend = legend
                .entry(
                    Swatch::Line(class::MATCHED),
                    "after the winning bridge, one tree of free bridges",
                )
                .entry(
                    Swatch::Line(class::EDGE),
                    "the other (dashed): they span the same dots and both sides, and each \
                     answer cuts one",
                );
        }
        let caption = Caption::new(lines, legend);
        let span = margin + (side - 1) as f64 * unit + margin;
        let mut svg = Canvas::new((span, span), caption, Side::Below);
        let step = if side > 21 { 5 } else { 1 };
        for k in (0..side).filter(|k| (k + 1) % step == 0 || *k == 0) {
            let (x, y) = at((k, k));
            svg.add(Shape::text(9.0, y, k + 1).class(class::AXIS));
            svg.add(Shape::text(x, 9.0, k + 1).class(class::AXIS));
        }
        let line = |a: (usize, usize), c: (usize, usize)| {
            let ((x1, y1), (x2, y2)) = (at(a), at(c));
            Shape::line(x1, y1, x2, y2)
        };
        // The sides: Oregon Maple's columns 1 and 2n + 1, Grape Skin's rows.
        let m = side - 1;
        for (a, c, owner) in [
            ((0, 1), (0, m - 1), MAPLE),
            ((m, 1), (m, m - 1), MAPLE),
            ((1, 0), (m - 1, 0), GRAPE),
            ((1, m), (m - 1, m), GRAPE),
        ] {
            svg.add(
                line(a, c)
                    .attr("stroke", colour(owner))
                    .attr("stroke-width", unit)
                    .attr("stroke-opacity", "0.25")
                    .attr("stroke-linecap", "round"),
            );
        }
        let best = theory.as_ref().map(|t| t.0);
        let half = unit * 0.6;
        for y in 0..side {
            for x in 0..side {
                let site = (x, y);
                if (x + y) % 2 == 1 {
                    continue;
                }
                match b.at(site) {
                    EMPTY if mine.contains(&site) => {
                        let (cx, cy) = at(site);
                        let mut d = Shape::polygon(&[
                            (cx, cy - half),
                            (cx + half, cy),
                            (cx, cy + half),
                            (cx - half, cy),
                        ]);
                        let mark = match best {
                            None => marks.with(&site, Some(false)),
                            Some(w) if w == site => marks.with(&site, Some(true)),
                            Some(_) if judged => marks.of(&site),
                            Some(_) => marks.with(&site, None),
                        };
                        if mark.wins.is_none() {
                            d = d.class(class::CELL);
                        }
                        svg.add(marks.click(d, &site, mark));
                    }
                    EMPTY => {}
                    owner => {
                        let [a, c] = b.ends(owner, site);
                        svg.add(
                            line(a, c)
                                .attr("stroke", colour(owner))
                                .attr("stroke-width", (unit * 0.4).max(2.0))
                                .attr("stroke-linecap", "round"),
                        );
                    }
                }
            }
        }
        // The trees over the diamonds, which keep their clicks.
        if let Some((_, [one, two])) = &theory {
            for (k, tree) in [one, two].into_iter().enumerate() {
                for &site in tree {
                    let [a, c] = b.ends(who, site);
                    let edge = line(a, c);
                    svg.add(if k == 0 {
                        edge.class(class::MATCHED)
                    } else {
                        edge.class(class::EDGE)
                            .class(class::DECOR)
                            .attr("stroke-dasharray", "3 2")
                    });
                }
            }
        }
        let r = (unit * 0.22).max(2.0);
        for y in 0..side {
            for x in (0..side).filter(|x| (x + y) % 2 == 1) {
                let owner = if x % 2 == 0 { MAPLE } else { GRAPE };
                let (cx, cy) = at((x, y));
                svg.add(Shape::circle(cx, cy, r).attr("fill", colour(owner)));
            }
        }
        Some(svg.finish())
    }

    /// Boards with more than [`SEARCHED`] free sites, where either
    /// player may still build a bridge: up to 3 to the power of their
    /// number positions, too many to search.
    fn searchable(&self, p: &Position) -> std::result::Result<(), String> {
        let Position::Board(b) = p else {
            return Ok(());
        };
        let mut other = b.clone();
        other.maple_to_move = !b.maple_to_move;
        let mut free = b.moves();
        free.extend(other.moves());
        free.sort_unstable();
        free.dedup();
        if free.len() > SEARCHED {
            return Err(format!(
                "{} free sites for bridges: up to 3^{} positions, too many to search here",
                free.len(),
                free.len()
            ));
        }
        Ok(())
    }

    fn move_label(&self, p: &Position, &m: &Bridge) -> String {
        match p {
            Position::Board(b) => format!("bridge {}", show_bridge(b, b.mover(), m)),
            Position::TooLarge(_) => String::new(),
        }
    }

    fn explain(&self, p: &Position) -> String {
        let b = match p {
            Position::Board(b) => b,
            Position::TooLarge(n) => {
                return format!(
                    "Board of size {n}: Oregon Maple, moving first, wins.\n{STEALING}{SWITCHING}\
                     The winning bridges are computed here for boards of size up to \
                     {MAX_PLAYED}.\n"
                )
            }
        };
        let who = b.mover();
        let first = b.sites.iter().all(|&s| s == EMPTY) && who == MAPLE;
        let mut out = format!("Board of size {}, {} to move: ", b.n, name(who));
        if let Some(w) = b.winner() {
            out.push_str(&format!("the game is over, {} has won.\n", name(w)));
            return out;
        }
        match winning_trees(b) {
            None => {
                out.push_str(&format!(
                    "{} loses against perfect play.\n{SWITCHING}",
                    name(who)
                ));
            }
            Some((m, trees)) => {
                out.push_str(&format!("{} wins.\n", name(who)));
                if first {
                    out.push_str(STEALING);
                }
                out.push_str(SWITCHING);
                let bridge = show_bridge(b, who, m);
                if b.n <= MAX_DRAWN {
                    out.push_str(&format!(
                        "A winning bridge: {bridge} (drawn # below). After it, the free \
                         bridges a and b\nform two trees: they share no bridge, and each joins \
                         the same dots and both\nsides of {} (built bridges count as joined).\n\
                         A bridge of {} blocks at most one of them; a bridge of the\nother \
                         tree joins its two parts again.\n",
                        name(who),
                        name(3 - who)
                    ));
                    out.push_str(&draw(b, Some(m), &trees));
                } else {
                    out.push_str(&format!(
                        "A winning bridge: {bridge} (row and column of its two dots on the \
                         doubled grid, numbered from 1; boards up to size {MAX_DRAWN} are \
                         drawn).\n"
                    ));
                }
            }
        }
        out
    }
}
