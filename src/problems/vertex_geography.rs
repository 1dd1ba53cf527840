//! Vertex geography on a general graph: the start vertices from which the
//! player who places the token wins.
//!
//! A puts a token on a vertex; then B and A alternate, B first, moving it
//! along an edge to a vertex not visited before; who cannot move loses. The
//! player to move from `v` (v visited) wins iff `v` lies in every maximum
//! matching: if every maximum matching covers v, the mover keeps moving
//! along one, M, and the opponent always lands on a vertex M covers (else
//! flipping the path played would give a maximum matching missing v); if
//! some maximum matching M misses v, the opponent answers every move along
//! M (a move to a vertex M misses would close an augmenting path). B moves
//! first, so A wins from `v` iff the mover loses there
//! ([`GeneralGraph::mover_wins`] is `false`): iff some maximum matching
//! leaves `v` free, the set D of the Gallai-Edmonds decomposition, read off
//! one run of Edmonds' blossom algorithm
//! ([`GeneralGraph::missed_by_some_max_matching`]).
//!
//! Input: `n m`, then m lines `u v` (1-based). Repeated edges are accepted.
//! The statement promises `u != v`; a loop is rejected as an input error (it
//! could never be a move anyway, since it returns to a visited vertex).
//! Output: `WIN` and every winning start vertex in increasing order, one per
//! line, or `LOSE`. An isolated vertex wins (B cannot move), so `n = 1`
//! gives `WIN` / `1`.
//!
//! Limits: n from 1 to [`MAX_VERTICES`] (the statement's is 2000); m only by
//! the input's length. Sizes whose memory ([`memory_bound`]) the machine
//! does not give are one error line, before anything is allocated:
//! `error: line 1: n = 10000000 vertices and m = 0 edges need about 160 MB
//! of memory, more than this machine gives`.
//!
//! Complexity: that of [`GeneralGraph::max_matching`] plus reading and
//! printing. Times for n = 2000 with m = 200000, and n = 10^5 with
//! m = 3 * 10^5: `BENCHMARKS.md` in the repository, rows `geography-*`.
//!
//! Explain and play: [`winning_start`] and [`winning_move`] give the moves
//! of the same theory, one blossom run per move on the graph that is left
//! (judge sizes included): A puts the token on a vertex some maximum
//! matching misses; from a vertex in every maximum matching M of what is
//! left, the mover goes to its mate in M. `--explain` prints the verdict,
//! the winning starts, a maximum matching that leaves the chosen start free
//! and the answers it gives to B's first moves; `--play` plays A or B.
//!
//! Status: samples and edge cases in `testdata/vertex_geography`; compared
//! with an exhaustive search of the literal game on thousands of random
//! small graphs (`tests/vertex_geography.rs`). The strategy: against every
//! reply of the literal rules on about 4000 graphs of at most 9 vertices
//! (random shapes with blossoms, cycles, complete graphs, flowers),
//! winning moves exactly where the search says the mover wins; on large
//! graphs (up to 2000 vertices and 200000 edges) each winning move checked
//! against the verdict of the position it leaves; explanations and scripted
//! sessions.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/vertex_geography < testdata/vertex_geography/01-sample.in
//! ```
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::vertex_geography::solve};
//! // A triangle 1-2-3 with a tail 3-4-5: A wins unless the token starts on 4.
//! let answer = solve(&mut Input::new("5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n")).unwrap();
//! assert_eq!(answer, "WIN\n1\n2\n3\n5\n");
//! ```
//!
//! [`GeneralGraph::missed_by_some_max_matching`]: crate::general_matching::GeneralGraph::missed_by_some_max_matching
//! [`GeneralGraph::max_matching`]: crate::general_matching::GeneralGraph::max_matching
//! [`GeneralGraph::mover_wins`]: crate::general_matching::GeneralGraph::mover_wins

use crate::general_matching::GeneralGraph;
#[cfg(feature = "play")]
use crate::general_matching::GeneralMatching;
use crate::input::{plural, vertices, Input, Result};
use crate::output::push_line;

