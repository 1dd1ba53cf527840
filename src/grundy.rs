//! Sprague-Grundy values: `mex`, the value of every vertex of an explicit
//! directed graph, bottom-up tables over dense states, subtraction games of
//! any heap size, sums of games, memoised win/lose and Grundy searches
//! over implicit game states, games whose moves split a heap into a sum of
//! games (dense or over huge states), and the patterns values show.
//!
//! In an impartial game where the player who cannot move loses, a position's
//! Grundy value is the mex (minimum excluded value) of its options' values.
//! The player to move loses iff the value is 0, and a sum of independent games
//! (a move is made in exactly one of them) has the xor of their values
//! ([`sum`], [`first_player_wins`]). A winning move in a sum moves one
//! component to a value that cancels the rest ([`winning_component`];
//! [`SubtractionGame::winning_move`] for heaps of a subtraction game).
//!
//! Which one to use:
//!
//! - [`mex`]: O(k) time and memory for k values; repeats allowed.
//! - [`table`]: states `0..n` whose moves all go to smaller states (heap
//!   sizes, encoded tuples that only decrease): every value bottom-up, no
//!   stack and no marks, O(n + options) time. A move to a state that is not
//!   smaller panics, naming both states. The fastest way when every state
//!   below n is needed.
//! - [`SubtractionGame`]: take s stones for some s in a fixed set S; the
//!   value of any heap in `u64`, from a lazily grown table and the
//!   sequence's eventual period, found exactly. The table is bounded (2^22
//!   values unless told otherwise): a heap past it, when no period shows
//!   within it, is an error value, never a hang or a guess.
//! - [`Digraph::grundy`]: every vertex of a graph with n vertices and m
//!   edges, O(n + m) time and memory. Parallel edges and self-loops are
//!   allowed. Nothing is recursive (10^6-deep chains are fine); a directed
//!   cycle is returned as a [`Cycle`] naming a vertex on it.
//!   [`Digraph::grundy_of_tokens`]: the value of a sum of tokens on the
//!   graph (the xor), without the vector of all values.
//! - [`WinLoseMemo`] and [`GrundyMemo`]: memoised search from a start
//!   position over positions the caller numbers densely `0..n_states` (one
//!   byte or word per position, no hashing), with the options generated on
//!   demand by a closure, when only the positions reachable from a few
//!   starts are needed or moves do not go to smaller ids. Iterative with an
//!   explicit stack; O(positions visited + options generated) time over all
//!   calls on one memo. The win/lose search stops looking at a position's
//!   options at the first losing one. A cycle is the error [`Cycle`];
//!   [`WinLoseMemo::wins_acyclic`] and [`GrundyMemo::grundy_acyclic`] are
//!   the forms without `Result` for games that cannot cycle (they panic if
//!   one does).
//! - [`sums_table`] and [`SumsMemo`]: games whose moves lead to sums of
//!   games (split a heap in two, replace it by k equal heaps): each option
//!   is a list of parts ([`Sums`]: [`Sums::split`], [`Sums::copies`]), its
//!   value the xor of theirs. [`sums_table`] bottom-up over `0..n` like
//!   [`table`]; [`SumsMemo`] over huge `u64` states (10^18), memoised in a
//!   hash map, iterative, for rules such as a recursion on n / 2.
//! - [`show_values`] and [`find_pattern`]: the first values as a table, and
//!   the period (or arithmetic period, `g(n + p) = g(n) + s`) they show,
//!   with [`Pattern::value`] for any n: a guess for the user to prove.
//!
//! Status: unit tests below compare `mex` with a one-line naive mex on every
//! vector over 0..4 up to length 5 and on random longer ones; `Digraph::grundy`
//! and both memos with a naive fixpoint evaluation on thousands of random
//! graphs with parallel edges, self-loops and cycles (every reported cycle
//! vertex is checked to lie on a cycle); values past 64 and 255 on a dense
//! 300-vertex graph; a 10^6-vertex chain. tests/crate_wide/lib_grundy.rs checks `table`
//! and `SubtractionGame` against a naive mex recursion on thousands of
//! random move sets, values past 63, the detected period's value against
//! the plain table on every heap up to 10^4 for thousands of random sets, the
//! period's minimality (no shorter period and no earlier start fits the
//! table), sizes past the limit, heap 0, repeated sizes, one size (value
//! floor(h / s) mod 2), and the acyclic memos' panics. `Digraph` also runs
//! `dag_sg_chips` and `WinLoseMemo` runs `stone_merge`, both checked against
//! the literal games in tests/. [`sums_table`] and [`SumsMemo`] against the
//! definition (every copy of a part xored in) on 3000 random games of sums,
//! the memo's states scattered over `u64`; the memo on a 10^6-state chain
//! and on halving rules up to 10^18; [`find_pattern`] against a search of
//! every period and start on 4000 random sequences (periodic, arithmetic,
//! disturbed, noise). `tests/crate_wide/new_problems.rs` solves five judge-style
//! problems with them against exhaustive searches of their literal rules.
//!
//! # Example
//! ```
//! use cp_games::grundy::{self, first_player_wins, mex, Cycle, Digraph, Period};
//! use cp_games::grundy::{SubtractionGame, WinLoseMemo};
//! assert_eq!(mex(&[1, 0, 0, 3]), 2);
//!
//! // 0 -> 1 -> 2 and 0 -> 2: sink 2 has value 0, 1 has 1, 0 has mex{1, 0} = 2.
//! let mut g = Digraph::new(3);
//! g.add_edge(0, 1);
//! g.add_edge(1, 2);
//! g.add_edge(0, 2);
//! assert_eq!(g.grundy(), Ok(vec![2, 1, 0]));
//! g.add_edge(2, 1);
//! assert!(matches!(g.grundy(), Err(Cycle { vertex: 1 | 2 })));
//!
//! // Subtraction game: take 1, 3 or 4 from a heap of 0..=20.
//! let mut memo = WinLoseMemo::new(21);
//! let options = |h: usize, out: &mut Vec<usize>| {
//!     out.extend([1, 3, 4].iter().filter(|&&t| t <= h).map(|&t| h - t))
//! };
//! let lost: Vec<usize> = (0..=20).filter(|&h| !memo.wins(h, options).unwrap()).collect();
//! assert_eq!(lost, [0, 2, 7, 9, 14, 16]);
//!
//! // The same game bottom-up, then sums of heaps.
//! let g = grundy::table(21, |h| [1, 3, 4].into_iter().filter(move |&t| t <= h).map(move |t| h - t));
//! assert_eq!(g[..8], [0, 1, 0, 1, 2, 3, 2, 0]);
//! assert!(!first_player_wins([g[2], g[7], g[9]]));
//! assert!(first_player_wins([g[4], g[5]]));
//! // Any heap: the values repeat with period 7 from heap 0.
//! let mut game = SubtractionGame::new(&[1, 3, 4]);
//! assert_eq!(game.grundy(10u64.pow(18)), Ok(1)); // 10^18 = 7q + 1
//! assert_eq!(game.period(), Some(Period { start: 0, len: 7 }));
//! ```

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::BitXor;

/// The mex (minimum excluded value) of `values`: the least natural number
/// not among them. Repeats and any order are fine.
///
/// # Complexity
/// O(k) time and memory for k values.
pub fn mex(values: &[usize]) -> usize {
    let mut seen = Vec::new();
    mex_with(values.iter().copied(), values.len(), &mut seen)
}

/// The mex of at most `k` values, using `seen` as scratch. Only values
/// `<= k` can matter: k values cannot cover `0..=k`.
fn mex_with(values: impl Iterator<Item = usize>, k: usize, seen: &mut Vec<bool>) -> usize {
    seen.clear();
    seen.resize(k + 1, false);
    for v in values {
        if v <= k {
            seen[v] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(k + 1)
}

/// A directed cycle was found where an acyclic game graph was required.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cycle {
    /// A vertex (or state id) that lies on a directed cycle.
    pub vertex: usize,
}

impl fmt::Display for Cycle {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "the graph has a cycle through vertex {}", self.vertex)
    }
}

impl std::error::Error for Cycle {}

/// A directed graph on vertices `0..n`, built edge by edge; a vertex is a
/// game position and an edge a move.
///
/// Vertices and edges are stored as `u32` (half the memory and cache traffic
/// of `usize` on 10^6-vertex graphs), so `n < 2^32 - 2` and at most `2^32 - 1`
/// edges. The search keeps one byte per vertex for the values it looks up
/// (larger values go to a side table), so on a 10^6-vertex graph its random
/// lookups stay in cache.
#[derive(Clone, Debug, Default)]
pub struct Digraph {
    n: usize,
    edges: Vec<(u32, u32)>,
}

/// Vertex marks of [`Digraph::grundy`]: values below `BIG` are the vertex's
/// Grundy value.
const UNSEEN: u8 = u8::MAX;
const ACTIVE: u8 = u8::MAX - 1;
const BIG: u8 = u8::MAX - 2;

impl Digraph {
    /// A graph on `n` vertices with no edges.
    ///
    /// # Panics
    /// If `n >= 2^32 - 2`.
    pub fn new(n: usize) -> Self {
        Self::with_capacity(n, 0)
    }

    /// Like [`Digraph::new`], with room for `m` edges.
    pub fn with_capacity(n: usize, m: usize) -> Self {
        assert!(n < u32::MAX as usize - 1, "{n} vertices are too many");
        Digraph {
            n,
            edges: Vec::with_capacity(m),
        }
    }

    /// The number of vertices, numbered `0..n`.
    pub fn n_vertices(&self) -> usize {
        self.n
    }

