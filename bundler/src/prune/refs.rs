//! What a piece of kept code names: paths, lone names (which may be
//! constants in patterns), method names and macro names, each path and
//! name with the scope it is looked up from (a module, or a block that
//! holds items of its own).

use super::index::{Places, ScopeId};
use crate::tokens::colons_at;
use proc_macro2::{TokenStream, TokenTree};
use syn::visit::{self, Visit};

/// What a piece of code names.
pub(super) struct Refs<'i> {
    /// The scope of each block that holds items, and of each module
    /// inside a block.
    places: &'i Places,
    scope: ScopeId,
    pub paths: Vec<(ScopeId, Vec<String>)>,
    /// Lone names that may be constants, unit structs or variants in a
    /// pattern, or anything in a macro's tokens.
    pub idents: Vec<(ScopeId, String)>,
    pub methods: Vec<String>,
    pub macros: Vec<String>,
}

impl<'i> Refs<'i> {
    pub(super) fn new(places: &'i Places, scope: ScopeId) -> Self {
        Refs {
            places,
            scope,
            paths: Vec::new(),
            idents: Vec::new(),
            methods: Vec::new(),
            macros: Vec::new(),
        }
    }

    fn path(&mut self, p: &syn::Path) {
        let mut segs: Vec<String> = Vec::with_capacity(p.segments.len() + 1);
        if p.leading_colon.is_some() {
            segs.push("::".into());
        }
        segs.extend(p.segments.iter().map(|s| s.ident.to_string()));
        self.paths.push((self.scope, segs));
    }

    /// Paths, names and method names in a macro's tokens, which the parser
    /// does not see into.
    ///
    /// In a call's arguments (`args`) a lone name may also be a method
    /// name: a macro's body can call it as `x.$t(..)` (fastrand's
    /// `integer!(char, ..)` calls `Rng::char`).
    pub(super) fn tokens(&mut self, tokens: TokenStream, args: bool) {
        use TokenTree as T;
        let trees: Vec<T> = tokens.into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                T::Group(g) => self.tokens(g.stream(), args),
                T::Literal(l) => self.format_names(&l.to_string()),
                T::Ident(id) => {
                    let after =
                        |c: char| i > 0 && matches!(&trees[i - 1], T::Punct(p) if p.as_char() == c);
                    let bang = matches!(trees.get(i + 1), Some(T::Punct(p)) if p.as_char() == '!');
                    if after('.') {
                        self.methods.push(id.to_string());
                    } else if bang && !after(':') {
                        // A macro called inside another's arguments.
                        self.macros.push(id.to_string());
                    } else if !(i >= 2 && colons_at(&trees, i - 2)) {
                        // The start of a path: `a`, `a::b::c`, `$crate::x`.
                        let mut segs = vec![id.to_string()];
                        let mut j = i + 1;
                        while colons_at(&trees, j) {
                            match trees.get(j + 2) {
                                Some(T::Ident(next)) => {
                                    segs.push(next.to_string());
                                    j += 3;
                                }
                                _ => break,
                            }
                        }
                        if matches!(trees.get(j), Some(T::Punct(p)) if p.as_char() == '!') {
                            // A macro called by its path inside another's
                            // arguments.
                            self.macros.push(segs[segs.len() - 1].clone());
                        }
                        if segs.len() > 1 {
                            self.methods.push(segs[segs.len() - 1].clone());
                            self.paths.push((self.scope, segs));
                        } else {
                            let one = segs.pop().expect("one segment");
                            if args {
                                self.methods.push(one.clone());
                            }
                            self.idents.push((self.scope, one));
                        }
                        i = j;
                        continue;
                    }
                }
                T::Punct(_) => {}
            }
            i += 1;
        }
    }

    /// `{name}` and `{name:..}` in a string literal: format arguments
    /// captured by name.
    fn format_names(&mut self, lit: &str) {
        if !lit.contains('"') {
            return;
        }
        let b = lit.as_bytes();
        for (i, _) in lit.match_indices('{') {
            let rest = &b[i + 1..];
            let n = rest
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
                .count();
            if n > 0 && !rest[0].is_ascii_digit() && matches!(rest.get(n), Some(b'}' | b':')) {
                let name = lit[i + 1..i + 1 + n].to_string();
                self.idents.push((self.scope, name));
            }
        }
    }
}

impl<'ast> Visit<'ast> for Refs<'_> {
    fn visit_block(&mut self, b: &'ast syn::Block) {
        match self.places.blocks.get(&(b as *const syn::Block)) {
            Some(&inner) => {
                let outer = std::mem::replace(&mut self.scope, inner);
                visit::visit_block(self, b);
                self.scope = outer;
            }
            None => visit::visit_block(self, b),
        }
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        match self.places.mods.get(&(m as *const syn::ItemMod)) {
            Some(&inner) => {
                let outer = std::mem::replace(&mut self.scope, inner);
                visit::visit_item_mod(self, m);
                self.scope = outer;
            }
            None => visit::visit_item_mod(self, m),
        }
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        self.path(p);
        visit::visit_path(self, p);
    }

    /// A lone name in a pattern may be a constant, a unit struct or a
    /// variant in scope (`WALL => ..`): left out, it would turn into a
    /// binding that matches anything, so it is followed like a path.
    fn visit_pat_ident(&mut self, p: &'ast syn::PatIdent) {
        if p.by_ref.is_none() && p.mutability.is_none() && p.subpat.is_none() {
            self.idents.push((self.scope, p.ident.to_string()));
        }
        visit::visit_pat_ident(self, p);
    }

    fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
        self.methods.push(m.method.to_string());
        visit::visit_expr_method_call(self, m);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        if let Some(last) = m.path.segments.last() {
            self.macros.push(last.ident.to_string());
        }
        if m.path.segments.len() > 1 {
            self.path(&m.path);
        }
        self.tokens(m.tokens.clone(), !m.path.is_ident("macro_rules"));
    }

    /// Imports in a block are followed as the block's own (see the
    /// search), not as paths of the code around them.
    fn visit_item_use(&mut self, _: &'ast syn::ItemUse) {}

    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}
}
