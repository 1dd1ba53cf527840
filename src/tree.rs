//! Rooted trees: a tree from its edge list seen from a root (breadth-first
//! order, parent, depth, children), values folded up from the leaves, and
//! the same fold for every root at once (rerooting).
//!
//! Vertices are `0..n`; n is their number. [`Tree::new`] takes the `n - 1`
//! edges of a tree (as [`Input::tree_edges1`] reads and checks them) and a
//! root; [`Tree::read1`] reads them; [`Tree::component`] takes any forest
//! and keeps the root's part (what stands of a tree after cuts). The
//! children of each vertex lie side by side in the breadth-first order, so
//! [`Tree::children`] is a slice of it: no `Vec<Vec<usize>>`.
//!
//! A fold computes a value per vertex from its branches: with `identity`
//! and `merge` (associative and commutative, `identity` neutral),
//! `lift(value, child, parent)` (a branch at `child`, seen from `parent`
//! across their edge) and `finish(merged, v)` (v's value from the merged
//! branches),
//!
//! value(v) = finish(merge over children c of lift(value(c), c, v), v).
//!
//! [`Tree::fold`] gives it for every vertex under the tree's root;
//! [`Tree::every_root`] gives, for every vertex r, the value of r when the
//! tree is rooted at r, for answers "for every root" (each root's value
//! computed alone would cost O(n) per root).
//!
//! Complexity: O(n) time and memory for each of them, each a pass over the
//! breadth-first order, no recursion (a path of 10^6 vertices is fine);
//! `every_root` calls `lift` twice and `merge` about four times per edge.
//!
//! Status: unit tests below: hand cases (a path, a star, a component of a
//! forest), parents, depths and children against a naive search from the
//! root on random trees; [`Tree::every_root`] against [`Tree::fold`] from
//! each root on thousands of seeded random trees of up to 40 vertices, for
//! folds of sizes, distances, heights, Green Hackenbush values and sets of
//! children's values; paths and stars of 10^6 vertices.
//! `tests/crate_wide/own_package_helpers.rs` solves a game for every root with it,
//! checked against an exhaustive search of the game.
//!
//! # Example
//! ```
//! use cp_games::input::Input;
//! use cp_games::tree::Tree;
//! // 1-2, 2-3, 2-4 (0-based 0-1, 1-2, 1-3), rooted at vertex 1 (0-based 0).
//! let t = Tree::read1(&mut Input::new("1 2\n2 3\n2 4\n"), 4, 0).unwrap();
//! assert_eq!(t.order(), [0, 1, 2, 3]);
//! assert_eq!((t.parent(2), t.depth(2), t.children(1)), (Some(1), 2, &[2, 3][..]));
//! // The size of every subtree.
//! let size = t.fold(0, |a, b| a + b, |s, _, _| *s, |s, _| s + 1);
//! assert_eq!(size, [4, 3, 1, 1]);
//! // The sum of the distances from every vertex to all others: (size,
//! // sum of the depths below) for each root.
//! let sums = t.every_root((0, 0), |a, b| (a.0 + b.0, a.1 + b.1),
//!                         |&(s, d), _, _| (s, d + s), |&(s, d), _| (s + 1, d));
//! assert_eq!(sums.iter().map(|x| x.1).collect::<Vec<_>>(), [5, 3, 5, 5]);
//! ```
//!
//! [`Input::tree_edges1`]: crate::input::Input::tree_edges1

use crate::input::{Input, Result};

/// No vertex, no edge.
const NONE: usize = usize::MAX;

/// A tree seen from its root (or the root's part of a forest, from
/// [`Tree::component`]): the breadth-first order from the root, each
/// vertex's parent, the edge to it and its depth; the children of a vertex
/// are a slice of the order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    /// The vertices reached from the root, breadth first.
    order: Vec<usize>,
    /// The children of `order[i]` are `order[first[i]..first[i + 1]]`.
    first: Vec<usize>,
    /// The place of each vertex in `order` (NONE: not reached).
    index: Vec<usize>,
    /// The parent of each vertex (NONE: the root, or not reached).
    parent: Vec<usize>,
    /// The index of the edge to the parent (NONE as for `parent`).
    parent_edge: Vec<usize>,
    /// The number of edges from the root (NONE: not reached).
    depth: Vec<usize>,
}

