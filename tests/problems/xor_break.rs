//! `xor_break` (Codeforces 1934D2, interactive) against its interactor over
//! pipes: every n below 4096 and 1000 games near 10^18 in every mode of the
//! interactor (its Bob breaks best, at random, or the first way), the
//! statement's sample, programs that break the protocol (an illegal break,
//! the wrong side, a line never flushed), and judges that break it. The
//! strategy itself is checked against every reply of the literal rules in
//! `tests/problems/xor_break_strategy.rs`.
#![cfg(feature = "play")]

use crate::common;

use common::interactive::{accepted_in_every_mode, misbehaving, never_answering};
use common::Rng;
use cp_games::play::interactor::Ending;

const BIN: &str = "xor_break";

/// A test file: t, then each n.
fn test_text(ns: &[u64]) -> String {
    let mut text = format!("{}\n", ns.len());
    for n in ns {
        text += &format!("{n}\n");
    }
    text
}

#[test]
fn every_n_below_1024_in_every_mode() {
    every_n_in_every_mode(1..1024);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn every_n_from_1024_to_4095_in_every_mode() {
    every_n_in_every_mode(1024..4096);
}

/// Every n of `ns`, in tests of 1000 games.
fn every_n_in_every_mode(ns: std::ops::Range<u64>) {
    let ns: Vec<u64> = ns.collect();
    for chunk in ns.chunks(1000) {
        let first = chunk[0];
        let summaries =
            accepted_in_every_mode(BIN, &format!("small-{first}"), &test_text(chunk), first);
        for s in summaries {
            assert!(
                s.starts_with(&format!("{} games won by the program", chunk.len())),
                "{s}"
            );
        }
    }
}

#[test]
fn games_near_10_18_in_every_mode() {
    games_near_10_18(300);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn a_thousand_games_near_10_18_in_every_mode() {
    games_near_10_18(1000);
}

/// `count` games of n near 10^18 in one test, in every mode.
fn games_near_10_18(count: usize) {
    let mut rng = Rng::new(1934);
    let top = 1_000_000_000_000_000_000u64;
    let ns: Vec<u64> = (0..count)
        .map(|k| match k % 3 {
            0 => top - rng.next_u64() % 1_000_000,
            1 => top / 2 + rng.next_u64() % (top / 2),
            _ => (1u64 << 59) | rng.next_u64() >> 5,
        })
        .map(|n| n.min(top))
        .collect();
    let summaries = accepted_in_every_mode(BIN, "large", &test_text(&ns), 7);
    // `best` makes the games long: the most breaks of a game is printed.
    println!("{summaries:?}");
}

#[test]
fn the_statements_sample_in_every_mode() {
    let text =
        std::fs::read_to_string(common::root().join("testdata/xor_break/01-sample.in")).unwrap();
    accepted_in_every_mode(BIN, "sample", &text, 1);
}

#[test]
fn programs_that_break_the_protocol_are_caught() {
    let wrong = |outcome: Ending| match outcome {
        Ending::WrongAnswer(why) => why,
        other => panic!("expected a wrong answer, got {other:?}"),
    };
    // An illegal break of 3.
    let run = misbehaving(
        BIN,
        "illegal",
        "1\n3\n",
        "sh",
        &[
            "-c",
            "read t; read n; echo first; echo 1 1; exec cat > /dev/null",
        ],
    );
    let why = wrong(run.outcome);
    assert!(
        why.starts_with("test case 1 (n = 3): line 2: \"1 1\": "),
        "{why}"
    );
    // The losing side: 1 cannot be broken.
    let run = misbehaving(
        BIN,
        "side",
        "1\n1\n",
        "sh",
        &[
            "-c",
            "read t; read n; echo first; echo 1 0; exec cat > /dev/null",
        ],
    );
    let why = wrong(run.outcome);
    assert_eq!(
        why,
        "test case 1 (n = 1): line 2: the program cannot break 1 and has lost (it wrote \"1 0\")"
    );
    // Not a side at all.
    let run = misbehaving(
        BIN,
        "word",
        "1\n6\n",
        "sh",
        &["-c", "read t; read n; echo First; exec cat > /dev/null"],
    );
    let why = wrong(run.outcome);
    assert_eq!(
        why,
        "test case 1 (n = 6): line 1: expected first or second, found \"First\""
    );
}

#[test]
fn a_line_never_flushed_is_named_at_the_time_limit() {
    // Python's standard output to a pipe is buffered: `print` without a
    // flush never reaches the judge.
    let script = "import time\ninput()\ninput()\nprint('first')\ntime.sleep(30)\n";
    let run = never_answering(BIN, "noflush", "1\n6\n", "python3", &["-c", script]);
    match run.outcome {
        Ending::TimeLimit(why) => {
            assert!(
                why.contains("the interactor's line 2 (\"6\") was the last to pass"),
                "{why}"
            );
            assert!(why.contains("flushed"), "{why}");
        }
        other => panic!("expected the time limit, got {other:?}"),
    }
}

#[test]
fn a_judge_that_breaks_the_rules_is_an_error_line() {
    for (judge, error) in [
        // 5 xor 6 = 3 but 5 and 6 are not below 3... and not the
        // program's parts (1 and 2).
        (
            "1\n3\n5 6\n",
            "line 3: test case 1: the judge's break 5 6: ",
        ),
        // 13 has 3 set bits: the program is second, and 13 can be broken.
        (
            "1\n13\n0 0\n",
            "line 3: test case 1: the judge says it cannot break, but 13 breaks into 5 8",
        ),
        (
            "1\n3\n-1 -1\n",
            "line 3: test case 1: the judge refused the line \"1 2\" (it answered -1)",
        ),
        (
            "1\n3\n",
            "line 3: test case 1: expected the judge's first part p1, found the end of the input",
        ),
        (
            "2\n3\n0 0\n1000000000000000001\n",
            "line 4: test case 2: n must be between 1 and 1000000000000000000",
        ),
    ] {
        let r = common::run_with_limit(BIN, judge.as_bytes(), std::time::Duration::from_secs(10));
        assert_eq!(r.code, Some(1), "{judge:?}: {}", r.stderr);
        assert!(
            r.stderr.starts_with(&format!("error: {error}")),
            "{judge:?}: {}",
            r.stderr
        );
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    }
}

/// Whether the player who must break x wins, by the literal rules: some
/// break (p1, p2), both below x with p1 xor p2 = x, leaves the opponent
/// two numbers of which neither is a win to break. Written here from the
/// rules, with no theory; memoised over x.
fn breaker_wins_by_rules(x: u64, memo: &mut Vec<Option<bool>>) -> bool {
    // Iterative: the numbers below x are settled first, in increasing order.
    for y in 0..=x as usize {
        if memo.len() <= y {
            memo.push(None);
        }
        if memo[y].is_some() {
            continue;
        }
        let y64 = y as u64;
        let wins = (1..y64).any(|p1| {
            let p2 = p1 ^ y64;
            p2 > 0
                && p2 < y64
                && p1 < p2
                && !memo[p1 as usize].unwrap()
                && !memo[p2 as usize].unwrap()
        });
        memo[y] = Some(wins);
    }
    memo[x as usize].unwrap()
}

/// The drawing of every n below 200 and of random plays from them: every
/// click is a legal break in the notation, each drawn once, every break
/// drawn while a number has at most 12 of them, and each marked green
/// exactly when the breaks of the literal rules say the opponent then
/// loses; the numbers past the search are drawn with the theory's marks.
#[test]
fn drawing_offers_legal_breaks_marked_by_the_rules() {
    use common::picture;
    use cp_games::strategy::xor_break::{breaks, Position, XorBreak};
    use cp_games::strategy::Strategy;
    let game = XorBreak;
    let mut memo = Vec::new();
    let mut rng = Rng::new(1934);
    let (mut positions, mut marks) = (0, 0);
    for n in (1..200u64).chain([250, 511, 1000]) {
        let mut p = Position::One(n);
        loop {
            let drawn = picture::drawn_wins(&game, &p, 400_000);
            positions += 1;
            for (m, wins) in &drawn {
                let after: Vec<u64> = game.apply(&p, m).held();
                let opponent = after.iter().any(|&x| breaker_wins_by_rules(x, &mut memo));
                assert_eq!(*wins, !opponent, "{p:?}: {m:?}");
                marks += 1;
            }
            let mut offered: Vec<String> =
                drawn.iter().map(|(m, _)| game.show_move(&p, m)).collect();
            offered.sort();
            let legal = picture::legal_shown(&game, &p);
            let all_small = p.held().iter().all(|&x| breaks(x).len() <= 12);
            if all_small {
                assert_eq!(offered, legal, "{p:?}");
            } else {
                assert!(offered.iter().all(|m| legal.contains(m)), "{p:?}");
            }
            // The theory's winning break is always among those drawn, and
            // so is the move the hint gives.
            if let Some(w) = game.winning_move(&p) {
                assert!(drawn.iter().any(|(m, wins)| *m == w && *wins), "{p:?}");
            }
            if let Some((b, _)) = cp_games::play::Marks::new(&game, &p).best() {
                assert!(drawn.iter().any(|(m, _)| *m == b), "{p:?}: {b:?}");
            }
            let moves = game.moves(&p);
            if moves.is_empty() {
                break;
            }
            p = game.apply(&p, &moves[rng.below(moves.len())]);
        }
    }
    // Past the search: the numbers of the judge's size, the theory's marks.
    for n in [
        777_777_770_001u64,
        1_000_000_000_000_000_000,
        (1 << 59) + 1,
        (1 << 60) - 1,
    ] {
        let p = Position::One(n);
        let drawn = picture::drawn_wins(&game, &p, 400_000);
        assert!(!drawn.is_empty() && drawn.len() <= 12, "{n}");
        for (m, wins) in &drawn {
            let odd = |x: u64| x.count_ones() % 2 == 1;
            assert_eq!(*wins, odd(m.0) && odd(m.1), "{n}: {m:?}");
        }
        positions += 1;
    }
    println!("{positions} positions drawn, {marks} marks checked");
    assert!(positions > 900 && marks > 5000, "{positions} {marks}");
}
