//! vertex_geography: explained and drawn.

use crate::general_matching::GeneralGraph;
use crate::input::{Input, Result};
use crate::play::svg::graph::{polyline, route, staggered_layers};
use crate::play::svg::{class, layers_from, Canvas, Caption, Legend, Picture, Shape, Side, Swatch};
use crate::play::Marks;
use std::collections::HashMap;

use crate::problems::vertex_geography::{read, winning_starts};
use crate::strategy::vertex_geography::unvisited_graph;
use crate::strategy::vertex_geography::{Position, VertexGeography};

/// At most `limit` 1-based vertex numbers, then how many more.
fn list(vs: &[usize], limit: usize) -> String {
    let mut s: Vec<String> = vs.iter().take(limit).map(|v| (v + 1).to_string()).collect();
    if vs.len() > limit {
        s.push(format!("... ({} more)", vs.len() - limit));
    }
    s.join(" ")
}

/// At most `limit` pairs `u-w` (1-based), then how many more.
fn pairs(ps: &[(usize, usize)], limit: usize) -> String {
    let mut s: Vec<String> = ps
        .iter()
        .take(limit)
        .map(|(u, w)| format!("{}-{}", u + 1, w + 1))
        .collect();
    if ps.len() > limit {
        s.push(format!("... ({} more)", ps.len() - limit));
    }
    s.join(" ")
}

/// How many vertices and pairs the texts list at most.
const SHOWN: usize = 20;

/// The most vertices and edges the drawing shows of the whole graph; a
/// larger graph is drawn only around the token (or a winning start).
pub const DRAWN: (usize, usize) = (150, 500);

/// The most vertices drawn around the token of a larger graph.
const AROUND: usize = 60;

/// The vertices the drawing shows, and whether they are the whole graph:
/// every vertex of a graph within [`DRAWN`]; else the token (or, before
/// it is placed, a winning start or vertex 1), the winning move, its
/// unvisited neighbours,
/// and before the token is placed the first vertices, at most [`AROUND`].
fn drawn_vertices(
    p: &Position,
    left: &GeneralGraph,
    (chosen, missed): (Option<usize>, &[bool]),
) -> (Vec<usize>, bool) {
    let g = &p.graph;
    let n = g.n();
    if n <= DRAWN.0 && g.edges().len() <= DRAWN.1 {
        return ((0..n).collect(), true);
    }
    let centre = p
        .token
        .unwrap_or_else(|| missed.iter().position(|&m| m).unwrap_or(0));
    let mut seen = std::collections::HashSet::new();
    let mut out = vec![centre];
    seen.insert(centre);
    // The winning move the hint gives, from the token.
    if let Some(w) = chosen.filter(|_| p.token.is_some()) {
        out.push(w);
        seen.insert(w);
    }
    for &(u, v) in left.edges() {
        let (u, v) = (u as usize, v as usize);
        let w = if u == centre {
            v
        } else if v == centre {
            u
        } else {
            continue;
        };
        if out.len() < AROUND && seen.insert(w) {
            out.push(w);
        }
    }
    if p.token.is_none() {
        for v in 0..n {
            if out.len() >= AROUND {
                break;
            }
            if seen.insert(v) {
                out.push(v);
            }
        }
    }
    out.sort_unstable();
    (out, false)
}

