//! Deterministic input generators for the benchmarks: each prints one input
//! in a binary's judge format on standard output, the same bytes every run.
//!
//! ```sh
//! cargo run --release -p cp-games-bench --bin gen -- jsoi random 1000 > jsoi.in
//! cargo run --release -p cp-games-bench --bin gen -- --help
//! ```
//!
//! The kinds are listed in [`USAGE`] (sizes are arguments). Without
//! arguments, or with `--help`, it prints that text.

use cp_games::rng::Rng;
use std::fmt::Write as _;
use std::io::Write as _;

const USAGE: &str = "\
usage: cargo run --release -p cp-games-bench --bin gen -- KIND ARGS... > FILE

Prints one generated input on standard output, the same bytes every run.
Kinds (N, M, K, T, ... are numbers):
  jsoi random N          jsoi2009_game: N x N maze, each cell a wall with probability 0.3
  jsoi full N            jsoi2009_game: N x N, no walls
  jsoi maze N            jsoi2009_game: N x N perfect maze of one-cell-wide corridors
  noi snake N K          noi2011_bunny_egg: N x N board on which every move is possible, the
                         empty cell snaking row by row; k = min(K, the longest such game)
  noi dead N K           noi2011_bunny_egg: the snake on the top N - 3 rows of an N x N board
                         (N >= 10), and below it two 3-cell pieces of playable cells (one with
                         two white cells, one with two black) walled off by wrong-colour pieces
  dag random N M K       dag_sg_chips: M random edges u -> v, u < v in a shuffled numbering,
                         K random chips
  dag chain N M K        dag_sg_chips: a path 1 -> 2 -> ... -> N plus random forward edges
                         up to M, K random chips
  stone T N MAX          stone_merge, stone_merge_icpc: T games of N piles of 1..=MAX stones
  two_ended T N MAX      two_ended_nim: T games of N piles of 1..=MAX stones
  anti T N MAX           anti_nim: T games of N piles of 1..=MAX stones
  euclid G MAX           euclid_game: G games `a b` of 1..=MAX, then `0 0`
  wythoff G MAX          wythoff_game: G games `a b` of 0..=MAX
  play G MAX             play_a_game: G board sizes of 1..=MAX, then `0`
  plate A B R            plate_game: the one game `A B R`
  christmas C N M K      christmas_game: C test cases of N trees, each M nodes and K edges
                         (a random spanning tree, then random edges closing cycles)
  graph N M              vertex_geography: N vertices, M random edges u != v (1-based)
  graph cycle N [K]      vertex_geography: the graph of `bipartite cycle N`, right r renamed
                         n_left + r, labels shuffled (3N vertices, 1-based); K more edges
                         as in `general cycle N K`
  bipartite L R M        library_checker_bipartite_matching: M random edges (0-based)
  bipartite cycle N      library_checker_bipartite_matching: Library Checker's augmented_cycle
                         shape at size N: left i to right i and right i+1 mod N, and to one
                         random right in max(0, i-2000)..=i; 1.5 N vertices a side (the rest
                         isolated), labels and edge order shuffled
  general N M            library_checker_general_matching: M random edges u != v (0-based)
  general cycle N [K]    library_checker_general_matching: the graph of `bipartite cycle N`,
                         right r renamed n_left + r, labels shuffled (0-based); then K more
                         edges (N >= 2), each joining left i to left i+1 mod N or right i to
                         right i+1 mod N (random i and side): each closes a triangle
  snim C K S M L H       s_nim: C test cases of K move sizes in 1..=S and M positions of
                         L heaps of 0..=H, then `0`
  tokens open N          two_tokens: N x N, no walls, tokens in opposite corners
  tokens random N        two_tokens: N x N, each cell a wall with probability 0.3, tokens
                         on the free cells nearest to two opposite corners
  tree path N            game_on_tree: a path through the N vertices in a random order,
                         vertex 1 at one end; edges shuffled, random orientations
  tree random N          game_on_tree: each vertex of a shuffled numbering hangs from a
                         random earlier one; edges shuffled, random orientations
  gambling G MAX         no_gambling: G board sizes of 1..=MAX, then `-1`
