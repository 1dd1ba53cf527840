//! The input layer against a reference reading of the same bytes.
//!
//! An input is a script (its first line, one read per byte) and a text
//! (the rest). The text is read by `Input` as the script says and, beside
//! it, cut into tokens by a plain loop (the separators and the byte order
//! mark as `input`'s documentation gives them) whose numbers are read with
//! `str::parse::<i128>`. Each read must give what the reference says:
//! the same values, or an error where the reference finds one (a number
//! reported at its own line, the end of the input at its last line that
//! holds anything), in one clean line. The fast paths (`plain_u64`,
//! `plain_pair`, `plain_pairs`, `read_pairs`) must take exactly the tokens
//! the reference sees. The script stops at the first error.

use crate::{check, shown};
use real::input::{Input, InputError};
use std::fmt::Debug;

/// How many kinds of read a script byte picks from; the rest of the byte
/// is the read's argument (a count, a bound).
const KINDS: u8 = 24;

/// Runs the script of `data` on its text.
pub fn input(data: &[u8]) {
    let (script, text) = crate::split_line(data);
    let mut run = Run {
        inp: Input::new(text),
        reference: Reference::new(text),
        next: 0,
        counted: false,
        text,
    };
    for &op in script {
        if !run.step(op % KINDS, usize::from(op / KINDS)) {
            break;
        }
    }
}

/// The tokens of a text, as the documentation defines them.
struct Reference<'a> {
    text: &'a [u8],
    /// Each token's start and end.
    tokens: Vec<(usize, usize)>,
}

impl<'a> Reference<'a> {
    fn new(text: &'a [u8]) -> Self {
        let space = |b: u8| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c);
        let mut i = if text.starts_with(b"\xEF\xBB\xBF") {
            3
        } else {
            0
        };
        let mut tokens = Vec::new();
        while i < text.len() {
            if space(text[i]) {
                i += 1;
                continue;
            }
            let start = i;
            while i < text.len() && !space(text[i]) {
                i += 1;
            }
            tokens.push((start, i));
        }
        Reference { text, tokens }
    }

    fn token(&self, i: usize) -> Option<&'a [u8]> {
        self.tokens.get(i).map(|&(s, e)| &self.text[s..e])
    }

    /// Token `i` as a number, if it is one.
    fn number(&self, i: usize) -> Option<i128> {
        std::str::from_utf8(self.token(i)?).ok()?.parse().ok()
    }

    /// Token `i` if it is a plain number of 1 to `digits` digits.
    fn plain(&self, i: usize, digits: usize) -> Option<u64> {
        let t = self.token(i)?;
        let plain = (1..=digits).contains(&t.len()) && t.iter().all(u8::is_ascii_digit);
        plain.then(|| std::str::from_utf8(t).unwrap().parse().unwrap())
    }

    /// The line of byte `at`.
    fn line_at(&self, at: usize) -> usize {
        1 + self.text[..at].iter().filter(|&&b| b == b'\n').count()
    }

    /// The line an error about token `i` names: its own, or at the end of
    /// the input the last line that holds a token.
    fn line_of(&self, i: usize) -> usize {
        match self.tokens.get(i).or(self.tokens.last()) {
            Some(&(start, _)) => self.line_at(start),
            None => 1,
        }
    }
}

struct Run<'a> {
    inp: Input,
    reference: Reference<'a>,
    /// The reference's next token.
    next: usize,
    /// Whether a count was checked (`check_items`): the end of the input
    /// is then said in its terms, on its line or on an item's that looks
    /// short, which the reference does not pin down.
    counted: bool,
    text: &'a [u8],
}

/// What a read should give, by the reference.
enum Want<T> {
    /// These values, taking this many tokens.
    Value(T, usize),
    /// An error at token `next + k` (at its line).
    ErrorAt(usize),
    /// An error whose place the reference does not pin down (a count's).
    Error,
}

