//! christmas_game: the strategy.

use crate::problems::christmas_game::{renumbered, winning_move, Tree};

/// A tree as the game sees it: its edges still connected to node 1, each
/// written `(a, b)` with a <= b, sorted (edges joining the same nodes are
/// alike).
pub fn settle(tree: &Tree) -> Tree {
    let (n, root, edges) = renumbered(tree);
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in &edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    let mut reached = vec![false; n];
    reached[root] = true;
    let mut stack = vec![root];
    while let Some(v) = stack.pop() {
        for &w in &adj[v] {
            if !reached[w] {
                reached[w] = true;
                stack.push(w);
            }
        }
    }
    let mut kept: Vec<(u64, u64)> = (tree.edges.iter().zip(&edges))
        .filter(|(_, &(a, _))| reached[a])
        .map(|(&(a, b), _)| (a.min(b), a.max(b)))
        .collect();
    kept.sort_unstable();
    Tree {
        m: tree.m,
        edges: kept,
    }
}

/// The game for `--explain` and `--play`: a position is one test case's
/// trees ([`settle`]d), a move is typed `t a b`: cut the edge a-b of tree t
/// (`t a b j` for the j-th of several edges joining a and b; all alike).
pub struct ChristmasGame;

impl crate::strategy::Strategy for ChristmasGame {
    type Position = Vec<Tree>;

    /// The tree (0-based) and the edge's index in its settled edges.
    type Move = (usize, usize);

    fn players(&self) -> [&'static str; 2] {
        ["Sally", "Harry"]
    }

    fn moves(&self, p: &Vec<Tree>) -> Vec<(usize, usize)> {
        (p.iter().enumerate())
            .flat_map(|(t, tree)| (0..tree.edges.len()).map(move |e| (t, e)))
            .collect()
    }

    fn some_move(&self, p: &Vec<Tree>) -> Option<(usize, usize)> {
        p.iter().position(|t| !t.edges.is_empty()).map(|t| (t, 0))
    }

    fn apply(&self, p: &Vec<Tree>, &(t, e): &(usize, usize)) -> Vec<Tree> {
        let mut q = p.clone();
        q[t].edges.remove(e);
        q[t] = settle(&q[t]);
        q
    }

    fn winning_move(&self, p: &Vec<Tree>) -> Option<(usize, usize)> {
        winning_move(p)
    }

    fn notation(&self) -> &'static str {
        "`t a b`: cut the edge a-b of tree t (`t a b 2`: the second of several edges joining a and b)"
    }

    fn parse_move(&self, p: &Vec<Tree>, text: &str) -> std::result::Result<(usize, usize), String> {
        let nums = crate::strategy::numbers::<u64>(text, "a number")?;
        let (t, a, b, j) = match *nums.as_slice() {
            [t, a, b] => (t, a, b, 1),
            [t, a, b, j] => (t, a, b, j),
            _ => {
                return Err("type the tree and the two nodes of the edge to cut: t a b".to_string())
            }
        };
        let n = p.len() as u64;
        if t == 0 || t > n {
            return Err(format!("there is no tree {t}: the trees are 1 to {n}"));
        }
        let tree = &p[t as usize - 1];
        let key = (a.min(b), a.max(b));
        let first = tree.edges.partition_point(|&e| e < key);
        let copies = tree.edges[first..]
            .iter()
            .take_while(|&&e| e == key)
            .count() as u64;
        match copies {
            0 => Err(format!("tree {t} has no standing edge {a}-{b}")),
            _ if j == 0 || j > copies => Err(format!(
                "tree {t} has {copies} standing edge{} joining {a} and {b}, not {j}",
                if copies == 1 { "" } else { "s" }
            )),
            _ => Ok((t as usize - 1, first + j as usize - 1)),
        }
    }

    fn show_move(&self, p: &Vec<Tree>, &(t, e): &(usize, usize)) -> String {
        let edges = &p[t].edges;
        let (a, b) = edges[e];
        let before = edges[..e]
            .iter()
            .rev()
            .take_while(|&&x| x == (a, b))
            .count();
        match before {
            0 => format!("{} {a} {b}", t + 1),
            k => format!("{} {a} {b} {}", t + 1, k + 1),
        }
    }
}
