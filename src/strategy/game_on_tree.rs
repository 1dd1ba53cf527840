//! game_on_tree: the strategy.

use crate::problems::game_on_tree::winning_cut;

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
    pub fn cut(&self, e: usize) -> Standing {
        let mut adj = vec![Vec::new(); self.n];
        for (i, &(a, b)) in self.edges.iter().enumerate() {
            if i != e {
                adj[a].push(b);
                adj[b].push(a);
            }
        }
        let mut reached = vec![false; self.n];
        reached[0] = true;
        let mut queue = vec![0];
        while let Some(v) = queue.pop() {
            for &w in &adj[v] {
                if !reached[w] {
                    reached[w] = true;
                    queue.push(w);
                }
            }
        }
        let edges = (self.edges.iter().enumerate())
            .filter(|&(i, &(a, _))| i != e && reached[a])
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
