//! HDU 1536 / HDU 1944 "S-Nim": Nim where a move takes exactly s stones from
//! one heap, for some s in a set S. Per test case, one line with a `W` (the
//! player to move wins) or an `L` per position. Heaps up to 2^64 - 1 are
//! answered through the period of the Grundy values.
//!
//! Input: test cases until a line `0`; each is `k s_1 .. s_k` (the move
//! sizes S), then `m` and m positions `l h_1 .. h_l`. Move sizes and heaps
//! are any `u64`; a move size of 0 is an error.
//!
//! Theory: g(h) = mex{ g(h - s) : s in S, s <= h }, and a position wins iff
//! the xor of its heaps' values is not 0 (Sprague-Grundy).
//! [`SubtractionGame`] builds the table as far as a heap needs and stops
//! once the values repeat: every value from max(S) on depends on the
//! max(S) before it, so a repeated window of max(S) values is an exact
//! period (found by hashing windows, confirmed value by value). A heap past
//! the period is answered in O(1). The table holds at most 2^22 values: a
//! heap beyond them is answered when the period shows within them, and is
//! otherwise refused with one error line. Whether it shows depends on S
//! (see [`SubtractionGame`], "Worst case"): the judge's heaps (up to 10^4)
//! are always answered, and heaps up to 10^18 whenever the period is short
//! enough to see, as it was for every set of sizes in 1..=100 tried. Times,
//! and the sets whose period showed: `BENCHMARKS.md` in the repository.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/s_nim < testdata/s_nim/01-sample.in
//! ```
//!
//! Explain and play: this binary's solve lives here, and so does its
//! `play::Game` (under the `play` feature), the way a game of one's own
//! gets `--explain` and `--play`: a position is one line of heaps with its
//! test case's S, a move `i s` takes s stones from heap i (1-based), and
//! the winning move is [`SubtractionGame::winning_move`]: the heap whose
//! value g has g ^ X < g (X the xor) goes to the option of value g ^ X,
//! found among h - s for s in S (heaps up to 10^18 through the period).
//! The unit test below plays the strategy against every reply of the
//! literal game on thousands of small positions; `tests/s_nim.rs` checks
//! huge heaps, the explanation and scripted sessions.
use cp_games::grundy::SubtractionGame;
use cp_games::input::{self, Input, Result};

fn solve(inp: &mut Input) -> Result<String> {
    let mut out = String::new();
    inp.cases_until("0", |inp, case| {
        inp.within(format_args!("test case {case}"), |inp| {
            let mut game = SubtractionGame::new(&move_sizes(inp)?);
            let m = inp.usize("the number of positions m")?;
            for p in 1..=m {
                let heaps = heaps(inp, p)?;
                let value = game
                    .grundy_of_heaps(heaps.iter().copied())
                    .map_err(|e| inp.error(format_args!("position {p}: {e}")))?;
                out.push(if value != 0 { 'W' } else { 'L' });
            }
            out.push('\n');
            Ok(())
        })
    })?;
    inp.end()?;
    Ok(out)
}

/// A test case's `k` and its k move sizes, none of them 0.
fn move_sizes(inp: &mut Input) -> Result<Vec<u64>> {
    let k = inp.usize("the number of move sizes k")?;
    let moves = inp.u64s("move size", k)?;
    match moves.iter().position(|&s| s == 0) {
        Some(i) => Err(inp.error(format_args!(
            "move size {} is 0, but a move takes stones",
            i + 1
        ))),
        None => Ok(moves),
    }
}

/// Position `p`: its number of heaps, then the heaps.
fn heaps(inp: &mut Input, p: usize) -> Result<Vec<u64>> {
    let l = inp.usize(format_args!("the number of heaps of position {p}"))?;
    inp.u64s(format_args!("heap of position {p}, number"), l)
}

fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(SNim);
    input::run(solve);
}

/// One test case's game, shared by its positions in `--play` (its values
/// are found once for all of them).
#[cfg(feature = "play")]
type Shared = std::rc::Rc<std::cell::RefCell<SubtractionGame>>;

