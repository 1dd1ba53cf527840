//! `two_ended_nim` against an exhaustive search of the literal game (the
//! state is the tuple of piles; a move lowers the first or the last pile,
//! dropping it at 0) on thousands of random small rows, large piles against
//! a symmetric-strategy fact, and a table of bad inputs.

use crate::common;

use common::{picture, Rng};
use cp_games::input::Input;
use cp_games::problems::two_ended_nim;
use cp_games::strategy::Strategy;
use std::collections::HashMap;

/// Whether the player to move wins the row `piles`, by trying every move.
/// No theory.
fn wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut win = false;
    if let (Some(&first), Some(&last)) = (piles.first(), piles.last()) {
        'moves: for (end, size) in [(0, first), (piles.len() - 1, last)] {
            for v in 0..size {
                let mut next = piles.to_vec();
                if v == 0 {
                    next.remove(end);
                } else {
                    next[end] = v;
                }
                if !wins(&next, memo) {
                    win = true;
                    break 'moves;
                }
            }
        }
    }
    memo.insert(piles.to_vec(), win);
    win
}

#[test]
fn against_exhaustive_search_of_rows() {
    let mut rng = Rng::new(1322);
    let mut memo = HashMap::new();
    let (mut won, mut lost) = (0, 0);
    for case in 0..800 {
        let games: Vec<Vec<u64>> = (0..rng.range(1, 6))
            .map(|_| {
                let n = rng.range(1, 7);
                let max = rng.range(1, 6) as u64;
                (0..n).map(|_| 1 + rng.below(max as usize) as u64).collect()
            })
            .collect();
        let text = common::pile_games_text(&games);
        let expected: String = games
            .iter()
            .map(|g| {
                if wins(g, &mut memo) {
                    won += 1;
                    "1\n"
                } else {
                    lost += 1;
                    "0\n"
                }
            })
            .collect();
        let got = two_ended_nim::solve(&mut Input::new(text.as_str()));
        assert_eq!(got.as_ref(), Ok(&expected), "input:\n{text}");
        if case % 8 == 0 {
            assert_eq!(
                common::run_ok("two_ended_nim", text.as_bytes()),
                expected,
                "input:\n{text}"
            );
        }
    }
    // Every row of up to 5 piles of 1..=3, each once.
    for n in 0..=5u32 {
        for code in 0..3u64.pow(n) {
            let row: Vec<u64> = (0..n).map(|i| 1 + code / 3u64.pow(i) % 3).collect();
            let expected = wins(&row, &mut memo);
            assert_eq!(two_ended_nim::first_player_wins(&row), expected, "{row:?}");
            if expected {
                won += 1;
            } else {
                lost += 1;
            }
        }
    }
    assert!(won > 1000 && lost > 300, "{won} {lost}");
}

#[test]
fn large_piles() {
    // A palindrome of even length is lost (mirror the opponent's move at
    // the other end); one more stone on one end makes it won.
    let mut rng = Rng::new(9);
    for _ in 0..200 {
        let half: Vec<u64> = (0..rng.range(1, 30))
            .map(|_| match rng.below(3) {
                0 => u64::MAX - rng.below(3) as u64,
                1 => 1 + rng.below(1_000_000_000) as u64,
                _ => 1 + rng.below(4) as u64,
            })
            .collect();
        let mut row = half.clone();
        row.extend(half.iter().rev());
        assert!(!two_ended_nim::first_player_wins(&row), "{row:?}");
        if row[0] < u64::MAX {
            row[0] += 1;
            assert!(two_ended_nim::first_player_wins(&row), "{row:?}");
        }
    }
    let max = u64::MAX;
    let text = format!("3\n2\n{max} {max}\n3\n{max} 1 {max}\n1\n{max}\n");
    assert_eq!(
        common::run_ok("two_ended_nim", text.as_bytes()),
        "0\n0\n1\n"
    );
}

#[test]
fn degenerate_sizes_are_answered() {
    assert_eq!(common::run_ok("two_ended_nim", b"2\n0\n1\n5\n"), "0\n1\n");
    let many = format!("1000\n{}", "2\n3 4\n".repeat(1000));
    assert_eq!(
        common::run_ok("two_ended_nim", many.as_bytes()),
        "1\n".repeat(1000)
    );
}

#[test]
fn bad_input() {
    for (input, needle) in common::PILE_GAMES_BAD_INPUT {
        common::assert_error("two_ended_nim", input.as_bytes(), needle);
    }
}

