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
//! (`impl Display for Grid`), enum variants and fields (which make a
//! type's layout and its `match`es), and what is written under a
//! condition left to the judge's compiler (`#[cfg(windows)]`), which the
//! compiler here does not see: every name used there is kept.
//! Modules and inherent `impl` blocks left empty go at the end.

use crate::lex;
use crate::read::Read;
use crate::rustc::{check, Diag, Lints};
use crate::text::{Doc, Edit, Files};
use crate::toolchain::Rustc;
use crate::Failure;
use std::collections::{BTreeMap, BTreeSet, HashSet};
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
    impls: Vec<Impl>,
    uses: Vec<Use>,
    /// Inline modules: their bytes and the inside of their braces.
    modules: Vec<(Range<usize>, Range<usize>)>,
}

impl<'ast> Visit<'ast> for Index {
    fn visit_item(&mut self, i: &'ast syn::Item) {
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
            self.add(id, i.span().byte_range());
        }
        match i {
            syn::Item::Impl(x) => {
                let range = i.span().byte_range();
                let brace = x.brace_token.span.open().byte_range().start;
                self.impls.push(Impl {
                    range: range.clone(),
                    header: range.start..brace,
                    trait_: x.trait_.is_some(),
                    items: x.items.iter().map(|it| it.span().byte_range()).collect(),
                });
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
                    range: i.span().byte_range(),
                    leaves,
                });
            }
            syn::Item::Mod(m) => {
                if let Some((b, _)) = &m.content {
                    let inside = b.span.open().byte_range().end..b.span.close().byte_range().start;
                    self.modules.push((i.span().byte_range(), inside));
                }
            }
            _ => {}
        }
        visit::visit_item(self, i);
    }

    fn visit_impl_item(&mut self, i: &'ast syn::ImplItem) {
        let ident = match i {
            syn::ImplItem::Const(x) => Some(&x.ident),
            syn::ImplItem::Fn(x) => Some(&x.sig.ident),
            syn::ImplItem::Type(x) => Some(&x.ident),
            _ => None,
        };
        if let Some(id) = ident {
            self.add(id, i.span().byte_range());
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
        proc_macro2::extra::invalidate_current_thread_spans();
        Ok(ix)
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

/// Identifiers written under conditions left to the judge's compiler,
/// in what is still in the bundle.
fn protected(read: &Read, doc: &Doc) -> HashSet<String> {
    let mut out = HashSet::new();
    for (file, range) in &read.left {
        if !doc.covers_any(*file, range.clone()) {
            continue;
        }
        let text = &read.files.get(*file).text[range.clone()];
        for t in lex::tokens(text) {
            if t.kind == lex::Kind::Ident {
                out.insert(t.text(text).trim_start_matches("r#").to_string());
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
    let code = d.code.as_deref().map(|c| format!("[{c}]")).unwrap_or_default();
    Failure::new(format!(
        "the bundle does not compile: error{code}: {}{at}; nothing was written",
        d.message
    ))
}

/// The bundle with what rustc calls unused taken out, to a fixed point.
pub(crate) fn prune(
    mut doc: Doc,
    files: &Files,
    read: &Read,
    rustc: &Rustc,
    edition: &str,
    extra: &[OsString],
) -> Result<Doc, Failure> {
    let placeholders: Vec<String> = (1..read.docs.len()).map(crate::read::placeholder).collect();
    let wanted: BTreeSet<&str> = placeholders.iter().map(String::as_str).collect();
    let mut pinned: HashSet<Origin> = HashSet::new();
    let mut quiet = 0;
    for _round in 0..64 {
        // First what no word of the bundle names.
        let text = doc.text(files);
        let libs = crate::assemble::module_ranges(&text, &wanted);
        let cut = crate::filter::filter(&text, &libs);
        if std::env::var_os("CP_BUNDLE_DEBUG").is_some() {
            eprintln!("filter: {} ranges, {} bytes of {}", cut.len(), cut.iter().map(|r| r.len()).sum::<usize>(), text.len());
        }
        let filtered = !cut.is_empty();
        if filtered {
            doc = doc.edit(cut.into_iter().map(|r| Edit::new(r, Doc::default())).collect());
        }
        let keep = protected(read, &doc);
        let text = doc.text(files);
        let diags = check(rustc, &text, edition, extra, Lints::Unused)?;
        if let Some(e) = diags.iter().find(|d| d.is_error()) {
            return Err(compile_failure(&doc, files, e));
        }
        let ix = Index::of(&text)?;
        // What rustc calls unused: items by their names' places, and
        // imports by its own fix.
        let mut items: Vec<(Origin, Range<usize>, String)> = Vec::new();
        let mut imports: Vec<(Origin, Range<usize>)> = Vec::new();
        for d in &diags {
            match d.code.as_deref() {
                Some("dead_code") | Some("unused_macros") => {
                    for p in d.primary().filter(|p| p.outer.is_none()) {
                        let Some(node) = ix.nodes.get(&p.range.start) else { continue };
                        let Some(origin) = doc.origin(p.range.start) else { continue };
                        if keep.contains(&node.name) || pinned.contains(&origin) {
                            continue;
                        }
                        items.push((origin, node.range.clone(), node.name.clone()));
                    }
                }
                Some("unused_imports") => {
                    for c in &d.children {
                        let fix = &c.places;
                        let certain = !fix.is_empty()
                            && fix.iter().all(|p| p.certain.as_deref() == Some("") && p.outer.is_none());
                        if !certain {
                            continue;
                        }
                        for p in fix {
                            let Some(origin) = doc.origin(p.range.start) else { continue };
                            if !pinned.contains(&origin) {
                                imports.push((origin, p.range.clone()));
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        if std::env::var_os("CP_BUNDLE_DEBUG").is_some() {
            eprintln!("prune: round {_round}: {} items, {} imports, {} bytes", items.len(), imports.len(), text.len());
        }
        if items.is_empty() && imports.is_empty() {
            // Then what is left empty; and again, until nothing changes.
            let (next, emptied) = cleanup(doc, files, rustc, edition, extra)?;
            doc = next;
            if !emptied && !filtered {
                quiet += 1;
                if quiet > 1 {
                    break;
                }
            }
            continue;
        }
        quiet = 0;
        doc = take_out(doc, files, rustc, edition, extra, &ix, &items, &imports, &mut pinned)?;
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
    imports: &[(Origin, Range<usize>)],
    pinned: &mut HashSet<Origin>,
) -> Result<Doc, Failure> {
    let fresh = |pinned: &HashSet<Origin>| -> BTreeSet<(usize, usize)> {
        let mut out: BTreeSet<(usize, usize)> = items
            .iter()
            .filter(|(o, _, _)| !pinned.contains(o))
            .map(|(_, r, _)| (r.start, r.end))
            .collect();
        out.extend(
            imports
                .iter()
                .filter(|(o, _)| !pinned.contains(o))
                .map(|(_, r)| (r.start, r.end)),
        );
        out
    };
    let mut out = fresh(pinned);
    for _try in 0..256 {
        if out.is_empty() {
            return Ok(doc);
        }
        let cut = cuts(&out);
        let next = doc.edit(
            cut.iter()
                .map(|r| Edit::new(r.clone(), Doc::default()))
                .collect(),
        );
        let next_text = next.text(files);
        let errors: Vec<Diag> = check(rustc, &next_text, edition, extra, Lints::None)?
            .into_iter()
            .filter(|d| d.is_error())
            .collect();
        if std::env::var_os("CP_BUNDLE_DEBUG").is_some() {
            for e in errors.iter().take(5) {
                let p = e.primary().next();
                eprintln!("  error {:?} {} at {:?}", e.code, e.message, p.map(|p| &next_text[p.range.clone()]));
            }
        }
        if errors.is_empty() {
            return Ok(next);
        }
        let mut added = false;
        // Each error's place in the version before this try, and its text.
        let mut places: Vec<(Option<usize>, String)> = Vec::new();
        for e in &errors {
            let not_member = matches!(e.code.as_deref(), Some("E0407") | Some("E0437") | Some("E0438"));
            for p in e.primary() {
                let at = p.outer.unwrap_or(p.range.start);
                let pos = Some(back(&cut, at));
                if let Some(pos) = pos {
                    if e.code.as_deref() == Some("E0432") {
                        let end = back(&cut, p.range.end.saturating_sub(1)) + 1;
                        if std::env::var_os("CP_BUNDLE_DEBUG").is_some() {
                            eprintln!("   import at {pos}..{end}: {:?} {:?}", ix.import_at(&(pos..end)), &doc.text(files)[pos..end]);
                        }
                        if let Some(r) = ix.import_at(&(pos..end)) {
                            added |= out.insert((r.start, r.end));
                            continue;
                        }
                    }
                    if not_member {
                        if let Some(r) = ix.impl_item_at(pos) {
                            added |= out.insert((r.start, r.end));
                            continue;
                        }
                    }
                    if let Some(imp) = ix.impl_with_header(pos) {
                        added |= out.insert((imp.range.start, imp.range.end));
                        continue;
                    }
                }
                let name = next_text.get(p.range.clone()).unwrap_or("");
                if std::env::var_os("CP_BUNDLE_DEBUG").is_some() {
                    eprintln!("   blame {:?} {:?} {} pos {:?}", name, e.code, e.message, pos);
                }
                places.push((pos, name.trim_start_matches("r#").to_string()));
            }
        }
        // An error inside what goes anyway blames nothing.
        let blame: Vec<String> = places
            .into_iter()
            .filter(|(pos, _)| !pos.is_some_and(|p| out.iter().any(|&(s, e)| s <= p && p < e)))
            .map(|(_, n)| n)
            .collect();
        let back: Vec<Origin> = items
            .iter()
            .filter(|(_, _, n)| blame.contains(n))
            .map(|(o, _, _)| *o)
            .filter(|o| !pinned.contains(o))
            .collect();
        if !back.is_empty() {
            // Items the program needs after all come back, and stay; what
            // went because of them is found again.
            pinned.extend(back);
            out = fresh(pinned);
        } else if added {
            continue;
        } else {
            // Nothing tells what the program needs: everything stays.
            break;
        }
    }
    pinned.extend(items.iter().map(|(o, _, _)| *o));
    pinned.extend(imports.iter().map(|(o, _)| *o));
    Ok(doc)
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
/// the bundle compiles without them.
fn cleanup(
    doc: Doc,
    files: &Files,
    rustc: &Rustc,
    edition: &str,
    extra: &[OsString],
) -> Result<(Doc, bool), Failure> {
    let mut doc = doc;
    let mut emptied = false;
    loop {
        let text = doc.text(files);
        let ix = Index::of(&text)?;
        let empty = |r: &Range<usize>| {
            lex::tokens(&text[r.clone()]).iter().all(|t| t.is_trivia())
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
        if out.is_empty() {
            return Ok((doc, emptied));
        }
        let next = doc.edit(
            out.iter()
                .map(|r| Edit::new(r.clone(), Doc::default()))
                .collect(),
        );
        let errors = check(rustc, &next.text(files), edition, extra, Lints::None)?;
        if errors.iter().any(|d| d.is_error()) {
            return Ok((doc, emptied));
        }
        doc = next;
        emptied = true;
    }
}

