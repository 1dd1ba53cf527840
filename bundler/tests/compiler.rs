//! A judge file the compiler vouches for: each class of code where a
//! bundle once compiled and answered otherwise than its binary, or was
//! refused though valid, bundled here and run beside the binary on inputs
//! that reach the difference (the programs branch on their input, so a
//! sample alone would not show it). Each bundle is compiled as a judge
//! compiles it (`rustc -O`, and with Rust 1.70 where rustup has it) and
//! must print what the release binary prints, on every input.

mod common;

use common::*;
use std::path::Path;
use std::process::Command;

/// A library with the patterns: items that act without being called,
/// names that shadow, text that macros print, places and values of the
/// build. Its last function is written with CRLF line ends.
const MYLIB: &str = r#"#![recursion_limit = "256"]
#![forbid(unsafe_code)]
pub struct W(pub u32);
pub trait Get {
    fn get(&self) -> u32;
}
impl Get for W {
    fn get(&self) -> u32 {
        1
    }
}
/// Nothing calls it; its impl holds all the same.
pub fn never() {
    impl W {
        pub fn get(&self) -> u32 {
            2
        }
    }
}
mod hidden {
    macro_rules! twice {
        () => {
            impl super::W {
                pub fn twice(&self) -> u32 {
                    self.0 * 2
                }
            }
        };
    }
    twice!();
}
pub trait Twice {
    fn twice(&self) -> u32;
}
impl Twice for W {
    fn twice(&self) -> u32 {
        0
    }
}
pub struct P;
pub trait Show {
    fn show(&self) -> String;
}
pub struct Seg<T>(pub T);
impl<P: std::fmt::Display> Show for Seg<P> {
    fn show(&self) -> String {
        format!("<{}>", self.0)
    }
}
pub const WIDTH: usize = 6;
pub mod pad {
    use super::*;
    pub fn pad(x: u32) -> String {
        format!("[{:>WIDTH$}]", x)
    }
    pub mod narrow {
        use super::super::*;
        const WIDTH: usize = 3;
        pub fn pad(x: u32) -> String {
            format!("[{:>WIDTH$}]", x)
        }
    }
}
pub mod beta {
    pub fn who() -> &'static str {
        "mylib's beta"
    }
}
pub fn words() -> &'static str {
    stringify!(crate::W + mylib::beta::who)
}
pub fn place() -> (u32, u32, &'static str) {
    (line!(), column!(), file!())
}
pub fn raw() -> &'static str {
    r"a
b"
}
#[macro_export]
macro_rules! pkg {
    () => {
        (env!("CARGO_PKG_NAME"), option_env!("CARGO_PKG_VERSION"))
    };
}
#[macro_export]
macro_rules! call_by_name {
    () => {
        mylib::W(5).get()
    };
}
pub fn dbg_only() -> u32 {
    #[cfg(not(debug_assertions))]
    {
        let x: u32 = u32::MAX;
        x.wrapping_add(2)
    }
    #[cfg(debug_assertions)]
    {
        7
    }
}
pub fn data() -> &'static str {
    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/data.txt"))
}
/// A key: ordered in a set (`Ord` needs `PartialOrd`, `Eq` and
/// `PartialEq`), shown, named through a blanket impl; never hashed,
/// cloned or compared with `==` by the binary.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key(pub u32);
impl std::fmt::Display for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "key {}", self.0)
    }
}
pub struct Unseen;
impl std::fmt::Debug for Unseen {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("never printed")
    }
}
pub trait Named {
    fn name(&self) -> &'static str;
}
impl Named for Key {
    fn name(&self) -> &'static str {
        "a key"
    }
}
pub trait Greet {
    fn greet(&self) -> &'static str;
}
impl<T: Named> Greet for T {
    fn greet(&self) -> &'static str {
        "hello"
    }
}
/// Shown nowhere: its `Debug` decides a method call through two blanket
/// impls (the binary's `Printable` and `Tagged`).
#[derive(Debug)]
pub struct Plain(pub u32);
/// `Deref` to `Key`: a method call on a `Door` can reach `Key`'s impls,
/// so none of `Door`'s may go.
pub struct Door(pub Key);
impl std::ops::Deref for Door {
    type Target = Key;
    fn deref(&self) -> &Key {
        &self.0
    }
}
impl Named for Door {
    fn name(&self) -> &'static str {
        "a door"
    }
}
/// An error: shown, never debugged or compared; nothing uses its `Error`
/// impl, which needs `Debug`.
pub struct Fault(pub String);
impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::fmt::Debug for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.debug_tuple("Fault").field(&self.0).finish()
    }
}
impl PartialEq for Fault {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}
impl Eq for Fault {}
impl std::error::Error for Fault {}
/// A board whose spots must be `Debug`, which rustc says as "`Spot`
/// doesn't implement `Debug`" when they are not.
pub trait Board {
    type Spot: std::fmt::Debug;
    fn first(&self) -> Self::Spot;
}
#[derive(Debug, PartialEq, Hash)]
pub struct Spot(pub u32);
pub struct Line;
impl Board for Line {
    type Spot = Spot;
    fn first(&self) -> Spot {
        Spot(1)
    }
}
"#;

