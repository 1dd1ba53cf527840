//! `game_on_tree` against an exhaustive search of the literal game (the set
//! of remaining edges: a move deletes one, then every edge no longer
//! connected to vertex 1 is removed; no move, no win; no Sprague-Grundy, no
//! colon principle) on every tree of up to 9 vertices, each with vertex 1
//! on every vertex and random labellings, edge orders and orientations, and
//! on random trees of up to 14 vertices; paths of 10^6 vertices against the
//! two-arm argument; and bad input.

use crate::common;

#[cfg(feature = "play")]
use common::picture;
use common::Rng;
use cp_games::strategy::Strategy;
use cp_games::{input::Input, problems::game_on_tree};
use std::collections::{BTreeMap, HashMap};

const BIN: &str = "game_on_tree";

/// The edges of `alive` (a bitmask over `edges`) still connected to
/// vertex 1.
fn connected_to_1(edges: &[(usize, usize)], alive: u32) -> u32 {
    let mut reached = vec![1usize];
    let mut kept = 0u32;
    loop {
        let before = kept;
        for (e, &(a, b)) in edges.iter().enumerate() {
            if alive >> e & 1 == 1 && (reached.contains(&a) || reached.contains(&b)) {
                kept |= 1 << e;
                reached.push(a);
                reached.push(b);
            }
        }
        if kept == before {
            return kept;
        }
    }
}

/// Whether the player to move wins with the edges of `alive` remaining.
fn mover_wins(edges: &[(usize, usize)], alive: u32, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&w) = memo.get(&alive) {
        return w;
    }
    let w = (0..edges.len())
        .filter(|&e| alive >> e & 1 == 1)
        .any(|e| !mover_wins(edges, connected_to_1(edges, alive & !(1 << e)), memo));
    memo.insert(alive, w);
    w
}

/// The judge's answer for a tree given by its 1-based edges, by exhaustive
/// search of the literal game.
fn brute(edges: &[(usize, usize)]) -> &'static str {
    assert!(edges.len() <= 20);
    let all = connected_to_1(edges, (1 << edges.len()) - 1);
    if mover_wins(edges, all, &mut HashMap::new()) {
        "Alice\n"
    } else {
        "Bob\n"
    }
}

fn text_of(n: usize, edges: &[(usize, usize)]) -> String {
    let mut s = format!("{n}\n");
    for (a, b) in edges {
        s += &format!("{a} {b}\n");
    }
    s
}

/// A canonical form of the unrooted tree on `0..n` with these edges: the
/// smallest nested-parentheses code of the tree rooted at one of its
/// centres (two trees get the same form iff they are isomorphic).
fn canonical(n: usize, edges: &[(usize, usize)]) -> String {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    // Centres: peel the leaves layer by layer until one or two are left.
    let mut degree: Vec<usize> = adj.iter().map(Vec::len).collect();
    let mut layer: Vec<usize> = (0..n).filter(|&v| degree[v] <= 1).collect();
    let mut left = n;
    while left > 2 {
        left -= layer.len();
        let mut next = Vec::new();
        for &v in &layer {
            for &w in &adj[v] {
                degree[w] -= 1;
                if degree[w] == 1 {
                    next.push(w);
                }
            }
        }
        layer = next;
    }
    fn code(adj: &[Vec<usize>], v: usize, parent: usize) -> String {
        let mut children: Vec<String> = adj[v]
            .iter()
            .filter(|&&w| w != parent)
            .map(|&w| code(adj, w, v))
            .collect();
        children.sort();
        format!("({})", children.concat())
    }
    layer
        .iter()
        .map(|&c| code(&adj, c, usize::MAX))
        .min()
        .unwrap()
}

