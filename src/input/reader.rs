//! The whole input read into memory, its tokens and lines, and the checks
//! of room and memory for the counts it announces.

use super::{is_space, quote, Count, Input, ItemCount, Place, Result};
use std::fmt;
use std::io::{self, Read};

/// All of a readable thing, from where it stands to its end: standard input
/// or a file. `look` gives the [`Stamp`] of the regular file being read,
/// if it is one, and `left` how many of its bytes lie ahead: the memory
/// for them is reserved at once, and the stamps taken before and after
/// tell whether the file changed while it was read. Every reservation is
/// checked, so an input larger than the memory the machine gives is an
/// error, not an abort. Traits are named where they are used
/// (`Read::take(..)`): a judge bundle keeps an import only for a name its
/// code spells out.
fn read_all(
    source: &mut dyn Read,
    look: &dyn Fn() -> Option<Stamp>,
    left: &dyn Fn(&Stamp) -> u64,
) -> io::Result<Vec<u8>> {
    let before = look();
    let mut buf = Vec::new();
    // All that a regular file holds and one byte more, to see its end in
    // one pass; then, for what is not a regular file or grew, twice what
    // was read so far each time.
    let ahead = before.as_ref().map_or(0, left);
    let mut want = usize::try_from(ahead)
        .unwrap_or(usize::MAX)
        .saturating_add(1);
    // The length `buf` is reserved for.
    let mut end = 0;
    loop {
        if buf.len() == end {
            want = want.max(1 << 13);
            if buf.try_reserve_exact(want).is_err() {
                return Err(io::Error::new(
                    io::ErrorKind::OutOfMemory,
                    "it is larger than the memory this machine gives",
                ));
            }
            end += want;
            want = end;
        }
        // At most 1 MiB a read: as fast as larger reads, and a reader of
        // the file's progress (`/proc/PID/io`) sees it move.
        let step = (end - buf.len()).min(1 << 20);
        if Read::read_to_end(&mut Read::take(&mut *source, step as u64), &mut buf)? < step {
            break;
        }
    }
    if before.is_some() && look() != before {
        return Err(io::Error::new(
            io::ErrorKind::Other,
            "the file changed while it was read (something wrote to it or cut it short); run again once nothing writes to it",
        ));
    }
    Ok(buf)
}

/// What changes when a regular file's content does: its size and its
/// modification time.
type Stamp = (u64, Option<std::time::SystemTime>);

/// The [`Stamp`] of a regular file; `None` for anything else.
fn stamp(meta: io::Result<std::fs::Metadata>) -> Option<Stamp> {
    let meta = meta.ok().filter(std::fs::Metadata::is_file)?;
    Some((meta.len(), meta.modified().ok()))
}

/// All of `file` from where it stands, read as [`read_all`] reads.
fn read_file(file: &std::fs::File) -> io::Result<Vec<u8>> {
    let left = |s: &Stamp| {
        let at = std::io::Seek::stream_position(&mut &*file).unwrap_or(0);
        s.0.saturating_sub(at)
    };
    read_all(&mut &*file, &|| stamp(file.metadata()), &left)
}

/// All of standard input, read to its end at once: the runner's reading in
/// the feature `lean` (a judge's flavour), without [`Input::from_stdin`]'s
/// checks of memory and of a file behind it that changes.
#[cfg(feature = "lean")]
pub(super) fn read_stdin() -> io::Result<Input> {
    let mut buf = Vec::new();
    Read::read_to_end(&mut io::stdin().lock(), &mut buf)?;
    Ok(Input::new(buf))
}

impl Input {
    /// Wraps a whole input. A leading UTF-8 byte order mark is skipped.
    pub fn new(bytes: impl Into<Vec<u8>>) -> Self {
        let buf = bytes.into();
        let pos = if buf.starts_with(b"\xEF\xBB\xBF") {
            3
        } else {
            0
        };
        Input {
            buf,
            pos,
            sep: false,
            last: pos,
            counts: Vec::new(),
            counted: None,
            before: 0,
        }
    }

    /// Wraps a piece of a longer text that starts on its line `line`
    /// (1-based), such as the lines an interactive judge writes, read as
    /// they come ([`interact::Judge`](crate::interact::Judge)): errors name
    /// the line of the whole text.
    ///
    /// ```
    /// use cp_games::input::Input;
    ///
    /// let mut inp = Input::from_line("3 x\n", 7);
    /// inp.u64("a").unwrap();
    /// assert_eq!(inp.u64("b").unwrap_err().to_string(), "line 7: expected b, found \"x\"");
    /// ```
    pub fn from_line(bytes: impl Into<Vec<u8>>, line: usize) -> Self {
        Input {
            before: line.saturating_sub(1),
            ..Input::new(bytes)
        }
    }