";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        eprint!("{USAGE}");
        std::process::exit(2);
    }
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{USAGE}");
        return;
    }
    let num = |i: usize| -> u64 {
        args.get(i).and_then(|s| s.parse().ok()).unwrap_or_else(|| {
            usage(&format!(
                "{}: argument {i} must be a number",
                args[..2.min(args.len())].join(" ")
            ))
        })
    };
    let size = |i: usize| num(i) as usize;
    // The optional number of triangles of `graph cycle` and `general cycle`.
    let odd = |i: usize| {
        let k = if args.len() > i { size(i) } else { 0 };
        if k > 0 && size(2) < 2 {
            usage("triangles need N >= 2");
        }
        k
    };
    let mut rng = Rng::new(0x6a6d_6573);
    let kind: Vec<&str> = args.iter().take(2).map(String::as_str).collect();
    let out = match kind[..] {
        ["jsoi", "random"] => jsoi(size(2), |_, _| rng.chance(0.3)),
        ["jsoi", "full"] => jsoi(size(2), |_, _| false),
        ["jsoi", "maze"] => jsoi_maze(&mut rng, size(2)),
        ["noi", "snake"] => noi_snake(size(2), size(3), false),
        ["noi", "dead"] => noi_snake(size(2), size(3), true),
        ["dag", "random"] => dag(&mut rng, size(2), size(3), size(4), false),
        ["dag", "chain"] => dag(&mut rng, size(2), size(3), size(4), true),
        ["stone" | "two_ended" | "anti", _] => piles(&mut rng, size(1), size(2), num(3)),
        ["euclid", _] => pairs(&mut rng, size(1), 1, num(2), "0 0\n"),
        ["wythoff", _] => pairs(&mut rng, size(1), 0, num(2), ""),
        ["play", _] => play(&mut rng, size(1), num(2)),
        ["plate", _] => format!("{} {} {}\n", num(1), num(2), num(3)),
        ["christmas", _] => christmas(&mut rng, [size(1), size(2), size(3), size(4)]),
        ["graph", "cycle"] => cycle(&mut rng, size(2), Some((1, odd(3)))),
        ["bipartite", "cycle"] => cycle(&mut rng, size(2), None),
        ["general", "cycle"] => cycle(&mut rng, size(2), Some((0, odd(3)))),
        ["graph", _] => graph(&mut rng, [size(1), 0], size(2), 1),
        ["bipartite", _] => graph(&mut rng, [size(1), size(2)], size(3), 0),
        ["general", _] => graph(&mut rng, [size(1), 0], size(2), 0),
        ["snim", _] => s_nim(
            &mut rng,
            [size(1), size(2)],
            num(3),
            [size(4), size(5)],
            num(6),
        ),
        ["tokens", "open"] => tokens(size(2), |_, _| false),
        ["tokens", "random"] => tokens(size(2), |_, _| rng.chance(0.3)),
        ["tree", "path"] => tree(&mut rng, size(2), true),
        ["tree", "random"] => tree(&mut rng, size(2), false),
        ["gambling", _] => {
            let sizes = (0..size(1)).map(|_| between(&mut rng, 1, num(2)).to_string());
            sizes
                .chain(["-1".to_string()])
                .collect::<Vec<_>>()
                .join("\n")
                + "\n"
        }
        _ => usage(&format!("unknown kind `{}`", kind.join(" "))),
    };
    std::io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("write standard output");
}

fn usage(msg: &str) -> ! {
    eprintln!("error: {msg}\n\n{USAGE}");
    std::process::exit(2);
}

/// Uniform in `lo..=hi`, any `u64` bounds.
fn between(rng: &mut Rng, lo: u64, hi: u64) -> u64 {
    match (hi - lo).checked_add(1) {
        Some(n) => lo + rng.next_u64() % n,
        None => rng.next_u64(),
    }
}

