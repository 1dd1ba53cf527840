//! `macro_rules!` bodies, settled for the crates that call them.
//!
//! What a macro's body means depends on where it is expanded: a plain
//! `crate::` names the calling crate, `cfg!(feature = ..)` and
//! `#[cfg(..)]` are decided with the calling crate's features, and
//! `env!("CARGO_..")` gives the calling crate's values. In a bundle every
//! crate becomes one, so these are written in before the crates are put
//! together: for each macro, the crates that may call it are found (by
//! name, through the macros that call it in turn); where they all give it
//! the same meaning it is written in, and where they do not (or where no
//! bundle can keep the meaning: `module_path!()`, `line!()`, `column!()`
//! and `file!()` name the place the macro is expanded at, which the
//! bundle moves) the macro is marked, and refused if it stays in the
//! bundle. A carried crate's `$crate` becomes `$crate::<its module>`.

use crate::cfg::Features;
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::ops::Range;
use syn::visit::{self, Visit};

/// What the macro pass knows of a crate.
pub(crate) struct CrateInfo<'a> {
    /// Its name in messages (the package's).
    pub name: &'a str,
    /// Its module in the bundle (empty for the binary).
    pub module: String,
    pub features: &'a BTreeSet<String>,
    /// The cfgs its build script set.
    pub cfgs: &'a BTreeSet<String>,
    pub env: &'a BTreeMap<String, String>,
}

