//! HDU 3863 "No Gambling": a Bridg-it-like connection game; the first
//! player, Oregon Maple, always wins (strategy stealing).
//!
//! The board assumed here (the statement describes it with a figure; this
//! is David Gale's Bridg-it board, of which the N = 4 figure is the usual
//! drawing): the first player's (blue) points form N rows of N + 1, the
//! second player's (red) points N + 1 rows of N, interleaved so that every
//! unit square of one colour's points has a point of the other colour at
//! its centre. In turn, each player draws a stick of unit length between
//! two of their own points; a stick may not cross a stick already drawn.
//! The first player wins by joining the leftmost column to the rightmost
//! one with their sticks, the second by joining the top row to the bottom
//! row. The first player moves first.
//!
//! Theory (strategy stealing): the game cannot end in a draw: once no stick
//! can be drawn, of every two sticks that cross, one is drawn, and then
//! exactly one of the players is connected (as in Hex, a blue chain from
//! left to right and a red chain from top to bottom would have to cross,
//! and a red wall that stops every blue chain is itself a top-to-bottom
//! chain). So one of the players has a winning strategy. Suppose it were
//! the second player's. Then the first player draws any stick and from then
//! on plays the second player's strategy as if that stick were not there;
//! when the strategy asks for the stick already drawn, he draws any other
//! one. An extra stick of his own never hurts him: it can only help join
//! his sides and only takes a stick away from the opponent. So he would
//! win with it, and both players would have winning strategies, which is
//! impossible. Hence the first player wins for every N.
//!
//! The winning moves (Lehman's theorem): every stick of one player crosses
//! at most one stick of the other, so the game is a Shannon switching game
//! on the mover's graph: his dots, each side merged into one vertex (s and
//! t), his sticks drawn contracted, his sticks crossed by the opponent's
//! deleted, his free sticks as edges. The player to move wins exactly when
//! this graph plus one extra edge s-t holds two edge-disjoint trees
//! spanning a set of vertices that contains s and t; then the winning
//! stick is the repair of such a pair of trees after the extra edge is
//! taken out: an edge of the other tree joining the two halves of the tree
//! that held it ([`winning_move`](crate::strategy::no_gambling::winning_move), by matroid partition into two forests).
//! On the empty board the first player's graph has exactly one edge fewer
//! than two spanning trees need (2N^2 - 2N + 1 edges on N^2 - N + 2
//! vertices), and the extra edge completes it. The sticks that cross
//! nothing (along one's own sides) join two dots of one side: they change
//! nothing and act as passes.
//!
//! Input: integers N, one per line, ending with `-1` (the token `-1`, not a
//! board). The judge's N are 3..40; any N from 1 to 2^63 - 1 is accepted
//! (the argument holds for every size). `-1` alone is a valid input with
//! no boards and an empty answer. A missing `-1`, a token that is not a
//! number, N < 1 (other than the closing `-1`) and anything after the `-1`
//! are errors.
//! Output per N: `I bet on Oregon Maple~` (the statement's other line,
//! `I bet on Grape Skin~`, is never the answer).
//!
//! Complexity: O(1) per board. [`winning_move`](crate::strategy::no_gambling::winning_move) on a position of size N:
//! O(N^4) in the worst case, milliseconds for the N = 40 it is played up to.
//!
//! Explain and play (`--explain`, `--play FILE`): boards of size up to 40
//! ([`MAX_PLAYED`](crate::strategy::no_gambling::MAX_PLAYED)) are drawn in ASCII on the doubled grid, rows and
//! columns numbered from 1 (row = y + 1, column = x + 1): Oregon Maple's
//! dots `o` and sticks `-` `|`, Grape Skin's dots `x` and sticks `=` `!`.
//! A move is typed as the two dots joined, `r1 c1 r2 c2`, or as the
//! stick's middle, `r c`. The program answers every position with
//! [`winning_move`](crate::strategy::no_gambling::winning_move): it wins as Oregon Maple moving first, and as Grape
//! Skin as soon as the person's move leaves a position the second player
//! wins (any position, not only the positions of one fixed line of play);
//! from a lost position it takes away the stick the person would win
//! with. A game ends when a player's sticks join their sides (the session
//! then says the other player has no move left). `--explain` gives the
//! verdict, the strategy-stealing argument, the rule above and a winning
//! stick; up to size 12 it draws the board with the stick (`#`) and the
//! two trees behind it (`a`, `b`, from [`winning_trees`](crate::strategy::no_gambling::winning_trees)). Larger boards
//! are explained by the argument only; the session cannot play them: it
//! shows that the board is too large, and the framework's session then
//! ends the game at once with a verdict line that means nothing. An input
//! without boards has nothing to play: `--play` refuses it with an error.
//!
//! Status: a sample and edge cases in `testdata/no_gambling`; the literal
//! game (sticks, crossings, connections; no theory) is searched
//! exhaustively for N = 1, 2 and 3 (N = 3 has 34 sticks and 1.8 million
//! positions), where the first player wins, and every
//! finished board of those sizes is checked to have exactly one winner
//! (`tests/problems/no_gambling.rs`). [`winning_move`](crate::strategy::no_gambling::winning_move) is checked against the
//! literal game (`common::adversary::check`) on every position of the
//! boards of size 1 and 2 (2426) and on every position reachable from
//! 3000 random middle games on boards of size 3 and 4 (508 469): it
//! answers exactly where the search says the mover wins, and wins every
//! play against every reply. On boards of size 3 to 40 it wins all of 1999
//! games against random and blocking replies (of 2000 drawn, one ended in
//! its random opening), from the empty board and after random opening
//! moves of both players (then often for the second player), and the two trees of [`winning_trees`](crate::strategy::no_gambling::winning_trees) are checked by the
//! rules alone after every winning stick on boards up to size 8. The
//! verdict for boards larger than 40 rests on the strategy-stealing
//! argument.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/no_gambling < testdata/no_gambling/01-sample.in
//! ```
//!
//! # Rules
//!
//! **No Gambling (Bridg-it)**
//!
//! Two grids of dots are laid into each other: Oregon Maple's (blue) and Grape
//! Skin's (purple). On your turn you build one bridge of unit length between two
//! neighbouring dots of your own colour. A bridge may not cross a bridge
//! already built, and every possible bridge of one player crosses exactly one
//! possible bridge of the other.
//!
//! Oregon Maple wants a chain of bridges from the left side to the right side,
//! Grape Skin one from the top to the bottom; whoever completes such a chain
//! first wins. Oregon Maple moves first, and can always win: the answer for
//! every board is the same.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::no_gambling::solve};
//! assert_eq!(solve(&mut Input::new("5\n-1\n")).unwrap(), "I bet on Oregon Maple~\n");
//! assert_eq!(solve(&mut Input::new("-1\n")).unwrap(), "");
//! ```

