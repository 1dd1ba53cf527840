//! A user's whole path, outside this repository: packages made with
//! `cargo new` that depend on this checkout (by path, by git, and as if
//! from a registry), binaries in two layouts (`src/bin/*.rs`, and
//! `[[bin]]` entries with their own paths as cargo-compete writes them) on
//! editions 2021 and 2024, a library crate of the user's own, nine ways of
//! naming the crates, a game of the user's own with `--explain` and
//! `--play`, a solution with proconio (carried without crates, external
//! for AtCoder), solutions with ac-library-rs 0.2 from crates.io, and a
//! package that tests its samples with `cp_games::samples` (a checker
//! passes a matching the expected output does not spell, and fails a
//! smaller one) and says its own version (`cp_games::run!`). The
//! bundler is installed as the README says (`cargo install --locked
//! --path bundler`) and run as `cargo cp-bundle`; each bundle is compiled
//! with plain rustc (stable and Rust 1.70, on the bundle's edition, 2021)
//! and run on the samples, or on random inputs, against the package's own
//! binary.
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
use std::sync::OnceLock;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Runs `cmd`, which must succeed; its output.
fn ok(cmd: &mut Command) -> Output {
    let out = cmd.stdin(Stdio::null()).output().unwrap();
    succeeded(cmd, out)
}

/// `out`, the output of `cmd`, which must have succeeded.
fn succeeded(cmd: &Command, out: Output) -> Output {
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

/// The compilers a bundle goes through: (name, rustc command, edition):
/// stable and Rust 1.70, on the bundle's edition, 2021.
fn compilers() -> Vec<Compiler> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let version = cp_games_bundle::rustc_version().unwrap();
    let mut out = vec![(format!("{version}, edition 2021"), vec![rustc], "2021")];
    if common::rust_1_70() {
        let v = ok(Command::new("rustup").args(["run", "1.70", "rustc", "--version"]));
        let v = String::from_utf8_lossy(&v.stdout).trim().to_string();
        let cmd = ["rustup", "run", "1.70", "rustc"]
            .map(OsString::from)
            .to_vec();
        out.push((format!("{v}, edition 2021"), cmd, "2021"));
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
impl cp_games::strategy::Strategy for Heaps {
    type Position = Vec<u64>;
    type Move = (usize, u64);

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
}

#[cfg(feature = \"play\")]
impl cp_games::play::Game for Heaps {
    fn read(&self, inp: &mut Input) -> Result<Vec<Vec<u64>>> {
        read(inp)
    }

    fn show(&self, p: &Vec<u64>) -> String {
        format!(\"Heaps: {p:?}\\n\")
    }

    fn explain(&self, p: &Vec<u64>) -> String {
        use cp_games::strategy::Strategy;
        match self.winning_move(p) {
            Some((i, s)) => format!(\"The player to move wins: take {s} from heap {}.\\n\", i + 1),
            None => \"The player to move loses.\\n\".to_string(),
        }
    }
}
";

/// [`OWN_GAME`] as a value that `serve!` serves, its game under the
/// package's `play` feature.
fn own_game_value() -> String {
    let main = "fn main() {\n    #[cfg(feature = \"play\")]\n    cp_games::play::offer(Heaps);\n    input::run(solve);\n}\n";
    assert!(OWN_GAME.contains(main));
    OWN_GAME
        .replace("use cp_games::input::{self, Input, Result};", "use cp_games::input::{Input, Result};")
        .replace(
            main,
            "fn main() {\n    cp_games::serve!(cp_games::binary::Binary {\n        name: \"contest-nim-value\",\n        judge: cp_games::binary::Batch(solve),\n        #[cfg(feature = \"play\")]\n        game: Some(|| Box::new(Heaps)),\n        #[cfg(feature = \"play\")]\n        interactor: None,\n    });\n}\n",
        )
}

/// ac-library-rs's convolution and modint, with cp-games' mex.
const ACL_CONV: &str = r#"use ac_library::{convolution, ModInt998244353 as Mint};
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<u64> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, m) = (v[0] as usize, v[1] as usize);
    let a: Vec<Mint> = v[2..2 + n].iter().map(|&x| Mint::new(x)).collect();
    let b: Vec<Mint> = v[2 + n..2 + n + m].iter().map(|&x| Mint::new(x)).collect();
    let c = convolution::convolution(&a, &b);
    let sum: Mint = c.iter().copied().sum();
    let small: Vec<usize> = v[2..2 + n].iter().map(|&x| (x % 7) as usize).collect();
    println!("{} {} {}", c.len(), sum, cp_games::grundy::mex(&small));
    for x in c.iter().take(5) {
        print!("{} ", x.pow(3) * Mint::new(2).inv());
    }
    println!("{}", ac_library::math::floor_sum(n as i64 + 1, 7, 3, 2));
}
"#;

/// A lazy segment tree with a monoid and a map of the user's own, and a
/// Fenwick tree.
const ACL_LAZY: &str = r#"use ac_library::lazysegtree::{LazySegtree, MapMonoid};
use ac_library::segtree::Monoid;
use ac_library::FenwickTree;
use std::io::Read;

struct MinCount;
impl Monoid for MinCount {
    type S = (i64, usize);
    fn identity() -> Self::S {
        (i64::MAX, 0)
    }
    fn binary_operation(a: &Self::S, b: &Self::S) -> Self::S {
        match a.0.cmp(&b.0) {
            std::cmp::Ordering::Less => *a,
            std::cmp::Ordering::Greater => *b,
            std::cmp::Ordering::Equal => (a.0, a.1 + b.1),
        }
    }
}

struct Add;
impl MapMonoid for Add {
    type M = MinCount;
    type F = i64;
    fn identity_map() -> i64 {
        0
    }
    fn mapping(&f: &i64, &(x, c): &(i64, usize)) -> (i64, usize) {
        if c == 0 { (x, c) } else { (x + f, c) }
    }
    fn composition(&f: &i64, &g: &i64) -> i64 {
        f + g
    }
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_whitespace().map(|t| t.parse::<i64>().unwrap());
    let (n, q) = (it.next().unwrap() as usize, it.next().unwrap() as usize);
    let a: Vec<(i64, usize)> = (0..n).map(|_| (it.next().unwrap(), 1)).collect();
    let mut tree = LazySegtree::<Add>::from(a.clone());
    let mut fen = FenwickTree::new(n, 0i64);
    for (i, &(x, _)) in a.iter().enumerate() {
        fen.add(i, x);
    }
    for _ in 0..q {
        let (t, l, r, x) = (it.next().unwrap(), it.next().unwrap() as usize, it.next().unwrap() as usize, it.next().unwrap());
        let (l, r) = (l.min(r), l.max(r) + 1);
        if t == 0 {
            tree.apply_range(l..r, x);
            fen.add(l, x);
        } else {
            let (m, c) = tree.prod(l..r);
            println!("{m} {c} {}", fen.sum(l..r));
        }
    }
}
"#;

/// Union-find, strongly connected components, a maximum flow and 2-SAT on
/// one graph.
const ACL_GRAPH: &str = r#"use ac_library::{Dsu, MfGraph, SccGraph, TwoSat};
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<usize> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, m) = (v[0], v[1]);
    let edges: Vec<(usize, usize, u64)> = (0..m).map(|i| (v[2 + 3 * i], v[3 + 3 * i], v[4 + 3 * i] as u64)).collect();
    let mut dsu = Dsu::new(n);
    let mut scc = SccGraph::new(n);
    let mut flow = MfGraph::<u64>::new(n);
    let mut sat = TwoSat::new(n);
    for &(a, b, c) in &edges {
        dsu.merge(a, b);
        scc.add_edge(a, b);
        flow.add_edge(a, b, c);
        sat.add_clause(a, c % 2 == 0, b, c % 3 == 0);
    }
    let groups = scc.scc();
    let sizes: Vec<usize> = groups.iter().map(|g| g.len()).collect();
    println!("{} {:?}", dsu.groups().len(), sizes);
    println!("{}", flow.flow(0, n - 1));
    println!("{} {:?}", sat.satisfiable(), if sat.satisfiable() { sat.answer().to_vec() } else { vec![] });
}
"#;

