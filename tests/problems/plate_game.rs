//! `plate_game`: the boundaries of "the first plate fits" by hand, the
//! arithmetic against 128-bit 2r, and bad input. The game is continuous,
//! so the exhaustive search of the symmetry strategy plays it on a lattice
//! (centres on multiples of 1/2, the literal rules in exact integers). On
//! the continuum every rule is exact: a referee written here decides a
//! plate's legality in exact fractions, by the rules and nothing else, and
//! checks every plate the program plays, against replies chosen to hurt
//! (points just inside and just outside every edge and every plate, down
//! to 10^-30 r, tables where a plate fits exactly) and against random
//! ones; whenever the program says that a side has no move left, a search
//! written here looks for a free point near every place one could hide.

use crate::common;

use common::{picture, Rng};
use cp_games::problems::plate_game;
use cp_games::strategy::Strategy;

/// Whether one plate fits: a disc of diameter 2r inside the a x b table,
/// with 2r computed in 128 bits.
fn first_plate_fits(a: u64, b: u64, r: u64) -> bool {
    let d = 2 * r as u128;
    d <= a as u128 && d <= b as u128
}

#[test]
fn boundaries_by_hand() {
    const M: u64 = u64::MAX;
    let h = M / 2; // 2h = M - 1
    for (a, b, r, first) in [
        (5, 5, 2, true),    // statement sample
        (6, 7, 4, false),   // statement sample
        (4, 4, 2, true),    // 2r == a == b: the plate just fits
        (4, 5, 2, true),    // 2r == a
        (5, 4, 2, true),    // 2r == b
        (3, 4, 2, false),   // 2r == a + 1
        (4, 3, 2, false),   // 2r == b + 1
        (3, 3, 2, false),   // 2r == a + 1 == b + 1
        (1, 1, 1, false),   // all ones: the plate is twice too wide
        (2, 2, 1, true),    // the smallest table that holds a plate
        (1, 100, 1, false), // a thin strip
        (2, 100, 1, true),  // a strip exactly one plate wide
        (100, 100, 50, true),
        (100, 100, 51, false),
        (99, 100, 50, false),
        (100, 99, 50, false),
        (10, 10, 100, false), // r larger than the table
        (0, 5, 1, false),     // a side of 0 holds nothing
        (M, M, h, true),      // 2r = M - 1
        (M - 1, M - 1, h, true),
        (M - 2, M, h, false),
        (M, M, h + 1, false), // 2r = M + 1 overflows u64
        (M, M, M, false),
        (M, M, 1, true),
    ] {
        assert_eq!(first_plate_fits(a, b, r), first, "{a} {b} {r}");
        assert_eq!(plate_game::first_player_wins(a, b, r), first, "{a} {b} {r}");
        let expected = if first { "First\n" } else { "Second\n" };
        let input = format!("{a} {b} {r}\n");
        assert_eq!(
            common::run_ok("plate_game", input.as_bytes()),
            expected,
            "{input}"
        );
    }
}

#[test]
fn arithmetic_against_128_bits() {
    let mut rng = Rng::new(197);
    let mut firsts = 0;
    for _ in 0..100_000 {
        let mut v = [0u64; 3];
        for x in v.iter_mut() {
            *x = if rng.chance(0.5) {
                rng.range(0, 12) as u64
            } else {
                rng.next_u64() >> rng.below(64)
            };
        }
        let [a, b, r] = v;
        let r = r.max(1);
        let fits = first_plate_fits(a, b, r);
        assert_eq!(plate_game::first_player_wins(a, b, r), fits, "{a} {b} {r}");
        firsts += usize::from(fits);
    }
    assert!(firsts > 10_000, "{firsts}");
}

#[test]
fn testdata_answers_are_whether_the_first_plate_fits() {
    for (path, data) in common::testdata_inputs("plate_game") {
        let text = String::from_utf8(data).unwrap();
        let v: Vec<u64> = text
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let expected = if first_plate_fits(v[0], v[1], v[2]) {
            "First\n"
        } else {
            "Second\n"
        };
        let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(out, expected, "{}", path.display());
    }
}

