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
