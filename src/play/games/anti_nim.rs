//! anti_nim: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::class;
use crate::play::value::within;
use crate::play::Marks;
use crate::problems::anti_nim::{first_player_wins, read_game, winning_move};
use crate::strategy::anti_nim::AntiNim;

/// The piles for a person: all of them, or the first few and a count.
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
fn drawn_piles(piles: &[u64]) -> Vec<usize> {
    let mut shown: Vec<usize> = (0..piles.len().min(30)).collect();
    if let Some((i, _)) = winning_move(piles) {
        if i >= 30 {
            shown.push(i);
        }
    }
    shown
}

/// The row labels left of the piles, and the room they take.
const ROWS: f64 = 52.0;

fn draw(piles: &[u64], marks: &Marks<AntiNim>) -> String {
    use crate::play::svg::{short, Caption, Legend, Shape, Svg, Swatch, STONES};
    let x = piles.iter().fold(0, |x, &p| x ^ p);
    let big = piles.iter().filter(|&&p| p > 1).count();
    let ones = piles.iter().filter(|&&p| p == 1).count();
    let shown = drawn_piles(piles);
    let (width, stone, top) = (44.0, 16.0, 30.0);
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
    let caption = Caption::new(
        vec![
            format!("xor of the piles: {x} (binary {x:b})."),
            rule,
            verdict.to_string(),
        ],
        Legend::moves(marks.searched())
            .entry(
                Swatch::Square(class::STONE),
                "a stone: a click takes it and every stone above it",
            )
            .entry(
                Swatch::Text("101"),
                "a pile's size in binary (base 2), for the xor",
            ),
    );
    let piles_width = ROWS + (shown.len() + gaps) as f64 * width + 8.0;
    let total = piles_width.max(caption.width());
    let tallest = shown
        .iter()
        .map(|&i| piles[i].min(STONES))
        .max()
        .unwrap_or(0);
    let bottom = top + tallest.max(3) as f64 * stone;
    let below = bottom + 34.0;
    let mut svg = Svg::new(total, below + caption.height(total));
    svg.add(Shape::text(ROWS / 2.0, top - 14.0, "binary").class(class::AXIS));
    svg.add(Shape::text(ROWS / 2.0, bottom + 12.0, "pile").class(class::AXIS));
    svg.add(Shape::text(ROWS / 2.0, bottom + 26.0, "stones").class(class::AXIS));
    let mut col = 0;
    for (s, &i) in shown.iter().enumerate() {
        if s > 0 && i > shown[s - 1] + 1 {
            let cx = ROWS + 4.0 + (col as f64 + 0.5) * width;
            svg.add(Shape::text(cx, bottom - 20.0, "...").class(class::LABEL));
            col += 1;
        }
        let p = piles[i];
        let cx = ROWS + 4.0 + (col as f64 + 0.5) * width;
        let x0 = cx - width / 2.0 + 6.0;
        // Leaving `q` stones: its shape and move.
        let stone_at = |q: u64, y: f64, h: f64, bar: bool| {
            let m = (i, p - q);
            let mark = marks.with(&m, Some(!wins_after(x, big, p, q)));
            let mut shape = Shape::rect(x0, y, width - 12.0, h).class(class::STONE);
            if bar {
                shape = shape.class(class::BAR);
            }
            marks.click(shape, &m, mark)
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
        svg.add(Shape::text(cx, bottom + 12.0, i + 1).class(class::AXIS));
        svg.add(Shape::text(cx, bottom + 26.0, short(p)).class(class::COUNT));
        if p < 32 {
            let y = bottom - p.min(STONES) as f64 * stone - 10.0;
            svg.add(Shape::text(cx, y, format!("{p:b}")).class(class::VALUE));
        }
        col += 1;
    }
    if shown.last().is_some_and(|&i| i + 1 < piles.len()) {
        let cx = ROWS + 4.0 + (col as f64 + 0.5) * width;
        svg.add(Shape::text(cx, bottom - 20.0, "...").class(class::LABEL));
        let more = format!("{} piles", piles.len());
        svg.add(Shape::text(cx, bottom - 40.0, more).class(class::LABEL));
    }
    caption.draw(&mut svg, below, total);
    svg.finish()
}

impl crate::play::Game for AntiNim {
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

    fn show(&self, piles: &Vec<u64>) -> String {
        format!("Piles:{}\n", show_piles(piles))
    }

    /// The piles, hashed.
    fn fingerprint(&self, piles: &Vec<u64>, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        piles.hash(into);
    }

    fn draw(&self, piles: &Vec<u64>, marks: &Marks<Self>) -> Option<String> {
        Some(draw(piles, marks))
    }

    fn move_label(&self, piles: &Vec<u64>, &(i, k): &(usize, u64)) -> String {
        format!("take {k} from pile {}, leaving {}", i + 1, piles[i] - k)
    }

    /// Piles past the search's bounds: every row below the piles, pile by
    /// pile, is reached, the product of (pile + 1) positions, with as many
    /// moves as stones from each, the product times half the stones in
    /// all.
    fn searchable(&self, piles: &Vec<u64>) -> std::result::Result<(), String> {
        let positions = piles
            .iter()
            .fold(1u128, |n, &p| n.saturating_mul(u128::from(p) + 1));
        let stones = piles.iter().map(|&p| u128::from(p)).sum::<u128>();
        within(positions, positions.saturating_mul(stones) / 2)
    }

    fn explain(&self, piles: &Vec<u64>) -> String {
        let xor = piles.iter().fold(0, |x, &p| x ^ p);
        let big = piles.iter().filter(|&&p| p > 1).count();
        let ones = piles.iter().filter(|&&p| p == 1).count();
        let wins = first_player_wins(piles);
        let mut out = format!(
            "Piles:{}\nxor {xor}; {big} {} of more than one stone, {ones} of one stone.\n",
            show_piles(piles),
            if big == 1 { "pile" } else { "piles" }
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
                    if left == 1 {
                        "1 single stone left, an odd number".to_string()
                    } else {
                        format!("{left} single stones left, an odd number")
                    }
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
