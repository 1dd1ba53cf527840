//! Euclid's Game (HDU 1525, POJ 2348): who wins, Stan (first) or Ollie.
//!
//! Two positive integers; a move subtracts a positive multiple of the smaller
//! from the larger, keeping it non-negative; the player who makes a number 0
//! wins.
//!
//! Theory: let a >= b. If b divides a the mover wins at once. If a >= 2b,
//! the mover can leave either (a mod b, b) or (a mod b + b, b); from the
//! second the opponent's only move is to the first, so the mover picks the
//! one that loses for whoever must move there, and wins. Otherwise
//! b < a < 2b and the only move is to (a - b, b). So the game is the
//! Euclidean algorithm with forced steps until the first step where b | a
//! or a >= 2b, and the player to move at that step wins. The forced steps
//! shrink the pair at least as fast as consecutive Fibonacci numbers do, so
//! there are at most 92 of them for numbers in `u64`; only subtraction and
//! remainders are used, so nothing overflows.
//!
//! Input: lines `a b`, ending with the line `0 0` (not a game). Any positive
//! values that fit `u64` are accepted (the judge's are below 2^31). A game
//! with exactly one zero is an error (the numbers must be positive). The
//! `0 0` is required: an input that ends without it is rejected, since a
//! judge file always has it and a file cut short would otherwise be answered
//! in part without notice. Anything after `0 0` is an error too. `0 0` alone
//! is a valid input with no games and an empty answer. Output per game:
//! `Stan wins` or `Ollie wins`.
//!
//! Complexity: O(log min(a, b)) per game, O(1) memory besides the answer.
//!
//! Winning move ([`winning_move`]), from the same theory: with b <= a, make
//! 0 if b divides a; if a >= 2b, leave whichever of (a mod b, b) and
//! (a mod b + b, b) is lost for the player to move there; otherwise the
//! only move. In `--play` a move is typed as the pair after it.
//!
//! Status: statement sample and edge cases in `testdata/euclid_game`;
//! compared with a memoised search of the literal game over every pair up
//! to 60 and on random inputs of many games, and on consecutive Fibonacci
//! numbers up to the largest in `u64` (`tests/euclid_game.rs`). The
//! winning move is played against every reply of the literal rules from
//! every pair up to 60 and 300 random pairs up to 3000, checked to lead to lost pairs on random and
//! extreme pairs in `u64`, and tried in scripted `--play` sessions and
//! `--explain` runs.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/euclid_game < testdata/euclid_game/01-sample.in
//! ```
//!
//! # Example
//! ```
//! use cp_games::{problems::euclid_game::solve, input::Input};
//! let answer = solve(&mut Input::new("34 12\n15 24\n0 0\n")).unwrap();
//! assert_eq!(answer, "Stan wins\nOllie wins\n");
//! ```

use crate::input::{show, Input, InputError, Result};

/// Whether the player to move wins from the pair (a, b).
///
/// # Panics
/// If `a` or `b` is 0 (the game has ended).
///
/// # Complexity
/// O(log min(a, b)): at most 92 forced steps for values in `u64`.
pub fn first_player_wins(a: u64, b: u64) -> bool {
    assert!(a > 0 && b > 0, "Euclid's game needs two positive numbers");
    let (mut big, mut small) = (a.max(b), a.min(b));
    // `mover` is whether the first player is the one to move at (big, small).
    let mut mover = true;
    // Invariant: big >= small > 0.
    loop {
        if big % small == 0 || big / small >= 2 {
            return mover;
        }
        // small < big < 2 small: the only move.
        (big, small) = (small, big - small);
        mover = !mover;
    }
}

/// A winning move from (a, b): the pair after it, in the same order, lost
/// for the player to move there (a pair with a 0 is lost: the game is
/// over); `None` when (a, b) is lost or the game is over (a 0 in it).
///
/// # Complexity
/// O(log min(a, b)), like [`first_player_wins`].
///
/// # Example
/// ```
/// use cp_games::problems::euclid_game::winning_move;
/// // 34 = 2 x 12 + 10; (12, 10) is lost for the player to move (the only
/// // move leaves (10, 2)), so leave 10.
/// assert_eq!(winning_move(34, 12), Some((10, 12)));
/// // (2, 1) is won for the player to move, so leave 3 = 1 + 2: the
/// // opponent must move to (2, 1), from which the first player wins.
/// assert_eq!(winning_move(2, 7), Some((2, 3)));
/// assert_eq!(winning_move(5, 15), Some((5, 0)));
/// assert_eq!(winning_move(15, 24), None);
/// ```
pub fn winning_move(a: u64, b: u64) -> Option<(u64, u64)> {
    if a == 0 || b == 0 || !first_player_wins(a, b) {
        return None;
    }
    let (big, small) = (a.max(b), a.min(b));
    let r = big % small;
    let new_big = if r == 0 {
        0
    } else if big / small >= 2 {
        // (r + small, small) forces the opponent to (r, small).
        if first_player_wins(small, r) {
            r + small
        } else {
            r
        }
    } else {
        big - small
    };
    Some(if a >= b { (new_big, b) } else { (a, new_big) })
}

