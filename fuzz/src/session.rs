//! `--play` sessions under watch: every move applied, offered or played is
//! checked against the literal rules (`Game::moves`).
//!
//! `Game::moves` lists every legal move, which is only affordable on small
//! positions (a pile of 10^18 has 10^18 moves): a position is small when
//! its drawing (`Game::show`) is at most [`SMALL_DRAWING`] bytes with no
//! number of more than [`SMALL_DIGITS`] digits. On a larger one a move is
//! checked by the game's own reading of it (`Game::parse_move` of the move
//! shown). `plate_game` plays on a continuum, which its `moves` samples on
//! a lattice only ([`SAMPLED_MOVES`]): there too.

use crate::{check, Sample};
use real::input::{Input, Result};
use real::play::{session_from, Game, Starts};
use std::cell::RefCell;
use std::io::{self, BufRead, Read};

/// The byte that starts a typed line standing for a legal move.
const MOVE: u8 = 0x01;

/// The largest drawing of a small position.
const SMALL_DRAWING: usize = 20_000;
/// The most digits of a number in the drawing of a small position.
const SMALL_DIGITS: usize = 4;

/// Games whose `moves` lists some legal moves only, as their documentation
/// says (a continuum of moves).
const SAMPLED_MOVES: &[&str] = &["plate_game"];

/// A session of `game` from the positions of `sample`, with `typed` as
/// the person's lines.
pub fn run<G: Game>(name: &'static str, game: &G, sample: &Sample, typed: &[u8]) {
    let (positions, choices) = match game.starts(&mut Input::new(sample.input)) {
        Ok(starts) => starts,
        Err(e) => {
            // A sample the session cannot start from (too large to play):
            // `--play` says so in one line.
            check::error(name, "--play", &e.to_string(), sample.input);
            return;
        }
    };
    let checked = Checked {
        name,
        game,
        sampled: SAMPLED_MOVES.contains(&name),
        current: RefCell::new(None),
    };
    let starts = Starts {
        positions: &positions,
        choices: choices.as_deref(),
    };
    let mut person = Person {
        typed,
        line: Vec::new(),
        at: 0,
        checked: &checked,
    };
    let mut out = Vec::new();
    if let Err(e) = session_from(&checked, starts, &mut person, &mut out) {
        panic!("{name}: the session from {} failed: {e}", sample.name);
    }
    if let Err(e) = std::str::from_utf8(&out) {
        panic!(
            "{name}: the session from {} wrote bytes that are not UTF-8: {e}",
            sample.name
        );
    }
}

/// `game`, with every move it applies, offers or plays checked.
struct Checked<'g, G: Game> {
    name: &'static str,
    game: &'g G,
    /// Whether `moves` lists some legal moves only.
    sampled: bool,
    /// The position last drawn: the one the person is asked to move from.
    current: RefCell<Option<G::Position>>,
}

impl<G: Game> Checked<'_, G> {
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
    fn typed_move(&self, k: u8) -> String {
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

impl<G: Game> real::strategy::Strategy for Checked<'_, G> {
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

impl<G: Game> Game for Checked<'_, G> {
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

    fn fingerprint(&self, p: &G::Position, into: &mut real::play::value::Fingerprint) {
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
    checked: &'a Checked<'g, G>,
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
                self.line.extend(self.checked.typed_move(k).as_bytes());
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
