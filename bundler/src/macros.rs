//! `macro_rules!` bodies, settled for the crates that call them.
//!
//! What a macro's body means depends on where it is expanded: a plain
//! `crate::` names the calling crate, `cfg!(feature = ..)` and
//! `#[cfg(..)]` are decided with the calling crate's features, and
//! `env!("CARGO_..")` gives the calling crate's values. In a bundle every
//! crate becomes one, so these are settled before the crates are put
//! together: for each macro, the crates that may call it are found (by
//! name, through the macros that call it in turn); where they all give it
//! the same meaning it is written in, and where they do not (or where no
//! bundle can keep the meaning, as `module_path!()`, which names the
//! module it is expanded in) the macro is marked, and refused if it stays
//! in the bundle.

use crate::cfg::{Features, Value};
use crate::tokens::{colons, colons_at, regroup};
use proc_macro2::{Delimiter, Group, Ident, Literal, TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use syn::visit::{self, Visit};
use syn::visit_mut::{self, VisitMut};

/// What the macro pass knows of a crate.
pub(crate) struct CrateInfo<'a> {
    /// Its name in messages (the package's).
    pub name: &'a str,
    /// Its module in the bundle (empty for the binary).
    pub module: &'a str,
    pub features: &'a BTreeSet<String>,
    /// The cfgs its build script set.
    pub cfgs: &'a BTreeSet<String>,
    pub env: &'a BTreeMap<String, String>,
}

/// The macros a crate defines and calls.
#[derive(Default)]
struct Found {
    /// `macro_rules!` names, with whether they are exported and the
    /// macros their bodies call.
    defs: Vec<(String, bool, HashSet<String>)>,
    /// Macros called by code outside macro bodies.
    calls: HashSet<String>,
}

/// The names of the macros called in `tokens` (`name!`, `path::name!`).
fn called_in(tokens: TokenStream, out: &mut HashSet<String>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, t) in trees.iter().enumerate() {
        match t {
            TokenTree::Group(g) => called_in(g.stream(), out),
            TokenTree::Ident(id) => {
                let bang =
                    matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                let meta_var =
                    i >= 1 && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '$');
                if bang && !meta_var && id != "macro_rules" {
                    out.insert(id.to_string());
                }
            }
            _ => {}
        }
    }
}

fn is_macro_rules(m: &syn::ItemMacro) -> bool {
    m.mac.path.is_ident("macro_rules") && m.ident.is_some()
}

impl<'ast> Visit<'ast> for Found {
    fn visit_item_macro(&mut self, m: &'ast syn::ItemMacro) {
        if is_macro_rules(m) {
            let name = m.ident.as_ref().expect("a name").to_string();
            let exported = m.attrs.iter().any(|a| a.path().is_ident("macro_export"));
            let mut calls = HashSet::new();
            called_in(m.mac.tokens.clone(), &mut calls);
            self.defs.push((name, exported, calls));
        } else {
            visit::visit_item_macro(self, m);
        }
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        if let Some(last) = m.path.segments.last() {
            self.calls.insert(last.ident.to_string());
        }
        called_in(m.tokens.clone(), &mut self.calls);
    }
}

/// For each crate, the crates that may expand each of its macros, by
/// name: those that call it, and those that expand a macro that calls it.
/// A macro that is not exported is called by its own crate alone.
fn callers(found: &[Found]) -> Vec<HashMap<String, BTreeSet<usize>>> {
    let mut out: Vec<HashMap<String, BTreeSet<usize>>> = found
        .iter()
        .map(|f| {
            f.defs
                .iter()
                .map(|(n, ..)| (n.clone(), BTreeSet::new()))
                .collect()
        })
        .collect();
    let exported = |k: usize, name: &str| found[k].defs.iter().any(|(n, e, _)| n == name && *e);
    for (k, f) in found.iter().enumerate() {
        for (name, set) in out[k].iter_mut() {
            for (c, g) in found.iter().enumerate() {
                if (c == k || exported(k, name)) && g.calls.contains(name) {
                    set.insert(c);
                }
            }
        }
        let _ = f;
    }
    // Through macros that call it: until nothing changes.
    loop {
        let mut changed = false;
        for k in 0..found.len() {
            for (name, ..) in &found[k].defs {
                let mut add = BTreeSet::new();
                for (k2, f2) in found.iter().enumerate() {
                    if k2 != k && !exported(k, name) {
                        continue;
                    }
                    for (n2, _, calls) in &f2.defs {
                        if calls.contains(name) {
                            add.extend(out[k2][n2].iter().copied());
                        }
                    }
                }
                let set = out[k].get_mut(name).expect("a macro of the crate");
                let before = set.len();
                set.extend(add);
                changed |= set.len() != before;
            }
        }
        if !changed {
            return out;
        }
    }
}

