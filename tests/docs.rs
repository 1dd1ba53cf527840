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
    assert_eq!(named, 7, "blocks that name their file");
}

/// The catalogue of problems is `cp_games::problems`' list of modules, each
/// shown by its first line: every module of `src/problems/` opens with a
/// line of its own, `problems::catalogue()` lists each binary of the crate
/// once by its file's name, and every module file of the three layers is
/// declared, so none is left out of the docs.
#[test]
fn the_catalogue_is_the_problem_modules_first_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |p: &Path| std::fs::read_to_string(p).unwrap_or_default();
    let mut modules = 0;
    for entry in std::fs::read_dir(root.join("src/problems")).unwrap() {
        let path = entry.unwrap().path();
        let file = if path.is_dir() {
            path.join("mod.rs")
        } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("mod.rs") {
            path
        } else {
            continue;
        };
        let first = read(&file).lines().next().unwrap_or_default().to_string();
        let summary = first.strip_prefix("//! ").unwrap_or_default();
        assert!(
            summary.len() > 20,
            "{}: its first line should be a //! summary naming the judge problem, not {first:?}",
            file.display()
        );
        modules += 1;
    }
    assert!(modules >= 19, "problem modules found: {modules}");
    // The catalogue lists each binary of the crate once, by the name of
    // its file in src/bin (a binary of one's own there need not be listed:
    // it is tested on its samples only, tests/samples.rs, tests/testdata.rs).
    let mut names: Vec<&str> = cp_games::problems::catalogue().map(|b| b.name()).collect();
    for name in &names {
        assert!(
            root.join(format!("src/bin/{name}.rs")).is_file(),
            "the catalogue lists {name}, which has no src/bin/{name}.rs"
        );
    }
    let listed = names.len();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), listed, "a name twice in the catalogue");
    assert!(listed >= 22, "binaries listed: {listed}");
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

/// The package's files as Cargo.toml's `include` lists them: its globs
/// (`/src/**/*.rs`), read from the manifest.
fn include_globs(root: &Path) -> Vec<String> {
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let list = manifest
        .split("\ninclude = [")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("Cargo.toml lists `include`");
    list.split(',')
        .map(|g| g.trim().trim_matches('"').to_string())
        .filter(|g| !g.is_empty() && !g.starts_with('#'))
        .collect()
}

/// Whether `path` (relative, `/`-separated) matches `glob` as cargo reads
/// an `include` entry: `/` anchors it at the package's root, `**` is any
/// run of folders, `*` any run of characters within a name.
fn glob_matches(glob: &str, path: &str) -> bool {
    fn name(pattern: &[u8], text: &[u8]) -> bool {
        match pattern.split_first() {
            None => text.is_empty(),
            Some((b'*', rest)) => (0..=text.len()).any(|k| name(rest, &text[k..])),
            Some((&c, rest)) => text.first() == Some(&c) && name(rest, &text[1..]),
        }
    }
    fn parts(pattern: &[&str], path: &[&str]) -> bool {
        match pattern.split_first() {
            None => path.is_empty(),
            Some((&"**", rest)) => (0..=path.len()).any(|k| parts(rest, &path[k..])),
            Some((p, rest)) => {
                !path.is_empty()
                    && name(p.as_bytes(), path[0].as_bytes())
                    && parts(rest, &path[1..])
            }
        }
    }
    let pattern: Vec<&str> = glob.trim_start_matches('/').split('/').collect();
    let path: Vec<&str> = path.split('/').collect();
    // `/tests/regressions/**` includes everything under the folder.
    parts(&pattern, &path)
}

/// The anchors GitHub and crates.io give the headings of a Markdown text:
/// lower case, spaces to `-`, other punctuation dropped.
fn heading_anchors(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        }
        if fenced || !line.starts_with('#') {
            continue;
        }
        let title = line.trim_start_matches('#').trim();
        out.push(
            title
                .chars()
                .filter_map(|c| match c {
                    ' ' => Some('-'),
                    c if c.is_alphanumeric() || c == '-' || c == '_' => {
                        Some(c.to_ascii_lowercase())
                    }
                    _ => None,
                })
                .collect(),
        );
    }
    out
}

