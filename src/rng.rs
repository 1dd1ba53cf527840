//! A small seeded pseudo-random generator (SplitMix64) for stress tests and
//! input generators: every run with the same seed replays exactly.
//!
//! Not for cryptography. `below` takes the remainder, so it is biased by at
//! most n / 2^64, which no test here can notice.
//!
//! # Example
//! ```
//! use cp_games::rng::Rng;
//! let mut a = Rng::new(7);
//! let mut b = Rng::new(7);
//! assert_eq!(a.next_u64(), b.next_u64());
//! let x = a.range(3, 5);
//! assert!((3..=5).contains(&x));
//! ```

/// SplitMix64 state.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`; any value is a good seed.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next value, uniform over all of `u64`.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n`.
    ///
    /// # Panics
    /// If `n == 0`.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "Rng::below(0)");
        (self.next_u64() % n as u64) as usize
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        ((self.next_u64() >> 11) as f64) < p * (1u64 << 53) as f64
    }

    /// Puts `v` in a uniformly random order (Fisher-Yates).
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i + 1));
        }
    }

    /// A random tree on the vertices `0..n`, as its `n - 1` edges: each
    /// vertex after the first hangs from an earlier one, by a shape drawn
    /// first (a path a quarter of the time, a star a quarter, otherwise
    /// any earlier vertex); then the labels are shuffled, each edge turned
    /// either way and the edges put in a random order, so no test can lean
    /// on a vertex's label or an edge's place.
    ///
    /// # Example
    /// ```
    /// use cp_games::rng::Rng;
    /// let edges = Rng::new(5).tree(6);
    /// assert_eq!(edges.len(), 5);
    /// assert!(edges.iter().all(|&(a, b)| a < 6 && b < 6 && a != b));
    /// ```
    pub fn tree(&mut self, n: usize) -> Vec<(usize, usize)> {
        let mut label: Vec<usize> = (0..n).collect();
        self.shuffle(&mut label);
        let shape = self.below(4);
        let mut edges: Vec<(usize, usize)> = (1..n)
            .map(|v| {
                let p = match shape {
                    0 => v - 1,
                    1 => 0,
                    _ => self.below(v),
                };
                let (a, b) = (label[p], label[v]);
                if self.chance(0.5) {
                    (a, b)
                } else {
                    (b, a)
                }
            })
            .collect();
        self.shuffle(&mut edges);
        edges
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_and_chances() {
        let mut rng = Rng::new(1);
        let mut seen = [0usize; 3];
        let mut heads = 0;
        for _ in 0..3000 {
            seen[rng.range(4, 6) - 4] += 1;
            heads += usize::from(rng.chance(0.25));
        }
        assert!(seen.iter().all(|&c| (900..1100).contains(&c)), "{seen:?}");
        assert!((650..850).contains(&heads), "{heads}");
        assert!(!Rng::new(2).chance(0.0));
        assert!(Rng::new(2).chance(1.0));
        let mut v: Vec<usize> = (0..50).collect();
        rng.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(v, sorted);
    }
}
