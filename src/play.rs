//! Explain and play: a game's winning move shown to a person, and a perfect
//! opponent in the terminal.
//!
//! A game implements [`Game`]: its positions as the judge input gives them,
//! its moves by the literal rules, a winning move from its theory (the same
//! theory as the verdict: a matching, Grundy values, an interval DP, a
//! closed form), and a notation for moves. Then the binary gets two options
//! besides the judge path:
//!
//! - `--explain [FILE]`: for each game in the judge input (FILE, or
//!   standard input), who wins and a winning first move with the reason
//!   ([`Game::explain`]);
//! - `--play FILE`: a game in the terminal from the position in FILE (the
//!   judge format). The person chooses to move first or second and types
//!   moves in the problem's own notation; `hint` shows a winning move
//!   (and, on a position small enough to search exhaustively, in how many
//!   moves the game ends with best play: [`value`]), `help` the notation;
//!   `quit` or the end of the input stops, at any prompt. An illegal or
//!   malformed move gets the reason and a new prompt. The program plays
//!   perfectly: from a won position it wins, and it answers a mistake of
//!   the person's with a winning move at once ([`session()`]).
//!
//! The terminal's `--play` and the page ([`host`]) play one kind of
//! [`Session`] ([`mod@session`]): the positions played, whose move it is,
//! undo, and every sentence the person reads about the game (the moves,
//! the hint, a refused move, the end), written there once. Each drives it
//! in its own way: the terminal with questions, prompts and typed words,
//! the page with requests and clicks.
//!
//! ```sh
//! target/release/wythoff_game --explain testdata/wythoff_game/01-sample.in
//! target/release/wythoff_game --play my-position.in
//! ```
//!
//! Every game binary of the crate offers both. The judge path is untouched:
//! without a flag the output is byte for byte the judge's. A binary offers
//! them with the `game` of its value ([`Binary`](crate::binary::Binary)),
//! which [`serve!`](crate::serve!) runs:
//!
//! ```no_run
//! use cp_games::binary::{Batch, Binary};
//! use cp_games::problems::wythoff_game::solve;
//! use cp_games::strategy::wythoff_game::Wythoff;
//!
//! const BINARY: Binary<Batch> = Binary {
//!     name: "wythoff_game",
//!     judge: Batch(solve),
//!     #[cfg(feature = "play")]
//!     game: Some(|| Box::new(Wythoff)),
//!     #[cfg(feature = "play")]
//!     interactor: None,
//! };
//!
//! fn main() {
//!     cp_games::serve!(BINARY);
//! }
//! ```
//!
//! The module is under the `play` feature (on by default); the bundler
//! (`cargo cp-bundle`, `cargo bundle` in the repository) leaves out
//! everything under `#[cfg(feature = "play")]`, so a judge bundle carries
//! the judge path only. ([`offer`] does the same for a `main` that calls
//! [`input::run`] after it: it returns when no option of the game's is
//! given.)
//!
//! In a package of your own, gate your game under a `play` feature of the
//! package that turns this one on, `play = ["cp-games/play"]` (on by
//! default if you like): the bundler leaves out a feature that turns on a
//! feature it leaves out, so the judge file never carries it either.
//!
//! # How the strategies are proved
//!
//! Every game's strategy is checked by an exhaustive adversary in the tests
//! (`tests/common/adversary.rs`): on thousands of small positions the
//! strategy is played against every sequence of replies the literal rules
//! allow (enumerated, not sampled), and it must win every game from every
//! won position, including every position a mistake leads to. Each
//! problem's module says on which positions its strategy was checked.
//!
//! Games whose theory is a symmetry argument
//! ([`plate_game`](crate::problems::plate_game)) know a winning move only
//! while the symmetry holds; there the hint says so rather than calling the
//! position lost ([`Strategy::decided`]). Boards too large to draw
//! ([`no_gambling`](crate::problems::no_gambling) above size 40,
//! [`play_a_game`](crate::problems::play_a_game) off its domino tiling
//! above n = 2000) are explained but not played, or played without the
//! guarantee, as their modules say.
//!
//! # Examples
//!
//! A pile game, Wythoff's: the program moves first and keeps handing over
//! the losing pairs (1, 2), (3, 5), (4, 7), ...
//!
//! ```text
//! $ wythoff_game --explain <<< "8 4"
//! Piles 8 and 4: the player to move wins.
//! The losing positions are the pairs (floor(k phi), floor(k phi) + k), k = 0, 1, 2, ...: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), ...
//! The losing pair for the difference k = 4 is (6, 10); 8 and 4 is not one.
//! Winning move: take 1 from the first pile, leaving 7 and 4, the losing pair for k = 3.
//! $ wythoff_game --play position.in
//! Piles: 8 4
//! Do you want to move first (as First) or second (as Second)? [first/second] second
//! Type a move as the two piles after your move, `x y`; or hint for a winning move, help, quit.
//! I play 7 4 (as First).
//! Piles: 7 4
//! Your move (as Second): 5 4
//! Piles: 5 4
//! I play 2 1 (as First).
//! Piles: 2 1
//! Your move (as Second): hint
//! No move wins here against perfect play: 0 1 holds out longest; play it and hope for a mistake.
//! Against best play you lose in 2 moves, counting both players'.
//! Your move (as Second): 3 4
//! Piles only shrink: they are 2 and 1. Type help for help.
//! Your move (as Second): 0 1
//! Piles: 0 1
//! I play 0 0 (as First).
//! Piles: 0 0
//! You have no move left. I win.
//! ```
//!
//! A grid game, JSOI 2009 "Game": A puts the token on a cell that some
//! maximum matching leaves free; every move of B's lands on a matched cell,
//! and A answers with its partner.
//!
//! ```text
//! $ cat maze.in
//! 3 4
//! ....
//! .#..
//! ..##
//! $ jsoi2009_game --explain maze.in
//! WIN: A wins by putting the token on any of 5 cells (1 2, 1 4, 2 1, 2 3, 3 2), those that some maximum matching of the free cells leaves free.
//! Winning start: row 3, column 2, which the maximum matching drawn below (4 pairs of adjacent cells) leaves free. B must move onto a paired cell (a free one would make the matching larger), and A moves on to the other cell of that pair; so A always has a move, and B runs out first.
//! The maze (# wall, * a winning start, o another free cell; - and | join the pairs of the matching):
//!   1 2 3 4
//! 1 o-* o-*
//!
//! 2 * # *-o
//!   |
//! 3 o * # #
//! $ jsoi2009_game --play maze.in
//!   1234
//! 1 ....
//! 2 .#..
//! 3 ..##
//! (# wall, . free; the token is not placed yet)
//! Do you want to move first (as A) or second (as B)? [first/second] second
//! Type a move as the cell `r c` (row and column) to put the token on or to move it to; or hint for a winning move, help, quit.
//! I play 3 2 (as A).
//!   1234
//! 1 ....
//! 2 .#..
//! 3 .@##
//! (# wall, . free, o visited, @ the token)
//! Your move (as B): 3 1
//!   1234
//! 1 ....
//! 2 .#..
//! 3 @o##
//! (# wall, . free, o visited, @ the token)
//! I play 2 1 (as A).
//!   1234
//! 1 ....
//! 2 @#..
//! 3 oo##
//! (# wall, . free, o visited, @ the token)
//! Your move (as B): 1 1
//!   1234
//! 1 @...
//! 2 o#..
//! 3 oo##
//! (# wall, . free, o visited, @ the token)
//! I play 1 2 (as A).
//!   1234
//! 1 o@..
//! 2 o#..
//! 3 oo##
//! (# wall, . free, o visited, @ the token)
//! Your move (as B): hint
//! No move wins here against perfect play: 1 3 holds out longest; play it and hope for a mistake.
//! Against best play you lose in 4 moves, counting both players'.
//! Your move (as B): 1 3
//!   1234
//! 1 oo@.
//! 2 o#..
//! 3 oo##
//! (# wall, . free, o visited, @ the token)
//! I play 1 4 (as A).
//!   1234
//! 1 ooo@
//! 2 o#..
//! 3 oo##
//! (# wall, . free, o visited, @ the token)
//! Your move (as B): 2 4
//!   1234
//! 1 oooo
//! 2 o#.@
//! 3 oo##
//! (# wall, . free, o visited, @ the token)
//! I play 2 3 (as A).
//!   1234
//! 1 oooo
//! 2 o#@o
//! 3 oo##
//! (# wall, . free, o visited, @ the token)
//! You have no move left. I win.
//! ```

