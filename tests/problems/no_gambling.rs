//! `no_gambling` against an exhaustive search of the literal connection game
//! (points, unit sticks, crossings, connections; no theory) on the board of
//! size N = 1, 2 and 3, where the first player must win; every finished
//! board of those sizes has exactly one winner (no draw); the binary on
//! every size the judge uses and beyond; and bad input.
//!
//! The board, as the module documentation states it: in doubled
//! coordinates, the first player's (blue) points are (x, y) with x even in
//! 0..=2N and y odd in 1..=2N-1 (N rows of N + 1), the second player's
//! (red) points have x odd in 1..=2N-1 and y even in 0..=2N (N + 1 rows of
//! N). A move draws a stick between two of one's own points at unit
//! distance (2 in doubled coordinates) that crosses no stick already drawn;
//! blue wins by joining a point with x = 0 to one with x = 2N, red a point
//! with y = 0 to one with y = 2N. Larger boards are out of reach: N = 4 has
//! 62 sticks.

use crate::common;

#[cfg(feature = "play")]
use common::picture;
use cp_games::strategy::Strategy;
use cp_games::{input::Input, problems::no_gambling};
use std::collections::HashMap;

const BIN: &str = "no_gambling";
const FIRST: &str = "I bet on Oregon Maple~\n";

type Point = (i32, i32);

#[derive(Clone, Copy, Debug)]
struct Stick {
    blue: bool,
    a: Point,
    b: Point,
}

struct Board {
    n: i32,
    sticks: Vec<Stick>,
    /// For each stick, the bitmask of the sticks it crosses.
    crosses: Vec<u64>,
}

/// Whether two sticks cross: they share a point that is not an end of
/// both (sticks that only touch at a common end do not cross).
fn cross(s: &Stick, t: &Stick) -> bool {
    let span = |p: i32, q: i32| (p.min(q), p.max(q));
    let ((sx0, sx1), (sy0, sy1)) = (span(s.a.0, s.b.0), span(s.a.1, s.b.1));
    let ((tx0, tx1), (ty0, ty1)) = (span(t.a.0, t.b.0), span(t.a.1, t.b.1));
    // Axis-parallel segments: their common points form a box.
    let (x0, x1) = (sx0.max(tx0), sx1.min(tx1));
    let (y0, y1) = (sy0.max(ty0), sy1.min(ty1));
    if x0 > x1 || y0 > y1 {
        return false;
    }
    let single = x0 == x1 && y0 == y1;
    let end_of = |u: &Stick, p: Point| u.a == p || u.b == p;
    !(single && end_of(s, (x0, y0)) && end_of(t, (x0, y0)))
}

fn board(n: i32) -> Board {
    let blue: Vec<Point> = (0..=n)
        .flat_map(|i| (0..n).map(move |j| (2 * i, 2 * j + 1)))
        .collect();
    let red: Vec<Point> = (0..n)
        .flat_map(|i| (0..=n).map(move |j| (2 * i + 1, 2 * j)))
        .collect();
    let mut sticks = Vec::new();
    for (is_blue, points) in [(true, &blue), (false, &red)] {
        for (k, &a) in points.iter().enumerate() {
            for &b in &points[k + 1..] {
                let d = (a.0 - b.0).pow(2) + (a.1 - b.1).pow(2);
                if d == 4 {
                    sticks.push(Stick {
                        blue: is_blue,
                        a,
                        b,
                    });
                }
            }
        }
    }
    assert!(
        sticks.len() <= 64,
        "{} sticks do not fit a u64",
        sticks.len()
    );
    let crosses = sticks
        .iter()
        .map(|s| {
            sticks
                .iter()
                .enumerate()
                .filter(|&(_, t)| !std::ptr::eq(s, t) && cross(s, t))
                .fold(0u64, |m, (j, _)| m | 1 << j)
        })
        .collect();
    Board { n, sticks, crosses }
}

