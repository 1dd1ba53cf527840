//! `coloring_game` (Codeforces 1991E, interactive) against its interactor
//! over pipes: every connected graph of at most 5 vertices (and, in the
//! full tier, of 6), seeded random graphs of up to 8 vertices, the largest
//! inputs (one graph of n = m = 10^4, bipartite and not, dense graphs, and
//! a thousand small graphs summing to 10^4), each in every mode of the
//! interactor (its judge plays best, at random, or the first move), the
//! test files of `testdata/coloring_game`, programs that break the
//! protocol (an illegal colouring, the wrong side, a line never flushed),
//! and judges that break the rules. The strategy itself is checked against
//! the literal rules in `tests/problems/coloring_game_strategy.rs`.
#![cfg(feature = "play")]

use crate::common;

use common::interactive::{accepted_in_every_mode, misbehaving, never_answering, run_against};
use common::Rng;
use cp_games::play::interactor::{Ending, Mode};
use std::process::Command;
use std::time::Duration;

const BIN: &str = "coloring_game";

/// A graph: n and its edges, 1-based.
type Case = (usize, Vec<(usize, usize)>);

/// A test file: t, then each graph.
fn test_text(cases: &[Case]) -> String {
    let mut text = format!("{}\n", cases.len());
    for (n, edges) in cases {
        text += &format!("{n} {}\n", edges.len());
        for (u, v) in edges {
            text += &format!("{u} {v}\n");
        }
    }
    text
}

/// Whether the graph has an odd cycle, by a breadth-first search written
/// here (Alice's side).
fn odd_cycle((n, edges): &Case) -> bool {
    let mut adj = vec![Vec::new(); n + 1];
    for &(u, v) in edges {
        adj[u].push(v);
        adj[v].push(u);
    }
    let mut side = vec![None; n + 1];
    for root in 1..=*n {
        if side[root].is_some() {
            continue;
        }
        side[root] = Some(false);
        let mut queue = vec![root];
        while let Some(v) = queue.pop() {
            for &w in &adj[v] {
                match side[w] {
                    None => {
                        side[w] = side[v].map(|s: bool| !s);
                        queue.push(w);
                    }
                    Some(s) if Some(s) == side[v] => return true,
                    _ => {}
                }
            }
        }
    }
    false
}

/// The interactor's summary when the program wins every game of `cases`.
fn summary(cases: &[Case]) -> String {
    let plural = |k: usize, what: &str| format!("{k} {what}{}", if k == 1 { "" } else { "s" });
    let alice = cases.iter().filter(|c| odd_cycle(c)).count();
    let rounds = cases.iter().map(|c| c.0).sum();
    format!(
        "{} won by the program ({alice} as Alice, {} as Bob), {}",
        plural(cases.len(), "game"),
        cases.len() - alice,
        plural(rounds, "round")
    )
}

/// Plays `cases` in every mode and asserts the exact summary each time.
fn won_in_every_mode(tag: &str, cases: &[Case], seed: u64) {
    let want = summary(cases);
    for got in accepted_in_every_mode(BIN, tag, &test_text(cases), seed) {
        assert_eq!(got, want, "{tag}");
    }
}

