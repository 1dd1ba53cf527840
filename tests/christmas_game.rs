//! `christmas_game` against an exhaustive search of the literal game on
//! whole test cases (the set of standing edges of all trees together: a move
//! cuts one edge, then every edge no longer connected to its tree's root
//! falls; no Sprague-Grundy, no fusion), on thousands of random test cases
//! of judge-shaped trees with cycles and of arbitrary small multigraphs;
//! long chains; and bad input.

mod common;

use common::Rng;
use cp_games::{input::Input, problems::christmas_game};
use std::collections::HashMap;

/// An edge of a test case: (tree, a, b), nodes numbered from 1 per tree.
type Edge = (usize, u64, u64);

/// The edges of `alive` that are still connected to their tree's node 1.
fn standing(edges: &[Edge], alive: u32) -> u32 {
    let mut reached: Vec<(usize, u64)> = edges.iter().map(|&(t, _, _)| (t, 1)).collect();
    let mut kept = 0u32;
    loop {
        let before = kept;
        for (e, &(t, a, b)) in edges.iter().enumerate() {
            if alive >> e & 1 == 1 && kept >> e & 1 == 0 {
                let (ra, rb) = (reached.contains(&(t, a)), reached.contains(&(t, b)));
                if ra || rb {
                    kept |= 1 << e;
                    reached.push((t, a));
                    reached.push((t, b));
                }
            }
        }
        if kept == before {
            return kept;
        }
    }
}

/// Whether the player to move wins with the edges of `alive` standing.
fn mover_wins(edges: &[Edge], alive: u32, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&w) = memo.get(&alive) {
        return w;
    }
    let w = (0..edges.len())
        .filter(|&e| alive >> e & 1 == 1)
        .any(|e| !mover_wins(edges, standing(edges, alive & !(1 << e)), memo));
    memo.insert(alive, w);
    w
}

/// The judge's answer for one test case, by exhaustive search. Edges not
/// connected to their root have fallen before the first move.
fn brute(edges: &[Edge]) -> &'static str {
    assert!(edges.len() <= 20);
    let all = (1u32 << edges.len()) - 1;
    if mover_wins(edges, standing(edges, all), &mut HashMap::new()) {
        "Sally\n"
    } else {
        "Harry\n"
    }
}

/// A tree: its number of nodes and its edges.
struct Tree {
    m: u64,
    edges: Vec<(u64, u64)>,
}

fn case_text(trees: &[Tree]) -> String {
    let mut s = format!("{}\n", trees.len());
    for t in trees {
        s += &format!("{} {}\n", t.m, t.edges.len());
        for (a, b) in &t.edges {
            s += &format!("{a} {b}\n");
        }
    }
    s
}

fn case_edges(trees: &[Tree]) -> Vec<Edge> {
    trees
        .iter()
        .enumerate()
        .flat_map(|(t, tree)| tree.edges.iter().map(move |&(a, b)| (t, a, b)))
        .collect()
}

/// A judge-shaped tree: stalks and cycles of length 1..5 (a loop, a
/// repeated edge, a triangle, ...) hung from existing nodes, sometimes with
/// a few edges away from the root, within `budget` edges.
fn shaped_tree(rng: &mut Rng, budget: usize) -> Tree {
    let mut m = 1u64;
    let mut edges = Vec::new();
    while edges.len() < budget && !rng.chance(0.15) {
        let at = rng.range(1, m as usize) as u64;
        if rng.chance(0.5) {
            m += 1;
            edges.push((at, m));
        } else {
            let len = rng.range(1, 5).min(budget - edges.len());
            let mut prev = at;
            for _ in 1..len {
                m += 1;
                edges.push((prev, m));
                prev = m;
            }
            edges.push((prev, at));
        }
    }
    if rng.chance(0.2) && edges.len() < budget {
        // Detached edges: on the ground already.
        let (a, b) = (m + 1, m + 1 + rng.below(2) as u64);
        m += 2;
        edges.push((a, b));
    }
    finish(rng, m, edges)
}

/// An arbitrary small multigraph on nodes 1..m.
fn any_graph(rng: &mut Rng, budget: usize) -> Tree {
    let m = rng.range(1, 5) as u64;
    let k = rng.range(0, budget);
    let edges = (0..k)
        .map(|_| {
            (
                rng.range(1, m as usize) as u64,
                rng.range(1, m as usize) as u64,
            )
        })
        .collect();
    finish(rng, m, edges)
}

/// Shuffles the edge order and orientations and the labels of nodes 2..m.
fn finish(rng: &mut Rng, m: u64, mut edges: Vec<(u64, u64)>) -> Tree {
    let mut label: Vec<u64> = (2..=m).collect();
    rng.shuffle(&mut label);
    let relabel = |x: u64| if x == 1 { 1 } else { label[x as usize - 2] };
    for e in edges.iter_mut() {
        *e = (relabel(e.0), relabel(e.1));
        if rng.chance(0.5) {
            *e = (e.1, e.0);
        }
    }
    rng.shuffle(&mut edges);
    Tree { m, edges }
}

