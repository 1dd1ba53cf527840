//! Trait impls that nothing calls: the compiler decides that too.
//!
//! The lints never name a trait impl, so [`crate::prune`] keeps every impl
//! of a type that stays (`impl Debug for InputError`, `#[derive(Hash)]`).
//! Whether one is used is a matter of types, and rustc shows it where it
//! generates code: in a binary, it generates exactly the functions that
//! `main` can reach (through calls, function pointers and the tables of
//! `dyn` values), each named for its impl (`<Grid as Display>::fmt`,
//! default methods too). An impl of a carried crate none of whose
//! functions rustc generates is never called, and goes when, besides:
//!
//! - it is for a type of the carried crates or a primitive (`i64`) that no
//!   `Deref` impl leads from, and its trait is one with methods (never
//!   `Drop`, `Copy`, `Send`, `Sync` or a marker of the crate's own; `Eq`
//!   only with the `PartialEq` of its type);
//! - no trait that stays for that type requires it (`Ord` keeps
//!   `PartialOrd`, `Eq` and `PartialEq`; `Error` keeps `Debug` and
//!   `Display`);
//! - no generic impl whose bounds name its trait is used for that type
//!   (`impl<T: Hash> Keyed for T` used for `Grid` keeps `Hash for Grid`),
//!   through any chain of such impls (`impl<T: Keyed> Tagged for Probe<T>`
//!   used for `Probe<Grid>` keeps it too), as that one could otherwise stop
//!   applying and a method call find another;
//! - its trait is not of a crate that stays external (proconio's
//!   `Source` for `Input`, in the AtCoder flavour: the bridge stays for
//!   code added at the judge);
//! - nothing under a condition left to the judge's compiler names its
//!   trait or a method of it (and where such a condition stays, what a
//!   compiler with debug assertions generates counts too);
//! - none of its functions is `#[inline(always)]`.
//!
//! Then the bundle must compile without them: an impl rustc says a type
//! lacks (`Key: Ord`, for a `BTreeSet` that never compares) comes back,
//! until it compiles; where an error names none, they go one at a time,
//! each only if the bundle still compiles without it and those gone
//! before it (traits that require others first: `Eq` before `PartialEq`,
//! `Error` before `Debug`).

use crate::read::Read;
use crate::rustc::{check, generated, Diag, Lints};
use crate::text::{Doc, Edit, Files};
use crate::toolchain::Rustc;
use crate::Failure;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::ffi::OsString;
use std::ops::Range;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};

/// The traits `#[derive]` writes that have methods, and `Eq`.
const DERIVED: &[&str] = &[
    "Clone",
    "Debug",
    "Default",
    "Hash",
    "PartialEq",
    "Eq",
    "PartialOrd",
    "Ord",
];

/// Traits whose impls always stay: a marker changes what the compiler
/// may do with a type (copy it, send it, pin it), and a destructor is
/// called where a value is dropped or not at all.
const KEPT: &[&str] = &[
    "Copy", "Send", "Sync", "Unpin", "Drop", "Deref", "DerefMut", "Sized",
];

/// What std's traits require of a type that implements them.
const STD_SUPER: &[(&str, &[&str])] = &[
    ("Copy", &["Clone"]),
    ("Eq", &["PartialEq"]),
    ("PartialOrd", &["PartialEq"]),
    ("Ord", &["Eq", "PartialOrd"]),
    ("Error", &["Debug", "Display"]),
    ("DerefMut", &["Deref"]),
    ("DoubleEndedIterator", &["Iterator"]),
    ("ExactSizeIterator", &["Iterator"]),
    ("FusedIterator", &["Iterator"]),
];

const PRIMITIVES: &[&str] = &[
    "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize", "f32",
    "f64", "bool", "char", "str",
];

/// An impl that may go: a whole `impl` block, or one name of a
/// `#[derive]`.
#[derive(Clone, Debug)]
struct Candidate {
    trait_: String,
    type_: String,
    /// The block's bytes; for a derived trait, the `derive` attribute's.
    range: Range<usize>,
    /// For a derived trait: the attribute's names in order.
    derived: Option<Vec<String>>,
    /// The names of its functions.
    methods: Vec<String>,
    inline_always: bool,
}

