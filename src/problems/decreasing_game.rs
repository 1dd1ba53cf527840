//! Codeforces 1839E "Decreasing Game" (interactive): each round the first
//! player picks i with a_i > 0, the second j != i with a_j > 0, and both
//! drop by min(a_i, a_j); who cannot pick loses. The program chooses its
//! player and must win.
//!
//! The rules, the theory and the proof are in
//! [`strategy::decreasing_game`](crate::strategy::decreasing_game): the
//! second player wins exactly when the values split into two parts of
//! equal sum. With such a split it answers every pick i with an index j
//! above 0 from the other part, which takes as much from either part and
//! keeps the split equal to the end of the game; without one, every pick i
//! with a_i > 0 wins for the first player, as no round can make an equal
//! split.
//!
//! Protocol (the judge's lines are read, the program's written and
//! flushed): the judge sends `n` (1 <= n <= 300), then a line of the n
//! values a_1..a_n (1 <= a_i <= 300). The program answers `First` or
//! `Second`. As the first player, each round it writes a pick `i` and
//! reads the judge's answer `j`: `0` when the judge cannot pick (the
//! program has won and stops), `-1` when the judge refused the program's
//! last line. As the second player, each round it reads the judge's pick
//! `i` (`0`: the judge cannot pick and the program has won; `-1`: refused)
//! and writes its answer `j`.
//!
//! Every line of the judge is checked: an index that is not legal (not
//! one of 1..n, the program's own pick, or a value already 0), a `0` where
//! the judge could still pick, or a malformed line is an `error: ` line
//! naming the judge's line, and exit status 1
//! ([`interact::run`](crate::interact::run)).
//!
//! Complexity: one search for an equal split at the start
//! ([`Split::find`], O(n (s / 128 + 1) + s) for the sum s <= 90 000), then
//! O(n) per round: as the second player the program keeps the split it
//! found and answers across it ([`Split::answer`]), as the first it picks
//! the first value above 0. Every round takes a value to 0, so a game has
//! at most n rounds: O(n s / 128 + n^2) in all.
//!
//! The binary is its own interactor at home (`--judge FILE [MODE [SEED]]`,
//! [`play::interactor::decreasing_game`](crate::play::interactor::decreasing_game)):
//!
//! ```sh
//! cargo build --release
//! cargo cp-interact --judge 'target/release/decreasing_game --judge testdata/decreasing_game/01-sample.in best' target/release/decreasing_game
//! ```
//!
//! Status: the strategy's verdict and splits against an exhaustive search
//! of the literal rules (`tests/problems/decreasing_game_strategy.rs`); the binary
//! against the interactor in every mode over pipes, on every array of up
//! to 4 values of 1 to 4, on seeded random arrays, and at n = 300
//! (`tests/problems/decreasing_game.rs`).
//!
//! # Rules
//!
//! **Decreasing Game (Codeforces 1839E)**
//!
//! A row of numbers a_1 to a_n, none below 0. In each round the first player
//! picks a place i where a_i is above 0; then the second player picks another
//! place j where a_j is above 0; both numbers drop by the smaller of the two.
//!
//! A player who cannot pick loses. The program plays against the judge's
//! program, chooses to be the first or the second player, and must win.
//!
//! # Example
//! ```
//! use cp_games::interact::Judge;
//! use cp_games::problems::decreasing_game::play;
//!
//! // The statement's first array, 10 4 6 3: its sum is odd, so it has no
//! // equal split and the program is the first player. It picks the first
//! // value above 0 each round; the judge answers 3, then 2 (10 4 6 3 ->
//! // 4 4 0 3 -> 0 0 0 3), then cannot answer the pick 4.
//! let mut said = Vec::new();
//! play(&mut Judge::new(&b"4\n10 4 6 3\n3\n2\n0\n"[..], &mut said)).unwrap();
//! assert_eq!(String::from_utf8(said).unwrap(), "First\n1\n1\n4\n");
//!
//! // 3 1 2: 3 = 1 + 2, so the program is the second player, and answers
//! // each pick from the other part: 1 -> 2 (2 0 2), 3 -> 1 (0 0 0); then
//! // the judge cannot pick.
//! let mut said = Vec::new();
//! play(&mut Judge::new(&b"3\n3 1 2\n1\n3\n0\n"[..], &mut said)).unwrap();
//! assert_eq!(String::from_utf8(said).unwrap(), "Second\n2\n1\n");
//! ```

