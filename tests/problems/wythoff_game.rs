//! `wythoff_game` against a memoised search of the literal game (every move
//! of the rules, no theory) over all pairs up to 60 and on random inputs;
//! the losing pairs against the greedy construction and an exact bisection;
//! a k below 10^18 where floating point is wrong; and bad input.

use crate::common;

use common::{picture, Rng};
use cp_games::strategy::Strategy;
use cp_games::{input::Input, problems::wythoff_game};

const MAX: usize = 60;

/// `win[a][b]`: whether the player to move wins with piles a, b <= MAX, by
/// trying every move of the rules.
fn brute_table() -> Vec<Vec<bool>> {
    let mut win = vec![vec![false; MAX + 1]; MAX + 1];
    // Every move lowers a + b, so fill by increasing sum.
    for sum in 0..=2 * MAX {
        for a in sum.saturating_sub(MAX)..=sum.min(MAX) {
            let b = sum - a;
            let from_a = (0..a).any(|x| !win[x][b]);
            let from_b = (0..b).any(|y| !win[a][y]);
            let from_both = (1..=a.min(b)).any(|t| !win[a - t][b - t]);
            win[a][b] = from_a || from_b || from_both;
        }
    }
    win
}

/// The full 256-bit product of two `u128`s, as (high, low) halves.
fn wide_mul(x: u128, y: u128) -> (u128, u128) {
    const M: u128 = u64::MAX as u128;
    let (x1, x0, y1, y0) = (x >> 64, x & M, y >> 64, y & M);
    let (p00, p01, p10, p11) = (x0 * y0, x0 * y1, x1 * y0, x1 * y1);
    let mid = (p00 >> 64) + (p01 & M) + (p10 & M);
    let lo = (p00 & M) | (mid & M) << 64;
    let hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
    (hi, lo)
}

