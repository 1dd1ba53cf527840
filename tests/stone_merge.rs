//! `stone_merge` and `stone_merge_icpc` (the same game in the contest's
//! `Case #x: Alice` format) against an exhaustive search of the literal game
//! (the state is the multiset of piles; a move takes one stone from a pile
//! or merges two piles) on every small multiset and thousands of random
//! games, huge piles against the reduction, and a table of bad inputs.

mod common;

use common::Rng;
use cp_games::input::Input;
use cp_games::problems::stone_merge;
use std::collections::HashMap;

/// Whether the player to move wins with the piles `piles` (sorted), by
/// trying every move. No theory.
fn wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut options = Vec::new();
    for i in 0..piles.len() {
        let mut next = piles.to_vec();
        if next[i] == 1 {
            next.remove(i);
        } else {
            next[i] -= 1;
        }
        options.push(next);
        for j in i + 1..piles.len() {
            let mut next = piles.to_vec();
            next[i] += next[j];
            next.remove(j);
            options.push(next);
        }
    }
    let win = options.into_iter().any(|mut next| {
        next.sort_unstable();
        !wins(&next, memo)
    });
    memo.insert(piles.to_vec(), win);
    win
}

/// The judge's answer lines for `games`, by exhaustive search.
fn answers(games: &[Vec<u64>], memo: &mut HashMap<Vec<u64>, bool>) -> String {
    games
        .iter()
        .map(|g| {
            let mut sorted = g.clone();
            sorted.sort_unstable();
            if wins(&sorted, memo) {
                "YES\n"
            } else {
                "NO\n"
            }
        })
        .collect()
}

/// Every multiset of piles with at most `total` stones, sorted.
fn multisets(total: u64, min: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
    out.push(prefix.clone());
    for p in min..=total {
        prefix.push(p);
        multisets(total - p, p, prefix, out);
        prefix.pop();
    }
}

#[test]
fn every_small_multiset() {
    let mut all = Vec::new();
    multisets(22, 1, &mut Vec::new(), &mut all);
    let mut memo = HashMap::new();
    let expected: Vec<bool> = all.iter().map(|g| wins(g, &mut memo)).collect();
    let games: Vec<&[u64]> = all.iter().map(Vec::as_slice).collect();
    let got = stone_merge::first_player_wins(&games);
    for ((g, e), w) in all.iter().zip(&expected).zip(&got) {
        assert_eq!(w, e, "piles {g:?}");
    }
    let won = expected.iter().filter(|&&w| w).count();
    assert!(
        all.len() > 4000 && won > 1000 && won < all.len() - 1000,
        "{won} of {}",
        all.len()
    );
}

#[test]
fn against_exhaustive_search_of_random_games() {
    let mut rng = Rng::new(1321);
    let mut memo = HashMap::new();
    for case in 0..600 {
        let games: Vec<Vec<u64>> = (0..rng.range(1, 8))
            .map(|_| {
                let n = rng.range(1, 6);
                let max = [1, 2, 3, 6][rng.below(4)];
                (0..n).map(|_| rng.range(1, max) as u64).collect()
            })
            .collect();
        let text = common::pile_games_text(&games);
        let expected = answers(&games, &mut memo);
        let got = stone_merge::solve(&mut Input::new(text.as_str()));
        assert_eq!(got.as_ref(), Ok(&expected), "input:\n{text}");
        if case % 6 == 0 {
            assert_eq!(
                common::run_ok("stone_merge", text.as_bytes()),
                expected,
                "input:\n{text}"
            );
        }
        if case % 6 == 3 {
            assert_eq!(
                common::run_ok("stone_merge_icpc", text.as_bytes()),
                icpc(&expected),
                "input:\n{text}"
            );
        }
    }
}

/// `YES`/`NO` lines in the contest's format.
fn icpc(answers: &str) -> String {
    answers
        .lines()
        .enumerate()
        .map(|(i, l)| {
            let winner = if l == "YES" { "Alice" } else { "Bob" };
            format!("Case #{}: {winner}\n", i + 1)
        })
        .collect()
}

