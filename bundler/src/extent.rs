//! Where an item lies in its file, read from its first and last tokens.
//!
//! syn's `item.span()` prints the whole item into tokens to take the
//! first and the last, which costs as much as the item is long: a module
//! is printed once for itself and again for each item inside it, and the
//! bundler asks for the extent of every item of every file it reads, in
//! each pass. These functions take the same two tokens from the syntax
//! tree's fields, in the order syn prints them, and give the same byte
//! range (the tests compare them with `span()` on the crate's own files
//! and on every form of item); for a form they do not know (tokens syn
//! keeps verbatim) they ask `span()`.

use proc_macro2::Span;
use std::ops::Range;
use syn::spanned::Spanned;
use syn::{AttrStyle, Attribute, Visibility};

/// The bytes of `i`, as `i.span().byte_range()` gives them.
pub(crate) fn item(i: &syn::Item) -> Range<usize> {
    use syn::Item;
    let (attrs, vis, head, last): (&[Attribute], Option<&Visibility>, Span, Span) = match i {
        Item::Const(x) => (
            &x.attrs,
            Some(&x.vis),
            x.const_token.span,
            x.semi_token.span,
        ),
        Item::Enum(x) => (
            &x.attrs,
            Some(&x.vis),
            x.enum_token.span,
            x.brace_token.span.close(),
        ),
        Item::ExternCrate(x) => (
            &x.attrs,
            Some(&x.vis),
            x.extern_token.span,
            x.semi_token.span,
        ),
        Item::Fn(x) => (
            &x.attrs,
            Some(&x.vis),
            signature(&x.sig),
            x.block.brace_token.span.close(),
        ),
        Item::ForeignMod(x) => (
            &x.attrs,
            None,
            x.unsafety.map_or(x.abi.extern_token.span, |u| u.span),
            x.brace_token.span.close(),
        ),
        Item::Impl(x) => (
            &x.attrs,
            None,
            x.defaultness
                .map(|d| d.span)
                .or(x.unsafety.map(|u| u.span))
                .unwrap_or(x.impl_token.span),
            x.brace_token.span.close(),
        ),
        Item::Macro(x) => (
            &x.attrs,
            None,
            path(&x.mac.path),
            x.semi_token
                .map_or(x.mac.delimiter.span().close(), |s| s.span),
        ),
        Item::Mod(x) => return item_mod(x),
        Item::Static(x) => (
            &x.attrs,
            Some(&x.vis),
            x.static_token.span,
            x.semi_token.span,
        ),
        Item::Struct(x) => {
            let last = match (&x.fields, &x.semi_token) {
                (syn::Fields::Named(f), _) => f.brace_token.span.close(),
                (_, Some(semi)) => semi.span,
                (_, None) => return i.span().byte_range(),
            };
            (&x.attrs, Some(&x.vis), x.struct_token.span, last)
        }
        Item::Trait(x) => (
            &x.attrs,
            Some(&x.vis),
            x.unsafety
                .map(|u| u.span)
                .or(x.auto_token.map(|a| a.span))
                .unwrap_or(x.trait_token.span),
            x.brace_token.span.close(),
        ),
        Item::TraitAlias(x) => (
            &x.attrs,
            Some(&x.vis),
            x.trait_token.span,
            x.semi_token.span,
        ),
        Item::Type(x) => (&x.attrs, Some(&x.vis), x.type_token.span, x.semi_token.span),
        Item::Union(x) => (
            &x.attrs,
            Some(&x.vis),
            x.union_token.span,
            x.fields.brace_token.span.close(),
        ),
        Item::Use(x) => (&x.attrs, Some(&x.vis), x.use_token.span, x.semi_token.span),
        _ => return i.span().byte_range(),
    };
    join(attrs, vis, head, last)
}

/// The bytes of module `m`, as `m.span().byte_range()` gives them.
pub(crate) fn item_mod(m: &syn::ItemMod) -> Range<usize> {
    let last = match (&m.content, &m.semi) {
        (Some((brace, _)), _) => brace.span.close(),
        (None, Some(semi)) => semi.span,
        (None, None) => return m.span().byte_range(),
    };
    let head = m.unsafety.map_or(m.mod_token.span, |u| u.span);
    join(&m.attrs, Some(&m.vis), head, last)
}

/// The bytes of `i`, an item of an `impl` block, as
/// `i.span().byte_range()` gives them.
pub(crate) fn impl_item(i: &syn::ImplItem) -> Range<usize> {
    use syn::ImplItem;
    let (attrs, vis, defaultness, head, last) = match i {
        ImplItem::Const(x) => (
            &x.attrs,
            &x.vis,
            x.defaultness,
            x.const_token.span,
            x.semi_token.span,
        ),
        ImplItem::Fn(x) => (
            &x.attrs,
            &x.vis,
            x.defaultness,
            signature(&x.sig),
            x.block.brace_token.span.close(),
        ),
        ImplItem::Type(x) => (
            &x.attrs,
            &x.vis,
            x.defaultness,
            x.type_token.span,
            x.semi_token.span,
        ),
        ImplItem::Macro(x) => (
            &x.attrs,
            &Visibility::Inherited,
            None,
            path(&x.mac.path),
            x.semi_token
                .map_or(x.mac.delimiter.span().close(), |s| s.span),
        ),
        _ => return i.span().byte_range(),
    };
    join(attrs, Some(vis), defaultness.map_or(head, |d| d.span), last)
}