/// floor(k phi) by bisection on the exact inequality 2x - k <= k sqrt 5,
/// i.e. 2x <= k or (2x - k)^2 <= 5 k^2, in 256-bit products (no square
/// root, any k in `u64`).
fn floor_k_phi_by_bisection(k: u64) -> u128 {
    let k = k as u128;
    let fits = |x: u128| 2 * x <= k || wide_mul(2 * x - k, 2 * x - k) <= wide_mul(5 * k, k);
    let (mut lo, mut hi) = (k, 2 * k + 1); // fits(lo), !fits(hi)
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

#[test]
fn wide_products() {
    let mut rng = Rng::new(256);
    for _ in 0..10_000 {
        let (x, y) = (rng.next_u64() as u128, rng.next_u64() as u128);
        assert_eq!(wide_mul(x, y), (0, x * y));
        let (h, l) = wide_mul(x << 64, y);
        assert_eq!((h, l), ((x * y) >> 64, (x * y) << 64));
    }
    assert_eq!(wide_mul(1 << 64, 1 << 64), (1, 0));
    assert_eq!(wide_mul(u128::MAX, u128::MAX), (u128::MAX - 1, 1));
    assert_eq!(wide_mul(u128::MAX, 2), (1, u128::MAX - 1));
}

fn text_of(games: &[(u64, u64)]) -> String {
    games.iter().map(|(a, b)| format!("{a} {b}\n")).collect()
}

#[test]
fn every_pair_up_to_60_against_exhaustive_search() {
    let win = brute_table();
    let mut games = Vec::new();
    let mut expected = String::new();
    for (a, row) in win.iter().enumerate() {
        for (b, &w) in row.iter().enumerate() {
            let (a, b) = (a as u64, b as u64);
            assert_eq!(wythoff_game::first_player_wins(a, b), w, "({a}, {b})");
            games.push((a, b));
            expected += if w { "1\n" } else { "0\n" };
        }
    }
    assert!(expected.contains('0') && expected.contains('1'));
    let text = text_of(&games);
    assert_eq!(common::run_ok("wythoff_game", text.as_bytes()), expected);
}

#[test]
fn random_inputs_against_exhaustive_search_and_bisection() {
    let win = brute_table();
    let mut rng = Rng::new(1527);
    let (mut large_losing, mut large_winning) = (0, 0);
    for case in 0..600 {
        let mut games = Vec::new();
        let mut expected = String::new();
        for _ in 0..rng.range(1, 12) {
            let (a, b, w) = if rng.chance(0.7) {
                let (a, b) = (rng.range(0, MAX), rng.range(0, MAX));
                (a as u64, b as u64, win[a][b])
            } else {
                // Large piles near a losing pair, decided by bisection.
                let k = rng.next_u64() >> rng.range(2, 63); // a_k + k + 2 < 2^64
                let ak = floor_k_phi_by_bisection(k) as u64;
                let a = ak.saturating_add(rng.range(0, 2) as u64).saturating_sub(1);
                let b = a + k + [0, 0, 1, 2][rng.below(4)];
                let lo = a.min(b);
                let w = floor_k_phi_by_bisection(b - a) != lo as u128;
                if w {
                    large_winning += 1;
                } else {
                    large_losing += 1;
                }
                if rng.chance(0.5) {
                    (a, b, w)
                } else {
                    (b, a, w)
                }
            };
            games.push((a, b));
            expected += if w { "1\n" } else { "0\n" };
        }
        let text = text_of(&games);
        let got = wythoff_game::solve(&mut Input::new(text.as_str())).unwrap();
        assert_eq!(got, expected, "case {case}:\n{text}");
        if case % 4 == 0 {
            assert_eq!(common::run_ok("wythoff_game", text.as_bytes()), expected);
        }
    }
    assert!(large_losing > 50 && large_winning > 50);
}

#[test]
fn losing_pairs_are_the_greedy_construction() {
    // Wythoff's construction without phi: a_k is the least number not yet
    // used by an earlier pair, and b_k = a_k + k.
    const K: usize = 100_000;
    let mut used = vec![false; 3 * K + 3];
    let mut a = 0;
    for k in 0..=K {
        while used[a] {
            a += 1;
        }
        let b = a + k;
        used[a] = true;
        used[b] = true;
        assert_eq!(
            wythoff_game::losing_pair(k as u64),
            Some((a as u64, b as u64)),
            "k = {k}"
        );
        if k > 0 {
            a += 1;
        }
    }
}

#[test]
fn floating_point_is_wrong_below_10_pow_18_and_the_binary_is_not() {
    // The usual floating-point formula for floor(k phi).
    let by_float = |k: u64| ((k as f64) * (1.0 + 5f64.sqrt()) / 2.0).floor() as u64;
    // Search upward from 10^15 in steps that grow, for k where the f64
    // formula and the exact bisection disagree.
    let mut found = Vec::new();
    let mut k: u64 = 1_000_000_000_000_000;
    while found.len() < 5 && k < 1_000_000_000_000_000_000 {
        let exact = floor_k_phi_by_bisection(k);
        if u128::from(by_float(k)) != exact {
            found.push((k, exact as u64, by_float(k)));
        }
        k += k / 1_000_003 + 1;
    }
    assert_eq!(found.len(), 5, "no k below 10^18 where f64 is wrong");
    let mut text = String::new();
    let mut expected = String::new();
    for &(k, exact, float) in &found {
        // The exact pair is losing; the floating-point one is not.
        assert_eq!(
            wythoff_game::losing_pair(k),
            Some((exact, exact + k)),
            "k = {k}"
        );
        text += &format!("{exact} {}\n{float} {}\n", exact + k, float + k);
        expected += "0\n1\n";
    }
    assert_eq!(
        common::run_ok("wythoff_game", text.as_bytes()),
        expected,
        "{text}"
    );
}

#[test]
fn the_largest_losing_pair_in_u64() {
    // k = 7046029254386353130 gives exactly a_k + k = 2^64 - 1.
    let k = 7_046_029_254_386_353_130u64;
    let a = 11_400_714_819_323_198_485u64;
    assert_eq!(a.checked_add(k), Some(u64::MAX));
    assert_eq!(floor_k_phi_by_bisection(k), a as u128);
    assert_eq!(wythoff_game::losing_pair(k), Some((a, u64::MAX)));
    assert_eq!(wythoff_game::losing_pair(k + 1), None);
    let text = format!(
        "{a} {}\n{} {a}\n{} {}\n",
        u64::MAX,
        u64::MAX,
        a + 1,
        u64::MAX
    );
    assert_eq!(common::run_ok("wythoff_game", text.as_bytes()), "0\n0\n1\n");
}

#[test]
fn testdata_answers_are_those_of_independent_checks() {
    let win = brute_table();
    for (path, data) in common::testdata_inputs("wythoff_game") {
        let text = String::from_utf8(data).unwrap();
        let nums: Vec<u64> = text
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let mut expected = String::new();
        for pair in nums.chunks(2) {
            let (a, b) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
            let w = if b as usize <= MAX {
                win[a as usize][b as usize]
            } else {
                floor_k_phi_by_bisection(b - a) != a as u128
            };
            expected += if w { "1\n" } else { "0\n" };
        }
        let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(out, expected, "{}", path.display());
    }
}

#[test]
fn bad_input() {
    let bin = "wythoff_game";
    for (input, needle) in [
        (
            "2 1\n8\n",
            "line 2: game 2: expected the second pile, found the end of the input",
        ),
        (
            "2 1\n8 x\n",
            "line 2: game 2: expected the second pile, found \"x\"",
        ),
        (
            "2 1\n\n3 -4\n",
            "line 3: game 2: the second pile must not be negative, found \"-4\"",
        ),
        (
            "1 18446744073709551616\n",
            "line 1: game 1: the second pile is too large",
        ),
        (
            "2 1 8 4 4\n",
            "game 3: expected the second pile, found the end",
        ),
        ("1.5 2\n", "game 1: expected the first pile, found \"1.5\""),
        (
            "2 1\n0x10 3\n",
            "line 2: game 2: expected the first pile, found \"0x10\"",
        ),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}

/// The successors of (a, b) by the rules: take from one pile, or the same
/// from both.
fn literal_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    for t in 1..=a {
        out.push((a - t, b));
    }
    for t in 1..=b {
        out.push((a, b - t));
    }
    for t in 1..=a.min(b) {
        out.push((a - t, b - t));
    }
    out
}

#[test]
fn strategy_against_every_reply() {
    let starts: Vec<(u64, u64)> = (0..=40)
        .flat_map(|a| (0..=40).map(move |b| (a, b)))
        .collect();
    let report = common::adversary::check(
        &cp_games::strategy::wythoff_game::Wythoff,
        &starts,
        literal_moves,
        false,
        10_000,
    );
    assert_eq!(report.positions, 41 * 41);
    // 2 * 16 + 1 losing pairs have both piles <= 40: (0, 0), (1, 2) ... (24, 39).
    let lost = (0..)
        .map_while(|k| wythoff_game::losing_pair(k).filter(|p| p.1 <= 40))
        .count();
    assert_eq!(report.positions - report.won, 2 * lost - 1);
    println!("{report:?}");
}

#[test]
fn winning_moves_on_huge_piles_reach_losing_pairs() {
    let mut rng = Rng::new(1527);
    let mut checked = 0;
    for i in 0..20_000 {
        let (a, b) = match i % 3 {
            0 => (rng.next_u64(), rng.next_u64()),
            1 => (
                rng.next_u64() >> (rng.below(64)),
                rng.next_u64() >> rng.below(64),
            ),
            _ => (
                u64::MAX - rng.below(1000) as u64,
                u64::MAX - rng.below(1000) as u64,
            ),
        };
        let verdict = wythoff_game::first_player_wins(a, b);
        match wythoff_game::winning_move(a, b) {
            None => assert!(!verdict, "({a}, {b})"),
            Some((x, y)) => {
                assert!(verdict, "({a}, {b})");
                let legal = (x < a && y == b) || (x == a && y < b) || (x < a && a - x == b - y);
                assert!(legal, "({a}, {b}) -> ({x}, {y})");
                assert!(
                    !wythoff_game::first_player_wins(x, y),
                    "({a}, {b}) -> ({x}, {y})"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 15_000);
}

#[test]
fn explain_names_the_losing_pair_reached() {
    let out = common::explain("wythoff_game", "2 1\n8 4\n4 7\n");
    assert!(
        out.starts_with("Game 1:\nPiles 2 and 1: the player to move loses.\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "Game 2:\nPiles 8 and 4: the player to move wins.\n"
        ) && out.contains(
            "Winning move: take 1 from the first pile, leaving 7 and 4, the losing pair for k = 3.\n"
        ),
        "{out}"
    );
    let huge = common::explain("wythoff_game", "1000000000000000000 1\n");
    assert!(huge.contains("Winning move: take "), "{huge}");
    common::assert_error("wythoff_game", b"", "the first pile");
    let r = common::run_args(
        "wythoff_game",
        &[std::ffi::OsStr::new("--explain")],
        b"1 x\n",
    );
    assert_eq!(r.code, Some(1));
    assert!(r.stdout.is_empty());
    common::assert_error_form(&r.stderr, "1 x");
}

#[test]
fn play_sessions() {
    let bin = "wythoff_game";
    // The program moves first from a won position and wins whatever the
    // person does: here the person always takes one stone from the first
    // pile, else from the second.
    let mut script = String::from("second\n");
    let mut pos = (8u64, 4u64);
    loop {
        let Some(m) = wythoff_game::winning_move(pos.0, pos.1) else {
            panic!("lost from {pos:?}")
        };
        pos = m;
        if pos == (0, 0) {
            break;
        }
        pos = if pos.0 > 0 {
            (pos.0 - 1, pos.1)
        } else {
            (pos.0, pos.1 - 1)
        };
        script += &format!("{} {}\n", pos.0, pos.1);
    }
    let out = common::play(bin, "engine-wins", "8 4\n", &script);
    assert!(out.starts_with("Piles: 8 4\n"), "{out}");
    assert!(
        out.contains("I play 7 4 (as First).\nPiles: 7 4\n"),
        "{out}"
    );
    assert!(out.ends_with("You have no move left. I win.\n"), "{out}");

    // The person moves first and wins by following the hints.
    let out = common::play(bin, "person-wins", "8 4\n", "first\n7 4\n");
    assert!(out.contains("Your move (as First): Piles: 7 4\n"), "{out}");
    let mut script = String::from("first\n");
    let mut pos = (8u64, 4u64);
    let mut engine = pos;
    // Replays the program: it answers with its winning move or, lost, the
    // move the game gives first.
    for _ in 0..20 {
        pos = wythoff_game::winning_move(pos.0, pos.1).unwrap();
        script += &format!("{} {}\n", pos.0, pos.1);
        if pos == (0, 0) {
            break;
        }
        engine = if pos.0 > 0 {
            (pos.0 - 1, pos.1)
        } else {
            (pos.0, pos.1 - 1)
        };
        pos = engine;
    }
    let out = common::play(bin, "person-wins", "8 4\n", &script);
    assert!(
        out.ends_with("I have no move left. You win.\n"),
        "{out}\n{engine:?}"
    );

    // Illegal and malformed moves, help and hint, then the end of input.
    let out = common::play(
        bin,
        "illegal",
        "8 4\n",
        "sideways\nfirst\n9 4\n5 3\n8 4\nx y\n1\nhint\nhelp\n",
    );
    for want in [
        "Please type first or second.\n",
        "Piles only shrink: they are 8 and 4. Type help for help.\n",
        "Taking from both piles takes the same number from each, not 3 and 1.",
        "A move takes at least one stone.",
        "\"x\" is not a pile size.",
        "Type two numbers, the piles after your move.",
        "A winning move: 7 4.\n",
        "Type a move as the two piles after your move, `x y`; or hint for a winning move, help, quit.\n",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    assert!(
        out.ends_with("Your move (as First): \nEnd of input: the game stops here. Goodbye.\n"),
        "{out}"
    );

    // Several games: the person picks one; quit ends politely.
    let out = common::play(bin, "pick", "2 1\n8 4\n", "3\n2\nsecond\nquit\n");
    assert!(
        out.contains(
            "Which one do you want to play (1-2)? There is no game 3: pick one from 1 to 2.\n"
        ),
        "{out}"
    );
    assert!(out.contains("I play 7 4 (as First)."), "{out}");
}

/// The cells of a drawing of the plane: the position (x, y) each stands
/// for (the first pair its title names), its shape, and the move a click
/// on it plays.
fn cells(svg: &str) -> Vec<((u64, u64), picture::Shape, Option<String>)> {
    picture::shapes(svg)
        .into_iter()
        .filter(|s| s.tag == "rect" && s.has("cell"))
        .filter_map(|s| {
            let title = s.title.clone()?;
            let pair = &title[title.find('(')? + 1..title.find(')')?];
            let (x, y) = pair.split_once(", ")?;
            let xy = (x.parse().ok()?, y.parse().ok()?);
            let click = s.moves().map(str::to_string);
            Some((xy, s, click))
        })
        .collect()
}

/// The drawing of (a, b), checked: every click a legal move as
/// `show_move` writes it, to the cell's own position, none twice, green
/// (`win`) when `lost` says its cell is lost and red (`lose`) when not;
/// every other cell but the position's marked `lost` iff it is. Returns
/// the moves clicked.
fn drawn(a: u64, b: u64, lost: impl Fn(u64, u64) -> bool) -> Vec<(u64, u64)> {
    use cp_games::play::Game;
    let game = cp_games::strategy::wythoff_game::Wythoff;
    let svg = game.picture(&(a, b)).expect("a drawing");
    assert!(svg.len() < 300_000, "{} bytes for ({a}, {b})", svg.len());
    let mut seen = std::collections::HashSet::new();
    let mut moves = Vec::new();
    let all = cells(&svg);
    assert!(all.iter().any(|c| c.0 == (a, b)), "({a}, {b})");
    for ((x, y), shape, click) in all {
        let here = format!("({a}, {b}): the cell ({x}, {y})");
        let Some(text) = click else {
            let mover = (x, y) == (a, b);
            assert_eq!(shape.has("lost"), !mover && lost(x, y), "{here}");
            assert_eq!(shape.mark(), None, "{here}");
            continue;
        };
        assert_eq!(shape.mark(), Some(lost(x, y)), "{here}");
        assert!(!shape.has("lost"), "{here}");
        let m = game
            .parse_move(&(a, b), &text)
            .unwrap_or_else(|e| panic!("({a}, {b}): click {text:?} refused: {e}"));
        assert_eq!(game.show_move(&(a, b), &m), text);
        assert_eq!(m, (x, y));
        assert!(seen.insert(m), "({a}, {b}): {text:?} twice");
        moves.push(m);
    }
    moves
}

#[test]
fn drawing_marks_the_losing_pairs_and_offers_the_moves() {
    drawing_marks_the_losing_pairs(16, 89);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn drawing_marks_the_losing_pairs_and_offers_the_moves_full() {
    drawing_marks_the_losing_pairs(30, 3);
}

/// Every pair up to `small`, each drawn with every move, and past it, where
/// the window is the same for every pair (and each drawing searches
/// thousands of positions), one pair in `every`, drawn with the winning
/// moves.
fn drawing_marks_the_losing_pairs(small: u64, every: u64) {
    let win = brute_table();
    let lost = |x: u64, y: u64| !win[x as usize][y as usize];
    for a in 0..=MAX as u64 {
        for b in (0..=MAX as u64).filter(|&b| (a <= small && b <= small) || (a + b) % every == 0) {
            let mut got = drawn(a, b, lost);
            // Small positions: every move. Larger ones: the winning ones.
            if a <= small && b <= small {
                let mut all = cp_games::strategy::wythoff_game::Wythoff.moves(&(a, b));
                got.sort_unstable();
                all.sort_unstable();
                assert_eq!(got, all, "({a}, {b})");
            } else {
                let all = cp_games::strategy::wythoff_game::Wythoff.moves(&(a, b));
                for m in all.into_iter().filter(|&(x, y)| lost(x, y)) {
                    assert!(got.contains(&m), "({a}, {b}): {m:?}");
                }
            }
        }
    }
}

#[test]
fn drawing_of_huge_piles_stays_small_and_offers_the_winning_move() {
    drawing_of_huge_piles_stays_small_and_offers_the_winning_move_in(100);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn drawing_of_huge_piles_stays_small_and_offers_the_winning_move_full() {
    drawing_of_huge_piles_stays_small_and_offers_the_winning_move_in(300);
}

/// [`drawing_of_huge_piles_stays_small_and_offers_the_winning_move`] on `cases` seeded cases (the
/// quick tier's 100, the full tier's 300).
fn drawing_of_huge_piles_stays_small_and_offers_the_winning_move_in(cases: usize) {
    let mut rng = Rng::new(1067);
    let m = u64::MAX;
    let top = (11400714819323198485, 18446744073709551615);
    let mut pairs = vec![(m, m), (m, 0), (0, m), top, (top.0 + 1, top.1), (m, 5)];
    for _ in 0..cases {
        let a = rng.next_u64() >> rng.below(64);
        let b = rng.next_u64() >> rng.below(64);
        pairs.push((a, b));
    }
    let lost = |x, y| !wythoff_game::first_player_wins(x, y);
    for (a, b) in pairs {
        let got = drawn(a, b, lost);
        assert!(!got.is_empty() || (a, b) == (0, 0));
        if let Some(w) = wythoff_game::winning_move(a, b) {
            assert!(got.contains(&w), "({a}, {b}): {w:?}");
        }
    }
}
