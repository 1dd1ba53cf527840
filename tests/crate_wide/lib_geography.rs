//! The `geography` module, and the `mover_wins` answers of `matching` and
//! `general_matching`, against exhaustive searches of the literal games (no
//! matching theory): vertex geography on thousands of random small graphs,
//! bipartite and not, through every form (positions as strings in the
//! explored forms, scattered over a larger range in the dense ones); the
//! two-token game on random mazes of up to 9 free cells, with the literal
//! rule that no position (unordered pair of cells) repeats and that merging
//! the tokens wins; knight geography on small boards with blocked squares;
//! and each kind of bad move function, which must panic with a message that
//! names the positions.

use crate::common;

use common::geography::literal;
use common::new_problems::mover_wins_walk;
use common::two_tokens::{Literal, Maze};
use cp_games::general_matching::GeneralGraph;
use cp_games::geography::{
    mover_wins_auto, mover_wins_dense, mover_wins_dense_at, mover_wins_dense_general,
    mover_wins_from, mover_wins_from_general, placer_wins, two_colouring,
};
use cp_games::grid::Grid;
use cp_games::matching::BipartiteGraph;
use cp_games::rng::Rng;
use itertools::Itertools;
use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// A random graph on 1..=10 vertices: its edges (repeats allowed, no
/// loops) and, when `bipartite`, the colour of each vertex (every edge
/// joins two colours). The others mix random density with odd cycles.
fn random_graph(rng: &mut Rng, bipartite: bool) -> (usize, Vec<(usize, usize)>, Vec<bool>) {
    let n = rng.range(1, 10);
    let colour: Vec<bool> = (0..n).map(|_| rng.chance(0.5)).collect();
    let p = [0.15, 0.3, 0.5, 0.8][rng.below(4)];
    let mut edges = Vec::new();
    for u in 0..n {
        for v in u + 1..n {
            if (!bipartite || colour[u] != colour[v]) && rng.chance(p) {
                edges.push((u, v));
            }
        }
    }
    if !bipartite && n >= 3 && rng.chance(0.5) {
        // An odd cycle through random vertices.
        let mut vs: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut vs);
        let len = [3, 5, 7][rng.below(3)].min(n - (n + 1) % 2);
        for i in 0..len {
            edges.push((vs[i], vs[(i + 1) % len]));
        }
    }
    if !edges.is_empty() && rng.chance(0.2) {
        let e = edges[rng.below(edges.len())];
        edges.push((e.1, e.0));
    }
    rng.shuffle(&mut edges);
    (n, edges, colour)
}

/// The neighbour lists of a graph, each edge listed once from each end (a
/// repeated edge as often as it is repeated), in a random order.
fn lists(n: usize, edges: &[(usize, usize)], rng: &mut Rng) -> Vec<Vec<usize>> {
    let mut adj = vec![Vec::new(); n];
    for &(u, v) in edges {
        adj[u].push(v);
        adj[v].push(u);
    }
    for list in &mut adj {
        rng.shuffle(list);
    }
    adj
}

/// For each vertex, whether the mover wins the literal game from it.
fn brute(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    let mut adj = vec![0u32; n];
    for &(u, v) in edges {
        adj[u] |= 1 << v;
        adj[v] |= 1 << u;
    }
    let mut memo = vec![None; n << n];
    (0..n)
        .map(|s| literal(&adj, s, 1 << s, &mut memo))
        .collect()
}

