//! s_nim: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::{
    class, short, Canvas, Caption, Legend, Picture, Pile, Piles, Shape, Side, Swatch, STONES,
};
use crate::play::{listed, Marks};
use crate::problems::s_nim::{heaps, move_sizes, Tables};
use crate::strategy::s_nim::{Heaps, SNim};
use crate::strategy::Strategy;
use std::rc::Rc;

/// The heaps drawn: the first 30, and the heap of the winning move.
fn drawn_heaps(game: &SNim, p: &Heaps) -> Vec<usize> {
    let mut shown: Vec<usize> = (0..p.heaps.len().min(30)).collect();
    if let Some((i, _)) = game.winning_move(p) {
        if i >= 30 {
            shown.push(i);
        }
    }
    shown
}

/// The moves drawn on heap `i` as the numbers of stones they take, at
/// most [`STONES`]: every move when the heap is
/// drawn stone by stone, else the winning ones and the smallest others; by
/// the stones they leave, increasing. `x` is the xor of the heaps' values.
fn drawn_takes(game: &SNim, p: &Heaps, i: usize, x: u32) -> Vec<u64> {
    let h = p.heaps[i];
    let g = game.value(p, h);
    let legal = p.moves.iter().copied().filter(|&s| s <= h);
    let mut takes: Vec<u64> = if h <= STONES {
        legal.collect()
    } else {
        let wins = |s: u64| game.value(p, h - s) == g ^ x;
        let (won, others): (Vec<u64>, Vec<u64>) = legal.partition(|&s| wins(s));
        let room = STONES as usize;
        won.into_iter().chain(others).take(room).collect()
    };
    takes.sort_unstable_by(|a, b| b.cmp(a));
    takes
}

/// The caption of the heaps: the move sizes, the first values of the
/// game, the xor `x` of the heaps' values, and the legend.
fn caption(game: &SNim, p: &Heaps, x: u32, searched: bool) -> Caption {
    let mut sizes: Vec<String> = p.moves.iter().take(12).map(u64::to_string).collect();
    if p.moves.len() > 12 {
        sizes.push(format!("... ({} in all)", p.moves.len()));
    }
    let sizes = sizes.join(" ");
    let first: Vec<String> = (0..30u64).map(|h| game.value(p, h).to_string()).collect();
    let verdict = if x != 0 {
        "not 0: the player to move wins"
    } else {
        "0: the player to move loses"
    };
    Caption::new(
        vec![
            format!("Move sizes S: {sizes}. A heap's value g(h) is the mex of g(h - s), s in S."),
            format!("g(0), g(1), ..., g(29): {}", first.join(" ")),
            format!("The xor of the heaps' values is {x}, {verdict}."),
        ],
        Legend::moves(searched)
            .entry(
                Swatch::Words,
                "a click on a stone takes it and every stone above it; a move that leaves a xor \
                 of 0 wins",
            )
            .entry(
                Swatch::Square(class::BAR),
                "a stone no move takes (its size is not in S)",
            )
            .entry(Swatch::Text("g=2"), "a heap's value"),
    )
}

/// The heaps as columns of stones (or, for a tall heap, a slot per move
/// drawn) under their values, each stone a click that takes it and every
/// stone above it; the first values of the game and the xor below.
fn draw(game: &SNim, p: &Heaps, marks: &Marks<SNim>) -> Picture {
    let values: Vec<u32> = p.heaps.iter().map(|&h| game.value(p, h)).collect();
    let x = values.iter().fold(0, |x, &g| x ^ g);
    let shown = drawn_heaps(game, p);
    let takes: Vec<Vec<u64>> = shown.iter().map(|&i| drawn_takes(game, p, i, x)).collect();
    let columns = (shown.iter().zip(&takes))
        .map(|(&i, takes)| Pile {
            index: i,
            slots: match p.heaps[i] {
                h if h <= STONES => h as usize,
                _ => takes.len(),
            },
            count: short(p.heaps[i]),
            label: Some(format!("g={}", values[i])),
        })
        .collect();
    let piles = Piles::new("heap", columns, p.heaps.len());
    let mut pic = Canvas::new(
        piles.size(),
        caption(game, p, x, marks.searched()),
        Side::Below,
    );
    piles.draw(&mut pic);
    for (k, &i) in shown.iter().enumerate() {
        let h = p.heaps[i];
        let click = |shape: Shape, s: u64| {
            let m = (i, s);
            let wins = game.value(p, h - s) == values[i] ^ x;
            marks.click(shape.class(class::STONE), &m, marks.with(&m, Some(wins)))
        };
        if h <= STONES {
            // Stone j takes h - j + 1 stones: it and every one above.
            for j in 1..=h as usize {
                let s = h + 1 - j as u64;
                pic.add(match takes[k].contains(&s) {
                    true => click(piles.slot(k, j), s),
                    false => piles.slot(k, j).class(class::STONE).class(class::BAR),
                });
            }
        } else {
            // A slot per move drawn, by the stones it leaves.
            for (j, &s) in takes[k].iter().enumerate() {
                pic.add(click(piles.slot(k, j + 1), s));
            }
        }
    }
    pic.finish()
}

impl crate::play::Game for SNim {
    /// Reads as [`solve`](crate::problems::s_nim::solve) does, keeping the
    /// positions instead of their verdicts, and the tables it built for
    /// them.
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
                let moves = Rc::new(moves);
                let m = inp.u64("the number of positions m")?;
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

    /// The heaps, hashed (the move sizes are the same in every position).
    fn fingerprint(&self, p: &Heaps, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.heaps.hash(into);
    }

    fn draw(&self, p: &Heaps, marks: &Marks<Self>) -> Option<Picture> {
        Some(draw(self, p, marks))
    }

    /// Heaps past the search's bounds: each heap h reaches h, h - s,
    /// h - 2s, ... with the largest size s alone, heap by heap.
    fn searchable(&self, p: &Heaps) -> std::result::Result<(), String> {
        let Some(&largest) = p.moves.last() else {
            return Ok(());
        };
        let positions = p
            .heaps
            .iter()
            .fold(1u128, |k, &h| k.saturating_mul(u128::from(h / largest) + 1));
        crate::play::value::within(positions, 0)
    }

    fn move_label(&self, p: &Heaps, &(i, s): &(usize, u64)) -> String {
        let h = p.heaps[i];
        format!(
            "take {s} from heap {}, leaving {} (value {})",
            i + 1,
            h - s,
            self.value(p, h - s)
        )
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
