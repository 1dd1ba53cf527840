//! s_nim: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::s_nim`](crate::problems::s_nim).

use crate::grundy::SubtractionGame;
use crate::strategy::listed;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// The games of one input, one per set of move sizes, and what their
/// tables may still cost (see [`problems::s_nim`](crate::problems::s_nim), "Cost").
pub struct Tables {
    /// Keyed by the sizes, increasing, without repeats.
    games: HashMap<Vec<u64>, SubtractionGame>,
    /// Steps left for values past [`Tables::FREE`].
    left: u64,
    /// The values held by tables of at most [`Tables::FREE`] values.
    small: usize,
}

impl Default for Tables {
    fn default() -> Tables {
        Tables {
            games: HashMap::new(),
            left: Tables::BUDGET,
            small: 0,
        }
    }
}

impl Tables {
    /// The values of each table that cost no step: past the judge's heaps.
    pub const FREE: usize = 1 << 14;
    /// The steps all tables may take past their free values.
    pub const BUDGET: u64 = 1 << 27;
    /// The values the tables of at most `FREE` values may hold together
    /// before they are forgotten.
    pub const KEEP: usize = 1 << 22;

    /// The game of the move sizes `moves` (in any order, with any
    /// repeats), made if need be; making one forgets the small tables
    /// once they hold more than [`Tables::KEEP`] values. The budget counts
    /// only the values [`Tables::value`] computes, not those computed
    /// through the game returned here.
    pub fn game(&mut self, moves: &[u64]) -> &mut SubtractionGame {
        let mut key = moves.to_vec();
        key.sort_unstable();
        key.dedup();
        if !self.games.contains_key(&key) && self.small > Self::KEEP {
            self.games.retain(|_, g| g.values().len() > Self::FREE);
            self.small = 0;
        }
        self.games
            .entry(key)
            .or_insert_with(|| SubtractionGame::new(moves))
    }

    /// The Grundy value of the sum of `heaps` with move sizes `moves`, or
    /// why it is not given (past the table with no period, or past the
    /// steps left).
    ///
    /// # Complexity
    /// O(|S|) per value its game's table grows by (at most
    /// [`Tables::BUDGET`] steps over all calls past the free values), O(1)
    /// per heap otherwise.
    pub fn value(&mut self, moves: &[u64], heaps: &[u64]) -> std::result::Result<u32, String> {
        let mut left = self.left;
        let game = self.game(moves);
        let limit = game.limit();
        let len = game.values().len();
        let steps = 8 + game.moves().partition_point(|&s| s < limit as u64) as u64;
        let mut x = 0;
        let mut error = None;
        for &h in heaps {
            let have = game.values().len().max(Self::FREE);
            let target = usize::try_from(h).map_or(usize::MAX, |h| h.saturating_add(1));
            let grows = target.min(limit).saturating_sub(have) as u64;
            if grows > left / steps && game.period_found().is_none() {
                // As far as the steps left allow: the period may show.
                let _ = game.grundy((have as u64 + left / steps).min(limit as u64) - 1);
                left = left.saturating_sub(paid(game, have, steps));
                if game.period_found().is_none() {
                    error = Some(format!(
                        "the value of heap {h} needs more of its game's table than the input \
                         may compute: past the first {} values of each, all tables together \
                         may take {} steps (one per move size of each value, plus 8)",
                        Self::FREE,
                        Self::BUDGET
                    ));
                    break;
                }
            }
            let have = game.values().len().max(Self::FREE);
            match game.grundy(h) {
                Ok(v) => x ^= v,
                Err(e) => {
                    error = Some(e.to_string());
                    break;
                }
            }
            left = left.saturating_sub(paid(game, have, steps));
        }
        let now = game.values().len();
        self.left = left;
        // The small tables' count, for `game`.
        if len <= Self::FREE {
            self.small = self.small.saturating_sub(len);
        }
        if now <= Self::FREE {
            self.small += now;
        }
        error.map_or(Ok(x), Err)
    }
}

