//! Who wins a position and in how many moves, by exhaustive search of the
//! literal rules, and what each move of a picture does to that.
//!
//! [`solve`] plays out every line of play from a position with the
//! game's own [`moves`](Strategy::moves), [`apply`](Strategy::apply),
//! [`ended`](Strategy::ended) and [`stuck_wins`](Strategy::stuck_wins),
//! and no theory, and gives each position it reaches its value for the
//! player to move: whether that player wins, and its *remoteness*, the
//! number of moves (both players' together) until the game ends when the
//! winner hurries and the loser holds out. A position where the game is
//! over has remoteness 0; otherwise a won position's remoteness is one
//! more than the least remoteness among the lost positions its moves reach,
//! and a lost position's one more than the greatest among all it reaches.
//!
//! The search is bounded, so that it answers at once or says why not:
//!
//! - at most [`BOUND`] = 200,000 different positions;
//! - at most [`MOVES`] = 1,000,000 moves listed, all positions together;
//! - at most [`TEXT`] = 16,777,216 bytes of fingerprints, all positions
//!   together, once for every move that reaches one: positions are told
//!   apart by a 128-bit hash of their fingerprint ([`Game::fingerprint`]:
//!   what changes from move to move, hashed, in the crate's games; a
//!   position's `Debug` text by default), and a position whose fingerprint
//!   is longer than [`LONGEST`] = 4,096 bytes is not searched at all;
//! - and none at all of a position the game calls unsearchable
//!   ([`Game::searchable`]): piles of 10^18 stones, whose moves cannot even
//!   be listed, or a Bridg-it board with too many free bridges.
//!
//! A search that reaches a bound stops there. Measured in the page's
//! WebAssembly module (release build, Node 20, a shared machine of two
//! cores), a whole request that began a game took at most 0.22 s when its
//! search stopped at a bound (two tokens on an open 4 x 4 maze), and 2 to
//! 60 ms when it reached every position (the samples, Wythoff's (40, 60),
//! misère Nim on five piles of 5, a 4 x 4 maze).
//!
//! Past a bound the value is [`Value::Unsearched`] with the reason, and a
//! move's mark comes from the game's theory alone: whether it wins, not in
//! how many moves. The depth of the search is a stack of its own, not
//! recursion.
//!
//! ```
//! use cp_games::play::value::{solve, Outcome, BOUND};
//! use cp_games::strategy::wythoff_game::Wythoff;
//!
//! // Wythoff's game from piles (1, 2): lost; from (2, 2): won at once.
//! let solved = solve(&Wythoff, &(1, 2), BOUND, |_| Ok(())).unwrap();
//! assert_eq!(solved.root(), Outcome { wins: false, remoteness: 2 });
//! let solved = solve(&Wythoff, &(2, 2), BOUND, |_| Ok(())).unwrap();
//! assert_eq!(solved.root(), Outcome { wins: true, remoteness: 1 });
//! ```

use super::svg::{class, Shape};
use super::Game;
use crate::strategy::Strategy;
use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::hash::Hasher;

/// The most positions one search visits.
pub const BOUND: usize = 200_000;

/// The most bytes of fingerprints ([`Game::fingerprint`]) one search
/// writes, all positions together, once for each move that reaches one.
pub const TEXT: usize = 1 << 24;

/// The most bytes of one position's fingerprint: a larger position is not
/// searched at all.
pub const LONGEST: usize = 4096;

/// The most moves one search lists, all positions together.
pub const MOVES: usize = 1_000_000;

/// A position's value for the player to move, by exhaustive search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Whether the player to move wins against any defence.
    pub wins: bool,
    /// The moves left until the end, both players' together, when the
    /// winner hurries and the loser holds out; 0 when the game is over.
    pub remoteness: usize,
}

/// A position's value: searched, or why it was not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Searched to the end of every line of play.
    Searched(Outcome),
    /// Not searched: why, a sentence with its full stop in a person's
    /// words (say, "More than 200,000 positions can follow from here: too
    /// many to play out every line.").
    Unsearched(String),
}