#[test]
fn bad_input() {
    let bin = "plate_game";
    for (input, needle) in [
        (
            "5 5 0\n",
            "line 1: the plate radius r must be positive (plates of radius 0 take no room",
        ),
        (
            "5 5\n",
            "line 1: expected the plate radius r, found the end of the input",
        ),
        (
            "5\n",
            "expected the table's side b, found the end of the input",
        ),
        (
            "5 5 2 1\n",
            "line 1: unexpected \"1\" after the end of the data",
        ),
        (
            "5 5 2\n6 7 4\n",
            "line 2: unexpected \"6\" after the end of the data",
        ),
        (
            "5 x 2\n",
            "line 1: expected the table's side b, found \"x\"",
        ),
        (
            "5 5 -2\n",
            "line 1: the plate radius r must not be negative",
        ),
        ("5.5 5 2\n", "expected the table's side a, found \"5.5\""),
        (
            "5 5 18446744073709551616\n",
            "the plate radius r is too large: \"18446744073709551616\"",
        ),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}

use cp_games::exact::Rational;
use cp_games::play::Game;
use cp_games::strategy::plate_game::{PlateGame, Point, Tabletop};
use std::time::Instant;

/// The number a person types.
fn q(s: &str) -> Rational {
    Rational::parse(s).unwrap_or_else(|| panic!("{s:?}"))
}

fn int(n: i64) -> Rational {
    Rational::from(n)
}

/// The plates of `t` in doubled table coordinates (2x, 2y): integers on
/// the lattice.
fn doubled(t: &Tabletop) -> Vec<(i64, i64)> {
    t.plates()
        .iter()
        .map(|p| {
            let (x, y) = t.to_table(p);
            let twice = |z: Rational| {
                let z = &z * &int(2);
                assert!(z.is_integer(), "{z} is off the lattice");
                z.numer().to_i128().unwrap() as i64
            };
            (twice(x), twice(y))
        })
        .collect()
}

/// The successors by the literal rules on the lattice: a plate of radius r
/// with its centre (x, y) on a multiple of 1/2 lies on the table when
/// r <= x <= a - r and r <= y <= b - r, and misses every plate when the
/// centres are at least 2r apart; in doubled coordinates, exact integers.
fn literal_moves(t: &Tabletop) -> Vec<Tabletop> {
    let (a, b, r) = t.dims();
    let (a, b, r) = (a as i64, b as i64, r as i64);
    let placed = doubled(t);
    let mut out = Vec::new();
    for x in 2 * r..=2 * a - 2 * r {
        for y in 2 * r..=2 * b - 2 * r {
            let clear = placed
                .iter()
                .all(|&(px, py)| (x - px).pow(2) + (y - py).pow(2) >= (4 * r).pow(2));
            if clear {
                let mut next = t.clone();
                let half = |z: i64| Rational::new(z.into(), 2i64.into());
                next.place(t.from_table(&(half(x), half(y))));
                out.push(next);
            }
        }
    }
    out
}

/// Start positions: empty tables, and positions symmetric about the
/// centre (the centre free and legal: won by taking it; the centre taken:
/// lost), built from a random plate and its mirror image.
fn lattice_starts(rng: &mut Rng) -> Vec<Tabletop> {
    let mut starts = Vec::new();
    for r in 1..=2u64 {
        for a in 1..=4 * r + 3 {
            for b in 1..=4 * r + 3 {
                // At most 7 x 9 lattice points for the centres (the empty
                // 6 x 6 table with r = 1 alone, 9 x 9, reaches 500000
                // positions).
                let points = |side: u64| (2 * side).saturating_sub(4 * r) + 1;
                if points(a) * points(b) > 63 {
                    continue;
                }
                starts.push(Tabletop::empty(a, b, r).unwrap());
            }
        }
    }
    // Symmetric positions on larger tables: one or two random plates and
    // their mirror images, with the centre free, then taken.
    let game = PlateGame { lattice: true };
    let centre = (int(0), int(0));
    for _ in 0..300 {
        let r = rng.range(1, 2) as u64;
        let (a, b) = (rng.range(2, 6) as u64 * r, rng.range(2, 6) as u64 * r);
        let mut sym = Tabletop::empty(a, b, r).unwrap();
        for _ in 0..rng.range(1, 2) {
            let moves = game.moves(&sym);
            if moves.is_empty() {
                break;
            }
            let p = moves[rng.below(moves.len())].clone();
            let m = (-&p.0, -&p.1);
            if p == m {
                continue;
            }
            sym.place(p);
            if !sym.is_legal(&m) {
                break;
            }
            sym.place(m);
        }
        if game.winning_move(&sym).is_none() && game.some_move(&sym).is_some() {
            continue; // an odd plate out, or the centre blocked but free
        }
        starts.push(sym.clone());
        if sym.is_legal(&centre) {
            sym.place(centre.clone());
            starts.push(sym);
        }
    }
    starts
}

/// Every start of [`lattice_starts`], each searched up to 400,000
/// positions.
#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn strategy_against_every_reply_full() {
    strategy_against_every_reply_on(1, 400_000);
}

/// Every ninth start, each searched up to 50,000 positions.
#[test]
fn strategy_against_every_reply() {
    strategy_against_every_reply_on(9, 50_000);
}

fn strategy_against_every_reply_on(every: usize, positions: usize) {
    let game = PlateGame { lattice: true };
    let mut rng = Rng::new(197);
    let starts: Vec<Tabletop> = lattice_starts(&mut rng)
        .into_iter()
        .step_by(every)
        .collect();
    let mut total = common::adversary::Report::default();
    let clock = Instant::now();
    // The check holds the strategy to the search on each start.
    let reports = common::on_every_core(&starts, |t| {
        common::adversary::check_partial(
            &game,
            std::slice::from_ref(t),
            literal_moves,
            false,
            positions,
        )
    });
    for report in reports {
        total += report;
    }
    let won = starts
        .iter()
        .filter(|t| game.winning_move(t).is_some())
        .count();
    let lost = starts.len() - won;
    let least = 40 / every;
    assert!(won >= least && lost >= least, "{won} won, {lost} lost");
    println!(
        "{} starts: {total:?} in {:?}",
        starts.len(),
        clock.elapsed()
    );
}

/// The referee: a table a x b, plates of radius r, and the centres placed
/// so far in the table's own coordinates (x from 0 to a, y from 0 to b).
/// Everything exact; nothing but the rules.
#[derive(Clone, Debug)]
struct Referee {
    a: Rational,
    b: Rational,
    r: Rational,
    placed: Vec<Point>,
    /// The placed centres in floating point, for the screens below.
    centres: Vec<(f64, f64)>,
}

impl Referee {
    fn new(a: u64, b: u64, r: u64) -> Referee {
        let n = |v: u64| Rational::from(v);
        Referee {
            a: n(a),
            b: n(b),
            r: n(r),
            placed: Vec::new(),
            centres: Vec::new(),
        }
    }

