//! Numbers: the one-word fast path, plain pairs for edge lists, and the
//! checked reads of `u64`, `usize`, `i64`, `i32` and `isize`.

use super::{is_space, quote, Input, Result};
use std::fmt;

impl Input {
    /// The next token if it is a plain number of at most 19 digits (which
    /// always fits `u64`); otherwise `None`, and nothing is consumed. Every
    /// other form (a sign, 20 digits, anything else, the end of the input)
    /// is left to [`Input::u64`], which reads or explains it.
    ///
    /// The common case, at most 7 digits and the separator after them (which
    /// is consumed with them), is read from one 8-byte word without a loop;
    /// everything else (longer numbers, runs of whitespace, the last bytes
    /// of the input) goes through a loop out of line.
    #[inline]
    pub fn plain_u64(&mut self) -> Option<u64> {
        self.plain()
    }

    /// The next token if it is a plain `T` ([`Integer::DIGITS`] digits at
    /// most, after a `-` if `T` is signed), as [`Input::plain_u64`] reads
    /// one; otherwise `None`, and nothing is consumed.
    #[inline]
    pub(super) fn plain<T: Integer>(&mut self) -> Option<T> {
        match self.word_u64() {
            Some(v) => Some(T::of(false, v)),
            None => self.plain_loop(),
        }
    }

    /// The common case of [`Input::plain_u64`]: 1 to 7 digits and a
    /// separator, all inside the next 8 bytes, read as one word. The
    /// separator is consumed with the number, so that after single
    /// separators every read starts at its digits. `None` for everything
    /// else (whitespace first included), and nothing is consumed.
    #[inline]
    fn word_u64(&mut self) -> Option<u64> {
        let pos = self.pos;
        let word = word_at(&self.buf, pos)?;
        let len = digit_run(word);
        // The byte after the digits is inside the word.
        if (1..8).contains(&len) && is_space((word >> (8 * len)) as u8) {
            self.pos = pos + len + 1;
            self.sep = true;
            self.last = pos;
            return Some(digits_value(word, len));
        }
        None
    }

    /// The next two tokens if both are plain numbers of 1 to 7 digits on
    /// one line, a space or a tab between them and one separator after the
    /// second (the common shape of an edge, `u v`), read from the next 16
    /// bytes at once; otherwise `None`, and nothing is consumed. It also
    /// gives `None` in the last 15 bytes of the input. Both numbers being
    /// on the line of the last token read, an error about either names the
    /// right line.
    /// An edge-list reader tries this first and reads the pair number by
    /// number when it gives `None`, which reads every other form or
    /// explains it.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("12 7\n3 x\n1\n2 5 6 7 8 9 10 11\n");
    /// assert_eq!(inp.plain_pair(), Some((12, 7)));
    /// assert_eq!(inp.plain_pair(), None);
    /// assert_eq!(inp.usize("a vertex"), Ok(3));
    /// assert_eq!(inp.token("junk"), Ok(&b"x"[..]));
    /// // Not on one line.
    /// assert_eq!(inp.plain_pair(), None);
    /// assert_eq!(inp.usize("a vertex"), Ok(1));
    /// assert_eq!(inp.plain_pair(), Some((2, 5)));
    /// ```
    #[inline]
    pub fn plain_pair(&mut self) -> Option<(usize, usize)> {
        let pos = self.pos;
        let bytes: &[u8; 16] = self.buf.get(pos..pos + 16)?.try_into().ok()?;
        let word = u64::from_le_bytes(bytes[..8].try_into().ok()?);
        let len = digit_run(word);
        if !(1..8).contains(&len) || !matches!((word >> (8 * len)) as u8, b' ' | b'\t') {
            return None;
        }
        // The second number starts inside the second word or at its start.
        let at = len + 1;
        let second = u64::from_le_bytes(bytes[at..at + 8].try_into().ok()?);
        let len2 = digit_run(second);
        if !(1..8).contains(&len2) || !is_space((second >> (8 * len2)) as u8) {
            return None;
        }
        self.pos = pos + at + len2 + 1;
        self.sep = true;
        self.last = pos + at;
        // At most 7 digits each: below 10^7, which fits every usize.
        Some((
            digits_value(word, len) as usize,
            digits_value(second, len2) as usize,
        ))
    }