/// The values of every position a search reached.
#[derive(Clone, Debug)]
pub struct Solved {
    root: Outcome,
    values: Keys<Outcome>,
}

impl Solved {
    /// The value of the position the search started from.
    pub fn root(&self) -> Outcome {
        self.root
    }

    /// The value of position `q`, `None` when the search did not reach it:
    /// for a search by [`solve`], which tells positions apart by their
    /// `Debug` text.
    pub fn get<P: std::fmt::Debug>(&self, q: &P) -> Option<Outcome> {
        self.get_by(q, debug_text)
    }

    /// [`Solved::get`] for a search by [`solve_by`] with `fingerprint`.
    pub fn get_by<P>(&self, q: &P, fingerprint: impl Fn(&P, &mut Fingerprint)) -> Option<Outcome> {
        let mut f = Fingerprint::new(usize::MAX);
        fingerprint(q, &mut f);
        self.values.get(&f.key()).copied()
    }

    /// How many positions the search reached.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the search reached no position (never: it reaches its
    /// start).
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// What tells a position apart from the others in a search
/// ([`Game::fingerprint`]): the bytes written into it, as text
/// (`write!`) or by `Hash` (it is a [`Hasher`]), make a 128-bit key. It
/// counts them, and refuses more than its limit.
pub struct Fingerprint {
    one: DefaultHasher,
    two: DefaultHasher,
    /// Bytes written and not yet hashed: the hashers take them in blocks
    /// (a position is written in many small pieces, and each piece
    /// hashed on its own costs more than its bytes).
    pending: [u8; PENDING],
    held: usize,
    len: usize,
    limit: usize,
}

/// The bytes a [`Fingerprint`] holds before it hashes them.
const PENDING: usize = 64;

impl Fingerprint {
    fn new(limit: usize) -> Fingerprint {
        let mut two = DefaultHasher::new();
        two.write_u8(0x5a);
        Fingerprint {
            one: DefaultHasher::new(),
            two,
            pending: [0; PENDING],
            held: 0,
            len: 0,
            limit,
        }
    }

    fn over(&self) -> bool {
        self.len > self.limit
    }

    /// The two hashers with the pending bytes hashed.
    fn hashers(&self) -> (DefaultHasher, DefaultHasher) {
        let (mut one, mut two) = (self.one.clone(), self.two.clone());
        one.write(&self.pending[..self.held]);
        two.write(&self.pending[..self.held]);
        (one, two)
    }

    fn key(&self) -> u128 {
        let (one, two) = self.hashers();
        (u128::from(one.finish()) << 64) | u128::from(two.finish())
    }
}

impl Hasher for Fingerprint {
    fn write(&mut self, bytes: &[u8]) {
        self.len += bytes.len();
        if self.over() {
            return;
        }
        if self.held + bytes.len() > PENDING {
            self.one.write(&self.pending[..self.held]);
            self.two.write(&self.pending[..self.held]);
            self.held = 0;
        }
        if bytes.len() > PENDING {
            self.one.write(bytes);
            self.two.write(bytes);
        } else {
            self.pending[self.held..self.held + bytes.len()].copy_from_slice(bytes);
            self.held += bytes.len();
        }
    }

    fn finish(&self) -> u64 {
        self.hashers().0.finish()
    }
}

impl std::fmt::Write for Fingerprint {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.write(s.as_bytes());
        if self.over() {
            Err(std::fmt::Error)
        } else {
            Ok(())
        }
    }
}

/// The default fingerprint: the position's `Debug` text.
pub fn debug_text<P: std::fmt::Debug>(p: &P, into: &mut Fingerprint) {
    let _ = write!(into, "{p:?}");
}

/// Hashes the keys, which are hashes already, by taking their low bits.
#[derive(Default)]
struct Spread(u64);

impl Hasher for Spread {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u128(&mut self, k: u128) {
        self.0 = k as u64;
    }
}

/// A map from keys.
type Keys<V> = HashMap<u128, V, std::hash::BuildHasherDefault<Spread>>;

