//! Sample cases in `cargo test`, in a package of your own: every binary of
//! the package runs on each of its sample inputs, and its output is
//! compared with the expected one as a judge compares (line by line,
//! spaces at line ends and the last newline ignored), or checked by a
//! checker of your own where the problem has many right answers.
//!
//! One test file in a package that depends on cp-games:
//!
//! ```no_run
//! // tests/samples.rs
//! use cp_games::samples::{checkers, Samples};
//!
//! #[test]
//! fn samples() {
//!     Samples::new(env!("CARGO_MANIFEST_DIR"))
//!         .checker("matching", checkers::bipartite_matching)
//!         .run();
//! }
//! # fn main() {}
//! ```
//!
//! `cargo test` builds the package's binaries before its tests, and
//! [`Samples::run`] finds and runs them (the executables cargo built beside
//! the test's own, debug or `--release`). It fails listing every failure,
//! not only the first: for each, the input's name, the first line that
//! differs with its number (or the checker's message), the exit status and
//! what the binary wrote on standard error. A binary without samples
//! fails too, unless left out with [`Samples::skip`].
//!
//! # The binaries and their samples
//!
//! The binaries are cargo's: `src/main.rs` (named after the package),
//! `src/bin/NAME.rs`, `src/bin/NAME/main.rs`, and the `[[bin]]` entries of
//! `Cargo.toml`. The samples of binary `NAME` are the files `X.in`, each
//! with its expected output `X.out` beside it (an `.in` without its `.out`
//! fails), in the first of these folders that holds any:
//!
//! 1. the folder [`Samples::folder`] gives for it;
//! 2. `testdata/NAME/` (this repository's layout);
//! 3. `test/NAME/` (online-judge-tools with a folder per binary: `oj
//!    download URL -d test/NAME`);
//! 4. `test/`, for a package with one binary (`oj download URL`, which
//!    writes `test/sample-1.in` and `test/sample-1.out`).
//!
//! # Problems with many right answers
//!
//! A checker is a function given the [`Case`] (the input, the expected
//! output and the binary's output, as text) that returns `Ok(())` or why
//! the output is wrong. [`checkers`] has ready ones (a maximum matching,
//! in the Library Checker's formats), and a checker of your own is a
//! closure:
//!
//! ```no_run
//! use cp_games::samples::Samples;
//!
//! // A judge that takes `YES`, `Yes` or `yes` alike.
//! Samples::new(env!("CARGO_MANIFEST_DIR"))
//!     .checker("game", |case| {
//!         let (want, got) = (case.expected.trim(), case.output.trim());
//!         match want.eq_ignore_ascii_case(got) {
//!             true => Ok(()),
//!             false => Err(format!("expected {want:?} in any case, found {got:?}")),
//!         }
//!     })
//!     .run();
//! ```
//!
//! A checker that reads numbers can read the texts with
//! [`Input`](crate::input::Input) (`Input::new(case.output)`), whose errors
//! name the line.
//!
//! # Interactive binaries
//!
//! A binary whose `--help` takes no input file (`usage: NAME`, as
//! [`Binary::interactive`](crate::binary::Binary::interactive) and
//! [`interact::run`](crate::interact::run) write it) plays an interactive
//! problem: its `.in` files are test files for an interactor, with no
//! `.out`. Each is played against the binary's own `--judge FILE MODE 1`
//! (where its `--help` lists one; else [`Samples::interactor`] names the
//! binary whose `--judge` is the interactor) in the modes `best`,
//! `random` and `first` ([`play::interactor`](crate::play::interactor)),
//! and a case passes when the interactor accepts in all three. A failure
//! gives the verdict and the last lines that passed. (With cp-games'
//! feature `play`, on by default.)
//!
//! The crate's own binaries are held to their samples by the same runner
//! (`tests/crate_wide/testdata.rs`, byte for byte, [`Samples::byte_for_byte`]; its
//! two matching problems through [`checkers`]).
//!
//! Std only, and no judge binary uses it: a bundle never carries it.

pub mod checkers;

use crate::pipes::{shorten, Streams};
use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One sample case, as a checker sees it: the texts are the files' and the
/// binary's bytes, read as UTF-8 (anything else replaced by U+FFFD).
#[derive(Clone, Copy, Debug)]
pub struct Case<'a> {
    /// The binary's name.
    pub bin: &'a str,
    /// The input file, relative to the package's folder
    /// (`testdata/matching/01-sample.in`).
    pub name: &'a str,
    /// The input.
    pub input: &'a str,
    /// The expected output (the `.out` file).
    pub expected: &'a str,
    /// What the binary wrote on standard output.
    pub output: &'a str,
}

