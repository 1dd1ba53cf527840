//! Sizes that need more memory than the machine gives are one `error:`
//! line and exit status 1, never an abort (`memory allocation of N bytes
//! failed`, exit status 134): each binary whose documented limits announce
//! more memory than the input's bytes hold, run at those limits under an
//! address-space limit (`ulimit -v`, through `sh`) too small for them. The
//! full tier sweeps the limit from the smallest under which the binary
//! starts at all to past what each input needs,
//! in steps of 1 MiB, and checks that every run answers or says that the
//! memory is short: a bound in a binary below its real need would show as
//! an abort at some limit.
#![cfg(target_os = "linux")]

use crate::common;

use std::ffi::OsStr;
use std::path::Path;
use std::time::Duration;

/// Runs binary `bin` on `input` under an address-space limit of `kib`
/// KiB: exit status, stdout, stderr.
fn limited(bin: &str, input: &[u8], kib: u64) -> (Option<i32>, Vec<u8>, String) {
    limited_args(bin, &[], input, kib)
}

/// [`limited`] with arguments for the binary.
fn limited_args(
    bin: &str,
    args: &[&str],
    input: &[u8],
    kib: u64,
) -> (Option<i32>, Vec<u8>, String) {
    let script = format!("ulimit -v {kib} && exec \"$0\" \"$@\"");
    let bin = common::bin_path(bin);
    let mut argv = vec![OsStr::new("-c"), OsStr::new(&script), bin.as_os_str()];
    argv.extend(args.iter().map(OsStr::new));
    let run = common::run_exe_args(Path::new("sh"), &argv, input, Duration::from_secs(20));
    (run.code, run.stdout, run.stderr)
}

/// The smallest limit, in MiB, under which `bin` starts at all: its
/// `--version` answers. Below it the system cannot even map the program
/// (a build with more code needs more), which says nothing of its reading.
fn starts_at(bin: &str) -> u64 {
    (1..=64)
        .find(|&mib| limited_args(bin, &["--version"], b"", mib << 10).0 == Some(0))
        .unwrap_or_else(|| panic!("{bin} does not start under 64 MiB"))
}

/// The binaries' documented limits, each with the memory it is refused
/// under (KiB) and the error it gives there.
const AT_THE_LIMITS: &[(&str, &str, u64, &str)] = &[
    (
        "vertex_geography",
        "10000000 0\n",
        128 << 10,
        "line 1: n = 10000000 vertices and m = 0 edges need about 160 MB of memory, \
         more than this machine gives",
    ),
    (
        "library_checker_bipartite_matching",
        "10000000 10000000 0\n",
        64 << 10,
        "line 1: L = 10000000 left and R = 10000000 right vertices and M = 0 edges need \
         about 120 MB of memory, more than this machine gives",
    ),
    (
        "library_checker_general_matching",
        "10000000 1\n0 9999999\n",
        64 << 10,
        "line 1: N = 10000000 vertices and M = 1 edge need about 161 MB of memory, \
         more than this machine gives",
    ),
    (
        "dag_sg_chips",
        "10000000 0 1\n10000000\n",
        32 << 10,
        "line 1: N = 10000000 nodes and M = 0 edges need about 80 MB of memory, \
         more than this machine gives",
    ),
];

#[test]
fn documented_sizes_under_a_memory_limit_are_one_error_line() {
    for &(bin, input, kib, want) in AT_THE_LIMITS {
        let (code, stdout, stderr) = limited(bin, input.as_bytes(), kib);
        assert_eq!(
            code,
            Some(1),
            "{bin} on {input:?} under {kib} KiB: {stderr}"
        );
        assert!(stdout.is_empty(), "{bin} on {input:?}: wrote to stdout");
        assert_eq!(stderr, format!("error: {want}\n"), "{bin} on {input:?}");
    }
    // A full board of two_tokens at its limit: 2500 free cells, about 3.1
    // million positions.
    let mut board = "50 50\n".to_string();
    for _ in 0..50 {
        board.push_str(&".".repeat(50));
        board.push('\n');
    }
    board.push_str("1 1 50 50\n");
    let (code, stdout, stderr) = limited("two_tokens", board.as_bytes(), 32 << 10);
    assert_eq!(code, Some(1), "two_tokens under 32 MiB: {stderr}");
    assert!(stdout.is_empty());
    assert_eq!(
        stderr,
        "error: line 51: 2500 free cells (3123750 pairs of cells) need about 63 MB of \
         memory, more than this machine gives\n"
    );
}