    /// The number of edges added, parallel edges counted each time.
    pub fn n_edges(&self) -> usize {
        self.edges.len()
    }

    /// The edges `(u, v)` (a move from u to v), in the order added.
    pub fn edges(&self) -> &[(u32, u32)] {
        &self.edges
    }

    /// Adds the edge `u -> v` (a move from `u` to `v`).
    ///
    /// # Panics
    /// If `u >= n` or `v >= n`, or if the graph already has `2^32 - 1` edges.
    pub fn add_edge(&mut self, u: usize, v: usize) {
        assert!(u < self.n && v < self.n, "edge ({u}, {v}) out of range");
        assert!(self.edges.len() < u32::MAX as usize, "too many edges");
        self.edges.push((u as u32, v as u32));
    }

    /// The Grundy value of every vertex, or a vertex on a directed cycle if
    /// there is one.
    ///
    /// A depth-first search from every unvisited vertex: a vertex is settled
    /// (mex of its successors' values) once its last successor is. An edge
    /// into a vertex still on the search path closes a cycle through it.
    ///
    /// # Complexity
    /// O(n + m) time and memory; an explicit stack, no recursion.
    pub fn grundy(&self) -> Result<Vec<usize>, Cycle> {
        let values = self.search()?;
        Ok((0..self.n).map(|v| values.get(v)).collect())
    }

    /// The Grundy value of the sum of one-token games at `tokens` (a vertex
    /// may repeat): the xor of their values. The player to move wins the
    /// sum iff it is not 0. Saves building the vector of all values.
    ///
    /// # Panics
    /// If a token is `>= n`.
    ///
    /// # Complexity
    /// O(n + m + number of tokens).
    pub fn grundy_of_tokens(
        &self,
        tokens: impl IntoIterator<Item = usize>,
    ) -> Result<usize, Cycle> {
        let values = self.search()?;
        Ok(tokens.into_iter().fold(0, |x, v| x ^ values.get(v)))
    }

    fn search(&self) -> Result<Values, Cycle> {
        let n = self.n;
        // Compressed adjacency: the successors of u are to[start[u]..start[u + 1]].
        let mut start = vec![0u32; n + 1];
        for &(u, _) in &self.edges {
            start[u as usize] += 1;
        }
        let mut sum = 0;
        for s in start.iter_mut() {
            sum += *s;
            *s = sum;
        }
        let mut to = vec![0u32; self.edges.len()];
        for &(u, v) in &self.edges {
            start[u as usize] -= 1;
            to[start[u as usize] as usize] = v;
        }

        /// A vertex whose successors are being evaluated: its edges before
        /// `e` lead to vertices with known values, recorded in `mask` (bit g
        /// set: value g < 64 seen).
        struct Frame {
            v: u32,
            e: u32,
            mask: u64,
        }
        let bit = |g: u8| if g < 64 { 1u64 << g } else { 0 };
        // One byte per vertex keeps the random lookups in cache: the value
        // if below BIG, else BIG and the value in `big`; or UNSEEN, ACTIVE.
        let mut mark = vec![UNSEEN; n];
        let mut big: Vec<u32> = Vec::new();
        // The open vertices below the current one: a path of ACTIVE vertices.
        let mut stack: Vec<Frame> = Vec::new();
        let mut seen = Vec::new();
        for root in 0..n {
            if mark[root] != UNSEEN {
                continue;
            }
            mark[root] = ACTIVE;
            let mut f = Frame {
                v: root as u32,
                e: start[root],
                mask: 0,
            };
            // The end of f.v's edges.
            let mut end = start[root + 1];
            loop {
                // A tight scan over known successors lets their (random)
                // loads overlap.
                while f.e < end {
                    let g = mark[to[f.e as usize] as usize];
                    if g >= ACTIVE {
                        break;
                    }
                    f.mask |= bit(g);
                    f.e += 1;
                }
                if f.e < end {
                    let w = to[f.e as usize] as usize;
                    if mark[w] == ACTIVE {
                        // w is open: the path from w to here, and this edge
                        // back to w, is a cycle.
                        return Err(Cycle { vertex: w });
                    }
                    mark[w] = ACTIVE;
                    let child = Frame {
                        v: w as u32,
                        e: start[w],
                        mask: 0,
                    };
                    end = start[w + 1];
                    stack.push(std::mem::replace(&mut f, child));
                    continue;
                }
                let v = f.v as usize;
                let mut g = (!f.mask).trailing_zeros() as usize;
                if g == 64 {
                    // Values 0..64 all occur: only possible with 64+ edges,
                    // so this full pass is paid at most once per edge.
                    let succ = &to[start[v] as usize..start[v + 1] as usize];
                    let value = |w: u32| match mark[w as usize] {
                        BIG => big[w as usize] as usize,
                        g => g as usize,
                    };
                    g = mex_with(succ.iter().map(|&w| value(w)), succ.len(), &mut seen);
                }
                if g >= BIG as usize {
                    if big.is_empty() {
                        big = vec![0; n];
                    }
                    big[v] = g as u32;
                    mark[v] = BIG;
                } else {
                    mark[v] = g as u8;
                }
                match stack.pop() {
                    Some(parent) => {
                        // The parent's edge at `e` leads to v.
                        f = parent;
                        f.mask |= bit(mark[v]);
                        f.e += 1;
                        end = start[f.v as usize + 1];
                    }
                    None => break,
                }
            }
        }
        Ok(Values { mark, big })
    }
}

/// Grundy values as [`Digraph::search`] leaves them: one byte per vertex,
/// the larger values aside.
struct Values {
    mark: Vec<u8>,
    big: Vec<u32>,
}

impl Values {
    fn get(&self, v: usize) -> usize {
        match self.mark[v] {
            BIG => self.big[v] as usize,
            g => g as usize,
        }
    }
}

/// Position marks of [`WinLoseMemo`].
const UNKNOWN: u8 = 0;
const LOSE: u8 = 1;
const WIN: u8 = 2;
const OPEN: u8 = 3;

/// Memoised win/lose search over positions `0..n_states` of one game, whose
/// options come from a closure. Results persist across calls, so many start
/// positions (many test cases) share the work.
///
/// Each position's options are generated once per visit, so the closure must
/// describe the same game on every call. A move into a position still being
/// searched (an `OPEN` one) means the game has a cycle: the search stops with
/// [`Cycle`] naming that position and forgets the unfinished positions.
#[derive(Clone, Debug)]
pub struct WinLoseMemo {
    state: Vec<u8>,
    /// (position, index in `options` of its first option, of the option
    /// being looked at) for the open positions above the one being searched.
    frames: Vec<(usize, usize, usize)>,
    /// The options of every open position, stacked in frame order.
    options: Vec<usize>,
    scratch: Vec<usize>,
}

impl WinLoseMemo {
    /// A memo for positions `0..n_states`, none known yet.
    pub fn new(n_states: usize) -> Self {
        WinLoseMemo {
            state: vec![UNKNOWN; n_states],
            frames: Vec::new(),
            options: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// The result for `p` if already known: `Some(true)` if the player to
    /// move from `p` wins.
    pub fn known(&self, p: usize) -> Option<bool> {
        match self.state[p] {
            WIN => Some(true),
            LOSE => Some(false),
            _ => None,
        }
    }

    /// Whether the player to move from `start` wins. `options(p, out)` pushes
    /// onto `out` (empty on each call) the positions one move away from `p`.
    ///
    /// # Panics
    /// If `start` or an option is `>= n_states`.
    ///
    /// # Complexity
    /// O(positions newly visited + options they generate), one byte per
    /// position.
    pub fn wins(
        &mut self,
        start: usize,
        mut options: impl FnMut(usize, &mut Vec<usize>),
    ) -> Result<bool, Cycle> {
        if let Some(w) = self.known(start) {
            return Ok(w);
        }
        // The position being searched, the index of its first option and of
        // the option being looked at; its open ancestors are in `frames`.
        let mut p = start;
        let mut first = self.open(p, &mut options);
        let mut next = first;
        'search: loop {
            while next < self.options.len() {
                let q = self.options[next];
                match self.state[q] {
                    WIN => next += 1,
                    LOSE => break,
                    UNKNOWN => {
                        self.frames.push((p, first, next));
                        p = q;
                        first = self.open(q, &mut options);
                        next = first;
                        continue 'search;
                    }
                    _ => {
                        self.frames.push((p, first, next));
                        self.abandon();
                        return Err(Cycle { vertex: q });
                    }
                }
            }
            // A losing option wins; with every option winning, p loses.
            let won = next < self.options.len();
            self.state[p] = if won { WIN } else { LOSE };
            self.options.truncate(first);
            match self.frames.pop() {
                // The parent's option at `next` is p, known now.
                Some(parent) => (p, first, next) = parent,
                None => return Ok(won),
            }
        }
    }

    /// [`WinLoseMemo::wins`] for a game that cannot cycle (every play
    /// ends), without the `Result`.
    ///
    /// # Panics
    /// If the search meets a cycle anyway (a bug in the game's `options`):
    /// the message names a position on it.
    ///
    /// # Example
    /// ```
    /// use cp_games::grundy::WinLoseMemo;
    /// // Take 1 or 2 stones: the heaps divisible by 3 are lost.
    /// let mut memo = WinLoseMemo::new(100);
    /// let options = |h: usize, out: &mut Vec<usize>| out.extend((1..=h.min(2)).map(|t| h - t));
    /// assert!(!memo.wins_acyclic(99, options));
    /// assert!(memo.wins_acyclic(98, options));
    /// ```
    pub fn wins_acyclic(
        &mut self,
        start: usize,
        options: impl FnMut(usize, &mut Vec<usize>),
    ) -> bool {
        self.wins(start, options)
            .unwrap_or_else(|c| cycle_in_acyclic(c))
    }

    /// Marks `p` open and stacks its options; returns the index of the
    /// first.
    #[inline]
    fn open(&mut self, p: usize, options: &mut impl FnMut(usize, &mut Vec<usize>)) -> usize {
        self.state[p] = OPEN;
        self.scratch.clear();
        options(p, &mut self.scratch);
        let first = self.options.len();
        // Few options each: a loop beats a call to memmove.
        for &q in &self.scratch {
            self.options.push(q);
        }
        first
    }

    fn abandon(&mut self) {
        for &(p, _, _) in &self.frames {
            self.state[p] = UNKNOWN;
        }
        self.frames.clear();
        self.options.clear();
    }
}

/// Memoised Grundy values over positions `0..n_states` of one game, whose
/// options come from a closure; the counterpart of [`WinLoseMemo`] for sums
/// of games. Same contract: the closure describes the same game on every
/// call, a cycle stops the search with [`Cycle`].
#[derive(Clone, Debug)]
pub struct GrundyMemo {
    /// The value, or `G_UNKNOWN` / `G_OPEN`.
    value: Vec<usize>,
    frames: Vec<(usize, usize, usize)>,
    options: Vec<usize>,
    scratch: Vec<usize>,
    seen: Vec<bool>,
}

const G_UNKNOWN: usize = usize::MAX;
const G_OPEN: usize = usize::MAX - 1;

impl GrundyMemo {
    /// A memo for positions `0..n_states`, none known yet.
    pub fn new(n_states: usize) -> Self {
        GrundyMemo {
            value: vec![G_UNKNOWN; n_states],
            frames: Vec::new(),
            options: Vec::new(),
            scratch: Vec::new(),
            seen: Vec::new(),
        }
    }