/// [`won_in_every_mode`], each run timed: the time of the slowest (the
/// three modes play at once).
fn won_in_every_mode_timed(tag: &str, cases: &[Case], seed: u64) -> Duration {
    let want = summary(cases);
    let test = common::scratch_file(BIN, tag, &test_text(cases));
    let mut slowest = Duration::ZERO;
    // The modes at once, as `accepted_in_every_mode` plays them.
    let runs: Vec<_> = std::thread::scope(|s| {
        let playing: Vec<_> = Mode::ALL
            .map(|mode| {
                let test = &test;
                s.spawn(move || {
                    let program = &mut Command::new(common::bin_path(BIN));
                    run_against(BIN, program, test, mode, seed)
                })
            })
            .into_iter()
            .collect();
        playing.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for (mode, run) in Mode::ALL.into_iter().zip(runs) {
        match run.outcome {
            Ending::Accepted(got) => assert_eq!(got, want, "{tag} ({})", mode.name()),
            other => panic!(
                "{tag} ({}): {other:?}\nprogram stderr: {}",
                mode.name(),
                run.program_stderr
            ),
        }
        println!("{tag} ({}): {:.2?}", mode.name(), run.elapsed);
        slowest = slowest.max(run.elapsed);
    }
    slowest
}

/// Every connected graph on the vertices 1..=n (labelled: each subset of
/// the pairs).
fn all_connected(n: usize) -> Vec<Case> {
    let pairs: Vec<(usize, usize)> = (1..=n)
        .flat_map(|u| (u + 1..=n).map(move |v| (u, v)))
        .collect();
    (0..1usize << pairs.len())
        .map(|mask| {
            let edges = (0..pairs.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect();
            (n, edges)
        })
        .filter(|(n, edges): &Case| {
            // Connected: a union of the components, edge by edge.
            let mut comp: Vec<usize> = (0..=*n).collect();
            for &(u, v) in edges {
                let (a, b) = (comp[u], comp[v]);
                for c in comp.iter_mut() {
                    if *c == b {
                        *c = a;
                    }
                }
            }
            (1..=*n).all(|v| comp[v] == comp[1])
        })
        .collect()
}

/// A random connected graph of n vertices and m edges (m between n - 1 and
/// n(n - 1)/2), without loops or repeated edges, labels shuffled: a random
/// tree, then random pairs. `odd`: `Some(true)` closes an odd cycle
/// (n >= 3, m >= n), `Some(false)` keeps the graph bipartite (m is cut to
/// what its sides allow), `None` takes any pairs.
fn random_graph(rng: &mut Rng, n: usize, m: usize, odd: Option<bool>) -> Case {
    // The tree: vertex v hangs from an earlier one, on the other side.
    let mut side = vec![false; n];
    let mut edges = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for v in 1..n {
        let u = rng.below(v);
        side[v] = !side[u];
        edges.push((u, v));
        seen.insert((u, v));
    }
    let x = side.iter().filter(|&&s| s).count();
    let most = match odd {
        Some(false) => x * (n - x),
        _ => n * (n - 1) / 2,
    };
    let m = m.clamp(n - 1, most);
    let mut add = |edges: &mut Vec<(usize, usize)>, fits: &dyn Fn(usize, usize) -> bool| loop {
        let (u, v) = (rng.below(n), rng.below(n));
        let (u, v) = (u.min(v), u.max(v));
        if u != v && fits(u, v) && !seen.contains(&(u, v)) {
            seen.insert((u, v));
            edges.push((u, v));
            break;
        }
    };
    if odd == Some(true) && n >= 3 && m >= n {
        // Two vertices of one side close an odd cycle.
        add(&mut edges, &|u, v| side[u] == side[v]);
    }
    while edges.len() < m {
        add(&mut edges, &|u, v| odd != Some(false) || side[u] != side[v]);
    }
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    rng.shuffle(&mut edges);
    let edges = edges
        .into_iter()
        .map(|(u, v)| {
            let (a, b) = (label[u], label[v]);
            if rng.chance(0.5) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    (n, edges)
}

#[test]
fn every_connected_graph_of_at_most_4_vertices_in_every_mode() {
    let cases: Vec<Case> = (1..=4).flat_map(all_connected).collect();
    assert_eq!(cases.len(), 1 + 1 + 4 + 38);
    // Of the 38 on 4 vertices, 16 trees and 3 cycles of 4 are bipartite.
    assert_eq!(cases.iter().filter(|c| odd_cycle(c)).count(), 1 + 19);
    won_in_every_mode("all-4", &cases, 1);
}

#[test]
fn every_connected_graph_of_5_vertices_in_every_mode() {
    let cases = all_connected(5);
    assert_eq!(cases.len(), 728);
    won_in_every_mode("all-5", &cases, 5);
}

/// `cases` cut into test files within the problem's limits: at most 1000
/// test cases, the sums of n and of m at most 10^4.
fn test_files(cases: Vec<Case>) -> Vec<Vec<Case>> {
    let mut files: Vec<Vec<Case>> = Vec::new();
    let (mut sum_n, mut sum_m) = (0, 0);
    for case in cases {
        let (n, m) = (case.0, case.1.len());
        let full = files.last().map_or(true, |f| {
            f.len() == 1000 || sum_n + n > 10_000 || sum_m + m > 10_000
        });
        if full {
            files.push(Vec::new());
            (sum_n, sum_m) = (0, 0);
        }
        (sum_n, sum_m) = (sum_n + n, sum_m + m);
        files.last_mut().unwrap().push(case);
    }
    files
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn every_connected_graph_of_6_vertices_in_every_mode() {
    let cases = all_connected(6);
    assert_eq!(cases.len(), 26_704);
    for (k, file) in test_files(cases).iter().enumerate() {
        won_in_every_mode(&format!("all-6-{k}"), file, k as u64);
    }
}

/// The graphs of a test file.
fn parse_cases(text: &str) -> Vec<Case> {
    let mut numbers = text.split_whitespace().map(|w| w.parse::<usize>().unwrap());
    let mut next = || numbers.next().unwrap();
    let t = next();
    (0..t)
        .map(|_| {
            let (n, m) = (next(), next());
            (n, (0..m).map(|_| (next(), next())).collect())
        })
        .collect()
}

#[test]
fn the_test_files_in_every_mode() {
    let dir = common::root().join("testdata/coloring_game");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let tag = path.file_stem().unwrap().to_string_lossy().into_owned();
        won_in_every_mode(&tag, &parse_cases(&text), 3);
        files += 1;
    }
    assert!(files >= 3, "{files} test files");
}

#[test]
fn the_statements_sample_in_every_mode() {
    let text = std::fs::read_to_string(common::root().join("testdata/coloring_game/01-sample.in"))
        .unwrap();
    for s in accepted_in_every_mode(BIN, "sample", &text, 1) {
        assert_eq!(
            s,
            "2 games won by the program (1 as Alice, 1 as Bob), 7 rounds"
        );
    }
}

/// A thousand random graphs of 1 to 8 vertices, a third bipartite, a
/// third with an odd cycle, a third of any edges.
fn random_small(seed: u64) -> Vec<Case> {
    let mut rng = Rng::new(seed);
    (0..1000)
        .map(|k| {
            let n = rng.range(1, 8);
            let m = rng.range(n - 1, n * (n - 1) / 2);
            let odd = [Some(false), Some(true), None][k % 3];
            random_graph(&mut rng, n, m, odd)
        })
        .collect()
}

#[test]
fn a_thousand_random_small_graphs_in_every_mode() {
    let cases = random_small(1991);
    let odd = cases.iter().filter(|c| odd_cycle(c)).count();
    assert!(odd > 300 && odd < 800, "{odd} graphs with an odd cycle");
    won_in_every_mode("random-small", &cases, 11);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn more_random_small_graphs_in_every_mode() {
    for seed in 1..=10 {
        won_in_every_mode(&format!("random-small-{seed}"), &random_small(seed), seed);
    }
}

/// Two games of n = m = 10^4 (a random tree and an edge closing an odd or
/// an even cycle), from `seed`: the time of the slowest run.
fn largest(seed: u64) -> Duration {
    let mut rng = Rng::new(seed);
    let odd = random_graph(&mut rng, 10_000, 10_000, Some(true));
    let even = random_graph(&mut rng, 10_000, 10_000, Some(false));
    assert!(odd_cycle(&odd) && !odd_cycle(&even));
    let mut slowest = Duration::ZERO;
    for (tag, case) in [("largest-odd", odd), ("largest-even", even)] {
        assert_eq!((case.0, case.1.len()), (10_000, 10_000));
        let tag = format!("{tag}-{seed}");
        slowest = slowest.max(won_in_every_mode_timed(&tag, &[case], seed));
    }
    slowest
}

/// The largest games, the time of each run printed. (The quick tier plays
/// the judge-sized test file in every mode, in `the_test_files_in_every_mode`.)
#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn the_largest_graphs_in_every_mode() {
    let slowest = [10_000, 1, 2, 3, 4, 5].into_iter().map(largest).max().unwrap();
    println!("the slowest game of n + m = 2*10^4: {slowest:.2?}");
}

/// As many vertices and edges as a run holds, in a thousand graphs of 10
/// vertices and 10 edges (a cycle of 10, or of 9 with a tail), and in
/// dense graphs: K_142 less 11 edges, K_100,100.
#[test]
fn a_thousand_small_graphs_and_dense_ones_at_the_limits_in_every_mode() {
    let mut rng = Rng::new(1000);
    let cases: Vec<Case> = (0..1000)
        .map(|k| random_graph(&mut rng, 10, 10, Some(k % 2 == 0)))
        .collect();
    assert_eq!(cases.iter().map(|c| c.1.len()).sum::<usize>(), 10_000);
    let slowest = won_in_every_mode_timed("thousand", &cases, 8);
    println!("1000 games of n = m = 10: {slowest:.2?}");
    let mut complete: Vec<(usize, usize)> = (1..=142)
        .flat_map(|u| (u + 1..=142).map(move |v| (u, v)))
        .collect();
    complete.truncate(10_000);
    let halves = (1..=100)
        .flat_map(|u| (101..=200).map(move |v| (u, v)))
        .collect();
    for (tag, case) in [
        ("dense-odd", (142, complete)),
        ("dense-even", (200, halves)),
    ] {
        assert_eq!(case.1.len(), 10_000);
        won_in_every_mode_timed(tag, &[case], 9);
    }
}

fn wrong(outcome: Ending) -> String {
    match outcome {
        Ending::WrongAnswer(why) => why,
        other => panic!("expected a wrong answer, got {other:?}"),
    }
}

#[test]
fn programs_that_break_the_protocol_are_caught() {
    let path = "1\n2 1\n1 2\n";
    let triangle = "1\n3 3\n1 2\n2 3\n3 1\n";
    let cases = [
        // A colour Alice did not offer (`best` offers 1 2 first).
        (
            path,
            "read t; read n m; read u v; echo Bob; read a b; echo 1 3",
            "test case 1 (n = 2, m = 1): line 2: \"1 3\": Alice offered the colours 1 and 2, \
             not 3",
        ),
        // A vertex coloured twice.
        (
            "1\n3 2\n1 2\n2 3\n",
            "read t; read n m; read e; read e; echo Bob; read a b; echo 1 1; read a b; \
             echo 1 2",
            "test case 1 (n = 3, m = 2): line 3: \"1 2\": vertex 1 is coloured already, with \
             colour 1",
        ),
        (
            triangle,
            "read t; read n m; read e; read e; read e; echo Alice; echo 2 2",
            "test case 1 (n = 3, m = 3): line 2: \"2 2\": offer two different colours, not 2 \
             twice",
        ),
        (
            triangle,
            "read t; read n m; read e; read e; read e; echo Alice; echo 1 2 3",
            "test case 1 (n = 3, m = 3): line 2: \"1 2 3\": type two different colours for \
             Bob to choose from, `a b`",
        ),
        // The wrong side, on an odd cycle: Alice's 1 2 every round wins.
        (
            triangle,
            "read t; read n m; read e; read e; read e; echo Bob; read a b; echo 1 $a; \
             read a b; echo 2 $b; read a b; echo 3 $a",
            "test case 1 (n = 3, m = 3): the program, as Bob, lost: every vertex is coloured, \
             and the edge 3-1 joins two vertices of colour 1",
        ),
        // The wrong side, on a bipartite graph: the strategy's Bob wins.
        (
            path,
            "read t; read n m; read e; echo Alice; echo 1 2; read i c; echo 1 2; read i c",
            "test case 1 (n = 2, m = 1): the program, as Alice, lost: every vertex is \
             coloured, and every edge joins two different colours",
        ),
        (
            path,
            "read t; read n m; read e; echo alice",
            "test case 1 (n = 2, m = 1): line 1: expected Alice or Bob, found \"alice\"",
        ),
        (
            path,
            "read t; read n m; read e; echo Bob",
            "test case 1 (n = 2, m = 1): the program's lines ended where Bob was to colour a \
             vertex",
        ),
    ];
    for (k, (test, script, want)) in cases.into_iter().enumerate() {
        let run = misbehaving(BIN, &format!("wrong-{k}"), test, "sh", &["-c", script]);
        assert_eq!(wrong(run.outcome), want, "{script}");
    }
}

#[test]
fn a_line_never_flushed_is_named_at_the_time_limit() {
    // Python's standard output to a pipe is buffered: `print` without a
    // flush never reaches the judge.
    let script = "import time\nfor _ in range(5):\n    input()\nprint('Alice')\ntime.sleep(30)\n";
    let triangle = "1\n3 3\n1 2\n2 3\n3 1\n";
    let run = never_answering(BIN, "noflush", triangle, "python3", &["-c", script]);
    match run.outcome {
        Ending::TimeLimit(why) => {
            assert!(
                why.contains("the interactor's line 5 (\"3 1\") was the last to pass"),
                "{why}"
            );
            assert!(why.contains("flushed"), "{why}");
        }
        other => panic!("expected the time limit, got {other:?}"),
    }
}

#[test]
fn a_judge_that_breaks_the_rules_is_an_error_line() {
    // A triangle (the program is Alice; the judge's Bob colours 1 1, 2 2,
    // 3 1), then 9998 edges more than the sum allows.
    let sum_of_m = "2\n3 3\n1 2\n2 3\n3 1\n1 1\n2 2\n3 1\n9997 9998\n".to_string();
    for (judge, error) in [
        (
            "0\n".to_string(),
            "line 1: the number of test cases t must be between 1 and 1000, found 0",
        ),
        (
            "1\n3 4\n".to_string(),
            "line 2: test case 1: m must be between 2 and 3, found 4",
        ),
        (
            "1\n10001 10000\n".to_string(),
            "line 2: test case 1: n must be between 1 and 10000, found 10001",
        ),
        (
            "1\n3 2\n1 2\n2 4\n".to_string(),
            "line 4: test case 1: edge 2: vertex 4 is out of range 1..=3",
        ),
        (
            "1\n3 3\n1 2\n2 2\n1 3\n".to_string(),
            "line 4: test case 1: edge 2: both ends are vertex 2",
        ),
        (
            "1\n3 3\n1 2\n2 3\n2 1\n".to_string(),
            "line 5: test case 1: edge 3 repeats edge 1 (vertices 2 and 1)",
        ),
        (
            "1\n4 3\n1 2\n2 3\n3 1\n".to_string(),
            "line 5: test case 1: the graph is not connected: no path joins vertices 1 and 4",
        ),
        (
            "1\n3 2\n1 2\n".to_string(),
            "line 3: test case 1: m = 2 edges, but only 1 edge follows",
        ),
        (
            "1\n2 1\n1 2 3\n".to_string(),
            "line 3: test case 1: unexpected \"3\" after the end of the data",
        ),
        // The sums over the test cases: 1 + 10000 vertices, 3 + 9998
        // edges.
        (
            "2\n1 0\n1 2\n10000 9999\n".to_string(),
            "line 4: test case 2: n = 10000 brings the sum of n over the test cases to 10001, \
             more than 10000",
        ),
        (
            sum_of_m,
            "line 9: test case 2: m = 9998 brings the sum of m over the test cases to 10001, \
             more than 10000",
        ),
        // The judge's Bob colours a coloured vertex, or one not offered.
        (
            "1\n3 3\n1 2\n2 3\n3 1\n1 1\n1 2\n".to_string(),
            "line 7: test case 1: the judge's colouring 1 2: vertex 1 is coloured already, \
             with colour 1",
        ),
        (
            "1\n3 3\n1 2\n2 3\n3 1\n1 3\n".to_string(),
            "line 6: test case 1: the judge's colouring 1 3: Alice offered the colours 1 and \
             2, not 3",
        ),
        (
            "1\n3 3\n1 2\n2 3\n3 1\n4 1\n".to_string(),
            "line 6: test case 1: the judge's colouring 4 1: there is no vertex 4: the \
             vertices are 1 to 3",
        ),
        (
            "1\n3 3\n1 2\n2 3\n3 1\n".to_string(),
            "line 6: test case 1: expected the vertex i Bob colours, found the end of the input",
        ),
        // The judge's Alice offers one colour twice, or a colour that is
        // none.
        (
            "1\n2 1\n1 2\n2 2\n".to_string(),
            "line 4: test case 1: the judge's offer 2 2: offer two different colours, not 2 \
             twice",
        ),
        (
            "1\n2 1\n1 2\n1 4\n".to_string(),
            "line 4: test case 1: the judge's offer 1 4: there is no colour 4: the colours are \
             1, 2 and 3",
        ),
        (
            "1\n2 1\n1 2\n1 x\n".to_string(),
            "line 4: test case 1: expected Alice's second colour b, found \"x\"",
        ),
        // The judge's refusal, of a move and of a game (instead of the
        // next test case).
        (
            "1\n2 1\n1 2\n-1\n".to_string(),
            "line 4: test case 1: the judge refused the line \"Bob\" (it answered -1)",
        ),
        (
            "2\n1 0\n1 2\n-1\n".to_string(),
            "line 4: test case 2: the judge refused the line \"1 1\" (it answered -1)",
        ),
    ] {
        let r = common::run_with_limit(BIN, judge.as_bytes(), Duration::from_secs(10));
        let shown = &judge[..judge.len().min(60)];
        assert_eq!(r.code, Some(1), "{shown:?}: {}", r.stderr);
        assert_eq!(r.stderr, format!("error: {error}\n"), "{shown:?}");
    }
}

/// Whether Alice, to offer, wins from the colours `c` (0 uncoloured) on a
/// graph of `edges`, by the literal rules: every vertex coloured and some
/// edge of one colour; or some pair of colours against which every
/// colouring Bob may make leaves Alice winning. Written here from the
/// rules, with no theory; memoised on the colours (depth: one round per
/// vertex, at most 4 here).
fn alice_wins_by_rules(
    c: &mut Vec<u8>,
    edges: &[(usize, usize)],
    memo: &mut std::collections::HashMap<Vec<u8>, bool>,
) -> bool {
    if let Some(&w) = memo.get(c.as_slice()) {
        return w;
    }
    let wins = if c.iter().all(|&x| x != 0) {
        edges.iter().any(|&(u, v)| c[u] == c[v])
    } else {
        [(1, 2), (1, 3), (2, 3)]
            .iter()
            .any(|&pair| !bob_wins_by_rules(c, edges, pair, memo))
    };
    memo.insert(c.clone(), wins);
    wins
}

/// Whether Bob, to colour a vertex with `a` or `b`, wins by the literal
/// rules: some colouring after which Alice loses.
fn bob_wins_by_rules(
    c: &mut Vec<u8>,
    edges: &[(usize, usize)],
    (a, b): (u8, u8),
    memo: &mut std::collections::HashMap<Vec<u8>, bool>,
) -> bool {
    for v in 0..c.len() {
        if c[v] != 0 {
            continue;
        }
        for colour in [a, b] {
            c[v] = colour;
            let alice = alice_wins_by_rules(c, edges, memo);
            c[v] = 0;
            if !alice {
                return true;
            }
        }
    }
    false
}

/// The drawing of every connected graph of at most 4 vertices, along
/// random plays to the end, Alice's offers and Bob's colourings: every
/// click a legal move in the notation, once, every legal move drawn, each
/// marked green exactly when the literal rules say the opponent then
/// loses; and the test files' larger graphs drawn with legal clicks.
#[test]
fn drawing_offers_every_move_marked_by_the_rules() {
    use common::picture;
    use cp_games::play::Game;
    use cp_games::strategy::coloring_game::{ColoringGame, Graph, Move, Position};
    use cp_games::strategy::Strategy;
    let game = ColoringGame;
    let mut rng = Rng::new(1991);
    let (mut positions, mut marks) = (0, 0);
    for n in 1..=4 {
        for (n, edges) in all_connected(n) {
            let edges: Vec<(usize, usize)> = edges.iter().map(|&(u, v)| (u - 1, v - 1)).collect();
            let mut memo = std::collections::HashMap::new();
            let mut p = Position::start(Graph::new(n, &edges));
            for _ in 0..3 {
                loop {
                    let drawn = picture::drawn_wins(&game, &p, 200_000);
                    positions += 1;
                    for (m, wins) in &drawn {
                        let mut c = game.apply(&p, m).colours;
                        let opponent_wins = match *m {
                            Move::Offer(a, b) => {
                                bob_wins_by_rules(&mut c, &edges, (a, b), &mut memo)
                            }
                            Move::Colour(..) => alice_wins_by_rules(&mut c, &edges, &mut memo),
                        };
                        assert_eq!(*wins, !opponent_wins, "{edges:?} {p:?}: {m:?}");
                        marks += 1;
                    }
                    let mut offered: Vec<String> =
                        drawn.iter().map(|(m, _)| game.show_move(&p, m)).collect();
                    offered.sort();
                    assert_eq!(offered, picture::legal_shown(&game, &p), "{edges:?} {p:?}");
                    let moves = game.moves(&p);
                    if moves.is_empty() {
                        break;
                    }
                    p = game.apply(&p, &moves[rng.below(moves.len())]);
                }
                p = Position::start(Graph::new(n, &edges));
            }
        }
    }
    // The test files' graphs, up to 101 vertices: legal clicks, each move
    // of the position drawn once, along a few rounds.
    for file in ["02-odd-cycles", "03-bipartite"] {
        let text = std::fs::read_to_string(format!("testdata/{BIN}/{file}.in")).unwrap();
        for mut p in game
            .read(&mut cp_games::input::Input::new(text.as_str()))
            .unwrap()
        {
            for _ in 0..4 {
                let svg = game.picture(&p).expect("a drawing");
                assert!(svg.len() < 400_000, "{file}: {} bytes", svg.len());
                let clicks = picture::check_clicks(&game, &p, &svg);
                picture::assert_once(&clicks, &file);
                assert_eq!(clicks.len(), game.moves(&p).len(), "{file}");
                // The theory's winning move, where it knows one, is green.
                if let Some(w) = game.winning_move(&p) {
                    assert!(
                        clicks.iter().any(|c| c.m == w && c.mark() == Some(true)),
                        "{file}: {w:?}"
                    );
                }
                positions += 1;
                let moves = game.moves(&p);
                if moves.is_empty() {
                    break;
                }
                p = game.apply(&p, &moves[rng.below(moves.len())]);
            }
        }
    }
    println!("{positions} positions drawn, {marks} marks checked");
    assert!(positions > 300 && marks > 2000, "{positions} {marks}");
}