/// The targets of the Markdown links and images of `text`, outside code.
fn link_targets(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        }
        if fenced {
            continue;
        }
        for part in line.split("](").skip(1) {
            if let Some(end) = part.find(')') {
                out.push(part[..end].to_string());
            }
        }
    }
    out
}

/// The README is the crate's page on crates.io and docs.rs, where only the
/// packaged files are: every relative link points at a file the package
/// ships (Cargo.toml's `include`), every link to a file of the repository
/// that does not ship is absolute and names a file of this checkout, and
/// every `#anchor` is a heading of its file.
#[test]
fn the_readmes_links_resolve_where_the_package_is_shown() {
    const REPO: &str = "https://github.com/cp-games/cp-games/";
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let globs = include_globs(root);
    assert!(globs.contains(&"/README.md".to_string()), "{globs:?}");
    // Where the bundler is, this is the repository, not the package.
    let checkout = root.join("bundler/Cargo.toml").is_file();
    let mut checked = 0;
    for target in link_targets(&readme) {
        let (file, anchor) = match target.split_once('#') {
            Some((f, a)) => (f.to_string(), Some(a)),
            None => (target.clone(), None),
        };
        let local = if let Some(rest) = file.strip_prefix(REPO) {
            let path = rest
                .strip_prefix("blob/main/")
                .or_else(|| rest.strip_prefix("raw/main/"))
                .unwrap_or_else(|| panic!("README.md: {target}: not a file of the main branch"));
            assert!(
                !globs.iter().any(|g| glob_matches(g, path)),
                "README.md: {target}: the package ships {path}; link it as {path}"
            );
            if !checkout {
                continue;
            }
            path.to_string()
        } else if file.contains("://") || file.starts_with("mailto:") {
            continue;
        } else if file.is_empty() {
            "README.md".to_string()
        } else {
            assert!(
                globs.iter().any(|g| glob_matches(g, &file)),
                "README.md: {target}: {file} is not in the package (Cargo.toml's include), so \
                 crates.io and docs.rs cannot show it: link {REPO}blob/main/{file}, or ship it"
            );
            file.clone()
        };
        let text = std::fs::read(root.join(&local))
            .unwrap_or_else(|e| panic!("README.md: {target}: {local}: {e}"));
        if let Some(anchor) = anchor {
            let anchors = heading_anchors(&String::from_utf8_lossy(&text));
            assert!(
                anchors.iter().any(|a| a == anchor),
                "README.md: {target}: {local} has no heading #{anchor} (it has {anchors:?})"
            );
        }
        checked += 1;
    }
    assert!(checked >= 30, "links checked: {checked}");
}

#[test]
fn include_globs_match_as_cargo_reads_them() {
    for (glob, path, want) in [
        ("/src/**/*.rs", "src/lib.rs", true),
        ("/src/**/*.rs", "src/input/mod.rs", true),
        ("/src/**/*.rs", "src/lib.txt", false),
        ("/src/**/*.rs", "bundler/src/lib.rs", false),
        ("/README.md", "README.md", true),
        ("/README.md", "docs/README.md", false),
        ("/tests/regressions/**", "tests/regressions/a/b.in", true),
        ("/docs/your-own-problem.md", "docs/web.md", false),
        ("/LICENSE-*", "LICENSE-MIT", true),
    ] {
        assert_eq!(glob_matches(glob, path), want, "{glob} on {path}");
    }
    assert_eq!(
        heading_anchors("# Solve it\n```\n# not a heading\n```\n## 6. Explain and `play`\n"),
        ["solve-it", "6-explain-and-play"]
    );
}
