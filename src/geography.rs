//! Vertex geography on a graph of positions given by a move function: who
//! wins from a start position, or from every position of a range `0..n`.
//!
//! The game: a token stands on a position, which counts as visited; the
//! players take turns moving it to a neighbouring position not visited
//! before; a player who cannot move loses. The player to move from `s` wins
//! iff `s` lies in every maximum matching of the graph of positions and moves
//! (if it does, the mover moves along one such matching M, and every answer
//! lands on a position M covers; if some maximum matching M misses `s`, the
//! opponent answers every move along M).
//!
//! Names say whose win they report, here and in [`matching`] and
//! [`general_matching`](super::general_matching): `mover_wins...` is `true`
//! where the player to MOVE from the position wins; [`placer_wins`] lists
//! the positions where the player who PLACES the token there wins (the
//! game "A puts the token down, then B moves first"), which are the
//! positions where the mover loses, walls left out. `..._from` answers for
//! one start and explores from it; `..._dense` answers every position of
//! `0..n`, `..._dense_at` one of them. (`mover_wins` and
//! `mover_wins_general` are the old names of [`mover_wins_from`] and
//! [`mover_wins_from_general`], kept deprecated: `matching::mover_wins`
//! answers for every vertex, these for one start.)
//!
//! The positions are the caller's and the library numbers them:
//! `neighbours(s, out)` pushes the positions one move away from `s` onto
//! `out` (empty at each call). The relation must be symmetric (undirected):
//! `t` is among the neighbours of `s` iff `s` is among those of `t`, and the
//! function must give the same moves every time it is asked. List each move
//! once: the stored forms drop repeats, but [`mover_wins_dense`] counts
//! them, so there a move listed twice must be listed twice from its other
//! end. `s` among its own neighbours is ignored (the token never returns to
//! a visited position).
//!
//! When every move changes a colour `side(s)` (on a grid, the parity of
//! `r + c`; for two tokens, of the sum of both tokens' coordinates), the
//! graph is bipartite and bipartite matching answers
//! ([`matching::mover_wins`]). Otherwise use the
//! `_general` forms (Edmonds' blossom algorithm, graph stored). Or let the
//! graph decide: [`mover_wins_auto`] and [`placer_wins`] 2-colour the
//! graph themselves ([`two_colouring`], a breadth-first search on the
//! moves) and take the bipartite matching when there is a colouring, the
//! blossoms when there is not. On a grid,
//! [`Grid::moves`](super::grid::Grid::moves) makes the move
//! function of any piece (a knight, a king, any leaper), walls left out.
//!
//! | function | positions | graph | answer |
//! |---|---|---|---|
//! | [`placer_wins`] | `0..n` | any, bipartite or not found out | the positions where the player who places the token wins |
//! | [`mover_wins_auto`] | `0..n` | the same | `Vec<bool>`, per position |
//! | [`mover_wins_from`] | any `S: Hash + Eq + Clone + Debug`, explored from a start | bipartite, stored | `bool` |
//! | [`mover_wins_from_general`] | the same | any, stored | `bool` |
//! | [`mover_wins_dense`] | `0..n` | bipartite, computed on demand (no edge list) | `Vec<bool>`, per position |
//! | [`mover_wins_dense_at`] | `0..n` | the same | `bool`, for one position |
//! | [`winning_move_dense_at`] | `0..n` | the same | the position a winning move reaches, or `None` |
//! | [`mover_wins_dense_general`] | `0..n` | any, stored | `Vec<bool>`, per position |
//!
//! Positions from which the mover wins at once (say, by merging two
//! tokens) are never worth moving into: leave them out of the neighbour
//! lists and answer them before asking (see the example of
//! [`mover_wins_dense`]). Then a player whose only moves lead there loses,
//! as in the real game.
//!
//! # Checks
//!
//! Each form panics with a message naming the positions, rather than
//! answering for a graph it was not meant to see:
//! - on a move `s -> t` with `side(s) == side(t)` (the side function is
//!   not a 2-colouring of the moves; a `_general` form takes any graph);
//! - on a move whose reverse is missing (or, in [`mover_wins_dense`],
//!   listed a different number of times);
//! - in the dense forms, on a move outside `0..n`.
//!
//! All these are checked on every move, in release builds too. The stored
//! forms look the reverse up in the sorted adjacency lists;
//! [`mover_wins_dense`], which keeps no list, sums a hash of every move
//! `s -> t` minus one of `t -> s` in the pass that numbers the positions
//! (0 iff each move is listed as often from both ends, but for a 2^-64
//! chance), and only when the sum is not 0 searches the moves again to
//! name one.
//!
//! # Complexity
//! With V positions (reachable from the start, or with a move in `0..n`), E
//! moves between them and d the most moves of one position:
//! - [`mover_wins_from`], [`mover_wins_from_general`]: O(V + E) calls of `neighbours`
//!   and hash operations to explore, O(E log d) to check the moves, then the
//!   matching: O(E sqrt V) (bipartite) or O(V (V + E) α(V)) at worst
//!   (general, usually a few O(V + E) searches); O(V + E) memory, each
//!   position stored twice.
//! - [`mover_wins_dense`], [`mover_wins_dense_at`]: n calls of `side`, then
//!   one pass of n calls of `neighbours` that numbers and checks, then the
//!   matching and (for every position) one alternating-reachability pass
//!   over moves computed again as they are walked: O(E sqrt V) moves walked,
//!   in practice a few passes over all of them, with one `neighbours` call
//!   each time the walk turns to another position. Memory: 3 bits per position of
//!   `0..n` for the numbering (and a byte for the answer of
//!   [`mover_wins_dense`]), plus the matching's arrays per vertex; no edge
//!   list.
//! - [`mover_wins_dense_general`]: n calls of `neighbours`, O(E log d) for
//!   the checks, then the blossom algorithm; O(n + E) memory.
//!
//! - [`two_colouring`]: n calls of `neighbours`, O(n + E); [`mover_wins_auto`]
//!   and [`placer_wins`] add it to the form they choose.
//!
//! Nothing is recursive.
//!
//! Status: stress-tested (`tests/crate_wide/lib_geography.rs`) against exhaustive
//! searches of the literal games, with no matching theory: vertex geography
//! (token position and visited set) on 6000 random graphs of up to 10
//! vertices, bipartite and not, and every graph on 5 vertices, through every
//! form (positions as strings in the explored forms, scattered over a
//! larger range in the dense ones) and through `matching` and
//! `general_matching`; the two-token game (unordered pairs that may not
//! repeat, merging wins) on 400 random mazes of up to 9 free cells, through
//! both bipartite forms; knight geography on 300 random boards of up to
//! 4 x 4 with blocked squares. The dense form agrees with the explored one
//! from every start of two tokens on an open 7 x 7 board, and with the
//! known answer for a corner of an n x n grid (n <= 30). Each panic of
//! "Checks" has a test that triggers it and checks its message.
//! [`placer_wins`] and [`two_colouring`] against the literal
//! placer-first game and a brute-force colouring on thousands of random
//! mazes of up to 12 free cells, with the four neighbours, a knight, a
//! king, `(1, 1)`, `(0, 2)`, `(1, 3)` and `(2, 2)` leapers and mixed
//! offset sets, bipartite and not (`tests/crate_wide/lib_geography.rs`).
//!
//! # Example
//! ```
//! use cp_games::geography::mover_wins_from;
//! // A knight on a 3 x 3 board: the eight outer squares form one cycle of
//! // knight moves, whose two perfect matchings cover every square; the
//! // centre has no move at all.
//! let knight = |&(r, c): &(i32, i32), out: &mut Vec<(i32, i32)>| {
//!     for (dr, dc) in [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)] {
//!         let (r, c) = (r + dr, c + dc);
//!         if (0..3).contains(&r) && (0..3).contains(&c) {
//!             out.push((r, c));
//!         }
//!     }
//! };
//! let colour = |&(r, c): &(i32, i32)| (r + c) % 2 == 0;
//! assert!(mover_wins_from((0, 0), knight, colour));
//! assert!(!mover_wins_from((1, 1), knight, colour));
//! ```

