//! dag_sg_chips: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::graph::{along, arrow, staggered_layers, wrapped_layers, Label, Router};
use crate::play::svg::{class, Canvas, Caption, Legend, Picture, Shape, Side, Swatch};
use crate::play::{Game, Marks};
use crate::problems::dag_sg_chips::{cycle_error, read, Board};
use crate::strategy::dag_sg_chips::{Chips, DagChips};
use crate::strategy::Strategy;

/// The most nodes [`DagChips`]' drawing shows; a larger graph is drawn
/// only around the chips.
pub const DRAWN_NODES: usize = 150;

/// The most nodes of a large graph drawn around the chips, and the most
/// chips' nodes among them.
const AROUND: (usize, usize) = (60, 12);

/// The most edges [`DagChips`]' drawing shows.
pub const DRAWN_EDGES: usize = 500;

/// The nodes [`DagChips`]' drawing shows, increasing, and whether they
/// are the whole graph: every node of a graph of at most [`DRAWN_NODES`]
/// nodes and [`DRAWN_EDGES`] edges; else the winning move's two nodes, the
/// chips' nodes and their successors, at most [`AROUND`] in all.
fn drawn_nodes(p: &Chips) -> (Vec<usize>, bool) {
    let b = &p.board;
    let n = b.value.len();
    if n <= DRAWN_NODES && b.to.len() <= DRAWN_EDGES {
        return ((0..n).collect(), true);
    }
    let mut nodes = Vec::new();
    let add = |v: usize, nodes: &mut Vec<usize>| {
        if nodes.len() < AROUND.0 && !nodes.contains(&v) {
            nodes.push(v);
        }
    };
    if let Some((x, y)) = b.winning_move(&p.chips) {
        add(x, &mut nodes);
        add(y, &mut nodes);
    }
    let mut chips = p.chips.clone();
    chips.dedup();
    for &c in &chips {
        if nodes.len() >= AROUND.1 {
            break;
        }
        add(c as usize, &mut nodes);
    }
    for c in nodes.clone().into_iter().filter(|&c| has_chip(p, c)) {
        for &y in b.successors(c) {
            if nodes.len() == AROUND.0 {
                break;
            }
            add(y as usize, &mut nodes);
        }
    }
    nodes.sort_unstable();
    (nodes, false)
}

/// The edges drawn, between indices into `nodes`, without repeats: all
/// of them for the `whole` graph, else the chips' moves; at most
/// [`DRAWN_EDGES`].
fn drawn_edges(p: &Chips, nodes: &[usize], whole: bool) -> Vec<(usize, usize)> {
    let at = |v: usize| nodes.binary_search(&v).ok();
    let mut edges = Vec::new();
    for (i, &x) in nodes.iter().enumerate() {
        if !whole && !has_chip(p, x) {
            continue;
        }
        let mut ys = p.board.successors(x).to_vec();
        ys.sort_unstable();
        ys.dedup();
        edges.extend(ys.iter().filter_map(|&y| Some((i, at(y as usize)?))));
        if edges.len() >= DRAWN_EDGES {
            edges.truncate(DRAWN_EDGES);
            break;
        }
    }
    edges
}

/// Whether a chip is on node `v`.
fn has_chip(p: &Chips, v: usize) -> bool {
    p.chips.binary_search(&(v as u32)).is_ok()
}

/// The places of `k` nodes joined by `edges` (which point down), and the
/// size of the box that holds them: in layers by the longest path down to
/// a node without a successor drawn ([`staggered_layers`]); or, for a
/// deep graph, row after row in the layers' order, every other row right
/// to left, so that the picture stays about square.
fn places(k: usize, edges: &[(usize, usize)]) -> (Vec<(f64, f64)>, (f64, f64)) {
    let mut out_degree = vec![0usize; k];
    let mut preds = vec![Vec::new(); k];
    for &(i, j) in edges {
        out_degree[i] += 1;
        preds[j].push(i);
    }
    let mut height = vec![0usize; k];
    let mut queue: Vec<usize> = (0..k).filter(|&i| out_degree[i] == 0).collect();
    while let Some(j) = queue.pop() {
        for &i in &preds[j] {
            height[i] = height[i].max(height[j] + 1);
            out_degree[i] -= 1;
            if out_degree[i] == 0 {
                queue.push(i);
            }
        }
    }
    let top = height.iter().copied().max().unwrap_or(0);
    let mut layer: Vec<usize> = height.iter().map(|h| top - h).collect();
    let per_row = 12;
    let mut count = vec![0usize; top + 1];
    for &d in &layer {
        count[d] += 1;
    }
    let rows: usize = (count.iter())
        .map(|c| ((c + per_row - 1) / per_row).max(1))
        .sum();
    if rows > 12 {
        let mut order: Vec<usize> = (0..k).collect();
        order.sort_by_key(|&i| (layer[i], i));
        let cols = ((k as f64).sqrt().ceil() as usize).max(per_row);
        for (rank, &i) in order.iter().enumerate() {
            layer[i] = rank / cols;
        }
        let (mut pos, size) = wrapped_layers(&layer, &order, cols, (64.0, 76.0));
        for (i, q) in pos.iter_mut().enumerate() {
            if layer[i] % 2 == 1 {
                q.0 = size.0 - q.0;
            }
        }
        return (pos, size);
    }
    staggered_layers(&layer, edges)
}

