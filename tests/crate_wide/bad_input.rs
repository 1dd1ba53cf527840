//! Bad and untidy input, for every binary, derived from its test inputs:
//! - untidy but valid layouts (BOM, CRLF, tabs, blank lines, trailing spaces,
//!   no final newline) give the same answer as the tidy file;
//! - empty input, binary junk, and a first number that is not a number, is
//!   negative or overflows are rejected with the error form;
//! - every proper prefix of each sample is rejected, unless it only drops
//!   trailing whitespace (same answer) or cuts inside the last number; for
//!   the formats read until the end of the input, a prefix that ends at a
//!   complete record (one game, one test case) is itself a valid input and
//!   must give the first lines of the full answer (see `complete_records`).
//!
//! Problem-specific bad input (indices off the graph, cycles, grid
//! characters, illegal moves, counts that disagree) is in `tests/problems/<bin>.rs`.
//!
//! A binary of your own needs no entry anywhere: it gets the untidy layouts
//! and the generic checks (empty input, junk, every prefix of its samples:
//! an answer or one error line, never a panic or a hang). The crate's
//! binaries, whose output forms `common::well_formed` knows, are held to
//! the exact messages and answers too; the run names the binaries that got
//! the generic checks only.

use crate::common;

use common::Rng;

fn untidy_variants(input: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let text = input.to_vec();
    let lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    let map_lines = |f: &dyn Fn(&[u8]) -> Vec<u8>, sep: &[u8]| -> Vec<u8> {
        lines.iter().map(|l| f(l)).collect::<Vec<_>>().join(sep)
    };
    vec![
        (
            "a byte order mark",
            [b"\xEF\xBB\xBF".as_slice(), &text].concat(),
        ),
        ("CRLF line ends", map_lines(&|l| l.to_vec(), b"\r\n")),
        (
            "tabs and trailing spaces",
            map_lines(
                &|l| {
                    let mut v: Vec<u8> = l
                        .iter()
                        .map(|&b| if b == b' ' { b'\t' } else { b })
                        .collect();
                    v.extend_from_slice(b"  \t");
                    v
                },
                b"\n",
            ),
        ),
        ("blank lines", map_lines(&|l| l.to_vec(), b"\n\n \n")),
        ("no final newline", trim_end(&text).to_vec()),
        (
            "leading blank lines",
            [b"\n \r\n\t".as_slice(), &text].concat(),
        ),
    ]
}

/// `input` without trailing whitespace.
fn trim_end(input: &[u8]) -> &[u8] {
    let end = input
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    &input[..end]
}

///
/// The quick tier takes the first test inputs of each binary
/// (`common::QUICK_INPUTS`), the full tier every one.
#[test]
fn untidy_valid_input_gives_the_same_answer() {
    untidy_valid_input_gives_the_same_answer_on(false);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn untidy_valid_input_gives_the_same_answer_full() {
    untidy_valid_input_gives_the_same_answer_on(true);
}

fn untidy_valid_input_gives_the_same_answer_on(every: bool) {
    let mut checked = 0;
    for bin in common::binaries() {
        for (path, input) in common::testdata_inputs_for(&bin, every) {
            let expected = common::run_ok(&bin, &input);
            for (what, variant) in untidy_variants(&input) {
                let got = common::run_ok(&bin, &variant);
                assert_eq!(
                    got,
                    expected,
                    "{bin}: {} with {what} (input::Input reads whitespace-separated \
                     tokens, so the layout cannot change the answer)",
                    path.display()
                );
                checked += 1;
            }
        }
    }
    println!("{checked} untidy variants");
}

/// What `bin` says about an input that ends where its first record should
/// start: the input layer's "found the end of the input", or, for a format
/// closed by a line read with `Input::cases_until`, that the line is missing.
fn end_of_input(bin: &str) -> &'static str {
    match bin {
        "no_gambling" => "the input ended before the final -1",
        "s_nim" => "the input ended before the final 0",
        _ => "found the end of the input",
    }
}

/// What `bin` says when its first number is `-1`: a negative number, except
/// where `-1` is the closing line (`no_gambling`), after which the rest of
/// the sample is left over.
fn negative_one(bin: &str) -> &'static str {
    match bin {
        "no_gambling" => "line 2: unexpected \"-1\" after the end of the data",
        _ => "must not be negative, found \"-1\"",
    }
}