/// A checker: `Ok(())` when `output` is a right answer to the case, else
/// why not, in a line or two.
pub type Checker = dyn Fn(&Case<'_>) -> Result<(), String>;

/// The sample cases of a package's binaries, found, run and checked:
/// configured with the methods below, then [`run`](Samples::run).
pub struct Samples {
    package: PathBuf,
    folders: Vec<(String, PathBuf)>,
    checkers: Vec<(String, Box<Checker>)>,
    skipped: Vec<String>,
    interactors: Vec<(String, String)>,
    byte_for_byte: bool,
    time_limit: Duration,
}

/// How long one run may take by default: a debug build, on a machine busy
/// with other builds, is far slower than a judge's.
pub const TIME_LIMIT: Duration = Duration::from_secs(10);

impl Samples {
    /// The samples of the package whose folder (the one holding its
    /// `Cargo.toml`) is `package`: `env!("CARGO_MANIFEST_DIR")` in a test.
    pub fn new(package: impl Into<PathBuf>) -> Samples {
        Samples {
            package: package.into(),
            folders: Vec::new(),
            checkers: Vec::new(),
            skipped: Vec::new(),
            interactors: Vec::new(),
            byte_for_byte: false,
            time_limit: TIME_LIMIT,
        }
    }

    /// Checks the outputs of binary `bin` with `check` instead of comparing
    /// them with the expected ones: for a problem with many right answers.
    pub fn checker(
        mut self,
        bin: &str,
        check: impl Fn(&Case<'_>) -> Result<(), String> + 'static,
    ) -> Samples {
        self.checkers.push((bin.to_string(), Box::new(check)));
        self
    }

    /// Takes the samples of binary `bin` from the folder `dir` (relative to
    /// the package's folder, or absolute) instead of looking for them.
    pub fn folder(mut self, bin: &str, dir: impl AsRef<Path>) -> Samples {
        let dir = self.package.join(dir);
        self.folders.push((bin.to_string(), dir));
        self
    }

    /// Leaves binary `bin` out (an interactive one, one whose samples are
    /// still to come); [`Summary`] names it.
    pub fn skip(mut self, bin: &str) -> Samples {
        self.skipped.push(bin.to_string());
        self
    }

    /// Plays the interactive binary `bin` against the interactor of binary
    /// `judge` of the package (`judge --judge FILE MODE SEED`), where `bin`
    /// has none of its own. See "Interactive binaries" in the module's
    /// documentation.
    pub fn interactor(mut self, bin: &str, judge: &str) -> Samples {
        self.interactors.push((bin.to_string(), judge.to_string()));
        self
    }

    /// Compares outputs byte for byte, spaces and newlines included,
    /// instead of as a judge does (binaries with a checker are checked).
    pub fn byte_for_byte(mut self) -> Samples {
        self.byte_for_byte = true;
        self
    }

    /// The time one run may take ([`TIME_LIMIT`] if not given): a binary
    /// still running then is stopped, and the case fails.
    pub fn time_limit(mut self, limit: Duration) -> Samples {
        self.time_limit = limit;
        self
    }

    /// Runs every case and panics with the list of failures if there is
    /// any (a test fails with it); prints the [`Summary`] otherwise (shown
    /// by `cargo test -- --nocapture`) and returns it. The panic names the
    /// line of the test that called `run`.
    #[track_caller]
    pub fn run(self) -> Summary {
        match self.check() {
            Ok(summary) => {
                println!("{summary}");
                summary
            }
            Err(report) => panic!("{report}"),
        }
    }

    /// [`run`](Samples::run) without the panic: the summary, or the
    /// report of every failure (the text `run` panics with).
    pub fn check(&self) -> Result<Summary, String> {
        let bins = binaries(&self.package)?;
        let names: Vec<&str> = bins.iter().map(|b| b.name.as_str()).collect();
        let mut failures = Vec::new();
        let configured = self
            .checkers
            .iter()
            .map(|(b, _)| (b, "a checker"))
            .chain(self.folders.iter().map(|(b, _)| (b, "a folder")))
            .chain(self.skipped.iter().map(|b| (b, "skip")))
            .chain(self.interactors.iter().map(|(b, _)| (b, "an interactor")))
            .chain(
                self.interactors
                    .iter()
                    .map(|(_, j)| (j, "an interactor named")),
            );
        for (bin, what) in configured {
            if !names.contains(&bin.as_str()) {
                failures.push(format!(
                    "{what} for {bin:?}, which is no binary of the package (its binaries: {})",
                    names.join(", ")
                ));
            }
        }
        let mut summary = Summary::default();
        let mut cases = 0;
        for bin in &bins {
            if self.skipped.contains(&bin.name) {
                summary.skipped.push(bin.name.clone());
                continue;
            }
            let found = match self.find(&bin.name, bins.len()) {
                Ok(found) => found,
                Err(why) => {
                    failures.push(format!("{}: no samples: {why}", bin.name));
                    continue;
                }
            };
            let exe = executable(&bin.name);
            if !exe.is_file() {
                failures.push(format!(
                    "{}: no executable {} (cargo builds a package's binaries before its \
                     integration tests: is this test in tests/, and does the binary need \
                     a feature that is off?)",
                    bin.name,
                    exe.display()
                ));
                continue;
            }
            // An interactive binary's cases are played against an
            // interactor: its own, or the one named for it.
            let interactor = match interactive(&exe) {
                None => None,
                Some(judged) => {
                    let named = self.interactors.iter().find(|(b, _)| *b == bin.name);
                    match named
                        .map(|(_, j)| executable(j))
                        .or(judged.then(|| exe.clone()))
                    {
                        Some(judge) => Some(judge),
                        None => {
                            failures.push(format!(
                                "{0}: an interactive binary (its --help takes no input file) \
                                 without --judge FILE: name the binary whose --judge is its \
                                 interactor with .interactor({0:?}, JUDGE), or leave it out \
                                 with .skip({0:?})",
                                bin.name
                            ));
                            continue;
                        }
                    }
                }
            };
            let checker = self
                .checkers
                .iter()
                .find(|(b, _)| *b == bin.name && interactor.is_none())
                .map(|(_, c)| c.as_ref());
            let mut passed = 0;
            for input in &found {
                cases += 1;
                let ran = match &interactor {
                    Some(judge) => self.played(&bin.name, &exe, judge, input),
                    None => self.one(&bin.name, &exe, input, checker),
                };
                match ran {
                    Ok(()) => passed += 1,
                    Err(why) => failures.push(why),
                }
            }
            summary
                .binaries
                .push((bin.name.clone(), passed, checker.is_some()));
            if interactor.is_some() {
                summary.interactive.push(bin.name.clone());
            }
        }
        if failures.is_empty() {
            return Ok(summary);
        }
        let failed_cases = cases - summary.cases();
        let mut report = format!(
            "samples: {} failure{} ({failed_cases} of {cases} cases failed)\n",
            failures.len(),
            if failures.len() == 1 { "" } else { "s" }
        );
        for f in &failures {
            report += &format!("\n{f}\n");
        }
        report += &format!("\npassed: {summary}\n");
        Err(report)
    }

    /// The sample inputs of `bin` (sorted), or why there are none; `bins`
    /// is the package's number of binaries.
    fn find(&self, bin: &str, bins: usize) -> Result<Vec<PathBuf>, String> {
        if let Some((_, dir)) = self.folders.iter().find(|(b, _)| b == bin) {
            let list = inputs(dir);
            return match list.is_empty() {
                false => Ok(list),
                true => Err(format!(
                    "the folder given for it, {}, holds no file NAME.in",
                    dir.display()
                )),
            };
        }
        let p = &self.package;
        for dir in [p.join("testdata").join(bin), p.join("test").join(bin)] {
            let list = inputs(&dir);
            if !list.is_empty() {
                return Ok(list);
            }
        }
        let flat = inputs(&p.join("test"));
        if !flat.is_empty() && bins == 1 {
            return Ok(flat);
        }
        let mut why =
            format!("no testdata/{bin}/*.in, no test/{bin}/*.in (online-judge-tools: `oj download URL -d test/{bin}`)");
        if flat.is_empty() {
            why += ", no test/*.in";
        } else {
            why += &format!(
                ", and test/*.in serves a package with one binary, not {bins} (move them to test/{bin}/)"
            );
        }
        why += &format!(
            "; or give a folder with .folder({bin:?}, DIR), or leave it out with .skip({bin:?})"
        );
        Err(why)
    }

    /// Plays one test file of the interactive binary `exe` against the
    /// interactor `judge` in every mode: `Err` with the failure's report,
    /// the verdict and the last lines that passed.
    #[cfg(feature = "play")]
    fn played(&self, bin: &str, exe: &Path, judge: &Path, input: &Path) -> Result<(), String> {
        use crate::play::interactor::{connect, Ending, Mode, Side};
        let name = input
            .strip_prefix(&self.package)
            .unwrap_or(input)
            .display()
            .to_string();
        let mut failed = Vec::new();
        for mode in Mode::ALL {
            let mut interactor = Command::new(judge);
            interactor
                .arg("--judge")
                .arg(input)
                .arg(mode.name())
                .arg("1");
            let mut program = Command::new(exe);
            program.env_remove("RUST_BACKTRACE");
            let run = connect(&mut program, &mut interactor, self.time_limit)
                .map_err(|e| format!("{bin} on {name}: cannot run it or its interactor: {e}"))?;
            if matches!(run.outcome, Ending::Accepted(_)) {
                continue;
            }
            let tail = &run.transcript[run.transcript.len().saturating_sub(6)..];
            let mut report = format!("{bin} on {name} ({} mode): {}", mode.name(), run.outcome);
            if tail.is_empty() {
                report += "
  no line passed";
            } else {
                report += "
  the last lines that passed (> the program's, < the interactor's):";
                for (side, line) in tail {
                    let mark = if *side == Side::Program { '>' } else { '<' };
                    let line: String = line.chars().take(200).collect();
                    report += &format!(
                        "
    {mark} {line}"
                    );
                }
            }
            failed.push(report);
        }
        match failed.is_empty() {
            true => Ok(()),
            false => Err(failed.join(
                "
",
            )),
        }
    }

    /// Without the feature `play`, there is no interactor runner.
    #[cfg(not(feature = "play"))]
    fn played(&self, bin: &str, _: &Path, _: &Path, _: &Path) -> Result<(), String> {
        Err(format!(
            "{bin}: an interactive binary is played against its interactor with cp-games' \
             feature `play`, which is off"
        ))
    }

    /// Runs one case: `Err` with the failure's report.
    fn one(
        &self,
        bin: &str,
        exe: &Path,
        input: &Path,
        checker: Option<&Checker>,
    ) -> Result<(), String> {
        let name = input
            .strip_prefix(&self.package)
            .unwrap_or(input)
            .display()
            .to_string();
        let head = format!("{bin} on {name}");
        let expected_path = input.with_extension("out");
        let stdin = std::fs::read(input).map_err(|e| format!("{head}: cannot read it: {e}"))?;
        let Ok(expected) = std::fs::read(&expected_path) else {
            let out = expected_path.file_name().unwrap_or_default();
            return Err(format!(
                "{head}: no expected output {} beside it",
                out.to_string_lossy()
            ));
        };
        let mut command = Command::new(exe);
        command.env_remove("RUST_BACKTRACE");
        let ran = run(&mut command, Some(&stdin), self.time_limit)
            .map_err(|e| format!("{head}: cannot run {}: {e}", exe.display()))?;
        let wrong = match ran.status {
            Status::TimedOut => Some(format!(
                "still running after {:?}, and stopped",
                self.time_limit
            )),
            Status::Exited(0) => match checker {
                Some(check) => {
                    let (input, expected, output) = (
                        String::from_utf8_lossy(&stdin),
                        String::from_utf8_lossy(&expected),
                        String::from_utf8_lossy(&ran.stdout),
                    );
                    let case = Case {
                        bin,
                        name: &name,
                        input: &input,
                        expected: &expected,
                        output: &output,
                    };
                    check(&case).err().map(|why| format!("the checker: {why}"))
                }
                None if self.byte_for_byte => {
                    (ran.stdout != expected).then(|| exact_difference(&expected, &ran.stdout))
                }
                None => judge_difference(
                    &String::from_utf8_lossy(&expected),
                    &String::from_utf8_lossy(&ran.stdout),
                ),
            },
            _ => {
                let diff = judge_difference(
                    &String::from_utf8_lossy(&expected),
                    &String::from_utf8_lossy(&ran.stdout),
                );
                let output = diff.unwrap_or_else(|| "its output is the expected one".to_string());
                Some(format!("the binary failed; {output}"))
            }
        };
        match wrong {
            None => Ok(()),
            Some(why) => Err(format!("{head}: {why}\n  {}", ran.describe())),
        }
    }
}

/// What [`Samples::run`] checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Each binary run, with its cases that passed and whether a checker
    /// judged them.
    pub binaries: Vec<(String, usize, bool)>,
    /// The binaries left out ([`Samples::skip`]).
    pub skipped: Vec<String>,
    /// The binaries of [`Summary::binaries`] that are interactive: each
    /// case is a test file, played in every mode against the interactor.
    pub interactive: Vec<String>,
}

impl Summary {
    /// The cases that passed, over all binaries.
    pub fn cases(&self) -> usize {
        self.binaries.iter().map(|&(_, n, _)| n).sum()
    }
}

impl fmt::Display for Summary {
    /// `5 sample cases of 2 binaries: contest 2, matching 3 (checker)`,
    /// then the binaries left out.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (cases, n) = (self.cases(), self.binaries.len());
        write!(
            f,
            "{cases} sample case{} of {n} binar{}",
            if cases == 1 { "" } else { "s" },
            if n == 1 { "y" } else { "ies" }
        )?;
        for (k, (bin, cases, checked)) in self.binaries.iter().enumerate() {
            let sep = if k == 0 { ": " } else { ", " };
            let how = match (*checked, self.interactive.contains(bin)) {
                (true, _) => " (checker)",
                (_, true) => " (played in 3 modes)",
                _ => "",
            };
            write!(f, "{sep}{bin} {cases}{how}")?;
        }
        if !self.skipped.is_empty() {
            write!(f, "; left out: {}", self.skipped.join(", "))?;
        }
        Ok(())
    }
}

