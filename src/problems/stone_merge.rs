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
//! Status: the statement's sample; tests/stone_merge.rs checks against an
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
use crate::grundy::WinLoseMemo;
use crate::input::{Input, Result};
use crate::output::push_usize;

/// Positions with more 1-piles than this are reduced by the period 6 in a.
pub const A_CAP: usize = 64;

/// Positions with a larger b are reduced by the period 2 in b.
pub const B_CAP: u64 = 64;

/// The (a, b) summary of a game (module docs), reduced with [`reduce`].
pub fn summary(piles: &[u64]) -> (usize, usize) {
    let c = Counts::of(piles);
    reduce(c.ones, c.b(), A_CAP as u128, B_CAP as u128)
}

/// The piles counted: 1-piles, big piles, stones in the big piles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts {
    /// The number of piles of one stone.
    pub ones: u128,
    /// The number of piles of two stones or more.
    pub big: u128,
    /// The number of stones in those piles.
    pub sum: u128,
}

impl Counts {
    /// The counts of a row of piles (sizes in `u64`, or in `u128` for
    /// rows after merges of huge piles).
    pub fn of<T: Copy + Into<u128>>(piles: &[T]) -> Counts {
        let mut c = Counts {
            ones: 0,
            big: 0,
            sum: 0,
        };
        for p in piles.iter().map(|&p| p.into()) {
            if p == 1 {
                c.ones += 1;
            } else {
                c.big += 1;
                // Fewer than 2^64 stones in all, or fewer than 2^64 piles
                // of less than 2^64 stones before merges: no overflow.
                c.sum += p;
            }
        }
        c
    }

    /// b of the summary, not reduced: the moves left among the big piles.
    pub fn b(&self) -> u128 {
        (self.sum + self.big).saturating_sub(1)
    }

    /// The summary, reduced with [`reduce`].
    pub fn summary(&self) -> (usize, usize) {
        reduce(self.ones, self.b(), A_CAP as u128, B_CAP as u128)
    }
}

/// (a, b) with the same result and a <= `a_cap`, b <= `b_cap`: a larger a
/// moves down by a multiple of 6 into `a_cap - 5 ..= a_cap`, a larger b by a
/// multiple of 2 into `b_cap - 1 ..= b_cap`. Sound when `a_cap >= 5` and
/// `b_cap >= 6` (the period in b starts at 5); the caps are parameters for
/// the tests.
pub fn reduce(a: u128, b: u128, a_cap: u128, b_cap: u128) -> (usize, usize) {
    let a = if a > a_cap {
        a_cap - 5 + (a - (a_cap - 5)) % 6
    } else {
        a
    };
    let b = if b > b_cap {
        b_cap - 1 + (b - (b_cap - 1)) % 2
    } else {
        b
    };
    (a as usize, b as usize)
}

/// Dense position ids b * height + a for a < height and b up to
/// 2 a_max + b_max + 1. The moves change a by at most 2 and b by at most 3,
/// so a position and its options share a few cache lines; height is a power
/// of two, so decoding is a shift and a mask.
struct Ids {
    shift: u32,
}

impl Ids {
    /// Room for every position reachable from any (a, b) with a <= a_max,
    /// b <= b_max: `a + [b > 0]` never grows, so a <= a_max + 1; and
    /// `2a + b + [b > 0]` never grows, so b <= 2 a_max + b_max + 1. Also
    /// returns the number of ids.
    fn new(a_max: usize, b_max: usize) -> (Ids, usize) {
        let shift = (a_max + 2).next_power_of_two().trailing_zeros();
        (Ids { shift }, (2 * a_max + b_max + 2) << shift)
    }

    fn id(&self, a: usize, b: usize) -> usize {
        // A big pile of one stone is a 1-pile.
        if b == 1 {
            a + 1
        } else {
            b << self.shift | a
        }
    }

