//! The index of a bundle's tree: its scopes (modules, and the blocks of
//! code that hold items of their own) and every item, `impl` item and
//! `use` leaf in them, with the names each scope defines or imports.

use crate::mark;
use std::collections::{BTreeSet, HashMap, HashSet};
use syn::visit::{self, Visit};
use syn::{ImplItem, Item, UseTree};

pub(super) type ScopeId = usize;
pub(super) type Slot = usize;

/// What a name stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Res {
    Slot(Slot),
    Scope(ScopeId),
}

/// A module, or a block of code that holds items.
pub(super) struct Scope {
    /// The scope it is written in.
    pub parent: Option<ScopeId>,
    /// A block: a name it does not define is looked up in its parent, and
    /// `self` and `super` mean those of the module it is in.
    pub block: bool,
    /// The binary's own code: all of it stays.
    pub root: bool,
    /// The source file it is in.
    pub file: usize,
    pub defs: HashMap<String, Vec<Res>>,
    /// Import leaves by the name they bind.
    pub imports: HashMap<String, Vec<Slot>>,
    pub globs: Vec<Slot>,
}

#[derive(Clone)]
pub(super) enum Kind<'a> {
    Item(&'a Item),
    Mod(ScopeId),
    Use,
    /// A leaf of a `use` item: its `index`-th leaf, in the order of
    /// [`use_leaves`].
    Leaf {
        use_slot: Slot,
        index: usize,
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

pub(super) struct SlotInfo<'a> {
    pub scope: ScopeId,
    pub kind: Kind<'a>,
    /// The item's number ([`mark::stamp`]), for an item that may be left
    /// out on its own.
    pub id: Option<usize>,
    /// Inside an item's code: the item it stays with.
    pub owner: Option<Slot>,
}

/// The scopes of blocks and of modules in blocks, by their address in the
/// tree the index was built from.
#[derive(Default)]
pub(crate) struct Places {
    pub blocks: HashMap<*const syn::Block, ScopeId>,
    pub mods: HashMap<*const syn::ItemMod, ScopeId>,
}

/// The index of one bundle tree.
pub(super) struct Index<'a> {
    pub scopes: Vec<Scope>,
    pub slots: Vec<SlotInfo<'a>>,
    pub places: Places,
    pub trait_impls: Vec<Slot>,
    /// Enum variants by enum slot.
    pub variants: HashMap<Slot, HashSet<String>>,
    /// The scopes inside each item's code (for an `impl` item, the
    /// `impl` item's own), by the item.
    pub inner: HashMap<Slot, Vec<ScopeId>>,
    /// The crate of each source file, and the names each crate may not
    /// use (crates the judge lacks).
    pub file_krate: &'a [usize],
    pub missing: &'a [BTreeSet<String>],
}

