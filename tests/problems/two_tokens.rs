//! `two_tokens` against an exhaustive search of the literal game (positions
//! as unordered pairs of cells, none may repeat, merging wins; no matching
//! theory) on thousands of random small boards, every start on each; hand-
//! made boards; and bad input.

use crate::common;

use common::two_tokens::{Literal, Maze};
use common::Rng;
use cp_games::strategy::Strategy;
use cp_games::{input::Input, problems::two_tokens};
use itertools::Itertools;

fn solve(text: &str) -> String {
    two_tokens::solve(&mut Input::new(text)).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn expected(first_wins: bool) -> &'static str {
    if first_wins {
        "First\n"
    } else {
        "Second\n"
    }
}

#[test]
fn every_start_of_random_small_boards_against_the_literal_game() {
    every_start_of_random_small_boards(150);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn every_start_of_3000_random_small_boards_against_the_literal_game() {
    every_start_of_random_small_boards(3000);
}

fn every_start_of_random_small_boards(count: usize) {
    let mut rng = Rng::new(1414);
    // Starts: tokens adjacent, apart and won by First, apart and lost.
    let mut seen = [0; 3];
    let mut boards = 0;
    while boards < count {
        let shapes = [
            (1, 10),
            (2, 5),
            (5, 2),
            (3, 3),
            (3, 4),
            (4, 3),
            (2, 6),
            (3, 5),
            (1, 7),
        ];
        let (rows, cols) = shapes[rng.below(shapes.len())];
        let wall = [0.0, 0.1, 0.2, 0.35][rng.below(4)];
        let maze = Maze {
            rows,
            cols,
            free: (0..rows * cols).map(|_| !rng.chance(wall)).collect(),
        };
        let cells = maze.cells();
        if cells.len() < 2 || cells.len() > 10 {
            continue;
        }
        boards += 1;
        let mut literal = Literal::new(&maze);
        for (a, b) in cells.iter().copied().tuple_combinations() {
            let (a, b) = if rng.chance(0.5) { (a, b) } else { (b, a) };
            let wins = literal.wins(a, b);
            let text = maze.text(a, b);
            assert_eq!(solve(&text), expected(wins), "{text}");
            seen[if maze.near(a, b) {
                0
            } else {
                2 - usize::from(wins)
            }] += 1;
        }
    }
    assert!(seen.iter().all(|&k| k > count * 5 / 3), "{seen:?}");
}

#[test]
fn hand_made_boards() {
    let cases = [
        // The samples.
        ("1 3\n...\n1 1 1 3\n", "Second"),
        ("1 2\n..\n1 1 1 2\n", "First"),
        ("2 2\n..\n..\n1 1 2 2\n", "Second"),
        // Adjacent at the start, whatever else the board holds.
        ("3 3\n...\n.#.\n...\n3 2 3 3\n", "First"),
        ("2 1\n.\n.\n2 1 1 1\n", "First"),
        // No legal move at all: the mover loses.
        ("1 3\n.#.\n1 1 1 3\n", "Second"),
        ("3 3\n.#.\n###\n.#.\n1 1 3 3\n", "Second"),
        // Walls split the board: each token plays in its own part, and the
        // positions are the pairs of the two parts' cells. One token stuck,
        // the other at the end or the middle of a corridor of 3 cells: the
        // positions form a path of 3.
        ("1 5\n.#...\n1 1 1 3\n", "Second"),
        ("1 5\n.#...\n1 1 1 4\n", "First"),
        // Two corridors of 2 cells: the positions form a 4-cycle, and the
        // second player runs out of new positions first.
        ("1 5\n..#..\n1 1 1 5\n", "First"),
        // One row: the tokens walk towards each other or away.
        ("1 4\n....\n1 1 1 4\n", "First"),
        ("1 5\n.....\n1 1 1 5\n", "Second"),
        ("1 5\n.....\n1 2 1 4\n", "Second"),
    ];
    for (input, want) in cases {
        assert_eq!(solve(input), format!("{want}\n"), "{input}");
        // The same through the binary.
        assert_eq!(
            common::run_ok("two_tokens", input.as_bytes()),
            format!("{want}\n")
        );
    }
}

#[test]
fn bad_input() {
    let cases: &[(&str, &str)] = &[
        (
            "1 3\n.#.\n1 2 1 3\n",
            "line 3: the first token is on a wall, at row 1, column 2",
        ),
        (
            "1 3\n..#\n1 1 1 3\n",
            "line 3: the second token is on a wall, at row 1, column 3",
        ),
        (
            "2 2\n..\n..\n1 1 1 1\n",
            "both tokens are on row 1, column 1",
        ),
        (
            "2 2\n..\n..\n3 1 1 1\n",
            "the first token: cell (3,1) is outside the 2 x 2 grid",
        ),
        (
            "2 2\n..\n..\n1 1 1 0\n",
            "the second token: cell (1,0) is outside the 2 x 2 grid",
        ),
        ("2 2\n..\n..\n1 1 2\n", "the second token"),
        (
            "2 2\n..\n.x\n1 1 2 2\n",
            "row 2, column 2: unexpected character",
        ),
        ("2 3\n..\n..\n1 1 2 2\n", "row 1: expected 3 cells, found 2"),
        ("0 3\n", "the number of rows n"),
        ("51 50\n", "a 51 x 50 board has 2550 cells; at most 2500"),
        ("1 2\n..\n1 1 1 2\n5\n", "line 4"),
    ];
    for (input, needle) in cases {
        common::assert_error("two_tokens", input.as_bytes(), needle);
    }
}

#[cfg(feature = "play")]
mod play {
    use super::*;
    use crate::common::picture;
    use cp_games::strategy::two_tokens::{Position, TwoTokens};

    /// The successors by the rules: one token steps to a free 4-neighbour;
    /// onto the other token, they merge (the game ends, won by the
    /// mover); otherwise the new unordered pair must not have occurred.
    fn literal(p: &Position) -> Vec<Position> {
        if p.a == p.b {
            return Vec::new();
        }
        let g = &p.grid;
        let (rows, cols) = (g.rows as i64, g.cols as i64);
        let mut out = Vec::new();
        for (t, other) in [(p.a, p.b), (p.b, p.a)] {
            let (r, c) = ((t / g.cols) as i64, (t % g.cols) as i64);
            for (r, c) in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)] {
                if !(0..rows).contains(&r) || !(0..cols).contains(&c) {
                    continue;
                }
                let to = (r * cols + c) as usize;
                if g.cells[to] != b'.' {
                    continue;
                }
                let pair = (to.min(other), to.max(other));
                let mut q = p.clone();
                (q.a, q.b) = pair;
                if to != other {
                    if p.occurred.contains(&pair) {
                        continue;
                    }
                    q.occurred.push(pair);
                    q.occurred.sort_unstable();
                }
                out.push(q);
            }
        }
        out
    }

    fn start(maze: &Maze, a: usize, b: usize) -> Position {
        let text = maze.text(a, b);
        let (grid, _, _) = two_tokens::read(&mut Input::new(text.as_str())).unwrap();
        let (a, b) = (a.min(b), a.max(b));
        Position {
            grid,
            a,
            b,
            occurred: vec![(a, b)],
        }
    }

    /// Whether the player to move wins, by the literal rules (small boards).
    fn literal_wins(p: &Position) -> bool {
        literal(p).iter().any(|q| !literal_wins(q))
    }

    /// The drawing's clicks: legal moves shown back as clicked, every legal
    /// move once; with `judged`, each arrow's colour against the literal
    /// game. Returns the arrows judged.
    fn check_drawing(p: &Position, judged: bool) -> usize {
        use cp_games::play::Game;
        let svg = TwoTokens.picture(p).expect("a drawing");
        let clicks = picture::check_clicks(&TwoTokens, p, &svg);
        let mut count = 0;
        for c in clicks.iter().filter(|_| judged) {
            let win = !literal_wins(&TwoTokens.apply(p, &c.m));
            let class = if win { "win" } else { "lose" };
            assert!(
                c.classes.iter().any(|k| k == class),
                "{}: {:?}",
                c.text,
                c.classes
            );
            count += 1;
        }
        assert_eq!(
            picture::offered(&clicks),
            picture::legal_shown(&TwoTokens, p)
        );
        count
    }

    #[test]
    fn drawings_judge_and_click_every_move() {
        let mut rng = Rng::new(2500);
        let mut judged = 0;
        let mut boards = 0;
        while boards < 150 {
            let shapes = [(1, 6), (2, 3), (3, 2), (2, 2), (3, 3), (1, 4)];
            let (rows, cols) = shapes[rng.below(shapes.len())];
            let maze = Maze {
                rows,
                cols,
                free: (0..rows * cols).map(|_| !rng.chance(0.2)).collect(),
            };
            let cells = maze.cells();
            if cells.len() < 2 || cells.len() > 6 {
                continue;
            }
            boards += 1;
            let a = cells[rng.below(cells.len())];
            let b = loop {
                let b = cells[rng.below(cells.len())];
                if b != a {
                    break b;
                }
            };
            let mut p = start(&maze, a, b);
            loop {
                judged += check_drawing(&p, true);
                let moves = TwoTokens.moves(&p);
                if moves.is_empty() {
                    break;
                }
                p = TwoTokens.apply(&p, &moves[rng.below(moves.len())]);
            }
        }
        assert!(judged > 500, "{judged}");
    }

    #[test]
    fn large_boards_colour_the_matchings_move() {
        use cp_games::play::Game;
        let maze = Maze {
            rows: 50,
            cols: 50,
            free: (0..2500).map(|id| id % 13 != 5).collect(),
        };
        let p = start(&maze, 51, 2448);
        let svg = TwoTokens.picture(&p).unwrap();
        assert!(svg.len() < 1_000_000, "{}", svg.len());
        check_drawing(&p, false);
        let d = picture::shapes(&svg);
        // The whole board, each cell with its edit.
        assert_eq!(d.iter().filter(|d| d.edits().is_some()).count(), 2500);
        let green: Vec<&str> = d
            .iter()
            .filter(|d| d.has("win"))
            .filter_map(|d| d.moves())
            .collect();
        match TwoTokens.winning_move(&p) {
            Some(m) => assert_eq!(green, [TwoTokens.show_move(&p, &m)]),
            None => assert!(green.is_empty()),
        }
        // A long board: the window follows the first token.
        let maze = Maze {
            rows: 1,
            cols: 2500,
            free: vec![true; 2500],
        };
        let p = start(&maze, 0, 2499);
        let svg = TwoTokens.picture(&p).unwrap();
        assert!(svg.contains("Rows 1-1 and columns 1-50 of the 1 x 2500 board."));
        let clicks: Vec<String> = picture::clicks(&svg).into_iter().map(|c| c.0).collect();
        assert_eq!(clicks, ["1 1 1 2"]);
    }

    #[test]
    fn edits_put_walls_and_move_a_token() {
        use cp_games::play::Game;
        let maze = Maze {
            rows: 2,
            cols: 3,
            free: vec![true; 6],
        };
        let mut p = start(&maze, 0, 5);
        p = TwoTokens.apply(&p, &(0, 1));
        assert_eq!(p.occurred.len(), 2);
        let q = TwoTokens.edit(&p, "wall 1 3").unwrap();
        assert_eq!(q.grid.cells, b"..#...");
        assert_eq!(q.occurred, [(1, 5)]);
        let q = TwoTokens.edit(&q, "wall 1 3").unwrap();
        assert_eq!(q.grid.cells, b"......");
        // The nearer token moves: the one on 1 2 to 1 1.
        let q = TwoTokens.edit(&p, "start 1 1").unwrap();
        assert_eq!((q.a, q.b, &q.occurred[..]), (0, 5, &[(0, 5)][..]));
        // As near to both: the first token, row by row, moves.
        let q = TwoTokens.edit(&p, "start 2 2").unwrap();
        assert_eq!((q.a, q.b), (4, 5));
        check_drawing(&q, true);
        for (what, why) in [
            ("wall 1 2", "a token is on row 1, column 2"),
            ("start 2 3", "a token is on row 2, column 3 already"),
            ("wall 3 1", "row 3, column 1 is off the 2 x 3 board"),
        ] {
            assert_eq!(TwoTokens.edit(&p, what).unwrap_err(), why);
        }
        let walled = TwoTokens.edit(&p, "wall 1 1").unwrap();
        assert_eq!(
            TwoTokens.edit(&walled, "start 1 1").unwrap_err(),
            "row 1, column 1 is a wall"
        );
        // Merged tokens are split by a start.
        let merged = TwoTokens.apply(&q, &(4, 5));
        assert_eq!((merged.a, merged.b), (5, 5));
        let split = TwoTokens.edit(&merged, "start 1 1").unwrap();
        assert_eq!(
            (split.a, split.b, &split.occurred[..]),
            (0, 5, &[(0, 5)][..])
        );
        assert!(TwoTokens.edit(&merged, "start 2 3").is_err());
    }

    #[test]
    fn strategy_against_every_reply() {
        strategy_against_every_reply_on(60);
    }

    #[test]
    #[ignore = "full tier: cargo test -- --include-ignored"]
    fn strategy_against_every_reply_on_1100_boards() {
        strategy_against_every_reply_on(1100);
    }

    fn strategy_against_every_reply_on(count: usize) {
        let mut rng = Rng::new(1400);
        let mut report = common::adversary::Report::default();
        let mut starts = 0;
        let mut boards = 0;
        while boards < count {
            let shapes = [(1, 8), (2, 3), (3, 2), (2, 4), (3, 3), (4, 2), (1, 6)];
            let (rows, cols) = shapes[rng.below(shapes.len())];
            let wall = [0.0, 0.15, 0.3][rng.below(3)];
            let maze = Maze {
                rows,
                cols,
                free: (0..rows * cols).map(|_| !rng.chance(wall)).collect(),
            };
            let cells = maze.cells();
            if cells.len() < 2 || cells.len() > 6 {
                continue;
            }
            boards += 1;
            // Six free cells make long histories: a few starts there.
            let keep = if cells.len() == 6 { 0.03 } else { 0.6 };
            for (a, b) in cells.iter().copied().tuple_combinations() {
                if !rng.chance(keep) {
                    continue;
                }
                report += common::adversary::check(
                    &TwoTokens,
                    &[start(&maze, a, b)],
                    literal,
                    false,
                    300_000,
                );
                starts += 1;
            }
        }
        println!("{boards} boards, {starts} starts: {report:?}");
        assert!(
            starts > count * 9 / 4 && report.positions > count * 450,
            "{report:?}"
        );
    }

    #[test]
    fn winning_moves_at_judge_size() {
        // 20 x 20 boards: the strategy against random replies, each move
        // legal, each position the strategy meets won by the verdict.
        let mut rng = Rng::new(400);
        let mut played = 0;
        for _ in 0..4 {
            let maze = Maze {
                rows: 20,
                cols: 20,
                free: (0..400).map(|_| !rng.chance(0.1)).collect(),
            };
            let cells = maze.cells();
            let (a, b) = (cells[0], cells[cells.len() - 1]);
            let mut p = start(&maze, a, b);
            let first = two_tokens::mover_wins(&p.grid, a, b);
            let m = cp_games::strategy::Strategy::winning_move(&TwoTokens, &p);
            assert_eq!(m.is_some(), first);
            if !first {
                // Let the opponent move first.
                let next = literal(&p);
                p = next[rng.below(next.len())].clone();
            }
            for _ in 0..6 {
                let m = cp_games::strategy::Strategy::winning_move(&TwoTokens, &p).expect("won");
                let q = cp_games::strategy::Strategy::apply(&TwoTokens, &p, &m);
                assert!(literal(&p).contains(&q), "{m:?}");
                let replies = literal(&q);
                if replies.is_empty() {
                    break;
                }
                p = replies[rng.below(replies.len())].clone();
                played += 1;
            }
        }
        assert!(played > 10);
    }

    #[test]
    fn explain_says_who_wins_and_how() {
        let out = common::explain("two_tokens", "1 4\n....\n1 1 1 4\n");
        assert!(
            out.starts_with(
                "  1234\n1 @..@\n(# wall, . free, @ a token, * the merged tokens; 1 position \
                 occurred)\nTokens on row 1, column 1 and row 1, column 4: First, the player to \
                 move, wins.\n"
            ),
            "{out}"
        );
        assert!(
            out.contains("It does: move the token on row 1, column 1 to row 1, column 2 (1 1 1 2)")
                || out.contains(
                    "It does: move the token on row 1, column 4 to row 1, column 3 (1 4 1 3)"
                ),
            "{out}"
        );
        let out = common::explain("two_tokens", "1 3\n...\n1 1 1 3\n");
        assert!(
            out.contains("Second wins; the player to move loses."),
            "{out}"
        );
        let out = common::explain("two_tokens", "1 2\n..\n1 2 1 1\n");
        assert!(out.contains("wins at once: the tokens are next to each other; step one onto the other (1 1 1 2)."), "{out}");
        // A 40 x 62 board: a window of the board only.
        let maze = Maze {
            rows: 40,
            cols: 62,
            free: vec![true; 2480],
        };
        let out = common::explain("two_tokens", &maze.text(0, 2479));
        assert!(
            out.starts_with("(rows 1-40 and columns 1-60 of 40 x 62)\n"),
            "{out}"
        );
        assert!(out.lines().count() < 70, "{out}");
    }

    #[test]
    fn play_sessions() {
        let bin = "two_tokens";
        let corridor = "1 4\n....\n1 1 1 4\n";
        // The program moves first and wins: one token inward, the person
        // must bring the tokens together, the program merges them.
        let out = common::play(bin, "engine-wins", corridor, "second\n1 1 1 2\n");
        assert!(
            out.contains("I play 1 1 1 2 (as First).\n")
                || out.contains("I play 1 4 1 3 (as First).\n"),
            "{out}"
        );
        let out = if out.contains("I play 1 1 1 2") {
            common::play(bin, "engine-wins", corridor, "second\n1 4 1 3\n")
        } else {
            common::play(bin, "engine-wins", corridor, "second\n1 1 1 2\n")
        };
        assert!(out.ends_with("The tokens are merged. I win.\n"), "{out}");
        assert!(out.contains("the tokens are merged)\n"), "{out}");
        // The person moves first and wins: the program, lost, plays its
        // first legal move, which brings the tokens together.
        let out = common::play(bin, "person-wins", corridor, "first\n1 1 1 2\n1 3 1 4\n");
        assert!(out.contains("I play 1 2 1 3 (as Second).\n"), "{out}");
        assert!(out.contains("1 ...*\n"), "{out}");
        assert!(out.ends_with("The tokens are merged. You win.\n"), "{out}");
        // Illegal moves.
        let out = common::play(
            bin,
            "illegal",
            "2 3\n...\n#..\n1 1 2 3\n",
            "first\n1 2 1 3\n1 1 2 1\n1 1 1 3\n1 1\n1 1 9 9\nhint\n1 1 1 2\n",
        );
        for want in [
            "There is no token on row 1, column 2.",
            "Row 2, column 1 is a wall.",
            "Row 1, column 3 is not next to the token on row 1, column 1.",
            "Type a move as four numbers: the token's row and column, then those of the cell it steps to.",
            "Row 9, column 9 is off the 2 x 3 board.",
            "A winning move: ",
        ] {
            assert!(out.contains(want), "{want:?} missing from {out}");
        }
        // A position may not repeat: the person steps back to the start.
        let out = common::play(bin, "repeat", corridor, "second\n");
        let back = if out.contains("I play 1 1 1 2") {
            "1 2 1 1"
        } else {
            "1 3 1 4"
        };
        let out = common::play(bin, "repeat", corridor, &format!("second\n{back}\n"));
        assert!(
            out.contains(
                "The tokens were on row 1, column 1 and row 1, column 4 before: a position may \
                 not repeat."
            ),
            "{out}"
        );
    }
}
