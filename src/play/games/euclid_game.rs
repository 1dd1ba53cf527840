//! euclid_game: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::{class, short, Canvas, Caption, Legend, Picture, Shape, Side, Swatch};
use crate::play::value::few_moves;
use crate::play::Marks;
use crate::problems::euclid_game::{first_player_wins, forced_chain, read, winning_move};
use crate::strategy::euclid_game::Euclid;

/// The caption of the rectangle a x b (both numbers above 0): its
/// squares, who wins and why, and the legend.
fn caption(a: u64, b: u64, searched: bool) -> Caption {
    let (big, small) = (a.max(b), a.min(b));
    let (q, r) = (big / small, big % small);
    let chain = forced_chain(a, b);
    let mut lines = vec![format!(
        "{a} x {b}: {q} square{} of side {small}{}.",
        if q == 1 { "" } else { "s" },
        if r == 0 {
            String::new()
        } else {
            format!(" and a remainder of {r}")
        }
    )];
    lines.push(if r == 0 {
        format!("{small} divides {big}: the player to move makes a 0 and wins.")
    } else if q >= 2 {
        format!(
            "{big} >= 2 x {small}: the player to move leaves {r} or {} as suits, and wins.",
            r + small
        )
    } else if chain.len() > 1 {
        let &(x, y) = chain.last().expect("the first pair");
        let odd = chain.len() % 2 == 1;
        format!(
            "{small} < {big} < 2 x {small}: the only move; {} forced move{} lead to ({x}, {y}), \
             where the {} chooses: the player to move {}.",
            chain.len() - 1,
            if chain.len() == 2 { "" } else { "s" },
            if odd { "player to move" } else { "opponent" },
            if odd { "wins" } else { "loses" }
        )
    } else {
        format!("{small} < {big} < 2 x {small}: the only move.")
    });
    Caption::new(
        lines,
        Legend::moves(searched)
            .entry(
                Swatch::Words,
                format!(
                    "a square of side {small}: a click subtracts it and every square after it \
                     (the number in it: what is left)"
                ),
            )
            .entry(
                Swatch::Square(class::VISITED),
                "the remainder, less than the smaller number",
            ),
    )
}

/// The rectangle a x b (both above 0) as the picture cuts it: a strip
/// along its longer side, across when a is the larger number, down when b
/// is, from [`Strip::CORNER`]: the remainder, then the squares of the
/// smaller side.
struct Strip {
    across: bool,
    /// The side of a square.
    side: f64,
    /// The squares drawn, numbered from the remainder: all, or the first
    /// 8 and the last 8.
    shown: Vec<u64>,
    /// The length of the remainder (0 without one).
    rest: f64,
    /// The length of the gap between the squares shown, where some are
    /// left out.
    gap: f64,
}

impl Strip {
    /// Where the strip begins in the picture.
    const CORNER: (f64, f64) = (40.0, 30.0);

    fn new(a: u64, b: u64) -> Strip {
        let (big, small) = (a.max(b), a.min(b));
        let (q, r) = (big / small, big % small);
        let shown: Vec<u64> = if q <= 24 {
            (1..=q).collect()
        } else {
            (1..=8).chain(q - 7..=q).collect()
        };
        let side = (600.0 / shown.len() as f64).clamp(24.0, 48.0);
        Strip {
            across: a >= b,
            side,
            shown,
            rest: match r {
                0 => 0.0,
                _ => (r as f64 / small as f64 * side).max(8.0),
            },
            gap: if q > 24 { 30.0 } else { 0.0 },
        }
    }

    /// Its width and height.
    fn size(&self) -> (f64, f64) {
        let length = self.rest + self.shown.len() as f64 * self.side + self.gap;
        match self.across {
            true => (length, self.side),
            false => (self.side, length),
        }
    }