// The module doc shows a binary's whole `main`, as a user writes it.
#![allow(clippy::needless_doctest_main)]

pub mod games;
pub(crate) mod groups;
pub mod host;
pub mod interactor;
pub mod session;
pub mod svg;
pub mod value;
#[cfg(feature = "watch")]
#[cfg_attr(docsrs, doc(cfg(feature = "watch")))]
pub mod watch;

use crate::input::{self, Input, Result};
pub use crate::strategy::Strategy;
pub use session::Starts;
use session::{Session, Side};
use std::ffi::OsString;
use std::io::{self, BufRead, Write};
pub use value::Marks;

/// A game as a person meets it: read from a judge input, shown, explained
/// and drawn. Its rules and strategy (moves, a winning move, the notation)
/// are its [`Strategy`], in the strategy layer ([`crate::strategy`]),
/// which a judge file may carry without this module.
///
/// A position holds everything the rules need (the history too, where a
/// rule forbids repeating something), and the player to move is implicit:
/// players alternate, the first player moving first from a position that
/// [`Game::read`] returns.
pub trait Game: Strategy {
    /// The positions of a judge input, one per game it holds, with the
    /// input's own checks and error messages.
    fn read(&self, inp: &mut Input) -> Result<Vec<Self::Position>>;

    /// The positions a `--play` session may start from, read from a judge
    /// input, and how the person picks one of several: `None` when they are
    /// the separate games of the input (the default, [`Game::read`]'s), or
    /// a text of numbered lines, one per position, when they are points of
    /// one recorded game (its first position and its last).
    #[allow(clippy::type_complexity)]
    fn starts(&self, inp: &mut Input) -> Result<(Vec<Self::Position>, Option<String>)> {
        Ok((self.read(inp)?, None))
    }

