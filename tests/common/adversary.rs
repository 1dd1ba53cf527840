//! The exhaustive adversary: a game's winning strategy (`strategy::Strategy`)
//! played against every sequence of replies the literal rules allow.
//!
//! A test gives the game, start positions, and the successors of a
//! position by the literal rules, written in the test without theory. On
//! every position reachable from the starts, [`check`] asserts:
//!
//! 1. the game's own `moves` + `apply` reach exactly the literal successors,
//!    and every move reads back from the text the game shows for it;
//! 2. `winning_move` answers exactly where an exhaustive search of the
//!    literal game says the player to move wins, with a legal move to a
//!    position that search calls lost;
//! 3. from every won position (the start positions, and every position an
//!    opponent's mistake leads to), the strategy played against every
//!    reply, move after move, wins every game to its end: the opponent is
//!    left without a move (or, in misère play, the strategy's side is).
//!    This walks the plays themselves and does not use the search of 2.
//!
//! [`check_partial`] is for a strategy that the theory gives only on the
//! positions it leads to (a symmetry strategy: after a move that breaks
//! the symmetry in another way, the theory says nothing): 2 asks for a
//! winning move only on the start positions (and on every position of the
//! plays of 3, which asks for one there anyway), and 3 starts from the won
//! start positions only; a winning move offered anywhere must still be
//! legal and leave a lost position. Positions the game says its theory
//! decides (`Game::decided`) are checked as in [`check`]: there `None`
//! must mean lost. [`check_scored`] and [`check_partial_scored`] are the
//! two for a game whose end is scored by its position.
use cp_games::strategy::Strategy as Game;
use std::hash::Hash;

/// What a check covered.
#[derive(Clone, Copy, Debug, Default)]
pub struct Report {
    /// Positions reachable from the starts.
    pub positions: usize,
    /// Of those, won for the player to move.
    pub won: usize,
    /// Positions where the strategy was to move in some play, over all
    /// plays from all won positions.
    pub strategy_turns: usize,
}

impl std::ops::AddAssign for Report {
    fn add_assign(&mut self, o: Report) {
        self.positions += o.positions;
        self.won += o.won;
        self.strategy_turns += o.strategy_turns;
    }
}

/// Runs the three checks of the module's doc on every position reachable
/// from `starts` (at most `limit` of them, or the test fails: keep the
/// positions small). `misere`: the player to move wins when there is no
/// move.
pub fn check<G: Game>(
    game: &G,
    starts: &[G::Position],
    literal: impl Fn(&G::Position) -> Vec<G::Position>,
    misere: bool,
    limit: usize,
) -> Report
where
    G::Position: Hash + Eq,
{
    run(game, starts, literal, &|_| misere, limit, true)
}

/// [`check`] for a game whose end is scored by the position, not by who is
/// stuck: at a position without moves, `stuck_wins` says whether the
/// player to move has won (the game's own `stuck_wins` must agree).
pub fn check_scored<G: Game>(
    game: &G,
    starts: &[G::Position],
    literal: impl Fn(&G::Position) -> Vec<G::Position>,
    stuck_wins: impl Fn(&G::Position) -> bool,
    limit: usize,
) -> Report
where
    G::Position: Hash + Eq,
{
    run(game, starts, literal, &stuck_wins, limit, true)
}

/// [`check`] for a strategy known only on the positions it leads to from
/// the starts (see the module's doc): every start must be one the theory
/// covers.
pub fn check_partial<G: Game>(
    game: &G,
    starts: &[G::Position],
    literal: impl Fn(&G::Position) -> Vec<G::Position>,
    misere: bool,
    limit: usize,
) -> Report
where
    G::Position: Hash + Eq,
{
    run(game, starts, literal, &|_| misere, limit, false)
}

/// [`check_partial`] for a game whose end is scored by the position, as
/// in [`check_scored`].
pub fn check_partial_scored<G: Game>(
    game: &G,
    starts: &[G::Position],
    literal: impl Fn(&G::Position) -> Vec<G::Position>,
    stuck_wins: impl Fn(&G::Position) -> bool,
    limit: usize,
) -> Report
where
    G::Position: Hash + Eq,
{
    run(game, starts, literal, &stuck_wins, limit, false)
}

