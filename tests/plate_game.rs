//! `plate_game`: the boundaries of "the first plate fits" by hand, the
//! arithmetic against 128-bit 2r, and bad input. The game is continuous,
//! so the exhaustive search of the symmetry strategy plays it on a lattice
//! (centres on multiples of 1/2, the literal rules in exact integers);
//! on the continuum, the strategy plays random games against random
//! placements, and the search for a free point is compared with a fine
//! grid.

mod common;

use common::Rng;
use cp_games::problems::plate_game;

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

use cp_games::play::Game;
use plate_game::{PlateGame, Table, TOLERANCE};
use std::time::Instant;

/// The plates of `t` in doubled table coordinates (2x, 2y): integers on
/// the lattice.
fn doubled(t: &Table) -> Vec<(i64, i64)> {
    let (a, b, _) = t.dims();
    let twice = |w: f64, side: u64| {
        let z = 2.0 * w + side as f64;
        assert_eq!(z.fract(), 0.0, "{w} is off the lattice");
        z as i64
    };
    t.plates()
        .iter()
        .map(|&(u, v)| (twice(u, a), twice(v, b)))
        .collect()
}

/// The successors by the literal rules on the lattice: a plate of radius r
/// with its centre (x, y) on a multiple of 1/2 lies on the table when
/// r <= x <= a - r and r <= y <= b - r, and misses every plate when the
/// centres are at least 2r apart; in doubled coordinates, exact integers.
fn literal_moves(t: &Table) -> Vec<Table> {
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
                // The same point measured from the middle: (x - a) / 2.
                next.place(((x - a) as f64 / 2.0, (y - b) as f64 / 2.0));
                out.push(next);
            }
        }
    }
    out
}

/// Start positions: empty tables, and positions symmetric about the
/// centre (the centre free and legal: won by taking it; the centre taken:
/// lost), built from a random plate and its mirror image.
fn lattice_starts(rng: &mut Rng) -> Vec<Table> {
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
                starts.push(Table::empty(a, b, r).unwrap());
            }
        }
    }
    // Symmetric positions on larger tables: one or two random plates and
    // their mirror images, with the centre free, then taken.
    let game = PlateGame { lattice: true };
    for _ in 0..300 {
        let r = rng.range(1, 2) as u64;
        let (a, b) = (rng.range(2, 6) as u64 * r, rng.range(2, 6) as u64 * r);
        let mut sym = Table::empty(a, b, r).unwrap();
        for _ in 0..rng.range(1, 2) {
            let moves = game.moves(&sym);
            if moves.is_empty() {
                break;
            }
            let p = moves[rng.below(moves.len())];
            let m = (-p.0, -p.1);
            if p == m {
                continue;
            }
            sym.place(p);
            if !sym.is_legal(m) {
                break;
            }
            sym.place(m);
        }
        if game.winning_move(&sym).is_none() && game.some_move(&sym).is_some() {
            continue; // an odd plate out, or the centre blocked but free
        }
        starts.push(sym.clone());
        if sym.is_legal((0.0, 0.0)) {
            sym.place((0.0, 0.0));
            starts.push(sym);
        }
    }
    starts
}

#[test]
fn strategy_against_every_reply() {
    let game = PlateGame { lattice: true };
    let mut rng = Rng::new(197);
    let starts = lattice_starts(&mut rng);
    let mut total = common::adversary::Report::default();
    let (mut won, mut lost) = (0, 0);
    let clock = Instant::now();
    for t in &starts {
        let report = common::adversary::check_partial(
            &game,
            std::slice::from_ref(t),
            literal_moves,
            false,
            400_000,
        );
        // The check holds the strategy to the search on each start.
        if game.winning_move(t).is_some() {
            won += 1;
        } else {
            lost += 1;
        }
        total += report;
    }
    assert!(won >= 40 && lost >= 40, "{won} won, {lost} lost");
    println!(
        "{} starts: {total:?} in {:?}",
        starts.len(),
        clock.elapsed()
    );
}

/// Whether a plate at `(u, v)` (from the middle) is legal with the slack
/// `slack` (a fraction of r): on the table and clear of every plate, by
/// the rules, each up to the slack; checked over all plates.
fn free_with(t: &Table, (u, v): (f64, f64), slack: f64) -> bool {
    let (a, b, r) = t.dims();
    let (a, b, r) = (a as f64, b as f64, r as f64);
    let s = slack * r;
    let (x, y) = (u + a / 2.0, v + b / 2.0);
    let on = 2.0 * r <= a && 2.0 * r <= b;
    on && x >= r - s
        && x <= a - r + s
        && y >= r - s
        && y <= b - r + s
        && t.plates()
            .iter()
            .all(|&(pu, pv)| ((u - pu).powi(2) + (v - pv).powi(2)).sqrt() >= 2.0 * r - s)
}

