//! Two judge-style problems solved as a user's own package would solve
//! them, with the library's trees (`tree::Tree`, a fold for every root),
//! checked word reads (`Input::word`) and verdict words
//! (`output::Verdict`), each checked against an exhaustive search of its
//! literal rules (written below, no theory) on thousands of seeded random
//! small inputs, and on bad input. Lines marked `// rules` state the
//! game's rules and theory; every other line of a `solve` is plumbing.
//! CHANGELOG.md gives the line counts, with the library before these
//! helpers and with them.
//!
//! 1. `sliding_chips`: a tree on vertices 1..n, vertex v holding c_v
//!    chips. For every root r: with the tree hanging from r, a move slides
//!    one chip from its vertex to a child of that vertex; who cannot move
//!    loses. Input `n`, the n chip counts, the n - 1 edges; output n lines,
//!    line r `First` if the first player wins with root r, else `Second`.
//! 2. `ruler_coins`: T rows of coins, each a word of `H` (heads) and `T`
//!    (tails), 1 to 10^5 coins. A move turns over a run of consecutive
//!    coins whose rightmost coin shows heads; who cannot move (all tails)
//!    loses. `WINNING` if the player to move wins, else `LOSING`, per row.

use crate::common;

use common::new_problems::{answer, error};
use cp_games::rng::Rng;
use std::collections::HashMap;

mod sliding_chips {
    use cp_games::input::{Input, Result};
    use cp_games::output::Verdict;
    use cp_games::tree::Tree;

    pub fn solve(inp: &mut Input) -> Result<String> {
        let n = inp.usize_at_least("the number of vertices n", 1)?;
        let chips = inp.u64s("chip count", n)?;
        let t = Tree::read1(inp, n, 0)?;
        inp.end()?;
        // A chip on v is worth the mex of v's children's values; chips add
        // by xor. Per vertex (the set of its children's values, the xor of
        // its subtree's chips) for every root at once.
        let all = t.every_root(
            (0u64, 0u64),
            |a, b| (a.0 | b.0, a.1 ^ b.1), // rules
            |&(g, x), _, _| (1 << g, x),   // rules
            |&(set, x), v| {
                let g = u64::from(set.trailing_ones()); // rules
                (g, x ^ if chips[v] % 2 == 1 { g } else { 0 }) // rules
            },
        );
        let mut out = String::new();
        for &(_, x) in &all {
            Verdict::FIRST_SECOND.push(&mut out, x != 0); // rules
        }
        Ok(out)
    }
}

mod ruler_coins {
    use cp_games::input::{Input, Result};
    use cp_games::output::Verdict;

    pub fn solve(inp: &mut Input) -> Result<String> {
        let t = inp.usize("the number of rows T")?;
        let mut out = String::new();
        for r in 1..=t {
            let row = inp.word(format_args!("row {r}"), b"HT", 1, 100_000)?;
            // A head at position p (from 1) is worth the largest power of 2
            // dividing p: the ruler game.
            let heads = (1..=row.len()).filter(|&p| row[p - 1] == b'H');
            let x = heads.fold(0, |x, p| x ^ (p & p.wrapping_neg())); // rules
            Verdict::WINNING_LOSING.push(&mut out, x != 0); // rules
        }
        inp.end()?;
        Ok(out)
    }
}

/// Whether the player to move wins sliding chips on the tree `children`
/// (each vertex's children under the root), the chips at `at` (sorted
/// vertices, one entry per chip), by trying every move.
fn chips_win(
    children: &[Vec<usize>],
    at: Vec<usize>,
    memo: &mut HashMap<Vec<usize>, bool>,
) -> bool {
    if let Some(&w) = memo.get(&at) {
        return w;
    }
    let mut win = false;
    for i in 0..at.len() {
        for &c in &children[at[i]] {
            let mut next = at.clone();
            next[i] = c;
            next.sort_unstable();
            if !chips_win(children, next, memo) {
                win = true;
            }
        }
    }
    memo.insert(at, win);
    win
}

/// A random input of `sliding_chips` with at most 7 vertices and 5 chips,
/// and the answer of an exhaustive search of the game from every root.
fn random_chips(rng: &mut Rng) -> (String, String) {
    let n = rng.range(1, 7);
    let mut counts = vec![0u64; n];
    for _ in 0..rng.below(6) {
        counts[rng.below(n)] += 1;
    }
    let mut edges = Vec::new();
    for v in 1..n {
        let p = rng.below(v);
        edges.push(if rng.chance(0.5) { (p, v) } else { (v, p) });
    }
    rng.shuffle(&mut edges);
    let mut label: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut label);
    let edges: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (label[a], label[b])).collect();
    let words: Vec<String> = counts.iter().map(u64::to_string).collect();
    let mut input = format!("{n}\n{}\n", words.join(" "));
    for &(a, b) in &edges {
        input.push_str(&format!("{} {}\n", a + 1, b + 1));
    }
    let mut expected = String::new();
    for r in 0..n {
        // The tree hung from r: each vertex's children, found by walking
        // the edges from r.
        let mut children = vec![Vec::new(); n];
        let mut seen = vec![false; n];
        let mut stack = vec![r];
        seen[r] = true;
        while let Some(v) = stack.pop() {
            for &(a, b) in &edges {
                for (x, y) in [(a, b), (b, a)] {
                    if x == v && !seen[y] {
                        seen[y] = true;
                        children[v].push(y);
                        stack.push(y);
                    }
                }
            }
        }
        let mut at: Vec<usize> = (0..n)
            .flat_map(|v| std::iter::repeat(v).take(counts[v] as usize))
            .collect();
        at.sort_unstable();
        let win = chips_win(&children, at, &mut HashMap::new());
        expected.push_str(if win { "First\n" } else { "Second\n" });
    }
    (input, expected)
}

