//! The fuzz harness of cp-games: what the four targets in `fuzz_targets/`
//! run on each input libFuzzer makes, and what they check.
//!
//! - [`input`]: the input layer alone, a script of reads against a
//!   reference reading of the same bytes;
//! - [`judge`]: one binary's judge path (its `solve`, as `input::run`
//!   calls it);
//! - [`explain`]: one binary's `--explain`, beside its judge path on the
//!   same input;
//! - [`play`]: one binary's `--play` session from a position of its
//!   `testdata/`, with the lines the person types.
//!
//! The binaries are found by `build.rs`, which compiles every file of
//! `src/bin/` here as a module whose `cp_games::input::run` and
//! `cp_games::play::offer` are [`shim`]'s: calling a binary's `main` hands
//! its `solve` and its `play::Game` to the hooks below. Nothing lists the
//! binaries: a new one is fuzzed as it stands, and one whose `main` does
//! not call `input::run` fails the first input that picks it.
//!
//! The first line of a `judge`, `explain` or `play` input picks the binary
//! (`two_tokens`; for `play`, `two_tokens 01-sample`, the binary and its
//! sample); a line that names none picks one by a hash of its bytes, so
//! that every input runs something. The rest is the binary's input, or the
//! typed lines.

use real::input::{Input, Result};
use real::play::Game;
use std::cell::RefCell;

mod check;
mod input_target;
mod session;
mod shim;
pub mod verdict;

pub use input_target::input;

/// Every binary of `src/bin/`, compiled with the shim (`build.rs`).
#[allow(missing_docs)]
pub mod bins {
    include!(concat!(env!("OUT_DIR"), "/binaries.rs"));
}

/// A binary of the crate: its name, its `main` and its samples.
pub struct Binary {
    /// The file name in `src/bin/`, without `.rs`.
    pub name: &'static str,
    /// Its `main`, calling the shim's `play::offer` and `input::run`.
    pub main: fn(),
    /// `testdata/<name>/*.in`, sorted by name.
    pub samples: &'static [Sample],
}

/// One judge input of `testdata/` and its expected answer.
pub struct Sample {
    /// The file name without `.in`.
    pub name: &'static str,
    /// The input.
    pub input: &'static [u8],
    /// The `.out` beside it, if there is one.
    pub answer: Option<&'static [u8]>,
}

/// The judge path of one binary: an answer (text ending with a newline,
/// no control character but the newlines) or one clean error line (one
/// line of text, no type names or panic words outside the quoted tokens).
pub fn judge(data: &[u8]) {
    let (bin, input) = pick_binary(data);
    run_binary(Call::new(bin, Mode::Judge, input));
}

/// `--explain` of one binary and its judge path on the same input: both
/// answer or both refuse (each error one clean line); an explanation is
/// text ending with a newline; and where the binary's answer maps to one
/// verdict per game (a rule learned from its samples, [`verdict`]), the
/// judge's verdicts are those of the game's theory (`Game::winning_move`,
/// which every explanation states) on the positions `Game::read` gives.
pub fn explain(data: &[u8]) {
    let (bin, input) = pick_binary(data);
    run_binary(Call::new(bin, Mode::Explain, input));
}

/// A `--play` session of one binary from one of its samples: the lines
/// after the first are typed by the person. A line that starts with byte
/// 0x01 types a legal move instead (the one its second byte picks among
/// `Game::moves`, or `Game::some_move` on a large position), so that
/// sessions go deep. Every move played, by either side, is legal
/// ([`session`]), a winning move leaves a lost position, the session ends
/// without an I/O error, and what it writes is UTF-8.
pub fn play(data: &[u8]) {
    let (header, typed) = split_line(data);
    let (name, sample) = match header.iter().position(|&b| b == b' ') {
        Some(i) => (&header[..i], &header[i + 1..]),
        None => (header, &[][..]),
    };
    let bin = pick(bins::BINARIES, name, |b| b.name).expect("at least one binary");
    let Some(sample) = pick(bin.samples, sample, |s| s.name) else {
        return;
    };
    run_binary(Call::new(bin, Mode::Play(sample), typed));
}

