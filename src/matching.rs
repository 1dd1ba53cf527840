//! Maximum bipartite matching (push-relabel with global relabelling,
//! guarded by Hopcroft-Karp) and the vertices that lie in every maximum
//! matching. A maximum matching kept maximum while vertices are deleted is
//! in [`decremental`].
//!
//! Vertices are `0..n_left` on the left and `0..n_right` on the right; V is
//! the number of vertices and E the number of edges. Parallel edges are
//! allowed. Nothing is recursive: graphs of 10^6 vertices with augmenting
//! paths of length 10^6 are fine.
//!
//! The algorithms see a graph through the [`Adjacency`] of its sides, so a
//! graph need not be stored: [`BipartiteGraph`] collects edges into
//! compressed adjacency lists ([`Csr`]), while a grid computes the
//! 4-neighbours of a cell when asked ([`GridSide`], one byte per cell). Each
//! algorithm has one implementation, generic over the adjacency.
//!
//! - [`max_matching`] ([`BipartiteGraph::max_matching`]): a greedy start,
//!   then push-relabel: each free left vertex takes the neighbour with the
//!   shortest known alternating path to a free right vertex, displacing its
//!   mate, and a breadth-first search from the free right vertices renews
//!   those lengths after about as much work as it costs. No augmenting path
//!   is searched for as a whole, so graphs whose last augmenting paths are
//!   long and found only by searching nearly everything (Library Checker's
//!   `augmented_cycle` and `unique_matching` families, where Hopcroft-Karp
//!   needs hundreds of phases) cost a few passes over the graph, where
//!   Hopcroft-Karp alone takes twenty times as long (`BENCHMARKS.md`,
//!   "Worst shapes", gives the runs and their commands). After O(sqrt V) of those renewals, Hopcroft-Karp's
//!   phases finish the matching, so the bound is O(E sqrt V) time, O(V)
//!   memory besides the adjacencies.
//! - [`mover_wins`] ([`BipartiteGraph::mover_wins`]): for each vertex,
//!   whether it lies in every maximum matching, as a [`MoverWins`] with one
//!   `Vec<bool>` per side: one maximum matching, then alternating-path
//!   reachability from the free vertices of each side, O(V + E) on top. A
//!   vertex misses some maximum matching iff an even alternating path joins
//!   it to a vertex of its own side that the matching leaves free (Berge);
//!   this is the Dulmage-Mendelsohn split. [`in_every_max_matching`] is the
//!   same answer as a pair `(left, right)`.
//! - [`winning_reply`] ([`BipartiteGraph::winning_reply`]): a winning move
//!   of vertex geography from one vertex, its mate in a maximum matching
//!   when it lies in every one (`None` otherwise): the same matching and
//!   one reachability pass.
//!
//! This is vertex geography on bipartite graphs: the player to move from `v`
//! (token on `v`, visited vertices deleted) wins iff `v` lies in every maximum
//! matching, so `true` in a [`MoverWins`] means both "in every maximum
//! matching" and "the player to move wins from here". The same polarity holds
//! in [`GeneralGraph::mover_wins`] for graphs that are not bipartite, and in
//! the [`geography`] module, which builds the graph from a start position and
//! a move function.
//!
//! Status: stress-tested against brute force over every edge subset of small
//! random graphs (unit tests below), against Kuhn's algorithm on random
//! graphs, and on all 44 Library Checker `bipartitematching` inputs
//! (`tests/crate_wide/library_checker.rs`); [`winning_reply`] against brute force
//! over the edge subsets of 3000 random graphs, its reply checked to leave
//! the opponent lost (unit tests below);
//! the grid adjacency against the stored graph of the same grid on
//! thousands of random small grids (unit tests of `grid`), and through the
//! two grid games against exhaustive search of their literal rules.
//!
//! # Example
//! ```
//! use cp_games::matching::BipartiteGraph;
//! // Left 0 - right 0 - left 1 - right 1: a path with a unique perfect matching.
//! let mut g = BipartiteGraph::new(2, 2);
//! g.add_edge(0, 0);
//! g.add_edge(1, 0);
//! g.add_edge(1, 1);
//! let m = g.max_matching();
//! assert_eq!(m.size(), 2);
//! assert_eq!(m.pairs().collect::<Vec<_>>(), [(0, 0), (1, 1)]);
//! assert_eq!((m.mate_left(1), m.mate_right(1)), (Some(1), Some(1)));
//! // Every vertex is in every maximum matching: the mover wins from each.
//! let wins = g.mover_wins();
//! assert_eq!((wins.left, wins.right), (vec![true; 2], vec![true; 2]));
//! ```
//!
//! [`GridSide`]: super::grid::GridSide
//! [`GeneralGraph::mover_wins`]: super::general_matching::GeneralGraph::mover_wins
//! [`geography`]: super::geography
//! [`decremental`]: super::decremental

/// Vertex numbers as stored: half the memory of `usize`, which matters on
/// grids of 10^6 cells. Each side has fewer than `u32::MAX` vertices.
pub(crate) type V = u32;
pub(crate) const NONE: V = V::MAX;

/// How the algorithms of this module see one side of a bipartite graph:
/// the edges of vertex `u` are read with a cursor, a number that
/// `first_cursor(u)` gives and each `next_edge(u, cursor)` advances.
///
/// A cursor lets a depth-first search stop at an edge and resume there
/// without recursion. [`Csr`] stores the edges (its cursor is an index into
/// them); a side may also compute them on the fly, as [`GridSide`] does for
/// grids.
///
/// Contract: `next_edge(u, c)` is asked only for `u < n_vertices()` and for
/// `c` either `first_cursor(u)` or a cursor it returned for `u`. Walking
/// from `first_cursor(u)` until `None` yields each edge of `u` once, the
/// same every time, to vertices below the other side's `n_vertices()`.
/// Where both sides of a graph are given, they hold the same edges: `r` is
/// a neighbour of `l` exactly as often as `l` is a neighbour of `r`. Each
/// side has fewer than `u32::MAX` vertices.
///
/// [`GridSide`]: super::grid::GridSide
pub trait Adjacency {
    /// The number of vertices on this side.
    fn n_vertices(&self) -> usize;
    /// The cursor before the first edge of vertex `u`.
    fn first_cursor(&self, u: usize) -> usize;
    /// `(w, after)`: the vertex `w` of the other side that the edge of `u`
    /// at `cursor` joins it to, and the cursor after that edge; `None` if
    /// `u` has no edge left.
    fn next_edge(&self, u: usize, cursor: usize) -> Option<(usize, usize)>;

    /// Calls `visit` on the other end of each edge of `u` in cursor order
    /// until it returns `true`; returns whether it did. The default walks
    /// the cursors; an adjacency that computes the edges of a vertex may
    /// override it to compute them once for the whole walk.
    fn find_edge(&self, u: usize, mut visit: impl FnMut(usize) -> bool) -> bool {
        let mut cursor = self.first_cursor(u);
        while let Some((w, after)) = self.next_edge(u, cursor) {
            if visit(w) {
                return true;
            }
            cursor = after;
        }
        false
    }
}

