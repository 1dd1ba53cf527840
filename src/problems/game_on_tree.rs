//! AtCoder AGC 017 D "Game on Tree": Alice and Bob cut edges of a tree; who
//! wins?
//!
//! A tree on vertices 1..N. Alice and Bob alternate, Alice first; a move
//! deletes one edge, and the part that no longer contains vertex 1 is
//! removed with it. The player who cannot move loses.
//!
//! Theory: this is Green Hackenbush on a tree grounded at vertex 1. By the
//! colon principle a vertex is worth the xor over its children c of
//! (value(c) + 1): a child's branch is its own tree on top of one more edge,
//! and a stalk on top of a game of value g is worth g + 1. Alice wins iff
//! value(1) != 0 (Sprague-Grundy), computed by
//! [`hackenbush::tree_value`]: it peels leaves (each vertex keeps its
//! degree and the xor of its neighbours, so a leaf knows its parent), with
//! no recursion and no rooted adjacency.
//!
//! Input: `N`, then N - 1 edges `x y`. N is not limited to the judge's
//! 10^5 (any N the input can hold: a path of 10^6 vertices is fine), but it
//! must be at least 2 as in the statement. The edges must form a tree, and
//! the first edge that does not is reported: a vertex outside 1..N, a loop,
//! a repeated edge, or an edge that closes a cycle (a graph of N - 1 edges
//! that is not connected has one): `error: line 5: edge 4 closes a cycle:
//! vertices 3 and 1 are already connected`, `error: line 6: edge 5 repeats
//! edge 2 (vertices 3 and 2)`. An input that ends before the N - 1st edge,
//! or has more after it, is an error too.
//! Output: `Alice` if the first player wins, else `Bob`.
//!
//! Complexity: O(N α(N)) for reading and checking the tree (union-find), O(N)
//! for its value; no recursion. Times and peak memory for paths and random
//! trees of 10^5 and 10^6 vertices: `BENCHMARKS.md` in the repository, rows
//! `tree-*`.
//!
//! Status: the statement's four samples and edge cases in
//! `testdata/game_on_tree`; compared with an exhaustive search of the
//! literal game (the set of remaining edges, no theory) on every tree of up
//! to 9 vertices, each with vertex 1 on every vertex and random labellings,
//! edge orders and orientations, and on random trees of up to 14 vertices;
//! paths of 10^6 vertices against the two-arm Nim argument; bad input
//! (`tests/game_on_tree.rs`).
//!
//! Explain and play: [`winning_cut`] walks down from vertex 1 by the
//! colon principle's values ([`hackenbush::tree_winning_cut`]), on the
//! tree as read or on what stands of it after cuts. `--explain` gives
//! vertex 1's children with their values and terms (the first 40), vertex
//! 1's value and the winning cut; `--play` takes a move as the edge `x y`
//! to cut. The strategy is played against every reply (the literal game,
//! written in the test) from every tree of up to 9 vertices with vertex 1
//! on each vertex and from random trees of up to 12 vertices, about 50,000
//! positions; winning cuts on trees of up to 10^6 vertices leave a tree
//! worth 0; explain and scripted sessions have their own tests.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/game_on_tree < testdata/game_on_tree/01-sample.in
//! ```
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::game_on_tree::solve};
//! assert_eq!(solve(&mut Input::new("5\n1 2\n2 3\n2 4\n4 5\n")).unwrap(), "Alice\n");
//! assert_eq!(solve(&mut Input::new("5\n1 2\n2 3\n1 4\n4 5\n")).unwrap(), "Bob\n");
//! let err = solve(&mut Input::new("4\n1 2\n2 3\n3 1\n")).unwrap_err();
//! assert_eq!(err.to_string(), "line 4: edge 3 closes a cycle: vertices 3 and 1 are already connected");
//! ```
//!
//! [`hackenbush::tree_value`]: crate::hackenbush::tree_value

use crate::hackenbush;
use crate::input::{show, Input, Result};

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
/// use cp_games::problems::game_on_tree::winning_cut;
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

/// Reads `N` and the tree's edges (0-based), checked as described above.
pub fn read(inp: &mut Input) -> Result<(usize, Vec<(usize, usize)>)> {
    let n = inp.usize("the number of vertices N")?;
    if n < 2 {
        return Err(inp.error(format!(
            "the number of vertices N must be at least 2, found {n}"
        )));
    }
    let edges = inp.tree_edges1(n)?;
    if let Some(tok) = inp.next_token() {
        let shown = show(tok);
        return Err(inp.error(format!(
            "unexpected {shown} after the N - 1 = {} edges",
            n - 1
        )));
    }
    Ok((n, edges))
}

