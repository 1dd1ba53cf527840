//! What went wrong in the input, and where: [`InputError`], and every
//! message the reads give, worded in one place.

use super::numbers::NumError;
use super::{is_space, Count, Input, ItemCount, Place};
use std::fmt;

/// What went wrong in the input, and where: the line (if the error is on
/// one), the contexts [`within`](InputError::within) added (`game 2`,
/// `edge 3`), and the message. Displayed as `line 4: game 2: edge 3:
/// vertex 7 is out of range 1..=6`, without the `error: ` prefix, which
/// [`run`](super::run) adds. Two errors are equal when they read the same.
#[derive(Clone)]
pub struct InputError(Box<Parts>);

/// The parts of an [`InputError`], boxed: a read's `Result` stays two
/// words, returned in registers.
#[derive(Clone)]
struct Parts {
    line: Option<usize>,
    /// The contexts, the outermost first, each followed by `: `, and the
    /// message: all that follows the line.
    text: String,
    /// Whether the error is put at an item that looks short (which is not
    /// done twice).
    short: bool,
}

impl InputError {
    /// An error with this message, as displayed (add a location with
    /// [`Input::error`] instead when there is one). A message that starts
    /// with a line as [`Input::error`] writes one, `line 4: `, is on that
    /// line: [`InputError::within`] puts a context after it.
    pub fn new(msg: impl Into<String>) -> Self {
        let msg = msg.into();
        if let Some((n, rest)) = msg.strip_prefix("line ").and_then(|m| m.split_once(": ")) {
            if let Some(line) = n.parse().ok().filter(|l: &usize| l.to_string() == n) {
                return InputError::at(Some(line), rest);
            }
        }
        InputError::at(None, msg)
    }

    /// An error on no line, saying `text` as it is (where
    /// [`InputError::new`] would look for a line in it): the interactive
    /// runner's errors of reading and writing.
    pub(crate) fn lineless(text: impl Into<String>) -> Self {
        InputError::at(None, text)
    }

    /// An error on `line`, or on none, saying `text`.
    pub(super) fn at(line: Option<usize>, text: impl Into<String>) -> Self {
        InputError(Box::new(Parts {
            line,
            text: text.into(),
            short: false,
        }))
    }

    /// The same error with `context` (e.g. `game 3`) after its `line N: `
    /// prefix: `line 4: game 3: expected ...`. For the reads that make up
    /// one record (a game, a tree): `.map_err(|e| e.within(...))` says which
    /// record failed, and the context is only formatted when one does.
    /// [`Input::within`] does this for a whole block of reads. Contexts
    /// nest: the one added last comes first.
    pub fn within(mut self, context: impl fmt::Display) -> Self {
        self.0.text = format!("{context}: {}", self.0.text);
        self
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if let Some(line) = self.0.line {
            write!(f, "line {line}: ")?;
        }
        f.write_str(&self.0.text)
    }
}

/// As a string of what it says: `InputError("line 2: ...")`.
impl fmt::Debug for InputError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_tuple("InputError")
            .field(&self.to_string())
            .finish()
    }
}

impl PartialEq for InputError {
    fn eq(&self, other: &Self) -> bool {
        self.to_string() == other.to_string()
    }
}

impl Eq for InputError {}

impl std::error::Error for InputError {}

/// The result of a read: the value, or what is wrong with the input.
pub type Result<T> = std::result::Result<T, InputError>;

impl Input {
    /// The error for a read at the end of the input: located at the last
    /// line that holds anything, or, inside items announced by
    /// [`Input::check_items`], said in their terms at the count's line;
    /// at an item that looks short on its line, if one does.
    #[cold]
    #[inline(never)]
    pub(super) fn end_error(&self, what: &dyn fmt::Display) -> InputError {
        let e = InputError::at(
            Some(self.end_line()),
            format!("expected {what}, found the end of the input"),
        );
        self.in_counts(e, true)
    }

    /// `e` said in the terms of the counts checked so far, if any
    /// ([`Input::count_terms`]).
    fn in_counts(&self, e: InputError, end: bool) -> InputError {
        match self.counted {
            Some(terms) => terms(self, e, end),
            None => e,
        }
    }