impl Tree {
    /// The tree on `0..n` with these `n - 1` edges, seen from `root`.
    ///
    /// # Panics
    /// If `root >= n`, or the edges do not form a tree on `0..n` (a vertex
    /// out of range, a cycle, a part not connected to the rest): read them
    /// with [`Input::tree_edges1`](crate::input::Input::tree_edges1) or
    /// [`Tree::read1`], which check them with located errors.
    ///
    /// # Complexity
    /// O(n) time and memory.
    pub fn new(n: usize, root: usize, edges: &[(usize, usize)]) -> Tree {
        assert_eq!(edges.len() + 1, n, "a tree on {n} vertices has n - 1 edges");
        let t = Tree::component(n, root, edges);
        assert_eq!(
            t.order.len(),
            n,
            "the edges do not connect the {n} vertices"
        );
        t
    }

    /// Reads the `n - 1` edges `u v` of a tree on the 1-based vertices
    /// `1..=n` as [`Input::tree_edges1`](crate::input::Input::tree_edges1)
    /// does (every error located: a vertex out of range, a loop, a repeated
    /// edge, an edge that closes a cycle), and returns the tree seen from
    /// `root` (0-based). Edge `j` (1-based) of the input is edge `j - 1`
    /// of [`Tree::parent_edge`].
    ///
    /// # Errors
    /// As `tree_edges1`: `line 3: edge 3 closes a cycle: vertices 3 and 1
    /// are already connected`, `line 2: edge 2: vertex 5 is out of range
    /// 1..=4`, `line 2: edge 3: expected vertex, found the end of the
    /// input`.
    ///
    /// # Panics
    /// If `n` is 0 or `root >= n`.
    pub fn read1(inp: &mut Input, n: usize, root: usize) -> Result<Tree> {
        assert!(root < n, "root {root} is not a vertex of a tree on {n}");
        let edges = inp.tree_edges1(n)?;
        Ok(Tree::new(n, root, &edges))
    }

