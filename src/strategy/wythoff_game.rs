//! wythoff_game: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::wythoff_game`](crate::problems::wythoff_game).

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
/// use cp_games::strategy::wythoff_game::winning_move;
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

/// Wythoff's game for `--explain` and `--play`: a position is the two
/// piles, a move is typed as the two piles after it.
pub struct Wythoff;

impl crate::strategy::Strategy for Wythoff {
    type Position = (u64, u64);

    type Move = (u64, u64);

    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let one = (0..a).map(|x| (x, b));
        let other = (0..b).map(|y| (a, y));
        let both = (1..=a.min(b)).map(|t| (a - t, b - t));
        one.chain(other).chain(both).collect()
    }

    fn some_move(&self, &(a, b): &(u64, u64)) -> Option<(u64, u64)> {
        match (a, b) {
            (0, 0) => None,
            (0, b) => Some((0, b - 1)),
            (a, b) => Some((a - 1, b)),
        }
    }

    fn apply(&self, _: &(u64, u64), &m: &(u64, u64)) -> (u64, u64) {
        m
    }

    fn winning_move(&self, &(a, b): &(u64, u64)) -> Option<(u64, u64)> {
        winning_move(a, b)
    }

    fn notation(&self) -> &'static str {
        "the two piles after your move, `x y`"
    }

    fn parse_move(
        &self,
        &(a, b): &(u64, u64),
        text: &str,
    ) -> std::result::Result<(u64, u64), String> {
        let nums = crate::strategy::numbers::<u64>(text, "a pile size")?;
        let &[x, y] = nums.as_slice() else {
            return Err("type two numbers, the piles after your move".to_string());
        };
        if x > a || y > b {
            return Err(format!("piles only shrink: they are {a} and {b}"));
        }
        let (ta, tb) = (a - x, b - y);
        match (ta, tb) {
            (0, 0) => Err("a move takes at least one stone".to_string()),
            (_, 0) | (0, _) => Ok((x, y)),
            _ if ta == tb => Ok((x, y)),
            _ => Err(format!(
                "taking from both piles takes the same number from each, not {ta} and {tb}"
            )),
        }
    }

    fn show_move(&self, _: &(u64, u64), &(x, y): &(u64, u64)) -> String {
        format!("{x} {y}")
    }
}

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
