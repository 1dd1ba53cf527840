//! Five judge-style problems solved with the library as a user would, each
//! checked against an exhaustive search of its literal rules
//! (`tests/common/new_problems.rs`, no theory) on thousands of seeded random
//! small inputs, and on bad input. They measure what a new problem of these
//! families costs: lines marked `// rules` state the game's own rules and
//! theory; every other line of a `solve` is plumbing (reading, checks,
//! writing). CHANGELOG.md gives the counts, before and after the helpers
//! these solutions use.
//!
//! 1. `knight_maze`: A puts a knight on a free cell of a maze, then B moves
//!    first; a move takes it a knight's move to a free cell never visited;
//!    who cannot move loses. `n m`, then n rows of `.#`. `WIN` and A's
//!    winning cells `r c` (row-major), or `LOSE`.
//! 2. `king_maze`: the same with a king's moves (a graph that is not
//!    bipartite).
//! 3. `split_nim`: n heaps of 1 to 3000 stones; a move takes any positive
//!    number of stones from a heap, or splits a heap into two non-empty
//!    heaps. `First` or `Second`.
//! 4. `equal_parts`: n heaps of pairwise distinct sizes, 1 to 10^5; a move
//!    takes one stone, or replaces a heap of h stones by k >= 2 heaps of
//!    h / k stones each, for a divisor k of h.
//! 5. `halving`: T games, each k heaps of 1 to 10^18 stones; a move takes a
//!    heap of n >= 2 and splits it into floor(n / 2) and ceil(n / 2), or
//!    throws ceil(n / 2) of its stones away. `First` or `Second` per game.

use crate::common;

use common::new_problems as literal;
use common::new_problems::{answer, error};
use cp_games::rng::Rng;
use std::collections::HashMap;

mod knight_maze {
    use cp_games::input::{Input, Result};
    use cp_games::{geography, grid::Grid, output};

    pub fn solve(inp: &mut Input) -> Result<String> {
        let n = inp.usize_at_least("the number of rows n", 1)?;
        let m = inp.usize_at_least("the number of columns m", 1)?;
        let g = Grid::read(inp, n, m, b".#")?;
        inp.end()?;
        let free = |id: usize| g.cells[id] == b'.';
        let cells = geography::placer_wins(n * m, free, g.moves(Grid::KNIGHT, free)); // rules
        let mut out = String::new();
        output::push_win_cells(&mut out, m, &cells);
        Ok(out)
    }
}

mod king_maze {
    use cp_games::input::{Input, Result};
    use cp_games::{geography, grid::Grid, output};

    pub fn solve(inp: &mut Input) -> Result<String> {
        let n = inp.usize_at_least("the number of rows n", 1)?;
        let m = inp.usize_at_least("the number of columns m", 1)?;
        let g = Grid::read(inp, n, m, b".#")?;
        inp.end()?;
        let free = |id: usize| g.cells[id] == b'.';
        let cells = geography::placer_wins(n * m, free, g.moves(Grid::KING, free)); // rules
        let mut out = String::new();
        output::push_win_cells(&mut out, m, &cells);
        Ok(out)
    }
}

mod split_nim {
    use cp_games::grundy;
    use cp_games::input::{Input, Result};

    pub fn solve(inp: &mut Input) -> Result<String> {
        let n = inp.usize_at_least("the number of heaps n", 1)?;
        let heaps = inp.usizes_in("heap", n, 1, 3000)?;
        inp.end()?;
        let top = heaps.iter().copied().max().unwrap_or(0);
        let g = grundy::sums_table(top + 1, |h, o| {
            (0..h).for_each(|t| o.move_to(t)); // rules
            (1..=h / 2).for_each(|a| o.split(a, h - a)); // rules
        });
        let first = grundy::first_player_wins(heaps.iter().map(|&h| g[h])); // rules
        Ok(if first { "First\n" } else { "Second\n" }.to_string())
    }
}

