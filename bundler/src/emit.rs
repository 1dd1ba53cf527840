//! The bundle as text: documentation and the bundler's own markers gone,
//! every string literal on one line, printed by `prettyplease` and then
//! indented by one space a level, without blank lines.

use crate::cfg::expr_attrs;
use crate::tokens::regroup;
use proc_macro2::{Literal, TokenStream, TokenTree};
use syn::visit_mut::{self, VisitMut};
use syn::Attribute;

/// Removes documentation and markers, and puts string literals that span
/// lines on one line (escaped), so that indentation can change safely.
struct Clean;

impl Clean {
    fn attrs(&mut self, attrs: &mut Vec<Attribute>) {
        attrs.retain(|a| {
            !a.path().is_ident("doc") && !crate::mark::is_mark(a) && !about_docs_only(a)
        });
    }

    fn tokens(&mut self, tokens: TokenStream) -> TokenStream {
        tokens
            .into_iter()
            .map(|t| match t {
                TokenTree::Group(g) => regroup(&g, self.tokens(g.stream())),
                TokenTree::Literal(l) => TokenTree::Literal(one_line(l)),
                t => t,
            })
            .collect()
    }
}

/// Whether `a` sets the level of documentation lints only (`rustdoc::..`,
/// `missing_docs`), which mean nothing in a bundle without documentation,
/// as in `#![allow(rustdoc::broken_intra_doc_links)]`.
fn about_docs_only(a: &Attribute) -> bool {
    let level = ["allow", "warn", "deny", "forbid"]
        .iter()
        .any(|l| a.path().is_ident(l));
    let lints = a.parse_args_with(
        syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
    );
    level
        && lints.is_ok_and(|lints| {
            !lints.is_empty()
                && lints.iter().all(|p| {
                    p.is_ident("missing_docs")
                        || p.segments.len() == 2 && p.segments[0].ident == "rustdoc"
                })
        })
}

/// A string or byte string literal on one line.
fn one_line(l: Literal) -> Literal {
    let text = l.to_string();
    if !text.contains('\n') && !text.contains('\r') {
        return l;
    }
    match syn::parse_str::<syn::Lit>(&text) {
        Ok(syn::Lit::Str(s)) => {
            let mut n = Literal::string(&s.value());
            n.set_span(l.span());
            n
        }
        Ok(syn::Lit::ByteStr(s)) => {
            let mut n = Literal::byte_string(&s.value());
            n.set_span(l.span());
            n
        }
        _ => l,
    }
}

macro_rules! clean_attrs {
    ($($method:ident: $ty:ident),* $(,)?) => {
        $(
            fn $method(&mut self, node: &mut syn::$ty) {
                self.attrs(&mut node.attrs);
                visit_mut::$method(self, node);
            }
        )*
    };
}

impl VisitMut for Clean {
    clean_attrs!(
        visit_file_mut: File,
        visit_item_const_mut: ItemConst,
        visit_item_enum_mut: ItemEnum,
        visit_item_extern_crate_mut: ItemExternCrate,
        visit_item_fn_mut: ItemFn,
        visit_item_foreign_mod_mut: ItemForeignMod,
        visit_item_impl_mut: ItemImpl,
        visit_item_macro_mut: ItemMacro,
        visit_item_mod_mut: ItemMod,
        visit_item_static_mut: ItemStatic,
        visit_item_struct_mut: ItemStruct,
        visit_item_trait_mut: ItemTrait,
        visit_item_trait_alias_mut: ItemTraitAlias,
        visit_item_type_mut: ItemType,
        visit_item_union_mut: ItemUnion,
        visit_item_use_mut: ItemUse,
        visit_impl_item_const_mut: ImplItemConst,
        visit_impl_item_fn_mut: ImplItemFn,
        visit_impl_item_type_mut: ImplItemType,
        visit_impl_item_macro_mut: ImplItemMacro,
        visit_trait_item_const_mut: TraitItemConst,
        visit_trait_item_fn_mut: TraitItemFn,
        visit_trait_item_type_mut: TraitItemType,
        visit_trait_item_macro_mut: TraitItemMacro,
        visit_foreign_item_fn_mut: ForeignItemFn,
        visit_foreign_item_static_mut: ForeignItemStatic,
        visit_foreign_item_type_mut: ForeignItemType,
        visit_foreign_item_macro_mut: ForeignItemMacro,
        visit_field_mut: Field,
        visit_variant_mut: Variant,
        visit_arm_mut: Arm,
        visit_field_value_mut: FieldValue,
        visit_field_pat_mut: FieldPat,
        visit_local_mut: Local,
        visit_stmt_macro_mut: StmtMacro,
        visit_pat_type_mut: PatType,
        visit_pat_ident_mut: PatIdent,
        visit_receiver_mut: Receiver,
        visit_type_param_mut: TypeParam,
        visit_lifetime_param_mut: LifetimeParam,
        visit_const_param_mut: ConstParam,
    );

    fn visit_expr_mut(&mut self, e: &mut syn::Expr) {
        if let Some(attrs) = expr_attrs(e) {
            self.attrs(attrs);
        }
        visit_mut::visit_expr_mut(self, e);
    }

    fn visit_lit_str_mut(&mut self, s: &mut syn::LitStr) {
        let v = s.value();
        if s.token().to_string().contains(['\n', '\r']) {
            *s = syn::LitStr::new(&v, s.span());
        }
    }

    fn visit_lit_byte_str_mut(&mut self, s: &mut syn::LitByteStr) {
        let v = s.value();
        if s.token().to_string().contains(['\n', '\r']) {
            *s = syn::LitByteStr::new(&v, s.span());
        }
    }

    fn visit_macro_mut(&mut self, m: &mut syn::Macro) {
        m.tokens = self.tokens(std::mem::take(&mut m.tokens));
        visit_mut::visit_macro_mut(self, m);
    }
}

/// The text of `file`: clean, printed, one space a level, no blank lines.
pub(crate) fn text(file: &mut syn::File) -> String {
    Clean.visit_file_mut(file);
    let printed = prettyplease::unparse(file);
    let mut out = String::with_capacity(printed.len());
    for line in printed.lines() {
        let line = line.trim_end();
        let body = line.trim_start_matches(' ');
        if body.is_empty() {
            continue;
        }
        let indent = line.len() - body.len();
        out.extend(std::iter::repeat(' ').take(indent / 4 + indent % 4));
        out.push_str(body);
        out.push('\n');
    }
    out
}
