//! Source text as rustc reads it, and the bundle as pieces of it.
//!
//! A source file is read as rustc reads one: a byte order mark goes, and
//! each `\r\n` becomes `\n` (a raw string written across lines in a CRLF
//! file holds `\n`, not `\r\n`); a shebang line is blanked, so that every
//! offset and line is still rustc's. Every edit the bundler makes is a
//! [`Doc`]: a list of pieces, each a stretch of a source file or text the
//! bundler wrote (anchored at a place of a file), so that any place of the
//! bundle can be traced back to the file and line it came from, for
//! messages, and so that a place of a file can be asked whether it is
//! still in the bundle.

use std::ops::Range;
use std::path::PathBuf;
use std::rc::Rc;

/// One source file of the bundle.
pub(crate) struct SourceFile {
    pub path: PathBuf,
    /// How messages name it (`src/main.rs`, `mylib 0.3.1: src/grid.rs`).
    pub label: String,
    /// The crate it belongs to (an index into the plan's krates).
    pub krate: usize,
    /// Its text as rustc reads it.
    pub text: String,
    line_starts: Vec<usize>,
}

impl SourceFile {
    pub(crate) fn new(path: PathBuf, label: String, krate: usize, text: String) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        SourceFile {
            path,
            label,
            krate,
            text,
            line_starts,
        }
    }

    /// The 1-based line of a byte offset.
    pub(crate) fn line(&self, offset: usize) -> usize {
        self.line_starts.partition_point(|&s| s <= offset)
    }

    /// The 1-based column of a byte offset, in characters, as `column!()`
    /// counts it.
    pub(crate) fn column(&self, offset: usize) -> usize {
        let start = self.line_starts[self.line(offset) - 1];
        let end = offset.min(self.text.len());
        self.text
            .get(start..end)
            .map_or(1, |s| s.chars().count() + 1)
    }
}

/// Text as rustc reads a file: without a byte order mark, `\r\n` as `\n`,
/// and a first line `#!...` (not `#![`) blanked.
pub(crate) fn normalize(raw: &str) -> String {
    let raw = raw.strip_prefix('\u{feff}').unwrap_or(raw);
    let mut text = raw.replace("\r\n", "\n");
    if text.starts_with("#!") && !text[2..].trim_start().starts_with('[') {
        let end = text.find('\n').unwrap_or(text.len());
        let blank = " ".repeat(end);
        text.replace_range(..end, &blank);
    }
    text
}

/// Where byte `at` of a file's raw bytes `raw` (as rustc's messages count
/// them) is in its text as [`normalize`] gives it: before it, a byte order
/// mark and the `\r` of each `\r\n` are gone.
pub(crate) fn normalized_offset(raw: &str, at: usize) -> usize {
    let bom = if raw.starts_with('\u{feff}') && at >= 3 {
        3
    } else {
        0
    };
    let before = &raw.as_bytes()[..at.min(raw.len())];
    let crs = before.windows(2).filter(|w| w == b"\r\n").count();
    at - bom - crs
}

/// Every source file read, by index.
#[derive(Default)]
pub(crate) struct Files {
    pub list: Vec<SourceFile>,
}

impl Files {
    pub(crate) fn add(&mut self, file: SourceFile) -> usize {
        self.list.push(file);
        self.list.len() - 1
    }

    pub(crate) fn get(&self, i: usize) -> &SourceFile {
        &self.list[i]
    }

    /// `file:line` of an offset of a file.
    pub(crate) fn place(&self, file: usize, offset: usize) -> String {
        let f = &self.list[file];
        format!("{}:{}", f.label, f.line(offset))
    }
}

/// A stretch of a bundle: a range of a source file, or text the bundler
/// wrote, anchored at a place of a file.
#[derive(Clone, Debug)]
pub(crate) enum Piece {
    Src {
        file: usize,
        start: usize,
        end: usize,
    },
    New {
        text: Rc<str>,
        file: usize,
        at: usize,
    },
}

/// Text made of pieces.
#[derive(Clone, Debug, Default)]
pub(crate) struct Doc {
    pieces: Vec<Piece>,
}

/// A replacement of a range of a doc's text.
pub(crate) struct Edit {
    pub range: Range<usize>,
    pub with: Doc,
}

impl Edit {
    pub(crate) fn new(range: Range<usize>, with: Doc) -> Self {
        Edit { range, with }
    }
}

impl Doc {
    /// A range of a source file.
    pub(crate) fn src(file: usize, range: Range<usize>) -> Doc {
        let mut d = Doc::default();
        d.push_src(file, range);
        d
    }

    /// Text of the bundler's, anchored at `at` in `file`.
    pub(crate) fn new(text: impl Into<String>, file: usize, at: usize) -> Doc {
        let mut d = Doc::default();
        d.push_new(text, file, at);
        d
    }

