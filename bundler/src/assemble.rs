//! The crates' trees put together into one: the binary's items at the
//! root, then each carried crate as a module of its name, with paths
//! rewritten to resolve there ([`crate::rewrite`]).

use crate::rewrite::Rewrite;
use crate::{mark, Failure};
use std::collections::BTreeMap;
use syn::Item;

/// One crate of the bundle, read and configured.
pub(crate) struct CrateTree {
    /// Its module in the bundle (empty for the binary, which is first).
    pub module: String,
    /// The names its code gives carried crates, with their modules.
    pub names: BTreeMap<String, String>,
    pub tree: syn::File,
    /// The index of its root file (for the module's mark).
    pub root_file: usize,
    /// Whether its warnings are silenced, as cargo silences those of a
    /// crate from a registry or git.
    pub quiet: bool,
}

/// The bundle's tree. `label` names the binary's main file in messages.
pub(crate) fn assemble(crates: Vec<CrateTree>, label: &str) -> Result<syn::File, Failure> {
    let modules: Vec<String> = crates.iter().skip(1).map(|c| c.module.clone()).collect();
    let mut root: Option<syn::File> = None;
    let mut libs: Vec<Item> = Vec::new();
    let mut hoisted: Vec<Item> = Vec::new();
    for (k, c) in crates.into_iter().enumerate() {
        let mut tree = c.tree;
        let own = (k > 0).then(|| c.module.clone());
        let mut rw = Rewrite::new(c.names, own);
        rw.aliases(&tree.items);
        syn::visit_mut::VisitMut::visit_file_mut(&mut rw, &mut tree);
        if let Some(p) = rw.problems.first() {
            let who = if k == 0 {
                label.to_string()
            } else {
                format!("the crate `{}`", c.module)
            };
            return Err(Failure::new(format!("{who}:{p}")));
        }
        for item in rw.hoisted {
            let same = |h: &Item| match (h, &item) {
                (Item::ExternCrate(a), Item::ExternCrate(b)) => a.ident == b.ident,
                _ => false,
            };
            if !hoisted.iter().any(same) {
                hoisted.push(item);
            }
        }
        if k == 0 {
            refuse_root_clash(&tree.items, &modules, label)?;
            root = Some(tree);
            continue;
        }
        let module = syn::Ident::new(&c.module, proc_macro2::Span::call_site());
        let marker = mark::file(c.root_file);
        // Of a library's own inner attributes only `allow` means the same
        // on a module.
        let inner: Vec<syn::Attribute> = tree
            .attrs
            .into_iter()
            .filter(|a| a.path().is_ident("allow"))
            .collect();
        let allow: syn::Attribute = if c.quiet {
            syn::parse_quote!(#[allow(warnings)])
        } else {
            syn::parse_quote!(#[allow(dead_code, unused_imports, unused_macros)])
        };
        // Built as a tree, not printed and read again: what syn prints of a
        // tree it was given is not always what it reads back.
        let mut m: syn::ItemMod = syn::parse_quote!(#marker #allow pub mod #module {});
        m.attrs.extend(inner.into_iter().map(|mut a| {
            a.style = syn::AttrStyle::Outer;
            a
        }));
        m.content = Some((syn::token::Brace::default(), tree.items));
        libs.push(Item::Mod(m));
    }
    let mut file = root.expect("the binary comes first");
    for h in hoisted {
        let there = file.items.iter().any(|i| match (i, &h) {
            (Item::ExternCrate(a), Item::ExternCrate(b)) => {
                a.ident == b.ident && a.rename.is_none()
            }
            _ => false,
        });
        if !there {
            file.items.insert(0, h);
        }
    }
    file.items.extend(libs);
    Ok(file)
}

/// Refuses a binary whose root defines a name a carried crate's module
/// takes there.
fn refuse_root_clash(items: &[Item], modules: &[String], label: &str) -> Result<(), Failure> {
    for item in items {
        let name = match item {
            Item::Mod(m) => Some(m.ident.to_string()),
            Item::Fn(f) => Some(f.sig.ident.to_string()),
            Item::Struct(s) => Some(s.ident.to_string()),
            Item::Enum(e) => Some(e.ident.to_string()),
            Item::Union(u) => Some(u.ident.to_string()),
            Item::Trait(t) => Some(t.ident.to_string()),
            Item::Type(t) => Some(t.ident.to_string()),
            Item::Const(c) => Some(c.ident.to_string()),
            Item::Static(s) => Some(s.ident.to_string()),
            _ => None,
        };
        if let Some(n) = name.filter(|n| modules.contains(n)) {
            return Err(Failure::new(format!(
                "{label}: the binary defines `{n}` at its top, where the bundle puts the crate of that name"
            )));
        }
    }
    Ok(())
}
