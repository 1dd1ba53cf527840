//! Codeforces 197A "Plate Game": who wins when plates are put in turn on a
//! rectangular table?
//!
//! The table is a x b; the players in turn put a plate of radius r fully on
//! the table, not overlapping the plates already there (touching is
//! allowed); the player who cannot put one loses.
//!
//! Theory (the symmetry strategy): if a plate does not fit at all
//! (2r > a or 2r > b), the first player cannot move and loses. Otherwise
//! the first player puts a plate at the centre O of the table and then
//! answers every plate P of the opponent with its mirror image P' through
//! O. P' is on the table (the table is symmetric about O); it misses every
//! other plate (before P the plates were symmetric about O, and P misses
//! them all); and it misses P: P misses the centre plate, so its centre is
//! at least 2r from O, and P' is at least 4r away from P. So the first
//! player always has a move, and the game is finite (each plate takes area
//! pi r^2), so the first player wins. Hence: `First` iff 2r <= a and
//! 2r <= b, evaluated as r <= a / 2 and r <= b / 2 (same thing for
//! integers, and no overflow).
//!
//! Input: `a b r`. Any values that fit `u64` are accepted (the judge's are
//! 1..100), a side of 0 included (no plate fits); r must be positive: a
//! plate of radius 0 takes no room and the game would never end. Output:
//! `First` or `Second`.
//!
//! Complexity: O(1).
//!
//! Explain and play: [`Table`] holds the plates placed so far and plays
//! the same strategy ([`Table::winning_move`]: the centre, then the mirror
//! image of the opponent's last plate). Moves are points `x y` of the table
//! (decimals allowed), legal up to a tolerance of [`TOLERANCE`] r, the same
//! for the opponent's moves and the mirror images; whether the player to
//! move has any legal plate at all is decided exactly up to that tolerance
//! ([`Table::some_move`]). Only tables at most [`MAX_ACROSS`] radii across
//! are played (`--explain` takes every input, in exact integers). The
//! theory gives winning moves only where the symmetry holds: after the
//! first player breaks it (a first plate off the centre), the program, as
//! second player, has no winning move to offer and plays some legal plate.
//!
//! Status: both statement samples and the boundaries (2r = a, 2r = a + 1,
//! r larger than the table, all ones, 100 100 50, 2r past `u64`) in
//! `testdata/plate_game` and `tests/plate_game.rs`; the arithmetic against
//! 128-bit 2r on random values. The strategy: on a lattice (centres on
//! multiples of 1/2, symmetric about the centre), against every reply of
//! the literal rules (exact integers) from every small empty table and
//! hundreds of symmetric positions, with winning moves exactly where the
//! search says so on those starts and along the strategy's plays, and every
//! move it offers anywhere winning; on the continuum, a thousand random
//! games against random placements (each mirror image legal by the rules
//! written in the test); the search for a free point against a fine grid
//! and on hand-made positions, and filling a table of about 700 plates;
//! explanations and scripted sessions.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/plate_game < testdata/plate_game/01-sample.in
//! ```
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::plate_game::solve};
//! assert_eq!(solve(&mut Input::new("5 5 2\n")).unwrap(), "First\n");
//! assert_eq!(solve(&mut Input::new("6 7 4\n")).unwrap(), "Second\n");
//! ```

use crate::input::{Input, Result};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// Whether the first player wins on an a x b table with plates of radius r.
pub fn first_player_wins(a: u64, b: u64, r: u64) -> bool {
    // 2r <= a iff r <= a / 2 (rounded down), with no overflow.
    r <= a / 2 && r <= b / 2
}

/// Reads `a b r`, the whole input.
pub fn read(inp: &mut Input) -> Result<(u64, u64, u64)> {
    let a = inp.u64("the table's side a")?;
    let b = inp.u64("the table's side b")?;
    let r = inp.u64("the plate radius r")?;
    if r == 0 {
        return Err(inp.error(
            "the plate radius r must be positive (plates of radius 0 take no room, so the game would never end)",
        ));
    }
    inp.end()?;
    Ok((a, b, r))
}

