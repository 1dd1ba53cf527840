//! game_on_tree: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::game_on_tree`](crate::problems::game_on_tree).

use crate::hackenbush;

/// Whether Alice, who moves first, wins on the tree on vertices `0..n`
/// with these `n - 1` edges (0-based), grounded at vertex 0.
///
/// # Panics
/// If the edges do not form a tree on `0..n`.
pub fn alice_wins(n: usize, edges: &[(usize, usize)]) -> bool {
    hackenbush::tree_value(n, 0, edges) != 0
}

/// A winning move: the index in `edges` of the edge to cut, so that what
/// is left of the tree (the part with vertex 0) is worth 0; `None` when
/// the tree is worth 0 already (Bob's, if Alice is to move).
///
/// `edges` is what stands of a tree on `0..n` after some cuts: any forest,
/// only the part with vertex 0 counts. The cut comes from the colon
/// principle's values ([`hackenbush::tree_winning_cut`]): from vertex 0
/// down, each step changes one child's term x = value + 1 to x ^ d.
///
/// # Panics
/// If an edge leaves `0..n` or the part with vertex 0 has a cycle.
///
/// # Complexity
/// O(n + edges), no recursion.
///
/// # Example
/// ```
/// use cp_games::strategy::game_on_tree::winning_cut;
/// // The first sample: 1-2, 2-3, 2-4, 4-5; cutting 1-2 leaves nothing.
/// let edges = [(0, 1), (1, 2), (1, 3), (3, 4)];
/// assert_eq!(winning_cut(5, &edges), Some(0));
/// // The second: 1-2, 2-3, 1-4, 4-5 is worth 2 ^ 2 = 0.
/// assert_eq!(winning_cut(5, &[(0, 1), (1, 2), (0, 3), (3, 4)]), None);
/// ```
///
/// [`hackenbush::tree_winning_cut`]: crate::hackenbush::tree_winning_cut
pub fn winning_cut(n: usize, edges: &[(usize, usize)]) -> Option<usize> {
    hackenbush::tree_winning_cut(n, 0, edges, 0)
}

/// What stands of the tree: the number of vertices and the edges still
/// connected to vertex 1 (0-based, in the input's order and orientation).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Standing {
    /// The number of vertices N of the tree as read.
    pub n: usize,
    /// The edges still connected to vertex 1 (0-based).
    pub edges: Vec<(usize, usize)>,
}

/// The game for `--explain` and `--play`: a position is what stands of the
/// tree, a move the edge to cut, typed as its two vertices `x y`.
pub struct GameOnTree;

impl Standing {
    /// The position after cutting edge `e`: the edges still connected to
    /// vertex 0.
    ///
    /// O(E log E) for the E edges that stand, whatever the tree's size:
    /// a search cuts many small positions of a large tree.
    pub fn cut(&self, e: usize) -> Standing {
        // The vertices that still matter, numbered in order.
        let mut ids: Vec<usize> = (self.edges.iter())
            .flat_map(|&(a, b)| [a, b])
            .chain([0])
            .collect();
        ids.sort_unstable();
        ids.dedup();
        let id = |v: usize| ids.binary_search(&v).expect("a vertex of a standing edge");
        let mut adj = vec![Vec::new(); ids.len()];
        for (i, &(a, b)) in self.edges.iter().enumerate() {
            if i != e {
                adj[id(a)].push(id(b));
                adj[id(b)].push(id(a));
            }
        }
        let mut reached = vec![false; ids.len()];
        reached[id(0)] = true;
        let mut queue = vec![id(0)];
        while let Some(v) = queue.pop() {
            for &w in &adj[v] {
                if !reached[w] {
                    reached[w] = true;
                    queue.push(w);
                }
            }
        }
        let edges = (self.edges.iter().enumerate())
            .filter(|&(i, &(a, _))| i != e && reached[id(a)])
            .map(|(_, &ab)| ab)
            .collect();
        Standing { n: self.n, edges }
    }
}

impl crate::strategy::Strategy for GameOnTree {
    type Position = Standing;

    type Move = (usize, usize);

    fn players(&self) -> [&'static str; 2] {
        ["Alice", "Bob"]
    }

    fn moves(&self, p: &Standing) -> Vec<(usize, usize)> {
        p.edges.clone()
    }

    fn some_move(&self, p: &Standing) -> Option<(usize, usize)> {
        p.edges.first().copied()
    }

    fn apply(&self, p: &Standing, m: &(usize, usize)) -> Standing {
        let e = p
            .edges
            .iter()
            .position(|ab| ab == m)
            .expect("a standing edge");
        p.cut(e)
    }

    fn winning_move(&self, p: &Standing) -> Option<(usize, usize)> {
        winning_cut(p.n, &p.edges).map(|e| p.edges[e])
    }

    fn notation(&self) -> &'static str {
        "the edge to cut, `x y` (its two vertices)"
    }

    fn parse_move(&self, p: &Standing, text: &str) -> std::result::Result<(usize, usize), String> {
        let nums = crate::strategy::numbers::<usize>(text, "a vertex number")?;
        let &[x, y] = nums.as_slice() else {
            return Err("type two vertex numbers, the ends of the edge to cut".to_string());
        };
        for v in [x, y] {
            if v == 0 || v > p.n {
                return Err(format!(
                    "there is no vertex {v}: the vertices are 1 to {}",
                    p.n
                ));
            }
        }
        p.edges
            .iter()
            .copied()
            .find(|&(a, b)| (a, b) == (x - 1, y - 1) || (b, a) == (x - 1, y - 1))
            .ok_or_else(|| format!("no edge {x}-{y} stands (it was cut, fell, or never was)"))
    }

    fn show_move(&self, _: &Standing, &(a, b): &(usize, usize)) -> String {
        format!("{} {}", a + 1, b + 1)
    }
}
