//! The judge's side of an interactive problem, at home: a program that
//! sends a test's data, plays the judge's moves, and checks every line the
//! program under test writes against the rules.
//!
//! An interactive binary answers `--judge FILE [MODE [SEED]]` with its
//! problem's interactor ([`offer_judge`]), and every game of this crate
//! answers it with [`StrategyJudge`]: the game played in its own notation
//! against the program's `--interactive FILE`. A run connects the two over
//! pipes (`cargo cp-interact`, or `tests/common` in the repository): the
//! interactor's verdict is its exit status, 0 when the program won every
//! game and kept the protocol, 1 with one `wrong answer: ...` line on
//! stderr otherwise.
//!
//! The judge of an interactive problem is adaptive: it chooses its moves
//! as the game goes, so a program must win against every reply, not one.
//! [`Mode`] says how this one chooses.

pub mod coloring_game;
pub mod decreasing_game;
pub mod xor_break;

use super::Game;
use crate::input::{self, show, Input, InputError};
use crate::interact::{error_on, is_refusal, Judge, Opening, Protocol};
use crate::rng::Rng;
use crate::strategy::{program_move, Strategy};
use std::ffi::OsString;

/// How an interactor picks its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// By the game's theory: a winning move wherever it has one (the
    /// program's mistakes are punished), and otherwise the move the
    /// problem's interactor finds hardest (a search where the positions
    /// are small enough, a heuristic of the theory elsewhere).
    Best,
    /// Uniformly at random among the legal moves (or a wide random sample
    /// of them where they are too many to list).
    Random,
    /// The first legal move: the same game every time.
    First,
}

impl Mode {
    /// Every mode, as [`Mode::name`] spells them.
    pub const ALL: [Mode; 3] = [Mode::Best, Mode::Random, Mode::First];

    /// `best`, `random` or `first`.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Best => "best",
            Mode::Random => "random",
            Mode::First => "first",
        }
    }

    /// The mode named `name`.
    pub fn parse(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == name)
    }
}

/// Why an interactor refused the program's play, said as `wrong answer:
/// {reason}`: a sentence without the final full stop, naming the
/// program's line. Made from a `String`, and from the [`InputError`] of a
/// read or a write of the program's lines ([`Judge`]), so that `?` turns
/// either into the ruling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongAnswer(pub String);

impl std::fmt::Display for WrongAnswer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<String> for WrongAnswer {
    fn from(reason: String) -> Self {
        WrongAnswer(reason)
    }
}

impl From<&str> for WrongAnswer {
    fn from(reason: &str) -> Self {
        WrongAnswer(reason.to_string())
    }
}

impl From<InputError> for WrongAnswer {
    fn from(e: InputError) -> Self {
        WrongAnswer(e.to_string())
    }
}

/// An interactor's ruling on a run: `Ok` with its summary when the
/// program won every game and kept the protocol, `Err` with the reason
/// otherwise.
pub type Ruling = std::result::Result<String, WrongAnswer>;

/// The judge's side of an interactive problem, in two steps: the test
/// file is read and checked first ([`Interactor::read`]), so that a test
/// file that is not a valid input is the interactor's failure (`error:
/// ...`), never the program's; then the games are played
/// ([`Interactor::judge`]). docs/interactive.md has a whole one, for a
/// problem of a user's own.
pub trait Interactor {
    /// A test file's data, read.
    type Test;

    /// Reads a test file (the problem's input) and checks it as the
    /// problem's constraints say.
    fn read(&self, test: &mut Input) -> input::Result<Self::Test>;

    /// Plays the judge's side of `test` against the program behind
    /// `program`: `Ok` with a line that sums up the games (`3 games, 41
    /// moves of the program`) when the program won every game and kept the
    /// protocol, `Err` with what it did wrong otherwise.
    fn judge(&self, test: Self::Test, program: &mut Judge, mode: Mode, rng: &mut Rng) -> Ruling;
}

/// An [`Interactor`] whatever its test's type, as a
/// [`Binary`](crate::binary::Binary) holds it: every `Interactor` is one.
pub trait Referee {
    /// Reads `test` ([`Interactor::read`]; its error is the test file's)
    /// and judges the program on it ([`Interactor::judge`]).
    fn referee(
        &self,
        test: &mut Input,
        program: &mut Judge,
        mode: Mode,
        rng: &mut Rng,
    ) -> input::Result<Ruling>;
}

