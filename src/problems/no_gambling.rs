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
//! impossible. Hence the first player wins for every N. (An explicit
//! strategy exists too: Bridg-it is a Shannon switching game, won by the
//! first player with a pairing strategy.)
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
//! Complexity: O(1) per board.
//!
//! Status: a sample and edge cases in `testdata/no_gambling`; the literal
//! game (sticks, crossings, connections; no theory) is searched
//! exhaustively for N = 1, 2 and 3, where the first player wins, and every
//! finished board of those sizes is checked to have exactly one winner
//! (`tests/no_gambling.rs`). Larger boards are out of reach of exhaustive
//! search (N = 3 already has 34 sticks, N = 4 has 62): their answer rests
//! on the strategy-stealing argument above.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::no_gambling::solve};
//! assert_eq!(solve(&mut Input::new("5\n-1\n")).unwrap(), "I bet on Oregon Maple~\n");
//! assert_eq!(solve(&mut Input::new("-1\n")).unwrap(), "");
//! ```

use crate::input::{Input, Result};

/// Whether the first player wins on the board of size `n`: always, by the
/// strategy-stealing argument above.
pub fn first_player_wins(_n: u64) -> bool {
    true
}

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

pub fn solve(inp: &mut Input) -> Result<String> {
    let mut out = String::new();
    for n in read(inp)? {
        out.push_str(answer(n));
        out.push('\n');
    }
    Ok(out)
}