#[derive(Default)]
struct Walk {
    libs: Vec<Range<usize>>,
    depth: usize,
    types: HashSet<String>,
    deref: HashSet<String>,
    supertraits: HashMap<String, Vec<String>>,
    /// The crates' traits with functions (not markers).
    with_fns: HashSet<String>,
    /// Generic impls: the words of their bounds, and what they are
    /// (`Some(trait)`, or `None` with the type's name for an inherent one).
    generic: Vec<(HashSet<String>, Option<String>, String)>,
    /// Every trait each type has an impl of, in the whole bundle.
    has: HashSet<(String, String)>,
    /// The crates that stay external (`proconio` in the AtCoder flavour),
    /// and the names the bundle imports from them.
    externs: HashSet<String>,
    imported: HashSet<String>,
    candidates: Vec<Candidate>,
}

fn last_ident(path: &syn::Path) -> Option<String> {
    path.segments.last().map(|s| s.ident.to_string())
}

fn words(tokens: proc_macro2::TokenStream, out: &mut HashSet<String>) {
    for t in tokens {
        match t {
            proc_macro2::TokenTree::Ident(i) => {
                out.insert(i.to_string());
            }
            proc_macro2::TokenTree::Group(g) => words(g.stream(), out),
            _ => {}
        }
    }
}

impl Walk {
    fn in_libs(&self, r: &Range<usize>) -> bool {
        self.libs
            .iter()
            .any(|l| l.start <= r.start && r.end <= l.end)
    }