/// The largest number of vertices accepted.
pub const MAX_VERTICES: usize = 10_000_000;

/// Memory the judge path may hold at once, the input's own bytes aside:
/// [`memory_bound`], checked with [`Input::check_memory`] before the graph
/// is built.
///
/// The bound is `16 n + 32 min(n, 2m) + 40 m` bytes: the matching keeps more
/// for a vertex that has an edge (at most 2m of them). Measured need,
/// 2026-11-24 (the smallest `ulimit -v` that answers, less the process and
/// the input): about 12.8 bytes per vertex with no
/// edge (the output included), 39 per vertex with edges, and up to 42 per
/// edge; figures in `BENCHMARKS.md`,
/// "Memory". `tests/memory_limit.rs` (full tier) sweeps `ulimit -v` in steps
/// of 1 MiB and finds no limit where the bound passes and the memory then
/// runs out.
pub fn memory_bound(n: usize, m: usize) -> u64 {
    let (n, m) = (n as u64, m as u64);
    16 * n + 32 * n.min(2 * m) + 40 * m
}

/// Reads the graph, with vertices renamed `0..n`.
pub fn read(inp: &mut Input) -> Result<GeneralGraph> {
    let n = inp.usize_in("the number of vertices n", 1, MAX_VERTICES)?;
    let m = inp.usize("the number of edges m")?;
    inp.check_items("m", m, "edge", 2)?;
    inp.check_memory(
        memory_bound(n, m),
        format_args!("n = {n} {} and m = {m} {}", vertices(n), plural("edge", m)),
    )?;
    let mut g = GeneralGraph::new(n);
    for i in 1..=m {
        let mut end = |which: &str| -> Result<usize> {
            let x = inp.usize(format_args!("the {which} end of edge {i}"))?;
            if x == 0 || x > n {
                return Err(inp.error(format!("edge {i}: vertex {x} is not between 1 and n = {n}")));
            }
            Ok(x - 1)
        };
        let u = end("first")?;
        let v = end("second")?;
        if u == v {
            return Err(inp.error(format!(
                "edge {i}: a loop at vertex {} (the statement has u != v)",
                u + 1
            )));
        }
        g.add_edge(u, v);
    }
    inp.end()?;
    Ok(g)
}

/// For every vertex, whether A wins by putting the token there. B is the
/// first to move, so these are the vertices where the player to move loses
/// (`false` in [`GeneralGraph::mover_wins`]): the vertices some maximum
/// matching leaves free, which the blossom algorithm gives directly.
pub fn winning_starts(g: &GeneralGraph) -> Vec<bool> {
    g.missed_by_some_max_matching()
}

/// The judge's answer to a whole input: `WIN` and A's winning start
/// vertices (1-based, increasing), one a line, or `LOSE`; an error for bad
/// input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let wins = winning_starts(&read(inp)?);
    if !wins.contains(&true) {
        return Ok("LOSE\n".to_string());
    }
    let mut out = String::from("WIN\n");
    for v in (0..wins.len()).filter(|&v| wins[v]) {
        push_line(&mut out, &[v + 1]);
    }
    Ok(out)
}

/// A winning start for A: a vertex that some maximum matching leaves free
/// (the smallest such vertex), or `None` when A loses (the graph has a
/// perfect matching).
///
/// # Complexity
/// That of [`GeneralGraph::max_matching`].
///
/// # Example
/// ```
/// use cp_games::{input::Input, problems::vertex_geography::{read, winning_start}};
/// let g = read(&mut Input::new("5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n")).unwrap();
/// assert_eq!(winning_start(&g), Some(0)); // vertex 1 (0-based 0)
/// let square = read(&mut Input::new("4 4\n1 2\n2 3\n3 4\n4 1\n")).unwrap();
/// assert_eq!(winning_start(&square), None);
/// ```
///
/// [`GeneralGraph::max_matching`]: crate::general_matching::GeneralGraph::max_matching
pub fn winning_start(g: &GeneralGraph) -> Option<usize> {
    winning_starts(g).iter().position(|&w| w)
}