    /// Reads all of standard input, which is at its end afterwards. When
    /// it is a regular file (`bin < FILE`), the memory for all of it is
    /// reserved at once, and a file that changes while it is read (cut
    /// short, written to, grown) is an error, as in [`Input::from_file`].
    ///
    /// # Errors
    /// What reading standard input gives (its message names no file), an
    /// input larger than the memory the machine gives (kind
    /// [`io::ErrorKind::OutOfMemory`]), or a file behind it that changed while
    /// it was read.
    pub fn from_stdin() -> io::Result<Self> {
        // The file behind standard input, where the system names it so
        // (Linux, macOS, the BSDs; elsewhere no file is seen, and standard
        // input is read as a pipe is): its size and time, looked at through
        // the name, which opens nothing. Its bytes ahead are taken to be
        // all of it.
        let look = || stamp(std::fs::metadata("/dev/stdin"));
        let bytes = read_all(&mut io::stdin().lock(), &look, &|s: &Stamp| s.0)?;
        Ok(Input::new(bytes))
    }

    /// Reads all of the file at `path`. The memory for all of it is
    /// reserved at once: a file larger than the memory the machine gives
    /// is an error of kind [`io::ErrorKind::OutOfMemory`], not an abort.
    /// Its size and modification time are taken before and after it is
    /// read: if they
    /// differ (another program cut it short, wrote to it or appended to it
    /// meanwhile), the bytes read may be of no one content of the file,
    /// and the result is an error whose message says that the file changed
    /// while it was read. So a file being written (`gen > FILE` still
    /// running, `cp` over a file in use) gives either the input it held at
    /// one moment or that error, never a mixture or a crash.
    ///
    /// # Errors
    /// The file cannot be opened or read (the system's message); it is larger
    /// than the memory the machine gives; it changed while it was read.
    pub fn from_file(path: &std::path::Path) -> io::Result<Self> {
        let file = std::fs::File::open(path)?;
        Ok(Input::new(read_file(&file)?))
    }

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> Option<&[u8]> {
        let skip = |from: usize, space: bool| {
            from + self.buf[from..]
                .iter()
                .take_while(|&&b| is_space(b) == space)
                .count()
        };
        let start = skip(self.pos, true);
        let end = skip(start, false);
        self.pos = end;
        self.sep = false;
        if start == end {
            return None;
        }
        self.last = start;
        Some(&self.buf[start..end])
    }

    /// The next token; `what` names it in the error at the end of the input.
    ///
    /// # Errors
    /// At the end of the input: `expected {what}, found the end of the input`,
    /// at the last line that holds anything (in a count's terms inside items
    /// announced by [`Input::check_items`]).
    pub fn token(&mut self, what: impl fmt::Display) -> Result<&[u8]> {
        if self.next_token().is_none() {
            return Err(self.end_error(&what));
        }
        Ok(&self.buf[self.last..self.pos])
    }

    /// Whether only whitespace is left.
    pub fn is_empty(&self) -> bool {
        self.buf[self.pos..].iter().all(|&b| is_space(b))
    }

    /// Bytes not yet read: an upper bound on how many more tokens can follow,
    /// used to reject announced sizes that the data cannot back before
    /// allocating for them.
    pub fn remaining(&self) -> usize {
        self.buf.len() - self.token_end()
    }

    /// Where the last token ended (the start of the input before any).
    pub(super) fn token_end(&self) -> usize {
        self.pos - usize::from(self.sep)
    }

    /// Fails unless `count` items of at least `min_bytes` bytes each (with
    /// their separators, so at least `min_bytes / 2` values each) can still
    /// follow. Guards allocations sized by a count the input announces, for
    /// items of varying size (a game: `n`, then n piles); for items of a
    /// fixed number of values, [`Input::check_items`] says more.
    ///
    /// # Errors
    /// When the rest of the input cannot hold them: `line 1: T = 5 needs at
    /// least 5 more numbers, but only 3 follow`, on the line of the last token
    /// read (the count, when called right after reading it).
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("5\n2\n1 1\n");
    /// let t = inp.usize("T").unwrap();
    /// assert_eq!(inp.check_room(t, 2, "T").unwrap_err().to_string(),
    ///            "line 1: T = 5 needs at least 5 more numbers, but only 3 follow");
    /// ```
    pub fn check_room(
        &self,
        count: impl ItemCount,
        min_bytes: usize,
        what: impl fmt::Display,
    ) -> Result<()> {
        let count = count.get();
        if self.has_room(count, min_bytes) {
            return Ok(());
        }
        Err(self.room_error(&what, count, min_bytes))
    }

