//! The five problems of `tests/crate_wide/new_problems.rs` by their literal rules, with
//! no game theory (no matching, no Grundy value, no xor): random small
//! inputs and the answer an exhaustive search of the game gives for each.
//! Std and `cp_games::rng` only, so that solutions written against any
//! version of the library can be checked against the same rules; with
//! `answer` and `error`, which call a `solve` of those test files (and of
//! `tests/crate_wide/own_package_helpers.rs`) on a text.

use cp_games::input::{Input, Result};
use cp_games::rng::Rng;
use std::collections::HashMap;

/// What `solve` answers on `input`, failing the test on an error.
pub fn answer(solve: fn(&mut Input) -> Result<String>, input: &str) -> String {
    solve(&mut Input::new(input)).unwrap_or_else(|e| panic!("{input:?}: {e}"))
}

/// The error `solve` gives on `input`, failing the test on an answer.
pub fn error(solve: fn(&mut Input) -> Result<String>, input: &str) -> String {
    match solve(&mut Input::new(input)) {
        Ok(out) => panic!("{input:?}: answered {out:?}, expected an error"),
        Err(e) => e.to_string(),
    }
}

/// The knight's moves, written out.
pub const KNIGHT: [(isize, isize); 8] = [
    (1, 2),
    (2, 1),
    (-1, 2),
    (-2, 1),
    (1, -2),
    (2, -1),
    (-1, -2),
    (-2, -1),
];

/// The king's moves, written out.
pub const KING: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// A random maze input `n m` and its rows, of at most 12 cells.
pub fn random_maze(rng: &mut Rng) -> String {
    let (rows, cols) = loop {
        let (r, c) = (rng.range(1, 6), rng.range(1, 6));
        if r * c <= 12 {
            break (r, c);
        }
    };
    let wall = [0.0, 0.15, 0.3, 0.6][rng.below(4)];
    let mut text = format!("{rows} {cols}\n");
    for _ in 0..rows {
        let row: String = (0..cols)
            .map(|_| if rng.chance(wall) { '#' } else { '.' })
            .collect();
        text.push_str(&row);
        text.push('\n');
    }
    text
}

/// "A puts the token on a free cell, then B moves first; a move takes the
/// token by one of `piece`'s moves to a free cell never visited; who cannot
/// move loses": `WIN` and A's winning cells `r c` (row-major), or `LOSE`.
pub fn placer_first(input: &str, piece: &[(isize, isize)]) -> String {
    let mut words = input.split_whitespace();
    let rows: usize = words.next().unwrap().parse().unwrap();
    let cols: usize = words.next().unwrap().parse().unwrap();
    let free: Vec<bool> = words
        .flat_map(|row| row.bytes().map(|b| b == b'.'))
        .collect();
    let cell = |r: isize, c: isize| {
        let inside = r >= 0 && c >= 0 && (r as usize) < rows && (c as usize) < cols;
        (inside && free[r as usize * cols + c as usize]).then(|| r as usize * cols + c as usize)
    };
    let moves: Vec<Vec<usize>> = (0..rows * cols)
        .map(|x| {
            let (r, c) = ((x / cols) as isize, (x % cols) as isize);
            piece
                .iter()
                .filter_map(|&(dr, dc)| cell(r + dr, c + dc))
                .collect()
        })
        .collect();
    let mut memo = HashMap::new();
    let mut out = String::new();
    for s in (0..rows * cols).filter(|&s| free[s]) {
        if !mover_wins_walk(&moves, s, 1 << s, &mut memo) {
            out.push_str(&format!("{} {}\n", s / cols + 1, s % cols + 1));
        }
    }
    if out.is_empty() {
        "LOSE\n".to_string()
    } else {
        format!("WIN\n{out}")
    }
}

/// Whether the player to move wins with the token on `pos` and the cells of
/// `visited` used, by the literal rules: `moves[x]` lists where the token
/// may go from x, and a move onto a used cell is not one.
pub fn mover_wins_walk(
    moves: &[Vec<usize>],
    pos: usize,
    visited: u32,
    memo: &mut HashMap<(usize, u32), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(pos, visited)) {
        return w;
    }
    let win = moves[pos]
        .iter()
        .any(|&t| visited >> t & 1 == 0 && !mover_wins_walk(moves, t, visited | 1 << t, memo));
    memo.insert((pos, visited), win);
    win
}

/// Whether the player to move wins from the heaps `heaps` (any order),
/// where `moves(h)` lists what a heap of `h` may become: each a list of
/// heaps (empty heaps are dropped). A position is the sorted list of
/// non-empty heaps; a move replaces one heap by one of its results.
pub fn heaps_mover_wins(
    heaps: &[u64],
    moves: &dyn Fn(u64) -> Vec<Vec<u64>>,
    memo: &mut HashMap<Vec<u64>, bool>,
) -> bool {
    let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut win = false;
    'all: for i in 0..key.len() {
        for result in moves(key[i]) {
            let mut next = key.clone();
            next.remove(i);
            next.extend(result);
            if !heaps_mover_wins(&next, moves, memo) {
                win = true;
                break 'all;
            }
        }
    }
    memo.insert(key, win);
    win
}

/// Lasker's rules: take any positive number of stones from a heap, or
/// split it into two non-empty heaps.
pub fn take_or_split(h: u64) -> Vec<Vec<u64>> {
    let mut out: Vec<Vec<u64>> = (0..h).map(|t| vec![t]).collect();
    out.extend((1..h).map(|a| vec![a, h - a]));
    out
}

/// Take one stone, or replace a heap of h by k >= 2 heaps of h / k stones
/// each, k dividing h.
pub fn one_or_equal_parts(h: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![h - 1]];
    for k in (2..=h).filter(|&k| h % k == 0) {
        out.push(vec![h / k; k as usize]);
    }
    out
}

/// A heap of n >= 2: split it into floor(n / 2) and ceil(n / 2), or throw
/// ceil(n / 2) stones away.
pub fn halve(n: u64) -> Vec<Vec<u64>> {
    if n < 2 {
        return Vec::new();
    }
    vec![vec![n / 2, n - n / 2], vec![n / 2]]
}

/// `n` and `n` heaps in `1..=max` (distinct when asked) as an input, and
/// the heaps.
pub fn random_heaps(rng: &mut Rng, most: usize, max: u64, distinct: bool) -> (String, Vec<u64>) {
    let n = rng.range(1, most);
    let mut heaps: Vec<u64> = Vec::new();
    while heaps.len() < n {
        let h = rng.range(1, max as usize) as u64;
        if !distinct || !heaps.contains(&h) {
            heaps.push(h);
        }
    }
    let words: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    (format!("{n}\n{}\n", words.join(" ")), heaps)
}

/// `First` or `Second`, by the literal search.
pub fn first_or_second(
    heaps: &[u64],
    moves: &dyn Fn(u64) -> Vec<Vec<u64>>,
    memo: &mut HashMap<Vec<u64>, bool>,
) -> &'static str {
    if heaps_mover_wins(heaps, moves, memo) {
        "First\n"
    } else {
        "Second\n"
    }
}