    /// Whether a session can play `p`, or why not (a sentence without the
    /// final full stop): e.g. a board too large to show. `--explain`
    /// still explains it. Every position by default.
    fn playable(&self, _p: &Self::Position) -> std::result::Result<(), String> {
        Ok(())
    }

    /// The position drawn for a person (a board, the piles, ...), ending
    /// with a newline.
    fn show(&self, p: &Self::Position) -> String;

    /// The verdict for the player to move and, when it wins, a winning move
    /// with the reason, in a few lines ending with a newline.
    fn explain(&self, p: &Self::Position) -> String;

    /// The verdict for the player to move with `m` as the winning move,
    /// in place of the theory's own ([`Strategy::winning_move`]): the
    /// move a page's hint gives when the exhaustive search finds it
    /// quicker ([`Marks::why`]); `mark` says what it does. By default the
    /// verdict, the move and what it does, and why the position it leaves
    /// is lost for the opponent ([`Game::explain`] of that position).
    fn explain_move(&self, p: &Self::Position, m: &Self::Move, mark: value::Mark) -> String {
        let q = self.apply(p, m);
        let after = match mark.remoteness {
            Some(r) => format!(
                ", the quickest win: the game ends in {} with best play",
                moves(r)
            ),
            None => String::new(),
        };
        format!(
            "The player to move wins.\nWinning move: {}{after}. It leaves the opponent this \
             position, lost for the player to move:\n{}",
            self.move_label(p, m),
            self.explain(&q)
        )
    }

    /// The position drawn as an SVG picture for a page ([`host`], the
    /// repository's `web/`): the theory on the board (winning cells, a
    /// matching, Grundy values), with the elements a person may click
    /// naming the move they make or the edit ([`svg::Shape::edits`]).
    /// Each move the picture offers is drawn with [`Marks::click`] (or
    /// [`Marks::dot`]): green when it wins, red when it loses, with what
    /// it does in words ("wins in 3") and reachable by keyboard; `marks`
    /// holds the exhaustive search from `p` ([`value`]). The picture is
    /// filled in on an [`svg::Canvas`], and lists the moves it offers; a
    /// legend in it says what its colours and marks mean. `None`, the
    /// default, draws nothing.
    fn draw(&self, _p: &Self::Position, _marks: &Marks<'_, Self>) -> Option<svg::Picture> {
        None
    }

    /// [`Game::draw`] with the marks searched here: the picture of `p`.
    fn picture(&self, p: &Self::Position) -> Option<String> {
        self.draw(p, &Marks::new(self, p))
            .map(|picture| picture.svg)
    }

    /// A move in words, for a person: "take 3 from pile 2", "move the
    /// token to row 1, column 4". The move as
    /// [`show_move`](Strategy::show_move) writes it, by default.
    fn move_label(&self, p: &Self::Position, m: &Self::Move) -> String {
        self.show_move(p, m)
    }

    /// Whether the exhaustive search of [`value`] may list the moves of
    /// `p`, or why not (a sentence without the final full stop): a game
    /// whose positions can hold more moves than memory (piles of 10^18
    /// stones) says so here, before they are listed. Every position by
    /// default: the search stops anyway past its bounds.
    fn searchable(&self, _p: &Self::Position) -> std::result::Result<(), String> {
        Ok(())
    }

    /// What tells `p` apart from the other positions of one exhaustive
    /// search ([`value`]), written into `into`: its `Debug` text, by
    /// default. A game whose positions implement `Hash` may hash instead
    /// the parts that change from move to move (what stays the same in
    /// every position one search reaches, a graph or a maze's size, may be
    /// left out): far faster, and fewer bytes, so that the search reaches
    /// more positions within its bounds.
    fn fingerprint(&self, p: &Self::Position, into: &mut value::Fingerprint) {
        value::debug_text(p, into)
    }

