//! The two-token maze game by its literal rules, for the tests of the
//! `geography` module and of the `two_tokens` binary: no matching theory.

use itertools::Itertools;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A maze: `rows x cols` cells, `free[id]` for the cells tokens may use
/// (ids row-major).
pub struct Maze {
    pub rows: usize,
    pub cols: usize,
    pub free: Vec<bool>,
}

impl Maze {
    /// The free 4-neighbours of a cell.
    pub fn steps(&self, x: usize) -> Vec<usize> {
        let (r, c) = (x / self.cols, x % self.cols);
        let mut v = Vec::new();
        if r > 0 {
            v.push(x - self.cols);
        }
        if c > 0 {
            v.push(x - 1);
        }
        if c + 1 < self.cols {
            v.push(x + 1);
        }
        if r + 1 < self.rows {
            v.push(x + self.cols);
        }
        v.retain(|&y| self.free[y]);
        v
    }

    pub fn near(&self, x: usize, y: usize) -> bool {
        self.steps(x).contains(&y)
    }

    pub fn colour(&self, x: usize) -> usize {
        x / self.cols + x % self.cols
    }

    /// The free cells, increasing.
    pub fn cells(&self) -> Vec<usize> {
        (0..self.free.len()).filter(|&x| self.free[x]).collect()
    }

    /// The judge-format text: the board, then the tokens 1-based.
    pub fn text(&self, a: usize, b: usize) -> String {
        let mut s = format!("{} {}\n", self.rows, self.cols);
        for r in 0..self.rows {
            for c in 0..self.cols {
                s.push(if self.free[r * self.cols + c] {
                    '.'
                } else {
                    '#'
                });
            }
            s.push('\n');
        }
        let at = |x: usize| (x / self.cols + 1, x % self.cols + 1);
        let ((r1, c1), (r2, c2)) = (at(a), at(b));
        s + &format!("{r1} {c1} {r2} {c2}\n")
    }
}

/// The literal game on one maze: positions are unordered pairs of distinct
/// free cells, each given a bit; a game's history is the set of positions
/// that occurred. Answers are memoised across questions.
pub struct Literal {
    index: HashMap<(usize, usize), usize>,
    /// Per position: `None` if a token can step onto the other (merge),
    /// else the positions one step of one token away.
    moves: Vec<Option<Vec<usize>>>,
    /// (position, history) -> whether the mover wins.
    memo: HashMap<u64, bool, BuildHasherDefault<Mix>>,
}

impl Literal {
    /// At most 11 free cells (55 positions, one bit each).
    pub fn new(maze: &Maze) -> Self {
        let cells = maze.cells();
        assert!(
            cells.len() <= 11,
            "too many free cells for the literal game"
        );
        let pairs: Vec<(usize, usize)> = cells.iter().copied().tuple_combinations().collect();
        let index: HashMap<(usize, usize), usize> =
            pairs.iter().enumerate().map(|(k, &p)| (p, k)).collect();
        let moves = pairs
            .iter()
            .map(|&(a, b)| {
                let mut to = Vec::new();
                for (p, q) in [(a, b), (b, a)] {
                    for t in maze.steps(p) {
                        if t == q {
                            return None;
                        }
                        to.push(index[&(t.min(q), t.max(q))]);
                    }
                }
                Some(to)
            })
            .collect();
        Literal {
            index,
            moves,
            memo: HashMap::default(),
        }
    }

    /// Whether the player to move wins with the tokens on the distinct free
    /// cells `a` and `b`, at the start of a game.
    pub fn wins(&mut self, a: usize, b: usize) -> bool {
        let k = self.index[&(a.min(b), a.max(b))];
        self.search(k, 1 << k)
    }

    /// A move steps one token to a free neighbouring cell; stepping onto
    /// the other token wins at once; otherwise the new position must not
    /// be in `seen`. No move: the mover loses.
    fn search(&mut self, k: usize, seen: u64) -> bool {
        let key = seen | (k as u64) << 58;
        if let Some(&w) = self.memo.get(&key) {
            return w;
        }
        let win = match self.moves[k].clone() {
            None => true,
            Some(to) => to
                .into_iter()
                .any(|t| seen >> t & 1 == 0 && !self.search(t, seen | 1 << t)),
        };
        self.memo.insert(key, win);
        win
    }
}

/// A multiplicative hasher for the memo's keys.
#[derive(Default)]
pub struct Mix(u64);

impl Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0 ^ x)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(29);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}
