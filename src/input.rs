//! Whole-input reader with checked reads and clear errors, and the runner
//! every binary uses.
//!
//! [`Input`] holds all of standard input, read once, and hands out
//! whitespace-separated tokens (any of space, tab, CR, LF, vertical tab, form
//! feed; blank lines). A leading UTF-8 byte order mark is skipped. Every read names
//! what it expects, so a bad token becomes an [`InputError`] such as
//! `line 4: expected the number of edges M, found "x"` instead of a panic.
//!
//! The reads, each checked:
//! - numbers: [`Input::u64`], [`Input::usize`], [`Input::i64`],
//!   [`Input::i32`], [`Input::isize`], bounded by [`Input::u64_in`],
//!   [`Input::usize_in`], [`Input::i64_in`], from below by
//!   [`Input::u64_at_least`], [`Input::usize_at_least`];
//! - `n` numbers into a `Vec`: [`Input::u64s`], [`Input::usizes`],
//!   [`Input::i64s`] (`line 3: expected pile 4 of 5, found the end of the
//!   input`), each bounded by [`Input::u64s_in`], [`Input::usizes_in`]
//!   (`line 2: heap 3 of 4 must be between 1 and 1000, found 0`), and no
//!   two equal by [`Input::distinct_u64s_in`], [`Input::distinct_usizes_in`]
//!   (`line 3: heap 4 of 5 is 7, the same as heap 2 (line 2); no two heaps
//!   may be equal`);
//! - 1-based positions, returned 0-based: [`Input::index1`] (`vertex 7 is out
//!   of range 1..=6`), [`Input::edges1`] and [`Input::edges1_no_loops`]
//!   (`edge 3: vertex 7 is out of range 1..=6`), [`Input::tree_edges1`]
//!   (the n - 1 edges of a tree: `edge 4 closes a cycle: vertices 3 and 1
//!   are already connected`), [`Input::cell1`] (`move 2: cell (5,1) is
//!   outside the 4 x 6 grid`);
//! - test cases: [`Input::cases_to_end`] (until the end of the input) and
//!   [`Input::cases_until`] (until a closing line such as `0` or `0 0`);
//!   counted cases (`T`, then T cases) are a plain `for` loop;
//! - [`Input::within`] runs a block of reads and puts a context such as
//!   `game 2` into any error it returns: `line 3: game 2: pile 2 is 0`;
//! - counts the input announces, checked against what follows before
//!   anything is allocated for them: [`Input::check_items`] (`line 2: m = 3
//!   edges, but only 1 edge follows`) and [`Input::check_room`]; sizes
//!   that cost more memory than the input's bytes against what the machine
//!   gives: [`Input::check_memory`] (`line 1: n = 10000000 vertices and m =
//!   0 edges need about 160 MB of memory, more than this machine gives`).
//!
//! Numbers may carry a `+`; `-0` is 0.
//!
//! [`run`] is the whole of a binary's reading and writing: it reads the
//! input, calls the solver, and prints either the whole answer or one error
//! line; it also answers `--help` and `--version` (the program's name and
//! the cp-games version). No binary prints errors of its own or parses its
//! command line.
//!
//! # How a binary reads
//!
//! A binary reads one judge input from the file named by its one argument
//! or, with no argument, from standard input, as judges run it; `-` is
//! standard input too:
//!
//! ```sh
//! target/release/jsoi2009_game testdata/jsoi2009_game/01-sample.in
//! target/release/jsoi2009_game < testdata/jsoi2009_game/01-sample.in   # the same
//! target/release/jsoi2009_game --help
//! ```
//!
//! `--help` (or `-h`) prints `usage: jsoi2009_game [FILE]`, a line on what
//! it reads, and the other ways to call it: `--explain` and `--play` for a
//! game binary built with the `play` feature (see the `play` module), and
//! `--version` (or `-V`), which prints one line, the program's name as it
//! was called and the version of cp-games it was built with
//! (`jsoi2009_game (cp-games 0.2.0)`). A binary of your own built on
//! [`run`] answers it the same way: the line names cp-games' version, not
//! your package's. `--help` and `--version` stand alone. With no
//! argument and no input piped in, a binary waits for the input typed on
//! the terminal (end it with Ctrl-D).
//!
//! Input may use any whitespace layout: spaces, tabs, CRLF line ends,
//! trailing spaces, blank lines, no final newline. A UTF-8 byte order mark
//! at the start is skipped (some Windows editors write one).
//!
//! Exit statuses:
//!
//! - 0: the answer is on standard output.
//! - 1: the input was rejected, or the file could not be read (or changed
//!   while it was read, see "Files read whole" below). Standard output is
//!   empty, and standard error holds one line such as
//!   `error: line 4: row 3: expected 5 cells, found 4`.
//! - 2: the command line was wrong (an unknown option, more than one file,
//!   `--help` or `--version` with another argument, `--play` without its
//!   one file, `--explain` with two files), again with one `error:` line.
//!
//! The error line says what is wrong and where, in the input's own terms,
//! never in a type's limits or a count of bytes:
//!
//! - the line, and which game, edge, row or move ([`Input::within`]); an
//!   input that ends too early is reported at its last line that holds
//!   anything (`error: line 1: game 2: expected the second pile, found the
//!   end of the input`);
//! - a count against what follows it, in the input's items: `error: line 2:
//!   m = 3 edges, but only 1 edge follows`. Where the items stood one per
//!   line and one of them has too few numbers, it is named, since a missing
//!   number shifts everything after it and the input only runs out later:
//!   `error: line 10: K = 4 chips, but only 3 chips follow; edge 8 on line
//!   9 looks short: 1 number where each edge has 2`;
//! - a bound only where the program has one: `the number of rows n must be
//!   at least 1, found 0`, `the number of vertices n must be between 1 and
//!   10000000, found 0`;
//! - the token found as written: quoted, cut when long, with the code point
//!   of each non-ASCII character, so that a pasted no-break space is told
//!   from a space: `expected the table's side a, found "3 3" (U+00A0)`,
//!   `unexpected character "é" (U+00E9)`; bytes that are not UTF-8, and
//!   control characters, as `\xNN`.
//!
//! When standard output is closed before the answer is written, as in
//!
//! ```sh
//! target/release/jsoi2009_game < big.in | head -3
//! ```
//!
//! the binary ends quietly, as other command-line tools do, and with status
//! 0: the reader has what it wanted, and a pipeline checked with
//! `set -o pipefail` does not fail for it. Any other failure to write is an
//! `error:` line with status 1.
//!
//! No input makes a binary panic, hang or answer silently wrong. Sizes past
//! a statement's limits are accepted whenever the algorithm handles them; a
//! size the rest of the input cannot hold (`100000 100000` and one grid row,
//! `N M` with fewer edges than announced) is rejected before anything is
//! allocated for it ([`Input::check_items`], [`Input::check_room`]), and
//! values a type cannot hold are errors, never wrapped.
//!
//! Memory the machine does not give (a limit set with `ulimit -v`, a
//! machine short of memory) is an error line where the input asks for it,
//! not an abort: the input's own buffer (an input larger than memory:
//! `error: cannot read FILE: it is larger than the memory this machine
//! gives`), and, with [`Input::check_memory`] and a bound on what solving
//! holds, the sizes that the rest of the input need not back: the vertices
//! of `vertex_geography` and of both Library Checker binaries, the nodes of
//! `dag_sg_chips` (each up to 10^7) and the positions of `two_tokens`
//! (pairs of up to 2500 cells). Not covered: the other binaries' memory,
//! which grows with the input's length (a grid's cells, a tree's edges) to
//! a few times its bytes, and what `--explain` and `--play` hold; there a
//! machine short of memory still aborts.
//!
//! # The input layer
//!
//! [`Input`] holds all of the input, read at once, and hands it out token by
//! token; each read names what it expects (`the number of edges M`, `the row
//! of move 3`), so a bad token becomes a located error. A count the input
//! announces is checked with `inp.check_items("M", m, "edge", 2)` before
//! anything is sized by it, which also gives the count messages above.
//! [`run`] is made of [`open`] (the file or standard input), [`answer`]
//! (solve and print) and [`fail`] (the error line and the exit status), for
//! a program that handles options of its own first, as the `play` module's
//! `offer` does.
//!
//! **Numbers.** The number reads are inlined into the caller with one fast
//! path: up to 7 digits and the separator after them, read from one 8-byte
//! word without a loop or a branch on the digits (about 45 instructions a
//! number on x86-64, where a loop over the digits took 90 to 140: counted
//! with `valgrind --tool=callgrind` on 2026-11-23, `BENCHMARKS.md`,
//! "Reading, one word per number"). Longer numbers (8 digits at a time), a
//! sign (in the signed reads) and runs of whitespace take an out-of-line
//! pass; every other form (20 digits, junk), and every error, a cold path
//! that explains it.
//!
//! **Edge lists.** [`Input::read_pairs`]`(m, &mut graph, take, one)` reads
//! pairs `u v` of the common form many at a time ([`Input::plain_pairs`],
//! which finds the separators of 64 bytes at once, so that the numbers'
//! reads do not wait on one another) and hands them to `take`, which stores
//! them or refuses one (a vertex out of range); the pair where that stops
//! is read by `one`, number by number, which reads every other form or
//! explains the error. The Library Checker binaries, `dag_sg_chips` and the
//! benchmarks' read-only baseline read this way; what it saves is measured
//! in [`Input::plain_pairs`].
//!
//! **Files read whole, and checked for change.** The input is read into
//! memory at once, from a file argument, standard input (a pipe, a
//! terminal, or a regular file with `bin < FILE`) or anything else
//! readable. For a regular file, the memory for all of it is reserved at
//! once (a file larger than the memory the machine gives is an `error:`
//! line, not an abort), and its size and modification time are taken
//! before and after it is read (standard input's through `/dev/stdin`,
//! where the system has it: Linux, macOS, the BSDs): if another program cut
//! it short, wrote to it or appended to it meanwhile (`gen > FILE` still
//! running, `cp` over a file in use), the bytes read need not be any one
//! content of the file, and the binary prints one line,
//! `error: cannot read FILE: the file changed while it was read (something
//! wrote to it or cut it short); run again once nothing writes to it`
//! (`standard input` for `< FILE`), with exit status 1. Otherwise the
//! answer is for the file as it was when it was read (a program that
//! rewrites a file in place at the same size and then sets its
//! modification time back goes unseen). No change to a file
//! ends a binary with a signal: the input is never mapped into memory
//! (a mapped file cut short while read kills the reader with `SIGBUS`,
//! and no mapping flag prevents it). Reading costs one copy of the file
//! and its page faults, about 0.5 ms per MB on the benchmarks' machine;
//! measured against the mapping of earlier versions in `BENCHMARKS.md`,
//! "Files read, not mapped".
//!
//! **proconio.** With the feature `proconio` (off by default:
//! `features = ["proconio"]`), `Input` is also a `proconio::source::Source`,
//! so `proconio::input! { from &mut inp, ... }` reads from it. The binaries
//! do not use `input!` for their own reading: it panics on a bad token with
//! a message that names neither the line nor the value expected, and a
//! std-only bundle cannot carry proconio. Reading through `Input` is not
//! slower for that.
//!
//! The reader against proconio's sources, and what reading a file costs
//! against mapping it, were measured: `BENCHMARKS.md` in the repository,
//! "Reading".
//!
//! Complexity: reading is O(bytes). Reads of `n` items never allocate for
//! more items than the rest of the input can hold. Nothing counts lines
//! while reading: an error message counts them, O(bytes), only when an
//! error is made.
//!
//! Status: unit tests here (the messages for counts, for an item short on
//! its line, for the end of the input and for non-ASCII tokens; the
//! one-word digit count and value on random words; a file read from where
//! it stands, and a file cut short, emptied, grown or rewritten at the same
//! size between two of its reads);
//! `tests/lib_input.rs` checks every read's values
//! and exact messages by hand, every number read against
//! `str::parse::<i128>` on thousands of seeded random tokens (and on long
//! runs of plain numbers, which take the fast path), the plain-number read
//! after 0 to 20 digits followed by every byte value, the `n`-item,
//! index, edge, tree, cell and closing-line reads against token-by-token
//! references (for trees, a naive connectivity check per edge), and a
//! typical format read with the basic and with the typed reads, which agree
//! on thousands of random and corrupted inputs; `tests/command_line.rs`
//! runs every binary with a file argument, `-`, `--help`, `--version`,
//! wrong arguments and a closed standard output; `tests/changing_input.rs`
//! cuts short and grows a 48 MiB file while a binary reads it, as a file
//! argument and as standard input.
//!
//! # Example
//! ```
//! use cp_games::input::Input;
//! let mut inp = Input::new("2 3\r\n5\t7 x\n");
//! assert_eq!(inp.usize("n"), Ok(2));
//! assert_eq!(inp.u64("m"), Ok(3));
//! assert_eq!(inp.usize_in("a", 1, 4).unwrap_err().to_string(),
//!            "line 2: a must be between 1 and 4, found 5");
//! assert_eq!(inp.usize("b"), Ok(7));
//! assert_eq!(inp.usize("c").unwrap_err().to_string(),
//!            "line 2: expected c, found \"x\"");
//! ```
//!
//! A typical judge format (`T`, then per test case `n m`, n values and m
//! edges of vertices 1..=n), read with its errors located:
//! ```
//! use cp_games::input::{Input, Result};
//! fn read(inp: &mut Input) -> Result<Vec<(Vec<i64>, Vec<(usize, usize)>)>> {
//!     let t = inp.usize("the number of test cases T")?;
//!     let mut cases = Vec::new();
//!     for c in 1..=t {
//!         cases.push(inp.within(format_args!("test case {c}"), |inp| {
//!             let n = inp.usize("n")?;
//!             let m = inp.usize("m")?;
//!             Ok((inp.i64s("value", n)?, inp.edges1(m, n)?))
//!         })?);
//!     }
//!     inp.end()?;
//!     Ok(cases)
//! }
//! let cases = read(&mut Input::new("1\n3 2\n-5 0 7\n1 2\n3 2\n")).unwrap();
//! assert_eq!(cases, [(vec![-5, 0, 7], vec![(0, 1), (2, 1)])]);
//! let err = read(&mut Input::new("2\n1 0\n4\n2 1\n1 1\n3 1\n")).unwrap_err();
//! assert_eq!(err.to_string(), "line 6: test case 2: edge 1: vertex 3 is out of range 1..=2");
//! ```

