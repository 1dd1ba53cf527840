//! `stone_merge` and `stone_merge_icpc` (the same game in the contest's
//! `Case #x: Alice` format) against an exhaustive search of the literal game
//! (the state is the multiset of piles; a move takes one stone from a pile
//! or merges two piles) on every small multiset and thousands of random
//! games, huge piles against the reduction, and a table of bad inputs.

use crate::common;

use common::{picture, Rng};
use cp_games::input::Input;
use cp_games::problems::stone_merge;
use cp_games::strategy::Strategy;
use std::collections::HashMap;

/// The successors of a row by the rules: one stone taken from a pile (a
/// pile of one stone is gone), or two piles merged (the merged pile where
/// the first of the two was).
fn literal_moves<T>(piles: &[T]) -> Vec<Vec<T>>
where
    T: Copy + PartialEq + From<u8> + std::ops::AddAssign + std::ops::SubAssign,
{
    let mut out = Vec::new();
    for i in 0..piles.len() {
        let mut next = piles.to_vec();
        if next[i] == T::from(1) {
            next.remove(i);
        } else {
            next[i] -= T::from(1);
        }
        out.push(next);
        for j in i + 1..piles.len() {
            let mut next = piles.to_vec();
            let moved = next[j];
            next[i] += moved;
            next.remove(j);
            out.push(next);
        }
    }
    out
}

/// Whether the player to move wins with the piles `piles` (sorted), by
/// trying every move. No theory.
fn wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let options = literal_moves(piles);
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

#[test]
fn strategy_against_every_reply() {
    // Every row of up to 4 piles of 1 to 4 stones, and random rows of 5
    // to 7 piles of at most 17 stones in all.
    let mut starts: Vec<Vec<u128>> = Vec::new();
    for n in 0..=4u32 {
        for code in 0..4u128.pow(n) {
            starts.push((0..n).map(|i| 1 + code / 4u128.pow(i) % 4).collect());
        }
    }
    let mut rng = Rng::new(1500);
    while starts.len() < 1000 {
        let n = rng.range(5, 7);
        let row: Vec<u128> = (0..n).map(|_| rng.range(1, 4) as u128).collect();
        if row.iter().sum::<u128>() <= 17 {
            starts.push(row);
        }
    }
    let report = common::adversary::check(
        &cp_games::strategy::stone_merge::StoneMerge,
        &starts,
        |p: &Vec<u128>| literal_moves(p),
        false,
        500_000,
    );
    assert!(report.positions > 10_000, "{report:?}");
    assert!(report.positions - report.won > 1000, "{report:?}");
    println!("{report:?}");
}

/// Checks the winning move of `piles` against the verdict: of its kind,
/// legal, and leaving a lost position; `None` exactly on lost positions.
fn check_move(piles: &[u64]) -> bool {
    use cp_games::strategy::stone_merge::{Kind, Move};
    let verdict = stone_merge::first_player_wins(&[piles])[0];
    let Some((kind, m)) = cp_games::strategy::stone_merge::winning_move(piles) else {
        assert!(!verdict, "{piles:?}");
        return false;
    };
    assert!(verdict, "{piles:?}");
    let mut next = piles.to_vec();
    let kind_ok = match m {
        Move::Take(i) => {
            let p = piles[i];
            if p == 1 {
                next.remove(i);
            } else {
                next[i] -= 1;
            }
            kind == [Kind::TakeOne, Kind::TakeTwo, Kind::TakeBig][p.min(3) as usize - 1]
        }
        Move::Merge(i, j) => {
            assert!(i < j && j < piles.len(), "{piles:?}: {m:?}");
            let (x, y) = (piles[i], piles[j]);
            next[i] = x.checked_add(y).expect("no overflow in the tests' rows");
            next.remove(j);
            kind == match (x == 1, y == 1) {
                (true, true) => Kind::MergeOnes,
                (false, false) => Kind::MergeBig,
                _ => Kind::MergeOneBig,
            }
        }
    };
    assert!(kind_ok, "{piles:?}: {m:?} is not of kind {kind:?}");
    assert!(
        !stone_merge::first_player_wins(&[&next])[0],
        "{piles:?}: {m:?}"
    );
    true
}

