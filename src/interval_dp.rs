//! Interval DP by increasing length, keeping only the current diagonal.
//!
//! For a row of n items, let f(i, j) for 0 <= i <= j < n be given by
//!
//! ```text
//! f(i, i) = base(i)
//! f(i, j) = step(i, j, Shorter { without_right: f(i, j - 1), without_left: f(i + 1, j) })
//! ```
//!
//! for i < j: each interval's value comes from the two intervals one
//! shorter, the one without its right end (item j) and the one without its
//! left end (item i). [`Shorter`] names them, so the two cannot be swapped
//! by mistake. [`IntervalDp`] holds the values of one length (one diagonal
//! of the n x n table) and lengthens it in place ([`IntervalDp::lengthen`],
//! [`IntervalDp::lengthen_with`]), so memory is O(n) instead of the table's
//! O(n^2); going from length 1 to length n calls `step` n(n - 1)/2 times;
//! [`evaluate`] does it all and returns f(0, n - 1). Recurrences of this
//! shape include games played at the two ends of a row (`two_ended_nim`)
//! and "take from either end" scoring games.
//!
//! [`IntervalDp::grow`], [`IntervalDp::grow_with`] and [`whole`] are the
//! same with the two values as positional arguments, f(i, j - 1) first.
//!
//! Status: unit tests below compare every diagonal with a full table for
//! random recurrences and lengths 0..=40, through both forms; `two_ended_nim`
//! runs on it (tests/problems/two_ended_nim.rs checks that against the literal game).
//!
//! # Example
//! ```
//! use cp_games::interval_dp::{evaluate, IntervalDp, Shorter};
//! // f(i, j) = the sum of the interval, built from shorter intervals.
//! let a = [3u64, 1, 4, 1, 5];
//! let sum = |_i: usize, j: usize, sub: Shorter<u64>| sub.without_right + a[j];
//! assert_eq!(evaluate(a.iter().copied(), sum), Some(14));
//!
//! let mut dp = IntervalDp::new(a.iter().copied());
//! dp.lengthen(sum);
//! assert_eq!(dp.interval_len(), 2);
//! assert_eq!(dp.values(), [4, 5, 5, 6]); // f(0, 1), f(1, 2), f(2, 3), f(3, 4)
//!
//! // Two players in turn take the item at the left or the right end;
//! // f(i, j) = the most the player to move can get over the other from
//! // a[i..=j]. Taking a[i] leaves [i + 1, j] to the other player.
//! let lead = evaluate(a.iter().map(|&x| x as i64), |i, j, sub: Shorter<i64>| {
//!     (a[i] as i64 - sub.without_left).max(a[j] as i64 - sub.without_right)
//! });
//! assert_eq!(lead, Some(0)); // 14 in all: 7 each with best play
//! ```

/// The values of the two intervals one shorter than [i, j] (i < j), as
/// the step of [`IntervalDp::lengthen`] gets them.
///
/// # Example
/// ```
/// use cp_games::interval_dp::{evaluate, Shorter};
/// // f(i, j) = (i, j) itself shows which interval each field holds.
/// let whole = evaluate((0..4).map(|i| (i, i)), |i, j, sub: Shorter<(usize, usize)>| {
///     assert_eq!(sub.without_right, (i, j - 1));
///     assert_eq!(sub.without_left, (i + 1, j));
///     (i, j)
/// });
/// assert_eq!(whole, Some((0, 3)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shorter<T> {
    /// f(i, j - 1): the interval without its right end, item j.
    pub without_right: T,
    /// f(i + 1, j): the interval without its left end, item i.
    pub without_left: T,
}

/// The values f(i, i + len - 1) of one interval length `len`, for every
/// start i.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntervalDp<T> {
    /// `diag[i]` = f(i, i + len - 1); n - len + 1 entries.
    diag: Vec<T>,
    len: usize,
}

impl<T: Copy> IntervalDp<T> {
    /// The intervals of length 1: f(i, i) = the i-th base value. With no
    /// items there are no intervals and the length is 0.
    pub fn new(base: impl IntoIterator<Item = T>) -> Self {
        let diag: Vec<T> = base.into_iter().collect();
        let len = usize::from(!diag.is_empty());
        IntervalDp { diag, len }
    }

    /// The current interval length (0 only for an empty row).
    pub fn interval_len(&self) -> usize {
        self.len
    }

    /// `values()[i]` = f(i, i + len - 1).
    pub fn values(&self) -> &[T] {
        &self.diag
    }

