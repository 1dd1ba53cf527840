//! Small helpers for the passes that walk a macro's tokens, which the
//! parser does not see into.

use proc_macro2::{Group, Punct, Spacing, TokenStream, TokenTree};

/// Whether `trees[i]` and `trees[i + 1]` are the two halves of `::`.
pub(crate) fn colons_at(trees: &[TokenTree], i: usize) -> bool {
    matches!((trees.get(i), trees.get(i + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b))) if a.as_char() == ':' && b.as_char() == ':')
}

/// `::`, as two tokens.
pub(crate) fn colons() -> [TokenTree; 2] {
    [
        TokenTree::Punct(Punct::new(':', Spacing::Joint)),
        TokenTree::Punct(Punct::new(':', Spacing::Alone)),
    ]
}

/// Group `g` holding `tokens` instead, with its delimiter and span.
pub(crate) fn regroup(g: &Group, tokens: TokenStream) -> TokenTree {
    let mut ng = Group::new(g.delimiter(), tokens);
    ng.set_span(g.span());
    TokenTree::Group(ng)
}
