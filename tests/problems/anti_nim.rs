//! `anti_nim` against a memoised search of the literal misère game (take
//! any number from one pile; who takes the last stone loses; no theory) over
//! every small multiset of piles and on random inputs, and bad input.

use crate::common;

use common::{picture, Rng};
use cp_games::strategy::Strategy;
use cp_games::{input::Input, problems::anti_nim};
use std::collections::HashMap;

/// Whether the player to move wins; `piles` sorted, at least one stone.
fn mover_wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut win = false;
    'moves: for i in 0..piles.len() {
        for take in 1..=piles[i] {
            let mut next = piles.to_vec();
            next[i] -= take;
            if next.iter().all(|&p| p == 0) {
                // This move takes the last stone, and loses.
                continue;
            }
            next.sort_unstable();
            if !mover_wins(&next, memo) {
                win = true;
                break 'moves;
            }
        }
    }
    memo.insert(piles.to_vec(), win);
    win
}

fn brute(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    mover_wins(&sorted, memo)
}

fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "John\n"
    } else {
        "Brother\n"
    }
}

/// Every sorted multiset of `n` piles from `0..=max`.
fn multisets(n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|v: Vec<u64>| {
                let from = v.last().copied().unwrap_or(0);
                (from..=max).map(move |p| [v.clone(), vec![p]].concat())
            })
            .collect();
    }
    all
}

#[test]
fn every_small_multiset_against_exhaustive_search() {
    let mut memo = HashMap::new();
    let mut games = Vec::new();
    let mut expected = String::new();
    for n in 1..=5 {
        for piles in multisets(n, 7) {
            if piles.iter().all(|&p| p == 0) {
                continue;
            }
            let w = brute(&piles, &mut memo);
            assert_eq!(anti_nim::first_player_wins(&piles), w, "{piles:?}");
            expected += answer(w);
            games.push(piles);
        }
    }
    assert!(games.len() > 1000);
    assert!(expected.contains("John") && expected.contains("Brother"));
    let text = common::pile_games_text(&games);
    assert_eq!(common::run_ok("anti_nim", text.as_bytes()), expected);
}

#[test]
fn random_inputs_against_exhaustive_search() {
    let mut memo = HashMap::new();
    let mut rng = Rng::new(3480);
    for case in 0..500 {
        let mut games = Vec::new();
        let mut expected = String::new();
        for _ in 0..rng.range(0, 6) {
            let n = rng.range(1, 6);
            let max = [1, 2, 3, 9][rng.below(4)];
            let mut piles: Vec<u64> = (0..n).map(|_| rng.range(0, max) as u64).collect();
            if piles.iter().all(|&p| p == 0) {
                piles[rng.below(n)] = 1;
            }
            rng.shuffle(&mut piles);
            expected += answer(brute(&piles, &mut memo));
            games.push(piles);
        }
        let text = common::pile_games_text(&games);
        let got = anti_nim::solve(&mut Input::new(text.as_str())).unwrap();
        assert_eq!(got, expected, "case {case}:\n{text}");
        if case % 4 == 0 {
            assert_eq!(common::run_ok("anti_nim", text.as_bytes()), expected);
        }
    }
}

const M: u64 = u64::MAX;

/// Games of `testdata/anti_nim/06-beyond-the-judge.in`, whose answers were
/// worked out by hand from the rules.
fn by_hand(piles: &[u64]) -> Option<bool> {
    let ones = |n: usize| vec![1u64; n];
    // The mirror strategy on two equal piles: copy each move on the other
    // pile, except that when the opponent empties a pile or leaves one
    // stone in it, leave one stone in the other or empty it, so that one
    // single stone remains, for the opponent to take.
    let table: Vec<(Vec<u64>, bool)> = vec![
        (vec![M], true),                         // take all but one stone
        (vec![5000], true),                      // take all but one stone
        (vec![M, M], false),                     // the second player mirrors
        (vec![5000, 5000], false),               // the second player mirrors
        (vec![M, M, 1], true),                   // take the 1, then mirror
        (vec![M, 1, 1], true),                   // leave 1 of M: three single stones
        (ones(60), true),                        // 60 single stones: the second takes the last
        (ones(61), false),                       // 61 single stones: the first takes the last
        ([vec![2], ones(60)].concat(), true),    // take the 2, leaving 60 single stones
        (vec![5000, 1], true),                   // take the 5000
        ([ones(49), vec![5000]].concat(), true), // take the 5000: 49 single stones
    ];
    table
        .into_iter()
        .find(|(p, _)| p.as_slice() == piles)
        .map(|(_, w)| w)
}

