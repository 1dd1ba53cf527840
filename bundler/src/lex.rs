//! Rust's tokens, with their places: what the minifier prints and the
//! identifier count of the pre-filter reads. The lexer follows rustc's on
//! valid code (identifiers, raw identifiers, lifetimes, every literal form
//! with its suffix, nested block comments, doc comments) and never fails:
//! a character it does not know is a punctuation token.

use std::ops::Range;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Whitespace,
    /// `//` or `/* */`; `doc`: `///`, `//!`, `/** */`, `/*! */`.
    Comment {
        doc: bool,
        block: bool,
    },
    /// An identifier or keyword, raw (`r#type`) or not.
    Ident,
    /// `'a`, `'static`.
    Lifetime,
    /// A number, character, byte, string of any kind, with its suffix.
    Literal,
    /// `(`, `[` or `{`.
    Open(u8),
    /// `)`, `]` or `}`.
    Close(u8),
    /// Any other character.
    Punct(char),
}

#[derive(Clone, Debug)]
pub(crate) struct Token {
    pub kind: Kind,
    pub range: Range<usize>,
}

impl Token {
    pub(crate) fn text<'t>(&self, src: &'t str) -> &'t str {
        &src[self.range.clone()]
    }

    /// Whether it is a word: an identifier, a lifetime or a literal.
    pub(crate) fn is_word(&self) -> bool {
        matches!(self.kind, Kind::Ident | Kind::Lifetime | Kind::Literal)
    }

    pub(crate) fn is_trivia(&self) -> bool {
        matches!(self.kind, Kind::Whitespace | Kind::Comment { .. })
    }
}

fn ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

fn ident_continue(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

struct Lexer<'s> {
    src: &'s str,
    at: usize,
}

