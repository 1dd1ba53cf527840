//! `vertex_geography` against an exhaustive search of the literal game
//! (token position + visited vertices, no matching theory) on thousands of
//! random small graphs, large inputs, and bad input.

use crate::common;

use common::geography::literal;
#[cfg(feature = "play")]
use common::picture;
use common::Rng;
use cp_games::strategy::Strategy;
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
    random_graphs_against_search(1000);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn random_6000_graphs_against_exhaustive_search() {
    random_graphs_against_search(6000);
}

fn random_graphs_against_search(cases: usize) {
    let mut rng = Rng::new(13);
    let mut through_binary = 0;
    let (mut wins, mut loses) = (0, 0);
    for case in 0..cases {
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
    assert!(through_binary >= cases / 9);
    // Both answers occur often, so neither can pass by default.
    assert!(
        wins >= cases / 6 && loses >= cases / 6,
        "{wins} WIN, {loses} LOSE"
    );
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

/// K_200 and K_63, and a path of 300,001 vertices (the judge's limit,
/// 10^6 + 1, in the full tier).
#[test]
fn complete_graphs_and_long_paths() {
    complete_graphs_and_a_long_path(&[200, 63], 300_001);
}

/// K_2000 (1,999,000 edges) and K_631 too.
#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn complete_graphs_and_long_paths_full() {
    complete_graphs_and_a_long_path(&[2000, 631, 200, 63], 1_000_001);
}

/// K_n for each of `sizes`, and a path of `n` vertices (odd).
fn complete_graphs_and_a_long_path(sizes: &[usize], n: usize) {
    // K_n has a perfect matching iff n is even; for odd n every vertex is
    // missed by one.
    for &n in sizes {
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
    // A path of n vertices with shuffled labels: A wins exactly from the
    // vertices at even positions along it.
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
        ("3 2\n1 2\n", "line 1: m = 2 edges, but only 1 edge follows"),
        (
            "30 2\n1 2\n10",
            "line 1: m = 2 edges, but only 1 edge and 1 number follow",
        ),
        (
            "3 3000000000\n1 2\n",
            "line 1: m = 3000000000 edges, but only 1 edge follows",
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

/// The successors of a position by the literal rules: A puts the token on
/// any vertex; afterwards the token moves along an edge of the graph to a
/// vertex not visited before.
fn literal_moves(
    p: &cp_games::strategy::vertex_geography::Position,
) -> Vec<cp_games::strategy::vertex_geography::Position> {
    let n = p.graph.n();
    let go = |w: usize| {
        let mut q = p.clone();
        q.token = Some(w);
        q.visited[w] = true;
        q
    };
    match p.token {
        None => (0..n).map(go).collect(),
        Some(t) => p
            .graph
            .edges()
            .iter()
            .filter_map(|&(u, v)| {
                let (u, v) = (u as usize, v as usize);
                let w = if u == t {
                    v
                } else if v == t {
                    u
                } else {
                    return None;
                };
                (!p.visited[w]).then(|| go(w))
            })
            .collect(),
    }
}

fn start(n: usize, edges: &[(usize, usize)]) -> cp_games::strategy::vertex_geography::Position {
    let g = vertex_geography::read(&mut Input::new(graph_text(n, edges).as_str())).unwrap();
    cp_games::strategy::vertex_geography::Position::start(g)
}

#[test]
fn strategy_against_every_reply() {
    strategy_against_every_reply_on(500);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn strategy_against_every_reply_on_4000_random_graphs() {
    strategy_against_every_reply_on(4000);
}

/// Hand-made graphs, complete graphs, and `random` random graphs.
fn strategy_against_every_reply_on(random: usize) {
    let game = cp_games::strategy::vertex_geography::VertexGeography;
    let mut rng = Rng::new(1313);
    let mut total = common::adversary::Report::default();
    let (mut won, mut lost) = (0, 0);
    let mut hand: Vec<(usize, Vec<(usize, usize)>)> = vec![
        (1, vec![]),
        (2, vec![(1, 2)]),
        (5, vec![(1, 2), (2, 3), (3, 1), (3, 4), (4, 5)]),
        (4, vec![(1, 2), (2, 3), (3, 1), (3, 4)]),
        (5, vec![(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)]),
        (
            7,
            vec![
                (1, 2),
                (2, 3),
                (3, 1),
                (1, 4),
                (4, 5),
                (5, 1),
                (1, 6),
                (6, 7),
                (7, 1),
            ],
        ),
    ];
    for n in 2..=7 {
        let complete = (1..=n).flat_map(|u| (u + 1..=n).map(move |v| (u, v)));
        hand.push((n, complete.collect()));
    }
    let graphs = (0..random).map(|_| random_graph(&mut rng));
    for (n, edges) in hand.into_iter().chain(graphs) {
        let report =
            common::adversary::check(&game, &[start(n, &edges)], literal_moves, false, 200_000);
        // Both verdicts of the start occur often (the check above compares
        // the strategy with the search on each).
        if brute(n, &edges) == "LOSE\n" {
            lost += 1;
        } else {
            won += 1;
        }
        total += report;
    }
    assert!(
        won >= random / 4 && lost >= random / 4,
        "{won} won, {lost} lost"
    );
    println!("{} graphs: {total:?}", won + lost);
}

/// A random graph with `n` vertices and `m >= n - 1` edges (1-based, no
/// loops): a path through all vertices in random order, and random edges.
fn big_graph(rng: &mut Rng, n: usize, m: usize) -> Vec<(usize, usize)> {
    let mut order: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut order);
    let mut edges: Vec<(usize, usize)> = order.windows(2).map(|w| (w[0], w[1])).collect();
    while edges.len() < m {
        let (u, v) = (rng.below(n), rng.below(n));
        if u != v {
            edges.push((u + 1, v + 1));
        }
    }
    edges
}

/// The strategy plays both sides' winning moves where it has them and a
/// random legal move otherwise, on large graphs; every winning move is
/// legal and leaves the opponent on a vertex that some maximum matching of
/// what is left misses (`mover_wins` false), the verdict's own test.
#[test]
fn winning_moves_on_large_graphs_leave_the_opponent_lost() {
    let game = cp_games::strategy::vertex_geography::VertexGeography;
    let mut rng = Rng::new(2000);
    let mut checked = 0;
    for (n, m, plies) in [
        (2000, 200_000, 3),
        (300, 600, 400),
        (300, 350, 400),
        (1000, 1000, 1000),
        (1000, 1200, 1000),
        (2000, 2000, 2000),
    ] {
        let edges = big_graph(&mut rng, n, m);
        let mut p = start(n, &edges);
        for _ in 0..plies {
            let moves = game.moves(&p);
            if moves.is_empty() {
                break;
            }
            let next = match game.winning_move(&p) {
                Some(w) => {
                    assert!(moves.contains(&w), "{w} is not legal");
                    let q = game.apply(&p, &w);
                    let left = {
                        let mut gone = q.visited.clone();
                        gone[w] = false;
                        q.graph.without(&gone)
                    };
                    assert!(!left.mover_wins()[w], "the opponent wins from {}", w + 1);
                    checked += 1;
                    q
                }
                None => {
                    // The mover loses: some maximum matching misses the token.
                    if let Some(t) = p.token {
                        let mut gone = p.visited.clone();
                        gone[t] = false;
                        assert!(!p.graph.without(&gone).mover_wins()[t]);
                    }
                    let w = moves[rng.below(moves.len())];
                    game.apply(&p, &w)
                }
            };
            p = next;
        }
    }
    assert!(checked >= 300, "{checked}");
    println!("{checked} winning moves checked");
}

#[test]
fn explain_names_the_start_and_the_matching() {
    let out = common::explain("vertex_geography", "5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n");
    for want in [
        "A graph with 5 vertices and 5 edges.\n",
        "WIN: A wins by putting the token on one of these 4 vertices, those some maximum \
         matching leaves free: 1 2 3 5.\n",
        "A maximum matching has 2 edges; the matching M = 2-3 4-5 leaves vertex 1 free.\n",
        "Winning move: A puts the token on vertex 1. B moves it to a neighbour w, and A \
         answers with w's mate in M: 2 -> 3, 3 -> 2.\n",
        "an augmenting path",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    let out = common::explain("vertex_geography", "4 4\n1 2\n2 3\n3 1\n3 4\n");
    assert!(
        out.contains("LOSE: A loses wherever the token starts.\n"),
        "{out}"
    );
    assert!(out.contains("a perfect matching M of 2 edges: "), "{out}");
    // Judge size: the lists are cut short.
    let mut rng = Rng::new(7);
    let edges = big_graph(&mut rng, 2000, 3000);
    let out = common::explain("vertex_geography", &graph_text(2000, &edges));
    assert!(out.lines().count() <= 8 && out.len() < 4000, "{out}");
    assert!(out.contains(" more)"), "{out}");
    let r = common::run_args(
        "vertex_geography",
        &[std::ffi::OsStr::new("--explain")],
        b"3 1\n1 4\n",
    );
    assert_eq!(r.code, Some(1));
    assert!(r.stdout.is_empty());
    common::assert_error_form(&r.stderr, "3 1\n1 4\n");
}

#[test]
fn play_sessions() {
    let bin = "vertex_geography";
    let sample = "5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n";
    // The program is A and wins: it puts the token on 1, and answers each
    // move of the person.
    let out = common::play(bin, "engine-wins", sample, "second\n2\n4\n");
    assert!(out.contains("I play 1 (as A).\n"), "{out}");
    assert!(out.contains("I play 3 (as A).\n"), "{out}");
    assert!(out.ends_with("You have no move left. I win.\n"), "{out}");
    let out = common::play(bin, "engine-wins-2", sample, "second\n3\n");
    assert!(out.contains("I play 2 (as A).\n"), "{out}");
    assert!(out.ends_with("You have no move left. I win.\n"), "{out}");

    // The person is A and wins with the theory's moves: 1, then 2's mate
    // 3, then 4's mate 5 after the program goes 2 and 4. The hint gives the
    // quickest win, 3 (the game then ends in 3 moves; from 1, in 5), which
    // the distance it states is.
    let out = common::play(bin, "person-wins", sample, "first\nhint\n1\n3\n5\n");
    assert!(
        out.contains(
            "A winning move: 3.\nWith best play you win in 3 moves, counting both players'.\n"
        ),
        "{out}"
    );
    assert!(out.contains("I play 2 (as B).\n"), "{out}");
    assert!(out.contains("I play 4 (as B).\n"), "{out}");
    assert!(out.ends_with("I have no move left. You win.\n"), "{out}");

    // The person's mistake is punished at once: A on 4 (in every maximum
    // matching) is answered by 4's mate 3 in the matching 1-2 3-4.
    let out = common::play(bin, "mistake", sample, "first\n4\n1\n5\n");
    assert!(out.contains("I play 3 (as B).\n"), "{out}");
    assert!(out.contains("I play 2 (as B).\n"), "{out}");
    assert!(out.ends_with("You have no move left. I win.\n"), "{out}");

    // Illegal and malformed moves, then the end of input.
    let out = common::play(bin, "illegal", sample, "first\n0\nsix\n1 2\n1\nhint\n");
    for want in [
        "The vertices are numbered 1 to 5. Type help for help.\n",
        "\"six\" is not a vertex number.",
        "Type one vertex number.",
        "I play 2 (as B).\n",
        "Token on vertex 2; visited before: 1.\nUnvisited neighbours: 3.\n",
        "A winning move: 3.\n",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    assert!(
        out.ends_with("End of input: the game stops here. Goodbye.\n"),
        "{out}"
    );
    let out = common::play(bin, "illegal-2", sample, "first\n1\n1\n5\n");
    assert!(out.contains("Vertex 1 was visited already."), "{out}");
    assert!(out.contains("No edge joins vertex 2 to vertex 5."), "{out}");

    // A graph with a perfect matching: the program as B wins.
    let out = common::play(bin, "lose", "4 4\n1 2\n2 3\n3 1\n3 4\n", "first\nhint\n4\n");
    assert!(
        out.contains("No move wins here against perfect play"),
        "{out}"
    );
    assert!(out.contains("I play 3 (as B).\n"), "{out}");
}

/// The drawing along random plays on random small graphs: every click is
/// a legal move written as `show_move` writes it, every legal move has
/// one, a move is green (`win`) exactly when the exhaustive search says
/// that the position it leaves is lost, and the token's class is D
/// exactly when the player to move loses.
#[cfg(feature = "play")]
#[test]
fn drawing_offers_every_move_with_its_verdict() {
    use cp_games::play::Game;
    let game = cp_games::strategy::vertex_geography::VertexGeography;
    let mut rng = Rng::new(2025);
    let (mut wins_seen, mut loses_seen, mut tokens) = (0, 0, 0);
    for _ in 0..400 {
        let (n, edges) = random_graph(&mut rng);
        let text = graph_text(n, &edges);
        let mut adj = vec![0u32; n];
        for &(u, v) in &edges {
            adj[u - 1] |= 1 << (v - 1);
            adj[v - 1] |= 1 << (u - 1);
        }
        let mut memo = vec![None; n << n];
        let mut p = game.read(&mut Input::new(text.as_str())).unwrap().remove(0);
        loop {
            let svg = game.picture(&p).unwrap();
            let clicks = picture::check_clicks(&game, &p, &svg);
            assert_eq!(
                picture::offered(&clicks),
                picture::legal_shown(&game, &p),
                "{text}"
            );
            let mask = |p: &cp_games::strategy::vertex_geography::Position| {
                (0..n)
                    .filter(|&v| p.visited[v])
                    .fold(0u32, |m, v| m | 1 << v)
            };
            for c in &clicks {
                let after = game.apply(&p, &c.m);
                let wins = !literal(&adj, c.m, mask(&after), &mut memo);
                let shown = &c.text;
                assert_eq!(c.mark(), Some(wins), "{shown} in {text} from {p:?}");
                if wins {
                    wins_seen += 1;
                } else {
                    loses_seen += 1;
                }
            }
            if let Some(t) = p.token {
                let loses = !literal(&adj, t, mask(&p), &mut memo);
                let title = format!(
                    "vertex {}: the token (class {})",
                    t + 1,
                    if loses { "D" } else { "" }
                );
                let found = svg.contains(&title) == loses;
                assert!(
                    found && svg.contains(&format!("vertex {}: the token (class ", t + 1)),
                    "{svg}"
                );
                tokens += 1;
            }
            let moves = game.moves(&p);
            if moves.is_empty() {
                break;
            }
            p = game.apply(&p, &moves[rng.below(moves.len())]);
        }
    }
    assert!(
        wins_seen > 300 && loses_seen > 300 && tokens > 300,
        "{wins_seen} {loses_seen} {tokens}"
    );
}

/// Large graphs are drawn around the token, small enough, with the
/// winning move among the clicks.
#[cfg(feature = "play")]
#[test]
fn large_graphs_are_drawn_small() {
    use cp_games::play::Game;
    let game = cp_games::strategy::vertex_geography::VertexGeography;
    let mut rng = Rng::new(2026);
    let n = 2000;
    let mut edges: Vec<(usize, usize)> = (0..6000)
        .filter_map(|_| {
            let (u, v) = (rng.range(1, n), rng.range(1, n));
            (u != v).then_some((u, v))
        })
        .collect();
    // A hub with 500 neighbours.
    edges.extend((2..=501).map(|v| (1, v)));
    let text = graph_text(n, &edges);
    let mut p = game.read(&mut Input::new(text.as_str())).unwrap().remove(0);
    for step in 0..6 {
        let svg = game.picture(&p).unwrap();
        assert!(svg.len() < 100_000, "{} bytes", svg.len());
        assert!(svg.contains("Drawn: "));
        let clicks = picture::check_clicks(&game, &p, &svg);
        if game.some_move(&p).is_none() {
            assert!(clicks.is_empty());
            break;
        }
        assert!(!clicks.is_empty(), "step {step}");
        let best = game.winning_move(&p);
        if let Some(m) = &best {
            let shown = game.show_move(&p, m);
            assert!(
                clicks.iter().any(|c| c.text == shown),
                "step {step}: {shown}"
            );
        }
        // The hub first, then the program's moves, or the first click.
        let m = match (step, best) {
            (0, _) => 0,
            (_, Some(m)) => m,
            _ => clicks[0].m,
        };
        p = game.apply(&p, &m);
    }
}
