//! `decreasing_game` (Codeforces 1839E, interactive) against its
//! interactor over pipes: every array of up to 3 values of 1 to 4 (and
//! every one of 4 and 5 values in the full tier), seeded random arrays with and
//! without an equal split, and the largest games (n = 300), in every mode
//! of the interactor (its player picks best, at random, or the first legal
//! index); the statement's samples and the other test files; programs that
//! break the protocol (an illegal index, the losing player, a line never
//! flushed), and judges that break it. The strategy itself is checked
//! against the literal rules in `tests/problems/decreasing_game_strategy.rs`.
#![cfg(feature = "play")]

use crate::common;

use common::interactive::{accepted_in_every_mode, misbehaving, never_answering, run_against};
use common::Rng;
use cp_games::play::interactor::{Ending, Mode, Side};
use cp_games::strategy::decreasing_game::second_player_wins;
use std::process::Command;

const BIN: &str = "decreasing_game";

/// A test file: n, then the values.
fn test_text(values: &[u32]) -> String {
    let shown: Vec<String> = values.iter().map(u32::to_string).collect();
    format!("{}\n{}\n", values.len(), shown.join(" "))
}

/// The player the program must take on `values`, as the summary names it.
fn winner(values: &[u32]) -> &'static str {
    if second_player_wins(values) {
        "Second"
    } else {
        "First"
    }
}

/// Plays `values` in every mode and checks that the program won as the
/// player the theory names, in at most n rounds (every round takes a
/// value to 0).
fn wins_in_every_mode(tag: &str, values: &[u32], seed: u64) {
    let side = winner(values);
    for summary in accepted_in_every_mode(BIN, tag, &test_text(values), seed) {
        let rounds: usize = summary
            .strip_prefix(&format!("the program won as {side} in "))
            .and_then(|rest| rest.split(' ').next())
            .and_then(|r| r.parse().ok())
            .unwrap_or_else(|| panic!("{values:?}: {summary}"));
        assert!(rounds <= values.len(), "{values:?}: {summary}");
    }
}

/// Every array of `n` values from 1 to `max`.
fn arrays(n: u32, max: u32) -> impl Iterator<Item = Vec<u32>> {
    (0..max.pow(n)).map(move |code| (0..n).map(|k| 1 + code / max.pow(k) % max).collect())
}

