//! Turns one binary of this crate into one source file that a judge accepts.
//!
//! A binary is a few lines calling `cp_games::<module>::...`; library modules
//! refer to each other only as `super::<module>`. The bundle is the binary
//! followed by `mod cp_games { pub mod <module> { ... } ... }` holding exactly
//! the modules it needs (the closure of `cp_games::X` in the binary and
//! `super::X` / `super::{X, ...}` in the modules, where `src/X.rs` exists), so
//! every path resolves unchanged. Then the items the binary never reaches
//! by name are dropped, and the modules left empty ([`prune`]).
//!
//! On the way in, each file is lexed (strings, raw strings, chars, lifetimes,
//! nested block comments), and:
//! - comments are dropped (doc comments too), and so are blank lines;
//! - indentation is cut to one space a level;
//! - items under `#[cfg(test)]` are dropped; items under
//!   `#[cfg(feature = "proconio")]` are dropped from the std-only flavour and
//!   kept (without the attribute) in the AtCoder flavour;
//! - anything the bundler cannot carry faithfully is refused with one error
//!   line rather than written out broken: an external crate in a module of
//!   the std-only flavour, `crate::` paths in a module, out-of-line `mod x;`,
//!   `include!`-style macros, `cfg` conditions it cannot decide, unbalanced
//!   brackets, unterminated literals, and a few syntax forms newer than the
//!   judges' Rust 1.70 (std APIs newer than 1.70 are clippy's MSRV check).
//!
//! Only this crate's own `src/` files are ever copied, so the bundle carries
//! this crate's license alone (named in its header). Were third-party code
//! ever inlined, its license notice would have to be carried too.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::process::Command;

/// Which judges a bundle is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavour {
    /// std only: any judge (Codeforces, Luogu, AcWing, AtCoder).
    Std,
    /// AtCoder: also keeps the `#[cfg(feature = "proconio")]` code, which
    /// needs the `proconio` crate AtCoder installs.
    AtCoder,
}

/// Codeforces' limit on the size of a submission, in bytes.
pub const SIZE_LIMIT: usize = 64 * 1024;

const USAGE: &str = "usage: cargo bundle [--atcoder] <binary>";

/// Crates AtCoder installs that a bundle may use in its flavour.
const ATCODER_CRATES: [&str; 2] = ["proconio", "itertools"];

/// What the command prints: the bundle (or the usage text) on stdout, and
/// warnings on stderr.
pub struct Output {
    pub text: String,
    pub warnings: Vec<String>,
}

/// The command line `cargo bundle [--atcoder] <binary>` (arguments after the
/// program name) for the crate at `root`. An error is one line, without the
/// `error: ` prefix.
pub fn cli(root: &Path, args: &[String]) -> Result<Output, String> {
    let mut flavour = Flavour::Std;
    let mut bins = Vec::new();
    for arg in args {
        match arg.as_str() {
            "--atcoder" => flavour = Flavour::AtCoder,
            "-h" | "--help" => {
                return Ok(Output {
                    text: format!(
                        "{USAGE}\nPrints one source file holding <binary> and the library \
                         modules it uses.\nDefault: std only, for any judge. --atcoder: also \
                         keeps the proconio integration (AtCoder has proconio).\nBinaries: {}\n",
                        binaries(root)?.join(", ")
                    ),
                    warnings: Vec::new(),
                });
            }
            opt if opt.starts_with('-') => {
                return Err(format!("unknown option `{opt}` ({USAGE})"));
            }
            bin => bins.push(bin),
        }
    }
    let bin = match bins[..] {
        [bin] => bin,
        [] => {
            return Err(format!(
                "no binary given ({USAGE}; binaries: {})",
                binaries(root)?.join(", ")
            ))
        }
        _ => return Err(format!("expected one binary, got {} ({USAGE})", bins.len())),
    };
    let text = bundle(root, bin, flavour)?;
    let checked = verify(&text, flavour)?;
    let mut warnings = Vec::new();
    if !checked.contains(&"2024") {
        warnings.push(format!(
            "checked with edition {} only: this rustc has no edition 2024",
            checked.join(", ")
        ));
    }
    if flavour == Flavour::Std && text.len() > SIZE_LIMIT {
        warnings.push(format!(
            "the bundle is {} bytes, over Codeforces' limit of {SIZE_LIMIT}",
            text.len()
        ));
    }
    Ok(Output { text, warnings })
}

/// Compiles (type-checks) a bundle with the rustc that cargo uses, for
/// edition 2021 and, where that rustc knows it, 2024: a bundle that does not
/// compile is an error, never output. Returns the editions checked.
///
/// The AtCoder flavour is checked against the proconio (and itertools) that
/// cargo built next to the bundler.
pub fn verify(text: &str, flavour: Flavour) -> Result<Vec<&'static str>, String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let version = rustc_version()?;
    let editions = editions(&version);
    let dir = std::env::temp_dir().join(format!(
        "cp-games-bundle-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos())
    ));
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let result = (|| {
        let src = dir.join("bundle.rs");
        fs::write(&src, text).map_err(|e| format!("{}: {e}", src.display()))?;
        let mut extra: Vec<std::ffi::OsString> = Vec::new();
        if flavour == Flavour::AtCoder {
            extra = atcoder_crates()?;
        }
        for edition in &editions {
            let out = Command::new(&rustc)
                .args([
                    "--edition",
                    edition,
                    "--crate-type",
                    "bin",
                    "--emit=metadata",
                ])
                .arg("-o")
                .arg(dir.join("bundle.rmeta"))
                .arg(&src)
                .args(&extra)
                .output()
                .map_err(|e| format!("cannot run rustc to check the bundle: {e}"))?;
            if !out.status.success() {
                let stderr = String::from_utf8_lossy(&out.stderr);
                let first = stderr
                    .lines()
                    .find(|l| l.starts_with("error"))
                    .unwrap_or("rustc failed");
                let at = stderr
                    .lines()
                    .find_map(|l| l.trim_start().strip_prefix("--> "))
                    .and_then(|l| l.rsplit(':').nth(1))
                    .map(|line| format!(" at line {line} of the bundle"))
                    .unwrap_or_default();
                return Err(format!(
                    "the bundle does not compile with rustc --edition {edition}: {first}{at}; \
                     nothing was written"
                ));
            }
        }
        Ok(())
    })();
    let _ = fs::remove_dir_all(&dir);
    result.map(|()| editions)
}

/// The version line of the rustc that cargo uses (`$RUSTC`, else `rustc`),
/// as `rustc --version` prints it: `rustc 1.70.0 (90c541806 2023-05-31)`.
pub fn rustc_version() -> Result<String, String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let out = Command::new(&rustc)
        .arg("--version")
        .output()
        .map_err(|e| format!("cannot run {rustc:?} to check the bundle: {e}"))?;
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// The editions a rustc of this version line compiles: 2021, and 2024 from
/// Rust 1.85 on.
pub fn editions(version: &str) -> Vec<&'static str> {
    // "rustc 1.85.0 (...)": edition 2024 is stable from 1.85.
    let minor = version
        .split(['.', ' '])
        .nth(2)
        .and_then(|m| m.parse::<u32>().ok())
        .unwrap_or(0);
    if minor >= 85 {
        vec!["2021", "2024"]
    } else {
        vec!["2021"]
    }
}

