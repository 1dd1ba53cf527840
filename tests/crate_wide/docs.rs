//! The code that `docs/your-own-problem.md` shows is the crate's: each of
//! its Rust blocks that names a file on its first line (`//
//! src/problems/s_nim.rs`) shows lines of that file, in the file's order.
//! `cargo test --doc` compiles the blocks (`src/lib.rs` includes the page
//! under `cfg(doctest)`); this test keeps them from becoming code of their
//! own that still compiles.
//!
//! The other claims the docs make of the source tree are checked here too:
//! the catalogue of problems, the README's links, and the rules of which
//! layer of `src/` may name which (CONTRIBUTING.md, "Layers"), read from
//! every file's code.

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
    // it is tested on its samples only, tests/crate_wide/samples.rs, tests/crate_wide/testdata.rs).
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

// The layers of `src/` and what each may name (CONTRIBUTING.md, "Layers").

/// The layers of `src/`, lowest first, each with its top-level modules: a
/// module names only modules of its own layer and of the layers below it.
/// The one exception: `binary` and `problems` name `play` in the items
/// under `#[cfg(feature = "play")]` (a binary's game and interactor, which
/// a judge file leaves out).
const LAYERS: &[(&str, &[&str])] = &[
    (
        "the library",
        &[
            "decremental",
            "exact",
            "general_matching",
            "geography",
            "grid",
            "grundy",
            "hackenbush",
            "input",
            "interval_dp",
            "matching",
            "output",
            "pipes",
            "rng",
            "testing",
            "tree",
        ],
    ),
    ("the games' theory and strategies", &["strategy"]),
    ("the interactive judge path", &["interact"]),
    ("a binary as a value", &["binary", "run_macro"]),
    ("the judge problems", &["problems"]),
    (
        "explaining, playing and testing at home",
        &["play", "samples"],
    ),
];

/// The layer of a top-level module (its index in [`LAYERS`]).
fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|(_, ms)| ms.contains(&module))
}

/// A token of Rust code, as the layer rules read it.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    /// An identifier or a keyword (`$crate` too).
    Word(String),
    /// A string literal's contents: never a path, but a `cfg` attribute
    /// names its feature with one.
    Str(String),
    /// `::`.
    Sep,
    /// Any other punctuation, one character; a number is `Punct('0')`.
    Punct(char),
}

/// The tokens of Rust source `text`, each with its line (from 1). Comments,
/// doc comments among them, are left out (a doc link or a doctest names
/// nothing in the crate's own code), and so are char literals and
/// lifetimes; strings, raw strings and byte strings are one `Str` each.
fn tokens(text: &str) -> Vec<(Tok, usize)> {
    let c: Vec<char> = text.chars().collect();
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < c.len() {
        let ch = c[i];
        let start_line = line;
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(c[i] == '\n');
                    i += 1;
                }
            }
        } else if ch == '"' {
            let (s, next) = string_at(&c, i, 0, &mut line);
            out.push((Tok::Str(s), start_line));
            i = next;
        } else if ch == '\'' {
            // A char literal ('x', '\n', '\u{..}') or a lifetime ('a).
            if at(i + 1) == '\\' {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                i += 1;
                while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                    i += 1;
                }
            }
        } else if ch.is_ascii_digit() {
            while i < c.len()
                && (c[i].is_alphanumeric()
                    || c[i] == '_'
                    || c[i] == '.' && at(i + 1).is_ascii_digit())
            {
                i += 1;
            }
            out.push((Tok::Punct('0'), start_line));
        } else if ch.is_alphabetic() || ch == '_' || ch == '$' && at(i + 1).is_alphabetic() {
            let start = i;
            i += 1;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            let raw = word == "r" || word == "br";
            if raw && (at(i) == '#' || at(i) == '"') {
                let hashes = c[i..].iter().take_while(|&&h| h == '#').count();
                let (s, next) = string_at(&c, i + hashes, hashes, &mut line);
                out.push((Tok::Str(s), start_line));
                i = next;
            } else if word == "b" && at(i) == '"' {
                let (s, next) = string_at(&c, i, 0, &mut line);
                out.push((Tok::Str(s), start_line));
                i = next;
            } else {
                // `b'x'` is the word `b` and a char literal, left out.
                out.push((Tok::Word(word), start_line));
            }
        } else if ch == ':' && at(i + 1) == ':' {
            out.push((Tok::Sep, start_line));
            i += 2;
        } else {
            out.push((Tok::Punct(ch), start_line));
            i += 1;
        }
    }
    out
}