/// A winning move with the token on `token` and the vertices `v` with
/// `visited[v]` used (the token's vertex among them): the vertex to move
/// the token to, or `None` when the player to move loses.
///
/// On the unvisited graph plus `token`, the player to move wins iff `token`
/// lies in every maximum matching M; then moving to its mate M(token) wins:
/// M without that edge is a maximum matching of the graph left to the
/// opponent that leaves M(token) free, so the opponent is in the losing
/// case. One run of the blossom algorithm.
///
/// # Panics
/// If `token` is not a vertex or `visited` does not have one flag per
/// vertex.
///
/// # Complexity
/// That of [`GeneralGraph::max_matching`] on the unvisited graph.
///
/// # Example
/// ```
/// use cp_games::{input::Input, problems::vertex_geography::{read, winning_move}};
/// // The path 1-2-3-4 (0-based 0-1-2-3) has the perfect matching 1-2 3-4:
/// // from 1 the mover goes to 2 and wins.
/// let g = read(&mut Input::new("4 3\n1 2\n2 3\n3 4\n")).unwrap();
/// assert_eq!(winning_move(&g, 0, &[true, false, false, false]), Some(1));
/// // From 2 (1 visited), what is left is the path 2-3-4, whose maximum
/// // matching 3-4 misses 2: the mover loses.
/// assert_eq!(winning_move(&g, 1, &[true, true, false, false]), None);
/// ```
///
/// [`GeneralGraph::max_matching`]: crate::general_matching::GeneralGraph::max_matching
pub fn winning_move(g: &GeneralGraph, token: usize, visited: &[bool]) -> Option<usize> {
    let (m, missed) = unvisited_graph(g, token, visited).max_matching_and_missed();
    if missed[token] {
        None
    } else {
        m.mate(token)
    }
}

/// The graph the player to move plays on: the visited vertices deleted,
/// the token's vertex kept.
fn unvisited_graph(g: &GeneralGraph, token: usize, visited: &[bool]) -> GeneralGraph {
    let mut gone = visited.to_vec();
    gone[token] = false;
    g.without(&gone)
}

/// Vertex geography for `--explain` and `--play`: A places the token, then
/// B and A move it, B first; moves are typed as vertex numbers.
#[cfg(feature = "play")]
pub struct VertexGeography;

/// A position: the graph, the token's vertex (0-based; `None` before A
/// places it) and the visited vertices.
#[cfg(feature = "play")]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The graph as read, shared by every position.
    pub graph: std::rc::Rc<GeneralGraph>,
    /// The token's vertex, `None` before A places it.
    pub token: Option<usize>,
    /// Whether each vertex was visited, the token's among them.
    pub visited: Vec<bool>,
}

#[cfg(feature = "play")]
impl Position {
    /// The position before A places the token.
    pub fn start(graph: GeneralGraph) -> Position {
        let visited = vec![false; graph.n()];
        Position {
            graph: std::rc::Rc::new(graph),
            token: None,
            visited,
        }
    }

