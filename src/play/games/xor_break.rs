//! xor_break: explained and drawn.

use crate::input::{Input, Result};
use crate::play::interactor::xor_break::XorBreakJudge;
use crate::play::interactor::Interactor;
use crate::play::svg::{class, Canvas, Caption, Legend, Picture, Shape, Side, Swatch};
use crate::play::value::within;
use crate::play::{Game, Marks};
use crate::strategy::xor_break::{
    breakable, breaker_wins, breaks, stubborn_break, Move, Position, XorBreak,
};
use crate::strategy::Strategy;

/// "1 one", "3 ones".
fn ones(p: u64) -> String {
    match p.count_ones() {
        1 => "1 one".to_string(),
        k => format!("{k} ones"),
    }
}

/// The numbers held, increasing.
fn held(p: &Position) -> Vec<u64> {
    let mut held = p.held();
    held.sort_unstable();
    held
}

/// The numbers held in words: "13" or "3 or 4".
fn held_words(p: &Position) -> String {
    let words: Vec<String> = held(p).iter().map(|x| x.to_string()).collect();
    words.join(" or ")
}

/// What the theory says of p, the number broken: "13 = 1101 in binary,
/// 3 ones, odd: who breaks it loses".
fn verdict_of(p: u64) -> String {
    let what = if !breakable(p) {
        "a power of two, which cannot be broken".to_string()
    } else if breaker_wins(p) {
        format!("{}, even: who breaks it wins", ones(p))
    } else {
        format!("{}, odd: who breaks it loses", ones(p))
    };
    format!("{p} = {p:b} in binary, {what}")
}

/// The first sentences of every explanation: the theory in a learner's
/// words.
const THEORY: &str = "A break of p: where p has a 1 in binary, exactly one part has it; where \
     p has a 0, both parts have the same bit; and both parts stay below p. So the parts' numbers \
     of ones add up to p's, give or take an even number, and a power of two (a single 1) cannot \
     be broken.\nWho must break p wins iff p has an even number of ones: split off its top bit, \
     leaving two numbers with an odd number of ones each; whichever the opponent keeps, a break \
     of it leaves a part with an even number of ones, and so on down until the opponent holds \
     only powers of two.\n";

fn explain(p: &Position) -> String {
    let mut out = String::new();
    match *p {
        Position::One(n) => out += &format!("The number to break: {}.\n", verdict_of(n)),
        Position::Two(a, b) => {
            out += &format!(
                "Keep one and break it: {}; {}.\n",
                verdict_of(a),
                verdict_of(b)
            );
        }
    }
    out += THEORY;
    match XorBreak.winning_move(p) {
        Some((p1, p2)) => {
            let x = p1 ^ p2;
            out += &format!(
                "The player to move wins.\nWinning move: break {x} into {p1} and {p2}, splitting \
                 off its top bit: {p1} = {p1:b} has {} and {p2} = {p2:b} has {}, both odd.\n",
                ones(p1),
                ones(p2)
            );
        }
        None if XorBreak.some_move(p).is_none() => {
            out += "No number held can be broken: the player to move loses.\n";
        }
        None => {
            out += "The player to move loses: every break leaves a part with an even number of \
                    ones, which the opponent keeps and breaks.\n";
        }
    }
    out
}

/// The most breaks of one number the drawing offers.
const OFFERED: usize = 12;

/// The breaks of p the drawing offers: all of them when they are at most
/// [`OFFERED`], else `best` (the move the analysis recommends, when it
/// breaks p), the top split (the theory's winning break), the
/// longest-lasting break, and breaks that split off one bit of p or cut
/// p's binary digits into a high and a low part, up to [`OFFERED`].
fn offered(p: u64, best: Option<Move>) -> Vec<Move> {
    if !breakable(p) {
        return Vec::new();
    }
    let all_count = p - (1u64 << (63 - p.leading_zeros()));
    if all_count <= OFFERED as u64 {
        return breaks(p);
    }
    let t = 63 - p.leading_zeros();
    let top = 1u64 << t;
    let mut out: Vec<Move> = Vec::new();
    let mut add = |z: u64| {
        let m = (z.min(z ^ p), z.max(z ^ p));
        if out.len() < OFFERED && !out.contains(&m) {
            out.push(m);
        }
    };
    if let Some((p1, p2)) = best.filter(|&(p1, p2)| p1 ^ p2 == p) {
        add(p1.min(p2));
    }
    add(p ^ top);
    let (a, b) = stubborn_break(p);
    add(a.min(b));
    let bits: Vec<u32> = (0..t).filter(|&i| p >> i & 1 == 1).collect();
    for &i in bits.iter().rev() {
        add(1u64 << i);
        add(p & ((2u64 << i) - 1));
    }
    out.sort_unstable();
    out
}

/// The width of a binary digit's cell.
const BIT: f64 = 18.0;
/// The height of a row.
const ROW: f64 = 36.0;
/// The room between two rows.
const SPACE: f64 = 6.0;
/// The width of a row's box at the left: the parts in decimal.
const WORDS: f64 = 250.0;

