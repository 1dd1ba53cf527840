//! The crates put together: the binary's text at the bundle's root, then
//! each carried crate as a module (`mod <placeholder> { .. }`, silenced
//! as cargo silences a dependency's warnings); the attributes that must be
//! at the root (`#![recursion_limit]`, the largest any crate asks) and
//! `extern crate alloc;` where a crate named it, after the binary's own
//! inner attributes. Where the binary defines a `macro_rules!` that a
//! carried crate calls by a bare name, the crates come first: a macro
//! defined at the root is in scope in every module written after it, and
//! would take the crate's calls (`macro_rules! println` over std's).

use crate::lex::{tokens, Kind};
use crate::read::{placeholder, Read};
use crate::text::Doc;
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// Names of the `macro_rules!` a text defines.
fn macro_rules_names(text: &str) -> HashSet<String> {
    let toks: Vec<_> = tokens(text).into_iter().filter(|t| !t.is_trivia()).collect();
    let mut out = HashSet::new();
    for w in toks.windows(3) {
        if w[0].text(text) == "macro_rules" && w[1].kind == Kind::Punct('!') && w[2].kind == Kind::Ident {
            out.insert(w[2].text(text).to_string());
        }
    }
    out
}

/// Names a text calls as macros by a bare name (`name!`).
fn bare_macro_calls(text: &str) -> HashSet<String> {
    let toks: Vec<_> = tokens(text).into_iter().filter(|t| !t.is_trivia()).collect();
    let mut out = HashSet::new();
    for i in 0..toks.len().saturating_sub(1) {
        if toks[i].kind == Kind::Ident && toks[i + 1].kind == Kind::Punct('!') {
            let path = i >= 1
                && matches!(toks[i - 1].kind, Kind::Punct(':') | Kind::Punct('.') | Kind::Punct('$'));
            if !path {
                out.insert(toks[i].text(text).to_string());
            }
        }
    }
    out
}

/// The bundle's text, before names are resolved and items pruned.
pub(crate) fn assemble(read: &Read) -> Doc {
    let root_file = read.files.list.iter().position(|f| f.krate == 0).unwrap_or(0);
    let user = &read.docs[0];
    let split = user
        .position_of(root_file, read.inner_end)
        .unwrap_or(0);
    let split = if read.inner_end == 0 { 0 } else { split };

    // What goes to the root.
    let mut limits: BTreeMap<&str, u64> = BTreeMap::new();
    for c in &read.crates {
        for (name, n) in &c.root_attrs {
            let e = limits.entry(name.as_str()).or_insert(0);
            *e = (*e).max(*n);
        }
    }
    let mut root = String::new();
    for (name, n) in &limits {
        root.push_str(&format!("#![{name} = \"{n}\"]\n"));
    }
    if read.crates.iter().any(|c| c.needs_alloc) {
        root.push_str("extern crate alloc;\n");
    }

    let mut libs = Doc::default();
    for (k, d) in read.docs.iter().enumerate().skip(1) {
        let file = read.files.list.iter().position(|f| f.krate == k).unwrap_or(0);
        libs.push_new(
            format!("\n#[allow(warnings)]\nmod {} {{\n", placeholder(k)),
            file,
            0,
        );
        libs.push_doc(d.clone());
        libs.push_new("\n}\n", file, 0);
    }

    let user_macros: HashSet<String> = read
        .files
        .list
        .iter()
        .filter(|f| f.krate == 0)
        .flat_map(|f| macro_rules_names(&f.text))
        .collect();
    let libs_call_them = !user_macros.is_empty()
        && read
            .files
            .list
            .iter()
            .filter(|f| f.krate != 0)
            .any(|f| bare_macro_calls(&f.text).iter().any(|n| user_macros.contains(n)));

    let mut doc = user.part(0..split);
    doc.push_new(format!("\n{root}"), root_file, read.inner_end);
    if libs_call_them {
        doc.push_doc(libs);
        doc.push_doc(user.part(split..user.len()));
    } else {
        doc.push_doc(user.part(split..user.len()));
        doc.push_doc(libs);
    }
    doc
}

/// The bytes of the modules the bundler wrote at the bundle's root
/// (`#[allow(warnings)] mod NAME { .. }`) whose names are `wanted`.
pub(crate) fn module_ranges(text: &str, wanted: &BTreeSet<&str>) -> Vec<std::ops::Range<usize>> {
    let toks: Vec<crate::lex::Token> = tokens(text);
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        match t.kind {
            Kind::Open(_) => depth += 1,
            Kind::Close(_) => depth = depth.saturating_sub(1),
            Kind::Ident if depth == 0 && t.text(text) == "mod" => {
                let next: Vec<&crate::lex::Token> =
                    toks[i + 1..].iter().filter(|t| !t.is_trivia()).take(2).collect();
                if let [name, open] = next.as_slice() {
                    let before = text[..t.range.start].trim_end();
                    if wanted.contains(name.text(text))
                        && open.kind == Kind::Open(b'{')
                        && before.ends_with("#[allow(warnings)]")
                    {
                        let start = before.len() - "#[allow(warnings)]".len();
                        let mut d = 0usize;
                        let mut j = i + 1;
                        let mut end = text.len();
                        while j < toks.len() {
                            match toks[j].kind {
                                Kind::Open(_) => d += 1,
                                Kind::Close(_) => {
                                    d -= 1;
                                    if d == 0 {
                                        end = toks[j].range.end;
                                        break;
                                    }
                                }
                                _ => {}
                            }
                            j += 1;
                        }
                        out.push(start..end);
                        i = j + 1;
                        continue;
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}