use std::collections::HashMap;
use std::fmt;
use std::io::{self, Read, Write};

/// What went wrong in the input, and where. Displayed without the `error: `
/// prefix, which [`run`] adds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError(String);

impl InputError {
    /// An error with this message, as displayed (add a location with
    /// [`Input::error`] instead when there is one).
    pub fn new(msg: impl Into<String>) -> Self {
        InputError(msg.into())
    }

    /// The same error with `context` (e.g. `game 3`) after its `line N: `
    /// prefix: `line 4: game 3: expected ...`. For the reads that make up
    /// one record (a game, a tree): `.map_err(|e| e.within(...))` says which
    /// record failed, and the context is only formatted when one does.
    /// [`Input::within`] does this for a whole block of reads.
    pub fn within(self, context: impl fmt::Display) -> Self {
        match self.0.split_once(": ") {
            Some((line, rest)) if line.starts_with("line ") => {
                InputError(format!("{line}: {context}: {rest}"))
            }
            _ => InputError(format!("{context}: {}", self.0)),
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InputError {}

/// The result of a read: the value, or what is wrong with the input.
pub type Result<T> = std::result::Result<T, InputError>;

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
    loop {
        want = want.max(1 << 13);
        if buf.try_reserve_exact(want).is_err() {
            return Err(io::Error::new(
                io::ErrorKind::OutOfMemory,
                "it is larger than the memory this machine gives",
            ));
        }
        // At most 1 MiB a read: as fast as larger reads, and a reader of
        // the file's progress (`/proc/PID/io`) sees it move.
        let mut got = 0;
        while got < want {
            let step = (want - got).min(1 << 20);
            let n = Read::read_to_end(&mut Read::take(&mut *source, step as u64), &mut buf)?;
            got += n;
            if n < step {
                break;
            }
        }
        if got < want {
            break;
        }
        want = buf.len();
    }
    if before.is_some() && look() != before {
        return Err(io::Error::new(
            io::ErrorKind::Other,
            "the file changed while it was read (something wrote to it or cut it short); \
             run again once nothing writes to it",
        ));
    }
    Ok(buf)
}

/// What changes when a regular file's content does: its size and its
/// modification time.
type Stamp = (u64, Option<std::time::SystemTime>);

/// The [`Stamp`] of a regular file; `None` for anything else.
fn stamp(meta: io::Result<std::fs::Metadata>) -> Option<Stamp> {
    let meta = meta.ok()?;
    if !meta.is_file() {
        return None;
    }
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

/// All of an input, tokenised on demand.
pub struct Input {
    buf: Vec<u8>,
    pos: usize,
    /// Whether the byte before `pos` is the separator after the last token,
    /// read with it: a number's reads take one separator along, so that the
    /// next read starts at its digits. The last token then ends at
    /// `pos - 1`, else at `pos`.
    sep: bool,
    /// Byte offset of the last token handed out (for line numbers).
    last: usize,
    /// The last two counts checked by [`Input::check_items`], for errors
    /// at the end of the input.
    counts: Vec<Count>,
}

/// A count the input announced (`M = 8` edges of 2 numbers) and where its
/// items start.
struct Count {
    /// `M = 8 edges`: the count as the errors state it.
    lead: String,
    count: usize,
    item: &'static str,
    tokens: usize,
    start: usize,
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
        }
    }

    /// Reads all of standard input, which is at its end afterwards. When
    /// it is a regular file (`bin < FILE`), the memory for all of it is
    /// reserved at once, and a file that changes while it is read (cut
    /// short, written to, grown) is an error, as in [`Input::from_file`].
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
    pub fn from_file(path: &std::path::Path) -> io::Result<Self> {
        let file = std::fs::File::open(path)?;
        Ok(Input::new(read_file(&file)?))
    }

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> Option<&[u8]> {
        let buf = &self.buf;
        let mut i = self.pos;
        while i < buf.len() && is_space(buf[i]) {
            i += 1;
        }
        self.sep = false;
        if i == buf.len() {
            self.pos = i;
            return None;
        }
        let start = i;
        while i < buf.len() && !is_space(buf[i]) {
            i += 1;
        }
        self.pos = i;
        self.last = start;
        Some(&self.buf[start..i])
    }

    /// The next token; `what` names it in the error at the end of the input.
    pub fn token(&mut self, what: impl fmt::Display) -> Result<&[u8]> {
        if self.next_token().is_none() {
            return Err(self.end_error(&what));
        }
        Ok(&self.buf[self.last..self.pos])
    }

    /// The error for a read at the end of the input: located at the last
    /// line that holds anything, or, inside items announced by
    /// [`Input::check_items`], said in their terms.
    #[cold]
    #[inline(never)]
    fn end_error(&self, what: &dyn fmt::Display) -> InputError {
        let short = self.short_item();
        for c in self.counts.iter().rev() {
            let (found, numeric) = self.tokens_from(c.start);
            if found < c.count.saturating_mul(c.tokens) {
                return self.count_error(c, found, numeric, &short);
            }
        }
        InputError(format!(
            "line {}: expected {what}, found the end of the input{short}",
            self.end_line()
        ))
    }

    /// `line N: M = 8 edges, but only 7 edges and 1 number follow`, `found`
    /// being the tokens after the count and N the last line.
    fn count_error(&self, c: &Count, found: usize, numeric: bool, short: &str) -> InputError {
        let (items, rest) = (found / c.tokens, found % c.tokens);
        let item = |n: usize| plural(c.item, n);
        let follow = |n: usize| if n == 1 { "follows" } else { "follow" };
        let values = |n: usize| plural(if numeric { "number" } else { "value" }, n);
        let have = match (items, rest) {
            (0, 0) => format!("no {} follows", c.item),
            (i, 0) => format!("only {i} {} {}", item(i), follow(i)),
            (0, r) => format!("only {r} {} {}", values(r), follow(r)),
            (i, r) => format!("only {i} {} and {r} {} follow", item(i), values(r)),
        };
        InputError(format!(
            "line {}: {}, but {have}{short}",
            self.end_line(),
            c.lead
        ))
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
        let count =
            |(n, numeric): (usize, bool), (t, _): (&[u8], usize)| (n + 1, numeric && is_number(t));
        self.tokens_at(from).fold((0, true), count)
    }

    /// For an error at the end of the input: an item of the counts checked
    /// so far that starts a line like the items before it but continues on
    /// the next line (a value missing there shifts everything after it), as
    /// `; edge 8 on line 9 looks short: 1 number where each edge has 2`;
    /// otherwise empty.
    fn short_item(&self) -> String {
        for c in self.counts.iter().filter(|c| c.tokens > 1) {
            let mut tokens = self.tokens_at(c.start);
            let mut prev = 0;
            for k in 1..=c.count {
                let item: Vec<(&[u8], usize)> = tokens.by_ref().take(c.tokens).collect();
                let line = item.first().map_or(0, |t| t.1);
                // Only items one per line show a short one.
                if item.len() < c.tokens || (k > 1 && line == prev) {
                    break;
                }
                let on: Vec<&[u8]> = item.iter().filter(|t| t.1 == line).map(|t| t.0).collect();
                if on.len() < c.tokens {
                    if k == 1 {
                        break;
                    }
                    let (n, item) = (on.len(), c.item);
                    let value = if on.iter().all(|t| is_number(t)) {
                        "number"
                    } else {
                        "value"
                    };
                    let value = plural(value, n);
                    return format!(
                        "; {item} {k} on line {line} looks short: {n} {value} where each {item} has {}",
                        c.tokens
                    );
                }
                prev = line;
            }
        }
        String::new()
    }

    /// The line of the last byte that is not whitespace (1 for an empty
    /// input): where an input that ends too early ends.
    fn end_line(&self) -> usize {
        let end = self.buf.iter().rposition(|&b| !is_space(b));
        self.line_at(end.unwrap_or(0))
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
    fn token_end(&self) -> usize {
        self.pos - usize::from(self.sep)
    }

    /// Fails unless `count` items of at least `min_bytes` bytes each (with
    /// their separators, so at least `min_bytes / 2` values each) can still
    /// follow. Guards allocations sized by a count the input announces, for
    /// items of varying size (a game: `n`, then n piles); for items of a
    /// fixed number of values, [`Input::check_items`] says more.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("5\n2\n1 1\n");
    /// let t = inp.usize("T").unwrap();
    /// assert_eq!(inp.check_room(t, 2, "T").unwrap_err().to_string(),
    ///            "line 3: T = 5 needs at least 5 more numbers, but only 3 follow");
    /// ```
    pub fn check_room(
        &self,
        count: usize,
        min_bytes: usize,
        what: impl fmt::Display,
    ) -> Result<()> {
        if self.has_room(count, min_bytes) {
            return Ok(());
        }
        let (found, numeric) = self.tokens_from(self.pos);
        let need = count as u128 * (min_bytes / 2).max(1) as u128;
        let values = if numeric { "numbers" } else { "values" };
        let have = match found {
            0 => "none follows".to_string(),
            1 => "only 1 follows".to_string(),
            _ => format!("only {found} follow"),
        };
        Err(InputError(format!(
            "line {}: {what} = {count} needs at least {need} more {values}, but {have}{}",
            self.end_line(),
            self.short_item()
        )))
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
        Err(self.error(format_args!(
            "{what} need about {} of memory, more than this machine gives",
            memory_size(bytes)
        )))
    }

    /// Fails unless `count` items of `tokens` values each (an edge: 2) can
    /// still follow, saying how many do: `M = 3 edges, but only 1 edge
    /// follows`, located at the last line of the input. `what` names the
    /// count (`M`, `n`), `item` one item (`edge`: a noun whose plural adds
    /// an `s`). The check itself is O(1) and guards allocations sized by
    /// `count`; what follows is counted only for the error. The count is
    /// remembered (the last two): if the input ends before its last item,
    /// that error is said the same way, and any error at the end of the
    /// input names an item that looks short on its line (`edge 8 on line 9
    /// looks short: 1 number where each edge has 2`) where the items were
    /// one per line before it.
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
    ///            "line 2: m = 3 edges, but only 1 edge follows");
    /// // Enough bytes for 2 edges, but 3 numbers: the read that runs out
    /// // says so in the same terms.
    /// let mut inp = Input::new("2\n10 20\n30\n");
    /// let m = inp.usize("m").unwrap();
    /// inp.check_items("m", m, "edge", 2).unwrap();
    /// let _ = (inp.u64("u"), inp.u64("v"), inp.u64("u"));
    /// assert_eq!(inp.u64("v").unwrap_err().to_string(),
    ///            "line 3: m = 2 edges, but only 1 edge and 1 number follow");
    /// ```
    pub fn check_items(
        &mut self,
        what: impl fmt::Display,
        count: usize,
        item: &'static str,
        tokens: usize,
    ) -> Result<()> {
        let lead = format!("{what} = {count} {}", plural(item, count));
        self.check_items_as(lead, count, item, tokens)
    }

    /// [`Input::check_items`] with the count stated as `lead` (`the grid
    /// has 3 rows`) in its errors.
    pub(crate) fn check_items_as(
        &mut self,
        lead: String,
        count: usize,
        item: &'static str,
        tokens: usize,
    ) -> Result<()> {
        assert!(tokens > 0, "an item of no values");
        let c = Count {
            lead,
            count,
            item,
            tokens,
            start: self.token_end(),
        };
        if !self.has_room(count, tokens.saturating_mul(2)) {
            return Err(self.items_error(&c));
        }
        if self.counts.len() == 2 {
            self.counts.remove(0);
        }
        self.counts.push(c);
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn items_error(&self, c: &Count) -> InputError {
        let (found, numeric) = self.tokens_from(c.start);
        self.count_error(c, found, numeric, &self.short_item())
    }

    /// Whether `count` items of at least `min_bytes` bytes each (with their
    /// separators) can still follow. The first item may lack a separator
    /// before it, hence the one byte of slack.
    fn has_room(&self, count: usize, min_bytes: usize) -> bool {
        match count.checked_mul(min_bytes) {
            Some(need) => need <= self.remaining() + 1,
            None => false,
        }
    }

    /// The 1-based line of the last token read.
    pub fn line(&self) -> usize {
        self.line_at(self.last)
    }

    fn line_at(&self, offset: usize) -> usize {
        1 + self.buf[..offset].iter().filter(|&&b| b == b'\n').count()
    }

    /// An error located at the line of the last token read.
    pub fn error(&self, msg: impl fmt::Display) -> InputError {
        InputError(format!("line {}: {msg}", self.line()))
    }

    /// Runs `block` (a group of reads: one game, one tree) and puts `context`
    /// after the `line N: ` of any error it returns, as
    /// [`InputError::within`] does for one error. `context` is formatted only
    /// when there is an error; `format_args!` builds it without allocating.
    /// Blocks nest: the outer context comes first.
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
    pub fn within<T>(
        &mut self,
        context: impl fmt::Display,
        block: impl FnOnce(&mut Input) -> Result<T>,
    ) -> Result<T> {
        block(self).map_err(|e| e.within(context))
    }

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
        match self.word_u64() {
            Some(v) => Some(v),
            None => self.plain_u64_loop(),
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
        let bytes = self.buf.get(pos..pos + 8)?;
        let word = u64::from_le_bytes(bytes.try_into().unwrap_or_default());
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
        let mut read = 0;
        while read < count {
            read += self.plain_pairs(count - read, |a, b| take(state, a, b));
            if read < count {
                read += 1;
                one(self, state, read)?;
            }
        }
        Ok(())
    }

    /// [`Input::plain_u64`] byte by byte, for every case its one-word read
    /// does not cover.
    #[inline(never)]
    fn plain_u64_loop(&mut self) -> Option<u64> {
        let buf = &self.buf;
        let mut i = self.pos;
        while i < buf.len() && is_space(buf[i]) {
            i += 1;
        }
        let start = i;
        let mut v: u64 = 0;
        // Eight digits at a time while 19 digits are not reached.
        while i - start <= 11 {
            let Some(bytes) = buf.get(i..i + 8) else {
                break;
            };
            let word = u64::from_le_bytes(bytes.try_into().unwrap_or_default());
            if digit_run(word) < 8 {
                break;
            }
            v = v * 100_000_000 + digits_value(word, 8);
            i += 8;
        }
        while i < buf.len() && i - start < 19 {
            let d = buf[i].wrapping_sub(b'0');
            if d > 9 {
                break;
            }
            v = v * 10 + u64::from(d);
            i += 1;
        }
        if i == start || (i < buf.len() && !is_space(buf[i])) {
            return None;
        }
        // The separator after the number, if any, goes with it.
        self.sep = i < buf.len();
        self.pos = i + usize::from(self.sep);
        self.last = start;
        Some(v)
    }

    /// A non-negative integer that fits `u64`.
    #[inline]
    pub fn u64(&mut self, what: impl fmt::Display) -> Result<u64> {
        match self.word_u64() {
            Some(v) => Ok(v),
            None => self.u64_rest(what),
        }
    }

    /// [`Input::u64`] past its one-word read: longer numbers and runs of
    /// whitespace byte by byte, every other form explained. `what` is
    /// passed on by value, so the caller's fast path does not have to put
    /// it in memory.
    #[inline(never)]
    fn u64_rest(&mut self, what: impl fmt::Display) -> Result<u64> {
        match self.plain_u64_loop() {
            Some(v) => Ok(v),
            None => self.u64_slow(&what),
        }
    }

    /// [`Input::u64`] for every token but a plain number.
    #[cold]
    #[inline(never)]
    fn u64_slow(&mut self, what: &dyn fmt::Display) -> Result<u64> {
        let tok = self.token(what)?;
        match parse_u64(tok) {
            Ok(v) => Ok(v),
            Err(kind) => {
                let shown = show(tok);
                Err(self.number_error(what, kind, &shown))
            }
        }
    }

    #[cold]
    #[inline(never)]
    fn number_error(&self, what: &dyn fmt::Display, kind: NumError, shown: &str) -> InputError {
        self.error(match kind {
            NumError::Negative => format!("{what} must not be negative, found {shown}"),
            NumError::TooLarge => format!("{what} is too large: {shown}"),
            NumError::TooSmall => format!("{what} is too small: {shown}"),
            NumError::NotANumber => format!("expected {what}, found {shown}"),
        })
    }

    /// A non-negative integer that fits `usize`.
    #[inline]
    pub fn usize(&mut self, what: impl fmt::Display) -> Result<usize> {
        match self.word_u64() {
            Some(v) => usize::try_from(v).map_err(|_| self.too_large(&what, v)),
            None => self.usize_rest(what),
        }
    }

    /// [`Input::usize`] past its one-word read, as [`Input::u64`]'s.
    #[inline(never)]
    fn usize_rest(&mut self, what: impl fmt::Display) -> Result<usize> {
        let v = self.u64_rest(&what)?;
        usize::try_from(v).map_err(|_| self.too_large(&what, v))
    }

    /// `{what} is too large: {v}`, for a value past `usize` (only on
    /// targets where `usize` is narrower than `u64`).
    #[cold]
    #[inline(never)]
    fn too_large(&self, what: &dyn fmt::Display, v: u64) -> InputError {
        self.error(format!("{what} is too large: {v}"))
    }

    /// An integer in `lo..=hi`. With `hi = u64::MAX` (no upper bound but
    /// the type's) the error says "at least `lo`", with `lo = 0` "at most
    /// `hi`".
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("0 0 7");
    /// assert_eq!(inp.u64_in("n", 1, u64::MAX).unwrap_err().to_string(),
    ///            "line 1: n must be at least 1, found 0");
    /// assert_eq!(inp.u64_in("k", 1, 5).unwrap_err().to_string(),
    ///            "line 1: k must be between 1 and 5, found 0");
    /// assert_eq!(inp.u64_in("r", 0, 5).unwrap_err().to_string(),
    ///            "line 1: r must be at most 5, found 7");
    /// ```
    #[inline]
    pub fn u64_in(&mut self, what: impl fmt::Display, lo: u64, hi: u64) -> Result<u64> {
        let v = self.u64(&what)?;
        if v < lo || v > hi {
            return Err(self.range_error(&what, lo, (hi < u64::MAX).then_some(hi), v));
        }
        Ok(v)
    }

    /// An integer in `lo..=hi`; with `hi = usize::MAX` the error says "at
    /// least `lo`", with `lo = 0` "at most `hi`", as [`Input::u64_in`].
    #[inline]
    pub fn usize_in(&mut self, what: impl fmt::Display, lo: usize, hi: usize) -> Result<usize> {
        let v = self.usize(&what)?;
        if v < lo || v > hi {
            // usize -> u64 is lossless on every supported target.
            let hi = (hi < usize::MAX).then_some(hi as u64);
            return Err(self.range_error(&what, lo as u64, hi, v as u64));
        }
        Ok(v)
    }

    #[cold]
    #[inline(never)]
    fn range_error(&self, what: &dyn fmt::Display, lo: u64, hi: Option<u64>, v: u64) -> InputError {
        self.error(match hi {
            None => format!("{what} must be at least {lo}, found {v}"),
            Some(hi) if lo == 0 => format!("{what} must be at most {hi}, found {v}"),
            Some(hi) => format!("{what} must be between {lo} and {hi}, found {v}"),
        })
    }

    /// The next token if it is a plain integer, an optional `-` and at most
    /// 18 digits (which always fits `i64`), read in one pass; otherwise
    /// `None`, and nothing is consumed.
    fn plain_i64(&mut self) -> Option<i64> {
        let buf = &self.buf;
        let mut i = self.pos;
        while i < buf.len() && is_space(buf[i]) {
            i += 1;
        }
        let start = i;
        let negative = i < buf.len() && buf[i] == b'-';
        if negative {
            i += 1;
        }
        let digits = i;
        let mut v: i64 = 0;
        while i < buf.len() && i - digits < 18 {
            let d = buf[i].wrapping_sub(b'0');
            if d > 9 {
                break;
            }
            v = v * 10 + i64::from(d);
            i += 1;
        }
        if i == digits || (i < buf.len() && !is_space(buf[i])) {
            return None;
        }
        self.sep = i < buf.len();
        self.pos = i + usize::from(self.sep);
        self.last = start;
        Some(if negative { -v } else { v })
    }

    /// An integer that fits `i64`, from `i64::MIN` to `i64::MAX`: digits
    /// with an optional `-` or `+`. Anything else (`--3`, `-`, `+-1`, `1e3`)
    /// is an error saying what was expected; a number outside `i64` is
    /// "too large" or "too small".
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
        // At most 7 digits: always an i64.
        match self.word_u64() {
            Some(v) => Ok(v as i64),
            None => self.i64_rest(what),
        }
    }

    /// [`Input::i64`] past its one-word read: a sign, longer numbers and
    /// runs of whitespace in one pass, every other form explained.
    #[inline(never)]
    fn i64_rest(&mut self, what: impl fmt::Display) -> Result<i64> {
        match self.plain_i64() {
            Some(v) => Ok(v),
            None => self.i64_slow(&what),
        }
    }

    /// [`Input::i64`] for every token but a plain integer.
    #[cold]
    #[inline(never)]
    fn i64_slow(&mut self, what: &dyn fmt::Display) -> Result<i64> {
        let tok = self.token(what)?;
        match parse_i64(tok) {
            Ok(v) => Ok(v),
            Err(kind) => {
                let shown = show(tok);
                Err(self.number_error(what, kind, &shown))
            }
        }
    }

    /// An integer that fits `i32`: as [`Input::i64`], and one outside `i32`
    /// is "too large" or "too small".
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
        i32::try_from(v).map_err(|_| self.outside_type_error(&what, v))
    }

    /// An integer that fits `isize`: as [`Input::i64`], and one outside
    /// `isize` (only on 32-bit targets) is "too large" or "too small".
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
        isize::try_from(v).map_err(|_| self.outside_type_error(&what, v))
    }