    /// `p` as a judge input that [`Game::starts`] reads back as `p`, when
    /// there is one: for a position edited on a page ([`Game::edit`]), so
    /// that the page can show and answer the edited input. `None`, the
    /// default, when the game does not write its positions out.
    fn input_of(&self, _p: &Self::Position) -> Option<String> {
        None
    }

    /// The position `p` edited as `what` says, a text the game's drawing
    /// names ([`svg::Shape::edits`]; a grid game's "wall r c" or "start r
    /// c"), or why not (a sentence without the final full stop). By
    /// default no position is edited.
    fn edit(
        &self,
        _p: &Self::Position,
        _what: &str,
    ) -> std::result::Result<Self::Position, String> {
        Err("this game's positions are not edited here".to_string())
    }

    /// `--explain` on a whole judge input, in pieces made one after
    /// another: the input is read first (a bad one is the error, before any
    /// text), then each piece is made when the iterator is asked for it, so
    /// that `--explain` writes it out and drops it before making the next.
    /// The default: [`Game::explain`] for each game the input holds, under
    /// a heading when there are several, or a sentence saying that it holds
    /// none. A game that explains an input
    /// otherwise (a note when it holds no game, a record of moves)
    /// overrides this method, and [`Game::explain_input`] follows.
    fn explanations<'a>(&'a self, inp: &mut Input) -> Result<Box<dyn Iterator<Item = String> + 'a>>
    where
        Self::Position: 'a,
    {
        let positions = self.read(inp)?;
        if positions.is_empty() {
            return Ok(Box::new(std::iter::once(
                "The input holds no game.\n".to_string(),
            )));
        }
        Ok(headed(positions.len(), positions.into_iter(), move |p| {
            self.explain(&p)
        }))
    }

    /// `--explain` on a whole judge input as one text: the pieces of
    /// [`Game::explanations`] together.
    fn explain_input(&self, inp: &mut Input) -> Result<String> {
        Ok(self.explanations(inp)?.collect())
    }
}

/// The explanations of `n` games, one piece each: `explain` of each item,
/// under a heading `Game i:` (and a blank line before all but the first)
/// when `n > 1`; made one at a time as the iterator is asked.
pub fn headed<'a, T: 'a>(
    n: usize,
    items: impl Iterator<Item = T> + 'a,
    mut explain: impl FnMut(T) -> String + 'a,
) -> Box<dyn Iterator<Item = String> + 'a> {
    Box::new(items.enumerate().map(move |(i, item)| {
        let text = explain(item);
        match (n > 1, i) {
            (false, _) => text,
            (true, 0) => format!("Game 1:\n{text}"),
            (true, _) => format!("\nGame {}:\n{text}", i + 1),
        }
    }))
}

/// `--explain`: the pieces of [`Game::explanations`] for the input `file`
/// (standard input when `None`), each written on standard output as it is
/// made, then the end of the program. A bad input is one `error:` line and
/// exit status 1 with nothing on standard output; a reader gone away (`|
/// head`) ends the program quietly with status 0, as the judge path does.
fn explain_out<G: Game>(game: &G, file: Option<&std::ffi::OsStr>) -> ! {
    let pieces = match input::open(file).and_then(|mut inp| game.explanations(&mut inp)) {
        Ok(pieces) => pieces,
        Err(e) => input::fail(1, &e),
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut written = Ok(());
    for piece in pieces {
        written = out.write_all(piece.as_bytes());
        if written.is_err() {
            break;
        }
    }
    match written.and_then(|()| out.flush()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            // Nothing useful can reach stdout any more; say so once.
            input::fail(1, &format_args!("cannot write standard output: {e}"))
        }
        _ => std::process::exit(0),
    }
}

pub use crate::strategy::program_move;

/// A game as a binary offers it ([`Binary::game`](crate::binary::Binary::game)):
/// any [`Game`], with its type put away, for the command line and for a
/// page.
pub trait Offer {
    /// Runs `--explain`, `--play` or `--interactive` on the program's
    /// command line, or `--judge` with the game as its own interactor
    /// ([`interactor::StrategyJudge`]), and ends the program; returns
    /// when the command line holds none of them. (It reads the command
    /// line itself: where there is none, as in a page, the compiler drops
    /// what the options do.)
    fn options(&self);

    /// The game as a page plays it: text in, text out ([`host::Table`]).
    fn table(self: Box<Self>) -> Box<dyn host::Table>;

    /// `--explain` on a whole judge input, as one text
    /// ([`Game::explain_input`]).
    fn explanation(&self, inp: &mut Input) -> Result<String>;