    /// Up to `max` pairs, each as [`Input::plain_pair`] reads one, read 64
    /// bytes at a time: `each(a, b)` is called for each pair in order and
    /// returns whether it takes it. Stops before the first pair that
    /// `plain_pair` would not read, or that `each` does not take, and leaves
    /// that pair unread; returns how many pairs were taken. An edge-list
    /// reader calls this for all its edges, reads the edge it stopped at
    /// number by number (which reads every other form or explains it), and
    /// calls it again for the rest. Near the end of the input (the last 72
    /// bytes) it takes nothing.
    ///
    /// Faster than one `plain_pair` after another when the numbers are
    /// short: the separators of 64 bytes are found at once, so the numbers'
    /// reads do not wait on each other (with one read at a time, where a
    /// number starts depends on how long the one before it is). Whole
    /// runs, against one `plain_pair` after another: 4 to 9% less time on
    /// Library Checker's general graphs, up to 8% on its bipartite graphs,
    /// 1 to 6% on the benchmarks' 10^6-node DAG files; reading alone
    /// (`benches/src/bin/read_only.rs`) 10 to 21% less (measured 2026-11-23
    /// on a shared 2-core machine, command not recorded; `BENCHMARKS.md`,
    /// "Edge lists read many pairs at a time").
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let text = format!("{}9 9\n{}", "1 2\n".repeat(30), "3 4\n".repeat(30));
    /// let mut inp = Input::new(text);
    /// let mut edges = Vec::new();
    /// // A vertex 9 is refused: its edge is left for the checked reads.
    /// let taken = inp.plain_pairs(100, |a, b| a < 9 && b < 9 && { edges.push((a, b)); true });
    /// assert_eq!((taken, edges[29]), (30, (1, 2)));
    /// assert_eq!(inp.usize("a vertex"), Ok(9));
    /// ```
    #[inline(never)]
    pub fn plain_pairs(&mut self, max: usize, mut each: impl FnMut(usize, usize) -> bool) -> usize {
        let buf: &[u8] = &self.buf;
        let mut taken = 0;
        // Where the next pair starts, and where the last second number did.
        let mut pos = self.pos;
        let mut last = None;
        'blocks: while taken < max {
            // 64 bytes to look at, and 8 more for the last number's word.
            let Some(block) = buf.get(pos..pos + 72) else {
                break;
            };
            let mut seps = below_digits(block);
            let word =
                |at: usize| u64::from_le_bytes(block[at..at + 8].try_into().unwrap_or_default());
            // The start of the next pair in the block.
            let mut start = 0;
            loop {
                // The bytes under b'0' that end the pair's two numbers.
                let end1 = seps.trailing_zeros() as usize;
                seps &= seps.wrapping_sub(1);
                let end2 = seps.trailing_zeros() as usize;
                seps &= seps.wrapping_sub(1);
                if end2 >= 64 {
                    // The pair does not end in this block: go on from its
                    // start, unless no pair at all ended here.
                    if start == 0 {
                        break 'blocks;
                    }
                    pos += start;
                    continue 'blocks;
                }
                let (len1, len2) = (end1 - start, end2 - end1 - 1);
                let (first, second) = (word(start), word(end1 + 1));
                if !(1..8).contains(&len1)
                    || !(1..8).contains(&len2)
                    || digit_run(first) != len1
                    || digit_run(second) != len2
                    || !matches!(block[end1], b' ' | b'\t')
                    || !is_space(block[end2])
                {
                    pos += start;
                    break 'blocks;
                }
                // At most 7 digits each: below 10^7, which fits every usize.
                let (a, b) = (digits_value(first, len1), digits_value(second, len2));
                if !each(a as usize, b as usize) {
                    pos += start;
                    break 'blocks;
                }
                taken += 1;
                last = Some(pos + end1 + 1);
                start = end2 + 1;
                if taken == max {
                    pos += start;
                    break 'blocks;
                }
            }
        }
        if let Some(last) = last {
            self.pos = pos;
            self.sep = true;
            self.last = last;
        }
        taken
    }

    /// Reads `count` pairs (an edge list) into `state`: the pairs of the
    /// common form many at a time through [`Input::plain_pairs`], each
    /// handed to `take(state, a, b)`, which stores it and returns true, or
    /// returns false to leave it (a vertex out of range); and each pair
    /// where that stops through `one(input, state, i)`, which reads pair `i`
    /// (1-based) number by number, checks it and stores it, or returns the
    /// error. Fast on well-formed input, and every other form is read or
    /// explained by `one`.
    ///
    /// # Errors
    /// The first error `one` returns. If a pair before it looks short on its
    /// line (one number where the pairs before stood two to a line), the error
    /// is put at that pair's line, named as the count checked before the pairs
    /// ([`Input::check_items`]) names its items (`line 3: edge 2 looks short: 1
    /// number where each edge has 2 (reading on from it: line 5: ...)`).
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let text = format!("{}0 7\n", "1 2\n".repeat(30));
    /// let mut edges = Vec::new();
    /// let err = Input::new(text).read_pairs(
    ///     31,
    ///     &mut edges,
    ///     |edges, a, b| a > 0 && b > 0 && { edges.push((a, b)); true },
    ///     |inp, edges, i| {
    ///         let (a, b) = (inp.usize("a vertex")?, inp.usize("a vertex")?);
    ///         if a == 0 || b == 0 {
    ///             return Err(inp.error(format!("edge {i}: vertex 0")));
    ///         }
    ///         edges.push((a, b));
    ///         Ok(())
    ///     },
    /// );
    /// assert_eq!(err.unwrap_err().to_string(), "line 31: edge 31: vertex 0");
    /// assert_eq!(edges.len(), 30);
    /// ```
    pub fn read_pairs<S>(
        &mut self,
        count: usize,
        state: &mut S,
        mut take: impl FnMut(&mut S, usize, usize) -> bool,
        mut one: impl FnMut(&mut Input, &mut S, usize) -> Result<()>,
    ) -> Result<()> {
        let start = self.token_end();
        let mut read = 0;
        while read < count {
            read += self.plain_pairs(count - read, |a, b| take(state, a, b));
            if read < count {
                read += 1;
                if let Err(e) = one(self, state, read) {
                    // Named as the count checked for them names them.
                    let counted = self
                        .counts
                        .iter()
                        .find(|c| c.start == start && c.tokens == 2);
                    let item = counted.map_or("pair", |c| c.item);
                    return Err(self.at_short(e, start, read, item, 2));
                }
            }
        }
        Ok(())
    }

    /// [`Input::plain`] past its one-word read, for every case that does
    /// not cover: runs of whitespace, a `-`, longer numbers (8 digits at a
    /// time), the last bytes of the input.
    #[inline(never)]
    fn plain_loop<T: Integer>(&mut self) -> Option<T> {
        let buf = &self.buf;
        let mut i = self.pos;
        while i < buf.len() && is_space(buf[i]) {
            i += 1;
        }
        let start = i;
        let negative = T::SIGNED && buf.get(i) == Some(&b'-');
        i += usize::from(negative);
        let digits = i;
        let mut v: u64 = 0;
        // Eight digits at a time while `T::DIGITS` are not reached, then
        // one at a time.
        while let Some(word) =
            word_at(buf, i).filter(|&w| i - digits + 8 <= T::DIGITS && digit_run(w) == 8)
        {
            v = v * 100_000_000 + digits_value(word, 8);
            i += 8;
        }
        while let Some(d) = buf.get(i).map(|b| b.wrapping_sub(b'0')) {
            if d > 9 || i - digits == T::DIGITS {
                break;
            }
            v = v * 10 + u64::from(d);
            i += 1;
        }
        if i == digits || (i < buf.len() && !is_space(buf[i])) {
            return None;
        }
        // The separator after the number, if any, goes with it.
        self.sep = i < buf.len();
        self.pos = i + usize::from(self.sep);
        self.last = start;
        Some(T::of(negative, v))
    }

    /// A non-negative integer that fits `u64`.
    ///
    /// # Errors
    /// At the end of the input (`expected {what}, found the end of the input`,
    /// said in a count's terms inside items announced by
    /// [`Input::check_items`]); a token that is not digits after an optional
    /// `+` (`expected {what}, found "x"`); a negative number other than `-0`
    /// (`{what} must not be negative, found "-3"`); a number past `u64::MAX`
    /// (`{what} is too large: "18446744073709551616"`). Each on the token's
    /// line.
    #[inline]
    pub fn u64(&mut self, what: impl fmt::Display) -> Result<u64> {
        self.number(what)
    }

    /// A `T` named `what` in its errors: [`Input::u64`] and [`Input::i64`].
    /// The one-word read is inlined into the caller, the rest is not.
    #[inline]
    fn number<T: Integer>(&mut self, what: impl fmt::Display) -> Result<T> {
        match self.word_u64() {
            Some(v) => Ok(T::of(false, v)),
            None => self.number_rest(what),
        }
    }

    /// Item `i` of a list of `n` numbers, named `{what} {i} of {n}` in its
    /// errors: [`Input::u64s`], [`Input::i64s`] and the lists in a range.
    /// As [`Input::number`], the one-word read inlined into the list's loop,
    /// and the name formatted only past it.
    #[inline]
    pub(super) fn item<T: Integer>(
        &mut self,
        what: &dyn fmt::Display,
        i: usize,
        n: usize,
    ) -> Result<T> {
        match self.word_u64() {
            Some(v) => Ok(T::of(false, v)),
            None => self.number_rest(format_args!("{what} {i} of {n}")),
        }
    }

    /// [`Input::number`] past its one-word read: a sign, longer numbers and
    /// runs of whitespace in one pass, every other form explained. `what`
    /// is passed on by value, so the caller's fast path does not have to
    /// put it in memory (and this pass stays small: its callers' own work
    /// is about as much).
    #[inline(never)]
    fn number_rest<T: Integer>(&mut self, what: impl fmt::Display) -> Result<T> {
        match self.plain_loop() {
            Some(v) => Ok(v),
            None => self.number_slow(&what),
        }
    }

    /// A number read for every token but a plain one: `+`, `-0`, 20 digits
    /// read, and every other form explained.
    #[cold]
    #[inline(never)]
    fn number_slow<T: Integer>(&mut self, what: &dyn fmt::Display) -> Result<T> {
        let tok = self.token(what)?;
        match parse(tok) {
            Ok(v) => Ok(v),
            Err(kind) => {
                let shown = quote(tok);
                Err(self.number_error(what, kind, &shown))
            }
        }
    }

    /// A non-negative integer that fits `usize`. A count or a size with no
    /// bound of its own is better read with [`Input::u64`] and checked as
    /// one ([`ItemCount`](super::ItemCount)): where `usize` is 32 bits
    /// (WebAssembly), this read calls 2^32 too large, where a 64-bit
    /// target goes on to the count's own error.
    ///
    /// # Errors
    /// As [`Input::u64`]; a number past `usize::MAX` (on targets where it is
    /// narrower than `u64`) is `{what} is too large: 4294967296`.
    #[inline]
    pub fn usize(&mut self, what: impl fmt::Display) -> Result<usize> {
        match self.word_u64() {
            Some(v) => {
                usize::try_from(v).map_err(|_| self.number_error(&what, NumError::TooLarge, &v))
            }
            None => self.usize_rest(what),
        }
    }

    /// [`Input::usize`] past its one-word read, as [`Input::u64`]'s. (Not
    /// `Input::u64` and a conversion, as `i32` is: a reference to `what`
    /// costs the fast path a few instructions a number.)
    #[inline(never)]
    fn usize_rest(&mut self, what: impl fmt::Display) -> Result<usize> {
        let v: u64 = self.number_rest(&what)?;
        usize::try_from(v).map_err(|_| self.number_error(&what, NumError::TooLarge, &v))
    }

    /// An integer that fits `i64`, from `i64::MIN` to `i64::MAX`: digits
    /// with an optional `-` or `+`. Anything else (`--3`, `-`, `+-1`, `1e3`)
    /// is an error saying what was expected; a number outside `i64` is
    /// "too large" or "too small".
    ///
    /// # Errors
    /// At the end of the input, as [`Input::u64`]; a token that is not digits
    /// after an optional `-` or `+` (`expected {what}, found "--3"`); a number
    /// past `i64` (`{what} is too large: "9223372036854775808"`, `too
    /// small`).
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("-3 +4 -9223372036854775808\n--3 - 9223372036854775808");
    /// assert_eq!(inp.i64("x"), Ok(-3));
    /// assert_eq!(inp.i64("x"), Ok(4));
    /// assert_eq!(inp.i64("x"), Ok(i64::MIN));
    /// let mut err = || inp.i64("the score").unwrap_err().to_string();
    /// assert_eq!(err(), "line 2: expected the score, found \"--3\"");
    /// assert_eq!(err(), "line 2: expected the score, found \"-\"");
    /// assert_eq!(err(), "line 2: the score is too large: \"9223372036854775808\"");
    /// assert_eq!(err(), "line 2: expected the score, found the end of the input");
    /// ```
    #[inline]
    pub fn i64(&mut self, what: impl fmt::Display) -> Result<i64> {
        self.number(what)
    }

    /// An integer that fits `i32`: as [`Input::i64`], and one outside `i32`
    /// is "too large" or "too small".
    ///
    /// # Errors
    /// As [`Input::i64`], and a number past `i32`: `{what} is too large:
    /// 2147483648`, `too small`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("-2147483648 2147483648");
    /// assert_eq!(inp.i32("d"), Ok(i32::MIN));
    /// assert_eq!(inp.i32("d").unwrap_err().to_string(), "line 1: d is too large: 2147483648");
    /// ```
    #[inline]
    pub fn i32(&mut self, what: impl fmt::Display) -> Result<i32> {
        let v = self.i64(&what)?;
        i32::try_from(v).map_err(|_| self.outside_type(&what, v.into()))
    }

    /// An integer that fits `isize`: as [`Input::i64`], and one outside
    /// `isize` (only on 32-bit targets) is "too large" or "too small".
    ///
    /// # Errors
    /// As [`Input::i64`], and a number past `isize` (on 32-bit targets).
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("-7 x");
    /// assert_eq!(inp.isize("shift"), Ok(-7));
    /// assert_eq!(inp.isize("shift").unwrap_err().to_string(), "line 1: expected shift, found \"x\"");
    /// ```
    #[inline]
    pub fn isize(&mut self, what: impl fmt::Display) -> Result<isize> {
        let v = self.i64(&what)?;
        isize::try_from(v).map_err(|_| self.outside_type(&what, v.into()))
    }
}

