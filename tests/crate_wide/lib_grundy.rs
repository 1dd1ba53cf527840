//! The bottom-up Grundy table, subtraction games with period detection and
//! the acyclic memo searches of `cp_games::grundy`, against the definition
//! computed naively (a recursion that takes the mex of the options' values)
//! on thousands of seeded random games; the tables and memos of games whose
//! options are sums against the same definition with the xor of the parts
//! spelled out; the pattern finder against a search of every period and
//! start.

use cp_games::grundy::{
    self, find_pattern, first_player_wins, show_values, sum, GrundyMemo, NoPeriodFound, Pattern,
    Period, SubtractionGame, Sums, SumsMemo, WinLoseMemo,
};
use cp_games::rng::Rng;

fn mex_naive(v: &[u32]) -> u32 {
    (0..).find(|x| !v.contains(x)).unwrap()
}

/// The Grundy value of state `s` by the definition: the mex of the values
/// of `options[s]`, recursively (memoised, so it stays fast).
fn naive(options: &[Vec<usize>], s: usize, memo: &mut Vec<Option<u32>>) -> u32 {
    if let Some(v) = memo[s] {
        return v;
    }
    let values: Vec<u32> = options[s]
        .iter()
        .map(|&t| naive(options, t, memo))
        .collect();
    let v = mex_naive(&values);
    memo[s] = Some(v);
    v
}

fn naive_all(options: &[Vec<usize>]) -> Vec<u32> {
    let mut memo = vec![None; options.len()];
    (0..options.len())
        .map(|s| naive(options, s, &mut memo))
        .collect()
}

/// The options of heaps `0..n` in the subtraction game on `moves`.
fn subtraction_options(moves: &[u64], n: usize) -> Vec<Vec<usize>> {
    (0..n)
        .map(|h| {
            moves
                .iter()
                .filter(|&&s| s <= h as u64)
                .map(|&s| h - s as usize)
                .collect()
        })
        .collect()
}

/// The plain table of the subtraction game on `moves`, heaps `0..n`.
fn plain_table(moves: &[u64], n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n);
    for h in 0..n {
        let values: Vec<u32> = moves
            .iter()
            .filter(|&&s| s <= h as u64)
            .map(|&s| g[h - s as usize])
            .collect();
        g.push(mex_naive(&values));
    }
    g
}

/// `k` sizes in `1..=max`, repeats likely.
fn random_moves(rng: &mut Rng, k: usize, max: usize) -> Vec<u64> {
    (0..k).map(|_| rng.range(1, max) as u64).collect()
}

#[test]
fn table_against_naive_recursion() {
    let mut rng = Rng::new(1536);
    let mut high = 0;
    for case in 0..3000 {
        // Each state's options: a few smaller states with repeats, or
        // (sometimes) most smaller states, which makes values past 63.
        let dense = rng.chance(0.2);
        let n = if dense {
            rng.range(60, 200)
        } else {
            rng.below(60)
        };
        let options: Vec<Vec<usize>> = (0..n)
            .map(|s| {
                if s == 0 {
                    Vec::new()
                } else if dense {
                    (0..s).filter(|_| rng.chance(0.95)).collect()
                } else {
                    (0..rng.below(6)).map(|_| rng.below(s)).collect()
                }
            })
            .collect();
        let expected = naive_all(&options);
        high += usize::from(expected.iter().any(|&v| v >= 64));
        let got = grundy::table(n, |s| options[s].iter().copied());
        assert_eq!(got, expected, "case {case}: options {options:?}");
    }
    assert!(high > 50, "only {high} cases with values past 63");
}

#[test]
fn table_of_subtraction_games_against_naive_recursion() {
    let mut rng = Rng::new(1944);
    for case in 0..3000 {
        let k = rng.range(1, 6);
        let moves = random_moves(&mut rng, k, 40);
        let n = rng.below(300);
        let expected = naive_all(&subtraction_options(&moves, n));
        let got = grundy::table(n, |h| {
            moves
                .iter()
                .filter(move |&&s| s <= h as u64)
                .map(move |&s| h - s as usize)
        });
        assert_eq!(got, expected, "case {case}: moves {moves:?}");
    }
}

