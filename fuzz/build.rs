//! Writes `$OUT_DIR/samples.rs`: the test inputs of every binary,
//! `../testdata/<binary>/*.in` with the `.out` beside each, by binary. The
//! binaries themselves are the crate's catalogue
//! (`cp_games::problems::catalogue()`), so a new binary is fuzzed as soon
//! as the catalogue lists it, with no list to extend here.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let fuzz = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("run by cargo"));
    let root = fuzz.parent().expect("fuzz/ sits in the crate's folder");
    let testdata = root.join("testdata");
    // A folder here is scanned whole: a file added, changed or removed
    // reruns this script.
    println!("cargo:rerun-if-changed={}", testdata.display());

    let mut out = String::from(
        "/// The test inputs of every binary, by name.\npub const SAMPLES: &[(&str, &[crate::Sample])] = &[\n",
    );
    let mut folders: Vec<(String, PathBuf)> = fs::read_dir(&testdata)
        .map(|entries| {
            entries
                .map(|e| e.expect("a readable folder").path())
                .filter(|p| p.is_dir())
                .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), p))
                .collect()
        })
        .unwrap_or_default();
    folders.sort();
    for (name, folder) in &folders {
        println!("cargo:rerun-if-changed={}", folder.display());
        writeln!(out, "    ({name:?}, &[").unwrap();
        for (sample, path) in files(folder, "in") {
            let answer = path.with_extension("out");
            let answer = if answer.is_file() {
                format!("Some(include_bytes!({:?}))", absolute(&answer))
            } else {
                "None".to_string()
            };
            writeln!(
                out,
                "        crate::Sample {{ name: {sample:?}, input: include_bytes!({:?}), \
                 answer: {answer} }},",
                absolute(&path)
            )
            .unwrap();
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let dest = PathBuf::from(std::env::var_os("OUT_DIR").expect("run by cargo")).join("samples.rs");
    fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}

/// The files `*.{ext}` of `dir` by name (without the extension), sorted;
/// none if `dir` does not exist.
fn files(dir: &Path, ext: &str) -> Vec<(String, PathBuf)> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<(String, PathBuf)> = entries
        .map(|e| e.expect("a readable folder").path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == ext))
        .map(|p| (p.file_stem().unwrap().to_string_lossy().into_owned(), p))
        .collect();
    out.sort();
    out
}

fn absolute(path: &Path) -> String {
    fs::canonicalize(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .to_string_lossy()
        .into_owned()
}