use super::general_matching::GeneralGraph;
use super::matching::{self, Adjacency, BipartiteGraph, Side};
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

/// Position and vertex numbers as stored (4 bytes each).
type Id = u32;
const NONE: Id = Id::MAX;

/// A graph stored as sorted adjacency lists without repeats or loops: the
/// moves of `u` are `to[start[u]..start[u + 1]]`.
struct Moves {
    start: Vec<usize>,
    to: Vec<Id>,
}

impl Moves {
    fn new() -> Moves {
        Moves {
            start: vec![0],
            to: Vec::new(),
        }
    }

    fn len(&self) -> usize {
        self.start.len() - 1
    }

    /// Appends the next vertex, `u`, with the moves `to`.
    fn push(&mut self, u: usize, to: impl Iterator<Item = Id>) {
        let first = self.to.len();
        self.to.extend(to.filter(|&v| v as usize != u));
        self.to[first..].sort_unstable();
        let mut kept = first;
        for i in first..self.to.len() {
            if kept == first || self.to[i] != self.to[kept - 1] {
                self.to[kept] = self.to[i];
                kept += 1;
            }
        }
        self.to.truncate(kept);
        self.start.push(kept);
    }

    fn of(&self, u: usize) -> &[Id] {
        &self.to[self.start[u]..self.start[u + 1]]
    }

    /// A move `(u, v)` whose reverse is missing, if any.
    fn one_way(&self) -> Option<(usize, usize)> {
        (0..self.len()).find_map(|u| {
            self.of(u)
                .iter()
                .find(|&&v| self.of(v as usize).binary_search(&(u as Id)).is_err())
                .map(|&v| (u, v as usize))
        })
    }
}