    /// The value of `p` if already known.
    pub fn known(&self, p: usize) -> Option<usize> {
        Some(self.value[p]).filter(|&g| g < G_OPEN)
    }

    /// The Grundy value of `start`. `options(p, out)` pushes onto `out`
    /// (empty on each call) the positions one move away from `p`.
    ///
    /// # Panics
    /// If `start` or an option is `>= n_states`.
    ///
    /// # Complexity
    /// O(positions newly visited + options they generate).
    pub fn grundy(
        &mut self,
        start: usize,
        mut options: impl FnMut(usize, &mut Vec<usize>),
    ) -> Result<usize, Cycle> {
        if let Some(g) = self.known(start) {
            return Ok(g);
        }
        self.open(start, &mut options);
        while let Some(&(p, first, next)) = self.frames.last() {
            if next == self.options.len() {
                let opts = &self.options[first..];
                let values = opts.iter().map(|&q| self.value[q]);
                self.value[p] = mex_with(values, opts.len(), &mut self.seen);
                self.options.truncate(first);
                self.frames.pop();
                continue;
            }
            let q = self.options[next];
            match self.value[q] {
                G_UNKNOWN => self.open(q, &mut options),
                G_OPEN => {
                    for &(p, _, _) in &self.frames {
                        self.value[p] = G_UNKNOWN;
                    }
                    self.frames.clear();
                    self.options.clear();
                    return Err(Cycle { vertex: q });
                }
                _ => self.frames.last_mut().unwrap().2 += 1,
            }
        }
        Ok(self.value[start])
    }

    /// [`GrundyMemo::grundy`] for a game that cannot cycle (every play
    /// ends), without the `Result`.
    ///
    /// # Panics
    /// If the search meets a cycle anyway (a bug in the game's `options`):
    /// the message names a position on it.
    ///
    /// # Example
    /// ```
    /// use cp_games::grundy::GrundyMemo;
    /// // Take 1 or 2 stones from one of two heaps; state a * 10 + b for
    /// // heaps a, b < 10. The value is (a mod 3) xor (b mod 3).
    /// let mut memo = GrundyMemo::new(100);
    /// let take = |p: usize, out: &mut Vec<usize>| {
    ///     let (a, b) = (p / 10, p % 10);
    ///     out.extend((1..=a.min(2)).map(|t| p - 10 * t));
    ///     out.extend((1..=b.min(2)).map(|t| p - t));
    /// };
    /// assert_eq!(memo.grundy_acyclic(87, take), 2 ^ 1);
    /// assert_eq!(memo.grundy_acyclic(96, take), 0);
    /// ```
    pub fn grundy_acyclic(
        &mut self,
        start: usize,
        options: impl FnMut(usize, &mut Vec<usize>),
    ) -> usize {
        self.grundy(start, options)
            .unwrap_or_else(|c| cycle_in_acyclic(c))
    }

    fn open(&mut self, p: usize, options: &mut impl FnMut(usize, &mut Vec<usize>)) {
        self.value[p] = G_OPEN;
        self.scratch.clear();
        options(p, &mut self.scratch);
        let first = self.options.len();
        // Few options each: a loop beats a call to memmove.
        for &q in &self.scratch {
            self.options.push(q);
        }
        self.frames.push((p, first, first));
    }
}

#[cold]
#[inline(never)]
fn cycle_in_acyclic(c: Cycle) -> ! {
    panic!(
        "the game has a cycle through state {}, but was searched as acyclic",
        c.vertex
    )
}

/// The Grundy value of a sum of games (a move is made in exactly one
/// component): the xor of the components' values. Works for any unsigned
/// integer type (`usize` from [`mex`] and [`Digraph::grundy`], `u32` from
/// [`table`] and [`SubtractionGame`]).
///
/// # Example
/// ```
/// use cp_games::grundy::{first_player_wins, sum};
/// // Nim with heaps 3, 5, 6: 3 ^ 5 ^ 6 = 0.
/// assert_eq!(sum([3usize, 5, 6]), 0);
/// assert!(!first_player_wins([3u32, 5, 6]));
/// assert!(first_player_wins([3u32, 5, 7]));
/// assert_eq!(sum(Vec::<u32>::new()), 0); // the empty sum: no move, lost
/// ```
pub fn sum<T: BitXor<Output = T> + Default>(values: impl IntoIterator<Item = T>) -> T {
    values.into_iter().fold(T::default(), |x, v| x ^ v)
}

/// Whether the player to move wins the sum of games with these Grundy
/// values: iff their xor ([`sum`]) is not 0.
///
/// # Example
/// ```
/// use cp_games::grundy::{self, first_player_wins};
/// // Heaps of 4 and 6 in the game "take 1 or 2": values 4 % 3 = 1, 6 % 3 = 0.
/// let g = grundy::table(7, |h| (1..=h.min(2)).map(move |t| h - t));
/// assert!(first_player_wins([g[4], g[6]]));
/// assert!(!first_player_wins([g[4], g[7 - 6]]));
/// ```
pub fn first_player_wins<T>(values: impl IntoIterator<Item = T>) -> bool
where
    T: BitXor<Output = T> + Default + PartialEq,
{
    sum(values) != T::default()
}

/// The component to move in for a winning move in a sum of games: given
/// the Grundy values of the components, `Some((i, t))` says to move in
/// component `i` (0-based) to an option of value `t`, which leaves the sum
/// worth 0; `None` when the sum is worth 0 (lost).
///
/// With X the xor of the values, a component of value g with g ^ X < g
/// exists (one whose value has X's highest bit set), and t = g ^ X: by the
/// definition of the mex, every value below g is the value of an option.
/// The first such component is chosen.
///
/// # Complexity
/// O(k) for k components (two passes).
///
/// # Example
/// ```
/// use cp_games::grundy::winning_component;
/// // Nim heaps 3, 5, 7: X = 1; heap 3 goes to 2 (2 ^ 5 ^ 7 = 0).
/// assert_eq!(winning_component([3u64, 5, 7]), Some((0, 2)));
/// assert_eq!(winning_component([1u64, 2, 3]), None);
/// ```
pub fn winning_component<T>(values: impl IntoIterator<Item = T> + Clone) -> Option<(usize, T)>
where
    T: BitXor<Output = T> + Default + PartialOrd + Copy,
{
    let x = sum(values.clone());
    if x == T::default() {
        return None;
    }
    values
        .into_iter()
        .enumerate()
        .find(|&(_, g)| (g ^ x) < g)
        .map(|(i, g)| (i, g ^ x))
}

/// Mex of one stream of values at a time, with no clearing between streams:
/// a bit mask for the values below 64, and for larger ones a stamp holding
/// the number of the last stream that contained them.
#[derive(Clone, Debug, Default)]
struct MexStamps {
    /// `stamp[v - 64] == round`: v occurred in the current stream.
    stamp: Vec<usize>,
    round: usize,
}

impl MexStamps {
    /// The mex of `values`. The stamps grow to the largest value seen, so
    /// values must be bounded by the caller (a Grundy value is at most its
    /// position's number of options).
    #[inline(always)]
    fn of(&mut self, values: impl IntoIterator<Item = usize>) -> usize {
        self.round += 1;
        let mut mask = 0u64;
        for v in values {
            if v < 64 {
                mask |= 1 << v;
            } else if let Some(stamp) = self.stamp.get_mut(v - 64) {
                *stamp = self.round;
            } else {
                self.mark_big(v - 64);
            }
        }
        let mut m = (!mask).trailing_zeros() as usize;
        if m == 64 {
            while self.stamp.get(m - 64) == Some(&self.round) {
                m += 1;
            }
        }
        m
    }