/// The other ends of the edges of `u`.
fn neighbours(adj: &impl Adjacency, u: usize) -> impl Iterator<Item = usize> + '_ {
    let mut cursor = adj.first_cursor(u);
    std::iter::from_fn(move || {
        let (w, after) = adj.next_edge(u, cursor)?;
        cursor = after;
        Some(w)
    })
}

/// A bipartite graph under construction: add edges, then query.
#[derive(Clone, Debug, Default)]
pub struct BipartiteGraph {
    n_left: usize,
    n_right: usize,
    edges: Vec<(V, V)>,
}

/// A maximum matching. When several exist, any one may be returned.
///
/// Stored as one `u32` per vertex (its mate, or a sentinel for none): 4
/// bytes a vertex, 80 MB for 10^7 vertices a side.
///
/// # Example
/// ```
/// use cp_games::matching::BipartiteGraph;
/// // A star: left 0, 1 and 2 all joined to right 0 only.
/// let mut g = BipartiteGraph::new(3, 1);
/// for l in 0..3 {
///     g.add_edge(l, 0);
/// }
/// let m = g.max_matching();
/// assert_eq!(m.size(), 1);
/// let (l, r) = m.pairs().next().unwrap();
/// assert_eq!((m.mate_left(l), m.mate_right(r)), (Some(0), Some(l)));
/// // The other two left vertices stay free.
/// assert_eq!((0..3).filter(|&v| m.mate_left(v).is_none()).count(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching {
    size: usize,
    /// The right vertex matched to each left vertex, or NONE.
    mate_left: Vec<V>,
    /// The left vertex matched to each right vertex, or NONE.
    mate_right: Vec<V>,
}

impl Matching {
    fn new(mate_left: Vec<V>, mate_right: Vec<V>) -> Matching {
        Matching {
            size: mate_left.iter().filter(|&&m| m != NONE).count(),
            mate_left,
            mate_right,
        }
    }

    /// The number of matched pairs.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The right vertex matched to left vertex `l`, if any.
    ///
    /// # Panics
    /// If `l` is not a left vertex.
    pub fn mate_left(&self, l: usize) -> Option<usize> {
        some(self.mate_left[l])
    }

    /// The left vertex matched to right vertex `r`, if any.
    ///
    /// # Panics
    /// If `r` is not a right vertex.
    pub fn mate_right(&self, r: usize) -> Option<usize> {
        some(self.mate_right[r])
    }

    /// The matched pairs `(l, r)`, `l` on the left and `r` on the right, in
    /// increasing order of `l`.
    pub fn pairs(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let mates = self.mate_left.iter().enumerate();
        mates.filter_map(|(l, &r)| some(r).map(|r| (l, r)))
    }
}

/// A stored vertex number as an index, `None` for NONE.
fn some(v: V) -> Option<usize> {
    (v != NONE).then_some(v as usize)
}

/// Which side of the graph a vertex is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The left side: the first index of an edge `(l, r)`.
    Left,
    /// The right side: the second index of an edge `(l, r)`.
    Right,
}

/// For each vertex of a bipartite graph, whether the player to move wins
/// vertex geography with the token on it (the vertex counts as visited):
/// exactly when the vertex lies in every maximum matching. Isolated vertices
/// are `false` (the mover cannot move).
///
/// The complement, "some maximum matching leaves `v` free", is where the
/// player who places the token and lets the other move first wins.
///
/// # Example
/// ```
/// use cp_games::matching::{BipartiteGraph, Side};
/// // A path left 0 - right 0 - left 1: the mover wins only from its middle.
/// let mut g = BipartiteGraph::new(2, 1);
/// g.add_edge(0, 0);
/// g.add_edge(1, 0);
/// let wins = g.mover_wins();
/// assert_eq!(wins.left, [false, false]);
/// assert_eq!(wins.right, [true]);
/// assert!(wins.get(Side::Right, 0) && !wins.get(Side::Left, 1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoverWins {
    /// Per left vertex: in every maximum matching (the mover wins).
    pub left: Vec<bool>,
    /// Per right vertex: in every maximum matching (the mover wins).
    pub right: Vec<bool>,
}

impl MoverWins {
    /// Whether the mover wins from vertex `v` of side `side`.
    ///
    /// # Panics
    /// If `v` is not a vertex of that side.
    pub fn get(&self, side: Side, v: usize) -> bool {
        self.side(side)[v]
    }

    /// The answers for the vertices of one side.
    pub fn side(&self, side: Side) -> &[bool] {
        match side {
            Side::Left => &self.left,
            Side::Right => &self.right,
        }
    }
}

/// One side of a stored graph as adjacency lists in compressed form: the
/// neighbours of `u` are `to[start[u]..start[u + 1]]`; a cursor is an index
/// into `to`.
#[derive(Clone, Debug)]
pub struct Csr {
    pub(crate) start: Vec<usize>,
    pub(crate) to: Vec<V>,
}

