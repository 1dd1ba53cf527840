//! Every binary in `src/bin` against its judge cases in `testdata/<bin>/`,
//! through the runner a package of your own uses (`cp_games::samples`):
//! each `NAME.in` is piped to the real binary and its stdout must equal
//! `NAME.out` byte for byte, or, for the two matching problems (their
//! judges accept any maximum matching), pass the judge's checks
//! (`samples::checkers`). An `.in` without its `.out` fails; a binary
//! without test data is named in the output (its other checks still run).

use crate::common;

use cp_games::samples::{checkers, Checker, Samples};
use std::fs;

/// The binaries whose judges accept any of several answers, and the
/// checker of each.
const CHECKED: [(&str, &Checker); 2] = [
    (
        "library_checker_bipartite_matching",
        &checkers::bipartite_matching,
    ),
    (
        "library_checker_general_matching",
        &checkers::general_matching,
    ),
];

#[test]
fn every_binary_matches_its_testdata() {
    common::say_generic_only("testdata: the form of each .out file");
    let bins = common::binaries();
    // Keeps the output-form checks of the other tests honest.
    for bin in &bins {
        for (input, _) in common::testdata_inputs(bin) {
            let expected_path = input.with_extension("out");
            let expected = fs::read(&expected_path)
                .unwrap_or_else(|_| panic!("{} has no .out", input.display()));
            assert_ne!(
                common::well_formed(bin, &String::from_utf8_lossy(&expected)),
                Some(false),
                "{} is not of {bin}'s output form",
                expected_path.display()
            );
        }
    }
    let mut samples = Samples::new(common::root()).byte_for_byte();
    for (bin, check) in CHECKED {
        samples = samples.checker(bin, check);
    }
    // Interactive binaries play their test files against an interactor
    // (tests/crate_wide/interactive.rs): no expected output.
    let without = common::without_testdata();
    for bin in common::interactive_binaries().iter().chain(&without) {
        samples = samples.skip(bin);
    }
    let summary = samples.run();
    let run: Vec<&str> = summary.binaries.iter().map(|b| b.0.as_str()).collect();
    let want: Vec<&str> = bins
        .iter()
        .map(String::as_str)
        .filter(|b| !without.iter().any(|w| w == b))
        .collect();
    assert_eq!(run, want, "the binaries the runner found and ran");
    for (bin, _) in CHECKED {
        assert!(
            summary
                .binaries
                .iter()
                .any(|b| b.0 == bin && b.1 > 0 && b.2),
            "{bin} was not held to its checker: {summary}"
        );
    }
    println!("{summary}");
    for bin in without {
        common::say_not_checked(format_args!(
            "{bin} has no testdata/{bin}/*.in, so no samples were run"
        ));
    }
}

/// Standard input given as a regular file (`bin < NAME.in`), which the
/// binaries map into memory rather than read through a pipe: the same
/// output for every judge case, and for every case cut short (at half its
/// length and one byte before its end) the same answer or the same error
/// line, exit status and empty stdout as through a pipe.
///
/// The quick tier takes the first test inputs of each binary
/// (`common::QUICK_INPUTS`), the full tier every one.
#[test]
fn every_binary_reads_a_file_on_stdin_as_it_reads_a_pipe() {
    every_binary_reads_a_file_on_stdin_as_it_reads_a_pipe_on(false);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn every_binary_reads_a_file_on_stdin_as_it_reads_a_pipe_full() {
    every_binary_reads_a_file_on_stdin_as_it_reads_a_pipe_on(true);
}

fn every_binary_reads_a_file_on_stdin_as_it_reads_a_pipe_on(every: bool) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(if every {
        "stdin-file-every"
    } else {
        "stdin-file"
    });
    fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    let mut cases = 0;
    for bin in common::binaries() {
        for (input, data) in common::testdata_inputs_for(&bin, every) {
            let name = input.file_stem().unwrap().to_string_lossy().into_owned();
            let cuts = [data.len(), data.len() / 2, data.len().saturating_sub(1)];
            for (k, &cut) in cuts.iter().enumerate() {
                let path = dir.join(format!("{bin}-{name}-{k}.in"));
                fs::write(&path, &data[..cut]).unwrap();
                let (piped, filed) = (
                    common::run(&bin, &data[..cut]),
                    common::run_from_file(&bin, &path),
                );
                cases += 1;
                if (piped.code, &piped.stdout, &piped.stderr)
                    != (filed.code, &filed.stdout, &filed.stderr)
                {
                    failures.push(format!(
                        "{bin} on {} cut to {cut} bytes: through a pipe exit {:?}, {:?}; \
                         from a file exit {:?}, {:?}",
                        input.display(),
                        piped.code,
                        piped.stderr,
                        filed.code,
                        filed.stderr
                    ));
                }
            }
        }
    }
    let _ = fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(cases > 0, "no testdata was found");
    println!("{cases} inputs read from a file and from a pipe alike");
}
