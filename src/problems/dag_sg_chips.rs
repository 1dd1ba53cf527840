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
//! anywhere in the graph are errors; the cycle error names a node on it
//! (`error: the graph has a cycle through node 2`). Sizes whose memory
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
//! # Example
//! ```
//! use cp_games::{problems::dag_sg_chips::solve, input::Input};
//! // 1 -> 2 -> 3, chips on 1 and 2: values 0 and 1, xor 1.
//! assert_eq!(solve(&mut Input::new("3 2 2\n1 2\n2 3\n1 2\n")).unwrap(), "win\n");
//! let err = solve(&mut Input::new("3 3 1\n1 2\n2 3\n3 2\n1\n")).unwrap_err();
//! assert!(err.to_string().contains("cycle through node"));
//! ```

use crate::grundy::Digraph;
use crate::input::{plural, Input, InputError, Result};

/// The largest N accepted: the per-node arrays stay below ~100 MB.
pub const MAX_NODES: usize = 10_000_000;

/// Memory the judge path may hold at once, the input's own bytes aside:
/// [`memory_bound`], checked with [`Input::check_memory`] before the graph
/// is built.
///
/// The bound is `8 N + 20 M` bytes. Measured need, 2026-11-24 (the smallest
/// `ulimit -v` that answers, less the process and the input): about 5
/// bytes per node and 11 to 12 per edge; figures in `BENCHMARKS.md`,
/// "Memory". `tests/memory_limit.rs` (full tier) sweeps `ulimit -v` in steps
/// of 1 MiB and finds no limit where the bound passes and the memory then
/// runs out.
pub fn memory_bound(n: usize, m: usize) -> u64 {
    8 * n as u64 + 20 * m as u64
}

/// A parsed input: the graph (0-based) and the chips' nodes (0-based).
pub struct Game {
    /// The nodes and edges, an edge `X Y` as `X - 1 -> Y - 1`.
    pub graph: Digraph,
    /// The chips' nodes, in the input's order (repeats allowed).
    pub chips: Vec<u32>,
}

/// Reads `N M K`, the edges and the chips, checking every node number.
pub fn read(inp: &mut Input) -> Result<Game> {
    let n = inp.usize_in("the number of nodes N", 0, MAX_NODES)?;
    let m = inp.usize_in("the number of edges M", 0, u32::MAX as usize)?;
    let k = inp.usize("the number of chips K")?;
    inp.check_items("M", m, "edge", 2)?;
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

/// The graph as successor lists with every node's Grundy value: what a
/// winning move needs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The successors of node v (0-based) are `to[start[v]..start[v + 1]]`.
    start: Vec<u32>,
    to: Vec<u32>,
    /// Each node's Grundy value.
    pub value: Vec<usize>,
}

impl Board {
    /// The successor lists and values of `game`'s graph, or the error for
    /// a cycle that [`first_player_wins`] gives.
    ///
    /// # Complexity
    /// O(N + M).
    pub fn new(game: &Game) -> Result<Board> {
        let value = game.graph.grundy().map_err(|c| {
            InputError::new(format!(
                "the graph has a cycle through node {}",
                c.vertex + 1
            ))
        })?;
        let n = game.graph.n_vertices();
        let edges = game.graph.edges();
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
/// error for bad input or a directed cycle (naming a node on it).
pub fn solve(inp: &mut Input) -> Result<String> {
    let game = read(inp)?;
    let win = first_player_wins(&game)?;
    Ok(if win { "win\n" } else { "lose\n" }.to_string())
}

/// A position for `--explain` and `--play`: the board and the chips'
/// nodes, sorted (chips on one node are alike).
#[cfg(feature = "play")]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chips {
    /// The graph and its Grundy values, shared by every position.
    pub board: std::rc::Rc<Board>,
    /// The chips' nodes, sorted.
    pub chips: Vec<u32>,
}

/// The game for `--explain` and `--play`; a move is typed `x y`: slide a
/// chip from node x to node y.
#[cfg(feature = "play")]
pub struct DagChips;

#[cfg(feature = "play")]
impl crate::play::Game for DagChips {
    type Position = Chips;
    type Move = (usize, usize);