/// From the first outer attribute, else the visibility, else `head`, to
/// the end of `last`.
fn join(attrs: &[Attribute], vis: Option<&Visibility>, head: Span, last: Span) -> Range<usize> {
    let first = attrs
        .iter()
        .find(|a| matches!(a.style, AttrStyle::Outer))
        .map(|a| a.pound_token.span)
        .or(match vis {
            Some(Visibility::Public(p)) => Some(p.span),
            Some(Visibility::Restricted(r)) => Some(r.pub_token.span),
            _ => None,
        })
        .unwrap_or(head);
    first.byte_range().start..last.byte_range().end
}

/// The first token of a function's signature.
fn signature(sig: &syn::Signature) -> Span {
    sig.constness
        .map(|c| c.span)
        .or(sig.asyncness.map(|a| a.span))
        .or(sig.unsafety.map(|u| u.span))
        .or(sig.abi.as_ref().map(|a| a.extern_token.span))
        .unwrap_or(sig.fn_token.span)
}

/// The first token of a path.
fn path(p: &syn::Path) -> Span {
    match (&p.leading_colon, p.segments.first()) {
        (Some(colons), _) => colons.spans[0],
        (None, Some(s)) => s.ident.span(),
        (None, None) => p.span(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use syn::visit::Visit;

    /// Compares [`item`] and [`impl_item`] with `span()` on every item of
    /// a file, at every depth.
    struct Compare {
        items: usize,
    }

    impl<'ast> Visit<'ast> for Compare {
        fn visit_item(&mut self, i: &'ast syn::Item) {
            assert_eq!(item(i), i.span().byte_range(), "{}", quote::quote!(#i));
            if let syn::Item::Mod(m) = i {
                assert_eq!(item_mod(m), i.span().byte_range());
            }
            self.items += 1;
            syn::visit::visit_item(self, i);
        }

        fn visit_impl_item(&mut self, i: &'ast syn::ImplItem) {
            assert_eq!(impl_item(i), i.span().byte_range(), "{}", quote::quote!(#i));
            self.items += 1;
            syn::visit::visit_impl_item(self, i);
        }
    }

    fn compare(text: &str) -> usize {
        let file = syn::parse_file(text).unwrap();
        let mut c = Compare { items: 0 };
        c.visit_file(&file);
        c.items
    }

    #[test]
    fn every_form_of_item_has_the_extent_syn_gives() {
        let text = r#"
//! inner doc
#![allow(dead_code)]
/// doc
#[inline] pub(crate) const A: u8 = 1;
pub static mut B: u8 = 2;
static C: &str = "c";
enum E { X, Y(u8) }
pub enum F<T> where T: Copy { Z(T) }
extern crate std as s;
#[cfg(test)] extern crate core;
pub const unsafe extern "C" fn f() {}
async fn g() {}
unsafe fn h() {}
extern "C" fn i() {}
fn j<T>(t: T) -> T where T: Clone { t }
unsafe extern "C" { fn k(); }
extern { }
impl E { pub fn new() -> Self { E::X } const N: u8 = 3; type T = u8; m!(); n! { } }
unsafe impl Send for F<u8> {}
impl<T> Drop for F<T> where T: Copy { fn drop(&mut self) {} }
macro_rules! m { () => {} }
macro_rules! n ( () => {} );
::std::println!("{}", 1);
std::thread_local! { static T: u8 = 0; }
mod m1;
pub mod m2 { #![allow(unused)] pub(super) fn f() {} mod deeper { struct S; } }
pub(in crate) struct S1 { a: u8 }
struct S2(u8);
struct S3;
struct S4<T>(T) where T: Copy;
pub trait Tr: Clone { fn f(&self); fn g(&self) {} }
unsafe trait Tu {}
pub trait Ta = Clone + Copy;
type U = u8;
pub type V<T> = Vec<T>;
union W { a: u8, b: u16 }
pub use std::io::{self, Read as _};
use ::core::mem;
use std::*;
#[derive(Clone)]
/** block doc */
pub(self) struct S5 { #[allow(unused)] b: u8 }
fn main() { fn inner() {} struct Local; impl Local { fn x() {} } }
"#;
        assert!(compare(text) > 45);
    }

    #[test]
    fn the_crates_files_have_the_extents_syn_gives() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        let mut todo = vec![
            root.join("src"),
            root.join("bundler/src"),
            root.join("tests"),
        ];
        while let Some(dir) = todo.pop() {
            for e in std::fs::read_dir(&dir).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    todo.push(p);
                } else if p.extension().is_some_and(|x| x == "rs") {
                    files.push(p);
                }
            }
        }
        let mut items = 0;
        for f in &files {
            let text = crate::text::normalize(&std::fs::read_to_string(f).unwrap());
            items += compare(&text);
        }
        assert!(
            files.len() > 100 && items > 3000,
            "{} files, {items} items",
            files.len()
        );
    }
}
