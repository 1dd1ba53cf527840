//! `library_checker_bipartite_matching` on the official Library Checker
//! inputs in `../shared/library-checker/bipartitematching/` (present in CI;
//! the data is not part of the crate). Each answer is checked the way that
//! judge's checker does: the size equals `sizes.txt`, every pair is an input
//! edge, no vertex is used twice.

mod common;

use std::collections::HashSet;
use std::fs;
use std::path::Path;

#[test]
fn bipartite_matching_on_library_checker_inputs() {
    let dir =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/library-checker/bipartitematching");
    if !dir.exists() {
        // CI always has the data: there a missing folder is a failure.
        assert!(
            std::env::var_os("CI").is_none(),
            "CI lacks {}",
            dir.display()
        );
        eprintln!("skipped: no {}", dir.display());
        return;
    }
    let sizes = fs::read_to_string(dir.join("sizes.txt")).unwrap();
    let mut checked = 0;
    for line in sizes.lines().filter(|l| !l.trim().is_empty()) {
        let (name, size) = line.split_once(' ').unwrap();
        let size: usize = size.trim().parse().unwrap();
        let input = fs::read(dir.join(format!("{name}.in"))).unwrap();
        let text = String::from_utf8(input.clone()).unwrap();
        let nums: Vec<usize> = text
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let (l, r, m) = (nums[0], nums[1], nums[2]);
        let edges: HashSet<(usize, usize)> =
            nums[3..3 + 2 * m].chunks(2).map(|p| (p[0], p[1])).collect();
        let out = common::run_ok("library_checker_bipartite_matching", &input);
        let got: Vec<usize> = out.split_whitespace().map(|t| t.parse().unwrap()).collect();
        assert_eq!(got[0], size, "{name}: size");
        assert_eq!(got.len(), 1 + 2 * size, "{name}: pair count");
        let (mut used_l, mut used_r) = (vec![false; l], vec![false; r]);
        for p in got[1..].chunks(2) {
            assert!(
                edges.contains(&(p[0], p[1])),
                "{name}: ({}, {}) is no edge",
                p[0],
                p[1]
            );
            assert!(!used_l[p[0]] && !used_r[p[1]], "{name}: vertex used twice");
            used_l[p[0]] = true;
            used_r[p[1]] = true;
        }
        checked += 1;
    }
    assert_eq!(checked, 44, "sizes.txt should list all 44 inputs");
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
    common::assert_error(
        bin,
        b"2 2 2\n0 0\n",
        "M = 2, but the rest of the input is only 5 bytes",
    );
    common::assert_error(
        bin,
        b"20 2 2\n0 0\n10",
        "expected the right end of edge 2, found the end",
    );
    common::assert_error(
        bin,
        b"2 2 1000000000\n0 0\n",
        "M = 1000000000, but the rest of the input",
    );
    common::assert_error(
        bin,
        b"2 x 1\n",
        "expected the number of right vertices R, found \"x\"",
    );
    common::assert_error(
        bin,
        b"99999999999 1 0\n",
        "L must be between 0 and 10000000",
    );
    common::assert_error(
        bin,
        b"1 1 1\n0 0\n7\n",
        "unexpected \"7\" after the end of the data",
    );
}
