//! `s_nim` (HDU 1536 "S-Nim") against an exhaustive search of the literal
//! rules: a position is a multiset of heaps; a move takes exactly s stones,
//! s in S, from one heap with at least s; who cannot move loses. No Grundy
//! theory in the oracle: it searches every line of play. Then the
//! strategy (`cp_games::strategy::s_nim`) against every reply of the
//! literal rules, `--explain`, `--play` and the drawing.

use crate::common;

use common::Rng;
#[cfg(feature = "play")]
use cp_games::strategy::s_nim::{Heaps, SNim};
use itertools::Itertools;
use std::collections::HashMap;

/// The most heaps of a position in the exhaustive search.
const HEAPS: usize = 3;

/// Whether the player to move wins from every position with at most
/// `HEAPS` heaps of at most `max` stones, by the literal rules: keyed by the
/// sorted heaps (padded with empty heaps, which allow no move).
fn literal_wins(moves: &[u64], max: u64) -> HashMap<[u64; HEAPS], bool> {
    let mut positions: Vec<[u64; HEAPS]> = (0..HEAPS)
        .map(|_| 0..=max)
        .multi_cartesian_product()
        .map(|h| [h[0], h[1], h[2]])
        .filter(|h| h.windows(2).all(|w| w[0] <= w[1]))
        .collect();
    // A move lowers the total, so smaller totals are decided first.
    positions.sort_by_key(|h| h.iter().sum::<u64>());
    let mut wins: HashMap<[u64; HEAPS], bool> = HashMap::new();
    for h in positions {
        let mut win = false;
        for i in 0..HEAPS {
            for &s in moves.iter().filter(|&&s| s <= h[i]) {
                let mut next = h;
                next[i] -= s;
                next.sort_unstable();
                win |= !wins[&next];
            }
        }
        wins.insert(h, win);
    }
    wins
}

/// A random case: move sizes, then positions of 1 to 3 heaps.
fn random_case(rng: &mut Rng, max: u64) -> (Vec<u64>, Vec<Vec<u64>>) {
    let k = rng.range(1, 4);
    // Sometimes sizes larger than every heap, and repeats.
    let moves: Vec<u64> = (0..k)
        .map(|_| rng.range(1, max as usize + 3) as u64)
        .collect();
    let positions = (0..rng.range(1, 6))
        .map(|_| {
            (0..rng.range(1, HEAPS))
                .map(|_| rng.below(max as usize + 1) as u64)
                .collect()
        })
        .collect();
    (moves, positions)
}

fn case_text(moves: &[u64], positions: &[Vec<u64>]) -> String {
    format!(
        "{} {}\n{}\n{}",
        moves.len(),
        moves.iter().join(" "),
        positions.len(),
        positions.iter().format_with("", |p, f| f(&format_args!(
            "{} {}\n",
            p.len(),
            p.iter().join(" ")
        )))
    )
}

#[test]
fn sample() {
    let input = std::fs::read("testdata/s_nim/01-sample.in").unwrap();
    assert_eq!(common::run_ok("s_nim", &input), "LWW\nWWL\n");
}

#[test]
fn random_games_against_the_literal_rules() {
    const MAX: u64 = 12;
    let mut rng = Rng::new(1536);
    let mut positions_checked = 0;
    for _ in 0..300 {
        let cases: Vec<_> = (0..rng.range(1, 5))
            .map(|_| random_case(&mut rng, MAX))
            .collect();
        let mut input = String::new();
        let mut expected = String::new();
        for (moves, positions) in &cases {
            input += &case_text(moves, positions);
            let wins = literal_wins(moves, MAX);
            for p in positions {
                let mut key = [0; HEAPS];
                key[..p.len()].copy_from_slice(p);
                key.sort_unstable();
                expected.push(if wins[&key] { 'W' } else { 'L' });
                positions_checked += 1;
            }
            expected.push('\n');
        }
        input += "0\n";
        assert_eq!(
            common::run_ok("s_nim", input.as_bytes()),
            expected,
            "on {input}"
        );
    }
    println!("{positions_checked} positions checked");
}

