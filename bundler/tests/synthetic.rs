//! The bundler on small packages written for each test: a library of the
//! user's own given by path (`mylib`), binaries that use it, and what
//! cargo's features, modules, literals, macros and imports may hold. Each
//! bundle is compiled with plain rustc on every edition it has and run;
//! where the answer is not obvious, the package's own binary (built by
//! cargo) gives it.

mod common;

use common::*;
use std::path::Path;

const MYLIB_TOML: &str = "
[features]
default = [\"fast\", \"play\"]
fast = []
play = []
slow = []

[package.metadata.cp-bundle]
leave-out = [\"play\"]
";

const LIB: &str = "//! A library of one's own.
#![warn(missing_docs)]
#![allow(clippy::all)]
#![cfg_attr(not(feature = \"play\"), allow(rustdoc::broken_intra_doc_links))]

pub mod grid;
mod hidden;
pub mod nim;
#[cfg(feature = \"play\")]
pub mod play;
pub mod shapes;
pub mod text;
pub mod util;

pub use nim::nim_sum;

/// The library's version, as cargo gives it.
pub const VERSION: &str = env!(\"CARGO_PKG_VERSION\");

/// Doubles through a path from the crate's root.
#[macro_export]
macro_rules! twice {
    ($e:expr) => {
        $crate::util::double($e)
    };
}

#[cfg(test)]
mod tests {
    #[test]
    fn t() {
        assert_eq!(super::nim_sum(&[1]), 1);
    }
}
";

const NIM: &str = "//! Nim.
use std::collections::HashMap;

/// Xor of the heaps.
pub fn nim_sum(v: &[u64]) -> u64 {
    v.iter().fold(0, |a, b| a ^ b)
}

/// Never called by a binary.
pub fn never_called() -> u64 {
    let _: HashMap<u8, u8> = HashMap::new();
    super::hidden::secret()
}
";

const HIDDEN: &str = "pub fn secret() -> u64 {\n    42\n}\n";

const GRID: &str = "use std::fmt;

/// A grid.
pub struct Grid {
    pub h: usize,
    pub w: usize,
}

impl Grid {
    pub fn new(h: usize, w: usize) -> Self {
        Grid { h, w }
    }

    pub fn cells(&self) -> usize {
        self.h * self.w
    }

    pub fn rarely(&self) -> usize {
        crate::shapes::area(self.h)
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, \"{}x{}\", self.h, self.w)
    }
}

/// Named by nothing a binary reaches.
pub struct Unused;

impl fmt::Display for Unused {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(\"unused\")
    }
}

pub trait Shape {
    fn sides(&self) -> u32;
    fn name(&self) -> String {
        format!(\"{}-gon\", self.sides())
    }
}

impl Shape for Grid {
    fn sides(&self) -> u32 {
        4
    }
}

impl Shape for Unused {
    fn sides(&self) -> u32 {
        0
    }
}
";

const SHAPES: &str = "pub fn area(x: usize) -> usize {\n    x * x\n}\n";

const PLAY: &str = "pub fn offer() {\n    println!(\"play!\");\n}\n";

// Strings, comments and documentation the bundle must carry or drop
// exactly.
const TEXT: &str = "//! Literals.
/* a block /* nested */ comment: crate::shapes::area */
pub const TEXT: &str = \"line one
  indented two {
\";
pub const RAW: &str = r#\"raw \"quoted\"
 second }\"#;
pub const BYTES: &[u8] = b\"a
 b\";
// A line comment: crate::hidden::secret()

/// Everything above, and a raw string in a macro.
pub fn show() -> String {
    format!(\"{TEXT}|{RAW}|{}|{}\", BYTES.len(), r\"x
 y\")
}

pub fn data() -> &'static str {
    include_str!(\"data.txt\")
}
";

const UTIL: &str = "#[cfg(feature = \"fast\")]
pub fn speed() -> &'static str {
    if cfg!(feature = \"slow\") {
        \"slow\"
    } else {
        \"fast\"
    }
}

#[cfg(not(feature = \"fast\"))]
pub fn speed() -> &'static str {
    \"plain\"
}

#[cfg_attr(feature = \"fast\", derive(Debug))]
pub struct Tagged(pub u8);

#[cfg(all(unix, feature = \"fast\"))]
pub fn unix_only() -> u8 {
    1
}

#[cfg(any(windows, feature = \"fast\"))]
pub fn any_fast() -> u8 {
    2
}

pub fn double(x: u64) -> u64 {
    2 * x
}

pub const WALL: u8 = b'#';

/// `WALL` is named only as a pattern: were it left out, the pattern would
/// become a binding that matches anything.
pub fn is_wall(c: u8) -> bool {
    match c {
        WALL => true,
        _ => false,
    }
}
";

/// `mylib` at `dir/mylib`, with `extra` lines added to its
/// `[dependencies]`.
fn mylib(dir: &Path, deps: &str) {
    library(
        dir,
        "mylib",
        deps,
        MYLIB_TOML,
        &[
            ("src/lib.rs", LIB),
            ("src/nim.rs", NIM),
            ("src/hidden.rs", HIDDEN),
            ("src/grid.rs", GRID),
            ("src/shapes.rs", SHAPES),
            ("src/play.rs", PLAY),
            ("src/text.rs", TEXT),
            ("src/data.txt", "data\n  indented\n"),
            ("src/util.rs", UTIL),
        ],
    );
}

/// A scratch folder `name` with `mylib` and a package `user` (edition
/// 2021) whose `src/main.rs` is `main`: the folder and the package.
fn with_mylib(name: &str, main: &str) -> (Scratch, std::path::PathBuf) {
    let dir = scratch(name);
    mylib(&dir, "");
    let pkg = package(
        &dir,
        "user",
        "2021",
        "mylib = { path = \"../mylib\" }",
        "",
        &[("src/main.rs", main)],
    );
    (dir, pkg)
}

const USER_FEATURES: &str = "
[features]
default = [\"play\"]
play = [\"mylib/play\"]
";

#[test]
fn items_the_binary_never_reaches_are_left_out() {
    let (dir, pkg) = with_mylib(
        "reach",
        "use mylib::grid::{Grid, Shape};\nfn main() {\n    let g = Grid::new(2, 3);\n    println!(\"{} {} {} {}\", mylib::nim_sum(&[1, 2, 3, 4]), g.cells(), g, g.name());\n    println!(\"{} {}\", mylib::util::is_wall(b'.'), mylib::util::is_wall(b'#'));\n}\n",
    );
    let b = ok(&pkg, &[]);
    assert_eq!(b.modules["mylib"], ["grid", "nim", "util"], "{}", b.text);
    for gone in [
        "rarely",
        "Unused",
        "secret",
        "never_called",
        "area",
        "mod shapes",
        "mod hidden",
        "VERSION",
        "twice",
        "mod tests",
        "#[test]",
    ] {
        assert!(!b.text.contains(gone), "{gone} stayed:\n{}", b.text);
    }
    for kept in [
        "impl fmt::Display for Grid",
        "impl Shape for Grid",
        "pub use nim::nim_sum;",
        "fn name(&self)",
    ] {
        assert!(has(&b.text, kept), "{kept} is missing:\n{}", b.text);
    }
    assert!(b
        .text
        .starts_with("// user: user 0.1.0, made into one file by cargo cp-bundle "));
    assert!(
        b.text
            .contains("\n// mylib 0.3.1 (license MIT) as `mod mylib`: grid, nim, util.\n"),
        "{}",
        b.text
    );
    assert!(has(&b.text, "pub const WALL: u8"), "{}", b.text);
    answers(&dir, "reach", &b.text, "", "4 6 2x3 4-gon\nfalse true\n");
}

#[test]
fn features_as_cargo_resolves_them_less_what_judges_never_have() {
    let dir = scratch("features");
    mylib(&dir, "");
    let main = "fn main() {
    #[cfg(feature = \"play\")]
    mylib::play::offer();
    let t = mylib::util::Tagged(7);
    #[cfg(unix)]
    let u = mylib::util::unix_only() + mylib::util::any_fast();
    #[cfg(not(unix))]
    let u = 3;
    println!(\"{} {:?} {u}\", mylib::util::speed(), t);
}
";
    let pkg = package(
        &dir,
        "user",
        "2021",
        "mylib = { path = \"../mylib\" }",
        USER_FEATURES,
        &[("src/main.rs", main)],
    );
    let b = ok(&pkg, &[]);
    // `play` is the user's feature that turns on mylib's `play`, which
    // mylib leaves out of judge files: both go.
    assert!(!b.text.contains("play"), "{}", b.text);
    assert_eq!(b.modules["mylib"], ["util"]);
    // Decided conditions go; `unix` stays for the judge's compiler, and
    // `all(unix, feature = "fast")` becomes `unix`.
    assert!(!b.text.contains("feature"), "{}", b.text);
    assert!(has(&b.text, "#[cfg(unix)] pub fn unix_only"), "{}", b.text);
    assert!(
        has(&b.text, "#[derive(Debug)] pub struct Tagged"),
        "{}",
        b.text
    );
    assert!(has(&b.text, "if false {"), "{}", b.text);
    answers(&dir, "features", &b.text, "", "fast Tagged(7) 3\n");

    // What cargo resolves with --features decides too.
    let b = ok(&pkg, &["--features", "mylib/slow"]);
    assert!(has(&b.text, "if true {"), "{}", b.text);
    answers(&dir, "features-slow", &b.text, "", "slow Tagged(7) 3\n");

    // Without mylib's defaults (`fast` off), the other `speed` stays.
    write(
        &pkg,
        &[(
            "Cargo.toml",
            "[package]\nname = \"user\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nmylib = { path = \"../mylib\", default-features = false }\n",
        )],
    );
    write(
        &pkg,
        &[(
            "src/main.rs",
            "fn main() {\n    println!(\"{}\", mylib::util::speed());\n}\n",
        )],
    );
    let b = ok(&pkg, &[]);
    assert!(b.text.contains("\"plain\""), "{}", b.text);
    answers(&dir, "features-plain", &b.text, "", "plain\n");
}

#[test]
fn literals_keep_their_text_and_comments_go() {
    let (dir, pkg) = with_mylib(
        "literals",
        "fn main() {\n    print!(\"{}#{}#{}\", mylib::text::show(), mylib::text::data(), mylib::VERSION);\n}\n",
    );
    let b = ok(&pkg, &[]);
    for gone in [
        "//!",
        "///",
        "/*",
        "A line comment",
        "missing_docs",
        "rustdoc",
    ] {
        assert!(!b.text.contains(gone), "{gone}:\n{}", b.text);
    }
    // Only the header is comments, and nothing is blank.
    let comments = b
        .text
        .lines()
        .filter(|l| l.trim_start().starts_with("//"))
        .count();
    assert_eq!(comments, 3, "{}", b.text);
    assert!(!b.text.lines().any(|l| l.trim().is_empty()));
    assert!(!b.text.lines().any(|l| l.ends_with(' ')));
    let want =
        "line one\n  indented two {\n|raw \"quoted\"\n second }|4|x\n y#data\n  indented\n#0.3.1";
    answers(&dir, "literals", &b.text, "", want);
}

#[test]
fn macros_exported_by_a_library_and_its_paths() {
    let main = "use mylib::twice;
mod inner {
    pub fn four() -> u64 {
        mylib::twice!(2)
    }
}
fn main() {
    println!(\"{} {} {}\", twice!(5), inner::four(), mylib::twice!(mylib::nim_sum(&[3])));
    println!(\"{}\", format!(\"{}\", mylib::twice!(4)));
}
";
    let (dir, pkg) = with_mylib("macros", main);
    let b = ok(&pkg, &[]);
    assert!(
        has(&b.text, "$crate::mylib::util::double($e)"),
        "{}",
        b.text
    );
    answers(&dir, "macros", &b.text, "", "10 4 6\n8\n");
}

/// Ways a binary names a library, each printing `6 4 2x3`.
const FORMS: &[(&str, &str)] = &[
    (
        "plain",
        "use mylib::grid::Grid;\nfn main() {\n    let g = Grid::new(2, 3);\n    println!(\"{} {} {g}\", g.cells(), mylib::util::double(2));\n}\n",
    ),
    (
        "grouped",
        "use mylib::{\n    grid::{self, Grid as G},\n    util::{double},\n};\nfn main() {\n    let g: grid::Grid = G::new(2, 3);\n    println!(\"{} {} {g}\", g.cells(), double(2));\n}\n",
    ),
    (
        "renamed_crate",
        "use mylib as m;\nuse m::grid;\nfn main() {\n    let g = grid::Grid::new(2, 3);\n    println!(\"{} {} {g}\", g.cells(), m::util::double(2));\n}\n",
    ),
    (
        "absolute",
        "fn main() {\n    let g = ::mylib::grid::Grid::new(2, 3);\n    println!(\"{} {} {g}\", g.cells(), ::mylib::util::double(2));\n}\n",
    ),
    (
        "extern_alias",
        "extern crate mylib as lib;\nmod deep {\n    pub fn d() -> u64 {\n        lib::util::double(2)\n    }\n}\nfn main() {\n    let g = lib::grid::Grid::new(2, 3);\n    println!(\"{} {} {g}\", g.cells(), deep::d());\n}\n",
    ),
    (
        "in_functions_and_modules",
        "mod a {\n    pub mod b {\n        use mylib::util;\n        pub fn d() -> u64 {\n            util::double(2)\n        }\n    }\n}\nmod c {\n    extern crate mylib;\n    pub fn g() -> mylib::grid::Grid {\n        mylib::grid::Grid::new(2, 3)\n    }\n}\nfn main() {\n    use mylib::*;\n    let g: grid::Grid = c::g();\n    println!(\"{} {} {g}\", g.cells(), crate::a::b::d());\n}\n",
    ),
    (
        "globs",
        "use mylib::grid::*;\nuse mylib::util::*;\nfn main() {\n    let g = Grid::new(2, 3);\n    println!(\"{} {} {g}\", g.cells(), double(2));\n}\n",
    ),
    (
        "self_in_group",
        "use mylib::{self as ml};\nfn main() {\n    let g = ml::grid::Grid::new(2, 3);\n    println!(\"{} {} {g}\", g.cells(), ml::util::double(2));\n}\n",
    ),
];

#[test]
fn every_import_form_of_a_library() {
    let dir = scratch("forms");
    mylib(&dir, "");
    let bins: Vec<(String, &str)> = FORMS
        .iter()
        .map(|(name, text)| (format!("src/bin/{name}.rs"), *text))
        .collect();
    let files: Vec<(&str, &str)> = bins.iter().map(|(p, t)| (p.as_str(), *t)).collect();
    let pkg = package(
        &dir,
        "user",
        newest_edition(),
        "mylib = { path = \"../mylib\" }",
        "",
        &files,
    );
    for (name, _) in FORMS {
        let b = ok(&pkg, &["--bin", name]);
        // Where the binary writes the word `mylib` for a name of its own
        // (an alias in a module), the crate's module is named otherwise.
        let modules: Vec<&Vec<String>> = b.modules.values().collect();
        assert_eq!(modules, [&["grid", "util"]], "{name}:\n{}", b.text);
        answers(&dir, name, &b.text, "", "6 4 2x3\n");
    }
}

#[test]
fn a_renamed_dependency_and_a_library_that_uses_another() {
    let dir = scratch("renamed");
    mylib(&dir, "");
    library(
        &dir,
        "helpers",
        "base = { package = \"mylib\", path = \"../mylib\" }",
        "",
        &[(
            "src/lib.rs",
            "pub fn cells(h: usize, w: usize) -> usize {\n    base::grid::Grid::new(h, w).cells() + crate::one()\n}\nfn one() -> usize {\n    1\n}\npub fn unused() -> u64 {\n    base::nim_sum(&[])\n}\n",
        )],
    );
    let pkg = package(
        &dir,
        "user",
        "2021",
        "h = { package = \"helpers\", path = \"../helpers\" }\nmylib = { path = \"../mylib\" }",
        "",
        &[(
            "src/main.rs",
            "fn main() {\n    println!(\"{} {}\", h::cells(2, 3), mylib::util::double(1));\n}\n",
        )],
    );
    let b = ok(&pkg, &[]);
    assert!(has(&b.text, "mod helpers {"), "{}", b.text);
    assert!(has(&b.text, "::helpers::cells(2, 3)"), "{}", b.text);
    assert!(
        has(&b.text, "crate::mylib::grid::Grid::new(h, w)"),
        "{}",
        b.text
    );
    assert!(!b.text.contains("nim"), "{}", b.text);
    answers(&dir, "renamed", &b.text, "", "7 2\n");
}

#[test]
fn modules_in_folders_path_attributes_and_nested_files() {
    let dir = scratch("layout");
    library(
        &dir,
        "deep",
        "",
        "",
        &[
            (
                "src/lib.rs",
                "pub mod a;\n#[path = \"elsewhere/b_file.rs\"]\npub mod b;\n",
            ),
            (
                "src/a/mod.rs",
                "pub mod inner;\npub fn a() -> u32 {\n    inner::x() + super::b::b()\n}\n",
            ),
            (
                "src/a/inner.rs",
                "pub fn x() -> u32 {\n    1\n}\npub mod more {\n    pub mod leaf;\n}\n",
            ),
            (
                "src/a/inner/more/leaf.rs",
                "pub fn leaf() -> u32 {\n    100\n}\n",
            ),
            (
                "src/elsewhere/b_file.rs",
                "pub fn b() -> u32 {\n    10 + crate::a::inner::more::leaf::leaf()\n}\n",
            ),
        ],
    );
    let pkg = package(
        &dir,
        "user",
        "2021",
        "deep = { path = \"../deep\" }",
        "",
        &[
            (
                "src/main.rs",
                "mod mine;\nfn main() {\n    println!(\"{}\", deep::a::a() + mine::m());\n}\n",
            ),
            ("src/mine.rs", "pub fn m() -> u32 {\n    1000\n}\n"),
        ],
    );
    let b = ok(&pkg, &[]);
    assert_eq!(
        b.modules["deep"],
        [
            "a",
            "a::inner",
            "a::inner::more",
            "a::inner::more::leaf",
            "b"
        ]
    );
    answers(&dir, "layout", &b.text, "", "1111\n");
}

#[test]
fn binaries_are_chosen_as_cargo_chooses_them() {
    let dir = scratch("choose");
    mylib(&dir, "");
    let hello = |word: &str| {
        format!("fn main() {{\n    println!(\"{word} {{}}\", mylib::util::double(1));\n}}\n")
    };
    let (a, c, m) = (hello("a"), hello("c"), hello("main"));
    let pkg = package(
        &dir,
        "contest",
        "2021",
        "mylib = { path = \"../mylib\" }",
        "[[bin]]\nname = \"contest-c\"\npath = \"tasks/c.rs\"\n",
        &[
            ("src/main.rs", &m),
            ("src/bin/a.rs", &a),
            ("tasks/c.rs", &c),
        ],
    );
    for (args, want) in [
        (&["--bin", "a"][..], "a 2\n"),
        (&["a"][..], "a 2\n"),
        (&["--bin", "contest-c"][..], "c 2\n"),
        (&["tasks/c.rs"][..], "c 2\n"),
        (&["--bin=contest"][..], "main 2\n"),
        (&["src/main.rs"][..], "main 2\n"),
    ] {
        let b = ok(&pkg, args);
        answers(&dir, "choose", &b.text, "", want);
    }
    // From a folder inside the package, and from outside with
    // --manifest-path.
    let b = ok(&pkg.join("tasks"), &["--bin", "contest-c"]);
    assert_eq!(b.bin, "contest-c");
    let b = ok(
        &dir,
        &["--manifest-path", "contest/Cargo.toml", "--bin", "a"],
    );
    assert_eq!(b.bin, "a");
    let e = refused(
        &pkg,
        &[],
        "which binary? give --bin NAME or a file (binaries: a, contest, contest-c)",
    );
    assert!(e.usage);
    let e = refused(
        &pkg,
        &["--bin", "nope"],
        "no binary `nope` (binaries: a, contest, contest-c)",
    );
    assert!(!e.usage);
    refused(&pkg, &["src/lib.rs"], "no file src/lib.rs");
    refused(
        &pkg,
        &["-p", "other", "a"],
        "no package `other` in this workspace (packages: contest)",
    );
    refused(
        &dir.join("mylib"),
        &[],
        "no binary to bundle: this package has none",
    );
    refused(&dir, &[], "cargo metadata: could not find `Cargo.toml`");
}

#[test]
fn a_workspace_of_solutions() {
    let dir = scratch("workspace");
    let arc = format!(
        "[package]\nname = \"arc\"\nversion = \"0.1.0\"\nedition = \"{}\"\n\n\
         [dependencies]\nsnippets = {{ path = \"../lib\" }}\n\n[[bin]]\nname = \"arc-a\"\npath = \"src/bin/a.rs\"\n",
        newest_edition()
    );
    write(
        &dir,
        &[
            ("Cargo.toml", "[workspace]\nmembers = [\"abc\", \"arc\", \"lib\"]\nresolver = \"2\"\n"),
            ("lib/Cargo.toml", "[package]\nname = \"snippets\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"),
            ("lib/src/lib.rs", "pub fn add(a: u64, b: u64) -> u64 {\n    a + b\n}\n"),
            ("abc/Cargo.toml", "[package]\nname = \"abc\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nsnippets = { path = \"../lib\" }\n\n[[bin]]\nname = \"abc-a\"\npath = \"src/bin/a.rs\"\n"),
            ("abc/src/bin/a.rs", "fn main() {\n    println!(\"{}\", snippets::add(1, 2));\n}\n"),
            ("arc/Cargo.toml", &arc),
            ("arc/src/bin/a.rs", "fn main() {\n    println!(\"{}\", snippets::add(2, 2));\n}\n"),
        ],
    );
    let b = ok(&dir, &["--bin", "arc-a"]);
    answers(&dir, "arc", &b.text, "", "4\n");
    let b = ok(&dir.join("abc"), &[]);
    answers(&dir, "abc", &b.text, "", "3\n");
    let b = ok(&dir, &["-p", "abc", "abc-a"]);
    assert_eq!(b.bin, "abc-a");
    refused(
        &dir,
        &[],
        "which binary? give --bin NAME or a file (binaries: abc-a, arc-a)",
    );
}

/// The binary is built (a release build) only where the bundle runs beside
/// it on samples: without any, `cargo check` tells what the bundle needs.
#[test]
fn a_package_without_samples_is_checked_not_built() {
    let dir = scratch("no-samples");
    let main = "fn main() {\n    println!(\"{}\", 6 * 7);\n}\n";
    let pkg = package(&dir, "plain", "2021", "", "", &[("src/main.rs", main)]);
    let target = dir.join("target");
    let target_arg = target.to_str().unwrap();
    let b = ok(&pkg, &["--target-dir", target_arg]);
    answers(&dir, "no-samples", &b.text, "", "42\n");
    assert!(target.join("debug").is_dir(), "{}", target.display());
    assert!(!target.join("release").exists(), "{}", target.display());
    // With a sample, the release binary is built and run beside the bundle.
    write(&pkg, &[("testdata/plain/1.in", "")]);
    ok(&pkg, &["--target-dir", target_arg]);
    let exe = format!("release/plain{}", std::env::consts::EXE_SUFFIX);
    assert!(target.join(exe).is_file(), "{}", target.display());
}

/// The package's `[package.metadata.cp-bundle]` table: its samples folder
/// is run (and the release binary built for it), its edition is the
/// bundle's, the command line's options override it, and a value that is
/// not a string is one error line naming the manifest.
#[test]
fn the_packages_table_sets_samples_and_edition() {
    let dir = scratch("table");
    let main = "fn main() {\n    let mut s = String::new();\n    std::io::stdin().read_line(&mut s).unwrap();\n    println!(\"{}\", s.trim().len());\n}\n";
    let table = format!(
        "[package.metadata.cp-bundle]\nsamples = \"cases\"\nedition = \"{}\"\n",
        newest_edition()
    );
    let pkg = package(
        &dir,
        "table",
        "2021",
        "",
        &table,
        &[
            ("src/main.rs", main),
            ("cases/a.in", "abc\n"),
            ("cases/b.in", "hello\n"),
        ],
    );
    let target = dir.join("target");
    let target_arg = target.to_str().unwrap();
    let b = ok(&pkg, &["--target-dir", target_arg]);
    assert_eq!((b.samples_run, b.edition.as_str()), (2, newest_edition()));
    let exe = format!("release/table{}", std::env::consts::EXE_SUFFIX);
    assert!(target.join(exe).is_file(), "{}", target.display());
    answers(&dir, "table", &b.text, "abcd\n", "4\n");
    let b = ok(
        &pkg,
        &[
            "--target-dir",
            target_arg,
            "--no-samples",
            "--edition",
            "2021",
        ],
    );
    assert_eq!((b.samples_run, b.edition.as_str()), (0, "2021"));
    write(
        &pkg,
        &[(
            "Cargo.toml",
            "[package]\nname = \"table\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[package.metadata.cp-bundle]\nsamples = 1\n",
        )],
    );
    refused(
        &pkg,
        &["--target-dir", target_arg],
        "table/Cargo.toml: [package.metadata.cp-bundle] samples should be a string",
    );
}

/// Cargo's metadata gives each crate the features of the whole workspace
/// at once; a build of one package turns on only what that package asks
/// (resolver 2). A member that asks a library for more does not change
/// another member's binary, nor its bundle.
#[test]
fn a_feature_another_member_asks_for_is_not_the_binarys() {
    let dir = scratch("workspace-features");
    write(
        &dir,
        &[
            ("Cargo.toml", "[workspace]\nmembers = [\"abc\", \"bench\", \"lib\"]\nresolver = \"2\"\n"),
            ("lib/Cargo.toml", "[package]\nname = \"snippets\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[features]\nextra = []\n"),
            (
                "lib/src/lib.rs",
                "pub fn speed() -> &'static str {\n    if cfg!(feature = \"extra\") {\n        \"extra\"\n    } else {\n        \"plain\"\n    }\n}\n\n#[cfg(feature = \"extra\")]\npub mod extra {\n    pub fn more() -> u64 {\n        1\n    }\n}\n",
            ),
            ("abc/Cargo.toml", "[package]\nname = \"abc\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nsnippets = { path = \"../lib\" }\n"),
            ("abc/src/main.rs", "fn main() {\n    println!(\"{}\", snippets::speed());\n}\n"),
            ("bench/Cargo.toml", "[package]\nname = \"bench\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nsnippets = { path = \"../lib\", features = [\"extra\"] }\n"),
            ("bench/src/lib.rs", "pub fn more() -> u64 {\n    snippets::extra::more()\n}\n"),
        ],
    );
    for (cwd, args) in [
        (dir.to_path_buf(), &["-p", "abc"][..]),
        (dir.join("abc"), &[][..]),
    ] {
        let b = ok(&cwd, args);
        assert!(
            b.text.contains("if false") && !b.text.contains("mod extra"),
            "{}",
            b.text
        );
        answers(&dir, "member", &b.text, "", "plain\n");
    }
}

/// A lint that denies by default and fires in a library from git (cargo
/// caps the lints of a dependency that is not a path, so the binary
/// builds): in the bundle it is allowed on that library's module, which
/// then compiles as the binary did.
#[test]
fn a_lint_that_denies_in_a_library_is_allowed_on_its_module() {
    let dir = scratch("denying-lint");
    library(
        &dir,
        "oldlib",
        "",
        "",
        &[(
            "src/lib.rs",
            "pub fn low_byte() -> u8 {\n    let b: u8 = 256;\n    b\n}\n",
        )],
    );
    let lib = dir.join("oldlib");
    for args in [
        &["init", "-q"][..],
        &["add", "-A"],
        &[
            "-c",
            "user.name=cp",
            "-c",
            "user.email=cp@example.com",
            "-c",
            "commit.gpgsign=false",
            "commit",
            "-q",
            "-m",
            "oldlib",
        ],
    ] {
        let out = std::process::Command::new("git")
            .args(args)
            .current_dir(&lib)
            .output()
            .expect("git runs");
        assert!(
            out.status.success(),
            "git {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let pkg = package(
        &dir,
        "user",
        "2021",
        &format!("oldlib = {{ git = \"file://{}\" }}", lib.display()),
        "",
        &[(
            "src/main.rs",
            "fn main() {\n    println!(\"{}\", oldlib::low_byte() + 1);\n}\n",
        )],
    );
    let b = ok(&pkg, &[]);
    assert!(
        has(
            &b.text,
            "#[allow(warnings, overflowing_literals)] mod oldlib"
        ),
        "{}",
        b.text
    );
    answers(&dir, "denying-lint", &b.text, "", "1\n");
}
#[test]
fn what_the_judge_lacks_is_refused_where_it_is_reached() {
    let dir = scratch("refused");
    mylib(&dir, "");
    library(
        &dir,
        "pm",
        "",
        "[lib]\nproc-macro = true\n",
        &[(
            "src/lib.rs",
            "use proc_macro::TokenStream;\n#[proc_macro]\npub fn answer(_: TokenStream) -> TokenStream {\n    \"42\".parse().unwrap()\n}\n",
        )],
    );
    // A library of one's own that is not std-only where the binary goes.
    library(
        &dir,
        "impure",
        "pm = { path = \"../pm\" }",
        "",
        &[(
            "src/lib.rs",
            "pub fn pure() -> u32 {\n    1\n}\n\npub fn impure() -> u32 {\n    pm::answer!()\n}\n",
        )],
    );
    let main = |body: &str| format!("fn main() {{\n    {body}\n}}\n");
    let pkg = package(
        &dir,
        "user",
        "2021",
        "impure = { path = \"../impure\" }\npm = { path = \"../pm\" }",
        "",
        &[("src/main.rs", &main("println!(\"{}\", impure::pure());"))],
    );
    // Not reached: bundled.
    let b = ok(&pkg, &[]);
    answers(&dir, "pure", &b.text, "", "1\n");
    write(
        &pkg,
        &[("src/main.rs", &main("println!(\"{}\", impure::impure());"))],
    );
    refused(
        &pkg,
        &[],
        "impure 0.3.1: src/lib.rs:6: the crate `impure` uses the crate `pm`: a judge without crates lacks it, and a bundle cannot carry it: it is a proc-macro crate, which runs in the compiler",
    );
    write(
        &pkg,
        &[("src/main.rs", &main("println!(\"{}\", pm::answer!());"))],
    );
    refused(
        &pkg,
        &[],
        "src/main.rs:2: uses the crate `pm`: a judge without crates lacks it",
    );

    // Syntax newer than the judges' Rust 1.70, in code that stays.
    // A cargo older than the syntax says so first.
    let cargo_minor = cargo_minor();
    for (code, needle, minor) in [
        (
            "#[expect(unused)]\n    let x = 1;",
            "src/main.rs:2: #[expect(..)] needs Rust 1.81; the bundle is for Rust 1.70 (use #[allow(..)])",
            81,
        ),
        (
            "let x = const { 1 };",
            "src/main.rs:2: inline const blocks need Rust 1.79",
            79,
        ),
        (
            "let x = c\"c\".count_bytes();",
            "src/main.rs:2: C string literals need Rust 1.77",
            77,
        ),
        (
            "let y = 1u8;\n    let x = &raw const y;",
            "src/main.rs:3: `&raw const` and `&raw mut` need Rust 1.82",
            82,
        ),
        (
            "let x = match 3 { 0..2 => 1, _ => 2 };",
            "exclusive range patterns (`a..b`) need Rust 1.80",
            80,
        ),
        (
            "trait T {\n        fn f(&self) -> impl Iterator<Item = u8>;\n    }\n    impl T for u8 {\n        fn f(&self) -> impl Iterator<Item = u8> {\n            0..1\n        }\n    }\n    let x = 1u8.f().count();",
            "src/main.rs:3: `async fn` and `-> impl Trait` in traits need Rust 1.75",
            75,
        ),
        (
            "let c = async || 1;\n    let x = c;",
            "src/main.rs:2: async closures need Rust 1.85",
            85,
        ),
        (
            "#[diagnostic::on_unimplemented(message = \"m\")]\n    trait U {}\n    impl U for u8 {}\n    fn need<X: U>(x: X) -> X {\n        x\n    }\n    let x = need(1u8);",
            "src/main.rs:2: `#[diagnostic::..]` attributes need Rust 1.78",
            78,
        ),
        (
            "fn g(i: impl Iterator<Item: Copy>) -> usize { i.count() }\n    let x = g(0..3);",
            "src/main.rs:2: bounds on associated types in paths (`Iterator<Item: Ord>`) need Rust 1.79",
            79,
        ),
    ] {
        write(
            &pkg,
            &[("src/main.rs", &main(&format!("{code}\n    let _ = x;")))],
        );
        if cargo_minor >= minor {
            refused(&pkg, &[], needle);
        } else {
            refused(&pkg, &[], "the binary `user` does not build: cargo check: ");
        }
    }
    // Let chains exist in edition 2024 only.
    if newest_edition() == "2024" {
        let chains = package(
            &dir,
            "chains",
            "2024",
            "",
            "",
            &[(
                "src/main.rs",
                "fn main() {\n    let x = if let Some(a) = Some(1) && a > 0 { a } else { 0 };\n    println!(\"{x}\");\n}\n",
            )],
        );
        refused(
            &chains,
            &["--edition", "2024"],
            "src/main.rs:2: `let` chains need Rust 1.88",
        );
        refused(
            &chains,
            &[],
            "let chains are only allowed in Rust 2024 or later (src/main.rs:2)",
        );
    }
    write(
        &pkg,
        &[(
            "src/main.rs",
            "unsafe extern \"C\" {\n    fn abs(x: i32) -> i32;\n}\nfn main() {\n    println!(\"{}\", unsafe { abs(-1) });\n}\n",
        )],
    );
    if cargo_minor >= 82 {
        refused(
            &pkg,
            &[],
            "src/main.rs:1: `unsafe extern` blocks need Rust 1.82",
        );
    }

    // What cannot be read or followed: cargo says it first.
    write(&pkg, &[("src/main.rs", "fn main() {\n    let x = ;\n}\n")]);
    refused(
        &pkg,
        &[],
        "the binary `user` does not build: cargo check: error: expected expression, found `;` (src/main.rs:2:13)",
    );
    write(&pkg, &[("src/main.rs", "mod gone;\nfn main() {}\n")]);
    refused(
        &pkg,
        &[],
        "the binary `user` does not build: cargo check: error[E0583]: file not found for module `gone`",
    );
    write(
        &pkg,
        &[
            ("src/main.rs", "include!(\"other.rs\");\nfn main() {}\n"),
            ("src/other.rs", "fn helper() {}\n"),
        ],
    );
    refused(
        &pkg,
        &[],
        "src/main.rs:1: include!(..) pastes another file's code",
    );
    write(
        &pkg,
        &[(
            "src/main.rs",
            "mod cp_games {}\nmod impure {\n    pub fn pure() -> u32 {\n        5\n    }\n}\nfn main() {\n    println!(\"{}\", impure::pure() + ::impure::pure());\n}\n",
        )],
    );
    // A module of the binary's own named like a crate it uses: the crate's
    // module is named otherwise, and each name means what it meant.
    let b = ok(&pkg, &["--no-samples"]);
    assert!(b.modules.contains_key("impure_2"), "{}", b.text);
    answers(&dir, "own-impure", &b.text, "", "6\n");
    write(
        &pkg,
        &[(
            "src/main.rs",
            "fn main() {\n    let x: u32 = impure::pure() + \"\";\n}\n",
        )],
    );
    refused(
        &pkg,
        &[],
        "the binary `user` does not build: cargo check: error[E0277]: cannot add `&str` to `u32` (src/main.rs:2:33)",
    );
}

#[test]
fn trait_impls_methods_and_imports_follow_their_types() {
    let dir = scratch("traits");
    library(
        &dir,
        "shapes",
        "",
        "",
        &[(
            "src/lib.rs",
            "pub mod kinds {
    pub trait Area {
        fn area(&self) -> u64;
    }
    pub struct Square(pub u64);
    pub struct Circle(pub u64);
    pub struct Never;
    impl Area for Square {
        fn area(&self) -> u64 {
            self.0 * self.0
        }
    }
    impl Area for Circle {
        fn area(&self) -> u64 {
            3 * self.0 * self.0
        }
    }
    impl Area for Never {
        fn area(&self) -> u64 {
            0
        }
    }
    trait Halve: Sized {
        fn halved(this: &Self) -> u64;
    }
    impl Halve for Square {
        fn halved(this: &Self) -> u64 {
            this.0 / 2
        }
    }
    impl Square {
        /// Calls the method of a trait that nothing names, through `Self`.
        pub fn half(&self) -> u64 {
            Self::halved(self)
        }
        pub fn new(x: u64) -> Self {
            Self::checked(x)
        }
        fn checked(x: u64) -> Self {
            Square(x)
        }
        pub fn unused_method(&self) -> u64 {
            9
        }
    }
    pub fn total<T: Area>(v: &[T]) -> u64 {
        v.iter().map(|s| s.area()).sum()
    }
}
pub mod prelude {
    pub use super::kinds::{total, Area, Square};
    trait Twice {
        fn twice(&self) -> u64;
    }
    impl Twice for u64 {
        fn twice(&self) -> u64 {
            2 * self
        }
    }
    /// Calls a method of a trait that nothing names.
    pub fn doubled(x: u64) -> u64 {
        x.twice()
    }
}
pub mod extra {
    use super::kinds::*;
    pub fn boxed() -> Box<dyn Area> {
        Box::new(Circle(1))
    }
}
",
        )],
    );
    let pkg = package(
        &dir,
        "user",
        "2021",
        "shapes = { path = \"../shapes\" }",
        "",
        &[(
            "src/main.rs",
            "use shapes::prelude::*;\nfn main() {\n    let v = [Square::new(2), Square(3)];\n    println!(\"{} {} {} {}\", total(&v), shapes::extra::boxed().area(), doubled(4), v[0].half());\n}\n",
        )],
    );
    let b = ok(&pkg, &[]);
    for gone in ["Never", "unused_method"] {
        assert!(!b.text.contains(gone), "{gone}:\n{}", b.text);
    }
    for kept in ["impl Area for Circle", "fn checked", "use super::kinds::*;"] {
        assert!(has(&b.text, kept), "{kept}:\n{}", b.text);
    }
    answers(&dir, "traits", &b.text, "", "13 3 8 1\n");
}

#[test]
fn crates_atcoder_installs_stay_external_in_its_flavour() {
    let dir = scratch("atcoder");
    let pkg = package(
        &dir,
        "user",
        "2021",
        "itertools = \"0.14\"",
        "",
        &[(
            "src/main.rs",
            "use itertools::Itertools;\nfn main() {\n    println!(\"{}\", [1, 2, 3].iter().join(\"-\"));\n}\n",
        )],
    );
    let target = dir.join("target");
    let target = target.to_str().unwrap();
    let b = ok(&pkg, &["--atcoder", "--target-dir", target]);
    assert!(b.text.contains("use itertools::Itertools;"), "{}", b.text);
    assert!(
        b.text
            .contains("// AtCoder, with the crates it installs: edition 2021"),
        "{}",
        b.text
    );
    assert!(!b.text.contains("mod itertools"), "{}", b.text);
    // Without crates, itertools (std only) is carried like a library of
    // one's own: pruned, and answering as the binary does.
    let b = ok(&pkg, &["--target-dir", target]);
    assert!(has(&b.text, "mod itertools {"), "{}", b.text);
    assert!(b
        .text
        .contains("// itertools 0.14.0 (license MIT OR Apache-2.0) as `mod itertools`: "));
    answers(&dir, "itertools", &b.text, "", "1-2-3\n");
}
