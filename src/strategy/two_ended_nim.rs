//! two_ended_nim: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::two_ended_nim`](crate::problems::two_ended_nim).

use crate::interval_dp::{IntervalDp, Shorter};

/// left(i, j) from `l` = left(i, j - 1), `r` = right(i, j - 1) and `x` =
/// a_j (see the judge problem's documentation,
/// [`problems::two_ended_nim`](crate::problems::two_ended_nim)); right(i,
/// j) is `left_pile(right(i + 1, j), left(i + 1, j), a_i)`. On sizes or on
/// their [`codes`].
#[inline(always)]
fn left_pile(l: u32, r: u32, x: u32) -> u32 {
    // The cases of the problem's documentation without branches, which
    // random rows would mispredict: x, moved one step towards l when it
    // lies between r and l, and 0 when x = r. The step is -1 only when
    // r < x <= l, so no value wraps.
    let outside = (x < l) & (x < r) | (x > l) & (x > r);
    let step = if r < l { u32::MAX } else { 1 };
    let v = x.wrapping_add(if outside { 0 } else { step });
    if x == r {
        0
    } else {
        v
    }
}

/// (left(1, m), right(1, m)) of the row `row` (m >= 1), in codes.
fn ends_of_row(row: &[u32]) -> (u32, u32) {
    let mut dp = IntervalDp::new(row.iter().map(|&a| (a, a)));
    // Values are (left(i, j), right(i, j)).
    while dp.values().len() > 1 {
        dp.lengthen_with(row, |&ai, &aj, sub: Shorter<(u32, u32)>| {
            let (l, r) = sub.without_right;
            let (l2, r2) = sub.without_left;
            (left_pile(l, r, aj), left_pile(r2, l2, ai))
        });
    }
    dp.values()[0]
}

/// Order-preserving u32 codes of the piles: their ranks among the values
/// the recurrence can produce, V = {0} and p - 1, p, p + 1 for each pile p.
/// When the recurrence computes v + 1 (or v - 1) from a value v, that is a
/// value of V next to v, so its rank is one more (or less): the recurrence
/// gives the same answers on ranks as on sizes, in u32 whatever the sizes,
/// four SIMD lanes per SSE2 register.
///
/// Returns the codes and the sorted values (`values[c]` is the size that
/// code c stands for; `values[0] = 0`).
fn codes(piles: &[u64]) -> (Vec<u32>, Vec<u64>) {
    let mut values: Vec<u64> = vec![0];
    for &p in piles {
        values.extend([p - 1, p]);
        values.extend(p.checked_add(1));
    }
    values.sort_unstable();
    values.dedup();
    assert!(values.len() <= u32::MAX as usize, "too many piles");
    let code = piles
        .iter()
        .map(|p| values.binary_search(p).unwrap() as u32)
        .collect();
    (code, values)
}

/// Whether the player to move wins the row `piles` (all positive).
///
/// # Panics
/// If a pile is 0.
///
/// # Complexity
/// O(n^2) time, O(n) memory.
pub fn first_player_wins(piles: &[u64]) -> bool {
    assert!(piles.iter().all(|&p| p > 0), "a pile of 0 stones");
    match piles.len() {
        0 => false,
        1 => true,
        _ => {
            let (code, _) = codes(piles);
            ends_of_row(&code[1..]).0 != code[0]
        }
    }
}

/// The end of a row a move takes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// The first pile of the row.
    Left,
    /// The last pile of the row.
    Right,
}

/// L = left(2, n) and R = right(1, n - 1) of the row (the problem's documentation), as
/// sizes: the row is lost for the player to move iff a_1 = L (then also
/// a_n = R); otherwise the move to a_1 = L or a_n = R that lowers its pile
/// wins. Both 0 for a single pile; `None` for an empty row.
///
/// # Panics
/// If a pile is 0.
///
/// # Complexity
/// O(n^2) time, O(n) memory: two interval DPs.
pub fn ends(piles: &[u64]) -> Option<(u64, u64)> {
    assert!(piles.iter().all(|&p| p > 0), "a pile of 0 stones");
    let n = piles.len();
    match n {
        0 => None,
        1 => Some((0, 0)),
        _ => {
            let (code, values) = codes(piles);
            let l = ends_of_row(&code[1..]).0;
            let r = ends_of_row(&code[..n - 1]).1;
            Some((values[l as usize], values[r as usize]))
        }
    }
}

/// A winning move: the end and how many stones to take from its pile
/// (all of them removes the pile), leaving a row lost for the player to
/// move; `None` when the row is lost (or empty).
///
/// From the same interval DP as the verdict ([`ends`]): with L =
/// left(2, n) and R = right(1, n - 1), take a_1 - L from the left if
/// L < a_1, else a_n - R from the right (then R < a_n, as the row is
/// won and no move on the left pile wins).
///
/// # Panics
/// If a pile is 0.
///
/// # Complexity
/// O(n^2) time, O(n) memory.
///
/// # Example
/// ```
/// use cp_games::strategy::two_ended_nim::{winning_move, End};
/// assert_eq!(winning_move(&[3, 1, 9, 4]), None);
/// assert_eq!(winning_move(&[5, 1, 9, 4]), Some((End::Left, 2)));
/// assert_eq!(winning_move(&[2, 3]), Some((End::Right, 1)));
/// assert_eq!(winning_move(&[7]), Some((End::Left, 7)));
/// ```
pub fn winning_move(piles: &[u64]) -> Option<(End, u64)> {
    let (l, r) = ends(piles)?;
    let (first, last) = (piles[0], piles[piles.len() - 1]);
    if l < first {
        Some((End::Left, first - l))
    } else if l > first {
        assert!(r < last, "a won row without a winning move");
        Some((End::Right, last - r))
    } else {
        None
    }
}

