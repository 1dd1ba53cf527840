//! Drops what the binary never reaches.
//!
//! Everything in the binary's own modules stays. From there, names are
//! followed as the compiler resolves them: a path (`crate::cp_games::grid::
//! Grid::new`, `super::mex`, a name a `use` brought in, a glob) leads to the
//! items it names, module by module, through imports and re-exports; an
//! item reached brings what its own code names. What cannot be resolved
//! without types (a method call `x.f()`, `T::f()` on a type parameter)
//! keeps every inherent method of that name on the types that stay. A
//! trait stays whole, and a trait `impl` stays when every type and trait of
//! this bundle in its header stays. An import stays when something went
//! through it, or when it may be needed for methods alone: a trait of the
//! bundle, `as _`, and imports of std (or of a crate the judge has) in a
//! module that stays. A module stays when something in it stays.
//!
//! So it may keep a little too much (an inherent method whose name some
//! other type's method shares), never too little as far as names go; the
//! bundle is compiled before it is printed in any case.

use crate::load::marker_of;
use crate::tokens::colons_at;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use syn::visit::{self, Visit};
use syn::{ImplItem, Item, UseTree};

type ModId = usize;
type Slot = usize;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Res {
    Slot(Slot),
    Module(ModId),
}

struct Module {
    parent: Option<ModId>,
    /// The binary's own code: all of it stays.
    root: bool,
    /// The source file it is in.
    file: usize,
    defs: HashMap<String, Vec<Res>>,
    /// Import leaves by the name they bind.
    imports: HashMap<String, Vec<Slot>>,
    globs: Vec<Slot>,
}

#[derive(Clone)]
enum Kind<'a> {
    Item(&'a Item),
    Mod,
    Use,
    Leaf {
        path: Vec<String>,
        glob: bool,
        underscore: bool,
    },
    Impl(&'a syn::ItemImpl),
    Assoc {
        item: &'a ImplItem,
        owner: Slot,
    },
}

struct SlotInfo<'a> {
    module: ModId,
    kind: Kind<'a>,
}

/// What a kept item's code names.
#[derive(Default)]
struct Refs {
    paths: Vec<Vec<String>>,
    methods: Vec<String>,
    macros: Vec<String>,
    idents: Vec<String>,
}

impl Refs {
    fn path(&mut self, p: &syn::Path) {
        let mut segs: Vec<String> = Vec::with_capacity(p.segments.len() + 1);
        if p.leading_colon.is_some() {
            segs.push("::".into());
        }
        segs.extend(p.segments.iter().map(|s| s.ident.to_string()));
        self.paths.push(segs);
    }

    /// Paths, names and method names in a macro's tokens, which the parser
    /// does not see into.
    fn tokens(&mut self, tokens: proc_macro2::TokenStream) {
        use proc_macro2::TokenTree as T;
        let trees: Vec<T> = tokens.into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                T::Group(g) => self.tokens(g.stream()),
                T::Literal(l) => self.format_names(&l.to_string()),
                T::Ident(id) => {
                    let after =
                        |c: char| i > 0 && matches!(&trees[i - 1], T::Punct(p) if p.as_char() == c);
                    let bang = matches!(trees.get(i + 1), Some(T::Punct(p)) if p.as_char() == '!');
                    if after('.') {
                        self.methods.push(id.to_string());
                    } else if bang && !after(':') {
                        // A macro called inside another's arguments.
                        self.macros.push(id.to_string());
                    } else if !(i >= 2 && colons_at(&trees, i - 2)) {
                        // The start of a path: `a`, `a::b::c`, `$crate::x`.
                        let mut segs = vec![id.to_string()];
                        let mut j = i + 1;
                        while colons_at(&trees, j) {
                            match trees.get(j + 2) {
                                Some(T::Ident(next)) => {
                                    segs.push(next.to_string());
                                    j += 3;
                                }
                                _ => break,
                            }
                        }
                        if matches!(trees.get(j), Some(T::Punct(p)) if p.as_char() == '!') {
                            // A macro called by its path inside another's
                            // arguments.
                            self.macros.push(segs[segs.len() - 1].clone());
                        }
                        if segs.len() > 1 {
                            self.methods.push(segs[segs.len() - 1].clone());
                            self.paths.push(segs);
                        } else {
                            self.idents.push(segs.pop().expect("one segment"));
                        }
                        i = j;
                        continue;
                    }
                }
                T::Punct(_) => {}
            }
            i += 1;
        }
    }

    /// `{name}` and `{name:..}` in a string literal: format arguments
    /// captured by name.
    fn format_names(&mut self, lit: &str) {
        if !lit.contains('"') {
            return;
        }
        let b = lit.as_bytes();
        for (i, _) in lit.match_indices('{') {
            let rest = &b[i + 1..];
            let n = rest
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
                .count();
            if n > 0 && !rest[0].is_ascii_digit() && matches!(rest.get(n), Some(b'}' | b':')) {
                self.idents.push(lit[i + 1..i + 1 + n].to_string());
            }
        }
    }
}