/// A position being searched: its moves and what they gave so far.
struct Frame<G: Strategy + ?Sized> {
    key: u128,
    position: G::Position,
    moves: Vec<G::Move>,
    next: usize,
    /// The least remoteness of a lost position a move reaches.
    best_win: Option<usize>,
    /// The greatest remoteness of any position a move reaches.
    longest: usize,
}

impl<G: Strategy + ?Sized> Frame<G> {
    fn take(&mut self, child: Outcome) {
        if !child.wins {
            let r = child.remoteness + 1;
            self.best_win = Some(self.best_win.map_or(r, |b| b.min(r)));
        }
        self.longest = self.longest.max(child.remoteness + 1);
    }

    fn outcome(&self) -> Outcome {
        match self.best_win {
            Some(r) => Outcome {
                wins: true,
                remoteness: r,
            },
            None => Outcome {
                wins: false,
                remoteness: self.longest,
            },
        }
    }
}

/// `Err` with "More than {bound} positions can follow from here, too many
/// to play out every line.".
fn more_than(bound: usize, what: &str) -> String {
    format!(
        "More than {} {what}, too many to play out every line.",
        thousands(bound)
    )
}

/// `n` with commas between groups of three digits.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// For [`Game::searchable`]: `Ok` when a position has at most [`BOUND`]
/// moves (`moves` of them, counted without listing them), else why not.
pub fn few_moves(moves: u128) -> Result<(), String> {
    if moves <= BOUND as u128 {
        Ok(())
    } else {
        Err(format!(
            "the position offers more than {} moves, too many to play out every line",
            thousands(BOUND)
        ))
    }
}

/// For [`Game::searchable`]: `Ok` unless a search would reach more than
/// [`BOUND`] positions or list more than [`MOVES`] moves, as `positions`
/// and `moves` count them (at least as many as the search would meet),
/// else why not.
pub fn within(positions: u128, moves: u128) -> Result<(), String> {
    if positions > BOUND as u128 {
        Err(format!(
            "more than {} positions can follow from here, too many to play out every line",
            thousands(BOUND)
        ))
    } else if moves > MOVES as u128 {
        Err(format!(
            "the lines of play from here hold more than {} moves, too many to play out every \
             one",
            thousands(MOVES)
        ))
    } else {
        Ok(())
    }
}