    #[cold]
    fn mark_big(&mut self, i: usize) {
        if i >= self.stamp.len() {
            self.stamp.resize(i + 1, 0);
        }
        self.stamp[i] = self.round;
    }
}

/// The Grundy value of every state `0..n` of a game whose moves all lead to
/// smaller states: `table(n, options)[s]` is the mex of the values of the
/// states that `options(s)` yields. The bottom-up counterpart of
/// [`GrundyMemo`], for dense integer states such as heap sizes, with no
/// stack, no marks and no `Result`.
///
/// `options(s)` returns an iterator (or anything iterable: an array, a
/// `Vec`) over the states one move away from `s`, repeats allowed; it is
/// called once per state, in increasing order. Values are `u32` (half the
/// memory of `usize`; a value is at most its state's number of distinct
/// options).
///
/// # Panics
/// If `options(s)` yields a state `>= s`: moves must go to smaller states,
/// so a game with such a move is a caller bug; the message names both
/// states.
///
/// # Complexity
/// O(n + total number of options) time, n values of memory (plus one word
/// per Grundy value above 63 ever reached).
///
/// # Example
/// ```
/// use cp_games::grundy;
/// // Take 1, 3 or 4 stones from a heap.
/// let g = grundy::table(10, |h| [1, 3, 4].into_iter().filter(move |&t| t <= h).map(move |t| h - t));
/// assert_eq!(g, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
/// // A Nim heap: a move leaves any smaller heap, so heap h has value h.
/// assert_eq!(grundy::table(5, |h| 0..h), [0, 1, 2, 3, 4]);
/// ```
pub fn table<I>(n: usize, mut options: impl FnMut(usize) -> I) -> Vec<u32>
where
    I: IntoIterator<Item = usize>,
{
    let mut values: Vec<u32> = Vec::with_capacity(n);
    let mut mex = MexStamps::default();
    for s in 0..n {
        let g = &values;
        let option_values = options(s).into_iter().map(|t| match g.get(t) {
            Some(&v) => v as usize,
            None => move_not_down(s, t),
        });
        let v = mex.of(option_values);
        values.push(v as u32);
    }
    values
}

#[cold]
#[inline(never)]
fn move_not_down(s: usize, t: usize) -> ! {
    panic!("grundy::table: state {s} has a move to state {t}, but moves must go to smaller states")
}

/// Where the Grundy values of a [`SubtractionGame`] repeat: g(h + len) =
/// g(h) for every heap h >= start, with both numbers the least possible
/// (`start` is the pre-period's length, `len` the period).
///
/// # Example
/// ```
/// use cp_games::grundy::{Period, SubtractionGame};
/// // S = {2, 3}: values 0 0 1 1 2, 0 0 1 1 2, ...: period 5 from heap 0.
/// assert_eq!(SubtractionGame::new(&[2, 3]).period(), Some(Period { start: 0, len: 5 }));
/// // S = {2, 4, 7}: values 0 0 1 1 2 2 0 3, then 1 0 2, 1 0 2, ...
/// let mut game = SubtractionGame::new(&[2, 4, 7]);
/// assert_eq!(game.period(), Some(Period { start: 8, len: 3 }));
/// assert_eq!(game.grundy(7), Ok(3));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The first heap from which the values repeat (the pre-period's length).
    pub start: usize,
    /// The period's length, at least 1.
    pub len: usize,
}

/// A heap's value is needed beyond the table a [`SubtractionGame`] may build,
/// and no period was found within that table (or the heap can use a move
/// size the table cannot reach).
///
/// # Example
/// ```
/// use cp_games::grundy::{NoPeriodFound, SubtractionGame};
/// let mut game = SubtractionGame::with_limit(&[1000], 100);
/// let e = game.grundy(5000).unwrap_err();
/// assert_eq!(e, NoPeriodFound { heap: 5000, limit: 100 });
/// assert_eq!(e.to_string(), "heap 5000 is beyond the first 100 values of the subtraction game, which show no period");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoPeriodFound {
    /// The heap asked for.
    pub heap: u64,
    /// The table's length limit: the values of heaps `0..limit` were
    /// computed (or can be), without the sequence repeating.
    pub limit: usize,
}

impl fmt::Display for NoPeriodFound {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "heap {} is beyond the first {} values of the subtraction game, which show no period",
            self.heap, self.limit
        )
    }
}

impl std::error::Error for NoPeriodFound {}

/// The subtraction game on a set S of positive move sizes: a move takes
/// exactly s stones from the heap, for some s in S with s <= the heap; who
/// cannot move loses. Answers the Grundy value of any heap in `u64`, by a
/// table of the first values and, past the table, the eventual period of the
/// sequence.
///
/// g(h) = mex{ g(h - s) : s in S, s <= h }. With m = max(S), every value
/// from h = m on depends only on the m values before it, so the sequence of
/// windows W(h) = g(h), ..., g(h + m - 1) follows a fixed rule: once a
/// window repeats, W(i) = W(j) with i < j, the values are periodic from i
/// with period j - i, and the first repeat gives the least pre-period and
/// period ([`Period`]).
///
/// The table grows lazily, only as far as a question needs: a heap below the
/// table's length is one lookup; a larger heap extends the table up to it,
/// and stops early once the period is known. Each new value is checked for
/// a repeated window in O(1) expected time: a rolling hash (mod 2^61 - 1)
/// of the last window is looked up among the windows starting at multiples
/// of max(m, 64) (any period is found one full window after its first
/// such start, whatever its length); a hash match is compared value by
/// value, so a collision costs time, never a wrong or a missed period; the
/// pre-period is then found by comparing values backwards.
///
/// # Worst case
/// The window can take up to (|S| + 1)^m values, so the pre-period and
/// period can be huge, and are in practice for many sets: a hundred random
/// sizes up to 1000 show no period within 10^8 values, while a few sizes
/// up to 10^4 repeat within a few million values (`BENCHMARKS.md`, "S-Nim:
/// where the period shows", gives the sets, the counts and the command).
/// So the table never grows past `limit` values
/// ([`SubtractionGame::DEFAULT_LIMIT`] = 2^22 unless
/// [`SubtractionGame::with_limit`] says otherwise), 4 bytes each, and each
/// value costs one pass over the move sizes. A heap at or past the limit with no period found by then is the
/// error [`NoPeriodFound`]; heaps below the limit are always answered.
///
/// # Example
/// ```
/// use cp_games::grundy::{Period, SubtractionGame};
/// // S-Nim with S = {2, 5} (HDU 1536's sample).
/// let mut game = SubtractionGame::new(&[2, 5]);
/// assert_eq!(game.grundy(12), Ok(2));
/// // The positions (5, 12) and (2, 4, 7): the first is lost.
/// assert_eq!(game.grundy_of_heaps([5, 12]), Ok(0));
/// assert_eq!(game.grundy_of_heaps([2, 4, 7]), Ok(1));
/// // Values 0 0 1 1 0 2 1 0 0 1 1 0 2 1 ...: period 7 from heap 0.
/// assert_eq!(game.period(), Some(Period { start: 0, len: 7 }));
/// assert_eq!(game.grundy(10u64.pow(18)), Ok(0)); // 10^18 = 7q + 1
/// ```
#[derive(Clone, Debug)]
pub struct SubtractionGame {
    /// S, sorted, without repeats.
    moves: Vec<u64>,
    /// The sizes below the limit, `moves[..small]`, are the ones the table
    /// uses; a heap below `moves[small]` (if any) can use no other.
    small: usize,
    limit: usize,
    /// g(0), g(1), ...: the table so far.
    values: Vec<u32>,
    /// The period of the game on the small sizes only.
    period: Option<Period>,
    /// The rolling hash of the last min(m, table length) values, m being
    /// the largest small size.
    hash: u64,
    /// The hash's base (`BASE`; tests force collisions with 1) and
    /// base^(m - 1) mod 2^61 - 1, the weight of a window's first value.
    base: u64,
    first_weight: u64,
    /// The windows starting at multiples of `stride`: hash -> the last
    /// start with that hash, and per start (by start / stride) the start
    /// before it with the same hash, or `usize::MAX`.
    starts: HashMap<u64, usize, BuildHasherDefault<MixHasher>>,
    same_hash: Vec<usize>,
    stride: usize,
    mex: MexStamps,
}

/// The modulus of the window hash: 2^61 - 1, a prime.
const MOD: u64 = (1 << 61) - 1;
/// The window hash's base: any fixed value below MOD far from 0 and 1.
const BASE: u64 = 0x0cd3_5b71_a9e2_4f07;

fn mul_mod(a: u64, b: u64) -> u64 {
    let p = u128::from(a) * u128::from(b);
    let r = (p as u64 & MOD) + (p >> 61) as u64;
    if r >= MOD {
        r - MOD
    } else {
        r
    }
}

fn pow_mod(mut b: u64, mut e: usize) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = mul_mod(r, b);
        }
        b = mul_mod(b, b);
        e >>= 1;
    }
    r
}

/// The hasher of the window-hash map: its keys are hashes already, so one
/// multiplication spreads them over all 64 bits.
#[derive(Clone, Copy, Debug, Default)]
struct MixHasher(u64);