/// Whether the player to move wins the ruler game on the coins `heads`
/// (bit i: coin i + 1 shows heads) of a row of `len`, by trying every move:
/// every run `j..=i` whose rightmost coin i shows heads, turned over.
fn ruler_wins(len: usize, heads: u32, memo: &mut HashMap<(usize, u32), bool>) -> bool {
    if let Some(&w) = memo.get(&(len, heads)) {
        return w;
    }
    let mut win = false;
    for i in (0..len).filter(|&i| heads >> i & 1 == 1) {
        for j in 0..=i {
            let run = (1u32 << (i + 1)) - (1 << j);
            if !ruler_wins(len, heads ^ run, memo) {
                win = true;
            }
        }
    }
    memo.insert((len, heads), win);
    win
}

fn games(cases: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let mut memo = HashMap::new();
    for case in 0..cases {
        let (input, expected) = random_chips(&mut rng);
        assert_eq!(
            answer(sliding_chips::solve, &input),
            expected,
            "sliding_chips, case {case}: {input:?}"
        );
        // Three rows of up to 12 coins.
        let mut input = "3\n".to_string();
        let mut expected = String::new();
        for _ in 0..3 {
            let len = rng.range(1, 12);
            let heads = rng.below(1 << len) as u32;
            let row: String = (0..len)
                .map(|i| if heads >> i & 1 == 1 { 'H' } else { 'T' })
                .collect();
            input.push_str(&format!("{row}\n"));
            let win = ruler_wins(len, heads, &mut memo);
            expected.push_str(if win { "WINNING\n" } else { "LOSING\n" });
        }
        assert_eq!(
            answer(ruler_coins::solve, &input),
            expected,
            "ruler_coins, case {case}: {input:?}"
        );
    }
}

#[test]
fn games_against_the_literal_rules_quick() {
    games(3000, 381);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn games_against_the_literal_rules() {
    games(30_000, 382);
}

#[test]
fn at_the_limits() {
    // A path of 2 * 10^5 vertices with one chip at vertex 1, its end: from
    // root 1 the chip can go down all n - 1 edges, one a move, an odd
    // number of moves; from any other root vertex 1 is a leaf, where the
    // chip cannot move.
    let n = 200_000;
    let mut input = format!("{n}\n1{}\n", " 0".repeat(n - 1));
    for v in 1..n {
        input.push_str(&format!("{v} {}\n", v + 1));
    }
    let out = answer(sliding_chips::solve, &input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), n);
    assert_eq!(lines[0], "First");
    assert!(lines[1..].iter().all(|&l| l == "Second"));
    // A row of 10^5 coins, all heads: the values of 1..=10^5 by their
    // lowest bits, against a plain loop.
    let len = 100_000;
    let x = (1..=len).fold(0usize, |x, p: usize| x ^ (1 << p.trailing_zeros()));
    let expected = if x != 0 { "WINNING\n" } else { "LOSING\n" };
    let row = "H".repeat(len);
    assert_eq!(answer(ruler_coins::solve, &format!("1\n{row}\n")), expected);
}

#[test]
fn bad_input() {
    assert_eq!(
        error(sliding_chips::solve, "3\n1 0 1\n1 2\n2 2\n"),
        "line 4: edge 2: both ends are vertex 2"
    );
    // An edge line with one number, found two lines later as a vertex 0.
    assert_eq!(
        error(sliding_chips::solve, "4\n1 0 0 1\n1 2\n3\n2 4\n0\n"),
        "line 4: edge 2 looks short: 1 number where each edge has 2 \
         (reading on from it: line 6: edge 3: vertex 0 is out of range 1..=4)"
    );
    assert_eq!(
        error(sliding_chips::solve, "0\n"),
        "line 1: the number of vertices n must be at least 1, found 0"
    );
    assert_eq!(
        error(ruler_coins::solve, "2\nHTH\nHTxH\n"),
        "line 3: row 2, character 3: unexpected character \"x\" (expected one of \"HT\")"
    );
    assert_eq!(
        error(ruler_coins::solve, "1\nHH Tz\n"),
        "line 2: unexpected \"Tz\" after the end of the data"
    );
    let long = "T".repeat(100_001);
    assert_eq!(
        error(ruler_coins::solve, &format!("1\n{long}\n")),
        "line 2: row 1 must have between 1 and 100000 characters, found 100001"
    );
    assert_eq!(
        error(ruler_coins::solve, "2\nH\n"),
        "line 2: expected row 2, found the end of the input"
    );
}
