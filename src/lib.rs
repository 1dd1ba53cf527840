//! Impartial-game solvers for competitive programming: a small library, the
//! judge problems solved with it, and one stdin/stdout binary per problem.
//!
//! # Where to start
//!
//! A solution reads its judge input with [`input`] ([`Input`](input::Input)
//! and its checked reads; [`input::run`] is the whole `main` of a binary),
//! computes Grundy values with [`grundy`] (a bottom-up table, a subtraction
//! game with its period, the values of a DAG, the sum of games), or decides
//! a geography game by a maximum matching with [`matching`] (bipartite) or
//! [`general_matching`]. A game that should also explain itself and play a
//! person implements [`strategy::Strategy`] (its moves and a winning move)
//! and [`play::Game`] (reading, showing, explaining, drawing). [`problems`]
//! holds the judge problems solved here, one module each (its list is the
//! catalogue), each a worked example of these pieces.
//!
//! ```
//! use cp_games::input::{Input, Result};
//! use cp_games::{grundy, output::Verdict};
//!
//! /// n heaps; a move takes 1, 3 or 4 stones from one heap; who cannot
//! /// move loses.
//! fn solve(inp: &mut Input) -> Result<String> {
//!     let n = inp.usize("the number of heaps")?;
//!     let heaps = inp.usizes("heap", n)?;
//!     inp.end()?;
//!     let top = heaps.iter().copied().max().unwrap_or(0);
//!     let moves = |h: usize| [1, 3, 4].into_iter().filter(move |&t| t <= h).map(move |t| h - t);
//!     let g = grundy::table(top + 1, moves);
//!     let first = grundy::first_player_wins(heaps.iter().map(|&h| g[h]));
//!     Ok(Verdict::FIRST_SECOND.line(first))
//! }
//!
//! // Values 0 1 0 1 2 3 ...: heaps 2 and 5 give 0 xor 3.
//! assert_eq!(solve(&mut Input::new("2\n2 5\n")).unwrap(), "First\n");
//! assert_eq!(solve(&mut Input::new("2\n2 2\n")).unwrap(), "Second\n");
//! assert_eq!(solve(&mut Input::new("2\n2\n")).unwrap_err().to_string(),
//!            "line 2: expected heap 2 of 2, found the end of the input");
//! ```
//!
//! In a binary, `fn main() { cp_games::run!(solve); }` reads the file
//! named on the command line or standard input, and prints the answer or
//! one error line ([`input::run`] without the macro; the macro's
//! `--version` names your package).
//!
//! # The library
//!
//! Algorithms, each std-only so that a single-file bundle can carry it:
//!
//! | module | what |
//! |---|---|
//! | [`matching`] | maximum bipartite matching: a greedy start, push-relabel with global relabelling, Hopcroft-Karp's phases after O(sqrt V) relabellings, O(E sqrt V); the vertices in every maximum matching; on stored edges or on edges computed on the fly (any [`Adjacency`](matching::Adjacency)) |
//! | [`decremental`] | a maximum bipartite matching kept maximum under vertex deletions, and whether each deleted vertex lay in every maximum matching (the augmenting search runs from both ends, and the one from the free vertices is kept between deletions) |
//! | [`general_matching`] | maximum matching on any graph (Edmonds' blossoms, no recursion; through the bipartite double cover when the searches prove slow), the vertices some maximum matching misses (the Gallai-Edmonds set D) |
//! | [`grundy`] | `mex`, bottom-up tables, subtraction games with their period, sums, Grundy values of a DAG in O(N + M) with a cycle reported, memoised win/lose and Grundy searches, games whose moves leave sums (dense, or over `u64` states in a hash map), the pattern of the first values |
//! | [`interval_dp`] | f(i, j) = step(f(i, j - 1), f(i + 1, j)) by increasing length, one diagonal at a time: O(n^2) steps, O(n) memory |
//! | [`hackenbush`] | Green Hackenbush values of rooted graphs (loops, repeated edges, any cycles; fusion and the colon principle, O(V + E)), and of trees by peeling leaves |
//! | [`geography`] | who wins vertex geography on a graph of positions given by a move function, from a start or over `0..n` with no edge list; bipartite or general, or decided from the moves (`placer_wins`: where the player who places the token wins) |
//! | [`tree`] | rooted trees from a checked edge list: breadth-first order, parents, depths, children as slices; a fold from the leaves, and the same fold for every root at once (rerooting), O(n), no recursion |
//! | [`grid`] | character grids: checked reading, cell ids, chessboard colour, 4-neighbours, any piece's moves by offsets (knight, king, leapers) as a geography move function, the bipartite graph of adjacent cells computed from one byte per cell |
//!
//! Around them:
//!
//! | module | what |
//! |---|---|
//! | [`binary`] | a binary as a value (its judge path, its game, its interactor) and its one command line, [`serve!`] |
//! | [`input`] | the checked reader every binary uses: whole input at once (a file that changes while read is an error), one-line errors, exit status 1; numbers, indices, edge lists, trees, grid cells, words over an alphabet, test-case loops, each error at the line of the item at fault; the runner of every binary |
//! | [`exact`] | integers of any size and exact fractions, read from and written as decimals: the plate game decides its continuous rules with them, with no tolerance |
//! | [`output`] | appending numbers and lines of numbers to an answer text without `write!`; the verdict in the problem's words ([`Verdict`](output::Verdict): `First`/`Second`, `Alice`/`Bob`, `YES`/`NO`, `WINNING`/`LOSING`, ...), alone or with the winning cells |
//! | [`strategy`] | each game's theory (positions, rules, who wins, a winning move: what a judge problem's answer is computed with), its legal moves and notation (the [`Strategy`](strategy::Strategy) trait), one module per game; std-only, so a judge file carries it |
//! | [`play`] | explain and play: the [`Game`](play::Game) trait (moves, a winning move from theory, a notation), `--explain`, and a terminal session against a perfect opponent (feature `play`, on by default; never in a judge bundle) |
//! | [`rng`] | a small seeded generator (SplitMix64) for tests and benchmarks: every run replays |
//! | [`samples`] | `cargo test` on a package's sample cases: each binary run on its `testdata/<bin>/` or online-judge-tools' `test/` samples, compared as a judge compares or by a checker of your own (ready ones for maximum matchings), and each interactive binary played against its interactor; never in a bundle |
//! | [`problems`] | the judge problems solved with the library, one module per binary: its module list is the catalogue |
//!
//! Each module's documentation states its contract, complexity and how it
//! was verified, with a tested example.
//!
//! # The problems
//!
//! [`problems`] holds one module per judge problem (`jsoi2009_game`,
//! `dag_sg_chips`, ...): read, solve, write, built on the library and on
//! its game's theory in [`strategy`]. Each has a `solve` that turns a
//! whole input into the answer text, so the logic can be called directly
//! (`cp_games::problems::<name>::solve`), and ends with its binary as a
//! value ([`binary::Binary`]: the solver, the game, the interactor), which
//! `src/bin/<name>.rs` serves ([`serve!`]) and the catalogue lists
//! ([`problems::catalogue`]). A new problem in the repository is laid out
//! the same way (`docs/your-own-problem.md` there walks through one); in a
//! package of your own, a binary is enough.
//!
//! ```text
//! src/<module>.rs              the library: std only, one algorithm topic per file
//! src/problems/<name>.rs       one judge problem: read, solve with the theory, its binary's value
//! src/bin/<name>.rs            its binary: one line serving that value
//! src/strategy/<name>.rs       its game's theory (who wins, a winning move), moves and notation
//! src/play/games/<name>.rs     its game read, shown, explained, drawn (feature play)
//! tests/                       samples, brute force, bad input (binaries are discovered)
//! testdata/<name>/             NAME.in + NAME.out pairs
//! ```
//!
//! # Features and dependencies
//!
//! Everything in `src/` (library, problems, binaries) uses only std,
//! because judges such as Codeforces, Luogu and AcWing have no crates and
//! take one file. The default feature, `play` (the [`play`] module), is
//! std-only too, and judge bundles always leave it out;
//! `default-features = false` leaves it out of a build. The feature `mmap`
//! does nothing now and is kept for manifests that name it. `proconio` is
//! opt-in (`features = ["proconio"]`): [`Input`](input::Input) is then also a
//! `proconio::source::Source`, and the AtCoder bundle keeps it. Without
//! that feature, a package that depends on cp-games gets no other crate.

