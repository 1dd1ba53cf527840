//! Wythoff's game (HDU 1527, POJ 1067): does the first player win?
//!
//! Two piles; a move takes any positive number of stones from one pile, or
//! the same positive number from both. The player who cannot move loses.
//!
//! Theory (Wythoff, 1907): the losing positions are the pairs
//! (a_k, a_k + k), k = 0, 1, 2, ..., where a_k = floor(k phi) and
//! phi = (1 + sqrt 5) / 2; the a_k and a_k + k are the two Beatty sequences
//! of phi and phi^2, which split the positive integers between them. So with
//! a <= b and k = b - a, the mover loses iff a == floor(k phi).
//!
//! Floating point cannot decide that for large piles: `f64` holds 53 bits,
//! so `(k as f64 * phi).floor()` is wrong for many k below 10^18, already
//! for k = 10^15 (1618033988749895 instead of 1618033988749894; the tests
//! search for such k). This module uses integers only:
//! floor(k phi) = floor((k + sqrt(5 k^2)) / 2) = (k + isqrt(5 k^2)) / 2,
//! since halving and flooring commute with adding the integer k, with an
//! exact integer square root on `u128` ([`isqrt`]). Whenever a losing pair
//! with difference k fits `u64`, 5 k^2 fits `u128` (k phi^2 <= 2^64 gives
//! 5 k^2 < 2^127.6), so every pair of `u64` values is answered exactly, up
//! to the last losing pair in `u64`, (11400714819323198485,
//! 18446744073709551615).
//!
//! Input: lines `a b` until the end of the input, at least one (an empty
//! input is an error). Any values that fit `u64` are accepted (the judge's
//! are at most 10^9). Output per line: `1` if the first player wins, else
//! `0`.
//!
//! Complexity: O(1) per game: one 128-bit square root of about 7 Newton
//! steps from a power-of-two start.
//!
//! Status: statement sample and edge cases in `testdata/wythoff_game`;
//! compared with a memoised search of the literal game over all pairs up to
//! 60 and on random inputs; the losing pairs checked against the greedy
//! (mex) construction for k <= 10^5, and against a bisection on exact
//! 256-bit inequalities (no square root) at random k below 2^62, on every
//! test file and at the largest losing pair in `u64`; k below 10^18 where
//! `f64` is wrong are found and answered exactly (`tests/wythoff_game.rs`);
//! [`isqrt`] against brute force, at random, and around perfect squares
//! near 2^120 and powers of two (unit tests).
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/wythoff_game < testdata/wythoff_game/01-sample.in
//! ```
//!
//! # Rules
//!
//! **Wythoff's game**
//!
//! Two piles of stones. Two players take turns. On your turn you either take
//! as many stones as you like, at least one, from one pile, or take the same
//! number of stones from both piles.
//!
//! The player who cannot move, because both piles are empty, loses. The answer
//! is 1 when the first player wins, 0 when the second does.
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::wythoff_game::{losing_pair, solve}};
//! assert_eq!(solve(&mut Input::new("2 1\n8 4\n4 7\n")).unwrap(), "0\n1\n0\n");
//! assert_eq!(losing_pair(3), Some((4, 7)));
//! ```

use crate::binary::{Batch, Binary};
use crate::input::{Input, Result};

/// The integer square root: the largest x with x * x <= n.
///
/// # Complexity
/// O(log log n) Newton steps (at most about 7 for `u128`).
pub fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let bits = 128 - n.leading_zeros();
    // x starts at 2^ceil(bits / 2) > sqrt(n); Newton's step on integers
    // never goes below floor(sqrt(n)) and strictly decreases until it is
    // there. x + n / x < 2^65: no overflow.
    let mut x: u128 = 1 << ((bits + 1) / 2);
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

/// floor(k phi) for k up to about 2^62.8, or `None` when 5 k^2 does not fit
/// `u128` (then floor(k phi) + k > 2^64).
pub fn floor_k_phi(k: u64) -> Option<u128> {
    let k = u128::from(k);
    let five_k2 = (k * k).checked_mul(5)?;
    Some((k + isqrt(five_k2)) / 2)
}

/// The k-th losing position (a_k, a_k + k), if it fits `u64`.
pub fn losing_pair(k: u64) -> Option<(u64, u64)> {
    let a = u64::try_from(floor_k_phi(k)?).ok()?;
    Some((a, a.checked_add(k)?))
}

/// Whether the player to move wins with piles `a` and `b`.
///
/// # Complexity
/// O(1) (one [`isqrt`]).
pub fn first_player_wins(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    match floor_k_phi(b - a) {
        Some(ak) => ak != u128::from(a),
        // floor(k phi) + k > 2^64 > b: no losing pair has difference k.
        None => true,
    }
}

/// The other pile of the losing position that has a pile of `v` stones
/// (the two Beatty sequences split the positive integers, so there is
/// exactly one; 0 pairs with 0), or `None` if that pile exceeds `u64`.
///
/// # Complexity
/// O(log v) [`isqrt`]s: two bisections over k.
pub fn losing_partner(v: u64) -> Option<u64> {
    let big = u128::from(v);
    // The first k with `f(k) >= v`, for f increasing and f(v) >= v;
    // `None` from f means "beyond u64", so >= v too.
    let first_reaching = |f: &dyn Fn(u64) -> Option<u128>| {
        let (mut lo, mut hi) = (0u64, v);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if f(mid).map_or(true, |x| x >= big) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        lo
    };
    let k = first_reaching(&floor_k_phi);
    if floor_k_phi(k) == Some(big) {
        // v = a_k, the smaller pile of the k-th pair.
        return v.checked_add(k);
    }
    // Else v = a_k + k, the larger pile of a pair, or v = a_k for a k too
    // large for `floor_k_phi` (then its partner exceeds `u64`).
    let upper = |k: u64| floor_k_phi(k).map(|a| a + u128::from(k));
    let k = first_reaching(&upper);
    (upper(k) == Some(big)).then(|| v - k)
}

