//! `cp_games::strategy::decreasing_game` (Codeforces 1839E "Decreasing
//! Game") against an exhaustive search of the literal rules: each round the
//! first player picks i with a_i > 0, the second j != i with a_j > 0, both
//! drop by min(a_i, a_j); who cannot pick loses. No theory in the search.
//! Then the strategy against every reply from small starts, whole games at
//! n = 300 against a random opponent, equal-split detection on crafted
//! arrays, and the notation.

use crate::common;

use common::Rng;
use cp_games::strategy::decreasing_game::{second_player_wins, DecreasingGame, Position, Split};
use cp_games::strategy::Strategy;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// The values after the round (i, j), by the rules.
fn round(values: &[u32], i: usize, j: usize) -> Vec<u32> {
    let mut next = values.to_vec();
    let d = next[i].min(next[j]);
    next[i] -= d;
    next[j] -= d;
    next
}

/// Whether the first player (to pick) wins on `values` by the literal
/// rules, memoised on the sorted values (the rules do not depend on the
/// order). The recursion goes one level per round and a round lowers the
/// total by at least 2: small arrays only.
fn first_wins(values: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    let mut key = values.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let n = key.len();
    let mut win = false;
    for i in (0..n).filter(|&i| key[i] > 0) {
        // i wins when every answer leaves a position the first player wins
        // (no answer at all: the second player is stuck).
        let mut all = true;
        for j in (0..n).filter(|&j| j != i && key[j] > 0) {
            if !first_wins(&round(&key, i, j), memo) {
                all = false;
                break;
            }
        }
        if all {
            win = true;
            break;
        }
    }
    memo.insert(key, win);
    win
}

/// Whether some subset of `values` has half the total, by trying every
/// subset (small arrays).
fn equal_split_by_subsets(values: &[u32]) -> bool {
    let total: u32 = values.iter().sum();
    (0u32..1 << values.len()).any(|mask| {
        let sum: u32 = (0..values.len())
            .filter(|&k| mask >> k & 1 == 1)
            .map(|k| values[k])
            .sum();
        2 * sum == total
    })
}

/// Whether some subset of `values` has half the total, by a table of
/// reachable sums (any size).
fn equal_split_by_table(values: &[u32]) -> bool {
    let total: usize = values.iter().map(|&v| v as usize).sum();
    if total % 2 == 1 {
        return false;
    }
    let half = total / 2;
    let mut reach = vec![false; half + 1];
    reach[0] = true;
    for &v in values {
        let v = v as usize;
        for t in (v..=half).rev() {
            reach[t] |= reach[t - v];
        }
    }
    reach[half]
}

/// Checks `Split::find` on `values` against `expected`: a split found must
/// cover every value and have parts of equal sums, added up here.
fn check_split(values: &[u32], expected: bool) {
    let found = Split::find(values);
    assert_eq!(found.is_some(), expected, "{values:?}");
    assert_eq!(second_player_wins(values), expected, "{values:?}");
    if let Some(split) = found {
        assert_eq!(split.part.len(), values.len(), "{values:?}");
        let mut sums = [0u64; 2];
        for (k, &v) in values.iter().enumerate() {
            sums[usize::from(split.part[k])] += u64::from(v);
        }
        assert_eq!(sums[0], sums[1], "{values:?}: {split:?}");
        assert!(split.is_equal(values), "{values:?}");
    }
}

/// Every array of `n` values from `0..=max`.
fn arrays(n: u32, max: u32) -> impl Iterator<Item = Vec<u32>> {
    let base = max + 1;
    (0..base.pow(n)).map(move |code| (0..n).map(|k| code / base.pow(k) % base).collect())
}

