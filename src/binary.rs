//! A binary as a value: its name, its judge path (one input in, the answer
//! out; or an interactive problem's side, line by line) and, with the
//! feature `play`, the game it explains and plays and the interactor it
//! judges with. A binary's `main` hands its [`Binary`] to [`serve!`](crate::serve!),
//! the one command-line handler of every binary; the crate's catalogue
//! ([`problems::catalogue`](crate::problems::catalogue)) lists the same
//! values, and a page, a test, a fuzzer or a benchmark reads them there:
//! nothing runs a `main` to learn what it is.
//!
//! ```no_run
//! // src/bin/wythoff_game.rs
//! fn main() {
//!     cp_games::serve!(cp_games::problems::wythoff_game::BINARY);
//! }
//! ```
//!
//! The command line ([`Binary::serve`]): `[FILE]` (or no argument for an
//! interactive binary) runs the judge path; `-h`/`--help` lists what the
//! binary offers and `-V`/`--version` names it and its package; with the
//! feature `play`, `--explain`, `--play` and `--interactive` run the game,
//! and `--judge` the interactor ([`play`](crate::play)). A judge bundle
//! leaves the feature out, and with it every field and branch that names a
//! game: it carries the judge path alone.

// The module doc shows a binary's whole `main`, as a user writes it.
#![allow(clippy::needless_doctest_main)]

use crate::input::{self, Input, Result};
use crate::interact::{self, Judge};

/// A binary: what its `main` hands to [`serve!`](crate::serve!). `J` is
/// its judge path, [`Batch`] or [`Interactive`].
pub struct Binary<J> {
    /// Its name, as in `src/bin/<name>.rs`: what the catalogue lists it by.
    pub name: &'static str,
    /// What it does on a judge.
    pub judge: J,
    /// The game it explains and plays (`--explain`, `--play`,
    /// `--interactive`, and `--judge` when it has no interactor of its
    /// own), made anew for each use.
    #[cfg(feature = "play")]
    #[cfg_attr(docsrs, doc(cfg(feature = "play")))]
    pub game: Option<fn() -> Box<dyn crate::play::Offer>>,
    /// The judge's side of its interactive problem (`--judge`).
    #[cfg(feature = "play")]
    #[cfg_attr(docsrs, doc(cfg(feature = "play")))]
    pub interactor: Option<&'static dyn crate::play::interactor::Referee>,
}

/// The judge path of a binary that answers one input: its `solve`, the
/// whole input in, the whole answer out ([`input::run`]).
pub struct Batch<F = fn(&mut Input) -> Result<String>>(pub F);

/// The judge path of an interactive binary: its side of the game, played
/// on standard input and output against the judge ([`interact::run`]).
pub struct Interactive<F = fn(&mut Judge) -> Result<()>>(pub F);

impl<F> Binary<Batch<F>> {
    /// A binary named `name` that answers an input with `solve`, offering
    /// nothing else.
    pub const fn batch(name: &'static str, solve: F) -> Self {
        Binary {
            name,
            judge: Batch(solve),
            #[cfg(feature = "play")]
            game: None,
            #[cfg(feature = "play")]
            interactor: None,
        }
    }
}

impl<F> Binary<Interactive<F>> {
    /// A binary named `name` that plays an interactive problem with
    /// `play`, offering nothing else.
    pub const fn interactive(name: &'static str, play: F) -> Self {
        Binary {
            name,
            judge: Interactive(play),
            #[cfg(feature = "play")]
            game: None,
            #[cfg(feature = "play")]
            interactor: None,
        }
    }
}

impl<F: FnOnce(&mut Input) -> Result<String>> Binary<Batch<F>> {
    /// The command line of a binary that answers one input: the options
    /// of its game and its interactor (`Binary::offered`, with the feature
    /// `play`), `--help`, `--version`, else the judge path
    /// ([`input::run`]).
    pub fn serve(self, package: &str, version: &str) {
        #[cfg(feature = "play")]
        let more = self.offered();
        #[cfg(not(feature = "play"))]
        let more = [];
        input::judge_path(&more, (package, version), self.judge.0)
    }
}

impl<F: FnOnce(&mut Judge) -> Result<()>> Binary<Interactive<F>> {
    /// The command line of an interactive binary: the options of its game
    /// and its interactor (`Binary::offered`, with the feature `play`),
    /// `--help`, `--version`, else the judge path ([`interact::run`]).
    pub fn serve(self, package: &str, version: &str) {
        #[cfg(feature = "play")]
        let more = self.offered();
        #[cfg(not(feature = "play"))]
        let more = [];
        interact::judge_path(&more, (package, version), self.judge.0)
    }
}

#[cfg(feature = "play")]
impl<J> Binary<J> {
    /// The command line of every binary up to its judge path:
    /// `--explain`, `--play` and `--interactive` run the game and
    /// `--judge` the interactor, each to the end of the program. Returns
    /// the ways to call them, for `--help`.
    pub fn offered(&self) -> Vec<(&'static str, &'static str)> {
        crate::play::options(self.game, self.interactor)
    }
}

/// A binary of a catalogue, whatever its judge path
/// ([`problems::catalogue`](crate::problems::catalogue)): what a page, a
/// test or a fuzzer asks of it.
pub trait Listed {
    /// Its name, as in `src/bin/<name>.rs`.
    fn name(&self) -> &'static str;

    /// Its solver, when it answers one input.
    fn solver(&self) -> Option<fn(&mut Input) -> Result<String>>;

    /// Its play, when it is interactive.
    fn player(&self) -> Option<fn(&mut Judge) -> Result<()>>;

    /// Its game, made anew, when it offers one.
    #[cfg(feature = "play")]
    #[cfg_attr(docsrs, doc(cfg(feature = "play")))]
    fn game(&self) -> Option<Box<dyn crate::play::Offer>>;

    /// Its interactor, when it has one of its own.
    #[cfg(feature = "play")]
    #[cfg_attr(docsrs, doc(cfg(feature = "play")))]
    fn interactor(&self) -> Option<&'static dyn crate::play::interactor::Referee>;
}

/// A judge path as a catalogue lists it: [`Batch`] or [`Interactive`]
/// of a plain function.
pub trait Path {
    /// The solver of a [`Batch`] path.
    fn solver(&self) -> Option<fn(&mut Input) -> Result<String>>;

    /// The play of an [`Interactive`] path.
    fn player(&self) -> Option<fn(&mut Judge) -> Result<()>>;
}

impl Path for Batch {
    fn solver(&self) -> Option<fn(&mut Input) -> Result<String>> {
        Some(self.0)
    }

    fn player(&self) -> Option<fn(&mut Judge) -> Result<()>> {
        None
    }
}

impl Path for Interactive {
    fn solver(&self) -> Option<fn(&mut Input) -> Result<String>> {
        None
    }

    fn player(&self) -> Option<fn(&mut Judge) -> Result<()>> {
        Some(self.0)
    }
}

impl<J: Path> Listed for Binary<J> {
    fn name(&self) -> &'static str {
        self.name
    }

    fn solver(&self) -> Option<fn(&mut Input) -> Result<String>> {
        self.judge.solver()
    }

    fn player(&self) -> Option<fn(&mut Judge) -> Result<()>> {
        self.judge.player()
    }

    #[cfg(feature = "play")]
    fn game(&self) -> Option<Box<dyn crate::play::Offer>> {
        self.game.map(|make| make())
    }

    #[cfg(feature = "play")]
    fn interactor(&self) -> Option<&'static dyn crate::play::interactor::Referee> {
        self.interactor
    }
}