    /// Fails unless `bytes` more bytes of memory can be had now, with an
    /// error that names the sizes that ask for them as `what` states them
    /// (`n = 10000000 vertices`): `line 1: n = 10000000 vertices need
    /// about 160 MB of memory, more than this machine gives`. For sizes the
    /// input announces that cost more memory than the bytes that state
    /// them (`n` vertices and no edge, a grid's cells): called with a bound
    /// on all that solving them holds at once, before any of it is
    /// allocated, it makes a size the machine cannot hold (a limit set with
    /// `ulimit -v`, a machine short of memory) one error line instead of an
    /// abort. The memory is asked for and given back at once, never
    /// touched: O(1) time, nothing kept.
    ///
    /// # Errors
    /// When the memory cannot be had: `line 1: n = 10000000 vertices need
    /// about 160 MB of memory, more than this machine gives`, on the line of the
    /// last token read.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("1000 0\n");
    /// let n = inp.usize("n").unwrap();
    /// assert!(inp.check_memory(16 * n as u64, format_args!("n = {n} vertices")).is_ok());
    /// assert_eq!(inp.check_memory(u64::MAX, "n = 1000 vertices").unwrap_err().to_string(),
    ///            "line 1: n = 1000 vertices need about 18446745 TB of memory, \
    ///             more than this machine gives");
    /// ```
    pub fn check_memory(&self, bytes: u64, what: impl fmt::Display) -> Result<()> {
        let mut probe: Vec<u8> = Vec::new();
        let fits = usize::try_from(bytes).is_ok_and(|b| probe.try_reserve_exact(b).is_ok());
        // The allocation must happen: unused, it could be left out, and
        // its failure with it.
        std::hint::black_box(&probe);
        if fits {
            return Ok(());
        }
        Err(self.memory_error(&what, bytes))
    }

    /// Fails unless `count` items of `tokens` values each (an edge: 2) can
    /// still follow, saying how many do: `M = 3 edges, but only 1 edge
    /// follows`, located at the line of the last token read, which is the
    /// count when this is called right after reading it (a count read
    /// earlier: [`Input::check_items_at`]). `what` names the count (`M`,
    /// `n`), `item` one item (`edge`: a noun whose plural adds an `s`); the
    /// error adds ` = {count}` and the items to `what`, unless `what`
    /// states them already (`n - 1 = 4`, `4 edges`), so that a label
    /// written with its value is not said twice. The check itself is O(1)
    /// and guards allocations sized by `count`; what follows is counted
    /// only for the error. The count is remembered (the last two): if the
    /// input ends before its last item, that error is said the same way,
    /// and any error at the end of the input is put at an item that looks
    /// short on its line (`edge 8 looks short: 1 number where each edge has
    /// 2 (reading on from it: ...)`) where the items were one per line
    /// before it.
    ///
    /// # Errors
    /// When the rest of the input cannot hold `count` items: `line 1: m =
    /// 3 edges, but only 1 edge follows`, `M = 2 edges, but no edge
    /// follows`, `M = 2 edges, but only 1 edge and 1 number follow`.
    ///
    /// # Panics
    /// If `tokens` is 0.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("3 3\n1 2\n");
    /// let (_n, m) = (inp.usize("n").unwrap(), inp.usize("m").unwrap());
    /// assert_eq!(inp.check_items("m", m, "edge", 2).unwrap_err().to_string(),
    ///            "line 1: m = 3 edges, but only 1 edge follows");
    /// // A label that states the value already.
    /// let mut inp = Input::new("99999999999\n1 2\n");
    /// let n = inp.usize("n").unwrap();
    /// assert_eq!(inp.check_items(format!("n - 1 = {}", n - 1), n - 1, "edge", 2)
    ///                .unwrap_err().to_string(),
    ///            "line 1: n - 1 = 99999999998 edges, but only 1 edge follows");
    /// // Enough bytes for 2 edges, but 3 numbers: the read that runs out
    /// // says so in the same terms.
    /// let mut inp = Input::new("2\n10 20\n30\n");
    /// let m = inp.usize("m").unwrap();
    /// inp.check_items("m", m, "edge", 2).unwrap();
    /// let _ = (inp.u64("u"), inp.u64("v"), inp.u64("u"));
    /// assert_eq!(inp.u64("v").unwrap_err().to_string(),
    ///            "line 1: m = 2 edges, but only 1 edge and 1 number follow");
    /// ```
    pub fn check_items(
        &mut self,
        what: impl fmt::Display,
        count: impl ItemCount,
        item: &'static str,
        tokens: usize,
    ) -> Result<()> {
        self.check_items_at(self.place(), what, count, item, tokens)
    }

