//! The judge of [`problems::decreasing_game`](crate::problems::decreasing_game)
//! at home: sends n and the values, checks the program's player (`First`
//! or `Second`, as the statement spells them) and every index it writes,
//! and plays the other player.
//!
//! The judge's indices by [`Mode`]:
//!
//! - `best` wins where the judge's player can, by the theory of
//!   [`strategy::decreasing_game`](crate::strategy::decreasing_game): as
//!   the second player on values with an equal split it answers across the
//!   split ([`Split::answer`]), keeping one split from round to round while
//!   it stays equal; as the first player on values without one, it picks
//!   the first value above 0. A program that chose the wrong player, or
//!   answered a pick so that no equal split is left, loses. Where the judge
//!   cannot win it tries to make the program's task hard: as the first
//!   player it picks the i that leaves the program the fewest winning
//!   answers (the j after which the values still have an equal split),
//!   counted exactly while at most [`SEARCH_UP_TO`] values are above 0, and
//!   otherwise the largest value (a heuristic: the larger a_i, the smaller
//!   the rest of its part, which fewer subsets make up); as the second
//!   player it answers with the largest other value, so that the program's
//!   pick drops to 0 whenever a value is as large (a program that does not
//!   keep track of the values picks a 0 next).
//! - `random` picks uniformly among the legal indices.
//! - `first` picks the first legal index.
//!
//! When the judge's player cannot pick it sends `0`, and the program has
//! won. When the program's player cannot pick, the program has lost: the
//! judge still reads the program's line there (as `xor_break`'s judge
//! does) and refuses it, whatever it is (`the program cannot pick i,
//! every value is 0: it has lost`), then sends `-1`, the statement's
//! answer to a move that is not correct. A program that waits for the
//! judge there instead waits until the time limit. (What the Codeforces
//! judge does at that point is not in the statement, which only says that
//! `-1` follows an incorrect move.)
//!
//! A test file is the problem's input: `n`, then the n values.

use super::{Interactor, Mode, Ruling, WrongAnswer};
use crate::input::{show, Input};
use crate::interact::{error_on, Judge};
use crate::problems::decreasing_game::{MAX_A, MAX_N};
use crate::rng::Rng;
use crate::strategy::decreasing_game::{second_player_wins, DecreasingGame, Position, Split};
use crate::strategy::Strategy;

/// The most values above 0 at which `best`, as the first player without
/// a winning pick, counts the program's winning answers to every pick (a
/// search for an equal split per pick and answer).
pub const SEARCH_UP_TO: usize = 12;

/// The interactor of `decreasing_game`.
pub struct DecreasingGameJudge;

/// The values after the round (i, j).
fn round(values: &[u32], i: usize, j: usize) -> Vec<u32> {
    let game = DecreasingGame;
    let p = Position {
        values: values.to_vec(),
        pending: Some(i),
    };
    game.apply(&p, &j).values
}

/// `best`'s pick as the first player on values with an equal split: the
/// fewest winning answers (ties: the larger value, then the first index)
/// while few values are above 0, else the largest value; `None` when every
/// value is 0.
fn stubborn_pick(values: &[u32]) -> Option<usize> {
    let above: Vec<usize> = (0..values.len()).filter(|&k| values[k] > 0).collect();
    if above.len() > SEARCH_UP_TO {
        // The largest value, the first of them.
        return above.iter().copied().rev().max_by_key(|&k| values[k]);
    }
    let winning_answers = |i: usize| {
        above
            .iter()
            .filter(|&&j| j != i && second_player_wins(&round(values, i, j)))
            .count()
    };
    above
        .iter()
        .map(|&i| (winning_answers(i), std::cmp::Reverse(values[i]), i))
        .min()
        .map(|(_, _, i)| i)
}

/// `best`'s answer to the pick `i` as the second player on values without
/// an equal split (every answer loses): the largest other value above 0,
/// the first of them; `None` when there is none.
fn stubborn_answer(values: &[u32], i: usize) -> Option<usize> {
    (0..values.len())
        .filter(|&j| j != i && values[j] > 0)
        .rev()
        .max_by_key(|&j| values[j])
}

