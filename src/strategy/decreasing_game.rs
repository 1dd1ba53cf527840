//! decreasing_game: the strategy of Codeforces 1839E "Decreasing Game".
//!
//! The game: an array a_1..a_n of non-negative integers. Each round the
//! first player picks an index i with a_i > 0 (there is none: the first
//! player loses), then the second player picks an index j != i with
//! a_j > 0 (there is none: the second player loses), and both a_i and a_j
//! decrease by d = min(a_i, a_j). On the judge, 1 <= n <= 300 and
//! 1 <= a_i <= 300, and the program chooses which player it is.
//!
//! # Theory
//!
//! Call a split of the values (each value goes to one of two parts)
//! *equal* when both parts have the same sum. **The second player wins
//! exactly when the values have an equal split.**
//!
//! *An equal split is kept by the second player.* Let (S, T) be an equal
//! split and let the first player pick i, say in S. Then T holds some
//! j with a_j > 0: its sum equals that of S, which is at least a_i > 0.
//! The second player picks such a j (j != i, as it lies in the other
//! part). The round takes d from a_i and d from a_j, so d from each part:
//! (S, T) is still an equal split of the values after it.
//!
//! *No equal split stays so, whatever both players do.* Suppose the round
//! (i, j) leaves values a' with an equal split (S', T'). If i and j are in
//! different parts, giving d back to a'_i and to a'_j adds d to each part:
//! (S', T') is an equal split of the values before the round. If they are
//! in the same part, the smaller of a_i and a_j is now 0 (d is their
//! minimum); moving that index to the other part changes neither sum, and
//! the first case applies. Either way the values before the round had an
//! equal split.
//!
//! *The verdict.* Each round lowers the total by 2d >= 2, so every game
//! ends. With an equal split the second player always has an answer (by
//! the first point), so it is the first player who is eventually stuck.
//! Without one, the total is positive (all zeros split into two empty
//! parts), so the first player has a pick; any pick i keeps the values
//! without an equal split after the round, whatever the answer (by the
//! second point), so the first player is never stuck and the second one
//! eventually is.
//!
//! The same holds mid-round: with i picked, the second player wins iff the
//! values (before the round) have an equal split. With one, every j with
//! a_j > 0 in the part opposite i is a winning answer; without one, every
//! answer leaves values without an equal split, from which the first
//! player wins.
//!
//! # Finding an equal split
//!
//! The values have an equal split iff the total s is even and some subset
//! sums to s / 2: subset sum on a bitset of the sums 0..=s/2 reachable so
//! far, each value v or-ing in the bitset shifted by v. For one subset,
//! each sum remembers the value at whose step it was first reached: a sum
//! t first reached at step k was t - a_k before step k, reached at an
//! earlier step, so following these steps down from s / 2 collects
//! distinct values summing to s / 2.
//!
//! # Complexity
//!
//! [`Split::find`]: O(n (s / 128 + 1) + s) time and O(n + s) memory, with
//! s the sum of the values (at the judge's limits, s <= 90 000: about
//! 200 000 word operations, under a millisecond). A split found once stays
//! equal for the whole game as long as its owner answers by
//! [`Split::answer`] (O(n) per round), so the second player needs one
//! search per game; the first player needs only the first, which finds
//! no split (then any pick wins). [`Strategy::winning_move`](crate::strategy::Strategy::winning_move)
//! searches anew at each call: over a whole game at n = 300 (at most 300
//! rounds), the strategy's moves took about 0.1 s in all in a release
//! build (157 rounds on 298 values of 300, a 297 and a 1, where no split
//! exists and every search runs to the end).
//!
//! Status: tests/problems/decreasing_game_strategy.rs checks the verdict and the
//! split found against an exhaustive search of the literal rules on every
//! array of up to 4 values of 0 to 4 and of up to 5 of 0 to 6 (up to 6 of
//! 0 to 8 and 7 of 0 to 4 in the full tier), and on 5000 random arrays of
//! up to 8 values; the strategy against every reply from every small start;
//! whole games at n = 300 against a random opponent; splits of crafted
//! arrays at the limits; and the notation.
//!
//! # Example
//! ```
//! use cp_games::strategy::decreasing_game::{DecreasingGame, Position, Split};
//! use cp_games::strategy::Strategy;
//!
//! let game = DecreasingGame;
//! // 3 + 2 = 4 + 1: the second player wins.
//! let values = vec![3, 4, 2, 1];
//! let split = Split::find(&values).unwrap();
//! assert!(split.is_equal(&values));
//! let start = Position::start(values);
//! assert_eq!(game.winning_move(&start), None);
//! // The first player picks 1 (a_1 = 3); the second answers across the
//! // split, and the split is still equal after the round.
//! let p = game.apply(&start, &game.parse_move(&start, "1").unwrap());
//! let j = game.winning_move(&p).unwrap();
//! assert_eq!(split.part[j], !split.part[0]);
//! let q = game.apply(&p, &j);
//! assert!(split.is_equal(&q.values));
//! assert_eq!(q.pending, None);
//!
//! // 5 > 2 + 1: no equal split; the first player wins with any pick.
//! let start = Position::start(vec![5, 2, 1]);
//! assert_eq!(Split::find(&start.values), None);
//! let i = game.winning_move(&start).unwrap();
//! assert_eq!(game.show_move(&start, &i), "1");
//! ```

