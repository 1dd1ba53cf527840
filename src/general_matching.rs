//! Maximum matching on general (not necessarily bipartite) graphs by Edmonds'
//! blossom algorithm, and the vertices that some maximum matching leaves
//! free.
//!
//! Vertices are `0..n`; V is the number of vertices and E the number of
//! edges. Parallel edges are allowed. A loop (an edge from a vertex to
//! itself) can never be in a matching, so [`GeneralGraph::add_edge`] ignores
//! it. Nothing is recursive: paths and nested blossoms of 10^6 vertices are
//! fine.
//!
//! The search grows an alternating forest from every free vertex at once,
//! shrinking blossoms with a union-find over their bases and labelling each
//! vertex that a blossom turns outer with the edge that closed it (Gabow's
//! labels), so an augmenting path is traced only when one is found. When two
//! trees meet, the path is augmented and both trees retire for the rest of
//! the search; the others keep growing. A search that augments nothing
//! proves the matching maximum, and its outer vertices, including those
//! absorbed into blossoms, are exactly the vertices missed by some maximum
//! matching (the set D of the Gallai-Edmonds decomposition).
//!
//! Searches alone are slow where the last augmenting paths are long and
//! each search, reaching nearly everything, finds only a few of them: on
//! Library Checker's bipartite `augmented_cycle` shape scaled up and given
//! as a general graph (`cargo run --release -p cp-games-bench --bin gen -- general cycle
//! 200000`, 4 * 10^5 vertices with edges), 197 searches. So once the
//! searches have looked at four times the graph (V + 2E, what a search that
//! reaches everything looks at) without proving the matching maximum, the
//! matching goes through the bipartite double cover: left copy u joined to
//! right copy v for each edge uv, on the search's own adjacency lists. Its
//! maximum matching, started from the current one (u to v and v to u for
//! each matched pair), comes from the bipartite module's push-relabel,
//! which never searches for a path as a whole. Read back, sigma(u) = the
//! right mate of left u makes vertex-disjoint paths and cycles of the
//! graph, and every second edge of each is a matching: maximum on a
//! bipartite graph, and otherwise short of maximum by at most half the
//! number of odd cycles of sigma (each loses half an edge). The searches
//! then finish it; the last one, which augments nothing, gives D. On that
//! shape 9 searches, the cover and one search replace the 197 searches, a
//! sixth of the time (`BENCHMARKS.md`, "General matching", gives the runs).
//! The cover waits for the searches because on random graphs a few cheap
//! searches finish (at most 11, looking at 3.1 times the graph, on those
//! tried up to 10^6 vertices: the same section) where the cover would cost
//! up to as much again as the whole run.
//!
//! - [`GeneralGraph::max_matching`]: a greedy start, searches of O(V +
//!   E α(V)) each, and the double cover at most once (O(E sqrt V), the
//!   bipartite module's bound). Each search but the last augments at least
//!   once, so the worst case stays O(V (V + E) α(V)). The slowest shape
//!   found is the same augmented cycle with triangles added (`gen --
//!   general cycle 200000 1000`: 1000 edges joining neighbours i, i + 1 of
//!   one side): the cover's matching goes round some of the triangles, each
//!   leaves a vertex free, and the searches after it pair those up only a
//!   few per search, through paths as long as before: 64 vertices left
//!   free, 27 searches in all, about as long as the searches alone
//!   (`BENCHMARKS.md`, "General matching").
//!   O(V + E) memory; the search itself only sees vertices with an edge,
//!   so an isolated vertex costs the 5 bytes of its entries in the answers
//!   (its mate as a `u32`, and a `bool`). Up to `u32::MAX - 1` vertices.
//! - [`GeneralGraph::mover_wins`]: the same run; for each vertex, whether
//!   it lies in every maximum matching (not an outer vertex of the last
//!   search).
//! - [`GeneralGraph::missed_by_some_max_matching`]: the complement, the set
//!   D itself.
//!
//! This is vertex geography on general graphs: the player to move from `v`
//! (token on `v`, visited vertices deleted) wins iff `v` lies in every
//! maximum matching, so `true` from [`GeneralGraph::mover_wins`] means both
//! "in every maximum matching" and "the player to move wins from here", as
//! in [`matching::mover_wins`] for bipartite graphs (which answers one
//! `Vec<bool>` per side). [`GeneralGraph::missed_by_some_max_matching`] has
//! the opposite polarity: `true` where the player to move *loses*.
//!
//! Status: stress-tested (unit tests below) against an exhaustive search over
//! vertex subsets on every graph with at most 6 vertices and thousands of
//! random graphs with at most 10 (odd cycles, flowers, nested blossoms,
//! disconnected, parallel edges), against the rank of a random Tutte matrix
//! on larger random graphs, against the bipartite module on bipartite
//! graphs, and with a Tutte-Berge certificate read off the returned D set on
//! graphs of thousands of vertices; the double cover taken right after the
//! greedy start on all those small graphs (same size and D set as the
//! exhaustive search; on bipartite graphs no search after it augments), and
//! on hundreds of augmented cycles with triangles, taken at once, part way
//! or never, against the searches alone; on all 12 Library Checker
//! `general_matching` inputs (`tests/crate_wide/library_checker.rs`).
//!
//! # Example
//! ```
//! use cp_games::general_matching::GeneralGraph;
//! // A triangle 0-1-2 with a tail 2-3-4.
//! let mut g = GeneralGraph::new(5);
//! for (u, v) in [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)] {
//!     g.add_edge(u, v);
//! }
//! let m = g.max_matching();
//! assert_eq!(m.size(), 2);
//! assert_eq!(m.pairs().count(), 2);
//! // Vertex 3 is in every maximum matching; each other one is missed by one.
//! // So the player to move wins from 3 only.
//! assert_eq!(g.mover_wins(), [false, false, false, true, false]);
//! assert_eq!(g.missed_by_some_max_matching(), [true, true, true, false, true]);
//! ```
//!
//! [`matching::mover_wins`]: super::matching::mover_wins

use super::matching::{self, Csr};

/// A general graph under construction: add edges, then query.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GeneralGraph {
    n: usize,
    /// 8 bytes an edge: the list is most of the memory a large graph takes.
    edges: Vec<(Id, Id)>,
}

/// A maximum matching. When several exist, any one may be returned.
///
/// Stored as one `u32` per vertex (its mate, or a sentinel for none): 4
/// bytes a vertex.
///
/// # Example
/// ```
/// use cp_games::general_matching::GeneralGraph;
/// // A path 0-1-2-3 and an isolated vertex 4.
/// let mut g = GeneralGraph::new(5);
/// for (u, v) in [(0, 1), (1, 2), (2, 3)] {
///     g.add_edge(u, v);
/// }
/// let m = g.max_matching();
/// assert_eq!(m.size(), 2);
/// assert_eq!(m.pairs().collect::<Vec<_>>(), [(0, 1), (2, 3)]);
/// assert_eq!((m.mate(3), m.mate(4)), (Some(2), None));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneralMatching {
    size: usize,
    /// The vertex matched to each vertex (`mate[mate[v]] == v`), or NO.
    mate: Vec<Id>,
}

