//! Codeforces 1991E "Coloring Game" (interactive): each round Alice names
//! two of the colours 1, 2, 3 and Bob colours a vertex of a connected graph
//! with one of them; Alice wins if some edge ends up monochromatic. The
//! program chooses Alice or Bob and must win every game.
//!
//! The rules, the theory and the proofs are in
//! [`strategy::coloring_game`](crate::strategy::coloring_game): a graph
//! with an odd cycle is won by Alice, who names 1 and 2 every round (two
//! colours cannot colour an odd cycle properly); a bipartite graph, sides X
//! and Y, is won by Bob, who puts 1 on X and 2 on Y while he can and 3 on
//! one side only once the other is full, so no edge is ever monochromatic.
//! The program plays the strategy's fast players,
//! [`AlicePlayer`] and [`BobPlayer`].
//!
//! Protocol (the judge's lines are read, the program's written and
//! flushed): the judge sends `t` (1 <= t <= 1000); for each test case a
//! line `n m` (1 <= n <= 10^4, n - 1 <= m <= min(n(n - 1)/2, 10^4)) and m
//! lines `u v`, the edges of a connected graph without loops or repeated
//! edges; the sums of n and of m over the test cases are at most 10^4. The
//! program answers `Alice` or `Bob`. Then n rounds: Alice's line `a b` (two
//! different colours of 1, 2, 3), then Bob's line `i c` (vertex i, not yet
//! coloured, gets colour c, one of a and b). The program writes its
//! player's lines and reads the other's. A line of `-1` from the judge
//! (where it answers the program's line, or instead of the next test case
//! after a lost game) means it refused the program's last line.
//!
//! Every line of the judge is checked: a size out of its range, a sum of n
//! or m above 10^4, an edge with an end out of range, a loop, a repeated
//! edge, a graph that is not connected, an offer that is not two different
//! colours, a colouring of a coloured vertex or with a colour not offered,
//! or a malformed line, is an `error: ` line naming the judge's line and
//! the test case, and exit status 1
//! ([`interact::run`](crate::interact::run)).
//!
//! Complexity: O(n + m) to read and check a test case (and its sides),
//! O(1) per round; O(n + m) memory.
//!
//! The binary is its own interactor at home (`--judge FILE [MODE [SEED]]`,
//! [`play::interactor::coloring_game`](crate::play::interactor::coloring_game)):
//!
//! ```sh
//! cargo build --release
//! cargo cp-interact --judge 'target/release/coloring_game --judge testdata/coloring_game/01-sample.in best' target/release/coloring_game
//! ```
//!
//! Status: the strategy against a search of the literal rules on every
//! connected graph of at most 5 vertices (`tests/problems/coloring_game_strategy.rs`);
//! the binary against the interactor in every mode over pipes
//! (`tests/problems/coloring_game.rs`): every connected graph of at most 5 vertices
//! (6 in the full tier), a thousand random graphs of up to 8, the largest
//! inputs (one graph of n = m = 10^4, bipartite and not; dense graphs of m
//! = 10^4; a thousand graphs of n = m = 10 summing to the limits), the
//! test files of `testdata/coloring_game`, programs that break the
//! protocol and judges that break the rules. A game of n = m = 10^4 takes
//! about 0.2 to 0.5 s over the pipes, in the tests' debug build.
//!
//! # Rules
//!
//! **Coloring Game (Codeforces 1991E)**
//!
//! A connected graph whose vertices are all uncoloured. There is one round per
//! vertex. In each round Alice names two different colours out of 1, 2 and 3;
//! then Bob picks an uncoloured vertex and paints it in one of those two
//! colours.
//!
//! Alice wins if, at the end, some edge joins two vertices of the same colour;
//! Bob wins if none does. The program plays against the judge's program,
//! chooses to be Alice or Bob, and must win every game.
//!
//! # Example
//! ```
//! use cp_games::interact::Judge;
//! use cp_games::problems::coloring_game::play;
//!
//! // Two games. A triangle has an odd cycle: the program is Alice, offers
//! // 1 2 each round, and the judge's Bob colours. A path 1-2-3 is
//! // bipartite (X = {1, 3}, Y = {2}): the program is Bob; it answers 1 3
//! // with vertex 1 in 1, 2 3 with vertex 2 in 2, and 2 3 again, Y being
//! // full, with vertex 3 in 3.
//! let judge = "2\n3 3\n1 2\n2 3\n3 1\n1 1\n2 2\n3 2\n3 2\n1 2\n2 3\n1 3\n2 3\n2 3\n";
//! let mut said = Vec::new();
//! play(&mut Judge::new(judge.as_bytes(), &mut said)).unwrap();
//! assert_eq!(
//!     String::from_utf8(said).unwrap(),
//!     "Alice\n1 2\n1 2\n1 2\nBob\n1 1\n2 2\n3 3\n"
//! );
//! ```