    fn read(&self, inp: &mut Input) -> Result<Vec<Chips>> {
        let game = read(inp)?;
        let board = Board::new(&game)?;
        let mut chips = game.chips;
        chips.sort_unstable();
        Ok(vec![Chips {
            board: std::rc::Rc::new(board),
            chips,
        }])
    }

    fn moves(&self, p: &Chips) -> Vec<(usize, usize)> {
        let mut nodes = p.chips.clone();
        nodes.dedup();
        let mut out = Vec::new();
        for x in nodes {
            let mut ys = p.board.successors(x as usize).to_vec();
            ys.sort_unstable();
            ys.dedup();
            out.extend(ys.into_iter().map(|y| (x as usize, y as usize)));
        }
        out
    }

    fn some_move(&self, p: &Chips) -> Option<(usize, usize)> {
        p.chips.iter().find_map(|&x| {
            let y = p.board.successors(x as usize).first()?;
            Some((x as usize, *y as usize))
        })
    }

    fn apply(&self, p: &Chips, &(x, y): &(usize, usize)) -> Chips {
        let mut chips = p.chips.clone();
        let i = chips.binary_search(&(x as u32)).expect("a chip on x");
        chips.remove(i);
        let j = chips.partition_point(|&c| c < y as u32);
        chips.insert(j, y as u32);
        Chips {
            board: p.board.clone(),
            chips,
        }
    }

    fn winning_move(&self, p: &Chips) -> Option<(usize, usize)> {
        p.board.winning_move(&p.chips)
    }

    fn notation(&self) -> &'static str {
        "`x y`: slide a chip from node x to node y"
    }

    fn parse_move(&self, p: &Chips, text: &str) -> std::result::Result<(usize, usize), String> {
        let nums = crate::play::numbers::<usize>(text, "a node number")?;
        let &[x, y] = nums.as_slice() else {
            return Err("type two node numbers: where the chip is and where it goes".to_string());
        };
        let n = p.board.value.len();
        for v in [x, y] {
            if v == 0 || v > n {
                return Err(format!("there is no node {v}: the nodes are 1 to {n}"));
            }
        }
        if p.chips.binary_search(&(x as u32 - 1)).is_err() {
            return Err(format!("no chip is on node {x}"));
        }
        if !p.board.successors(x - 1).contains(&(y as u32 - 1)) {
            return Err(format!("there is no edge from node {x} to node {y}"));
        }
        Ok((x - 1, y - 1))
    }

    fn show_move(&self, _: &Chips, &(x, y): &(usize, usize)) -> String {
        format!("{} {}", x + 1, y + 1)
    }

    fn show(&self, p: &Chips) -> String {
        let b = &p.board;
        let mut out = String::new();
        if b.to.len() <= crate::play::SHOWN {
            let edges: Vec<String> = (0..b.value.len())
                .flat_map(|x| {
                    b.successors(x)
                        .iter()
                        .map(move |&y| format!("{}->{}", x + 1, y + 1))
                })
                .collect();
            out += &format!("Edges: {}\n", edges.join(" "));
        }
        let chips = crate::play::listed(p.chips.iter().map(|&c| (c + 1).to_string()));
        out += &format!("Chips on nodes: {chips}\n");
        out
    }

    fn explain(&self, p: &Chips) -> String {
        let b = &p.board;
        let values: Vec<usize> = p.chips.iter().map(|&c| b.value[c as usize]).collect();
        let x = values.iter().fold(0, |x, &g| x ^ g);
        let mut out = String::from(
            "Each chip is a game of its own. A node's Grundy value is the mex of its \
             successors' values (a sink is worth 0); the player to move wins iff the xor of \
             the chips' values is not 0.\n",
        );
        // Outside the macro's arguments: bundlers that rewrite `crate::`
        // paths (cargo-equip) do not look into them.
        let chips = crate::play::listed(
            p.chips
                .iter()
                .map(|&c| format!("{}:{}", c + 1, b.value[c as usize])),
        );
        out += &format!("Chips ({}), node: value: {chips}\n", p.chips.len());
        out += &format!("Their xor: {x}.\n");
        match b.winning_move(&p.chips) {
            None => {
                out += "The player to move loses: every move changes one value and leaves \
                            a xor other than 0, and the opponent moves back to 0.\n"
            }
            Some((u, v)) => {
                out += &format!(
                    "The player to move wins: slide the chip on node {} (value {}) to node {} \
                     (value {}); the xor becomes 0.\n",
                    u + 1,
                    b.value[u],
                    v + 1,
                    b.value[v]
                )
            }
        }
        out
    }