#[test]
fn random_test_cases_against_exhaustive_search() {
    let mut rng = Rng::new(3710);
    let (mut sally, mut harry, mut cases) = (0, 0, 0);
    for input_no in 0..500 {
        let mut text = String::new();
        let mut expected = String::new();
        for _ in 0..rng.range(1, 6) {
            let mut budget = 13;
            let mut trees = Vec::new();
            for _ in 0..rng.range(1, 3) {
                let tree = if rng.chance(0.6) {
                    shaped_tree(&mut rng, budget.min(8))
                } else {
                    any_graph(&mut rng, budget.min(7))
                };
                budget -= tree.edges.len();
                trees.push(tree);
            }
            if rng.chance(0.03) {
                trees.clear();
            }
            let answer = brute(&case_edges(&trees));
            if answer == "Sally\n" {
                sally += 1;
            } else {
                harry += 1;
            }
            text += &case_text(&trees);
            expected += answer;
            cases += 1;
        }
        let got = christmas_game::solve(&mut Input::new(text.as_str())).unwrap();
        assert_eq!(got, expected, "input {input_no}:\n{text}");
        if input_no % 4 == 0 {
            assert_eq!(
                common::run_ok("christmas_game", text.as_bytes()),
                expected,
                "{text}"
            );
        }
    }
    println!("{cases} test cases: {sally} Sally, {harry} Harry");
    assert!(sally > 300 && harry > 300, "{sally} Sally, {harry} Harry");
}

#[test]
fn testdata_answers_are_those_of_exhaustive_search() {
    for (path, data) in common::testdata_inputs("christmas_game") {
        let text = String::from_utf8(data).unwrap();
        let mut nums = text.split_whitespace().map(|t| t.parse::<u64>().unwrap());
        let mut expected = String::new();
        while let Some(n) = nums.next() {
            let mut edges = Vec::new();
            for t in 0..n as usize {
                let _m = nums.next().unwrap();
                let k = nums.next().unwrap();
                for _ in 0..k {
                    edges.push((t, nums.next().unwrap(), nums.next().unwrap()));
                }
            }
            expected += brute(&edges);
        }
        let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(out, expected, "{}", path.display());
    }
}

#[test]
fn long_chains_and_cycles() {
    // A stalk of n edges is worth n; a cycle through the root of odd length
    // 1, of even length 0.
    let n = 1_000_000u64;
    let stalk = Tree {
        m: n + 1,
        edges: (1..=n).map(|i| (i, i + 1)).collect(),
    };
    let cycle = |len: u64| Tree {
        m: len,
        edges: (1..=len).map(|i| (i, i % len + 1)).collect(),
    };
    for (trees, answer) in [
        (vec![stalk, cycle(n + 1)], "Sally\n"),              // n ^ 1
        (vec![cycle(n), cycle(n + 1), cycle(3)], "Harry\n"), // 0 ^ 1 ^ 1
    ] {
        let text = case_text(&trees);
        assert_eq!(common::run_ok("christmas_game", text.as_bytes()), answer);
    }
}

#[test]
fn bad_input() {
    let bin = "christmas_game";
    for (input, needle) in [
        (
            "1\n2 1\n1 3\n",
            "line 3: test case 1, tree 1, edge 1: node 3 is not between 1 and m = 2",
        ),
        (
            "1\n2 1\n0 1\n",
            "line 3: test case 1, tree 1, edge 1: node 0 is not between 1 and m = 2",
        ),
        (
            "1\n0 0\n",
            "line 2: test case 1, tree 1: the number of nodes m must be at least 1 (node 1 is the root)",
        ),
        (
            "1\n2 2\n1 2\n",
            "line 3: test case 1, tree 1: k = 2 edges, but only 1 edge follows",
        ),
        (
            "1\n2 2\n1 2 1\n",
            "line 3: test case 1, tree 1, edge 2: k = 2 edges, but only 1 edge and 1 number follow",
        ),
        (
            "2\n2 1\n1 2\n",
            "line 3: test case 1, tree 2: expected the number of nodes m, found the end of the input",
        ),
        (
            "1\n2 1\n1 2\nx\n",
            "line 4: test case 2: expected the number of trees N, found \"x\"",
        ),
        (
            "1\n2 1\n1 2\n3\n",
            "line 4: test case 2: N = 3 needs at least 6 more numbers, but none follows",
        ),
        (
            "1\n2 -1\n",
            "line 2: test case 1, tree 1: the number of edges k must not be negative",
        ),
        (
            "1\n2 1\n1 99999999999999999999\n",
            "line 3: test case 1, tree 1, edge 1: a node is too large",
        ),
        (
            "1\n100000000000000000000 0\n",
            "test case 1, tree 1: the number of nodes m is too large",
        ),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}
