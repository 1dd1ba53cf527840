//! Interactive problems: the program plays against the judge's program, a
//! line at a time, over standard input and output.
//!
//! A judge's interactor sends the test's data (often several test cases),
//! then waits for the program's line before each of its own: a line that is
//! not flushed leaves both programs waiting, and the judge's time limit
//! ends the run. [`Judge`] is that conversation:
//!
//! - [`Judge::line`] reads the judge's next line (and [`Judge::lines`] a
//!   block of them) as an [`Input`], with the checked reads and their
//!   errors, which name the line's number among all the judge has sent;
//! - [`Judge::reply`] reads the judge's answer to a move, where a line of
//!   `-1`s means the judge refused the last line sent: that is an error
//!   naming the line;
//! - [`Judge::say`] writes one line and flushes it.
//!
//! [`run`] is the whole `main` of an interactive binary: it plays on
//! standard input and output and turns an error into one `error: ...` line
//! on stderr and exit status 1. [`play`] plays a game of the strategy
//! layer ([`Strategy`]) in its own notation, for the side that wins: a
//! problem whose protocol is that notation needs nothing else, and one with
//! its own protocol (its own words for the sides, end markers such as `0 0`)
//! writes its loop with [`Judge`], as `problems::xor_break` does.
//!
//! ```
//! use cp_games::input::Result;
//! use cp_games::interact::Judge;
//!
//! /// A guessing protocol: the judge sends n, the program asks `? x`, the
//! /// judge answers `<` (the hidden number is below x), `>` or `=`.
//! fn guess(judge: &mut Judge) -> Result<u64> {
//!     let n = judge.line()?.u64_in("n", 1, 1_000_000_000)?;
//!     let (mut lo, mut hi) = (1, n);
//!     loop {
//!         let x = lo + (hi - lo) / 2;
//!         judge.say(format_args!("? {x}"))?;
//!         let mut reply = judge.reply()?;
//!         match reply.token("<, > or =")? {
//!             b"<" => hi = x - 1,
//!             b">" => lo = x + 1,
//!             b"=" => return Ok(x),
//!             _ => return Err(reply.error("expected <, > or =")),
//!         }
//!     }
//! }
//!
//! // Against a judge that hides 7 among 1..=10, with its lines written ahead.
//! let mut said = Vec::new();
//! let mut judge = Judge::new(&b"10\n>\n<\n>\n=\n"[..], &mut said);
//! assert_eq!(guess(&mut judge).unwrap(), 7);
//! drop(judge);
//! assert_eq!(said, b"? 5\n? 8\n? 6\n? 7\n");
//! ```

use crate::input::{self, Input, InputError, Result};
use crate::strategy::{program_move, Strategy};
use std::fmt;
use std::io::{self, BufRead, Read, Write};

/// The longest line the judge may send, in bytes: a longer one is an
/// error, not a program that fills its memory.
pub const LONGEST_LINE: usize = 1 << 26;

/// The conversation with the judge's program: its lines read as they come,
/// the program's written and flushed one at a time.
pub struct Judge<'a> {
    from: Box<dyn BufRead + 'a>,
    to: Box<dyn Write + 'a>,
    /// Lines read so far.
    read: usize,
    /// The last line said, for the error when the judge refuses it.
    said: String,
    /// Who is at the other end, in messages: `the judge`, or `the
    /// program` for an interactor ([`Judge::facing`]).
    peer: &'static str,
}

impl<'a> Judge<'a> {
    /// A conversation that reads the judge's lines from `from` and writes
    /// the program's to `to`.
    pub fn new(from: impl BufRead + 'a, to: impl Write + 'a) -> Self {
        Judge {
            from: Box::new(from),
            to: Box::new(to),
            read: 0,
            said: String::new(),
            peer: "the judge",
        }
    }

    /// The same conversation, its errors naming the other end `peer`
    /// (`the program`, for an interactor's side) instead of `the judge`.
    pub fn facing(self, peer: &'static str) -> Self {
        Judge { peer, ..self }
    }