/// A random input for one of the ac-library-rs binaries (0: conv, 1: lazy,
/// 2: graph), from a seed.
fn acl_input(kind: usize, seed: u64) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move |below: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % below
    };
    let mut out = String::new();
    match kind {
        0 => {
            let (n, m) = (1 + next(60), 1 + next(60));
            out.push_str(&format!("{n} {m}\n"));
            for _ in 0..n + m {
                out.push_str(&format!("{} ", next(998_244_353)));
            }
        }
        1 => {
            let (n, q) = (1 + next(50), 1 + next(60));
            out.push_str(&format!("{n} {q}\n"));
            for _ in 0..n {
                out.push_str(&format!("{} ", next(2000) as i64 - 1000));
            }
            for _ in 0..q {
                out.push_str(&format!(
                    "\n{} {} {} {}",
                    next(2),
                    next(n),
                    next(n),
                    next(200) as i64 - 100
                ));
            }
        }
        _ => {
            let (n, m) = (2 + next(12), next(30));
            out.push_str(&format!("{n} {m}\n"));
            for _ in 0..m {
                out.push_str(&format!("{} {} {}\n", next(n), next(n), 1 + next(20)));
            }
        }
    }
    out.push('\n');
    out.into_bytes()
}

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

/// The bundler installed as the README says (`cargo install --locked
/// --path bundler`), once for the tests of this file: the `PATH` under
/// which `cargo cp-bundle` is the installed command. Started by
/// [`install_in_background`], it waits for the install to end.
fn installed() -> &'static OsString {
    static PATH: OnceLock<OsString> = OnceLock::new();
    PATH.get_or_init(|| {
        let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cp-bundle-install");
        let _ = fs::remove_dir_all(&root);
        ok(Command::new(env!("CARGO"))
            .args([
                "install", "--quiet", "--locked", "--path", "bundler", "--root",
            ])
            .arg(&root)
            .current_dir(repo()));
        let mut path = OsString::from(root.join("bin"));
        path.push(":");
        path.push(std::env::var_os("PATH").unwrap_or_default());
        let version = ok(Command::new(env!("CARGO"))
            .args(["cp-bundle", "--version"])
            .env("PATH", &path));
        assert!(String::from_utf8_lossy(&version.stdout).starts_with("cargo-cp-bundle "));
        path
    })
}