/// A binary of the package: its name and its source file.
#[derive(Debug, PartialEq, Eq)]
struct Bin {
    name: String,
    source: PathBuf,
}

/// The binaries of the package in folder `package`, sorted by name, as
/// cargo finds them: the `[[bin]]` entries of its `Cargo.toml`, and
/// (unless `autobins = false`) `src/main.rs`, `src/bin/NAME.rs` and
/// `src/bin/NAME/main.rs` that no entry names.
fn binaries(package: &Path) -> Result<Vec<Bin>, String> {
    let manifest = package.join("Cargo.toml");
    let text = std::fs::read_to_string(&manifest)
        .map_err(|e| format!("samples: cannot read {}: {e}", manifest.display()))?;
    let m = Manifest::read(&text);
    let Some(package_name) = m.name else {
        return Err(format!(
            "samples: {} has no [package] name: give the folder of a package",
            manifest.display()
        ));
    };
    let mut bins: Vec<Bin> = Vec::new();
    for (name, path) in m.bins {
        let Some(name) = name else {
            return Err(format!(
                "samples: {} has a [[bin]] without a name",
                manifest.display()
            ));
        };
        let source = match path {
            Some(p) => package.join(p),
            None => {
                let file = package.join("src/bin").join(format!("{name}.rs"));
                let dir = package.join("src/bin").join(&name).join("main.rs");
                match (file.is_file(), dir.is_file()) {
                    (false, true) => dir,
                    (false, false) if name == package_name => package.join("src/main.rs"),
                    _ => file,
                }
            }
        };
        bins.push(Bin { name, source });
    }
    if m.autobins {
        let mut found = Vec::new();
        let main = package.join("src/main.rs");
        if main.is_file() {
            found.push((package_name.clone(), main));
        }
        if let Ok(entries) = std::fs::read_dir(package.join("src/bin")) {
            for path in entries.flatten().map(|e| e.path()) {
                let stem = path.file_stem().unwrap_or_default().to_string_lossy();
                if path.is_file() && path.extension().is_some_and(|x| x == "rs") {
                    found.push((stem.into_owned(), path));
                } else if path.join("main.rs").is_file() {
                    let name = path.file_name().unwrap_or_default().to_string_lossy();
                    found.push((name.into_owned(), path.join("main.rs")));
                }
            }
        }
        for (name, source) in found {
            if !bins.iter().any(|b| b.name == name || b.source == source) {
                bins.push(Bin { name, source });
            }
        }
    }
    bins.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(bins)
}

