//! `#[cfg]`, `#[cfg_attr]` and `cfg!` as a judge's compiler will see them.
//!
//! A condition is decided where the bundle knows its value: `test`, `doc`,
//! `doctest`, `miri` and `clippy` are false; `feature = "x"` is what cargo
//! resolved for the crate, less the features a judge file leaves out (see
//! `workspace`); a cfg the crate's build script set is true. What Rust
//! sets on the judge's machine (`unix`, `target_os = ".."`,
//! `debug_assertions`) is left to the judge's compiler, simplified by the
//! decided parts: `all(feature = "on", unix)` becomes `unix`. Any other
//! name is false, as nothing set it for the binary and nothing sets it on
//! a judge (`cfg(docsrs_regex)`), unless `--cfg` in `RUSTFLAGS` names it:
//! then it is left, and refused where it stays in the bundle
//! ([`crate::check`]), as the bundler cannot tell the judge's value.
//! Attributes inside a macro call's tokens
//! (`vec![#[cfg(feature = "x")] 10, 20]`) are settled like the others;
//! `macro_rules!` bodies are settled for the crates that call them
//! ([`crate::macros`]).

use std::collections::BTreeSet;
use std::ops::Range;
use syn::punctuated::Punctuated;
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

/// Whether the cfg `name` is set by nothing: not by Rust, nor (as far as
/// the bundler can see) by `--cfg` in `RUSTFLAGS` or
/// `CARGO_ENCODED_RUSTFLAGS`. Cargo built the binary without it, and a
/// judge's compiler has it unset too: false.
fn unset(name: &str) -> bool {
    static FLAGS: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let flags = FLAGS.get_or_init(|| {
        let mut all = std::env::var("RUSTFLAGS").unwrap_or_default();
        all.push(' ');
        all.push_str(
            &std::env::var("CARGO_ENCODED_RUSTFLAGS")
                .unwrap_or_default()
                .replace('\x1f', " "),
        );
        all
    });
    !is_built_in(name)
        && !flags
            .split(|c: char| c.is_whitespace() || c == '=' || c == '"')
            .any(|w| w == name)
}

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
                Some(id) if unset(&id.to_string()) => Value::Known(false),
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
                if unset(&name) {
                    return Ok(Value::Known(false));
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

    /// The condition written back: `all()` when it holds, `any()` when
    /// it does not, else what is left of it.
    pub(crate) fn text(&self, meta: &Meta) -> syn::Result<String> {
        Ok(match self.eval(meta)? {
            Value::Known(true) => "all()".to_string(),
            Value::Known(false) => "any()".to_string(),
            Value::Left(m) => quote::ToTokens::to_token_stream(&*m).to_string(),
        })
    }

    /// One attribute settled: the attributes it stands for (a `cfg_attr`
    /// that holds stands for those it lists, settled in turn), whether it
    /// takes its node out, and whether a condition is left to the judge.
    pub(crate) fn settle(&self, attr: &Attribute, src: &str) -> syn::Result<Settled> {
        let inner = matches!(attr.style, syn::AttrStyle::Inner(_));
        let mut out = Settled {
            range: attr_range(attr),
            inner,
            ..Settled::default()
        };
        let text = src
            .get(out.range.clone())
            .and_then(meta_text)
            .unwrap_or_else(|| quote::ToTokens::to_token_stream(&attr.meta).to_string());
        self.settle_meta(&attr.meta, text, &mut out, true)?;
        Ok(out)
    }

    fn settle_meta(
        &self,
        meta: &Meta,
        text: String,
        out: &mut Settled,
        original: bool,
    ) -> syn::Result<()> {
        if meta.path().is_ident("cfg") {
            let cond: Meta = match meta {
                Meta::List(l) => l.parse_args()?,
                _ => return Err(syn::Error::new_spanned(meta, "cfg wants a condition")),
            };
            match self.eval(&cond)? {
                Value::Known(false) => {
                    out.out = true;
                    out.changed = true;
                }
                Value::Known(true) => out.changed = true,
                Value::Left(m) => {
                    out.left = true;
                    let t = quote::ToTokens::to_token_stream(&*m).to_string();
                    out.changed |=
                        !original || t != quote::ToTokens::to_token_stream(&cond).to_string();
                    out.metas.push(Kept {
                        meta: meta.clone(),
                        text: format!("cfg({t})"),
                    });
                }
            }
            return Ok(());
        }
        if meta.path().is_ident("cfg_attr") {
            let list = match meta {
                Meta::List(l) => l,
                _ => return Err(syn::Error::new_spanned(meta, "cfg_attr wants a condition")),
            };
            let args = list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)?;
            let mut args = args.into_iter();
            let cond = args
                .next()
                .ok_or_else(|| syn::Error::new_spanned(meta, "empty cfg_attr"))?;
            let rest: Vec<Meta> = args.collect();
            match self.eval(&cond)? {
                Value::Known(false) => out.changed = true,
                Value::Known(true) => {
                    out.changed = true;
                    for m in rest {
                        let t = quote::ToTokens::to_token_stream(&m).to_string();
                        self.settle_meta(&m, t, out, false)?;
                    }
                }
                Value::Left(c) => {
                    out.left = true;
                    out.changed = true;
                    let rest: Vec<String> = rest
                        .iter()
                        .map(|m| quote::ToTokens::to_token_stream(m).to_string())
                        .collect();
                    out.metas.push(Kept {
                        meta: meta.clone(),
                        text: format!(
                            "cfg_attr({}, {})",
                            quote::ToTokens::to_token_stream(&*c),
                            rest.join(", ")
                        ),
                    });
                }
            }
            return Ok(());
        }
        out.changed |= !original;
        out.metas.push(Kept {
            meta: meta.clone(),
            text,
        });
        Ok(())
    }
}

/// What one attribute stands for once its conditions are settled.
#[derive(Default)]
pub(crate) struct Settled {
    /// Its bytes in the file.
    pub range: Range<usize>,
    /// `#![..]`.
    pub inner: bool,
    /// Its node is configured out.
    pub out: bool,
    /// A condition stays, for the judge's compiler.
    pub left: bool,
    /// Its text must be written anew.
    pub changed: bool,
    /// The attributes it stands for, `cfg` and `cfg_attr` with conditions
    /// left among them.
    pub metas: Vec<Kept>,
}

/// An attribute that stays, and its text (inside `#[..]`).
pub(crate) struct Kept {
    pub meta: Meta,
    pub text: String,
}

/// The bytes of an attribute in its file: from `#` to `]`.
pub(crate) fn attr_range(attr: &Attribute) -> Range<usize> {
    let start = attr.pound_token.span.byte_range().start;
    let end = attr.bracket_token.span.close().byte_range().end;
    start..end
}

/// The inside of an attribute's text (`#[x]` or `#![x]` gives `x`); `None`
/// for a doc comment.
fn meta_text(t: &str) -> Option<String> {
    let t = t.strip_prefix('#')?;
    let t = t.strip_prefix('!').unwrap_or(t).trim_start();
    let t = t.strip_prefix('[')?.strip_suffix(']')?;
    Some(t.trim().to_string())
}
