//! A game under watch: every move it applies, offers or plays checked
//! against its literal rules, for tests and fuzzing of a [`Game`] (the
//! repository's fuzzer plays every binary's sessions under watch).
//!
//! A move is legal when it is among [`Strategy::moves`] of its position
//! and [`Strategy::parse_move`] reads its notation back as the same move.
//! Listing every legal move is only affordable on small positions (a pile
//! of 10^18 has 10^18 moves): a position is small when its drawing
//! ([`Game::show`]) is at most [`SMALL_DRAWING`] bytes with no number of
//! more than [`SMALL_DIGITS`] digits. On a larger one a move is checked by
//! the game's own reading of it alone. A game whose `moves` lists some
//! legal moves only (a continuum of moves, as `plate_game`'s) is watched
//! with `sampled`: there too.
//!
//! Besides legality: [`Strategy::some_move`] is `None` exactly when
//! `moves` lists none, and a [`Strategy::winning_move`] leaves a position
//! that the theory loses for the player to move there.
//!
//! ```
//! use cp_games::input::Input;
//! use cp_games::play::watch;
//! use cp_games::strategy::wythoff_game::Wythoff;
//!
//! // The person asks for a hint, then plays the first legal move (a line
//! // 0x01 0 types it), twice; every move of the session is checked.
//! let typed = b"first\nhint\n\x01\x00\n\x01\x00\n";
//! let out = watch::session("wythoff_game", &Wythoff, &mut Input::new("3 5\n"), typed, false);
//! assert!(String::from_utf8(out.unwrap()).unwrap().contains("Piles: 3 5"));
//! ```

use super::{session_from, value, Game, Starts, Strategy};
use crate::input::{Input, Result};
use std::cell::RefCell;
use std::io::{self, BufRead, Read};

/// The byte that starts a typed line standing for a legal move: `0x01 k`
/// types the k-th legal move of the position drawn last (modulo their
/// number; some legal move on a large position).
pub const MOVE: u8 = 0x01;

/// The largest drawing of a small position.
pub const SMALL_DRAWING: usize = 20_000;
/// The most digits of a number in the drawing of a small position.
pub const SMALL_DIGITS: usize = 4;

/// A `--play` session of `game` (named `name` in a failure) under watch,
/// from the starts of `input` ([`Game::starts`]), with `typed` as the
/// person's lines ([`MOVE`] lines type legal moves): what the session
/// wrote, or the error of an input it cannot start from. Panics when a
/// move breaks the rules (see the module's documentation), or when the
/// session fails to write in memory.
pub fn session<G: Game>(
    name: &str,
    game: &G,
    input: &mut Input,
    typed: &[u8],
    sampled: bool,
) -> Result<Vec<u8>> {
    let (positions, choices) = game.starts(input)?;
    let watched = Watched::new(name, game, sampled);
    let starts = Starts {
        positions: &positions,
        choices: choices.as_deref(),
    };
    let mut person = Person {
        typed,
        line: Vec::new(),
        at: 0,
        watched: &watched,
    };
    let mut out = Vec::new();
    if let Err(e) = session_from(&watched, starts, &mut person, &mut out) {
        panic!("{name}: the session failed: {e}");
    }
    Ok(out)
}

impl<'g, G: Game> Watched<'g, G> {
    /// `game` under watch, named `name` in a failure; `sampled` when its
    /// `moves` lists some legal moves only.
    pub fn new(name: &'g str, game: &'g G, sampled: bool) -> Self {
        Watched {
            name,
            game,
            sampled,
            current: RefCell::new(None),
        }
    }
}

/// `game`, with every move it applies, offers or plays checked against
/// its literal rules (see the module's documentation): a move that breaks
/// them panics, naming the game (`name`), the move and the position.
pub struct Watched<'g, G: Game> {
    name: &'g str,
    game: &'g G,
    /// Whether `moves` lists some legal moves only.
    sampled: bool,
    /// The position last drawn: the one the person is asked to move from.
    current: RefCell<Option<G::Position>>,
}

impl<G: Game> Watched<'_, G> {
    /// Whether `moves(p)` lists every legal move of `p` and is affordable.
    fn listed(&self, p: &G::Position) -> bool {
        if self.sampled {
            return false;
        }
        let drawing = self.game.show(p);
        drawing.len() <= SMALL_DRAWING
            && drawing
                .split(|c: char| !c.is_ascii_digit())
                .all(|number| number.len() <= SMALL_DIGITS)
    }

    /// Fails unless `m` is a legal move of `p`: among `moves(p)` on a
    /// small position, and read back as itself from its notation (as
    /// some legal move, where `moves` samples the legal ones).
    fn legal(&self, p: &G::Position, m: &G::Move, what: &str) {
        let name = self.name;
        let notation = self.game.show_move(p, m);
        let fail = |why: String| -> ! {
            panic!(
                "{name}: {what}, {m:?} (shown as {notation:?}), {why}; the position:\n{}",
                self.game.show(p)
            )
        };
        if self.listed(p) && !self.game.moves(p).contains(m) {
            fail("is not among the legal moves, Game::moves".to_string());
        }
        match self.game.parse_move(p, &notation) {
            Ok(back) if self.sampled || back == *m => {}
            Ok(back) => fail(format!("reads back as another move, {back:?}")),
            Err(why) => fail(format!("is refused when typed: {why}")),
        }
    }

    /// The text of the move that the line `0x01 k` types: the k-th legal
    /// move of the position last drawn (modulo their number), or some legal
    /// move on a large one; `1` before any position is drawn (the choice of
    /// a game).
    pub fn typed_move(&self, k: u8) -> String {
        let current = self.current.borrow();
        let Some(p) = current.as_ref() else {
            return "1".to_string();
        };
        let moves = if self.listed(p) {
            self.game.moves(p)
        } else {
            self.game.some_move(p).into_iter().collect()
        };
        match moves.get(usize::from(k) % moves.len().max(1)) {
            Some(m) => self.game.show_move(p, m),
            None => String::new(),
        }
    }
}