    fn draw(&self, p: &Chips) -> Option<String> {
        Some(draw_chips(p))
    }
}

/// The most nodes [`DagChips`]' drawing shows; a larger graph is drawn
/// only around the chips.
#[cfg(feature = "play")]
pub const DRAWN_NODES: usize = 150;

/// The most nodes of a large graph drawn around the chips, and the most
/// chips' nodes among them.
#[cfg(feature = "play")]
const AROUND: (usize, usize) = (60, 12);

/// The most edges [`DagChips`]' drawing shows.
#[cfg(feature = "play")]
pub const DRAWN_EDGES: usize = 500;

/// Positions for vertices in layers, layer 0 at the top, for a picture: a
/// layer of more than `per_row` vertices takes several rows, so that the
/// picture stays about `per_row` vertices wide. The vertices of a layer are
/// spread evenly in the order they come in `order` (every vertex once).
/// Returns the centres and the size of the box that holds them (with a
/// margin of 30 units).
///
/// Shared by the drawings of the graph games (`vertex_geography` and
/// `christmas_game` use it too).
#[cfg(feature = "play")]
pub(crate) fn wrapped_layers(
    layer: &[usize],
    order: &[usize],
    per_row: usize,
    (gap_x, gap_y): (f64, f64),
) -> (Vec<(f64, f64)>, (f64, f64)) {
    let per_row = per_row.max(1);
    let depth = layer.iter().max().map_or(0, |d| d + 1);
    let mut count = vec![0usize; depth];
    for &d in layer {
        count[d] += 1;
    }
    // The first row of each layer.
    let mut first_row = vec![0usize; depth + 1];
    for d in 0..depth {
        first_row[d + 1] = first_row[d] + ((count[d] + per_row - 1) / per_row).max(1);
    }
    let widest = (count.iter().map(|&c| c.min(per_row)).max())
        .unwrap_or(1)
        .max(1);
    let width = (widest - 1) as f64 * gap_x + 60.0;
    let height = (first_row[depth].max(1) - 1) as f64 * gap_y + 60.0;
    let mut seen = vec![0usize; depth];
    let mut pos = vec![(0.0, 0.0); layer.len()];
    for &v in order {
        let d = layer[v];
        let k = seen[d];
        seen[d] += 1;
        let (row, at) = (k / per_row, k % per_row);
        let in_row = (count[d] - row * per_row).min(per_row);
        let x = width / 2.0 + (at as f64 - (in_row as f64 - 1.0) / 2.0) * gap_x;
        pos[v] = (x, 30.0 + (first_row[d] + row) as f64 * gap_y);
    }
    (pos, (width, height))
}

