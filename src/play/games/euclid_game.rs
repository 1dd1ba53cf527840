//! euclid_game: explained and drawn.

use crate::input::{Input, Result};
use crate::play::svg::{class, Picture};
use crate::play::value::few_moves;
use crate::play::Marks;
use crate::problems::euclid_game::{first_player_wins, forced_chain, read, winning_move};
use crate::strategy::euclid_game::Euclid;

/// The rectangle a x b cut into squares of the smaller side, as the
/// Euclidean algorithm cuts it: a click on a square removes it and every
/// square after it (the remainder comes first), a move that subtracts a
/// multiple of the smaller number; green the moves that win, red the
/// others.
fn draw(a: u64, b: u64, marks: &Marks<Euclid>) -> Picture {
    use crate::play::svg::{short, Canvas, Caption, Legend, Shape, Side, Swatch};
    if a == 0 || b == 0 {
        let text = format!("Numbers {a} and {b}: the game is over; who made the 0 has won.");
        let caption = Caption::new(vec![text], Legend::default());
        return Canvas::new((0.0, 0.0), caption, Side::Below).finish();
    }
    let (big, small) = (a.max(b), a.min(b));
    let (q, r) = (big / small, big % small);
    // The squares drawn, numbered from the remainder: all, or the first 8
    // and the last 8.
    let shown: Vec<u64> = if q <= 24 {
        (1..=q).collect()
    } else {
        (1..=8).chain(q - 7..=q).collect()
    };
    let side = (600.0 / shown.len() as f64).clamp(24.0, 48.0);
    let rest = if r == 0 {
        0.0
    } else {
        (r as f64 / small as f64 * side).max(8.0)
    };
    let gap = if q > 24 { 30.0 } else { 0.0 };
    let length = rest + shown.len() as f64 * side + gap;
    // Along the longer side: across when a is the larger number, down
    // when b is.
    let across = a >= b;
    let (w, h) = if across {
        (length, side)
    } else {
        (side, length)
    };
    let (x0, y0) = (40.0, 30.0);
    let place = |t: f64, len: f64| {
        if across {
            Shape::rect(x0 + t, y0, len, side)
        } else {
            Shape::rect(x0, y0 + t, side, len)
        }
    };
    let centre = |t: f64| {
        if across {
            (x0 + t, y0 + side / 2.0)
        } else {
            (x0 + side / 2.0, y0 + t)
        }
    };
    let chain = forced_chain(a, b);
    let mut lines = vec![format!(
        "{a} x {b}: {q} square{} of side {small}{}.",
        if q == 1 { "" } else { "s" },
        if r == 0 {
            String::new()
        } else {
            format!(" and a remainder of {r}")
        }
    )];
    lines.push(if r == 0 {
        format!("{small} divides {big}: the player to move makes a 0 and wins.")
    } else if q >= 2 {
        format!(
            "{big} >= 2 x {small}: the player to move leaves {r} or {} as suits, and wins.",
            r + small
        )
    } else if chain.len() > 1 {
        let &(x, y) = chain.last().expect("the first pair");
        format!(
            "{small} < {big} < 2 x {small}: the only move; {} forced move{} lead to ({x}, {y}), \
             where the {} chooses: the player to move {}.",
            chain.len() - 1,
            if chain.len() == 2 { "" } else { "s" },
            if chain.len() % 2 == 1 {
                "player to move"
            } else {
                "opponent"
            },
            if chain.len() % 2 == 1 {
                "wins"
            } else {
                "loses"
            }
        )
    } else {
        format!("{small} < {big} < 2 x {small}: the only move.")
    });
    let caption = Caption::new(
        lines,
        Legend::moves(marks.searched())
            .entry(
                Swatch::Words,
                format!(
                    "a square of side {small}: a click subtracts it and every square after it \
                     (the number in it: what is left)"
                ),
            )
            .entry(
                Swatch::Square(class::VISITED),
                "the remainder, less than the smaller number",
            ),
    );
    let mut svg = Canvas::new((x0 + w + 20.0, y0 + h + 16.0), caption, Side::Below);
    // The sides' numbers.
    let (ax, ay) = (x0 + w / 2.0, y0 - 12.0);
    svg.add(Shape::text(ax, ay, format!("a = {a}")).class(class::AXIS));
    let (bx, by) = (x0 - 20.0, y0 + h / 2.0);
    svg.add(
        Shape::text(bx, by, format!("b = {b}"))
            .class(class::AXIS)
            .attr("transform", format!("rotate(-90 {bx} {by})")),
    );
    if r > 0 {
        svg.add(
            place(0.0, rest)
                .class(class::VISITED)
                .title(format!("the remainder, {r}")),
        );
    }
    // Leaving `v` (the larger number after the move): its move.
    let pair = |v: u64| if across { (v, b) } else { (a, v) };
    let mut t = rest;
    for (k, &sq) in shown.iter().enumerate() {
        if k > 0 && sq > shown[k - 1] + 1 {
            let (x, y) = centre(t + gap / 2.0);
            svg.add(Shape::text(x, y, "...").class(class::LABEL));
            t += gap;
        }
        let v = r + (sq - 1) * small;
        let wins = v == 0 || !first_player_wins(v, small);
        let (x, y) = pair(v);
        if a == b {
            // One square, and two moves: either number becomes 0.
            let (l, tp) = (x0, y0);
            let triangle = |points: &[(f64, f64)], x: u64, y: u64| {
                let m = (x, y);
                let shape = Shape::polygon(points).class(class::CELL);
                marks.click(shape, &m, marks.with(&m, Some(wins)))
            };
            let (rt, bt) = (l + side, tp + side);
            svg.add(triangle(&[(l, tp), (rt, tp), (l, bt)], 0, b));
            svg.add(triangle(&[(rt, tp), (rt, bt), (l, bt)], a, 0));
        } else {
            let m = (x, y);
            let shape = place(t, side).class(class::CELL);
            svg.add(marks.click(shape, &m, marks.with(&m, Some(wins))));
            let (cx, cy) = centre(t + side / 2.0);
            svg.add(Shape::text(cx, cy, short(v)).class(class::COUNT));
        }
        t += side;
    }
    svg.finish()
}

