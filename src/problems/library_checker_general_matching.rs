//! Library Checker "Matching on General Graph": a maximum matching.
//!
//! Input: `N M`, then M lines `u v` (0-based, `u, v < N`).
//! Output: the size `X`, then X lines `a b`, one matched pair each with
//! `a < b`, in increasing order of `a`. Any maximum matching is accepted
//! there; this one is Edmonds' blossom algorithm's
//! ([`GeneralGraph::max_matching`]), the same for the same input. Where its
//! searches prove slow, the matching goes through a maximum matching of the
//! bipartite double cover (see [`general_matching`]).
//!
//! The judge's graphs have no loops and no repeated edges. A loop is
//! rejected as an input error (it breaks the format's promise, and usually
//! means a misread file); a repeated edge is accepted, as it cannot change
//! a maximum matching.
//!
//! Limits: N up to [`MAX_VERTICES`] (the judge's is 500); M only by the
//! input's length. Sizes whose memory ([`memory_bound`]) the machine does
//! not give are one error line, before anything is allocated.
//!
//! Complexity: that of [`GeneralGraph::max_matching`] plus reading.
//!
//! Status: testdata in `testdata/library_checker_general_matching`; all 12
//! Library Checker inputs, checked as that judge's checker does
//! (`tests/crate_wide/library_checker.rs`).
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/library_checker_general_matching < testdata/library_checker_general_matching/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Maximum matching in a general graph**
//!
//! Not a game to play: it finds a maximum matching of any graph, odd cycles
//! allowed. A matching is a set of edges no two of which share a vertex; the
//! answer is one with as many edges as there can be.
//!
//! Vertex geography, a game here, is decided by such matchings: a start vertex
//! wins for the player who places the token when some maximum matching leaves
//! it out.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::library_checker_general_matching::solve};
//! // A triangle: one edge of it.
//! let answer = solve(&mut Input::new("3 3\n0 1\n1 2\n2 0\n")).unwrap();
//! assert_eq!(answer, "1\n0 1\n");
//! ```
//!
//! [`GeneralGraph::max_matching`]: crate::general_matching::GeneralGraph::max_matching
//! [`general_matching`]: crate::general_matching

use crate::binary::{Batch, Binary};
use crate::general_matching::GeneralGraph;
use crate::input::{plural, vertices, Input, InputError, Result};
use crate::output::push_line;

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

/// Reads a graph in the judge's format.
pub fn read(inp: &mut Input) -> Result<GeneralGraph> {
    let n = inp.usize_in("the number of vertices N", 0, MAX_VERTICES)?;
    let m = inp.u64("the number of edges M")?;
    inp.check_items("M", m, "edge", 2)?;
    // The input has room for the edges: M fits usize.
    let m = m as usize;
    inp.check_memory(
        memory_bound(n, m),
        format_args!("N = {n} {} and M = {m} {}", vertices(n), plural("edge", m)),
    )?;
    let mut g = GeneralGraph::new(n);
    // `check_items` has seen room for M edges in the input: the list is
    // at most twice the input's size.
    g.reserve_edges(m);
    inp.read_pairs(
        m,
        &mut g,
        move |g, u, v| {
            let fine = u < n && v < n && u != v;
            if fine {
                g.add_checked_edge(u, v);
            }
            fine
        },
        |inp, g, i| {
            let u = inp.u64(format_args!("the first end of edge {i}"))?;
            let v = inp.u64(format_args!("the second end of edge {i}"))?;
            // usize -> u64 is lossless on every supported target.
            if u >= n as u64 || v >= n as u64 || u == v {
                return Err(edge_error(inp, i, u, v, n));
            }
            // Below N: both fit usize.
            g.add_checked_edge(u as usize, v as usize);
            Ok(())
        },
    )?;
    inp.end()?;
    Ok(g)
}

/// Why edge `i`, `u v`, is not an edge of a graph on `n` vertices.
#[cold]
#[inline(never)]
fn edge_error(inp: &Input, i: usize, u: u64, v: u64, n: usize) -> InputError {
    let n_wide = n as u64;
    inp.error(if u >= n_wide || v >= n_wide {
        let w = if u >= n_wide { u } else { v };
        format!("edge {i}: vertex {w} is not below N = {n}")
    } else {
        format!("edge {i}: a loop at vertex {u} (the graph has none)")
    })
}

/// The judge's answer to a whole input: the size X of a maximum matching,
/// then its X pairs `a b` (0-based, `a < b`) ordered by `a`; an error for
/// bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let m = read(inp)?.max_matching();
    // Vertices below 10^7 have at most 7 digits: 16 bytes a line at most.
    let mut out = String::with_capacity(16 * (m.size() + 1));
    push_line(&mut out, &[m.size()]);
    for (a, b) in m.pairs() {
        push_line(&mut out, &[a, b]);
    }
    Ok(out)
}

/// The binary `library_checker_general_matching`: its judge path.
pub const BINARY: Binary<Batch> = Binary {
    name: "library_checker_general_matching",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: None,
    #[cfg(feature = "play")]
    interactor: None,
};