/// The steps of the values `game` holds past the first `have`.
fn paid(game: &SubtractionGame, have: usize, steps: u64) -> u64 {
    game.values().len().saturating_sub(have) as u64 * steps
}

/// S-Nim for `--explain` and `--play`: the tables the input's check
/// computed ([`Tables`]), looked up again as the positions are explained
/// and played. A move `(i, s)` takes s stones from heap i (0-based; typed
/// 1-based as `i s`).
#[derive(Default)]
pub struct SNim {
    /// The games of the input read last, one per set of move sizes.
    pub(crate) tables: RefCell<Tables>,
}

/// A position: the heaps, with the move sizes of their test case.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Heaps {
    /// The move sizes, increasing, without repeats; shared by the test
    /// case's positions.
    pub moves: Rc<Vec<u64>>,
    /// The heaps, emptied ones in their place (as 0).
    pub heaps: Vec<u64>,
}

impl SNim {
    /// `f` of the game of `p`'s move sizes, whose values the input's check
    /// found (for every heap of `p` and below).
    fn with_game<R>(&self, p: &Heaps, f: impl FnOnce(&mut SubtractionGame) -> R) -> R {
        f(self.tables.borrow_mut().game(&p.moves))
    }

    /// The Grundy value of a heap of `h` stones in `p`'s game.
    ///
    /// # Panics
    /// If the value is past the table with no period: every heap of a
    /// position read from an input, and every heap below, is within it.
    pub fn value(&self, p: &Heaps, h: u64) -> u32 {
        // Every heap here is at most one the input's check answered.
        self.with_game(p, |g| g.grundy(h))
            .expect("a value the input's check found")
    }
}

impl crate::strategy::Strategy for SNim {
    type Position = Heaps;

    /// The heap (0-based) and the number of stones taken.
    type Move = (usize, u64);

    fn moves(&self, p: &Heaps) -> Vec<(usize, u64)> {
        let mut out = Vec::new();
        for (i, &h) in p.heaps.iter().enumerate() {
            out.extend(p.moves.iter().filter(|&&s| s <= h).map(|&s| (i, s)));
        }
        out
    }

    fn some_move(&self, p: &Heaps) -> Option<(usize, u64)> {
        let s = *p.moves.first()?;
        p.heaps.iter().position(|&h| h >= s).map(|i| (i, s))
    }

    fn apply(&self, p: &Heaps, &(i, s): &(usize, u64)) -> Heaps {
        let mut q = p.clone();
        q.heaps[i] -= s;
        q
    }

    fn winning_move(&self, p: &Heaps) -> Option<(usize, u64)> {
        self.with_game(p, |g| g.winning_move(&p.heaps))
            .expect("values the input's check found")
    }

    fn notation(&self) -> &'static str {
        "`i s`: take s stones from heap i (heaps numbered from 1)"
    }

    fn parse_move(&self, p: &Heaps, text: &str) -> std::result::Result<(usize, u64), String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let &[i, s] = words.as_slice() else {
            return Err("type two numbers: the heap and how many stones to take".to_string());
        };
        let n = p.heaps.len();
        let i = match i.parse::<usize>() {
            Ok(i) if (1..=n).contains(&i) => i,
            _ => {
                return Err(format!(
                    "{i:?} is not a heap: the heaps are numbered 1 to {n}"
                ))
            }
        };
        let s = s
            .parse::<u64>()
            .map_err(|_| format!("{s:?} is not a number of stones"))?;
        if !p.moves.contains(&s) {
            let sizes = listed(p.moves.iter().map(u64::to_string));
            return Err(format!("a move takes one of {sizes} stones, not {s}"));
        }
        let h = p.heaps[i - 1];
        if s > h {
            return Err(format!("heap {i} has only {h} stones"));
        }
        Ok((i - 1, s))
    }

    fn show_move(&self, _: &Heaps, &(i, s): &(usize, u64)) -> String {
        format!("{} {s}", i + 1)
    }
}