    /// Whether a plate centred at (x, y) lies on the table and overlaps no
    /// plate: r <= x <= a - r, r <= y <= b - r, and every placed centre at
    /// least 2r away (the squares compared).
    fn legal(&self, (x, y): &Point) -> bool {
        let r = &self.r;
        let two_r = r + r;
        let on = r <= x && x <= &(&self.a - r) && r <= y && y <= &(&self.b - r);
        on && self.placed.iter().all(|(px, py)| {
            let (dx, dy) = (x - px, y - py);
            &(&dx * &dx) + &(&dy * &dy) >= &two_r * &two_r
        })
    }

    /// Whether floating point can tell at once that (x, y) is illegal: off
    /// the table or inside a plate by more than 10^-6 r. A screen for the
    /// searches below only; [`Referee::legal`] decides.
    fn clearly_illegal(&self, (x, y): (f64, f64)) -> bool {
        let f = |z: &Rational| z.to_f64();
        let (a, b, r) = (f(&self.a), f(&self.b), f(&self.r));
        let m = 1e-6 * r;
        x < r - m
            || x > a - r + m
            || y < r - m
            || y > b - r + m
            || self
                .centres
                .iter()
                .any(|(px, py)| ((x - px).powi(2) + (y - py).powi(2)).sqrt() < 2.0 * r - m)
    }

    fn place(&mut self, p: Point) {
        assert!(self.legal(&p), "illegal plate {p:?} on {self:?}");
        self.centres.push((p.0.to_f64(), p.1.to_f64()));
        self.placed.push(p);
    }

    /// A free point, if this search finds one: around every corner of the
    /// centres' range, every point where a plate's circle of radius 2r
    /// meets a side, and every point where two circles meet (in floating
    /// point), it tries points at distances from 10^-3 r down to 10^-13 r
    /// in 16 directions, each as an exact decimal judged by
    /// [`Referee::legal`]; then a grid of 100 x 100 points.
    fn free_point(&self) -> Option<Point> {
        let f = |z: &Rational| z.to_f64();
        let (a, b, r) = (f(&self.a), f(&self.b), f(&self.r));
        if 2.0 * r > a || 2.0 * r > b {
            return None;
        }
        let (lo_x, hi_x, lo_y, hi_y) = (r, a - r, r, b - r);
        let rho = 2.0 * r;
        let mut spots = vec![(lo_x, lo_y), (lo_x, hi_y), (hi_x, lo_y), (hi_x, hi_y)];
        let centres = &self.centres;
        for (i, &(cx, cy)) in centres.iter().enumerate() {
            // Where the circle meets the lines x = side, then y = side
            // (coordinates swapped back).
            for (flip, (c, along), sides) in [
                (false, (cx, cy), [lo_x, hi_x]),
                (true, (cy, cx), [lo_y, hi_y]),
            ] {
                for side in sides {
                    let h2 = rho * rho - (side - c).powi(2);
                    if h2 >= 0.0 {
                        for p in [(side, along - h2.sqrt()), (side, along + h2.sqrt())] {
                            spots.push(if flip { (p.1, p.0) } else { p });
                        }
                    }
                }
            }
            for &(dx, dy) in &centres[i + 1..] {
                let (ux, uy) = (dx - cx, dy - cy);
                let len = (ux * ux + uy * uy).sqrt();
                let h2 = rho * rho - len * len / 4.0;
                if len > 0.0 && h2 >= 0.0 {
                    let (mx, my) = ((cx + dx) / 2.0, (cy + dy) / 2.0);
                    let k = h2.sqrt() / len;
                    spots.extend([(mx - uy * k, my + ux * k), (mx + uy * k, my - ux * k)]);
                }
            }
        }
        let exact = |z: f64| Rational::parse(&format!("{z:.16}")).unwrap();
        let mut tries = Vec::new();
        for &(sx, sy) in &spots {
            for e in 3..=13 {
                let step = r * 10f64.powi(-e);
                for k in 0..16 {
                    let angle = k as f64 * std::f64::consts::PI / 8.0;
                    tries.push((sx + step * angle.cos(), sy + step * angle.sin()));
                }
            }
        }
        let steps = 100;
        for i in 0..=steps {
            for j in 0..=steps {
                tries.push((
                    lo_x + (hi_x - lo_x) * i as f64 / steps as f64,
                    lo_y + (hi_y - lo_y) * j as f64 / steps as f64,
                ));
            }
        }
        tries
            .into_iter()
            .filter(|&p| !self.clearly_illegal(p))
            .map(|p| (exact(p.0), exact(p.1)))
            .find(|p| self.legal(p))
    }
}

/// The replies chosen to hurt, in the table's coordinates: points on,
/// just inside and just outside each edge of the centres' range (at
/// offsets down to 10^-30 r), and at distance 2r, just over and just under
/// from each placed plate, along the axes and along directions with
/// rational cosines (3/5, 4/5 and 5/13, 12/13), so the distance is exact.
fn hurting_replies(referee: &Referee) -> Vec<Point> {
    let (a, b, r) = (&referee.a, &referee.b, &referee.r);
    let offsets: Vec<Rational> = ["0", "1e-9", "-1e-9", "1e-12", "-1e-12", "1e-30", "-1e-30"]
        .iter()
        .map(|e| r * &q(e))
        .collect();
    let mid_x = a * &q("1/2");
    let mid_y = b * &q("1/2");
    let mut out = Vec::new();
    for e in &offsets {
        for x in [r + e, &(a - r) - e] {
            for y in [r.clone(), mid_y.clone(), b - r] {
                out.push((x.clone(), y));
            }
        }
        for y in [r + e, &(b - r) - e] {
            for x in [r.clone(), mid_x.clone(), a - r] {
                out.push((x, y.clone()));
            }
        }
    }
    let dirs: Vec<(Rational, Rational)> = [
        ("1", "0"),
        ("0", "1"),
        ("3/5", "4/5"),
        ("4/5", "3/5"),
        ("5/13", "12/13"),
        ("12/13", "5/13"),
    ]
    .iter()
    .flat_map(|(c, s)| {
        let (c, s) = (q(c), q(s));
        [
            (c.clone(), s.clone()),
            (-&c, s.clone()),
            (c.clone(), -&s),
            (-&c, -&s),
        ]
    })
    .collect();
    for (px, py) in &referee.placed {
        for (c, s) in &dirs {
            for e in [&offsets[0], &offsets[3], &offsets[4], &offsets[6]] {
                let dist = &(r + r) + e;
                out.push((px + &(&dist * c), py + &(&dist * s)));
            }
        }
    }
    out
}