use crate::binary::{Binary, Interactive};
use crate::input::{Input, InputError, Result};
use crate::interact::Judge;
use crate::strategy::coloring_game::{check_colouring, check_offer, AlicePlayer, BobPlayer, Graph};
use std::collections::HashMap;

/// The most test cases in one run.
pub const MAX_T: usize = 1000;

/// The most vertices of a test case, and of all the test cases of a run
/// together (the sum of n).
pub const MAX_N: usize = 10_000;

/// The most edges of a test case, and of all the test cases of a run
/// together (the sum of m).
pub const MAX_M: usize = 10_000;

/// The sums of n and of m over the test cases read so far, which the
/// problem bounds by [`MAX_N`] and [`MAX_M`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    /// The sum of n.
    pub n: usize,
    /// The sum of m.
    pub m: usize,
}

/// Reads a test case's `n m` (1 <= n <= [`MAX_N`], n - 1 <= m <=
/// min(n(n - 1)/2, [`MAX_M`])) and adds them to `totals`; a sum above its
/// bound is an error at the line: `n = 600 brings the sum of n over the
/// test cases to 10100, more than 10000`.
pub fn read_sizes(inp: &mut Input, totals: &mut Totals) -> Result<(usize, usize)> {
    let n = inp.usize_in("n", 1, MAX_N)?;
    if totals.n + n > MAX_N {
        return Err(over_sum(inp, "n", n, totals.n, MAX_N));
    }
    let m = inp.usize_in("m", n - 1, (n * (n - 1) / 2).min(MAX_M))?;
    if totals.m + m > MAX_M {
        return Err(over_sum(inp, "m", m, totals.m, MAX_M));
    }
    totals.n += n;
    totals.m += m;
    Ok((n, m))
}

/// `n = 600 brings the sum of n over the test cases to 10100, more than
/// 10000`, at the line of the last token read.
fn over_sum(inp: &Input, what: &str, v: usize, before: usize, most: usize) -> InputError {
    inp.error(format_args!(
        "{what} = {v} brings the sum of {what} over the test cases to {}, more than {most}",
        before + v
    ))
}

/// Reads the m edges `u v` of a test case on the vertices 1 to n, and
/// returns the graph (0-based). Each edge is checked as it is read, with
/// the messages of [`Input::edges1_no_loops`] and [`Input::tree_edges1`]:
/// `edge 3: vertex 7 is out of range 1..=6`, `edge 3: both ends are vertex
/// 4`, `edge 5 repeats edge 2 (vertices 3 and 2)`; then a graph that is not
/// connected is an error at the last edge: `the graph is not connected: no
/// path joins vertices 1 and 5`. O(n + m) (a hash set of the edges, one
/// breadth-first search).
pub fn read_graph(inp: &mut Input, n: usize, m: usize) -> Result<Graph> {
    inp.check_items("m", m, "edge", 2)?;
    let mut edges = Vec::with_capacity(m);
    // Each edge, its ends in increasing order, and its number.
    let mut seen: HashMap<(usize, usize), usize> = HashMap::with_capacity(m);
    for j in 1..=m {
        let (u, v) = inp.within(format_args!("edge {j}"), |inp| {
            let u = inp.index1("vertex", n)?;
            let v = inp.index1("vertex", n)?;
            if u == v {
                return Err(inp.error(format_args!("both ends are vertex {}", u + 1)));
            }
            Ok((u, v))
        })?;
        if let Some(i) = seen.insert((u.min(v), u.max(v)), j) {
            return Err(inp.error(format_args!(
                "edge {j} repeats edge {i} (vertices {} and {})",
                u + 1,
                v + 1
            )));
        }
        edges.push((u, v));
    }
    let graph = Graph::new(n, &edges);
    if let Some(v) = unreached(&graph) {
        return Err(inp.error(format_args!(
            "the graph is not connected: no path joins vertices 1 and {}",
            v + 1
        )));
    }
    Ok(graph)
}

