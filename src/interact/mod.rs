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
/// as the side that wins: [`Protocol::new`]'s [`Protocol::play`]. The
/// program says its side's name ([`Strategy::players`]), then writes its
/// moves and reads the judge's, one line each ([`Strategy::show_move`],
/// [`Strategy::parse_move`]), until the player to move has none. Returns
/// whether the program won.
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
    Protocol::new().play(judge, game, start)
}

/// How the program learns its side at the start of a game
/// ([`Protocol::opening`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    /// The program says the side it takes: the one that wins by the
    /// theory ([`Strategy::winning_move`] at the start).
    Chooses,
    /// The judge's line names the program's side, in the side words.
    Told,
    /// The program is the first player, and no side is said.
    First,
    /// The program is the second player, and no side is said.
    Second,
}

/// A game played on the judge's lines, configured rather than written: the
/// words of the two sides, who says the program's side, the line the judge
/// writes when it has no move left, and the line that refuses the
/// program's. The moves are the game's own notation
/// ([`Strategy::show_move`], [`Strategy::parse_move`]): a line of several
/// numbers or words. One call plays one game; a problem with several
/// reads each game's data and calls [`Protocol::play`] for each.
///
/// The defaults ([`Protocol::new`]): the sides are the game's players
/// ([`Strategy::players`]), the program chooses ([`Opening::Chooses`]),
/// the judge writes nothing when it has no move (both see that the game is
/// over), and a line of `-1`s (one or more) is a refusal.
///
/// ```
/// use cp_games::interact::{Judge, Protocol};
/// use cp_games::strategy::wythoff_game::Wythoff;
///
/// // The program says `Alice` (first) or `Bob`; a move is the two piles
/// // it leaves; the judge writes `0` when it has no move. Wythoff's game
/// // on piles 1 and 2 is lost for the first player: the program is Bob.
/// // The judge leaves 1 1, the program takes from both (`0 0`), and the
/// // judge, without a move, writes `0`: the program has won.
/// let protocol = Protocol::new().sides("Alice", "Bob").judge_cannot_move("0");
/// let mut said = Vec::new();
/// let mut judge = Judge::new(&b"1 1\n0\n"[..], &mut said);
/// assert!(protocol.play(&mut judge, &Wythoff, (1, 2)).unwrap());
/// drop(judge);
/// assert_eq!(String::from_utf8(said).unwrap(), "Bob\n0 0\n");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Protocol<'a> {
    /// The words of the sides, the first player's then the second's;
    /// `None`: the game's players ([`Protocol::sides`]).
    pub sides: Option<[&'a str; 2]>,
    /// How the program learns its side ([`Protocol::opening`]).
    pub opening: Opening,
    /// The judge's line when it has no move, if it writes one
    /// ([`Protocol::judge_cannot_move`]).
    pub cannot_move: Option<&'a str>,
    /// The judge's refusal line, where it is not a line of `-1`s
    /// ([`Protocol::refusal`]).
    pub refusal: Option<&'a str>,
}

impl Default for Protocol<'_> {
    fn default() -> Self {
        Protocol::new()
    }
}

impl<'a> Protocol<'a> {
    /// The defaults: see the type's documentation.
    pub const fn new() -> Self {
        Protocol {
            sides: None,
            opening: Opening::Chooses,
            cannot_move: None,
            refusal: None,
        }
    }

    /// The words of the sides, the first player's then the second's
    /// (`First`/`Second`, `Alice`/`Bob`): what the program says, or the
    /// judge tells it.
    pub const fn sides(self, first: &'a str, second: &'a str) -> Self {
        Protocol {
            sides: Some([first, second]),
            ..self
        }
    }

    /// How the program learns its side.
    pub const fn opening(self, opening: Opening) -> Self {
        Protocol { opening, ..self }
    }

    /// The line the judge writes in place of a move when it has none (`0
    /// 0`): the game is over. The program checks it: the line where the
    /// judge has a move, or another line where it has none, is an error.
    pub const fn judge_cannot_move(self, line: &'a str) -> Self {
        Protocol {
            cannot_move: Some(line),
            ..self
        }
    }