    fn derives(&mut self, attrs: &[syn::Attribute], ident: &syn::Ident, range: &Range<usize>) {
        let type_ = ident.to_string();
        let lib = self.depth == 0 && self.in_libs(range);
        for a in attrs.iter().filter(|a| a.path().is_ident("derive")) {
            let Ok(list) = a.parse_args_with(
                syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
            ) else {
                continue;
            };
            let names: Vec<String> = list.iter().filter_map(last_ident).collect();
            for n in &names {
                self.has.insert((n.clone(), type_.clone()));
                if lib && DERIVED.contains(&n.as_str()) {
                    self.candidates.push(Candidate {
                        trait_: n.clone(),
                        type_: type_.clone(),
                        range: a.span().byte_range(),
                        derived: Some(names.clone()),
                        methods: Vec::new(),
                        inline_always: false,
                    });
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for Walk {
    fn visit_block(&mut self, b: &'ast syn::Block) {
        self.depth += 1;
        visit::visit_block(self, b);
        self.depth -= 1;
    }

    fn visit_item(&mut self, i: &'ast syn::Item) {
        let range = crate::extent::item(i);
        let defined = match i {
            syn::Item::Struct(x) => Some((&x.attrs, &x.ident)),
            syn::Item::Enum(x) => Some((&x.attrs, &x.ident)),
            syn::Item::Union(x) => Some((&x.attrs, &x.ident)),
            _ => None,
        };
        if let Some((attrs, ident)) = defined {
            self.types.insert(ident.to_string());
            self.derives(attrs, ident, &range);
        }
        match i {
            syn::Item::Trait(t) => {
                let sup = t
                    .supertraits
                    .iter()
                    .filter_map(|b| match b {
                        syn::TypeParamBound::Trait(t) => last_ident(&t.path),
                        _ => None,
                    })
                    .collect();
                self.supertraits.insert(t.ident.to_string(), sup);
                if t.items.iter().any(|i| matches!(i, syn::TraitItem::Fn(_))) {
                    self.with_fns.insert(t.ident.to_string());
                }
            }
            syn::Item::Impl(x) => self.impl_(x, range),
            syn::Item::Use(u) => {
                fn leaves(t: &syn::UseTree, out: &mut HashSet<String>) {
                    match t {
                        syn::UseTree::Path(p) => leaves(&p.tree, out),
                        syn::UseTree::Name(n) => {
                            out.insert(n.ident.to_string());
                        }
                        syn::UseTree::Rename(r) => {
                            out.insert(r.rename.to_string());
                        }
                        syn::UseTree::Group(g) => g.items.iter().for_each(|t| leaves(t, out)),
                        syn::UseTree::Glob(_) => {}
                    }
                }
                let root = match &u.tree {
                    syn::UseTree::Path(p) => Some(p.ident.to_string()),
                    _ => None,
                };
                if root.is_some_and(|r| self.externs.contains(&r)) {
                    leaves(&u.tree, &mut self.imported);
                }
            }
            _ => {}
        }
        visit::visit_item(self, i);
    }
}

impl Walk {
    fn impl_(&mut self, x: &syn::ItemImpl, range: Range<usize>) {
        let type_ = match &*x.self_ty {
            syn::Type::Path(p) if p.qself.is_none() => last_ident(&p.path),
            _ => None,
        };
        let trait_ = x.trait_.as_ref().and_then(|(_, p, _)| last_ident(p));
        // A trait of a crate that stays external: the bridge to it stays,
        // for code added at the judge (`proconio::input!` from `Input`).
        let external = x.trait_.as_ref().is_some_and(|(_, p, _)| {
            let first = p.segments.first().map(|s| s.ident.to_string());
            first.is_some_and(|f| self.externs.contains(&f))
                || (p.segments.len() == 1
                    && trait_.as_ref().is_some_and(|t| self.imported.contains(t)))
        });
        if !x.generics.params.is_empty() || x.generics.where_clause.is_some() {
            let mut bounds = HashSet::new();
            words(quote::ToTokens::to_token_stream(&x.generics), &mut bounds);
            if let Some(w) = &x.generics.where_clause {
                words(quote::ToTokens::to_token_stream(w), &mut bounds);
            }
            self.generic
                .push((bounds, trait_.clone(), type_.clone().unwrap_or_default()));
        }
        let (Some(type_), Some(trait_)) = (type_, trait_) else {
            return;
        };
        if matches!(trait_.as_str(), "Deref" | "DerefMut") {
            self.deref.insert(type_.clone());
        }
        self.has.insert((trait_.clone(), type_.clone()));
        let negative = matches!(x.trait_, Some((Some(_), _, _)));
        if self.depth > 0 || !self.in_libs(&range) || x.unsafety.is_some() || negative || external {
            return;
        }
        let mut methods = Vec::new();
        let mut inline_always = false;
        for it in &x.items {
            if let syn::ImplItem::Fn(f) = it {
                methods.push(f.sig.ident.to_string());
                inline_always |= f.attrs.iter().any(|a| {
                    a.path().is_ident("inline")
                        && a.parse_args::<syn::Ident>().is_ok_and(|w| w == "always")
                });
            }
        }
        self.candidates.push(Candidate {
            trait_,
            type_,
            range,
            derived: None,
            methods,
            inline_always,
        });
    }
}

/// For every `<S as T>` in the names rustc generated: `T`'s name (its
/// last segment, without arguments) with every name written in `S`; and
/// for every `<S>::f` of an inherent impl, `S`'s own name with them.
fn reached(
    names: &[String],
) -> (
    HashMap<String, HashSet<String>>,
    HashMap<String, HashSet<String>>,
) {
    let mut traits: HashMap<String, HashSet<String>> = HashMap::new();
    let mut inherent: HashMap<String, HashSet<String>> = HashMap::new();
    for name in names {
        let b = name.as_bytes();
        let mut open: Vec<usize> = Vec::new();
        let mut i = 0;
        while i < b.len() {
            match b[i] {
                b'-' if b.get(i + 1) == Some(&b'>') => i += 1,
                b'<' => open.push(i),
                b'>' => {
                    if let Some(start) = open.pop() {
                        // Only a qualified path: `<..>::`.
                        if name[i + 1..].starts_with("::") {
                            qualified(&name[start + 1..i], &mut traits, &mut inherent);
                        }
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }
    (traits, inherent)
}

/// `S as T`, or `S` alone, as written between `<` and `>::`.
fn qualified(
    inside: &str,
    traits: &mut HashMap<String, HashSet<String>>,
    inherent: &mut HashMap<String, HashSet<String>>,
) {
    // ` as ` at the outermost level.
    let mut depth = 0i32;
    let b = inside.as_bytes();
    let mut split = None;
    for (i, &c) in b.iter().enumerate() {
        match c {
            b'<' | b'(' | b'[' => depth += 1,
            b'>' if i == 0 || b[i - 1] != b'-' => depth -= 1,
            b')' | b']' => depth -= 1,
            b' ' if depth == 0 && inside[i..].starts_with(" as ") => {
                split = Some(i);
                break;
            }
            _ => {}
        }
    }
    let (self_, key, map) = match split {
        Some(i) => (&inside[..i], head(&inside[i + 4..]), traits),
        None => (inside, head(inside), inherent),
    };
    let names = map.entry(key).or_default();
    for w in self_.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
        if !w.is_empty() {
            names.insert(w.to_string());
        }
    }
}

/// A path's last segment without its arguments: `core::fmt::Display`,
/// `core::ops::Add<u32>` give `Display`, `Add`.
fn head(path: &str) -> String {
    let mut depth = 0i32;
    let mut end = path.len();
    for (i, c) in path.char_indices() {
        match c {
            '<' => {
                if depth == 0 {
                    end = i;
                    break;
                }
                depth += 1;
            }
            '>' => depth -= 1,
            _ => {}
        }
    }
    let p = path[..end].trim_start_matches(['&', '*']).trim();
    p.rsplit("::").next().unwrap_or(p).to_string()
}

/// `doc` less the trait impls of its carried crates that nothing calls
/// (the module's rules), with rustc's answer for it (the lints that find
/// what is unused) when any went.
pub(crate) fn unreached(
    doc: Doc,
    files: &Files,
    read: &Read,
    rustc: &Rustc,
    edition: &str,
    extra: &[OsString],
) -> Result<(Doc, Option<Vec<Diag>>), Failure> {
    let text = doc.text(files);
    let placeholders: Vec<String> = (1..read.docs.len()).map(crate::read::placeholder).collect();
    let wanted: BTreeSet<&str> = placeholders.iter().map(String::as_str).collect();
    let Ok(file) = syn::parse_file(&text) else {
        return Ok((doc, None));
    };
    let externs = extra
        .windows(2)
        .filter(|a| a[0] == "--extern")
        .filter_map(|a| a[1].to_str()?.split('=').next().map(str::to_string))
        .collect();
    let mut w = Walk {
        libs: crate::assemble::module_ranges(&text, &wanted),
        externs,
        ..Walk::default()
    };
    w.visit_file(&file);
    proc_macro2::extra::invalidate_current_thread_spans();
    if w.candidates.is_empty() {
        return Ok((doc, None));
    }
    let Some(mut names) = generated(rustc, &text, edition, extra, false)? else {
        return Ok((doc, None));
    };
    // Under a condition left to the judge (`debug_assertions` among
    // them), what a compiler without `-O` generates too.
    let left = crate::prune::protected(read, &doc);
    if !left.is_empty() {
        let Some(more) = generated(rustc, &text, edition, extra, true)? else {
            return Ok((doc, None));
        };
        names.extend(more);
    }
    let (traits, inherent) = reached(&names);
    let supers = |t: &str| -> Vec<String> {
        let mut out: Vec<String> = w.supertraits.get(t).cloned().unwrap_or_default();
        if let Some((_, s)) = STD_SUPER.iter().find(|(n, _)| *n == t) {
            out.extend(s.iter().map(|s| s.to_string()));
        }
        out
    };
    let calls = |t: &str, ty: &str| traits.get(t).is_some_and(|s| s.contains(ty));
    // What must stay, to a fixed point: (trait, type).
    let mut stays: HashSet<(String, String)> = HashSet::new();
    let going = |c: &Candidate| {
        let (t, ty) = (c.trait_.as_str(), c.type_.as_str());
        let own = w.types.contains(ty) || PRIMITIVES.contains(&ty);
        // The traits whose generic impls need `t`, through any chain of
        // them (`impl<T: Debug> Printable for T`, then `impl<T:
        // Printable> Tagged for Probe<T>`): if one is used for `ty`, that
        // use may need `t`.
        let mut needing: HashSet<&str> = HashSet::from([t]);
        loop {
            let before = needing.len();
            for (bounds, of, _) in &w.generic {
                if let Some(b) = of {
                    if needing.iter().any(|n| bounds.contains(*n)) {
                        needing.insert(b.as_str());
                    }
                }
            }
            if needing.len() == before {
                break;
            }
        }
        let bound_used = w.generic.iter().any(|(bounds, of, name)| {
            needing.iter().any(|n| bounds.contains(*n))
                && match of {
                    Some(b) => calls(b, ty),
                    None => inherent.get(name).is_some_and(|s| s.contains(ty)),
                }
        });
        own && !w.deref.contains(ty)
            && !KEPT.contains(&t)
            && (c.derived.is_some()
                || !c.methods.is_empty()
                || matches!(t, "Eq" | "Error")
                || w.with_fns.contains(t))
            && !calls(t, ty)
            && !bound_used
            && !left.contains(t)
            && !c.methods.iter().any(|m| left.contains(m))
            && !c.inline_always
    };
    for c in &w.candidates {
        if !going(c) {
            stays.insert((c.trait_.clone(), c.type_.clone()));
        }
    }
    // Impls the candidates do not cover (not of the carried crates, or
    // markers) stay.
    for (t, ty) in &w.has {
        if !w
            .candidates
            .iter()
            .any(|c| &c.trait_ == t && &c.type_ == ty)
        {
            stays.insert((t.clone(), ty.clone()));
        }
    }
    loop {
        let mut more = Vec::new();
        for (t, ty) in &stays {
            for s in supers(t) {
                if !stays.contains(&(s.clone(), ty.clone())) {
                    more.push((s, ty.clone()));
                }
            }
        }
        // `Eq` stays with its `PartialEq`.
        for (t, ty) in &stays {
            if t == "PartialEq" && !stays.contains(&("Eq".to_string(), ty.clone())) {
                more.push(("Eq".to_string(), ty.clone()));
            }
        }
        if more.is_empty() {
            break;
        }
        stays.extend(more);
    }
    let gone: Vec<&Candidate> = w
        .candidates
        .iter()
        .filter(|c| !stays.contains(&(c.trait_.clone(), c.type_.clone())))
        .collect();
    if gone.is_empty() {
        return Ok((doc, None));
    }
    // The errors of `doc` compiled.
    // rustc's answer for a version of the bundle, with the lints that find
    // what is unused (for the pass that follows, when it compiles).
    let answer = |d: &Doc| -> Result<(Vec<String>, Vec<Diag>), Failure> {
        let diags = check(rustc, &d.text(files), edition, extra, Lints::Unused)?;
        let errs = diags
            .iter()
            .filter(|d| d.is_error())
            .flat_map(|d| std::iter::once(&d.message).chain(&d.said).cloned())
            .collect();
        Ok((errs, diags))
    };
    // What rustc says a type lacks (`the trait bound `Key: Ord` is not
    // satisfied`) comes back, until it compiles.
    let mut gone = gone;
    for _ in 0..8 {
        let next = without(&doc, &gone);
        let (errs, diags) = answer(&next)?;
        if errs.is_empty() {
            return Ok((next, Some(diags)));
        }
        let before = gone.len();
        gone.retain(|c| !errs.iter().any(|e| lacks(e, &c.type_, &c.trait_)));
        if gone.len() == before {
            break;
        }
        if gone.is_empty() {
            return Ok((doc, None));
        }
    }
    // Else one at a time, each on top of those gone before it; a trait
    // that requires others goes before them (`Eq`, then `PartialEq`).
    let mut rest = gone;
    rest.sort_by_key(|c| !STD_SUPER.iter().any(|(t, _)| *t == c.trait_));
    let mut went: Vec<&Candidate> = Vec::new();
    for c in rest {
        went.push(c);
        let diags = check(
            rustc,
            &without(&doc, &went).text(files),
            edition,
            extra,
            Lints::None,
        )?;
        if diags.iter().any(|d| d.is_error()) {
            went.pop();
        }
    }
    if !went.is_empty() {
        let next = without(&doc, &went);
        let (errs, diags) = answer(&next)?;
        if errs.is_empty() {
            return Ok((next, Some(diags)));
        }
    }
    Ok((doc, None))
}

/// Whether rustc's error `message` (or a note of it) says that `type_`
/// lacks `trait_`: a quoted `path::Type: path::Trait` (arguments and all),
/// or `the trait `path::Trait` is not implemented for `path::Type``.
fn lacks(message: &str, type_: &str, trait_: &str) -> bool {
    let last = |p: &str| head(p.trim());
    let bound = message.split('`').skip(1).step_by(2).any(|quoted| {
        quoted
            .split_once(": ")
            .is_some_and(|(ty, tr)| last(ty) == type_ && last(tr) == trait_)
    });
    let not_implemented = message
        .split("the trait `")
        .skip(1)
        .filter_map(|rest| rest.split_once("` is not implemented for `"))
        .any(|(tr, rest)| {
            rest.split_once('`')
                .is_some_and(|(ty, _)| last(ty) == type_ && last(tr) == trait_)
        });
    bound || not_implemented
}

/// `doc` without the impls of `gone`: blocks cut, derived names taken
/// from their attribute (the attribute too when none is left).
fn without(doc: &Doc, gone: &[&Candidate]) -> Doc {
    let mut edits: Vec<Edit> = Vec::new();
    let mut attrs: Vec<(Range<usize>, Vec<String>)> = Vec::new();
    for c in gone {
        match &c.derived {
            None => edits.push(Edit::new(c.range.clone(), Doc::default())),
            Some(names) => match attrs.iter_mut().find(|(r, _)| *r == c.range) {
                Some((_, left)) => left.retain(|n| *n != c.trait_),
                None => {
                    let left = names.iter().filter(|n| **n != c.trait_).cloned().collect();
                    attrs.push((c.range.clone(), left));
                }
            },
        }
    }
    for (r, left) in attrs {
        let with = if left.is_empty() {
            Doc::default()
        } else {
            let (f, o) = doc.origin(r.start).unwrap_or((0, 0));
            Doc::new(format!("#[derive({})]", left.join(", ")), f, o)
        };
        edits.push(Edit::new(r, with));
    }
    doc.edit(edits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn each_qualified_path_names_its_trait_with_the_words_of_its_type() {
        let (traits, inherent) = reached(&names(&[
            "<bundle::cp_games::grid::Grid as core::fmt::Display>::fmt",
            "<alloc::vec::Vec<bundle::m::Key> as core::ops::Index<usize>>::index",
            "<&mut bundle::m::It as core::iter::traits::iterator::Iterator>::count::{closure#0}",
            "<bundle::m::Table<u64>>::get::<fn(u8) -> u8>",
            "core::iter::fold::<usize, <bundle::m::Pair as bundle::m::Named>::name::{closure#0}>",
        ]));
        let has = |t: &str, w: &str| traits.get(t).is_some_and(|s| s.contains(w));
        assert!(has("Display", "Grid"));
        assert!(has("Index", "Key") && has("Index", "Vec"));
        assert!(has("Iterator", "It"));
        assert!(has("Named", "Pair"), "{traits:?}");
        assert!(!has("Display", "Key"));
        assert!(inherent.get("Table").is_some_and(|s| s.contains("u64")));
    }

    #[test]
    fn an_error_names_what_a_type_lacks() {
        let e = "the trait bound `__cp_bundle_3::Key: Ord` is not satisfied";
        assert!(lacks(e, "Key", "Ord"));
        assert!(!lacks(e, "Key", "Hash") && !lacks(e, "Door", "Ord"));
        let e = "the trait bound `m::Grid<u8>: core::hash::Hash` is not satisfied";
        assert!(lacks(e, "Grid", "Hash"));
        // The note of `Position` doesn't implement `Debug`.
        let e = "the trait `std::fmt::Debug` is not implemented for `m::Position`";
        assert!(lacks(e, "Position", "Debug"));
        assert!(!lacks(e, "Debug", "Position") && !lacks(e, "Position", "Display"));
    }

    #[test]
    fn a_paths_head_is_its_last_segment_without_arguments() {
        assert_eq!(head("core::fmt::Display"), "Display");
        assert_eq!(head("core::ops::arith::Add<bundle::M<u32>>"), "Add");
        assert_eq!(head("&mut bundle::m::Grid"), "Grid");
        assert_eq!(head("Named"), "Named");
    }
}