/// The maximum matching M of the graph left (the unvisited vertices and
/// the token) that both the reason and the picture of a position show,
/// as pairs `u < w` (0-based), increasing: with `chosen`, the move
/// recommended ([`Marks::winning`], or the theory's), one that leaves the
/// chosen start free, or that pairs the token with the chosen vertex;
/// without it (the player to move loses), one that leaves the token free,
/// or before the token is placed a perfect matching.
fn shown_matching(p: &Position, chosen: Option<usize>) -> Vec<(usize, usize)> {
    let g = &p.graph;
    let mut gone = p.visited.clone();
    let mut extra = None;
    match (p.token, chosen) {
        // A maximum matching of the graph without s leaves s free, and is
        // maximum in the whole graph when s wins (some maximum matching
        // misses it).
        (None, Some(s)) => gone[s] = true,
        (None, None) => {}
        // M' of what is left without w, and the edge t-w: one more edge
        // than a maximum matching without t, so maximum when t-w wins.
        (Some(t), Some(w)) => {
            gone[w] = true;
            extra = Some((t.min(w), t.max(w)));
        }
        // The token's vertex is visited: a maximum matching without it.
        (Some(_), None) => {}
    }
    let mut pairs: Vec<(usize, usize)> = g
        .without(&gone)
        .max_matching()
        .pairs()
        .map(|(u, w)| (u.min(w), u.max(w)))
        .collect();
    pairs.extend(extra);
    pairs.sort_unstable();
    pairs
}

/// The theory a picture of a position draws: the graph left (the
/// unvisited vertices and the token) and its Gallai-Edmonds classes, and
/// the moves with whether each wins. (Its maximum matching is
/// [`shown_matching`]'s, the reason's.)
struct Theory {
    left: GeneralGraph,
    /// Whether some maximum matching of the graph left misses the vertex
    /// (class D).
    missed: Vec<bool>,
    /// Whether the vertex is a neighbour of D in the graph left.
    next_to_d: Vec<bool>,
    /// The moves, increasing.
    moves: Vec<usize>,
    /// Whether a move to the vertex wins.
    winning: Vec<bool>,
}

impl Theory {
    fn new(p: &Position) -> Theory {
        let g = &p.graph;
        let n = g.n();
        let left = match p.token {
            None => (**g).clone(),
            Some(t) => unvisited_graph(g, t, &p.visited),
        };
        let (_, missed) = left.max_matching_and_missed();
        let (moves, winning) = match p.token {
            None => ((0..n).collect(), missed.clone()),
            Some(t) => (
                p.next_vertices(t),
                g.without(&p.visited).missed_by_some_max_matching(),
            ),
        };
        let mut next_to_d = vec![false; n];
        for &(u, v) in left.edges() {
            let (u, v) = (u as usize, v as usize);
            next_to_d[u] |= missed[v];
            next_to_d[v] |= missed[u];
        }
        Theory {
            left,
            missed,
            next_to_d,
            moves,
            winning,
        }
    }

    /// Vertex `v`'s Gallai-Edmonds class in the graph left.
    fn class(&self, v: usize) -> &'static str {
        match (self.missed[v], self.next_to_d[v]) {
            (true, _) => "D",
            (false, true) => "A",
            _ => "C",
        }
    }
}

/// Whether vertex `v` is in the graph left: unvisited, or the token's.
fn in_left(p: &Position, v: usize) -> bool {
    !p.visited[v] || Some(v) == p.token
}

/// The edges between the drawn `vertices` (indices into them, each once),
/// at most [`DRAWN`]'s.
fn drawn_edges(p: &Position, vertices: &[usize]) -> Vec<(usize, usize)> {
    let index: HashMap<usize, usize> = vertices.iter().enumerate().map(|(i, &v)| (v, i)).collect();
    let mut edges: Vec<(usize, usize)> = (p.graph.edges().iter())
        .filter_map(|&(u, v)| {
            let (i, j) = (*index.get(&(u as usize))?, *index.get(&(v as usize))?);
            Some((i.min(j), i.max(j)))
        })
        .collect();
    edges.sort_unstable();
    edges.dedup();
    edges.truncate(DRAWN.1);
    edges
}