fn jsoi(n: usize, mut wall: impl FnMut(usize, usize) -> bool) -> String {
    let mut s = format!("{n} {n}\n");
    for r in 0..n {
        for c in 0..n {
            s.push(if wall(r, c) { '#' } else { '.' });
        }
        s.push('\n');
    }
    s
}

/// A perfect maze: cells at even coordinates are rooms, joined through the
/// odd cell between two rooms by a randomised depth-first search.
fn jsoi_maze(rng: &mut Rng, n: usize) -> String {
    let mut open = vec![false; n * n];
    let rooms = |x: usize| (x + 1) / 2;
    let (rr, rc) = (rooms(n), rooms(n));
    let mut seen = vec![false; rr * rc];
    let mut stack = vec![0usize];
    seen[0] = true;
    open[0] = true;
    while let Some(&room) = stack.last() {
        let (r, c) = (room / rc, room % rc);
        let mut next = Vec::with_capacity(4);
        if r > 0 {
            next.push(room - rc);
        }
        if r + 1 < rr {
            next.push(room + rc);
        }
        if c > 0 {
            next.push(room - 1);
        }
        if c + 1 < rc {
            next.push(room + 1);
        }
        next.retain(|&x| !seen[x]);
        if next.is_empty() {
            stack.pop();
            continue;
        }
        let to = next[rng.below(next.len())];
        let (tr, tc) = (to / rc, to % rc);
        open[(r + tr) * n + (c + tc)] = true;
        open[2 * tr * n + 2 * tc] = true;
        seen[to] = true;
        stack.push(to);
    }
    jsoi(n, |r, c| !open[r * n + c])
}

/// The snake board; with `dead`, the snake keeps to the top n - 3 rows and
/// the bottom three rows hold wrong-colour pieces (not playable) but for two
/// 3-cell runs of playable cells in the middle row: each leaves one cell
/// that no maximum matching covers, on either side, which no move can reach.
fn noi_snake(n: usize, k_max: usize, dead: bool) -> String {
    if dead && n < 10 {
        usage("noi dead needs N >= 10");
    }
    let rows = if dead { n - 3 } else { n };
    let playable = |r: usize, c: usize| {
        r < rows || (r == n - 2 && (1..=3).contains(&c)) || (r == n - 2 && (6..=8).contains(&c))
    };
    let mut s = format!("{n} {n}\n");
    for r in 0..n {
        for c in 0..n {
            // Playable: black X on the start's colour, white O on the other.
            let black = (r + c) % 2 == 0;
            s.push(match (r + c, black == playable(r, c)) {
                (0, _) => '.',
                (_, true) => 'X',
                (_, false) => 'O',
            });
        }
        s.push('\n');
    }
    let path = (0..rows)
        .flat_map(move |r| (0..n).map(move |c| (r, if r % 2 == 0 { c } else { n - 1 - c })));
    let k = k_max.min((rows * n - 1) / 2);
    let _ = writeln!(s, "{k}");
    for (r, c) in path.skip(1).take(2 * k) {
        let _ = writeln!(s, "{} {}", r + 1, c + 1);
    }
    s
}