mod equal_parts {
    use cp_games::grundy;
    use cp_games::input::{Input, Result};

    pub fn solve(inp: &mut Input) -> Result<String> {
        let n = inp.usize_at_least("the number of heaps n", 1)?;
        let heaps = inp.distinct_usizes_in("heap", n, 1, 100_000)?;
        inp.end()?;
        let top = heaps.iter().copied().max().unwrap_or(0);
        let g = grundy::sums_table(top + 1, |h, o| {
            if h >= 1 {
                o.move_to(h - 1); // rules
            }
            for k in (1..).take_while(|&d| d * d <= h).filter(|&d| h % d == 0) {
                for k in [k, h / k].into_iter().filter(|&k| k >= 2) {
                    o.copies(k as u64, h / k); // rules
                }
            }
        });
        let first = grundy::first_player_wins(heaps.iter().map(|&h| g[h])); // rules
        Ok(if first { "First\n" } else { "Second\n" }.to_string())
    }
}

mod halving {
    use cp_games::grundy::{self, Sums, SumsMemo};
    use cp_games::input::{Input, Result};

    pub fn solve(inp: &mut Input) -> Result<String> {
        let t = inp.usize("the number of games T")?;
        let rules = |n: u64, o: &mut Sums<u64>| {
            if n >= 2 {
                o.split(n / 2, n - n / 2); // rules
                o.move_to(n / 2); // rules
            }
        };
        let mut memo = SumsMemo::new();
        let mut out = String::new();
        for game in 1..=t {
            let heaps = inp.within(format_args!("game {game}"), |inp| {
                let k = inp.usize_at_least("the number of heaps k", 1)?;
                inp.u64s_in("heap", k, 1, 10u64.pow(18))
            })?;
            let first = grundy::first_player_wins(heaps.iter().map(|&h| memo.grundy(h, rules))); // rules
            out.push_str(if first { "First\n" } else { "Second\n" });
        }
        inp.end()?;
        Ok(out)
    }
}

fn mazes(cases: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    for case in 0..cases {
        let input = literal::random_maze(&mut rng);
        let what = format!("case {case}: {input:?}");
        let knight = literal::placer_first(&input, &literal::KNIGHT);
        assert_eq!(answer(knight_maze::solve, &input), knight, "knight, {what}");
        let king = literal::placer_first(&input, &literal::KING);
        assert_eq!(answer(king_maze::solve, &input), king, "king, {what}");
    }
}