    /// The judge's line that refuses the program's last line (`WRONG`), in
    /// place of a line of `-1`s.
    pub const fn refusal(self, line: &'a str) -> Self {
        Protocol {
            refusal: Some(line),
            ..self
        }
    }

    /// Plays one game of `game` from `start`: the opening, then the moves,
    /// the program's written and the judge's read one line each, until the
    /// player to move has none (after the judge's line saying so, where
    /// there is one). The program plays the theory's winning move where it
    /// has one ([`program_move`]). Returns whether the program won. A line
    /// of the judge that is not a legal move, not the side words, or a
    /// refusal is an error naming its line.
    pub fn play<G: Strategy>(
        &self,
        judge: &mut Judge,
        game: &G,
        start: G::Position,
    ) -> Result<bool> {
        let words = self.sides.unwrap_or_else(|| game.players());
        let side = match self.opening {
            Opening::Chooses => {
                let side = usize::from(game.winning_move(&start).is_none());
                judge.say(words[side])?;
                side
            }
            Opening::Told => {
                let (line, text) = self.judge_line(judge, "the program's side")?;
                match words.iter().position(|w| *w == text) {
                    Some(side) => side,
                    None => {
                        return Err(error_on(
                            line,
                            format_args!(
                                "expected {} or {}, found {}",
                                words[0],
                                words[1],
                                input::show(text.as_bytes())
                            ),
                        ))
                    }
                }
            }
            Opening::First => 0,
            Opening::Second => 1,
        };
        let mut p = start;
        let mut turn = 0;
        loop {
            let some = game.some_move(&p);
            if turn == side {
                let Some(some) = some else {
                    return Ok(game.stuck_wins(&p));
                };
                let m = program_move(game, &p).unwrap_or(some);
                judge.say(game.show_move(&p, &m))?;
                p = game.apply(&p, &m);
            } else {
                if some.is_none() && self.cannot_move.is_none() {
                    return Ok(!game.stuck_wins(&p));
                }
                let (line, text) = self.judge_line(judge, "the judge's move")?;
                let said_stuck = self.cannot_move.is_some_and(|c| same_words(&text, c));
                match (some, said_stuck) {
                    (None, true) => return Ok(!game.stuck_wins(&p)),
                    (None, false) => {
                        return Err(error_on(
                            line,
                            format_args!(
                                "expected {:?}, the judge having no move, found {}",
                                self.cannot_move.unwrap_or_default(),
                                input::show(text.as_bytes())
                            ),
                        ))
                    }
                    (Some(m), true) => {
                        return Err(error_on(
                            line,
                            format_args!(
                                "the judge says it cannot move, but {} is a move",
                                input::show(game.show_move(&p, &m).as_bytes())
                            ),
                        ))
                    }
                    (Some(_), false) => {
                        let m = game.parse_move(&p, &text).map_err(|why| {
                            error_on(
                                line,
                                format_args!(
                                    "the judge's move {} is not legal: {why}",
                                    input::show(text.as_bytes())
                                ),
                            )
                        })?;
                        p = game.apply(&p, &m);
                    }
                }
            }
            turn ^= 1;
        }
    }

    /// The judge's next line (`what`, in the error where its lines have
    /// ended), trimmed, with its number; a refusal is an error.
    fn judge_line(&self, judge: &mut Judge, what: &str) -> Result<(usize, String)> {
        let Some((line, text)) = judge.text()? else {
            return Err(error_on(
                judge.lines_read() + 1,
                format_args!("expected {what}, found the end of the input"),
            ));
        };
        let refused = match self.refusal {
            Some(r) => same_words(&text, r),
            None => is_refusal(text.as_bytes()),
        };
        if refused {
            return Err(error_on(
                line,
                format_args!(
                    "the judge refused the line {:?} (it answered {text})",
                    judge.said,
                ),
            ));
        }
        Ok((line, text))
    }
}