/// The caption: what the circles say, the xor of the chips' values, how
/// much of the graph is drawn (`drawn` nodes, the `whole` graph or not),
/// and the legend.
fn caption(p: &Chips, drawn: usize, whole: bool, searched: bool) -> Caption {
    let b = &p.board;
    let values: Vec<u64> = p
        .chips
        .iter()
        .map(|&c| b.value[c as usize] as u64)
        .collect();
    let mut lines = vec![
        "In each circle its node's number; in blue its Grundy value, the mex of its successors' \
         values."
            .to_string(),
        super::xor_line("chip", &values),
    ];
    if !whole {
        lines.push(format!(
            "Drawn: {drawn} of the {} nodes, the chips' and where they can go ({} edges in all).",
            b.value.len(),
            b.to.len()
        ));
    }
    Caption::new(
        lines,
        Legend::moves(searched)
            .entry(Swatch::Dot(class::CHIP), "a chip (x k: k chips on a node)")
            .entry(
                Swatch::Line(class::EDGE),
                "a thick edge: a chip's move, a click (or its dot) plays it; a move that leaves \
                 a xor of 0 wins",
            )
            .entry(Swatch::Text("2"), "in blue: a Grundy value"),
    )
}

/// The radius of a node.
const RADIUS: f64 = 14.0;

/// The edges drawn between `nodes` at `pos`, as arrows routed within
/// `bounds`: a chip's move thick, a click that plays it, with a dot that
/// says whether it wins.
fn draw_edges(
    pic: &mut Canvas,
    (marks, p): (&Marks<DagChips>, &Chips),
    (nodes, edges): (&[usize], &[(usize, usize)]),
    pos: &[(f64, f64)],
    bounds: (f64, f64, f64, f64),
) {
    let value = &p.board.value;
    let xor = p.chips.iter().fold(0, |x, &c| x ^ value[c as usize]);
    let labels: Vec<Label> = (nodes.iter().zip(pos))
        .map(|(&v, &q)| value_box(q, value[v]))
        .collect();
    let mut router = Router::new(RADIUS, pos, &labels, bounds);
    let mut dots = Vec::new();
    for &(i, j) in edges {
        let (x, y) = (nodes[i], nodes[j]);
        let line = router.route(pos[i], pos[j]);
        let (shaft, head) = arrow(&line);
        if has_chip(p, x) {
            let m = (x, y);
            let mark = marks.with(&m, Some(xor ^ value[x] ^ value[y] == 0));
            let title = format!(
                "{} (value {} to {}) \u{2014} {}",
                DagChips.move_label(p, &m),
                value[x],
                value[y],
                mark.words()
            );
            let shaft = shaft.attr("style", "stroke-width:5");
            pic.add(shaft.moves(DagChips.show_move(p, &m)).title(&title));
            // A third of the way: next to the chip that moves.
            dots.push(marks.dot(along(&line, 0.3), 5.5, &m, mark));
        } else {
            pic.add(shaft);
        }
        pic.add(head);
    }
    for dot in dots {
        pic.add(dot);
    }
}

/// Where a node at `(x, y)` writes its Grundy value `value`: centred
/// [`VALUE_AT`] units to its right, in bold digits of 12 units (each at
/// most 7.5 wide), with room to spare.
fn value_box((x, y): (f64, f64), value: usize) -> Label {
    let half = 7.5 * value.to_string().len() as f64 / 2.0 + 1.0;
    (x + VALUE_AT - half, y - 8.0, x + VALUE_AT + half, y + 8.0)
}

/// How far right of its node's centre a Grundy value is written.
const VALUE_AT: f64 = 23.0;

