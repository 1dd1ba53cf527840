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
//! Cost: test cases with the same set of move sizes (in any order, with
//! any repeats) share one table. A table's first 2^14 values (past the
//! judge's heaps) are free; past them, each new value costs a step per
//! move size plus 8, and all the input's tables together may take 2^27
//! steps (about 0.5 s of CPU with 1000 sizes, the slowest per step): a heap
//! that needs more is refused with one error line once the steps are
//! spent (its period may show before). So the time is O(the input's
//! length + 2^27 steps) for any input, and the memory that of the input
//! plus at most 2^27 / 9 values of 4 bytes in tables past 2^14 values and
//! 2^22 values in smaller ones (those are forgotten, and computed again if
//! their set comes back, once they hold more). `--explain` and `--play`
//! read the same way and look the tables up again as they explain.
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
use cp_games::strategy::Strategy;
use std::collections::HashMap;

fn solve(inp: &mut Input) -> Result<String> {
    let mut out = String::new();
    let mut tables = Tables::default();
    inp.cases_until("0", |inp, case| {
        inp.within(format_args!("test case {case}"), |inp| {
            let moves = move_sizes(inp)?;
            let m = inp.usize("the number of positions m")?;
            for p in 1..=m {
                let heaps = heaps(inp, p)?;
                let value = tables
                    .value(&moves, &heaps)
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

/// The games of one input, one per set of move sizes, and what their
/// tables may still cost (see the module's documentation, "Cost").
struct Tables {
    /// Keyed by the sizes, increasing, without repeats.
    games: HashMap<Vec<u64>, SubtractionGame>,
    /// Steps left for values past [`Tables::FREE`].
    left: u64,
    /// The values held by tables of at most [`Tables::FREE`] values.
    small: usize,
}

impl Default for Tables {
    fn default() -> Tables {
        Tables {
            games: HashMap::new(),
            left: Tables::BUDGET,
            small: 0,
        }
    }
}

impl Tables {
    /// The values of each table that cost no step: past the judge's heaps.
    const FREE: usize = 1 << 14;
    /// The steps all tables may take past their free values.
    const BUDGET: u64 = 1 << 27;
    /// The values the tables of at most `FREE` values may hold together
    /// before they are forgotten.
    const KEEP: usize = 1 << 22;

    /// The game of the move sizes `moves` (sorted and without repeats in
    /// `key`), made if need be.
    fn game(&mut self, moves: &[u64]) -> &mut SubtractionGame {
        let mut key = moves.to_vec();
        key.sort_unstable();
        key.dedup();
        if !self.games.contains_key(&key) && self.small > Self::KEEP {
            self.games.retain(|_, g| g.values().len() > Self::FREE);
            self.small = 0;
        }
        self.games
            .entry(key)
            .or_insert_with(|| SubtractionGame::new(moves))
    }

    /// The Grundy value of the sum of `heaps` with move sizes `moves`, or
    /// why it is not given (past the table with no period, or past the
    /// steps left).
    fn value(&mut self, moves: &[u64], heaps: &[u64]) -> std::result::Result<u32, String> {
        let mut left = self.left;
        let game = self.game(moves);
        let limit = game.limit();
        let len = game.values().len();
        let steps = 8 + game.moves().partition_point(|&s| s < limit as u64) as u64;
        let mut x = 0;
        let mut error = None;
        for &h in heaps {
            let have = game.values().len().max(Self::FREE);
            let target = usize::try_from(h).map_or(usize::MAX, |h| h.saturating_add(1));
            let grows = target.min(limit).saturating_sub(have) as u64;
            if grows > left / steps && game.period_found().is_none() {
                // As far as the steps left allow: the period may show.
                let _ = game.grundy((have as u64 + left / steps).min(limit as u64) - 1);
                left = left.saturating_sub(paid(game, have, steps));
                if game.period_found().is_none() {
                    error = Some(format!(
                        "the value of heap {h} needs more of its game's table than the input \
                         may compute: past the first {} values of each, all tables together \
                         may take {} steps (one per move size of each value, plus 8)",
                        Self::FREE,
                        Self::BUDGET
                    ));
                    break;
                }
            }
            let have = game.values().len().max(Self::FREE);
            match game.grundy(h) {
                Ok(v) => x ^= v,
                Err(e) => {
                    error = Some(e.to_string());
                    break;
                }
            }
            left = left.saturating_sub(paid(game, have, steps));
        }
        let now = game.values().len();
        self.left = left;
        // The small tables' count, for `game`.
        if len <= Self::FREE {
            self.small = self.small.saturating_sub(len);
        }
        if now <= Self::FREE {
            self.small += now;
        }
        error.map_or(Ok(x), Err)
    }
}

/// The steps of the values `game` holds past the first `have`.
fn paid(game: &SubtractionGame, have: usize, steps: u64) -> u64 {
    game.values().len().saturating_sub(have) as u64 * steps
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
    cp_games::play::offer(SNim::default());
    input::run(solve);
}

/// S-Nim for `--explain` and `--play`: the tables the input's check
/// computed, looked up again as the positions are explained and played.
#[cfg(feature = "play")]
#[derive(Default)]
struct SNim {
    tables: std::cell::RefCell<Tables>,
}

/// A position: the heaps, with the move sizes of their test case
/// (increasing, without repeats; shared by the test case's positions).
#[cfg(feature = "play")]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Heaps {
    moves: std::rc::Rc<Vec<u64>>,
    heaps: Vec<u64>,
}

#[cfg(feature = "play")]
use cp_games::play::listed;

#[cfg(feature = "play")]
impl SNim {
    /// `f` of the game of `p`'s move sizes, whose values the input's check
    /// found (for every heap of `p` and below).
    fn with_game<R>(&self, p: &Heaps, f: impl FnOnce(&mut SubtractionGame) -> R) -> R {
        f(self.tables.borrow_mut().game(&p.moves))
    }

    fn value(&self, p: &Heaps, h: u64) -> u32 {
        // Every heap here is at most one the input's check answered.
        self.with_game(p, |g| g.grundy(h))
            .expect("a value the input's check found")
    }
}

#[cfg(feature = "play")]
impl SNim {
    /// The heaps drawn: the first 30, and the heap of the winning move.
    fn drawn_heaps(&self, p: &Heaps) -> Vec<usize> {
        let mut shown: Vec<usize> = (0..p.heaps.len().min(30)).collect();
        if let Some((i, _)) = self.winning_move(p) {
            if i >= 30 {
                shown.push(i);
            }
        }
        shown
    }

    /// The moves drawn on heap `i` as the numbers of stones they take, at
    /// most [`STONES`](cp_games::play::svg::STONES): every move when the
    /// heap is drawn stone by stone, else the winning ones and the
    /// smallest others; by the stones they leave, increasing.
    fn drawn_takes(&self, p: &Heaps, i: usize, x: u32) -> Vec<u64> {
        let h = p.heaps[i];
        let g = self.value(p, h);
        let legal = p.moves.iter().copied().filter(|&s| s <= h);
        let mut takes: Vec<u64> = if h <= cp_games::play::svg::STONES {
            legal.collect()
        } else {
            let wins = |s: u64| self.value(p, h - s) == g ^ x;
            let (won, others): (Vec<u64>, Vec<u64>) = legal.partition(|&s| wins(s));
            let room = cp_games::play::svg::STONES as usize;
            won.into_iter().chain(others).take(room).collect()
        };
        takes.sort_unstable_by(|a, b| b.cmp(a));
        takes
    }

    fn picture(&self, p: &Heaps) -> String {
        use cp_games::play::svg::{short, Shape, Svg, STONES};
        let values: Vec<u32> = p.heaps.iter().map(|&h| self.value(p, h)).collect();
        let x = values.iter().fold(0, |x, &g| x ^ g);
        let shown = self.drawn_heaps(p);
        let (width, stone, top) = (44.0, 16.0, 24.0);
        let mut sizes: Vec<String> = p.moves.iter().take(12).map(u64::to_string).collect();
        if p.moves.len() > 12 {
            sizes.push(format!("... ({} in all)", p.moves.len()));
        }
        let sizes = sizes.join(" ");
        let first: Vec<String> = (0..30u64).map(|h| self.value(p, h).to_string()).collect();
        let verdict = if x != 0 {
            "not 0: the player to move wins"
        } else {
            "0: the player to move loses"
        };
        let lines = [
            format!("Move sizes S: {sizes}. A heap's value g(h) is the mex of g(h - s), s in S."),
            format!("g(0), g(1), ..., g(29): {}", first.join(" ")),
            format!("The xor of the heaps' values is {x}, {verdict}."),
            "Green: a winning move (to xor 0). A click on a stone takes it and every stone \
             above it; light stones are no move."
                .to_string(),
        ];
        let more = shown.last().is_some_and(|&i| i + 1 < p.heaps.len());
        let gaps = shown.windows(2).filter(|w| w[1] > w[0] + 1).count() + usize::from(more);
        let longest = lines.iter().map(|l| l.len()).max().unwrap_or(0) as f64;
        let total = ((shown.len() + gaps) as f64 * width + 8.0).max(longest * 6.6 + 20.0);
        // A heap's column: its stones, or a slot per move drawn.
        let takes: Vec<Vec<u64>> = shown.iter().map(|&i| self.drawn_takes(p, i, x)).collect();
        let height = |k: usize| match p.heaps[shown[k]] {
            h if h <= STONES => h,
            _ => takes[k].len() as u64,
        };
        let tallest = (0..shown.len()).map(height).max().unwrap_or(0);
        let bottom = top + tallest.max(3) as f64 * stone;
        let mut svg = Svg::new(total, bottom + 40.0 + lines.len() as f64 * 18.0);
        let mut col = 0;
        for (k, &i) in shown.iter().enumerate() {
            if k > 0 && i > shown[k - 1] + 1 {
                let cx = 4.0 + (col as f64 + 0.5) * width;
                svg.add(Shape::text(cx, bottom - 20.0, "...").class("label"));
                col += 1;
            }
            let h = p.heaps[i];
            let cx = 4.0 + (col as f64 + 0.5) * width;
            let x0 = cx - width / 2.0 + 6.0;
            let at = |j: usize| {
                Shape::rect(
                    x0,
                    bottom - j as f64 * stone + 1.0,
                    width - 12.0,
                    stone - 2.0,
                )
            };
            let takes = &takes[k];
            let click = |shape: Shape, s: u64| {
                let wins = self.value(p, h - s) == values[i] ^ x;
                let shape = shape
                    .title(format!(
                        "heap {}: take {s}, leaving {} (value {})",
                        i + 1,
                        h - s,
                        self.value(p, h - s)
                    ))
                    .moves(format!("{} {s}", i + 1));
                if wins {
                    shape.class("cell").class("win")
                } else {
                    shape.class("stone")
                }
            };
            if h <= STONES {
                for j in 1..=h as usize {
                    let s = h - (j as u64 - 1);
                    svg.add(if takes.contains(&s) {
                        click(at(j), s)
                    } else {
                        at(j).class("stone").class("bar")
                    });
                }
            } else {
                // A slot per move drawn, by the stones it leaves.
                for (j, &s) in takes.iter().enumerate() {
                    svg.add(click(at(j + 1), s));
                }
            }
            let y = bottom - height(k) as f64 * stone - 10.0;
            svg.add(Shape::text(cx, y, format!("g={}", values[i])).class("value"));
            svg.add(Shape::text(cx, bottom + 12.0, i + 1).class("axis"));
            svg.add(Shape::text(cx, bottom + 26.0, short(h)).class("count"));
            col += 1;
        }
        if more {
            let cx = 4.0 + (col as f64 + 0.5) * width;
            svg.add(Shape::text(cx, bottom - 20.0, "...").class("label"));
            let n = format!("{} heaps", p.heaps.len());
            svg.add(Shape::text(cx, bottom - 40.0, n).class("label"));
        }
        for (k, line) in lines.iter().enumerate() {
            let y = bottom + 48.0 + k as f64 * 18.0;
            svg.add(Shape::text(total / 2.0, y, line).class("label"));
        }
        svg.finish()
    }
}

#[cfg(feature = "play")]
impl cp_games::strategy::Strategy for SNim {
    type Position = Heaps;

    /// The heap (0-based) and the number of stones taken.
    type Move = (usize, u64);

    fn moves(&self, p: &Heaps) -> Vec<(usize, u64)> {
        let mut out = Vec::new();
        for (i, &h) in p.heaps.iter().enumerate() {
            out.extend(p.moves.iter().filter(|&&s| s <= h).map(|&s| (i, s)));
        }
        out
    }

    fn some_move(&self, p: &Heaps) -> Option<(usize, u64)> {
        let s = *p.moves.first()?;
        p.heaps.iter().position(|&h| h >= s).map(|i| (i, s))
    }

    fn apply(&self, p: &Heaps, &(i, s): &(usize, u64)) -> Heaps {
        let mut q = p.clone();
        q.heaps[i] -= s;
        q
    }

    fn winning_move(&self, p: &Heaps) -> Option<(usize, u64)> {
        self.with_game(p, |g| g.winning_move(&p.heaps))
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
        if !p.moves.contains(&s) {
            let sizes = listed(p.moves.iter().map(u64::to_string));
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
}

impl cp_games::play::Game for SNim {
    /// Reads as [`solve`] does, keeping the positions instead of their
    /// verdicts.
    fn read(&self, inp: &mut Input) -> Result<Vec<Heaps>> {
        let mut positions = Vec::new();
        let mut tables = self.tables.borrow_mut();
        *tables = Tables::default();
        inp.cases_until("0", |inp, case| {
            inp.within(format_args!("test case {case}"), |inp| {
                let sizes = move_sizes(inp)?;
                let mut moves = sizes.clone();
                moves.sort_unstable();
                moves.dedup();
                let moves = std::rc::Rc::new(moves);
                let m = inp.usize("the number of positions m")?;
                for p in 1..=m {
                    let heaps = heaps(inp, p)?;
                    tables
                        .value(&sizes, &heaps)
                        .map_err(|e| inp.error(format_args!("position {p}: {e}")))?;
                    let moves = moves.clone();
                    positions.push(Heaps { moves, heaps });
                }
                Ok(())
            })
        })?;
        inp.end()?;
        Ok(positions)
    }

    fn show(&self, p: &Heaps) -> String {
        let sizes = listed(p.moves.iter().map(u64::to_string));
        let heaps = listed(
            p.heaps
                .iter()
                .enumerate()
                .map(|(i, h)| format!("{}:{h}", i + 1)),
        );
        format!("Move sizes: {sizes}\nHeaps (number:stones): {heaps}\n")
    }

    fn draw(&self, p: &Heaps) -> Option<String> {
        Some(self.picture(p))
    }

    fn explain(&self, p: &Heaps) -> String {
        let values: Vec<u32> = p.heaps.iter().map(|&h| self.value(p, h)).collect();
        let x = values.iter().fold(0, |x, &g| x ^ g);
        let sizes = listed(p.moves.iter().map(u64::to_string));
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
                    self.value(p, h - s)
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
    fn positions(game: &SNim, text: &str) -> Vec<Heaps> {
        game.read(&mut Input::new(text)).unwrap()
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
            let game = SNim::default();
            let starts = positions(&game, &text);
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
            total += adversary::check(&game, &starts, literal, false, 10_000);
        }
        assert!(
            total.won > 20_000 && total.positions - total.won > 5_000,
            "{total:?}"
        );
        println!("{total:?}");
    }

    /// The clickable shapes of a drawing: the move each names and whether
    /// it is marked as winning.
    fn clicks(svg: &str) -> Vec<(String, bool)> {
        let attr = |tag: &str, name: &str| {
            let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
            Some(tag[start..start + tag[start..].find('"')?].to_string())
        };
        svg.split('<')
            .filter_map(|tag| {
                let tag = &tag[..tag.find('>')?];
                let m = attr(tag, "data-move")?;
                let classes = attr(tag, "class").unwrap_or_default();
                Some((m, classes.split(' ').any(|c| c == "win")))
            })
            .collect()
    }

    /// Grundy values of heaps 0..=max by the rule, from scratch.
    fn values_by_rule(sizes: &[u64], max: u64) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for h in 0..=max {
            let seen: Vec<u32> = sizes
                .iter()
                .filter(|&&s| s <= h)
                .map(|&s| g[(h - s) as usize])
                .collect();
            g.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
        g
    }

    /// The drawing of `p`: every click a legal move as `show_move` writes
    /// it, none twice; the moves with their marks.
    fn drawn(game: &SNim, p: &Heaps) -> Vec<((usize, u64), bool)> {
        let svg = game.draw(p).expect("a drawing");
        assert!(svg.len() < 200_000, "{} bytes for {p:?}", svg.len());
        let mut seen = std::collections::HashSet::new();
        clicks(&svg)
            .into_iter()
            .map(|(text, win)| {
                let m = game
                    .parse_move(p, &text)
                    .unwrap_or_else(|e| panic!("{p:?}: click {text:?} refused: {e}"));
                assert_eq!(game.show_move(p, &m), text);
                assert!(seen.insert(m), "{p:?}: {text:?} twice");
                (m, win)
            })
            .collect()
    }

    #[test]
    fn drawing_offers_every_move_and_marks_the_winning_ones() {
        let mut rng = Rng::new(1944);
        let mut won = 0;
        for _ in 0..300 {
            let k = rng.range(1, 4);
            let sizes: Vec<u64> = (0..k).map(|_| rng.range(1, 9) as u64).collect();
            let l = rng.range(1, 4);
            // Heaps above 24 are drawn as slots, one per move (at most 4).
            let heaps: Vec<u64> = (0..l).map(|_| rng.below(40) as u64).collect();
            let show = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
            let text = format!("{k} {}\n1\n{l} {}\n0\n", show(&sizes), show(&heaps));
            let game = SNim::default();
            let p = positions(&game, &text).remove(0);
            let g = values_by_rule(&sizes, 40);
            let x = heaps.iter().fold(0, |x, &h| x ^ g[h as usize]);
            let clicked = drawn(&game, &p);
            let mut got: Vec<(usize, u64)> = clicked.iter().map(|c| c.0).collect();
            let mut all = game.moves(&p);
            got.sort_unstable();
            all.sort_unstable();
            assert_eq!(got, all, "{text}");
            for ((i, s), win) in clicked {
                let h = heaps[i];
                let after = x ^ g[h as usize] ^ g[(h - s) as usize];
                assert_eq!(win, after == 0, "{text}: {} {s}", i + 1);
                won += usize::from(win);
            }
        }
        assert!(won > 50, "{won}");
    }

    #[test]
    fn drawing_of_huge_heaps_stays_small_and_offers_the_winning_move() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/s_nim");
        let mut huge = 0;
        for name in [
            "01-sample",
            "04-one-size-huge-heaps",
            "05-periodic-huge-heaps",
        ] {
            let text = std::fs::read_to_string(root.join(format!("{name}.in"))).unwrap();
            let game = SNim::default();
            for p in positions(&game, &text) {
                huge += usize::from(p.heaps.iter().any(|&h| h > 1 << 40));
                let clicked = drawn(&game, &p);
                match game.winning_move(&p) {
                    Some(m) => assert!(clicked.contains(&(m, true)), "{p:?}: {m:?}"),
                    None => assert!(clicked.iter().all(|c| !c.1), "{p:?}"),
                }
            }
        }
        assert_eq!(huge, 3);
        // A long row of heaps, the winning heap far in it.
        // With S = {2} only heap 401 has a move.
        let mut heaps = vec!["1"; 500];
        heaps[400] = "2";
        let text = format!("1 2\n1\n500 {}\n0\n", heaps.join(" "));
        let game = SNim::default();
        let p = positions(&game, &text).remove(0);
        let clicked = drawn(&game, &p);
        assert_eq!(clicked, [((400, 2), true)]);
    }
}
