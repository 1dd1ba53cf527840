//! Every binary in `src/bin` against its judge cases in `testdata/<bin>/`:
//! each `NAME.in` is piped to the real binary and its stdout must equal
//! `NAME.out` byte for byte. A binary without test data, or an `.in` without
//! its `.out`, fails.

mod common;

use std::fs;
use std::path::Path;

#[test]
fn every_binary_matches_its_testdata() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut bins: Vec<String> = fs::read_dir(root.join("src/bin"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    bins.sort();
    assert!(!bins.is_empty());
    let mut failures = Vec::new();
    let mut cases = 0;
    for bin in &bins {
        let dir = root.join("testdata").join(bin);
        let mut inputs: Vec<_> = fs::read_dir(&dir)
            .unwrap_or_else(|_| panic!("{bin} has no folder {}", dir.display()))
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "in"))
            .collect();
        inputs.sort();
        assert!(
            !inputs.is_empty(),
            "{bin} has no .in files in {}",
            dir.display()
        );
        for input in inputs {
            let expected_path = input.with_extension("out");
            let expected = fs::read(&expected_path)
                .unwrap_or_else(|_| panic!("{} has no .out", input.display()));
            let r = common::run(bin, &fs::read(&input).unwrap());
            cases += 1;
            if r.code != Some(0) || r.stdout != expected {
                failures.push(format!(
                    "{}: exit {:?}, stderr {:?}\n--- expected\n{}--- got\n{}",
                    input.display(),
                    r.code,
                    r.stderr,
                    String::from_utf8_lossy(&expected),
                    String::from_utf8_lossy(&r.stdout)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("{cases} testdata cases over {} binaries", bins.len());
}
