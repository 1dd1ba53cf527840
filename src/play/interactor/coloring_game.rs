//! The judge of [`problems::coloring_game`](crate::problems::coloring_game)
//! at home: sends the test's t and each graph, checks the program's side
//! and every line it writes (as the strategy's notation reads it, with its
//! messages), plays the other side, and at the end of each game checks
//! that the program won: as Alice, some edge monochromatic; as Bob, none.
//!
//! The judge's moves by [`Mode`]:
//!
//! - `best`, as Bob: on a bipartite graph the strategy's [`BobPlayer`],
//!   which wins against every Alice (a program that chose Alice there
//!   loses). On a graph with an odd cycle Bob cannot win against 1 2 every
//!   round, and delays the monochromatic edge as long as he can: of the
//!   uncoloured vertices that can still take an offered colour without a
//!   monochromatic edge, he colours one whose coloured neighbours already
//!   hold the most colours (as DSatur colours a graph), with the offered
//!   colour that is new to the fewest uncoloured neighbours; a vertex
//!   that cannot is left for later, so against 1 2 every round the
//!   monochromatic edge comes as late as these choices make it, and an
//!   Alice who offers 3 gets it used against her.
//! - `best`, as Alice: on a graph with an odd cycle the strategy's
//!   [`AlicePlayer`], 1 2 every round (a program that chose Bob there
//!   loses). On a bipartite graph Bob wins, and Alice makes it hard: she
//!   offers the pair that leaves Bob the fewest vertices he can colour
//!   without a monochromatic edge (a pair that leaves none wins at once),
//!   the pairs taken in turn where that ties, so every rule of Bob's is
//!   asked for; and once the colouring leaves Bob's invariant (in either
//!   naming of the sides; see the strategy) she checks whether 1 2 every
//!   round now wins ([`Position::one_two_wins`], O(n + m) a round while
//!   the colouring stays outside the invariant and the check fails) and,
//!   if so, offers 1 2 to the end.
//! - `random`: a pair uniformly of the three; a vertex uniformly among the
//!   uncoloured ones and one of the two offered colours uniformly.
//! - `first`: the strategy's first move ([`Strategy::some_move`]): 1 2;
//!   the lowest uncoloured vertex with the smaller offered colour.
//!
//! Each judge move is O(1) (a `best` Bob's O(deg) for the vertex's
//! neighbours, a `best` Alice's O(n + m) where she checks 1 2 as above),
//! with O(deg) to record a colouring: the uncoloured vertices are kept in
//! buckets by the set of colours among their coloured neighbours. Each
//! line of the program is checked in O(1), with the messages of the
//! strategy's notation ([`parse_offer`], [`parse_colouring`]).
//!
//! A test file is the problem's input: `t`, then each test case's `n m`
//! and its m edges, checked as the program checks them.
//!
//! [`Strategy::some_move`]: crate::strategy::Strategy::some_move

use super::{Interactor, Mode, Ruling, WrongAnswer};
use crate::input::{show, Input, Result};
use crate::interact::{error_on, Judge};
use crate::problems::coloring_game::{read_graph, read_sizes, Totals, MAX_T};
use crate::rng::Rng;
use crate::strategy::coloring_game::{
    parse_colouring, parse_offer, AlicePlayer, BobPlayer, ColoringGame, Graph, Position,
};
use crate::strategy::Strategy;
use std::rc::Rc;

/// The interactor of `coloring_game`.
pub struct ColoringGameJudge;

/// The three pairs Alice may offer.
const PAIRS: [(u8, u8); 3] = [(1, 2), (1, 3), (2, 3)];

/// Colour c (1, 2 or 3) as a bit of a set of colours.
fn bit(c: u8) -> u8 {
    1 << (c - 1)
}

/// Whether a vertex whose coloured neighbours hold the colours `mask` can
/// take a colour of `(a, b)` without making an edge monochromatic.
fn safe(mask: u8, (a, b): (u8, u8)) -> bool {
    mask & bit(a) == 0 || mask & bit(b) == 0
}

/// The sets of colours, the largest first: the order in which a `best`
/// Bob looks for a vertex (the most constrained first).
const BY_WEIGHT: [u8; 8] = [7, 3, 5, 6, 1, 2, 4, 0];

