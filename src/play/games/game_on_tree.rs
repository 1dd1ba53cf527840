//! game_on_tree: explained and drawn.

use crate::hackenbush;
use crate::input::{Input, Result};
use crate::play::svg::{class, Canvas, Caption, Legend, Picture, Shape, Side, Swatch};
use crate::play::{Game, Marks};
use crate::problems::game_on_tree::{read, winning_cut};
use crate::strategy::game_on_tree::{GameOnTree, Standing};
use crate::strategy::Strategy;
use crate::tree::Tree;
use std::collections::HashMap;

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

/// The vertices drawn, in the breadth-first order from vertex 1, and
/// whether they are the whole tree: every vertex of a tree of at most
/// [`DRAWN`]; else the [`DRAWN_NEAR`] nearest to vertex 1, and the
/// winning cut with the way down to it when that is not too long.
fn drawn_vertices(p: &Standing, t: &Grounded) -> (Vec<usize>, bool) {
    if t.order.len() <= DRAWN {
        return (t.order.clone(), true);
    }
    let mut drawn = t.order[..DRAWN_NEAR].to_vec();
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
    (drawn, false)
}

/// The drawn vertices (indices into them, in the breadth-first order)
/// laid out as a tree standing on vertex 1, each with a slot per leaf
/// above it, its children side by side.
struct Tidy {
    /// The vertex each stands on (vertex 1 on itself).
    below: Vec<usize>,
    /// Its height over vertex 1, in edges.
    depth: Vec<usize>,
    /// The middle of its slots, from the left.
    middle: Vec<f64>,
    /// Whether more stands on it than is drawn.
    cut_short: Vec<bool>,
    /// The slots in all.
    slots: usize,
}

impl Tidy {
    fn new(t: &Grounded, drawn: &[usize]) -> Tidy {
        let k = drawn.len();
        let index: HashMap<usize, usize> = drawn.iter().enumerate().map(|(i, &v)| (v, i)).collect();
        let (mut below, mut depth) = (vec![0; k], vec![0; k]);
        let mut children = vec![Vec::new(); k];
        for (i, &v) in drawn.iter().enumerate().skip(1) {
            below[i] = index[&t.parent[v]];
            children[below[i]].push(i);
            depth[i] = depth[below[i]] + 1;
        }
        let mut cut_short = vec![false; k];
        for &v in &t.order[1..] {
            if let Some(&up) = index.get(&t.parent[v]) {
                cut_short[up] |= !index.contains_key(&v);
            }
        }
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
        let middle = (0..k).map(|i| from[i] as f64 + leaves[i] as f64 / 2.0);
        Tidy {
            below,
            depth,
            middle: middle.collect(),
            cut_short,
            slots: leaves.first().map_or(1, |&l| l.max(1)),
        }
    }
}

/// The caption: how the tree is valued, vertex 1's value, how much of it
/// is drawn (`drawn` vertices, the `whole` tree or not), and the legend.
fn caption(t: &Grounded, drawn: usize, whole: bool, searched: bool) -> Caption {
    let value = t.value[0];
    let mut lines = vec![
        "Green Hackenbush grounded at vertex 1 (the green ground). In blue each vertex's value: \
         the xor over its children c of (value(c) + 1)."
            .to_string(),
        format!(
            "Vertex 1 is worth {value}: the player to move {}.",
            if value == 0 { "loses" } else { "wins" }
        ),
    ];
    if !whole {
        lines.push(format!(
            "Drawn: the {drawn} vertices nearest to vertex 1, of the {} standing (... marks more \
             above).",
            t.order.len()
        ));
    }
    Caption::new(
        lines,
        Legend::moves(searched)
            .entry(
                Swatch::Line(class::EDGE),
                "an edge: a click (or its dot) cuts it; a cut that leaves vertex 1 worth 0 wins",
            )
            .entry(Swatch::Text("3"), "in blue: a vertex's value"),
    )
}

