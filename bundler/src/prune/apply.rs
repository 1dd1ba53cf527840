//! Removing from the tree what the search did not reach, by the items'
//! numbers ([`crate::mark`]), never by the order of a walk.

use super::Kept;
use crate::mark;
use syn::{Item, UseTree};

/// Removes from `items` (and their modules and `impl` blocks) every
/// numbered item that [`Kept`] does not hold. Items without a number stay.
pub(super) fn apply(items: &mut Vec<Item>, k: &Kept) {
    items.retain_mut(|item| {
        let Some(id) = mark::item_attrs(item).and_then(|a| mark::item_of(a)) else {
            return true;
        };
        match item {
            Item::Use(u) => match k
                .leaves
                .get(&id)
                .and_then(|keep| prune_use(&u.tree, keep, &mut 0))
            {
                Some(t) => {
                    u.tree = t;
                    true
                }
                None => false,
            },
            Item::Impl(i) => {
                if i.trait_.is_none() {
                    i.items.retain(|it| {
                        mark::impl_item_attrs(it)
                            .and_then(|a| mark::item_of(a))
                            .map_or(true, |id| k.items.contains(&id))
                    });
                }
                k.items.contains(&id) && (i.trait_.is_some() || !i.items.is_empty())
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &mut m.content {
                    apply(inner, k);
                }
                k.items.contains(&id)
            }
            _ => k.items.contains(&id),
        }
    });
}

/// What stays of a `use` tree whose leaves, in the order of
/// [`super::index::use_leaves`], stay where `keep` says; `next` counts the
/// leaves seen.
fn prune_use(tree: &UseTree, keep: &[bool], next: &mut usize) -> Option<UseTree> {
    match tree {
        UseTree::Path(p) => {
            let sub = prune_use(&p.tree, keep, next)?;
            let mut p = p.clone();
            p.tree = Box::new(sub);
            Some(UseTree::Path(p))
        }
        UseTree::Group(g) => {
            let mut g2 = g.clone();
            g2.items.clear();
            for t in &g.items {
                if let Some(t) = prune_use(t, keep, next) {
                    g2.items.push(t);
                }
            }
            (!g2.items.is_empty()).then_some(UseTree::Group(g2))
        }
        leaf => {
            let s = *next;
            *next += 1;
            keep.get(s).copied().unwrap_or(true).then(|| leaf.clone())
        }
    }
}
