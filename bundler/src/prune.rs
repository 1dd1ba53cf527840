//! What the bundle keeps: the compiler decides.
//!
//! The bundle holds every carried crate whole. rustc checks it with the
//! lints that find what is unused (`dead_code`, `unused_imports`,
//! `unused_macros`, forced on whatever the code allows), and exactly the
//! items it names go: functions, types, constants, statics, traits,
//! methods and associated items, trait methods, macros, imports (as
//! rustc's own certain fix removes them). That repeats until rustc names
//! nothing more. Nothing it did not name is taken out, with three
//! consequences of its answers, each checked by compiling:
//!
//! - an `impl` whose header names an item that went (the type it is for,
//!   its trait, a type in its bounds) goes too: it could only apply to
//!   something the program never has;
//! - a trait method that went leaves the impls of that trait, where rustc
//!   then says it is no member of the trait: it goes there too;
//! - where anything else fails to compile for an item that went, the item
//!   comes back and stays ("pinned"), with what went because of it.
//!
//! What the lints never name stays: trait impls of types that stay
//! (`impl Display for Grid`; [`crate::impls`] decides those from the
//! code rustc generates), enum variants and fields (which make a
//! type's layout and its `match`es), and what is written under a
//! condition left to the judge's compiler (`#[cfg(windows)]`), which the
//! compiler here does not see: every name used there is kept.
//! Modules and inherent `impl` blocks go with the cut that leaves them
//! empty, where the bundle compiles without them, or else at the end.

use crate::lex;
use crate::read::Read;
use crate::rustc::{check, Diag, Lints};
use crate::text::{Doc, Edit, Files};
use crate::toolchain::Rustc;
use crate::Failure;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::ffi::OsString;
use std::ops::Range;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};

/// An item that can go, found in the bundle's text.
#[derive(Clone, Debug)]
struct Node {
    name: String,
    /// Its bytes, attributes included.
    range: Range<usize>,
    /// For an item of an impl or a trait: the type's or the trait's name.
    owner: Option<String>,
}

/// An `impl` block.
#[derive(Clone, Debug)]
struct Impl {
    range: Range<usize>,
    /// From its start to its `{`.
    header: Range<usize>,
    trait_: bool,
    /// Its items' bytes.
    items: Vec<Range<usize>>,
}

/// A `use` item: its bytes, and each name it imports in a group with the
/// comma that goes with it.
#[derive(Clone, Debug)]
struct Use {
    range: Range<usize>,
    leaves: Vec<(Range<usize>, Range<usize>)>,
}

/// The items of the bundle's text: by the first byte of their name.
#[derive(Default)]
struct Index {
    nodes: BTreeMap<usize, Node>,
    /// Items in a block that act outside it (impls, macro calls).
    global: Vec<Range<usize>>,
    depth: usize,
    /// The impl's type or the trait the walk is in.
    owner: Option<String>,
    impls: Vec<Impl>,
    uses: Vec<Use>,
    /// Inline modules: their bytes and the inside of their braces.
    modules: Vec<(Range<usize>, Range<usize>)>,
    /// Macro calls at a module's level: their bytes and the macro's name.
    calls: Vec<(Range<usize>, String)>,
    /// For each `macro_rules!` by name, what every impl it writes is
    /// about (the names of each impl's trait and type that are written in
    /// the macro, not given to it), when it writes impls only.
    shapes: BTreeMap<String, Option<Vec<BTreeSet<String>>>>,
}

impl<'ast> Visit<'ast> for Index {
    fn visit_block(&mut self, b: &'ast syn::Block) {
        self.depth += 1;
        visit::visit_block(self, b);
        self.depth -= 1;
    }

    fn visit_item(&mut self, i: &'ast syn::Item) {
        if self.depth > 0 && matches!(i, syn::Item::Impl(_) | syn::Item::Macro(_)) {
            self.global.push(crate::extent::item(i));
        }
        let ident = match i {
            syn::Item::Const(x) => Some(&x.ident),
            syn::Item::Enum(x) => Some(&x.ident),
            syn::Item::Fn(x) => Some(&x.sig.ident),
            syn::Item::Static(x) => Some(&x.ident),
            syn::Item::Struct(x) => Some(&x.ident),
            syn::Item::Trait(x) => Some(&x.ident),
            syn::Item::TraitAlias(x) => Some(&x.ident),
            syn::Item::Type(x) => Some(&x.ident),
            syn::Item::Union(x) => Some(&x.ident),
            syn::Item::Macro(x) => x.ident.as_ref(),
            _ => None,
        };
        if let Some(id) = ident {
            self.add(id, crate::extent::item(i));
        }
        let outer_owner = self.owner.take();
        match i {
            syn::Item::Impl(x) => {
                self.owner = match &*x.self_ty {
                    syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
                    _ => None,
                };
                let range = crate::extent::item(i);
                let brace = x.brace_token.span.open().byte_range().start;
                self.impls.push(Impl {
                    range: range.clone(),
                    header: range.start..brace,
                    trait_: x.trait_.is_some(),
                    items: x.items.iter().map(crate::extent::impl_item).collect(),
                });
            }
            syn::Item::Macro(m) if m.ident.is_none() => {
                if let Some(name) = m.mac.path.segments.last() {
                    self.calls
                        .push((crate::extent::item(i), name.ident.to_string()));
                }
            }
            syn::Item::Macro(m) if m.mac.path.is_ident("macro_rules") => {
                let name = m.ident.as_ref().expect("named").to_string();
                let shape = macro_shape(&name, m.mac.tokens.clone());
                // Two macros of one name: only where both write impls only.
                let e = self.shapes.entry(name).or_insert(Some(Vec::new()));
                match (e.as_mut(), shape) {
                    (Some(v), Some(s)) => v.extend(s),
                    _ => *e = None,
                }
            }
            syn::Item::Use(u) => {
                let mut leaves = Vec::new();
                fn walk(t: &syn::UseTree, out: &mut Vec<(Range<usize>, Range<usize>)>) {
                    match t {
                        syn::UseTree::Path(p) => walk(&p.tree, out),
                        syn::UseTree::Group(g) => {
                            let mut prev_comma: Option<Range<usize>> = None;
                            for pair in g.items.pairs() {
                                let v = pair.value().span().byte_range();
                                let with = match pair.punct() {
                                    Some(c) => v.start..c.span.byte_range().end,
                                    None => match &prev_comma {
                                        Some(c) => c.start..v.end,
                                        None => v.clone(),
                                    },
                                };
                                out.push((v, with));
                                walk(pair.value(), out);
                                prev_comma = pair.punct().map(|c| c.span.byte_range());
                            }
                        }
                        _ => {}
                    }
                }
                walk(&u.tree, &mut leaves);
                self.uses.push(Use {
                    range: crate::extent::item(i),
                    leaves,
                });
            }
            syn::Item::Mod(m) => {
                if let Some((b, _)) = &m.content {
                    let inside = b.span.open().byte_range().end..b.span.close().byte_range().start;
                    self.modules.push((crate::extent::item(i), inside));
                }
            }
            syn::Item::Trait(t) => self.owner = Some(t.ident.to_string()),
            _ => {}
        }
        visit::visit_item(self, i);
        self.owner = outer_owner;
    }