/// A game's colouring as the judge keeps it.
struct Board {
    graph: Rc<Graph>,
    /// Each vertex's colour, 0 while uncoloured.
    colours: Vec<u8>,
    /// For an uncoloured vertex, the colours of its coloured neighbours.
    mask: Vec<u8>,
    /// The uncoloured vertices, by their mask.
    buckets: [Vec<u32>; 8],
    /// An uncoloured vertex's place in its bucket.
    at: Vec<u32>,
    /// How many vertices are uncoloured.
    open: usize,
    /// No vertex below this one is uncoloured.
    first_open: usize,
    /// Whether some edge is monochromatic.
    monochromatic: bool,
    /// On a bipartite graph, for each side (0: X, 1: Y), how many of its
    /// vertices are uncoloured (index 0) and of each colour.
    count: [[usize; 4]; 2],
}

impl Board {
    /// Nothing coloured yet. O(n).
    fn new(graph: Rc<Graph>) -> Board {
        let n = graph.n();
        let mut count = [[0; 4]; 2];
        if let Some(side) = graph.sides() {
            for &x in side {
                count[usize::from(!x)][0] += 1;
            }
        }
        let mut buckets: [Vec<u32>; 8] = Default::default();
        buckets[0] = (0..n as u32).collect();
        Board {
            colours: vec![0; n],
            mask: vec![0; n],
            buckets,
            at: (0..n as u32).collect(),
            open: n,
            first_open: 0,
            monochromatic: false,
            count,
            graph,
        }
    }

    /// Takes the uncoloured vertex v out of its bucket.
    fn unbucket(&mut self, v: usize) {
        let bucket = &mut self.buckets[usize::from(self.mask[v])];
        let i = self.at[v] as usize;
        bucket.swap_remove(i);
        if let Some(&w) = bucket.get(i) {
            self.at[w as usize] = i as u32;
        }
    }

    /// Puts the uncoloured vertex v into the bucket of its mask.
    fn bucket(&mut self, v: usize) {
        let bucket = &mut self.buckets[usize::from(self.mask[v])];
        self.at[v] = bucket.len() as u32;
        bucket.push(v as u32);
    }

    /// Colours the uncoloured vertex v with c. O(deg v).
    fn colour(&mut self, v: usize, c: u8) {
        self.unbucket(v);
        self.colours[v] = c;
        self.open -= 1;
        let graph = Rc::clone(&self.graph);
        for &w in graph.neighbours(v) {
            let w = w as usize;
            match self.colours[w] {
                0 if self.mask[w] & bit(c) == 0 => {
                    self.unbucket(w);
                    self.mask[w] |= bit(c);
                    self.bucket(w);
                }
                x if x == c => self.monochromatic = true,
                _ => {}
            }
        }
        if let Some(side) = graph.sides() {
            let s = usize::from(!side[v]);
            self.count[s][0] -= 1;
            self.count[s][usize::from(c)] += 1;
        }
    }

    /// The lowest uncoloured vertex. O(1) amortised: the vertices below
    /// it stay coloured.
    fn first_uncoloured(&mut self) -> Option<usize> {
        let n = self.colours.len();
        while self.first_open < n && self.colours[self.first_open] != 0 {
            self.first_open += 1;
        }
        (self.first_open < n).then_some(self.first_open)
    }

    /// The k-th uncoloured vertex (k < open), in the order of the buckets.
    /// O(1).
    fn nth_uncoloured(&self, mut k: usize) -> usize {
        for bucket in &self.buckets {
            match bucket.get(k) {
                Some(&v) => return v as usize,
                None => k -= bucket.len(),
            }
        }
        unreachable!("k is below the number of uncoloured vertices")
    }

    /// How many uncoloured vertices can take a colour of `pair` without a
    /// monochromatic edge. O(1).
    fn safe_count(&self, pair: (u8, u8)) -> usize {
        (0..8u8)
            .filter(|&m| safe(m, pair))
            .map(|m| self.buckets[usize::from(m)].len())
            .sum()
    }

