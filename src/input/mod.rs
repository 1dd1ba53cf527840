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
//! - words over an alphabet, such as a board given as a string:
//!   [`Input::word`] (`line 2: the board, character 3: unexpected
//!   character "x" (expected one of ".X")`, `the board must have between 1
//!   and 100 characters, found 103`);
//! - counts the input announces, checked against what follows before
//!   anything is allocated for them, errors on the count's line:
//!   [`Input::check_items`] (`line 1: m = 3 edges, but only 1 edge
//!   follows`), [`Input::check_items_at`] for a count read earlier
//!   ([`Input::place`]), and [`Input::check_room`]; sizes
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
//! - the line of the item at fault, and which game, edge, row or move
//!   ([`Input::within`]); an input that ends too early is reported at its
//!   last line that holds anything (`error: line 1: game 2: expected the
//!   second pile, found the end of the input`);
//! - a count against what follows it, in the input's items, at the
//!   count's line: `error: line 1: m = 3 edges, but only 1 edge follows`.
//!   Where the items stood one per line and one of them has too few
//!   numbers, the error is put at that item's line, since a missing number
//!   shifts everything after it and the input goes wrong only later, with
//!   what went wrong then in brackets: `error: line 9: edge 8 looks short:
//!   1 number where each edge has 2 (reading on from it: line 1: K = 4
//!   chips, but only 3 chips follow)`, `error: line 3: edge 2 looks short:
//!   1 number where each edge has 2 (reading on from it: line 5: edge 4:
//!   vertex 0 is out of range 1..=4)`;
//! - a bound only where the program has one, and always the bound, even
//!   for a number no type holds: `the number of rows n must be at least 1,
//!   found 0`, `the number of vertices n must be between 1 and 10000000,
//!   found 99999999999999999999`;
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
//! anything is sized by it, which also gives the count messages above; the
//! count is named as `what` gives it, `M = 3 edges`, and a label that
//! states its value already (`n - 1 = 4`) is not given it twice.
//! [`run`] is made of [`open`] (the file or standard input), [`answer`]
//! (solve and print) and [`fail`] (the error line and the exit status), for
//! a program that handles options of its own first, as the `play` module's
//! `offer` does. A program that answers a binary's input held in memory (a
//! page, a test, a bot) calls the binary's solver itself, from its
//! [`Binary`](crate::binary::Binary) value.
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
//! `tests/crate_wide/lib_input.rs` checks every read's values
//! and exact messages by hand, every number read against
//! `str::parse::<i128>` on thousands of seeded random tokens (and on long
//! runs of plain numbers, which take the fast path), the plain-number read
//! after 0 to 20 digits followed by every byte value, the `n`-item,
//! index, edge, tree, cell and closing-line reads against token-by-token
//! references (for trees, a naive connectivity check per edge), and a
//! typical format read with the basic and with the typed reads, which agree
//! on thousands of random and corrupted inputs; `tests/crate_wide/command_line.rs`
//! runs every binary with a file argument, `-`, `--help`, `--version`,
//! wrong arguments and a closed standard output; `tests/crate_wide/changing_input.rs`
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

mod checked;
mod error;
mod numbers;
mod reader;
mod run;

pub use error::{char_len, show, InputError, Result};
pub(crate) use error::{plural, quote, vertices};
// For the other runner of the crate, which answers `--help` and `--version`
// as `run` does; a build with `lean` and without `play` leaves this unused.
#[cfg_attr(all(feature = "lean", not(feature = "play")), allow(unused_imports))]
#[cfg(any(feature = "play", not(feature = "lean")))]
pub(crate) use run::help_or_version;
pub(crate) use run::judge_path;
pub use run::{answer, fail, open, run, run_package, usage, version};

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
    /// [`Input::count_terms`] once a count is checked: what says an error
    /// in the terms of the counts. Called through this pointer, which only
    /// the count checks set, it is no part of a program that checks no
    /// count (nor of its bundle).
    counted: Option<fn(&Input, InputError, bool) -> InputError>,
    /// The lines of a longer text before this one's first line
    /// ([`Input::from_line`]): 0 for a whole input.
    before: usize,
}

/// Where a token stands in the input: [`Input::place`] gives the last
/// token read's, so that an error found later can name its line
/// ([`Input::error_at`], [`Input::check_items_at`]). O(1) to take; the line
/// is counted only for an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place(usize);

/// A count of items the input announces, as the checks and reads sized by
/// one take it ([`Input::check_items`], [`Input::check_room`],
/// [`Input::u64s`], [`Grid::read`](crate::grid::Grid::read)): a `usize`,
/// or a `u64` as [`Input::u64`] reads it. A count read as `u64` is checked
/// as the input states it on every target: on one whose `usize` is 32 bits
/// (WebAssembly's), a count of 2^32 or more is refused in the same words
/// as on a 64-bit target (no input has room for its items), where a read
/// as `usize` would call it too large. A count written as a literal is an
/// `i32`: a negative one panics.
///
/// # Example
/// ```
/// use cp_games::input::Input;
/// let mut inp = Input::new("5000000000\n1 2\n");
/// let m = inp.u64("M").unwrap();
/// assert_eq!(inp.check_items("M", m, "edge", 2).unwrap_err().to_string(),
///            "line 1: M = 5000000000 edges, but only 1 edge follows");
/// ```
pub trait ItemCount: Copy {
    /// The count as a `u64`.
    fn get(self) -> u64;
}

impl ItemCount for usize {
    #[inline]
    fn get(self) -> u64 {
        // usize -> u64 is lossless on every supported target.
        self as u64
    }
}

impl ItemCount for u64 {
    #[inline]
    fn get(self) -> u64 {
        self
    }
}

/// A literal count (`inp.u64s("pile", 3)`).
impl ItemCount for i32 {
    #[inline]
    fn get(self) -> u64 {
        u64::try_from(self).expect("a count is not negative")
    }
}

/// A count the input announced (`M = 8` edges of 2 numbers) and where its
/// items start.
struct Count {
    /// The count as `what` named it (`M`, `n - 1 = 4`), or as its errors
    /// state it (`the grid has 3 rows`) if `whole`: [`Count::lead`].
    name: String,
    whole: bool,
    count: u64,
    item: &'static str,
    tokens: usize,
    /// Where the items start.
    start: usize,
    /// Where the count stands: its errors are on its line.
    at: usize,
}

/// Token separators: space, tab, LF, vertical tab, form feed, CR (C's
/// `isspace`).
#[inline]
fn is_space(b: u8) -> bool {
    const SPACES: u64 = 1 << b' ' | 1 << b'\t' | 1 << b'\n' | 1 << 0x0b | 1 << 0x0c | 1 << b'\r';
    b < 64 && SPACES >> b & 1 == 1
}

/// The message of a read's error, for the tests of the parts.
#[cfg(test)]
fn err<T: std::fmt::Debug>(r: Result<T>) -> String {
    r.unwrap_err().to_string()
}