/// A one in every byte of a word: `ONES * b` is `b` in every byte.
const ONES: u64 = 0x0101_0101_0101_0101;

/// The 8 bytes of `buf` from `at` on as one word, the first byte the
/// lowest; `None` if fewer are left.
#[inline]
fn word_at(buf: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(buf.get(at..at + 8)?.try_into().ok()?))
}

/// The number of ASCII digits that `word`'s bytes start with, in memory
/// order (the first byte is the lowest): 0 to 8.
#[inline]
fn digit_run(word: u64) -> usize {
    // A byte's top bit is set in `below` if it is under b'0' or at least
    // 0xB0, and in `above` if it is in b':'..=0xB9: in one of them unless it
    // is a digit. A borrow or carry across bytes starts only at a byte that
    // is not a digit, so it can only mark bytes after the first non-digit,
    // which do not count.
    let below = word.wrapping_sub(ONES * u64::from(b'0'));
    let above = word.wrapping_add(ONES * (0x80 - u64::from(b'9') - 1));
    let other = (below | above) & (ONES * 0x80);
    (other.trailing_zeros() / 8) as usize
}

/// The bytes under b'0' among the first 64 of `block` (whitespace, signs,
/// control characters; not bytes of 0x80 and above), as a bit mask: bit i
/// for byte i.
#[inline]
fn below_digits(block: &[u8]) -> u64 {
    const HIGH: u64 = ONES * 0x80;
    let mut mask = 0;
    for chunk in block[..64].chunks_exact(8) {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or_default());
        // With its top bit set, a byte of 0x00..=0x7F stays at or above
        // 0x80 after subtracting b'0' exactly when it is b'0' or more,
        // without a borrow from the next byte. Bytes of 0x80 and above are
        // left out by `!word`.
        let under = !(word | HIGH).wrapping_sub(ONES * u64::from(b'0')) & !word & HIGH;
        // The top bits (7, 15, .., 63) gathered into the top byte, in order:
        // each lands on its own bit, so nothing carries.
        let bits = under.wrapping_mul(0x0002_0408_1020_4081) & (0xFF << 56);
        // Each word's byte enters at the top and moves down one byte a
        // word, so the first word's ends at the bottom. (Written as a
        // chain: as independent lanes the compiler turns the 64-bit
        // multiplications into slower vector ones.)
        mask = mask >> 8 | bits;
    }
    mask
}

