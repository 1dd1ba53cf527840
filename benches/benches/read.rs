//! How fast each way of reading input gets through the same file: the
//! crate's `Input` (whole input, checked reads), proconio's `OnceSource`
//! (whole input, `input!`) and proconio's `LineSource` (line by line, what
//! `input!` does without a source). The file must hold only numbers.
//!
//! ```sh
//! cargo run --release -p cp-games-bench --bin gen -- dag random 1000000 3000000 1000000 > target/bench/dag-random-1e6.in
//! cargo bench -p cp-games-bench --bench read -- target/bench/dag-random-1e6.in
//! ```
//!
//! Prints `read METHOD PATH MEDIAN_SECONDS` per method; with no file, its
//! usage.

use cp_games::input::Input;
use proconio::input;
use proconio::source::{line::LineSource, once::OnceSource, Source};
use std::io::BufReader;
use std::time::Instant;

const USAGE: &str = "usage: cargo bench -p cp-games-bench --bench read -- FILE...
times reading FILE (numbers only) with the crate's Input and with proconio; \
make a large one with, e.g.: cargo run --release -p cp-games-bench --bin gen -- \
dag chain 1000000 3000000 1000000 > target/bench/dag-chain-1e6.in";

fn main() {
    let paths: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    if paths.is_empty() || paths.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return;
    }
    for path in paths {
        let bytes = std::fs::read(&path).unwrap_or_else(|e| {
            eprintln!("error: cannot read {path}: {e}\n{USAGE}");
            std::process::exit(1);
        });
        let Ok(text) = std::str::from_utf8(&bytes) else {
            eprintln!("error: {path} is not text (UTF-8)");
            std::process::exit(1);
        };
        let mut check = Input::new(bytes.clone());
        while !check.is_empty() {
            if let Err(e) = check.u64("a number") {
                eprintln!("error: {path}: {e} (this benchmark reads files of numbers only)");
                std::process::exit(1);
            }
        }
        let methods: [(&str, &dyn Fn() -> u64); 3] = [
            ("cp_games::input::Input", &|| {
                let mut inp = Input::new(bytes.clone());
                let mut sum = 0u64;
                while !inp.is_empty() {
                    sum = sum.wrapping_add(inp.u64("a number").expect("numbers only"));
                }
                sum
            }),
            ("proconio OnceSource", &|| {
                let mut src = OnceSource::new(BufReader::new(text.as_bytes()));
                let mut sum = 0u64;
                while !src.is_empty() {
                    input! { from &mut src, x: u64 }
                    sum = sum.wrapping_add(x);
                }
                sum
            }),
            ("proconio LineSource", &|| {
                let mut src = LineSource::new(BufReader::new(text.as_bytes()));
                let mut sum = 0u64;
                while !src.is_empty() {
                    input! { from &mut src, x: u64 }
                    sum = sum.wrapping_add(x);
                }
                sum
            }),
        ];
        let mut sums = Vec::new();
        for (name, read) in methods {
            let mut times = Vec::new();
            for _ in 0..5 {
                let start = Instant::now();
                sums.push(std::hint::black_box(read()));
                times.push(start.elapsed().as_secs_f64());
            }
            times.sort_by(f64::total_cmp);
            println!("read {name:?} {path} {:.6}", times[2]);
        }
        assert!(sums.windows(2).all(|w| w[0] == w[1]), "methods disagree");
    }
}