/// g(h) by the plain table, for heaps up to `max`.
fn plain_table(moves: &[u64], max: usize) -> Vec<u32> {
    let mut g = vec![0u32; max + 1];
    for h in 0..=max {
        let seen: Vec<u32> = moves
            .iter()
            .filter(|&&s| s as usize <= h)
            .map(|&s| g[h - s as usize])
            .collect();
        g[h] = (0..).find(|v| !seen.contains(v)).unwrap();
    }
    g
}

#[test]
fn heaps_up_to_ten_thousand_against_the_plain_table() {
    let mut rng = Rng::new(1944);
    for _ in 0..20 {
        let k = rng.range(1, 100);
        let big = rng.range(2, 10_000);
        let moves: Vec<u64> = (0..k).map(|_| rng.range(1, big) as u64).collect();
        let g = plain_table(&moves, 10_000);
        let positions: Vec<Vec<u64>> = (0..100)
            .map(|_| {
                (0..rng.range(1, 100))
                    .map(|_| rng.below(10_001) as u64)
                    .collect()
            })
            .collect();
        let expected: String = positions
            .iter()
            .map(|p| {
                let x = p.iter().fold(0, |x, &h| x ^ g[h as usize]);
                if x != 0 {
                    'W'
                } else {
                    'L'
                }
            })
            .collect();
        let input = case_text(&moves, &positions) + "0\n";
        assert_eq!(
            common::run_ok("s_nim", input.as_bytes()),
            expected + "\n",
            "S = {moves:?}"
        );
    }
}

#[test]
fn edge_cases() {
    // Heaps of 0: no move at all.
    assert_eq!(
        common::run_ok("s_nim", b"1 1\n2\n1 0\n3 0 0 0\n0\n"),
        "LL\n"
    );
    // Sizes larger than every heap: no move either.
    assert_eq!(common::run_ok("s_nim", b"2 50 60\n1\n3 7 49 3\n0\n"), "L\n");
    // One size s: g(h) = (h / s) mod 2, heaps up to 10^18.
    let out = common::run_ok(
        "s_nim",
        b"1 3\n4\n1 5\n1 6\n2 3 6\n1 600000000000000000\n0\n",
    );
    // 5/3 = 1 (W), 6/3 = 2 (L), 1 xor 0 = 1 (W), 6*10^17/3 is even (L).
    assert_eq!(out, "WLWL\n");
    // No test case at all.
    assert_eq!(common::run_ok("s_nim", b"0\n"), "");
}

#[test]
fn a_heap_past_the_table_without_a_period_is_a_clean_error() {
    // These 20 sizes show no period within the 2^22 values the table may
    // hold: a heap below that is answered, one above is refused in one line.
    let sizes = "2466 8520 591 236 8762 49 7046 534 6521 6951 6738 3871 785 6523 3817 9740 9556 242 15 5193";
    let table = plain_table(
        &sizes
            .split(' ')
            .map(|s| s.parse().unwrap())
            .collect::<Vec<u64>>(),
        30_001,
    );
    let expected = if table[30_000] != 0 { "W\n" } else { "L\n" };
    let input = format!("20 {sizes}\n1\n1 30000\n0\n");
    assert_eq!(common::run_ok("s_nim", input.as_bytes()), expected);
    common::assert_error(
        "s_nim",
        format!("20 {sizes}\n1\n2 5 4194304\n0\n").as_bytes(),
        "error: line 3: test case 1: position 1: heap 4194304 is beyond the first 4194304 values \
         of the subtraction game, which show no period",
    );
}

#[test]
fn bad_input() {
    common::assert_error(
        "s_nim",
        b"2 2 0\n1\n1 5\n0\n",
        "error: line 1: test case 1: move size 2 is 0, but a move takes stones",
    );
    common::assert_error(
        "s_nim",
        b"2 2 5\n1\n1 5\n",
        "error: line 3: the input ended before the final 0",
    );
    common::assert_error(
        "s_nim",
        b"2 2 5\n2\n1 5\n3 1 x\n0\n",
        "test case 1: expected heap of position 2, number 2 of 3, found \"x\"",
    );
}