/// Starts [`installed`]'s install (a release build of the bundler, minutes)
/// on a thread of its own, once: each test makes and builds its packages
/// meanwhile, and waits for it before its first `cargo cp-bundle`. Where
/// the install fails, the test that asks for it installs again and fails
/// with cargo's message.
fn install_in_background() {
    static STARTED: std::sync::Once = std::sync::Once::new();
    STARTED.call_once(|| {
        std::thread::spawn(|| {
            installed();
        });
    });
}

/// The build folder (cargo's `build.build-dir`) all the packages of a run
/// share, each with a target folder of its own, as one user's packages
/// may: cp-games and the crates it needs are compiled once per profile and
/// features, not once per package. Made anew at each run (a registry's
/// package of the same version from an earlier run must not be taken).
fn build_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    common::made_anew(&DIR, "user-packages-build")
}

/// `cargo new NAME` in `base`, with more arguments (`--lib`, `--edition`),
/// and `deps` at the end of its Cargo.toml (its `[dependencies]`, and
/// any table after them): the package's folder.
fn cargo_new(base: &Path, name: &str, args: &[&str], deps: &str) -> PathBuf {
    ok(Command::new(env!("CARGO"))
        .args(["new", "--quiet", name])
        .args(args)
        .current_dir(base));
    let pkg = base.join(name);
    append(&pkg.join("Cargo.toml"), deps);
    pkg
}

/// A compiler a bundle goes through: its name, its command, the edition.
type Compiler = (String, Vec<OsString>, &'static str);

/// Compiles `src` as judges do (`-O`, on the compiler's edition) with each
/// of `compilers`, side by side, into `exe(k)` for the `k`th, with `extra`
/// arguments; each must succeed: the executables, and each compile's
/// output.
fn compile_with_each(
    compilers: &[Compiler],
    src: &Path,
    exe: impl Fn(usize) -> PathBuf,
    extra: &[OsString],
) -> Vec<(PathBuf, Output)> {
    let started: Vec<_> = compilers
        .iter()
        .enumerate()
        .map(|(k, (_, rustc, edition))| {
            let out_exe = exe(k);
            let mut cmd = Command::new(&rustc[0]);
            cmd.args(&rustc[1..])
                .args(["--edition", edition, "-O", "-o"])
                .arg(&out_exe)
                .arg(src)
                .args(extra)
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped());
            let child = cmd.spawn().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
            (out_exe, cmd, child)
        })
        .collect();
    started
        .into_iter()
        .map(|(out_exe, cmd, child)| {
            let out = child.wait_with_output().unwrap();
            (out_exe, succeeded(&cmd, out))
        })
        .collect()
}