    #[cold]
    #[inline(never)]
    fn outside_type_error(&self, what: &dyn fmt::Display, v: i64) -> InputError {
        let size = if v < 0 { "small" } else { "large" };
        self.error(format!("{what} is too {size}: {v}"))
    }

    /// An integer in `lo..=hi`. With `hi = i64::MAX` the error says "at
    /// least `lo`", with `lo = i64::MIN` "at most `hi`".
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("-5 11 -1");
    /// assert_eq!(inp.i64_in("t", -10, 10), Ok(-5));
    /// assert_eq!(inp.i64_in("t", -10, 10).unwrap_err().to_string(),
    ///            "line 1: t must be between -10 and 10, found 11");
    /// assert_eq!(inp.i64_in("w", 0, i64::MAX).unwrap_err().to_string(),
    ///            "line 1: w must be at least 0, found -1");
    /// ```
    #[inline]
    pub fn i64_in(&mut self, what: impl fmt::Display, lo: i64, hi: i64) -> Result<i64> {
        let v = self.i64(&what)?;
        if v < lo || v > hi {
            return Err(self.bounds_error(&what, lo, hi, v));
        }
        Ok(v)
    }

    #[cold]
    #[inline(never)]
    fn bounds_error(&self, what: &dyn fmt::Display, lo: i64, hi: i64, v: i64) -> InputError {
        self.error(if hi == i64::MAX {
            format!("{what} must be at least {lo}, found {v}")
        } else if lo == i64::MIN {
            format!("{what} must be at most {hi}, found {v}")
        } else {
            format!("{what} must be between {lo} and {hi}, found {v}")
        })
    }

