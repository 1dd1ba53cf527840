//! Every binary in `src/bin` against its judge cases in `testdata/<bin>/`:
//! each `NAME.in` is piped to the real binary and its stdout must equal
//! `NAME.out` byte for byte. An `.in` without its `.out` fails; a binary
//! without test data is named in the output (its other checks still run).

mod common;

use std::fs;

#[test]
fn every_binary_matches_its_testdata() {
    let bins = common::binaries();
    let mut failures = Vec::new();
    let mut cases = 0;
    for bin in &bins {
        for (input, data) in common::testdata_inputs(bin) {
            let expected_path = input.with_extension("out");
            let expected = fs::read(&expected_path)
                .unwrap_or_else(|_| panic!("{} has no .out", input.display()));
            // Keeps the output-form checks of the other tests honest.
            assert_ne!(
                common::well_formed(bin, &String::from_utf8_lossy(&expected)),
                Some(false),
                "{} is not of {bin}'s output form",
                expected_path.display()
            );
            let r = common::run(bin, &data);
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
    for bin in common::without_testdata() {
        println!("{bin}: no testdata/{bin}/*.in, so no samples were run");
    }
}