/// The caption: the classes, who wins and how, how much of the graph is
/// drawn (`drawn` vertices, the `whole` graph or not), and the legend.
fn caption(p: &Position, theory: &Theory, drawn: usize, whole: bool, searched: bool) -> Caption {
    let mut lines = vec![
        "Gallai-Edmonds classes of the graph left (the unvisited vertices and the token): D: some \
         maximum matching leaves it free;"
            .to_string(),
        "A: a neighbour of D not in D; C: the rest.".to_string(),
        match p.token {
            None => "A puts the token: on a vertex of D A wins, elsewhere B wins. Click a vertex."
                .to_string(),
            Some(t) => format!(
                "Token on vertex {} (class {}): the player to move wins iff it is not in D. Moving \
                 to a neighbour wins iff it is in D of what is left then.",
                t + 1,
                theory.class(t)
            ),
        },
    ];
    if !whole {
        lines.push(format!(
            "Drawn: {drawn} of the {} vertices, {} the {} edges in all.",
            p.graph.n(),
            match p.token {
                None => "a winning start (or vertex 1), its neighbours and the first vertices, of",
                Some(_) => "the token and its unvisited neighbours, of",
            },
            p.graph.edges().len()
        ));
    }
    Caption::new(
        lines,
        Legend::moves(searched)
            .entry(Swatch::Text("D"), "a vertex's Gallai-Edmonds class")
            .entry(Swatch::Line(class::MATCHED), "a maximum matching")
            .entry(Swatch::Dot(class::VISITED), "visited")
            .entry(Swatch::Dot(class::TOKEN), "the token"),
    )
}

/// The radius of a vertex.
const RADIUS: f64 = 14.0;

/// The `vertices` at `pos`: the token, the visited ones, the moves to
/// click (green where the move wins), the others; each numbered, and in
/// the graph left with its class.
fn draw_vertices(
    pic: &mut Canvas,
    (marks, p, theory): (&Marks<VertexGeography>, &Position, &Theory),
    vertices: &[usize],
    pos: &[(f64, f64)],
) {
    for (&v, &(x, y)) in vertices.iter().zip(pos) {
        let circle = Shape::circle(x, y, RADIUS);
        let mut number = Shape::text(x, y, v + 1);
        if Some(v) == p.token {
            let title = format!("vertex {}: the token (class {})", v + 1, theory.class(v));
            pic.add(circle.class(class::TOKEN).title(title));
            number = number.attr("fill", "#fff");
        } else if p.visited[v] {
            let circle = circle.class(class::VISITED).attr("stroke", "#777");
            pic.add(circle.title(format!("vertex {}: visited", v + 1)));
        } else if theory.moves.binary_search(&v).is_ok() {
            let mark = marks.with(&v, Some(theory.winning[v]));
            pic.add(marks.click(circle.attr("stroke-width", 1.5), &v, mark));
        } else {
            let title = format!("vertex {}, class {}", v + 1, theory.class(v));
            pic.add(circle.class(class::VERTEX).title(title));
        }
        pic.add(number);
        if in_left(p, v) {
            pic.add(Shape::text(x + 22.0, y, theory.class(v)).class(class::VALUE));
        }
    }
}

/// The drawing of a position: the graph (or the part around the token),
/// each vertex left with its Gallai-Edmonds class in the graph that is
/// left (the unvisited vertices and the token) and a maximum matching of
/// it, the visited vertices, the token, and the moves to click, green
/// where the move wins.
fn draw_position(p: &Position, marks: &Marks<VertexGeography>) -> Picture {
    let theory = Theory::new(p);
    // The matching the reason names, for the move the hint gives.

    let chosen = marks.winning().map(|(m, _)| m);
    let (vertices, whole) = drawn_vertices(p, &theory.left, (chosen, &theory.missed[..]));
    let edges = drawn_edges(p, &vertices);
    // The matching the reason names, for the move the hint gives.
    let shown = shown_matching(p, chosen);
    let root = p
        .token
        .map_or(0, |t| vertices.binary_search(&t).unwrap_or(0));
    let layer = layers_from(vertices.len(), &edges, &[root]);
    let (pos, size) = staggered_layers(&layer, &edges);
    let caption = caption(p, &theory, vertices.len(), whole, marks.searched());
    let mut pic = Canvas::new(size, caption, Side::Above);
    let (x0, y0) = pic.origin();
    let pos: Vec<(f64, f64)> = pos.iter().map(|&(x, y)| (x + x0, y + y0)).collect();
    let bounds = (10.0, y0, pic.width() - 10.0, y0 + size.1 - 10.0);
    // The matching's edges over the others.
    let mut matched = Vec::new();
    for &(i, j) in &edges {
        let (u, v) = (vertices[i], vertices[j]);
        let line = route(pos[i], pos[j], RADIUS, &pos, bounds);
        let pair = (u.min(v), u.max(v));
        if in_left(p, u) && in_left(p, v) && shown.binary_search(&pair).is_ok() {
            let line = polyline(&line).class(class::MATCHED);
            matched.push(line.attr("data-pair", format!("{}-{}", pair.0 + 1, pair.1 + 1)));
        }
        pic.add(polyline(&line).class(class::EDGE));
    }
    for shape in matched {
        pic.add(shape);
    }
    draw_vertices(&mut pic, (marks, p, &theory), &vertices, &pos);
    pic.finish()
}