impl GeneralMatching {
    /// The number of matched pairs.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The vertex matched to `v`, if any.
    ///
    /// # Panics
    /// If `v` is not a vertex of the graph.
    pub fn mate(&self, v: usize) -> Option<usize> {
        let w = self.mate[v];
        (w != NO).then_some(w as usize)
    }

    /// The matched pairs `(a, b)` with `a < b`, in increasing order of `a`.
    pub fn pairs(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let mates = self.mate.iter().enumerate();
        mates.filter_map(|(a, &b)| (b != NO && a < b as usize).then_some((a, b as usize)))
    }
}

impl GeneralGraph {
    /// # Panics
    /// If `n >= u32::MAX`.
    pub fn new(n: usize) -> Self {
        assert!(n < NO as usize, "{n} vertices: at most {}", NO - 1);
        GeneralGraph {
            n,
            edges: Vec::new(),
        }
    }

    /// Adds a vertex and returns its number, so a graph can grow as it is
    /// explored (start from `GeneralGraph::default()`, no vertices).
    ///
    /// # Panics
    /// If the graph already has `u32::MAX - 1` vertices.
    ///
    /// # Example
    /// ```
    /// use cp_games::general_matching::GeneralGraph;
    /// let mut g = GeneralGraph::default();
    /// let (a, b) = (g.add_vertex(), g.add_vertex());
    /// g.add_edge(a, b);
    /// assert_eq!((g.n(), g.max_matching().size()), (2, 1));
    /// ```
    pub fn add_vertex(&mut self) -> usize {
        assert!(
            self.n + 1 < NO as usize,
            "a graph holds at most {} vertices",
            NO - 1
        );
        self.n += 1;
        self.n - 1
    }

    /// Adds the edge `u`-`v`. A loop (`u == v`) is ignored: no matching can
    /// use it.
    ///
    /// # Panics
    /// If `u >= n` or `v >= n`.
    pub fn add_edge(&mut self, u: usize, v: usize) {
        assert!(
            u < self.n && v < self.n,
            "edge ({u}, {v}) out of range for {} vertices",
            self.n
        );
        if u != v {
            self.edges.push((u as Id, v as Id));
        }
    }

    /// Makes room for `additional` more edges, so that adding them does not
    /// move the list (a reader that knows the edge count calls this first).
    pub fn reserve_edges(&mut self, additional: usize) {
        self.edges.reserve(additional);
    }

    /// [`GeneralGraph::add_edge`] for a reader that has checked the edge
    /// already: both ends below `n`, and not a loop.
    #[inline]
    pub(crate) fn add_checked_edge(&mut self, u: usize, v: usize) {
        debug_assert!(u < self.n && v < self.n && u != v);
        self.edges.push((u as Id, v as Id));
    }

    /// The number of vertices, numbered `0..n`.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The edges added so far, loops left out, as pairs of vertex numbers
    /// (`u32`: every vertex number is below `u32::MAX`).
    pub fn edges(&self) -> &[(u32, u32)] {
        &self.edges
    }

    /// The graph without the vertices `v` with `gone[v]`: they keep their
    /// numbers but lose their edges (isolated vertices cost the matching
    /// almost nothing, see [`GeneralGraph::max_matching`]). This is the
    /// graph that is left in vertex geography once those vertices are
    /// visited.
    ///
    /// # Panics
    /// If `gone.len()` is not the number of vertices.
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Example
    /// ```
    /// use cp_games::general_matching::GeneralGraph;
    /// // A path 0-1-2-3: without vertex 1, only the edge 2-3 is left.
    /// let mut g = GeneralGraph::new(4);
    /// for (u, v) in [(0, 1), (1, 2), (2, 3)] {
    ///     g.add_edge(u, v);
    /// }
    /// let h = g.without(&[false, true, false, false]);
    /// assert_eq!((h.n(), h.edges()), (4, &[(2, 3)][..]));
    /// assert_eq!(h.max_matching().size(), 1);
    /// ```
    pub fn without(&self, gone: &[bool]) -> GeneralGraph {
        assert_eq!(gone.len(), self.n, "one flag per vertex");
        let edges = self.edges.iter();
        GeneralGraph {
            n: self.n,
            edges: edges
                .filter(|&&(u, v)| !gone[u as usize] && !gone[v as usize])
                .copied()
                .collect(),
        }
    }

    /// A maximum matching.
    ///
    /// # Panics
    /// If 2^32 - 1 or more vertices have edges.
    ///
    /// # Complexity
    /// O(V (V + E) α(V)) time in the worst case (see the module
    /// documentation), O(V + E) memory.
    pub fn max_matching(&self) -> GeneralMatching {
        self.max_matching_and_missed().0
    }

    /// For each vertex, whether the player to move wins vertex geography
    /// from it: whether it lies in every maximum matching (isolated vertices
    /// never do). The complement of
    /// [`GeneralGraph::missed_by_some_max_matching`]; the same polarity as
    /// [`matching::mover_wins`].
    ///
    /// # Complexity
    /// That of [`GeneralGraph::max_matching`].
    pub fn mover_wins(&self) -> Vec<bool> {
        let mut wins = self.max_matching_and_missed().1;
        for w in &mut wins {
            *w = !*w;
        }
        wins
    }

    /// For each vertex, whether some maximum matching leaves it free
    /// (isolated vertices always are). This is the set D of the
    /// Gallai-Edmonds decomposition: the vertices from which the player to
    /// move *loses* vertex geography (the opposite polarity of
    /// [`GeneralGraph::mover_wins`]).
    ///
    /// # Complexity
    /// That of [`GeneralGraph::max_matching`].
    pub fn missed_by_some_max_matching(&self) -> Vec<bool> {
        self.max_matching_and_missed().1
    }

    /// Both answers from one run: a maximum matching, and for each vertex
    /// whether some maximum matching leaves it free.
    ///
    /// # Complexity
    /// That of [`GeneralGraph::max_matching`].
    pub fn max_matching_and_missed(&self) -> (GeneralMatching, Vec<bool>) {
        // Only vertices with an edge take part: an isolated one costs the 5
        // bytes of its entries in the answers, so huge, mostly empty vertex
        // ranges are cheap. The mates first hold the numbers of the
        // vertices with an edge among themselves.
        // The degrees first (vertex v's at `degrees[v + 1]`): they tell the
        // vertices with an edge, and are the adjacency's offsets to be.
        let mut degrees = vec![0; self.n + 1];
        for &(u, v) in &self.edges {
            degrees[u as usize + 1] += 1;
            degrees[v as usize + 1] += 1;
        }
        let mut mate = vec![NO; self.n];
        let mut active = Vec::new();
        for (v, x) in mate.iter_mut().enumerate() {
            if degrees[v + 1] > 0 {
                *x = active.len() as Id;
                active.push(v as Id);
            }
        }
        let mut s = if active.len() == self.n {
            // Every vertex has an edge: the numbers stay as they are.
            Search::with_degrees(degrees, &self.edges, |v| v)
        } else {
            let mut kept = vec![0; active.len() + 1];
            for (i, &v) in active.iter().enumerate() {
                kept[i + 1] = degrees[v as usize + 1];
            }
            Search::with_degrees(kept, &self.edges, |v| mate[v as usize])
        };
        s.run(PLAN);
        let mut missed = vec![true; self.n];
        let mut size = 0;
        for (x, &v) in s.node.iter().zip(&active) {
            let v = v as usize;
            mate[v] = if x.mate == NO {
                NO
            } else {
                size += 1;
                active[x.mate as usize]
            };
            missed[v] = x.kind >= ROOT;
        }
        size /= 2;
        (GeneralMatching { size, mate }, missed)
    }
}

