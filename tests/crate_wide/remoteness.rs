//! The remoteness search (`play::value::solve`) against independent
//! exhaustive searches written here from the literal rules of five games,
//! on seeded random small positions: who wins every position it reaches,
//! and in how many moves with best play; and its bounds, which answer at
//! once for positions too large to search.
#![cfg(feature = "play")]

use cp_games::play::value::{solve, Marks, Outcome, Value, BOUND};
use cp_games::play::Game;
use cp_games::rng::Rng;
use cp_games::strategy::Strategy;
use std::collections::HashMap;
use std::hash::Hash;

/// The value of every position reachable from `root` in a game given by
/// `options` (the positions one move reaches; none: the game is over) and
/// `over_wins` (whether the player to move wins when the game is over):
/// a won position's remoteness is one more than the least of its lost
/// options', a lost one's one more than the greatest of all its options'.
/// Memoised; the recursion's depth is the length of a game, which stays
/// small on the positions here.
fn values<P: Clone + Eq + Hash>(
    root: &P,
    options: &dyn Fn(&P) -> Vec<P>,
    over_wins: &dyn Fn(&P) -> bool,
    memo: &mut HashMap<P, (bool, usize)>,
) -> (bool, usize) {
    if let Some(&v) = memo.get(root) {
        return v;
    }
    let next = options(root);
    let v = if next.is_empty() {
        (over_wins(root), 0)
    } else {
        let vals: Vec<(bool, usize)> = next
            .iter()
            .map(|q| values(q, options, over_wins, memo))
            .collect();
        match vals.iter().filter(|v| !v.0).map(|v| v.1).min() {
            Some(r) => (true, r + 1),
            None => (false, vals.iter().map(|v| v.1).max().unwrap() + 1),
        }
    };
    memo.insert(root.clone(), v);
    v
}

/// Checks the search from `start` against the literal search: the start
/// and every position the literal search reached (written as the game's
/// position by `position`), and the marks of the start's moves.
fn check<G: Game, P: Clone + Eq + Hash + std::fmt::Debug>(
    game: &G,
    start: &G::Position,
    literal: &P,
    options: &dyn Fn(&P) -> Vec<P>,
    over_wins: &dyn Fn(&P) -> bool,
    position: &dyn Fn(&P) -> G::Position,
) -> usize {
    let mut memo = HashMap::new();
    let (wins, remoteness) = values(literal, options, over_wins, &mut memo);
    let solved = solve(game, start, BOUND, |_| Ok(()))
        .unwrap_or_else(|e| panic!("{literal:?} not searched: {e}"));
    assert_eq!(solved.root(), Outcome { wins, remoteness }, "{literal:?}");
    for (q, &(wins, remoteness)) in &memo {
        assert_eq!(
            solved.get(&position(q)),
            Some(Outcome { wins, remoteness }),
            "{q:?}, reached from {literal:?}"
        );
    }
    // The marks of the moves: a move wins iff it reaches a lost position,
    // in one more move than that position's remoteness.
    let marks = Marks::new(game, start);
    assert_eq!(marks.value(), Value::Searched(Outcome { wins, remoteness }));
    for m in game.moves(start) {
        let q = game.apply(start, &m);
        let o = solved.get(&q).expect("a position one move away");
        let mark = marks.of(&m);
        assert_eq!(mark.wins, Some(!o.wins), "{literal:?} {m:?}");
        assert_eq!(mark.remoteness, Some(o.remoteness + 1), "{literal:?} {m:?}");
    }
    memo.len()
}

#[test]
fn anti_nim_misere_piles() {
    let mut rng = Rng::new(3701);
    let mut reached = 0;
    for _ in 0..300 {
        let n = rng.range(1, 4);
        let piles: Vec<u64> = (0..n).map(|_| rng.below(6) as u64).collect();
        if piles.iter().all(|&p| p == 0) {
            continue;
        }
        // Take any positive number from one pile; who takes the last stone
        // loses: with no stone left, the player to move has won.
        let options = |p: &Vec<u64>| {
            let mut out = Vec::new();
            for i in 0..p.len() {
                for k in 1..=p[i] {
                    let mut q = p.clone();
                    q[i] -= k;
                    out.push(q);
                }
            }
            out
        };
        reached += check(
            &cp_games::strategy::anti_nim::AntiNim,
            &piles,
            &piles,
            &options,
            &|_| true,
            &|q| q.clone(),
        );
    }
    assert!(reached > 3000, "{reached}");
}

#[test]
fn wythoff_pairs() {
    let mut rng = Rng::new(3702);
    for _ in 0..200 {
        let (a, b) = (rng.below(14) as u64, rng.below(14) as u64);
        // Take any positive number from one pile, or as many from both.
        let options = |&(a, b): &(u64, u64)| {
            let mut out = Vec::new();
            out.extend((0..a).map(|x| (x, b)));
            out.extend((0..b).map(|y| (a, y)));
            out.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
            out
        };
        check(
            &cp_games::strategy::wythoff_game::Wythoff,
            &(a, b),
            &(a, b),
            &options,
            &|_| false,
            &|&q| q,
        );
    }
}

#[test]
fn euclid_pairs() {
    let mut rng = Rng::new(3703);
    for _ in 0..300 {
        let (a, b) = (rng.range(1, 60) as u64, rng.range(1, 60) as u64);
        // Subtract a positive multiple of the smaller from the larger,
        // staying at 0 or above; who makes a 0 wins: the game is over and
        // the player to move has lost.
        let options = |&(a, b): &(u64, u64)| {
            let mut out = Vec::new();
            if a > 0 && b > 0 {
                let (big, small) = (a.max(b), a.min(b));
                for k in 1..=big / small {
                    let v = big - k * small;
                    out.push(if a >= b { (v, b) } else { (a, v) });
                    if a == b {
                        out.push((a, v));
                    }
                }
            }
            out.sort_unstable();
            out.dedup();
            out
        };
        check(
            &cp_games::strategy::euclid_game::Euclid,
            &(a, b),
            &(a, b),
            &options,
            &|_| false,
            &|&q| q,
        );
    }
}