    /// Moves to the next length: f(i, j) = `step(i, j, shorter)` for every
    /// interval [i, j] of length `len + 1`, with `shorter` holding f(i, j - 1)
    /// and f(i + 1, j) ([`Shorter`]). Nothing happens once the whole row is
    /// one interval (or the row is empty).
    ///
    /// # Complexity
    /// O(n - len) calls of `step`, no allocation.
    ///
    /// # Example
    /// ```
    /// use cp_games::interval_dp::IntervalDp;
    /// // f(i, j) = (the smallest, the largest) of a[i..=j].
    /// let a = [5i32, 1, 4, 9];
    /// let mut dp = IntervalDp::new(a.map(|x| (x, x)));
    /// dp.lengthen(|_, _, s| {
    ///     let ((l1, h1), (l2, h2)) = (s.without_right, s.without_left);
    ///     (l1.min(l2), h1.max(h2))
    /// });
    /// assert_eq!(dp.values(), [(1, 5), (1, 4), (4, 9)]);
    /// ```
    pub fn lengthen(&mut self, mut step: impl FnMut(usize, usize, Shorter<T>) -> T) {
        let len = self.len;
        self.grow_by(|i, without_right, without_left| {
            let shorter = Shorter {
                without_right,
                without_left,
            };
            step(i, i + len, shorter)
        });
    }

    /// Like [`IntervalDp::lengthen`] for a recurrence that looks at the
    /// items at the two ends: f(i, j) = `step(&items[i], &items[j],
    /// shorter)`. Without index arithmetic in `step`, a simple recurrence on
    /// small integers compiles to SIMD code.
    ///
    /// # Panics
    /// If `items` is shorter than the row.
    ///
    /// # Example
    /// ```
    /// use cp_games::interval_dp::{IntervalDp, Shorter};
    /// // f(i, j) = the largest item of a[i..=j].
    /// let a = [2u8, 7, 1, 8];
    /// let mut dp = IntervalDp::new(a);
    /// let max = |&x: &u8, &y: &u8, s: Shorter<u8>| s.without_right.max(y).max(x);
    /// dp.lengthen_with(&a, max);
    /// assert_eq!(dp.values(), [7, 7, 8]);
    /// dp.lengthen_with(&a, max);
    /// assert_eq!(dp.values(), [7, 8]);
    /// ```
    pub fn lengthen_with<U>(&mut self, items: &[U], mut step: impl FnMut(&U, &U, Shorter<T>) -> T) {
        self.grow_with(items, |x, y, without_right, without_left| {
            let shorter = Shorter {
                without_right,
                without_left,
            };
            step(x, y, shorter)
        });
    }

    /// [`IntervalDp::lengthen`] with the two shorter values as positional
    /// arguments: f(i, j) = `step(i, j, f(i, j - 1), f(i + 1, j))`.
    ///
    /// # Complexity
    /// O(n - len) calls of `step`, no allocation.
    pub fn grow(&mut self, mut step: impl FnMut(usize, usize, T, T) -> T) {
        let len = self.len;
        self.grow_by(|i, l, r| step(i, i + len, l, r));
    }

    /// [`IntervalDp::lengthen_with`] with the two shorter values as
    /// positional arguments: f(i, j) = `step(&items[i], &items[j], f(i, j -
    /// 1), f(i + 1, j))`.
    ///
    /// # Panics
    /// If `items` is shorter than the row.
    pub fn grow_with<U>(&mut self, items: &[U], mut step: impl FnMut(&U, &U, T, T) -> T) {
        let len = self.len;
        let m = self.diag.len().saturating_sub(1);
        let (left, right) = (&items[..m], &items[len..len + m]);
        self.grow_by(|i, l, r| step(&left[i], &right[i], l, r));
    }

    /// `diag[i] = step(i, diag[i], diag[i + 1])` for every i but the last,
    /// which is dropped.
    #[inline(always)]
    fn grow_by(&mut self, mut step: impl FnMut(usize, T, T) -> T) {
        let m = self.diag.len().saturating_sub(1);
        if m == 0 {
            return;
        }
        // In place, left to right: diag[i + 1] still holds the shorter
        // interval f(i + 1, j) when diag[i] is overwritten.
        let diag = &mut self.diag[..m + 1];
        for i in 0..m {
            diag[i] = step(i, diag[i], diag[i + 1]);
        }
        self.diag.pop();
        self.len += 1;
    }
}

/// f(0, n - 1), the value of the whole row, or `None` for an empty row:
/// [`IntervalDp::lengthen`] until the row is one interval.
///
/// # Complexity
/// n(n - 1)/2 calls of `step`, O(n) memory.
///
/// # Example
/// ```
/// use cp_games::interval_dp::{evaluate, Shorter};
/// // Two players in turn take the item at either end of the row; f(i, j)
/// // = the most the player to move collects from a[i..=j]: all of it but
/// // what the other collects from the row left to them.
/// let a = [3u32, 9, 1, 2];
/// let total = |i: usize, j: usize| a[i..=j].iter().sum::<u32>();
/// let best = evaluate(a, |i, j, s: Shorter<u32>| total(i, j) - s.without_left.min(s.without_right));
/// assert_eq!(best, Some(11)); // take 2, then 9 after the other's 3 or 1
/// ```
pub fn evaluate<T: Copy>(
    base: impl IntoIterator<Item = T>,
    mut step: impl FnMut(usize, usize, Shorter<T>) -> T,
) -> Option<T> {
    let mut dp = IntervalDp::new(base);
    while dp.values().len() > 1 {
        dp.lengthen(&mut step);
    }
    dp.values().first().copied()
}