impl<I: Interactor> Referee for I {
    fn referee(
        &self,
        test: &mut Input,
        program: &mut Judge,
        mode: Mode,
        rng: &mut Rng,
    ) -> input::Result<Ruling> {
        let test = self.read(test)?;
        Ok(self.judge(test, program, mode, rng))
    }
}

/// Handles `--judge FILE [MODE [SEED]]` with `interactor`: runs it on the
/// test `FILE` against the program on standard input and output, in mode
/// `MODE` (default `best`) with random choices from `SEED` (default 1),
/// and ends the program: exit status 0 and the summary on stderr when the
/// program won, 1 and `wrong answer: ...` otherwise, 2 for a wrong command
/// line, 1 and `error: ...` for a test file that is not a valid input.
/// Returns when the command line is not `--judge ...`.
pub fn offer_judge(interactor: &dyn Referee) {
    let args: Vec<OsString> = std::env::args_os().collect();
    judge_options(&args, interactor)
}

/// [`offer_judge`] on the command line `args` (the program's name first).
pub(crate) fn judge_options(args: &[OsString], interactor: &dyn Referee) {
    if args.get(1).map_or(true, |a| a != "--judge") {
        return;
    }
    let usage = "usage: --judge FILE [best|random|first [SEED]]";
    if !(3..=5).contains(&args.len()) {
        input::fail(
            2,
            &format_args!("--judge takes a test file, a mode and a seed ({usage})"),
        );
    }
    let mode = match args.get(3).map(|a| a.to_string_lossy()) {
        None => Mode::Best,
        Some(m) => Mode::parse(&m)
            .unwrap_or_else(|| input::fail(2, &format_args!("unknown mode {m:?} ({usage})"))),
    };
    let seed = match args.get(4).map(|a| a.to_string_lossy()) {
        None => 1,
        Some(s) => s.parse().unwrap_or_else(|_| {
            input::fail(2, &format_args!("the seed {s:?} is not a number ({usage})"))
        }),
    };
    let mut test = input::open(Some(&args[2])).unwrap_or_else(|e| input::fail(1, &e));
    let mut program = Judge::stdio().facing("the program");
    let file = std::path::Path::new(&args[2]).display().to_string();
    let (status, line) = verdict(interactor, &file, &mut test, &mut program, mode, seed);
    eprintln!("{line}");
    std::process::exit(status)
}

/// What `--judge` ends with: the exit status and the line for stderr.
/// `ok: {summary}` (0) when the program won; `wrong answer: {why}` (1)
/// when it did not, after a line `-1` that tells a program still waiting
/// that the game is over, as judges do, unless the interactor's last line
/// was already a refusal (`-1 -1`); `error: the test file {file}: ...`
/// (1) when the test file is not a valid input: the interactor's failure.
pub(crate) fn verdict(
    interactor: &dyn Referee,
    file: &str,
    test: &mut Input,
    program: &mut Judge,
    mode: Mode,
    seed: u64,
) -> (i32, String) {
    match interactor.referee(test, program, mode, &mut Rng::new(seed)) {
        Err(e) => (1, format!("error: the test file {file}: {e}")),
        Ok(Ok(summary)) => (0, format!("ok: {summary}")),
        Ok(Err(why)) => {
            if !is_refusal(program.last_said().as_bytes()) {
                let _ = program.say(-1);
            }
            (1, format!("wrong answer: {why}"))
        }
    }
}

/// A game's move picked by `mode` from `p`, for the judge's side of any
/// game ([`StrategyJudge`]): `best` is the theory's move ([`program_move`]),
/// `first` the first legal one, and `random` one of these two at random
/// (a game's full list of moves may be too long to draw from: the
/// problems' own interactors draw from all of them).
pub fn judge_move<G: Strategy>(
    game: &G,
    p: &G::Position,
    mode: Mode,
    rng: &mut Rng,
) -> Option<G::Move> {
    match mode {
        Mode::Best => program_move(game, p),
        Mode::First => game.some_move(p),
        // Every game names its first legal move and the theory's cheaply,
        // at any size; listing all its moves may not be cheap (a pile of
        // 10^18 stones), so the random choice is between those two.
        Mode::Random => {
            let first = game.some_move(p)?;
            match program_move(game, p) {
                Some(best) if rng.chance(0.5) => Some(best),
                _ => Some(first),
            }
        }
    }
}

/// Any game of this crate as an interactive problem in its own notation:
/// for each position of the test file ([`Game::starts`]), the program says
/// the side it takes ([`Strategy::players`]), then the two write their
/// moves in turn, one line each, until the player to move has none; the
/// program must win every game. The program's side is `--interactive
/// FILE` of the same binary ([`interact::play`](crate::interact::play)
/// for each position).
pub struct StrategyJudge<'a, G>(pub &'a G);