    /// `n` items read by `item(self, i)` for i = 1..=n, each taking at least
    /// `min_bytes` bytes with its separator. The vector is sized for `n`
    /// only when the rest of the input can hold n items; otherwise it grows
    /// with the items actually read until the read that runs out fails, so
    /// a huge `n` on a short input allocates nothing large and gets the same
    /// message as any other input that ends early.
    fn items<T>(
        &mut self,
        n: usize,
        min_bytes: usize,
        mut item: impl FnMut(&mut Input, usize) -> Result<T>,
    ) -> Result<Vec<T>> {
        let capacity = if self.has_room(n, min_bytes) { n } else { 0 };
        let mut items = Vec::with_capacity(capacity);
        for i in 1..=n {
            items.push(item(self, i)?);
        }
        Ok(items)
    }

    /// `n` non-negative integers that fit `u64`, read as [`Input::u64`]
    /// reads each, named `{what} {i} of {n}` in errors.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("3\n4 0 7\n5\n1 2 x");
    /// let n = inp.usize("n").unwrap();
    /// assert_eq!(inp.u64s("pile", n), Ok(vec![4, 0, 7]));
    /// let n = inp.usize("n").unwrap();
    /// assert_eq!(inp.u64s("pile", n).unwrap_err().to_string(),
    ///            "line 4: expected pile 3 of 5, found \"x\"");
    /// ```
    pub fn u64s(&mut self, what: impl fmt::Display, n: usize) -> Result<Vec<u64>> {
        self.items(n, 2, |inp, i| match inp.plain_u64() {
            Some(v) => Ok(v),
            None => inp.u64_slow(&format_args!("{what} {i} of {n}")),
        })
    }

    /// `n` non-negative integers that fit `usize`, named `{what} {i} of
    /// {n}` in errors.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("2 3\n");
    /// assert_eq!(inp.usizes("size", 2), Ok(vec![2, 3]));
    /// let mut inp = Input::new("2 3\n");
    /// assert_eq!(inp.usizes("size", 3).unwrap_err().to_string(),
    ///            "line 1: expected size 3 of 3, found the end of the input");
    /// ```
    pub fn usizes(&mut self, what: impl fmt::Display, n: usize) -> Result<Vec<usize>> {
        self.items(n, 2, |inp, i| {
            let v = match inp.plain_u64() {
                Some(v) => v,
                None => inp.u64_slow(&format_args!("{what} {i} of {n}"))?,
            };
            usize::try_from(v).map_err(|_| inp.too_large(&format_args!("{what} {i} of {n}"), v))
        })
    }

