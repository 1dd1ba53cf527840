//! decreasing_game: explained and drawn.

use crate::input::{Input, Result};
use crate::play::interactor::decreasing_game::DecreasingGameJudge;
use crate::play::interactor::Interactor;
use crate::play::svg::{class, Canvas, Caption, Legend, Picture, Shape, Side, Swatch};
use crate::play::value::within;
use crate::play::{Game, Marks};
use crate::strategy::decreasing_game::{DecreasingGame, Position, Split};
use crate::strategy::Strategy;

/// The values for a person: the first 40, and how many there are.
fn show_values(values: &[u32]) -> String {
    crate::play::listed(values.iter().map(|v| v.to_string()))
}

/// Why the values have no equal split, in a few words: an odd total, a
/// value larger than all the others together, or no subset of half the
/// total.
fn no_split_reason(values: &[u32]) -> String {
    let total: u64 = values.iter().map(|&v| u64::from(v)).sum();
    let top = values.iter().copied().max().unwrap_or(0);
    if total == 0 {
        return "every value is 0".to_string();
    }
    if total % 2 == 1 {
        return format!("the total {total} is odd, so no two parts have equal sums");
    }
    if 2 * u64::from(top) > total {
        return format!(
            "the value {top} is more than all the others together ({})",
            total - u64::from(top)
        );
    }
    format!("no values add up to half the total {total}, {}", total / 2)
}

/// An equal split in words: the indices (from 1) of one part and of the
/// other, and their common sum.
fn split_words(values: &[u32], split: &Split) -> String {
    let part = |side: bool| {
        let items: Vec<String> = (0..values.len())
            .filter(|&k| split.part[k] == side && values[k] > 0)
            .map(|k| format!("a{}={}", k + 1, values[k]))
            .collect();
        if items.is_empty() {
            "nothing".to_string()
        } else {
            crate::play::listed(items.into_iter())
        }
    };
    let sum: u64 = (0..values.len())
        .filter(|&k| split.part[k])
        .map(|k| u64::from(values[k]))
        .sum();
    format!(
        "part A ({}) and part B ({}), {sum} each",
        part(true),
        part(false)
    )
}

/// The first sentence of every explanation: the theory in a learner's
/// words.
const THEORY: &str = "The second player wins exactly when the values split into two parts \
     of equal sum. With such a split, every pick is answered from the other part: the round \
     takes as much from each part, so the split stays equal, and the second player always has \
     an answer. Without one, no round can make one, so the first player always has a pick.\n";

fn explain(p: &Position) -> String {
    let values = &p.values;
    let total: u64 = values.iter().map(|&v| u64::from(v)).sum();
    let mut out = format!("Values: {} (total {total}).\n{THEORY}", show_values(values));
    let split = Split::find(values);
    match (p.pending, &split) {
        (None, _) if total == 0 => {
            out += "Every value is 0: the first player cannot pick and loses.\n";
        }
        (None, None) => {
            let i = DecreasingGame
                .winning_move(p)
                .expect("a value above 0 to pick");
            out += &format!(
                "No equal split: {}.\nThe first player wins: any pick does, since whatever the \
                 answer, the values still have no equal split.\nWinning move: pick a{} = {}.\n",
                no_split_reason(values),
                i + 1,
                values[i]
            );
        }
        (None, Some(split)) => {
            out += &format!(
                "An equal split: {}.\nThe first player loses: whatever is picked, the second \
                 player answers from the other part and keeps the split equal.\n",
                split_words(values, split)
            );
        }
        (Some(i), None) => {
            out += &format!(
                "The first player picked a{} = {}.\nNo equal split: {}.\nThe second player \
                 loses: every answer leaves values without an equal split, from which the first \
                 player wins.\n",
                i + 1,
                values[i],
                no_split_reason(values)
            );
        }
        (Some(i), Some(split)) => {
            out += &format!(
                "The first player picked a{} = {}.\nAn equal split: {}.\n",
                i + 1,
                values[i],
                split_words(values, split)
            );
            match split.answer(values, i) {
                Some(j) => {
                    let d = values[i].min(values[j]);
                    out += &format!(
                        "The second player wins: answer from the other part than a{}.\nWinning \
                         move: answer a{} = {}; both drop by {d}, as much from each part, and \
                         the split stays equal.\n",
                        i + 1,
                        j + 1,
                        values[j]
                    );
                }
                None => out += "The second player has no answer and loses.\n",
            }
        }
    }
    out
}

/// The side of a column of [`draw`].
const SLOT: f64 = 36.0;
/// The room between two columns.
const GAP: f64 = 10.0;
/// The height of a column: a bar of the largest value fills it.
const HIGH: f64 = 120.0;
/// The top of the columns in the drawing.
const TOP: f64 = 26.0;