    /// [`Input::check_items`] for a count read earlier, at `count_at` (its
    /// [`Input::place`]): `N M K` on one line, then M edges, then K chips,
    /// checked after the edges, is an error on the line of `N M K`.
    ///
    /// # Errors
    /// As [`Input::check_items`], located at `count_at`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("1 3\n5 6\n7\n");
    /// let (m, k) = (inp.usize("M").unwrap(), inp.usize("K").unwrap());
    /// let k_at = inp.place();
    /// inp.check_items("M", m, "edge", 2).unwrap();
    /// let _edge = (inp.u64("u").unwrap(), inp.u64("v").unwrap());
    /// assert_eq!(inp.check_items_at(k_at, "K", k, "chip", 1).unwrap_err().to_string(),
    ///            "line 1: K = 3 chips, but only 1 chip follows");
    /// ```
    pub fn check_items_at(
        &mut self,
        count_at: Place,
        what: impl fmt::Display,
        count: impl ItemCount,
        item: &'static str,
        tokens: usize,
    ) -> Result<()> {
        self.check_count(count_at, &what, false, count.get(), item, tokens)
    }

    /// [`Input::check_items`] with the count stated as `lead` (`the grid
    /// has 3 rows`) in its errors.
    pub(crate) fn check_items_as(
        &mut self,
        count_at: Place,
        lead: String,
        count: u64,
        item: &'static str,
        tokens: usize,
    ) -> Result<()> {
        self.check_count(count_at, &lead, true, count, item, tokens)
    }

    /// [`Input::check_items_at`] and [`Input::check_items_as`]: the count
    /// named `what` (its whole statement if `whole`). Only `what`'s text is
    /// kept, written into the text of the count it displaces, so that a
    /// count checked per game allocates nothing; what the errors say of it
    /// is worded only for an error ([`Count::lead`]).
    fn check_count(
        &mut self,
        count_at: Place,
        what: &dyn fmt::Display,
        whole: bool,
        count: u64,
        item: &'static str,
        tokens: usize,
    ) -> Result<()> {
        assert!(tokens > 0, "an item of no values");
        let room = self.has_room(count, tokens.saturating_mul(2));
        let mut name = match self.counts.len() {
            2 if room => self.counts.remove(0).name,
            _ => String::new(),
        };
        name.clear();
        let _ = fmt::Write::write_fmt(&mut name, format_args!("{what}"));
        let c = Count {
            name,
            whole,
            count,
            item,
            tokens,
            start: self.token_end(),
            at: count_at.0,
        };
        if !room {
            return Err(self.count_error(&c));
        }
        self.counts.push(c);
        self.counted = Some(Input::count_terms);
        Ok(())
    }

    /// Where token `index` (0-based) of the whole text stands, for an error
    /// about a token read long before ([`Input::error_at`]): the place of
    /// the last token if there are fewer. O(bytes): for errors only.
    pub(crate) fn place_of_token(&self, index: usize) -> Place {
        let mut starts = (0..self.buf.len())
            .filter(|&i| !is_space(self.buf[i]) && (i == 0 || is_space(self.buf[i - 1])));
        let mut place = 0;
        for _ in 0..=index {
            match starts.next() {
                Some(i) => place = i,
                None => break,
            }
        }
        Place(place)
    }

    /// Where the last token read stands (the start of the input before
    /// any), for an error found later: [`Input::error_at`],
    /// [`Input::check_items_at`]. O(1).
    pub fn place(&self) -> Place {
        Place(self.last)
    }

