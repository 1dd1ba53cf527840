//! The pre-filter: items of the carried crates that no word of the kept
//! code names, taken out before the compiler is asked.
//!
//! It keeps a superset of what the compiler would keep, provably: an item
//! can be named, called, constructed or imported only through its name,
//! written as an identifier (or inside a format string: `{WIDTH}`,
//! `{:>WIDTH$}`), so the filter marks and sweeps by names. Every word of
//! the bundle outside the items it may take out is a root (macros'
//! arguments and bodies, string literals, the binary's code, attributes
//! all count); an item is kept when a kept word names it, and then the
//! words inside it count too, to a fixed point. What it keys items by:
//!
//! - a function, type, constant, static, `macro_rules!`, inherent method
//!   or associated constant: its name (all items of one name share it);
//! - a trait: its name or the name of any of its items (a glob brings a
//!   trait into scope, and a method call names only the method);
//! - an `impl`: its type's name when the type is the bundle's (of an
//!   inherent impl, the name of the type itself, not of its arguments:
//!   its methods may make those), and its trait's when the trait is the
//!   bundle's, all of them (an impl of
//!   std's `Display` for a kept type of the bundle is kept; one whose
//!   type is std's, never taken out: a value of `Vec` comes without its
//!   name, from `vec![]` or `collect()`);
//! - a name a `use` brings, when it is the name of an item of the bundle.
//!
//! Items inside a kept item are keyed in turn (a method in an `impl`).
//! Item-level macro calls are never taken out: their words are roots.
//!
//! Modules are paths' words too: an item inside a module of a carried
//! crate is reached only through a path that names the module (`a::b::f`,
//! an import of it, a glob of it) or from code inside the module, so it
//! is kept only when every module around it is reached as well. A module
//! is reached when a kept word names it (its own `mod name` does not), or
//! when something kept inside it acts without a path to it: an impl
//! (unless it is for a struct, enum or union of that module, whose values
//! come only where the module is reached), a `macro_rules!` (textual
//! scope), a macro call, or code the filter cannot key. Every binary's
//! problem module has a `BINARY` and a `solve`: this is what keeps the
//! other problems out. Imports inside a module that is not reached name
//! nothing.
//! `const _: () = ..;` items, checks made at compile time, go. What this
//! keeps, the compiler decides about ([`crate::prune`]); the filter only
//! makes the compiler's work smaller.

use crate::lex::{code_tokens, Kind};
use std::collections::{HashMap, HashSet};
use std::ops::Range;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};

/// One thing that can go.
#[derive(Debug)]
struct Member {
    range: Range<usize>,
    /// The names it is kept by.
    keys: Vec<String>,
    /// Kept when any key is kept (a trait), else when all are (an impl).
    any: bool,
    /// Goes whatever is kept (`const _`).
    always: bool,
    /// The modules it is in (by their place in the modules found): it is
    /// reached only through paths that name each of them, or from code
    /// kept inside them, so it needs them all.
    gates: Vec<usize>,
    /// Of an item that acts without a path (an impl, a macro): the
    /// modules it is in, which it opens when kept.
    opens: Vec<usize>,
}

/// Types and traits of std that a program uses without writing their
/// names: an item of the bundle named like one is not told apart.
const STD_TYPES: &[&str] = &[
    "Vec",
    "String",
    "Box",
    "Option",
    "Result",
    "Rc",
    "Arc",
    "Cell",
    "RefCell",
    "HashMap",
    "HashSet",
    "BTreeMap",
    "BTreeSet",
    "VecDeque",
    "BinaryHeap",
    "Iterator",
    "IntoIterator",
    "From",
    "Into",
    "Default",
    "Clone",
    "Copy",
    "Debug",
    "Display",
    "PartialEq",
    "Eq",
    "PartialOrd",
    "Ord",
    "Hash",
    "Drop",
    "Fn",
    "FnMut",
    "FnOnce",
    "Deref",
    "DerefMut",
    "Add",
    "Sub",
    "Mul",
    "Div",
    "Rem",
    "Neg",
    "Not",
    "Index",
    "IndexMut",
    "Sum",
    "Product",
    "Extend",
    "FromIterator",
    "ToString",
    "AsRef",
    "AsMut",
    "Borrow",
    "Error",
    "Write",
    "Read",
    "FromStr",
    "Future",
];

/// The mark of a key that only a word that is not a path's prefix keeps.
const VALUE: &str = "v:";

/// Attributes that make an item a root (the linker or the runtime calls
/// it, or a macro is exported).
fn kept_by_attribute(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        let p = a.path();
        [
            "no_mangle",
            "export_name",
            "used",
            "link_section",
            "panic_handler",
            "global_allocator",
            "lang",
            "start",
            "macro_export",
        ]
        .iter()
        .any(|n| p.is_ident(n))
    })
}

/// What the walk finds: items, impls and imports, with their keys to be
/// decided once every local name is known.
enum Found {
    Item(Range<usize>, String),
    Trait(Range<usize>, String, Vec<String>),
    /// An impl (its keys are worked out once every local name is known).
    Impl(Range<usize>),
    /// A name a `use` brings, as it binds it and as it was named.
    Use(Range<usize>, String, String),
    /// A macro call at a module's level, by the macro's name.
    Call(Range<usize>, String),
    /// An item of a trait's definition, by its name.
    TraitItem(Range<usize>, String),
    /// An item of an impl of a trait (by the trait's name, and its own).
    ImplOf(Range<usize>, String, String),
    /// `use ..::E::*`, by `E`.
    Glob(Range<usize>, String),
    /// A `use` of a group: kept with any of the names it brings when each
    /// of them is kept by name (its path's words belong to it).
    Group(Range<usize>, Vec<(String, String)>),
    Always(Range<usize>),
}