/// Every unlabelled tree on `n` vertices for n = 1..=max, as edge lists on
/// `0..n`: each tree on n + 1 vertices is one on n vertices with a leaf
/// added (remove any leaf to see it), so adding a leaf at every vertex of
/// every tree on n vertices and keeping one tree per canonical form finds
/// them all.
fn all_trees(max: usize) -> Vec<Vec<Vec<(usize, usize)>>> {
    let mut by_size = vec![Vec::new(), vec![Vec::new()]];
    for n in 1..max {
        let mut next = BTreeMap::new();
        for tree in &by_size[n] {
            for v in 0..n {
                let mut bigger: Vec<(usize, usize)> = tree.clone();
                bigger.push((v, n));
                next.entry(canonical(n + 1, &bigger)).or_insert(bigger);
            }
        }
        by_size.push(next.into_values().collect());
    }
    by_size
}

/// The tree on `0..n` labelled for the input: `root` becomes vertex 1, the
/// others get 2..=n at random; edges shuffled, each in a random
/// orientation.
fn labelled(rng: &mut Rng, n: usize, root: usize, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut others: Vec<usize> = (2..=n).collect();
    rng.shuffle(&mut others);
    let mut label = vec![0; n];
    let mut next = others.into_iter();
    for (v, l) in label.iter_mut().enumerate() {
        *l = if v == root { 1 } else { next.next().unwrap() };
    }
    let mut out: Vec<(usize, usize)> = edges
        .iter()
        .map(|&(a, b)| {
            if rng.chance(0.5) {
                (label[a], label[b])
            } else {
                (label[b], label[a])
            }
        })
        .collect();
    rng.shuffle(&mut out);
    out
}

#[test]
fn the_enumeration_finds_every_tree() {
    // The numbers of unlabelled trees on 1..=9 vertices (OEIS A000055).
    let counts: Vec<usize> = all_trees(9)[1..].iter().map(Vec::len).collect();
    assert_eq!(counts, [1, 1, 1, 2, 3, 6, 11, 23, 47]);
}

#[test]
fn every_tree_up_to_9_vertices_against_exhaustive_search() {
    let mut rng = Rng::new(17);
    let (mut alice, mut bob, mut cases) = (0, 0, 0);
    for (n, trees) in all_trees(9).iter().enumerate().skip(2) {
        for tree in trees {
            for root in 0..n {
                for labelling in 0..3 {
                    let edges = labelled(&mut rng, n, root, tree);
                    let text = text_of(n, &edges);
                    let expected = brute(&edges);
                    let got = game_on_tree::solve(&mut Input::new(text.as_str())).unwrap();
                    assert_eq!(got, expected, "{text}");
                    if labelling == 0 && root % 3 == 0 {
                        assert_eq!(common::run_ok(BIN, text.as_bytes()), expected, "{text}");
                    }
                    if expected == "Alice\n" {
                        alice += 1;
                    } else {
                        bob += 1;
                    }
                    cases += 1;
                }
            }
        }
    }
    println!("{cases} labelled trees: {alice} Alice, {bob} Bob");
    // Bob's trees are rarer, but there are enough to tell the answers apart.
    assert!(alice > 1000 && bob > 200, "{alice} Alice, {bob} Bob");
}

/// A random tree on `0..n` rooted at 0: vertex v > 0 hangs from an earlier
/// one, any (`shape` 0), one of the last two (1: long chains), or often 0
/// (2: stars).
fn random_rooted_tree(rng: &mut Rng, n: usize, shape: usize) -> Vec<(usize, usize)> {
    (1..n)
        .map(|v| match shape {
            0 => (rng.below(v), v),
            1 => (v - 1 - rng.below(v.min(2)), v),
            _ => (if rng.chance(0.5) { 0 } else { rng.below(v) }, v),
        })
        .collect()
}

