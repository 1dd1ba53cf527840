//! `dag_sg_chips` against an exhaustive search of the literal game (chips
//! slide along edges; the state is the tuple of chip positions) on thousands
//! of random small DAGs, cycle reports checked to name a node on a cycle, and
//! a table of bad inputs.

use crate::common;

use itertools::Itertools;

#[cfg(feature = "play")]
use common::picture;
use common::Rng;
use cp_games::input::Input;
use cp_games::problems::dag_sg_chips;
use cp_games::strategy::Strategy;
use std::collections::HashMap;

/// Whether the player to move wins with chips at `pos` (sorted), by trying
/// every move of every chip. No Grundy theory.
fn wins(adj: &[Vec<usize>], pos: Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    if let Some(&w) = memo.get(&pos) {
        return w;
    }
    let mut win = false;
    'moves: for i in 0..pos.len() {
        for &y in &adj[pos[i]] {
            let mut next = pos.clone();
            next[i] = y;
            next.sort_unstable();
            if !wins(adj, next, memo) {
                win = true;
                break 'moves;
            }
        }
    }
    memo.insert(pos, win);
    win
}

/// The input text of a game with 1-based nodes.
fn input_text(n: usize, edges: &[(usize, usize)], chips: &[usize]) -> String {
    format!(
        "{n} {} {}\n{}{}\n",
        edges.len(),
        chips.len(),
        edges
            .iter()
            .format_with("", |(x, y), f| f(&format_args!("{x} {y}\n"))),
        chips.iter().join(" ")
    )
}

fn random_edges(rng: &mut Rng, n: usize, acyclic: bool) -> Vec<(usize, usize)> {
    let mut order: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut order);
    let mut edges = Vec::new();
    for _ in 0..rng.below(4 * n + 1) {
        let (a, b) = (rng.below(n), rng.below(n));
        if !acyclic {
            edges.push((a + 1, b + 1));
        } else if a < b {
            edges.push((order[a], order[b]));
            if rng.chance(0.1) {
                edges.push((order[a], order[b]));
            }
        }
    }
    edges
}

