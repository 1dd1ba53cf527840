//! Times each binary's library `solve` step alone (the input already in
//! memory, no process start, no output written), as the benchmark table's
//! "solve" column.
//!
//! ```sh
//! cargo bench -p cp-games-bench --bench solve -- jsoi2009_game=path/to/input ...
//! ```
//!
//! Prints one line per pair: `solve BINARY PATH MEDIAN_SECONDS RUNS`, or
//! `skip BINARY PATH` for a binary whose solve step is not a library
//! `problems::<name>::solve` listed here (a binary of one's own keeps it in
//! the binary). `benches/run.py` calls it with the generated inputs; with no
//! pair it prints its usage.

use cp_games::input::{Input, Result};
use std::time::{Duration, Instant};

type Solve = fn(&mut Input) -> Result<String>;

/// Every binary's solve step.
const SOLVERS: &[(&str, Solve)] = &[
    ("anti_nim", cp_games::problems::anti_nim::solve),
    ("christmas_game", cp_games::problems::christmas_game::solve),
    ("dag_sg_chips", cp_games::problems::dag_sg_chips::solve),
    ("euclid_game", cp_games::problems::euclid_game::solve),
    ("jsoi2009_game", cp_games::problems::jsoi2009_game::solve),
    (
        "library_checker_bipartite_matching",
        cp_games::problems::library_checker_bipartite_matching::solve,
    ),
    (
        "library_checker_general_matching",
        cp_games::problems::library_checker_general_matching::solve,
    ),
    (
        "noi2011_bunny_egg",
        cp_games::problems::noi2011_bunny_egg::solve,
    ),
    ("plate_game", cp_games::problems::plate_game::solve),
    ("play_a_game", cp_games::problems::play_a_game::solve),
    ("s_nim", cp_games::problems::s_nim::solve),
    ("stone_merge", cp_games::problems::stone_merge::solve),
    (
        "stone_merge_icpc",
        cp_games::problems::stone_merge::solve_icpc,
    ),
    ("two_ended_nim", cp_games::problems::two_ended_nim::solve),
    (
        "vertex_geography",
        cp_games::problems::vertex_geography::solve,
    ),
    ("game_on_tree", cp_games::problems::game_on_tree::solve),
    ("no_gambling", cp_games::problems::no_gambling::solve),
    ("two_tokens", cp_games::problems::two_tokens::solve),
    ("wythoff_game", cp_games::problems::wythoff_game::solve),
];

const USAGE: &str = "usage: cargo bench -p cp-games-bench --bench solve -- BINARY=INPUT...
times each binary's library solve step on INPUT, already in memory; \
the whole benchmark, with its inputs: python3 benches/run.py";

fn main() {
    let mut failed = false;
    // `cargo bench` passes `--bench`; everything else is BINARY=PATH.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    if args.is_empty() || args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return;
    }
    for arg in args {
        let Some((bin, path)) = arg.split_once('=') else {
            eprintln!("error: expected BINARY=PATH, found {arg:?}");
            std::process::exit(2);
        };
        let Some(&(_, solve)) = SOLVERS.iter().find(|(name, _)| *name == bin) else {
            println!("skip {bin} {path}");
            continue;
        };
        let bytes = std::fs::read(path).unwrap_or_else(|e| {
            eprintln!("error: {path}: {e}");
            std::process::exit(2);
        });
        match time(solve, &bytes) {
            Ok((median, runs)) => println!("solve {bin} {path} {:.6} {runs}", median.as_secs_f64()),
            Err(e) => {
                eprintln!("error: {bin} rejected {path}: {e}");
                failed = true;
            }
        }
    }
    if failed {
        std::process::exit(1);
    }
}

/// Median time of `solve` over at least 3 runs, more while the total stays
/// under about a second (at most 21).
fn time(solve: Solve, bytes: &[u8]) -> std::result::Result<(Duration, usize), String> {
    let mut times = Vec::new();
    let budget = Instant::now();
    while times.len() < 3 || (times.len() < 21 && budget.elapsed() < Duration::from_secs(1)) {
        let mut inp = Input::new(bytes.to_vec());
        let start = Instant::now();
        let answer = solve(&mut inp).map_err(|e| e.to_string())?;
        times.push(start.elapsed());
        std::hint::black_box(answer);
    }
    times.sort();
    Ok((times[times.len() / 2], times.len()))
}
