//! anti_nim: the strategy.

use crate::problems::anti_nim::winning_move;

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