#[test]
fn winning_moves_on_large_games_reach_lost_positions() {
    let mut rng = Rng::new(4111);
    let (mut won, mut lost) = (0, 0);
    for i in 0..5000 {
        let n = rng.range(1, 60);
        let piles: Vec<u64> = (0..n)
            .map(|_| match (i + rng.below(2)) % 3 {
                0 => 1,
                1 => rng.range(1, 4) as u64,
                _ => rng.next_u64() >> 2,
            })
            .collect();
        if check_move(&piles) {
            won += 1;
        } else {
            lost += 1;
        }
    }
    assert!(won > 2000 && lost > 500, "{won} {lost}");
    // Judge sizes: 50 piles of 1000, 4000 games of them through --explain.
    let game = format!("50\n{}\n", vec!["1000"; 50].join(" "));
    let out = common::explain("stone_merge", &format!("4000\n{}", game.repeat(4000)));
    assert_eq!(
        out.matches("Winning move: take 1 (take a stone from a pile of 3 or more)")
            .count(),
        4000
    );
}

#[test]
fn explain_gives_the_summary_and_the_move() {
    for bin in ["stone_merge", "stone_merge_icpc"] {
        let out = common::explain(bin, "3\n3\n1 1 2\n2\n3 4\n2\n1 1\n");
        let rule = "The rule (worked out from the moves of (a, b)): the player to move loses \
                    exactly when a is a multiple of 6 and b is even, when a is 2 or 4 more than \
                    a multiple of 6 and b is even and at least 4, or when a is 3 more than a \
                    multiple of 6 and b is 0 or 2; in every other case the player to move wins. \
                    So six more piles of one stone never change who wins, and neither do 2 \
                    more moves among the bigger piles once b is 5 or more.\n";
        assert_eq!(
            out,
            format!(
                "Game 1:\n3 piles: 1 1 2\nSummary (a, b) = (2, 2): a = 2 (piles of one stone), \
                 b = 2 stones in the bigger piles + 1 - 1 = 2 (the moves left among them).\n\
                 {rule}Here a = 2 is 2 more than a multiple of 6 and b = 2 is less than 4.\n\
                 The player to move (Alice) wins.\n\
                 Winning move: take 3 (take a stone from a 2-pile, leaving a 1-pile): the \
                 summary becomes (3, 0), lost for the player to move.\n\
                 \nGame 2:\n2 piles: 3 4\nSummary (a, b) = (0, 8): a = 0 (piles of one stone), \
                 b = 7 stones in the bigger piles + 2 - 1 = 8 (the moves left among them).\n\
                 {rule}Here a = 0 is a multiple of 6 and b = 8 is even.\n\
                 The player to move (Alice) loses: every kind of move leads to a summary won \
                 for the player to move.\n\
                 \nGame 3:\n2 piles: 1 1\nSummary (a, b) = (2, 0): a = 2 (piles of one stone), \
                 b = 0 (no bigger piles).\n\
                 {rule}Here a = 2 is 2 more than a multiple of 6 and b = 0 is less than 4.\n\
                 The player to move (Alice) wins.\n\
                 Winning move: merge 1 2 (merge two 1-piles): the summary becomes (0, 2), lost \
                 for the player to move.\n"
            )
        );
    }
    // Huge piles and many 1-piles: the reduced summary is named, and a long
    // row is cut short.
    let max = u64::MAX;
    let ones = vec!["1"; 100].join(" ");
    let out = common::explain("stone_merge", &format!("1\n102\n{ones} {max} {max}\n"));
    assert!(
        out.contains(
            "102 piles: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 \
             1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 ... (102 piles)\n\
             Summary (a, b) = (100, 36893488147419103231), the same result as (64, 63): \
             a = 100 (piles of one stone), b = 36893488147419103230 stones in the bigger \
             piles + 2 - 1 = 36893488147419103231"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "Here a = 100 is 4 more than a multiple of 6 and b = 36893488147419103231 is odd.\n\
             The player to move (Alice) wins."
        ),
        "{out}"
    );
}

