//! Green Hackenbush: the nim value of a rooted graph.
//!
//! A position is a finite graph, loops and repeated edges allowed, with one
//! vertex on the ground (the root). A move deletes one edge; every edge no
//! longer connected to the root then falls away. The player who cannot move
//! loses. Edges not connected to the root from the start have already
//! fallen: they are worth nothing.
//!
//! Theory (Winning Ways, ch. 7): by the *fusion principle* the vertices of
//! any cycle may be fused into one vertex, its edges becoming loops, without
//! changing the value. Fusing cycle after cycle contracts every
//! 2-edge-connected component to one vertex; what is left is a tree whose
//! edges are the bridges, with loops at its vertices. A loop is worth 1 (a
//! one-edge stalk), and by the *colon principle* a vertex is worth the xor
//! of its branches, a branch through a bridge to child c being worth
//! value(c) + 1:
//!
//! value(v) = (loops at v mod 2) xor (xor over children c of value(c) + 1).
//!
//! So a stalk of n edges is worth n, a cycle through the root of odd length
//! 1 and of even length 0, and two parallel edges (a 2-cycle) 0.
//!
//! [`value`] takes any graph; [`tree_value`] takes a tree only and needs much
//! less memory (no bridge search: every edge of a tree is a bridge).
//! [`grounded_tree_value`] takes what stands of a tree after cuts (a
//! forest; only the root's tree counts), [`branch_values`] gives the
//! root's children with their values, and [`fusion`] the fused
//! components, bridges and values themselves (for a picture of the
//! theory).
//!
//! A winning move brings the value to 0, or a component of a sum to the
//! value that cancels the others: [`winning_cut`] on any graph,
//! [`tree_winning_cut`] on a tree, walking down from the root: at a vertex
//! worth g that must become worth t < g, with d = g ^ t, a branch whose
//! term x = value + 1 has x ^ d < x is cut off (x ^ d = 0) or brought to
//! (x ^ d) - 1 itself.
//!
//! n is the number of vertices and m the number of edges. Complexity:
//! O(n + m) time and memory; bridges are found by an iterative depth-first
//! search, trees are peeled leaf by leaf (no recursion: a path of 10^6
//! edges is fine).
//!
//! Status: unit tests below: known values (stalks, loops, cycles, repeated
//! edges, disconnected parts), and Grundy values by exhaustive search of the
//! literal game (every edge subset reachable) on thousands of random small
//! multigraphs; a 10^6-edge path and cycle; [`tree_value`] against [`value`]
//! on thousands of random trees (up to 300 vertices, any root), and on
//! paths of 10^6 vertices against their known values.
//! `tests/problems/christmas_game.rs` compares sums of trees with an exhaustive
//! search of the whole game, `tests/problems/game_on_tree.rs` [`tree_value`] with an
//! exhaustive search on every tree of up to 9 vertices. [`winning_cut`]
//! and [`tree_winning_cut`] are checked to reach every smaller value (the
//! literal game's value after the cut) on thousands of random multigraphs
//! and trees, cut forests among them; the games' tests play them against
//! every reply.
//!
//! # Example
//! ```
//! use cp_games::hackenbush::value;
//! // A triangle on the root (worth 1) and a stalk of two edges (worth 2).
//! let edges = [(0, 1), (1, 2), (2, 0), (0, 3), (3, 4)];
//! assert_eq!(value(5, 0, &edges), 1 ^ 2);
//! // Two parallel edges: a cycle of length 2, worth 0.
//! assert_eq!(value(2, 0, &[(0, 1), (1, 0)]), 0);
//! ```

use crate::tree::Tree;

const NONE: usize = usize::MAX;

/// The Green Hackenbush value of the graph on vertices `0..n` with the
/// given edges (loops and repeated edges allowed), grounded at `root`.
/// Parts not connected to `root` count for nothing.
///
/// # Panics
/// If `root` or an edge's endpoint is not below `n`.
///
/// # Complexity
/// O(n + m).
pub fn value(n: usize, root: usize, edges: &[(usize, usize)]) -> u64 {
    Fused::new(n, root, edges).val[root]
}

/// A graph's bridges and fused components, as [`value`] finds them.
struct Fused {
    /// The search tree: parent, the edge to it, and whether that edge is a
    /// bridge; `NONE` for the root and the vertices away from it.
    parent: Vec<usize>,
    parent_edge: Vec<usize>,
    bridge_above: Vec<bool>,
    /// The vertices reached from the root, parents first.
    preorder: Vec<usize>,
    /// The top vertex of each vertex's 2-edge-connected component.
    head: Vec<usize>,
    /// At a head: the value of its component with everything above it.
    val: Vec<u64>,
}