/// The theory's verdict (and its split) against the search on every array
/// of up to `n` values of at most `max`; how many arrays, how many won by
/// the second player.
fn every_array(n: u32, max: u32) -> (usize, usize) {
    let mut memo = HashMap::new();
    let (mut arrays_seen, mut second) = (0, 0);
    for len in 1..=n {
        for values in arrays(len, max) {
            let second_wins = !first_wins(&values, &mut memo);
            assert_eq!(equal_split_by_subsets(&values), second_wins, "{values:?}");
            check_split(&values, second_wins);
            arrays_seen += 1;
            second += usize::from(second_wins);
        }
    }
    (arrays_seen, second)
}

#[test]
fn verdict_on_every_small_array_against_the_search() {
    let (all, second) = every_array(4, 4);
    assert_eq!(all, 5 + 25 + 125 + 625);
    assert!(second > 150 && all - second > 150, "{second} of {all}");
    let (all, second) = every_array(5, 6);
    assert!(second > 3000 && all - second > 3000, "{second} of {all}");
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn verdict_on_every_larger_array_against_the_search() {
    let (all, second) = every_array(6, 8);
    assert!(
        second > 100_000 && all - second > 100_000,
        "{second} of {all}"
    );
    let (all, second) = every_array(7, 4);
    assert!(
        second > 10_000 && all - second > 10_000,
        "{second} of {all}"
    );
}

#[test]
fn verdict_on_random_small_arrays_against_the_search() {
    let mut memo = HashMap::new();
    let mut rng = Rng::new(1839);
    let mut second = 0;
    for case in 0..5000 {
        let n = rng.range(1, 8);
        let max = [1, 2, 3, 5, 8, 12][case % 6];
        let values: Vec<u32> = (0..n).map(|_| rng.range(1, max) as u32).collect();
        let second_wins = !first_wins(&values, &mut memo);
        assert_eq!(equal_split_by_subsets(&values), second_wins, "{values:?}");
        check_split(&values, second_wins);
        second += usize::from(second_wins);
    }
    assert!(second > 1500 && second < 3500, "{second}");
}

/// The positions one half-move leads to, by the literal rules.
fn literal(p: &Position) -> Vec<Position> {
    let n = p.values.len();
    match p.pending {
        None => (0..n)
            .filter(|&i| p.values[i] > 0)
            .map(|i| Position {
                values: p.values.clone(),
                pending: Some(i),
            })
            .collect(),
        Some(i) => (0..n)
            .filter(|&j| j != i && p.values[j] > 0)
            .map(|j| Position {
                values: round(&p.values, i, j),
                pending: None,
            })
            .collect(),
    }
}

#[test]
fn strategy_against_every_reply() {
    // Every array of 1 to 3 values of 0 to 5 and of 4 values of 0 to 3,
    // and random arrays of 5 and 6 values of 1 to 4.
    let mut starts: Vec<Position> = Vec::new();
    for n in 1..=3 {
        starts.extend(arrays(n, 5).map(Position::start));
    }
    starts.extend(arrays(4, 3).map(Position::start));
    let mut rng = Rng::new(1839);
    for _ in 0..150 {
        let n = rng.range(5, 6);
        let values = (0..n).map(|_| rng.range(1, 4) as u32).collect();
        starts.push(Position::start(values));
    }
    // Mid-round starts too: the second player to answer.
    let picked: Vec<Position> = starts.iter().flat_map(literal).collect();
    starts.extend(picked);
    let report = common::adversary::check(&DecreasingGame, &starts, literal, false, 500_000);
    assert!(report.positions > 20_000, "{report:?}");
    assert!(report.won * 4 > report.positions, "{report:?}");
    assert!(report.positions - report.won > 5000, "{report:?}");
    println!("{report:?}");
}

/// Plays the game on `values` to its end: the side the strategy says wins
/// plays `winning_move` (or, as the second player with `keep_split`, the
/// answers of one split found at the start), the other side random legal
/// moves. Returns how many rounds were played and the time the strategy
/// took (its split at the start included); fails unless the strategy's
/// side wins.
fn play_out(values: Vec<u32>, rng: &mut Rng, keep_split: bool) -> (usize, Duration) {
    let game = DecreasingGame;
    let mut p = Position::start(values);
    let second_wins = equal_split_by_table(&p.values);
    assert_eq!(game.winning_move(&p).is_none(), second_wins, "{p:?}");
    let strategy_side = usize::from(second_wins);
    let timer = Instant::now();
    let split = Split::find(&p.values);
    let mut thinking = timer.elapsed();
    let mut rounds = 0;
    for turn in 0.. {
        let mover = turn % 2;
        let moves = game.moves(&p);
        let m = if mover == strategy_side {
            let timer = Instant::now();
            let m = match (&split, keep_split) {
                (Some(split), true) => split.answer(&p.values, p.pending.unwrap()),
                _ => game.winning_move(&p),
            };
            thinking += timer.elapsed();
            m.unwrap_or_else(|| panic!("the strategy has no move at {p:?}"))
        } else if moves.is_empty() {
            break;
        } else {
            moves[rng.below(moves.len())]
        };
        assert!(moves.contains(&m), "{p:?}: {m} is not legal");
        p = game.apply(&p, &m);
        if p.pending.is_none() {
            rounds += 1;
            if let Some(split) = &split {
                assert!(split.is_equal(&p.values), "{p:?}: {split:?}");
            }
        }
    }
    (rounds, thinking)
}

/// `n - 1` random multiples of 3 of at most `hi`, and one value of the
/// form 3k + 1 of at most `hi`, with an even total: the total is
/// 3m + 1, so its half is 3m' + 2, which no subset reaches (their sums are
/// 3k or 3k + 1). The first player wins.
fn without_split(rng: &mut Rng, n: usize, hi: u32) -> Vec<u32> {
    let mut values: Vec<u32> = (0..n - 1)
        .map(|_| 3 * rng.range(1, hi as usize / 3) as u32)
        .collect();
    values.push(3 * rng.range(0, (hi as usize - 1) / 3) as u32 + 1);
    if values.iter().sum::<u32>() % 2 == 1 {
        // Another multiple of 3, odd, changes the parity.
        values[0] = if values[0] == 3 { 6 } else { values[0] - 3 };
    }
    rng.shuffle(&mut values);
    values
}

#[test]
fn whole_games_at_the_limits_against_a_random_opponent() {
    whole_games_at_the_limits(9);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn whole_games_at_the_limits_against_a_random_opponent_24_times() {
    whole_games_at_the_limits(24);
}

/// `count` random games of 300 values up to 300, then two crafted ones.
fn whole_games_at_the_limits(count: usize) {
    let mut rng = Rng::new(300);
    let mut sides = [0; 2];
    let mut slowest = Duration::ZERO;
    for case in 0..count {
        let values: Vec<u32> = match case % 3 {
            0 | 1 => (0..300).map(|_| rng.range(1, 300) as u32).collect(),
            _ => without_split(&mut rng, 300, 300),
        };
        let second = equal_split_by_table(&values);
        sides[usize::from(second)] += 1;
        // Every round empties a value, at most two: 299 of them at least
        // are emptied by the end.
        let (rounds, thinking) = play_out(values, &mut rng, case % 2 == 0);
        assert!(rounds >= 150, "{rounds}");
        slowest = slowest.max(thinking);
    }
    assert!(
        sides[0] >= count / 3 && sides[1] >= count / 4,
        "{sides:?}"
    );
    println!("{count} random games at n = 300: the strategy took at most {slowest:?} in one");
    // All 300 values at 300: the second player wins, in 150 rounds.
    let (rounds, thinking) = play_out(vec![300; 300], &mut rng, false);
    assert_eq!(rounds, 150);
    println!("n = 300, all 300, second player's side: {rounds} rounds, {thinking:?}");
    // Nearly the largest total without an equal split (the total is
    // 3m + 1, see `without_split`): the first player's search runs over
    // all the values at every pick.
    let mut values = vec![300; 298];
    values.extend([297, 1]);
    assert!(!equal_split_by_table(&values));
    let (rounds, thinking) = play_out(values, &mut rng, false);
    assert!(rounds >= 150, "{rounds}");
    println!("n = 300, total 89698, first player's side: {rounds} rounds, {thinking:?}");
}

#[test]
fn equal_splits_of_crafted_arrays() {
    let ones = |k: usize| vec![1u32; k];
    let mut powers: Vec<u32> = (0..9).map(|e| 1 << e).collect();
    let cases: Vec<(Vec<u32>, bool)> = vec![
        // All equal: an equal split iff the count is even.
        (vec![300; 300], true),
        (vec![300; 299], false),
        (vec![2; 3], false),
        (vec![7; 2], true),
        (ones(300), true),
        (ones(299), false),
        // One huge value against many small ones.
        ([vec![300], ones(298)].concat(), false),
        ([vec![299], ones(299)].concat(), true),
        ([vec![300], ones(299)].concat(), false),
        ([ones(150), vec![150], vec![0; 10]].concat(), true),
        (vec![300, 150, 150], true),
        (vec![300, 150, 149, 1], true),
        (vec![300, 150, 148, 2], true),
        (vec![300, 149, 149, 2], true),
        (vec![300, 148, 148, 2], false),
        // Small ones.
        (vec![1], false),
        (vec![1, 1], true),
        (vec![2, 1, 1], true),
        (vec![3, 3, 2], false),
        (vec![5, 2, 1], false),
        (vec![3, 4, 2, 1], true),
        (vec![0], true),
        (vec![0, 0, 0], true),
        (vec![], true),
        // Powers of two: 1 + 2 + ... + 128 = 255 < 256; with another 1,
        // 256 against the rest.
        (powers.clone(), false),
        (
            {
                powers.push(1);
                powers.clone()
            },
            true,
        ),
        // Multiples of 3 and one 3k + 1 with an even total.
        ([vec![300; 298], vec![297, 1]].concat(), false),
        ([vec![3; 299], vec![1]].concat(), false),
        ([vec![2; 299], vec![300]].concat(), false),
        ([vec![2; 298], vec![300]].concat(), true),
    ];
    for (values, expected) in cases {
        assert_eq!(equal_split_by_table(&values), expected, "{values:?}");
        check_split(&values, expected);
    }
    // Beyond the judge's limits, where one value is half the total or
    // more (no search: a table of the sums would not fit in memory).
    let big = u32::MAX;
    check_split(&[big, big], true);
    check_split(&[big - 1, big, 1], true);
    check_split(&[big, 5, big - 7, 2], true);
    check_split(&[big, 2], false);
    check_split(&[big, big - 1, 1, 1], false);
    // Random arrays of every size at the limits, and the kind without a
    // split, against the table.
    let mut rng = Rng::new(90_000);
    // How many arrays of each kind have an equal split, and how many not.
    let mut seen = [[0; 2]; 3];
    for case in 0..150 {
        let n = rng.range(1, 300);
        let kind = case % 3;
        let values = match kind {
            0 => without_split(&mut rng, n.max(2), 300),
            1 => (0..n).map(|_| rng.range(1, 300) as u32).collect(),
            _ => (0..n).map(|_| 2 * rng.range(1, 150) as u32).collect(),
        };
        let expected = equal_split_by_table(&values);
        check_split(&values, expected);
        seen[kind][usize::from(expected)] += 1;
    }
    assert_eq!(seen[0], [50, 0]);
    for counts in &seen[1..] {
        assert!(counts[0] >= 10 && counts[1] >= 10, "{seen:?}");
    }
}

#[test]
fn the_split_kept_between_rounds_answers_every_pick() {
    // The second player's split, found once, answers any pick of any
    // later position of the game, and stays equal.
    let mut rng = Rng::new(17);
    for _ in 0..200 {
        let n = rng.range(2, 40);
        let mut values: Vec<u32> = (0..n).map(|_| rng.range(1, 50) as u32).collect();
        let Some(split) = Split::find(&values) else {
            continue;
        };
        loop {
            let live: Vec<usize> = (0..n).filter(|&k| values[k] > 0).collect();
            if live.is_empty() {
                break;
            }
            let i = live[rng.below(live.len())];
            let j = split
                .answer(&values, i)
                .expect("an answer across the split");
            assert!(j != i && values[j] > 0 && split.part[j] != split.part[i]);
            values = round(&values, i, j);
            assert!(split.is_equal(&values), "{values:?}");
        }
    }
}

#[test]
fn moves_read_back_and_bad_text_is_refused() {
    let game = DecreasingGame;
    let p = Position::start(vec![3, 0, 2, 5]);
    assert_eq!(game.moves(&p), vec![0, 2, 3]);
    assert_eq!(game.parse_move(&p, "1"), Ok(0));
    assert_eq!(game.parse_move(&p, "  4 \n"), Ok(3));
    assert_eq!(game.show_move(&p, &3), "4");
    let q = game.apply(&p, &0);
    assert_eq!(q.pending, Some(0));
    assert_eq!(game.moves(&q), vec![2, 3]);
    assert_eq!(game.parse_move(&q, "3"), Ok(2));
    let r = game.apply(&q, &3);
    assert_eq!(r, Position::start(vec![0, 0, 2, 2]));

    let refused = |p: &Position, text: &str| game.parse_move(p, text).unwrap_err();
    let index = "is not an index: they are numbered 1 to 4";
    assert_eq!(refused(&p, "0"), format!("\"0\" {index}"));
    assert_eq!(refused(&p, "5"), format!("\"5\" {index}"));
    assert_eq!(refused(&p, "-1"), format!("\"-1\" {index}"));
    assert_eq!(refused(&p, "x"), format!("\"x\" {index}"));
    assert_eq!(refused(&p, "1.5"), format!("\"1.5\" {index}"));
    assert_eq!(
        refused(&p, "99999999999999999999999"),
        format!("\"99999999999999999999999\" {index}")
    );
    assert_eq!(refused(&p, "2"), "value 2 is 0: pick one above 0");
    assert_eq!(
        refused(&q, "1"),
        "1 is the first player's pick: answer with another index"
    );
    assert_eq!(refused(&q, "2"), "value 2 is 0: pick one above 0");
    let one = "type one number, the index of a value above 0";
    for text in ["", "   ", "1 3", "1 x", "4 4 4"] {
        assert_eq!(refused(&p, text), one, "{text:?}");
    }

    // Every move of random positions reads back; random text is a legal
    // move or refused, never a panic.
    let mut rng = Rng::new(4);
    let words = [
        "0", "1", "2", "3", "7", "300", "301", "-2", "a", "1e2", "+3", "é", "",
    ];
    for _ in 0..3000 {
        let n = rng.range(1, 7);
        let values: Vec<u32> = (0..n).map(|_| rng.range(0, 3) as u32).collect();
        let mut p = Position::start(values);
        if rng.chance(0.5) {
            if let Some(&i) = game.moves(&p).first() {
                p = game.apply(&p, &i);
            }
        }
        let moves = game.moves(&p);
        for m in &moves {
            assert_eq!(game.parse_move(&p, &game.show_move(&p, m)), Ok(*m), "{p:?}");
        }
        let text: Vec<&str> = (0..rng.range(0, 2))
            .map(|_| words[rng.below(words.len())])
            .collect();
        let text = text.join(" ");
        match game.parse_move(&p, &text) {
            Ok(m) => assert!(moves.contains(&m), "{p:?}: {text:?} read as {m}"),
            Err(why) => assert!(!why.is_empty()),
        }
    }
}