/// The first vertex that no path joins to vertex 0, if any: a
/// breadth-first search, O(n + m).
fn unreached(graph: &Graph) -> Option<usize> {
    let mut seen = vec![false; graph.n()];
    seen[0] = true;
    let mut queue = vec![0];
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        for &w in graph.neighbours(v) {
            let w = w as usize;
            if !seen[w] {
                seen[w] = true;
                queue.push(w);
            }
        }
    }
    seen.iter().position(|&s| !s)
}

/// Plays every test case of a run against the judge.
pub fn play(judge: &mut Judge) -> Result<()> {
    let mut line = judge.line()?;
    let t = line.usize_in("the number of test cases t", 1, MAX_T)?;
    line.end()?;
    let mut totals = Totals::default();
    for case in 1..=t {
        play_case(judge, case, &mut totals)
            .map_err(|e| e.within(format_args!("test case {case}")))?;
    }
    Ok(())
}

/// One test case: reads and checks the graph, picks the side, and plays
/// the n rounds.
fn play_case(judge: &mut Judge, case: usize, totals: &mut Totals) -> Result<()> {
    // After a game, a -1 in place of the next test case is the judge's
    // refusal of the program's last line.
    let mut line = if case == 1 {
        judge.line()?
    } else {
        judge.reply()?
    };
    let (n, m) = read_sizes(&mut line, totals)?;
    line.end()?;
    let mut edges = judge.lines(m)?;
    let graph = read_graph(&mut edges, n, m)?;
    edges.end()?;
    match BobPlayer::new(&graph) {
        Some(bob) => play_bob(judge, n, bob),
        // An odd cycle: Alice's player.
        None => play_alice(judge, n, AlicePlayer::new(&graph).unwrap_or_default()),
    }
}

/// The program as Alice: offers, and checks each colouring of the judge's
/// Bob.
fn play_alice(judge: &mut Judge, n: usize, alice: AlicePlayer) -> Result<()> {
    judge.say("Alice")?;
    let mut colours = vec![0u8; n];
    for _ in 0..n {
        let (a, b) = alice.offer();
        judge.say(format_args!("{a} {b}"))?;
        let mut reply = judge.reply()?;
        let i = reply.u64("the vertex i Bob colours")?;
        let c = reply.u64("Bob's colour c")?;
        reply.end()?;
        let (v, c) = check_colouring(&colours, (a.min(b), a.max(b)), i, c)
            .map_err(|why| reply.error(format_args!("the judge's colouring {i} {c}: {why}")))?;
        colours[v] = c;
    }
    Ok(())
}

/// The program as Bob: checks each offer of the judge's Alice, and
/// colours.
fn play_bob(judge: &mut Judge, n: usize, mut bob: BobPlayer) -> Result<()> {
    judge.say("Bob")?;
    for _ in 0..n {
        let mut reply = judge.reply()?;
        let a = reply.u64("Alice's first colour a")?;
        let b = reply.u64("Alice's second colour b")?;
        reply.end()?;
        let pair = check_offer(a, b)
            .map_err(|why| reply.error(format_args!("the judge's offer {a} {b}: {why}")))?;
        // n rounds colour the n vertices: one is left each round.
        let Some((v, c)) = bob.answer(pair) else {
            return Err(reply.error("no vertex is left to colour"));
        };
        judge.say(format_args!("{} {c}", v + 1))?;
    }
    Ok(())
}

/// The binary `coloring_game`: its side of the interactive problem, its interactor.
pub const BINARY: Binary<Interactive> = Binary {
    name: "coloring_game",
    judge: Interactive(play),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::coloring_game::ColoringGame)),
    #[cfg(feature = "play")]
    interactor: Some(&crate::play::interactor::coloring_game::ColoringGameJudge),
};
