//! The command line every binary shares through `input::run`: the input
//! from a file named by the one argument or from standard input, `--help`
//! and `-h`, `--version` and `-V`, wrong arguments, and a standard output
//! closed early. Checked on every binary in `src/bin` (a new one needs no
//! entry), on its test inputs.

use crate::common;

use std::ffi::OsStr;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn os(s: &str) -> &OsStr {
    OsStr::new(s)
}

///
/// The quick tier takes the first test inputs of each binary
/// (`common::QUICK_INPUTS`), the full tier every one.
#[test]
fn a_file_argument_reads_like_standard_input() {
    a_file_argument_reads_like_standard_input_on(false);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn a_file_argument_reads_like_standard_input_full() {
    a_file_argument_reads_like_standard_input_on(true);
}

fn a_file_argument_reads_like_standard_input_on(every: bool) {
    let mut checked = 0;
    for bin in common::binaries() {
        for (path, data) in common::testdata_inputs_for(&bin, every) {
            let piped = common::run(&bin, &data);
            // With a file, standard input is not read: give it junk.
            let from_file = common::run_args(&bin, &[path.as_os_str()], b"junk");
            assert_eq!(
                (from_file.code, &from_file.stdout, &from_file.stderr),
                (piped.code, &piped.stdout, &piped.stderr),
                "{bin} {}",
                path.display()
            );
            let dash = common::run_args(&bin, &[os("-")], &data);
            assert_eq!(
                (dash.code, &dash.stdout, &dash.stderr),
                (piped.code, &piped.stdout, &piped.stderr),
                "{bin} - < {}",
                path.display()
            );
            checked += 1;
        }
    }
    println!("{checked} inputs read from a file and through `-`");
}

/// Whether `bin` offers `--explain` and `--play` (its help says so).
fn offers_play(bin: &str) -> bool {
    common::offers(bin, "--play")
}

#[test]
fn help_names_the_binary() {
    for bin in common::binaries() {
        let mut want = format!(
            "usage: {bin} [FILE]\nreads the judge input from FILE or standard input and prints \
             the answer\n"
        );
        let pad = " ".repeat(bin.len());
        if offers_play(&bin) {
            want += &format!(
                "       {bin} --explain [FILE]\n\
                 \x20      {pad} explains the answer: who wins, a winning move and why\n\
                 \x20      {bin} --play FILE\n\
                 \x20      {pad} plays the game in FILE against you in the terminal\n\
                 \x20      {bin} --interactive FILE\n\
                 \x20      {pad} plays the games in FILE against an interactor, a move per line\n\
                 \x20      {bin} --judge FILE [MODE [SEED]]\n\
                 \x20      {pad} the interactor: checks the moves of a program run with \
                 --interactive FILE\n"
            );
        }
        want += &format!(
            "       {bin} --version\n\
             \x20      {pad} prints the program's name, and the name and version of its \
             package\n"
        );
        for flag in ["--help", "-h"] {
            assert_prints(&bin, flag, &want);
        }
    }
}

/// Each binary of the catalogue serves its own value: its `--help` says
/// what the value holds (a judge path that reads `[FILE]` or an
/// interactive one, the game's options, `--judge` with a game or an
/// interactor), so a `main` that serves another binary's value, or none,
/// fails here.
#[test]
fn every_binary_serves_its_catalogue_value() {
    for listed in cp_games::problems::catalogue() {
        let bin = listed.name();
        let r = common::run_args(bin, &[os("--help")], b"");
        let help = String::from_utf8_lossy(&r.stdout);
        let usage = help.lines().next().unwrap_or_default();
        let batch = listed.solver().is_some();
        assert_eq!(batch, listed.player().is_none(), "{bin}: one judge path");
        assert_eq!(
            usage,
            if batch {
                format!("usage: {bin} [FILE]")
            } else {
                format!("usage: {bin}")
            },
            "{bin}"
        );
        let game = listed.game().is_some();
        assert_eq!(help.contains(&format!("{bin} --play FILE")), game, "{bin}");
        assert_eq!(
            help.contains(&format!("{bin} --explain [FILE]")),
            game,
            "{bin}"
        );
        let judge = game || listed.interactor().is_some();
        assert_eq!(
            help.contains(&format!("{bin} --judge FILE")),
            judge,
            "{bin}"
        );
    }
}

/// `bin flag` prints `want` on stdout, nothing on stderr, and exits 0.
fn assert_prints(bin: &str, flag: &str, want: &str) {
    let r = common::run_args(bin, &[os(flag)], b"");
    assert_eq!(
        (
            r.code,
            String::from_utf8_lossy(&r.stdout).into_owned(),
            r.stderr
        ),
        (Some(0), want.to_string(), String::new()),
        "{bin} {flag}"
    );
}

/// `--version` and `-V`, alone, print the program's name and the version
/// of cp-games (the library every binary's command line comes from); with
/// anything after them they are a usage error, as `--help` and `-h` are.
#[test]
fn version_names_the_binary_and_the_cp_games_version() {
    for bin in common::binaries() {
        let want = format!("{bin} (cp-games {})\n", env!("CARGO_PKG_VERSION"));
        for flag in ["--version", "-V"] {
            assert_prints(&bin, flag, &want);
        }
        for args in [
            ["--version", "x"],
            ["-V", "-"],
            ["--help", "x"],
            ["-h", "-h"],
        ] {
            let r = common::run_args(&bin, &[os(args[0]), os(args[1])], b"");
            let shown = format!("{bin} {}", args.join(" "));
            assert_eq!(r.code, Some(2), "{shown}: {}", r.stderr);
            assert!(r.stdout.is_empty(), "{shown}: wrote to stdout");
            common::assert_error_form(&r.stderr, &shown);
            assert_eq!(
                r.stderr,
                format!(
                    "error: {} takes no other argument (usage: {bin} [FILE])\n",
                    args[0]
                ),
                "{shown}"
            );
        }
    }
}

/// `--explain` reads what the judge path reads: on every test input it
/// succeeds where the judge path does (with some text), and fails with the
/// same error line where it fails. `--play` with no line typed ends
/// politely. Checked on every binary whose help offers them.
///
/// The quick tier takes the first test inputs of each binary
/// (`common::QUICK_INPUTS`), the full tier every one.
#[test]
fn explain_and_play_accept_every_test_input() {
    explain_and_play_accept_every_test_input_on(false);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn explain_and_play_accept_every_test_input_full() {
    explain_and_play_accept_every_test_input_on(true);
}

fn explain_and_play_accept_every_test_input_on(every: bool) {
    let (mut offered, mut without) = (0, Vec::new());
    for bin in common::binaries() {
        if !offers_play(&bin) {
            without.push(bin);
            continue;
        }
        offered += 1;
        for (path, data) in common::testdata_inputs_for(&bin, every) {
            let judge = common::run(&bin, &data);
            let explained = common::run_args(&bin, &[os("--explain"), path.as_os_str()], b"");
            assert_eq!(
                explained.code,
                judge.code,
                "{bin} --explain {}",
                path.display()
            );
            if judge.code == Some(0) {
                assert!(
                    !explained.stdout.is_empty() && explained.stderr.is_empty(),
                    "{bin} --explain {}: {}",
                    path.display(),
                    explained.stderr
                );
                let played = common::run_args(&bin, &[os("--play"), path.as_os_str()], b"");
                // A judge input may hold no game at all (T = 0): nothing
                // to play, which `play::offer` says in its error form.
                if played.stderr == "error: the input holds no game to play\n" {
                    assert_eq!(played.code, Some(1), "{bin} --play {}", path.display());
                    assert!(played.stdout.is_empty(), "{bin} --play {}", path.display());
                    continue;
                }
                assert_eq!(played.code, Some(0), "{bin} --play {}", path.display());
                let screen = String::from_utf8_lossy(&played.stdout);
                assert!(
                    screen.ends_with("End of input: the game stops here. Goodbye.\n"),
                    "{bin} --play {}: {screen}",
                    path.display()
                );
            } else {
                assert_eq!(
                    explained.stderr,
                    judge.stderr,
                    "{bin} --explain {}",
                    path.display()
                );
                assert!(explained.stdout.is_empty());
            }
        }
    }
    println!("--explain and --play checked on {offered} binaries; not offered by {without:?}");
}

#[test]
fn explain_and_play_arguments() {
    let Some(bin) = common::binaries().into_iter().find(|b| offers_play(b)) else {
        return;
    };
    let usage = format!("(usage: {bin} [FILE])");
    for (args, code, want) in [
        (
            vec!["--play"],
            2,
            format!("error: --play takes one input file (standard input is where the moves come from) {usage}\n"),
        ),
        (
            vec!["--play", "-"],
            2,
            format!("error: --play takes one input file (standard input is where the moves come from) {usage}\n"),
        ),
        (
            vec!["--explain", "a", "b"],
            2,
            format!("error: --explain takes at most one input file {usage}\n"),
        ),
        (
            vec!["--play", "/no/such/file.in"],
            1,
            "error: cannot read /no/such/file.in: ".to_string(),
        ),
    ] {
        let args: Vec<&OsStr> = args.iter().map(|a| os(a)).collect();
        let r = common::run_args(&bin, &args, b"");
        assert_eq!(r.code, Some(code), "{bin} {args:?}: {}", r.stderr);
        assert!(r.stdout.is_empty(), "{bin} {args:?}");
        assert!(r.stderr.starts_with(&want), "{bin} {args:?}: {:?}", r.stderr);
        common::assert_error_form(&r.stderr, &format!("{args:?}"));
    }
    // A file the game cannot read is the judge path's error line.
    let file = common::scratch_file(&bin, "empty", "");
    let r = common::run_args(&bin, &[os("--play"), file.as_os_str()], b"first\n");
    let judge = common::run(&bin, b"");
    assert_eq!((r.code, &r.stderr), (Some(1), &judge.stderr), "{bin}");
}

#[test]
fn wrong_arguments_are_one_error_line() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("command-line");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let missing = dir.join("no-such-file.in");
    for bin in common::binaries() {
        let cases: [(&[&OsStr], i32, String); 4] = [
            (
                &[os("--verbose")],
                2,
                format!("error: unknown option \"--verbose\" (usage: {bin} [FILE])\n"),
            ),
            (
                &[os("a.in"), os("b.in")],
                2,
                format!(
                    "error: expected at most one argument, the input file (usage: {bin} [FILE])\n"
                ),
            ),
            (
                &[missing.as_os_str()],
                1,
                format!("error: cannot read {}: ", missing.display()),
            ),
            (
                &[dir.as_os_str()],
                1,
                format!("error: cannot read {}: ", dir.display()),
            ),
        ];
        for (args, code, want) in cases {
            let r = common::run_args(&bin, args, b"");
            assert_eq!(r.code, Some(code), "{bin} {args:?}: {}", r.stderr);
            assert!(r.stdout.is_empty(), "{bin} {args:?}: wrote to stdout");
            common::assert_error_form(&r.stderr, &format!("{args:?}"));
            assert!(
                r.stderr.starts_with(&want),
                "{bin} {args:?}: {:?} does not start with {want:?}",
                r.stderr
            );
        }
    }
}

#[test]
fn a_closed_standard_output_ends_quietly() {
    let mut checked = 0;
    for bin in common::binaries() {
        let Some((path, data)) = common::testdata_inputs(&bin).into_iter().next() else {
            continue;
        };
        let mut child = Command::new(common::bin_path(&bin))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .env_remove("RUST_BACKTRACE")
            .spawn()
            .unwrap();
        // The reader goes away before the answer is written, as `| head`
        // does once it has its lines.
        drop(child.stdout.take());
        let mut stdin = child.stdin.take().unwrap();
        let _ = stdin.write_all(&data);
        drop(stdin);
        let out = child.wait_with_output().unwrap();
        assert_eq!(
            (
                out.status.code(),
                String::from_utf8_lossy(&out.stderr).into_owned()
            ),
            (Some(0), String::new()),
            "{bin} {} with standard output closed",
            path.display()
        );
        checked += 1;
    }
    assert!(checked > 0, "no binary has test inputs");
}

/// `--explain` writes each game's explanation as it is made: a reader
/// that goes away at once, or after the first few lines of a long
/// explanation, ends it quietly with status 0, as the judge path.
#[test]
fn explain_with_a_closed_standard_output_ends_quietly() {
    let mut checked = 0;
    // 20000 games of Wythoff's explained: over 5 MB of text, of which the
    // reader takes 4 KB.
    let mut long = Vec::new();
    for i in 0..20000u64 {
        long.extend_from_slice(format!("{} {}\n", i * 7919 % 100_003, i).as_bytes());
    }
    for bin in common::binaries().into_iter().filter(|b| offers_play(b)) {
        let Some((_, data)) = common::testdata_inputs(&bin).into_iter().next() else {
            continue;
        };
        let mut runs: Vec<(&[u8], usize)> = vec![(&data, 0)];
        if bin == "wythoff_game" {
            runs.push((&long, 4096));
        }
        for &(input, keep) in &runs {
            let mut child = Command::new(common::bin_path(&bin))
                .args(["--explain", "-"])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .env_remove("RUST_BACKTRACE")
                .spawn()
                .unwrap();
            let mut stdin = child.stdin.take().unwrap();
            let _ = stdin.write_all(input);
            drop(stdin);
            let mut stdout = child.stdout.take().unwrap();
            let mut first = vec![0; keep];
            std::io::Read::read_exact(&mut stdout, &mut first).unwrap();
            drop(stdout);
            let out = child.wait_with_output().unwrap();
            assert_eq!(
                (
                    out.status.code(),
                    String::from_utf8_lossy(&out.stderr).into_owned()
                ),
                (Some(0), String::new()),
                "{bin} --explain with standard output closed after {keep} bytes"
            );
            checked += 1;
        }
    }
    assert!(checked > 1, "no binary offers --explain");
}

/// Whatever a person types in a `--play` session, in every game: a line
/// that is not UTF-8, one with a NUL byte or an escape sequence, and a
/// line of 20 MB each get one short reason and the prompt again; the
/// session goes on to the end of the input, and the long line is neither
/// echoed nor held.
#[test]
fn play_sessions_survive_anything_typed() {
    let mut typed = b"\xff\xfe 1\n1 \x00 2\n\x1b[A\n".to_vec();
    typed.extend(std::iter::repeat(b'7').take(20_000_000));
    typed.extend_from_slice(b"\n");
    let reasons = [
        "That line is not UTF-8 text: byte 1 is 0xff.\n",
        "That line holds a control character (U+0000), which no move has.\n",
        "That line holds a control character (U+001B), which no move has.\n",
        "That line is 20000000 bytes long, and a move is a few words \
         (\"777777777777777777777777\"...).\n",
    ];
    let mut played = 0;
    for bin in common::binaries() {
        if !offers_play(&bin) {
            continue;
        }
        let Some((path, _)) = common::testdata_inputs(&bin).into_iter().next() else {
            continue;
        };
        let r = common::run_args(&bin, &[os("--play"), path.as_os_str()], &typed);
        let screen = String::from_utf8_lossy(&r.stdout);
        let shown = format!("{bin} --play {}", path.display());
        if r.stderr == "error: the input holds no game to play\n" {
            continue;
        }
        assert_eq!((r.code, r.stderr.as_str()), (Some(0), ""), "{shown}");
        for reason in reasons {
            assert_eq!(
                screen.matches(reason).count(),
                1,
                "{shown}: {reason:?} in {screen}"
            );
        }
        assert!(
            screen.ends_with("End of input: the game stops here. Goodbye.\n"),
            "{shown}: {screen}"
        );
        assert!(
            screen.len() < 20_000,
            "{shown}: {} bytes shown",
            screen.len()
        );
        played += 1;
    }
    assert!(played > 10, "{played} games played");
}

/// An interactive binary with a game explains and plays it as the others
/// do, reading its interactor's test files: `--explain FILE` and `--play
/// FILE` accept each of its first test inputs, and a bad file is the same
/// `error:` line for both; its help names them, and not `--interactive`,
/// which it refuses (its judge path is its problem's own protocol).
#[test]
fn interactive_binaries_explain_and_play_their_test_files() {
    let mut checked = 0;
    for bin in common::interactive_binaries() {
        if !offers_play(&bin) {
            continue;
        }
        let pad = " ".repeat(bin.len());
        let r = common::run_args(&bin, &[os("--help")], b"");
        let help = String::from_utf8_lossy(&r.stdout);
        assert!(
            help.contains(&format!(
                "       {bin} --explain [FILE]\n\
                 \x20      {pad} explains the answer: who wins, a winning move and why\n\
                 \x20      {bin} --play FILE\n\
                 \x20      {pad} plays the game in FILE against you in the terminal\n\
                 \x20      {bin} --judge FILE [MODE [SEED]]\n"
            )),
            "{bin}: {help}"
        );
        assert!(!help.contains("--interactive"), "{bin}: {help}");
        for (path, _) in common::testdata_inputs_for(&bin, false) {
            let shown = format!("{bin} {}", path.display());
            let explained = common::run_args(&bin, &[os("--explain"), path.as_os_str()], b"");
            assert_eq!(
                (explained.code, explained.stderr.as_str()),
                (Some(0), ""),
                "--explain {shown}"
            );
            let text = String::from_utf8_lossy(&explained.stdout);
            assert!(
                text.contains(" wins") || text.contains(" loses"),
                "{shown}: {text}"
            );
            let played = common::run_args(&bin, &[os("--play"), path.as_os_str()], b"");
            assert_eq!(
                (played.code, played.stderr.as_str()),
                (Some(0), ""),
                "--play {shown}"
            );
            let screen = String::from_utf8_lossy(&played.stdout);
            assert!(
                screen.ends_with("End of input: the game stops here. Goodbye.\n"),
                "--play {shown}: {screen}"
            );
            checked += 1;
        }
        // A bad test file: one error line, the same for both.
        let file = common::scratch_file(&bin, "bad", "0\n");
        let explained = common::run_args(&bin, &[os("--explain"), file.as_os_str()], b"");
        let played = common::run_args(&bin, &[os("--play"), file.as_os_str()], b"first\n");
        assert_eq!(explained.code, Some(1), "{bin}");
        assert!(explained.stdout.is_empty(), "{bin}");
        common::assert_error_form(&explained.stderr, "0");
        assert_eq!(
            (played.code, &played.stderr),
            (Some(1), &explained.stderr),
            "{bin}"
        );
        // `--interactive` is a batch binary's option.
        let r = common::run_args(&bin, &[os("--interactive"), path_of(&bin).as_os_str()], b"");
        assert_eq!(r.code, Some(2), "{bin}");
        assert!(
            r.stderr
                .starts_with("error: an interactive program takes no argument"),
            "{bin}: {}",
            r.stderr
        );
    }
    assert!(checked >= 6, "{checked}");
}

/// The first test input of `bin`.
fn path_of(bin: &str) -> std::path::PathBuf {
    common::testdata_inputs(bin).remove(0).0
}
