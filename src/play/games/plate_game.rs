//! plate_game: explained and drawn.

use crate::exact::{Int, Rational};
use crate::input::{Input, Result};
use crate::play::svg::{class, Canvas, Caption, Legend, Picture, Shape, Side, Swatch};
use crate::play::Marks;
use crate::problems::plate_game::{first_player_wins, read};
use crate::strategy::plate_game::{show_point, Grid, PlateGame, Point, Tabletop, MAX_ACROSS};

/// Half of `n`, exactly, as a decimal.
fn half(n: u64) -> String {
    if n % 2 == 0 {
        (n / 2).to_string()
    } else {
        format!("{}.5", n / 2)
    }
}

/// The explanation for the empty a x b table, in exact integers.
fn explain_table(a: u64, b: u64, r: u64) -> String {
    let two_r = 2 * u128::from(r);
    if !first_player_wins(a, b, r) {
        let side = if two_r > u128::from(a) {
            ("a", a)
        } else {
            ("b", b)
        };
        return format!(
            "Tabletop {a} x {b}, plates of radius {r}: Second wins.\n\
             A plate needs 2r = {two_r} across, more than the side {} = {}: no plate fits, \
             so First cannot move and loses.\n",
            side.0, side.1
        );
    }
    let (cx, cy) = (half(a), half(b));
    format!(
        "Tabletop {a} x {b}, plates of radius {r}: First wins.\n\
         A plate fits (2r = {two_r} <= {a} and <= {b}).\n\
         Winning move: the first plate at the centre ({cx}, {cy}). Then First answers every \
         plate of Second at (x, y) with its mirror image ({a} - x, {b} - y) through the \
         centre.\n\
         Why: the plates on the table are symmetric about the centre before Second moves. The \
         mirror plate lies on the table (the table is symmetric); it misses every plate \
         before (their mirror images are there and Second's plate misses them);\n\
         and it misses Second's plate, whose centre is at least 2r from the centre plate's, \
         so at least 4r from its mirror image. So First always has a move, and since every \
         plate takes room, Second runs out of moves first.\n"
    )
}

/// The most points across the table that the drawing offers to click.
const POINTS_ACROSS: u128 = 40;

/// The most plates drawn.
const DRAWN_PLATES: usize = 3000;

/// The step between the points the drawing offers: 1/2, or 1, 2, 5, 10,
/// 20, 50, ... units, the smallest that leaves at most
/// [`POINTS_ACROSS`] steps across the longer side; as a fraction
/// (numerator, denominator). Every such point is on the lattice of
/// halves, so the small tables' points are the lattice's.
fn step(a: u64, b: u64) -> (u128, u128) {
    let side = u128::from(a.max(b));
    if side <= POINTS_ACROSS / 2 {
        return (1, 2);
    }
    let mut unit = 1u128;
    loop {
        for k in [1, 2, 5] {
            if k * unit * POINTS_ACROSS >= side {
                return (k * unit, 1);
            }
        }
        unit *= 10;
    }
}

/// The caption: the table, who wins and how (`wins`: whether the theory
/// gives a winning move), how many plates are drawn, and the legend.
fn caption(t: &Tabletop, wins: bool, searched: bool) -> Caption {
    let (a, b, r) = t.dims();
    let mut lines = vec![format!(
        "Tabletop {a} x {b}, plates of radius {r}. Squares: points where the centre of a plate may \
         go; click one to put a plate there."
    )];
    lines.push(match (wins, t.fits, t.decided()) {
        (_, false, _) => format!(
            "A plate needs 2r = {} across, more than a side: none fits, the player to move loses.",
            2 * u128::from(r)
        ),
        (true, _, _) if t.plates.is_empty() => "First wins by symmetry: a plate at the centre \
                                                (dashed), then the mirror image of each plate."
            .to_string(),
        (true, _, _) => "The player to move wins: the mirror image (dashed) of the plate without \
                         one through the centre."
            .to_string(),
        (false, _, true) => "The plates are symmetric about the centre, which is taken: the \
                             player to move loses (the other mirrors)."
            .to_string(),
        (false, _, _) => {
            "The symmetry is broken: the theory knows no winning move here.".to_string()
        }
    });
    if t.plates.len() > DRAWN_PLATES {
        lines.push(format!(
            "Drawn: {DRAWN_PLATES} of the {} plates.",
            t.plates.len()
        ));
    }
    Caption::new(
        lines,
        Legend::moves(searched)
            .entry(
                Swatch::Square(class::CELL),
                "a point the symmetry theory does not decide",
            )
            .entry(Swatch::Dot(class::PLATE), "a plate")
            .entry(Swatch::Dot(class::POINT), "the centre of the table")
            .entry(
                Swatch::Words,
                "dashed: the winning plate, the mirror image of a plate through the centre (its \
                 dot plays it)",
            ),
    )
}

