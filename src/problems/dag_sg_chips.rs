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
//! Status: the statement's sample; tests/dag_sg_chips.rs checks against an
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
use crate::grundy::{Cycle, Digraph};
use crate::input::{plural, Input, InputError, Result};

/// The largest N accepted: the per-node arrays stay below ~100 MB.
pub const MAX_NODES: usize = 10_000_000;

/// Memory the judge path may hold at once, the input's own bytes aside:
/// [`memory_bound`], checked with [`Input::check_memory`] before the graph
/// is built.
///
/// The bound is `8 N + 20 M` bytes, above the measured need (the smallest
/// `ulimit -v` that answers, less the process and the input: `BENCHMARKS.md`,
/// "Memory the machine does not give"). `tests/memory_limit.rs` (full tier) sweeps `ulimit -v` in steps
/// of 1 MiB and finds no limit where the bound passes and the memory then
/// runs out.
pub fn memory_bound(n: usize, m: usize) -> u64 {
    8 * n as u64 + 20 * m as u64
}

/// A parsed input: the graph (0-based) and the chips' nodes (0-based).
pub struct Setup {
    /// The nodes and edges, an edge `X Y` as `X - 1 -> Y - 1`.
    pub graph: Digraph,
    /// The chips' nodes, in the input's order (repeats allowed).
    pub chips: Vec<u32>,
}

/// Reads `N M K`, the edges and the chips, checking every node number.
pub fn read(inp: &mut Input) -> Result<Setup> {
    let n = inp.usize_in("the number of nodes N", 0, MAX_NODES)?;
    let m = inp.usize_in("the number of edges M", 0, u32::MAX as usize)?;
    let m_at = inp.place();
    let k = inp.usize("the number of chips K")?;
    let k_at = inp.place();
    inp.check_items_at(m_at, "M", m, "edge", 2)?;
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
            let x = inp.usize("the start node X of an edge")?;
            if !node(x) {
                return Err(inp.error(format!(
                    "edge {i} starts at node {x}, but the nodes are 1 to N = {n}"
                )));
            }
            let y = inp.usize("the end node Y of an edge")?;
            if !node(y) {
                return Err(inp.error(format!(
                    "edge {i} points to node {y}, but the nodes are 1 to N = {n}"
                )));
            }
            graph.add_edge(x - 1, y - 1);
            Ok(())
        },
    )?;
    inp.check_items_at(k_at, "K", k, "chip", 1)?;
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
    Ok(Setup { graph, chips })
}

/// Whether the first player wins, or the error for a cycle (naming a node
/// on it and the edge into it that closes it, without a line: [`solve`]
/// gives the edge's line).
pub fn first_player_wins(game: &Setup) -> Result<bool> {
    wins(game).map_err(|c| cycle_error(game, c, None))
}

/// Whether the first player wins, or the cycle the search found.
fn wins(game: &Setup) -> std::result::Result<bool, Cycle> {
    let chips = game.chips.iter().map(|&c| c as usize);
    Ok(game.graph.grundy_of_tokens(chips)? != 0)
}

/// The error for `cycle`: `the graph has a cycle through node 1 (edge 2:
/// 2 -> 1)`, the edge being the first in the input's order that goes into
/// the cycle's node from a node it reaches (so it lies on a cycle), at that
/// edge's line when `inp` holds the input `game` was read from.
///
/// # Complexity
/// O(N + M) time, no recursion; 9 N + 4 M bytes at most, about what the
/// search that found the cycle held (and gave back). Only for the error.
pub(crate) fn cycle_error(game: &Setup, cycle: Cycle, inp: Option<&Input>) -> InputError {
    let w = cycle.vertex;
    let (start, to) = successor_lists(&game.graph);
    // The nodes w reaches.
    let mut reached = vec![false; game.graph.n_vertices()];
    let mut todo = vec![w as u32];
    while let Some(v) = todo.pop() {
        for &x in &to[start[v as usize] as usize..start[v as usize + 1] as usize] {
            if !reached[x as usize] {
                reached[x as usize] = true;
                todo.push(x);
            }
        }
    }
    let edges = game.graph.edges();
    let on_cycle = |&(x, y): &(u32, u32)| y as usize == w && reached[x as usize];
    let i = edges
        .iter()
        .position(on_cycle)
        .expect("a node on a cycle has an edge in from a node it reaches");
    let msg = format!(
        "the graph has a cycle through node {} (edge {}: {} -> {})",
        w + 1,
        i + 1,
        edges[i].0 + 1,
        w + 1
    );
    match inp {
        // `N M K`, then the edges' two numbers each.
        Some(inp) => inp.error_at(inp.place_of_token(3 + 2 * i), msg),
        None => InputError::new(msg),
    }
}