/// The judge's answer to a whole input, `First` or `Second` with a
/// newline; an error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let (a, b, r) = read(inp)?;
    Ok(if first_player_wins(a, b, r) {
        "First\n"
    } else {
        "Second\n"
    }
    .to_string())
}

/// The tolerance of [`Table`], as a fraction of the radius r: a plate may
/// stick out of the table, or into another plate, by up to this much.
pub const TOLERANCE: f64 = 1e-6;

/// How close, as a fraction of r, two plates count as each other's mirror
/// images in [`Table::winning_move`].
pub const MATCH: f64 = 1e-8;

/// The largest table [`Table`] takes where a plate fits, in plate radii
/// across (a and b at most this many times r): beyond, `f64` coordinates
/// would not be precise to well within the tolerance.
pub const MAX_ACROSS: u64 = 1_000_000;

/// A table with plates on it, for playing the game: the placed plates'
/// centres, in coordinates measured from the centre of the table (the point
/// at `x - a / 2`, `y - b / 2` of the table's own coordinates). The mirror
/// image through the centre is then exact: `(-u, -v)`.
///
/// A plate at `(u, v)` is legal when it lies on the table and its centre
/// is at least 2r from every placed centre, each up to the tolerance
/// `t = TOLERANCE * r`: `|u| <= (a - 2r) / 2 + t`, `|v| <= (b - 2r) / 2 + t`
/// and distance `>= 2r - t`. No plate is legal when one does not fit
/// exactly (2r > a or 2r > b). The rules are symmetric about the centre,
/// in floating point too (negation is exact), so the mirror strategy's
/// moves are legal by the same computation as the opponent's.
///
/// # Example
/// ```
/// use cp_games::problems::plate_game::Table;
/// let mut t = Table::empty(5, 5, 2).unwrap();
/// assert_eq!(t.winning_move(), Some((0.0, 0.0))); // the centre
/// t.place((0.0, 0.0));
/// assert_eq!(t.some_move(), None); // nothing else fits: 5 x 5, radius 2
/// let mut t = Table::empty(10, 6, 1).unwrap();
/// t.place((0.0, 0.0));
/// t.place((3.0, 1.5));
/// assert_eq!(t.winning_move(), Some((-3.0, -1.5))); // the mirror image
/// ```
#[derive(Clone, Debug)]
pub struct Table {
    a: u64,
    b: u64,
    r: u64,
    /// Whether a plate fits at all.
    fits: bool,
    /// (a - 2r) / 2 and (b - 2r) / 2: the centres' range from the middle.
    hx: f64,
    hy: f64,
    /// 2r and the tolerance, as `f64`.
    d: f64,
    tol: f64,
    /// The placed centres, sorted (for a canonical position), with no -0.
    plates: Vec<(f64, f64)>,
}

impl PartialEq for Table {
    fn eq(&self, o: &Table) -> bool {
        let bits = |t: &Table| -> Vec<(u64, u64)> {
            t.plates
                .iter()
                .map(|&(u, v)| (u.to_bits(), v.to_bits()))
                .collect()
        };
        (self.a, self.b, self.r) == (o.a, o.b, o.r) && bits(self) == bits(o)
    }
}

impl Eq for Table {}

impl Hash for Table {
    fn hash<H: Hasher>(&self, h: &mut H) {
        (self.a, self.b, self.r).hash(h);
        for &(u, v) in &self.plates {
            (u.to_bits(), v.to_bits()).hash(h);
        }
    }
}

