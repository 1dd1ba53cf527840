//! Every sample through every target, as the seeds of `fuzz/run` start
//! them: the harness's own checks hold on the crate's test data.

use cp_games_fuzz::{binaries, explain, judge, play};

#[test]
fn samples() {
    for bin in binaries() {
        for sample in bin.samples {
            let input = [bin.name.as_bytes(), b"\n", sample.input].concat();
            judge(&input);
            explain(&input);
            let typed = b"1\nsecond\n\x01\x00\n\x01\x01\nhint\n\x01\x02\n\x01\x03\n";
            play(
                &[
                    bin.name.as_bytes(),
                    b" ",
                    sample.name.as_bytes(),
                    b"\n",
                    typed,
                ]
                .concat(),
            );
        }
    }
}

/// The rules learned from the samples, for `--nocapture`.
#[test]
fn rules() {
    samples();
    for (name, rule) in cp_games_fuzz::verdict::learned() {
        println!("{name}: {rule:?}");
    }
}