/// The positions reachable from `start`, numbered in the order a
/// breadth-first search meets them (`start` is 0), and the moves between
/// them. Panics on a one-way move.
fn explore<S, N>(start: S, mut neighbours: N) -> (Vec<S>, Moves)
where
    S: Hash + Eq + Clone + Debug,
    N: FnMut(&S, &mut Vec<S>),
{
    let mut ids: HashMap<S, Id> = HashMap::new();
    ids.insert(start.clone(), 0);
    let mut states = vec![start];
    let mut moves = Moves::new();
    let mut out = Vec::new();
    let mut to = Vec::new();
    while moves.len() < states.len() {
        let u = moves.len();
        out.clear();
        neighbours(&states[u], &mut out);
        to.clear();
        for s in out.drain(..) {
            let next = states.len();
            let v = *ids.entry(s).or_insert_with_key(|s| {
                assert!(next < NONE as usize, "geography: too many positions");
                states.push(s.clone());
                next as Id
            });
            to.push(v);
        }
        moves.push(u, to.iter().copied());
    }
    if let Some((u, v)) = moves.one_way() {
        let (s, t) = (&states[u], &states[v]);
        panic!("geography: the move {s:?} -> {t:?} has no reverse {t:?} -> {s:?}");
    }
    (states, moves)
}

fn side_of(left: bool) -> Side {
    if left {
        Side::Left
    } else {
        Side::Right
    }
}

fn same_side<S: Debug>(s: &S, t: &S, side: bool) -> ! {
    panic!(
        "geography: the move {s:?} -> {t:?} stays on one side (side = {side} at both ends): \
         the side function is not a 2-colouring of the moves; a `_general` form takes any graph"
    )
}

/// Whether the player to move wins vertex geography from `start` on a
/// bipartite graph of positions: explores every position reachable from
/// `start` with `neighbours`, numbers them, builds the graph with the
/// positions where `side` is `true` on one side and the others on the other
/// side, and answers with [`matching::mover_wins`]: `true` iff `start` lies
/// in every maximum matching.
///
/// For small or sparse state spaces; positions `0..n` in the millions are
/// faster with [`mover_wins_dense`], which stores no edge.
///
/// # Panics
/// If a move does not change `side`, or a move has no reverse, naming the
/// positions (see the module documentation); if 2^32 - 1 positions or more
/// are reachable.
///
/// # Complexity
/// O(V + E) calls of `neighbours` and hash operations, O(E log d) to check
/// the moves, O(E sqrt V) for the matching; O(V + E) memory.
///
/// # Example
/// ```
/// use cp_games::geography::mover_wins_from;
/// // The token walks on 0..=4 in steps of one: a path of five positions.
/// let path = |&s: &u8, out: &mut Vec<u8>| {
///     out.extend(s.checked_sub(1));
///     out.extend((s < 4).then_some(s + 1));
/// };
/// let even = |&s: &u8| s % 2 == 0;
/// assert!(mover_wins_from(1, path, even)); // move to 0: the opponent is stuck
/// assert!(!mover_wins_from(2, path, even)); // either way, the opponent goes on
/// assert!(!mover_wins_from(0, path, even));
/// ```
pub fn mover_wins_from<S, N, C>(start: S, neighbours: N, mut side: C) -> bool
where
    S: Hash + Eq + Clone + Debug,
    N: FnMut(&S, &mut Vec<S>),
    C: FnMut(&S) -> bool,
{
    let (states, moves) = explore(start, neighbours);
    let left: Vec<bool> = states.iter().map(&mut side).collect();
    let mut g = BipartiteGraph::default();
    let vertex: Vec<usize> = left.iter().map(|&l| g.add_vertex(side_of(l))).collect();
    for u in 0..states.len() {
        for &v in moves.of(u) {
            let v = v as usize;
            if left[u] == left[v] {
                same_side(&states[u], &states[v], left[u]);
            }
            if left[u] {
                g.add_edge(vertex[u], vertex[v]);
            }
        }
    }
    g.mover_wins().get(side_of(left[0]), vertex[0])
}

/// Whether the player to move wins vertex geography from `start` on any
/// graph of positions (not necessarily bipartite): explores every position
/// reachable from `start` with `neighbours`, numbers them, and answers with
/// Edmonds' blossom algorithm: `true` iff `start` lies in every maximum
/// matching.
///
/// # Panics
/// If a move has no reverse, naming the positions; if 2^32 - 1 positions or
/// more are reachable.
///
/// # Complexity
/// O(V + E) calls of `neighbours` and hash operations, O(E log d) to check
/// the moves, then the blossom algorithm (see
/// [`GeneralGraph::max_matching`]); O(V + E) memory.
///
/// # Example
/// ```
/// use cp_games::geography::mover_wins_from_general;
/// // A triangle a-b-c with a tail c-d-e: the mover wins only from d.
/// let edges = ["ab", "bc", "ca", "cd", "de"];
/// let graph = |s: &char, out: &mut Vec<char>| {
///     for e in edges.iter().map(|e| e.as_bytes()) {
///         let (x, y) = (char::from(e[0]), char::from(e[1]));
///         if x == *s {
///             out.push(y);
///         } else if y == *s {
///             out.push(x);
///         }
///     }
/// };
/// let wins: Vec<bool> = "abcde".chars().map(|s| mover_wins_from_general(s, graph)).collect();
/// assert_eq!(wins, [false, false, false, true, false]);
/// ```
pub fn mover_wins_from_general<S, N>(start: S, neighbours: N) -> bool
where
    S: Hash + Eq + Clone + Debug,
    N: FnMut(&S, &mut Vec<S>),
{
    let (_, moves) = explore(start, neighbours);
    general_wins(&moves)[0]
}