impl Hasher for MixHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(self.0 ^ u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (x ^ self.0.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl SubtractionGame {
    /// The most values a game builds unless told otherwise: 2^22 (16 MiB,
    /// a fraction of a second with 100 move sizes).
    pub const DEFAULT_LIMIT: usize = 1 << 22;

    /// The game with move sizes `moves` (any order, repeats allowed, sizes
    /// larger than every heap allowed; an empty set is a game with no move),
    /// its table limited to [`SubtractionGame::DEFAULT_LIMIT`] values.
    ///
    /// # Panics
    /// If a move size is 0: a move must take stones (the game would never
    /// end). Validate input before.
    pub fn new(moves: &[u64]) -> Self {
        Self::with_limit(moves, Self::DEFAULT_LIMIT)
    }

    /// Like [`SubtractionGame::new`], with the table limited to `limit`
    /// values (heaps `0..limit`) instead of the default.
    ///
    /// # Panics
    /// If a move size is 0.
    ///
    /// # Example
    /// ```
    /// use cp_games::grundy::{Period, SubtractionGame};
    /// // S = {4, 5, 9} repeats with period 13 from heap 0; seeing it takes
    /// // the windows of 9 values at heaps 0 and 13: 22 values.
    /// let mut small = SubtractionGame::with_limit(&[4, 5, 9], 21);
    /// assert_eq!(small.grundy(20), Ok(1));
    /// assert!(small.grundy(21).is_err());
    /// let mut enough = SubtractionGame::with_limit(&[4, 5, 9], 22);
    /// assert_eq!(enough.period(), Some(Period { start: 0, len: 13 }));
    /// assert_eq!(enough.grundy(1 << 60), Ok(0)); // 2^60 = 13q + 1
    /// ```
    pub fn with_limit(moves: &[u64], limit: usize) -> Self {
        Self::with_hash_base(moves, limit, BASE)
    }

    fn with_hash_base(moves: &[u64], limit: usize, base: u64) -> Self {
        assert!(
            moves.iter().all(|&s| s > 0),
            "a subtraction game's move sizes must be positive: {moves:?}"
        );
        let mut moves = moves.to_vec();
        moves.sort_unstable();
        moves.dedup();
        // A size >= limit can only be used from a heap the table cannot
        // hold; below that heap the game is the one on the smaller sizes.
        let small = moves.partition_point(|&s| s < limit as u64);
        let (values, period, m) = match moves[..small].last() {
            Some(&m) => (Vec::new(), None, m as usize),
            // No usable move: every value is 0.
            None => (vec![0], Some(Period { start: 0, len: 1 }), 1),
        };
        SubtractionGame {
            moves,
            small,
            limit,
            values,
            period,
            hash: 0,
            base,
            first_weight: pow_mod(base, m - 1),
            starts: HashMap::default(),
            same_hash: Vec::new(),
            stride: m.max(64),
            mex: MexStamps::default(),
        }
    }

    /// The Grundy value of a heap of `heap` stones.
    ///
    /// # Errors
    /// [`NoPeriodFound`] if `heap >= limit` and the first `limit` values
    /// show no period, or the heap can use a move size `>= limit`.
    ///
    /// # Complexity
    /// O(1) for a heap inside the table or once the period is known;
    /// otherwise the table grows to the heap (or to the period, or to the
    /// limit): O(|S|) per new value.
    pub fn grundy(&mut self, heap: u64) -> Result<u32, NoPeriodFound> {
        let index = usize::try_from(heap).unwrap_or(usize::MAX);
        if let Some(&v) = self.values.get(index) {
            return Ok(v);
        }
        let error = NoPeriodFound {
            heap,
            limit: self.limit,
        };
        if self.moves.get(self.small).is_some_and(|&big| heap >= big) {
            return Err(error);
        }
        if self.period.is_none() {
            self.extend(index.saturating_add(1).min(self.limit));
        }
        if let Some(&v) = self.values.get(index) {
            return Ok(v);
        }
        match self.period {
            Some(p) => {
                // heap >= the table's length > start.
                let offset = (heap - p.start as u64) % p.len as u64;
                Ok(self.values[p.start + offset as usize])
            }
            None => Err(error),
        }
    }

    /// The Grundy value of the sum of heaps `heaps` (a move takes from one
    /// heap): the xor of their values. The player to move wins iff it is
    /// not 0.
    ///
    /// # Errors
    /// As [`SubtractionGame::grundy`], for the first heap that fails.
    pub fn grundy_of_heaps(
        &mut self,
        heaps: impl IntoIterator<Item = u64>,
    ) -> Result<u32, NoPeriodFound> {
        heaps
            .into_iter()
            .try_fold(0, |x, h| Ok(x ^ self.grundy(h)?))
    }

    /// A winning move in the sum of heaps `heaps`: `Some((i, s))` takes `s`
    /// stones (a size in S) from heap `i` (0-based) and leaves the sum worth
    /// 0; `None` when the sum is already worth 0 (lost).
    ///
    /// [`winning_component`] picks the heap h and the value t to leave; by
    /// the mex some size s <= h has g(h - s) = t, found by trying the sizes
    /// (each value a table lookup or the period).
    ///
    /// # Errors
    /// As [`SubtractionGame::grundy`].
    ///
    /// # Complexity
    /// O(number of heaps + |S|) lookups once the values are known.
    ///
    /// # Example
    /// ```
    /// use cp_games::grundy::SubtractionGame;
    /// // S = {2, 5}: values 0 0 1 1 0 2 1, period 7. Heaps 2, 4, 7 are
    /// // worth 1 ^ 0 ^ 0: take 2 from the heap of 2.
    /// let mut game = SubtractionGame::new(&[2, 5]);
    /// assert_eq!(game.winning_move(&[2, 4, 7]), Ok(Some((0, 2))));
    /// assert_eq!(game.winning_move(&[5, 12]), Ok(None));
    /// // 10^18 + 1 = 2 mod 7: worth 1, and 10^18 - 1 is worth 0.
    /// assert_eq!(game.winning_move(&[10u64.pow(18) + 1, 4]), Ok(Some((0, 2))));
    /// ```
    pub fn winning_move(&mut self, heaps: &[u64]) -> Result<Option<(usize, u64)>, NoPeriodFound> {
        let values = heaps
            .iter()
            .map(|&h| self.grundy(h))
            .collect::<Result<Vec<u32>, _>>()?;
        let Some((i, t)) = winning_component(values.iter().copied()) else {
            return Ok(None);
        };
        let h = heaps[i];
        for k in 0..self.moves.len() {
            let s = self.moves[k];
            if s <= h && self.grundy(h - s)? == t {
                return Ok(Some((i, s)));
            }
        }
        unreachable!("heap {h} of value {} has no option of value {t}", values[i])
    }

    /// The least pre-period and period of the values, searched for with the
    /// table up to its limit; `None` if the first `limit` values do not
    /// show it (the game may still be periodic later: every subtraction game
    /// on a finite set is), or if S holds a size `>= limit`.
    ///
    /// # Complexity
    /// O(|S|) per value the table grows by.
    pub fn period(&mut self) -> Option<Period> {
        if self.small < self.moves.len() {
            return None;
        }
        if self.period.is_none() {
            self.extend(self.limit);
        }
        self.period
    }

    /// The period if the values computed so far show it, without growing
    /// the table (unlike [`SubtractionGame::period`]).
    ///
    /// # Example
    /// ```
    /// use cp_games::grundy::{Period, SubtractionGame};
    /// let mut game = SubtractionGame::new(&[2, 3]);
    /// assert_eq!(game.period_found(), None); // nothing computed yet
    /// assert_eq!(game.grundy(100), Ok(0));
    /// assert_eq!(game.period_found(), Some(Period { start: 0, len: 5 }));
    /// ```
    pub fn period_found(&self) -> Option<Period> {
        self.period
    }

    /// The most values the table may hold (see
    /// [`SubtractionGame::with_limit`]).
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// The values computed so far: `values()[h]` = g(h). At least the
    /// pre-period and one period once [`SubtractionGame::period`] returned
    /// one.
    ///
    /// # Example
    /// ```
    /// use cp_games::grundy::SubtractionGame;
    /// let mut game = SubtractionGame::new(&[3, 1, 3]);
    /// assert_eq!(game.moves(), [1, 3]);
    /// assert_eq!(game.grundy(4), Ok(0));
    /// assert_eq!(game.values(), [0, 1, 0, 1, 0]); // grown to heap 4 only
    /// ```
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The move sizes, increasing, without repeats.
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }

    /// Computes values until the table holds `target` of them or the period
    /// is found.
    fn extend(&mut self, target: usize) {
        // Taken out for the loop, which updates the other fields.
        let all = std::mem::take(&mut self.moves);
        let moves = &all[..self.small];
        let m = moves.last().map_or(0, |&m| m as usize);
        while m > 0 && self.values.len() < target && self.period.is_none() {
            let h = self.values.len();
            // The sizes s <= h: all of them once h >= m.
            let usable = if h >= m {
                moves.len()
            } else {
                moves.partition_point(|&s| s <= h as u64)
            };
            let values = &self.values;
            let v = self.mex.of(moves[..usable]
                .iter()
                .map(|&s| values[h - s as usize] as usize));
            self.values.push(v as u32);
            self.look_for_period(m);
        }
        self.moves = all;
    }

    /// Updates the hash with the value just pushed, and once the table holds
    /// a full window, looks the last window up among the earlier ones.
    fn look_for_period(&mut self, m: usize) {
        let len = self.values.len();
        let code = |v: u32| u64::from(v) + 1;
        if len > m {
            let leaving = mul_mod(code(self.values[len - 1 - m]), self.first_weight);
            self.hash = (self.hash + MOD - leaving) % MOD;
        }
        self.hash = (mul_mod(self.hash, self.base) + code(self.values[len - 1])) % MOD;
        if len < m {
            return;
        }
        let j = len - m;
        let last = self.starts.get(&self.hash).copied();
        let mut candidate = last;
        while let Some(i) = candidate {
            if self.values[i..i + m] == self.values[j..] {
                // W(i) = W(j), and no earlier window repeats: the period is
                // j - i (see the type's docs); the pre-period ends where the
                // values stop agreeing going backwards from i.
                let len = j - i;
                let mut start = i;
                while start > 0 && self.values[start - 1] == self.values[start - 1 + len] {
                    start -= 1;
                }
                self.period = Some(Period { start, len });
                return;
            }
            candidate = Some(self.same_hash[i / self.stride]).filter(|&i| i != usize::MAX);
        }
        if j % self.stride == 0 {
            self.same_hash.push(last.unwrap_or(usize::MAX));
            self.starts.insert(self.hash, j);
        }
    }
}

/// The options of one state of a game whose moves lead to sums of games:
/// each option is a list of parts, states of the same game, and its value
/// is the xor of the parts' values ([`sum`]). Filled by the `options`
/// closure of [`sums_table`] and [`SumsMemo::grundy`], one call per state;
/// `S` is the state type (`usize` in the table, `u64` in the memo).
///
/// An ordinary move is an option of one part ([`Sums::move_to`]); a move
/// that leaves nothing is the empty sum, worth 0 (`sum([])`).
///
/// # Example
/// ```
/// use cp_games::grundy::{self, Sums};
/// // Split a heap into two non-empty heaps (Grundy's game without the
/// // "unequal" rule): heap h has the options a + b with a + b = h.
/// let g = grundy::sums_table(8, |h, o: &mut Sums<usize>| {
///     for a in 1..=h / 2 {
///         o.split(a, h - a);
///     }
/// });
/// // Heap 1 cannot be split; from 2 on the values alternate with parity.
/// assert_eq!(g, [0, 0, 1, 0, 1, 0, 1, 0]);
/// ```
#[derive(Clone, Debug)]
pub struct Sums<S> {
    /// The parts of every option, one option after another.
    parts: Vec<S>,
    /// Where each option's parts end in `parts`.
    ends: Vec<usize>,
}

impl<S> Default for Sums<S> {
    fn default() -> Self {
        Sums {
            parts: Vec::new(),
            ends: Vec::new(),
        }
    }
}

impl<S: Copy> Sums<S> {
    /// An option that is the sum of `parts` (any number of them, repeats
    /// allowed; none is a move to the end of the game, worth 0).
    pub fn sum(&mut self, parts: impl IntoIterator<Item = S>) {
        self.parts.extend(parts);
        self.ends.push(self.parts.len());
    }

    /// An ordinary move, to the one state `t`.
    pub fn move_to(&mut self, t: S) {
        self.sum([t]);
    }

    /// A move that splits the state into the two parts `a` and `b`.
    pub fn split(&mut self, a: S, b: S) {
        self.sum([a, b]);
    }

    /// A move that leaves `k` copies of the state `t`: worth the value of
    /// `t` when `k` is odd and 0 when it is even (g xor g = 0), so `t` is
    /// looked up once, whatever `k`.
    pub fn copies(&mut self, k: u64, t: S) {
        if k % 2 == 1 {
            self.sum([t]);
        } else {
            self.sum([]);
        }
    }

    /// The number of options given so far.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether no option was given (the state is lost for the mover).
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The parts of option `i` (0-based, in the order given).
    pub fn option(&self, i: usize) -> &[S] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.parts[start..self.ends[i]]
    }

    fn clear(&mut self) {
        self.parts.clear();
        self.ends.clear();
    }
}

