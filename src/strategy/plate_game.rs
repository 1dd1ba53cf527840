//! plate_game: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::plate_game`](crate::problems::plate_game).

use crate::exact::{Int, Rational};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// Whether the first player wins on an a x b table with plates of radius r.
pub fn first_player_wins(a: u64, b: u64, r: u64) -> bool {
    // 2r <= a iff r <= a / 2 (rounded down), with no overflow.
    r <= a / 2 && r <= b / 2
}

/// The plate game for `--explain` and `--play`. A move is the centre of
/// the plate, typed in the table's coordinates `x y` (0 <= x <= a,
/// 0 <= y <= b; decimals, exponents and fractions such as `7/3` allowed,
/// each read as the exact number it names).
///
/// `lattice: false` is the game itself, a continuum of moves: the
/// session uses [`Tabletop::some_move`] and the person's typed points, and
/// [`Strategy::moves`](crate::strategy::Strategy::moves), which cannot list a
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
pub(crate) fn show_point(t: &Tabletop, p: &Point) -> String {
    let (x, y) = t.to_table(p);
    format!("{x} {y}")
}

impl PlateGame {
    /// The lattice points, from the middle: multiples of 1/2 within the
    /// centres' range (a - 2r halves on each side of the middle).
    pub(crate) fn lattice_points(&self, t: &Tabletop) -> Vec<Point> {
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

/// The largest table [`Tabletop`] takes where a plate fits, in plate radii
/// across (a and b at most this many times r). Legality is decided exactly
/// at any size; the search for a free point screens its candidates in
/// floating point first, with a margin that holds this far.
pub const MAX_ACROSS: u64 = 1_000_000;

/// A point of the table, measured from its centre: `(u, v)` is the point at
/// `x = u + a / 2`, `y = v + b / 2` of the table's own coordinates, exact.
/// The mirror image through the centre is `(-u, -v)`.
pub type Point = (Rational, Rational);

/// The screen's margin, as a fraction of r: a candidate point is dropped
/// without an exact test only when floating point puts it off the table or
/// inside a plate's reach by more than this.
const SCREEN: f64 = 1e-7;

/// A table with plates on it, for playing the game: the placed plates'
/// centres, as exact fractions, measured from the centre of the table.
///
/// A plate at `(u, v)` is legal when it lies on the table,
/// `|u| <= (a - 2r) / 2` and `|v| <= (b - 2r) / 2`, and its centre is at
/// least 2r from every placed centre (touching is allowed): all decided
/// exactly. No plate is legal when one does not fit (2r > a or 2r > b).
///
/// # Example
/// ```
/// use cp_games::exact::Rational;
/// use cp_games::strategy::plate_game::Tabletop;
/// let q = |s: &str| Rational::parse(s).unwrap();
/// let mut t = Tabletop::empty(5, 5, 2).unwrap();
/// assert_eq!(t.winning_move(), Some((q("0"), q("0")))); // the centre
/// t.place((q("0"), q("0")));
/// assert_eq!(t.some_move(), None); // nothing else fits: 5 x 5, radius 2
/// let mut t = Tabletop::empty(10, 6, 1).unwrap();
/// t.place((q("0"), q("0")));
/// t.place((q("3"), q("1.5")));
/// assert_eq!(t.winning_move(), Some((q("-3"), q("-1.5")))); // the mirror image
/// // 2r = 2 from the plate at (3, 1.5), exactly: legal; a hair closer: not.
/// assert!(t.is_legal(&(q("3"), q("-0.5"))));
/// assert!(!t.is_legal(&(q("3"), q("-0.499999999999999999999"))));
/// ```
#[derive(Clone, Debug)]
pub struct Tabletop {
    pub(crate) a: u64,
    pub(crate) b: u64,
    pub(crate) r: u64,
    /// Whether a plate fits at all.
    pub(crate) fits: bool,
    /// (a - 2r) / 2 and (b - 2r) / 2: the centres' range from the middle.
    hx: Rational,
    hy: Rational,
    /// 2r, and its square.
    d: Rational,
    dd: Rational,
    /// The placed centres in increasing order (for a canonical position).
    pub(crate) plates: Vec<Point>,
}

impl PartialEq for Tabletop {
    fn eq(&self, o: &Tabletop) -> bool {
        (self.a, self.b, self.r) == (o.a, o.b, o.r) && self.plates == o.plates
    }
}

impl Eq for Tabletop {}

impl Hash for Tabletop {
    fn hash<H: Hasher>(&self, h: &mut H) {
        (self.a, self.b, self.r).hash(h);
        self.plates.hash(h);
    }
}

/// The most digits after the point [`Tabletop::some_move`] gives `t` in
/// `m + t w` (far more than it ever needs: each digit brings the point ten
/// times closer to a free one).
const MAX_DIGITS: u32 = 400;

/// A point `m + sqrt(s) w` with rational `m`, `w` and `s >= 0`: where a
/// circle meets a side or another circle.
#[derive(Debug)]
struct Surd {
    m: Point,
    w: Point,
    s: Rational,
}

/// Whether `p + q sqrt(s) >= 0`, exactly (`s >= 0`).
fn at_least_zero(p: &Rational, q: &Rational, s: &Rational) -> bool {
    use std::cmp::Ordering::*;
    if q.sign() == Equal || s.sign() == Equal {
        return p.sign() != Less;
    }
    match (p.sign(), q.sign()) {
        (Less, Less) => false,
        (Less, _) => q * &(q * s) >= p * p,
        (_, Greater) => true,
        _ => p * p >= q * &(q * s),
    }
}

/// The square of a vector's length.
fn norm((u, v): (&Rational, &Rational)) -> Rational {
    u * u + v * v
}

impl Tabletop {
    /// An empty a x b table for plates of radius r; `None` when r is 0, or
    /// when a plate fits and a or b is more than [`MAX_ACROSS`] radii.
    pub fn empty(a: u64, b: u64, r: u64) -> Option<Tabletop> {
        let fits = first_player_wins(a, b, r);
        let across = u128::from(r) * u128::from(MAX_ACROSS);
        if r == 0 || (fits && (u128::from(a) > across || u128::from(b) > across)) {
            return None;
        }
        let half = |side: u64| {
            Rational::new(
                Int::from(i128::from(side) - 2 * i128::from(r)),
                Int::from(2u64),
            )
        };
        let d = Rational::from(Int::from(2 * u128::from(r)));
        Some(Tabletop {
            a,
            b,
            r,
            fits,
            hx: half(a),
            hy: half(b),
            dd: &d * &d,
            d,
            plates: Vec::new(),
        })
    }

    /// The sides and the radius.
    pub fn dims(&self) -> (u64, u64, u64) {
        (self.a, self.b, self.r)
    }

    /// The placed centres, from the middle of the table, in increasing
    /// order.
    pub fn plates(&self) -> &[Point] {
        &self.plates
    }

    /// The point `(u, v)` from the middle in the table's own coordinates
    /// (`x` from 0 to a, `y` from 0 to b).
    pub fn to_table(&self, (u, v): &Point) -> Point {
        let two = Int::from(2u64);
        (
            u + &Rational::new(Int::from(self.a), two.clone()),
            v + &Rational::new(Int::from(self.b), two),
        )
    }

    /// The point `(x, y)` of the table measured from its middle.
    pub fn from_table(&self, (x, y): &Point) -> Point {
        let two = Int::from(2u64);
        (
            x - &Rational::new(Int::from(self.a), two.clone()),
            y - &Rational::new(Int::from(self.b), two),
        )
    }

    /// Whether a plate at `(u, v)` lies on the table.
    pub fn on_table(&self, (u, v): &Point) -> bool {
        self.fits && u.abs() <= self.hx && v.abs() <= self.hy
    }

    /// The first placed plate that a plate at `p` would overlap: its centre
    /// closer than 2r.
    ///
    /// # Complexity
    /// O(number of plates).
    pub fn overlapped(&self, p: &Point) -> Option<&Point> {
        self.plates.iter().find(|q| self.too_close(p, q))
    }

    /// Whether centres `p` and `q` are closer than 2r.
    fn too_close(&self, p: &Point, q: &Point) -> bool {
        norm((&(&p.0 - &q.0), &(&p.1 - &q.1))) < self.dd
    }

    /// Whether a plate can be put at `p`.
    ///
    /// # Complexity
    /// O(number of plates).
    pub fn is_legal(&self, p: &Point) -> bool {
        self.on_table(p) && self.overlapped(p).is_none()
    }

    /// Puts a plate at `p` (not checked: see [`Tabletop::is_legal`]).
    pub fn place(&mut self, p: Point) {
        let at = self.plates.partition_point(|q| *q < p);
        self.plates.insert(at, p);
    }

    /// Whether a plate is at `p`.
    fn has(&self, p: &Point) -> bool {
        self.plates.binary_search(p).is_ok()
    }

    /// A winning move by the symmetry strategy, or `None`. From a position
    /// symmetric about the centre where the centre is free: the centre.
    /// From the centre taken and the plates symmetric but one: that plate's
    /// mirror image. Both leave the centre taken and the plates symmetric,
    /// where every plate of the opponent has its mirror image free (the
    /// module's argument), so the opponent runs out of moves first. Other
    /// positions (after a move that broke the symmetry otherwise) are
    /// beyond the theory: `None`, which does not mean that they are lost.
    /// From the empty table this is the centre iff a plate fits, the
    /// verdict. Mirror images are exact: `(-u, -v)`.
    ///
    /// # Complexity
    /// O(n log n) for n plates.
    pub fn winning_move(&self) -> Option<Point> {
        if !self.fits {
            return None;
        }
        let m = match self.symmetry() {
            (None, _, _) => (Rational::default(), Rational::default()),
            (Some((u, v)), false, true) => (-u, -v),
            _ => return None,
        };
        self.is_legal(&m).then_some(m)
    }

    /// Whether the symmetry strategy decides the position: it is won by
    /// [`Tabletop::winning_move`], or lost (no plate fits, or the plates are
    /// symmetric about the centre with the centre taken: the opponent
    /// mirrors). Other positions are beyond the theory.
    pub fn decided(&self) -> bool {
        !self.fits || self.winning_move().is_some() || matches!(self.symmetry(), (None, _, true))
    }

    /// A plate without a mirror image, whether there is a second one, and
    /// whether the centre is taken.
    fn symmetry(&self) -> (Option<Point>, bool, bool) {
        let mirrored = |(u, v): &Point| self.has(&(-u, -v));
        let mut unmatched = self.plates.iter().filter(|p| !mirrored(p));
        let first = unmatched.next().cloned();
        let second = unmatched.next().is_some();
        let centre = (Rational::default(), Rational::default());
        (first, second, self.has(&centre))
    }

    /// Some legal plate, or `None` when there is none: decided exactly.
    ///
    /// The free centres are the rectangle of centres less the open discs
    /// of radius 2r around the plates. When they are not empty, their
    /// lowest point (the leftmost of the lowest) is a corner of the
    /// rectangle, a point where a circle meets a side, or one where two
    /// circles meet: points `m + sqrt(s) w` of rational `m`, `w` and `s`,
    /// each tested exactly. A free one is played when it is rational.
    /// Otherwise exactly two boundaries pass through it (three circles
    /// meet only at the centre of the circle through their centres, a
    /// rational point, and so do two circles on a side), and the free
    /// region goes on from it along `w`, away from the circles: the move
    /// is the first point `m + t w` free for a decimal `t` just above
    /// `sqrt(s)`, with as few digits as the nearest free decimals need.
    ///
    /// # Complexity
    /// O(number of plates), expected: the centres are bucketed in squares
    /// of side 2r, only plates a few squares apart can meet, and candidates
    /// are screened in floating point before the exact test.
    pub fn some_move(&self) -> Option<Point> {
        if !self.fits {
            return None;
        }
        let grid = Grid::new(self);
        let (hx, hy) = (&self.hx, &self.hy);
        let zero = Rational::default;
        let one = || Rational::from(1i64);
        // The corners.
        for (u, v) in [
            (-hx, -hy),
            (hx.clone(), -hy),
            (-hx, hy.clone()),
            (hx.clone(), hy.clone()),
        ] {
            let c = Surd {
                m: (u, v),
                w: (zero(), zero()),
                s: zero(),
            };
            if let Some(p) = self.free_near(&grid, &c) {
                return Some(p);
            }
        }
        let quarter = Rational::new(Int::from(1u64), Int::from(4u64));
        let half = Rational::new(Int::from(1u64), Int::from(2u64));
        for (i, c) in self.plates.iter().enumerate() {
            // The circle of radius 2r around c meets the sides u = +-hx at
            // (side, c.v +- sqrt(s)), and v = +-hy likewise.
            for side in [-hx, hx.clone()] {
                let s = &self.dd - &(&(&side - &c.0) * &(&side - &c.0));
                if s.sign() != std::cmp::Ordering::Less {
                    for w in [(zero(), -one()), (zero(), one())] {
                        let m = (side.clone(), c.1.clone());
                        if let Some(p) = self.free_near(&grid, &Surd { m, w, s: s.clone() }) {
                            return Some(p);
                        }
                    }
                }
            }
            for side in [-hy, hy.clone()] {
                let s = &self.dd - &(&(&side - &c.1) * &(&side - &c.1));
                if s.sign() != std::cmp::Ordering::Less {
                    for w in [(-one(), zero()), (one(), zero())] {
                        let m = (c.0.clone(), side.clone());
                        if let Some(p) = self.free_near(&grid, &Surd { m, w, s: s.clone() }) {
                            return Some(p);
                        }
                    }
                }
            }
            // The circles around c and around a later q meet at
            // mid +- sqrt(s) perp(q - c), s = (4r^2 - |q - c|^2 / 4) / |q - c|^2.
            for j in grid.near(grid.approx[i], 2) {
                if j <= i {
                    continue;
                }
                let q = &self.plates[j];
                let diff = (&q.0 - &c.0, &q.1 - &c.1);
                let len2 = norm((&diff.0, &diff.1));
                let h2 = &self.dd - &(&len2 * &quarter);
                if h2.sign() == std::cmp::Ordering::Less {
                    continue;
                }
                let s = h2.div_int(len2.numer()) * Rational::from(len2.denom().clone());
                let m = (&(&c.0 + &q.0) * &half, &(&c.1 + &q.1) * &half);
                for w in [(-&diff.1, diff.0.clone()), (diff.1.clone(), -&diff.0)] {
                    let cand = Surd {
                        m: m.clone(),
                        w,
                        s: s.clone(),
                    };
                    if let Some(p) = self.free_near(&grid, &cand) {
                        return Some(p);
                    }
                }
            }
        }
        None
    }

    /// A legal plate at or next to the point `c`, if `c` is free (on the
    /// table and outside every plate's open disc); `None` if it is not.
    fn free_near(&self, grid: &Grid, c: &Surd) -> Option<Point> {
        let root = c.s.to_f64().sqrt();
        let approx = (
            c.m.0.to_f64() + root * c.w.0.to_f64(),
            c.m.1.to_f64() + root * c.w.1.to_f64(),
        );
        // The screen: far off the table, or far inside a disc.
        let margin = SCREEN * self.r as f64;
        let (hx, hy) = (self.hx.to_f64(), self.hy.to_f64());
        if approx.0.abs() > hx + margin || approx.1.abs() > hy + margin {
            return None;
        }
        let d = self.d.to_f64();
        let near: Vec<usize> = grid.near(approx, 2).collect();
        let inside = |j: &usize| {
            let q = grid.approx[*j];
            let dist = ((approx.0 - q.0).powi(2) + (approx.1 - q.1).powi(2)).sqrt();
            dist < d - margin
        };
        if near.iter().any(inside) {
            return None;
        }
        // The exact test of m + sqrt(s) w.
        let (m, w, s) = (&c.m, &c.w, &c.s);
        let within = |mid: &Rational, dir: &Rational, h: &Rational| {
            at_least_zero(&(h - mid), &-dir, s) && at_least_zero(&(h + mid), dir, s)
        };
        if !within(&m.0, &w.0, &self.hx) || !within(&m.1, &w.1, &self.hy) {
            return None;
        }
        let w2 = norm((&w.0, &w.1));
        let outside = |q: &Point| {
            let (du, dv) = (&m.0 - &q.0, &m.1 - &q.1);
            let p = &(&norm((&du, &dv)) + &(s * &w2)) - &self.dd;
            let dot = &(&du * &w.0) + &(&dv * &w.1);
            at_least_zero(&p, &(&dot + &dot), s)
        };
        if !near.iter().all(|&j| outside(&self.plates[j])) {
            return None;
        }
        let at = |t: &Rational| (&m.0 + &(t * &w.0), &m.1 + &(t * &w.1));
        let point = match s.sqrt_exact() {
            Some(t) => at(&t),
            None => {
                let found = (0..=MAX_DIGITS)
                    .map(|digits| at(&s.sqrt_up(digits)))
                    .find(|p| self.legal_in(grid, p));
                debug_assert!(found.is_some(), "no free point along {c:?} from a free one");
                found?
            }
        };
        // Fewer digits where a nearby decimal is free too.
        let short = (0..12).map(|digits| (point.0.round_to(digits), point.1.round_to(digits)));
        Some(
            short
                .into_iter()
                .find(|p| self.legal_in(grid, p))
                .unwrap_or(point),
        )
    }

    /// [`Tabletop::is_legal`], looking only at the plates near `p`.
    pub(crate) fn legal_in(&self, grid: &Grid, p: &Point) -> bool {
        self.on_table(p)
            && grid
                .near((p.0.to_f64(), p.1.to_f64()), 1)
                .all(|j| !self.too_close(p, &self.plates[j]))
    }
}

/// The plates bucketed in squares of side 2r, by their centres in floating
/// point: a plate closer than 2r to a point lies in the point's square or
/// a neighbouring one, give or take a rounding at a square's edge.
pub(crate) struct Grid {
    side: f64,
    approx: Vec<(f64, f64)>,
    cells: HashMap<(i64, i64), Vec<usize>>,
}

impl Grid {
    pub(crate) fn new(t: &Tabletop) -> Grid {
        let side = t.d.to_f64();
        let approx: Vec<(f64, f64)> = t
            .plates
            .iter()
            .map(|p| (p.0.to_f64(), p.1.to_f64()))
            .collect();
        let mut cells: HashMap<(i64, i64), Vec<usize>> = HashMap::new();
        for (i, &p) in approx.iter().enumerate() {
            cells.entry(Grid::cell(side, p)).or_default().push(i);
        }
        Grid {
            side,
            approx,
            cells,
        }
    }

    fn cell(side: f64, (u, v): (f64, f64)) -> (i64, i64) {
        ((u / side).floor() as i64, (v / side).floor() as i64)
    }

    /// The plates at most `reach` squares away from the square of `p`, and
    /// one more for the rounding.
    fn near(&self, p: (f64, f64), reach: i64) -> impl Iterator<Item = usize> + '_ {
        let (cx, cy) = Grid::cell(self.side, p);
        let reach = reach + 1;
        (-reach..=reach)
            .flat_map(move |dx| (-reach..=reach).map(move |dy| (cx + dx, cy + dy)))
            .filter_map(|c| self.cells.get(&c))
            .flatten()
            .copied()
    }
}

impl crate::strategy::Strategy for PlateGame {
    type Position = Tabletop;

    type Move = Point;

    fn moves(&self, t: &Tabletop) -> Vec<Point> {
        let mut all = self.lattice_points(t);
        all.retain(|p| t.is_legal(p));
        all
    }

    fn some_move(&self, t: &Tabletop) -> Option<Point> {
        if self.lattice {
            self.lattice_points(t).into_iter().find(|p| t.is_legal(p))
        } else {
            t.some_move()
        }
    }

    fn apply(&self, t: &Tabletop, p: &Point) -> Tabletop {
        let mut next = t.clone();
        next.place(p.clone());
        next
    }

    fn decided(&self, t: &Tabletop) -> bool {
        t.decided()
    }

    fn winning_move(&self, t: &Tabletop) -> Option<Point> {
        t.winning_move()
    }

    fn notation(&self) -> &'static str {
        "the centre of your plate, `x y` (decimals or fractions such as 7/3, 0 0 is a corner)"
    }

    fn parse_move(&self, t: &Tabletop, text: &str) -> std::result::Result<Point, String> {
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

    fn show_move(&self, t: &Tabletop, p: &Point) -> String {
        show_point(t, p)
    }
}