    /// `e` in the terms of the counts checked: at the end of the input
    /// (`end`) inside a count's items, the count's own error (`line 1: M =
    /// 8 edges, but only 7 edges follow`); put at an item that looks short
    /// on its line, if one does ([`Input::at_short`]). Reached only
    /// through [`Input::count_terms`], which the count checks set.
    pub(super) fn count_terms(&self, e: InputError, end: bool) -> InputError {
        if end {
            for c in self.counts.iter().rev() {
                if (self.tokens_from(c.start).0 as u64) < c.count.saturating_mul(c.tokens as u64) {
                    return self.count_error(c);
                }
            }
        }
        self.counts.iter().fold(e, |e, c| {
            // At most the input's length: it fits usize.
            let upto = c.count.min(self.buf.len() as u64) as usize;
            self.at_short(e, c.start, upto, c.item, c.tokens)
        })
    }

    /// `line N: M = 8 edges, but only 7 edges and 1 number follow`, saying
    /// what follows the count, N being the count's line (or the line of an
    /// item that looks short). [`Input::check_items`]' error too, when the
    /// rest of the input cannot hold the items.
    #[cold]
    #[inline(never)]
    pub(super) fn count_error(&self, c: &Count) -> InputError {
        let (found, numeric) = self.tokens_from(c.start);
        let (items, rest) = (found / c.tokens, found % c.tokens);
        let mut have = Vec::new();
        if items > 0 {
            have.push(count_of(items, c.item));
        }
        if rest > 0 {
            have.push(count_of(rest, if numeric { "number" } else { "value" }));
        }
        let have = match found {
            0 => format!("no {} follows", c.item),
            _ => format!("only {} {}", have.join(" and "), follows(items + rest)),
        };
        let e = InputError::at(
            Some(self.line_at(c.at)),
            format!("{}, but {have}", c.lead()),
        );
        self.count_terms(e, false)
    }

    /// The tokens from byte `from` on, each with its line.
    fn tokens_at(&self, from: usize) -> impl Iterator<Item = (&[u8], usize)> {
        let first = self.line_at(from);
        let lines = self.buf[from..].split(|&b| b == b'\n').enumerate();
        lines.flat_map(move |(i, l)| {
            let tokens = l.split(|&b| is_space(b)).filter(|t| !t.is_empty());
            tokens.map(move |t| (t, first + i))
        })
    }

    /// The number of tokens from byte `from` on, and whether all of them
    /// are numbers (digits, with an optional sign).
    fn tokens_from(&self, from: usize) -> (usize, bool) {
        let tokens = self.tokens_at(from);
        tokens.fold((0, true), |(n, numeric), (t, _)| {
            (n + 1, numeric && is_number(t))
        })
    }

    /// `e`, an error met at item `upto` of a list of items of `tokens`
    /// values from byte `start` on (named `item`), put at an item before
    /// it that starts a line like the items before it but continues on the
    /// next line: a value missing there shifts everything after it, and
    /// what goes wrong later is its doing. Only items one per line show
    /// one, and never the first; an error put at one already stays as it
    /// is: `line 3: edge 2 looks short: 1 number where each edge has 2
    /// (reading on from it: line 5: edge 4: vertex 0 is out of range
    /// 1..=4)`, the error as it was (its line, its contexts) in the
    /// brackets.
    pub(super) fn at_short(
        &self,
        e: InputError,
        start: usize,
        upto: usize,
        item: &str,
        tokens: usize,
    ) -> InputError {
        if e.0.short || tokens < 2 {
            return e;
        }
        let mut all = self.tokens_at(start);
        let mut prev = 0;
        for k in 1..=upto {
            let one: Vec<(&[u8], usize)> = all.by_ref().take(tokens).collect();
            let line = one.first().map_or(0, |t| t.1);
            // The item's values on its first line.
            let on = one.iter().take_while(|t| t.1 == line).count();
            if one.len() < tokens || (k > 1 && line == prev) || (k == 1 && on < tokens) {
                break;
            }
            if on < tokens {
                let numeric = one[..on].iter().all(|t| is_number(t.0));
                let values = count_of(on, if numeric { "number" } else { "value" });
                let text = format!(
                    "{item} {k} looks short: {values} where each {item} has {tokens} (reading on from it: {e})"
                );
                return InputError(Box::new(Parts {
                    line: Some(line),
                    text,
                    short: true,
                }));
            }
            prev = line;
        }
        e
    }

