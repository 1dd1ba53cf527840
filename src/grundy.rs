//! Sprague-Grundy values: `mex`, the value of every vertex of an explicit
//! directed graph, and memoised win/lose and Grundy searches over implicit
//! game states.
//!
//! In an impartial game where the player who cannot move loses, a position's
//! Grundy value is the mex (minimum excluded value) of its options' values.
//! The player to move loses iff the value is 0, and a sum of independent games
//! (a move is made in exactly one of them) has the xor of their values.
//!
//! - [`mex`]: O(k) time and memory for k values; repeats allowed.
//! - [`Digraph::grundy`]: every vertex of a graph with n vertices and m
//!   edges, O(n + m) time and memory. Parallel edges and self-loops are
//!   allowed. Nothing is recursive (10^6-deep chains are fine); a directed
//!   cycle is returned as a [`Cycle`] naming a vertex on it.
//!   [`Digraph::grundy_of_tokens`]: the value of a sum of tokens on the
//!   graph (the xor), without the vector of all values.
//! - [`WinLoseMemo`] and [`GrundyMemo`]: memoised search from a start
//!   position over positions the caller numbers densely `0..n_states` (one
//!   byte or word per position, no hashing), with the options generated on
//!   demand by a closure. Iterative with an explicit stack; O(positions
//!   visited + options generated) time over all calls on one memo. The
//!   win/lose search stops looking at a position's options at the first
//!   losing one.
//!
//! Status: unit tests below compare `mex` with a one-line naive mex on every
//! vector over 0..4 up to length 5 and on random longer ones; `Digraph::grundy`
//! and both memos with a naive fixpoint evaluation on thousands of random
//! graphs with parallel edges, self-loops and cycles (every reported cycle
//! vertex is checked to lie on a cycle); values past 64 and 255 on a dense
//! 300-vertex graph; a 10^6-vertex chain. `Digraph` also runs `dag_sg_chips`
//! and `WinLoseMemo` runs `stone_merge`, both checked against the literal
//! games in tests/.
//!
//! # Example
//! ```
//! use cp_games::grundy::{mex, Cycle, Digraph, WinLoseMemo};
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
//! ```

use std::fmt;

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

    pub fn n_vertices(&self) -> usize {
        self.n
    }

    pub fn n_edges(&self) -> usize {
        self.edges.len()
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

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rng::Rng;

    fn mex_naive(v: &[usize]) -> usize {
        (0..).find(|x| !v.contains(x)).unwrap()
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
