//! coloring_game: explained and drawn.

use crate::input::{Input, Result};
use crate::play::interactor::coloring_game::ColoringGameJudge;
use crate::play::interactor::Interactor;
use crate::play::svg::graph::{barycentric_order, wrapped_layers};
use crate::play::svg::{class, layers_from, Canvas, Caption, Legend, Picture, Shape, Side, Swatch};
use crate::play::value::within;
use crate::play::{Game, Marks};
use crate::strategy::coloring_game::{ColoringGame, Graph, Move, Position};
use crate::strategy::Strategy;

/// The most vertices of a graph played here: one round per vertex, each
/// drawn with its two colours to click.
pub const PLAYED: usize = 120;

/// The fill of each colour, 1 to 3.
const FILLS: [&str; 3] = ["#6fa8dc", "#f6b26b", "#b4a7d6"];

/// The colours' names for a person, 1 to 3.
const NAMES: [&str; 3] = ["blue", "orange", "violet"];

/// An odd cycle of the graph, as its vertices in order (0-based), when it
/// has one: a breadth-first search from each component's first vertex
/// meets an edge between two vertices at the same distance, and the two
/// paths up to where they meet close the cycle.
pub fn odd_cycle(g: &Graph) -> Option<Vec<usize>> {
    let n = g.n();
    let mut dist = vec![usize::MAX; n];
    let mut parent = vec![usize::MAX; n];
    for root in 0..n {
        if dist[root] != usize::MAX {
            continue;
        }
        dist[root] = 0;
        let mut queue = vec![root];
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head];
            head += 1;
            for &w in g.neighbours(v) {
                let w = w as usize;
                if dist[w] == usize::MAX {
                    dist[w] = dist[v] + 1;
                    parent[w] = v;
                    queue.push(w);
                }
            }
        }
    }
    let &(u, v) = (g.edges().iter()).find(|&&(u, v)| dist[u as usize] == dist[v as usize])?;
    let (mut a, mut b) = (u as usize, v as usize);
    let (mut up, mut down) = (vec![a], vec![b]);
    while a != b {
        a = parent[a];
        b = parent[b];
        up.push(a);
        down.push(b);
    }
    // up ends at the meeting vertex, and so does down: keep it once.
    down.pop();
    up.extend(down.into_iter().rev());
    Some(up)
}

/// A cycle in words: "1-2-3-1 (3 edges)".
fn cycle_words(cycle: &[usize]) -> String {
    let mut names: Vec<String> = cycle.iter().map(|v| (v + 1).to_string()).collect();
    if names.len() > 16 {
        names.truncate(15);
        names.push("...".to_string());
    }
    names.push((cycle[0] + 1).to_string());
    format!("{} ({} edges)", names.join("-"), cycle.len())
}

/// The sides X and Y of a bipartite graph in words: "X = {1, 3}, Y = {2}".
fn sides_words(side: &[bool]) -> String {
    let part = |x: bool| {
        let vs = (0..side.len())
            .filter(|&v| side[v] == x)
            .map(|v| (v + 1).to_string());
        crate::play::listed(vs.collect::<Vec<_>>().into_iter())
    };
    format!("X = {{{}}}, Y = {{{}}}", part(true), part(false))
}

/// The theory in a learner's words, first in every explanation.
const THEORY: &str = "Alice wins exactly when the graph has an odd cycle. With one, she offers \
     1 and 2 every round: Bob can then use only two colours, and two colours cannot alternate \
     all the way round an odd cycle, so some edge ends with one colour at both ends. Without \
     one, the vertices split into two sides X and Y with every edge between them: Bob colours X \
     with 1 and Y with 2 while both have room, and uses 3 on one side only once the other side \
     is full, so no edge ever joins two vertices of one colour.\n";

/// How many vertices are coloured, in words.
fn progress(p: &Position) -> String {
    let done = p.colours.iter().filter(|&&c| c != 0).count();
    format!("{done} of {} vertices coloured", p.colours.len())
}