impl<G: Game> Interactor for StrategyJudge<'_, G> {
    type Test = Vec<G::Position>;

    /// The test file's positions ([`Game::starts`]), each one the game
    /// plays ([`Game::playable`]).
    fn read(&self, test: &mut Input) -> input::Result<Vec<G::Position>> {
        let (starts, _) = self.0.starts(test)?;
        playable(self.0, &starts)?;
        Ok(starts)
    }

    fn judge(
        &self,
        starts: Vec<G::Position>,
        program: &mut Judge,
        mode: Mode,
        rng: &mut Rng,
    ) -> Ruling {
        let mut moves = 0;
        for (k, start) in starts.iter().enumerate() {
            moves += referee(&Protocol::new(), program, self.0, start.clone(), mode, rng)
                .map_err(|e| format!("game {}: {e}", k + 1))?;
        }
        let games = starts.len();
        Ok(format!(
            "{games} game{} won by the program, {moves} move{} of the program",
            if games == 1 { "" } else { "s" },
            if moves == 1 { "" } else { "s" }
        ))
    }
}

/// The judge's side of one game of `game` from `start` played by
/// `protocol` ([`Protocol::play`] is the program's): reads the program's
/// side (or tells it the winning one, or expects none, by the protocol's
/// [`Opening`]), then checks each of the program's moves against the rules
/// and plays its own, picked by `mode` ([`judge_move`]), until the player
/// to move has none; where the judge has none, it writes the protocol's
/// line for that (`0 0`), if any. Returns how many moves the program made
/// when it won. A move the rules refuse gets the protocol's refusal line
/// (`-1` by default) and is the wrong answer, as is a side that is not one
/// of the two words, or a lost game.
pub fn referee<G: Strategy>(
    protocol: &Protocol,
    program: &mut Judge,
    game: &G,
    start: G::Position,
    mode: Mode,
    rng: &mut Rng,
) -> std::result::Result<usize, WrongAnswer> {
    let words = protocol.sides.unwrap_or_else(|| game.players());
    let side = match protocol.opening {
        Opening::Chooses => {
            // A player's name may hold spaces (`Oregon Maple`).
            let Some((at, word)) = program.text()? else {
                return Err("the program's lines ended before it chose a side".into());
            };
            match words.iter().position(|p| *p == word) {
                Some(side) => side,
                None => {
                    return Err(error_on(
                        at,
                        format_args!(
                            "the side {} is neither {} nor {}",
                            show(word.as_bytes()),
                            words[0],
                            words[1]
                        ),
                    )
                    .into())
                }
            }
        }
        Opening::Told => {
            let side = usize::from(game.winning_move(&start).is_none());
            program.say(words[side])?;
            side
        }
        Opening::First => 0,
        Opening::Second => 1,
    };
    let mut p = start;
    let mut turn = 0;
    let mut moves = 0;
    loop {
        if game.some_move(&p).is_none() {
            if turn != side {
                if let Some(line) = protocol.cannot_move {
                    program.say(line)?;
                }
            }
            if game.stuck_wins(&p) != (turn == side) {
                return Err(format!(
                    "the program, as {}, lost: {}",
                    words[side],
                    game.ended(&p)
                        .unwrap_or_else(|| format!("{} has no move", words[turn]))
                )
                .into());
            }
            return Ok(moves);
        }
        let m = if turn == side {
            let Some((line, text)) = program.text()? else {
                return Err(format!(
                    "the program's lines ended where {} was to move",
                    words[side]
                )
                .into());
            };
            moves += 1;
            match game.parse_move(&p, &text) {
                Ok(m) => m,
                Err(why) => {
                    program.say(protocol.refusal.unwrap_or("-1"))?;
                    return Err(error_on(
                        line,
                        format_args!("the move {} is not legal: {why}", show(text.as_bytes())),
                    )
                    .into());
                }
            }
        } else {
            let m = judge_move(game, &p, mode, rng).expect("a position with a move");
            program.say(game.show_move(&p, &m))?;
            m
        };
        p = game.apply(&p, &m);
        turn ^= 1;
    }
}