/// What [`binaries`] needs of a `Cargo.toml`: the package's name,
/// `autobins`, and the name and path of each `[[bin]]`. Read line by line,
/// as cargo writes them and people do (`key = "value"` under a table).
#[derive(Debug, Default)]
struct Manifest {
    name: Option<String>,
    autobins: bool,
    bins: Vec<(Option<String>, Option<String>)>,
}

impl Manifest {
    fn read(text: &str) -> Manifest {
        let mut m = Manifest {
            autobins: true,
            ..Manifest::default()
        };
        let mut table = String::new();
        for line in text.lines().map(str::trim) {
            if let Some(header) = line.strip_prefix("[[") {
                table = header.split("]]").next().unwrap_or("").trim().to_string();
                if table == "bin" {
                    m.bins.push((None, None));
                }
                continue;
            }
            if let Some(header) = line.strip_prefix('[') {
                table = header.split(']').next().unwrap_or("").trim().to_string();
                continue;
            }
            let Some((key, value)) = line.split_once('=') else {
                continue;
            };
            let (key, value) = (key.trim(), value.trim());
            let string = || {
                let quote = value.chars().next().filter(|&c| c == '"' || c == '\'')?;
                value[1..].split(quote).next().map(str::to_string)
            };
            match (table.as_str(), key) {
                ("package", "name") => m.name = string(),
                ("package", "autobins") => m.autobins = !value.starts_with("false"),
                ("bin", "name") => {
                    if let Some(last) = m.bins.last_mut() {
                        last.0 = string();
                    }
                }
                ("bin", "path") => {
                    if let Some(last) = m.bins.last_mut() {
                        last.1 = string();
                    }
                }
                _ => {}
            }
        }
        m
    }
}