impl Fused {
    fn new(n: usize, root: usize, edges: &[(usize, usize)]) -> Fused {
        assert!(root < n, "root {root} is not a vertex of a graph on {n}");
        // Adjacency in CSR form: (neighbour, edge id) for every non-loop edge
        // end; loops are only counted.
        let mut start = vec![0usize; n + 1];
        let mut loops = vec![0u64; n];
        for &(u, v) in edges {
            assert!(u < n && v < n, "edge ({u}, {v}) leaves the graph on {n}");
            if u == v {
                loops[u] += 1;
            } else {
                start[u + 1] += 1;
                start[v + 1] += 1;
            }
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut adj = vec![(0usize, 0usize); start[n]];
        for (e, &(u, v)) in edges.iter().enumerate() {
            if u != v {
                adj[fill[u]] = (v, e);
                fill[u] += 1;
                adj[fill[v]] = (u, e);
                fill[v] += 1;
            }
        }

        // Iterative depth-first search from the root for the bridges. tin: the
        // discovery time; low: the least discovery time reachable from the
        // subtree through one non-tree edge. Only the tree edge itself (by id)
        // is skipped, so a repeated edge back to the parent is a cycle.
        let mut tin = vec![NONE; n];
        let mut low = vec![0usize; n];
        let mut parent = vec![NONE; n];
        let mut parent_edge = vec![NONE; n];
        let mut bridge_above = vec![false; n];
        let mut next = start.clone(); // next adjacency entry to look at
        let mut preorder = Vec::new();
        let mut stack = vec![root];
        tin[root] = 0;
        low[root] = 0;
        preorder.push(root);
        while let Some(&v) = stack.last() {
            if next[v] < start[v + 1] {
                let (w, e) = adj[next[v]];
                next[v] += 1;
                if e == parent_edge[v] {
                    continue;
                }
                if tin[w] == NONE {
                    tin[w] = preorder.len();
                    low[w] = tin[w];
                    parent[w] = v;
                    parent_edge[w] = e;
                    preorder.push(w);
                    stack.push(w);
                } else {
                    low[v] = low[v].min(tin[w]);
                }
            } else {
                stack.pop();
                let p = parent[v];
                if p != NONE {
                    low[p] = low[p].min(low[v]);
                    bridge_above[v] = low[v] > tin[p];
                }
            }
        }

        // Each 2-edge-connected component is a subtree of the search tree cut
        // at bridges; it is named by its top vertex (`head`). Its non-bridge
        // edges, fused into loops at one vertex, are worth their count mod 2.
        let mut head = vec![NONE; n];
        for &v in &preorder {
            head[v] = if v == root || bridge_above[v] {
                v
            } else {
                head[parent[v]]
            };
        }
        let mut val = vec![0u64; n];
        for &v in &preorder {
            val[head[v]] ^= loops[v] & 1;
        }
        for (e, &(u, v)) in edges.iter().enumerate() {
            let is_bridge = |w: usize| parent_edge[w] == e && bridge_above[w];
            if u != v && head[u] != NONE && !is_bridge(u) && !is_bridge(v) {
                val[head[u]] ^= 1;
            }
        }
        // Children come after their parents in preorder: in reverse, each
        // component's value is final before it is added to its parent's.
        for &v in preorder.iter().rev() {
            if v != root && head[v] == v {
                val[head[parent[v]]] ^= val[v] + 1;
            }
        }
        Fused {
            parent,
            parent_edge,
            bridge_above,
            preorder,
            head,
            val,
        }
    }
}

/// A graph fused as [`value`] fuses it, for a picture of the theory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fusion {
    /// For each vertex, the top vertex (the nearest to the root) of its
    /// 2-edge-connected component, `None` for a vertex away from the root.
    pub head: Vec<Option<usize>>,
    /// For each edge, whether it is a bridge (a loop never is; an edge away
    /// from the root neither).
    pub bridge: Vec<bool>,
    /// For each head, the value of its component (its edges fused into
    /// loops) with everything above it; 0 elsewhere. The root's is the
    /// graph's value.
    pub value: Vec<u64>,
}