/// S-Nim for `--explain` and `--play`.
#[cfg(feature = "play")]
struct SNim;

/// A position: the heaps, with the game of their test case (the move
/// sizes and the values found so far).
#[cfg(feature = "play")]
#[derive(Clone, Debug)]
struct Heaps {
    game: Shared,
    heaps: Vec<u64>,
}

#[cfg(feature = "play")]
impl PartialEq for Heaps {
    fn eq(&self, o: &Heaps) -> bool {
        self.heaps == o.heaps && self.game.borrow().moves() == o.game.borrow().moves()
    }
}

#[cfg(feature = "play")]
impl Eq for Heaps {}

#[cfg(feature = "play")]
impl std::hash::Hash for Heaps {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.heaps.hash(state);
        self.game.borrow().moves().hash(state);
    }
}

#[cfg(feature = "play")]
use cp_games::play::listed;

#[cfg(feature = "play")]
impl Heaps {
    fn value(&self, h: u64) -> u32 {
        // Every heap here is at most one the input's check answered.
        self.game
            .borrow_mut()
            .grundy(h)
            .expect("a value the input's check found")
    }
}

#[cfg(feature = "play")]
impl cp_games::play::Game for SNim {
    type Position = Heaps;
    /// The heap (0-based) and the number of stones taken.
    type Move = (usize, u64);

    /// Reads as [`solve`] does, keeping the positions instead of their
    /// verdicts.
    fn read(&self, inp: &mut Input) -> Result<Vec<Heaps>> {
        let mut positions = Vec::new();
        inp.cases_until("0", |inp, case| {
            inp.within(format_args!("test case {case}"), |inp| {
                let game = Shared::new(SubtractionGame::new(&move_sizes(inp)?).into());
                let m = inp.usize("the number of positions m")?;
                for p in 1..=m {
                    let heaps = heaps(inp, p)?;
                    game.borrow_mut()
                        .grundy_of_heaps(heaps.iter().copied())
                        .map_err(|e| inp.error(format_args!("position {p}: {e}")))?;
                    let game = game.clone();
                    positions.push(Heaps { game, heaps });
                }
                Ok(())
            })
        })?;
        inp.end()?;
        Ok(positions)
    }

    fn moves(&self, p: &Heaps) -> Vec<(usize, u64)> {
        let game = p.game.borrow();
        let mut out = Vec::new();
        for (i, &h) in p.heaps.iter().enumerate() {
            out.extend(game.moves().iter().filter(|&&s| s <= h).map(|&s| (i, s)));
        }
        out
    }

    fn some_move(&self, p: &Heaps) -> Option<(usize, u64)> {
        let s = *p.game.borrow().moves().first()?;
        p.heaps.iter().position(|&h| h >= s).map(|i| (i, s))
    }

    fn apply(&self, p: &Heaps, &(i, s): &(usize, u64)) -> Heaps {
        let mut q = p.clone();
        q.heaps[i] -= s;
        q
    }

    fn winning_move(&self, p: &Heaps) -> Option<(usize, u64)> {
        let mut game = p.game.borrow_mut();
        game.winning_move(&p.heaps)
            .expect("values the input's check found")
    }