/// Builds `pkg` (no warning allowed), then bundles and compares each
/// binary with every compiler, with the installed bundler.
fn check_package(pkg: &Path, bins: &[Bin]) -> usize {
    let out = ok(Command::new(env!("CARGO"))
        .args(["build", "--bins"])
        .current_dir(pkg)
        .env("CARGO_TARGET_DIR", pkg.join("target"))
        .env("CARGO_BUILD_BUILD_DIR", build_dir()));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("warning"), "{}: {stderr}", pkg.display());
    let path = installed();
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
            .env("CARGO_TARGET_DIR", &target)
            .env("CARGO_BUILD_BUILD_DIR", build_dir()));
        check(bin.name, &fs::read_to_string(pkg.join(&file)).unwrap());
        let exe = target.join("debug").join(bin.name);
        let compiled = compile_with_each(
            compilers,
            &pkg.join(&file),
            |k| pkg.join(format!("{}-bundle-{k}", bin.name)),
            extra,
        );
        for ((compiler, _, _), (out_exe, out)) in compilers.iter().zip(compiled) {
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

/// Runs `check` in a folder of its own for one test's packages, made
/// anew (`name` and this process's id, in the system's temporary folder,
/// outside this workspace), with the bundler's install started; prints
/// how many runs it compared, and removes the folder when it passes. Each
/// test below makes its packages so, and the tests run side by side; they
/// share [`build_dir`].
fn in_packages_folder(name: &str, check: impl FnOnce(&Path) -> usize) {
    let base = std::env::temp_dir().join(format!("cp-bundle-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&base);
    fs::create_dir_all(&base).unwrap();
    install_in_background();
    let runs = check(&base);
    println!("{runs} runs of bundles compared with their packages' binaries");
    let _ = fs::remove_dir_all(&base);
}

/// The dependency line that takes cp-games from this checkout, by path.
fn cp_games_by_path() -> String {
    format!(
        "cp-games = {{ path = {:?} }}\n",
        repo().display().to_string()
    )
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored (installs the bundler, builds packages)"]
fn a_contest_package_with_a_library_and_a_game_of_its_own_bundles_and_answers_like_its_binaries() {
    in_packages_folder("contest", |base| {
        let cp_games_path = cp_games_by_path();
        let mut runs = 0;

        // The user's library of snippets, edition 2021.
        let snippets = cargo_new(
            base,
            "snippets",
            &["--lib", "--edition", "2021"],
            &cp_games_path,
        );
        write(
            &snippets,
            &[("src/lib.rs", SNIPPETS_LIB), ("src/nim.rs", SNIPPETS_NIM)],
        );

        // A contest package, edition 2024: src/main.rs, src/bin/*.rs, a
        // [[bin]] of its own path, the snippets, and a `play` feature of its
        // own for its game's --explain and --play.
        let contest = cargo_new(
            base,
            "contest",
            &["--edition", "2024"],
            &format!(
                "{cp_games_path}snippets = {{ path = \"../snippets\" }}\n\n\
             [features]\ndefault = [\"play\"]\nplay = [\"cp-games/play\"]\n\n\
             [[bin]]\nname = \"contest-nim\"\npath = \"tasks/nim.rs\"\n\n\
             [[bin]]\nname = \"contest-nim-value\"\npath = \"tasks/nim_value.rs\"\n"
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
                ("tasks/nim_value.rs", &own_game_value()),
            ],
        );
        let contest_bins = bins(&[
            ("contest", "euclid_game"),
            ("wythoff", "wythoff_game"),
            ("anti", "anti_nim"),
            ("matching", "library_checker_bipartite_matching"),
            ("globbed", "two_ended_nim"),
            ("contest-nim", ""),
            ("contest-nim-value", ""),
        ]);
        runs += check_package(&contest, &contest_bins);
        // The user's game explains itself from their own binary, offered
        // with `play::offer` or as its value's game.
        for bin in ["contest-nim", "contest-nim-value"] {
            let exe = contest.join("target/debug").join(bin);
            let explained = run(&exe, &["--explain"], OWN_GAME_INPUT.as_bytes());
            assert_eq!(explained.code, Some(0), "{bin}: {}", explained.stderr);
            assert!(
                explained.stdout.starts_with(
                    "Game 1:\nThe player to move loses.\n\nGame 2:\nThe player to move loses.\n\n\
                 Game 3:\nThe player to move wins: take 1 from heap 1.\n"
                ),
                "{bin}: {}",
                explained.stdout
            );
        }

        runs
    });
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored (installs the bundler, builds packages)"]
fn a_package_in_cargo_competes_layout_with_cp_games_from_git_bundles_and_answers() {
    in_packages_folder("compete", |base| {
        let repo = repo();
        let mut runs = 0;

        // cargo-compete's layout, edition 2021, cp-games from git.
        let compete = cargo_new(
            base,
            "compete",
            &["--edition", "2021"],
            &format!(
                "cp-games = {{ git = \"file://{}\" }}\n\n\
             [[bin]]\nname = \"compete-a\"\npath = \"src/bin/a.rs\"\n\n\
             [[bin]]\nname = \"compete-b\"\npath = \"src/bin/b.rs\"\n",
                repo.display()
            ),
        );
        fs::remove_file(compete.join("src/main.rs")).unwrap();
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
        );
        let meta = ok(Command::new(env!("CARGO"))
            .args(["metadata", "--format-version", "1"])
            .current_dir(&compete));
        assert!(String::from_utf8_lossy(&meta.stdout).contains("\"source\":\"git+file://"));

        runs
    });
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored (installs the bundler, builds packages)"]
fn a_package_with_cp_games_from_a_registry_bundles_and_answers() {
    in_packages_folder("registry", |base| {
        let repo = repo();
        let mut runs = 0;

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
        let registry = cargo_new(base, "registry", &["--edition", "2021"], "");
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
        runs += check_package(&registry, &bins(&[("registry", "plate_game")]));
        let meta = ok(Command::new(env!("CARGO"))
            .args(["metadata", "--format-version", "1"])
            .current_dir(&registry));
        assert!(String::from_utf8_lossy(&meta.stdout)
            .contains("\"source\":\"registry+https://github.com/rust-lang/crates.io-index\""));

        runs
    });
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored (installs the bundler, builds packages)"]
fn a_proconio_solution_bundles_with_proconio_carried_or_external() {
    in_packages_folder("atcoder", |base| {
        let cp_games_path = cp_games_by_path();
        let mut runs = 0;

        // An AtCoder solution: proconio reads, cp-games solves. Refused for
        // judges without crates; the AtCoder flavour keeps proconio external.
        let atcoder = cargo_new(
            base,
            "atcoder",
            &["--edition", "2021"],
            &format!("{cp_games_path}proconio = \"0.5\"\n"),
        );
        write(
            &atcoder,
            &[(
                "src/main.rs",
                "use proconio::input;\n\nfn main() {\n    input! { n: usize, piles: [u64; n] }\n    let x = piles.iter().fold(0, |x, p| x ^ p);\n    let v: Vec<usize> = piles.iter().map(|&p| (p % 3) as usize).collect();\n    println!(\"{} {}\", if x != 0 { \"First\" } else { \"Second\" }, cp_games::grundy::mex(&v));\n}\n",
            )],
        );
        // Without crates, proconio (std only) is carried like a library of
        // one's own.
        let atcoder_bins = vec![Bin {
            name: "atcoder",
            inputs: vec![
                ("3 piles".to_string(), b"3\n1 2 4\n".to_vec()),
                ("2 piles".to_string(), b"2\n5 5\n".to_vec()),
            ],
        }];
        ok(Command::new(env!("CARGO"))
            .args(["build", "--quiet"])
            .current_dir(&atcoder)
            .env("CARGO_TARGET_DIR", atcoder.join("target"))
            .env("CARGO_BUILD_BUILD_DIR", build_dir()));
        let path = installed();
        runs += bundle_and_compare(
            &atcoder,
            &atcoder_bins,
            &[],
            path,
            &[],
            &compilers(),
            |_, text| {
                assert!(text.contains("\n#[allow(warnings)]mod proconio{"), "{text}");
            },
        );
        // The package is built first, so that the proconio library cargo
        // built is there (in the shared build folder) to compile the bundle
        // with, as a judge links it.
        ok(Command::new(env!("CARGO"))
            .args(["build", "--quiet"])
            .current_dir(&atcoder)
            .env("CARGO_TARGET_DIR", atcoder.join("target"))
            .env("CARGO_BUILD_BUILD_DIR", build_dir()));
        let proconio = fs::read_dir(build_dir().join("debug/deps"))
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
        // Compiled with this toolchain's rustc alone, the one that built
        // proconio.
        let stable: Vec<Compiler> = compilers().into_iter().take(1).collect();
        runs += bundle_and_compare(
            &atcoder,
            &atcoder_bins,
            &["--atcoder"],
            path,
            &extra,
            &stable,
            |_, text| {
                assert!(text.contains("use proconio::input;"), "{text}");
                assert!(!text.contains("mod proconio"), "{text}");
            },
        );

        runs
    });
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored (installs the bundler, builds packages)"]
fn solutions_with_ac_library_rs_bundle_and_answer_like_their_binaries() {
    in_packages_folder("acl", |base| {
        let cp_games_path = cp_games_by_path();
        let mut runs = 0;

        // ac-library-rs 0.2 from crates.io (edition 2018) with cp-games: for a
        // judge without crates both are carried, and the bundles answer as the
        // binaries on random inputs that reach several of its modules.
        let acl = cargo_new(
            base,
            "acl",
            &["--edition", "2021"],
            &format!("{cp_games_path}ac-library-rs = \"0.2\"\n"),
        );
        fs::remove_file(acl.join("src/main.rs")).unwrap();
        write(
            &acl,
            &[
                ("src/bin/conv.rs", ACL_CONV),
                ("src/bin/lazy.rs", ACL_LAZY),
                ("src/bin/graph.rs", ACL_GRAPH),
            ],
        );
        ok(Command::new(env!("CARGO"))
            .args(["build", "--quiet", "--bins"])
            .current_dir(&acl)
            .env("CARGO_TARGET_DIR", acl.join("target"))
            .env("CARGO_BUILD_BUILD_DIR", build_dir()));
        let acl_bins: Vec<Bin> = [("conv", 0), ("lazy", 1), ("graph", 2)]
            .iter()
            .map(|&(name, kind)| Bin {
                name,
                inputs: (1..=40)
                    .map(|seed| (format!("seed {seed}"), acl_input(kind, seed)))
                    .collect(),
            })
            .collect();
        let path = installed();
        runs += bundle_and_compare(
            &acl,
            &acl_bins,
            &[],
            path,
            &[],
            &compilers(),
            |name, text| {
                assert!(
                    text.contains(
                        "\n// ac-library-rs 0.2.0 (license CC0-1.0) as `mod ac_library`: "
                    ) && text.contains("\n#[allow(warnings)]mod ac_library{"),
                    "{name}:\n{text}"
                );
            },
        );

        runs
    });
}

/// The README's problem solved with no bound on a heap (the samples here
/// are small) and its words written out, ending in `cp_games::run!`.
const NIM_MAIN: &str = "use cp_games::grundy;
use cp_games::input::{Input, Result};

fn solve(inp: &mut Input) -> Result<String> {
    let n = inp.usize(\"the number of heaps\")?;
    let heaps = inp.usizes(\"heap\", n)?;
    inp.end()?;
    let top = heaps.iter().copied().max().unwrap_or(0);
    let moves = |h: usize| [1, 3, 4].into_iter().filter(move |&t| t <= h).map(move |t| h - t);
    let g = grundy::table(top + 1, moves);
    let first = grundy::first_player_wins(heaps.iter().map(|&h| g[h]));
    Ok(if first { \"First\\n\" } else { \"Second\\n\" }.to_string())
}

fn main() {
    cp_games::run!(solve);
}
";

/// A maximum matching in the Library Checker's format, its pairs listed
/// from the last left vertex: right, but not the expected output's text.
/// `{drop}` is a line that breaks it.
const MATCHING_MAIN: &str = "use cp_games::input::{Input, Result};
use cp_games::problems::library_checker_bipartite_matching::read;

fn solve(inp: &mut Input) -> Result<String> {
    let mut pairs: Vec<(usize, usize)> = read(inp)?.max_matching().pairs().collect();
    pairs.reverse();
    {drop}
    let mut out = format!(\"{}\\n\", pairs.len());
    for (a, b) in pairs {
        out += &format!(\"{a} {b}\\n\");
    }
    Ok(out)
}

fn main() {
    cp_games::run!(solve);
}
";

/// The user's sample test, as the README gives it, with a checker for
/// each of `bins`.
fn samples_test(bins: &[&str]) -> String {
    let checkers: String = bins
        .iter()
        .map(|b| format!("\n        .checker({b:?}, checkers::bipartite_matching)"))
        .collect();
    format!(
        "use cp_games::samples::{{checkers, Samples}};\n\n#[test]\nfn samples() {{\n    \
         Samples::new(env!(\"CARGO_MANIFEST_DIR\")){checkers}\n        .run();\n}}\n"
    )
}

/// `cargo test` in the package `pkg` with `args`: its output, stdout then
/// stderr, and whether it passed.
fn cargo_test(pkg: &Path, args: &[&str]) -> (String, bool) {
    let out = Command::new(env!("CARGO"))
        .arg("test")
        .args(args)
        .current_dir(pkg)
        .env("CARGO_TARGET_DIR", pkg.join("target"))
        .env("CARGO_BUILD_BUILD_DIR", build_dir())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (text, out.status.success())
}

/// A package made with `cargo new` tests its samples with
/// `cp_games::samples` (tests/samples.rs, `cargo test`): a binary whose
/// matching is right but not the expected output's text passes through
/// the checker, and one that prints a smaller matching fails with the
/// input's name and why. Its binaries, on `cp_games::run!`, say the
/// package's own name and version, and so does their bundle, compiled
/// with stable and Rust 1.70.
#[test]
#[ignore = "full tier: cargo test -- --include-ignored (installs the bundler, builds packages)"]
fn a_users_package_tests_its_samples_and_says_its_own_version() {
    install_in_background();
    let base = std::env::temp_dir().join(format!("cp-samples-user-{}", std::process::id()));
    let _ = fs::remove_dir_all(&base);
    fs::create_dir_all(&base).unwrap();
    let pkg = cargo_new(&base, "round", &["--edition", "2021"], &cp_games_by_path());
    let manifest = fs::read_to_string(pkg.join("Cargo.toml"))
        .unwrap()
        .replace("version = \"0.1.0\"", "version = \"1.4.2\"");
    fs::write(pkg.join("Cargo.toml"), manifest).unwrap();
    let sample_in =
        fs::read_to_string(repo().join("testdata/library_checker_bipartite_matching/01-sample.in"))
            .unwrap();
    let sample_out = cp_games::problems::library_checker_bipartite_matching::solve(
        &mut cp_games::input::Input::new(sample_in.as_str()),
    )
    .unwrap();
    write(
        &pkg,
        &[
            ("src/main.rs", NIM_MAIN),
            ("test/round/sample-1.in", "3\n1 2 5\n"),
            ("test/round/sample-1.out", "First\n"),
            ("test/round/sample-2.in", "2\n2 2\n"),
            ("test/round/sample-2.out", "Second\n"),
            ("src/bin/matching.rs", &MATCHING_MAIN.replace("{drop}", "")),
            ("testdata/matching/01-sample.in", &sample_in),
            ("testdata/matching/01-sample.out", &sample_out),
            (
                "src/bin/wrong.rs",
                &MATCHING_MAIN.replace("{drop}", "pairs.pop();"),
            ),
            ("testdata/wrong/01-sample.in", &sample_in),
            ("testdata/wrong/01-sample.out", &sample_out),
            ("tests/samples.rs", &samples_test(&["matching", "wrong"])),
        ],
    );

    // The wrong binary fails, named with its input and why; the others pass.
    let (text, passed) = cargo_test(&pkg, &[]);
    assert!(!passed, "{text}");
    let size = sample_out.lines().count() - 1;
    let want = format!(
        "samples: 1 failure (1 of 4 cases failed)\n\n\
         wrong on testdata/wrong/01-sample.in: the checker: the output's matching has {} \
         pairs, the expected output's {size}: it is not maximum\n  exit status 0; nothing on \
         stderr\n\n\
         passed: 3 sample cases of 3 binaries: matching 1 (checker), round 2, wrong 0 (checker)\n",
        size - 1
    );
    assert!(text.contains(&want), "{text}");

    // The right binary's text is not the expected output's: the checker
    // is what passes it.
    let exe = |bin: &str| pkg.join("target/debug").join(bin);
    let matching = run(&exe("matching"), &[], sample_in.as_bytes());
    assert_eq!(matching.code, Some(0), "{}", matching.stderr);
    assert_ne!(matching.stdout, sample_out);

    // Without the wrong binary, `cargo test` passes and says what it ran.
    fs::remove_file(pkg.join("src/bin/wrong.rs")).unwrap();
    fs::remove_dir_all(pkg.join("testdata/wrong")).unwrap();
    write(&pkg, &[("tests/samples.rs", &samples_test(&["matching"]))]);
    let (text, passed) = cargo_test(&pkg, &["--", "--nocapture"]);
    assert!(passed, "{text}");
    assert!(
        text.contains("\n3 sample cases of 2 binaries: matching 1 (checker), round 2\n"),
        "{text}"
    );

    // `--version` names the package, at its version; `--help` says so.
    for bin in ["round", "matching"] {
        let v = run(&exe(bin), &["--version"], b"");
        assert_eq!(
            (v.code, v.stdout.as_str()),
            (Some(0), format!("{bin} (round 1.4.2)\n").as_str())
        );
        let h = run(&exe(bin), &["--help"], b"");
        assert!(
            h.stdout
                .ends_with("prints the program's name, and the name and version of its package\n"),
            "{}",
            h.stdout
        );
    }

    // The bundle answers as the binary, and its `--version` too.
    let round = Bin {
        name: "round",
        inputs: vec![
            ("sample 1".to_string(), b"3\n1 2 5\n".to_vec()),
            ("sample 2".to_string(), b"2\n2 2\n".to_vec()),
        ],
    };
    let matching = Bin {
        name: "matching",
        inputs: vec![("the sample".to_string(), sample_in.into_bytes())],
    };
    let mut runs = 0;
    let path = installed();
    for bin in [round, matching] {
        runs += bundle_and_compare(&pkg, &[bin], &[], path, &[], &compilers(), |name, text| {
            assert!(
                text.contains("\"round\"")
                    && text.contains("\"1.4.2\"")
                    && !text.contains("env!")
                    && !text.contains("mod samples"),
                "{name}:\n{text}"
            );
        });
    }
    for (k, _) in compilers().iter().enumerate() {
        let exe = pkg.join(format!("round-bundle-{k}"));
        let v = run(&exe, &["--version"], b"");
        assert_eq!(
            (v.code, v.stdout),
            (Some(0), format!("round-bundle-{k} (round 1.4.2)\n"))
        );
    }
    println!("{runs} runs of bundles compared with their package's binaries");
    let _ = fs::remove_dir_all(&base);
}

/// The files of docs/interactive.md's own interactive problem (ABC 278
/// G): each Rust block whose first line is `// PATH`, whole.
fn interactive_walkthrough() -> Vec<(String, String)> {
    let doc = fs::read_to_string(repo().join("docs/interactive.md")).unwrap();
    let mut files = Vec::new();
    let mut open: Option<(String, String)> = None;
    for line in doc.lines() {
        match (&mut open, line) {
            (None, "```rust,ignore") => open = Some((String::new(), String::new())),
            (Some(_), "```") => {
                let (path, text) = open.take().unwrap();
                if !path.is_empty() {
                    files.push((path, text));
                }
            }
            (Some((path, text)), _) => {
                if text.is_empty() && path.is_empty() {
                    match line.strip_prefix("// ").filter(|p| p.ends_with(".rs")) {
                        Some(p) => *path = p.to_string(),
                        None => *path = "-".to_string(),
                    }
                }
                text.push_str(line);
                text.push('\n');
            }
            (None, _) => {}
        }
    }
    files.retain(|(p, _)| p != "-");
    files
}

/// docs/interactive.md's own interactive problem, ABC 278 G, in a package
/// made with `cargo new` from the page's files: its `--help` lists
/// `--judge` and its `--version` names the package; `cargo test` plays its
/// test files against its interactor in every mode; the installed
/// `cargo cp-bundle` sees that it is interactive and plays the bundle
/// against the interactor, and the bundle, compiled with stable and Rust
/// 1.70, wins every test file.
#[test]
#[ignore = "full tier: cargo test -- --include-ignored (installs the bundler, builds packages)"]
fn a_users_own_interactive_problem_is_tested_and_bundled_as_one() {
    install_in_background();
    let base = std::env::temp_dir().join(format!("cp-interactive-user-{}", std::process::id()));
    let _ = fs::remove_dir_all(&base);
    fs::create_dir_all(&base).unwrap();
    let pkg = cargo_new(
        &base,
        "abc278",
        &["--edition", "2021"],
        &format!(
            "{}\n[features]\ndefault = [\"play\"]\nplay = [\"cp-games/play\"]\n",
            cp_games_by_path()
        ),
    );
    fs::remove_file(pkg.join("src/main.rs")).unwrap();
    let files = interactive_walkthrough();
    let paths: Vec<&str> = files.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(
        paths,
        [
            "src/lib.rs",
            "src/bin/g.rs",
            "src/judge.rs",
            "tests/samples.rs"
        ]
    );
    let tests = [
        ("01-small.in", "7 2 3\n"),
        ("02-even.in", "6 1 1\n"),
        ("03-largest.in", "2000 1 2000\n"),
        ("04-exact.in", "2000 3 3\n"),
        ("05-second.in", "1999 2 2\n"),
    ];
    let mut written: Vec<(String, &str)> =
        files.iter().map(|(p, t)| (p.clone(), t.as_str())).collect();
    written.extend(
        tests
            .iter()
            .map(|(name, text)| (format!("testdata/g/{name}"), *text)),
    );
    let written: Vec<(&str, &str)> = written.iter().map(|(p, t)| (p.as_str(), *t)).collect();
    write(&pkg, &written);

    let (text, passed) = cargo_test(&pkg, &["--", "--nocapture"]);
    assert!(passed, "{text}");
    assert!(
        text.contains("\n5 sample cases of 1 binary: g 5 (played in 3 modes)\n"),
        "{text}"
    );
    let exe = pkg.join("target/debug/g");
    let v = run(&exe, &["--version"], b"");
    assert_eq!(v.stdout, "g (abc278 0.1.0)\n");
    let h = run(&exe, &["--help"], b"");
    assert!(h.stdout.starts_with("usage: g\n"), "{}", h.stdout);
    assert!(
        h.stdout.contains("g --judge FILE [MODE [SEED]]"),
        "{}",
        h.stdout
    );

    // The bundle, made with the installed command: the bundler plays it.
    let path = installed();
    let out = ok(Command::new(env!("CARGO"))
        .args(["cp-bundle", "--bin", "g", "-o", "g_bundle.rs"])
        .current_dir(&pkg)
        .env("PATH", path)
        .env("CARGO_TARGET_DIR", pkg.join("target"))
        .env("CARGO_BUILD_BUILD_DIR", build_dir()));
    let notes = String::from_utf8_lossy(&out.stderr);
    assert!(
        notes.contains(
            "against the binary's interactor (`g --judge FILE MODE 1`) on 5 test files \
             (testdata/g/*.in) in the modes best, random and first, it played as the release \
             binary does, line for line"
        ),
        "{notes}"
    );
    let text = fs::read_to_string(pkg.join("g_bundle.rs")).unwrap();
    assert!(
        !text.contains("referee") && !text.contains("mod judge") && !text.contains("Interactor"),
        "{text}"
    );
    // Compiled as judges do, it wins every test file against the
    // interactor, in every mode.
    let compilers = compilers();
    let compiled = compile_with_each(
        &compilers,
        &pkg.join("g_bundle.rs"),
        |k| pkg.join(format!("g-bundle-{k}")),
        &[],
    );
    for ((compiler, _, _), (bundle, _)) in compilers.iter().zip(compiled) {
        for (name, _) in tests {
            for mode in ["best", "random", "first"] {
                let mut judge = Command::new(&exe);
                judge
                    .arg("--judge")
                    .arg(pkg.join("testdata/g").join(name))
                    .arg(mode);
                let run = cp_games::play::interactor::connect(
                    &mut Command::new(&bundle),
                    &mut judge,
                    std::time::Duration::from_secs(30),
                )
                .unwrap();
                assert!(
                    matches!(run.outcome, cp_games::play::interactor::Ending::Accepted(_)),
                    "{compiler}, {name}, {mode}: {}",
                    run.outcome
                );
            }
        }
    }
    let _ = fs::remove_dir_all(&base);
}
