//! Single-file bundles (`cargo bundle`): every binary in `src/bin` bundles
//! into one file of at most 64 KiB that compiles with plain `rustc
//! --edition 2021 -O` and `--edition 2024 -O` without a warning, and answers
//! every `testdata/<bin>/*.in` (and broken variants of it) exactly as the
//! cargo-built binary does: same stdout, exit status and stderr. The AtCoder
//! flavour compiles against proconio and works with `proconio::input!`.
//! Module selection and the bundler's refusals are checked on small
//! synthetic crates.
//!
//! Edition 2024 exists from Rust 1.85 on: with an older rustc (the crate's
//! floor, 1.70) the bundles are compiled with edition 2021 only, and the
//! tests print which editions they checked. Each test's scratch folder under
//! `target/tmp/bundle/` (sources and executables) is removed when the test
//! passes.

#[path = "../examples/bundle/bundler.rs"]
mod bundler;
mod common;

use bundler::{bundle, cli, Flavour, SIZE_LIMIT};
use std::ffi::OsString;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh directory under `target/tmp/bundle/`, removed with what it holds
/// (sources, executables) when dropped, unless the test is failing: then
/// it stays to be looked into.
struct Scratch(PathBuf);

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
        }
    }
}

fn scratch(name: &str) -> Scratch {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("bundle")
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    Scratch(dir)
}

/// The editions the judges' plain rustc is checked with: 2021, and 2024
/// where this rustc has it (Rust 1.85 on), as `cargo bundle` decides.
fn editions() -> Vec<&'static str> {
    bundler::editions(&bundler::rustc_version().unwrap())
}

/// The line the tests print about the editions they checked. Where edition
/// 2024 was not checked it is also written past the test harness's
/// capture, so that a passing `cargo test` shows it.
fn editions_checked() -> String {
    let version = bundler::rustc_version().unwrap();
    let editions = bundler::editions(&version);
    if editions.contains(&"2024") {
        format!("editions checked: {} ({version})", editions.join(" and "))
    } else {
        let line = format!(
            "editions checked: {} only: {version} has no edition 2024 (Rust 1.85 and newer check it too)",
            editions.join(", ")
        );
        let _ = writeln!(
            std::io::stderr(),
            "NOT CHECKED: bundles with edition 2024; {line}"
        );
        line
    }
}

/// Compiles `src` into `exe` with the judges' plain rustc; any error or
/// warning is a failure.
fn compile(
    src: &Path,
    exe: &Path,
    edition: &str,
    opt: bool,
    extra: &[OsString],
) -> Result<(), String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let mut cmd = Command::new(&rustc);
    cmd.args(["--edition", edition]);
    if opt {
        cmd.arg("-O");
    }
    cmd.arg("-o").arg(exe).arg(src).args(extra);
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {rustc:?}: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() || !stderr.trim().is_empty() {
        return Err(format!(
            "{} with rustc --edition {edition}{}: {}\n{stderr}",
            src.display(),
            if opt { " -O" } else { "" },
            out.status
        ));
    }
    Ok(())
}

/// The proconio library cargo built for these tests, as rustc arguments.
fn proconio_args() -> Vec<OsString> {
    rlib_args("proconio")
}

/// The library `krate` cargo built for these tests (the newest
/// `lib<krate>-*.rlib` beside the test executable that this rustc built),
/// as rustc arguments.
fn rlib_args(krate: &str) -> Vec<OsString> {
    let deps = std::env::current_exe()
        .unwrap()
        .parent()
        .unwrap()
        .to_path_buf();
    let version = bundler::rustc_version().unwrap();
    let rlib = bundler::newest_rlib(&deps, krate, &version).unwrap_or_else(|| {
        panic!(
            "no lib{krate}-*.rlib built by {version} in {}",
            deps.display()
        )
    });
    let mut extern_arg = OsString::from(format!("{krate}="));
    extern_arg.push(&rlib);
    let mut dep_arg = OsString::from("dependency=");
    dep_arg.push(&deps);
    vec!["--extern".into(), extern_arg, "-L".into(), dep_arg]
}

/// Appended to the AtCoder bundles: a user's extension reading with
/// `proconio::input!` from the crate's `Input`.
const PROCONIO_EXTENSION: &str = "
#[allow(dead_code)]
fn read_with_proconio(inp: &mut cp_games::input::Input) -> Vec<u64> {
    proconio::input! { from &mut *inp, n: usize, a: [u64; n] }
    a
}
";