impl<'ast> Visit<'ast> for Refs {
    fn visit_path(&mut self, p: &'ast syn::Path) {
        self.path(p);
        visit::visit_path(self, p);
    }

    /// A lone name in a pattern may be a constant, a unit struct or a
    /// variant in scope (`WALL => ..`): left out, it would turn into a
    /// binding that matches anything, so it is followed like a path.
    fn visit_pat_ident(&mut self, p: &'ast syn::PatIdent) {
        if p.by_ref.is_none() && p.mutability.is_none() && p.subpat.is_none() {
            self.idents.push(p.ident.to_string());
        }
        visit::visit_pat_ident(self, p);
    }

    fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
        self.methods.push(m.method.to_string());
        visit::visit_expr_method_call(self, m);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        if let Some(last) = m.path.segments.last() {
            self.macros.push(last.ident.to_string());
        }
        if m.path.segments.len() > 1 {
            self.path(&m.path);
        }
        self.tokens(m.tokens.clone());
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        let mut leaves = Vec::new();
        let start = if u.leading_colon.is_some() {
            vec!["::".to_string()]
        } else {
            Vec::new()
        };
        use_leaves(&u.tree, start, &mut leaves);
        self.paths.extend(leaves.into_iter().map(|(p, _, _)| p));
    }

    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}
}

/// The leaves of a `use` tree: each one's full path, whether it is a glob,
/// and whether it is renamed `_`.
fn use_leaves(tree: &UseTree, prefix: Vec<String>, out: &mut Vec<(Vec<String>, bool, bool)>) {
    match tree {
        UseTree::Path(p) => {
            let mut prefix = prefix;
            prefix.push(p.ident.to_string());
            use_leaves(&p.tree, prefix, out);
        }
        UseTree::Name(n) => {
            let mut path = prefix;
            if n.ident != "self" {
                path.push(n.ident.to_string());
            }
            out.push((path, false, false));
        }
        UseTree::Rename(r) => {
            let mut path = prefix;
            if r.ident != "self" {
                path.push(r.ident.to_string());
            }
            out.push((path, false, r.rename == "_"));
        }
        UseTree::Glob(_) => out.push((prefix, true, false)),
        UseTree::Group(g) => {
            for t in &g.items {
                use_leaves(t, prefix.clone(), out);
            }
        }
    }
}

/// The name a `use` leaf binds, if any.
fn bound_name(tree: &UseTree, parent: Option<&str>) -> Option<String> {
    match tree {
        UseTree::Name(n) if n.ident == "self" => parent.map(str::to_string),
        UseTree::Name(n) => Some(n.ident.to_string()),
        UseTree::Rename(r) if r.rename == "_" => None,
        UseTree::Rename(r) => Some(r.rename.to_string()),
        _ => None,
    }
}

fn item_name(item: &Item) -> Option<String> {
    Some(match item {
        Item::Const(x) => x.ident.to_string(),
        Item::Enum(x) => x.ident.to_string(),
        Item::ExternCrate(x) => x.rename.as_ref().map_or(&x.ident, |r| &r.1).to_string(),
        Item::Fn(x) => x.sig.ident.to_string(),
        Item::Macro(x) => x.ident.as_ref()?.to_string(),
        Item::Mod(x) => x.ident.to_string(),
        Item::Static(x) => x.ident.to_string(),
        Item::Struct(x) => x.ident.to_string(),
        Item::Trait(x) => x.ident.to_string(),
        Item::TraitAlias(x) => x.ident.to_string(),
        Item::Type(x) => x.ident.to_string(),
        Item::Union(x) => x.ident.to_string(),
        _ => return None,
    })
    .filter(|n| n != "_")
}

fn assoc_name(item: &ImplItem) -> Option<String> {
    Some(match item {
        ImplItem::Const(x) => x.ident.to_string(),
        ImplItem::Fn(x) => x.sig.ident.to_string(),
        ImplItem::Type(x) => x.ident.to_string(),
        _ => return None,
    })
}