/// The forced moves from (a, b) with big >= small > 0, as (big, small)
/// pairs: the first pair and each pair a forced move leads to, up to the
/// first pair where the player to move has a choice (the last one listed).
pub fn forced_chain(a: u64, b: u64) -> Vec<(u64, u64)> {
    let (mut big, mut small) = (a.max(b), a.min(b));
    let mut chain = vec![(big, small)];
    while small > 0 && big % small != 0 && big / small < 2 {
        (big, small) = (small, big - small);
        chain.push((big, small));
    }
    chain
}

/// Reads the games up to the closing `0 0`.
pub fn read(inp: &mut Input) -> Result<Vec<(u64, u64)>> {
    let mut games = Vec::new();
    loop {
        let i = games.len() + 1;
        let game = |e: InputError| e.within(format!("game {i}"));
        let a = inp
            .u64("the first number (or the closing 0 0)")
            .map_err(game)?;
        let b = inp.u64("the second number").map_err(game)?;
        if a == 0 && b == 0 {
            break;
        }
        if a == 0 || b == 0 {
            return Err(inp.error(format!(
                "game {i}: both numbers must be positive, found {a} and {b}"
            )));
        }
        games.push((a, b));
    }
    if let Some(tok) = inp.next_token() {
        let shown = show(tok);
        return Err(inp.error(format!("unexpected {shown} after the closing 0 0")));
    }
    Ok(games)
}

/// The judge's answer to a whole input: `Stan wins` or `Ollie wins`, one
/// line per game; an error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let mut out = String::new();
    for (a, b) in read(inp)? {
        let winner = if first_player_wins(a, b) {
            "Stan"
        } else {
            "Ollie"
        };
        out.push_str(winner);
        out.push_str(" wins\n");
    }
    Ok(out)
}

/// Euclid's game for `--explain` and `--play`: a position is the pair of
/// numbers (a 0 in it: the game is over), a move is typed as the pair
/// after it.
#[cfg(feature = "play")]
pub struct Euclid;

