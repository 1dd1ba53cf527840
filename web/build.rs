//! Finds the documentation of every binary of the crate
//! (`../src/bin/*.rs`) and its test inputs (`../testdata/<name>/*.in`), so
//! that the page shows them with no list kept by hand: the registry names
//! each binary with its first documentation paragraph, the name and rules
//! of its `# Rules` section ([`rules`]) and its inputs. What each binary
//! is (its solver or its interactive play, its game) the page reads from
//! the crate's catalogue, `cp_games::problems::catalogue()`.
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
    println!(
        "cargo:rerun-if-changed={}",
        root.join("src/problems").display()
    );

    let mut names: Vec<String> = fs::read_dir(&bins)
        .expect("src/bin")
        .filter_map(|e| {
            let path = e.ok()?.path();
            (path.extension()? == "rs").then(|| path.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    names.sort();
    let mut registry = String::new();
    let mut entries = String::new();
    for name in &names {
        let path = bins.join(format!("{name}.rs"));
        println!("cargo:rerun-if-changed={}", path.display());
        let source = fs::read_to_string(&path).expect("a binary's source");
        let mut samples = String::new();
        for (file, input) in inputs(&testdata.join(name)) {
            writeln!(
                samples,
                "            ({file:?}, include_str!({:?})),",
                input.display().to_string()
            )
            .unwrap();
        }
        let (human, rules) = rules(&source, &root).unwrap_or_default();
        writeln!(
            entries,
            "    Documented {{\n        name: {name:?},\n        title: {:?},\n        human: \
             {human:?},\n        rules: {rules:?},\n        \
             samples: &[\n{samples}        ],\n    }},",
            title(&source)
        )
        .unwrap();
    }
    writeln!(
        registry,
        "/// The documentation and test inputs of every binary, by name.\npub static BINARIES: &[Documented] = &[\n{entries}];"
    )
    .unwrap();
    fs::write(out.join("registry.rs"), registry).expect("OUT_DIR is writable");
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

/// A source's module documentation (its leading `//!` lines), each line
/// without the `//!` and the space after it.
fn module_doc(source: &str) -> Vec<&str> {
    source
        .lines()
        .map_while(|l| l.strip_prefix("//!"))
        .map(|l| l.strip_prefix(' ').unwrap_or(l))
        .collect()
}

/// The `# Rules` section of a module's documentation: its first paragraph
/// is the game's name in bold (`**Anti-Nim**`), the others the rules in
/// plain words, up to the next heading. Returns the name and the rules,
/// each paragraph on one line and paragraphs apart by a blank line.
pub fn rules_section(doc: &[&str]) -> Option<(String, String)> {
    let start = doc.iter().position(|l| l.trim_end() == "# Rules")? + 1;
    let mut paragraphs: Vec<String> = Vec::new();
    let mut open = false;
    for line in doc[start..].iter().map(|l| l.trim()) {
        if line.starts_with('#') {
            break;
        }
        if line.is_empty() {
            open = false;
        } else if open {
            let last = paragraphs.last_mut().expect("an open paragraph");
            last.push(' ');
            last.push_str(line);
        } else {
            paragraphs.push(line.to_string());
            open = true;
        }
    }
    let name = paragraphs.first()?.strip_prefix("**")?.strip_suffix("**")?;
    let rules = paragraphs[1..].join("\n\n");
    (!name.is_empty() && !rules.is_empty()).then(|| (name.to_string(), rules))
}

/// A binary's name and rules: the `# Rules` section of its own
/// documentation, or else of the problem module its source names
/// (`cp_games::problems::NAME`, `src/problems/NAME.rs` or
/// `src/problems/NAME/mod.rs` under `root`).
pub fn rules(source: &str, root: &Path) -> Option<(String, String)> {
    if let Some(found) = rules_section(&module_doc(source)) {
        return Some(found);
    }
    let after = source.split("cp_games::problems::").nth(1)?;
    let module: String = after
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    let dir = root.join("src/problems");
    let text = fs::read_to_string(dir.join(format!("{module}.rs")))
        .or_else(|_| fs::read_to_string(dir.join(&module).join("mod.rs")))
        .ok()?;
    rules_section(&module_doc(&text))
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