/// Checks every form on one graph.
fn check_graph(
    n: usize,
    edges: &[(usize, usize)],
    colour: &[bool],
    bipartite: bool,
    rng: &mut Rng,
) -> Vec<bool> {
    let expected = brute(n, edges);
    let what = format!("n = {n}, edges = {edges:?}, colour = {colour:?}");
    let adj = lists(n, edges, rng);

    // The matching modules: one polarity, true where the mover wins.
    let mut g = GeneralGraph::new(n);
    for &(u, v) in edges {
        g.add_edge(u, v);
    }
    assert_eq!(g.mover_wins(), expected, "GeneralGraph::mover_wins, {what}");
    if bipartite {
        // Vertices renumbered per side.
        let mut number = vec![0; n];
        let mut count = [0, 0];
        for v in 0..n {
            let k = usize::from(!colour[v]);
            number[v] = count[k];
            count[k] += 1;
        }
        let mut b = BipartiteGraph::new(count[0], count[1]);
        for &(u, v) in edges {
            let (l, r) = if colour[u] { (u, v) } else { (v, u) };
            b.add_edge(number[l], number[r]);
        }
        let wins = b.mover_wins();
        for v in 0..n {
            let side = if colour[v] { &wins.left } else { &wins.right };
            assert_eq!(
                side[number[v]], expected[v],
                "BipartiteGraph::mover_wins at {v}, {what}"
            );
        }
    }

    // Explored forms, positions as strings under shuffled labels.
    let mut label: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut label);
    let name = |v: usize| format!("v{}", label[v]);
    let vertex: HashMap<String, usize> = (0..n).map(|v| (name(v), v)).collect();
    let neighbours = |s: &String, out: &mut Vec<String>| {
        out.extend(adj[vertex[s]].iter().map(|&t| name(t)));
    };
    for (s, &e) in expected.iter().enumerate() {
        assert_eq!(
            mover_wins_from_general(name(s), neighbours),
            e,
            "mover_wins_from_general from {s}, {what}"
        );
        if bipartite {
            let side = |s: &String| colour[vertex[s]];
            assert_eq!(
                mover_wins_from(name(s), neighbours, side),
                e,
                "mover_wins_from from {s}, {what}"
            );
        }
    }

    // Dense forms: vertex v is position at[v] of a larger range, whose other
    // numbers have no move.
    let range = n + rng.below(2 * n + 1);
    let mut at: Vec<usize> = (0..range).collect();
    rng.shuffle(&mut at);
    at.truncate(n);
    let mut of = vec![usize::MAX; range];
    for (v, &p) in at.iter().enumerate() {
        of[p] = v;
    }
    let dense = |p: usize, out: &mut Vec<usize>| {
        if of[p] != usize::MAX {
            out.extend(adj[of[p]].iter().map(|&t| at[t]));
        }
    };
    let wins = mover_wins_dense_general(range, dense);
    check_dense(
        &wins,
        &of,
        &expected,
        &format!("mover_wins_dense_general, {what}"),
    );
    if bipartite {
        // Positions that are no vertex get a random side.
        let junk: Vec<bool> = (0..range).map(|_| rng.chance(0.5)).collect();
        let side = |p: usize| {
            if of[p] == usize::MAX {
                junk[p]
            } else {
                colour[of[p]]
            }
        };
        let wins = mover_wins_dense(range, dense, side);
        check_dense(&wins, &of, &expected, &format!("mover_wins_dense, {what}"));
    }
    expected
}

fn check_dense(wins: &[bool], of: &[usize], expected: &[bool], what: &str) {
    assert_eq!(wins.len(), of.len(), "{what}");
    for (p, &v) in of.iter().enumerate() {
        let e = v != usize::MAX && expected[v];
        assert_eq!(wins[p], e, "position {p} (vertex {v}), {what}");
    }
}

/// 3000 random graphs (bipartite or mixed), every position of each checked
/// through every form; both outcomes must show up often.
fn random_graphs_against_the_literal_game(seed: u64, bipartite: bool) {
    let mut rng = Rng::new(seed);
    let mut outcomes = [0, 0];
    for _ in 0..3000 {
        let (n, edges, colour) = random_graph(&mut rng, bipartite);
        for w in check_graph(n, &edges, &colour, bipartite, &mut rng) {
            outcomes[usize::from(w)] += 1;
        }
    }
    assert!(outcomes.iter().all(|&k| k > 3000), "{outcomes:?}");
}

#[test]
fn bipartite_graphs_against_the_literal_game() {
    random_graphs_against_the_literal_game(41, true);
}

#[test]
fn general_graphs_against_the_literal_game() {
    random_graphs_against_the_literal_game(43, false);
}