/// A winning move with piles `a` and `b`: the piles `(a', b')` after it (in
/// the same order), a losing position for the opponent; `None` when the
/// position is lost.
///
/// With `a <= b` and `p` the partner of `a` in its losing pair
/// ([`losing_partner`]): if `p < b`, take `b - p` from the larger pile;
/// otherwise (`p > b`, `a` is the smaller pile of a pair with a larger
/// difference) take the same from both piles down to the losing pair with
/// difference `b - a`, whose smaller pile is below `a`.
///
/// # Complexity
/// O(log a) [`isqrt`]s.
///
/// # Example
/// ```
/// use cp_games::problems::wythoff_game::winning_move;
/// assert_eq!(winning_move(8, 4), Some((7, 4))); // (4, 7) is a losing pair
/// assert_eq!(winning_move(5, 6), Some((5, 3))); // (3, 5) is one too
/// assert_eq!(winning_move(4, 7), None);
/// ```
pub fn winning_move(a: u64, b: u64) -> Option<(u64, u64)> {
    if !first_player_wins(a, b) {
        return None;
    }
    let swapped = a > b;
    let (lo, hi) = if swapped { (b, a) } else { (a, b) };
    let (x, y) = match losing_partner(lo) {
        Some(p) if p < hi => (lo, p),
        _ => {
            // The partner is above `hi`: keep the difference k = hi - lo.
            let k = hi - lo;
            let ak = floor_k_phi(k).expect("a_k < lo for k below lo's index") as u64;
            (ak, ak + k)
        }
    };
    Some(if swapped { (y, x) } else { (x, y) })
}

/// Reads the games, one `a b` per line, until the end of the input.
pub fn read(inp: &mut Input) -> Result<Vec<(u64, u64)>> {
    let mut games = Vec::new();
    loop {
        let i = games.len() + 1;
        let a = inp
            .u64("the first pile")
            .map_err(|e| e.within(format!("game {i}")))?;
        let b = inp
            .u64("the second pile")
            .map_err(|e| e.within(format!("game {i}")))?;
        games.push((a, b));
        if inp.is_empty() {
            return Ok(games);
        }
    }
}

/// The judge's answer to a whole input: `1` or `0`, one line per game; an
/// error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let games = read(inp)?;
    let mut out = String::with_capacity(2 * games.len());
    for (a, b) in games {
        out.push_str(if first_player_wins(a, b) {
            "1\n"
        } else {
            "0\n"
        });
    }
    Ok(out)
}

/// The binary `wythoff_game`: its judge path, the game it explains and plays.
pub const BINARY: Binary<Batch> = Binary {
    name: "wythoff_game",
    judge: Batch(solve),
    #[cfg(feature = "play")]
    game: Some(|| Box::new(crate::strategy::wythoff_game::Wythoff)),
    #[cfg(feature = "play")]
    interactor: None,
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks x = floor(sqrt(n)) by its definition, without overflow.
    fn is_isqrt(n: u128, x: u128) -> bool {
        x.checked_mul(x).is_some_and(|sq| sq <= n)
            && (x + 1).checked_mul(x + 1).map_or(true, |sq| sq > n)
    }

    #[test]
    fn isqrt_of_small_numbers_by_brute_force() {
        let mut x = 0;
        for n in 0..200_000u128 {
            while (x + 1) * (x + 1) <= n {
                x += 1;
            }
            assert_eq!(isqrt(n), x, "n = {n}");
        }
    }

    #[test]
    fn isqrt_around_perfect_squares_near_2_pow_120() {
        for r in (1u128 << 60) - 50..(1 << 60) + 50 {
            let sq = r * r;
            assert_eq!(isqrt(sq), r);
            assert_eq!(isqrt(sq - 1), r - 1);
            assert_eq!(isqrt(sq + 1), r);
            assert_eq!(isqrt(sq + 2 * r), r, "just below (r + 1)^2");
        }
        let top = u128::from(u64::MAX);
        assert_eq!(isqrt(u128::MAX), top);
        assert_eq!(isqrt(top * top), top);
        assert_eq!(isqrt(top * top - 1), top - 1);
        for bits in 0..128 {
            for n in [1u128 << bits, (1 << bits) - 1, (1 << bits) + 1] {
                assert!(is_isqrt(n, isqrt(n)), "n = 2^{bits} + small");
            }
        }
    }

    #[test]
    fn isqrt_of_random_numbers() {
        let mut s: u128 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..100_000 {
            // A 128-bit xorshift, shifted to spread the sizes.
            s ^= s << 35;
            s ^= s >> 59;
            s ^= s << 21;
            let n = s >> (s % 128);
            assert!(is_isqrt(n, isqrt(n)), "n = {n}");
        }
    }

    #[test]
    fn first_losing_pairs() {
        let pairs: Vec<_> = (0..6).map(|k| losing_pair(k).unwrap()).collect();
        assert_eq!(pairs, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
        assert!(!first_player_wins(0, 0));
        assert!(!first_player_wins(5, 3));
        assert!(first_player_wins(5, 4));
    }
}
