//! `#[cfg]`, `#[cfg_attr]` and `cfg!` as a judge's compiler will see them.
//!
//! A condition is decided where the bundle knows its value: `test`, `doc`,
//! `doctest`, `miri` and `clippy` are false; `feature = "x"` is what cargo
//! resolved for the crate, less the features a judge file leaves out (see
//! `workspace`); a cfg the crate's build script set is true. What Rust
//! sets on the judge's machine (`unix`, `target_os = ".."`,
//! `debug_assertions`) is left to the judge's compiler, simplified by the
//! decided parts: `all(feature = "on", unix)` becomes `unix`. Any other
//! name (set by `--cfg` in RUSTFLAGS, or by nothing) is left too, and
//! refused where it stays in the bundle ([`crate::check`]): the bundler
//! cannot tell its value. Attributes inside a macro call's tokens
//! (`vec![#[cfg(feature = "x")] 10, 20]`) are settled like the others;
//! `macro_rules!` bodies are settled for the crates that call them
//! ([`crate::macros`]).

use crate::tokens::regroup;
use crate::Failure;
use proc_macro2::{Ident, TokenStream, TokenTree};
use std::collections::BTreeSet;
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Expr, Meta, Token};

/// What a condition is in the bundle.
#[derive(Clone)]
pub(crate) enum Value {
    Known(bool),
    /// Left to the judge's compiler, as this condition.
    Left(Box<Meta>),
}

/// What decides conditions in one crate: the features that are on in the
/// bundle, and the cfgs its build script set (`name` or `name="value"`).
pub(crate) struct Features<'a> {
    pub on: &'a BTreeSet<String>,
    pub cfgs: &'a BTreeSet<String>,
}

/// Conditions that are false in a bundle: it is not a test, documentation
/// (`docsrs` is the cfg docs.rs sets for its builds, by convention) or a
/// lint run.
const DECIDED_FALSE: &[&str] = &[
    "test",
    "doc",
    "doctest",
    "docsrs",
    "miri",
    "clippy",
    "rust_analyzer",
];

/// Names of conditions that Rust itself sets, from the judge's machine and
/// compiler options (`target_*` besides).
const BUILT_IN: &[&str] = &[
    "unix",
    "windows",
    "debug_assertions",
    "overflow_checks",
    "panic",
    "proc_macro",
    "relocation_model",
    "sanitize",
    "ub_checks",
    "fmt_debug",
    "contract_checks",
    "emscripten_wasm_eh",
];

/// Whether `name` is a condition Rust sets (or a bundle decides).
pub(crate) fn is_built_in(name: &str) -> bool {
    name == "feature"
        || name.starts_with("target_")
        || name.starts_with("sanitizer_")
        || BUILT_IN.contains(&name)
        || DECIDED_FALSE.contains(&name)
}

