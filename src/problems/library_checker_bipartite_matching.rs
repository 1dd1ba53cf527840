//! Library Checker "Matching on Bipartite Graph": a maximum matching.
//!
//! Input: `L R M`, then M lines `a b` (0-based, `a < L`, `b < R`).
//! Output: the size `K`, then K lines `c d`, one matched pair each, in
//! increasing order of the left vertex. Any maximum matching is accepted
//! there; this one is [`BipartiteGraph::max_matching`]'s: push-relabel with
//! global relabelling, then Hopcroft-Karp's phases after O(sqrt V)
//! relabellings, O(E sqrt V) in all.
//!
//! Limits: L and R up to [`MAX_SIDE`]; M only by the input's length. Sizes
//! whose memory ([`memory_bound`]) the machine does not give are one error
//! line, before anything is allocated.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/library_checker_bipartite_matching < testdata/library_checker_bipartite_matching/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Maximum bipartite matching**
//!
//! Not a game to play: it finds a maximum matching of a bipartite graph. The
//! graph has L vertices on the left, R on the right, and edges that each join
//! a left vertex to a right one. A matching is a set of edges no two of which
//! share a vertex; the answer is one with as many edges as there can be.
//!
//! Several games here are decided by such matchings: the token games (JSOI
//! 2009 Game, Bunny and Egg, Play a game, the two tokens) are won by whoever
//! can always answer a move along a maximum matching.

use crate::binary::{Batch, Binary};
use crate::input::{plural, vertices, Input, InputError, Result};
use crate::matching::BipartiteGraph;
use crate::output::push_line;

/// The largest number of vertices per side accepted (the judge's is 10^5).
pub const MAX_SIDE: usize = 10_000_000;

/// Memory the judge path may hold at once, the input's own bytes aside:
/// [`memory_bound`], checked with [`Input::check_memory`] before the graph
/// is built.
///
/// The bound is `6 (L + R) + 16 min(L + R, 2M) + 24 M` bytes: the matching
/// keeps more for a vertex that has an edge (at most 2M of them), above
/// the measured need (the smallest `ulimit -v` that answers, less the
/// process and the input: `BENCHMARKS.md`, "Memory the machine does not
/// give"). `tests/crate_wide/memory_limit.rs` (full tier) sweeps
/// `ulimit -v` in steps of 1 MiB and finds no limit where the bound passes
/// and the memory then runs out.
pub fn memory_bound(l: usize, r: usize, m: usize) -> u64 {
    let (v, m) = (l as u64 + r as u64, m as u64);
    6 * v + 16 * v.min(2 * m) + 24 * m
}

/// Reads a graph in the judge's format.
pub fn read(inp: &mut Input) -> Result<BipartiteGraph> {
    let l = inp.usize_in("the number of left vertices L", 0, MAX_SIDE)?;
    let r = inp.usize_in("the number of right vertices R", 0, MAX_SIDE)?;
    let m = inp.u64("the number of edges M")?;
    inp.check_items("M", m, "edge", 2)?;
    // The input has room for the edges: M fits usize.
    let m = m as usize;
    inp.check_memory(
        memory_bound(l, r, m),
        format_args!(
            "L = {l} left and R = {r} right {} and M = {m} {}",
            vertices(r),
            plural("edge", m)
        ),
    )?;
    let mut g = BipartiteGraph::new(l, r);
    // `check_items` has seen room for M edges in the input: the list is
    // at most twice the input's size.
    g.reserve_edges(m);
    inp.read_pairs(
        m,
        &mut g,
        move |g, a, b| {
            let fine = a < l && b < r;
            if fine {
                g.add_edge(a, b);
            }
            fine
        },
        |inp, g, i| {
            // usize -> u64 is lossless on every supported target.
            let a = inp.u64(format_args!("the left end of edge {i}"))?;
            if a >= l as u64 {
                return Err(edge_error(inp, i, "left", a, 'L', l));
            }
            let b = inp.u64(format_args!("the right end of edge {i}"))?;
            if b >= r as u64 {
                return Err(edge_error(inp, i, "right", b, 'R', r));
            }
            // Below L and R: both fit usize.
            g.add_edge(a as usize, b as usize);
            Ok(())
        },
    )?;
    inp.end()?;
    Ok(g)
}

/// `edge i: {side} vertex {v} is not below {name} = {n}`.
#[cold]
#[inline(never)]
fn edge_error(inp: &Input, i: usize, side: &str, v: u64, name: char, n: usize) -> InputError {
    inp.error(format!(
        "edge {i}: {side} vertex {v} is not below {name} = {n}"
    ))
}

/// The judge's answer to a whole input: the size K of a maximum matching,
/// then its K pairs `c d` (0-based) ordered by the left vertex; an error
/// for bad input.
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

/// The binary `library_checker_bipartite_matching`: its judge path.
pub const BINARY: Binary<Batch> = Binary {
    name: "library_checker_bipartite_matching",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: None,
    #[cfg(feature = "play")]
    interactor: None,
};