/// The program's reply as the session plays it.
fn program(piles: &[u64]) -> cp_games::strategy::stone_merge::Move {
    cp_games::strategy::stone_merge::winning_move(piles)
        .map_or(cp_games::strategy::stone_merge::Move::Take(0), |(_, m)| m)
}

fn apply(piles: &mut Vec<u64>, m: cp_games::strategy::stone_merge::Move) -> String {
    match m {
        cp_games::strategy::stone_merge::Move::Take(i) => {
            if piles[i] == 1 {
                piles.remove(i);
            } else {
                piles[i] -= 1;
            }
            format!("take {}\n", i + 1)
        }
        cp_games::strategy::stone_merge::Move::Merge(i, j) => {
            piles[i] += piles[j];
            piles.remove(j);
            format!("merge {} {}\n", j + 1, i + 1)
        }
    }
}

/// A whole session from `piles` with the person second: the program plays
/// on even plies, the person `person`'s move on odd ones. Returns what the
/// person types and how many plies there were.
fn session(
    mut piles: Vec<u64>,
    person: impl Fn(&[u64]) -> cp_games::strategy::stone_merge::Move,
) -> (String, usize) {
    let mut script = String::from("second\n");
    let mut plies = 0;
    while !piles.is_empty() {
        if plies % 2 == 0 {
            let m = program(&piles);
            apply(&mut piles, m);
        } else {
            let m = person(&piles);
            script += &apply(&mut piles, m);
        }
        plies += 1;
    }
    (script, plies)
}

#[test]
fn play_sessions() {
    for bin in ["stone_merge", "stone_merge_icpc"] {
        // The program moves first from a won position; the person merges
        // the last two piles when there are two, else takes from pile 1.
        let (script, plies) = session(vec![1, 1, 2], |piles| {
            let n = piles.len();
            if n >= 2 {
                cp_games::strategy::stone_merge::Move::Merge(n - 2, n - 1)
            } else {
                cp_games::strategy::stone_merge::Move::Take(0)
            }
        });
        assert_eq!(plies % 2, 1, "the program made the last move");
        let out = common::play(bin, "engine-wins", "1\n3\n1 1 2\n", &script);
        assert!(out.starts_with("Piles: 1 1 2\n"), "{out}");
        assert!(
            out.contains("I play take 3 (as Alice).\nPiles: 1 1 1\n"),
            "{out}"
        );
        assert!(out.ends_with("You have no move left. I win.\n"), "{out}");

        // The person moves second from a lost position and wins with the
        // strategy.
        let (script, plies) = session(vec![3, 4], |piles| {
            cp_games::strategy::stone_merge::winning_move(piles)
                .unwrap()
                .1
        });
        assert_eq!(plies % 2, 0, "the person made the last move");
        let out = common::play(bin, "person-wins", "1\n2\n3 4\n", &script);
        assert!(
            out.contains("I play take 1 (as Alice).\nPiles: 2 4\n"),
            "{out}"
        );
        assert!(out.ends_with("I have no move left. You win.\n"), "{out}");

        // Illegal and malformed moves, hint, then the end of input.
        let out = common::play(
            bin,
            "illegal",
            "1\n3\n1 1 2\n",
            "first\ntake 4\ntake\nmerge 2 2\nmerge 1\nmerge 1 x\nsplit 1\nhint\nMERGE 3 1\n",
        );
        for want in [
            "\"4\" is not a pile: they are numbered 1 to 3. Type help for help.\n",
            "Type take and one pile.",
            "Merging takes two different piles.",
            "Type merge and two piles.",
            "\"x\" is not a pile: they are numbered 1 to 3.",
            "Type take i or merge i j.",
            "A winning move: take 3.\n",
            "Your move (as Alice): Piles: 3 1\nI play ",
        ] {
            assert!(out.contains(want), "{want:?} missing from {out}");
        }
        assert!(
            out.ends_with("Your move (as Alice): \nEnd of input: the game stops here. Goodbye.\n"),
            "{out}"
        );
        // Two piles of 2^64 - 1: merged, they hold more than u64 counts.
        let max = u64::MAX;
        let out = common::play(
            bin,
            "huge",
            &format!("1\n2\n{max} {max}\n"),
            "second\nmerge 2 1\n",
        );
        assert!(
            out.contains(
                "I play take 1 (as Alice).\nPiles: 18446744073709551614 18446744073709551615\n"
            ) && out.contains(
                "Piles: 36893488147419103229\nI play take 1 (as Alice).\n\
                 Piles: 36893488147419103228\n"
            ),
            "{out}"
        );
    }
}

