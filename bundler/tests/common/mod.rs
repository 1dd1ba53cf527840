//! Helpers for the bundler's tests: small packages written to scratch
//! folders, the bundler run on them as the command line would, bundles
//! compiled with plain rustc and run.
#![allow(dead_code)] // each test file uses a different part

use cp_games_bundle::{bundle, parse_args, Bundle, Command, Failure};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};

/// A folder of `name` in the test's scratch space (`CARGO_TARGET_TMPDIR`),
/// emptied the first time a run asks for it (`once` holds it for the
/// run): a build folder the packages of one run share.
pub fn made_anew(once: &'static std::sync::OnceLock<PathBuf>, name: &str) -> &'static Path {
    once.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
        let _ = fs::remove_dir_all(&dir);
        dir
    })
}

/// A scratch folder outside this repository (so that cargo does not take
/// a package in it for a member of this workspace), removed when the test
/// passes (kept to look into when it fails).
pub struct Scratch(pub PathBuf);

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = fs::remove_dir_all(&self.0);
            // The run's folder too, when this was the last in it (it stays
            // while another test's folder is in it).
            if let Some(run) = self.0.parent() {
                let _ = fs::remove_dir(run);
            }
        }
    }
}

/// A scratch folder `name` in this run's folder of the system's temporary
/// folder (`cp-bundle-tests-PID`), made empty.
pub fn scratch(name: &str) -> Scratch {
    let dir = std::env::temp_dir()
        .join(format!("cp-bundle-tests-{}", std::process::id()))
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    // Another test's scratch, going, may take the run's folder away while
    // this one is made: then it is made again.
    if fs::create_dir_all(&dir).is_err() {
        fs::create_dir_all(&dir).unwrap();
    }
    Scratch(dir)
}

/// Writes `files` (path, text) under `dir`, making folders as needed.
pub fn write(dir: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let path = dir.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
}

/// The bundler on `args`, run in `cwd`, as `cargo cp-bundle ARGS` would
/// be.
pub fn run(cwd: &Path, args: &[&str]) -> Result<Bundle, Failure> {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    match parse_args(&args, cwd.to_path_buf())? {
        Command::Bundle { options, .. } => bundle(&options),
        other => panic!("{args:?}: {other:?}"),
    }
}

/// The bundle, or the test fails with the bundler's error.
pub fn ok(cwd: &Path, args: &[&str]) -> Bundle {
    run(cwd, args).unwrap_or_else(|e| panic!("cargo cp-bundle {args:?} in {}: {e}", cwd.display()))
}

/// The bundler's error, which must be one line holding `needle`.
pub fn refused(cwd: &Path, args: &[&str], needle: &str) -> Failure {
    match run(cwd, args) {
        Ok(b) => panic!("cargo cp-bundle {args:?} bundled:\n{}", b.text),
        Err(e) => {
            assert!(
                e.message.contains(needle) && !e.message.contains('\n'),
                "cargo cp-bundle {args:?}: {:?} lacks {needle:?}",
                e.message
            );
            e
        }
    }
}

/// `text` without whitespace: a carried crate is written small in a
/// bundle, so what a test looks for in it is compared so.
pub fn squash(text: &str) -> String {
    text.split_whitespace().collect()
}

/// Whether `text` holds `code`, whitespace aside.
pub fn has(text: &str, code: &str) -> bool {
    squash(text).contains(&squash(code))
}

/// The rustc the tests compile bundles with (as the bundler does).
pub fn rustc() -> std::ffi::OsString {
    std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into())
}

/// The editions this rustc compiles.
pub fn editions() -> Vec<&'static str> {
    cp_games_bundle::editions(&cp_games_bundle::rustc_version().unwrap())
}

/// Compiles `text` with plain rustc on `edition` into an executable in
/// `dir`; any error or warning fails the test.
pub fn compile(dir: &Path, name: &str, text: &str, edition: &str) -> PathBuf {
    let src = dir.join(format!("{name}.rs"));
    fs::write(&src, text).unwrap();
    let exe = dir.join(format!("{name}-{edition}"));
    let out = Process::new(rustc())
        .args(["--edition", edition, "-o"])
        .arg(&exe)
        .arg(&src)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.trim().is_empty(),
        "{} with rustc --edition {edition}: {}\n{stderr}",
        src.display(),
        out.status
    );
    exe
}