#[test]
fn empty_junk_and_bad_first_numbers_are_rejected() {
    common::say_generic_only(
        "bad_input: exact messages for empty input, junk and bad first numbers",
    );
    let mut rng = Rng::new(7);
    for bin in common::binaries() {
        let strict = common::shape_known(&bin);
        for empty in [&b""[..], b"\n", b" \r\n\t\n", b"\xEF\xBB\xBF"] {
            if strict {
                common::assert_error(&bin, empty, end_of_input(&bin));
            } else {
                common::assert_clean(&bin, empty);
            }
        }
        for _ in 0..20 {
            let junk: Vec<u8> = (0..rng.range(1, 300))
                .map(|_| rng.next_u64() as u8)
                .collect();
            // Junk may by chance start with a small number; it still cannot
            // be a whole valid input, so only the error form is asserted.
            if strict {
                common::assert_error(&bin, &junk, "");
            } else {
                common::assert_clean(&bin, &junk);
            }
        }
        if !strict {
            continue;
        }
        let (_, sample) = &common::testdata_inputs(&bin)[0];
        let text = String::from_utf8_lossy(sample).into_owned();
        let first = text.split_whitespace().next().unwrap();
        let at = text.find(first).unwrap();
        for (bad, needle) in [
            ("x", "found \"x\""),
            ("-1", negative_one(&bin)),
            ("3.0", "found \"3.0\""),
            ("99999999999999999999999", "too large"),
            ("\u{0}", "found \"\\x00\""),
        ] {
            let input = format!("{}{bad}{}", &text[..at], &text[at + first.len()..]);
            // A number no type holds, or a negative one, where the program
            // bounds the first number: the message names the bound.
            let bound = [
                " must be at least ",
                " must be at most ",
                " must be between ",
            ];
            let stderr = common::run(&bin, input.as_bytes()).stderr;
            if bad.starts_with(['-', '9']) && bound.iter().any(|b| stderr.contains(b)) {
                common::assert_error(&bin, input.as_bytes(), &format!("found {bad}\n"));
            } else {
                common::assert_error(&bin, input.as_bytes(), needle);
            }
        }
    }
}

/// For the formats read until the end of the input (no count, no
/// terminator), the ends of the complete records before the last one, as
/// (tokens read, answer lines printed): a prefix holding exactly those
/// tokens is itself a valid input, answered by that many first lines of the
/// full answer. Every other format announces its length or closes with a
/// terminator, so none of its strict prefixes is complete. `tokens` are
/// those of a valid sample.
fn complete_records(bin: &str, tokens: &[&str]) -> Vec<(usize, usize)> {
    let num = |i: usize| -> usize { tokens[i].parse().expect("a sample holds numbers") };
    let mut ends = Vec::new();
    match bin {
        // One game `a b` per line, one answer line each.
        "wythoff_game" => {
            for t in (2..tokens.len()).step_by(2) {
                ends.push((t, t / 2));
            }
        }
        // Test cases `N`, then per tree `m k` and k edges; one line each.
        "christmas_game" => {
            let mut t = 0;
            while t < tokens.len() {
                let trees = num(t);
                t += 1;
                for _ in 0..trees {
                    t += 2 + 2 * num(t + 1);
                }
                if t < tokens.len() {
                    ends.push((t, ends.len() + 1));
                }
            }
        }
        _ => {}
    }
    ends
}

#[test]
fn complete_records_of_multi_record_inputs() {
    let toks = |s: &'static str| s.split_whitespace().collect::<Vec<_>>();
    assert_eq!(
        complete_records("wythoff_game", &toks("2 1 8 4 4 7")),
        [(2, 1), (4, 2)]
    );
    // Test cases: one tree without edges; no trees; two trees of one edge.
    assert_eq!(
        complete_records("christmas_game", &toks("1 1 0  0  2 2 1 1 2 2 1 2 1")),
        [(3, 1), (4, 2)]
    );
    assert!(complete_records("christmas_game", &toks("1 2 1 1 2")).is_empty());
    assert!(complete_records("anti_nim", &toks("2 1 1 1 2")).is_empty());
}