#[test]
fn winning_moves_on_huge_heaps_leave_value_0() {
    use cp_games::grundy::SubtractionGame;
    let mut rng = Rng::new(1944);
    let (mut won, mut lost) = (0, 0);
    for case in 0..3000 {
        let k = rng.range(1, 5);
        let sizes: Vec<u64> = (0..k).map(|_| rng.range(1, 30) as u64).collect();
        let mut game = SubtractionGame::new(&sizes);
        let heaps: Vec<u64> = (0..rng.range(1, 5))
            .map(|_| match rng.below(3) {
                0 => rng.next_u64(),
                1 => 10u64.pow(18) - rng.below(1000) as u64,
                _ => rng.below(100) as u64,
            })
            .collect();
        let value = game.grundy_of_heaps(heaps.iter().copied()).unwrap();
        match game.winning_move(&heaps).unwrap() {
            None => {
                assert_eq!(value, 0, "case {case}: {sizes:?} {heaps:?}");
                lost += 1;
            }
            Some((i, s)) => {
                assert!(sizes.contains(&s) && s <= heaps[i], "case {case}: {i} {s}");
                let mut after = heaps.clone();
                after[i] -= s;
                assert_eq!(game.grundy_of_heaps(after).unwrap(), 0, "case {case}");
                won += 1;
            }
        }
    }
    assert!(won > 1000 && lost > 100, "{won} won, {lost} lost");
}

#[test]
fn explain_gives_the_values_their_xor_and_the_move() {
    let sample = std::fs::read_to_string("testdata/s_nim/01-sample.in").unwrap();
    let out = common::explain("s_nim", &sample);
    let rule = "Move sizes: 2 5. A heap's Grundy value is the mex of the values of the heaps one \
                move leaves; the player to move wins iff the xor of the heaps' values is not 0.\n";
    assert!(
        out.starts_with(&format!(
            "Game 1:\n{rule}Heaps (number:stones:value): 1:5:2 2:12:2\nTheir xor: 0.\n\
             The player to move loses: every move changes one value and leaves a xor other \
             than 0, and the opponent moves back to 0.\n\nGame 2:\n{rule}\
             Heaps (number:stones:value): 1:2:1 2:4:0 3:7:0\nTheir xor: 1.\n\
             The player to move wins: take 2 from heap 1 (2 stones, value 1), leaving 0 \
             stones of value 0; the xor becomes 0.\n\nGame 3:\n"
        )),
        "{out}"
    );
    assert_eq!(out.matches("Game ").count(), 6, "{out}");
    // Heaps near 2^64, through the period.
    let huge = std::fs::read_to_string("testdata/s_nim/05-periodic-huge-heaps.in").unwrap();
    let out = common::explain("s_nim", &huge);
    assert!(
        out.contains(
            "Heaps (number:stones:value): 1:1000000000000000000:1 2:999999999999999999:3\n\
             Their xor: 2.\nThe player to move wins: take 5 from heap 2 (999999999999999999 \
             stones, value 3), leaving 999999999999999994 stones of value 1"
        ),
        "{out}"
    );
}

/// Found by the fuzz target `explain`: an input of no test case (the
/// closing `0` alone), which the judge path answers with no line, was
/// explained by no text at all.
#[test]
fn explain_says_when_the_input_holds_no_game() {
    assert_eq!(common::run_ok("s_nim", b"0\n"), "");
    assert_eq!(
        common::explain("s_nim", "0\n"),
        "The input holds no game.\n"
    );
}