/// The old name of [`mover_wins_from`].
#[deprecated(
    note = "renamed `mover_wins_from` (one start); `matching::mover_wins` answers every vertex"
)]
pub fn mover_wins<S, N, C>(start: S, neighbours: N, side: C) -> bool
where
    S: Hash + Eq + Clone + Debug,
    N: FnMut(&S, &mut Vec<S>),
    C: FnMut(&S) -> bool,
{
    mover_wins_from(start, neighbours, side)
}

/// The old name of [`mover_wins_from_general`].
#[deprecated(note = "renamed `mover_wins_from_general` (one start)")]
pub fn mover_wins_general<S, N>(start: S, neighbours: N) -> bool
where
    S: Hash + Eq + Clone + Debug,
    N: FnMut(&S, &mut Vec<S>),
{
    mover_wins_from_general(start, neighbours)
}

/// For each vertex of `moves` (symmetric), whether the mover wins.
fn general_wins(moves: &Moves) -> Vec<bool> {
    let mut g = GeneralGraph::new(moves.len());
    for u in 0..moves.len() {
        for &v in moves.of(u).iter().filter(|&&v| u < v as usize) {
            g.add_edge(u, v as usize);
        }
    }
    g.mover_wins()
}

/// For each position `s` in `0..n`, whether the player to move wins vertex
/// geography from `s` on a bipartite graph whose edges are never stored:
/// `neighbours` is called again whenever the matching walks the moves of a
/// position. Positions where `side` is `true` go on one side, the others on
/// the other; positions without a move are left out (the mover loses there),
/// so the range may hold numbers that are not positions, as long as
/// `neighbours` gives them no move and no position moves to them.
///
/// This is the form for state spaces of millions of positions: one pass
/// numbers the positions with a move on each side (in 3 bits a position)
/// and checks every move, then one maximum matching and one
/// alternating-reachability pass answer every position at once
/// ([`matching::mover_wins`]). The game of the example below played on an
/// open 50 x 50 board (3 * 10^6 positions, 2.5 * 10^7 moves) is answered
/// in a fraction of a second in a release build.
/// [`mover_wins_dense_at`] answers one position, a pass faster.
///
/// # Panics
/// If a move leaves `0..n`, does not change `side`, or is not listed as
/// often from its other end (see the module documentation); if
/// `n >= 2^32 - 1`.
///
/// # Complexity
/// n calls of `side`, n calls of `neighbours` in the first pass, then
/// O(E sqrt V) moves walked by the matching and the reachability pass, with
/// one `neighbours` call each time the walk turns to another position's
/// moves. Memory: a byte per position of `0..n` for the answer, 3 bits for
/// the numbering, and the matching's arrays per vertex.
///
/// # Example
/// Two tokens on a 1 x 4 corridor; a move steps one token to a next cell,
/// and who puts both tokens on one cell wins. Positions are pairs `x < y`
/// numbered `4x + y`. Tokens next to each other are a win for the mover (it
/// merges them), so those positions are left out, and moves into them too.
/// ```
/// use cp_games::geography::mover_wins_dense;
/// let far = |x: usize, y: usize| x + 1 < y;
/// let wins = mover_wins_dense(
///     16,
///     |s, out| {
///         let (x, y) = (s / 4, s % 4);
///         if !far(x, y) {
///             return;
///         }
///         for (a, b) in [(x.wrapping_sub(1), y), (x + 1, y), (x, y - 1), (x, y + 1)] {
///             if b < 4 && a < 4 && far(a, b) {
///                 out.push(4 * a + b);
///             }
///         }
///     },
///     |s| (s / 4 + s % 4) % 2 == 0,
/// );
/// // Tokens on cells 0 and 3: the mover brings them to distance two; the
/// // opponent may not go back to the start (positions do not repeat), so
/// // must put them next to each other, and the mover merges them.
/// assert!(wins[3]);
/// // From cells 0 and 2, the only move that keeps them apart leads to that
/// // winning position: the mover loses. Likewise from 1 and 3.
/// assert!(!wins[2] && !wins[7]);
/// ```
pub fn mover_wins_dense<N, C>(n: usize, neighbours: N, side: C) -> Vec<bool>
where
    N: FnMut(usize, &mut Vec<usize>),
    C: FnMut(usize) -> bool,
{
    let mut answer = vec![false; n];
    with_dense_graph(n, neighbours, side, |[left, right]| {
        let wins = matching::mover_wins(&left, &right);
        for (at, side_wins) in [(&left.position, &wins.left), (&right.position, &wins.right)] {
            for (&s, &w) in at.iter().zip(side_wins) {
                answer[s as usize] = w;
            }
        }
    });
    answer
}