/// Whether the `blue` (or red) sticks of `drawn` join that player's sides.
fn connected(b: &Board, drawn: u64, blue: bool) -> bool {
    let side = |p: Point| if blue { p.0 } else { p.1 };
    let mut reached: Vec<Point> = Vec::new();
    let mine: Vec<&Stick> = b
        .sticks
        .iter()
        .enumerate()
        .filter(|&(i, s)| drawn >> i & 1 == 1 && s.blue == blue)
        .map(|(_, s)| s)
        .collect();
    for s in &mine {
        for p in [s.a, s.b] {
            if side(p) == 0 && !reached.contains(&p) {
                reached.push(p);
            }
        }
    }
    loop {
        let before = reached.len();
        for s in &mine {
            for (p, q) in [(s.a, s.b), (s.b, s.a)] {
                if reached.contains(&p) && !reached.contains(&q) {
                    reached.push(q);
                }
            }
        }
        if reached.len() == before {
            return reached.iter().any(|&p| side(p) == 2 * b.n);
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Outcome {
    Loss,
    Draw,
    Win,
}

/// The outcome for the player to move (blue when an even number of sticks
/// is drawn) with the sticks of `drawn` on the board and nobody connected
/// yet. No legal move and no winner would be a draw.
fn outcome(b: &Board, drawn: u64, memo: &mut HashMap<u64, Outcome>) -> Outcome {
    if let Some(&o) = memo.get(&drawn) {
        return o;
    }
    let blue = drawn.count_ones() % 2 == 0;
    let moves: Vec<u64> = (0..b.sticks.len())
        .filter(|&i| b.sticks[i].blue == blue && drawn >> i & 1 == 0 && b.crosses[i] & drawn == 0)
        .map(|i| drawn | 1 << i)
        .collect();
    let o = if moves.is_empty() {
        Outcome::Draw
    } else if moves.iter().any(|&next| connected(b, next, blue)) {
        Outcome::Win
    } else {
        let mut best = Outcome::Loss;
        for &next in &moves {
            let reply = match outcome(b, next, memo) {
                Outcome::Win => Outcome::Loss,
                Outcome::Draw => Outcome::Draw,
                Outcome::Loss => Outcome::Win,
            };
            best = best.max(reply);
            if best == Outcome::Win {
                break;
            }
        }
        best
    };
    memo.insert(drawn, o);
    o
}

#[test]
fn the_boards_are_as_described() {
    for n in 1..=4 {
        let b = board(n);
        let per_colour = (2 * n * n - 1) as usize;
        let blue = b.sticks.iter().filter(|s| s.blue).count();
        assert_eq!((blue, b.sticks.len() - blue), (per_colour, per_colour));
        // Only sticks of different colours cross, each at most one other,
        // and those that cross nothing are the first player's sticks along
        // the left and right sides and the second's along the top and
        // bottom: 4 (N - 1) of them.
        let mut lonely = 0;
        for (i, s) in b.sticks.iter().enumerate() {
            let c = b.crosses[i];
            assert!(c.count_ones() <= 1, "{s:?}");
            if c == 0 {
                lonely += 1;
                let (fixed, at) = if s.blue {
                    (s.a.0 == s.b.0, s.a.0)
                } else {
                    (s.a.1 == s.b.1, s.a.1)
                };
                assert!(fixed && (at == 0 || at == 2 * n), "{s:?}");
            } else {
                assert_ne!(b.sticks[c.trailing_zeros() as usize].blue, s.blue);
            }
        }
        assert_eq!(lonely, 4 * (n - 1));
    }
}

#[test]
fn every_finished_board_has_exactly_one_winner() {
    // A game with no legal move left has, of every two crossing sticks,
    // one drawn, and every stick that crosses nothing drawn.
    for n in 1..=3 {
        let b = board(n);
        let lonely: u64 = (0..b.sticks.len())
            .filter(|&i| b.crosses[i] == 0)
            .fold(0, |m, i| m | 1 << i);
        let pairs: Vec<(usize, usize)> = (0..b.sticks.len())
            .filter(|&i| b.crosses[i] != 0 && b.sticks[i].blue)
            .map(|i| (i, b.crosses[i].trailing_zeros() as usize))
            .collect();
        for choice in 0..1u64 << pairs.len() {
            let drawn = pairs.iter().enumerate().fold(lonely, |m, (k, &(s, t))| {
                m | 1 << if choice >> k & 1 == 1 { s } else { t }
            });
            let (blue, red) = (connected(&b, drawn, true), connected(&b, drawn, false));
            assert!(
                blue != red,
                "N = {n}: board {drawn:#x}: blue {blue}, red {red}"
            );
        }
    }
}

#[test]
fn the_first_player_wins_the_literal_game() {
    first_player_wins(1..=2);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn the_first_player_wins_the_literal_game_of_size_3() {
    first_player_wins(3..=3);
}

fn first_player_wins(sizes: std::ops::RangeInclusive<i32>) {
    for n in sizes {
        let b = board(n);
        let mut memo = HashMap::new();
        assert_eq!(outcome(&b, 0, &mut memo), Outcome::Win, "N = {n}");
        println!("N = {n}: {} positions searched", memo.len());
        let text = format!("{n}\n-1\n");
        assert_eq!(common::run_ok(BIN, text.as_bytes()), FIRST, "N = {n}");
        assert_eq!(
            no_gambling::solve(&mut Input::new(text.as_str())).unwrap(),
            FIRST
        );
    }
}

#[test]
fn the_search_finds_wins_for_the_second_player_too() {
    second_player_wins(2..=2);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn the_search_finds_wins_for_the_second_player_of_size_3_too() {
    second_player_wins(3..=3);
}

fn second_player_wins(sizes: std::ops::RangeInclusive<i32>) {
    // If the first player's first stick is one that crosses nothing (on
    // his left side), the second player moves next on an empty board,
    // which is the first player's board turned by a quarter: she wins.
    for n in sizes {
        let b = board(n);
        let useless = (0..b.sticks.len())
            .find(|&i| b.crosses[i] == 0 && b.sticks[i].blue)
            .unwrap();
        let mut memo = HashMap::new();
        let o = outcome(&b, 1 << useless, &mut memo);
        assert_eq!(o, Outcome::Win, "N = {n}: the second player to move");
    }
}

#[test]
fn many_boards_in_one_input() {
    let sizes: Vec<u64> = (3..=40).chain([1, 2, 1000, i64::MAX as u64]).collect();
    let text: String = sizes.iter().map(|n| format!("{n}\n")).collect::<String>() + "-1\n";
    assert_eq!(
        common::run_ok(BIN, text.as_bytes()),
        FIRST.repeat(sizes.len())
    );
    assert_eq!(common::run_ok(BIN, b"-1\n"), "");
    assert_eq!(common::run_ok(BIN, b"  -1"), "");
}

#[test]
fn testdata_has_one_line_per_board() {
    for (path, data) in common::testdata_inputs(BIN) {
        let text = String::from_utf8(data).unwrap();
        let boards = text.split_whitespace().take_while(|&t| t != "-1").count();
        let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(out, FIRST.repeat(boards), "{}", path.display());
    }
}

#[test]
fn bad_input() {
    for (input, message) in [
        ("5\n", "line 1: the input ended before the final -1"),
        ("", "line 1: the input ended before the final -1"),
        ("3\n4\n", "line 2: the input ended before the final -1"),
        (
            "x\n-1\n",
            "line 1: board 1: expected the board size N, found \"x\"",
        ),
        (
            "3\n4.5\n-1\n",
            "line 2: board 2: expected the board size N, found \"4.5\"",
        ),
        (
            "3\n0\n-1\n",
            "line 2: board 2: the board size N must be at least 1, found 0",
        ),
        (
            "-5\n-1\n",
            "line 1: board 1: the board size N must be at least 1, found -5",
        ),
        (
            "3\n99999999999999999999\n-1\n",
            "line 2: board 2: the board size N is too large",
        ),
        (
            "3\n-1\n4\n",
            "line 3: unexpected \"4\" after the end of the data",
        ),
        (
            "-1\n-1\n",
            "line 2: unexpected \"-1\" after the end of the data",
        ),
    ] {
        common::assert_error(BIN, input.as_bytes(), message);
    }
}

/// The game's position for the sticks of `drawn` of the literal board `b`,
/// `maple` (blue) to move: each stick sits at its middle, as the game's
/// `Board` stores it.
#[cfg(feature = "play")]
fn position(b: &Board, drawn: u64, maple: bool) -> cp_games::strategy::no_gambling::Board {
    let mut p = cp_games::strategy::no_gambling::Board::new(b.n as usize);
    let side = p.side();
    for (i, s) in b.sticks.iter().enumerate() {
        if drawn >> i & 1 == 1 {
            let (x, y) = ((s.a.0 + s.b.0) / 2, (s.a.1 + s.b.1) / 2);
            p.sites[y as usize * side + x as usize] = if s.blue {
                cp_games::strategy::no_gambling::MAPLE
            } else {
                cp_games::strategy::no_gambling::GRAPE
            };
        }
    }
    p.maple_to_move = maple;
    p
}

/// The sticks of the literal board drawn in position `p`.
#[cfg(feature = "play")]
fn drawn_of(b: &Board, p: &cp_games::strategy::no_gambling::Board) -> u64 {
    let side = p.side();
    let mut drawn = 0;
    for (i, s) in b.sticks.iter().enumerate() {
        let (x, y) = ((s.a.0 + s.b.0) / 2, (s.a.1 + s.b.1) / 2);
        let want = if s.blue {
            cp_games::strategy::no_gambling::MAPLE
        } else {
            cp_games::strategy::no_gambling::GRAPE
        };
        if p.sites[y as usize * side + x as usize] == want {
            drawn |= 1 << i;
        }
    }
    drawn
}

/// The literal successors: none once a player is connected; else the
/// mover draws any stick of their colour not drawn yet that crosses no
/// drawn stick.
#[cfg(feature = "play")]
fn literal_moves(
    boards: &[Board],
    t: &cp_games::strategy::no_gambling::Position,
) -> Vec<cp_games::strategy::no_gambling::Position> {
    let cp_games::strategy::no_gambling::Position::Board(p) = t else {
        return Vec::new();
    };
    let b = &boards[p.n];
    let drawn = drawn_of(b, p);
    if connected(b, drawn, true) || connected(b, drawn, false) {
        return Vec::new();
    }
    (0..b.sticks.len())
        .filter(|&i| {
            b.sticks[i].blue == p.maple_to_move && drawn >> i & 1 == 0 && b.crosses[i] & drawn == 0
        })
        .map(|i| {
            cp_games::strategy::no_gambling::Position::Board(position(
                b,
                drawn | 1 << i,
                !p.maple_to_move,
            ))
        })
        .collect()
}

#[cfg(feature = "play")]
#[test]
fn strategy_against_every_reply() {
    strategy_against_every_reply_from(100);
}

#[cfg(feature = "play")]
#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn strategy_against_every_reply_from_3000_middle_games() {
    strategy_against_every_reply_from(3000);
}

/// Every position of the boards of size 1 and 2, and `middle_games`
/// random middle games of sizes 3 and 4.
#[cfg(feature = "play")]
fn strategy_against_every_reply_from(middle_games: usize) {
    let boards: Vec<Board> = (0..=4).map(|n| board(n.max(1))).collect();
    let game = cp_games::strategy::no_gambling::NoGambling;
    let literal = |t: &cp_games::strategy::no_gambling::Position| literal_moves(&boards, t);
    // Every position of the boards of size 1 and 2, from the empty board
    // with either player to move.
    let mut starts = Vec::new();
    for b in &boards[1..=2] {
        for maple in [true, false] {
            starts.push(cp_games::strategy::no_gambling::Position::Board(position(
                b, 0, maple,
            )));
        }
    }
    let small = common::adversary::check(&game, &starts, literal, false, 100_000);
    println!("sizes 1 and 2, every position: {small:?}");
    assert!(small.positions > 2000 && small.won > 1000, "{small:?}");
    // Random middle games on boards of size 3 and 4: most crossing pairs
    // decided at random, a few left open, with either player to move.
    let mut rng = common::Rng::new(3863);
    let mut starts = Vec::new();
    while starts.len() < middle_games {
        let n = rng.range(3, 4);
        let b = &boards[n];
        let open = rng.range(3, 6);
        let mut drawn = 0u64;
        let mut pairs = Vec::new();
        for (i, s) in b.sticks.iter().enumerate() {
            if b.crosses[i] == 0 {
                // A stick that crosses nothing: mostly drawn already.
                if rng.chance(0.85) {
                    drawn |= 1 << i;
                }
            } else if s.blue {
                pairs.push((i, b.crosses[i].trailing_zeros() as usize));
            }
        }
        for k in (1..pairs.len()).rev() {
            pairs.swap(k, rng.below(k + 1));
        }
        for &(blue, red) in &pairs[open.min(pairs.len())..] {
            drawn |= 1 << if rng.chance(0.5) { blue } else { red };
        }
        starts.push(cp_games::strategy::no_gambling::Position::Board(position(
            b,
            drawn,
            rng.chance(0.5),
        )));
    }
    let middle = common::adversary::check(&game, &starts, literal, false, 2_000_000);
    println!("sizes 3 and 4, {middle_games} random middle games: {middle:?}");
    // About 4 won and 4 lost positions per middle game.
    let each = middle_games * 10 / 3;
    assert!(
        middle.won > each && middle.positions - middle.won > each,
        "{middle:?}"
    );
}

/// A reply for the player who is not the strategy's: random, or (half the
/// time) the stick through the middle of the bridge the strategy would
/// build if it were to move, which takes that bridge away.
#[cfg(feature = "play")]
fn opponent_reply(
    b: &cp_games::strategy::no_gambling::Board,
    rng: &mut common::Rng,
) -> (usize, usize) {
    let moves = b.moves();
    if rng.chance(0.5) {
        let mut theirs = b.clone();
        theirs.maple_to_move = !b.maple_to_move;
        if let Some(m) = cp_games::strategy::no_gambling::winning_move(&theirs) {
            if moves.contains(&m) {
                return m;
            }
        }
    }
    moves[rng.below(moves.len())]
}

/// Checks the reason `winning_trees` gives, by the rules alone: in
/// position `after` (the winning bridge built), `trees` are two lists of
/// free bridges of player `who`, without a common bridge, each a tree on
/// the same set of `who`'s dots containing both of `who`'s sides, where
/// `who`'s built bridges and each side count as one dot.
#[cfg(feature = "play")]
fn check_trees(
    after: &cp_games::strategy::no_gambling::Board,
    who: u8,
    trees: &[Vec<(usize, usize)>; 2],
) -> Result<(), String> {
    let maple = who == cp_games::strategy::no_gambling::MAPLE;
    let m = 2 * after.n;
    let side = m + 1;
    let is_dot = |x: usize, y: usize| x <= m && y <= m && (x % 2 == 0) == maple && (x + y) % 2 == 1;
    // A bridge joins the two dots of `who` next to its middle.
    let ends = |(x, y): (usize, usize)| -> Vec<usize> {
        [
            (x + 1, y),
            (x, y + 1),
            (x.wrapping_sub(1), y),
            (x, y.wrapping_sub(1)),
        ]
        .into_iter()
        .filter(|&(a, b)| is_dot(a, b))
        .map(|(a, b)| b * side + a)
        .collect()
    };
    let mut parent: Vec<usize> = (0..side * side).collect();
    fn find(p: &mut [usize], mut v: usize) -> usize {
        while p[v] != v {
            v = p[v];
        }
        v
    }
    let sides: [Vec<usize>; 2] = if maple {
        [0, m].map(|x| (1..m).step_by(2).map(|y| y * side + x).collect())
    } else {
        [0, m].map(|y| (1..m).step_by(2).map(|x| y * side + x).collect())
    };
    for s in &sides {
        for &v in s {
            let (a, b) = (find(&mut parent, v), find(&mut parent, s[0]));
            parent[a] = b;
        }
    }
    for y in 0..side {
        for x in 0..side {
            if (x + y) % 2 == 0 && after.sites[y * side + x] == who {
                let e = ends((x, y));
                let (a, b) = (find(&mut parent, e[0]), find(&mut parent, e[1]));
                parent[a] = b;
            }
        }
    }
    let mut spans = Vec::new();
    for tree in trees {
        let mut p = parent.clone();
        let mut dots = vec![find(&mut p, sides[0][0]), find(&mut p, sides[1][0])];
        for &br in tree {
            if after.sites[br.1 * side + br.0] != cp_games::strategy::no_gambling::EMPTY {
                return Err(format!("{br:?} is not free"));
            }
            let e = ends(br);
            if e.len() != 2 {
                return Err(format!("{br:?} is not a bridge of the player"));
            }
            dots.extend(e.iter().map(|&v| find(&mut parent.clone(), v)));
            let (a, b) = (find(&mut p, e[0]), find(&mut p, e[1]));
            if a == b {
                return Err(format!("{br:?} closes a cycle"));
            }
            p[a] = b;
        }
        dots.sort_unstable();
        dots.dedup();
        let root = find(&mut p, dots[0]);
        if dots.iter().any(|&v| find(&mut p, v) != root) {
            return Err("a tree is not connected".to_string());
        }
        spans.push(dots);
    }
    if trees[0].iter().any(|br| trees[1].contains(br)) {
        return Err("the trees share a bridge".to_string());
    }
    if spans[0] != spans[1] {
        return Err("the trees span different dots".to_string());
    }
    Ok(())
}

#[cfg(feature = "play")]
#[test]
fn strategy_wins_random_games_up_to_size_40() {
    strategy_wins_random_games(50);
}

#[cfg(feature = "play")]
#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn strategy_wins_2000_random_games_up_to_size_40() {
    strategy_wins_random_games(2000);
}

#[cfg(feature = "play")]
fn strategy_wins_random_games(count: usize) {
    let mut rng = common::Rng::new(1964 + count as u64);
    let (mut games, mut from_empty, mut as_second, mut largest) = (0, 0, 0, 0);
    let mut trees_checked = 0;
    for g in 0..count {
        // Mostly small boards; 60 of sizes 13 to 24, 10 of 25 to 40 (per
        // 2000 games; the first of size 40, and the second where there are
        // 1000 games or more).
        let n = match (g, g % 200) {
            (0, _) => 40,
            (1, _) if count >= 1000 => 40,
            (_, 0) => rng.range(25, 40),
            (_, 1..=6) => rng.range(13, 24),
            _ => rng.range(3, 12),
        };
        let mut b = cp_games::strategy::no_gambling::Board::new(n);
        // Half the games start with random sticks of both players.
        let opening = if g % 2 == 0 { 0 } else { rng.range(1, 3 * n) };
        for _ in 0..opening {
            let moves = b.moves();
            if moves.is_empty() {
                break;
            }
            b = b.apply(moves[rng.below(moves.len())]);
        }
        if b.winner().is_some() {
            continue;
        }
        // The strategy plays whoever wins: the mover if a winning move
        // exists, else the other player after the mover's move.
        let strategy = match cp_games::strategy::no_gambling::winning_move(&b) {
            Some(_) => b.mover(),
            None => {
                as_second += 1;
                3 - b.mover()
            }
        };
        if opening == 0 {
            assert_eq!(strategy, cp_games::strategy::no_gambling::MAPLE, "size {n}");
            from_empty += 1;
        }
        while b.winner().is_none() {
            let m = if b.mover() == strategy {
                let m = cp_games::strategy::no_gambling::winning_move(&b)
                    .unwrap_or_else(|| panic!("game {g}: no winning move in {b:?}"));
                assert!(b.moves().contains(&m), "game {g}: {m:?} illegal in {b:?}");
                if n <= 8 {
                    let (same, trees) = cp_games::strategy::no_gambling::winning_trees(&b).unwrap();
                    assert_eq!(same, m);
                    check_trees(&b.apply(m), strategy, &trees)
                        .unwrap_or_else(|e| panic!("game {g}: {e}: {b:?}, {m:?}, {trees:?}"));
                    trees_checked += 1;
                }
                m
            } else {
                opponent_reply(&b, &mut rng)
            };
            b = b.apply(m);
        }
        assert_eq!(b.winner(), Some(strategy), "game {g}: {b:?}");
        games += 1;
        largest = largest.max(n);
    }
    println!(
        "{games} games won, {from_empty} from the empty board, {as_second} as the second \
         player to move; largest size {largest}; the two trees checked after {trees_checked} \
         winning bridges"
    );
    assert!(
        games > count * 19 / 20
            && from_empty == count / 2
            && as_second > count / 40
            && largest == 40
    );
    // Trees are checked on boards up to 8: the quick tier's 50 games hold
    // a larger share of larger boards (7 of 50, 70 of 2000).
    let floor = if count >= 1000 { count * 9 / 2 } else { count * 7 / 2 };
    assert!(trees_checked > floor, "{trees_checked}");
}

/// A bridge in the notation the game shows and reads: the two dots joined,
/// `r1 c1 r2 c2`, numbered from 1 on the doubled grid.
#[cfg(feature = "play")]
fn shown(b: &cp_games::strategy::no_gambling::Board, m: (usize, usize)) -> String {
    let [(x1, y1), (x2, y2)] = b.ends(b.mover(), m);
    format!("{} {} {} {}", y1 + 1, x1 + 1, y2 + 1, x2 + 1)
}

#[cfg(feature = "play")]
#[test]
fn explain_names_a_winning_bridge() {
    let out = common::explain(BIN, "3\n41\n-1\n");
    let empty = cp_games::strategy::no_gambling::Board::new(3);
    let m = cp_games::strategy::no_gambling::winning_move(&empty).unwrap();
    for want in [
        "Game 1:\nBoard of size 3, Oregon Maple to move: Oregon Maple wins.\n".to_string(),
        "strategy stealing".to_string(),
        "Lehman's theorem".to_string(),
        format!(
            "A winning bridge: {} (drawn # below). After it",
            shown(&empty, m)
        ),
        // The drawing: column numbers, then Grape Skin's top row.
        "    1234567\n  1  x x x \n".to_string(),
        "Game 2:\nBoard of size 41: Oregon Maple, moving first, wins.\n".to_string(),
    ] {
        assert!(out.contains(&want), "{want:?} missing from\n{out}");
    }
    // The # sits at the winning bridge's middle.
    let row = out
        .lines()
        .find(|l| l.contains('#') && l.starts_with("  "))
        .unwrap();
    assert_eq!(row.find('#').unwrap() - 4, m.0, "{row}");
    assert_eq!(
        row.trim_start().split(' ').next().unwrap(),
        (m.1 + 1).to_string()
    );
    // The largest judge board: the bridge without the drawing.
    let big = common::explain(BIN, "40\n-1\n");
    let m = cp_games::strategy::no_gambling::winning_move(
        &cp_games::strategy::no_gambling::Board::new(40),
    )
    .unwrap();
    assert!(
        big.contains(&format!(
            "A winning bridge: {} (row and column",
            shown(&cp_games::strategy::no_gambling::Board::new(40), m)
        )),
        "{big}"
    );
    assert!(!big.contains('#') && big.lines().count() < 30, "{big}");
    assert_eq!(
        common::explain(BIN, "-1\n"),
        "The input holds no board (just the closing -1): the answer is empty.\n"
    );
    let r = common::run_args(BIN, &[std::ffi::OsStr::new("--explain")], b"3\n0\n-1\n");
    assert_eq!(r.code, Some(1));
    assert!(r.stdout.is_empty());
    assert!(r
        .stderr
        .contains("board 2: the board size N must be at least 1"));
}

/// What the program plays from `b`: a winning bridge, else the game's
/// fallback.
#[cfg(feature = "play")]
fn program(b: &cp_games::strategy::no_gambling::Board) -> (usize, usize) {
    let t = cp_games::strategy::no_gambling::Position::Board(b.clone());
    cp_games::play::program_move(&cp_games::strategy::no_gambling::NoGambling, &t).unwrap()
}

#[cfg(feature = "play")]
#[test]
fn play_sessions() {
    // The program moves first and wins; the person, second, always builds
    // the first free bridge of the row-by-row order.
    let mut b = cp_games::strategy::no_gambling::Board::new(3);
    let mut script = String::from("second\n");
    loop {
        b = b.apply(program(&b));
        if b.winner().is_some() {
            break;
        }
        let m = b.moves()[0];
        script += &format!("{}\n", shown(&b, m));
        b = b.apply(m);
    }
    assert_eq!(b.winner(), Some(cp_games::strategy::no_gambling::MAPLE));
    let out = common::play(BIN, "program-wins", "3\n-1\n", &script);
    assert!(
        out.starts_with("Board of size 3, Oregon Maple to move:\n    1234567\n"),
        "{out}"
    );
    let first = cp_games::strategy::no_gambling::winning_move(
        &cp_games::strategy::no_gambling::Board::new(3),
    )
    .unwrap();
    let opening = format!(
        "I play {} (as Oregon Maple).\nBoard of size 3, Grape Skin to move:\n",
        shown(&cp_games::strategy::no_gambling::Board::new(3), first)
    );
    assert!(out.contains(&opening), "{out}");
    // The game ends with Oregon Maple's path, not with a player out of
    // sticks.
    assert!(
        out.ends_with("Oregon Maple's bridges join its two sides. I win.\n"),
        "{out}"
    );

    // The person moves first on a board of size 5 and wins by building the
    // library's winning bridges, typed as the bridges' middles.
    let mut b = cp_games::strategy::no_gambling::Board::new(5);
    let mut script = String::from("first\n");
    loop {
        let m = cp_games::strategy::no_gambling::winning_move(&b).unwrap();
        script += &format!("{} {}\n", m.1 + 1, m.0 + 1);
        b = b.apply(m);
        if b.winner().is_some() {
            break;
        }
        b = b.apply(program(&b));
    }
    let out = common::play(BIN, "person-wins", "5\n-1\n", &script);
    assert!(
        out.ends_with("Oregon Maple's bridges join its two sides. You win.\n"),
        "{out}"
    );

    // Illegal and malformed moves, hint and help, then the end of input.
    let b = cp_games::strategy::no_gambling::Board::new(3).apply((3, 3));
    let reply = program(&b);
    let crossing = format!("{} {}", reply.1 + 1, reply.0 + 1);
    let script = format!(
        "first\nx 1\n1 2 3\n9 1\n1 1 1 3\n2 1 2 5\n1 2\nhint\nhelp\n4 3 4 5\n4 3 4 5\n{crossing}\n"
    );
    let out = common::play(BIN, "illegal", "3\n-1\n", &script);
    let hint = format!(
        "A winning move: {}.\n",
        shown(&cp_games::strategy::no_gambling::Board::new(3), first)
    );
    for want in [
        "\"x\" is not a row or column number. Type help for help.\n",
        "Type four numbers, the two dots `r1 c1 r2 c2`, or two, the bridge's middle `r c`.",
        "9 is off the board: rows and columns go from 1 to 7.",
        "1 1 is not one of your dots (yours are marked o).",
        "2 1 and 2 5 are not neighbours",
        "1 2 is not the middle of one of your bridges",
        hint.as_str(),
        "Type a move as the two dots joined, `r1 c1 r2 c2`",
        "That bridge is built already.",
        "That bridge would cross a bridge of Grape Skin at ",
    ] {
        assert!(out.contains(want), "{want:?} missing from\n{out}");
    }
    assert!(
        out.ends_with(
            "Your move (as Oregon Maple): \nEnd of input: the game stops here. Goodbye.\n"
        ),
        "{out}"
    );

    // Several boards: the person picks one; a board too large to play.
    let out = common::play(BIN, "pick", "3\n41\n-1\n", "2\n");
    assert!(
        out.ends_with(
            "Which one do you want to play (1-2)? Board of size 41: this board is too large to \
             play here (boards of size 1 to 40 are).\n"
        ),
        "{out}"
    );
}

#[test]
fn explain_gives_a_size_that_comes_again_the_same_text() {
    // Each size is explained once and its text given again: every game of
    // a size reads as that size explained alone.
    let alone: Vec<String> = ["5", "2", "41"]
        .iter()
        .map(|n| common::explain(BIN, &format!("{n}\n-1\n")))
        .collect();
    let out = common::explain(BIN, "5\n2\n5\n41\n2\n41\n-1\n");
    let expected: String = [0, 1, 0, 2, 1, 2]
        .iter()
        .enumerate()
        .map(|(i, &k)| {
            let blank = if i > 0 { "\n" } else { "" };
            format!("{blank}Game {}:\n{}", i + 1, alone[k])
        })
        .collect();
    assert_eq!(out, expected);
}

/// Along random games on boards of size 1 to 5: every bridge the mover may
/// build is one click, each read back by `parse_move` as itself and marked
/// green when it wins, red when it loses: on boards of size 1 and 2 by an
/// exhaustive search of the literal game, on larger ones by the strategy
/// from the position after it; the strategy's winning bridge is green, and
/// none is green from a lost position.
#[cfg(feature = "play")]
#[test]
fn drawings_click_every_bridge_and_mark_each() {
    drawings_click_every_bridge(20);
}

#[cfg(feature = "play")]
#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn drawings_of_40_games_click_every_bridge_and_mark_each() {
    drawings_click_every_bridge(40);
}

/// Along `games` random games (see above).
#[cfg(feature = "play")]
fn drawings_click_every_bridge(games: usize) {
    use cp_games::play::Game;
    use cp_games::strategy::no_gambling::Position;
    let game = cp_games::strategy::no_gambling::NoGambling;
    let boards: Vec<Board> = (0..=2).map(board).collect();
    let mut memo: Vec<HashMap<u64, Outcome>> = vec![HashMap::new(); 3];
    let mut rng = common::Rng::new(3863);
    let (mut lost, mut literal) = (0, 0);
    for round in 0..games {
        let n = 1 + round % 5;
        let mut t = Position::Board(cp_games::strategy::no_gambling::Board::new(n));
        while game.some_move(&t).is_some() {
            let svg = game.picture(&t).expect("a drawing");
            let clicks = picture::check_clicks(&game, &t, &svg);
            assert_eq!(picture::offered(&clicks), picture::legal_shown(&game, &t));
            let Position::Board(now) = &t else {
                unreachable!()
            };
            let mut green = Vec::new();
            for c in &clicks {
                let q = game.apply(&t, &c.m);
                let Position::Board(after) = &q else {
                    unreachable!()
                };
                let wins = if n <= 2 {
                    let b = &boards[n];
                    let drawn = drawn_of(b, after);
                    literal += 1;
                    connected(b, drawn, now.maple_to_move)
                        || outcome(b, drawn, &mut memo[n]) == Outcome::Loss
                } else {
                    after.winner().is_some() || game.winning_move(&q).is_none()
                };
                assert_eq!(c.mark(), Some(wins), "{} from {t:?}", c.text);
                if wins {
                    green.push(c.text.clone());
                }
            }
            match game.winning_move(&t) {
                Some(m) => assert!(green.contains(&game.show_move(&t, &m))),
                None => {
                    assert!(green.is_empty());
                    lost += 1;
                }
            }
            let moves = game.moves(&t);
            t = game.apply(&t, &moves[rng.below(moves.len())]);
        }
        let svg = game.picture(&t).unwrap();
        assert!(svg.contains("bridges join its two sides."), "{svg}");
        assert!(picture::clicks(&svg).is_empty());
    }
    assert!(lost > games / 2, "{lost}");
    assert!(literal > games * 5 / 2, "{literal}");
}

#[cfg(feature = "play")]
#[test]
fn the_largest_board_is_drawn_small_and_not_edited() {
    use cp_games::play::Game;
    let game = cp_games::strategy::no_gambling::NoGambling;
    let t = cp_games::strategy::no_gambling::Position::Board(
        cp_games::strategy::no_gambling::Board::new(40),
    );
    let svg = game.picture(&t).unwrap();
    assert!(svg.len() < 1_000_000, "{}", svg.len());
    assert_eq!(picture::clicks(&svg).len(), game.moves(&t).len());
    assert!(game
        .picture(&cp_games::strategy::no_gambling::Position::TooLarge(41))
        .is_none());
    assert!(game.edit(&t, "wall 1 1").is_err());
}

#[test]
fn a_board_too_large_to_search_says_why_in_a_players_words() {
    use cp_games::binary::Listed;
    use cp_games::play::session::Side;
    use cp_games::play::value::Value;
    let mut table = no_gambling::BINARY.game().expect("a game").table();
    assert_eq!(table.load("5\n-1\n"), Ok(1));
    table.begin(1, Side::First).unwrap();
    let Value::Unsearched(why) = table.view().value else {
        panic!("the size-5 board is searched");
    };
    assert_eq!(
        why,
        "57 places can still take a bridge, and each may end up built by either player or by \
         no one, too many ways for the game to go on to play out every line."
    );
}