#[test]
fn table_values_past_64_and_255() {
    // State s may go to every smaller state: value s.
    let g = grundy::table(600, |s| 0..s);
    assert_eq!(g, (0..600).collect::<Vec<u32>>());
    // The states below min(s, 100): value min(s, 100).
    let g = grundy::table(300, |s| 0..s.min(100));
    let expected: Vec<u32> = (0..300).map(|s| s.min(100)).collect();
    assert_eq!(g, expected);
    assert!(grundy::table(0, |s| 0..s).is_empty());
}

#[test]
#[should_panic(expected = "state 5 has a move to state 5, but moves must go to smaller states")]
fn table_rejects_a_move_that_does_not_go_down() {
    grundy::table(10, |s| if s == 5 { vec![2, 5] } else { vec![] });
}

#[test]
fn subtraction_game_against_naive_recursion() {
    let mut rng = Rng::new(7);
    for case in 0..3000 {
        let k = rng.range(1, 6);
        let moves = random_moves(&mut rng, k, 30);
        let n = 1 + rng.below(400);
        let expected = naive_all(&subtraction_options(&moves, n));
        let mut game = SubtractionGame::new(&moves);
        // Heaps in a random order: the table grows lazily, and a heap past
        // the period is answered from it.
        let mut heaps: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut heaps);
        for h in heaps {
            assert_eq!(
                game.grundy(h as u64),
                Ok(expected[h]),
                "case {case}: moves {moves:?}, heap {h}"
            );
        }
    }
}

/// Checks that `p` is the least pre-period and period of the subtraction
/// game on `moves`, whose largest size is `m`, on its plain table `g`
/// (which must reach start + len + m). A shift d is a period from x iff the
/// values agree on one full window, g[t] = g[t + d] for t in x..x + m.
fn assert_least_period(g: &[u32], p: Period, m: usize, what: &str) {
    let Period { start, len } = p;
    assert!(len >= 1 && start + len + m <= g.len(), "{what}: {p:?}");
    for t in start..g.len() - len {
        assert_eq!(g[t], g[t + len], "{what}: {p:?} fails at {t}");
    }
    if start > 0 {
        assert_ne!(
            g[start - 1],
            g[start - 1 + len],
            "{what}: {p:?} starts late"
        );
    }
    for d in 1..len {
        // The longest run of agreements of the shift d stays below m.
        let mut run = 0;
        for t in 0..g.len() - d {
            run = if g[t] == g[t + d] { run + 1 } else { 0 };
            assert!(run < m, "{what}: {d} is a shorter period than {p:?}");
        }
    }
}

