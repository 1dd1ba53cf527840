//! `cp_games::samples`, the runner a package of your own tests its samples
//! with, on packages made here: their binaries are this crate's (a
//! package's `[[bin]]` or source file named like one of them runs it, as
//! cargo builds them all beside this test), their samples and manifests
//! written for each case. The end to end run in a package made with `cargo
//! new` is `bundler/tests/user_package.rs` (full tier).

use crate::common;

use cp_games::samples::{checkers, Samples, Summary};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A fresh package folder `name` holding `files` (path, text).
fn package(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("samples")
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    for (path, text) in files {
        let path = dir.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    dir
}

fn sample(bin: &str, name: &str) -> String {
    fs::read_to_string(common::root().join("testdata").join(bin).join(name)).unwrap()
}

/// The manifest of a package named `wythoff_game` (its `src/main.rs` is
/// that binary), with `library_checker_bipartite_matching` as a `[[bin]]`
/// of its own path.
const MANIFEST: &str = "[package]\nname = \"wythoff_game\"\nversion = \"0.1.0\"\n\n\
    [dependencies]\ncp-games = { path = \"../cp-games\" }\n\n\
    [[bin]]\nname = \"library_checker_bipartite_matching\"\npath = \"tasks/matching.rs\"\n";

/// Two left and two right vertices, edges 0-0, 0-1, 1-0: the binary's
/// maximum matching, and another one.
const GRAPH: &str = "2 2 3\n0 0\n0 1\n1 0\n";

#[test]
fn samples_pass_as_a_judge_compares_and_through_a_checker() {
    let binary = common::run_ok("library_checker_bipartite_matching", GRAPH.as_bytes());
    let other = if binary == "2\n0 1\n1 0\n" {
        "2\n1 0\n0 1\n"
    } else {
        "2\n0 1\n1 0\n"
    };
    let wythoff_out = sample("wythoff_game", "01-sample.out");
    // Spaces at line ends, CRLF and a missing last newline: the same
    // answer to a judge.
    let untidy = wythoff_out.replace('\n', "  \r\n");
    let untidy = untidy.trim_end_matches(['\r', '\n']);
    let dir = package(
        "pass",
        &[
            ("Cargo.toml", MANIFEST),
            ("src/main.rs", ""),
            ("tasks/matching.rs", ""),
            ("src/bin/euclid_game/main.rs", ""),
            (
                "test/wythoff_game/sample-1.in",
                &sample("wythoff_game", "01-sample.in"),
            ),
            ("test/wythoff_game/sample-1.out", untidy),
            (
                "testdata/euclid_game/01.in",
                &sample("euclid_game", "01-sample.in"),
            ),
            (
                "testdata/euclid_game/01.out",
                &sample("euclid_game", "01-sample.out"),
            ),
            ("cases/a.in", GRAPH),
            ("cases/a.out", other),
        ],
    );
    let samples = || {
        Samples::new(&dir)
            .checker(
                "library_checker_bipartite_matching",
                checkers::bipartite_matching,
            )
            .folder("library_checker_bipartite_matching", "cases")
    };
    let summary = samples().check().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        summary,
        Summary {
            binaries: vec![
                ("euclid_game".to_string(), 1, false),
                ("library_checker_bipartite_matching".to_string(), 1, true),
                ("wythoff_game".to_string(), 1, false),
            ],
            skipped: vec![],
            interactive: vec![],
        }
    );
    assert_eq!(
        summary.to_string(),
        "3 sample cases of 3 binaries: euclid_game 1, \
         library_checker_bipartite_matching 1 (checker), wythoff_game 1"
    );
    assert_eq!(samples().run(), summary);

    // Without the checker, the other matching is a wrong answer; byte for
    // byte, the untidy one too.
    let report = Samples::new(&dir)
        .folder("library_checker_bipartite_matching", "cases")
        .byte_for_byte()
        .check()
        .unwrap_err();
    let first_line = |t: &str| format!("{:?}", t.lines().nth(1).unwrap());
    assert!(
        report.starts_with("samples: 2 failures (2 of 3 cases failed)\n"),
        "{report}"
    );
    assert!(
        report.contains(&format!(
            "\nlibrary_checker_bipartite_matching on cases/a.in: line 2: expected {}, found {} \
             (compared byte for byte)\n  exit status 0; nothing on stderr\n",
            first_line(other),
            first_line(&binary)
        )),
        "{report}"
    );
    assert!(
        report.contains(&format!(
            "\nwythoff_game on test/wythoff_game/sample-1.in: line 1: expected {:?}, found {:?} \
             (compared byte for byte)\n",
            format!("{}  \r", wythoff_out.lines().next().unwrap()),
            wythoff_out.lines().next().unwrap()
        )),
        "{report}"
    );
    assert!(
        report.ends_with("\npassed: 1 sample case of 3 binaries: euclid_game 1, library_checker_bipartite_matching 0, wythoff_game 0\n"),
        "{report}"
    );
}

