//! The carried crates written small: comments and documentation go, and
//! tokens are joined with a space only where two would otherwise run into
//! one (`a b`, `1 as`, `x# `, `- -`), in lines of about a hundred bytes.
//!
//! A macro's arguments and a `macro_rules!` body keep what separated each
//! pair of tokens (a space wherever the source had any whitespace or a
//! comment, none where it had none), and their doc comments: `stringify!`
//! prints tokens as they were spaced, and a macro may match `#[doc]`.

use crate::lex::{tokens, Kind, Token};

/// Keywords a `!` may follow without making a macro call (`if !x`).
const NOT_MACRO: &[&str] = &[
    "if", "while", "match", "return", "in", "else", "let", "for", "impl", "as", "mut", "break",
    "yield", "move", "box", "where", "unsafe", "ref", "static", "const", "dyn",
];

/// How long a line may grow before a break is put where a space could go.
const LINE: usize = 100;

/// `text` with `ranges` (sorted, not overlapping) written small.
pub(crate) fn minify(text: &str, ranges: &[std::ops::Range<usize>]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for r in ranges {
        out.push_str(&text[at..r.start]);
        out.push_str(&small(&text[r.clone()]));
        at = r.end;
    }
    out.push_str(&text[at..]);
    out
}

/// Whether two tokens must have a space between them to stay two, as
/// code outside macros (`gap`: the source had one).
fn needs_space(src: &str, a: &Token, b: &Token, gap: bool) -> bool {
    match (a.kind, b.kind) {
        (x, y) if a.is_word() && b.is_word() => {
            let _ = (x, y);
            true
        }
        // `ident#` is a reserved prefix; `1 .max` stays as written.
        (Kind::Ident, Kind::Punct('#')) => true,
        (Kind::Literal, Kind::Punct('.')) => gap,
        (Kind::Punct(x), Kind::Punct(y)) => gap && merge(x, y),
        (Kind::Punct('#'), _) => gap,
        _ => {
            let _ = src;
            false
        }
    }
}

/// Whether two punctuation characters written together would read as
/// another token (`-` `>` as `->`, `/` `/` as a comment).
fn merge(a: char, b: char) -> bool {
    matches!(
        (a, b),
        (':', ':')
            | ('=', '=' | '>')
            | ('!', '=')
            | ('<', '=' | '<' | '-')
            | ('>', '=' | '>')
            | ('&', '&' | '=')
            | ('|', '|' | '=')
            | ('+' | '*' | '%' | '^', '=')
            | ('-', '=' | '>' | '-')
            | ('+', '+')
            | ('/', '=' | '/' | '*')
            | ('*', '/')
            | ('.', '.' | '=')
            | ('#', '!' | '#')
    )
}