impl crate::play::Game for VertexGeography {
    fn read(&self, inp: &mut Input) -> Result<Vec<Position>> {
        Ok(vec![Position::start(read(inp)?)])
    }

    fn show(&self, p: &Position) -> String {
        let n = p.graph.n();
        let m = p.graph.edges().len();
        match p.token {
            None => {
                format!("A graph with {n} vertices and {m} edges; the token is not placed yet.\n")
            }
            Some(t) => {
                let seen: Vec<usize> = (0..n).filter(|&v| p.visited[v] && v != t).collect();
                let next = p.next_vertices(t);
                format!(
                    "Token on vertex {}; visited before: {}.\nUnvisited neighbours: {}.\n",
                    t + 1,
                    if seen.is_empty() {
                        "none".to_string()
                    } else {
                        list(&seen, SHOWN)
                    },
                    if next.is_empty() {
                        "none".to_string()
                    } else {
                        list(&next, SHOWN)
                    },
                )
            }
        }
    }

    fn explain(&self, p: &Position) -> String {
        explain_with(p, crate::strategy::Strategy::winning_move(self, p))
    }

    fn explain_move(&self, p: &Position, &m: &usize, _: crate::play::value::Mark) -> String {
        explain_with(p, Some(m))
    }

    /// The token and the visited vertices, hashed (the graph stays).
    fn fingerprint(&self, p: &Position, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.token.hash(into);
        p.visited.hash(into);
    }

    fn draw(&self, p: &Position, marks: &Marks<Self>) -> Option<Picture> {
        Some(draw_position(p, marks))
    }

    fn move_label(&self, p: &Position, &v: &usize) -> String {
        match p.token {
            None => format!("put the token on vertex {}", v + 1),
            Some(_) => format!("move the token to vertex {}", v + 1),
        }
    }
}