/// Library Checker's augmented_cycle shape at size n: left i joined to
/// right i, right i+1 mod n and one random right in max(0, i-2000)..=i;
/// both sides have n + n/2 vertices (the rest isolated). Vertex labels and
/// edge order are shuffled. `general`: `None` prints the bipartite format
/// `L R M`; `Some((base, k))` one vertex set `N M` with right r renamed
/// L + r, numbered from `base`, and k more edges between neighbours i and
/// i + 1 mod n of one side, each closing a triangle with the vertex of the
/// other side both are joined to.
fn cycle(rng: &mut Rng, n: usize, general: Option<(usize, usize)>) -> String {
    let side = n + n / 2;
    let mut edges = Vec::with_capacity(3 * n);
    for i in 0..n {
        edges.push((i, i));
        edges.push((i, (i + 1) % n));
        let lo = i.saturating_sub(2000);
        edges.push((i, lo + rng.below(i - lo + 1)));
    }
    rng.shuffle(&mut edges);
    let mut s = String::with_capacity(16 * (edges.len() + 1));
    match general {
        None => {
            let mut left: Vec<usize> = (0..side).collect();
            let mut right: Vec<usize> = (0..side).collect();
            rng.shuffle(&mut left);
            rng.shuffle(&mut right);
            let _ = writeln!(s, "{side} {side} {}", edges.len());
            for (l, r) in edges {
                let _ = writeln!(s, "{} {}", left[l], right[r]);
            }
        }
        Some((base, k)) => {
            let mut label: Vec<usize> = (base..base + 2 * side).collect();
            rng.shuffle(&mut label);
            let mut pairs: Vec<(usize, usize)> = edges
                .into_iter()
                .map(|(l, r)| (label[l], label[side + r]))
                .collect();
            if k > 0 {
                for _ in 0..k {
                    let i = rng.below(n);
                    let at = if rng.below(2) == 0 { 0 } else { side };
                    pairs.push((label[at + i], label[at + (i + 1) % n]));
                }
                rng.shuffle(&mut pairs);
            }
            let _ = writeln!(s, "{} {}", 2 * side, pairs.len());
            for (u, v) in pairs {
                let _ = writeln!(s, "{u} {v}");
            }
        }
    }
    s
}

fn dag(rng: &mut Rng, n: usize, m: usize, k: usize, chain: bool) -> String {
    // label[i]: the node number of the i-th node in topological order.
    let mut label: Vec<usize> = (1..=n).collect();
    if !chain {
        rng.shuffle(&mut label);
    }
    let mut s = String::with_capacity(16 * (m + k));
    let _ = writeln!(s, "{n} {m} {k}");
    for e in 0..m {
        let (u, v) = if chain && e + 1 < n {
            (e, e + 1)
        } else {
            forward_pair(rng, n)
        };
        let _ = writeln!(s, "{} {}", label[u], label[v]);
    }
    for i in 0..k {
        let sep = if i + 1 == k { '\n' } else { ' ' };
        let _ = write!(s, "{}{sep}", 1 + rng.below(n));
    }
    s
}

/// A random pair u < v (needs n >= 2).
fn forward_pair(rng: &mut Rng, n: usize) -> (usize, usize) {
    let a = rng.below(n - 1);
    (a, a + 1 + rng.below(n - 1 - a))
}

/// `T`, then T games: `n` and n piles of 1..=max stones.
fn piles(rng: &mut Rng, t: usize, n: usize, max: u64) -> String {
    let mut s = String::with_capacity(t * n * 5);
    let _ = writeln!(s, "{t}");
    for _ in 0..t {
        let _ = writeln!(s, "{n}");
        for i in 0..n {
            let sep = if i + 1 == n { '\n' } else { ' ' };
            let _ = write!(s, "{}{sep}", between(rng, 1, max));
        }
    }
    s
}

/// `g` lines `a b` of lo..=max, then `end`.
fn pairs(rng: &mut Rng, g: usize, lo: u64, max: u64, end: &str) -> String {
    let mut s = String::with_capacity(g * 24);
    for _ in 0..g {
        let _ = writeln!(s, "{} {}", between(rng, lo, max), between(rng, lo, max));
    }
    s + end
}

/// `g` board sizes of 1..=max, one per line, then `0`.
fn play(rng: &mut Rng, g: usize, max: u64) -> String {
    let mut s = String::with_capacity(g * 12);
    for _ in 0..g {
        let _ = writeln!(s, "{}", between(rng, 1, max));
    }
    s + "0\n"
}

