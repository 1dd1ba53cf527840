//! `vertex_geography` against an exhaustive search of the literal game
//! (token position + visited vertices, no matching theory) on thousands of
//! random small graphs, large inputs, and bad input.

mod common;

use common::geography::literal;
use common::Rng;
use cp_games::{input::Input, problems::vertex_geography};

/// The expected output, by exhaustive search: A places the token on s,
/// then B is the player to move. Vertices are 1-based in `edges`.
fn brute(n: usize, edges: &[(usize, usize)]) -> String {
    let mut adj = vec![0u32; n];
    for &(u, v) in edges {
        adj[u - 1] |= 1 << (v - 1);
        adj[v - 1] |= 1 << (u - 1);
    }
    let mut memo = vec![None; n << n];
    let wins: Vec<usize> = (0..n)
        .filter(|&s| !literal(&adj, s, 1 << s, &mut memo))
        .collect();
    if wins.is_empty() {
        return "LOSE\n".into();
    }
    let mut out = String::from("WIN\n");
    for s in wins {
        out += &format!("{}\n", s + 1);
    }
    out
}

fn graph_text(n: usize, edges: &[(usize, usize)]) -> String {
    let mut s = format!("{n} {}\n", edges.len());
    for (u, v) in edges {
        s += &format!("{u} {v}\n");
    }
    s
}

/// A random graph on 1..=9 vertices (1-based edges, no loops) from shapes
/// that make blossoms: random density, odd and even cycles, flowers
/// (cycles through one vertex), odd cycles nested in one another, paths,
/// unions of those (often disconnected), repeated edges, shuffled labels.
fn random_graph(rng: &mut Rng) -> (usize, Vec<(usize, usize)>) {
    let n = rng.range(1, 9);
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let cycle = |edges: &mut Vec<(usize, usize)>, vs: &[usize]| {
        for i in 0..vs.len() {
            edges.push((vs[i], vs[(i + 1) % vs.len()]));
        }
    };
    for _ in 0..rng.range(1, 3) {
        match rng.below(6) {
            0 => {
                let p = [0.1, 0.3, 0.5, 0.8][rng.below(4)];
                for u in 0..n {
                    for v in u + 1..n {
                        if rng.chance(p) {
                            edges.push((u, v));
                        }
                    }
                }
            }
            1 if n >= 3 => {
                let len = rng.range(3, n);
                let mut vs: Vec<usize> = (0..n).collect();
                rng.shuffle(&mut vs);
                cycle(&mut edges, &vs[..len]);
            }
            2 if n >= 5 => {
                let mut next = 1;
                while next + 2 <= n {
                    let len = if next + 4 <= n && rng.chance(0.5) {
                        4
                    } else {
                        2
                    };
                    let vs: Vec<usize> = std::iter::once(0).chain(next..next + len).collect();
                    cycle(&mut edges, &vs);
                    next += len;
                }
            }
            3 if n >= 3 => {
                let mut vs: Vec<usize> = vec![0, 1, 2];
                cycle(&mut edges, &vs);
                let mut next = 3;
                while next + 2 <= n {
                    let at = rng.below(vs.len());
                    let (a, b) = (vs[at], vs[(at + 1) % vs.len()]);
                    edges.extend([(a, next), (next, next + 1), (next + 1, b)]);
                    vs.insert(at + 1, next);
                    vs.insert(at + 2, next + 1);
                    next += 2;
                }
            }
            4 => {
                let len = rng.range(1, n);
                let mut vs: Vec<usize> = (0..n).collect();
                rng.shuffle(&mut vs);
                for w in vs[..len].windows(2) {
                    edges.push((w[0], w[1]));
                }
            }
            _ => {
                for _ in 0..rng.below(2 * n + 1) {
                    edges.push((rng.below(n), rng.below(n)));
                }
            }
        }
    }
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    let mut edges: Vec<(usize, usize)> = edges
        .into_iter()
        .filter(|&(u, v)| u != v)
        .map(|(u, v)| (label[u], label[v]))
        .collect();
    for _ in 0..rng.below(3) {
        if !edges.is_empty() {
            let (u, v) = edges[rng.below(edges.len())];
            edges.push((v, u));
        }
    }
    rng.shuffle(&mut edges);
    (n, edges)
}

