//! Misère Nim (POJ 3480, HDU 1907 "John"; SHOI 2008 "Little John"): Nim
//! where the player who takes the last stone loses.
//!
//! Theory (anti-SG, the SJ theorem; for Nim already Bouton's): the first
//! player wins iff either no pile holds more than one stone and the xor of
//! the piles is 0 (an even number of single stones: take one, and so on,
//! leaving the last to the opponent), or some pile holds more than one stone
//! and the xor is not 0 (play normal Nim until one move would leave only
//! piles of one stone, then leave an odd number of them).
//!
//! Input: `T`, then per game `n` and n pile sizes. Any sizes that fit `u64`
//! are accepted, and so is `T = 0` (no games, empty answer). A pile of 0 is
//! an empty pile and changes nothing, but a game must hold at least one
//! stone: with none there is no last stone to take and the rules name no
//! loser. Output per game: `John` if the first player wins, else `Brother`.
//!
//! Complexity: O(n) per game.
//!
//! Winning move ([`winning_move`]), from the same theory: with some pile
//! above one stone and xor not 0, the normal Nim move to xor 0, unless it
//! would leave only piles of at most one stone (exactly one pile holds more
//! than one): then that pile is emptied or cut to one stone so that an odd
//! number of single stones remains; with no pile above one stone and an
//! even, non-zero number of single stones, take one.
//!
//! Status: statement sample and edge cases in `testdata/anti_nim`; compared
//! with a memoised search of the literal misère game over every multiset of
//! up to 5 piles of up to 7 stones and on random inputs; games with huge
//! piles (up to 2^64 - 1) worked out by hand from the rules
//! (`tests/anti_nim.rs`). The winning move is played against every reply
//! of the literal rules from every row of up to 4 piles of up to 5
//! stones and from random rows of 5 to 7 piles, checked to lead to lost
//! positions on huge piles, and tried in scripted `--play` sessions and
//! `--explain` runs.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/anti_nim < testdata/anti_nim/01-sample.in
//! ```
//!
//! # Example
//! ```
//! use cp_games::{problems::anti_nim::solve, input::Input};
//! let answer = solve(&mut Input::new("2\n3\n3 5 1\n1\n1\n")).unwrap();
//! assert_eq!(answer, "John\nBrother\n");
//! ```

use crate::input::{Input, Result};

/// Whether the player to move wins misère Nim with these piles (empty piles
/// allowed). With no stones at all it returns `true`: the opponent took the
/// last one.
///
/// # Complexity
/// O(n).
pub fn first_player_wins(piles: &[u64]) -> bool {
    let xor = piles.iter().fold(0, |x, &p| x ^ p);
    if piles.iter().any(|&p| p > 1) {
        xor != 0
    } else {
        xor == 0
    }
}

/// A winning move: `(i, k)`, take k stones from pile i (0-based), leaving
/// a position lost for the player to move; `None` when the position is lost,
/// or has no stones left (then the player to move has already won: the
/// opponent took the last stone).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use cp_games::problems::anti_nim::winning_move;
/// assert_eq!(winning_move(&[3, 5, 1]), Some((1, 3))); // 3 2 1: xor 0
/// assert_eq!(winning_move(&[1, 4]), Some((1, 4))); // leave one single stone
/// assert_eq!(winning_move(&[1, 1, 4]), Some((2, 3))); // leave three
/// assert_eq!(winning_move(&[1, 1]), Some((0, 1)));
/// assert_eq!(winning_move(&[2, 2]), None);
/// ```
pub fn winning_move(piles: &[u64]) -> Option<(usize, u64)> {
    if !first_player_wins(piles) {
        return None;
    }
    let xor = piles.iter().fold(0, |x, &p| x ^ p);
    let mut big = piles.iter().enumerate().filter(|&(_, &p)| p > 1);
    match (big.next(), big.next()) {
        // Only single stones, an even number of them (or none).
        (None, _) => piles.iter().position(|&p| p == 1).map(|i| (i, 1)),
        // One big pile: the single stones elsewhere number `xor ^ p`
        // modulo 2; leave an odd number of single stones in all.
        (Some((i, &p)), None) => {
            let others_odd = (xor ^ p) & 1 == 1;
            Some((i, if others_odd { p } else { p - 1 }))
        }
        // Two big piles or more: normal Nim; one of them stays big.
        _ => piles
            .iter()
            .position(|&p| p ^ xor < p)
            .map(|i| (i, piles[i] - (piles[i] ^ xor))),
    }
}