impl Features<'_> {
    /// The value of a condition (the inside of `cfg(...)`).
    pub(crate) fn eval(&self, meta: &Meta) -> syn::Result<Value> {
        match meta {
            Meta::Path(p) => Ok(match p.get_ident() {
                Some(id) if DECIDED_FALSE.iter().any(|w| id == w) => Value::Known(false),
                Some(id) if self.cfgs.contains(&id.to_string()) => Value::Known(true),
                _ => Value::Left(Box::new(meta.clone())),
            }),
            Meta::NameValue(nv) => {
                let value = match &nv.value {
                    Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(s),
                        ..
                    }) => s.value(),
                    _ => {
                        return Err(syn::Error::new_spanned(
                            &nv.value,
                            "a condition `name = ..` wants a string",
                        ))
                    }
                };
                if nv.path.is_ident("feature") {
                    return Ok(Value::Known(self.on.contains(&value)));
                }
                let name = nv
                    .path
                    .get_ident()
                    .map(|i| i.to_string())
                    .unwrap_or_default();
                if self.cfgs.contains(&format!("{name}={value:?}")) {
                    return Ok(Value::Known(true));
                }
                Ok(Value::Left(Box::new(meta.clone())))
            }
            Meta::List(list) => {
                let word = list
                    .path
                    .get_ident()
                    .map(|i| i.to_string())
                    .unwrap_or_default();
                if !matches!(word.as_str(), "all" | "any" | "not") {
                    return Ok(Value::Left(Box::new(meta.clone())));
                }
                let parts =
                    list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)?;
                let mut values = Vec::new();
                for part in &parts {
                    values.push(self.eval(part)?);
                }
                if word == "not" {
                    return match values.as_slice() {
                        [Value::Known(b)] => Ok(Value::Known(!b)),
                        [Value::Left(m)] => Ok(Value::Left(Box::new(syn::parse_quote!(not(#m))))),
                        _ => Err(syn::Error::new_spanned(list, "`not` takes one condition")),
                    };
                }
                // `all` is decided by one false part, `any` by one true part;
                // the parts that do not decide it are dropped.
                let decisive = word == "any";
                let mut left = Vec::new();
                for v in values {
                    match v {
                        Value::Known(b) if b == decisive => return Ok(Value::Known(decisive)),
                        Value::Known(_) => {}
                        Value::Left(m) => left.push(*m),
                    }
                }
                Ok(match left.len() {
                    0 => Value::Known(!decisive),
                    1 => Value::Left(Box::new(left.pop().expect("one part"))),
                    _ => {
                        let path = &list.path;
                        Value::Left(Box::new(syn::parse_quote!(#path(#(#left),*))))
                    }
                })
            }
        }
    }

    /// Settles the `cfg` and `cfg_attr` attributes of one node: `false`
    /// when the node is not in the bundle. Decided attributes go; a
    /// `cfg_attr` that holds becomes the attributes it stands for.
    pub(crate) fn settle(&self, attrs: &mut Vec<Attribute>) -> syn::Result<bool> {
        let mut out = Vec::with_capacity(attrs.len());
        let mut pending: Vec<Attribute> = std::mem::take(attrs);
        pending.reverse();
        while let Some(attr) = pending.pop() {
            if attr.path().is_ident("cfg") {
                let cond: Meta = attr.parse_args()?;
                match self.eval(&cond)? {
                    Value::Known(false) => return Ok(false),
                    Value::Known(true) => {}
                    Value::Left(m) => out.push(with_meta(&attr, syn::parse_quote!(cfg(#m)))),
                }
            } else if attr.path().is_ident("cfg_attr") {
                let args = attr.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)?;
                let mut args = args.into_iter();
                let cond = args
                    .next()
                    .ok_or_else(|| syn::Error::new_spanned(&attr, "empty cfg_attr"))?;
                let rest: Vec<Meta> = args.collect();
                match self.eval(&cond)? {
                    Value::Known(false) => {}
                    // The attributes it stands for are settled in turn.
                    Value::Known(true) => {
                        for m in rest.into_iter().rev() {
                            pending.push(with_meta(&attr, m));
                        }
                    }
                    Value::Left(c) => out.push(with_meta(
                        &attr,
                        syn::parse_quote!(cfg_attr(#c, #(#rest),*)),
                    )),
                }
            } else {
                out.push(attr);
            }
        }
        *attrs = out;
        Ok(true)
    }

    /// `cfg!(..)` in a token stream (a macro's arguments) replaced by
    /// `true` or `false` where it is decided, and the conditions of
    /// `#[cfg(..)]` and `#[cfg_attr(..)]` there by `all()` (true), `any()`
    /// (false) or what is left of them.
    pub(crate) fn tokens(&self, tokens: TokenStream) -> syn::Result<TokenStream> {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out = Vec::with_capacity(trees.len());
        let mut i = 0;
        while i < trees.len() {
            if let (TokenTree::Punct(hash), Some(TokenTree::Group(g))) =
                (&trees[i], trees.get(i + 1))
            {
                if hash.as_char() == '#' && g.delimiter() == proc_macro2::Delimiter::Bracket {
                    if let Some(settled) = self.attribute_tokens(g)? {
                        out.push(trees[i].clone());
                        out.push(settled);
                        i += 2;
                        continue;
                    }
                }
            }
            if let (TokenTree::Ident(id), Some(TokenTree::Punct(bang)), Some(TokenTree::Group(g))) =
                (&trees[i], trees.get(i + 1), trees.get(i + 2))
            {
                let after_dot =
                    matches!(out.last(), Some(TokenTree::Punct(p)) if p.as_char() == '.');
                if id == "cfg" && bang.as_char() == '!' && !after_dot {
                    let meta: Meta = syn::parse2(g.stream())?;
                    if let Value::Known(b) = self.eval(&meta)? {
                        out.push(TokenTree::Ident(Ident::new(
                            if b { "true" } else { "false" },
                            id.span(),
                        )));
                        i += 3;
                        continue;
                    }
                }
            }
            out.push(match &trees[i] {
                TokenTree::Group(g) => regroup(g, self.tokens(g.stream())?),
                t => t.clone(),
            });
            i += 1;
        }
        Ok(out.into_iter().collect())
    }
}

impl Features<'_> {
    /// The condition `meta` written back as tokens: `all()`, `any()`, or
    /// what is left of it.
    fn condition_tokens(&self, meta: &Meta) -> syn::Result<TokenStream> {
        Ok(match self.eval(meta)? {
            Value::Known(true) => quote::quote!(all()),
            Value::Known(false) => quote::quote!(any()),
            Value::Left(m) => quote::ToTokens::to_token_stream(&m),
        })
    }

    /// The bracket group of `#[cfg(..)]` or `#[cfg_attr(..)]` in a macro's
    /// tokens, its condition settled; `None` for any other attribute.
    fn attribute_tokens(&self, g: &proc_macro2::Group) -> syn::Result<Option<TokenTree>> {
        let Ok(Meta::List(list)) = syn::parse2::<Meta>(g.stream()) else {
            return Ok(None);
        };
        if list.path.is_ident("cfg") {
            let cond: Meta = list.parse_args()?;
            let c = self.condition_tokens(&cond)?;
            return Ok(Some(regroup(g, quote::quote!(cfg(#c)))));
        }
        if list.path.is_ident("cfg_attr") {
            let args = list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)?;
            let mut args = args.into_iter();
            let Some(cond) = args.next() else {
                return Ok(None);
            };
            let c = self.condition_tokens(&cond)?;
            let rest: Vec<Meta> = args.collect();
            return Ok(Some(regroup(g, quote::quote!(cfg_attr(#c, #(#rest),*)))));
        }
        Ok(None)
    }
}

fn with_meta(attr: &Attribute, meta: Meta) -> Attribute {
    Attribute {
        meta,
        ..attr.clone()
    }
}

/// The outer attributes of an expression, where it has them.
pub(crate) fn expr_attrs(e: &mut Expr) -> Option<&mut Vec<Attribute>> {
    Some(match e {
        Expr::Array(x) => &mut x.attrs,
        Expr::Assign(x) => &mut x.attrs,
        Expr::Async(x) => &mut x.attrs,
        Expr::Await(x) => &mut x.attrs,
        Expr::Binary(x) => &mut x.attrs,
        Expr::Block(x) => &mut x.attrs,
        Expr::Break(x) => &mut x.attrs,
        Expr::Call(x) => &mut x.attrs,
        Expr::Cast(x) => &mut x.attrs,
        Expr::Closure(x) => &mut x.attrs,
        Expr::Const(x) => &mut x.attrs,
        Expr::Continue(x) => &mut x.attrs,
        Expr::Field(x) => &mut x.attrs,
        Expr::ForLoop(x) => &mut x.attrs,
        Expr::Group(x) => &mut x.attrs,
        Expr::If(x) => &mut x.attrs,
        Expr::Index(x) => &mut x.attrs,
        Expr::Infer(x) => &mut x.attrs,
        Expr::Let(x) => &mut x.attrs,
        Expr::Lit(x) => &mut x.attrs,
        Expr::Loop(x) => &mut x.attrs,
        Expr::Macro(x) => &mut x.attrs,
        Expr::Match(x) => &mut x.attrs,
        Expr::MethodCall(x) => &mut x.attrs,
        Expr::Paren(x) => &mut x.attrs,
        Expr::Path(x) => &mut x.attrs,
        Expr::Range(x) => &mut x.attrs,
        Expr::RawAddr(x) => &mut x.attrs,
        Expr::Reference(x) => &mut x.attrs,
        Expr::Repeat(x) => &mut x.attrs,
        Expr::Return(x) => &mut x.attrs,
        Expr::Struct(x) => &mut x.attrs,
        Expr::Try(x) => &mut x.attrs,
        Expr::TryBlock(x) => &mut x.attrs,
        Expr::Tuple(x) => &mut x.attrs,
        Expr::Unary(x) => &mut x.attrs,
        Expr::Unsafe(x) => &mut x.attrs,
        Expr::While(x) => &mut x.attrs,
        Expr::Yield(x) => &mut x.attrs,
        _ => return None,
    })
}

/// The outer attributes of an item.
pub(crate) fn item_attrs(item: &mut syn::Item) -> Option<&mut Vec<Attribute>> {
    use syn::Item;
    Some(match item {
        Item::Const(x) => &mut x.attrs,
        Item::Enum(x) => &mut x.attrs,
        Item::ExternCrate(x) => &mut x.attrs,
        Item::Fn(x) => &mut x.attrs,
        Item::ForeignMod(x) => &mut x.attrs,
        Item::Impl(x) => &mut x.attrs,
        Item::Macro(x) => &mut x.attrs,
        Item::Mod(x) => &mut x.attrs,
        Item::Static(x) => &mut x.attrs,
        Item::Struct(x) => &mut x.attrs,
        Item::Trait(x) => &mut x.attrs,
        Item::TraitAlias(x) => &mut x.attrs,
        Item::Type(x) => &mut x.attrs,
        Item::Union(x) => &mut x.attrs,
        Item::Use(x) => &mut x.attrs,
        _ => return None,
    })
}

/// Removes what is configured out of a parsed file, settles the
/// attributes that stay, and replaces decided `cfg!(..)` by `true` or
/// `false`. The first error stops it.
pub(crate) struct Strip<'a> {
    pub features: Features<'a>,
    pub error: Option<syn::Error>,
}

impl Strip<'_> {
    fn keep(&mut self, attrs: &mut Vec<Attribute>) -> bool {
        if self.error.is_some() {
            return true;
        }
        match self.features.settle(attrs) {
            Ok(keep) => keep,
            Err(e) => {
                self.error = Some(e);
                true
            }
        }
    }

    fn items(&mut self, items: &mut Vec<syn::Item>) {
        items.retain_mut(|item| match item_attrs(item) {
            Some(attrs) => self.keep(attrs),
            None => true,
        });
    }

    fn punctuated<T, P>(
        &mut self,
        list: &mut Punctuated<T, P>,
        attrs: impl Fn(&mut T) -> &mut Vec<Attribute>,
    ) where
        P: Default,
    {
        // A trailing separator stays: `S { a: 1, ..rest }` needs it.
        let trailing = list.trailing_punct();
        let old = std::mem::take(list);
        for mut x in old.into_iter() {
            if self.keep(attrs(&mut x)) {
                list.push(x);
            }
        }
        if trailing && !list.is_empty() {
            list.push_punct(P::default());
        }
    }
}

impl VisitMut for Strip<'_> {
    fn visit_file_mut(&mut self, f: &mut syn::File) {
        self.items(&mut f.items);
        visit_mut::visit_file_mut(self, f);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            self.items(items);
        }
        visit_mut::visit_item_mod_mut(self, m);
    }

    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        i.items.retain_mut(|it| {
            use syn::ImplItem as I;
            let attrs = match it {
                I::Const(x) => &mut x.attrs,
                I::Fn(x) => &mut x.attrs,
                I::Type(x) => &mut x.attrs,
                I::Macro(x) => &mut x.attrs,
                _ => return true,
            };
            self.keep(attrs)
        });
        visit_mut::visit_item_impl_mut(self, i);
    }

    fn visit_item_trait_mut(&mut self, t: &mut syn::ItemTrait) {
        t.items.retain_mut(|it| {
            use syn::TraitItem as T;
            let attrs = match it {
                T::Const(x) => &mut x.attrs,
                T::Fn(x) => &mut x.attrs,
                T::Type(x) => &mut x.attrs,
                T::Macro(x) => &mut x.attrs,
                _ => return true,
            };
            self.keep(attrs)
        });
        visit_mut::visit_item_trait_mut(self, t);
    }

    fn visit_item_foreign_mod_mut(&mut self, f: &mut syn::ItemForeignMod) {
        f.items.retain_mut(|it| {
            use syn::ForeignItem as F;
            let attrs = match it {
                F::Fn(x) => &mut x.attrs,
                F::Static(x) => &mut x.attrs,
                F::Type(x) => &mut x.attrs,
                F::Macro(x) => &mut x.attrs,
                _ => return true,
            };
            self.keep(attrs)
        });
        visit_mut::visit_item_foreign_mod_mut(self, f);
    }

    fn visit_block_mut(&mut self, b: &mut syn::Block) {
        b.stmts.retain_mut(|s| {
            let attrs = match s {
                syn::Stmt::Local(l) => &mut l.attrs,
                syn::Stmt::Macro(m) => &mut m.attrs,
                syn::Stmt::Item(item) => match item_attrs(item) {
                    Some(a) => a,
                    None => return true,
                },
                syn::Stmt::Expr(e, _) => match expr_attrs(e) {
                    Some(a) => a,
                    None => return true,
                },
            };
            self.keep(attrs)
        });
        visit_mut::visit_block_mut(self, b);
    }

    fn visit_fields_named_mut(&mut self, f: &mut syn::FieldsNamed) {
        self.punctuated(&mut f.named, |x| &mut x.attrs);
        visit_mut::visit_fields_named_mut(self, f);
    }

    fn visit_fields_unnamed_mut(&mut self, f: &mut syn::FieldsUnnamed) {
        self.punctuated(&mut f.unnamed, |x| &mut x.attrs);
        visit_mut::visit_fields_unnamed_mut(self, f);
    }

    fn visit_item_enum_mut(&mut self, e: &mut syn::ItemEnum) {
        self.punctuated(&mut e.variants, |x| &mut x.attrs);
        visit_mut::visit_item_enum_mut(self, e);
    }

    fn visit_expr_match_mut(&mut self, m: &mut syn::ExprMatch) {
        m.arms.retain_mut(|a| self.keep(&mut a.attrs));
        visit_mut::visit_expr_match_mut(self, m);
    }

    fn visit_expr_struct_mut(&mut self, s: &mut syn::ExprStruct) {
        self.punctuated(&mut s.fields, |x| &mut x.attrs);
        visit_mut::visit_expr_struct_mut(self, s);
    }

    fn visit_pat_struct_mut(&mut self, s: &mut syn::PatStruct) {
        self.punctuated(&mut s.fields, |x| &mut x.attrs);
        visit_mut::visit_pat_struct_mut(self, s);
    }

    fn visit_signature_mut(&mut self, s: &mut syn::Signature) {
        self.punctuated(&mut s.inputs, |x| match x {
            syn::FnArg::Receiver(r) => &mut r.attrs,
            syn::FnArg::Typed(t) => &mut t.attrs,
        });
        visit_mut::visit_signature_mut(self, s);
    }

    fn visit_expr_mut(&mut self, e: &mut Expr) {
        if let Expr::Macro(m) = e {
            if m.mac.path.is_ident("cfg") && self.error.is_none() {
                match m
                    .mac
                    .parse_body::<Meta>()
                    .and_then(|c| self.features.eval(&c))
                {
                    Ok(Value::Known(b)) => {
                        *e = syn::parse_quote!(#b);
                        return;
                    }
                    Ok(Value::Left(_)) => {}
                    Err(err) => self.error = Some(err),
                }
            }
        }
        visit_mut::visit_expr_mut(self, e);
    }

    /// A `macro_rules!` body is settled for the crates that call it
    /// ([`crate::macros`]), not here.
    fn visit_item_macro_mut(&mut self, m: &mut syn::ItemMacro) {
        if m.mac.path.is_ident("macro_rules") && m.ident.is_some() {
            return;
        }
        visit_mut::visit_item_macro_mut(self, m);
    }

    fn visit_macro_mut(&mut self, m: &mut syn::Macro) {
        if self.error.is_none() {
            match self.features.tokens(m.tokens.clone()) {
                Ok(t) => m.tokens = t,
                Err(e) => self.error = Some(e),
            }
        }
        visit_mut::visit_macro_mut(self, m);
    }
}

/// Removes what is configured out of `file` for a crate whose features in
/// the bundle are `on`.
pub(crate) fn strip(
    file: &mut syn::File,
    on: &BTreeSet<String>,
    cfgs: &BTreeSet<String>,
) -> syn::Result<()> {
    let mut s = Strip {
        features: Features { on, cfgs },
        error: None,
    };
    s.visit_file_mut(file);
    match s.error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Whether a file's inner attributes (`#![cfg(..)]`) keep it.
pub(crate) fn keeps_file(
    file: &mut syn::File,
    on: &BTreeSet<String>,
    cfgs: &BTreeSet<String>,
) -> syn::Result<bool> {
    Features { on, cfgs }.settle(&mut file.attrs)
}

/// A located error as the command prints it.
pub(crate) fn located(file: &str, e: &syn::Error) -> Failure {
    let at = e.span().start();
    Failure::new(format!("{file}:{}:{}: {e}", at.line, at.column + 1))
}