    fn visit_impl_item(&mut self, i: &'ast syn::ImplItem) {
        let ident = match i {
            syn::ImplItem::Const(x) => Some(&x.ident),
            syn::ImplItem::Fn(x) => Some(&x.sig.ident),
            syn::ImplItem::Type(x) => Some(&x.ident),
            _ => None,
        };
        if let Some(id) = ident {
            self.add(id, crate::extent::impl_item(i));
        }
        visit::visit_impl_item(self, i);
    }

    fn visit_trait_item(&mut self, i: &'ast syn::TraitItem) {
        let ident = match i {
            syn::TraitItem::Const(x) => Some(&x.ident),
            syn::TraitItem::Fn(x) => Some(&x.sig.ident),
            syn::TraitItem::Type(x) => Some(&x.ident),
            _ => None,
        };
        if let Some(id) = ident {
            self.add(id, i.span().byte_range());
        }
        visit::visit_trait_item(self, i);
    }
}

impl Index {
    fn add(&mut self, id: &syn::Ident, range: Range<usize>) {
        let at = id.span().byte_range().start;
        self.nodes.insert(
            at,
            Node {
                name: id.to_string().trim_start_matches("r#").to_string(),
                range,
                owner: self.owner.clone(),
            },
        );
    }

    fn of(text: &str) -> Result<Index, Failure> {
        let file = syn::parse_file(text).map_err(|e| {
            let at = e.span().start();
            Failure::new(format!(
                "the bundler made a bundle that does not parse (line {} of it: {e})",
                at.line
            ))
        })?;
        let mut ix = Index::default();
        ix.visit_file(&file);
        // An item whose body holds an impl stays: the impl holds whether
        // the item is used or not.
        let global = std::mem::take(&mut ix.global);
        ix.nodes.retain(|_, n| {
            !global
                .iter()
                .any(|g| n.range.start <= g.start && g.end <= n.range.end)
        });
        proc_macro2::extra::invalidate_current_thread_spans();
        Ok(ix)
    }

    /// The macro call at a module's level that holds byte `at`, if its
    /// macro writes only impls about names of `gone` (and, where `typed`,
    /// one type it names from its arguments, which rustc called unused,
    /// and impls for that type).
    fn call_about(&self, at: usize, gone: &BTreeSet<&str>, typed: bool) -> Option<Range<usize>> {
        let (range, name) = self.calls.iter().find(|(r, _)| r.contains(&at))?;
        let shape = self.shapes.get(name)?.as_ref()?;
        // The one type the macro defines, if it defines one.
        let defined: Vec<&String> = shape
            .iter()
            .filter(|s| s.contains("="))
            .flat_map(|s| s.iter().filter(|n| n.starts_with('$')))
            .collect();
        if defined.len() > 1 || (!typed && !defined.is_empty()) || (typed && defined.is_empty()) {
            return None;
        }
        let about = !shape.is_empty()
            && shape.iter().all(|names| {
                names
                    .iter()
                    .any(|n| gone.contains(n.as_str()) || defined.contains(&n))
            });
        about.then(|| range.clone())
    }

    /// The impl whose header holds byte `at`.
    fn impl_with_header(&self, at: usize) -> Option<&Impl> {
        self.impls
            .iter()
            .filter(|i| i.header.contains(&at))
            .min_by_key(|i| i.header.len())
    }

    /// What goes with an import that names what is gone, at bytes
    /// `range`: the name and its comma in a group, or the whole `use`.
    fn import_at(&self, range: &Range<usize>) -> Option<Range<usize>> {
        let u = self
            .uses
            .iter()
            .filter(|u| u.range.contains(&range.start))
            .min_by_key(|u| u.range.len())?;
        let leaf = u
            .leaves
            .iter()
            .filter(|(v, _)| v.start <= range.start && range.end <= v.end)
            .min_by_key(|(v, _)| v.len());
        Some(match leaf {
            Some((_, with)) => with.clone(),
            None => u.range.clone(),
        })
    }