/// Reads game `g`: `n` and n pile sizes, with at least one stone.
pub fn read_game(inp: &mut Input, g: usize) -> Result<Vec<u64>> {
    let n = inp
        .usize("the number of piles n")
        .map_err(|e| e.within(format!("game {g}")))?;
    inp.check_items("n", n, "pile", 1)
        .map_err(|e| e.within(format!("game {g}")))?;
    let mut piles = Vec::with_capacity(n);
    for j in 1..=n {
        let p = inp
            .u64("a pile size")
            .map_err(|e| e.within(format!("game {g}, pile {j}")))?;
        piles.push(p);
    }
    if piles.iter().all(|&p| p == 0) {
        return Err(inp.error(format!(
            "game {g} has no stones, so it has no last stone to take"
        )));
    }
    Ok(piles)
}

/// Reads `T` and the games, answering each as it is read (memory for one
/// game at a time).
pub fn solve(inp: &mut Input) -> Result<String> {
    let t = inp.usize("the number of games T")?;
    let mut out = String::new();
    for g in 1..=t {
        let piles = read_game(inp, g)?;
        out.push_str(if first_player_wins(&piles) {
            "John\n"
        } else {
            "Brother\n"
        });
    }
    inp.end()?;
    Ok(out)
}

/// Misère Nim for `--explain` and `--play`: a position is the row of
/// piles (emptied piles stay in place, as 0), a move `(i, k)` takes k
/// stones from pile i (0-based; typed 1-based as `i k`).
#[cfg(feature = "play")]
pub struct AntiNim;

/// The piles for a person: all of them, or the first few and a count.
#[cfg(feature = "play")]
fn show_piles(piles: &[u64]) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    for p in piles.iter().take(40) {
        let _ = write!(s, " {p}");
    }
    if piles.len() > 40 {
        let _ = write!(s, " ... ({} piles)", piles.len());
    }
    s
}

/// Whether the player to move wins after pile `i` of `piles` goes from
/// `p` to `q` stones, in O(1) from the xor `x` and the number `big` of
/// piles above one stone before the move ([`first_player_wins`] of the
/// row after it).
#[cfg(feature = "play")]
fn wins_after(x: u64, big: usize, p: u64, q: u64) -> bool {
    let big = big - usize::from(p > 1) + usize::from(q > 1);
    let x = x ^ p ^ q;
    if big > 0 {
        x != 0
    } else {
        x == 0
    }
}

/// The stones a pile of `p > STONES` stones is drawn with: [`STONES`]
/// different numbers of stones to leave, from 0 to p - 1, evenly spread,
/// with every number of `keep` (each below p) among them.
///
/// [`STONES`]: crate::play::svg::STONES
#[cfg(feature = "play")]
fn slots(p: u64, keep: &[u64]) -> Vec<u64> {
    let n = crate::play::svg::STONES;
    let mut out: Vec<u64> = (0..n)
        .map(|j| (u128::from(j) * u128::from(p - 1) / u128::from(n - 1)) as u64)
        .collect();
    for &k in keep {
        if out.contains(&k) {
            continue;
        }
        // The nearest spread value that is none of `keep` (nor 0 or p - 1).
        let j = (1..out.len() - 1)
            .filter(|&j| !keep.contains(&out[j]))
            .min_by_key(|&j| out[j].abs_diff(k))
            .expect("more slots than kept values");
        out[j] = k;
    }
    out.sort_unstable();
    out
}

/// The piles drawn: the first 30, and the pile of the winning move.
#[cfg(feature = "play")]
fn drawn_piles(piles: &[u64]) -> Vec<usize> {
    let mut shown: Vec<usize> = (0..piles.len().min(30)).collect();
    if let Some((i, _)) = winning_move(piles) {
        if i >= 30 {
            shown.push(i);
        }
    }
    shown
}