/// How many sets of edges containing `root`'s ground are connected to it
/// along a spanning tree of `n` vertices' `edges` (loops and repeats
/// count once), up to [`u128::MAX`]: fewer than a Hackenbush position
/// built on these edges can reach by cuts, every such set being what is
/// left after cutting the others, so a lower bound for
/// [`Game::searchable`]. Iterative, O(n + edges).
pub fn rooted_subtrees(n: usize, root: usize, edges: &[(usize, usize)]) -> u128 {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges.iter().filter(|(a, b)| a != b) {
        adj[a].push(b);
        adj[b].push(a);
    }
    // A breadth-first tree from the root: each vertex's parent.
    let mut parent = vec![usize::MAX; n];
    let mut order = vec![root];
    parent[root] = root;
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &w in &adj[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    // f(v) = the product over v's children c of (1 + f(c)).
    let mut f = vec![1u128; n];
    for &v in order[1..].iter().rev() {
        let p = parent[v];
        f[p] = f[p].saturating_mul(f[v].saturating_add(1));
    }
    f[root]
}

/// Searches every line of play from `root` by the literal rules (see the
/// module's documentation), visiting at most `bound` positions and the
/// other bounds of the module, and telling positions apart by their
/// `Debug` text: [`solve_by`] with [`debug_text`].
pub fn solve<G: Strategy + ?Sized>(
    game: &G,
    root: &G::Position,
    bound: usize,
    searchable: impl Fn(&G::Position) -> Result<(), String>,
) -> Result<Solved, String> {
    solve_by(game, root, bound, searchable, debug_text)
}

/// Searches every line of play from `root` by the literal rules (see the
/// module's documentation), visiting at most `bound` positions and the
/// other bounds of the module. `searchable` vets each position before its
/// moves are listed (`Err(why)`, a sentence without the final full stop,
/// stops the search); `fingerprint` tells positions apart
/// ([`Game::fingerprint`]). `Err` says why the search stopped, a sentence
/// with its full stop; so does a line of play that comes back to a
/// position on it (no game of the crate has one).
pub fn solve_by<G: Strategy + ?Sized>(
    game: &G,
    root: &G::Position,
    bound: usize,
    searchable: impl Fn(&G::Position) -> Result<(), String>,
    fingerprint: impl Fn(&G::Position, &mut Fingerprint),
) -> Result<Solved, String> {
    let mut seen: Keys<Option<Outcome>> = Keys::default();
    let mut text = 0usize;
    let mut listed = 0usize;
    let mut stack: Vec<Frame<G>> = Vec::new();
    // Enters a position: its value at once when the game is over there,
    // else a frame to search.
    let mut enter = |q: G::Position,
                     seen: &mut Keys<Option<Outcome>>|
     -> Result<Result<Outcome, Frame<G>>, String> {
        let mut f = Fingerprint::new(LONGEST.min(TEXT - text));
        fingerprint(&q, &mut f);
        if f.over() {
            return Err(if TEXT - text < LONGEST {
                "The positions that can follow from here are too many and too large to play \
                 out every line."
                    .to_string()
            } else {
                "The position is too large to play out every line of the game from it.".to_string()
            });
        }
        let (k, len) = (f.key(), f.len);
        text += len;
        match seen.get(&k) {
            Some(Some(o)) => return Ok(Ok(*o)),
            Some(None) => return Err("A line of play comes back to a position on it.".to_string()),
            None => {}
        }
        if seen.len() >= bound {
            return Err(more_than(bound, "positions can follow from here"));
        }
        let over = Outcome {
            wins: game.stuck_wins(&q),
            remoteness: 0,
        };
        if game.ended(&q).is_some() {
            seen.insert(k, Some(over));
            return Ok(Ok(over));
        }
        searchable(&q).map_err(|why| super::sentence(&why))?;
        let moves = game.moves(&q);
        listed += moves.len();
        if listed > MOVES {
            return Err(format!(
                "The lines of play from here hold more than {} moves, too many to play out \
                 every one.",
                thousands(MOVES)
            ));
        }
        if moves.is_empty() {
            seen.insert(k, Some(over));
            return Ok(Ok(over));
        }
        seen.insert(k, None);
        Ok(Err(Frame {
            key: k,
            position: q,
            moves,
            next: 0,
            best_win: None,
            longest: 0,
        }))
    };
    match enter(root.clone(), &mut seen)? {
        Ok(root) => {
            let values = seen
                .into_iter()
                .filter_map(|(k, v)| Some((k, v?)))
                .collect();
            return Ok(Solved { root, values });
        }
        Err(frame) => stack.push(frame),
    }
    let root = loop {
        let top = stack.last_mut().expect("a position being searched");
        if top.next < top.moves.len() {
            let q = game.apply(&top.position, &top.moves[top.next]);
            top.next += 1;
            match enter(q, &mut seen)? {
                Ok(o) => top.take(o),
                Err(frame) => stack.push(frame),
            }
            continue;
        }
        let done = stack.pop().expect("the top");
        let o = done.outcome();
        seen.insert(done.key, Some(o));
        match stack.last_mut() {
            Some(parent) => parent.take(o),
            None => break o,
        }
    };
    let values = seen
        .into_iter()
        .filter_map(|(k, v)| Some((k, v?)))
        .collect();
    Ok(Solved { root, values })
}

/// A searched position's value in a sentence for the person to move
/// against the program: "With best play you win in 3 moves, counting
/// both players'." (for a lost position, "Against best play you lose
/// ...").
pub fn distance(o: Outcome) -> String {
    let moves = match o.remoteness {
        1 => "1 move".to_string(),
        r => format!("{r} moves"),
    };
    if o.wins {
        format!("With best play you win in {moves}, counting both players'.")
    } else {
        format!("Against best play you lose in {moves}, counting both players'.")
    }
}

/// What a move does, for the player who makes it: whether it wins, and in
/// how many moves the game then ends (this one included) with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mark {
    /// Whether the move wins; `None` when neither the search nor the
    /// theory decides it.
    pub wins: Option<bool>,
    /// The moves until the end, this one included, when searched.
    pub remoteness: Option<usize>,
}

