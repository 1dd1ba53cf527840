//! `library_checker_bipartite_matching` and
//! `library_checker_general_matching` on the official Library Checker inputs
//! in `../shared/library-checker/` (the project's own data beside the
//! repository, present in its CI; not part of the crate). Where the data is
//! absent these checks do not run, and the test says so on standard error;
//! with `CP_GAMES_REQUIRE_SHARED=1` (set by `.ci/run`) an absent folder is a
//! failure. The quick tier runs the first input of each family of the
//! bipartite-matching inputs (14 of 44), the full tier all of them. Each
//! answer is checked the way that judge's checker does, by
//! the checkers a package of your own uses for its samples
//! (`cp_games::samples::checkers`): the size equals `sizes.txt`, every pair
//! is an input edge, no vertex is used twice. Also bad input for both
//! binaries, and the general-matching testdata against an exhaustive
//! search.

use crate::common;

use cp_games::samples::{checkers, Case};
use std::fs;
use std::path::{Path, PathBuf};

/// The folder of a problem's official inputs, or `None` where the data is
/// absent: then the checks on it do not run, and the test says so. With
/// `CP_GAMES_REQUIRE_SHARED=1` (the project's CI) a missing folder is a
/// failure.
fn data_dir(problem: &str) -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/library-checker")
        .join(problem);
    if !dir.exists() {
        let required = std::env::var_os("CP_GAMES_REQUIRE_SHARED").is_some_and(|v| v == "1");
        assert!(
            !required,
            "CP_GAMES_REQUIRE_SHARED=1, but {} does not exist",
            dir.display()
        );
        common::say_not_checked(format_args!(
            "the official Library Checker inputs of {problem} \
             ({} does not exist; set CP_GAMES_REQUIRE_SHARED=1 to make this a failure)",
            dir.display()
        ));
        return None;
    }
    Some(dir)
}

/// Calls `check(name, input, size, output)` for every input listed in the
/// problem's `sizes.txt` (or, unless `every`, for the first of each family
/// of inputs: `random_00` but not `random_01`), with `bin`'s output on it,
/// and returns how many there were (0 where the data is absent). `bin` reads each input from the
/// file on its standard input (a regular file, which is checked for change
/// while read), and, where `every`, must print the same through a pipe (the
/// quick tier's checks of pipes against files are in `testdata`). The
/// inputs are shared among as many threads as there are cores.
fn for_each_official_input(
    problem: &str,
    bin: &str,
    every: bool,
    check: impl Fn(&str, String, usize, String) + Sync,
) -> usize {
    let Some(dir) = data_dir(problem) else {
        return 0;
    };
    let sizes = fs::read_to_string(dir.join("sizes.txt")).unwrap();
    let listed: Vec<(&str, usize)> = sizes
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let (name, size) = line.split_once(' ').unwrap();
            (name, size.trim().parse().unwrap())
        })
        .filter(|(name, _)| every || name.ends_with("_00"))
        .collect();
    common::on_every_core(&listed, |&(name, size)| {
        let path = dir.join(format!("{name}.in"));
        let input = fs::read_to_string(&path).unwrap();
        let from_file = common::run_from_file(bin, &path);
        assert_eq!(from_file.code, Some(0), "{name}: {}", from_file.stderr);
        let output = String::from_utf8(from_file.stdout).unwrap();
        if every {
            assert_eq!(
                common::run_ok(bin, input.as_bytes()),
                output,
                "{name}: through a pipe"
            );
        }
        check(name, input, size, output);
    });
    listed.len()
}