/// The `nodes` at `pos`, each with its number, its Grundy value and its
/// chips.
fn draw_nodes(pic: &mut Canvas, p: &Chips, nodes: &[usize], pos: &[(f64, f64)]) {
    let value = &p.board.value;
    for (&v, &(x, y)) in nodes.iter().zip(pos) {
        let title = format!("node {}: Grundy value {}", v + 1, value[v]);
        pic.add(
            Shape::circle(x, y, RADIUS)
                .class(class::VERTEX)
                .title(title),
        );
        pic.add(Shape::text(x, y, v + 1));
        pic.add(Shape::text(x + VALUE_AT, y, value[v]).class(class::VALUE));
        let first = p.chips.partition_point(|&c| (c as usize) < v);
        let count = (p.chips[first..].iter())
            .take_while(|&&c| c as usize == v)
            .count();
        if count > 0 {
            let plural = if count > 1 { "s" } else { "" };
            let chip = Shape::circle(x - 22.0, y, 6.5).class(class::CHIP);
            pic.add(chip.title(format!("{count} chip{plural} on node {}", v + 1)));
        }
        if count > 1 {
            pic.add(Shape::text(x - 22.0, y + 15.0, format!("x{count}")).class(class::COUNT));
        }
    }
}

/// The drawing of a position: the graph (or the part around the chips)
/// with every node's Grundy value, the chips, and each chip's moves as
/// thick edges to click, each with a dot that says whether it wins.
fn draw_chips(p: &Chips, marks: &Marks<DagChips>) -> Picture {
    let (nodes, whole) = drawn_nodes(p);
    let edges = drawn_edges(p, &nodes, whole);
    let (pos, size) = places(nodes.len(), &edges);
    let caption = caption(p, nodes.len(), whole, marks.searched());
    let mut pic = Canvas::new(size, caption, Side::Above);
    let (x0, y0) = pic.origin();
    let pos: Vec<(f64, f64)> = pos.iter().map(|&(x, y)| (x + x0, y + y0)).collect();
    let bounds = (10.0, y0, pic.width() - 10.0, y0 + size.1 - 10.0);
    draw_edges(&mut pic, (marks, p), (&nodes, &edges), &pos, bounds);
    draw_nodes(&mut pic, p, &nodes, &pos);
    pic.finish()
}

impl crate::play::Game for DagChips {
    fn read(&self, inp: &mut Input) -> Result<Vec<Chips>> {
        let game = read(inp)?;
        let board = Board::build(&game).map_err(|c| cycle_error(&game, c, Some(inp)))?;
        let mut chips = game.chips;
        chips.sort_unstable();
        Ok(vec![Chips {
            board: std::rc::Rc::new(board),
            chips,
        }])
    }

    fn show(&self, p: &Chips) -> String {
        let b = &p.board;
        let mut out = String::new();
        if b.to.len() <= crate::play::SHOWN {
            let edges: Vec<String> = (0..b.value.len())
                .flat_map(|x| {
                    b.successors(x)
                        .iter()
                        .map(move |&y| format!("{}->{}", x + 1, y + 1))
                })
                .collect();
            out += &format!("Edges: {}\n", edges.join(" "));
        }
        let chips = crate::play::listed(p.chips.iter().map(|&c| (c + 1).to_string()));
        out += &format!("Chips on nodes: {chips}\n");
        out
    }

    fn explain(&self, p: &Chips) -> String {
        let b = &p.board;
        let values: Vec<usize> = p.chips.iter().map(|&c| b.value[c as usize]).collect();
        let x = values.iter().fold(0, |x, &g| x ^ g);
        let mut out = String::from(
            "Each chip is a game of its own. A node's Grundy value is the mex of its \
             successors' values (a sink is worth 0); the player to move wins iff the xor of \
             the chips' values is not 0.\n",
        );
        // Outside the macro's arguments: bundlers that rewrite `crate::`
        // paths (cargo-equip) do not look into them.
        let chips = crate::play::listed(
            p.chips
                .iter()
                .map(|&c| format!("{}:{}", c + 1, b.value[c as usize])),
        );
        out += &format!("Chips ({}), node: value: {chips}\n", p.chips.len());
        out += &format!("Their xor: {x}.\n");
        match b.winning_move(&p.chips) {
            None => {
                out += "The player to move loses: every move changes one value and leaves \
                            a xor other than 0, and the opponent moves back to 0.\n"
            }
            Some((u, v)) => {
                out += &format!(
                    "The player to move wins: slide the chip on node {} (value {}) to node {} \
                     (value {}); the xor becomes 0.\n",
                    u + 1,
                    b.value[u],
                    v + 1,
                    b.value[v]
                )
            }
        }
        out
    }

    /// The chips' nodes, hashed (the graph is the same in every position).
    fn fingerprint(&self, p: &Chips, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.chips.hash(into);
    }

    fn draw(&self, p: &Chips, marks: &Marks<Self>) -> Option<Picture> {
        Some(draw_chips(p, marks))
    }

    fn move_label(&self, _: &Chips, &(x, y): &(usize, usize)) -> String {
        format!("slide a chip from node {} to node {}", x + 1, y + 1)
    }
}