#[test]
fn detected_period_against_the_plain_table_up_to_10_4() {
    detected_period_against_the_plain_table(500);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn detected_period_against_the_plain_table_up_to_10_4_full() {
    detected_period_against_the_plain_table(2000);
}

/// `cases` random subtraction games (the quick tier's 500, the full
/// tier's 2000): the period found, and every heap up to 10^4 answered
/// from it, against the plain table.
fn detected_period_against_the_plain_table(cases: usize) {
    let mut rng = Rng::new(10_000);
    let n = 10_001;
    let mut answered_by_period = 0;
    let mut long = 0;
    for case in 0..cases {
        let k = rng.range(1, 7);
        let max = [4, 10, 30, 100][case % 4];
        let moves = random_moves(&mut rng, k, max);
        let m = *moves.iter().max().unwrap() as usize;
        let what = format!("case {case}: moves {moves:?}");
        let mut game = SubtractionGame::new(&moves);
        let p = game.period().unwrap_or_else(|| panic!("{what}: no period"));
        let built = game.values().len();
        let g = plain_table(&moves, n.max(p.start + p.len + m + 1));
        assert_eq!(game.values(), &g[..built], "{what}");
        assert_least_period(&g[..p.start + p.len + m + 1], p, m, &what);
        long += usize::from(p.start + p.len > 1000);
        // Every heap up to 10^4, most of them past the table.
        for (h, &v) in g[..n].iter().enumerate() {
            assert_eq!(game.grundy(h as u64), Ok(v), "{what}: heap {h}");
        }
        answered_by_period += usize::from(built < n);
        assert_eq!(game.values().len(), built, "{what}: the table grew");
    }
    assert!(answered_by_period > cases * 19 / 20, "{answered_by_period}");
    assert!(
        long > cases / 100,
        "only {long} cases with start + len > 1000"
    );
}

#[test]
fn period_found_while_answering_large_heaps_first() {
    let mut rng = Rng::new(3);
    for case in 0..500 {
        let k = rng.range(1, 5);
        let moves = random_moves(&mut rng, k, 25);
        let what = format!("case {case}: moves {moves:?}");
        let mut game = SubtractionGame::new(&moves);
        let big = u64::MAX - rng.below(1000) as u64;
        let value = game.grundy(big).unwrap();
        let p = game.period().unwrap();
        let mut other = SubtractionGame::new(&moves);
        let expected = other.grundy(p.start as u64 + (big - p.start as u64) % p.len as u64);
        assert_eq!(Ok(value), expected, "{what}");
        // The table stopped at the period: one window past one period.
        let m = *game.moves().last().unwrap() as usize;
        assert!(
            game.values().len() <= p.start + p.len + m + m.max(64),
            "{what}"
        );
    }
}

#[test]
fn one_move_size() {
    for s in [1u64, 2, 3, 7, 1000] {
        let mut game = SubtractionGame::new(&[s]);
        for h in (0..5000).chain([10u64.pow(18), u64::MAX - 1, u64::MAX]) {
            assert_eq!(
                game.grundy(h),
                Ok((h / s % 2) as u32),
                "S = {{{s}}}, heap {h}"
            );
        }
        let expected = Period {
            start: 0,
            len: 2 * s as usize,
        };
        assert_eq!(game.period(), Some(expected), "S = {{{s}}}");
    }
}

#[test]
fn heap_zero_repeats_and_sizes_larger_than_the_heap() {
    let mut game = SubtractionGame::new(&[5, 2, 2, 5, 2]);
    assert_eq!(game.moves(), [2, 5]);
    assert_eq!(game.grundy(0), Ok(0));
    let mut once = SubtractionGame::new(&[2, 5]);
    for h in (0..100).rev() {
        assert_eq!(game.grundy(h), once.grundy(h), "heap {h}");
    }
    assert_eq!(game.period(), once.period());
    // Sizes larger than every heap asked change nothing below them.
    let mut big = SubtractionGame::new(&[3, 1_000_000, 999_999_999]);
    for h in 0..3000 {
        assert_eq!(big.grundy(h), Ok((h / 3 % 2) as u32), "heap {h}");
    }
    assert!(big.values().len() <= 3000);
    // No move at all: every heap is lost.
    let mut none = SubtractionGame::new(&[]);
    assert_eq!(none.grundy(u64::MAX), Ok(0));
    assert_eq!(none.grundy_of_heaps([0, 7, 1 << 40]), Ok(0));
    assert_eq!(none.period(), Some(Period { start: 0, len: 1 }));
}

#[test]
fn sizes_past_the_limit() {
    // Below 1000 the game is the one on {2}; from 1000 on the size 1000 can
    // be used, and the table (100 values) cannot reach its windows.
    let mut game = SubtractionGame::with_limit(&[2, 1000], 100);
    assert_eq!(game.grundy(999), Ok(1));
    assert_eq!(game.grundy(998), Ok(1));
    assert_eq!(game.grundy(997), Ok(0));
    let error = NoPeriodFound {
        heap: 1000,
        limit: 100,
    };
    assert_eq!(game.grundy(1000), Err(error));
    assert_eq!(game.grundy_of_heaps([3, 1000, 5]), Err(error));
    assert_eq!(game.period(), None);
    assert!(game.values().len() <= 100);
    // Every size past the limit: all heaps below the smallest are lost.
    let mut game = SubtractionGame::with_limit(&[u64::MAX], 10);
    assert_eq!(game.grundy(u64::MAX - 1), Ok(0));
    assert!(game.grundy(u64::MAX).is_err());
}

#[test]
fn no_period_within_the_limit_is_an_error() {
    // {4, 5, 9} repeats from heap 0 with period 13: the windows of 9 values
    // at heaps 0 and 13 agree, which takes 22 values to see.
    let moves = [4, 5, 9];
    let g = plain_table(&moves, 100);
    assert_eq!(
        SubtractionGame::new(&moves).period(),
        Some(Period { start: 0, len: 13 })
    );
    let mut game = SubtractionGame::with_limit(&moves, 20);
    for h in 0..20 {
        assert_eq!(game.grundy(h), Ok(g[h as usize]));
    }
    let error = game.grundy(20).unwrap_err();
    assert_eq!(
        error,
        NoPeriodFound {
            heap: 20,
            limit: 20
        }
    );
    assert_eq!(
        error.to_string(),
        "heap 20 is beyond the first 20 values of the subtraction game, which show no period"
    );
    assert_eq!(game.period(), None);
    assert_eq!(game.values().len(), 20);
    let mut game = SubtractionGame::with_limit(&moves, 21);
    assert_eq!(game.period(), None);
    let mut game = SubtractionGame::with_limit(&moves, 22);
    assert_eq!(game.grundy(99), Ok(g[99]));
    assert_eq!(game.period(), Some(Period { start: 0, len: 13 }));
}

#[test]
fn many_sizes_and_heaps_up_to_10_4_as_in_s_nim() {
    // HDU 1536's limits: these sets show no period for a long time, and the
    // heaps are answered from the table alone.
    let mut rng = Rng::new(1536_1944);
    for case in 0..4 {
        let moves = random_moves(&mut rng, 100, 10_000);
        let g = plain_table(&moves, 10_001);
        let mut game = SubtractionGame::new(&moves);
        let heaps: Vec<u64> = (0..100).map(|_| rng.below(10_001) as u64).collect();
        let expected = heaps.iter().fold(0, |x, &h| x ^ g[h as usize]);
        assert_eq!(game.grundy_of_heaps(heaps.iter().copied()), Ok(expected));
        for h in 0..=10_000 {
            assert_eq!(game.grundy(h), Ok(g[h as usize]), "case {case}, heap {h}");
        }
        assert_eq!(game.values().len(), 10_001, "case {case}");
    }
}

#[test]
#[should_panic(expected = "move sizes must be positive")]
fn a_move_of_zero_panics() {
    SubtractionGame::new(&[3, 0]);
}

#[test]
fn sums_of_games() {
    let mut rng = Rng::new(5);
    for _ in 0..1000 {
        let values: Vec<u32> = (0..rng.below(6)).map(|_| rng.below(16) as u32).collect();
        let mut x = 0;
        for &v in &values {
            x ^= v;
        }
        assert_eq!(sum(values.iter().copied()), x, "{values:?}");
        assert_eq!(first_player_wins(values.iter().copied()), x != 0);
        let wide: Vec<usize> = values.iter().map(|&v| v as usize).collect();
        assert_eq!(sum(wide), x as usize);
    }
}

#[test]
fn acyclic_memos_against_the_table() {
    let mut rng = Rng::new(11);
    for case in 0..2000 {
        let n = 1 + rng.below(40);
        let options: Vec<Vec<usize>> = (0..n)
            .map(|s| (0..rng.below(5).min(s)).map(|_| rng.below(s)).collect())
            .collect();
        let g = grundy::table(n, |s| options[s].iter().copied());
        let push = |s: usize, out: &mut Vec<usize>| out.extend_from_slice(&options[s]);
        let mut memo = GrundyMemo::new(n);
        let mut win_lose = WinLoseMemo::new(n);
        for _ in 0..n {
            let s = rng.below(n);
            let what = format!("case {case}: state {s}, options {options:?}");
            assert_eq!(memo.grundy_acyclic(s, push) as u32, g[s], "{what}");
            assert_eq!(win_lose.wins_acyclic(s, push), g[s] != 0, "{what}");
        }
    }
}

#[test]
#[should_panic(expected = "the game has a cycle through state 1, but was searched as acyclic")]
fn grundy_acyclic_panics_on_a_cycle() {
    // 0 -> 1 -> 2 -> 1.
    let next = |s: usize, out: &mut Vec<usize>| out.push(if s == 2 { 1 } else { s + 1 });
    GrundyMemo::new(3).grundy_acyclic(0, next);
}

#[test]
#[should_panic(expected = "the game has a cycle through state 0, but was searched as acyclic")]
fn wins_acyclic_panics_on_a_cycle() {
    let back = |s: usize, out: &mut Vec<usize>| out.push((s + 1) % 2);
    WinLoseMemo::new(2).wins_acyclic(0, back);
}

/// A random game whose options are sums: state s has up to 4 options, each
/// of up to 3 parts below s, some given as k copies of one part.
/// `(parts, copies)` per option: the parts, and the number of copies of
/// the last part (1 for a plain option).
type SumOption = (Vec<usize>, u64);

fn random_sum_game(rng: &mut Rng, n: usize) -> Vec<Vec<SumOption>> {
    (0..n)
        .map(|s| {
            if s == 0 {
                return Vec::new();
            }
            (0..rng.below(5))
                .map(|_| {
                    let parts = (0..rng.below(4)).map(|_| rng.below(s)).collect::<Vec<_>>();
                    let copies = if !parts.is_empty() && rng.chance(0.3) {
                        rng.range(2, 6) as u64
                    } else {
                        1
                    };
                    (parts, copies)
                })
                .collect()
        })
        .collect()
}

/// The game's values by the definition: the mex over the options of the
/// xor of every part, each copy xored in one by one.
fn naive_sum_values(game: &[Vec<SumOption>]) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::new();
    for options in game {
        let option_values: Vec<u32> = options
            .iter()
            .map(|(parts, copies)| {
                let mut x = 0;
                for (i, &t) in parts.iter().enumerate() {
                    let times = if i + 1 == parts.len() { *copies } else { 1 };
                    for _ in 0..times {
                        x ^= values[t];
                    }
                }
                x
            })
            .collect();
        values.push(mex_naive(&option_values));
    }
    values
}

