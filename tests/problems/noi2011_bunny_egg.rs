//! `noi2011_bunny_egg` against an exhaustive search of the literal game
//! (board contents and whose turn, no matching theory) on thousands of
//! random played games, against a fresh maximum matching per move on longer
//! games, and bad input.

use crate::common;

use common::Rng;
use cp_games::strategy::Strategy;
use cp_games::{
    input::Input,
    matching::BipartiteGraph,
    problems::noi2011_bunny_egg::{self, Record},
};
use std::collections::HashMap;

/// A board position: row-major cells from `OX.`.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Board {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
}

impl Board {
    fn empty(&self) -> usize {
        self.cells.iter().position(|&b| b == b'.').unwrap()
    }

    /// The cells whose piece the player may slide into the empty cell
    /// (Bunny moves white `O`, Egg black `X`).
    fn moves(&self, bunny: bool) -> Vec<usize> {
        let e = self.empty();
        let (r, c) = (e / self.cols, e % self.cols);
        let mut v = Vec::new();
        if r > 0 {
            v.push(e - self.cols);
        }
        if c > 0 {
            v.push(e - 1);
        }
        if c + 1 < self.cols {
            v.push(e + 1);
        }
        if r + 1 < self.rows {
            v.push(e + self.cols);
        }
        let piece = if bunny { b'O' } else { b'X' };
        v.retain(|&w| self.cells[w] == piece);
        v
    }

    fn play(&self, from: usize) -> Board {
        let mut b = self.clone();
        let e = b.empty();
        b.cells.swap(e, from);
        b
    }
}

/// Whether the player to move wins.
fn mover_wins(b: &Board, bunny: bool, memo: &mut HashMap<(Board, bool), bool>) -> bool {
    if let Some(&w) = memo.get(&(b.clone(), bunny)) {
        return w;
    }
    let w = b
        .moves(bunny)
        .into_iter()
        .any(|m| !mover_wins(&b.play(m), !bunny, memo));
    memo.insert((b.clone(), bunny), w);
    w
}

/// The judge's answer for a played game, by exhaustive search.
fn brute(start: &Board, moves: &[usize]) -> String {
    let mut memo = HashMap::new();
    let mut b = start.clone();
    let mut found = Vec::new();
    for (i, pair) in moves.chunks(2).enumerate() {
        let before = mover_wins(&b, true, &mut memo);
        b = b.play(pair[0]);
        let after = mover_wins(&b, false, &mut memo);
        if before && after {
            found.push(i + 1);
        }
        b = b.play(pair[1]);
    }
    let mut out = format!("{}\n", found.len());
    for i in found {
        out += &format!("{i}\n");
    }
    out
}

fn game_text(start: &Board, moves: &[usize]) -> String {
    let mut s = format!("{} {}\n", start.rows, start.cols);
    for row in start.cells.chunks(start.cols) {
        s += std::str::from_utf8(row).unwrap();
        s.push('\n');
    }
    s += &format!("{}\n", moves.len() / 2);
    for &m in moves {
        s += &format!("{} {}\n", m / start.cols + 1, m % start.cols + 1);
    }
    s
}

/// A random board: each piece takes the colour that keeps it in play (white
/// on the other chessboard colour from the empty cell, black on its own)
/// with probability `bias`, so that long games happen.
fn random_board(rng: &mut Rng, rows: usize, cols: usize, bias: f64) -> Board {
    let e = rng.below(rows * cols);
    let parity = |id: usize| (id / cols + id % cols) % 2;
    let cells = (0..rows * cols)
        .map(|id| {
            if id == e {
                return b'.';
            }
            let live = if parity(id) == parity(e) { b'X' } else { b'O' };
            let dead = if live == b'X' { b'O' } else { b'X' };
            if rng.chance(bias) {
                live
            } else {
                dead
            }
        })
        .collect();
    Board { rows, cols, cells }
}

/// Plays random moves (Bunny, when it can win, keeps its win half of the
/// time and throws it away the other half) and returns 2k moves: the whole game when Egg wins it, else the game
/// without Bunny's last move.
fn random_game(rng: &mut Rng, start: &Board) -> Vec<usize> {
    let mut memo = HashMap::new();
    let mut b = start.clone();
    let mut moves = Vec::new();
    let mut bunny = true;
    loop {
        let options = b.moves(bunny);
        if options.is_empty() {
            break;
        }
        let (winning, losing): (Vec<usize>, Vec<usize>) = options
            .iter()
            .partition(|&&m| !mover_wins(&b.play(m), !bunny, &mut memo));
        let m = match (bunny, winning.is_empty(), losing.is_empty()) {
            (true, false, false) if rng.chance(0.5) => losing[rng.below(losing.len())],
            (true, false, _) => winning[rng.below(winning.len())],
            _ => options[rng.below(options.len())],
        };
        moves.push(m);
        b = b.play(m);
        bunny = !bunny;
    }
    if moves.len() % 2 == 1 {
        moves.pop();
    }
    moves
}