impl Mark {
    /// A mark from the theory alone.
    pub fn theory(wins: Option<bool>) -> Mark {
        Mark {
            wins,
            remoteness: None,
        }
    }

    /// The mark in a few words: "wins in 3", "loses in 6", "wins",
    /// "loses", or "undecided" (neither the search nor the theory says).
    pub fn words(&self) -> String {
        match (self.wins, self.remoteness) {
            (Some(true), Some(r)) => format!("wins in {r}"),
            (Some(false), Some(r)) => format!("loses in {r}"),
            (Some(true), None) => "wins".to_string(),
            (Some(false), None) => "loses".to_string(),
            (None, _) => "undecided".to_string(),
        }
    }

    /// The class a picture colours the move with: `win` (green), `lose`
    /// (red), or `None` when it is not decided.
    pub fn class(&self) -> Option<&'static str> {
        self.wins.map(|w| if w { class::WIN } else { class::LOSE })
    }
}

/// A move with its label and mark, as a picture lists the moves it offers
/// ([`Picture::moves`](super::svg::Picture::moves)) and a host the moves
/// of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveValue {
    /// The move as the game writes it ([`Strategy::show_move`]), the text
    /// a click plays.
    pub text: String,
    /// The move in words ([`Game::move_label`]).
    pub label: String,
    /// What it does.
    pub mark: Mark,
}

/// The value of a position and the marks of its moves, for a picture
/// ([`Game::draw`]) and a host: the exhaustive search from the position
/// when it is within the bounds, else the theory. A shape that plays a
/// move ([`Marks::click`], [`Marks::dot`]) offers it with its mark, and
/// the picture lists the moves it offers.
pub struct Marks<'a, G: Game + ?Sized> {
    game: &'a G,
    p: &'a G::Position,
    solved: Result<Solved, String>,
    look: Option<(u64, u64)>,
}

impl<'a, G: Game + ?Sized> Marks<'a, G> {
    /// The marks of the moves from `p`: searches it (within [`BOUND`]).
    pub fn new(game: &'a G, p: &'a G::Position) -> Self {
        let solved = solve_by(
            game,
            p,
            BOUND,
            |q| game.searchable(q),
            |q, into| game.fingerprint(q, into),
        );
        Marks {
            game,
            p,
            solved,
            look: None,
        }
    }

    /// The marks, with the cell (row, column, 0-based) the person asked the
    /// picture to show of a board larger than a picture holds (the page's
    /// buttons that move the window); `None`: where the game looks itself.
    pub fn looking(mut self, look: Option<(u64, u64)>) -> Self {
        self.look = look;
        self
    }

    /// The cell the person asked to see ([`Marks::looking`]): a grid
    /// game's picture centres its window on it
    /// ([`Window::at`](crate::play::svg::grid::Window::at)).
    pub fn look(&self) -> Option<(u64, u64)> {
        self.look
    }

    /// The position's value.
    pub fn value(&self) -> Value {
        match &self.solved {
            Ok(s) => Value::Searched(s.root()),
            Err(why) => Value::Unsearched(why.clone()),
        }
    }

    /// Whether the search from the position reached its end.
    pub fn searched(&self) -> bool {
        self.solved.is_ok()
    }

    /// The mark of move `m` from the search, when it reached the position
    /// after `m`.
    fn found(&self, m: &G::Move) -> Option<Mark> {
        let solved = self.solved.as_ref().ok()?;
        let q = self.game.apply(self.p, m);
        let o = solved.get_by(&q, |q, into| self.game.fingerprint(q, into))?;
        Some(Mark {
            wins: Some(!o.wins),
            remoteness: Some(o.remoteness + 1),
        })
    }