#[test]
fn every_graph_on_five_vertices() {
    let mut rng = Rng::new(47);
    let pairs: Vec<(usize, usize)> = (0..5)
        .flat_map(|u| (u + 1..5).map(move |v| (u, v)))
        .collect();
    for mask in 0u32..1 << pairs.len() {
        let edges: Vec<_> = (0..pairs.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| pairs[i])
            .collect();
        check_graph(5, &edges, &[false; 5], false, &mut rng);
    }
}

#[test]
fn two_tokens_on_tiny_mazes() {
    let mut rng = Rng::new(53);
    let mut cases = 0;
    // Starts with the tokens apart that the first player wins and loses.
    let mut outcomes = [0, 0];
    while cases < 400 {
        let (rows, cols) = [(1, 9), (3, 3), (2, 4), (3, 4), (4, 3), (2, 5), (1, 6)][rng.below(7)];
        let wall = [0.0, 0.15, 0.3][rng.below(3)];
        let maze = Maze {
            rows,
            cols,
            free: (0..rows * cols).map(|_| !rng.chance(wall)).collect(),
        };
        let cells: Vec<usize> = (0..rows * cols).filter(|&x| maze.free[x]).collect();
        if cells.len() < 2 || cells.len() > 9 {
            continue;
        }
        cases += 1;
        let n = rows * cols;
        // The theory: adjacent tokens are a win for the mover, so no one
        // moves into such a position; the rest is geography on pairs.
        let far = |x: usize, y: usize| x != y && maze.free[x] && maze.free[y] && !maze.near(x, y);
        let pair_moves = |&(x, y): &(usize, usize), out: &mut Vec<(usize, usize)>| {
            for (p, q) in [(x, y), (y, x)] {
                for t in maze.steps(p) {
                    if far(t, q) {
                        out.push((t.min(q), t.max(q)));
                    }
                }
            }
        };
        let pair_colour = |&(x, y): &(usize, usize)| (maze.colour(x) + maze.colour(y)) % 2 == 0;
        let dense = mover_wins_dense(
            n * n,
            |s, out| {
                let (x, y) = (s / n, s % n);
                if x < y && far(x, y) {
                    let mut pairs = Vec::new();
                    pair_moves(&(x, y), &mut pairs);
                    out.extend(pairs.iter().map(|&(p, q)| p * n + q));
                }
            },
            |s| pair_colour(&(s / n, s % n)),
        );
        let mut literal_game = Literal::new(&maze);
        for (a, b) in cells.iter().copied().tuple_combinations() {
            let literal = literal_game.wins(a, b);
            let what = format!("maze {rows} x {cols} {:?}, tokens {a} {b}", maze.free);
            let near = maze.near(a, b);
            assert_eq!(near || dense[a * n + b], literal, "dense: {what}");
            let explored = near || mover_wins_from((a, b), pair_moves, pair_colour);
            assert_eq!(explored, literal, "explored: {what}");
            if !near {
                outcomes[usize::from(literal)] += 1;
            }
        }
    }
    assert!(outcomes.iter().all(|&k| k > 1000), "{outcomes:?}");
}

#[test]
fn knight_on_small_boards_with_blocks() {
    let mut rng = Rng::new(59);
    for _ in 0..300 {
        let (rows, cols) = (rng.range(1, 5), rng.range(1, 5));
        let blocked: Vec<bool> = (0..rows * cols).map(|_| rng.chance(0.2)).collect();
        let jumps = [
            (1, 2),
            (2, 1),
            (-1, 2),
            (-2, 1),
            (1, -2),
            (2, -1),
            (-1, -2),
            (-2, -1),
        ];
        let knight = |&(r, c): &(i32, i32), out: &mut Vec<(i32, i32)>| {
            for (dr, dc) in jumps {
                let (r, c) = (r + dr, c + dc);
                let inside = r >= 0 && c >= 0 && r < rows as i32 && c < cols as i32;
                if inside && !blocked[r as usize * cols + c as usize] {
                    out.push((r, c));
                }
            }
        };
        let moves: Vec<Vec<usize>> = (0..rows * cols)
            .map(|x| {
                let mut out = Vec::new();
                knight(&((x / cols) as i32, (x % cols) as i32), &mut out);
                out.iter()
                    .map(|&(r, c)| r as usize * cols + c as usize)
                    .collect()
            })
            .collect();
        let mut memo = HashMap::new();
        for x in (0..rows * cols).filter(|&x| !blocked[x]) {
            let start = ((x / cols) as i32, (x % cols) as i32);
            let colour = |&(r, c): &(i32, i32)| (r + c) % 2 == 0;
            assert_eq!(
                mover_wins_from(start, knight, colour),
                mover_wins_walk(&moves, x, 1 << x, &mut memo),
                "board {rows} x {cols}, blocked {blocked:?}, start {start:?}"
            );
        }
    }
}