/// An order of the vertices, layer by layer, that keeps edges between
/// neighbouring layers short and uncrossed where it can: a few sweeps
/// down and up, each placing a layer's vertices by the mean place of their
/// neighbours in the layer before (the barycentre heuristic).
#[cfg(feature = "play")]
pub(crate) fn barycentric_order(layer: &[usize], edges: &[(usize, usize)]) -> Vec<usize> {
    let k = layer.len();
    let depth = layer.iter().max().map_or(0, |d| d + 1);
    let mut adj = vec![Vec::new(); k];
    for &(i, j) in edges {
        if layer[i].abs_diff(layer[j]) == 1 {
            adj[i].push(j);
            adj[j].push(i);
        }
    }
    let mut by_layer = vec![Vec::new(); depth];
    for v in 0..k {
        by_layer[layer[v]].push(v);
    }
    let mut place = vec![0.0; k];
    let spread = |vs: &[usize], place: &mut Vec<f64>| {
        for (r, &v) in vs.iter().enumerate() {
            place[v] = (r as f64 + 0.5) / vs.len() as f64;
        }
    };
    for vs in &by_layer {
        spread(vs, &mut place);
    }
    for sweep in 0..4 {
        let layers: Vec<usize> = match sweep % 2 {
            0 => (1..depth).collect(),
            _ => (0..depth.saturating_sub(1)).rev().collect(),
        };
        for d in layers {
            let before = if sweep % 2 == 0 { d - 1 } else { d + 1 };
            let key: Vec<(f64, usize)> = by_layer[d]
                .iter()
                .map(|&v| {
                    let near: Vec<f64> = (adj[v].iter())
                        .filter(|&&w| layer[w] == before)
                        .map(|&w| place[w])
                        .collect();
                    match near.len() {
                        0 => (place[v], v),
                        n => (near.iter().sum::<f64>() / n as f64, v),
                    }
                })
                .collect();
            let mut sorted = key;
            sorted.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            by_layer[d] = sorted.into_iter().map(|(_, v)| v).collect();
            spread(&by_layer[d], &mut place);
        }
    }
    by_layer.concat()
}

/// How an edge of a picture runs from the circle of radius `r` around `a`
/// to the one around `b`: straight when that misses the circles around
/// the other `centres`, else bent once to the side where it does (or
/// comes nearest to), within the box `(left, top, right, bottom)`. The
/// points of the line, from circle to circle.
#[cfg(feature = "play")]
pub(crate) fn route(
    a: (f64, f64),
    b: (f64, f64),
    r: f64,
    centres: &[(f64, f64)],
    (left, top, right, bottom): (f64, f64, f64, f64),
) -> Vec<(f64, f64)> {
    let near =
        |p: (f64, f64)| (p.0 - a.0).hypot(p.1 - a.1) < 0.5 || (p.0 - b.0).hypot(p.1 - b.1) < 0.5;
    // How far the path through `points` stays from the other circles.
    let clearance = |points: &[(f64, f64)]| {
        let mut least = f64::INFINITY;
        for &c in centres.iter().filter(|&&c| !near(c)) {
            for w in points.windows(2) {
                least = least.min(to_segment(c, w[0], w[1]));
            }
        }
        least
    };
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy).max(1e-9);
    let (nx, ny) = (-dy / len, dx / len);
    let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let mut best = vec![a, b];
    let mut best_clearance = clearance(&best);
    if best_clearance <= r + 3.0 {
        for k in [1.0, -1.0, 2.0, -2.0, 3.0, -3.0] {
            let bend = (mid.0 + nx * 26.0 * k, mid.1 + ny * 26.0 * k);
            if !(left..=right).contains(&bend.0) || !(top..=bottom).contains(&bend.1) {
                continue;
            }
            let path = vec![a, bend, b];
            let c = clearance(&path);
            if c > best_clearance + 1.0 {
                (best, best_clearance) = (path, c);
            }
            if best_clearance > r + 3.0 {
                break;
            }
        }
    }
    // From circle to circle.
    let last = best.len() - 1;
    best[0] = towards(best[0], best[1], r);
    best[last] = towards(best[last], best[last - 1], r);
    best
}

/// The point `d` units from `p` towards `q`.
#[cfg(feature = "play")]
fn towards(p: (f64, f64), q: (f64, f64), d: f64) -> (f64, f64) {
    let len = (q.0 - p.0).hypot(q.1 - p.1).max(1e-9);
    (p.0 + (q.0 - p.0) * d / len, p.1 + (q.1 - p.1) * d / len)
}

/// The distance from `c` to the segment from `p` to `q`.
#[cfg(feature = "play")]
fn to_segment(c: (f64, f64), p: (f64, f64), q: (f64, f64)) -> f64 {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((c.0 - p.0) * dx + (c.1 - p.1) * dy) / len2).clamp(0.0, 1.0)
    };
    (c.0 - p.0 - t * dx).hypot(c.1 - p.1 - t * dy)
}