#[test]
fn random_games_against_exhaustive_search() {
    random_games(1000);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn random_3000_games_against_exhaustive_search() {
    random_games(3000);
}

/// `count` random games, each answer against an exhaustive search; every
/// eighth through the binary too.
fn random_games(count: usize) {
    let mut rng = Rng::new(2011);
    let (mut with_mistakes, mut moves_total, mut longest, mut through_binary) = (0, 0, 0, 0);
    for case in 0..count {
        let (rows, cols) = if rng.chance(0.15) {
            (1, rng.range(2, 12))
        } else {
            (rng.range(1, 4), rng.range(2, 5))
        };
        let bias = [0.6, 0.9, 1.0, 1.0][rng.below(4)];
        let start = random_board(&mut rng, rows, cols, bias);
        let moves = random_game(&mut rng, &start);
        moves_total += moves.len();
        longest = longest.max(moves.len());
        let text = game_text(&start, &moves);
        let expected = brute(&start, &moves);
        with_mistakes += usize::from(expected != "0\n");
        let got = noi2011_bunny_egg::solve(&mut Input::new(text.as_str())).unwrap();
        assert_eq!(got, expected, "case {case}:\n{text}");
        if case % 8 == 0 {
            let out = common::run_ok("noi2011_bunny_egg", text.as_bytes());
            assert_eq!(out, expected, "case {case}:\n{text}");
            through_binary += 1;
        }
    }
    // The generator must exercise the interesting cases.
    assert!(
        with_mistakes > count / 15,
        "{with_mistakes} games with mistakes"
    );
    println!("{with_mistakes} games with mistakes, {moves_total} moves, longest {longest}");
    assert!(moves_total > count * 3, "{moves_total} moves in all");
    assert!(longest >= 14, "longest game {longest} moves");
    assert!(through_binary >= count / 10);
}

#[test]
fn testdata_answers_are_those_of_exhaustive_search() {
    for (path, data) in common::testdata_inputs("noi2011_bunny_egg") {
        let text = String::from_utf8(data).unwrap();
        let game = noi2011_bunny_egg::read(&mut Input::new(text.as_str())).unwrap();
        let g = &game.board;
        let start = Board {
            rows: g.rows,
            cols: g.cols,
            cells: g.cells.clone(),
        };
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(brute(&start, &game.moves), expected, "{}", path.display());
    }
}

/// Who wins before each move, recomputed from scratch: a fresh maximum
/// matching of the remaining graph per move (no decremental updates).
fn mistakes_by_rematching(game: &Record) -> Vec<usize> {
    let board = &game.board;
    let start = board.cells.iter().position(|&b| b == b'.').unwrap();
    let mut visited = vec![false; board.cells.len()];
    let mut empty = start;
    let mut wins = Vec::new();
    for (t, &next) in game.moves.iter().enumerate() {
        // Side of each unvisited cell in play: the start and black pieces
        // on the start's colour left, white pieces on the other right.
        let own = |id: usize| board.is_black(id) == board.is_black(start);
        let side = |id: usize| match board.cells[id] {
            _ if visited[id] => None,
            b'.' => Some(0),
            b'X' if own(id) => Some(0),
            b'O' if !own(id) => Some(1),
            _ => None,
        };
        let mut vertex = vec![usize::MAX; board.cells.len()];
        let mut count = [0, 0];
        for (id, v) in vertex.iter_mut().enumerate() {
            if let Some(s) = side(id) {
                *v = count[s];
                count[s] += 1;
            }
        }
        let mut g = BipartiteGraph::new(count[0], count[1]);
        for id in (0..board.cells.len()).filter(|&id| side(id) == Some(0)) {
            for w in board.neighbours(id).filter(|&w| side(w) == Some(1)) {
                g.add_edge(vertex[id], vertex[w]);
            }
        }
        let (left, right) = g.in_every_max_matching();
        wins.push(if t % 2 == 0 {
            left[vertex[empty]]
        } else {
            right[vertex[empty]]
        });
        visited[empty] = true;
        empty = next;
    }
    wins.chunks(2)
        .enumerate()
        .filter(|(_, w)| w[0] && w[1])
        .map(|(i, _)| i + 1)
        .collect()
}

/// Checks the library's mistakes in the game `moves` from `start` against
/// a fresh maximum matching per move; returns the game's text and the
/// mistakes.
fn agrees_with_rematching(start: &Board, moves: &[usize], case: usize) -> (String, Vec<usize>) {
    let text = game_text(start, moves);
    let game = noi2011_bunny_egg::read(&mut Input::new(text.as_str())).unwrap();
    let expected = mistakes_by_rematching(&game);
    assert_eq!(
        noi2011_bunny_egg::mistakes(&game),
        expected,
        "case {case}:\n{text}"
    );
    (text, expected)
}

#[test]
fn long_games_against_rematching() {
    let mut rng = Rng::new(40);
    let mut longest = 0;
    for case in 0..40 {
        let (rows, cols) = (rng.range(5, 24), rng.range(5, 24));
        let bias = [0.9, 0.97, 1.0][rng.below(3)];
        let start = random_board(&mut rng, rows, cols, bias);
        // A long random walk of the empty cell: any legal move, preferring
        // cells with fewer free neighbours so that the walk does not trap
        // itself early.
        let moves = walk_then_wander(&mut rng, &start, &[]);
        longest = longest.max(moves.len());
        agrees_with_rematching(&start, &moves, case);
    }
    assert!(longest > 200, "longest game {longest} moves");
}

/// A `side` x `side` board coloured so that every move is possible, and a
/// game in which the empty cell snakes row by row through all of it.
fn snake_game(side: usize) -> (Board, Vec<usize>) {
    let cells = (0..side * side)
        .map(|id| match (id / side + id % side) % 2 {
            _ if id == 0 => b'.',
            0 => b'X',
            _ => b'O',
        })
        .collect();
    let mut path = Vec::new();
    for r in 0..side {
        for c in 0..side {
            let c = if r % 2 == 0 { c } else { side - 1 - c };
            path.push(r * side + c);
        }
    }
    let mut moves = path[1..].to_vec();
    if moves.len() % 2 == 1 {
        moves.pop();
    }
    (
        Board {
            rows: side,
            cols: side,
            cells,
        },
        moves,
    )
}

#[test]
fn a_long_game_on_a_large_board() {
    let (start, moves) = snake_game(30);
    let text = game_text(&start, &moves);
    let game = noi2011_bunny_egg::read(&mut Input::new(text.as_str())).unwrap();
    assert_eq!(
        noi2011_bunny_egg::mistakes(&game),
        mistakes_by_rematching(&game)
    );
    // 200 x 200: 19999 moves each, through the binary.
    let (start, moves) = snake_game(200);
    let out = common::run_ok("noi2011_bunny_egg", game_text(&start, &moves).as_bytes());
    assert_eq!(
        common::well_formed("noi2011_bunny_egg", &out),
        Some(true),
        "{out}"
    );
}

/// A board on which the cells where `playable(r, c)` hold the piece that
/// keeps them in play (black on the empty cell's chessboard colour, white
/// on the other) and every other cell the wrong one, so that no move ever
/// enters it.
fn coloured_board(
    rows: usize,
    cols: usize,
    start: (usize, usize),
    playable: impl Fn(usize, usize) -> bool,
) -> Board {
    let own = |r: usize, c: usize| (r + c) % 2 == (start.0 + start.1) % 2;
    let cells = (0..rows * cols)
        .map(|id| {
            let (r, c) = (id / cols, id % cols);
            match (own(r, c), playable(r, c)) {
                _ if (r, c) == start => b'.',
                (true, true) | (false, false) => b'X',
                _ => b'O',
            }
        })
        .collect();
    Board { rows, cols, cells }
}

/// Plays the cells of `walk` while they are legal moves, then random legal
/// moves (preferring cells with fewer moves on, as in
/// `long_games_against_rematching`) until the game ends; returns 2k moves.
fn walk_then_wander(rng: &mut Rng, start: &Board, walk: &[usize]) -> Vec<usize> {
    let mut b = start.clone();
    let (mut moves, mut bunny) = (Vec::new(), true);
    let mut planned = walk.iter();
    loop {
        let mut options = b.moves(bunny);
        let next = planned.next().filter(|m| options.contains(m)).copied();
        options.sort_by_key(|&m| (b.play(m).moves(!bunny).len(), rng.below(4)));
        let Some(m) = next.or_else(|| options.first().copied()) else {
            break;
        };
        if next.is_none() {
            planned = [].iter();
        }
        moves.push(m);
        b = b.play(m);
        bunny = !bunny;
    }
    if moves.len() % 2 == 1 {
        moves.pop();
    }
    moves
}

/// The row-by-row snake through the top `rows` rows of a board `cols`
/// wide, from (0, 0).
fn snake_path(rows: usize, cols: usize) -> Vec<usize> {
    (0..rows)
        .flat_map(|r| (0..cols).map(move |c| r * cols + if r % 2 == 0 { c } else { cols - 1 - c }))
        .skip(1)
        .collect()
}

/// Boards built against the kept search of the free cells, each game
/// compared with a fresh maximum matching per move:
///
/// - "dead pieces": the empty cell snakes through the top rows - 3 rows;
///   below a row of wrong-colour pieces lie two 3-cell pieces of playable
///   cells (one with two white cells, one with two black ones) that no
///   move reaches, each holding a cell no maximum matching covers, so every
///   move that frees a cell searches without a free cell in reach;
/// - "boundary": the top half is all playable, the bottom half has only
///   white-side cells playable in its first row, only black-side cells in
///   its last, and a few white-side cells removed, so it keeps cells no
///   maximum matching covers while no cell of it is next to a cell of the
///   other colour in the top half; the empty cell zigzags along the
///   boundary, entering both halves;
///
/// each walked as planned, then at random to the end of the game, on
/// boards of random sizes.
#[test]
fn boards_with_unreachable_free_cells_against_rematching() {
    let mut rng = Rng::new(2437);
    let mut longest = 0;
    for case in 0..60 {
        let (rows, cols) = (rng.range(6, 22), rng.range(9, 22));
        let (start, walk) = if case % 2 == 0 {
            let dead = |r: usize, c: usize| {
                r < rows - 3 || (r == rows - 2 && ((1..=3).contains(&c) || (6..=8).contains(&c)))
            };
            let start = coloured_board(rows, cols, (0, 0), dead);
            (start, snake_path(rows - 3, cols))
        } else {
            let h = rows / 2;
            let top = (h - 1, 0);
            let own = |r: usize, c: usize| (r + c) % 2 == (h - 1) % 2;
            let gaps = rng.range(2, 5);
            let split = |r: usize, c: usize| match r {
                _ if r < h => true,
                _ if r == h => !own(r, c),
                _ if r == rows - 1 => own(r, c),
                _ if r == rows - 3 && r > h => own(r, c) || c % gaps != 1,
                _ => true,
            };
            let start = coloured_board(rows, cols, top, split);
            let mut walk = Vec::new();
            let mut c = 0;
            while c + 4 < cols {
                for (r, dc) in [(h, 0), (h + 1, 0), (h + 1, 1), (h + 1, 2), (h, 2)] {
                    walk.push(r * cols + c + dc);
                }
                for (r, dc) in [(h - 1, 2), (h - 1, 3), (h - 1, 4)] {
                    walk.push(r * cols + c + dc);
                }
                c += 4;
            }
            (start, walk)
        };
        let moves = walk_then_wander(&mut rng, &start, &walk);
        longest = longest.max(moves.len());
        let (text, expected) = agrees_with_rematching(&start, &moves, case);
        if case < 4 {
            let out = common::run_ok("noi2011_bunny_egg", text.as_bytes());
            let mut want = format!("{}\n", expected.len());
            for i in expected {
                want += &format!("{i}\n");
            }
            assert_eq!(out, want, "case {case}:\n{text}");
        }
    }
    assert!(longest > 300, "longest game {longest} moves");
}

#[test]
fn illegal_moves_and_bad_boards() {
    let bin = "noi2011_bunny_egg";
    for (input, needle) in [
        (
            "1 3\nXO.\n1\n1 1\n1 2\n",
            "line 4: move 1: cell (1,1) is not next to the empty cell (1,3)",
        ),
        (
            "1 3\nOX.\n1\n1 2\n1 1\n",
            "line 4: move 1 is Bunny's, but cell (1,2) holds a black piece X",
        ),
        (
            "1 4\nOXO.\n1\n1 3\n1 1\n",
            "line 5: move 2: cell (1,1) is not next to the empty cell (1,3)",
        ),
        (
            // The white piece just moved into (1,4) cannot be slid back.
            "1 4\nOXO.\n1\n1 3\n1 4\n",
            "line 5: move 2 is Egg's, but cell (1,4) holds a white piece O",
        ),
        (
            "1 4\nOOO.\n1\n1 3\n1 2\n",
            "line 5: move 2 is Egg's, but cell (1,2) holds a white piece O",
        ),
        (
            "1 3\nXO.\n1\n1 3\n1 2\n",
            "move 1: cell (1,3) is the empty cell, not a piece next to it",
        ),
        (
            "2 2\nO.\nXX\n1\n1 1\n3 1\n",
            "line 6: move 2: cell (3,1) is off the 2 x 2 board",
        ),
        (
            "2 2\nO.\nXX\n1\n0 1\n1 1\n",
            "move 1: cell (0,1) is off the 2 x 2 board",
        ),
        (
            "1 3\nXO.\n1\n1 2      \n",
            "line 3: 2k = 2 moves, but only 1 move follows",
        ),
        (
            "1 3\nXO.\n1\n1 2\n",
            "line 3: 2k = 2 moves, but only 1 move follows",
        ),
        (
            "1 3\nXO.\n1\n1 2\n1    ",
            "line 3: 2k = 2 moves, but only 1 move and 1 number follow",
        ),
        (
            "1 3\nXO.\n1\n1 2\n1 1\n1 2\n",
            "unexpected \"1\" after the end of the data",
        ),
        ("1 3\nXOO\n0\n", "the board has no empty cell"),
        (
            "2 2\n.O\nX.\n0\n",
            "more than one empty cell '.': (1,1) and (2,2)",
        ),
        (
            "1 3\nXo.\n0\n",
            "row 1, column 2: unexpected character \"o\"",
        ),
        ("2 3\nXO.\nXO\n0\n", "row 2: expected 3 cells, found 2"),
        (
            "1 3\nXO.\n1000000\n1 2\n1 1\n",
            "line 3: 2k = 2000000 moves, but only 2 moves follow",
        ),
        ("1 3\nXO.\n-1\n", "must not be negative"),
        (
            "1 3\nXO.\n1\n1 x\n1 1\n",
            "expected the column of move 1, found \"x\"",
        ),
        (
            "1 3\nXO.\n1\n99999999999999999999 2\n1 1\n",
            "the row of move 1 is too large",
        ),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}

#[cfg(feature = "play")]
mod play {
    use super::*;
    use crate::common::picture;
    use cp_games::grid::Grid;
    use cp_games::strategy::noi2011_bunny_egg::BunnyEgg;
    use noi2011_bunny_egg::Position;

    fn position(b: &Board, bunny: bool) -> Position {
        Position {
            board: Grid {
                rows: b.rows,
                cols: b.cols,
                cells: b.cells.clone(),
            },
            bunny_to_move: bunny,
        }
    }

    /// The successors by the rules, through the test's own `Board`.
    fn literal(p: &Position) -> Vec<Position> {
        let b = Board {
            rows: p.board.rows,
            cols: p.board.cols,
            cells: p.board.cells.clone(),
        };
        b.moves(p.bunny_to_move)
            .into_iter()
            .map(|m| position(&b.play(m), !p.bunny_to_move))
            .collect()
    }

    #[test]
    fn strategy_against_every_reply() {
        strategy_against_every_reply_from(300, 30);
    }

    #[test]
    #[ignore = "full tier: cargo test -- --include-ignored"]
    fn strategy_against_every_reply_from_3300_boards() {
        strategy_against_every_reply_from(3000, 300);
    }

    /// `small` random boards of up to 4 x 4 and `large` of up to 5 x 5.
    fn strategy_against_every_reply_from(small: usize, large: usize) {
        let mut rng = Rng::new(2437);
        let mut starts = Vec::new();
        for i in 0..small + large {
            let (rows, cols) = if i < small {
                (rng.range(1, 4), rng.range(1, 4))
            } else {
                (rng.range(3, 5), rng.range(3, 5))
            };
            let bias = [1.0, 0.9, 0.7, 0.5][i % 4];
            let b = random_board(&mut rng, rows, cols, bias);
            // Either player to move first, on the board as drawn.
            starts.push(position(&b, i % 5 != 0));
        }
        for (_, data) in common::testdata_inputs("noi2011_bunny_egg") {
            let text = String::from_utf8(data).unwrap();
            let game = noi2011_bunny_egg::read(&mut Input::new(text.as_str())).unwrap();
            if game.board.cells.len() <= 16 {
                starts.push(Position {
                    board: game.board,
                    bunny_to_move: true,
                });
            }
        }
        let mut report = common::adversary::Report::default();
        for start in &starts {
            report += common::adversary::check(
                &BunnyEgg,
                std::slice::from_ref(start),
                literal,
                false,
                100_000,
            );
        }
        println!("{} starts: {report:?}", starts.len());
        assert!(
            report.positions > starts.len() * 6 && report.won > starts.len() * 3 / 2,
            "{report:?}"
        );
    }

    #[test]
    fn winning_moves_on_judge_sized_boards() {
        // 40 x 40 boards; Bunny follows the strategy, Egg replies at
        // random: every position Bunny meets is won, and Egg is stuck
        // first.
        let mut rng = Rng::new(1971);
        let mut long = 0;
        for _ in 0..6 {
            let b = random_board(&mut rng, 40, 40, 0.8);
            let mut p = position(&b, true);
            let Some(mut m) = noi2011_bunny_egg::winning_move(&p) else {
                continue;
            };
            let mut plies = 0;
            loop {
                let next = literal(&p);
                let q = next
                    .iter()
                    .find(|q| q.board.cells[m] == b'.')
                    .expect("the winning move is legal")
                    .clone();
                let replies = literal(&q);
                if replies.is_empty() {
                    break;
                }
                p = replies[rng.below(replies.len())].clone();
                plies += 2;
                m = noi2011_bunny_egg::winning_move(&p).expect("Bunny still wins");
            }
            long += usize::from(plies > 20);
        }
        assert!(long > 0);
    }

    #[test]
    fn explain_goes_through_the_record() {
        let out = common::explain(
            "noi2011_bunny_egg",
            "4 4 \nOOXX \nOXXO \nOO.O \nXXXO \n2 \n3 2 \n2 2 \n1 2 \n1 3 \n",
        );
        assert!(
            out.starts_with(
                "  1234\n1 OOXX\n2 OXXO\n3 OO.O\n4 XXXO\n(O white, Bunny's; X black, Egg's; \
                 . the empty cell; Bunny to move)\nBunny to move wins.\n"
            ),
            "{out}"
        );
        assert!(
            out.contains("It does: slide 3 4 (row 3, column 4), the empty cell's partner in one"),
            "{out}"
        );
        assert!(
            out.ends_with(
                "The record: 2 moves of Bunny's, 2 of them mistakes (Bunny could win before the \
                 move and Egg can after it).\nMove 1: Bunny slid 3 2, a mistake; 3 4 would have \
                 kept the win.\nMove 2: Bunny slid 1 2, a mistake; 2 1 would have kept the \
                 win.\n"
            ),
            "{out}"
        );
        let out = common::explain("noi2011_bunny_egg", "1 3\nXO.\n1\n1 2\n1 1\n");
        assert!(
            out.contains("Bunny to move loses against perfect play.\n"),
            "{out}"
        );
        assert!(out.ends_with("1 move of Bunny's, 0 of them mistakes (Bunny could win before the move and Egg can after it).\n"), "{out}");
        // Every mistake the judge path reports is explained with a move
        // that wins, checked against exhaustive search.
        let mut rng = Rng::new(1437);
        for _ in 0..200 {
            let (rows, cols) = (rng.range(2, 3), rng.range(2, 4));
            let b = random_board(&mut rng, rows, cols, 0.8);
            let moves = random_game(&mut rng, &b);
            let text = game_text(&b, &moves);
            let answer = common::run_ok("noi2011_bunny_egg", text.as_bytes());
            let out = common::explain("noi2011_bunny_egg", &text);
            let mut memo = HashMap::new();
            let mut board = b.clone();
            for (t, &m) in moves.iter().enumerate() {
                if t % 2 == 0 && answer.lines().skip(1).any(|l| l == (t / 2 + 1).to_string()) {
                    let prefix = format!(
                        "Move {}: Bunny slid {} {}, a mistake; ",
                        t / 2 + 1,
                        m / b.cols + 1,
                        m % b.cols + 1
                    );
                    let line = out
                        .lines()
                        .find(|l| l.starts_with(&prefix))
                        .unwrap_or_else(|| panic!("{prefix} missing from {out}"));
                    let cell: Vec<usize> = line[prefix.len()..]
                        .split(' ')
                        .take(2)
                        .map(|w| w.parse().unwrap())
                        .collect();
                    let w = (cell[0] - 1) * b.cols + cell[1] - 1;
                    assert!(board.moves(true).contains(&w), "{out}");
                    assert!(!mover_wins(&board.play(w), false, &mut memo), "{out}");
                }
                board = board.play(m);
            }
        }
    }

    #[test]
    fn play_sessions() {
        let bin = "noi2011_bunny_egg";
        let sample = "1 6\nXO.OXO\n1\n1 2\n1 1\n";
        // The program is Bunny and wins: 1 4, then Egg's only move 1 5,
        // then 1 6.
        let out = common::play(bin, "engine-wins", sample, "1\nsecond\n1 5\n");
        assert!(out.contains("I play 1 4 (as Bunny).\n"), "{out}");
        assert!(out.contains("I play 1 6 (as Bunny).\n"), "{out}");
        assert!(out.ends_with("You have no move left. I win.\n"), "{out}");
        // The person is Bunny and wins.
        let out = common::play(bin, "person-wins", sample, "1\nfirst\n1 4\n1 6\n");
        assert!(out.contains("I play 1 5 (as Egg).\n"), "{out}");
        assert!(out.ends_with("I have no move left. You win.\n"), "{out}");
        // The person is Bunny and errs: the program wins from there.
        let out = common::play(bin, "person-errs", sample, "1\nfirst\n1 2\n");
        assert!(out.contains("I play 1 1 (as Egg).\n"), "{out}");
        assert!(out.ends_with("You have no move left. I win.\n"), "{out}");
        // Illegal moves, then the end of input.
        let out = common::play(
            bin,
            "illegal",
            sample,
            "1\nfirst\n1 3\n1 5\n1 1\n2 1\n1\nhint\n",
        );
        for want in [
            "  123456\n1 XO.OXO\n(O white, Bunny's; X black, Egg's; . the empty cell; Bunny to move)\n",
            "Row 1, column 3 is the empty cell.",
            "Row 1, column 5 is not next to the empty cell, row 1, column 3.",
            "Row 1, column 1 is not next to the empty cell, row 1, column 3.",
            "Row 2, column 1 is off the 1 x 6 board.",
            "Type a cell as two numbers, its row and its column.",
            "A winning move: 1 4.",
        ] {
            assert!(out.contains(want), "{want:?} missing from {out}");
        }
        // A record of moves: the person starts before it (1 above) or
        // after it, and the list says where Bunny erred, as the judge's
        // answer does.
        let out = common::play(bin, "after-record", sample, "2\nfirst\n");
        let choices = "1: the board before the recorded moves\n\
                       2: the board after 1 recorded round (Bunny's move in round 1 was a \
                       mistake; --explain goes through them)\n\
                       Which one do you want to start from (1-2)? ";
        assert!(out.starts_with(choices), "{out}");
        // Bunny slid 1 2 into the empty cell, then Egg 1 1.
        assert!(
            out.contains("  123456\n1 .XOOXO\n(O white, Bunny's; X black, Egg's; . the empty cell; Bunny to move)\n"),
            "{out}"
        );
        // There Bunny has no white piece beside the empty cell.
        assert!(out.ends_with("You have no move left. I win.\n"), "{out}");
        // No record (k = 0): nothing to choose.
        let out = common::play(bin, "wrong-colour", "1 3\nX.O\n0\n", "first\n1 1\n");
        assert!(!out.contains("Which one"), "{out}");
        assert!(
            out.contains("Row 1, column 1 holds a black piece X: Bunny slides white pieces O."),
            "{out}"
        );
        assert!(
            out.ends_with("End of input: the game stops here. Goodbye.\n"),
            "{out}"
        );
    }

    /// Checks the drawing of `b` with `bunny` to move: every click a legal
    /// move that shows back as clicked, all of them together; the colour
    /// of every cell the empty square may still enter against an exhaustive
    /// search. Returns how many cells were coloured.
    fn check_drawing(b: &Board, bunny: bool, memo: &mut HashMap<(Board, bool), bool>) -> usize {
        use cp_games::play::Game;
        let p = position(b, bunny);
        let svg = BunnyEgg.picture(&p).expect("a drawing");
        let clicks = picture::check_clicks(&BunnyEgg, &p, &svg);
        assert_eq!(
            picture::offered(&clicks),
            picture::legal_shown(&BunnyEgg, &p)
        );
        let d = picture::shapes(&svg);
        let e = b.empty();
        let (mine, theirs) = if bunny { (b'O', b'X') } else { (b'X', b'O') };
        let parity = |id: usize| (id / b.cols + id % b.cols) % 2;
        let mut coloured = 0;
        for cell in d.iter().filter(|d| d.edits().is_some()) {
            let words: Vec<usize> = cell
                .edits()
                .unwrap()
                .split(' ')
                .map(|w| w.parse().unwrap())
                .collect();
            let x = (words[0] - 1) * b.cols + words[1] - 1;
            let live = x != e
                && ((b.cells[x] == mine && parity(x) != parity(e))
                    || (b.cells[x] == theirs && parity(x) == parity(e)));
            // The moves: the mover's pieces next to the empty cell.
            let near = (x / b.cols).abs_diff(e / b.cols) + (x % b.cols).abs_diff(e % b.cols) == 1;
            let is_move = b.cells[x] == mine && near;
            let board = String::from_utf8_lossy(&b.cells);
            assert_eq!(cell.moves().is_some(), is_move, "{board:?} {x}");
            assert_eq!(cell.mark().is_some(), is_move, "{board:?} {x}");
            assert_eq!(cell.has("visited"), x != e && !live);
            if live {
                // The player to move when the empty square arrives on x
                // (the opponent on the other colour, the mover on its
                // own), its old cell holding a piece that never moves
                // again, loses: a move there is green (red if not), another
                // cell outlined.
                let mut after = b.clone();
                after.cells[e] = mine;
                after.cells[x] = b'.';
                let next = bunny == (parity(x) == parity(e));
                let wins = !mover_wins(&after, next, memo);
                if is_move {
                    assert_eq!(cell.mark(), Some(wins), "{board:?} cell {x}");
                } else {
                    assert_eq!(cell.has("lost"), wins, "{board:?} cell {x}");
                }
                coloured += 1;
            }
        }
        coloured
    }

    #[test]
    fn drawings_show_the_theory_and_click_every_move() {
        let mut rng = Rng::new(1971);
        let mut coloured = 0;
        for i in 0..200 {
            let (rows, cols) = (rng.range(1, 4), rng.range(1, 4));
            let mut b = random_board(&mut rng, rows, cols, [1.0, 0.8, 0.6][i % 3]);
            let mut bunny = i % 4 != 0;
            let mut memo = HashMap::new();
            loop {
                coloured += check_drawing(&b, bunny, &mut memo);
                let moves = b.moves(bunny);
                if moves.is_empty() {
                    break;
                }
                b = b.play(moves[rng.below(moves.len())]);
                bunny = !bunny;
            }
        }
        assert!(coloured > 1000, "{coloured}");
    }

    #[test]
    fn large_boards_are_drawn_in_a_window() {
        use cp_games::play::Game;
        let mut rng = Rng::new(40);
        let b = random_board(&mut rng, 150, 120, 0.9);
        let p = position(&b, true);
        let svg = BunnyEgg.picture(&p).unwrap();
        assert!(svg.len() < 500_000, "{}", svg.len());
        assert!(svg.contains("of the 150 x 120 board."));
        let d = picture::shapes(&svg);
        let window = cp_games::play::svg::grid::WINDOW;
        assert_eq!(
            d.iter().filter(|d| d.edits().is_some()).count(),
            window * window
        );
        let clicks: Vec<&str> = d.iter().filter_map(|d| d.moves()).collect();
        assert_eq!(clicks.len(), BunnyEgg.moves(&p).len());
    }

    #[test]
    fn edits_move_the_empty_cell() {
        use cp_games::play::Game;
        let b = Board {
            rows: 1,
            cols: 6,
            cells: b"XO.OXO".to_vec(),
        };
        let p = position(&b, false);
        let q = BunnyEgg.edit(&p, "start 1 5").unwrap();
        assert_eq!(q.board.cells, b"XOXO.O");
        // The same player, Egg, is to move.
        assert!(!q.bunny_to_move);
        // The drawing of the edited board: every cell but the empty one
        // may still be entered, each checked against exhaustive search.
        let edited = Board {
            rows: 1,
            cols: 6,
            cells: q.board.cells.clone(),
        };
        // Egg has no move there: white pieces on both sides of the empty
        // cell, so no cell may still be entered.
        assert!(BunnyEgg.moves(&q).is_empty());
        assert_eq!(check_drawing(&edited, false, &mut HashMap::new()), 0);
        // With Bunny to move, every cell but the empty one may be.
        let r = BunnyEgg.edit(&position(&b, true), "start 1 5").unwrap();
        assert!(r.bunny_to_move);
        assert_eq!(check_drawing(&edited, true, &mut HashMap::new()), 5);
        assert_eq!(
            BunnyEgg.edit(&p, "start 1 3").unwrap_err(),
            "row 1, column 3 is the empty cell already"
        );
        assert!(BunnyEgg
            .edit(&p, "wall 1 1")
            .unwrap_err()
            .starts_with("the board has no walls"));
        assert_eq!(
            BunnyEgg.edit(&p, "start 2 1").unwrap_err(),
            "row 2, column 1 is off the 1 x 6 board"
        );
        assert!(BunnyEgg.edit(&p, "start").is_err());
    }
}