#[test]
fn testdata_answers_are_those_of_exhaustive_search() {
    let mut memo = HashMap::new();
    let mut checked = 0;
    for (path, data) in common::testdata_inputs("anti_nim") {
        let text = String::from_utf8(data).unwrap();
        let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
        let mut nums = text.split_whitespace().map(|t| t.parse::<u64>().unwrap());
        let t = nums.next().unwrap();
        let answers: Vec<&str> = out.lines().collect();
        assert_eq!(answers.len() as u64, t, "{}", path.display());
        for answer_line in answers {
            let n = nums.next().unwrap();
            let piles: Vec<u64> = (0..n).map(|_| nums.next().unwrap()).collect();
            // Games too large to search are worked out by hand below.
            let w = if piles.len() <= 8 && piles.iter().all(|&p| p <= 9) {
                checked += 1;
                brute(&piles, &mut memo)
            } else {
                by_hand(&piles)
                    .unwrap_or_else(|| panic!("{}: no hand answer for {piles:?}", path.display()))
            };
            assert_eq!(
                answer_line,
                answer(w).trim_end(),
                "{} {piles:?}",
                path.display()
            );
        }
    }
    assert!(checked >= 15, "only {checked} games searched");
}

#[test]
fn bad_input() {
    let bin = "anti_nim";
    for (input, needle) in [
        (
            "2\n3\n3 5 1\n",
            "line 3: game 2: expected the number of piles n, found the end of the input",
        ),
        (
            "2\n3\n3 5 1\n1\n",
            "line 4: game 2, pile 1: n = 1 pile, but no pile follows",
        ),
        (
            "1\n3\n3 5\n",
            "line 2: game 1, pile 3: n = 3 piles, but only 2 piles follow",
        ),
        (
            "1\n2\n0 0\n",
            "line 3: game 1 has no stones, so it has no last stone to take",
        ),
        ("1\n0\n", "line 2: game 1 has no stones"),
        (
            "1\n3\n3 -5 1\n",
            "line 3: game 1, pile 2: a pile size must not be negative, found \"-5\"",
        ),
        (
            "1\n1\n18446744073709551616\n",
            "line 3: game 1, pile 1: a pile size is too large",
        ),
        (
            "1\n100000\n1 2 3\n",
            "line 2: game 1: n = 100000 piles, but only 3 piles follow",
        ),
        (
            "1\n1\n1\n2\n",
            "line 4: unexpected \"2\" after the end of the data",
        ),
        ("x\n", "line 1: expected the number of games T, found \"x\""),
        (
            "2\n1 x\n",
            "line 2: game 1, pile 1: expected a pile size, found \"x\"",
        ),
        (
            "3\n1 1\n1 1\n",
            "line 3: game 3: expected the number of piles n, found the end of the input",
        ),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}

/// The successors of a row by the rules: k >= 1 stones from one pile
/// (an emptied pile stays in its place, as 0).
fn literal_moves(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..piles.len() {
        for k in 1..=piles[i] {
            let mut next = piles.to_vec();
            next[i] -= k;
            out.push(next);
        }
    }
    out
}

#[test]
fn strategy_against_every_reply() {
    // Every row of 1 to 4 piles of 0 to 5 stones, and random rows of 5 and
    // 6 piles of up to 4 stones and of 7 piles of up to 3.
    let mut starts: Vec<Vec<u64>> = Vec::new();
    for n in 1..=4u32 {
        for code in 0..6u64.pow(n) {
            starts.push((0..n).map(|i| code / 6u64.pow(i) % 6).collect());
        }
    }
    let mut rng = Rng::new(1907);
    for _ in 0..60 {
        let n = rng.range(5, 6);
        starts.push((0..n).map(|_| rng.range(0, 4) as u64).collect());
        starts.push((0..7).map(|_| rng.range(0, 3) as u64).collect());
    }
    let report = common::adversary::check(
        &cp_games::strategy::anti_nim::AntiNim,
        &starts,
        |p: &Vec<u64>| literal_moves(p),
        true,
        500_000,
    );
    assert!(report.positions > 20_000, "{report:?}");
    assert!(report.won * 4 > report.positions, "{report:?}");
    assert!(report.positions - report.won > 500, "{report:?}");
    println!("{report:?}");
}

#[test]
fn winning_moves_on_huge_piles_reach_lost_positions() {
    let mut rng = Rng::new(3480);
    let mut checked = 0;
    for i in 0..20_000 {
        let n = rng.range(1, 8);
        let piles: Vec<u64> = (0..n)
            .map(|_| match (i + rng.below(3)) % 4 {
                0 => rng.next_u64(),
                1 => rng.next_u64() >> rng.below(64),
                2 => rng.range(0, 1) as u64,
                _ => M - rng.below(4) as u64,
            })
            .collect();
        let verdict = anti_nim::first_player_wins(&piles);
        let stones = piles.iter().any(|&p| p > 0);
        match anti_nim::winning_move(&piles) {
            None => assert!(!verdict || !stones, "{piles:?}"),
            Some((j, k)) => {
                assert!(verdict && k >= 1 && k <= piles[j], "{piles:?}: {j} {k}");
                let mut next = piles.clone();
                next[j] -= k;
                assert!(!anti_nim::first_player_wins(&next), "{piles:?} -> {next:?}");
                checked += 1;
            }
        }
    }
    assert!(checked > 8_000, "{checked}");
}

#[test]
fn explain_gives_the_xor_and_the_move() {
    let out = common::explain("anti_nim", "2\n3\n3 5 1\n1\n1\n");
    assert_eq!(
        out,
        "Game 1:\nPiles: 3 5 1\nxor 7; 2 piles of more than one stone, 1 of one stone.\n\
         With a pile of more than one stone, the player to move wins iff the xor is not 0 \
         (normal Nim, until only single stones would be left).\n\
         The player to move (John) wins.\n\
         Winning move: take 3 from pile 2 (leaving 2): xor 0 with a pile of more than one \
         stone left.\n\
         \nGame 2:\nPiles: 1\nxor 1; 0 piles of more than one stone, 1 of one stone.\n\
         With single stones only, the player to move wins iff their number is even \
         (the opponent takes the last one).\n\
         The player to move (John) loses: every move leaves a won position.\n"
    );
    let out = common::explain("anti_nim", "1\n3\n1 7 1\n");
    assert!(
        out.ends_with(
            "Winning move: take 6 from pile 2 (leaving 1): 3 single stones left, an odd number.\n"
        ),
        "{out}"
    );
    let out = common::explain("anti_nim", "1\n2\n1 2\n");
    assert!(
        out.contains("xor 3; 1 pile of more than one stone, 1 of one stone.\n"),
        "{out}"
    );
    assert!(
        out.ends_with(
            "Winning move: take 2 from pile 2 (leaving 0): 1 single stone left, an odd number.\n"
        ),
        "{out}"
    );
    // A long row is cut short.
    let row = vec!["2"; 1000].join(" ");
    let out = common::explain("anti_nim", &format!("1\n1000\n{row}\n"));
    assert!(
        out.contains(" 2 ... (1000 piles)\nxor 0; 1000 piles"),
        "{out}"
    );
    assert!(out.contains("loses"), "{out}");
    let r = common::run_args(
        "anti_nim",
        &[std::ffi::OsStr::new("--explain")],
        b"1\n2\n0 0\n",
    );
    assert_eq!(r.code, Some(1));
    assert!(r.stdout.is_empty());
    assert!(r.stderr.contains("game 1 has no stones"), "{}", r.stderr);
}

/// The program's reply as the session plays it: the winning move, else one
/// stone from the first pile that has one.
fn program(piles: &[u64]) -> (usize, u64) {
    anti_nim::winning_move(piles).unwrap_or_else(|| (piles.iter().position(|&p| p > 0).unwrap(), 1))
}

#[test]
fn play_sessions() {
    let bin = "anti_nim";
    // The program moves first from a won position; the person always
    // takes one stone from the last pile that has one.
    let start = vec![3u64, 5, 1];
    let mut script = String::from("second\n");
    let mut pos = start.clone();
    let mut plies = 0;
    while pos.iter().any(|&p| p > 0) {
        let (i, k) = if plies % 2 == 0 {
            program(&pos)
        } else {
            let i = pos.iter().rposition(|&p| p > 0).unwrap();
            script += &format!("{} 1\n", i + 1);
            (i, 1)
        };
        pos[i] -= k;
        plies += 1;
    }
    // The person took the last stone.
    assert_eq!(plies % 2, 0);
    let out = common::play(bin, "engine-wins", "1\n3\n3 5 1\n", &script);
    assert!(out.starts_with("Piles: 3 5 1\n"), "{out}");
    assert!(
        out.contains("I play 2 3 (as John).\nPiles: 3 2 1\n"),
        "{out}"
    );
    assert!(out.ends_with("I have no move left. I win.\n"), "{out}");

    // The person moves first and wins with the strategy's moves.
    let mut script = String::from("first\n");
    let mut pos = start.clone();
    let mut plies = 0;
    while pos.iter().any(|&p| p > 0) {
        let (i, k) = if plies % 2 == 0 {
            let m = anti_nim::winning_move(&pos).unwrap();
            script += &format!("{} {}\n", m.0 + 1, m.1);
            m
        } else {
            program(&pos)
        };
        pos[i] -= k;
        plies += 1;
    }
    assert_eq!(plies % 2, 0);
    let out = common::play(bin, "person-wins", "1\n3\n3 5 1\n", &script);
    assert!(out.ends_with("You have no move left. You win.\n"), "{out}");

    // Illegal and malformed moves, hint, then the end of input.
    let out = common::play(
        bin,
        "illegal",
        "1\n3\n3 0 1\n",
        "first\n4 1\n2 1\n1 4\n1 0\nx 1\n1 y\n1\nhint\n",
    );
    for want in [
        "\"4\" is not a pile: they are numbered 1 to 3. Type help for help.\n",
        "Pile 2 is empty.",
        "Pile 1 holds only 3.",
        "A move takes at least one stone.",
        "\"x\" is not a pile: they are numbered 1 to 3.",
        "\"y\" is not a number of stones.",
        "Type two numbers, the pile and how many stones to take.",
        "A winning move: 1 3.\n",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    assert!(
        out.ends_with("Your move (as John): \nEnd of input: the game stops here. Goodbye.\n"),
        "{out}"
    );
    // Several games: the person picks the lost one and moves first.
    let out = common::play(bin, "pick", "2\n3\n3 5 1\n1\n1\n", "2\nfirst\nhint\n1 1\n");
    assert!(
        out.contains("No move wins here against perfect play"),
        "{out}"
    );
    assert!(
        out.ends_with("Piles: 0\nI have no move left. I win.\n"),
        "{out}"
    );
}

/// Checks the drawing of `piles`: every click names a legal move as
/// `show_move` writes it, no move twice; returns the clicks as moves with
/// whether each is marked as winning.
fn drawn_moves(piles: &[u64]) -> Vec<((usize, u64), bool)> {
    picture::drawn_wins(
        &cp_games::strategy::anti_nim::AntiNim,
        &piles.to_vec(),
        200_000,
    )
}

#[test]
fn drawing_offers_every_move_and_marks_the_winning_ones() {
    let mut memo = HashMap::new();
    let mut rng = Rng::new(1321);
    let mut rows: Vec<Vec<u64>> = vec![vec![3, 5, 1], vec![1], vec![0, 1, 1], vec![24, 1]];
    for _ in 0..400 {
        let n = rng.range(1, 5);
        let max = [1, 3, 6, 9][rng.below(4)];
        rows.push((0..n).map(|_| rng.range(0, max) as u64).collect());
    }
    let mut won = 0;
    for piles in rows {
        let clicked = drawn_moves(&piles);
        let mut all = cp_games::strategy::anti_nim::AntiNim.moves(&piles);
        let mut got: Vec<(usize, u64)> = clicked.iter().map(|c| c.0).collect();
        all.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, all, "{piles:?}");
        for ((i, k), win) in clicked {
            let mut next = piles.clone();
            next[i] -= k;
            // Taking the last stone loses; else the move wins iff the row
            // it leaves is lost for the player to move.
            let wins = next.iter().any(|&p| p > 0) && !brute(&next, &mut memo);
            assert_eq!(win, wins, "{piles:?}: take {k} from pile {}", i + 1);
            won += usize::from(win);
        }
    }
    assert!(won > 200, "{won}");
}

#[test]
fn drawing_of_huge_and_long_rows_stays_small_and_offers_the_winning_move() {
    drawing_of_huge_and_long_rows_stays_small_and_offers_the_winning_move_in(100);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn drawing_of_huge_and_long_rows_stays_small_and_offers_the_winning_move_full() {
    drawing_of_huge_and_long_rows_stays_small_and_offers_the_winning_move_in(300);
}

/// [`drawing_of_huge_and_long_rows_stays_small_and_offers_the_winning_move`] on `cases` seeded cases (the
/// quick tier's 100, the full tier's 300).
fn drawing_of_huge_and_long_rows_stays_small_and_offers_the_winning_move_in(cases: usize) {
    let mut rng = Rng::new(1907);
    for case in 0..cases {
        let n = [1, 2, 5, 40, 3000][case % 5];
        let piles: Vec<u64> = (0..n)
            .map(|_| match rng.below(4) {
                0 => rng.next_u64(),
                1 => rng.next_u64() >> rng.below(64),
                2 => rng.range(0, 30) as u64,
                _ => M - rng.below(3) as u64,
            })
            .collect();
        if piles.iter().all(|&p| p == 0) {
            continue;
        }
        let clicked = drawn_moves(&piles);
        assert!(!clicked.is_empty(), "{piles:?}");
        // The marks agree with the verdict after each move.
        for &((i, k), win) in &clicked {
            let mut next = piles.clone();
            next[i] -= k;
            let wins = next.iter().any(|&p| p > 0) && !anti_nim::first_player_wins(&next);
            assert_eq!(win, wins, "{piles:?}: take {k} from pile {}", i + 1);
        }
        if let Some(m) = anti_nim::winning_move(&piles) {
            assert!(clicked.contains(&(m, true)), "{piles:?}: {m:?}");
        } else {
            assert!(clicked.iter().all(|c| !c.1), "{piles:?}");
        }
    }
}
