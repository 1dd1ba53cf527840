//! no_gambling: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::{class, Canvas, Caption, Legend, Picture, Shape, Side, Swatch};
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

/// The colour of player `who`'s dots, sides and bridges.
fn colour(who: u8) -> &'static str {
    if who == MAPLE {
        "#26b"
    } else {
        "#8a3fa0"
    }
}

/// The caption of board `b`: whose sides are whose, who wins, and the
/// legend; `theory`: whether the mover has a winning bridge, `judged`:
/// whether every bridge is judged.
fn caption(b: &Board, (theory, judged): (bool, bool), searched: bool) -> Caption {
    let who = b.mover();
    let mut lines = vec![
        "Oregon Maple (blue) joins the left side to the right, Grape Skin (purple) the top to \
         the bottom."
            .to_string(),
    ];
    lines.push(match (b.winner(), theory) {
        (Some(w), _) => format!("{}'s bridges join its two sides.", name(w)),
        (None, true) => format!(
            "{} to move wins: click a diamond to build a bridge there.",
            name(who)
        ),
        (None, false) => format!(
            "{} to move loses against perfect play: click a diamond to build a bridge.",
            name(who)
        ),
    });
    let mut legend = Legend::moves(searched).entry(
        Swatch::Words,
        "rows and columns of the dots numbered at the left and the top, as a move names them",
    );
    if theory && !judged {
        legend = legend.entry(
            Swatch::Square(class::CELL),
            format!("a bridge not judged here (more than {JUDGED} free bridges)"),
        );
    }
    if theory {
        legend = legend
            .entry(
                Swatch::Line(class::MATCHED),
                "after the winning bridge, one tree of free bridges",
            )
            .entry(
                Swatch::Line(class::EDGE),
                "the other (dashed): they span the same dots and both sides, and each answer \
                 cuts one",
            );
    }
    Caption::new(lines, legend)
}

/// The lattice of a board's sites in a picture: site (x, y) at
/// `MARGIN + (x, y) * unit`.
struct Lattice {
    unit: f64,
}

impl Lattice {
    /// The room left of and over the sites, for their numbers.
    const MARGIN: f64 = 34.0;

    /// Where site (x, y) lies.
    fn at(&self, (x, y): (usize, usize)) -> (f64, f64) {
        let m = Self::MARGIN;
        (m + x as f64 * self.unit, m + y as f64 * self.unit)
    }

    /// The segment between sites `a` and `c`.
    fn line(&self, a: (usize, usize), c: (usize, usize)) -> Shape {
        let ((x1, y1), (x2, y2)) = (self.at(a), self.at(c));
        Shape::line(x1, y1, x2, y2)
    }

    /// The numbers of the rows and columns of a board of `side` sites (every
    /// fifth on a large one), and the players' sides: Oregon Maple's
    /// columns 1 and `side`, Grape Skin's rows.
    fn draw_sides(&self, pic: &mut Canvas, side: usize) {
        let step = if side > 21 { 5 } else { 1 };
        for k in (0..side).filter(|k| (k + 1) % step == 0 || *k == 0) {
            let (x, y) = self.at((k, k));
            pic.add(Shape::text(9.0, y, k + 1).class(class::AXIS));
            pic.add(Shape::text(x, 9.0, k + 1).class(class::AXIS));
        }
        let m = side - 1;
        for (a, c, owner) in [
            ((0, 1), (0, m - 1), MAPLE),
            ((m, 1), (m, m - 1), MAPLE),
            ((1, 0), (m - 1, 0), GRAPE),
            ((1, m), (m - 1, m), GRAPE),
        ] {
            let line = self.line(a, c).attr("stroke", colour(owner));
            let line = line.attr("stroke-width", self.unit);
            let line = line.attr("stroke-opacity", "0.25");
            pic.add(line.attr("stroke-linecap", "round"));
        }
    }