/// One bundle to compile: its source, the executable, how to compile it.
struct Job {
    bin: String,
    src: PathBuf,
    exe: PathBuf,
    edition: &'static str,
    /// `-O`, as judges compile.
    opt: bool,
    extra: Vec<OsString>,
}

/// Runs `jobs` on as many threads as there are cores.
fn compile_all(jobs: &[Job]) -> Vec<String> {
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads.min(jobs.len()) {
            s.spawn(|| {
                while let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if let Err(e) = compile(&job.src, &job.exe, job.edition, job.opt, &job.extra) {
                        failures.lock().unwrap().push(e);
                    }
                }
            });
        }
    });
    failures.into_inner().unwrap()
}

/// The test inputs of `bin` and broken variants of each (cut in half, junk
/// appended), so error paths are compared too.
fn inputs(bin: &str) -> Vec<(String, Vec<u8>)> {
    let mut all = Vec::new();
    for (path, data) in common::testdata_inputs(bin) {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let mut junk = data.clone();
        junk.extend_from_slice(b" x\n");
        all.push((
            format!("{name} cut in half"),
            data[..data.len() / 2].to_vec(),
        ));
        all.push((format!("{name} with junk appended"), junk));
        all.push((name, data));
    }
    all
}

#[test]
fn every_binary_bundles_compiles_and_answers_like_cargo() {
    let bins = common::binaries();
    let std_dir = scratch("std");
    let atcoder_dir = scratch("atcoder");
    let atcoder = cfg!(feature = "proconio");
    let proconio = if atcoder { proconio_args() } else { Vec::new() };
    let mut jobs = Vec::new();
    let mut sizes = Vec::new();
    for bin in &bins {
        let text = bundle(root(), bin, Flavour::Std).unwrap_or_else(|e| panic!("{bin}: {e}"));
        assert!(
            text.len() <= SIZE_LIMIT,
            "the bundle of {bin} is {} bytes, over {SIZE_LIMIT}",
            text.len()
        );
        sizes.push(format!("{bin} {}", text.len()));
        let src = std_dir.join(format!("{bin}.rs"));
        fs::write(&src, &text).unwrap();
        for edition in editions() {
            jobs.push(Job {
                bin: bin.clone(),
                src: src.clone(),
                exe: std_dir.join(format!("{bin}_{edition}")),
                edition,
                opt: true,
                extra: Vec::new(),
            });
        }
        if atcoder {
            let text =
                bundle(root(), bin, Flavour::AtCoder).unwrap_or_else(|e| panic!("{bin}: {e}"));
            let src = atcoder_dir.join(format!("{bin}.rs"));
            fs::write(&src, text + PROCONIO_EXTENSION).unwrap();
            jobs.push(Job {
                bin: bin.clone(),
                src,
                exe: atcoder_dir.join(bin),
                edition: "2021",
                // Without -O: it differs from the std bundle only by the
                // proconio code, and this keeps the test quick.
                opt: false,
                extra: proconio.clone(),
            });
        }
    }
    let failures = compile_all(&jobs);
    assert!(failures.is_empty(), "{}", failures.join("\n"));

    let mut runs = 0;
    let mut failures = Vec::new();
    for bin in &bins {
        for (name, data) in inputs(bin) {
            let want = common::run(bin, &data);
            for job in jobs.iter().filter(|j| &j.bin == bin) {
                let got = common::run_exe(&job.exe, &data, Duration::from_secs(20));
                runs += 1;
                if got.code != want.code || got.stdout != want.stdout || got.stderr != want.stderr {
                    failures.push(format!(
                        "{} on {bin}/{name}: exit {:?}, stderr {:?}; the binary: exit {:?}, \
                         stderr {:?}; stdout {}",
                        job.exe.display(),
                        got.code,
                        got.stderr,
                        want.code,
                        want.stderr,
                        if got.stdout == want.stdout {
                            "same"
                        } else {
                            "differs"
                        }
                    ));
                }
            }
        }
    }
    // The command line comes along: the input from a file argument.
    for bin in &bins {
        let Some((path, data)) = common::testdata_inputs(bin).into_iter().next() else {
            continue;
        };
        let want = common::run(bin, &data);
        for job in jobs.iter().filter(|j| &j.bin == bin) {
            let args = [path.as_os_str()];
            let got = common::run_exe_args(&job.exe, &args, b"", Duration::from_secs(20));
            runs += 1;
            if (got.code, &got.stdout, &got.stderr) != (want.code, &want.stdout, &want.stderr) {
                failures.push(format!(
                    "{} {}: exit {:?}, stderr {:?}; the binary on stdin: exit {:?}",
                    job.exe.display(),
                    path.display(),
                    got.code,
                    got.stderr,
                    want.code
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("bundle sizes in bytes: {}", sizes.join(", "));
    for bin in common::without_testdata() {
        println!("{bin}: bundled and compiled; no testdata, so no runs compared");
    }
    println!("{} bundles compiled, {runs} runs compared", jobs.len());
    println!("{}", editions_checked());
    if !atcoder {
        println!("AtCoder flavour not checked: built without the proconio feature");
    }
}

/// The module names a bundle wraps, in order, as its header lists them;
/// checks that each is wrapped.
fn wrapped_modules(text: &str) -> Vec<&str> {
    let header = text.lines().nth(1).unwrap_or("");
    let list = header
        .split_once(" and the modules ")
        .and_then(|(_, l)| l.strip_suffix('.'))
        .unwrap_or_else(|| panic!("no module list in the header line {header:?}"));
    let names: Vec<&str> = list.split(", ").collect();
    for name in &names {
        let last = name.rsplit("::").next().unwrap();
        assert!(
            text.contains(&format!("\npub mod {last} {{\n")),
            "module {name} is listed but not wrapped"
        );
    }
    names
}

#[test]
fn bundles_hold_exactly_the_modules_they_need_and_no_tests() {
    let bin = "library_checker_bipartite_matching";
    let text = bundle(root(), bin, Flavour::Std).unwrap();
    assert_eq!(
        wrapped_modules(&text),
        [
            "input",
            "matching",
            "output",
            "problems",
            "problems::library_checker_bipartite_matching"
        ]
    );
    assert!(text.contains("\nmod cp_games {\npub mod input {\n"));
    assert!(!text.contains("mod grid"));
    // A module that only code the judge path never reaches uses goes
    // whole, though its items have common names (`new`, `get`): here the
    // Sprague-Grundy sum behind christmas_game's winning move.
    let text = bundle(root(), "christmas_game", Flavour::Std).unwrap();
    assert_eq!(
        wrapped_modules(&text),
        [
            "hackenbush",
            "input",
            "problems",
            "problems::christmas_game"
        ]
    );

    for bin in common::binaries() {
        let text = bundle(root(), &bin, Flavour::Std).unwrap();
        let header = format!(
            "// {bin}: cp-games {}, license MIT OR Apache-2.0.\n",
            env!("CARGO_PKG_VERSION")
        );
        assert!(
            text.starts_with(&header),
            "{bin}: header {:?}",
            text.lines().next()
        );
        for gone in [
            "#[cfg(",
            "#[test]",
            "mod tests",
            "proconio",
            "itertools",
            "//!",
            "///",
        ] {
            assert!(
                !text.contains(gone),
                "the std bundle of {bin} contains {gone:?}"
            );
        }
        let comments = text
            .lines()
            .filter(|l| l.trim_start().starts_with("//"))
            .count();
        assert_eq!(
            comments, 3,
            "{bin}: comment lines besides the 3-line header"
        );
        assert!(
            !text.lines().any(|l| l.trim().is_empty()),
            "{bin}: blank lines"
        );
        assert!(
            !text.lines().any(|l| l.ends_with(' ')),
            "{bin}: trailing spaces"
        );
        let atcoder = bundle(root(), &bin, Flavour::AtCoder).unwrap();
        if wrapped_modules(&text).contains(&"input") {
            assert!(atcoder.contains("impl proconio::source::Source<std::io::Empty> for Input {"));
        }
        assert!(
            !atcoder.contains("#[cfg("),
            "{bin}: a cfg left in the AtCoder bundle"
        );
        assert_eq!(wrapped_modules(&atcoder), wrapped_modules(&text));
    }
}

#[test]
fn command_line() {
    let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let one_line_error = |a: &[&str], needle: &str| {
        let Err(e) = cli(root(), &args(a)) else {
            panic!("cargo bundle {a:?} succeeded");
        };
        assert!(
            !e.contains('\n') && e.contains(needle),
            "cargo bundle {a:?}: {e:?}"
        );
    };
    one_line_error(&[], "usage: cargo bundle [--atcoder] <binary>");
    one_line_error(&["no_such_binary"], "no binary `no_such_binary` in src/bin");
    one_line_error(&["../Cargo"], "no binary `../Cargo`");
    one_line_error(&["--atcoder"], "no binary given");
    one_line_error(&["--minify", "x"], "unknown option `--minify`");
    let bins = common::binaries();
    one_line_error(&[&bins[0], &bins[0]], "expected one binary, got 2");

    let help = cli(root(), &args(&["--help"])).unwrap();
    assert!(help.warnings.is_empty());
    // Where this rustc has no edition 2024, `cargo bundle` says so.
    let version = bundler::rustc_version().unwrap();
    let warnings: Vec<String> = if editions().contains(&"2024") {
        Vec::new()
    } else {
        vec!["checked with edition 2021 only: this rustc has no edition 2024".to_string()]
    };
    for bin in &bins {
        assert!(
            help.text.contains(bin.as_str()),
            "--help does not list {bin}"
        );
        let out = cli(root(), &args(&[bin])).unwrap();
        assert_eq!(out.warnings, warnings, "{bin} with {version}");
        assert_eq!(out.text, bundle(root(), bin, Flavour::Std).unwrap());
        let out = cli(root(), &args(&["--atcoder", bin])).unwrap();
        assert_eq!(out.text, bundle(root(), bin, Flavour::AtCoder).unwrap());
    }
}

/// Writes a small crate for the bundler at a fresh directory.
fn fake_crate(name: &str, files: &[(&str, &str)]) -> Scratch {
    let dir = scratch(&format!("fake-{name}"));
    fs::create_dir_all(dir.join("src/bin")).unwrap();
    fs::write(dir.join("Cargo.toml"), "[package]\nname = \"x\"\n\n[dependencies]\nrand = \"0.8\"\nproconio = { version = \"0.5\", optional = true }\n").unwrap();
    for (path, text) in files {
        fs::write(dir.join(path), text).unwrap();
    }
    dir
}

const MAIN: &str = "//! A test binary.\nfn main() {\n    #[cfg(feature = \"play\")]\n    cp_games::play_only::offer(cp_games::play_only::Game { x: [1, 2] });\n    print!(\"{}{}\", cp_games::top::f(), cp_games::mid::TEXT);\n}\n";
const TOP: &str = "//! Top.\nuse super::{\n    leaf::L,\n    mid::{self, g},\n};\n\n/// f.\npub fn f() -> u32 {\n    let _ = L;\n    mid::h() + g() + gated() // 1 + 2 + 0\n}\n\n#[cfg(feature = \"proconio\")]\npub fn gated() -> u32 {\n    super::gated_only::x()\n}\n\n#[cfg(not(feature = \"proconio\"))]\npub fn gated() -> u32 {\n    super::mid::std_only();\n    0\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n    #[test]\n    fn t() {\n        assert_eq!(super::super::unused::x(), 0);\n    }\n}\n";
// Strings, chars, lifetimes and comments that mention modules or braces.
const MID: &str = "use super::leaf;\n\n/* a block /* nested */ comment: super::unused */\npub const TEXT: &str = \"\n// not a comment   \n  super::unused {\n\n\";\npub const RAW: &str = r##\"}\"# super::unused\"##;\npub const BRACE: char = '{';\npub const QUOTE: char = '\\'';\n\npub fn first<'a>(s: &'a str) -> &'a str {\n    &s[..1]\n}\n\npub fn h() -> u32 {\n    leaf::C\n}\n\npub fn g() -> u32 {\n    2 /* inline */ + 0\n}\n\n#[cfg(not(feature = \"proconio\"))]\npub fn std_only() {}\n";
const LEAF: &str = "pub const C: u32 = 1;\npub struct L;\n";
const UNUSED: &str = "pub fn x() -> u32 {\n    0\n}\n";

fn fake_good(name: &str) -> Scratch {
    fake_crate(
        name,
        &[
            ("src/bin/b.rs", MAIN),
            ("src/top.rs", TOP),
            ("src/mid.rs", MID),
            ("src/leaf.rs", LEAF),
            ("src/unused.rs", UNUSED),
            ("src/gated_only.rs", UNUSED),
            ("src/play_only.rs", UNUSED),
        ],
    )
}

#[test]
fn module_selection_and_literals_on_a_synthetic_crate() {
    let dir = fake_good("good");
    let text = bundle(&dir, "b", Flavour::Std).unwrap();
    assert_eq!(wrapped_modules(&text), ["leaf", "mid", "top"], "{text}");
    assert!(
        !text.contains("gated_only") && !text.contains("fn t()"),
        "{text}"
    );
    assert!(text.contains("pub fn std_only() {}"), "{text}");
    // Items nothing reaches are left out: mid's `first` and the constants
    // only the lexer had to get through.
    for gone in ["fn first", "RAW", "BRACE", "QUOTE"] {
        assert!(!text.contains(gone), "{gone}: {text}");
    }
    // A block comment becomes a space; indentation a space a level, but
    // not inside a string literal.
    assert!(text.contains("\n 2   + 0\n"), "{text}");
    assert!(text.contains("\n  super::unused {\n"), "{text}");
    let atcoder = bundle(&dir, "b", Flavour::AtCoder).unwrap();
    assert_eq!(
        wrapped_modules(&atcoder),
        ["gated_only", "leaf", "mid", "top"]
    );
    // A call under `#[cfg(feature = "play")]` is dropped in both flavours.
    for t in [&text, &atcoder] {
        assert!(
            !t.contains("play_only") && t.contains("fn main() {\n print!("),
            "{t}"
        );
    }
    assert!(!atcoder.contains("std_only"), "{atcoder}");

    // It compiles and runs, and the multi-line string came through intact.
    let src = dir.join("b.rs");
    fs::write(&src, &text).unwrap();
    for edition in editions() {
        let exe = dir.join(format!("b_{edition}"));
        compile(&src, &exe, edition, false, &[]).unwrap();
        let r = common::run_exe(&exe, b"", Duration::from_secs(20));
        assert_eq!(
            String::from_utf8_lossy(&r.stdout),
            "3\n// not a comment   \n  super::unused {\n\n"
        );
    }
}

/// A condition that one decided part settles is decided whatever the
/// others are (`all(.., test)` is false in a bundle), so the bundler
/// bundles it rather than refusing it, and the item goes.
#[test]
fn one_decided_part_settles_a_cfg_condition() {
    let dir = fake_good("settled");
    let extra = "#[cfg(all(unix, test))]\npub fn settled_gone() {}\n\
                 #[cfg(all(target_os = \"linux\", feature = \"mmap\"))]\npub fn mapped_gone() {}\n";
    fs::write(dir.join("src/leaf.rs"), format!("{LEAF}{extra}")).unwrap();
    let text = bundle(&dir, "b", Flavour::Std).unwrap();
    assert!(
        !text.contains("settled_gone") && !text.contains("mapped_gone"),
        "{text}"
    );
    assert_eq!(wrapped_modules(&text), ["leaf", "mid", "top"], "{text}");
}

#[test]
fn refuses_what_it_cannot_bundle() {
    let refused = |name: &str, file: &str, text: &str, flavour: Flavour, needle: &str| {
        let dir = fake_good(name);
        fs::write(dir.join(file), text).unwrap();
        match bundle(&dir, "b", flavour) {
            Ok(_) => panic!("{name}: bundled"),
            Err(e) => assert!(
                e.contains(needle) && !e.contains('\n'),
                "{name}: {e:?} lacks {needle:?}"
            ),
        }
    };
    let leaf = |extra: &str| format!("{LEAF}{extra}");
    let std = Flavour::Std;
    refused(
        "itertools",
        "src/leaf.rs",
        &leaf("use itertools::Itertools;\n"),
        std,
        "src/leaf.rs: line 3: uses the crate `itertools` outside #[cfg(feature = \"proconio\")]",
    );
    refused(
        "proconio",
        "src/leaf.rs",
        &leaf("pub fn p() {\n    proconio::input! { n: usize }\n}\n"),
        std,
        "the crate `proconio`",
    );
    refused(
        "rand",
        "src/leaf.rs",
        &leaf("pub fn r() -> u8 {\n    rand::random()\n}\n"),
        Flavour::AtCoder,
        "`rand`, which AtCoder does not install",
    );
    refused(
        "bin-crate",
        "src/bin/b.rs",
        "fn main() {\n    cp_games::nothing::f();\n}\n",
        std,
        "line 2: `cp_games::nothing` names no library module: neither src/nothing.rs nor",
    );
    refused(
        "glob",
        "src/bin/b.rs",
        "use cp_games::*;\nfn main() {}\n",
        std,
        "line 1: cannot tell which modules `cp_games::*` uses; name them",
    );
    refused(
        "alias-glob",
        "src/bin/b.rs",
        "use cp_games as lib;\nuse lib::*;\nfn main() {}\n",
        std,
        "line 2: cannot tell which modules `lib::*` uses",
    );
    refused(
        "string",
        "src/leaf.rs",
        "pub const S: &str = \"abc;\n",
        std,
        "unterminated literal",
    );
    refused(
        "raw",
        "src/leaf.rs",
        "pub const S: &str = r#\"abc\";\n",
        std,
        "unterminated raw string",
    );
    refused(
        "comment",
        "src/leaf.rs",
        "/* /* */\npub const C: u32 = 1;\n",
        std,
        "unterminated block comment",
    );
    refused(
        "brace",
        "src/leaf.rs",
        "pub fn f() {\n    {\n}\n",
        std,
        "line 1: `{` is never closed",
    );
    refused(
        "bracket",
        "src/leaf.rs",
        "pub fn f() {\n    (]\n}\n",
        std,
        "line 2: unbalanced `]`",
    );
    refused(
        "mod",
        "src/leaf.rs",
        &leaf("mod inner;\n"),
        std,
        "out-of-line `mod inner;`",
    );
    refused(
        "include",
        "src/leaf.rs",
        &leaf("pub const D: &str = include_str!(\"d.txt\");\n"),
        std,
        "`include_str!` reads another file",
    );
    refused(
        "feature",
        "src/leaf.rs",
        &leaf("#[cfg(feature = \"fast\")]\npub fn f() {}\n"),
        std,
        "line 3: cannot decide cfg condition `feature = \"fast\"`",
    );
    // `any` with a false part and an undecided one is undecided.
    refused(
        "mixed",
        "src/leaf.rs",
        &leaf("#[cfg(any(unix, test))]\npub fn f() {}\n"),
        std,
        "cannot decide cfg condition `any(unix, test)`",
    );
    refused(
        "cfg-expr",
        "src/leaf.rs",
        "pub fn f() -> u32 {\n    #[cfg(test)]\n    return 1;\n    0\n}\n",
        std,
        "line 2: #[cfg] on `return`",
    );
    refused(
        "cfg-macro",
        "src/leaf.rs",
        &leaf("pub fn f() -> bool {\n    cfg!(feature = \"proconio\")\n}\n"),
        std,
        "cfg!(...) on a feature",
    );
    refused(
        "inner-cfg",
        "src/leaf.rs",
        &format!("#![cfg(test)]\n{LEAF}"),
        std,
        "#![cfg(...)] on a whole file",
    );
    refused(
        "expect",
        "src/leaf.rs",
        &leaf("#[expect(dead_code)]\nfn f() {}\n"),
        std,
        "#[expect(...)] needs Rust 1.81",
    );
    refused(
        "inline-const",
        "src/leaf.rs",
        &leaf("pub fn f() -> u32 {\n    const { 1 }\n}\n"),
        std,
        "inline const blocks need Rust 1.79",
    );

    // The gated proconio use, and itertools in the AtCoder flavour, are fine.
    let dir = fake_good("allowed");
    fs::write(
        dir.join("src/leaf.rs"),
        leaf("#[cfg(feature = \"proconio\")]\nmod p {\n    use proconio::source::Source;\n}\n"),
    )
    .unwrap();
    bundle(&dir, "b", Flavour::Std).unwrap();
    fs::write(
        dir.join("src/leaf.rs"),
        leaf("pub use itertools::Itertools;\n"),
    )
    .unwrap();
    bundle(&dir, "b", Flavour::AtCoder).unwrap();
}

/// The game every import form below solves: `mex {0, 1, 3}` and Euclid's
/// game on 25 7.
const FORM_ANSWER: &str = "2 Stan wins\n";

/// Ways a binary names the library. Each is a whole binary printing
/// [`FORM_ANSWER`].
const IMPORT_FORMS: &[(&str, &str)] = &[
    (
        "plain_use",
        "use cp_games::grundy::mex;\nfn main() {\n    let e = cp_games::problems::euclid_game::solve(&mut cp_games::input::Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", mex(&[0, 1, 3]), e.trim());\n}\n",
    ),
    (
        "grouped_nested_renamed",
        "use cp_games::{\n    grundy::{self, mex as m},\n    input::Input,\n    problems::{euclid_game},\n};\nfn main() {\n    let _ = grundy::mex(&[]);\n    let e = euclid_game::solve(&mut Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", m(&[0, 1, 3]), e.trim());\n}\n",
    ),
    (
        "renamed_modules",
        "use cp_games::grundy as g;\nuse cp_games::problems::euclid_game as eg;\nfn main() {\n    let e = eg::solve(&mut cp_games::input::Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", g::mex(&[0, 1, 3]), e.trim());\n}\n",
    ),
    (
        "use_in_function",
        "fn main() {\n    use cp_games::{grundy::mex, input::Input};\n    use cp_games::problems::euclid_game::solve;\n    let e = solve(&mut Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", mex(&[0, 1, 3]), e.trim());\n}\n",
    ),
    (
        "local_module",
        "mod helper {\n    pub fn m() -> usize {\n        cp_games::grundy::mex(&[0, 1, 3])\n    }\n    pub fn e() -> String {\n        cp_games::problems::euclid_game::solve(&mut cp_games::input::Input::new(\"25 7\\n0 0\\n\")).unwrap()\n    }\n}\nfn main() {\n    println!(\"{} {}\", helper::m(), helper::e().trim());\n}\n",
    ),
    (
        "crate_relative_own_modules",
        "mod a {\n    pub mod b {\n        use cp_games::grundy;\n        pub fn m() -> usize {\n            grundy::mex(&[0, 1, 3])\n        }\n    }\n}\nmod c {\n    use cp_games::input::Input;\n    pub fn e() -> String {\n        crate::d::solve(&mut Input::new(\"25 7\\n0 0\\n\")).unwrap()\n    }\n}\nmod d {\n    pub use cp_games::problems::euclid_game::solve;\n}\nfn main() {\n    println!(\"{} {}\", crate::a::b::m(), c::e().trim());\n}\n",
    ),
    (
        "super_through_a_use",
        "mod m {\n    use cp_games::grundy;\n    pub mod n {\n        pub fn x() -> usize {\n            super::grundy::mex(&[0, 1, 3])\n        }\n    }\n}\nfn main() {\n    let e = cp_games::problems::euclid_game::solve(&mut cp_games::input::Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", m::n::x(), e.trim());\n}\n",
    ),
    (
        "absolute",
        "use ::cp_games::problems::euclid_game;\nfn main() {\n    let e = euclid_game::solve(&mut ::cp_games::input::Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", ::cp_games::grundy::mex(&[0, 1, 3]), e.trim());\n}\n",
    ),
    (
        "extern_crate",
        "extern crate cp_games;\nfn main() {\n    let e = cp_games::problems::euclid_game::solve(&mut cp_games::input::Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", cp_games::grundy::mex(&[0, 1, 3]), e.trim());\n}\n",
    ),
    (
        "extern_crate_renamed",
        "extern crate cp_games as lib;\nfn main() {\n    let e = lib::problems::euclid_game::solve(&mut lib::input::Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", lib::grundy::mex(&[0, 1, 3]), e.trim());\n}\n",
    ),
    (
        "extern_crate_in_a_module",
        "mod m {\n    extern crate cp_games;\n    pub fn x() -> usize {\n        cp_games::grundy::mex(&[0, 1, 3])\n    }\n}\nfn main() {\n    let e = cp_games::problems::euclid_game::solve(&mut cp_games::input::Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", m::x(), e.trim());\n}\n",
    ),
    (
        "crate_renamed_by_use",
        "use cp_games as lib;\nuse lib::problems;\nfn main() {\n    let e = problems::euclid_game::solve(&mut lib::input::Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", lib::grundy::mex(&[0, 1, 3]), e.trim());\n}\n",
    ),
    (
        "self_renamed_in_a_group",
        "use cp_games::{self as cg};\nfn main() {\n    let e = cg::problems::euclid_game::solve(&mut cg::input::Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", cg::grundy::mex(&[0, 1, 3]), e.trim());\n}\n",
    ),
    (
        "module_imported_then_used",
        "use cp_games::problems;\nuse cp_games::{input};\nfn main() {\n    let e = problems::euclid_game::solve(&mut input::Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", cp_games::grundy::mex(&[0, 1, 3]), e.trim());\n}\n",
    ),
    (
        "item_glob",
        "use cp_games::grundy::*;\nuse cp_games::input::*;\nfn main() {\n    let e = cp_games::problems::euclid_game::solve(&mut Input::new(\"25 7\\n0 0\\n\")).unwrap();\n    println!(\"{} {}\", mex(&[0, 1, 3]), e.trim());\n}\n",
    ),
];

