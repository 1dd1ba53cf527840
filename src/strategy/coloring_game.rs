//! coloring_game: the strategy of Codeforces 1991E "Coloring Game".
//!
//! A connected undirected graph of n vertices, all uncoloured. Each of n
//! rounds, Alice names two different colours of 1, 2, 3, and Bob colours
//! an uncoloured vertex with one of the two. Alice wins if at the end some
//! edge joins two vertices of the same colour (a *monochromatic* edge);
//! otherwise Bob wins.
//!
//! # Theory
//!
//! **Not bipartite: Alice wins** by naming 1 and 2 every round. Bob can
//! then use only 1 and 2, so at the end the whole graph is coloured with
//! two colours. A graph with an odd cycle has no proper colouring with two
//! colours (going round the cycle, the colours would have to alternate an
//! odd number of times and come back to where they started), so some edge
//! is monochromatic.
//!
//! **Bipartite: Bob wins.** Take the sides X and Y of a 2-colouring found
//! by breadth-first search (X holds vertex 1), and let Bob answer a pair
//! as follows, in this order:
//!
//! 1. the pair holds 1 and an X vertex is uncoloured: colour one 1;
//! 2. the pair holds 2 and a Y vertex is uncoloured: colour one 2;
//! 3. X is full (every X vertex coloured): colour a Y vertex with the
//!    offered colour that is not 1;
//! 4. Y is full: colour an X vertex with the offered colour that is not 2.
//!
//! Every pair is answered. {1, 2}: rule 1 or 2 applies unless both sides
//! are full, and then the game is over. {1, 3}: rule 1 applies unless X is
//! full, and then rule 3 colours a Y vertex 3. {2, 3}: rule 2 applies
//! unless Y is full, and then rule 4 colours an X vertex 3. So X vertices
//! get only 1 or 3, Y vertices only 2 or 3, and 3 goes onto a side only
//! once the other side is full. Every edge joins X and Y, so only two 3s
//! could make it monochromatic; but once Y has a 3, X was full before it,
//! so X never gets one (rule 4 needs an uncoloured X vertex), and the
//! other way round. Bob's colouring stays proper to the end.
//!
//! Written as a property of a position, *Bob's invariant*: X vertices are
//! uncoloured, 1 or 3; Y vertices are uncoloured, 2 or 3; at most one side
//! holds a 3, and the side holding one has the other side full. It holds
//! at the start; Bob's answer to any pair keeps it (the case analysis
//! above, which uses nothing else); and a position that satisfies it has
//! no monochromatic edge. So from every position satisfying it, Bob wins.
//!
//! # What the theory decides
//!
//! The strategies are given for the start. Once a player has left them,
//! a position may be anything (Bob may have coloured an X vertex 2, or
//! used 3 against an odd cycle), and the theory says nothing in general.
//! [`Strategy::decided`] answers `true` exactly on the positions these
//! arguments settle:
//!
//! - the game is over (every vertex coloured): the colours say who won;
//! - some edge is monochromatic: Alice has won whatever happens;
//! - Alice to move, or Bob to answer the pair {1, 2}, and Alice's
//!   strategy wins from here: no way of colouring the uncoloured vertices
//!   with 1 and 2 leaves every edge two-coloured ([`Position::one_two_wins`];
//!   against 1 and 2 every round, Bob can only finish with such a
//!   colouring). This takes in every position of Alice's own plays on a
//!   graph that is not bipartite, where only 1 and 2 are used;
//! - the graph is bipartite and the position satisfies Bob's invariant
//!   ([`Position::bob_invariant`]): won for Bob, lost for Alice.
//!
//! The last two never meet (a position satisfying the invariant is
//! finished with 1 on X and 2 on Y without a monochromatic edge).
//! Elsewhere [`Strategy::winning_move`] answers `None` without claiming
//! the position lost.
//!
//! # Complexity
//!
//! [`Graph::new`]: O(n + m), one breadth-first search for the sides. The
//! [`Strategy`] impl is meant for explanations, play and tests:
//! [`Strategy::winning_move`] and [`Strategy::decided`] take O(n + m) a
//! call (the search of [`Position::one_two_wins`], the scans of
//! [`Position::bob_invariant`]), [`Strategy::apply`] copies the colours,
//! O(n). A program playing a whole game uses [`AlicePlayer`] and
//! [`BobPlayer`] instead: O(1) a move (amortised for Bob, whose pointers
//! run once over each side), O(n) memory; they play exactly the moves
//! [`Strategy::winning_move`] gives along their own games.
//!
//! # Example
//! ```
//! use cp_games::strategy::coloring_game::{BobPlayer, ColoringGame, Graph, Move, Position};
//! use cp_games::strategy::Strategy;
//!
//! // A triangle has an odd cycle: Alice wins, naming 1 and 2.
//! let triangle = Position::start(Graph::new(3, &[(0, 1), (1, 2), (2, 0)]));
//! assert!(triangle.graph.alice_wins());
//! assert_eq!(ColoringGame.winning_move(&triangle), Some(Move::Offer(1, 2)));
//!
//! // A path 1-2-3 is bipartite, X = {1, 3}, Y = {2}: Bob wins.
//! let path = Graph::new(3, &[(0, 1), (1, 2)]);
//! let start = Position::start(path.clone());
//! assert_eq!(ColoringGame.winning_move(&start), None);
//! let p = ColoringGame.parse_move(&start, "3 2").unwrap(); // Alice: 2 and 3
//! let after = ColoringGame.apply(&start, &p);
//! // Y is not full and the pair holds 2: vertex 2 gets 2.
//! let m = ColoringGame.winning_move(&after).unwrap();
//! assert_eq!(ColoringGame.show_move(&after, &m), "2 2");
//! // The fast player answers the same, then colours X with 3 (Y is full).
//! let mut bob = BobPlayer::new(&path).unwrap();
//! assert_eq!(bob.answer((2, 3)), Some((1, 2)));
//! assert_eq!(bob.answer((2, 3)), Some((0, 3)));
//! assert_eq!(bob.answer((1, 2)), Some((2, 1)));
//! assert_eq!(bob.answer((1, 3)), None); // every vertex is coloured
//! ```
//!
//! [`Strategy`]: crate::strategy::Strategy
//! [`Strategy::decided`]: crate::strategy::Strategy::decided
//! [`Strategy::winning_move`]: crate::strategy::Strategy::winning_move
//! [`Strategy::apply`]: crate::strategy::Strategy::apply