impl Table {
    /// An empty a x b table for plates of radius r; `None` when r is 0, or
    /// when a plate fits and a or b is more than [`MAX_ACROSS`] radii.
    pub fn empty(a: u64, b: u64, r: u64) -> Option<Table> {
        let fits = first_player_wins(a, b, r);
        let across = u128::from(r) * u128::from(MAX_ACROSS);
        if r == 0 || (fits && (u128::from(a) > across || u128::from(b) > across)) {
            return None;
        }
        // (a - 2r) / 2 exactly in integers, then rounded once.
        let half = |side: u64| (i128::from(side) - 2 * i128::from(r)) as f64 / 2.0;
        Some(Table {
            a,
            b,
            r,
            fits,
            hx: half(a),
            hy: half(b),
            d: 2.0 * r as f64,
            tol: TOLERANCE * r as f64,
            plates: Vec::new(),
        })
    }

    /// The sides and the radius.
    pub fn dims(&self) -> (u64, u64, u64) {
        (self.a, self.b, self.r)
    }

    /// The placed centres, from the middle of the table, in increasing
    /// order.
    pub fn plates(&self) -> &[(f64, f64)] {
        &self.plates
    }

    /// The point `(u, v)` from the middle in the table's own coordinates
    /// (`x` from 0 to a, `y` from 0 to b).
    pub fn to_table(&self, (u, v): (f64, f64)) -> (f64, f64) {
        (u + self.a as f64 / 2.0, v + self.b as f64 / 2.0)
    }

    /// The point `(x, y)` of the table measured from its middle.
    pub fn from_table(&self, (x, y): (f64, f64)) -> (f64, f64) {
        (x - self.a as f64 / 2.0 + 0.0, y - self.b as f64 / 2.0 + 0.0)
    }

    /// Whether a plate at `(u, v)` lies on the table, up to the tolerance.
    pub fn on_table(&self, (u, v): (f64, f64)) -> bool {
        self.fits && u.abs() <= self.hx + self.tol && v.abs() <= self.hy + self.tol
    }

    /// The first placed plate that a plate at `(u, v)` would overlap (by
    /// more than the tolerance).
    pub fn overlapped(&self, (u, v): (f64, f64)) -> Option<(f64, f64)> {
        let min = self.d - self.tol;
        self.plates
            .iter()
            .copied()
            .find(|&(pu, pv)| (u - pu) * (u - pu) + (v - pv) * (v - pv) < min * min)
    }

    /// Whether a plate can be put at `(u, v)`.
    ///
    /// # Complexity
    /// O(number of plates).
    pub fn is_legal(&self, p: (f64, f64)) -> bool {
        self.on_table(p) && self.overlapped(p).is_none()
    }

