//! wythoff_game: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::{class, Picture};
use crate::play::value::within;
use crate::play::Marks;
use crate::problems::wythoff_game::{
    first_player_wins, losing_pair, losing_partner, read, winning_move,
};
use crate::strategy::wythoff_game::Wythoff;

/// The values of one pile's axis in the drawing of the plane: every value
/// from 0 to the pile when it is at most [`FULL`], else 0 to 4, the last
/// [`NEAR`] + 1 up to the pile, and `extra` (the targets of winning moves).
fn axis(pile: u64, extra: &[u64]) -> Vec<u64> {
    let mut out: Vec<u64> = if pile <= FULL {
        (0..=pile).collect()
    } else {
        (0..=4).chain(pile - NEAR..=pile).collect()
    };
    out.extend(extra.iter().filter(|&&v| v <= pile));
    out.sort_unstable();
    out.dedup();
    out
}

/// Piles up to this are drawn whole, every position below them.
const FULL: u64 = 30;

/// Larger piles: the values this far below them.
const NEAR: u64 = 16;

/// An axis value in a few characters: small ones as they are, those near
/// the pile `top` as `top - d` (named `name`), others short.
fn axis_label(v: u64, top: u64, name: &str) -> String {
    if v < 10_000 {
        v.to_string()
    } else if v == top {
        name.to_string()
    } else if top - v <= NEAR {
        format!("{name}-{}", top - v)
    } else {
        crate::play::svg::short(v)
    }
}

/// The plane of positions (x, y) near (a, b): the first pile across, the
/// second up, the losing pairs marked, the position, and every position a
/// move reaches in the window a click, green when it wins.
fn draw(a: u64, b: u64, marks: &Marks<Wythoff>) -> Picture {
    use crate::play::svg::{Canvas, Caption, Legend, Shape, Side, Swatch};
    // The targets of the winning moves: along the row, the column, the
    // diagonal.
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    if let Some(p) = losing_partner(b).filter(|&p| p < a) {
        xs.push(p);
    }
    if let Some(p) = losing_partner(a).filter(|&p| p < b) {
        ys.push(p);
    }
    let k = a.abs_diff(b);
    if let Some((lo, hi)) = losing_pair(k).filter(|&(lo, _)| lo < a.min(b)) {
        let (x, y) = if a <= b { (lo, hi) } else { (hi, lo) };
        xs.push(x);
        ys.push(y);
    }
    let xs = axis(a, &xs);
    let ys = axis(b, &ys);
    let side = xs.len().max(ys.len()) as f64;
    let cell = (600.0 / side).clamp(14.0, 32.0);
    let gap = 10.0;
    // Each value's offset along its axis, with a gap where values skip.
    let offsets = |vals: &[u64]| {
        let mut out = Vec::with_capacity(vals.len());
        let mut t = 0.0;
        for (i, &v) in vals.iter().enumerate() {
            if i > 0 && v > vals[i - 1] + 1 {
                t += gap;
            }
            out.push(t);
            t += cell;
        }
        (out, t)
    };
    let (ox, w) = offsets(&xs);
    let (oy, h) = offsets(&ys);
    let (left, top) = (62.0, 16.0);
    let lost = !first_player_wins(a, b);
    let mut lines =
        vec![format!(
        "Piles ({a}, {b}): the player to move {}; the losing pair for the difference {k} is {}.",
        if lost { "loses" } else { "wins" },
        losing_pair(k).map_or("beyond the piles".to_string(), |(x, y)| format!("({x}, {y})"))
    )];
    lines.push(
        "A move goes left (take from the first pile), down (from the second) or down the \
         diagonal (as many from both)."
            .to_string(),
    );
    if a > FULL || b > FULL {
        lines.push(format!(
            "The axes skip values (gaps): they show 0 to 4, the last {NEAR} below each pile and \
             the winning moves' targets."
        ));
    }
    let caption = Caption::new(
        lines,
        Legend::moves(marks.searched())
            .entry(
                Swatch::Square(class::LOST),
                "a losing pair (floor(k phi), floor(k phi) + k) or its mirror: whoever must move \
                 there loses",
            )
            .entry(Swatch::Square(class::TOKEN), "the piles now"),
    );
    let bottom = top + h;
    let mut svg = Canvas::new((left + w + 10.0, bottom + 40.0), caption, Side::Below);
    let every = if cell >= 22.0 { 1 } else { 2 };
    for (i, &x) in xs.iter().enumerate() {
        if i % every == 0 || x == a {
            let cx = left + ox[i] + cell / 2.0;
            svg.add(Shape::text(cx, bottom + 10.0, axis_label(x, a, "a")).class(class::AXIS));
        }
    }
    svg.add(
        Shape::text(
            left + w / 2.0,
            bottom + 26.0,
            "first pile (a stones now) \u{2192}",
        )
        .class(class::AXIS),
    );
    let (tx, ty) = (12.0, top + h / 2.0);
    svg.add(
        Shape::text(tx, ty, "second pile (b now) \u{2192}")
            .class(class::AXIS)
            .attr("transform", format!("rotate(-90 {tx} {ty})")),
    );
    for (j, &y) in ys.iter().enumerate() {
        if j % every == 0 || y == b {
            let cy = bottom - oy[j] - cell / 2.0;
            svg.add(Shape::text(36.0, cy, axis_label(y, b, "b")).class(class::AXIS));
        }
    }
    // The losing pairs' outlines go over the other cells' borders.
    let mut outlined = Vec::new();
    for (i, &x) in xs.iter().enumerate() {
        for (j, &y) in ys.iter().enumerate() {
            let (px, py) = (left + ox[i], bottom - oy[j] - cell);
            let shape = Shape::rect(px, py, cell, cell).class(class::CELL);
            let losing = !first_player_wins(x, y);
            if (x, y) == (a, b) {
                svg.add(
                    shape
                        .class(class::TOKEN)
                        .title(format!("the piles now, ({a}, {b})")),
                );
                continue;
            }
            let reached =
                (y == b && x < a) || (x == a && y < b) || (x < a && y < b && a - x == b - y);
            if reached {
                let m = (x, y);
                svg.add(marks.click(shape, &m, marks.with(&m, Some(losing))));
            } else if losing {
                outlined.push(
                    shape
                        .class(class::LOST)
                        .title(format!("({x}, {y}), a losing pair")),
                );
            } else {
                svg.add(shape.title(format!("({x}, {y})")));
            }
        }
    }
    for shape in outlined {
        svg.add(shape);
    }
    svg.finish()
}