/// The successors of node v (0-based) of `graph` are `to[start[v]..start[v
/// + 1]]`, in the input's order.
fn successor_lists(graph: &Digraph) -> (Vec<u32>, Vec<u32>) {
    let n = graph.n_vertices();
    let edges = graph.edges();
    let mut start = vec![0u32; n + 1];
    for &(x, _) in edges {
        start[x as usize + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut to = vec![0u32; edges.len()];
    for &(x, y) in edges {
        to[fill[x as usize] as usize] = y;
        fill[x as usize] += 1;
    }
    (start, to)
}

/// The graph as successor lists with every node's Grundy value: what a
/// winning move needs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The successors of node v (0-based) are `to[start[v]..start[v + 1]]`.
    start: Vec<u32>,
    pub(crate) to: Vec<u32>,
    /// Each node's Grundy value.
    pub value: Vec<usize>,
}

impl Board {
    /// The successor lists and values of `game`'s graph, or the error for
    /// a cycle that [`first_player_wins`] gives.
    ///
    /// # Complexity
    /// O(N + M).
    pub fn new(game: &Setup) -> Result<Board> {
        Board::build(game).map_err(|c| cycle_error(game, c, None))
    }

    /// [`Board::new`], or the cycle the search found.
    pub(crate) fn build(game: &Setup) -> std::result::Result<Board, Cycle> {
        let value = game.graph.grundy()?;
        let (start, to) = successor_lists(&game.graph);
        Ok(Board { start, to, value })
    }

    /// The successors of node `v` (0-based), in the input's order.
    pub fn successors(&self, v: usize) -> &[u32] {
        &self.to[self.start[v] as usize..self.start[v + 1] as usize]
    }

    /// A winning move with chips on `chips` (0-based nodes, repeats
    /// allowed): `Some((x, y))` slides a chip from node x to its successor
    /// y and leaves the xor of the chips' values 0; `None` when it is 0
    /// already (the player to move loses).
    ///
    /// Sprague-Grundy: [`grundy::winning_component`] picks a chip whose
    /// value g has g ^ X < g, X the xor; by the mex its node has a
    /// successor of value g ^ X.
    ///
    /// # Complexity
    /// O(K + the chosen node's out-degree).
    ///
    /// # Example
    /// ```
    /// use cp_games::{input::Input, problems::dag_sg_chips::{read, Board}};
    /// // 1 -> 2 -> 3, 1 -> 3; chips on 1 and 3: values 2 and 0.
    /// let game = read(&mut Input::new("3 3 2\n1 2\n2 3\n1 3\n1 3\n")).unwrap();
    /// let board = Board::new(&game).unwrap();
    /// assert_eq!(board.value, [2, 1, 0]);
    /// assert_eq!(board.winning_move(&[0, 2]), Some((0, 2))); // 1 to 3
    /// assert_eq!(board.winning_move(&[1, 1]), None);
    /// ```
    ///
    /// [`grundy::winning_component`]: crate::grundy::winning_component
    pub fn winning_move(&self, chips: &[u32]) -> Option<(usize, usize)> {
        let values = chips.iter().map(|&c| self.value[c as usize]);
        let (i, t) = crate::grundy::winning_component(values)?;
        let x = chips[i] as usize;
        let y = self
            .successors(x)
            .iter()
            .find(|&&y| self.value[y as usize] == t);
        Some((
            x,
            *y.expect("the mex has every smaller value among the successors") as usize,
        ))
    }
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