/// Whether the player to move wins vertex geography from the one position
/// `start` of `0..n`, the graph given as to [`mover_wins_dense`]: the same
/// pass over the positions and the same matching, but one reachability
/// pass fewer and no answer per position (`false` if `start` has no move).
///
/// # Panics
/// As [`mover_wins_dense`]; also if `start >= n`.
///
/// # Complexity
/// As [`mover_wins_dense`], with 3 bits per position and the matching's
/// arrays per vertex of memory.
///
/// # Example
/// ```
/// use cp_games::geography::mover_wins_dense_at;
/// // A path 0 - 1 - 2: the mover wins from the middle only.
/// let path = |s: usize, out: &mut Vec<usize>| {
///     out.extend([s.wrapping_sub(1), s + 1].into_iter().filter(|&t| t < 3));
/// };
/// let even = |s: usize| s % 2 == 0;
/// assert!(mover_wins_dense_at(3, 1, path, even));
/// assert!(!mover_wins_dense_at(3, 0, path, even));
/// ```
pub fn mover_wins_dense_at<N, C>(n: usize, start: usize, neighbours: N, side: C) -> bool
where
    N: FnMut(usize, &mut Vec<usize>),
    C: FnMut(usize) -> bool,
{
    assert!(
        start < n,
        "geography: the start {start} is not below n = {n}"
    );
    with_dense_graph(n, neighbours, side, |[left, right]| {
        let Some((k, v)) = left.numbers.vertex(start) else {
            return false;
        };
        // The start's side is the one whose alternating reachability the
        // matching computes along the way.
        if k == 0 {
            matching::mover_wins_left(&left, &right)[v]
        } else {
            matching::mover_wins_left(&right, &left)[v]
        }
    })
}

/// A winning move of vertex geography from the position `start` of `0..n`,
/// the graph given as to [`mover_wins_dense`]: the position to move to, or
/// `None` when the player to move loses. The mate of `start` in a maximum
/// matching, when `start` lies in every maximum matching
/// ([`matching::winning_reply`]); positions visited before are left out of
/// the graph by the caller (give them no move and no position a move to
/// them).
///
/// # Panics
/// As [`mover_wins_dense_at`].
///
/// # Complexity
/// As [`mover_wins_dense_at`].
///
/// # Example
/// ```
/// use cp_games::geography::winning_move_dense_at;
/// // A path 0 - 1 - 2 - 3: its one perfect matching is 0-1, 2-3.
/// let path = |s: usize, out: &mut Vec<usize>| {
///     out.extend([s.wrapping_sub(1), s + 1].into_iter().filter(|&t| t < 4));
/// };
/// let even = |s: usize| s % 2 == 0;
/// assert_eq!(winning_move_dense_at(4, 1, path, even), Some(0));
/// assert_eq!(winning_move_dense_at(4, 2, path, even), Some(3));
/// // Position 0 visited before: leave it out; from 1, the path 1 - 2 - 3
/// // is lost (2-3 is a maximum matching that misses 1).
/// let rest = |s: usize, out: &mut Vec<usize>| {
///     if s > 0 {
///         out.extend([s - 1, s + 1].into_iter().filter(|&t| (1..4).contains(&t)));
///     }
/// };
/// assert_eq!(winning_move_dense_at(4, 1, rest, even), None);
/// ```
pub fn winning_move_dense_at<N, C>(n: usize, start: usize, neighbours: N, side: C) -> Option<usize>
where
    N: FnMut(usize, &mut Vec<usize>),
    C: FnMut(usize) -> bool,
{
    assert!(
        start < n,
        "geography: the start {start} is not below n = {n}"
    );
    with_dense_graph(n, neighbours, side, |[left, right]| {
        let (k, v) = left.numbers.vertex(start)?;
        let (side, other) = if k == 0 {
            (Side::Left, &right)
        } else {
            (Side::Right, &left)
        };
        let w = matching::winning_reply(&left, &right, side, v)?;
        Some(other.position[w] as usize)
    })
}