/// Every limit from the smallest under which the binary starts (at least
/// 4 MiB, [`starts_at`]) up to `to_mib` MiB, 1 MiB apart: an answer (the
/// same at every limit) or the memory error, never anything else. Returns
/// the smallest limit that answered.
fn sweep(bin: &str, input: &[u8], to_mib: u64) -> u64 {
    let mut answer: Option<(u64, Vec<u8>)> = None;
    for mib in starts_at(bin).max(4)..=to_mib {
        let (code, stdout, stderr) = limited(bin, input, mib << 10);
        match code {
            Some(0) => match &answer {
                Some((_, first)) => assert_eq!(&stdout, first, "{bin} under {mib} MiB"),
                None => answer = Some((mib, stdout)),
            },
            Some(1) => {
                assert!(stdout.is_empty(), "{bin} under {mib} MiB: wrote to stdout");
                common::assert_error_form(&stderr, bin);
                // The sizes' memory, or (under the smallest limits) the
                // input's own.
                assert!(
                    stderr.contains(" of memory, more than this machine gives")
                        || stderr.contains(": it is larger than the memory this machine gives"),
                    "{bin} under {mib} MiB: {stderr}"
                );
            }
            other => panic!("{bin} under {mib} MiB: exit status {other:?}, stderr {stderr:?}"),
        }
    }
    answer
        .unwrap_or_else(|| panic!("{bin}: no answer under {to_mib} MiB"))
        .0
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn every_memory_limit_gives_an_answer_or_the_error() {
    let mut rng = common::Rng::new(28);
    let n = 600_000;
    let edges: Vec<(usize, usize)> = (0..300_000)
        .map(|_| {
            let u = rng.below(n);
            (u, (u + 1 + rng.below(n - 1)) % n)
        })
        .collect();
    let list = |base: usize| -> String {
        let pairs = edges
            .iter()
            .map(|&(u, v)| format!("{} {}\n", u + base, v + base));
        pairs.collect()
    };
    let m = edges.len();
    let inputs = [
        ("vertex_geography", format!("{n} 0\n")),
        ("vertex_geography", format!("{n} {m}\n{}", list(1))),
        ("library_checker_bipartite_matching", format!("{n} {n} 0\n")),
        (
            "library_checker_bipartite_matching",
            format!("{n} {n} {m}\n{}", list(0)),
        ),
        ("library_checker_general_matching", format!("{n} 0\n")),
        (
            "library_checker_general_matching",
            format!("{n} {m}\n{}", list(0)),
        ),
        ("dag_sg_chips", format!("{n} 0 1\n1\n")),
        ("dag_sg_chips", {
            let forward = edges.iter().map(|&(u, v)| (u.min(v) + 1, u.max(v) + 1));
            let text: String = forward.map(|(u, v)| format!("{u} {v}\n")).collect();
            format!("{n} {m} 1\n{text}1\n")
        }),
    ];
    for (bin, input) in &inputs {
        sweep(bin, input.as_bytes(), 64);
    }
    let mut board = "40 40\n".to_string();
    for _ in 0..40 {
        board.push_str(&".".repeat(40));
        board.push('\n');
    }
    board.push_str("1 1 40 40\n");
    sweep("two_tokens", board.as_bytes(), 40);
}
