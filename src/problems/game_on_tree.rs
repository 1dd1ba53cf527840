//! AtCoder AGC 017 D "Game on Tree": Alice and Bob cut edges of a tree; who
//! wins?
//!
//! A tree on vertices 1..N. Alice and Bob alternate, Alice first; a move
//! deletes one edge, and the part that no longer contains vertex 1 is
//! removed with it. The player who cannot move loses.
//!
//! Theory: this is Green Hackenbush on a tree grounded at vertex 1. By the
//! colon principle a vertex is worth the xor over its children c of
//! (value(c) + 1): a child's branch is its own tree on top of one more edge,
//! and a stalk on top of a game of value g is worth g + 1. Alice wins iff
//! value(1) != 0 (Sprague-Grundy), computed by
//! [`hackenbush::tree_value`]: it peels leaves (each vertex keeps its
//! degree and the xor of its neighbours, so a leaf knows its parent), with
//! no recursion and no rooted adjacency.
//!
//! Input: `N`, then N - 1 edges `x y`. N is not limited to the judge's
//! 10^5 (any N the input can hold: a path of 10^6 vertices is fine), but it
//! must be at least 2 as in the statement. The edges must form a tree, and
//! the first edge that does not is reported: a vertex outside 1..N, a loop,
//! a repeated edge, or an edge that closes a cycle (a graph of N - 1 edges
//! that is not connected has one): `error: line 5: edge 4 closes a cycle:
//! vertices 3 and 1 are already connected`, `error: line 6: edge 5 repeats
//! edge 2 (vertices 3 and 2)`. An input that ends before the N - 1st edge,
//! or has more after it, is an error too.
//! Output: `Alice` if the first player wins, else `Bob`.
//!
//! Complexity: O(N α(N)) for reading and checking the tree (union-find), O(N)
//! for its value; no recursion. Times and peak memory for paths and random
//! trees of 10^5 and 10^6 vertices: `BENCHMARKS.md` in the repository, rows
//! `tree-*`.
//!
//! Status: the statement's four samples and edge cases in
//! `testdata/game_on_tree`; compared with an exhaustive search of the
//! literal game (the set of remaining edges, no theory) on every tree of up
//! to 9 vertices, each with vertex 1 on every vertex and random labellings,
//! edge orders and orientations, and on random trees of up to 14 vertices;
//! paths of 10^6 vertices against the two-arm Nim argument; bad input
//! (`tests/problems/game_on_tree.rs`).
//!
//! Explain and play: [`winning_cut`] walks down from vertex 1 by the
//! colon principle's values ([`hackenbush::tree_winning_cut`]), on the
//! tree as read or on what stands of it after cuts. `--explain` gives
//! vertex 1's children with their values and terms (the first 40), vertex
//! 1's value and the winning cut; `--play` takes a move as the edge `x y`
//! to cut. The strategy is played against every reply (the literal game,
//! written in the test) from every tree of up to 9 vertices with vertex 1
//! on each vertex and from random trees of up to 12 vertices, about 50,000
//! positions; winning cuts on trees of up to 10^6 vertices leave a tree
//! worth 0; explain and scripted sessions have their own tests.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/game_on_tree < testdata/game_on_tree/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Game on Tree (Hackenbush on a tree)**
//!
//! A tree: vertices 1 to N joined by N - 1 edges, with no cycle. Two players
//! take turns. On your turn you delete one edge, and the part of the tree that
//! is no longer joined to vertex 1 is removed with it.
//!
//! The player who cannot move, because only vertex 1 is left, loses. Alice
//! moves first, Bob second.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::game_on_tree::solve};
//! assert_eq!(solve(&mut Input::new("5\n1 2\n2 3\n2 4\n4 5\n")).unwrap(), "Alice\n");
//! assert_eq!(solve(&mut Input::new("5\n1 2\n2 3\n1 4\n4 5\n")).unwrap(), "Bob\n");
//! let err = solve(&mut Input::new("4\n1 2\n2 3\n3 1\n")).unwrap_err();
//! assert_eq!(err.to_string(), "line 4: edge 3 closes a cycle: vertices 3 and 1 are already connected");
//! ```
//!
//! [`hackenbush::tree_value`]: crate::hackenbush::tree_value
//! [`hackenbush::tree_winning_cut`]: crate::hackenbush::tree_winning_cut

use crate::binary::{Batch, Binary};
use crate::input::{quote, Input, Result};
use crate::output::Verdict;

/// The game's theory, in [`strategy::game_on_tree`](crate::strategy::game_on_tree):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::game_on_tree::{alice_wins, winning_cut};

/// Reads `N` and the tree's edges (0-based), checked as described above.
pub fn read(inp: &mut Input) -> Result<(usize, Vec<(usize, usize)>)> {
    let n = inp.u64_at_least("the number of vertices N", 2)?;
    let edges = inp.tree_edges1(n)?;
    // The N - 1 edges were read: N fits usize.
    let n = n as usize;
    if let Some(tok) = inp.next_token() {
        let shown = quote(tok);
        return Err(inp.error(format!(
            "unexpected {shown} after the N - 1 = {} edges",
            n - 1
        )));
    }
    Ok((n, edges))
}

/// The judge's answer to a whole input, `Alice` or `Bob` with a newline;
/// an error for bad input or edges that are not a tree.
pub fn solve(inp: &mut Input) -> Result<String> {
    let (n, edges) = read(inp)?;
    Ok(Verdict::ALICE_BOB.line(alice_wins(n, &edges)))
}

/// The binary `game_on_tree`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "game_on_tree",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::game_on_tree::GameOnTree)),
    #[cfg(feature = "play")]
    interactor: None,
};