/// What a target asks of the binary whose `main` runs.
#[derive(Clone, Copy)]
enum Mode {
    Judge,
    Explain,
    Play(&'static Sample),
}

/// The binary running, what is asked of it, and what its hooks found.
struct Call {
    bin: &'static Binary,
    mode: Mode,
    /// The judge input, or the typed lines of a session.
    input: Vec<u8>,
    /// Whether `main` called `input::run`.
    ran: bool,
    /// `--explain`'s result, for the judge path's hook to compare.
    explained: Option<verdict::Explained>,
}

impl Call {
    fn new(bin: &'static Binary, mode: Mode, input: &[u8]) -> Call {
        Call {
            bin,
            mode,
            input: input.to_vec(),
            ran: false,
            explained: None,
        }
    }
}

thread_local! {
    static CALL: RefCell<Option<Call>> = const { RefCell::new(None) };
}

/// Runs `call.bin`'s `main` with `call` for its hooks.
fn run_binary(call: Call) {
    let (name, main) = (call.bin.name, call.bin.main);
    CALL.with(|c| *c.borrow_mut() = Some(call));
    main();
    let call = CALL.with(|c| c.borrow_mut().take()).expect("the call");
    assert!(
        call.ran,
        "{name}: its main returned without calling cp_games::input::run, so the fuzz \
         targets cannot reach its judge path (see fuzz/build.rs)"
    );
}

/// The binary, the mode and the input of the running call.
fn current() -> (&'static Binary, Mode, Vec<u8>) {
    CALL.with(|c| {
        let c = c.borrow();
        let c = c.as_ref().expect("a binary's main runs only from a target");
        (c.bin, c.mode, c.input.clone())
    })
}

/// `input::run` of the binary running: its judge path.
pub(crate) fn judge_hook(solve: impl FnOnce(&mut Input) -> Result<String>) {
    let (bin, mode, input) = current();
    CALL.with(|c| c.borrow_mut().as_mut().expect("a call").ran = true);
    if let Mode::Play(_) = mode {
        return;
    }
    let judged = solve(&mut Input::new(input.as_slice()));
    check::judged(bin.name, &judged, &input);
    if let Mode::Explain = mode {
        let explained = CALL.with(|c| c.borrow_mut().as_mut().expect("a call").explained.take());
        if let Some(explained) = explained {
            explained.agrees(bin.name, &judged, &input);
        }
    }
}

/// `interact::run` of an interactive binary: its play against judge lines
/// made of the fuzzer's input, which ends in the lines it wrote or in one
/// clean error line (the judge path's checks), never a panic or a hang.
pub(crate) fn interactive_hook(play: impl FnOnce(&mut real::interact::Judge) -> Result<()>) {
    let (bin, mode, input) = current();
    CALL.with(|c| c.borrow_mut().as_mut().expect("a call").ran = true);
    if !matches!(mode, Mode::Judge) {
        return;
    }
    let mut said = Vec::new();
    let played = play(&mut real::interact::Judge::new(input.as_slice(), &mut said));
    let played = played.map(|()| String::from_utf8_lossy(&said).into_owned());
    check::judged(bin.name, &played, &input);
}

/// `play::offer` of the binary running: `--explain` or a session, as the
/// target asks.
pub(crate) fn game_hook<G: Game>(game: G) {
    let (bin, mode, input) = current();
    match mode {
        Mode::Judge => {}
        Mode::Explain => {
            let explained = verdict::explain(bin, &game, &input);
            CALL.with(|c| c.borrow_mut().as_mut().expect("a call").explained = Some(explained));
        }
        Mode::Play(sample) => session::run(bin.name, &game, sample, &input),
    }
}

/// The first line of `data` (without its newline) and the rest.
fn split_line(data: &[u8]) -> (&[u8], &[u8]) {
    match data.iter().position(|&b| b == b'\n') {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[]),
    }
}

/// The binary the first line of `data` picks, and the rest of `data`.
fn pick_binary(data: &[u8]) -> (&'static Binary, &[u8]) {
    let (header, rest) = split_line(data);
    let bin = pick(bins::BINARIES, header, |b| b.name).expect("at least one binary");
    (bin, rest)
}

/// The item named `key`, or, when none is, the one a hash of `key` picks;
/// `None` if there are none.
fn pick<'a, T>(items: &'a [T], key: &[u8], name: impl Fn(&T) -> &str) -> Option<&'a T> {
    if items.is_empty() {
        return None;
    }
    if let Some(item) = items.iter().find(|&t| name(t).as_bytes() == key) {
        return Some(item);
    }
    // FNV-1a.
    let hash = key.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    Some(&items[(hash % items.len() as u64) as usize])
}

/// At most 300 bytes of `input`, as text, for a failure message.
fn shown(input: &[u8]) -> String {
    let cut = &input[..input.len().min(300)];
    let more = if input.len() > 300 { "..." } else { "" };
    format!("{:?}{more}", String::from_utf8_lossy(cut))
}