/// The crate's own library, compiled by cargo for these tests, as rustc
/// arguments: what a binary of the crate is linked with.
fn crate_args() -> Vec<OsString> {
    rlib_args("cp_games")
}

/// A copy of this crate's library with `bins` as its binaries.
fn crate_with_bins(name: &str, bins: &[(&str, &str)]) -> Scratch {
    let dir = scratch(name);
    let mut pending = vec![PathBuf::from("src")];
    while let Some(rel) = pending.pop() {
        fs::create_dir_all(dir.join(&rel)).unwrap();
        for entry in fs::read_dir(root().join(&rel)).unwrap() {
            let path = entry.unwrap().path();
            let rel = rel.join(path.file_name().unwrap());
            if path.is_dir() {
                if rel != Path::new("src/bin") {
                    pending.push(rel);
                }
            } else {
                fs::copy(&path, dir.join(&rel)).unwrap();
            }
        }
    }
    fs::copy(root().join("Cargo.toml"), dir.join("Cargo.toml")).unwrap();
    fs::create_dir_all(dir.join("src/bin")).unwrap();
    for (bin, text) in bins {
        fs::write(dir.join(format!("src/bin/{bin}.rs")), text).unwrap();
    }
    dir
}

#[test]
fn every_import_form_bundles_and_answers_like_the_crate() {
    let dir = crate_with_bins("forms", IMPORT_FORMS);
    let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let mut jobs = Vec::new();
    for (form, source) in IMPORT_FORMS {
        // The command checks that the bundle compiles before it prints it.
        let out = cli(&dir, &args(&[form])).unwrap_or_else(|e| panic!("{form}: {e}"));
        let bundled = dir.join(format!("{form}_bundle.rs"));
        fs::write(&bundled, &out.text).unwrap();
        for edition in editions() {
            jobs.push(Job {
                bin: form.to_string(),
                src: bundled.clone(),
                exe: dir.join(format!("{form}_bundle_{edition}")),
                edition,
                opt: false,
                extra: Vec::new(),
            });
        }
        // The same source linked with the crate itself, as cargo builds it.
        let original = dir.join(format!("{form}.rs"));
        fs::write(&original, source).unwrap();
        jobs.push(Job {
            bin: form.to_string(),
            src: original,
            exe: dir.join(format!("{form}_crate")),
            edition: "2021",
            opt: false,
            extra: crate_args(),
        });
    }
    let failures = compile_all(&jobs);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for job in &jobs {
        let r = common::run_exe(&job.exe, b"", Duration::from_secs(20));
        assert_eq!(
            (r.code, String::from_utf8_lossy(&r.stdout).into_owned()),
            (Some(0), FORM_ANSWER.to_string()),
            "{}: {}",
            job.exe.display(),
            r.stderr
        );
    }
    println!(
        "{} import forms bundled, compiled and run; {}",
        IMPORT_FORMS.len(),
        editions_checked()
    );
}

