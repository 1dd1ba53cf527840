//! The runner every binary uses: the command line, the input, the answer
//! or the error line, and the exit status.

use super::{Input, InputError, Result};
use std::ffi::{OsStr, OsString};
use std::fmt;
use std::io::{self, Write};

/// Reads the input, solves, and prints: the answer on stdout and exit 0, or
/// one `error: ...` line on stderr, nothing on stdout, and exit 1.
///
/// The input is standard input, or the file named by the one argument (`-`
/// is standard input). Alone on the command line, `-h` or `--help` prints
/// how to call the program, and `-V` or `--version` prints one line: the
/// program's name as it was called and the version of cp-games it was built
/// with, such as `wythoff_game (cp-games 0.2.0)`; both exit 0. A binary of
/// your own that calls [`run!`](crate::run!) instead says its own package's
/// name and version there. Any other option, one of those four with more arguments, or
/// more than one argument, is an `error: ` line with exit status 2. If
/// standard output is closed before the answer is written (`| head`), the
/// program ends quietly with exit status 0: the reader chose to stop
/// reading.
///
/// `run(solve)` answers as [`Binary::serve`](crate::binary::Binary::serve)
/// of a [`Binary`](crate::binary::Binary) that offers nothing but `solve`.
pub fn run(solve: impl FnOnce(&mut Input) -> Result<String>) {
    run_package("cp-games", env!("CARGO_PKG_VERSION"), solve)
}

/// [`run`] in a binary of package `package` at version `version`, which
/// `--version` prints: `contest (contest 0.1.0)`. What [`run!`](crate::run!)
/// calls, with the values cargo gives the package that calls it.
pub fn run_package(package: &str, version: &str, solve: impl FnOnce(&mut Input) -> Result<String>) {
    #[cfg(not(feature = "lean"))]
    judge_path(&[], (package, version), solve);
    #[cfg(feature = "lean")]
    {
        let _ = (package, version);
        lean_path(solve)
    }
}

/// A batch binary's judge path: `--help` (listing `more` ways to call the
/// binary) and `--version` (naming `package`, its name and version)
/// first; an option or more than one argument is a usage error; else the
/// input of the file argument or standard input is solved and answered
/// ([`answer`]). With the feature `lean`, standard input whatever the
/// command line.
pub(crate) fn judge_path(
    more: &[(&str, &str)],
    package: (&str, &str),
    solve: impl FnOnce(&mut Input) -> Result<String>,
) {
    #[cfg(not(feature = "lean"))]
    {
        let args: Vec<OsString> = std::env::args_os().collect();
        let about = "reads the judge input from FILE or standard input and prints the answer";
        let usage = help_or_version(&args, (" [FILE]", about), more, Some(package));
        match args.get(1).map(|a| a.to_string_lossy()).as_deref() {
            Some(a) if a.starts_with('-') && a != "-" => {
                fail(2, &format_args!("unknown option {a:?} ({usage})"))
            }
            _ if args.len() > 2 => fail(
                2,
                &format_args!("expected at most one argument, the input file ({usage})"),
            ),
            _ => answer(args.get(1).map(|a| a.as_os_str()), solve),
        }
    }
    #[cfg(feature = "lean")]
    {
        let _ = (more, package);
        lean_path(solve)
    }
}

/// The judge path of the feature `lean`, the judge's flavour: standard
/// input, whatever the command line.
#[cfg(feature = "lean")]
fn lean_path(solve: impl FnOnce(&mut Input) -> Result<String>) {
    let read = super::reader::read_stdin().map_err(stdin_error);
    finish(read.and_then(|mut inp| solve(&mut inp)));
}