#[test]
fn every_array_of_up_to_3_values_in_every_mode() {
    let mut seed = 0;
    for n in 1..=3 {
        seed = every_array_in_every_mode(n, &format!("small-{n}"), seed);
    }
    assert_eq!(seed, 4 + 16 + 64);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn every_array_of_4_values_in_every_mode() {
    assert_eq!(every_array_in_every_mode(4, "every-4", 0), 256);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn every_array_of_5_values_in_every_mode() {
    assert_eq!(every_array_in_every_mode(5, "every-5", 0), 1024);
}

/// Plays every array of `n` values from 1 to 4 in every mode, the k-th
/// with seed `seed + k`; returns the seed after the last.
fn every_array_in_every_mode(n: u32, tag: &str, seed: u64) -> u64 {
    let mut seed = seed;
    for values in arrays(n, 4) {
        wins_in_every_mode(tag, &values, seed);
        seed += 1;
    }
    seed
}

/// `n` random values of 1 to `max` (at least 2), with an equal split when
/// `split` (n >= 2), else without one (an odd sum).
fn random_array(rng: &mut Rng, n: usize, max: u32, split: bool) -> Vec<u32> {
    loop {
        let mut values: Vec<u32> = (0..n).map(|_| 1 + rng.below(max as usize) as u32).collect();
        let total: u32 = values.iter().sum();
        if !split {
            if total % 2 == 0 {
                values[0] = if values[0] == max {
                    max - 1
                } else {
                    values[0] + 1
                };
            }
            return values;
        }
        // Each value into the lighter part: the sums end at most `max`
        // apart; then one value makes up the difference d, if one can.
        let mut sums = [0u32; 2];
        let mut part = vec![0; n];
        for (k, &v) in values.iter().enumerate() {
            part[k] = usize::from(sums[1] < sums[0]);
            sums[part[k]] += v;
        }
        let heavy = usize::from(sums[1] > sums[0]);
        let d = sums[heavy] - sums[1 - heavy];
        if d == 0 {
            return values;
        }
        if let Some(k) = (0..n).find(|&k| part[k] == heavy && values[k] > d) {
            values[k] -= d;
            return values;
        }
        if let Some(k) = (0..n).find(|&k| part[k] != heavy && values[k] + d <= max) {
            values[k] += d;
            return values;
        }
    }
}

#[test]
fn seeded_random_arrays_in_every_mode() {
    let mut rng = Rng::new(1839);
    for k in 0..24 {
        let n = rng.range(2, 40);
        let max = [4, 30, 300][k % 3];
        let values = random_array(&mut rng, n, max, k % 2 == 0);
        assert_eq!(second_player_wins(&values), k % 2 == 0, "{values:?}");
        wins_in_every_mode(&format!("random-{k}"), &values, k as u64);
    }
}

/// Plays `values` (n = 300) in every mode and prints the interactor's
/// runs' times; the program must win as `side`.
fn largest(tag: &str, values: &[u32], side: &str) {
    assert_eq!(values.len(), 300);
    assert_eq!(winner(values), side, "{tag}");
    let test = common::scratch_file(BIN, tag, &test_text(values));
    for mode in Mode::ALL {
        let program = &mut Command::new(common::bin_path(BIN));
        let run = run_against(BIN, program, &test, mode, 300);
        match run.outcome {
            Ending::Accepted(summary) => {
                assert!(
                    summary.starts_with(&format!("the program won as {side} in ")),
                    "{tag} {}: {summary}",
                    mode.name()
                );
                println!(
                    "{tag} ({}): {summary}, {:.3} s",
                    mode.name(),
                    run.elapsed.as_secs_f64()
                );
            }
            other => panic!("{tag} ({}): {other:?}", mode.name()),
        }
    }
}

#[test]
fn the_largest_games_in_every_mode() {
    largest("all-300", &[300; 300], "Second");
    // 298 values of 300, a 297 and a 1: an even sum, no equal split, and
    // every search for one runs to the end.
    let mut values = vec![300; 298];
    values.extend([297, 1]);
    largest("no-split-even", &values, "First");
    let mut rng = Rng::new(300);
    for k in 0..2 {
        largest(
            &format!("random-split-{k}"),
            &random_array(&mut rng, 300, 300, true),
            "Second",
        );
        largest(
            &format!("random-odd-{k}"),
            &random_array(&mut rng, 300, 300, false),
            "First",
        );
    }
}

#[test]
fn the_test_files_in_every_mode() {
    let files = common::testdata_inputs(BIN);
    assert_eq!(files.len(), 5, "the test files of testdata/decreasing_game");
    for (path, data) in files {
        let text = String::from_utf8(data).unwrap();
        let values: Vec<u32> = text
            .split_whitespace()
            .skip(1)
            .map(|v| v.parse().unwrap())
            .collect();
        let tag = path.file_stem().unwrap().to_string_lossy().into_owned();
        assert_eq!(text, test_text(&values), "{tag}");
        wins_in_every_mode(&tag, &values, 1);
    }
    // The statement's first sample, against the judge's first legal
    // answers: 10 4 6 3 -> 6 0 6 3 -> 0 0 0 3, and the judge cannot answer
    // the pick 4.
    let test = common::root().join("testdata/decreasing_game/01-sample.in");
    let program = &mut Command::new(common::bin_path(BIN));
    let run = run_against(BIN, program, &test, Mode::First, 1);
    assert_eq!(
        run.outcome,
        Ending::Accepted("the program won as First in 3 rounds".to_string())
    );
    let (j, p) = (Side::Judge, Side::Program);
    let lines = [
        (j, "4"),
        (j, "10 4 6 3"),
        (p, "First"),
        (p, "1"),
        (j, "2"),
        (p, "1"),
        (j, "3"),
        (p, "4"),
        (j, "0"),
    ];
    let want: Vec<(Side, String)> = lines.iter().map(|&(s, l)| (s, l.to_string())).collect();
    assert_eq!(run.transcript, want);
}

#[test]
fn programs_that_break_the_protocol_are_caught() {
    let wrong = |text: &str, script: &str| {
        let run = misbehaving(BIN, "protocol", text, "sh", &["-c", script]);
        match run.outcome {
            Ending::WrongAnswer(why) => why,
            other => panic!("{script}: expected a wrong answer, got {other:?}"),
        }
    };
    // Each script reads the judge's final -1 before it ends.
    for (text, script, why) in [
        (
            "4\n10 4 6 3\n",
            "read n; read a; echo First; echo 5; read x",
            "line 2: the pick i \"5\": \"5\" is not an index: they are numbered 1 to 4",
        ),
        (
            "4\n10 4 6 3\n",
            "read n; read a; echo First; echo 1 2; read x",
            "line 2: the pick i \"1 2\": type one number, the index of a value above 0",
        ),
        // 5 2 1 has no equal split; best answers the pick 2 with the
        // largest value, 5, and the pick 2 again is a 0.
        (
            "3\n5 2 1\n",
            "read n; read a; echo First; echo 2; read j; echo 2; read x",
            "line 3: the pick i \"2\": value 2 is 0: pick one above 0",
        ),
        // 1 1: best, as the first player, picks 1.
        (
            "2\n1 1\n",
            "read n; read a; echo Second; read i; echo 1; read x",
            "line 2: the pick j \"1\": 1 is the first player's pick: answer with another index",
        ),
        // The losing player: 1 1 splits equally, and best answers 1 with 2.
        (
            "2\n1 1\n",
            "read n; read a; echo First; echo 1; read j; echo 1; read x",
            "line 3: the program cannot pick i, every value is 0: it has lost (it wrote \"1\")",
        ),
        (
            "1\n5\n",
            "read n; read a; echo Second; read i; echo 1; read x",
            "line 2: the program cannot pick j != 1, no other value is above 0: it has lost \
             (it wrote \"1\")",
        ),
        (
            "1\n5\n",
            "read n; read a; echo first; read x",
            "line 1: expected First or Second, found \"first\"",
        ),
        (
            "4\n10 4 6 3\n",
            "read n; read a; echo First",
            "the program's lines ended where it was to pick i",
        ),
    ] {
        assert_eq!(wrong(text, script), why, "{script}");
    }
}

#[test]
fn a_line_never_flushed_is_named_at_the_time_limit() {
    // Python's standard output to a pipe is buffered: `print` without a
    // flush never reaches the judge.
    let script = "import time\ninput()\ninput()\nprint('First')\ntime.sleep(30)\n";
    let run = never_answering(BIN, "noflush", "4\n10 4 6 3\n", "python3", &["-c", script]);
    match run.outcome {
        Ending::TimeLimit(why) => assert_eq!(
            why,
            "still running after 1.0 s; the interactor's line 2 (\"10 4 6 3\") was the last to \
             pass, and no line followed it: a line the program writes reaches the interactor \
             only when it is flushed"
        ),
        other => panic!("expected the time limit, got {other:?}"),
    }
}

#[test]
fn a_judge_that_breaks_the_rules_is_an_error_line() {
    for (judge, error) in [
        // The program is the first player on 10 4 6 3 and picks 1.
        (
            "4\n10 4 6 3\n5\n",
            "line 3: the judge's pick j = 5: \"5\" is not an index: they are numbered 1 to 4",
        ),
        (
            "4\n10 4 6 3\n1\n",
            "line 3: the judge's pick j = 1: 1 is the first player's pick: answer with another \
             index",
        ),
        (
            "4\n10 4 6 3\n3\n3\n",
            "line 4: the judge's pick j = 3: value 3 is 0: pick one above 0",
        ),
        (
            "4\n10 4 6 3\n-2\n",
            "line 3: the judge's pick j = -2: \"-2\" is not an index: they are numbered 1 to 4",
        ),
        (
            "4\n10 4 6 3\n0\n",
            "line 3: the judge says it cannot pick j != 1, but a_2 = 4 is above 0",
        ),
        (
            "4\n10 4 6 3\n-1\n",
            "line 3: the judge refused the line \"1\" (it answered -1)",
        ),
        (
            "4\n10 4 6 3\nx\n",
            "line 3: expected the second player's pick j, found \"x\"",
        ),
        (
            "4\n10 4 6 3\n3 4\n",
            "line 3: unexpected \"4\" after the end of the data",
        ),
        (
            "4\n10 4 6 3\n",
            "line 3: expected the second player's pick j, found the end of the input",
        ),
        // The program is the second player on 3 1 2 (3 = 1 + 2) and
        // answers the pick 2 with 1: 2 0 2.
        (
            "3\n3 1 2\n0\n",
            "line 3: the judge says it cannot pick i, but a_1 = 3 is above 0",
        ),
        (
            "3\n3 1 2\n2\n2\n",
            "line 4: the judge's pick i = 2: value 2 is 0: pick one above 0",
        ),
        (
            "3\n3 1 2\n4\n",
            "line 3: the judge's pick i = 4: \"4\" is not an index: they are numbered 1 to 3",
        ),
        // The array.
        ("301\n", "line 1: n must be between 1 and 300, found 301"),
        ("0\n", "line 1: n must be between 1 and 300, found 0"),
        (
            "2\n1 301\n",
            "line 2: value 2 of 2 must be between 1 and 300, found 301",
        ),
        (
            "2\n1 0\n",
            "line 2: value 2 of 2 must be between 1 and 300, found 0",
        ),
        (
            "3\n1 2\n",
            "line 2: expected value 3 of 3, found the end of the input",
        ),
        (
            "2\n1 1 1\n",
            "line 2: unexpected \"1\" after the end of the data",
        ),
        ("", "line 1: expected n, found the end of the input"),
    ] {
        let r = common::run_with_limit(BIN, judge.as_bytes(), std::time::Duration::from_secs(10));
        assert_eq!(r.code, Some(1), "{judge:?}: {}", r.stderr);
        assert_eq!(r.stderr, format!("error: {error}\n"), "{judge:?}");
    }
}

/// Whether the first player, to pick, wins on `values` by the literal
/// rules: some pick i (a_i > 0) that the second player cannot answer, or
/// after which every answer j leaves a position the first player wins.
/// Written here from the rules, with no theory; memoised on the sorted
/// values (the order does not matter). The depth is at most the number
/// of rounds, below the sum of the small values tested.
fn first_wins_by_rules(
    values: &[u32],
    memo: &mut std::collections::HashMap<Vec<u32>, bool>,
) -> bool {
    let mut key = values.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let n = values.len();
    let wins = (0..n).filter(|&i| values[i] > 0).any(|i| {
        (0..n)
            .filter(|&j| j != i && values[j] > 0)
            .all(|j| first_wins_by_rules(&round(values, i, j), memo))
    });
    memo.insert(key, wins);
    wins
}

/// The values after the round (i, j).
fn round(values: &[u32], i: usize, j: usize) -> Vec<u32> {
    let mut v = values.to_vec();
    let d = v[i].min(v[j]);
    v[i] -= d;
    v[j] -= d;
    v
}

/// The drawing of every array of up to 4 values of 0 to 4 and of random
/// plays from them, picks and answers: every click a legal index in the
/// notation, once, every legal index drawn, each marked green exactly when
/// the literal rules say the opponent then loses; and the largest arrays
/// (n = 300) drawn with the theory's marks.
#[test]
fn drawing_offers_every_index_marked_by_the_rules() {
    use common::picture;
    use cp_games::play::Game;
    use cp_games::strategy::decreasing_game::{DecreasingGame, Position};
    use cp_games::strategy::Strategy;
    let game = DecreasingGame;
    let mut memo = std::collections::HashMap::new();
    let mut rng = Rng::new(1839);
    let (mut positions, mut marks) = (0, 0);
    let mut starts: Vec<Vec<u32>> = Vec::new();
    for n in 1..=4u32 {
        starts.extend(arrays(n, 5).map(|a| a.iter().map(|&v| v - 1).collect::<Vec<u32>>()));
    }
    for values in starts {
        let mut p = Position::start(values);
        loop {
            let drawn = picture::drawn_wins(&game, &p, 200_000);
            positions += 1;
            for (m, wins) in &drawn {
                let after = game.apply(&p, m);
                let opponent_wins = match p.pending {
                    // After a pick, the second player answers: it wins iff
                    // some answer leaves the first player losing.
                    None => {
                        let i = *m;
                        let answers: Vec<usize> = (0..after.values.len())
                            .filter(|&j| j != i && after.values[j] > 0)
                            .collect();
                        answers
                            .iter()
                            .any(|&j| !first_wins_by_rules(&round(&after.values, i, j), &mut memo))
                    }
                    Some(_) => first_wins_by_rules(&after.values, &mut memo),
                };
                assert_eq!(*wins, !opponent_wins, "{p:?}: {m}");
                marks += 1;
            }
            let mut offered: Vec<String> =
                drawn.iter().map(|(m, _)| game.show_move(&p, m)).collect();
            offered.sort();
            assert_eq!(offered, picture::legal_shown(&game, &p), "{p:?}");
            let moves = game.moves(&p);
            if moves.is_empty() {
                break;
            }
            p = game.apply(&p, &moves[rng.below(moves.len())]);
        }
    }
    // Past the search: the test files of n = 300, a pick and an answer.
    for file in ["04-n300-all-300", "05-n300-random"] {
        let text = std::fs::read_to_string(format!("testdata/{BIN}/{file}.in")).unwrap();
        let mut p = game
            .read(&mut cp_games::input::Input::new(text.as_str()))
            .unwrap()
            .remove(0);
        for _ in 0..2 {
            let drawn = picture::drawn_wins(&game, &p, 400_000);
            assert_eq!(drawn.len(), game.moves(&p).len(), "{file}");
            let winning = game.winning_move(&p);
            for (m, wins) in &drawn {
                if winning.is_none() {
                    assert!(!wins, "{file}: {m}");
                }
            }
            positions += 1;
            p = game.apply(&p, &drawn[0].0);
        }
    }
    println!("{positions} positions drawn, {marks} marks checked");
    assert!(positions > 1000 && marks > 3000, "{positions} {marks}");
}
