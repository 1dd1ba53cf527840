//! Marks the bundler puts on the tree while it works, as attributes that
//! never reach the output (`emit` removes them): which source file a
//! module came from, and a number for each item that may be left out, so
//! that the analysis and the step that removes items name the same items
//! whatever order they walk the tree in.

use proc_macro2::{Ident, Literal, Span};
use syn::{Attribute, ImplItem, Item};

/// The attribute that tells which file a module came from.
pub(crate) const FILE: &str = "cp_bundle_file";

/// The attribute that numbers an item.
pub(crate) const ITEM: &str = "cp_bundle_item";

/// The attribute that says why an item may not be in a bundle (refused
/// only if it stays).
pub(crate) const HAZARD: &str = "cp_bundle_hazard";

fn attr(name: &str, n: usize) -> Attribute {
    let name = Ident::new(name, Span::call_site());
    let n = Literal::usize_unsuffixed(n);
    syn::parse_quote!(#[#name(#n)])
}

fn read(attrs: &[Attribute], name: &str) -> Option<usize> {
    let a = attrs.iter().find(|a| a.path().is_ident(name))?;
    a.parse_args::<syn::LitInt>().ok()?.base10_parse().ok()
}

/// The mark of file `index`.
pub(crate) fn file(index: usize) -> Attribute {
    attr(FILE, index)
}

/// The file a module's mark names.
pub(crate) fn file_of(attrs: &[Attribute]) -> Option<usize> {
    read(attrs, FILE)
}

/// The number of an item stamped by [`stamp`].
pub(crate) fn item_of(attrs: &[Attribute]) -> Option<usize> {
    read(attrs, ITEM)
}

/// Whether an attribute is one of the bundler's marks.
pub(crate) fn is_mark(a: &Attribute) -> bool {
    a.path().is_ident(FILE) || a.path().is_ident(ITEM) || a.path().is_ident(HAZARD)
}

/// The mark of an item that may not be in a bundle, with the reason.
pub(crate) fn hazard(why: &str) -> Attribute {
    let name = Ident::new(HAZARD, Span::call_site());
    let why = Literal::string(why);
    syn::parse_quote!(#[#name(#why)])
}

/// The reason a hazard mark gives, if `attrs` have one.
pub(crate) fn hazard_of(attrs: &[Attribute]) -> Option<String> {
    let a = attrs.iter().find(|a| a.path().is_ident(HAZARD))?;
    Some(a.parse_args::<syn::LitStr>().ok()?.value())
}

/// The attributes of an item of a module, where it has them.
pub(crate) fn item_attrs(item: &Item) -> Option<&Vec<Attribute>> {
    Some(match item {
        Item::Const(x) => &x.attrs,
        Item::Enum(x) => &x.attrs,
        Item::ExternCrate(x) => &x.attrs,
        Item::Fn(x) => &x.attrs,
        Item::ForeignMod(x) => &x.attrs,
        Item::Impl(x) => &x.attrs,
        Item::Macro(x) => &x.attrs,
        Item::Mod(x) => &x.attrs,
        Item::Static(x) => &x.attrs,
        Item::Struct(x) => &x.attrs,
        Item::Trait(x) => &x.attrs,
        Item::TraitAlias(x) => &x.attrs,
        Item::Type(x) => &x.attrs,
        Item::Union(x) => &x.attrs,
        Item::Use(x) => &x.attrs,
        _ => return None,
    })
}

pub(crate) fn impl_item_attrs(item: &ImplItem) -> Option<&Vec<Attribute>> {
    Some(match item {
        ImplItem::Const(x) => &x.attrs,
        ImplItem::Fn(x) => &x.attrs,
        ImplItem::Type(x) => &x.attrs,
        ImplItem::Macro(x) => &x.attrs,
        _ => return None,
    })
}

fn impl_item_attrs_mut(item: &mut ImplItem) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        ImplItem::Const(x) => &mut x.attrs,
        ImplItem::Fn(x) => &mut x.attrs,
        ImplItem::Type(x) => &mut x.attrs,
        ImplItem::Macro(x) => &mut x.attrs,
        _ => return None,
    })
}

/// Numbers every item of every module of `items`, and every item of their
/// `impl` blocks, from 0 (items inside function bodies stay with their
/// function and are not numbered). Items syn cannot hold an attribute on
/// (`Item::Verbatim`) are not numbered either, and always stay. Returns
/// how many numbers were given.
pub(crate) fn stamp(items: &mut [Item]) -> usize {
    let mut next = 0;
    stamp_items(items, &mut next);
    next
}

fn stamp_items(items: &mut [Item], next: &mut usize) {
    for item in items {
        if let Some(attrs) = crate::cfg::item_attrs(item) {
            attrs.retain(|a| !a.path().is_ident(ITEM));
            attrs.push(attr(ITEM, *next));
            *next += 1;
        }
        match item {
            Item::Impl(i) => {
                for it in &mut i.items {
                    if let Some(attrs) = impl_item_attrs_mut(it) {
                        attrs.retain(|a| !a.path().is_ident(ITEM));
                        attrs.push(attr(ITEM, *next));
                        *next += 1;
                    }
                }
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &mut m.content {
                    stamp_items(inner, next);
                }
            }
            _ => {}
        }
    }
}