#[test]
fn random_trees_up_to_14_vertices_against_exhaustive_search() {
    let mut rng = Rng::new(1017);
    let (mut alice, mut bob) = (0, 0);
    for case in 0..400 {
        let (n, tree, root) = if case % 4 < 3 {
            // Vertex 1 anywhere.
            let n = rng.range(10, 14);
            (n, random_rooted_tree(&mut rng, n, case % 4), rng.below(n))
        } else {
            // Two copies of one branch under vertex 0 (a second-player win
            // by mirroring), half the time with a leaf added somewhere.
            let k = rng.range(4, 6);
            let shape = rng.below(3);
            let branch = random_rooted_tree(&mut rng, k, shape);
            let mut tree = vec![(0, 1), (0, 1 + k)];
            for copy in [1, 1 + k] {
                tree.extend(branch.iter().map(|&(a, b)| (a + copy, b + copy)));
            }
            let mut n = 1 + 2 * k;
            if rng.chance(0.5) {
                tree.push((rng.below(n), n));
                n += 1;
            }
            (n, tree, 0)
        };
        let edges = labelled(&mut rng, n, root, &tree);
        let text = text_of(n, &edges);
        let expected = brute(&edges);
        let got = game_on_tree::solve(&mut Input::new(text.as_str())).unwrap();
        assert_eq!(got, expected, "case {case}:\n{text}");
        if expected == "Alice\n" {
            alice += 1;
        } else {
            bob += 1;
        }
    }
    println!("{alice} Alice, {bob} Bob");
    assert!(alice > 100 && bob > 50, "{alice} Alice, {bob} Bob");
}

