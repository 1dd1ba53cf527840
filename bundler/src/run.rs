//! The behaviour check: the bundle, compiled, and the binary cargo built
//! answer the package's sample inputs, and the bundle is refused on any
//! difference in standard output or exit status, naming the input.
//!
//! Samples are found, in this order: the folder `--samples DIR` (or the
//! `samples` setting of `[package.metadata.cp-bundle]`) gives; else
//! `testdata/<bin>/*.in` and `tests/<bin>/*.in` in the package (this
//! repository's layout), `test/<bin>/*.in`, and online-judge-tools'
//! `test/*.in` in the folder the command runs in and in the package.
//! Each input runs with a time limit; an input on which the binary itself
//! runs out of time is skipped and said so.

use crate::Failure;
use cp_games::samples::{self, inputs, Status};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// How long one run may take.
pub(crate) const TIME_LIMIT: Duration = Duration::from_secs(10);

/// The sample inputs of binary `bin`, and where they were found (a
/// folder, or a pattern).
pub(crate) fn find(
    given: Option<&Path>,
    package: &Path,
    cwd: &Path,
    bin: &str,
) -> Result<(Vec<PathBuf>, String), Failure> {
    if let Some(dir) = given {
        let list = inputs(dir);
        if !dir.is_dir() {
            return Err(Failure::new(format!(
                "--samples: no folder {}",
                dir.display()
            )));
        }
        if list.is_empty() {
            return Err(Failure::new(format!(
                "--samples: {} holds no file NAME.in",
                dir.display()
            )));
        }
        return Ok((list, dir.display().to_string()));
    }
    let places = [
        package.join("testdata").join(bin),
        package.join("tests").join(bin),
        package.join("test").join(bin),
        cwd.join("test"),
        package.join("test"),
    ];
    for dir in places {
        let list = inputs(&dir);
        if !list.is_empty() {
            let shown = dir
                .strip_prefix(cwd)
                .map(Path::to_path_buf)
                .unwrap_or_else(|_| dir.clone());
            return Ok((list, format!("{}/*.in", shown.display())));
        }
    }
    Ok((Vec::new(), String::new()))
}

/// One run: exit status (`None`: killed, or out of time), standard output
/// and error.
pub(crate) struct Run {
    pub code: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub timed_out: bool,
}

/// Runs `exe` on `input` with a time limit.
pub(crate) fn run(exe: &Path, input: &[u8], limit: Duration) -> Result<Run, Failure> {
    let ran = samples::run(&mut Command::new(exe), Some(input), limit)
        .map_err(|e| Failure::new(format!("cannot run {}: {e}", exe.display())))?;
    Ok(Run {
        code: ran.status.code(),
        stdout: ran.stdout,
        stderr: ran.stderr,
        timed_out: ran.status == Status::TimedOut,
    })
}

/// Where two outputs first differ, in words: the line and both texts.
fn difference(bundle: &[u8], binary: &[u8]) -> String {
    let a = String::from_utf8_lossy(bundle);
    let b = String::from_utf8_lossy(binary);
    let (mut la, mut lb) = (a.split('\n'), b.split('\n'));
    let mut n = 1;
    loop {
        match (la.next(), lb.next()) {
            (Some(x), Some(y)) if x == y => n += 1,
            (x, y) => {
                let show = |l: Option<&str>| match l {
                    Some(l) => format!("{:?}", l.chars().take(60).collect::<String>()),
                    None => "missing".to_string(),
                };
                return format!("line {n} is {}, the binary's is {}", show(x), show(y));
            }
        }
    }
}

/// The last line a run wrote on standard error, shortened, as a reason.
fn said(stderr: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(stderr);
    let line = text
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty() && !l.starts_with("note:"))?;
    let line: String = line.trim().chars().take(120).collect();
    Some(line)
}

