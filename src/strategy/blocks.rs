//! Blocks of cards taken from a row: cards 1..n lie in a row, and a move
//! takes x neighbouring cards that are all still there, `lo <= x <= hi`;
//! who cannot move loses. Kayles is `lo = 1, hi = 2`, AtCoder ABC 278 G
//! "Generalized Subtraction Game" any `1 <= lo <= hi <= n <= 2000`, with
//! this module's notation (`a b`: the cards a .. a+b-1).
//!
//! # Theory
//!
//! The cards left form runs of neighbouring cards, and a move takes cards
//! from one run, leaving two runs (either may be empty): the position is a
//! sum of runs, each a game of its own (Sprague-Grundy). The value of a run
//! of h cards is the mex of `g(i) xor g(j)` over the splits `i + j = h - x`,
//! `lo <= x <= hi`; the position is won iff the xor of its runs' values is
//! not 0, and a winning move takes a block from a run whose value has the
//! xor's top bit, leaving the xor 0.
//!
//! Spelled out, that is O(h (hi - lo)) options per run, O(n^3) for a
//! table to 2000 (what [`grundy::sums_table`](crate::grundy::sums_table)
//! would take). Here the xors of the splits of each total `s = i + j` are
//! gathered once (`T(s)`, O(n^2) in all), and the runs' options are the
//! union of `T(s)` over a window of totals `h - hi ..= h - lo`, which moves
//! by one as h grows: each `T(s)` is added to the window's counts once and
//! taken out once. A winning move looks for its value in the window's
//! `T(s)` (sorted), then for the split: O(n) per move.
//!
//! (When `lo < hi`, or `lo = hi` with `n - lo` even, the first player also
//! wins by taking a middle block and mirroring: the values agree, and the
//! table serves every case alike.)

use super::{numbers, Strategy};

/// The game with its values for runs of up to `n` cards.
#[derive(Clone, Debug)]
pub struct Blocks {
    lo: usize,
    hi: usize,
    /// `values[h]`: the value of a run of h cards, h = 0..=n.
    values: Vec<u32>,
    /// `splits[s]`: the distinct `values[i] ^ values[s - i]`, sorted.
    splits: Vec<Vec<u32>>,
}

/// A position: which cards are still there (`cards[k]`: card k + 1).
pub type Position = Vec<bool>;

/// A move: the first card taken (0-based) and how many.
pub type Move = (usize, usize);

impl Blocks {
    /// The game on rows of up to `n` cards, taking `lo..=hi` at a time.
    ///
    /// # Panics
    /// If `lo` is 0 or `hi < lo`.
    ///
    /// # Complexity
    /// O(n^2) time; the xors of the splits, at most n^2 / 4 values.
    pub fn new(n: usize, lo: usize, hi: usize) -> Blocks {
        assert!(
            1 <= lo && lo <= hi,
            "blocks of {lo} to {hi} cards: 1 <= lo <= hi"
        );
        let mut values: Vec<u32> = Vec::with_capacity(n + 1);
        let mut splits: Vec<Vec<u32>> = Vec::with_capacity(n + 1);
        // How many totals in the window have each xor.
        let mut counts: Vec<u32> = Vec::new();
        for h in 0..=n {
            // The window for h: totals h - hi ..= h - lo.
            if h >= lo {
                for &v in &splits[h - lo] {
                    let v = v as usize;
                    if v >= counts.len() {
                        counts.resize(v + 1, 0);
                    }
                    counts[v] += 1;
                }
            }
            if h > hi {
                for &v in &splits[h - hi - 1] {
                    counts[v as usize] -= 1;
                }
            }
            let g = (0..).find(|&v| counts.get(v).map_or(true, |&c| c == 0));
            values.push(g.expect("a value") as u32);
            let mut xors: Vec<u32> = (0..=h / 2).map(|i| values[i] ^ values[h - i]).collect();
            xors.sort_unstable();
            xors.dedup();
            splits.push(xors);
        }
        Blocks {
            lo,
            hi,
            values,
            splits,
        }
    }

    /// The value of a run of `h` cards (h up to the `n` of [`Blocks::new`]).
    pub fn value(&self, h: usize) -> u32 {
        self.values[h]
    }

    /// The whole row: the `n` of [`Blocks::new`] cards.
    pub fn start(&self) -> Position {
        vec![true; self.values.len() - 1]
    }

    /// The runs of `p`: where each starts and its length.
    pub fn runs(p: &Position) -> Vec<(usize, usize)> {
        let mut runs = Vec::new();
        let mut k = 0;
        while k < p.len() {
            if p[k] {
                let start = k;
                while k < p.len() && p[k] {
                    k += 1;
                }
                runs.push((start, k - start));
            } else {
                k += 1;
            }
        }
        runs
    }

    /// A winning move from `p`, if there is one: see the module's theory.
    fn win(&self, p: &Position) -> Option<Move> {
        let runs = Blocks::runs(p);
        let total = runs.iter().fold(0, |x, &(_, h)| x ^ self.values[h]);
        if total == 0 {
            return None;
        }
        let top = 31 - total.leading_zeros();
        let &(start, h) = runs
            .iter()
            .find(|&&(_, h)| self.values[h] >> top & 1 == 1)?;
        let target = total ^ self.values[h];
        // A total s = h - x of the two runs left, then the split.
        let s = (h.saturating_sub(self.hi)..=h.checked_sub(self.lo)?)
            .find(|&s| self.splits[s].binary_search(&target).is_ok())?;
        let i = (0..=s).find(|&i| self.values[i] ^ self.values[s - i] == target)?;
        Some((start + i, h - s))
    }
}

impl Strategy for Blocks {
    type Position = Position;
    type Move = Move;