/// A path of `left + right + 1` vertices on which vertex 1 has `left`
/// edges on one side and `right` on the other; labels, edge order and
/// orientations random.
fn path(rng: &mut Rng, left: usize, right: usize) -> (usize, Vec<(usize, usize)>) {
    let n = left + right + 1;
    let mut order: Vec<usize> = (2..=n).collect();
    rng.shuffle(&mut order);
    order.insert(left, 1);
    let mut edges: Vec<(usize, usize)> = order
        .windows(2)
        .map(|w| {
            if rng.chance(0.5) {
                (w[0], w[1])
            } else {
                (w[1], w[0])
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    (n, edges)
}

/// The answer on a path whose vertex 1 has arms of `a` and `b` edges, by
/// the two-heap Nim argument (no Green Hackenbush): cutting the k-th edge
/// of an arm (counted from vertex 1) leaves k - 1 edges of it, so a move
/// shortens one arm to any shorter length. If a = b the second player
/// answers every move by the same cut on the other arm and always has a
/// move; if a != b the first player cuts the longer arm to the length of
/// the shorter, then answers the same way.
fn two_arms(a: usize, b: usize) -> &'static str {
    if a != b {
        "Alice\n"
    } else {
        "Bob\n"
    }
}

#[test]
fn small_paths_agree_with_the_two_arm_argument() {
    // The argument itself, against the exhaustive search.
    let mut rng = Rng::new(3);
    for a in 0..7 {
        for b in 0..7 {
            if a + b > 0 {
                let (_, edges) = path(&mut rng, a, b);
                assert_eq!(brute(&edges), two_arms(a, b), "arms {a} and {b}");
            }
        }
    }
}

#[test]
fn a_path_of_300_000_vertices() {
    // Vertex 1 in the middle.
    paths_of_a_million_vertices(&[(150_000 - 1, 150_000)]);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn paths_of_a_million_vertices_with_vertex_1_anywhere() {
    let million = 1_000_000;
    paths_of_a_million_vertices(&[
        (0, million - 1),               // vertex 1 at one end
        (million / 2 - 1, million / 2), // in the middle (300,000 in the quick tier)
        (million / 2, million / 2),     // the exact middle of 10^6 + 1
    ]);
}

/// Paths with arms of `(left, right)` edges on either side of vertex 1 (of
/// up to a million vertices, the judge's limit).
fn paths_of_a_million_vertices(arms: &[(usize, usize)]) {
    let mut rng = Rng::new(1_000_000);
    for &(left, right) in arms {
        let (n, edges) = path(&mut rng, left, right);
        let text = text_of(n, &edges);
        assert_eq!(
            common::run_ok(BIN, text.as_bytes()),
            two_arms(left, right),
            "n = {n}, arms {left} and {right}"
        );
    }
}

/// For an input of testdata: the answer by exhaustive search when the tree
/// is small, else it must be a path, answered by the two-arm argument.
fn independent_answer(text: &str) -> &'static str {
    let nums: Vec<usize> = text
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = nums[0];
    let edges: Vec<(usize, usize)> = nums[1..].chunks(2).map(|c| (c[0], c[1])).collect();
    assert_eq!(edges.len(), n - 1);
    if edges.len() <= 14 {
        return brute(&edges);
    }
    let mut adj = vec![Vec::new(); n + 1];
    for &(a, b) in &edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    assert!(adj.iter().all(|l| l.len() <= 2), "not a path");
    let arm = |first: usize| {
        let (mut prev, mut at, mut len) = (1, first, 1);
        while let Some(&next) = adj[at].iter().find(|&&w| w != prev) {
            (prev, at, len) = (at, next, len + 1);
        }
        len
    };
    let arms: Vec<usize> = adj[1].iter().map(|&w| arm(w)).collect();
    two_arms(arms[0], arms.get(1).copied().unwrap_or(0))
}

#[test]
fn testdata_answers_are_those_of_an_independent_check() {
    let files = common::testdata_inputs(BIN);
    assert!(files.len() >= 11);
    for (path, data) in files {
        let text = String::from_utf8(data).unwrap();
        let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(out, independent_answer(&text), "{}", path.display());
    }
}

#[test]
fn bad_input() {
    for (input, message) in [
        (
            "4\n1 2\n2 3\n3 1\n",
            "line 4: edge 3 closes a cycle: vertices 3 and 1 are already connected",
        ),
        // Not connected: with N - 1 edges, some edge closes a cycle.
        (
            "5\n1 2\n4 5\n3 2\n1 3\n",
            "line 5: edge 4 closes a cycle: vertices 1 and 3 are already connected",
        ),
        (
            "4\n1 2\n2 0\n2 3\n",
            "line 3: edge 2: vertex 0 is out of range 1..=4",
        ),
        (
            "4\n1 2\n5 2\n2 3\n",
            "line 3: edge 2: vertex 5 is out of range 1..=4",
        ),
        (
            "4\n1 2\n2 -3\n2 3\n",
            "line 3: edge 2: vertex -3 is out of range 1..=4",
        ),
        (
            "4\n1 2\n3 3\n2 3\n",
            "line 3: edge 2: both ends are vertex 3",
        ),
        (
            "4\n1 2\n2 3\n3 2\n",
            "line 4: edge 3 repeats edge 2 (vertices 3 and 2)",
        ),
        (
            "4\n2 1\n1 2\n3 2\n",
            "line 3: edge 2 repeats edge 1 (vertices 1 and 2)",
        ),
        (
            "1\n",
            "line 1: the number of vertices N must be at least 2, found 1",
        ),
        (
            "0\n",
            "line 1: the number of vertices N must be at least 2, found 0",
        ),
        (
            "5\n1 2\n2 3\n",
            "line 3: edge 3: expected vertex, found the end of the input",
        ),
        (
            "5\n1 2\n2 3\n3 4\n4\n",
            "line 5: edge 4: expected vertex, found the end of the input",
        ),
        (
            "3\n1 2\n2 3\n3 1\n",
            "line 4: unexpected \"3\" after the N - 1 = 2 edges",
        ),
        (
            "3\n1 2\n2 x\n",
            "line 3: edge 2: expected vertex, found \"x\"",
        ),
        (
            "x\n",
            "line 1: expected the number of vertices N, found \"x\"",
        ),
        (
            "-2\n",
            "line 1: the number of vertices N must be at least 2, found -2",
        ),
        (
            "99999999999999999999\n1 2\n",
            "line 1: the number of vertices N is too large",
        ),
        // N far beyond what the input holds: read until it runs out.
        (
            "1000000000000\n1 2\n2 3\n",
            "line 3: edge 3: expected vertex, found the end of the input",
        ),
        (
            "1000000000000\n1 2\n3 2\n1 3\n",
            "line 4: edge 3 closes a cycle: vertices 1 and 3 are already connected",
        ),
        (
            "1000000000000\n7 7\n",
            "line 2: edge 1: both ends are vertex 7",
        ),
    ] {
        common::assert_error(BIN, input.as_bytes(), message);
        let direct = game_on_tree::solve(&mut Input::new(input)).unwrap_err();
        assert!(
            direct.to_string().starts_with(message),
            "{input:?}: {direct}"
        );
    }
}

/// The literal successors of a position: delete one standing edge, then
/// every edge no longer connected to vertex 1 (0 here) falls.
#[cfg(feature = "play")]
fn literal_cuts(
    p: &cp_games::strategy::game_on_tree::Standing,
) -> Vec<cp_games::strategy::game_on_tree::Standing> {
    (0..p.edges.len())
        .map(|e| {
            let mut rest = p.edges.clone();
            rest.remove(e);
            let mut reached = vec![0usize];
            let mut kept = vec![false; rest.len()];
            loop {
                let before = kept.iter().filter(|&&k| k).count();
                for (i, &(a, b)) in rest.iter().enumerate() {
                    if reached.contains(&a) || reached.contains(&b) {
                        kept[i] = true;
                        reached.extend([a, b]);
                    }
                }
                if kept.iter().filter(|&&k| k).count() == before {
                    break;
                }
            }
            let edges = rest
                .iter()
                .zip(&kept)
                .filter(|p| *p.1)
                .map(|p| *p.0)
                .collect();
            cp_games::strategy::game_on_tree::Standing { n: p.n, edges }
        })
        .collect()
}

#[cfg(feature = "play")]
#[test]
fn strategy_against_every_reply() {
    let mut rng = Rng::new(17);
    let mut starts = Vec::new();
    for (n, trees) in all_trees(9).iter().enumerate().skip(1) {
        for tree in trees {
            for root in 0..n {
                let edges = labelled(&mut rng, n, root, tree);
                let edges = edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
                starts.push(cp_games::strategy::game_on_tree::Standing { n, edges });
            }
        }
    }
    for _ in 0..500 {
        let n = rng.range(2, 12);
        let shape = rng.below(3);
        let edges = random_rooted_tree(&mut rng, n, shape);
        starts.push(cp_games::strategy::game_on_tree::Standing { n, edges });
    }
    let report = common::adversary::check(
        &cp_games::strategy::game_on_tree::GameOnTree,
        &starts,
        literal_cuts,
        false,
        1_000_000,
    );
    assert!(report.positions > 5000 && report.won > 2000, "{report:?}");
    println!("{} starts, {report:?}", starts.len());
}

#[test]
fn winning_cuts_on_big_trees_leave_value_0() {
    winning_cuts_on_big_trees(4, 1, 300_000);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn winning_cuts_on_40_big_trees_leave_value_0() {
    winning_cuts_on_big_trees(40, 4, 1_000_000);
}

/// `cases` trees, the first `paths` of them paths of `path_len` vertices, the
/// others random trees of up to 100,000.
fn winning_cuts_on_big_trees(cases: usize, paths: usize, path_len: usize) {
    use cp_games::hackenbush::grounded_tree_value;
    let mut rng = Rng::new(3);
    for case in 0..cases {
        let n = if case < paths {
            path_len
        } else {
            rng.range(2, 100_000)
        };
        let edges: Vec<(usize, usize)> = if case < paths {
            // A path with vertex 1 anywhere on it.
            let left = rng.below(n);
            let (_, e) = path(&mut rng, left, n - 1 - left);
            e.iter().map(|&(a, b)| (a - 1, b - 1)).collect()
        } else {
            random_rooted_tree(&mut rng, n, case % 3)
        };
        let value = grounded_tree_value(n, 0, &edges);
        match game_on_tree::winning_cut(n, &edges) {
            None => assert_eq!(value, 0, "case {case}"),
            Some(e) => {
                let mut rest = edges.clone();
                rest.remove(e);
                assert_eq!(grounded_tree_value(n, 0, &rest), 0, "case {case}");
            }
        }
    }
}

#[cfg(feature = "play")]
#[test]
fn explain_names_the_values_and_the_cut() {
    let out = common::explain(BIN, "5\n1 2\n2 3\n2 4\n4 5\n");
    assert_eq!(
        out,
        "Green Hackenbush on a tree grounded at vertex 1 (4 edges standing): a vertex is worth \
         the xor over its children c of (value(c) + 1); the player to move wins iff vertex 1 is \
         worth more than 0.\n\
         Vertex 1 has 1 children: 2 (worth 3, term 4). Vertex 1 is worth 4.\n\
         The player to move wins: cut the edge 1 2; vertex 1 is then worth 0 (0 edges left).\n"
    );
    let out = common::explain(BIN, "5\n1 2\n2 3\n1 4\n4 5\n");
    assert!(
        out.contains("Vertex 1 has 2 children: 2 (worth 1, term 2), 4 (worth 1, term 2). Vertex 1 is worth 0.\n"),
        "{out}"
    );
    assert!(out.ends_with("The player to move loses: every cut leaves a value other than 0, and the opponent cuts back to 0.\n"), "{out}");
    // A star of 10^5 leaves around vertex 1: the list is cut short.
    let n = 100_000;
    let text = format!(
        "{n}\n{}",
        (2..=n).map(|v| format!("1 {v}\n")).collect::<String>()
    );
    let out = common::explain(BIN, &text);
    assert!(out.len() < 2000, "{} bytes", out.len());
    assert!(
        out.contains(", ... (99959 more). Vertex 1 is worth 1.\n"),
        "{out}"
    );
    assert!(
        out.contains("cut the edge 1 2; vertex 1 is then worth 0 (99998 edges left)"),
        "{out}"
    );
}

#[cfg(feature = "play")]
#[test]
fn play_sessions() {
    // The program moves first (as Alice) from a won tree and wins at once.
    let out = common::play(BIN, "engine-wins", "5\n1 2\n2 3\n2 4\n4 5\n", "second\n");
    assert!(
        out.starts_with("Edges standing (4): 1-2 2-3 2-4 4-5\n"),
        "{out}"
    );
    assert!(
        out.ends_with(
            "I play 1 2 (as Alice).\nNo edge stands: only vertex 1 is left.\n\
             You have no move left. I win.\n"
        ),
        "{out}"
    );
    // From a lost tree the program (Alice) cuts the first edge, 1-2; the
    // person (Bob) answers with the winning cut 1-4 and wins.
    let out = common::play(
        BIN,
        "person-wins",
        "5\n1 2\n2 3\n1 4\n4 5\n",
        "second\nhint\n1 4\n",
    );
    assert!(
        out.contains("I play 1 2 (as Alice).\nEdges standing (2): 1-4 4-5\n"),
        "{out}"
    );
    assert!(out.contains("A winning move: 1 4.\n"), "{out}");
    assert!(out.ends_with("I have no move left. You win.\n"), "{out}");
    // The person moves first from the won tree and errs (cuts 4-5, leaving
    // 1-2, 2-3, 2-4, worth 1): the program cuts 1-2 and wins.
    let out = common::play(
        BIN,
        "person-errs",
        "5\n1 2\n2 3\n2 4\n4 5\n",
        "first\n4 5\n",
    );
    assert!(
        out.ends_with(
            "Your move (as Alice): Edges standing (3): 1-2 2-3 2-4\n\
             I play 1 2 (as Bob).\nNo edge stands: only vertex 1 is left.\n\
             You have no move left. I win.\n"
        ),
        "{out}"
    );
    // Illegal and malformed moves, then the end of input.
    let out = common::play(
        BIN,
        "illegal",
        "5\n1 2\n2 3\n2 4\n4 5\n",
        "first\n3 9\n1 3\nx 2\n1\n",
    );
    for want in [
        "There is no vertex 9: the vertices are 1 to 5. Type help for help.\n",
        "No edge 1-3 stands (it was cut, fell, or never was). Type help for help.\n",
        "\"x\" is not a vertex number. Type help for help.\n",
        "Type two vertex numbers, the ends of the edge to cut. Type help for help.\n",
        "Type a move as the edge to cut, `x y` (its two vertices); or hint for a winning move, help, quit.\n",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    assert!(
        out.ends_with("End of input: the game stops here. Goodbye.\n"),
        "{out}"
    );
}

/// Whether the player to move wins on what stands, by exhaustive search.
#[cfg(feature = "play")]
fn standing_wins(p: &cp_games::strategy::game_on_tree::Standing) -> bool {
    let edges: Vec<(usize, usize)> = p.edges.iter().map(|&(a, b)| (a + 1, b + 1)).collect();
    let all = connected_to_1(&edges, (1u32 << edges.len()) - 1);
    mover_wins(&edges, all, &mut HashMap::new())
}

/// The drawing along random plays on random trees: every click is a legal
/// cut written as `show_move` writes it, every edge has its clicks, a dot
/// is green (`win`) exactly when the exhaustive search says the cut
/// leaves a lost position, and the verdict line agrees with the search.
#[cfg(feature = "play")]
#[test]
fn drawing_offers_every_cut_with_its_verdict() {
    use cp_games::play::Game;
    let game = cp_games::strategy::game_on_tree::GameOnTree;
    let mut rng = Rng::new(1018);
    let (mut wins_seen, mut loses_seen) = (0, 0);
    for case in 0..300 {
        let n = rng.range(2, 10);
        let tree = random_rooted_tree(&mut rng, n, case % 3);
        let root = rng.below(n);
        let edges = labelled(&mut rng, n, root, &tree);
        let text = text_of(n, &edges);
        let mut p = game.read(&mut Input::new(text.as_str())).unwrap().remove(0);
        loop {
            let svg = game.picture(&p).unwrap();
            let wins_here = standing_wins(&p);
            let verdict = if wins_here {
                "the player to move wins"
            } else {
                "the player to move loses"
            };
            assert!(svg.contains(verdict), "{text}: {svg}");
            let clicks = picture::check_clicks(&game, &p, &svg);
            let mut offered = picture::offered(&clicks);
            offered.dedup();
            let legal = picture::legal_shown(&game, &p);
            assert_eq!(offered, legal, "{text}");
            assert_eq!(clicks.len(), 2 * legal.len());
            for c in &clicks {
                let Some(marked) = c.mark() else { continue };
                let wins = !standing_wins(&game.apply(&p, &c.m));
                assert_eq!(marked, wins, "{} in {text}", c.text);
                if wins {
                    wins_seen += 1;
                } else {
                    loses_seen += 1;
                }
            }
            let moves = game.moves(&p);
            if moves.is_empty() {
                break;
            }
            p = game.apply(&p, &moves[rng.below(moves.len())]);
        }
    }
    assert!(
        wins_seen > 300 && loses_seen > 300,
        "{wins_seen} {loses_seen}"
    );
}

/// Large trees are drawn near vertex 1, small enough, with the winning
/// cut among the clicks (but on the path, where it is 15,000 edges up):
/// a path of 50,000 vertices with vertex 1 inside, and random trees of as
/// many: long chains, stars and others.
#[cfg(feature = "play")]
#[test]
fn large_trees_are_drawn_small() {
    use cp_games::play::Game;
    let game = cp_games::strategy::game_on_tree::GameOnTree;
    let mut rng = Rng::new(1019);
    let chains = random_rooted_tree(&mut rng, 50_000, 1);
    let mut texts = vec![text_of(50_000, &labelled(&mut rng, 50_000, 0, &chains))];
    let (n, path) = path(&mut rng, 15_000, 34_999);
    texts.push(text_of(n, &path));
    for shape in 0..3 {
        let tree = random_rooted_tree(&mut rng, 50_000, shape);
        texts.push(text_of(50_000, &labelled(&mut rng, 50_000, 0, &tree)));
    }
    for (i, text) in texts.iter().enumerate() {
        let p = game.read(&mut Input::new(text.as_str())).unwrap().remove(0);
        let svg = game.picture(&p).unwrap();
        assert!(svg.len() < 300_000, "{} bytes", svg.len());
        assert!(svg.contains("Drawn: "));
        let clicks = picture::check_clicks(&game, &p, &svg);
        assert!(!clicks.is_empty());
        match game.winning_move(&p) {
            Some(m) if i != 1 => {
                let shown = game.show_move(&p, &m);
                let dot = clicks
                    .iter()
                    .find(|c| c.text == shown && c.mark() == Some(true));
                assert!(dot.is_some(), "{shown}");
            }
            _ => {}
        }
    }
}