/// Runs the compiled bundle `bundle` and the binary `binary` on every
/// input, and refuses the bundle on a difference. Returns what was run,
/// for a note: (inputs compared, inputs skipped). `profile`: how the
/// binary's profile differs from the judge's `-O`, the likely reason of a
/// difference.
pub(crate) fn compare(
    bundle: &Path,
    binary: &Path,
    samples: &[PathBuf],
    cwd: &Path,
    profile: Option<&str>,
) -> Result<(usize, Vec<String>), Failure> {
    let mut compared = 0;
    let mut skipped = Vec::new();
    for input in samples {
        let name = input
            .strip_prefix(cwd)
            .unwrap_or(input)
            .display()
            .to_string();
        let text = std::fs::read(input).map_err(|e| Failure::new(format!("{name}: {e}")))?;
        let want = run(binary, &text, TIME_LIMIT)?;
        if want.timed_out {
            skipped.push(name);
            continue;
        }
        let got = run(bundle, &text, TIME_LIMIT)?;
        if got.timed_out {
            return Err(Failure::new(format!(
                "the bundle ran out of time ({} s) on {name}, which the binary answers; nothing was written",
                TIME_LIMIT.as_secs()
            )));
        }
        if got.code != want.code {
            let code = |c: Option<i32>| {
                c.map_or("killed by a signal".to_string(), |c| {
                    format!("exit status {c}")
                })
            };
            let why = match (said(&got.stderr), said(&want.stderr)) {
                (Some(s), _) if got.code != Some(0) => format!(" (the bundle said: {s})"),
                (_, Some(s)) if want.code != Some(0) => format!(" (the binary said: {s})"),
                _ => String::new(),
            };
            let hint = profile.map(|p| format!("; {p}")).unwrap_or_default();
            return Err(Failure::new(format!(
                "the bundle ends with {} on {name}, the binary with {}{why}{hint}; nothing was written",
                code(got.code),
                code(want.code)
            )));
        }
        if got.stdout != want.stdout {
            return Err(Failure::new(format!(
                "the bundle answers {name} differently from the binary: {}; nothing was written",
                difference(&got.stdout, &want.stdout)
            )));
        }
        compared += 1;
    }
    Ok((compared, skipped))
}

/// The modes the interactive check plays each test file in (as
/// `--judge FILE MODE 1`).
const MODES: [&str; 3] = ["best", "random", "first"];

/// Plays the compiled bundle `bundle` and the binary `binary`, each
/// against the binary's own interactor (`binary --judge FILE MODE 1`), on
/// every test file in every mode, and refuses the bundle where the verdict
/// or either side's lines differ. Returns how many games were compared.
pub(crate) fn play(
    bundle: &Path,
    binary: &Path,
    tests: &[PathBuf],
    cwd: &Path,
) -> Result<usize, Failure> {
    use cp_games::play::interactor::{connect, Run, Side};
    let mut played = 0;
    for test in tests {
        let name = test.strip_prefix(cwd).unwrap_or(test).display().to_string();
        for mode in MODES {
            let against = |program: &Path| -> Result<Run, Failure> {
                let mut judge = Command::new(binary);
                judge.arg("--judge").arg(test).arg(mode).arg("1");
                connect(&mut Command::new(program), &mut judge, TIME_LIMIT)
                    .map_err(|e| Failure::new(format!("cannot run {}: {e}", program.display())))
            };
            let want = against(binary)?;
            let got = against(bundle)?;
            // Each side's lines in order: how the two sides' lines
            // interleave may differ from run to run.
            let lines = |run: &Run, side: Side| -> Vec<String> {
                run.transcript
                    .iter()
                    .filter(|(s, _)| *s == side)
                    .map(|(_, l)| l.clone())
                    .collect()
            };
            if got.outcome != want.outcome {
                return Err(Failure::new(format!(
                    "against `--judge {name} {mode} 1`, the bundle's game ended in {:?}, the binary's in {:?}; nothing was written",
                    got.outcome.to_string(),
                    want.outcome.to_string()
                )));
            }
            for (side, whose) in [(Side::Program, "its"), (Side::Judge, "the interactor's")] {
                let (g, w) = (lines(&got, side), lines(&want, side));
                if let Some(k) = (0..g.len().max(w.len())).find(|&k| g.get(k) != w.get(k)) {
                    let show = |l: Option<&String>| match l {
                        Some(l) => format!("{:?}", l.chars().take(60).collect::<String>()),
                        None => "missing".to_string(),
                    };
                    return Err(Failure::new(format!(
                        "against `--judge {name} {mode} 1`, the bundle's game differs from the binary's: {whose} line {} is {}, with the binary {}; nothing was written",
                        k + 1,
                        show(g.get(k)),
                        show(w.get(k))
                    )));
                }
            }
            played += 1;
        }
    }
    Ok(played)
}
