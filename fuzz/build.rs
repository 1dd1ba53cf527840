//! Writes `$OUT_DIR/binaries.rs`: every binary of `../src/bin/` compiled
//! here as a module, with its samples from `../testdata/<binary>/`.
//!
//! Each binary's file is copied whole into a module of its own, followed by
//! `use crate::shim as cp_games;` and a function that calls its `main`.
//! Inside that module `cp_games::input::run` and `cp_games::play::offer`
//! are the harness's (see `src/shim.rs`), which run the `solve` and the
//! `play::Game` that `main` hands them on the fuzzer's input; everything
//! else under `cp_games::` is the real crate. So a new binary is fuzzed as
//! soon as its file exists, with no list to extend, and a binary whose
//! `main` does not go through `input::run` fails the first run loudly.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let fuzz = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("run by cargo"));
    let root = fuzz.parent().expect("fuzz/ sits in the crate's folder");
    let (bins, testdata) = (root.join("src/bin"), root.join("testdata"));
    // A folder here is scanned whole: a file added, changed or removed in
    // either reruns this script.
    println!("cargo:rerun-if-changed={}", bins.display());
    println!("cargo:rerun-if-changed={}", testdata.display());

    let names = files(&bins, "rs");
    assert!(!names.is_empty(), "no binary in {}", bins.display());
    let mut out = String::new();
    for (name, path) in &names {
        let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        writeln!(
            out,
            "/// `src/bin/{name}.rs`, with the harness's `input::run` and `play::offer`.\n\
             #[allow(dead_code, unused_imports, clippy::all)]\n\
             pub mod {module} {{\n{text}\n\
             use crate::shim as cp_games;\n\
             /// Runs the binary's `main`.\n\
             pub(crate) fn fuzz_main() {{\n    let _ = main();\n}}\n}}\n",
            module = module(name),
        )
        .unwrap();
    }
    out.push_str(
        "/// Every binary, by name, with its samples.\npub const BINARIES: &[crate::Binary] = &[\n",
    );
    for (name, _) in &names {
        let samples = files(&testdata.join(name), "in");
        writeln!(out, "    crate::Binary {{\n        name: {name:?},\n        main: {}::fuzz_main,\n        samples: &[", module(name)).unwrap();
        for (sample, path) in &samples {
            let answer = path.with_extension("out");
            let answer = if answer.is_file() {
                format!("Some(include_bytes!({:?}))", absolute(&answer))
            } else {
                "None".to_string()
            };
            writeln!(
                out,
                "            crate::Sample {{ name: {sample:?}, input: include_bytes!({:?}), \
                 answer: {answer} }},",
                absolute(path)
            )
            .unwrap();
        }
        out.push_str("        ],\n    },\n");
    }
    out.push_str("];\n");
    let dest =
        PathBuf::from(std::env::var_os("OUT_DIR").expect("run by cargo")).join("binaries.rs");
    fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}

/// The files `*.{ext}` of `dir` by name (without the extension), sorted;
/// none if `dir` does not exist.
fn files(dir: &Path, ext: &str) -> Vec<(String, PathBuf)> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<(String, PathBuf)> = entries
        .map(|e| e.expect("a readable folder").path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == ext))
        .map(|p| (p.file_stem().unwrap().to_string_lossy().into_owned(), p))
        .collect();
    out.sort();
    out
}

/// A module name for binary `name`: any character an identifier cannot
/// hold becomes `_`, behind a prefix that keeps keywords and digits out of
/// the first place.
fn module(name: &str) -> String {
    let safe: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    format!("bin_{safe}")
}

fn absolute(path: &Path) -> String {
    fs::canonicalize(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .to_string_lossy()
        .into_owned()
}