#[test]
fn random_graphs_against_exhaustive_search() {
    let mut rng = Rng::new(13);
    let mut through_binary = 0;
    let (mut wins, mut loses) = (0, 0);
    for case in 0..6000 {
        let (n, edges) = random_graph(&mut rng);
        let text = graph_text(n, &edges);
        let expected = brute(n, &edges);
        if expected == "LOSE\n" {
            loses += 1;
        } else {
            wins += 1;
        }
        let got = vertex_geography::solve(&mut Input::new(text.as_str())).unwrap();
        assert_eq!(got, expected, "case {case}:\n{text}");
        if case % 8 == 0 {
            let out = common::run_ok("vertex_geography", text.as_bytes());
            assert_eq!(out, expected, "case {case} through the binary:\n{text}");
            through_binary += 1;
        }
    }
    assert!(through_binary >= 700);
    // Both answers occur often, so neither can pass by default.
    assert!(wins >= 1000 && loses >= 1000, "{wins} WIN, {loses} LOSE");
}

#[test]
fn testdata_answers_are_those_of_exhaustive_search() {
    for (path, data) in common::testdata_inputs("vertex_geography") {
        let text = String::from_utf8(data).unwrap();
        let nums: Vec<usize> = text
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let edges: Vec<(usize, usize)> = nums[2..].chunks(2).map(|p| (p[0], p[1])).collect();
        assert_eq!(edges.len(), nums[1], "{}", path.display());
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(brute(nums[0], &edges), expected, "{}", path.display());
    }
}

#[test]
fn complete_graphs_and_long_paths() {
    // K_n has a perfect matching iff n is even; for odd n every vertex is
    // missed by one. 2000 vertices and 1999000 edges.
    for n in [2000, 631] {
        let edges: Vec<(usize, usize)> = (1..=n)
            .flat_map(|u| (u + 1..=n).map(move |v| (u, v)))
            .collect();
        let out = common::run_ok("vertex_geography", graph_text(n, &edges).as_bytes());
        if n % 2 == 0 {
            assert_eq!(out, "LOSE\n", "K_{n}");
        } else {
            let all: String = (1..=n).map(|v| format!("{v}\n")).collect();
            assert_eq!(out, format!("WIN\n{all}"), "K_{n}");
        }
    }
    // A path of 10^6 + 1 vertices with shuffled labels: A wins exactly from
    // the vertices at even positions along it.
    let n = 1_000_001;
    let mut rng = Rng::new(5);
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    let edges: Vec<(usize, usize)> = label.windows(2).map(|w| (w[0], w[1])).collect();
    let out = common::run_ok("vertex_geography", graph_text(n, &edges).as_bytes());
    let mut expected: Vec<usize> = label.iter().copied().step_by(2).collect();
    expected.sort_unstable();
    let got: Vec<usize> = out.lines().skip(1).map(|l| l.parse().unwrap()).collect();
    assert!(out.starts_with("WIN\n"));
    assert_eq!(got, expected);
}

#[test]
fn bad_graphs() {
    let bin = "vertex_geography";
    for (input, needle) in [
        (
            "3 1\n0 2\n",
            "line 2: edge 1: vertex 0 is not between 1 and n = 3",
        ),
        (
            "3 2\n1 2\n2 4\n",
            "line 3: edge 2: vertex 4 is not between 1 and n = 3",
        ),
        (
            "3 2\n1 2\n3 3\n",
            "line 3: edge 2: a loop at vertex 3 (the statement has u != v)",
        ),
        ("3 2\n1 2\n", "line 2: m = 2 edges, but only 1 edge follows"),
        (
            "30 2\n1 2\n10",
            "line 3: m = 2 edges, but only 1 edge and 1 number follow",
        ),
        (
            "3 3000000000\n1 2\n",
            "line 2: m = 3000000000 edges, but only 1 edge follows",
        ),
        (
            "0 0\n",
            "the number of vertices n must be between 1 and 10000000",
        ),
        (
            "10000001 0\n",
            "the number of vertices n must be between 1 and",
        ),
        ("3 x\n", "expected the number of edges m, found \"x\""),
        (
            "3 1\n1 b\n",
            "expected the second end of edge 1, found \"b\"",
        ),
        (
            "3 1\n1.5 2\n",
            "expected the first end of edge 1, found \"1.5\"",
        ),
        (
            "3 1\n-1 2\n",
            "the first end of edge 1 must not be negative",
        ),
        (
            "3 1\n1 99999999999999999999\n",
            "the second end of edge 1 is too large",
        ),
        (
            "3 99999999999999999999\n",
            "the number of edges m is too large",
        ),
        (
            "3 1\n1 2\n3\n",
            "line 3: unexpected \"3\" after the end of the data",
        ),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}