    /// The unvisited neighbours of the token, increasing, without repeats.
    fn next_vertices(&self, t: usize) -> Vec<usize> {
        let mut out: Vec<usize> = (self.graph.edges().iter())
            .filter_map(|&(u, v)| match (u as usize, v as usize) {
                (u, v) if u == t => Some(v),
                (u, v) if v == t => Some(u),
                _ => None,
            })
            .filter(|&w| !self.visited[w])
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// At most `limit` 1-based vertex numbers, then how many more.
#[cfg(feature = "play")]
fn list(vs: &[usize], limit: usize) -> String {
    let mut s: Vec<String> = vs.iter().take(limit).map(|v| (v + 1).to_string()).collect();
    if vs.len() > limit {
        s.push(format!("... ({} more)", vs.len() - limit));
    }
    s.join(" ")
}

/// At most `limit` pairs `u-w` (1-based), then how many more.
#[cfg(feature = "play")]
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
#[cfg(feature = "play")]
const SHOWN: usize = 20;

#[cfg(feature = "play")]
impl crate::play::Game for VertexGeography {
    type Position = Position;
    type Move = usize;

    fn players(&self) -> [&'static str; 2] {
        ["A", "B"]
    }

    fn read(&self, inp: &mut Input) -> Result<Vec<Position>> {
        Ok(vec![Position::start(read(inp)?)])
    }

    fn moves(&self, p: &Position) -> Vec<usize> {
        match p.token {
            None => (0..p.graph.n()).collect(),
            Some(t) => p.next_vertices(t),
        }
    }

    fn some_move(&self, p: &Position) -> Option<usize> {
        match p.token {
            None => Some(0),
            Some(t) => p.next_vertices(t).first().copied(),
        }
    }

    fn apply(&self, p: &Position, &w: &usize) -> Position {
        let mut q = p.clone();
        q.token = Some(w);
        q.visited[w] = true;
        q
    }

    fn winning_move(&self, p: &Position) -> Option<usize> {
        match p.token {
            None => winning_start(&p.graph),
            Some(t) => winning_move(&p.graph, t, &p.visited),
        }
    }

    fn notation(&self) -> &'static str {
        "the number of the vertex to put or move the token on"
    }

    fn parse_move(&self, p: &Position, text: &str) -> std::result::Result<usize, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let &[word] = words.as_slice() else {
            return Err("type one vertex number".to_string());
        };
        let n = p.graph.n();
        let v = match word.parse::<usize>() {
            Ok(v) if (1..=n).contains(&v) => v - 1,
            Ok(_) => return Err(format!("the vertices are numbered 1 to {n}")),
            Err(_) => return Err(format!("{word:?} is not a vertex number")),
        };
        let Some(t) = p.token else {
            return Ok(v);
        };
        if p.visited[v] {
            Err(format!("vertex {} was visited already", v + 1))
        } else if !p.next_vertices(t).contains(&v) {
            Err(format!(
                "no edge joins vertex {} to vertex {}",
                t + 1,
                v + 1
            ))
        } else {
            Ok(v)
        }
    }