use crate::binary::{Batch, Binary};
use crate::input::{Input, Result};

/// The game's theory, in [`strategy::no_gambling`](crate::strategy::no_gambling):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::no_gambling::first_player_wins;

/// The judge's line for a board of size `n`: `I bet on Oregon Maple~` when
/// the first player wins, else (never) `I bet on Grape Skin~`.
pub fn answer(n: u64) -> &'static str {
    if first_player_wins(n) {
        "I bet on Oregon Maple~"
    } else {
        "I bet on Grape Skin~"
    }
}

/// Reads the board sizes up to the closing `-1`.
pub fn read(inp: &mut Input) -> Result<Vec<u64>> {
    let mut sizes = Vec::new();
    inp.cases_until("-1", |inp, board| {
        inp.within(format_args!("board {board}"), |inp| {
            // At least 1, so the i64 is a u64.
            sizes.push(inp.i64_in("the board size N", 1, i64::MAX)? as u64);
            Ok(())
        })
    })?;
    inp.end()?;
    Ok(sizes)
}

/// The judge's answer to a whole input: `I bet on Oregon Maple~` for every
/// board size; an error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let mut out = String::new();
    for n in read(inp)? {
        out.push_str(answer(n));
        out.push('\n');
    }
    Ok(out)
}

/// The binary `no_gambling`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "no_gambling",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::no_gambling::NoGambling)),
    #[cfg(feature = "play")]
    interactor: None,
};
