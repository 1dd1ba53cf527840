//! Finds every binary of the crate (`../src/bin/*.rs`) that answers one
//! input (not the interactive ones) and its test inputs
//! (`../testdata/<name>/*.in`), so that the page lists them all with no
//! list kept by hand: each binary's source is compiled here as a module,
//! with a public `web_main` that calls its private `main`, and the registry
//! names them with their first documentation paragraph and their inputs.
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// Test inputs larger than this stay out of the page.
const LARGEST_SAMPLE: u64 = 16 * 1024;

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap())
        .parent()
        .expect("web/ lies in the repository")
        .to_path_buf();
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let bins = root.join("src/bin");
    let testdata = root.join("testdata");
    println!("cargo:rerun-if-changed={}", bins.display());
    println!("cargo:rerun-if-changed={}", testdata.display());

    let mut names: Vec<String> = fs::read_dir(&bins)
        .expect("src/bin")
        .filter_map(|e| {
            let path = e.ok()?.path();
            (path.extension()? == "rs").then(|| path.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    names.sort();
    // An interactive binary (its `main` runs `cp_games::interact::run`)
    // plays against a judge's program, not on one input: the page has no
    // such judge, so it lists only the binaries that answer an input.
    names.retain(|name| {
        let source = fs::read_to_string(bins.join(format!("{name}.rs"))).unwrap_or_default();
        !source.contains("interact::run(")
    });

    let mut registry = String::new();
    let mut entries = String::new();
    for name in &names {
        let path = bins.join(format!("{name}.rs"));
        println!("cargo:rerun-if-changed={}", path.display());
        let source = fs::read_to_string(&path).expect("a binary's source");
        let copy = out.join(format!("bin_{name}.rs"));
        let text = format!(
            "{}\n/// The binary's `main`, for the page.\npub fn web_main() {{\n    main()\n}}\n",
            absolute_paths(&source, &bins)
        );
        fs::write(&copy, text).expect("OUT_DIR is writable");
        writeln!(
            registry,
            "#[path = {:?}]\n#[allow(dead_code, unused_imports, clippy::all)]\nmod bin_{name};",
            copy.display().to_string()
        )
        .unwrap();
        let mut samples = String::new();
        for (file, input) in inputs(&testdata.join(name)) {
            writeln!(
                samples,
                "            ({file:?}, include_str!({:?})),",
                input.display().to_string()
            )
            .unwrap();
        }
        writeln!(
            entries,
            "    Binary {{\n        name: {name:?},\n        title: {:?},\n        main: \
             bin_{name}::web_main,\n        samples: &[\n{samples}        ],\n    }},",
            title(&source)
        )
        .unwrap();
    }
    writeln!(
        registry,
        "/// Every binary of the crate, by name.\npub static BINARIES: &[Binary] = &[\n{entries}];"
    )
    .unwrap();
    fs::write(out.join("registry.rs"), registry).expect("OUT_DIR is writable");
}

/// The source with each `#[path = "..."]` made absolute: the copy lives in
/// another folder than the binary.
fn absolute_paths(source: &str, dir: &Path) -> String {
    let mut out = String::new();
    for line in source.split_inclusive('\n') {
        match line.trim_start().strip_prefix("#[path = \"") {
            Some(rest) if !rest.starts_with('/') => {
                let rel = rest.split('"').next().unwrap_or("");
                let indent = &line[..line.len() - line.trim_start().len()];
                let _ = writeln!(
                    out,
                    "{indent}#[path = {:?}]",
                    dir.join(rel).display().to_string()
                );
            }
            _ => out.push_str(line),
        }
    }
    out
}

/// The binary's first documentation paragraph, on one line.
fn title(source: &str) -> String {
    let lines: Vec<&str> = source
        .lines()
        .map_while(|l| l.strip_prefix("//!"))
        .map(str::trim)
        .take_while(|l| !l.is_empty())
        .collect();
    lines.join(" ")
}

/// The `.in` files of a binary's test data, small enough for the page, by
/// name.
fn inputs(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut out: Vec<(String, PathBuf)> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(|e| {
            let path = e.ok()?.path();
            let small = fs::metadata(&path).ok()?.len() <= LARGEST_SAMPLE;
            let name = path.file_stem()?.to_str()?.to_string();
            (path.extension()? == "in" && small).then_some((name, path))
        })
        .collect();
    out.sort();
    out
}