#[test]
fn play_sessions() {
    let bin = "s_nim";
    // S = {2, 5}, heaps 2 4 7 (worth 1 0 0): the program moves first and
    // takes 2 from heap 1; then each reply is answered back to value 0.
    let input = "2 2 5\n1\n3 2 4 7\n0\n";
    let out = common::play(bin, "engine-wins", input, "second\n3 5\n2 2\n");
    assert!(
        out.starts_with("Move sizes: 2 5\nHeaps (number:stones): 1:2 2:4 3:7\n"),
        "{out}"
    );
    assert!(out.contains("I play 1 2 (as First).\n"), "{out}");
    // After 3 5 the heaps are 0 4 2 (worth 0 0 1): the program takes 2 from heap 3.
    assert!(
        out.contains("Heaps (number:stones): 1:0 2:4 3:2\nI play 3 2 (as First).\n"),
        "{out}"
    );
    // After 2 2: 0 2 0, the program takes the last 2.
    assert!(
        out.contains(
            "I play 2 2 (as First).\nMove sizes: 2 5\nHeaps (number:stones): 1:0 2:0 3:0\n"
        ),
        "{out}"
    );
    assert!(out.ends_with("You have no move left. I win.\n"), "{out}");
    // The person moves first by the strategy and wins: 1 2 leaves 0 4 7;
    // the program (lost) takes 2 from the first heap it can, leaving 0 2 7
    // (worth 0 1 0); the person takes 2 from heap 2; the program takes 2
    // from heap 3, leaving 0 0 5 (worth 2), and the person takes all 5.
    let out = common::play(bin, "person-wins", input, "first\nhint\n1 2\n2 2\n3 5\n");
    assert!(out.contains("A winning move: 1 2.\n"), "{out}");
    assert!(out.contains("I play 2 2 (as Second).\n"), "{out}");
    assert!(out.contains("I play 3 2 (as Second).\n"), "{out}");
    assert!(out.ends_with("I have no move left. You win.\n"), "{out}");
    // Illegal and malformed moves, several games to pick from, end of input.
    let out = common::play(
        bin,
        "illegal",
        &sample_text(),
        "7\n2\nfirst\n4 2\n1 3\n1 5\n1\nx 2\n1 y\n",
    );
    for want in [
        "Which one do you want to play (1-6)? There is no game 7: pick one from 1 to 6.\n",
        "\"4\" is not a heap: the heaps are numbered 1 to 3. Type help for help.\n",
        "A move takes one of 2 5 stones, not 3. Type help for help.\n",
        "Heap 1 has only 2 stones. Type help for help.\n",
        "Type two numbers: the heap and how many stones to take. Type help for help.\n",
        "\"x\" is not a heap: the heaps are numbered 1 to 3.",
        "\"y\" is not a number of stones.",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    assert!(
        out.ends_with("End of input: the game stops here. Goodbye.\n"),
        "{out}"
    );
}

fn sample_text() -> String {
    std::fs::read_to_string("testdata/s_nim/01-sample.in").unwrap()
}

/// The verdicts of one test case's positions by [`plain_table`].
fn plain_verdicts(moves: &[u64], positions: &[Vec<u64>]) -> String {
    let max = positions.iter().flatten().copied().max().unwrap_or(0) as usize;
    let g = plain_table(moves, max);
    let mut out: String = positions
        .iter()
        .map(|p| {
            let x = p.iter().fold(0, |x, &h| x ^ g[h as usize]);
            if x != 0 {
                'W'
            } else {
                'L'
            }
        })
        .collect();
    out.push('\n');
    out
}

#[test]
fn test_cases_with_one_set_of_sizes_share_its_table() {
    // One set in different orders and with repeats, its heaps growing and
    // shrinking from one test case to the next, between other sets: each
    // test case answered as by a table of its own.
    let mut rng = Rng::new(2026);
    let orders: [&[u64]; 4] = [&[3, 7, 12], &[12, 3, 7], &[7, 7, 3, 12, 3], &[12, 7, 3]];
    let mut input = String::new();
    let mut expected = String::new();
    for (i, moves) in orders.iter().enumerate() {
        let max = [5000, 200, 9000, 50][i];
        let positions: Vec<Vec<u64>> = (0..20)
            .map(|_| {
                (0..rng.range(1, 4))
                    .map(|_| rng.below(max + 1) as u64)
                    .collect()
            })
            .collect();
        input += &case_text(moves, &positions);
        expected += &plain_verdicts(moves, &positions);
        let other = [rng.range(1, 20) as u64, rng.range(1, 20) as u64];
        let positions = vec![vec![rng.below(3000) as u64]];
        input += &case_text(&other, &positions);
        expected += &plain_verdicts(&other, &positions);
    }
    input += "0\n";
    assert_eq!(common::run_ok("s_nim", input.as_bytes()), expected);
    // The explanation gives the same verdicts.
    let out = common::explain("s_nim", &input);
    let told: String = out
        .lines()
        .filter_map(|l| {
            if l.starts_with("The player to move wins") {
                Some('W')
            } else if l.starts_with("The player to move loses") {
                Some('L')
            } else {
                None
            }
        })
        .collect();
    assert_eq!(told, expected.replace('\n', ""));
}

#[test]
fn tables_forgotten_past_the_kept_values_are_computed_again() {
    // 300 sets {s}, s >= 8192, each with a table of 2^14 values (their
    // period, 2s, does not show within them): more than the 2^22 values
    // kept, so the first sets are forgotten and computed again when they
    // come back. g(h) = (h / s) mod 2 for one size s.
    let mut input = String::new();
    let mut expected = String::new();
    let sizes: Vec<u64> = (0..300).map(|i| 8192 + 7 * i).collect();
    for &s in sizes.iter().chain(&sizes[..3]) {
        let heaps = [16383, s - 1, 2 * s - 1, 3 * s % 16384];
        input += &format!("1 {s}\n4\n");
        for h in heaps {
            input += &format!("1 {h}\n");
            expected.push(if (h / s) % 2 == 1 { 'W' } else { 'L' });
        }
        expected.push('\n');
    }
    input += "0\n";
    assert_eq!(common::run_ok("s_nim", input.as_bytes()), expected);
}

#[test]
fn tables_past_the_free_values_share_one_budget() {
    // The 20 sizes of the test above show no period within 2^22 values: a
    // heap just below that takes about 4.2 * 10^6 values of 28 steps, most
    // of the 2^27 steps all tables may take past their first 2^14 values.
    // The same set again, in another order, costs nothing; a set one size
    // apart is answered within its free values, and refused past them in
    // one line naming the budget.
    let sizes = "2466 8520 591 236 8762 49 7046 534 6521 6951 6738 3871 785 6523 3817 9740 9556 242 15 5193";
    let reversed = sizes.split(' ').rev().join(" ");
    let other = sizes.replace(" 15 ", " 16 ");
    let input = format!(
        "20 {sizes}\n1\n1 4194303\n20 {reversed}\n1\n1 4194303\n\
         20 {other}\n1\n1 16000\n20 {other}\n1\n1 1000000\n0\n"
    );
    common::assert_error(
        "s_nim",
        input.as_bytes(),
        "error: line 12: test case 4: position 1: the value of heap 1000000 needs more of its \
         game's table than the input may compute: past the first 16384 values of each, all \
         tables together may take 134217728 steps (one per move size of each value, plus 8)",
    );
}

/// Inputs the fuzzing found (a few kilobytes that made the judge path
/// build a table of 2^22 values, each a mex over up to a thousand move
/// sizes: 24 s): the shared budget refuses them in one line, at once.
#[test]
fn fuzzing_findings_are_refused_by_the_budget() {
    let budget = "needs more of its game's table than the input may compute: past the first \
                  16384 values of each, all tables together may take 134217728 steps (one per \
                  move size of each value, plus 8)";
    for (file, at) in [
        (
            "s_nim-1002-sizes.in",
            "error: line 934: test case 1: position 1: the value of heap 6443967 ",
        ),
        (
            "s_nim-huge-second-heap.in",
            "error: line 945: test case 2: position 1: the value of heap 999999999999999999 ",
        ),
    ] {
        let input = std::fs::read(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/regressions")
                .join(file),
        )
        .unwrap();
        common::assert_error("s_nim", &input, &format!("{at}{budget}\n"));
    }
}

/// The positions of a judge input, as `--explain` and `--play` read them.
#[cfg(feature = "play")]
fn positions(game: &cp_games::strategy::s_nim::SNim, text: &str) -> Vec<Heaps> {
    use cp_games::play::Game;
    game.read(&mut cp_games::input::Input::new(text)).unwrap()
}

#[cfg(feature = "play")]
#[test]
fn strategy_against_every_reply() {
    let mut rng = Rng::new(1536);
    let mut total = common::adversary::Report::default();
    for _ in 0..1500 {
        let k = rng.range(1, 3);
        // Sizes may repeat and exceed every heap.
        let sizes: Vec<u64> = (0..k).map(|_| rng.range(1, 7) as u64).collect();
        let mut text = format!("{k} {}\n3\n", sizes.iter().join(" "));
        for _ in 0..3 {
            let l = rng.range(1, 3);
            let heaps: Vec<String> = (0..l).map(|_| rng.below(9).to_string()).collect();
            text += &format!("{l} {}\n", heaps.join(" "));
        }
        text += "0\n";
        let game = SNim::default();
        let starts = positions(&game, &text);
        // The literal rules: take exactly s stones, s in S, from one heap
        // with at least s.
        let literal = |p: &Heaps| {
            let mut out = Vec::new();
            for i in 0..p.heaps.len() {
                for &s in &sizes {
                    if s <= p.heaps[i] {
                        let mut q = p.clone();
                        q.heaps[i] -= s;
                        out.push(q);
                    }
                }
            }
            out
        };
        total += common::adversary::check(&game, &starts, literal, false, 10_000);
    }
    assert!(
        total.won > 20_000 && total.positions - total.won > 5_000,
        "{total:?}"
    );
    println!("{total:?}");
}

/// The drawing of `p`, checked (every click a legal move as `show_move`
/// writes it, none twice, under 200,000 bytes): the moves with their marks.
#[cfg(feature = "play")]
fn drawn(game: &SNim, p: &Heaps) -> Vec<((usize, u64), bool)> {
    common::picture::drawn_wins(game, p, 200_000)
}

#[cfg(feature = "play")]
#[test]
fn drawing_offers_every_move_and_marks_the_winning_ones() {
    drawings_offer_every_move(50);
}

#[cfg(feature = "play")]
#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn drawing_offers_every_move_and_marks_the_winning_ones_full() {
    drawings_offer_every_move(300);
}

