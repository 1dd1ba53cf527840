//! `jsoi2009_game` against an exhaustive search of the literal game (token
//! position + visited cells, no matching theory) on thousands of random
//! small mazes, long corridors, and bad input.

mod common;

use common::Rng;
use cp_games::{input::Input, problems::jsoi2009_game};
use std::collections::HashMap;

/// Whether the player to move, with the token on `pos` and `visited`
/// (bitmask over cell ids, including `pos`) already used, wins.
fn mover_wins(
    free: &[bool],
    cols: usize,
    pos: usize,
    visited: u64,
    memo: &mut HashMap<(usize, u64), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(pos, visited)) {
        return w;
    }
    let (r, c) = (pos / cols, pos % cols);
    let rows = free.len() / cols;
    let mut next = Vec::new();
    if r > 0 {
        next.push(pos - cols);
    }
    if r + 1 < rows {
        next.push(pos + cols);
    }
    if c > 0 {
        next.push(pos - 1);
    }
    if c + 1 < cols {
        next.push(pos + 1);
    }
    let win = next.into_iter().any(|w| {
        free[w] && visited >> w & 1 == 0 && !mover_wins(free, cols, w, visited | 1 << w, memo)
    });
    memo.insert((pos, visited), win);
    win
}

/// The judge's expected output, by exhaustive search: A places the token,
/// then B is the player to move.
fn brute(rows: usize, cols: usize, cells: &[u8]) -> String {
    let free: Vec<bool> = cells.iter().map(|&b| b == b'.').collect();
    let mut memo = HashMap::new();
    let wins: Vec<usize> = (0..rows * cols)
        .filter(|&s| free[s] && !mover_wins(&free, cols, s, 1 << s, &mut memo))
        .collect();
    if wins.is_empty() {
        return "LOSE\n".into();
    }
    let mut out = String::from("WIN\n");
    for s in wins {
        out += &format!("{} {}\n", s / cols + 1, s % cols + 1);
    }
    out
}

fn maze_text(rows: usize, cols: usize, cells: &[u8]) -> String {
    let mut s = format!("{rows} {cols}\n");
    for row in cells.chunks(cols) {
        s += std::str::from_utf8(row).unwrap();
        s.push('\n');
    }
    s
}

#[test]
fn random_mazes_against_exhaustive_search() {
    let mut rng = Rng::new(2009);
    let mut through_binary = 0;
    for case in 0..4000 {
        let (rows, cols) = if rng.chance(0.15) {
            // Long thin mazes.
            let len = rng.range(1, 14);
            if rng.chance(0.5) {
                (1, len)
            } else {
                (len, 1)
            }
        } else {
            (rng.range(1, 4), rng.range(1, 4))
        };
        let walls = [0.0, 0.15, 0.3, 0.5, 0.8][rng.below(5)];
        let cells: Vec<u8> = (0..rows * cols)
            .map(|_| if rng.chance(walls) { b'#' } else { b'.' })
            .collect();
        let text = maze_text(rows, cols, &cells);
        let expected = brute(rows, cols, &cells);
        let got = jsoi2009_game::solve(&mut Input::new(text.as_str())).unwrap();
        assert_eq!(got, expected, "case {case}:\n{text}");
        if case % 8 == 0 {
            assert_eq!(
                common::run_ok("jsoi2009_game", text.as_bytes()),
                expected,
                "{text}"
            );
            through_binary += 1;
        }
    }
    assert!(through_binary >= 500);
}

#[test]
fn testdata_answers_are_those_of_exhaustive_search() {
    for (path, data) in common::testdata_inputs("jsoi2009_game") {
        let text = String::from_utf8(data).unwrap();
        let mut toks = text.split_whitespace();
        let rows: usize = toks.next().unwrap().parse().unwrap();
        let cols: usize = toks.next().unwrap().parse().unwrap();
        let cells: Vec<u8> = toks.flat_map(|t| t.bytes()).collect();
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(brute(rows, cols, &cells), expected, "{}", path.display());
    }
}

