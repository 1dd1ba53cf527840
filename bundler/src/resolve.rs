//! Which names mean a crate: the compiler decides.
//!
//! In the bundle a carried crate is a module, so a path that named it
//! through the crate's name (`cp_games::grid::Grid` in any module,
//! `::cp_games::..`, a name `extern crate .. as` gave it, a name a renamed
//! dependency has) resolves no more, and rustc says so, at that very
//! name: that name, and only it, is rewritten (`crate::<its module>`).
//! A name that meant something else (a module of one's own named like a
//! crate, a name a glob brings, a word inside `stringify!`) is never
//! reported, so never touched. A macro that `#[macro_use] extern crate`
//! made callable by its bare name is called through its crate's module.
//! A crate that stays external (a judge's, or one only unreachable code
//! needs) is named by its own name. The check repeats until rustc has
//! nothing more to say of names: a path inside a macro's arguments is
//! seen once the macro itself resolves.

use crate::read::{placeholder, Read, Target};
use crate::rustc::{check, Lints};
use crate::text::{Doc, Edit, Files};
use crate::toolchain::Rustc;
use crate::Failure;
use std::collections::{BTreeMap, BTreeSet};
use std::ffi::OsString;

/// Keywords a path may follow (`use ::name`, `&mut ::name`).
const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "dyn", "else", "for", "if", "impl", "in", "let", "loop",
    "match", "move", "mut", "pub", "ref", "return", "static", "type", "unsafe", "use", "where",
    "while", "yield",
];

/// Whether `s` is one identifier.
fn is_ident(s: &str) -> bool {
    let mut c = s.chars();
    c.next().is_some_and(|c| c == '_' || c.is_alphabetic())
        && c.all(|c| c == '_' || c.is_alphanumeric())
}

/// The message says a name is not found as a module, crate or import.
fn unresolved_path(code: Option<&str>, message: &str) -> bool {
    matches!(code, Some("E0432") | Some("E0433"))
        || message.contains("crate or module")
        || message.contains("module or crate")
}

/// The name a "cannot find macro" message names.
fn missing_macro(message: &str) -> Option<&str> {
    let rest = message.strip_prefix("cannot find macro `")?;
    rest.split('`').next()
}

/// The bytes of the bare `pub` of the `use` item that holds byte `at`.
fn use_visibility(text: &str, at: usize) -> Option<usize> {
    let before = &text[..at];
    let u = before.rfind("use")?;
    let head = before[..u].trim_end();
    let vis = head.strip_suffix("pub")?;
    let ok = vis
        .chars()
        .last()
        .map_or(true, |c| !(c == '_' || c.is_alphanumeric()));
    ok.then_some(vis.len())
}

/// The bundle with every name of a crate rewritten as the compiler says.
/// Each round asks rustc for the names alone ([`Lints::Names`]): the types
/// are checked once the names settle, by the pruning.
pub(crate) fn resolve(
    mut doc: Doc,
    files: &Files,
    read: &Read,
    rustc: &Rustc,
    edition: &str,
    extra: &[OsString],
) -> Result<Doc, Failure> {
    for _round in 0..32 {
        let text = doc.text(files);
        let diags = check(rustc, &text, edition, extra, Lints::Names)?;
        let mut edits: BTreeMap<usize, (usize, String)> = BTreeMap::new();
        // The places of unresolved imports (E0432) among them: a name that
        // a glob not yet resolved would bring is reported unresolved by
        // some rustc versions (1.70) and not by others, so while an import
        // is being mended, only imports are.
        let mut imports: BTreeSet<usize> = BTreeSet::new();
        for d in diags.iter().filter(|d| d.is_error()) {
            // `pub use` of what the bundle keeps to itself (a macro of a
            // carried crate, reached by a path now): a binary exports
            // nothing, so `pub(crate)` means the same.
            if matches!(d.code.as_deref(), Some("E0364") | Some("E0365")) {
                for p in d.primary() {
                    if let Some(at) = use_visibility(&text, p.range.start) {
                        edits.insert(at, (at + 3, "pub(crate)".to_string()));
                    }
                }
                continue;
            }
            let macro_name = missing_macro(&d.message);
            if !unresolved_path(d.code.as_deref(), &d.message) && macro_name.is_none() {
                continue;
            }
            for p in d.primary() {
                let Some(mut name) = text.get(p.range.clone()) else {
                    continue;
                };
                let mut range = p.range.clone();
                // `use mylib as m;`: the import's whole leaf.
                if let Some((first, _)) = name.split_once(" as ") {
                    range.end = range.start + first.len();
                    name = first;
                }
                // `use mylib::{self as ml};`: rustc points at the leaf and
                // names the path; the path's first name is before it.
                if name == "self" {
                    let path = d.message.split('`').nth(1).unwrap_or("");
                    let first = path.split("::").next().unwrap_or("");
                    let stmt = text[..range.start].rfind("use").unwrap_or(0);
                    if let Some(at) = text[stmt..range.start].find(&format!("{first}::")) {
                        range = stmt + at..stmt + at + first.len();
                        name = &text[range.clone()];
                    }
                }
                if !is_ident(name) {
                    continue;
                }
                let p = crate::rustc::Place { range, ..p.clone() };
                // The crate whose names apply: where the outermost call
                // that made this path is, or the path's own place.
                let at = p.outer.unwrap_or(p.range.start);
                let Some((file, _)) = doc.origin(at) else {
                    continue;
                };
                let k = files.get(file).krate;
                let info = &read.crates[k];
                if let Some(m) = macro_name {
                    let from = info
                        .macro_use
                        .iter()
                        .find(|&&t| read.crates[t].exported.contains(m));
                    if let Some(&t) = from {
                        edits.insert(
                            p.range.start,
                            (p.range.end, format!("crate::{}::{m}", placeholder(t))),
                        );
                    }
                    continue;
                }
                let Some(target) = info.names.get(name) else {
                    continue;
                };
                let with = match target {
                    Target::Module(t) => format!("crate::{}", placeholder(*t)),
                    Target::Extern(real) if real != name => format!("::{real}"),
                    Target::Extern(_) => continue,
                };
                // A leading `::` goes with it (`::cp_games::x`).
                let mut start = p.range.start;
                let before = text[..start].trim_end();
                if let Some(lead) = before.strip_suffix("::") {
                    // `a::name` continues a path; `use ::name`, `(::name`
                    // start one.
                    let prev = lead.trim_end();
                    let word = prev
                        .rsplit(|c: char| !(c == '_' || c.is_alphanumeric()))
                        .next()
                        .unwrap_or("");
                    let is_path =
                        prev.ends_with('>') || !word.is_empty() && !KEYWORDS.contains(&word);
                    if !is_path {
                        start = lead.len();
                    }
                }
                edits.insert(start, (p.range.end, with));
                if d.code.as_deref() == Some("E0432") {
                    imports.insert(start);
                }
            }
        }
        if !imports.is_empty() {
            edits.retain(|start, _| imports.contains(start));
        }
        if edits.is_empty() {
            return Ok(doc);
        }
        let edits = edits
            .into_iter()
            .map(|(start, (end, with))| {
                let (file, at) = doc.origin(start).unwrap_or((0, 0));
                Edit::new(start..end, Doc::new(with, file, at))
            })
            .collect();
        doc = doc.edit(edits);
    }
    Err(Failure::new(
        "the bundler could not settle which names mean crates (rustc kept reporting new ones)",
    ))
}