/// Gives the options of `game[s]` to `o`, through `copies` for the last
/// part when it is copied, `split` for two parts, `move_to` for one.
fn give<S: Copy>(game: &[Vec<SumOption>], s: usize, o: &mut Sums<S>, state: impl Fn(usize) -> S) {
    for (parts, copies) in &game[s] {
        match (&parts[..], *copies) {
            ([t], 1) => o.move_to(state(*t)),
            ([a, b], 1) => o.split(state(*a), state(*b)),
            ([t], k) => o.copies(k, state(*t)),
            (many, 1) => o.sum(many.iter().map(|&t| state(t))),
            (many, k) => {
                let (last, rest) = many.split_last().unwrap();
                let mut all: Vec<S> = rest.iter().map(|&t| state(t)).collect();
                all.extend((0..k).map(|_| state(*last)));
                o.sum(all);
            }
        }
    }
}

#[test]
fn sums_table_and_memo_against_the_definition() {
    let mut rng = Rng::new(81);
    for case in 0..3000 {
        let n = rng.range(1, 40);
        let game = random_sum_game(&mut rng, n);
        let expected = naive_sum_values(&game);
        let what = format!("case {case}: {game:?}");
        let table = grundy::sums_table(n, |s, o| give(&game, s, o, |t| t));
        assert_eq!(table, expected, "sums_table, {what}");
        // The memo on the same game, states scattered over u64, in a
        // random order of starts.
        let scatter = |t: usize| (t as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0xabc;
        let unscatter: std::collections::HashMap<u64, usize> =
            (0..n).map(|t| (scatter(t), t)).collect();
        let mut memo = SumsMemo::new();
        for _ in 0..n {
            let s = rng.below(n);
            let v = memo.grundy(scatter(s), |x, o| give(&game, unscatter[&x], o, scatter));
            assert_eq!(v, expected[s], "SumsMemo at {s}, {what}");
            assert_eq!(memo.known(scatter(s)), Some(v));
        }
    }
}

#[test]
fn sums_options_as_given() {
    let mut o = Sums::default();
    assert!(o.is_empty());
    o.move_to(3usize);
    o.split(1, 2);
    o.copies(4, 5);
    o.copies(7, 6);
    o.sum([1, 1, 2]);
    o.sum([]);
    assert_eq!(o.len(), 6);
    let options: Vec<&[usize]> = (0..o.len()).map(|i| o.option(i)).collect();
    assert_eq!(options, [&[3][..], &[1, 2], &[], &[6], &[1, 1, 2], &[]]);
}

#[test]
#[should_panic(
    expected = "grundy::sums_table: state 3 has an option with the part 3, but parts must be smaller states"
)]
fn sums_table_rejects_a_part_that_is_not_smaller() {
    grundy::sums_table(5, |s, o| {
        if s >= 3 {
            o.split(s / 2, s)
        }
    });
}

