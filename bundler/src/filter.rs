//! The pre-filter: items of the carried crates whose names the bundle
//! never writes anywhere else, taken out before the compiler is asked.
//!
//! It keeps a superset of what the compiler would keep, provably: an item
//! can be named, called, constructed or imported only through its name,
//! written as an identifier (or inside a format string: `{WIDTH}`,
//! `{:>WIDTH$}`), and every identifier of the bundle is counted, in
//! macros' arguments and bodies and string literals too. So items are
//! taken out by name, together: all items named `N` (of any kind, in any
//! module), with every `impl` whose type or trait is `N`, go when the
//! word `N` appears nowhere but inside them; a trait goes only when the
//! names of its items appear nowhere else either (a glob can bring a
//! trait into scope, and a method call names only the method). Nothing a
//! value could exist of, a path could resolve to or a method call could
//! reach is left without its item. `const _: () = ..;` items, checks made
//! at compile time, go too. What this keeps, the compiler decides about
//! ([`crate::prune`]); it only makes the compiler's work smaller.

use crate::lex::{tokens, Kind};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::ops::Range;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};

/// One thing that can go.
#[derive(Debug)]
struct Member {
    range: Range<usize>,
    /// The names it is taken out with.
    names: Vec<String>,
    /// Names that must not be written outside its group either (a
    /// trait's items).
    also: Vec<String>,
    /// Goes whatever the names (`const _`).
    always: bool,
}

struct Collect<'a> {
    members: Vec<Member>,
    /// The names of the types and traits the bundle defines (in the
    /// carried crates), and its impls with the names they go with.
    types: HashSet<String>,
    traits: HashSet<String>,
    impls: Vec<(Range<usize>, Vec<String>)>,
    /// Ranges of the bundle the filter may touch (the carried crates).
    within: &'a [Range<usize>],
}

fn last_name(t: &syn::Type) -> Option<String> {
    match t {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        syn::Type::Reference(r) => last_name(&r.elem),
        syn::Type::Ptr(p) => last_name(&p.elem),
        syn::Type::Paren(p) => last_name(&p.elem),
        syn::Type::Group(g) => last_name(&g.elem),
        _ => None,
    }
}

/// Types and traits of std a program names without writing them.
const STD_TYPES: &[&str] = &[
    "Vec", "String", "Box", "Option", "Result", "Rc", "Arc", "Cell", "RefCell", "HashMap",
    "HashSet", "BTreeMap", "BTreeSet", "VecDeque", "BinaryHeap", "Iterator", "IntoIterator",
    "From", "Into", "Default", "Clone", "Copy", "Debug", "Display", "PartialEq", "Eq",
    "PartialOrd", "Ord", "Hash", "Drop", "Fn", "FnMut", "FnOnce", "Deref", "DerefMut",
    "Add", "Sub", "Mul", "Div", "Rem", "Neg", "Not", "Index", "IndexMut", "Sum", "Product",
    "Extend", "FromIterator", "ToString", "AsRef", "AsMut", "Borrow", "Error", "Write",
    "Read", "FromStr",
];

fn kept_by_attribute(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        let p = a.path();
        ["no_mangle", "export_name", "used", "link_section", "panic_handler", "global_allocator", "lang", "start", "macro_export"]
            .iter()
            .any(|n| p.is_ident(n))
    })
}

impl Collect<'_> {
    fn inside(&self, r: &Range<usize>) -> bool {
        self.within.iter().any(|w| w.start <= r.start && r.end <= w.end)
    }

    fn note_type(&mut self, range: &Range<usize>, id: &syn::Ident) {
        if self.inside(range) {
            self.types.insert(id.to_string());
        }
    }

    fn add(&mut self, range: Range<usize>, names: Vec<String>, also: Vec<String>) {
        if self.inside(&range) {
            self.members.push(Member {
                range,
                names: names.into_iter().map(|n| n.trim_start_matches("r#").to_string()).collect(),
                also,
                always: false,
            });
        }
    }
}

