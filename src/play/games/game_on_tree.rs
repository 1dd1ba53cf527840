//! game_on_tree: explained and drawn.

use crate::hackenbush;
use crate::input::{Input, Result};
use crate::play::svg::{class, Picture};
use crate::play::{Game, Marks};
use crate::problems::game_on_tree::{read, winning_cut};
use crate::strategy::game_on_tree::{GameOnTree, Standing};
use crate::strategy::Strategy;
use crate::tree::Tree;

/// The edges listed in full up to this many; beyond, the first ones.
const SHOWN_EDGES: usize = 40;

/// The most vertices the drawing shows; a larger tree is drawn from
/// vertex 1 up to 100 vertices, and the way to the winning cut
/// when it is not too long.
pub const DRAWN: usize = 150;

/// The vertices nearest to vertex 1 drawn of a larger tree.
const DRAWN_NEAR: usize = 100;

/// What stands of the tree seen from vertex 1: the vertices in
/// breadth-first order, each one's parent and the index of the edge to it
/// (`usize::MAX` for vertex 1), and each vertex's value by the colon
/// principle.
struct Grounded {
    order: Vec<usize>,
    parent: Vec<usize>,
    parent_edge: Vec<usize>,
    value: Vec<u64>,
}

impl Grounded {
    fn new(p: &Standing) -> Grounded {
        let t = Tree::component(p.n, 0, &p.edges);
        let or_none = |x: Option<usize>| x.unwrap_or(usize::MAX);
        Grounded {
            order: t.order().to_vec(),
            parent: (0..p.n).map(|v| or_none(t.parent(v))).collect(),
            parent_edge: (0..p.n).map(|v| or_none(t.parent_edge(v))).collect(),
            value: t.fold(0, |a, b| a ^ b, |g, _, _| g + 1, |g, _| *g),
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
fn draw_standing(p: &Standing, marks: &Marks<GameOnTree>) -> Picture {
    use crate::play::svg::{Canvas, Caption, Legend, Shape, Side, Swatch};
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
        "Green Hackenbush grounded at vertex 1 (the green ground). In blue each vertex's value: \
         the xor over its children c of (value(c) + 1)."
            .to_string(),
        format!(
            "Vertex 1 is worth {value}: the player to move {}.",
            if value == 0 { "loses" } else { "wins" }
        ),
    ];
    if !whole {
        legend.push(format!(
            "Drawn: the {k} vertices nearest to vertex 1, of the {} standing (... marks more above).",
            t.order.len()
        ));
    }
    let caption = Caption::new(
        legend,
        Legend::moves(marks.searched())
            .entry(
                Swatch::Line(class::EDGE),
                "an edge: a click (or its dot) cuts it; a cut that leaves vertex 1 worth 0 wins",
            )
            .entry(Swatch::Text("3"), "in blue: a vertex's value"),
    );
    let inner = slots as f64 * gap_x;
    let size = (inner + 60.0, top_depth as f64 * gap_y + 60.0);
    let mut svg = Canvas::new(size, caption, Side::Above);
    let (x0, y0) = svg.origin();
    let (left, ground, width) = (x0 + 30.0, y0 + size.1 - 30.0, svg.width());
    let pos: Vec<(f64, f64)> = (0..k)
        .map(|i| {
            let x = left + (from[i] as f64 + leaves[i] as f64 / 2.0) * gap_x;
            (x, ground - depth[i] as f64 * gap_y)
        })
        .collect();
    svg.add(Shape::line(20.0, ground, width - 20.0, ground).class(class::GROUND));
    let mut dots = Vec::new();
    for i in 1..k {
        let c = drawn[i];
        let up = index[&t.parent[c]];
        let e = t.parent_edge[c];
        let m = p.edges[e];
        let shown = GameOnTree.show_move(p, &m);
        let after = t.after_cut(c);
        let mark = marks.with(&m, Some(after == 0));
        let title = format!(
            "{}: vertex 1 becomes worth {after} \u{2014} {}",
            GameOnTree.move_label(p, &m),
            mark.words()
        );
        let (x1, y1) = pos[up];
        let (x2, y2) = pos[i];
        svg.add(
            Shape::line(x1, y1, x2, y2)
                .class(class::EDGE)
                .attr("style", "stroke-width:5")
                .moves(&shown)
                .title(&title),
        );
        let r = (radius * 0.45).max(3.0);
        dots.push(marks.dot(((x1 + x2) / 2.0, (y1 + y2) / 2.0), r, &m, mark));
    }
    for dot in dots {
        svg.add(dot);
    }
    let small = radius < 9.0;
    for (i, &v) in drawn.iter().enumerate() {
        let (x, y) = pos[i];
        svg.add(
            Shape::circle(x, y, radius)
                .class(class::VERTEX)
                .title(format!("vertex {}: worth {}", v + 1, t.value[v])),
        );
        if !small {
            svg.add(Shape::text(x, y, v + 1));
        }
        svg.add(Shape::text(x + radius + 7.0, y - radius * 0.6, t.value[v]).class(class::VALUE));
        if cut_short[i] {
            svg.add(Shape::text(x, y - radius - 8.0, "...").class(class::COUNT));
        }
    }
    svg.finish()
}

impl crate::play::Game for GameOnTree {
    fn read(&self, inp: &mut Input) -> Result<Vec<Standing>> {
        let (n, edges) = read(inp)?;
        Ok(vec![Standing { n, edges }])
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

    /// The edges standing, hashed.
    fn fingerprint(&self, p: &Standing, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.edges.hash(into);
    }

    fn draw(&self, p: &Standing, marks: &Marks<Self>) -> Option<Picture> {
        Some(draw_standing(p, marks))
    }

    /// Trees past the search's bounds: every set of edges joined to
    /// vertex 1 is a position ([`rooted_subtrees`]).
    ///
    /// [`rooted_subtrees`]: crate::play::value::rooted_subtrees
    fn searchable(&self, p: &Standing) -> std::result::Result<(), String> {
        let positions = crate::play::value::rooted_subtrees(p.n, 0, &p.edges);
        crate::play::value::within(positions, 0)
    }

    fn move_label(&self, _: &Standing, &(a, b): &(usize, usize)) -> String {
        format!("cut the edge {}-{}", a + 1, b + 1)
    }
}
