//! Paths as they resolve inside the bundle.
//!
//! The binary is the bundle's crate root, and each carried crate a module
//! of it, named as its library: `pub mod cp_games { .. }`. So in every
//! crate a path that starts with a carried crate's name (`cp_games::grid::
//! Grid`, `::cp_games::..`, or a name `extern crate .. as` gave it) becomes
//! `crate::cp_games::..`, which resolves from any module, unless a name
//! of the code's own shadows the crate's there (a `mod math` of the
//! binary's, with a crate `math` carried); in a carried crate `crate::x`
//! becomes `crate::cp_games::x`, `$crate::x` in its macros
//! `$crate::cp_games::x`, and `pub(crate)` becomes `pub(in
//! crate::cp_games)`, so that what the crate kept to itself stays out of
//! the binary's reach. `use cp_games;` at the top of the binary goes (the
//! module stands there already), and so does `extern crate`; elsewhere
//! they become `use crate::cp_games;`.
//!
//! A carried crate's `#[macro_export]` macros stay in their modules (at
//! the bundle's root they would shadow std's macros of the same name, and
//! two crates' macros of one name would clash): each loses the attribute
//! and gains a `pub(crate) use` where it is defined and at its crate's
//! module, so that it is reached by the paths its crate gave it. A plain
//! `crate::` in a `macro_rules!` body names the crate that calls the
//! macro: [`crate::macros`] settles it before this pass, which leaves it.