    /// The part of the forest `edges` on `0..n` that holds `root`, seen
    /// from it; the other vertices are not reached ([`Tree::contains`] is
    /// false for them). What stands of a tree after some cuts.
    ///
    /// # Panics
    /// If `root` or an endpoint is not below `n`, or the root's part has a
    /// cycle (a loop and a repeated edge are cycles).
    ///
    /// # Complexity
    /// O(n + edges) time and memory.
    pub fn component(n: usize, root: usize, edges: &[(usize, usize)]) -> Tree {
        assert!(root < n, "root {root} is not a vertex of a graph on {n}");
        // Adjacency in one array: (neighbour, edge) of v at
        // `adj[start[v]..start[v + 1]]`, in the edges' order.
        let mut start = vec![0usize; n + 1];
        for &(u, v) in edges {
            assert!(u < n && v < n, "edge ({u}, {v}) leaves the graph on {n}");
            start[u + 1] += 1;
            start[v + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut adj = vec![(0, 0); start[n]];
        for (e, &(u, v)) in edges.iter().enumerate() {
            adj[fill[u]] = (v, e);
            fill[u] += 1;
            adj[fill[v]] = (u, e);
            fill[v] += 1;
        }
        drop(fill);
        let mut t = Tree {
            order: vec![root],
            first: Vec::new(),
            index: vec![NONE; n],
            parent: vec![NONE; n],
            parent_edge: vec![NONE; n],
            depth: vec![NONE; n],
        };
        t.index[root] = 0;
        t.depth[root] = 0;
        let mut i = 0;
        while i < t.order.len() {
            let v = t.order[i];
            t.first.push(t.order.len());
            for &(w, e) in &adj[start[v]..start[v + 1]] {
                if e == t.parent_edge[v] {
                    continue;
                }
                assert!(t.index[w] == NONE, "edge {e} closes a cycle: not a tree");
                t.index[w] = t.order.len();
                t.parent[w] = v;
                t.parent_edge[w] = e;
                t.depth[w] = t.depth[v] + 1;
                t.order.push(w);
            }
            i += 1;
        }
        t.first.push(t.order.len());
        t
    }

    /// The number of vertices, `n` (those not reached included).
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Whether the tree has no vertex: never (a tree has its root).
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    /// The root.
    pub fn root(&self) -> usize {
        self.order[0]
    }

    /// The vertices reached from the root in breadth-first order: the root
    /// first, every vertex after its parent, by increasing depth, the
    /// children of each vertex side by side. Reversed, every vertex comes
    /// before its parent (the order of a fold from the leaves).
    pub fn order(&self) -> &[usize] {
        &self.order
    }

    /// Whether `v` is reached from the root (always, on a tree from
    /// [`Tree::new`]).
    pub fn contains(&self, v: usize) -> bool {
        self.index[v] != NONE
    }

    /// The parent of `v`; `None` for the root and a vertex not reached.
    pub fn parent(&self, v: usize) -> Option<usize> {
        Some(self.parent[v]).filter(|&p| p != NONE)
    }

    /// The index in the edge list of the edge from `v` to its parent;
    /// `None` for the root and a vertex not reached.
    pub fn parent_edge(&self, v: usize) -> Option<usize> {
        Some(self.parent_edge[v]).filter(|&e| e != NONE)
    }

    /// The number of edges from the root to `v`; `usize::MAX` for a vertex
    /// not reached.
    pub fn depth(&self, v: usize) -> usize {
        self.depth[v]
    }

    /// The children of `v`, in the order of the edges to them in the edge
    /// list; none for a vertex not reached.
    pub fn children(&self, v: usize) -> &[usize] {
        match self.index[v] {
            NONE => &[],
            i => &self.order[self.first[i]..self.first[i + 1]],
        }
    }

    /// The fold of the module's documentation for every vertex, under this
    /// tree's root: value(v) = finish(merge over the children c of v of
    /// lift(value(c), c, v), v), a leaf's from `identity`. A vertex not
    /// reached gets `identity`.
    ///
    /// # Complexity
    /// O(n) calls, one pass from the leaves up; no recursion.
    ///
    /// # Example
    /// ```
    /// use cp_games::tree::Tree;
    /// // Green Hackenbush grounded at the root: a vertex is worth the xor
    /// // of its branches' values + 1 (the colon principle).
    /// let t = Tree::new(5, 0, &[(0, 1), (1, 2), (1, 3), (3, 4)]);
    /// let value = t.fold(0u64, |a, b| a ^ b, |g, _, _| g + 1, |g, _| *g);
    /// assert_eq!(value, [4, 3, 0, 1, 0]);
    /// ```
    pub fn fold<T: Clone>(
        &self,
        identity: T,
        merge: impl Fn(&T, &T) -> T,
        lift: impl Fn(&T, usize, usize) -> T,
        finish: impl Fn(&T, usize) -> T,
    ) -> Vec<T> {
        // value[v] holds the merge of v's lifted children until v is
        // finished: all of them come before v in the reversed order.
        let mut value = vec![identity; self.len()];
        for &v in self.order.iter().rev() {
            value[v] = finish(&value[v], v);
            let p = self.parent[v];
            if p != NONE {
                let up = lift(&value[v], v, p);
                value[p] = merge(&value[p], &up);
            }
        }
        value
    }

    /// For every vertex r, its value under the fold of the module's
    /// documentation when the tree is rooted at r: r's branches are then
    /// all its neighbours'. The same as `Tree::new(n, r, edges).fold(..)[r]`
    /// for each r, in O(n) for all of them (rerooting): a fold up from the
    /// leaves, then one down from the root, which gives each vertex the
    /// value of the part of the tree beyond its parent, from the prefix and
    /// suffix merges of its parent's other branches. `merge` need not have
    /// an inverse. A vertex not reached gets `identity`.
    ///
    /// # Complexity
    /// O(n) calls and memory; no recursion.
    ///
    /// # Example
    /// ```
    /// use cp_games::tree::Tree;
    /// // Green Hackenbush on the path 0-1-2-3 grounded at each vertex: a
    /// // stalk of 3, then stalks of 1 and 2 (1 ^ 2 = 3), 2 and 1, and 3.
    /// let t = Tree::new(4, 0, &[(0, 1), (1, 2), (2, 3)]);
    /// let value = t.every_root(0u64, |a, b| a ^ b, |g, _, _| g + 1, |g, _| *g);
    /// assert_eq!(value, [3, 3, 3, 3]);
    /// // The height of the tree from each root.
    /// let height = t.every_root(0, |a: &usize, b| *a.max(b), |h, _, _| h + 1, |h, _| *h);
    /// assert_eq!(height, [3, 2, 2, 3]);
    /// ```
    pub fn every_root<T: Clone>(
        &self,
        identity: T,
        merge: impl Fn(&T, &T) -> T,
        lift: impl Fn(&T, usize, usize) -> T,
        finish: impl Fn(&T, usize) -> T,
    ) -> Vec<T> {
        let down = self.fold(identity.clone(), &merge, &lift, &finish);
        // all[v] holds, until v is reached in the order, the part of the
        // tree beyond v's parent lifted onto v (identity for the root);
        // then v's value as a root.
        let mut all = vec![identity.clone(); self.len()];
        let mut lifted: Vec<T> = Vec::new();
        let mut suffix: Vec<T> = Vec::new();
        for (i, &v) in self.order.iter().enumerate() {
            let kids = &self.order[self.first[i]..self.first[i + 1]];
            lifted.clear();
            lifted.extend(kids.iter().map(|&c| lift(&down[c], c, v)));
            // suffix[j]: the merge of the lifted branches j.. of v.
            suffix.clear();
            suffix.resize(kids.len() + 1, identity.clone());
            for j in (0..kids.len()).rev() {
                suffix[j] = merge(&lifted[j], &suffix[j + 1]);
            }
            // prefix: the part beyond v's parent and the branches before j.
            let mut prefix = all[v].clone();
            for (j, &c) in kids.iter().enumerate() {
                let without = finish(&merge(&prefix, &suffix[j + 1]), v);
                all[c] = lift(&without, v, c);
                prefix = merge(&prefix, &lifted[j]);
            }
            all[v] = finish(&prefix, v);
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::testing::lazy;

    /// Parents and depths by a plain search from `root` over lists of
    /// neighbours.
    fn naive(n: usize, root: usize, edges: &[(usize, usize)]) -> (Vec<usize>, Vec<usize>) {
        let mut adj = vec![Vec::new(); n];
        for &(u, v) in edges {
            adj[u].push(v);
            adj[v].push(u);
        }
        let (mut parent, mut depth) = (vec![NONE; n], vec![NONE; n]);
        depth[root] = 0;
        let mut stack = vec![root];
        while let Some(v) = stack.pop() {
            for &w in &adj[v] {
                if depth[w] == NONE {
                    depth[w] = depth[v] + 1;
                    parent[w] = v;
                    stack.push(w);
                }
            }
        }
        (parent, depth)
    }

    #[test]
    fn a_path_and_a_star() {
        let t = Tree::new(4, 3, &[(0, 1), (1, 2), (2, 3)]);
        assert_eq!(t.order(), [3, 2, 1, 0]);
        assert_eq!(t.root(), 3);
        assert_eq!(t.parent(3), None);
        assert_eq!(t.parent(0), Some(1));
        assert_eq!(t.parent_edge(0), Some(0));
        assert_eq!((0..4).map(|v| t.depth(v)).collect::<Vec<_>>(), [3, 2, 1, 0]);
        assert_eq!(t.children(2), [1]);
        assert_eq!(t.children(0), [0usize; 0]);
        let t = Tree::new(4, 0, &[(2, 0), (0, 1), (3, 0)]);
        assert_eq!(t.children(0), [2, 1, 3]);
        assert_eq!(t.order(), [0, 2, 1, 3]);
        assert_eq!((t.len(), t.is_empty()), (4, false));
        let one = Tree::new(1, 0, &[]);
        assert_eq!((one.order(), one.children(0)), (&[0][..], &[0usize; 0][..]));
        assert_eq!(
            one.every_root(0, |a, b| a + b, |s, _, _| *s, |s, _| s + 1),
            [1]
        );
    }

    #[test]
    fn the_roots_part_of_a_forest() {
        // 0-1-2 and 3-4 apart: only 0's part from root 1.
        let t = Tree::component(5, 1, &[(0, 1), (3, 4), (1, 2)]);
        assert_eq!(t.order(), [1, 0, 2]);
        assert!(t.contains(2) && !t.contains(3));
        assert_eq!(
            (t.parent(3), t.depth(4), t.children(3)),
            (None, NONE, &[][..])
        );
        assert_eq!(t.parent_edge(2), Some(2));
        let size = t.fold(0, |a, b| a + b, |s, _, _| *s, |s, _| s + 1);
        assert_eq!(size, [1, 3, 1, 0, 0]);
        let all = t.every_root(0, |a, b| a + b, |s, _, _| *s, |s, _| s + 1);
        assert_eq!(all, [3, 3, 3, 0, 0]);
    }

    #[test]
    #[should_panic(expected = "closes a cycle")]
    fn a_cycle_in_the_roots_part() {
        Tree::component(4, 0, &[(0, 1), (1, 2), (2, 0), (3, 3)]);
    }

    #[test]
    #[should_panic(expected = "do not connect")]
    fn two_parts_are_not_a_tree() {
        // n - 1 edges, a cycle away from the root.
        Tree::new(4, 0, &[(1, 2), (2, 3), (3, 1)]);
    }

    #[test]
    fn parents_depths_and_children_against_a_plain_search() {
        let mut rng = Rng::new(61);
        for _ in 0..2000 {
            let n = rng.range(1, 30);
            let edges = rng.tree(n);
            let root = rng.below(n);
            let t = Tree::new(n, root, &edges);
            let (parent, depth) = naive(n, root, &edges);
            let what = lazy(|f| write!(f, "n = {n}, root = {root}, edges = {edges:?}"));
            for v in 0..n {
                assert_eq!(t.parent(v), parent.get(v).copied().filter(|&p| p != NONE));
                assert_eq!(t.depth(v), depth[v], "{what}");
                if let Some(e) = t.parent_edge(v) {
                    let (a, b) = edges[e];
                    assert!(
                        (a, b) == (v, parent[v]) || (b, a) == (v, parent[v]),
                        "{what}"
                    );
                }
                let mut kids: Vec<usize> = (0..n).filter(|&w| parent[w] == v).collect();
                let mut got = t.children(v).to_vec();
                kids.sort_unstable();
                got.sort_unstable();
                assert_eq!(got, kids, "{what}");
            }
            // Breadth first: depths never decrease, parents come first.
            let order = t.order();
            assert_eq!(order.len(), n);
            assert!(
                order.windows(2).all(|w| depth[w[0]] <= depth[w[1]]),
                "{what}"
            );
            let mut seen = vec![false; n];
            for &v in order {
                assert!(t.parent(v).map_or(v == root, |p| seen[p]), "{what}");
                seen[v] = true;
            }
        }
    }

    /// `every_root` against `fold` from each root, for one fold on random
    /// trees.
    fn agree<T: Clone + PartialEq + std::fmt::Debug>(
        seed: u64,
        identity: T,
        merge: impl Fn(&T, &T) -> T,
        lift: impl Fn(&T, usize, usize) -> T,
        finish: impl Fn(&T, usize) -> T,
    ) {
        let mut rng = Rng::new(seed);
        for _ in 0..1500 {
            let n = rng.range(1, 40);
            let edges = rng.tree(n);
            let t = Tree::new(n, rng.below(n), &edges);
            let all = t.every_root(identity.clone(), &merge, &lift, &finish);
            for r in 0..n {
                let alone = Tree::new(n, r, &edges).fold(identity.clone(), &merge, &lift, &finish);
                assert_eq!(all[r], alone[r], "root {r}, n = {n}, edges = {edges:?}");
            }
        }
    }

    #[test]
    fn every_root_against_each_root_alone() {
        // Sizes, and the sum of the distances to the root.
        agree(
            62,
            (0u64, 0u64),
            |a, b| (a.0 + b.0, a.1 + b.1),
            |&(s, d), _, _| (s, d + s),
            |&(s, d), _| (s + 1, d),
        );
        // Heights: max has no inverse.
        agree(63, 0usize, |a, b| *a.max(b), |h, _, _| h + 1, |h, _| *h);
        // Green Hackenbush values.
        agree(64, 0u64, |a, b| a ^ b, |g, _, _| g + 1, |g, _| *g);
        // A token moved down to a child: the set of the children's Grundy
        // values, and the vertex's own the mex of it; weights by vertex and
        // by edge, so that a mix-up of child and parent shows.
        let weight = |v: usize| (v * 7 + 3) as u64 % 5;
        agree(
            65,
            (0u32, 0u64),
            |a, b| (a.0 | b.0, a.1 + b.1),
            |&(g, w), c, p| (1 << g, w + weight(c) * 10 + weight(p)),
            |&(set, w), v| (set.trailing_ones(), w + weight(v) * 100),
        );
    }

    #[test]
    fn long_paths_and_stars_need_no_recursion() {
        let n = 1_000_000;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        let t = Tree::new(n, 0, &path);
        assert_eq!(t.depth(n - 1), n - 1);
        let height = t.every_root(0, |a: &usize, b| *a.max(b), |h, _, _| h + 1, |h, _| *h);
        assert_eq!(
            (height[0], height[n / 2], height[n - 1]),
            (n - 1, n / 2, n - 1)
        );
        let star: Vec<(usize, usize)> = (1..n).map(|v| (0, v)).collect();
        let t = Tree::new(n, 5, &star);
        assert_eq!((t.children(0).len(), t.depth(7)), (n - 2, 2));
        let size = t.every_root(0, |a, b| a + b, |s, _, _| *s, |s, _| s + 1);
        assert!(size.iter().all(|&s| s == n));
    }
}