    /// The conversation on standard input and output, as judges run an
    /// interactive program.
    pub fn stdio() -> Judge<'static> {
        Judge::new(io::stdin().lock(), io::stdout().lock())
    }

    /// The judge's next line, to read with [`Input`]'s checked reads; an
    /// error names the line's number among the judge's lines. After the
    /// judge's last line, an empty input: its first read is the error
    /// `line N: expected ..., found the end of the input`.
    pub fn line(&mut self) -> Result<Input> {
        self.lines(1)
    }

    /// The judge's next `k` lines as one input (a graph's edges, one per
    /// line), for [`Input`]'s reads of many items at once.
    pub fn lines(&mut self, k: usize) -> Result<Input> {
        let first = self.read + 1;
        let mut text = Vec::new();
        for _ in 0..k {
            if !self.read_line(&mut text)? {
                break;
            }
        }
        Ok(Input::from_line(text, first))
    }

    /// [`Judge::line`] for the judge's answer to the program's last line:
    /// a line of `-1`s (one or more) is the judge's refusal, which ends the
    /// game, and comes back as the error `line N: the judge refused the
    /// line "..."`.
    pub fn reply(&mut self) -> Result<Input> {
        let (line, text) = self.reply_text()?;
        Ok(Input::from_line(text, line))
    }

    /// The judge's next line as text (not UTF-8 replaced, the ends of the
    /// line trimmed) with its number, for a protocol whose lines are read
    /// whole (a move in a game's notation); `None` after the last line.
    pub fn text(&mut self) -> Result<Option<(usize, String)>> {
        let mut text = Vec::new();
        Ok(match self.read_line(&mut text)? {
            true => Some((self.read, String::from_utf8_lossy(&text).trim().to_string())),
            false => None,
        })
    }

    /// The judge's answer as its line's number and text, the refusal
    /// (`-1`) an error.
    fn reply_text(&mut self) -> Result<(usize, Vec<u8>)> {
        let line = self.read + 1;
        let mut text = Vec::new();
        self.read_line(&mut text)?;
        if is_refusal(&text) {
            return Err(error_on(
                line,
                format_args!(
                    "the judge refused the line {:?} (it answered -1)",
                    self.said
                ),
            ));
        }
        Ok((line, text))
    }

    /// Writes `text` and a line break, and flushes them to the judge. The
    /// judge having stopped reading (its program ended) is an error.
    pub fn say(&mut self, text: impl fmt::Display) -> Result<()> {
        self.said = text.to_string();
        let sent = writeln!(self.to, "{}", self.said).and_then(|()| self.to.flush());
        sent.map_err(|e| match e.kind() {
            io::ErrorKind::BrokenPipe => InputError::lineless(format!(
                "{} stopped reading before the line {:?}",
                self.peer, self.said
            )),
            _ => InputError::lineless(format!("cannot write to {}: {e}", self.peer)),
        })
    }

    /// The last line said ([`Judge::say`]), without its line break.
    pub fn last_said(&self) -> &str {
        &self.said
    }

    /// How many lines the judge has sent so far.
    pub fn lines_read(&self) -> usize {
        self.read
    }

    /// Appends the next line to `text`; `false` at the end of the judge's
    /// lines.
    fn read_line(&mut self, text: &mut Vec<u8>) -> Result<bool> {
        let start = text.len();
        let limit = LONGEST_LINE as u64 + 1;
        let n = (&mut self.from)
            .take(limit)
            .read_until(b'\n', text)
            .map_err(|e| {
                InputError::lineless(format!("cannot read the lines of {}: {e}", self.peer))
            })?;
        if n == 0 {
            return Ok(false);
        }
        self.read += 1;
        if text.len() - start > LONGEST_LINE {
            return Err(error_on(
                self.read,
                format_args!("the line is longer than {LONGEST_LINE} bytes"),
            ));
        }
        if text.last() != Some(&b'\n') {
            text.push(b'\n');
        }
        Ok(true)
    }
}

