//! Paths as they resolve inside the bundle.
//!
//! The binary is the bundle's crate root, and each carried crate a module
//! of it, named as its library: `mod cp_games { .. }`. So in every crate a
//! path that starts with a carried crate's name (`cp_games::grid::Grid`,
//! `::cp_games::..`, or a name `extern crate .. as` gave it) becomes
//! `crate::cp_games::..`, which resolves from any module; in a carried
//! crate `crate::x` becomes `crate::cp_games::x` and `$crate::x` in its
//! macros `$crate::cp_games::x`. `use cp_games;` at the top of the binary
//! goes (the module stands there already), and so does `extern crate`;
//! elsewhere they become `use crate::cp_games;`. A `#[macro_export]`
//! macro sits at the bundle's root, as it sat at its crate's root.

use crate::tokens::{colons, colons_at, regroup};
use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{Item, UseTree};

pub(crate) struct Rewrite<'a> {
    /// Names this crate's code gives carried crates, with their modules.
    pub names: BTreeMap<String, String>,
    /// This crate's own module, for a carried crate (`None` for the
    /// binary).
    pub own: Option<String>,
    /// `#[macro_export]` macros, by the module of their crate.
    pub exported: &'a BTreeMap<String, BTreeSet<String>>,
    /// How deep in modules the pass is (0: the crate's root).
    depth: usize,
}

fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

impl<'a> Rewrite<'a> {
    pub(crate) fn new(
        names: BTreeMap<String, String>,
        own: Option<String>,
        exported: &'a BTreeMap<String, BTreeSet<String>>,
    ) -> Self {
        Rewrite {
            names,
            own,
            exported,
            depth: 0,
        }
    }

    /// `extern crate x as y;` at the crate's root names a carried crate in
    /// every module; the names it gives are added.
    pub(crate) fn aliases(&mut self, items: &[Item]) {
        for item in items {
            if let Item::ExternCrate(e) = item {
                if let (Some((_, alias)), Some(module)) =
                    (&e.rename, self.names.get(&e.ident.to_string()).cloned())
                {
                    self.names.insert(alias.to_string(), module);
                }
            }
        }
    }

    /// Whether the bundle's root module is where this pass is.
    fn at_bundle_root(&self) -> bool {
        self.own.is_none() && self.depth == 0
    }