    /// `n` integers that fit `i64`, read as [`Input::i64`] reads each,
    /// named `{what} {i} of {n}` in errors.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("-1 0 +2\n-5 --6");
    /// assert_eq!(inp.i64s("a", 3), Ok(vec![-1, 0, 2]));
    /// assert_eq!(inp.i64s("a", 2).unwrap_err().to_string(),
    ///            "line 2: expected a 2 of 2, found \"--6\"");
    /// ```
    pub fn i64s(&mut self, what: impl fmt::Display, n: usize) -> Result<Vec<i64>> {
        self.items(n, 2, |inp, i| match inp.plain_i64() {
            Some(v) => Ok(v),
            None => inp.i64_slow(&format_args!("{what} {i} of {n}")),
        })
    }

    /// An integer that is at least `lo` (and fits `u64`): `{what} must be
    /// at least {lo}, found {v}` otherwise.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("3 0");
    /// assert_eq!(inp.u64_at_least("n", 1), Ok(3));
    /// assert_eq!(inp.u64_at_least("n", 1).unwrap_err().to_string(),
    ///            "line 1: n must be at least 1, found 0");
    /// ```
    #[inline]
    pub fn u64_at_least(&mut self, what: impl fmt::Display, lo: u64) -> Result<u64> {
        self.u64_in(what, lo, u64::MAX)
    }

    /// An integer that is at least `lo` (and fits `usize`), as
    /// [`Input::u64_at_least`]: the usual "the number of rows n, at least
    /// 1".
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("2\n0");
    /// assert_eq!(inp.usize_at_least("the number of rows n", 1), Ok(2));
    /// assert_eq!(inp.usize_at_least("the number of rows n", 1).unwrap_err().to_string(),
    ///            "line 2: the number of rows n must be at least 1, found 0");
    /// ```
    #[inline]
    pub fn usize_at_least(&mut self, what: impl fmt::Display, lo: usize) -> Result<usize> {
        self.usize_in(what, lo, usize::MAX)
    }

    /// `n` integers, each in `lo..=hi`, named `{what} {i} of {n}` in errors
    /// (`line 2: heap 3 of 4 must be between 1 and 1000, found 0`); with
    /// `hi = u64::MAX` the error says "at least", with `lo = 0` "at most",
    /// as [`Input::u64_in`].
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("3 1 4\n1 5 0 2");
    /// assert_eq!(inp.u64s_in("heap", 3, 1, 10), Ok(vec![3, 1, 4]));
    /// assert_eq!(inp.u64s_in("heap", 4, 1, 10).unwrap_err().to_string(),
    ///            "line 2: heap 3 of 4 must be between 1 and 10, found 0");
    /// ```
    pub fn u64s_in(
        &mut self,
        what: impl fmt::Display,
        n: usize,
        lo: u64,
        hi: u64,
    ) -> Result<Vec<u64>> {
        self.items(n, 2, |inp, i| inp.u64_item(&what, i, n, lo, hi))
    }

    /// `n` integers, each in `lo..=hi` (and fitting `usize`), as
    /// [`Input::u64s_in`].
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("2 7");
    /// assert_eq!(inp.usizes_in("size", 2, 0, 5).unwrap_err().to_string(),
    ///            "line 1: size 2 of 2 must be at most 5, found 7");
    /// ```
    pub fn usizes_in(
        &mut self,
        what: impl fmt::Display,
        n: usize,
        lo: usize,
        hi: usize,
    ) -> Result<Vec<usize>> {
        let hi = usize_bound(hi);
        self.items(n, 2, |inp, i| {
            let v = inp.u64_item(&what, i, n, lo as u64, hi)?;
            usize::try_from(v).map_err(|_| inp.too_large(&format_args!("{what} {i} of {n}"), v))
        })
    }

    /// `n` integers in `lo..=hi`, no two equal, named `{what} {i} of {n}` in
    /// errors. A repeat names both items and the earlier one's line when it
    /// is another: `line 3: heap 4 of 5 is 7, the same as heap 2 (line 2);
    /// no two heaps may be equal`. The word after "no two" is `what` with an
    /// `s`; give `what` in the singular. Use `0` and `u64::MAX` for no
    /// bound.
    ///
    /// # Complexity
    /// O(n) expected: a hash set of the values read.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("5 3 9\n4 2\n4\n1 1");
    /// assert_eq!(inp.distinct_u64s_in("heap", 3, 1, 100), Ok(vec![5, 3, 9]));
    /// assert_eq!(inp.distinct_u64s_in("heap", 3, 1, 100).unwrap_err().to_string(),
    ///            "line 3: heap 3 of 3 is 4, the same as heap 1 (line 2); no two heaps may be equal");
    /// assert_eq!(inp.distinct_u64s_in("heap", 2, 1, 100).unwrap_err().to_string(),
    ///            "line 4: heap 2 of 2 is 1, the same as heap 1; no two heaps may be equal");
    /// ```
    pub fn distinct_u64s_in(
        &mut self,
        what: impl fmt::Display,
        n: usize,
        lo: u64,
        hi: u64,
    ) -> Result<Vec<u64>> {
        let mut seen: HashMap<u64, (usize, usize)> = HashMap::new();
        self.items(n, 2, |inp, i| {
            let v = inp.u64_item(&what, i, n, lo, hi)?;
            if let Some(&(j, at)) = seen.get(&v) {
                return Err(inp.repeat_error(&what, (i, j), n, v, at));
            }
            seen.insert(v, (i, inp.last));
            Ok(v)
        })
    }

    /// `n` integers in `lo..=hi` (fitting `usize`), no two equal, as
    /// [`Input::distinct_u64s_in`].
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("1 4\n4");
    /// assert_eq!(inp.distinct_usizes_in("cell", 3, 1, 9).unwrap_err().to_string(),
    ///            "line 2: cell 3 of 3 is 4, the same as cell 2 (line 1); no two cells may be equal");
    /// ```
    pub fn distinct_usizes_in(
        &mut self,
        what: impl fmt::Display,
        n: usize,
        lo: usize,
        hi: usize,
    ) -> Result<Vec<usize>> {
        let hi = usize_bound(hi);
        let values = self.distinct_u64s_in(&what, n, lo as u64, hi)?;
        // Each value is at most `hi`, which fits usize unless it is u64::MAX.
        values
            .into_iter()
            .enumerate()
            .map(|(i, v)| {
                usize::try_from(v)
                    .map_err(|_| self.too_large(&format_args!("{what} {} of {n}", i + 1), v))
            })
            .collect()
    }

    /// Item `i` of `n` of a list, in `lo..=hi`.
    #[inline]
    fn u64_item(
        &mut self,
        what: &dyn fmt::Display,
        i: usize,
        n: usize,
        lo: u64,
        hi: u64,
    ) -> Result<u64> {
        let v = match self.plain_u64() {
            Some(v) => v,
            None => self.u64_slow(&format_args!("{what} {i} of {n}"))?,
        };
        if v < lo || v > hi {
            let hi = (hi < u64::MAX).then_some(hi);
            return Err(self.range_error(&format_args!("{what} {i} of {n}"), lo, hi, v));
        }
        Ok(v)
    }

