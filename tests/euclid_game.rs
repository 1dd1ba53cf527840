//! `euclid_game` against a memoised search of the literal game (every
//! subtraction of a multiple, no theory) over all pairs up to 60, on random
//! multi-game inputs, on consecutive Fibonacci numbers up to the largest in
//! `u64`, and bad input.

mod common;

use common::Rng;
use cp_games::{input::Input, problems::euclid_game};

const MAX: usize = 60;

/// `table[a][b]`: whether the player to move from (a, b) wins, for
/// 1 <= a, b <= MAX, by trying every move of the rules.
fn brute_table() -> Vec<Vec<bool>> {
    let mut win = vec![vec![false; MAX + 1]; MAX + 1];
    // A move only lowers a + b, so fill by increasing sum.
    for sum in 2..=2 * MAX {
        for a in 1..=MAX.min(sum - 1) {
            let b = sum - a;
            if b > MAX {
                continue;
            }
            let (big, small) = (a.max(b), a.min(b));
            let mut w = false;
            let mut k = 1;
            while k * small <= big {
                let rest = big - k * small;
                // Making a number 0 wins; otherwise win if the opponent loses.
                if rest == 0 || !win[rest][small] {
                    w = true;
                }
                k += 1;
            }
            win[a][b] = w;
        }
    }
    win
}

fn answer_line(first_wins: bool) -> &'static str {
    if first_wins {
        "Stan wins\n"
    } else {
        "Ollie wins\n"
    }
}

fn input_text(games: &[(u64, u64)]) -> String {
    let mut s: String = games.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
    s += "0 0\n";
    s
}

/// The mover loses from (a, b), a != b, iff big / small < phi (a theorem
/// independent of the forced-step walk the library uses), decided exactly
/// for all of `u64`: with x = 2 big - small, big / small < phi iff
/// x^2 < 5 small^2, and when x > 2 small that is (x - 2 small)(x + 2 small)
/// < small^2, whose sides fit `u128` unless the left one overflows.
fn loses_by_ratio(a: u64, b: u64) -> bool {
    let (big, small) = (a.max(b) as u128, a.min(b) as u128);
    assert!(big != small);
    if big >= 2 * small {
        return false;
    }
    if 2 * big <= 3 * small {
        return true;
    }
    match (2 * big - 3 * small).checked_mul(2 * big + small) {
        Some(p) => p < small * small,
        None => false,
    }
}

#[test]
fn every_pair_up_to_60_against_exhaustive_search() {
    let win = brute_table();
    let mut games = Vec::new();
    let mut expected = String::new();
    for (a, row) in win.iter().enumerate().skip(1) {
        for (b, &w) in row.iter().enumerate().skip(1) {
            let (a, b) = (a as u64, b as u64);
            assert_eq!(euclid_game::first_player_wins(a, b), w, "({a}, {b})");
            if a != b {
                assert_eq!(loses_by_ratio(a, b), !w, "ratio test at ({a}, {b})");
            }
            games.push((a, b));
            expected += answer_line(w);
        }
    }
    // Both outcomes occur, so the comparison can fail either way.
    assert!(expected.contains("Ollie") && expected.contains("Stan"));
    let text = input_text(&games);
    assert_eq!(common::run_ok("euclid_game", text.as_bytes()), expected);
}