    /// Every block of `lo..=hi` cards all there, by its first card, then by
    /// its length.
    fn moves(&self, p: &Position) -> Vec<Move> {
        let mut moves = Vec::new();
        for a in 0..p.len() {
            let there = p[a..].iter().take_while(|&&c| c).count();
            moves.extend((self.lo..=self.hi.min(there)).map(|x| (a, x)));
        }
        moves
    }

    /// The first `lo` cards of the first run that long.
    fn some_move(&self, p: &Position) -> Option<Move> {
        let (start, _) = Blocks::runs(p).into_iter().find(|&(_, h)| h >= self.lo)?;
        Some((start, self.lo))
    }

    fn apply(&self, p: &Position, &(a, x): &Move) -> Position {
        let mut q = p.clone();
        q[a..a + x].fill(false);
        q
    }

    fn winning_move(&self, p: &Position) -> Option<Move> {
        self.win(p)
    }

    fn notation(&self) -> &'static str {
        "`a b`: take the b cards a .. a+b-1 (cards numbered from 1)"
    }

    fn parse_move(&self, p: &Position, text: &str) -> Result<Move, String> {
        let nums: Vec<usize> = numbers(text, "a card's number or a count")?;
        let [a, b] = nums[..] else {
            return Err("type two numbers: the first card a and the count b".to_string());
        };
        if !(self.lo..=self.hi).contains(&b) {
            return Err(format!(
                "a move takes {} to {} cards, not {b}",
                self.lo, self.hi
            ));
        }
        let n = p.len();
        if a == 0 || a > n || b > n + 1 - a {
            return Err(format!(
                "the cards {a} .. {} are not all on the row 1 .. {n}",
                a + b - 1
            ));
        }
        match (a - 1..a - 1 + b).find(|&k| !p[k]) {
            Some(k) => Err(format!("card {} was taken already", k + 1)),
            None => Ok((a - 1, b)),
        }
    }

    fn show_move(&self, _: &Position, &(a, x): &Move) -> String {
        format!("{} {x}", a + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kayles_values() {
        // Kayles' values (OEIS A002186): 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7.
        let k = Blocks::new(15, 1, 2);
        let g: Vec<u32> = (0..16).map(|h| k.value(h)).collect();
        assert_eq!(g, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7]);
    }

    /// Whether the player to move wins the row `mask` (bit k: card k + 1
    /// there) of `n` cards, by the literal rules: some block of `lo..=hi`
    /// cards all there whose taking leaves a lost row.
    fn search(mask: u32, n: usize, lo: usize, hi: usize, memo: &mut [Option<bool>]) -> bool {
        if let Some(w) = memo[mask as usize] {
            return w;
        }
        let mut wins = false;
        for a in 0..n {
            for x in lo..=hi.min(n - a) {
                let block = ((1u32 << x) - 1) << a;
                if mask & block == block && !search(mask & !block, n, lo, hi, memo) {
                    wins = true;
                }
            }
        }
        memo[mask as usize] = Some(wins);
        wins
    }

    /// Every row of up to 11 cards and every position in it, for every
    /// `1 <= lo <= hi <= 4`: the winning move exists exactly where the
    /// search of the rules says the position is won, is legal, and leaves
    /// a position the search says is lost.
    #[test]
    fn winning_moves_against_a_search_of_every_position() {
        let mut checked = 0;
        for n in 1..=11 {
            for lo in 1..=4 {
                for hi in lo..=4 {
                    let game = Blocks::new(n, lo, hi);
                    let mut memo = vec![None; 1 << n];
                    for mask in 0..1u32 << n {
                        let p: Position = (0..n).map(|k| mask >> k & 1 == 1).collect();
                        let won = search(mask, n, lo, hi, &mut memo);
                        let m = game.winning_move(&p);
                        assert_eq!(m.is_some(), won, "{n} cards, {lo}..{hi}: {p:?}");
                        if let Some(m) = m {
                            assert!(game.moves(&p).contains(&m), "{p:?}: {m:?}");
                            let q = game.apply(&p, &m);
                            let qmask = (0..n).filter(|&k| q[k]).fold(0, |x, k| x | 1 << k);
                            assert!(!search(qmask, n, lo, hi, &mut memo), "{p:?}: {m:?}");
                        }
                        assert_eq!(game.some_move(&p).is_some(), !game.moves(&p).is_empty());
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 40_000, "{checked}");
    }

    /// The middle block and the mirror win for the first player wherever
    /// they apply: the values say so too.
    #[test]
    fn the_first_player_wins_where_the_mirror_applies() {
        for lo in 1..=6 {
            for hi in lo..=8 {
                let game = Blocks::new(80, lo, hi);
                for n in lo..=80 {
                    if lo < hi || (n - lo) % 2 == 0 {
                        assert_ne!(game.value(n), 0, "{n} cards, {lo}..{hi}");
                    }
                }
            }
        }
    }

    #[test]
    fn moves_read_and_written_in_the_notation() {
        let game = Blocks::new(5, 2, 3);
        let p = game.apply(&game.start(), &(1, 2));
        assert_eq!(p, [true, false, false, true, true]);
        assert_eq!(game.parse_move(&p, "4 2"), Ok((3, 2)));
        assert_eq!(game.show_move(&p, &(3, 2)), "4 2");
        assert_eq!(
            game.parse_move(&p, "1 2"),
            Err("card 2 was taken already".to_string())
        );
        assert_eq!(
            game.parse_move(&p, "4 1"),
            Err("a move takes 2 to 3 cards, not 1".to_string())
        );
        assert_eq!(
            game.parse_move(&p, "5 2"),
            Err("the cards 5 .. 6 are not all on the row 1 .. 5".to_string())
        );
        assert_eq!(game.moves(&p), [(3, 2)]);
    }
}