/// The verdict for the player to move and why, with `chosen` as the
/// winning move (a winning one; `None` when the player to move loses):
/// the maximum matching M it names is [`shown_matching`]'s, the one the
/// picture draws.
fn explain_with(p: &Position, chosen: Option<usize>) -> String {
    {
        // The mate of `v` in the matching `mm` (pairs).
        let mate = |mm: &[(usize, usize)], v: usize| {
            mm.iter()
                .find_map(|&(a, b)| (a == v).then_some(b).or((b == v).then_some(a)))
        };
        let g = &p.graph;
        let (n, m) = (g.n(), g.edges().len());
        // Why following M wins, from a start that M leaves free, and from
        // one that every maximum matching covers.
        let why_free = |s: usize| {
            format!(
                "Why: if the opponent ever reached a vertex M leaves free, the path played from \
                 vertex {} (the opponent's moves off M, the answers along M) would join two \
                 free vertices:\nan augmenting path, and a maximum matching has none; so every \
                 move of the opponent is answered along M, and the opponent runs out of moves \
                 first.\n",
                s + 1
            )
        };
        let why_covered = |v: usize| {
            format!(
                "Why: if the opponent ever reached a vertex M leaves free, swapping the edges \
                 of M along the path played from vertex {} would give a maximum matching\n\
                 that leaves vertex {} free, and there is none; so every move of the opponent \
                 is answered along M, and the opponent runs out of moves first.\n",
                v + 1,
                v + 1
            )
        };
        let Some(t) = p.token else {
            let wins = winning_starts(g);
            let starts: Vec<usize> = (0..n).filter(|&v| wins[v]).collect();
            let mut out = format!("A graph with {n} vertices and {m} edges.\n");
            let Some(&first) = starts.first() else {
                let mm = shown_matching(p, None);
                out += &format!(
                    "LOSE: A loses wherever the token starts.\n\
                     The graph has a perfect matching M of {} edges: {}.\n\
                     Wherever A puts the token, B moves it along M to the vertex's mate, \
                     and keeps answering A's moves along M.\n",
                    mm.len(),
                    pairs(&mm, SHOWN)
                );
                return out
                    + "Why: the visited vertices always make up whole edges of M and the token's \
                       vertex, so when A moves to a vertex its mate is unvisited:\nB always has \
                       a move, and A runs out of moves first.\n";
            };
            let s = chosen.unwrap_or(first);
            let mm = shown_matching(p, Some(s));
            let replies: Vec<(usize, usize)> = p
                .next_vertices(s)
                .into_iter()
                .filter_map(|w| mate(&mm, w).map(|x| (w, x)))
                .collect();
            out += &format!(
                "WIN: A wins by putting the token on one of these {} vertices, those some \
                 maximum matching leaves free: {}.\n\
                 A maximum matching has {} edges; the matching M = {} leaves vertex {} free.\n\
                 Winning move: A puts the token on vertex {}. B moves it to a neighbour w, and A \
                 answers with w's mate in M: {}.\n",
                starts.len(),
                list(&starts, SHOWN),
                mm.len(),
                pairs(&mm, SHOWN),
                s + 1,
                s + 1,
                if replies.is_empty() {
                    "B has no move at all".to_string()
                } else {
                    let shown: Vec<String> = replies
                        .iter()
                        .take(SHOWN)
                        .map(|(w, x)| format!("{} -> {}", w + 1, x + 1))
                        .collect();
                    let more = replies.len().saturating_sub(SHOWN);
                    shown.join(", ")
                        + &if more > 0 {
                            format!(", ... ({more} more)")
                        } else {
                            String::new()
                        }
                }
            );
            return out + &why_free(s);
        };
        let (size, missed) = {
            let (mm, missed) = unvisited_graph(g, t, &p.visited).max_matching_and_missed();
            (mm.size(), missed)
        };
        let mut out = format!(
            "Token on vertex {}; a maximum matching of the unvisited vertices and vertex {} \
             has {} edges.\n",
            t + 1,
            t + 1,
            size
        );
        if missed[t] {
            let mm = shown_matching(p, None);
            out += &format!(
                "The player to move loses: the maximum matching M = {} leaves vertex {} free; \
                 the opponent answers every move along M.\n",
                pairs(&mm, SHOWN),
                t + 1
            );
            return out + &why_free(t);
        }
        let w = chosen
            .or_else(|| crate::strategy::vertex_geography::winning_move(g, t, &p.visited))
            .expect("a vertex in every maximum matching has a mate");
        let mm = shown_matching(p, Some(w));
        out += &format!(
            "The player to move wins: vertex {} lies in every maximum matching.\n\
             Winning move: to vertex {}, its mate in the maximum matching M = {}; M without \
             the edge {}-{} leaves vertex {} free in what is left, and the opponent moves from \
             there.\n",
            t + 1,
            w + 1,
            pairs(&mm, SHOWN),
            t + 1,
            w + 1,
            w + 1
        );
        out + &why_covered(t)
    }
}
