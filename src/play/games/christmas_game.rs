//! christmas_game: explained and drawn.

use crate::hackenbush;
use crate::input::{Input, Result};
use crate::play::svg::graph::{along, polyline, route};
use crate::play::svg::{class, Canvas, Caption, Legend, Picture, Shape, Side, Swatch};
use crate::play::{Game, Marks};
use crate::strategy::Strategy;
use std::collections::HashMap;

use crate::play::{listed, SHOWN};
use crate::problems::christmas_game::{read_test_case, tree_value, winning_move, Tree};
use crate::strategy::christmas_game::renumbered;
use crate::strategy::christmas_game::{settle, ChristmasGame};

/// The most edges the drawing shows, all trees together; the trees past
/// them are listed with their values.
pub const DRAWN_EDGES: usize = 300;

/// A node's label in a picture: its number, shortened past 6 digits.
fn label(x: u64) -> String {
    if x < 1_000_000 {
        x.to_string()
    } else {
        crate::play::svg::short(x)
    }
}

/// One tree laid out for the picture: its nodes' labels and places (root
/// at the bottom), its edges as renumbered, the fusion, and the size of
/// its box.
struct Laid {
    labels: Vec<u64>,
    pos: Vec<(f64, f64)>,
    edges: Vec<(usize, usize)>,
    fusion: hackenbush::Fusion,
    size: (f64, f64),
}

fn lay_out(tree: &Tree) -> Laid {
    use crate::play::svg::graph::{barycentric_order, wrapped_layers};
    use crate::play::svg::layers_from;
    let (n, root, edges) = renumbered(tree);
    let mut labels: Vec<u64> = tree.edges.iter().flat_map(|&(a, b)| [a, b]).collect();
    labels.push(1);
    labels.sort_unstable();
    labels.dedup();
    let fusion = hackenbush::fusion(n, root, &edges);
    let simple: Vec<(usize, usize)> = edges.iter().copied().filter(|&(a, b)| a != b).collect();
    let layer = layers_from(n, &simple, &[root]);
    let order = barycentric_order(&layer, &simple);
    let (pos, (w, h)) = wrapped_layers(&layer, &order, 6, (58.0, 64.0));
    // Upside down: the root at the bottom, on the ground.
    let pos = pos.iter().map(|&(x, y)| (x, h - y + 20.0)).collect();
    Laid {
        labels,
        pos,
        edges,
        fusion,
        size: (w.max(110.0), h + 40.0),
    }
}

/// The trees drawn, each with its number, as many as [`DRAWN_EDGES`]
/// allows (40 at most), laid out; and the numbers of the others.
fn laid_trees(p: &[Tree]) -> (Vec<(usize, Laid)>, Vec<usize>) {
    let mut budget = DRAWN_EDGES;
    let (mut laid, mut left_out) = (Vec::new(), Vec::new());
    for (t, tree) in p.iter().enumerate() {
        if tree.edges.len() <= budget && laid.len() < 40 {
            budget -= tree.edges.len();
            laid.push((t, lay_out(tree)));
        } else {
            left_out.push(t);
        }
    }
    (laid, left_out)
}

/// The places of the laid trees, in rows at most 1100 units wide, each
/// row on one ground: each tree's top left corner, and the size of all.
fn placed(laid: &[(usize, Laid)]) -> (Vec<(f64, f64)>, (f64, f64)) {
    let mut rows: Vec<Vec<usize>> = vec![Vec::new()];
    let mut x = 10.0;
    for (i, (_, l)) in laid.iter().enumerate() {
        if x + l.size.0 > 1100.0 && x > 10.0 {
            rows.push(Vec::new());
            x = 10.0;
        }
        rows.last_mut().expect("a row").push(i);
        x += l.size.0 + 10.0;
    }
    let mut places = vec![(0.0, 0.0); laid.len()];
    let (mut y, mut width) = (0.0, 0.0f64);
    for row in &rows {
        let row_height = row.iter().map(|&i| laid[i].1.size.1).fold(0.0, f64::max);
        let mut x = 10.0;
        for &i in row {
            let size = laid[i].1.size;
            places[i] = (x, y + row_height - size.1);
            x += size.0 + 10.0;
        }
        width = width.max(x);
        y += row_height + 20.0;
    }
    (places, (width, y))
}