/// `count` random positions, each drawn and its clicks checked.
#[cfg(feature = "play")]
fn drawings_offer_every_move(count: usize) {
    use cp_games::strategy::Strategy;
    let mut rng = Rng::new(1944);
    let cases: Vec<(Vec<u64>, Vec<u64>)> = (0..count)
        .map(|_| {
            let k = rng.range(1, 4);
            let sizes: Vec<u64> = (0..k).map(|_| rng.range(1, 9) as u64).collect();
            let l = rng.range(1, 4);
            // Heaps above 24 are drawn as slots, one per move (at most 4).
            let heaps: Vec<u64> = (0..l).map(|_| rng.below(40) as u64).collect();
            (sizes, heaps)
        })
        .collect();
    let won: usize = common::on_every_core(&cases, |(sizes, heaps)| {
        let text = format!(
            "{} {}\n1\n{} {}\n0\n",
            sizes.len(),
            sizes.iter().join(" "),
            heaps.len(),
            heaps.iter().join(" ")
        );
        let game = SNim::default();
        let p = positions(&game, &text).remove(0);
        let g = plain_table(sizes, 40);
        let x = heaps.iter().fold(0, |x, &h| x ^ g[h as usize]);
        let clicked = drawn(&game, &p);
        let mut got: Vec<(usize, u64)> = clicked.iter().map(|c| c.0).collect();
        let mut all = game.moves(&p);
        got.sort_unstable();
        all.sort_unstable();
        assert_eq!(got, all, "{text}");
        let mut won = 0;
        for ((i, s), win) in clicked {
            let h = heaps[i];
            let after = x ^ g[h as usize] ^ g[(h - s) as usize];
            assert_eq!(win, after == 0, "{text}: {} {s}", i + 1);
            won += usize::from(win);
        }
        won
    })
    .into_iter()
    .sum();
    assert!(won > 50, "{won}");
}