    /// Whether `count` items of at least `min_bytes` bytes each (with their
    /// separators) can still follow. The first item may lack a separator
    /// before it, hence the one byte of slack.
    pub(super) fn has_room(&self, count: u64, min_bytes: usize) -> bool {
        // usize -> u64 is lossless on every supported target.
        count
            .checked_mul(min_bytes as u64)
            .is_some_and(|need| need <= self.remaining() as u64 + 1)
    }

    /// The 1-based line of the last token read.
    pub fn line(&self) -> usize {
        self.line_at(self.last)
    }

    pub(super) fn line_at(&self, offset: usize) -> usize {
        1 + self.before + self.buf[..offset].iter().filter(|&&b| b == b'\n').count()
    }

    /// The line of the last byte that is not whitespace (1 for an empty
    /// input): where an input that ends too early ends.
    pub(super) fn end_line(&self) -> usize {
        let end = self.buf.iter().rposition(|&b| !is_space(b));
        self.line_at(end.unwrap_or(0))
    }

    /// Fails if anything but whitespace is left.
    ///
    /// # Errors
    /// A token is left: `line 5: unexpected "7" after the end of the data`.
    pub fn end(&mut self) -> Result<()> {
        match self.next_token() {
            None => Ok(()),
            Some(tok) => {
                let shown = quote(tok);
                Err(self.error(format_args!("unexpected {shown} after the end of the data")))
            }
        }
    }
}

#[cfg(feature = "proconio")]
mod proconio_source {
    use super::Input;

    /// Lets `proconio::input! { from &mut inp, ... }` read from an [`Input`].
    /// Tokens that are not UTF-8 read as `"\u{fffd}"`. (proconio's sources
    /// name a reader type; `Input` holds its bytes already, so it names
    /// `std::io::Empty`, one fixed type that keeps `input!` inferable.)
    ///
    /// ```
    /// use cp_games::input::Input;
    ///
    /// let mut inp = Input::new("3\n1 2 3\nabc\n");
    /// proconio::input! { from &mut inp, n: usize, a: [u64; n], s: proconio::marker::Chars }
    /// assert_eq!((n, a), (3, vec![1, 2, 3]));
    /// assert_eq!(s, ['a', 'b', 'c']);
    /// assert!(inp.is_empty());
    /// ```
    #[cfg_attr(docsrs, doc(cfg(feature = "proconio")))]
    impl proconio::source::Source<std::io::Empty> for Input {
        fn next_token(&mut self) -> Option<&str> {
            self.next_token()
                .map(|t| std::str::from_utf8(t).unwrap_or("\u{fffd}"))
        }

        fn is_empty(&mut self) -> bool {
            Input::is_empty(self)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::err;
    use std::io::Write;

    /// A file in the system's temporary folder holding `bytes`, removed
    /// when the returned guard is dropped.
    struct TempFile(std::path::PathBuf);

    impl TempFile {
        fn new(tag: &str, bytes: &[u8]) -> TempFile {
            let name = format!("cp-games-input-{}-{tag}", std::process::id());
            let path = std::env::temp_dir().join(name);
            std::fs::write(&path, bytes).unwrap();
            TempFile(path)
        }
    }

    impl Drop for TempFile {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.0);
        }
    }

    #[test]
    fn a_file_reads_as_its_bytes_do() {
        // Larger than the first chunk read where the size is not known.
        let mut text = b"\xEF\xBB\xBF3 4\n12 x\n".to_vec();
        text.resize(1 << 17, b' ');
        let file = TempFile::new("bom", &text);
        let mut inp = Input::from_file(&file.0).unwrap();
        assert_eq!(inp.usize("a"), Ok(3));
        assert_eq!(inp.plain_pair(), None);
        assert_eq!(inp.usize("b"), Ok(4));
        assert_eq!(inp.usize("c"), Ok(12));
        assert_eq!(err(inp.usize("d")), "line 2: expected d, found \"x\"");
        let empty = TempFile::new("empty", b"");
        let mut inp = Input::from_file(&empty.0).unwrap();
        assert!(inp.is_empty());
        assert_eq!(err(inp.usize("n")), err(Input::new("").usize("n")));
        assert_eq!(
            err(inp.usize("n")),
            "line 1: expected n, found the end of the input"
        );
        assert!(Input::from_file(std::path::Path::new("/no/such/file")).is_err());
    }

