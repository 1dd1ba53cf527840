//! The search for what the binary reaches, over an [`Index`].
//!
//! It starts from the binary's own code, all of which stays, and follows
//! names as the compiler resolves them: lexically from the block or module
//! they are written in, through imports, re-exports and globs, module by
//! module. What the compiler resolves by types, which the bundler does not
//! have, it keeps by name: a method call keeps the inherent methods of
//! that name on the types that stay, and every trait with a method of that
//! name that is in scope where code stays (defined there, imported by
//! name, or reached through any chain of globs); an `impl` of a trait
//! stays when the types and traits of its header stay, a type alias in a
//! header counting as the types it names.

use super::index::{Index, Kind, Res, ScopeId, Slot};
use super::refs::Refs;
use std::collections::{HashMap, HashSet};
use syn::visit::Visit;
use syn::Item;

/// How deep a chain of imports is followed.
const DEPTH: usize = 64;

/// Namespaces, as bits.
const TYPES: u8 = 1;
const VALUES: u8 = 2;
const MACROS: u8 = 4;
const ALL: u8 = TYPES | VALUES | MACROS;

pub(super) struct Search<'a, 'i> {
    ix: &'i Index<'a>,
    pub kept: Vec<bool>,
    /// Scopes that stay (something in them stays, or a path goes through
    /// them).
    pub live: Vec<bool>,
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

impl<'a, 'i> Search<'a, 'i> {
    pub(super) fn new(ix: &'i Index<'a>) -> Self {
        Search {
            ix,
            kept: vec![false; ix.slots.len()],
            live: vec![false; ix.scopes.len()],
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

    fn make_live(&mut self, mut m: ScopeId) {
        while !self.live[m] {
            self.live[m] = true;
            match self.ix.scopes[m].parent {
                Some(p) => m = p,
                None => break,
            }
        }
    }

    fn reach(&mut self, s: Slot) {
        if !self.kept[s] {
            self.kept[s] = true;
            self.work.push(s);
            self.make_live(self.ix.slots[s].scope);
        }
    }

    fn reach_res(&mut self, r: Res) {
        match r {
            Res::Slot(s) => self.reach(s),
            Res::Scope(m) => self.make_live(m),
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

    fn is_trait(&self, s: Slot) -> bool {
        matches!(self.ix.slots[s].kind, Kind::Item(Item::Trait(_)))
    }

    /// The module a scope is in: itself, or for a block the module around
    /// it.
    fn module_of(&self, mut m: ScopeId) -> ScopeId {
        while self.ix.scopes[m].block {
            match self.ix.scopes[m].parent {
                Some(p) => m = p,
                None => break,
            }
        }
        m
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
        let scope = self.ix.slots[s].scope;
        let t = self.resolve(scope, &path, false, depth + 1);
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
        let scope = self.ix.slots[s].scope;
        for r in self.resolve(scope, &path, true, 0) {
            self.reach_res(r);
        }
    }

    /// The items and modules `name` stands for in scope `m`: what the
    /// scope defines or imports by name, else what its globs bring; a
    /// block that has none of these looks in the scope around it.
    pub(super) fn lookup(&mut self, m: ScopeId, name: &str, touch: bool, depth: usize) -> Vec<Res> {
        let mut m = m;
        loop {
            let out = self.lookup_in(m, name, touch, depth);
            let scope = &self.ix.scopes[m];
            match scope.parent {
                Some(p) if out.is_empty() && scope.block => m = p,
                _ => return out,
            }
        }
    }

    /// [`Self::lookup`] in scope `m` alone. What a glob brings is shadowed
    /// by what the scope defines or imports by name in the same namespace
    /// only: a private `mod coalesce` does not hide the function
    /// `coalesce` a glob brings.
    fn lookup_in(&mut self, m: ScopeId, name: &str, touch: bool, depth: usize) -> Vec<Res> {
        if depth > DEPTH {
            return Vec::new();
        }
        let scope = &self.ix.scopes[m];
        let mut out: Vec<Res> = scope.defs.get(name).cloned().unwrap_or_default();
        let mut covered = out.iter().fold(0, |c, &r| c | self.namespaces(r));
        let leaves = scope.imports.get(name).cloned().unwrap_or_default();
        for leaf in leaves {
            if touch {
                self.reach(leaf);
            }
            let targets = self.leaf_targets(leaf, depth + 1);
            covered |= if targets.is_empty() {
                ALL
            } else {
                targets.iter().fold(0, |c, &r| c | self.namespaces(r))
            };
            out.extend(targets);
        }
        if covered == ALL {
            return out;
        }
        for glob in self.ix.scopes[m].globs.clone() {
            let mut found = Vec::new();
            for t in self.leaf_targets(glob, depth + 1) {
                match t {
                    Res::Scope(tm) => found.extend(self.lookup_in(tm, name, false, depth + 1)),
                    Res::Slot(e) => {
                        if self.ix.variants.get(&e).is_some_and(|v| v.contains(name)) {
                            found.push(Res::Slot(e));
                        }
                    }
                }
            }
            found.retain(|&r| self.namespaces(r) & !covered != 0);
            if !found.is_empty() {
                if touch {
                    self.reach(glob);
                    // Reached through the glob's own module, so that
                    // imports on the way are kept.
                    for t in self.leaf_targets(glob, depth + 1) {
                        if let Res::Scope(tm) = t {
                            self.lookup_in(tm, name, true, depth + 1);
                        }
                    }
                }
                out.extend(found);
            }
        }
        out
    }

    /// The namespaces (types, values, macros) what `r` names is in; all
    /// three when the bundler cannot tell.
    fn namespaces(&self, r: Res) -> u8 {
        let Res::Slot(s) = r else {
            return TYPES;
        };
        match &self.ix.slots[s].kind {
            Kind::Item(Item::Struct(x)) => match x.fields {
                syn::Fields::Named(_) => TYPES,
                _ => TYPES | VALUES,
            },
            Kind::Item(
                Item::Enum(_)
                | Item::Union(_)
                | Item::Trait(_)
                | Item::TraitAlias(_)
                | Item::Type(_)
                | Item::ExternCrate(_),
            ) => TYPES,
            Kind::Item(Item::Fn(_) | Item::Const(_) | Item::Static(_)) => VALUES,
            Kind::Item(Item::Macro(m)) if m.ident.is_some() => MACROS,
            _ => ALL,
        }
    }

    /// What path `segs` names from scope `m` (empty when it leaves the
    /// bundle or cannot be told). `Type::name` gives the type, and records
    /// the name as its associated item.
    fn resolve(&mut self, m: ScopeId, segs: &[String], touch: bool, depth: usize) -> Vec<Res> {
        let Some(first) = segs.first() else {
            return Vec::new();
        };
        let mut cur: Vec<Res> = match first.as_str() {
            "::" => return Vec::new(),
            "crate" => vec![Res::Scope(0)],
            "self" => vec![Res::Scope(self.module_of(m))],
            "super" => match self.ix.scopes[self.module_of(m)].parent {
                Some(p) => vec![Res::Scope(self.module_of(p))],
                None => return Vec::new(),
            },
            name => self.lookup(m, name, touch, depth + 1),
        };
        for (k, seg) in segs.iter().enumerate().skip(1) {
            let mut next = Vec::new();
            let mut assoc = false;
            for &r in &cur {
                match r {
                    Res::Scope(x) if seg == "super" => {
                        if let Some(p) = self.ix.scopes[x].parent {
                            next.push(Res::Scope(self.module_of(p)));
                        }
                    }
                    Res::Scope(x) => {
                        if touch {
                            self.make_live(x);
                        }
                        next.extend(self.lookup_in(x, seg, touch, depth + 1));
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

    /// Follows what a kept piece of code names; `Self` stands for
    /// `self_ty`, written in `self_scope`.
    fn follow(&mut self, refs: Refs, self_ty: Option<(&[String], ScopeId)>) {
        for (m, mut segs) in refs.paths {
            let mut from = m;
            if segs[0] == "Self" {
                match self_ty {
                    Some((t, scope)) => {
                        let rest = segs.split_off(1);
                        segs = t.to_vec();
                        segs.extend(rest);
                        from = scope;
                    }
                    None => {
                        if let Some(last) = segs.get(1) {
                            self.methods.insert(last.clone());
                        }
                        continue;
                    }
                }
            }
            let found = self.resolve(from, &segs, true, 0);
            if found.is_empty() && segs.len() > 1 {
                self.methods.insert(segs[segs.len() - 1].clone());
            }
            for r in found {
                self.reach_res(r);
            }
        }
        for (m, name) in refs.idents {
            for r in self.lookup(m, &name, true, 0) {
                self.reach_res(r);
            }
        }
        self.methods.extend(refs.methods);
        self.macros.extend(refs.macros);
    }

    /// The local types and traits an impl header names (its trait and the
    /// types in its self type), without side effects: for each path, the
    /// slots it may name (the impl stays when one of each stays). A type
    /// alias counts as the types it stands for: `impl Show for Graph` with
    /// `type Graph = Vec<Vec<usize>>` needs only `Show`, whatever name
    /// code uses for the type.
    fn header(&mut self, i: &syn::ItemImpl, m: ScopeId) -> Vec<Vec<Slot>> {
        let mut refs = Refs::new(&self.ix.places, m);
        if let Some((_, p, _)) = &i.trait_ {
            refs.visit_path(p);
        }
        refs.visit_type(&i.self_ty);
        let mut out = Vec::new();
        let mut seen = HashSet::new();
        let mut work: Vec<(ScopeId, Vec<String>)> = refs.paths;
        while let Some((scope, segs)) = work.pop() {
            if !seen.insert((scope, segs.clone())) || seen.len() > 4 * DEPTH {
                continue;
            }
            let mut one = Vec::new();
            for r in self.resolve(scope, &segs, false, 0) {
                let Res::Slot(s) = r else { continue };
                if let Kind::Item(Item::Type(alias)) = &self.ix.slots[s].kind {
                    let mut inner = Refs::new(&self.ix.places, self.ix.slots[s].scope);
                    inner.visit_type(&alias.ty);
                    work.extend(inner.paths);
                } else if self.is_type(s) {
                    one.push(s);
                }
            }
            if !one.is_empty() {
                out.push(one);
            }
        }
        out
    }

    /// The type slots an inherent impl is for (through a type alias, too).
    fn impl_types(&mut self, i: &syn::ItemImpl, m: ScopeId) -> Vec<Slot> {
        let Some(path) = type_path(&i.self_ty) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for r in self.resolve(m, &path, false, 0) {
            if let Res::Slot(s) = r {
                out.push(s);
                if let Kind::Item(Item::Type(alias)) = &self.ix.slots[s].kind {
                    if let Some(p) = type_path(&alias.ty) {
                        let am = self.ix.slots[s].scope;
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

    /// The scopes inside the code of `s` stay with it, and their imports
    /// with them (an import in a function stays whether used or not).
    fn keep_inner(&mut self, s: Slot) {
        let Some(scopes) = self.ix.inner.get(&s) else {
            return;
        };
        for &scope in scopes {
            self.make_live(scope);
            let sc = &self.ix.scopes[scope];
            let leaves: Vec<Slot> = sc
                .imports
                .values()
                .flatten()
                .copied()
                .chain(sc.globs.iter().copied())
                .collect();
            for leaf in leaves {
                self.reach(leaf);
            }
        }
    }

    /// What kept slot `s` names.
    fn process(&mut self, s: Slot) {
        let info = &self.ix.slots[s];
        let m = info.scope;
        if info.owner.is_some() && !matches!(info.kind, Kind::Leaf { .. }) {
            // Inside an item's code, walked with it.
            return;
        }
        match info.kind.clone() {
            Kind::Item(item) => {
                let mut refs = Refs::new(&self.ix.places, m);
                refs.visit_item(item);
                let self_ty = match item {
                    Item::Struct(x) => Some(vec![x.ident.to_string()]),
                    Item::Enum(x) => Some(vec![x.ident.to_string()]),
                    Item::Union(x) => Some(vec![x.ident.to_string()]),
                    _ => None,
                };
                self.follow(refs, self_ty.as_deref().map(|t| (t, m)));
                self.keep_inner(s);
            }
            Kind::Leaf { .. } => self.touch_leaf(s),
            Kind::Impl(i) => {
                let mut refs = Refs::new(&self.ix.places, m);
                refs.visit_generics(&i.generics);
                if let Some((_, p, _)) = &i.trait_ {
                    refs.visit_path(p);
                }
                refs.visit_type(&i.self_ty);
                let self_ty = type_path(&i.self_ty);
                self.follow(refs, self_ty.as_deref().map(|t| (t, m)));
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
                let mut refs = Refs::new(&self.ix.places, m);
                refs.visit_impl_item(item);
                let self_ty = type_path(&i.self_ty);
                self.follow(refs, self_ty.as_deref().map(|t| (t, m)));
                self.keep_inner(s);
            }
            Kind::Mod(_) | Kind::Use => {}
        }
    }

    fn drain(&mut self) {
        while let Some(s) = self.work.pop() {
            self.process(s);
        }
    }

    /// Whether leaf `s`, in a scope that stays, stays even if no name went
    /// through it: it may be there for methods alone, or for a macro.
    fn keep_for_methods(&mut self, s: Slot) -> bool {
        let Kind::Leaf {
            path,
            glob,
            underscore,
            ..
        } = &self.ix.slots[s].kind
        else {
            return false;
        };
        let (glob, underscore) = (*glob, *underscore);
        let first = path.first().cloned().unwrap_or_default();
        let m = self.ix.slots[s].scope;
        let targets = self.leaf_targets(s, 0);
        if glob && !targets.is_empty() {
            // A glob of a module that stays.
            return targets.iter().any(|r| match *r {
                Res::Scope(t) => self.live[t],
                Res::Slot(e) => self.kept[e],
            });
        }
        if targets.is_empty() {
            // A glob of another crate's module (`use core::arch::x86_64::*`)
            // is as good as its names, which the bundle cannot list: it
            // stays as a named import of that crate does.
            let local = matches!(first.as_str(), "crate" | "self" | "super")
                || !self.lookup(m, &first, false, 0).is_empty();
            if local {
                return false;
            }
            // An external crate's import: dropped if the judge lacks it.
            let krate = self.ix.file_krate[self.ix.scopes[m].file];
            let name = if first == "::" {
                path.get(1).cloned().unwrap_or_default()
            } else {
                first
            };
            return !self.ix.missing[krate].contains(&name);
        }
        underscore
            || targets.iter().any(|r| match *r {
                Res::Slot(t) => {
                    self.is_trait(t)
                        || matches!(self.ix.slots[t].kind, Kind::Item(Item::Macro(_)))
                            && self.kept[t]
                }
                Res::Scope(_) => false,
            })
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
    fn trait_impls(&mut self, headers: &mut HashMap<Slot, Vec<Vec<Slot>>>) -> bool {
        let mut changed = false;
        for &s in &self.ix.trait_impls {
            let Kind::Impl(i) = self.ix.slots[s].kind else {
                continue;
            };
            if self.kept[s] || self.ix.slots[s].owner.is_some() {
                continue;
            }
            let m = self.ix.slots[s].scope;
            let need = headers.entry(s).or_insert_with(|| self.header(i, m));
            let met = need.iter().all(|one| one.iter().any(|&t| self.kept[t]));
            if met && (!need.is_empty() || self.live[m]) {
                self.reach(s);
                changed = true;
            }
        }
        changed
    }

    /// Whether trait `t` has an item some kept code names (`x.f()`,
    /// `Type::f(x)`, `T::CONST`).
    fn trait_called(&self, t: &syn::ItemTrait) -> bool {
        t.items.iter().any(|it| {
            let name = match it {
                syn::TraitItem::Fn(f) => f.sig.ident.to_string(),
                syn::TraitItem::Const(c) => c.ident.to_string(),
                _ => return false,
            };
            self.methods.contains(&name) || self.assoc_names.contains(&name)
        })
    }

    /// A trait defined in a scope that stays, whose method some kept code
    /// calls by name, though nothing names the trait (it is in scope where
    /// it is defined).
    fn traits_called(&mut self) -> bool {
        let mut changed = false;
        for s in 0..self.ix.slots.len() {
            let Kind::Item(Item::Trait(t)) = self.ix.slots[s].kind else {
                continue;
            };
            if self.kept[s] || !self.live[self.ix.slots[s].scope] {
                continue;
            }
            if self.trait_called(t) {
                self.reach(s);
                changed = true;
            }
        }
        changed
    }

    /// The traits a glob of scope `m` may bring into scope, through any
    /// chain of globs and re-exports: (trait slot, its name there).
    fn glob_traits(
        &mut self,
        glob: Slot,
        out: &mut Vec<(Slot, String)>,
        seen: &mut HashSet<ScopeId>,
    ) {
        for t in self.leaf_targets(glob, 0) {
            let Res::Scope(tm) = t else { continue };
            if !seen.insert(tm) || seen.len() > 4 * DEPTH {
                continue;
            }
            let scope = &self.ix.scopes[tm];
            let defs: Vec<(String, Vec<Res>)> = scope
                .defs
                .iter()
                .map(|(n, r)| (n.clone(), r.clone()))
                .collect();
            let imports: Vec<(String, Vec<Slot>)> = scope
                .imports
                .iter()
                .map(|(n, l)| (n.clone(), l.clone()))
                .collect();
            let globs = scope.globs.clone();
            for (name, rs) in defs {
                for r in rs {
                    if let Res::Slot(s) = r {
                        if self.is_trait(s) {
                            out.push((s, name.clone()));
                        }
                    }
                }
            }
            for (name, leaves) in imports {
                for leaf in leaves {
                    for r in self.leaf_targets(leaf, 0) {
                        if let Res::Slot(s) = r {
                            if self.is_trait(s) {
                                out.push((s, name.clone()));
                            }
                        }
                    }
                }
            }
            for g in globs {
                self.glob_traits(g, out, seen);
            }
        }
    }

    /// Traits that globs of scopes that stay bring into scope (a
    /// `prelude::*` of extension traits), whose methods kept code calls:
    /// each stays, with the imports that bring it.
    fn traits_through_globs(&mut self) -> bool {
        let mut changed = false;
        for m in 0..self.ix.scopes.len() {
            if !self.live[m] {
                continue;
            }
            for glob in self.ix.scopes[m].globs.clone() {
                let mut found = Vec::new();
                self.glob_traits(glob, &mut found, &mut HashSet::new());
                for (t, name) in found {
                    let Kind::Item(Item::Trait(tr)) = self.ix.slots[t].kind else {
                        continue;
                    };
                    if self.kept[t] && self.kept[glob] || !self.trait_called(tr) {
                        continue;
                    }
                    // Through the glob's own module, so that imports on
                    // the way stay.
                    let before = (self.kept[t], self.kept[glob]);
                    self.reach(glob);
                    for r in self.leaf_targets(glob, 0) {
                        if let Res::Scope(tm) = r {
                            self.lookup_in(tm, &name, true, 0);
                        }
                    }
                    self.reach(t);
                    if before != (self.kept[t], self.kept[glob]) {
                        changed = true;
                    }
                }
            }
        }
        changed
    }

    /// What a scope that stays keeps for methods or for the judge's
    /// compiler: imports of traits, `as _`, std; item-level macro calls,
    /// `extern` blocks and crates, `const _`.
    fn module_needs(&mut self) -> bool {
        let mut changed = false;
        for s in 0..self.ix.slots.len() {
            if self.kept[s] || !self.live[self.ix.slots[s].scope] {
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

    pub(super) fn run(&mut self) {
        // The binary's own code stays whole.
        for s in 0..self.ix.slots.len() {
            if self.ix.scopes[self.ix.slots[s].scope].root {
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
            .map(|(s, i)| (s, self.impl_types(i, self.ix.slots[s].scope)))
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
                self.traits_through_globs(),
                self.module_needs(),
            ];
            if !changed.contains(&true) && self.work.is_empty() {
                break;
            }
        }
    }
}

fn assoc_name(item: &syn::ImplItem) -> Option<String> {
    Some(match item {
        syn::ImplItem::Const(x) => x.ident.to_string(),
        syn::ImplItem::Fn(x) => x.sig.ident.to_string(),
        syn::ImplItem::Type(x) => x.ident.to_string(),
        _ => return None,
    })
}

/// The path of the type a type expression names, if it is a plain path
/// (`Foo<T>`, `&Foo`, `Box<Foo>` gives `Box`).
pub(super) fn type_path(ty: &syn::Type) -> Option<Vec<String>> {
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
