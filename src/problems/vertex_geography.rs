//! Vertex geography on a general graph: the start vertices from which the
//! player who places the token wins.
//!
//! A puts a token on a vertex; then B and A alternate, B first, moving it
//! along an edge to a vertex not visited before; who cannot move loses. The
//! player to move from `v` (v visited) wins iff `v` lies in every maximum
//! matching: if every maximum matching covers v, the mover keeps moving
//! along one, M, and the opponent always lands on a vertex M covers (else
//! flipping the path played would give a maximum matching missing v); if
//! some maximum matching M misses v, the opponent answers every move along
//! M (a move to a vertex M misses would close an augmenting path). B moves
//! first, so A wins from `v` iff the mover loses there
//! ([`GeneralGraph::mover_wins`] is `false`): iff some maximum matching
//! leaves `v` free, the set D of the Gallai-Edmonds decomposition, read off
//! one run of Edmonds' blossom algorithm
//! ([`GeneralGraph::missed_by_some_max_matching`]).
//!
//! Input: `n m`, then m lines `u v` (1-based). Repeated edges are accepted.
//! The statement promises `u != v`; a loop is rejected as an input error (it
//! could never be a move anyway, since it returns to a visited vertex).
//! Output: `WIN` and every winning start vertex in increasing order, one per
//! line, or `LOSE`. An isolated vertex wins (B cannot move), so `n = 1`
//! gives `WIN` / `1`.
//!
//! Limits: n from 1 to [`MAX_VERTICES`] (the statement's is 2000); m only by
//! the input's length. Sizes whose memory ([`memory_bound`]) the machine
//! does not give are one error line, before anything is allocated:
//! `error: line 1: n = 10000000 vertices and m = 0 edges need about 160 MB
//! of memory, more than this machine gives`.
//!
//! Complexity: that of [`GeneralGraph::max_matching`] plus reading and
//! printing. Times for n = 2000 with m = 200000, and n = 10^5 with
//! m = 3 * 10^5: `BENCHMARKS.md` in the repository, rows `geography-*`.
//!
//! Explain and play: [`winning_start`] and [`winning_move`] give the moves
//! of the same theory, one blossom run per move on the graph that is left
//! (judge sizes included): A puts the token on a vertex some maximum
//! matching misses; from a vertex in every maximum matching M of what is
//! left, the mover goes to its mate in M. `--explain` prints the verdict,
//! the winning starts, a maximum matching that leaves the chosen start free
//! and the answers it gives to B's first moves; `--play` plays A or B.
//!
//! Status: samples and edge cases in `testdata/vertex_geography`; compared
//! with an exhaustive search of the literal game on thousands of random
//! small graphs (`tests/problems/vertex_geography.rs`). The strategy: against every
//! reply of the literal rules on about 4000 graphs of at most 9 vertices
//! (random shapes with blossoms, cycles, complete graphs, flowers),
//! winning moves exactly where the search says the mover wins; on large
//! graphs (up to 2000 vertices and 200000 edges) each winning move checked
//! against the verdict of the position it leaves; explanations and scripted
//! sessions.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/vertex_geography < testdata/vertex_geography/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Vertex geography**
//!
//! A graph: vertices joined by edges. Player A places a token on any vertex.
//! Then B moves first, and the players take turns moving the token along an
//! edge to a vertex it has never been on; the vertex where A placed it counts
//! too.
//!
//! The player who cannot move loses. The answer lists every vertex where A can
//! place the token and then win whatever B does (WIN), or says LOSE when there
//! is none.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::vertex_geography::solve};
//! // A triangle 1-2-3 with a tail 3-4-5: A wins unless the token starts on 4.
//! let answer = solve(&mut Input::new("5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n")).unwrap();
//! assert_eq!(answer, "WIN\n1\n2\n3\n5\n");
//! ```
//!
//! [`GeneralGraph::missed_by_some_max_matching`]: crate::general_matching::GeneralGraph::missed_by_some_max_matching
//! [`GeneralGraph::max_matching`]: crate::general_matching::GeneralGraph::max_matching
//! [`GeneralGraph::mover_wins`]: crate::general_matching::GeneralGraph::mover_wins

use crate::binary::{Batch, Binary};
use crate::general_matching::GeneralGraph;
use crate::input::{plural, vertices, Input, Result};
use crate::output::push_line;

/// The game's theory, in [`strategy::vertex_geography`](crate::strategy::vertex_geography):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::vertex_geography::{winning_move, winning_start, winning_starts};

/// The largest number of vertices accepted.
pub const MAX_VERTICES: usize = 10_000_000;

/// Memory the judge path may hold at once, the input's own bytes aside:
/// [`memory_bound`], checked with [`Input::check_memory`] before the graph
/// is built.
///
/// The bound is `16 n + 32 min(n, 2m) + 40 m` bytes: the matching keeps more
/// for a vertex that has an edge (at most 2m of them), above the measured
/// need (the smallest `ulimit -v` that answers, less the process and the
/// input: `BENCHMARKS.md`, "Memory the machine does not give"). `tests/crate_wide/memory_limit.rs` (full tier) sweeps `ulimit -v` in steps
/// of 1 MiB and finds no limit where the bound passes and the memory then
/// runs out.
pub fn memory_bound(n: usize, m: usize) -> u64 {
    let (n, m) = (n as u64, m as u64);
    16 * n + 32 * n.min(2 * m) + 40 * m
}

/// Reads the graph, with vertices renamed `0..n`.
pub fn read(inp: &mut Input) -> Result<GeneralGraph> {
    let n = inp.usize_in("the number of vertices n", 1, MAX_VERTICES)?;
    let m = inp.u64("the number of edges m")?;
    inp.check_items("m", m, "edge", 2)?;
    // The input has room for the edges: m fits usize.
    let m = m as usize;
    inp.check_memory(
        memory_bound(n, m),
        format_args!("n = {n} {} and m = {m} {}", vertices(n), plural("edge", m)),
    )?;
    let mut g = GeneralGraph::new(n);
    for i in 1..=m {
        let mut end = |which: &str| -> Result<usize> {
            let x = inp.u64(format_args!("the {which} end of edge {i}"))?;
            // usize -> u64 is lossless on every supported target.
            if x == 0 || x > n as u64 {
                return Err(inp.error(format!("edge {i}: vertex {x} is not between 1 and n = {n}")));
            }
            // At most n: it fits usize.
            Ok(x as usize - 1)
        };
        let u = end("first")?;
        let v = end("second")?;
        if u == v {
            return Err(inp.error(format!(
                "edge {i}: a loop at vertex {} (the statement has u != v)",
                u + 1
            )));
        }
        g.add_edge(u, v);
    }
    inp.end()?;
    Ok(g)
}

/// The judge's answer to a whole input: `WIN` and A's winning start
/// vertices (1-based, increasing), one a line, or `LOSE`; an error for bad
/// input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let wins = winning_starts(&read(inp)?);
    if !wins.contains(&true) {
        return Ok("LOSE\n".to_string());
    }
    let mut out = String::from("WIN\n");
    for v in (0..wins.len()).filter(|&v| wins[v]) {
        push_line(&mut out, &[v + 1]);
    }
    Ok(out)
}

/// The binary `vertex_geography`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "vertex_geography",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::vertex_geography::VertexGeography)),
    #[cfg(feature = "play")]
    interactor: None,
};
