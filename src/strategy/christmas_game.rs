//! christmas_game: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::christmas_game`](crate::problems::christmas_game).

use crate::hackenbush;

/// One tree as read: the number of nodes m (numbered 1..m, root 1) and the
/// edges.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tree {
    /// The number of nodes m, as read.
    pub m: u64,
    /// The edges `(a, b)`, 1-based, in the input's order.
    pub edges: Vec<(u64, u64)>,
}

/// The Green Hackenbush value of a tree, rooted at its node 1.
///
/// # Complexity
/// O(k log k) for k edges.
pub fn tree_value(tree: &Tree) -> u64 {
    let (n, root, edges) = renumbered(tree);
    hackenbush::value(n, root, &edges)
}

/// The tree on nodes renumbered `0..n` (the nodes its edges use, and the
/// root): `(n, the root's number, the edges in the same order)`.
pub(crate) fn renumbered(tree: &Tree) -> (usize, usize, Vec<(usize, usize)>) {
    let mut nodes: Vec<u64> = tree.edges.iter().flat_map(|&(a, b)| [a, b]).collect();
    nodes.push(1);
    nodes.sort_unstable();
    nodes.dedup();
    let id = |x: u64| nodes.binary_search(&x).expect("every endpoint is listed");
    let edges: Vec<(usize, usize)> = tree.edges.iter().map(|&(a, b)| (id(a), id(b))).collect();
    (nodes.len(), id(1), edges)
}

/// A winning move in a test case: `Some((t, e))` cuts edge `e` (an index
/// into `trees[t].edges`) and leaves trees whose values have xor 0; `None`
/// when their xor is 0 already (the player to move loses).
///
/// The trees may be any graphs, as read or after cuts (edges away from a
/// tree's node 1 count for nothing, and are never cut). Sprague-Grundy
/// picks the tree ([`grundy::winning_component`]): one worth g with g ^ X
/// < g, X the xor; [`hackenbush::winning_cut`] then finds the cut that
/// brings it to g ^ X by the fusion and colon principles: a bridge, the
/// middle edge of an odd cycle hanging at one node, or, in shapes beyond
/// the judge's, an edge tried and checked by the value.
///
/// # Complexity
/// O(k log k) per tree for its value (k edges), and the cut's cost in
/// [`hackenbush::winning_cut`]: O(k) in the judge's shapes.
///
/// # Example
/// ```
/// use cp_games::strategy::christmas_game::{winning_move, Tree};
/// // A stalk (worth 1) and a square hanging from a stalk (the square fuses
/// // to nothing: worth 1): lost.
/// let stalk = Tree { m: 2, edges: vec![(1, 2)] };
/// let square = Tree { m: 5, edges: vec![(1, 2), (2, 3), (3, 4), (4, 5), (5, 2)] };
/// assert_eq!(winning_move(&[stalk.clone(), square]), None);
/// // A triangle instead (the sample; worth 1 + 1 = 2): cut its middle
/// // edge, 3-4, leaving two paths of one edge at node 2.
/// let triangle = Tree { m: 4, edges: vec![(1, 2), (2, 3), (3, 4), (4, 2)] };
/// assert_eq!(winning_move(&[stalk, triangle]), Some((1, 2)));
/// ```
///
/// [`grundy::winning_component`]: crate::grundy::winning_component
/// [`hackenbush::winning_cut`]: crate::hackenbush::winning_cut
pub fn winning_move(trees: &[Tree]) -> Option<(usize, usize)> {
    let values: Vec<u64> = trees.iter().map(tree_value).collect();
    let (t, target) = crate::grundy::winning_component(values.iter().copied())?;
    let (n, root, edges) = renumbered(&trees[t]);
    let e = hackenbush::winning_cut(n, root, &edges, target)
        .expect("a smaller value is an option's value");
    Some((t, e))
}

/// Whether the first player wins the sum of these trees.
pub fn first_player_wins(trees: &[Tree]) -> bool {
    trees.iter().fold(0, |x, t| x ^ tree_value(t)) != 0
}

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
