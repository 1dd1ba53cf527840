//! `plate_game`: the boundaries of "the first plate fits" by hand (the game
//! is continuous, so there is no exhaustive search; the symmetry argument
//! is in the module documentation), the arithmetic against 128-bit 2r, and
//! bad input.

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