/// The rectangle a x b cut into squares of the smaller side, as the
/// Euclidean algorithm cuts it: a click on a square removes it and every
/// square after it (the remainder comes first), a move that subtracts a
/// multiple of the smaller number; green the moves that win, red the
/// others.
#[cfg(feature = "play")]
fn draw(a: u64, b: u64) -> String {
    use crate::play::svg::{short, Shape, Svg};
    if a == 0 || b == 0 {
        let mut svg = Svg::new(420.0, 40.0);
        let text = format!("Numbers {a} and {b}: the game is over; who made the 0 has won.");
        svg.add(Shape::text(210.0, 20.0, text).class("label"));
        return svg.finish();
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
    lines.push(
        "Green: a winning move, red: a losing one. A click on a square removes it and every \
         square after it."
            .to_string(),
    );
    let longest = lines.iter().map(|l| l.len()).max().unwrap_or(0) as f64;
    let width = (x0 + w + 20.0).max(longest * 6.6 + 20.0);
    let height = y0 + h + 20.0 + lines.len() as f64 * 18.0;
    let mut svg = Svg::new(width, height);
    // The sides' numbers.
    let (ax, ay) = (x0 + w / 2.0, y0 - 12.0);
    svg.add(Shape::text(ax, ay, format!("a = {a}")).class("axis"));
    let (bx, by) = (x0 - 20.0, y0 + h / 2.0);
    svg.add(
        Shape::text(bx, by, format!("b = {b}"))
            .class("axis")
            .attr("transform", format!("rotate(-90 {bx} {by})")),
    );
    if r > 0 {
        svg.add(
            place(0.0, rest)
                .class("visited")
                .title(format!("the remainder, {r}")),
        );
    }
    // Leaving `v` (the larger number after the move): its move.
    let pair = |v: u64| if across { (v, b) } else { (a, v) };
    let mut t = rest;
    for (k, &sq) in shown.iter().enumerate() {
        if k > 0 && sq > shown[k - 1] + 1 {
            let (x, y) = centre(t + gap / 2.0);
            svg.add(Shape::text(x, y, "...").class("label"));
            t += gap;
        }
        let v = r + (sq - 1) * small;
        let wins = v == 0 || !first_player_wins(v, small);
        let class = if wins { "win" } else { "lose" };
        let (x, y) = pair(v);
        let title = |x: u64, y: u64| format!("leave ({x}, {y}): take {} x {small}", q - sq + 1);
        if a == b {
            // One square, and two moves: either number becomes 0.
            let (l, tp) = (x0, y0);
            let triangle = |points: &[(f64, f64)], x: u64, y: u64| {
                Shape::polygon(points)
                    .class("cell")
                    .class(class)
                    .title(title(x, y))
                    .moves(format!("{x} {y}"))
            };
            let (rt, bt) = (l + side, tp + side);
            svg.add(triangle(&[(l, tp), (rt, tp), (l, bt)], 0, b));
            svg.add(triangle(&[(rt, tp), (rt, bt), (l, bt)], a, 0));
        } else {
            svg.add(
                place(t, side)
                    .class("cell")
                    .class(class)
                    .title(title(x, y))
                    .moves(format!("{x} {y}")),
            );
            let (cx, cy) = centre(t + side / 2.0);
            svg.add(Shape::text(cx, cy, short(v)).class("count"));
        }
        t += side;
    }
    for (k, line) in lines.iter().enumerate() {
        let y = y0 + h + 24.0 + k as f64 * 18.0;
        svg.add(Shape::text(width / 2.0, y, line).class("label"));
    }
    svg.finish()
}

#[cfg(feature = "play")]
impl crate::play::Game for Euclid {
    type Position = (u64, u64);
    type Move = (u64, u64);

    fn players(&self) -> [&'static str; 2] {
        ["Stan", "Ollie"]
    }

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

    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        if a > 0 && b > 0 {
            if a >= b {
                out.extend((1..=a / b).map(|k| (a - k * b, b)));
            }
            if b >= a {
                out.extend((1..=b / a).map(|k| (a, b - k * a)));
            }
        }
        out
    }

    fn some_move(&self, &(a, b): &(u64, u64)) -> Option<(u64, u64)> {
        match (a, b) {
            (0, _) | (_, 0) => None,
            _ if a >= b => Some((a - b, b)),
            _ => Some((a, b - a)),
        }
    }

    fn apply(&self, _: &(u64, u64), &m: &(u64, u64)) -> (u64, u64) {
        m
    }

    fn winning_move(&self, &(a, b): &(u64, u64)) -> Option<(u64, u64)> {
        winning_move(a, b)
    }

    fn notation(&self) -> &'static str {
        "the two numbers after your move, `x y`"
    }

    fn parse_move(
        &self,
        &(a, b): &(u64, u64),
        text: &str,
    ) -> std::result::Result<(u64, u64), String> {
        let nums = crate::play::numbers::<u64>(text, "a number (0 or more)")?;
        let &[x, y] = nums.as_slice() else {
            return Err("type two numbers, the pair after your move".to_string());
        };
        // (from, to, by): the number that changes, and the other one.
        let (from, to, by) = match (x == a, y == b) {
            (true, true) => return Err("a move changes one of the numbers".to_string()),
            (false, false) => return Err("a move changes only one of the numbers".to_string()),
            (true, false) => (b, y, a),
            (false, true) => (a, x, b),
        };
        if to > from {
            return Err(format!("numbers only shrink: {from} cannot become {to}"));
        }
        if from < by {
            return Err(format!(
                "only the larger number changes: {from} is smaller than {by}"
            ));
        }
        if (from - to) % by != 0 {
            return Err(format!(
                "a move subtracts a multiple of {by}: {from} - {to} = {} is not one",
                from - to
            ));
        }
        Ok((x, y))
    }

    fn show_move(&self, _: &(u64, u64), &(x, y): &(u64, u64)) -> String {
        format!("{x} {y}")
    }

    fn show(&self, &(a, b): &(u64, u64)) -> String {
        format!("Numbers: {a} {b}\n")
    }

    fn draw(&self, &(a, b): &(u64, u64)) -> Option<String> {
        Some(draw(a, b))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_cases_by_hand() {
        assert!(first_player_wins(1, 1));
        assert!(first_player_wins(5, 1));
        // (3, 2) -> (2, 1), from which the opponent takes 2.
        assert!(!first_player_wins(3, 2));
        assert!(!first_player_wins(2, 3));
        assert!(first_player_wins(34, 12));
        assert!(!first_player_wins(15, 24));
    }

    #[test]
    fn extremes_of_u64() {
        // (M, M - 1) -> (M - 1, 1): the opponent empties it.
        assert!(!first_player_wins(u64::MAX, u64::MAX - 1));
        assert!(first_player_wins(u64::MAX, 1));
        assert!(first_player_wins(u64::MAX, u64::MAX));
        assert!(first_player_wins(u64::MAX, u64::MAX / 2));
    }

    #[test]
    #[should_panic(expected = "two positive numbers")]
    fn zero_is_not_a_game() {
        first_player_wins(0, 3);
    }
}