/// One game through [`PlateGame`] as the binary plays it: the person
/// (First when `person_first`) plays `person`'s choice among the legal
/// points of `hurting_replies` and a random point; every typed point is
/// accepted by `parse_move` exactly when the referee says it is legal;
/// every plate of the program is legal by the referee; when either side
/// is left with no move, the referee's search finds no free point. Returns
/// whether the person won, and the number of plates.
fn hurt_game(a: u64, b: u64, r: u64, person_first: bool, rng: &mut Rng) -> (bool, usize) {
    let game = PlateGame { lattice: false };
    let mut t = Tabletop::empty(a, b, r).unwrap();
    let mut referee = Referee::new(a, b, r);
    let mut person_to_move = person_first;
    loop {
        if person_to_move {
            let mut legal = Vec::new();
            let mut candidates = hurting_replies(&referee);
            if let Some(p) = referee.free_point() {
                candidates.push(p);
            }
            for p in candidates {
                let text = format!("{} {}", p.0, p.1);
                let parsed = game.parse_move(&t, &text);
                assert_eq!(
                    parsed.is_ok(),
                    referee.legal(&p),
                    "{text} on {referee:?}: {parsed:?}"
                );
                if let Ok(m) = parsed {
                    assert_eq!(t.to_table(&m), p);
                    legal.push(m);
                }
            }
            if legal.is_empty() {
                assert_eq!(
                    game.some_move(&t),
                    None,
                    "the session would go on: {referee:?}"
                );
                return (false, referee.placed.len());
            }
            assert!(
                game.some_move(&t).is_some(),
                "the session would stop: {referee:?}"
            );
            let m = legal.swap_remove(rng.below(legal.len()));
            referee.place(t.to_table(&m));
            t.place(m);
        } else {
            match cp_games::play::program_move(&game, &t) {
                Some(m) => {
                    referee.place(t.to_table(&m));
                    t.place(m);
                }
                None => {
                    let free = referee.free_point();
                    assert_eq!(
                        free, None,
                        "the program gives up with a free point: {referee:?}"
                    );
                    return (true, referee.placed.len());
                }
            }
        }
        person_to_move = !person_to_move;
    }
}

