//! stone_merge: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::{
    class, Canvas, Caption, Legend, Picture, Pile, Piles, Shape, Side, Swatch, STONES,
};
use crate::play::value::{few_moves, thousands, Mark, BOUND};
use crate::play::Marks;
use crate::problems::stone_merge::{read_piles, wins_from, Counts};
use crate::strategy::stone_merge::{moves_by_kind, winning_move, Kind, Move, StoneMerge};
use crate::strategy::Strategy;

/// The piles for a person: all of them, or the first few and a count.
fn show_piles(piles: &[u128]) -> String {
    let shown: Vec<String> = piles.iter().take(60).map(|p| p.to_string()).collect();
    let more = if piles.len() > 60 {
        format!(" ... ({} piles)", piles.len())
    } else {
        String::new()
    };
    format!("{}{more}", shown.join(" "))
}

/// (a, b) in words, with its reduced form when that differs.
fn show_summary(c: Counts) -> String {
    let (a, b) = c.summary();
    if (a as u128, b as u128) == (c.ones, c.b()) {
        format!("({a}, {b})")
    } else {
        format!("({}, {}), the same result as ({a}, {b})", c.ones, c.b())
    }
}

/// The rule of who wins a summary (a, b), in words: the table of results
/// repeats every 6 piles of one stone, and every 2 of b from b = 5 on.
pub const RULE: &str = "The rule (worked out from the moves of (a, b)): the player to move \
     loses exactly when a is a multiple of 6 and b is even, when a is 2 or 4 more than a \
     multiple of 6 and b is even and at least 4, or when a is 3 more than a multiple of 6 and \
     b is 0 or 2; in every other case the player to move wins. So six more piles of one stone \
     never change who wins, and neither do 2 more moves among the bigger piles once b is 5 or \
     more.";

/// Whether the player to move wins the summary (a, b) by [`RULE`], and
/// the case of the rule that decides it, in words. (A lone bigger pile
/// worn down to one stone, b = 1, is a pile of one stone: (a + 1, 0).)
pub fn rule(a: u128, b: u128) -> (bool, String) {
    let (a, b) = if b == 1 { (a + 1, 0) } else { (a, b) };
    let even = b % 2 == 0;
    let parity = if even { "even" } else { "odd" };
    match a % 6 {
        0 => (
            !even,
            format!("a = {a} is a multiple of 6 and b = {b} is {parity}"),
        ),
        3 => (
            b > 2,
            format!(
                "a = {a} is 3 more than a multiple of 6 and b = {b} is {}",
                if b > 2 { "more than 2" } else { "0 or 2" }
            ),
        ),
        r @ (2 | 4) => {
            let why = if !even {
                "odd".to_string()
            } else if b < 4 {
                "less than 4".to_string()
            } else {
                "even and at least 4".to_string()
            };
            (
                !(even && b >= 4),
                format!("a = {a} is {r} more than a multiple of 6 and b = {b} is {why}"),
            )
        }
        _ => (
            true,
            format!("a = {a} is odd and not 3 more than a multiple of 6, whatever b is"),
        ),
    }
}

/// The kind of move `m` on `piles` ([`Kind`]).
fn kind_of(piles: &[u128], m: Move) -> Kind {
    match m {
        Move::Take(i) => match piles[i] {
            1 => Kind::TakeOne,
            2 => Kind::TakeTwo,
            _ => Kind::TakeBig,
        },
        Move::Merge(i, j) => match (piles[i] == 1, piles[j] == 1) {
            (true, true) => Kind::MergeOnes,
            (false, false) => Kind::MergeBig,
            _ => Kind::MergeOneBig,
        },
    }
}

/// The piles drawn: all, or the first 20 and the first of each kind of
/// move.
fn drawn_piles(piles: &[u128]) -> Vec<usize> {
    let n = piles.len();
    if n <= 24 {
        return (0..n).collect();
    }
    let mut shown: Vec<usize> = (0..20).collect();
    for (_, m) in moves_by_kind(piles) {
        match m {
            Move::Take(i) => shown.push(i),
            Move::Merge(i, j) => shown.extend([i, j]),
        }
    }
    shown.sort_unstable();
    shown.dedup();
    shown
}