/// `src` with no space at a line's end and no blank line: whitespace
/// between tokens only (a string's text is a token, and stays).
pub(crate) fn tidy(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    for t in tokens(src) {
        let text = t.text(src);
        if t.kind != Kind::Whitespace || !text.contains('\n') {
            out.push_str(text);
            continue;
        }
        // One line end, and the next line's indentation.
        let indent = &text[text.rfind('\n').expect("a line end") + 1..];
        while out.ends_with([' ', '\t']) {
            out.pop();
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(indent);
    }
    out
}

/// Whether a bracket after the tokens `last` (the three before it, the
/// nearest last) opens a macro's tokens: a call's arguments (`name!(`) or
/// a `macro_rules! name {` body.
fn opens_macro(src: &str, last: [&Option<Token>; 3]) -> bool {
    match last {
        [_, Some(id), Some(bang)] if id.kind == Kind::Ident && bang.kind == Kind::Punct('!') => {
            !NOT_MACRO.contains(&id.text(src))
        }
        [Some(mr), Some(bang), Some(name)] => {
            mr.text(src) == "macro_rules"
                && bang.kind == Kind::Punct('!')
                && name.kind == Kind::Ident
        }
        _ => false,
    }
}

/// Each token of `src` with whether it is in a macro's tokens (a call's
/// arguments or a `macro_rules!` body).
fn marked(src: &str) -> Vec<(Token, bool)> {
    let toks = tokens(src);
    let mut out = Vec::with_capacity(toks.len());
    let mut stack: Vec<bool> = Vec::new();
    let mut last: [Option<Token>; 3] = [None, None, None];
    for t in toks {
        let in_macro = stack.last().copied().unwrap_or(false);
        if !t.is_trivia() {
            match t.kind {
                Kind::Open(_) => {
                    stack.push(in_macro || opens_macro(src, [&last[0], &last[1], &last[2]]));
                }
                Kind::Close(_) => {
                    stack.pop();
                }
                _ => {}
            }
            last = [last[1].take(), last[2].take(), Some(t.clone())];
        }
        out.push((t, in_macro));
    }
    out
}

/// The comments of `src` that can go, with what stands in their place: a
/// line comment goes (its line end stays), a block comment becomes a
/// space (so that the tokens on its sides stay apart); in a macro's
/// tokens a doc comment stays, as it is an attribute the macro may match.
pub(crate) fn comments(src: &str) -> Vec<(std::ops::Range<usize>, &'static str)> {
    marked(src)
        .into_iter()
        .filter_map(|(t, in_macro)| match t.kind {
            Kind::Comment { doc, block } if !(doc && in_macro) => {
                Some((t.range, if block { " " } else { "" }))
            }
            _ => None,
        })
        .collect()
}

/// One part written small.
fn small(src: &str) -> String {
    let toks = tokens(src);
    let mut out = String::with_capacity(src.len() / 2);
    // Per open group: whether it is a macro's tokens.
    let mut stack: Vec<bool> = Vec::new();
    // The significant tokens written, last first (for telling a macro
    // call), and whether trivia came since the last one.
    let mut last: Option<Token> = None;
    let mut before_last: Option<Token> = None;
    let mut third: Option<Token> = None;
    let mut gap = false;
    let mut line_comment = false;
    let mut line = 0usize;
    let push = |out: &mut String, line: &mut usize, s: &str| {
        out.push_str(s);
        match s.rfind('\n') {
            Some(i) => *line = s.len() - i - 1,
            None => *line += s.len(),
        }
    };
    for t in &toks {
        let in_macro = stack.last().copied().unwrap_or(false);
        match t.kind {
            Kind::Whitespace => {
                gap = true;
                continue;
            }
            Kind::Comment { doc, .. } if !(doc && in_macro) => {
                gap = true;
                continue;
            }
            _ => {}
        }
        // The separator.
        if let Some(prev) = &last {
            let sep = if line_comment {
                "\n"
            } else if in_macro || matches!(t.kind, Kind::Comment { .. }) {
                if gap {
                    if line >= LINE {
                        "\n"
                    } else {
                        " "
                    }
                } else {
                    ""
                }
            } else if needs_space(src, prev, t, gap) {
                if line >= LINE {
                    "\n"
                } else {
                    " "
                }
            } else if line >= LINE && !matches!(t.kind, Kind::Punct(_)) {
                "\n"
            } else {
                ""
            };
            push(&mut out, &mut line, sep);
        }
        line_comment = matches!(t.kind, Kind::Comment { block: false, .. });
        gap = false;
        let text = t.text(src);
        match t.kind {
            Kind::Open(_) => {
                stack.push(in_macro || opens_macro(src, [&third, &before_last, &last]));
            }
            Kind::Close(_) => {
                stack.pop();
            }
            _ => {}
        }
        if t.kind == Kind::Literal && !in_macro {
            push(&mut out, &mut line, &joined(text));
        } else {
            push(&mut out, &mut line, text);
        }
        third = before_last.take();
        before_last = last.take();
        last = Some(t.clone());
    }
    if line_comment {
        out.push('\n');
    }
    out
}

/// A string literal's text without its line continuations (a `\\` at a
/// line's end, which skips the line end and the next line's
/// indentation): the same string. Other literals stay as they are, and
/// so does a literal in a macro's tokens, which `stringify!` would show
/// as written.
fn joined(text: &str) -> std::borrow::Cow<'_, str> {
    let quoted = text.starts_with('"') || text.starts_with("b\"") || text.starts_with("c\"");
    if !quoted || !text.contains("\\\n") && !text.contains("\\\r\n") {
        return text.into();
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.peek() {
            Some('\n' | '\r') => {
                while chars
                    .next_if(|c| matches!(c, ' ' | '\t' | '\n' | '\r'))
                    .is_some()
                {}
            }
            Some(_) => {
                out.push(c);
                out.extend(chars.next());
            }
            None => out.push(c),
        }
    }
    out.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(s: &str) -> String {
        minify(s, std::slice::from_ref(&(0..s.len())))
    }

    #[test]
    fn a_string_loses_its_line_continuations_outside_macros() {
        let src = "let s = \"a \\\n     b\\\\\n\";\nlet t = b\"c\\\r\n\td\";\nlet r = r\"e\\\n  f\";\nf!(\"g\\\n  h\");";
        assert_eq!(
            m(src),
            "let s=\"a b\\\\\n\";let t=b\"cd\";let r=r\"e\\\n  f\";f!(\"g\\\n  h\");"
        );
    }

    #[test]
    fn code_is_joined_where_tokens_stay_apart() {
        assert_eq!(
            m("/// doc\npub fn f(a: u32) -> u32 {\n    // note\n    a as u32 + 1\n}\n"),
            "pub fn f(a:u32)->u32{a as u32+1}"
        );
        assert_eq!(
            m("let x = - -1; let r = 1 .max(2);"),
            "let x=- -1;let r=1 .max(2);"
        );
        assert_eq!(m("a < -b && c"), "a< -b&&c");
    }

    #[test]
    fn tidy_takes_blank_lines_and_spaces_at_line_ends_but_not_from_strings() {
        assert_eq!(
            tidy("fn f() {   \n\n    let s = \"a  \n\n b\";  \n}\n\n\n"),
            "fn f() {\n    let s = \"a  \n\n b\";\n}\n"
        );
    }

    #[test]
    fn macro_arguments_keep_their_spacing_and_doc_comments() {
        assert_eq!(
            m("fn f() { println!(\"{}\", stringify!(a+b  /* c */ + d)); }"),
            "fn f(){println!(\"{}\", stringify!(a+b + d));}"
        );
        assert_eq!(
            m("macro_rules! m {\n    ($x:expr) => {\n        /// d\n        fn g() {}\n    };\n}"),
            "macro_rules!m{ ($x:expr) => { /// d\nfn g() {} }; }"
        );
        assert_eq!(m("if !(a) { b }"), "if!(a){b}");
    }
}