#[test]
fn random_inputs_against_exhaustive_search() {
    let win = brute_table();
    let mut rng = Rng::new(1525);
    for case in 0..600 {
        let mut games = Vec::new();
        let mut expected = String::new();
        for _ in 0..rng.range(0, 12) {
            let (a, b) = if rng.chance(0.8) {
                let (a, b) = (rng.range(1, MAX), rng.range(1, MAX));
                expected += answer_line(win[a][b]);
                (a as u64, b as u64)
            } else {
                // Large values, checked by the ratio theorem; half of
                // them with a ratio near phi, where both outcomes occur.
                let b = (rng.next_u64() >> rng.range(0, 62)).max(1);
                let a = if rng.chance(0.5) {
                    let lo = (b / 1000).saturating_mul(1550);
                    let hi = (b / 1000).saturating_mul(1700);
                    (lo + rng.next_u64() % (hi - lo + 1)).max(1)
                } else {
                    (rng.next_u64() >> rng.range(0, 62)).max(1)
                };
                let (a, b) = if rng.chance(0.5) { (a, b) } else { (b, a) };
                expected += answer_line(a == b || !loses_by_ratio(a, b));
                (a, b)
            };
            games.push((a, b));
        }
        let text = input_text(&games);
        let got = euclid_game::solve(&mut Input::new(text.as_str())).unwrap();
        assert_eq!(got, expected, "case {case}:\n{text}");
        if case % 4 == 0 {
            assert_eq!(common::run_ok("euclid_game", text.as_bytes()), expected);
        }
    }
}

#[test]
fn consecutive_fibonacci_numbers_up_to_the_largest_in_u64() {
    // (F(n+1), F(n)) for n >= 3 forces the move to (F(n), F(n-1)); (F(3),
    // F(2)) = (2, 1) is a win, so the mover wins iff n is even.
    let mut fib = vec![0u64, 1];
    while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        fib.push(next);
    }
    assert_eq!(
        fib.len(),
        94,
        "F(93) is the largest Fibonacci number in u64"
    );
    let win = brute_table();
    let mut games = Vec::new();
    let mut expected = String::new();
    for n in 2..fib.len() - 1 {
        let (a, b) = (fib[n + 1], fib[n]);
        let mover_wins = n % 2 == 0;
        if a as usize <= MAX {
            assert_eq!(win[a as usize][b as usize], mover_wins, "F({n})");
        }
        assert_eq!(euclid_game::first_player_wins(a, b), mover_wins, "F({n})");
        games.push((b, a));
        expected += answer_line(mover_wins);
    }
    let text = input_text(&games);
    assert_eq!(common::run_ok("euclid_game", text.as_bytes()), expected);
}

#[test]
fn testdata_answers_are_those_of_independent_checks() {
    let win = brute_table();
    for (path, data) in common::testdata_inputs("euclid_game") {
        let text = String::from_utf8(data).unwrap();
        let nums: Vec<u64> = text
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let mut expected = String::new();
        for pair in nums.chunks(2).take_while(|p| p != &[0, 0]) {
            let (a, b) = (pair[0], pair[1]);
            let first_wins = if a.max(b) as usize <= MAX {
                win[a as usize][b as usize]
            } else {
                a == b || !loses_by_ratio(a, b)
            };
            expected += answer_line(first_wins);
        }
        let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(out, expected, "{}", path.display());
    }
}

#[test]
fn bad_input() {
    let bin = "euclid_game";
    for (input, needle) in [
        (
            "34 12\n15 24\n",
            "line 2: game 3: expected the first number (or the closing 0 0), found the end of the input",
        ),
        (
            "34 12\n15",
            "game 2: expected the second number, found the end of the input",
        ),
        (
            "34 12\n0 5\n0 0\n",
            "line 2: game 2: both numbers must be positive, found 0 and 5",
        ),
        (
            "7 0\n0 0\n",
            "line 1: game 1: both numbers must be positive, found 7 and 0",
        ),
        (
            "34 12\n0 0\n5 5\n",
            "line 3: unexpected \"5\" after the closing 0 0",
        ),
        ("0 0 0 0\n", "line 1: unexpected \"0\" after the closing 0 0"),
        (
            "34 x\n0 0\n",
            "line 1: game 1: expected the second number, found \"x\"",
        ),
        (
            "1 18446744073709551616\n0 0\n",
            "game 1: the second number is too large: \"18446744073709551616\"",
        ),
        (
            "1 1\n-3 4\n0 0\n",
            "line 2: game 2: the first number (or the closing 0 0) must not be negative",
        ),
        ("1 1\n2.5 4\n0 0\n", "found \"2.5\""),
        ("0\n", "game 1: expected the second number, found the end"),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}
