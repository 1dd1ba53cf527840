//! plate_game: the strategy.

use crate::exact::{Int, Rational};
use crate::problems::plate_game::{Point, Table};

/// The plate game for `--explain` and `--play`. A move is the centre of
/// the plate, typed in the table's coordinates `x y` (0 <= x <= a,
/// 0 <= y <= b; decimals, exponents and fractions such as `7/3` allowed,
/// each read as the exact number it names).
///
/// `lattice: false` is the game itself, a continuum of moves: the
/// session uses [`Table::some_move`] and the person's typed points, and
/// [`Strategy::moves`](crate::strategy::Strategy::moves)(crate::strategy::Strategy::moves), which cannot list a
/// continuum, lists the legal points on the lattice below. `lattice: true`
/// is the game played on that lattice only, for the exhaustive tests:
/// centres at multiples of 1/2 in both coordinates. It is symmetric about
/// the centre (a and b are integers, so the centre is on it and the mirror
/// image of a lattice point is one), so the symmetry strategy wins there
/// by the same argument.
pub struct PlateGame {
    /// Whether plates go on the lattice of half-units only (see above).
    pub lattice: bool,
}

/// A point in the table's coordinates as a person types it, exactly: two
/// decimals, or fractions where a coordinate has no finite decimal.
pub(crate) fn show_point(t: &Table, p: &Point) -> String {
    let (x, y) = t.to_table(p);
    format!("{x} {y}")
}

impl PlateGame {
    /// The lattice points, from the middle: multiples of 1/2 within the
    /// centres' range (a - 2r halves on each side of the middle).
    pub(crate) fn lattice_points(&self, t: &Table) -> Vec<Point> {
        if !t.fits {
            return Vec::new();
        }
        let kx = (t.a - 2 * t.r) as i64;
        let ky = (t.b - 2 * t.r) as i64;
        let halves = |i: i64| Rational::new(Int::from(i), Int::from(2u64));
        (-kx..=kx)
            .flat_map(|i| (-ky..=ky).map(move |j| (halves(i), halves(j))))
            .collect()
    }
}

impl crate::strategy::Strategy for PlateGame {
    type Position = Table;

    type Move = Point;

    fn moves(&self, t: &Table) -> Vec<Point> {
        let mut all = self.lattice_points(t);
        all.retain(|p| t.is_legal(p));
        all
    }

    fn some_move(&self, t: &Table) -> Option<Point> {
        if self.lattice {
            self.lattice_points(t).into_iter().find(|p| t.is_legal(p))
        } else {
            t.some_move()
        }
    }

    fn apply(&self, t: &Table, p: &Point) -> Table {
        let mut next = t.clone();
        next.place(p.clone());
        next
    }

    fn decided(&self, t: &Table) -> bool {
        t.decided()
    }

    fn winning_move(&self, t: &Table) -> Option<Point> {
        t.winning_move()
    }

    fn notation(&self) -> &'static str {
        "the centre of your plate, `x y` (decimals or fractions such as 7/3, 0 0 is a corner)"
    }

    fn parse_move(&self, t: &Table, text: &str) -> std::result::Result<Point, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let nums: Vec<Rational> = words
            .iter()
            .map(|w| {
                Rational::parse(w).ok_or_else(|| {
                    format!("{w:?} is not a number (type decimals such as 2.5, or fractions such as 7/3)")
                })
            })
            .collect::<std::result::Result<_, _>>()?;
        let [x, y] = nums.as_slice() else {
            return Err("type two numbers, the centre `x y` of your plate".to_string());
        };
        let (x_typed, y_typed) = (words[0], words[1]);
        let p = t.from_table(&(x.clone(), y.clone()));
        let (a, b, r) = t.dims();
        if !t.on_table(&p) {
            return Err(format!(
                "a plate at ({x_typed}, {y_typed}) would not lie on the {a} x {b} table: its centre needs \
                 {r} <= x <= {} and {r} <= y <= {}",
                a.saturating_sub(r),
                b.saturating_sub(r)
            ));
        }
        if let Some(q) = t.overlapped(&p) {
            let (qx, qy) = t.to_table(q);
            return Err(format!(
                "a plate at ({x_typed}, {y_typed}) would overlap the plate at ({qx}, {qy}): centres must be \
                 at least 2r = {} apart",
                2 * u128::from(r)
            ));
        }
        let two = Rational::from(2i64);
        if self.lattice && !((&two * &p.0).is_integer() && (&two * &p.1).is_integer()) {
            return Err("in this game plates go on multiples of 1/2".to_string());
        }
        Ok(p)
    }

    fn show_move(&self, t: &Table, p: &Point) -> String {
        show_point(t, p)
    }
}