    /// [`Input::check_room`]'s error: `line N: T = 5 needs at least 5 more
    /// numbers, but only 3 follow`, N the line of the last token read (the
    /// count's).
    #[cold]
    #[inline(never)]
    pub(super) fn room_error(
        &self,
        what: &dyn fmt::Display,
        count: u64,
        min_bytes: usize,
    ) -> InputError {
        let (found, numeric) = self.tokens_from(self.pos);
        let need = count as u128 * (min_bytes / 2).max(1) as u128;
        let values = if numeric { "numbers" } else { "values" };
        let have = match found {
            0 => "none follows".to_string(),
            _ => format!("only {found} {}", follows(found)),
        };
        let lead = before_value(&what.to_string(), count);
        let e = self.error(format_args!(
            "{lead}{count} needs at least {need} more {values}, but {have}"
        ));
        self.in_counts(e, false)
    }

    /// [`Input::check_memory`]'s error: `line N: n = 10000000 vertices need
    /// about 160 MB of memory, more than this machine gives`.
    #[cold]
    #[inline(never)]
    pub(super) fn memory_error(&self, what: &dyn fmt::Display, bytes: u64) -> InputError {
        self.error(format_args!(
            "{what} need about {} of memory, more than this machine gives",
            memory_size(bytes)
        ))
    }

    /// [`Input::cases_until`]'s error when the input ends where a case or
    /// `sentinel` should start: `line N: the input ended before the final
    /// 0 0`.
    #[cold]
    #[inline(never)]
    pub(super) fn sentinel_error(&self, sentinel: &str) -> InputError {
        let words: Vec<&str> = sentinel.split_ascii_whitespace().collect();
        let e = InputError::at(
            Some(self.end_line()),
            format!("the input ended before the final {}", words.join(" ")),
        );
        self.in_counts(e, false)
    }

    /// An error located at the line of the last token read.
    pub fn error(&self, msg: impl fmt::Display) -> InputError {
        InputError::at(Some(self.line()), msg.to_string())
    }

    /// An error located at the line of the token at `place` (an
    /// [`Input::place`] taken when it was read), for what is found wrong
    /// with it only later.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("4\n1 2 3\n");
    /// let n = inp.usize("n").unwrap();
    /// let n_at = inp.place();
    /// let sum: u64 = inp.u64s("a", 3).unwrap().iter().sum();
    /// assert_eq!(inp.error_at(n_at, format_args!("n = {n}, but the sum is {sum}")).to_string(),
    ///            "line 1: n = 4, but the sum is 6");
    /// ```
    pub fn error_at(&self, place: Place, msg: impl fmt::Display) -> InputError {
        InputError::at(Some(self.line_at(place.0)), msg.to_string())
    }

    /// Runs `block` (a group of reads: one game, one tree) and puts `context`
    /// after the `line N: ` of any error it returns, as
    /// [`InputError::within`] does for one error. `context` is formatted only
    /// when there is an error; `format_args!` builds it without allocating.
    /// Blocks nest: the outer context comes first.
    ///
    /// # Errors
    /// The error `block` returns, with `context` after its line.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::{Input, Result};
    /// fn read_game(inp: &mut Input, g: usize) -> Result<(u64, u64)> {
    ///     inp.within(format_args!("game {g}"), |inp| {
    ///         let (a, b) = (inp.u64("pile 1")?, inp.u64("pile 2")?);
    ///         if b == 0 {
    ///             return Err(inp.error("pile 2 is 0"));
    ///         }
    ///         Ok((a, b))
    ///     })
    /// }
    /// let mut inp = Input::new("1 3\n2 0\n");
    /// assert_eq!(read_game(&mut inp, 1), Ok((1, 3)));
    /// assert_eq!(read_game(&mut inp, 2).unwrap_err().to_string(),
    ///            "line 2: game 2: pile 2 is 0");
    /// ```
    #[inline]
    pub fn within<T>(
        &mut self,
        context: impl fmt::Display,
        block: impl FnOnce(&mut Input) -> Result<T>,
    ) -> Result<T> {
        block(self).map_err(|e| e.within(context))
    }

    /// What is wrong with a number read as `what`, `shown` being the token
    /// as [`show`] gives it: `expected {what}, found "x"`, `{what} must not
    /// be negative, found "-3"`, `{what} is too large: "..."`, `too small`.
    #[cold]
    #[inline(never)]
    pub(super) fn number_error(
        &self,
        what: &dyn fmt::Display,
        kind: NumError,
        shown: &dyn fmt::Display,
    ) -> InputError {
        let (before, after) = [
            ("", " must not be negative, found "),
            ("", " is too large: "),
            ("", " is too small: "),
            ("expected ", ", found "),
        ][kind as usize];
        self.error(format_args!("{before}{what}{after}{shown}"))
    }