use crate::tokens::{colons, colons_at, regroup};
use proc_macro2::{Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use std::collections::{BTreeMap, HashSet};
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{Item, UseTree};

/// std's macros that a `use name;` in a module cannot name on Rust 1.70
/// when a `macro_rules!` of that name is there too (it is ambiguous with
/// std's prelude): a carried crate's exported macro of one of these names
/// is carried without a path to it.
pub(crate) const STD_MACROS: &[&str] = &[
    "assert",
    "assert_eq",
    "assert_ne",
    "cfg",
    "column",
    "compile_error",
    "concat",
    "dbg",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "env",
    "eprint",
    "eprintln",
    "file",
    "format",
    "format_args",
    "include",
    "include_bytes",
    "include_str",
    "line",
    "matches",
    "module_path",
    "option_env",
    "panic",
    "print",
    "println",
    "stringify",
    "thread_local",
    "todo",
    "unimplemented",
    "unreachable",
    "vec",
    "write",
    "writeln",
];

pub(crate) struct Rewrite {
    /// Names this crate's code gives carried crates, with their modules.
    pub names: BTreeMap<String, String>,
    /// This crate's own module, for a carried crate (`None` for the
    /// binary).
    pub own: Option<String>,
    /// The names defined or imported by each scope the pass is in, from
    /// the crate's root: (a module, not a block; its names).
    frames: Vec<(bool, HashSet<String>)>,
    /// The path of the module the pass is in, below the crate's root.
    path: Vec<String>,
    /// Exported macros of a carried crate found below its root, as `use`
    /// paths for its root module.
    nested_exports: Vec<Vec<String>>,
    /// `extern crate alloc;` and the like, for the bundle's root.
    pub hoisted: Vec<Item>,
    /// Whether the pass is in a `macro_rules!` body.
    in_macro_rules: bool,
    /// The functions, constants and statics of the module the pass is in.
    value_names: HashSet<String>,
    /// What cannot be carried, found on the way.
    pub problems: Vec<String>,
}

fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

/// The crates every Rust crate may name with `extern crate`.
const SYSROOT_CRATES: &[&str] = &["alloc", "core", "std", "proc_macro", "test"];

/// The names a list of items defines or imports that may start a path
/// (`name::..`); an import of a carried crate under its own name does not
/// count (it is that crate).
fn local_names<'i>(
    items: impl Iterator<Item = &'i Item>,
    crates: &BTreeMap<String, String>,
) -> HashSet<String> {
    let mut out = HashSet::new();
    for item in items {
        match item {
            Item::Mod(x) => {
                out.insert(x.ident.to_string());
            }
            Item::Struct(x) => {
                out.insert(x.ident.to_string());
            }
            Item::Enum(x) => {
                out.insert(x.ident.to_string());
            }
            Item::Union(x) => {
                out.insert(x.ident.to_string());
            }
            Item::Trait(x) => {
                out.insert(x.ident.to_string());
            }
            Item::TraitAlias(x) => {
                out.insert(x.ident.to_string());
            }
            Item::Type(x) => {
                out.insert(x.ident.to_string());
            }
            Item::ExternCrate(x)
                if !crates.contains_key(&x.ident.to_string()) && x.ident != "self" =>
            {
                let name = x.rename.as_ref().map_or(&x.ident, |r| &r.1);
                out.insert(name.to_string());
            }
            Item::Use(u) => {
                let mut leaves = Vec::new();
                use_bindings(&u.tree, Vec::new(), &mut leaves);
                for (path, name) in leaves {
                    let own_crate =
                        path.len() == 1 && path[0] == name && crates.contains_key(&name);
                    if !own_crate {
                        out.insert(name);
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// Each leaf of a `use` tree that binds a name: its path and the name.
fn use_bindings(tree: &UseTree, prefix: Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    match tree {
        UseTree::Path(p) => {
            let mut prefix = prefix;
            prefix.push(p.ident.to_string());
            use_bindings(&p.tree, prefix, out);
        }
        UseTree::Name(n) if n.ident == "self" => {
            if let Some(last) = prefix.last().cloned() {
                out.push((prefix, last));
            }
        }
        UseTree::Name(n) => {
            let mut path = prefix;
            path.push(n.ident.to_string());
            out.push((path, n.ident.to_string()));
        }
        UseTree::Rename(r) if r.rename != "_" => {
            let mut path = prefix;
            if r.ident != "self" {
                path.push(r.ident.to_string());
            }
            out.push((path, r.rename.to_string()));
        }
        UseTree::Group(g) => {
            for t in &g.items {
                use_bindings(t, prefix.clone(), out);
            }
        }
        _ => {}
    }
}

fn is_macro_rules(m: &syn::ItemMacro) -> bool {
    m.mac.path.is_ident("macro_rules") && m.ident.is_some()
}

impl Rewrite {
    pub(crate) fn new(names: BTreeMap<String, String>, own: Option<String>) -> Self {
        Rewrite {
            names,
            own,
            frames: Vec::new(),
            path: Vec::new(),
            nested_exports: Vec::new(),
            hoisted: Vec::new(),
            in_macro_rules: false,
            value_names: HashSet::new(),
            problems: Vec::new(),
        }
    }

    /// `extern crate x as y;` at the crate's root names a carried crate in
    /// every module, and `extern crate self as y;` the crate itself: the
    /// names they give are added.
    pub(crate) fn aliases(&mut self, items: &[Item]) {
        for item in items {
            if let Item::ExternCrate(e) = item {
                let Some((_, alias)) = &e.rename else {
                    continue;
                };
                if e.ident == "self" {
                    if let Some(own) = self.own.clone() {
                        self.names.insert(alias.to_string(), own);
                    }
                } else if let Some(module) = self.names.get(&e.ident.to_string()).cloned() {
                    self.names.insert(alias.to_string(), module);
                }
            }
        }
    }

    /// Whether the bundle's root module is where this pass is.
    fn at_bundle_root(&self) -> bool {
        self.own.is_none() && self.path.is_empty() && self.frames.len() <= 1
    }

    /// Whether `name` is a name of the code's own where the pass is, which
    /// shadows a crate of that name.
    fn is_local(&self, name: &str) -> bool {
        for (module, names) in self.frames.iter().rev() {
            if names.contains(name) {
                return true;
            }
            if *module {
                break;
            }
        }
        false
    }

    /// The module of the carried crate `name` names here, if it names one.
    fn carried(&self, name: &str) -> Option<&String> {
        if self.is_local(name) {
            return None;
        }
        self.names.get(name)
    }

    /// The `use` tree with its carried crate paths rewritten; `None` when
    /// the whole import goes.
    fn use_tree(&self, tree: UseTree, top: bool) -> Option<UseTree> {
        let crate_path = |rest: UseTree| {
            UseTree::Path(syn::UsePath {
                ident: ident("crate"),
                colon2_token: Default::default(),
                tree: Box::new(rest),
            })
        };
        match tree {
            UseTree::Path(mut p) => {
                if let (true, Some(module)) = (top, self.carried(&p.ident.to_string())) {
                    p.ident = ident(module);
                    Some(crate_path(UseTree::Path(p)))
                } else if top && p.ident == "crate" {
                    if let Some(own) = &self.own {
                        let rest = *p.tree;
                        let inner = UseTree::Path(syn::UsePath {
                            ident: ident(own),
                            colon2_token: Default::default(),
                            tree: Box::new(rest),
                        });
                        p.tree = Box::new(inner);
                    }
                    Some(UseTree::Path(p))
                } else {
                    Some(UseTree::Path(p))
                }
            }
            // `use cp_games;` at the bundle's root only named the crate,
            // which stands there; elsewhere it imports the crate's module.
            UseTree::Name(n) if top => match self.carried(&n.ident.to_string()) {
                Some(module) if n.ident == module && self.at_bundle_root() => None,
                Some(module) if n.ident == module => Some(crate_path(UseTree::Name(n))),
                Some(module) => Some(crate_path(UseTree::Rename(syn::UseRename {
                    ident: ident(module),
                    as_token: Default::default(),
                    rename: n.ident,
                }))),
                None => Some(UseTree::Name(n)),
            },
            UseTree::Rename(mut r) if top => match self.carried(&r.ident.to_string()) {
                Some(module) => {
                    r.ident = ident(module);
                    Some(crate_path(UseTree::Rename(r)))
                }
                None => Some(UseTree::Rename(r)),
            },
            UseTree::Group(mut g) if top => {
                let items = std::mem::take(&mut g.items);
                let mut kept = Punctuated::new();
                for t in items {
                    if let Some(t) = self.use_tree(t, true) {
                        kept.push(t);
                    }
                }
                if kept.is_empty() {
                    return None;
                }
                g.items = kept;
                Some(UseTree::Group(g))
            }
            other => Some(other),
        }
    }

    /// One list of items (a module's, or a block's, `module` telling
    /// which): imports and `extern crate` of carried crates rewritten or
    /// dropped, exported macros of a carried crate given paths.
    fn items(&mut self, items: &mut Vec<Item>, module: bool) {
        self.frames
            .push((module, local_names(items.iter(), &self.names)));
        let values = items
            .iter()
            .filter_map(|i| match i {
                Item::Fn(f) => Some(f.sig.ident.to_string()),
                Item::Const(c) => Some(c.ident.to_string()),
                Item::Static(s) => Some(s.ident.to_string()),
                _ => None,
            })
            .collect();
        let outer_values = std::mem::replace(&mut self.value_names, values);
        let old = std::mem::take(items);
        for item in old {
            match item {
                Item::Use(mut u) => {
                    // `pub(crate) use`, as any item's `pub(crate)`.
                    self.visit_visibility_mut(&mut u.vis);
                    let leading = u.leading_colon.is_some();
                    let tree = std::mem::replace(
                        &mut u.tree,
                        UseTree::Glob(syn::UseGlob {
                            star_token: Default::default(),
                        }),
                    );
                    let named = leading_name(&tree).is_some_and(|n| self.names.contains_key(&n));
                    if leading && !named {
                        u.tree = tree;
                        items.push(Item::Use(u));
                        continue;
                    }
                    if let Some(t) = self.use_tree(tree, true) {
                        if leading {
                            u.leading_colon = None;
                        }
                        u.tree = t;
                        items.push(Item::Use(u));
                    }
                }
                Item::ExternCrate(e) => {
                    let name = e.ident.to_string();
                    if self.own.is_some() && e.ident == "self" {
                        // Its name was taken by `aliases`.
                        continue;
                    }
                    if self.own.is_some()
                        && SYSROOT_CRATES.contains(&name.as_str())
                        && module
                        && self.path.is_empty()
                    {
                        // In the extern prelude of the whole bundle, as
                        // it was in the crate's.
                        let mut e = e;
                        e.attrs.retain(|a| !a.path().is_ident("macro_use"));
                        e.vis = syn::Visibility::Inherited;
                        if e.rename.is_none() {
                            self.hoisted.push(Item::ExternCrate(e));
                            continue;
                        }
                        items.push(Item::ExternCrate(e));
                        continue;
                    }
                    let Some(module) = self.names.get(&name).cloned() else {
                        items.push(Item::ExternCrate(e));
                        continue;
                    };
                    if e.attrs.iter().any(|a| a.path().is_ident("macro_use")) {
                        self.problems.push(format!(
                            "{}: `#[macro_use] extern crate {name};` puts the crate's macros in every module, which a bundle cannot do: import each macro by its path instead (`use {name}::NAME;`)",
                            e.ident.span().start().line
                        ));
                    }
                    // `extern crate x;` only named the crate, and every path
                    // through it is rewritten; so does a renaming one at a
                    // crate's root, which names it in every module.
                    let bound = e.rename.as_ref().map_or(&e.ident, |r| &r.1).to_string();
                    if self.path.is_empty() && module_frame_only(&self.frames) || bound == module {
                        continue;
                    }
                    let tree = format!("crate::{module} as {bound}");
                    let vis = &e.vis;
                    let attrs = &e.attrs;
                    let tree: UseTree = syn::parse_str(&tree).expect("a use tree");
                    items.push(syn::parse_quote!(#(#attrs)* #vis use #tree;));
                }
                Item::Macro(mut m) if is_macro_rules(&m) && self.own.is_some() && module => {
                    let exported = m
                        .attrs
                        .iter()
                        .position(|a| a.path().is_ident("macro_export"));
                    let Some(at) = exported else {
                        self.visit_item_macro_mut(&mut m);
                        items.push(Item::Macro(m));
                        continue;
                    };
                    let attr = m.attrs.remove(at);
                    let local_inner = attr
                        .parse_args::<syn::Ident>()
                        .is_ok_and(|a| a == "local_inner_macros");
                    self.visit_item_macro_mut(&mut m);
                    if local_inner {
                        let own = self.own.clone().expect("a carried crate");
                        m.mac.tokens = local_inner_macros(std::mem::take(&mut m.mac.tokens), &own);
                    }
                    let name = m.ident.clone().expect("macro_rules! has a name");
                    items.push(Item::Macro(m));
                    // A `use` of it where an item of another kind has its
                    // name would clash with that item.
                    let clash = self
                        .frames
                        .last()
                        .is_some_and(|(_, n)| n.contains(&name.to_string()))
                        || self.value_names.contains(&name.to_string());
                    if !STD_MACROS.contains(&name.to_string().as_str()) && !clash {
                        items.push(syn::parse_quote!(pub(crate) use #name;));
                        if !self.path.is_empty() {
                            let mut path = self.path.clone();
                            path.push(name.to_string());
                            self.nested_exports.push(path);
                        }
                    }
                }
                mut other => {
                    self.visit_item_mut(&mut other);
                    items.push(other);
                }
            }
        }
        if module && self.path.is_empty() && self.own.is_some() {
            for path in std::mem::take(&mut self.nested_exports) {
                let path: syn::Path =
                    syn::parse_str(&format!("self::{}", path.join("::"))).expect("a path of names");
                items.push(syn::parse_quote!(pub(crate) use #path;));
            }
        }
        self.value_names = outer_values;
        self.frames.pop();
    }

    /// A macro's tokens with carried crate paths rewritten.
    pub(crate) fn tokens(&self, tokens: TokenStream) -> TokenStream {
        use TokenTree as T;
        let trees: Vec<T> = tokens.into_iter().collect();
        let mut out: Vec<T> = Vec::with_capacity(trees.len());
        let ends_with_colons = |out: &[T]| out.len() >= 2 && colons_at(out, out.len() - 2);
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                T::Group(g) => out.push(regroup(g, self.tokens(g.stream()))),
                T::Ident(id) if colons_at(&trees, i + 1) => {
                    let name = id.to_string();
                    let prev_dollar = matches!(out.last(), Some(T::Punct(p)) if p.as_char() == '$');
                    let prev_dot = matches!(out.last(), Some(T::Punct(p)) if p.as_char() == '.');
                    // A leading `::` (not `a::` before it) goes with a
                    // crate's name.
                    let leading = ends_with_colons(&out)
                        && match out.len().checked_sub(3).map(|k| &out[k]) {
                            Some(T::Ident(w)) => is_keyword(&w.to_string()),
                            Some(T::Punct(p)) => p.as_char() != '>',
                            _ => true,
                        };
                    // A plain `crate::` in a `macro_rules!` body was
                    // settled by the macro pass.
                    let settled = self.in_macro_rules && !prev_dollar;
                    if name == "crate" && (prev_dollar || !ends_with_colons(&out)) && !settled {
                        out.push(trees[i].clone());
                        if let Some(own) = &self.own {
                            out.extend(colons());
                            out.push(T::Ident(ident(own)));
                        }
                    } else if let Some(module) = self
                        .names
                        .get(&name)
                        .filter(|_| leading || !self.is_local(&name))
                        .filter(|_| {
                            !prev_dollar && !prev_dot && (leading || !ends_with_colons(&out))
                        })
                    {
                        if leading {
                            out.truncate(out.len() - 2);
                        }
                        out.push(T::Ident(ident("crate")));
                        out.extend(colons());
                        out.push(T::Ident(ident(module)));
                    } else {
                        out.push(trees[i].clone());
                    }
                }
                t => out.push(t.clone()),
            }
            i += 1;
        }
        out.into_iter().collect()
    }
}

/// Whether the pass is at a crate's root module (and not in a block there).
fn module_frame_only(frames: &[(bool, HashSet<String>)]) -> bool {
    frames.len() == 1
}

/// The body of a `#[macro_export(local_inner_macros)]` macro, with each
/// macro it calls by a bare name called through its crate (`$crate::m::
/// name!`), as the attribute asked.
fn local_inner_macros(tokens: TokenStream, own: &str) -> TokenStream {
    use TokenTree as T;
    let trees: Vec<T> = tokens.into_iter().collect();
    let mut out: Vec<T> = Vec::with_capacity(trees.len());
    for (i, t) in trees.iter().enumerate() {
        match t {
            T::Group(g) => out.push(regroup(g, local_inner_macros(g.stream(), own))),
            T::Ident(id)
                if matches!(trees.get(i + 1), Some(T::Punct(p)) if p.as_char() == '!')
                    && !(i >= 1
                        && matches!(&trees[i - 1], T::Punct(p) if matches!(p.as_char(), ':' | '$')))
                    && id != "macro_rules" =>
            {
                out.push(T::Punct(Punct::new('$', Spacing::Alone)));
                out.push(T::Ident(ident("crate")));
                out.extend(colons());
                out.push(T::Ident(ident(own)));
                out.extend(colons());
                out.push(t.clone());
            }
            _ => out.push(t.clone()),
        }
    }
    out.into_iter().collect()
}

/// The first name of a `use` tree, if it starts with one.
fn leading_name(tree: &UseTree) -> Option<String> {
    match tree {
        UseTree::Path(p) => Some(p.ident.to_string()),
        UseTree::Name(n) => Some(n.ident.to_string()),
        UseTree::Rename(r) => Some(r.ident.to_string()),
        _ => None,
    }
}

fn is_keyword(w: &str) -> bool {
    matches!(
        w,
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
            | "as"
            | "where"
            | "impl"
            | "dyn"
            | "const"
            | "static"
            | "type"
            | "fn"
            | "struct"
            | "enum"
    )
}

impl VisitMut for Rewrite {
    fn visit_file_mut(&mut self, f: &mut syn::File) {
        self.items(&mut f.items, true);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            self.path.push(m.ident.to_string());
            let frames = std::mem::take(&mut self.frames);
            // A module sees none of the names around it, but it keeps its
            // place below the crate's root.
            self.frames.push((true, HashSet::new()));
            self.items(items, true);
            self.frames = frames;
            self.path.pop();
        }
    }

    fn visit_block_mut(&mut self, b: &mut syn::Block) {
        // Items in a block are rewritten as a module's are, as a scope of
        // their own (not at a crate's root: `use cp_games;` there is a
        // real import).
        let items: Vec<&Item> = b
            .stmts
            .iter()
            .filter_map(|s| match s {
                syn::Stmt::Item(i) => Some(i),
                _ => None,
            })
            .collect();
        let names = local_names(items.into_iter(), &self.names);
        self.frames.push((false, names));
        let mut stmts = Vec::with_capacity(b.stmts.len());
        for s in std::mem::take(&mut b.stmts) {
            match s {
                syn::Stmt::Item(item @ (Item::Use(_) | Item::ExternCrate(_))) => {
                    let mut one = vec![item];
                    self.items(&mut one, false);
                    stmts.extend(one.into_iter().map(syn::Stmt::Item));
                }
                mut s => {
                    self.visit_stmt_mut(&mut s);
                    stmts.push(s);
                }
            }
        }
        b.stmts = stmts;
        self.frames.pop();
    }

    fn visit_path_mut(&mut self, p: &mut syn::Path) {
        if let Some(first) = p.segments.first() {
            let name = first.ident.to_string();
            let long = p.segments.len() >= 2;
            let leading = p.leading_colon.is_some();
            let module = self
                .names
                .get(&name)
                .filter(|_| leading || long && !self.is_local(&name))
                .cloned();
            if let Some(module) = module {
                p.leading_colon = None;
                p.segments[0].ident = ident(&module);
                p.segments.insert(0, syn::PathSegment::from(ident("crate")));
            } else if name == "crate" && long && !leading {
                if let Some(own) = &self.own {
                    p.segments.insert(1, syn::PathSegment::from(ident(own)));
                }
            }
        }
        visit_mut::visit_path_mut(self, p);
    }

    fn visit_vis_restricted_mut(&mut self, v: &mut syn::VisRestricted) {
        if let Some(own) = &self.own {
            if v.path.is_ident("crate") {
                // What the crate kept to itself stays its own.
                v.in_token = Some(Default::default());
                *v.path = syn::parse_str(&format!("crate::{own}")).expect("a path");
                return;
            }
        }
        visit_mut::visit_vis_restricted_mut(self, v);
    }

    fn visit_item_macro_mut(&mut self, m: &mut syn::ItemMacro) {
        let outer = self.in_macro_rules;
        self.in_macro_rules = is_macro_rules(m);
        visit_mut::visit_item_macro_mut(self, m);
        self.in_macro_rules = outer;
    }

    fn visit_macro_mut(&mut self, m: &mut syn::Macro) {
        self.visit_path_mut(&mut m.path);
        m.tokens = self.tokens(std::mem::take(&mut m.tokens));
    }

    fn visit_attribute_mut(&mut self, _: &mut syn::Attribute) {}
}

#[cfg(test)]
mod tests {
    use crate::testing::{bundle, check, lib, try_bundle, Lib};

    /// Class 4: a module of the code's own named like a carried crate is
    /// that module, in a binary's submodule, a function and a library.
    #[test]
    fn a_local_module_named_like_a_crate_is_not_the_crate() {
        let b = bundle(
            "mod sub { mod math { pub fn f() -> u32 { 2 } } pub fn g() -> u32 { math::f() } }
             fn h() -> u32 { mod math { pub fn f() -> u32 { 3 } } math::f() }
             fn main() { println!(\"{} {} {}\", sub::g(), h(), math::f()); }",
            &[lib("math", "pub fn f() -> u32 { 1 }")],
        );
        check(
            &b,
            &[
                "pub fn g() -> u32 { math::f() }",
                "fn h() -> u32 { mod math { pub fn f() -> u32 { 3 } } math::f() }",
                "crate::math::f()",
            ],
            &["crate::math::f() }"],
        );
        let b = bundle(
            "fn main() { println!(\"{}\", a::x()); }",
            &[
                lib(
                    "a",
                    "mod b { pub fn f() -> u32 { 2 } } pub fn x() -> u32 { b::f() }",
                ),
                lib("b", "pub fn f() -> u32 { 1 }"),
            ],
        );
        check(&b, &["pub fn x() -> u32 { b::f() }"], &["crate::b::f"]);
    }

    /// Class 5: what a carried crate kept to itself stays its own, so that
    /// it cannot win over a public trait method for the binary.
    #[test]
    fn pub_crate_in_a_library_is_the_library_s() {
        let b = bundle(
            "use lib::{S, Size}; fn main() { println!(\"{}\", S.size()); }",
            &[lib(
                "lib",
                "pub struct S; impl S { pub(crate) fn size(&self) -> u32 { one() } }
                 pub trait Size { fn size(&self) -> u32; } impl Size for S { fn size(&self) -> u32 { 2 } }
                 pub(in crate::inner) struct Q; pub mod inner {}
                 mod part { pub(crate) fn one() -> u32 { 1 } } pub(crate) use part::one;",
            )],
        );
        check(
            &b,
            &[
                "pub(in crate::lib) fn size(&self)",
                "impl Size for S",
                "pub(in crate::lib) use part::one;",
            ],
            &["pub(crate)"],
        );
    }

    /// Class 6: a plain `crate::` in a macro body names the crate that
    /// expands it.
    #[test]
    fn crate_in_a_macro_body_names_the_calling_crate() {
        let lib_text = "#[macro_export] macro_rules! call { () => { crate::solve() } } pub fn solve() -> u32 { 1 }";
        let b = bundle(
            "fn solve() -> u32 { 7 } fn main() { println!(\"{}\", lib::call!()); }",
            &[lib("lib", lib_text)],
        );
        check(
            &b,
            &["() => { crate::solve() }", "crate::lib::call!()"],
            &["crate::lib::solve"],
        );
        // Called by its own crate alone: its own.
        let b = bundle(
            "fn main() { println!(\"{}\", lib::twice()); }",
            &[lib(
                "lib",
                &format!("{lib_text} pub fn twice() -> u32 {{ 2 * call!() }}"),
            )],
        );
        check(&b, &["() => { crate::lib::solve() }"], &[]);
        // By both: no one crate it means.
        let e = try_bundle(
            "fn solve() -> u32 { 7 } fn main() { println!(\"{} {}\", lib::call!(), lib::twice()); }",
            &[lib("lib", &format!("{lib_text} pub fn twice() -> u32 {{ 2 * call!() }}"))],
        )
        .unwrap_err();
        assert!(
            e.contains("the macro `call` writes `crate::`, which depends on the crate that calls it, and the crates that call it (user and lib) differ in it"),
            "{e}"
        );
    }

    /// Class 7: a library's exported macro named like std's stays in its
    /// module, where it cannot shadow std's for the binary; and exported
    /// macros are reached by their crate's paths and through globs.
    #[test]
    fn exported_macros_stay_in_their_crate() {
        let b = bundle(
            "fn main() { let x: i32 = dbg!(5); println!(\"{x}\"); }",
            &[lib(
                "lib",
                "#[macro_export] macro_rules! dbg { ($e:expr) => { 99 } }",
            )],
        );
        check(&b, &["dbg!(5)"], &["use dbg", "#[macro_export]"]);
        let module = b.find("pub mod lib {").expect("the library's module");
        assert!(
            b.find("macro_rules! dbg").map_or(true, |at| at > module),
            "{b}"
        );
        // Through a glob in a submodule of the binary, and by a path.
        let b = bundle(
            "mod sub { use lib::*; pub fn f() -> u32 { twice!(3) + lib::inner_call() } }
             fn main() { println!(\"{}\", sub::f() + lib::twice!(1)); }",
            &[lib(
                "lib",
                "#[macro_export] macro_rules! twice { ($e:expr) => { 2 * $e } }
                 pub fn inner_call() -> u32 { twice!(1) }",
            )],
        );
        check(
            &b,
            &[
                "macro_rules! twice",
                "pub(crate) use twice;",
                "use crate::lib::*;",
                "crate::lib::twice!(1)",
            ],
            &["#[macro_export]"],
        );
        // Two libraries exporting one name: each in its own module.
        let b = bundle(
            "fn main() { println!(\"{} {}\", a::m!(), b::m!()); }",
            &[
                lib("a", "#[macro_export] macro_rules! m { () => { 1 } }"),
                lib("b", "#[macro_export] macro_rules! m { () => { 2 } }"),
            ],
        );
        check(&b, &["crate::a::m!()", "crate::b::m!()"], &[]);
        // Defined in a submodule: reached from the crate's root too.
        let b = bundle(
            "fn main() { println!(\"{}\", lib::m!()); }",
            &[lib(
                "lib",
                "#[macro_use] mod macros { #[macro_export] macro_rules! m { () => { 1 } } }",
            )],
        );
        check(
            &b,
            &["pub(crate) use self::macros::m;", "pub(crate) use m;"],
            &[],
        );
    }

    /// Class 8: conditions inside a macro call's tokens are the calling
    /// crate's, and `cfg!` in a macro body the expanding crate's.
    #[test]
    fn conditions_in_macros_are_settled_for_their_crate() {
        let b = bundle(
            "fn main() { println!(\"{:?} {}\", lib::v(), lib::fx!()); }",
            &[Lib {
                name: "lib",
                text: "pub fn v() -> Vec<u32> { vec![#[cfg(feature = \"x\")] 10, 20] }
                       #[macro_export] macro_rules! fx { () => { cfg!(feature = \"x\") } }",
                features: &["x"],
            }],
        );
        check(
            &b,
            &["vec![#[cfg(all())] 10, 20]", "() => { false }"],
            &["feature"],
        );
    }

    /// Class 9: `env!` in a macro body gives the calling crate's values;
    /// `module_path!()` outside macros is the crate's own path.
    #[test]
    fn compile_time_values_in_macros_are_the_calling_crate_s() {
        let b = bundle(
            "fn main() { println!(\"{}\", lib::name!()); }",
            &[lib(
                "lib",
                "#[macro_export] macro_rules! name { () => { env!(\"CARGO_PKG_NAME\") } }",
            )],
        );
        check(&b, &["() => { \"user\" }"], &["env!"]);
        let e = try_bundle(
            "fn main() { println!(\"{}\", lib::here!()); }",
            &[lib(
                "lib",
                "#[macro_export] macro_rules! here { () => { module_path!() } }",
            )],
        )
        .unwrap_err();
        assert!(
            e.contains("`module_path!()`, which names the module the macro is expanded in"),
            "{e}"
        );
    }

    /// Re-exports of a carried crate, and a crate naming itself.
    #[test]
    fn a_library_re_exports_a_crate_and_names_itself() {
        let b = bundle(
            "fn main() { println!(\"{} {}\", lib::acl::f(), lib::g()); }",
            &[
                lib("lib", "extern crate self as me; pub use acl; pub fn g() -> u32 { me::h() } fn h() -> u32 { 2 }"),
                lib("acl", "pub fn f() -> u32 { 1 }"),
            ],
        );
        check(
            &b,
            &["pub use crate::acl;", "crate::lib::h()", "pub mod acl"],
            &["extern crate self"],
        );
        // The binary's own `extern crate self as x;` means the bundle's root.
        let b = bundle(
            "extern crate self as me; fn one() -> u32 { 1 } fn main() { println!(\"{}\", me::one()); }",
            &[],
        );
        check(&b, &["extern crate self as me;", "me::one()"], &[]);
    }

    /// `#[macro_use] extern crate` puts a crate's macros in every module,
    /// which a bundle cannot do: refused with what to write instead.
    #[test]
    fn macro_use_extern_crate_is_refused() {
        let e = try_bundle(
            "#[macro_use]\nextern crate lib;\nfn main() { twice!(1); }",
            &[lib(
                "lib",
                "#[macro_export] macro_rules! twice { ($e:expr) => { 2 * $e } }",
            )],
        )
        .unwrap_err();
        assert_eq!(
            e,
            "src/main.rs:2: `#[macro_use] extern crate lib;` puts the crate's macros in every module, which a bundle cannot do: import each macro by its path instead (`use lib::NAME;`)"
        );
    }
}
