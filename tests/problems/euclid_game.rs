//! `euclid_game` against a memoised search of the literal game (every
//! subtraction of a multiple, no theory) over all pairs up to 60, on random
//! multi-game inputs, on consecutive Fibonacci numbers up to the largest in
//! `u64`, and bad input.

use crate::common;

use common::{picture, Rng};
use cp_games::strategy::Strategy;
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
        // The closing `0 0` cut short.
        ("0\n", "line 1: the input ended before the closing 0 0"),
        (
            "25 7\n0",
            "line 2: the input ended before the closing 0 0",
        ),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}

/// The successors of (a, b) by the rules: a positive multiple of the
/// smaller number subtracted from the larger (either, when they are
/// equal), leaving it non-negative; none once a number is 0.
fn literal_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    if a == 0 || b == 0 {
        return out;
    }
    let mut k = 1;
    while a >= b && k * b <= a {
        out.push((a - k * b, b));
        k += 1;
    }
    let mut k = 1;
    while b >= a && k * a <= b {
        out.push((a, b - k * a));
        k += 1;
    }
    out
}

#[test]
fn strategy_against_every_reply() {
    strategy_against_every_reply_and(100);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn strategy_against_every_reply_and_300_random_pairs() {
    strategy_against_every_reply_and(300);
}

/// Every pair up to [`MAX`], and `random` random pairs up to 3000.
fn strategy_against_every_reply_and(random: usize) {
    let starts: Vec<(u64, u64)> = (1..=MAX as u64)
        .flat_map(|a| (1..=MAX as u64).map(move |b| (a, b)))
        .collect();
    let report = common::adversary::check(
        &cp_games::strategy::euclid_game::Euclid,
        &starts,
        literal_moves,
        false,
        10_000,
    );
    // The pairs up to 60, and the pairs with a 0 they reach.
    assert_eq!(report.positions, MAX * MAX + 2 * MAX);
    let win = brute_table();
    let won = (1..=MAX)
        .flat_map(|a| (1..=MAX).map(move |b| (a, b)))
        .filter(|&(a, b)| win[a][b])
        .count();
    assert_eq!(report.won, won);
    println!("{report:?}");
    // Random pairs up to 3000, with everything they reach.
    let mut rng = Rng::new(1525);
    let starts: Vec<(u64, u64)> = (0..random)
        .map(|_| (rng.range(1, 3000) as u64, rng.range(1, 3000) as u64))
        .collect();
    let report = common::adversary::check(
        &cp_games::strategy::euclid_game::Euclid,
        &starts,
        literal_moves,
        false,
        300_000,
    );
    assert!(report.positions > random * 30, "{report:?}");
    println!("{report:?}");
}

#[test]
fn winning_moves_on_huge_numbers_reach_lost_pairs() {
    let mut rng = Rng::new(2348);
    let mut checked = 0;
    // Consecutive Fibonacci numbers: the longest forced chains.
    let mut fib = vec![(1u64, 1u64)];
    while let Some(next) = fib.last().unwrap().0.checked_add(fib.last().unwrap().1) {
        let (x, _) = *fib.last().unwrap();
        fib.push((next, x));
    }
    for i in 0..30_000 {
        let (a, b) = match i % 4 {
            0 => (rng.next_u64().max(1), rng.next_u64().max(1)),
            1 => (
                (rng.next_u64() >> rng.below(64)).max(1),
                (rng.next_u64() >> rng.below(64)).max(1),
            ),
            2 => {
                let (x, y) = fib[rng.below(fib.len())];
                (x + rng.below(3) as u64, y)
            }
            _ => (
                u64::MAX - rng.below(1000) as u64,
                (u64::MAX - rng.below(1000) as u64) >> rng.below(3),
            ),
        };
        let verdict = euclid_game::first_player_wins(a, b);
        match euclid_game::winning_move(a, b) {
            None => assert!(!verdict, "({a}, {b})"),
            Some((x, y)) => {
                assert!(verdict, "({a}, {b})");
                let legal = (y == b && a >= b && x < a && (a - x) % b == 0)
                    || (x == a && b >= a && y < b && (b - y) % a == 0);
                assert!(legal, "({a}, {b}) -> ({x}, {y})");
                assert!(
                    x == 0 || y == 0 || !euclid_game::first_player_wins(x, y),
                    "({a}, {b}) -> ({x}, {y})"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 15_000, "{checked}");
}

#[test]
fn explain_gives_the_forced_moves_and_the_choice() {
    let out = common::explain("euclid_game", "34 12\n15 24\n2 7\n0 0\n");
    let rule = "With big >= small: if small divides big, or big >= 2 small, the player to \
                move wins; otherwise the only move is to (small, big - small).\n";
    assert_eq!(
        out,
        format!(
            "Game 1:\nNumbers 34 and 12: the player to move (Stan) wins.\n{rule}\
             Winning move: 10 12 (34 >= 2 x 12: leave 10 = 34 mod 12, as (12, 10) is lost \
             for the player to move there).\n\
             \nGame 2:\nNumbers 15 and 24: the player to move (Stan) loses.\n{rule}\
             3 forced moves: (24, 15) -> (15, 9) -> (9, 6) -> (6, 3); at (6, 3) the player \
             to move, Ollie, has the choice and wins.\n\
             \nGame 3:\nNumbers 2 and 7: the player to move (Stan) wins.\n{rule}\
             Winning move: 2 3 (7 >= 2 x 2: (2, 1) would be won for the opponent, so leave \
             3 = 1 + 2: the opponent must move to (2, 1), won for the player who moves from \
             there).\n"
        )
    );
    // (13, 8) -> (8, 5) -> (5, 3) -> (3, 2) -> (2, 1): four forced moves,
    // then Stan empties a number; from (21, 13) one more.
    let out = common::explain("euclid_game", "13 8\n0 0\n");
    assert!(out.contains("(Stan) wins"), "{out}");
    assert!(
        out.contains("4 forced moves: (13, 8) -> (8, 5) -> (5, 3) -> (3, 2) -> (2, 1); at (2, 1) the player to move, Stan, has the choice and wins.\n"),
        "{out}"
    );
    assert!(
        out.ends_with(
            "Winning move: 5 8 (the only move, to (8, 5), lost for the player to move there).\n"
        ),
        "{out}"
    );
    let out = common::explain("euclid_game", "21 13\n0 0\n");
    assert!(
        out.contains("(Stan) loses") && !out.contains("Winning move"),
        "{out}"
    );
    // The longest chain in u64 is cut short.
    let out = common::explain(
        "euclid_game",
        "7540113804746346429 4660046610375530309\n0 0\n",
    );
    assert!(
        out.contains("89 forced moves: (7540113804746346429, 4660046610375530309) -> ")
            && out.contains(" -> ... -> (2, 1); at (2, 1) the player to move, Ollie,"),
        "{out}"
    );
    assert!(out.len() < 1000, "{out}");
    assert_eq!(
        common::explain("euclid_game", "0 0\n"),
        "The input holds no games (only the closing 0 0).\n"
    );
}

#[test]
fn play_sessions() {
    let bin = "euclid_game";
    let program = |(a, b): (u64, u64)| {
        euclid_game::winning_move(a, b).unwrap_or(if a >= b { (a - b, b) } else { (a, b - a) })
    };
    // The program moves first from a won position; the person subtracts
    // the smaller number once.
    let mut script = String::from("second\n");
    let mut pos = (34u64, 12u64);
    let mut plies = 0;
    while pos.0 > 0 && pos.1 > 0 {
        pos = if plies % 2 == 0 {
            program(pos)
        } else {
            let (a, b) = pos;
            let next = if a >= b { (a - b, b) } else { (a, b - a) };
            script += &format!("{} {}\n", next.0, next.1);
            next
        };
        plies += 1;
    }
    assert_eq!(plies % 2, 1, "the program made the 0");
    let out = common::play(bin, "engine-wins", "34 12\n0 0\n", &script);
    assert!(out.starts_with("Numbers: 34 12\n"), "{out}");
    assert!(
        out.contains("I play 10 12 (as Stan).\nNumbers: 10 12\n"),
        "{out}"
    );
    assert!(out.ends_with("You have no move left. I win.\n"), "{out}");

    // The person moves second from a lost pair and wins with the strategy.
    let mut script = String::from("second\n");
    let mut pos = (15u64, 24u64);
    let mut plies = 0;
    while pos.0 > 0 && pos.1 > 0 {
        pos = if plies % 2 == 0 {
            program(pos)
        } else {
            let next = euclid_game::winning_move(pos.0, pos.1).unwrap();
            script += &format!("{} {}\n", next.0, next.1);
            next
        };
        plies += 1;
    }
    assert_eq!(plies % 2, 0, "the person made the 0");
    let out = common::play(bin, "person-wins", "15 24\n0 0\n", &script);
    assert!(out.contains("I play 15 9 (as Stan)."), "{out}");
    assert!(out.ends_with("I have no move left. You win.\n"), "{out}");

    // Illegal and malformed moves, hint, then the end of input.
    let out = common::play(
        bin,
        "illegal",
        "34 12\n0 0\n",
        "first\n34 12\n30 10\n36 12\n34 7\n34 20\n25 12\n-1 12\n1\nhint\n",
    );
    for want in [
        "A move changes one of the numbers. Type help for help.\n",
        "A move changes only one of the numbers.",
        "Numbers only shrink: 34 cannot become 36.",
        "Only the larger number changes: 12 is smaller than 34.",
        "Numbers only shrink: 12 cannot become 20.",
        "A move subtracts a multiple of 12: 34 - 25 = 9 is not one.",
        "\"-1\" is not a number (0 or more).",
        "Type two numbers, the pair after your move.",
        "A winning move: 10 12.\n",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    assert!(
        out.ends_with("Your move (as Stan): \nEnd of input: the game stops here. Goodbye.\n"),
        "{out}"
    );
    // Equal numbers: either may become 0.
    let out = common::play(bin, "equal", "7 7\n0 0\n", "first\n7 0\n");
    assert!(
        out.ends_with("Numbers: 7 0\nI have no move left. You win.\n"),
        "{out}"
    );
    let out = common::play(bin, "pick", "34 12\n15 24\n0 0\n", "2\nsecond\n15 9\n");
    assert!(
        out.contains("I play 15 9 (as Stan).\nNumbers: 15 9\n"),
        "{out}"
    );
}

/// The drawing of (a, b): every click a legal move as `show_move` writes
/// it, none twice, each marked; the moves (pairs after them) with marks.
fn drawn(a: u64, b: u64) -> Vec<((u64, u64), bool)> {
    use cp_games::play::Game;
    let game = cp_games::strategy::euclid_game::Euclid;
    let svg = game.picture(&(a, b)).expect("a drawing");
    assert!(svg.len() < 50_000, "{} bytes for ({a}, {b})", svg.len());
    let clicks = picture::check_clicks(&game, &(a, b), &svg);
    picture::assert_once(&clicks, &(a, b));
    clicks
        .into_iter()
        .map(|c| {
            let mark = c.mark();
            (
                c.m,
                mark.unwrap_or_else(|| panic!("({a}, {b}): {:?} unmarked", c.text)),
            )
        })
        .collect()
}

#[test]
fn drawing_offers_every_move_and_marks_each() {
    let win = brute_table();
    let mut won = 0;
    for a in 1..=MAX as u64 {
        for b in 1..=MAX as u64 {
            let clicked = drawn(a, b);
            let (big, small) = (a.max(b), a.min(b));
            if big / small <= 24 {
                let mut got: Vec<_> = clicked.iter().map(|c| c.0).collect();
                let mut all = cp_games::strategy::euclid_game::Euclid.moves(&(a, b));
                got.sort_unstable();
                all.sort_unstable();
                assert_eq!(got, all, "({a}, {b})");
            }
            for ((x, y), mark) in clicked {
                // A 0 ends the game, won by the mover.
                let wins = x == 0 || y == 0 || !win[x as usize][y as usize];
                assert_eq!(mark, wins, "({a}, {b}) -> ({x}, {y})");
                won += usize::from(mark);
            }
        }
    }
    assert!(won > 2000, "{won}");
    // Game over: nothing to click.
    assert!(drawn(0, 5).is_empty());
}

#[test]
fn drawing_of_huge_numbers_stays_small_and_offers_the_winning_move() {
    drawing_of_huge_numbers_stays_small_and_offers_the_winning_move_in(100);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn drawing_of_huge_numbers_stays_small_and_offers_the_winning_move_full() {
    drawing_of_huge_numbers_stays_small_and_offers_the_winning_move_in(300);
}

/// [`drawing_of_huge_numbers_stays_small_and_offers_the_winning_move`] on `cases` seeded cases (the
/// quick tier's 100, the full tier's 300).
fn drawing_of_huge_numbers_stays_small_and_offers_the_winning_move_in(cases: usize) {
    let mut rng = Rng::new(2348);
    let m = u64::MAX;
    let mut pairs = vec![(m, 1), (1, m), (m, m), (m, m - 1), (m, m / 2), (3, m)];
    for _ in 0..cases {
        let a = (rng.next_u64() >> rng.below(64)).max(1);
        let b = (rng.next_u64() >> rng.below(64)).max(1);
        pairs.push((a, b));
    }
    for (a, b) in pairs {
        let clicked = drawn(a, b);
        assert!(!clicked.is_empty());
        match euclid_game::winning_move(a, b) {
            Some(m) => assert!(clicked.contains(&(m, true)), "({a}, {b}): {m:?}"),
            None => assert!(clicked.iter().all(|c| !c.1), "({a}, {b})"),
        }
        for ((x, y), mark) in clicked {
            let wins = x == 0 || y == 0 || !euclid_game::first_player_wins(x, y);
            assert_eq!(mark, wins, "({a}, {b}) -> ({x}, {y})");
        }
    }
}
