//! anti_nim: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::{
    class, short, Canvas, Caption, Legend, Picture, Pile, Piles, Side, Swatch, STONES,
};
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
fn slots(p: u64, keep: &[u64]) -> Vec<u64> {
    let n = STONES;
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

/// The caption of the piles: their xor, the rule that applies and the
/// verdict, and the legend.
fn caption(piles: &[u64], searched: bool) -> Caption {
    let x = piles.iter().fold(0, |x, &p| x ^ p);
    let big = piles.iter().filter(|&&p| p > 1).count();
    let ones = piles.iter().filter(|&&p| p == 1).count();
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
    Caption::new(
        vec![
            format!("xor of the piles: {x} (binary {x:b})."),
            rule,
            verdict.to_string(),
        ],
        Legend::moves(searched)
            .entry(
                Swatch::Square(class::STONE),
                "a stone: a click takes it and every stone above it",
            )
            .entry(
                Swatch::Text("101"),
                "a pile's size in binary (base 2), for the xor",
            ),
    )
}

/// The piles as columns of stones under their sizes in binary, each stone
/// a click that takes it and every stone above it (a tall pile: a slot
/// per number of stones to leave, spread).
fn draw(piles: &[u64], marks: &Marks<AntiNim>) -> Picture {
    let x = piles.iter().fold(0, |x, &p| x ^ p);
    let big = piles.iter().filter(|&&p| p > 1).count();
    let shown = drawn_piles(piles);
    // The stones each pile's slots leave, from the bottom.
    let leaves: Vec<Vec<u64>> = (shown.iter().map(|&i| piles[i]))
        .map(|p| {
            if p <= STONES {
                return (0..p).collect();
            }
            // A winning move leaves 0, 1 or x ^ p stones (the xor 0).
            let mut keep = vec![1];
            if x ^ p < p && x ^ p > 1 {
                keep.push(x ^ p);
            }
            slots(p, &keep)
        })
        .collect();
    let columns = (shown.iter().zip(&leaves))
        .map(|(&i, leaves)| Pile {
            index: i,
            slots: leaves.len(),
            count: short(piles[i]),
            label: (piles[i] < 32).then(|| format!("{:b}", piles[i])),
        })
        .collect();
    let drawn = Piles::new("pile", columns, piles.len()).labelled("binary");
    let mut pic = Canvas::new(drawn.size(), caption(piles, marks.searched()), Side::Below);
    drawn.draw(&mut pic);
    for (k, &i) in shown.iter().enumerate() {
        let p = piles[i];
        for (j, &q) in leaves[k].iter().enumerate() {
            let m = (i, p - q);
            let mark = marks.with(&m, Some(!wins_after(x, big, p, q)));
            let mut stone = drawn.slot(k, j + 1).class(class::STONE);
            if p > STONES {
                stone = stone.class(class::BAR);
            }
            pic.add(marks.click(stone, &m, mark));
        }
    }
    pic.finish()
}

impl crate::play::Game for AntiNim {
    fn read(&self, inp: &mut Input) -> Result<Vec<Vec<u64>>> {
        let t = inp.u64("the number of games T")?;
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

    fn draw(&self, piles: &Vec<u64>, marks: &Marks<Self>) -> Option<Picture> {
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