/// The line through `points` (from [`route`]): a segment, or a polygon
/// that goes there and back, unfilled.
#[cfg(feature = "play")]
pub(crate) fn polyline(points: &[(f64, f64)]) -> crate::play::svg::Shape {
    use crate::play::svg::Shape;
    match points {
        [p, q] => Shape::line(p.0, p.1, q.0, q.1),
        _ => {
            let mut there_and_back = points.to_vec();
            there_and_back.extend(points[1..points.len() - 1].iter().rev());
            Shape::polygon(&there_and_back).attr("fill", "none")
        }
    }
}

/// The point a fraction `t` of the way along `points`.
#[cfg(feature = "play")]
pub(crate) fn along(points: &[(f64, f64)], t: f64) -> (f64, f64) {
    let lengths: Vec<f64> = (points.windows(2))
        .map(|w| (w[1].0 - w[0].0).hypot(w[1].1 - w[0].1))
        .collect();
    let mut left = t * lengths.iter().sum::<f64>();
    for (w, &l) in points.windows(2).zip(&lengths) {
        if left <= l {
            return towards(w[0], w[1], left);
        }
        left -= l;
    }
    points[points.len() - 1]
}

/// An arrow along `points` (from [`route`]): its shaft, which stops short
/// of the tip, and its head.
#[cfg(feature = "play")]
fn arrow(points: &[(f64, f64)]) -> (crate::play::svg::Shape, crate::play::svg::Shape) {
    use crate::play::svg::Shape;
    let mut shaft = points.to_vec();
    let last = shaft.len() - 1;
    let tip = shaft[last];
    let back = towards(tip, shaft[last - 1], 9.0);
    let (ux, uy) = ((tip.0 - back.0) / 9.0, (tip.1 - back.1) / 9.0);
    shaft[last] = back;
    let head = Shape::polygon(&[
        tip,
        (back.0 - uy * 4.5, back.1 + ux * 4.5),
        (back.0 + uy * 4.5, back.1 - ux * 4.5),
    ])
    .class("edge")
    .attr("fill", "#666");
    (polyline(&shaft).class("edge"), head)
}

/// The nodes [`DagChips`]' drawing shows, increasing, and whether they
/// are the whole graph: every node of a graph of at most [`DRAWN_NODES`]
/// nodes and [`DRAWN_EDGES`] edges; else the winning move's two nodes, the
/// chips' nodes and their successors, at most [`AROUND`] in all.
#[cfg(feature = "play")]
fn drawn_nodes(p: &Chips) -> (Vec<usize>, bool) {
    let b = &p.board;
    let n = b.value.len();
    if n <= DRAWN_NODES && b.to.len() <= DRAWN_EDGES {
        return ((0..n).collect(), true);
    }
    let mut nodes = Vec::new();
    let add = |v: usize, nodes: &mut Vec<usize>| {
        if nodes.len() < AROUND.0 && !nodes.contains(&v) {
            nodes.push(v);
        }
    };
    if let Some((x, y)) = b.winning_move(&p.chips) {
        add(x, &mut nodes);
        add(y, &mut nodes);
    }
    let mut chips = p.chips.clone();
    chips.dedup();
    for &c in &chips {
        if nodes.len() >= AROUND.1 {
            break;
        }
        add(c as usize, &mut nodes);
    }
    let has_chip = |v: usize| p.chips.binary_search(&(v as u32)).is_ok();
    for c in nodes.clone().into_iter().filter(|&c| has_chip(c)) {
        for &y in b.successors(c) {
            if nodes.len() == AROUND.0 {
                break;
            }
            add(y as usize, &mut nodes);
        }
    }
    nodes.sort_unstable();
    (nodes, false)
}

