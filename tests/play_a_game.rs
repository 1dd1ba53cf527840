//! `play_a_game` against an exhaustive search of the literal game (stone
//! position + visited cells, no theory) for n = 1..5, against the matching
//! library's "in every maximum matching" for the corner for n = 1..40, and
//! bad input.

mod common;

use common::Rng;
use cp_games::{input::Input, matching::BipartiteGraph, problems::play_a_game};
use std::collections::HashMap;

/// Whether the player to move wins with the stone on `pos` of an n x n
/// board and `visited` (bitmask, `pos` included) used.
fn mover_wins(n: usize, pos: usize, visited: u32, memo: &mut HashMap<(usize, u32), bool>) -> bool {
    if let Some(&w) = memo.get(&(pos, visited)) {
        return w;
    }
    let (r, c) = (pos / n, pos % n);
    let mut next = Vec::new();
    if r > 0 {
        next.push(pos - n);
    }
    if r + 1 < n {
        next.push(pos + n);
    }
    if c > 0 {
        next.push(pos - 1);
    }
    if c + 1 < n {
        next.push(pos + 1);
    }
    let w = next
        .into_iter()
        .any(|q| visited >> q & 1 == 0 && !mover_wins(n, q, visited | 1 << q, memo));
    memo.insert((pos, visited), w);
    w
}

/// The winner's name for an n x n board, by exhaustive search (n <= 5).
fn brute(n: usize) -> &'static str {
    assert!(n * n <= 32);
    if mover_wins(n, 0, 1, &mut HashMap::new()) {
        "8600\n"
    } else {
        "ailyanlu\n"
    }
}

/// The winner by the matching library: the first player wins iff the
/// corner is in every maximum matching of the grid graph.
fn by_matching(n: usize) -> &'static str {
    // Left: cells with r + c even (the corner's colour); right: the others.
    let index = |r: usize, c: usize| (r * n + c) / 2;
    let mut g = BipartiteGraph::new((n * n + 1) / 2, n * n / 2);
    for r in 0..n {
        for c in 0..n {
            if (r + c) % 2 == 0 {
                for (dr, dc) in [(0, 1), (1, 0), (0, usize::MAX), (usize::MAX, 0)] {
                    let (r2, c2) = (r.wrapping_add(dr), c.wrapping_add(dc));
                    if r2 < n && c2 < n {
                        g.add_edge(index(r, c), index(r2, c2));
                    }
                }
            }
        }
    }
    if g.in_every_max_matching().0[index(0, 0)] {
        "8600\n"
    } else {
        "ailyanlu\n"
    }
}

fn text_of(sizes: &[u64]) -> String {
    let mut s: String = sizes.iter().map(|n| format!("{n}\n")).collect();
    s += "0\n";
    s
}

#[test]
fn small_boards_against_exhaustive_search() {
    let answers: Vec<&str> = (1..=5).map(brute).collect();
    // Both outcomes occur.
    assert!(answers.contains(&"8600\n") && answers.contains(&"ailyanlu\n"));
    for (n, answer) in (1..=5u64).zip(&answers) {
        let got = play_a_game::solve(&mut Input::new(text_of(&[n]))).unwrap();
        assert_eq!(got, *answer, "n = {n}");
    }
    // Random sequences of boards, through the binary.
    let mut rng = Rng::new(1564);
    for case in 0..200 {
        let sizes: Vec<u64> = (0..rng.range(0, 10))
            .map(|_| rng.range(1, 5) as u64)
            .collect();
        let expected: String = sizes.iter().map(|&n| answers[n as usize - 1]).collect();
        let text = text_of(&sizes);
        let got = play_a_game::solve(&mut Input::new(text.as_str())).unwrap();
        assert_eq!(got, expected, "case {case}:\n{text}");
        if case % 4 == 0 {
            assert_eq!(common::run_ok("play_a_game", text.as_bytes()), expected);
        }
    }
}

#[test]
fn boards_up_to_40_against_the_matching() {
    for n in 1..=5 {
        assert_eq!(by_matching(n), brute(n), "n = {n}: the matching theory");
    }
    let sizes: Vec<u64> = (1..=40).collect();
    let expected: String = (1..=40).map(by_matching).collect();
    assert_eq!(
        common::run_ok("play_a_game", text_of(&sizes).as_bytes()),
        expected
    );
}

#[test]
fn testdata_answers_are_those_of_the_matching() {
    for (path, data) in common::testdata_inputs("play_a_game") {
        let text = String::from_utf8(data).unwrap();
        let mut expected = String::new();
        for n in text
            .split_whitespace()
            .map(|t| t.parse::<u64>().unwrap())
            .take_while(|&n| n != 0)
        {
            expected += if n <= 40 {
                by_matching(n as usize)
            } else {
                // Past what the matching can build here: an n x n board
                // and the 2 x 2 or 3 x 3 board of n's parity. Both have a
                // domino tiling of all cells (n even) or of all but the
                // corner (n odd), which decides the game as in the module
                // documentation; checked above for n <= 40.
                by_matching(2 + (n % 2) as usize)
            };
        }
        let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(out, expected, "{}", path.display());
    }
}

#[test]
fn bad_input() {
    let bin = "play_a_game";
    for (input, needle) in [
        (
            "2\n3\n",
            "line 2: board 3: expected the board size n (or the closing 0), found the end of the input",
        ),
        ("", "board 1: expected the board size n (or the closing 0), found the end"),
        ("2\n0\n5\n", "line 3: unexpected \"5\" after the closing 0"),
        ("2\nx\n0\n", "line 2: board 2: expected the board size n (or the closing 0), found \"x\""),
        ("-2\n0\n", "line 1: board 1: the board size n (or the closing 0) must not be negative"),
        ("18446744073709551616\n0\n", "board 1: the board size n (or the closing 0) is too large"),
        ("2 0 0\n", "line 1: unexpected \"0\" after the closing 0"),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}
