//! no_gambling: the strategy.

use crate::problems::no_gambling::{winning_move, Board, Bridge, EMPTY, MAPLE};

/// The game for `--explain` and `--play`: boards up to [`MAX_PLAYED`](crate::problems::no_gambling::MAX_PLAYED) are
/// played with [`winning_move`]; larger ones are only explained.
pub struct NoGambling;

/// A game of the input: a board to play, or a size too large to play here.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Table {
    /// A board small enough to play, as it stands.
    Board(Board),
    /// The size N of a board too large to play: explained only.
    TooLarge(u64),
}

pub(crate) const TOO_LARGE: &str =
    "this board is too large to play here (boards of size 1 to 40 are)";

pub(crate) fn name(who: u8) -> &'static str {
    if who == MAPLE {
        "Oregon Maple"
    } else {
        "Grape Skin"
    }
}

pub(crate) fn dot_char(who: u8) -> char {
    if who == MAPLE {
        'o'
    } else {
        'x'
    }
}

pub(crate) fn show_bridge(b: &Board, who: u8, m: Bridge) -> String {
    let [(x1, y1), (x2, y2)] = b.ends(who, m);
    format!("{} {} {} {}", y1 + 1, x1 + 1, y2 + 1, x2 + 1)
}

impl crate::strategy::Strategy for NoGambling {
    type Position = Table;

    type Move = Bridge;

    fn players(&self) -> [&'static str; 2] {
        ["Oregon Maple", "Grape Skin"]
    }

    fn moves(&self, p: &Table) -> Vec<Bridge> {
        match p {
            Table::Board(b) => b.moves(),
            Table::TooLarge(_) => Vec::new(),
        }
    }

    /// The game ends when a player's bridges join that player's two sides,
    /// with sticks still free on the board.
    fn ended(&self, p: &Table) -> Option<String> {
        let Table::Board(b) = p else {
            return None;
        };
        let name = self.players()[usize::from(b.winner()? != MAPLE)];
        Some(format!("{name}'s bridges join its two sides"))
    }

    /// From a lost position: the stick through the middle of the bridge
    /// the opponent would win with, if it is free, else the first legal
    /// one.
    fn some_move(&self, p: &Table) -> Option<Bridge> {
        let Table::Board(b) = p else {
            return None;
        };
        let moves = b.moves();
        let mut theirs = b.clone();
        theirs.maple_to_move = !b.maple_to_move;
        match winning_move(&theirs) {
            Some(m) if moves.contains(&m) => Some(m),
            _ => moves.first().copied(),
        }
    }

    fn apply(&self, p: &Table, &m: &Bridge) -> Table {
        match p {
            Table::Board(b) => Table::Board(b.apply(m)),
            Table::TooLarge(_) => p.clone(),
        }
    }

    fn winning_move(&self, p: &Table) -> Option<Bridge> {
        match p {
            Table::Board(b) => winning_move(b),
            Table::TooLarge(_) => None,
        }
    }

    fn notation(&self) -> &'static str {
        "the two dots joined, `r1 c1 r2 c2` (rows and columns of the drawing), or the \
         bridge's middle, `r c`"
    }

    fn parse_move(&self, p: &Table, text: &str) -> std::result::Result<Bridge, String> {
        let Table::Board(b) = p else {
            return Err(TOO_LARGE.to_string());
        };
        let side = b.side();
        let who = b.mover();
        let nums: Vec<usize> = text
            .split_whitespace()
            .map(|w| {
                w.parse::<usize>()
                    .ok()
                    .filter(|&v| v >= 1)
                    .ok_or_else(|| format!("{w:?} is not a row or column number"))
            })
            .collect::<std::result::Result<_, _>>()?;
        for &v in &nums {
            if v > side {
                return Err(format!(
                    "{v} is off the board: rows and columns go from 1 to {side}"
                ));
            }
        }
        let site = match *nums.as_slice() {
            [r, c] => {
                let m = (c - 1, r - 1);
                if !b.exists(who, m) {
                    return Err(format!(
                        "{r} {c} is not the middle of one of your bridges (between two of \
                         your dots {})",
                        dot_char(who)
                    ));
                }
                m
            }
            [r1, c1, r2, c2] => {
                for (r, c) in [(r1, c1), (r2, c2)] {
                    let (x, y) = (c - 1, r - 1);
                    if (x + y) % 2 == 0 || (x % 2 == 0) != (who == MAPLE) {
                        return Err(format!(
                            "{r} {c} is not one of your dots (yours are marked {})",
                            dot_char(who)
                        ));
                    }
                }
                let near = (r1 == r2 && c1.abs_diff(c2) == 2) || (c1 == c2 && r1.abs_diff(r2) == 2);
                if !near {
                    return Err(format!(
                        "{r1} {c1} and {r2} {c2} are not neighbours: a bridge joins two of \
                         your dots next to each other in a row or a column"
                    ));
                }
                ((c1 + c2) / 2 - 1, (r1 + r2) / 2 - 1)
            }
            _ => {
                return Err(
                    "type four numbers, the two dots `r1 c1 r2 c2`, or two, the bridge's \
                     middle `r c`"
                        .to_string(),
                )
            }
        };
        match b.at(site) {
            EMPTY => Ok(site),
            s if s == who => Err("that bridge is built already".to_string()),
            s => Err(format!(
                "that bridge would cross a bridge of {} at {} {}",
                name(s),
                site.1 + 1,
                site.0 + 1
            )),
        }
    }

    fn show_move(&self, p: &Table, &m: &Bridge) -> String {
        match p {
            Table::Board(b) => show_bridge(b, b.mover(), m),
            Table::TooLarge(_) => String::new(),
        }
    }
}