impl<G: Game> Strategy for Watched<'_, G> {
    type Position = G::Position;

    type Move = G::Move;

    fn players(&self) -> [&'static str; 2] {
        self.game.players()
    }

    fn moves(&self, p: &G::Position) -> Vec<G::Move> {
        self.game.moves(p)
    }

    /// Legal; `None` exactly when `moves` lists none.
    fn some_move(&self, p: &G::Position) -> Option<G::Move> {
        let m = self.game.some_move(p);
        if let Some(m) = &m {
            self.legal(
                p,
                m,
                "the move played from a lost position (Game::some_move)",
            );
        }
        if self.listed(p) {
            let none = self.game.moves(p).is_empty();
            assert!(
                m.is_none() == none,
                "{}: Game::some_move gives {m:?} where Game::moves lists {}; the position:\n{}",
                self.name,
                if none { "no move" } else { "moves" },
                self.game.show(p)
            );
        }
        m
    }

    fn apply(&self, p: &G::Position, m: &G::Move) -> G::Position {
        self.legal(p, m, "a move played");
        self.game.apply(p, m)
    }

    fn stuck_wins(&self, p: &G::Position) -> bool {
        self.game.stuck_wins(p)
    }

    /// Legal, and leaves a position lost for the player to move there.
    fn winning_move(&self, p: &G::Position) -> Option<G::Move> {
        let m = self.game.winning_move(p);
        if let Some(m) = &m {
            self.legal(p, m, "a winning move (Game::winning_move)");
            let q = self.game.apply(p, m);
            if self.game.decided(&q) {
                let lost = match self.game.some_move(&q) {
                    None => !self.game.stuck_wins(&q),
                    Some(_) => self.game.winning_move(&q).is_none(),
                };
                assert!(
                    lost,
                    "{}: the winning move {} leaves a position the theory wins for the \
                     opponent; the position:\n{}",
                    self.name,
                    self.game.show_move(p, m),
                    self.game.show(p)
                );
            }
        }
        m
    }

    fn ended(&self, p: &G::Position) -> Option<String> {
        self.game.ended(p)
    }

    fn decided(&self, p: &G::Position) -> bool {
        self.game.decided(p)
    }

    fn notation(&self) -> &'static str {
        self.game.notation()
    }

    fn parse_move(&self, p: &G::Position, text: &str) -> std::result::Result<G::Move, String> {
        self.game.parse_move(p, text)
    }

    fn show_move(&self, p: &G::Position, m: &G::Move) -> String {
        self.game.show_move(p, m)
    }
}

impl<G: Game> Game for Watched<'_, G> {
    fn read(&self, inp: &mut Input) -> Result<Vec<G::Position>> {
        self.game.read(inp)
    }

    fn starts(&self, inp: &mut Input) -> Result<(Vec<G::Position>, Option<String>)> {
        self.game.starts(inp)
    }

    fn playable(&self, p: &G::Position) -> std::result::Result<(), String> {
        self.game.playable(p)
    }

    /// Also notes `p` as the position the person moves from next.
    fn show(&self, p: &G::Position) -> String {
        *self.current.borrow_mut() = Some(p.clone());
        self.game.show(p)
    }

    fn explain(&self, p: &G::Position) -> String {
        self.game.explain(p)
    }

    /// The game's own bounds: without them the search would list the
    /// moves of piles of 2^64 stones.
    fn searchable(&self, p: &G::Position) -> std::result::Result<(), String> {
        self.game.searchable(p)
    }

    fn fingerprint(&self, p: &G::Position, into: &mut value::Fingerprint) {
        self.game.fingerprint(p, into)
    }

    fn move_label(&self, p: &G::Position, m: &G::Move) -> String {
        self.game.move_label(p, m)
    }
}

/// The person: the typed lines, each handed out whole when the session
/// asks, a line `0x01 k` turned into a legal move of the position then.
struct Person<'a, 'g, G: Game> {
    typed: &'a [u8],
    line: Vec<u8>,
    at: usize,
    watched: &'a Watched<'g, G>,
}

impl<G: Game> Person<'_, '_, G> {
    fn next_line(&mut self) {
        self.line.clear();
        self.at = 0;
        let end = self
            .typed
            .iter()
            .position(|&b| b == b'\n')
            .map_or(self.typed.len(), |i| i + 1);
        let (line, rest) = self.typed.split_at(end);
        self.typed = rest;
        match line {
            [MOVE, more @ ..] => {
                let k = more.first().copied().unwrap_or(0);
                self.line.extend(self.watched.typed_move(k).as_bytes());
                self.line.push(b'\n');
            }
            _ => self.line.extend_from_slice(line),
        }
    }
}

impl<G: Game> Read for Person<'_, '_, G> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = {
            let have = self.fill_buf()?;
            let n = have.len().min(buf.len());
            buf[..n].copy_from_slice(&have[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl<G: Game> BufRead for Person<'_, '_, G> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.at == self.line.len() && !self.typed.is_empty() {
            self.next_line();
        }
        Ok(&self.line[self.at..])
    }

    fn consume(&mut self, n: usize) {
        self.at += n;
    }
}