/// Settles the bodies of the `macro_rules!` macros of `trees` (crate `k`
/// is `infos[k]`, the binary first) for the crates that call them.
pub(crate) fn settle(trees: &mut [syn::File], infos: &[CrateInfo]) {
    let found: Vec<Found> = trees
        .iter()
        .map(|t| {
            let mut f = Found::default();
            f.visit_file(t);
            f
        })
        .collect();
    let callers = callers(&found);
    for (k, tree) in trees.iter_mut().enumerate() {
        let mut s = Settle {
            k,
            infos,
            callers: &callers[k],
        };
        s.visit_file_mut(tree);
    }
}

struct Settle<'a, 'i> {
    k: usize,
    infos: &'i [CrateInfo<'a>],
    callers: &'i HashMap<String, BTreeSet<usize>>,
}

impl VisitMut for Settle<'_, '_> {
    fn visit_item_macro_mut(&mut self, m: &mut syn::ItemMacro) {
        if !is_macro_rules(m) {
            return visit_mut::visit_item_macro_mut(self, m);
        }
        let name = m.ident.as_ref().expect("a name").to_string();
        let mut who: Vec<usize> = self
            .callers
            .get(&name)
            .map(|c| c.iter().copied().collect())
            .unwrap_or_default();
        if who.is_empty() {
            who.push(self.k);
        }
        let mut body = Body {
            who: &who,
            infos: self.infos,
            name: &name,
            problem: None,
        };
        m.mac.tokens = body.tokens(std::mem::take(&mut m.mac.tokens));
        if let Some(p) = body.problem {
            m.attrs.push(crate::mark::hazard(&p));
        }
    }
}

/// One macro's body, settled for the crates `who`.
struct Body<'a, 'i> {
    who: &'i [usize],
    infos: &'i [CrateInfo<'a>],
    name: &'i str,
    /// Why the body cannot be settled, if it cannot.
    problem: Option<String>,
}

impl Body<'_, '_> {
    fn names(&self) -> String {
        let names: Vec<&str> = self.who.iter().map(|&c| self.infos[c].name).collect();
        names.join(" and ")
    }

    fn refuse(&mut self, what: &str) {
        if self.problem.is_none() {
            self.problem = Some(format!(
                "the macro `{}` writes {what}, which depends on the crate that calls it, and the crates that call it ({}) differ in it; a bundle is one crate",
                self.name,
                self.names()
            ));
        }
    }

    /// The one value `f` gives for every calling crate, if they agree.
    fn agreed<T: PartialEq>(&self, f: impl Fn(&CrateInfo) -> T) -> Option<T> {
        let mut values = self.who.iter().map(|&c| f(&self.infos[c]));
        let first = values.next()?;
        values.all(|v| v == first).then_some(first)
    }

    /// The condition `meta` as every calling crate decides it, written
    /// back: `all()` for true, `any()` for false, or what is left to the
    /// judge's compiler.
    fn condition(&mut self, meta: &syn::Meta, what: &str) -> Option<TokenStream> {
        let decided = self.agreed(|i| {
            let features = Features {
                on: i.features,
                cfgs: i.cfgs,
            };
            match features.eval(meta) {
                Ok(Value::Known(b)) => Some(if b {
                    "all()".to_string()
                } else {
                    "any()".to_string()
                }),
                Ok(Value::Left(m)) => Some(quote_meta(&m)),
                Err(_) => None,
            }
        });
        match decided {
            Some(Some(text)) => text.parse().ok(),
            Some(None) => None,
            None => {
                self.refuse(what);
                None
            }
        }
    }