    /// The move this analysis of the position recommends, with its mark:
    /// the one the hint gives, the "why" text explains and the picture
    /// draws its reason for. When the search reached the end of every
    /// line, the quickest win (the theory's winning move when it is among
    /// the quickest, else the first of them in the game's order of moves),
    /// or from a lost position the move that holds out longest; past the
    /// search, the theory's winning move ([`Strategy::winning_move`]).
    /// `None` when the game is over, or past the search when the theory
    /// knows no winning move.
    pub fn best(&self) -> Option<(G::Move, Mark)> {
        self.game.some_move(self.p)?;
        let theory = self.game.winning_move(self.p);
        if self.solved.is_err() {
            return theory.map(|m| {
                let mark = self.of(&m);
                (m, mark)
            });
        }
        let wins = matches!(self.value(), Value::Searched(o) if o.wins);
        let mut best: Option<(G::Move, Mark)> = None;
        for m in self.game.moves(self.p) {
            let Some(mark) = self.found(&m) else { continue };
            if mark.wins != Some(wins) {
                continue;
            }
            let r = mark.remoteness.unwrap_or(0);
            let better = match &best {
                None => true,
                Some((b, bm)) => {
                    let rb = bm.remoteness.unwrap_or(0);
                    // Quicker when winning, slower when losing; on a tie the
                    // theory's own move.
                    (if wins { r < rb } else { r > rb })
                        || (r == rb && theory.as_ref() == Some(&m) && theory.as_ref() != Some(b))
                }
            };
            if better {
                best = Some((m, mark));
            }
        }
        best
    }

    /// The winning move the hint gives ([`Session::hint`](super::session::Session::hint)):
    /// [`Marks::best`] when it wins, or past the search the theory's
    /// winning move (which a theory that does not decide the position
    /// after it may leave unmarked).
    pub fn winning(&self) -> Option<(G::Move, Mark)> {
        let searched = self.searched();
        self.best()
            .filter(|(_, mark)| !searched || mark.wins == Some(true))
    }

    /// The reason a person reads beside the picture, from this analysis:
    /// [`Game::explain`] when the move it names is the one the hint gives
    /// ([`Marks::winning`]), else [`Game::explain_move`] for that move;
    /// then the hint's move in words with what it does. The move it
    /// recommends is returned with it.
    pub fn why(&self) -> (String, Option<MoveValue>) {
        let Some((m, mark)) = self.winning() else {
            return (self.game.explain(self.p), None);
        };
        let mut text = if self.game.winning_move(self.p).as_ref() == Some(&m) {
            self.game.explain(self.p)
        } else {
            self.game.explain_move(self.p, &m, mark)
        };
        let offer = MoveValue {
            text: self.game.show_move(self.p, &m),
            label: self.game.move_label(self.p, &m),
            mark,
        };
        let _ = writeln!(text, "The hint: {} \u{2014} {}.", offer.label, mark.words());
        (text, Some(offer))
    }

    /// The mark of move `m`: from the search, else from the theory (the
    /// game's [`winning_move`](Strategy::winning_move) of the position
    /// after it, one call per move).
    pub fn of(&self, m: &G::Move) -> Mark {
        self.found(m)
            .unwrap_or_else(|| Mark::theory(theory_wins(self.game, &self.game.apply(self.p, m))))
    }

    /// The mark of move `m`: from the search, else `wins`, the picture's
    /// own theory (computed for all moves at once, say).
    pub fn with(&self, m: &G::Move, wins: Option<bool>) -> Mark {
        self.found(m).unwrap_or(Mark::theory(wins))
    }

    /// `shape` as the click that plays `m`, marked `mark` (from
    /// [`Marks::of`] or [`Marks::with`]): coloured by it, focusable by
    /// keyboard (`tabindex="0"`, `role="button"`), and labelled with the
    /// move in words and what it does ("take 3 from pile 2, leaving 4 —
    /// wins in 5"; the move alone when undecided), in its `<title>`: the
    /// text shown under the pointer,
    /// and the name a screen reader gives the button. The shape offers
    /// the move ([`Shape::offers`]): a picture lists it.
    pub fn click(&self, shape: Shape, m: &G::Move, mark: Mark) -> Shape {
        let text = self.game.show_move(self.p, m);
        let label = self.game.move_label(self.p, m);
        button(shape, MoveValue { text, label, mark })
    }