/// The successors of a row by the rules: the leftmost or the rightmost
/// pile lowered to any smaller size, and dropped at 0.
fn literal_moves(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    if let (Some(&first), Some(&last)) = (piles.first(), piles.last()) {
        for (end, size) in [(0, first), (piles.len() - 1, last)] {
            for v in 0..size {
                let mut next = piles.to_vec();
                if v == 0 {
                    next.remove(end);
                } else {
                    next[end] = v;
                }
                out.push(next);
            }
        }
    }
    out
}

#[test]
fn strategy_against_every_reply() {
    // Every row of up to 5 piles of 1 to 3 stones, and random rows of 6 to
    // 9 piles of up to 6 stones.
    let mut starts: Vec<Vec<u64>> = Vec::new();
    for n in 0..=5u32 {
        for code in 0..3u64.pow(n) {
            starts.push((0..n).map(|i| 1 + code / 3u64.pow(i) % 3).collect());
        }
    }
    let mut rng = Rng::new(1413);
    for _ in 0..700 {
        let n = rng.range(6, 9);
        starts.push((0..n).map(|_| rng.range(1, 6) as u64).collect());
    }
    let report = common::adversary::check(
        &cp_games::strategy::two_ended_nim::TwoEndedNim,
        &starts,
        |p: &Vec<u64>| literal_moves(p),
        false,
        400_000,
    );
    assert!(report.positions > 20_000, "{report:?}");
    assert!(report.positions - report.won > 1000, "{report:?}");
    println!("{report:?}");
}

/// Checks the winning move of `row` against the verdict: legal, and
/// leaving a lost row; `None` exactly on lost rows.
fn check_move(row: &[u64]) -> bool {
    let verdict = two_ended_nim::first_player_wins(row);
    match two_ended_nim::winning_move(row) {
        None => {
            assert!(!verdict, "{row:?}");
            false
        }
        Some((end, k)) => {
            assert!(verdict, "{row:?}");
            let i = match end {
                two_ended_nim::End::Left => 0,
                two_ended_nim::End::Right => row.len() - 1,
            };
            assert!(k >= 1 && k <= row[i], "{row:?}: {end:?} {k}");
            let mut next = row.to_vec();
            if k == row[i] {
                next.remove(i);
            } else {
                next[i] -= k;
            }
            assert!(
                !two_ended_nim::first_player_wins(&next),
                "{row:?}: {end:?} {k}"
            );
            true
        }
    }
}

#[test]
fn winning_moves_on_huge_and_long_rows_reach_lost_rows() {
    let mut rng = Rng::new(2599);
    let (mut won, mut lost) = (0, 0);
    for i in 0..3000 {
        let n = rng.range(1, 12);
        let row: Vec<u64> = (0..n)
            .map(|_| match (i + rng.below(2)) % 3 {
                0 => u64::MAX - rng.below(3) as u64,
                1 => 1 + rng.below(1_000_000_000) as u64,
                _ => 1 + rng.below(4) as u64,
            })
            .collect();
        if check_move(&row) {
            won += 1;
        } else {
            lost += 1;
        }
        // Lost rows: every change of one end makes them won.
        let mut mirrored = row.clone();
        mirrored.extend(row.iter().rev());
        assert!(!check_move(&mirrored), "{mirrored:?}");
        mirrored[0] = mirrored[0].saturating_add(1);
        if mirrored[0] > row[0] {
            assert!(check_move(&mirrored));
        }
    }
    assert!(won > 1000 && lost > 50, "{won} {lost}");
    // Rows of the judge's length.
    for _ in 0..6 {
        let row: Vec<u64> = (0..1000).map(|_| rng.range(1, 3) as u64).collect();
        check_move(&row);
        let mut row: Vec<u64> = (0..1000).map(|_| rng.next_u64().max(1)).collect();
        check_move(&row);
        // The first pile at L: lost.
        let (l, _) = two_ended_nim::ends(&row).unwrap();
        if l > 0 {
            row[0] = l;
            assert!(!check_move(&row));
        }
    }
}