impl Lexer<'_> {
    fn peek(&self, k: usize) -> Option<char> {
        self.src[self.at..].chars().nth(k)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.src[self.at..].chars().next()?;
        self.at += c.len_utf8();
        Some(c)
    }

    fn eat_while(&mut self, f: impl Fn(char) -> bool) {
        while let Some(c) = self.peek(0) {
            if !f(c) {
                break;
            }
            self.bump();
        }
    }

    fn suffix(&mut self) {
        if self.peek(0).is_some_and(ident_start) {
            self.eat_while(ident_continue);
        }
    }

    /// A quoted string's rest, after its opening `"`.
    fn quoted(&mut self, close: char) {
        while let Some(c) = self.bump() {
            if c == '\\' {
                self.bump();
            } else if c == close {
                break;
            }
        }
    }

    /// A raw string's rest, after the `r`: `#..#"..."#..#`.
    fn raw(&mut self) {
        let mut hashes = 0;
        while self.peek(0) == Some('#') {
            self.bump();
            hashes += 1;
        }
        if self.peek(0) != Some('"') {
            return;
        }
        self.bump();
        let end = format!("\"{}", "#".repeat(hashes));
        match self.src[self.at..].find(&end) {
            Some(i) => self.at += i + end.len(),
            None => self.at = self.src.len(),
        }
    }

    fn number(&mut self) {
        let first = self.bump();
        let radix = if first == Some('0') {
            match self.peek(0) {
                Some('x') | Some('o') | Some('b') => {
                    let r = self.bump();
                    Some(r)
                }
                _ => None,
            }
        } else {
            None
        };
        if let Some(r) = radix {
            let hex = r == Some('x');
            self.eat_while(|c| {
                c == '_'
                    || if hex {
                        c.is_ascii_hexdigit()
                    } else {
                        c.is_ascii_digit()
                    }
            });
            self.suffix();
            return;
        }
        self.eat_while(|c| c == '_' || c.is_ascii_digit());
        // A fraction: `.` not followed by `.`, an identifier or a digit-less
        // end that makes it a method call or a range.
        if self.peek(0) == Some('.') {
            let next = self.peek(1);
            let fraction = match next {
                Some('.') => false,
                Some(c) if ident_start(c) => false,
                _ => true,
            };
            if fraction {
                self.bump();
                self.eat_while(|c| c == '_' || c.is_ascii_digit());
            }
        }
        if matches!(self.peek(0), Some('e') | Some('E')) {
            let (a, b) = (self.peek(1), self.peek(2));
            let exp = match a {
                Some(c) if c.is_ascii_digit() || c == '_' => true,
                Some('+') | Some('-') => b.is_some_and(|c| c.is_ascii_digit() || c == '_'),
                _ => false,
            };
            if exp {
                self.bump();
                if matches!(self.peek(0), Some('+') | Some('-')) {
                    self.bump();
                }
                self.eat_while(|c| c == '_' || c.is_ascii_digit());
            }
        }
        self.suffix();
    }

    /// After a `'`: a character literal or a lifetime.
    fn quote(&mut self) -> Kind {
        match (self.peek(0), self.peek(1)) {
            (Some('\\'), _) => {
                self.quoted('\'');
                self.suffix();
                Kind::Literal
            }
            (Some(_), Some('\'')) => {
                self.bump();
                self.bump();
                self.suffix();
                Kind::Literal
            }
            (Some(c), _) if ident_start(c) || c == 'r' => {
                if c == 'r' && self.peek(1) == Some('#') {
                    self.bump();
                    self.bump();
                }
                self.eat_while(ident_continue);
                Kind::Lifetime
            }
            _ => {
                self.quoted('\'');
                Kind::Literal
            }
        }
    }

    fn next(&mut self) -> Option<Token> {
        let start = self.at;
        let c = self.bump()?;
        let kind = match c {
            c if c.is_whitespace() => {
                self.eat_while(char::is_whitespace);
                Kind::Whitespace
            }
            '/' if self.peek(0) == Some('/') => {
                let rest = &self.src[self.at..];
                let doc =
                    (rest.starts_with("//") && !rest.starts_with("///")) || rest.starts_with("/!");
                self.eat_while(|c| c != '\n');
                Kind::Comment { doc, block: false }
            }
            '/' if self.peek(0) == Some('*') => {
                self.bump();
                let rest = &self.src[self.at..];
                let doc =
                    (rest.starts_with('*') && !rest.starts_with("**") && !rest.starts_with("*/"))
                        || rest.starts_with('!');
                let mut depth = 1;
                while depth > 0 {
                    match self.bump() {
                        None => break,
                        Some('/') if self.peek(0) == Some('*') => {
                            self.bump();
                            depth += 1;
                        }
                        Some('*') if self.peek(0) == Some('/') => {
                            self.bump();
                            depth -= 1;
                        }
                        _ => {}
                    }
                }
                Kind::Comment { doc, block: true }
            }
            'r' if self.peek(0) == Some('#') && self.peek(1).is_some_and(ident_start) => {
                self.bump();
                self.eat_while(ident_continue);
                Kind::Ident
            }
            'r' if matches!(self.peek(0), Some('"') | Some('#')) => {
                self.raw();
                self.suffix();
                Kind::Literal
            }
            'b' | 'c'
                if self.peek(0) == Some('r') && matches!(self.peek(1), Some('"') | Some('#')) =>
            {
                self.bump();
                self.raw();
                self.suffix();
                Kind::Literal
            }
            'b' | 'c' if self.peek(0) == Some('"') => {
                self.bump();
                self.quoted('"');
                self.suffix();
                Kind::Literal
            }
            'b' if self.peek(0) == Some('\'') => {
                self.bump();
                self.quoted('\'');
                self.suffix();
                Kind::Literal
            }
            c if ident_start(c) => {
                self.eat_while(ident_continue);
                Kind::Ident
            }
            c if c.is_ascii_digit() => {
                self.at = start;
                self.number();
                Kind::Literal
            }
            '"' => {
                self.quoted('"');
                self.suffix();
                Kind::Literal
            }
            '\'' => self.quote(),
            '(' | '[' | '{' => Kind::Open(c as u8),
            ')' | ']' | '}' => Kind::Close(c as u8),
            c => Kind::Punct(c),
        };
        Some(Token {
            kind,
            range: start..self.at,
        })
    }
}