/// The edges of the `drawn` vertices at `pos` (each from the vertex it
/// stands on, `below`), each a click that cuts it with a dot of about
/// `radius` that says whether the cut wins.
fn draw_edges(
    pic: &mut Canvas,
    (marks, p): (&Marks<GameOnTree>, &Standing),
    (t, drawn, below): (&Grounded, &[usize], &[usize]),
    pos: &[(f64, f64)],
    radius: f64,
) {
    let mut dots = Vec::new();
    for (i, &c) in drawn.iter().enumerate().skip(1) {
        let m = p.edges[t.parent_edge[c]];
        let after = t.after_cut(c);
        let mark = marks.with(&m, Some(after == 0));
        let title = format!(
            "{}: vertex 1 becomes worth {after} \u{2014} {}",
            GameOnTree.move_label(p, &m),
            mark.words()
        );
        let ((x1, y1), (x2, y2)) = (pos[below[i]], pos[i]);
        let edge = Shape::line(x1, y1, x2, y2).class(class::EDGE);
        let edge = edge.attr("style", "stroke-width:5");
        pic.add(edge.moves(GameOnTree.show_move(p, &m)).title(&title));
        let r = (radius * 0.45).max(3.0);
        dots.push(marks.dot(((x1 + x2) / 2.0, (y1 + y2) / 2.0), r, &m, mark));
    }
    for dot in dots {
        pic.add(dot);
    }
}

/// The `drawn` vertices at `pos`, of `radius`: each with its number
/// (when large enough), its value, and `...` over it when more stands on
/// it than is drawn (`cut_short`).
fn draw_vertices(
    pic: &mut Canvas,
    (t, drawn, cut_short): (&Grounded, &[usize], &[bool]),
    pos: &[(f64, f64)],
    radius: f64,
) {
    for (i, &v) in drawn.iter().enumerate() {
        let (x, y) = pos[i];
        let title = format!("vertex {}: worth {}", v + 1, t.value[v]);
        pic.add(
            Shape::circle(x, y, radius)
                .class(class::VERTEX)
                .title(title),
        );
        if radius >= 9.0 {
            pic.add(Shape::text(x, y, v + 1));
        }
        let value = Shape::text(x + radius + 7.0, y - radius * 0.6, t.value[v]);
        pic.add(value.class(class::VALUE));
        if cut_short[i] {
            pic.add(Shape::text(x, y - radius - 8.0, "...").class(class::COUNT));
        }
    }
}

/// The drawing of a position: the tree standing on the ground at vertex
/// 1, each vertex with its value, every edge to click with a dot that
/// says whether cutting it wins.
fn draw_standing(p: &Standing, marks: &Marks<GameOnTree>) -> Picture {
    let t = Grounded::new(p);
    let (drawn, whole) = drawn_vertices(p, &t);
    let tidy = Tidy::new(&t, &drawn);
    let gap_x = (900.0 / tidy.slots as f64).clamp(14.0, 64.0);
    let top_depth = tidy.depth.iter().copied().max().unwrap_or(0);
    let gap_y = (600.0 / top_depth.max(1) as f64).clamp(18.0, 70.0);
    let radius = (gap_x * 0.4).min(gap_y * 0.3).min(13.0);
    let size = (
        tidy.slots as f64 * gap_x + 60.0,
        top_depth as f64 * gap_y + 60.0,
    );
    let caption = caption(&t, drawn.len(), whole, marks.searched());
    let mut pic = Canvas::new(size, caption, Side::Above);
    let (x0, y0) = pic.origin();
    let ground = y0 + size.1 - 30.0;
    let pos: Vec<(f64, f64)> = (tidy.middle.iter().zip(&tidy.depth))
        .map(|(&m, &d)| (x0 + 30.0 + m * gap_x, ground - d as f64 * gap_y))
        .collect();
    pic.add(Shape::line(20.0, ground, pic.width() - 20.0, ground).class(class::GROUND));
    draw_edges(
        &mut pic,
        (marks, p),
        (&t, &drawn, &tidy.below),
        &pos,
        radius,
    );
    draw_vertices(&mut pic, (&t, &drawn, &tidy.cut_short), &pos, radius);
    pic.finish()
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