    /// Whether the graph is bipartite and the colouring satisfies Bob's
    /// invariant (the strategy's module docs), with 1 on X and 2 on Y or
    /// the other way round. O(1).
    fn bob_invariant(&self) -> bool {
        if self.graph.sides().is_none() {
            return false;
        }
        let c = &self.count;
        (0..2).any(|o| {
            // Side s takes colour 1 + (s ^ o), never 1 + (s ^ o ^ 1).
            let own_colours = (0..2).all(|s| c[s][1 + (s ^ o ^ 1)] == 0);
            let threes = (0..2).all(|s| c[s][3] == 0 || (c[1 - s][0] == 0 && c[1 - s][3] == 0));
            own_colours && threes
        })
    }

    /// The position for the strategy (Alice to offer). O(n).
    fn position(&self) -> Position {
        Position {
            graph: Rc::clone(&self.graph),
            colours: self.colours.clone(),
            offer: None,
        }
    }
}

/// A `best` Bob's colouring on a graph with an odd cycle (module docs):
/// the most constrained vertex that can still take an offered colour
/// without a monochromatic edge (any vertex when none can), with the
/// offered colour it can take that is new to the fewest uncoloured
/// neighbours. O(deg).
fn stubborn_colouring(board: &Board, (a, b): (u8, u8)) -> (usize, u8) {
    let pick = |fits: &dyn Fn(u8) -> bool| {
        BY_WEIGHT
            .iter()
            .filter(|&&m| fits(m))
            .find_map(|&m| board.buckets[usize::from(m)].last())
    };
    let v = pick(&|m| safe(m, (a, b)))
        .or_else(|| pick(&|_| true))
        .expect("an uncoloured vertex");
    let v = *v as usize;
    let free = |c: u8| board.mask[v] & bit(c) == 0;
    // How many uncoloured neighbours have no neighbour of colour c yet.
    let new_to = |c: u8| {
        let g = &board.graph;
        (g.neighbours(v).iter())
            .filter(|&&w| board.colours[w as usize] == 0 && board.mask[w as usize] & bit(c) == 0)
            .count()
    };
    let c = match (free(a), free(b)) {
        (true, true) if new_to(b) < new_to(a) => b,
        (false, true) => b,
        _ => a,
    };
    (v, c)
}

/// The judge's Bob: its colouring of `pair` by `mode`; `player` is the
/// strategy's Bob where `best` has one (a bipartite graph).
fn bob_colouring(
    board: &mut Board,
    player: &mut Option<BobPlayer>,
    pair: (u8, u8),
    mode: Mode,
    rng: &mut Rng,
) -> (usize, u8) {
    match mode {
        Mode::Best => match player {
            Some(bob) => bob.answer(pair).expect("an uncoloured vertex"),
            None => stubborn_colouring(board, pair),
        },
        Mode::Random => {
            let v = board.nth_uncoloured(rng.below(board.open));
            (v, if rng.below(2) == 0 { pair.0 } else { pair.1 })
        }
        Mode::First => {
            let v = board.first_uncoloured().expect("an uncoloured vertex");
            (v, pair.0.min(pair.1))
        }
    }
}

/// What the judge's Alice remembers between rounds.
struct JudgeAlice {
    /// The pair offered last (an index of [`PAIRS`]).
    last: usize,
    /// Whether 1 2 to the end wins (found once; it stays so while Bob
    /// answers 1 2).
    one_two: bool,
}

/// The judge's Alice: her offer by `mode`.
fn alice_offer(board: &Board, alice: &mut JudgeAlice, mode: Mode, rng: &mut Rng) -> (u8, u8) {
    let k = match mode {
        Mode::First => 0,
        Mode::Random => rng.below(3),
        Mode::Best => {
            if let Some(player) = AlicePlayer::new(&board.graph) {
                return player.offer();
            }
            // The fewest safe vertices, the pairs in turn from the one
            // after the last.
            let k = (1..=3)
                .map(|d| (alice.last + d) % 3)
                .min_by_key(|&k| board.safe_count(PAIRS[k]))
                .unwrap_or(0);
            if board.safe_count(PAIRS[k]) == 0 {
                // Bob must make an edge monochromatic.
                k
            } else {
                if !alice.one_two && !board.monochromatic && !board.bob_invariant() {
                    alice.one_two = board.position().one_two_wins();
                }
                if alice.one_two {
                    0
                } else {
                    k
                }
            }
        }
    };
    alice.last = k;
    PAIRS[k]
}