/// The caption of the piles: the summary (a, b) and whether it wins
/// (`wins`), and the legend.
fn caption(c: Counts, wins: bool, searched: bool) -> Caption {
    let (a, b) = (c.ones, c.b());
    let mut lines = vec![
        format!(
            "Summary (a, b) = {}: a = {a} piles of one stone, b = the stones of the bigger \
             piles + their number - 1.",
            show_summary(c)
        ),
        format!(
            "The player to move {}: {}.",
            if wins { "wins" } else { "loses" },
            rule(a, b).1
        ),
    ];
    if b == 0 && a == 0 {
        lines.push("No pile is left.".to_string());
    }
    Caption::new(
        lines,
        Legend::moves(searched)
            .entry(
                Swatch::Words,
                "a click on a pile's top stone takes it; on a square of the merge table, merges \
                 its row's pile with its column's",
            )
            .entry(Swatch::Square(class::STONE), "a stone"),
    )
}

/// The side of a square of the table of merges.
const MERGE: f64 = 24.0;

/// The table of merges of the piles `shown`, from `top` down (the
/// numbers of its columns over it): row i, column j for i < j among them,
/// each square a click that merges the two piles, marked `mark(m)`.
fn draw_merges(
    pic: &mut Canvas,
    marks: &Marks<StoneMerge>,
    (shown, top): (&[usize], f64),
    mark: impl Fn(Move) -> Mark,
) {
    let x0 = 60.0;
    if shown.len() > 1 {
        pic.add(Shape::text(x0 - 34.0, top - 8.0, "merge").class(class::AXIS));
    }
    for (r, &i) in shown.iter().enumerate().take(shown.len().saturating_sub(1)) {
        let y = top + r as f64 * MERGE;
        pic.add(Shape::text(x0 - 10.0, y + MERGE / 2.0, i + 1).class(class::AXIS));
        for (q, &j) in shown.iter().enumerate().skip(r + 1) {
            let x = x0 + (q - 1) as f64 * MERGE;
            if r == 0 {
                pic.add(Shape::text(x + MERGE / 2.0, top - 8.0, j + 1).class(class::AXIS));
            }
            let m = Move::Merge(i, j);
            let square = Shape::rect(x, y, MERGE, MERGE).class(class::CELL);
            pic.add(marks.click(square, &m, mark(m)));
        }
    }
}

/// The piles drawn with the summary (a, b), each pile's take a click on
/// its top stone and each merge a click on a square of the table of
/// pairs below; the moves to a lost summary green.
fn draw(piles: &[u128], marks: &Marks<StoneMerge>) -> Picture {
    let c = Counts::of(piles);
    let shown = drawn_piles(piles);
    // Whether each kind's summary is lost for the opponent: a winning move.
    let possible: Vec<Kind> = moves_by_kind(piles).into_iter().map(|(k, _)| k).collect();
    let mut states = vec![c.summary()];
    states.extend(possible.iter().map(|&k| k.apply(c).summary()));
    let results = wins_from(&states);
    let winning = |k: Kind| (possible.iter().zip(&results[1..])).any(|(&p, &w)| p == k && !w);
    let mark = |m: Move| marks.with(&m, Some(winning(kind_of(piles, m))));
    let columns = (shown.iter())
        .map(|&i| Pile {
            index: i,
            slots: piles[i].min(u128::from(STONES)) as usize,
            count: short128(piles[i]),
            label: None,
        })
        .collect();
    let drawn = Piles::new("pile", columns, piles.len());
    let table = match shown.len() {
        0 | 1 => 0.0,
        k => 20.0 + (k - 1) as f64 * MERGE,
    };
    let (w, h) = drawn.size();
    let size = (w.max(table + 48.0), h + table + 16.0);
    let caption = caption(c, results[0], marks.searched());
    let mut pic = Canvas::new(size, caption, Side::Below);
    drawn.draw(&mut pic);
    for (k, &i) in shown.iter().enumerate() {
        let top = drawn.piles()[k].slots;
        if piles[i] > u128::from(STONES) {
            let rest = drawn.span(k, 1, top - 1).class(class::STONE);
            pic.add(rest.class(class::BAR).title(format!("{} stones", piles[i])));
        } else {
            for j in 1..top {
                pic.add(drawn.slot(k, j).class(class::STONE));
            }
        }
        if top > 0 {
            let m = Move::Take(i);
            pic.add(marks.click(drawn.slot(k, top).class(class::STONE), &m, mark(m)));
        }
    }
    draw_merges(&mut pic, marks, (&shown, h + 16.0), mark);
    pic.finish()
}

