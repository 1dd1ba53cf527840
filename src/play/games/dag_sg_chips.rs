//! dag_sg_chips: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::graph::{along, arrow, barycentric_order, route, wrapped_layers};
use crate::play::svg::{class, Picture};
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
    let has_chip = |v: usize| p.chips.binary_search(&(v as u32)).is_ok();
    for c in nodes.clone().into_iter().filter(|&c| has_chip(c)) {
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

/// The drawing of a position: the graph (or the part around the chips)
/// with every node's Grundy value, the chips, and each chip's moves as
/// thick edges to click, each with a dot that says whether it wins.
fn draw_chips(p: &Chips, marks: &Marks<DagChips>) -> Picture {
    use crate::play::svg::{Canvas, Caption, Legend, Shape, Side, Swatch};
    let b = &p.board;
    let (nodes, whole) = drawn_nodes(p);
    let k = nodes.len();
    let at = |v: usize| nodes.binary_search(&v).ok();
    let has_chip = |v: usize| p.chips.binary_search(&(v as u32)).is_ok();
    // The edges drawn, between indices into `nodes`, without repeats: all
    // of them for the whole graph, else the chips' moves.
    let mut edges = Vec::new();
    for (i, &x) in nodes.iter().enumerate() {
        if !whole && !has_chip(x) {
            continue;
        }
        let mut ys = b.successors(x).to_vec();
        ys.sort_unstable();
        ys.dedup();
        edges.extend(ys.iter().filter_map(|&y| Some((i, at(y as usize)?))));
        if edges.len() >= DRAWN_EDGES {
            edges.truncate(DRAWN_EDGES);
            break;
        }
    }
    // Layers by the longest path down to a node with no drawn successor,
    // those at the bottom: every edge points down.
    let mut out_degree = vec![0usize; k];
    let mut preds = vec![Vec::new(); k];
    for &(i, j) in &edges {
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
    let widest = count.iter().copied().max().unwrap_or(1).min(per_row).max(1);
    let gaps = ((360.0 / widest as f64).clamp(64.0, 120.0), 76.0);
    if rows > 12 {
        // A deep graph goes row after row in the layers' order instead,
        // every other row right to left, so that the picture stays about
        // square.
        let mut order: Vec<usize> = (0..k).collect();
        order.sort_by_key(|&i| (layer[i], i));
        let cols = ((k as f64).sqrt().ceil() as usize).max(per_row);
        for (rank, &i) in order.iter().enumerate() {
            layer[i] = rank / cols;
        }
        let (pos, size) = wrapped_layers(&layer, &order, cols, (64.0, 76.0));
        let pos = (0..k)
            .map(|i| match layer[i] % 2 {
                0 => pos[i],
                _ => (size.0 - pos[i].0, pos[i].1),
            })
            .collect();
        return picture(p, marks, &nodes, whole, &edges, pos, size);
    }
    let order = barycentric_order(&layer, &edges);
    let (mut pos, size) = wrapped_layers(&layer, &order, per_row, gaps);
    // Every other layer a little to the right: an edge past a layer then
    // seldom runs through one of its nodes.
    for i in 0..k {
        if layer[i] % 2 == 1 {
            pos[i].0 += gaps.0 / 3.0;
        }
    }
    return picture(
        p,
        marks,
        &nodes,
        whole,
        &edges,
        pos,
        (size.0 + gaps.0 / 3.0, size.1),
    );

    /// The picture from the nodes' places.
    fn picture(
        p: &Chips,
        marks: &Marks<DagChips>,
        nodes: &[usize],
        whole: bool,
        edges: &[(usize, usize)],
        pos: Vec<(f64, f64)>,
        (width, height): (f64, f64),
    ) -> Picture {
        let b = &p.board;
        let values: Vec<usize> = p.chips.iter().map(|&c| b.value[c as usize]).collect();
        let xor = values.iter().fold(0, |x, &g| x ^ g);
        let mut legend = vec![
            "In each circle its node's number; in blue its Grundy value, the mex of its \
             successors' values."
                .to_string(),
        ];
        let mut terms: Vec<String> = values.iter().take(12).map(|g| g.to_string()).collect();
        if values.len() > 12 {
            terms.push(format!("... ({} more)", values.len() - 12));
        }
        legend.push(match (values.len(), xor) {
            (0, _) => "No chip: the player to move loses.".to_string(),
            (_, 0) => format!(
                "Xor of the chips' values: {} = 0: the player to move loses.",
                terms.join(" ^ ")
            ),
            (_, x) => format!(
                "Xor of the chips' values: {} = {x}: the player to move wins.",
                terms.join(" ^ ")
            ),
        });
        if !whole {
            legend.push(format!(
                "Drawn: {} of the {} nodes, the chips' and where they can go ({} edges in all).",
                nodes.len(),
                b.value.len(),
                b.to.len()
            ));
        }
        let caption = Caption::new(
            legend,
            Legend::moves(marks.searched())
                .entry(Swatch::Dot(class::CHIP), "a chip (x k: k chips on a node)")
                .entry(
                    Swatch::Line(class::EDGE),
                    "a thick edge: a chip's move, a click (or its dot) plays it; a move that \
                     leaves a xor of 0 wins",
                )
                .entry(Swatch::Text("2"), "in blue: a Grundy value"),
        );
        let mut svg = Canvas::new((width, height), caption, Side::Above);
        let (shift, band) = svg.origin();
        let width = svg.width();
        let pos: Vec<(f64, f64)> = pos.iter().map(|&(x, y)| (x + shift, y + band)).collect();
        let radius = 14.0;
        let has_chip = |v: usize| p.chips.binary_search(&(v as u32)).is_ok();
        let mut dots = Vec::new();
        for &(i, j) in edges {
            let (x, y) = (nodes[i], nodes[j]);
            let line = route(
                pos[i],
                pos[j],
                radius,
                &pos,
                (10.0, band, width - 10.0, height + band - 10.0),
            );
            let (shaft, head) = arrow(&line);
            if has_chip(x) {
                let m = (x, y);
                let shown = DagChips.show_move(p, &m);
                let mark = marks.with(&m, Some(xor ^ b.value[x] ^ b.value[y] == 0));
                let title = format!(
                    "{} (value {} to {}) \u{2014} {}",
                    DagChips.move_label(p, &m),
                    b.value[x],
                    b.value[y],
                    mark.words()
                );
                svg.add(
                    shaft
                        .attr("style", "stroke-width:5")
                        .moves(&shown)
                        .title(&title),
                );
                // A third of the way: next to the chip that moves.
                let mid = along(&line, 0.3);
                dots.push(marks.dot(mid, 5.5, &m, mark));
            } else {
                svg.add(shaft);
            }
            svg.add(head);
        }
        for dot in dots {
            svg.add(dot);
        }
        for (i, &v) in nodes.iter().enumerate() {
            let (x, y) = pos[i];
            svg.add(
                Shape::circle(x, y, radius)
                    .class(class::VERTEX)
                    .title(format!("node {}: Grundy value {}", v + 1, b.value[v])),
            );
            svg.add(Shape::text(x, y, v + 1));
            svg.add(Shape::text(x + 23.0, y, b.value[v]).class(class::VALUE));
            let first = p.chips.partition_point(|&c| (c as usize) < v);
            let count = p.chips[first..]
                .iter()
                .take_while(|&&c| c as usize == v)
                .count();
            if count > 0 {
                svg.add(
                    Shape::circle(x - 22.0, y, 6.5)
                        .class(class::CHIP)
                        .title(format!(
                            "{count} chip{} on node {}",
                            if count > 1 { "s" } else { "" },
                            v + 1
                        )),
                );
                if count > 1 {
                    svg.add(
                        Shape::text(x - 22.0, y + 15.0, format!("x{count}")).class(class::COUNT),
                    );
                }
            }
        }
        svg.finish()
    }
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