    /// The part of the strip from `t` along it, `len` long.
    fn part(&self, t: f64, len: f64) -> Shape {
        let (x0, y0) = Self::CORNER;
        match self.across {
            true => Shape::rect(x0 + t, y0, len, self.side),
            false => Shape::rect(x0, y0 + t, self.side, len),
        }
    }

    /// The point in the middle of the strip, `t` along it.
    fn centre(&self, t: f64) -> (f64, f64) {
        let (x0, y0) = Self::CORNER;
        match self.across {
            true => (x0 + t, y0 + self.side / 2.0),
            false => (x0 + self.side / 2.0, y0 + t),
        }
    }
}

/// The squares of the strip of a x b, each a click that subtracts it and
/// every square after it, with the larger number it leaves; when a = b,
/// the one square's two halves, one for each number made 0.
fn draw_squares(pic: &mut Canvas, marks: &Marks<Euclid>, strip: &Strip, (a, b): (u64, u64)) {
    let (small, r) = (a.min(b), a.max(b) % a.min(b));
    let mut t = strip.rest;
    for (k, &sq) in strip.shown.iter().enumerate() {
        if k > 0 && sq > strip.shown[k - 1] + 1 {
            let (x, y) = strip.centre(t + strip.gap / 2.0);
            pic.add(Shape::text(x, y, "...").class(class::LABEL));
            t += strip.gap;
        }
        let v = r + (sq - 1) * small;
        let wins = v == 0 || !first_player_wins(v, small);
        let click = |shape: Shape, m: (u64, u64)| {
            marks.click(shape.class(class::CELL), &m, marks.with(&m, Some(wins)))
        };
        if a == b {
            let ((l, tp), side) = (Strip::CORNER, strip.side);
            let (rt, bt) = (l + side, tp + side);
            pic.add(click(Shape::polygon(&[(l, tp), (rt, tp), (l, bt)]), (0, b)));
            pic.add(click(
                Shape::polygon(&[(rt, tp), (rt, bt), (l, bt)]),
                (a, 0),
            ));
        } else {
            let m = if strip.across { (v, b) } else { (a, v) };
            pic.add(click(strip.part(t, strip.side), m));
            let (cx, cy) = strip.centre(t + strip.side / 2.0);
            pic.add(Shape::text(cx, cy, short(v)).class(class::COUNT));
        }
        t += strip.side;
    }
}

/// The rectangle a x b cut into squares of the smaller side, as the
/// Euclidean algorithm cuts it: a click on a square removes it and every
/// square after it (the remainder comes first), a move that subtracts a
/// multiple of the smaller number; green the moves that win, red the
/// others.
fn draw(a: u64, b: u64, marks: &Marks<Euclid>) -> Picture {
    if a == 0 || b == 0 {
        let text = format!("Numbers {a} and {b}: the game is over; who made the 0 has won.");
        let caption = Caption::new(vec![text], Legend::default());
        return Canvas::new((0.0, 0.0), caption, Side::Below).finish();
    }
    let strip = Strip::new(a, b);
    let (w, h) = strip.size();
    let caption = caption(a, b, marks.searched());
    let mut pic = Canvas::new((w + 60.0, h + 46.0), caption, Side::Below);
    let (x0, y0) = Strip::CORNER;
    pic.add(Shape::text(x0 + w / 2.0, y0 - 12.0, format!("a = {a}")).class(class::AXIS));
    let (bx, by) = (x0 - 20.0, y0 + h / 2.0);
    let b_side = Shape::text(bx, by, format!("b = {b}")).class(class::AXIS);
    pic.add(b_side.attr("transform", format!("rotate(-90 {bx} {by})")));
    let r = a.max(b) % a.min(b);
    if r > 0 {
        let remainder = strip.part(0.0, strip.rest).class(class::VISITED);
        pic.add(remainder.title(format!("the remainder, {r}")));
    }
    draw_squares(&mut pic, marks, &strip, (a, b));
    pic.finish()
}

impl crate::play::Game for Euclid {
    fn read(&self, inp: &mut Input) -> Result<Vec<(u64, u64)>> {
        read(inp)
    }