/// The test file: t and each test case's graph.
fn read_graphs(test: &mut Input) -> Result<Vec<Graph>> {
    let t = test.usize_in("the number of test cases t", 1, MAX_T)?;
    let mut totals = Totals::default();
    let mut graphs = Vec::new();
    for case in 1..=t {
        let graph = test.within(format_args!("test case {case}"), |test| {
            let (n, m) = read_sizes(test, &mut totals)?;
            read_graph(test, n, m)
        })?;
        graphs.push(graph);
    }
    test.end()?;
    Ok(graphs)
}

/// `1 game` or `3 games`.
fn count(k: usize, what: &str) -> String {
    format!("{k} {what}{}", if k == 1 { "" } else { "s" })
}

impl Interactor for ColoringGameJudge {
    /// Each test case's graph.
    type Test = Vec<Graph>;

    fn read(&self, test: &mut Input) -> Result<Vec<Graph>> {
        read_graphs(test)
    }

    fn judge(&self, graphs: Vec<Graph>, program: &mut Judge, mode: Mode, rng: &mut Rng) -> Ruling {
        let say = |program: &mut Judge, text: String| program.say(text);
        say(program, graphs.len().to_string())?;
        let (mut rounds, mut as_alice) = (0, 0);
        let games = graphs.len();
        for (k, graph) in graphs.into_iter().enumerate() {
            let (n, m) = (graph.n(), graph.edges().len());
            let case = |e: &dyn std::fmt::Display| {
                WrongAnswer(format!("test case {} (n = {n}, m = {m}): {e}", k + 1))
            };
            say(program, format!("{n} {m}"))?;
            for &(u, v) in graph.edges() {
                say(program, format!("{} {}", u + 1, v + 1))?;
            }
            let Some((at, side)) = program.text().map_err(|e| case(&e))? else {
                return Err(case(&"the program's lines ended before it chose a side"));
            };
            let program_alice = match side.as_str() {
                "Alice" => true,
                "Bob" => false,
                _ => {
                    return Err(case(&error_on(
                        at,
                        format_args!("expected Alice or Bob, found {}", show(side.as_bytes())),
                    )))
                }
            };
            let graph = Rc::new(graph);
            let mut board = Board::new(Rc::clone(&graph));
            let mut bob = match mode {
                Mode::Best => BobPlayer::new(&graph),
                _ => None,
            };
            let mut alice = JudgeAlice {
                last: 2,
                one_two: false,
            };
            // The program's next line, its number and text.
            let next = |program: &mut Judge, what: &str| match program.text() {
                Ok(Some(line)) => Ok(line),
                Ok(None) => Err(case(&format_args!(
                    "the program's lines ended where {what}"
                ))),
                Err(e) => Err(case(&e)),
            };
            for _ in 0..n {
                let pair = if program_alice {
                    let (at, text) = next(program, "Alice was to offer two colours")?;
                    parse_offer(&text).map_err(|why| {
                        case(&error_on(
                            at,
                            format_args!("{}: {why}", show(text.as_bytes())),
                        ))
                    })?
                } else {
                    let (a, b) = alice_offer(&board, &mut alice, mode, rng);
                    say(program, format!("{a} {b}"))?;
                    (a, b)
                };
                let (v, c) = if program_alice {
                    let (v, c) = bob_colouring(&mut board, &mut bob, pair, mode, rng);
                    say(program, format!("{} {c}", v + 1))?;
                    (v, c)
                } else {
                    let (at, text) = next(program, "Bob was to colour a vertex")?;
                    parse_colouring(&text, &board.colours, pair).map_err(|why| {
                        case(&error_on(
                            at,
                            format_args!("{}: {why}", show(text.as_bytes())),
                        ))
                    })?
                };
                board.colour(v, c);
            }
            if board.monochromatic != program_alice {
                let ended = ColoringGame.ended(&board.position()).unwrap_or_default();
                let name = if program_alice { "Alice" } else { "Bob" };
                return Err(case(&format_args!("the program, as {name}, lost: {ended}")));
            }
            rounds += n;
            as_alice += usize::from(program_alice);
        }
        Ok(format!(
            "{} won by the program ({as_alice} as Alice, {} as Bob), {}",
            count(games, "game"),
            games - as_alice,
            count(rounds, "round")
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::coloring_game::Move;

    /// A random connected graph on n vertices (a random tree and up to
    /// `extra` more edges), without repeats.
    fn random_graph(rng: &mut Rng, n: usize, extra: usize) -> Graph {
        let mut edges: Vec<(usize, usize)> = (1..n).map(|v| (rng.below(v), v)).collect();
        for _ in 0..extra {
            let (u, v) = (rng.below(n), rng.below(n));
            let e = (u.min(v), u.max(v));
            if u != v && !edges.contains(&e) {
                edges.push(e);
            }
        }
        Graph::new(n, &edges)
    }

    /// The board's masks, buckets and counts, recomputed from the colours.
    fn assert_consistent(board: &Board) {
        let g = &board.graph;
        let mut open = 0;
        for v in 0..g.n() {
            if board.colours[v] != 0 {
                continue;
            }
            open += 1;
            let mask = (g.neighbours(v).iter())
                .map(|&w| board.colours[w as usize])
                .filter(|&c| c != 0)
                .fold(0, |m, c| m | bit(c));
            assert_eq!(board.mask[v], mask, "vertex {v}");
            assert_eq!(
                board.buckets[usize::from(mask)][board.at[v] as usize],
                v as u32
            );
        }
        assert_eq!(open, board.open);
        assert_eq!(board.buckets.iter().map(Vec::len).sum::<usize>(), open);
        let p = board.position();
        assert_eq!(board.monochromatic, p.monochromatic_edge().is_some());
        if g.sides().is_some() {
            // The strategy's invariant, in either naming of the sides.
            let mut mirrored = p.clone();
            for c in &mut mirrored.colours {
                *c = [0, 2, 1, 3][usize::from(*c)];
            }
            assert_eq!(
                board.bob_invariant(),
                p.bob_invariant() || mirrored.bob_invariant()
            );
        }
    }

    #[test]
    fn the_judges_moves_are_legal_in_every_mode() {
        let mut rng = Rng::new(1991);
        let (mut won_as_bob, mut won_as_alice) = (0, 0);
        for round in 0..600 {
            let n = 1 + rng.below(9);
            let extra = rng.below(2 * n);
            let graph = Rc::new(random_graph(&mut rng, n, extra));
            let mode = Mode::ALL[round % 3];
            let mut board = Board::new(Rc::clone(&graph));
            let mut bob = match mode {
                Mode::Best => BobPlayer::new(&graph),
                _ => None,
            };
            let mut alice = JudgeAlice {
                last: 2,
                one_two: false,
            };
            // The judge on both sides, or against a random other side.
            let (judge_alice, judge_bob) = match round % 4 {
                0 => (true, true),
                1 => (true, false),
                _ => (false, true),
            };
            for _ in 0..n {
                let pair = if judge_alice {
                    alice_offer(&board, &mut alice, mode, &mut rng)
                } else {
                    PAIRS[rng.below(3)]
                };
                assert!(PAIRS.contains(&pair), "{pair:?}");
                // `first` plays the strategy's first move.
                let mut p = board.position();
                if mode == Mode::First && judge_alice {
                    let (a, b) = pair;
                    assert_eq!(ColoringGame.some_move(&p), Some(Move::Offer(a, b)));
                }
                let (v, c) = if judge_bob {
                    bob_colouring(&mut board, &mut bob, pair, mode, &mut rng)
                } else {
                    let v = board.nth_uncoloured(rng.below(board.open));
                    (v, [pair.0, pair.1][rng.below(2)])
                };
                if mode == Mode::First && judge_bob {
                    p.offer = Some(pair);
                    assert_eq!(ColoringGame.some_move(&p), Some(Move::Colour(v, c)));
                }
                assert_eq!(board.colours[v], 0, "vertex {v} is coloured");
                assert!(c == pair.0 || c == pair.1, "{c} is not of {pair:?}");
                board.colour(v, c);
                assert_consistent(&board);
            }
            assert_eq!(board.first_uncoloured(), None);
            // The strategy's side wins in `best`.
            if mode == Mode::Best && judge_bob && graph.sides().is_some() {
                assert!(!board.monochromatic, "{graph:?}");
                won_as_bob += 1;
            }
            if mode == Mode::Best && judge_alice && graph.sides().is_none() {
                assert!(board.monochromatic, "{graph:?}");
                won_as_alice += 1;
            }
        }
        assert!(
            won_as_bob > 20 && won_as_alice > 20,
            "{won_as_bob} {won_as_alice}"
        );
    }

    #[test]
    fn random_colourings_reach_every_uncoloured_vertex() {
        let graph = Rc::new(Graph::new(4, &[(0, 1), (1, 2), (2, 3)]));
        let mut board = Board::new(Rc::clone(&graph));
        board.colour(2, 1);
        let mut rng = Rng::new(3);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..300 {
            seen.insert(bob_colouring(
                &mut board,
                &mut None,
                (1, 3),
                Mode::Random,
                &mut rng,
            ));
        }
        assert_eq!(seen.len(), 6, "{seen:?}");
    }

    #[test]
    fn a_best_bob_leaves_the_monochromatic_edge_to_the_last_round_of_an_odd_cycle() {
        for n in [3, 5, 9, 101] {
            let edges: Vec<(usize, usize)> = (0..n).map(|v| (v, (v + 1) % n)).collect();
            let graph = Rc::new(Graph::new(n, &edges));
            let mut board = Board::new(Rc::clone(&graph));
            let mut rng = Rng::new(1);
            for round in 1..=n {
                let (v, c) = bob_colouring(&mut board, &mut None, (1, 2), Mode::Best, &mut rng);
                board.colour(v, c);
                assert_eq!(board.monochromatic, round == n, "n = {n}, round {round}");
            }
        }
    }

    #[test]
    fn a_best_alice_offers_the_pair_that_wins_at_once() {
        // A path 1-2-3 with vertices 1 and 3 coloured 1 and 3: vertex 2
        // cannot take 1 or 3.
        let graph = Rc::new(Graph::new(3, &[(0, 1), (1, 2)]));
        let mut board = Board::new(Rc::clone(&graph));
        board.colour(0, 1);
        board.colour(2, 3);
        let mut alice = JudgeAlice {
            last: 0,
            one_two: false,
        };
        let mut rng = Rng::new(1);
        assert_eq!(
            alice_offer(&board, &mut alice, Mode::Best, &mut rng),
            (1, 3)
        );
        // A path 1-2-3-4 with 1 and 3 coloured 1 and 2: X holds both,
        // and 1 2 to the end wins.
        let graph = Rc::new(Graph::new(4, &[(0, 1), (1, 2), (2, 3)]));
        let mut board = Board::new(Rc::clone(&graph));
        board.colour(0, 1);
        board.colour(2, 2);
        assert!(!board.bob_invariant());
        for _ in 0..2 {
            assert_eq!(
                alice_offer(&board, &mut alice, Mode::Best, &mut rng),
                (1, 2)
            );
            assert!(alice.one_two);
        }
    }

    #[test]
    fn the_fast_reads_say_what_the_strategys_notation_says() {
        let game = ColoringGame;
        let graph = Graph::new(4, &[(0, 1), (1, 2), (2, 3)]);
        let mut p = Position::start(graph);
        p.colours = vec![1, 0, 3, 0];
        let texts = [
            "1 2",
            "2 1",
            "3 1",
            "1 1",
            "0 2",
            "4 1",
            "x 1",
            "1 y",
            "1",
            "1 2 3",
            "",
            "-1 2",
            "+2 1",
            "2 3",
            "3 2",
            "4 2",
            "5 1",
            "1 4",
            "2 x",
            "x 4",
            "99999999999999999999 1",
            "2 99999999999999999999",
        ];
        for text in texts {
            let want = game.parse_move(&p, text);
            let got = parse_offer(text).map(|(a, b)| Move::Offer(a, b));
            assert_eq!(got, want, "offer {text:?}");
        }
        for pair in PAIRS {
            let mut q = p.clone();
            q.offer = Some(pair);
            for text in texts {
                let want = game.parse_move(&q, text);
                let got = parse_colouring(text, &q.colours, pair).map(|(v, c)| Move::Colour(v, c));
                assert_eq!(got, want, "colouring {text:?} after {pair:?}");
            }
        }
    }
}