/// The table as the picture shows it: its bottom left corner at
/// `corner`, `scale` picture units a unit, y upwards.
struct Scaled {
    corner: (f64, f64),
    scale: f64,
}

impl Scaled {
    /// Where the point (x, y) of the table lies in the picture.
    fn at(&self, (x, y): (f64, f64)) -> (f64, f64) {
        (
            self.corner.0 + x * self.scale,
            self.corner.1 - y * self.scale,
        )
    }

    /// Where the centre of a plate at `point` lies in the picture.
    fn of(&self, t: &Tabletop, point: &Point) -> (f64, f64) {
        let (x, y) = t.to_table(point);
        self.at((x.to_f64(), y.to_f64()))
    }
}

/// The points where a plate may still go, on a grid of short decimals
/// ([`step`]), as squares to click. Returns how many.
fn draw_points(pic: &mut Canvas, marks: &Marks<PlateGame>, t: &Tabletop, view: &Scaled) -> usize {
    let (a, b, r) = t.dims();
    let grid = Grid::new(t);
    let (num, den) = step(a, b);
    let unit = num as f64 / den as f64;
    let half = (unit * view.scale / 2.0).min(14.0);
    // The points k * step with r <= k * step <= side - r.
    let range = |side: u64| {
        let lo = (u128::from(r) * den + num - 1) / num;
        let hi = (u128::from(side - r) * den) / num;
        lo..=hi
    };
    let q = |k: u128| Rational::new(Int::from(k * num), Int::from(den));
    let mut drawn = 0;
    for i in range(a) {
        for j in range(b) {
            let point = t.from_table(&(q(i), q(j)));
            if !t.legal_in(&grid, &point) {
                continue;
            }
            let (x, y) = view.at((i as f64 * unit, j as f64 * unit));
            let square = Shape::rect(x - half, y - half, 2.0 * half, 2.0 * half).class(class::CELL);
            pic.add(marks.click(square, &point, marks.of(&point)));
            drawn += 1;
        }
    }
    drawn
}

/// The symmetry strategy's winning plate `m`, dashed, with the line from
/// the plate it mirrors through the centre, and a dot at its centre to
/// click; the plate, of `radius`, lets the clicks of the points it covers
/// through.
fn draw_best(
    pic: &mut Canvas,
    marks: &Marks<PlateGame>,
    t: &Tabletop,
    (view, radius): (&Scaled, f64),
    m: &Point,
) {
    let (a, b, _) = t.dims();
    let c = view.of(t, m);
    if !t.plates.is_empty() {
        let o = view.at((a as f64 / 2.0, b as f64 / 2.0));
        let from = (2.0 * o.0 - c.0, 2.0 * o.1 - c.1);
        let line = Shape::line(from.0, from.1, c.0, c.1).class(class::EDGE);
        pic.add(line.class(class::DECOR).attr("stroke-dasharray", "5 4"));
    }
    let plate = Shape::circle(c.0, c.1, radius.max(4.0)).class(class::WIN);
    let plate = plate.class(class::DECOR).attr("stroke-dasharray", "6 4");
    pic.add(plate.attr("fill-opacity", 0.3));
    let dot = Shape::circle(c.0, c.1, 7.0);
    pic.add(marks.click(dot, m, marks.with(m, Some(true))));
}

/// The drawing of a position: the table with its plates, the points where
/// a plate may still go as squares to click (their centres, on a grid of
/// short decimals), the centre of the table and the symmetry strategy's
/// move, dashed, to click too.
fn draw_table(t: &Tabletop, marks: &Marks<PlateGame>) -> Picture {
    let (a, b, r) = t.dims();
    let scale = 560.0 / a.max(b).max(1) as f64;
    let (tw, th) = (a as f64 * scale, b as f64 * scale);
    let best = t.winning_move();
    let caption = caption(t, best.is_some(), marks.searched());
    let mut pic = Canvas::new((tw + 40.0, th.max(8.0) + 30.0), caption, Side::Above);
    let (x0, y0) = (pic.origin().0 + 20.0, pic.origin().1 + 10.0);
    let view = Scaled {
        corner: (x0, y0 + th),
        scale,
    };
    let table = Shape::rect(x0, y0, tw, th).class(class::TABLE);
    pic.add(table.title(format!("the {a} x {b} table")));
    let points = if t.fits {
        draw_points(&mut pic, marks, t, &view)
    } else {
        0
    };
    let radius = r as f64 * scale;
    for q in t.plates.iter().take(DRAWN_PLATES) {
        let (x, y) = t.to_table(q);
        let c = view.of(t, q);
        let plate = Shape::circle(c.0, c.1, radius).class(class::PLATE);
        pic.add(plate.title(format!("a plate at ({x}, {y})")));
    }
    if t.fits {
        let c = view.at((a as f64 / 2.0, b as f64 / 2.0));
        pic.add(
            Shape::circle(c.0, c.1, 3.0)
                .class(class::POINT)
                .class(class::DECOR),
        );
    }
    if let Some(m) = &best {
        draw_best(&mut pic, marks, t, (&view, radius), m);
    } else if points == 0 {
        // No point of the grid is free, but some point may be.
        if let Some(m) = t.some_move() {
            let c = view.of(t, &m);
            let dot = Shape::circle(c.0, c.1, 6.0).class(class::CELL);
            pic.add(marks.click(dot, &m, marks.of(&m)));
        }
    }
    pic.finish()
}