use std::rc::Rc;

/// The game for `--explain` and `--play`, in half-moves: Alice offers a
/// pair of colours ([`Move::Offer`]), then Bob colours a vertex with one
/// of them ([`Move::Colour`]). Moves are typed as the Codeforces protocol
/// lines: Alice's `a b`, Bob's `i c`.
pub struct ColoringGame;

/// The graph of a game: adjacency lists, and the sides X and Y of a
/// 2-colouring when it has one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Graph {
    /// The neighbours of `v` are `to[start[v]..start[v + 1]]`.
    start: Vec<u32>,
    to: Vec<u32>,
    /// The edges as given.
    edges: Vec<(u32, u32)>,
    /// `side[v]`: whether v is in X, when the graph is bipartite.
    side: Option<Vec<bool>>,
}

impl Graph {
    /// The graph on vertices `0..n` with the given edges (0-based);
    /// repeated edges are allowed. The sides come from
    /// [`two_colouring`](crate::geography::two_colouring): X holds vertex
    /// 0 (and, in a graph that is not connected, the smallest vertex of
    /// each component).
    ///
    /// # Panics
    /// If an edge has an end outside `0..n` or joins a vertex to itself,
    /// or n is 2^32 or more.
    ///
    /// # Complexity
    /// O(n + m).
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Graph {
        assert!(u32::try_from(n).is_ok(), "coloring_game: {n} vertices");
        let mut start = vec![0u32; n + 1];
        for &(u, v) in edges {
            assert!(
                u < n && v < n,
                "coloring_game: edge {u}-{v} leaves the vertices 0..{n}"
            );
            assert!(u != v, "coloring_game: a loop at vertex {u}");
            start[u + 1] += 1;
            start[v + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut to = vec![0u32; 2 * edges.len()];
        for &(u, v) in edges {
            to[fill[u] as usize] = v as u32;
            fill[u] += 1;
            to[fill[v] as usize] = u as u32;
            fill[v] += 1;
        }
        let mut g = Graph {
            start,
            to,
            edges: edges.iter().map(|&(u, v)| (u as u32, v as u32)).collect(),
            side: None,
        };
        g.side = crate::geography::two_colouring(n, |v, out: &mut Vec<usize>| {
            out.extend(g.neighbours(v).iter().map(|&w| w as usize))
        });
        g
    }

    /// The number of vertices.
    pub fn n(&self) -> usize {
        self.start.len() - 1
    }

    /// The edges, as given to [`Graph::new`].
    pub fn edges(&self) -> &[(u32, u32)] {
        &self.edges
    }

    /// The neighbours of `v`, once per edge.
    pub fn neighbours(&self, v: usize) -> &[u32] {
        &self.to[self.start[v] as usize..self.start[v + 1] as usize]
    }

    /// For each vertex, whether it is in X (`true`) or Y, when the graph
    /// is bipartite; `None` when it has an odd cycle.
    pub fn sides(&self) -> Option<&[bool]> {
        self.side.as_deref()
    }

    /// Whether Alice wins the game on this graph: whether it has an odd
    /// cycle.
    pub fn alice_wins(&self) -> bool {
        self.side.is_none()
    }
}

/// A position: the graph, the colours, and the pair Alice offered if Bob
/// is to colour.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The graph, shared by every position of a game.
    pub graph: Rc<Graph>,
    /// The colour of each vertex: 1, 2 or 3, 0 while uncoloured.
    pub colours: Vec<u8>,
    /// `None`: Alice is to offer a pair. `Some((a, b))`, a < b: Bob is to
    /// colour a vertex with a or b.
    pub offer: Option<(u8, u8)>,
}

/// A half-move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Alice offers colours a and b, a < b.
    Offer(u8, u8),
    /// Bob colours vertex v (0-based) with colour c.
    Colour(usize, u8),
}

