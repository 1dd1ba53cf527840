//! `play_a_game` against an exhaustive search of the literal game (stone
//! position + visited cells, no theory) for n = 1..5, against the matching
//! library's "in every maximum matching" for the corner for n = 1..40, and
//! bad input.

use crate::common;

use common::Rng;
use cp_games::strategy::Strategy;
use cp_games::{input::Input, matching::BipartiteGraph, problems::play_a_game};
use std::collections::HashMap;

/// Whether the player to move wins with the stone on `pos` of an n x n
/// board and `visited` (bitmask, `pos` included) used.
fn mover_wins(n: usize, pos: usize, visited: u32, memo: &mut HashMap<(usize, u32), bool>) -> bool {
    if let Some(&w) = memo.get(&(pos, visited)) {
        return w;
    }
    let (r, c) = (pos / n, pos % n);
    let mut next = Vec::new();
    if r > 0 {
        next.push(pos - n);
    }
    if r + 1 < n {
        next.push(pos + n);
    }
    if c > 0 {
        next.push(pos - 1);
    }
    if c + 1 < n {
        next.push(pos + 1);
    }
    let w = next
        .into_iter()
        .any(|q| visited >> q & 1 == 0 && !mover_wins(n, q, visited | 1 << q, memo));
    memo.insert((pos, visited), w);
    w
}

/// The winner's name for an n x n board, by exhaustive search (n <= 5).
fn brute(n: usize) -> &'static str {
    assert!(n * n <= 32);
    if mover_wins(n, 0, 1, &mut HashMap::new()) {
        "8600\n"
    } else {
        "ailyanlu\n"
    }
}

/// The winner by the matching library: the first player wins iff the
/// corner is in every maximum matching of the grid graph.
fn by_matching(n: usize) -> &'static str {
    // Left: cells with r + c even (the corner's colour); right: the others.
    let index = |r: usize, c: usize| (r * n + c) / 2;
    let mut g = BipartiteGraph::new((n * n + 1) / 2, n * n / 2);
    for r in 0..n {
        for c in 0..n {
            if (r + c) % 2 == 0 {
                for (dr, dc) in [(0, 1), (1, 0), (0, usize::MAX), (usize::MAX, 0)] {
                    let (r2, c2) = (r.wrapping_add(dr), c.wrapping_add(dc));
                    if r2 < n && c2 < n {
                        g.add_edge(index(r, c), index(r2, c2));
                    }
                }
            }
        }
    }
    if g.in_every_max_matching().0[index(0, 0)] {
        "8600\n"
    } else {
        "ailyanlu\n"
    }
}

fn text_of(sizes: &[u64]) -> String {
    let mut s: String = sizes.iter().map(|n| format!("{n}\n")).collect();
    s += "0\n";
    s
}

#[test]
fn small_boards_against_exhaustive_search() {
    let answers: Vec<&str> = (1..=5).map(brute).collect();
    // Both outcomes occur.
    assert!(answers.contains(&"8600\n") && answers.contains(&"ailyanlu\n"));
    for (n, answer) in (1..=5u64).zip(&answers) {
        let got = play_a_game::solve(&mut Input::new(text_of(&[n]))).unwrap();
        assert_eq!(got, *answer, "n = {n}");
    }
    // Random sequences of boards, through the binary.
    let mut rng = Rng::new(1564);
    for case in 0..200 {
        let sizes: Vec<u64> = (0..rng.range(0, 10))
            .map(|_| rng.range(1, 5) as u64)
            .collect();
        let expected: String = sizes.iter().map(|&n| answers[n as usize - 1]).collect();
        let text = text_of(&sizes);
        let got = play_a_game::solve(&mut Input::new(text.as_str())).unwrap();
        assert_eq!(got, expected, "case {case}:\n{text}");
        if case % 4 == 0 {
            assert_eq!(common::run_ok("play_a_game", text.as_bytes()), expected);
        }
    }
}

#[test]
fn boards_up_to_40_against_the_matching() {
    for n in 1..=5 {
        assert_eq!(by_matching(n), brute(n), "n = {n}: the matching theory");
    }
    let sizes: Vec<u64> = (1..=40).collect();
    let expected: String = (1..=40).map(by_matching).collect();
    assert_eq!(
        common::run_ok("play_a_game", text_of(&sizes).as_bytes()),
        expected
    );
}

#[test]
fn testdata_answers_are_those_of_the_matching() {
    for (path, data) in common::testdata_inputs("play_a_game") {
        let text = String::from_utf8(data).unwrap();
        let mut expected = String::new();
        for n in text
            .split_whitespace()
            .map(|t| t.parse::<u64>().unwrap())
            .take_while(|&n| n != 0)
        {
            expected += if n <= 40 {
                by_matching(n as usize)
            } else {
                // Past what the matching can build here: an n x n board
                // and the 2 x 2 or 3 x 3 board of n's parity. Both have a
                // domino tiling of all cells (n even) or of all but the
                // corner (n odd), which decides the game as in the module
                // documentation; checked above for n <= 40.
                by_matching(2 + (n % 2) as usize)
            };
        }
        let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(out, expected, "{}", path.display());
    }
}