/// The path of the type a type expression names, if it is a plain path
/// (`Foo<T>`, `&Foo`, `Box<Foo>` gives `Box`).
fn type_path(ty: &syn::Type) -> Option<Vec<String>> {
    match ty {
        syn::Type::Path(p) if p.qself.is_none() => {
            let mut segs = Vec::new();
            if p.path.leading_colon.is_some() {
                segs.push("::".to_string());
            }
            segs.extend(p.path.segments.iter().map(|s| s.ident.to_string()));
            Some(segs)
        }
        syn::Type::Reference(r) => type_path(&r.elem),
        syn::Type::Paren(p) => type_path(&p.elem),
        syn::Type::Group(g) => type_path(&g.elem),
        _ => None,
    }
}

/// The numbers of the slots (items, `impl` items, `use` leaves), given in
/// the same order by [`Index::build`] and by [`apply`]: each item, then
/// the leaves of a `use` or the items of an `impl`, then a module's items.
struct Numbering {
    next: Slot,
}

impl Numbering {
    fn take(&mut self) -> Slot {
        self.next += 1;
        self.next - 1
    }
}

/// The analysis of one bundle tree.
struct Index<'a> {
    modules: Vec<Module>,
    slots: Vec<SlotInfo<'a>>,
    trait_impls: Vec<Slot>,
    /// Enum variants by enum slot.
    variants: HashMap<Slot, HashSet<String>>,
    /// The crate of each source file, and the names each crate may not
    /// use (crates the judge lacks).
    file_krate: &'a [usize],
    missing: &'a [BTreeSet<String>],
}

impl<'a> Index<'a> {
    fn build(
        file: &'a syn::File,
        first_file: usize,
        file_krate: &'a [usize],
        missing: &'a [BTreeSet<String>],
    ) -> Index<'a> {
        let mut ix = Index {
            modules: vec![Module {
                parent: None,
                root: true,
                file: first_file,
                defs: HashMap::new(),
                imports: HashMap::new(),
                globs: Vec::new(),
            }],
            slots: Vec::new(),
            trait_impls: Vec::new(),
            variants: HashMap::new(),
            file_krate,
            missing,
        };
        let mut n = Numbering { next: 0 };
        ix.items(&file.items, 0, &mut n);
        ix.trait_impls = (0..ix.slots.len())
            .filter(|&s| matches!(ix.slots[s].kind, Kind::Impl(i) if i.trait_.is_some()))
            .collect();
        ix
    }

    fn add(&mut self, n: &mut Numbering, module: ModId, kind: Kind<'a>) -> Slot {
        let s = n.take();
        debug_assert_eq!(s, self.slots.len());
        self.slots.push(SlotInfo { module, kind });
        s
    }

    fn def(&mut self, module: ModId, name: String, r: Res) {
        self.modules[module].defs.entry(name).or_default().push(r);
    }

    fn items(&mut self, items: &'a [Item], module: ModId, n: &mut Numbering) {
        for item in items {
            match item {
                Item::Use(u) => {
                    self.add(n, module, Kind::Use);
                    let start = if u.leading_colon.is_some() {
                        vec!["::".to_string()]
                    } else {
                        Vec::new()
                    };
                    self.use_tree(&u.tree, start, None, module, n);
                }
                Item::Impl(i) => {
                    let owner = self.add(n, module, Kind::Impl(i));
                    for it in &i.items {
                        self.add(n, module, Kind::Assoc { item: it, owner });
                    }
                }
                Item::Mod(m) => {
                    let parent = &self.modules[module];
                    let file = marker_of(&m.attrs).unwrap_or(parent.file);
                    let root = parent.root && self.file_krate[file] == 0;
                    let child = self.modules.len();
                    self.modules.push(Module {
                        parent: Some(module),
                        root,
                        file,
                        defs: HashMap::new(),
                        imports: HashMap::new(),
                        globs: Vec::new(),
                    });
                    self.add(n, module, Kind::Mod);
                    self.def(module, m.ident.to_string(), Res::Module(child));
                    if let Some((_, inner)) = &m.content {
                        self.items(inner, child, n);
                    }
                }
                _ => {
                    let s = self.add(n, module, Kind::Item(item));
                    if let Some(name) = item_name(item) {
                        self.def(module, name, Res::Slot(s));
                    }
                    match item {
                        Item::ForeignMod(f) => {
                            for fi in &f.items {
                                let name = match fi {
                                    syn::ForeignItem::Fn(x) => x.sig.ident.to_string(),
                                    syn::ForeignItem::Static(x) => x.ident.to_string(),
                                    syn::ForeignItem::Type(x) => x.ident.to_string(),
                                    _ => continue,
                                };
                                self.def(module, name, Res::Slot(s));
                            }
                        }
                        Item::Enum(e) => {
                            let names = e.variants.iter().map(|v| v.ident.to_string()).collect();
                            self.variants.insert(s, names);
                        }
                        _ => {}
                    }
                }
            }
        }
    }

    fn use_tree(
        &mut self,
        tree: &'a UseTree,
        prefix: Vec<String>,
        parent: Option<&str>,
        module: ModId,
        n: &mut Numbering,
    ) {
        match tree {
            UseTree::Path(p) => {
                let mut prefix = prefix;
                prefix.push(p.ident.to_string());
                let name = p.ident.to_string();
                self.use_tree(&p.tree, prefix, Some(&name), module, n);
            }
            UseTree::Group(g) => {
                for t in &g.items {
                    self.use_tree(t, prefix.clone(), parent, module, n);
                }
            }
            _ => {
                let mut leaves = Vec::new();
                use_leaves(tree, prefix, &mut leaves);
                let (path, glob, underscore) = leaves.pop().expect("a leaf");
                let s = self.add(
                    n,
                    module,
                    Kind::Leaf {
                        path,
                        glob,
                        underscore,
                    },
                );
                if glob {
                    self.modules[module].globs.push(s);
                } else if let Some(name) = bound_name(tree, parent) {
                    self.modules[module]
                        .imports
                        .entry(name)
                        .or_default()
                        .push(s);
                }
            }
        }
    }
}