/// Whether `line` is a refusal: one or more `-1`s and nothing else.
pub fn is_refusal(line: &[u8]) -> bool {
    let mut words = line
        .split(u8::is_ascii_whitespace)
        .filter(|w| !w.is_empty());
    words.next() == Some(b"-1") && words.all(|w| w == b"-1")
}

/// An error on line `line` of the judge's lines: `line 4: {msg}`.
pub fn error_on(line: usize, msg: impl fmt::Display) -> InputError {
    Input::from_line(Vec::new(), line).error(msg)
}

/// The whole `main` of an interactive binary: plays on standard input and
/// output with `play`; an error is one `error: ...` line on stderr and exit
/// status 1 (the judge has already been told nothing more). `-h`/`--help`
/// and `-V`/`--version` are answered as [`input::run`] answers them; any
/// other argument is an error with exit status 2. `run(play)` answers as
/// [`Binary::serve`](crate::binary::Binary::serve) of a
/// [`Binary`](crate::binary::Binary) that offers nothing but `play`.
pub fn run(play: impl FnOnce(&mut Judge) -> Result<()>) {
    judge_path(&[], ("cp-games", env!("CARGO_PKG_VERSION")), play)
}

/// An interactive binary's judge path: `--help` (listing `more` ways to call the binary) and `--version`
/// (naming `package`) first; any other argument is a usage error; else
/// `play` plays on standard input and output.
pub(crate) fn judge_path(
    more: &[(&str, &str)],
    package: (&str, &str),
    play: impl FnOnce(&mut Judge) -> Result<()>,
) {
    #[cfg(not(feature = "lean"))]
    {
        let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
        let usage = input::help_or_version(
            &args,
            (
                "",
                "plays against a judge's interactive program: reads its lines on standard \
                 input and writes moves on standard output",
            ),
            more,
            Some(package),
        );
        if args.len() > 1 {
            input::fail(
                2,
                &format_args!("an interactive program takes no argument ({usage})"),
            );
        }
    }
    #[cfg(feature = "lean")]
    let _ = (more, package);
    if let Err(e) = play(&mut Judge::stdio()) {
        input::fail(1, &e)
    }
}