#[test]
fn against_exhaustive_search_of_chip_positions() {
    against_exhaustive_search(1000);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn against_exhaustive_search_of_3000_chip_positions() {
    against_exhaustive_search(3000);
}

/// `count` random graphs of up to 7 vertices with chips on them, each
/// answer against an exhaustive search of the chip positions; every tenth
/// through the binary too.
fn against_exhaustive_search(count: usize) {
    let mut rng = Rng::new(1319);
    let (mut wins_seen, mut loses_seen) = (0, 0);
    for case in 0..count {
        let n = rng.range(1, 7);
        let edges = random_edges(&mut rng, n, true);
        let k = rng.range(1, 4);
        let chips: Vec<usize> = (0..k).map(|_| rng.range(1, n)).collect();
        let text = input_text(n, &edges, &chips);

        let mut adj = vec![Vec::new(); n + 1];
        for &(x, y) in &edges {
            adj[x].push(y);
        }
        let mut start = chips.clone();
        start.sort_unstable();
        let expected = if wins(&adj, start, &mut HashMap::new()) {
            wins_seen += 1;
            "win\n"
        } else {
            loses_seen += 1;
            "lose\n"
        };
        let got = dag_sg_chips::solve(&mut Input::new(text.as_str()));
        assert_eq!(got.as_deref(), Ok(expected), "input:\n{text}");
        if case % 10 == 0 {
            assert_eq!(
                common::run_ok("dag_sg_chips", text.as_bytes()),
                expected,
                "input:\n{text}"
            );
        }
    }
    assert!(
        wins_seen > count / 6 && loses_seen > count / 6,
        "{wins_seen} {loses_seen}"
    );
}

/// Whether node v (1-based) reaches itself by one or more edges.
fn on_cycle(n: usize, edges: &[(usize, usize)], v: usize) -> bool {
    let mut seen = vec![false; n + 1];
    let mut todo = vec![v];
    while let Some(u) = todo.pop() {
        for &(a, b) in edges {
            if a == u && !seen[b] {
                seen[b] = true;
                todo.push(b);
            }
        }
    }
    seen[v]
}

/// Whether node u (1-based) is reached from node v by one or more edges.
fn reaches(edges: &[(usize, usize)], v: usize, u: usize) -> bool {
    let mut seen = vec![v];
    let mut todo = vec![v];
    while let Some(x) = todo.pop() {
        for &(a, b) in edges {
            if a == x && !seen.contains(&b) {
                if b == u {
                    return true;
                }
                seen.push(b);
                todo.push(b);
            }
        }
    }
    false
}

#[test]
fn cycles_are_reported_through_a_node_on_them() {
    let mut rng = Rng::new(3);
    let mut cyclic = 0;
    for case in 0..2000 {
        let n = rng.range(1, 8);
        let edges = random_edges(&mut rng, n, false);
        let has_cycle = (1..=n).any(|v| on_cycle(n, &edges, v));
        let text = input_text(n, &edges, &[1]);
        let got = dag_sg_chips::solve(&mut Input::new(text.as_str()));
        if !has_cycle {
            assert!(got.is_ok(), "input:\n{text}");
            continue;
        }
        cyclic += 1;
        let msg = got.expect_err(&text).to_string();
        // `line L: the graph has a cycle through node V (edge I: U -> V)`.
        let numbers: Vec<usize> = msg
            .split(|c: char| !c.is_ascii_digit())
            .filter_map(|w| w.parse().ok())
            .collect();
        let [line, node, i, from, to] = numbers[..] else {
            panic!("{msg:?} for\n{text}")
        };
        let want = format!(
            "line {line}: the graph has a cycle through node {node} (edge {i}: {from} -> {node})"
        );
        assert_eq!(msg, want, "for\n{text}");
        assert!(on_cycle(n, &edges, node), "{msg:?} for\n{text}");
        // The edge is the input's edge I, on its line, and on a cycle:
        // into the node, from a node it reaches.
        assert_eq!(
            (line, edges[i - 1], to),
            (i + 1, (from, node), node),
            "{msg:?} for\n{text}"
        );
        assert!(
            from == node || reaches(&edges, node, from),
            "{msg:?} for\n{text}"
        );
        if case % 10 == 0 {
            common::assert_error("dag_sg_chips", text.as_bytes(), &msg);
        }
    }
    assert!(cyclic > 500, "{cyclic}");
}

#[test]
fn deep_chain() {
    let n = 1_000_000;
    let chain: String = (1..n).map(|i| format!("{i} {}\n", i + 1)).collect();
    // Node i has value (n - i) % 2.
    let game = |chips: &str| format!("{n} {} 2\n{chain}{chips}\n", n - 1);
    assert_eq!(
        common::run_ok("dag_sg_chips", game("1 2").as_bytes()),
        "win\n"
    );
    assert_eq!(
        common::run_ok("dag_sg_chips", game("1 3").as_bytes()),
        "lose\n"
    );
    let cycle = format!("{n} {n} 1\n{chain}{n} 1\n1\n");
    common::assert_error(
        "dag_sg_chips",
        cycle.as_bytes(),
        &format!(
            "error: line {}: the graph has a cycle through node 1 (edge {n}: {n} -> 1)\n",
            n + 1
        ),
    );
}

#[test]
fn bad_input() {
    let cases: &[(&str, &str)] = &[
        (
            "3 1 1\n0 2\n1\n",
            "line 2: edge 1 starts at node 0, but the nodes are 1 to N = 3",
        ),
        (
            "3 1 1\n1 4\n1\n",
            "line 2: edge 1 points to node 4, but the nodes are 1 to N = 3",
        ),
        ("3 2 1\n1 2\n2 4\n1\n", "line 3: edge 2 points to node 4"),
        (
            "3 1 2\n1 2\n1 0\n",
            "line 3: chip 2 is on node 0, but the nodes are 1 to N = 3",
        ),
        ("3 1 2\n1 2\n4 1\n", "chip 1 is on node 4"),
        (
            "3 3 1\n1 2\n2 3\n3 1\n1\n",
            "error: line 4: the graph has a cycle through node 1 (edge 3: 3 -> 1)\n",
        ),
        (
            "3 1 1\n3 3\n1\n",
            "error: line 2: the graph has a cycle through node 3 (edge 1: 3 -> 3)\n",
        ),
        (
            "2 2 1\n1 2\n2 1\n1\n",
            "error: line 3: the graph has a cycle through node 1 (edge 2: 2 -> 1)\n",
        ),
        // The edge that closes the cycle comes first in the input; the
        // edges on one line.
        (
            "3 3 1\n2 1 1 2 3 3\n1\n",
            "error: line 2: the graph has a cycle through node 1 (edge 1: 2 -> 1)\n",
        ),
        (
            "3 2 1\n1 2\n",
            "line 1: M = 2 edges, but only 1 edge follows",
        ),
        (
            "3 2 1\n1 2\n2\n",
            "line 1: M = 2 edges, but only 1 edge and 1 number follow",
        ),
        (
            "3 2 2\n1 2\n2 3\n1\n",
            "line 1: K = 2 chips, but only 1 chip follows",
        ),
        ("3 1 1\n1 2\n", "line 1: K = 1 chip, but no chip follows"),
        (
            "3 1 1\n1 -2\n1\n",
            "the end node Y of an edge must not be negative, found \"-2\"",
        ),
        (
            "3 1 1\n1 x\n1\n",
            "expected the end node Y of an edge, found \"x\"",
        ),
        ("3 1 1\n1 2.0\n1\n", "found \"2.0\""),
        (
            "3 1 1\n1 2\n99999999999999999999\n",
            "the node of a chip is too large",
        ),
        (
            "3 1 1\n1 2\n1 1\n",
            "unexpected \"1\" after the end of the data",
        ),
        (
            "20000000 0 1\n1\n",
            "line 1: the number of nodes N must be at most 10000000, found 20000000",
        ),
        (
            "3 1000000000 1\n1 2\n1\n",
            "line 1: M = 1000000000 edges, but only 1 edge and 1 number follow",
        ),
        (
            "3 1 1000000000\n1 2\n1\n",
            "line 1: K = 1000000000 chips, but only 1 chip follows",
        ),
        ("3 -1 1\n", "the number of edges M must not be negative"),
        ("3 1 1\r\n1\t5\r\n1\r\n", "line 2: edge 1 points to node 5"),
    ];
    for (input, needle) in cases {
        common::assert_error(
            "dag_sg_chips",
            input.as_bytes(),
            needle.trim_start_matches("error: "),
        );
    }
    // The same in the middle of a long edge list (read many edges at a
    // time), with the line of the edge.
    let list = "1 2\n".repeat(30);
    for (bad, needle) in [
        (
            "0 2",
            "line 32: edge 31 starts at node 0, but the nodes are 1 to N = 3",
        ),
        (
            "2 4",
            "line 32: edge 31 points to node 4, but the nodes are 1 to N = 3",
        ),
        ("2\n4", "line 33: edge 31 points to node 4"),
        (
            "2 x",
            "line 32: expected the end node Y of an edge, found \"x\"",
        ),
    ] {
        let input = format!("3 60 1\n{list}{bad}\n{list}1\n");
        common::assert_error("dag_sg_chips", input.as_bytes(), needle);
    }
}

#[test]
fn degenerate_sizes_are_answered() {
    for (input, expected) in [
        ("0 0 0\n", "lose\n"),
        ("2 1 0\n1 2\n", "lose\n"),
        // More chips than nodes.
        ("2 1 3\n1 2\n1 1 1\n", "win\n"),
        ("2 1 4\n1 2\n1 1 1 1\n", "lose\n"),
    ] {
        assert_eq!(
            common::run_ok("dag_sg_chips", input.as_bytes()),
            expected,
            "{input:?}"
        );
    }
}

#[cfg(feature = "play")]
#[test]
fn strategy_against_every_reply() {
    use cp_games::play::Game;
    let game = cp_games::strategy::dag_sg_chips::DagChips;
    let mut rng = Rng::new(2024);
    let mut total = common::adversary::Report::default();
    for _ in 0..3000 {
        let n = rng.range(1, 7);
        let edges = random_edges(&mut rng, n, true);
        let mut starts = Vec::new();
        for _ in 0..3 {
            let k = rng.range(1, 4);
            let chips: Vec<usize> = (0..k).map(|_| rng.range(1, n)).collect();
            let text = input_text(n, &edges, &chips);
            starts.extend(game.read(&mut Input::new(text.as_str())).unwrap());
        }
        // The literal rules: any chip slides along any edge from its node.
        let literal = |p: &cp_games::strategy::dag_sg_chips::Chips| {
            let mut out = Vec::new();
            for i in 0..p.chips.len() {
                for &(x, y) in &edges {
                    if x - 1 == p.chips[i] as usize {
                        let mut q = p.clone();
                        q.chips[i] = (y - 1) as u32;
                        q.chips.sort_unstable();
                        out.push(q);
                    }
                }
            }
            out
        };
        total += common::adversary::check(&game, &starts, literal, false, 10_000);
    }
    assert!(
        total.won > 10_000 && total.positions - total.won > 5_000,
        "{total:?}"
    );
    println!("{total:?}");
}

/// The verdict on the position left by the winning move, by the judge path.
fn after_winning_move(n: usize, edges: &[(usize, usize)], chips: &[usize]) -> Option<String> {
    let text = input_text(n, edges, chips);
    let game = dag_sg_chips::read(&mut Input::new(text.as_str())).unwrap();
    let board = dag_sg_chips::Board::new(&game).unwrap();
    let (x, y) = board.winning_move(&game.chips)?;
    assert!(
        board.successors(x).contains(&(y as u32)),
        "{x} -> {y} is no edge"
    );
    let mut chips = chips.to_vec();
    let i = chips.iter().position(|&c| c == x + 1).expect("a chip on x");
    chips[i] = y + 1;
    let text = input_text(n, edges, &chips);
    Some(dag_sg_chips::solve(&mut Input::new(text.as_str())).unwrap())
}

#[test]
fn winning_moves_on_big_graphs_leave_a_lost_position() {
    winning_moves_on_big_graphs(8);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn winning_moves_on_20_big_graphs_leave_a_lost_position() {
    winning_moves_on_big_graphs(20);
}

/// `cases` random DAGs of 1000 to 100,000 nodes (the same first ones
/// whatever the count), then a chain of 10^6 nodes.
fn winning_moves_on_big_graphs(cases: usize) {
    let mut rng = Rng::new(77);
    let (mut won, mut lost) = (0, 0);
    for case in 0..cases {
        let n = rng.range(1000, 100_000);
        let mut order: Vec<usize> = (1..=n).collect();
        rng.shuffle(&mut order);
        let edges: Vec<(usize, usize)> = (0..3 * n)
            .filter_map(|_| {
                let (a, b) = (rng.below(n), rng.below(n));
                (a < b).then(|| (order[a], order[b]))
            })
            .collect();
        let chips: Vec<usize> = (0..rng.range(1, 1000)).map(|_| rng.range(1, n)).collect();
        let text = input_text(n, &edges, &chips);
        let verdict = dag_sg_chips::solve(&mut Input::new(text.as_str())).unwrap();
        match after_winning_move(n, &edges, &chips) {
            None => {
                assert_eq!(verdict, "lose\n", "case {case}");
                lost += 1;
            }
            Some(after) => {
                assert_eq!(
                    (verdict.as_str(), after.as_str()),
                    ("win\n", "lose\n"),
                    "case {case}"
                );
                won += 1;
            }
        }
    }
    assert!(won > cases / 2, "{won} won, {lost} lost");
    // A chain of 10^6 nodes: node i is worth (n - i) % 2; chips on 1 and 2.
    let n = 1_000_000;
    let chain: Vec<(usize, usize)> = (1..n).map(|i| (i, i + 1)).collect();
    assert_eq!(
        after_winning_move(n, &chain, &[1, 2]).as_deref(),
        Some("lose\n")
    );
    assert_eq!(after_winning_move(n, &chain, &[1, 3]), None);
}

#[cfg(feature = "play")]
#[test]
fn explain_names_the_chips_values_and_the_move() {
    let sample = std::fs::read_to_string("testdata/dag_sg_chips/01-sample.in").unwrap();
    let out = common::explain("dag_sg_chips", &sample);
    assert_eq!(
        out,
        "Each chip is a game of its own. A node's Grundy value is the mex of its successors' \
         values (a sink is worth 0); the player to move wins iff the xor of the chips' values \
         is not 0.\n\
         Chips (4), node: value: 1:2 2:0 4:1 6:0\n\
         Their xor: 3.\n\
         The player to move wins: slide the chip on node 1 (value 2) to node 4 (value 1); the \
         xor becomes 0.\n"
    );
    // The judge's size: 2000 chips, the list cut short.
    let big = std::fs::read_to_string("testdata/dag_sg_chips/08-judge-limits.in").unwrap();
    let out = common::explain("dag_sg_chips", &big);
    assert!(out.contains("... (1960 more)\nTheir xor: "), "{out}");
    assert!(out.len() < 1000, "{out}");
    // Lost: chips on 2 and 6, both worth 0.
    let lost = sample.replace("1 2 4 6", "2 6").replace("6 8 4", "6 8 2");
    let out = common::explain("dag_sg_chips", &lost);
    assert!(
        out.contains("Chips (2), node: value: 2:0 6:0\nTheir xor: 0.\nThe player to move loses"),
        "{out}"
    );
}

#[cfg(feature = "play")]
#[test]
fn play_sessions() {
    let bin = "dag_sg_chips";
    // 1 -> 2 -> 3 and 1 -> 3: values 2, 1, 0; a chip on 1 and one on 2.
    let input = "3 3 2\n1 2\n2 3\n1 3\n1 2\n";
    // The program moves first: 1 to 2 (the two chips on 2 cancel); the
    // person moves one on to 3, the program follows with the other.
    let out = common::play(bin, "engine-wins", input, "second\n2 3\n");
    assert!(
        out.starts_with("Edges: 1->2 1->3 2->3\nChips on nodes: 1 2\n"),
        "{out}"
    );
    assert!(
        out.contains("I play 1 2 (as First).\nEdges: 1->2 1->3 2->3\nChips on nodes: 2 2\n"),
        "{out}"
    );
    assert!(
        out.contains("Chips on nodes: 2 3\nI play 2 3 (as First).\n"),
        "{out}"
    );
    assert!(
        out.ends_with("Chips on nodes: 3 3\nYou have no move left. I win.\n"),
        "{out}"
    );
    // The person moves first by the strategy and wins.
    let out = common::play(bin, "person-wins", input, "first\nhint\n1 2\n2 3\n");
    assert!(out.contains("A winning move: 1 2.\n"), "{out}");
    assert!(out.contains("I play 2 3 (as Second).\n"), "{out}");
    assert!(out.ends_with("I have no move left. You win.\n"), "{out}");
    // Illegal and malformed moves, then the end of input.
    let out = common::play(bin, "illegal", input, "first\n3 1\n2 1\n4 1\n1\nx 1\n");
    for want in [
        "No chip is on node 3. Type help for help.\n",
        "There is no edge from node 2 to node 1. Type help for help.\n",
        "There is no node 4: the nodes are 1 to 3. Type help for help.\n",
        "Type two node numbers: where the chip is and where it goes. Type help for help.\n",
        "\"x\" is not a node number. Type help for help.\n",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    assert!(
        out.ends_with("End of input: the game stops here. Goodbye.\n"),
        "{out}"
    );
}

/// The drawing of random small positions: every click is a legal move in
/// the notation `show_move` writes, every legal move has a click, and a
/// move's dot is green (`win`) exactly when the exhaustive search says
/// that the position it leaves is lost.
#[cfg(feature = "play")]
#[test]
fn drawing_offers_every_move_with_its_verdict() {
    use cp_games::play::Game;
    let game = cp_games::strategy::dag_sg_chips::DagChips;
    let mut rng = Rng::new(1320);
    let mut memo = HashMap::new();
    let (mut wins_seen, mut loses_seen) = (0, 0);
    let mut cases = vec![std::fs::read_to_string("testdata/dag_sg_chips/01-sample.in").unwrap()];
    for _ in 0..300 {
        let n = rng.range(1, 8);
        let edges = random_edges(&mut rng, n, true);
        let chips: Vec<usize> = (0..rng.range(1, 3)).map(|_| rng.range(1, n)).collect();
        cases.push(input_text(n, &edges, &chips));
    }
    for text in &cases {
        let mut p = game.read(&mut Input::new(text.as_str())).unwrap().remove(0);
        let n = p.board.value.len();
        let mut adj = vec![Vec::new(); n + 1];
        for x in 0..n {
            for &y in p.board.successors(x) {
                adj[x + 1].push(y as usize + 1);
            }
        }
        // Along a random play to the end.
        loop {
            let svg = game.picture(&p).expect("a drawing");
            let clicks = picture::check_clicks(&game, &p, &svg);
            let mut offered = picture::offered(&clicks);
            offered.dedup();
            let legal = picture::legal_shown(&game, &p);
            assert_eq!(offered, legal, "{text}");
            for c in &clicks {
                let Some(marked) = c.mark() else { continue };
                let after = game.apply(&p, &c.m);
                let pos: Vec<usize> = after.chips.iter().map(|&c| c as usize + 1).collect();
                let wins = !wins(&adj, pos, &mut memo);
                assert_eq!(marked, wins, "{} in {text}", c.text);
                if wins {
                    wins_seen += 1;
                } else {
                    loses_seen += 1;
                }
            }
            // Every move's dot is there.
            let dots = clicks.iter().filter(|c| c.mark().is_some());
            assert_eq!(dots.count(), legal.len(), "{text}");
            let moves = game.moves(&p);
            if moves.is_empty() {
                break;
            }
            p = game.apply(&p, &moves[rng.below(moves.len())]);
        }
        memo.clear();
    }
    assert!(
        wins_seen > 200 && loses_seen > 200,
        "{wins_seen} {loses_seen}"
    );
}

/// Large graphs are drawn around the chips, small enough: a chain of 10^6
/// nodes, a random graph of 10^5 nodes with 1000 chips, and a chip whose
/// node has 10^5 successors. Every click is legal, the winning move is
/// among them, and the deep chain of 150 nodes is drawn whole.
#[cfg(feature = "play")]
#[test]
fn large_graphs_are_drawn_small() {
    use cp_games::play::Game;
    let game = cp_games::strategy::dag_sg_chips::DagChips;
    let mut rng = Rng::new(1321);
    let chain = |n: usize| -> Vec<(usize, usize)> { (1..n).map(|i| (i, i + 1)).collect() };
    let n = 100_000;
    let mut order: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut order);
    let random: Vec<(usize, usize)> = (0..3 * n)
        .filter_map(|_| {
            let (a, b) = (rng.below(n), rng.below(n));
            (a < b).then(|| (order[a], order[b]))
        })
        .collect();
    let star: Vec<(usize, usize)> = (2..=n).map(|y| (1, y)).collect();
    let chips: Vec<usize> = (0..1000).map(|_| rng.range(1, n)).collect();
    for (text, whole) in [
        (
            input_text(1_000_000, &chain(1_000_000), &[1, 4, 999_999]),
            false,
        ),
        (input_text(n, &random, &chips), false),
        (input_text(n, &star, &[1, 1, 1, 2]), false),
        (input_text(150, &chain(150), &[1, 3, 150]), true),
    ] {
        let p = game.read(&mut Input::new(text.as_str())).unwrap().remove(0);
        let svg = game.picture(&p).unwrap();
        assert!(svg.len() < 300_000, "{} bytes", svg.len());
        assert_eq!(svg.contains("Drawn: "), !whole);
        let clicks = picture::check_clicks(&game, &p, &svg);
        assert!(!clicks.is_empty());
        if let Some(m) = game.winning_move(&p) {
            let shown = game.show_move(&p, &m);
            assert!(clicks.iter().any(|c| c.text == shown), "{shown}");
        }
        if whole {
            assert_eq!(clicks.len(), 2 * game.moves(&p).len());
        }
    }
}
