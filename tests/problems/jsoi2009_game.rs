//! `jsoi2009_game` against an exhaustive search of the literal game (token
//! position + visited cells, no matching theory) on thousands of random
//! small mazes, long corridors, and bad input.

use crate::common;

#[cfg(feature = "play")]
use common::picture;
use common::Rng;
use cp_games::strategy::Strategy;
use cp_games::{input::Input, problems::jsoi2009_game};
use std::collections::HashMap;

/// Whether the player to move, with the token on `pos` and `visited`
/// (bitmask over cell ids, including `pos`) already used, wins.
fn mover_wins(
    free: &[bool],
    cols: usize,
    pos: usize,
    visited: u64,
    memo: &mut HashMap<(usize, u64), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(pos, visited)) {
        return w;
    }
    let (r, c) = (pos / cols, pos % cols);
    let rows = free.len() / cols;
    let mut next = Vec::new();
    if r > 0 {
        next.push(pos - cols);
    }
    if r + 1 < rows {
        next.push(pos + cols);
    }
    if c > 0 {
        next.push(pos - 1);
    }
    if c + 1 < cols {
        next.push(pos + 1);
    }
    let win = next.into_iter().any(|w| {
        free[w] && visited >> w & 1 == 0 && !mover_wins(free, cols, w, visited | 1 << w, memo)
    });
    memo.insert((pos, visited), win);
    win
}

/// The judge's expected output, by exhaustive search: A places the token,
/// then B is the player to move.
fn brute(rows: usize, cols: usize, cells: &[u8]) -> String {
    let free: Vec<bool> = cells.iter().map(|&b| b == b'.').collect();
    let mut memo = HashMap::new();
    let wins: Vec<usize> = (0..rows * cols)
        .filter(|&s| free[s] && !mover_wins(&free, cols, s, 1 << s, &mut memo))
        .collect();
    if wins.is_empty() {
        return "LOSE\n".into();
    }
    let mut out = String::from("WIN\n");
    for s in wins {
        out += &format!("{} {}\n", s / cols + 1, s % cols + 1);
    }
    out
}

fn maze_text(rows: usize, cols: usize, cells: &[u8]) -> String {
    let mut s = format!("{rows} {cols}\n");
    for row in cells.chunks(cols) {
        s += std::str::from_utf8(row).unwrap();
        s.push('\n');
    }
    s
}

