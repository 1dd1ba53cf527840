//! Take one or merge two (AcWing 1321): piles of stones; a move removes one
//! stone from a pile (a pile that reaches 0 is gone) or merges two piles
//! into one; who cannot move loses.
//!
//! Input: `T`, then per game `n` and the n pile sizes. Output per game: `YES`
//! if the first player (Alice) wins, else `NO`. The same game on HDU 4111
//! and UVa 1500 ("Alice and Bob"; HDU's T is at most 4000) answers, per
//! game, `Case #x: Alice` if the first player wins, else `Case #x: Bob`:
//! [`solve_icpc`], the binary `stone_merge_icpc`, with the same input,
//! limits, errors and search.
//!
//! Piles of one stone are special (taking their stone removes a pile). A
//! game is summarised as (a, b): a = the number of 1-piles, b = (the sum of
//! the other piles) + (their number) - 1, the moves left among the big piles
//! if none became a 1-pile (b = 0 when there are none, and b = 1, a single
//! big pile that has shrunk to one stone, is (a + 1, 0)). The moves of (a, b):
//!
//! ```text
//! (a - 1, b)       take a 1-pile                       a >= 1
//! (a, b - 1)       take a stone of a big pile, or      b >= 2
//!                  merge two big piles
//! (a - 2, b + 3)   merge two 1-piles (a new big pile;  a >= 2
//!   or (a - 2, 2)  b = 0: the only one)
//! (a - 1, b + 1)   merge a 1-pile into a big pile      a >= 1, b >= 2
//! ```
//!
//! (`2a + b + [b > 0]`, stones plus piles, drops with every move.) The
//! positions form a DAG searched by [`crate::grundy::WinLoseMemo`] over dense
//! ids b * height + a; the memo is sized for the largest game and shared by
//! all games, so T games cost one search of at most (a_max + 2) * (2 a_max +
//! b_max + 2) positions (a_max + 2 rounded up to a power of two), not T of
//! them.
//!
//! Every position is first reduced (see [`reduce`]): the result is periodic
//! in a with period 6 and, for b >= 5, in b with period 2, so the memo only
//! ever holds a <= 65 and b <= 2 * 64 + 64 + 1, whatever the piles. The
//! periodicity is proved by a finite check in the tests below: the
//! 6 x 7 table of results for a < 6, b <= 6, extended periodically,
//! satisfies the move rule at every (a, b) of a window that covers every
//! case, so it is the unique solution of the move rule everywhere. A second
//! test compares reduced and unreduced results over a wide range.
//!
//! Limits: pile sizes 1 to 2^64 - 1 (the judge's are up to 1000); any T >= 1
//! (the judge's T <= 100, HDU's 4000) and any n (n = 0: no move, `NO`); the
//! memo never exceeds 25 KB, so every game takes microseconds (times of
//! 4000 games of 50 piles: `BENCHMARKS.md` in the repository, row
//! `stone-4000x50`). A pile of 0 is
//! an error (an empty pile is no pile).
//!
//! Winning move ([`winning_move`](crate::strategy::stone_merge::winning_move)), from the same summary: the moves fall
//! into six kinds ([`Kind`](crate::strategy::stone_merge::Kind): take from a 1-pile, from a 2-pile, from a
//! bigger pile; merge two 1-piles, a 1-pile and a bigger pile, two bigger
//! piles), and all moves of a kind lead to the same summary; the search of
//! the verdict looks at the summary after one move of each kind
//! ([`moves_by_kind`](crate::strategy::stone_merge::moves_by_kind)), and a kind whose summary is lost gives the move.
//!
//! Status: the statement's sample; tests/problems/stone_merge.rs checks against an
//! exhaustive search of the literal game over multisets of piles on
//! thousands of random small games, plus a table of bad inputs. The
//! winning move is played against every reply of the literal rules from
//! every row of up to 4 piles of 1 to 4 stones and from random rows of 5
//! to 7 piles (18728 rows in all), checked against the verdict (kind,
//! legality, a lost position after it) on thousands of rows of up to 60
//! piles with piles up to 2^62, and tried in scripted `--play` sessions
//! and `--explain` runs of both binaries.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/stone_merge < testdata/stone_merge/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Take one or merge two**
//!
//! Some piles of stones. Two players take turns. On your turn you either take
//! one stone from one pile (a pile left empty is gone), or put two piles
//! together into one.
//!
//! The player who cannot move, because no stone is left, loses. Alice moves
//! first, Bob second.
//!
//! # Example
//! ```
//! use cp_games::problems::stone_merge::first_player_wins;
//! let games: [&[u64]; 3] = [&[1, 1, 2], &[3, 4], &[2, 3, 5]];
//! assert_eq!(first_player_wins(&games), [true, false, false]);
//! ```

