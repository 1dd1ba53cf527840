//! Chips on a DAG (AcWing 1319): K chips on the nodes of a directed acyclic
//! graph; a move slides one chip along one out-edge; who cannot move loses.
//!
//! Input: `N M K`, then M edges `X Y` (X -> Y, 1-based, parallel edges
//! allowed), then K chip nodes. Output: `win` if the first player wins, else
//! `lose`.
//!
//! By Sprague-Grundy the chips are a sum of one-chip games, so the first
//! player wins iff the xor of the Grundy values of the chips' nodes is not 0.
//! O(N + M + K) time and memory.
//!
//! Limits: N up to [`MAX_NODES`] (the judge's is 2000), M and K only by the
//! input's length; N = 0, K = 0 (nothing to move: `lose`) and K > N (chips
//! share nodes) are accepted. A node outside 1..=N and a directed cycle
//! anywhere in the graph are errors; the cycle error names a node on it.
//!
//! Status: the statement's sample; tests/dag_sg_chips.rs checks against an
//! exhaustive search over chip positions on thousands of random small DAGs,
//! plus a table of bad inputs.
//!
//! # Example
//! ```
//! use cp_games::{problems::dag_sg_chips::solve, input::Input};
//! // 1 -> 2 -> 3, chips on 1 and 2: values 0 and 1, xor 1.
//! assert_eq!(solve(&mut Input::new("3 2 2\n1 2\n2 3\n1 2\n")).unwrap(), "win\n");
//! let err = solve(&mut Input::new("3 3 1\n1 2\n2 3\n3 2\n1\n")).unwrap_err();
//! assert!(err.to_string().contains("cycle through node"));
//! ```

use crate::grundy::Digraph;
use crate::input::{Input, InputError, Result};

/// The largest N accepted: the per-node arrays stay below ~100 MB.
pub const MAX_NODES: usize = 10_000_000;

/// A parsed input: the graph (0-based) and the chips' nodes (0-based).
pub struct Game {
    pub graph: Digraph,
    pub chips: Vec<u32>,
}

/// Reads `N M K`, the edges and the chips, checking every node number.
pub fn read(inp: &mut Input) -> Result<Game> {
    let n = inp.usize_in("the number of nodes N", 0, MAX_NODES)?;
    let m = inp.usize_in("the number of edges M", 0, u32::MAX as usize)?;
    let k = inp.usize("the number of chips K")?;
    inp.check_items("M", m, "edge", 2)?;
    let mut graph = Digraph::with_capacity(n, m);
    for i in 1..=m {
        let x = inp.usize("the start node X of an edge")?;
        if x == 0 || x > n {
            return Err(inp.error(format!(
                "edge {i} starts at node {x}, but the nodes are 1 to N = {n}"
            )));
        }
        let y = inp.usize("the end node Y of an edge")?;
        if y == 0 || y > n {
            return Err(inp.error(format!(
                "edge {i} points to node {y}, but the nodes are 1 to N = {n}"
            )));
        }
        graph.add_edge(x - 1, y - 1);
    }
    inp.check_items("K", k, "chip", 1)?;
    let mut chips = Vec::with_capacity(k);
    for i in 1..=k {
        let c = inp.usize("the node of a chip")?;
        if c == 0 || c > n {
            return Err(inp.error(format!(
                "chip {i} is on node {c}, but the nodes are 1 to N = {n}"
            )));
        }
        chips.push((c - 1) as u32);
    }
    inp.end()?;
    Ok(Game { graph, chips })
}

/// Whether the first player wins, or the 1-based node of a cycle.
pub fn first_player_wins(game: &Game) -> Result<bool> {
    let chips = game.chips.iter().map(|&c| c as usize);
    let sum = game.graph.grundy_of_tokens(chips).map_err(|c| {
        InputError::new(format!(
            "the graph has a cycle through node {}",
            c.vertex + 1
        ))
    })?;
    Ok(sum != 0)
}

pub fn solve(inp: &mut Input) -> Result<String> {
    let game = read(inp)?;
    let win = first_player_wins(&game)?;
    Ok(if win { "win\n" } else { "lose\n" }.to_string())
}
