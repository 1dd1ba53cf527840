//! The fuzz harness of cp-games: what the four targets in `fuzz_targets/`
//! run on each input libFuzzer makes, and what they check.
//!
//! - [`input`]: the input layer alone, a script of reads against a
//!   reference reading of the same bytes;
//! - [`judge`]: one binary's judge path (its solver, or its interactive
//!   play against judge lines);
//! - [`explain`]: one binary's `--explain`, beside its judge path on the
//!   same input;
//! - [`play`]: one binary's `--play` session from a position of its
//!   `testdata/`, with the lines the person types, under watch
//!   (`cp_games::play::watch`).
//!
//! The binaries are the crate's catalogue, `cp_games::problems::catalogue()`:
//! the values their `main`s serve, with their solver and their game.
//! Nothing here lists them: a binary is fuzzed as soon as the catalogue
//! lists it, with its samples from `testdata/<binary>/` (`build.rs`).
//!
//! The first line of a `judge`, `explain` or `play` input picks the binary
//! (`two_tokens`; for `play`, `two_tokens 01-sample`, the binary and its
//! sample); a line that names none picks one by a hash of its bytes, so
//! that every input runs something. The rest is the binary's input, or the
//! typed lines.

use real::binary::Listed;
use real::input::Input;

mod check;
mod input_target;
pub mod verdict;

pub use input_target::input;

/// The test inputs of every binary (`build.rs`).
#[allow(missing_docs)]
mod samples {
    include!(concat!(env!("OUT_DIR"), "/samples.rs"));
}

/// Games whose `moves` lists some legal moves only, as their documentation
/// says (a continuum of moves): watched with `sampled`.
const SAMPLED_MOVES: &[&str] = &["plate_game"];

/// A binary of the catalogue and its samples.
pub struct Binary {
    /// The file name in `src/bin/`, without `.rs`.
    pub name: &'static str,
    /// What the catalogue says it is.
    pub listed: &'static dyn Listed,
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

/// Every binary of the catalogue, with its samples.
pub fn binaries() -> &'static [Binary] {
    thread_local! {
        // Made once per thread, for the whole run.
        static BINARIES: &'static [Binary] = Box::leak(
            real::problems::catalogue()
                .map(|listed| Binary {
                    name: listed.name(),
                    listed,
                    samples: samples::SAMPLES
                        .iter()
                        .find(|(name, _)| *name == listed.name())
                        .map_or(&[], |(_, samples)| samples),
                })
                .collect(),
        );
    }
    BINARIES.with(|b| *b)
}

/// The judge path of one binary: an answer (text ending with a newline,
/// no control character but the newlines) or one clean error line (one
/// line of text, no type names or panic words outside the quoted tokens);
/// an interactive binary's play against judge lines made of the input
/// ends in the lines it wrote or in one clean error line, never a panic
/// or a hang.
pub fn judge(data: &[u8]) {
    let (bin, input) = pick_binary(data);
    if let Some(solve) = bin.listed.solver() {
        check::judged(bin.name, &solve(&mut Input::new(input)), input);
    }
    if let Some(play) = bin.listed.player() {
        let mut said = Vec::new();
        let played = play(&mut real::interact::Judge::new(input, &mut said));
        let played = played.map(|()| String::from_utf8_lossy(&said).into_owned());
        check::judged(bin.name, &played, input);
    }
}

/// `--explain` of one binary and its judge path on the same input: both
/// answer or both refuse (each error one clean line); an explanation is
/// text ending with a newline; and where the binary's answer maps to one
/// verdict per game (a rule learned from its samples, [`verdict`]), the
/// judge's verdicts are those of the game's theory (`Game::winning_move`,
/// which every explanation states) on the positions `Game::read` gives.
pub fn explain(data: &[u8]) {
    let (bin, input) = pick_binary(data);
    let (Some(game), Some(solve)) = (bin.listed.game(), bin.listed.solver()) else {
        return;
    };
    let explained = verdict::explain(bin, game.as_ref(), input);
    let judged = solve(&mut Input::new(input));
    check::judged(bin.name, &judged, input);
    explained.agrees(bin.name, &judged, input);
}

/// A `--play` session of one binary from one of its samples: the lines
/// after the first are typed by the person. A line that starts with byte
/// 0x01 types a legal move instead (`cp_games::play::watch::MOVE`), so
/// that sessions go deep. Every move played, by either side, is legal, a
/// winning move leaves a lost position (`cp_games::play::watch`), the
/// session ends without an I/O error, and what it writes is UTF-8.
pub fn play(data: &[u8]) {
    let (header, typed) = split_line(data);
    let (name, sample) = match header.iter().position(|&b| b == b' ') {
        Some(i) => (&header[..i], &header[i + 1..]),
        None => (header, &[][..]),
    };
    let bin = pick(binaries(), name, |b| b.name).expect("at least one binary");
    let Some(game) = bin.listed.game() else {
        return;
    };
    let Some(sample) = pick(bin.samples, sample, |s| s.name) else {
        return;
    };
    let sampled = SAMPLED_MOVES.contains(&bin.name);
    match game.watched(bin.name, &mut Input::new(sample.input), typed, sampled) {
        Ok(out) => {
            if let Err(e) = std::str::from_utf8(&out) {
                panic!(
                    "{}: the session from {} wrote bytes that are not UTF-8: {e}",
                    bin.name, sample.name
                );
            }
        }
        // A sample the session cannot start from (too large to play):
        // `--play` says so in one line.
        Err(e) => check::error(bin.name, "--play", &e.to_string(), sample.input),
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
    let bin = pick(binaries(), header, |b| b.name).expect("at least one binary");
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