    /// The names of the first and the second player
    /// ([`Strategy::players`]): the side words of `--interactive`.
    fn players(&self) -> [&'static str; 2];

    /// The games of a judge input ([`Game::read`]): how many, and the
    /// theory's [`verdict`] on the first `limit` of them (with the feature
    /// `watch`, for the same checks).
    #[cfg(feature = "watch")]
    #[cfg_attr(docsrs, doc(cfg(feature = "watch")))]
    fn verdicts(&self, inp: &mut Input, limit: usize) -> Result<(usize, Vec<Option<bool>>)>;

    /// A `--play` session under watch, named `name` in a failure
    /// ([`watch::session`]; with the feature `watch`).
    #[cfg(feature = "watch")]
    #[cfg_attr(docsrs, doc(cfg(feature = "watch")))]
    fn watched(&self, name: &str, inp: &mut Input, typed: &[u8], sampled: bool) -> Result<Vec<u8>>;
}

impl<G: Game + 'static> Offer for G {
    fn options(&self) {
        game_options(self)
    }

    fn table(self: Box<Self>) -> Box<dyn host::Table> {
        host::table(*self)
    }

    fn explanation(&self, inp: &mut Input) -> Result<String> {
        self.explain_input(inp)
    }

    fn players(&self) -> [&'static str; 2] {
        Strategy::players(self)
    }

    #[cfg(feature = "watch")]
    fn verdicts(&self, inp: &mut Input, limit: usize) -> Result<(usize, Vec<Option<bool>>)> {
        let positions = self.read(inp)?;
        let verdicts = positions.iter().take(limit).map(|p| verdict(self, p));
        Ok((positions.len(), verdicts.collect()))
    }

    #[cfg(feature = "watch")]
    fn watched(&self, name: &str, inp: &mut Input, typed: &[u8], sampled: bool) -> Result<Vec<u8>> {
        watch::session(name, self, inp, typed, sampled)
    }
}

/// Whether the player to move wins `p` by the game's theory: the stuck
/// player's fate at the end, else whether the theory has a winning move.
/// `None` where the theory does not decide ([`Strategy::decided`]) or the
/// game is not played ([`Game::playable`]).
pub fn verdict<G: Game>(game: &G, p: &G::Position) -> Option<bool> {
    if game.playable(p).is_err() || !game.decided(p) {
        return None;
    }
    Some(match game.some_move(p) {
        None => game.stuck_wins(p),
        Some(_) => game.winning_move(p).is_some(),
    })
}

/// The ways to call a binary besides its judge path, for its `--help`:
/// those of a game (`game`) and of an interactor (`interactor`, or the
/// game's own).
pub(crate) fn calls(game: bool, interactor: bool) -> Vec<(&'static str, &'static str)> {
    let mut calls = Vec::new();
    if game {
        calls.extend([
            (
                "--explain [FILE]",
                "explains the answer: who wins, a winning move and why",
            ),
            (
                "--play FILE",
                "plays the game in FILE against you in the terminal",
            ),
        ]);
    }
    // An interactive binary plays its problem's own protocol without an
    // option; `--interactive` is the game's protocol for the others.
    if game && !interactor {
        calls.push((
            "--interactive FILE",
            "plays the games in FILE against an interactor, a move per line",
        ));
    }
    if game || interactor {
        calls.push((
            "--judge FILE [MODE [SEED]]",
            if interactor {
                "the interactor: checks the moves of the program on standard input and output"
            } else {
                "the interactor: checks the moves of a program run with --interactive FILE"
            },
        ));
    }
    calls
}

/// A binary's options besides its judge path ([`Binary::offered`](crate::binary::Binary::offered)):
/// `--judge` with `interactor` (or the game's own), `--explain`, `--play`
/// and `--interactive` with `game` (`--interactive` only without an
/// interactor: an interactive binary's judge path is its protocol); each
/// ends the program. Returns when the command line holds none that the
/// binary offers, with the ways to call them for `--help` ([`calls`]).
pub(crate) fn options(
    game: Option<fn() -> Box<dyn Offer>>,
    interactor: Option<&dyn interactor::Referee>,
) -> Vec<(&'static str, &'static str)> {
    let args: Vec<OsString> = std::env::args_os().collect();
    if let Some(interactor) = interactor {
        interactor::judge_options(&args, interactor);
    }
    let interactive = args.get(1).is_some_and(|a| a == "--interactive");
    if let Some(make) = game.filter(|_| interactor.is_none() || !interactive) {
        make().options();
    }
    calls(game.is_some(), interactor.is_some())
}

/// Handles `--explain [FILE]`, `--play FILE`, `--interactive FILE`,
/// `--judge FILE ...` and `-h`/`--help` (the judge path's help with lines
/// for these), and ends the program; returns when the command line has
/// none of them (the judge path follows). A wrong command line for one of
/// them is one `error: ` line and exit status 2, as in [`input::run`].
/// `-V`/`--version` is left to the runner that follows
/// ([`run!`](crate::run!) or [`input::run`]), which knows the package.
/// A binary that is a [`Binary`](crate::binary::Binary) value with a game
/// has these from [`serve!`](crate::serve!) without it.
pub fn offer<G: Game + 'static>(game: G) {
    let args: Vec<OsString> = std::env::args_os().collect();
    // `--version` is the runner's that follows (`run!`, `input::run`): it
    // knows the package.
    input::help_or_version(
        &args,
        (
            " [FILE]",
            "reads the judge input from FILE or standard input and prints the answer",
        ),
        &calls(true, false),
        None,
    );
    game_options(&game);
}