    fn decode(&self, p: usize) -> (usize, usize) {
        (p & ((1 << self.shift) - 1), p >> self.shift)
    }

    fn options(&self, p: usize, out: &mut Vec<usize>) {
        let (a, b) = self.decode(p);
        if a >= 1 {
            out.push(self.id(a - 1, b));
        }
        if b >= 2 {
            out.push(self.id(a, b - 1));
        }
        if a >= 2 {
            out.push(self.id(a - 2, if b == 0 { 2 } else { b + 3 }));
        }
        if a >= 1 && b >= 2 {
            out.push(self.id(a - 1, b + 1));
        }
    }
}

/// Whether the first player wins each game, with one memo for all.
pub fn first_player_wins(games: &[&[u64]]) -> Vec<bool> {
    let states: Vec<(usize, usize)> = games.iter().map(|g| summary(g)).collect();
    wins_from(&states)
}

/// Whether the player to move wins from each (a, b). Memory grows with the
/// largest a and b (one byte per position), so [`summary`] reduces first.
pub fn wins_from(states: &[(usize, usize)]) -> Vec<bool> {
    let a_max = states.iter().map(|s| s.0).max().unwrap_or(0);
    let b_max = states.iter().map(|s| s.1).max().unwrap_or(0);
    let (ids, n_states) = Ids::new(a_max, b_max);
    let mut memo = WinLoseMemo::new(n_states);
    let options = |p: usize, out: &mut Vec<usize>| ids.options(p, out);
    states
        .iter()
        .map(|&(a, b)| {
            // The moves always lower 2a + b + [b > 0]: no cycle.
            memo.wins(ids.id(a, b), options)
                .expect("the moves of (a, b) form a DAG")
        })
        .collect()
}