    /// The item of an impl at byte `at`.
    fn impl_item_at(&self, at: usize) -> Option<Range<usize>> {
        self.impls
            .iter()
            .filter(|i| i.trait_)
            .flat_map(|i| i.items.iter())
            .filter(|r| r.contains(&at))
            .min_by_key(|r| r.len())
            .cloned()
    }
}

/// What every item a `macro_rules!` writes is, if each is an impl: for
/// each impl, the names its header writes as its trait and as its type's
/// head that are the macro's own words (not `$x`). `None` when the macro
/// writes anything else (a function, a type, a call of another macro),
/// or an impl with no such name.
pub(crate) fn macro_shape(
    own: &str,
    body: proc_macro2::TokenStream,
) -> Option<Vec<BTreeSet<String>>> {
    use proc_macro2::{Delimiter, TokenTree as T};
    let rules: Vec<T> = body.into_iter().collect();
    let mut out = Vec::new();
    // `(matcher) => {transcriber}` rules, separated by `;`.
    let mut i = 0;
    while i < rules.len() {
        match (
            &rules[i],
            rules.get(i + 1),
            rules.get(i + 2),
            rules.get(i + 3),
        ) {
            (T::Group(_), Some(T::Punct(a)), Some(T::Punct(b)), Some(T::Group(t)))
                if a.as_char() == '=' && b.as_char() == '>' =>
            {
                items(own, t.stream(), &mut out)?;
                i += 4;
            }
            (T::Punct(p), ..) if p.as_char() == ';' => i += 1,
            _ => return None,
        }
    }
    fn items(
        own: &str,
        ts: proc_macro2::TokenStream,
        out: &mut Vec<BTreeSet<String>>,
    ) -> Option<()> {
        let t: Vec<T> = ts.into_iter().collect();
        let punct = |i: usize, c: char| matches!(t.get(i), Some(T::Punct(p)) if p.as_char() == c);
        let mut i = 0;
        while i < t.len() {
            match &t[i] {
                // An attribute.
                T::Punct(p) if p.as_char() == '#' => i += 2,
                T::Punct(p) if p.as_char() == ';' => i += 1,
                // `$( .. ) sep? *`
                T::Punct(p) if p.as_char() == '$' => {
                    let Some(T::Group(g)) = t.get(i + 1) else {
                        return None;
                    };
                    if g.delimiter() != Delimiter::Parenthesis {
                        return None;
                    }
                    items(own, g.stream(), out)?;
                    i += 2;
                    while i < t.len() && !(punct(i, '*') || punct(i, '+') || punct(i, '?')) {
                        i += 1;
                    }
                    i += 1;
                }
                // The macro called again.
                T::Ident(id) if id == own && punct(i + 1, '!') => {
                    i += 3;
                }
                // `pub`, `pub(crate)`.
                T::Ident(id) if id == "pub" => {
                    i += 1;
                    if matches!(t.get(i), Some(T::Group(g)) if g.delimiter() == Delimiter::Parenthesis)
                    {
                        i += 1;
                    }
                }
                // A type the macro names from its arguments: `struct $c`.
                T::Ident(id) if (id == "struct" || id == "enum") && punct(i + 1, '$') => {
                    let Some(T::Ident(var)) = t.get(i + 2) else {
                        return None;
                    };
                    out.push(BTreeSet::from([format!("${var}"), "=".to_string()]));
                    // Its body: to a brace group, or `( .. );`.
                    let mut j = i + 3;
                    while j < t.len() {
                        match &t[j] {
                            T::Group(g) if g.delimiter() == Delimiter::Brace => break,
                            T::Punct(p) if p.as_char() == ';' => break,
                            _ => j += 1,
                        }
                    }
                    i = j + 1;
                }
                T::Ident(id) if id == "impl" || id == "unsafe" => {
                    // The header, to the body's brace.
                    let mut j = i + 1;
                    let mut header = Vec::new();
                    while j < t.len()
                        && !matches!(&t[j], T::Group(g) if g.delimiter() == Delimiter::Brace)
                    {
                        header.push(t[j].clone());
                        j += 1;
                    }
                    if j == t.len() {
                        return None;
                    }
                    let names = about(&header);
                    if names.is_empty() {
                        return None;
                    }
                    out.push(names);
                    i = j + 1;
                }
                _ => return None,
            }
        }
        Some(())
    }
    /// The trait's and the type's head names an impl header writes.
    fn about(header: &[T]) -> BTreeSet<String> {
        // Skip `impl` generics: from `<` to its `>`.
        let mut i = 0;
        if matches!(header.first(), Some(T::Ident(id)) if id == "impl") {
            i = 1;
        }
        if matches!(header.get(i), Some(T::Punct(p)) if p.as_char() == '<') {
            let mut depth = 0;
            while i < header.len() {
                if let T::Punct(p) = &header[i] {
                    match p.as_char() {
                        '<' => depth += 1,
                        '>' => {
                            depth -= 1;
                            if depth == 0 {
                                i += 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                i += 1;
            }
        }
        let rest = &header[i..];
        let split = rest
            .iter()
            .position(|x| matches!(x, T::Ident(id) if id == "for"));
        let (tr, ty) = match split {
            Some(k) => (Some(&rest[..k]), &rest[k + 1..]),
            None => (None, rest),
        };
        let mut out = BTreeSet::new();
        // A path's last name before its generics, if written.
        let head = |part: &[T], last: bool| -> Option<String> {
            let end = part
                .iter()
                .position(|x| {
                    matches!(x, T::Punct(p) if p.as_char() == '<')
                        || matches!(x, T::Ident(id) if id == "where")
                })
                .unwrap_or(part.len());
            let words: Vec<&T> = part[..end]
                .iter()
                .filter(|x| !matches!(x, T::Punct(p) if p.as_char() == ':' || p.as_char() == '&'))
                .collect();
            let w = if last { words.last()? } else { words.first()? };
            match w {
                T::Ident(id) if id != "dyn" && id != "mut" => {
                    let dollar = part[..end]
                        .iter()
                        .any(|x| matches!(x, T::Punct(p) if p.as_char() == '$'));
                    Some(if dollar {
                        format!("${id}")
                    } else {
                        id.to_string()
                    })
                }
                _ => None,
            }
        };
        if let Some(tr) = tr {
            out.extend(head(tr, true));
        }
        out.extend(head(ty, true));
        out
    }
    Some(out)
}

/// Identifiers written under conditions left to the judge's compiler,
/// in what is still in the bundle: a primitive type's name or a keyword
/// counts only where it is called (`.i32(`), as nothing else of the
/// bundle can be named so.
pub(crate) fn protected(read: &Read, doc: &Doc) -> HashSet<String> {
    const WORDS: &[&str] = &[
        "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize",
        "f32", "f64", "bool", "char", "str", "fn", "let", "mut", "ref", "if", "else", "match",
        "return", "pub", "use", "crate", "self", "Self", "super", "as", "impl", "for", "in",
        "where", "const", "static", "struct", "enum", "trait", "type", "unsafe", "mod", "_", "not",
        "all", "any",
    ];
    let mut out = HashSet::new();
    for (file, range) in &read.left {
        if !doc.covers_any(*file, range.clone()) {
            continue;
        }
        let text = &read.files.get(*file).text[range.clone()];
        let toks = lex::code_tokens(text);
        for (i, t) in toks.iter().enumerate() {
            if t.kind != lex::Kind::Ident {
                continue;
            }
            let w = t.text(text).trim_start_matches("r#");
            let called = toks
                .get(i + 1)
                .is_some_and(|n| n.kind == lex::Kind::Open(b'('))
                || i >= 1 && toks[i - 1].kind == lex::Kind::Punct('.');
            if called || !WORDS.contains(&w) {
                out.insert(w.to_string());
            }
        }
    }
    out
}

/// An item identified across versions of the bundle: the file and byte
/// its name comes from.
type Origin = (usize, usize);

/// Why the bundle does not compile, with the place in the sources.
pub(crate) fn compile_failure(doc: &Doc, files: &Files, d: &Diag) -> Failure {
    let at = d
        .primary()
        .next()
        .map(|p| p.outer.unwrap_or(p.range.start))
        .and_then(|at| doc.origin(at))
        .map(|(f, o)| format!(" ({})", files.place(f, o)))
        .unwrap_or_default();
    let code = d
        .code
        .as_deref()
        .map(|c| format!("[{c}]"))
        .unwrap_or_default();
    Failure::new(format!(
        "the bundle does not compile: error{code}: {}{at}; nothing was written",
        d.message
    ))
}

/// What the pre-filter took out of a bundle.
pub(crate) enum Filtered {
    /// Nothing went.
    Nothing,
    /// Only `use` items that import nothing (`use a::{};`, what is left
    /// of an import whose every name went): these ranges of the text
    /// before, sorted and apart.
    EmptyImports(Vec<Range<usize>>),
    /// Items: what rustc says of the rest may change.
    Items,
}

/// `doc` less the items of its carried crates that no word of the code
/// kept names ([`crate::filter`]), and what went. A superset of
/// what rustc would keep stays, whether the paths to the crates are
/// rewritten yet or not: rewriting adds only the word `crate`.
pub(crate) fn prefilter(doc: Doc, files: &Files, read: &Read) -> (Doc, Filtered) {
    let placeholders: Vec<String> = (1..read.docs.len()).map(crate::read::placeholder).collect();
    let wanted: BTreeSet<&str> = placeholders.iter().map(String::as_str).collect();
    let text = doc.text(files);
    let libs = crate::assemble::module_ranges(&text, &wanted);
    let cut = crate::filter::filter(&text, &libs);
    if cut.is_empty() {
        return (doc, Filtered::Nothing);
    }
    let filtered = if cut.iter().all(|r| imports_nothing(&text[r.clone()])) {
        Filtered::EmptyImports(cut.clone())
    } else {
        Filtered::Items
    };
    // The parts' trees are gone: their spans need not stay.
    proc_macro2::extra::invalidate_current_thread_spans();
    let edits = cut
        .into_iter()
        .map(|r| Edit::new(r, Doc::default()))
        .collect();
    (doc.edit(edits), filtered)
}

/// Whether `part` is `use` items that bring no name at all (`use a::{};`,
/// `use a::{b::{}, c::{}};`), with blanks and comments around them.
fn imports_nothing(part: &str) -> bool {
    let Ok(file) = syn::parse_file(part) else {
        return false;
    };
    !file.items.is_empty()
        && file.attrs.is_empty()
        && file.items.iter().all(|i| {
            let syn::Item::Use(u) = i else {
                return false;
            };
            // Down the tree without recursing: only paths and groups.
            let mut todo: Vec<&syn::UseTree> = vec![&u.tree];
            while let Some(t) = todo.pop() {
                match t {
                    syn::UseTree::Path(p) => todo.push(&p.tree),
                    syn::UseTree::Group(g) => todo.extend(g.items.iter()),
                    _ => return false,
                }
            }
            true
        })
}

/// `diags`, rustc's answer for a text, as it is for that text with `cut`
/// (sorted, apart) taken out, where what was cut brings no name: the
/// places move back by the bytes cut before them, a place that starts or
/// ends inside a cut (or comes from a macro call there) goes, and so does
/// a diagnostic that had a main place and is left with none (it was about
/// what was cut).
fn shifted(diags: Vec<Diag>, cut: &[Range<usize>]) -> Vec<Diag> {
    // Where byte `at` is after the cut, unless it is cut.
    let after = |at: usize| -> Option<usize> {
        let k = cut.partition_point(|r| r.end <= at);
        if cut.get(k).is_some_and(|r| r.start <= at) {
            return None;
        }
        Some(at - cut[..k].iter().map(|r| r.len()).sum::<usize>())
    };
    diags
        .into_iter()
        .filter_map(|mut d| {
            let had_primary = d.primary().next().is_some();
            d.places = std::mem::take(&mut d.places)
                .into_iter()
                .filter_map(|mut p| {
                    let start = after(p.range.start)?;
                    let end = if p.range.end > p.range.start {
                        after(p.range.end - 1)? + 1
                    } else {
                        start
                    };
                    let outer = match p.outer {
                        Some(at) => Some(after(at)?),
                        None => None,
                    };
                    p.range = start..end;
                    p.outer = outer;
                    Some(p)
                })
                .collect();
            (!had_primary || d.primary().next().is_some()).then_some(d)
        })
        .collect()
}

/// The bundle with what rustc calls unused taken out, to a fixed point.
pub(crate) fn prune(
    mut doc: Doc,
    files: &Files,
    read: &Read,
    rustc: &Rustc,
    edition: &str,
    extra: &[OsString],
    first: Option<Vec<Diag>>,
) -> Result<Doc, Failure> {
    let mut pinned: HashSet<Origin> = HashSet::new();
    // rustc's answer for `doc` as it comes (with the lints of what is
    // unused), if there is one and it is still to be used.
    let mut answer = first;
    for _round in 0..64 {
        // First what no word of the bundle names.
        let filtered;
        (doc, filtered) = prefilter(doc, files, read);
        let keep = protected(read, &doc);
        let text = doc.text(files);
        // The answer stands where the pre-filter took out nothing, or
        // only imports of nothing: rustc would say the same of the rest.
        let diags = match (answer.take(), &filtered) {
            (Some(diags), Filtered::Nothing) => diags,
            (Some(diags), Filtered::EmptyImports(cut)) => shifted(diags, cut),
            _ => check(rustc, &text, edition, extra, Lints::Unused)?,
        };
        if let Some(e) = diags.iter().find(|d| d.is_error()) {
            return Err(compile_failure(&doc, files, e));
        }
        let ix = Index::of(&text)?;
        // What rustc calls unused: items by their names' places, and
        // imports by its own fix.
        let mut items: Vec<(Origin, Range<usize>, String)> = Vec::new();
        let mut imports: Vec<(Origin, Range<usize>)> = Vec::new();
        let mut typed: Vec<(Origin, usize, String)> = Vec::new();
        let mut owners: HashMap<Origin, Option<String>> = HashMap::new();
        for d in &diags {
            match d.code.as_deref() {
                Some("dead_code") => {
                    // A type a macro call defines: the call goes, where
                    // its macro writes only that type and impls of it or
                    // of what goes.
                    for p in d.primary().filter(|p| p.outer.is_some()) {
                        let at = p.outer.expect("in a macro");
                        let Some(name) = text.get(p.range.clone()) else {
                            continue;
                        };
                        let Some(origin) = doc.origin(at) else {
                            continue;
                        };
                        if keep.contains(name) || pinned.contains(&origin) {
                            continue;
                        }
                        typed.push((origin, at, name.to_string()));
                    }
                    for p in d.primary().filter(|p| p.outer.is_none()) {
                        let Some(node) = ix.nodes.get(&p.range.start) else {
                            continue;
                        };
                        let Some(origin) = doc.origin(p.range.start) else {
                            continue;
                        };
                        if keep.contains(&node.name) || pinned.contains(&origin) {
                            continue;
                        }
                        items.push((origin, node.range.clone(), node.name.clone()));
                        owners.insert(origin, node.owner.clone());
                    }
                }
                Some("unused_macros") => {
                    for p in d.primary().filter(|p| p.outer.is_none()) {
                        let Some(node) = ix.nodes.get(&p.range.start) else {
                            continue;
                        };
                        let Some(origin) = doc.origin(p.range.start) else {
                            continue;
                        };
                        if keep.contains(&node.name) || pinned.contains(&origin) {
                            continue;
                        }
                        items.push((origin, node.range.clone(), node.name.clone()));
                    }
                }
                Some("unused_imports") => {
                    // Each name the import need not bring, with its comma
                    // (or the whole `use`).
                    for p in d.primary().filter(|p| p.outer.is_none()) {
                        let Some(r) = ix.import_at(&p.range) else {
                            continue;
                        };
                        let Some(origin) = doc.origin(p.range.start) else {
                            continue;
                        };
                        if !pinned.contains(&origin) {
                            imports.push((origin, r));
                        }
                    }
                }
                _ => {}
            }
        }
        // The calls that define a type called unused, where all they
        // write is about it or about what goes.
        let gone: BTreeSet<&str> = items.iter().map(|(_, _, n)| n.as_str()).collect();
        let mut calls: Vec<(Origin, Range<usize>, String)> = Vec::new();
        for (origin, at, name) in &typed {
            if let Some(r) = ix.call_about(*at, &gone, true) {
                if !calls.iter().any(|(_, c, _)| *c == r) {
                    calls.push((*origin, r, name.clone()));
                }
            }
        }
        items.extend(calls);
        if items.is_empty() && imports.is_empty() {
            // Then what is left empty; and again, until nothing changes.
            let (next, emptied, after) = cleanup(doc, files, rustc, edition, extra)?;
            doc = next;
            if !emptied && matches!(filtered, Filtered::Nothing) {
                break;
            }
            // rustc's answer for what is left: the cleanup's check, or
            // this round's where nothing went.
            answer = if emptied { after } else { Some(diags) };
            continue;
        }
        (doc, answer) = take_out(
            doc,
            files,
            rustc,
            edition,
            extra,
            &ix,
            &items,
            &owners,
            &imports,
            &mut pinned,
        )?;
    }
    Ok(doc)
}

/// `doc` less the `items` and `imports` rustc called unused and what
/// depends on them, as compiling says; items that compiling shows the
/// program needs are pinned (and stay), and when nothing can go, all are.
#[allow(clippy::too_many_arguments)]
fn take_out(
    doc: Doc,
    files: &Files,
    rustc: &Rustc,
    edition: &str,
    extra: &[OsString],
    ix: &Index,
    items: &[(Origin, Range<usize>, String)],
    owners: &HashMap<Origin, Option<String>>,
    imports: &[(Origin, Range<usize>)],
    pinned: &mut HashSet<Origin>,
) -> Result<(Doc, Option<Vec<Diag>>), Failure> {
    let full = doc.text(files);
    // The candidates in play, and what was found to go with them.
    let mut live_items: Vec<usize> = (0..items.len())
        .filter(|&i| !pinned.contains(&items[i].0))
        .collect();
    let mut live_imports: Vec<usize> = (0..imports.len())
        .filter(|&i| !pinned.contains(&imports[i].0))
        .collect();
    let mut deps: BTreeSet<(usize, usize)> = BTreeSet::new();
    // Modules and inherent impls the cut leaves empty go with it, where it
    // takes out imports only (a cut of items is the first of a bundle, and
    // often does not compile as it is), until a try that took some out
    // does not compile.
    let mut empties_too = live_items.is_empty();
    for _try in 0..512 {
        let mut out: BTreeSet<(usize, usize)> = deps.clone();
        out.extend(
            live_items
                .iter()
                .map(|&i| (items[i].1.start, items[i].1.end)),
        );
        out.extend(
            live_imports
                .iter()
                .map(|&i| (imports[i].1.start, imports[i].1.end)),
        );
        if out.is_empty() {
            return Ok((doc, None));
        }
        let mut cut = cuts(&out);
        let mut next = without(&doc, &cut);
        let mut next_text = next.text(files);
        // What the cut leaves empty, level by level: its bytes in `doc`
        // (with what the cut took out of it) join the cut.
        let mut emptied = false;
        if empties_too {
            loop {
                let empty = empty_ranges(&next_text)?;
                if empty.is_empty() {
                    break;
                }
                for r in empty {
                    out.insert((back(&cut, r.start), back(&cut, r.end - 1) + 1));
                }
                emptied = true;
                cut = cuts(&out);
                next = without(&doc, &cut);
                next_text = next.text(files);
            }
        }
        // With the lints: where the cut compiles, their answer is the next
        // round's.
        let diags = check(rustc, &next_text, edition, extra, Lints::Unused)?;
        if !diags.iter().any(Diag::is_error) {
            return Ok((next, Some(diags)));
        }
        if emptied {
            // The same cut without them, and without them from now on:
            // the errors may be theirs.
            empties_too = false;
            continue;
        }
        let errors: Vec<Diag> = diags.into_iter().filter(|d| d.is_error()).collect();
        let mut added = false;
        let gone: BTreeSet<&str> = live_items.iter().map(|&i| items[i].2.as_str()).collect();
        // Each error's place in the version before this try, and the
        // names it blames.
        let mut places: Vec<(usize, Vec<String>)> = Vec::new();
        // For "no method named `m` found for `T`": the words of `T`.
        let mut for_types: HashMap<usize, Vec<String>> = HashMap::new();
        for e in &errors {
            let not_member = matches!(
                e.code.as_deref(),
                Some("E0407") | Some("E0437") | Some("E0438")
            );
            // Names the message quotes (`cannot find trait `T``).
            let quoted: Vec<String> = e
                .message
                .split('`')
                .skip(1)
                .step_by(2)
                .flat_map(|q| q.rsplit("::").next())
                .map(|q| q.trim_start_matches("r#").to_string())
                .collect();
            for p in e.primary() {
                let at = p.outer.unwrap_or(p.range.start);
                let pos = back(&cut, at);
                if e.code.as_deref() == Some("E0432") {
                    let end = back(&cut, p.range.end.saturating_sub(1)) + 1;
                    if let Some(r) = ix.import_at(&(pos..end)) {
                        added |= deps.insert((r.start, r.end));
                        continue;
                    }
                }
                if not_member {
                    if let Some(r) = ix.impl_item_at(pos) {
                        added |= deps.insert((r.start, r.end));
                        continue;
                    }
                }
                if let Some(imp) = ix.impl_with_header(pos) {
                    added |= deps.insert((imp.range.start, imp.range.end));
                    continue;
                }
                // A macro that writes impls only about what goes, goes.
                if let Some(r) = ix.call_about(pos, &gone, false) {
                    added |= deps.insert((r.start, r.end));
                    continue;
                }
                let text = next_text.get(p.range.clone()).unwrap_or("");
                let mut names: Vec<String> = text
                    .split("::")
                    .map(|w| w.trim().trim_start_matches("r#").to_string())
                    .collect();
                names.extend(quoted.iter().cloned());
                if let Some(rest) = e.message.split(" found for ").nth(1) {
                    let words: Vec<String> = rest
                        .split(|c: char| !(c == '_' || c.is_alphanumeric()))
                        .filter(|w| !w.is_empty())
                        .map(str::to_string)
                        .collect();
                    for_types.insert(pos, words);
                }
                places.push((pos, names));
            }
        }
        // An error inside what goes anyway blames nothing.
        let blamed: Vec<(usize, Vec<String>)> = places
            .into_iter()
            .filter(|(pos, _)| {
                !out.iter()
                    .chain(deps.iter())
                    .any(|&(s, e)| s <= *pos && *pos < e)
            })
            .collect();
        // The items named by the errors: of those of one name, the ones
        // of the type a method was looked for in, else in the error's
        // own file, else its own crate, else all.
        let mut back: Vec<usize> = Vec::new();
        for (pos, names) in &blamed {
            let at = doc.origin(*pos);
            let named: Vec<usize> = live_items
                .iter()
                .copied()
                .filter(|&i| names.contains(&items[i].2))
                .collect();
            let of_type: Vec<usize> = match for_types.get(pos) {
                Some(words) => named
                    .iter()
                    .copied()
                    .filter(|&i| {
                        owners
                            .get(&items[i].0)
                            .cloned()
                            .flatten()
                            .is_some_and(|o| words.contains(&o))
                    })
                    .collect(),
                None => Vec::new(),
            };
            let same_file: Vec<usize> = named
                .iter()
                .copied()
                .filter(|&i| at.is_some_and(|(f, _)| f == items[i].0 .0))
                .collect();
            let same_crate: Vec<usize> = named
                .iter()
                .copied()
                .filter(|&i| {
                    at.is_some_and(|(f, _)| files.get(f).krate == files.get(items[i].0 .0).krate)
                })
                .collect();
            back.extend(if !of_type.is_empty() {
                of_type
            } else if !same_file.is_empty() {
                same_file
            } else if !same_crate.is_empty() {
                same_crate
            } else {
                named
            });
        }
        // What an item that stays names in its own file stays too: rustc
        // said it was used by that item only, or by others that went.
        let mut k = 0;
        while k < back.len() {
            let (file, r) = (items[back[k]].0 .0, &items[back[k]].1);
            let words: HashSet<String> = lex::tokens(&full[r.clone()])
                .into_iter()
                .filter(|t| t.kind == lex::Kind::Ident)
                .map(|t| {
                    full[r.start + t.range.start..r.start + t.range.end]
                        .trim_start_matches("r#")
                        .to_string()
                })
                .collect();
            for &i in &live_items {
                if !back.contains(&i) && items[i].0 .0 == file && words.contains(&items[i].2) {
                    back.push(i);
                }
            }
            k += 1;
        }
        back.sort();
        back.dedup();
        if !back.is_empty() {
            // Items the program needs after all come back, and stay; what
            // went because of them is found again.
            for i in back {
                pinned.insert(items[i].0);
            }
            live_items.retain(|&i| !pinned.contains(&items[i].0));
            deps.clear();
            continue;
        }
        if added {
            continue;
        }
        // Nothing tells which of them the program needs: half of them
        // are tried (the others come again in a later round), down to a
        // single one, which then stays.
        deps.clear();
        let n = live_items.len() + live_imports.len();
        if n <= 1 {
            for &i in &live_items {
                pinned.insert(items[i].0);
            }
            for &i in &live_imports {
                pinned.insert(imports[i].0);
            }
            return Ok((doc, None));
        }
        let half = n / 2;
        if live_items.len() >= half {
            live_items.truncate(half.max(1));
            live_imports.clear();
        } else {
            live_imports.truncate(half - live_items.len());
        }
    }
    Ok((doc, None))
}

/// The ranges a set of ranges takes out: sorted, those inside another
/// dropped.
fn cuts(out: &BTreeSet<(usize, usize)>) -> Vec<Range<usize>> {
    let mut v: Vec<(usize, usize)> = out.iter().copied().collect();
    v.sort_by_key(|&(s, e)| (s, std::cmp::Reverse(e)));
    let mut cut: Vec<Range<usize>> = Vec::new();
    for (s, e) in v {
        match cut.last_mut() {
            Some(l) if s < l.end => l.end = l.end.max(e),
            _ => cut.push(s..e),
        }
    }
    cut
}

/// Where byte `at` of a text with `cut` taken out was before.
fn back(cut: &[Range<usize>], at: usize) -> usize {
    let mut pos = at;
    for r in cut {
        if r.start <= pos {
            pos += r.len();
        } else {
            break;
        }
    }
    pos
}

/// Modules and inherent `impl` blocks with nothing left in them go, where
/// the bundle compiles without them; whether any went, and rustc's answer
/// for what is left (with the lints of what is unused) where it has one.
/// Every level goes at once (a module that holds only empty ones is empty
/// when they go), with one check; where that does not compile, level by
/// level, as far as the bundle compiles.
fn cleanup(
    doc: Doc,
    files: &Files,
    rustc: &Rustc,
    edition: &str,
    extra: &[OsString],
) -> Result<(Doc, bool, Option<Vec<Diag>>), Failure> {
    let mut all = doc.clone();
    let mut levels = 0;
    while let Some(next) = without_empty(&all, files)? {
        all = next;
        levels += 1;
    }
    if levels == 0 {
        return Ok((doc, false, None));
    }
    let diags = check(rustc, &all.text(files), edition, extra, Lints::Unused)?;
    if !diags.iter().any(Diag::is_error) {
        return Ok((all, true, Some(diags)));
    }
    if levels == 1 {
        // The one level was the first step below, and it failed.
        return Ok((doc, false, None));
    }
    let mut doc = doc;
    let mut emptied = false;
    while let Some(next) = without_empty(&doc, files)? {
        let errors = check(rustc, &next.text(files), edition, extra, Lints::None)?;
        if errors.iter().any(|d| d.is_error()) {
            break;
        }
        doc = next;
        emptied = true;
    }
    Ok((doc, emptied, None))
}

/// `doc` less its modules and inherent `impl` blocks that hold nothing
/// (one level: a module that holds only those is not yet empty), if it has
/// any.
fn without_empty(doc: &Doc, files: &Files) -> Result<Option<Doc>, Failure> {
    let out = empty_ranges(&doc.text(files))?;
    Ok((!out.is_empty()).then(|| without(doc, &out)))
}

/// `doc` with the bytes of `cut` taken out.
fn without(doc: &Doc, cut: &[Range<usize>]) -> Doc {
    doc.edit(
        cut.iter()
            .map(|r| Edit::new(r.clone(), Doc::default()))
            .collect(),
    )
}

/// The bytes of the modules and inherent `impl` blocks of `text` that
/// hold nothing (one level, as [`without_empty`]).
fn empty_ranges(text: &str) -> Result<Vec<Range<usize>>, Failure> {
    let ix = Index::of(text)?;
    // Nothing but comments and inner attributes.
    let empty = |r: &Range<usize>| {
        let inside = &text[r.clone()];
        let toks = lex::code_tokens(inside);
        let mut i = 0;
        while i < toks.len() {
            let attr = toks[i].kind == lex::Kind::Punct('#')
                && toks
                    .get(i + 1)
                    .is_some_and(|t| t.kind == lex::Kind::Punct('!'));
            if !attr {
                return false;
            }
            // `#`, `!`, and the bracket's tokens to its close.
            let mut depth = 0;
            i += 2;
            while i < toks.len() {
                match toks[i].kind {
                    lex::Kind::Open(_) => depth += 1,
                    lex::Kind::Close(_) => {
                        depth -= 1;
                        if depth == 0 {
                            i += 1;
                            break;
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
        }
        true
    };
    let mut out: Vec<Range<usize>> = Vec::new();
    for (m, inside) in &ix.modules {
        if empty(inside) {
            out.push(m.clone());
        }
    }
    for i in &ix.impls {
        if !i.trait_ && i.items.is_empty() {
            out.push(i.range.clone());
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rustc::Place;

    #[test]
    fn only_uses_of_empty_groups_import_nothing() {
        assert!(imports_nothing("use a::{};"));
        assert!(imports_nothing(
            "\n    use a::{b::{}, c::{}}; // left\n    use d::{};"
        ));
        assert!(!imports_nothing("use a::{b};"));
        assert!(!imports_nothing("use a::{self};"));
        assert!(!imports_nothing("use a::B as _;"));
        assert!(!imports_nothing("use a::*;"));
        assert!(!imports_nothing("use a::{}; fn f() {}"));
        assert!(!imports_nothing(", b"));
        assert!(!imports_nothing("  "));
    }

    fn diag(places: &[(Range<usize>, bool, Option<usize>)]) -> Diag {
        Diag {
            level: "warning".to_string(),
            code: Some("dead_code".to_string()),
            message: String::new(),
            said: Vec::new(),
            places: places
                .iter()
                .map(|(range, primary, outer)| Place {
                    range: range.clone(),
                    primary: *primary,
                    outer: *outer,
                })
                .collect(),
        }
    }

    #[test]
    fn an_answer_moves_back_past_a_cut_and_loses_what_was_in_it() {
        let diags = vec![
            diag(&[(0..5, true, None)]),
            diag(&[(25..30, true, Some(21))]),
            diag(&[(12..15, true, None)]),
            diag(&[(5..25, true, None), (12..14, false, None)]),
            diag(&[(26..28, true, Some(12))]),
            diag(&[(50..52, true, None)]),
            diag(&[]),
        ];
        let got: Vec<Vec<(Range<usize>, Option<usize>)>> = shifted(diags, &[10..20, 40..45])
            .into_iter()
            .map(|d| d.places.into_iter().map(|p| (p.range, p.outer)).collect())
            .collect();
        assert_eq!(
            got,
            vec![
                vec![(0..5, None)],
                vec![(15..20, Some(11))],
                vec![(5..15, None)],
                vec![(35..37, None)],
                vec![],
            ]
        );
    }
}
