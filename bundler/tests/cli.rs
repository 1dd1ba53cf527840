//! The command as a person runs it: exit statuses, one error line on
//! stderr and nothing on stdout when it fails, `-o`, and the first
//! argument cargo passes to a subcommand.

mod common;

use common::*;
use cp_games_bundle::rustc_version;
use std::path::Path;
use std::process::Command;

struct Out {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn cmd(cwd: &Path, args: &[&str]) -> Out {
    let mut c = Command::new(env!("CARGO_BIN_EXE_cargo-cp-bundle"));
    c.args(args).current_dir(cwd);
    output(&mut c)
}

/// What `c` did: its exit status, stdout and stderr.
fn output(c: &mut Command) -> Out {
    let out = c.output().unwrap();
    Out {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Fails with `code`, one `error: ` line holding `needle`, nothing on
/// stdout.
fn fails(cwd: &Path, args: &[&str], code: i32, needle: &str) {
    let o = cmd(cwd, args);
    assert_eq!(o.code, Some(code), "{args:?}: {}", o.stderr);
    assert!(o.stdout.is_empty(), "{args:?}: {}", o.stdout);
    assert!(
        o.stderr.starts_with("error: ")
            && o.stderr.lines().count() == 1
            && o.stderr.contains(needle),
        "{args:?}: {:?} lacks {needle:?}",
        o.stderr
    );
}

#[test]
fn exit_statuses_messages_and_output_files() {
    let dir = scratch("cli");
    let hello = "fn main() {\n    println!(\"hi\");\n}\n";
    let pkg = package(
        &dir,
        "p",
        "2021",
        "",
        "",
        &[("src/main.rs", hello), ("src/bin/two.rs", hello)],
    );

    let o = cmd(&pkg, &["--help"]);
    assert_eq!(o.code, Some(0));
    assert!(o.stdout.contains("usage: cargo cp-bundle"), "{}", o.stdout);
    let o = cmd(&pkg, &["cp-bundle", "--version"]);
    assert_eq!(
        (o.code, o.stdout.as_str()),
        (
            Some(0),
            concat!("cargo-cp-bundle ", env!("CARGO_PKG_VERSION"), "\n")
        )
    );

    // Usage errors: 2, those of the command line's form with the usage
    // line.
    let usage: &[(&[&str], &str)] = &[
        (&["--frob"], "unknown option `--frob`"),
        (&["--frob=1", "two"], "unknown option `--frob`"),
        (&["--bin"], "--bin wants a value"),
        (&["--bin="], "--bin wants a value"),
        (&["--bin", "--atcoder"], "--bin wants a value"),
        (&["two", "-o"], "-o wants a value"),
        (&["--features"], "--features wants a value"),
        (&["--atcoder=yes", "two"], "--atcoder takes no value"),
        (&["--help=all"], "--help takes no value"),
        (&["a", "b"], "expected one binary, got 2"),
        (
            &["--bin", "p", "--bin", "two"],
            "expected one binary, got 2",
        ),
        (&["--bin", "p", "two"], "expected one binary, got 2"),
        (
            &["two", "-o", "a.rs", "--output=b.rs"],
            "--output given twice",
        ),
        (&["two", "-p", "p", "-p", "p"], "-p given twice"),
        (
            &["two", "--features", "a/b/c"],
            "--features: `a/b/c` is not a feature name (NAME or PACKAGE/NAME)",
        ),
        (
            &["two", "--features=x,dep:y"],
            "--features: `dep:y` is not a feature name",
        ),
        (
            &["two", "--edition", "2018"],
            "--edition 2018: a bundle is of edition 2021 or 2024",
        ),
        (
            &["two", "--toolchain", "1.70", "--toolchain=stable"],
            "--toolchain given twice",
        ),
        (
            &["two", "--samples", "t", "--no-samples"],
            "--no-samples and --samples both given",
        ),
        (&["two", "--no-samples=1"], "--no-samples takes no value"),
    ];
    for (args, needle) in usage {
        fails(&pkg, args, 2, needle);
        fails(&pkg, args, 2, "(usage: cargo cp-bundle ");
    }
    fails(
        &pkg,
        &[],
        2,
        "which binary? give --bin NAME or a file (binaries: p, two)",
    );
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let out = Command::new(env!("CARGO_BIN_EXE_cargo-cp-bundle"))
            .arg(std::ffi::OsStr::from_bytes(b"tw\xffo"))
            .current_dir(&pkg)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(out.stdout.is_empty());
        assert!(
            stderr.starts_with("error: argument \"tw\\xFFo\" is not UTF-8 (usage: ")
                && stderr.lines().count() == 1,
            "{stderr}"
        );
    }
    // What the package holds or the files say: 1.
    fails(
        &pkg,
        &["--bin", "three"],
        1,
        "no binary `three` (binaries: p, two)",
    );
    // (Cargo's words for it vary with its version.)
    fails(
        &pkg,
        &["--features", "nosuch", "two"],
        1,
        "cargo metadata: ",
    );
    fails(&pkg, &["--features", "nosuch", "two"], 1, "nosuch");
    fails(
        &pkg,
        &["-p", "q", "two"],
        1,
        "no package `q` in this workspace (packages: p)",
    );
    fails(
        &pkg,
        &["--manifest-path", "no/Cargo.toml", "two"],
        1,
        "cargo metadata: manifest path `",
    );
    fails(&pkg, &["no/such.rs"], 1, "no file no/such.rs");

    // As cargo runs a subcommand: `cargo cp-bundle --bin two`.
    let o = cmd(&pkg, &["cp-bundle", "--bin", "two"]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert!(o
        .stdout
        .starts_with("// two: p 0.1.0, made into one file by cargo cp-bundle"));
    // What it checked, in notes; no samples here, and std functions are
    // not checked against Rust 1.70 without --toolchain; then its size.
    let notes: Vec<&str> = o.stderr.lines().collect();
    let newer = usize::from(!rustc_version().unwrap().contains(" 1.70."));
    assert!(
        notes.len() == 2 + newer
            && notes[0].starts_with("note: compiled with rustc ")
            && notes[0].contains("(edition 2021); not run: no sample inputs found")
            && notes[1..1 + newer].iter().all(|n| n.starts_with("note: std functions newer than Rust 1.70 were not checked: --toolchain 1.70 checks with the judges' compiler"))
            && notes[1 + newer] == format!("note: the bundle is {} bytes", o.stdout.len()),
        "{}",
        o.stderr
    );

    // -o writes the file and nothing else; a failure writes nothing.
    let o = cmd(&pkg, &["two", "-o", "out.rs"]);
    assert_eq!((o.code, o.stdout.as_str()), (Some(0), ""), "{}", o.stderr);
    let text = std::fs::read_to_string(pkg.join("out.rs")).unwrap();
    assert!(text.contains("println!(\"hi\");"), "{text}");
    std::fs::write(
        pkg.join("src/bin/two.rs"),
        "fn main() {\n    let x: u8 = \"\";\n}\n",
    )
    .unwrap();
    fails(
        &pkg,
        &["two", "-o", "out.rs"],
        1,
        "the binary `two` does not build: cargo check: error[E0308]: mismatched types (src/bin/two.rs:2:17)",
    );
    assert_eq!(std::fs::read_to_string(pkg.join("out.rs")).unwrap(), text);
    // With samples to run it on, the binary is built for release: cargo
    // build says the same.
    std::fs::create_dir_all(pkg.join("testdata/two")).unwrap();
    std::fs::write(pkg.join("testdata/two/1.in"), "").unwrap();
    fails(
        &pkg,
        &["two", "-o", "out.rs"],
        1,
        "the binary `two` does not build: cargo build: error[E0308]: mismatched types (src/bin/two.rs:2:17)",
    );
    assert_eq!(std::fs::read_to_string(pkg.join("out.rs")).unwrap(), text);
    let stray = std::fs::read_dir(&pkg)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains("cp-bundle"))
        .count();
    assert_eq!(stray, 0);
}

/// `-o` writes a regular file, whole, through a symbolic link to the file
/// it names, and refuses a device, a FIFO, a folder and a link to nothing,
/// leaving them as they were.
#[cfg(unix)]
#[test]
fn the_output_file_is_written_whole_and_only_over_a_regular_file() {
    use std::os::unix::fs::{symlink, FileTypeExt, PermissionsExt};
    let dir = scratch("cli-output");
    let hello = "fn main() {\n    println!(\"hi\");\n}\n";
    let pkg = package(&dir, "p", "2021", "", "", &[("src/main.rs", hello)]);
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();

    // Through a link: the file it names gets the bundle, the link stays,
    // and the old file's permissions stay.
    std::fs::write(out.join("real.rs"), "old").unwrap();
    std::fs::set_permissions(out.join("real.rs"), std::fs::Permissions::from_mode(0o640)).unwrap();
    symlink("real.rs", out.join("link.rs")).unwrap();
    let o = cmd(&pkg, &["-o", out.join("link.rs").to_str().unwrap()]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert!(std::fs::symlink_metadata(out.join("link.rs"))
        .unwrap()
        .file_type()
        .is_symlink());
    let real = std::fs::read_to_string(out.join("real.rs")).unwrap();
    assert!(real.contains("println!(\"hi\")"), "{real}");
    let mode = std::fs::metadata(out.join("real.rs"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o640);

    // A link to nothing, a folder, a FIFO: refused, left as they were.
    symlink("nothing.rs", out.join("dangling.rs")).unwrap();
    fails(
        &pkg,
        &["-o", out.join("dangling.rs").to_str().unwrap()],
        1,
        "is a symbolic link to a file that does not exist; nothing was written",
    );
    assert!(!out.join("nothing.rs").exists());
    fails(
        &pkg,
        &["-o", out.to_str().unwrap()],
        1,
        "it is a folder, and the bundle is written only to a regular file",
    );
    let fifo = out.join("fifo");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        fails(&pkg, &["-o", fifo.to_str().unwrap()], 1, "it is a FIFO");
        assert!(std::fs::metadata(&fifo).unwrap().file_type().is_fifo());
    }
    // A device node (as root: made with mknod, the same as /dev/null), and
    // /dev/null itself: refused, never replaced.
    let null = out.join("null");
    let made = Command::new("mknod")
        .arg(&null)
        .args(["c", "1", "3"])
        .status();
    let devices: Vec<std::path::PathBuf> = if made.is_ok_and(|s| s.success()) {
        vec![null, "/dev/null".into()]
    } else {
        vec!["/dev/null".into()]
    };
    for dev in devices {
        fails(
            &pkg,
            &["-o", dev.to_str().unwrap()],
            1,
            "it is a character device, and the bundle is written only to a regular file; nothing was written",
        );
        assert!(std::fs::metadata(&dev)
            .unwrap()
            .file_type()
            .is_char_device());
    }
    let stray = std::fs::read_dir(&out)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains("cp-bundle"))
        .count();
    assert_eq!(stray, 0);
}

/// `cargo cp-interact ARGS`: its exit status, stdout and stderr.
fn interact(args: &[&str]) -> Out {
    let mut c = Command::new(env!("CARGO_BIN_EXE_cargo-cp-interact"));
    c.arg("cp-interact").args(args);
    output(&mut c)
}

/// `cargo cp-interact` as a person runs it: each verdict in one line on
/// stdout with the time taken (exit status 0 only for `accepted`), the
/// transcript written with its marks, and a wrong command line refused.
#[test]
fn cp_interact_prints_one_verdict_and_writes_the_transcript() {
    let dir = scratch("cp-interact");
    let transcript = dir.join("t.txt");
    // The judge's command is one argument split at spaces: a script of
    // its own file.
    let script = dir.join("judge.sh");
    std::fs::write(
        &script,
        "read x; echo 5; read y; if [ \"$y\" = 10 ]; then echo \"ok: doubled\" >&2; else echo \"wrong answer: $y is not 10\" >&2; exit 1; fi\n",
    )
    .unwrap();
    let judge = format!("sh {}", script.display());
    let o = interact(&[
        "--transcript",
        transcript.to_str().unwrap(),
        "--judge",
        &judge,
        "sh",
        "-c",
        "echo hello; read n; echo $((n * 2))",
    ]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert!(o.stdout.starts_with("accepted: doubled ("), "{}", o.stdout);
    assert_eq!(
        std::fs::read_to_string(&transcript).unwrap(),
        "> hello\n< 5\n> 10\n"
    );
    let o = interact(&["--judge", &judge, "sh", "-c", "echo hello; read n; echo 11"]);
    assert_eq!(o.code, Some(1));
    assert!(
        o.stdout.starts_with("wrong answer: 11 is not 10 ("),
        "{}",
        o.stdout
    );
    let o = interact(&["sh", "-c", "echo hello"]);
    assert_eq!(o.code, Some(2));
    assert!(
        o.stderr.starts_with("error: --judge names no interactor"),
        "{}",
        o.stderr
    );
}

/// At the time limit everything ends: the program, the interactor and
/// what the program started and left running; the time printed is the
/// time the run took. A SIGTERM to `cargo cp-interact` ends them too.
#[cfg(target_os = "linux")]
#[test]
fn cp_interact_leaves_nothing_running() {
    let dir = scratch("cp-interact-left");
    let pids = dir.join("pids");
    let program = format!(
        "sleep 20 & echo $! >> {0}; echo $$ >> {0}; while :; do :; done",
        pids.display()
    );
    let clock = std::time::Instant::now();
    let o = interact(&[
        "--time-limit",
        "1",
        "--judge",
        "sh -c cat>/dev/null",
        "sh",
        "-c",
        &program,
    ]);
    let took = clock.elapsed().as_secs_f64();
    assert_eq!(o.code, Some(1));
    let printed: f64 = o
        .stdout
        .rsplit('(')
        .next()
        .unwrap()
        .trim_end_matches(" s)\n")
        .parse()
        .unwrap();
    assert!(
        o.stdout
            .starts_with("time limit: still running after 1.0 s"),
        "{}",
        o.stdout
    );
    // The time printed, rounded to hundredths, is the time the run took.
    assert!(
        printed >= 1.0 && printed <= took + 0.005 && took < 3.0,
        "{printed} {took}"
    );
    let running = |pid: &str| {
        std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
            !s.rsplit(')')
                .next()
                .unwrap_or("")
                .trim_start()
                .starts_with('Z')
        })
    };
    let listed = std::fs::read_to_string(&pids).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(300));
    for pid in listed.lines() {
        assert!(!running(pid), "{pid} still runs");
    }
    // Ended from outside: SIGTERM.
    std::fs::remove_file(&pids).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-cp-interact"))
        .args([
            "cp-interact",
            "--time-limit",
            "60",
            "--judge",
            "sh -c cat>/dev/null",
            "sh",
            "-c",
            &program,
        ])
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let clock = std::time::Instant::now();
    while std::fs::read_to_string(&pids).map_or(0, |t| t.lines().count()) < 2 {
        assert!(clock.elapsed().as_secs() < 10, "the program never started");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), None, "{status}");
    std::thread::sleep(std::time::Duration::from_millis(300));
    for pid in std::fs::read_to_string(&pids).unwrap().lines() {
        assert!(!running(pid), "{pid} still runs after SIGTERM");
    }
}