/// The graph's 2-edge-connected components, bridges and values as
/// [`value`] finds them: each component fuses into one vertex (its head)
/// with its edges as loops, and the bridges make a tree of them.
///
/// # Panics
/// As [`value`].
///
/// # Complexity
/// O(n + m).
///
/// # Example
/// ```
/// use cp_games::hackenbush::fusion;
/// // A triangle 0-1-2 on the root and a stalk 1-3 on it.
/// let f = fusion(4, 0, &[(0, 1), (1, 2), (2, 0), (1, 3)]);
/// assert_eq!(f.head, [Some(0), Some(0), Some(0), Some(3)]);
/// assert_eq!(f.bridge, [false, false, false, true]);
/// // Three loops (worth 1) and the stalk (worth 1): 1 ^ (0 + 1) = 0.
/// assert_eq!((f.value[0], f.value[3]), (0, 0));
/// ```
pub fn fusion(n: usize, root: usize, edges: &[(usize, usize)]) -> Fusion {
    let f = Fused::new(n, root, edges);
    let mut bridge = vec![false; edges.len()];
    for w in 0..n {
        if f.bridge_above[w] && f.parent_edge[w] != NONE {
            bridge[f.parent_edge[w]] = true;
        }
    }
    Fusion {
        head: f.head.iter().map(|&h| (h != NONE).then_some(h)).collect(),
        bridge,
        value: f.val,
    }
}

/// The Green Hackenbush value of a tree on vertices `0..n` with these
/// `n - 1` edges, grounded at `root`: [`value`] for the case where every
/// edge is a bridge, by the colon principle alone (value(v) = xor over
/// children c of value(c) + 1), with much less memory.
///
/// Leaves are peeled off bottom-up with no rooted adjacency at all: each
/// vertex keeps its degree and the xor of its neighbours' numbers, so a
/// leaf's one remaining neighbour (its parent) is that xor. No recursion
/// and no stack.
///
/// # Panics
/// If the edges are not the `n - 1` edges of a tree on `0..n` (a vertex
/// out of range, a loop, a cycle, a part away from `root`), or `root >= n`.
///
/// # Complexity
/// O(n) time, three words of memory per vertex.
///
/// # Example
/// ```
/// use cp_games::hackenbush::tree_value;
/// // Vertex 1 of the first sample of AtCoder AGC 017 D: 1-2, 2-3, 2-4, 4-5.
/// let edges = [(0, 1), (1, 2), (1, 3), (3, 4)];
/// assert_eq!(tree_value(5, 0, &edges), 1 + (1 ^ 2)); // Alice wins
/// // A path hanging from its middle vertex: two stalks of 2, worth 0.
/// assert_eq!(tree_value(5, 2, &[(0, 1), (1, 2), (2, 3), (3, 4)]), 0);
/// ```
pub fn tree_value(n: usize, root: usize, edges: &[(usize, usize)]) -> u64 {
    assert!(root < n, "root {root} is not a vertex of a graph on {n}");
    assert_eq!(edges.len() + 1, n, "a tree on {n} vertices has n - 1 edges");
    // degree[v] and link[v] (the xor of v's neighbours) count only the
    // edges not yet peeled off; val[v] is the xor of value(c) + 1 over the
    // children c peeled so far.
    let mut degree = vec![0usize; n];
    let mut link = vec![0usize; n];
    for &(u, v) in edges {
        assert!(
            u < n && v < n && u != v,
            "edge ({u}, {v}) is not a tree edge on {n}"
        );
        degree[u] += 1;
        degree[v] += 1;
        link[u] ^= v;
        link[v] ^= u;
    }
    let mut val = vec![0u64; n];
    // A vertex other than the root with one edge left is a leaf: its
    // children are all peeled (its parent keeps the edge to it until then)
    // and that edge goes to its parent. Peeling it may make the parent a
    // leaf, which is peeled next.
    let mut peeled = 0;
    for start in 0..n {
        let mut v = start;
        while v != root && degree[v] == 1 {
            let p = link[v];
            degree[v] = 0;
            degree[p] -= 1;
            link[p] ^= v;
            val[p] ^= val[v] + 1;
            peeled += 1;
            v = p;
        }
    }
    assert_eq!(peeled, n - 1, "the edges do not form a tree");
    val[root]
}

