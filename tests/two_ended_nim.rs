//! `two_ended_nim` against an exhaustive search of the literal game (the
//! state is the tuple of piles; a move lowers the first or the last pile,
//! dropping it at 0) on thousands of random small rows, large piles against
//! a symmetric-strategy fact, and a table of bad inputs.

mod common;

use common::Rng;
use cp_games::input::Input;
use cp_games::problems::two_ended_nim;
use std::collections::HashMap;

/// Whether the player to move wins the row `piles`, by trying every move.
/// No theory.
fn wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut win = false;
    if let (Some(&first), Some(&last)) = (piles.first(), piles.last()) {
        'moves: for (end, size) in [(0, first), (piles.len() - 1, last)] {
            for v in 0..size {
                let mut next = piles.to_vec();
                if v == 0 {
                    next.remove(end);
                } else {
                    next[end] = v;
                }
                if !wins(&next, memo) {
                    win = true;
                    break 'moves;
                }
            }
        }
    }
    memo.insert(piles.to_vec(), win);
    win
}

#[test]
fn against_exhaustive_search_of_rows() {
    let mut rng = Rng::new(1322);
    let mut memo = HashMap::new();
    let (mut won, mut lost) = (0, 0);
    for case in 0..800 {
        let games: Vec<Vec<u64>> = (0..rng.range(1, 6))
            .map(|_| {
                let n = rng.range(1, 7);
                let max = rng.range(1, 6) as u64;
                (0..n).map(|_| 1 + rng.below(max as usize) as u64).collect()
            })
            .collect();
        let text = common::pile_games_text(&games);
        let expected: String = games
            .iter()
            .map(|g| {
                if wins(g, &mut memo) {
                    won += 1;
                    "1\n"
                } else {
                    lost += 1;
                    "0\n"
                }
            })
            .collect();
        let got = two_ended_nim::solve(&mut Input::new(text.as_str()));
        assert_eq!(got.as_ref(), Ok(&expected), "input:\n{text}");
        if case % 8 == 0 {
            assert_eq!(
                common::run_ok("two_ended_nim", text.as_bytes()),
                expected,
                "input:\n{text}"
            );
        }
    }
    // Every row of up to 5 piles of 1..=3, each once.
    for n in 0..=5u32 {
        for code in 0..3u64.pow(n) {
            let row: Vec<u64> = (0..n).map(|i| 1 + code / 3u64.pow(i) % 3).collect();
            let expected = wins(&row, &mut memo);
            assert_eq!(two_ended_nim::first_player_wins(&row), expected, "{row:?}");
            if expected {
                won += 1;
            } else {
                lost += 1;
            }
        }
    }
    assert!(won > 1000 && lost > 300, "{won} {lost}");
}

#[test]
fn large_piles() {
    // A palindrome of even length is lost (mirror the opponent's move at
    // the other end); one more stone on one end makes it won.
    let mut rng = Rng::new(9);
    for _ in 0..200 {
        let half: Vec<u64> = (0..rng.range(1, 30))
            .map(|_| match rng.below(3) {
                0 => u64::MAX - rng.below(3) as u64,
                1 => 1 + rng.below(1_000_000_000) as u64,
                _ => 1 + rng.below(4) as u64,
            })
            .collect();
        let mut row = half.clone();
        row.extend(half.iter().rev());
        assert!(!two_ended_nim::first_player_wins(&row), "{row:?}");
        if row[0] < u64::MAX {
            row[0] += 1;
            assert!(two_ended_nim::first_player_wins(&row), "{row:?}");
        }
    }
    let max = u64::MAX;
    let text = format!("3\n2\n{max} {max}\n3\n{max} 1 {max}\n1\n{max}\n");
    assert_eq!(
        common::run_ok("two_ended_nim", text.as_bytes()),
        "0\n0\n1\n"
    );
}

#[test]
fn degenerate_sizes_are_answered() {
    assert_eq!(common::run_ok("two_ended_nim", b"2\n0\n1\n5\n"), "0\n1\n");
    let many = format!("1000\n{}", "2\n3 4\n".repeat(1000));
    assert_eq!(
        common::run_ok("two_ended_nim", many.as_bytes()),
        "1\n".repeat(1000)
    );
}

#[test]
fn bad_input() {
    for (input, needle) in common::PILE_GAMES_BAD_INPUT {
        common::assert_error("two_ended_nim", input.as_bytes(), needle);
    }
}
