//! Interactive binaries against their interactors, over pipes: a test file
//! written for the run, the binary (or any executable, such as a compiled
//! bundle) as the program, and the binary's own `--judge FILE MODE SEED` as
//! the interactor, through `cp_games::play::interactor::connect`, with a
//! time limit so that a program that waits forever fails instead of
//! hanging the tests.
#![cfg(feature = "play")]

use super::{bin_path, scratch_file};
use cp_games::play::interactor::{connect, Ending, Mode, Run};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// The time limit of one run (many games): far above what any run takes,
/// only there to end a run that waits forever.
pub const LIMIT: Duration = Duration::from_secs(30);

/// Runs `program` against the interactor of binary `bin` on the test file
/// `test` in `mode` with `seed`.
pub fn run_against(bin: &str, program: &mut Command, test: &Path, mode: Mode, seed: u64) -> Run {
    run_within(bin, program, test, mode, seed, LIMIT)
}

/// [`run_against`] with the time limit `limit`.
pub fn run_within(
    bin: &str,
    program: &mut Command,
    test: &Path,
    mode: Mode,
    seed: u64,
    limit: Duration,
) -> Run {
    let mut judge = Command::new(bin_path(bin));
    judge
        .arg("--judge")
        .arg(test)
        .arg(mode.name())
        .arg(seed.to_string());
    connect(program, &mut judge, limit).expect("both programs start")
}

/// Plays binary `bin` against its interactor on the test `text` in every
/// mode (seed `seed` for the random one) and asserts that every run is
/// accepted; returns the interactor's summaries.
pub fn accepted_in_every_mode(bin: &str, tag: &str, text: &str, seed: u64) -> Vec<String> {
    let test = scratch_file(bin, tag, text);
    // The modes at once: a run waits on its lines more than it computes.
    let runs: Vec<Run> = std::thread::scope(|s| {
        let play = |mode| {
            let test = &test;
            s.spawn(move || run_against(bin, &mut Command::new(bin_path(bin)), test, mode, seed))
        };
        let playing: Vec<_> = Mode::ALL.iter().map(|&mode| (play)(mode)).collect();
        playing.into_iter().map(|h| h.join().unwrap()).collect()
    });
    Mode::ALL
        .iter()
        .zip(runs)
        .map(|(&mode, run)| match run.outcome {
            Ending::Accepted(summary) => summary,
            other => panic!(
                "{bin} on {tag} ({}, seed {seed}): {other:?}\nprogram stderr: {}\nlast lines: {:?}",
                mode.name(),
                run.program_stderr,
                &run.transcript[run.transcript.len().saturating_sub(6)..]
            ),
        })
        .collect()
}

/// The time limit of [`misbehaving`]: far above the time a run that ends
/// takes, even on a busy machine.
pub const MISBEHAVING_LIMIT: Duration = Duration::from_secs(2);

/// The time limit of [`never_answering`]: what a test waits for a program
/// that never answers. Before it, only the interactor's first lines and a
/// shell's `read` and `echo` have to pass.
pub const NEVER_ANSWERING_LIMIT: Duration = Duration::from_secs(1);

/// Runs `program` and `args` against the interactor of `bin` on `text`,
/// in mode `best`, for at most [`MISBEHAVING_LIMIT`]: for programs that
/// break the protocol on purpose and end.
pub fn misbehaving(bin: &str, tag: &str, text: &str, program: &str, args: &[&str]) -> Run {
    misbehaving_within(bin, tag, text, program, args, MISBEHAVING_LIMIT)
}

/// [`misbehaving`] for a program that waits forever, which the run ends
/// at [`NEVER_ANSWERING_LIMIT`].
pub fn never_answering(bin: &str, tag: &str, text: &str, program: &str, args: &[&str]) -> Run {
    misbehaving_within(bin, tag, text, program, args, NEVER_ANSWERING_LIMIT)
}

fn misbehaving_within(
    bin: &str,
    tag: &str,
    text: &str,
    program: &str,
    args: &[&str],
    limit: Duration,
) -> Run {
    let test = scratch_file(bin, tag, text);
    let mut program = Command::new(program);
    // Python flushes each line where this variable is set.
    program.args(args).env_remove("PYTHONUNBUFFERED");
    run_within(bin, &mut program, &test, Mode::Best, 1, limit)
}