#[test]
#[should_panic(expected = "grundy::SumsMemo: the game has a cycle through state 7")]
fn sums_memo_panics_on_a_cycle() {
    // 10 -> (3, 7), 7 -> 8 -> 7.
    SumsMemo::new().grundy(10, |s, o| match s {
        10 => o.split(3, 7),
        7 => o.move_to(8),
        8 => o.move_to(7),
        _ => {}
    });
}

#[test]
fn sums_memo_on_a_long_chain_is_not_recursive() {
    // A chain of 300,000 states, each with one move to the next: the value
    // alternates from the end. (A recursion this deep would overflow the
    // 2 MiB stack of a test's thread many times over.)
    let mut memo = SumsMemo::new();
    let chain = |s: u64, o: &mut Sums<u64>| {
        if s > 0 {
            o.move_to(s - 1);
        }
    };
    assert_eq!(memo.grundy(300_000, chain), 0);
    assert_eq!(memo.grundy(299_999, chain), 1);
    assert_eq!(memo.len(), 300_001);
}

#[test]
fn sums_memo_on_halving_states_agrees_with_the_table() {
    // Split n into floor(n / 2) and ceil(n / 2), or into 3 equal thirds
    // when 3 divides n, or take one stone: a recursion on n / 2 and n / 3.
    let rules_u64 = |n: u64, o: &mut Sums<u64>| {
        if n >= 1 {
            o.move_to(n - 1);
        }
        if n >= 2 {
            o.split(n / 2, n - n / 2);
        }
        if n >= 3 && n % 3 == 0 {
            o.copies(3, n / 3);
        }
    };
    let table = grundy::sums_table(5000, |n, o| {
        if n >= 1 {
            o.move_to(n - 1);
        }
        if n >= 2 {
            o.split(n / 2, n - n / 2);
        }
        if n >= 3 && n % 3 == 0 {
            o.copies(3, n / 3);
        }
    });
    let mut memo = SumsMemo::new();
    for n in (0..5000).rev().step_by(7) {
        assert_eq!(memo.grundy(n as u64, rules_u64), table[n], "heap {n}");
    }
    // Without the move of one stone, a heap near 10^18 meets few states.
    let halve = |n: u64, o: &mut Sums<u64>| {
        if n >= 2 {
            o.split(n / 2, n - n / 2);
        }
        if n >= 3 && n % 3 == 0 {
            o.copies(3, n / 3);
        }
    };
    let mut memo = SumsMemo::new();
    let big = memo.grundy(10u64.pow(18) - 1, halve);
    assert!(memo.len() < 10_000, "{} states", memo.len());
    let table = grundy::sums_table(200, |n, o| {
        if n >= 2 {
            o.split(n / 2, n - n / 2);
        }
        if n >= 3 && n % 3 == 0 {
            o.copies(3, n / 3);
        }
    });
    for n in 0..200 {
        assert_eq!(memo.grundy(n, halve), table[n as usize], "heap {n}");
    }
    assert!(big <= 3);
}