/// [`Offer::options`] of `game`. (It reads the command line itself, so
/// that where there is none, as in a page, the compiler sees that no
/// option is given and drops them all.)
fn game_options<G: Game>(game: &G) {
    let args: Vec<OsString> = std::env::args_os().collect();
    let args = &args[..];
    interactor::judge_options(args, &interactor::StrategyJudge(game));
    let usage = input::usage(args);
    let flag = args.get(1).map(|a| a.to_string_lossy().into_owned());
    match flag.as_deref() {
        Some("--interactive") => {
            if args.len() != 3 || args[2] == *"-" {
                input::fail(
                    2,
                    &format_args!(
                        "--interactive takes one input file (standard input is where the \
                         interactor's moves come from) ({usage})"
                    ),
                );
            }
            // Every game is checked before the first is played: one the
            // program does not play (too large) is an error, not a game
            // lost or given up.
            let positions = input::open(Some(&args[2]))
                .and_then(|mut inp| game.starts(&mut inp))
                .and_then(|(positions, _)| {
                    interactor::playable(game, &positions)?;
                    Ok(positions)
                })
                .unwrap_or_else(|e| input::fail(1, &e));
            let mut judge = crate::interact::Judge::stdio();
            for (k, p) in positions.into_iter().enumerate() {
                if let Err(e) = crate::interact::play(&mut judge, game, p) {
                    input::fail(1, &format_args!("game {}: {e}", k + 1));
                }
            }
            std::process::exit(0)
        }
        Some("--explain") => {
            if args.len() > 3 {
                input::fail(
                    2,
                    &format_args!("--explain takes at most one input file ({usage})"),
                );
            }
            explain_out(game, args.get(2).map(|a| a.as_os_str()))
        }
        Some("--play") => {
            let file = match args.len() {
                3 if args[2] != *"-" => &args[2],
                _ => input::fail(
                    2,
                    &format_args!(
                        "--play takes one input file (standard input is where the moves \
                         come from) ({usage})"
                    ),
                ),
            };
            let (positions, choices) =
                match input::open(Some(file)).and_then(|mut inp| game.starts(&mut inp)) {
                    Ok(starts) => starts,
                    Err(e) => input::fail(1, &e),
                };
            if positions.is_empty() {
                // A judge input may hold no game (T = 0): valid, but
                // there is nothing to play.
                input::fail(1, &session::NO_GAME);
            }
            let stdin = io::stdin();
            let mut out = io::stdout();
            let starts = Starts {
                positions: &positions,
                choices: choices.as_deref(),
            };
            match session_from(game, starts, &mut stdin.lock(), &mut out) {
                Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
                    input::fail(1, &format_args!("cannot play on: {e}"))
                }
                _ => std::process::exit(0),
            }
        }
        _ => {}
    }
}

/// The longest line a [`session()`] takes from the person, in bytes: every move
/// of every game here is far shorter, and nothing longer is held or echoed.
pub const LONGEST_LINE: usize = 100;

/// One line from the person, trimmed; `None` at the end of the input. A
/// line that cannot be a move or an answer (over [`LONGEST_LINE`] bytes,
/// not UTF-8, or holding a control character) gets one short reason and
/// the prompt again, so that nothing typed ends the session.
fn ask(input: &mut impl BufRead, out: &mut impl Write, prompt: &str) -> io::Result<Option<String>> {
    loop {
        write!(out, "{prompt}")?;
        out.flush()?;
        let Some((bytes, length)) = read_line(input)? else {
            writeln!(out)?;
            writeln!(out, "End of input: the game stops here. Goodbye.")?;
            return Ok(None);
        };
        match typed_text(&bytes, length) {
            Ok(text) => return Ok(Some(text.trim().to_string())),
            Err(why) => writeln!(out, "{why}")?,
        }
    }
}

/// The next line of `input` without its end: its first [`LONGEST_LINE`] + 1
/// bytes (the rest is read and dropped) and its whole length; `None` at
/// the end of the input.
fn read_line(input: &mut impl BufRead) -> io::Result<Option<(Vec<u8>, usize)>> {
    let (mut kept, mut length) = (Vec::new(), 0usize);
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok((length > 0).then_some((kept, length)));
        }
        let end = buf.iter().position(|&b| b == b'\n');
        let part = &buf[..end.unwrap_or(buf.len())];
        let room = (LONGEST_LINE + 1).saturating_sub(kept.len());
        kept.extend_from_slice(&part[..part.len().min(room)]);
        length += part.len();
        let used = end.map_or(buf.len(), |e| e + 1);
        input.consume(used);
        if end.is_some() {
            return Ok(Some((kept, length)));
        }
    }
}

