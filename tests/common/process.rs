//! Running this crate's binaries (and other executables, such as
//! compiled bundles) on bytes with a time limit, and finding its binaries
//! and test data, with the library's runner (`cp_games::samples::run`).
//! The bundler's tests of this crate's binaries use it too
//! (`bundler/tests/cp_games.rs`).
#![allow(dead_code)] // each test file uses a different part

use cp_games::samples::{self, Status};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The crate's folder. These helpers serve the bundler's tests of this
/// crate's binaries too (`bundler/tests/cp_games.rs`), compiled in
/// `bundler/`: from there the crate is the folder above.
pub fn root() -> &'static Path {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    if here.join("testdata").is_dir() {
        here
    } else {
        here.parent()
            .expect("the bundler sits in the crate's folder")
    }
}

/// The path of a binary of this package (cargo builds them all before the
/// integration tests run): where `CARGO_BIN_EXE_<name>` says (set while
/// the tests run by cargo 1.94 and later, whatever build folder is used),
/// else next to the `deps` folder of the test executable.
pub fn bin_path(name: &str) -> PathBuf {
    if let Some(path) = std::env::var_os(format!("CARGO_BIN_EXE_{name}")) {
        return PathBuf::from(path);
    }
    let mut dir = std::env::current_exe().expect("test executable path");
    dir.pop();
    if dir.ends_with("deps") {
        dir.pop();
    }
    let path = dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(path.exists(), "no binary {name} at {}", path.display());
    path
}

pub struct Run {
    /// `None` when the process was killed by a signal.
    pub code: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

/// Runs binary `name` with `input` on stdin. Panics (failing the test) if it
/// runs longer than `limit`.
pub fn run_with_limit(name: &str, input: &[u8], limit: Duration) -> Run {
    run_exe(&bin_path(name), input, limit)
}

/// Runs the executable `exe` (e.g. a compiled bundle) as [`run_with_limit`]
/// runs a binary of the package.
pub fn run_exe(exe: &Path, input: &[u8], limit: Duration) -> Run {
    run_exe_args(exe, &[], input, limit)
}

/// Runs binary `name` with command-line arguments `args` and `input` on
/// stdin.
pub fn run_args(name: &str, args: &[&std::ffi::OsStr], input: &[u8]) -> Run {
    run_exe_args(&bin_path(name), args, input, Duration::from_secs(20))
}

/// [`run_exe`] with command-line arguments.
pub fn run_exe_args(exe: &Path, args: &[&std::ffi::OsStr], input: &[u8], limit: Duration) -> Run {
    run_exe_from(exe, args, Stdin::Pipe(input), limit)
}

/// Runs binary `name` with its standard input opened on the file `path`
/// (a regular file, as a shell's `< path` gives it), as [`run`] does.
pub fn run_from_file(name: &str, path: &Path) -> Run {
    run_exe_from(
        &bin_path(name),
        &[],
        Stdin::File(path),
        Duration::from_secs(20),
    )
}

/// What a binary's standard input is.
enum Stdin<'a> {
    /// A pipe these bytes are written to.
    Pipe(&'a [u8]),
    /// This file, opened for reading.
    File(&'a Path),
}

fn run_exe_from(exe: &Path, args: &[&std::ffi::OsStr], input: Stdin, limit: Duration) -> Run {
    let mut command = Command::new(exe);
    command.args(args).env_remove("RUST_BACKTRACE");
    // The input, for the message of a run out of time; and what is piped.
    let (input, piped) = match input {
        Stdin::Pipe(data) => (data.to_vec(), true),
        Stdin::File(path) => {
            command.stdin(std::fs::File::open(path).expect("open the input file"));
            (std::fs::read(path).expect("read the input file"), false)
        }
    };
    let ran = samples::run(&mut command, piped.then_some(&input[..]), limit).expect("spawn binary");
    if ran.status == Status::TimedOut {
        panic!(
            "{} ran longer than {limit:?} on input {:?}",
            exe.display(),
            String::from_utf8_lossy(&input[..input.len().min(400)])
        );
    }
    Run {
        code: ran.status.code(),
        stdout: ran.stdout,
        stderr: String::from_utf8_lossy(&ran.stderr).into_owned(),
    }
}

pub fn run(name: &str, input: &[u8]) -> Run {
    run_with_limit(name, input, Duration::from_secs(20))
}

/// The binaries of this package that answer one input (one per
/// `src/bin/*.rs` that is not [`interactive`]), sorted: what the generic
/// checks of answers, errors and bundles run.
pub fn binaries() -> Vec<String> {
    let bins: Vec<String> = all_binaries()
        .into_iter()
        .filter(|b| !interactive(b))
        .collect();
    assert!(
        !bins.is_empty(),
        "no binary that answers one input in src/bin"
    );
    bins
}

/// The interactive binaries ([`interactive`]), sorted.
pub fn interactive_binaries() -> Vec<String> {
    all_binaries()
        .into_iter()
        .filter(|b| interactive(b))
        .collect()
}

/// Every binary of `src/bin/`, batch and interactive, sorted.
pub fn all_binaries() -> Vec<String> {
    let dir = root().join("src/bin");
    let mut bins: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    bins.sort();
    assert!(!bins.is_empty(), "no binaries in {}", dir.display());
    bins
}

/// The `.in` files of `testdata/<bin>/`, sorted, with their contents; none
/// when the binary has no test data (a binary may come without samples).
/// An `.in` file that cannot be read fails the test.
pub fn testdata_inputs(bin: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = root().join("testdata").join(bin);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let data =
                std::fs::read(&p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()));
            (p, data)
        })
        .collect()
}