/// When the searches hand the matching to the double cover
/// ([`Search::double_cover`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plan {
    /// After the first search that ends with the searches so far having
    /// looked at more than this many times the graph's size (V plus twice
    /// E, what one search that reaches everything looks at), unless that
    /// search proved the matching maximum.
    CoverAfter(usize),
    /// Right after the greedy start (tests).
    #[allow(dead_code)]
    CoverFirst,
    /// Never (tests).
    #[allow(dead_code)]
    SearchesOnly,
}

/// The plan of [`GeneralGraph::max_matching_and_missed`]: the double cover
/// once the searches have looked at four times the graph.
const PLAN: Plan = Plan::CoverAfter(4);

/// Labels of the alternating forest. A vertex is outer (even) when its kind
/// is `ROOT`, `VERTEX` or `EDGE`.
const UNREACHED: u8 = 0;
/// Inner (odd): reached over a non-matching edge from the outer `l1`.
const ODD: u8 = 1;
/// A free vertex: the root of its tree.
const ROOT: u8 = 2;
/// Outer as the mate of an odd vertex reached from the outer `l1`.
const VERTEX: u8 = 3;
/// Was odd, turned outer by the blossom closed by the edge `l1`-`l2`, with
/// `l1` on this vertex's side of the blossom.
const EDGE: u8 = 4;

/// A vertex of the search, or none.
type Id = u32;
const NO: Id = Id::MAX;
// The double cover's matching is handed to the bipartite module as it is.
const _: () = assert!(NO == matching::NONE);

/// Everything the search keeps per vertex, in one place (fewer cache misses
/// on large graphs than one array per field).
#[derive(Clone, Copy)]
struct Node {
    mate: Id,
    kind: u8,
    /// Set on a root whose tree augmented in this search: the tree retires.
    retired: bool,
    l1: Id,
    l2: Id,
    /// The root of the tree of a labelled vertex.
    root: Id,
    /// Union-find over blossoms: `base` of `find(v)` is the base of v's
    /// blossom (v itself when in none); `size` counts a set's vertices.
    parent: Id,
    base: Id,
    size: Id,
    /// `mark == stamp`: this base was passed by the current meeting search.
    mark: u32,
}

/// The state of the blossom searches. For an outer vertex v, the alternating
/// path P(v) to its tree's root starts with v's matched edge and is:
/// `v` if v is a root; `v, mate[v]`, then P(l1[v]) for `VERTEX`; for `EDGE`
/// with label (x, y), the part of P(x) from x to v reversed, then P(y).
struct Search {
    /// Neighbours of v: `adj.to[adj.start[v]..adj.start[v + 1]]`.
    adj: Csr,
    node: Vec<Node>,
    stamp: u32,
    queue: Vec<Id>,
    stack: Vec<(Id, Id)>,
    /// Vertices and edges looked at by the searches so far.
    work: usize,
}

impl Search {
    /// The search state for `n` vertices and the edges `edges` between
    /// original vertices, renamed by `id`.
    ///
    /// # Panics
    /// If `n` does not fit [`Id`] (4 * 10^9 vertices with edges).
    #[cfg(test)]
    fn new(n: usize, edges: &[(Id, Id)], id: impl Fn(Id) -> Id) -> Search {
        let mut degrees = vec![0; n + 1];
        for &(u, v) in edges {
            degrees[id(u) as usize + 1] += 1;
            degrees[id(v) as usize + 1] += 1;
        }
        Search::with_degrees(degrees, edges, id)
    }

    /// [`Search::new`] with the degrees counted already: the degree of the
    /// vertex numbered i at `degrees[i + 1]` (`degrees[0]` is 0).
    fn with_degrees(mut start: Vec<usize>, edges: &[(Id, Id)], id: impl Fn(Id) -> Id) -> Search {
        let n = start.len() - 1;
        assert!(n < NO as usize, "too many vertices with edges: {n}");
        let id = |v: Id| id(v) as usize;
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut to = vec![0; start[n]];
        for &(u, v) in edges {
            let (u, v) = (id(u), id(v));
            to[fill[u]] = v as Id;
            fill[u] += 1;
            to[fill[v]] = u as Id;
            fill[v] += 1;
        }
        let blank = Node {
            mate: NO,
            kind: UNREACHED,
            retired: false,
            l1: NO,
            l2: NO,
            root: NO,
            parent: NO,
            base: NO,
            size: 1,
            mark: 0,
        };
        Search {
            adj: Csr { start, to },
            node: vec![blank; n],
            stamp: 0,
            queue: Vec::with_capacity(n),
            stack: Vec::new(),
            work: 0,
        }
    }

    fn neighbours(&self, v: Id) -> &[Id] {
        &self.adj.to[self.adj.start[v as usize]..self.adj.start[v as usize + 1]]
    }

    fn at(&mut self, v: Id) -> &mut Node {
        &mut self.node[v as usize]
    }

    /// Makes the matching maximum and leaves the labels of the last search,
    /// which augments nothing: a greedy start, then searches, with the
    /// double cover's matching taken in between as `plan` says. Returns the
    /// number of searches and whether the double cover was used.
    fn run(&mut self, plan: Plan) -> (usize, bool) {
        self.greedy();
        let mut covered = plan == Plan::CoverFirst;
        if covered {
            self.double_cover();
        }
        let budget = match plan {
            Plan::CoverAfter(k) => k.saturating_mul(self.node.len() + self.adj.to.len()),
            _ => usize::MAX,
        };
        let mut searches = 1;
        while self.phase() {
            searches += 1;
            if !covered && self.work > budget {
                covered = true;
                self.double_cover();
            }
        }
        (searches, covered)
    }