/// The drawing of `piles`: every click a legal move as `show_move` writes
/// it, none twice; the moves with their marks.
fn drawn(piles: &[u128]) -> Vec<(cp_games::strategy::stone_merge::Move, bool)> {
    picture::drawn_wins(
        &cp_games::strategy::stone_merge::StoneMerge,
        &piles.to_vec(),
        200_000,
    )
}

#[test]
fn drawing_offers_every_move_and_marks_the_winning_ones() {
    let game = cp_games::strategy::stone_merge::StoneMerge;
    let mut memo = HashMap::new();
    let mut rng = Rng::new(4111);
    let mut won = 0;
    for case in 0..300 {
        let n = rng.range(0, 5);
        let max = [1, 3, 5][case % 3];
        let piles: Vec<u128> = (0..n).map(|_| rng.range(1, max) as u128).collect();
        let clicked = drawn(&piles);
        let mut got: Vec<_> = clicked.iter().map(|c| c.0).collect();
        let mut all = game.moves(&piles);
        let key = |m: &cp_games::strategy::stone_merge::Move| match *m {
            cp_games::strategy::stone_merge::Move::Take(i) => (i, usize::MAX),
            cp_games::strategy::stone_merge::Move::Merge(i, j) => (i, j),
        };
        got.sort_by_key(key);
        all.sort_by_key(key);
        assert_eq!(got, all, "{piles:?}");
        for (m, win) in clicked {
            let mut next: Vec<u64> = game.apply(&piles, &m).iter().map(|&p| p as u64).collect();
            next.sort_unstable();
            assert_eq!(win, !wins(&next, &mut memo), "{piles:?}: {m:?}");
            won += usize::from(win);
        }
    }
    assert!(won > 100, "{won}");
}

#[test]
fn drawing_of_huge_piles_and_long_rows_stays_small_and_offers_a_winning_move() {
    drawing_of_huge_piles_and_long_rows_stays_small_and_offers_a_winning_move_in(60);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn drawing_of_huge_piles_and_long_rows_stays_small_and_offers_a_winning_move_full() {
    drawing_of_huge_piles_and_long_rows_stays_small_and_offers_a_winning_move_in(200);
}

/// [`drawing_of_huge_piles_and_long_rows_stays_small_and_offers_a_winning_move`] on `cases` seeded cases (the
/// quick tier's 60, the full tier's 200).
fn drawing_of_huge_piles_and_long_rows_stays_small_and_offers_a_winning_move_in(cases: usize) {
    let mut rng = Rng::new(1500);
    for case in 0..cases {
        let n = [1, 2, 5, 30, 2000][case % 5];
        let piles: Vec<u128> = (0..n)
            .map(|_| match rng.below(3) {
                0 => u128::from(rng.next_u64().max(1)),
                1 => u128::from((rng.next_u64() >> rng.below(64)).max(1)),
                _ => rng.range(1, 3) as u128,
            })
            .collect();
        let clicked = drawn(&piles);
        let won = cp_games::strategy::stone_merge::winning_move(&piles).is_some();
        assert_eq!(clicked.iter().any(|c| c.1), won, "{piles:?}");
        for (m, win) in clicked {
            let next = cp_games::strategy::Strategy::apply(
                &cp_games::strategy::stone_merge::StoneMerge,
                &piles,
                &m,
            );
            let lost = cp_games::strategy::stone_merge::winning_move(&next).is_none();
            assert_eq!(win, lost, "{piles:?}: {m:?}");
        }
    }
}