impl crate::play::Game for Wythoff {
    fn read(&self, inp: &mut Input) -> Result<Vec<(u64, u64)>> {
        read(inp)
    }

    fn show(&self, &(a, b): &(u64, u64)) -> String {
        format!("Piles: {a} {b}\n")
    }

    /// The two piles, hashed.
    fn fingerprint(&self, p: &(u64, u64), into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.hash(into);
    }

    fn draw(&self, &(a, b): &(u64, u64), marks: &Marks<Self>) -> Option<Picture> {
        Some(draw(a, b, marks))
    }

    fn move_label(&self, &(a, b): &(u64, u64), &(x, y): &(u64, u64)) -> String {
        format!("{}, leaving ({x}, {y})", taking((a, b), (x, y)))
    }

    /// Piles past the search's bounds: every pair (x, y) with x <= a and
    /// y <= b is reached, (a + 1)(b + 1) positions, with x + y moves at
    /// least from each, (a + 1)(b + 1)(a + b)/2 in all.
    fn searchable(&self, &(a, b): &(u64, u64)) -> std::result::Result<(), String> {
        let positions = (u128::from(a) + 1).saturating_mul(u128::from(b) + 1);
        within(
            positions,
            positions.saturating_mul(u128::from(a) + u128::from(b)) / 2,
        )
    }

    fn explain(&self, &(a, b): &(u64, u64)) -> String {
        let (lo, hi) = (a.min(b), a.max(b));
        let k = hi - lo;
        let pair = losing_pair(k).map_or(String::new(), |(x, y)| format!(" ({x}, {y})"));
        let losing = "The losing positions are the pairs (floor(k phi), floor(k phi) + k), \
                      k = 0, 1, 2, ...: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), ...";
        match winning_move(a, b) {
            None => format!(
                "Piles {a} and {b}: the player to move loses.\n{losing}\n\
                 {lo} and {hi} are the pair for k = {k}: every move leaves a pair that is not \
                 losing, and the opponent moves back to one.\n"
            ),
            Some((x, y)) => {
                let how = taking((a, b), (x, y));
                format!(
                    "Piles {a} and {b}: the player to move wins.\n{losing}\n\
                     The losing pair for the difference k = {k} is{pair}; \
                     {a} and {b} is not one.\n\
                     Winning move: {how}, leaving {x} and {y}, the losing pair for k = {}.\n",
                    x.abs_diff(y)
                )
            }
        }
    }
}

/// The words of the move from piles (a, b) to (x, y): "take 3 from the
/// first pile".
fn taking((a, b): (u64, u64), (x, y): (u64, u64)) -> String {
    if a - x == b - y {
        format!("take {} from both piles", a - x)
    } else if x < a {
        format!("take {} from the first pile", a - x)
    } else {
        format!("take {} from the second pile", b - y)
    }
}
