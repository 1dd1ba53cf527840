//! `christmas_game` against an exhaustive search of the literal game on
//! whole test cases (the set of standing edges of all trees together: a move
//! cuts one edge, then every edge no longer connected to its tree's root
//! falls; no Sprague-Grundy, no fusion), on thousands of random test cases
//! of judge-shaped trees with cycles and of arbitrary small multigraphs;
//! long chains; and bad input.

use crate::common;

#[cfg(feature = "play")]
use common::picture;
use common::Rng;
use cp_games::strategy::Strategy;
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
    random_test_cases(200);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn random_test_cases_of_2000_inputs_against_exhaustive_search() {
    random_test_cases(2000);
}

/// `inputs` random inputs of 1 to 6 test cases, each answer compared with
/// an exhaustive search; every fourth input through the binary too.
fn random_test_cases(inputs: usize) {
    let mut rng = Rng::new(3710);
    let (mut sally, mut harry, mut cases) = (0, 0, 0);
    for input_no in 0..inputs {
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
    assert!(
        sally > inputs * 3 / 5 && harry > inputs * 3 / 5,
        "{sally} Sally, {harry} Harry"
    );
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
    long_chains_and_cycles_of(300_000);
}

/// At the judge's limit.
#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn long_chains_and_cycles_of_a_million_edges() {
    long_chains_and_cycles_of(1_000_000);
}

fn long_chains_and_cycles_of(n: u64) {
    // A stalk of n edges is worth n; a cycle through the root of odd length
    // 1, of even length 0 (n is even).
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
            "line 2: test case 1, tree 1: k = 2 edges, but only 1 edge follows",
        ),
        (
            "1\n2 2\n1 2 1\n",
            "line 2: test case 1, tree 1, edge 2: k = 2 edges, but only 1 edge and 1 number follow",
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

/// The literal successors of a test case's position: cut one standing
/// edge of one tree, then every edge of that tree no longer connected to
/// its node 1 falls.
#[cfg(feature = "play")]
fn literal_cuts(p: &[christmas_game::Tree]) -> Vec<Vec<christmas_game::Tree>> {
    let mut out = Vec::new();
    for t in 0..p.len() {
        for e in 0..p[t].edges.len() {
            let mut rest = p[t].edges.clone();
            rest.remove(e);
            let mut reached = vec![1u64];
            let mut kept = vec![false; rest.len()];
            loop {
                let mut grew = false;
                for (i, &(a, b)) in rest.iter().enumerate() {
                    if !kept[i] && (reached.contains(&a) || reached.contains(&b)) {
                        kept[i] = true;
                        reached.extend([a, b]);
                        grew = true;
                    }
                }
                if !grew {
                    break;
                }
            }
            let mut q = p.to_vec();
            q[t].edges = rest
                .iter()
                .zip(&kept)
                .filter(|k| *k.1)
                .map(|k| *k.0)
                .collect();
            out.push(q);
        }
    }
    out
}

#[cfg(feature = "play")]
#[test]
fn strategy_against_every_reply() {
    strategy_against_every_reply_in(300);
}

#[cfg(feature = "play")]
#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn strategy_against_every_reply_in_2000_test_cases() {
    strategy_against_every_reply_in(2000);
}

#[cfg(feature = "play")]
fn strategy_against_every_reply_in(cases: usize) {
    use cp_games::play::Game;
    let game = cp_games::strategy::christmas_game::ChristmasGame;
    let mut rng = Rng::new(1225);
    let mut total = common::adversary::Report::default();
    for _ in 0..cases {
        let mut budget = 10;
        let mut trees = Vec::new();
        for _ in 0..rng.range(1, 3) {
            let tree = if rng.chance(0.6) {
                shaped_tree(&mut rng, budget.min(7))
            } else {
                any_graph(&mut rng, budget.min(6))
            };
            budget -= tree.edges.len();
            trees.push(tree);
        }
        let text = case_text(&trees);
        let starts = game.read(&mut Input::new(text.as_str())).unwrap();
        total += common::adversary::check(&game, &starts, |p| literal_cuts(p), false, 10_000);
    }
    assert!(
        total.won > cases * 10 && total.positions - total.won > cases * 5 / 2,
        "{total:?}"
    );
    println!("{total:?}");
}

