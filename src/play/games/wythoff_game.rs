//! wythoff_game: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::{class, Canvas, Caption, Legend, Picture, Shape, Side, Swatch};
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

/// The plane of positions (x, y) near (a, b) as the picture draws it: the
/// values of each axis ([`axis`], with the targets of the winning moves),
/// each one's offset along it (a gap where values skip), and the side of
/// a cell; the first pile across from [`Plane::LEFT`], the second up from
/// the bottom.
struct Plane {
    xs: Vec<u64>,
    ys: Vec<u64>,
    ox: Vec<f64>,
    oy: Vec<f64>,
    /// The lengths of the axes.
    size: (f64, f64),
    cell: f64,
}

impl Plane {
    /// The room left of the cells, for the second pile's values.
    const LEFT: f64 = 62.0;
    /// The room over the cells.
    const TOP: f64 = 16.0;

    fn new(a: u64, b: u64) -> Plane {
        // The targets of the winning moves: along the row, the column,
        // the diagonal.
        let (mut xs, mut ys) = (Vec::new(), Vec::new());
        xs.extend(losing_partner(b).filter(|&p| p < a));
        ys.extend(losing_partner(a).filter(|&p| p < b));
        if let Some((lo, hi)) = losing_pair(a.abs_diff(b)).filter(|&(lo, _)| lo < a.min(b)) {
            let (x, y) = if a <= b { (lo, hi) } else { (hi, lo) };
            xs.push(x);
            ys.push(y);
        }
        let (xs, ys) = (axis(a, &xs), axis(b, &ys));
        let cell = (600.0 / xs.len().max(ys.len()) as f64).clamp(14.0, 32.0);
        let offsets = |vals: &[u64]| {
            let mut out = Vec::with_capacity(vals.len());
            let mut t = 0.0;
            for (i, &v) in vals.iter().enumerate() {
                if i > 0 && v > vals[i - 1] + 1 {
                    t += 10.0;
                }
                out.push(t);
                t += cell;
            }
            (out, t)
        };
        let ((ox, w), (oy, h)) = (offsets(&xs), offsets(&ys));
        Plane {
            xs,
            ys,
            ox,
            oy,
            size: (w, h),
            cell,
        }
    }

    /// The bottom of the cells.
    fn bottom(&self) -> f64 {
        Self::TOP + self.size.1
    }

    /// The cell of the `i`-th value across and the `j`-th up.
    fn square(&self, i: usize, j: usize) -> Shape {
        let (x, y) = (
            Self::LEFT + self.ox[i],
            self.bottom() - self.oy[j] - self.cell,
        );
        Shape::rect(x, y, self.cell, self.cell).class(class::CELL)
    }
}

/// The caption of (a, b): who wins, the moves, the axes' gaps, and the
/// legend.
fn caption(a: u64, b: u64, searched: bool) -> Caption {
    let k = a.abs_diff(b);
    let mut lines =
        vec![
            format!(
            "Piles ({a}, {b}): the player to move {}; the losing pair for the difference {k} is \
             {}.",
            if first_player_wins(a, b) { "wins" } else { "loses" },
            losing_pair(k).map_or("beyond the piles".to_string(), |(x, y)| format!("({x}, {y})"))
        ),
            "A move goes left (take from the first pile), down (from the second) or down the \
         diagonal (as many from both)."
                .to_string(),
        ];
    if a > FULL || b > FULL {
        lines.push(format!(
            "The axes skip values (gaps): they show 0 to 4, the last {NEAR} below each pile and \
             the winning moves' targets."
        ));
    }
    Caption::new(
        lines,
        Legend::moves(searched)
            .entry(
                Swatch::Square(class::LOST),
                "a losing pair (floor(k phi), floor(k phi) + k) or its mirror: whoever must move \
                 there loses",
            )
            .entry(Swatch::Square(class::TOKEN), "the piles now"),
    )
}

/// The axes' values (every other one on small cells, and the piles now)
/// and names.
fn draw_axes(pic: &mut Canvas, plane: &Plane, (a, b): (u64, u64)) {
    let (left, bottom, cell) = (Plane::LEFT, plane.bottom(), plane.cell);
    let every = if cell >= 22.0 { 1 } else { 2 };
    for (i, &x) in plane.xs.iter().enumerate() {
        if i % every == 0 || x == a {
            let cx = left + plane.ox[i] + cell / 2.0;
            pic.add(Shape::text(cx, bottom + 10.0, axis_label(x, a, "a")).class(class::AXIS));
        }
    }
    for (j, &y) in plane.ys.iter().enumerate() {
        if j % every == 0 || y == b {
            let cy = bottom - plane.oy[j] - cell / 2.0;
            pic.add(Shape::text(36.0, cy, axis_label(y, b, "b")).class(class::AXIS));
        }
    }
    let first = Shape::text(
        left + plane.size.0 / 2.0,
        bottom + 26.0,
        "first pile (a stones now) \u{2192}",
    );
    pic.add(first.class(class::AXIS));
    let (tx, ty) = (12.0, Plane::TOP + plane.size.1 / 2.0);
    let second = Shape::text(tx, ty, "second pile (b now) \u{2192}").class(class::AXIS);
    pic.add(second.attr("transform", format!("rotate(-90 {tx} {ty})")));
}

/// The plane of positions (x, y) near (a, b): the first pile across, the
/// second up, the losing pairs marked, the position, and every position a
/// move reaches in the window a click, green when it wins.
fn draw(a: u64, b: u64, marks: &Marks<Wythoff>) -> Picture {
    let plane = Plane::new(a, b);
    let size = (Plane::LEFT + plane.size.0 + 10.0, plane.bottom() + 40.0);
    let mut pic = Canvas::new(size, caption(a, b, marks.searched()), Side::Below);
    draw_axes(&mut pic, &plane, (a, b));
    // The losing pairs' outlines go over the other cells' borders.
    let cells = (plane.xs.iter().enumerate())
        .flat_map(|(i, &x)| plane.ys.iter().enumerate().map(move |(j, &y)| (i, j, x, y)));
    pic.add_outlined_last(cells.map(|(i, j, x, y)| {
        let shape = plane.square(i, j);
        let losing = !first_player_wins(x, y);
        let reached = (y == b && x < a) || (x == a && y < b) || (x < a && y < b && a - x == b - y);
        if (x, y) == (a, b) {
            let now = shape.class(class::TOKEN);
            (now.title(format!("the piles now, ({a}, {b})")), false)
        } else if reached {
            let m = (x, y);
            (marks.click(shape, &m, marks.with(&m, Some(losing))), false)
        } else if losing {
            let title = format!("({x}, {y}), a losing pair");
            (shape.class(class::LOST).title(title), true)
        } else {
            (shape.title(format!("({x}, {y})")), false)
        }
    }));
    pic.finish()
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
