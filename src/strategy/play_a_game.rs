//! play_a_game: the strategy.

use crate::problems::play_a_game::{winning_move, Position};

/// The game for `--explain` and `--play`: the stone starts in the corner
/// row 1, column 1; a move is typed as the cell `r c` to move it to.
pub struct PlayAGame;

impl crate::strategy::Strategy for PlayAGame {
    type Position = Position;

    type Move = (u64, u64);

    fn players(&self) -> [&'static str; 2] {
        ["8600", "ailyanlu"]
    }

    fn moves(&self, p: &Position) -> Vec<(u64, u64)> {
        let (r, c) = p.stone;
        let n = p.n;
        [
            (r > 0).then(|| (r - 1, c)),
            (c > 0).then(|| (r, c - 1)),
            (c + 1 < n).then(|| (r, c + 1)),
            (r + 1 < n).then(|| (r + 1, c)),
        ]
        .into_iter()
        .flatten()
        .filter(|&x| !p.is_visited(x))
        .collect()
    }

    fn apply(&self, p: &Position, &m: &(u64, u64)) -> Position {
        let mut q = p.clone();
        if let Err(i) = q.visited.binary_search(&m) {
            q.visited.insert(i, m);
        }
        q.stone = m;
        q
    }

    /// [`winning_move`]; on a board larger than [`MATCHING_LIMIT`](crate::problems::play_a_game::MATCHING_LIMIT), a
    /// position off the tiling gets `None` (the session then plays any
    /// legal move), and is not [`decided`](crate::strategy::Strategy::decided).
    fn winning_move(&self, p: &Position) -> Option<(u64, u64)> {
        winning_move(p).unwrap_or(None)
    }

    fn decided(&self, p: &Position) -> bool {
        winning_move(p).is_ok()
    }

    fn notation(&self) -> &'static str {
        "the cell `r c` (row and column) to move the stone to"
    }

    fn parse_move(&self, p: &Position, text: &str) -> std::result::Result<(u64, u64), String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [r, c] = words[..] else {
            return Err("type a cell as two numbers, its row and its column".to_string());
        };
        let number = |w: &str, what: &str| {
            w.parse::<u64>()
                .map_err(|_| format!("{w:?} is not a {what} number"))
        };
        let (r, c) = (number(r, "row")?, number(c, "column")?);
        let n = p.n;
        if r == 0 || r > n || c == 0 || c > n {
            return Err(format!("row {r}, column {c} is off the {n} x {n} board"));
        }
        let cell = (r - 1, c - 1);
        if cell == p.stone {
            return Err(format!("the stone is on row {r}, column {c}"));
        }
        if p.is_visited(cell) {
            return Err(format!("row {r}, column {c} was visited before"));
        }
        if p.stone.0.abs_diff(cell.0) + p.stone.1.abs_diff(cell.1) != 1 {
            return Err(format!(
                "row {r}, column {c} is not next to the stone, on row {}, column {}",
                p.stone.0 + 1,
                p.stone.1 + 1
            ));
        }
        Ok(cell)
    }

    fn show_move(&self, _: &Position, &(r, c): &(u64, u64)) -> String {
        format!("{} {}", r + 1, c + 1)
    }
}