/// A typed line as text, or why it cannot be a move: `bytes` are its first
/// bytes, `length` its whole length.
fn typed_text(bytes: &[u8], length: usize) -> std::result::Result<&str, String> {
    let text = bytes.strip_suffix(b"\r").unwrap_or(bytes);
    if length > LONGEST_LINE {
        let shown = String::from_utf8_lossy(&text[..24.min(text.len())]).into_owned();
        return Err(format!(
            "That line is {length} bytes long, and a move is a few words ({shown:?}...)."
        ));
    }
    let text = std::str::from_utf8(text).map_err(|e| {
        format!(
            "That line is not UTF-8 text: byte {} is {:#04x}.",
            e.valid_up_to() + 1,
            text[e.valid_up_to()]
        )
    })?;
    match text.chars().find(|&c| c.is_control() && c != '\t') {
        Some(c) => Err(format!(
            "That line holds a control character (U+{:04X}), which no move has.",
            u32::from(c)
        )),
        None => Ok(text),
    }
}

/// Plays one game against a person: `input` gives the person's lines,
/// `out` gets the prompts, the positions and the program's moves.
///
/// When `positions` holds several games, the person picks one (with none,
/// there is nothing to play: [`offer`] says so in an error line). The person
/// chooses to move first or second, then types moves in the game's
/// notation, or `hint` (a winning move, if there is one, and how many
/// moves the game lasts with best play when [`value`] searches it),
/// `help`, `quit` (`quit`, `exit`, `q` or the end of the input stop at any
/// prompt, the choice of a game or of a side too). A line that is not a
/// legal move gets the reason and a new prompt. The program plays
/// [`program_move`]: from a won position it wins, and a person's mistake
/// is answered at once by a winning move.
///
/// The game is a [`Session`], as on the page ([`host`]): what the person
/// reads of the game (the moves, the hint, a refused move, the end) is
/// what the session says. The terminal asks its questions (which game,
/// which side), reads the person's lines and its words (`hint`, `help`,
/// `quit`), and shows the position after each move.
pub fn session<G: Game>(
    game: &G,
    positions: &[G::Position],
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> io::Result<()> {
    let starts = Starts {
        positions,
        choices: None,
    };
    session_from(game, starts, input, out)
}

/// [`session()`] from [`Starts`]: with several points of one recorded
/// game, the person picks one from their list.
pub fn session_from<G: Game>(
    game: &G,
    starts: Starts<'_, G::Position>,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> io::Result<()> {
    let Some(start) = pick_start(starts, input, out)? else {
        return Ok(());
    };
    let mut session = match Session::new(game, start.clone()) {
        Ok(session) => session,
        Err(why) => return writeln!(out, "{why}"),
    };
    write!(out, "{}", session.show())?;
    let names = game.players();
    let prompt = format!(
        "Do you want to move first (as {}) or second (as {})? [first/second] ",
        names[0], names[1]
    );
    let side = loop {
        let Some(line) = ask(input, out, &prompt)? else {
            return Ok(());
        };
        if is_quit(&line) {
            return goodbye(out);
        }
        match Side::parse(&line) {
            Some(side) => break side,
            None => writeln!(out, "Please type first or second.")?,
        }
    };
    session.set_person(side);
    let help = format!(
        "Type a move as {}; or hint for a winning move, help, quit.",
        game.notation()
    );
    writeln!(out, "{help}")?;
    loop {
        if let Some(over) = session.over() {
            return writeln!(out, "{}", over.said());
        }
        if session.person_to_move() {
            let Some(line) = ask(input, out, &format!("{}: ", session.turn()))? else {
                return Ok(());
            };
            if is_quit(&line) {
                return goodbye(out);
            }
            match line.to_ascii_lowercase().as_str() {
                "" => continue,
                "help" | "?" => {
                    writeln!(out, "{help}")?;
                    continue;
                }
                "hint" => {
                    writeln!(out, "{}", session.hint().said)?;
                    if let Some(distance) = session.distance() {
                        writeln!(out, "{distance}")?;
                    }
                    continue;
                }
                _ => {}
            }
            if let Err(why) = session.play(&line) {
                writeln!(out, "{why} Type help for help.")?;
                continue;
            }
        } else {
            let moved = session.reply().expect("a position with a move");
            writeln!(out, "{}", moved.said)?;
        }
        write!(out, "{}", session.show())?;
    }
}

/// The start the person picks: the only one, or the one whose number they
/// type; `None` when they stop (having said goodbye) or there is none.
fn pick_start<'a, P>(
    starts: Starts<'a, P>,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> io::Result<Option<&'a P>> {
    let n = starts.positions.len();
    if n <= 1 {
        return Ok(starts.positions.first());
    }
    let prompt = match starts.choices {
        Some(list) => format!("{list}Which one do you want to start from (1-{n})? "),
        None => format!("The input holds {n} games. Which one do you want to play (1-{n})? "),
    };
    loop {
        let Some(line) = ask(input, out, &prompt)? else {
            return Ok(None);
        };
        if is_quit(&line) {
            goodbye(out)?;
            return Ok(None);
        }
        match line.parse::<usize>().map(|k| starts.pick(k)) {
            Ok(Ok(p)) => return Ok(Some(p)),
            Ok(Err(why)) => writeln!(out, "{why}")?,
            Err(_) => writeln!(out, "Please type a number from 1 to {n}.")?,
        }
    }
}

/// Whether a typed line asks to stop: `quit`, `exit` or `q`, in any case,
/// at any prompt of a [`session()`].
fn is_quit(line: &str) -> bool {
    ["quit", "exit", "q"]
        .iter()
        .any(|w| line.eq_ignore_ascii_case(w))
}

/// The session's last line when the person stops it.
fn goodbye(out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "Goodbye.")
}