/// Whether the executable `exe` plays an interactive problem, from its
/// `--help` as cp-games' runners write it: a usage line `usage: NAME`,
/// without an input file. `Some(true)` when it lists `--judge FILE` (an
/// interactor of its own), `None` for any other binary (or a `--help`
/// that does not say).
pub fn interactive(exe: &Path) -> Option<bool> {
    let help = Command::new(exe)
        .arg("--help")
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&help.stdout);
    let usage = text.lines().next()?.strip_prefix("usage: ")?;
    match help.status.success() && !usage.trim().contains(' ') {
        true => Some(text.contains("--judge FILE")),
        false => None,
    }
}

/// Where cargo put binary `bin`: where its `CARGO_BIN_EXE_<bin>` says
/// (cargo 1.94 and later set it while the test runs, wherever a build
/// folder of the user's choice puts the test executable), else beside the
/// folder of the running test executable (`target/debug/deps/NAME-HASH`
/// runs, `target/debug/BIN` is the binary).
fn executable(bin: &str) -> PathBuf {
    if let Some(path) = std::env::var_os(format!("CARGO_BIN_EXE_{bin}")) {
        return PathBuf::from(path);
    }
    let mut dir = std::env::current_exe().unwrap_or_default();
    dir.pop();
    if dir.ends_with("deps") {
        dir.pop();
    }
    dir.join(format!("{bin}{}", std::env::consts::EXE_SUFFIX))
}