#[test]
fn winning_moves_on_big_test_cases_leave_xor_0() {
    let mut rng = Rng::new(99);
    let (mut won, mut lost) = (0, 0);
    for case in 0..300 {
        // Judge-sized test cases: up to 99 trees of up to 499 edges.
        let trees: Vec<christmas_game::Tree> = (0..rng.range(1, 99))
            .map(|_| {
                let budget = rng.range(1, 499);
                let t = shaped_tree(&mut rng, budget);
                christmas_game::Tree {
                    m: t.m,
                    edges: t.edges,
                }
            })
            .collect();
        let before = trees
            .iter()
            .fold(0, |x, t| x ^ christmas_game::tree_value(t));
        match christmas_game::winning_move(&trees) {
            None => {
                assert_eq!(before, 0, "case {case}");
                lost += 1;
            }
            Some((t, e)) => {
                let mut after = trees.clone();
                after[t].edges.remove(e);
                assert!(!christmas_game::first_player_wins(&after), "case {case}");
                won += 1;
            }
        }
    }
    assert!(won > 200, "{won} won, {lost} lost");
    // A cycle of 10^5 + 1 edges through node 1 (worth 1): its middle edge.
    let n = 100_001u64;
    let edges: Vec<(u64, u64)> = (1..=n).map(|i| (i, i % n + 1)).collect();
    let cycle = christmas_game::Tree { m: n, edges };
    assert_eq!(christmas_game::winning_move(&[cycle]), Some((0, 50_000)));
    // Beyond the judge's shapes: three paths of 10^4, 10^4 and 10^4 + 1
    // edges joining nodes 1 and 2 (worth 1, an odd number of edges fused).
    // Cutting the odd path in its middle leaves an even cycle and two
    // stalks of 5000 edges.
    let (mut edges, mut m) = (Vec::new(), 2u64);
    for len in [10_000, 10_000, 10_001] {
        let mut prev = 1;
        for _ in 1..len {
            m += 1;
            edges.push((prev, m));
            prev = m;
        }
        edges.push((prev, 2));
    }
    let theta = christmas_game::Tree { m, edges };
    let (t, e) = christmas_game::winning_move(std::slice::from_ref(&theta)).unwrap();
    assert_eq!(theta.edges[e], (25_000, 25_001));
    let mut after = theta.clone();
    after.edges.remove(e);
    assert_eq!((t, christmas_game::tree_value(&after)), (0, 0));
}

#[cfg(feature = "play")]
#[test]
fn explain_names_the_tree_values_and_the_cut() {
    let out = common::explain("christmas_game", "2\n2 1\n1 2\n4 4\n1 2\n2 3\n3 4\n4 2\n");
    assert!(
        out.ends_with(
            "Tree values (tree:value): 1:1 2:2\nTheir xor: 3.\n\
             The player to move wins: cut the edge 3-4 of tree 2 (move `2 3 4`), which brings \
             the tree from 2 to 1; the xor becomes 0.\n"
        ),
        "{out}"
    );
    assert!(
        out.starts_with("Green Hackenbush, each tree grounded at its node 1."),
        "{out}"
    );
    // The sample twice (a stalk, and a triangle on a stalk: 1 ^ 2): two
    // test cases, each under a heading.
    let sample = std::fs::read_to_string("testdata/christmas_game/01-sample.in").unwrap();
    let out = common::explain("christmas_game", &format!("{sample}{sample}"));
    assert!(out.starts_with("Game 1:\n"), "{out}");
    assert!(out.contains("\n\nGame 2:\n"), "{out}");
    assert_eq!(
        out.matches("Tree values (tree:value): 1:1 2:2\nTheir xor: 3.\n")
            .count(),
        2,
        "{out}"
    );
    // Lost: a stalk and a square hanging from a stalk (the square fuses to
    // nothing): 1 ^ 1.
    let out = common::explain(
        "christmas_game",
        "2\n2 1\n1 2\n5 5\n1 2\n2 3\n3 4\n4 5\n5 2\n",
    );
    assert!(out.ends_with("Tree values (tree:value): 1:1 2:1\nTheir xor: 0.\nThe player to move loses: every cut changes one tree's value and leaves a xor other than 0, and the opponent cuts back to 0.\n"), "{out}");
    // 120 trees: the list is cut short.
    let many = format!("120\n{}", "2 1\n1 2\n".repeat(120));
    let out = common::explain("christmas_game", &many);
    assert!(out.contains("40:1 ... (80 more)\nTheir xor: 0.\n"), "{out}");
}