/// Numbers the positions of `0..n` with a move, checks every move (see the
/// module documentation), and hands the two sides of the graph to `f`.
fn with_dense_graph<N, C, R>(
    n: usize,
    mut neighbours: N,
    mut side: C,
    f: impl FnOnce([ComputedSide<'_, N>; 2]) -> R,
) -> R
where
    N: FnMut(usize, &mut Vec<usize>),
    C: FnMut(usize) -> bool,
{
    assert!(
        n < NONE as usize,
        "geography: {n} positions, at most {}",
        NONE - 1
    );
    let mut numbers = Numbering::new(n, &mut side);
    let mut out = Vec::new();
    // The sum of hash(s, t) - hash(t, s) over the moves s -> t: 0 when
    // every move is listed as often from each end, anything else (but for
    // a 2^-64 chance) when not.
    let mut balance = 0u64;
    for s in 0..n {
        out.clear();
        neighbours(s, &mut out);
        let left = numbers.is_left(s);
        let mut any = false;
        for &t in &out {
            assert!(
                t < n,
                "geography: the move {s} -> {t} leaves the positions 0..{n}"
            );
            if t != s {
                any = true;
                if numbers.is_left(t) == left {
                    same_side(&s, &t, left);
                }
                balance = balance
                    .wrapping_add(move_hash(s, t))
                    .wrapping_sub(move_hash(t, s));
            }
        }
        if any {
            numbers.add(s);
        }
    }
    if balance != 0 {
        one_way_move(n, &mut neighbours);
        panic!("geography: `neighbours` gave other moves when asked again");
    }
    let [left, right] = numbers.finish();
    let walk = RefCell::new(Walk {
        neighbours,
        key: usize::MAX,
        out,
        to: Vec::new(),
    });
    let make = |side, position| ComputedSide {
        side,
        position,
        numbers: &numbers,
        walk: &walk,
    };
    f([make(0, left), make(1, right)])
}

/// A hash of the move `s -> t` (positions below 2^32), mixed as in
/// SplitMix64.
fn move_hash(s: usize, t: usize) -> u64 {
    let mut x = (s as u64) << 32 | t as u64;
    x = (x ^ x >> 30).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ x >> 27).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ x >> 31
}

/// Panics naming a move `s -> t` listed more often than `t -> s`, found by
/// asking for the moves of both ends of every move.
fn one_way_move(n: usize, neighbours: &mut impl FnMut(usize, &mut Vec<usize>)) {
    let (mut out, mut back) = (Vec::new(), Vec::new());
    for s in 0..n {
        out.clear();
        neighbours(s, &mut out);
        for &t in out.iter().filter(|&&t| t != s) {
            back.clear();
            neighbours(t, &mut back);
            let there = out.iter().filter(|&&x| x == t).count();
            let back_count = back.iter().filter(|&&x| x == s).count();
            if back_count == 0 {
                panic!("geography: the move {s} -> {t} has no reverse {t} -> {s}");
            }
            if there != back_count {
                panic!(
                    "geography: the move {s} -> {t} is listed {there} times, \
                     its reverse {t} -> {s} {back_count} times"
                );
            }
        }
    }
}

/// The vertex numbers of the positions `0..n` of [`mover_wins_dense`], in
/// 3 bits a position: per block of 64 positions, which are on the left, which
/// have a move (are vertices), and how many vertices of each side come
/// before the block. A vertex's number is its rank among the vertices of its
/// side. Small enough to stay in cache where a table of numbers would not.
struct Numbering {
    blocks: Vec<Block>,
    /// Vertices added so far per side (left, right).
    count: [Id; 2],
    position: [Vec<Id>; 2],
}

#[derive(Clone, Copy, Default)]
struct Block {
    left: u64,
    live: u64,
    before: [Id; 2],
}

impl Numbering {
    fn new(n: usize, side: &mut impl FnMut(usize) -> bool) -> Numbering {
        let mut blocks = vec![Block::default(); (n + 63) / 64];
        for (i, b) in blocks.iter_mut().enumerate() {
            for j in 0..64.min(n - 64 * i) {
                b.left |= u64::from(side(64 * i + j)) << j;
            }
        }
        Numbering {
            blocks,
            count: [0, 0],
            position: [Vec::new(), Vec::new()],
        }
    }

    fn is_left(&self, s: usize) -> bool {
        self.blocks[s >> 6].left >> (s & 63) & 1 == 1
    }

    /// Makes `s` a vertex; positions are added in increasing order.
    fn add(&mut self, s: usize) {
        let k = usize::from(!self.is_left(s));
        let b = &mut self.blocks[s >> 6];
        if b.live == 0 {
            b.before = self.count;
        }
        b.live |= 1 << (s & 63);
        self.count[k] += 1;
        self.position[k].push(s as Id);
    }

    /// Fills in `before` for the blocks without a vertex; returns the
    /// position of each vertex, per side.
    fn finish(&mut self) -> [Vec<Id>; 2] {
        let mut count = [0, 0];
        for b in &mut self.blocks {
            if b.live == 0 {
                b.before = count;
            }
            count = b.before;
            let left = (b.live & b.left).count_ones();
            count[0] += left;
            count[1] += b.live.count_ones() - left;
        }
        std::mem::take(&mut self.position)
    }

    /// `(side, number)` of position `s` (side 0: left), if it is a vertex.
    fn vertex(&self, s: usize) -> Option<(usize, usize)> {
        let b = &self.blocks[s >> 6];
        let bit = 1u64 << (s & 63);
        if b.live & bit == 0 {
            return None;
        }
        let k = usize::from(b.left & bit == 0);
        let same = if k == 0 { b.left } else { !b.left };
        let below = (b.live & same & (bit - 1)).count_ones();
        Some((k, (b.before[k] + below) as usize))
    }
}

/// The moves of the vertex walked last, computed by the caller's function
/// and kept until another vertex's are asked for: the matching walks the
/// moves of a vertex one cursor step at a time, mostly one vertex after
/// another.
struct Walk<N> {
    neighbours: N,
    /// `2 * vertex + side` of the vertex whose moves `to` holds.
    key: usize,
    /// The positions `neighbours` gave.
    out: Vec<usize>,
    /// Their vertex numbers on the other side.
    to: Vec<Id>,
}

impl<N: FnMut(usize, &mut Vec<usize>)> Walk<N> {
    /// The vertex numbers of the moves of vertex `u` of side `side`, whose
    /// positions are `position`.
    fn moves(&mut self, side: usize, u: usize, position: &[Id], numbers: &Numbering) -> &[Id] {
        let key = 2 * u + side;
        if self.key != key {
            let s = position[u] as usize;
            self.out.clear();
            (self.neighbours)(s, &mut self.out);
            self.to.clear();
            for &t in self.out.iter().filter(|&&t| t != s) {
                match numbers.vertex(t) {
                    Some((_, w)) => self.to.push(w as Id),
                    None => {
                        panic!("geography: the move {s} -> {t} has no reverse ({t} has no moves)")
                    }
                }
            }
            self.key = key;
        }
        &self.to
    }
}

/// One side of the graph of [`mover_wins_dense`]: vertex `v` is position
/// `position[v]`; its edges are computed when asked.
struct ComputedSide<'a, N> {
    side: usize,
    position: Vec<Id>,
    numbers: &'a Numbering,
    walk: &'a RefCell<Walk<N>>,
}

