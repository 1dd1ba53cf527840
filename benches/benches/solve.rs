//! Times each binary's library `solve` step alone (the input already in
//! memory, no process start, no output written), as the benchmark table's
//! "solve" column.
//!
//! ```sh
//! cargo bench -p cp-games-bench --bench solve -- jsoi2009_game=path/to/input ...
//! ```
//!
//! Prints one line per pair: `solve BINARY PATH MEDIAN_SECONDS RUNS`, or
//! `skip BINARY PATH` for a binary that is not in the crate's catalogue
//! (`cp_games::problems::catalogue()`: a binary of one's own keeps its solve
//! step in the binary). `benches/run.py` calls it with the generated
//! inputs; with no pair it prints its usage. `--list` prints the binaries
//! of the catalogue that answer one input, one name a line: the benchmark
//! scripts' list.

use cp_games::input::{Input, Result};
use std::time::{Duration, Instant};

type Solve = fn(&mut Input) -> Result<String>;

/// The solve step of the catalogue's binary `name`, if it answers one
/// input.
fn solver(name: &str) -> Option<Solve> {
    let listed = cp_games::problems::catalogue().find(|b| b.name() == name)?;
    listed.solver()
}

const USAGE: &str = "usage: cargo bench -p cp-games-bench --bench solve -- BINARY=INPUT...
times each binary's library solve step on INPUT, already in memory; \
the whole benchmark, with its inputs: python3 benches/run.py
       cargo bench -p cp-games-bench --bench solve -- --list
lists the binaries that answer one input";

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
    if args == ["--list"] {
        for b in cp_games::problems::catalogue() {
            if b.solver().is_some() {
                println!("{}", b.name());
            }
        }
        return;
    }
    for arg in args {
        let Some((bin, path)) = arg.split_once('=') else {
            eprintln!("error: expected BINARY=PATH, found {arg:?}");
            std::process::exit(2);
        };
        let Some(solve) = solver(bin) else {
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