    /// The players' dots of a board of `side` sites.
    fn draw_dots(&self, pic: &mut Canvas, side: usize) {
        let r = (self.unit * 0.22).max(2.0);
        for y in 0..side {
            for x in (0..side).filter(|x| (x + y) % 2 == 1) {
                let owner = if x % 2 == 0 { MAPLE } else { GRAPE };
                let (cx, cy) = self.at((x, y));
                pic.add(Shape::circle(cx, cy, r).attr("fill", colour(owner)));
            }
        }
    }
}

/// The sites of bridges: a bridge built, in its player's colour, or one
/// the mover may build, a diamond to click, marked by the theory (`best`,
/// the winning bridge when there is one; every bridge when `judged`).
fn draw_sites(
    pic: &mut Canvas,
    (marks, b): (&Marks<NoGambling>, &Board),
    lattice: &Lattice,
    (best, judged): (Option<Bridge>, bool),
) {
    let mine = b.moves();
    let half = lattice.unit * 0.6;
    let side = b.side();
    for (x, y) in (0..side).flat_map(|y| (0..side).map(move |x| (x, y))) {
        let site = (x, y);
        if (x + y) % 2 == 1 {
            continue;
        }
        match b.at(site) {
            EMPTY if mine.contains(&site) => {
                let (cx, cy) = lattice.at(site);
                let corners = [
                    (cx, cy - half),
                    (cx + half, cy),
                    (cx, cy + half),
                    (cx - half, cy),
                ];
                let mut diamond = Shape::polygon(&corners);
                let mark = match best {
                    None => marks.with(&site, Some(false)),
                    Some(w) if w == site => marks.with(&site, Some(true)),
                    Some(_) if judged => marks.of(&site),
                    Some(_) => marks.with(&site, None),
                };
                if mark.wins.is_none() {
                    diamond = diamond.class(class::CELL);
                }
                pic.add(marks.click(diamond, &site, mark));
            }
            EMPTY => {}
            owner => {
                let [a, c] = b.ends(owner, site);
                let bridge = lattice.line(a, c).attr("stroke", colour(owner));
                let bridge = bridge.attr("stroke-width", (lattice.unit * 0.4).max(2.0));
                pic.add(bridge.attr("stroke-linecap", "round"));
            }
        }
    }
}

/// Board `b` with the theory: the dots and sides, the bridges, the
/// diamonds to click, and the two trees after the winning bridge over
/// them (see [`NoGambling`]'s `draw`).
fn picture(b: &Board, marks: &Marks<NoGambling>) -> Picture {
    let side = b.side();
    // Even units, so that every coordinate is a whole number.
    let lattice = Lattice {
        unit: (2 * (320 / side)).clamp(6, 30) as f64,
    };
    let theory = match b.winner() {
        None => winning_trees(b),
        Some(_) => None,
    };
    let judged = b.moves().len() <= JUDGED;
    let caption = caption(b, (theory.is_some(), judged), marks.searched());
    let span = 2.0 * Lattice::MARGIN + (side - 1) as f64 * lattice.unit;
    let mut pic = Canvas::new((span, span), caption, Side::Below);
    lattice.draw_sides(&mut pic, side);
    draw_sites(
        &mut pic,
        (marks, b),
        &lattice,
        (theory.as_ref().map(|t| t.0), judged),
    );
    // The trees over the diamonds, which keep their clicks.
    for (k, tree) in theory
        .iter()
        .flat_map(|(_, trees)| trees.iter().enumerate())
    {
        for &site in tree {
            let [a, c] = b.ends(b.mover(), site);
            let edge = lattice.line(a, c);
            pic.add(match k {
                0 => edge.class(class::MATCHED),
                _ => edge
                    .class(class::EDGE)
                    .class(class::DECOR)
                    .attr("stroke-dasharray", "3 2"),
            });
        }
    }
    lattice.draw_dots(&mut pic, side);
    pic.finish()
}

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
        match p {
            Position::Board(b) => Some(picture(b, marks)),
            _ => None,
        }
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
                "{} places can still take a bridge, and each may end up built by either \
                 player or by no one, too many ways for the game to go on to play out every \
                 line",
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