/// The pattern `find_pattern` must return, by its definition, searched
/// over every period and start with no shortcut.
fn least_pattern(v: &[u64]) -> Option<(usize, usize, u64)> {
    let n = v.len();
    for len in 1..n {
        for start in 0..n - len {
            let saltus = v[start + len].checked_sub(v[start]);
            let Some(saltus) = saltus else { continue };
            let fits = (start..n - len).all(|h| v[h + len] == v[h] + saltus);
            if fits && n - start - len >= 2 * len && start + len <= n / 2 {
                return Some((start, len, saltus));
            }
        }
    }
    None
}

#[test]
fn find_pattern_against_every_period_and_start() {
    let mut rng = Rng::new(83);
    for case in 0..4000 {
        // Values with a random pre-period, period and saltus, sometimes
        // disturbed at a random place, sometimes plain noise.
        let (start, len) = (rng.below(6), rng.range(1, 6));
        let saltus = [0, 0, 1, 2, 5][rng.below(5)];
        let n = rng.range(1, 60);
        let small = rng.range(1, 4);
        let first: Vec<u64> = (0..start + len).map(|_| rng.below(small) as u64).collect();
        let mut v: Vec<u64> = (0..n)
            .map(|h| {
                if h < start + len {
                    first[h]
                } else {
                    first[start + (h - start) % len] + ((h - start) / len) as u64 * saltus
                }
            })
            .collect();
        if rng.chance(0.3) {
            let i = rng.below(n);
            v[i] += 1;
        }
        if rng.chance(0.1) {
            v = (0..n).map(|_| rng.below(4) as u64).collect();
        }
        let what = format!("case {case}: {v:?}");
        let found = find_pattern(&v);
        assert_eq!(
            found.as_ref().map(|p| (p.start, p.len, p.saltus)),
            least_pattern(&v),
            "{what}"
        );
        if let Some(p) = found {
            assert_eq!(p.first, v[..p.start + p.len], "{what}");
            for (h, &x) in v.iter().enumerate() {
                assert_eq!(p.value(h as u64), x, "value({h}), {what}");
            }
        }
    }
}

