//! POJ 3710 "Christmas Game": Green Hackenbush on several rooted graphs;
//! does Sally, who moves first, win?
//!
//! Each test case draws several "trees", each rooted at its node 1; a move
//! cuts one edge, and everything no longer connected to its tree's root is
//! removed; the player who cannot move loses.
//!
//! Theory: the trees are played side by side, so by Sprague-Grundy the first
//! player wins iff the xor of their Green Hackenbush values is not 0; each
//! value comes from [`hackenbush::value`], which holds for any graph (loops,
//! repeated edges, cycles sharing vertices, parts off the ground): each
//! 2-edge-connected component is fused into one vertex whose edges become loops
//! (fusion principle), then value(v) = (loops at v mod 2) xor the xor of
//! (value(child) + 1) over the tree of bridges. In the judge's shapes (each
//! cycle touches the rest of its tree at one node) the fusion principle makes
//! an odd cycle worth one edge and an even cycle nothing; repeated edges are
//! 2-cycles and a loop a 1-cycle.
//!
//! Input: test cases until the end of the input (at least one). Each: `N`
//! (number of trees), then per tree `m k` (nodes 1..m, k edges) and k lines
//! `a b`. Sizes are not limited to the judge's (N < 100, m < 100, k < 500),
//! and any graph is accepted: loops, repeated edges, several cycles through
//! an edge, parts not connected to node 1 (those have fallen already and
//! count for nothing). N = 0 is a test case with no trees. Nodes are
//! renumbered by the edges that use them, so m may be large.
//! Output per test case: `Sally` if the first player wins, else `Harry`.
//!
//! Complexity: O(k log k) per tree (renumbering nodes by sorting), then
//! O(k) for its value.
//!
//! Status: statement sample and edge cases in `testdata/christmas_game`;
//! compared with an exhaustive search of the literal game (the set of
//! standing edges of all trees of a test case, no Sprague-Grundy) on
//! thousands of random test cases of 1-3 small graphs (`tests/problems/christmas_game.rs`);
//! the [`hackenbush`] module has its own tests.
//!
//! Explain and play: [`winning_move`] picks the tree by Sprague-Grundy and
//! the cut by [`hackenbush::winning_cut`] (a bridge found walking down the
//! fused components, or an odd cycle's middle edge; shapes beyond the
//! judge's fall back to trying the edges above the last component
//! reached, each checked by the value). Positions after cuts are the trees'
//! standing edges ([`settle`](crate::strategy::christmas_game::settle)). `--explain` gives the trees' values (the
//! first 40), their xor and the cut; `--play` takes a move as `t a b`
//! (tree t, edge a-b; `t a b j` for the j-th of several edges joining a
//! and b). The strategy is played against every reply (the literal game,
//! written in the test) from 2000 random test cases of judge-shaped trees
//! and arbitrary multigraphs with up to 10 edges, about 200,000 positions;
//! on judge-sized test cases (up to 99 trees of up to 499 edges) the
//! winning cut leaves a lost position; explain and scripted sessions have
//! their own tests.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/christmas_game < testdata/christmas_game/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Christmas Game (Green Hackenbush)**
//!
//! Each game is a drawing of several trees standing on the ground: edges join
//! numbered nodes, and node 1 of each tree stands on the ground. Edges may
//! close cycles, and two nodes may be joined by several edges.
//!
//! Two players take turns. On your turn you cut one edge of any tree; every
//! edge that is no longer joined to the ground through the edges left falls
//! away with it.
//!
//! The player who cannot cut an edge, because nothing stands any more, loses.
//! Sally moves first, Harry second.
//!
//! # Example
//! ```
//! use cp_games::{problems::christmas_game::solve, input::Input};
//! let sample = "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";
//! assert_eq!(solve(&mut Input::new(sample)).unwrap(), "Sally\n");
//! ```
//!
//! [`hackenbush`]: crate::hackenbush
//! [`hackenbush::value`]: crate::hackenbush::value
//! [`hackenbush::winning_cut`]: crate::hackenbush::winning_cut

use crate::binary::{Batch, Binary};
use crate::input::{Input, InputError, Result};

/// The game's theory, in [`strategy::christmas_game`](crate::strategy::christmas_game):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::christmas_game::{first_player_wins, tree_value, winning_move, Tree};

/// Reads test case `c`: `N`, then N trees.
pub fn read_test_case(inp: &mut Input, c: usize) -> Result<Vec<Tree>> {
    let n = inp
        .u64("the number of trees N")
        .map_err(|e| e.within(format!("test case {c}")))?;
    // Each tree needs at least `m k`: two numbers.
    inp.check_room(n, 4, "N")
        .map_err(|e| e.within(format!("test case {c}")))?;
    // The input has room for the trees: N fits usize.
    let n = n as usize;
    let mut trees = Vec::with_capacity(n);
    for t in 1..=n {
        let at = |e: InputError| e.within(format!("test case {c}, tree {t}"));
        let m = inp.u64("the number of nodes m").map_err(at)?;
        if m == 0 {
            return Err(inp
                .error("the number of nodes m must be at least 1 (node 1 is the root)")
                .within(format!("test case {c}, tree {t}")));
        }
        let k = inp.u64("the number of edges k").map_err(at)?;
        // k edges of two numbers each.
        inp.check_items("k", k, "edge", 2).map_err(at)?;
        let k = k as usize;
        let mut edges = Vec::with_capacity(k);
        for j in 1..=k {
            let at = |e: InputError| e.within(format!("test case {c}, tree {t}, edge {j}"));
            let a = inp.u64("a node").map_err(at)?;
            let b = inp.u64("a node").map_err(at)?;
            for x in [a, b] {
                if x == 0 || x > m {
                    return Err(inp
                        .error(format!("node {x} is not between 1 and m = {m}"))
                        .within(format!("test case {c}, tree {t}, edge {j}")));
                }
            }
            edges.push((a, b));
        }
        trees.push(Tree { m, edges });
    }
    Ok(trees)
}

/// Reads the test cases up to the end of the input, answering each as it
/// is read (one test case in memory at a time).
pub fn solve(inp: &mut Input) -> Result<String> {
    let mut out = String::new();
    for c in 1.. {
        let trees = read_test_case(inp, c)?;
        out.push_str(if first_player_wins(&trees) {
            "Sally\n"
        } else {
            "Harry\n"
        });
        if inp.is_empty() {
            break;
        }
    }
    Ok(out)
}

/// The binary `christmas_game`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "christmas_game",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::christmas_game::ChristmasGame)),
    #[cfg(feature = "play")]
    interactor: None,
};