/// The tokens of `src`, whitespace and comments included.
pub(crate) fn tokens(src: &str) -> Vec<Token> {
    let mut lx = Lexer { src, at: 0 };
    let mut out = Vec::new();
    while let Some(t) = lx.next() {
        out.push(t);
    }
    out
}

/// The tokens of `src` that are code: no whitespace nor comments.
pub(crate) fn code_tokens(src: &str) -> Vec<Token> {
    tokens(src).into_iter().filter(|t| !t.is_trivia()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Kind, &str)> {
        tokens(src)
            .into_iter()
            .filter(|t| t.kind != Kind::Whitespace)
            .map(|t| (t.kind, &src[t.range]))
            .collect()
    }

    #[test]
    fn literals_of_every_form_are_one_token() {
        let src = r####"1 1.5 1e10 1.5e-3f64 0x1F_u8 0b1010 1. 1..2 1.max(2) x.0.1 'a' '\'' '\n' b'x' "a\"b" r"x" r#"a"b"# br"x" b"y" c"z" 'a 'static "s"suffix 1u32"####;
        let words: Vec<&str> = kinds(src)
            .into_iter()
            .filter(|(k, _)| *k == Kind::Literal)
            .map(|(_, s)| s)
            .collect();
        assert_eq!(
            words,
            vec![
                "1",
                "1.5",
                "1e10",
                "1.5e-3f64",
                "0x1F_u8",
                "0b1010",
                "1.",
                "1",
                "2",
                "1",
                "2",
                "0.1",
                "'a'",
                "'\\''",
                "'\\n'",
                "b'x'",
                "\"a\\\"b\"",
                "r\"x\"",
                "r#\"a\"b\"#",
                "br\"x\"",
                "b\"y\"",
                "c\"z\"",
                "\"s\"suffix",
                "1u32"
            ]
        );
        let lifetimes: Vec<&str> = kinds(src)
            .into_iter()
            .filter(|(k, _)| *k == Kind::Lifetime)
            .map(|(_, s)| s)
            .collect();
        assert_eq!(lifetimes, vec!["'a", "'static"]);
    }

    #[test]
    fn comments_nest_and_doc_comments_are_told_apart() {
        let src = "/* a /* b */ c */ x /// d\n//// e\n//! f\n/** g */ /*** h */ /**/ y";
        let k = kinds(src);
        assert_eq!(
            k[0],
            (
                Kind::Comment {
                    doc: false,
                    block: true
                },
                "/* a /* b */ c */"
            )
        );
        assert_eq!(k[1], (Kind::Ident, "x"));
        assert_eq!(
            k[2].0,
            Kind::Comment {
                doc: true,
                block: false
            }
        );
        assert_eq!(
            k[3].0,
            Kind::Comment {
                doc: false,
                block: false
            }
        );
        assert_eq!(
            k[4].0,
            Kind::Comment {
                doc: true,
                block: false
            }
        );
        assert_eq!(
            k[5].0,
            Kind::Comment {
                doc: true,
                block: true
            }
        );
        assert_eq!(
            k[6].0,
            Kind::Comment {
                doc: false,
                block: true
            }
        );
        assert_eq!(
            k[7].0,
            Kind::Comment {
                doc: false,
                block: true
            }
        );
        assert_eq!(k[8], (Kind::Ident, "y"));
    }

    #[test]
    fn raw_identifiers_and_punctuation() {
        let k = kinds("r#type::<T>->x");
        assert_eq!(k[0], (Kind::Ident, "r#type"));
        assert_eq!(k[1].0, Kind::Punct(':'));
        assert_eq!(k[3].0, Kind::Punct('<'));
    }
}