    /// `{what} {i} of {n} is {v}, the same as {what} {j}[ (line L)]; no two
    /// {what}s may be equal`, `at` being where item j started.
    #[cold]
    #[inline(never)]
    fn repeat_error(
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

    /// A 1-based index in `1..=n`, returned 0-based (`1` gives 0). Any
    /// number outside the range, including a negative or a huge one, is
    /// `{what} {number} is out of range 1..={n}`; anything else is an error
    /// saying what was expected.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("1 6\n7 -1 x");
    /// assert_eq!(inp.index1("vertex", 6), Ok(0));
    /// assert_eq!(inp.index1("vertex", 6), Ok(5));
    /// let mut err = || inp.index1("vertex", 6).unwrap_err().to_string();
    /// assert_eq!(err(), "line 2: vertex 7 is out of range 1..=6");
    /// assert_eq!(err(), "line 2: vertex -1 is out of range 1..=6");
    /// assert_eq!(err(), "line 2: expected vertex, found \"x\"");
    /// ```
    #[inline]
    pub fn index1(&mut self, what: impl fmt::Display, n: usize) -> Result<usize> {
        match self.plain_u64() {
            Some(v) => index0(v, n).ok_or_else(|| self.out_of_range(&what, &v, n)),
            None => self.index1_slow(&what, n),
        }
    }

    /// [`Input::index1`] for every token but a plain number.
    #[cold]
    #[inline(never)]
    fn index1_slow(&mut self, what: &dyn fmt::Display, n: usize) -> Result<usize> {
        match self.index_number(what)? {
            Ok(v) => index0(v, n).ok_or_else(|| self.out_of_range(what, &v, n)),
            Err(number) => Err(self.out_of_range(what, &number, n)),
        }
    }

    /// The next token as a number for a 1-based position, or an error if it
    /// is not a number.
    fn index_number(&mut self, what: &dyn fmt::Display) -> Result<Number> {
        let tok = self.token(what)?;
        match parse_u64(tok) {
            Ok(v) => Ok(Ok(v)),
            Err(NumError::NotANumber) => {
                let shown = show(tok);
                Err(self.number_error(what, NumError::NotANumber, &shown))
            }
            // A sign and digits only: the quotes are all `show` adds.
            Err(_) => {
                let shown = show(tok);
                Ok(Err(shown[1..shown.len() - 1].to_string()))
            }
        }
    }

    #[cold]
    #[inline(never)]
    fn out_of_range(
        &self,
        what: &dyn fmt::Display,
        number: &dyn fmt::Display,
        n: usize,
    ) -> InputError {
        self.error(format!("{what} {number} is out of range 1..={n}"))
    }

    /// `m` edges `u v` of 1-based vertices in `1..=n`, returned 0-based in
    /// input order. Repeated edges and loops (`u = v`) are kept; see
    /// [`Input::edges1_no_loops`]. Errors name the edge: `edge 3: vertex 7
    /// is out of range 1..=6`, `edge 3: expected vertex, found "x"`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("1 2\n2 2\n");
    /// assert_eq!(inp.edges1(2, 3), Ok(vec![(0, 1), (1, 1)]));
    /// let mut inp = Input::new("1 2\n2 3\n3 7\n");
    /// assert_eq!(inp.edges1(3, 6).unwrap_err().to_string(),
    ///            "line 3: edge 3: vertex 7 is out of range 1..=6");
    /// ```
    pub fn edges1(&mut self, m: usize, n: usize) -> Result<Vec<(usize, usize)>> {
        self.items(m, 4, |inp, j| inp.edge1(j, n))
    }

    /// [`Input::edges1`], and an edge from a vertex to itself is an error:
    /// `edge 3: both ends are vertex 4`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("1 2\n4 4\n");
    /// assert_eq!(inp.edges1_no_loops(2, 4).unwrap_err().to_string(),
    ///            "line 2: edge 2: both ends are vertex 4");
    /// ```
    pub fn edges1_no_loops(&mut self, m: usize, n: usize) -> Result<Vec<(usize, usize)>> {
        self.items(m, 4, |inp, j| {
            let (u, v) = inp.edge1(j, n)?;
            if u == v {
                return Err(inp.loop_error(j, u));
            }
            Ok((u, v))
        })
    }

    /// Edge `j`: two vertices in `1..=n`, 0-based.
    fn edge1(&mut self, j: usize, n: usize) -> Result<(usize, usize)> {
        self.within(format_args!("edge {j}"), |inp| {
            Ok((inp.index1("vertex", n)?, inp.index1("vertex", n)?))
        })
    }

    #[cold]
    #[inline(never)]
    fn loop_error(&self, j: usize, u: usize) -> InputError {
        self.error(format!("edge {j}: both ends are vertex {}", u + 1))
    }

    /// The `n - 1` edges `u v` of a tree on the 1-based vertices `1..=n`,
    /// returned 0-based in input order. Each edge is checked as it is read,
    /// so the first wrong edge is the one reported: a vertex out of range
    /// (as in [`Input::edges1`]), `edge 3: both ends are vertex 4`, `edge 5
    /// repeats edge 2 (vertices 2 and 3)`, or `edge 4 closes a cycle:
    /// vertices 3 and 1 are already connected`. With `n - 1` edges and no
    /// cycle the graph is connected, so a disconnected graph is reported at
    /// the edge that closes its cycle. What follows the last edge is left
    /// unread.
    ///
    /// # Panics
    /// If `n` is 0 (a tree has a vertex).
    ///
    /// # Complexity
    /// O(n α(n)) (union-find), O(n) memory; on an input too short to hold
    /// `n - 1` edges, memory grows only with the edges actually read.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("1 2\n3 2\n");
    /// assert_eq!(inp.tree_edges1(3), Ok(vec![(0, 1), (2, 1)]));
    /// let mut err = |text: &str| Input::new(text).tree_edges1(4).unwrap_err().to_string();
    /// assert_eq!(err("1 2\n2 3\n3 1\n"), "line 3: edge 3 closes a cycle: vertices 3 and 1 are already connected");
    /// assert_eq!(err("1 2\n2 3\n3 2\n"), "line 3: edge 3 repeats edge 2 (vertices 3 and 2)");
    /// assert_eq!(err("1 2\n2 5\n"), "line 2: edge 2: vertex 5 is out of range 1..=4");
    /// assert_eq!(err("1 2\n2 3\n"), "line 2: edge 3: expected vertex, found the end of the input");
    /// ```
    pub fn tree_edges1(&mut self, n: usize) -> Result<Vec<(usize, usize)>> {
        assert!(n > 0, "a tree has at least one vertex");
        let m = n - 1;
        // With room for all m edges, vertex v is union-find slot v.
        // Otherwise the input ends before the last edge: slots are handed
        // out as vertices appear, so a huge n allocates nothing large.
        let room = self.has_room(m, 4);
        let mut slots: Option<std::collections::HashMap<usize, usize>> =
            (!room).then(Default::default);
        let mut forest = UnionFind::new(if room { n } else { 0 });
        let mut edges = Vec::with_capacity(if room { m } else { 0 });
        for j in 1..=m {
            let (u, v) = self.edge1(j, n)?;
            if u == v {
                return Err(self.loop_error(j, u));
            }
            let (a, b) = match &mut slots {
                None => (u, v),
                Some(slots) => (forest.slot(slots, u), forest.slot(slots, v)),
            };
            if !forest.union(a, b) {
                return Err(self.cycle_error(j, (u, v), &edges));
            }
            edges.push((u, v));
        }
        Ok(edges)
    }

    /// Edge `j`, `u v`, joins two vertices already connected by `earlier`.
    #[cold]
    #[inline(never)]
    fn cycle_error(
        &self,
        j: usize,
        (u, v): (usize, usize),
        earlier: &[(usize, usize)],
    ) -> InputError {
        let (a, b) = (u + 1, v + 1);
        match earlier.iter().position(|&e| e == (u, v) || e == (v, u)) {
            Some(i) => self.error(format!(
                "edge {j} repeats edge {} (vertices {a} and {b})",
                i + 1
            )),
            None => self.error(format!(
                "edge {j} closes a cycle: vertices {a} and {b} are already connected"
            )),
        }
    }

    /// A cell `row col` of a `rows x cols` grid, both 1-based, returned
    /// 0-based as `(row, col)`. `what` names the cell (`the start`, `move
    /// 3`): `move 3: cell (5,1) is outside the 4 x 6 grid`, `expected the
    /// column of move 3, found "x"`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("4 6\n5 1\n");
    /// assert_eq!(inp.cell1("the start", 4, 6), Ok((3, 5)));
    /// assert_eq!(inp.cell1("move 1", 4, 6).unwrap_err().to_string(),
    ///            "line 2: move 1: cell (5,1) is outside the 4 x 6 grid");
    /// ```
    pub fn cell1(
        &mut self,
        what: impl fmt::Display,
        rows: usize,
        cols: usize,
    ) -> Result<(usize, usize)> {
        let r = self.plain_u64();
        let c = if r.is_some() { self.plain_u64() } else { None };
        match (
            r.and_then(|r| index0(r, rows)),
            c.and_then(|c| index0(c, cols)),
        ) {
            (Some(r), Some(c)) => Ok((r, c)),
            _ => self.cell1_slow(&what, rows, cols, r, c),
        }
    }

    /// [`Input::cell1`] once a coordinate is out of range or not a plain
    /// number; `r` and `c` are the coordinates already read.
    #[cold]
    #[inline(never)]
    fn cell1_slow(
        &mut self,
        what: &dyn fmt::Display,
        rows: usize,
        cols: usize,
        r: Option<u64>,
        c: Option<u64>,
    ) -> Result<(usize, usize)> {
        let r = match r {
            Some(r) => Ok(r),
            None => self.index_number(&format_args!("the row of {what}"))?,
        };
        let c = match c {
            Some(c) => Ok(c),
            None => self.index_number(&format_args!("the column of {what}"))?,
        };
        if let (Ok(r), Ok(c)) = (&r, &c) {
            if let (Some(r), Some(c)) = (index0(*r, rows), index0(*c, cols)) {
                return Ok((r, c));
            }
        }
        let text = |x: &Number| match x {
            Ok(v) => v.to_string(),
            Err(number) => number.clone(),
        };
        Err(self.error(format!(
            "{what}: cell ({},{}) is outside the {rows} x {cols} grid",
            text(&r),
            text(&c)
        )))
    }

    /// Runs `case(self, c)` for test cases c = 1, 2, ... until only
    /// whitespace is left, and returns how many there were. There is at
    /// least one: on an empty input the first case's first read reports the
    /// end of the input.
    ///
    /// # Panics
    /// If a case reads nothing (it would never reach the end).
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut sums = Vec::new();
    /// let mut inp = Input::new("3 4\n10 -2\n");
    /// let cases = inp.cases_to_end(|inp, _| {
    ///     sums.push(inp.i64("a")? + inp.i64("b")?);
    ///     Ok(())
    /// });
    /// assert_eq!((cases, sums), (Ok(2), vec![7, 8]));
    /// let mut inp = Input::new("3 4\n10\n");
    /// let err = inp.cases_to_end(|inp, c| inp.within(format_args!("case {c}"), |inp| {
    ///     inp.i64("a")? + inp.i64("b")?;
    ///     Ok(())
    /// }));
    /// assert_eq!(err.unwrap_err().to_string(), "line 2: case 2: expected b, found the end of the input");
    /// ```
    pub fn cases_to_end(
        &mut self,
        mut case: impl FnMut(&mut Input, usize) -> Result<()>,
    ) -> Result<usize> {
        let mut c = 0;
        loop {
            c += 1;
            let before = self.pos;
            case(self, c)?;
            assert!(
                self.pos > before,
                "test case {c} read nothing from the input"
            );
            if self.is_empty() {
                return Ok(c);
            }
        }
    }

    /// Runs `case(self, c)` for test cases c = 1, 2, ... until the next
    /// tokens are exactly those of `sentinel` (such as `"0"` or `"0 0"`,
    /// matched token by token across any whitespace), reads the sentinel and
    /// returns how many cases there were (zero if it comes first). Tokens
    /// that only start like the sentinel (`0 5` for `"0 0"`) are a case. If
    /// the input ends where a case or the sentinel should start, that is an
    /// error: `the input ended before the final 0 0`. What follows the
    /// sentinel is left unread (call [`Input::end`] to reject it).
    ///
    /// # Panics
    /// If `sentinel` has no token.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("34 12\n0 5\n0 0\n");
    /// let mut games = Vec::new();
    /// assert_eq!(inp.cases_until("0 0", |inp, _| {
    ///     games.push((inp.u64("a")?, inp.u64("b")?));
    ///     Ok(())
    /// }), Ok(2));
    /// assert_eq!(games, [(34, 12), (0, 5)]);
    /// let mut inp = Input::new("5\n3\n");
    /// let err = inp.cases_until("0", |inp, _| inp.u64("n").map(drop)).unwrap_err();
    /// assert_eq!(err.to_string(), "line 2: the input ended before the final 0");
    /// ```
    pub fn cases_until(
        &mut self,
        sentinel: &str,
        mut case: impl FnMut(&mut Input, usize) -> Result<()>,
    ) -> Result<usize> {
        assert!(
            sentinel.split_ascii_whitespace().next().is_some(),
            "an empty sentinel"
        );
        let mut c = 0;
        while !self.take_sentinel(sentinel)? {
            c += 1;
            case(self, c)?;
        }
        Ok(c)
    }

    /// If the next tokens are those of `sentinel`, reads them and returns
    /// true; otherwise reads nothing and returns false, or fails if only
    /// whitespace is left.
    fn take_sentinel(&mut self, sentinel: &str) -> Result<bool> {
        let (pos, sep, last) = (self.pos, self.sep, self.last);
        for (k, want) in sentinel.split_ascii_whitespace().enumerate() {
            match self.next_token() {
                Some(tok) if tok == want.as_bytes() => {}
                None if k == 0 => {
                    let line = self.end_line();
                    let words: Vec<&str> = sentinel.split_ascii_whitespace().collect();
                    return Err(InputError(format!(
                        "line {line}: the input ended before the final {}{}",
                        words.join(" "),
                        self.short_item()
                    )));
                }
                _ => {
                    (self.pos, self.sep, self.last) = (pos, sep, last);
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }

    /// Fails if anything but whitespace is left.
    pub fn end(&mut self) -> Result<()> {
        match self.next_token() {
            None => Ok(()),
            Some(tok) => {
                let shown = show(tok);
                Err(self.error(format!("unexpected {shown} after the end of the data")))
            }
        }
    }
}

/// Union-find for [`Input::tree_edges1`]: `link[x]` is x's parent, or, for
/// a root, `!size` of its set (a root's entry has the top bit set).
struct UnionFind {
    link: Vec<usize>,
}

impl UnionFind {
    fn new(n: usize) -> Self {
        UnionFind { link: vec![!1; n] }
    }

    /// The slot of vertex `v`, a new one when `v` is met the first time.
    fn slot(&mut self, slots: &mut std::collections::HashMap<usize, usize>, v: usize) -> usize {
        let next = self.link.len();
        let s = *slots.entry(v).or_insert(next);
        if s == next {
            self.link.push(!1);
        }
        s
    }

    fn root(&mut self, mut x: usize) -> usize {
        while self.link[x] >> (usize::BITS - 1) == 0 {
            let p = self.link[x];
            // Path halving: point x at its grandparent.
            if self.link[p] >> (usize::BITS - 1) == 0 {
                self.link[x] = self.link[p];
            }
            x = p;
        }
        x
    }

    /// Joins the sets of `a` and `b`; false if they were one set already.
    fn union(&mut self, a: usize, b: usize) -> bool {
        let (mut a, mut b) = (self.root(a), self.root(b));
        if a == b {
            return false;
        }
        // The smaller set goes under the larger (sizes are !link).
        if !self.link[a] < !self.link[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.link[a] = !(!self.link[a] + !self.link[b]);
        self.link[b] = a;
        true
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
    if n == 1 {
        one.to_string()
    } else {
        format!("{one}s")
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

/// Token separators: space, tab, LF, vertical tab, form feed, CR (C's
/// `isspace`).
#[inline]
fn is_space(b: u8) -> bool {
    const SPACES: u64 = 1 << b' ' | 1 << b'\t' | 1 << b'\n' | 1 << 0x0b | 1 << 0x0c | 1 << b'\r';
    b < 64 && SPACES >> b & 1 == 1
}

/// The number of ASCII digits that `word`'s bytes start with, in memory
/// order (the first byte is the lowest): 0 to 8.
#[inline]
fn digit_run(word: u64) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
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
    const ONES: u64 = 0x0101_0101_0101_0101;
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
    const ONES: u64 = 0x0101_0101_0101_0101;
    // The digits' values, moved to the top `len` bytes: the lower bytes
    // are leading zeros. Then pairs of bytes, pairs of pairs, and the two
    // halves are merged, each step multiplying the first (higher-order)
    // part by 10, 100, 10^4.
    let d = (word.wrapping_sub(ONES * u64::from(b'0'))) << (8 * (8 - len));
    let d = (d.wrapping_mul(10 << 8 | 1) >> 8) & 0x00FF_00FF_00FF_00FF;
    let d = (d.wrapping_mul(100 << 16 | 1) >> 16) & 0x0000_FFFF_0000_FFFF;
    d.wrapping_mul(10_000 << 32 | 1) >> 32
}

/// A number read for a 1-based position: its value if it fits `u64`, else
/// (negative or too large, so outside every range) its text for the error.
type Number = std::result::Result<u64, String>;

/// The 0-based index of `v` if it is in `1..=n`.
fn index0(v: u64, n: usize) -> Option<usize> {
    // usize -> u64 is lossless on every supported target.
    (v.wrapping_sub(1) < n as u64).then(|| (v - 1) as usize)
}

enum NumError {
    Negative,
    TooLarge,
    TooSmall,
    NotANumber,
}

/// One or more ASCII digits as a `u64`. A token with anything else in it is
/// not a number, however many digits come first; only then is a value past
/// `u64` too large.
fn parse_digits(digits: &[u8]) -> std::result::Result<u64, NumError> {
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err(NumError::NotANumber);
    }
    digits
        .iter()
        .try_fold(0u64, |v, &b| {
            v.checked_mul(10)?.checked_add(u64::from(b - b'0'))
        })
        .ok_or(NumError::TooLarge)
}

/// A non-negative integer: digits after an optional `+`; `-` and digits are
/// 0 if all zeros, else negative.
fn parse_u64(tok: &[u8]) -> std::result::Result<u64, NumError> {
    match tok {
        [b'-', rest @ ..] => match parse_digits(rest) {
            Ok(0) => Ok(0),
            Ok(_) | Err(NumError::TooLarge) => Err(NumError::Negative),
            Err(e) => Err(e),
        },
        [b'+', rest @ ..] => parse_digits(rest),
        _ => parse_digits(tok),
    }
}

/// An integer: digits after an optional `-` or `+`.
fn parse_i64(tok: &[u8]) -> std::result::Result<i64, NumError> {
    let (negative, digits) = match tok {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        _ => (false, tok),
    };
    match parse_digits(digits) {
        // i64::MIN is -2^63: the magnitude one past i64::MAX.
        Ok(m) if negative && m <= 1 << 63 => Ok((m as i64).wrapping_neg()),
        Ok(_) | Err(NumError::TooLarge) if negative => Err(NumError::TooSmall),
        Ok(m) => i64::try_from(m).map_err(|_| NumError::TooLarge),
        Err(e) => Err(e),
    }
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
    const MAX: usize = 24;
    let mut s = String::from("\"");
    let mut codes: Vec<char> = Vec::new();
    let mut rest = tok;
    for _ in 0..MAX {
        let Some(&b) = rest.first() else {
            break;
        };
        let len = char_len(rest);
        match std::str::from_utf8(&rest[..len])
            .ok()
            .and_then(|c| c.chars().next())
        {
            Some(c) if !c.is_ascii() && !c.is_control() => {
                s.push(c);
                if !codes.contains(&c) {
                    codes.push(c);
                }
            }
            _ => match b {
                b'"' => s.push_str("\\\""),
                b'\\' => s.push_str("\\\\"),
                0x20..=0x7e => s.push(b as char),
                _ => {
                    for b in &rest[..len] {
                        s.push_str(&format!("\\x{b:02x}"));
                    }
                }
            },
        }
        rest = &rest[len..];
    }
    if !rest.is_empty() {
        s.push_str("...");
    }
    s.push('"');
    if !codes.is_empty() {
        let codes: Vec<String> = codes
            .iter()
            .map(|&c| format!("U+{:04X}", c as u32))
            .collect();
        s.push_str(&format!(" ({})", codes.join(", ")));
    }
    s
}

/// The length in bytes of the character `bytes` starts with: of its UTF-8
/// encoding if that is valid, else 1 (one stray byte).
pub fn char_len(bytes: &[u8]) -> usize {
    let window = &bytes[..bytes.len().min(4)];
    let valid = match std::str::from_utf8(window) {
        Ok(s) => s,
        Err(e) => std::str::from_utf8(&window[..e.valid_up_to()]).unwrap_or_default(),
    };
    valid.chars().next().map_or(1, char::len_utf8)
}

/// A `usize` upper bound as a `u64` one: `usize::MAX` (no bound) is
/// `u64::MAX`.
fn usize_bound(hi: usize) -> u64 {
    if hi == usize::MAX {
        u64::MAX
    } else {
        hi as u64
    }
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

/// Reads the input, solves, and prints: the answer on stdout and exit 0, or
/// one `error: ...` line on stderr, nothing on stdout, and exit 1.
///
/// The input is standard input, or the file named by the one argument (`-`
/// is standard input). Alone on the command line, `-h` or `--help` prints
/// how to call the program, and `-V` or `--version` prints one line: the
/// program's name as it was called and the version of cp-games it was built
/// with, such as `wythoff_game (cp-games 0.2.0)`; both exit 0. A binary of your own
/// built on `run` answers `--version` the same way, with this crate's
/// version. Any other option, one of those four with more arguments, or
/// more than one argument, is an `error: ` line with exit status 2. If
/// standard output is closed before the answer is written (`| head`), the
/// program ends quietly with exit status 0: the reader chose to stop
/// reading.
pub fn run(solve: impl FnOnce(&mut Input) -> Result<String>) {
    // A host's catch answers its own input ([`crate::play::host::catch`]).
    #[cfg(feature = "play")]
    let Some(solve) = crate::play::host::judged(solve) else {
        return;
    };
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    help_or_version(&args, &[]);
    let usage = usage(&args);
    match args.get(1).map(|a| a.to_string_lossy()).as_deref() {
        Some(a) if a.starts_with('-') && a != "-" => {
            fail(2, &format_args!("unknown option {a:?} ({usage})"))
        }
        _ if args.len() > 2 => fail(
            2,
            &format_args!("expected at most one argument, the input file ({usage})"),
        ),
        _ => answer(args.get(1).map(|a| a.as_os_str()), solve),
    }
}

/// `-h`/`--help` and `-V`/`--version` for [`run`] and `play::offer`: prints
/// the help (with a pair of lines for each of `more`, a way to call the
/// program and what it does) or the version line and ends the program with
/// exit status 0; one of them with more arguments ends it with a usage
/// error. Returns when the first argument is none of them.
pub(crate) fn help_or_version(args: &[std::ffi::OsString], more: &[(&str, &str)]) {
    let Some(flag) = args.get(1).map(|a| a.to_string_lossy()) else {
        return;
    };
    let is_version = match flag.as_ref() {
        "-V" | "--version" => true,
        "-h" | "--help" => false,
        _ => return,
    };
    if args.len() > 2 {
        let usage = usage(args);
        fail(2, &format_args!("{flag} takes no other argument ({usage})"));
    }
    let text = if is_version {
        format!("{}\n", version(args))
    } else {
        let name = program(args);
        let pad = " ".repeat(name.len());
        let mut text = format!(
            "{}\nreads the judge input from FILE or standard input and prints the answer\n",
            usage(args)
        );
        let about_version = (
            "--version",
            "prints the program's name and the version of cp-games it was built with",
        );
        for (call, what) in more.iter().chain(std::iter::once(&about_version)) {
            text.push_str(&format!("       {name} {call}\n       {pad} {what}\n"));
        }
        text
    };
    print(&text);
    std::process::exit(0)
}

/// The program's name as it was called: the last part of its path.
fn program(args: &[std::ffi::OsString]) -> String {
    args.first()
        .and_then(|a| std::path::Path::new(a).file_name())
        .map_or("this program".into(), |n| n.to_string_lossy().into_owned())
}

/// `usage: <program> [FILE]`, naming the program as it was called.
pub fn usage(args: &[std::ffi::OsString]) -> String {
    format!("usage: {} [FILE]", program(args))
}

/// What `--version` prints: `<program> (cp-games <version>)`, the program
/// named as it was called and the version of cp-games it was built with
/// (the version of this crate, not of a package that uses it).
///
/// # Example
/// ```
/// let args = ["/usr/local/bin/wythoff_game".into()];
/// let line = format!("wythoff_game (cp-games {})", env!("CARGO_PKG_VERSION"));
/// assert_eq!(cp_games::input::version(&args), line);
/// ```
pub fn version(args: &[std::ffi::OsString]) -> String {
    format!("{} (cp-games {})", program(args), env!("CARGO_PKG_VERSION"))
}

/// Prints `error: {msg}` on stderr and exits with status `code`.
pub fn fail(code: i32, msg: &dyn fmt::Display) -> ! {
    let _ = writeln!(io::stderr(), "error: {msg}");
    std::process::exit(code)
}

/// The input [`run`] reads: the file `file`, or standard input when it is
/// `None` or `-`. A file that cannot be read ends the program as [`run`]
/// does.
pub fn open(file: Option<&std::ffi::OsStr>) -> Result<Input> {
    match file {
        Some(path) if path != std::ffi::OsStr::new("-") => match Input::from_file(path.as_ref()) {
            Ok(inp) => Ok(inp),
            Err(e) => fail(
                1,
                &format_args!("cannot read {}: {e}", path.to_string_lossy()),
            ),
        },
        _ => {
            Input::from_stdin().map_err(|e| InputError(format!("cannot read standard input: {e}")))
        }
    }
}

/// The second half of [`run`]: reads the input from `file` (see [`open`]),
/// solves, and prints the answer or the error line.
pub fn answer(file: Option<&std::ffi::OsStr>, solve: impl FnOnce(&mut Input) -> Result<String>) {
    match open(file).and_then(|mut inp| solve(&mut inp)) {
        Ok(answer) => print(&answer),
        Err(e) => fail(1, &e),
    }
}

/// Writes `text` on standard output. A reader gone away (`| head`) is not
/// an error; any other failure ends the program with one error line and
/// exit status 1.
fn print(text: &str) {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            // Nothing useful can reach stdout any more; say so once.
            fail(1, &format_args!("cannot write standard output: {e}"))
        }
        _ => {}
    }
}

#[cfg(feature = "proconio")]
mod proconio_source {
    use super::Input;

    /// Lets `proconio::input! { from &mut inp, ... }` read from an [`Input`].
    /// Tokens that are not UTF-8 read as `"\u{fffd}"`. (proconio's sources
    /// name a reader type; `Input` holds its bytes already, so it names
    /// `std::io::Empty`, one fixed type that keeps `input!` inferable.)
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

    fn err<T: fmt::Debug>(r: Result<T>) -> String {
        r.unwrap_err().to_string()
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

    #[test]
    fn ranges_and_lines() {
        let mut inp = Input::new(b"5\n\n 9\nx\xff".to_vec());
        assert_eq!(inp.usize_in("n", 1, 5), Ok(5));
        assert_eq!(
            err(inp.usize_in("m", 1, 5)),
            "line 3: m must be between 1 and 5, found 9"
        );
        assert_eq!(err(inp.usize("k")), "line 4: expected k, found \"x\\xff\"");
        let mut inp = Input::new("1\n2\n");
        inp.usize("a").unwrap();
        assert_eq!(
            err(inp.end()),
            "line 2: unexpected \"2\" after the end of the data"
        );
        // The end of the input is on the last line that holds anything.
        let mut inp = Input::new("3\n");
        inp.usize("a").unwrap();
        assert_eq!(
            err(inp.usize("b")),
            "line 1: expected b, found the end of the input"
        );
        let mut inp = Input::new("1 2\n3\n\n  \r\n");
        inp.u64s("a", 3).unwrap();
        assert_eq!(
            err(inp.usize("b")),
            "line 2: expected b, found the end of the input"
        );
        for empty in ["", "\n\n", "\u{feff}", "\u{feff}\n"] {
            assert_eq!(
                err(Input::new(empty).usize("n")),
                "line 1: expected n, found the end of the input"
            );
        }
    }

    #[test]
    fn limits_only_where_they_exist() {
        let mut inp = Input::new("0 0 9 0 9");
        assert_eq!(
            err(inp.usize_in("n", 1, usize::MAX)),
            "line 1: n must be at least 1, found 0"
        );
        assert_eq!(
            err(inp.u64_in("T", 1, u64::MAX)),
            "line 1: T must be at least 1, found 0"
        );
        assert_eq!(
            err(inp.usize_in("r", 0, 5)),
            "line 1: r must be at most 5, found 9"
        );
        assert_eq!(
            err(inp.u64_in("k", 2, 5)),
            "line 1: k must be between 2 and 5, found 0"
        );
        assert_eq!(
            err(inp.u64_in("k", 2, 5)),
            "line 1: k must be between 2 and 5, found 9"
        );
    }

    #[test]
    fn counts_said_in_items() {
        let check = |text: &str, tokens: usize| {
            let mut inp = Input::new(text);
            let m = inp.usize("m").unwrap();
            err(inp.check_items("M", m, "edge", tokens))
        };
        assert_eq!(
            check("3\n1 2\n", 2),
            "line 2: M = 3 edges, but only 1 edge follows"
        );
        assert_eq!(
            check("3\n1 2\n3", 2),
            "line 3: M = 3 edges, but only 1 edge and 1 number follow"
        );
        assert_eq!(check("2\n", 2), "line 1: M = 2 edges, but no edge follows");
        assert_eq!(
            check("2\n7", 2),
            "line 2: M = 2 edges, but only 1 number follows"
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
            format!("line 2: M = {} edges, but only 1 edge follows", usize::MAX)
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
            "line 3: M = 2 edges, but only 1 edge and 1 number follow"
        );
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
        inp.check_items("M", 8, "edge", 2).unwrap();
        inp.u64s("end", 16).unwrap();
        inp.check_items("K", 4, "chip", 1).unwrap();
        inp.u64s("chip", 3).unwrap();
        assert_eq!(
            err(inp.u64("chip 4")),
            "line 10: K = 4 chips, but only 3 chips follow; \
             edge 8 on line 9 looks short: 1 number where each edge has 2"
        );
        let mut inp = Input::new(text);
        let _ = (inp.usize("N"), inp.usize("M"), inp.usize("K"));
        inp.check_items("M", 8, "edge", 2).unwrap();
        inp.u64s("end", 19).unwrap();
        assert_eq!(
            err(inp.u64("a chip")),
            "line 10: expected a chip, found the end of the input; \
             edge 8 on line 9 looks short: 1 number where each edge has 2"
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
            "line 4: M = 3 edges, but only 2 edges and 1 number follow; \
             edge 2 on line 3 looks short: 1 number where each edge has 2"
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
            "line 2: T = 4 needs at least 4 more numbers, but only 2 follow"
        );
        let mut inp = Input::new("3\nx\n");
        let n = inp.usize("N").unwrap();
        assert_eq!(
            err(inp.check_room(n, 4, "N")),
            "line 2: N = 3 needs at least 6 more values, but only 1 follows"
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
    fn room_for_announced_counts() {
        let inp = Input::new("1 2 3 4");
        assert!(inp.check_room(4, 2, "M").is_ok());
        assert!(inp.check_room(5, 2, "M").is_err());
        assert!(inp.check_room(usize::MAX, 2, "M").is_err());
    }

    #[test]
    fn long_tokens_are_cut() {
        assert_eq!(show(&[b'a'; 30]), format!("\"{}...\"", "a".repeat(24)));
    }

    #[cfg(feature = "proconio")]
    #[test]
    fn proconio_reads_from_input() {
        let mut inp = Input::new("3\n1 2 3\nabc\n");
        proconio::input! { from &mut inp, n: usize, a: [u64; n], s: proconio::marker::Chars }
        assert_eq!(a, [1, 2, 3]);
        assert_eq!(s, ['a', 'b', 'c']);
    }
}