use crate::binary::{Binary, Interactive};
use crate::input::Result;
use crate::interact::{error_on, Judge};
use crate::strategy::decreasing_game::{DecreasingGame, Position, Split};
use crate::strategy::Strategy;

/// The largest n of the problem.
pub const MAX_N: usize = 300;

/// The largest value a_i of the problem.
pub const MAX_A: u32 = 300;

/// Reads the array, chooses the player and plays the game to the judge's
/// `0`.
pub fn play(judge: &mut Judge) -> Result<()> {
    let mut line = judge.line()?;
    let n = line.usize_in("n", 1, MAX_N)?;
    line.end()?;
    let mut line = judge.line()?;
    let values: Vec<u32> = line
        .u64s_in("value", n, 1, u64::from(MAX_A))?
        .into_iter()
        .map(|v| v as u32)
        .collect();
    line.end()?;
    match Split::find(&values) {
        None => {
            judge.say("First")?;
            play_first(judge, values)
        }
        Some(split) => {
            judge.say("Second")?;
            play_second(judge, values, &split)
        }
    }
}

/// The judge's index on its line: the number, `None` for `0` (it cannot
/// pick), the refusal `-1` an error.
fn judge_index(judge: &mut Judge, what: &str) -> Result<(usize, Option<i64>)> {
    let mut reply = judge.reply()?;
    let at = judge.lines_read();
    let k = reply.i64(what)?;
    reply.end()?;
    Ok((at, (k != 0).then_some(k)))
}

/// The first player's game, on values without an equal split: any value
/// above 0 is a winning pick, and one is left after every round.
fn play_first(judge: &mut Judge, mut values: Vec<u32>) -> Result<()> {
    let game = DecreasingGame;
    loop {
        // The theory (tested) says a value above 0 is left; none would mean
        // the judge broke the rules, which the reads below refuse.
        let Some(i) = values.iter().position(|&v| v > 0) else {
            return Err(error_on(
                judge.lines_read(),
                "every value is 0: nothing to pick",
            ));
        };
        judge.say(i + 1)?;
        let p = Position {
            values,
            pending: Some(i),
        };
        let (at, j) = judge_index(judge, "the second player's pick j")?;
        let Some(j) = j else {
            return match game.some_move(&p) {
                None => Ok(()),
                Some(k) => Err(error_on(
                    at,
                    format_args!(
                        "the judge says it cannot pick j != {}, but a_{} = {} is above 0",
                        i + 1,
                        k + 1,
                        p.values[k]
                    ),
                )),
            };
        };
        let j = game
            .parse_move(&p, &j.to_string())
            .map_err(|why| error_on(at, format_args!("the judge's pick j = {j}: {why}")))?;
        values = game.apply(&p, &j).values;
    }
}

/// The second player's game, with `split` an equal split of `values`: each
/// pick answered across it keeps it equal.
fn play_second(judge: &mut Judge, mut values: Vec<u32>, split: &Split) -> Result<()> {
    let game = DecreasingGame;
    loop {
        let p = Position::start(values);
        let (at, i) = judge_index(judge, "the first player's pick i")?;
        let Some(i) = i else {
            return match game.some_move(&p) {
                None => Ok(()),
                Some(k) => Err(error_on(
                    at,
                    format_args!(
                        "the judge says it cannot pick i, but a_{} = {} is above 0",
                        k + 1,
                        p.values[k]
                    ),
                )),
            };
        };
        let i = game
            .parse_move(&p, &i.to_string())
            .map_err(|why| error_on(at, format_args!("the judge's pick i = {i}: {why}")))?;
        // The split is equal and a_i > 0, so the other part holds a value
        // above 0 (theory, tested); none would mean a broken split.
        let Some(j) = split.answer(&p.values, i) else {
            return Err(error_on(
                at,
                format_args!("no value above 0 is left to answer the pick {}", i + 1),
            ));
        };
        judge.say(j + 1)?;
        let q = Position {
            values: p.values,
            pending: Some(i),
        };
        values = game.apply(&q, &j).values;
    }
}

/// The binary `decreasing_game`: its side of the interactive problem, its interactor.
pub const BINARY: Binary<Interactive> = Binary {
    name: "decreasing_game",
    judge: Interactive(play),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::decreasing_game::DecreasingGame)),
    #[cfg(feature = "play")]
    interactor: Some(&crate::play::interactor::decreasing_game::DecreasingGameJudge),
};