    fn explanations<'a>(&'a self, inp: &mut Input) -> Result<Box<dyn Iterator<Item = String> + 'a>>
    where
        Self::Position: 'a,
    {
        let games = read(inp)?;
        if games.is_empty() {
            let note = "The input holds no games (only the closing 0 0).\n".to_string();
            return Ok(Box::new(std::iter::once(note)));
        }
        Ok(crate::play::headed(
            games.len(),
            games.into_iter(),
            move |p| self.explain(&p),
        ))
    }

    fn show(&self, &(a, b): &(u64, u64)) -> String {
        format!("Numbers: {a} {b}\n")
    }

    /// The two numbers, hashed.
    fn fingerprint(&self, p: &(u64, u64), into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.hash(into);
    }

    fn draw(&self, &(a, b): &(u64, u64), marks: &Marks<Self>) -> Option<Picture> {
        Some(draw(a, b, marks))
    }

    fn move_label(&self, &(a, b): &(u64, u64), &(x, y): &(u64, u64)) -> String {
        let (from, to, small, which) = if x != a {
            (a, x, b, "the first")
        } else {
            (b, y, a, "the second")
        };
        let k = (from - to) / small.max(1);
        format!("subtract {k} x {small} from {which} number, leaving ({x}, {y})")
    }

    /// Numbers whose quotient (the moves from the pair) is too large to
    /// list.
    fn searchable(&self, &(a, b): &(u64, u64)) -> std::result::Result<(), String> {
        few_moves(u128::from(a.max(b) / a.min(b).max(1)))
    }

    fn explain(&self, &(a, b): &(u64, u64)) -> String {
        if a == 0 || b == 0 {
            return format!(
                "Numbers {a} and {b}: the game is over; the player who made the 0 has won.\n"
            );
        }
        let wins = first_player_wins(a, b);
        let mut out = format!(
            "Numbers {a} and {b}: the player to move (Stan) {}.\n",
            if wins { "wins" } else { "loses" }
        );
        let rule = "With big >= small: if small divides big, or big >= 2 small, the player to \
                    move wins; otherwise the only move is to (small, big - small).\n";
        out += rule;
        let chain = forced_chain(a, b);
        let &(big, small) = chain.last().expect("the first pair");
        if chain.len() > 1 {
            let steps = chain.len() - 1;
            let shown: Vec<String> = chain
                .iter()
                .take(8)
                .map(|(x, y)| format!("({x}, {y})"))
                .collect();
            let more = if chain.len() > 8 { " -> ..." } else { "" };
            let last = if chain.len() > 8 {
                format!(" -> ({big}, {small})")
            } else {
                String::new()
            };
            out += &format!(
                "{steps} forced move{}: {}{more}{last}; at ({big}, {small}) the player to move, {}, \
                 has the choice and wins.\n",
                if steps == 1 { "" } else { "s" },
                shown.join(" -> "),
                if steps % 2 == 0 { "Stan" } else { "Ollie" }
            );
        }
        if let Some((x, y)) = winning_move(a, b) {
            let (big, small) = (a.max(b), a.min(b));
            let new_big = if a >= b { x } else { y };
            let r = big % small;
            let why = if new_big == 0 {
                format!("{small} divides {big}: make 0")
            } else if big / small < 2 {
                format!("the only move, to ({small}, {new_big}), lost for the player to move there")
            } else if new_big == r {
                format!(
                    "{big} >= 2 x {small}: leave {r} = {big} mod {small}, as ({small}, {r}) is \
                     lost for the player to move there"
                )
            } else {
                format!(
                    "{big} >= 2 x {small}: ({small}, {r}) would be won for the opponent, so \
                     leave {new_big} = {r} + {small}: the opponent must move to ({small}, {r}), \
                     won for the player who moves from there"
                )
            };
            out += &format!("Winning move: {x} {y} ({why}).\n");
        }
        out
    }
}