/// A cut that brings the value of the graph (as in [`value`]) to `target`:
/// the index of an edge whose deletion leaves a graph worth `target`, or
/// `None` when `target` is not below the graph's value (a move to any
/// smaller value exists, by the mex; larger ones may not).
///
/// The theory's own path: fuse cycles as [`value`] does, and walk down the
/// tree of fused components from the root. At a component worth g that
/// must become worth t, with d = g ^ t, pick a branch above it whose term
/// x = value + 1 has x ^ d < x: when x ^ d = 0 the cut is the bridge under
/// that branch, otherwise the branch's top must become worth (x ^ d) - 1,
/// and the walk goes on there. When no branch fits, the term to change is
/// the component's own (its edges fused into loops, worth 1): if the
/// component is a loop or a cycle with nothing else hanging from it but its
/// top vertex, the cut is the cycle's middle edge (the two paths left have
/// the same length, worth 0 together); otherwise edges of the component
/// and of what hangs from it are tried, each checked with [`value`]: first
/// the middle edges of its chains (paths between vertices that are not of
/// degree 2, the same cancelling of equal stalks), then all of them. The
/// chosen edge is checked that way in every case.
///
/// # Panics
/// As [`value`].
///
/// # Complexity
/// O(n + m) when the walk ends at a bridge, a loop or such a cycle (every
/// cut in the judge's shapes of POJ 3710, where each cycle meets the rest
/// of its graph at one vertex); otherwise O(n + m) per edge tried: a few
/// when a chain's middle edge works (three paths joining two vertices,
/// 3 * 10^4 edges, a case of `tests/problems/christmas_game.rs`), up to every edge of the part above the component reached in
/// the worst case (quadratic).
///
/// # Example
/// ```
/// use cp_games::hackenbush::{value, winning_cut};
/// // A triangle on the root (worth 1) and a stalk of two edges (worth 2).
/// let edges = [(0, 1), (1, 2), (2, 0), (0, 3), (3, 4)];
/// // To 0: the stalk must go to 1, so its top edge is cut.
/// assert_eq!(winning_cut(5, 0, &edges, 0), Some(4));
/// // To 2: the triangle must go to 0, cut in its middle (edge 1 to 2).
/// assert_eq!(winning_cut(5, 0, &edges, 2), Some(1));
/// assert_eq!(value(5, 0, &[(0, 1), (2, 0), (0, 3), (3, 4)]), 2);
/// assert_eq!(winning_cut(5, 0, &edges, 3), None);
/// ```
pub fn winning_cut(n: usize, root: usize, edges: &[(usize, usize)], target: u64) -> Option<usize> {
    let f = Fused::new(n, root, edges);
    if target >= f.val[root] {
        return None;
    }
    // The heads right above each head, as linked lists.
    let mut first = vec![NONE; n];
    let mut next = vec![NONE; n];
    for &c in f.preorder.iter().rev() {
        if c != root && f.head[c] == c {
            let p = f.head[f.parent[c]];
            next[c] = first[p];
            first[p] = c;
        }
    }
    let (mut h, mut t) = (root, target);
    'down: loop {
        let d = f.val[h] ^ t;
        let mut c = first[h];
        while c != NONE {
            let x = f.val[c] + 1;
            if x ^ d < x {
                if x ^ d == 0 {
                    return Some(f.parent_edge[c]);
                }
                (h, t) = (c, (x ^ d) - 1);
                continue 'down;
            }
            c = next[c];
        }
        break;
    }
    // The part from h up: h's component and what hangs from it.
    let mut part = vec![false; n];
    for &v in &f.preorder {
        part[v] = v == h || (v != root && part[f.parent[v]]);
    }
    let bridge = |e: usize, w: usize| f.parent_edge[w] == e && f.bridge_above[w];
    let below = if h == root { NONE } else { f.parent_edge[h] };
    let in_part: Vec<usize> = (0..edges.len())
        .filter(|&e| e != below && part[edges[e].0] && part[edges[e].1])
        .collect();
    let own: Vec<usize> = in_part
        .iter()
        .copied()
        .filter(|&e| {
            let (u, v) = edges[e];
            f.head[u] == h && (u == v || (!bridge(e, u) && !bridge(e, v)))
        })
        .collect();
    let mut tries = Vec::with_capacity(2 * in_part.len() + 1);
    match cycle_middle(edges, h, &own, &in_part) {
        Some(e) => tries.push(e),
        // Cutting a path between branch points in its middle leaves two
        // stalks of equal length, which cancel: often the cut wanted, so
        // those edges go first.
        None => tries.extend(chain_middles(n, edges, h, &in_part)),
    }
    tries.extend(in_part);
    let works = |e: usize| {
        let rest: Vec<(usize, usize)> = (0..edges.len())
            .filter(|&i| i != e)
            .map(|i| edges[i])
            .collect();
        value(n, root, &rest) == target
    };
    match tries.into_iter().find(|&e| works(e)) {
        Some(e) => Some(e),
        None => unreachable!("no cut reaches {target}, below the value {}", f.val[root]),
    }
}