#[cfg(feature = "play")]
#[test]
fn drawing_of_huge_heaps_stays_small_and_offers_the_winning_move() {
    use cp_games::strategy::Strategy;
    let mut huge = 0;
    for name in [
        "01-sample",
        "04-one-size-huge-heaps",
        "05-periodic-huge-heaps",
    ] {
        let text = std::fs::read_to_string(format!("testdata/s_nim/{name}.in")).unwrap();
        let game = SNim::default();
        for p in positions(&game, &text) {
            huge += usize::from(p.heaps.iter().any(|&h| h > 1 << 40));
            let clicked = drawn(&game, &p);
            match game.winning_move(&p) {
                Some(m) => assert!(clicked.contains(&(m, true)), "{p:?}: {m:?}"),
                None => assert!(clicked.iter().all(|c| !c.1), "{p:?}"),
            }
        }
    }
    assert_eq!(huge, 3);
    // A long row of heaps, the winning heap far in it.
    // With S = {2} only heap 401 has a move.
    let mut heaps = vec!["1"; 500];
    heaps[400] = "2";
    let text = format!("1 2\n1\n500 {}\n0\n", heaps.join(" "));
    let game = SNim::default();
    let p = positions(&game, &text).remove(0);
    let clicked = drawn(&game, &p);
    assert_eq!(clicked, [((400, 2), true)]);
}