/// The value of the `len` digits (1 to 8) that `word` starts with, as
/// [`digit_run`] counts them.
#[inline]
fn digits_value(word: u64, len: usize) -> u64 {
    // The digits' values, moved to the top `len` bytes: the lower bytes
    // are leading zeros. Then pairs of bytes, pairs of pairs, and the two
    // halves are merged, each step multiplying the first (higher-order)
    // part by 10, 100, 10^4.
    let d = (word.wrapping_sub(ONES * u64::from(b'0'))) << (8 * (8 - len));
    let d = (d.wrapping_mul(10 << 8 | 1) >> 8) & 0x00FF_00FF_00FF_00FF;
    let d = (d.wrapping_mul(100 << 16 | 1) >> 16) & 0x0000_FFFF_0000_FFFF;
    d.wrapping_mul(10_000 << 32 | 1) >> 32
}

/// Why a token is not a number of a type (in the order of
/// [`Input::number_error`]'s wordings).
pub(super) enum NumError {
    Negative,
    TooLarge,
    TooSmall,
    NotANumber,
}

/// The two types whose numbers are read by one implementation, which
/// differ in their sign alone: `u64` (digits; `-0` is 0) and `i64` (digits
/// after an optional `-`). The other number reads convert one of them
/// (`usize`, `i32`, `isize`).
pub(super) trait Integer: Sized {
    /// Whether the type has negative numbers.
    const SIGNED: bool;
    /// The most digits of a plain number (after its `-`): any number of
    /// that many digits fits.
    const DIGITS: usize = if Self::SIGNED { 18 } else { 19 };
    /// The type's smallest and largest values.
    const LIMITS: (i128, i128);
    /// The number of a sign and the value of the digits after it, which
    /// the type holds.
    fn of(negative: bool, digits: u64) -> Self;
}