/// Reads `T` and the games, passing each game's piles to `each`.
fn read_games(inp: &mut Input, mut each: impl FnMut(&[u64])) -> Result<()> {
    let t = inp.usize_in("the number of games T", 1, usize::MAX)?;
    inp.check_room(t, 2, "T")?;
    let mut piles = Vec::new();
    for g in 1..=t {
        inp.within(format_args!("game {g}"), |inp| {
            let n = inp.usize("the number of piles n")?;
            inp.check_items("n", n, "pile", 1)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The exact results for a <= a_max, b <= b_max, filled row by row from
    /// the move rule (no memo, no reduction).
    fn table(a_max: usize, b_max: usize) -> Vec<Vec<bool>> {
        // Row a is needed up to b + 3 by row a + 2: rows shrink by 2 upwards.
        let width = |a: usize| b_max + 2 * (a_max - a) + 4;
        let mut t: Vec<Vec<bool>> = Vec::new();
        for a in 0..=a_max {
            let mut row = vec![false; width(a)];
            // (a + 1, 0): moves to (a, 0) and (a - 1, 2).
            let next_zero = |row: &[bool], t: &[Vec<bool>]| !row[0] || (a >= 1 && !t[a - 1][2]);
            for b in 0..width(a) {
                row[b] = if b == 1 {
                    next_zero(&row, &t)
                } else {
                    let at = |x: usize, y: usize| if x == a { row[y] } else { t[x][y] };
                    (a >= 1 && !at(a - 1, b))
                        || (b >= 2 && !at(a, b - 1))
                        || (a >= 2 && !at(a - 2, if b == 0 { 2 } else { b + 3 }))
                        || (a >= 1 && b >= 2 && !at(a - 1, b + 1))
                };
            }
            t.push(row);
        }
        t
    }

    #[test]
    fn memo_search_matches_the_table() {
        let t = table(40, 300);
        let mut states = Vec::new();
        for a in 0..=40 {
            for b in (0..=300).filter(|&b| b != 1 || a < 40) {
                states.push((a, b));
            }
        }
        let got = wins_from(&states);
        for (&(a, b), &w) in states.iter().zip(&got) {
            assert_eq!(w, t[a][b], "({a}, {b})");
        }
    }

    /// The periodic extension of the results for a < 6, b <= 6.
    fn periodic(base: &[Vec<bool>], a: usize, b: usize) -> bool {
        let b = if b <= 6 { b } else { 5 + (b - 5) % 2 };
        base[a % 6][b]
    }

    #[test]
    fn periodicity_proof() {
        // g = the periodic extension satisfies the move rule at (a, b) if
        // g(a, b) is the OR over the moves of NOT g(move), and g(a, 1) =
        // g(a + 1, 0). Both sides at (a, b) depend only on a mod 6, on
        // whether a >= 1 and a >= 2, on b when b <= 5 and on b mod 2 when
        // b >= 6 (every b' looked at is then >= 5). So the window a <= 13,
        // b <= 12 covers every case, and the move rule, whose moves all
        // lower 2a + b + [b > 0], has exactly one solution: the results.
        let t = table(5, 6);
        let base: Vec<Vec<bool>> = t.iter().map(|r| r[..=6].to_vec()).collect();
        let g = |a: usize, b: usize| periodic(&base, a, b);
        let (ids, _) = Ids::new(20, 20);
        for a in 0..=13 {
            for b in 0..=12 {
                if b == 1 {
                    assert_eq!(g(a, 1), g(a + 1, 0), "({a}, 1)");
                    continue;
                }
                let mut opts = Vec::new();
                ids.options(ids.id(a, b), &mut opts);
                let rule = opts.iter().any(|&p| {
                    let (a, b) = ids.decode(p);
                    !g(a, b)
                });
                assert_eq!(g(a, b), rule, "({a}, {b})");
            }
        }
        // And the extension agrees with a direct table far beyond 6.
        let big = table(120, 400);
        for (a, row) in big.iter().enumerate() {
            for (b, &w) in row.iter().enumerate().take(401) {
                assert_eq!(w, g(a, b), "({a}, {b})");
            }
        }
    }

    #[test]
    fn reduced_positions_keep_their_result() {
        // Small caps, so the reduction is exercised over a wide range.
        for (a_cap, b_cap) in [(6, 6), (11, 7), (20, 30)] {
            let t = table(150, 600);
            for a in 0..=150 {
                for b in 0..=600 {
                    let (ra, rb) = reduce(a as u128, b as u128, a_cap, b_cap);
                    assert!(
                        ra as u128 <= a_cap.max(a as u128) && rb as u128 <= b_cap.max(b as u128)
                    );
                    assert_eq!(t[ra][rb], t[a][b], "({a}, {b}) -> ({ra}, {rb})");
                }
            }
        }
        // The real caps, around them.
        let t = table(A_CAP + 40, B_CAP as usize + 50);
        for a in 0..=A_CAP + 40 {
            for b in (0..=10).chain(B_CAP as usize - 10..=B_CAP as usize + 50) {
                let (ra, rb) = reduce(a as u128, b as u128, A_CAP as u128, B_CAP as u128);
                assert!(ra <= A_CAP && rb as u64 <= B_CAP);
                assert_eq!(t[ra][rb], t[a][b], "({a}, {b}) -> ({ra}, {rb})");
            }
        }
    }

    #[test]
    fn summaries() {
        assert_eq!(summary(&[]), (0, 0));
        assert_eq!(summary(&[1, 1, 2]), (2, 2));
        assert_eq!(summary(&[3, 4]), (0, 8));
        assert_eq!(
            summary(&[u64::MAX; 4]).1 % 2,
            ((4 * (u64::MAX as u128) + 3) % 2) as usize
        );
        let (a, b) = summary(&[u64::MAX, u64::MAX, 1, 1]);
        assert_eq!(a, 2);
        assert!(b as u64 <= B_CAP && b % 2 == 1);
        assert_eq!(
            summary(&vec![1; 1000]).0,
            A_CAP - 5 + (1000 - (A_CAP - 5)) % 6
        );
    }
}