#[cfg(feature = "play")]
#[test]
fn play_sessions() {
    let bin = "christmas_game";
    // A stalk and a triangle on a stalk (worth 1 and 2): the program moves
    // first, cuts the triangle's middle edge 3-4, and answers each cut.
    let input = "2\n2 1\n1 2\n4 4\n1 2\n2 3\n3 4\n4 2\n";
    let out = common::play(bin, "engine-wins", input, "second\n1 1 2\n2 2 3\n");
    assert!(
        out.starts_with("Tree 1 (1 edges): 1-2\nTree 2 (4 edges): 1-2 2-3 2-4 3-4\n"),
        "{out}"
    );
    assert!(out.contains("I play 2 3 4 (as Sally).\n"), "{out}");
    // Then the person cuts tree 1's stalk and the path 2-3 falls apart as
    // the program answers; the person is left without a move.
    assert!(out.ends_with("You have no move left. I win.\n"), "{out}");
    // Parallel edges: the person (Sally) cuts one of three edges joining 1
    // and 2 (worth 1) and wins at once: two are left, worth 0.
    let out = common::play(
        bin,
        "parallel",
        "1\n2 3\n1 2\n2 1\n1 2\n",
        "first\nhint\n1 1 2 2\n1 1 2\n",
    );
    assert!(out.contains("A winning move: 1 1 2.\n"), "{out}");
    assert!(
        out.contains(
            "Tree 1 (2 edges): 1-2 1-2\nI play 1 1 2 (as Harry).\nTree 1 (1 edges): 1-2\n"
        ),
        "{out}"
    );
    assert!(out.ends_with("I have no move left. You win.\n"), "{out}");
    // Illegal and malformed moves; a loop, cut by `1 1 1`.
    let out = common::play(
        bin,
        "illegal",
        "1\n2 3\n1 2\n2 1\n1 1\n",
        "first\n2 1 2\n1 2 2\n1 1 2 3\n1 x 2\n1 2\n1 1 1\n",
    );
    for want in [
        "There is no tree 2: the trees are 1 to 1. Type help for help.\n",
        "Tree 1 has no standing edge 2-2. Type help for help.\n",
        "Tree 1 has 2 standing edges joining 1 and 2, not 3. Type help for help.\n",
        "\"x\" is not a number. Type help for help.\n",
        "Type the tree and the two nodes of the edge to cut: t a b. Type help for help.\n",
        "Your move (as Sally): Tree 1 (2 edges): 1-2 1-2\n",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    // Two parallel edges are worth 0: the program (lost) cuts one, the
    // input ends.
    assert!(
        out.ends_with("End of input: the game stops here. Goodbye.\n"),
        "{out}"
    );
}

/// Whether the player to move wins the position, by exhaustive search.
#[cfg(feature = "play")]
fn position_wins(p: &[christmas_game::Tree]) -> bool {
    let edges: Vec<Edge> = (p.iter().enumerate())
        .flat_map(|(t, tree)| tree.edges.iter().map(move |&(a, b)| (t, a, b)))
        .collect();
    let all = (1u32 << edges.len()) - 1;
    mover_wins(&edges, standing(&edges, all), &mut HashMap::new())
}

/// The drawing along random plays of random test cases: every click is a
/// legal cut written as `show_move` writes it, every edge has its clicks
/// (repeated edges and loops too), a dot is green (`win`) exactly when the
/// exhaustive search says the cut leaves a lost position, and the verdict
/// line agrees with the search.
#[cfg(feature = "play")]
#[test]
fn drawing_offers_every_cut_with_its_verdict() {
    use cp_games::play::Game;
    let game = cp_games::strategy::christmas_game::ChristmasGame;
    let mut rng = Rng::new(1226);
    let (mut wins_seen, mut loses_seen) = (0, 0);
    for _ in 0..150 {
        let mut budget = 10;
        let mut trees = Vec::new();
        for _ in 0..rng.range(1, 3) {
            let tree = if rng.chance(0.6) {
                shaped_tree(&mut rng, budget.min(7))
            } else {
                any_graph(&mut rng, budget.min(6))
            };
            budget -= tree.edges.len();
            trees.push(tree);
        }
        let text = case_text(&trees);
        let mut p = game.read(&mut Input::new(text.as_str())).unwrap().remove(0);
        loop {
            let svg = game.picture(&p).unwrap();
            let verdict = match position_wins(&p) {
                true => "the player to move wins",
                false => "the player to move loses",
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
                let wins = !position_wins(&game.apply(&p, &c.m));
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
        wins_seen > 200 && loses_seen > 200,
        "{wins_seen} {loses_seen}"
    );
}

/// A judge-sized test case (99 trees of up to 499 edges) is drawn in part,
/// small enough, with the trees left out listed; every click is legal.
#[cfg(feature = "play")]
#[test]
fn large_test_cases_are_drawn_small() {
    use cp_games::play::Game;
    let game = cp_games::strategy::christmas_game::ChristmasGame;
    let mut rng = Rng::new(1227);
    let trees: Vec<Tree> = (0..99)
        .map(|_| {
            let budget = rng.range(1, 499);
            shaped_tree(&mut rng, budget)
        })
        .collect();
    let text = case_text(&trees);
    let p = game.read(&mut Input::new(text.as_str())).unwrap().remove(0);
    let svg = game.picture(&p).unwrap();
    assert!(svg.len() < 300_000, "{} bytes", svg.len());
    assert!(svg.contains("Not drawn: trees "), "{svg}");
    let clicks = picture::check_clicks(&game, &p, &svg);
    assert!(!clicks.is_empty());
}