    /// Puts a plate at `(u, v)` (not checked: see [`Table::is_legal`]).
    pub fn place(&mut self, (u, v): (f64, f64)) {
        let p = (u + 0.0, v + 0.0); // no negative zero
        let at = self
            .plates
            .partition_point(|q| q.0.total_cmp(&p.0).then(q.1.total_cmp(&p.1)).is_lt());
        self.plates.insert(at, p);
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
    /// verdict.
    ///
    /// Two plates count as mirror images (and a plate as the centre one)
    /// within [`MATCH`] r, far below the tolerance: a point typed as the
    /// decimal shown for it reads back within a rounding of it.
    ///
    /// # Complexity
    /// O(number of plates), expected (the centres bucketed in squares).
    pub fn winning_move(&self) -> Option<(f64, f64)> {
        if !self.fits {
            return None;
        }
        let m = match self.symmetry() {
            (None, _, _) => (0.0, 0.0),
            (Some((u, v)), false, true) => (-u + 0.0, -v + 0.0),
            _ => return None,
        };
        self.is_legal(m).then_some(m)
    }

    /// Whether the symmetry strategy decides the position: it is won by
    /// [`Table::winning_move`], or lost (no plate fits, or the plates are
    /// symmetric about the centre with the centre taken: the opponent
    /// mirrors). Other positions are beyond the theory.
    pub fn decided(&self) -> bool {
        !self.fits || self.winning_move().is_some() || matches!(self.symmetry(), (None, _, true))
    }

    /// A plate without a mirror image, whether there is a second one, and
    /// whether the centre is taken.
    fn symmetry(&self) -> (Option<(f64, f64)>, bool, bool) {
        let grid = self.grid();
        let close = self.d * MATCH / 2.0;
        let partner = |(u, v): (f64, f64)| {
            let m = (-u, -v);
            grid.near(m, 1)
                .find(|q| (q.0 - m.0).abs() <= close && (q.1 - m.1).abs() <= close)
        };
        let mut unmatched = self.plates.iter().filter(|&&p| partner(p).is_none());
        let first = unmatched.next().copied();
        let second = unmatched.next().is_some();
        (first, second, partner((0.0, 0.0)).is_some())
    }

    /// The plates bucketed in squares of side 2r.
    fn grid(&self) -> Grid {
        let mut cells: HashMap<(i64, i64), Vec<(f64, f64)>> = HashMap::new();
        for &p in &self.plates {
            cells.entry(Grid::cell(self.d, p)).or_default().push(p);
        }
        Grid {
            side: self.d,
            cells,
        }
    }

    /// Some legal plate, or `None` when there is none: decided exactly up
    /// to the tolerance. The free centres form the rectangle minus open
    /// discs of radius 2r; when nonempty, their lowest point (the leftmost
    /// of the lowest) is a corner of the rectangle, a point where a circle
    /// meets a side, or where two circles meet. This looks at those points
    /// for the rectangle grown by half the tolerance and circles of radius
    /// 2r less half of it, and returns the first that is legal with the
    /// whole tolerance: so a move is found whenever some point is free with
    /// half the tolerance, and a move found is legal.
    ///
    /// # Complexity
    /// O(number of plates), expected: the centres are bucketed in squares
    /// of side 2r, and only plates a few squares apart can meet.
    pub fn some_move(&self) -> Option<(f64, f64)> {
        if !self.fits {
            return None;
        }
        let (x, y) = (self.hx + self.tol / 2.0, self.hy + self.tol / 2.0);
        let rho = self.d - self.tol / 2.0;
        let grid = self.grid();
        let near = |p, reach| grid.near(p, reach);
        let min = self.d - self.tol;
        let legal = |p: (f64, f64)| {
            self.on_table(p)
                && near(p, 1)
                    .all(|(qu, qv)| (p.0 - qu) * (p.0 - qu) + (p.1 - qv) * (p.1 - qv) >= min * min)
        };
        // sqrt of a square that rounding may have pushed just below 0.
        let root = |sq: f64| {
            if sq >= 0.0 {
                Some(sq.sqrt())
            } else if sq > -self.tol * rho {
                Some(0.0)
            } else {
                None
            }
        };
        let corners = [(-x, -y), (x, -y), (-x, y), (x, y)];
        if let Some(p) = corners.into_iter().find(|&p| legal(p)) {
            return Some(p);
        }
        for &c in &self.plates {
            // The circle around c meets the sides u = +-x and v = +-y.
            for s in [-x, x] {
                if let Some(h) = root(rho * rho - (s - c.0) * (s - c.0)) {
                    for p in [(s, c.1 - h), (s, c.1 + h)] {
                        if legal(p) {
                            return Some(p);
                        }
                    }
                }
            }
            for s in [-y, y] {
                if let Some(h) = root(rho * rho - (s - c.1) * (s - c.1)) {
                    for p in [(c.0 - h, s), (c.0 + h, s)] {
                        if legal(p) {
                            return Some(p);
                        }
                    }
                }
            }
            // The circles around c and around another centre q meet (q at
            // most 2 rho < 2 squares away).
            for q in near(c, 2) {
                let (du, dv) = (q.0 - c.0, q.1 - c.1);
                let dd = du * du + dv * dv;
                if dd == 0.0 {
                    continue;
                }
                if let Some(h) = root(rho * rho - dd / 4.0) {
                    let len = dd.sqrt();
                    let (mu, mv) = (c.0 + du / 2.0, c.1 + dv / 2.0);
                    let (pu, pv) = (-dv / len * h, du / len * h);
                    for p in [(mu + pu, mv + pv), (mu - pu, mv - pv)] {
                        if legal(p) {
                            return Some(p);
                        }
                    }
                }
            }
        }
        None
    }
}

/// The plate game for `--explain` and `--play`. A move is the centre of
/// the plate, typed in the table's coordinates `x y` (0 <= x <= a,
/// 0 <= y <= b; decimals allowed).
///
/// `lattice: false` is the game itself, a continuum of moves: the
/// session uses [`Table::some_move`] and the person's typed points, and
/// [`Game::moves`](crate::play::Game::moves), which cannot list a
/// continuum, lists the legal points on the lattice below. `lattice: true`
/// is the game played on that lattice only, for the exhaustive tests:
/// centres at multiples of 1/2 in both coordinates. It is symmetric about
/// the centre (a and b are integers, so the centre is on it and the mirror
/// image of a lattice point is one), so the symmetry strategy wins there
/// by the same argument.
#[cfg(feature = "play")]
pub struct PlateGame {
    /// Whether plates go on the lattice of half-units only (see above).
    pub lattice: bool,
}

/// A point of the table's coordinates as a person types it: the shortest
/// decimal that reads back as the same `f64`.
#[cfg(feature = "play")]
fn show_point(t: &Table, p: (f64, f64)) -> String {
    let (x, y) = t.to_table(p);
    format!("{x} {y}")
}

/// Half of `n`, exactly, as a decimal.
#[cfg(feature = "play")]
fn half(n: u64) -> String {
    if n % 2 == 0 {
        (n / 2).to_string()
    } else {
        format!("{}.5", n / 2)
    }
}

/// The explanation for the empty a x b table, in exact integers.
#[cfg(feature = "play")]
fn explain_table(a: u64, b: u64, r: u64) -> String {
    let two_r = 2 * u128::from(r);
    if !first_player_wins(a, b, r) {
        let side = if two_r > u128::from(a) {
            ("a", a)
        } else {
            ("b", b)
        };
        return format!(
            "Table {a} x {b}, plates of radius {r}: Second wins.\n\
             A plate needs 2r = {two_r} across, more than the side {} = {}: no plate fits, \
             so First cannot move and loses.\n",
            side.0, side.1
        );
    }
    let (cx, cy) = (half(a), half(b));
    format!(
        "Table {a} x {b}, plates of radius {r}: First wins.\n\
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

#[cfg(feature = "play")]
impl PlateGame {
    /// The lattice points, from the middle: multiples of 1/2 within the
    /// centres' range (a - 2r halves on each side of the middle).
    fn lattice_points(&self, t: &Table) -> Vec<(f64, f64)> {
        if !t.fits {
            return Vec::new();
        }
        let kx = (t.a - 2 * t.r) as i64;
        let ky = (t.b - 2 * t.r) as i64;
        (-kx..=kx)
            .flat_map(|i| (-ky..=ky).map(move |j| (i as f64 / 2.0, j as f64 / 2.0)))
            .collect()
    }
}

#[cfg(feature = "play")]
impl crate::play::Game for PlateGame {
    type Position = Table;
    type Move = (f64, f64);

    fn read(&self, inp: &mut Input) -> Result<Vec<Table>> {
        let (a, b, r) = read(inp)?;
        match Table::empty(a, b, r) {
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

    fn moves(&self, t: &Table) -> Vec<(f64, f64)> {
        let mut all = self.lattice_points(t);
        all.retain(|&p| t.is_legal(p));
        all
    }

    fn some_move(&self, t: &Table) -> Option<(f64, f64)> {
        if self.lattice {
            self.lattice_points(t).into_iter().find(|&p| t.is_legal(p))
        } else {
            t.some_move()
        }
    }

    fn apply(&self, t: &Table, &p: &(f64, f64)) -> Table {
        let mut next = t.clone();
        next.place(p);
        next
    }

    fn decided(&self, t: &Table) -> bool {
        t.decided()
    }

    fn winning_move(&self, t: &Table) -> Option<(f64, f64)> {
        t.winning_move()
    }

    fn notation(&self) -> &'static str {
        "the centre of your plate, `x y` (decimals allowed, 0 0 is a corner)"
    }

    fn parse_move(&self, t: &Table, text: &str) -> std::result::Result<(f64, f64), String> {
        let nums: Vec<f64> = text
            .split_whitespace()
            .map(|w| match w.parse::<f64>() {
                Ok(x) if x.is_finite() => Ok(x),
                _ => Err(format!("{w:?} is not a number")),
            })
            .collect::<std::result::Result<_, _>>()?;
        let &[x, y] = nums.as_slice() else {
            return Err("type two numbers, the centre `x y` of your plate".to_string());
        };
        let p = t.from_table((x, y));
        let (a, b, r) = t.dims();
        if !t.on_table(p) {
            return Err(format!(
                "a plate at ({x}, {y}) would not lie on the {a} x {b} table: its centre needs \
                 {r} <= x <= {} and {r} <= y <= {}",
                a.saturating_sub(r),
                b.saturating_sub(r)
            ));
        }
        if let Some(q) = t.overlapped(p) {
            let (qx, qy) = t.to_table(q);
            return Err(format!(
                "a plate at ({x}, {y}) would overlap the plate at ({qx}, {qy}): centres must be \
                 at least 2r = {} apart",
                2 * u128::from(r)
            ));
        }
        if self.lattice && ((2.0 * p.0).fract() != 0.0 || (2.0 * p.1).fract() != 0.0) {
            return Err("in this game plates go on multiples of 1/2".to_string());
        }
        Ok(p)
    }

    fn show_move(&self, t: &Table, &p: &(f64, f64)) -> String {
        show_point(t, p)
    }

    fn show(&self, t: &Table) -> String {
        let (a, b, r) = t.dims();
        let mut out = format!(
            "Table {a} x {b}, plates of radius {r}: {} on it.\n",
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
            for row in 0..b {
                let y = b as f64 - row as f64 - 0.5;
                let line: String = (0..2 * a)
                    .map(|col| {
                        let x = (col as f64 + 0.5) / 2.0;
                        let covered = t.plates.iter().any(|&q| {
                            let (qx, qy) = t.to_table(q);
                            (x - qx) * (x - qx) + (y - qy) * (y - qy) <= rf * rf
                        });
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
                .map(|&q| format!("({})", show_point(t, q).replace(' ', ", ")))
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

    fn explain(&self, t: &Table) -> String {
        let (a, b, r) = t.dims();
        if t.plates.is_empty() {
            return explain_table(a, b, r);
        }
        match t.winning_move() {
            Some(m) => format!(
                "The player to move wins by the symmetry strategy: a plate at ({}) leaves the \
                 plates symmetric about the centre with the centre taken; every later plate is \
                 answered by its mirror image.\n",
                show_point(t, m).replace(' ', ", ")
            ),
            None => "The symmetry strategy has no winning move here: the plates are symmetric \
                     about the centre with the centre taken (then the player to move loses: \
                     the opponent mirrors), or the symmetry was broken otherwise.\n"
                .to_string(),
        }
    }
}

/// Plates bucketed in squares of side 2r: a plate closer than 2r to a
/// point lies in the point's square or a neighbouring one.
struct Grid {
    side: f64,
    cells: HashMap<(i64, i64), Vec<(f64, f64)>>,
}

impl Grid {
    fn cell(side: f64, (u, v): (f64, f64)) -> (i64, i64) {
        ((u / side).floor() as i64, (v / side).floor() as i64)
    }

    /// The plates at most `reach` squares away from the square of `p`.
    fn near(&self, p: (f64, f64), reach: i64) -> impl Iterator<Item = (f64, f64)> + '_ {
        let (cx, cy) = Grid::cell(self.side, p);
        (-reach..=reach)
            .flat_map(move |dx| (-reach..=reach).map(move |dy| (cx + dx, cy + dy)))
            .filter_map(|c| self.cells.get(&c))
            .flatten()
            .copied()
    }
}