/// The Grundy value of every state `0..n` of a game whose moves lead to
/// sums of smaller states: `options(s, o)` gives the options of `s` into
/// `o` ([`Sums`]: [`Sums::move_to`], [`Sums::split`], [`Sums::copies`],
/// [`Sums::sum`]), each a list of parts below `s`, and the value of `s` is
/// the mex over the options of the xor of their parts' values. The
/// counterpart of [`table`] for moves such as "split a heap in two" or
/// "replace a heap by k equal heaps", bottom-up, no recursion, no stack.
///
/// # Panics
/// If a part is not smaller than its state, naming both.
///
/// # Complexity
/// O(n + total number of parts) time; n values of memory, plus the parts
/// of one state at a time.
///
/// # Example
/// ```
/// use cp_games::grundy::{self, Sums};
/// // Take one stone, or replace a heap of h >= 2 by k equal heaps of h / k
/// // for a divisor k >= 2 of h.
/// let g = grundy::sums_table(13, |h, o: &mut Sums<usize>| {
///     if h >= 1 {
///         o.move_to(h - 1);
///     }
///     for k in (2..=h).filter(|&k| h % k == 0) {
///         o.copies(k as u64, h / k);
///     }
/// });
/// assert_eq!(g, [0, 1, 2, 0, 1, 0, 1, 0, 1, 2, 1, 0, 2]);
/// // Heap 3: to heap 2 (value 2) or to three heaps of 1 (1 xor 1 xor 1 = 1).
/// ```
pub fn sums_table(n: usize, mut options: impl FnMut(usize, &mut Sums<usize>)) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(n);
    let mut sums = Sums::default();
    let mut mex = MexStamps::default();
    for s in 0..n {
        sums.clear();
        options(s, &mut sums);
        let k = sums.len();
        let g = &values;
        let sums = &sums;
        let option_values = (0..k)
            .map(|i| {
                sums.option(i).iter().fold(0usize, |x, &t| match g.get(t) {
                    Some(&v) => x ^ v as usize,
                    None => part_not_down(s, t),
                })
            })
            // k options cannot cover 0..=k: larger values do not matter.
            .filter(|&v| v <= k);
        let v = mex.of(option_values);
        values.push(v as u32);
    }
    values
}

/// A winning move in a sum of states of a [`sums_table`] game: `values` is
/// the table, `states` the components of the position, `options` the same
/// rules. Returns the index in `states` of the component to move in and
/// the option's index and parts (in the order `options` gives them), such
/// that the xor of all the values becomes 0; `None` when it is already 0
/// (the position is lost). The counterpart of
/// [`SubtractionGame::winning_move`] for games whose moves split a state.
///
/// # Panics
/// If a state or a part is not below `values.len()`.
///
/// # Complexity
/// O(number of components) plus the options of the one component moved
/// in (the first whose value the move can lower, which always has one).
///
/// # Example
/// ```
/// use cp_games::grundy::{self, Sums};
/// // Kayles: a row of pins; a move knocks down one pin or two neighbours,
/// // splitting the row. Rows of up to 10 pins.
/// let rules = |h: usize, o: &mut Sums<usize>| {
///     for x in 1..=2.min(h) {
///         for i in 0..=h - x {
///             o.split(i, h - x - i);
///         }
///     }
/// };
/// let g = grundy::sums_table(11, rules);
/// // Rows of 1 and 4 pins (values 1 and 1): lost for the player to move.
/// assert_eq!(grundy::sums_winning_move(&g, &[1, 4], rules), None);
/// // Rows of 2 and 4 (values 2 and 1): knock one pin off the row of 2,
/// // leaving rows 1 and 4.
/// let (k, _, parts) = grundy::sums_winning_move(&g, &[2, 4], rules).unwrap();
/// assert_eq!((k, parts), (0, vec![0, 1]));
/// ```
pub fn sums_winning_move(
    values: &[u32],
    states: &[usize],
    mut options: impl FnMut(usize, &mut Sums<usize>),
) -> Option<(usize, usize, Vec<usize>)> {
    let total = sum(states.iter().map(|&s| values[s]));
    if total == 0 {
        return None;
    }
    // A component whose value has the total's top bit: the xor of the
    // others is below its value, and the mex gives it an option of every
    // smaller value.
    let top = 31 - total.leading_zeros();
    let k = states.iter().position(|&s| values[s] >> top & 1 == 1)?;
    let target = total ^ values[states[k]];
    let mut sums = Sums::default();
    options(states[k], &mut sums);
    (0..sums.len()).find_map(|i| {
        let parts = sums.option(i);
        (sum(parts.iter().map(|&t| values[t])) == target).then(|| (k, i, parts.to_vec()))
    })
}

#[cold]
#[inline(never)]
fn part_not_down(s: usize, t: usize) -> ! {
    panic!(
        "grundy::sums_table: state {s} has an option with the part {t}, but parts must be smaller states"
    )
}

/// Memoised Grundy values of a game on huge implicit states (`u64`, up to
/// 10^18 and beyond) whose moves lead to sums of games: the states are
/// kept in a hash map, only those the search reaches, so a game whose
/// options halve the state (a recursion on n / 2) touches O(log n) states
/// per start. The options come from a closure as for [`sums_table`]
/// ([`Sums`]), but parts need not be smaller: any state may be a part, as
/// long as every play ends.
///
/// The search is iterative (an explicit stack, however deep the chain of
/// parts), each state's closure called once over all calls on one memo.
///
/// # Panics
/// [`SumsMemo::grundy`] panics if the game has a cycle (a state that is,
/// through its options' parts, a part of itself), naming a state on it:
/// the game's rules are then not a game that ends.
///
/// # Example
/// ```
/// use cp_games::grundy::{SumsMemo, Sums};
/// // A heap of n splits into floor(n / 2) and ceil(n / 2) (n >= 2), or
/// // loses one stone when n is odd. Heaps up to 10^18.
/// let mut memo = SumsMemo::new();
/// let rules = |n: u64, o: &mut Sums<u64>| {
///     if n >= 2 {
///         o.split(n / 2, n - n / 2);
///     }
///     if n % 2 == 1 {
///         o.move_to(n - 1);
///     }
/// };
/// assert_eq!(memo.grundy(4, rules), 1);
/// assert_eq!(memo.grundy(10u64.pow(18), rules), 1);
/// assert!(memo.len() < 200); // states met, over both calls
/// ```
#[derive(Clone, Debug, Default)]
pub struct SumsMemo {
    /// The value of each state met, or `SUMS_OPEN` while on the stack.
    values: HashMap<u64, u32>,
    /// Per open state: the state, where its parts start in `parts`, where
    /// its option ends start in `ends`, and the next part to look at.
    frames: Vec<(u64, usize, usize, usize)>,
    parts: Vec<u64>,
    /// Ends of options, relative to the frame's first part.
    ends: Vec<usize>,
    scratch: Sums<u64>,
    mex: MexStamps,
}

