//! Drops what the binary never reaches, in four parts:
//!
//! - [`index`]: the scopes of the bundle's tree (modules, and blocks of
//!   code that hold items) and what each defines and imports;
//! - [`refs`]: what a piece of code names, from which scope;
//! - [`search`]: what the binary reaches, from its own code;
//! - [`apply`]: the items not reached removed, by the numbers
//!   [`crate::mark::stamp`] gave them.
//!
//! Everything in the binary's own modules stays. From there names are
//! followed as the compiler resolves them, and where the bundler cannot
//! be certain without types (a method call, a glob that may bring a trait,
//! a type alias in an `impl` header) it keeps rather than drops: a few
//! hundred bytes more are always better than an answer that changes. The
//! bundle is compiled before it is printed in any case.

mod apply;
mod index;
mod refs;
mod search;
#[cfg(test)]
mod tests;

use crate::mark;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use syn::Item;

/// What stays of a tree: the numbers of the items, and for each `use`
/// item which of its leaves.
#[derive(Debug, Default)]
pub(crate) struct Kept {
    pub items: HashSet<usize>,
    pub leaves: HashMap<usize, Vec<bool>>,
}

/// Works out what stays of `file`, whose items have been numbered by
/// [`mark::stamp`] and whose top-level items are the binary's (file
/// `first_file`). `file_krate` gives each source file's crate, and
/// `missing` each crate's names for crates the judge lacks.
pub(crate) fn analyse(
    file: &syn::File,
    first_file: usize,
    file_krate: &[usize],
    missing: &[BTreeSet<String>],
) -> Kept {
    let ix = index::Index::build(file, first_file, file_krate, missing);
    let mut search = search::Search::new(&ix);
    search.run();
    let mut kept = Kept::default();
    for (s, info) in ix.slots.iter().enumerate() {
        match info.kind {
            index::Kind::Leaf {
                use_slot, index, ..
            } => {
                let Some(id) = ix.slots[use_slot].id else {
                    continue;
                };
                let v = kept.leaves.entry(id).or_default();
                if v.len() <= index {
                    v.resize(index + 1, false);
                }
                v[index] = search.kept[s];
            }
            index::Kind::Mod(scope) => {
                if let Some(id) = info.id.filter(|_| search.live[scope]) {
                    kept.items.insert(id);
                }
            }
            _ => {
                if let Some(id) = info.id.filter(|_| search.kept[s]) {
                    kept.items.insert(id);
                }
            }
        }
    }
    kept
}

/// Removes from `file` what [`analyse`] found unreached.
pub(crate) fn apply(file: &mut syn::File, kept: &Kept) {
    apply::apply(&mut file.items, kept);
}

/// Numbers the items of `file`, works out what stays and removes the
/// rest.
pub(crate) fn prune(
    file: &mut syn::File,
    first_file: usize,
    file_krate: &[usize],
    missing: &[BTreeSet<String>],
) {
    mark::stamp(&mut file.items);
    let kept = analyse(file, first_file, file_krate, missing);
    apply(file, &kept);
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