/// Checks that `game` plays each of `starts` ([`Game::playable`]): the
/// error names the first that it does not, as `game K: ...`.
pub(crate) fn playable<G: Game>(game: &G, starts: &[G::Position]) -> input::Result<()> {
    for (k, p) in starts.iter().enumerate() {
        if let Err(why) = game.playable(p) {
            return Err(InputError::lineless(format!("game {}: {why}", k + 1)));
        }
    }
    Ok(())
}

/// Which program wrote a line of a [`Run`]'s transcript.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The program under test.
    Program,
    /// The interactor.
    Judge,
}

/// How a run of a program against an interactor ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The interactor accepted: its summary line (`ok: ...`).
    Accepted(String),
    /// The interactor refused the program's play: its reason.
    WrongAnswer(String),
    /// The interactor accepted, but the program failed (an exit status
    /// other than 0): its error line.
    ProgramFailed(String),
    /// The two were still running at the time limit: who was waiting for
    /// whose line.
    TimeLimit(String),
    /// The interactor itself failed (a bad test file, a crash).
    JudgeFailed(String),
}

impl std::fmt::Display for Ending {
    /// The verdict as `cargo cp-interact` prints it: `accepted: ...`,
    /// `wrong answer: ...`, `program failed: ...`, `time limit: ...` or
    /// `interactor failed: ...`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (verdict, why) = match self {
            Ending::Accepted(s) => ("accepted", s),
            Ending::WrongAnswer(s) => ("wrong answer", s),
            Ending::ProgramFailed(s) => ("program failed", s),
            Ending::TimeLimit(s) => ("time limit", s),
            Ending::JudgeFailed(s) => ("interactor failed", s),
        };
        write!(f, "{verdict}: {why}")
    }
}

/// A run of a program against an interactor ([`connect`]).
#[derive(Clone, Debug)]
pub struct Run {
    /// The verdict.
    pub outcome: Ending,
    /// The lines in the order they passed, with who wrote it: each line's
    /// first [`KEPT_LINE`] bytes, and `... (N bytes)` after them where it
    /// was longer; the last [`KEPT_TRANSCRIPT`] bytes of them, after
    /// [`Run::lines_before`] lines left out ([`connect_to`] writes every
    /// line to a file as it passes).
    pub transcript: Vec<(Side, String)>,
    /// How many lines passed before the first of [`Run::transcript`].
    pub lines_before: usize,
    /// What the program wrote on stderr: its last [`KEPT_STDERR`] bytes,
    /// from a line's start, after `(N bytes before these)` where it wrote
    /// more.
    pub program_stderr: String,
    /// What the interactor wrote on stderr, kept as `program_stderr` is.
    pub judge_stderr: String,
    /// From the start to the end of both (or to the time limit).
    pub elapsed: std::time::Duration,
}

/// How much of the transcript [`Run`] keeps: its last lines, this many
/// bytes of them (each line counted with [`LINE_COST`] bytes more, what
/// holding it takes besides its text).
pub const KEPT_TRANSCRIPT: usize = 16 << 20;

/// What holding one line of the transcript takes besides its text.
pub const LINE_COST: usize = 64;

/// The lines that passed: the last of them, how many of each side's in
/// all, and where each one is written as it passes.
struct Lines {
    kept: std::collections::VecDeque<(Side, String)>,
    bytes: usize,
    dropped: usize,
    /// Lines of the program, then of the interactor, in all.
    passed: [usize; 2],
    sink: Option<Box<dyn std::io::Write + Send>>,
    /// The first error writing to `sink`.
    sink_error: Option<std::io::Error>,
}

impl Lines {
    fn push(&mut self, side: Side, text: String) {
        if let (Some(sink), None) = (&mut self.sink, &self.sink_error) {
            let mark = if side == Side::Program { "> " } else { "< " };
            if let Err(e) = writeln!(sink, "{mark}{text}") {
                self.sink_error = Some(e);
            }
        }
        self.passed[usize::from(side == Side::Judge)] += 1;
        self.bytes += text.len() + LINE_COST;
        self.kept.push_back((side, text));
        while self.bytes > KEPT_TRANSCRIPT {
            let Some((_, gone)) = self.kept.pop_front() else {
                break;
            };
            self.bytes -= gone.len() + LINE_COST;
            self.dropped += 1;
        }
    }
}

/// How much of each side's standard error [`Run`] keeps: its end.
pub const KEPT_STDERR: usize = 64 * 1024;

/// How much of a line [`Run::transcript`] keeps: its start, then its
/// length (the whole line passes).
pub const KEPT_LINE: usize = 4096;