const CRLF: &str = "pub fn crlf() -> &'static str {\r\n    r\"x\r\ny\"\r\n}\r\n";

/// A library whose two modules glob each other through its root: the
/// name search of a bundler ran without end on it.
const CYCLE: &str = "pub use a::*;
pub use b::*;
mod a {
    use super::*;
    pub fn fa() -> u32 {
        fb() + 1
    }
}
mod b {
    use super::*;
    pub fn fb() -> u32 {
        10
    }
    pub fn unused() -> u32 {
        fa()
    }
}
";

/// Edition 2015: `#[macro_use] extern crate`, paths from the root, a
/// trait object without `dyn`.
const OLD: &str = "#[macro_export]
macro_rules! three {
    () => {
        $crate::inner::three()
    };
}
pub mod inner {
    pub fn three() -> u32 {
        ::helper() + 2
    }
    pub fn boxed() -> Box<Fn(u32) -> u32> {
        Box::new(|x| x * 3)
    }
}
fn helper() -> u32 {
    1
}
pub fn package() -> [&'static str; 6] {
    [
        env!(\"CARGO_PKG_VERSION\"),
        env!(\"CARGO_PKG_VERSION_MAJOR\"),
        env!(\"CARGO_PKG_VERSION_MINOR\"),
        env!(\"CARGO_PKG_VERSION_PATCH\"),
        env!(\"CARGO_PKG_VERSION_PRE\"),
        env!(\"CARGO_PKG_RUST_VERSION\"),
    ]
}
";

/// Each case: a binary, and inputs; its answers come from the release
/// binary, and the first input's answer is also written here, so that the
/// binary itself is known to do what the case is about.
const CASES: &[(&str, &str, &[&str], &str)] = &[
    (
        // The inherent method wins over the trait's, wherever the impl is
        // written; the width constant is found by the format string.
        "impls_and_names",
        "use mylib::*;
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    for w in s.split_whitespace() {
        let n: u32 = w.parse().unwrap();
        match n % 4 {
            0 => println!(\"{} {}\", W(n).get(), W(n).twice()),
            1 => println!(\"{}\", Seg(n).show()),
            2 => println!(\"{} {}\", pad::pad(n), pad::narrow::pad(n)),
            _ => println!(\"{}\", beta::who()),
        }
    }
}
",
        &["4 1 2 3", "8 9 6 7 0"],
        "2 8\n<1>\n[     2] [  2]\nmylib's beta\n",
    ),
    (
        // Text as the binary has it: stringify! of paths, places, raw
        // strings of a CRLF file, cargo's values in an exported macro,
        // a file included by a path from CARGO_MANIFEST_DIR, and a
        // crate's version and rust-version as cargo gives them.
        "text_and_places",
        "use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    for w in s.split_whitespace() {
        match w {
            \"w\" => println!(\"{} {}\", mylib::words(), stringify!(mylib::W(1) + beta::who())),
            \"p\" => println!(\"{:?} {:?}\", mylib::place(), (line!(), column!(), file!(), module_path!())),
            \"r\" => println!(\"{:?} {:?}\", mylib::raw(), mylib::crlf()),
            _ => println!(\"{:?} {:?} {:?}\", mylib::pkg!(), mylib::data().trim(), old::package()),
        }
    }
}
",
        &["w p", "r x w"],
        "crate::W + mylib::beta::who mylib::W(1) + beta::who()\n(73, 15, \"mylib/src/lib.rs\") (8, 68, \"user/src/bin/text_and_places.rs\", \"text_and_places\")\n",
    ),
    (
        // A macro of the binary's named like std's, a crate named like a
        // module a glob brings, a macro naming its crate by name from a
        // submodule, code for -O only, the judges' overflow.
        "macros_and_globs",
        "#![deny(warnings)]
#![forbid(unsafe_code)]
use mylib::*;
use std::io::Read;
macro_rules! println {
    ($($t:tt)*) => {
        std::println!(\"user: {}\", format!($($t)*))
    };
}
mod sub {
    pub fn by_name() -> u32 {
        mylib::call_by_name!()
    }
}
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    for w in s.split_whitespace() {
        let n: u32 = w.parse().unwrap();
        if n % 2 == 0 {
            println!(\"{} {}\", beta::who(), sub::by_name());
        } else {
            println!(\"{} {}\", mylib::dbg_only(), n.wrapping_mul(u32::MAX));
        }
    }
}
",
        &["2 3", "5 8 7"],
        "user: mylib's beta 2\nuser: 1 4294967293\n",
    ),
    (
        // Globs in a cycle, and a crate of edition 2015.
        "cycle_and_old",
        "#[macro_use]
extern crate old;
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    for w in s.split_whitespace() {
        let n: u32 = w.parse().unwrap();
        if n > 5 {
            println!(\"{}\", cycle::fa() + n);
        } else {
            println!(\"{} {}\", three!(), (old::inner::boxed())(n));
        }
    }
}
",
        &["9 2", "1 100"],
        "20\n3 6\n",
    ),
    (
        // Trait impls nothing calls go (the derived Hash and Clone, a
        // Debug); those a kept trait or a used blanket impl needs stay.
        "trait_impls",
        "use mylib::*;
use std::collections::BTreeSet;
use std::io::Read;
// Which `tag` a call finds depends on `T: Debug`, which no generated
// function shows: the trait `Printable` has none.
struct Probe<T>(T);
trait Printable {}
impl<T: std::fmt::Debug> Printable for T {}
trait Tagged {
    fn tag(&self) -> &'static str {
        \"printable\"
    }
}
impl<T: Printable> Tagged for Probe<T> {}
trait Fallback {
    fn tag(&self) -> &'static str {
        \"opaque\"
    }
}
impl<T> Fallback for &Probe<T> {}
struct Opaque;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let set: BTreeSet<Key> = s.split_whitespace().map(|w| Key(w.parse().unwrap())).collect();
    for k in &set {
        println!(\"{} {:?} {} {}\", k, k, k.greet(), (&Probe(Plain(k.0))).tag());
    }
    let fault = Fault(\"fault\".to_string());
    let first = Line.first().0;
    println!(\"{} {} {fault} {first}\", Door(Key(0)).greet(), (&Probe(Opaque)).tag());
}
",
        &["3 1 3", "7"],
        "key 1 Key(1) hello printable\nkey 3 Key(3) hello printable\nhello opaque fault 1\n",
    ),
];

/// The workspace of the cases, in `dir`: the package `user`.
fn workspace(dir: &Path) -> std::path::PathBuf {
    write(
        dir,
        &[(
            "Cargo.toml",
            "[workspace]\nmembers = [\"mylib\", \"beta\", \"cycle\", \"old\", \"user\"]\nresolver = \"2\"\n",
        )],
    );
    library(
        dir,
        "mylib",
        "",
        "",
        &[
            ("src/lib.rs", &format!("{MYLIB}{CRLF}")),
            ("data.txt", "from the package's folder\n"),
        ],
    );
    library(
        dir,
        "beta",
        "",
        "",
        &[(
            "src/lib.rs",
            "pub fn who() -> &'static str {\n    \"the crate beta\"\n}\n",
        )],
    );
    library(dir, "cycle", "", "", &[("src/lib.rs", CYCLE)]);
    write(
        dir,
        &[
            (
                "old/Cargo.toml",
                "[package]\nname = \"old\"\nversion = \"1.2.3-beta.4+b5\"\nedition = \"2015\"\nrust-version = \"1.70\"\n",
            ),
            // With CRLF line ends: rustc's fixes count the raw bytes.
            ("old/src/lib.rs", &OLD.replace('\n', "\r\n")),
        ],
    );
    let mut files: Vec<(String, String)> = Vec::new();
    for (bin, text, inputs, _) in CASES {
        files.push((format!("src/bin/{bin}.rs"), text.to_string()));
        files.push((format!("test/{bin}/1.in"), inputs[0].to_string()));
    }
    let files: Vec<(&str, &str)> = files
        .iter()
        .map(|(p, t)| (p.as_str(), t.as_str()))
        .collect();
    package(
        dir,
        "user",
        "2021",
        "mylib = { path = \"../mylib\" }\nbeta = { path = \"../beta\" }\ncycle = { path = \"../cycle\" }\nold = { path = \"../old\" }",
        "",
        &files,
    )
}

/// What the release binary prints on `input`: built by the rustc in use,
/// or by rustup's `toolchain` (`stringify!` prints tokens otherwise in
/// Rust 1.70, so each bundle is compared with the binary of its own
/// compiler).
fn binary(pkg: &Path, bin: &str, input: &str, toolchain: Option<&str>) -> String {
    let target = match toolchain {
        Some(t) => format!("../target/rust-{t}/release/{bin}"),
        None => format!("../target/release/{bin}"),
    };
    let (code, out, err) = exec(&pkg.join(target), input);
    assert_eq!(code, Some(0), "{bin}: {err}");
    out
}

/// Builds the binaries in release, with the rustc in use or a toolchain.
fn build_release(pkg: &Path, toolchain: Option<&str>) {
    let mut cmd = Command::new(match toolchain {
        Some(_) => "rustup".into(),
        None => std::ffi::OsString::from(env!("CARGO")),
    });
    if let Some(t) = toolchain {
        // An older cargo reads no newer lock file: it writes its own.
        let _ = std::fs::remove_file(pkg.join("../Cargo.lock"));
        cmd.args(["run", t, "cargo"]);
        cmd.arg("--config")
            .arg(format!("build.target-dir=\"../target/rust-{t}\""));
    }
    // In the workspace's own target folder, where `binary` looks, whatever
    // target folder the tests themselves were built in (CI's run with
    // Rust 1.70 names one of its own, relative to the checkout).
    let built = cmd
        .env_remove("CARGO_TARGET_DIR")
        .args(["build", "-q", "--release", "--bins"])
        .current_dir(pkg)
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{toolchain:?}: {}",
        String::from_utf8_lossy(&built.stderr)
    );
}

/// Compiles `text` as a judge does, with the rustc `rustc` names (a
/// rustup toolchain, or the one in use): the executable.
fn judge_compile(
    dir: &Path,
    name: &str,
    text: &str,
    toolchain: Option<&str>,
) -> std::path::PathBuf {
    let src = dir.join(format!("{name}.rs"));
    std::fs::write(&src, text).unwrap();
    let exe = dir.join(format!("{name}-{}", toolchain.unwrap_or("now")));
    let mut cmd = match toolchain {
        Some(t) => {
            let mut c = Command::new("rustup");
            c.args(["run", t, "rustc"]);
            c
        }
        None => Command::new(rustc()),
    };
    let out = cmd
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&exe)
        .arg(&src)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{name} with {toolchain:?}: {}\n{text}",
        String::from_utf8_lossy(&out.stderr)
    );
    exe
}

#[test]
fn each_class_answers_as_the_release_binary_on_inputs_that_reach_it() {
    let dir = scratch("compiler");
    let pkg = workspace(&dir);
    let mut toolchains = vec![None];
    if rust_1_70() {
        toolchains.push(Some("1.70"));
    }
    for t in &toolchains {
        build_release(&pkg, *t);
    }
    // Rust 1.70's `stringify!` writes `a :: b` where later ones write
    // `a::b`: the answers written here are the later ones'.
    let tokens = |s: &str| s.replace(" :: ", "::");
    for (bin, _, inputs, first) in CASES {
        assert_eq!(
            tokens(&binary(&pkg, bin, inputs[0], None)),
            *first,
            "the binary {bin}"
        );
        let b = ok(&pkg, &["--bin", bin]);
        assert_eq!(b.samples_run, 1, "{bin}: {:?}", b.notes);
        for t in &toolchains {
            let exe = judge_compile(&dir, bin, &b.text, *t);
            for input in *inputs {
                let want = binary(&pkg, bin, input, *t);
                let (code, got, err) = exec(&exe, input);
                assert_eq!(
                    (code, got.as_str()),
                    (Some(0), want.as_str()),
                    "{bin} ({}) on {input:?}: {err}\n{}",
                    exe.display(),
                    b.text
                );
            }
        }
        // Nothing of the user's machine is written in.
        assert!(!b.text.contains(dir.to_str().unwrap()), "{}", b.text);
        if *bin == "trait_impls" {
            let text = b.text.replace(' ', "");
            for gone in [
                "forUnseen",
                "Hash",
                "Clone",
                "DebugforFault",
                "PartialEqforFault",
                "ErrorforFault",
            ] {
                assert!(!text.contains(gone), "{gone} stayed:\n{}", b.text);
            }
            for stays in [
                "derive(Debug,PartialEq,Eq,PartialOrd,Ord)",
                "NamedforKey",
                "NamedforDoor",
                "DisplayforFault",
                "derive(Debug)]pubstructSpot",
            ] {
                assert!(text.contains(stays), "{stays} went:\n{}", b.text);
            }
        }
    }
}

/// What a bundle cannot keep, refused with one line naming the place: a
/// caller's place, a folder of this machine; and `-o` never writes over a
/// file of the package.
#[test]
fn what_a_bundle_cannot_keep_is_refused_where_it_stays() {
    let dir = scratch("cannot-keep");
    let pkg = package(
        &dir,
        "user",
        "2021",
        "",
        "",
        &[
            (
                "src/main.rs",
                "#[track_caller]\nfn here() -> u32 {\n    std::panic::Location::caller().line()\n}\nfn main() {\n    println!(\"{}\", here());\n}\n",
            ),
            ("src/bin/dir.rs", "fn main() {\n    println!(\"{}\", env!(\"CARGO_MANIFEST_DIR\"));\n}\n"),
            ("src/bin/fine.rs", "fn main() {\n    println!(\"fine\");\n}\n"),
        ],
    );
    refused(
        &pkg,
        &["--bin", "user"],
        "src/main.rs:3: `Location::caller()` gives the place of its caller in the source, which the bundle moves",
    );
    refused(
        &pkg,
        &["--bin", "dir"],
        "src/bin/dir.rs:2: `env!(\"CARGO_MANIFEST_DIR\")` is a folder of this machine, which a judge's machine has not",
    );
    for target in ["src/main.rs", "Cargo.toml", "src/bin/dir.rs"] {
        let before = std::fs::read(pkg.join(target)).unwrap();
        let o = Command::new(env!("CARGO_BIN_EXE_cargo-cp-bundle"))
            .args(["--bin", "fine", "-o", target])
            .current_dir(&pkg)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{err}");
        assert!(
            err.lines().last().is_some_and(|l| l
                == format!("error: cannot write {target}: it is a file of the package (a source, a manifest or a build script), which the bundle would replace; nothing was written")),
            "{err}"
        );
        assert_eq!(std::fs::read(pkg.join(target)).unwrap(), before);
    }
}

/// The binary's release profile with overflow checks on, as a judge's -O
/// has them off: the note says so, and a difference it causes names it.
#[test]
fn a_profile_other_than_the_judges_is_named() {
    let dir = scratch("profile");
    let pkg = package(
        &dir,
        "user",
        "2021",
        "",
        "\n[profile.release]\noverflow-checks = true\n",
        &[
            (
                "src/main.rs",
                "fn main() {\n    let mut s = String::new();\n    std::io::stdin().read_line(&mut s).unwrap();\n    let n: u8 = s.trim().parse().unwrap();\n    println!(\"{}\", n + 200);\n}\n",
            ),
            ("test/1.in", "7\n"),
        ],
    );
    let b = ok(&pkg, &[]);
    assert!(
        b.notes
            .iter()
            .any(|n| n.contains("overflow checks on, which a judge's `rustc -O` has off")),
        "{:?}",
        b.notes
    );
    write(&pkg, &[("test/1.in", "100\n")]);
    refused(&pkg, &[], "the bundle ends with exit status 0 on test/1.in, the binary with exit status 101 (the binary said: ");
}