/// The string literal whose opening `"` is at `c[i]`, closed by `"` and
/// `hashes` times `#` (a raw string, no escapes) or by an unescaped `"`:
/// its contents and the index after it, counting its lines into `line`.
fn string_at(c: &[char], i: usize, hashes: usize, line: &mut usize) -> (String, usize) {
    let mut k = i + 1;
    let mut s = String::new();
    while k < c.len() {
        if hashes == 0 && c[k] == '\\' {
            s.push(c[k]);
            s.extend(c.get(k + 1));
            *line += usize::from(c.get(k + 1) == Some(&'\n'));
            k += 2;
            continue;
        }
        if c[k] == '"'
            && c[k + 1..]
                .iter()
                .take(hashes)
                .filter(|&&h| h == '#')
                .count()
                == hashes
        {
            return (s, k + 1 + hashes);
        }
        *line += usize::from(c[k] == '\n');
        s.push(c[k]);
        k += 1;
    }
    (s, k)
}

/// For each token, whether it lies in an item, field or statement under
/// `#[cfg(feature = "play")]` (or a `cfg(all(..))` that requires the
/// feature; not under `any` or `not`): from the first token after the
/// attributes to the `;` or `,` that ends it, or to the `}` that closes its
/// body (an `else` after it goes on), or to the end of the list or block
/// around it. An inner attribute, `#![cfg(feature = "play")]`, covers the
/// rest of its file or block.
fn under_play_feature(toks: &[(Tok, usize)]) -> Vec<bool> {
    let mut gated = vec![false; toks.len()];
    let mut i = 0;
    while i < toks.len() {
        let Some((end, play, inner)) = attribute_at(toks, i) else {
            i += 1;
            continue;
        };
        if play {
            let mut start = end;
            while let Some((next, _, _)) = attribute_at(toks, start) {
                start = next;
            }
            let stop = if inner {
                block_end(toks, start, false)
            } else {
                block_end(toks, start, true)
            };
            for g in &mut gated[start..stop] {
                *g = true;
            }
        }
        i = end;
    }
    gated
}

/// The attribute that opens at `toks[i]` (`#[..]` or `#![..]`): the index
/// after its `]`, whether it is a `cfg` that requires the feature `play`,
/// and whether it is an inner attribute.
fn attribute_at(toks: &[(Tok, usize)], i: usize) -> Option<(usize, bool, bool)> {
    if toks.get(i)?.0 != Tok::Punct('#') {
        return None;
    }
    let inner = toks.get(i + 1)?.0 == Tok::Punct('!');
    let open = i + 1 + usize::from(inner);
    if toks.get(open)?.0 != Tok::Punct('[') {
        return None;
    }
    let mut depth = 0;
    let mut k = open;
    while k < toks.len() {
        match toks[k].0 {
            Tok::Punct('[') => depth += 1,
            Tok::Punct(']') => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            _ => {}
        }
        k += 1;
    }
    let body = &toks[open + 1..k.min(toks.len())];
    let word = |w: &str| body.iter().any(|t| t.0 == Tok::Word(w.to_string()));
    let play = body.first().map(|t| &t.0) == Some(&Tok::Word("cfg".to_string()))
        && body.windows(3).any(|w| {
            w[0].0 == Tok::Word("feature".to_string())
                && w[1].0 == Tok::Punct('=')
                && w[2].0 == Tok::Str("play".to_string())
        })
        && !word("not")
        && !word("any");
    Some((k + 1, play, inner))
}