#[test]
fn every_failure_is_listed_with_the_line_the_status_and_stderr() {
    let wythoff_in = sample("wythoff_game", "01-sample.in");
    let wythoff_out = sample("wythoff_game", "01-sample.out");
    let mut lines: Vec<String> = wythoff_out.lines().map(str::to_string).collect();
    let was = lines[1].clone();
    lines[1] = if was == "0" { "1" } else { "0" }.to_string();
    let wrong_out = lines.join("\n") + "\n";
    let dir = package(
        "fail",
        &[
            ("Cargo.toml", MANIFEST),
            ("src/main.rs", ""),
            ("tasks/matching.rs", ""),
            ("src/bin/euclid_game.rs", ""),
            ("src/bin/anti_nim.rs", ""),
            ("test/wythoff_game/1.in", &wythoff_in),
            ("test/wythoff_game/1.out", &wrong_out),
            ("test/wythoff_game/2.in", &wythoff_in),
            ("test/wythoff_game/2.out", &wythoff_out),
            ("test/wythoff_game/3.in", &wythoff_in),
            ("testdata/euclid_game/bad.in", "2\n3 x\n"),
            ("testdata/euclid_game/bad.out", "Stan wins\n"),
            (
                "testdata/library_checker_bipartite_matching/small.in",
                GRAPH,
            ),
            (
                "testdata/library_checker_bipartite_matching/small.out",
                "3\n",
            ),
        ],
    );
    let report = Samples::new(&dir)
        .checker(
            "library_checker_bipartite_matching",
            checkers::bipartite_matching,
        )
        .checker("no_such_binary", |_| Ok(()))
        .check()
        .unwrap_err();
    let euclid = common::run("euclid_game", b"2\n3 x\n");
    assert_eq!(euclid.code, Some(1));
    let want = [
        "samples: 6 failures (4 of 5 cases failed)\n".to_string(),
        "a checker for \"no_such_binary\", which is no binary of the package (its binaries: \
         anti_nim, euclid_game, library_checker_bipartite_matching, wythoff_game)\n"
            .to_string(),
        "anti_nim: no samples: no testdata/anti_nim/*.in, no test/anti_nim/*.in \
         (online-judge-tools: `oj download URL -d test/anti_nim`), no test/*.in; or give a \
         folder with .folder(\"anti_nim\", DIR), or leave it out with .skip(\"anti_nim\")\n"
            .to_string(),
        format!(
            "euclid_game on testdata/euclid_game/bad.in: the binary failed; line 1: expected \
             \"Stan wins\", found the end of the output (0 lines)\n  exit status 1; stderr:\n  | {}\n",
            euclid.stderr.trim_end()
        ),
        "library_checker_bipartite_matching on \
         testdata/library_checker_bipartite_matching/small.in: the checker: the output's \
         matching has 2 pairs, the expected output's 3: it is not maximum\n  exit status 0; \
         nothing on stderr\n"
            .to_string(),
        format!(
            "wythoff_game on test/wythoff_game/1.in: line 2: expected \"{}\", found \"{was}\"\n  \
             exit status 0; nothing on stderr\n",
            lines[1]
        ),
        "wythoff_game on test/wythoff_game/3.in: no expected output 3.out beside it\n".to_string(),
        "passed: 1 sample case of 3 binaries: euclid_game 0, library_checker_bipartite_matching \
         0 (checker), wythoff_game 1\n"
            .to_string(),
    ]
    .join("\n");
    assert_eq!(report, want);

    // `skip` leaves a binary out, and the summary says so.
    let report = Samples::new(&dir).skip("anti_nim").check().unwrap_err();
    assert!(!report.contains("anti_nim:"), "{report}");
    assert!(report.ends_with("; left out: anti_nim\n"), "{report}");
}

#[test]
fn online_judge_tools_test_folder_serves_a_package_with_one_binary() {
    let manifest = "[package]\nname = \"wythoff_game\"\nversion = \"0.1.0\"\n";
    let files = [
        ("Cargo.toml", manifest),
        ("src/main.rs", ""),
        ("test/sample-1.in", "8 4\n"),
        ("test/sample-1.out", "1\n"),
        ("test/sample-2.in", "2 1\n"),
        ("test/sample-2.out", "0\n"),
    ];
    let one = package("oj-one", &files);
    let summary = Samples::new(&one).check().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(summary.binaries, [("wythoff_game".to_string(), 2, false)]);

    // With two binaries, test/ is no binary's: each is told where its go.
    let mut two = files.to_vec();
    two.push(("src/bin/euclid_game.rs", ""));
    let two = package("oj-two", &two);
    let report = Samples::new(&two).check().unwrap_err();
    for bin in ["euclid_game", "wythoff_game"] {
        assert!(
            report.contains(&format!(
                "\n{bin}: no samples: no testdata/{bin}/*.in, no test/{bin}/*.in \
                 (online-judge-tools: `oj download URL -d test/{bin}`), and test/*.in serves a \
                 package with one binary, not 2 (move them to test/{bin}/); or give a folder"
            )),
            "{report}"
        );
    }
}