#[cfg(feature = "play")]
fn draw(piles: &[u64]) -> String {
    use crate::play::svg::{short, Shape, Svg, STONES};
    let x = piles.iter().fold(0, |x, &p| x ^ p);
    let big = piles.iter().filter(|&&p| p > 1).count();
    let ones = piles.iter().filter(|&&p| p == 1).count();
    let shown = drawn_piles(piles);
    let (width, stone, top) = (44.0, 16.0, 24.0);
    let gaps = shown.windows(2).filter(|w| w[1] > w[0] + 1).count()
        + usize::from(shown.last().is_some_and(|&i| i + 1 < piles.len()));
    let rule = if big > 0 {
        format!(
            "A pile above one stone ({big} of them): the player to move wins iff the xor is not 0."
        )
    } else {
        format!("Single stones only ({ones}): the player to move wins iff their number is even.")
    };
    let verdict = match (first_player_wins(piles), big + ones) {
        (_, 0) => "No stone is left: the player to move has won (the opponent took the last one).",
        (true, _) => "So the player to move wins.",
        (false, _) => "So the player to move loses.",
    };
    let lines = [
        format!("xor of the piles: {x} (binary {x:b})."),
        rule,
        verdict.to_string(),
        "Green: a winning move. A click on a stone takes it and every stone above it.".to_string(),
    ];
    let longest = lines.iter().map(|l| l.len()).max().unwrap_or(0) as f64;
    let piles_width = (shown.len() + gaps) as f64 * width + 8.0;
    let total = piles_width.max(longest * 6.6 + 20.0);
    let tallest = shown
        .iter()
        .map(|&i| piles[i].min(STONES))
        .max()
        .unwrap_or(0);
    let bottom = top + tallest.max(3) as f64 * stone;
    let height = bottom + 40.0 + lines.len() as f64 * 18.0;
    let mut svg = Svg::new(total, height);
    let mut col = 0;
    for (s, &i) in shown.iter().enumerate() {
        if s > 0 && i > shown[s - 1] + 1 {
            let cx = 4.0 + (col as f64 + 0.5) * width;
            svg.add(Shape::text(cx, bottom - 20.0, "...").class("label"));
            col += 1;
        }
        let p = piles[i];
        let cx = 4.0 + (col as f64 + 0.5) * width;
        let x0 = cx - width / 2.0 + 6.0;
        // Leaving `q` stones: its shape's classes and move.
        let stone_at = |q: u64, y: f64, h: f64, bar: bool| {
            let wins = !wins_after(x, big, p, q);
            let mut shape = Shape::rect(x0, y, width - 12.0, h)
                .title(format!("pile {}: take {}, leaving {q}", i + 1, p - q))
                .moves(format!("{} {}", i + 1, p - q));
            shape = match (wins, bar) {
                (true, _) => shape.class("cell").class("win"),
                (false, false) => shape.class("stone"),
                (false, true) => shape.class("stone").class("bar"),
            };
            shape
        };
        if p <= STONES {
            for j in 1..=p {
                let y = bottom - j as f64 * stone;
                svg.add(stone_at(j - 1, y + 1.0, stone - 2.0, false));
            }
        } else {
            // Each slot leaves a number of stones (the title says which):
            // spread from 0 to p - 1, with the winning ones among them.
            // A winning move leaves 0, 1 or x ^ p stones (the xor 0).
            let mut keep = vec![1];
            if x ^ p < p && x ^ p > 1 {
                keep.push(x ^ p);
            }
            for (j, q) in slots(p, &keep).into_iter().enumerate() {
                let y = bottom - (j + 1) as f64 * stone;
                svg.add(stone_at(q, y + 1.0, stone - 2.0, true));
            }
        }
        svg.add(Shape::text(cx, bottom + 12.0, i + 1).class("axis"));
        svg.add(Shape::text(cx, bottom + 26.0, short(p)).class("count"));
        if p < 32 {
            let y = bottom - p.min(STONES) as f64 * stone - 10.0;
            svg.add(Shape::text(cx, y, format!("{p:b}")).class("value"));
        }
        col += 1;
    }
    if shown.last().is_some_and(|&i| i + 1 < piles.len()) {
        let cx = 4.0 + (col as f64 + 0.5) * width;
        svg.add(Shape::text(cx, bottom - 20.0, "...").class("label"));
        let more = format!("{} piles", piles.len());
        svg.add(Shape::text(cx, bottom - 40.0, more).class("label"));
    }
    for (k, line) in lines.iter().enumerate() {
        let y = bottom + 48.0 + k as f64 * 18.0;
        svg.add(Shape::text(total / 2.0, y, line).class("label"));
    }
    svg.finish()
}

#[cfg(feature = "play")]
impl crate::play::Game for AntiNim {
    type Position = Vec<u64>;
    type Move = (usize, u64);

    fn players(&self) -> [&'static str; 2] {
        ["John", "Brother"]
    }

    fn read(&self, inp: &mut Input) -> Result<Vec<Vec<u64>>> {
        let t = inp.usize("the number of games T")?;
        let games = (1..=t)
            .map(|g| read_game(inp, g))
            .collect::<Result<Vec<_>>>()?;
        inp.end()?;
        Ok(games)
    }