#[test]
fn icpc_format_of_the_same_answers() {
    for (path, input) in common::testdata_inputs("stone_merge_icpc") {
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(
            icpc(&common::run_ok("stone_merge", &input)),
            expected,
            "{}",
            path.display()
        );
    }
    // HDU's T = 4000, against the exhaustive search.
    let mut rng = Rng::new(4000);
    let mut memo = HashMap::new();
    let games: Vec<Vec<u64>> = (0..4000)
        .map(|_| {
            (0..rng.range(1, 5))
                .map(|_| rng.range(1, 4) as u64)
                .collect()
        })
        .collect();
    let expected = answers(&games, &mut memo);
    let text = common::pile_games_text(&games);
    assert_eq!(
        common::run_ok("stone_merge_icpc", text.as_bytes()),
        icpc(&expected)
    );
}

#[test]
fn huge_piles_and_many_games() {
    // The results are periodic: in the number of 1-piles with period 6, and
    // in b = (sum of the big piles) + (their number) - 1 with period 2 once
    // b >= 5 (proved in src/stone_merge.rs). So a small game and the same
    // game with 6k more 1-piles and, when b >= 5, 2k more stones on a big
    // pile have the same result, far past the memo's range.
    let mut rng = Rng::new(4111);
    let mut memo = HashMap::new();
    let (mut small_games, mut big_games) = (Vec::new(), Vec::new());
    for _ in 0..300 {
        let n = rng.range(1, 5);
        let mut small: Vec<u64> = (0..n).map(|_| rng.range(1, 5) as u64).collect();
        small.sort_unstable();
        let big_piles: Vec<u64> = small.iter().copied().filter(|&p| p > 1).collect();
        let b = (big_piles.iter().sum::<u64>() + big_piles.len() as u64).saturating_sub(1);
        let mut big = small.clone();
        if b >= 5 {
            *big.iter_mut().find(|p| **p > 1).unwrap() += 2 * (rng.next_u64() >> 2);
        }
        big.extend(std::iter::repeat(1).take(6 * rng.range(0, 30)));
        small_games.push(small);
        big_games.push(big);
    }
    let big_slices: Vec<&[u64]> = big_games.iter().map(Vec::as_slice).collect();
    let got = stone_merge::first_player_wins(&big_slices);
    for ((small, big), got) in small_games.iter().zip(&big_games).zip(got) {
        let expected = wins(small, &mut memo);
        assert_eq!(
            got,
            expected,
            "{small:?} grown to {} piles, sum {}",
            big.len(),
            big.iter().map(|&p| p as u128).sum::<u128>()
        );
    }
    let max = u64::MAX;
    let text = format!("3\n2\n{max} {max}\n3\n1 {max} {max}\n1\n{max}\n");
    // Only big piles: the first player wins iff b is odd (b = 2^65 - 1 and
    // 2^64 - 1); one 1-pile and big piles: rows a = 1 (mod 6) are all won.
    let expected: Vec<&str> = ["YES", "YES", "YES"].to_vec();
    let out = common::run_ok("stone_merge", text.as_bytes());
    assert_eq!(out.lines().collect::<Vec<_>>(), expected, "{text}");
    // T past the statement's 100.
    let many = format!("5000\n{}", "3\n1 1 2\n".repeat(5000));
    assert_eq!(
        common::run_ok("stone_merge", many.as_bytes()),
        "YES\n".repeat(5000)
    );
    assert_eq!(
        common::run_ok("stone_merge", b"2\n0\n\n1\n1\n"),
        "NO\nYES\n"
    );
}

#[test]
fn bad_input() {
    for (input, needle) in common::PILE_GAMES_BAD_INPUT {
        common::assert_error("stone_merge", input.as_bytes(), needle);
        common::assert_error("stone_merge_icpc", input.as_bytes(), needle);
    }
}