/// The reachability search over an [`Index`].
struct Search<'a, 'i> {
    ix: &'i Index<'a>,
    kept: Vec<bool>,
    /// Modules that stay (something in them stays, or a path goes through
    /// them).
    live: Vec<bool>,
    work: Vec<Slot>,
    methods: HashSet<String>,
    macros: HashSet<String>,
    /// `Type::name` paths: (type slot, name), and the names alone (a
    /// trait's method may be called so).
    assoc: HashSet<(Slot, String)>,
    assoc_names: HashSet<String>,
    /// Import leaves whose paths were followed.
    touched: Vec<bool>,
    /// What each import leaf resolves to, once asked.
    targets: HashMap<Slot, Vec<Res>>,
    resolving: HashSet<Slot>,
}

const DEPTH: usize = 64;

impl<'a, 'i> Search<'a, 'i> {
    fn new(ix: &'i Index<'a>) -> Self {
        Search {
            ix,
            kept: vec![false; ix.slots.len()],
            live: vec![false; ix.modules.len()],
            work: Vec::new(),
            methods: HashSet::new(),
            macros: HashSet::new(),
            assoc: HashSet::new(),
            assoc_names: HashSet::new(),
            touched: vec![false; ix.slots.len()],
            targets: HashMap::new(),
            resolving: HashSet::new(),
        }
    }

    fn make_live(&mut self, mut m: ModId) {
        while !self.live[m] {
            self.live[m] = true;
            match self.ix.modules[m].parent {
                Some(p) => m = p,
                None => break,
            }
        }
    }

    fn reach(&mut self, s: Slot) {
        if !self.kept[s] {
            self.kept[s] = true;
            self.work.push(s);
            self.make_live(self.ix.slots[s].module);
        }
    }

    fn reach_res(&mut self, r: Res) {
        match r {
            Res::Slot(s) => self.reach(s),
            Res::Module(m) => self.make_live(m),
        }
    }

    fn is_type(&self, s: Slot) -> bool {
        matches!(
            self.ix.slots[s].kind,
            Kind::Item(
                Item::Struct(_)
                    | Item::Enum(_)
                    | Item::Union(_)
                    | Item::Type(_)
                    | Item::Trait(_)
                    | Item::TraitAlias(_)
            )
        )
    }

    /// What import leaf `s` names, without side effects.
    fn leaf_targets(&mut self, s: Slot, depth: usize) -> Vec<Res> {
        if let Some(t) = self.targets.get(&s) {
            return t.clone();
        }
        if depth > DEPTH || !self.resolving.insert(s) {
            return Vec::new();
        }
        let Kind::Leaf { path, .. } = &self.ix.slots[s].kind else {
            return Vec::new();
        };
        let path = path.clone();
        let module = self.ix.slots[s].module;
        let t = self.resolve(module, &path, false, depth + 1);
        self.resolving.remove(&s);
        self.targets.insert(s, t.clone());
        t
    }

    /// Leaf `s` stays: its path is followed, so that the imports it goes
    /// through stay too, and what it names is reached.
    fn touch_leaf(&mut self, s: Slot) {
        if self.touched[s] {
            return;
        }
        self.touched[s] = true;
        let Kind::Leaf { path, .. } = &self.ix.slots[s].kind else {
            return;
        };
        let path = path.clone();
        let module = self.ix.slots[s].module;
        for r in self.resolve(module, &path, true, 0) {
            self.reach_res(r);
        }
    }