#[test]
fn random_mazes_against_exhaustive_search() {
    random_mazes(1500);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn random_4000_mazes_against_exhaustive_search() {
    random_mazes(4000);
}

/// `count` random mazes, each answer against an exhaustive search; every
/// eighth through the binary too.
fn random_mazes(count: usize) {
    let mut rng = Rng::new(2009);
    let mut through_binary = 0;
    for case in 0..count {
        let (rows, cols) = if rng.chance(0.15) {
            // Long thin mazes.
            let len = rng.range(1, 14);
            if rng.chance(0.5) {
                (1, len)
            } else {
                (len, 1)
            }
        } else {
            (rng.range(1, 4), rng.range(1, 4))
        };
        let walls = [0.0, 0.15, 0.3, 0.5, 0.8][rng.below(5)];
        let cells: Vec<u8> = (0..rows * cols)
            .map(|_| if rng.chance(walls) { b'#' } else { b'.' })
            .collect();
        let text = maze_text(rows, cols, &cells);
        let expected = brute(rows, cols, &cells);
        let got = jsoi2009_game::solve(&mut Input::new(text.as_str())).unwrap();
        assert_eq!(got, expected, "case {case}:\n{text}");
        if case % 8 == 0 {
            assert_eq!(
                common::run_ok("jsoi2009_game", text.as_bytes()),
                expected,
                "{text}"
            );
            through_binary += 1;
        }
    }
    assert!(through_binary >= count / 8);
}

#[test]
fn testdata_answers_are_those_of_exhaustive_search() {
    for (path, data) in common::testdata_inputs("jsoi2009_game") {
        let text = String::from_utf8(data).unwrap();
        let mut toks = text.split_whitespace();
        let rows: usize = toks.next().unwrap().parse().unwrap();
        let cols: usize = toks.next().unwrap().parse().unwrap();
        let cells: Vec<u8> = toks.flat_map(|t| t.bytes()).collect();
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(brute(rows, cols, &cells), expected, "{}", path.display());
    }
}

/// A one-cell-wide corridor snaking through a `side` x `side` maze: a path
/// of L cells, from which A wins exactly at the even positions along it
/// when L is odd, and nowhere when L is even.
fn snake(side: usize) -> (String, usize) {
    let mut cells = vec![b'#'; side * side];
    let mut path_len = 0;
    for r in (0..side).step_by(2) {
        for c in 0..side {
            cells[r * side + c] = b'.';
            path_len += 1;
        }
        if r + 2 < side {
            let c = if r % 4 == 0 { side - 1 } else { 0 };
            cells[(r + 1) * side + c] = b'.';
            path_len += 1;
        }
    }
    (maze_text(side, side, &cells), path_len)
}

#[test]
fn long_corridors_need_no_deep_recursion() {
    for side in [5, 6, 1000] {
        let (text, len) = snake(side);
        let out = common::run_ok("jsoi2009_game", text.as_bytes());
        let winners = out.lines().count() - 1;
        if len % 2 == 0 {
            assert_eq!(out, "LOSE\n", "side {side}");
        } else {
            // Every other cell along the path, both ends included.
            assert!(out.starts_with("WIN\n1 1\n"), "side {side}");
            assert_eq!(winners, (len + 1) / 2, "side {side}");
        }
    }
}

#[test]
fn full_grids_and_odd_rings() {
    // A full grid with an even number of cells has a perfect matching.
    let full = |r: usize, c: usize| maze_text(r, c, &vec![b'.'; r * c]);
    assert_eq!(
        common::run_ok("jsoi2009_game", full(1000, 1000).as_bytes()),
        "LOSE\n"
    );
    // Odd by odd: exactly the cells of the majority colour win.
    let out = common::run_ok("jsoi2009_game", full(999, 3).as_bytes());
    assert_eq!(out.lines().count() - 1, (999 * 3 + 1) / 2);
    assert!(out.lines().skip(1).all(|l| {
        let v: Vec<usize> = l.split(' ').map(|x| x.parse().unwrap()).collect();
        (v[0] + v[1]) % 2 == 0
    }));
}

#[test]
fn bad_mazes() {
    let bin = "jsoi2009_game";
    for (input, needle) in [
        ("2 3\n...\n..\n", "line 3: row 2: expected 3 cells, found 2"),
        (
            "2 3\n...\n....\n",
            "line 3: row 2: expected 3 cells, found 4",
        ),
        ("2 2\n. .\n..\n", "line 2: row 1: expected 2 cells, found 1"),
        (
            "1 3\n.x.\n",
            "line 2: row 1, column 2: unexpected character \"x\" (expected one of \".#\")",
        ),
        ("1 3\n.O.\n", "unexpected character \"O\""),
        (
            "2 2\n..\n",
            "line 1: the grid has 2 rows, but only 1 row follows",
        ),
        ("2 2\n.\n", "line 2: row 1: expected 2 cells, found 1"),
        ("100000 100000\n..\n", "line 1: the grid has 100000 rows, but only 1 row follows"),
        (
            "3 2\n..\n..\n",
            "line 1: the grid has 3 rows, but only 2 rows follow",
        ),
        ("0 3\n", "line 1: the number of rows n must be at least 1, found 0"),
        ("3 0\n", "line 1: the number of columns m must be at least 1, found 0"),
        (
            "2 2\n..\n..\n.\n",
            "line 4: unexpected \".\" after the end of the data",
        ),
        ("a 3\n", "expected the number of rows n, found \"a\""),
        ("3 -3\n", "the number of columns m must be at least 1, found -3"),
        (
            "3",
            "expected the number of columns m, found the end of the input",
        ),
        ("1 1\n\u{feff}.\n", "line 2: row 1, column 1: unexpected character \"\u{feff}\" (U+FEFF) (expected one of \".#\")"),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}

/// The positions one move after `p` by the rules: A puts the token on any
/// free cell; afterwards the token steps to a 4-adjacent free cell not
/// visited before. Visited cells are marked `o`.
#[cfg(feature = "play")]
fn literal_moves(p: &jsoi2009_game::Position) -> Vec<jsoi2009_game::Position> {
    let g = &p.maze;
    let (rows, cols) = (g.rows as i64, g.cols as i64);
    let targets: Vec<usize> = match p.token {
        None => (0..g.cells.len()).collect(),
        Some(t) => {
            let (r, c) = ((t / g.cols) as i64, (t % g.cols) as i64);
            [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
                .into_iter()
                .filter(|&(r, c)| (0..rows).contains(&r) && (0..cols).contains(&c))
                .map(|(r, c)| (r * cols + c) as usize)
                .collect()
        }
    };
    targets
        .into_iter()
        .filter(|&id| g.cells[id] == b'.')
        .map(|id| {
            let mut q = p.clone();
            q.maze.cells[id] = b'o';
            q.token = Some(id);
            q
        })
        .collect()
}

#[cfg(feature = "play")]
fn unplaced(text: &str) -> jsoi2009_game::Position {
    jsoi2009_game::Position {
        maze: jsoi2009_game::read(&mut Input::new(text)).unwrap(),
        token: None,
    }
}

#[cfg(feature = "play")]
#[test]
fn strategy_against_every_reply() {
    strategy_against_every_reply_on(800);
}

#[cfg(feature = "play")]
#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn strategy_against_every_reply_on_2500_random_mazes() {
    strategy_against_every_reply_on(2500);
}

/// The hand-made mazes and `count` random ones of at most 3 x 3 cells.
#[cfg(feature = "play")]
fn strategy_against_every_reply_on(count: usize) {
    let mut rng = Rng::new(1443);
    let mut report = common::adversary::Report::default();
    let mut mazes = 0;
    let hand = [
        "3 3\n.##\n...\n#.#\n",
        "1 1\n.\n",
        "1 1\n#\n",
        "2 2\n..\n..\n",
        "3 3\n...\n.#.\n...\n",
        "1 9\n.........\n",
        "3 4\n....\n.##.\n....\n",
    ];
    let random = (0..count).map(|_| {
        let (rows, cols) = (rng.range(1, 4), rng.range(1, 4));
        let walls = [0.0, 0.25, 0.4][rng.below(3)];
        let cells: Vec<u8> = (0..rows * cols)
            .map(|_| if rng.chance(walls) { b'#' } else { b'.' })
            .collect();
        maze_text(rows, cols, &cells)
    });
    for text in hand.into_iter().map(String::from).chain(random) {
        let start = unplaced(&text);
        if start.maze.cells.iter().filter(|&&b| b == b'.').count() > 12 {
            continue;
        }
        report += common::adversary::check(
            &cp_games::strategy::jsoi2009_game::Jsoi2009,
            &[start],
            literal_moves,
            false,
            200_000,
        );
        mazes += 1;
    }
    println!("{mazes} mazes: {report:?}");
    assert!(
        mazes > count * 4 / 5 && report.positions > count * 40,
        "{report:?}"
    );
}

#[cfg(feature = "play")]
#[test]
fn winning_moves_at_judge_size_follow_a_maximum_matching() {
    // A 100 x 100 maze; the token follows the strategy against random
    // replies, the replies checked to exist and the moves to be legal.
    let mut rng = Rng::new(4055);
    for _ in 0..3 {
        let cells: Vec<u8> = (0..100 * 100)
            .map(|_| if rng.chance(0.3) { b'#' } else { b'.' })
            .collect();
        let mut p = unplaced(&maze_text(100, 100, &cells));
        let expected = jsoi2009_game::solve(&mut Input::new(maze_text(100, 100, &cells).as_str()));
        let start = jsoi2009_game::winning_move(&p);
        assert_eq!(start.is_some(), expected.unwrap().starts_with("WIN"));
        let Some(mut at) = start else { continue };
        let wins = jsoi2009_game::winning_starts(&p.maze);
        assert!(wins[at]);
        p.maze.cells[at] = b'o';
        p.token = Some(at);
        // B replies at random; A answers with its winning move.
        for _ in 0..30 {
            let replies: Vec<usize> = literal_moves(&p).iter().map(|q| q.token.unwrap()).collect();
            if replies.is_empty() {
                break;
            }
            at = replies[rng.below(replies.len())];
            p.maze.cells[at] = b'o';
            p.token = Some(at);
            let m = jsoi2009_game::winning_move(&p).expect("A wins after every reply");
            assert!(p.maze.adjacent(at, m) && p.maze.cells[m] == b'.');
            p.maze.cells[m] = b'o';
            p.token = Some(m);
        }
    }
}

#[cfg(feature = "play")]
#[test]
fn explain_draws_the_matching_and_the_winning_starts() {
    let out = common::explain("jsoi2009_game", "3 3\n.##\n...\n#.#\n");
    assert_eq!(
        out,
        "WIN: A wins by putting the token on any of 2 cells (2 3, 3 2), those that some \
         maximum matching of the free cells leaves free.\n\
         Winning start: row 3, column 2, which the maximum matching drawn below (2 pairs of \
         adjacent cells) leaves free. B must move onto a paired cell (a free one would make \
         the matching larger), and A moves on to the other cell of that pair; so A always \
         has a move, and B runs out first.\n\
         The maze (# wall, * a winning start, o another free cell; - and | join the pairs of \
         the matching):\n\
         \x20 1 2 3\n\
         1 o # #\n\
         \x20 |\n\
         2 o o-*\n\
         \n\
         3 # * #\n"
    );
    let out = common::explain("jsoi2009_game", "2 2\n..\n..\n");
    assert!(
        out.starts_with("LOSE: A loses wherever the token goes."),
        "{out}"
    );
    assert!(
        out.ends_with("  1 2\n1 o-o\n\n2 o-o\n") || out.ends_with("  1 2\n1 o o\n  | |\n2 o o\n"),
        "{out}"
    );
    // A 200 x 200 open maze: a window of 40 x 40 cells only.
    let big = maze_text(200, 200, &[b'.'; 40_000]);
    let out = common::explain("jsoi2009_game", &big);
    assert!(out.starts_with("LOSE: "), "{out}");
    assert!(
        out.contains("(rows 1-40 and columns 1-40 of 200 x 200)\n"),
        "{out}"
    );
    assert!(
        out.lines().count() < 90 && out.lines().all(|l| l.len() < 400),
        "{out}"
    );
    let mut cells = vec![b'.'; 201 * 150];
    cells[5] = b'#';
    let out = common::explain("jsoi2009_game", &maze_text(201, 150, &cells));
    assert!(
        out.starts_with("WIN: A wins by putting the token on any of "),
        "{out}"
    );
    assert!(out.lines().count() < 90, "{out}");
}

#[cfg(feature = "play")]
#[test]
fn play_sessions() {
    let bin = "jsoi2009_game";
    let sample = "3 3\n.##\n...\n#.#\n";
    // The person is B: the program places the token on a winning start,
    // and the person's only move leaves the program the win.
    let out = common::play(bin, "engine-wins", sample, "second\n2 2\n");
    assert!(out.contains("I play 3 2 (as A).\n"), "{out}");
    assert!(
        out.contains("I play 2 3 (as A).\n") || out.contains("I play 1 1 (as A).\n"),
        "{out}"
    );
    assert!(out.ends_with("You have no move left. I win.\n"), "{out}");

    // The person is A and follows the hints: places on 2 3, B (the
    // program, lost) moves to 2 2, the person answers 3 2 or 1 1.
    let out = common::play(bin, "person-wins", sample, "first\n2 3\n");
    assert!(out.contains("I play 2 2 (as B).\n"), "{out}");
    let out = common::play(bin, "person-wins", sample, "first\n2 3\n3 2\n");
    assert!(out.ends_with("I have no move left. You win.\n"), "{out}");

    // Illegal and malformed moves, then the end of input.
    let out = common::play(
        bin,
        "illegal",
        sample,
        "first\n1 2\n4 1\nx 1\n1\n2 3\nhint\n2 2\n1 1\n",
    );
    for want in [
        "Row 1, column 2 is a wall.",
        "Row 4, column 1 is off the 3 x 3 board.",
        "\"x\" is not a row number.",
        "Type a cell as two numbers, its row and its column.",
        "I play 2 2 (as B).",
        "A winning move: ",
        "The token is on row 2, column 2.",
        "Row 1, column 1 is not next to the token, on row 2, column 2.",
    ] {
        assert!(out.contains(want), "{want:?} missing from {out}");
    }
    let out = common::play(bin, "visited", sample, "first\n2 3\n2 3\n");
    assert!(out.contains("Row 2, column 3 was visited before."), "{out}");
    assert!(
        out.ends_with("End of input: the game stops here. Goodbye.\n"),
        "{out}"
    );
    assert!(
        out.starts_with(
            "  123\n1 .##\n2 ...\n3 #.#\n(# wall, . free; the token is not placed yet)\n"
        ),
        "{out}"
    );
    assert!(out.contains("  123\n1 .##\n2 .@o\n3 #.#\n"), "{out}");
}

/// The drawing's clicks: each must be a legal move as `parse_move` reads
/// it, shown back as clicked, none twice, and together they must be every
/// legal move.
#[cfg(feature = "play")]
fn check_clicks(p: &jsoi2009_game::Position, svg: &str) {
    let game = cp_games::strategy::jsoi2009_game::Jsoi2009;
    let clicks = picture::check_clicks(&game, p, svg);
    picture::assert_once(&clicks, p);
    assert_eq!(picture::offered(&clicks), picture::legal_shown(&game, p));
}

#[cfg(feature = "play")]
#[test]
fn drawings_show_the_theory_and_click_every_move() {
    use cp_games::play::Game;
    let game = cp_games::strategy::jsoi2009_game::Jsoi2009;
    let mut rng = Rng::new(2027);
    let mut checked = 0;
    for case in 0..300 {
        let (rows, cols) = (rng.range(1, 5), rng.range(1, 5));
        let cells: Vec<u8> = (0..rows * cols)
            .map(|_| if rng.chance(0.25) { b'#' } else { b'.' })
            .collect();
        let free: Vec<bool> = cells.iter().map(|&b| b == b'.').collect();
        let mut p = unplaced(&maze_text(rows, cols, &cells));
        let mut visited = 0u64;
        let mut memo = HashMap::new();
        // Along a random game: every position's drawing.
        loop {
            let svg = game.picture(&p).expect("a drawing");
            check_clicks(&p, &svg);
            let mut marked = 0;
            let token = p.token;
            for d in picture::shapes(&svg) {
                let Some(edit) = d.edits() else { continue };
                let words: Vec<usize> = edit.split(' ').map(|w| w.parse().unwrap()).collect();
                let id = (words[0] - 1) * cols + words[1] - 1;
                let cell = format!("row {}, column {}", words[0], words[1]);
                let title = d.title.as_deref().unwrap_or_default();
                let unvisited = free[id] && visited >> id & 1 == 0;
                // The moves: every free cell before the placement, the
                // free ones next to the token after it.
                let near = |t: usize| {
                    let (a, b) = (t / cols, t % cols);
                    (a.abs_diff(id / cols) + b.abs_diff(id % cols)) == 1
                };
                let is_move = unvisited && token.map_or(true, near);
                assert_eq!(d.moves().is_some(), is_move, "case {case}: {edit}");
                assert_eq!(d.mark().is_some(), is_move, "case {case}: {edit}");
                if unvisited {
                    // Arriving there wins iff the next player loses: a
                    // move is green then (red if not), another cell
                    // outlined.
                    let wins = !mover_wins(&free, cols, id, visited | 1 << id, &mut memo);
                    if is_move {
                        assert_eq!(d.mark(), Some(wins), "case {case}: {edit}");
                        let verb = if token.is_some() { "move" } else { "put" };
                        assert!(title.starts_with(verb) && title.contains(&cell), "{title}");
                    } else {
                        assert_eq!(d.has("lost"), wins, "case {case}: {edit}");
                        assert_eq!(title, cell);
                    }
                    marked += 1;
                } else {
                    assert_eq!(title, cell);
                }
                assert_eq!(d.has("wall"), !free[id]);
            }
            checked += marked;
            let moves = game.moves(&p);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            visited |= 1 << m;
            p = game.apply(&p, &m);
        }
        let _ = case;
    }
    assert!(checked > 2000, "{checked}");
}

#[cfg(feature = "play")]
#[test]
fn large_mazes_are_drawn_in_a_window() {
    use cp_games::play::Game;
    let game = cp_games::strategy::jsoi2009_game::Jsoi2009;
    let (rows, cols) = (300, 200);
    let cells: Vec<u8> = (0..rows * cols)
        .map(|id| if id % 7 == 3 { b'#' } else { b'.' })
        .collect();
    let p = unplaced(&maze_text(rows, cols, &cells));
    let svg = game.picture(&p).unwrap();
    assert!(svg.len() < 500_000, "{}", svg.len());
    assert!(svg.contains("of the 300 x 200 board."));
    let d = picture::shapes(&svg);
    let window = cp_games::play::svg::grid::WINDOW;
    assert_eq!(
        d.iter().filter(|d| d.edits().is_some()).count(),
        window * window
    );
    for click in d.iter().filter_map(|d| d.moves()).step_by(97) {
        game.parse_move(&p, click).unwrap();
    }
    // After the placement, the moves from the token are all drawn.
    let start = jsoi2009_game::winning_move(&p).unwrap();
    let q = game.apply(&p, &start);
    let svg = game.picture(&q).unwrap();
    check_clicks(&q, &svg);
    assert!(svg.len() < 500_000, "{}", svg.len());
}

#[cfg(feature = "play")]
#[test]
fn edits_toggle_walls_and_put_the_start() {
    use cp_games::play::Game;
    let game = cp_games::strategy::jsoi2009_game::Jsoi2009;
    let p = unplaced("3 3\n.##\n...\n#.#\n");
    let e = |p: &jsoi2009_game::Position, what: &str| game.edit(p, what);
    // A wall freed, a free cell walled: the verdict follows.
    let q = e(&p, "wall 1 2").unwrap();
    assert_eq!(q.maze.cells, b"..#...#.#");
    let q = e(&q, "wall 2 2").unwrap();
    assert_eq!(q.maze.cells, b"..#.#.#.#");
    assert_eq!(
        jsoi2009_game::winning_starts(&q.maze)
            .iter()
            .filter(|&&w| w)
            .count(),
        4
    );
    // The start: the token on a cell, the path cleared.
    let mut r = game.apply(&p, &5);
    r = game.apply(&r, &4);
    let s = e(&r, "start 2 1").unwrap();
    assert_eq!((s.token, &s.maze.cells[..]), (Some(3), &b".##o..#.#"[..]));
    // Refusals.
    assert_eq!(
        e(&r, "wall 2 2").unwrap_err(),
        "the token is on row 2, column 2"
    );
    assert_eq!(
        e(&r, "wall 2 3").unwrap_err(),
        "row 2, column 3 was visited: the token's path stays"
    );
    assert_eq!(e(&p, "start 1 2").unwrap_err(), "row 1, column 2 is a wall");
    assert_eq!(
        e(&p, "wall 4 1").unwrap_err(),
        "row 4, column 1 is off the 3 x 3 board"
    );
    assert!(e(&p, "paint 1 1")
        .unwrap_err()
        .starts_with("\"paint\" is not an edit"));
    // The edited position is drawn with its own theory.
    let svg = game.picture(&s).unwrap();
    check_clicks(&s, &svg);
}