    /// `{what} is too large: {v}` or `too small`, for an `i64` read that
    /// its type cannot hold (past `i32`; past `isize`, only on targets where
    /// `isize` is narrower). A `u64` past `usize` is a `NumError::TooLarge`.
    #[cold]
    #[inline(never)]
    pub(super) fn outside_type(&self, what: &dyn fmt::Display, v: i128) -> InputError {
        let kind = if v < 0 {
            NumError::TooSmall
        } else {
            NumError::TooLarge
        };
        self.number_error(what, kind, &v)
    }

    /// `{what} must be between {lo} and {hi}, found {v}`; `at least {lo}`
    /// when `hi` is the type's largest value `max` (no bound but the
    /// type's), else `at most {hi}` when `lo` is its smallest, `min`. `v`
    /// is the number found, as read.
    #[cold]
    #[inline(never)]
    pub(super) fn range_error(
        &self,
        what: &dyn fmt::Display,
        (lo, hi): (i128, i128),
        (min, max): (i128, i128),
        v: &dyn fmt::Display,
    ) -> InputError {
        let bound = if hi == max {
            format!("at least {lo}")
        } else if lo == min {
            format!("at most {hi}")
        } else {
            format!("between {lo} and {hi}")
        };
        self.error(format_args!("{what} must be {bound}, found {v}"))
    }

    /// `{what} {i} of {n} is {v}, the same as {what} {j}[ (line L)]; no two
    /// {what}s may be equal`, `at` being where item j started.
    #[cold]
    #[inline(never)]
    pub(super) fn repeat_error(
        &self,
        what: &dyn fmt::Display,
        (i, j): (usize, usize),
        n: usize,
        v: u64,
        at: usize,
    ) -> InputError {
        let (line, earlier) = (self.line(), self.line_at(at));
        let place = if earlier == line {
            String::new()
        } else {
            format!(" (line {earlier})")
        };
        self.error(format!(
            "{what} {i} of {n} is {v}, the same as {what} {j}{place}; no two {what}s may be equal"
        ))
    }

    #[cold]
    #[inline(never)]
    pub(super) fn out_of_range(
        &self,
        what: &dyn fmt::Display,
        number: &dyn fmt::Display,
        n: u64,
    ) -> InputError {
        self.error(format!("{what} {number} is out of range 1..={n}"))
    }

    #[cold]
    #[inline(never)]
    pub(super) fn loop_error(&self, j: u64, u: u64) -> InputError {
        let e = self.error(format_args!("both ends are vertex {}", u + 1));
        e.within(format_args!("edge {j}"))
    }

    /// Edge `j`, `u v`, joins two vertices already connected by `earlier`.
    #[cold]
    #[inline(never)]
    pub(super) fn cycle_error(
        &self,
        j: u64,
        (u, v): (u64, u64),
        mut earlier: impl Iterator<Item = (u64, u64)>,
    ) -> InputError {
        let (a, b) = (u + 1, v + 1);
        match earlier.position(|e| e == (u, v) || e == (v, u)) {
            Some(i) => self.error(format!(
                "edge {j} repeats edge {} (vertices {a} and {b})",
                i + 1
            )),
            None => self.error(format!(
                "edge {j} closes a cycle: vertices {a} and {b} are already connected"
            )),
        }
    }

    /// `{place}: unexpected character {bad} (expected one of "{alphabet}")`,
    /// `bad` as [`show`] gives it: a word's or a grid's character not in
    /// its alphabet.
    #[cold]
    #[inline(never)]
    pub(crate) fn alphabet_error(
        &self,
        place: &dyn fmt::Display,
        bad: &str,
        alphabet: &[u8],
    ) -> InputError {
        let allowed = String::from_utf8_lossy(alphabet);
        let one_of = if alphabet.len() == 1 { "" } else { "one of " };
        self.error(format_args!(
            "{place}: unexpected character {bad} (expected {one_of}\"{allowed}\")"
        ))
    }