/// The judge's answer to a whole input, `Alice` or `Bob` with a newline;
/// an error for bad input or edges that are not a tree.
pub fn solve(inp: &mut Input) -> Result<String> {
    let (n, edges) = read(inp)?;
    Ok(if alice_wins(n, &edges) {
        "Alice\n"
    } else {
        "Bob\n"
    }
    .to_string())
}

/// What stands of the tree: the number of vertices and the edges still
/// connected to vertex 1 (0-based, in the input's order and orientation).
#[cfg(feature = "play")]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Standing {
    /// The number of vertices N of the tree as read.
    pub n: usize,
    /// The edges still connected to vertex 1 (0-based).
    pub edges: Vec<(usize, usize)>,
}

#[cfg(feature = "play")]
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

/// The game for `--explain` and `--play`: a position is what stands of the
/// tree, a move the edge to cut, typed as its two vertices `x y`.
#[cfg(feature = "play")]
pub struct GameOnTree;

/// The edges listed in full up to this many; beyond, the first ones.
#[cfg(feature = "play")]
const SHOWN_EDGES: usize = 40;

#[cfg(feature = "play")]
impl crate::play::Game for GameOnTree {
    type Position = Standing;
    type Move = (usize, usize);

    fn players(&self) -> [&'static str; 2] {
        ["Alice", "Bob"]
    }