#[test]
fn every_prefix_of_a_sample_is_rejected_or_complete() {
    common::say_generic_only(
        "bad_input: every prefix of a sample rejected (not only handled cleanly)",
    );
    let mut checked = 0;
    let mut complete_prefixes = 0;
    for bin in common::binaries() {
        for (path, input) in common::testdata_inputs(&bin) {
            let sample = path.to_string_lossy().contains("sample") || !common::shape_known(&bin);
            if !sample || input.len() > 400 {
                continue;
            }
            let full = common::run_ok(&bin, &input);
            let complete = trim_end(&input).len();
            let last_token_start = input[..complete]
                .iter()
                .rposition(|b| b.is_ascii_whitespace())
                .map_or(0, |i| i + 1);
            let spans = common::token_spans(&input);
            let text = String::from_utf8_lossy(&input).into_owned();
            let tokens: Vec<&str> = text.split_ascii_whitespace().collect();
            // (start of the record's last token, its end, start of the next
            // token, answer lines) for each complete record but the last.
            let records: Vec<(usize, usize, usize, usize)> = complete_records(&bin, &tokens)
                .into_iter()
                .map(|(t, lines)| (spans[t - 1].0, spans[t - 1].1, spans[t].0, lines))
                .collect();
            for cut in 0..input.len() {
                let prefix = &input[..cut];
                let at_record = records
                    .iter()
                    .find(|&&(start, _, next, _)| start < cut && cut <= next);
                if let Some(&(_, end, _, lines)) = at_record {
                    let r = common::run(&bin, prefix);
                    if cut >= end {
                        // A complete record: the first lines of the answer.
                        let first: String = full.split_inclusive('\n').take(lines).collect();
                        assert_eq!(
                            (r.code, String::from_utf8_lossy(&r.stdout).into_owned()),
                            (Some(0), first),
                            "{bin}: {} cut at {cut} (a complete record)",
                            path.display()
                        );
                        complete_prefixes += 1;
                    } else {
                        // Inside the record's last number: another valid
                        // input or an error, both fine if clean.
                        assert!(
                            r.code == Some(0) || r.code == Some(1),
                            "{bin}: {} cut at {cut}",
                            path.display()
                        );
                    }
                } else if cut >= complete {
                    assert_eq!(
                        common::run_ok(&bin, prefix),
                        full,
                        "{bin}: {} cut at {cut}",
                        path.display()
                    );
                } else if cut > last_token_start {
                    // The last number is shortened: a different valid input
                    // or an error, both fine if clean.
                    let r = common::run(&bin, prefix);
                    assert!(
                        r.code == Some(0) || r.code == Some(1),
                        "{bin}: {} cut at {cut}",
                        path.display()
                    );
                } else if common::shape_known(&bin) {
                    common::assert_error(&bin, prefix, "");
                } else {
                    // Another format may read until the end of the input:
                    // an answer or an error, both fine if clean.
                    common::assert_clean(&bin, prefix);
                }
                checked += 1;
            }
        }
    }
    println!("{checked} prefixes, {complete_prefixes} of them complete records");
}

/// What a new user met on a first run, each as the whole error line: counts
/// said in the input's items, the end of the input on its last line, limits
/// only where they exist, non-ASCII characters shown as themselves.
#[test]
fn first_run_messages_speak_the_inputs_terms() {
    let sample = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/dag_sg_chips/01-sample.in"),
    )
    .unwrap();
    // Edge 8 (line 9) loses its second number: the chips shift by one.
    assert!(sample.contains("\n3 6\n"), "{sample:?}");
    let short_edge = sample.replace("\n3 6\n", "\n3\n");
    let cases: &[(&str, &str, &str)] = &[
        (
            "vertex_geography",
            "3 3\n1 2\n",
            "line 1: m = 3 edges, but only 1 edge follows",
        ),
        (
            "noi2011_bunny_egg",
            "1 3\nXO.\n2\n1 2\n",
            "line 3: 2k = 4 moves, but only 1 move follows",
        ),
        (
            "two_ended_nim",
            "1\n5\n1 2\n",
            "line 2: game 1: n = 5 piles, but only 2 piles follow",
        ),
        (
            "dag_sg_chips",
            "3 2 1\n1 2\n1",
            "line 1: M = 2 edges, but only 1 edge and 1 number follow",
        ),
        (
            "dag_sg_chips",
            "2 2 1\n1 2\n2 1\n1\n",
            "line 3: the graph has a cycle through node 1 (edge 2: 2 -> 1)",
        ),
        (
            "dag_sg_chips",
            &short_edge,
            "line 9: edge 8 looks short: 1 number where each edge has 2 \
             (reading on from it: line 1: K = 4 chips, but only 3 chips follow)",
        ),
        (
            "wythoff_game",
            "1 2 3",
            "line 1: game 2: expected the second pile, found the end of the input",
        ),
        (
            "wythoff_game",
            "1 2 3\n\n  \n",
            "line 1: game 2: expected the second pile, found the end of the input",
        ),
        (
            "plate_game",
            "5 5\n",
            "line 1: expected the plate radius r, found the end of the input",
        ),
        (
            "jsoi2009_game",
            "0 3\n",
            "line 1: the number of rows n must be at least 1, found 0",
        ),
        (
            "noi2011_bunny_egg",
            "1 0\n",
            "line 1: the number of columns m must be at least 1, found 0",
        ),
        (
            "stone_merge",
            "0\n",
            "line 1: the number of games T must be at least 1, found 0",
        ),
        (
            "plate_game",
            "3\u{a0}3 1\n",
            "line 1: expected the table's side a, found \"3\u{a0}3\" (U+00A0)",
        ),
        (
            "jsoi2009_game",
            "2 2\n.\u{e9}\n..\n",
            "line 2: row 1, column 2: unexpected character \"\u{e9}\" (U+00E9) \
             (expected one of \".#\")",
        ),
    ];
    for (bin, input, want) in cases {
        let r = common::run(bin, input.as_bytes());
        assert_eq!(
            (r.code, r.stdout.is_empty(), r.stderr.as_str()),
            (Some(1), true, format!("error: {want}\n").as_str()),
            "{bin} on {input:?}"
        );
    }
}