/// A uniformly random centre within the table's centres' range (from the
/// middle).
fn random_centre(rng: &mut Rng, t: &Table) -> (f64, f64) {
    let (a, b, r) = t.dims();
    let unit = |rng: &mut Rng| rng.below(1 << 30) as f64 / (1u64 << 30) as f64;
    let hx = (a as f64 - 2.0 * r as f64) / 2.0;
    let hy = (b as f64 - 2.0 * r as f64) / 2.0;
    ((2.0 * unit(rng) - 1.0) * hx, (2.0 * unit(rng) - 1.0) * hy)
}

/// The strategy as First on random tables against random continuous
/// placements (a random legal point if 300 tries find one, else
/// `Table::some_move`): each of its moves is legal by the rules written
/// here, leaves the plates symmetric about the centre, and the game ends
/// with Second unable to move.
#[test]
fn mirror_moves_are_legal_against_random_placements() {
    let mut rng = Rng::new(1970);
    let (mut games, mut turns, mut by_search) = (0, 0, 0);
    for _ in 0..1000 {
        let r = rng.range(1, 4) as u64;
        let (a, b) = (
            rng.range(1, 40) as u64 * r / 2,
            rng.range(1, 40) as u64 * r / 2,
        );
        let mut t = Table::empty(a, b, r).unwrap();
        let fits = plate_game::first_player_wins(a, b, r);
        loop {
            // First: the strategy.
            let Some(m) = t.winning_move() else {
                assert!(!fits && t.plates().is_empty(), "no move for First: {t:?}");
                assert_eq!(t.some_move(), None);
                break;
            };
            assert!(free_with(&t, m, TOLERANCE), "{m:?} is not legal on {t:?}");
            t.place(m);
            turns += 1;
            let set: Vec<(u64, u64)> = t
                .plates()
                .iter()
                .map(|&(u, v)| (u.to_bits(), v.to_bits()))
                .collect();
            for &(u, v) in t.plates() {
                let mirror = ((-u + 0.0).to_bits(), (-v + 0.0).to_bits());
                assert!(set.contains(&mirror), "not symmetric: {t:?}");
            }
            // Second: a random legal point, else the search's.
            let tries = (0..300).map(|_| random_centre(&mut rng, &t));
            let found = tries.into_iter().find(|&p| free_with(&t, p, TOLERANCE));
            let searched = t.some_move();
            if let Some(p) = searched {
                assert!(
                    free_with(&t, p, TOLERANCE),
                    "{p:?} from the search on {t:?}"
                );
            }
            let reply = match (found, searched) {
                (Some(p), Some(_)) => p,
                (None, Some(p)) => {
                    by_search += 1;
                    p
                }
                (Some(p), None) => panic!("{p:?} is free, the search found nothing: {t:?}"),
                (None, None) => break,
            };
            t.place(reply);
        }
        games += 1;
    }
    assert!(
        turns >= 2000 && by_search >= 50,
        "{turns} turns, {by_search} by search"
    );
    println!("{games} games, {turns} strategy moves, {by_search} replies from the search");
}