/// Plays `game` from `start` against the judge in the game's own notation,
/// as the side that wins (the first player when [`Strategy::winning_move`]
/// finds a move at the start): says that side's name
/// ([`Strategy::players`]), then writes the program's moves and reads the
/// judge's, one line each ([`Strategy::show_move`],
/// [`Strategy::parse_move`]), until the player to move has none. Returns
/// whether the program won. A move of the judge that the rules refuse is an
/// error naming its line and the reason.
///
/// ```
/// use cp_games::interact::{play, Judge};
/// use cp_games::strategy::anti_nim::AntiNim;
///
/// // Misère Nim (who takes the last stone loses) on heaps 1 and 2: the
/// // program moves first (as `John`, the problem's first player) and
/// // empties heap 2 (`2 2`); the judge must take the last stone (`1 1`),
/// // and the program, without a move, has won.
/// let mut said = Vec::new();
/// let mut judge = Judge::new(&b"1 1\n"[..], &mut said);
/// assert!(play(&mut judge, &AntiNim, vec![1, 2]).unwrap());
/// drop(judge);
/// assert_eq!(String::from_utf8(said).unwrap(), "John\n2 2\n");
/// ```
pub fn play<G: Strategy>(judge: &mut Judge, game: &G, start: G::Position) -> Result<bool> {
    let side = usize::from(game.winning_move(&start).is_none());
    judge.say(game.players()[side])?;
    let mut p = start;
    let mut turn = 0;
    loop {
        let Some(some) = game.some_move(&p) else {
            // The player to move has no move.
            let mover_wins = game.stuck_wins(&p);
            return Ok(mover_wins == (turn == side));
        };
        let m = if turn == side {
            let m = program_move(game, &p).unwrap_or(some);
            judge.say(game.show_move(&p, &m))?;
            m
        } else {
            let (line, text) = judge.reply_text()?;
            let text = String::from_utf8_lossy(&text);
            let text = text.trim();
            game.parse_move(&p, text).map_err(|why| {
                error_on(
                    line,
                    format_args!("the judge's move {text:?} is not legal: {why}"),
                )
            })?
        };
        p = game.apply(&p, &m);
        turn ^= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::anti_nim::AntiNim;

    fn err<T>(r: Result<T>) -> String {
        match r {
            Ok(_) => panic!("expected an error"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn lines_are_numbered_across_reads() {
        let mut out = Vec::new();
        let mut judge = Judge::new(&b"2\n1 2\n2 3\nx\n"[..], &mut out);
        assert_eq!(judge.line().unwrap().u64("n").unwrap(), 2);
        let mut edges = judge.lines(2).unwrap();
        assert_eq!(edges.edges1(2, 3).unwrap(), vec![(0, 1), (1, 2)]);
        assert_eq!(judge.lines_read(), 3);
        assert_eq!(
            err(judge.line().unwrap().u64("k")),
            "line 4: expected k, found \"x\""
        );
        assert_eq!(
            err(judge.line().unwrap().u64("k")),
            "line 5: expected k, found the end of the input"
        );
    }

    #[test]
    fn a_line_without_its_break_is_read_whole() {
        let mut out = Vec::new();
        let mut judge = Judge::new(&b"7 8"[..], &mut out);
        let mut line = judge.line().unwrap();
        assert_eq!((line.u64("a").unwrap(), line.u64("b").unwrap()), (7, 8));
        line.end().unwrap();
    }

    #[test]
    fn minus_one_is_the_judges_refusal() {
        let mut out = Vec::new();
        let mut judge = Judge::new(&b"-1 -1\n-1 2\n"[..], &mut out);
        judge.say("3 4").unwrap();
        assert_eq!(
            err(judge.reply()),
            "line 1: the judge refused the line \"3 4\" (it answered -1)"
        );
        // Only a line of -1s is a refusal.
        let mut line = judge.reply().unwrap();
        assert_eq!(line.i64("a").unwrap(), -1);
    }

    #[test]
    fn a_closed_judge_is_an_error() {
        struct Closed;
        impl Write for Closed {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut judge = Judge::new(&b""[..], Closed);
        assert_eq!(
            err(judge.say("First")),
            "the judge stopped reading before the line \"First\""
        );
        // An interactor's side names the program.
        let mut program = Judge::new(&b""[..], Closed).facing("the program");
        assert_eq!(
            err(program.say("0 0")),
            "the program stopped reading before the line \"0 0\""
        );
    }

    #[test]
    fn an_endless_line_is_refused() {
        let long = vec![b'7'; LONGEST_LINE + 10];
        let mut out = Vec::new();
        let mut judge = Judge::new(&long[..], &mut out);
        assert_eq!(
            err(judge.line()),
            format!("line 1: the line is longer than {LONGEST_LINE} bytes")
        );
    }

    #[test]
    fn play_refuses_an_illegal_move_and_wins_from_either_side() {
        // Heaps 1 and 2, the program first; the judge's reply is refused.
        let mut out = Vec::new();
        let mut judge = Judge::new(&b"1 5\n"[..], &mut out);
        assert_eq!(
            err(play(&mut judge, &AntiNim, vec![1, 2])),
            "line 1: the judge's move \"1 5\" is not legal: pile 1 holds only 1"
        );
        // Heaps 1 and 1: the program takes one, the judge the last.
        let mut out = Vec::new();
        let mut judge = Judge::new(&b"2 1\n"[..], &mut out);
        assert!(play(&mut judge, &AntiNim, vec![1, 1]).unwrap());
        drop(judge);
        assert_eq!(out, b"John\n1 1\n");
        // Heaps 1, 1, 1 are lost for the first player: the program is the
        // second, and the judge takes the last stone.
        let mut out = Vec::new();
        let mut judge = Judge::new(&b"1 1\n3 1\n"[..], &mut out);
        assert!(play(&mut judge, &AntiNim, vec![1, 1, 1]).unwrap());
        drop(judge);
        assert_eq!(String::from_utf8(out).unwrap(), "Brother\n2 1\n");
    }
}