/// "1 move", "3 moves".
fn moves(n: usize) -> String {
    if n == 1 {
        "1 move".to_string()
    } else {
        format!("{n} moves")
    }
}

/// `text` with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or(String::new(), |c| c.to_uppercase().chain(chars).collect())
}

/// `why`, a reason without its final full stop (as a game gives it), as a
/// sentence: a capital letter and a full stop.
pub(crate) fn sentence(why: &str) -> String {
    format!("{}.", capitalised(why))
}

pub use crate::strategy::{listed, numbers, SHOWN};

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// Piles of one heap each; a move takes 1 or 2. Counts the
    /// explanations made, to see that they are made one at a time.
    struct Count {
        made: Cell<usize>,
    }

    impl Strategy for Count {
        type Position = u64;

        type Move = u64;

        fn moves(&self, &p: &u64) -> Vec<u64> {
            (1..=p.min(2)).collect()
        }

        fn apply(&self, p: &u64, m: &u64) -> u64 {
            p - m
        }

        fn winning_move(&self, &p: &u64) -> Option<u64> {
            (p % 3 != 0).then_some(p % 3)
        }

        fn notation(&self) -> &'static str {
            "the number taken"
        }

        fn parse_move(&self, _: &u64, text: &str) -> std::result::Result<u64, String> {
            text.parse().map_err(|_| "a number".to_string())
        }

        fn show_move(&self, _: &u64, m: &u64) -> String {
            m.to_string()
        }
    }

    impl Game for Count {
        fn read(&self, inp: &mut Input) -> Result<Vec<u64>> {
            let n = inp.u64("the number of piles")?;
            inp.u64s("pile", n)
        }

        fn show(&self, p: &u64) -> String {
            format!("{p}\n")
        }

        fn explain(&self, p: &u64) -> String {
            self.made.set(self.made.get() + 1);
            format!("Pile {p}: {}.\n", if p % 3 == 0 { "lost" } else { "won" })
        }
    }

    #[test]
    fn explanations_are_made_one_at_a_time_and_join_into_explain_input() {
        let game = Count { made: Cell::new(0) };
        let mut pieces = game.explanations(&mut Input::new("3 4 6 2")).unwrap();
        assert_eq!(game.made.get(), 0);
        assert_eq!(pieces.next().unwrap(), "Game 1:\nPile 4: won.\n");
        assert_eq!(game.made.get(), 1);
        assert_eq!(pieces.next().unwrap(), "\nGame 2:\nPile 6: lost.\n");
        assert_eq!(game.made.get(), 2);
        drop(pieces);
        // The whole text, as `--explain` printed it before it streamed.
        assert_eq!(
            game.explain_input(&mut Input::new("3 4 6 2")).unwrap(),
            "Game 1:\nPile 4: won.\n\nGame 2:\nPile 6: lost.\n\nGame 3:\nPile 2: won.\n"
        );
        // One game: no heading; none: a sentence saying so.
        assert_eq!(
            game.explain_input(&mut Input::new("1 9")).unwrap(),
            "Pile 9: lost.\n"
        );
        assert_eq!(
            game.explain_input(&mut Input::new("0")).unwrap(),
            "The input holds no game.\n"
        );
        // A bad input is the error before any piece is made.
        game.made.set(0);
        let e = game.explanations(&mut Input::new("2 5 x")).err().unwrap();
        assert!(e.to_string().contains("\"x\""), "{e}");
        assert_eq!(game.made.get(), 0);
    }
}
