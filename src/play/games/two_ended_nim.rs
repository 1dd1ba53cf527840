//! two_ended_nim: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::{
    class, short, Canvas, Caption, Legend, Picture, Pile, Piles, Side, Swatch, STONES,
};
use crate::play::value::few_moves;
use crate::play::Marks;
use crate::problems::two_ended_nim::{ends, read, winning_move, End};
use crate::strategy::two_ended_nim::TwoEndedNim;
use crate::strategy::Strategy;

/// The row for a person: every pile, or both ends of a long row.
fn show_row(piles: &[u64]) -> String {
    let shown = |ps: &[u64]| {
        ps.iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    if piles.len() <= 40 {
        shown(piles)
    } else {
        format!(
            "{} ... {} ({} piles)",
            shown(&piles[..20]),
            shown(&piles[piles.len() - 20..]),
            piles.len()
        )
    }
}

/// The stones a pile of `p > STONES` stones is drawn with: [`STONES`]
/// different numbers of stones to leave, from 0 to p - 1, evenly spread,
/// with `keep` among them when it is below p.
fn slots(p: u64, keep: u64) -> Vec<u64> {
    let n = STONES;
    let mut out: Vec<u64> = (0..n)
        .map(|j| (u128::from(j) * u128::from(p - 1) / u128::from(n - 1)) as u64)
        .collect();
    if keep < p && !out.contains(&keep) {
        // The nearest spread value (not 0 nor p - 1) makes room for it.
        let j = (1..out.len() - 1)
            .min_by_key(|&j| out[j].abs_diff(keep))
            .expect("more than two slots");
        out[j] = keep;
        out.sort_unstable();
    }
    out
}

/// The caption of the row: its values L and R, what they mean and the
/// verdict, and the legend.
fn caption(piles: &[u64], searched: bool) -> Caption {
    let (l, r) = ends(piles).unwrap_or((0, 0));
    let lines = match piles.first() {
        None => vec!["An empty row: the player to move has no move and loses.".to_string()],
        Some(&first) => vec![
            format!(
                "L = left(2..n) = {l}: the pile that, put left of piles 2..n, makes a lost row \
                 (0: none)."
            ),
            format!("R = right(1..n-1) = {r}: likewise on the right of piles 1..n-1."),
            if l == first {
                format!("The leftmost pile is L = {l}: the player to move loses.")
            } else {
                format!("The leftmost pile, {first}, is not L: the player to move wins.")
            },
        ],
    };
    Caption::new(
        lines,
        Legend::moves(searched)
            .entry(
                Swatch::Words,
                "a click on a stone of an end pile takes it and every stone above it (each half \
                 of a single pile: one end)",
            )
            .entry(
                Swatch::Square(class::STONE),
                "an inner pile's stone: no move touches it",
            )
            .entry(
                Swatch::Text("L=3"),
                "the leftmost pile that makes the row lost (R: the rightmost)",
            ),
    )
}

/// The row drawn with the interval DP's two values of the position: L
/// over the leftmost pile, R over the rightmost, and the moves of both
/// ends as clicks on their stones.
fn draw(piles: &[u64], marks: &Marks<TwoEndedNim>) -> Picture {
    let n = piles.len();
    let lr = ends(piles).unwrap_or((0, 0));
    // The piles drawn: all, or the first 10 and the last 10.
    let shown: Vec<usize> = if n <= 24 {
        (0..n).collect()
    } else {
        (0..10).chain(n - 10..n).collect()
    };
    let columns = (shown.iter())
        .map(|&i| {
            let values: Vec<String> = (ends_of(i, n, lr).iter())
                .map(|(e, _, v)| format!("{e}={}", short(*v)))
                .collect();
            Pile {
                index: i,
                slots: leaves(piles, i, lr).len(),
                count: short(piles[i]),
                label: (!values.is_empty()).then(|| values.join(" ")),
            }
        })
        .collect();
    let drawn = Piles::new("pile", columns, n);
    let mut pic = Canvas::new(drawn.size(), caption(piles, marks.searched()), Side::Below);
    drawn.draw(&mut pic);
    for (k, &i) in shown.iter().enumerate() {
        let (p, ends) = (piles[i], ends_of(i, n, lr));
        for (j, &q) in leaves(piles, i, lr).iter().enumerate() {
            let stone = |part| {
                let s = drawn.part(k, j + 1, part).class(class::STONE);
                if p > STONES {
                    s.class(class::BAR)
                } else {
                    s
                }
            };
            if ends.is_empty() {
                pic.add(stone((0, 1)));
            }
            // One pile in the row: a half stone for each end.
            for (h, &(_, end, target)) in ends.iter().enumerate() {
                let m = (end, p - q);
                let mark = marks.with(&m, Some(q == target));
                pic.add(marks.click(stone((h, ends.len())), &m, mark));
            }
        }
    }
    pic.finish()
}

/// The ends of a row of `n` piles that pile `i` is, each with its letter
/// and the pile there that makes the row lost (`l` on the left, `r` on
/// the right): none for an inner pile, both for a single one.
fn ends_of(i: usize, n: usize, (l, r): (u64, u64)) -> Vec<(&'static str, End, u64)> {
    let left = (i == 0).then_some(("L", End::Left, l));
    let right = (i + 1 == n).then_some(("R", End::Right, r));
    left.into_iter().chain(right).collect()
}

/// The stones that the slots of pile `i` leave, from the bottom: every
/// number below the pile, or for a tall one [`slots`] with the winning one
/// among them.
fn leaves(piles: &[u64], i: usize, lr: (u64, u64)) -> Vec<u64> {
    match piles[i] {
        p if p <= STONES => (0..p).collect(),
        p => slots(p, ends_of(i, piles.len(), lr).first().map_or(p, |e| e.2)),
    }
}

impl crate::play::Game for TwoEndedNim {
    fn read(&self, inp: &mut Input) -> Result<Vec<Vec<u64>>> {
        read(inp)
    }

    fn show(&self, piles: &Vec<u64>) -> String {
        format!("Row: {}\n", show_row(piles))
    }

    /// The row, hashed.
    fn fingerprint(&self, piles: &Vec<u64>, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        piles.hash(into);
    }

    fn draw(&self, piles: &Vec<u64>, marks: &Marks<Self>) -> Option<Picture> {
        Some(draw(piles, marks))
    }

    fn move_label(&self, piles: &Vec<u64>, &(end, k): &(End, u64)) -> String {
        let (name, pile) = match end {
            End::Left => ("leftmost", piles[0]),
            End::Right => ("rightmost", piles[piles.len() - 1]),
        };
        format!("take {k} from the {name} pile, leaving {}", pile - k)
    }

    /// Rows past the search's bounds: with two piles or more, the end
    /// piles may be cut to any 1..=a and 1..=b stones apart, a times b
    /// positions; and a row's moves are as many as its end piles' stones
    /// (a single pile's twice, from either end).
    fn searchable(&self, piles: &Vec<u64>) -> std::result::Result<(), String> {
        let (first, last) = match piles[..] {
            [] => return Ok(()),
            [a] => (u128::from(a), u128::from(a)),
            [a, .., b] => (u128::from(a), u128::from(b)),
        };
        few_moves(first + last)?;
        let positions = match piles.len() {
            1 => first + 1,
            _ => first.saturating_mul(last),
        };
        crate::play::value::within(positions, 0)
    }

    fn explain(&self, piles: &Vec<u64>) -> String {
        let n = piles.len();
        let Some((l, r)) = ends(piles) else {
            return "An empty row: the player to move has no move and loses.\n".to_string();
        };
        let plural = if n == 1 { "" } else { "s" };
        let mut out = format!("Row of {n} pile{plural}: {}\n", show_row(piles));
        out += "L = left(2..n): the pile that, put left of piles 2..n, makes a lost row \
                (0: none); R = right(1..n-1) likewise on the right of piles 1..n-1.\n";
        out += &format!(
            "L = {l}, R = {r}; the player to move wins iff the leftmost pile ({}) is not L.\n",
            piles[0]
        );
        match winning_move(piles) {
            None => out += "The player to move loses: the leftmost pile is L.\n",
            Some((end, k)) => {
                let (name, pile, target, letter) = match end {
                    End::Left => ("leftmost", piles[0], l, "L"),
                    End::Right => ("rightmost", piles[n - 1], r, "R"),
                };
                let leave = if target == 0 {
                    format!("removing it ({letter} = 0)")
                } else {
                    format!("leaving {target} = {letter}")
                };
                let why = match end {
                    End::Left => format!("{l} < {}", piles[0]),
                    End::Right => format!("{l} > {}, so the right end: {r} < {pile}", piles[0]),
                };
                out += &format!(
                    "The player to move wins ({why}).\nWinning move: {} (take {k} from the \
                     {name} pile, {leave}: a lost row for the opponent).\n",
                    self.show_move(piles, &(end, k)),
                );
            }
        }
        out
    }
}