    pub(crate) fn push_src(&mut self, file: usize, range: Range<usize>) {
        if range.start >= range.end {
            return;
        }
        if let Some(Piece::Src { file: f, end, .. }) = self.pieces.last_mut() {
            if *f == file && *end == range.start {
                *end = range.end;
                return;
            }
        }
        self.pieces.push(Piece::Src {
            file,
            start: range.start,
            end: range.end,
        });
    }

    pub(crate) fn push_new(&mut self, text: impl Into<String>, file: usize, at: usize) {
        let text: String = text.into();
        if text.is_empty() {
            return;
        }
        self.pieces.push(Piece::New {
            text: text.into(),
            file,
            at,
        });
    }

    pub(crate) fn push_doc(&mut self, other: Doc) {
        for p in other.pieces {
            match p {
                Piece::Src { file, start, end } => self.push_src(file, start..end),
                p => self.pieces.push(p),
            }
        }
    }

    fn piece_len(p: &Piece) -> usize {
        match p {
            Piece::Src { start, end, .. } => end - start,
            Piece::New { text, .. } => text.len(),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.pieces.iter().map(Self::piece_len).sum()
    }

    pub(crate) fn text(&self, files: &Files) -> String {
        let mut out = String::with_capacity(self.len());
        for p in &self.pieces {
            match p {
                Piece::Src { file, start, end } => {
                    out.push_str(&files.get(*file).text[*start..*end])
                }
                Piece::New { text, .. } => out.push_str(text),
            }
        }
        out
    }

    /// The file and offset a byte of the text comes from (for a byte the
    /// bundler wrote, the place it was written at).
    pub(crate) fn origin(&self, offset: usize) -> Option<(usize, usize)> {
        let mut at = 0;
        let mut last = None;
        for p in &self.pieces {
            let n = Self::piece_len(p);
            let (file, base, new) = match p {
                Piece::Src { file, start, .. } => (*file, *start, false),
                Piece::New { file, at, .. } => (*file, *at, true),
            };
            if offset < at + n {
                return Some((file, if new { base } else { base + offset - at }));
            }
            last = Some((file, if new { base } else { base + n }));
            at += n;
        }
        last
    }

    /// Where byte `offset` of `file` is in the doc's text, if it is in it.
    pub(crate) fn position_of(&self, file: usize, offset: usize) -> Option<usize> {
        let mut at = 0;
        for p in &self.pieces {
            let n = Self::piece_len(p);
            if let Piece::Src {
                file: f,
                start,
                end,
            } = p
            {
                if *f == file && *start <= offset && offset < *end {
                    return Some(at + offset - start);
                }
            }
            at += n;
        }
        None
    }

    /// Whether any byte of `range` of `file` is in the doc.
    pub(crate) fn covers_any(&self, file: usize, range: Range<usize>) -> bool {
        self.pieces.iter().any(|p| {
            matches!(p, Piece::Src { file: f, start, end } if *f == file && *start < range.end && range.start < *end)
        })
    }

    /// Whether byte `offset` of `file` is in the doc.
    pub(crate) fn covers(&self, file: usize, offset: usize) -> bool {
        self.pieces.iter().any(|p| {
            matches!(p, Piece::Src { file: f, start, end } if *f == file && *start <= offset && offset < *end)
        })
    }

    /// The doc with `edits` made (ranges of its text; an edit that
    /// starts inside an earlier one is dropped).
    pub(crate) fn edit(&self, mut edits: Vec<Edit>) -> Doc {
        edits.sort_by_key(|e| (e.range.start, std::cmp::Reverse(e.range.end)));
        let mut out = Doc::default();
        let mut cur = 0;
        for e in edits {
            if e.range.start < cur {
                continue;
            }
            self.copy(&mut out, cur, e.range.start);
            out.push_doc(e.with);
            cur = e.range.end.max(e.range.start);
        }
        self.copy(&mut out, cur, self.len());
        out
    }

    /// Appends bytes `from..to` of the doc's text to `out`.
    fn copy(&self, out: &mut Doc, from: usize, to: usize) {
        if from >= to {
            return;
        }
        let mut at = 0;
        for p in &self.pieces {
            let n = Self::piece_len(p);
            let (lo, hi) = (at, at + n);
            at = hi;
            if hi <= from {
                continue;
            }
            if lo >= to {
                break;
            }
            let (a, b) = (from.max(lo) - lo, to.min(hi) - lo);
            match p {
                Piece::Src { file, start, .. } => out.push_src(*file, start + a..start + b),
                Piece::New { text, file, at } => out.push_new(&text[a..b], *file, *at),
            }
        }
    }

    /// Part `range` of the doc, as a doc.
    pub(crate) fn part(&self, range: Range<usize>) -> Doc {
        let mut out = Doc::default();
        self.copy(&mut out, range.start, range.end);
        out
    }
}