/// The caption: how the trees are drawn and valued, the xor of their
/// `values`, the trees `left_out`, and the legend.
fn caption(p: &[Tree], values: &[u64], left_out: &[usize], searched: bool) -> Caption {
    let mut lines = vec![
        "Green Hackenbush, each tree on the ground at its node 1. Dashed: edges on cycles, which \
         fuse"
            .to_string(),
        "into loops at the cycle's lowest node (\"fused k\": k loops there, worth k mod 2). In \
         blue: the value of"
            .to_string(),
        "a node with all above it, the xor of (loops mod 2) and (value + 1) of each branch."
            .to_string(),
        super::xor_line("tree", values),
    ];
    if !left_out.is_empty() {
        let listed: Vec<String> = (left_out.iter().take(12))
            .map(|&t| {
                let edges = p[t].edges.len();
                format!("{} (worth {}, {edges} edges)", t + 1, values[t])
            })
            .collect();
        lines.push(format!(
            "Not drawn: tree{} {}{}.",
            if left_out.len() > 1 { "s" } else { "" },
            listed.join(", "),
            if left_out.len() > 12 {
                format!(", ... ({} more)", left_out.len() - 12)
            } else {
                String::new()
            }
        ));
    }
    Caption::new(
        lines,
        Legend::moves(searched)
            .entry(
                Swatch::Line(class::EDGE),
                "an edge: a click (or its dot) cuts it; a cut that leaves a xor of 0 wins",
            )
            .entry(Swatch::Text("2"), "in blue: a value"),
    )
}

/// The radius of a node.
const RADIUS: f64 = 12.0;

/// The line of an edge between nodes `a` and `b` of a tree whose nodes
/// are at `pos`, copy `k` of `count` equal edges: a loop is a circle left
/// of its node, larger for each copy; repeated edges bend out evenly on
/// both sides; another edge is routed around the nodes within `bounds`.
/// The shape, and the place of its dot.
fn edge_line(
    pos: &[(f64, f64)],
    (a, b): (usize, usize),
    (k, count): (usize, usize),
    bounds: (f64, f64, f64, f64),
) -> (Shape, (f64, f64)) {
    let (pa, pb) = (pos[a], pos[b]);
    if a == b {
        let r = 8.0 + 5.0 * k as f64;
        let c = (pa.0 - RADIUS - r + 4.0, pa.1);
        return (
            Shape::circle(c.0, c.1, r).attr("fill", "none"),
            (c.0 - r, c.1),
        );
    }
    let off = (k as f64 - (count as f64 - 1.0) / 2.0) * 18.0;
    let line = if off == 0.0 {
        route(pa, pb, RADIUS, pos, bounds)
    } else {
        let (dx, dy) = (pb.0 - pa.0, pb.1 - pa.1);
        let len = dx.hypot(dy).max(1e-9);
        let bend = (
            (pa.0 + pb.0) / 2.0 - dy / len * off,
            (pa.1 + pb.1) / 2.0 + dx / len * off,
        );
        let towards = |p: (f64, f64), q: (f64, f64)| {
            let l = (q.0 - p.0).hypot(q.1 - p.1).max(1e-9);
            (
                p.0 + (q.0 - p.0) * RADIUS / l,
                p.1 + (q.1 - p.1) * RADIUS / l,
            )
        };
        vec![towards(pa, bend), bend, towards(pb, bend)]
    };
    (polyline(&line), along(&line, 0.5))
}