fn explain(p: &Position) -> String {
    let g = &*p.graph;
    let mut out = format!(
        "A graph of {} vertices and {} edges; {}.\n",
        g.n(),
        g.edges().len(),
        progress(p)
    );
    out += THEORY;
    match g.sides() {
        Some(side) => {
            out += &format!(
                "This graph has no odd cycle: its sides are {}.\n",
                sides_words(side)
            )
        }
        None => {
            if let Some(cycle) = odd_cycle(g) {
                out += &format!("This graph has an odd cycle: {}.\n", cycle_words(&cycle));
            }
        }
    }
    if let Some(why) = ColoringGame.ended(p) {
        let winner = if p.monochromatic_edge().is_some() {
            "Alice"
        } else {
            "Bob"
        };
        out += &format!("The game is over: {why}. {winner} has won.\n");
        return out;
    }
    if let Some((u, v)) = p.monochromatic_edge() {
        out += &format!(
            "The edge {}-{} joins two vertices of colour {} already: Alice has won, whatever \
             happens next.\n",
            u + 1,
            v + 1,
            p.colours[u]
        );
    }
    let m = ColoringGame.winning_move(p);
    match (p.offer, m) {
        (None, Some(_)) => {
            out += "Alice, to move, wins: she offers 1 and 2, now and every round; no way of \
                    colouring the rest with 1 and 2 avoids an edge of one colour.\nWinning move: \
                    offer 1 and 2.\n";
        }
        (Some((a, b)), Some(Move::Colour(v, c))) => {
            let rule = match c {
                1 => "X takes 1 while X has room".to_string(),
                2 => "Y takes 2 while Y has room".to_string(),
                _ => "3 goes on one side only, once the other side is full".to_string(),
            };
            out += &format!(
                "Alice offered {a} and {b}. Bob, to move, wins by his rule ({rule}): every edge \
                 keeps two colours.\nWinning move: colour vertex {} with {c}.\n",
                v + 1
            );
        }
        (None, _) if ColoringGame.decided(p) => {
            out += "Alice, to move, loses: whatever two colours she offers, Bob answers by his \
                    rule and keeps every edge two-coloured.\n";
        }
        (Some((a, b)), _) if ColoringGame.decided(p) => {
            out += &format!(
                "Alice offered {a} and {b}. Bob, to move, loses: Alice offers 1 and 2 from now \
                 on, and no way of finishing with 1 and 2 avoids an edge of one colour.\n"
            );
        }
        (offer, _) => {
            if let Some((a, b)) = offer {
                out += &format!("Alice offered {a} and {b}; Bob is to colour a vertex.\n");
            }
            out += "The theory settles the start and every position its two strategies lead \
                    to; a player has left them here, and it does not decide this position.\n";
        }
    }
    out
}

/// The radius of a vertex.
const RADIUS: f64 = 16.0;
/// How far a colour to click lies left or right of its vertex.
const BESIDE: f64 = 31.0;
/// The radius of a colour to click.
const DOT: f64 = 12.0;
/// The size of one of Alice's offers to click.
const OFFER: (f64, f64) = (104.0, 36.0);

/// The caption: the theory, the verdict of the graph, what happens now,
/// and the legend.
fn caption(p: &Position, searched: bool) -> Caption {
    let g = &*p.graph;
    let mut lines = vec![
        "Alice wins iff the graph has an odd cycle (she offers 1 and 2 every round).".to_string(),
    ];
    lines.push(match (g.sides(), odd_cycle(g)) {
        (Some(_), _) => "No odd cycle: Bob wins, 1 on X, 2 on Y, 3 on one side once the other \
                         is full."
            .to_string(),
        (None, Some(cycle)) => format!("An odd cycle: {}.", cycle_words(&cycle)),
        (None, None) => "An odd cycle.".to_string(),
    });
    lines.push(match p.offer {
        None if p.full() => format!("{}: the game is over.", progress(p)),
        None => format!("{}; Alice offers two colours.", progress(p)),
        Some((a, b)) => format!(
            "{}; Alice offered {a} and {b}: Bob colours a vertex with one of them.",
            progress(p)
        ),
    });
    let clicks = match p.offer {
        None => "a box under the graph: Alice offers its two colours",
        Some(_) => "a numbered dot beside a vertex: Bob colours it with that colour",
    };
    let mut legend = Legend::moves(searched).entry(Swatch::Words, clicks).entry(
        Swatch::Words,
        format!(
            "a vertex's fill: colour 1 {}, 2 {}, 3 {}, white uncoloured",
            NAMES[0], NAMES[1], NAMES[2]
        ),
    );
    if g.sides().is_some() {
        legend = legend.entry(Swatch::Text("X"), "its side: every edge joins X and Y");
    }
    legend = legend.entry(
        Swatch::Words,
        "a thick dashed edge: both ends have one colour",
    );
    Caption::new(lines, legend)
}

