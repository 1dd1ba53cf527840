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
//! the input's length.
//!
//! Complexity: that of [`GeneralGraph::max_matching`] plus reading and
//! printing.
//!
//! Status: samples and edge cases in `testdata/vertex_geography`; compared
//! with an exhaustive search of the literal game on thousands of random
//! small graphs (`tests/vertex_geography.rs`).
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
use crate::input::{Input, Result};
use crate::output::push_line;

/// The largest number of vertices accepted.
pub const MAX_VERTICES: usize = 10_000_000;

/// Reads the graph, with vertices renamed `0..n`.
pub fn read(inp: &mut Input) -> Result<GeneralGraph> {
    let n = inp.usize_in("the number of vertices n", 1, MAX_VERTICES)?;
    let m = inp.usize("the number of edges m")?;
    inp.check_items("m", m, "edge", 2)?;
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
