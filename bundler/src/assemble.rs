//! The crates put together: the binary's text at the bundle's root, then
//! each carried crate as a module (`mod <placeholder> { .. }`, silenced
//! as cargo silences a dependency's warnings); the attributes that must be
//! at the root (`#![recursion_limit]`, the largest any crate asks) and
//! `extern crate alloc;` where a crate named it, after the binary's own
//! inner attributes. Where the binary defines a `macro_rules!` that a
//! carried crate calls by a bare name, the crates come first: a macro
//! defined at the root is in scope in every module written after it, and
//! would take the crate's calls (`macro_rules! println` over std's).

use crate::lex::{code_tokens, tokens, Kind};
use crate::read::{placeholder, Read};
use crate::text::Doc;
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// Names of the `macro_rules!` a text defines.
fn macro_rules_names(text: &str) -> HashSet<String> {
    let toks = code_tokens(text);
    let mut out = HashSet::new();
    for w in toks.windows(3) {
        if w[0].text(text) == "macro_rules"
            && w[1].kind == Kind::Punct('!')
            && w[2].kind == Kind::Ident
        {
            out.insert(w[2].text(text).to_string());
        }
    }
    out
}

/// Names a text calls as macros by a bare name (`name!`).
fn bare_macro_calls(text: &str) -> HashSet<String> {
    let toks = code_tokens(text);
    let mut out = HashSet::new();
    for i in 0..toks.len().saturating_sub(1) {
        if toks[i].kind == Kind::Ident && toks[i + 1].kind == Kind::Punct('!') {
            let path = i >= 1
                && matches!(
                    toks[i - 1].kind,
                    Kind::Punct(':') | Kind::Punct('.') | Kind::Punct('$')
                );
            if !path {
                out.insert(toks[i].text(text).to_string());
            }
        }
    }
    out
}

/// The crates the binary can reach: a crate is named only by the names
/// the crates that use it give it (in paths, imports, `extern crate`), so
/// one whose names no word of a reached crate writes is never used, and
/// stays out of the bundle whole.
pub(crate) fn reached(read: &Read) -> BTreeSet<usize> {
    let mut words: Vec<HashSet<String>> = vec![HashSet::new(); read.docs.len()];
    for f in &read.files.list {
        for t in tokens(&f.text) {
            if t.kind == Kind::Ident {
                words[f.krate].insert(t.text(&f.text).trim_start_matches("r#").to_string());
            }
        }
    }
    let mut out = BTreeSet::from([0]);
    let mut queue = vec![0];
    while let Some(k) = queue.pop() {
        let info = &read.crates[k];
        let mut next: Vec<usize> = info.macro_use.iter().copied().collect();
        for (name, target) in &info.names {
            if let crate::read::Target::Module(t) = target {
                if words[k].contains(name) {
                    next.push(*t);
                }
            }
        }
        for t in next {
            if out.insert(t) {
                queue.push(t);
            }
        }
    }
    out
}

/// The bundle's text, before names are resolved and items pruned.
pub(crate) fn assemble(read: &Read) -> Doc {
    let reached = reached(read);
    let root_file = read
        .files
        .list
        .iter()
        .position(|f| f.krate == 0)
        .unwrap_or(0);
    let user = &read.docs[0];
    let split = user.position_of(root_file, read.inner_end).unwrap_or(0);
    let split = if read.inner_end == 0 { 0 } else { split };

    // What goes to the root.
    let mut limits: BTreeMap<&str, u64> = BTreeMap::new();
    for (k, c) in read.crates.iter().enumerate() {
        if !reached.contains(&k) {
            continue;
        }
        for (name, n) in &c.root_attrs {
            let e = limits.entry(name.as_str()).or_insert(0);
            *e = (*e).max(*n);
        }
    }
    let mut root = String::new();
    for (name, n) in &limits {
        root.push_str(&format!("#![{name} = \"{n}\"]\n"));
    }
    if read
        .crates
        .iter()
        .enumerate()
        .any(|(k, c)| c.needs_alloc && reached.contains(&k))
    {
        root.push_str("extern crate alloc;\n");
    }

    let mut libs = Doc::default();
    for (k, d) in read.docs.iter().enumerate().skip(1) {
        if !reached.contains(&k) {
            continue;
        }
        let file = read
            .files
            .list
            .iter()
            .position(|f| f.krate == k)
            .unwrap_or(0);
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
            .filter(|f| f.krate != 0 && reached.contains(&f.krate))
            .any(|f| {
                bare_macro_calls(&f.text)
                    .iter()
                    .any(|n| user_macros.contains(n))
            });

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
                let next: Vec<&crate::lex::Token> = toks[i + 1..]
                    .iter()
                    .filter(|t| !t.is_trivia())
                    .take(2)
                    .collect();
                if let [name, open] = next.as_slice() {
                    let before = text[..t.range.start].trim_end();
                    // `#[allow(warnings)]`, or with lints added.
                    let attr = before
                        .rfind("#[allow(warnings")
                        .filter(|&a| before.ends_with(")]") && !before[a..].contains('\n'));
                    if let (true, Some(start)) = (
                        wanted.contains(name.text(text)) && open.kind == Kind::Open(b'{'),
                        attr,
                    ) {
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