/// `Table::some_move` against a fine grid on random positions: a grid
/// point free with half the tolerance means a move is found, and a move
/// found is legal; plus hand-made positions whose only free point is a
/// corner, a circle meeting a side, or two circles meeting.
#[test]
fn the_search_for_a_free_point_against_a_grid() {
    let mut rng = Rng::new(4);
    let (mut some, mut none) = (0, 0);
    for _ in 0..400 {
        let r = rng.range(1, 3) as u64;
        let (a, b) = (rng.range(2, 8) as u64 * r, rng.range(2, 8) as u64 * r);
        let mut t = Table::empty(a, b, r).unwrap();
        // Random legal plates, some at random, some where the search says.
        for _ in 0..rng.range(0, 12) {
            let p = if rng.chance(0.5) {
                random_centre(&mut rng, &t)
            } else {
                match t.some_move() {
                    Some(p) => p,
                    None => break,
                }
            };
            if t.is_legal(p) {
                t.place(p);
            }
        }
        let found = t.some_move();
        if let Some(p) = found {
            assert!(free_with(&t, p, TOLERANCE), "{p:?} on {t:?}");
            some += 1;
        } else {
            none += 1;
        }
        let (hx, hy) = ((a - 2 * r) as f64 / 2.0, (b - 2 * r) as f64 / 2.0);
        let steps = 120;
        for i in 0..=steps {
            for j in 0..=steps {
                let p = (
                    -hx + 2.0 * hx * i as f64 / steps as f64,
                    -hy + 2.0 * hy * j as f64 / steps as f64,
                );
                if free_with(&t, p, TOLERANCE / 2.0) {
                    assert!(found.is_some(), "{p:?} is free on {t:?}");
                }
            }
        }
    }
    assert!(some >= 50 && none >= 50, "{some} found, {none} full");

    // Only free point: the corner (1, 1) of a 6 x 2 table, r = 1, plates at
    // x = 3 and 5.
    let mut t = Table::empty(6, 2, 1).unwrap();
    t.place((0.0, 0.0));
    t.place((2.0, 0.0));
    let p = t.some_move().expect("the corner is free");
    assert!((p.0 + 2.0).abs() < 1e-5 && p.1.abs() < 1e-5, "{p:?}");
    t.place(p);
    assert_eq!(t.some_move(), None);
    // Only free points: where a circle meets a side. On a 4 x 2 + 2 sqrt 3
    // table... kept integral: 4 x 4, r = 1 with plates at (1, 1) and (3, 1)
    // (from the middle (-1, -1), (1, -1)): the free points are the corners
    // (1, 3), (3, 3) and the circle points; the top side y = 3 stays free.
    let mut t = Table::empty(4, 4, 1).unwrap();
    t.place((-1.0, -1.0));
    t.place((1.0, -1.0));
    t.place((-1.0, 1.0));
    let p = t.some_move().expect("the corner (3, 3) is free");
    assert!(
        (p.0 - 1.0).abs() < 1e-5 && (p.1 - 1.0).abs() < 1e-5,
        "{p:?}"
    );
    // Two circles meeting: plates at (-1, 0) and (1, 0) from the middle of
    // a table 2 + 2 r wide that leaves only (0, +-sqrt 3) free... with the
    // centres' range |u| <= 1, |v| <= 2: the free points have |u| <= 1 and
    // distance >= 2 from both: the region above v >= sqrt 3 near u = 0, and
    // the corners (+-1, +-2). Taking the corners leaves the region whose
    // lowest point is where the circles meet.
    let mut t = Table::empty(4, 6, 1).unwrap();
    for p in [(-1.0, 0.0), (1.0, 0.0)] {
        t.place(p);
    }
    let p = t.some_move().expect("free points above the circles");
    assert!(free_with(&t, p, TOLERANCE), "{p:?}");
    // Tolerance: a plate 2r - t/2 away is legal, 2r - 2t is not.
    // Likewise over the edge: the centres' range is |u| <= 3 on 10 x 10.
    let t = Table::empty(10, 10, 2).unwrap();
    assert!(t.is_legal((3.0 + 1e-6, 0.0)));
    assert!(!t.is_legal((3.0 + 4e-6, 0.0)));
    let mut t = Table::empty(20, 20, 2).unwrap();
    t.place((0.0, 0.0));
    assert!(t.is_legal((4.0 - 1e-6, 0.0)));
    assert!(!t.is_legal((4.0 - 4e-6, 0.0)));
}

/// A large table filled by the search alone: every plate legal, and at the
/// end no point of a fine grid is free.
#[test]
fn the_search_fills_a_large_table() {
    let mut t = Table::empty(120, 90, 2).unwrap();
    while let Some(p) = t.some_move() {
        assert!(free_with(&t, p, TOLERANCE), "{p:?}");
        t.place(p);
    }
    let n = t.plates().len();
    // Plates of radius 2 on 120 x 90 take at least area... at most
    // (120 / 2) * (90 / 2) / (pi / 4) centres fit even packed densely.
    assert!((400..=3500).contains(&n), "{n} plates");
    for i in 0..=1160 {
        for j in 0..=860 {
            let p = (-58.0 + i as f64 / 10.0, -43.0 + j as f64 / 10.0);
            assert!(!free_with(&t, p, TOLERANCE / 2.0), "{p:?} is free");
        }
    }
    println!("{n} plates");
}

#[test]
fn explain_states_the_centre_and_the_mirror() {
    let out = common::explain("plate_game", "5 5 2\n");
    for want in [
        "Table 5 x 5, plates of radius 2: First wins.\n",
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
        "Table 6 x 7, plates of radius 4: Second wins.\nA plate needs 2r = 8 across, more \
         than the side a = 6: no plate fits, so First cannot move and loses.\n"
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

/// Replays a session: the person types `person(t)` at each turn, the
/// program answers as the binary does. Returns the script.
fn script(
    t: &mut Table,
    person_first: bool,
    mut person: impl FnMut(&Table) -> Option<(f64, f64)>,
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
    let mut t = Table::empty(10, 6, 1).unwrap();
    let (moves, person_won) = script(&mut t, false, |t| t.some_move());
    assert!(!person_won);
    let out = common::play(bin, "engine-wins", "10 6 1\n", &moves);
    assert!(
        out.starts_with("Table 10 x 6, plates of radius 1: no plate on it.\n"),
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
    let mut t = Table::empty(12, 7, 1).unwrap();
    let (moves, person_won) = script(&mut t, true, |t| t.winning_move());
    assert!(person_won);
    let out = common::play(bin, "person-wins", "12 7 1\n", &moves);
    assert!(out.contains("Your move (as First): Table 12 x 7"), "{out}");
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
        "\"foo\" is not a number.",
        "Type two numbers, the centre `x y` of your plate.",
        "\"nan\" is not a number.",
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
    assert!(out.contains("A winning move: 9.0000004"), "{out}");
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