/// The newest `lib<krate>-*.rlib` in `dir` that the rustc of version line
/// `version` built (an rlib records that line; a target folder used with
/// two toolchains, such as 1.70 and stable, holds one of each).
pub fn newest_rlib(dir: &Path, krate: &str, version: &str) -> Option<std::path::PathBuf> {
    let prefix = format!("lib{krate}-");
    let mut best: Option<(std::time::SystemTime, std::path::PathBuf)> = None;
    for path in fs::read_dir(dir).ok()?.flatten().map(|e| e.path()) {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        if !name.starts_with(&prefix) || !name.ends_with(".rlib") {
            continue;
        }
        let time = path
            .metadata()
            .and_then(|m| m.modified())
            .unwrap_or(std::time::UNIX_EPOCH);
        if best.as_ref().is_some_and(|(t, _)| *t >= time) {
            continue;
        }
        let built_here = fs::read(&path)
            .map(|bytes| {
                bytes
                    .windows(version.len())
                    .any(|w| w == version.as_bytes())
            })
            .unwrap_or(false);
        if built_here {
            best = Some((time, path));
        }
    }
    best.map(|(_, path)| path)
}

/// rustc arguments naming the proconio and itertools libraries that cargo
/// built for this crate with the rustc in use (in the folder of the running
/// executable, or its `deps` sibling).
fn atcoder_crates() -> Result<Vec<std::ffi::OsString>, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find the bundler: {e}"))?;
    let here = exe.parent().unwrap_or(Path::new("."));
    let version = rustc_version()?;
    let mut args = Vec::new();
    for dir in [here.to_path_buf(), here.join("../deps")] {
        let found: BTreeMap<&str, std::path::PathBuf> = ATCODER_CRATES
            .iter()
            .filter_map(|&krate| Some((krate, newest_rlib(&dir, krate, &version)?)))
            .collect();
        if found.contains_key("proconio") {
            for (krate, path) in found {
                let mut arg = std::ffi::OsString::from(format!("{krate}="));
                arg.push(path);
                args.push("--extern".into());
                args.push(arg);
            }
            let mut dep = std::ffi::OsString::from("dependency=");
            dep.push(&dir);
            args.push("-L".into());
            args.push(dep);
            return Ok(args);
        }
    }
    Err(
        "cannot check the AtCoder bundle: no compiled proconio next to the bundler \
         (cargo builds it with the default `proconio` feature)"
            .to_string(),
    )
}

/// The binaries of the crate at `root` (one per `src/bin/*.rs`), sorted.
fn binaries(root: &Path) -> Result<Vec<String>, String> {
    let dir = root.join("src/bin");
    let entries = fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut bins = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.extension().is_some_and(|x| x == "rs") {
            if let Some(stem) = path.file_stem().and_then(|s| s.to_str()) {
                bins.push(stem.to_string());
            }
        }
    }
    bins.sort();
    Ok(bins)
}

/// The bundle of binary `bin` of the crate at `root`.
pub fn bundle(root: &Path, bin: &str, flavour: Flavour) -> Result<String, String> {
    let bins = binaries(root)?;
    if !bins.iter().any(|b| b == bin) {
        return Err(format!(
            "no binary `{bin}` in src/bin (binaries: {})",
            bins.join(", ")
        ));
    }
    let crate_name = env!("CARGO_PKG_NAME").replace('-', "_");
    let mut forbidden: BTreeSet<String> = dependencies(root)?;
    forbidden.extend(ATCODER_CRATES.iter().map(|c| c.to_string()));
    if flavour == Flavour::AtCoder {
        for c in ATCODER_CRATES {
            forbidden.remove(c);
        }
    }
    let ctx = Context {
        root,
        flavour,
        crate_name: &crate_name,
        forbidden: &forbidden,
    };

    let bin_label = format!("src/bin/{bin}.rs");
    let bin_file = ctx.process(&bin_label, &read(root, &bin_label)?, Role::Bin)?;
    let mut pending: Vec<ModPath> = bin_file.refs.iter().cloned().collect();
    let mut modules: BTreeMap<ModPath, String> = BTreeMap::new();
    while let Some(path) = pending.pop() {
        if modules.contains_key(&path) {
            continue;
        }
        let label = module_file(root, &path)
            .ok_or_else(|| format!("no source file for module `{}`", path.join("::")))?;
        let file = ctx.process(&label, &read(root, &label)?, Role::Module(&path))?;
        pending.extend(file.refs.iter().cloned());
        // A nested module needs its parents, which hold it.
        pending.extend((1..path.len()).map(|k| path[..k].to_vec()));
        modules.insert(path, file.text);
    }

    let mut body = bin_file.text.clone();
    let out = &mut body;
    if !modules.is_empty() {
        // Items are kept by name (see `prune`), so some that the binary never
        // calls, and imports only they use, stay.
        let _ = writeln!(
            out,
            "#[allow(dead_code, unused_imports)]\nmod {crate_name} {{"
        );
        // In path order a module comes right before the modules nested in it.
        let mut open: Vec<&ModPath> = Vec::new();
        for (path, text) in &modules {
            while open.last().is_some_and(|o| !path.starts_with(o)) {
                open.pop();
                out.push_str("}\n");
            }
            let _ = writeln!(out, "pub mod {} {{", path[path.len() - 1]);
            out.push_str(text);
            open.push(path);
        }
        for _ in open {
            out.push_str("}\n");
        }
        out.push_str("}\n");
    }
    // Items the binary never reaches are dropped, and so are modules left
    // empty: the header names the modules that stay.
    let body = prune(&body, &crate_name)?;
    let names: Vec<String> = modules
        .keys()
        .filter(|p| body.contains(&format!("\npub mod {} {{\n", p[p.len() - 1])))
        .map(|p| p.join("::"))
        .collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// {bin}: {} {}, license {}.",
        env!("CARGO_PKG_NAME"),
        env!("CARGO_PKG_VERSION"),
        env!("CARGO_PKG_LICENSE")
    );
    let _ = writeln!(
        out,
        "// One file made by `cargo bundle{} {bin}` from src/bin/{bin}.rs and the modules {}.",
        if flavour == Flavour::AtCoder {
            " --atcoder"
        } else {
            ""
        },
        if names.is_empty() {
            "(none)".to_string()
        } else {
            names.join(", ")
        }
    );
    let _ = writeln!(
        out,
        "// {}",
        match flavour {
            Flavour::Std => "std only, for rustc 1.70 or newer, edition 2021 or 2024.",
            Flavour::AtCoder => "AtCoder flavour: needs the proconio crate; cp_games::input::Input works with proconio::input!.",
        }
    );
    out.push_str(&body);
    Ok(out)
}

/// A library module's path below the crate root, e.g. `["problems", "s_nim"]`.
type ModPath = Vec<String>;