/// The edges of tree `t`, laid out as `l` with its nodes at `pos`, each a
/// click that cuts it, dashed on a cycle, with a dot that says whether
/// the cut wins (leaves a xor of 0 with `others`, the other trees' xor).
fn draw_edges(
    pic: &mut Canvas,
    (marks, p): (&Marks<ChristmasGame>, &Vec<Tree>),
    (t, l): (usize, &Laid),
    pos: &[(f64, f64)],
    (others, bounds): (u64, (f64, f64, f64, f64)),
) {
    let tree = &p[t];
    let mut count: HashMap<(usize, usize), usize> = HashMap::new();
    for &ab in &l.edges {
        *count.entry(ab).or_insert(0) += 1;
    }
    let mut copies: HashMap<(usize, usize), usize> = HashMap::new();
    let mut dots = Vec::new();
    for (e, &(a, b)) in l.edges.iter().enumerate() {
        // The move as `show_move` writes it: the j-th of the equal edges
        // (they are next to each other, the edges sorted).
        let (la, lb) = tree.edges[e];
        let before = (tree.edges[..e].iter().rev())
            .take_while(|&&x| x == (la, lb))
            .count();
        let shown = match before {
            0 => format!("{} {la} {lb}", t + 1),
            k => format!("{} {la} {lb} {}", t + 1, k + 1),
        };
        let m = (t, e);
        let mut rest = tree.clone();
        rest.edges.remove(e);
        let after = tree_value(&rest);
        let mark = marks.with(&m, Some(after ^ others == 0));
        let title = format!(
            "{}: the tree becomes worth {after} \u{2014} {}",
            ChristmasGame.move_label(p, &m),
            mark.words()
        );
        let k = copies.entry((a, b)).or_insert(0);
        let (shape, dot_at) = edge_line(pos, (a, b), (*k, count[&(a, b)]), bounds);
        *k += 1;
        let mut shape = shape.class(class::EDGE).attr("style", "stroke-width:4");
        if !l.fusion.bridge[e] {
            shape = shape.attr("stroke-dasharray", "7 4");
        }
        pic.add(shape.moves(&shown).title(&title));
        dots.push(marks.dot(dot_at, 5.0, &m, mark));
    }
    for dot in dots {
        pic.add(dot);
    }
}

/// The nodes of tree `t`, laid out as `l`, at `pos`: each with its
/// label, and each fused component's head with its value and the loops
/// fused into it.
fn draw_nodes(pic: &mut Canvas, (t, l): (usize, &Laid), pos: &[(f64, f64)]) {
    let mut fused = vec![0usize; l.labels.len()];
    for (e, &(a, _)) in l.edges.iter().enumerate() {
        if let (false, Some(h)) = (l.fusion.bridge[e], l.fusion.head[a]) {
            fused[h] += 1;
        }
    }
    for (v, &(x, y)) in pos.iter().enumerate() {
        let title = format!("node {} of tree {}", l.labels[v], t + 1);
        pic.add(
            Shape::circle(x, y, RADIUS)
                .class(class::VERTEX)
                .title(title),
        );
        pic.add(Shape::text(x, y, label(l.labels[v])));
        if l.fusion.head[v] == Some(v) {
            let value = l.fusion.value[v];
            pic.add(Shape::text(x + RADIUS + 9.0, y + 4.0, value).class(class::VALUE));
            if fused[v] > 0 {
                let text = Shape::text(x + RADIUS + 28.0, y - 12.0, format!("fused {}", fused[v]));
                pic.add(text.class(class::COUNT));
            }
        }
    }
}

/// The drawing of a position: each tree (as many as [`DRAWN_EDGES`]
/// allows) on its ground, its cycles dashed, each fused component's head
/// with its value, and every edge to click with a dot that says whether
/// cutting it wins.
fn draw_trees(p: &Vec<Tree>, marks: &Marks<ChristmasGame>) -> Picture {
    let values: Vec<u64> = p.iter().map(tree_value).collect();
    let xor = values.iter().fold(0, |x, &g| x ^ g);
    let (laid, left_out) = laid_trees(p);
    let (places, size) = placed(&laid);
    let caption = caption(p, &values, &left_out, marks.searched());
    let mut pic = Canvas::new(size, caption, Side::Above);
    let origin = pic.origin();
    for ((t, l), &(x, y)) in laid.iter().zip(&places) {
        let (x0, y0) = (x + origin.0, y + origin.1);
        let pos: Vec<(f64, f64)> = l.pos.iter().map(|&(x, y)| (x + x0, y + y0)).collect();
        let (right, ground) = (x0 + l.size.0, y0 + l.size.1 - 20.0);
        let root_y = pos.iter().map(|q| q.1).fold(0.0, f64::max) + RADIUS;
        pic.add(Shape::line(x0 + 6.0, root_y, right - 6.0, root_y).class(class::GROUND));
        let name = format!("tree {}: worth {}", t + 1, values[*t]);
        pic.add(Shape::text((x0 + right) / 2.0, ground + 6.0, name).class(class::LABEL));
        let bounds = (x0, y0, right, ground);
        draw_edges(
            &mut pic,
            (marks, p),
            (*t, l),
            &pos,
            (xor ^ values[*t], bounds),
        );
        draw_nodes(&mut pic, (*t, l), &pos);
    }
    pic.finish()
}

