//! A judge file you can trust: on the Rust patterns where a bundle used to
//! compile and answer otherwise than its binary, each bundle here answers
//! exactly as the binary cargo builds, or is refused with one line that
//! says why. One workspace holds a library of one's own (`mylib`, with
//! features), a crate named like a module of the binary's (`math`), a
//! library of edition 2018 (`old`) and one of edition 2024 (`new`), and a
//! package `user` with a binary for each case, a build script and a
//! sample input for each binary (`test/<bin>/1.in`), which the bundler's
//! own behaviour check runs too.

mod common;

use common::*;
use std::path::Path;
use std::process::Command;

const MYLIB_TOML: &str = "
[features]
x = []
dev = []
win = []
";

const MYLIB: &str = r#"
pub mod consts {
    pub const WALL: u8 = b'#';
    pub const GOAL: u8 = b'G';
}
pub mod ext {
    pub trait Len {
        fn len(self) -> usize;
    }
    impl<T> Len for Vec<T> {
        fn len(self) -> usize {
            42
        }
    }
}
pub mod prelude {
    pub use crate::ext::*;
}
pub trait GraphExt {
    fn edges(&self) -> usize;
}
pub type Graph = Vec<Vec<usize>>;
impl GraphExt for Graph {
    fn edges(&self) -> usize {
        self.iter().map(|v| v.len()).sum()
    }
}
pub struct S;
impl S {
    pub(crate) fn size(&self) -> u32 {
        1
    }
}
pub trait Size {
    fn size(&self) -> u32;
}
impl Size for S {
    fn size(&self) -> u32 {
        2
    }
}
#[macro_export]
macro_rules! call {
    () => {
        crate::solve()
    };
}
#[macro_export]
macro_rules! dbg {
    ($e:expr) => {
        99
    };
}
#[macro_export]
macro_rules! fx {
    () => {
        cfg!(feature = "x")
    };
}
#[macro_export]
macro_rules! name {
    () => {
        env!("CARGO_PKG_NAME")
    };
}
pub fn v() -> Vec<u32> {
    vec![#[cfg(feature = "x")] 10, 20]
}
pub fn flags() -> (bool, bool, bool) {
    (cfg!(feature = "x"), cfg!(feature = "dev"), cfg!(feature = "win"))
}
pub mod sets {
    use std::collections::*;
    pub fn distinct(v: &[u32]) -> usize {
        v.iter().collect::<BTreeSet<_>>().len()
    }
}
pub struct Counter(pub u64);
impl Counter {
    pub fn bump(&mut self) -> u64 {
        self.0 += 1;
        self.0
    }
    pub fn leap(&mut self) -> u64 {
        self.0 += 100;
        self.0
    }
}
macro_rules! from_ten {
    ($t:ident) => {
        pub fn $t() -> u64 {
            let mut c = crate::Counter(10);
            c.$t()
        }
    };
}
pub mod from_ten {
    from_ten!(bump);
    from_ten!(leap);
}
"#;

/// Each case: a binary, and its answer (from the binary cargo builds; the
/// test checks that too).
const CASES: &[(&str, &str, &str)] = &[
    (
        "c01_glob_in_a_function",
        "fn f(c: u8) -> &'static str {\n    use mylib::consts::*;\n    match c {\n        WALL => \"wall\",\n        GOAL => \"goal\",\n        _ => \"other\",\n    }\n}\nfn main() {\n    println!(\"{} {} {}\", f(b'#'), f(b'G'), f(b'.'));\n}\n",
        "wall goal other\n",
    ),
    (
        "c02_extension_trait_through_globs",
        "use mylib::prelude::*;\nfn main() {\n    let v = vec![1, 2];\n    println!(\"{}\", v.len());\n}\n",
        "42\n",
    ),
    (
        "c03_impl_for_a_type_alias",
        "use mylib::GraphExt;\nfn main() {\n    let g: Vec<Vec<usize>> = vec![vec![1], vec![0, 2]];\n    println!(\"{}\", g.edges());\n}\n",
        "3\n",
    ),
    (
        "c04_a_module_named_like_a_crate",
        "mod sub {\n    mod math {\n        pub fn f() -> u32 {\n            2\n        }\n    }\n    pub fn g() -> u32 {\n        math::f()\n    }\n}\nfn h() -> u32 {\n    mod math {\n        pub fn f() -> u32 {\n            3\n        }\n    }\n    math::f()\n}\nfn main() {\n    println!(\"{} {} {}\", sub::g(), h(), math::f());\n}\n",
        "2 3 1\n",
    ),
    (
        "c05_pub_crate_against_a_trait",
        "use mylib::{Size, S};\nfn main() {\n    println!(\"{}\", S.size());\n}\n",
        "2\n",
    ),
    (
        "c06_crate_in_an_exported_macro",
        "fn solve() -> u32 {\n    7\n}\nfn main() {\n    println!(\"{}\", mylib::call!());\n}\n",
        "7\n",
    ),
    (
        "c07_a_library_s_dbg",
        "fn main() {\n    let x: i32 = dbg!(5);\n    println!(\"{x}\");\n}\n",
        "5\n",
    ),
    (
        "c08_cfg_in_macros",
        "fn main() {\n    println!(\"{:?} {}\", mylib::v(), mylib::fx!());\n}\n",
        "[10, 20] false\n",
    ),
    (
        "c09_env_and_module_path",
        "mod sub {\n    pub fn here() -> &'static str {\n        module_path!()\n    }\n}\nfn main() {\n    println!(\"{} {} {}\", mylib::name!(), module_path!(), sub::here());\n}\n",
        "user c09_env_and_module_path c09_env_and_module_path::sub\n",
    ),
    (
        "c10_features_of_the_build",
        "fn main() {\n    println!(\"{:?}\", mylib::flags());\n}\n",
        "(true, false, false)\n",
    ),
    (
        "c11_a_build_script_s_cfg",
        "fn main() {\n    println!(\"{}\", if cfg!(fast) { \"fast\" } else { \"slow\" });\n}\n",
        "fast\n",
    ),
    (
        "c12_a_library_of_edition_2018",
        "fn main() {\n    println!(\"{}\", old::sizes());\n}\n",
        "4 4 4\n",
    ),
    (
        "c13_a_glob_of_std",
        "fn main() {\n    println!(\"{}\", mylib::sets::distinct(&[3, 1, 3, 2]));\n}\n",
        "3\n",
    ),
    (
        "c14_a_method_named_in_a_macro_call",
        "fn main() {\n    println!(\"{}\", mylib::from_ten::bump());\n}\n",
        "11\n",
    ),
    (
        "valid_names_of_edition_2021",
        "extern \"C\" {\n    fn abs(x: i32) -> i32;\n}\nfn gen() -> u32 {\n    1\n}\nfn main() {\n    std::env::set_var(\"CP\", \"1\");\n    println!(\"{} {} {}\", gen(), unsafe { abs(-2) }, std::env::var(\"CP\").unwrap());\n}\n",
        "1 2 1\n",
    ),
];

/// The workspace of the cases, in `dir`.
fn workspace(dir: &Path) -> std::path::PathBuf {
    write(
        dir,
        &[(
            "Cargo.toml",
            "[workspace]\nmembers = [\"mylib\", \"math\", \"old\", \"new\", \"user\"]\nresolver = \"2\"\n",
        )],
    );
    library(dir, "mylib", "", MYLIB_TOML, &[("src/lib.rs", MYLIB)]);
    library(
        dir,
        "math",
        "",
        "",
        &[("src/lib.rs", "pub fn f() -> u32 {\n    1\n}\n")],
    );
    write(
        dir,
        &[
            (
                "old/Cargo.toml",
                "[package]\nname = \"old\"\nversion = \"0.1.0\"\nedition = \"2018\"\n",
            ),
            (
                "old/src/lib.rs",
                "pub fn sizes() -> String {\n    let a = [1u32, 2, 3];\n    let v: Vec<usize> = a.into_iter().map(|x| std::mem::size_of_val(&x)).collect();\n    format!(\"{} {} {}\", v[0] / 2, v[1] / 2, v[2] / 2)\n}\n",
            ),
        ],
    );
    if newest_edition() == "2024" {
        write(
            dir,
            &[
                (
                    "new/Cargo.toml",
                    "[package]\nname = \"new\"\nversion = \"0.1.0\"\nedition = \"2024\"\n",
                ),
                (
                    "new/src/lib.rs",
                    "use std::cell::RefCell;\npub fn first(c: &RefCell<Vec<u32>>) -> u32 {\n    if let Some(x) = c.borrow().first().copied().filter(|&x| x > 100) {\n        x\n    } else {\n        c.borrow_mut().push(1);\n        0\n    }\n}\n",
                ),
            ],
        );
    } else {
        library(
            dir,
            "new",
            "",
            "",
            &[(
                "src/lib.rs",
                "pub fn first(_: &std::cell::RefCell<Vec<u32>>) -> u32 {\n    0\n}\n",
            )],
        );
    }
    let mut files: Vec<(String, String)> = CASES
        .iter()
        .map(|(bin, text, _)| (format!("src/bin/{bin}.rs"), text.to_string()))
        .collect();
    for (bin, ..) in CASES {
        files.push((format!("test/{bin}/1.in"), String::new()));
    }
    files.push((
        "src/bin/c12_a_library_of_edition_2024.rs".to_string(),
        "fn main() {\n    let c = std::cell::RefCell::new(vec![1]);\n    println!(\"{}\", new::first(&c));\n}\n"
            .to_string(),
    ));
    files.push((
        "build.rs".to_string(),
        "fn main() {\n    println!(\"cargo:rustc-cfg=fast\");\n}\n".to_string(),
    ));
    let files: Vec<(&str, &str)> = files
        .iter()
        .map(|(p, t)| (p.as_str(), t.as_str()))
        .collect();
    package(
        dir,
        "user",
        "2021",
        "mylib = { path = \"../mylib\", features = [\"x\"] }\nmath = { path = \"../math\" }\nold = { path = \"../old\" }\nnew = { path = \"../new\" }",
        "\n[dev-dependencies]\nmylib = { path = \"../mylib\", features = [\"dev\"] }\n\n[target.'cfg(windows)'.dependencies]\nmylib = { path = \"../mylib\", features = [\"win\"] }\n",
        &files,
    )
}

/// What the binary cargo builds prints.
fn binary_answer(pkg: &Path, bin: &str) -> String {
    let out = Command::new(env!("CARGO"))
        .args(["run", "-q", "--bin", bin])
        .current_dir(pkg)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{bin}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn bundles_answer_as_their_binaries_or_are_refused() {
    let dir = scratch("trust");
    let pkg = workspace(&dir);
    for (bin, _, want) in CASES {
        assert_eq!(binary_answer(&pkg, bin), *want, "the binary {bin}");
        let b = ok(&pkg, &["--bin", bin]);
        // The bundler's own check ran the sample beside the binary.
        assert_eq!(b.samples_run, 1, "{bin}: {:?}", b.notes);
        answers(&dir, bin, &b.text, "", want);
    }
    if newest_edition() == "2024" {
        refused(
            &pkg,
            &["--bin", "c12_a_library_of_edition_2024"],
            "new 0.1.0: src/lib.rs:3: this `if let` holds a lock or a borrow while its `else` runs in edition 2021 (the bundle's), not in edition 2024 (the crate's) (--edition 2024 keeps its meaning)",
        );
    }
}

/// A bundle that answers a sample otherwise than its binary is refused,
/// naming the input and the line.
#[test]
fn a_bundle_that_answers_otherwise_is_refused_by_its_samples() {
    let dir = scratch("otherwise");
    // The program's own name differs: the binary's is `who`, the
    // bundle's is not.
    let pkg = package(
        &dir,
        "who",
        "2021",
        "",
        "",
        &[
            (
                "src/main.rs",
                "fn main() {\n    let me = std::env::args().next().unwrap();\n    println!(\"hello\");\n    println!(\"{}\", me.rsplit('/').next().unwrap());\n}\n",
            ),
            ("test/1.in", ""),
        ],
    );
    let e = refused(
        &pkg,
        &[],
        "the bundle answers test/1.in differently from the binary: line 2 is ",
    );
    assert!(
        e.message
            .ends_with(", the binary's is \"who\"; nothing was written"),
        "{}",
        e.message
    );
    // Not run: bundled.
    let b = ok(&pkg, &["--no-samples"]);
    assert_eq!(b.samples_run, 0);
    // A folder of one's own.
    write(&pkg, &[("samples/a.in", "")]);
    refused(
        &pkg,
        &["--samples", "samples"],
        "the bundle answers samples/a.in differently",
    );
    refused(&pkg, &["--samples", "nothing"], "--samples: no folder ");
}

/// Judges run Rust 1.70: a package of `cargo new` (edition 2024), checked
/// with toolchain 1.70, is refused on a std function newer than that, with
/// rustc's reason; a toolchain that is not installed is named with the
/// command that installs it.
#[test]
fn the_judges_compiler_from_a_package_of_any_edition() {
    let dir = scratch("judges-compiler");
    let pkg = package(
        &dir,
        "contest",
        newest_edition(),
        "",
        "",
        &[(
            "src/main.rs",
            "fn main() {\n    let n: u64 = 7;\n    println!(\"{}\", n.div_ceil(2));\n}\n",
        )],
    );
    refused(
        &pkg,
        &["--toolchain", "0.9.9"],
        "the toolchain 0.9.9 is not installed: `rustup toolchain install 0.9.9 --profile minimal` installs it",
    );
    // A cargo older than 1.73 does not build the binary at all.
    if !rust_1_70() || cargo_minor() < 73 {
        return;
    }
    let e = refused(
        &pkg,
        &["--toolchain", "1.70"],
        "the bundle does not compile with rustc 1.70.0 (edition 2021): error[E0658]: use of unstable library feature",
    );
    assert!(
        e.message.contains("`println!(\"{}\", n.div_ceil(2));`"),
        "{}",
        e.message
    );
    // Set in the package, the same.
    let manifest = std::fs::read_to_string(pkg.join("Cargo.toml")).unwrap();
    write(
        &pkg,
        &[(
            "Cargo.toml",
            &format!("{manifest}\n[package.metadata.cp-bundle]\ntoolchain = \"1.70\"\n"),
        )],
    );
    refused(&pkg, &[], "the bundle does not compile with rustc 1.70.0");
    write(
        &pkg,
        &[(
            "src/main.rs",
            "fn main() {\n    let n: u64 = 7;\n    println!(\"{}\", (n + 1) / 2);\n}\n",
        )],
    );
    let b = ok(&pkg, &[]);
    assert!(
        b.text
            .contains("// std only: edition 2021; checked with rustc 1.70.0.\n"),
        "{}",
        b.text
    );
    answers(&dir, "contest", &b.text, "", "4\n");
}

/// A crate of edition 2015 is carried, migrated; modules that include
/// each other, and a type's path, are refused in one line, without a
/// crash.
#[test]
fn what_cannot_be_carried_is_one_error_line() {
    let dir = scratch("uncarried");
    write(
        &dir,
        &[
            (
                "ancient/Cargo.toml",
                "[package]\nname = \"ancient\"\nversion = \"0.1.0\"\nedition = \"2015\"\n",
            ),
            (
                "ancient/src/lib.rs",
                "pub fn f() -> u32 {\n    ::g()\n}\nfn g() -> u32 {\n    1\n}\n",
            ),
        ],
    );
    let pkg = package(
        &dir,
        "user",
        "2021",
        "ancient = { path = \"../ancient\" }",
        "",
        &[(
            "src/main.rs",
            "fn main() {\n    println!(\"{}\", ancient::f());\n}\n",
        )],
    );
    // Edition 2015's `::g()` is the crate's root: migrated as cargo fix
    // migrates it, the bundle answers as the binary does.
    let b = ok(&pkg, &["--no-samples"]);
    assert!(has(&b.text, "crate::ancient::g()"), "{}", b.text);
    answers(&dir, "ancient", &b.text, "", "1\n");
    write(
        &pkg,
        &[(
            "src/main.rs",
            "#[path = \"main.rs\"]\nmod again;\nfn main() {}\n",
        )],
    );
    refused(&pkg, &[], "circular modules");
    // A type's name is its path, which the bundle changes: refused where
    // it may be an answer, kept in what only a panic says.
    write(
        &pkg,
        &[(
            "src/main.rs",
            "struct Grid;\nfn main() {\n    println!(\"{}\", std::any::type_name::<Grid>());\n}\n",
        )],
    );
    refused(
        &pkg,
        &[],
        "src/main.rs:3: `std::any::type_name` names a type by its path, which the bundle changes",
    );
    write(
        &pkg,
        &[(
            "src/main.rs",
            "use std::any::type_name;\nfn main() {\n    let x: Result<u8, _> = \"7\".parse();\n    let x = x.unwrap_or_else(|_| panic!(\"not a {}\", type_name::<u8>()));\n    println!(\"{x}\");\n}\n",
        )],
    );
    ok(&pkg, &["--no-samples"]);
}

/// rustc's edition fixes are kept in the target folder for the next
/// bundle, and made anew when a source file of the crate changes.
#[test]
fn edition_fixes_are_kept_and_made_anew_when_the_source_changes() {
    let dir = scratch("edition-cache");
    let pkg = workspace(&dir);
    let bin = "c12_a_library_of_edition_2018";
    let b = ok(&pkg, &["--bin", bin]);
    assert!(b.text.contains("a.iter()"), "{}", b.text);
    // The package's target folder: `target` of its workspace, or the one
    // CARGO_TARGET_DIR names (CI's Rust 1.70 tier sets it, relative to
    // the folder cargo runs in).
    let target = match std::env::var_os("CARGO_TARGET_DIR").map(std::path::PathBuf::from) {
        Some(t) if t.is_absolute() => t,
        Some(t) => pkg.join(t),
        None => dir.join("target"),
    };
    let cache = target.join("cp-bundle");
    let kept = std::fs::read_dir(&cache).map_or(0, |d| d.count());
    assert!(kept > 0, "nothing kept in {}", cache.display());
    // The same bundle from what was kept.
    assert_eq!(ok(&pkg, &["--bin", bin]).text, b.text);
    // The line moves: the fix must follow it.
    let lib = dir.join("old/src/lib.rs");
    let text = std::fs::read_to_string(&lib).unwrap();
    std::fs::write(&lib, format!("// moved down\n\n{text}")).unwrap();
    let b = ok(&pkg, &["--bin", bin]);
    assert!(b.text.contains("a.iter()"), "{}", b.text);
    answers(&dir, bin, &b.text, "", "4 4 4\n");
}
