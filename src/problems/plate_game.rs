//! Codeforces 197A "Plate Game": who wins when plates are put in turn on a
//! rectangular table?
//!
//! The table is a x b; the players in turn put a plate of radius r fully on
//! the table, not overlapping the plates already there (touching is
//! allowed); the player who cannot put one loses.
//!
//! Theory (the symmetry strategy): if a plate does not fit at all
//! (2r > a or 2r > b), the first player cannot move and loses. Otherwise
//! the first player puts a plate at the centre O of the table and then
//! answers every plate P of the opponent with its mirror image P' through
//! O. P' is on the table (the table is symmetric about O); it misses every
//! other plate (before P the plates were symmetric about O, and P misses
//! them all); and it misses P: P misses the centre plate, so its centre is
//! at least 2r from O, and P' is at least 4r away from P. So the first
//! player always has a move, and the game is finite (each plate takes area
//! pi r^2), so the first player wins. Hence: `First` iff 2r <= a and
//! 2r <= b, evaluated as r <= a / 2 and r <= b / 2 (same thing for
//! integers, and no overflow).
//!
//! Input: `a b r`. Any values that fit `u64` are accepted (the judge's are
//! 1..100), a side of 0 included (no plate fits); r must be positive: a
//! plate of radius 0 takes no room and the game would never end. Output:
//! `First` or `Second`.
//!
//! Complexity: O(1).
//!
//! Explain and play: [`Tabletop`](crate::strategy::plate_game::Tabletop) holds the plates placed so far and plays
//! the same strategy ([`Tabletop::winning_move`](crate::strategy::plate_game::Tabletop::winning_move): the centre, then the mirror
//! image of the opponent's last plate). Moves are points `x y` of the table,
//! typed as decimals or fractions, and every rule is decided exactly, in
//! fractions of integers of any size ([`crate::exact`]): a plate may touch
//! the table's edge or another plate, and a plate past either by any
//! amount, 10^-30 r or less, is illegal, for the person's plates and the
//! program's alike. Whether the player to move has any legal plate at all
//! is decided exactly too ([`Tabletop::some_move`](crate::strategy::plate_game::Tabletop::some_move)), so the program announces
//! the end only when the other side has no legal plate. Only tables at most
//! [`MAX_ACROSS`](crate::strategy::plate_game::MAX_ACROSS) radii across are played (`--explain` takes every input,
//! in exact integers). The theory gives winning moves only where the
//! symmetry holds: after the first player breaks it (a first plate off the
//! centre), the program, as second player, has no winning move to offer
//! and plays some legal plate, and takes the win back whenever the
//! person's plates leave it a position the symmetry decides.
//!
//! Status: both statement samples and the boundaries (2r = a, 2r = a + 1,
//! r larger than the table, all ones, 100 100 50, 2r past `u64`) in
//! `testdata/plate_game` and `tests/problems/plate_game.rs`; the arithmetic against
//! 128-bit 2r on random values. The strategy: on a lattice (centres on
//! multiples of 1/2, symmetric about the centre), against every reply of
//! the literal rules (exact integers) from every small empty table and
//! hundreds of symmetric positions, with winning moves exactly where the
//! search says so on those starts and along the strategy's plays, and every
//! move it offers anywhere winning. On the continuum, a referee written in
//! the test decides legality in exact fractions by the rules alone: the
//! program plays both sides against replies chosen to hurt (points on,
//! just inside and just outside every edge and at distance 2r from every
//! plate along directions with rational cosines, offsets from 10^-9 r
//! down to 10^-30 r, on tables where a plate fits exactly) and against
//! random decimal placements; every typed point is accepted exactly when
//! the referee says it is legal, every plate of the program is legal, and
//! whenever a side is said to have no move left, a search around every
//! corner and every meeting point of circles finds no free point. Hand-made
//! positions whose only free points are a single exact point, or a sliver
//! under 10^-13 r wide around an irrational point; a large table filled by
//! the search; explanations and sessions through the binary, with the
//! exact answers at the edges.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/plate_game < testdata/plate_game/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Plate Game**
//!
//! A rectangular table, a by b, and as many round plates of radius r as you
//! like. Two players take turns putting one plate on the table: it must lie
//! wholly on the table and must not overlap a plate already there (touching is
//! allowed). Plates are never moved.
//!
//! The player who cannot put a plate down loses. First moves first, Second
//! second.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::plate_game::solve};
//! assert_eq!(solve(&mut Input::new("5 5 2\n")).unwrap(), "First\n");
//! assert_eq!(solve(&mut Input::new("6 7 4\n")).unwrap(), "Second\n");
//! ```

use crate::binary::{Batch, Binary};
use crate::input::{Input, Result};

/// The game's theory, in [`strategy::plate_game`](crate::strategy::plate_game):
/// re-exported here, where the judge's answer is computed with it.
pub use crate::strategy::plate_game::first_player_wins;

/// Reads `a b r`, the whole input.
pub fn read(inp: &mut Input) -> Result<(u64, u64, u64)> {
    let a = inp.u64("the table's side a")?;
    let b = inp.u64("the table's side b")?;
    let r = inp.u64("the plate radius r")?;
    if r == 0 {
        return Err(inp.error(
            "the plate radius r must be positive (plates of radius 0 take no room, so the game would never end)",
        ));
    }
    inp.end()?;
    Ok((a, b, r))
}

/// The judge's answer to a whole input, `First` or `Second` with a
/// newline; an error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let (a, b, r) = read(inp)?;
    Ok(if first_player_wins(a, b, r) {
        "First\n"
    } else {
        "Second\n"
    }
    .to_string())
}

/// The binary `plate_game`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "plate_game",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::plate_game::PlateGame { lattice: false })),
    #[cfg(feature = "play")]
    interactor: None,
};