/// The files `NAME.in` of folder `dir`, sorted; none if it is no folder.
pub fn inputs(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut list: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "in"))
        .collect();
    list.sort();
    list
}

/// How a run of [`run`] ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Ended with this exit code.
    Exited(i32),
    /// Ended without an exit code (by a signal, on Unix: its number).
    Killed(Option<i32>),
    /// Still running at the time limit, and stopped.
    TimedOut,
}

impl Status {
    /// The exit code, `None` when the program was killed or stopped.
    pub fn code(self) -> Option<i32> {
        match self {
            Status::Exited(c) => Some(c),
            _ => None,
        }
    }
}

/// A run of a program by [`run`]: how it ended, and what it wrote.
#[derive(Debug)]
pub struct Ran {
    /// How it ended.
    pub status: Status,
    /// Its standard output.
    pub stdout: Vec<u8>,
    /// Its standard error.
    pub stderr: Vec<u8>,
}

impl Ran {
    /// `exit status 1; stderr: error: ...` (the first lines of stderr).
    fn describe(&self) -> String {
        let status = match self.status {
            Status::Exited(c) => format!("exit status {c}"),
            Status::Killed(Some(s)) => format!("killed by signal {s}"),
            Status::Killed(None) => "ended without an exit status".to_string(),
            Status::TimedOut => "no exit status (stopped)".to_string(),
        };
        let err = String::from_utf8_lossy(&self.stderr);
        let lines: Vec<&str> = err.lines().collect();
        if lines.is_empty() {
            return format!("{status}; nothing on stderr");
        }
        let mut text = format!("{status}; stderr:");
        for line in lines.iter().take(STDERR_LINES) {
            text += &format!("\n  | {}", shorten(line, 200));
        }
        if lines.len() > STDERR_LINES {
            text += &format!("\n  | ({} more lines)", lines.len() - STDERR_LINES);
        }
        text
    }
}

/// The lines of standard error a failure shows.
const STDERR_LINES: usize = 12;

/// The longest input [`run`] writes to a program's pipe itself, before it
/// reads anything: what an empty pipe takes whole without a reader
/// (PIPE_BUF, 4096 bytes on Linux and 512 by POSIX). A longer one is
/// written by a thread of its own while the program reads.
const PIPE_HOLDS: usize = if cfg!(target_os = "linux") { 4096 } else { 512 };

/// The longest [`run`] waits before it looks whether the program has
/// exited.
const POLL: Duration = Duration::from_millis(5);