/// The source file of the library module at `path`, relative to `root`
/// (`src/a/b.rs` or `src/a/b/mod.rs`), if there is one.
fn module_file(root: &Path, path: &[String]) -> Option<String> {
    let reserved = path.is_empty()
        || matches!(path[0].as_str(), "bin" | "lib" | "main")
        || path.iter().any(|s| s.is_empty() || s == "mod");
    if reserved {
        return None;
    }
    let base = path.join("/");
    [format!("src/{base}.rs"), format!("src/{base}/mod.rs")]
        .into_iter()
        .find(|label| root.join(label).is_file())
}

/// Whether the module at `path` (or the crate root, for `[]`) holds modules
/// of its own in a folder: what a glob import of it brings in cannot be told.
fn has_child_modules(root: &Path, path: &[String]) -> bool {
    root.join("src").join(path.join("/")).is_dir()
}

fn read(root: &Path, label: &str) -> Result<String, String> {
    fs::read_to_string(root.join(label)).map_err(|e| format!("{label}: {e}"))
}

/// The crates named under `[dependencies]` (and `[dependencies.<name>]`) of
/// the crate's Cargo.toml, as Rust identifiers.
fn dependencies(root: &Path) -> Result<BTreeSet<String>, String> {
    let toml = read(root, "Cargo.toml")?;
    let mut deps = BTreeSet::new();
    let mut in_deps = false;
    for line in toml.lines() {
        let line = line.trim();
        if let Some(header) = line.strip_prefix('[') {
            let header = header.trim_end_matches(']').trim();
            in_deps = header == "dependencies";
            if let Some(name) = header.strip_prefix("dependencies.") {
                deps.insert(name.trim_matches('"').replace('-', "_"));
            }
        } else if in_deps {
            if let Some((key, _)) = line.split_once('=') {
                let name = key.trim().split('.').next().unwrap_or("");
                deps.insert(name.trim_matches('"').replace('-', "_"));
            }
        }
    }
    deps.remove("");
    Ok(deps)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Role<'p> {
    /// The binary: the bundle's crate root.
    Bin,
    /// The library module at this path.
    Module(&'p [String]),
}

struct Context<'a> {
    root: &'a Path,
    flavour: Flavour,
    crate_name: &'a str,
    /// Crates this flavour cannot carry.
    forbidden: &'a BTreeSet<String>,
}

/// A file as it goes into the bundle.
struct Processed {
    text: String,
    /// Library modules it refers to.
    refs: BTreeSet<ModPath>,
}

/// A change to the text of a file on its way into the bundle: `drop`
/// tokens from token `from` on are dropped, and `text` is written where
/// token `from` starts.
struct Edit {
    from: usize,
    drop: usize,
    text: &'static str,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Ident,
    Punct,
    Literal,
    Lifetime,
}

#[derive(Clone, Copy, Debug)]
struct Tok {
    kind: Kind,
    start: usize,
    end: usize,
}

/// A file's tokens and comments.
struct Lexed<'s> {
    src: &'s str,
    toks: Vec<Tok>,
    /// Byte ranges of comments; `true` for block comments.
    comments: Vec<(usize, usize, bool)>,
    /// For each bracket token, the index of its partner.
    pair: Vec<usize>,
}

impl Lexed<'_> {
    fn text(&self, i: usize) -> &str {
        self.toks.get(i).map_or("", |t| &self.src[t.start..t.end])
    }

    fn is(&self, i: usize, s: &str) -> bool {
        self.text(i) == s
    }

    fn line(&self, i: usize) -> usize {
        let at = self.toks.get(i).map_or(self.src.len(), |t| t.start);
        line_at(self.src, at)
    }
}