#[test]
fn explain_gives_l_and_r_and_the_move() {
    let out = common::explain("two_ended_nim", "3\n4\n3 1 9 4\n2\n5 6\n4\n5 1 9 4\n");
    let defs = "L = left(2..n): the pile that, put left of piles 2..n, makes a lost row \
                (0: none); R = right(1..n-1) likewise on the right of piles 1..n-1.\n";
    assert_eq!(
        out,
        format!(
            "Game 1:\nRow of 4 piles: 3 1 9 4\n{defs}\
             L = 3, R = 4; the player to move wins iff the leftmost pile (3) is not L.\n\
             The player to move loses: the leftmost pile is L.\n\
             \nGame 2:\nRow of 2 piles: 5 6\n{defs}\
             L = 6, R = 5; the player to move wins iff the leftmost pile (5) is not L.\n\
             The player to move wins (6 > 5, so the right end: 5 < 6).\n\
             Winning move: R 1 (take 1 from the rightmost pile, leaving 5 = R: a lost row \
             for the opponent).\n\
             \nGame 3:\nRow of 4 piles: 5 1 9 4\n{defs}\
             L = 3, R = 6; the player to move wins iff the leftmost pile (5) is not L.\n\
             The player to move wins (3 < 5).\n\
             Winning move: L 2 (take 2 from the leftmost pile, leaving 3 = L: a lost row \
             for the opponent).\n"
        )
    );
    // L and R by the literal game: 3 1 9 4 and 5 1 9 6 are lost.
    let mut memo = HashMap::new();
    assert!(!wins(&[3, 1, 9, 4], &mut memo) && !wins(&[5, 1, 9, 6], &mut memo));
    let out = common::explain("two_ended_nim", "1\n1\n7\n");
    assert!(
        out.ends_with("Winning move: L 7 (take 7 from the leftmost pile, removing it (L = 0): a lost row for the opponent).\n"),
        "{out}"
    );
    assert_eq!(
        common::explain("two_ended_nim", "1\n0\n"),
        "An empty row: the player to move has no move and loses.\n"
    );
    // A long row shows its two ends only.
    let row: Vec<String> = (1..=1000).map(|i| (i % 7 + 1).to_string()).collect();
    let out = common::explain("two_ended_nim", &format!("1\n1000\n{}\n", row.join(" ")));
    assert!(
        out.starts_with("Row of 1000 piles: 2 3 4 5 6 7 1 2 3 4 5 6 7 1 2 3 4 5 6 7 ... ")
            && out.contains(" 1 2 3 4 5 6 7 (1000 piles)\n"),
        "{out}"
    );
    assert!(out.len() < 1000, "{out}");
}

/// The program's reply as the session plays it.
fn program(row: &[u64]) -> (two_ended_nim::End, u64) {
    two_ended_nim::winning_move(row).unwrap_or((two_ended_nim::End::Left, 1))
}

fn apply(row: &mut Vec<u64>, (end, k): (two_ended_nim::End, u64)) {
    let i = match end {
        two_ended_nim::End::Left => 0,
        two_ended_nim::End::Right => row.len() - 1,
    };
    if row[i] == k {
        row.remove(i);
    } else {
        row[i] -= k;
    }
}

fn typed((end, k): (two_ended_nim::End, u64)) -> String {
    match end {
        two_ended_nim::End::Left => format!("L {k}\n"),
        two_ended_nim::End::Right => format!("R {k}\n"),
    }
}

/// A whole session from `row` with the person second: the program plays
/// on even plies, the person `person`'s move on odd ones. Returns what the
/// person types and how many plies there were.
fn session(
    mut row: Vec<u64>,
    person: impl Fn(&[u64]) -> (two_ended_nim::End, u64),
) -> (String, usize) {
    let mut script = String::from("second\n");
    let mut plies = 0;
    while !row.is_empty() {
        let m = if plies % 2 == 0 {
            program(&row)
        } else {
            let m = person(&row);
            script += &typed(m);
            m
        };
        apply(&mut row, m);
        plies += 1;
    }
    (script, plies)
}