/// How many of a binary's test inputs the quick tier's sweeps over every
/// binary take (the first by name: the samples, then the small cases the
/// names put first); the full tier's take them all.
pub const QUICK_INPUTS: usize = 3;

/// [`testdata_inputs`] of `bin`: all of them if `every`, else the first
/// [`QUICK_INPUTS`].
pub fn testdata_inputs_for(bin: &str, every: bool) -> Vec<(PathBuf, Vec<u8>)> {
    let mut inputs = testdata_inputs(bin);
    if !every {
        inputs.truncate(QUICK_INPUTS);
    }
    inputs
}

/// The binaries with no test data, for the tests to say which checks did
/// not run for them.
pub fn without_testdata() -> Vec<String> {
    binaries()
        .into_iter()
        .filter(|b| testdata_inputs(b).is_empty())
        .collect()
}

/// Whether binary `name` offers the option `flag` (`--play`,
/// `--interactive`): its `--help` names it.
pub fn offers(name: &str, flag: &str) -> bool {
    let r = run_args(name, &[std::ffi::OsStr::new("--help")], b"");
    String::from_utf8_lossy(&r.stdout).contains(flag)
}

/// Whether binary `name` is interactive: it plays against a judge's
/// program line by line instead of answering one input. Such a binary has
/// no expected output: its test files are the judge's tests, played
/// against its interactor (`--judge FILE [MODE [SEED]]`). The catalogue
/// (`cp_games::problems::catalogue()`) says so for the crate's binaries; a
/// binary of one's own in `src/bin/` says so in its `--help`, whose usage
/// line takes no input file.
pub fn interactive(name: &str) -> bool {
    if let Some(listed) = cp_games::problems::catalogue().find(|b| b.name() == name) {
        return listed.player().is_some();
    }
    let r = run_args(name, &[std::ffi::OsStr::new("--help")], b"");
    let help = String::from_utf8_lossy(&r.stdout);
    !help.lines().next().is_some_and(|l| l.ends_with(" [FILE]"))
}

/// `f` of each of `items`, in their order, worked out on as many threads
/// as there are cores (for a test whose items take long each: cargo runs
/// one test file at a time). A panic in `f` fails the test.
pub fn on_every_core<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let next = AtomicUsize::new(0);
    let done: Mutex<Vec<(usize, R)>> = Mutex::new(Vec::with_capacity(items.len()));
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads.min(items.len()) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                let r = f(item);
                done.lock().unwrap().push((i, r));
            });
        }
    });
    let mut done = done.into_inner().unwrap();
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

/// Whether process `pid` still runs (not ended, nor a zombie left to be
/// reaped), looked for up to a second: a process sent SIGKILL takes a
/// moment to end. Linux only (it reads `/proc`).
#[cfg(target_os = "linux")]
pub fn still_running(pid: u32) -> bool {
    let gone = || match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit(')')
            .next()
            .is_some_and(|rest| rest.trim_start().starts_with('Z')),
    };
    let clock = std::time::Instant::now();
    while clock.elapsed() < Duration::from_secs(1) {
        if gone() {
            return false;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    !gone()
}

/// `NOT CHECKED: {what}` on standard error, past the test harness's
/// capture, so that a passing run still shows what it left out.
pub fn say_not_checked(what: impl std::fmt::Display) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "NOT CHECKED: {what}");
}

/// The solution the README shows first (its section "A solution in
/// fifteen lines"), as a reader copies it: a whole `src/main.rs`.
pub fn readme_solution() -> String {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let section = &readme[readme
        .find("## A solution in fifteen lines")
        .expect("the README's section \"A solution in fifteen lines\"")..];
    // The fence's info string may say more than `rust` (`rust,no_run`).
    let fence = section.find("```rust").expect("its rust block");
    let start = fence + section[fence..].find('\n').unwrap() + 1;
    section[start..start + section[start..].find("```").unwrap()].to_string()
}
