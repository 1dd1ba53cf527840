//! vertex_geography: the strategy.

use crate::general_matching::GeneralGraph;
use crate::problems::vertex_geography::{winning_move, winning_start};

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
