//! anti_nim: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::anti_nim`](crate::problems::anti_nim).

/// Whether the player to move wins misère Nim with these piles (empty piles
/// allowed). With no stones at all it returns `true`: the opponent took the
/// last one.
///
/// # Complexity
/// O(n).
pub fn first_player_wins(piles: &[u64]) -> bool {
    let xor = piles.iter().fold(0, |x, &p| x ^ p);
    if piles.iter().any(|&p| p > 1) {
        xor != 0
    } else {
        xor == 0
    }
}

/// A winning move: `(i, k)`, take k stones from pile i (0-based), leaving
/// a position lost for the player to move; `None` when the position is lost,
/// or has no stones left (then the player to move has already won: the
/// opponent took the last stone).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use cp_games::strategy::anti_nim::winning_move;
/// assert_eq!(winning_move(&[3, 5, 1]), Some((1, 3))); // 3 2 1: xor 0
/// assert_eq!(winning_move(&[1, 4]), Some((1, 4))); // leave one single stone
/// assert_eq!(winning_move(&[1, 1, 4]), Some((2, 3))); // leave three
/// assert_eq!(winning_move(&[1, 1]), Some((0, 1)));
/// assert_eq!(winning_move(&[2, 2]), None);
/// ```
pub fn winning_move(piles: &[u64]) -> Option<(usize, u64)> {
    if !first_player_wins(piles) {
        return None;
    }
    let xor = piles.iter().fold(0, |x, &p| x ^ p);
    let mut big = piles.iter().enumerate().filter(|&(_, &p)| p > 1);
    match (big.next(), big.next()) {
        // Only single stones, an even number of them (or none).
        (None, _) => piles.iter().position(|&p| p == 1).map(|i| (i, 1)),
        // One big pile: the single stones elsewhere number `xor ^ p`
        // modulo 2; leave an odd number of single stones in all.
        (Some((i, &p)), None) => {
            let others_odd = (xor ^ p) & 1 == 1;
            Some((i, if others_odd { p } else { p - 1 }))
        }
        // Two big piles or more: normal Nim; one of them stays big.
        _ => piles
            .iter()
            .position(|&p| p ^ xor < p)
            .map(|i| (i, piles[i] - (piles[i] ^ xor))),
    }
}

/// Misère Nim for `--explain` and `--play`: a position is the row of
/// piles (emptied piles stay in place, as 0), a move `(i, k)` takes k
/// stones from pile i (0-based; typed 1-based as `i k`).
pub struct AntiNim;

impl crate::strategy::Strategy for AntiNim {
    type Position = Vec<u64>;

    type Move = (usize, u64);

    fn players(&self) -> [&'static str; 2] {
        ["John", "Brother"]
    }

    fn moves(&self, piles: &Vec<u64>) -> Vec<(usize, u64)> {
        let mut out = Vec::new();
        for (i, &p) in piles.iter().enumerate() {
            out.extend((1..=p).map(|k| (i, k)));
        }
        out
    }

    fn some_move(&self, piles: &Vec<u64>) -> Option<(usize, u64)> {
        piles.iter().position(|&p| p > 0).map(|i| (i, 1))
    }

    fn apply(&self, piles: &Vec<u64>, &(i, k): &(usize, u64)) -> Vec<u64> {
        let mut next = piles.clone();
        next[i] -= k;
        next
    }

    fn stuck_wins(&self, _: &Vec<u64>) -> bool {
        true
    }

    fn winning_move(&self, piles: &Vec<u64>) -> Option<(usize, u64)> {
        winning_move(piles)
    }

    fn notation(&self) -> &'static str {
        "`i k`, take k stones from pile i (piles numbered from 1)"
    }

    fn parse_move(
        &self,
        piles: &Vec<u64>,
        text: &str,
    ) -> std::result::Result<(usize, u64), String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let &[i, k] = words.as_slice() else {
            return Err("type two numbers, the pile and how many stones to take".to_string());
        };
        let n = piles.len();
        let i = match i.parse::<usize>() {
            Ok(i) if (1..=n).contains(&i) => i - 1,
            _ => return Err(format!("{i:?} is not a pile: they are numbered 1 to {n}")),
        };
        let k = k
            .parse::<u64>()
            .map_err(|_| format!("{k:?} is not a number of stones"))?;
        match piles[i] {
            0 => Err(format!("pile {} is empty", i + 1)),
            _ if k == 0 => Err("a move takes at least one stone".to_string()),
            p if k > p => Err(format!("pile {} holds only {p}", i + 1)),
            _ => Ok((i, k)),
        }
    }

    fn show_move(&self, _: &Vec<u64>, &(i, k): &(usize, u64)) -> String {
        format!("{} {k}", i + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_stones_and_big_piles() {
        assert!(!first_player_wins(&[1]));
        assert!(first_player_wins(&[1, 1]));
        assert!(!first_player_wins(&[1, 1, 1]));
        // One big pile: take all but one, or all of it.
        assert!(first_player_wins(&[7]));
        assert!(first_player_wins(&[2, 1]));
        assert!(!first_player_wins(&[2, 2]));
        assert!(first_player_wins(&[3, 5, 1]));
        assert!(first_player_wins(&[0, 0, 1, 1, 0]));
    }
}