/// The end of a stream: its last bytes (at most twice [`KEPT_STDERR`]
/// while it runs), and how many came before them.
#[derive(Default)]
struct Tail {
    kept: Vec<u8>,
    before: usize,
}

impl Tail {
    fn push(&mut self, bytes: &[u8]) {
        self.kept.extend_from_slice(bytes);
        if self.kept.len() > 2 * KEPT_STDERR {
            self.cut(self.kept.len() - KEPT_STDERR);
        }
    }

    fn cut(&mut self, n: usize) {
        self.before += n;
        self.kept.drain(..n);
    }

    /// The last [`KEPT_STDERR`] bytes, from a line's start, after `(N bytes
    /// before these)` where there were more.
    fn text(&mut self) -> String {
        if self.kept.len() > KEPT_STDERR {
            self.cut(self.kept.len() - KEPT_STDERR);
        }
        if self.before == 0 {
            return String::from_utf8_lossy(&self.kept).into_owned();
        }
        let start = self.kept[..self.kept.len().saturating_sub(1)]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        self.cut(start);
        let rest = String::from_utf8_lossy(&self.kept);
        format!("({} bytes before these)\n{rest}", self.before)
    }
}

/// A line of a verdict, cut to 200 characters (`...` where cut).
fn quoted(line: &str) -> String {
    crate::pipes::shorten(line, 200)
}

/// How long [`connect`] lets the program run on after the interactor has
/// ended.
pub const GRACE: std::time::Duration = std::time::Duration::from_secs(1);

/// Runs `program` against `judge`, each one's standard output the other's
/// standard input, a line at a time, for at most `limit`; both are killed
/// at the limit. The lines pass through this function, which keeps them
/// (the transcript) and so can name, at the limit, the last line that
/// passed: a program that does not flush its line leaves the judge
/// waiting, and is caught here instead of hanging. A program still running [`GRACE`]
/// after the interactor ended is ended too.
pub fn connect(
    program: &mut std::process::Command,
    judge: &mut std::process::Command,
    limit: std::time::Duration,
) -> std::io::Result<Run> {
    connect_to(program, judge, limit, None)
}