impl Position {
    /// The start: nothing coloured, Alice to offer.
    pub fn start(graph: Graph) -> Position {
        let colours = vec![0; graph.n()];
        Position {
            graph: Rc::new(graph),
            colours,
            offer: None,
        }
    }

    /// Whether every vertex is coloured. O(n).
    pub fn full(&self) -> bool {
        self.colours.iter().all(|&c| c != 0)
    }

    /// An edge whose two ends have the same colour, the first in the
    /// graph's order. O(m).
    pub fn monochromatic_edge(&self) -> Option<(usize, usize)> {
        let c = &self.colours;
        (self.graph.edges.iter())
            .map(|&(u, v)| (u as usize, v as usize))
            .find(|&(u, v)| c[u] != 0 && c[u] == c[v])
    }

    /// Whether Alice wins from here by offering 1 and 2 every round: some
    /// edge is monochromatic, or no colouring of the uncoloured vertices
    /// with 1 and 2 avoids one. Such a colouring exists iff, in the graph
    /// left when the vertices coloured 3 are taken out, every component is
    /// bipartite and its vertices coloured 1 all lie on one side and those
    /// coloured 2 on the other (edges to a 3 cannot be monochromatic with 1
    /// or 2). Whose turn it is does not matter here. O(n + m), one
    /// breadth-first search.
    pub fn one_two_wins(&self) -> bool {
        if self.monochromatic_edge().is_some() {
            return true;
        }
        let (g, c) = (&*self.graph, &self.colours);
        const UNSEEN: u8 = 2;
        let mut parity = vec![UNSEEN; g.n()];
        let mut queue = Vec::new();
        for root in 0..g.n() {
            if c[root] == 3 || parity[root] != UNSEEN {
                continue;
            }
            parity[root] = 0;
            queue.clear();
            queue.push(root);
            // Colour 1 on parity `one`, colour 2 on the other, once a
            // coloured vertex of the component fixes it.
            let mut one: Option<u8> = None;
            let mut head = 0;
            while head < queue.len() {
                let v = queue[head];
                head += 1;
                if c[v] == 1 || c[v] == 2 {
                    let here = parity[v] ^ (c[v] - 1);
                    if *one.get_or_insert(here) != here {
                        return true;
                    }
                }
                for &w in g.neighbours(v) {
                    let w = w as usize;
                    if c[w] == 3 {
                        continue;
                    }
                    if parity[w] == UNSEEN {
                        parity[w] = parity[v] ^ 1;
                        queue.push(w);
                    } else if parity[w] == parity[v] {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Whether the graph is bipartite and the position satisfies Bob's
    /// invariant (module docs): X vertices uncoloured, 1 or 3; Y vertices
    /// uncoloured, 2 or 3; at most one side holds a 3, and the side holding
    /// one has the other side full. O(n).
    pub fn bob_invariant(&self) -> bool {
        let Some(side) = self.graph.sides() else {
            return false;
        };
        // Per side (0: X, 1: Y): holds a 3, has an uncoloured vertex.
        let mut three = [false; 2];
        let mut open = [false; 2];
        for (&c, &x) in self.colours.iter().zip(side) {
            let s = usize::from(!x);
            match c {
                0 => open[s] = true,
                3 => three[s] = true,
                c if usize::from(c) == s + 1 => {}
                _ => return false,
            }
        }
        // A side holding a 3 has the other side full and without a 3.
        (0..2).all(|s| !three[s] || !(open[1 - s] || three[1 - s]))
    }

    /// Bob's answer to `(a, b)` by the rules of the module docs, the lowest
    /// uncoloured vertex of the side it colours; `None` when every vertex
    /// is coloured. Meaningful where [`Position::bob_invariant`] holds.
    fn bob_answer(&self, side: &[bool], (a, b): (u8, u8)) -> Option<Move> {
        let first =
            |x: bool| (0..self.colours.len()).find(|&v| self.colours[v] == 0 && side[v] == x);
        answer((a, b), first(true), first(false)).map(|(v, c)| Move::Colour(v, c))
    }
}

/// Bob's rules (module docs) on the pair `(a, b)` and the lowest
/// uncoloured vertex of X and of Y: the vertex and its colour.
fn answer((a, b): (u8, u8), x: Option<usize>, y: Option<usize>) -> Option<(usize, u8)> {
    let offered = |c: u8| a == c || b == c;
    let other = |c: u8| if a == c { b } else { a };
    match (x, y) {
        (Some(v), _) if offered(1) => Some((v, 1)),
        (_, Some(v)) if offered(2) => Some((v, 2)),
        (None, Some(v)) => Some((v, other(1))),
        (Some(v), None) => Some((v, other(2))),
        _ => None,
    }
}

/// Alice's player on a graph with an odd cycle: 1 and 2 every round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AlicePlayer;

impl AlicePlayer {
    /// Alice's player, or `None` when the graph is bipartite (Alice
    /// loses).
    pub fn new(graph: &Graph) -> Option<AlicePlayer> {
        graph.alice_wins().then_some(AlicePlayer)
    }

    /// The pair to offer: always `(1, 2)`. O(1).
    pub fn offer(&self) -> (u8, u8) {
        (1, 2)
    }
}

/// Bob's player on a bipartite graph: the rules of the module docs, with
/// a pointer per side to its lowest vertex not yet coloured. Only Bob
/// colours vertices, so the player knows the colouring without being told.
#[derive(Clone, Debug)]
pub struct BobPlayer {
    /// The vertices of X and of Y, increasing.
    sides: [Vec<u32>; 2],
    /// How many vertices of each side are coloured: the first ones.
    coloured: [usize; 2],
}

impl BobPlayer {
    /// Bob's player, or `None` when the graph has an odd cycle (Bob
    /// loses). O(n).
    pub fn new(graph: &Graph) -> Option<BobPlayer> {
        let side = graph.sides()?;
        let mut sides = [Vec::new(), Vec::new()];
        for (v, &x) in side.iter().enumerate() {
            sides[usize::from(!x)].push(v as u32);
        }
        Some(BobPlayer {
            sides,
            coloured: [0, 0],
        })
    }

    /// The answer to Alice's pair `(a, b)` (in either order): the vertex
    /// (0-based) and its colour; `None` once every vertex is coloured.
    /// O(1).
    ///
    /// # Panics
    /// If `a` and `b` are not two different colours of 1, 2, 3.
    pub fn answer(&mut self, (a, b): (u8, u8)) -> Option<(usize, u8)> {
        assert!(
            a != b && (1..=3).contains(&a) && (1..=3).contains(&b),
            "coloring_game: ({a}, {b}) is not a pair of colours"
        );
        let next = |s: usize| self.sides[s].get(self.coloured[s]).map(|&v| v as usize);
        let (v, c) = answer((a, b), next(0), next(1))?;
        // The vertex is the next of X or the next of Y.
        let s = usize::from(next(0) != Some(v));
        self.coloured[s] += 1;
        Some((v, c))
    }
}

impl crate::strategy::Strategy for ColoringGame {
    type Position = Position;

    type Move = Move;

    fn players(&self) -> [&'static str; 2] {
        ["Alice", "Bob"]
    }

    fn moves(&self, p: &Position) -> Vec<Move> {
        let open = (0..p.colours.len()).filter(|&v| p.colours[v] == 0);
        match p.offer {
            None if p.full() => Vec::new(),
            None => vec![Move::Offer(1, 2), Move::Offer(1, 3), Move::Offer(2, 3)],
            Some((a, b)) => open
                .flat_map(|v| [Move::Colour(v, a), Move::Colour(v, b)])
                .collect(),
        }
    }

    fn some_move(&self, p: &Position) -> Option<Move> {
        let v = p.colours.iter().position(|&c| c == 0)?;
        Some(match p.offer {
            None => Move::Offer(1, 2),
            Some((a, _)) => Move::Colour(v, a),
        })
    }

    fn apply(&self, p: &Position, m: &Move) -> Position {
        let mut q = p.clone();
        match *m {
            Move::Offer(a, b) => q.offer = Some((a.min(b), a.max(b))),
            Move::Colour(v, c) => {
                q.colours[v] = c;
                q.offer = None;
            }
        }
        q
    }

    /// Alice to move, at the end: she wins iff an edge is monochromatic.
    fn stuck_wins(&self, p: &Position) -> bool {
        p.monochromatic_edge().is_some()
    }

    /// Alice: 1 and 2 where [`Position::one_two_wins`]. Bob: the rules of
    /// the module docs where [`Position::bob_invariant`] holds. `None`
    /// elsewhere (see [`Strategy::decided`](crate::strategy::Strategy::decided)).
    /// O(n + m).
    fn winning_move(&self, p: &Position) -> Option<Move> {
        match p.offer {
            None => (!p.full() && p.one_two_wins()).then_some(Move::Offer(1, 2)),
            Some(pair) => {
                let side = p.graph.sides()?;
                if p.bob_invariant() {
                    p.bob_answer(side, pair)
                } else {
                    None
                }
            }
        }
    }

    /// The positions of the module docs, "What the theory decides".
    /// O(n + m).
    fn decided(&self, p: &Position) -> bool {
        p.full()
            || p.monochromatic_edge().is_some()
            || p.bob_invariant()
            || (matches!(p.offer, None | Some((1, 2))) && p.one_two_wins())
    }

    fn ended(&self, p: &Position) -> Option<String> {
        if p.offer.is_some() || !p.full() {
            return None;
        }
        Some(match p.monochromatic_edge() {
            Some((u, v)) => format!(
                "every vertex is coloured, and the edge {}-{} joins two vertices of colour {}",
                u + 1,
                v + 1,
                p.colours[u]
            ),
            None => {
                "every vertex is coloured, and every edge joins two different colours".to_string()
            }
        })
    }

    fn notation(&self) -> &'static str {
        "Alice: `a b`, the two colours offered (of 1, 2, 3); Bob: `i c`, colour vertex i with c"
    }

    fn parse_move(&self, p: &Position, text: &str) -> std::result::Result<Move, String> {
        match p.offer {
            None if p.full() => Err("every vertex is coloured: the game is over".to_string()),
            None => parse_offer(text).map(|(a, b)| Move::Offer(a, b)),
            Some(offer) => {
                parse_colouring(text, &p.colours, offer).map(|(v, c)| Move::Colour(v, c))
            }
        }
    }

    fn show_move(&self, _: &Position, m: &Move) -> String {
        match *m {
            Move::Offer(a, b) => format!("{a} {b}"),
            Move::Colour(v, c) => format!("{} {c}", v + 1),
        }
    }
}

/// The colour `c` checked: one of 1, 2, 3, or `there is no colour 4: the
/// colours are 1, 2 and 3`. The checks below are the notation's
/// ([`ColoringGame`]'s `parse_move` reads with them), each O(1): the
/// problem and its interactor check the lines of a game of 10^4 rounds
/// with them.
pub fn check_colour(c: u64) -> std::result::Result<u8, String> {
    match c {
        1..=3 => Ok(c as u8),
        _ => Err(format!(
            "there is no colour {c}: the colours are 1, 2 and 3"
        )),
    }
}

/// The vertex `i` (1-based) of a graph of n vertices checked, returned
/// 0-based; otherwise `there is no vertex 9: the vertices are 1 to 4`.
pub fn check_vertex(n: usize, i: u64) -> std::result::Result<usize, String> {
    match usize::try_from(i) {
        Ok(v) if (1..=n).contains(&v) => Ok(v - 1),
        _ => Err(format!("there is no vertex {i}: the vertices are 1 to {n}")),
    }
}

/// Alice's offer `a b` checked by the rules: two different colours of 1, 2,
/// 3, returned in increasing order; otherwise the reason, in the words of
/// the strategy's notation (`offer two different colours, not 2 twice`).
/// O(1).
pub fn check_offer(a: u64, b: u64) -> std::result::Result<(u8, u8), String> {
    let (a, b) = (check_colour(a)?, check_colour(b)?);
    if a == b {
        return Err(format!("offer two different colours, not {a} twice"));
    }
    Ok((a.min(b), a.max(b)))
}

/// Bob's colouring `i c` (vertex i, 1-based) checked by the rules against
/// the colours so far (0 for uncoloured) and Alice's offer `(a, b)`, a <
/// b: the vertex (0-based) and the colour; otherwise the reason, in the
/// words of the strategy's notation (`vertex 3 is coloured already, with
/// colour 1`, `Alice offered the colours 1 and 2, not 3`). O(1).
pub fn check_colouring(
    colours: &[u8],
    (a, b): (u8, u8),
    i: u64,
    c: u64,
) -> std::result::Result<(usize, u8), String> {
    let v = check_vertex(colours.len(), i)?;
    let c = check_colour(c)?;
    if colours[v] != 0 {
        return Err(format!(
            "vertex {} is coloured already, with colour {}",
            v + 1,
            colours[v]
        ));
    }
    if c != a && c != b {
        return Err(format!("Alice offered the colours {a} and {b}, not {c}"));
    }
    Ok((v, c))
}

/// Alice's line `a b` read in the notation (where Alice is to offer and a
/// vertex is uncoloured), in O(1); the pair in increasing order.
pub fn parse_offer(text: &str) -> std::result::Result<(u8, u8), String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let &[a, b] = words.as_slice() else {
        return Err("type two different colours for Bob to choose from, `a b`".to_string());
    };
    check_offer(u64::from(colour_word(a)?), u64::from(colour_word(b)?))
}

/// Bob's line `i c` read in the notation (where Bob is to colour after
/// Alice's `offer`), in O(1): the vertex (0-based) and the colour.
pub fn parse_colouring(
    text: &str,
    colours: &[u8],
    (a, b): (u8, u8),
) -> std::result::Result<(usize, u8), String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let &[i, c] = words.as_slice() else {
        return Err(format!(
            "type a vertex and its colour, `i c`, the colour {a} or {b}"
        ));
    };
    let Ok(i) = i.parse::<u64>() else {
        return Err(format!("{i:?} is not a vertex number"));
    };
    check_vertex(colours.len(), i)?;
    check_colouring(colours, (a, b), i, u64::from(colour_word(c)?))
}

/// A word read as a colour: `"x" is not a colour`, `there is no colour 4:
/// ...`.
fn colour_word(w: &str) -> std::result::Result<u8, String> {
    match w.parse::<u64>() {
        Ok(c) => check_colour(c),
        Err(_) => Err(format!("{w:?} is not a colour")),
    }
}