    /// Replaces the matching by one read off a maximum matching of the
    /// bipartite double cover (left copy u joined to right copy v for each
    /// edge uv), unless that one is smaller.
    ///
    /// The cover's matching starts from this one (u to v and v to u for
    /// each matched pair) and is made maximum by the bipartite module's
    /// push-relabel. Then sigma(u), the right mate of left u, makes
    /// vertex-disjoint paths and cycles of the graph; every second edge along
    /// each is a matching of the graph. The cover's maximum is at least
    /// twice the graph's, and each odd cycle loses half an edge, so the
    /// matching read is short of a maximum one by at most half the number of
    /// odd cycles: maximum on a bipartite graph.
    fn double_cover(&mut self) {
        let n = self.node.len();
        let mut sigma: Vec<Id> = self.node.iter().map(|x| x.mate).collect();
        let mut back = sigma.clone();
        let roots: Vec<Id> = (0..n as Id).filter(|&v| sigma[v as usize] == NO).collect();
        if roots.is_empty() {
            return;
        }
        let matched = n - roots.len();
        // The adjacency lists are both sides of the double cover: left copy
        // u is joined to right copy v for each edge uv.
        matching::complete(&self.adj, &self.adj, &mut sigma, &mut back, roots);
        let mut mate = vec![NO; n];
        let mut count = 0;
        // Paths from their first vertex (no sigma into it), then cycles
        // from any vertex. A walk clears sigma behind it.
        let starts = (0..n as Id).filter(|&v| back[v as usize] == NO);
        for s in starts.chain(0..n as Id) {
            let mut u = s;
            loop {
                let v = std::mem::replace(&mut sigma[u as usize], NO);
                if v == NO || v == s {
                    break;
                }
                let w = std::mem::replace(&mut sigma[v as usize], NO);
                mate[u as usize] = v;
                mate[v as usize] = u;
                count += 2;
                if w == NO || w == s {
                    break;
                }
                u = w;
            }
        }
        if count >= matched {
            for (x, m) in self.node.iter_mut().zip(mate) {
                x.mate = m;
            }
        }
    }

    /// Matches each free vertex to its first free neighbour, if any.
    fn greedy(&mut self) {
        for v in 0..self.node.len() as Id {
            if self.at(v).mate == NO {
                let free = self
                    .neighbours(v)
                    .iter()
                    .copied()
                    .find(|&u| self.node[u as usize].mate == NO);
                if let Some(u) = free {
                    self.at(v).mate = u;
                    self.at(u).mate = v;
                }
            }
        }
    }

    fn find(&mut self, mut x: Id) -> Id {
        loop {
            let p = self.at(x).parent;
            if p == x {
                return x;
            }
            let gp = self.at(p).parent;
            self.at(x).parent = gp;
            x = gp;
        }
    }

    /// The base of the blossom holding v.
    fn base_of(&mut self, v: Id) -> Id {
        let r = self.find(v);
        self.at(r).base
    }

    /// Merges x's blossom into the blossom based at b.
    fn union_into(&mut self, x: Id, b: Id) {
        let (mut rx, mut rb) = (self.find(x), self.find(b));
        if rx == rb {
            return;
        }
        if self.at(rx).size > self.at(rb).size {
            std::mem::swap(&mut rx, &mut rb);
        }
        let size = self.at(rx).size;
        self.at(rx).parent = rb;
        let nb = self.at(rb);
        nb.size += size;
        nb.base = b;
    }

