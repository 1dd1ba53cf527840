//! A user's whole path, outside this repository: packages made with
//! `cargo new` that depend on this checkout (by path, by git, and as if
//! from a registry), binaries in two layouts (`src/bin/*.rs`, and
//! `[[bin]]` entries with their own paths as cargo-compete writes them) on
//! editions 2021 and 2024, a library crate of the user's own, nine ways of
//! naming the crates, a game of the user's own with `--explain` and
//! `--play`, and an AtCoder solution with proconio. The bundler is
//! installed as the README says (`cargo install --path bundler`) and run
//! as `cargo cp-bundle`; each bundle is compiled with plain rustc (stable
//! on edition 2021 and, where it has it, 2024; Rust 1.70 on 2021) and run
//! on the samples against the package's own binary.
//!
//! It installs and builds much (a few minutes), so it runs when asked, as
//! CI does:
//!
//! ```text
//! cargo test -p cp-games-bundle --test user_package -- --ignored
//! ```
//!
//! Rust 1.70 comes from rustup (`rustup toolchain install 1.70`): where it
//! is missing the test says so on stderr, and fails if
//! `CP_GAMES_REQUIRE_RUST_1_70` is set (CI sets it).

mod common;

use common::write;
use std::ffi::OsString;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Runs `cmd`, which must succeed; its output.
fn ok(cmd: &mut Command) -> Output {
    let out = cmd.stdin(Stdio::null()).output().unwrap();
    assert!(
        out.status.success(),
        "{cmd:?}: {}\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Appends `text` to the file at `path`.
fn append(path: &Path, text: &str) {
    let mut f = fs::OpenOptions::new().append(true).open(path).unwrap();
    f.write_all(text.as_bytes()).unwrap();
}

/// What an executable did with one input.
#[derive(Debug, PartialEq)]
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn run(exe: &Path, args: &[&str], input: &[u8]) -> Run {
    let mut child = Command::new(exe)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e}", exe.display()));
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// The compilers a bundle goes through: (name, rustc command, edition).
fn compilers() -> Vec<Compiler> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let version = cp_games_bundle::rustc_version().unwrap();
    let mut out = Vec::new();
    for edition in cp_games_bundle::editions(&version) {
        out.push((
            format!("{version}, edition {edition}"),
            vec![rustc.clone()],
            edition,
        ));
    }
    let old = Command::new("rustup")
        .args(["run", "1.70", "rustc", "--version"])
        .output();
    match old {
        Ok(o) if o.status.success() => {
            let v = String::from_utf8_lossy(&o.stdout).trim().to_string();
            let cmd = ["rustup", "run", "1.70", "rustc"]
                .map(OsString::from)
                .to_vec();
            out.push((format!("{v}, edition 2021"), cmd, "2021"));
        }
        _ => {
            assert!(
                std::env::var_os("CP_GAMES_REQUIRE_RUST_1_70").is_none(),
                "Rust 1.70 is not installed (rustup toolchain install 1.70)"
            );
            // Past the test harness's capture, so that a passing run shows it.
            let _ = writeln!(
                std::io::stderr(),
                "NOT CHECKED: bundles with Rust 1.70, which rustup does not have here"
            );
        }
    }
    out
}

/// The samples of one of cp-games' problems: (name, bytes).
fn samples(problem: &str) -> Vec<(String, Vec<u8>)> {
    let dir = repo().join("testdata").join(problem);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no samples in {}", dir.display());
    files
        .into_iter()
        .map(|p| (p.display().to_string(), fs::read(&p).unwrap()))
        .collect()
}

/// The user's library of snippets: std-only, with a module in a file, and
/// built on cp-games.
const SNIPPETS_LIB: &str = "//! My snippets.
pub mod nim;

/// Never used by a binary here.
pub fn unused() -> usize {
    nim::values(3, &[1])[3]
}
";

const SNIPPETS_NIM: &str = "/// The Grundy values 0..=n of the game whose move takes one of `moves`
/// stones.
pub fn values(n: usize, moves: &[u64]) -> Vec<usize> {
    let mut g: Vec<usize> = Vec::with_capacity(n + 1);
    let mut options = Vec::new();
    for h in 0..=n {
        options.clear();
        options.extend(moves.iter().filter(|&&s| s as usize <= h).map(|&s| g[h - s as usize]));
        g.push(cp_games::grundy::mex(&options));
    }
    g
}
";

/// A game of the user's own, solved with their snippets, with
/// `--explain` and `--play` as the crate's binaries have them.
const OWN_GAME: &str = "//! Take 1, 3 or 4 stones from one heap; who cannot move loses.
//! Input: T, then per test case n and n heaps (at most 10^5 each).
use cp_games::input::{self, Input, Result};
use snippets::*;

const MOVES: [u64; 3] = [1, 3, 4];
const LIMIT: usize = 100_000;

fn read(inp: &mut Input) -> Result<Vec<Vec<u64>>> {
    let t = inp.usize(\"the number of test cases\")?;
    let mut games = Vec::new();
    for _ in 0..t {
        let n = inp.usize(\"the number of heaps\")?;
        games.push(inp.u64s(\"heap\", n)?);
    }
    inp.end()?;
    Ok(games)
}

fn solve(inp: &mut Input) -> Result<String> {
    let table = nim::values(LIMIT, &MOVES);
    let mut out = String::new();
    for heaps in read(inp)? {
        let x = heaps.iter().fold(0, |x, &h| x ^ table[h as usize]);
        out += if x != 0 { \"First\\n\" } else { \"Second\\n\" };
    }
    Ok(out)
}

fn main() {
    #[cfg(feature = \"play\")]
    cp_games::play::offer(Heaps);
    input::run(solve);
}

#[cfg(feature = \"play\")]
struct Heaps;

#[cfg(feature = \"play\")]
impl cp_games::play::Game for Heaps {
    type Position = Vec<u64>;
    type Move = (usize, u64);

    fn read(&self, inp: &mut Input) -> Result<Vec<Vec<u64>>> {
        read(inp)
    }

    fn moves(&self, p: &Vec<u64>) -> Vec<(usize, u64)> {
        let mut out = Vec::new();
        for (i, &h) in p.iter().enumerate() {
            out.extend(MOVES.iter().filter(|&&s| s <= h).map(|&s| (i, s)));
        }
        out
    }

    fn apply(&self, p: &Vec<u64>, &(i, s): &(usize, u64)) -> Vec<u64> {
        let mut q = p.clone();
        q[i] -= s;
        q
    }

    fn winning_move(&self, p: &Vec<u64>) -> Option<(usize, u64)> {
        let table = nim::values(p.iter().copied().max().unwrap_or(0) as usize, &MOVES);
        let g = |h: u64| table[h as usize];
        let x = p.iter().fold(0, |x, &h| x ^ g(h));
        self.moves(p).into_iter().find(|&(i, s)| x ^ g(p[i]) ^ g(p[i] - s) == 0)
    }

    fn notation(&self) -> &'static str {
        \"`i s`: take s stones (1, 3 or 4) from heap i\"
    }

    fn parse_move(&self, p: &Vec<u64>, text: &str) -> std::result::Result<(usize, u64), String> {
        let w: Vec<u64> = text.split_whitespace().filter_map(|x| x.parse().ok()).collect();
        match w[..] {
            [i, s] if i >= 1 && i as usize <= p.len() && MOVES.contains(&s) && s <= p[i as usize - 1] => {
                Ok((i as usize - 1, s))
            }
            _ => Err(\"type a heap and 1, 3 or 4 stones that it has\".to_string()),
        }
    }

    fn show_move(&self, _: &Vec<u64>, &(i, s): &(usize, u64)) -> String {
        format!(\"{} {s}\", i + 1)
    }

    fn show(&self, p: &Vec<u64>) -> String {
        format!(\"Heaps: {p:?}\\n\")
    }

    fn explain(&self, p: &Vec<u64>) -> String {
        match self.winning_move(p) {
            Some((i, s)) => format!(\"The player to move wins: take {s} from heap {}.\\n\", i + 1),
            None => \"The player to move loses.\\n\".to_string(),
        }
    }
}
";

const OWN_GAME_INPUT: &str = "4\n1 2\n2 1 1\n3 5 6 7\n2 100000 99999\n";

/// One binary of a package and the samples it answers.
struct Bin {
    name: &'static str,
    inputs: Vec<(String, Vec<u8>)>,
}

fn bins(list: &[(&'static str, &str)]) -> Vec<Bin> {
    list.iter()
        .map(|&(name, problem)| Bin {
            name,
            inputs: if problem.is_empty() {
                vec![(
                    "the game's input".to_string(),
                    OWN_GAME_INPUT.as_bytes().to_vec(),
                )]
            } else {
                samples(problem)
            },
        })
        .collect()
}

/// `cargo new` in `dir`, with more arguments.
fn cargo_new(dir: &Path, args: &[&str]) {
    ok(Command::new(env!("CARGO"))
        .arg("new")
        .arg("--quiet")
        .args(args)
        .current_dir(dir));
}

/// A compiler a bundle goes through: its name, its command, the edition.
type Compiler = (String, Vec<OsString>, &'static str);

/// Builds `pkg` (no warning allowed), then bundles and compares each
/// binary with every compiler.
fn check_package(pkg: &Path, bins: &[Bin], path: &OsString) -> usize {
    let out = ok(Command::new(env!("CARGO"))
        .args(["build", "--bins"])
        .current_dir(pkg)
        .env("CARGO_TARGET_DIR", pkg.join("target")));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("warning"), "{}: {stderr}", pkg.display());
    bundle_and_compare(pkg, bins, &[], path, &[], &compilers(), |name, text| {
        assert!(
            !text.contains("explain") && !text.contains("play::"),
            "{name}:\n{text}"
        );
    })
}

/// Bundles each binary of the built package `pkg` with the installed
/// command (and `flags`), checks the text with `check`, compiles it with
/// each of `compilers` (and `extra` arguments; no warning allowed) and
/// compares its runs on the samples with the package's binary.
fn bundle_and_compare(
    pkg: &Path,
    bins: &[Bin],
    flags: &[&str],
    path: &OsString,
    extra: &[OsString],
    compilers: &[Compiler],
    check: impl Fn(&str, &str),
) -> usize {
    let target = pkg.join("target");
    let mut runs = 0;
    for bin in bins {
        let file = format!("{}_bundle.rs", bin.name);
        ok(Command::new(env!("CARGO"))
            .args(["cp-bundle", "--bin", bin.name, "-o", &file])
            .args(flags)
            .current_dir(pkg)
            .env("PATH", path)
            .env("CARGO_TARGET_DIR", &target));
        check(bin.name, &fs::read_to_string(pkg.join(&file)).unwrap());
        let exe = target.join("debug").join(bin.name);
        for (k, (compiler, rustc, edition)) in compilers.iter().enumerate() {
            let out_exe = pkg.join(format!("{}-bundle-{k}", bin.name));
            let out = ok(Command::new(&rustc[0])
                .args(&rustc[1..])
                .args(["--edition", edition, "-O", "-o"])
                .arg(&out_exe)
                .arg(pkg.join(&file))
                .args(extra));
            let warnings = String::from_utf8_lossy(&out.stderr);
            assert!(
                warnings.trim().is_empty(),
                "{} with {compiler}: {warnings}",
                bin.name
            );
            for (name, input) in &bin.inputs {
                let want = run(&exe, &[], input);
                assert_eq!(
                    want.code,
                    Some(0),
                    "{} on {name}: {}",
                    bin.name,
                    want.stderr
                );
                let got = run(&out_exe, &[], input);
                assert_eq!(
                    got, want,
                    "the bundle of {} ({compiler}) on {name}",
                    bin.name
                );
                runs += 1;
            }
        }
    }
    runs
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored (installs the bundler, builds packages)"]
fn a_users_own_packages_bundle_and_answer_like_their_binaries() {
    let base = std::env::temp_dir().join(format!("cp-bundle-user-{}", std::process::id()));
    let _ = fs::remove_dir_all(&base);
    fs::create_dir_all(&base).unwrap();
    let repo = repo();

    // The install, as the README gives it.
    let root = base.join("install");
    ok(Command::new(env!("CARGO"))
        .args(["install", "--quiet", "--path", "bundler", "--root"])
        .arg(&root)
        .current_dir(&repo));
    let mut path = OsString::from(root.join("bin"));
    path.push(":");
    path.push(std::env::var_os("PATH").unwrap_or_default());
    let version = ok(Command::new(env!("CARGO"))
        .args(["cp-bundle", "--version"])
        .env("PATH", &path));
    assert!(String::from_utf8_lossy(&version.stdout).starts_with("cargo-cp-bundle "));

    let cp_games_path = format!("cp-games = {{ path = {:?} }}\n", repo.display().to_string());
    let mut runs = 0;

    // The user's library of snippets, edition 2021.
    cargo_new(&base, &["--lib", "snippets", "--edition", "2021"]);
    let snippets = base.join("snippets");
    append(&snippets.join("Cargo.toml"), &cp_games_path);
    write(
        &snippets,
        &[("src/lib.rs", SNIPPETS_LIB), ("src/nim.rs", SNIPPETS_NIM)],
    );

    // A contest package, edition 2024: src/main.rs, src/bin/*.rs, a
    // [[bin]] of its own path, the snippets, and a `play` feature of its
    // own for its game's --explain and --play.
    cargo_new(&base, &["contest", "--edition", "2024"]);
    let contest = base.join("contest");
    append(
        &contest.join("Cargo.toml"),
        &format!(
            "{cp_games_path}snippets = {{ path = \"../snippets\" }}\n\n\
             [features]\ndefault = [\"play\"]\nplay = [\"cp-games/play\"]\n\n\
             [[bin]]\nname = \"contest-nim\"\npath = \"tasks/nim.rs\"\n"
        ),
    );
    write(
        &contest,
        &[
            (
                "src/main.rs",
                "fn main() {\n    cp_games::input::run(cp_games::problems::euclid_game::solve);\n}\n",
            ),
            (
                "src/bin/wythoff.rs",
                "use cp_games::{input, problems::wythoff_game as w};\n\nfn main() {\n    input::run(w::solve);\n}\n",
            ),
            (
                "src/bin/anti.rs",
                "extern crate cp_games as lib;\n\nfn main() {\n    lib::input::run(lib::problems::anti_nim::solve);\n}\n",
            ),
            (
                "src/bin/matching.rs",
                "mod helper {\n    pub use cp_games::problems::library_checker_bipartite_matching::solve;\n}\n\nfn main() {\n    cp_games::input::run(helper::solve);\n}\n",
            ),
            (
                "src/bin/globbed.rs",
                "use cp_games::*;\n\nfn main() {\n    input::run(problems::two_ended_nim::solve);\n}\n",
            ),
            ("tasks/nim.rs", OWN_GAME),
        ],
    );
    let contest_bins = bins(&[
        ("contest", "euclid_game"),
        ("wythoff", "wythoff_game"),
        ("anti", "anti_nim"),
        ("matching", "library_checker_bipartite_matching"),
        ("globbed", "two_ended_nim"),
        ("contest-nim", ""),
    ]);
    runs += check_package(&contest, &contest_bins, &path);
    // The user's game explains itself from their own binary.
    let exe = contest.join("target/debug/contest-nim");
    let explained = run(&exe, &["--explain"], OWN_GAME_INPUT.as_bytes());
    assert_eq!(explained.code, Some(0), "{}", explained.stderr);
    assert!(
        explained.stdout.starts_with(
            "Game 1:\nThe player to move loses.\n\nGame 2:\nThe player to move loses.\n\n\
             Game 3:\nThe player to move wins: take 1 from heap 1.\n"
        ),
        "{}",
        explained.stdout
    );

    // cargo-compete's layout, edition 2021, cp-games from git.
    cargo_new(&base, &["compete", "--edition", "2021"]);
    let compete = base.join("compete");
    fs::remove_file(compete.join("src/main.rs")).unwrap();
    append(
        &compete.join("Cargo.toml"),
        &format!(
            "cp-games = {{ git = \"file://{}\" }}\n\n\
             [[bin]]\nname = \"compete-a\"\npath = \"src/bin/a.rs\"\n\n\
             [[bin]]\nname = \"compete-b\"\npath = \"src/bin/b.rs\"\n",
            repo.display()
        ),
    );
    write(
        &compete,
        &[
            (
                "src/bin/a.rs",
                "use ::cp_games::problems::game_on_tree;\n\nfn main() {\n    ::cp_games::input::run(game_on_tree::solve);\n}\n",
            ),
            (
                "src/bin/b.rs",
                "use cp_games as lib;\nuse lib::input;\n\nfn main() {\n    input::run(lib::problems::stone_merge::solve);\n}\n",
            ),
        ],
    );
    runs += check_package(
        &compete,
        &bins(&[("compete-a", "game_on_tree"), ("compete-b", "stone_merge")]),
        &path,
    );
    let meta = ok(Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1"])
        .current_dir(&compete));
    assert!(String::from_utf8_lossy(&meta.stdout).contains("\"source\":\"git+file://"));

    // cp-games as if from crates.io: the packaged crate, vendored.
    let pkg_target = base.join("package-target");
    ok(Command::new(env!("CARGO"))
        .args([
            "package",
            "--quiet",
            "--no-verify",
            "--allow-dirty",
            "-p",
            "cp-games",
            "--target-dir",
        ])
        .arg(&pkg_target)
        .current_dir(&repo));
    let krate = fs::read_dir(pkg_target.join("package"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "crate"))
        .unwrap();
    cargo_new(&base, &["registry", "--edition", "2021"]);
    let registry = base.join("registry");
    let vendor = registry.join("vendor");
    fs::create_dir_all(&vendor).unwrap();
    ok(Command::new("tar")
        .arg("xzf")
        .arg(&krate)
        .arg("-C")
        .arg(&vendor));
    let unpacked = fs::read_dir(&vendor)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    fs::write(
        unpacked.join(".cargo-checksum.json"),
        "{\"files\":{},\"package\":null}",
    )
    .unwrap();
    write(
        &registry,
        &[
            (
                ".cargo/config.toml",
                "[source.crates-io]\nreplace-with = \"vendored\"\n\n[source.vendored]\ndirectory = \"vendor\"\n",
            ),
            (
                "src/main.rs",
                "fn main() {\n    use cp_games::problems::plate_game::solve;\n    cp_games::input::run(solve);\n}\n",
            ),
        ],
    );
    // The version of this checkout, which is the one vendored.
    let manifest = fs::read_to_string(repo.join("Cargo.toml")).unwrap();
    let version = manifest
        .lines()
        .find_map(|l| l.strip_prefix("version = \"")?.strip_suffix('"'))
        .expect("cp-games' version in its Cargo.toml");
    append(
        &registry.join("Cargo.toml"),
        &format!("cp-games = \"={version}\"\n"),
    );
    runs += check_package(&registry, &bins(&[("registry", "plate_game")]), &path);
    let meta = ok(Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1"])
        .current_dir(&registry));
    assert!(String::from_utf8_lossy(&meta.stdout)
        .contains("\"source\":\"registry+https://github.com/rust-lang/crates.io-index\""));

    // An AtCoder solution: proconio reads, cp-games solves. Refused for
    // judges without crates; the AtCoder flavour keeps proconio external.
    cargo_new(&base, &["atcoder", "--edition", "2021"]);
    let atcoder = base.join("atcoder");
    append(
        &atcoder.join("Cargo.toml"),
        &format!("{cp_games_path}proconio = \"0.5\"\n"),
    );
    write(
        &atcoder,
        &[(
            "src/main.rs",
            "use proconio::input;\n\nfn main() {\n    input! { n: usize, piles: [u64; n] }\n    let x = piles.iter().fold(0, |x, p| x ^ p);\n    let v: Vec<usize> = piles.iter().map(|&p| (p % 3) as usize).collect();\n    println!(\"{} {}\", if x != 0 { \"First\" } else { \"Second\" }, cp_games::grundy::mex(&v));\n}\n",
        )],
    );
    let refused = Command::new(env!("CARGO"))
        .args(["cp-bundle"])
        .current_dir(&atcoder)
        .env("PATH", &path)
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(
        stderr.starts_with("error: src/main.rs:1: uses the crate `proconio`: a judge without crates lacks it (AtCoder has it: --atcoder keeps it external)"),
        "{stderr}"
    );
    // The package is built first, so that the proconio library cargo
    // built is there to compile the bundle with, as a judge links it.
    ok(Command::new(env!("CARGO"))
        .args(["build", "--quiet"])
        .current_dir(&atcoder)
        .env("CARGO_TARGET_DIR", atcoder.join("target")));
    let proconio = fs::read_dir(atcoder.join("target/debug/deps"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            let n = p.file_name().unwrap().to_string_lossy();
            n.starts_with("libproconio-") && n.ends_with(".rlib")
        })
        .expect("proconio's library");
    let mut extern_arg = OsString::from("proconio=");
    extern_arg.push(&proconio);
    let mut dep_arg = OsString::from("dependency=");
    dep_arg.push(proconio.parent().unwrap());
    let extra = ["--extern".into(), extern_arg, "-L".into(), dep_arg];
    let atcoder_bins = vec![Bin {
        name: "atcoder",
        inputs: vec![
            ("3 piles".to_string(), b"3\n1 2 4\n".to_vec()),
            ("2 piles".to_string(), b"2\n5 5\n".to_vec()),
        ],
    }];
    // Compiled with this toolchain's rustc alone, the one that built
    // proconio.
    let stable: Vec<Compiler> = compilers().into_iter().take(1).collect();
    runs += bundle_and_compare(
        &atcoder,
        &atcoder_bins,
        &["--atcoder"],
        &path,
        &extra,
        &stable,
        |_, text| {
            assert!(text.contains("use proconio::input;"), "{text}");
        },
    );

    println!("{runs} runs of bundles compared with their packages' binaries");
    let _ = fs::remove_dir_all(&base);
}