impl crate::play::Game for PlateGame {
    fn read(&self, inp: &mut Input) -> Result<Vec<Tabletop>> {
        let (a, b, r) = read(inp)?;
        match Tabletop::empty(a, b, r) {
            Some(t) => Ok(vec![t]),
            None => Err(inp.error(format!(
                "the table is more than {MAX_ACROSS} plate radii across: too large to play on"
            ))),
        }
    }

    fn explanations<'a>(&'a self, inp: &mut Input) -> Result<Box<dyn Iterator<Item = String> + 'a>>
    where
        Self::Position: 'a,
    {
        let (a, b, r) = read(inp)?;
        Ok(Box::new(std::iter::once(explain_table(a, b, r))))
    }

    fn show(&self, t: &Tabletop) -> String {
        let (a, b, r) = t.dims();
        let mut out = format!(
            "Tabletop {a} x {b}, plates of radius {r}: {} on it.\n",
            match t.plates.len() {
                0 => "no plate".to_string(),
                1 => "1 plate".to_string(),
                k => format!("{k} plates"),
            }
        );
        // A picture of small tables: two characters a unit across, one a
        // unit down, `#` where a plate covers the point.
        if t.fits && a <= 40 && b <= 40 && !t.plates.is_empty() {
            let rf = r as f64;
            let centres: Vec<(f64, f64)> = (t.plates.iter())
                .map(|q| {
                    let (qx, qy) = t.to_table(q);
                    (qx.to_f64(), qy.to_f64())
                })
                .collect();
            for row in 0..b {
                let y = b as f64 - row as f64 - 0.5;
                let line: String = (0..2 * a)
                    .map(|col| {
                        let x = (col as f64 + 0.5) / 2.0;
                        let covered = centres
                            .iter()
                            .any(|&(qx, qy)| (x - qx) * (x - qx) + (y - qy) * (y - qy) <= rf * rf);
                        if covered {
                            '#'
                        } else {
                            '.'
                        }
                    })
                    .collect();
                out += &format!("|{line}|\n");
            }
        }
        if !t.plates.is_empty() {
            let shown: Vec<String> = (t.plates.iter().take(12))
                .map(|q| format!("({})", show_point(t, q).replace(' ', ", ")))
                .collect();
            let more = t.plates.len().saturating_sub(12);
            out += &format!(
                "Plates at {}{}.\n",
                shown.join(" "),
                if more > 0 {
                    format!(" ... ({more} more)")
                } else {
                    String::new()
                }
            );
        }
        out
    }

    fn explain(&self, t: &Tabletop) -> String {
        let (a, b, r) = t.dims();
        if t.plates.is_empty() {
            return explain_table(a, b, r);
        }
        match t.winning_move() {
            Some(m) => format!(
                "The player to move wins by the symmetry strategy: a plate at ({}) leaves the \
                 plates symmetric about the centre with the centre taken; every later plate is \
                 answered by its mirror image.\n",
                show_point(t, &m).replace(' ', ", ")
            ),
            None => "The symmetry strategy has no winning move here: the plates are symmetric \
                     about the centre with the centre taken (then the player to move loses: \
                     the opponent mirrors), or the symmetry was broken otherwise.\n"
                .to_string(),
        }
    }

    fn draw(&self, t: &Tabletop, marks: &Marks<Self>) -> Option<Picture> {
        Some(draw_table(t, marks))
    }

    fn move_label(&self, t: &Tabletop, m: &crate::strategy::plate_game::Point) -> String {
        format!("a plate at ({})", show_point(t, m).replace(' ', ", "))
    }

    /// The game itself (not the lattice of the tests): plates go anywhere,
    /// so its positions cannot be listed.
    fn searchable(&self, _: &Tabletop) -> std::result::Result<(), String> {
        if self.lattice {
            Ok(())
        } else {
            Err(
                "a plate may go anywhere on the table: the positions are not a list to search"
                    .to_string(),
            )
        }
    }
}