/// `-h`/`--help` and `-V`/`--version`, for [`Binary::serve`](crate::binary::Binary::serve)
/// and `play::offer`: prints the help (the judge path's `call` and what it
/// does, then a pair of lines for each of `more`, a way to call the
/// program and what it does) or the version line
/// `<program> (<package> <version>)`, and ends the program with exit
/// status 0; one of them with more arguments ends it with a usage error.
/// Returns the usage line (`usage: <program><call>`) when the first
/// argument is none of them, and on `--version` when `package` is not
/// known (`play::offer`, before the runner, which answers it).
#[cfg(any(feature = "play", not(feature = "lean")))]
pub(crate) fn help_or_version(
    args: &[OsString],
    judge: (&str, &str),
    more: &[(&str, &str)],
    package: Option<(&str, &str)>,
) -> String {
    let flag = args.get(1).map_or("".into(), |a| a.to_string_lossy());
    let name = program(args);
    let usage = format!("usage: {name}{}", judge.0);
    let text = match (&*flag, package) {
        ("-V" | "--version", Some((package, version))) => format!("{name} ({package} {version})\n"),
        ("-h" | "--help", _) => {
            let pad = " ".repeat(name.len());
            let mut text = format!("{usage}\n{}\n", judge.1);
            let version = (
                "--version",
                "prints the program's name, and the name and version of its package",
            );
            for (call, what) in more.iter().chain([&version]) {
                text += &format!("       {name} {call}\n       {pad} {what}\n");
            }
            text
        }
        _ => return usage,
    };
    if args.len() > 2 {
        fail(2, &format_args!("{flag} takes no other argument ({usage})"));
    }
    print(&text);
    std::process::exit(0)
}

/// The program's name as it was called: the last part of its path.
fn program(args: &[OsString]) -> String {
    args.first()
        .and_then(|a| std::path::Path::new(a).file_name())
        .map_or("this program".into(), |n| n.to_string_lossy().into_owned())
}

/// `usage: <program> [FILE]`, naming the program as it was called.
pub fn usage(args: &[OsString]) -> String {
    format!("usage: {} [FILE]", program(args))
}

/// What `--version` prints through [`run`]: `<program> (cp-games
/// <version>)`, the program named as it was called and the version of
/// cp-games it was built with (the version of this crate, not of a package
/// that uses it; [`run!`](crate::run!) prints the package's).
///
/// # Example
/// ```
/// let args = ["/usr/local/bin/wythoff_game".into()];
/// let line = format!("wythoff_game (cp-games {})", env!("CARGO_PKG_VERSION"));
/// assert_eq!(cp_games::input::version(&args), line);
/// ```
pub fn version(args: &[OsString]) -> String {
    format!("{} (cp-games {})", program(args), env!("CARGO_PKG_VERSION"))
}

/// Prints `error: {msg}` on stderr and exits with status `code`.
pub fn fail(code: i32, msg: &dyn fmt::Display) -> ! {
    let _ = writeln!(io::stderr(), "error: {msg}");
    std::process::exit(code)
}

/// The input [`run`] reads: the file `file`, or standard input when it is
/// `None` or `-`. A file that cannot be read ends the program as [`run`]
/// does.
pub fn open(file: Option<&OsStr>) -> Result<Input> {
    match file {
        Some(path) if path != "-" => Input::from_file(path.as_ref()).or_else(|e| {
            fail(
                1,
                &format_args!("cannot read {}: {e}", path.to_string_lossy()),
            )
        }),
        _ => Input::from_stdin().map_err(stdin_error),
    }
}

/// The error of an input that standard input could not give.
fn stdin_error(e: io::Error) -> InputError {
    InputError::at(None, format!("cannot read standard input: {e}"))
}

/// The second half of [`run`]: reads the input from `file` (see [`open`]),
/// solves, and prints the answer or the error line.
pub fn answer(file: Option<&OsStr>, solve: impl FnOnce(&mut Input) -> Result<String>) {
    finish(open(file).and_then(|mut inp| solve(&mut inp)));
}

/// Prints the answer, or the error line and ends the program with exit
/// status 1.
fn finish(answer: Result<String>) {
    match answer {
        Ok(answer) => print(&answer),
        Err(e) => fail(1, &e),
    }
}

/// Writes `text` on standard output. A reader gone away (`| head`) is not
/// an error; any other failure ends the program with one error line and
/// exit status 1.
#[cfg(not(feature = "lean"))]
fn print(text: &str) {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            // Nothing useful can reach stdout any more; say so once.
            fail(1, &format_args!("cannot write standard output: {e}"))
        }
        _ => {}
    }
}

/// Writes `text` on standard output, the feature `lean`'s way: a failure
/// to write (which a judge never gives) ends the program quietly.
#[cfg(feature = "lean")]
fn print(text: &str) {
    let _ = io::stdout().lock().write_all(text.as_bytes());
}