impl Run<'_> {
    /// One read; whether the script goes on.
    fn step(&mut self, kind: u8, arg: usize) -> bool {
        let r = &self.reference;
        let n = self.next;
        // A number read in `lo..=hi`.
        let counted_end = self.counted && n >= r.tokens.len();
        let number = |lo: i128, hi: i128| match r.number(n) {
            Some(v) if (lo..=hi).contains(&v) => Want::Value(v, 1),
            _ if counted_end => Want::Error,
            _ => Want::ErrorAt(0),
        };
        match kind {
            0 => {
                let got = self.inp.u64("x").map(i128::from);
                self.compare("u64", got, number(0, u64::MAX.into()))
            }
            1 => {
                let got = self.inp.usize("x").map(|v| v as i128);
                self.compare("usize", got, number(0, usize::MAX as i128))
            }
            2 => {
                let got = self.inp.i64("x").map(i128::from);
                self.compare("i64", got, number(i64::MIN.into(), i64::MAX.into()))
            }
            3 => {
                let got = self.inp.i32("x").map(i128::from);
                self.compare("i32", got, number(i32::MIN.into(), i32::MAX.into()))
            }
            4 => {
                let got = self.inp.isize("x").map(|v| v as i128);
                self.compare("isize", got, number(isize::MIN as i128, isize::MAX as i128))
            }
            5 => {
                let (lo, hi) = (arg as u64, arg as u64 * 3);
                let got = self.inp.u64_in("x", lo, hi).map(i128::from);
                // A number of u64 out of the bounds, or not one.
                self.compare("u64_in", got, number(lo.into(), hi.into()))
            }
            6 => {
                let (lo, hi) = (arg, arg * 3);
                let got = self.inp.usize_in("x", lo, hi).map(|v| v as i128);
                self.compare("usize_in", got, number(lo as i128, hi as i128))
            }
            7 => {
                let (lo, hi) = (-(arg as i64), arg as i64);
                let got = self.inp.i64_in("x", lo, hi).map(i128::from);
                self.compare("i64_in", got, number(lo.into(), hi.into()))
            }
            8 => {
                let got = self.inp.u64s("x", arg % 6);
                let want = self.numbers(arg % 6, 0, u64::MAX.into(), |v| v as u64);
                self.compare("u64s", got, want)
            }
            9 => {
                let got = self.inp.i64s("x", arg % 6);
                let want = self.numbers(arg % 6, i64::MIN.into(), i64::MAX.into(), |v| v as i64);
                self.compare("i64s", got, want)
            }
            10 => {
                let k = arg + 1;
                let got = self.inp.index1("x", k).map(|v| v as i128);
                let want = match number(1, k as i128) {
                    Want::Value(v, t) => Want::Value(v - 1, t),
                    other => other,
                };
                self.compare("index1", got, want)
            }
            11 => {
                let (m, k) = (arg % 5, 7);
                let got = self.inp.edges1(m, k);
                let want = self.edges(m, k, false, false);
                self.compare("edges1", got, want)
            }
            12 => {
                let (m, k) = (arg % 5, 7);
                let got = self.inp.edges1_no_loops(m, k);
                let want = self.edges(m, k, true, false);
                self.compare("edges1_no_loops", got, want)
            }
            13 => {
                let k = arg % 6 + 1;
                let got = self.inp.tree_edges1(k);
                let want = self.edges(k - 1, k, true, true);
                self.compare("tree_edges1", got, want)
            }
            14 => {
                let (rows, cols) = (arg % 4 + 1, 3);
                let got = self.inp.cell1("x", rows, cols);
                let want = match (r.number(n), r.number(n + 1)) {
                    (Some(a), Some(b))
                        if (1..=rows as i128).contains(&a) && (1..=cols as i128).contains(&b) =>
                    {
                        Want::Value(((a - 1) as usize, (b - 1) as usize), 2)
                    }
                    _ => Want::Error,
                };
                self.compare("cell1", got, want)
            }
            15 => {
                let got = self.inp.plain_u64();
                let want = r.plain(n, 19);
                if got != want {
                    self.fail("plain_u64", &got, &want);
                }
                self.next += usize::from(got.is_some());
                true
            }
            16 => {
                if let Some((a, b)) = self.inp.plain_pair() {
                    let want = (r.plain(n, 7), r.plain(n + 1, 7));
                    let same_line = n + 1 < r.tokens.len()
                        && r.line_at(r.tokens[n].0) == r.line_at(r.tokens[n + 1].0);
                    if want != (Some(a as u64), Some(b as u64)) || !same_line {
                        self.fail("plain_pair", &Some((a, b)), &want);
                    }
                    self.next += 2;
                }
                true
            }
            17 => {
                // Takes pairs whose first number is at most 3 * arg.
                let mut pairs = Vec::new();
                let taken = self.inp.plain_pairs(arg, |a, b| {
                    let take = a <= 3 * arg;
                    if take {
                        pairs.push((a, b));
                    }
                    take
                });
                let want: Vec<_> = (0..pairs.len())
                    .map(|i| (r.plain(n + 2 * i, 7), r.plain(n + 2 * i + 1, 7)))
                    .collect();
                let got: Vec<_> = pairs
                    .iter()
                    .map(|&(a, b)| (Some(a as u64), Some(b as u64)))
                    .collect();
                if taken != pairs.len() || taken > arg || got != want {
                    self.fail("plain_pairs", &(taken, got), &want);
                }
                self.next += 2 * taken;
                true
            }
            18 => {
                // Pairs of numbers up to 9, the common ones taken fast.
                let m = arg % 8;
                let mut pairs = Vec::new();
                let got = self
                    .inp
                    .read_pairs(
                        m,
                        &mut pairs,
                        |pairs, a, b| {
                            a <= 9 && b <= 9 && {
                                pairs.push((a, b));
                                true
                            }
                        },
                        |inp, pairs, i| {
                            let a = inp.usize_in(format_args!("pair {i}: a"), 0, 9)?;
                            let b = inp.usize_in(format_args!("pair {i}: b"), 0, 9)?;
                            pairs.push((a, b));
                            Ok(())
                        },
                    )
                    .map(|()| pairs);
                let want = self.pairs_of(m, 0, 9);
                self.compare("read_pairs", got, want)
            }
            19 => {
                let enough = r.tokens.len() - n >= 2 * arg;
                match self.inp.check_items("m", arg, "edge", 2) {
                    Ok(()) => {
                        self.counted = true;
                        true
                    }
                    Err(e) if enough => {
                        self.fail("check_items", &Err::<(), _>(e), &"Ok: the items follow")
                    }
                    Err(e) => self.error_form("check_items", &e, None),
                }
            }
            20 => {
                let enough = r.tokens.len() - n >= arg;
                match self.inp.check_room(arg, 2, "T") {
                    Ok(()) => true,
                    Err(e) if enough => {
                        self.fail("check_room", &Err::<(), _>(e), &"Ok: the items follow")
                    }
                    Err(e) => self.error_form("check_room", &e, None),
                }
            }
            21 => {
                let got = self.inp.next_token().map(<[u8]>::to_vec);
                let want = r.token(n).map(<[u8]>::to_vec);
                if got != want {
                    self.fail("next_token", &got, &want);
                }
                self.next += usize::from(got.is_some());
                true
            }
            22 => {
                let empty = n == r.tokens.len();
                if self.inp.is_empty() != empty {
                    self.fail("is_empty", &!empty, &empty);
                }
                true
            }
            _ => {
                let got = self.inp.end();
                let want = if n == r.tokens.len() {
                    Want::Value((), 0)
                } else {
                    Want::ErrorAt(0)
                };
                self.compare("end", got, want)
            }
        }
    }

    /// `k` numbers in `lo..=hi`.
    fn numbers<T>(&self, k: usize, lo: i128, hi: i128, to: impl Fn(i128) -> T) -> Want<Vec<T>> {
        let r = &self.reference;
        let mut out = Vec::new();
        for i in 0..k {
            match r.number(self.next + i) {
                Some(v) if (lo..=hi).contains(&v) => out.push(to(v)),
                _ => return Want::Error,
            }
        }
        Want::Value(out, k)
    }

    /// `m` pairs of numbers in `lo..=hi`.
    fn pairs_of(&self, m: usize, lo: i128, hi: i128) -> Want<Vec<(usize, usize)>> {
        match self.numbers(2 * m, lo, hi, |v| v as usize) {
            Want::Value(v, t) => Want::Value(v.chunks(2).map(|p| (p[0], p[1])).collect(), t),
            _ => Want::Error,
        }
    }

    /// `m` edges of 1-based vertices up to `k`, returned 0-based; without
    /// loops if `no_loops`, and without a cycle if `tree`.
    fn edges(&self, m: usize, k: usize, no_loops: bool, tree: bool) -> Want<Vec<(usize, usize)>> {
        let Want::Value(pairs, t) = self.pairs_of(m, 1, k as i128) else {
            return Want::Error;
        };
        let mut part: Vec<usize> = (0..k).collect();
        let mut edges = Vec::new();
        for (u, v) in pairs {
            let (u, v) = (u - 1, v - 1);
            if no_loops && u == v {
                return Want::Error;
            }
            if tree {
                let (pu, pv) = (part[u], part[v]);
                if pu == pv {
                    return Want::Error;
                }
                part.iter_mut().filter(|p| **p == pv).for_each(|p| *p = pu);
            }
            edges.push((u, v));
        }
        Want::Value(edges, t)
    }

    /// Checks a read against the reference; whether the script goes on.
    fn compare<T: PartialEq + Debug>(
        &mut self,
        what: &str,
        got: Result<T, InputError>,
        want: Want<T>,
    ) -> bool {
        match (got, want) {
            (Ok(g), Want::Value(w, tokens)) if g == w => {
                self.next += tokens;
                true
            }
            (Err(e), Want::ErrorAt(k)) => {
                let line = self.reference.line_of(self.next + k);
                self.error_form(what, &e, Some(line))
            }
            (Err(e), Want::Error) => self.error_form(what, &e, None),
            (got, Want::Value(w, _)) => self.fail(what, &got, &Ok::<_, ()>(w)),
            (got, _) => self.fail(what, &got, &"an error"),
        }
    }

    /// Checks an error's form and, where known, its line; the script stops.
    fn error_form(&self, what: &str, e: &InputError, line: Option<usize>) -> bool {
        let msg = e.to_string();
        check::error("the input layer", what, &msg, self.text);
        if let Some(line) = line {
            let prefix = format!("line {line}: ");
            assert!(
                msg.starts_with(&prefix),
                "the input layer: {what}: the error {msg:?} should be at line {line}; the \
                 text: {}",
                shown(self.text)
            );
        }
        false
    }

    fn fail(&self, what: &str, got: &dyn Debug, want: &dyn Debug) -> ! {
        panic!(
            "the input layer: {what} at token {} gave {got:?}, the reference {want:?}; the \
             text: {}",
            self.next + 1,
            shown(self.text)
        )
    }
}