/// The middle edges (one or two) of every chain among the edges `part`: a
/// path whose inner vertices have two edges each (`h` never inner), or a
/// loop.
fn chain_middles(n: usize, edges: &[(usize, usize)], h: usize, part: &[usize]) -> Vec<usize> {
    let mut adj: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &e in part {
        let (u, v) = edges[e];
        adj[u].push(e);
        adj[v].push(e);
    }
    let inner = |w: usize| w != h && adj[w].len() == 2;
    let mut used = vec![false; edges.len()];
    let mut out = Vec::new();
    for &e in part {
        let (u, v) = edges[e];
        if used[e] || (inner(u) && inner(v)) {
            continue;
        }
        // Walk from the end that is not inner (either, if neither is).
        let start = if inner(u) { v } else { u };
        let mut chain = vec![e];
        used[e] = true;
        let (mut at, mut came) = (start ^ u ^ v, e);
        while inner(at) {
            let next = if adj[at][0] != came {
                adj[at][0]
            } else {
                adj[at][1]
            };
            if used[next] {
                break;
            }
            used[next] = true;
            chain.push(next);
            at ^= edges[next].0 ^ edges[next].1;
            came = next;
        }
        out.push(chain[chain.len() / 2]);
        if chain.len() % 2 == 0 {
            out.push(chain[chain.len() / 2 - 1]);
        }
    }
    out
}

/// The middle edge of the component of head `h` when it is a loop or a
/// cycle, with nothing else in the part above h (`own` its edges, `all`
/// the part's).
fn cycle_middle(edges: &[(usize, usize)], h: usize, own: &[usize], all: &[usize]) -> Option<usize> {
    if own.len() != all.len() {
        return None;
    }
    if let [e] = *own {
        return (edges[e].0 == edges[e].1).then_some(e);
    }
    // A cycle: every vertex has exactly two of its edges, and walking from
    // h along them comes back to h after all of them.
    let mut ends: std::collections::HashMap<usize, Vec<usize>> = std::collections::HashMap::new();
    for &e in own {
        let (u, v) = edges[e];
        if u == v {
            return None;
        }
        ends.entry(u).or_default().push(e);
        ends.entry(v).or_default().push(e);
    }
    if ends.values().any(|es| es.len() != 2) || !ends.contains_key(&h) {
        return None;
    }
    let mut walk = Vec::with_capacity(own.len());
    let (mut at, mut came) = (h, NONE);
    loop {
        let es = &ends[&at];
        let e = if es[0] != came { es[0] } else { es[1] };
        walk.push(e);
        at ^= edges[e].0 ^ edges[e].1;
        came = e;
        if at == h {
            break;
        }
    }
    (walk.len() == own.len() && walk.len() % 2 == 1).then(|| walk[walk.len() / 2])
}

/// The tree grounded at `root` among `edges` (a forest: only the root's
/// part counts), and each vertex's value by the colon principle.
fn grounded(n: usize, root: usize, edges: &[(usize, usize)]) -> (Tree, Vec<u64>) {
    let t = Tree::component(n, root, edges);
    let val = t.fold(0u64, |a, b| a ^ b, |g, _, _| g + 1, |g, _| *g);
    (t, val)
}

/// The value of the tree grounded at `root` among these edges, which may
/// be any forest on `0..n`: the edges away from `root`'s tree count for
/// nothing (they have fallen). [`tree_value`] for what is left of a tree
/// after some cuts.
///
/// # Panics
/// If `root` or an endpoint is not below `n`, or `root`'s part has a cycle.
///
/// # Complexity
/// O(n + m) time and memory; a breadth-first order, no recursion.
///
/// # Example
/// ```
/// use cp_games::hackenbush::grounded_tree_value;
/// // Vertex 3 is cut off with its edge to 4.
/// assert_eq!(grounded_tree_value(5, 0, &[(0, 1), (1, 2), (3, 4)]), 2);
/// ```
pub fn grounded_tree_value(n: usize, root: usize, edges: &[(usize, usize)]) -> u64 {
    grounded(n, root, edges).1[root]
}

/// The children of `root` in the tree grounded at it (as in
/// [`grounded_tree_value`]), each with its value: the root is worth the
/// xor of their values + 1.
///
/// # Panics
/// As [`grounded_tree_value`].
///
/// # Complexity
/// O(n + m).
///
/// # Example
/// ```
/// use cp_games::hackenbush::branch_values;
/// // 0-1, 1-2, 0-3: child 1 is worth 1, child 3 is worth 0.
/// assert_eq!(branch_values(4, 0, &[(0, 1), (1, 2), (0, 3)]), [(1, 1), (3, 0)]);
/// ```
pub fn branch_values(n: usize, root: usize, edges: &[(usize, usize)]) -> Vec<(usize, u64)> {
    let (t, val) = grounded(n, root, edges);
    t.children(root).iter().map(|&c| (c, val[c])).collect()
}

