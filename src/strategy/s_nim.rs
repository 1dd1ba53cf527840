//! s_nim: the strategy.

use crate::grundy::SubtractionGame;
use crate::problems::s_nim::Tables;
use crate::strategy::listed;
use std::cell::RefCell;
use std::rc::Rc;

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