/// Numbers of 2^32 and more in every place where a binary reads a count,
/// a size or a value (2^32, 5e9, 2^64 - 1, 2^64 and 10^20, one place at a
/// time): each binary, and its `--explain` where it has one, answers or
/// refuses as `tests/regressions/wide_numbers.txt` says, the lines the
/// binaries gave before any of these reads was made to hold its number in
/// 64 bits on every target. The page's WebAssembly build, whose usize is
/// 32 bits, is held to the same lines (`web/tests/numbers.mjs`), so that
/// the page and the binaries say the same.
///
/// Every batch binary of the crate's catalogue has probes; a binary of
/// one's own in `src/bin/` has none, and is named on standard error as not
/// checked (the samples, bad input and mutations still check it).
#[test]
fn numbers_past_32_bits_are_said_as_every_target_says_them() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/regressions/wide_numbers.txt"
    );
    let text = std::fs::read_to_string(file).unwrap();
    let probes: Vec<Vec<&str>> = text.lines().map(|l| l.split('\t').collect()).collect();
    let probed = |bin: &str| probes.iter().any(|p| p[0] == bin);
    for binary in cp_games::problems::BATCH {
        let bin = binary.name;
        assert!(
            probed(bin),
            "no probe of {bin} in {file}: add its input to wide_numbers.py"
        );
    }
    for bin in common::binaries().iter().filter(|b| !probed(b)) {
        common::say_not_checked(format_args!(
            "numbers past 32 bits for {bin}, which has no probe in \
             tests/regressions/wide_numbers.txt (wide_numbers.py writes them)"
        ));
    }
    let wrong = common::on_every_core(&probes, |p| {
        let &[bin, mode, input, expected] = &p[..] else {
            panic!("a probe is a binary, a mode, an input and a line: {p:?}");
        };
        let input = input.replace("\\n", "\n");
        let explain = [std::ffi::OsStr::new("--explain")];
        let args: &[&std::ffi::OsStr] = if mode == "judge" { &[] } else { &explain };
        let r = common::run_args(bin, args, input.as_bytes());
        let got = match r.code {
            Some(0) if mode == "judge" => {
                let out = String::from_utf8_lossy(&r.stdout);
                format!("ok {}", out.replace('\n', "\\n"))
            }
            Some(0) => "ok".to_string(),
            _ => {
                assert!(
                    r.stdout.is_empty(),
                    "{bin} {mode} on {input:?}: wrote to stdout"
                );
                common::assert_error_form(&r.stderr, &input);
                r.stderr.trim_end().to_string()
            }
        };
        (got != expected)
            .then(|| format!("{bin} {mode} {input:?}:\n  got  {got}\n  want {expected}"))
    });
    let wrong: Vec<String> = wrong.into_iter().flatten().collect();
    assert!(
        wrong.is_empty(),
        "{} of {} probes:\n{}",
        wrong.len(),
        probes.len(),
        wrong.join("\n")
    );
}