/// Whether `a` and `b` hold the same words (spaces between them aside).
fn same_words(a: &str, b: &str) -> bool {
    a.split_ascii_whitespace().eq(b.split_ascii_whitespace())
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

    /// A protocol played against the judge's lines `lines`: the result (or
    /// its error) and what the program said.
    fn protocol_run(
        protocol: Protocol,
        lines: &str,
        start: (u64, u64),
    ) -> (std::result::Result<bool, String>, String) {
        use crate::strategy::wythoff_game::Wythoff;
        let mut out = Vec::new();
        let mut judge = Judge::new(lines.as_bytes(), &mut out);
        let won = protocol
            .play(&mut judge, &Wythoff, start)
            .map_err(|e| e.to_string());
        drop(judge);
        (won, String::from_utf8(out).unwrap())
    }

    #[test]
    fn a_protocol_opens_as_configured() {
        let words = Protocol::new().sides("Alice", "Bob");
        // Piles 1 and 1: the first player empties both and wins. The
        // judge has no move and says nothing.
        assert_eq!(
            protocol_run(words, "", (1, 1)),
            (Ok(true), "Alice\n0 0\n".to_string())
        );
        // Told its side: as the second player from 1 1, the program loses
        // whatever it does, and plays on; told the first, it wins.
        let told = words.opening(Opening::Told);
        assert_eq!(
            protocol_run(told, "Bob\n0 0\n", (1, 1)),
            (Ok(false), String::new())
        );
        assert_eq!(
            protocol_run(told, "Alice\n", (1, 1)),
            (Ok(true), "0 0\n".to_string())
        );
        assert_eq!(
            protocol_run(told, "Carol\n", (1, 1)).0,
            Err("line 1: expected Alice or Bob, found \"Carol\"".to_string())
        );
        // A fixed side says nothing first.
        assert_eq!(
            protocol_run(words.opening(Opening::First), "", (1, 2)).1,
            "0 2\n"
        );
        assert_eq!(
            protocol_run(words.opening(Opening::Second), "0 0\n", (1, 1)),
            (Ok(false), String::new())
        );
    }

    #[test]
    fn a_protocol_checks_the_judges_lines() {
        let stuck = Protocol::new().judge_cannot_move("0");
        // The judge's `0` where it has no move ends the game: the program
        // (second on 1 2) has won.
        assert_eq!(
            protocol_run(stuck, "1 1\n0\n", (1, 2)),
            (Ok(true), "Second\n0 0\n".to_string())
        );
        // `0` where the judge has a move; another line where it has none;
        // the judge's lines ended; an illegal move; refusals.
        let cases = [
            (
                stuck,
                "0\n",
                "line 1: the judge says it cannot move, but \"0 2\" is a move",
            ),
            (
                stuck,
                "1 1\n0 0\n",
                "line 2: expected \"0\", the judge having no move, found \"0 0\"",
            ),
            (
                stuck,
                "",
                "line 1: expected the judge's move, found the end of the input",
            ),
            (
                stuck,
                "2 2\n",
                "line 1: the judge's move \"2 2\" is not legal: ",
            ),
            (
                stuck,
                "1 1\n-1 -1\n",
                "line 2: the judge refused the line \"0 0\" (it answered -1 -1)",
            ),
            (
                stuck.refusal("WRONG"),
                "1 1\nWRONG\n",
                "line 2: the judge refused the line \"0 0\" (it answered WRONG)",
            ),
        ];
        for (protocol, lines, want) in cases {
            let (won, _) = protocol_run(protocol, lines, (1, 2));
            let got = won.unwrap_err();
            assert!(got.starts_with(want), "{lines:?}: {got}");
        }
        // With its own refusal word, a line of -1s is a move to read.
        let (won, _) = protocol_run(stuck.refusal("WRONG"), "-1 -1\n", (1, 2));
        assert!(won.unwrap_err().contains("is not legal"));
    }
}
