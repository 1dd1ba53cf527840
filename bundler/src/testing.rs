//! The bundler's passes on source text, without cargo or files: a binary
//! and libraries given as strings become the bundle's text (without its
//! header), so that a test reads as source in, bundle out.

use crate::assemble::{assemble, CrateTree};
use crate::prune;
use std::collections::{BTreeMap, BTreeSet};

/// A library for [`bundle`]: its module name and its one file's text.
pub(crate) struct Lib<'a> {
    pub name: &'a str,
    pub text: &'a str,
    /// The features on for it.
    pub features: &'a [&'a str],
}

/// The library `name` with `text`, no features on.
pub(crate) fn lib<'a>(name: &'a str, text: &'a str) -> Lib<'a> {
    Lib {
        name,
        text,
        features: &[],
    }
}

/// The bundle of binary `bin` (no features on) with the libraries `libs`,
/// every one of which each crate may name, pruned and printed; or the
/// bundler's error.
pub(crate) fn try_bundle(bin: &str, libs: &[Lib]) -> Result<String, String> {
    let mut texts = vec![(String::new(), bin, &[][..])];
    texts.extend(
        libs.iter()
            .map(|l| (l.name.to_string(), l.text, l.features)),
    );
    let mut crates = Vec::new();
    let mut features = Vec::new();
    for (k, (module, text, on)) in texts.iter().enumerate() {
        let mut tree = syn::parse_file(text).map_err(|e| format!("crate {k}: {e}"))?;
        let on: BTreeSet<String> = on.iter().map(|f| f.to_string()).collect();
        crate::cfg::strip(&mut tree, &on, &BTreeSet::new()).map_err(|e| e.to_string())?;
        features.push(on);
        let names: BTreeMap<String, String> = libs
            .iter()
            .filter(|l| l.name != module)
            .map(|l| (l.name.to_string(), l.name.to_string()))
            .collect();
        crates.push(CrateTree {
            module: module.clone(),
            names,
            tree,
            root_file: k,
            quiet: false,
        });
    }
    let empty = BTreeSet::new();
    let envs: Vec<BTreeMap<String, String>> = texts
        .iter()
        .map(|(m, ..)| {
            let name = if m.is_empty() { "user" } else { m.as_str() };
            [("CARGO_PKG_NAME".to_string(), name.to_string())].into()
        })
        .collect();
    let infos: Vec<crate::macros::CrateInfo> = texts
        .iter()
        .enumerate()
        .map(|(k, (m, ..))| crate::macros::CrateInfo {
            name: if m.is_empty() { "user" } else { m.as_str() },
            module: m,
            features: &features[k],
            cfgs: &empty,
            env: &envs[k],
        })
        .collect();
    let mut trees: Vec<syn::File> = crates
        .iter_mut()
        .map(|c| std::mem::replace(&mut c.tree, syn::parse_quote!()))
        .collect();
    crate::macros::settle(&mut trees, &infos);
    for (c, t) in crates.iter_mut().zip(trees) {
        c.tree = t;
    }
    let mut file = assemble(crates, "src/main.rs").map_err(|e| e.message)?;
    let file_krate: Vec<usize> = (0..texts.len()).collect();
    let missing = vec![BTreeSet::new(); texts.len()];
    prune::prune(&mut file, 0, &file_krate, &missing);
    if let Some(why) = hazard(&file) {
        return Err(why);
    }
    Ok(crate::emit::text(&mut file))
}

/// The reason of the first item that stays marked as one a bundle may not
/// hold.
fn hazard(file: &syn::File) -> Option<String> {
    struct Find(Option<String>);
    impl<'ast> syn::visit::Visit<'ast> for Find {
        fn visit_item(&mut self, i: &'ast syn::Item) {
            if let Some(a) = crate::mark::item_attrs(i) {
                if self.0.is_none() {
                    self.0 = crate::mark::hazard_of(a);
                }
            }
            syn::visit::visit_item(self, i);
        }
    }
    let mut f = Find(None);
    syn::visit::Visit::visit_file(&mut f, file);
    f.0
}

/// [`try_bundle`], which must succeed.
pub(crate) fn bundle(bin: &str, libs: &[Lib]) -> String {
    try_bundle(bin, libs).unwrap_or_else(|e| panic!("{e}"))
}

/// Whether `text` holds `piece`, ignoring all whitespace (the printer's
/// line breaks and indentation are not what a test is about).
pub(crate) fn has(text: &str, piece: &str) -> bool {
    let squash = |s: &str| s.split_whitespace().collect::<String>();
    squash(text).contains(&squash(piece))
}

/// Asserts that the bundle holds each of `kept` and none of `gone`.
#[track_caller]
pub(crate) fn check(text: &str, kept: &[&str], gone: &[&str]) {
    for k in kept {
        assert!(has(text, k), "{k:?} is missing from the bundle:\n{text}");
    }
    for g in gone {
        assert!(!has(text, g), "{g:?} stayed in the bundle:\n{text}");
    }
}