impl Integer for u64 {
    const SIGNED: bool = false;
    const LIMITS: (i128, i128) = (0, u64::MAX as i128);

    #[inline]
    fn of(_: bool, digits: u64) -> u64 {
        digits
    }
}

impl Integer for i64 {
    const SIGNED: bool = true;
    const LIMITS: (i128, i128) = (i64::MIN as i128, i64::MAX as i128);

    #[inline]
    fn of(negative: bool, digits: u64) -> i64 {
        // i64::MIN is -2^63: the magnitude one past i64::MAX.
        if negative {
            (digits as i64).wrapping_neg()
        } else {
            digits as i64
        }
    }
}

/// A token as a `T`: digits after an optional `-` or `+`, their value
/// within what `T` holds with that sign (no negative `u64` but `-0`). A
/// token with anything else in it is not a number, however many digits
/// come first; only then is a value past the type too large (or small).
pub(super) fn parse<T: Integer>(tok: &[u8]) -> std::result::Result<T, NumError> {
    let (negative, digits) = match tok {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        _ => (false, tok),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err(NumError::NotANumber);
    }
    // The largest magnitude of that sign: 2^63 for i64, 0 for u64 below 0.
    let most = if negative {
        u64::from(T::SIGNED) << 63
    } else {
        u64::MAX >> u32::from(T::SIGNED)
    };
    let value = digits.iter().try_fold(0u64, |v, &b| {
        v.checked_mul(10)?.checked_add(u64::from(b - b'0'))
    });
    match value {
        Some(v) if v <= most => Ok(T::of(negative, v)),
        _ if !negative => Err(NumError::TooLarge),
        _ if T::SIGNED => Err(NumError::TooSmall),
        _ => Err(NumError::Negative),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::err;

    #[test]
    fn numbers() {
        let mut inp = Input::new(
            "+7 -0 18446744073709551615 18446744073709551616 -3 1e3 123456789012345678901x - +",
        );
        assert_eq!(inp.u64("a"), Ok(7));
        assert_eq!(inp.u64("a"), Ok(0));
        assert_eq!(inp.u64("a"), Ok(u64::MAX));
        assert_eq!(
            err(inp.u64("N")),
            "line 1: N is too large: \"18446744073709551616\""
        );
        assert_eq!(
            err(inp.u64("N")),
            "line 1: N must not be negative, found \"-3\""
        );
        assert_eq!(err(inp.u64("N")), "line 1: expected N, found \"1e3\"");
        // Digits then junk: not a number, however long the digits run.
        assert_eq!(
            err(inp.u64("N")),
            "line 1: expected N, found \"123456789012345678901x\""
        );
        assert_eq!(err(inp.u64("N")), "line 1: expected N, found \"-\"");
        assert_eq!(err(inp.u64("N")), "line 1: expected N, found \"+\"");
        assert_eq!(
            err(inp.u64("K")),
            "line 1: expected K, found the end of the input"
        );
    }

    #[test]
    fn plain_numbers_in_one_pass() {
        let mut inp = Input::new("  0012\t9999999999999999999 x 7\n+3 12345678901234567890 5-");
        assert_eq!(inp.plain_u64(), Some(12));
        assert_eq!(inp.plain_u64(), Some(9_999_999_999_999_999_999));
        assert_eq!(inp.plain_u64(), None); // "x": left for u64 to explain
        assert_eq!(err(inp.u64("a")), "line 1: expected a, found \"x\"");
        assert_eq!(inp.plain_u64(), Some(7));
        assert_eq!(inp.line(), 1);
        assert_eq!(inp.plain_u64(), None); // "+3"
        assert_eq!(inp.u64("b"), Ok(3));
        assert_eq!(inp.line(), 2);
        assert_eq!(inp.plain_u64(), None); // 20 digits
        assert_eq!(inp.u64("c"), Ok(12_345_678_901_234_567_890));
        assert_eq!(inp.plain_u64(), None); // "5-"
        assert_eq!(err(inp.u64("d")), "line 2: expected d, found \"5-\"");
        assert_eq!(inp.plain_u64(), None); // the end
        assert!(inp.is_empty());
    }

    #[test]
    fn one_reading_for_both_signs() {
        // The plain path: 19 digits for u64, a `-` and 18 digits for i64;
        // every other form is left to the checked read, which explains it.
        let text = "-5 1234567890123456789 -123456789012345678 -1234567890123456789 +3 -0";
        let mut u = Input::new(text);
        let mut i = Input::new(text);
        assert_eq!(u.plain::<u64>(), None);
        assert_eq!(
            err(u.u64("a")),
            "line 1: a must not be negative, found \"-5\""
        );
        assert_eq!(i.plain::<i64>(), Some(-5));
        assert_eq!(u.plain::<u64>(), Some(1_234_567_890_123_456_789));
        assert_eq!(i.plain::<i64>(), None);
        assert_eq!(i.i64("b"), Ok(1_234_567_890_123_456_789));
        assert_eq!(u.plain::<u64>(), None);
        assert_eq!(
            err(u.u64("c")),
            "line 1: c must not be negative, found \"-123456789012345678\""
        );
        assert_eq!(i.plain::<i64>(), Some(-123_456_789_012_345_678));
        assert_eq!(i.plain::<i64>(), None);
        assert_eq!(i.i64("d"), Ok(-1_234_567_890_123_456_789));
        assert_eq!(
            err(u.u64("d")),
            "line 1: d must not be negative, found \"-1234567890123456789\""
        );
        for inp in [&mut u, &mut i] {
            assert_eq!(inp.plain::<i64>(), None);
            assert_eq!(inp.i64("e"), Ok(3));
            assert_eq!(inp.u64("f"), Ok(0));
        }
        // The checked reads, at the ends of both types.
        let mut inp = Input::new(
            "18446744073709551615 9223372036854775807 -9223372036854775808 \
             18446744073709551616 9223372036854775808 -9223372036854775809 -1",
        );
        assert_eq!(inp.u64("a"), Ok(u64::MAX));
        assert_eq!(inp.i64("b"), Ok(i64::MAX));
        assert_eq!(inp.i64("c"), Ok(i64::MIN));
        assert_eq!(
            err(inp.u64("d")),
            "line 1: d is too large: \"18446744073709551616\""
        );
        assert_eq!(
            err(inp.i64("e")),
            "line 1: e is too large: \"9223372036854775808\""
        );
        assert_eq!(
            err(inp.i64("f")),
            "line 1: f is too small: \"-9223372036854775809\""
        );
        assert_eq!(
            err(inp.u64("g")),
            "line 1: g must not be negative, found \"-1\""
        );
    }

    #[test]
    fn digits_read_a_word_at_a_time() {
        let mut rng = crate::rng::Rng::new(5);
        for _ in 0..20_000 {
            let len = rng.range(1, 8);
            let mut bytes = [0u8; 8];
            for b in bytes.iter_mut() {
                *b = rng.below(256) as u8;
            }
            for b in &mut bytes[..len] {
                *b = b'0' + rng.below(10) as u8;
            }
            let word = u64::from_le_bytes(bytes);
            let run = bytes.iter().position(|b| !b.is_ascii_digit());
            assert_eq!(digit_run(word), run.unwrap_or(8), "{bytes:?}");
            let want = std::str::from_utf8(&bytes[..len]).unwrap().parse();
            assert_eq!(digits_value(word, len), want.unwrap(), "{bytes:?}");
        }
    }
}