struct Collect<'a> {
    found: Vec<Found>,
    /// Items in a block (a function's body) that act outside it: impls,
    /// and macro calls (which may write impls).
    global: Vec<Range<usize>>,
    /// How deep in blocks the walk is.
    depth: usize,
    /// Each enum's variants, by the enum's name.
    variants: HashMap<String, Vec<String>>,
    /// The names of type aliases.
    aliases: HashSet<String>,
    /// What each `macro_rules!` writes, when it writes impls only.
    shapes: HashMap<String, Option<Vec<std::collections::BTreeSet<String>>>>,
    /// Each impl's (by its start) trait path and type, and its own
    /// generic parameters.
    headers: Vec<(usize, Range<usize>, HashSet<String>)>,
    /// Parts of the bundle the filter may take from (the carried crates).
    within: &'a [Range<usize>],
    /// The inline modules inside a carried crate: their bytes, where
    /// their braces open, and their names.
    modules: Vec<(Range<usize>, usize, String)>,
    /// The bytes of every `use` item in a carried crate.
    use_items: Vec<Range<usize>>,
    /// The bytes of modules' inner attributes.
    inner_attrs: Vec<Range<usize>>,
    /// Where each `macro_rules!` starts.
    macro_defs: HashSet<usize>,
    /// Each struct's, enum's and union's name, with where it is.
    types: Vec<(String, usize)>,
    /// Where each impl for a type named by one word (`impl Grid`,
    /// `impl Display for Grid<T>`) starts, with that word.
    plain_impls: HashMap<usize, String>,
}