/// The checks; `everywhere`: a winning move is asked for on every won
/// position, not only on the starts and along the strategy's plays.
fn run<G: Game>(
    game: &G,
    starts: &[G::Position],
    literal: impl Fn(&G::Position) -> Vec<G::Position>,
    stuck_wins: &dyn Fn(&G::Position) -> bool,
    limit: usize,
    everywhere: bool,
) -> Report
where
    G::Position: Hash + Eq,
{
    // All reachable positions, numbered, with their literal successors.
    let mut index: super::Map<G::Position, usize> = super::Map::default();
    let mut pos: Vec<G::Position> = Vec::new();
    let mut succ: Vec<Vec<usize>> = Vec::new();
    for s in starts {
        if !index.contains_key(s) {
            index.insert(s.clone(), pos.len());
            pos.push(s.clone());
        }
    }
    // The starts are the positions numbered below this.
    let first_reached = pos.len();
    let mut next = 0;
    while next < pos.len() {
        let mut out = Vec::new();
        for q in literal(&pos[next]) {
            let id = *index.entry(q.clone()).or_insert_with(|| {
                pos.push(q);
                pos.len() - 1
            });
            out.push(id);
        }
        out.sort_unstable();
        out.dedup();
        succ.push(out);
        assert!(
            pos.len() <= limit,
            "more than {limit} positions reachable from {:?}",
            starts.first()
        );
        next += 1;
    }
    let n = pos.len();

    // Exhaustive search: won iff some move leads to a lost position; the
    // graph must be acyclic (the rules end every game). Iterative DFS.
    let mut state = vec![0u8; n]; // 0 new, 1 on the stack, 2 done
    let mut win = vec![false; n];
    for root in 0..n {
        if state[root] != 0 {
            continue;
        }
        let mut stack = vec![(root, 0usize)];
        state[root] = 1;
        while let Some(&mut (v, ref mut i)) = stack.last_mut() {
            if let Some(&w) = succ[v].get(*i) {
                *i += 1;
                match state[w] {
                    0 => {
                        state[w] = 1;
                        stack.push((w, 0));
                    }
                    1 => panic!("the literal rules loop through {:?}", pos[w]),
                    _ => {}
                }
            } else {
                win[v] = if succ[v].is_empty() {
                    stuck_wins(&pos[v])
                } else {
                    succ[v].iter().any(|&w| !win[w])
                };
                state[v] = 2;
                stack.pop();
            }
        }
    }

    // 1 and 2, position by position.
    for v in 0..n {
        let p = &pos[v];
        let moves = game.moves(p);
        let mut reached: Vec<usize> = moves
            .iter()
            .map(|m| {
                let q = game.apply(p, m);
                *index.get(&q).unwrap_or_else(|| {
                    panic!("{p:?}: move {m:?} reaches {q:?}, not a literal move")
                })
            })
            .collect();
        reached.sort_unstable();
        reached.dedup();
        assert_eq!(
            reached, succ[v],
            "{p:?}: the moves differ from the literal rules"
        );
        assert_eq!(
            game.some_move(p).is_none(),
            moves.is_empty(),
            "{p:?}: some_move"
        );
        if let Some(m) = game.some_move(p) {
            assert!(moves.contains(&m), "{p:?}: some_move {m:?} is not legal");
        }
        if moves.is_empty() {
            assert_eq!(game.stuck_wins(p), stuck_wins(p), "{p:?}: stuck_wins");
        }
        for m in &moves {
            let text = game.show_move(p, m);
            assert_eq!(
                game.parse_move(p, &text).as_ref(),
                Ok(m),
                "{p:?}: move {m:?} shown as {text:?}"
            );
        }
        // Where the game says its theory decides, `None` means lost.
        let decided = game.decided(p);
        assert!(decided || !everywhere, "{p:?}: not decided by the theory");
        match game.winning_move(p) {
            // In misère play a position without moves is won without one.
            None => assert!(
                !win[v] || moves.is_empty() || (!decided && v >= first_reached),
                "{p:?}: won, but no winning move found"
            ),
            Some(m) => {
                assert!(win[v], "{p:?}: lost, but {m:?} offered as winning");
                assert!(moves.contains(&m), "{p:?}: winning move {m:?} is not legal");
                let q = index[&game.apply(p, &m)];
                assert!(!win[q], "{p:?}: winning move {m:?} leaves a won position");
            }
        }
    }

    // 3: the plays. At the strategy's turns it moves; at the opponent's,
    // every literal reply is followed. Positions where the strategy has
    // already been seen to win are not walked twice.
    let mut safe = vec![false; n];
    let mut turns = 0;
    let roots = if everywhere { n } else { first_reached };
    for root in (0..roots).filter(|&v| win[v]) {
        if safe[root] {
            continue;
        }
        let mut stack = vec![root];
        safe[root] = true;
        while let Some(v) = stack.pop() {
            turns += 1;
            let p = &pos[v];
            let Some(m) = game.winning_move(p) else {
                // Only misère play can leave the strategy without a move
                // and still win.
                assert!(
                    succ[v].is_empty() && stuck_wins(p),
                    "{p:?}: the strategy has no move"
                );
                continue;
            };
            let q = index[&game.apply(p, &m)];
            if succ[q].is_empty() {
                assert!(
                    !stuck_wins(&pos[q]),
                    "{:?}: the opponent is stuck and wins",
                    pos[q]
                );
            }
            for &r in &succ[q] {
                if !safe[r] {
                    safe[r] = true;
                    stack.push(r);
                }
            }
        }
    }
    Report {
        positions: n,
        won: win.iter().filter(|&&w| w).count(),
        strategy_turns: turns,
    }
}