    fn notation(&self) -> &'static str {
        "`i s`: take s stones from heap i (heaps numbered from 1)"
    }

    fn parse_move(&self, p: &Heaps, text: &str) -> std::result::Result<(usize, u64), String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let &[i, s] = words.as_slice() else {
            return Err("type two numbers: the heap and how many stones to take".to_string());
        };
        let n = p.heaps.len();
        let i = match i.parse::<usize>() {
            Ok(i) if (1..=n).contains(&i) => i,
            _ => {
                return Err(format!(
                    "{i:?} is not a heap: the heaps are numbered 1 to {n}"
                ))
            }
        };
        let s = s
            .parse::<u64>()
            .map_err(|_| format!("{s:?} is not a number of stones"))?;
        let game = p.game.borrow();
        if !game.moves().contains(&s) {
            let sizes = listed(game.moves().iter().map(u64::to_string));
            return Err(format!("a move takes one of {sizes} stones, not {s}"));
        }
        let h = p.heaps[i - 1];
        if s > h {
            return Err(format!("heap {i} has only {h} stones"));
        }
        Ok((i - 1, s))
    }

    fn show_move(&self, _: &Heaps, &(i, s): &(usize, u64)) -> String {
        format!("{} {s}", i + 1)
    }

    fn show(&self, p: &Heaps) -> String {
        let sizes = listed(p.game.borrow().moves().iter().map(u64::to_string));
        let heaps = listed(
            p.heaps
                .iter()
                .enumerate()
                .map(|(i, h)| format!("{}:{h}", i + 1)),
        );
        format!("Move sizes: {sizes}\nHeaps (number:stones): {heaps}\n")
    }

    fn explain(&self, p: &Heaps) -> String {
        let values: Vec<u32> = p.heaps.iter().map(|&h| p.value(h)).collect();
        let x = values.iter().fold(0, |x, &g| x ^ g);
        let sizes = listed(p.game.borrow().moves().iter().map(u64::to_string));
        let heaps = listed(
            (p.heaps.iter().zip(&values))
                .enumerate()
                .map(|(i, (h, g))| format!("{}:{h}:{g}", i + 1)),
        );
        let mut out = format!(
            "Move sizes: {sizes}. A heap's Grundy value is the mex of the values of the heaps \
             one move leaves; the player to move wins iff the xor of the heaps' values is not \
             0.\nHeaps (number:stones:value): {heaps}\nTheir xor: {x}.\n"
        );
        match self.winning_move(p) {
            None => {
                out += "The player to move loses: every move changes one value and leaves \
                            a xor other than 0, and the opponent moves back to 0.\n"
            }
            Some((i, s)) => {
                let h = p.heaps[i];
                out += &format!(
                    "The player to move wins: take {s} from heap {} ({h} stones, value {}), \
                     leaving {} stones of value {}; the xor becomes 0.\n",
                    i + 1,
                    values[i],
                    h - s,
                    p.value(h - s)
                );
            }
        }
        out
    }
}

/// The tests' exhaustive adversary, for the unit test below.
#[cfg(all(test, feature = "play"))]
#[path = "../../tests/common/adversary.rs"]
#[allow(dead_code)] // the unit test uses `check` only
mod adversary;

#[cfg(all(test, feature = "play"))]
mod tests {
    use super::*;
    use cp_games::play::Game;
    use cp_games::rng::Rng;

    /// The positions of a judge input, as the session reads them.
    fn positions(text: &str) -> Vec<Heaps> {
        SNim.read(&mut Input::new(text)).unwrap()
    }

    #[test]
    fn strategy_against_every_reply() {
        let mut rng = Rng::new(1536);
        let mut total = adversary::Report::default();
        for _ in 0..1500 {
            let k = rng.range(1, 3);
            // Sizes may repeat and exceed every heap.
            let sizes: Vec<u64> = (0..k).map(|_| rng.range(1, 7) as u64).collect();
            let mut text = format!(
                "{k} {}\n3\n",
                sizes
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            );
            for _ in 0..3 {
                let l = rng.range(1, 3);
                let heaps: Vec<String> = (0..l).map(|_| rng.below(9).to_string()).collect();
                text += &format!("{l} {}\n", heaps.join(" "));
            }
            text += "0\n";
            let starts = positions(&text);
            // The literal rules: take exactly s stones, s in S, from one
            // heap with at least s.
            let literal = |p: &Heaps| {
                let mut out = Vec::new();
                for i in 0..p.heaps.len() {
                    for &s in &sizes {
                        if s <= p.heaps[i] {
                            let mut q = p.clone();
                            q.heaps[i] -= s;
                            out.push(q);
                        }
                    }
                }
                out
            };
            total += adversary::check(&SNim, &starts, literal, false, 10_000);
        }
        assert!(
            total.won > 20_000 && total.positions - total.won > 5_000,
            "{total:?}"
        );
        println!("{total:?}");
    }
}