    /// A dot of radius `r` at (x, y) as the click that plays `m` ([`Marks::click`]).
    pub fn dot(&self, (x, y): (f64, f64), r: f64, m: &G::Move, mark: Mark) -> Shape {
        self.click(Shape::circle(x, y, r).attr("stroke", "#555"), m, mark)
    }

    /// Every legal move with its label and mark, when the position is
    /// searchable and has at most `most` moves; `None` otherwise. A move
    /// a picture `offered` keeps the picture's mark.
    pub fn all(&self, most: usize, offered: &[MoveValue]) -> Option<Vec<MoveValue>> {
        self.game.searchable(self.p).ok()?;
        let moves = self.game.moves(self.p);
        if moves.len() > most {
            return None;
        }
        Some(
            moves
                .iter()
                .map(|m| {
                    let text = self.game.show_move(self.p, m);
                    // A move the picture marked keeps its mark.
                    match offered.iter().find(|o| o.text == text) {
                        Some(o) => o.clone(),
                        None => MoveValue {
                            label: self.game.move_label(self.p, m),
                            mark: self.of(m),
                            text,
                        },
                    }
                })
                .collect(),
        )
    }
}

/// `shape` as the button that plays `offer` ([`Marks::click`], apart from
/// the game's type, which it needs only to write the move).
fn button(shape: Shape, offer: MoveValue) -> Shape {
    let said = match offer.mark.wins {
        Some(_) => format!("{} \u{2014} {}", offer.label, offer.mark.words()),
        None => offer.label.clone(),
    };
    let mut shape = shape
        .moves(&offer.text)
        .attr("tabindex", 0)
        .attr("role", "button")
        .title(said);
    if let Some(c) = offer.mark.class() {
        shape = shape.class(c);
    }
    shape.offers(offer)
}

