//! Helpers shared by the integration tests: run a real binary on bytes with a
//! time limit, check the error form, and a small seeded random generator.
#![allow(dead_code)] // each test file uses a different part

pub mod adversary;
pub mod geography;
pub mod interactive;
pub mod new_problems;
#[cfg(feature = "play")]
pub mod picture;
mod process;
pub mod two_tokens;

pub use process::*;

use itertools::Itertools;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::path::{Path, PathBuf};

/// A hash map for the tests' searches and memos: std's, with a
/// multiply-and-rotate hash in place of SipHash, which positions a test
/// made itself need no defence from. SipHash was close to half of the
/// time of a search over every reply ([`adversary`]).
pub type Map<K, V> = HashMap<K, V, BuildHasherDefault<QuickHash>>;

/// The hash of [`Map`]: each word of the key mixed in by a rotation, an
/// exclusive or and a multiplication by an odd constant.
#[derive(Clone, Copy, Default)]
pub struct QuickHash(u64);

impl QuickHash {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for QuickHash {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.add(n.into());
    }
    fn write_u16(&mut self, n: u16) {
        self.add(n.into());
    }
    fn write_u32(&mut self, n: u32) {
        self.add(n.into());
    }
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// Runs `name` and returns its stdout, failing on a non-zero exit.
pub fn run_ok(name: &str, input: &[u8]) -> String {
    let r = run(name, input);
    assert_eq!(
        r.code,
        Some(0),
        "{name} failed on {:?}: {}",
        String::from_utf8_lossy(input),
        r.stderr
    );
    String::from_utf8(r.stdout).expect("output is UTF-8")
}

/// Writes `input` to a file in the test's scratch folder (named after the
/// binary and `tag`) and returns its path. The folder is the running
/// test's own (named after its thread, which the test harness names after
/// the test, or after a thread a test started), so that tests that run
/// side by side never write one file.
pub fn scratch_file(bin: &str, tag: &str, input: &str) -> PathBuf {
    let thread = std::thread::current();
    let test = match thread.name() {
        Some(name) => name.replace("::", "."),
        // A thread a test started: its own folder too.
        None => format!("{:?}", thread.id()),
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("play")
        .join(test);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{bin}-{tag}.in"));
    std::fs::write(&path, input).unwrap();
    path
}

/// `bin --explain` on `input`: its stdout, failing on a non-zero exit.
pub fn explain(bin: &str, input: &str) -> String {
    let r = run_args(bin, &[std::ffi::OsStr::new("--explain")], input.as_bytes());
    assert_eq!(r.code, Some(0), "{bin} --explain: {}", r.stderr);
    assert!(r.stderr.is_empty(), "{bin} --explain: {}", r.stderr);
    String::from_utf8(r.stdout).expect("output is UTF-8")
}

/// `bin --play FILE` with the judge input `input` in FILE and the lines of
/// `script` typed by the person: the session's whole output, failing on a
/// non-zero exit or anything on stderr.
pub fn play(bin: &str, tag: &str, input: &str, script: &str) -> String {
    let file = scratch_file(bin, tag, input);
    let args = [std::ffi::OsStr::new("--play"), file.as_os_str()];
    let r = run_args(bin, &args, script.as_bytes());
    assert_eq!(r.code, Some(0), "{bin} --play: {}", r.stderr);
    assert!(r.stderr.is_empty(), "{bin} --play: {}", r.stderr);
    String::from_utf8(r.stdout).expect("output is UTF-8")
}

/// Asserts the error form: exit status 1, empty stdout, one line on stderr
/// that starts with `error: ` and contains `needle`.
pub fn assert_error(name: &str, input: &[u8], needle: &str) {
    let r = run(name, input);
    let shown = String::from_utf8_lossy(&input[..input.len().min(300)]).into_owned();
    assert_eq!(
        r.code,
        Some(1),
        "{name} on {shown:?}: stderr {:?}",
        r.stderr
    );
    assert!(r.stdout.is_empty(), "{name} on {shown:?}: wrote to stdout");
    assert_error_form(&r.stderr, &shown);
    assert!(
        r.stderr.contains(needle),
        "{name} on {shown:?}: stderr {:?} lacks {needle:?}",
        r.stderr
    );
}

/// Asserts that `name` handles `input` cleanly: it answers (exit 0), or it
/// rejects the input in the error form (exit 1, empty stdout, one `error: `
/// line). A panic, a signal or a hang fails. Returns whether it answered.
pub fn assert_clean(name: &str, input: &[u8]) -> bool {
    let r = run(name, input);
    let shown = String::from_utf8_lossy(&input[..input.len().min(300)]).into_owned();
    match r.code {
        Some(0) => true,
        Some(1) => {
            assert!(r.stdout.is_empty(), "{name} on {shown:?}: wrote to stdout");
            assert_error_form(&r.stderr, &shown);
            false
        }
        other => panic!("{name} on {shown:?}: exit {other:?}, stderr {:?}", r.stderr),
    }
}

/// One line, `error: ` first, newline last.
pub fn assert_error_form(stderr: &str, shown_input: &str) {
    assert!(
        stderr.starts_with("error: ") && stderr.ends_with('\n') && stderr.lines().count() == 1,
        "not one `error: ` line for {shown_input:?}: {stderr:?}"
    );
}

#[allow(unused_imports)] // not every test file draws random inputs
pub use cp_games::rng::Rng;

/// Byte spans of the whitespace-separated tokens of `input`.
pub fn token_spans(input: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut i = 0;
    while i < input.len() {
        if input[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < input.len() && !input[i].is_ascii_whitespace() {
            i += 1;
        }
        spans.push((start, i));
    }
    spans
}

/// Whether `out` has the form of a successful answer of binary `bin` (not
/// whether it is the right answer): an extra check for the binaries listed
/// here, `None` for any other (a new binary needs no entry).
pub fn well_formed(bin: &str, out: &str) -> Option<bool> {
    let known = shape_known(bin);
    known.then(|| well_formed_known(bin, out))
}

/// Whether [`well_formed`] knows the output form of `bin`. The binaries it
/// knows also get the stricter per-binary message checks.
pub fn shape_known(bin: &str) -> bool {
    KNOWN_SHAPES.contains(&bin)
}

/// Says which binaries `check` held only to the generic rules (an answer
/// or one clean error line) because their output forms and messages are
/// not listed here, on standard error past the test harness's capture, so
/// that a passing `cargo test` shows it without `--nocapture`.
pub fn say_generic_only(check: &str) {
    let generic: Vec<String> = binaries().into_iter().filter(|b| !shape_known(b)).collect();
    if !generic.is_empty() {
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "note: {check}: not checked for {}, which got the generic checks only (an \
             output rule in KNOWN_SHAPES, tests/common/mod.rs, turns it on)",
            generic.join(", ")
        );
    }
}

const KNOWN_SHAPES: &[&str] = &[
    "jsoi2009_game",
    "noi2011_bunny_egg",
    "euclid_game",
    "wythoff_game",
    "anti_nim",
    "christmas_game",
    "play_a_game",
    "plate_game",
    "dag_sg_chips",
    "stone_merge",
    "stone_merge_icpc",
    "two_ended_nim",
    "library_checker_bipartite_matching",
    "library_checker_general_matching",
    "vertex_geography",
    "two_tokens",
    "s_nim",
    "game_on_tree",
    "no_gambling",
];

fn well_formed_known(bin: &str, out: &str) -> bool {
    if out.is_empty() {
        // Only inputs that may hold no game at all (`T = 0`, a lone
        // terminator).
        return matches!(
            bin,
            "euclid_game" | "play_a_game" | "anti_nim" | "no_gambling"
        );
    }
    let Some(body) = out.strip_suffix('\n') else {
        return false;
    };
    let lines: Vec<&str> = body.split('\n').collect();
    let nums = |line: &str| -> Option<Vec<u64>> {
        let parts: Vec<&str> = line.split(' ').collect();
        parts
            .iter()
            .map(|t| {
                let ok = !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
                ok.then(|| t.parse::<u64>().ok()).flatten()
            })
            .collect()
    };
    let all_of = |words: &[&str]| lines.iter().all(|l| words.contains(l));
    match bin {
        "jsoi2009_game" => match lines[0] {
            "LOSE" => lines.len() == 1,
            "WIN" => {
                let cells: Option<Vec<Vec<u64>>> = lines[1..].iter().map(|l| nums(l)).collect();
                cells.is_some_and(|c| {
                    !c.is_empty()
                        && c.iter().all(|p| p.len() == 2 && p[0] >= 1 && p[1] >= 1)
                        && c.windows(2).all(|w| w[0] < w[1])
                })
            }
            _ => false,
        },
        "noi2011_bunny_egg" => {
            let v: Option<Vec<Vec<u64>>> = lines.iter().map(|l| nums(l)).collect();
            v.is_some_and(|v| {
                v.iter().all(|x| x.len() == 1)
                    && v[0][0] as usize == v.len() - 1
                    && v[1..].iter().all(|x| x[0] >= 1)
                    && v[1..].windows(2).all(|w| w[0][0] < w[1][0])
            })
        }
        "euclid_game" => all_of(&["Stan wins", "Ollie wins"]),
        "wythoff_game" => all_of(&["0", "1"]),
        "anti_nim" => all_of(&["John", "Brother"]),
        "christmas_game" => all_of(&["Sally", "Harry"]),
        "play_a_game" => all_of(&["8600", "ailyanlu"]),
        "plate_game" => lines.len() == 1 && all_of(&["First", "Second"]),
        "game_on_tree" => lines.len() == 1 && all_of(&["Alice", "Bob"]),
        "no_gambling" => all_of(&["I bet on Oregon Maple~"]),
        "dag_sg_chips" => lines.len() == 1 && all_of(&["win", "lose"]),
        "stone_merge" => all_of(&["YES", "NO"]),
        "stone_merge_icpc" => lines.iter().enumerate().all(|(i, l)| {
            let case = format!("Case #{}: ", i + 1);
            l.strip_prefix(&case)
                .is_some_and(|w| w == "Alice" || w == "Bob")
        }),
        "two_ended_nim" => all_of(&["0", "1"]),
        "library_checker_bipartite_matching" => {
            let v: Option<Vec<Vec<u64>>> = lines.iter().map(|l| nums(l)).collect();
            v.is_some_and(|v| {
                v[0].len() == 1
                    && v[0][0] as usize == v.len() - 1
                    && v[1..].iter().all(|p| p.len() == 2)
            })
        }
        "library_checker_general_matching" => {
            let v: Option<Vec<Vec<u64>>> = lines.iter().map(|l| nums(l)).collect();
            v.is_some_and(|v| {
                v[0].len() == 1
                    && v[0][0] as usize == v.len() - 1
                    && v[1..].iter().all(|p| p.len() == 2 && p[0] < p[1])
                    && v[1..].windows(2).all(|w| w[0][0] < w[1][0])
            })
        }
        "vertex_geography" => match lines[0] {
            "LOSE" => lines.len() == 1,
            "WIN" => {
                let v: Option<Vec<Vec<u64>>> = lines[1..].iter().map(|l| nums(l)).collect();
                v.is_some_and(|v| {
                    !v.is_empty()
                        && v.iter().all(|x| x.len() == 1 && x[0] >= 1)
                        && v.windows(2).all(|w| w[0][0] < w[1][0])
                })
            }
            _ => false,
        },
        "two_tokens" => lines.len() == 1 && all_of(&["First", "Second"]),
        // A line of W and L per test case.
        "s_nim" => lines
            .iter()
            .all(|l| !l.is_empty() && l.bytes().all(|b| b == b'W' || b == b'L')),
        _ => unreachable!("{bin} is in KNOWN_SHAPES without a rule"),
    }
}

/// An input of the format shared by `stone_merge`, `stone_merge_icpc`,
/// `two_ended_nim` and `anti_nim`: `T`, then per game `n` and the piles.
pub fn pile_games_text(games: &[Vec<u64>]) -> String {
    let t = games.len();
    let games = games.iter().format_with("", |g, f| {
        f(&format_args!("{}\n{}\n", g.len(), g.iter().join(" ")))
    });
    format!("{t}\n{games}")
}

/// Bad inputs of the format shared by `stone_merge`, `stone_merge_icpc` and
/// `two_ended_nim` (`T`, then per game `n` and n piles of at least 1 stone),
/// with the message each must give.
pub const PILE_GAMES_BAD_INPUT: &[(&str, &str)] = &[
    (
        "0\n",
        "line 1: the number of games T must be at least 1, found 0",
    ),
    (
        "1\n3\n1 0 2\n",
        "line 3: game 1: pile 2 is 0, but piles have at least 1 stone",
    ),
    ("2\n1\n1\n2\n4 0\n", "line 5: game 2: pile 2 is 0"),
    (
        "1\n3\n1 2\n",
        "line 2: game 1: n = 3 piles, but only 2 piles follow",
    ),
    (
        "2\n1\n5\n",
        "line 3: game 2: expected the number of piles n, found the end of the input",
    ),
    (
        "1\n2\n1 -2\n",
        "a pile size must not be negative, found \"-2\"",
    ),
    ("1\n2\n1 two\n", "expected a pile size, found \"two\""),
    ("1\n2\n1 18446744073709551616\n", "a pile size is too large"),
    (
        "1\n1000000\n1 2\n",
        "line 2: game 1: n = 1000000 piles, but only 2 piles follow",
    ),
    (
        "100000000\n1\n1\n",
        "line 1: T = 100000000 needs at least 100000000 more numbers, but only 2 follow",
    ),
    ("1\n1\n1\n1\n", "unexpected \"1\" after the end of the data"),
    ("1\r\n2\r\n\t1 0\r\n", "line 3: game 1: pile 2 is 0"),
];