#[test]
fn play_sessions() {
    let bin = "two_ended_nim";
    // The program moves first from a won row; the person takes one stone
    // from the right.
    let (script, plies) = session(vec![5, 1, 9, 4], |_| (two_ended_nim::End::Right, 1));
    assert_eq!(plies % 2, 1, "the program took the last stone");
    let out = common::play(bin, "engine-wins", "1\n4\n5 1 9 4\n", &script);
    assert!(out.starts_with("Row: 5 1 9 4\n"), "{out}");
    assert!(
        out.contains("I play L 2 (as First).\nRow: 3 1 9 4\n"),
        "{out}"
    );
    assert!(out.ends_with("You have no move left. I win.\n"), "{out}");

    // The person moves second from a lost row and wins with the strategy.
    let (script, plies) = session(vec![3, 1, 9, 4], |row| {
        two_ended_nim::winning_move(row).unwrap()
    });
    assert_eq!(plies % 2, 0, "the person took the last stone");
    let out = common::play(bin, "person-wins", "1\n4\n3 1 9 4\n", &script);
    assert!(
        out.contains("I play L 1 (as First).\nRow: 2 1 9 4\n"),
        "{out}"
    );
    assert!(out.ends_with("I have no move left. You win.\n"), "{out}");

    // Illegal and malformed moves, hint, then the end of input.
    let out = common::play(
        bin,
        "illegal",
        "1\n4\n5 1 9 4\n",
        "first\nM 1\nL 6\nR 0\nr x\nL\nhint\nleft 1\n",
    );
    for want in [
        "\"M\" is not an end of the row: type L or R. Type help for help.\n",
        "The leftmost pile holds only 5.",
        "A move takes at least one stone.",
        "\"x\" is not a number of stones.",
        "Type the end, L or R, and how many stones to take.",
        "A winning move: L 2.\n",
        "Row: 4 1 9 4\nI play L 1 (as Second).\nRow: 3 1 9 4\n",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    assert!(
        out.ends_with("Your move (as First): \nEnd of input: the game stops here. Goodbye.\n"),
        "{out}"
    );
    let out = common::play(bin, "pick", "2\n1\n5\n2\n5 5\n", "1\nfirst\nR 5\n");
    assert!(
        out.ends_with("Row: \nI have no move left. You win.\n"),
        "{out}"
    );
}

/// The drawing of `piles`: every click a legal move as `show_move` writes
/// it, none twice; the moves with their marks.
fn drawn(piles: &[u64]) -> Vec<((two_ended_nim::End, u64), bool)> {
    picture::drawn_wins(
        &cp_games::strategy::two_ended_nim::TwoEndedNim,
        &piles.to_vec(),
        100_000,
    )
}

#[test]
fn drawing_offers_every_move_and_marks_the_winning_ones() {
    let game = cp_games::strategy::two_ended_nim::TwoEndedNim;
    let mut memo = HashMap::new();
    let mut rng = Rng::new(2599);
    let mut won = 0;
    for case in 0..400 {
        let n = rng.range(1, 6);
        let max = [2, 4, 7][case % 3];
        let piles: Vec<u64> = (0..n).map(|_| rng.range(1, max) as u64).collect();
        let clicked = drawn(&piles);
        let mut got: Vec<_> = clicked.iter().map(|c| c.0).collect();
        let mut all = game.moves(&piles);
        let key = |m: &(two_ended_nim::End, u64)| (m.0 == two_ended_nim::End::Right, m.1);
        got.sort_by_key(key);
        all.sort_by_key(key);
        assert_eq!(got, all, "{piles:?}");
        for (m, win) in clicked {
            let next = game.apply(&piles, &m);
            assert_eq!(win, !wins(&next, &mut memo), "{piles:?}: {m:?}");
            won += usize::from(win);
        }
    }
    assert!(won > 200, "{won}");
}

#[test]
fn drawing_of_huge_piles_and_long_rows_stays_small_and_offers_the_winning_move() {
    drawing_of_huge_piles_and_long_rows_stays_small_and_offers_the_winning_move_in(60);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn drawing_of_huge_piles_and_long_rows_stays_small_and_offers_the_winning_move_full() {
    drawing_of_huge_piles_and_long_rows_stays_small_and_offers_the_winning_move_in(200);
}

/// [`drawing_of_huge_piles_and_long_rows_stays_small_and_offers_the_winning_move`] on `cases` seeded cases (the
/// quick tier's 60, the full tier's 200).
fn drawing_of_huge_piles_and_long_rows_stays_small_and_offers_the_winning_move_in(cases: usize) {
    let mut rng = Rng::new(1413);
    for case in 0..cases {
        let n = [1, 2, 3, 30, 300][case % 5];
        let piles: Vec<u64> = (0..n)
            .map(|_| match rng.below(3) {
                0 => rng.next_u64().max(1),
                1 => (rng.next_u64() >> rng.below(64)).max(1),
                _ => rng.range(1, 30) as u64,
            })
            .collect();
        let clicked = drawn(&piles);
        match two_ended_nim::winning_move(&piles) {
            Some(m) => assert!(clicked.contains(&(m, true)), "{piles:?}: {m:?}"),
            None => assert!(clicked.iter().all(|c| !c.1), "{piles:?}"),
        }
        // Every marked move leaves a lost row.
        for (m, win) in clicked {
            let next = cp_games::strategy::Strategy::apply(
                &cp_games::strategy::two_ended_nim::TwoEndedNim,
                &piles,
                &m,
            );
            assert_eq!(
                win,
                !two_ended_nim::first_player_wins(&next),
                "{piles:?}: {m:?}"
            );
        }
    }
}