impl crate::play::Game for ChristmasGame {
    fn read(&self, inp: &mut Input) -> Result<Vec<Vec<Tree>>> {
        let mut cases = Vec::new();
        for c in 1.. {
            let trees = read_test_case(inp, c)?;
            cases.push(trees.iter().map(settle).collect());
            if inp.is_empty() {
                break;
            }
        }
        Ok(cases)
    }

    fn show(&self, p: &Vec<Tree>) -> String {
        let mut out = String::new();
        for (t, tree) in p.iter().enumerate().take(SHOWN) {
            let edges = listed(tree.edges.iter().map(|(a, b)| format!("{a}-{b}")));
            match tree.edges.len() {
                0 => out += &format!("Tree {}: no edge stands\n", t + 1),
                k => out += &format!("Tree {} ({k} edges): {edges}\n", t + 1),
            }
        }
        if p.len() > SHOWN {
            out += &format!("... and {} more trees\n", p.len() - SHOWN);
        }
        if p.is_empty() {
            out += "No tree.\n";
        }
        out
    }

    fn explain(&self, p: &Vec<Tree>) -> String {
        let values: Vec<u64> = p.iter().map(tree_value).collect();
        let x = values.iter().fold(0, |x, &g| x ^ g);
        let mut out = String::from(
            "Green Hackenbush, each tree grounded at its node 1. Cycles fuse into loops (an odd \
             cycle hanging at a node counts as one edge, an even one as nothing; a loop is a \
             cycle of 1, two edges joining the same nodes one of 2), and a node is worth the \
             xor over its branches of (value + 1); the player to move wins iff the xor of the \
             trees' values is not 0.\n",
        );
        let list = listed(
            values
                .iter()
                .enumerate()
                .map(|(t, g)| format!("{}:{g}", t + 1)),
        );
        out += &format!("Tree values (tree:value): {list}\nTheir xor: {x}.\n");
        match winning_move(p) {
            None => {
                out += "The player to move loses: every cut changes one tree's value and \
                            leaves a xor other than 0, and the opponent cuts back to 0.\n"
            }
            Some((t, e)) => {
                let (a, b) = p[t].edges[e];
                let after = tree_value(&self.apply(p, &(t, e))[t]);
                out += &format!(
                    "The player to move wins: cut the edge {a}-{b} of tree {} (move `{}`), \
                     which brings the tree from {} to {after}; the xor becomes 0.\n",
                    t + 1,
                    self.show_move(p, &(t, e)),
                    values[t]
                );
            }
        }
        out
    }

    /// The trees, hashed.
    fn fingerprint(&self, p: &Vec<Tree>, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.hash(into);
    }

    fn draw(&self, p: &Vec<Tree>, marks: &Marks<Self>) -> Option<Picture> {
        Some(draw_trees(p, marks))
    }

    /// Test cases past the search's bounds: at least the sets of edges
    /// joined to the ground along a spanning tree of each graph
    /// ([`rooted_subtrees`]), tree by tree.
    ///
    /// [`rooted_subtrees`]: crate::play::value::rooted_subtrees
    fn searchable(&self, p: &Vec<Tree>) -> std::result::Result<(), String> {
        let positions = p.iter().fold(1u128, |k, tree| {
            let (n, root, edges) = renumbered(tree);
            k.saturating_mul(crate::play::value::rooted_subtrees(n, root, &edges))
        });
        crate::play::value::within(positions, 0)
    }

    fn move_label(&self, p: &Vec<Tree>, &(t, e): &(usize, usize)) -> String {
        let (a, b) = p[t].edges[e];
        format!("cut the edge {a}-{b} of tree {}", t + 1)
    }
}