/// Where the item, field or statement that starts at `toks[start]` ends
/// (`item`), or the block around `toks[start]` (not `item`): the index
/// after its last token.
fn block_end(toks: &[(Tok, usize)], start: usize, item: bool) -> usize {
    let mut depth = 0;
    for k in start..toks.len() {
        match toks[k].0 {
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(')' | ']' | '}') => {
                if depth == 0 {
                    return k;
                }
                depth -= 1;
                let next_else = matches!(&toks.get(k + 1), Some((Tok::Word(w), _)) if w == "else");
                if item && depth == 0 && toks[k].0 == Tok::Punct('}') && !next_else {
                    return k + 1;
                }
            }
            Tok::Punct(';' | ',') if item && depth == 0 => return k + 1,
            _ => {}
        }
    }
    toks.len()
}

/// A path the code names, as written (`crate::input::Input`; each path of
/// a `use` tree apart), with the module it is named in and the index of its
/// first token.
struct Named {
    segments: Vec<String>,
    module: Vec<String>,
    at: usize,
}

/// Every path of `toks`, the code of the module `module`: the paths of
/// `use` trees (`use crate::{a, b::c}` names `crate::a` and `crate::b::c`)
/// and every other path of two segments or more. The module of each is
/// `module` and the inline modules (`mod tests { .. }`) it is in.
fn named_paths(toks: &[(Tok, usize)], module: &[String]) -> Vec<Named> {
    let word = |i: usize| match toks.get(i) {
        Some((Tok::Word(w), _)) => Some(w.as_str()),
        _ => None,
    };
    let is = |i: usize, t: Tok| toks.get(i).map(|x| &x.0) == Some(&t);
    let mut out = Vec::new();
    // The inline modules open here, each with the depth of its braces.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < toks.len() {
        let here: Vec<String> = module
            .iter()
            .cloned()
            .chain(inline.iter().map(|m| m.0.clone()))
            .collect();
        match (&toks[i].0, word(i)) {
            (_, Some("mod")) if word(i + 1).is_some() && is(i + 2, Tok::Punct('{')) => {
                inline.push((word(i + 1).unwrap().to_string(), depth));
                depth += 1;
                i += 3;
            }
            (_, Some("use")) => {
                let mut k = i + 1;
                let mut leaves = Vec::new();
                use_tree(toks, &mut k, Vec::new(), &mut leaves);
                for segments in leaves {
                    out.push(Named {
                        segments,
                        module: here.clone(),
                        at: i + 1,
                    });
                }
                i = k;
            }
            (Tok::Word(first), _) if is(i + 1, Tok::Sep) && (i == 0 || !is(i - 1, Tok::Sep)) => {
                let mut segments = vec![first.clone()];
                let mut k = i + 1;
                while is(k, Tok::Sep) && word(k + 1).is_some() {
                    segments.push(word(k + 1).unwrap().to_string());
                    k += 2;
                }
                out.push(Named {
                    segments,
                    module: here,
                    at: i,
                });
                i = k;
            }
            (Tok::Punct('{'), _) => {
                depth += 1;
                i += 1;
            }
            (Tok::Punct('}'), _) => {
                depth -= 1;
                if inline.last().is_some_and(|m| m.1 == depth) {
                    inline.pop();
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// Reads the use tree at `toks[*k]` (up to its `;`, `,` or `}`), adding the
/// path of each of its leaves, after `prefix`, to `out`.
fn use_tree(toks: &[(Tok, usize)], k: &mut usize, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    let mut path = prefix;
    if toks.get(*k).map(|t| &t.0) == Some(&Tok::Sep) {
        *k += 1;
    }
    while let Some((t, _)) = toks.get(*k) {
        match t {
            Tok::Word(w) if w == "as" => *k += 2,
            Tok::Word(w) => {
                path.push(w.clone());
                *k += 1;
            }
            Tok::Sep => *k += 1,
            Tok::Punct('*') => *k += 1,
            Tok::Punct('{') => {
                *k += 1;
                loop {
                    use_tree(toks, k, path.clone(), out);
                    match toks.get(*k).map(|t| &t.0) {
                        Some(Tok::Punct(',')) => *k += 1,
                        Some(Tok::Punct('}')) => {
                            *k += 1;
                            break;
                        }
                        _ => break,
                    }
                    if toks.get(*k).map(|t| &t.0) == Some(&Tok::Punct('}')) {
                        *k += 1;
                        break;
                    }
                }
                if toks.get(*k).map(|t| &t.0) == Some(&Tok::Punct(';')) {
                    *k += 1;
                }
                return;
            }
            Tok::Punct(';') => {
                *k += 1;
                break;
            }
            _ => break,
        }
    }
    if !path.is_empty() {
        out.push(path);
    }
}

/// The top-level module a path names, from the module it is named in:
/// `crate::x..` and `$crate::x..` name x, `super::..` and `self::..` are
/// read from that module, and a path that starts with the name of a
/// top-level module (`input::Input` after `use crate::input;`, or any path
/// in `lib.rs`) names it. The path from the crate's root, or `None` for
/// other paths (std, a type's items, a child module).
fn from_root(named: &Named) -> Option<Vec<String>> {
    let s = &named.segments;
    let mut here = named.module.clone();
    let abs: Vec<String> = match s[0].as_str() {
        "crate" | "$crate" => s[1..].to_vec(),
        "super" => {
            let ups = s.iter().take_while(|w| *w == "super").count();
            here.truncate(here.len().saturating_sub(ups));
            here.into_iter().chain(s[ups..].iter().cloned()).collect()
        }
        "self" => here.into_iter().chain(s[1..].iter().cloned()).collect(),
        w if layer_of(w).is_some() => s.clone(),
        _ => return None,
    };
    layer_of(abs.first()?)?;
    Some(abs)
}

/// The breaches of the layer rules in `text`, the code of the module
/// `module` in the file `file` (`src/...`), one line each: `FILE:LINE:
/// names PATH: RULE`.
fn layer_breaches(file: &str, module: &[String], text: &str) -> Vec<String> {
    let Some(own) = module.first().and_then(|m| layer_of(m)) else {
        // `lib.rs`, which declares the layers, or a module of none (the
        // test of `lib.rs` reports it).
        return Vec::new();
    };
    let toks = tokens(text);
    let gated = under_play_feature(&toks);
    let mut out = Vec::new();
    for named in named_paths(&toks, module) {
        let Some(abs) = from_root(&named) else {
            continue;
        };
        let theirs = layer_of(&abs[0]).unwrap();
        let rule = if theirs > own {
            let binary_value = ["binary", "problems"].contains(&module[0].as_str());
            if abs[0] == "play" && binary_value && gated[named.at] {
                continue;
            }
            format!(
                "{} ({}) names {} ({}), a layer above it: each layer of src/ names only its own \
                 and those below it (library, strategy, interact, binary, problems, play){}",
                module[0],
                LAYERS[own].0,
                abs[0],
                LAYERS[theirs].0,
                if abs[0] == "play" && binary_value {
                    "; binary and problems name play only in an item, field or statement under \
                     #[cfg(feature = \"play\")]"
                } else {
                    ""
                }
            )
        } else if module[0] == "problems"
            && abs[0] == "problems"
            && module.len() > 1
            && abs.len() > 1
            && abs[1] != module[1]
        {
            "a judge problem names another: what two problems share is a game's theory, in \
             strategy/"
                .to_string()
        } else {
            continue;
        };
        out.push(format!(
            "{file}:{}: names {}: {rule}",
            toks[named.at].1,
            named.segments.join("::")
        ));
    }
    out
}

/// Every `.rs` file under `dir`, with its module path (`src/strategy/
/// two_tokens/mod.rs` is `strategy::two_tokens`), the binaries of `src/bin`
/// (crates of their own) left out.
fn source_files(dir: &Path, module: Vec<String>, out: &mut Vec<(std::path::PathBuf, Vec<String>)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            if module.is_empty() && name == "bin" {
                continue;
            }
            let mut sub = module.clone();
            sub.push(name);
            source_files(&path, sub, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let mut m = module.clone();
            if !(name == "mod" || module.is_empty() && name == "lib") {
                m.push(name);
            }
            out.push((path, m));
        }
    }
}

/// The import rules between the layers of `src/` ([`LAYERS`]), read from
/// every file's code (comments, doc links and doctests aside): a module
/// names only modules of its own layer and of the layers below it, in
/// this order:
///
/// 1. the library (algorithms, `input`, `output`, ...);
/// 2. `strategy`: each game's theory (its positions, rules, winning move
///    and the decision functions the judge's answer is computed with), its
///    moves and notation; so it never names `problems`, `play`, `binary` or
///    `interact`;
/// 3. `interact`, which plays a strategy against a judge;
/// 4. `binary` and `run_macro`: a binary as a value, its command line;
/// 5. `problems`: each judge problem reads its input, calls the theory,
///    writes the answer and ends with its binary's value;
/// 6. `play` (feature `play`), which `binary` and `problems` name only in
///    items under `#[cfg(feature = "play")]` (a binary's `game` and
///    `interactor` fields), and `samples`, which runs a package's
///    binaries on their samples and plays its interactive ones against
///    their interactors.
///
/// Besides, a judge problem never names another one, and every top-level
/// module of `lib.rs` has its layer, so that a new one is placed.
///
/// A file names a module when a path of its code starts there: `crate::x`,
/// `super::x` or `self::x` resolved from the module it is written in, a
/// `use` tree's paths one by one, or a path that starts with a top-level
/// module's name (after `use crate::x;`). An item under the feature is the
/// item, field or statement after `#[cfg(feature = "play")]` (or a
/// `cfg(all(..))` requiring it; never `any` or `not`), up to its `;` or `,`
/// or the `}` closing its body.
#[test]
fn each_layer_names_only_the_layers_below_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    source_files(&root.join("src"), Vec::new(), &mut files);
    let mut breaches = Vec::new();
    let mut paths = 0;
    for (path, module) in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let shown = path.strip_prefix(root).unwrap().display().to_string();
        paths += named_paths(&tokens(&text), module).len();
        breaches.extend(layer_breaches(&shown, module, &text));
    }
    // Every top-level module has its layer.
    let lib = std::fs::read_to_string(root.join("src/lib.rs")).unwrap();
    let toks = tokens(&lib);
    let mut declared = Vec::new();
    for w in toks.windows(3) {
        if let [(Tok::Word(m), line), (Tok::Word(name), _), (Tok::Punct(';'), _)] = w {
            if m != "mod" {
                continue;
            }
            declared.push(name.as_str());
            if layer_of(name).is_none() {
                breaches.push(format!(
                    "src/lib.rs:{line}: mod {name}: in no layer of tests/crate_wide/docs.rs (LAYERS): place \
                     it there, below every module it names and above those that name it"
                ));
            }
        }
    }
    for (_, modules) in LAYERS {
        for m in modules.iter().filter(|m| !declared.contains(m)) {
            breaches.push(format!(
                "tests/crate_wide/docs.rs: LAYERS lists {m}, which src/lib.rs does not declare"
            ));
        }
    }
    assert!(
        files.len() > 60 && paths > 1000,
        "{} files, {paths} paths read",
        files.len()
    );
    assert!(
        breaches.is_empty(),
        "the layer rules:\n{}",
        breaches.join("\n")
    );
}

/// The rules' reading of code, on small texts: what counts as naming a
/// module, and what does not.
#[test]
fn the_layer_rules_read_paths_not_comments() {
    let check = |file: &str, text: &str| {
        let module: Vec<String> = file
            .trim_start_matches("src/")
            .trim_end_matches(".rs")
            .split('/')
            .filter(|m| *m != "mod")
            .map(str::to_string)
            .collect();
        layer_breaches(file, &module, text)
    };
    let lines = |b: Vec<String>| {
        b.iter()
            .map(|l| l.split(": ").next().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    // The strategy layer: a use, a use tree, a path in code, `super::` out
    // of an inline module (`strategy::a::tests`, three levels below the
    // root); not a comment, a doc link, a string, a raw string or a char
    // literal's quote.
    let strategy = "use crate::grid::Grid;\n\
                    use crate::problems::a::f;\n\
                    use crate::{input::Input, problems};\n\
                    // crate::problems::a::f\n\
                    /// [`f`](crate::problems::a::f)\n\
                    const S: &str = \"crate::problems::a\";\n\
                    const R: &str = r#\"\"crate::play\"\"#;\n\
                    const Q: char = '\"';\n\
                    fn g() { crate::binary::Binary::batch(\"x\", f); }\n\
                    mod tests { use super::super::super::interact::Judge; }\n";
    assert_eq!(
        lines(check("src/strategy/a.rs", strategy)),
        [
            "src/strategy/a.rs:2",
            "src/strategy/a.rs:3",
            "src/strategy/a.rs:9",
            "src/strategy/a.rs:10"
        ]
    );
    // A library module: `super::` from a top-level module is the root.
    assert_eq!(
        lines(check(
            "src/grid.rs",
            "fn f() { super::strategy::Strategy::moves(); }\n"
        )),
        ["src/grid.rs:1"]
    );
    assert!(check(
        "src/grid.rs",
        "use crate::matching::Side;\nuse super::input;\n"
    )
    .is_empty());
    // A judge problem: play under the feature only; another problem never.
    let problem = |attribute: &str| {
        format!(
            "use crate::strategy::a::f;\n\
             pub const BINARY: Binary<Batch> = Binary {{\n\
                 name: \"a\",\n\
                 {attribute}\n\
                 game: Some(|| Box::new(crate::strategy::a::A)),\n\
                 {attribute}\n\
                 interactor: Some(&crate::play::interactor::a::Judge),\n\
             }};\n\
             fn g() -> usize {{ crate::problems::b::read() }}\n"
        )
    };
    let gated = problem("#[cfg(feature = \"play\")]");
    assert_eq!(
        lines(check("src/problems/a.rs", &gated)),
        ["src/problems/a.rs:9"]
    );
    for attribute in [
        "",
        "#[cfg(not(feature = \"play\"))]",
        "#[cfg(any(test, feature = \"play\"))]",
    ] {
        let text = problem(attribute);
        assert_eq!(
            lines(check("src/problems/a.rs", &text)),
            ["src/problems/a.rs:7", "src/problems/a.rs:9"],
            "{attribute}"
        );
    }
    let play_fn = "#[cfg(feature = \"play\")]\n#[doc = \"x\"]\nimpl A {\n    fn f() { crate::play::x(); }\n}\n\
                   fn g() { crate::play::y(); }\n";
    assert_eq!(lines(check("src/binary.rs", play_fn)), ["src/binary.rs:6"]);
    // The feature is no way up for the layers below binary and problems.
    assert_eq!(
        lines(check("src/strategy/a.rs", play_fn)),
        ["src/strategy/a.rs:4", "src/strategy/a.rs:6"]
    );
    // interact plays a strategy; a binary's value is above it.
    let interact = "use crate::strategy::{program_move, Strategy};\nuse crate::binary::Binary;\n";
    assert_eq!(
        lines(check("src/interact/mod.rs", interact)),
        ["src/interact/mod.rs:2"]
    );
}