    #[test]
    fn a_file_is_read_whole_from_where_it_stands() {
        use std::io::{Seek, SeekFrom};
        let text: Vec<u8> = (0..300_000u32)
            .map(|i| b"0123456789 \n"[i as usize % 12])
            .collect();
        let file = TempFile::new("whole", &text);
        let f = std::fs::File::open(&file.0).unwrap();
        assert_eq!(read_file(&f).unwrap(), text);
        // At its end, as reading it leaves it.
        assert_eq!((&f).stream_position().unwrap(), text.len() as u64);
        assert_eq!(read_file(&f).unwrap(), b"");
        // Read from (standard input after a line taken by another reader).
        (&f).seek(SeekFrom::Start(12_345)).unwrap();
        assert_eq!(read_file(&f).unwrap(), &text[12_345..]);
        // No file to measure: memory doubled as the bytes come, past the
        // first chunk.
        let none = |bytes: &[u8]| read_all(&mut &*bytes, &|| None, &|_| 0).unwrap();
        assert_eq!(none(&text), text);
        assert_eq!(none(&text[..8192]), &text[..8192]);
        assert_eq!(none(b""), b"");
        let null = std::fs::File::open("/dev/null").unwrap();
        assert_eq!(read_file(&null).unwrap(), b"");
    }

    /// Reads `file` 4 KiB at a time and does `change` after the first read,
    /// as another program would while the file is read.
    struct Meddler<'a> {
        file: &'a std::fs::File,
        change: Option<Box<dyn FnOnce() + 'a>>,
    }

    impl Read for Meddler<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let len = buf.len().min(4096);
            let n = self.file.read(&mut buf[..len])?;
            if let Some(change) = self.change.take() {
                change();
            }
            Ok(n)
        }
    }

    #[test]
    fn a_file_that_changes_while_it_is_read_is_an_error() {
        use std::io::{Seek, SeekFrom};
        let text = b"1 2\n".repeat(10_000);
        type Change<'a> = &'a dyn Fn(&mut std::fs::File);
        let changes: [(&str, Change); 4] = [
            ("cut short", &|w| w.set_len(100).unwrap()),
            ("cut to nothing", &|w| w.set_len(0).unwrap()),
            ("grown", &|w| {
                w.seek(SeekFrom::End(0)).unwrap();
                w.write_all(b"3 4\n").unwrap();
            }),
            // The same size: the times tell, once the clock has moved on
            // from the first look at them (10 ms on the coarsest clocks).
            ("rewritten", &|w| {
                std::thread::sleep(std::time::Duration::from_millis(20));
                w.write_all(&b"5 6\n".repeat(10_000)).unwrap();
            }),
        ];
        for (what, change) in changes {
            let file = TempFile::new("changed", &text);
            let f = std::fs::File::open(&file.0).unwrap();
            let mut writer = std::fs::OpenOptions::new()
                .write(true)
                .open(&file.0)
                .unwrap();
            let mut reader = Meddler {
                file: &f,
                change: Some(Box::new(move || change(&mut writer))),
            };
            let e = read_all(&mut reader, &|| stamp(f.metadata()), &|s| s.0).expect_err(what);
            assert_eq!(
                e.to_string(),
                "the file changed while it was read (something wrote to it or cut it \
                 short); run again once nothing writes to it",
                "{what}"
            );
        }
        // Nothing changed: the same reader reads it all.
        let file = TempFile::new("unchanged", &text);
        let f = std::fs::File::open(&file.0).unwrap();
        let mut reader = Meddler {
            file: &f,
            change: Some(Box::new(|| ())),
        };
        let read = read_all(&mut reader, &|| stamp(f.metadata()), &|s| s.0);
        assert_eq!(read.unwrap(), text);
    }

    #[test]
    fn tokens_across_any_whitespace() {
        let mut inp = Input::new("\u{feff} 1\t2\r\n\r\n\x0b3   \n");
        assert_eq!(inp.usize("a"), Ok(1));
        assert_eq!(inp.usize("b"), Ok(2));
        assert_eq!(inp.usize("c"), Ok(3));
        assert_eq!(inp.line(), 3);
        assert!(inp.is_empty());
        assert_eq!(inp.end(), Ok(()));
    }

    #[test]
    fn room_for_announced_counts() {
        let inp = Input::new("1 2 3 4");
        assert!(inp.check_room(4, 2, "M").is_ok());
        assert!(inp.check_room(5, 2, "M").is_err());
        assert!(inp.check_room(usize::MAX, 2, "M").is_err());
    }
}