/// `n` in a few characters, as [`short`](crate::play::svg::short) writes
/// a `u64`.
fn short128(n: u128) -> String {
    match u64::try_from(n) {
        Ok(n) => crate::play::svg::short(n),
        Err(_) => {
            let digits = n.to_string();
            format!("{}.{}e{}", &digits[..1], &digits[1..2], digits.len() - 1)
        }
    }
}

impl crate::play::Game for StoneMerge {
    fn read(&self, inp: &mut Input) -> Result<Vec<Vec<u128>>> {
        let games = read_piles(inp)?;
        Ok(games
            .into_iter()
            .map(|g| g.into_iter().map(u128::from).collect())
            .collect())
    }

    fn show(&self, piles: &Vec<u128>) -> String {
        format!("Piles: {}\n", show_piles(piles))
    }

    /// The piles, hashed.
    fn fingerprint(&self, piles: &Vec<u128>, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        piles.hash(into);
    }

    fn draw(&self, piles: &Vec<u128>, marks: &Marks<Self>) -> Option<Picture> {
        Some(draw(piles, marks))
    }

    fn move_label(&self, _: &Vec<u128>, m: &Move) -> String {
        match *m {
            Move::Take(i) => format!("take a stone from pile {}", i + 1),
            Move::Merge(i, j) => format!("merge piles {} and {}", i + 1, j + 1),
        }
    }

    /// Rows of more than [`BOUND`] stones, each a position of the game
    /// at least, or more moves than that (n takes and n(n - 1)/2 merges).
    fn searchable(&self, piles: &Vec<u128>) -> std::result::Result<(), String> {
        let n = piles.len() as u128;
        few_moves(n + n * n.saturating_sub(1) / 2)?;
        let stones = piles.iter().fold(0u128, |s, &p| s.saturating_add(p));
        if stones > BOUND as u128 {
            return Err(format!(
                "the piles hold more than {} stones, and every stone taken makes a new \
                 position, too many to play out every line",
                thousands(BOUND)
            ));
        }
        Ok(())
    }

    fn explain(&self, piles: &Vec<u128>) -> String {
        let c = Counts::of(piles);
        let n = piles.len();
        let plural = |k: u128, what: &str| format!("{k} {what}{}", if k == 1 { "" } else { "s" });
        let mut out = format!("{}: {}\n", plural(n as u128, "pile"), show_piles(piles));
        let b = if c.big == 0 {
            "b = 0 (no bigger piles)".to_string()
        } else {
            format!(
                "b = {} in the bigger piles + {} - 1 = {} (the moves left among them)",
                plural(c.sum, "stone"),
                c.big,
                c.b()
            )
        };
        out += &format!(
            "Summary (a, b) = {}: a = {} (piles of one stone), {b}.\n{RULE}\nHere {}.\n",
            show_summary(c),
            c.ones,
            rule(c.ones, c.b()).1
        );
        match winning_move(piles) {
            None => {
                out += "The player to move (Alice) loses: every kind of move leads to a \
                            summary won for the player to move.\n"
            }
            Some((kind, m)) => {
                let after = kind.apply(c);
                out += &format!(
                    "The player to move (Alice) wins.\nWinning move: {} ({}): the summary \
                     becomes {}, lost for the player to move.\n",
                    self.show_move(piles, &m),
                    kind.describe(),
                    show_summary(after)
                );
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::stone_merge::{reduce, A_CAP, B_CAP};

    #[test]
    fn the_rule_in_words_is_the_searched_result() {
        // Every summary of a window far past the periods, and a few huge
        // ones, reduced as the judge's answer reduces them.
        let mut summaries: Vec<(u128, u128)> = Vec::new();
        for a in 0..=40u128 {
            for b in (0..=90u128).filter(|&b| b != 1) {
                summaries.push((a, b));
            }
        }
        for big in [u128::from(u64::MAX), 1 << 70, 999_999_999_999] {
            summaries.extend([(big, 0), (big, 2), (big, 7), (3, big), (big, big + 1)]);
        }
        let states: Vec<(usize, usize)> = summaries
            .iter()
            .map(|&(a, b)| reduce(a, b, A_CAP as u128, B_CAP as u128))
            .collect();
        let searched = wins_from(&states);
        for (&(a, b), &wins) in summaries.iter().zip(&searched) {
            let (said, case) = rule(a, b);
            assert_eq!(said, wins, "({a}, {b}): {case}");
            assert!(case.contains(&format!("a = {a} ")), "{case}");
        }
        // b = 1 is one pile of one stone more.
        assert_eq!(rule(2, 1), rule(3, 0));
    }
}