    /// One search from all free vertices. Returns whether it augmented.
    fn phase(&mut self) -> bool {
        self.queue.clear();
        for v in 0..self.node.len() as Id {
            let x = self.at(v);
            x.parent = v;
            x.size = 1;
            x.base = v;
            x.retired = false;
            if x.mate == NO {
                x.kind = ROOT;
                x.root = v;
                self.queue.push(v);
            } else {
                x.kind = UNREACHED;
            }
        }
        let mut augmented = false;
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            self.work += 1 + self.adj.start[v as usize + 1] - self.adj.start[v as usize];
            let rv = self.at(v).root;
            for i in self.adj.start[v as usize]..self.adj.start[v as usize + 1] {
                if self.at(rv).retired {
                    break;
                }
                let u = self.adj.to[i];
                let nu = self.node[u as usize];
                match nu.kind {
                    UNREACHED => {
                        // Labelled vertices have labelled mates and every
                        // free vertex is a root, so u is matched.
                        let a = nu.mate;
                        let x = self.at(u);
                        x.kind = ODD;
                        x.l1 = v;
                        x.root = rv;
                        let x = self.at(a);
                        x.kind = VERTEX;
                        x.l1 = v;
                        x.root = rv;
                        self.queue.push(a);
                    }
                    ODD => {}
                    _ => {
                        let ru = nu.root;
                        if self.at(ru).retired {
                            continue;
                        }
                        if ru != rv {
                            self.rematch(v, u);
                            self.rematch(u, v);
                            self.at(ru).retired = true;
                            self.at(rv).retired = true;
                            augmented = true;
                        } else {
                            let (bv, bu) = (self.base_of(v), self.base_of(u));
                            if bv != bu {
                                self.shrink(v, u, bv, bu);
                            }
                        }
                    }
                }
            }
        }
        augmented
    }

    /// The base where the tree paths up from the bases a and b (same tree)
    /// meet. Walks both alternately, so it passes few bases beyond the
    /// blossom it closes.
    fn meet(&mut self, mut a: Id, mut b: Id) -> Id {
        if self.stamp == u32::MAX {
            self.node.iter_mut().for_each(|x| x.mark = 0);
            self.stamp = 0;
        }
        self.stamp += 1;
        let stamp = self.stamp;
        loop {
            if a != NO {
                let x = self.at(a);
                if x.mark == stamp {
                    return a;
                }
                x.mark = stamp;
                // A base other than a root is `VERTEX`: its mate is odd and
                // `l1` is the outer vertex above.
                a = if x.mate == NO {
                    NO
                } else {
                    let up = x.l1;
                    self.base_of(up)
                };
            }
            std::mem::swap(&mut a, &mut b);
        }
    }

    /// Shrinks the blossom closed by the edge v-u between outer vertices of
    /// one tree in the blossoms based at bv != bu.
    fn shrink(&mut self, v: Id, u: Id, bv: Id, bu: Id) {
        let b = self.meet(bv, bu);
        for (x, y, mut c) in [(v, u, bv), (u, v, bu)] {
            while c != b {
                let o = self.at(c).mate;
                let no = self.at(o);
                no.kind = EDGE;
                no.l1 = x;
                no.l2 = y;
                self.queue.push(o);
                let up = self.at(c).l1;
                let next = self.base_of(up);
                self.union_into(c, b);
                self.union_into(o, b);
                c = next;
            }
        }
    }

    /// Matches the outer vertex v to w and flips the path P(v), so the
    /// root of v's tree becomes matched (Gabow's procedure R, with an
    /// explicit stack). A task (v, w) stops where P(v) reaches a vertex
    /// whose mate has already been rewritten: the root, or the end of a
    /// reversed piece of an `EDGE` path.
    fn rematch(&mut self, v: Id, w: Id) {
        self.stack.push((v, w));
        while let Some((v, w)) = self.stack.pop() {
            let t = self.at(v).mate;
            self.at(v).mate = w;
            if t == NO || self.at(t).mate != v {
                continue;
            }
            let x = self.node[v as usize];
            if x.kind == VERTEX {
                self.at(t).mate = x.l1;
                self.stack.push((x.l1, t));
            } else {
                debug_assert_eq!(x.kind, EDGE);
                // Two vertex-disjoint pieces: P(x) stops at v, whose mate
                // is rewritten already; P(y) runs to the root.
                self.stack.push((x.l2, x.l1));
                self.stack.push((x.l1, x.l2));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::lazy;

    use crate::rng::Rng;

    /// The edges of `g` with `usize` ends, as the tests index with them.
    fn edge_list(g: &GeneralGraph) -> Vec<(usize, usize)> {
        let edges = g.edges.iter();
        edges.map(|&(u, v)| (u as usize, v as usize)).collect()
    }

    fn graph(n: usize, edges: &[(usize, usize)]) -> GeneralGraph {
        let mut g = GeneralGraph::new(n);
        for &(u, v) in edges {
            g.add_edge(u, v);
        }
        g
    }

    /// Exhaustive search over vertex subsets (n <= 12): the maximum matching
    /// size, and for each vertex whether some maximum matching misses it
    /// (exactly when deleting it keeps the maximum size).
    fn brute(n: usize, edges: &[(usize, usize)]) -> (usize, Vec<bool>) {
        assert!(n <= 12);
        let mut adj = vec![0u32; n];
        for &(u, v) in edges {
            if u != v {
                adj[u] |= 1 << v;
                adj[v] |= 1 << u;
            }
        }
        // best[s]: the maximum matching size inside the vertex set s. The
        // lowest vertex of s is either unmatched or matched to a neighbour.
        let full = (1usize << n) - 1;
        let mut best = vec![0usize; 1 << n];
        for s in 1..=full {
            let v = s.trailing_zeros() as usize;
            let rest = s & !(1 << v);
            let mut b = best[rest];
            let mut nb = adj[v] as usize & rest;
            while nb != 0 {
                let u = nb.trailing_zeros() as usize;
                nb &= nb - 1;
                b = b.max(1 + best[rest & !(1 << u)]);
            }
            best[s] = b;
        }
        let missed = (0..n)
            .map(|v| best[full & !(1 << v)] == best[full])
            .collect();
        (best[full], missed)
    }

    /// Panics unless `m` is a matching of `g` of the size it claims, the
    /// same seen through each accessor: `pairs` (`a < b`, in increasing
    /// order of `a`) and `mate` of every vertex.
    fn assert_valid(g: &GeneralGraph, m: &GeneralMatching) {
        assert_eq!(m.mate.len(), g.n);
        let edges: std::collections::HashSet<(usize, usize)> = edge_list(g).into_iter().collect();
        let pairs: Vec<(usize, usize)> = m.pairs().collect();
        assert_eq!(pairs.len(), m.size());
        assert!(pairs.iter().all(|&(a, b)| a < b), "{pairs:?}");
        assert!(pairs.windows(2).all(|w| w[0].0 < w[1].0), "{pairs:?}");
        for &(v, w) in &pairs {
            assert!(
                edges.contains(&(v, w)) || edges.contains(&(w, v)),
                "({v}, {w}) is no edge of {:?}",
                &edge_list(g)[..g.edges.len().min(100)]
            );
        }
        // Each pair seen from both ends, and nothing else.
        let mut by_vertex: Vec<(usize, usize)> =
            (0..g.n).filter_map(|v| Some((v, m.mate(v)?))).collect();
        let mut expected: Vec<(usize, usize)> =
            pairs.iter().flat_map(|&(a, b)| [(a, b), (b, a)]).collect();
        by_vertex.sort_unstable();
        expected.sort_unstable();
        assert_eq!(by_vertex, expected);
    }

    /// The search run under `plan` as `max_matching_and_missed` runs it
    /// (vertices with an edge numbered in order of first appearance rather
    /// than by number): the mate of each vertex, the D set, the number of
    /// searches and whether the double cover's matching was taken.
    fn run_plan(g: &GeneralGraph, plan: Plan) -> (Vec<Option<usize>>, Vec<bool>, usize, bool) {
        let mut id = vec![NO; g.n];
        let mut active = Vec::new();
        for &(u, v) in &edge_list(g) {
            for x in [u, v] {
                if id[x] == NO {
                    id[x] = active.len() as Id;
                    active.push(x);
                }
            }
        }
        let mut s = Search::new(active.len(), &g.edges, |v| id[v as usize]);
        let (searches, covered) = s.run(plan);
        let mut mate = vec![None; g.n];
        let mut missed = vec![true; g.n];
        for (x, &v) in s.node.iter().zip(&active) {
            if x.mate != NO {
                mate[v] = Some(active[x.mate as usize]);
            }
            missed[v] = x.kind >= ROOT;
        }
        (mate, missed, searches, covered)
    }

    /// The size of the matching `mate`, which must be one of `g`.
    fn checked_size(
        g: &GeneralGraph,
        mate: &[Option<usize>],
        what: &dyn std::fmt::Display,
    ) -> usize {
        let m = GeneralMatching {
            size: mate.iter().flatten().count() / 2,
            mate: mate.iter().map(|w| w.map_or(NO, |w| w as Id)).collect(),
        };
        assert_eq!(m.mate.len(), g.n, "{what}");
        for (v, &w) in mate.iter().enumerate() {
            if let Some(w) = w {
                assert_eq!(mate[w], Some(v), "{what}: mate not symmetric at {v}");
                assert!(
                    g.edges.contains(&(v as Id, w as Id)) || g.edges.contains(&(w as Id, v as Id)),
                    "{what}: ({v}, {w}) is no edge"
                );
            }
        }
        m.size
    }

    fn check_against_brute(n: usize, edges: &[(usize, usize)], what: &str) {
        let g = graph(n, edges);
        let (m, missed) = g.max_matching_and_missed();
        assert_valid(&g, &m);
        let (size, brute_missed) = brute(n, edges);
        assert_eq!(m.size(), size, "{what}: n = {n}, edges = {edges:?}");
        assert_eq!(missed, brute_missed, "{what}: n = {n}, edges = {edges:?}");
        let wins: Vec<bool> = brute_missed.iter().map(|&d| !d).collect();
        assert_eq!(g.mover_wins(), wins, "{what}: n = {n}, edges = {edges:?}");
        // The double cover's matching right after the greedy start, and the
        // searches alone.
        for plan in [Plan::CoverFirst, Plan::SearchesOnly] {
            let what = lazy(|f| write!(f, "{what}, {plan:?}: n = {n}, edges = {edges:?}"));
            let (mate, missed, _, covered) = run_plan(&g, plan);
            assert_eq!(checked_size(&g, &mate, &what), size, "{what}");
            assert_eq!(missed, brute_missed, "{what}");
            assert_eq!(covered, plan == Plan::CoverFirst, "{what}");
        }
    }

    #[test]
    fn grown_graph_equals_sized_graph() {
        let mut grown = GeneralGraph::default();
        for _ in 0..5 {
            grown.add_vertex();
        }
        let sized = graph(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
        for (u, v) in edge_list(&sized) {
            grown.add_edge(u, v);
        }
        assert_eq!(grown.n(), 5);
        assert_eq!(grown.mover_wins(), [false, false, false, true, false]);
        assert_eq!(grown.mover_wins(), sized.mover_wins());
    }

    #[test]
    fn empty_isolated_and_loops() {
        let g = GeneralGraph::new(0);
        assert_eq!(g.max_matching().size(), 0);
        assert!(g.missed_by_some_max_matching().is_empty());
        let g = graph(3, &[(1, 1), (2, 2)]);
        assert!(g.edges().is_empty());
        let m = g.max_matching();
        assert_valid(&g, &m);
        assert_eq!((0..3).map(|v| m.mate(v)).collect::<Vec<_>>(), [None; 3]);
        assert_eq!(g.missed_by_some_max_matching(), [true; 3]);
    }

    #[test]
    #[should_panic]
    fn mate_of_a_vertex_out_of_range() {
        graph(3, &[(0, 1)]).max_matching().mate(3);
    }

    #[test]
    fn accessors_agree_on_graphs_with_isolated_vertices() {
        // Mostly isolated vertices (the search numbers the others apart and
        // writes its answer back), against the same graph without them.
        let mut rng = Rng::new(23);
        for case in 0..1000 {
            let n = 1 + rng.below(60);
            let edges: Vec<(usize, usize)> = (0..rng.below(n / 2 + 1))
                .map(|_| (rng.below(n), rng.below(n)))
                .collect();
            let g = graph(n, &edges);
            let mut id = vec![usize::MAX; n];
            let mut dense = GeneralGraph::default();
            for (u, v) in edge_list(&g) {
                for w in [u, v] {
                    if id[w] == usize::MAX {
                        id[w] = dense.add_vertex();
                    }
                }
                dense.add_edge(id[u], id[v]);
            }
            let (m, missed) = g.max_matching_and_missed();
            let (d, dense_missed) = dense.max_matching_and_missed();
            assert_valid(&g, &m);
            assert_valid(&dense, &d);
            assert_eq!(m.size(), d.size(), "case {case}: {edges:?}");
            for v in 0..n {
                let expected = id[v] == usize::MAX || dense_missed[id[v]];
                assert_eq!(missed[v], expected, "case {case}: {v} in {edges:?}");
            }
            assert_eq!(m.size(), tutte_size(n, &edges, &mut rng), "case {case}");
        }
    }

    #[test]
    fn odd_and_even_cycles() {
        // A 5-cycle: size 2, and every vertex is missed by one of five.
        let c5 = graph(5, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)]);
        assert_eq!(c5.max_matching().size(), 2);
        assert_eq!(c5.missed_by_some_max_matching(), [true; 5]);
        // A 4-cycle has a perfect matching.
        let c4 = graph(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
        assert_eq!(c4.max_matching().size(), 2);
        assert_eq!(c4.missed_by_some_max_matching(), [false; 4]);
    }

    #[test]
    fn augmenting_path_through_an_odd_cycle() {
        // The greedy start matches 0-1 and 2-3 and leaves 4 and 5 free; the
        // only augmenting path, 4-0-1-3-2-5, goes round the triangle 1-2-3.
        let g = graph(6, &[(0, 1), (2, 3), (4, 0), (1, 2), (1, 3), (2, 5)]);
        let m = g.max_matching();
        assert_valid(&g, &m);
        assert_eq!(m.pairs().collect::<Vec<_>>(), [(0, 4), (1, 3), (2, 5)]);
        assert_eq!(g.missed_by_some_max_matching(), [false; 6]);
    }

    #[test]
    fn every_graph_on_at_most_six_vertices() {
        for n in 0..=6usize {
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
                .collect();
            for mask in 0u32..1 << pairs.len() {
                let edges: Vec<_> = (0..pairs.len())
                    .filter(|&i| mask >> i & 1 == 1)
                    .map(|i| pairs[i])
                    .collect();
                check_against_brute(n, &edges, "exhaustive");
            }
        }
    }

    /// A random graph on at most 10 vertices drawn from shapes that make
    /// blossoms: random density, odd cycles, flowers (cycles through one
    /// vertex), nested cycles, unions of those, with parallel edges and
    /// shuffled labels and edge order.
    fn random_graph(rng: &mut Rng) -> (usize, Vec<(usize, usize)>) {
        let n = 1 + rng.below(10);
        let mut edges = Vec::new();
        let cycle = |edges: &mut Vec<(usize, usize)>, vs: &[usize]| {
            for i in 0..vs.len() {
                edges.push((vs[i], vs[(i + 1) % vs.len()]));
            }
        };
        for _ in 0..1 + rng.below(3) {
            match rng.below(5) {
                0 => {
                    let p = rng.below(100);
                    for u in 0..n {
                        for v in u + 1..n {
                            if rng.below(100) < p {
                                edges.push((u, v));
                            }
                        }
                    }
                }
                1 if n >= 3 => {
                    let len = 3 + 2 * rng.below((n - 1) / 2);
                    let vs: Vec<usize> = (0..len).map(|_| rng.below(n)).collect();
                    cycle(&mut edges, &vs);
                }
                2 if n >= 5 => {
                    // Petals of 3 or 5 vertices through vertex 0.
                    let mut next = 1;
                    while next + 2 <= n {
                        let len = if next + 4 <= n && rng.below(2) == 0 {
                            4
                        } else {
                            2
                        };
                        let vs: Vec<usize> = std::iter::once(0).chain(next..next + len).collect();
                        cycle(&mut edges, &vs);
                        next += len;
                    }
                }
                3 => {
                    // Nested odd cycles: each new one shares a stretch with
                    // the previous.
                    let mut vs: Vec<usize> = (0..n.min(3)).collect();
                    if vs.len() == 3 {
                        cycle(&mut edges, &vs);
                        let mut next = 3;
                        while next + 2 <= n {
                            let at = rng.below(vs.len());
                            let b = vs[(at + 1) % vs.len()];
                            let a = vs[at];
                            edges.extend([(a, next), (next, next + 1), (next + 1, b)]);
                            vs.insert(at + 1, next);
                            vs.insert(at + 2, next + 1);
                            next += 2;
                        }
                    }
                }
                _ => {
                    for _ in 0..rng.below(2 * n + 1) {
                        edges.push((rng.below(n), rng.below(n)));
                    }
                }
            }
        }
        let mut label: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut label);
        let mut edges: Vec<(usize, usize)> = edges
            .into_iter()
            .map(|(u, v)| (label[u], label[v]))
            .map(|(u, v)| if rng.below(2) == 0 { (u, v) } else { (v, u) })
            .collect();
        for _ in 0..rng.below(3) {
            if !edges.is_empty() {
                let e = edges[rng.below(edges.len())];
                edges.push(e);
            }
        }
        rng.shuffle(&mut edges);
        (n, edges)
    }

    #[test]
    fn random_small_graphs_against_exhaustive_search() {
        let mut rng = Rng::new(7);
        for case in 0..20000 {
            let (n, edges) = random_graph(&mut rng);
            check_against_brute(n, &edges, &format!("case {case}"));
        }
    }

    /// The maximum matching size by the rank of the Tutte matrix over Z_p at
    /// random points (the rank is twice the size unless the points are
    /// unlucky, with probability at most n / p each).
    fn tutte_size(n: usize, edges: &[(usize, usize)], rng: &mut Rng) -> usize {
        const P: u64 = 2_147_483_647;
        let mut a = vec![vec![0u64; n]; n];
        for &(u, v) in edges {
            if u != v {
                let x = 1 + rng.next_u64() % (P - 1);
                a[u][v] = (a[u][v] + x) % P;
                a[v][u] = (a[v][u] + P - x) % P;
            }
        }
        let pow = |mut b: u64, mut e: u64| {
            let mut r = 1;
            while e > 0 {
                if e & 1 == 1 {
                    r = r * b % P;
                }
                b = b * b % P;
                e >>= 1;
            }
            r
        };
        let mut rank = 0;
        for col in 0..n {
            let Some(piv) = (rank..n).find(|&r| a[r][col] != 0) else {
                continue;
            };
            a.swap(rank, piv);
            let inv = pow(a[rank][col], P - 2);
            let (top, below) = a.split_at_mut(rank + 1);
            let pivot_row = &top[rank];
            for row in below {
                let f = row[col] * inv % P;
                if f != 0 {
                    for (x, &p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                        *x = (*x + P - f * p % P) % P;
                    }
                }
            }
            rank += 1;
        }
        rank / 2
    }

    #[test]
    fn larger_random_graphs_against_tutte_rank() {
        let mut rng = Rng::new(11);
        for case in 0..300 {
            let n = 10 + rng.below(50);
            let m = rng.below(3 * n);
            let edges: Vec<(usize, usize)> = (0..m).map(|_| (rng.below(n), rng.below(n))).collect();
            let g = graph(n, &edges);
            let m = g.max_matching();
            assert_valid(&g, &m);
            assert_eq!(
                m.size(),
                tutte_size(n, &edges, &mut rng),
                "case {case}: n = {n}, edges = {edges:?}"
            );
        }
    }

    #[test]
    fn agrees_with_the_bipartite_module_on_bipartite_graphs() {
        use super::super::matching::BipartiteGraph;
        let mut rng = Rng::new(13);
        for case in 0..500 {
            let (nl, nr) = (1 + rng.below(30), 1 + rng.below(30));
            let mut b = BipartiteGraph::new(nl, nr);
            let mut g = GeneralGraph::new(nl + nr);
            for _ in 0..rng.below(3 * (nl + nr)) {
                let (l, r) = (rng.below(nl), rng.below(nr));
                b.add_edge(l, r);
                g.add_edge(l, nl + r);
            }
            let (m, missed) = g.max_matching_and_missed();
            assert_valid(&g, &m);
            assert_eq!(m.size(), b.max_matching().size(), "case {case}: {g:?}");
            let (el, er) = b.in_every_max_matching();
            let every: Vec<bool> = el.into_iter().chain(er).collect();
            let expected: Vec<bool> = every.iter().map(|&e| !e).collect();
            assert_eq!(missed, expected, "case {case}: {g:?}");
            // One polarity in both modules: true where the mover wins.
            let bw = b.mover_wins();
            let bw: Vec<bool> = bw.left.into_iter().chain(bw.right).collect();
            assert_eq!(g.mover_wins(), bw, "case {case}: {g:?}");
            assert_eq!(bw, every, "case {case}: {g:?}");
            // The double cover of a bipartite graph is two copies of it: the
            // matching read off it is maximum, so the first search after it
            // augments nothing.
            let (mate, missed, searches, _) = run_plan(&g, Plan::CoverFirst);
            assert_eq!(
                checked_size(&g, &mate, &"cover"),
                m.size,
                "case {case}: {g:?}"
            );
            assert_eq!(missed, expected, "case {case}: {g:?}");
            assert_eq!(searches, 1, "case {case}: {g:?}");
        }
    }

    /// Library Checker's `augmented_cycle` shape as one general graph: left
    /// i (vertex i) joined to right i and right i + 1 mod n (vertices n + i
    /// and n + (i + 1) mod n) and to a random right within `span` below i;
    /// then `odd` edges, each joining two vertices of one side at most
    /// `reach` apart (they close odd cycles), and a few isolated vertices.
    /// Labels and edge order shuffled.
    fn cycle_family(
        rng: &mut Rng,
        n: usize,
        span: usize,
        odd: usize,
        reach: usize,
    ) -> (usize, Vec<(usize, usize)>) {
        let total = 2 * n + rng.below(3);
        let mut edges = Vec::new();
        for i in 0..n {
            edges.push((i, n + i));
            edges.push((i, n + (i + 1) % n));
            edges.push((i, n + rng.range(i.saturating_sub(span), i)));
        }
        for _ in 0..odd {
            let i = rng.below(n);
            let j = (i + rng.range(1, reach)) % n;
            let side = if rng.below(2) == 0 { 0 } else { n };
            edges.push((side + i, side + j));
        }
        let mut label: Vec<usize> = (0..total).collect();
        rng.shuffle(&mut label);
        let mut edges: Vec<(usize, usize)> = edges
            .into_iter()
            .map(|(u, v)| (label[u], label[v]))
            .collect();
        rng.shuffle(&mut edges);
        (total, edges)
    }

    /// The double cover, taken when the searches prove slow, right after the
    /// greedy start, or never, gives matchings of one size and one D set
    /// (with a Tutte-Berge certificate) on the shape that makes the
    /// searches slow, with odd cycles added so that the cover's matching
    /// leaves work for the searches after it.
    #[test]
    fn cycle_family_with_odd_cycles_against_the_searches_alone() {
        cycle_family_against_the_searches_alone(23, 25);
    }

    #[test]
    #[ignore = "full tier: cargo test -- --include-ignored"]
    fn cycle_family_with_odd_cycles_against_the_searches_alone_300_more() {
        cycle_family_against_the_searches_alone(31, 300);
    }

    fn cycle_family_against_the_searches_alone(seed: u64, cases: usize) {
        let mut rng = Rng::new(seed);
        let (mut mid_covered, mut left_work) = (0, 0);
        for case in 0..cases {
            let n = 2 + rng.below(3000);
            let span = 1 + rng.below(1 + n / 50);
            let odd = rng.below(n / 10 + 2);
            let reach = 1 + rng.below(3);
            let (total, edges) = cycle_family(&mut rng, n, span, odd, reach);
            let g = graph(total, &edges);
            let what = lazy(|f| {
                write!(
                    f,
                    "case {case}: n = {n}, span = {span}, odd = {odd}, reach = {reach}"
                )
            });
            let (m, missed) = g.max_matching_and_missed();
            assert_valid(&g, &m);
            assert_certificate(&g, &m, &missed, &what);
            let (mate, only_missed, _, covered) = run_plan(&g, Plan::SearchesOnly);
            assert!(!covered, "{what}");
            assert_eq!(checked_size(&g, &mate, &what), m.size, "{what}");
            assert_eq!(only_missed, missed, "{what}");
            let (mate, first_missed, searches, _) = run_plan(&g, Plan::CoverFirst);
            assert_eq!(checked_size(&g, &mate, &what), m.size, "{what}");
            assert_eq!(first_missed, missed, "{what}");
            left_work += usize::from(searches > 1);
            let plan = Plan::CoverAfter(rng.below(3));
            let (mate, mid_missed, _, covered) = run_plan(&g, plan);
            assert_eq!(checked_size(&g, &mate, &what), m.size, "{what}, {plan:?}");
            assert_eq!(mid_missed, missed, "{what}, {plan:?}");
            mid_covered += usize::from(covered);
        }
        // Both paths through the cover were taken often.
        assert!(
            mid_covered >= cases / 6,
            "the cover was used {mid_covered} times"
        );
        assert!(
            left_work >= cases / 6,
            "searches augmented after the cover {left_work} times"
        );
    }

    /// On the shape that makes the searches slow, the double cover is taken
    /// once they prove slow, and fewer searches follow than without it.
    #[test]
    fn the_plan_takes_the_cover_on_the_cycle_family() {
        the_plan_takes_the_cover(29, &[(20_000, 40)]);
    }

    #[test]
    #[ignore = "full tier: cargo test -- --include-ignored"]
    fn the_plan_takes_the_cover_on_larger_cycle_families() {
        the_plan_takes_the_cover(29, &[(20_000, 0), (20_000, 40), (30_000, 300)]);
    }

    fn the_plan_takes_the_cover(seed: u64, shapes: &[(usize, usize)]) {
        let mut rng = Rng::new(seed);
        for &(n, odd) in shapes {
            let (total, edges) = cycle_family(&mut rng, n, n / 100, odd, 1);
            let g = graph(total, &edges);
            let what = lazy(|f| write!(f, "n = {n}, odd = {odd}"));
            let (m, missed) = g.max_matching_and_missed();
            assert_valid(&g, &m);
            assert_certificate(&g, &m, &missed, &what);
            if odd == 0 {
                assert_eq!(m.size, n, "{what}");
            }
            let (mate, plan_missed, searches, covered) = run_plan(&g, PLAN);
            assert!(covered, "{what}");
            assert_eq!(checked_size(&g, &mate, &what), m.size, "{what}");
            assert_eq!(plan_missed, missed, "{what}");
            let (mate, only_missed, only_searches, _) = run_plan(&g, Plan::SearchesOnly);
            assert_eq!(checked_size(&g, &mate, &what), m.size, "{what}");
            assert_eq!(only_missed, missed, "{what}");
            assert!(
                searches < only_searches,
                "{what}: {searches} and {only_searches} searches"
            );
        }
    }

    /// Checks the Tutte-Berge certificate that the D set gives: with A the
    /// neighbours of D outside D, a maximum matching has size
    /// (n + |A| - odd(G - A)) / 2, where odd counts odd components. Any A
    /// bounds every matching this way, so equality proves `m` maximum.
    fn assert_certificate(
        g: &GeneralGraph,
        m: &GeneralMatching,
        missed: &[bool],
        what: &dyn std::fmt::Display,
    ) {
        let n = g.n;
        let mut in_a = vec![false; n];
        let edges = edge_list(g);
        for &(u, v) in &edges {
            if missed[u] && !missed[v] {
                in_a[v] = true;
            }
            if missed[v] && !missed[u] {
                in_a[u] = true;
            }
        }
        // Components of G - A by union-find.
        let mut parent: Vec<usize> = (0..n).collect();
        fn find(p: &mut [usize], mut x: usize) -> usize {
            while p[x] != x {
                p[x] = p[p[x]];
                x = p[x];
            }
            x
        }
        for &(u, v) in &edges {
            if !in_a[u] && !in_a[v] {
                let (a, b) = (find(&mut parent, u), find(&mut parent, v));
                parent[a] = b;
            }
        }
        let mut comp_size = vec![0usize; n];
        for v in (0..n).filter(|&v| !in_a[v]) {
            comp_size[find(&mut parent, v)] += 1;
        }
        let odd = comp_size.iter().filter(|&&s| s % 2 == 1).count();
        let a = in_a.iter().filter(|&&x| x).count();
        assert_eq!(
            2 * m.size(),
            n + a - odd,
            "{what}: Tutte-Berge bound not met"
        );
        // The matching pairs A into D and leaves only D vertices free.
        for v in 0..n {
            match m.mate(v) {
                None => assert!(missed[v], "{what}: free vertex {v} not in D"),
                Some(w) if in_a[v] => assert!(missed[w], "{what}: {v} in A matched outside D"),
                Some(_) => {}
            }
        }
    }

    #[test]
    fn certificates_on_large_graphs() {
        let mut rng = Rng::new(17);
        for case in 0..20 {
            let n = 200 + rng.below(2000);
            let m = rng.below(4 * n);
            let mut g = GeneralGraph::new(n);
            for _ in 0..m {
                g.add_edge(rng.below(n), rng.below(n));
            }
            let (mm, missed) = g.max_matching_and_missed();
            assert_valid(&g, &mm);
            assert_certificate(&g, &mm, &missed, &format!("case {case}"));
        }
    }

    #[test]
    fn long_paths_and_deep_blossoms_need_no_recursion() {
        // A path with shuffled labels: greedy leaves gaps that long
        // augmenting paths close.
        let n = 300_001;
        let mut rng = Rng::new(19);
        let mut label: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut label);
        let mut g = GeneralGraph::new(n);
        for i in 0..n - 1 {
            g.add_edge(label[i], label[i + 1]);
        }
        let (m, missed) = g.max_matching_and_missed();
        assert_valid(&g, &m);
        assert_eq!(m.size(), n / 2);
        // Odd length: the vertices at even positions are missed by one.
        assert!((0..n).all(|i| missed[label[i]] == (i % 2 == 0)));

        // Triangles chained tip to base, a blossom nested 10^5 deep: vertex
        // 2i+1 hangs off 2i, and 2i, 2i+1, 2i+2 form a triangle.
        let k = 100_000;
        let mut g = GeneralGraph::new(2 * k + 1);
        for i in 0..k {
            g.add_edge(2 * i, 2 * i + 1);
            g.add_edge(2 * i + 1, 2 * i + 2);
            g.add_edge(2 * i + 2, 2 * i);
        }
        let (m, missed) = g.max_matching_and_missed();
        assert_valid(&g, &m);
        assert_eq!(m.size(), k);
        assert_certificate(&g, &m, &missed, &"triangle chain");
        assert!(missed.iter().all(|&x| x));
    }
}