fn line_at(src: &str, offset: usize) -> usize {
    1 + src.as_bytes()[..offset]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// Splits Rust source into tokens and comments, and matches brackets.
/// Errors carry the line.
fn lex(src: &str) -> Result<Lexed<'_>, String> {
    let b = src.as_bytes();
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let mut toks = Vec::new();
    let mut comments = Vec::new();
    let mut i = 0;
    // End of a quoted literal whose body starts at `i`, for `quote` = `"` or `'`.
    let quoted = |mut i: usize, quote: u8, start: usize| -> Result<usize, String> {
        loop {
            match b.get(i) {
                None => {
                    return Err(format!(
                        "line {}: unterminated literal",
                        line_at(src, start)
                    ))
                }
                Some(b'\\') => i += 2,
                Some(&c) if c == quote => return Ok(i + 1),
                Some(_) => i += 1,
            }
        }
    };
    while i < b.len() {
        let c = b[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b'/' && at(i + 1) == b'/' {
            i = src[i..].find('\n').map_or(b.len(), |n| i + n);
            comments.push((start, i, false));
            continue;
        }
        if c == b'/' && at(i + 1) == b'*' {
            let mut depth = 0;
            loop {
                if i >= b.len() {
                    return Err(format!(
                        "line {}: unterminated block comment",
                        line_at(src, start)
                    ));
                }
                if b[i] == b'/' && at(i + 1) == b'*' {
                    depth += 1;
                    i += 2;
                } else if b[i] == b'*' && at(i + 1) == b'/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            comments.push((start, i, true));
            continue;
        }
        let kind = if c == b'"' {
            i = quoted(i + 1, b'"', start)?;
            Kind::Literal
        } else if c == b'\'' {
            // A char literal, or a lifetime or label.
            if at(i + 1) == b'\\' {
                i = quoted(i + 1, b'\'', start)?;
                Kind::Literal
            } else {
                let len = src[i + 1..].chars().next().map_or(1, char::len_utf8);
                if at(i + 1 + len) == b'\'' {
                    i += len + 2;
                    Kind::Literal
                } else {
                    i += 1;
                    while i < b.len() && is_ident_byte(b[i]) {
                        i += 1;
                    }
                    Kind::Lifetime
                }
            }
        } else if c.is_ascii_digit() {
            i += 1;
            while i < b.len()
                && (is_ident_byte(b[i]) || (b[i] == b'.' && at(i + 1).is_ascii_digit()))
            {
                i += 1;
            }
            Kind::Literal
        } else if is_ident_byte(c) {
            while i < b.len() && is_ident_byte(b[i]) {
                i += 1;
            }
            let word = &src[start..i];
            let hashes = b[i..].iter().take_while(|&&h| h == b'#').count();
            match word {
                "r" | "br" | "cr" if at(i + hashes) == b'"' => {
                    let close = format!("\"{}", "#".repeat(hashes));
                    let body = i + hashes + 1;
                    let n = src[body..].find(&close).ok_or_else(|| {
                        format!("line {}: unterminated raw string", line_at(src, start))
                    })?;
                    i = body + n + close.len();
                    Kind::Literal
                }
                "r" if hashes == 1 && is_ident_byte(at(i + 1)) => {
                    // A raw identifier, r#type.
                    i += 1;
                    while i < b.len() && is_ident_byte(b[i]) {
                        i += 1;
                    }
                    Kind::Ident
                }
                "b" | "c" if at(i) == b'"' => {
                    i = quoted(i + 1, b'"', start)?;
                    Kind::Literal
                }
                "b" if at(i) == b'\'' => {
                    i = quoted(i + 1, b'\'', start)?;
                    Kind::Literal
                }
                _ => Kind::Ident,
            }
        } else {
            i += 1;
            Kind::Punct
        };
        toks.push(Tok {
            kind,
            start,
            end: i,
        });
    }

    let mut pair = vec![usize::MAX; toks.len()];
    let mut open: Vec<usize> = Vec::new();
    for (k, t) in toks.iter().enumerate() {
        if t.kind != Kind::Punct {
            continue;
        }
        let want = match b[t.start] {
            b'(' | b'[' | b'{' => {
                open.push(k);
                continue;
            }
            b')' => b'(',
            b']' => b'[',
            b'}' => b'{',
            _ => continue,
        };
        match open.pop() {
            Some(o) if b[toks[o].start] == want => {
                pair[o] = k;
                pair[k] = o;
            }
            _ => {
                return Err(format!(
                    "line {}: unbalanced `{}`",
                    line_at(src, t.start),
                    b[t.start] as char
                ))
            }
        }
    }
    if let Some(&o) = open.last() {
        return Err(format!(
            "line {}: `{}` is never closed",
            line_at(src, toks[o].start),
            b[toks[o].start] as char
        ));
    }
    Ok(Lexed {
        src,
        toks,
        comments,
        pair,
    })
}

/// Words that may start an item or a `let` statement under a `cfg` the
/// bundler resolves.
const ITEM_STARTS: [&str; 17] = [
    "pub",
    "fn",
    "mod",
    "impl",
    "struct",
    "enum",
    "union",
    "trait",
    "use",
    "const",
    "static",
    "type",
    "unsafe",
    "extern",
    "async",
    "macro_rules",
    "let",
];

impl Context<'_> {
    fn process(&self, label: &str, src: &str, role: Role) -> Result<Processed, String> {
        let lx = lex(src).map_err(|e| format!("{label}: {e}"))?;
        let removed = self.resolve_cfg(&lx).map_err(|e| format!("{label}: {e}"))?;
        let mut kept = vec![true; lx.toks.len()];
        for &(a, b) in &removed {
            kept[a..=b].iter_mut().for_each(|k| *k = false);
        }
        let mut edits = self
            .check(&lx, &kept, role, label)
            .map_err(|e| format!("{label}: {e}"))?;
        let refs = self
            .paths(&lx, &kept, role, &mut edits)
            .map_err(|e| format!("{label}: {e}"))?;
        Ok(Processed {
            text: render(&lx, &removed, &edits),
            refs,
        })
    }

    /// Evaluates `#[cfg(...)]` and `#[cfg_attr(...)]` attributes: returns the
    /// token ranges (inclusive) to drop.
    fn resolve_cfg(&self, lx: &Lexed) -> Result<Vec<(usize, usize)>, String> {
        let mut removed = Vec::new();
        let mut i = 0;
        while i < lx.toks.len() {
            if !lx.is(i, "#") {
                i += 1;
                continue;
            }
            let inner = lx.is(i + 1, "!");
            let open = if inner { i + 2 } else { i + 1 };
            if !lx.is(open, "[") {
                i += 1;
                continue;
            }
            let close = lx.pair[open];
            let name = lx.text(open + 1);
            if (name != "cfg" && name != "cfg_attr") || !lx.is(open + 2, "(") {
                i = close + 1;
                continue;
            }
            let line = lx.line(i);
            if inner {
                return Err(format!(
                    "line {line}: #![{name}(...)] on a whole file is not supported"
                ));
            }
            let args = (open + 3, lx.pair[open + 2]);
            if name == "cfg_attr" {
                // Only the condition, up to the first top-level comma.
                let mut end = args.0;
                while end < args.1 && !lx.is(end, ",") {
                    end = if lx.pair[end] != usize::MAX && lx.pair[end] > end {
                        lx.pair[end] + 1
                    } else {
                        end + 1
                    };
                }
                match self.eval(lx, args.0, end, line)? {
                    None => {}
                    Some(false) => removed.push((i, close)),
                    Some(true) => {
                        return Err(format!(
                            "line {line}: a cfg_attr that applies in the bundle is not supported"
                        ))
                    }
                }
                i = close + 1;
                continue;
            }
            match self.eval(lx, args.0, args.1, line)? {
                None => i = close + 1,
                Some(true) => {
                    removed.push((i, close));
                    i = close + 1;
                }
                Some(false) => {
                    let end = item_end(lx, close + 1, line)?;
                    removed.push((i, end));
                    i = end + 1;
                }
            }
        }
        Ok(removed)
    }

    /// A `cfg` condition over tokens `from..to`: `Some` when the bundler
    /// decides it (`test`, `feature = "proconio"`), `None` when it is left to
    /// the judge's compiler (e.g. `unix`).
    fn eval(
        &self,
        lx: &Lexed,
        from: usize,
        to: usize,
        line: usize,
    ) -> Result<Option<bool>, String> {
        let word = lx.text(from);
        let unsupported = || {
            format!(
                "line {line}: cannot decide cfg condition `{}`",
                &lx.src[lx.toks[from].start..lx.toks[to - 1].end]
            )
        };
        if from >= to || lx.toks[from].kind != Kind::Ident {
            return Err(format!("line {line}: empty or malformed cfg condition"));
        }
        if lx.is(from + 1, "(") {
            let close = lx.pair[from + 1];
            if close + 1 != to {
                return Err(unsupported());
            }
            let mut parts = Vec::new();
            let mut start = from + 2;
            let mut k = start;
            while k <= close {
                if k == close || lx.is(k, ",") {
                    if k > start {
                        parts.push(self.eval(lx, start, k, line)?);
                    }
                    start = k + 1;
                    k += 1;
                } else if lx.pair[k] != usize::MAX && lx.pair[k] > k {
                    k = lx.pair[k] + 1;
                } else {
                    k += 1;
                }
            }
            let known: Vec<bool> = parts.iter().flatten().copied().collect();
            return match word {
                "not" if parts.len() == 1 => Ok(parts[0].map(|v| !v)),
                // One known false part decides `all`, one true part `any`.
                "all" if known.contains(&false) => Ok(Some(false)),
                "any" if known.contains(&true) => Ok(Some(true)),
                "all" | "any" if known.is_empty() => Ok(None),
                "all" | "any" if known.len() == parts.len() => Ok(Some(if word == "all" {
                    known.iter().all(|&v| v)
                } else {
                    known.iter().any(|&v| v)
                })),
                _ => Err(unsupported()),
            };
        }
        match (word, to - from) {
            ("test", 1) => Ok(Some(false)),
            ("feature", 3) if lx.is(from + 1, "=") => match lx.text(from + 2) {
                "\"proconio\"" => Ok(Some(self.flavour == Flavour::AtCoder)),
                // `--explain` and `--play`: never in a judge bundle.
                "\"play\"" => Ok(Some(false)),
                // Mapped input files: an `extern` block no one spelling
                // compiles both on rustc 1.70 and on edition 2024.
                "\"mmap\"" => Ok(Some(false)),
                _ => Err(unsupported()),
            },
            (_, 1) => Ok(None),
            (_, 3) if lx.is(from + 1, "=") && lx.toks[from + 2].kind == Kind::Literal => Ok(None),
            _ => Err(unsupported()),
        }
    }

    /// Refuses what the bundle cannot carry. Returns the edits that drop
    /// `mod x;` declarations from a module that keeps its modules in a
    /// folder: the bundle writes the ones it needs inline.
    fn check(
        &self,
        lx: &Lexed,
        kept: &[bool],
        role: Role,
        label: &str,
    ) -> Result<Vec<Edit>, String> {
        let mut edits = Vec::new();
        let n = lx.toks.len();
        for i in (0..n).filter(|&i| kept[i]) {
            let word = lx.text(i);
            let line = lx.line(i);
            let tok = lx.toks[i];
            if tok.kind == Kind::Literal && (word.starts_with("c\"") || word.starts_with("cr")) {
                return Err(format!(
                    "line {line}: C string literals need Rust 1.77; judges run 1.70"
                ));
            }
            if tok.kind != Kind::Ident {
                continue;
            }
            if self.forbidden.contains(word) && !lx.is(i.wrapping_sub(1), ".") {
                return Err(match self.flavour {
                    Flavour::Std => format!(
                        "line {line}: uses the crate `{word}` outside #[cfg(feature = \"proconio\")] \
                         code; the std-only bundle can carry only std"
                    ),
                    Flavour::AtCoder => format!(
                        "line {line}: uses the crate `{word}`, which AtCoder does not install"
                    ),
                });
            }
            let macro_next = lx.is(i + 1, "!");
            match word {
                "mod" if lx.is(i + 2, ";") => {
                    let name = lx.text(i + 1);
                    let child = match role {
                        Role::Module(path)
                            if label.ends_with("/mod.rs") || has_child_modules(self.root, path) =>
                        {
                            let mut child = path.to_vec();
                            child.push(name.to_string());
                            module_file(self.root, &child)
                        }
                        _ => None,
                    };
                    if child.is_none() {
                        return Err(format!(
                            "line {line}: out-of-line `mod {name};` cannot be bundled (a library \
                             module's own modules live in its folder, src/<module>/{name}.rs)"
                        ));
                    }
                    let from = item_start(lx, i);
                    edits.push(Edit {
                        from,
                        drop: i + 3 - from,
                        text: "",
                    });
                }
                "include" | "include_str" | "include_bytes" if macro_next => {
                    return Err(format!(
                        "line {line}: `{word}!` reads another file, which the bundle does not carry"
                    ));
                }
                "cfg" if macro_next && lx.pair.get(i + 2).is_some_and(|&p| p != usize::MAX) => {
                    let close = lx.pair[i + 2];
                    if (i + 3..close).any(|k| lx.is(k, "feature") || lx.is(k, "test")) {
                        return Err(format!(
                            "line {line}: cfg!(...) on a feature or test cannot be bundled; use \
                             #[cfg(...)] on an item"
                        ));
                    }
                }
                "expect" if lx.is(i.wrapping_sub(1), "[") && lx.is(i.wrapping_sub(2), "#") => {
                    return Err(format!(
                        "line {line}: #[expect(...)] needs Rust 1.81; judges run 1.70 (use #[allow(...)])"
                    ));
                }
                "const" if lx.is(i + 1, "{") => {
                    return Err(format!(
                        "line {line}: inline const blocks need Rust 1.79; judges run 1.70"
                    ));
                }
                "raw"
                    if lx.is(i.wrapping_sub(1), "&")
                        && (lx.is(i + 1, "const") || lx.is(i + 1, "mut")) =>
                {
                    return Err(format!(
                        "line {line}: `&raw` needs Rust 1.82; judges run 1.70"
                    ));
                }
                _ => {}
            }
        }
        Ok(edits)
    }

    /// Collects the library modules the kept code names, and adds the edits
    /// that make those names resolve inside the bundle, where the library is
    /// the module `crate::cp_games` of the binary:
    /// - in the binary, every path that starts at the crate (`cp_games::`,
    ///   `::cp_games::`, `use cp_games as lib;`, in any module or function)
    ///   becomes `crate::cp_games::...`, and `extern crate cp_games` a `use`
    ///   (or nothing at the top level, where the module already stands);
    /// - in a library module, `crate::x` becomes `crate::cp_games::x`.
    ///
    /// Paths through names bound by `use` (`use cp_games::problems;` then
    /// `problems::s_nim::solve`, or `use cp_games as lib;` then
    /// `lib::grundy::mex`) are followed too. A glob of the crate or of a
    /// module with modules of its own is refused: what it brings in cannot be
    /// told.
    fn paths(
        &self,
        lx: &Lexed,
        kept: &[bool],
        role: Role,
        edits: &mut Vec<Edit>,
    ) -> Result<BTreeSet<ModPath>, String> {
        let n = lx.toks.len();
        let ident = |i: usize| kept.get(i) == Some(&true) && lx.toks[i].kind == Kind::Ident;
        let colons = |i: usize| lx.is(i, ":") && lx.is(i + 1, ":");
        // Whether token `i` starts a path (is not `a::i` or `a.i`), and
        // whether a leading `::` stands before it.
        let path_start = |i: usize| -> (bool, bool) {
            if i >= 2 && colons(i - 2) {
                let before = i.checked_sub(3);
                let leading = before.map_or(true, |b| {
                    lx.toks[b].kind != Kind::Ident
                        || matches!(
                            lx.text(b),
                            "use"
                                | "pub"
                                | "return"
                                | "in"
                                | "else"
                                | "match"
                                | "if"
                                | "while"
                                | "for"
                                | "let"
                                | "mut"
                                | "move"
                                | "break"
                        )
                });
                (leading, leading)
            } else {
                (
                    !lx.is(i.wrapping_sub(1), ".") && !lx.is(i.wrapping_sub(1), "$"),
                    false,
                )
            }
        };
        // Names that stand for a module (or the crate root, `[]`).
        let mut names: BTreeMap<String, ModPath> = BTreeMap::new();
        match role {
            Role::Bin => {
                names.insert(self.crate_name.to_string(), Vec::new());
            }
            Role::Module(path) => {
                names.insert("crate".into(), Vec::new());
                names.insert("self".into(), path.to_vec());
                names.insert("super".into(), path[..path.len() - 1].to_vec());
            }
        }

        if role == Role::Bin {
            let whole = |from: usize, last: usize| Edit {
                from,
                drop: last + 1 - from,
                text: "",
            };
            for i in (0..n).filter(|&i| ident(i) && lx.text(i) == self.crate_name) {
                let (start, leading) = path_start(i);
                if i >= 2 && lx.is(i - 1, "crate") && lx.is(i - 2, "extern") {
                    // `extern crate cp_games [as x];`: every path through it
                    // is rewritten, so only a new name needs a `use`.
                    if lx.is(i + 1, ";") {
                        edits.push(whole(item_start(lx, i - 2), i + 1));
                    } else {
                        edits.push(Edit {
                            from: i - 2,
                            drop: 2,
                            text: "use crate::",
                        });
                    }
                } else if i >= 1 && lx.is(i - 1, "use") && lx.is(i + 1, ";") {
                    // `use cp_games;`: every path through it is rewritten.
                    edits.push(whole(item_start(lx, i - 1), i + 1));
                } else if leading {
                    edits.push(Edit {
                        from: i - 2,
                        drop: 2,
                        text: "crate::",
                    });
                } else if start {
                    edits.push(Edit {
                        from: i,
                        drop: 0,
                        text: "crate::",
                    });
                }
            }
        } else {
            for i in (0..n).filter(|&i| ident(i) && lx.is(i, "crate") && colons(i + 1)) {
                if path_start(i).0 && i + 3 < n {
                    edits.push(Edit {
                        from: i + 3,
                        drop: 0,
                        text: "cp_games::",
                    });
                }
            }
        }

        let mut refs = BTreeSet::new();
        let mut seen_names = 0;
        while seen_names != names.len() {
            seen_names = names.len();
            for i in (0..n).filter(|&i| ident(i)) {
                let Some(base) = names.get(lx.text(i)) else {
                    continue;
                };
                if !path_start(i).0 {
                    continue;
                }
                let base = base.clone();
                let mut named = Vec::new();
                if colons(i + 1) {
                    use_tree(lx, i + 3, base, &mut named);
                } else if lx.is(i + 1, "as")
                    && lx.toks.get(i + 2).is_some_and(|t| t.kind == Kind::Ident)
                {
                    named.push(Named {
                        path: base,
                        glob: false,
                        alias: Some(lx.text(i + 2).to_string()),
                    });
                } else {
                    continue;
                }
                for item in named {
                    let line = lx.line(i);
                    let shown = || {
                        let mut s = lx.text(i).to_string();
                        for seg in &item.path[names[lx.text(i)].len()..] {
                            s = format!("{s}::{seg}");
                        }
                        s
                    };
                    // The longest prefix that is a module of the library.
                    let mut len = 0;
                    while len < item.path.len()
                        && module_file(self.root, &item.path[..=len]).is_some()
                    {
                        len += 1;
                        refs.insert(item.path[..len].to_vec());
                    }
                    if role == Role::Bin && len == 0 && !item.path.is_empty() {
                        return Err(format!(
                            "line {line}: `{0}::{1}` names no library module: neither src/{1}.rs \
                             nor src/{1}/mod.rs exists (the bundle carries whole modules, not \
                             items of src/lib.rs)",
                            lx.text(i),
                            item.path[0]
                        ));
                    }
                    if len < item.path.len() {
                        continue;
                    }
                    if item.glob {
                        if role == Role::Bin
                            && (item.path.is_empty() || has_child_modules(self.root, &item.path))
                        {
                            return Err(format!(
                                "line {line}: cannot tell which modules `{}::*` uses; name them \
                                 (e.g. `use {}::{{input, grundy}};`)",
                                shown(),
                                lx.text(i)
                            ));
                        }
                        continue;
                    }
                    let alias = item.alias.or_else(|| item.path.last().cloned());
                    if let Some(alias) = alias {
                        if alias != "_" {
                            names.entry(alias).or_insert(item.path);
                        }
                    }
                }
            }
        }
        Ok(refs)
    }
}

/// A path named by a path expression or a `use` tree.
struct Named {
    path: ModPath,
    /// Ends in `::*`.
    glob: bool,
    /// `as x`.
    alias: Option<String>,
}

/// The paths of the path or `use` tree that starts at token `from`, below
/// `prefix`: `a::b`, `a::{b, c::{self, d as e}}`, `a::*`. `self` names the
/// path so far, `super` its parent. Stops at anything else (`::<T>`, `(`).
fn use_tree(lx: &Lexed, from: usize, prefix: ModPath, out: &mut Vec<Named>) {
    let mut stack = vec![(from, prefix)];
    while let Some((mut k, mut path)) = stack.pop() {
        loop {
            if lx.is(k, "{") {
                let close = lx.pair[k];
                let mut start = k + 1;
                let mut j = k + 1;
                while j <= close {
                    if j == close || lx.is(j, ",") {
                        if j > start {
                            stack.push((start, path.clone()));
                        }
                        start = j + 1;
                        j += 1;
                    } else if lx.pair[j] != usize::MAX && lx.pair[j] > j {
                        j = lx.pair[j] + 1;
                    } else {
                        j += 1;
                    }
                }
                break;
            }
            if lx.is(k, "*") {
                out.push(Named {
                    path,
                    glob: true,
                    alias: None,
                });
                break;
            }
            if lx.toks.get(k).map_or(true, |t| t.kind != Kind::Ident) {
                out.push(Named {
                    path,
                    glob: false,
                    alias: None,
                });
                break;
            }
            match lx.text(k) {
                "self" => {}
                "super" => {
                    path.pop();
                }
                seg => path.push(seg.to_string()),
            }
            if lx.is(k + 1, ":") && lx.is(k + 2, ":") {
                k += 3;
                continue;
            }
            let alias = (lx.is(k + 1, "as")
                && lx.toks.get(k + 2).is_some_and(|t| t.kind == Kind::Ident))
            .then(|| lx.text(k + 2).to_string());
            out.push(Named {
                path,
                glob: false,
                alias,
            });
            break;
        }
    }
}

/// The first token of the item whose keyword is token `k`: its `pub`,
/// `pub(...)` and attributes.
fn item_start(lx: &Lexed, mut k: usize) -> usize {
    loop {
        if k >= 1 && lx.is(k - 1, "pub") {
            k -= 1;
        } else if k >= 2 && lx.is(k - 1, ")") && lx.is(lx.pair[k - 1].wrapping_sub(1), "pub") {
            k = lx.pair[k - 1] - 1;
        } else if k >= 1 && lx.is(k - 1, "]") {
            let open = lx.pair[k - 1];
            if open >= 1 && lx.is(open - 1, "#") {
                k = open - 1;
            } else {
                return k;
            }
        } else {
            return k;
        }
    }
}

/// The index of the last token of the item that starts at token `from`
/// (after a `cfg` attribute on line `line`).
fn item_end(lx: &Lexed, from: usize, line: usize) -> Result<usize, String> {
    let mut k = from;
    while lx.is(k, "#") && lx.is(k + 1, "[") {
        k = lx.pair[k + 1] + 1;
    }
    // A statement that is a call (`path::to::f(...);`) ends at its `;`.
    let call = lx.toks[k].kind == Kind::Ident && !ITEM_STARTS.contains(&lx.text(k)) && {
        let mut j = k;
        while lx.toks.get(j).is_some_and(|t| t.kind == Kind::Ident)
            && lx.is(j + 1, ":")
            && lx.is(j + 2, ":")
        {
            j += 3;
        }
        lx.toks.get(j).is_some_and(|t| t.kind == Kind::Ident) && lx.is(j + 1, "(")
    };
    if !call && !ITEM_STARTS.contains(&lx.text(k)) {
        return Err(format!(
            "line {line}: #[cfg] on `{}` (not an item, a `let` or a call) is not supported",
            lx.text(k)
        ));
    }
    // Items ending at `;` only, unless they turn out to be functions.
    let mut semicolon_only = call;
    let mut j = if call { lx.toks.len() } else { k };
    while j < lx.toks.len() {
        match lx.text(j) {
            "fn" | "mod" | "impl" | "struct" | "enum" | "union" | "trait" | "macro_rules" => break,
            "let" | "use" | "static" | "type" => {
                semicolon_only = true;
                break;
            }
            "const" if !lx.is(j + 1, "fn") && !lx.is(j + 1, "unsafe") => {
                semicolon_only = true;
                break;
            }
            // Skips `pub(crate)` and the like.
            "(" => j = lx.pair[j],
            _ => {}
        }
        j += 1;
    }
    while k < lx.toks.len() {
        let word = lx.text(k);
        if word == ";" {
            return Ok(k);
        }
        let partner = lx.pair[k];
        if partner != usize::MAX {
            if partner < k {
                break;
            }
            if word == "{" && !semicolon_only {
                return Ok(partner);
            }
            k = partner;
        }
        k += 1;
    }
    Err(format!(
        "line {line}: cannot find the end of the item under #[cfg]"
    ))
}

/// The file without comments, dropped tokens and blank lines, with the
/// edits made; trailing spaces trimmed and indentation cut to a space a
/// level. String literals are copied untouched.
fn render(lx: &Lexed, removed: &[(usize, usize)], edits: &[Edit]) -> String {
    const CODE: u8 = 0;
    const LITERAL: u8 = 1;
    const DROP: u8 = 2;
    const BLOCK: u8 = 3;
    let src = lx.src.as_bytes();
    let mut class = vec![CODE; src.len()];
    for t in lx.toks.iter().filter(|t| t.kind == Kind::Literal) {
        class[t.start..t.end].fill(LITERAL);
    }
    for &(a, b, block) in &lx.comments {
        class[a..b].fill(if block { BLOCK } else { DROP });
    }
    for &(a, b) in removed {
        class[lx.toks[a].start..lx.toks[b].end].fill(DROP);
    }
    let mut inserts = BTreeMap::new();
    for e in edits {
        let at = lx.toks[e.from].start;
        if e.drop > 0 {
            // With the white space up to the next token.
            let end = lx
                .toks
                .get(e.from + e.drop)
                .map_or(lx.toks[e.from + e.drop - 1].end, |t| t.start);
            class[at..end].fill(DROP);
        }
        inserts.insert(at, e.text);
    }
    // Output bytes, with whether each is inside a literal.
    let mut out: Vec<(u8, bool)> = Vec::with_capacity(src.len());
    for (i, &byte) in src.iter().enumerate() {
        if let Some(text) = inserts.get(&i) {
            out.extend(text.bytes().map(|b| (b, false)));
        }
        match class[i] {
            CODE => out.push((byte, false)),
            LITERAL => out.push((byte, true)),
            // A block comment may separate two tokens.
            BLOCK if i == 0 || class[i - 1] != BLOCK => out.push((b' ', false)),
            _ => {}
        }
    }
    let mut text = Vec::with_capacity(out.len());
    for line in out.split_inclusive(|&(b, lit)| b == b'\n' && !lit) {
        let mut end = line.len();
        while end > 0 && !line[end - 1].1 && line[end - 1].0.is_ascii_whitespace() {
            end -= 1;
        }
        if end > 0 {
            // Indentation shrunk to a space a level (rustfmt's levels are 4
            // spaces): a quarter of a bundle was leading spaces. Not inside
            // a string literal, whose spaces are its text.
            let lead = line[..end]
                .iter()
                .take_while(|&&(b, lit)| b == b' ' && !lit)
                .count();
            text.extend(std::iter::repeat(b' ').take((lead + 3) / 4));
            text.extend(line[lead..end].iter().map(|&(b, _)| b));
            text.push(b'\n');
        }
    }
    // Only whole ASCII-delimited pieces were removed, so this stays UTF-8.
    String::from_utf8(text).expect("bundle text is UTF-8")
}

/// One item of the library part of a bundle, as [`prune`] sees it.
struct Item {
    /// Token range, attributes and visibility included.
    first: usize,
    last: usize,
    /// The names that keep it: the item's own name; for an `impl`, the
    /// type it is for; for a `use`, the names it brings in. Empty (a
    /// module): kept from the start, and cut only if left empty.
    names: Vec<String>,
    /// The items of a `mod` or of an inherent `impl`, each dropped on its
    /// own; the names a kept container refers to are read outside them.
    children: Vec<Item>,
    /// Never dropped: macros, glob imports, forms the pass does not know.
    always: bool,
}

/// Drops the library items a bundle's binary never reaches: functions,
/// types, constants and inherent methods nothing kept names, `impl` blocks
/// of dropped types, imports of dropped names, public modules nothing kept
/// names (with everything in them), and modules left empty.
/// Reachability is by name (any identifier token equal to an item's name
/// keeps every item of that name), so it only ever keeps too much, never
/// too little; trait impls and traits are kept whole with their types.
fn prune(text: &str, crate_name: &str) -> Result<String, String> {
    let lx = lex(text)?;
    let Some(lib) = (0..lx.toks.len())
        .find(|&k| lx.is(k, "mod") && lx.is(k + 1, crate_name) && lx.is(k + 2, "{"))
    else {
        return Ok(text.to_string());
    };
    let open = lib + 2;
    let items = parse_items(&lx, open + 1, lx.pair[open])?;
    // Every item, flattened, with its parent's index.
    let mut flat: Vec<(&Item, Option<usize>)> = Vec::new();
    fn flatten<'a>(
        items: &'a [Item],
        parent: Option<usize>,
        out: &mut Vec<(&'a Item, Option<usize>)>,
    ) {
        for it in items {
            out.push((it, parent));
            let me = out.len() - 1;
            flatten(&it.children, Some(me), out);
        }
    }
    flatten(&items, None, &mut flat);
    // A `pub mod` is kept only when something kept names it (every use of
    // a module names it: `super::grundy::mex`, `use crate::cp_games::input`,
    // the binary's `cp_games::problems::x`), and nothing inside it counts
    // before that: a module that only an unreached function used goes
    // whole, however common the names of its items. Private modules (an
    // `impl` of a trait for a type) are kept as before.
    let module_name = |it: &Item| -> Option<String> {
        if it.children.is_empty() || !it.names.is_empty() {
            return None;
        }
        let mut k = it.first;
        while lx.is(k, "#") && lx.is(k + 1, "[") {
            k = lx.pair[k + 1] + 1;
        }
        (lx.is(k, "pub") && lx.is(k + 1, "mod")).then(|| lx.text(k + 2).to_string())
    };
    let gate: Vec<Option<String>> = flat.iter().map(|(it, _)| module_name(it)).collect();
    // The nearest enclosing `pub mod` of each item.
    let mut gated_by: Vec<Option<usize>> = vec![None; flat.len()];
    for i in 0..flat.len() {
        let mut p = flat[i].1;
        while let Some(q) = p {
            if gate[q].is_some() {
                gated_by[i] = Some(q);
                break;
            }
            p = flat[q].1;
        }
    }
    let mut by_name: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, (it, _)) in flat.iter().enumerate() {
        for n in it.names.iter().chain(&gate[i]) {
            by_name.entry(n.clone()).or_default().push(i);
        }
    }
    let mut waiting: Vec<Vec<usize>> = vec![Vec::new(); flat.len()];
    let mut kept = vec![false; flat.len()];
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut names: Vec<String> = Vec::new();
    let idents = |from: usize, to: usize, skip: &[Item], out: &mut Vec<String>| {
        let mut k = from;
        while k <= to {
            if let Some(c) = skip.iter().find(|c| c.first == k) {
                k = c.last + 1;
                continue;
            }
            if lx.toks[k].kind == Kind::Ident {
                out.push(lx.text(k).to_string());
            }
            k += 1;
        }
    };
    idents(0, lib, &[], &mut names);
    // Modules, and items no name can drop, are kept from the start (a
    // module left empty is cut below); a kept item keeps its parent.
    let mut work: Vec<usize> = (0..flat.len())
        .filter(|&i| (flat[i].0.always || flat[i].0.names.is_empty()) && gate[i].is_none())
        .collect();
    loop {
        while let Some(i) = work.pop() {
            if kept[i] {
                continue;
            }
            if let Some(m) = gated_by[i].filter(|&m| !kept[m]) {
                waiting[m].push(i);
                continue;
            }
            kept[i] = true;
            work.append(&mut waiting[i]);
            let (it, parent) = flat[i];
            if let Some(p) = parent {
                work.push(p);
            }
            idents(it.first, it.last, &it.children, &mut names);
        }
        let Some(n) = names.pop() else { break };
        if let Some(items) = by_name.get(&n) {
            if seen.insert(n) {
                work.extend(items.iter().copied());
            }
        }
    }
    // Byte ranges of the dropped items, outermost first.
    let mut cut: Vec<(usize, usize)> = Vec::new();
    for (i, (it, parent)) in flat.iter().enumerate() {
        if kept[i] || parent.is_some_and(|p| !kept[p]) {
            continue;
        }
        cut.push((lx.toks[it.first].start, lx.toks[it.last].end));
    }
    // A module all of whose items are dropped goes too.
    for (i, (it, parent)) in flat.iter().enumerate() {
        let empty_mod = lx.is(it.first, "pub") && it.names.is_empty() && !it.children.is_empty();
        let all_gone = (0..flat.len()).all(|j| flat[j].1 != Some(i) || !kept[j]);
        if kept[i] && empty_mod && all_gone && parent.map_or(true, |p| kept[p]) {
            cut.push((lx.toks[it.first].start, lx.toks[it.last].end));
        }
    }
    // Whole lines go where an item has its lines to itself (as the
    // bundle's layout gives every item), so no blank line is left; a
    // string literal's lines are never touched.
    let bytes = text.as_bytes();
    for (a, b) in &mut cut {
        let line_start = bytes[..*a]
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |i| i + 1);
        if bytes[line_start..*a].iter().all(|&c| c == b' ') && bytes.get(*b) == Some(&b'\n') {
            *a = line_start;
            *b += 1;
        }
    }
    cut.sort_unstable();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (a, b) in cut {
        if a < at {
            continue;
        }
        out.push_str(&text[at..a]);
        at = b;
    }
    out.push_str(&text[at..]);
    Ok(out)
}