impl Collect<'_> {
    fn inside(&self, r: &Range<usize>) -> bool {
        self.within
            .iter()
            .any(|w| w.start <= r.start && r.end <= w.end)
    }

    fn push(&mut self, f: Found) {
        let r = match &f {
            Found::Item(r, _)
            | Found::Trait(r, ..)
            | Found::TraitItem(r, _)
            | Found::ImplOf(r, ..)
            | Found::Impl(r)
            | Found::Use(r, ..)
            | Found::Glob(r, _)
            | Found::Group(r, _)
            | Found::Call(r, _)
            | Found::Always(r) => r,
        };
        if self.inside(r) {
            self.found.push(f);
        }
    }

    fn uses(&mut self, t: &syn::UseTree, range: Option<Range<usize>>) {
        // A leaf of a group is its own member; a `use` of one leaf is one.
        match t {
            syn::UseTree::Path(p) => {
                if let (syn::UseTree::Glob(_), Some(r)) = (&*p.tree, &range) {
                    self.push(Found::Glob(r.clone(), p.ident.to_string()));
                }
                self.uses(&p.tree, range)
            }
            syn::UseTree::Name(n) if n.ident != "self" => {
                let r = range.unwrap_or_else(|| t.span().byte_range());
                self.push(Found::Use(r, n.ident.to_string(), n.ident.to_string()));
            }
            syn::UseTree::Rename(r) if r.rename != "_" => {
                let at = range.unwrap_or_else(|| t.span().byte_range());
                self.push(Found::Use(at, r.rename.to_string(), r.ident.to_string()));
            }
            syn::UseTree::Glob(_) => {}
            syn::UseTree::Group(g) => {
                for pair in g.items.pairs() {
                    let v = pair.value().span().byte_range();
                    let with = match pair.punct() {
                        Some(c) => v.start..c.span.byte_range().end,
                        None => v,
                    };
                    // A leaf at the end of a path (`a::b::Name`) goes
                    // with its path and comma; a nested group's leaves
                    // are members of their own.
                    let mut leaf: &syn::UseTree = pair.value();
                    while let syn::UseTree::Path(p) = leaf {
                        leaf = &p.tree;
                    }
                    match leaf {
                        syn::UseTree::Name(_) | syn::UseTree::Rename(_) => {
                            self.uses(leaf, Some(with))
                        }
                        syn::UseTree::Group(_) => self.uses(leaf, None),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
}

impl<'ast> Visit<'ast> for Collect<'_> {
    fn visit_block(&mut self, b: &'ast syn::Block) {
        self.depth += 1;
        visit::visit_block(self, b);
        self.depth -= 1;
    }

    fn visit_item(&mut self, i: &'ast syn::Item) {
        let range = crate::extent::item(i);
        if self.depth > 0 && matches!(i, syn::Item::Impl(_) | syn::Item::Macro(_)) {
            self.global.push(range.clone());
        }
        let attrs: &[syn::Attribute] = match i {
            syn::Item::Const(x) => &x.attrs,
            syn::Item::Enum(x) => &x.attrs,
            syn::Item::Fn(x) => &x.attrs,
            syn::Item::Static(x) => &x.attrs,
            syn::Item::Struct(x) => &x.attrs,
            syn::Item::Trait(x) => &x.attrs,
            syn::Item::Type(x) => &x.attrs,
            syn::Item::Union(x) => &x.attrs,
            syn::Item::Macro(x) => &x.attrs,
            syn::Item::Impl(x) => &x.attrs,
            syn::Item::Use(x) => &x.attrs,
            _ => &[],
        };
        if !kept_by_attribute(attrs) {
            let named = |id: &syn::Ident| id.to_string().trim_start_matches("r#").to_string();
            // A function's, a constant's, a static's or a macro's name is
            // never a path's prefix (`name::x`): such words do not keep it.
            let value = |id: &syn::Ident| format!("{VALUE}{}", named(id));
            match i {
                syn::Item::Const(x) if x.ident == "_" => self.push(Found::Always(range.clone())),
                syn::Item::Const(x) => self.push(Found::Item(range.clone(), value(&x.ident))),
                syn::Item::Enum(x) => {
                    self.variants.insert(
                        named(&x.ident),
                        x.variants.iter().map(|v| named(&v.ident)).collect(),
                    );
                    self.push(Found::Item(range.clone(), named(&x.ident)))
                }
                syn::Item::Fn(x) => self.push(Found::Item(range.clone(), value(&x.sig.ident))),
                syn::Item::Static(x) => self.push(Found::Item(range.clone(), value(&x.ident))),
                syn::Item::Struct(x) => self.push(Found::Item(range.clone(), named(&x.ident))),
                syn::Item::Type(x) => {
                    // An alias names a type that exists without it: an
                    // impl for it goes with the type, not the alias.
                    self.aliases.insert(named(&x.ident));
                    self.push(Found::Item(range.clone(), named(&x.ident)))
                }
                syn::Item::Union(x) => self.push(Found::Item(range.clone(), named(&x.ident))),
                syn::Item::Macro(x) if x.mac.path.is_ident("macro_rules") => {
                    if let Some(id) = &x.ident {
                        self.macro_defs.insert(range.start);
                        self.push(Found::Item(range.clone(), value(id)));
                        let shape = crate::prune::macro_shape(&named(id), x.mac.tokens.clone());
                        let e = self.shapes.entry(named(id)).or_insert(Some(Vec::new()));
                        match (e.as_mut(), shape) {
                            (Some(v), Some(s)) => v.extend(s),
                            _ => *e = None,
                        }
                    }
                }
                syn::Item::Macro(x) if x.ident.is_none() => {
                    if let Some(name) = x.mac.path.segments.last() {
                        self.push(Found::Call(range.clone(), named(&name.ident)));
                    }
                }
                syn::Item::Trait(x) => {
                    let items = x
                        .items
                        .iter()
                        .filter_map(|it| match it {
                            syn::TraitItem::Const(c) => Some(value(&c.ident)),
                            syn::TraitItem::Fn(f) => Some(value(&f.sig.ident)),
                            syn::TraitItem::Type(t) => Some(named(&t.ident)),
                            _ => None,
                        })
                        .collect();
                    self.push(Found::Trait(range.clone(), named(&x.ident), items));
                    // Each item of the trait is used by its name alone.
                    for it in &x.items {
                        let key = match it {
                            syn::TraitItem::Const(c) => value(&c.ident),
                            syn::TraitItem::Fn(f) => value(&f.sig.ident),
                            syn::TraitItem::Type(t) => named(&t.ident),
                            _ => continue,
                        };
                        self.push(Found::TraitItem(it.span().byte_range(), key));
                    }
                }
                syn::Item::Impl(x) => {
                    let params: HashSet<String> = x
                        .generics
                        .params
                        .iter()
                        .filter_map(|p| match p {
                            syn::GenericParam::Type(t) => Some(named(&t.ident)),
                            syn::GenericParam::Const(c) => Some(named(&c.ident)),
                            _ => None,
                        })
                        .collect();
                    // Its trait's path and its type: not its bounds, which
                    // a blanket impl may meet without a word.
                    self.push(Found::Impl(range.clone()));
                    let start = range.start;
                    if let Some((_, path, _)) = &x.trait_ {
                        self.headers
                            .push((start, path.span().byte_range(), params.clone()));
                    }
                    // An inherent impl's methods may make the values of
                    // the types its type's arguments name
                    // (`impl Binary<Interactive<F>> { fn interactive() }`):
                    // it goes with its type's own name alone.
                    let own = match (&x.trait_, &*x.self_ty) {
                        (None, syn::Type::Path(p)) if p.qself.is_none() => {
                            p.path.segments.last().map(|s| s.ident.span().byte_range())
                        }
                        _ => None,
                    };
                    if let syn::Type::Path(p) = &*x.self_ty {
                        if p.qself.is_none() && p.path.leading_colon.is_none() {
                            if let [seg] = p.path.segments.iter().collect::<Vec<_>>()[..] {
                                self.plain_impls.insert(range.start, named(&seg.ident));
                            }
                        }
                    }
                    let typed = own.unwrap_or_else(|| x.self_ty.span().byte_range());
                    self.headers.push((start, typed, params));
                    // The items of an impl of a trait of the bundle's are
                    // used by their names alone, as the trait's.
                    if let Some((_, path, _)) = &x.trait_ {
                        if let Some(tr) = path.segments.last() {
                            for it in &x.items {
                                let key = match it {
                                    syn::ImplItem::Const(c) => value(&c.ident),
                                    syn::ImplItem::Fn(f) => value(&f.sig.ident),
                                    syn::ImplItem::Type(t) => named(&t.ident),
                                    _ => continue,
                                };
                                self.push(Found::ImplOf(
                                    crate::extent::impl_item(it),
                                    named(&tr.ident),
                                    key,
                                ));
                            }
                        }
                    }
                    if x.trait_.is_none() {
                        for it in &x.items {
                            let (id, attrs) = match it {
                                syn::ImplItem::Fn(f) => (&f.sig.ident, &f.attrs),
                                syn::ImplItem::Const(c) => (&c.ident, &c.attrs),
                                _ => continue,
                            };
                            if !kept_by_attribute(attrs) {
                                self.push(Found::Item(crate::extent::impl_item(it), value(id)));
                            }
                        }
                    }
                }
                syn::Item::Use(u) => {
                    let grouped = grouped(&u.tree);
                    if let Some(leaves) = &grouped {
                        self.push(Found::Group(range.clone(), leaves.clone()));
                    }
                    let whole = match grouped {
                        Some(_) => None,
                        None => Some(range.clone()),
                    };
                    self.uses(&u.tree, whole);
                }
                _ => {}
            }
        }
        match i {
            syn::Item::Mod(m) => {
                if let Some((brace, _)) = &m.content {
                    // Not a carried crate's own module, which the
                    // binary names by the crate's name.
                    if self.inside(&range) && !self.within.iter().any(|w| w.end == range.end) {
                        let open = brace.span.open().byte_range().start;
                        let name = m.ident.to_string().trim_start_matches("r#").to_string();
                        self.modules.push((range.clone(), open, name));
                        // Its inner attributes (`#![allow(..)]`) are about it.
                        for a in &m.attrs {
                            if matches!(a.style, syn::AttrStyle::Inner(_)) {
                                self.inner_attrs.push(a.span().byte_range());
                            }
                        }
                    }
                }
            }
            syn::Item::Use(_) if self.inside(&range) => self.use_items.push(range.clone()),
            syn::Item::Struct(syn::ItemStruct { ident, .. })
            | syn::Item::Enum(syn::ItemEnum { ident, .. })
            | syn::Item::Union(syn::ItemUnion { ident, .. })
                if self.depth == 0 =>
            {
                let name = ident.to_string().trim_start_matches("r#").to_string();
                self.types.push((name, range.start));
            }
            _ => {}
        }
        visit::visit_item(self, i);
    }
}

/// The names a `use` with a group brings (as bound, as named), when it
/// has a group and every leaf is a name (no glob, no `self`).
fn grouped(t: &syn::UseTree) -> Option<Vec<(String, String)>> {
    fn leaves(t: &syn::UseTree, out: &mut Vec<(String, String)>) -> bool {
        match t {
            syn::UseTree::Path(p) => leaves(&p.tree, out),
            syn::UseTree::Name(n) if n.ident != "self" => {
                out.push((n.ident.to_string(), n.ident.to_string()));
                true
            }
            syn::UseTree::Rename(r) if r.rename != "_" && r.ident != "self" => {
                out.push((r.rename.to_string(), r.ident.to_string()));
                true
            }
            syn::UseTree::Group(g) => g.items.iter().all(|t| leaves(t, out)),
            _ => false,
        }
    }
    let mut top = t;
    while let syn::UseTree::Path(p) = top {
        top = &p.tree;
    }
    if !matches!(top, syn::UseTree::Group(_)) {
        return None;
    }
    let mut out = Vec::new();
    leaves(t, &mut out).then_some(out)
}

/// Every word of `text` with its place: identifiers, and the words of
/// string literals (format strings name variables and constants).
fn words(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let toks = code_tokens(text);
    for (i, t) in toks.iter().enumerate() {
        match t.kind {
            Kind::Ident => {
                let w = t.text(text).trim_start_matches("r#").to_string();
                // `name::x`, not `name::<T>`: a path's prefix; or a
                // module's name where it is declared.
                let prefix = matches!(toks.get(i + 1).map(|t| t.kind), Some(Kind::Punct(':')))
                    && matches!(toks.get(i + 2).map(|t| t.kind), Some(Kind::Punct(':')))
                    && !matches!(toks.get(i + 3).map(|t| t.kind), Some(Kind::Punct('<')))
                    || i >= 1 && toks[i - 1].text(text) == "mod";
                if !prefix {
                    out.push((t.range.start, format!("{VALUE}{w}")));
                }
                out.push((t.range.start, w));
            }
            Kind::Literal => {
                let lit = t.text(text);
                if lit.contains('"') {
                    let mut start = None;
                    for (i, c) in lit.char_indices().chain(std::iter::once((lit.len(), ' '))) {
                        let w = c == '_' || c.is_alphanumeric();
                        match (w, start) {
                            (true, None) => start = Some(i),
                            (false, Some(s)) => {
                                out.push((t.range.start + s, format!("{VALUE}{}", &lit[s..i])));
                                out.push((t.range.start + s, lit[s..i].to_string()));
                                start = None;
                            }
                            _ => {}
                        }
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// The ranges of `text` to take out, within `within` (the carried
/// crates' parts), sorted.
pub(crate) fn filter(text: &str, within: &[Range<usize>]) -> Vec<Range<usize>> {
    let Ok(file) = syn::parse_file(text) else {
        return Vec::new();
    };
    let mut c = Collect {
        found: Vec::new(),
        global: Vec::new(),
        depth: 0,
        variants: HashMap::new(),
        aliases: HashSet::new(),
        shapes: HashMap::new(),
        headers: Vec::new(),
        within,
        modules: Vec::new(),
        use_items: Vec::new(),
        inner_attrs: Vec::new(),
        macro_defs: HashSet::new(),
        types: Vec::new(),
        plain_impls: HashMap::new(),
    };
    c.visit_file(&file);
    drop(file);
    proc_macro2::extra::invalidate_current_thread_spans();

    // The bundle's own items' names, and its traits'.
    let mut local: HashSet<String> = HashSet::new();
    let mut traits: HashSet<String> = HashSet::new();
    for f in &c.found {
        match f {
            Found::Item(_, n) => {
                local.insert(n.trim_start_matches(VALUE).to_string());
            }
            Found::Trait(_, n, _) => {
                local.insert(n.clone());
                traits.insert(n.clone());
            }
            _ => {}
        }
    }
    for n in STD_TYPES {
        local.remove(*n);
        traits.remove(*n);
    }
    // A variant is brought by name too (`use Either::{Left, Right}`).
    let variants: HashSet<String> = c
        .variants
        .iter()
        .filter(|(e, _)| local.contains(*e))
        .flat_map(|(_, v)| v.iter().cloned())
        .collect();
    let words = words(text);
    // The words of each impl's header (by its start).
    let mut header_words: HashMap<usize, Vec<String>> = HashMap::new();
    for (start, range, params) in &c.headers {
        let lo = words.partition_point(|(at, _)| *at < range.start);
        let hi = words.partition_point(|(at, _)| *at < range.end);
        header_words.entry(*start).or_default().extend(
            words[lo..hi]
                .iter()
                .map(|(_, w)| w.clone())
                .filter(|w| !params.contains(w)),
        );
    }
    let mut members: Vec<Member> = Vec::new();
    let global = std::mem::take(&mut c.global);
    // The modules each place is in, innermost last.
    let in_modules = |r: &Range<usize>| -> Vec<usize> {
        (0..c.modules.len())
            .filter(|&k| {
                let m = &c.modules[k].0;
                m.start <= r.start && r.end <= m.end && *m != *r
            })
            .collect()
    };
    // The innermost module or carried crate that holds byte `at`.
    let holder = |at: usize| -> Option<Range<usize>> {
        c.modules
            .iter()
            .map(|(m, ..)| m)
            .chain(c.within)
            .filter(|m| m.contains(&at))
            .min_by_key(|m| m.len())
            .cloned()
    };
    // Whether the impl at `range` is for the struct, enum or union
    // `name` its own module defines (where a type alias elsewhere is
    // named alike, it is still that type: no alias of that name can be
    // in scope there).
    let own_type = |range: &Range<usize>, name: &str| -> bool {
        c.plain_impls.get(&range.start).is_some_and(|n| n == name)
            && c.types
                .iter()
                .any(|(t, at)| t == name && holder(*at) == holder(range.start))
    };
    for f in c.found {
        // What acts without a path to it: impls, and macros (by their
        // textual scope or a macro call's impls).
        let acts_anywhere = match &f {
            // Not an impl for a type its module defines: the type's
            // values come only where its module is.
            Found::Impl(r) => !c.plain_impls.get(&r.start).is_some_and(|n| own_type(r, n)),
            Found::Call(..) => true,
            Found::Item(r, _) => c.macro_defs.contains(&r.start),
            _ => false,
        };
        let mut m = match f {
            Found::Item(range, n) => Member {
                range,
                keys: vec![n],
                any: false,
                always: false,
                gates: Vec::new(),
                opens: Vec::new(),
            },
            Found::Trait(range, n, items) => {
                let mut keys = vec![n];
                keys.extend(items);
                Member {
                    range,
                    keys,
                    any: true,
                    always: false,
                    gates: Vec::new(),
                    opens: Vec::new(),
                }
            }
            // Usable only with what every name of the bundle its header
            // writes is (a value of its type, of its trait's type
            // argument, a type of its bound's trait).
            Found::Impl(range) => {
                let mut keys: Vec<String> = header_words
                    .get(&range.start)
                    .map(|w| {
                        w.iter()
                            .filter(|w| {
                                local.contains(*w)
                                    && (!c.aliases.contains(*w) || own_type(&range, w.as_str()))
                            })
                            .cloned()
                            .collect()
                    })
                    .unwrap_or_default();
                keys.sort();
                keys.dedup();
                if keys.is_empty() {
                    continue;
                }
                Member {
                    range,
                    keys,
                    any: false,
                    always: false,
                    gates: Vec::new(),
                    opens: Vec::new(),
                }
            }
            Found::Use(range, bound, original) => {
                if !local.contains(&original) && !variants.contains(&original) {
                    continue;
                }
                Member {
                    range,
                    keys: vec![bound],
                    any: false,
                    always: false,
                    gates: Vec::new(),
                    opens: Vec::new(),
                }
            }
            Found::TraitItem(range, n) => Member {
                range,
                keys: vec![n],
                any: false,
                always: false,
                gates: Vec::new(),
                opens: Vec::new(),
            },
            // A call of a macro that writes impls only, each about a name
            // of the bundle written in the macro: kept with those names.
            Found::Call(range, name) => {
                let Some(Some(shape)) = c.shapes.get(&name) else {
                    continue;
                };
                let mut keys = Vec::new();
                let mut each = !shape.is_empty();
                for about in shape {
                    let ours: Vec<&String> = about.iter().filter(|n| local.contains(*n)).collect();
                    each &= !ours.is_empty();
                    keys.extend(ours.into_iter().cloned());
                }
                if !each {
                    continue;
                }
                keys.sort();
                keys.dedup();
                Member {
                    range,
                    keys,
                    any: true,
                    always: false,
                    gates: Vec::new(),
                    opens: Vec::new(),
                }
            }
            Found::ImplOf(range, tr, n) => {
                if !traits.contains(&tr) {
                    continue;
                }
                Member {
                    range,
                    keys: vec![n],
                    any: false,
                    always: false,
                    gates: Vec::new(),
                    opens: Vec::new(),
                }
            }
            Found::Group(range, leaves) => {
                let all_named = leaves
                    .iter()
                    .all(|(_, original)| local.contains(original) || variants.contains(original));
                if !all_named {
                    continue;
                }
                let keys = leaves.into_iter().map(|(bound, _)| bound).collect();
                Member {
                    range,
                    keys,
                    any: true,
                    always: false,
                    gates: Vec::new(),
                    opens: Vec::new(),
                }
            }
            // The variants of an enum of the bundle: kept while any is
            // named.
            Found::Glob(range, e) => match c.variants.get(&e).filter(|_| local.contains(&e)) {
                Some(v) if !v.is_empty() => Member {
                    range,
                    keys: v.clone(),
                    any: true,
                    always: false,
                    gates: Vec::new(),
                    opens: Vec::new(),
                },
                _ => continue,
            },
            Found::Always(range) => Member {
                range,
                keys: Vec::new(),
                any: false,
                always: true,
                gates: Vec::new(),
                opens: Vec::new(),
            },
        };
        // An impl in a function's body holds whether the function is
        // called or not: what holds one stays.
        if global
            .iter()
            .any(|g| m.range.start <= g.start && g.end <= m.range.end && *g != m.range)
        {
            continue;
        }
        if acts_anywhere {
            m.opens = in_modules(&m.range);
        } else {
            m.gates = in_modules(&m.range);
        }
        members.push(m);
    }
    // A `use` in a module that brings no item of the bundle by name
    // (a module, std's items) is needed only where its module is.
    let whole: HashSet<(usize, usize)> = members
        .iter()
        .map(|m| (m.range.start, m.range.end))
        .collect();
    for u in &c.use_items {
        let gates = in_modules(u);
        if gates.is_empty() || whole.contains(&(u.start, u.end)) {
            continue;
        }
        members.push(Member {
            range: u.clone(),
            keys: Vec::new(),
            any: false,
            always: false,
            gates,
            opens: Vec::new(),
        });
    }
    // Innermost first when sorted by start, outermost by end: the parent
    // of each member, and the member that owns each word.
    let mut order: Vec<usize> = (0..members.len()).collect();
    order.sort_by_key(|&i| {
        (
            members[i].range.start,
            std::cmp::Reverse(members[i].range.end),
        )
    });
    let mut parent: Vec<Option<usize>> = vec![None; members.len()];
    let mut stack: Vec<usize> = Vec::new();
    for &i in &order {
        while let Some(&top) = stack.last() {
            if members[top].range.end <= members[i].range.start {
                stack.pop();
            } else {
                break;
            }
        }
        parent[i] = stack.last().copied();
        stack.push(i);
    }
    let mut owner: Vec<Option<usize>> = vec![None; words.len()];
    {
        let mut stack: Vec<usize> = Vec::new();
        let mut k = 0;
        for (w, (at, _)) in words.iter().enumerate() {
            while k < order.len() && members[order[k]].range.start <= *at {
                // Members that start before this word, entered in order.
                let i = order[k];
                while let Some(&top) = stack.last() {
                    if members[top].range.end <= members[i].range.start {
                        stack.pop();
                    } else {
                        break;
                    }
                }
                stack.push(i);
                k += 1;
            }
            while let Some(&top) = stack.last() {
                if members[top].range.end <= *at {
                    stack.pop();
                } else {
                    break;
                }
            }
            owner[w] = stack.last().copied();
        }
    }
    let mut owned: Vec<Vec<usize>> = vec![Vec::new(); members.len()];
    for (w, o) in owner.iter().enumerate() {
        if let Some(i) = o {
            owned[*i].push(w);
        }
    }
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); members.len()];
    for (i, p) in parent.iter().enumerate() {
        if let Some(p) = p {
            children[*p].push(i);
        }
    }
    let mut by_key: HashMap<&str, Vec<usize>> = HashMap::new();
    for (i, m) in members.iter().enumerate() {
        for k in m
            .keys
            .iter()
            .chain(m.gates.iter().map(|&g| &c.modules[g].2))
        {
            by_key.entry(k.as_str()).or_default().push(i);
        }
    }
    // Modules' headers (`pub mod name {`, with their attributes) and
    // inner attributes, sorted: what they say is about the module.
    let mut quiet: Vec<Range<usize>> = c
        .modules
        .iter()
        .map(|(m, open, _)| m.start..*open)
        .chain(c.inner_attrs.iter().cloned())
        .collect();
    quiet.sort_by_key(|r| r.start);
    let is_quiet = |at: usize| {
        let k = quiet.partition_point(|r| r.start <= at);
        k > 0 && quiet[k - 1].contains(&at)
    };
    // A word of no member that is in a module, not about it (code kept
    // whatever is named, such as an impl the filter cannot key), opens
    // that module and those around it.
    let mut open = vec![false; c.modules.len()];
    for (w, o) in owner.iter().enumerate() {
        let at = words[w].0;
        if o.is_some() || is_quiet(at) {
            continue;
        }
        for (k, (m, ..)) in c.modules.iter().enumerate() {
            if m.contains(&at) {
                open[k] = true;
            }
        }
    }

    // Mark: from the words no member holds.
    let mut named: HashSet<&str> = HashSet::new();
    let mut live = vec![false; members.len()];
    let mut queue: Vec<&str> = Vec::new();
    for (w, o) in owner.iter().enumerate() {
        // A module's own `mod name` names nothing.
        let header = is_quiet(words[w].0);
        if o.is_none() && !header && named.insert(words[w].1.as_str()) {
            queue.push(words[w].1.as_str());
        }
    }
    // The members each module gates, by the module.
    let mut gated: Vec<Vec<usize>> = vec![Vec::new(); c.modules.len()];
    for (i, m) in members.iter().enumerate() {
        for &g in &m.gates {
            gated[g].push(i);
        }
    }
    // A module is reached where a path names it, or where something kept
    // in it acts without a path (it is then open).
    let holds = |m: &Member, named: &HashSet<&str>, open: &[bool]| -> bool {
        !m.always
            && m.gates
                .iter()
                .all(|&g| open[g] || named.contains(c.modules[g].2.as_str()))
            && if m.any {
                m.keys.iter().any(|k| named.contains(k.as_str()))
            } else {
                m.keys.iter().all(|k| named.contains(k.as_str()))
            }
    };
    // Members whose keys may hold now: those of the names just marked,
    // those of the modules just opened, and the children of members just
    // kept.
    let mut check: Vec<usize> = (0..c.modules.len())
        .filter(|&k| open[k])
        .flat_map(|k| gated[k].iter().copied())
        .collect();
    loop {
        while let Some(n) = queue.pop() {
            if let Some(list) = by_key.get(n) {
                check.extend(list.iter().copied());
            }
        }
        let Some(i) = check.pop() else { break };
        if live[i] || parent[i].is_some_and(|p| !live[p]) || !holds(&members[i], &named, &open) {
            continue;
        }
        live[i] = true;
        for &w in &owned[i] {
            if named.insert(words[w].1.as_str()) {
                queue.push(words[w].1.as_str());
            }
        }
        for &g in &members[i].opens {
            if !open[g] {
                open[g] = true;
                check.extend(gated[g].iter().copied());
            }
        }
        check.extend(children[i].iter().copied());
    }
    // Sweep: the outermost members not kept.
    let mut out: Vec<Range<usize>> = (0..members.len())
        .filter(|&i| !live[i] && parent[i].map_or(true, |p| live[p]))
        .map(|i| members[i].range.clone())
        .collect();
    out.sort_by_key(|r| r.start);
    // Ranges with only blanks between them, or that overlap (two names
    // of a group that go share the comma between them), as one.
    let merge = |out: Vec<Range<usize>>| {
        let mut merged: Vec<Range<usize>> = Vec::with_capacity(out.len());
        for r in out {
            match merged.last_mut() {
                Some(l) if r.start <= l.end || text[l.end..r.start].trim().is_empty() => {
                    l.end = l.end.max(r.end)
                }
                _ => merged.push(r),
            }
        }
        merged
    };
    // The last names of a group (`{a, b, c}`) go with the comma before
    // them: no item but a group's name comes after a comma and before a
    // `}`.
    let mut out = merge(out);
    for r in &mut out {
        let before = text[..r.start].trim_end();
        if before.ends_with(',') && text[r.end..].trim_start().starts_with('}') {
            r.start = before.len() - 1;
        }
    }
    merge(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What stays of `src` when all but its last item may go.
    fn kept(src: &str) -> String {
        let lib = src.rfind("fn main").unwrap_or(src.len());
        let cut = filter(src, std::slice::from_ref(&(0..lib)));
        let mut out = String::new();
        let mut at = 0;
        for r in cut {
            out.push_str(&src[at..r.start]);
            at = r.end;
        }
        out.push_str(&src[at..]);
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn a_type_goes_with_its_impls_when_nothing_kept_names_it() {
        let src = "struct A; impl Default for A { fn default() -> A { A } } impl A { fn f(&self) {} } struct B; fn main() { let _ = B; }";
        assert_eq!(kept(src), "struct B; fn main() { let _ = B; }");
    }

    #[test]
    fn types_that_only_name_each_other_go_together() {
        let src = "struct A { b: Box<B> } struct B { a: Option<A> } impl Drop for B { fn drop(&mut self) {} } use self::A as C; fn main() {}";
        assert_eq!(kept(src), "fn main() {}");
    }

    #[test]
    fn variants_imported_by_name_or_by_glob_keep_their_enum_while_named() {
        let src = "enum E { L(u8), R } use self::E::*; use self::E::{L as First}; enum F { X } use self::F::X; fn main() { let _ = X; }";
        assert_eq!(
            kept(src),
            "enum F { X } use self::F::X; fn main() { let _ = X; }"
        );
    }

    #[test]
    fn an_impl_goes_with_any_name_of_the_bundle_its_header_writes() {
        let src = "struct L; impl From<L> for Option<u8> { fn from(_: L) -> Self { None } } struct A; impl<A: Clone> Clone for Box<Vec<A>> {} fn main() {}";
        // The generic parameter `A` is not the struct, but its word keeps
        // the struct: a word outside what may go is a root.
        assert_eq!(
            kept(src),
            "struct A; impl<A: Clone> Clone for Box<Vec<A>> {} fn main() {}"
        );
    }

    #[test]
    fn a_method_of_a_trait_of_the_bundle_goes_when_it_is_never_named() {
        let src = "struct Z; trait T { fn used(&self) {} fn zip(&self) -> Z { Z } } impl T for u8 { fn zip(&self) -> Z { Z } } fn main() { 1u8.used(); }";
        assert_eq!(
            kept(src),
            "trait T { fn used(&self) {} } impl T for u8 { } fn main() { 1u8.used(); }"
        );
    }

    #[test]
    fn an_inherent_impl_goes_with_its_types_own_name() {
        // `Binary::interactive` makes the `Interactive` that no other
        // word names: the impl stays while `Binary` does.
        let src = "struct Binary<J>(J); struct Interactive; impl Binary<Interactive> { fn interactive() -> Self { Binary(Interactive) } } fn main() { let _ = Binary::interactive(); }";
        assert_eq!(kept(src), src);
        let src = "struct Binary<J>(J); struct Interactive; impl Binary<Interactive> { fn interactive() -> Self { Binary(Interactive) } } fn main() {}";
        assert_eq!(kept(src), "fn main() {}");
    }

    #[test]
    fn an_impl_bounded_by_a_trait_met_without_a_word_stays() {
        let src = "trait K { fn k(&self); } impl<F: Fn()> K for F { fn k(&self) { self() } } struct G<F>(F); impl<F: K> G<F> { fn go(&self) { self.0.k() } } fn main() { G(|| ()).go(); }";
        assert_eq!(
            kept(src),
            src.split_whitespace().collect::<Vec<_>>().join(" ")
        );
    }

    #[test]
    fn a_module_named_like_a_function_does_not_keep_it() {
        let src =
            "mod zip { pub struct Z; } fn zip() -> zip::Z { zip::Z } fn main() { let _ = zip::Z; }";
        assert_eq!(
            kept(src),
            "mod zip { pub struct Z; } fn main() { let _ = zip::Z; }"
        );
    }

    #[test]
    fn what_is_in_a_module_no_kept_path_names_goes() {
        // Every problem module has a `BINARY` and a `solve`: the binary
        // names one module's, and the others' go.
        let src = "mod a { pub const X: u8 = 1; pub fn f() {} } mod b { pub const X: u8 = 2; pub fn f() {} } fn main() { let _ = a::X; a::f(); }";
        assert_eq!(
            kept(src),
            "mod a { pub const X: u8 = 1; pub fn f() {} } mod b { } fn main() { let _ = a::X; a::f(); }"
        );
        // A module is reached through each module around it.
        let src = "mod x { pub mod m { pub fn f() {} } } mod y { pub mod m { pub fn f() {} } } fn main() { x::m::f(); }";
        assert_eq!(
            kept(src),
            "mod x { pub mod m { pub fn f() {} } } mod y { pub mod m { } } fn main() { x::m::f(); }"
        );
        // An import in a module nothing reaches names nothing.
        let src =
            "mod a { pub fn f() {} } mod b { use super::a; pub fn g() { a::f() } } fn main() {}";
        assert_eq!(kept(src), "mod a { } mod b { } fn main() {}");
    }

    #[test]
    fn an_impl_kept_in_a_module_no_path_names_keeps_what_it_uses_there() {
        let src = "struct S; mod m { use super::S; fn helper() -> u8 { 1 } impl std::fmt::Display for S { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"{}\", helper()) } } } fn main() { println!(\"{}\", S); }";
        assert_eq!(
            kept(src),
            src.split_whitespace().collect::<Vec<_>>().join(" ")
        );
        // Code the filter cannot key (an impl about no name of the
        // bundle) keeps its module open.
        let src = "struct S; mod m { use super::S; type G = S; fn helper() -> u8 { 1 } impl std::fmt::Display for G { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"{}\", helper()) } } } fn main() { println!(\"{}\", S); }";
        assert_eq!(
            kept(src),
            src.split_whitespace().collect::<Vec<_>>().join(" ")
        );
    }

    #[test]
    fn an_impl_for_a_type_of_its_own_module_goes_with_the_module() {
        // Both modules have a `Position`; only one is reached.
        let src = "mod m { pub struct Position; impl Position { pub fn go(&self) {} } } mod n { pub struct Position; impl Position { pub fn go(&self) {} } } type Position = u8; fn main() { m::Position.go(); }";
        assert_eq!(
            kept(src),
            "mod m { pub struct Position; impl Position { pub fn go(&self) {} } } mod n { } type Position = u8; fn main() { m::Position.go(); }"
        );
    }

    #[test]
    fn an_impl_in_the_body_of_a_function_never_called_stays() {
        let src = "struct W; fn never() { impl W { fn get(&self) {} } } fn main() { W.get(); }";
        assert_eq!(kept(src), src);
    }

    #[test]
    fn a_name_a_group_imports_goes_with_its_path_and_comma() {
        let src = "mod a { pub mod b { pub struct X; pub struct Y; } } use self::a::{b::X, b::Y}; fn main() { let _ = Y; }";
        assert_eq!(
            kept(src),
            "mod a { pub mod b { pub struct Y; } } use self::a::{ b::Y}; fn main() { let _ = Y; }"
        );
    }

    #[test]
    fn the_last_name_of_a_group_goes_with_the_comma_before_it() {
        let src = "mod a { pub struct X; pub struct Y; pub struct Z; } use self::a::{X, Y, Z}; fn main() { let _ = X; }";
        assert_eq!(
            kept(src),
            "mod a { pub struct X; } use self::a::{X}; fn main() { let _ = X; }"
        );
        let src =
            "mod a { pub struct X; pub struct Y; } use self::a::{X, Y}; fn main() { let _ = Y; }";
        assert_eq!(
            kept(src),
            "mod a { pub struct Y; } use self::a::{ Y}; fn main() { let _ = Y; }"
        );
    }

    #[test]
    fn an_impl_for_a_type_alias_stays_with_the_type() {
        let src = "type G = Vec<u8>; trait E { fn e(&self); } impl E for G { fn e(&self) {} } fn main() { vec![1u8].e(); }";
        assert_eq!(kept(src), src);
    }

    #[test]
    fn a_name_in_a_format_string_or_a_macro_keeps_its_item() {
        let src =
            "const W: usize = 3; const V: usize = 4; fn main() { println!(\"{:>W$}\", 1); m!(V); }";
        assert_eq!(
            kept(src),
            src.split_whitespace().collect::<Vec<_>>().join(" ")
        );
    }

    #[test]
    fn a_trait_stays_while_its_methods_are_named_and_const_underscore_goes() {
        let src = "trait T { fn go(&self); } impl T for u8 { fn go(&self) {} } const _: () = assert!(true); fn main() { 1u8.go(); }";
        assert_eq!(
            kept(src),
            "trait T { fn go(&self); } impl T for u8 { fn go(&self) {} } fn main() { 1u8.go(); }"
        );
        let unused =
            "trait T { fn go(&self); } impl T for u8 { fn go(&self) {} } fn f() {} fn main() {}";
        assert_eq!(kept(unused), "fn main() {}");
    }

    #[test]
    fn an_impl_of_a_type_of_std_or_of_a_trait_of_std_stays_with_its_type() {
        let src = "trait Loc { fn x(&self); } impl Loc for Vec<u8> { fn x(&self) {} } struct K; impl std::fmt::Display for K { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } } fn main() { let _ = K; vec![1u8].x(); }";
        assert_eq!(
            kept(src),
            src.split_whitespace().collect::<Vec<_>>().join(" ")
        );
    }
}