    fn show_move(&self, _: &Position, &v: &usize) -> String {
        (v + 1).to_string()
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
            let Some(&s) = starts.first() else {
                let mm = g.max_matching();
                let all: Vec<(usize, usize)> = mm.pairs().collect();
                out += &format!(
                    "LOSE: A loses wherever the token starts.\n\
                     The graph has a perfect matching M of {} edges: {}.\n\
                     Wherever A puts the token, B moves it along M to the vertex's mate, \
                     and keeps answering A's moves along M.\n",
                    mm.size(),
                    pairs(&all, SHOWN)
                );
                return out
                    + "Why: the visited vertices always make up whole edges of M and the token's \
                       vertex, so when A moves to a vertex its mate is unvisited:\nB always has \
                       a move, and A runs out of moves first.\n";
            };
            let mut gone = vec![false; n];
            gone[s] = true;
            let mm = g.without(&gone).max_matching();
            let replies: Vec<(usize, usize)> = p
                .next_vertices(s)
                .into_iter()
                .filter_map(|w| mm.mate(w).map(|x| (w, x)))
                .collect();
            out += &format!(
                "WIN: A wins by putting the token on one of these {} vertices, those some \
                 maximum matching leaves free: {}.\n\
                 A maximum matching has {} edges; the matching M = {} leaves vertex {} free.\n\
                 Winning move: A puts the token on vertex {}. B moves it to a neighbour w, and A \
                 answers with w's mate in M: {}.\n",
                starts.len(),
                list(&starts, SHOWN),
                mm.size(),
                pairs(&mm.pairs().collect::<Vec<_>>(), SHOWN),
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
        let (mm, missed) = unvisited_graph(g, t, &p.visited).max_matching_and_missed();
        let mut out = format!(
            "Token on vertex {}; a maximum matching of the unvisited vertices and vertex {} \
             has {} edges.\n",
            t + 1,
            t + 1,
            mm.size()
        );
        match mm.mate(t).filter(|_| !missed[t]) {
            Some(w) => {
                out += &format!(
                    "The player to move wins: vertex {} lies in every maximum matching.\n\
                     Winning move: to vertex {}, its mate in the maximum matching M; M without \
                     the edge {}-{} leaves vertex {} free in what is left, and the opponent \
                     moves from there.\n",
                    t + 1,
                    w + 1,
                    t + 1,
                    w + 1,
                    w + 1
                );
                out + &why_covered(t)
            }
            None => {
                out += &format!(
                    "The player to move loses: some maximum matching M leaves vertex {} free; \
                     the opponent answers every move along M.\n",
                    t + 1
                );
                out + &why_free(t)
            }
        }
    }

    fn draw(&self, p: &Position) -> Option<String> {
        Some(draw_position(p))
    }
}

/// The most vertices and edges the drawing shows of the whole graph; a
/// larger graph is drawn only around the token (or a winning start).
#[cfg(feature = "play")]
pub const DRAWN: (usize, usize) = (150, 500);

/// The most vertices drawn around the token of a larger graph.
#[cfg(feature = "play")]
const AROUND: usize = 60;

/// The vertices the drawing shows, and whether they are the whole graph:
/// every vertex of a graph within [`DRAWN`]; else the token (or, before
/// it is placed, a winning start or vertex 1), the winning move, its
/// unvisited neighbours,
/// and before the token is placed the first vertices, at most [`AROUND`].
#[cfg(feature = "play")]
fn drawn_vertices(
    p: &Position,
    left: &GeneralGraph,
    (matching, missed): (&GeneralMatching, &[bool]),
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
    // The winning move, from the token: its mate.
    if let Some(w) = matching
        .mate(centre)
        .filter(|_| p.token.is_some() && !missed[centre])
    {
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

/// The drawing of a position: the graph (or the part around the token),
/// each vertex left with its Gallai-Edmonds class in the graph that is
/// left (the unvisited vertices and the token) and a maximum matching of
/// it, the visited vertices, the token, and the moves to click, green
/// where the move wins.
#[cfg(feature = "play")]
fn draw_position(p: &Position) -> String {
    use crate::play::svg::{layers_from, Shape, Svg};
    use crate::problems::dag_sg_chips::{barycentric_order, polyline, route, wrapped_layers};
    let g = &p.graph;
    let n = g.n();
    // The graph left, its matching and the class D (missed by some
    // maximum matching); and which moves win.
    let left = match p.token {
        None => (**g).clone(),
        Some(t) => unvisited_graph(g, t, &p.visited),
    };
    let (matching, missed) = left.max_matching_and_missed();
    let (moves, winning): (Vec<usize>, Vec<bool>) = match p.token {
        None => ((0..n).collect(), missed.clone()),
        Some(t) => (
            p.next_vertices(t),
            g.without(&p.visited).missed_by_some_max_matching(),
        ),
    };
    let is_move = |v: usize| moves.binary_search(&v).is_ok();
    let mut next_to_d = vec![false; n];
    for &(u, v) in left.edges() {
        let (u, v) = (u as usize, v as usize);
        next_to_d[u] |= missed[v];
        next_to_d[v] |= missed[u];
    }
    let in_left = |v: usize| !p.visited[v] || Some(v) == p.token;
    let class = |v: usize| match (missed[v], next_to_d[v]) {
        (true, _) => "D",
        (false, true) => "A",
        _ => "C",
    };

    let (vertices, whole) = drawn_vertices(p, &left, (&matching, &missed));
    let k = vertices.len();
    let index: std::collections::HashMap<usize, usize> =
        vertices.iter().enumerate().map(|(i, &v)| (v, i)).collect();
    let mut edges: Vec<(usize, usize)> = (g.edges().iter())
        .filter_map(|&(u, v)| {
            let (i, j) = (*index.get(&(u as usize))?, *index.get(&(v as usize))?);
            Some((i.min(j), i.max(j)))
        })
        .collect();
    edges.sort_unstable();
    edges.dedup();
    edges.truncate(DRAWN.1);
    let root = p.token.map_or(0, |t| index[&t]);
    let layer = layers_from(k, &edges, &[root]);
    let order = barycentric_order(&layer, &edges);
    let depth = layer.iter().max().map_or(1, |d| d + 1);
    let widest = (0..depth)
        .map(|d| layer.iter().filter(|&&l| l == d).count())
        .max()
        .unwrap_or(1);
    let gap_x = (360.0 / widest.clamp(1, 12) as f64).clamp(64.0, 120.0);
    let (mut pos, (w, h)) = wrapped_layers(&layer, &order, 12, (gap_x, 76.0));
    for (i, q) in pos.iter_mut().enumerate() {
        if layer[i] % 2 == 1 {
            q.0 += gap_x / 3.0;
        }
    }
    let w = w + gap_x / 3.0;

    let mut legend = vec![
        "Gallai-Edmonds classes of the graph left (the unvisited vertices and the token): D: some"
            .to_string(),
        "maximum matching leaves it free; A: a neighbour of D not in D; C: the rest. Orange: a \
         maximum matching."
            .to_string(),
    ];
    match p.token {
        None => legend.push(
            "A puts the token: on a vertex of D (green) A wins, elsewhere (red) B wins. Click one."
                .to_string(),
        ),
        Some(t) => {
            legend.push(format!(
                "Token on vertex {} (class {}): the player to move wins iff it is not in D.",
                t + 1,
                class(t)
            ));
            legend.push(
                "Green neighbours: moving there wins (it is in D of what is left then); red: \
                 it loses. Grey: visited."
                    .to_string(),
            );
        }
    }
    if !whole {
        legend.push(format!(
            "Drawn: {k} of the {n} vertices, {} the {} edges in all.",
            match p.token {
                None => "a winning start (or vertex 1), its neighbours and the first vertices, of",
                Some(_) => "the token and its unvisited neighbours, of",
            },
            g.edges().len()
        ));
    }
    let band = 16.0 * legend.len() as f64 + 12.0;
    let width = w.max(640.0);
    let shift = (width - w) / 2.0;
    let pos: Vec<(f64, f64)> = pos.iter().map(|&(x, y)| (x + shift, y + band)).collect();
    let mut svg = Svg::new(width, h + band);
    for (i, line) in legend.iter().enumerate() {
        svg.add(Shape::text(width / 2.0, 14.0 + 16.0 * i as f64, line).class("label"));
    }
    let radius = 14.0;
    let bounds = (10.0, band, width - 10.0, h + band - 10.0);
    let mut matched = Vec::new();
    for &(i, j) in &edges {
        let (u, v) = (vertices[i], vertices[j]);
        let line = route(pos[i], pos[j], radius, &pos, bounds);
        if in_left(u) && in_left(v) && matching.mate(u) == Some(v) {
            matched.push(polyline(&line).class("matched"));
        }
        svg.add(polyline(&line).class("edge"));
    }
    for shape in matched {
        svg.add(shape);
    }
    for (i, &v) in vertices.iter().enumerate() {
        let (x, y) = pos[i];
        let mut shape = Shape::circle(x, y, radius);
        let mut title = format!("vertex {}", v + 1);
        if Some(v) == p.token {
            shape = shape.class("token");
            title += &format!(": the token (class {})", class(v));
        } else if p.visited[v] {
            shape = shape.class("visited").attr("stroke", "#777");
            title += ": visited";
        } else if is_move(v) {
            let wins = winning[v];
            shape = shape
                .class(if wins { "win" } else { "lose" })
                .attr("stroke", "#333")
                .attr("stroke-width", 1.5)
                .moves(v + 1);
            title += &format!(
                ", class {}: {} the token here {}",
                class(v),
                if p.token.is_none() {
                    "putting"
                } else {
                    "moving"
                },
                if wins { "wins" } else { "loses" }
            );
        } else {
            shape = shape.class("vertex");
            title += &format!(", class {}", class(v));
        }
        svg.add(shape.title(title));
        let mut number = Shape::text(x, y, v + 1);
        if Some(v) == p.token {
            number = number.attr("fill", "#fff");
        }
        svg.add(number);
        if in_left(v) {
            svg.add(Shape::text(x + 22.0, y, class(v)).class("value"));
        }
    }
    svg.finish()
}