/// A legal move at `p` picked by `mode` (`random`, `first`), `None` when
/// there is none.
fn plain_move(p: &Position, mode: Mode, rng: &mut Rng) -> Option<usize> {
    let game = DecreasingGame;
    match mode {
        Mode::Random => {
            let moves = game.moves(p);
            (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
        }
        _ => game.some_move(p),
    }
}

/// The judge's pick i as the first player, `split` an equal split of the
/// values or `None` when they have none; `None` when it cannot pick.
fn judge_pick(values: &[u32], split: Option<&Split>, mode: Mode, rng: &mut Rng) -> Option<usize> {
    match (mode, split) {
        // Without an equal split any pick wins: the strategy's, the first.
        (Mode::Best, None) => values.iter().position(|&v| v > 0),
        (Mode::Best, Some(_)) => stubborn_pick(values),
        _ => plain_move(&Position::start(values.to_vec()), mode, rng),
    }
}

/// The judge's answer j to the pick `i` as the second player, `split` as
/// for [`judge_pick`]; `None` when it cannot pick.
fn judge_answer(
    values: &[u32],
    i: usize,
    split: Option<&Split>,
    mode: Mode,
    rng: &mut Rng,
) -> Option<usize> {
    match (mode, split) {
        (Mode::Best, Some(split)) => split.answer(values, i),
        (Mode::Best, None) => stubborn_answer(values, i),
        _ => {
            let p = Position {
                values: values.to_vec(),
                pending: Some(i),
            };
            plain_move(&p, mode, rng)
        }
    }
}

/// The program's index at `p` (its pick i, or its answer j to the pending
/// pick), its line checked by the rules.
fn program_index(program: &mut Judge, p: &Position) -> Result<usize, WrongAnswer> {
    let game = DecreasingGame;
    let (name, task) = match p.pending {
        None => ("i", "pick i".to_string()),
        Some(i) => ("j", format!("pick j != {}", i + 1)),
    };
    let Some((at, text)) = program.text()? else {
        return Err(format!("the program's lines ended where it was to {task}").into());
    };
    if game.some_move(p).is_none() {
        let why = match p.pending {
            None => "every value is 0",
            Some(_) => "no other value is above 0",
        };
        return Err(error_on(
            at,
            format_args!(
                "the program cannot {task}, {why}: it has lost (it wrote {})",
                show(text.as_bytes())
            ),
        )
        .into());
    }
    game.parse_move(p, &text).map_err(|why| {
        error_on(
            at,
            format_args!("the pick {name} {}: {why}", show(text.as_bytes())),
        )
        .into()
    })
}

impl Interactor for DecreasingGameJudge {
    /// The values.
    type Test = Vec<u32>;

    /// The test file: n and the values.
    fn read(&self, test: &mut Input) -> crate::input::Result<Vec<u32>> {
        let n = test.usize_in("n", 1, MAX_N)?;
        let values = test.u64s_in("value", n, 1, u64::from(MAX_A))?;
        test.end()?;
        Ok(values.into_iter().map(|v| v as u32).collect())
    }

    fn judge(
        &self,
        mut values: Vec<u32>,
        program: &mut Judge,
        mode: Mode,
        rng: &mut Rng,
    ) -> Ruling {
        let say = |program: &mut Judge, text: String| program.say(text);
        say(program, values.len().to_string())?;
        let shown: Vec<String> = values.iter().map(u32::to_string).collect();
        say(program, shown.join(" "))?;
        let Some((at, side)) = program.text()? else {
            return Err("the program's lines ended before it chose a player".into());
        };
        let program_first = match side.as_str() {
            "First" => true,
            "Second" => false,
            _ => {
                return Err(error_on(
                    at,
                    format_args!("expected First or Second, found {}", show(side.as_bytes())),
                )
                .into())
            }
        };
        let game = DecreasingGame;
        // An equal split of the values, kept while it stays equal: `None`
        // once they have none, which no round changes (theory).
        let mut split = Split::find(&values);
        let mut rounds = 0u32;
        loop {
            let p = Position::start(values);
            let i = if program_first {
                program_index(program, &p)?
            } else {
                match judge_pick(&p.values, split.as_ref(), mode, rng) {
                    None => {
                        say(program, "0".to_string())?;
                        break;
                    }
                    Some(i) => {
                        say(program, (i + 1).to_string())?;
                        i
                    }
                }
            };
            rounds += 1;
            let p = Position {
                values: p.values,
                pending: Some(i),
            };
            let j = if program_first {
                match judge_answer(&p.values, i, split.as_ref(), mode, rng) {
                    None => {
                        say(program, "0".to_string())?;
                        break;
                    }
                    Some(j) => {
                        say(program, (j + 1).to_string())?;
                        j
                    }
                }
            } else {
                program_index(program, &p)?
            };
            values = game.apply(&p, &j).values;
            if split.as_ref().is_some_and(|s| !s.is_equal(&values)) {
                split = Split::find(&values);
            }
        }
        Ok(format!(
            "the program won as {side} in {rounds} round{}",
            if rounds == 1 { "" } else { "s" }
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every array of `n` values from `0..=max`.
    fn arrays(n: u32, max: u32) -> impl Iterator<Item = Vec<u32>> {
        let base = max + 1;
        (0..base.pow(n)).map(move |code| (0..n).map(|k| code / base.pow(k) % base).collect())
    }

    /// Checks every chooser at `values` (in every mode) for legality, and
    /// `best` for winning where the judge's player can.
    fn check(values: &[u32], rng: &mut Rng) {
        let game = DecreasingGame;
        let split = Split::find(values);
        let start = Position::start(values.to_vec());
        for mode in Mode::ALL {
            let i = judge_pick(values, split.as_ref(), mode, rng);
            assert_eq!(i.is_some(), game.some_move(&start).is_some(), "{values:?}");
            if let Some(i) = i {
                assert!(game.moves(&start).contains(&i), "{values:?} {mode:?}: {i}");
            }
        }
        for i in game.moves(&start) {
            let p = Position {
                values: values.to_vec(),
                pending: Some(i),
            };
            for mode in Mode::ALL {
                let j = judge_answer(values, i, split.as_ref(), mode, rng);
                assert_eq!(j.is_some(), game.some_move(&p).is_some(), "{values:?} {i}");
                if let Some(j) = j {
                    assert!(game.moves(&p).contains(&j), "{values:?} {i} {mode:?}: {j}");
                    // `best` answers across an equal split: it stays equal.
                    if let (Mode::Best, Some(s)) = (mode, &split) {
                        assert!(s.is_equal(&round(values, i, j)), "{values:?} {i}: {j}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_chooser_picks_a_legal_index() {
        let mut rng = Rng::new(1839);
        for n in 1..=4 {
            for values in arrays(n, 4) {
                check(&values, &mut rng);
            }
        }
        for _ in 0..300 {
            let n = rng.range(1, 20);
            let values: Vec<u32> = (0..n).map(|_| rng.below(8) as u32).collect();
            check(&values, &mut rng);
        }
        let large: Vec<u32> = (0..MAX_N).map(|k| 1 + (k as u32 * 7) % MAX_A).collect();
        check(&large, &mut rng);
    }

    #[test]
    fn random_picks_every_legal_index() {
        let mut rng = Rng::new(5);
        let values = [3, 0, 1, 2];
        let mut seen = std::collections::HashSet::new();
        for _ in 0..200 {
            seen.insert(judge_pick(&values, None, Mode::Random, &mut rng));
        }
        assert_eq!(seen.len(), 3);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..200 {
            seen.insert(judge_answer(&values, 0, None, Mode::Random, &mut rng));
        }
        assert_eq!(seen, [Some(2), Some(3)].into_iter().collect());
    }

    #[test]
    fn best_leaves_the_program_the_fewest_winning_answers() {
        // 3 3 2 2 2: the equal splits put both 3s in one part, so the
        // program's winning answers to a 3 are the three 2s, and to a 2 the
        // two 3s; best picks a 2, the first.
        assert_eq!(stubborn_pick(&[3, 3, 2, 2, 2]), Some(2));
        // 2 2 1 1: the equal splits are {2, 1} | {2, 1}, either way, so
        // every pick has three winning answers (after 1 2: 0 0 1 1; after
        // 1 3: 1 2 0 1, 2 = 1 + 1); ties go to the larger value, the first.
        assert_eq!(stubborn_pick(&[2, 2, 1, 1]), Some(0));
        // Past SEARCH_UP_TO values above 0: the largest, the first of them.
        let mut many = vec![1; SEARCH_UP_TO + 2];
        many[3] = 5;
        many[5] = 5;
        assert_eq!(stubborn_pick(&many), Some(3));
        // The largest other value answers, the first of them.
        assert_eq!(stubborn_answer(&[4, 1, 6, 6], 0), Some(2));
        assert_eq!(stubborn_answer(&[4, 0, 0, 0], 0), None);
    }
}