/// Runs `command` (its program, arguments and environment as the caller
/// set them) with a time limit, and gathers its standard output and
/// standard error. `input`: bytes written to its standard input through a
/// pipe, or `None` to keep the standard input the caller gave `command`
/// (a file, say). A program still running after `limit` is killed, and
/// the run is [`Status::TimedOut`]; a program that stops reading early
/// is not an error. With the feature `play` (on by default) the program
/// runs in a process group of its own, ended with it: nothing it started
/// is left running. The runner of [`Samples`], and of the bundler's
/// comparison of a bundle with its binary.
///
/// # Errors
/// When the program cannot be started, or waited for.
pub fn run(command: &mut Command, input: Option<&[u8]>, limit: Duration) -> std::io::Result<Ran> {
    if input.is_some() {
        command.stdin(Stdio::piped());
    }
    // In a group of its own: what it leaves running is ended with it.
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    #[cfg(feature = "play")]
    let mut child = crate::play::groups::spawn(command)?;
    #[cfg(not(feature = "play"))]
    let mut child = command.spawn()?;
    // A program that stops reading early closes the pipe: not an error.
    // An input that an empty pipe holds whole is written here; a longer
    // one by a thread of its own, as the program reads it.
    let writer = match (child.stdin.take(), input) {
        (Some(mut pipe), Some(data)) if cfg!(unix) && data.len() <= PIPE_HOLDS => {
            let _ = pipe.write_all(data);
            None
        }
        (Some(mut pipe), Some(data)) => {
            let data = data.to_vec();
            Some(std::thread::spawn(move || {
                let _ = pipe.write_all(&data);
            }))
        }
        _ => None,
    };
    // Each stream is read to its end as it comes, by a thread of its own.
    let mut streams = Streams::new();
    let stdout = streams.gather(child.stdout.take().expect("piped"));
    let stderr = streams.gather(child.stderr.take().expect("piped"));
    let start = Instant::now();
    // The program's exit closes both streams: while one is open, the wait
    // is for its end (at most `POLL`, to see an exit whose streams a child
    // of the program still holds); once both have ended, for the exit.
    let mut pause = Duration::from_micros(50);
    let status = loop {
        if let Some(s) = child.try_wait()? {
            break match s.code() {
                Some(c) => Status::Exited(c),
                None => Status::Killed(signal(&s)),
            };
        }
        let left = limit.saturating_sub(start.elapsed());
        if left.is_zero() {
            let _ = child.kill();
            let _ = child.wait();
            break Status::TimedOut;
        }
        if streams.open() > 0 {
            streams.wait(left.min(POLL));
        } else {
            std::thread::sleep(pause.min(left));
            pause = (pause * 2).min(POLL);
        }
    };
    // What the program started and left running (`sleep 40 &`) ends now
    // (with the feature `play`, which has the process groups).
    #[cfg(feature = "play")]
    crate::play::groups::end(&child);
    // What the program wrote is read to its end, however late the readers
    // run; a stream that a child of the program still holds open (started
    // and left running, as `sleep 40 &`, without the groups) is waited
    // for a moment, then left with what it gave.
    streams.settle();
    if let Some(writer) = writer {
        if writer.is_finished() {
            let _ = writer.join();
        }
    }
    let take =
        |b: std::sync::Arc<std::sync::Mutex<Vec<u8>>>| std::mem::take(&mut *b.lock().unwrap());
    Ok(Ran {
        status,
        stdout: take(stdout),
        stderr: take(stderr),
    })
}

#[cfg(unix)]
fn signal(s: &std::process::ExitStatus) -> Option<i32> {
    std::os::unix::process::ExitStatusExt::signal(s)
}

#[cfg(not(unix))]
fn signal(_: &std::process::ExitStatus) -> Option<i32> {
    None
}

/// `text`'s lines as a judge compares them: spaces at line ends, `\r`
/// included, and empty lines at the end dropped.
fn judge_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.split('\n').map(str::trim_end).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

/// Where `output` differs from `expected` as a judge compares them, or
/// `None` if it does not.
fn judge_difference(expected: &str, output: &str) -> Option<String> {
    first_difference(&judge_lines(expected), &judge_lines(output))
}

/// Where `output` differs from `expected` byte for byte: the first line
/// that differs, with its spaces and `\r` shown.
fn exact_difference(expected: &[u8], output: &[u8]) -> String {
    let (e, o) = (
        String::from_utf8_lossy(expected),
        String::from_utf8_lossy(output),
    );
    let split = |t: &str| -> Vec<String> { t.split('\n').map(str::to_string).collect() };
    let (e, o) = (split(&e), split(&o));
    let e: Vec<&str> = e.iter().map(String::as_str).collect();
    let o: Vec<&str> = o.iter().map(String::as_str).collect();
    first_difference(&e, &o)
        .map(|d| format!("{d} (compared byte for byte)"))
        .unwrap_or_else(|| "the output differs in bytes that are not UTF-8".to_string())
}

/// The first line where two lists of lines differ, with its number.
fn first_difference(expected: &[&str], output: &[&str]) -> Option<String> {
    let n = expected.len().max(output.len());
    (0..n).find_map(|i| match (expected.get(i), output.get(i)) {
        (Some(e), Some(o)) if e == o => None,
        (Some(e), Some(o)) => Some(format!(
            "line {}: expected {}, found {}",
            i + 1,
            shown(e),
            shown(o)
        )),
        (Some(e), None) => Some(format!(
            "line {}: expected {}, found the end of the output ({} line{})",
            i + 1,
            shown(e),
            output.len(),
            if output.len() == 1 { "" } else { "s" }
        )),
        (None, Some(o)) => Some(format!(
            "line {}: expected the end of the output ({} line{}), found {}",
            i + 1,
            expected.len(),
            if expected.len() == 1 { "" } else { "s" },
            shown(o)
        )),
        (None, None) => None,
    })
}