/// [`connect`], writing each line to `transcript` as it passes (`> `
/// before the program's, `< ` before the interactor's), where [`Run`]
/// keeps only the last of them: the memory a run takes stays bounded
/// however long it plays.
///
/// # Errors
/// When either program cannot be started, or the transcript cannot be
/// written (after the run).
pub fn connect_to(
    program: &mut std::process::Command,
    judge: &mut std::process::Command,
    limit: std::time::Duration,
    transcript: Option<Box<dyn std::io::Write + Send>>,
) -> std::io::Result<Run> {
    use std::io::{BufRead, BufReader, Write};
    use std::process::Stdio;
    use std::sync::{Arc, Mutex};
    // Each in a group of its own: what it leaves running is ended with it.
    let piped = |c: &mut std::process::Command| {
        super::groups::spawn(
            c.stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped()),
        )
    };
    let start = std::time::Instant::now();
    let mut prog = piped(program)?;
    let mut jud = match piped(judge) {
        Ok(j) => j,
        Err(e) => {
            let _ = prog.kill();
            let _ = prog.wait();
            super::groups::end(&prog);
            return Err(e);
        }
    };
    let transcript = Arc::new(Mutex::new(Lines {
        kept: std::collections::VecDeque::new(),
        bytes: 0,
        dropped: 0,
        passed: [0; 2],
        sink: transcript,
        sink_error: None,
    }));
    // Each stream that ends says so, which wakes the wait below at once:
    // a process usually ends as its streams close.
    let mut streams = crate::pipes::Streams::new();
    // Carries `from`'s bytes to `to` as they come, keeping each line (its
    // first `KEPT_LINE` bytes); closes `to` at the end.
    let relay = |streams: &mut crate::pipes::Streams,
                 from: std::process::ChildStdout,
                 to: std::process::ChildStdin,
                 side: Side| {
        let transcript = Arc::clone(&transcript);
        streams.read(from, move |from| {
            let (mut from, mut to) = (BufReader::new(from), to);
            // The line so far: its first bytes, and its length.
            let (mut line, mut length) = (Vec::new(), 0);
            let keep = |line: &mut Vec<u8>, length: &mut usize| {
                let text = String::from_utf8_lossy(line).trim_end().to_string();
                let text = if *length > KEPT_LINE {
                    format!("{text}... ({length} bytes)")
                } else {
                    text
                };
                transcript.lock().unwrap().push(side, text);
                line.clear();
                *length = 0;
            };
            loop {
                let part = match from.fill_buf() {
                    Ok([]) | Err(_) => break,
                    Ok(buf) => match buf.iter().position(|&b| b == b'\n') {
                        Some(end) => &buf[..=end],
                        None => buf,
                    },
                };
                let n = part.len();
                line.extend_from_slice(&part[..n.min(KEPT_LINE.saturating_sub(line.len()))]);
                length += n;
                // A whole line is kept before its end passes: the reply
                // it brings is kept after it.
                if part.ends_with(b"\n") {
                    keep(&mut line, &mut length);
                }
                // A reader that has ended leaves the rest unread.
                let sent = to.write_all(part).and_then(|()| to.flush());
                from.consume(n);
                if sent.is_err() {
                    break;
                }
            }
            if length > 0 {
                keep(&mut line, &mut length);
            }
        })
    };
    // The end of `from` (its last `KEPT_STDERR` bytes), kept as it comes.
    let collect = |streams: &mut crate::pipes::Streams, from: std::process::ChildStderr| {
        let tail = Arc::new(Mutex::new(Tail::default()));
        let kept = Arc::clone(&tail);
        streams.read(from, move |mut from| {
            crate::pipes::each_chunk(&mut from, |bytes| kept.lock().unwrap().push(bytes));
        });
        tail
    };
    fn take<T>(o: Option<T>) -> T {
        o.expect("a piped stream")
    }
    // Each thread ends with its stream, which `streams` hears of: none is
    // joined, and what they gathered is read where they left it.
    relay(
        &mut streams,
        take(prog.stdout.take()),
        take(jud.stdin.take()),
        Side::Program,
    );
    relay(
        &mut streams,
        take(jud.stdout.take()),
        take(prog.stdin.take()),
        Side::Judge,
    );
    let prog_err = collect(&mut streams, take(prog.stderr.take()));
    let jud_err = collect(&mut streams, take(jud.stderr.take()));
    let (mut prog_status, mut jud_status) = (None, None);
    let (mut timed_out, mut outlived) = (false, false);
    let mut passed_at_limit = None;
    let mut judge_ended = None;
    let mut step = std::time::Duration::from_millis(2);
    while prog_status.is_none() || jud_status.is_none() {
        if prog_status.is_none() {
            prog_status = prog.try_wait()?;
        }
        if jud_status.is_none() {
            jud_status = jud.try_wait()?;
            if jud_status.is_some() {
                judge_ended = Some(std::time::Instant::now());
            }
        }
        // Once the interactor has given its verdict the run is over, as
        // on a judge: a program still running a moment later is ended.
        if prog_status.is_none() && judge_ended.is_some_and(|t| t.elapsed() > GRACE) {
            outlived = true;
            let _ = prog.kill();
            prog_status = Some(prog.wait()?);
            break;
        }
        if start.elapsed() > limit {
            timed_out = prog_status.is_none() || jud_status.is_none();
            // The lines that passed by the limit: what the two write as
            // they are ended (the interactor's `-1` to a program that
            // has gone) is no part of the verdict.
            {
                let lines = transcript.lock().unwrap();
                passed_at_limit = Some((lines.passed, lines.kept.back().cloned()));
            }
            let _ = prog.kill();
            let _ = jud.kill();
            prog_status = Some(prog.wait()?);
            jud_status = Some(jud.wait()?);
            break;
        }
        // Until a stream ends (its process is ending: look again soon), or
        // the step, which grows back to 2 ms.
        step = if streams.wait(step) {
            std::time::Duration::from_micros(100)
        } else {
            (step * 2).min(std::time::Duration::from_millis(2))
        };
    }
    // Both processes have ended, and so does what they started and left
    // running (`sleep 40 &`). What they wrote is read to its end, however
    // late the readers run; a stream that a process out of their groups
    // still holds open is waited for a moment, then left with what it
    // gave.
    super::groups::end(&prog);
    super::groups::end(&jud);
    streams.settle();
    let elapsed = start.elapsed();
    let program_stderr = prog_err.lock().unwrap().text();
    let judge_stderr = jud_err.lock().unwrap().text();
    let mut lines = transcript.lock().unwrap();
    if let Some(sink) = &mut lines.sink {
        if let Err(e) = sink.flush() {
            lines.sink_error.get_or_insert(e);
        }
    }
    if let Some(e) = lines.sink_error.take() {
        return Err(e);
    }
    let last = (lines.passed, lines.kept.back().cloned());
    let lines_before = lines.dropped;
    let transcript: Vec<(Side, String)> = lines.kept.drain(..).collect();
    drop(lines);
    let last_line = |text: &str| quoted(text.lines().last().unwrap_or(""));
    let outcome = if timed_out {
        // Which side owed the next line, only the protocol knows (a
        // program may owe two in a row): the last line is named, and no
        // side blamed.
        let (passed, last) = passed_at_limit.unwrap_or(last);
        let flushed = "a line the program writes reaches the interactor only when it is flushed";
        let waiting = match last {
            Some((side, text)) => format!(
                "the {} line {} ({:?}) was the last to pass, and no line followed it: {flushed}",
                match side {
                    Side::Program => "program's",
                    Side::Judge => "interactor's",
                },
                passed[usize::from(side == Side::Judge)],
                quoted(&text)
            ),
            None => format!("no line passed: {flushed}"),
        };
        Ending::TimeLimit(format!(
            "still running after {:.1} s; {waiting}",
            limit.as_secs_f64()
        ))
    } else {
        let (p, j) = (prog_status.expect("waited"), jud_status.expect("waited"));
        match j.code() {
            Some(0) if outlived => Ending::ProgramFailed(format!(
                "the program was still running {:.1} s after the interactor accepted",
                GRACE.as_secs_f64()
            )),
            Some(0) if p.success() => Ending::Accepted(
                last_line(&judge_stderr)
                    .trim_start_matches("ok: ")
                    .to_string(),
            ),
            Some(0) => Ending::ProgramFailed(match last_line(&program_stderr) {
                l if l.is_empty() => format!("the program ended with {p}"),
                l => l,
            }),
            Some(1) if judge_stderr.contains("wrong answer: ") => {
                let why = judge_stderr
                    .lines()
                    .rev()
                    .find(|l| l.starts_with("wrong answer: "));
                let why = why.unwrap_or_default().trim_start_matches("wrong answer: ");
                let said = last_line(&program_stderr);
                Ending::WrongAnswer(if said.is_empty() {
                    why.to_string()
                } else {
                    format!("{why} (the program said: {said})")
                })
            }
            _ => Ending::JudgeFailed(match last_line(&judge_stderr) {
                l if l.is_empty() => format!("the interactor ended with {j}"),
                l => l,
            }),
        }
    };
    Ok(Run {
        outcome,
        transcript,
        lines_before,
        program_stderr,
        judge_stderr,
        elapsed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::Strategy;

    /// A toy problem: the test file holds n (1 to 100), the judge sends it,
    /// and the program must answer 2n; a wrong number gets `-1 -1` from the
    /// interactor itself.
    struct Double;

    impl Interactor for Double {
        type Test = u64;

        fn read(&self, test: &mut Input) -> input::Result<u64> {
            let n = test.u64_in("n", 1, 100)?;
            test.end()?;
            Ok(n)
        }

        fn judge(&self, n: u64, program: &mut Judge, _: Mode, _: &mut Rng) -> Ruling {
            program.say(n)?;
            // A line that does not read as a number is the program's fault,
            // through `?`.
            let mut line = program.line()?;
            let got = line.u64("the double")?;
            if got != 2 * n {
                program.say("-1 -1")?;
                return Err(format!("{got} is not twice {n}").into());
            }
            Ok("1 game won".to_string())
        }
    }

    /// `verdict` on the test file `test` against a program that writes
    /// `lines`: the status, the line, and what the program was told.
    fn judged(test: &str, lines: &str) -> (i32, String, String) {
        let mut told = Vec::new();
        let mut program = Judge::new(lines.as_bytes(), &mut told).facing("the program");
        let (status, line) = verdict(
            &Double,
            "t.in",
            &mut Input::new(test.as_bytes()),
            &mut program,
            Mode::Best,
            1,
        );
        drop(program);
        (status, line, String::from_utf8(told).unwrap())
    }

    /// `Protocol::play` against `referee` over a socket pair, from
    /// `start`: what each side returned.
    #[cfg(unix)]
    fn both_sides(
        protocol: Protocol<'static>,
        start: (u64, u64),
        mode: Mode,
    ) -> (input::Result<bool>, std::result::Result<usize, WrongAnswer>) {
        use crate::strategy::wythoff_game::Wythoff;
        use std::io::BufReader;
        use std::os::unix::net::UnixStream;
        let (ours, theirs) = UnixStream::pair().unwrap();
        let player = std::thread::spawn(move || {
            let mut judge = Judge::new(BufReader::new(theirs.try_clone().unwrap()), theirs);
            protocol.play(&mut judge, &Wythoff, start)
        });
        let mut program =
            Judge::new(BufReader::new(ours.try_clone().unwrap()), ours).facing("the program");
        let ruled = referee(
            &protocol,
            &mut program,
            &Wythoff,
            start,
            mode,
            &mut Rng::new(5),
        );
        drop(program);
        (player.join().unwrap(), ruled)
    }

    /// The two sides of a configured protocol agree on every game of
    /// Wythoff's from piles up to 6, in every mode and opening: the
    /// program wins and the referee accepts; given the losing side, the
    /// program loses and the referee says so.
    #[cfg(unix)]
    #[test]
    fn the_program_and_the_referee_of_a_protocol_agree() {
        use crate::strategy::wythoff_game::Wythoff;
        let base = Protocol::new()
            .sides("Alice", "Bob")
            .judge_cannot_move("0")
            .refusal("-1 -1");
        for a in 0..=6 {
            for b in 0..=6 {
                let first_wins = Wythoff.winning_move(&(a, b)).is_some();
                for mode in Mode::ALL {
                    for opening in [
                        Opening::Chooses,
                        Opening::Told,
                        Opening::First,
                        Opening::Second,
                    ] {
                        let (played, ruled) = both_sides(base.opening(opening), (a, b), mode);
                        let fixed_loser = match opening {
                            Opening::First => !first_wins,
                            Opening::Second => first_wins,
                            _ => false,
                        };
                        let shown = format!("{a} {b}, {} mode, {opening:?}", mode.name());
                        // Both sides see the same end; the winning side
                        // always wins, and the losing one loses to the
                        // best judge (the others may let it win).
                        let won = played.unwrap();
                        assert_eq!(won, ruled.is_ok(), "{shown}: {ruled:?}");
                        if !fixed_loser || mode == Mode::Best {
                            assert_eq!(won, !fixed_loser, "{shown}");
                        }
                        if let Err(why) = ruled {
                            assert!(why.0.contains("lost"), "{shown}: {why}");
                        }
                    }
                }
            }
        }
    }

    /// The referee's own refusal line after an illegal move, and no other.
    #[test]
    fn the_referee_refuses_with_the_protocols_line() {
        use crate::strategy::wythoff_game::Wythoff;
        let protocol = Protocol::new()
            .sides("First", "Second")
            .judge_cannot_move("0 0")
            .refusal("-1 -1");
        let run = |lines: &str| {
            let mut told = Vec::new();
            let mut program = Judge::new(lines.as_bytes(), &mut told).facing("the program");
            let ruled = referee(
                &protocol,
                &mut program,
                &Wythoff,
                (1, 1),
                Mode::Best,
                &mut Rng::new(1),
            );
            drop(program);
            (ruled.map_err(|e| e.0), String::from_utf8(told).unwrap())
        };
        assert_eq!(run("First\n0 0\n"), (Ok(1), "0 0\n".to_string()));
        assert_eq!(
            run("First\n1 1\n"),
            (
                Err(
                    "line 2: the move \"1 1\" is not legal: a move takes at least one stone"
                        .to_string()
                ),
                "-1 -1\n".to_string()
            )
        );
        assert_eq!(
            run("Alice\n"),
            (
                Err("line 1: the side \"Alice\" is neither First nor Second".to_string()),
                String::new()
            )
        );
    }

    #[test]
    fn a_verdict_blames_the_program_or_the_test_file() {
        assert_eq!(
            judged("21\n", "42\n"),
            (0, "ok: 1 game won".to_string(), "21\n".to_string())
        );
        // The interactor refused with its own line: no `-1` after it.
        assert_eq!(
            judged("21\n", "41\n"),
            (
                1,
                "wrong answer: 41 is not twice 21".to_string(),
                "21\n-1 -1\n".to_string()
            )
        );
        // A line that does not read: the program's fault, and `-1` tells it
        // the game is over.
        assert_eq!(
            judged("21\n", "forty-two\n"),
            (
                1,
                "wrong answer: line 1: expected the double, found \"forty-two\"".to_string(),
                "21\n-1\n".to_string()
            )
        );
        // A test file out of the problem's bounds: the interactor's fault,
        // and the program is told nothing.
        assert_eq!(
            judged("101\n", "202\n"),
            (
                1,
                "error: the test file t.in: line 1: n must be between 1 and 100, found 101"
                    .to_string(),
                String::new()
            )
        );
    }
}