/// The items between tokens `from` and `to` (exclusive) of one module or
/// inherent `impl` body.
fn parse_items(lx: &Lexed, from: usize, to: usize) -> Result<Vec<Item>, String> {
    let mut items = Vec::new();
    let mut k = from;
    while k < to {
        let first = k;
        // Attributes and visibility.
        while lx.is(k, "#") && lx.is(k + 1, "[") {
            k = lx.pair[k + 1] + 1;
        }
        if lx.is(k, "pub") {
            k += 1;
            if lx.is(k, "(") {
                k = lx.pair[k] + 1;
            }
        }
        let word = lx.text(k).to_string();
        let mut kw = k;
        while matches!(lx.text(kw), "const" | "unsafe" | "async" | "extern")
            && matches!(lx.text(kw + 1), "fn" | "unsafe" | "extern" | "async")
        {
            kw += 1;
        }
        let semicolon_item = matches!(word.as_str(), "use" | "type" | "static")
            || (word == "const" && lx.text(kw) != "fn");
        // The end: `;` at depth 0, or the first `{ .. }` of a block item.
        let mut end = kw;
        loop {
            if end >= to {
                return Err(format!(
                    "line {}: cannot find the end of an item",
                    lx.line(first)
                ));
            }
            let t = lx.text(end);
            if t == ";" {
                break;
            }
            if t == "{" && !semicolon_item {
                end = lx.pair[end];
                break;
            }
            if lx.pair[end] != usize::MAX && lx.pair[end] > end {
                end = lx.pair[end];
            }
            end += 1;
        }
        let mut item = Item {
            first,
            last: end,
            names: Vec::new(),
            children: Vec::new(),
            always: false,
        };
        match lx.text(kw) {
            "fn" | "struct" | "enum" | "union" | "type" | "static" => {
                item.names.push(lx.text(kw + 1).to_string())
            }
            "const" => item.names.push(lx.text(kw + 1).to_string()),
            "trait" => item.names.push(lx.text(kw + 1).to_string()),
            "mod" => {
                let open = (kw..=end).find(|&j| lx.is(j, "{"));
                if let Some(open) = open {
                    item.children = parse_items(lx, open + 1, lx.pair[open])?;
                } else {
                    item.always = true;
                }
            }
            "impl" => {
                let (self_ty, is_trait, open) = impl_header(lx, kw, end);
                item.names.push(self_ty);
                // A trait impl is kept whole with its type.
                if !is_trait {
                    item.children = parse_items(lx, open + 1, lx.pair[open])?;
                }
            }
            "use" => {
                let mut j = end;
                // The names a use tree brings in: the last identifier of
                // each path, or its `as` name; a glob keeps it always.
                while j > kw {
                    j -= 1;
                    let t = lx.text(j);
                    if t == "*" {
                        item.always = true;
                    }
                    let next = lx.text(j + 1);
                    if lx.toks[j].kind == Kind::Ident
                        && matches!(next, ";" | "," | "}")
                        && t != "self"
                    {
                        item.names.push(t.to_string());
                    } else if t == "self" && matches!(next, ";" | "," | "}") {
                        // `a::b::{self}`: the module name before the braces.
                        let mut m = j;
                        while m > kw && !lx.is(m, "{") {
                            m -= 1;
                        }
                        while m > kw && lx.toks[m].kind != Kind::Ident {
                            m -= 1;
                        }
                        item.names.push(lx.text(m).to_string());
                    }
                }
                if item.names.is_empty() {
                    item.always = true;
                }
            }
            _ => item.always = true,
        }
        items.push(item);
        k = end + 1;
    }
    Ok(items)
}

/// For the `impl` at token `kw` (ending at `end`): the name of the type it
/// is for, whether it implements a trait, and the token of its `{`.
fn impl_header(lx: &Lexed, kw: usize, end: usize) -> (String, bool, usize) {
    let mut depth = 0i32;
    let mut k = kw + 1;
    let mut name = String::new();
    let mut is_trait = false;
    while k < end {
        let t = lx.text(k);
        match t {
            "<" => depth += 1,
            ">" if !lx.is(k - 1, "-") => depth -= 1,
            "{" if depth == 0 => break,
            "where" if depth == 0 => {
                while !lx.is(k, "{") {
                    k += 1;
                }
                break;
            }
            "for" if depth == 0 => {
                is_trait = true;
                name.clear();
            }
            _ if depth == 0 && lx.toks[k].kind == Kind::Ident && t != "dyn" => name = t.to_string(),
            _ => {}
        }
        k += 1;
    }
    (name, is_trait, k)
}
