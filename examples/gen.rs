//! Deterministic input generators for the benchmarks: each prints one input
//! in a binary's judge format on standard output, the same bytes every run.
//!
//! ```sh
//! cargo run --release --example gen -- jsoi random 1000 > jsoi.in
//! ```
//!
//! Kinds (sizes are arguments):
//! - `jsoi random N`: N x N maze, each cell a wall with probability 0.3;
//! - `jsoi full N`: N x N, no walls;
//! - `jsoi maze N`: N x N perfect maze of one-cell-wide corridors;
//! - `noi snake N K`: N x N board on which every move is possible and the
//!   empty cell snakes row by row; k = min(K, the longest such game);
//! - `dag random N M K`: M random edges u -> v with u < v in a shuffled
//!   numbering, K random chips;
//! - `dag chain N M K`: a path 1 -> 2 -> ... -> N (depth N) plus random
//!   forward edges up to M, K random chips;
//! - `stone T N MAX`: T games of N piles of 1..=MAX stones;
//! - `two_ended T N MAX`: T games of N piles of 1..=MAX stones;
//! - `snim T K S H`: T test cases of S-Nim, each with K move sizes in
//!   1..=S, 100 positions of 100 heaps in 0..=H;
//! - `tokens open N`: N x N, no walls, tokens in opposite corners;
//! - `tokens random N`: N x N maze, each cell a wall with probability 0.3,
//!   tokens on the free cells nearest to two opposite corners;
//! - `tree path N`: a path through the N vertices in a random order, from
//!   vertex 1 at one end (depth N - 1); edges shuffled, random orientations;
//! - `tree random N`: each vertex but the first of a shuffled numbering
//!   hangs from a random earlier one; edges shuffled, random orientations.

use cp_games::rng::Rng;
use std::fmt::Write as _;
use std::io::Write as _;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize| -> usize {
        args.get(i)
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| usage(&format!("argument {i} must be a number")))
    };
    let mut rng = Rng::new(0x6a6d_6573);
    let kind: Vec<&str> = args.iter().take(2).map(String::as_str).collect();
    let out = match kind[..] {
        ["jsoi", "random"] => jsoi(num(2), |_, _| rng.chance(0.3)),
        ["jsoi", "full"] => jsoi(num(2), |_, _| false),
        ["jsoi", "maze"] => jsoi_maze(&mut rng, num(2)),
        ["noi", "snake"] => noi_snake(num(2), num(3)),
        ["dag", "random"] => dag(&mut rng, num(2), num(3), num(4), false),
        ["dag", "chain"] => dag(&mut rng, num(2), num(3), num(4), true),
        ["stone", _] | ["two_ended", _] => piles(&mut rng, num(1), num(2), num(3)),
        ["snim", _] => s_nim(&mut rng, num(1), num(2), num(3), num(4)),
        ["tokens", "open"] => tokens(num(2), |_, _| false),
        ["tokens", "random"] => tokens(num(2), |_, _| rng.chance(0.3)),
        ["tree", "path"] => tree(&mut rng, num(2), true),
        ["tree", "random"] => tree(&mut rng, num(2), false),
        _ => usage("unknown kind"),
    };
    std::io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("write standard output");
}

fn usage(msg: &str) -> ! {
    eprintln!("error: {msg}; see the kinds at the top of examples/gen.rs");
    std::process::exit(1);
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

fn s_nim(rng: &mut Rng, t: usize, k: usize, s_max: usize, h_max: usize) -> String {
    let mut s = String::new();
    for _ in 0..t {
        let sizes = (0..k).map(|_| rng.range(1, s_max).to_string());
        let _ = writeln!(s, "{k} {}\n100", sizes.collect::<Vec<_>>().join(" "));
        for _ in 0..100 {
            let heaps = (0..100).map(|_| rng.range(0, h_max).to_string());
            let _ = writeln!(s, "100 {}", heaps.collect::<Vec<_>>().join(" "));
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

fn noi_snake(n: usize, k_max: usize) -> String {
    let mut s = format!("{n} {n}\n");
    for r in 0..n {
        for c in 0..n {
            s.push(match (r + c) % 2 {
                _ if r + c == 0 => '.',
                0 => 'X',
                _ => 'O',
            });
        }
        s.push('\n');
    }
    let path =
        (0..n).flat_map(|r| (0..n).map(move |c| (r, if r % 2 == 0 { c } else { n - 1 - c })));
    let k = k_max.min((n * n - 1) / 2);
    let _ = writeln!(s, "{k}");
    for (r, c) in path.skip(1).take(2 * k) {
        let _ = writeln!(s, "{} {}", r + 1, c + 1);
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

fn piles(rng: &mut Rng, t: usize, n: usize, max: usize) -> String {
    let mut s = String::with_capacity(t * n * 5);
    let _ = writeln!(s, "{t}");
    for _ in 0..t {
        let _ = writeln!(s, "{n}");
        for i in 0..n {
            let sep = if i + 1 == n { '\n' } else { ' ' };
            let _ = write!(s, "{}{sep}", rng.range(1, max));
        }
    }
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