#[test]
fn a_bundle_that_would_not_compile_is_refused() {
    // Glob imports of the crate or of a folder of modules are refused by
    // name; anything else the bundler misjudges is caught by compiling.
    let dir = crate_with_bins(
        "refused-forms",
        &[
            ("crate_glob", "use cp_games::*;\nfn main() {\n    println!(\"{}\", grundy::mex(&[]));\n}\n"),
            ("problems_glob", "use cp_games::problems::*;\nfn main() {\n    let _ = euclid_game::solve;\n}\n"),
            (
                "broken",
                "fn main() {\n    let x: u32 = cp_games::grundy::mex(&[]);\n    println!(\"{x}\");\n}\n",
            ),
        ],
    );
    let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    for (bin, needle) in [
        ("crate_glob", "src/bin/crate_glob.rs: line 1: cannot tell which modules `cp_games::*` uses"),
        ("problems_glob", "line 1: cannot tell which modules `cp_games::problems::*` uses"),
        (
            "broken",
            "the bundle does not compile with rustc --edition 2021: error[E0308]: mismatched types at line 5 of the bundle; nothing was written",
        ),
    ] {
        match cli(&dir, &args(&[bin])) {
            Ok(_) => panic!("{bin}: bundled"),
            Err(e) => assert!(
                e.contains(needle) && !e.contains('\n'),
                "{bin}: {e:?} lacks {needle:?}"
            ),
        }
    }
}