/// Two-ended Nim for `--explain` and `--play`: a position is the row of
/// remaining piles, a move the end and how many stones it takes, typed
/// `L k` or `R k`.
pub struct TwoEndedNim;

impl crate::strategy::Strategy for TwoEndedNim {
    type Position = Vec<u64>;

    type Move = (End, u64);

    fn moves(&self, piles: &Vec<u64>) -> Vec<(End, u64)> {
        match (piles.first(), piles.last()) {
            (Some(&first), Some(&last)) => (1..=first)
                .map(|k| (End::Left, k))
                .chain((1..=last).map(|k| (End::Right, k)))
                .collect(),
            _ => Vec::new(),
        }
    }

    fn some_move(&self, piles: &Vec<u64>) -> Option<(End, u64)> {
        piles.first().map(|_| (End::Left, 1))
    }

    fn apply(&self, piles: &Vec<u64>, &(end, k): &(End, u64)) -> Vec<u64> {
        let mut next = piles.clone();
        let i = match end {
            End::Left => 0,
            End::Right => next.len() - 1,
        };
        if next[i] == k {
            next.remove(i);
        } else {
            next[i] -= k;
        }
        next
    }

    fn winning_move(&self, piles: &Vec<u64>) -> Option<(End, u64)> {
        winning_move(piles)
    }

    fn notation(&self) -> &'static str {
        "`L k` or `R k`, take k stones from the leftmost or the rightmost pile"
    }

    fn parse_move(&self, piles: &Vec<u64>, text: &str) -> std::result::Result<(End, u64), String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let &[side, k] = words.as_slice() else {
            return Err("type the end, L or R, and how many stones to take".to_string());
        };
        let end = match side.to_ascii_lowercase().as_str() {
            "l" | "left" => End::Left,
            "r" | "right" => End::Right,
            _ => return Err(format!("{side:?} is not an end of the row: type L or R")),
        };
        let k = k
            .parse::<u64>()
            .map_err(|_| format!("{k:?} is not a number of stones"))?;
        let (name, pile) = match end {
            End::Left => ("leftmost", piles.first()),
            End::Right => ("rightmost", piles.last()),
        };
        match pile {
            None => Err("the row is empty".to_string()),
            _ if k == 0 => Err("a move takes at least one stone".to_string()),
            Some(&p) if k > p => Err(format!("the {name} pile holds only {p}")),
            Some(_) => Ok((end, k)),
        }
    }

    fn show_move(&self, _: &Vec<u64>, &(end, k): &(End, u64)) -> String {
        match end {
            End::Left => format!("L {k}"),
            End::Right => format!("R {k}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The recurrence of the problem's documentation on the sizes themselves, with
    /// branches and the full table.
    fn loses_by_table(a: &[u64]) -> bool {
        let n = a.len();
        let (mut left, mut right) = (vec![vec![0u64; n]; n], vec![vec![0u64; n]; n]);
        let rule = |l: u64, r: u64, x: u64| {
            if x == r {
                0
            } else if (x < l && x < r) || (x > l && x > r) {
                x
            } else if r < x && x <= l {
                x - 1
            } else {
                assert!(l <= x && x < r);
                x + 1
            }
        };
        for i in (0..n).rev() {
            left[i][i] = a[i];
            right[i][i] = a[i];
            for j in i + 1..n {
                left[i][j] = rule(left[i][j - 1], right[i][j - 1], a[j]);
                right[i][j] = rule(right[i + 1][j], left[i + 1][j], a[i]);
            }
        }
        n >= 2 && left[1][n - 1] == a[0]
    }

    #[test]
    fn codes_give_the_answers_of_the_sizes() {
        let mut x = 7u64;
        let mut next = |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        let mut lost = 0;
        for round in 0..4000 {
            let n = 1 + next(10) as usize;
            // Sizes clustered around a few bases, so that p - 1, p, p + 1
            // of different piles meet, near 0, 2^32 and 2^64.
            let bases = [1, 1 << 32, u64::MAX - 8, 1 + next(1 << 40)];
            let base = bases[round % 4];
            // Every other round, sizes 3 apart: p + 1 is no other pile.
            let spread = if round % 8 < 4 { 1 } else { 3 };
            let row: Vec<u64> = (0..n)
                .map(|_| {
                    let d = spread * next(9 / spread);
                    if base > u64::MAX / 2 {
                        base + d
                    } else {
                        base.max(1) + d
                    }
                })
                .collect();
            let want = !loses_by_table(&row);
            assert_eq!(first_player_wins(&row), want, "{row:?}");
            lost += usize::from(!want);
        }
        assert!(lost > 300, "{lost}");
    }

    #[test]
    fn piles_at_the_type_limits() {
        for big in [
            u64::from(u32::MAX) - 1,
            u64::from(u32::MAX),
            u64::MAX - 1,
            u64::MAX,
        ] {
            assert!(!first_player_wins(&[big, big]));
            assert!(first_player_wins(&[big, big - 1]));
            assert!(!first_player_wins(&[big, 1, 1, big]));
            assert!(!first_player_wins(&[1, big, big, 1]));
        }
    }
}