    /// `{what}: cell ({row},{col}) is outside the {rows} x {cols} grid`, the
    /// coordinates as read.
    #[cold]
    #[inline(never)]
    pub(super) fn cell_error(
        &self,
        what: &dyn fmt::Display,
        (row, col): (&dyn fmt::Display, &dyn fmt::Display),
        (rows, cols): (usize, usize),
    ) -> InputError {
        let e = self.error(format_args!(
            "cell ({row},{col}) is outside the {rows} x {cols} grid"
        ));
        e.within(what)
    }
}

/// Whether a token is a number: digits, with an optional sign.
fn is_number(t: &[u8]) -> bool {
    let digits = t.strip_prefix(b"-").or(t.strip_prefix(b"+")).unwrap_or(t);
    !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
}

/// The noun `one` as it goes after the number `n`: `edge` for 1, `edges`
/// for any other.
pub(crate) fn plural(one: &str, n: usize) -> String {
    noun(one, n as u64)
}

/// [`plural`] for any count.
fn noun(one: &str, n: u64) -> String {
    if n == 1 {
        one.to_string()
    } else {
        format!("{one}s")
    }
}

/// `n` and the noun `one` as it goes after it: `1 edge`, `3 edges`.
pub(super) fn count_of(n: impl ItemCount, one: &str) -> String {
    let n = n.get();
    format!("{n} {}", noun(one, n))
}

/// The verb after `n` things: `1 edge follows`, `2 edges follow`.
fn follows(n: usize) -> &'static str {
    if n == 1 {
        "follows"
    } else {
        "follow"
    }
}

/// What goes before the value in `what = count`: `what = `, or `what`
/// less the value if it states it already (`n - 1 = 4` gives `n - 1 = `).
fn before_value(what: &str, count: u64) -> String {
    match what.trim_end().strip_suffix(&count.to_string()) {
        Some(before) if before.trim_end().ends_with('=') => before.to_string(),
        _ => format!("{what} = "),
    }
}

impl Count {
    /// The count as its errors state it: `M = 8 edges`, and `n - 1 = 4
    /// edges` for a `what` that states the value already, `4 edges` (or `4
    /// edge` for 1) as it is; `the grid has 3 rows` when given whole.
    fn lead(&self) -> String {
        let items = count_of(self.count, self.item);
        match self.name.strip_suffix(&items) {
            _ if self.whole => self.name.clone(),
            Some(b) if b.is_empty() || b.ends_with(' ') || b.ends_with('=') => self.name.clone(),
            _ => before_value(&self.name, self.count) + &items,
        }
    }
}

/// `vertex` or `vertices`, as `n` asks.
pub(crate) fn vertices(n: usize) -> &'static str {
    if n == 1 {
        "vertex"
    } else {
        "vertices"
    }
}

/// A bad token quoted in an error line: as [`show`] quotes it; in the
/// feature `lean` (a judge's flavour), shorter to carry: Rust's quoting of
/// its first 24 bytes, read as UTF-8 with `\u{FFFD}` for what is not.
#[cfg(not(feature = "lean"))]
pub(crate) fn quote(tok: &[u8]) -> String {
    show(tok)
}

/// A bad token quoted in an error line, the feature `lean`'s way.
#[cfg(feature = "lean")]
pub(crate) fn quote(tok: &[u8]) -> String {
    format!("{:?}", String::from_utf8_lossy(&tok[..tok.len().min(24)]))
}

/// A token quoted for an error message, cut after 24 characters: printable
/// ASCII kept; a non-ASCII character kept too when the bytes are valid
/// UTF-8, with its code point listed after the quote (`"3 3" (U+00A0)`, so
/// a no-break space that looks like a space is told apart); control
/// characters and bytes that are not UTF-8 escaped as `\xNN`.
///
/// # Example
/// ```
/// use cp_games::input::show;
/// assert_eq!(show("3\u{a0}3".as_bytes()), "\"3\u{a0}3\" (U+00A0)");
/// assert_eq!(show("é".as_bytes()), "\"é\" (U+00E9)");
/// assert_eq!(show(b"x\xff\t"), "\"x\\xff\\x09\"");
/// ```
pub fn show(tok: &[u8]) -> String {
    let mut s = String::from("\"");
    // The non-ASCII characters shown, each once.
    let mut codes = String::new();
    let mut rest = tok;
    for _ in 0..24 {
        if rest.is_empty() {
            break;
        }
        let (c, after) = rest.split_at(char_len(rest));
        match std::str::from_utf8(c) {
            Ok(c) if !c.starts_with(char::is_control) => {
                if c == "\"" || c == "\\" {
                    s.push('\\');
                }
                s.push_str(c);
                if !c.is_ascii() && !codes.contains(c) {
                    codes.push_str(c);
                }
            }
            _ => {
                for b in c {
                    s.push_str(&format!("\\x{b:02x}"));
                }
            }
        }
        rest = after;
    }
    if !rest.is_empty() {
        s.push_str("...");
    }
    s.push('"');
    let codes: Vec<String> = codes
        .chars()
        .map(|c| format!("U+{:04X}", c as u32))
        .collect();
    if !codes.is_empty() {
        s.push_str(&format!(" ({})", codes.join(", ")));
    }
    s
}