/// A line quoted, cut after 100 characters.
fn shown(line: &str) -> String {
    format!("{:?}", shorten(line, 100))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judges_ignore_spaces_at_line_ends_and_the_last_newlines() {
        assert_eq!(judge_difference("1 2\n3\n", "1 2  \r\n3"), None);
        assert_eq!(judge_difference("1 2\n3\n", "1 2\n3\n\n\n"), None);
        assert_eq!(
            judge_difference("1 2\n3\n", "1  2\n3\n"),
            Some("line 1: expected \"1 2\", found \"1  2\"".to_string())
        );
        assert_eq!(
            judge_difference("1\n2\n3\n", "1\n2\n"),
            Some("line 3: expected \"3\", found the end of the output (2 lines)".to_string())
        );
        assert_eq!(
            judge_difference("1\n", "1\n\n4\n"),
            Some("line 2: expected the end of the output (1 line), found \"\"".to_string())
        );
        // A blank line before the answer counts.
        assert!(judge_difference("1\n", "\n1\n").is_some());
    }

    #[test]
    fn byte_for_byte_shows_the_spaces() {
        assert_eq!(
            exact_difference(b"1 2\n", b"1 2 \n"),
            "line 1: expected \"1 2\", found \"1 2 \" (compared byte for byte)"
        );
        assert_eq!(
            exact_difference(b"1\n", b"1"),
            "line 2: expected \"\", found the end of the output (1 line) (compared byte for byte)"
        );
    }

    #[test]
    fn long_lines_are_cut() {
        let long = "x".repeat(500);
        let d = judge_difference("1\n", &long).unwrap();
        assert_eq!(
            d,
            format!("line 1: expected \"1\", found \"{}...\"", "x".repeat(100))
        );
    }

    #[test]
    fn the_manifest_gives_the_package_and_its_bins() {
        let m = Manifest::read(
            "[package]\nname = \"contest\" # the package\nversion = \"0.1.0\"\nautobins = false\n\n\
             [dependencies]\nname = \"not this\"\n\n\
             [[bin]]\nname = \"contest-a\"\npath = 'src/bin/a.rs'\n\n[[bin]]\nname = \"b\"\n",
        );
        assert_eq!(m.name.as_deref(), Some("contest"));
        assert!(!m.autobins);
        assert_eq!(
            m.bins,
            [
                (
                    Some("contest-a".to_string()),
                    Some("src/bin/a.rs".to_string())
                ),
                (Some("b".to_string()), None)
            ]
        );
    }

    /// Inputs short enough to be written before the program reads, and
    /// longer ones, which a thread writes: each comes back whole through
    /// `cat`; a program that reads nothing, or has exited before the
    /// input is written, is no error.
    #[cfg(unix)]
    #[test]
    fn run_writes_every_input_length_and_ends_with_the_program() {
        let limit = Duration::from_secs(20);
        for len in [0, 1, PIPE_HOLDS - 1, PIPE_HOLDS, PIPE_HOLDS + 1, 1 << 20] {
            let input: Vec<u8> = (0..len).map(|i| b'a' + (i % 26) as u8).collect();
            let ran = run(&mut Command::new("cat"), Some(&input), limit).unwrap();
            assert_eq!(ran.status, Status::Exited(0), "{len} bytes");
            assert!(ran.stdout == input && ran.stderr.is_empty(), "{len} bytes");
            for program in ["true", "false"] {
                let ran = run(&mut Command::new(program), Some(&input), limit).unwrap();
                let code = i32::from(program == "false");
                assert_eq!(ran.status, Status::Exited(code), "{program}, {len} bytes");
                assert!(ran.stdout.is_empty() && ran.stderr.is_empty());
            }
        }
        let mut sh = Command::new("sh");
        sh.args(["-c", "echo out; echo err >&2; exit 3"]);
        let ran = run(&mut sh, Some(b"unread\n"), limit).unwrap();
        assert_eq!(
            (ran.status, &ran.stdout[..], &ran.stderr[..]),
            (Status::Exited(3), &b"out\n"[..], &b"err\n"[..])
        );
    }

    #[test]
    fn summary_in_words() {
        let s = Summary {
            binaries: vec![
                ("contest".into(), 2, false),
                ("g".into(), 4, false),
                ("matching".into(), 3, true),
            ],
            skipped: vec!["judge".into()],
            interactive: vec!["g".into()],
        };
        assert_eq!(
            s.to_string(),
            "9 sample cases of 3 binaries: contest 2, g 4 (played in 3 modes), matching 3 \
             (checker); left out: judge"
        );
    }
}
