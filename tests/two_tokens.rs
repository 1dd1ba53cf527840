//! `two_tokens` against an exhaustive search of the literal game (positions
//! as unordered pairs of cells, none may repeat, merging wins; no matching
//! theory) on thousands of random small boards, every start on each; hand-
//! made boards; and bad input.

mod common;

use common::two_tokens::{Literal, Maze};
use common::Rng;
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
    let mut rng = Rng::new(1414);
    // Starts: tokens adjacent, apart and won by First, apart and lost.
    let mut seen = [0; 3];
    let mut boards = 0;
    while boards < 3000 {
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
    assert!(seen.iter().all(|&k| k > 5000), "{seen:?}");
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
        ("65 64\n", "a 65 x 64 board has 4160 cells; at most 4096"),
        ("1 2\n..\n1 1 1 2\n5\n", "line 4"),
    ];
    for (input, needle) in cases {
        common::assert_error("two_tokens", input.as_bytes(), needle);
    }
}