/// Runs `exe` with `input` on stdin: (exit status, stdout, stderr).
pub fn exec(exe: &Path, input: &str) -> (Option<i32>, String, String) {
    let mut child = Process::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The edition a bundle's header says it is for.
pub fn edition_of(text: &str) -> &'static str {
    let header: String = text.lines().take_while(|l| l.starts_with("//")).collect();
    if header.contains("edition 2024") {
        "2024"
    } else {
        assert!(header.contains("edition 2021"), "{header}");
        "2021"
    }
}

/// The bundle's output on `input`, compiled with its edition, must be
/// `want`.
pub fn answers(dir: &Path, name: &str, text: &str, input: &str, want: &str) {
    {
        let edition = edition_of(text);
        let exe = compile(dir, name, text, edition);
        let (code, stdout, stderr) = exec(&exe, input);
        assert_eq!(
            (code, stdout.as_str()),
            (Some(0), want),
            "{name} (edition {edition}): {stderr}\n{text}"
        );
    }
}

/// A library package `name` at `dir/name` with these source files
/// (`src/lib.rs` first), edition 2021, no dependencies unless `deps`
/// gives `[dependencies]` lines; `extra` is appended to its Cargo.toml.
pub fn library(dir: &Path, name: &str, deps: &str, extra: &str, files: &[(&str, &str)]) {
    let root = dir.join(name);
    let manifest = format!(
        "[package]\nname = \"{name}\"\nversion = \"0.3.1\"\nedition = \"2021\"\nlicense = \"MIT\"\n\n[dependencies]\n{deps}\n{extra}"
    );
    write(&root, &[("Cargo.toml", &manifest)]);
    write(&root, files);
}

/// A binary package `name` at `dir/name`: its manifest's `[dependencies]`
/// lines, more manifest text, and files.
pub fn package(
    dir: &Path,
    name: &str,
    edition: &str,
    deps: &str,
    extra: &str,
    files: &[(&str, &str)],
) -> PathBuf {
    let root = dir.join(name);
    let manifest = format!(
        "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"{edition}\"\n\n[dependencies]\n{deps}\n{extra}"
    );
    write(&root, &[("Cargo.toml", &manifest)]);
    write(&root, files);
    root
}

/// The newest edition this cargo takes for a package: 2024 from Rust 1.85
/// on, else 2021, and then it says that edition 2024 packages were not
/// tried.
pub fn newest_edition() -> &'static str {
    let out = Process::new(env!("CARGO"))
        .arg("--version")
        .output()
        .unwrap();
    let version = String::from_utf8_lossy(&out.stdout).into_owned();
    if cp_games_bundle::editions(&version).contains(&"2024") {
        "2024"
    } else {
        // Past the test harness's capture, so that a passing run shows it.
        let _ = writeln!(
            std::io::stderr(),
            "NOT CHECKED: packages of edition 2024, which {} does not know",
            version.trim()
        );
        "2021"
    }
}

/// Whether rustup has toolchain 1.70 here. Without it the test says what
/// it did not check, past the harness's capture, or fails where
/// `CP_GAMES_REQUIRE_RUST_1_70` is set (CI).
pub fn rust_1_70() -> bool {
    let ok = Process::new("rustup")
        .args(["run", "1.70", "rustc", "--version"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            std::env::var_os("CP_GAMES_REQUIRE_RUST_1_70").is_none(),
            "Rust 1.70 is not installed (rustup toolchain install 1.70)"
        );
        let _ = writeln!(
            std::io::stderr(),
            "NOT CHECKED: bundles checked with Rust 1.70, which rustup does not have here"
        );
    }
    ok
}

/// The minor version of the cargo that runs the tests (70 for 1.70).
pub fn cargo_minor() -> u32 {
    let out = Process::new(env!("CARGO"))
        .arg("--version")
        .output()
        .unwrap();
    let v = String::from_utf8_lossy(&out.stdout).into_owned();
    v.split(['.', ' '])
        .nth(2)
        .and_then(|m| m.parse().ok())
        .unwrap()
}