    /// The items and modules `name` stands for in module `m`.
    fn lookup(&mut self, m: ModId, name: &str, touch: bool, depth: usize) -> Vec<Res> {
        if depth > DEPTH {
            return Vec::new();
        }
        let module = &self.ix.modules[m];
        let mut out: Vec<Res> = module.defs.get(name).cloned().unwrap_or_default();
        let leaves = module.imports.get(name).cloned().unwrap_or_default();
        for leaf in leaves {
            if touch {
                self.reach(leaf);
            }
            out.extend(self.leaf_targets(leaf, depth + 1));
        }
        if out.is_empty() {
            for glob in self.ix.modules[m].globs.clone() {
                let mut found = Vec::new();
                for t in self.leaf_targets(glob, depth + 1) {
                    match t {
                        Res::Module(tm) => found.extend(self.lookup(tm, name, false, depth + 1)),
                        Res::Slot(e) => {
                            if self.ix.variants.get(&e).is_some_and(|v| v.contains(name)) {
                                found.push(Res::Slot(e));
                            }
                        }
                    }
                }
                if !found.is_empty() {
                    if touch {
                        self.reach(glob);
                        // Reached through the glob's own module, so that
                        // imports on the way are kept.
                        for t in self.leaf_targets(glob, depth + 1) {
                            if let Res::Module(tm) = t {
                                self.lookup(tm, name, true, depth + 1);
                            }
                        }
                    }
                    out.extend(found);
                }
            }
        }
        out
    }

    /// What path `segs` names from module `m` (empty when it leaves the
    /// bundle or cannot be told). `Type::name` gives the type, and records
    /// the name as its associated item.
    fn resolve(&mut self, m: ModId, segs: &[String], touch: bool, depth: usize) -> Vec<Res> {
        let Some(first) = segs.first() else {
            return Vec::new();
        };
        let mut cur: Vec<Res> = match first.as_str() {
            "::" => return Vec::new(),
            "crate" => vec![Res::Module(0)],
            "self" => vec![Res::Module(m)],
            "super" => match self.ix.modules[m].parent {
                Some(p) => vec![Res::Module(p)],
                None => return Vec::new(),
            },
            name => self.lookup(m, name, touch, depth + 1),
        };
        for (k, seg) in segs.iter().enumerate().skip(1) {
            let mut next = Vec::new();
            let mut assoc = false;
            for &r in &cur {
                match r {
                    Res::Module(x) if seg == "super" => {
                        if let Some(p) = self.ix.modules[x].parent {
                            next.push(Res::Module(p));
                        }
                    }
                    Res::Module(x) => {
                        if touch {
                            self.make_live(x);
                        }
                        next.extend(self.lookup(x, seg, touch, depth + 1));
                    }
                    Res::Slot(s) if self.is_type(s) => {
                        // `Type::item`: the type, with the item asked of
                        // it (and of any type, past a second segment or
                        // through an alias or a trait, which types alone
                        // would tell).
                        assoc = true;
                        if touch {
                            self.assoc.insert((s, seg.clone()));
                            self.assoc_names.insert(seg.clone());
                            let plain = matches!(
                                self.ix.slots[s].kind,
                                Kind::Item(Item::Struct(_) | Item::Enum(_) | Item::Union(_))
                            );
                            if !plain {
                                self.methods.insert(seg.clone());
                            }
                            if k + 1 < segs.len() {
                                self.methods.insert(segs[segs.len() - 1].clone());
                            }
                        }
                        next.push(Res::Slot(s));
                    }
                    Res::Slot(_) => {}
                }
            }
            cur = next;
            if assoc || cur.is_empty() {
                break;
            }
        }
        cur
    }

    /// Follows what a kept piece of code names, from module `m`; `Self`
    /// stands for `self_ty`.
    fn follow(&mut self, m: ModId, refs: Refs, self_ty: Option<&[String]>) {
        for mut segs in refs.paths {
            if segs[0] == "Self" {
                match self_ty {
                    Some(t) => {
                        let rest = segs.split_off(1);
                        segs = t.to_vec();
                        segs.extend(rest);
                    }
                    None => {
                        if let Some(last) = segs.get(1) {
                            self.methods.insert(last.clone());
                        }
                        continue;
                    }
                }
            }
            let found = self.resolve(m, &segs, true, 0);
            if found.is_empty() && segs.len() > 1 {
                self.methods.insert(segs[segs.len() - 1].clone());
            }
            for r in found {
                self.reach_res(r);
            }
        }
        for name in refs.idents {
            for r in self.lookup(m, &name, true, 0) {
                self.reach_res(r);
            }
        }
        self.methods.extend(refs.methods);
        self.macros.extend(refs.macros);
    }

