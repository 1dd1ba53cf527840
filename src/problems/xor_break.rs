//! Codeforces 1934D2 "XOR Break — Game Version" (interactive): break n
//! into two parts whose xor is n, in turns; who cannot break loses. The
//! program chooses to go first or second and must win each game within 63
//! breaks.
//!
//! The rules, the theory and the proof are in
//! [`strategy::xor_break`](crate::strategy::xor_break): the player who must
//! break p wins iff p has an even number of set bits, by splitting off its
//! top bit, which leaves the opponent two numbers with odd bit counts; the
//! top bit of the numbers the winner breaks drops every turn, so it breaks
//! at most 59 times for n <= 10^18.
//!
//! Protocol (the judge's lines are read, the program's written and
//! flushed): the judge sends `t` (1 <= t <= 1000), then for each test case
//! a line `n` (1 <= n <= 10^18). The program answers `first` or `second`.
//! On its turn it writes a break `p1 p2` of the number it keeps (n on the
//! first turn, else one of the two the judge wrote last); on the judge's
//! turn it reads the judge's break `p1 p2` of one of its own two parts,
//! `0 0` when the judge cannot break (the program has won; the next case
//! begins), or `-1 -1` when the judge refused the program's last line.
//!
//! Every line of the judge is checked: a break that is not one of the
//! program's numbers, a `0 0` where the judge could still break, or a
//! malformed line is an `error: ` line naming the judge's line, and exit
//! status 1 ([`interact::run`](crate::interact::run)).
//!
//! Complexity: O(1) per move, at most 59 moves of the program per game.
//!
//! The binary is its own interactor at home (`--judge FILE [MODE [SEED]]`,
//! [`play::interactor::xor_break`](crate::play::interactor::xor_break)):
//!
//! ```sh
//! cargo build --release
//! cargo cp-interact --judge 'target/release/xor_break --judge testdata/xor_break/01-sample.in best' target/release/xor_break
//! ```
//!
//! Status: the strategy against every reply from every n < 128 and the
//! longest plays from every n < 4096 (`tests/problems/xor_break_strategy.rs`); the
//! binary and its bundle against the interactor in every mode over pipes,
//! on every n < 4096 and on 1000 games near 10^18 (`tests/problems/xor_break.rs`).
//!
//! # Rules
//!
//! **XOR Break (Codeforces 1934D2)**
//!
//! A whole number n. The player who holds a number p breaks it into two
//! positive numbers p1 and p2, each smaller than p, whose bitwise xor is p
//! (written in binary, p1 and p2 differ exactly where p has a 1). The other
//! player then keeps one of the two parts and must break it in turn.
//!
//! A player who cannot break the number held loses. The program plays against
//! the judge's program, chooses to go first or second, and must win within 63
//! breaks.
//!
//! # Example
//! ```
//! use cp_games::interact::Judge;
//! use cp_games::problems::xor_break::play;
//!
//! // One game, n = 6 (two set bits): the program goes first and splits
//! // off the top bit; the judge holds 2 and 4, powers of two, and says
//! // `0 0`.
//! let mut said = Vec::new();
//! play(&mut Judge::new(&b"1\n6\n0 0\n"[..], &mut said)).unwrap();
//! assert_eq!(String::from_utf8(said).unwrap(), "first\n2 4\n");
//! ```

use crate::binary::{Binary, Interactive};
use crate::input::Result;
use crate::interact::{error_on, Judge};
use crate::strategy::xor_break::{check_break, Position, XorBreak};
use crate::strategy::Strategy;

/// The largest n of the problem.
pub const MAX_N: u64 = 1_000_000_000_000_000_000;

/// The most test cases in one run.
pub const MAX_T: u64 = 1000;

/// Plays every test case of a run against the judge.
pub fn play(judge: &mut Judge) -> Result<()> {
    let mut line = judge.line()?;
    let t = line.u64_in("the number of test cases t", 1, MAX_T)?;
    line.end()?;
    for case in 1..=t {
        play_case(judge).map_err(|e| e.within(format_args!("test case {case}")))?;
    }
    Ok(())
}

/// One test case: reads n, picks the side, and plays to the judge's `0 0`.
fn play_case(judge: &mut Judge) -> Result<()> {
    let mut line = judge.line()?;
    let n = line.u64_in("n", 1, MAX_N)?;
    line.end()?;
    let game = XorBreak;
    let mut p = Position::One(n);
    let first = game.winning_move(&p).is_some();
    judge.say(if first { "first" } else { "second" })?;
    let mut ours = first;
    loop {
        if ours {
            // The strategy's side always has a winning break here: the
            // theory (tested) says so; a position without one would mean
            // the judge broke the rules, which the reads below refuse.
            let m = game.winning_move(&p).or_else(|| game.some_move(&p));
            let Some((p1, p2)) = m else {
                return Err(error_on(judge.lines_read(), "no number left to break"));
            };
            judge.say(format_args!("{p1} {p2}"))?;
            p = game.apply(&p, &(p1, p2));
        } else {
            let mut reply = judge.reply()?;
            let at = judge.lines_read();
            let a = reply.u64("the judge's first part p1")?;
            let b = reply.u64("the judge's second part p2")?;
            reply.end()?;
            if (a, b) == (0, 0) {
                return match game.some_move(&p) {
                    None => Ok(()),
                    Some(m) => Err(error_on(
                        at,
                        format_args!(
                            "the judge says it cannot break, but {} breaks into {} {}",
                            m.0 ^ m.1,
                            m.0,
                            m.1
                        ),
                    )),
                };
            }
            let m = check_break(&p, a, b)
                .map_err(|why| error_on(at, format_args!("the judge's break {a} {b}: {why}")))?;
            p = game.apply(&p, &m);
        }
        ours = !ours;
    }
}

/// The binary `xor_break`: its side of the interactive problem, its interactor.
pub const BINARY: Binary<Interactive> = Binary {
    name: "xor_break",
    judge: Interactive(play),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::xor_break::XorBreak)),
    #[cfg(feature = "play")]
    interactor: Some(&crate::play::interactor::xor_break::XorBreakJudge),
};