impl<'ast> Visit<'ast> for Collect<'_> {
    fn visit_item(&mut self, i: &'ast syn::Item) {
        let range = i.span().byte_range();
        let attrs: &[syn::Attribute] = match i {
            syn::Item::Const(x) => &x.attrs,
            syn::Item::Enum(x) => &x.attrs,
            syn::Item::Fn(x) => &x.attrs,
            syn::Item::Static(x) => &x.attrs,
            syn::Item::Struct(x) => &x.attrs,
            syn::Item::Trait(x) => &x.attrs,
            syn::Item::Type(x) => &x.attrs,
            syn::Item::Union(x) => &x.attrs,
            syn::Item::Macro(x) => &x.attrs,
            syn::Item::Impl(x) => &x.attrs,
            _ => &[],
        };
        if !kept_by_attribute(attrs) {
            match i {
                syn::Item::Const(x) if x.ident == "_" => {
                    if self.inside(&range) {
                        self.members.push(Member {
                            range: range.clone(),
                            names: Vec::new(),
                            also: Vec::new(),
                            always: true,
                        });
                    }
                }
                syn::Item::Const(x) => self.add(range.clone(), vec![x.ident.to_string()], vec![]),
                syn::Item::Enum(x) => {
                    self.note_type(&range, &x.ident);
                    self.add(range.clone(), vec![x.ident.to_string()], vec![])
                }
                syn::Item::Fn(x) => self.add(range.clone(), vec![x.sig.ident.to_string()], vec![]),
                syn::Item::Static(x) => self.add(range.clone(), vec![x.ident.to_string()], vec![]),
                syn::Item::Struct(x) => {
                    self.note_type(&range, &x.ident);
                    self.add(range.clone(), vec![x.ident.to_string()], vec![])
                }
                syn::Item::Type(x) => {
                    self.note_type(&range, &x.ident);
                    self.add(range.clone(), vec![x.ident.to_string()], vec![])
                }
                syn::Item::Union(x) => {
                    self.note_type(&range, &x.ident);
                    self.add(range.clone(), vec![x.ident.to_string()], vec![])
                }
                syn::Item::Macro(x) if x.mac.path.is_ident("macro_rules") => {
                    if let Some(id) = &x.ident {
                        self.add(range.clone(), vec![id.to_string()], vec![]);
                    }
                }
                syn::Item::Trait(x) => {
                    let items: Vec<String> = x
                        .items
                        .iter()
                        .filter_map(|it| match it {
                            syn::TraitItem::Const(c) => Some(c.ident.to_string()),
                            syn::TraitItem::Fn(f) => Some(f.sig.ident.to_string()),
                            syn::TraitItem::Type(t) => Some(t.ident.to_string()),
                            _ => None,
                        })
                        .collect();
                    if self.inside(&range) {
                        self.traits.insert(x.ident.to_string());
                    }
                    self.add(range.clone(), vec![x.ident.to_string()], items);
                }
                syn::Item::Impl(x) => {
                    // With its type's group, and with its trait's, where
                    // these are the bundle's (a value of a type of std's
                    // comes without its name: `vec![]`, `collect()`).
                    let mut names = Vec::new();
                    names.extend(last_name(&x.self_ty).filter(|n| self.types.contains(n)));
                    if let Some((_, path, _)) = &x.trait_ {
                        names.extend(
                            path.segments
                                .last()
                                .map(|s| s.ident.to_string())
                                .filter(|n| self.traits.contains(n)),
                        );
                    }
                    if !names.is_empty() {
                        self.impls.push((range.clone(), names));
                    }
                    if x.trait_.is_none() {
                        for it in &x.items {
                            let (name, attrs) = match it {
                                syn::ImplItem::Fn(f) => (f.sig.ident.to_string(), &f.attrs),
                                syn::ImplItem::Const(c) => (c.ident.to_string(), &c.attrs),
                                _ => continue,
                            };
                            if !kept_by_attribute(attrs) {
                                self.add(it.span().byte_range(), vec![name], vec![]);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        visit::visit_item(self, i);
    }
}

/// Every identifier of `text`, counted: words of string literals too
/// (format strings name variables and constants).
fn words(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for t in tokens(text) {
        match t.kind {
            Kind::Ident => out.push((t.range.start, t.text(text).trim_start_matches("r#").to_string())),
            Kind::Literal => {
                let lit = t.text(text);
                if lit.contains('"') {
                    let mut start = None;
                    for (i, c) in lit.char_indices() {
                        let w = c == '_' || c.is_alphanumeric();
                        match (w, start) {
                            (true, None) => start = Some(i),
                            (false, Some(s)) => {
                                out.push((t.range.start + s, lit[s..i].to_string()));
                                start = None;
                            }
                            _ => {}
                        }
                    }
                    if let Some(s) = start {
                        out.push((t.range.start + s, lit[s..].to_string()));
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// The ranges of `text` to take out, within `within` (the carried
/// crates' parts).
pub(crate) fn filter(text: &str, within: &[Range<usize>]) -> Vec<Range<usize>> {
    let Ok(file) = syn::parse_file(text) else {
        return Vec::new();
    };
    let mut c = Collect {
        members: Vec::new(),
        types: HashSet::new(),
        traits: HashSet::new(),
        impls: Vec::new(),
        within,
    };
    c.visit_file(&file);
    // A type named like one of std's prelude shares its name: its impls
    // are not told apart.
    for n in STD_TYPES {
        c.types.remove(*n);
        c.traits.remove(*n);
    }
    for (range, names) in std::mem::take(&mut c.impls) {
        let names: Vec<String> = names
            .into_iter()
            .filter(|n| c.types.contains(n) || c.traits.contains(n))
            .collect();
        if !names.is_empty() {
            c.add(range, names, vec![]);
        }
    }
    drop(file);
    proc_macro2::extra::invalidate_current_thread_spans();
    let members = c.members;
    let words = words(text);
    // How often each word is still written, outside what has gone.
    let mut remaining: HashMap<&str, usize> = HashMap::new();
    for (_, w) in &words {
        *remaining.entry(w.as_str()).or_insert(0) += 1;
    }
    let mut removed = vec![false; words.len()];
    let span = |r: &Range<usize>| {
        let lo = words.partition_point(|(at, _)| *at < r.start);
        let hi = words.partition_point(|(at, _)| *at < r.end);
        lo..hi
    };
    // Members by name.
    let mut by_name: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, m) in members.iter().enumerate() {
        for n in &m.names {
            by_name.entry(n.as_str()).or_default().push(i);
        }
    }
    let mut gone = vec![false; members.len()];
    let mut taken: Vec<Range<usize>> = Vec::new();
    let take = |r: &Range<usize>,
                    taken: &mut Vec<Range<usize>>,
                    removed: &mut Vec<bool>,
                    remaining: &mut HashMap<&str, usize>| {
        if taken.iter().any(|t| t.start <= r.start && r.end <= t.end) {
            return;
        }
        taken.retain(|t| !(r.start <= t.start && t.end <= r.end));
        taken.push(r.clone());
        for i in span(r) {
            if !removed[i] {
                removed[i] = true;
                if let Some(c) = remaining.get_mut(words[i].1.as_str()) {
                    *c -= 1;
                }
            }
        }
    };
    for (i, m) in members.iter().enumerate() {
        if m.always {
            gone[i] = true;
            take(&m.range, &mut taken, &mut removed, &mut remaining);
        }
    }
    loop {
        let mut changed = false;
        for (name, group) in &by_name {
            let live: Vec<usize> = group.iter().copied().filter(|&i| !gone[i]).collect();
            if live.is_empty() {
                continue;
            }
            // The outermost members of the group.
            let outer: Vec<usize> = live
                .iter()
                .copied()
                .filter(|&i| {
                    !live.iter().any(|&j| {
                        j != i
                            && members[j].range.start <= members[i].range.start
                            && members[i].range.end <= members[j].range.end
                    })
                })
                .collect();
            let mut names: Vec<&str> = vec![name];
            for &i in &live {
                names.extend(members[i].also.iter().map(String::as_str));
            }
            let unnamed = names.iter().all(|n| {
                let left = remaining.get(n).copied().unwrap_or(0);
                let inside: usize = outer
                    .iter()
                    .map(|&i| {
                        span(&members[i].range)
                            .filter(|&w| !removed[w] && words[w].1 == *n)
                            .count()
                    })
                    .sum();
                left <= inside
            });
            if unnamed {
                for &i in &live {
                    gone[i] = true;
                    take(&members[i].range, &mut taken, &mut removed, &mut remaining);
                }
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    taken.sort_by_key(|r| r.start);
    taken
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What stays of `src` when all but its last item may go.
    fn kept(src: &str) -> String {
        let lib = src.rfind("fn main").unwrap_or(src.len());
        let cut = filter(src, &[0..lib]);
        let mut out = String::new();
        let mut at = 0;
        for r in cut {
            out.push_str(&src[at..r.start]);
            at = r.end;
        }
        out.push_str(&src[at..]);
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn a_type_goes_with_its_impls_when_nothing_else_names_it() {
        let src = "struct A; impl Default for A { fn default() -> A { A } } impl A { fn f(&self) {} } struct B; fn main() { let _ = B; }";
        assert_eq!(kept(src), "struct B; fn main() { let _ = B; }");
    }

    #[test]
    fn a_name_in_a_format_string_or_a_macro_keeps_its_item() {
        let src = "const W: usize = 3; const V: usize = 4; fn main() { println!(\"{:>W$}\", 1); m!(V); }";
        assert_eq!(kept(src), src.split_whitespace().collect::<Vec<_>>().join(" "));
    }

    #[test]
    fn a_trait_stays_while_its_methods_are_named_and_const_underscore_goes() {
        let src = "trait T { fn go(&self); } impl T for u8 { fn go(&self) {} } const _: () = assert!(true); fn main() { 1u8.go(); }";
        assert_eq!(
            kept(src),
            "trait T { fn go(&self); } impl T for u8 { fn go(&self) {} } fn main() { 1u8.go(); }"
        );
        let unused = "trait T { fn go(&self); } impl T for u8 { fn go(&self) {} } fn f() {} fn main() {}";
        assert_eq!(kept(unused), "fn main() {}");
    }
}