#[test]
fn mazes_against_the_literal_game_quick() {
    mazes(3000, 101);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn mazes_against_the_literal_game() {
    mazes(15_000, 102);
}

fn heap_games(cases: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let (mut split, mut parts, mut halves) = (HashMap::new(), HashMap::new(), HashMap::new());
    for case in 0..cases {
        let (input, heaps) = literal::random_heaps(&mut rng, 3, 7, false);
        let expected = literal::first_or_second(&heaps, &literal::take_or_split, &mut split);
        assert_eq!(
            answer(split_nim::solve, &input),
            expected,
            "split_nim, case {case}: {input:?}"
        );
        let (input, heaps) = literal::random_heaps(&mut rng, 3, 12, true);
        let expected = literal::first_or_second(&heaps, &literal::one_or_equal_parts, &mut parts);
        assert_eq!(
            answer(equal_parts::solve, &input),
            expected,
            "equal_parts, case {case}: {input:?}"
        );
        // Three games in one input.
        let mut input = "3\n".to_string();
        let mut expected = String::new();
        for _ in 0..3 {
            let (game, heaps) = literal::random_heaps(&mut rng, 3, 16, false);
            input.push_str(&game);
            expected.push_str(literal::first_or_second(
                &heaps,
                &literal::halve,
                &mut halves,
            ));
        }
        assert_eq!(
            answer(halving::solve, &input),
            expected,
            "halving, case {case}: {input:?}"
        );
    }
}

#[test]
fn heap_games_against_the_literal_game_quick() {
    heap_games(600, 103);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn heap_games_against_the_literal_game() {
    heap_games(15_000, 104);
}

/// g(n) of `halving` by its definition, recursively (depth log n).
fn halving_value(n: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    if n < 2 {
        return 0;
    }
    if let Some(&v) = memo.get(&n) {
        return v;
    }
    let (a, b) = (halving_value(n / 2, memo), halving_value(n - n / 2, memo));
    let v = (0..).find(|&v| v != a ^ b && v != a).unwrap();
    memo.insert(n, v);
    v
}

#[test]
fn at_the_limits() {
    // An open 20 x 50 board: pairs of cells in one row are king moves, and
    // 4 x 2 blocks pair up by knight moves, so every maximum matching is
    // perfect and B wins wherever A puts the token.
    let row = format!("{}\n", ".".repeat(50));
    let open = format!("20 50\n{}", row.repeat(20));
    assert_eq!(answer(king_maze::solve, &open), "LOSE\n");
    assert_eq!(answer(knight_maze::solve, &open), "LOSE\n");
    // Lasker's Nim: g(4k + 3) = 4k + 4 and g(4k + 4) = 4k + 3, so heaps 3000
    // and 2999 are worth 2999 and 3000, whose xor 15 is the value of 16.
    assert_eq!(answer(split_nim::solve, "2\n3000 2999\n"), "First\n");
    assert_eq!(answer(split_nim::solve, "3\n3000 2999 16\n"), "Second\n");
    // equal_parts at 10^5 against a plain mex loop over its rules.
    let top = 100_000;
    let mut divisors = vec![Vec::new(); top + 1];
    for k in 2..=top {
        for h in (k..=top).step_by(k) {
            divisors[h].push(k);
        }
    }
    let mut g = vec![0u32; top + 1];
    for h in 1..=top {
        let mut options = vec![g[h - 1]];
        for &k in &divisors[h] {
            options.push(if k % 2 == 1 { g[h / k] } else { 0 });
        }
        g[h] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    for (a, b) in [(100_000, 99_999), (99_991, 65_536), (1, 100_000)] {
        let expected = if g[a] != g[b] { "First\n" } else { "Second\n" };
        assert_eq!(
            answer(equal_parts::solve, &format!("2\n{a} {b}\n")),
            expected,
            "{a} {b}"
        );
    }
    // halving up to 10^18, against its definition.
    let mut memo = HashMap::new();
    let mut input = String::from("40\n");
    let mut expected = String::new();
    let mut rng = Rng::new(105);
    for _ in 0..40 {
        let heaps: Vec<u64> = (0..rng.range(1, 3))
            .map(|_| rng.next_u64() % 10u64.pow(18) + 1)
            .collect();
        let words: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
        input.push_str(&format!("{} {}\n", heaps.len(), words.join(" ")));
        let x = heaps
            .iter()
            .fold(0, |x, &h| x ^ halving_value(h, &mut memo));
        expected.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    assert_eq!(answer(halving::solve, &input), expected);
}

#[test]
fn bad_input() {
    assert_eq!(
        error(knight_maze::solve, "0 3\n"),
        "line 1: the number of rows n must be at least 1, found 0"
    );
    assert_eq!(
        error(king_maze::solve, "1 2\n.x\n"),
        "line 2: row 1, column 2: unexpected character \"x\" (expected one of \".#\")"
    );
    assert_eq!(
        error(split_nim::solve, "2\n5 3001\n"),
        "line 2: heap 2 of 2 must be between 1 and 3000, found 3001"
    );
    assert_eq!(
        error(equal_parts::solve, "3\n4 9\n4\n"),
        "line 3: heap 3 of 3 is 4, the same as heap 1 (line 2); no two heaps may be equal"
    );
    assert_eq!(
        error(halving::solve, "2\n1 5\n2 7 0\n"),
        "line 3: game 2: heap 2 of 2 must be between 1 and 1000000000000000000, found 0"
    );
}