/// A position: the values, and the first player's pick when the second
/// player is to answer it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The values a_1..a_n (0-based here).
    pub values: Vec<u32>,
    /// `None`: the first player is to pick i; `Some(i)`: i (0-based) is
    /// picked and the second player is to pick j.
    pub pending: Option<usize>,
}

impl Position {
    /// The start of a game on `values`: the first player to pick.
    pub fn start(values: Vec<u32>) -> Position {
        Position {
            values,
            pending: None,
        }
    }
}

/// An equal split of the values: `part[k]` says which part value k is in.
///
/// The second player's strategy in one object: found once at the start
/// ([`Split::find`]), it answers every pick ([`Split::answer`]) and stays
/// equal after every round so answered, to the end of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Split {
    /// For each value, whether it is in the first part (the others form
    /// the second).
    pub part: Vec<bool>,
}

impl Split {
    /// An equal split of `values`, or `None` when there is none (then the
    /// first player wins).
    ///
    /// # Complexity
    /// O(n (s / 128 + 1) + s) time, O(n + s) memory, s the sum of the
    /// values (see the module's documentation), so for sums up to some
    /// 10^8; O(n) when a value is half the total or more, at any size.
    pub fn find(values: &[u32]) -> Option<Split> {
        let total: u64 = values.iter().map(|&v| u64::from(v)).sum();
        if total % 2 == 1 {
            return None;
        }
        // A value of half the total or more: no search.
        if let Some(top) = (0..values.len()).max_by_key(|&k| values[k]) {
            let max = u64::from(values[top]);
            if 2 * max > total {
                return None;
            }
            if 2 * max == total {
                let mut part = vec![false; values.len()];
                part[top] = true;
                return Some(Split { part });
            }
        }
        let half = usize::try_from(total / 2).expect("the half of the total fits in usize");
        subset_with_sum(values, half).map(|part| Split { part })
    }

    /// Whether the parts have equal sums on `values` (as many as the
    /// split has).
    pub fn is_equal(&self, values: &[u32]) -> bool {
        let mut sums = [0u64; 2];
        for (&v, &side) in values.iter().zip(&self.part) {
            sums[usize::from(side)] += u64::from(v);
        }
        values.len() == self.part.len() && sums[0] == sums[1]
    }

    /// The second player's answer to the pick `i`: the first index j with
    /// a_j > 0 in the other part than i, or `None` when there is none
    /// (never, while the split is equal and a_i > 0). The round (i, j)
    /// takes as much from either part, so the split stays equal.
    ///
    /// # Complexity
    /// O(n).
    pub fn answer(&self, values: &[u32], i: usize) -> Option<usize> {
        let other = !self.part[i];
        (0..values.len()).find(|&j| self.part[j] == other && values[j] > 0)
    }
}

/// Whether the second player wins the game on `values`: whether they have
/// an equal split ([`Split::find`]).
pub fn second_player_wins(values: &[u32]) -> bool {
    Split::find(values).is_some()
}