/// `cases` test cases of `trees` trees, each `m k` and k edges: a random
/// spanning tree of the m nodes, then random pairs (cycles, repeated
/// edges, loops).
fn christmas(rng: &mut Rng, [cases, trees, m, k]: [usize; 4]) -> String {
    let mut s = String::new();
    for _ in 0..cases {
        let _ = writeln!(s, "{trees}");
        for _ in 0..trees {
            let _ = writeln!(s, "{m} {k}");
            for e in 0..k {
                let (a, b) = if e + 1 < m {
                    (e + 2, 1 + rng.below(e + 1))
                } else {
                    (1 + rng.below(m), 1 + rng.below(m))
                };
                let _ = writeln!(s, "{a} {b}");
            }
        }
    }
    s
}

/// m random edges numbered from `base`. With `[l, r]` and r > 0 the
/// bipartite form: `l r m` and edges from `base..base + l` to `base..base
/// + r`; with `[n, 0]`, one vertex set: `n m` and no edge a loop (n >= 2).
fn graph(rng: &mut Rng, [l, r]: [usize; 2], m: usize, base: usize) -> String {
    let one_set = r == 0;
    let mut s = String::with_capacity(16 * (m + 1));
    if one_set {
        let _ = writeln!(s, "{l} {m}");
    } else {
        let _ = writeln!(s, "{l} {r} {m}");
    }
    for _ in 0..m {
        let (u, v) = if one_set {
            let (u, v) = forward_pair(rng, l);
            if rng.chance(0.5) {
                (u, v)
            } else {
                (v, u)
            }
        } else {
            (rng.below(l), rng.below(r))
        };
        let _ = writeln!(s, "{} {}", u + base, v + base);
    }
    s
}

/// `cases` test cases, each `k` and k move sizes of 1..=max_move, `m`, and m
/// positions of `l` heaps of 0..=max_heap; then `0`.
fn s_nim(
    rng: &mut Rng,
    [cases, k]: [usize; 2],
    max_move: u64,
    [m, l]: [usize; 2],
    max_heap: u64,
) -> String {
    let mut s = String::new();
    for _ in 0..cases {
        let moves: Vec<String> = (0..k)
            .map(|_| between(rng, 1, max_move).to_string())
            .collect();
        let _ = writeln!(s, "{k} {}", moves.join(" "));
        let _ = writeln!(s, "{m}");
        for _ in 0..m {
            let heaps: Vec<String> = (0..l)
                .map(|_| between(rng, 0, max_heap).to_string())
                .collect();
            let _ = writeln!(s, "{l} {}", heaps.join(" "));
        }
    }
    s + "0\n"
}

/// An n x n two-token board with walls where `wall(r, c)`, the tokens on
/// the first free cell from the top-left and the last from the bottom-right.
fn tokens(n: usize, mut wall: impl FnMut(usize, usize) -> bool) -> String {
    let free: Vec<bool> = (0..n * n).map(|x| !wall(x / n, x % n)).collect();
    let mut s = format!("{n} {n}\n");
    for row in free.chunks(n) {
        s.extend(row.iter().map(|&f| if f { '.' } else { '#' }));
        s.push('\n');
    }
    let a = free.iter().position(|&f| f).unwrap_or(0);
    let b = free.iter().rposition(|&f| f).unwrap_or(0);
    let _ = writeln!(s, "{} {} {} {}", a / n + 1, a % n + 1, b / n + 1, b % n + 1);
    s
}

/// A tree on 1..=n (n >= 2): `label[i]` is the vertex at position i of a
/// shuffled order that starts with vertex 1; position i > 0 hangs from
/// position i - 1 (a path) or from a random earlier position.
fn tree(rng: &mut Rng, n: usize, path: bool) -> String {
    if n < 2 {
        usage("a tree needs N >= 2");
    }
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label[1..]);
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|i| {
            let parent = if path { i - 1 } else { rng.below(i) };
            let (a, b) = (label[parent], label[i]);
            if rng.chance(0.5) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    let mut s = String::with_capacity(16 * n);
    let _ = writeln!(s, "{n}");
    for (a, b) in edges {
        let _ = writeln!(s, "{a} {b}");
    }
    s
}
