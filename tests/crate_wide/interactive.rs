//! Every interactive binary (the catalogue says so, or the `--help` of a
//! binary of one's own), found by itself, with no list: its command line,
//! its test files played against its own interactor in every mode, and
//! judge lines it must refuse cleanly (cut short, corrupted, random bytes):
//! one `error: ` line and exit status 1, never a panic or a hang. Each
//! binary's own test file checks its games in depth (`tests/problems/xor_break.rs`,
//! ...).
#![cfg(feature = "play")]

use crate::common;

use common::interactive::{misbehaving, never_answering, run_against};
use common::Rng;
use cp_games::play::interactor::{Ending, Mode, Run, Side};
use std::ffi::OsStr;
use std::process::Command;
use std::time::Duration;

#[test]
fn interactive_binaries_are_found() {
    let bins = common::interactive_binaries();
    assert!(bins.contains(&"xor_break".to_string()), "{bins:?}");
    for bin in &bins {
        assert!(!common::binaries().contains(bin), "{bin} is both");
        assert!(
            !common::testdata_inputs(bin).is_empty(),
            "{bin}: an interactive binary has its test files in testdata/{bin}/*.in"
        );
    }
}

/// Each test file of at most 10 kB (the judge-sized ones in the full tier,
/// below; `coloring_game`'s own tests play its judge-sized file in every
/// mode in the quick tier too).
#[test]
fn every_small_test_file_is_won_in_every_mode() {
    won_in_every_mode(|bytes| bytes <= SMALL_FILE);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn every_larger_test_file_is_won_in_every_mode() {
    won_in_every_mode(|bytes| bytes > SMALL_FILE);
}

/// The largest test file the quick tier plays in every mode, in bytes.
const SMALL_FILE: usize = 10_000;

/// Every test file of every interactive binary whose size in bytes
/// `taken` accepts, in every mode of its interactor.
fn won_in_every_mode(taken: impl Fn(usize) -> bool) {
    // Only `random` plays by its seed (`seeds_change_only_random_games`):
    // three seeds there, one in the other modes.
    let mut runs = Vec::new();
    for bin in common::interactive_binaries() {
        for (path, data) in common::testdata_inputs(&bin) {
            if !taken(data.len()) {
                continue;
            }
            for mode in Mode::ALL {
                let seeds = if mode == Mode::Random { 3 } else { 1 };
                for seed in 1..=seeds {
                    runs.push((bin.clone(), path.clone(), mode, seed));
                }
            }
        }
    }
    // Each game waits on its lines more than on the processor: a few at
    // once.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                while let Some((bin, path, mode, seed)) =
                    runs.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
                {
                    let run = run_against(
                        bin,
                        &mut Command::new(common::bin_path(bin)),
                        path,
                        *mode,
                        *seed,
                    );
                    if !matches!(run.outcome, Ending::Accepted(_)) {
                        failures.lock().unwrap().push(format!(
                            "{bin} on {} ({}, seed {seed}): {:?}\n{}",
                            path.display(),
                            mode.name(),
                            run.outcome,
                            run.program_stderr
                        ));
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(!runs.is_empty());
}

/// The interactor's `best` and `first` games are the same whatever the
/// seed, so that one seed plays each of them (above); `random` games
/// differ.
#[test]
fn seeds_change_only_random_games() {
    for bin in common::interactive_binaries() {
        let inputs = common::testdata_inputs(&bin);
        let (path, _) = inputs.first().expect("a test file");
        let play = |mode, seed| {
            let run = run_against(
                &bin,
                &mut Command::new(common::bin_path(&bin)),
                path,
                mode,
                seed,
            );
            assert!(
                matches!(run.outcome, Ending::Accepted(_)),
                "{bin}: {:?}",
                run.outcome
            );
            // Each side's lines in order: the two sides' lines may
            // interleave differently from run to run.
            let lines = |side| -> Vec<String> {
                let of = run.transcript.iter().filter(|(s, _)| *s == side);
                of.map(|(_, l)| l.clone()).collect()
            };
            (lines(Side::Program), lines(Side::Judge))
        };
        for mode in [Mode::Best, Mode::First] {
            assert_eq!(play(mode, 1), play(mode, 2), "{bin} {}", mode.name());
        }
        assert_ne!(play(Mode::Random, 1), play(Mode::Random, 2), "{bin} random");
    }
}

/// Hostile programs against each interactor (and a batch game's): 20 MB
/// on standard error, a line of 10 MB, a 10 MB line that never ends. The
/// verdict and what the run keeps stay small; the whole of each line
/// still passes.
#[test]
fn floods_leave_a_short_verdict_and_bounded_memory() {
    use cp_games::play::interactor::{KEPT_LINE, KEPT_STDERR};
    let mut bins = common::interactive_binaries();
    bins.push("wythoff_game".to_string());
    let floods = [
        (
            "stderr",
            "head -c 20000000 /dev/zero | tr '\\0' x >&2; echo >&2; echo oops >&2; exit 3",
        ),
        ("line", "head -c 10000000 /dev/zero | tr '\\0' 7; echo"),
        ("unended", "head -c 10000000 /dev/zero | tr '\\0' 7"),
    ];
    let runs: Vec<(&String, &str, &str)> = bins
        .iter()
        .flat_map(|bin| floods.map(|(tag, script)| (bin, tag, script)))
        .collect();
    common::on_every_core(&runs, |&(bin, tag, script)| {
        let (_, test) = &common::testdata_inputs(bin)[0];
        let test = String::from_utf8_lossy(test);
        let run = misbehaving(bin, tag, &test, "sh", &["-c", script]);
        let why = format!("{:?}", run.outcome);
        assert!(
            why.len() < 1000,
            "{bin} {tag}: {} bytes: {}",
            why.len(),
            &why[..300]
        );
        for stderr in [&run.program_stderr, &run.judge_stderr] {
            assert!(
                stderr.len() <= KEPT_STDERR + 40,
                "{bin} {tag}: {}",
                stderr.len()
            );
        }
        for (_, line) in &run.transcript {
            assert!(line.len() <= KEPT_LINE + 40, "{bin} {tag}: {}", line.len());
        }
        match tag {
            "stderr" => {
                let head = run.program_stderr.lines().next().unwrap_or("");
                assert!(
                    head.starts_with('(') && head.ends_with(" bytes before these)"),
                    "{bin}: {head:?}"
                );
                assert!(run.program_stderr.ends_with("oops\n"), "{bin}");
                assert!(why.contains("oops"), "{bin}: {why}");
            }
            _ => {
                let long = run.transcript.iter().find(|(_, l)| l.starts_with("7777"));
                let (_, long) = long.unwrap_or_else(|| panic!("{bin} {tag}: {:?}", run.transcript));
                assert!(
                    long.ends_with("... (10000001 bytes)")
                        || long.ends_with("... (10000000 bytes)"),
                    "{bin} {tag}: {}",
                    &long[long.len() - 40..]
                );
                assert!(!matches!(run.outcome, Ending::Accepted(_)), "{bin} {tag}");
            }
        }
    });
}

/// A run of more lines than it keeps (400,000 of about 70 bytes each to hold)
/// keeps only the last of them
/// ([`KEPT_TRANSCRIPT`](cp_games::play::interactor::KEPT_TRANSCRIPT)
/// bytes), says how many it left out, and counts them all in its verdict;
/// `connect_to` writes every one of them to its transcript as they pass.
#[test]
fn a_long_run_keeps_the_last_lines_and_streams_them_all() {
    use cp_games::play::interactor::{connect_to, KEPT_TRANSCRIPT, LINE_COST};
    use std::io::Write;
    use std::sync::{Arc, Mutex};
    /// Counts the transcript's lines, and keeps the last whole one and
    /// the one being written.
    #[derive(Default)]
    struct Count {
        lines: usize,
        last: Vec<u8>,
        open: Vec<u8>,
    }
    struct Counter(Arc<Mutex<Count>>);
    impl Write for Counter {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            let mut c = self.0.lock().unwrap();
            for &b in buf {
                if b == b'\n' {
                    c.lines += 1;
                    c.last = std::mem::take(&mut c.open);
                } else {
                    c.open.push(b);
                }
            }
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let counted = Arc::new(Mutex::new(Count::default()));
    let lines = 400_000;
    assert!(lines * (LINE_COST + 6) > KEPT_TRANSCRIPT);
    let mut program = Command::new("sh");
    program.args(["-c", &format!("seq {lines}")]);
    let mut judge = Command::new("sh");
    judge.args(["-c", "cat > /dev/null; echo 'wrong answer: no' >&2; exit 1"]);
    let run = connect_to(
        &mut program,
        &mut judge,
        Duration::from_secs(60),
        Some(Box::new(Counter(Arc::clone(&counted)))),
    )
    .unwrap();
    let kept: usize = run
        .transcript
        .iter()
        .map(|(_, l)| l.len() + LINE_COST)
        .sum();
    assert!(kept <= KEPT_TRANSCRIPT, "{kept}");
    assert_eq!(run.lines_before + run.transcript.len(), lines);
    assert!(run.lines_before > 0);
    assert_eq!(
        run.transcript.last().unwrap(),
        &(Side::Program, lines.to_string())
    );
    let c = counted.lock().unwrap();
    assert_eq!(
        (c.lines, &c.last[..]),
        (lines, format!("> {lines}").as_bytes())
    );
}

/// A program that leaves a child holding its output open (`sleep 20 &`)
/// and never answers: the run ends at its time limit (2 s) and says so,
/// not when the child lets go, and the child is ended with it.
#[test]
fn a_child_left_holding_the_pipes_does_not_hold_the_run() {
    let bin = &common::interactive_binaries()[0];
    let (_, test) = &common::testdata_inputs(bin)[0];
    let clock = std::time::Instant::now();
    let script = "sleep 20 & echo $! >&2; exec sleep 30";
    let run = never_answering(
        bin,
        "child",
        &String::from_utf8_lossy(test),
        "sh",
        &["-c", script],
    );
    let took = clock.elapsed();
    assert!(
        matches!(run.outcome, Ending::TimeLimit(_)),
        "{:?}",
        run.outcome
    );
    assert!(
        run.elapsed <= took && took < Duration::from_secs(10),
        "{took:?}"
    );
    // The child is ended with the program: nothing is left running.
    let child: u32 = run.program_stderr.trim().parse().unwrap();
    #[cfg(target_os = "linux")]
    assert!(
        !common::still_running(child),
        "sleep 20 ({child}) still runs"
    );
}

#[test]
fn the_command_line_is_help_version_a_games_options_or_nothing() {
    for bin in common::interactive_binaries() {
        let version = common::run_args(&bin, &[OsStr::new("--version")], b"");
        assert_eq!(
            (
                version.code,
                String::from_utf8_lossy(&version.stdout).into_owned()
            ),
            (
                Some(0),
                format!("{bin} (cp-games {})\n", env!("CARGO_PKG_VERSION"))
            )
        );
        let help = common::run_args(&bin, &[OsStr::new("--help")], b"");
        let text = String::from_utf8_lossy(&help.stdout).into_owned();
        assert_eq!(help.code, Some(0));
        assert!(
            text.starts_with(&format!(
                "usage: {bin}\nplays against a judge's interactive program"
            )),
            "{text}"
        );
        // `--interactive` is a batch binary's option: here the judge path
        // is the protocol, and takes no argument.
        for args in [&["x"][..], &["--interactive", "f"], &["--help", "x"]] {
            let os: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
            let r = common::run_args(&bin, &os, b"");
            assert_eq!(r.code, Some(2), "{bin} {args:?}");
            assert!(r.stdout.is_empty());
            // `--help` with more is the handler's usage error, as for
            // every binary; anything else, the interactive one's.
            let why = match args[0] {
                "--help" => "--help takes no other argument",
                _ => "an interactive program takes no argument",
            };
            assert_eq!(r.stderr, format!("error: {why} (usage: {bin})\n"));
        }
        // --judge without a test file.
        let r = common::run_args(&bin, &[OsStr::new("--judge")], b"");
        assert_eq!(r.code, Some(2), "{bin} --judge: {}", r.stderr);
        common::assert_error_form(&r.stderr, "--judge");
        // A game's options, where the binary offers its game: a file that
        // is not there is one error line.
        if common::offers(&bin, "--play") {
            for flag in ["--play", "--explain"] {
                let r =
                    common::run_args(&bin, &[OsStr::new(flag), OsStr::new("/no/such/file")], b"");
                assert_eq!(r.code, Some(1), "{bin} {flag}: {}", r.stderr);
                assert!(r.stdout.is_empty(), "{bin} {flag}");
                common::assert_error_form(&r.stderr, flag);
            }
        }
    }
}

/// The binary, fed judge lines that are not what its judge would send:
/// one clean error line, or (when the lines happen to be a valid game the
/// program won) exit 0; never a panic or a hang. The quick tier: the
/// first test files of each binary, 30 corruptions of each.
#[test]
fn corrupted_judge_lines_are_one_error_line() {
    corrupted_judge_lines(30, false);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn corrupted_judge_lines_of_every_test_file_are_one_error_line() {
    corrupted_judge_lines(60, true);
}

/// Each test file of each interactive binary (the first few unless
/// `every`), cut at 20 places, with `corruptions` random changes of 1 to 4
/// bytes, and 200 random bytes.
fn corrupted_judge_lines(corruptions: usize, every: bool) {
    let mut rng = Rng::new(1839);
    for bin in common::interactive_binaries() {
        for (path, data) in common::testdata_inputs_for(&bin, every) {
            let mut cases: Vec<Vec<u8>> = (0..=data.len())
                .step_by(data.len() / 20 + 1)
                .map(|k| data[..k].to_vec())
                .collect();
            for _ in 0..corruptions {
                let mut bytes = data.clone();
                for _ in 0..1 + rng.below(4) {
                    let at = rng.below(bytes.len().max(1));
                    let junk = [b'x', b'-', b'0', b'9', b' ', b'\n', 0xff, b'-'];
                    match rng.below(3) {
                        0 if !bytes.is_empty() => bytes[at] = junk[rng.below(junk.len())],
                        1 => bytes.insert(at.min(bytes.len()), junk[rng.below(junk.len())]),
                        _ if !bytes.is_empty() => {
                            bytes.remove(at);
                        }
                        _ => {}
                    }
                }
                cases.push(bytes);
            }
            cases.push((0..200).map(|_| rng.below(256) as u8).collect());
            for input in cases {
                let r = common::run_with_limit(&bin, &input, Duration::from_secs(20));
                let shown = format!(
                    "{bin}, from {}: {:?}",
                    path.display(),
                    String::from_utf8_lossy(&input)
                );
                match r.code {
                    Some(0) => {}
                    Some(1) => common::assert_error_form(&r.stderr, &shown),
                    other => panic!("{shown}: exit {other:?}, stderr {:?}", r.stderr),
                }
            }
        }
    }
}

/// Every game of the crate as an interactive problem in its own notation:
/// each binary that offers `--interactive` (its help says so) plays the positions of
/// its samples as `--interactive FILE` against its own `--judge FILE MODE
/// SEED`, in every mode, and wins every game. (Inputs far past a judge's
/// limits make games of a million moves, a line each: the samples keep
/// this quick.)
#[test]
fn every_game_plays_as_an_interactive_problem_in_its_own_notation() {
    let mut played = 0;
    for bin in common::binaries() {
        if !common::offers(&bin, "--interactive") {
            continue;
        }
        for (path, _) in common::testdata_inputs(&bin) {
            if !path
                .file_name()
                .unwrap()
                .to_string_lossy()
                .contains("sample")
            {
                continue;
            }
            for mode in Mode::ALL {
                let mut program = Command::new(common::bin_path(&bin));
                program.arg("--interactive").arg(&path);
                let run = run_against(&bin, &mut program, &path, mode, 5);
                assert!(
                    matches!(run.outcome, Ending::Accepted(_)),
                    "{bin} --interactive {} ({}): {:?}\n{}",
                    path.display(),
                    mode.name(),
                    run.outcome,
                    run.program_stderr
                );
                played += 1;
            }
        }
    }
    assert!(played >= 3 * 15, "runs: {played}");
}

/// The judge of any game names an illegal move of the program, and a side
/// that is not one of the game's players.
#[test]
fn the_judge_of_any_game_refuses_illegal_lines() {
    let sample =
        std::fs::read_to_string(common::root().join("testdata/anti_nim/01-sample.in")).unwrap();
    let run = common::interactive::misbehaving(
        "anti_nim",
        "illegal",
        &sample,
        "sh",
        &["-c", "echo John; echo 9 9; exec cat > /dev/null"],
    );
    match run.outcome {
        Ending::WrongAnswer(why) => {
            assert!(
                why.starts_with("game 1: line 2: the move \"9 9\" is not legal: "),
                "{why}"
            )
        }
        other => panic!("{other:?}"),
    }
    let run = common::interactive::misbehaving(
        "anti_nim",
        "side",
        &sample,
        "sh",
        &["-c", "echo Alice; exec cat > /dev/null"],
    );
    match run.outcome {
        Ending::WrongAnswer(why) => {
            assert_eq!(
                why,
                "game 1: line 1: the side \"Alice\" is neither John nor Brother"
            )
        }
        other => panic!("{other:?}"),
    }
}

/// A test file that is not a valid input is the interactor's failure, an
/// `error:` line naming the file and the line, never the program's wrong
/// answer: for every interactive binary, and a game of a batch binary.
#[test]
fn a_bad_test_file_is_the_interactors_failure() {
    let mut bins = common::interactive_binaries();
    bins.push("anti_nim".to_string());
    for bin in &bins {
        // No input holds a first number of 10^19.
        let test = common::scratch_file(bin, "bad-test", "10000000000000000000\n");
        let mut program = Command::new(common::bin_path(bin));
        if !common::interactive(bin) {
            program
                .arg("--interactive")
                .arg(common::root().join("testdata/anti_nim/01-sample.in"));
        }
        let run = run_against(bin, &mut program, &test, Mode::Best, 1);
        match run.outcome {
            Ending::JudgeFailed(why) => assert!(
                why.starts_with(&format!(
                    "error: the test file {}: line 1: ",
                    test.display()
                )),
                "{bin}: {why}"
            ),
            other => panic!("{bin}: {other:?}"),
        }
        // The program was told nothing.
        assert!(
            run.transcript
                .iter()
                .all(|(side, _)| *side == Side::Program),
            "{bin}: {:?}",
            run.transcript
        );
    }
}

/// A game the program does not play (a no_gambling board past the judge's
/// largest, which the batch binary answers) is an error on both sides of
/// `--interactive`, before any game is played: never a side chosen and a
/// game given up or won without a move.
#[test]
fn a_game_too_large_to_play_is_refused_on_both_sides() {
    let test = common::root().join("testdata/no_gambling/06-beyond-the-judge.in");
    let refusal = "game 3: board of size 41: this board is too large to play here \
                   (boards of size 1 to 40 are)";
    let run = common::run_args(
        "no_gambling",
        &[OsStr::new("--interactive"), test.as_os_str()],
        b"",
    );
    assert_eq!(
        (run.code, run.stdout.as_slice(), run.stderr.as_str()),
        (Some(1), &b""[..], format!("error: {refusal}\n").as_str())
    );
    // The program that chose the side the issue found: the interactor
    // refuses the test file instead of accepting.
    let run = misbehaving(
        "no_gambling",
        "beyond",
        &std::fs::read_to_string(&test).unwrap(),
        "sh",
        &["-c", "echo 'Grape Skin'; exec cat > /dev/null"],
    );
    // The verdict quotes the interactor's error line (cut at 200
    // characters, which a long scratch path can reach); the line itself
    // names the board.
    match run.outcome {
        Ending::JudgeFailed(why) => assert!(why.starts_with("error: the test file "), "{why}"),
        other => panic!("{other:?}"),
    }
    assert!(
        run.judge_stderr.trim_end().ends_with(refusal),
        "{}",
        run.judge_stderr
    );
}

/// A program that says its side, flushed, and then owes its first pick
/// (a second line in a row) reaches the time limit: the verdict names
/// the program's line as the last to pass without blaming either side,
/// and the interactor's `-1` to the ended program is not taken for a line
/// that passed. Four runs at once: the `-1` raced the verdict.
#[test]
fn a_time_limit_names_the_last_line_and_blames_no_side() {
    let runs: Vec<_> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4)
            .map(|k| {
                s.spawn(move || {
                    never_answering(
                        "decreasing_game",
                        &format!("owes-{k}"),
                        "2\n3 3\n",
                        "sh",
                        &["-c", "read n; read a; echo First; exec sleep 30"],
                    )
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for run in runs {
        match run.outcome {
            Ending::TimeLimit(why) => assert_eq!(
                why,
                "still running after 1.0 s; the program's line 1 (\"First\") was the last to \
                 pass, and no line followed it: a line the program writes reaches the \
                 interactor only when it is flushed"
            ),
            other => panic!("{other:?}"),
        }
    }
}

/// The ways to cut a batch answer into one unit per game: whole lines, the
/// last word of each line, each character, the first line alone.
fn cuts(answer: &str) -> [Vec<String>; 4] {
    let lines: Vec<String> = answer.lines().map(str::to_string).collect();
    let last_words = answer
        .lines()
        .map(|l| l.split_whitespace().last().unwrap_or("").to_string())
        .collect();
    let chars = answer
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(String::from)
        .collect();
    let first = lines.iter().take(1).cloned().collect();
    [lines, last_words, chars, first]
}

/// Every game's `--interactive` against its own `--judge` on every test
/// file, not only the samples, in every mode: the program wins every
/// game, or, where the file holds a game it does not play, both sides
/// refuse the file with an `error:` line. And the side it takes in each
/// game agrees with the binary's answer to the file (`.out`): the answer
/// cut into one unit per game (lines, last words, characters or the first
/// line; the first cut that gives one per game), each unit must always
/// mean the same side, and each side the same unit, over all the files of
/// the binary. (A binary whose answer gives no unit per game, as
/// noi2011_bunny_egg's list of rounds, is checked for winning alone.)
///
/// A file far past a judge's limits makes games of millions of moves, a
/// line each: a run still passing lines at [`LONG_RUN`] (at least
/// [`LONG_LINES`] of them) is a game too long to play here. It is named
/// on stdout and left out of the side check, never counted as won; every
/// other run must end (a run with fewer lines at [`LONG_RUN`] is played
/// again for [`PATIENT_RUN`]), and every sample be played to its end.
#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn every_game_plays_every_test_file_on_the_side_its_answer_names() {
    use std::collections::BTreeMap;
    let mut played = 0;
    let mut compared = Vec::new();
    let mut long = Vec::new();
    for bin in common::binaries() {
        if !common::offers(&bin, "--interactive") {
            continue;
        }
        let players = cp_games::problems::catalogue()
            .find(|b| b.name() == bin)
            .and_then(|b| b.game())
            .map(|g| g.players())
            .unwrap_or_else(|| panic!("{bin} offers --interactive without a game"));
        // (sides taken, the answer) per file.
        let mut files: Vec<(String, Vec<usize>, String)> = Vec::new();
        let inputs = common::testdata_inputs(&bin);
        // The modes one after another, up to a game too long to play here
        // (the next modes would play it as long).
        let runs = common::on_every_core(&inputs, |(path, _)| {
            let mut runs = Vec::new();
            for mode in Mode::ALL {
                let play = |limit| {
                    let mut program = Command::new(common::bin_path(&bin));
                    program.arg("--interactive").arg(path);
                    common::interactive::run_within(&bin, &mut program, path, mode, 1, limit)
                };
                // Cut at the limit after fewer lines than a long game's,
                // or after as many.
                let cut_short = |run: &Run| match run.outcome {
                    Ending::TimeLimit(_) => {
                        Some(run.lines_before + run.transcript.len() < LONG_LINES)
                    }
                    _ => None,
                };
                let mut run = play(LONG_RUN);
                // Neither ended nor long: a machine too busy to pass the
                // lines in time, or a program that is stuck. Once more,
                // with time to end.
                if cut_short(&run) == Some(true) {
                    run = play(PATIENT_RUN);
                }
                let long = cut_short(&run) == Some(false);
                runs.push(run);
                if long {
                    break;
                }
            }
            runs
        });
        for ((path, _), runs) in inputs.iter().zip(runs) {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let mut sides = Vec::new();
            for (mode, run) in Mode::ALL.iter().zip(&runs) {
                played += 1;
                let shown = format!("{bin} on {name} ({})", mode.name());
                let lines = run.lines_before + run.transcript.len();
                match &run.outcome {
                    Ending::Accepted(_) => {}
                    Ending::TimeLimit(_) if lines >= LONG_LINES && !name.contains("sample") => {
                        long.push(format!("{shown}: {lines} lines in {LONG_RUN:?}"));
                        sides.clear();
                        break;
                    }
                    // A game the program does not play: both refuse it.
                    Ending::JudgeFailed(why) if why.starts_with("error: the test file ") => {
                        let said = run.program_stderr.trim_end();
                        assert!(
                            said.starts_with("error: game ")
                                && why.ends_with(&said["error: ".len()..]),
                            "{shown}: the interactor says {why:?}, the program {said:?}"
                        );
                        continue;
                    }
                    other => panic!("{shown}: {other}\n{}", run.program_stderr),
                }
                let taken: Vec<usize> = run
                    .transcript
                    .iter()
                    .filter(|(side, _)| *side == Side::Program)
                    .filter_map(|(_, line)| players.iter().position(|p| p == line))
                    .collect();
                assert_eq!(run.lines_before, 0, "{shown}: a transcript cut short");
                if mode == &Mode::Best {
                    sides = taken;
                } else {
                    assert_eq!(taken, sides, "{shown}: the sides differ from best mode's");
                }
            }
            let out = path.with_extension("out");
            if let (false, Ok(answer)) = (sides.is_empty(), std::fs::read_to_string(out)) {
                files.push((name, sides, answer));
            }
        }
        // Units and sides, one to one, over `files` cut the `k`-th way:
        // the meaning of each unit, or the first unit that breaks it.
        type Meaning = BTreeMap<String, usize>;
        let read = |k: usize, files: &[&(String, Vec<usize>, String)], mut meaning: Meaning| {
            let mut unit_of: BTreeMap<usize, String> =
                meaning.iter().map(|(u, &s)| (s, u.clone())).collect();
            for (name, sides, answer) in files {
                let units = &cuts(answer)[k];
                if units.len() != sides.len() {
                    return Err(format!(
                        "{name}: {} units for {} games",
                        units.len(),
                        sides.len()
                    ));
                }
                for (g, (unit, &side)) in units.iter().zip(sides).enumerate() {
                    if *meaning.entry(unit.clone()).or_insert(side) != side
                        || *unit_of.entry(side).or_insert_with(|| unit.clone()) != *unit
                    {
                        return Err(format!(
                            "{name}: game {}: the answer says {unit:?} and the program took {}",
                            g + 1,
                            players[side]
                        ));
                    }
                }
            }
            Ok(meaning)
        };
        // The rule is learned on the samples: the first cut that gives one
        // unit per game and units and sides one to one; every other file
        // must then follow it.
        let (samples, others): (Vec<_>, Vec<_>) = files
            .iter()
            .partition(|(name, _, _)| name.contains("sample"));
        let learned = (0..4).find_map(|k| read(k, &samples, Meaning::new()).ok().map(|m| (k, m)));
        match learned {
            Some((k, meaning)) => match read(k, &others, meaning) {
                Ok(meaning) => compared.push(format!("{bin}: cut {k}, {meaning:?}")),
                Err(why) => panic!("{bin}: the sides break the rule its samples follow: {why}"),
            },
            None => compared.push(format!("{bin}: no unit per game in its samples' answers")),
        }
    }
    assert!(played >= 3 * 60, "runs: {played}");
    println!("{played} runs; sides against answers: {compared:#?}");
    println!("games too long to play here: {long:#?}");
}

/// How long [`every_game_plays_every_test_file_on_the_side_its_answer_names`]
/// plays one test file in one mode.
const LONG_RUN: Duration = Duration::from_secs(5);

/// The lines a run must have passed by [`LONG_RUN`] to be a game too long
/// to play here, rather than one that is stuck.
const LONG_LINES: usize = 1_000;

/// How long [`every_game_plays_every_test_file_on_the_side_its_answer_names`]
/// plays a run again that had passed fewer than [`LONG_LINES`] lines at
/// [`LONG_RUN`]: a game of a hundred lines takes a few seconds on a
/// machine loaded with other tests, the program and the interactor each
/// waiting for a processor at every line.
const PATIENT_RUN: Duration = Duration::from_secs(60);