impl crate::play::Game for Euclid {
    fn read(&self, inp: &mut Input) -> Result<Vec<(u64, u64)>> {
        read(inp)
    }

    fn explanations<'a>(&'a self, inp: &mut Input) -> Result<Box<dyn Iterator<Item = String> + 'a>>
    where
        Self::Position: 'a,
    {
        let games = read(inp)?;
        if games.is_empty() {
            let note = "The input holds no games (only the closing 0 0).\n".to_string();
            return Ok(Box::new(std::iter::once(note)));
        }
        Ok(crate::play::headed(
            games.len(),
            games.into_iter(),
            move |p| self.explain(&p),
        ))
    }

    fn show(&self, &(a, b): &(u64, u64)) -> String {
        format!("Numbers: {a} {b}\n")
    }

    /// The two numbers, hashed.
    fn fingerprint(&self, p: &(u64, u64), into: &mut crate::play::value::Fingerprint) {
        use std::hash::Hash;
        p.hash(into);
    }

    fn draw(&self, &(a, b): &(u64, u64), marks: &Marks<Self>) -> Option<Picture> {
        Some(draw(a, b, marks))
    }

    fn move_label(&self, &(a, b): &(u64, u64), &(x, y): &(u64, u64)) -> String {
        let (from, to, small, which) = if x != a {
            (a, x, b, "the first")
        } else {
            (b, y, a, "the second")
        };
        let k = (from - to) / small.max(1);
        format!("subtract {k} x {small} from {which} number, leaving ({x}, {y})")
    }

    /// Numbers whose quotient (the moves from the pair) is too large to
    /// list.
    fn searchable(&self, &(a, b): &(u64, u64)) -> std::result::Result<(), String> {
        few_moves(u128::from(a.max(b) / a.min(b).max(1)))
    }

    fn explain(&self, &(a, b): &(u64, u64)) -> String {
        if a == 0 || b == 0 {
            return format!(
                "Numbers {a} and {b}: the game is over; the player who made the 0 has won.\n"
            );
        }
        let wins = first_player_wins(a, b);
        let mut out = format!(
            "Numbers {a} and {b}: the player to move (Stan) {}.\n",
            if wins { "wins" } else { "loses" }
        );
        let rule = "With big >= small: if small divides big, or big >= 2 small, the player to \
                    move wins; otherwise the only move is to (small, big - small).\n";
        out += rule;
        let chain = forced_chain(a, b);
        let &(big, small) = chain.last().expect("the first pair");
        if chain.len() > 1 {
            let steps = chain.len() - 1;
            let shown: Vec<String> = chain
                .iter()
                .take(8)
                .map(|(x, y)| format!("({x}, {y})"))
                .collect();
            let more = if chain.len() > 8 { " -> ..." } else { "" };
            let last = if chain.len() > 8 {
                format!(" -> ({big}, {small})")
            } else {
                String::new()
            };
            out += &format!(
                "{steps} forced move{}: {}{more}{last}; at ({big}, {small}) the player to move, {}, \
                 has the choice and wins.\n",
                if steps == 1 { "" } else { "s" },
                shown.join(" -> "),
                if steps % 2 == 0 { "Stan" } else { "Ollie" }
            );
        }
        if let Some((x, y)) = winning_move(a, b) {
            let (big, small) = (a.max(b), a.min(b));
            let new_big = if a >= b { x } else { y };
            let r = big % small;
            let why = if new_big == 0 {
                format!("{small} divides {big}: make 0")
            } else if big / small < 2 {
                format!("the only move, to ({small}, {new_big}), lost for the player to move there")
            } else if new_big == r {
                format!(
                    "{big} >= 2 x {small}: leave {r} = {big} mod {small}, as ({small}, {r}) is \
                     lost for the player to move there"
                )
            } else {
                format!(
                    "{big} >= 2 x {small}: ({small}, {r}) would be won for the opponent, so \
                     leave {new_big} = {r} + {small}: the opponent must move to ({small}, {r}), \
                     won for the player who moves from there"
                )
            };
            out += &format!("Winning move: {x} {y} ({why}).\n");
        }
        out
    }
}