#[test]
fn dense_form_on_a_larger_board_agrees_with_the_explored_form() {
    dense_form_on_an_open_board(6);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn dense_form_on_a_7_by_7_board_agrees_with_the_explored_form() {
    dense_form_on_an_open_board(7);
}

/// Two tokens on an open `side` x `side` board (about 900 positions on 7 x
/// 7), every start: the dense form against the explored one.
fn dense_form_on_an_open_board(side: usize) {
    let (rows, cols) = (side, side);
    let maze = Maze {
        rows,
        cols,
        free: vec![true; rows * cols],
    };
    let n = rows * cols;
    let far = |x: usize, y: usize| x != y && !maze.near(x, y);
    let pair_moves = |&(x, y): &(usize, usize), out: &mut Vec<(usize, usize)>| {
        for (p, q) in [(x, y), (y, x)] {
            out.extend(
                maze.steps(p)
                    .into_iter()
                    .filter(|&t| far(t, q))
                    .map(|t| (t.min(q), t.max(q))),
            );
        }
    };
    let colour = |&(x, y): &(usize, usize)| (maze.colour(x) + maze.colour(y)) % 2 == 0;
    let dense = mover_wins_dense(
        n * n,
        |s, out| {
            let (x, y) = (s / n, s % n);
            if x < y && far(x, y) {
                let mut pairs = Vec::new();
                pair_moves(&(x, y), &mut pairs);
                out.extend(pairs.iter().map(|&(p, q)| p * n + q));
            }
        },
        |s| colour(&(s / n, s % n)),
    );
    let mut checked = 0;
    for x in 0..n {
        for y in x + 1..n {
            if far(x, y) {
                assert_eq!(
                    dense[x * n + y],
                    mover_wins_from((x, y), pair_moves, colour),
                    "tokens {x} {y}"
                );
                checked += 1;
            } else {
                assert!(!dense[x * n + y], "tokens {x} {y} are next to each other");
            }
        }
    }
    assert_eq!(checked, n * (n - 1) / 2 - 2 * rows * (cols - 1));
}

#[test]
fn one_start_agrees_with_every_start() {
    // Grid geography on random mazes (positions numbered with gaps): the
    // answer for one start, from either side, against the answer per
    // position.
    let mut rng = Rng::new(77);
    for _ in 0..60 {
        let (rows, cols) = (rng.range(1, 7), rng.range(1, 7));
        let free: Vec<bool> = (0..rows * cols).map(|_| !rng.chance(0.25)).collect();
        // Cell (r, c) is position 2 * (r * cols + c) + 1: even numbers are
        // no position.
        let cell = |s: usize| (s % 2 == 1 && free[s / 2]).then_some(s / 2);
        let moves = |s: usize, out: &mut Vec<usize>| {
            let Some(x) = cell(s) else { return };
            let (r, c) = (x / cols, x % cols);
            let steps = [
                (r > 0, x.wrapping_sub(cols)),
                (c > 0, x.wrapping_sub(1)),
                (c + 1 < cols, x + 1),
                (r + 1 < rows, x + cols),
            ];
            out.extend(
                steps
                    .iter()
                    .filter(|&&(ok, y)| ok && free[y])
                    .map(|&(_, y)| 2 * y + 1),
            );
        };
        let side = |s: usize| (s / 2 / cols + s / 2 % cols) % 2 == 0;
        let n = 2 * rows * cols + 1;
        let every = mover_wins_dense(n, moves, side);
        for (start, &wins) in every.iter().enumerate() {
            assert_eq!(
                mover_wins_dense_at(n, start, moves, side),
                wins,
                "{rows} x {cols} {free:?}, start {start}"
            );
        }
        assert!(every
            .iter()
            .enumerate()
            .all(|(s, &w)| !w || cell(s).is_some()));
    }
}

#[test]
fn corner_of_an_open_grid() {
    // HDU 1564: from a corner of an n x n grid, the mover wins iff n is even
    // (dominoes tile the board; for odd n they tile it without the corner).
    for size in 1..=30 {
        let wins = mover_wins_dense(
            size * size,
            |x, out| {
                let (r, c) = (x / size, x % size);
                out.extend(
                    [
                        (r > 0, x.wrapping_sub(size)),
                        (c > 0, x.wrapping_sub(1)),
                        (c + 1 < size, x + 1),
                        (r + 1 < size, x + size),
                    ]
                    .iter()
                    .filter(|&&(ok, _)| ok)
                    .map(|&(_, y)| y),
                );
            },
            |x| (x / size + x % size) % 2 == 0,
        );
        assert_eq!(wins[0], size % 2 == 0, "{size} x {size}");
    }
}

/// The panic message of `f`, which must panic.
fn panic_message(f: impl FnOnce()) -> String {
    let payload = catch_unwind(AssertUnwindSafe(f)).expect_err("no panic");
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

/// A path a - b - c as strings, with the given extra (one-way) moves.
fn path_with(extra: &'static [(&'static str, &'static str)]) -> impl Fn(&String, &mut Vec<String>) {
    move |s: &String, out: &mut Vec<String>| {
        for (u, v) in [("a", "b"), ("b", "c")] {
            if s == u {
                out.push(v.to_string());
            }
            if s == v {
                out.push(u.to_string());
            }
        }
        for &(u, v) in extra {
            if s == u {
                out.push(v.to_string());
            }
        }
    }
}

#[test]
fn a_side_function_that_is_no_colouring_is_an_error() {
    // The triangle a-b-c is not bipartite: no side function works.
    let triangle = path_with(&[("a", "c"), ("c", "a")]);
    let side = |s: &String| s == "a";
    assert_eq!(
        panic_message(|| {
            mover_wins_from("a".to_string(), triangle, side);
        }),
        "geography: the move \"b\" -> \"c\" stays on one side (side = false at both ends): \
         the side function is not a 2-colouring of the moves; a `_general` form takes any graph"
    );
    // The general form answers: every vertex of a triangle is missed by a
    // maximum matching.
    assert!(!mover_wins_from_general(
        "a".to_string(),
        path_with(&[("a", "c"), ("c", "a")])
    ));
    // The dense form checks every move too, here the last one.
    let msg = panic_message(|| {
        mover_wins_dense(
            4,
            |s, out| out.extend([s.wrapping_sub(1), s + 1].into_iter().filter(|&t| t < 4)),
            |s| s % 2 == 0 || s == 3,
        );
    });
    assert!(
        msg.starts_with("geography: the move 2 -> 3 stays on one side (side = true at both ends)"),
        "{msg}"
    );
}

#[test]
fn a_one_way_move_is_an_error() {
    let side = |s: &String| s != "b";
    let msg = panic_message(|| {
        mover_wins_from("a".to_string(), path_with(&[("c", "d")]), |s: &String| {
            s == "b" || s == "d"
        });
    });
    assert_eq!(
        msg,
        "geography: the move \"c\" -> \"d\" has no reverse \"d\" -> \"c\""
    );
    let msg = panic_message(|| {
        mover_wins_from_general("a".to_string(), path_with(&[("b", "d")]));
    });
    assert_eq!(
        msg,
        "geography: the move \"b\" -> \"d\" has no reverse \"d\" -> \"b\""
    );
    // The explored forms drop repeats, even from one end only: the middle
    // of a path of three wins.
    assert!(mover_wins_from(
        "b".to_string(),
        path_with(&[("b", "a"), ("a", "b")]),
        side
    ));
    assert!(mover_wins_from(
        "b".to_string(),
        path_with(&[("b", "a")]),
        side
    ));
    assert!(!mover_wins_from_general(
        "a".to_string(),
        path_with(&[("b", "a")])
    ));

    // Dense: a path 0 - 1 - 2 - 3 with one extra move.
    let path = |extra: (usize, usize), twice: bool| {
        move |s: usize, out: &mut Vec<usize>| {
            if s < 4 {
                out.extend([s.wrapping_sub(1), s + 1].into_iter().filter(|&t| t < 4));
            }
            if s == extra.0 {
                out.push(extra.1);
                if twice {
                    out.push(extra.1);
                }
            }
        }
    };
    let parity = |s: usize| s % 2 == 0;
    // To a position with moves, to one without, and a repeat one way only.
    let msg = panic_message(|| {
        mover_wins_dense(6, path((0, 3), false), parity);
    });
    assert_eq!(msg, "geography: the move 0 -> 3 has no reverse 3 -> 0");
    let msg = panic_message(|| {
        mover_wins_dense(6, path((2, 5), false), parity);
    });
    assert_eq!(msg, "geography: the move 2 -> 5 has no reverse 5 -> 2");
    let msg = panic_message(|| {
        mover_wins_dense(6, path((1, 2), false), parity);
    });
    assert_eq!(
        msg,
        "geography: the move 1 -> 2 is listed 2 times, its reverse 2 -> 1 1 times"
    );
    let msg = panic_message(|| {
        mover_wins_dense_general(6, path((2, 5), true));
    });
    assert_eq!(msg, "geography: the move 2 -> 5 has no reverse 5 -> 2");
    // The stored dense form drops repeats.
    assert_eq!(mover_wins_dense_general(4, path((1, 2), true)), [true; 4]);
}

#[test]
fn a_move_out_of_range_is_an_error() {
    let up = |s: usize, out: &mut Vec<usize>| out.push(s + 1);
    assert_eq!(
        panic_message(|| {
            mover_wins_dense(3, up, |s| s % 2 == 0);
        }),
        "geography: the move 2 -> 3 leaves the positions 0..3"
    );
    assert_eq!(
        panic_message(|| {
            mover_wins_dense_general(3, up);
        }),
        "geography: the move 2 -> 3 leaves the positions 0..3"
    );
}

#[test]
fn loops_and_empty_ranges() {
    // A position among its own moves: ignored, the token never returns.
    let with_loop = |s: usize, out: &mut Vec<usize>| {
        out.push(s);
        out.extend([s ^ 1].into_iter().filter(|&t| t < 3));
    };
    assert_eq!(
        mover_wins_dense(3, with_loop, |s| s % 2 == 0),
        [true, true, false]
    );
    assert_eq!(mover_wins_dense_general(3, with_loop), [true, true, false]);
    assert!(mover_wins_dense(0, with_loop, |_| true).is_empty());
    assert!(!mover_wins_from(
        7u8,
        |&s: &u8, out: &mut Vec<u8>| out.push(s),
        |_: &u8| true
    ));
    assert!(!mover_wins_from_general(7u8, |_: &u8, _: &mut Vec<u8>| {}));
}

/// The offset sets of the grid sweeps: the library's pieces and leapers
/// (bipartite or not), and mixes of two, written out here by hand where
/// the library has a name for them.
fn offset_sets() -> Vec<(&'static str, Vec<(isize, isize)>)> {
    let rook = vec![(-1, 0), (0, -1), (0, 1), (1, 0)];
    let diagonal = vec![(-1, -1), (-1, 1), (1, -1), (1, 1)];
    let knight = vec![
        (1, 2),
        (2, 1),
        (-1, 2),
        (-2, 1),
        (1, -2),
        (2, -1),
        (-1, -2),
        (-2, -1),
    ];
    let king: Vec<_> = rook.iter().chain(&diagonal).copied().collect();
    let mix = |a: &[(isize, isize)], b: &[(isize, isize)]| a.iter().chain(b).copied().collect();
    vec![
        ("the four neighbours", Grid::ROOK_STEP.to_vec()),
        ("a knight", Grid::KNIGHT.to_vec()),
        ("a king", Grid::KING.to_vec()),
        ("a (1, 1) leaper", Grid::leaper(1, 1)),
        ("a (0, 2) leaper", Grid::leaper(0, 2)),
        ("a (1, 3) leaper", Grid::leaper(1, 3)),
        ("a (2, 2) leaper", Grid::leaper(2, 2)),
        ("a knight and a (1, 1) leaper", mix(&knight, &diagonal)),
        (
            "a rook step and a (0, 2) leaper",
            mix(&rook, &Grid::leaper(0, 2)),
        ),
        ("a king written out", king),
        ("a knight written out", knight),
    ]
}

/// A random maze of up to 12 cells (sometimes one long row or column),
/// `true` for a free cell.
fn random_maze(rng: &mut Rng) -> (usize, usize, Vec<bool>) {
    let (rows, cols) = match rng.below(10) {
        0 => (1, rng.range(1, 12)),
        1 => (rng.range(1, 12), 1),
        _ => loop {
            let (r, c) = (rng.range(1, 4), rng.range(1, 4));
            if r * c <= 12 {
                break (r, c);
            }
        },
    };
    let density = [1.0, 0.85, 0.6, 0.3][rng.below(4)];
    let free = (0..rows * cols).map(|_| rng.chance(density)).collect();
    (rows, cols, free)
}

/// Whether the graph has an odd closed walk: some vertex reaches itself by
/// an odd number of moves (a search of (vertex, parity) pairs, the
/// bipartite double cover; no colouring).
fn has_odd_cycle(moves: &[Vec<usize>]) -> bool {
    let n = moves.len();
    (0..n).any(|v| {
        let mut seen = vec![[false; 2]; n];
        let mut stack = vec![(v, 0)];
        seen[v][0] = true;
        while let Some((u, p)) = stack.pop() {
            for &w in &moves[u] {
                if !seen[w][1 - p] {
                    seen[w][1 - p] = true;
                    stack.push((w, 1 - p));
                }
            }
        }
        seen[v][1]
    })
}

/// `placer_wins`, `mover_wins_auto` and `two_colouring` with `Grid::moves`
/// against the literal placer-first game (A puts the token on a free cell,
/// then B moves first; no position repeats) on `cases` random mazes per
/// offset set, with moves computed here from coordinates.
fn placer_first_sweep(cases: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let mut seen = [0usize; 2]; // bipartite, not
    for (name, offsets) in offset_sets() {
        for case in 0..cases {
            let (rows, cols, free) = random_maze(&mut rng);
            let n = rows * cols;
            let moves: Vec<Vec<usize>> = (0..n)
                .map(|x| {
                    let (r, c) = ((x / cols) as isize, (x % cols) as isize);
                    let mut to: Vec<usize> = offsets
                        .iter()
                        .map(|&(dr, dc)| (r + dr, c + dc))
                        .filter(|&(r, c)| {
                            r >= 0 && c >= 0 && r < rows as isize && c < cols as isize
                        })
                        .map(|(r, c)| r as usize * cols + c as usize)
                        .filter(|&t| free[x] && free[t])
                        .collect();
                    to.sort_unstable();
                    to.dedup();
                    to
                })
                .collect();
            let grid = Grid {
                rows,
                cols,
                cells: free.iter().map(|&f| if f { b'.' } else { b'#' }).collect(),
            };
            let what = format!("{name}, case {case}: {rows} x {cols}, free {free:?}");
            let is_free = |id: usize| grid.cells[id] == b'.';
            let step = grid.moves(&offsets, is_free);
            let mut listed: Vec<Vec<usize>> = (0..n)
                .map(|x| {
                    let mut out = Vec::new();
                    step(x, &mut out);
                    out
                })
                .collect();
            for l in &mut listed {
                l.sort_unstable();
                l.dedup();
            }
            assert_eq!(listed, moves, "Grid::moves, {what}");
            let odd = has_odd_cycle(&moves);
            match two_colouring(n, step) {
                Some(side) => {
                    assert!(!odd, "a colouring of a graph with an odd cycle, {what}");
                    for (s, to) in moves.iter().enumerate() {
                        for &t in to {
                            assert_ne!(side[s], side[t], "move {s} -> {t}, {what}");
                        }
                    }
                }
                None => assert!(odd, "no colouring found, {what}"),
            }
            seen[usize::from(odd)] += 1;
            let adj: Vec<u32> = moves
                .iter()
                .map(|to| to.iter().fold(0, |m, &t| m | 1 << t))
                .collect();
            let mut memo = vec![None; n << n];
            // B moves first from the placed token: A wins iff B loses.
            let expected: Vec<usize> = (0..n)
                .filter(|&s| free[s] && !literal(&adj, s, 1 << s, &mut memo))
                .collect();
            assert_eq!(placer_wins(n, is_free, step), expected, "{what}");
            let mover = mover_wins_auto(n, step);
            for s in 0..n {
                let literal_mover = free[s] && literal(&adj, s, 1 << s, &mut memo);
                assert_eq!(mover[s], literal_mover, "mover_wins_auto at {s}, {what}");
            }
        }
    }
    // The sweep saw both kinds of graph, many times.
    assert!(seen.iter().all(|&k| k > cases), "{seen:?}");
}

#[test]
fn placer_first_on_grids_by_offsets_quick() {
    placer_first_sweep(300, 71);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn placer_first_on_grids_by_offsets() {
    placer_first_sweep(3000, 72);
}

#[test]
fn colouring_is_decided_on_the_moves_not_on_r_plus_c() {
    let open = |rows: usize, cols: usize| Grid {
        rows,
        cols,
        cells: vec![b'.'; rows * cols],
    };
    let g = open(5, 6);
    let all = |_| true;
    let bipartite = |offsets: &[(isize, isize)]| two_colouring(30, g.moves(offsets, all)).is_some();
    assert!(bipartite(Grid::KNIGHT));
    assert!(bipartite(Grid::ROOK_STEP));
    assert!(!bipartite(Grid::KING));
    // (1, 1) keeps r + c even, yet the board is 2-coloured by the row.
    let diagonal = Grid::leaper(1, 1);
    let side = two_colouring(30, g.moves(&diagonal, all)).unwrap();
    for id in 0..30 {
        let (r, c) = g.pos(id);
        assert_eq!(side[id] == side[0], r % 2 == 0, "cell ({r}, {c})");
    }
    // A parity colouring of r + c would be refused by the bipartite form;
    // the automatic one answers, and like the literal game.
    let caught = catch_unwind(AssertUnwindSafe(|| {
        mover_wins_dense(30, g.moves(&diagonal, all), |id| g.is_black(id))
    }));
    assert!(caught.is_err());
    // A 3 x 3 board, (1, 1) moves: {0, 2, 4, 6, 8} is a star around 4 and
    // {1, 3, 5, 7} a 4-cycle. The mover wins from the star's centre (a
    // leaf is a dead end) and on the cycle (both its perfect matchings
    // cover every vertex), not from a leaf.
    let g3 = open(3, 3);
    let wins = mover_wins_auto(9, g3.moves(&diagonal, all));
    assert_eq!(
        wins,
        [false, true, false, true, true, true, false, true, false]
    );
    // A king on a 1 x 3 strip is a path (bipartite); on 2 x 2, a K4.
    assert!(two_colouring(3, open(1, 3).moves(Grid::KING, all)).is_some());
    assert!(two_colouring(4, open(2, 2).moves(Grid::KING, all)).is_none());
}

#[test]
#[allow(deprecated)]
fn old_names_still_answer() {
    use cp_games::geography::{mover_wins, mover_wins_general};
    let path = |&s: &u8, out: &mut Vec<u8>| {
        out.extend(s.checked_sub(1));
        out.extend((s < 4).then_some(s + 1));
    };
    for s in 0..5 {
        let even = |&s: &u8| s % 2 == 0;
        assert_eq!(mover_wins(s, path, even), mover_wins_from(s, path, even));
        assert_eq!(
            mover_wins_general(s, path),
            mover_wins_from_general(s, path)
        );
        assert_eq!(mover_wins_from(s, path, even), s % 2 == 1);
    }
}