/// The caption: the rule of a break, the theory, the verdict, and the
/// legend.
fn caption(p: &Position, searched: bool) -> Caption {
    let verdict = match XorBreak.winning_move(p) {
        Some((p1, p2)) => format!(
            "{} has an even number of ones: the player to move wins by breaking it.",
            p1 ^ p2
        ),
        None if XorBreak.some_move(p).is_none() => {
            "Nothing held can be broken: the player to move loses.".to_string()
        }
        None => {
            "Every number held has an odd number of ones: the player to move loses.".to_string()
        }
    };
    Caption::new(
        vec![
            format!(
                "Keep {} and break it: two parts below it whose xor is it.",
                held_words(p)
            ),
            "Who must break p wins iff p has an even number of ones in binary.".to_string(),
            verdict,
        ],
        Legend::moves(searched)
            .entry(
                Swatch::Text("1101"),
                "a number held, in binary, with its number of ones",
            )
            .entry(
                Swatch::Words,
                "under it, its breaks: a box to click with the two parts (and their ones), \
                 beside it their bits, one over the other",
            ),
    )
}

/// Each number held in binary, with the breaks offered under it as rows:
/// at the left of each row a box to click with the two parts in decimal
/// (and their numbers of ones), and beside it the two parts' binary
/// digits one over the other, aligned with the number's.
fn draw(p: &Position, marks: &Marks<XorBreak>) -> Picture {
    let numbers = held(p);
    let bits = numbers
        .iter()
        .map(|&x| 64 - x.leading_zeros())
        .max()
        .unwrap_or(1)
        .max(1) as usize;
    // The hint's move is on the picture, wherever the search finds it.
    let best = marks.best().map(|(m, _)| m);
    let blocks: Vec<(u64, Vec<Move>)> = numbers.iter().map(|&x| (x, offered(x, best))).collect();
    let rows: usize = blocks.iter().map(|(_, b)| 1 + b.len()).sum();
    let bits_x = 6.0 + WORDS + 10.0;
    let width = bits_x + bits as f64 * BIT + 12.0;
    let height = rows as f64 * (ROW + SPACE) + (blocks.len() as f64) * 12.0 + 6.0;
    let mut pic = Canvas::new((width, height), caption(p, marks.searched()), Side::Below);
    // Bit k (0 the lowest) of a row lies in column `bits - 1 - k`.
    let cell_x = |k: usize| bits_x + (bits - 1 - k) as f64 * BIT;
    let mut y = 6.0;
    for (x, moves) in &blocks {
        let x = *x;
        let header = Shape::rect(6.0, y, WORDS, ROW)
            .class(class::CELL)
            .title(verdict_of(x));
        pic.add(header);
        let note = if breakable(x) {
            format!("{x}: {}", ones(x))
        } else {
            format!("{x}: cannot be broken")
        };
        pic.add(Shape::text(6.0 + WORDS / 2.0, y + ROW / 2.0, note).class(class::VALUE));
        let digits = 64 - x.leading_zeros() as usize;
        for k in 0..digits {
            let bit = x >> k & 1;
            pic.add(Shape::text(cell_x(k) + BIT / 2.0, y + ROW / 2.0, bit).class(class::LABEL));
        }
        y += ROW + SPACE;
        for m in moves {
            let (p1, p2) = *m;
            let wins = !breaker_wins(p1) && !breaker_wins(p2);
            let mark = marks.with(m, Some(wins));
            let button = Shape::rect(6.0, y, WORDS, ROW);
            pic.add(marks.click(button, m, mark));
            let words = format!("{p1} ({}), {p2} ({})", p1.count_ones(), p2.count_ones());
            pic.add(Shape::text(6.0 + WORDS / 2.0, y + ROW / 2.0, words).class(class::LABEL));
            for k in 0..digits {
                let cx = cell_x(k) + BIT / 2.0;
                pic.add(Shape::text(cx, y + 10.0, p1 >> k & 1).class(class::COUNT));
                pic.add(Shape::text(cx, y + ROW - 10.0, p2 >> k & 1).class(class::COUNT));
            }
            y += ROW + SPACE;
        }
        y += 12.0;
    }
    pic.finish()
}

impl Game for XorBreak {
    /// The test file of the problem's interactor: t and each case's n.
    fn read(&self, inp: &mut Input) -> Result<Vec<Position>> {
        let ns = XorBreakJudge.read(inp)?;
        Ok(ns.into_iter().map(Position::One).collect())
    }

    fn show(&self, p: &Position) -> String {
        match *p {
            Position::One(n) => format!("The number: {n} ({n:b} in binary)\n"),
            Position::Two(a, b) => {
                format!("Keep one and break it: {a} ({a:b} in binary) or {b} ({b:b} in binary)\n")
            }
        }
    }

    fn explain(&self, p: &Position) -> String {
        explain(p)
    }

    /// The numbers held, hashed.
    fn fingerprint(&self, p: &Position, into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.hash(into);
    }

    /// The numbers below the largest held x pair up in fewer than x^2
    /// ways, each with fewer than 2x breaks.
    fn searchable(&self, p: &Position) -> std::result::Result<(), String> {
        let x = u128::from(held(p).last().copied().unwrap_or(0));
        let positions = x.saturating_mul(x);
        within(positions, positions.saturating_mul(x).saturating_mul(2))
    }

    fn draw(&self, p: &Position, marks: &Marks<Self>) -> Option<Picture> {
        Some(draw(p, marks))
    }

    fn move_label(&self, _: &Position, &(p1, p2): &Move) -> String {
        format!("break {} into {p1} and {p2}", p1 ^ p2)
    }
}
