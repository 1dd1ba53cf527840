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
//! Status: both statement samples and the boundaries (2r = a, 2r = a + 1,
//! r larger than the table, all ones, 100 100 50, 2r past `u64`) in
//! `testdata/plate_game` and `tests/plate_game.rs`; the arithmetic against
//! 128-bit 2r on random values. The game itself is continuous, so no
//! exhaustive search checks the symmetry argument.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::plate_game::solve};
//! assert_eq!(solve(&mut Input::new("5 5 2\n")).unwrap(), "First\n");
//! assert_eq!(solve(&mut Input::new("6 7 4\n")).unwrap(), "Second\n");
//! ```

use crate::input::{Input, Result};

/// Whether the first player wins on an a x b table with plates of radius r.
pub fn first_player_wins(a: u64, b: u64, r: u64) -> bool {
    // 2r <= a iff r <= a / 2 (rounded down), with no overflow.
    r <= a / 2 && r <= b / 2
}

pub fn solve(inp: &mut Input) -> Result<String> {
    let a = inp.u64("the table's side a")?;
    let b = inp.u64("the table's side b")?;
    let r = inp.u64("the plate radius r")?;
    if r == 0 {
        return Err(inp.error(
            "the plate radius r must be positive (plates of radius 0 take no room, so the game would never end)",
        ));
    }
    inp.end()?;
    Ok(if first_player_wins(a, b, r) {
        "First\n"
    } else {
        "Second\n"
    }
    .to_string())
}