/// The caption: the total, the split or why there is none, the verdict,
/// and the legend.
fn caption(p: &Position, split: Option<&Split>, searched: bool) -> Caption {
    let total: u64 = p.values.iter().map(|&v| u64::from(v)).sum();
    let mut lines = vec![format!(
        "Total {total}. The second player wins iff the values split into two parts of equal sum."
    )];
    match split {
        Some(split) if total > 0 => {
            lines.push(format!(
                "An equal split: {}.",
                split_words(&p.values, split)
            ));
            lines.push(match p.pending {
                None => "So the first player (to pick) loses.".to_string(),
                Some(_) => {
                    "So the second player wins by answering from the other part than the pick."
                        .to_string()
                }
            });
        }
        _ if total == 0 => lines.push("Every value is 0: nobody can pick.".to_string()),
        _ => {
            lines.push(format!("No equal split: {}.", no_split_reason(&p.values)));
            lines.push(match p.pending {
                None => "So the first player wins, with any pick.".to_string(),
                Some(_) => "So the second player loses, whatever the answer.".to_string(),
            });
        }
    }
    let click = match p.pending {
        None => "a column: a click picks its value (the first player's move)",
        Some(_) => "a column: a click answers with its value (the second player's move)",
    };
    let mut legend = Legend::moves(searched)
        .entry(Swatch::Square(class::STONE), "a value, as high as the bar")
        .entry(Swatch::Words, click);
    if split.is_some() && total > 0 {
        legend = legend.entry(Swatch::Text("A"), "the part of the equal split it is in");
    }
    if p.pending.is_some() {
        legend = legend.entry(Swatch::Words, "\"picked\": the first player's pick");
    }
    Caption::new(lines, legend)
}

/// The values as columns, each a bar under its number, with its index
/// and its part of an equal split under it; each value a move is a
/// column to click, green or red.
fn draw(p: &Position, marks: &Marks<DecreasingGame>) -> Picture {
    let values = &p.values;
    let n = values.len();
    let split = Split::find(values);
    let width = n as f64 * (SLOT + GAP) + GAP;
    let height = TOP + HIGH + 44.0;
    let caption = caption(p, split.as_ref(), marks.searched());
    let mut pic = Canvas::new((width, height), caption, Side::Below);
    let largest = f64::from(values.iter().copied().max().unwrap_or(1).max(1));
    // Whether each value, as the move, wins by the theory: a pick wins iff
    // there is no equal split; an answer wins iff the split stays equal
    // after the round, that is iff it comes from the other part.
    let wins = |k: usize| -> bool {
        match (p.pending, &split) {
            (None, s) => s.is_none(),
            (Some(_), None) => false,
            (Some(_), Some(_)) => {
                let q = DecreasingGame.apply(p, &k);
                Split::find(&q.values).is_some()
            }
        }
    };
    let moves = DecreasingGame.moves(p);
    for (k, &v) in values.iter().enumerate() {
        let x = GAP + k as f64 * (SLOT + GAP);
        let slot = Shape::rect(x, TOP, SLOT, HIGH).class(class::CELL);
        if moves.contains(&k) {
            let mark = marks.with(&k, Some(wins(k)));
            pic.add(marks.click(slot, &k, mark));
        } else if p.pending == Some(k) {
            pic.add(
                slot.attr("style", "stroke:#06f;stroke-width:4")
                    .title(format!("a{} = {v}: the first player's pick", k + 1)),
            );
        } else {
            pic.add(slot.title(format!("a{} = 0: nobody picks it", k + 1)));
        }
        if v > 0 {
            let h = (f64::from(v) / largest * (HIGH - 6.0)).max(3.0);
            let bar = Shape::rect(x + 6.0, TOP + HIGH - h - 3.0, SLOT - 12.0, h);
            pic.add(bar.class(class::STONE).class(class::DECOR));
        }
        let cx = x + SLOT / 2.0;
        pic.add(Shape::text(cx, TOP - 10.0, v).class(class::COUNT));
        pic.add(Shape::text(cx, TOP + HIGH + 11.0, format!("a{}", k + 1)).class(class::AXIS));
        let under = if p.pending == Some(k) {
            Some("picked".to_string())
        } else {
            match &split {
                Some(s) if v > 0 => Some(if s.part[k] { "A" } else { "B" }.to_string()),
                _ => None,
            }
        };
        if let Some(under) = under {
            pic.add(Shape::text(cx, TOP + HIGH + 29.0, under).class(class::VALUE));
        }
    }
    pic.finish()
}

impl Game for DecreasingGame {
    /// The test file of the problem's interactor: n and the values.
    fn read(&self, inp: &mut Input) -> Result<Vec<Position>> {
        let values = DecreasingGameJudge.read(inp)?;
        Ok(vec![Position::start(values)])
    }

    fn show(&self, p: &Position) -> String {
        let mut out = format!("Values: {}\n", show_values(&p.values));
        if let Some(i) = p.pending {
            out += &format!(
                "First picked a{} = {}; Second answers with another value above 0.\n",
                i + 1,
                p.values[i]
            );
        }
        out
    }

    fn explain(&self, p: &Position) -> String {
        explain(p)
    }

    /// The values and the pick, hashed.
    fn fingerprint(&self, p: &Position, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.hash(into);
    }

    /// Every array below the values is reached, with a pick or none: the
    /// product of (a_i + 1), times n + 1, with up to n moves each.
    fn searchable(&self, p: &Position) -> std::result::Result<(), String> {
        let n = p.values.len() as u128;
        let arrays = (p.values.iter()).fold(1u128, |a, &v| a.saturating_mul(u128::from(v) + 1));
        let positions = arrays.saturating_mul(n + 1);
        within(positions, positions.saturating_mul(n))
    }

    fn draw(&self, p: &Position, marks: &Marks<Self>) -> Option<Picture> {
        Some(draw(p, marks))
    }

    fn move_label(&self, p: &Position, &k: &usize) -> String {
        let v = p.values[k];
        match p.pending {
            None => format!("pick a{} = {v}", k + 1),
            Some(i) => {
                let d = v.min(p.values[i]);
                format!(
                    "answer a{} = {v}: a{} and a{} drop by {d}",
                    k + 1,
                    i + 1,
                    k + 1
                )
            }
        }
    }
}