/// [`evaluate`] with the two shorter values as positional arguments:
/// f(i, j) = `step(i, j, f(i, j - 1), f(i + 1, j))`.
///
/// # Complexity
/// n(n - 1)/2 calls of `step`, O(n) memory.
pub fn whole<T: Copy>(
    base: impl IntoIterator<Item = T>,
    mut step: impl FnMut(usize, usize, T, T) -> T,
) -> Option<T> {
    let mut dp = IntervalDp::new(base);
    while dp.values().len() > 1 {
        dp.grow(&mut step);
    }
    dp.values().first().copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A recurrence that depends on everything it is given, so any wrong
    /// argument or order shows.
    fn step(seed: u64) -> impl Fn(usize, usize, u64, u64) -> u64 {
        move |i, j, l, r| {
            let x = (i as u64 * 1_000_003 + j as u64 * 7919) ^ seed;
            (l.wrapping_mul(31) ^ r.rotate_left(17)).wrapping_add(x) % 1_000_000_007
        }
    }

    /// The full table, row by row from the right.
    fn table(base: &[u64], f: &impl Fn(usize, usize, u64, u64) -> u64) -> Vec<Vec<u64>> {
        let n = base.len();
        let mut t = vec![vec![0; n]; n];
        for i in (0..n).rev() {
            t[i][i] = base[i];
            for j in i + 1..n {
                t[i][j] = f(i, j, t[i][j - 1], t[i + 1][j]);
            }
        }
        t
    }

    #[test]
    fn every_diagonal_matches_the_full_table() {
        for n in 0..=40usize {
            for seed in 0..3u64 {
                let base: Vec<u64> = (0..n as u64).map(|i| i * i + seed).collect();
                let f = step(seed);
                let t = table(&base, &f);
                let mut dp = IntervalDp::new(base.iter().copied());
                for len in 1..=n {
                    assert_eq!(dp.interval_len(), len);
                    let expected: Vec<u64> = (0..=n - len).map(|i| t[i][i + len - 1]).collect();
                    assert_eq!(dp.values(), expected, "n = {n}, len = {len}");
                    dp.grow(&f);
                }
                assert_eq!(whole(base.iter().copied(), &f), t.first().map(|r| r[n - 1]));
                // The same recurrence through the items at the ends.
                let items: Vec<usize> = (0..n).collect();
                let mut dp = IntervalDp::new(base.iter().copied());
                for len in 1..=n {
                    let expected: Vec<u64> = (0..=n - len).map(|i| t[i][i + len - 1]).collect();
                    assert_eq!(dp.values(), expected, "n = {n}, len = {len}");
                    dp.grow_with(&items, |&i, &j, l, r| f(i, j, l, r));
                }
                // The named form: without_right is f(i, j - 1).
                let named = |i, j, s: Shorter<u64>| f(i, j, s.without_right, s.without_left);
                assert_eq!(
                    evaluate(base.iter().copied(), named),
                    t.first().map(|r| r[n - 1])
                );
                let mut by_index = IntervalDp::new(base.iter().copied());
                let mut by_items = IntervalDp::new(base.iter().copied());
                for len in 1..=n {
                    let expected: Vec<u64> = (0..=n - len).map(|i| t[i][i + len - 1]).collect();
                    assert_eq!(by_index.values(), expected, "n = {n}, len = {len}");
                    assert_eq!(by_items.values(), expected, "n = {n}, len = {len}");
                    assert_eq!(by_index.interval_len(), len);
                    by_index.lengthen(named);
                    by_items.lengthen_with(&items, |&i, &j, s| named(i, j, s));
                }
            }
        }
    }

    #[test]
    fn empty_and_single() {
        let f = |_: usize, _: usize, a: u8, b: u8| a + b;
        let mut dp = IntervalDp::new(Vec::<u8>::new());
        assert_eq!(dp.interval_len(), 0);
        dp.grow(f);
        assert_eq!(dp.values(), []);
        assert_eq!(whole(Vec::<u8>::new(), f), None);
        assert_eq!(whole([7u8], f), Some(7));
        let mut dp = IntervalDp::new([7u8]);
        dp.grow(f);
        assert_eq!((dp.interval_len(), dp.values()), (1, &[7u8][..]));
        let g = |_: usize, _: usize, s: Shorter<u8>| s.without_left + s.without_right;
        assert_eq!(evaluate(Vec::<u8>::new(), g), None);
        assert_eq!(evaluate([7u8], g), Some(7));
        let mut dp = IntervalDp::new(Vec::<u8>::new());
        dp.lengthen(g);
        dp.lengthen_with(&[0u8; 0], |_, _, s| s.without_left);
        assert_eq!((dp.interval_len(), dp.values()), (0, &[][..]));
        let mut dp = IntervalDp::new([7u8]);
        dp.lengthen_with(&[1u8], |_, _, s| s.without_left);
        assert_eq!((dp.interval_len(), dp.values()), (1, &[7u8][..]));
    }
}
