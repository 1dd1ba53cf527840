//! `strategy::xor_break` (Codeforces 1934D2 "XOR Break — Game Version")
//! against a search of the literal rules (every break of every number,
//! no theory) on every number below 2^12 and every pair below 2^9; the
//! exhaustive adversary from every start below 2^7 (2^9 in the full
//! tier); the longest plays against every reply from every start below
//! 2^12 and every pair start below 2^12, and random plays from numbers
//! near 10^18 and near 2^64, against the problem's limit of 63 breaks;
//! the statement's sample; the notation.

use crate::common;

use cp_games::rng::Rng;
use cp_games::strategy::xor_break::{stubborn_break, Position, XorBreak};
use cp_games::strategy::Strategy;

/// Numbers below this are searched exhaustively.
const N: usize = 1 << 12;

/// The breaks of p by the literal rules: every (p1, p2) with 0 < p1 < p,
/// 0 < p2 < p and p1 xor p2 = p, in both orders.
fn literal_breaks(p: u64) -> Vec<(u64, u64)> {
    (1..p)
        .map(|p1| (p1, p1 ^ p))
        .filter(|&(_, p2)| 0 < p2 && p2 < p)
        .collect()
}

/// The numbers the player to move may break at `pos`.
fn held(pos: &Position) -> Vec<u64> {
    match *pos {
        Position::One(n) => vec![n],
        Position::Two(a, b) => vec![a, b],
    }
}

/// The positions after every literal break of a number held: the two
/// parts, smaller first (the model's form of a position).
fn literal_successors(pos: &Position) -> Vec<Position> {
    held(pos)
        .into_iter()
        .flat_map(literal_breaks)
        .map(|(p1, p2)| Position::Two(p1.min(p2), p1.max(p2)))
        .collect()
}

/// `w[p]`: whether the player who must break p wins, for p < `limit`: some
/// break leaves two parts that each lose for the player who must break
/// them (the opponent keeps either). By increasing p: parts are smaller.
fn literal_wins(limit: usize) -> Vec<bool> {
    let mut w = vec![false; limit];
    for p in 1..limit {
        w[p] = literal_breaks(p as u64)
            .into_iter()
            .any(|(p1, p2)| !w[p1 as usize] && !w[p2 as usize]);
    }
    w
}

/// Whether `m` is a legal break of a number held at `pos`, by the rules.
fn legal(pos: &Position, (p1, p2): (u64, u64)) -> bool {
    let x = p1 ^ p2;
    held(pos).contains(&x) && 0 < p1 && p1 < x && 0 < p2 && p2 < x
}

/// The position of the top bit of p > 0.
fn top_bit(p: u64) -> u32 {
    63 - p.leading_zeros()
}

#[test]
fn every_number_below_4096_and_every_pair_below_512_against_the_literal_search() {
    let game = XorBreak;
    let w = literal_wins(N);
    // Both verdicts occur, often: 2047 of the 4095 numbers are won.
    let won = w.iter().filter(|&&x| x).count();
    assert_eq!(won, 2047);
    assert_eq!(game.winning_move(&Position::One(0)), None);
    for n in 1..N as u64 {
        let pos = Position::One(n);
        match game.winning_move(&pos) {
            None => assert!(!w[n as usize], "{n}: won, but no winning move"),
            Some(m) => {
                assert!(w[n as usize], "{n}: lost, but {m:?} offered");
                assert!(legal(&pos, m), "{n}: {m:?} is not a break of {n}");
                assert!(!w[m.0 as usize] && !w[m.1 as usize], "{n}: {m:?}");
                assert_eq!(
                    game.apply(&pos, &m),
                    Position::Two(m.0.min(m.1), m.0.max(m.1))
                );
            }
        }
    }
    // Pairs in both orders, and a number with itself.
    let mut won = 0;
    for a in 1..512u64 {
        for b in 1..512u64 {
            let pos = Position::Two(a, b);
            let wins = w[a as usize] || w[b as usize];
            match game.winning_move(&pos) {
                None => assert!(!wins, "{pos:?}: won, but no winning move"),
                Some(m) => {
                    assert!(wins, "{pos:?}: lost, but {m:?} offered");
                    assert!(legal(&pos, m), "{pos:?}: {m:?} is not legal");
                    let Position::Two(c, d) = game.apply(&pos, &m) else {
                        panic!("{pos:?}: a break leaves two parts");
                    };
                    assert!(!w[c as usize] && !w[d as usize], "{pos:?}: {m:?}");
                    won += 1;
                }
            }
        }
    }
    assert_eq!(won, 511 * 511 - 256 * 256);
}