    /// The local types and traits an impl header names (its trait and the
    /// types in its self type), without side effects.
    fn header(&mut self, i: &syn::ItemImpl, m: ModId) -> Vec<Slot> {
        let mut refs = Refs::default();
        if let Some((_, p, _)) = &i.trait_ {
            refs.visit_path(p);
        }
        refs.visit_type(&i.self_ty);
        let mut out = Vec::new();
        for segs in refs.paths {
            for r in self.resolve(m, &segs, false, 0) {
                if let Res::Slot(s) = r {
                    if self.is_type(s) {
                        out.push(s);
                    }
                }
            }
        }
        out
    }

    /// The type slots an inherent impl is for (through a type alias, too).
    fn impl_types(&mut self, i: &syn::ItemImpl, m: ModId) -> Vec<Slot> {
        let Some(path) = type_path(&i.self_ty) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for r in self.resolve(m, &path, false, 0) {
            if let Res::Slot(s) = r {
                out.push(s);
                if let Kind::Item(Item::Type(alias)) = &self.ix.slots[s].kind {
                    if let Some(p) = type_path(&alias.ty) {
                        let am = self.ix.slots[s].module;
                        for r in self.resolve(am, &p, false, 0) {
                            if let Res::Slot(t) = r {
                                out.push(t);
                            }
                        }
                    }
                }
            }
        }
        out
    }

    /// What kept slot `s` names.
    fn process(&mut self, s: Slot) {
        let info = &self.ix.slots[s];
        let m = info.module;
        match info.kind.clone() {
            Kind::Item(item) => {
                let mut refs = Refs::default();
                refs.visit_item(item);
                let self_ty = match item {
                    Item::Struct(x) => Some(vec![x.ident.to_string()]),
                    Item::Enum(x) => Some(vec![x.ident.to_string()]),
                    Item::Union(x) => Some(vec![x.ident.to_string()]),
                    _ => None,
                };
                self.follow(m, refs, self_ty.as_deref());
            }
            Kind::Leaf { .. } => self.touch_leaf(s),
            Kind::Impl(i) => {
                let mut refs = Refs::default();
                refs.visit_generics(&i.generics);
                if let Some((_, p, _)) = &i.trait_ {
                    refs.visit_path(p);
                }
                refs.visit_type(&i.self_ty);
                let self_ty = type_path(&i.self_ty);
                self.follow(m, refs, self_ty.as_deref());
                if i.trait_.is_some() {
                    let first = s + 1;
                    for a in first..first + i.items.len() {
                        self.reach(a);
                    }
                }
            }
            Kind::Assoc { item, owner } => {
                self.reach(owner);
                let Kind::Impl(i) = self.ix.slots[owner].kind else {
                    return;
                };
                let mut refs = Refs::default();
                refs.visit_impl_item(item);
                let self_ty = type_path(&i.self_ty);
                self.follow(m, refs, self_ty.as_deref());
            }
            Kind::Mod | Kind::Use => {}
        }
    }

    fn drain(&mut self) {
        while let Some(s) = self.work.pop() {
            self.process(s);
        }
    }

    /// Whether leaf `s`, in a module that stays, stays even if no name went
    /// through it (it may be there for methods alone).
    fn keep_for_methods(&mut self, s: Slot) -> bool {
        let Kind::Leaf {
            path,
            glob,
            underscore,
        } = &self.ix.slots[s].kind
        else {
            return false;
        };
        let (glob, underscore) = (*glob, *underscore);
        let first = path.first().cloned().unwrap_or_default();
        let m = self.ix.slots[s].module;
        let targets = self.leaf_targets(s, 0);
        if glob {
            // A glob of a module that stays.
            return targets.iter().any(|r| match *r {
                Res::Module(t) => self.live[t],
                Res::Slot(e) => self.kept[e],
            });
        }
        if targets.is_empty() {
            let local = matches!(first.as_str(), "crate" | "self" | "super")
                || !self.lookup(m, &first, false, 0).is_empty();
            if local {
                return false;
            }
            // An external crate's import: dropped if the judge lacks it.
            let krate = self.ix.file_krate[self.ix.modules[m].file];
            let name = if first == "::" {
                path.get(1).cloned().unwrap_or_default()
            } else {
                first
            };
            return !self.ix.missing[krate].contains(&name);
        }
        underscore
            || targets
                .iter()
                .any(|r| matches!(*r, Res::Slot(t) if matches!(self.ix.slots[t].kind, Kind::Item(Item::Trait(_)))))
    }