    fn explanations<'a>(&'a self, inp: &mut Input) -> Result<Box<dyn Iterator<Item = String> + 'a>>
    where
        Self::Position: 'a,
    {
        let games = self.read(inp)?;
        if games.is_empty() {
            let note = "The input holds no games (T = 0).\n".to_string();
            return Ok(Box::new(std::iter::once(note)));
        }
        Ok(crate::play::headed(
            games.len(),
            games.into_iter(),
            move |piles| self.explain(&piles),
        ))
    }

    fn moves(&self, piles: &Vec<u64>) -> Vec<(usize, u64)> {
        let mut out = Vec::new();
        for (i, &p) in piles.iter().enumerate() {
            out.extend((1..=p).map(|k| (i, k)));
        }
        out
    }

    fn some_move(&self, piles: &Vec<u64>) -> Option<(usize, u64)> {
        piles.iter().position(|&p| p > 0).map(|i| (i, 1))
    }

    fn apply(&self, piles: &Vec<u64>, &(i, k): &(usize, u64)) -> Vec<u64> {
        let mut next = piles.clone();
        next[i] -= k;
        next
    }

    fn stuck_wins(&self, _: &Vec<u64>) -> bool {
        true
    }

    fn winning_move(&self, piles: &Vec<u64>) -> Option<(usize, u64)> {
        winning_move(piles)
    }

    fn notation(&self) -> &'static str {
        "`i k`, take k stones from pile i (piles numbered from 1)"
    }

    fn parse_move(
        &self,
        piles: &Vec<u64>,
        text: &str,
    ) -> std::result::Result<(usize, u64), String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let &[i, k] = words.as_slice() else {
            return Err("type two numbers, the pile and how many stones to take".to_string());
        };
        let n = piles.len();
        let i = match i.parse::<usize>() {
            Ok(i) if (1..=n).contains(&i) => i - 1,
            _ => return Err(format!("{i:?} is not a pile: they are numbered 1 to {n}")),
        };
        let k = k
            .parse::<u64>()
            .map_err(|_| format!("{k:?} is not a number of stones"))?;
        match piles[i] {
            0 => Err(format!("pile {} is empty", i + 1)),
            _ if k == 0 => Err("a move takes at least one stone".to_string()),
            p if k > p => Err(format!("pile {} holds only {p}", i + 1)),
            _ => Ok((i, k)),
        }
    }

    fn show_move(&self, _: &Vec<u64>, &(i, k): &(usize, u64)) -> String {
        format!("{} {k}", i + 1)
    }

    fn show(&self, piles: &Vec<u64>) -> String {
        format!("Piles:{}\n", show_piles(piles))
    }

    fn draw(&self, piles: &Vec<u64>) -> Option<String> {
        Some(draw(piles))
    }

    fn explain(&self, piles: &Vec<u64>) -> String {
        let xor = piles.iter().fold(0, |x, &p| x ^ p);
        let big = piles.iter().filter(|&&p| p > 1).count();
        let ones = piles.iter().filter(|&&p| p == 1).count();
        let wins = first_player_wins(piles);
        let mut out = format!(
            "Piles:{}\nxor {xor}; {big} piles of more than one stone, {ones} of one stone.\n",
            show_piles(piles)
        );
        out += if big > 0 {
            "With a pile of more than one stone, the player to move wins iff the xor is not 0 \
             (normal Nim, until only single stones would be left).\n"
        } else {
            "With single stones only, the player to move wins iff their number is even \
             (the opponent takes the last one).\n"
        };
        match winning_move(piles) {
            None if ones + big == 0 => out += "No stones left: the player to move has won.\n",
            None => {
                debug_assert!(!wins);
                out += "The player to move (John) loses: every move leaves a won position.\n";
            }
            Some((i, k)) => {
                let mut next = piles.clone();
                next[i] -= k;
                let why = if next.iter().any(|&p| p > 1) {
                    "xor 0 with a pile of more than one stone left".to_string()
                } else {
                    let left = next.iter().filter(|&&p| p == 1).count();
                    format!("{left} single stones left, an odd number")
                };
                out += &format!(
                    "The player to move (John) wins.\nWinning move: take {k} from pile {} \
                     (leaving {}): {why}.\n",
                    i + 1,
                    next[i]
                );
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_stones_and_big_piles() {
        assert!(!first_player_wins(&[1]));
        assert!(first_player_wins(&[1, 1]));
        assert!(!first_player_wins(&[1, 1, 1]));
        // One big pile: take all but one, or all of it.
        assert!(first_player_wins(&[7]));
        assert!(first_player_wins(&[2, 1]));
        assert!(!first_player_wins(&[2, 2]));
        assert!(first_player_wins(&[3, 5, 1]));
        assert!(first_player_wins(&[0, 0, 1, 1, 0]));
    }
}