    fn tokens(&mut self, tokens: TokenStream) -> TokenStream {
        use TokenTree as T;
        let trees: Vec<T> = tokens.into_iter().collect();
        let mut out: Vec<T> = Vec::with_capacity(trees.len());
        let mut i = 0;
        while i < trees.len() {
            let after_dollar = matches!(out.last(), Some(T::Punct(p)) if p.as_char() == '$');
            let after_path = out.len() >= 2 && colons_at(&out, out.len() - 2)
                || matches!(out.last(), Some(T::Punct(p)) if p.as_char() == '.');
            match (&trees[i], trees.get(i + 1), trees.get(i + 2)) {
                (T::Ident(id), Some(T::Punct(bang)), Some(T::Group(g)))
                    if bang.as_char() == '!' && !after_dollar && !after_path =>
                {
                    let name = id.to_string();
                    let replaced = match name.as_str() {
                        "cfg" => syn::parse2::<syn::Meta>(g.stream()).ok().and_then(|meta| {
                            let cond = self.condition(&meta, "`cfg!(..)`")?;
                            let text = cond.to_string();
                            Some(match text.replace(' ', "").as_str() {
                                "all()" => quote("true"),
                                "any()" => quote("false"),
                                _ => {
                                    let mut t: Vec<T> =
                                        vec![trees[i].clone(), trees[i + 1].clone()];
                                    t.push(T::Group(Group::new(Delimiter::Parenthesis, cond)));
                                    t.into_iter().collect()
                                }
                            })
                        }),
                        "env" | "option_env" => self.env(&name, g.stream()),
                        "module_path" => {
                            if self.problem.is_none() {
                                self.problem = Some(format!(
                                    "the macro `{}` writes `module_path!()`, which names the module the macro is expanded in; a bundle renames modules",
                                    self.name
                                ));
                            }
                            None
                        }
                        _ => None,
                    };
                    if let Some(t) = replaced {
                        out.extend(t);
                        i += 3;
                        continue;
                    }
                    out.push(trees[i].clone());
                }
                (T::Punct(hash), Some(T::Group(g)), _)
                    if hash.as_char() == '#' && g.delimiter() == Delimiter::Bracket =>
                {
                    out.push(trees[i].clone());
                    out.push(match self.attribute(g) {
                        Some(t) => t,
                        None => regroup(g, self.tokens(g.stream())),
                    });
                    i += 2;
                    continue;
                }
                (T::Ident(id), _, _)
                    if id == "crate"
                        && !after_dollar
                        && !after_path
                        && colons_at(&trees, i + 1) =>
                {
                    // A plain `crate::`: the calling crate.
                    let module = self.agreed(|info| info.module.to_string());
                    out.push(trees[i].clone());
                    match module {
                        Some(m) if !m.is_empty() => {
                            out.extend(colons());
                            out.push(T::Ident(Ident::new(&m, id.span())));
                        }
                        Some(_) => {}
                        None => self.refuse("`crate::`"),
                    }
                }
                (T::Group(g), _, _) => out.push(regroup(g, self.tokens(g.stream()))),
                (t, _, _) => out.push(t.clone()),
            }
            i += 1;
        }
        out.into_iter().collect()
    }

    /// `#[cfg(..)]` and `#[cfg_attr(..)]` in the body: the bracket's group
    /// with the condition settled, if it is one of those and can be.
    fn attribute(&mut self, g: &Group) -> Option<TokenTree> {
        let meta: syn::Meta = syn::parse2(g.stream()).ok()?;
        let syn::Meta::List(list) = &meta else {
            return None;
        };
        if list.path.is_ident("cfg") {
            let cond: syn::Meta = list.parse_args().ok()?;
            let c = self.condition(&cond, "`#[cfg(..)]`")?;
            return Some(regroup(g, format!("cfg({c})").parse().ok()?));
        }
        if list.path.is_ident("cfg_attr") {
            let args = list
                .parse_args_with(
                    syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
                )
                .ok()?;
            let mut args = args.into_iter();
            let cond = args.next()?;
            let c = self.condition(&cond, "`#[cfg_attr(..)]`")?;
            let rest: Vec<String> = args.map(|m| quote_meta(&m)).collect();
            return Some(regroup(
                g,
                format!("cfg_attr({c}, {})", rest.join(", ")).parse().ok()?,
            ));
        }
        None
    }

    /// `env!("CARGO_..")` and `option_env!("CARGO_..")` for the calling
    /// crates.
    fn env(&mut self, name: &str, args: TokenStream) -> Option<TokenStream> {
        let list = syn::parse::Parser::parse2(
            syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated,
            args,
        )
        .ok()?;
        let Some(syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        })) = list.first()
        else {
            return None;
        };
        let var = s.value();
        if !var.starts_with("CARGO_") {
            return None;
        }
        let value = match self.agreed(|i| i.env.get(&var).cloned()) {
            Some(v) => v,
            None => {
                self.refuse(&format!("`{name}!(\"{var}\")`"));
                return None;
            }
        };
        let lit = TokenTree::Literal(Literal::string(value.as_deref().unwrap_or_default()));
        Some(match (name, value) {
            ("env", Some(_)) => lit.into(),
            ("env", None) => return None,
            (_, Some(_)) => {
                let mut t = quote("Some");
                t.extend([TokenTree::Group(Group::new(
                    Delimiter::Parenthesis,
                    lit.into(),
                ))]);
                t
            }
            (_, None) => quote("None::<&'static str>"),
        })
    }
}

fn quote(text: &str) -> TokenStream {
    text.parse().expect("the bundler's own tokens")
}

fn quote_meta(m: &syn::Meta) -> String {
    quote::ToTokens::to_token_stream(m).to_string()
}