    /// `macro_rules!` macros called by name.
    fn macros_called(&mut self) -> bool {
        let mut changed = false;
        for s in 0..self.ix.slots.len() {
            if let Kind::Item(Item::Macro(mac)) = self.ix.slots[s].kind {
                if let Some(id) = &mac.ident {
                    if !self.kept[s] && self.macros.contains(&id.to_string()) {
                        self.reach(s);
                        changed = true;
                    }
                }
            }
        }
        changed
    }

    /// The items of inherent impls, given with the types they are for: an
    /// item stays when its type does and its name was asked of it
    /// (`Type::f`) or of anything (`x.f()`).
    fn inherent_items(&mut self, impls: &[(Slot, Vec<Slot>)]) -> bool {
        let mut changed = false;
        for (impl_slot, types) in impls {
            let Kind::Impl(i) = self.ix.slots[*impl_slot].kind else {
                continue;
            };
            if !types.is_empty() && !types.iter().any(|&t| self.kept[t]) {
                continue;
            }
            for (k, it) in i.items.iter().enumerate() {
                let a = impl_slot + 1 + k;
                if self.kept[a] {
                    continue;
                }
                let asked = match assoc_name(it) {
                    Some(name) => {
                        self.methods.contains(&name)
                            || types
                                .iter()
                                .any(|&t| self.assoc.contains(&(t, name.clone())))
                    }
                    None => true,
                };
                if asked {
                    self.reach(a);
                    changed = true;
                }
            }
        }
        changed
    }

    /// Trait impls whose header's types and traits of the bundle all stay
    /// (their headers are worked out once, into `headers`).
    fn trait_impls(&mut self, headers: &mut HashMap<Slot, Vec<Slot>>) -> bool {
        let mut changed = false;
        for &s in &self.ix.trait_impls {
            let Kind::Impl(i) = self.ix.slots[s].kind else {
                continue;
            };
            if self.kept[s] {
                continue;
            }
            let m = self.ix.slots[s].module;
            let need = headers.entry(s).or_insert_with(|| self.header(i, m));
            if need.iter().all(|&t| self.kept[t]) && (!need.is_empty() || self.live[m]) {
                self.reach(s);
                changed = true;
            }
        }
        changed
    }

    /// A trait whose method some kept code calls by name (`x.f()`,
    /// `Type::f(x)`), though nothing names the trait (it is in scope where
    /// it is defined).
    fn traits_called(&mut self) -> bool {
        let mut changed = false;
        for s in 0..self.ix.slots.len() {
            let Kind::Item(Item::Trait(t)) = self.ix.slots[s].kind else {
                continue;
            };
            if self.kept[s] || !self.live[self.ix.slots[s].module] {
                continue;
            }
            let called = t.items.iter().any(|it| match it {
                syn::TraitItem::Fn(f) => {
                    let name = f.sig.ident.to_string();
                    self.methods.contains(&name) || self.assoc_names.contains(&name)
                }
                _ => false,
            });
            if called {
                self.reach(s);
                changed = true;
            }
        }
        changed
    }

    /// What a module that stays keeps for methods or for the judge's
    /// compiler: imports of traits, `as _`, std; item-level macro calls,
    /// `extern` blocks and crates, `const _`.
    fn module_needs(&mut self) -> bool {
        let mut changed = false;
        for s in 0..self.ix.slots.len() {
            if self.kept[s] || !self.live[self.ix.slots[s].module] {
                continue;
            }
            let keep = match &self.ix.slots[s].kind {
                Kind::Leaf { .. } => self.keep_for_methods(s),
                Kind::Item(Item::Macro(m)) => m.ident.is_none(),
                Kind::Item(Item::ForeignMod(_) | Item::ExternCrate(_) | Item::Verbatim(_)) => true,
                Kind::Item(Item::Const(c)) => c.ident == "_",
                _ => false,
            };
            if keep {
                self.reach(s);
                changed = true;
            }
        }
        changed
    }