use crate::binary::{Batch, Binary};
use crate::input::{Input, Result};
use crate::output::push_usize;

/// The game's theory, in [`strategy::stone_merge`](crate::strategy::stone_merge):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::stone_merge::{
    first_player_wins, reduce, summary, wins_from, Counts, A_CAP, B_CAP,
};

/// Reads `T` and the games, passing each game's piles to `each`.
fn read_games(inp: &mut Input, mut each: impl FnMut(&[u64])) -> Result<()> {
    let t = inp.u64_at_least("the number of games T", 1)?;
    inp.check_room(t, 2, "T")?;
    let mut piles = Vec::new();
    // The input has room for the games: T fits usize.
    for g in 1..=t as usize {
        inp.within(format_args!("game {g}"), |inp| {
            let n = inp.u64("the number of piles n")?;
            inp.check_items("n", n, "pile", 1)?;
            let n = n as usize;
            piles.clear();
            for i in 1..=n {
                let p = inp.u64("a pile size")?;
                if p == 0 {
                    return Err(
                        inp.error(format!("pile {i} is 0, but piles have at least 1 stone"))
                    );
                }
                piles.push(p);
            }
            Ok(())
        })?;
        each(&piles);
    }
    inp.end()
}

/// Reads `T` and the games, summarised.
pub fn read(inp: &mut Input) -> Result<Vec<(usize, usize)>> {
    let mut states = Vec::new();
    read_games(inp, |piles| states.push(summary(piles)))?;
    Ok(states)
}

/// Reads `T` and the games, each as its row of piles.
pub fn read_piles(inp: &mut Input) -> Result<Vec<Vec<u64>>> {
    let mut games = Vec::new();
    read_games(inp, |piles| games.push(piles.to_vec()))?;
    Ok(games)
}

/// The judge's answer to a whole input: `YES` or `NO`, one line per game;
/// an error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let states = read(inp)?;
    Ok(wins_from(&states)
        .into_iter()
        .map(|w| if w { "YES\n" } else { "NO\n" })
        .collect())
}

/// The contest format of the same game (HDU 4111 and UVa 1500 "Alice and
/// Bob"): `Case #x: Alice` or `Case #x: Bob`, one line per game (x from
/// 1); an error for bad input.
///
/// # Example
/// ```
/// use cp_games::{input::Input, problems::stone_merge::solve_icpc};
/// let answer = solve_icpc(&mut Input::new("2\n3\n1 1 2\n2\n3 4\n")).unwrap();
/// assert_eq!(answer, "Case #1: Alice\nCase #2: Bob\n");
/// ```
pub fn solve_icpc(inp: &mut Input) -> Result<String> {
    let states = read(inp)?;
    let mut out = String::with_capacity(16 * states.len());
    for (i, first_wins) in wins_from(&states).into_iter().enumerate() {
        let winner = if first_wins { "Alice" } else { "Bob" };
        out.push_str("Case #");
        push_usize(&mut out, i + 1);
        out.push_str(": ");
        out.push_str(winner);
        out.push('\n');
    }
    Ok(out)
}

/// The binary `stone_merge`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "stone_merge",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::stone_merge::StoneMerge)),
    #[cfg(feature = "play")]
    interactor: None,
};

/// The binary `stone_merge_icpc`: its judge path, the game it explains and plays.
pub const ICPC: Binary<Batch> = Binary {
    name: "stone_merge_icpc",
    judge: Batch(solve_icpc),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::stone_merge::StoneMerge)),
    #[cfg(feature = "play")]
    interactor: None,
};