#[test]
fn patterns_of_known_games() {
    // Take 1 or 2 stones: period 3; g(n) = n % 3 for any n.
    let g = grundy::table(30, |h| (1..=h.min(2)).map(move |t| h - t));
    let p = find_pattern(&g).unwrap();
    assert_eq!((p.start, p.len, p.saltus), (0, 3, 0));
    for n in [0, 1, 2, 3, 10u64.pow(18), u64::MAX] {
        assert_eq!(p.value(n), n % 3, "{n}");
    }
    // A Nim heap through sums_table: g(n) = n, arithmetic-periodic with
    // period 1 and saltus 1.
    let g = grundy::sums_table(40, |n, o| (0..n).for_each(|t| o.move_to(t)));
    let p = find_pattern(&g).unwrap();
    assert_eq!(
        p,
        Pattern {
            start: 0,
            len: 1,
            saltus: 1,
            first: vec![0]
        }
    );
    assert_eq!(p.value(10u64.pow(18)), 10u64.pow(18));
    assert_eq!(
        show_values(&g[..12], 5),
        " 0: 0 1 2 3 4\n 5: 5 6 7 8 9\n10: 10 11\n"
    );
    // Each value twice, one more each time: g(n + 2) = g(n) + 1.
    let v: Vec<u64> = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5].to_vec();
    assert_eq!(
        find_pattern(&v).unwrap().to_string(),
        "g(n + 2) = g(n) + 1 for n >= 0"
    );
    assert_eq!(find_pattern::<u32>(&[]), None);
    assert_eq!(find_pattern(&[5u32]), None);
}

/// Whether the player to move wins the sum of rows `rows` of the game
/// "remove x in lo..=hi neighbouring cards from one row", by searching
/// every line of play (no values, no xor).
fn rows_win(
    rows: &mut Vec<usize>,
    lo: usize,
    hi: usize,
    memo: &mut std::collections::HashMap<Vec<usize>, bool>,
) -> bool {
    rows.retain(|&h| h > 0);
    rows.sort_unstable();
    if let Some(&w) = memo.get(rows.as_slice()) {
        return w;
    }
    let mut wins = false;
    'search: for k in 0..rows.len() {
        let h = rows[k];
        for x in lo..=hi.min(h) {
            for i in 0..=h - x {
                let mut next = rows.clone();
                next[k] = i;
                next.push(h - x - i);
                if !rows_win(&mut next, lo, hi, memo) {
                    wins = true;
                    break 'search;
                }
            }
        }
    }
    memo.insert(rows.clone(), wins);
    wins
}

/// `sums_winning_move` on sums of up to three rows of removal games
/// (Kayles, Dawson-like removals of exactly x, and wider ranges): it
/// finds a move exactly where the search says the position is won, and its
/// move leaves a position the search says is lost, by the literal rules.
#[test]
fn sums_winning_move_against_a_search_of_the_rules() {
    let mut checked = 0;
    for (lo, hi) in [(1, 2), (2, 2), (1, 3), (3, 3), (2, 4)] {
        let rules = |h: usize, o: &mut Sums<usize>| {
            for x in lo..=hi.min(h) {
                for i in 0..=h - x {
                    o.split(i, h - x - i);
                }
            }
        };
        let g = grundy::sums_table(13, rules);
        let mut memo = std::collections::HashMap::new();
        for a in 0..13 {
            for b in 0..=a.min(9) {
                for c in 0..=b.min(5) {
                    let states = [a, b, c];
                    let won = rows_win(&mut states.to_vec(), lo, hi, &mut memo);
                    let found = grundy::sums_winning_move(&g, &states, rules);
                    assert_eq!(found.is_some(), won, "{lo}..{hi}: {states:?}");
                    if let Some((k, i, parts)) = found {
                        let mut o = Sums::default();
                        rules(states[k], &mut o);
                        assert_eq!(o.option(i), parts.as_slice());
                        let mut after: Vec<usize> = states.to_vec();
                        after.remove(k);
                        after.extend(parts);
                        assert!(
                            !rows_win(&mut after, lo, hi, &mut memo),
                            "{lo}..{hi}: {states:?} to {after:?}"
                        );
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}