/// The length in bytes of the character `bytes` starts with: of its UTF-8
/// encoding if that is valid, else 1 (one stray byte).
pub fn char_len(bytes: &[u8]) -> usize {
    let valid = |n: &usize| std::str::from_utf8(&bytes[..*n]).is_ok();
    (1..=bytes.len().min(4)).find(valid).unwrap_or(1)
}

/// `bytes` for people, rounded up: `160 MB`, `1.2 GB`, `18446745 TB`.
fn memory_size(bytes: u64) -> String {
    let units = [(1e12, "TB"), (1e9, "GB"), (1e6, "MB"), (1e3, "kB")];
    let (scale, unit) = units
        .into_iter()
        .find(|&(scale, _)| bytes as f64 >= scale)
        .unwrap_or((1.0, "bytes"));
    let x = bytes as f64 / scale;
    if unit == "bytes" {
        format!("{bytes} bytes")
    } else if x < 10.0 {
        format!("{:.1} {unit}", (x * 10.0).ceil() / 10.0)
    } else {
        format!("{} {unit}", x.ceil())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::err;

    #[test]
    fn counts_said_in_items() {
        let check = |text: &str, tokens: usize| {
            let mut inp = Input::new(text);
            let m = inp.usize("m").unwrap();
            err(inp.check_items("M", m, "edge", tokens))
        };
        assert_eq!(
            check("3\n1 2\n", 2),
            "line 1: M = 3 edges, but only 1 edge follows"
        );
        assert_eq!(
            check("3\n1 2\n3", 2),
            "line 1: M = 3 edges, but only 1 edge and 1 number follow"
        );
        assert_eq!(check("2\n", 2), "line 1: M = 2 edges, but no edge follows");
        assert_eq!(
            check("2\n7", 2),
            "line 1: M = 2 edges, but only 1 number follows"
        );
        assert_eq!(
            check("2 x", 2),
            "line 1: M = 2 edges, but only 1 value follows"
        );
        assert_eq!(check("2\n", 1), "line 1: M = 2 edges, but no edge follows");
        // The check is by bytes (O(1)); the read that runs out says the rest.
        let mut inp = Input::new("1\n");
        inp.usize("M").unwrap();
        inp.check_items("M", 1, "edge", 1).unwrap();
        assert_eq!(
            err(inp.u64("an edge")),
            "line 1: M = 1 edge, but no edge follows"
        );
        assert_eq!(
            check(&format!("{}\n1 2", usize::MAX), 2),
            format!("line 1: M = {} edges, but only 1 edge follows", usize::MAX)
        );
        // Room by the bytes, not by the values: the read that runs out
        // says it the same way.
        let mut inp = Input::new("2\n100 200\n300\n");
        let m = inp.usize("m").unwrap();
        inp.check_items("M", m, "edge", 2).unwrap();
        for _ in 0..3 {
            inp.u64("a vertex").unwrap();
        }
        assert_eq!(
            err(inp.u64("a vertex")),
            "line 1: M = 2 edges, but only 1 edge and 1 number follow"
        );
        // Counted on a line of its own, read later: at its own line.
        let mut inp = Input::new("5\n3\n1 2\n");
        let (m, k) = (inp.usize("M").unwrap(), inp.usize("K").unwrap());
        let m_at = Place(0);
        assert_eq!(
            err(inp.check_items_at(m_at, "M", m, "edge", 2)),
            "line 1: M = 5 edges, but only 1 edge follows"
        );
        assert_eq!(
            err(inp.check_items("K", k, "chip", 2)),
            "line 2: K = 3 chips, but only 1 chip follows"
        );
        // A label that states the value already is not said twice.
        for (what, lead) in [
            ("n - 1 = 4", "n - 1 = 4 edges"),
            ("n - 1 =4", "n - 1 =4 edges"),
            ("4 edges", "4 edges"),
            ("n - 1 = 4 edges", "n - 1 = 4 edges"),
            ("the 14 edges", "the 14 edges = 4 edges"),
            ("m4", "m4 = 4 edges"),
            ("test case 4: n", "test case 4: n = 4 edges"),
        ] {
            let mut inp = Input::new("4\n1 2\n");
            inp.usize("n").unwrap();
            assert_eq!(
                err(inp.check_items(what, 4, "edge", 2)),
                format!("line 1: {lead}, but only 1 edge follows"),
                "{what}"
            );
        }
        // After the items, an end of the input is an ordinary one.
        let mut inp = Input::new("1\n1 2\n");
        inp.usize("m").unwrap();
        inp.check_items("M", 1, "edge", 2).unwrap();
        inp.u64s("v", 2).unwrap();
        assert_eq!(
            err(inp.u64("K")),
            "line 2: expected K, found the end of the input"
        );
    }

    #[test]
    fn an_item_short_on_its_line_is_named() {
        // The sample of dag_sg_chips with edge 8 cut to one number: the
        // chips shift by one and the input ends a chip early.
        let text = "6 8 4\n2 1\n2 4\n1 4\n1 5\n4 5\n1 3\n3 5\n3\n1 2 4 6\n";
        let mut inp = Input::new(text);
        let _ = (inp.usize("N"), inp.usize("M"), inp.usize("K"));
        let k_at = inp.place();
        inp.check_items("M", 8, "edge", 2).unwrap();
        inp.u64s("end", 16).unwrap();
        inp.check_items_at(k_at, "K", 4, "chip", 1).unwrap();
        inp.u64s("chip", 3).unwrap();
        assert_eq!(
            err(inp.u64("chip 4")),
            "line 9: edge 8 looks short: 1 number where each edge has 2 \
             (reading on from it: line 1: K = 4 chips, but only 3 chips follow)"
        );
        let mut inp = Input::new(text);
        let _ = (inp.usize("N"), inp.usize("M"), inp.usize("K"));
        inp.check_items("M", 8, "edge", 2).unwrap();
        inp.u64s("end", 19).unwrap();
        assert_eq!(
            err(inp.u64("a chip")),
            "line 9: edge 8 looks short: 1 number where each edge has 2 \
             (reading on from it: line 10: expected a chip, found the end of the input)"
        );
        // Items that share lines give no such hint; nor does a first item.
        let mut inp = Input::new("3\n1 2 3 4\n5\n6");
        inp.usize("M").unwrap();
        inp.check_items("M", 3, "edge", 2).unwrap();
        inp.u64s("v", 6).unwrap();
        assert_eq!(
            err(inp.u64("K")),
            "line 4: expected K, found the end of the input"
        );
        let mut inp = Input::new("2\n1\n2\n3 4\n");
        inp.usize("M").unwrap();
        inp.check_items("M", 2, "edge", 2).unwrap();
        inp.u64s("v", 4).unwrap();
        assert_eq!(
            err(inp.u64("K")),
            "line 4: expected K, found the end of the input"
        );
        // Short inside the items themselves, before they run out.
        let mut inp = Input::new("3\n1 2\n3\n4 5\n");
        inp.usize("M").unwrap();
        inp.check_items("M", 3, "edge", 2).unwrap();
        inp.u64s("v", 5).unwrap();
        assert_eq!(
            err(inp.u64("v")),
            "line 3: edge 2 looks short: 1 number where each edge has 2 \
             (reading on from it: line 1: M = 3 edges, but only 2 edges and 1 number follow)"
        );
    }

    #[test]
    fn memory_sizes_for_people() {
        assert_eq!(memory_size(999), "999 bytes");
        assert_eq!(memory_size(1000), "1.0 kB");
        assert_eq!(memory_size(160_000_000), "160 MB");
        assert_eq!(memory_size(160_000_001), "161 MB");
        assert_eq!(memory_size(1_200_000_000), "1.2 GB");
        assert_eq!(memory_size(1_234_567_890), "1.3 GB");
        assert_eq!(memory_size(9_990_000_000), "10.0 GB");
        assert_eq!(memory_size(u64::MAX), "18446745 TB");
    }

    #[test]
    fn room_errors_count_values() {
        let mut inp = Input::new("4\n1 1\n");
        let t = inp.usize("T").unwrap();
        assert_eq!(
            err(inp.check_room(t, 2, "T")),
            "line 1: T = 4 needs at least 4 more numbers, but only 2 follow"
        );
        let mut inp = Input::new("3\nx\n");
        let n = inp.usize("N").unwrap();
        assert_eq!(
            err(inp.check_room(n, 4, "N")),
            "line 1: N = 3 needs at least 6 more values, but only 1 follows"
        );
        assert_eq!(
            err(inp.check_room(n, 4, format!("N = {n}"))),
            "line 1: N = 3 needs at least 6 more values, but only 1 follows"
        );
    }

    #[test]
    fn non_ascii_shown_as_characters() {
        let mut inp = Input::new("3\u{a0}3 \u{e9}t\u{e9} \u{3b1}\u{3b2}");
        assert_eq!(
            err(inp.u64("a")),
            "line 1: expected a, found \"3\u{a0}3\" (U+00A0)"
        );
        assert_eq!(
            err(inp.u64("b")),
            "line 1: expected b, found \"\u{e9}t\u{e9}\" (U+00E9)"
        );
        assert_eq!(
            err(inp.u64("c")),
            "line 1: expected c, found \"\u{3b1}\u{3b2}\" (U+03B1, U+03B2)"
        );
        // Not UTF-8, a control character, a cut character: bytes.
        assert_eq!(show(b"\xc3(\x01"), "\"\\xc3(\\x01\"");
        assert_eq!(show("\u{85}".as_bytes()), "\"\\xc2\\x85\"");
        assert_eq!(show(&"\u{e9}".as_bytes()[..1]), "\"\\xc3\"");
        // Cut after 24 characters, not bytes.
        let long = "\u{e9}".repeat(30);
        assert_eq!(
            show(long.as_bytes()),
            format!("\"{}...\" (U+00E9)", "\u{e9}".repeat(24))
        );
        assert_eq!(char_len("\u{1f600}x".as_bytes()), 4);
        assert_eq!(char_len(b"\xf0\x9f"), 1);
        assert_eq!(char_len(b""), 1);
    }

    #[test]
    fn context_goes_after_the_line() {
        let mut inp = Input::new("1\nx\n");
        inp.u64("a").unwrap();
        let e = inp.u64("the second pile").unwrap_err().within("game 1");
        assert_eq!(
            e.to_string(),
            "line 2: game 1: expected the second pile, found \"x\""
        );
        assert_eq!(
            InputError::new("no line").within("game 2").to_string(),
            "game 2: no line"
        );
    }

    #[test]
    fn contexts_nest_and_nothing_is_parsed_again() {
        let mut inp = Input::new("1 2\n3 x\n");
        inp.u64s("v", 3).unwrap();
        let e = inp.u64("b").unwrap_err();
        let e = e.within("edge 2").within(format_args!("test case {}", 1));
        let text = "line 2: test case 1: edge 2: expected b, found \"x\"";
        assert_eq!(e.to_string(), text);
        // Equal when they read the same, and shown as the text they read.
        assert_eq!(InputError::new(text), e);
        assert_eq!(format!("{e:?}"), format!("InputError({text:?})"));
        // A context that reads like a line is only a context.
        let lineless = InputError::new("no line").within("line 5").within("game 2");
        assert_eq!(lineless.to_string(), "game 2: line 5: no line");
        // Nor is a message with `: ` in it cut there.
        let e = inp.error("a: b").within("game 3");
        assert_eq!(e.to_string(), "line 2: game 3: a: b");
        // A message that starts with a line, as `Input::error` writes one,
        // is on that line; any other start is the message's own.
        let e = InputError::new("line 12: pile 2 is 0").within("game 4");
        assert_eq!(e.to_string(), "line 12: game 4: pile 2 is 0");
        for own in [
            "line 012: x",
            "line +1: x",
            "line: x",
            "line 1:x",
            "lines 1: x",
        ] {
            let e = InputError::new(own).within("g");
            assert_eq!(e.to_string(), format!("g: {own}"));
        }
    }

    #[test]
    fn long_tokens_are_cut() {
        assert_eq!(show(&[b'a'; 30]), format!("\"{}...\"", "a".repeat(24)));
    }
}