impl<N: FnMut(usize, &mut Vec<usize>)> Adjacency for ComputedSide<'_, N> {
    fn n_vertices(&self) -> usize {
        self.position.len()
    }

    /// The cursor is an index into the moves of the vertex.
    fn first_cursor(&self, _: usize) -> usize {
        0
    }

    fn next_edge(&self, u: usize, cursor: usize) -> Option<(usize, usize)> {
        let mut walk = self.walk.borrow_mut();
        let moves = walk.moves(self.side, u, &self.position, self.numbers);
        moves.get(cursor).map(|&w| (w as usize, cursor + 1))
    }

    fn find_edge(&self, u: usize, mut visit: impl FnMut(usize) -> bool) -> bool {
        let mut walk = self.walk.borrow_mut();
        let moves = walk.moves(self.side, u, &self.position, self.numbers);
        moves.iter().any(|&w| visit(w as usize))
    }
}

/// For each position `s` in `0..n`, whether the player to move wins vertex
/// geography from `s` on any graph (not necessarily bipartite), by Edmonds'
/// blossom algorithm on the moves stored as adjacency lists. Positions
/// without a move lose.
///
/// # Panics
/// If a move leaves `0..n` or has no reverse, naming the positions.
///
/// # Complexity
/// n calls of `neighbours`, O(E log d) to check the moves, then the blossom
/// algorithm (see [`GeneralGraph::max_matching`]); O(n + E) memory.
///
/// # Example
/// ```
/// use cp_games::geography::mover_wins_dense_general;
/// // A 5-cycle: every vertex is missed by some maximum matching.
/// let cycle = |s: usize, out: &mut Vec<usize>| out.extend([(s + 1) % 5, (s + 4) % 5]);
/// assert_eq!(mover_wins_dense_general(5, cycle), [false; 5]);
/// // A triangle 0-1-2 with a pendant 2-3: the only maximum matching,
/// // 0-1 and 2-3, covers every vertex, so the mover wins from each.
/// let pendant = |s: usize, out: &mut Vec<usize>| {
///     for (a, b) in [(0, 1), (1, 2), (2, 0), (2, 3)] {
///         if a == s {
///             out.push(b);
///         } else if b == s {
///             out.push(a);
///         }
///     }
/// };
/// assert_eq!(mover_wins_dense_general(4, pendant), [true; 4]);
/// ```
pub fn mover_wins_dense_general<N>(n: usize, mut neighbours: N) -> Vec<bool>
where
    N: FnMut(usize, &mut Vec<usize>),
{
    assert!(
        n < NONE as usize,
        "geography: {n} positions, at most {}",
        NONE - 1
    );
    let mut moves = Moves::new();
    let mut out = Vec::new();
    for s in 0..n {
        out.clear();
        neighbours(s, &mut out);
        if let Some(&t) = out.iter().find(|&&t| t >= n) {
            panic!("geography: the move {s} -> {t} leaves the positions 0..{n}");
        }
        moves.push(s, out.iter().map(|&t| t as Id));
    }
    if let Some((s, t)) = moves.one_way() {
        panic!("geography: the move {s} -> {t} has no reverse {t} -> {s}");
    }
    general_wins(&moves)
}

/// A 2-colouring of the graph of positions `0..n` given by `neighbours`,
/// if it has one: `Some(side)` with `side[s] != side[t]` for every move
/// `s -> t`, or `None` when the graph holds an odd cycle (is not
/// bipartite). Decided on the moves themselves, by a breadth-first search
/// from each position not yet coloured (iterative, one byte a position and
/// a queue), never from a guess such as the parity of `r + c`, which a
/// king's move breaks and a `(1, 1)` leaper's fools (its moves keep `r + c`
/// even, yet the graph is bipartite by the parity of the row). A position
/// without a move gets `true`; a move `s -> s` is ignored.
///
/// [`mover_wins_auto`] and [`placer_wins`] call it to choose the
/// matching; call it yourself to tell a user which case a game is.
///
/// # Panics
/// If a move leaves `0..n`, naming it.
///
/// # Complexity
/// n calls of `neighbours` (one per position), O(n + E) time, O(n) memory.
///
/// # Example
/// ```
/// use cp_games::{geography::two_colouring, grid::Grid, input::Input};
/// let g = Grid::read(&mut Input::new("...\n...\n...\n"), 3, 3, b".#").unwrap();
/// let free = |_| true;
/// // A knight always changes the colour of its square; a king does not.
/// assert!(two_colouring(9, g.moves(Grid::KNIGHT, free)).is_some());
/// assert!(two_colouring(9, g.moves(Grid::KING, free)).is_none());
/// // A bishop's step keeps r + c even, and still the graph is bipartite:
/// // by the row's parity.
/// let side = two_colouring(9, g.moves(&Grid::leaper(1, 1), free)).unwrap();
/// assert!(side[0] != side[4] && side[4] != side[8] && side[0] == side[8]);
/// ```
pub fn two_colouring<N>(n: usize, mut neighbours: N) -> Option<Vec<bool>>
where
    N: FnMut(usize, &mut Vec<usize>),
{
    const UNSEEN: u8 = 2;
    let mut colour = vec![UNSEEN; n];
    let mut queue: Vec<usize> = Vec::new();
    let mut out = Vec::new();
    for root in 0..n {
        if colour[root] != UNSEEN {
            continue;
        }
        colour[root] = 1;
        queue.clear();
        queue.push(root);
        let mut head = 0;
        while head < queue.len() {
            let s = queue[head];
            head += 1;
            out.clear();
            neighbours(s, &mut out);
            for &t in &out {
                assert!(
                    t < n,
                    "geography: the move {s} -> {t} leaves the positions 0..{n}"
                );
                if t == s {
                    continue;
                }
                if colour[t] == UNSEEN {
                    colour[t] = 1 - colour[s];
                    queue.push(t);
                } else if colour[t] == colour[s] {
                    return None;
                }
            }
        }
    }
    Some(colour.into_iter().map(|c| c == 1).collect())
}