/// The program from both sides against the replies that hurt, on tables
/// where a plate fits exactly (2r = a, 2r = b, both), fits with a hair to
/// spare along one side, and a few larger ones: as First it always wins.
#[test]
fn replies_that_hurt_from_both_sides() {
    hurt_tables(
        &[
            (2, 2, 1),
            (2, 7, 1),
            (7, 2, 1),
            (4, 2, 1),
            (8, 4, 1),
            (4, 4, 2),
            (5, 3, 1),
            (6, 6, 1),
        ],
        3,
    );
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn replies_that_hurt_from_both_sides_full() {
    hurt_tables(
        &[
            (2, 2, 1),
            (2, 9, 1),
            (9, 2, 1),
            (4, 2, 1),
            (8, 4, 1),
            (4, 4, 2),
            (5, 3, 1),
            (10, 6, 1),
            (6, 6, 1),
            (9, 7, 2),
            (12, 8, 3),
            (14, 10, 2),
        ],
        20,
    );
}

fn hurt_tables(tables: &[(u64, u64, u64)], games: usize) {
    let mut rng = Rng::new(26);
    let (mut person_wins, mut program_wins, mut plates) = (0, 0, 0);
    for &(a, b, r) in tables {
        for g in 0..games {
            let person_first = g % 2 == 0;
            let (person_won, n) = hurt_game(a, b, r, person_first, &mut rng);
            plates += n;
            if person_won {
                person_wins += 1;
                assert!(person_first, "the program lost as First on {a} {b} {r}");
            } else {
                program_wins += 1;
            }
        }
    }
    assert!(program_wins > 0 && plates > 0);
    println!(
        "{program_wins} games won by the program, {person_wins} by the person, {plates} plates"
    );
}

/// A random point of the centres' range, as a decimal of up to 12 digits
/// after the point (table coordinates).
fn random_point(rng: &mut Rng, a: u64, b: u64, r: u64) -> Point {
    let mut coord = |side: u64| {
        let span = (side - 2 * r) as u128 * 1_000_000_000_000;
        let k = u128::from(rng.next_u64()) % (span + 1);
        &Rational::from(r) + &Rational::new((k as i128).into(), 1_000_000_000_000i64.into())
    };
    (coord(a), coord(b))
}

/// The strategy as First on random tables against random placements (a
/// random legal decimal point if 200 tries find one, else the program's
/// own search): each of its moves is legal by the referee and leaves the
/// plates symmetric about the centre, and when Second is left without a
/// move, the referee's search finds no free point.
#[test]
fn mirror_moves_are_legal_against_random_placements() {
    random_games(30);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn mirror_moves_are_legal_against_random_placements_full() {
    random_games(1000);
}

fn random_games(count: usize) {
    let mut rng = Rng::new(1970);
    let (mut turns, mut by_search) = (0, 0);
    for _ in 0..count {
        let r = rng.range(1, 4) as u64;
        let (a, b) = (
            rng.range(1, 30) as u64 * r / 2,
            rng.range(1, 30) as u64 * r / 2,
        );
        let mut t = Tabletop::empty(a, b, r).unwrap();
        let mut referee = Referee::new(a, b, r);
        let fits = plate_game::first_player_wins(a, b, r);
        loop {
            // First: the strategy.
            let Some(m) = t.winning_move() else {
                assert!(!fits && t.plates().is_empty(), "no move for First: {t:?}");
                assert_eq!(t.some_move(), None);
                break;
            };
            referee.place(t.to_table(&m));
            t.place(m);
            turns += 1;
            for (u, v) in t.plates() {
                assert!(t.plates().contains(&(-u, -v)), "not symmetric: {t:?}");
            }
            // Second: a random legal point, else the search's.
            let found = (0..200)
                .map(|_| random_point(&mut rng, a, b, r))
                .filter(|p| !referee.clearly_illegal((p.0.to_f64(), p.1.to_f64())))
                .find(|p| referee.legal(p));
            let reply = match (found, t.some_move()) {
                (Some(p), Some(_)) => t.from_table(&p),
                (None, Some(p)) => {
                    by_search += 1;
                    p
                }
                (Some(p), None) => panic!("{p:?} is free, the search found nothing: {t:?}"),
                (None, None) => {
                    assert_eq!(referee.free_point(), None, "{referee:?}");
                    break;
                }
            };
            referee.place(t.to_table(&reply));
            t.place(reply);
        }
    }
    assert!(
        turns >= count && by_search >= count / 20,
        "{turns} turns, {by_search} by search"
    );
    println!("{count} games, {turns} strategy moves, {by_search} replies from the search");
}

/// Positions made by hand whose free points are few and exact: a single
/// point where a plate fits exactly, the end of a segment, the point where
/// two circles touch, a corner, and slivers narrower than 10^-12 r whose
/// lowest point is irrational; the move found is legal by the referee, and
/// `None` comes exactly where nothing is free.
#[test]
fn the_search_on_exact_and_narrow_positions() {
    let table = |a, b, r, plates: &[(&str, &str)]| {
        let mut t = Tabletop::empty(a, b, r).unwrap();
        let mut referee = Referee::new(a, b, r);
        for (x, y) in plates {
            let p = (q(x), q(y));
            referee.place(p.clone());
            t.place(t.from_table(&p));
        }
        (t, referee)
    };
    let found = |t: &Tabletop, referee: &Referee| {
        let p = t.some_move().map(|m| t.to_table(&m));
        if let Some(p) = &p {
            assert!(referee.legal(p), "{p:?} on {referee:?}");
        } else {
            assert_eq!(referee.free_point(), None, "{referee:?}");
        }
        p
    };
    let pt = |x: &str, y: &str| Some((q(x), q(y)));
    // A plate fits exactly: the centre, then nothing.
    let (t, rf) = table(2, 2, 1, &[]);
    assert_eq!(found(&t, &rf), pt("1", "1"));
    let (t, rf) = table(2, 2, 1, &[("1", "1")]);
    assert_eq!(found(&t, &rf), None);
    // The segment 1 <= x <= 3 of a 4 x 2 table: the far end only, exactly
    // 2r away, then nothing; a hair closer, nothing at all.
    let (t, rf) = table(4, 2, 1, &[("1", "1")]);
    assert_eq!(found(&t, &rf), pt("3", "1"));
    let (t, rf) = table(4, 2, 1, &[("1.0000004", "1")]);
    assert_eq!(found(&t, &rf), None);
    let (t, rf) = table(4, 2, 1, &[("1.000000000000000000000000000001", "1")]);
    assert_eq!(found(&t, &rf), None);
    // Two plates 4r apart on a segment: the point midway touches both.
    let (t, rf) = table(2, 9, 1, &[("1", "1"), ("1", "5"), ("1", "8")]);
    assert_eq!(found(&t, &rf), pt("1", "3"));
    let (t, rf) = table(2, 9, 1, &[("1", "1"), ("1", "4.999999999999"), ("1", "8")]);
    assert_eq!(found(&t, &rf), None);
    // The corner is the only free point (6 x 2, r = 1).
    let (t, rf) = table(6, 2, 1, &[("3", "1"), ("5", "1")]);
    assert_eq!(found(&t, &rf), pt("1", "1"));
    // A sliver: on 6 x 3 (r = 1, centres' range [1, 5] x [1, 2]), plates
    // at (1, 1) and (c, 1) with c just above 1 + 2 sqrt 3 leave free only
    // a curved triangle at the top edge, under 10^-13 wide, whose lowest
    // point (where the circles meet) is irrational. Just below, nothing.
    let (t, rf) = table(6, 3, 1, &[("1", "1"), ("4.4641016151378", "1")]);
    let p = found(&t, &rf).expect("the sliver is free");
    assert!(p.1 > q("1.99") && p.1 <= q("2"), "{p:?}");
    let (t, rf) = table(6, 3, 1, &[("1", "1"), ("4.4641016151377", "1")]);
    assert_eq!(found(&t, &rf), None);
    // Four plates with free points left between them, one plate a hair
    // off a lattice point.
    for (x, y) in [("3", "3"), ("3.000000000001", "3"), ("2.9999", "3.0001")] {
        let (t, rf) = table(6, 6, 1, &[("1", "1"), (x, y), ("5", "1"), ("1", "5")]);
        assert!(found(&t, &rf).is_some(), "{x} {y}");
    }
    // Filling 8 x 8 with plates placed only by the search, then nothing.
    let (mut t, mut rf) = table(8, 8, 1, &[("2.5", "1.7320508")]);
    while let Some(m) = t.some_move() {
        rf.place(t.to_table(&m));
        t.place(m);
    }
    assert_eq!(rf.free_point(), None, "{rf:?}");
    assert!(rf.placed.len() >= 8, "{rf:?}");
}

/// A large table filled by the search alone: every plate legal by the
/// referee, and at the end the referee's search finds no free point.
#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn the_search_fills_a_large_table() {
    let (a, b, r) = (120, 90, 2);
    let mut t = Tabletop::empty(a, b, r).unwrap();
    let mut referee = Referee::new(a, b, r);
    while let Some(p) = t.some_move() {
        referee.place(t.to_table(&p));
        t.place(p);
    }
    let n = t.plates().len();
    // At most (120 / 2) * (90 / 2) / (pi / 4) centres fit even packed
    // densely.
    assert!((400..=3500).contains(&n), "{n} plates");
    assert_eq!(referee.free_point(), None);
    println!("{n} plates");
}

#[test]
fn explain_states_the_centre_and_the_mirror() {
    let out = common::explain("plate_game", "5 5 2\n");
    for want in [
        "Tabletop 5 x 5, plates of radius 2: First wins.\n",
        "A plate fits (2r = 4 <= 5 and <= 5).\n",
        "Winning move: the first plate at the centre (2.5, 2.5). Then First answers every plate \
         of Second at (x, y) with its mirror image (5 - x, 5 - y) through the centre.\n",
        "so at least 4r from its mirror image",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    let out = common::explain("plate_game", "6 7 4\n");
    assert_eq!(
        out,
        "Tabletop 6 x 7, plates of radius 4: Second wins.\nA plate needs 2r = 8 across, more \
         than the side a = 6: no plate fits, so First cannot move and loses.\n"
    );
    // A plate that fits exactly.
    let out = common::explain("plate_game", "4 6 2\n");
    assert!(
        out.starts_with(
            "Tabletop 4 x 6, plates of radius 2: First wins.\nA plate fits (2r = 4 <= 4 and <= 6).\n"
        ),
        "{out}"
    );
    let out = common::explain("plate_game", "18446744073709551615 7 3\n");
    assert!(
        out.contains("the centre (9223372036854775807.5, 3.5)"),
        "{out}"
    );
    let r = common::run_args(
        "plate_game",
        &[std::ffi::OsStr::new("--explain")],
        b"5 5 0\n",
    );
    assert_eq!(r.code, Some(1));
    assert!(r.stdout.is_empty());
    common::assert_error_form(&r.stderr, "5 5 0\n");
}

/// The program's plates in a session's text (`I play x y (as ...)`).
fn program_plates(out: &str) -> Vec<Point> {
    out.lines()
        .filter_map(|l| l.strip_prefix("I play "))
        .map(|rest| {
            let words: Vec<&str> = rest.split_whitespace().collect();
            (q(words[0]), q(words[1]))
        })
        .collect()
}

/// Replays a session: the person types `person(t)` at each turn, the
/// program answers as the binary does. Returns the script.
fn script(
    t: &mut Tabletop,
    person_first: bool,
    mut person: impl FnMut(&Tabletop) -> Option<Point>,
) -> (String, bool) {
    let game = PlateGame { lattice: false };
    let mut s = String::from(if person_first { "first\n" } else { "second\n" });
    let mut person_to_move = person_first;
    loop {
        if game.some_move(t).is_none() {
            return (s, !person_to_move);
        }
        let m = if person_to_move {
            let p = person(t).expect("the person has a move");
            let text = game.show_move(t, &p);
            s += &text;
            s.push('\n');
            // What the program reads back.
            game.parse_move(t, &text).unwrap()
        } else {
            cp_games::play::program_move(&game, t).unwrap()
        };
        t.place(m);
        person_to_move = !person_to_move;
    }
}

#[test]
fn play_sessions() {
    let bin = "plate_game";
    // The program as First wins: the centre, then mirror images, whatever
    // the person does (here the points the search finds).
    let mut t = Tabletop::empty(10, 6, 1).unwrap();
    let (moves, person_won) = script(&mut t, false, |t| t.some_move());
    assert!(!person_won);
    let out = common::play(bin, "engine-wins", "10 6 1\n", &moves);
    assert!(
        out.starts_with("Tabletop 10 x 6, plates of radius 1: no plate on it.\n"),
        "{out}"
    );
    assert!(out.contains("I play 5 3 (as First).\n"), "{out}");
    assert!(out.ends_with("You have no move left. I win.\n"), "{out}");

    // A hand-made game: the person's plate at (3, 1.5) is mirrored to (7, 4.5).
    let out = common::play(bin, "mirror", "10 6 1\n", "second\n3 1.5\n");
    assert!(out.contains("I play 7 4.5 (as First).\n"), "{out}");
    assert!(
        out.contains("Plates at (3, 1.5) (5, 3) (7, 4.5).\n"),
        "{out}"
    );

    // The person as First wins by the hints' moves (the program, lost,
    // plays the points its search finds).
    let mut t = Tabletop::empty(12, 7, 1).unwrap();
    let (moves, person_won) = script(&mut t, true, |t| t.winning_move());
    assert!(person_won);
    let out = common::play(bin, "person-wins", "12 7 1\n", &moves);
    assert!(
        out.contains("Your move (as First): Tabletop 12 x 7"),
        "{out}"
    );
    assert!(out.ends_with("I have no move left. You win.\n"), "{out}");
    let out = common::play(bin, "hint", "12 7 1\n", "first\nhint\n");
    assert!(out.contains("A winning move: 6 3.5.\n"), "{out}");

    // Illegal and malformed moves, then the end of input.
    let out = common::play(
        bin,
        "illegal",
        "10 6 1\n",
        "second\n0.5 3\n5 4\nfoo 1\n1\nnan 2\n3 1.5\n",
    );
    for want in [
        "A plate at (0.5, 3) would not lie on the 10 x 6 table: its centre needs 1 <= x <= 9 \
         and 1 <= y <= 5. Type help for help.\n",
        "A plate at (5, 4) would overlap the plate at (5, 3): centres must be at least 2r = 2 \
         apart.",
        "\"foo\" is not a number (type decimals such as 2.5, or fractions such as 7/3).",
        "Type two numbers, the centre `x y` of your plate.",
        "\"nan\" is not a number",
        "I play 7 4.5 (as First).\n",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    assert!(
        out.ends_with("End of input: the game stops here. Goodbye.\n"),
        "{out}"
    );

    // No plate fits: the person as First cannot move.
    let out = common::play(bin, "no-fit", "6 7 4\n", "first\n");
    assert!(out.ends_with("You have no move left. I win.\n"), "{out}");
    // A table too large to play on.
    let file = common::scratch_file(bin, "huge", "10000000 10 1\n");
    let r = common::run_args(
        bin,
        &[std::ffi::OsStr::new("--play"), file.as_os_str()],
        b"",
    );
    assert_eq!(r.code, Some(1));
    assert!(r.stderr.contains("too large to play on"), "{}", r.stderr);
}

/// The cases where the tolerance of old let the program cheat, through
/// the binary: every plate it plays is legal by the referee, the winner it
/// announces is right, and the person's plates over an edge or into a
/// plate by a hair are refused.
#[test]
fn sessions_at_the_edge_are_exact() {
    let bin = "plate_game";
    // 4 x 2, r = 1: after the person's plate at x = 1.0000004 the program
    // has no legal plate (it would need x >= 3.0000004 > 3).
    let out = common::play(bin, "edge-4-2-1", "4 2 1\n", "first\n1.0000004 1\n");
    assert!(program_plates(&out).is_empty(), "{out}");
    assert!(out.ends_with("I have no move left. You win.\n"), "{out}");
    // At x = 1 exactly, the program takes x = 3 exactly and wins.
    let out = common::play(bin, "exact-4-2-1", "4 2 1\n", "first\n1 1\n");
    assert_eq!(program_plates(&out), vec![(q("3"), q("1"))], "{out}");
    assert!(out.ends_with("You have no move left. I win.\n"), "{out}");
    // 8 x 4, r = 1, after 1 1: some legal plate, checked by the referee.
    let out = common::play(bin, "corner-8-4-1", "8 4 1\n", "first\n1 1\n");
    let mut referee = Referee::new(8, 4, 1);
    referee.place((q("1"), q("1")));
    let plates = program_plates(&out);
    assert_eq!(plates.len(), 1, "{out}");
    referee.place(plates[0].clone());
    // As Second the person's plates a hair into the centre plate or over
    // the edge are refused, and the mirror strategy goes on.
    let out = common::play(
        bin,
        "hair-8-4-1",
        "8 4 1\n",
        "second\n2.0000001 2\n7.000001 1\n7.0000000000000000000001 1\n2 2\n",
    );
    for want in [
        "I play 4 2 (as First).\n",
        "A plate at (2.0000001, 2) would overlap the plate at (4, 2): centres must be at least 2r = 2 apart.",
        "A plate at (7.000001, 1) would not lie on the 8 x 4 table",
        "A plate at (7.0000000000000000000001, 1) would not lie on the 8 x 4 table",
        "I play 6 2 (as First).\n",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    // Fractions are exact too: 1/3 is typed and mirrored as 23/3.
    let out = common::play(bin, "fraction", "8 4 1\n", "second\n1/3 1\n");
    assert!(out.contains("would not lie on the 8 x 4 table"), "{out}");
    let out = common::play(bin, "fraction-ok", "8 4 1\n", "second\n4/3 1\n");
    assert!(out.contains("I play 20/3 3 (as First).\n"), "{out}");
}

#[test]
fn a_hint_beyond_the_symmetry_says_the_theory_does_not_cover_it() {
    // The person moves first off the centre; the program answers with some
    // plate, and the position is beyond the symmetry strategy.
    let out = common::play(
        "plate_game",
        "hint-beyond",
        "10 10 1\n",
        "first\n1 1\nhint\n",
    );
    assert!(
        out.contains(
            "The strategy knows no winning move here: its theory does not cover this position.\n"
        ),
        "{out}"
    );
    // From the empty table the hint is the centre, then the mirror image
    // of the program's plate; moving second, the person faces plates
    // symmetric about the taken centre: lost.
    let out = common::play(
        "plate_game",
        "hint-centre",
        "10 10 1\n",
        "first\nhint\n5 5\nhint\n",
    );
    assert!(out.contains("A winning move: 5 5.\n"), "{out}");
    let plates = program_plates(&out);
    assert_eq!(plates.len(), 1, "{out}");
    let mirror = (&q("10") - &plates[0].0, &q("10") - &plates[0].1);
    assert!(
        out.contains(&format!("A winning move: {} {}.\n", mirror.0, mirror.1)),
        "{out}"
    );
    let out = common::play(
        "plate_game",
        "hint-lost",
        "10 10 1\n",
        "second\n2 2\nhint\n",
    );
    assert!(out.contains("I play 5 5 (as First)."), "{out}");
    assert!(out.contains("I play 8 8 (as First)."), "{out}");
    assert!(
        out.contains("No move wins here against perfect play: any move, and hope for a mistake.\n"),
        "{out}"
    );
}

/// Whether the player to move wins on the lattice, by exhaustive search
/// of the literal moves.
fn lattice_wins(t: &Tabletop, memo: &mut std::collections::HashMap<Vec<(i64, i64)>, bool>) -> bool {
    let mut key = doubled(t);
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let w = literal_moves(t)
        .iter()
        .any(|next| !lattice_wins(next, memo));
    memo.insert(key, w);
    w
}

/// The drawing's clicks and marks on small tables, empty and along random
/// plays on the lattice: the clicks are the legal lattice points (the
/// picture's step is 1/2 there), each written as `show_move` writes it;
/// the symmetry strategy's move is green (its point and its dashed plate),
/// there exactly when it gives one (on the empty table: when the judge
/// says First), and none is green from a lost position; on tables of at
/// most 25 lattice points the exhaustive search finds the position a
/// green move leaves lost and the one a red move leaves won.
#[test]
fn drawing_offers_the_free_points_and_the_strategys_plate() {
    let game = PlateGame { lattice: false };
    let lattice = PlateGame { lattice: true };
    let mut rng = Rng::new(197);
    let mut memo = std::collections::HashMap::new();
    let (mut marked, mut searched) = (0, 0);
    for r in 1..=3u64 {
        for a in 1..=9u64 {
            for b in 1..=9u64 {
                let mut t = Tabletop::empty(a, b, r).unwrap();
                memo.clear();
                let small =
                    (2 * a).saturating_sub(4 * r - 1) * (2 * b).saturating_sub(4 * r - 1) <= 25;
                loop {
                    let svg = game.picture(&t).unwrap();
                    let clicks = picture::check_clicks(&game, &t, &svg);
                    let mut offered = picture::offered(&clicks);
                    offered.dedup();
                    let mut legal = picture::legal_shown(&game, &t);
                    if legal.is_empty() {
                        // No lattice point is free: the click is the free
                        // point the search finds, if any.
                        legal.extend(game.some_move(&t).map(|m| game.show_move(&t, &m)));
                    }
                    assert_eq!(offered, legal, "{a} {b} {r}: {:?}", t.plates());
                    // Green: the strategy's move (a point of the grid and
                    // its dashed plate's dot) and any other the theory
                    // decides; none from a lost position.
                    let wins: Vec<&String> = (clicks.iter())
                        .filter(|c| c.mark() == Some(true))
                        .map(|c| &c.text)
                        .collect();
                    let best = game.winning_move(&t).map(|m| game.show_move(&t, &m));
                    match &best {
                        Some(m) => assert!(wins.contains(&m), "{a} {b} {r}"),
                        None if game.decided(&t) => assert!(wins.is_empty(), "{a} {b} {r}"),
                        None => {}
                    }
                    // Each mark against the exhaustive search: green leaves
                    // a lost position, red a won one.
                    for c in clicks.iter().filter(|c| small && c.mark().is_some()) {
                        let after = game.apply(&t, &c.m);
                        let wins = Some(!lattice_wins(&after, &mut memo));
                        assert_eq!(c.mark(), wins, "{a} {b} {r}: {}", c.text);
                    }
                    if t.plates().is_empty() {
                        assert_eq!(best.is_some(), plate_game::first_player_wins(a, b, r));
                    }
                    if let Some(m) = &best {
                        marked += 1;
                        if small {
                            let after = game.apply(&t, &game.parse_move(&t, m).unwrap());
                            assert!(!lattice_wins(&after, &mut memo), "{a} {b} {r}: {m}");
                            searched += 1;
                        }
                    }
                    let moves = lattice.moves(&t);
                    if moves.is_empty() {
                        break;
                    }
                    t = game.apply(&t, &moves[rng.below(moves.len())]);
                }
            }
        }
    }
    assert!(marked > 100 && searched > 50, "{marked} {searched}");
}

/// Large and thin tables stay small, their clicks legal: a table of 10^6
/// radii across, one of 10^12 with plates of 10^6, and a strip one plate
/// wide, where no point of the picture's grid is free and the click is a
/// free point the search finds.
#[test]
fn large_tables_are_drawn_small() {
    let game = PlateGame { lattice: false };
    for (a, b, r) in [
        (1_000_000, 1_000_000, 1),
        (1_000_000_000_000, 999_999_999_999, 1_000_000),
        (1_000_000, 2, 1),
    ] {
        let mut t = Tabletop::empty(a, b, r).unwrap();
        for _ in 0..4 {
            let svg = game.picture(&t).unwrap();
            assert!(svg.len() < 300_000, "{} bytes", svg.len());
            let clicks = picture::check_clicks(&game, &t, &svg);
            assert!(!clicks.is_empty(), "{a} {b} {r}");
            // The last click: away from the centre, breaking the symmetry.
            t = game.apply(&t, &clicks[clicks.len() / 3].m);
        }
    }
}
