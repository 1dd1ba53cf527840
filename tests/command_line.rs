//! The command line every binary shares through `input::run`: the input
//! from a file named by the one argument or from standard input, `--help`
//! and `-h`, wrong arguments, and a standard output closed early. Checked on
//! every binary in `src/bin` (a new one needs no entry), on its test inputs.

mod common;

use std::ffi::OsStr;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn os(s: &str) -> &OsStr {
    OsStr::new(s)
}

#[test]
fn a_file_argument_reads_like_standard_input() {
    let mut checked = 0;
    for bin in common::binaries() {
        for (path, data) in common::testdata_inputs(&bin) {
            let piped = common::run(&bin, &data);
            // With a file, standard input is not read: give it junk.
            let from_file = common::run_args(&bin, &[path.as_os_str()], b"junk");
            assert_eq!(
                (from_file.code, &from_file.stdout, &from_file.stderr),
                (piped.code, &piped.stdout, &piped.stderr),
                "{bin} {}",
                path.display()
            );
            let dash = common::run_args(&bin, &[os("-")], &data);
            assert_eq!(
                (dash.code, &dash.stdout, &dash.stderr),
                (piped.code, &piped.stdout, &piped.stderr),
                "{bin} - < {}",
                path.display()
            );
            checked += 1;
        }
    }
    println!("{checked} inputs read from a file and through `-`");
}

#[test]
fn help_names_the_binary() {
    for bin in common::binaries() {
        for flag in ["--help", "-h"] {
            let r = common::run_args(&bin, &[os(flag)], b"");
            assert_eq!(
                (
                    r.code,
                    String::from_utf8_lossy(&r.stdout).into_owned(),
                    r.stderr
                ),
                (
                    Some(0),
                    format!(
                        "usage: {bin} [FILE]\nreads the judge input from FILE or standard input \
                         and prints the answer\n"
                    ),
                    String::new()
                ),
                "{bin} {flag}"
            );
        }
    }
}

#[test]
fn wrong_arguments_are_one_error_line() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("command-line");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let missing = dir.join("no-such-file.in");
    for bin in common::binaries() {
        let cases: [(&[&OsStr], i32, String); 4] = [
            (
                &[os("--verbose")],
                2,
                format!("error: unknown option \"--verbose\" (usage: {bin} [FILE])\n"),
            ),
            (
                &[os("a.in"), os("b.in")],
                2,
                format!(
                    "error: expected at most one argument, the input file (usage: {bin} [FILE])\n"
                ),
            ),
            (
                &[missing.as_os_str()],
                1,
                format!("error: cannot read {}: ", missing.display()),
            ),
            (
                &[dir.as_os_str()],
                1,
                format!("error: cannot read {}: ", dir.display()),
            ),
        ];
        for (args, code, want) in cases {
            let r = common::run_args(&bin, args, b"");
            assert_eq!(r.code, Some(code), "{bin} {args:?}: {}", r.stderr);
            assert!(r.stdout.is_empty(), "{bin} {args:?}: wrote to stdout");
            common::assert_error_form(&r.stderr, &format!("{args:?}"));
            assert!(
                r.stderr.starts_with(&want),
                "{bin} {args:?}: {:?} does not start with {want:?}",
                r.stderr
            );
        }
    }
}

#[test]
fn a_closed_standard_output_ends_quietly() {
    let mut checked = 0;
    for bin in common::binaries() {
        let Some((path, data)) = common::testdata_inputs(&bin).into_iter().next() else {
            continue;
        };
        let mut child = Command::new(common::bin_path(&bin))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .env_remove("RUST_BACKTRACE")
            .spawn()
            .unwrap();
        // The reader goes away before the answer is written, as `| head`
        // does once it has its lines.
        drop(child.stdout.take());
        let mut stdin = child.stdin.take().unwrap();
        let _ = stdin.write_all(&data);
        drop(stdin);
        let out = child.wait_with_output().unwrap();
        assert_eq!(
            (
                out.status.code(),
                String::from_utf8_lossy(&out.stderr).into_owned()
            ),
            (Some(0), String::new()),
            "{bin} {} with standard output closed",
            path.display()
        );
        checked += 1;
    }
    assert!(checked > 0, "no binary has test inputs");
}
