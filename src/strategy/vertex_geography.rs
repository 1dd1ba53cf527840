//! vertex_geography: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::vertex_geography`](crate::problems::vertex_geography).

use crate::general_matching::GeneralGraph;

/// For every vertex, whether A wins by putting the token there. B is the
/// first to move, so these are the vertices where the player to move loses
/// (`false` in [`GeneralGraph::mover_wins`]): the vertices some maximum
/// matching leaves free, which the blossom algorithm gives directly.
pub fn winning_starts(g: &GeneralGraph) -> Vec<bool> {
    g.missed_by_some_max_matching()
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
/// use cp_games::{input::Input, problems::vertex_geography::read};
/// use cp_games::strategy::vertex_geography::winning_start;
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
/// use cp_games::{input::Input, problems::vertex_geography::read};
/// use cp_games::strategy::vertex_geography::winning_move;
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
pub(crate) fn unvisited_graph(g: &GeneralGraph, token: usize, visited: &[bool]) -> GeneralGraph {
    let mut gone = visited.to_vec();
    gone[token] = false;
    g.without(&gone)
}

/// Vertex geography for `--explain` and `--play`: A places the token, then
/// B and A move it, B first; moves are typed as vertex numbers.
pub struct VertexGeography;

/// A position: the graph, the token's vertex (0-based; `None` before A
/// places it) and the visited vertices.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The graph as read, shared by every position.
    pub graph: std::rc::Rc<GeneralGraph>,
    /// The token's vertex, `None` before A places it.
    pub token: Option<usize>,
    /// Whether each vertex was visited, the token's among them.
    pub visited: Vec<bool>,
}

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
    pub(crate) fn next_vertices(&self, t: usize) -> Vec<usize> {
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

impl crate::strategy::Strategy for VertexGeography {
    type Position = Position;

    type Move = usize;

    fn players(&self) -> [&'static str; 2] {
        ["A", "B"]
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
}
