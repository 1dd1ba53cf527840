//! The code that `docs/your-own-problem.md` shows is the crate's: each of
//! its Rust blocks that names a file on its first line (`//
//! src/problems/s_nim.rs`) shows lines of that file, in the file's order.
//! `cargo test --doc` compiles the blocks (`src/lib.rs` includes the page
//! under `cfg(doctest)`); this test keeps them from becoming code of their
//! own that still compiles.

use std::path::Path;

/// A Rust block of a Markdown text: the line its fence opens on, and its
/// lines as rustdoc shows them (hidden lines, `# ...`, left out).
struct Block {
    line: usize,
    shown: Vec<String>,
}

fn rust_blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<Block> = None;
    for (i, line) in text.lines().enumerate() {
        match (open.take(), line.strip_prefix("```")) {
            (None, Some(info)) => {
                if info.starts_with("rust") {
                    open = Some(Block {
                        line: i + 1,
                        shown: Vec::new(),
                    });
                } else {
                    // Another language: skip to its closing fence.
                    open = Some(Block {
                        line: 0,
                        shown: Vec::new(),
                    });
                }
            }
            (Some(block), Some(_)) => {
                if block.line > 0 {
                    out.push(block);
                }
            }
            (Some(mut block), None) => {
                let t = line.trim_start();
                if !(t == "#" || t.starts_with("# ")) {
                    block.shown.push(line.to_string());
                }
                open = Some(block);
            }
            (None, None) => {}
        }
    }
    assert!(open.is_none(), "a code block is left open");
    out
}

#[test]
fn the_walkthroughs_code_is_the_crates() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/your-own-problem.md")).unwrap();
    let mut named = 0;
    for block in rust_blocks(&doc) {
        let file = block
            .shown
            .first()
            .and_then(|l| l.strip_prefix("// "))
            .filter(|f| f.ends_with(".rs") && !f.contains(' '));
        let Some(file) = file else {
            continue;
        };
        let source = std::fs::read_to_string(root.join(file))
            .unwrap_or_else(|e| panic!("the block of line {}: {file}: {e}", block.line));
        let lines: Vec<&str> = source.lines().collect();
        let mut at = 0;
        for shown in block.shown[1..].iter().filter(|l| !l.trim().is_empty()) {
            match lines[at..].iter().position(|l| l == shown) {
                Some(i) => at += i + 1,
                None => panic!(
                    "docs/your-own-problem.md, the block of line {}: {shown:?} is not a line \
                     of {file} after its line {at}",
                    block.line
                ),
            }
        }
        named += 1;
    }
    assert_eq!(named, 6, "blocks that name their file");
}

/// The catalogue of problems is `cp_games::problems`' list of modules, each
/// shown by its first line: every binary's problem module (its own name,
/// or the module whose `solve` its `main` runs) opens with a line of its
/// own, and every module file of the three layers is declared, so none is
/// left out of the docs.
#[test]
fn the_catalogue_is_the_problem_modules_first_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |p: &Path| std::fs::read_to_string(p).unwrap_or_default();
    let mut bins = 0;
    for entry in std::fs::read_dir(root.join("src/bin")).unwrap() {
        let path = entry.unwrap().path();
        let bin = read(&path);
        let module = bin
            .split("problems::")
            .nth(1)
            .and_then(|rest| rest.split("::").next())
            .unwrap_or_else(|| {
                panic!(
                    "{}: its main runs no problems::<name>::solve",
                    path.display()
                )
            });
        let file = ["src/problems/{}.rs", "src/problems/{}/mod.rs"]
            .iter()
            .map(|f| root.join(f.replace("{}", module)))
            .find(|f| f.is_file())
            .unwrap_or_else(|| panic!("{}: no module src/problems/{module}", path.display()));
        let first = read(&file).lines().next().unwrap_or_default().to_string();
        let summary = first.strip_prefix("//! ").unwrap_or_default();
        assert!(
            summary.len() > 20,
            "{}: its first line should be a //! summary naming the judge problem, not {first:?}",
            file.display()
        );
        bins += 1;
    }
    assert!(bins >= 19, "binaries found: {bins}");
    for folder in ["src/problems", "src/strategy", "src/play/games"] {
        let declared = read(&root.join(folder).join("mod.rs"));
        for entry in std::fs::read_dir(root.join(folder)).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_stem().unwrap().to_string_lossy().to_string();
            if name == "mod"
                || !(path.is_dir() || name.len() + 3 == path.file_name().unwrap().len())
            {
                continue;
            }
            assert!(
                declared
                    .lines()
                    .any(|l| l.trim_start().starts_with("pub mod")
                        && l.contains(&format!(" {name};"))),
                "{folder}/mod.rs does not declare the module {name}: add `pub mod {name};`"
            );
        }
    }
}