    fn read(&self, inp: &mut Input) -> Result<Vec<Standing>> {
        let (n, edges) = read(inp)?;
        Ok(vec![Standing { n, edges }])
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
        let nums = crate::play::numbers::<usize>(text, "a vertex number")?;
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

    fn show(&self, p: &Standing) -> String {
        let k = p.edges.len();
        let list: Vec<String> = (p.edges.iter().take(SHOWN_EDGES))
            .map(|&(a, b)| format!("{}-{}", a + 1, b + 1))
            .collect();
        let more = if k > SHOWN_EDGES {
            format!(" ... ({} more)", k - SHOWN_EDGES)
        } else {
            String::new()
        };
        match k {
            0 => "No edge stands: only vertex 1 is left.\n".to_string(),
            _ => format!("Edges standing ({k}): {}{more}\n", list.join(" ")),
        }
    }

    fn explain(&self, p: &Standing) -> String {
        let value = hackenbush::grounded_tree_value(p.n, 0, &p.edges);
        let mut out = format!(
            "Green Hackenbush on a tree grounded at vertex 1 ({} edges standing): a vertex is \
             worth the xor over its children c of (value(c) + 1); the player to move wins \
             iff vertex 1 is worth more than 0.\n",
            p.edges.len()
        );
        let branches = hackenbush::branch_values(p.n, 0, &p.edges);
        let terms: Vec<String> = (branches.iter().take(SHOWN_EDGES))
            .map(|&(c, g)| format!("{} (worth {g}, term {})", c + 1, g + 1))
            .collect();
        let more = if branches.len() > SHOWN_EDGES {
            format!(", ... ({} more)", branches.len() - SHOWN_EDGES)
        } else {
            String::new()
        };
        out += &match branches.len() {
            0 => "Vertex 1 has no edge left: it is worth 0.\n".to_string(),
            k => format!(
                "Vertex 1 has {k} children: {}{more}. Vertex 1 is worth {value}.\n",
                terms.join(", ")
            ),
        };
        match self.winning_move(p) {
            None => {
                out += "The player to move loses: every cut leaves a value other than 0, \
                             and the opponent cuts back to 0.\n"
            }
            Some((a, b)) => {
                let e = p
                    .edges
                    .iter()
                    .position(|&ab| ab == (a, b))
                    .expect("standing");
                let left = p.cut(e);
                let after = hackenbush::grounded_tree_value(p.n, 0, &left.edges);
                out += &format!(
                    "The player to move wins: cut the edge {} {}; vertex 1 is then worth \
                     {after} ({} edges left).\n",
                    a + 1,
                    b + 1,
                    left.edges.len()
                );
            }
        }
        out
    }

    fn draw(&self, p: &Standing) -> Option<String> {
        Some(draw_standing(p))
    }
}

/// The most vertices the drawing shows; a larger tree is drawn from
/// vertex 1 up to 100 vertices, and the way to the winning cut
/// when it is not too long.
#[cfg(feature = "play")]
pub const DRAWN: usize = 150;

/// The vertices nearest to vertex 1 drawn of a larger tree.
#[cfg(feature = "play")]
const DRAWN_NEAR: usize = 100;

/// What stands of the tree seen from vertex 1: the vertices in
/// breadth-first order, each one's parent and the index of the edge to it
/// (`usize::MAX` for vertex 1), and each vertex's value by the colon
/// principle.
#[cfg(feature = "play")]
struct Grounded {
    order: Vec<usize>,
    parent: Vec<usize>,
    parent_edge: Vec<usize>,
    value: Vec<u64>,
}

#[cfg(feature = "play")]
impl Grounded {
    fn new(p: &Standing) -> Grounded {
        let n = p.n;
        // Adjacency in one array: (neighbour, edge) of v at
        // `adj[start[v]..start[v + 1]]`.
        let mut start = vec![0usize; n + 1];
        for &(a, b) in &p.edges {
            start[a + 1] += 1;
            start[b + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut adj = vec![(0, 0); start[n]];
        for (e, &(a, b)) in p.edges.iter().enumerate() {
            adj[fill[a]] = (b, e);
            fill[a] += 1;
            adj[fill[b]] = (a, e);
            fill[b] += 1;
        }
        let mut parent = vec![usize::MAX; n];
        let mut parent_edge = vec![usize::MAX; n];
        let mut order = Vec::with_capacity(p.edges.len() + 1);
        order.push(0);
        let mut i = 0;
        while i < order.len() {
            let v = order[i];
            i += 1;
            for &(w, e) in &adj[start[v]..start[v + 1]] {
                if e != parent_edge[v] {
                    parent[w] = v;
                    parent_edge[w] = e;
                    order.push(w);
                }
            }
        }
        let mut value = vec![0u64; n];
        for &v in order[1..].iter().rev() {
            value[parent[v]] ^= value[v] + 1;
        }
        Grounded {
            order,
            parent,
            parent_edge,
            value,
        }
    }

    /// The value of vertex 1 once the edge from `c` to its parent is cut:
    /// the parent loses the term value(c) + 1, and each vertex on the way
    /// down to vertex 1 changes its term to its new value + 1.
    fn after_cut(&self, c: usize) -> u64 {
        let mut v = self.parent[c];
        let mut now = self.value[v] ^ (self.value[c] + 1);
        while v != 0 {
            let up = self.parent[v];
            now = self.value[up] ^ (self.value[v] + 1) ^ (now + 1);
            v = up;
        }
        now
    }
}

/// The drawing of a position: the tree standing on the ground at vertex
/// 1, each vertex with its value, every edge to click with a dot that
/// says whether cutting it wins.
#[cfg(feature = "play")]
fn draw_standing(p: &Standing) -> String {
    use crate::play::svg::{Shape, Svg};
    let t = Grounded::new(p);
    let whole = t.order.len() <= DRAWN;
    let mut drawn = t.order[..t.order.len().min(if whole { DRAWN } else { DRAWN_NEAR })].to_vec();
    if !whole {
        // The winning cut too, with the way down to it from vertex 1, in
        // the breadth-first order.
        let mut rank = vec![usize::MAX; p.n];
        for (r, &v) in t.order.iter().enumerate() {
            rank[v] = r;
        }
        if let Some(e) = winning_cut(p.n, &p.edges) {
            let (a, b) = p.edges[e];
            let mut v = if t.parent[b] == a { b } else { a };
            let mut way = Vec::new();
            while rank[v] >= DRAWN_NEAR && way.len() <= DRAWN_NEAR / 2 {
                way.push(v);
                v = t.parent[v];
            }
            // A way longer than that (down a long path) is left out.
            if rank[v] < DRAWN_NEAR {
                drawn.extend(way);
            }
        }
        drawn.sort_unstable_by_key(|&v| rank[v]);
    }
    let drawn = &drawn[..];
    let mut index = std::collections::HashMap::new();
    for (i, &v) in drawn.iter().enumerate() {
        index.insert(v, i);
    }
    let k = drawn.len();
    // Children in the drawing, and whether a vertex has more above it
    // than is drawn.
    let mut children = vec![Vec::new(); k];
    let mut cut_short = vec![false; k];
    let mut depth = vec![0usize; k];
    for (i, &v) in drawn.iter().enumerate().skip(1) {
        let up = index[&t.parent[v]];
        children[up].push(i);
        depth[i] = depth[up] + 1;
    }
    for &v in &t.order[1..] {
        if let Some(&up) = index.get(&t.parent[v]) {
            cut_short[up] |= !index.contains_key(&v);
        }
    }
    // Each vertex gets a slot per leaf above it; children side by side.
    let mut leaves = vec![0usize; k];
    for i in (0..k).rev() {
        leaves[i] = children[i].iter().map(|&c| leaves[c]).sum::<usize>().max(1);
    }
    let mut from = vec![0usize; k];
    for i in 0..k {
        let mut at = from[i];
        for &c in &children[i] {
            from[c] = at;
            at += leaves[c];
        }
    }
    let slots = leaves[0].max(1);
    let gap_x = (900.0 / slots as f64).clamp(14.0, 64.0);
    let top_depth = depth.iter().copied().max().unwrap_or(0);
    let gap_y = (600.0 / top_depth.max(1) as f64).clamp(18.0, 70.0);
    let radius = (gap_x * 0.4).min(gap_y * 0.3).min(13.0);
    let value = t.value[0];
    let mut legend = vec![
        "Green Hackenbush grounded at vertex 1. In blue each vertex's value: the xor over its \
         children c of (value(c) + 1)."
            .to_string(),
        format!(
            "Vertex 1 is worth {value}: the player to move {}.",
            if value == 0 { "loses" } else { "wins" }
        ),
        "Click an edge to cut it: a green dot leaves vertex 1 worth 0 (the cut wins), a red one \
         does not."
            .to_string(),
    ];
    if !whole {
        legend.push(format!(
            "Drawn: the {k} vertices nearest to vertex 1, of the {} standing (... marks more above).",
            t.order.len()
        ));
    }
    let band = 16.0 * legend.len() as f64 + 16.0;
    let inner = slots as f64 * gap_x;
    let width = (inner + 60.0).max(640.0);
    let left = (width - inner) / 2.0;
    let ground = band + top_depth as f64 * gap_y + 30.0;
    let height = ground + 30.0;
    let pos: Vec<(f64, f64)> = (0..k)
        .map(|i| {
            let x = left + (from[i] as f64 + leaves[i] as f64 / 2.0) * gap_x;
            (x, ground - depth[i] as f64 * gap_y)
        })
        .collect();
    let mut svg = Svg::new(width, height);
    for (i, line) in legend.iter().enumerate() {
        svg.add(Shape::text(width / 2.0, 14.0 + 16.0 * i as f64, line).class("label"));
    }
    svg.add(Shape::line(20.0, ground, width - 20.0, ground).class("ground"));
    let mut dots = Vec::new();
    for i in 1..k {
        let c = drawn[i];
        let up = index[&t.parent[c]];
        let e = t.parent_edge[c];
        let (a, b) = p.edges[e];
        let shown = format!("{} {}", a + 1, b + 1);
        let after = t.after_cut(c);
        let wins = after == 0;
        let title = format!(
            "cut the edge {} {}: vertex 1 becomes worth {after}, {}",
            a + 1,
            b + 1,
            if wins { "a win" } else { "not a win" }
        );
        let (x1, y1) = pos[up];
        let (x2, y2) = pos[i];
        svg.add(
            Shape::line(x1, y1, x2, y2)
                .class("edge")
                .attr("style", "stroke-width:5")
                .moves(&shown)
                .title(&title),
        );
        dots.push(crate::play::svg::move_dot(
            (x1 + x2) / 2.0,
            (y1 + y2) / 2.0,
            (radius * 0.45).max(3.0),
            wins,
            &shown,
            &title,
        ));
    }
    for dot in dots {
        svg.add(dot);
    }
    let small = radius < 9.0;
    for (i, &v) in drawn.iter().enumerate() {
        let (x, y) = pos[i];
        svg.add(Shape::circle(x, y, radius).class("vertex").title(format!(
            "vertex {}: worth {}",
            v + 1,
            t.value[v]
        )));
        if !small {
            svg.add(Shape::text(x, y, v + 1));
        }
        svg.add(Shape::text(x + radius + 7.0, y - radius * 0.6, t.value[v]).class("value"));
        if cut_short[i] {
            svg.add(Shape::text(x, y - radius - 8.0, "...").class("count"));
        }
    }
    svg.finish()
}