#[test]
fn a_run_past_the_time_limit_is_stopped_and_fails() {
    // 200000 edges: far more than a millisecond's work.
    let mut input = String::from("1000 1000 200000\n");
    for i in 0..200_000usize {
        input += &format!("{} {}\n", i % 1000, (i * 7) % 1000);
    }
    let dir = package(
        "slow",
        &[
            (
                "Cargo.toml",
                "[package]\nname = \"library_checker_bipartite_matching\"\n",
            ),
            ("src/main.rs", ""),
            ("test/big.in", &input),
            ("test/big.out", "1000\n"),
        ],
    );
    let report = Samples::new(&dir)
        .time_limit(Duration::from_millis(1))
        .check()
        .unwrap_err();
    assert!(
        report.contains(
            "\nlibrary_checker_bipartite_matching on test/big.in: still running after 1ms, and \
             stopped\n  no exit status (stopped); "
        ),
        "{report}"
    );
}

#[test]
fn a_binary_cargo_did_not_build_fails() {
    let dir = package(
        "unbuilt",
        &[
            ("Cargo.toml", "[package]\nname = \"never_built_here\"\n"),
            ("src/main.rs", ""),
            ("test/1.in", "1\n"),
            ("test/1.out", "1\n"),
        ],
    );
    let report = Samples::new(&dir).check().unwrap_err();
    assert!(
        report.contains("\nnever_built_here: no executable ")
            && report.contains("cargo builds a package's binaries before its integration tests"),
        "{report}"
    );
}

/// A program that leaves a child holding its output open (`sleep 20 &`):
/// the run ends with the program, at its time limit or at its exit, not
/// when the child lets go, keeps what the program wrote, and ends the
/// child.
#[test]
fn a_child_left_holding_the_output_does_not_hold_the_run() {
    use cp_games::samples::{run, Status};
    use std::process::Command;
    use std::time::Instant;
    let clock = Instant::now();
    let mut sh = Command::new("sh");
    sh.args(["-c", "sleep 20 & echo $!; exec sleep 30"]);
    let ran = run(&mut sh, None, Duration::from_secs(1)).unwrap();
    assert_eq!(ran.status, Status::TimedOut);
    let first = String::from_utf8(ran.stdout).unwrap();
    let mut sh = Command::new("sh");
    sh.args(["-c", "sleep 20 & echo $!"]);
    let ran = run(&mut sh, Some(b""), Duration::from_secs(5)).unwrap();
    assert_eq!(ran.status, Status::Exited(0));
    let second = String::from_utf8(ran.stdout).unwrap();
    let took = clock.elapsed();
    assert!(took < Duration::from_secs(10), "{took:?}");
    // Each child is ended with its program: nothing is left running.
    for pid in [first, second] {
        let pid: u32 = pid.trim().parse().unwrap();
        #[cfg(target_os = "linux")]
        assert!(!common::still_running(pid), "sleep 20 ({pid}) still runs");
    }
}

/// An interactive binary (its `--help` says so) is played against its own
/// interactor on each test file in every mode, with no `.out`; a failure
/// names the test file and the mode, gives the verdict in words and the
/// last lines that passed. `.interactor` names another binary's
/// interactor.
#[cfg(feature = "play")]
#[test]
fn interactive_binaries_play_their_test_files_against_an_interactor() {
    let test = sample("xor_break", "01-sample.in");
    let dir = package(
        "interactive",
        &[
            (
                "Cargo.toml",
                "[package]\nname = \"contest\"\nversion = \"0.1.0\"\n",
            ),
            ("src/bin/xor_break.rs", ""),
            ("testdata/xor_break/01.in", &test),
        ],
    );
    let summary = Samples::new(&dir).check().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        summary.to_string(),
        "1 sample case of 1 binary: xor_break 1 (played in 3 modes)"
    );
    assert_eq!(summary.interactive, ["xor_break"]);
    // The same through an interactor named.
    let named = Samples::new(&dir)
        .interactor("xor_break", "xor_break")
        .check();
    assert_eq!(named.unwrap_or_else(|e| panic!("{e}")), summary);
    // A test file out of the problem's bounds: the interactor fails, in
    // every mode.
    fs::write(dir.join("testdata/xor_break/02-bad.in"), "1\n0\n").unwrap();
    let report = Samples::new(&dir).check().unwrap_err();
    for mode in ["best", "random", "first"] {
        let head = format!("xor_break on testdata/xor_break/02-bad.in ({mode} mode): interactor failed: error: the test file ");
        assert!(report.contains(&head), "{report}");
    }
    assert!(report.contains("no line passed"), "{report}");
    assert!(
        report.starts_with("samples: 1 failure (1 of 2 cases failed)"),
        "{report}"
    );
    // An interactor named that is no binary of the package.
    let report = Samples::new(&dir)
        .interactor("xor_break", "judge")
        .check()
        .unwrap_err();
    assert!(
        report.contains("an interactor named for \"judge\", which is no binary of the package"),
        "{report}"
    );
}