const SUMS_OPEN: u32 = u32::MAX;

impl SumsMemo {
    /// A memo with no state known.
    pub fn new() -> Self {
        Self::default()
    }

    /// The value of `state` if already known.
    pub fn known(&self, state: u64) -> Option<u32> {
        self.values.get(&state).copied().filter(|&v| v != SUMS_OPEN)
    }

    /// The number of states whose value is known.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether no state is known yet.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The Grundy value of `start`. `options(s, o)` gives the options of
    /// state `s` into `o`; the same game on every call.
    ///
    /// # Panics
    /// On a cycle (see the type's documentation), naming a state on it;
    /// if a value would be `u32::MAX` (more than 4 * 10^9 options).
    ///
    /// # Complexity
    /// O(states newly met + their parts) hash operations; memory O(states
    /// met) plus the parts of the states on the stack.
    pub fn grundy(&mut self, start: u64, mut options: impl FnMut(u64, &mut Sums<u64>)) -> u32 {
        if let Some(v) = self.known(start) {
            return v;
        }
        self.open(start, &mut options);
        while let Some(&(s, first, ends_first, next)) = self.frames.last() {
            if next == self.parts.len() {
                let v = self.close(first, ends_first);
                self.values.insert(s, v);
                self.parts.truncate(first);
                self.ends.truncate(ends_first);
                self.frames.pop();
                continue;
            }
            let q = self.parts[next];
            match self.values.get(&q) {
                None => self.open(q, &mut options),
                Some(&SUMS_OPEN) => {
                    panic!("grundy::SumsMemo: the game has a cycle through state {q}")
                }
                Some(_) => self.frames.last_mut().unwrap().3 += 1,
            }
        }
        self.values[&start]
    }

    fn open(&mut self, s: u64, options: &mut impl FnMut(u64, &mut Sums<u64>)) {
        self.values.insert(s, SUMS_OPEN);
        self.scratch.clear();
        options(s, &mut self.scratch);
        let (first, ends_first) = (self.parts.len(), self.ends.len());
        self.parts.extend_from_slice(&self.scratch.parts);
        self.ends.extend_from_slice(&self.scratch.ends);
        self.frames.push((s, first, ends_first, first));
    }

    /// The mex of the options of the top frame, whose parts are all known.
    fn close(&mut self, first: usize, ends_first: usize) -> u32 {
        let ends = &self.ends[ends_first..];
        let parts = &self.parts[first..];
        let values = &self.values;
        let k = ends.len();
        let option_values = (0..k)
            .map(|i| {
                let start = if i == 0 { 0 } else { ends[i - 1] };
                parts[start..ends[i]]
                    .iter()
                    .fold(0usize, |x, t| x ^ values[t] as usize)
            })
            .filter(|&v| v <= k);
        let v = self.mex.of(option_values);
        assert!(v < SUMS_OPEN as usize, "grundy::SumsMemo: a value past u32");
        v as u32
    }
}

/// A pattern in a sequence of values, as [`find_pattern`] finds it:
/// `g(n + len) = g(n) + saltus` for every n >= `start` (a plain period when
/// `saltus` is 0, arithmetic-periodic otherwise). `first` holds g(0), ...,
/// g(start + len - 1), from which [`Pattern::value`] extends it to any n.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    /// The first n from which the rule holds (the pre-period's length).
    pub start: usize,
    /// The period, at least 1.
    pub len: usize,
    /// What a period adds (0 for a plain period).
    pub saltus: u64,
    /// The values before the rule repeats them: g(0) to g(start + len - 1).
    pub first: Vec<u64>,
}

impl Pattern {
    /// g(n) by the pattern, for any n.
    ///
    /// # Panics
    /// If the value does not fit `u64`.
    pub fn value(&self, n: u64) -> u64 {
        if n < self.first.len() as u64 {
            return self.first[n as usize];
        }
        let (start, len) = (self.start as u64, self.len as u64);
        let (q, r) = ((n - start) / len, (n - start) % len);
        let lift = q.checked_mul(self.saltus);
        lift.and_then(|l| l.checked_add(self.first[(start + r) as usize]))
            .expect("grundy::Pattern::value: the value does not fit u64")
    }
}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "g(n + {}) = g(n)", self.len)?;
        if self.saltus != 0 {
            write!(f, " + {}", self.saltus)?;
        }
        write!(f, " for n >= {}", self.start)
    }
}

/// The simplest pattern the values show: the least `len`, and for it the
/// least `start`, such that `values[n + len] = values[n] + saltus` for
/// every n >= `start` in the slice, with the same `saltus` >= 0 throughout,
/// the rule checked on at least two whole periods and on at least half of
/// the values (`start + len <= values.len() / 2`); `None` if no `len`
/// fits. A plain period is the pattern with `saltus` 0.
///
/// It is a guess from finitely many values, the start of a proof, not a
/// proof: compute more values than the pattern needs, check it holds on
/// them, and prove it (for a subtraction game, [`SubtractionGame`] finds
/// the period exactly; for a game with a finite rule the argument is the
/// same: a window of values repeats). [`show_values`] prints the values to
/// look at.
///
/// # Complexity
/// O(k^2) for k values at worst (each `len` is tried from the end back).
///
/// # Example
/// ```
/// use cp_games::grundy::{self, find_pattern, Pattern};
/// // Take 1, 3 or 4: period 7 from heap 0.
/// let g = grundy::table(60, |h| [1, 3, 4].into_iter().filter(move |&t| t <= h).map(move |t| h - t));
/// let p = find_pattern(&g).unwrap();
/// assert_eq!((p.start, p.len, p.saltus), (0, 7, 0));
/// assert_eq!(p.value(10u64.pow(18)), 1);
/// assert_eq!(p.to_string(), "g(n + 7) = g(n) for n >= 0");
/// // A Nim heap: g(n) = n, arithmetic-periodic with period 1, saltus 1.
/// let nim: Vec<u64> = (0..20).collect();
/// assert_eq!(find_pattern(&nim).unwrap().to_string(), "g(n + 1) = g(n) + 1 for n >= 0");
/// assert_eq!(find_pattern(&[3u64, 1, 4, 1, 5, 9]), None);
/// ```
pub fn find_pattern<T: Copy + Into<u64>>(values: &[T]) -> Option<Pattern> {
    let v: Vec<u64> = values.iter().map(|&x| x.into()).collect();
    let n = v.len();
    for len in 1..=n / 2 {
        // The saltus the last values show, then how far back it holds.
        let last = n - 1;
        let Some(saltus) = v[last].checked_sub(v[last - len]) else {
            continue;
        };
        let mut start = last - len;
        while start > 0 && v[start - 1].checked_add(saltus) == Some(v[start - 1 + len]) {
            start -= 1;
        }
        // The rule was checked on n - start - len pairs.
        if n - start - len >= 2 * len && start + len <= n / 2 {
            return Some(Pattern {
                start,
                len,
                saltus,
                first: v[..start + len].to_vec(),
            });
        }
    }
    None
}