/// A cut that brings the value of the tree grounded at `root` (as in
/// [`grounded_tree_value`]) to `target`: the index of the edge to delete,
/// or `None` when `target` is not below the tree's value.
///
/// From the root down: at a vertex worth g that must become worth t, with
/// d = g ^ t, a child c whose term x = value(c) + 1 has x ^ d < x exists
/// (one with d's highest bit); if x ^ d = 0 the edge to c is cut, else c
/// must become worth (x ^ d) - 1 (a smaller value, so the walk ends).
///
/// # Panics
/// As [`grounded_tree_value`].
///
/// # Complexity
/// O(n + m): the values, then one walk down.
///
/// # Example
/// ```
/// use cp_games::hackenbush::{tree_value, tree_winning_cut};
/// // AGC 017 D's first sample: 1-2, 2-3, 2-4, 4-5 is worth 1 + (1 ^ 2) = 4.
/// let edges = [(0, 1), (1, 2), (1, 3), (3, 4)];
/// // To 0: the edge 1-2 itself.
/// assert_eq!(tree_winning_cut(5, 0, &edges, 0), Some(0));
/// // To 1: vertex 2 must become worth 0: the branches 1 and 2 above it
/// // become 1 and 1, so the edge 4-5 is cut.
/// assert_eq!(tree_winning_cut(5, 0, &edges, 1), Some(3));
/// assert_eq!(tree_value(4, 0, &edges[..3]), 1);
/// ```
pub fn tree_winning_cut(
    n: usize,
    root: usize,
    edges: &[(usize, usize)],
    target: u64,
) -> Option<usize> {
    let (tree, val) = grounded(n, root, edges);
    if target >= val[root] {
        return None;
    }
    let (mut v, mut t) = (root, target);
    'down: loop {
        let d = val[v] ^ t;
        for &c in tree.children(v) {
            let x = val[c] + 1;
            if x ^ d < x {
                if x ^ d == 0 {
                    return tree.parent_edge(c);
                }
                (v, t) = (c, (x ^ d) - 1);
                continue 'down;
            }
        }
        unreachable!("vertex {v} worth {} has no option worth {t}", val[v]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use std::collections::HashMap;

    /// A stalk of `len` edges 0-1-2-...-len.
    fn path(len: usize) -> Vec<(usize, usize)> {
        (0..len).map(|i| (i, i + 1)).collect()
    }

    /// A cycle through vertex 0 on vertices 0..len.
    fn cycle(len: usize) -> Vec<(usize, usize)> {
        (0..len).map(|i| (i, (i + 1) % len)).collect()
    }

    #[test]
    fn known_values() {
        assert_eq!(value(1, 0, &[]), 0);
        for len in 1..10 {
            assert_eq!(value(len + 1, 0, &path(len)), len as u64, "stalk {len}");
        }
        assert_eq!(value(1, 0, &[(0, 0)]), 1, "a loop");
        assert_eq!(value(1, 0, &[(0, 0), (0, 0)]), 0, "two loops");
        assert_eq!(value(3, 0, &cycle(3)), 1, "a triangle on the root");
        assert_eq!(value(4, 0, &cycle(4)), 0, "a square on the root");
        assert_eq!(value(5, 0, &cycle(5)), 1);
        assert_eq!(value(2, 0, &[(0, 1), (0, 1)]), 0, "a 2-cycle");
        assert_eq!(
            value(2, 0, &[(0, 1), (0, 1), (1, 0)]),
            1,
            "three parallel edges"
        );
        // A stalk with a loop at its top: the top is worth 1, the stalk 2.
        assert_eq!(value(2, 0, &[(0, 1), (1, 1)]), 2);
        // A triangle hanging from the top of a one-edge stalk: 1 + 1.
        assert_eq!(value(4, 0, &[(0, 1), (1, 2), (2, 3), (3, 1)]), 2);
        // Parts away from the root are worth nothing.
        assert_eq!(value(5, 0, &[(0, 1), (2, 3), (3, 4), (4, 4)]), 1);
        // Two branches of value 1 and 2 at the root.
        assert_eq!(value(4, 0, &[(0, 1), (0, 2), (2, 3)]), 3);
        // The root need not be vertex 0.
        assert_eq!(value(3, 2, &[(2, 1), (1, 0)]), 2);
    }

    #[test]
    fn long_paths_and_cycles_need_no_recursion() {
        let n = 1_000_000;
        assert_eq!(value(n + 1, 0, &path(n)), n as u64);
        assert_eq!(value(n, 0, &cycle(n)), 0);
        assert_eq!(value(n + 1, 0, &cycle(n + 1)), 1);
        // A path whose far end carries a triangle: 1 + n.
        let mut edges = path(n);
        edges.extend([(n, n + 1), (n + 1, n + 2), (n + 2, n)]);
        assert_eq!(value(n + 3, 0, &edges), n as u64 + 1);
    }

    /// The Grundy value of the literal game: `alive` is the set of edges
    /// still standing, all connected to the root.
    fn grundy(
        n: usize,
        root: usize,
        edges: &[(usize, usize)],
        alive: u32,
        memo: &mut HashMap<u32, u64>,
    ) -> u64 {
        if let Some(&g) = memo.get(&alive) {
            return g;
        }
        let mut seen = Vec::new();
        for e in 0..edges.len() {
            if alive >> e & 1 == 1 {
                let rest = connected_to_root(n, root, edges, alive & !(1 << e));
                seen.push(grundy(n, root, edges, rest, memo));
            }
        }
        let g = (0..).find(|x| !seen.contains(x)).unwrap();
        memo.insert(alive, g);
        g
    }

    /// The edges of `alive` still connected to the root.
    fn connected_to_root(n: usize, root: usize, edges: &[(usize, usize)], alive: u32) -> u32 {
        let mut reached = vec![false; n];
        reached[root] = true;
        let mut kept = 0;
        loop {
            let before = kept;
            for (e, &(u, v)) in edges.iter().enumerate() {
                if alive >> e & 1 == 1 && (reached[u] || reached[v]) {
                    reached[u] = true;
                    reached[v] = true;
                    kept |= 1 << e;
                }
            }
            if kept == before {
                return kept;
            }
        }
    }

    #[test]
    fn tree_value_agrees_with_value() {
        let mut rng = Rng::new(17);
        assert_eq!(tree_value(1, 0, &[]), 0);
        for case in 0..5000 {
            let n = 1 + rng.below(if case % 10 == 0 { 300 } else { 12 });
            let edges = rng.tree(n);
            let root = rng.below(n);
            assert_eq!(
                tree_value(n, root, &edges),
                value(n, root, &edges),
                "case {case}: n = {n}, root = {root}, edges = {edges:?}"
            );
        }
    }

    #[test]
    fn tree_value_of_long_paths() {
        let n = 1_000_000;
        // A stalk of n edges from its end; arms of a and n - a edges from
        // vertex a.
        assert_eq!(tree_value(n + 1, 0, &path(n)), n as u64);
        for a in [1, 499_999, 500_000] {
            let expected = (a ^ (n - a)) as u64;
            assert_eq!(tree_value(n + 1, a, &path(n)), expected, "root {a}");
        }
    }

    #[test]
    fn tree_value_rejects_graphs_that_are_not_trees() {
        for (n, edges) in [
            (4, vec![(0, 1), (1, 2), (2, 0)]), // a triangle and vertex 3 apart
            (3, vec![(0, 1), (0, 1)]),         // a repeated edge
            (3, vec![(0, 1), (1, 1)]),         // a loop
            (3, vec![(0, 1)]),                 // too few edges
        ] {
            let result = std::panic::catch_unwind(|| tree_value(n, 0, &edges));
            assert!(result.is_err(), "n = {n}, edges = {edges:?}");
        }
    }

    /// The fusion on random multigraphs, against the literal graph: an
    /// edge is a bridge iff cutting it drops other edges (or it is the
    /// root's only link to one of its ends); a vertex's head is reached
    /// from it by edges that are not bridges; the root's value is the
    /// exhaustive search's.
    #[test]
    fn fusion_agrees_with_the_graph() {
        let mut rng = Rng::new(31);
        for case in 0..2000 {
            let n = 1 + rng.below(6);
            let m = rng.below(9);
            let edges: Vec<(usize, usize)> = (0..m).map(|_| (rng.below(n), rng.below(n))).collect();
            let root = rng.below(n);
            let f = fusion(n, root, &edges);
            let all = connected_to_root(n, root, &edges, (1 << m) - 1);
            let g = grundy(n, root, &edges, all, &mut HashMap::new());
            assert_eq!(f.value[root], g, "case {case}: {edges:?}");
            for (e, &(u, v)) in edges.iter().enumerate() {
                let standing = all >> e & 1 == 1;
                let rest = connected_to_root(n, root, &edges, all & !(1 << e));
                // A bridge: something beyond it falls, or it alone held an
                // end up.
                let reached_without = |w: usize| {
                    w == root
                        || (0..m)
                            .any(|i| rest >> i & 1 == 1 && (edges[i].0 == w || edges[i].1 == w))
                };
                let bridge = standing
                    && u != v
                    && (rest != all & !(1 << e) || !reached_without(u) || !reached_without(v));
                assert_eq!(f.bridge[e], bridge, "case {case}: {edges:?}, edge {e}");
                if standing && !f.bridge[e] {
                    assert_eq!(f.head[u], f.head[v], "case {case}: {edges:?}, edge {e}");
                    assert!(f.head[u].is_some());
                }
            }
        }
    }

    #[test]
    fn winning_cuts_reach_every_smaller_value() {
        let mut rng = Rng::new(29);
        let mut cuts = 0;
        for case in 0..2500 {
            let n = 1 + rng.below(6);
            let m = rng.below(10);
            let edges: Vec<(usize, usize)> = (0..m).map(|_| (rng.below(n), rng.below(n))).collect();
            let root = rng.below(n);
            let mut memo = HashMap::new();
            let all = connected_to_root(n, root, &edges, (1 << m) - 1);
            let g = grundy(n, root, &edges, all, &mut memo);
            for t in 0..g + 2 {
                let cut = winning_cut(n, root, &edges, t);
                if t >= g {
                    assert_eq!(cut, None, "case {case}: {edges:?}, target {t}");
                    continue;
                }
                let e = cut.unwrap_or_else(|| panic!("case {case}: {edges:?}, target {t}"));
                assert!(
                    all >> e & 1 == 1,
                    "case {case}: edge {e} has fallen already"
                );
                let rest = connected_to_root(n, root, &edges, all & !(1 << e));
                assert_eq!(
                    grundy(n, root, &edges, rest, &mut memo),
                    t,
                    "case {case}: n = {n}, root = {root}, {edges:?}, cut {e}"
                );
                cuts += 1;
            }
        }
        assert!(cuts > 2000, "{cuts}");
    }

    #[test]
    fn tree_winning_cuts_reach_every_smaller_value() {
        let mut rng = Rng::new(31);
        for case in 0..3000 {
            let n = 1 + rng.below(if case % 10 == 0 { 200 } else { 10 });
            let mut edges = rng.tree(n);
            // Some edges cut off already: a forest, only the root's tree counts.
            if case % 3 == 0 && !edges.is_empty() {
                edges.remove(rng.below(edges.len()));
            }
            let root = rng.below(n);
            let g = grounded_tree_value(n, root, &edges);
            assert_eq!(g, value(n, root, &edges), "case {case}: {edges:?}");
            for t in 0..g + 2 {
                match tree_winning_cut(n, root, &edges, t) {
                    None => assert!(t >= g, "case {case}: {edges:?}, target {t}"),
                    Some(e) => {
                        let mut rest = edges.clone();
                        rest.remove(e);
                        assert_eq!(value(n, root, &rest), t, "case {case}: {edges:?}, cut {e}");
                    }
                }
            }
        }
        // A path of 10^6 vertices from its end: worth n - 1; to 0 cut the first edge,
        // to 5 the sixth.
        let n = 1_000_000;
        let p = path(n - 1);
        assert_eq!(tree_winning_cut(n, 0, &p, 0), Some(0));
        assert_eq!(tree_winning_cut(n, 0, &p, 5), Some(5));
    }

    #[test]
    fn random_multigraphs_against_exhaustive_search() {
        let mut rng = Rng::new(71);
        let mut values_seen = [0usize; 8];
        for case in 0..3000 {
            let n = 1 + rng.below(6);
            let m = rng.below(11);
            let edges: Vec<(usize, usize)> = (0..m).map(|_| (rng.below(n), rng.below(n))).collect();
            let root = rng.below(n);
            let alive = connected_to_root(n, root, &edges, (1 << m) - 1);
            let expected = grundy(n, root, &edges, alive, &mut HashMap::new());
            assert_eq!(
                value(n, root, &edges),
                expected,
                "case {case}: n = {n}, root = {root}, edges = {edges:?}"
            );
            values_seen[expected.min(7) as usize] += 1;
        }
        // Values well beyond 0 and 1 occur, so the test tells them apart.
        assert!(
            values_seen[2..].iter().sum::<usize>() > 300,
            "{values_seen:?}"
        );
    }
}