impl Csr {
    fn new(n: usize, edges: impl Iterator<Item = (V, V)> + Clone) -> Csr {
        let mut start = vec![0; n + 1];
        for (u, _) in edges.clone() {
            start[u as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut to = vec![0; start[n]];
        for (u, v) in edges {
            let u = u as usize;
            to[fill[u]] = v;
            fill[u] += 1;
        }
        Csr { start, to }
    }
}

impl Adjacency for Csr {
    fn n_vertices(&self) -> usize {
        self.start.len() - 1
    }

    fn first_cursor(&self, u: usize) -> usize {
        self.start[u]
    }

    fn next_edge(&self, u: usize, cursor: usize) -> Option<(usize, usize)> {
        (cursor < self.start[u + 1]).then(|| (self.to[cursor] as usize, cursor + 1))
    }

    fn find_edge(&self, u: usize, mut visit: impl FnMut(usize) -> bool) -> bool {
        self.to[self.start[u]..self.start[u + 1]]
            .iter()
            .any(|&w| visit(w as usize))
    }
}

impl BipartiteGraph {
    /// # Panics
    /// If a side has `u32::MAX` vertices or more.
    pub fn new(n_left: usize, n_right: usize) -> Self {
        assert!(
            n_left < NONE as usize && n_right < NONE as usize,
            "sides of {n_left} and {n_right} vertices: at most {} each",
            NONE - 1
        );
        BipartiteGraph {
            n_left,
            n_right,
            edges: Vec::new(),
        }
    }

    /// Adds a vertex to `side` and returns its number there, so a graph can
    /// grow as it is explored: start from `BipartiteGraph::default()` (no
    /// vertices) when the side sizes are not known in advance.
    ///
    /// # Panics
    /// If the side already has `u32::MAX - 1` vertices.
    ///
    /// # Example
    /// ```
    /// use cp_games::matching::{BipartiteGraph, Side};
    /// let mut g = BipartiteGraph::default();
    /// let l = g.add_vertex(Side::Left);
    /// let r = g.add_vertex(Side::Right);
    /// g.add_edge(l, r);
    /// assert_eq!((g.n_left(), g.n_right(), g.max_matching().size()), (1, 1, 1));
    /// ```
    pub fn add_vertex(&mut self, side: Side) -> usize {
        let n = match side {
            Side::Left => &mut self.n_left,
            Side::Right => &mut self.n_right,
        };
        assert!(
            *n + 1 < NONE as usize,
            "a side holds at most {} vertices",
            NONE - 1
        );
        *n += 1;
        *n - 1
    }

    /// Adds the edge between left vertex `l` and right vertex `r`.
    ///
    /// # Panics
    /// If `l >= n_left` or `r >= n_right`.
    pub fn add_edge(&mut self, l: usize, r: usize) {
        assert!(
            l < self.n_left && r < self.n_right,
            "edge ({l}, {r}) out of range"
        );
        self.edges.push((l as V, r as V));
    }

    /// Makes room for `additional` more edges, so that adding them does not
    /// move the list (a reader that knows the edge count calls this first).
    pub fn reserve_edges(&mut self, additional: usize) {
        self.edges.reserve(additional);
    }

    /// The number of left vertices, numbered `0..n_left`.
    pub fn n_left(&self) -> usize {
        self.n_left
    }

    /// The number of right vertices, numbered `0..n_right`.
    pub fn n_right(&self) -> usize {
        self.n_right
    }

    pub(crate) fn left_csr(&self) -> Csr {
        Csr::new(self.n_left, self.edges.iter().copied())
    }

    pub(crate) fn right_csr(&self) -> Csr {
        Csr::new(self.n_right, self.edges.iter().map(|&(l, r)| (r, l)))
    }

    /// A maximum matching, by push-relabel (see [`max_matching`]).
    ///
    /// Vertices without an edge take no part in the search: besides the 4
    /// bytes of its entry in the result, an isolated vertex costs one pass
    /// over the sides, so huge, mostly empty sides are cheap.
    ///
    /// # Complexity
    /// O(E sqrt V) time, O(V + E) memory.
    pub fn max_matching(&self) -> Matching {
        // The result's arrays first hold the numbers of the vertices with
        // an edge among themselves, then their mates.
        let mut mate_left = vec![NONE; self.n_left];
        let mut mate_right = vec![NONE; self.n_right];
        let used = mark_used(&mut mate_left, self.edges.iter().map(|e| e.0))
            + mark_used(&mut mate_right, self.edges.iter().map(|e| e.1));
        if 2 * used >= self.n_left + self.n_right {
            // Most vertices have an edge: each keeps its number (renaming
            // would cost more than the vertices without an edge do), and
            // the arrays become the mates.
            mate_left.fill(NONE);
            mate_right.fill(NONE);
            let edges = self.edges.iter().copied();
            let (mate_left, mate_right) = maximum_of((mate_left, mate_right), edges);
            return Matching::new(mate_left, mate_right);
        }
        let left = number_marked(&mut mate_left);
        let right = number_marked(&mut mate_right);
        let (used_l, used_r) = {
            let (ml, mr) = (&mate_left, &mate_right);
            let edges = self.edges.iter();
            let renamed = edges.map(|&(l, r)| (ml[l as usize], mr[r as usize]));
            let mates = (vec![NONE; left.len()], vec![NONE; right.len()]);
            maximum_of(mates, renamed)
        };
        for (&l, &r) in left.iter().zip(&used_l) {
            mate_left[l as usize] = if r == NONE { NONE } else { right[r as usize] };
        }
        for (&r, &l) in right.iter().zip(&used_r) {
            mate_right[r as usize] = if l == NONE { NONE } else { left[l as usize] };
        }
        Matching::new(mate_left, mate_right)
    }

    /// For each vertex, whether the player to move wins vertex geography
    /// from it: whether it lies in every maximum matching. See
    /// [`MoverWins`].
    ///
    /// # Complexity
    /// O(E sqrt V) for the matching, then O(V + E).
    pub fn mover_wins(&self) -> MoverWins {
        mover_wins(&self.left_csr(), &self.right_csr())
    }

    /// A winning move of vertex geography from vertex `v` of `side`: the
    /// vertex to move to, or `None` when the mover loses. See
    /// [`winning_reply`].
    ///
    /// # Complexity
    /// O(E sqrt V) for the matching, then O(V + E).
    pub fn winning_reply(&self, side: Side, v: usize) -> Option<usize> {
        winning_reply(&self.left_csr(), &self.right_csr(), side, v)
    }

    /// `(left, right)`: for each vertex, whether it lies in every maximum
    /// matching. Isolated vertices never do. The matching-level name of
    /// [`BipartiteGraph::mover_wins`], as a pair.
    ///
    /// # Complexity
    /// O(E sqrt V) for the matching, then O(V + E).
    pub fn in_every_max_matching(&self) -> (Vec<bool>, Vec<bool>) {
        in_every_max_matching(&self.left_csr(), &self.right_csr())
    }
}

/// Marks (with 0) the vertices that `ends` names, with repeats, in `id`
/// (all `NONE` before), and returns how many were marked.
fn mark_used(id: &mut [V], ends: impl Iterator<Item = V>) -> usize {
    for v in ends {
        id[v as usize] = 0;
    }
    id.iter().filter(|&&x| x == 0).count()
}

/// Numbers the vertices marked by [`mark_used`] 0, 1, ... in increasing
/// order: `id[v]` becomes the number of `v`, and stays NONE for the others.
/// Returns the vertices marked, in that order.
fn number_marked(id: &mut [V]) -> Vec<V> {
    let mut used = Vec::new();
    for (v, x) in id.iter_mut().enumerate() {
        if *x == 0 {
            *x = used.len() as V;
            used.push(v as V);
        }
    }
    used
}

/// A maximum matching of the graph with the edges `edges` (left, right) and
/// as many vertices a side as `mates` has entries (all `NONE`; they become
/// the mates): the left side's lists, a greedy start, and the right side's
/// lists only when the greedy start leaves work.
fn maximum_of(
    mates: (Vec<V>, Vec<V>),
    edges: impl Iterator<Item = (V, V)> + Clone,
) -> (Vec<V>, Vec<V>) {
    let (n_left, n_right) = (mates.0.len(), mates.1.len());
    let left = Csr::new(n_left, edges.clone());
    let (mut mate_l, mut mate_r, roots) = greedy_into(&left, mates);
    if !roots.is_empty() {
        let right = Csr::new(n_right, edges.map(|(l, r)| (r, l)));
        complete(&left, &right, &mut mate_l, &mut mate_r, roots);
    }
    (mate_l, mate_r)
}

/// A maximum matching of the graph with sides `left` and `right` (the same
/// edges seen from each end): a greedy start, then push-relabel with global
/// relabelling; Hopcroft-Karp's phases finish it after O(sqrt V) global
/// relabellings.
///
/// # Panics
/// If a side has `u32::MAX` vertices or more.
///
/// # Complexity
/// O(E sqrt V) time, O(V) memory besides the adjacencies.
pub fn max_matching(left: &impl Adjacency, right: &impl Adjacency) -> Matching {
    let (mate_l, mate_r) = maximum(left, right);
    Matching::new(mate_l, mate_r)
}

/// For each vertex of the graph with sides `left` and `right` (the same
/// edges seen from each end), whether the player to move wins vertex
/// geography from it: whether it lies in every maximum matching. See
/// [`MoverWins`].
///
/// # Panics
/// If a side has `u32::MAX` vertices or more.
///
/// # Complexity
/// O(E sqrt V) for the matching, then O(V + E); O(V) memory besides the
/// adjacencies.
///
/// # Example
/// ```
/// use cp_games::{grid::{Grid, GridSide}, input::Input, matching::mover_wins};
/// // A corridor of three cells: the mover wins only from the middle one.
/// let g = Grid::read(&mut Input::new("...\n"), 1, 3, b".#").unwrap();
/// let [left, right] = g.bipartite_sides(true, |_, _| true);
/// let wins = mover_wins(&left, &right);
/// let v = GridSide::vertex_of;
/// assert!(wins.right[v(1)] && !wins.left[v(0)] && !wins.left[v(2)]);
/// ```
pub fn mover_wins(left: &impl Adjacency, right: &impl Adjacency) -> MoverWins {
    let (mate_l, mate_r) = maximum(left, right);
    MoverWins {
        left: essential(left, &mate_l, &mate_r),
        right: essential(right, &mate_r, &mate_l),
    }
}

/// A winning move of vertex geography with the token on vertex `v` of
/// side `side` (the vertex counts as visited; visited vertices are left out
/// of the graph): the vertex of the other side to move the token to, or
/// `None` when the player to move loses (some maximum matching misses `v`).
///
/// The theory: the mover wins iff `v` lies in every maximum matching. Then
/// the move to `v`'s mate in any maximum matching M wins: M without that
/// pair is a maximum matching of the graph without `v` that leaves the
/// mate free, so from there the opponent loses. One maximum matching and
/// one alternating-reachability pass over `v`'s side answer it.
///
/// # Panics
/// If `v` is not a vertex of `side`; if a side has `u32::MAX` vertices or
/// more.
///
/// # Complexity
/// O(E sqrt V) for the matching, then O(V + E); O(V) memory besides the
/// adjacencies.
///
/// # Example
/// ```
/// use cp_games::matching::{winning_reply, BipartiteGraph, Side};
/// // A path left 0 - right 0 - left 1 - right 1: its one perfect matching
/// // pairs left 0 with right 0 and left 1 with right 1.
/// let mut g = BipartiteGraph::new(2, 2);
/// for (l, r) in [(0, 0), (1, 0), (1, 1)] {
///     g.add_edge(l, r);
/// }
/// assert_eq!(g.winning_reply(Side::Right, 0), Some(0));
/// assert_eq!(g.winning_reply(Side::Left, 1), Some(1));
/// // A longer path left 0 - right 0 - left 1 - right 1 - left 2: from
/// // right 0, both moves win (each leaves the opponent at an end of a path
/// // of odd length, or stuck); the matching decides which is given.
/// let mut g = BipartiteGraph::new(3, 2);
/// for (l, r) in [(0, 0), (1, 0), (1, 1), (2, 1)] {
///     g.add_edge(l, r);
/// }
/// assert!(matches!(g.winning_reply(Side::Right, 0), Some(0 | 1)));
/// // An end of a path of odd length: some maximum matching misses it.
/// assert_eq!(g.winning_reply(Side::Left, 0), None);
/// ```
pub fn winning_reply(
    left: &impl Adjacency,
    right: &impl Adjacency,
    side: Side,
    v: usize,
) -> Option<usize> {
    let (mate_l, mate_r) = maximum(left, right);
    let (essential, mate) = match side {
        Side::Left => (essential(left, &mate_l, &mate_r), &mate_l),
        Side::Right => (essential(right, &mate_r, &mate_l), &mate_r),
    };
    // An essential vertex is matched in every maximum matching.
    essential[v].then(|| mate[v] as usize)
}

/// The `left` half of [`mover_wins`] alone: one pass fewer.
pub(crate) fn mover_wins_left(left: &impl Adjacency, right: &impl Adjacency) -> Vec<bool> {
    let (mate_l, mate_r) = maximum(left, right);
    essential(left, &mate_l, &mate_r)
}

/// `(left, right)`: for each vertex of the graph with sides `left` and
/// `right` (the same edges seen from each end), whether it lies in every
/// maximum matching. Isolated vertices never do. The matching-level name of
/// [`mover_wins`] (same polarity: `true` means the player to move wins), as
/// a pair.
///
/// # Panics
/// If a side has `u32::MAX` vertices or more.
///
/// # Complexity
/// O(E sqrt V) for the matching, then O(V + E); O(V) memory besides the
/// adjacencies.
pub fn in_every_max_matching(
    left: &impl Adjacency,
    right: &impl Adjacency,
) -> (Vec<bool>, Vec<bool>) {
    let MoverWins { left, right } = mover_wins(left, right);
    (left, right)
}

/// `(mate_left, mate_right, roots)`: a greedy matching (each left vertex in
/// turn takes its first free neighbour) and the left vertices it leaves
/// free that have an edge (no other left vertex can ever be matched).
fn greedy(adj: &impl Adjacency, n_right: usize) -> (Vec<V>, Vec<V>, Vec<V>) {
    let n_left = adj.n_vertices();
    assert!(
        n_left < NONE as usize && n_right < NONE as usize,
        "sides of {n_left} and {n_right} vertices: at most {} each",
        NONE - 1
    );
    greedy_into(adj, (vec![NONE; n_left], vec![NONE; n_right]))
}

/// [`greedy`] into the arrays `mates` (all `NONE`, one entry a vertex).
fn greedy_into(adj: &impl Adjacency, mates: (Vec<V>, Vec<V>)) -> (Vec<V>, Vec<V>, Vec<V>) {
    let (mut mate_l, mut mate_r) = mates;
    debug_assert_eq!(mate_l.len(), adj.n_vertices());
    let mut roots: Vec<V> = Vec::new();
    for (l, mate) in mate_l.iter_mut().enumerate() {
        let mut any = false;
        let found = adj.find_edge(l, |r| {
            any = true;
            if mate_r[r] != NONE {
                return false;
            }
            *mate = r as V;
            mate_r[r] = l as V;
            true
        });
        if any && !found {
            roots.push(l as V);
        }
    }
    (mate_l, mate_r, roots)
}

/// A maximum matching of the graph with sides `left` and `right`: a greedy
/// start, then [`push_relabel`] (with Hopcroft-Karp's phases as its guard).
/// Returns `(mate_left, mate_right)` with `NONE` for unmatched vertices.
pub(crate) fn maximum(left: &impl Adjacency, right: &impl Adjacency) -> (Vec<V>, Vec<V>) {
    let (mut mate_l, mut mate_r, roots) = greedy(left, right.n_vertices());
    complete(left, right, &mut mate_l, &mut mate_r, roots);
    (mate_l, mate_r)
}

/// Makes the matching `mate_l`/`mate_r`, whose free left vertices with an
/// edge are among `roots`, maximum: push-relabel, and Hopcroft-Karp's
/// phases for what push-relabel leaves when its work budget runs out.
pub(crate) fn complete(
    left: &impl Adjacency,
    right: &impl Adjacency,
    mate_l: &mut [V],
    mate_r: &mut [V],
    roots: Vec<V>,
) {
    if roots.is_empty() {
        return;
    }
    let v = mate_l.len() + mate_r.len();
    let relabels = 2 * (v as f64).sqrt() as usize + 8;
    if !push_relabel(left, right, mate_l, mate_r, roots, relabels) {
        let roots = (0..mate_l.len() as V)
            .filter(|&l| mate_l[l as usize] == NONE && has_edge(left, l as usize))
            .collect();
        phases(left, mate_l, mate_r, roots);
    }
}

/// Push-relabel for bipartite matching with global relabelling: makes the
/// matching maximum from free left vertices `active`, or returns `false`
/// (a valid, possibly smaller matching) after `max_relabels` global
/// relabellings.
///
/// Each right vertex r has a label `psi[r]`, a lower bound on the length
/// of an alternating path from r to a free right vertex (r, its mate, a
/// neighbour of the mate, ...; counted in right vertices): 0 when r is free,
/// and `psi[r] <= psi[r'] + 1` for every other neighbour r' of r's mate.
/// An active (free) left vertex takes its neighbour r of the smallest label,
/// whose mate, if any, becomes active in its place, and r's label becomes
/// one more than the second smallest around its new mate. A left vertex
/// whose neighbours all have labels of at least `inf` (more than any path
/// can count) has no augmenting path and stays free; labels only grow, so
/// when no vertex is active none has one, and the matching is maximum
/// (Berge). A global relabelling (a breadth-first search from the free right
/// vertices over the right adjacency) sets every label to its exact
/// distance, after about as much pushing work as it costs itself.
///
/// An augmenting path is never searched for as a whole: the labels steer
/// each free vertex towards the nearest free right vertex. On graphs where
/// the last augmenting paths are long and every search for one reaches
/// nearly everything (Library Checker's `augmented_cycle` and
/// `unique_matching`), this is what Hopcroft-Karp's phases and every
/// search-based method pay for again and again.
fn push_relabel(
    left: &impl Adjacency,
    right: &impl Adjacency,
    mate_l: &mut [V],
    mate_r: &mut [V],
    mut active: Vec<V>,
    max_relabels: usize,
) -> bool {
    let n_right = mate_r.len();
    let inf = n_right as V + 1;
    let mut psi = vec![0 as V; n_right];
    let mut queue: Vec<V> = Vec::new();
    // The vertices made active by the current round, handled after it.
    let mut displaced: Vec<V> = Vec::new();
    // Work (edges looked at) since the last global relabelling, and the
    // amount after which the next one is due.
    let (mut work, mut due) = (0, 0);
    let mut relabels = 0;
    loop {
        if work >= due {
            if relabels == max_relabels {
                return false;
            }
            relabels += 1;
            work = 0;
            due = mate_l.len() + n_right;
            psi.fill(inf);
            queue.clear();
            for (r, &m) in mate_r.iter().enumerate() {
                if m == NONE {
                    psi[r] = 0;
                    queue.push(r as V);
                }
            }
            let mut head = 0;
            while head < queue.len() {
                let r = queue[head] as usize;
                head += 1;
                let d = psi[r] + 1;
                right.find_edge(r, |l| {
                    due += 1;
                    let m = mate_l[l];
                    if m != NONE && psi[m as usize] == inf {
                        psi[m as usize] = d;
                        queue.push(m);
                    }
                    false
                });
            }
            due /= 2;
        }
        let Some(l) = active.pop() else {
            if displaced.is_empty() {
                return true;
            }
            std::mem::swap(&mut active, &mut displaced);
            continue;
        };
        let l = l as usize;
        // The neighbours of the smallest and second smallest labels.
        let (mut best, mut first, mut second) = (NONE, inf, inf);
        work += 1;
        left.find_edge(l, |r| {
            work += 1;
            let p = psi[r];
            if p < first {
                (best, first, second) = (r as V, p, first);
            } else if p < second {
                second = p;
            }
            false
        });
        if first >= inf {
            continue;
        }
        let r = best as usize;
        let before = mate_r[r];
        mate_r[r] = l as V;
        mate_l[l] = r as V;
        psi[r] = second.saturating_add(1).min(inf);
        if before != NONE {
            mate_l[before as usize] = NONE;
            displaced.push(before);
        }
    }
}

/// The phases of Hopcroft-Karp from the matching `mate_l`/`mate_r`, whose
/// free left vertices with an edge are among `roots`: makes it maximum.
fn phases(adj: &impl Adjacency, mate_l: &mut [V], mate_r: &mut [V], mut roots: Vec<V>) {
    let n_left = adj.n_vertices();
    // dist[l]: BFS layer of left vertex l in the current phase (NONE: not
    // reached, or found to lead to no augmenting path in this phase). Only
    // the vertices in `queue` have a layer.
    let mut dist = vec![NONE; n_left];
    let mut queue: Vec<V> = Vec::new();
    // next[l]: the cursor at the next edge of l to try in this phase.
    let mut next = vec![0; n_left];
    // The path of a search: left vertices, each with the right vertex whose
    // mate is the next one (or, at the top, the free right vertex found).
    let mut stack: Vec<(V, V)> = Vec::new();
    loop {
        for &l in &queue {
            dist[l as usize] = NONE;
        }
        queue.clear();
        roots.retain(|&l| mate_l[l as usize] == NONE);
        for &l in &roots {
            dist[l as usize] = 0;
            queue.push(l);
        }
        let mut found = false;
        let mut head = 0;
        while head < queue.len() {
            let l = queue[head] as usize;
            head += 1;
            for r in neighbours(adj, l) {
                let m = mate_r[r];
                if m == NONE {
                    found = true;
                } else if dist[m as usize] == NONE {
                    dist[m as usize] = dist[l] + 1;
                    queue.push(m);
                }
            }
        }
        if !found {
            break;
        }
        for &l in &queue {
            next[l as usize] = adj.first_cursor(l as usize);
        }
        for &s in &roots {
            // Depth-first along increasing layers.
            stack.clear();
            stack.push((s, NONE));
            while let Some(&(l, _)) = stack.last() {
                let l = l as usize;
                let Some((r, after)) = adj.next_edge(l, next[l]) else {
                    dist[l] = NONE;
                    stack.pop();
                    continue;
                };
                next[l] = after;
                let (m, top) = (mate_r[r], stack.len() - 1);
                if m == NONE {
                    stack[top].1 = r as V;
                    for &(x, y) in &stack {
                        mate_l[x as usize] = y;
                        mate_r[y as usize] = x;
                    }
                    break;
                }
                if dist[m as usize] != NONE && dist[m as usize] == dist[l] + 1 {
                    stack[top].1 = r as V;
                    stack.push((m, NONE));
                }
            }
        }
    }
}

/// For each vertex of one side (`adj` its adjacency, `mate` its mates,
/// `other` the mates of the other side), whether it lies in every maximum
/// matching: not reachable by an even alternating path from a free vertex
/// of its own side.
fn essential(adj: &impl Adjacency, mate: &[V], other: &[V]) -> Vec<bool> {
    let mut reached: Vec<bool> = mate.iter().map(|&m| m == NONE).collect();
    let mut queue: Vec<V> = (0..mate.len() as V)
        .filter(|&u| reached[u as usize])
        .collect();
    let mut head = 0;
    while head < queue.len() {
        let u = queue[head] as usize;
        head += 1;
        adj.find_edge(u, |w| {
            // The matching is maximum, so w is matched: else u-w augments.
            let x = other[w];
            if x != NONE && !reached[x as usize] {
                reached[x as usize] = true;
                queue.push(x);
            }
            false
        });
    }
    for r in &mut reached {
        *r = !*r;
    }
    reached
}

/// The mate of vertex `v` when it lies in every maximum matching, else
/// `None`: `mate` and `other` are the mates of `v`'s side and of the other
/// side in a maximum matching, `other_adj` the adjacency of the other side.
///
/// `v` misses some maximum matching iff it is free or an even alternating
/// path joins it to a free vertex of its side. The search runs backward
/// from `v`: from a vertex of `v`'s side to its mate, then to the mate's
/// other neighbours, and stops at the first free one. O(V + E) at worst,
/// often far less; memory one bit per vertex of `v`'s side.
pub(crate) fn mate_in_every_max_matching(
    other_adj: &impl Adjacency,
    mate: &[V],
    other: &[V],
    v: usize,
) -> Option<usize> {
    if mate[v] == NONE {
        return None;
    }
    let mut seen = vec![0u64; (mate.len() + 63) / 64];
    seen[v / 64] |= 1 << (v % 64);
    let mut queue: Vec<V> = vec![v as V];
    let mut head = 0;
    while head < queue.len() {
        let u = queue[head] as usize;
        head += 1;
        let free = other_adj.find_edge(mate[u] as usize, |x| {
            if mate[x] == NONE {
                return true;
            }
            if seen[x / 64] >> (x % 64) & 1 == 0 {
                seen[x / 64] |= 1 << (x % 64);
                queue.push(x as V);
            }
            false
        });
        if free {
            return None;
        }
    }
    debug_assert_eq!(other[mate[v] as usize] as usize, v);
    Some(mate[v] as usize)
}

pub(crate) fn has_edge(adj: &impl Adjacency, v: usize) -> bool {
    adj.next_edge(v, adj.first_cursor(v)).is_some()
}

pub(crate) fn index(side: Side) -> usize {
    match side {
        Side::Left => 0,
        Side::Right => 1,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::testing::lazy;

    use crate::rng::Rng;

    pub(crate) fn edges(g: &BipartiteGraph) -> Vec<(usize, usize)> {
        g.edges
            .iter()
            .map(|&(l, r)| (l as usize, r as usize))
            .collect()
    }

    pub(crate) fn random_graph(rng: &mut Rng, max_side: usize, max_edges: usize) -> BipartiteGraph {
        let (nl, nr) = (1 + rng.below(max_side), 1 + rng.below(max_side));
        let mut g = BipartiteGraph::new(nl, nr);
        for _ in 0..rng.below(max_edges + 1) {
            g.add_edge(rng.below(nl), rng.below(nr));
        }
        g
    }

    /// Every matching of the graph, by subsets of its (at most ~12) edges:
    /// returns the maximum size and, per side, whether each vertex is used
    /// by every matching of that size.
    pub(crate) fn brute(
        g: &BipartiteGraph,
        alive_l: &[bool],
        alive_r: &[bool],
    ) -> (usize, Vec<bool>, Vec<bool>) {
        let e: Vec<_> = edges(g)
            .into_iter()
            .filter(|&(l, r)| alive_l[l] && alive_r[r])
            .collect();
        assert!(e.len() <= 16);
        let mut best = 0;
        let mut every_l = vec![true; g.n_left];
        let mut every_r = vec![true; g.n_right];
        for mask in 0u32..1 << e.len() {
            let mut used_l = vec![false; g.n_left];
            let mut used_r = vec![false; g.n_right];
            let mut ok = true;
            for (i, &(l, r)) in e.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    ok &= !used_l[l] && !used_r[r];
                    used_l[l] = true;
                    used_r[r] = true;
                }
            }
            if !ok {
                continue;
            }
            let size = mask.count_ones() as usize;
            if size > best {
                best = size;
                every_l = used_l;
                every_r = used_r;
            } else if size == best {
                every_l.iter_mut().zip(&used_l).for_each(|(a, &b)| *a &= b);
                every_r.iter_mut().zip(&used_r).for_each(|(a, &b)| *a &= b);
            }
        }
        (best, every_l, every_r)
    }

    /// Panics unless `m` is a matching of `g` with `m.size()` pairs, the
    /// same seen through each accessor: `pairs` in increasing order of the
    /// left vertex, `mate_left` of every left vertex, `mate_right` of every
    /// right vertex.
    fn assert_valid(g: &BipartiteGraph, m: &Matching) {
        assert_eq!(m.mate_left.len(), g.n_left);
        assert_eq!(m.mate_right.len(), g.n_right);
        let pairs: Vec<(usize, usize)> = m.pairs().collect();
        assert_eq!(pairs.len(), m.size());
        assert!(pairs.windows(2).all(|w| w[0].0 < w[1].0), "{pairs:?}");
        let edges = edges(g);
        for &(l, r) in &pairs {
            assert!(edges.contains(&(l, r)), "({l}, {r}) is no edge");
        }
        let by_left: Vec<_> = (0..g.n_left)
            .filter_map(|l| Some((l, m.mate_left(l)?)))
            .collect();
        assert_eq!(by_left, pairs);
        let mut by_right: Vec<_> = (0..g.n_right)
            .filter_map(|r| Some((m.mate_right(r)?, r)))
            .collect();
        by_right.sort_unstable();
        assert_eq!(by_right, pairs);
    }

    /// Kuhn's algorithm, the plain O(VE) augmenting-path search.
    fn kuhn(g: &BipartiteGraph) -> usize {
        let adj = g.left_csr();
        let mut mate_r = vec![usize::MAX; g.n_right];
        let mut size = 0;
        for s in 0..g.n_left {
            let mut seen = vec![false; g.n_right];
            // Recursion is fine for these tiny test graphs.
            fn try_kuhn(l: usize, adj: &Csr, seen: &mut [bool], mate_r: &mut [usize]) -> bool {
                for r in neighbours(adj, l) {
                    if !seen[r] {
                        seen[r] = true;
                        if mate_r[r] == usize::MAX || try_kuhn(mate_r[r], adj, seen, mate_r) {
                            mate_r[r] = l;
                            return true;
                        }
                    }
                }
                false
            }
            size += usize::from(try_kuhn(s, &adj, &mut seen, &mut mate_r));
        }
        size
    }

    #[test]
    fn empty_and_isolated() {
        let g = BipartiteGraph::new(0, 0);
        assert_eq!(g.max_matching().size(), 0);
        assert_eq!(g.max_matching().pairs().count(), 0);
        let g = BipartiteGraph::new(3, 1);
        let m = g.max_matching();
        assert_valid(&g, &m);
        assert_eq!(m.size(), 0);
        assert_eq!(m.mate_left(2), None);
        assert_eq!(m.mate_right(0), None);
        assert_eq!(g.in_every_max_matching(), (vec![false; 3], vec![false]));
    }

    #[test]
    #[should_panic]
    fn mate_of_a_vertex_out_of_range() {
        BipartiteGraph::new(3, 1).max_matching().mate_right(1);
    }

    #[test]
    fn accessors_agree_on_graphs_with_isolated_vertices() {
        // Mostly isolated vertices (the search renumbers the others and
        // writes its answer back), against the same graph without them.
        let mut rng = Rng::new(6);
        for case in 0..1000 {
            let (nl, nr) = (1 + rng.below(40), 1 + rng.below(40));
            let mut g = BipartiteGraph::new(nl, nr);
            let mut dense = BipartiteGraph::default();
            let mut id = [vec![NONE as usize; nl], vec![NONE as usize; nr]];
            for _ in 0..rng.below(nl.min(nr) + 1) {
                let (l, r) = (rng.below(nl), rng.below(nr));
                g.add_edge(l, r);
                for (side, v) in [(Side::Left, l), (Side::Right, r)] {
                    let x = &mut id[index(side)][v];
                    if *x == NONE as usize {
                        *x = dense.add_vertex(side);
                    }
                }
                dense.add_edge(id[0][l], id[1][r]);
            }
            let (m, d) = (g.max_matching(), dense.max_matching());
            assert_valid(&g, &m);
            assert_valid(&dense, &d);
            assert_eq!(m.size(), d.size(), "case {case}: {g:?}");
            assert_eq!(m.size(), kuhn(&g), "case {case}: {g:?}");
            // The free function searches the whole graph, isolated vertices
            // included.
            let whole = max_matching(&g.left_csr(), &g.right_csr());
            assert_valid(&g, &whole);
            assert_eq!(whole.size(), m.size(), "case {case}: {g:?}");
        }
    }

    #[test]
    fn every_vertex_with_an_edge_and_some_without() {
        // A perfect matching of 3 + 3 vertices, then the same with an
        // isolated vertex on either side.
        for (nl, nr) in [(3, 3), (4, 3), (3, 4), (4, 4)] {
            let mut g = BipartiteGraph::new(nl, nr);
            for (l, r) in [(0, 1), (1, 2), (2, 0), (0, 0)] {
                g.add_edge(l, r);
            }
            let m = g.max_matching();
            assert_valid(&g, &m);
            let pairs: Vec<_> = m.pairs().collect();
            assert_eq!(pairs, [(0, 1), (1, 2), (2, 0)], "{nl} x {nr}");
            assert_eq!(m.mate_left(nl - 1).is_none(), nl == 4);
            assert_eq!(m.mate_right(nr - 1).is_none(), nr == 4);
        }
    }

    #[test]
    fn parallel_edges_and_star() {
        let mut g = BipartiteGraph::new(3, 1);
        for l in 0..3 {
            g.add_edge(l, 0);
            g.add_edge(l, 0);
        }
        assert_eq!(g.max_matching().size(), 1);
        // The centre is in every maximum matching; no leaf is.
        assert_eq!(g.in_every_max_matching(), (vec![false; 3], vec![true]));
    }

    #[test]
    fn even_cycle_has_no_essential_vertex_odd_path_has() {
        // Cycle l0 r0 l1 r1: two perfect matchings, every vertex in both.
        let mut g = BipartiteGraph::new(2, 2);
        for (l, r) in [(0, 0), (1, 0), (1, 1), (0, 1)] {
            g.add_edge(l, r);
        }
        assert_eq!(g.in_every_max_matching(), (vec![true; 2], vec![true; 2]));
        // Path l0 r0 l1 r1 l2: the right side is in every maximum matching.
        let mut g = BipartiteGraph::new(3, 2);
        for (l, r) in [(0, 0), (1, 0), (1, 1), (2, 1)] {
            g.add_edge(l, r);
        }
        assert_eq!(g.in_every_max_matching(), (vec![false; 3], vec![true; 2]));
    }

    #[test]
    fn long_path_needs_no_recursion() {
        // A path of 2 * 10^5 vertices whose greedy start is as bad as it
        // gets: the last augmenting path runs its whole length.
        let n = 100_000;
        let mut g = BipartiteGraph::new(n, n);
        for i in 0..n {
            if i + 1 < n {
                g.add_edge(i + 1, i);
            }
            g.add_edge(i, i);
        }
        assert_eq!(g.max_matching().size(), n);
        let (l, r) = g.in_every_max_matching();
        assert!(l.iter().all(|&x| x) && r.iter().all(|&x| x));
    }

    #[test]
    fn brute_force_over_edge_subsets() {
        let mut rng = Rng::new(1);
        for case in 0..3000 {
            let g = random_graph(&mut rng, 5, 12);
            let all_l = vec![true; g.n_left];
            let all_r = vec![true; g.n_right];
            let (best, every_l, every_r) = brute(&g, &all_l, &all_r);
            let m = g.max_matching();
            assert_valid(&g, &m);
            assert_eq!(m.size(), best, "case {case}: {g:?}");
            let wins = g.mover_wins();
            assert_eq!(wins.left, every_l, "case {case}: {g:?}");
            assert_eq!(wins.right, every_r, "case {case}: {g:?}");
            assert_eq!(
                g.in_every_max_matching(),
                (every_l, every_r),
                "case {case}: {g:?}"
            );
        }
    }

    #[test]
    fn winning_reply_by_brute_force_over_edge_subsets() {
        let mut rng = Rng::new(41);
        let mut replies = 0;
        for case in 0..3000 {
            let g = random_graph(&mut rng, 5, 12);
            let all_l = vec![true; g.n_left];
            let all_r = vec![true; g.n_right];
            let (_, every_l, every_r) = brute(&g, &all_l, &all_r);
            let edges = edges(&g);
            for (side, every) in [(Side::Left, &every_l), (Side::Right, &every_r)] {
                for (v, &wins) in every.iter().enumerate() {
                    let what = lazy(|f| write!(f, "case {case}, {side:?} {v}: {g:?}"));
                    let Some(w) = g.winning_reply(side, v) else {
                        assert!(!wins, "{what}: won, but no reply");
                        continue;
                    };
                    assert!(wins, "{what}: lost, but reply {w}");
                    replies += 1;
                    // The reply is a move, and after it (v deleted) the
                    // opponent on w loses: some maximum matching misses w.
                    let (mut alive_l, mut alive_r) = (all_l.clone(), all_r.clone());
                    let after = match side {
                        Side::Left => {
                            assert!(edges.contains(&(v, w)), "{what}: {w} is no move");
                            alive_l[v] = false;
                            brute(&g, &alive_l, &alive_r).2[w]
                        }
                        Side::Right => {
                            assert!(edges.contains(&(w, v)), "{what}: {w} is no move");
                            alive_r[v] = false;
                            brute(&g, &alive_l, &alive_r).1[w]
                        }
                    };
                    assert!(!after, "{what}: the reply {w} leaves the opponent a win");
                }
            }
        }
        assert!(replies > 3000, "{replies}");
    }

    /// The size of a valid matching given as mates, checked against `g`.
    fn checked_size(
        g: &BipartiteGraph,
        mate_l: &[V],
        mate_r: &[V],
        what: &dyn std::fmt::Display,
    ) -> usize {
        let m = Matching::new(mate_l.to_vec(), mate_r.to_vec());
        assert_valid(g, &m);
        assert_eq!(m.pairs().count(), m.size(), "{what}");
        m.size()
    }

    #[test]
    fn push_relabel_handed_over_to_phases_after_any_relabelling() {
        push_relabel_handed_over_on(1000);
    }

    #[test]
    #[ignore = "full tier: cargo test -- --include-ignored"]
    fn push_relabel_handed_over_to_phases_on_3000_graphs() {
        push_relabel_handed_over_on(3000);
    }

    /// The first `cases` graphs of one seeded sequence: push-relabel stopped
    /// after 0 to 3 relabellings (or never), then the phases, against brute
    /// force.
    fn push_relabel_handed_over_on(cases: usize) {
        let mut rng = Rng::new(12);
        for case in 0..cases {
            let g = random_graph(&mut rng, 6, 14);
            let all_l = vec![true; g.n_left];
            let all_r = vec![true; g.n_right];
            let (best, _, _) = brute(&g, &all_l, &all_r);
            let (left, right) = (g.left_csr(), g.right_csr());
            for relabels in [0, 1, 2, 3, usize::MAX] {
                let what = lazy(|f| write!(f, "case {case}, {relabels} relabellings: {g:?}"));
                let (mut mate_l, mut mate_r, roots) = greedy(&left, g.n_right);
                let done = roots.is_empty()
                    || push_relabel(&left, &right, &mut mate_l, &mut mate_r, roots, relabels);
                if relabels == usize::MAX {
                    assert!(done, "{what}");
                } else if !done {
                    // A valid matching so far, which the phases complete.
                    checked_size(&g, &mate_l, &mate_r, &what);
                    let roots = (0..g.n_left as V)
                        .filter(|&l| mate_l[l as usize] == NONE)
                        .collect();
                    phases(&left, &mut mate_l, &mut mate_r, roots);
                }
                assert_eq!(checked_size(&g, &mate_l, &mate_r, &what), best, "{what}");
            }
        }
    }

    /// Push-relabel alone and Hopcroft-Karp's phases alone agree on random
    /// graphs too large for brute force, many with long augmenting paths
    /// (a shuffled cycle-and-chords shape, as in Library Checker's
    /// `augmented_cycle`).
    #[test]
    fn push_relabel_agrees_with_phases_on_larger_graphs() {
        let mut rng = Rng::new(13);
        for case in 0..400 {
            let n = 2 + rng.below(300);
            let side = n + rng.below(n);
            let mut g = BipartiteGraph::new(side, side);
            let (mut lab_l, mut lab_r): (Vec<usize>, Vec<usize>) =
                ((0..side).collect(), (0..side).collect());
            rng.shuffle(&mut lab_l);
            rng.shuffle(&mut lab_r);
            let span = 1 + rng.below(n);
            let mut e = Vec::new();
            for i in 0..n {
                e.push((i, i));
                e.push((i, (i + 1) % n));
                if rng.chance(0.7) {
                    let lo = i.saturating_sub(span);
                    e.push((i, rng.range(lo, i)));
                }
                if rng.chance(0.1) {
                    e.push((rng.below(side), rng.below(side)));
                }
            }
            rng.shuffle(&mut e);
            for (l, r) in e {
                g.add_edge(lab_l[l], lab_r[r]);
            }
            let (left, right) = (g.left_csr(), g.right_csr());
            let what = lazy(|f| write!(f, "case {case}"));
            let (mut pl, mut pr, roots) = greedy(&left, side);
            let (mut hl, mut hr) = (pl.clone(), pr.clone());
            phases(&left, &mut hl, &mut hr, roots.clone());
            let done = roots.is_empty()
                || push_relabel(&left, &right, &mut pl, &mut pr, roots, usize::MAX);
            assert!(done, "{what}");
            assert_eq!(
                checked_size(&g, &pl, &pr, &what),
                checked_size(&g, &hl, &hr, &what),
                "{what}"
            );
        }
    }

    #[test]
    fn grown_graph_equals_sized_graph() {
        let mut rng = Rng::new(5);
        for case in 0..500 {
            let g = random_graph(&mut rng, 6, 14);
            // The same graph, each vertex added just before its first edge.
            let mut grown = BipartiteGraph::default();
            let mut id = [
                vec![NONE as usize; g.n_left],
                vec![NONE as usize; g.n_right],
            ];
            let mut get = |grown: &mut BipartiteGraph, side: Side, v: usize| {
                let x = &mut id[index(side)][v];
                if *x == NONE as usize {
                    *x = grown.add_vertex(side);
                }
                *x
            };
            let mut relabelled = Vec::new();
            for (l, r) in edges(&g) {
                let (a, b) = (
                    get(&mut grown, Side::Left, l),
                    get(&mut grown, Side::Right, r),
                );
                grown.add_edge(a, b);
                relabelled.push((a, b));
            }
            assert_eq!(edges(&grown), relabelled, "case {case}");
            let (w, gw) = (g.mover_wins(), grown.mover_wins());
            // A vertex without edges was never added: the mover loses there.
            for side in [Side::Left, Side::Right] {
                for (v, &x) in id[index(side)].iter().enumerate() {
                    let expected = x != NONE as usize && gw.get(side, x);
                    assert_eq!(w.get(side, v), expected, "case {case}: {side:?} {v}");
                }
            }
            assert_eq!(
                g.max_matching().size(),
                grown.max_matching().size(),
                "case {case}"
            );
        }
    }

    #[test]
    fn mate_in_every_max_matching_agrees_with_the_forward_pass() {
        // The backward search from one vertex against the pass from every
        // free vertex, on each vertex of both sides of random graphs.
        let mut rng = Rng::new(28);
        let (mut essential_seen, mut other_seen) = (0, 0);
        for case in 0..400 {
            let g = random_graph(&mut rng, 12, 30);
            let (left, right) = (g.left_csr(), g.right_csr());
            let (mate_l, mate_r) = maximum(&left, &right);
            let wins = [
                essential(&left, &mate_l, &mate_r),
                essential(&right, &mate_r, &mate_l),
            ];
            for (side, wins) in wins.iter().enumerate() {
                let (mate, other) = if side == 0 {
                    (&mate_l, &mate_r)
                } else {
                    (&mate_r, &mate_l)
                };
                for v in 0..mate.len() {
                    let got = if side == 0 {
                        mate_in_every_max_matching(&right, mate, other, v)
                    } else {
                        mate_in_every_max_matching(&left, mate, other, v)
                    };
                    let want = wins[v].then(|| mate[v] as usize);
                    assert_eq!(got, want, "case {case}, side {side}, vertex {v}: {g:?}");
                    if want.is_some() {
                        essential_seen += 1;
                    } else {
                        other_seen += 1;
                    }
                }
            }
        }
        assert!(
            essential_seen > 1000 && other_seen > 1000,
            "{essential_seen} {other_seen}"
        );
    }

    #[test]
    fn agrees_with_kuhn_on_larger_graphs() {
        let mut rng = Rng::new(2);
        for case in 0..300 {
            let g = random_graph(&mut rng, 60, 200);
            let m = g.max_matching();
            assert_valid(&g, &m);
            assert_eq!(m.size(), kuhn(&g), "case {case}: {g:?}");
        }
    }
}