    /// `crate::m` for a macro `m` exported by crate module `module`, in a
    /// macro path `crate::module::m`.
    fn unexport(&self, p: &mut syn::Path) {
        if p.segments.len() == 3 && p.segments[0].ident == "crate" {
            let module = p.segments[1].ident.to_string();
            let name = p.segments[2].ident.to_string();
            if self
                .exported
                .get(&module)
                .is_some_and(|m| m.contains(&name))
            {
                let last = p.segments.pop().expect("three segments").into_value();
                p.segments.pop();
                p.segments.push(last);
            }
        }
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
                if let (true, Some(module)) = (top, self.names.get(&p.ident.to_string())) {
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
            // `use cp_games;` only named the crate, and every path through
            // it is rewritten.
            UseTree::Name(n) if top => match self.names.get(&n.ident.to_string()) {
                Some(module) if n.ident == module => None,
                Some(module) => Some(crate_path(UseTree::Rename(syn::UseRename {
                    ident: ident(module),
                    as_token: Default::default(),
                    rename: n.ident,
                }))),
                None => Some(UseTree::Name(n)),
            },
            UseTree::Rename(mut r) if top => match self.names.get(&r.ident.to_string()) {
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

    /// `use crate::m::x` for an exported macro `x` of crate module `m`
    /// becomes `use crate::x`; whether it did, with no renaming.
    fn unexport_use(&self, tree: &mut UseTree) -> bool {
        if let UseTree::Path(p) = tree {
            if p.ident == "crate" {
                if let UseTree::Path(q) = &*p.tree {
                    let module = q.ident.to_string();
                    let name = match &*q.tree {
                        UseTree::Name(n) => Some(n.ident.to_string()),
                        UseTree::Rename(r) => Some(r.ident.to_string()),
                        _ => None,
                    };
                    if let Some(name) = name {
                        if self
                            .exported
                            .get(&module)
                            .is_some_and(|m| m.contains(&name))
                        {
                            let plain = matches!(&*q.tree, UseTree::Name(_));
                            let inner = q.tree.clone();
                            p.tree = inner;
                            return plain;
                        }
                    }
                }
            }
        }
        false
    }

    /// One list of items (a module's, or a block's): imports and
    /// `extern crate` of carried crates rewritten or dropped.
    fn items(&mut self, items: &mut Vec<Item>) {
        let old = std::mem::take(items);
        for item in old {
            match item {
                Item::Use(mut u) => {
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
                    if let Some(mut t) = self.use_tree(tree, true) {
                        if leading {
                            u.leading_colon = None;
                        }
                        if self.unexport_use(&mut t) && self.at_bundle_root() {
                            // The macro stands at the bundle's root already.
                            continue;
                        }
                        u.tree = t;
                        items.push(Item::Use(u));
                    }
                }
                Item::ExternCrate(e) => {
                    let Some(module) = self.names.get(&e.ident.to_string()).cloned() else {
                        items.push(Item::ExternCrate(e));
                        continue;
                    };
                    // `extern crate x;` only named the crate, and every path
                    // through it is rewritten; so does a renaming one at a
                    // crate's root, which names it in every module.
                    let name = e.rename.as_ref().map_or(&e.ident, |r| &r.1).to_string();
                    if self.depth == 0 || name == module {
                        continue;
                    }
                    let tree = format!("crate::{module} as {name}");
                    let vis = &e.vis;
                    let attrs = &e.attrs;
                    let tree: UseTree = syn::parse_str(&tree).expect("a use tree");
                    items.push(syn::parse_quote!(#(#attrs)* #vis use #tree;));
                }
                mut other => {
                    self.visit_item_mut(&mut other);
                    items.push(other);
                }
            }
        }
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
                    let next = match trees.get(i + 3) {
                        Some(T::Ident(n)) => Some(n.to_string()),
                        _ => None,
                    };
                    if name == "crate" && (prev_dollar || !ends_with_colons(&out)) {
                        out.push(trees[i].clone());
                        if let Some(own) = &self.own {
                            let exported = next.as_ref().is_some_and(|n| {
                                self.exported.get(own).is_some_and(|m| m.contains(n))
                            });
                            if !exported {
                                out.extend(colons());
                                out.push(T::Ident(ident(own)));
                            }
                        }
                    } else if let Some(module) = self.names.get(&name).filter(|_| {
                        !prev_dollar && !prev_dot && (leading || !ends_with_colons(&out))
                    }) {
                        if leading {
                            out.truncate(out.len() - 2);
                        }
                        out.push(T::Ident(ident("crate")));
                        let exported = next.as_ref().is_some_and(|n| {
                            self.exported.get(module).is_some_and(|m| m.contains(n))
                        });
                        if !exported {
                            out.extend(colons());
                            out.push(T::Ident(ident(module)));
                        }
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

impl VisitMut for Rewrite<'_> {
    fn visit_file_mut(&mut self, f: &mut syn::File) {
        self.items(&mut f.items);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            self.depth += 1;
            self.items(items);
            self.depth -= 1;
        }
    }

    fn visit_block_mut(&mut self, b: &mut syn::Block) {
        // Items in a block are rewritten as a module's are (not at a
        // crate's root: `use cp_games;` there is a real import).
        let depth = self.depth;
        self.depth = depth.max(1);
        let mut stmts = Vec::with_capacity(b.stmts.len());
        for s in std::mem::take(&mut b.stmts) {
            match s {
                syn::Stmt::Item(item @ (Item::Use(_) | Item::ExternCrate(_))) => {
                    let mut one = vec![item];
                    self.items(&mut one);
                    stmts.extend(one.into_iter().map(syn::Stmt::Item));
                }
                mut s => {
                    self.visit_stmt_mut(&mut s);
                    stmts.push(s);
                }
            }
        }
        b.stmts = stmts;
        self.depth = depth;
    }

    fn visit_path_mut(&mut self, p: &mut syn::Path) {
        if let Some(first) = p.segments.first() {
            let name = first.ident.to_string();
            let long = p.segments.len() >= 2;
            if let Some(module) = self
                .names
                .get(&name)
                .filter(|_| long || p.leading_colon.is_some())
            {
                p.leading_colon = None;
                p.segments[0].ident = ident(module);
                p.segments.insert(0, syn::PathSegment::from(ident("crate")));
            } else if name == "crate" && long && p.leading_colon.is_none() {
                if let Some(own) = &self.own {
                    p.segments.insert(1, syn::PathSegment::from(ident(own)));
                }
            }
        }
        visit_mut::visit_path_mut(self, p);
    }

    fn visit_macro_mut(&mut self, m: &mut syn::Macro) {
        self.visit_path_mut(&mut m.path);
        self.unexport(&mut m.path);
        m.tokens = self.tokens(std::mem::take(&mut m.tokens));
    }

    fn visit_attribute_mut(&mut self, _: &mut syn::Attribute) {}
}

/// The names of the `#[macro_export]` macros of a crate's tree.
pub(crate) fn exported_macros(items: &[Item], out: &mut BTreeSet<String>) {
    for item in items {
        match item {
            Item::Macro(m) if m.attrs.iter().any(|a| a.path().is_ident("macro_export")) => {
                if let Some(id) = &m.ident {
                    out.insert(id.to_string());
                }
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    exported_macros(inner, out);
                }
            }
            _ => {}
        }
    }
}