/// The leaves of a `use` tree, in order: each one's full path, whether it
/// is a glob, and whether it is renamed `_`.
pub(super) fn use_leaves(
    tree: &UseTree,
    prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, bool, bool)>,
) {
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

/// The name each leaf of a `use` tree binds (`None` for globs and `_`), in
/// the order of [`use_leaves`].
fn bound_names(tree: &UseTree, parent: Option<&str>, out: &mut Vec<Option<String>>) {
    match tree {
        UseTree::Path(p) => bound_names(&p.tree, Some(&p.ident.to_string()), out),
        UseTree::Group(g) => {
            for t in &g.items {
                bound_names(t, parent, out);
            }
        }
        UseTree::Name(n) if n.ident == "self" => out.push(parent.map(str::to_string)),
        UseTree::Name(n) => out.push(Some(n.ident.to_string())),
        UseTree::Rename(r) if r.rename == "_" => out.push(None),
        UseTree::Rename(r) => out.push(Some(r.rename.to_string())),
        UseTree::Glob(_) => out.push(None),
    }
}

pub(super) fn item_name(item: &Item) -> Option<String> {
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

impl<'a> Index<'a> {
    /// The index of `file`, whose top-level items are the binary's (file
    /// `first_file`); `file_krate` gives each source file's crate.
    pub(super) fn build(
        file: &'a syn::File,
        first_file: usize,
        file_krate: &'a [usize],
        missing: &'a [BTreeSet<String>],
    ) -> Index<'a> {
        let mut ix = Index {
            scopes: Vec::new(),
            slots: Vec::new(),
            places: Places::default(),
            trait_impls: Vec::new(),
            variants: HashMap::new(),
            inner: HashMap::new(),
            file_krate,
            missing,
        };
        ix.new_scope(None, false, true, first_file);
        ix.items(file.items.iter(), 0, None);
        ix.trait_impls = (0..ix.slots.len())
            .filter(|&s| matches!(ix.slots[s].kind, Kind::Impl(i) if i.trait_.is_some()))
            .collect();
        ix
    }

    fn new_scope(
        &mut self,
        parent: Option<ScopeId>,
        block: bool,
        root: bool,
        file: usize,
    ) -> ScopeId {
        self.scopes.push(Scope {
            parent,
            block,
            root,
            file,
            defs: HashMap::new(),
            imports: HashMap::new(),
            globs: Vec::new(),
        });
        self.scopes.len() - 1
    }

    fn add(
        &mut self,
        scope: ScopeId,
        kind: Kind<'a>,
        id: Option<usize>,
        owner: Option<Slot>,
    ) -> Slot {
        self.slots.push(SlotInfo {
            scope,
            kind,
            id,
            owner,
        });
        self.slots.len() - 1
    }

    fn def(&mut self, scope: ScopeId, name: String, r: Res) {
        self.scopes[scope].defs.entry(name).or_default().push(r);
    }

    /// Indexes `items`, in `scope`; `owner`: the item whose code they are
    /// in, if any.
    fn items(
        &mut self,
        items: impl Iterator<Item = &'a Item>,
        scope: ScopeId,
        owner: Option<Slot>,
    ) {
        for item in items {
            let id = match owner {
                Some(_) => None,
                None => mark::item_attrs(item).and_then(|a| mark::item_of(a)),
            };
            match item {
                Item::Use(u) => {
                    let s = self.add(scope, Kind::Use, id, owner);
                    let start = if u.leading_colon.is_some() {
                        vec!["::".to_string()]
                    } else {
                        Vec::new()
                    };
                    let mut leaves = Vec::new();
                    use_leaves(&u.tree, start, &mut leaves);
                    let mut names = Vec::new();
                    bound_names(&u.tree, None, &mut names);
                    for (index, ((path, glob, underscore), name)) in
                        leaves.into_iter().zip(names).enumerate()
                    {
                        let kind = Kind::Leaf {
                            use_slot: s,
                            index,
                            path,
                            glob,
                            underscore,
                        };
                        let leaf = self.add(scope, kind, None, owner);
                        if glob {
                            self.scopes[scope].globs.push(leaf);
                        } else if let Some(name) = name {
                            self.scopes[scope]
                                .imports
                                .entry(name)
                                .or_default()
                                .push(leaf);
                        }
                    }
                }
                Item::Impl(i) => {
                    let s = self.add(scope, Kind::Impl(i), id, owner);
                    let mut assoc = Vec::new();
                    for it in &i.items {
                        let id = match owner {
                            Some(_) => None,
                            None => mark::impl_item_attrs(it).and_then(|a| mark::item_of(a)),
                        };
                        assoc.push(self.add(scope, Kind::Assoc { item: it, owner: s }, id, owner));
                    }
                    for (it, a) in i.items.iter().zip(assoc) {
                        let owner = owner.unwrap_or(a);
                        self.code(scope, owner, |b| visit::visit_impl_item(b, it));
                    }
                }
                Item::Mod(m) => {
                    let parent = &self.scopes[scope];
                    let file = mark::file_of(&m.attrs).unwrap_or(parent.file);
                    let root = parent.root && self.file_krate[file] == 0;
                    let s = self.add(scope, Kind::Mod(0), id, owner);
                    let child = self.new_scope(Some(scope), false, root, file);
                    self.slots[s].kind = Kind::Mod(child);
                    self.def(scope, m.ident.to_string(), Res::Scope(child));
                    if let Some(o) = owner {
                        self.places.mods.insert(m as *const syn::ItemMod, child);
                        self.inner.entry(o).or_default().push(child);
                    }
                    if let Some((_, inner)) = &m.content {
                        self.items(inner.iter(), child, owner);
                    }
                }
                _ => {
                    let s = self.add(scope, Kind::Item(item), id, owner);
                    if let Some(name) = item_name(item) {
                        self.def(scope, name, Res::Slot(s));
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
                                self.def(scope, name, Res::Slot(s));
                            }
                        }
                        Item::Enum(e) => {
                            let names = e.variants.iter().map(|v| v.ident.to_string()).collect();
                            self.variants.insert(s, names);
                        }
                        _ => {}
                    }
                    let owner = owner.unwrap_or(s);
                    self.code(scope, owner, |b| visit::visit_item(b, item));
                }
            }
        }
    }

    /// Indexes the blocks with items inside a piece of code in `scope`,
    /// which `walk` visits; they stay with `owner`.
    fn code(&mut self, scope: ScopeId, owner: Slot, walk: impl FnOnce(&mut Bodies<'a, '_>)) {
        let mut b = Bodies {
            ix: self,
            scope,
            owner,
        };
        walk(&mut b);
    }
}

/// Finds the blocks of a piece of code that hold items.
struct Bodies<'a, 'i> {
    ix: &'i mut Index<'a>,
    scope: ScopeId,
    owner: Slot,
}

impl<'a> Visit<'a> for Bodies<'a, '_> {
    fn visit_block(&mut self, b: &'a syn::Block) {
        let has_items = b.stmts.iter().any(|s| matches!(s, syn::Stmt::Item(_)));
        if !has_items {
            return visit::visit_block(self, b);
        }
        let file = self.ix.scopes[self.scope].file;
        let root = self.ix.scopes[self.scope].root;
        let inner = self.ix.new_scope(Some(self.scope), true, root, file);
        self.ix.places.blocks.insert(b as *const syn::Block, inner);
        self.ix.inner.entry(self.owner).or_default().push(inner);
        let items = b.stmts.iter().filter_map(|s| match s {
            syn::Stmt::Item(i) => Some(i),
            _ => None,
        });
        self.ix.items(items, inner, Some(self.owner));
        let outer = std::mem::replace(&mut self.scope, inner);
        for s in &b.stmts {
            if !matches!(s, syn::Stmt::Item(_)) {
                visit::visit_stmt(self, s);
            }
        }
        self.scope = outer;
    }

    /// Items are indexed by [`Index::items`], which walks their code.
    fn visit_item(&mut self, _: &'a Item) {}
}