#[test]
fn bad_input() {
    let bin = "play_a_game";
    for (input, needle) in [
        (
            "2\n3\n",
            "line 2: board 3: expected the board size n (or the closing 0), found the end of the input",
        ),
        ("", "board 1: expected the board size n (or the closing 0), found the end"),
        ("2\n0\n5\n", "line 3: unexpected \"5\" after the closing 0"),
        ("2\nx\n0\n", "line 2: board 2: expected the board size n (or the closing 0), found \"x\""),
        ("-2\n0\n", "line 1: board 1: the board size n (or the closing 0) must not be negative"),
        ("18446744073709551616\n0\n", "board 1: the board size n (or the closing 0) is too large"),
        ("2 0 0\n", "line 1: unexpected \"0\" after the closing 0"),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}

#[cfg(feature = "play")]
mod play {
    use super::*;
    use crate::common::picture;
    use cp_games::play::Game;
    use cp_games::strategy::play_a_game::PlayAGame;
    use play_a_game::Position;

    /// The successors by the rules: the stone steps to an unvisited
    /// 4-neighbour on the board.
    fn literal(p: &Position) -> Vec<Position> {
        let (r, c) = (i128::from(p.stone.0), i128::from(p.stone.1));
        let n = i128::from(p.n);
        let mut out = Vec::new();
        for (r, c) in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)] {
            if (0..n).contains(&r) && (0..n).contains(&c) {
                let cell = (r as u64, c as u64);
                if !p.visited.contains(&cell) {
                    let mut q = p.clone();
                    q.stone = cell;
                    q.visited.push(cell);
                    q.visited.sort_unstable();
                    out.push(q);
                }
            }
        }
        out
    }

    #[test]
    fn strategy_against_every_reply() {
        strategy_against_every_reply_and(1000);
    }

    #[test]
    #[ignore = "full tier: cargo test -- --include-ignored"]
    fn strategy_against_every_reply_and_3000_random_regions() {
        strategy_against_every_reply_and(3000);
    }

    /// The corner of boards up to 4 x 4, and `count` random regions.
    fn strategy_against_every_reply_and(count: usize) {
        let mut report = common::adversary::Report::default();
        // Every game from the corner on boards up to 4 x 4.
        for n in 1..=4 {
            report += common::adversary::check(
                &PlayAGame,
                &[Position::start(n)],
                literal,
                false,
                1_000_000,
            );
        }
        // Positions off any game from the corner, on boards up to 8 x 8:
        // the stone in a random connected region of 4 to 13 cells grown
        // around it, every other cell visited.
        let mut rng = Rng::new(1564);
        let mut starts = 0;
        for _ in 0..count {
            let n = rng.range(3, 8) as u64;
            let stone = (rng.below(n as usize) as u64, rng.below(n as usize) as u64);
            let size = rng.range(4, 13);
            let mut region = vec![stone];
            for _ in 0..100 {
                if region.len() == size {
                    break;
                }
                let from = region[rng.below(region.len())];
                let grown = Position {
                    n,
                    stone: from,
                    visited: region.clone(),
                };
                let next = literal(&grown);
                if !next.is_empty() {
                    region.push(next[rng.below(next.len())].stone);
                }
            }
            let visited: Vec<(u64, u64)> = (0..n)
                .flat_map(|r| (0..n).map(move |c| (r, c)))
                .filter(|x| *x == stone || !region.contains(x))
                .collect();
            let p = Position { n, stone, visited };
            report += common::adversary::check(&PlayAGame, &[p], literal, false, 1_000_000);
            starts += 1;
        }
        println!("{starts} random starts and the corner of n = 1..4: {report:?}");
        assert!(report.positions > count * 16, "{report:?}");
    }

    #[test]
    fn the_tiling_answers_at_judge_size() {
        let mut rng = Rng::new(8600);
        for n in [10_000u64, 9_999, 10_001, 1 << 32, u64::MAX - 1, u64::MAX] {
            let mut p = Position::start(n);
            let first = play_a_game::first_player_wins(n);
            assert_eq!(
                play_a_game::winning_move(&p).unwrap().is_some(),
                first,
                "{n}"
            );
            if !first {
                // The first player moves; the second wins from there on.
                let next = literal(&p);
                p = next[rng.below(next.len())].clone();
            }
            for _ in 0..300 {
                let m = play_a_game::winning_move(&p)
                    .unwrap_or_else(|_| panic!("{n}: the tiling must answer {p:?}"))
                    .unwrap_or_else(|| panic!("{n}: the strategy's side lost at {p:?}"));
                let q = PlayAGame.apply(&p, &m);
                assert!(literal(&p).contains(&q), "{n}: {m:?} from {p:?}");
                // The opponent stands lost, by the tiling.
                assert_eq!(play_a_game::winning_move(&q), Ok(None), "{n}: {q:?}");
                let replies = literal(&q);
                if replies.is_empty() {
                    break;
                }
                p = replies[rng.below(replies.len())].clone();
            }
        }
    }

    #[test]
    fn off_the_tiling_the_matching_answers_up_to_its_limit() {
        // A deviation on a 2000 x 2000 board: answered by a maximum
        // matching; on a larger one the tiling cannot answer.
        let p = Position {
            n: 2000,
            stone: (1, 0),
            visited: vec![(0, 0), (1, 0)],
        };
        let m = play_a_game::winning_move(&p).expect("within the limit");
        if let Some(m) = m {
            assert!(literal(&p).contains(&PlayAGame.apply(&p, &m)));
        }
        let big = Position { n: 2002, ..p };
        assert_eq!(play_a_game::winning_move(&big), Err(()));
        assert_eq!(PlayAGame.winning_move(&big), None);
    }

    #[test]
    fn explain_names_the_tiling() {
        let out = common::explain("play_a_game", "2\n3\n1\n0\n");
        assert!(out.starts_with("Game 1:\nBoard 2 x 2, the stone on row 1, column 1: 8600 (the player to move) wins.\nDominoes tile the board"), "{out}");
        assert!(out.contains("here row 1, column 2;"), "{out}");
        assert!(out.contains("Game 2:\nBoard 3 x 3, the stone on row 1, column 1: ailyanlu wins; the player to move loses.\n"), "{out}");
        assert!(out.contains("Game 3:\nBoard 1 x 1, the stone on row 1, column 1: ailyanlu wins: the stone has no move at all.\n"), "{out}");
        assert_eq!(
            common::explain("play_a_game", "0\n"),
            "The input holds no board (only the closing 0).\n"
        );
        let out = common::explain("play_a_game", "18446744073709551615\n0\n");
        assert!(out.contains("ailyanlu wins"), "{out}");
    }

    #[test]
    fn play_sessions() {
        let bin = "play_a_game";
        // 2 x 2: the program moves first and wins whatever the person does.
        let out = common::play(bin, "engine-wins", "2\n0\n", "second\n2 2\n");
        assert!(out.contains("I play 1 2 (as 8600).\n"), "{out}");
        assert!(out.contains("I play 2 1 (as 8600).\n"), "{out}");
        assert!(out.ends_with("You have no move left. I win.\n"), "{out}");
        // 3 x 3: the person is second and wins by the tiling: 1 2 -> 1 3,
        // then the program (lost, first legal move) goes down to 2 3, the
        // person to 3 3, ... here scripted by the tiling's partner.
        let out = common::play(bin, "person-wins", "3\n0\n", "second\n");
        assert!(out.contains("I play 1 2 (as 8600).\n"), "{out}");
        let mut script = String::from("second\n");
        let mut p = Position::start(3);
        p = PlayAGame.apply(&p, &(0, 1)); // the program's first legal move
        loop {
            let m = play_a_game::winning_move(&p)
                .unwrap()
                .expect("the person wins");
            script += &format!("{} {}\n", m.0 + 1, m.1 + 1);
            p = PlayAGame.apply(&p, &m);
            match PlayAGame.some_move(&p) {
                Some(reply) => p = PlayAGame.apply(&p, &reply),
                None => break,
            }
        }
        let out = common::play(bin, "person-wins", "3\n0\n", &script);
        assert!(out.ends_with("I have no move left. You win.\n"), "{out}");
        // Illegal moves, a window of a huge board, and the end of input.
        let out = common::play(
            bin,
            "illegal",
            "10000\n0\n",
            "first\n1 1\n2 2\n0 1\n1\n3 1\nhint\n",
        );
        for want in [
            "(rows 1-60 and columns 1-60 of 10000 x 10000)\n",
            "The stone is on row 1, column 1.",
            "Row 2, column 2 is not next to the stone, on row 1, column 1.",
            "Row 0, column 1 is off the 10000 x 10000 board.",
            "Type a cell as two numbers, its row and its column.",
            "A winning move: 1 2.",
        ] {
            assert!(out.contains(want), "{want:?} missing from {out}");
        }
        assert!(
            out.ends_with("End of input: the game stops here. Goodbye.\n"),
            "{out}"
        );
        let out = common::play(bin, "visited", "4\n0\n", "first\n1 2\n");
        assert!(
            out.contains("I play 2 2 (as ailyanlu).\n")
                || out.contains("I play 1 3 (as ailyanlu).\n"),
            "{out}"
        );
        let file = common::scratch_file(bin, "no-boards", "0\n");
        let args = [std::ffi::OsStr::new("--play"), file.as_os_str()];
        let r = common::run_args(bin, &args, b"first\n");
        assert_eq!(
            (r.code, r.stdout.is_empty(), r.stderr.as_str()),
            (Some(1), true, "error: the input holds no game to play\n")
        );
    }

    /// The drawing's clicks are legal moves, shown back as clicked, and
    /// every legal move once. Returns the drawing's elements.
    fn clicks_are_the_moves(p: &Position) -> Vec<picture::Shape> {
        let svg = PlayAGame.picture(p).expect("a drawing");
        let clicks = picture::check_clicks(&PlayAGame, p, &svg);
        assert_eq!(
            picture::offered(&clicks),
            picture::legal_shown(&PlayAGame, p)
        );
        picture::shapes(&svg)
    }

    #[test]
    fn drawings_show_the_theory_and_click_every_move() {
        let mut rng = Rng::new(1564);
        let mut coloured = 0;
        for game in 0..120 {
            let n = 1 + game % 4;
            let mut memo = HashMap::new();
            let mut p = Position::start(n as u64);
            loop {
                let d = clicks_are_the_moves(&p);
                let visited: u32 = p
                    .visited
                    .iter()
                    .map(|&(r, c)| 1 << (r as usize * n + c as usize))
                    .sum();
                let cells = d.iter().filter(|d| {
                    d.title
                        .as_deref()
                        .is_some_and(|t| t.starts_with("row ") || t.starts_with("move "))
                });
                for cell in cells {
                    let t = cell.title.as_ref().unwrap();
                    let nums: Vec<usize> = t
                        .split(|ch: char| !ch.is_ascii_digit())
                        .filter(|w| !w.is_empty())
                        .map(|w| w.parse().unwrap())
                        .collect();
                    let x = (nums[0] - 1) * n + nums[1] - 1;
                    let has = |c: &str| cell.has(c);
                    if visited >> x & 1 == 1 {
                        assert!(has("visited") && !has("win") && !has("lose"), "{t}");
                        continue;
                    }
                    // Arriving there wins iff the next player loses: a
                    // move is green then (red if not), another cell
                    // outlined.
                    let win = !mover_wins(n, x, visited | 1 << x, &mut memo);
                    if cell.moves().is_some() {
                        assert_eq!(cell.mark(), Some(win), "n {n}: {t}: {:?}", cell.classes);
                    } else {
                        assert_eq!(cell.mark(), None, "n {n}: {t}");
                        assert_eq!(has("lost"), win, "n {n}: {t}: {:?}", cell.classes);
                    }
                    coloured += 1;
                }
                let moves = PlayAGame.moves(&p);
                if moves.is_empty() {
                    break;
                }
                p = PlayAGame.apply(&p, &moves[rng.below(moves.len())]);
            }
        }
        assert!(coloured > 400, "{coloured}");
    }

    #[test]
    fn huge_boards_are_drawn_in_a_window() {
        for n in [61, 10_000, u64::MAX] {
            let mut p = Position::start(n);
            for _ in 0..3 {
                let svg = PlayAGame.picture(&p).unwrap();
                assert!(svg.len() < 1_000_000, "{}", svg.len());
                assert!(svg.contains(&format!("of the {n} x {n} board.")));
                let d = clicks_are_the_moves(&p);
                let green: Vec<&str> = d
                    .iter()
                    .filter(|d| d.has("win"))
                    .filter_map(|d| d.moves())
                    .collect();
                let best = PlayAGame.winning_move(&p);
                match best {
                    Some(m) => assert!(green.contains(&PlayAGame.show_move(&p, &m).as_str())),
                    None if PlayAGame.decided(&p) => assert!(green.is_empty()),
                    None => {}
                }
                // Every mark as the theory says of the position after it.
                for c in picture::check_clicks(&PlayAGame, &p, &svg) {
                    let after = PlayAGame.apply(&p, &c.m);
                    let theory = match PlayAGame.winning_move(&after) {
                        Some(_) => Some(false),
                        None if PlayAGame.decided(&after) => Some(true),
                        None => None,
                    };
                    assert_eq!(c.mark(), theory, "{n}: {}", c.text);
                }
                // Along the tiling: the winner's move, or the first.
                let m = best.unwrap_or(PlayAGame.moves(&p)[0]);
                p = PlayAGame.apply(&p, &m);
            }
        }
        // No edits: the board has no walls, and the start is the corner.
        assert!(PlayAGame.edit(&Position::start(4), "wall 1 2").is_err());
    }
}
