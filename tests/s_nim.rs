//! `s_nim` (HDU 1536 "S-Nim") against an exhaustive search of the literal
//! rules: a position is a multiset of heaps; a move takes exactly s stones,
//! s in S, from one heap with at least s; who cannot move loses. No Grundy
//! theory in the oracle: it searches every line of play.

mod common;

use common::Rng;
use itertools::Itertools;
use std::collections::HashMap;

/// Whether the player to move wins from every position with at most
/// `HEAPS` heaps of at most `max` stones, by the literal rules: keyed by the
/// sorted heaps (padded with empty heaps, which allow no move).
const HEAPS: usize = 3;

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