    fn run(&mut self) {
        // The binary's own code stays whole.
        for s in 0..self.ix.slots.len() {
            if self.ix.modules[self.ix.slots[s].module].root {
                self.reach(s);
            }
        }
        self.live[0] = true;
        let inherent: Vec<(Slot, Vec<Slot>)> = (0..self.ix.slots.len())
            .filter_map(|s| match self.ix.slots[s].kind {
                Kind::Impl(i) if i.trait_.is_none() => Some((s, i)),
                _ => None,
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|(s, i)| (s, self.impl_types(i, self.ix.slots[s].module)))
            .collect();
        let mut headers = HashMap::new();
        loop {
            self.drain();
            // Each rule runs every round (no short cut), and the search
            // ends when none adds anything.
            let changed = [
                self.macros_called(),
                self.inherent_items(&inherent),
                self.trait_impls(&mut headers),
                self.traits_called(),
                self.module_needs(),
            ];
            if !changed.contains(&true) && self.work.is_empty() {
                break;
            }
        }
    }
}

/// What stays of a tree: the slots and modules, as [`apply`] takes them.
pub(crate) struct Kept {
    kept: Vec<bool>,
    live: Vec<bool>,
}

/// Works out what stays of `file`, whose top-level items are the binary's
/// (file `first_file`). `file_krate` gives each source file's crate, and
/// `missing` each crate's names for crates the judge lacks.
pub(crate) fn analyse(
    file: &syn::File,
    first_file: usize,
    file_krate: &[usize],
    missing: &[BTreeSet<String>],
) -> Kept {
    let ix = Index::build(file, first_file, file_krate, missing);
    let mut search = Search::new(&ix);
    search.run();
    Kept {
        kept: search.kept,
        live: search.live,
    }
}

/// Removes from `file` what [`analyse`] found unreached.
pub(crate) fn apply(file: &mut syn::File, kept: &Kept) {
    let mut n = Numbering { next: 0 };
    let mut m = ModCounter { next: 1 };
    prune_items(&mut file.items, kept, &mut n, &mut m);
}

struct ModCounter {
    next: ModId,
}

fn prune_items(items: &mut Vec<Item>, k: &Kept, n: &mut Numbering, mods: &mut ModCounter) {
    let old = std::mem::take(items);
    for mut item in old {
        let slot = n.take();
        let keep = match &mut item {
            Item::Use(u) => match prune_use(&u.tree, k, n) {
                Some(t) => {
                    u.tree = t;
                    true
                }
                None => false,
            },
            Item::Impl(i) => {
                let first = n.next;
                n.next += i.items.len();
                if i.trait_.is_none() {
                    let mut a = first;
                    i.items.retain(|_| {
                        a += 1;
                        k.kept[a - 1]
                    });
                }
                k.kept[slot] && (i.trait_.is_some() || !i.items.is_empty())
            }
            Item::Mod(m) => {
                let id = mods.next;
                mods.next += 1;
                if let Some((_, inner)) = &mut m.content {
                    prune_items(inner, k, n, mods);
                }
                k.live[id]
            }
            _ => k.kept[slot],
        };
        if keep {
            items.push(item);
        }
    }
}

/// What stays of a `use` tree, numbering its leaves as [`Index`] does.
fn prune_use(tree: &UseTree, k: &Kept, n: &mut Numbering) -> Option<UseTree> {
    match tree {
        UseTree::Path(p) => {
            let sub = prune_use(&p.tree, k, n)?;
            let mut p = p.clone();
            p.tree = Box::new(sub);
            Some(UseTree::Path(p))
        }
        UseTree::Group(g) => {
            let mut g2 = g.clone();
            g2.items.clear();
            for t in &g.items {
                if let Some(t) = prune_use(t, k, n) {
                    g2.items.push(t);
                }
            }
            (!g2.items.is_empty()).then_some(UseTree::Group(g2))
        }
        leaf => {
            let s = n.take();
            k.kept[s].then(|| leaf.clone())
        }
    }
}

/// Each module's path below the bundle's root, for the modules that stay,
/// by crate module name: `cp_games` -> `["grid", "problems::two_tokens"]`.
pub(crate) fn modules(file: &syn::File, crates: &[String]) -> BTreeMap<String, Vec<String>> {
    fn walk(items: &[Item], prefix: &str, out: &mut Vec<String>) {
        for item in items {
            if let Item::Mod(m) = item {
                let path = if prefix.is_empty() {
                    m.ident.to_string()
                } else {
                    format!("{prefix}::{}", m.ident)
                };
                if let Some((_, inner)) = &m.content {
                    walk(inner, &path, out);
                }
                out.push(path);
            }
        }
    }
    let mut out = BTreeMap::new();
    for item in &file.items {
        if let Item::Mod(m) = item {
            if crates.iter().any(|c| m.ident == c) {
                let mut list = Vec::new();
                if let Some((_, inner)) = &m.content {
                    walk(inner, "", &mut list);
                }
                list.sort();
                out.insert(m.ident.to_string(), list);
            }
        }
    }
    out
}