#[test]
fn two_ended_rows() {
    let mut rng = Rng::new(3704);
    for _ in 0..300 {
        let n = rng.range(0, 5);
        let piles: Vec<u64> = (0..n).map(|_| rng.range(1, 5) as u64).collect();
        // Take any positive number from the leftmost or the rightmost
        // pile; an emptied pile leaves the row.
        let options = |p: &Vec<u64>| {
            let mut out = Vec::new();
            if let Some(&first) = p.first() {
                for k in 1..=first {
                    let mut q = p.clone();
                    q[0] -= k;
                    if q[0] == 0 {
                        q.remove(0);
                    }
                    out.push(q);
                }
                let last = p[p.len() - 1];
                for k in 1..=last {
                    let mut q = p.clone();
                    let end = q.len() - 1;
                    q[end] -= k;
                    if q[end] == 0 {
                        q.pop();
                    }
                    out.push(q);
                }
            }
            out
        };
        check(
            &cp_games::strategy::two_ended_nim::TwoEndedNim,
            &piles,
            &piles,
            &options,
            &|_| false,
            &|q| q.clone(),
        );
    }
}

#[test]
fn jsoi2009_mazes() {
    use cp_games::problems::jsoi2009_game::Position;
    let game = cp_games::strategy::jsoi2009_game::Jsoi2009;
    let mut rng = Rng::new(3705);
    let mut searched = 0;
    for _ in 0..150 {
        let (rows, cols) = (rng.range(1, 4), rng.range(1, 5));
        let mut text = format!("{rows} {cols}\n");
        for _ in 0..rows {
            let row: String = (0..cols)
                .map(|_| if rng.chance(0.25) { '#' } else { '.' })
                .collect();
            text += &row;
            text += "\n";
        }
        let start = game
            .read(&mut cp_games::input::Input::new(text.as_bytes()))
            .unwrap()
            .remove(0);
        // A puts the token on a free cell; then the players move it in
        // turn to a free 4-adjacent cell not visited before; who cannot
        // move loses. A position: the token's cell and the visited cells.
        let free: Vec<bool> = text
            .lines()
            .skip(1)
            .flat_map(|l| l.bytes().map(|b| b == b'.'))
            .collect();
        let near = |a: usize, b: usize| {
            let (ra, ca, rb, cb) = (a / cols, a % cols, b / cols, b % cols);
            ra.abs_diff(rb) + ca.abs_diff(cb) == 1
        };
        type Literal = (Option<usize>, Vec<bool>);
        let options = |(token, visited): &Literal| -> Vec<Literal> {
            (0..free.len())
                .filter(|&c| free[c] && !visited[c] && token.map_or(true, |t| near(t, c)))
                .map(|c| {
                    let mut v = visited.clone();
                    v[c] = true;
                    (Some(c), v)
                })
                .collect()
        };
        let position = |(token, visited): &Literal| {
            let mut q: Position = start.clone();
            for (c, &seen) in visited.iter().enumerate() {
                if seen {
                    q.maze.cells[c] = b'o';
                }
            }
            q.token = *token;
            q
        };
        let literal: Literal = (None, vec![false; free.len()]);
        check(&game, &start, &literal, &options, &|_| false, &position);
        searched += 1;
    }
    assert_eq!(searched, 150);
}

#[test]
fn positions_too_large_are_unsearched_at_once() {
    use cp_games::strategy::{anti_nim::AntiNim, wythoff_game::Wythoff};
    // Listing the moves of piles of 10^18 would never end: the game's
    // check stops the search before.
    let huge = vec![1_000_000_000_000_000_000u64, 7];
    let marks = Marks::new(&AntiNim, &huge);
    match marks.value() {
        Value::Unsearched(why) => assert!(why.contains("200,000"), "{why}"),
        v => panic!("{v:?}"),
    }
    let marks = Marks::new(&Wythoff, &(u64::MAX, 3));
    assert!(matches!(marks.value(), Value::Unsearched(_)));
    // A maze too large for one position's text: not searched at all, and
    // said in a player's words, with no count of bytes.
    let game = cp_games::strategy::jsoi2009_game::Jsoi2009;
    let mut text = "200 200\n".to_string();
    for _ in 0..200 {
        text += &".".repeat(200);
        text += "\n";
    }
    let p = game
        .read(&mut cp_games::input::Input::new(text.as_bytes()))
        .unwrap()
        .remove(0);
    match Marks::new(&game, &p).value() {
        Value::Unsearched(why) => assert_eq!(
            why,
            "The position is too large to play out every line of the game from it."
        ),
        v => panic!("{v:?}"),
    }
    // Past the number of positions: a 5 x 5 open maze has millions of
    // paths.
    let mut text = "5 5\n".to_string();
    for _ in 0..5 {
        text += ".....\n";
    }
    let p = game
        .read(&mut cp_games::input::Input::new(text.as_bytes()))
        .unwrap()
        .remove(0);
    assert!(solve(&game, &p, BOUND, |_| Ok(())).is_err());
    // The theory still marks every move.
    let marks = Marks::new(&game, &p);
    for m in game.moves(&p) {
        let mark = marks.of(&m);
        assert!(mark.wins.is_some() && mark.remoteness.is_none(), "{m}");
    }
}