/// A one-cell-wide corridor snaking through a `side` x `side` maze: a path
/// of L cells, from which A wins exactly at the even positions along it
/// when L is odd, and nowhere when L is even.
fn snake(side: usize) -> (String, usize) {
    let mut cells = vec![b'#'; side * side];
    let mut path_len = 0;
    for r in (0..side).step_by(2) {
        for c in 0..side {
            cells[r * side + c] = b'.';
            path_len += 1;
        }
        if r + 2 < side {
            let c = if r % 4 == 0 { side - 1 } else { 0 };
            cells[(r + 1) * side + c] = b'.';
            path_len += 1;
        }
    }
    (maze_text(side, side, &cells), path_len)
}

#[test]
fn long_corridors_need_no_deep_recursion() {
    for side in [5, 6, 1000] {
        let (text, len) = snake(side);
        let out = common::run_ok("jsoi2009_game", text.as_bytes());
        let winners = out.lines().count() - 1;
        if len % 2 == 0 {
            assert_eq!(out, "LOSE\n", "side {side}");
        } else {
            // Every other cell along the path, both ends included.
            assert!(out.starts_with("WIN\n1 1\n"), "side {side}");
            assert_eq!(winners, (len + 1) / 2, "side {side}");
        }
    }
}

#[test]
fn full_grids_and_odd_rings() {
    // A full grid with an even number of cells has a perfect matching.
    let full = |r: usize, c: usize| maze_text(r, c, &vec![b'.'; r * c]);
    assert_eq!(
        common::run_ok("jsoi2009_game", full(1000, 1000).as_bytes()),
        "LOSE\n"
    );
    // Odd by odd: exactly the cells of the majority colour win.
    let out = common::run_ok("jsoi2009_game", full(999, 3).as_bytes());
    assert_eq!(out.lines().count() - 1, (999 * 3 + 1) / 2);
    assert!(out.lines().skip(1).all(|l| {
        let v: Vec<usize> = l.split(' ').map(|x| x.parse().unwrap()).collect();
        (v[0] + v[1]) % 2 == 0
    }));
}

#[test]
fn bad_mazes() {
    let bin = "jsoi2009_game";
    for (input, needle) in [
        ("2 3\n...\n..\n", "line 3: row 2: expected 3 cells, found 2"),
        (
            "2 3\n...\n....\n",
            "line 3: row 2: expected 3 cells, found 4",
        ),
        ("2 2\n. .\n..\n", "line 2: row 1: expected 2 cells, found 1"),
        (
            "1 3\n.x.\n",
            "line 2: row 1, column 2: unexpected character \"x\" (expected one of \".#\")",
        ),
        ("1 3\n.O.\n", "unexpected character \"O\""),
        (
            "2 2\n..\n",
            "line 2: the grid has 2 rows, but only 1 row follows",
        ),
        ("2 2\n.\n", "line 2: row 1: expected 2 cells, found 1"),
        ("100000 100000\n..\n", "line 2: the grid has 100000 rows, but only 1 row follows"),
        (
            "3 2\n..\n..\n",
            "line 3: the grid has 3 rows, but only 2 rows follow",
        ),
        ("0 3\n", "line 1: the number of rows n must be at least 1, found 0"),
        ("3 0\n", "line 1: the number of columns m must be at least 1, found 0"),
        (
            "2 2\n..\n..\n.\n",
            "line 4: unexpected \".\" after the end of the data",
        ),
        ("a 3\n", "expected the number of rows n, found \"a\""),
        ("3 -3\n", "the number of columns m must not be negative"),
        (
            "3",
            "expected the number of columns m, found the end of the input",
        ),
        ("1 1\n\u{feff}.\n", "line 2: row 1, column 1: unexpected character \"\u{feff}\" (U+FEFF) (expected one of \".#\")"),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}
