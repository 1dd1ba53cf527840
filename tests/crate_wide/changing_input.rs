//! An input file that another program cuts short or grows while a binary
//! reads it, as a file argument and as standard input: the binary answers
//! for the file as it was at one moment, or says in one `error:` line that
//! the input changed while it was read (exit status 1, nothing on
//! standard output). Never a signal (a mapped file cut short used to end
//! the program with SIGBUS).
//!
//! The change is made while the binary is seen reading the file: the bytes
//! it has read so far (`rchar` of `/proc/PID/io`) are past the first MiB
//! and short of the whole file. The binary may still finish reading
//! between that look and the change (then its answer must be the one for
//! the whole, unchanged file); every outcome is checked, and each case
//! runs until the change has been caught at least once. A few more runs
//! make the change blind, some milliseconds after the binary starts,
//! whatever it is doing (a reader that does not show in `rchar`, such as a
//! mapping, is caught there): before it opens the file, the answer for the
//! changed file is right too.
#![cfg(target_os = "linux")]

use crate::common;

use std::io::{Seek, SeekFrom, Write};
use std::path::Path;
use std::process::{Command, Stdio};

/// Large enough that reading it takes milliseconds, small enough for the
/// quick tier.
const SIZE: usize = 48 << 20;

/// A wythoff_game input of `SIZE` bytes: a losing position, blanks, and a
/// winning one at the very end, so that an answer for a part of the file
/// (or for more than it held) differs from the answer for all of it.
fn content() -> Vec<u8> {
    let mut text = b"2 1\n".to_vec();
    text.resize(SIZE - 4, b' ');
    text.extend_from_slice(b"8 4\n");
    text
}

/// The answer for all of [`content`].
const WHOLE: &str = "0\n1\n";

/// How another program changes the file.
#[derive(Clone, Copy, Debug)]
enum Change {
    /// `truncate -s 100000`.
    CutShort,
    /// One more game appended, `echo 9 9 >> FILE`.
    Grown,
}

/// When the change is made.
#[derive(Clone, Copy, Debug)]
enum When {
    /// As soon as the binary is seen reading the file.
    SeenReading,
    /// This many milliseconds after the binary starts.
    After(u64),
}

/// How the binary is given the file.
#[derive(Clone, Copy, Debug)]
enum Given {
    Argument,
    StandardInput,
}

/// The bytes the process `pid` has read so far, from `/proc/PID/io`; `None`
/// once it is gone.
fn bytes_read(pid: u32) -> Option<u64> {
    let io = std::fs::read_to_string(format!("/proc/{pid}/io")).ok()?;
    io.lines()
        .find_map(|l| l.strip_prefix("rchar: "))
        .and_then(|v| v.trim().parse().ok())
}

/// One run: writes `text` ([`content`], made once for every run) to the
/// file at `path`, starts wythoff_game on it, makes `change` at `when`,
/// and checks the outcome. Returns whether the binary said that the input
/// changed; `false` when it answered.
fn one_run(path: &Path, text: &[u8], change: Change, given: Given, when: When) -> bool {
    std::fs::write(path, text).unwrap();
    let mut cmd = Command::new(common::bin_path("wythoff_game"));
    match given {
        Given::Argument => cmd.arg(path).stdin(Stdio::null()),
        Given::StandardInput => cmd.stdin(std::fs::File::open(path).unwrap()),
    };
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env_remove("RUST_BACKTRACE")
        .spawn()
        .unwrap();
    let pid = child.id();
    // Wait until the binary is inside the file: past its first MiB, short
    // of its end.
    let mut seen_reading = false;
    if let When::After(ms) = when {
        std::thread::sleep(std::time::Duration::from_millis(ms));
    }
    while let When::SeenReading = when {
        match bytes_read(pid) {
            Some(n) if n > 1 << 20 && n < SIZE as u64 => {
                seen_reading = true;
                break;
            }
            Some(n) if n < SIZE as u64 => std::hint::spin_loop(),
            _ => break,
        }
        if child.try_wait().unwrap().is_some() {
            break;
        }
    }
    let changed = seen_reading || matches!(when, When::After(_));
    if changed {
        let mut w = std::fs::OpenOptions::new().write(true).open(path).unwrap();
        match change {
            Change::CutShort => w.set_len(100_000).unwrap(),
            Change::Grown => {
                w.seek(SeekFrom::End(0)).unwrap();
                w.write_all(b"9 9\n").unwrap();
            }
        }
    }
    let out = child.wait_with_output().unwrap();
    let what = format!("{change:?}, {given:?}, {when:?}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    match out.status.code() {
        Some(0) => {
            // Changed before the binary opened the file: that file's answer.
            let after = match change {
                Change::CutShort => "0\n",
                Change::Grown => "0\n1\n1\n",
            };
            let blind = matches!(when, When::After(_));
            assert!(
                stdout == WHOLE || (blind && stdout == after),
                "{what}: an answer for no one content of the file: {stdout:?}"
            );
            assert!(stderr.is_empty(), "{what}: {stderr}");
            false
        }
        Some(1) => {
            assert!(changed, "{what}: an error on an unchanged file: {stderr}");
            assert!(stdout.is_empty(), "{what}: wrote {stdout:?}");
            common::assert_error_form(&stderr, &what);
            let input = match given {
                Given::Argument => format!("cannot read {}: ", path.display()),
                Given::StandardInput => "cannot read standard input: ".to_string(),
            };
            assert!(
                stderr.starts_with(&format!("error: {input}"))
                    && stderr.contains("changed while it was read"),
                "{what}: {stderr}"
            );
            true
        }
        other => panic!(
            "{what}: exit status {other:?} ({}), stderr {stderr:?}",
            out.status
        ),
    }
}

#[test]
fn a_file_changed_while_read_is_an_error_or_answered_whole() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("changing_input");
    std::fs::create_dir_all(&dir).unwrap();
    let text = content();
    for change in [Change::CutShort, Change::Grown] {
        for given in [Given::Argument, Given::StandardInput] {
            let path = dir.join(format!("{change:?}-{given:?}.in"));
            for ms in [1, 5, 20] {
                one_run(&path, &text, change, given, When::After(ms));
            }
            let caught = (0..20).any(|_| one_run(&path, &text, change, given, When::SeenReading));
            assert!(
                caught,
                "{change:?}, {given:?}: in 20 runs, the change never came while the binary read"
            );
            std::fs::remove_file(&path).unwrap();
        }
    }
}