/// The graph in layers by distance from vertex 1, each vertex filled with
/// its colour (and its side under it when the graph is bipartite); Alice's
/// three offers as boxes under it, or Bob's two colours as dots beside
/// each uncoloured vertex.
fn draw(p: &Position, marks: &Marks<ColoringGame>) -> Picture {
    let g = &*p.graph;
    let n = g.n();
    let edges: Vec<(usize, usize)> = (g.edges().iter())
        .map(|&(u, v)| (u as usize, v as usize))
        .collect();
    let layer = layers_from(n, &edges, &[0]);
    let order = barycentric_order(&layer, &edges);
    let (pos, (w, h)) = wrapped_layers(&layer, &order, 6, (116.0, 92.0));
    let width = w.max(3.0 * OFFER.0 + 40.0);
    let shift = (width - w) / 2.0;
    let offers_y = h + 4.0;
    let height = h + OFFER.1 + 16.0;
    let mut pic = Canvas::new((width, height), caption(p, marks.searched()), Side::Above);
    let (x0, y0) = pic.origin();
    let at = |v: usize| (pos[v].0 + x0 + shift, pos[v].1 + y0);
    let c = &p.colours;
    for &(u, v) in &edges {
        let ((x1, y1), (x2, y2)) = (at(u), at(v));
        let mut line = Shape::line(x1, y1, x2, y2).class(class::EDGE);
        if c[u] != 0 && c[u] == c[v] {
            line = line
                .attr(
                    "style",
                    "stroke:#a8281b;stroke-width:5;stroke-dasharray:7 4",
                )
                .title(format!(
                    "edge {}-{}: both ends colour {}",
                    u + 1,
                    v + 1,
                    c[u]
                ));
        }
        pic.add(line);
    }
    for v in 0..n {
        let (x, y) = at(v);
        let mut circle = Shape::circle(x, y, RADIUS).class(class::VERTEX);
        let title = match c[v] {
            0 => format!("vertex {}: uncoloured", v + 1),
            k => {
                circle = circle.attr("style", format!("fill:{}", FILLS[usize::from(k) - 1]));
                format!(
                    "vertex {}: colour {k} ({})",
                    v + 1,
                    NAMES[usize::from(k) - 1]
                )
            }
        };
        pic.add(circle.title(title));
        pic.add(Shape::text(x, y, v + 1));
        if let Some(side) = g.sides() {
            let s = if side[v] { "X" } else { "Y" };
            pic.add(Shape::text(x, y + RADIUS + 10.0, s).class(class::VALUE));
        }
    }
    match p.offer {
        Some((a, b)) => {
            for v in (0..n).filter(|&v| c[v] == 0) {
                let (x, y) = at(v);
                for (colour, dx) in [(a, -BESIDE), (b, BESIDE)] {
                    let m = Move::Colour(v, colour);
                    let mark = marks.of(&m);
                    pic.add(marks.dot((x + dx, y), DOT, &m, mark));
                    pic.add(Shape::text(x + dx, y, colour).class(class::DECOR));
                }
            }
        }
        None if !p.full() => {
            let left = width / 2.0 - 1.5 * OFFER.0 - 8.0;
            for (k, (a, b)) in [(1u8, 2u8), (1, 3), (2, 3)].into_iter().enumerate() {
                let x = left + k as f64 * (OFFER.0 + 8.0);
                let y = y0 + offers_y;
                let m = Move::Offer(a, b);
                let mark = marks.of(&m);
                let shape = Shape::rect(x, y, OFFER.0, OFFER.1);
                pic.add(marks.click(shape, &m, mark));
                let words = format!("offer {a} and {b}");
                pic.add(
                    Shape::text(x + OFFER.0 / 2.0, y + OFFER.1 / 2.0, words).class(class::LABEL),
                );
            }
        }
        None => {}
    }
    pic.finish()
}

impl Game for ColoringGame {
    /// The test file of the problem's interactor: t and each case's graph.
    fn read(&self, inp: &mut Input) -> Result<Vec<Position>> {
        let graphs = ColoringGameJudge.read(inp)?;
        Ok(graphs.into_iter().map(Position::start).collect())
    }

    fn playable(&self, p: &Position) -> std::result::Result<(), String> {
        let n = p.graph.n();
        if n > PLAYED {
            return Err(format!(
                "a graph of {n} vertices is too large to play here (at most {PLAYED}: one round \
                 per vertex)"
            ));
        }
        Ok(())
    }

    fn show(&self, p: &Position) -> String {
        let g = &*p.graph;
        let mut out = String::new();
        let edges = (g.edges().iter()).map(|&(u, v)| format!("{}-{}", u + 1, v + 1));
        out += &format!(
            "Edges: {}\n",
            crate::play::listed(edges.collect::<Vec<_>>().into_iter())
        );
        let colours = (0..g.n()).map(|v| match p.colours[v] {
            0 => format!("{}:.", v + 1),
            k => format!("{}:{k}", v + 1),
        });
        out += &format!(
            "Colours (vertex:colour, . uncoloured): {}\n",
            crate::play::listed(colours.collect::<Vec<_>>().into_iter())
        );
        if let Some((a, b)) = p.offer {
            out += &format!("Alice offered {a} and {b}.\n");
        }
        out
    }

    fn explain(&self, p: &Position) -> String {
        explain(p)
    }

    /// The colours and the offer, hashed (the graph is the same in every
    /// position of a game).
    fn fingerprint(&self, p: &Position, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.colours.hash(into);
        p.offer.hash(into);
    }

    /// Each uncoloured vertex stays so or takes one of three colours, with
    /// an offer or none: 4^u colourings, 4 offers each, and 2u moves from
    /// each.
    fn searchable(&self, p: &Position) -> std::result::Result<(), String> {
        let u = p.colours.iter().filter(|&&c| c == 0).count() as u32;
        let positions = 4u128.saturating_pow(u.min(60)).saturating_mul(4);
        within(positions, positions.saturating_mul(2 * u128::from(u) + 3))
    }

    fn draw(&self, p: &Position, marks: &Marks<Self>) -> Option<Picture> {
        Some(draw(p, marks))
    }

    fn move_label(&self, _: &Position, m: &Move) -> String {
        match *m {
            Move::Offer(a, b) => format!("offer colours {a} and {b}"),
            Move::Colour(v, c) => format!("colour vertex {} with {c}", v + 1),
        }
    }
}