/// The adversary from every start `One(n)`, 0 < n < `limit`, with every
/// pair position they reach.
fn against_every_reply(limit: u64) -> common::adversary::Report {
    let starts: Vec<Position> = (1..limit).map(Position::One).collect();
    common::adversary::check(&XorBreak, &starts, literal_successors, false, 1_000_000)
}

#[test]
fn strategy_against_every_reply_from_every_start_below_128() {
    let report = against_every_reply(128);
    println!("{report:?}");
    // The 127 starts and every pair of parts of a break of a number below
    // 128: x - 2^t pairs for x with top bit 2^t, 2667 in all. Of them
    // 2047 are won (as many as the parity rule of the module docs counts).
    assert_eq!(report.positions, 127 + 2667);
    assert_eq!(report.won, 2047);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn strategy_against_every_reply_from_every_start_below_512() {
    let report = against_every_reply(512);
    println!("{report:?}");
    assert_eq!(report.positions, 511 + 43435);
    assert_eq!(report.won, 32767);
}

/// The most breaks the strategy makes from `pos`, where it is to move,
/// against every reply, or `None` when it has no winning move there.
/// `g[y]` is that most for the opponent breaking y (see
/// [`longest_after_breaking`]); every number of the position after the
/// strategy's break must be below `g.len()`.
fn longest_from(pos: &Position, g: &[Option<u32>]) -> Option<u32> {
    let game = XorBreak;
    let m = game.winning_move(pos)?;
    assert!(legal(pos, m), "{pos:?}: {m:?} is not legal");
    let after = game.apply(pos, &m);
    // The opponent keeps either part and breaks it, if he can.
    let reply = |y: u64| {
        g[y as usize]
            .unwrap_or_else(|| panic!("{pos:?}: after {m:?} the opponent keeps {y} and can win"))
    };
    let (c, d) = match after {
        Position::Two(c, d) => (c, d),
        Position::One(_) => panic!("{pos:?}: a break leaves two parts"),
    };
    Some(1 + reply(c).max(reply(d)))
}

/// `g[y]` for y < `limit`: over every break of y by the opponent, the most
/// breaks the strategy then makes against every reply (0 when y cannot be
/// broken), or `None` when some break of y leaves the strategy without a
/// winning move. By increasing y: the strategy's break of a part of y
/// leaves numbers below y.
fn longest_after_breaking(limit: usize) -> Vec<Option<u32>> {
    let mut g: Vec<Option<u32>> = Vec::with_capacity(limit);
    for y in 0..limit as u64 {
        let mut most = Some(0);
        for (p1, p2) in literal_breaks(y) {
            if p1 > p2 {
                continue; // the same position as (p2, p1)
            }
            match longest_from(&Position::Two(p1, p2), &g) {
                None => {
                    most = None;
                    break;
                }
                Some(l) => most = most.max(Some(l)),
            }
        }
        g.push(most);
    }
    g
}

#[test]
fn longest_plays_from_every_start_below_4096_stay_within_the_bound() {
    let g = longest_after_breaking(N);
    let w = literal_wins(N);
    // From One(n): the strategy moves first where it wins, else second.
    let mut most = 0;
    let mut longest_start = 0;
    for n in 1..N as u64 {
        let l = match longest_from(&Position::One(n), &g) {
            Some(l) => l,
            None => g[n as usize].unwrap_or_else(|| panic!("{n}: the strategy loses second")),
        };
        assert_eq!(longest_from(&Position::One(n), &g).is_some(), w[n as usize]);
        // At most the top bit of the first number it breaks, n or a part.
        assert!(l <= top_bit(n) && l <= 63, "{n}: {l} breaks");
        if l > most {
            (most, longest_start) = (l, n);
        }
    }
    println!("longest: {most} breaks from {longest_start}");
    // The bound, the top bit of n, is 11 here; no opponent makes the
    // strategy break more than 8 times, first from 3585 = 0b111000000001.
    assert_eq!((most, longest_start), (8, 3585));
    // Every pair start the strategy wins.
    let mut pairs = 0;
    for b in 1..N as u64 {
        for a in 1..b {
            if let Some(l) = longest_from(&Position::Two(a, b), &g) {
                assert!(l <= top_bit(b) && l <= 63, "({a}, {b}): {l} breaks");
                most = most.max(l);
                pairs += 1;
            }
        }
    }
    println!("longest over pairs: {most} breaks, {pairs} won pairs");
    // All pairs but those of two numbers with odd bit counts (2048 of
    // them below 4096) are won; none makes a longer game.
    assert_eq!(pairs, 4095 * 4094 / 2 - 2048 * 2047 / 2);
    assert_eq!(most, 8);
}

/// Whether p > 0 has a set bit below its top bit, which
/// [`random_break`] needs (and which [`random_breaks_are_the_literal_breaks`]
/// checks to be the same as having a literal break).
fn has_break(p: u64) -> bool {
    p > 0 && (0..top_bit(p)).any(|i| p >> i & 1 == 1)
}

/// A random legal break of p, which must have a set bit below its top
/// bit: the part without the top bit is z, below 2^t, whose own top bit
/// is a set bit i of p (then z xor p < p), the rest of z random.
fn random_break(rng: &mut Rng, p: u64) -> (u64, u64) {
    let t = top_bit(p);
    let bits: Vec<u32> = (0..t).filter(|&i| p >> i & 1 == 1).collect();
    let i = bits[rng.below(bits.len())];
    let z = 1 << i | (rng.next_u64() & ((1u64 << i) - 1));
    if rng.chance(0.5) {
        (z, z ^ p)
    } else {
        (z ^ p, z)
    }
}

#[test]
fn random_breaks_are_the_literal_breaks() {
    let mut rng = Rng::new(1934);
    for p in 1..1024u64 {
        let all = literal_breaks(p);
        let breakable = has_break(p);
        assert_eq!(breakable, !all.is_empty(), "{p}");
        if breakable {
            for _ in 0..20 {
                let m = random_break(&mut rng, p);
                assert!(all.contains(&m), "{p}: {m:?}");
            }
            let m = stubborn_break(p);
            assert!(all.contains(&m), "{p}: {m:?}");
        }
    }
}

/// Plays the strategy from n, on the side it picks (first where it has a
/// winning move), against `opponent` (a number it holds that has a break
/// -> its break). Checks every move, its text, and that the strategy wins;
/// returns whether it played first and how many breaks it made.
fn play(n: u64, mut opponent: impl FnMut(&[u64]) -> (u64, u64)) -> (bool, u32) {
    let game = XorBreak;
    let mut pos = Position::One(n);
    let first = game.winning_move(&pos).is_some();
    let mut strategy_to_move = first;
    let mut breaks = 0;
    loop {
        let m = if strategy_to_move {
            let m = game
                .winning_move(&pos)
                .unwrap_or_else(|| panic!("{n}: no winning move at {pos:?}"));
            breaks += 1;
            m
        } else {
            let choices: Vec<u64> = held(&pos).into_iter().filter(|&p| has_break(p)).collect();
            if choices.is_empty() {
                // The opponent cannot break: the strategy wins.
                return (first, breaks);
            }
            opponent(&choices)
        };
        assert!(legal(&pos, m), "{n}: {pos:?}: {m:?} is not legal");
        let text = game.show_move(&pos, &m);
        assert_eq!(game.parse_move(&pos, &text), Ok(m), "{pos:?}: {text}");
        pos = game.apply(&pos, &m);
        strategy_to_move = !strategy_to_move;
    }
}

#[test]
fn plays_from_huge_numbers_end_within_63_breaks() {
    let mut rng = Rng::new(1018);
    let mut firsts = 0;
    let mut most = [0; 2];
    for case in 0..4000 {
        let n = match case % 4 {
            0 => 1_000_000_000_000_000_000 - rng.next_u64() % 1_000_000_000,
            1 => 1 + rng.next_u64() % 1_000_000_000_000_000_000,
            2 => u64::MAX - rng.next_u64() % 1_000_000,
            _ => (rng.next_u64() >> rng.below(64)).max(1),
        };
        // A random opponent: a random number, a random break.
        let mut dice = Rng::new(case);
        let (first, random) = play(n, |choices| {
            let p = choices[dice.below(choices.len())];
            random_break(&mut dice, p)
        });
        // A stubborn one: the larger number, the stubborn break.
        let (again, stubborn) = play(n, |choices| stubborn_break(*choices.iter().max().unwrap()));
        assert_eq!(first, again);
        firsts += usize::from(first);
        for (k, breaks) in [random, stubborn].into_iter().enumerate() {
            // At most the top bit of the first number the strategy breaks.
            assert!(breaks <= top_bit(n) && breaks <= 63, "{n}: {breaks} breaks");
            if n <= 1_000_000_000_000_000_000 {
                assert!(breaks <= 59, "{n}: {breaks} breaks");
            }
            most[k] = most[k].max(breaks);
        }
    }
    println!("{firsts} games first, at most {most:?} breaks (random, stubborn)");
    assert!((1800..2200).contains(&firsts), "{firsts}");
    assert_eq!(most, [20, 58]);
    // The stubborn opponent from the ends of the range.
    for (n, breaks) in [
        (u64::MAX, 58),
        (u64::MAX - 1, 58),
        (1_000_000_000_000_000_000, 37),
        (999_999_999_999_999_999, 37),
        ((1 << 60) - 1, 54),
        ((1 << 59) - 1, 53),
    ] {
        let got = play(n, |choices| stubborn_break(*choices.iter().max().unwrap())).1;
        assert_eq!(got, breaks, "{n}");
    }
}

#[test]
fn the_statement_sample() {
    let game = XorBreak;
    let w = literal_wins(16);
    // n = 1: the first player cannot break 1; the sample plays second.
    let one = Position::One(1);
    assert_eq!(game.winning_move(&one), None);
    assert_eq!(game.some_move(&one), None);
    assert!(game.moves(&one).is_empty());
    // n = 3: first, 2 1 (1 xor 2 = 3); neither 1 nor 2 can be broken.
    let three = Position::One(3);
    assert_eq!(game.winning_move(&three), Some((1, 2)));
    let m = game.parse_move(&three, "2 1").unwrap();
    assert_eq!(m, (2, 1));
    let after = game.apply(&three, &m);
    assert_eq!(after, Position::Two(1, 2));
    assert_eq!(game.some_move(&after), None);
    // n = 13 = 0b1101: the sample plays first with 10 7, but 13 is lost
    // for the first player (the literal search agrees): the second player
    // keeps 10 and wins. The sample's judge keeps 7 instead and breaks it
    // into 3 4; then 1 2 wins, as in the sample.
    assert!(!w[13]);
    let thirteen = Position::One(13);
    assert_eq!(game.winning_move(&thirteen), None);
    let after = game.apply(&thirteen, &game.parse_move(&thirteen, "10 7").unwrap());
    assert_eq!(after, Position::Two(7, 10));
    assert_eq!(game.winning_move(&after), Some((2, 8)));
    let after = game.apply(&after, &game.parse_move(&after, "3 4").unwrap());
    let m = game.winning_move(&after).unwrap();
    assert_eq!(game.show_move(&after, &m), "1 2");
    assert_eq!(game.some_move(&game.apply(&after, &m)), None);
    // n = 777777770001 (20 set bits): first. The sample's 777777770000 1
    // also wins (19 and 1 set bits); the strategy splits off 2^39.
    let big = Position::One(777_777_770_001);
    let sample = game.parse_move(&big, "777777770000 1").unwrap();
    assert_eq!(game.winning_move(&game.apply(&big, &sample)), None);
    let m = game.winning_move(&big).unwrap();
    assert_eq!(game.show_move(&big, &m), "228021956113 549755813888");
    assert_eq!(game.winning_move(&game.apply(&big, &m)), None);
}

#[test]
fn moves_at_the_ends_of_u64() {
    let game = XorBreak;
    let top = 1u64 << 63;
    let all = Position::One(u64::MAX);
    assert_eq!(game.winning_move(&all), Some((top - 1, top)));
    assert_eq!(game.some_move(&all), Some((top - 1, top)));
    // u64::MAX - 1 has 63 set bits: lost, but some_move still breaks it.
    let odd = Position::One(u64::MAX - 1);
    assert_eq!(game.winning_move(&odd), None);
    assert_eq!(game.some_move(&odd), Some((top - 2, top)));
    assert_eq!(game.winning_move(&Position::One(top)), None);
    assert_eq!(game.some_move(&Position::One(top)), None);
    assert_eq!(game.some_move(&Position::Two(top, 5)), Some((1, 4)));
    assert_eq!(game.winning_move(&Position::Two(top, 5)), Some((1, 4)));
    // Both parts win for the breaker: the smaller one is broken.
    assert_eq!(game.winning_move(&Position::Two(u64::MAX, 5)), Some((1, 4)));
    assert_eq!(game.winning_move(&Position::Two(5, u64::MAX)), Some((1, 4)));
    assert_eq!(game.winning_move(&Position::Two(7, 11)), None);
    assert_eq!(game.some_move(&Position::Two(0, 0)), None);
}

#[test]
fn notation_round_trips_and_errors() {
    let game = XorBreak;
    for n in 1..300 {
        let pos = Position::One(n);
        for m in game.moves(&pos) {
            let text = game.show_move(&pos, &m);
            assert_eq!(game.parse_move(&pos, &text), Ok(m));
            // Either order, any spacing.
            let swapped = format!("  {}\t{} \n", m.1, m.0);
            assert_eq!(game.parse_move(&pos, &swapped), Ok((m.1, m.0)));
        }
    }
    let all = Position::One(u64::MAX);
    let m = (u64::MAX >> 1, 1 << 63);
    assert_eq!(
        game.show_move(&all, &m),
        "9223372036854775807 9223372036854775808"
    );
    assert_eq!(
        game.parse_move(&all, "9223372036854775807 9223372036854775808"),
        Ok(m)
    );
    let pair = Position::Two(2, 9);
    let err = |pos: &Position, text: &str| game.parse_move(pos, text).unwrap_err();
    let count = "type two numbers, p1 and p2, the parts of your break";
    for text in ["", "  ", "3", "3 5 6", "1 2 3 4"] {
        assert_eq!(err(&pair, text), count, "{text:?}");
    }
    assert_eq!(err(&pair, "x 5"), "\"x\" is not a number");
    assert_eq!(err(&pair, "3 5.0"), "\"5.0\" is not a number");
    assert_eq!(err(&pair, "3 0x5"), "\"0x5\" is not a number");
    assert_eq!(err(&pair, "- 5"), "\"-\" is not a number");
    assert_eq!(
        err(&pair, "-3 5"),
        "\"-3\" is negative: the parts are positive"
    );
    assert_eq!(
        err(&pair, "3 99999999999999999999999"),
        "\"99999999999999999999999\" is too large: a part is below the number it breaks, \
         at most 18446744073709551615"
    );
    assert_eq!(
        err(&pair, "18446744073709551616 1"),
        "\"18446744073709551616\" is too large: a part is below the number it breaks, \
         at most 18446744073709551615"
    );
    assert_eq!(err(&pair, "0 9"), "the parts are positive: 0 is not one");
    assert_eq!(
        err(&pair, "3 5"),
        "3 xor 5 is 6, which is not a number you may break (2 or 9)"
    );
    assert_eq!(
        err(&pair, "4 4"),
        "4 xor 4 is 0, which is not a number you may break (2 or 9)"
    );
    assert_eq!(
        err(&Position::One(9), "3 5"),
        "3 xor 5 is 6, which is not a number you may break (9)"
    );
    assert_eq!(err(&pair, "11 2"), "p1 must be below 9: 11 is not");
    assert_eq!(err(&pair, "2 11"), "p2 must be below 9: 11 is not");
    assert_eq!(
        err(&pair, "10 8"),
        "2 is a power of two, which cannot be broken (one part would need its bit)"
    );
    assert_eq!(
        err(&Position::Two(1, 8), "1 2"),
        "there is no move: 1 or 8 cannot be broken (0 and powers of two cannot)"
    );
    assert_eq!(game.parse_move(&pair, "1 8"), Ok((1, 8)));
    assert_eq!(game.parse_move(&pair, "+1 8"), Ok((1, 8)));
}