/// The first input of each of the 14 families (25 MB of the 85).
#[test]
fn bipartite_matching_on_library_checker_inputs() {
    let checked = bipartite_matching_on(false);
    assert!(
        checked == 14 || checked == 0,
        "sizes.txt lists {checked} of the 14 families' first inputs"
    );
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn bipartite_matching_on_every_library_checker_input() {
    let checked = bipartite_matching_on(true);
    assert!(
        checked == 44 || checked == 0,
        "sizes.txt lists {checked} of the 44 inputs"
    );
}

fn bipartite_matching_on(every: bool) -> usize {
    let bin = "library_checker_bipartite_matching";
    for_each_official_input("bipartitematching", bin, every, |name, text, size, out| {
        if let Err(e) = check(checkers::bipartite_matching, &text, &out, size) {
            panic!("{name}: {e}");
        }
    })
}

#[test]
fn bad_graph_input() {
    let bin = "library_checker_bipartite_matching";
    common::assert_error(
        bin,
        b"2 2 1\n2 0\n",
        "edge 1: left vertex 2 is not below L = 2",
    );
    common::assert_error(
        bin,
        b"2 2 1\n0 5\n",
        "edge 1: right vertex 5 is not below R = 2",
    );
    // The same in the middle of a long list (edges read two numbers at a
    // time), with the line of the edge.
    let list = "0 1\n".repeat(20);
    for (bad, needle) in [
        ("7 1", "line 22: edge 21: left vertex 7 is not below L = 2"),
        ("1 9", "line 22: edge 21: right vertex 9 is not below R = 2"),
        ("7 9", "line 22: edge 21: left vertex 7 is not below L = 2"),
        ("7\n1", "line 22: edge 21: left vertex 7 is not below L = 2"),
        ("7 x", "line 22: edge 21: left vertex 7 is not below L = 2"),
        (
            "1 x",
            "line 22: expected the right end of edge 21, found \"x\"",
        ),
    ] {
        let input = format!("2 2 40\n{list}{bad}\n{list}");
        common::assert_error(bin, input.as_bytes(), needle);
    }
    common::assert_error(
        bin,
        b"2 2 2\n0 0\n",
        "line 1: M = 2 edges, but only 1 edge follows",
    );
    common::assert_error(
        bin,
        b"20 2 2\n0 0\n10",
        "line 1: M = 2 edges, but only 1 edge and 1 number follow",
    );
    common::assert_error(
        bin,
        b"2 2 1000000000\n0 0\n",
        "line 1: M = 1000000000 edges, but only 1 edge follows",
    );
    common::assert_error(
        bin,
        b"2 x 1\n",
        "expected the number of right vertices R, found \"x\"",
    );
    common::assert_error(
        bin,
        b"99999999999 1 0\n",
        "line 1: the number of left vertices L must be at most 10000000, found 99999999999",
    );
    common::assert_error(
        bin,
        b"1 1 1\n0 0\n7\n",
        "unexpected \"7\" after the end of the data",
    );
}

/// Checks `out`, the answer to `input`, with `checker` (one of
/// `cp_games::samples::checkers`, the judges' checks): a matching of the
/// input's graph with `size` pairs.
fn check(
    checker: fn(&Case<'_>) -> Result<(), String>,
    input: &str,
    out: &str,
    size: usize,
) -> Result<(), String> {
    checker(&Case {
        bin: "",
        name: "",
        input,
        expected: &format!("{size}\n"),
        output: out,
    })
}

/// Checks `out` as the general-matching judge does: an error message
/// unless it is `size` pairs of distinct vertices, each an edge of the
/// graph `input` (`N M` and M edges).
fn check_general_answer(input: &str, out: &str, size: usize) -> Result<(), String> {
    check(checkers::general_matching, input, out, size)
}

#[test]
fn general_matching_on_library_checker_inputs() {
    let bin = "library_checker_general_matching";
    let checked =
        for_each_official_input("general_matching", bin, true, |name, input, size, out| {
            if let Err(e) = check_general_answer(&input, &out, size) {
                panic!("{name}: {e}");
            }
        });
    assert!(
        checked == 12 || checked == 0,
        "sizes.txt lists {checked} of the 12 inputs"
    );
}

/// The maximum matching size of a small graph, by exhaustive search over
/// vertex subsets.
fn brute_size(n: usize, edges: &[(usize, usize)]) -> usize {
    let mut best = vec![0usize; 1 << n];
    for s in 1usize..1 << n {
        let v = s.trailing_zeros() as usize;
        let rest = s & !(1 << v);
        best[s] = best[rest];
        for &(a, b) in edges {
            let u = if a == v {
                b
            } else if b == v {
                a
            } else {
                continue;
            };
            if rest >> u & 1 == 1 {
                best[s] = best[s].max(1 + best[rest & !(1 << u)]);
            }
        }
    }
    best[(1 << n) - 1]
}

#[test]
fn general_matching_testdata_are_maximum_matchings() {
    for (path, data) in common::testdata_inputs("library_checker_general_matching") {
        let input = String::from_utf8(data).unwrap();
        let nums: Vec<usize> = input
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let edges: Vec<(usize, usize)> = nums[2..].chunks(2).map(|p| (p[0], p[1])).collect();
        let size = brute_size(nums[0], &edges);
        let out = fs::read_to_string(path.with_extension("out")).unwrap();
        if let Err(e) = check_general_answer(&input, &out, size) {
            panic!("{}: {e}", path.display());
        }
    }
}

#[test]
fn random_general_graphs_through_the_binary() {
    let mut rng = common::Rng::new(610);
    for case in 0..300 {
        let n = rng.range(1, 12);
        let mut edges = Vec::new();
        for _ in 0..rng.below(3 * n) {
            let (u, v) = (rng.below(n), rng.below(n));
            if u != v {
                edges.push((u, v));
            }
        }
        let mut input = format!("{n} {}\n", edges.len());
        for (u, v) in &edges {
            input += &format!("{u} {v}\n");
        }
        let out = common::run_ok("library_checker_general_matching", input.as_bytes());
        if let Err(e) = check_general_answer(&input, &out, brute_size(n, &edges)) {
            panic!("case {case}: {e} on {input:?}");
        }
        // Pairs a < b in increasing order of a.
        let got: Vec<usize> = out.split_whitespace().map(|t| t.parse().unwrap()).collect();
        let pairs: Vec<&[usize]> = got[1..].chunks(2).collect();
        assert!(pairs.iter().all(|p| p[0] < p[1]), "case {case}: {out}");
        assert!(
            pairs.windows(2).all(|w| w[0][0] < w[1][0]),
            "case {case}: {out}"
        );
    }
}

#[test]
fn bad_general_graph_input() {
    let bin = "library_checker_general_matching";
    for (input, needle) in [
        ("3 1\n0 3\n", "line 2: edge 1: vertex 3 is not below N = 3"),
        (
            "3 2\n0 1\n5 1\n",
            "line 3: edge 2: vertex 5 is not below N = 3",
        ),
        ("3 1\n2 2\n", "line 2: edge 1: a loop at vertex 2"),
        // The same in the middle of a long list (edges read two numbers at
        // a time), with the line of the edge.
        (
            &format!("3 40\n{}5 1\n{}", "0 1\n".repeat(20), "0 1\n".repeat(19)),
            "line 22: edge 21: vertex 5 is not below N = 3",
        ),
        (
            &format!("3 40\n{}1 5\n{}", "0 1\n".repeat(20), "0 1\n".repeat(19)),
            "line 22: edge 21: vertex 5 is not below N = 3",
        ),
        (
            &format!("3 40\n{}2 2\n{}", "0 1\n".repeat(20), "0 1\n".repeat(19)),
            "line 22: edge 21: a loop at vertex 2",
        ),
        ("0 1\n0 0\n", "edge 1: vertex 0 is not below N = 0"),
        ("3 2\n0 1\n", "line 1: M = 2 edges, but only 1 edge follows"),
        (
            "30 2\n0 1\n10",
            "line 1: M = 2 edges, but only 1 edge and 1 number follow",
        ),
        (
            "3 1000000000\n0 1\n",
            "line 1: M = 1000000000 edges, but only 1 edge follows",
        ),
        ("3 x\n", "expected the number of edges M, found \"x\""),
        (
            "3 1\n0 -1\n",
            "the second end of edge 1 must not be negative",
        ),
        (
            "3 1\n0 1.0\n",
            "expected the second end of edge 1, found \"1.0\"",
        ),
        (
            "99999999999 0\n",
            "line 1: the number of vertices N must be at most 10000000, found 99999999999",
        ),
        (
            "3 1\n99999999999999999999 0\n",
            "the first end of edge 1 is too large",
        ),
        (
            "3 1\n0 1\n2\n",
            "line 3: unexpected \"2\" after the end of the data",
        ),
    ] {
        common::assert_error(bin, input.as_bytes(), needle);
    }
}

#[test]
fn general_checker_rejects_bad_answers() {
    let input = "4 3\n0 1\n1 2\n2 3\n";
    assert_eq!(check_general_answer(input, "2\n0 1\n2 3\n", 2), Ok(()));
    assert_eq!(check_general_answer(input, "2\n1 0\n3 2\n", 2), Ok(()));
    for (out, size, why) in [
        (
            "1\n1 2\n",
            2,
            "the output's matching has 1 pair, the expected output's 2",
        ),
        (
            "2\n0 1\n",
            2,
            "the output, line 2: expected pair 2 of 2, found the end",
        ),
        (
            "2\n0 1\n0 3\n",
            2,
            "the output, line 3: 0 3 is no edge of the input",
        ),
        (
            "2\n0 1\n1 2\n",
            2,
            "line 3: vertex 1 is in two pairs (lines 2 and 3)",
        ),
        (
            "2\n0 2\n1 3\n",
            2,
            "the output, line 2: 0 2 is no edge of the input",
        ),
        (
            "2\n0 1\n2 x\n",
            2,
            "expected the second vertex of pair 2, found \"x\"",
        ),
    ] {
        let e = check_general_answer(input, out, size).expect_err(out);
        assert!(e.contains(why), "{out:?}: {e}");
    }
}