/// The values as lines of `per_line` numbers, each line led by the index
/// of its first value, right-aligned: the table to look at for a pattern
/// ([`find_pattern`]) before proving it.
///
/// # Panics
/// If `per_line` is 0.
///
/// # Example
/// ```
/// use cp_games::grundy::{self, show_values};
/// let g = grundy::table(12, |h| (1..=h.min(2)).map(move |t| h - t));
/// assert_eq!(show_values(&g, 5), " 0: 0 1 2 0 1\n 5: 2 0 1 2 0\n10: 1 2\n");
/// ```
pub fn show_values<T: Copy + Into<u64>>(values: &[T], per_line: usize) -> String {
    assert!(
        per_line > 0,
        "grundy::show_values: per_line must be at least 1"
    );
    let width = values.len().saturating_sub(1).to_string().len();
    let mut out = String::new();
    for (i, line) in values.chunks(per_line).enumerate() {
        out.push_str(&format!("{:>width$}:", i * per_line));
        for &x in line {
            out.push_str(&format!(" {}", x.into()));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rng::Rng;

    fn mex_naive(v: &[usize]) -> usize {
        (0..).find(|x| !v.contains(x)).unwrap()
    }

    #[test]
    fn winning_component_cancels_the_sum() {
        let mut rng = Rng::new(5);
        for _ in 0..20_000 {
            let values: Vec<u64> = (0..rng.below(6)).map(|_| rng.below(20) as u64).collect();
            let x = sum(values.iter().copied());
            match winning_component(values.iter().copied()) {
                None => assert_eq!(x, 0, "{values:?}"),
                Some((i, t)) => {
                    assert!(t < values[i], "{values:?}: {i} to {t}");
                    // The first component that can cancel the sum.
                    assert!(values[..i].iter().all(|&g| g ^ x >= g), "{values:?}");
                    let mut after = values.clone();
                    after[i] = t;
                    assert_eq!(sum(after), 0, "{values:?}: {i} to {t}");
                }
            }
        }
    }

    #[test]
    fn mex_with_repeats() {
        // Options of position 5 in the subtraction game {1, 2, 5}: values
        // {1, 0, 0}. Sorting and stopping at the first gap gives 1.
        assert_eq!(mex(&[1, 0, 0]), 2);
        assert_eq!(mex(&[]), 0);
        assert_eq!(mex(&[0, 0, 0]), 1);
        assert_eq!(mex(&[2, 2, 1, 1]), 0);
        assert_eq!(mex(&[usize::MAX, 0]), 1);
        // Every vector over 0..4 of length up to 5.
        for len in 0..=5u32 {
            for code in 0..4usize.pow(len) {
                let v: Vec<usize> = (0..len).map(|i| code / 4usize.pow(i) % 4).collect();
                assert_eq!(mex(&v), mex_naive(&v), "{v:?}");
            }
        }
        let mut rng = Rng::new(1);
        for _ in 0..2000 {
            let len = rng.below(40);
            let v: Vec<usize> = (0..len).map(|_| rng.below(len + 3)).collect();
            assert_eq!(mex(&v), mex_naive(&v), "{v:?}");
        }
    }

    /// Values by fixpoint: a vertex gets its value once all successors have
    /// one. `None` for the vertices on or leading to a cycle.
    fn grundy_naive(n: usize, edges: &[(usize, usize)]) -> Vec<Option<usize>> {
        let mut g: Vec<Option<usize>> = vec![None; n];
        loop {
            let mut changed = false;
            for v in 0..n {
                if g[v].is_some() {
                    continue;
                }
                let succ: Option<Vec<usize>> =
                    edges.iter().filter(|e| e.0 == v).map(|e| g[e.1]).collect();
                if let Some(s) = succ {
                    g[v] = Some(mex_naive(&s));
                    changed = true;
                }
            }
            if !changed {
                return g;
            }
        }
    }

    /// Whether v reaches itself by one or more edges.
    fn on_cycle(n: usize, edges: &[(usize, usize)], v: usize) -> bool {
        let mut seen = vec![false; n];
        let mut todo = vec![v];
        while let Some(u) = todo.pop() {
            for &(a, b) in edges {
                if a == u && !seen[b] {
                    seen[b] = true;
                    todo.push(b);
                }
            }
        }
        seen[v]
    }

    fn random_graph(rng: &mut Rng, acyclic: bool) -> (usize, Vec<(usize, usize)>) {
        let n = 1 + rng.below(9);
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let m = rng.below(3 * n);
        let mut edges = Vec::new();
        for _ in 0..m {
            let (a, b) = (rng.below(n), rng.below(n));
            if acyclic {
                // Edges go forward in a random order; repeats give
                // parallel edges.
                if a < b {
                    edges.push((order[a], order[b]));
                }
            } else {
                edges.push((a, b));
            }
        }
        (n, edges)
    }

    fn digraph(n: usize, edges: &[(usize, usize)]) -> Digraph {
        let mut g = Digraph::new(n);
        for &(a, b) in edges {
            g.add_edge(a, b);
        }
        g
    }

    fn adjacency(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
        let mut adj = vec![Vec::new(); n];
        for &(a, b) in edges {
            adj[a].push(b);
        }
        adj
    }

    #[test]
    fn grundy_against_naive() {
        let mut rng = Rng::new(2);
        let (mut acyclic, mut cyclic) = (0, 0);
        for round in 0..6000 {
            let (n, edges) = random_graph(&mut rng, round % 2 == 0);
            let naive = grundy_naive(n, &edges);
            let adj = adjacency(n, &edges);
            let options = |p: usize, out: &mut Vec<usize>| out.extend_from_slice(&adj[p]);
            let got = digraph(n, &edges).grundy();
            if naive.iter().all(Option::is_some) {
                acyclic += 1;
                let naive: Vec<usize> = naive.into_iter().map(Option::unwrap).collect();
                assert_eq!(got.as_ref(), Ok(&naive), "n = {n}, edges = {edges:?}");
                let tokens: Vec<usize> = (0..rng.below(5)).map(|_| rng.below(n)).collect();
                let xor = tokens.iter().fold(0, |x, &t| x ^ naive[t]);
                let sum = digraph(n, &edges).grundy_of_tokens(tokens.iter().copied());
                assert_eq!(sum, Ok(xor), "tokens {tokens:?}, edges = {edges:?}");
                let mut wl = WinLoseMemo::new(n);
                let mut gm = GrundyMemo::new(n);
                // Start from every vertex in a random order, reusing the memo.
                for _ in 0..n {
                    let s = rng.below(n);
                    assert_eq!(wl.wins(s, options), Ok(naive[s] != 0), "{s} {edges:?}");
                    assert_eq!(gm.grundy(s, options), Ok(naive[s]), "{s} {edges:?}");
                }
            } else {
                cyclic += 1;
                let Err(Cycle { vertex }) = got else {
                    panic!("no cycle reported: n = {n}, edges = {edges:?}");
                };
                assert!(on_cycle(n, &edges, vertex), "{vertex} {edges:?}");
                let sum = digraph(n, &edges).grundy_of_tokens([0]);
                assert_eq!(sum, Err(Cycle { vertex }), "{edges:?}");
                // From a vertex leading to a cycle, the memos report one too.
                let s = (0..n).find(|&v| naive[v].is_none()).unwrap();
                for r in [
                    WinLoseMemo::new(n).wins(s, options).map(|_| 0),
                    GrundyMemo::new(n).grundy(s, options),
                ] {
                    // The win/lose search may settle s before reaching the
                    // cycle (a losing option found first); a reported cycle
                    // must be real.
                    if let Err(Cycle { vertex }) = r {
                        assert!(on_cycle(n, &edges, vertex), "{vertex} {edges:?}");
                    }
                }
                let mut gm = GrundyMemo::new(n);
                let Err(Cycle { vertex }) = gm.grundy(s, options) else {
                    panic!("Grundy search from {s} missed the cycle: {edges:?}");
                };
                assert!(on_cycle(n, &edges, vertex));
                // After a cycle the memo stays usable for the acyclic part.
                for v in (0..n).filter(|&v| naive[v].is_some()) {
                    assert_eq!(gm.grundy(v, options), Ok(naive[v].unwrap()));
                }
            }
        }
        assert!(acyclic > 2000 && cyclic > 1000, "{acyclic} {cyclic}");
    }

    #[test]
    fn self_loop_and_parallel_edges() {
        let g = digraph(2, &[(0, 1), (0, 1), (0, 1)]);
        assert_eq!(g.grundy(), Ok(vec![1, 0]));
        let g = digraph(3, &[(0, 1), (1, 1)]);
        assert_eq!(g.grundy(), Err(Cycle { vertex: 1 }));
        assert_eq!(Digraph::new(0).grundy(), Ok(vec![]));
        assert_eq!(Digraph::new(3).grundy(), Ok(vec![0, 0, 0]));
    }

    #[test]
    fn high_degree_values_past_64_and_255() {
        // Vertex i has edges to every j < i (some twice): value i.
        let n = 300;
        let mut g = Digraph::new(n);
        for i in 0..n {
            for j in (0..i).rev() {
                g.add_edge(i, j);
                if j % 3 == 0 {
                    g.add_edge(i, j);
                }
            }
        }
        assert_eq!(g.grundy(), Ok((0..n).collect::<Vec<_>>()));
    }

    #[test]
    fn mul_mod_against_u128_remainder() {
        let mut rng = Rng::new(61);
        for _ in 0..100_000 {
            let (a, b) = (rng.next_u64() % MOD, rng.next_u64() % MOD);
            let expected = (u128::from(a) * u128::from(b) % u128::from(MOD)) as u64;
            assert_eq!(mul_mod(a, b), expected, "{a} * {b}");
        }
        assert_eq!(mul_mod(MOD - 1, MOD - 1), 1);
        assert_eq!(pow_mod(BASE, 0), 1);
        assert_eq!(pow_mod(3, 5), 243);
    }

    /// With base 1 the window hash is the sum of the window's values, so
    /// windows collide all the time: the period found must not change.
    #[test]
    fn period_is_exact_when_window_hashes_collide() {
        let mut rng = Rng::new(62);
        let mut collisions = 0;
        for case in 0..1000 {
            let k = rng.range(1, 6);
            let moves: Vec<u64> = (0..k).map(|_| rng.range(1, 40) as u64).collect();
            let limit = SubtractionGame::DEFAULT_LIMIT;
            let mut good = SubtractionGame::with_hash_base(&moves, limit, BASE);
            let mut bad = SubtractionGame::with_hash_base(&moves, limit, 1);
            let p = good.period();
            assert!(p.is_some(), "case {case}: {moves:?}");
            assert_eq!(bad.period(), p, "case {case}: {moves:?}");
            assert_eq!(bad.values(), good.values(), "case {case}: {moves:?}");
            // Two stored windows with one hash: a chain.
            collisions += usize::from(bad.same_hash.iter().any(|&i| i != usize::MAX));
            for h in (0..2000).chain([u64::MAX]) {
                assert_eq!(
                    bad.grundy(h),
                    good.grundy(h),
                    "case {case}: {moves:?}, heap {h}"
                );
            }
        }
        assert!(collisions > 50, "{collisions}");
    }

    #[test]
    fn long_chain_needs_no_recursion() {
        let n = 1_000_000;
        let mut g = Digraph::with_capacity(n, n);
        for i in 0..n - 1 {
            g.add_edge(i, i + 1);
        }
        let sg = g.grundy().unwrap();
        assert!(sg.iter().enumerate().all(|(i, &v)| v == (n - 1 - i) % 2));
        g.add_edge(n - 1, 0);
        assert!(g.grundy().is_err());
        let mut memo = WinLoseMemo::new(n);
        let chain = |p: usize, out: &mut Vec<usize>| out.extend((p + 1 < n).then_some(p + 1));
        assert_eq!(memo.wins(0, chain), Ok(n % 2 == 0));
        assert_eq!(GrundyMemo::new(n).grundy(0, chain), Ok((n - 1) % 2));
    }
}
