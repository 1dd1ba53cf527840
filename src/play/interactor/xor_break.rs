//! The judge of [`problems::xor_break`](crate::problems::xor_break) at
//! home: sends the test's t and each n, checks the program's side and every
//! break, counts its breaks (at most 63 a game), and breaks as Bob.
//!
//! Bob's breaks by [`Mode`]: `best` wins where Bob can (a program that
//! picked the wrong side, or broke into a number with an even bit count,
//! loses) and otherwise makes the game as long as one break can: it keeps
//! the top bit and as many high bits as it can in the part the program
//! must break next; `random` picks a number it may break and one of its
//! breaks uniformly; `first` takes the top split of the first number it
//! may break.
//!
//! A test file is the problem's input: `t`, then t lines `n`.

use super::{Interactor, Mode, Ruling};
use crate::input::{show, Input};
use crate::interact::{error_on, Judge};
use crate::problems::xor_break::{MAX_N, MAX_T};
use crate::rng::Rng;
use crate::strategy::xor_break::{breakable, stubborn_break, Position, XorBreak};
use crate::strategy::Strategy;

/// The most breaks the program may make in one game.
pub const MOST_BREAKS: u32 = 63;

/// The interactor of `xor_break`.
pub struct XorBreakJudge;

/// The top bit of p (p > 0).
fn top_bit(p: u64) -> u32 {
    63 - p.leading_zeros()
}

/// A break of p (which has one) chosen uniformly: its smaller-topped part
/// z has its top bit at a set bit i of p below p's top bit, with weight
/// 2^i, the number of such z.
fn random_break(p: u64, rng: &mut Rng) -> (u64, u64) {
    let t = top_bit(p);
    let below = p ^ 1 << t;
    // A uniform z among the p - 2^t of them: the z-th in order of i.
    let mut k = rng.next_u64() % below;
    for i in 0..t {
        if below >> i & 1 == 1 {
            let count = 1u64 << i;
            if k < count {
                let z = count + k;
                return (z, z ^ p);
            }
            k -= count;
        }
    }
    unreachable!("k < p - 2^t")
}

/// Bob's break from `p` by `mode`; `None` when he cannot break.
fn bob_break(p: &Position, mode: Mode, rng: &mut Rng) -> Option<(u64, u64)> {
    let game = XorBreak;
    let held: Vec<u64> = p.held().into_iter().filter(|&x| breakable(x)).collect();
    if held.is_empty() {
        return None;
    }
    Some(match mode {
        Mode::First => game.some_move(p)?,
        Mode::Random => random_break(held[rng.below(held.len())], rng),
        Mode::Best => match game.winning_move(p) {
            Some(m) => m,
            None => held
                .iter()
                .map(|&x| stubborn_break(x))
                .max_by_key(|&(a, b)| a.max(b))
                .expect("a number to break"),
        },
    })
}

impl Interactor for XorBreakJudge {
    /// The n of each case.
    type Test = Vec<u64>;

    /// The test file: t and the n of each case.
    fn read(&self, test: &mut Input) -> crate::input::Result<Vec<u64>> {
        let t = test.u64_in("the number of test cases t", 1, MAX_T)? as usize;
        let ns = test.u64s_in("n", t, 1, MAX_N)?;
        test.end()?;
        Ok(ns)
    }

    fn judge(&self, ns: Vec<u64>, program: &mut Judge, mode: Mode, rng: &mut Rng) -> Ruling {
        let say = |program: &mut Judge, text: String| program.say(text);
        say(program, ns.len().to_string())?;
        let game = XorBreak;
        let (mut total, mut most) = (0u64, 0);
        for (k, &n) in ns.iter().enumerate() {
            let case = |e: &dyn std::fmt::Display| format!("test case {} (n = {n}): {e}", k + 1);
            say(program, n.to_string())?;
            let Some((at, side)) = program.text().map_err(|e| case(&e))? else {
                return Err(case(&"the program's lines ended before it chose a side").into());
            };
            let mut ours = match side.as_str() {
                "first" => false,
                "second" => true,
                _ => {
                    return Err(case(&error_on(
                        at,
                        format_args!("expected first or second, found {}", show(side.as_bytes())),
                    ))
                    .into())
                }
            };
            let mut p = Position::One(n);
            let mut breaks = 0;
            loop {
                if ours {
                    match bob_break(&p, mode, rng) {
                        None => {
                            say(program, "0 0".to_string())?;
                            break;
                        }
                        Some((a, b)) => {
                            say(program, format!("{a} {b}"))?;
                            p = game.apply(&p, &(a, b));
                        }
                    }
                } else {
                    let Some((at, text)) = program.text().map_err(|e| case(&e))? else {
                        return Err(case(&"the program's lines ended where it was to break").into());
                    };
                    if game.some_move(&p).is_none() {
                        // The program cannot break: it has lost, whatever
                        // it writes.
                        return Err(case(&error_on(
                            at,
                            format_args!(
                                "the program cannot break {} and has lost (it wrote {text:?})",
                                held_text(&p)
                            ),
                        ))
                        .into());
                    }
                    let m = game
                        .parse_move(&p, &text)
                        .map_err(|why| case(&error_on(at, format_args!("{text:?}: {why}"))))?;
                    breaks += 1;
                    if breaks > MOST_BREAKS {
                        return Err(case(&error_on(
                            at,
                            format_args!("break {breaks}: more than {MOST_BREAKS} breaks"),
                        ))
                        .into());
                    }
                    p = game.apply(&p, &m);
                }
                ours = !ours;
            }
            total += u64::from(breaks);
            most = most.max(breaks);
        }
        Ok(format!(
            "{} games won by the program, {total} breaks, at most {most} in a game",
            ns.len()
        ))
    }
}

/// The numbers held at `p`, for a message.
fn held_text(p: &Position) -> String {
    let held: Vec<String> = p.held().iter().map(u64::to_string).collect();
    held.join(" or ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_and_stubborn_breaks_are_legal() {
        let mut rng = Rng::new(7);
        for p in (1..2000u64).chain([MAX_N, u64::MAX, (1 << 63) | 1]) {
            if !breakable(p) {
                continue;
            }
            for (a, b) in [random_break(p, &mut rng), stubborn_break(p)] {
                assert!(
                    a ^ b == p && a > 0 && b > 0 && a < p && b < p,
                    "{p}: {a} {b}"
                );
            }
        }
        // Every break of a small number comes up.
        let mut seen = std::collections::HashSet::new();
        for _ in 0..2000 {
            seen.insert(random_break(22, &mut rng));
        }
        assert_eq!(seen.len(), 22 - 16);
    }
}