/// For each position `s` in `0..n`, whether the player to move wins vertex
/// geography from `s`, on any graph of positions, the matching chosen by
/// the graph: [`two_colouring`] decides whether it is bipartite, and then
/// [`mover_wins_dense`] answers with that colouring (bipartite matching, no
/// edge list), or [`mover_wins_dense_general`] does (Edmonds' blossoms).
/// The caller never decides which. Positions without a move lose (`false`).
///
/// # Panics
/// As [`mover_wins_dense`]: a move that leaves `0..n` or has no reverse.
///
/// # Complexity
/// [`two_colouring`], then the complexity of the form it chooses.
///
/// # Example
/// ```
/// use cp_games::geography::mover_wins_auto;
/// // A triangle 0-1-2 with a tail 2-3-4 (not bipartite): the mover wins
/// // from 3 only. A path 0-1-2 (bipartite): from the middle only.
/// let graph = |edges: &'static [(usize, usize)]| {
///     move |s: usize, out: &mut Vec<usize>| {
///         for &(a, b) in edges {
///             if a == s {
///                 out.push(b);
///             } else if b == s {
///                 out.push(a);
///             }
///         }
///     }
/// };
/// assert_eq!(mover_wins_auto(5, graph(&[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)])),
///            [false, false, false, true, false]);
/// assert_eq!(mover_wins_auto(3, graph(&[(0, 1), (1, 2)])), [false, true, false]);
/// ```
pub fn mover_wins_auto<N>(n: usize, mut neighbours: N) -> Vec<bool>
where
    N: FnMut(usize, &mut Vec<usize>),
{
    match two_colouring(n, &mut neighbours) {
        Some(side) => mover_wins_dense(n, &mut neighbours, |s| side[s]),
        None => mover_wins_dense_general(n, neighbours),
    }
}

/// The positions of `0..n`, in increasing order, on which the player who
/// PLACES the token wins vertex geography: the game "A puts the token on a
/// position, then B moves first". They are the positions where
/// `is_position` holds and the player to move loses ([`mover_wins_auto`]
/// is `false`), the matching chosen by the graph as there. A position with
/// no move is among them (B is stuck at once); a number that is not a
/// position (a wall) never is, even though it has no move either. On a
/// grid, [`Grid::moves`] gives `neighbours`:
/// `placer_wins(cells, free, grid.moves(Grid::KNIGHT, free))`.
///
/// Give non-positions no move and no position a move to them.
///
/// # Panics
/// As [`mover_wins_auto`].
///
/// # Complexity
/// As [`mover_wins_auto`], plus n calls of `is_position`.
///
/// # Example
/// ```
/// use cp_games::{geography::placer_wins, grid::Grid, input::Input};
/// // A king on a 2 x 3 board with one wall (not bipartite: 0, 1, 3 are a
/// // triangle). Each of the five free squares is left free by some
/// // maximum matching (two pairs), so the placer wins on every one.
/// let g = Grid::read(&mut Input::new("..#\n...\n"), 2, 3, b".#").unwrap();
/// let free = |id: usize| g.cells[id] == b'.';
/// assert_eq!(placer_wins(6, free, g.moves(Grid::KING, free)), [0, 1, 3, 4, 5]);
/// // With the four neighbours: the square 0 - 1 - 4 - 3 and 4 - 5 (bipartite).
/// // Maximum matchings of two pairs leave 1, 3 or 5 free, never 0 or 4.
/// assert_eq!(placer_wins(6, free, g.moves(Grid::ROOK_STEP, free)), [1, 3, 5]);
/// ```
///
/// [`Grid::moves`]: crate::grid::Grid::moves
pub fn placer_wins<P, N>(n: usize, mut is_position: P, neighbours: N) -> Vec<usize>
where
    P: FnMut(usize) -> bool,
    N: FnMut(usize, &mut Vec<usize>),
{
    let mover = mover_wins_auto(n, neighbours);
    (0..n).filter(|&s| !mover[s] && is_position(s)).collect()
}
