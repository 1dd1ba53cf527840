//! `anti_nim` against a memoised search of the literal misère game (take
//! any number from one pile; who takes the last stone loses; no theory) over
//! every small multiset of piles and on random inputs, and bad input.

mod common;

use common::Rng;
use cp_games::{input::Input, problems::anti_nim};
use std::collections::HashMap;

/// Whether the player to move wins; `piles` sorted, at least one stone.
fn mover_wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut win = false;
    'moves: for i in 0..piles.len() {
        for take in 1..=piles[i] {
            let mut next = piles.to_vec();
            next[i] -= take;
            if next.iter().all(|&p| p == 0) {
                // This move takes the last stone, and loses.
                continue;
            }
            next.sort_unstable();
            if !mover_wins(&next, memo) {
                win = true;
                break 'moves;
            }
        }
    }
    memo.insert(piles.to_vec(), win);
    win
}

fn brute(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    mover_wins(&sorted, memo)
}

fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "John\n"
    } else {
        "Brother\n"
    }
}

/// Every sorted multiset of `n` piles from `0..=max`.
fn multisets(n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|v: Vec<u64>| {
                let from = v.last().copied().unwrap_or(0);
                (from..=max).map(move |p| [v.clone(), vec![p]].concat())
            })
            .collect();
    }
    all
}

#[test]
fn every_small_multiset_against_exhaustive_search() {
    let mut memo = HashMap::new();
    let mut games = Vec::new();
    let mut expected = String::new();
    for n in 1..=5 {
        for piles in multisets(n, 7) {
            if piles.iter().all(|&p| p == 0) {
                continue;
            }
            let w = brute(&piles, &mut memo);
            assert_eq!(anti_nim::first_player_wins(&piles), w, "{piles:?}");
            expected += answer(w);
            games.push(piles);
        }
    }
    assert!(games.len() > 1000);
    assert!(expected.contains("John") && expected.contains("Brother"));
    let text = common::pile_games_text(&games);
    assert_eq!(common::run_ok("anti_nim", text.as_bytes()), expected);
}

#[test]
fn random_inputs_against_exhaustive_search() {
    let mut memo = HashMap::new();
    let mut rng = Rng::new(3480);
    for case in 0..500 {
        let mut games = Vec::new();
        let mut expected = String::new();
        for _ in 0..rng.range(0, 6) {
            let n = rng.range(1, 6);
            let max = [1, 2, 3, 9][rng.below(4)];
            let mut piles: Vec<u64> = (0..n).map(|_| rng.range(0, max) as u64).collect();
            if piles.iter().all(|&p| p == 0) {
                piles[rng.below(n)] = 1;
            }
            rng.shuffle(&mut piles);
            expected += answer(brute(&piles, &mut memo));
            games.push(piles);
        }
        let text = common::pile_games_text(&games);
        let got = anti_nim::solve(&mut Input::new(text.as_str())).unwrap();
        assert_eq!(got, expected, "case {case}:\n{text}");
        if case % 4 == 0 {
            assert_eq!(common::run_ok("anti_nim", text.as_bytes()), expected);
        }
    }
}

const M: u64 = u64::MAX;

/// Games of `testdata/anti_nim/06-beyond-the-judge.in`, whose answers were
/// worked out by hand from the rules.
fn by_hand(piles: &[u64]) -> Option<bool> {
    let ones = |n: usize| vec![1u64; n];
    // The mirror strategy on two equal piles: copy each move on the other
    // pile, except that when the opponent empties a pile or leaves one
    // stone in it, leave one stone in the other or empty it, so that one
    // single stone remains, for the opponent to take.
    let table: Vec<(Vec<u64>, bool)> = vec![
        (vec![M], true),                         // take all but one stone
        (vec![5000], true),                      // take all but one stone
        (vec![M, M], false),                     // the second player mirrors
        (vec![5000, 5000], false),               // the second player mirrors
        (vec![M, M, 1], true),                   // take the 1, then mirror
        (vec![M, 1, 1], true),                   // leave 1 of M: three single stones
        (ones(60), true),                        // 60 single stones: the second takes the last
        (ones(61), false),                       // 61 single stones: the first takes the last
        ([vec![2], ones(60)].concat(), true),    // take the 2, leaving 60 single stones
        (vec![5000, 1], true),                   // take the 5000
        ([ones(49), vec![5000]].concat(), true), // take the 5000: 49 single stones
    ];
    table
        .into_iter()
        .find(|(p, _)| p.as_slice() == piles)
        .map(|(_, w)| w)
}

#[test]
fn testdata_answers_are_those_of_exhaustive_search() {
    let mut memo = HashMap::new();
    let mut checked = 0;
    for (path, data) in common::testdata_inputs("anti_nim") {
        let text = String::from_utf8(data).unwrap();
        let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
        let mut nums = text.split_whitespace().map(|t| t.parse::<u64>().unwrap());
        let t = nums.next().unwrap();
        let answers: Vec<&str> = out.lines().collect();
        assert_eq!(answers.len() as u64, t, "{}", path.display());
        for answer_line in answers {
            let n = nums.next().unwrap();
            let piles: Vec<u64> = (0..n).map(|_| nums.next().unwrap()).collect();
            // Games too large to search are worked out by hand below.
            let w = if piles.len() <= 8 && piles.iter().all(|&p| p <= 9) {
                checked += 1;
                brute(&piles, &mut memo)
            } else {
                by_hand(&piles)
                    .unwrap_or_else(|| panic!("{}: no hand answer for {piles:?}", path.display()))
            };
            assert_eq!(
                answer_line,
                answer(w).trim_end(),
                "{} {piles:?}",
                path.display()
            );
        }
    }
    assert!(checked >= 15, "only {checked} games searched");
}

#[test]
fn bad_input() {
    let bin = "anti_nim";
    for (input, needle) in [
        (
            "2\n3\n3 5 1\n",
            "line 3: game 2: expected the number of piles n, found the end of the input",
        ),
        (
            "2\n3\n3 5 1\n1\n",
            "line 4: game 2, pile 1: n = 1 pile, but no pile follows",
        ),
        (
            "1\n3\n3 5\n",
            "line 3: game 1, pile 3: n = 3 piles, but only 2 piles follow",
        ),
        (
            "1\n2\n0 0\n",
            "line 3: game 1 has no stones, so it has no last stone to take",
        ),
        ("1\n0\n", "line 2: game 1 has no stones"),
        (
            "1\n3\n3 -5 1\n",
            "line 3: game 1, pile 2: a pile size must not be negative, found \"-5\"",
        ),
        (
            "1\n1\n18446744073709551616\n",
            "line 3: game 1, pile 1: a pile size is too large",
        ),
        (
            "1\n100000\n1 2 3\n",
            "line 3: game 1: n = 100000 piles, but only 3 piles follow",
        ),
        (
            "1\n1\n1\n2\n",
            "line 4: unexpected \"2\" after the end of the data",
        ),
        ("x\n", "line 1: expected the number of games T, found \"x\""),
        (
            "2\n1 x\n",
            "line 2: game 1, pile 1: expected a pile size, found \"x\"",
        ),
        (
            "3\n1 1\n1 1\n",
            "line 3: game 3: expected the number of piles n, found the end of the input",
        ),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}
