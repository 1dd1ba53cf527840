//! Chips on a DAG (AcWing 1319): K chips on the nodes of a directed acyclic
//! graph; a move slides one chip along one out-edge; who cannot move loses.
//!
//! Input: `N M K`, then M edges `X Y` (X -> Y, 1-based, parallel edges
//! allowed), then K chip nodes. Output: `win` if the first player wins, else
//! `lose`.
//!
//! By Sprague-Grundy the chips are a sum of one-chip games: a node's value is
//! the mex of its successors' values, and the first player wins iff the xor of
//! the values of the chips' nodes is not 0. O(N + M + K) time and memory, no
//! recursion. Times at N = 10^6, M = 3 * 10^6: `BENCHMARKS.md` in the
//! repository, rows `dag-random-1e6` and `dag-chain-1e6`.
//!
//! Limits: N up to [`MAX_NODES`] (the judge's is 2000), M and K only by the
//! input's length; N = 0, K = 0 (nothing to move: `lose`) and K > N (chips
//! share nodes) are accepted. A node outside 1..=N and a directed cycle
//! anywhere in the graph are errors; the cycle error names a node on it and
//! the edge into it that closes the cycle, at that edge's line (`error:
//! line 3: the graph has a cycle through node 1 (edge 2: 2 -> 1)`). Sizes
//! whose memory
//! ([`memory_bound`]) the machine does not give are one error line, before
//! anything is allocated (the judge path; `--explain` and `--play` hold
//! more).
//!
//! Status: the statement's sample; tests/problems/dag_sg_chips.rs checks against an
//! exhaustive search over chip positions on thousands of random small DAGs,
//! plus a table of bad inputs.
//!
//! Explain and play: [`Board::winning_move`] takes the chip whose value g
//! has g ^ X < g (X the xor) to a successor of value g ^ X. `--explain`
//! lists the chips' values (the first 40) and their xor and names the move;
//! `--play` takes a move as `x y` (slide a chip from node x to node y).
//! The strategy is played against every reply (the literal game, written
//! in the test) on 3000 random DAGs of up to 7 nodes with 1 to 3 chips,
//! about 28,000 positions; on DAGs of up to 10^5 nodes and a 10^6-node
//! chain the winning move leaves a position the judge path calls lost;
//! explain and scripted sessions have their own tests.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/dag_sg_chips < testdata/dag_sg_chips/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Chips on a DAG**
//!
//! Nodes joined by one-way arrows, with no way to follow the arrows round in a
//! circle. Chips lie on some of the nodes, several on one node if they like.
//!
//! Two players take turns. On your turn you slide one chip along one arrow out
//! of its node.
//!
//! The player who cannot move, because every chip sits on a node with no arrow
//! out, loses. The answer is win when the first player wins, lose when the
//! second does.
//!
//! # Example
//! ```
//! use cp_games::{problems::dag_sg_chips::solve, input::Input};
//! // 1 -> 2 -> 3, chips on 1 and 2: values 0 and 1, xor 1.
//! assert_eq!(solve(&mut Input::new("3 2 2\n1 2\n2 3\n1 2\n")).unwrap(), "win\n");
//! let err = solve(&mut Input::new("3 3 1\n1 2\n2 3\n3 2\n1\n")).unwrap_err();
//! assert_eq!(err.to_string(), "line 4: the graph has a cycle through node 2 (edge 3: 3 -> 2)");
//! ```

use crate::binary::{Batch, Binary};
use crate::grundy::Digraph;
use crate::input::{plural, Input, Result};

/// The game's theory, in [`strategy::dag_sg_chips`](crate::strategy::dag_sg_chips):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::dag_sg_chips::{cycle_error, first_player_wins, wins, Board, Setup};

/// The largest N accepted: the per-node arrays stay below ~100 MB.
pub const MAX_NODES: usize = 10_000_000;

/// Memory the judge path may hold at once, the input's own bytes aside:
/// [`memory_bound`], checked with [`Input::check_memory`] before the graph
/// is built.
///
/// The bound is `8 N + 20 M` bytes, above the measured need (the smallest
/// `ulimit -v` that answers, less the process and the input: `BENCHMARKS.md`,
/// "Memory the machine does not give"). `tests/crate_wide/memory_limit.rs` (full tier) sweeps `ulimit -v` in steps
/// of 1 MiB and finds no limit where the bound passes and the memory then
/// runs out.
pub fn memory_bound(n: usize, m: usize) -> u64 {
    8 * n as u64 + 20 * m as u64
}

/// Reads `N M K`, the edges and the chips, checking every node number.
pub fn read(inp: &mut Input) -> Result<Setup> {
    let n = inp.usize_in("the number of nodes N", 0, MAX_NODES)?;
    // u64, not usize: on a 32-bit target u32::MAX is usize::MAX, no bound.
    let m = inp.u64_in("the number of edges M", 0, u32::MAX.into())?;
    let m_at = inp.place();
    let k = inp.u64("the number of chips K")?;
    let k_at = inp.place();
    inp.check_items_at(m_at, "M", m, "edge", 2)?;
    // The input has room for the edges: M fits usize.
    let m = m as usize;
    inp.check_memory(
        memory_bound(n, m),
        format_args!(
            "N = {n} {} and M = {m} {}",
            plural("node", n),
            plural("edge", m)
        ),
    )?;
    let mut graph = Digraph::with_capacity(n, m);
    let node = |v: usize| (1..=n).contains(&v);
    // usize -> u64 is lossless on every supported target.
    let wide_node = |v: u64| (1..=n as u64).contains(&v);
    inp.read_pairs(
        m,
        &mut graph,
        move |graph, x, y| {
            let fine = node(x) && node(y);
            if fine {
                graph.add_edge(x - 1, y - 1);
            }
            fine
        },
        |inp, graph, i| {
            let x = inp.u64("the start node X of an edge")?;
            if !wide_node(x) {
                return Err(inp.error(format!(
                    "edge {i} starts at node {x}, but the nodes are 1 to N = {n}"
                )));
            }
            let y = inp.u64("the end node Y of an edge")?;
            if !wide_node(y) {
                return Err(inp.error(format!(
                    "edge {i} points to node {y}, but the nodes are 1 to N = {n}"
                )));
            }
            // Both are nodes, at most N: they fit usize.
            graph.add_edge(x as usize - 1, y as usize - 1);
            Ok(())
        },
    )?;
    inp.check_items_at(k_at, "K", k, "chip", 1)?;
    // The input has room for the chips: K fits usize.
    let k = k as usize;
    let mut chips = Vec::with_capacity(k);
    for i in 1..=k {
        let c = inp.u64("the node of a chip")?;
        if !wide_node(c) {
            return Err(inp.error(format!(
                "chip {i} is on node {c}, but the nodes are 1 to N = {n}"
            )));
        }
        chips.push((c - 1) as u32);
    }
    inp.end()?;
    Ok(Setup { graph, chips })
}

/// The judge's answer to a whole input, `win` or `lose` with a newline; an
/// error for bad input or a directed cycle (naming a node on it and an edge
/// into it on the cycle, at that edge's line).
pub fn solve(inp: &mut Input) -> Result<String> {
    let game = read(inp)?;
    let win = wins(&game).map_err(|c| cycle_error(&game, c, Some(inp)))?;
    Ok(if win { "win\n" } else { "lose\n" }.to_string())
}

/// The binary `dag_sg_chips`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "dag_sg_chips",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::dag_sg_chips::DagChips)),
    #[cfg(feature = "play")]
    interactor: None,
};