#![warn(missing_docs)]
// docs.rs (`[package.metadata.docs.rs]`): items behind a feature say which.
#![cfg_attr(docsrs, feature(doc_cfg))]
// Without the `play` feature, links to its items have no target.
#![cfg_attr(not(feature = "play"), allow(rustdoc::broken_intra_doc_links))]

pub mod binary;
pub mod decremental;
pub mod exact;
pub mod general_matching;
pub mod geography;
pub mod grid;
pub mod grundy;
pub mod hackenbush;
pub mod input;
pub mod interact;
pub mod interval_dp;
pub mod matching;
pub mod output;
mod pipes;
#[cfg(feature = "play")]
#[cfg_attr(docsrs, doc(cfg(feature = "play")))]
pub mod play;
pub mod rng;
mod run_macro;
pub mod samples;
pub mod strategy;
#[cfg(test)]
mod testing;
pub mod tree;

pub mod problems;

/// The Rust code blocks of the README, compiled by `cargo test --doc`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// The Rust code blocks of `docs/your-own-problem.md`, compiled and run by
/// `cargo test --doc` (they use the `play` module). The file is packaged
/// with the crate for them (`include` in Cargo.toml).
#[cfg(all(doctest, feature = "play"))]
#[doc = include_str!("../docs/your-own-problem.md")]
pub struct YourOwnProblemDoctests;