/// The drawing of a position: the graph (or the part around the chips)
/// with every node's Grundy value, the chips, and each chip's moves as
/// thick edges to click, each with a dot that says whether it wins.
#[cfg(feature = "play")]
fn draw_chips(p: &Chips) -> String {
    use crate::play::svg::{Shape, Svg};
    let b = &p.board;
    let (nodes, whole) = drawn_nodes(p);
    let k = nodes.len();
    let at = |v: usize| nodes.binary_search(&v).ok();
    let has_chip = |v: usize| p.chips.binary_search(&(v as u32)).is_ok();
    // The edges drawn, between indices into `nodes`, without repeats: all
    // of them for the whole graph, else the chips' moves.
    let mut edges = Vec::new();
    for (i, &x) in nodes.iter().enumerate() {
        if !whole && !has_chip(x) {
            continue;
        }
        let mut ys = b.successors(x).to_vec();
        ys.sort_unstable();
        ys.dedup();
        edges.extend(ys.iter().filter_map(|&y| Some((i, at(y as usize)?))));
        if edges.len() >= DRAWN_EDGES {
            edges.truncate(DRAWN_EDGES);
            break;
        }
    }
    // Layers by the longest path down to a node with no drawn successor,
    // those at the bottom: every edge points down.
    let mut out_degree = vec![0usize; k];
    let mut preds = vec![Vec::new(); k];
    for &(i, j) in &edges {
        out_degree[i] += 1;
        preds[j].push(i);
    }
    let mut height = vec![0usize; k];
    let mut queue: Vec<usize> = (0..k).filter(|&i| out_degree[i] == 0).collect();
    while let Some(j) = queue.pop() {
        for &i in &preds[j] {
            height[i] = height[i].max(height[j] + 1);
            out_degree[i] -= 1;
            if out_degree[i] == 0 {
                queue.push(i);
            }
        }
    }
    let top = height.iter().copied().max().unwrap_or(0);
    let mut layer: Vec<usize> = height.iter().map(|h| top - h).collect();
    let per_row = 12;
    let mut count = vec![0usize; top + 1];
    for &d in &layer {
        count[d] += 1;
    }
    let rows: usize = (count.iter())
        .map(|c| ((c + per_row - 1) / per_row).max(1))
        .sum();
    let widest = count.iter().copied().max().unwrap_or(1).min(per_row).max(1);
    let gaps = ((360.0 / widest as f64).clamp(64.0, 120.0), 76.0);
    if rows > 12 {
        // A deep graph goes row after row in the layers' order instead,
        // every other row right to left, so that the picture stays about
        // square.
        let mut order: Vec<usize> = (0..k).collect();
        order.sort_by_key(|&i| (layer[i], i));
        let cols = ((k as f64).sqrt().ceil() as usize).max(per_row);
        for (rank, &i) in order.iter().enumerate() {
            layer[i] = rank / cols;
        }
        let (pos, size) = wrapped_layers(&layer, &order, cols, (64.0, 76.0));
        let pos = (0..k)
            .map(|i| match layer[i] % 2 {
                0 => pos[i],
                _ => (size.0 - pos[i].0, pos[i].1),
            })
            .collect();
        return picture(p, &nodes, whole, &edges, pos, size);
    }
    let order = barycentric_order(&layer, &edges);
    let (mut pos, size) = wrapped_layers(&layer, &order, per_row, gaps);
    // Every other layer a little to the right: an edge past a layer then
    // seldom runs through one of its nodes.
    for i in 0..k {
        if layer[i] % 2 == 1 {
            pos[i].0 += gaps.0 / 3.0;
        }
    }
    return picture(
        p,
        &nodes,
        whole,
        &edges,
        pos,
        (size.0 + gaps.0 / 3.0, size.1),
    );

    /// The picture from the nodes' places.
    fn picture(
        p: &Chips,
        nodes: &[usize],
        whole: bool,
        edges: &[(usize, usize)],
        pos: Vec<(f64, f64)>,
        (width, height): (f64, f64),
    ) -> String {
        let b = &p.board;
        let values: Vec<usize> = p.chips.iter().map(|&c| b.value[c as usize]).collect();
        let xor = values.iter().fold(0, |x, &g| x ^ g);
        let mut legend = vec![
            "In each circle its node's number; in blue its Grundy value, the mex of its \
             successors' values."
                .to_string(),
            "Red discs: chips (x k: k chips on a node). A chip's moves are the thick edges: \
             click one;"
                .to_string(),
            "its dot is green when the move leaves a xor of 0 (it wins), red when not.".to_string(),
        ];
        let mut terms: Vec<String> = values.iter().take(12).map(|g| g.to_string()).collect();
        if values.len() > 12 {
            terms.push(format!("... ({} more)", values.len() - 12));
        }
        legend.push(match (values.len(), xor) {
            (0, _) => "No chip: the player to move loses.".to_string(),
            (_, 0) => format!(
                "Xor of the chips' values: {} = 0: the player to move loses.",
                terms.join(" ^ ")
            ),
            (_, x) => format!(
                "Xor of the chips' values: {} = {x}: the player to move wins.",
                terms.join(" ^ ")
            ),
        });
        if !whole {
            legend.push(format!(
                "Drawn: {} of the {} nodes, the chips' and where they can go ({} edges in all).",
                nodes.len(),
                b.value.len(),
                b.to.len()
            ));
        }
        let band = 16.0 * legend.len() as f64 + 12.0;
        let shift = (600.0 - width).max(0.0) / 2.0;
        let width = width.max(600.0);
        let pos: Vec<(f64, f64)> = pos.iter().map(|&(x, y)| (x + shift, y + band)).collect();
        let mut svg = Svg::new(width, height + band);
        for (i, line) in legend.iter().enumerate() {
            svg.add(Shape::text(width / 2.0, 14.0 + 16.0 * i as f64, line).class("label"));
        }
        let radius = 14.0;
        let has_chip = |v: usize| p.chips.binary_search(&(v as u32)).is_ok();
        let mut dots = Vec::new();
        for &(i, j) in edges {
            let (x, y) = (nodes[i], nodes[j]);
            let line = route(
                pos[i],
                pos[j],
                radius,
                &pos,
                (10.0, band, width - 10.0, height + band - 10.0),
            );
            let (shaft, head) = arrow(&line);
            if has_chip(x) {
                let shown = format!("{} {}", x + 1, y + 1);
                let wins = xor ^ b.value[x] ^ b.value[y] == 0;
                let title = format!(
                    "slide a chip from node {} to node {} (value {} to {}): {}",
                    x + 1,
                    y + 1,
                    b.value[x],
                    b.value[y],
                    if wins { "wins" } else { "loses" }
                );
                svg.add(
                    shaft
                        .attr("style", "stroke-width:5")
                        .moves(&shown)
                        .title(&title),
                );
                // A third of the way: next to the chip that moves.
                let mid = along(&line, 0.3);
                dots.push(crate::play::svg::move_dot(
                    mid.0, mid.1, 5.5, wins, &shown, &title,
                ));
            } else {
                svg.add(shaft);
            }
            svg.add(head);
        }
        for dot in dots {
            svg.add(dot);
        }
        for (i, &v) in nodes.iter().enumerate() {
            let (x, y) = pos[i];
            svg.add(Shape::circle(x, y, radius).class("vertex").title(format!(
                "node {}: Grundy value {}",
                v + 1,
                b.value[v]
            )));
            svg.add(Shape::text(x, y, v + 1));
            svg.add(Shape::text(x + 23.0, y, b.value[v]).class("value"));
            let first = p.chips.partition_point(|&c| (c as usize) < v);
            let count = p.chips[first..]
                .iter()
                .take_while(|&&c| c as usize == v)
                .count();
            if count > 0 {
                svg.add(Shape::circle(x - 22.0, y, 6.5).class("chip").title(format!(
                    "{count} chip{} on node {}",
                    if count > 1 { "s" } else { "" },
                    v + 1
                )));
                if count > 1 {
                    svg.add(Shape::text(x - 22.0, y + 15.0, format!("x{count}")).class("count"));
                }
            }
        }
        svg.finish()
    }
}