/// The macros a crate defines and calls.
#[derive(Default)]
pub(crate) struct Found {
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

pub(crate) fn is_macro_rules(m: &syn::ItemMacro) -> bool {
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

impl Found {
    pub(crate) fn of(trees: &[&syn::File]) -> Found {
        let mut f = Found::default();
        for t in trees {
            f.visit_file(t);
        }
        f
    }
}

/// For each crate, the crates that may expand each of its macros, by
/// name: those that call it, and those that expand a macro that calls it.
/// A macro that is not exported is called by its own crate alone.
pub(crate) fn callers(found: &[Found]) -> Vec<HashMap<String, BTreeSet<usize>>> {
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
    for (k, sets) in out.iter_mut().enumerate() {
        for (name, set) in sets.iter_mut() {
            for (c, g) in found.iter().enumerate() {
                if (c == k || exported(k, name)) && g.calls.contains(name) {
                    set.insert(c);
                }
            }
        }
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

/// One macro's body, settled for the crates `who`: edits of its file's
/// bytes, and why it cannot stay, if it cannot (with the byte it is at).
pub(crate) struct Body<'a, 'i> {
    pub who: &'i [usize],
    pub infos: &'i [CrateInfo<'a>],
    pub name: &'i str,
    /// The module of the crate that defines it, for `$crate` (empty for
    /// the binary).
    pub own: &'i str,
    /// `#[macro_export(local_inner_macros)]`.
    pub local_inner: bool,
    pub edits: Vec<(Range<usize>, String)>,
    pub problem: Option<(usize, String)>,
}

impl Body<'_, '_> {
    fn names(&self) -> String {
        let names: Vec<&str> = self.who.iter().map(|&c| self.infos[c].name).collect();
        names.join(" and ")
    }

    fn refuse(&mut self, at: usize, what: &str) {
        if self.problem.is_none() {
            let why = format!(
                "the macro `{}` writes {what}, which depends on the crate that calls it, and the crates that call it ({}) differ in it; a bundle is one crate",
                self.name,
                self.names()
            );
            self.problem = Some((at, why));
        }
    }

    /// The one value `f` gives for every calling crate, if they agree.
    fn agreed<T: PartialEq>(&self, f: impl Fn(&CrateInfo) -> T) -> Option<T> {
        let mut values = self.who.iter().map(|&c| f(&self.infos[c]));
        let first = values.next()?;
        values.all(|v| v == first).then_some(first)
    }

    /// The condition as every calling crate decides it, written back.
    fn condition(&mut self, meta: &syn::Meta, at: usize, what: &str) -> Option<String> {
        let decided = self.agreed(|i| {
            Features {
                on: i.features,
                cfgs: i.cfgs,
            }
            .text(meta)
            .ok()
        });
        match decided {
            Some(Some(text)) => Some(text),
            Some(None) => None,
            None => {
                self.refuse(at, what);
                None
            }
        }
    }

    pub(crate) fn walk(&mut self, tokens: TokenStream) {
        use TokenTree as T;
        let trees: Vec<T> = tokens.into_iter().collect();
        let punct =
            |i: usize, c: char| matches!(trees.get(i), Some(T::Punct(p)) if p.as_char() == c);
        let colons = |i: usize| punct(i, ':') && punct(i + 1, ':');
        for i in 0..trees.len() {
            let after_dollar = i >= 1 && punct(i - 1, '$');
            let after_path = i >= 2 && colons(i - 2) || i >= 1 && punct(i - 1, '.');
            match &trees[i] {
                T::Group(g) => {
                    let is_attr =
                        i >= 1 && punct(i - 1, '#') && g.delimiter() == Delimiter::Bracket;
                    if !(is_attr && self.attribute(g)) {
                        self.walk(g.stream());
                    }
                }
                T::Ident(id) if id == "crate" && after_dollar && !self.own.is_empty() => {
                    let end = id.span().byte_range().end;
                    self.edits.push((end..end, format!("::{}", self.own)));
                }
                T::Ident(id) if id == "crate" && after_dollar => {}
                T::Ident(id) if id == "crate" && !after_path && colons(i + 1) => {
                    // A plain `crate::`: the calling crate.
                    let at = id.span().byte_range();
                    match self.agreed(|info| info.module.clone()) {
                        Some(m) if !m.is_empty() => {
                            self.edits.push((at.end..at.end, format!("::{m}")))
                        }
                        Some(_) => {}
                        None => self.refuse(at.start, "`crate::`"),
                    }
                }
                T::Ident(id) if punct(i + 1, '!') && !after_dollar && !after_path => {
                    let name = id.to_string();
                    let at = id.span().byte_range();
                    let args = match trees.get(i + 2) {
                        Some(T::Group(g)) => Some(g),
                        _ => None,
                    };
                    match (name.as_str(), args) {
                        ("cfg", Some(g)) => {
                            if let Ok(meta) = syn::parse2::<syn::Meta>(g.stream()) {
                                if let Some(text) = self.condition(&meta, at.start, "`cfg!(..)`") {
                                    let end = g.span().byte_range().end;
                                    let with = match text.as_str() {
                                        "all()" => "true".to_string(),
                                        "any()" => "false".to_string(),
                                        t => format!("cfg!({t})"),
                                    };
                                    self.edits.push((at.start..end, with));
                                }
                            }
                        }
                        ("env" | "option_env", Some(g)) => self.env(&name, g, at.start),
                        ("module_path" | "line" | "column" | "file", _)
                            if self.problem.is_none() =>
                        {
                            self.problem = Some((at.start, format!(
                                "the macro `{}` writes `{name}!()`, which names the place the macro is expanded at; a bundle moves that place",
                                self.name
                            )));
                        }
                        ("module_path" | "line" | "column" | "file", _) => {}
                        ("macro_rules", _) => {}
                        _ if self.local_inner && !self.own.is_empty() => {
                            self.edits
                                .push((at.start..at.start, format!("$crate::{}::", self.own)));
                        }
                        _ => {}
                    }
                }
                _ => {}
            }
        }
    }

    /// `#[cfg(..)]` and `#[cfg_attr(..)]` in the body, their conditions
    /// settled: whether `g` (the bracket's group) is one of those.
    fn attribute(&mut self, g: &proc_macro2::Group) -> bool {
        let Ok(syn::Meta::List(list)) = syn::parse2::<syn::Meta>(g.stream()) else {
            return false;
        };
        let at = g.span().byte_range().start;
        let cond = if list.path.is_ident("cfg") {
            list.parse_args::<syn::Meta>().ok()
        } else if list.path.is_ident("cfg_attr") {
            list.parse_args_with(
                syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
            )
            .ok()
            .and_then(|a| a.into_iter().next())
        } else {
            return false;
        };
        if let Some(cond) = cond {
            let what = format!("`#[{}(..)]`", list.path.get_ident().expect("an ident"));
            if let Some(text) = self.condition(&cond, at, &what) {
                let range = syn::spanned::Spanned::span(&cond).byte_range();
                self.edits.push((range, text));
            }
        }
        true
    }

    /// `env!("CARGO_..")` and `option_env!("CARGO_..")` for the calling
    /// crates.
    fn env(&mut self, name: &str, g: &proc_macro2::Group, at: usize) {
        let Ok(list) = syn::parse::Parser::parse2(
            syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated,
            g.stream(),
        ) else {
            return;
        };
        let Some(syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        })) = list.first()
        else {
            return;
        };
        let var = s.value();
        if !var.starts_with("CARGO_") {
            return;
        }
        if var == "CARGO_MANIFEST_DIR" {
            if self.problem.is_none() {
                self.problem = Some((at, format!(
                    "the macro `{}` writes `{name}!(\"CARGO_MANIFEST_DIR\")`, a folder of this machine, which a judge's machine has not",
                    self.name
                )));
            }
            return;
        }
        let Some(value) = self.agreed(|i| i.env.get(&var).cloned()) else {
            self.refuse(at, &format!("`{name}!(\"{var}\")`"));
            return;
        };
        let end = g.span().byte_range().end;
        let lit = crate::read::string_literal(value.as_deref().unwrap_or_default());
        let with = match (name, value) {
            ("env", Some(_)) => lit,
            ("env", None) => return,
            (_, Some(_)) => format!("Some({lit})"),
            (_, None) => "None::<&'static str>".to_string(),
        };
        self.edits.push((at..end, with));
    }
}

/// The `macro_rules!` of a file whose bodies `stringify!` a fragment
/// (`stringify!($e)`): what they are given is also text.
pub(crate) fn stringifying(tree: &syn::File) -> Vec<String> {
    struct Find(Vec<String>);
    fn stringifies(tokens: TokenStream) -> bool {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        trees.iter().enumerate().any(|(i, t)| match t {
            TokenTree::Ident(id) if id == "stringify" => match trees.get(i + 2) {
                Some(TokenTree::Group(g)) => g
                    .stream()
                    .into_iter()
                    .any(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == '$')),
                _ => false,
            },
            TokenTree::Group(g) => stringifies(g.stream()),
            _ => false,
        })
    }
    impl<'ast> Visit<'ast> for Find {
        fn visit_item_macro(&mut self, m: &'ast syn::ItemMacro) {
            if is_macro_rules(m) && stringifies(m.mac.tokens.clone()) {
                self.0.push(m.ident.as_ref().expect("named").to_string());
            }
        }
    }
    let mut f = Find(Vec::new());
    f.visit_file(tree);
    f.0
}