/// Which values to take for a subset summing to `target` (`None`: no
/// subset does), by the bitset subset sum of the module's documentation.
fn subset_with_sum(values: &[u32], target: usize) -> Option<Vec<bool>> {
    let words = target / 64 + 1;
    // Bits 0..=target of `reach`: the sums of subsets of the values so far.
    let mut reach = vec![0u64; words];
    reach[0] = 1;
    let bits = (target + 1) % 64;
    let last_mask = if bits == 0 { !0 } else { (1u64 << bits) - 1 };
    // The step (value) at which each sum was first reached.
    let mut first = vec![usize::MAX; target + 1];
    let reached = |reach: &[u64]| reach[target / 64] >> (target % 64) & 1 == 1;
    for (k, &v) in values.iter().enumerate() {
        if reached(&reach) {
            break;
        }
        let v = v as usize;
        if v == 0 || v > target {
            continue;
        }
        let (q, r) = (v / 64, (v % 64) as u32);
        // reach |= reach << v, from the top word down: word w reads words
        // w - q and w - q - 1, not yet changed.
        for w in (q..words).rev() {
            let mut shifted = reach[w - q] << r;
            if r > 0 && w > q {
                shifted |= reach[w - q - 1] >> (64 - r);
            }
            if w == words - 1 {
                shifted &= last_mask;
            }
            let mut new = shifted & !reach[w];
            reach[w] |= new;
            while new != 0 {
                first[w * 64 + new.trailing_zeros() as usize] = k;
                new &= new - 1;
            }
        }
    }
    if !reached(&reach) {
        return None;
    }
    let mut part = vec![false; values.len()];
    let mut t = target;
    while t > 0 {
        // t was first reached at step k, from t - a_k reached before it.
        let k = first[t];
        part[k] = true;
        t -= values[k] as usize;
    }
    Some(part)
}

/// Decreasing Game with half-moves: a move is one player's index, the
/// first player's pick i or the second player's answer j (0-based; typed
/// 1-based, as the single number of the judge's protocol).
pub struct DecreasingGame;

impl crate::strategy::Strategy for DecreasingGame {
    type Position = Position;

    type Move = usize;

    fn players(&self) -> [&'static str; 2] {
        ["First", "Second"]
    }

    fn moves(&self, p: &Position) -> Vec<usize> {
        (0..p.values.len())
            .filter(|&k| p.values[k] > 0 && p.pending != Some(k))
            .collect()
    }

    fn some_move(&self, p: &Position) -> Option<usize> {
        (0..p.values.len()).find(|&k| p.values[k] > 0 && p.pending != Some(k))
    }

    fn apply(&self, p: &Position, &m: &usize) -> Position {
        match p.pending {
            None => Position {
                values: p.values.clone(),
                pending: Some(m),
            },
            Some(i) => {
                let mut values = p.values.clone();
                let d = values[i].min(values[m]);
                values[i] -= d;
                values[m] -= d;
                Position::start(values)
            }
        }
    }

    fn winning_move(&self, p: &Position) -> Option<usize> {
        let split = Split::find(&p.values);
        match p.pending {
            // Without an equal split any pick wins, and there is one.
            None => match split {
                None => p.values.iter().position(|&v| v > 0),
                Some(_) => None,
            },
            Some(i) => split?.answer(&p.values, i),
        }
    }

    fn notation(&self) -> &'static str {
        "`i`, the index (from 1) of a value above 0: the first player's pick, or the second player's answer, another index than the pick"
    }

    fn parse_move(&self, p: &Position, text: &str) -> std::result::Result<usize, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let &[word] = words.as_slice() else {
            return Err("type one number, the index of a value above 0".to_string());
        };
        let n = p.values.len();
        let k = match word.parse::<usize>() {
            Ok(k) if (1..=n).contains(&k) => k - 1,
            _ => {
                return Err(format!(
                    "{word:?} is not an index: they are numbered 1 to {n}"
                ))
            }
        };
        if p.pending == Some(k) {
            return Err(format!(
                "{} is the first player's pick: answer with another index",
                k + 1
            ));
        }
        if p.values[k] == 0 {
            return Err(format!("value {} is 0: pick one above 0", k + 1));
        }
        Ok(k)
    }

    fn show_move(&self, _: &Position, &m: &usize) -> String {
        (m + 1).to_string()
    }
}