/// Whether the player to move at `q` loses, from the theory: the game is
/// over there and the rules give it to the other player, or the game's
/// theory decides `q` and knows no winning move. That is whether the move
/// that led to `q` wins; `None` when the theory does not decide `q`.
pub fn theory_wins<G: Strategy + ?Sized>(game: &G, q: &G::Position) -> Option<bool> {
    if game.some_move(q).is_none() {
        return Some(!game.stuck_wins(q));
    }
    match game.winning_move(q) {
        Some(_) => Some(false),
        None if game.decided(q) => Some(true),
        None => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fingerprint is of its bytes, however they are written: in one
    /// piece, byte by byte, or in pieces that cross the block it holds
    /// back; and any byte changed changes it.
    #[test]
    fn a_fingerprint_is_of_the_bytes_whatever_their_pieces() {
        let bytes: Vec<u8> = (0..300u32).map(|i| (i * 37 % 251) as u8).collect();
        let key = |pieces: &[usize]| {
            let mut f = Fingerprint::new(usize::MAX);
            let mut at = 0;
            for &p in pieces.iter().cycle() {
                if at == bytes.len() {
                    break;
                }
                let end = (at + p).min(bytes.len());
                f.write(&bytes[at..end]);
                at = end;
            }
            (f.key(), f.finish(), f.len)
        };
        let whole = key(&[bytes.len()]);
        assert_eq!(whole.2, 300);
        for pieces in [
            &[1][..],
            &[8],
            &[63, 2],
            &[64],
            &[65],
            &[7, 100, 1],
            &[200, 3],
        ] {
            assert_eq!(key(pieces), whole, "{pieces:?}");
        }
        let mut f = Fingerprint::new(usize::MAX);
        f.write(&bytes[..299]);
        f.write(&[bytes[299] ^ 1]);
        assert_ne!(f.key(), whole.0);
        assert_ne!(Fingerprint::new(usize::MAX).key(), whole.0);
    }

    /// One pile; a move takes 1 or 2 stones; `misere`: who takes the last
    /// one loses.
    struct Take {
        misere: bool,
    }

    impl Strategy for Take {
        type Position = u64;
        type Move = u64;
        fn moves(&self, &p: &u64) -> Vec<u64> {
            (1..=p.min(2)).collect()
        }
        fn apply(&self, p: &u64, m: &u64) -> u64 {
            p - m
        }
        fn stuck_wins(&self, _: &u64) -> bool {
            self.misere
        }
        fn winning_move(&self, _: &u64) -> Option<u64> {
            None
        }
        fn notation(&self) -> &'static str {
            ""
        }
        fn parse_move(&self, _: &u64, _: &str) -> std::result::Result<u64, String> {
            Err(String::new())
        }
        fn show_move(&self, _: &u64, m: &u64) -> String {
            m.to_string()
        }
    }

    #[test]
    fn remoteness_by_hand() {
        let normal = Take { misere: false };
        // 0: over, lost; 1, 2: won at once; 3: lost in 2; 4: won in 3.
        let want = [(false, 0), (true, 1), (true, 1), (false, 2), (true, 3)];
        for (p, &(wins, remoteness)) in want.iter().enumerate() {
            let s = solve(&normal, &(p as u64), BOUND, |_| Ok(())).unwrap();
            assert_eq!(s.root(), Outcome { wins, remoteness }, "{p}");
            assert_eq!(s.len(), p + 1);
        }
        let misere = Take { misere: true };
        // 0: over, won (the other took the last); 1: lost in 1.
        let want = [(true, 0), (false, 1), (true, 2), (true, 2), (false, 3)];
        for (p, &(wins, remoteness)) in want.iter().enumerate() {
            let s = solve(&misere, &(p as u64), BOUND, |_| Ok(())).unwrap();
            assert_eq!(s.root(), Outcome { wins, remoteness }, "{p}");
        }
    }

    #[test]
    fn rooted_subtrees_by_hand() {
        // A path 0 - 1 - 2 from 0: {}, {01}, {01, 12}.
        assert_eq!(rooted_subtrees(3, 0, &[(0, 1), (1, 2)]), 3);
        // A star of 3 edges at 0: every subset, 8; a loop and a repeated
        // edge change nothing.
        assert_eq!(
            rooted_subtrees(4, 0, &[(0, 1), (0, 2), (3, 0), (0, 0), (1, 0)]),
            8
        );
        // A triangle 0 1 2 from 0: its tree 0-1, 0-2: 4.
        assert_eq!(rooted_subtrees(3, 0, &[(0, 1), (1, 2), (2, 0)]), 4);
    }

    #[test]
    fn the_bounds_stop_the_search() {
        let normal = Take { misere: false };
        assert!(solve(&normal, &10, 11, |_| Ok(())).is_ok());
        assert_eq!(
            solve(&normal, &10, 10, |_| Ok(())).unwrap_err(),
            "More than 10 positions can follow from here, too many to play out every line."
        );
        assert_eq!(
            solve(&normal, &10, BOUND, |&p| if p > 5 {
                Err("too many stones".to_string())
            } else {
                Ok(())
            })
            .unwrap_err(),
            "Too many stones."
        );
        // A position whose fingerprint passes LONGEST, and positions whose
        // fingerprints together pass TEXT: said in a person's words, with
        // no count of bytes.
        let long = |_: &u64, into: &mut Fingerprint| into.write(&[7; LONGEST + 1]);
        assert_eq!(
            solve_by(&normal, &10, BOUND, |_| Ok(()), long).unwrap_err(),
            "The position is too large to play out every line of the game from it."
        );
        let many = Take { misere: false };
        let wide = |p: &u64, into: &mut Fingerprint| {
            into.write(&p.to_le_bytes());
            into.write(&[0; LONGEST - 8]);
        };
        assert_eq!(
            solve_by(&many, &5000, BOUND, |_| Ok(()), wide).unwrap_err(),
            "The positions that can follow from here are too many and too large to play out \
             every line."
        );
        assert_eq!(thousands(200_000), "200,000");
        assert_eq!(thousands(33_554_432), "33,554,432");
        assert_eq!(thousands(999), "999");
    }
}
