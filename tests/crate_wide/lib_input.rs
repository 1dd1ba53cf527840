//! The reads of `input::Input` that a solution builds on: signed numbers,
//! `n` numbers at once, 1-based indices, edge lists, the edges of a tree
//! and grid cells, loops over test cases and a context for a block of reads.
//!
//! Each is checked by hand for its values and exact messages, then against a
//! naive reference on thousands of seeded random tokens and inputs: numbers
//! against `str::parse::<i128>` (which knows nothing of this crate's
//! messages), the typed reads against token-by-token references (for a
//! tree, with a naive connectivity check before each edge), and a
//! typical judge format read with the basic reads only and with the typed
//! reads, which must agree on every valid and corrupted input.

use cp_games::input::{Input, InputError, Result};
use cp_games::rng::Rng;
use std::num::IntErrorKind;

fn err<T: std::fmt::Debug>(r: Result<T>) -> String {
    r.unwrap_err().to_string()
}

// ---------------------------------------------------------------------------
// Hand cases: values and exact messages.

#[test]
fn signed_values() {
    let mut inp = Input::new("-3 +3 0 -0 007 -9223372036854775808 9223372036854775807\n");
    assert_eq!(inp.i64("a"), Ok(-3));
    assert_eq!(inp.i64("a"), Ok(3));
    assert_eq!(inp.i64("a"), Ok(0));
    assert_eq!(inp.i64("a"), Ok(0));
    assert_eq!(inp.i64("a"), Ok(7));
    assert_eq!(inp.i64("a"), Ok(i64::MIN));
    assert_eq!(inp.i64("a"), Ok(i64::MAX));
    assert!(inp.is_empty());
    // 18 digits take the one-pass path, 19 the checked one: both exact.
    let mut inp = Input::new("-999999999999999999 -1000000000000000000 1000000000000000000");
    assert_eq!(inp.i64("a"), Ok(-999_999_999_999_999_999));
    assert_eq!(inp.i64("a"), Ok(-1_000_000_000_000_000_000));
    assert_eq!(inp.i64("a"), Ok(1_000_000_000_000_000_000));
}

#[test]
fn signed_errors() {
    let text = "--3 - +-1 + 9223372036854775808\n-9223372036854775809 1e3 5- \
                99999999999999999999x -99999999999999999999999";
    let mut inp = Input::new(text);
    let mut next = || err(inp.i64("the score"));
    assert_eq!(next(), "line 1: expected the score, found \"--3\"");
    assert_eq!(next(), "line 1: expected the score, found \"-\"");
    assert_eq!(next(), "line 1: expected the score, found \"+-1\"");
    assert_eq!(next(), "line 1: expected the score, found \"+\"");
    assert_eq!(
        next(),
        "line 1: the score is too large: \"9223372036854775808\""
    );
    assert_eq!(
        next(),
        "line 2: the score is too small: \"-9223372036854775809\""
    );
    assert_eq!(next(), "line 2: expected the score, found \"1e3\"");
    assert_eq!(next(), "line 2: expected the score, found \"5-\"");
    // Digits then junk: not a number, however long the digits run.
    assert_eq!(
        next(),
        "line 2: expected the score, found \"99999999999999999999x\""
    );
    assert_eq!(
        next(),
        "line 2: the score is too small: \"-99999999999999999999999\""
    );
    assert_eq!(
        next(),
        "line 2: expected the score, found the end of the input"
    );
}

#[test]
fn unsigned_junk_after_many_digits_is_not_a_number() {
    let mut inp = Input::new("18446744073709551616x 18446744073709551616");
    assert_eq!(
        err(inp.u64("N")),
        "line 1: expected N, found \"18446744073709551616x\""
    );
    assert_eq!(
        err(inp.u64("N")),
        "line 1: N is too large: \"18446744073709551616\""
    );
}

#[test]
fn narrow_signed_types() {
    let mut inp = Input::new("-2147483648 2147483647 2147483648 -2147483649 9223372036854775808");
    assert_eq!(inp.i32("d"), Ok(i32::MIN));
    assert_eq!(inp.i32("d"), Ok(i32::MAX));
    assert_eq!(err(inp.i32("d")), "line 1: d is too large: 2147483648");
    assert_eq!(err(inp.i32("d")), "line 1: d is too small: -2147483649");
    assert_eq!(
        err(inp.i32("d")),
        "line 1: d is too large: \"9223372036854775808\""
    );
    let mut inp = Input::new("-9223372036854775808 -x");
    assert_eq!(inp.isize("k"), Ok(i64::MIN as isize));
    assert_eq!(err(inp.isize("k")), "line 1: expected k, found \"-x\"");
}

#[test]
fn bounded_signed() {
    let mut inp = Input::new("-10 10 -11 11\n5 -1 3");
    assert_eq!(inp.i64_in("t", -10, 10), Ok(-10));
    assert_eq!(inp.i64_in("t", -10, 10), Ok(10));
    assert_eq!(
        err(inp.i64_in("t", -10, 10)),
        "line 1: t must be between -10 and 10, found -11"
    );
    assert_eq!(
        err(inp.i64_in("t", -10, 10)),
        "line 1: t must be between -10 and 10, found 11"
    );
    // An open end is not spelled out as a type's limit.
    assert_eq!(
        err(inp.i64_in("the cost", i64::MIN, 4)),
        "line 2: the cost must be at most 4, found 5"
    );
    assert_eq!(
        err(inp.i64_in("the weight", 0, i64::MAX)),
        "line 2: the weight must be at least 0, found -1"
    );
    assert_eq!(inp.i64_in("x", i64::MIN, i64::MAX), Ok(3));
}

#[test]
fn number_vectors() {
    let mut inp = Input::new("3\n4 0 18446744073709551615\n-2 +3\n");
    let n = inp.usize("n").unwrap();
    assert_eq!(inp.u64s("pile", n), Ok(vec![4, 0, u64::MAX]));
    assert_eq!(inp.i64s("a", 2), Ok(vec![-2, 3]));
    assert_eq!(inp.u64s("pile", 0), Ok(vec![]));
    assert_eq!(inp.usizes("size", 0), Ok(vec![]));
    assert!(inp.is_empty());

    let mut inp = Input::new("5\n1 2 3\n");
    let n = inp.usize("n").unwrap();
    assert_eq!(
        err(inp.u64s("pile", n)),
        "line 2: expected pile 4 of 5, found the end of the input"
    );
    let mut inp = Input::new("1 -2 3");
    assert_eq!(
        err(inp.u64s("pile", 3)),
        "line 1: pile 2 of 3 must not be negative, found \"-2\""
    );
    let mut inp = Input::new("1\n2\n18446744073709551616");
    assert_eq!(
        err(inp.usizes("count", 3)),
        "line 3: count 3 of 3 is too large: \"18446744073709551616\""
    );
    let mut inp = Input::new("-1 x");
    assert_eq!(
        err(inp.i64s("delta", 2)),
        "line 1: expected delta 2 of 2, found \"x\""
    );
}

#[test]
fn huge_counts_on_short_input_fail_without_allocating() {
    // usize::MAX u64s cannot be allocated: this returns only if the read
    // sizes its vector by what the input can hold.
    let mut inp = Input::new("7 8 9\n");
    assert_eq!(
        err(inp.u64s("a", usize::MAX)),
        format!(
            "line 1: expected a 4 of {}, found the end of the input",
            usize::MAX
        )
    );
    let mut inp = Input::new("1 2\n");
    assert_eq!(
        err(inp.edges1(usize::MAX / 2, 3)),
        "line 1: edge 2: expected vertex, found the end of the input"
    );
    let mut inp = Input::new("1 x\n");
    assert_eq!(
        err(inp.i64s("a", usize::MAX)),
        format!("line 1: expected a 2 of {}, found \"x\"", usize::MAX)
    );
}

#[test]
fn indices() {
    let mut inp = Input::new("1 6 +3 007\n7 0 -1 -0 18446744073709551616 x");
    assert_eq!(inp.index1("vertex", 6), Ok(0));
    assert_eq!(inp.index1("vertex", 6), Ok(5));
    assert_eq!(inp.index1("vertex", 6), Ok(2));
    assert_eq!(inp.index1("vertex", 7), Ok(6));
    let mut next = || err(inp.index1("vertex", 6));
    assert_eq!(next(), "line 2: vertex 7 is out of range 1..=6");
    assert_eq!(next(), "line 2: vertex 0 is out of range 1..=6");
    assert_eq!(next(), "line 2: vertex -1 is out of range 1..=6");
    assert_eq!(next(), "line 2: vertex 0 is out of range 1..=6");
    assert_eq!(
        next(),
        "line 2: vertex 18446744073709551616 is out of range 1..=6"
    );
    assert_eq!(next(), "line 2: expected vertex, found \"x\"");
    assert_eq!(
        next(),
        "line 2: expected vertex, found the end of the input"
    );
    let mut inp = Input::new("1");
    assert_eq!(
        err(inp.index1("the start", 0)),
        "line 1: the start 1 is out of range 1..=0"
    );
}

#[test]
fn edge_lists() {
    let mut inp = Input::new("1 2\n2 3\n3 3\n1 2\n");
    assert_eq!(inp.edges1(4, 3), Ok(vec![(0, 1), (1, 2), (2, 2), (0, 1)]));
    assert_eq!(inp.edges1(0, 0), Ok(vec![]));
    let mut inp = Input::new("1 2\n2 3\n3 3\n");
    assert_eq!(
        err(inp.edges1_no_loops(3, 3)),
        "line 3: edge 3: both ends are vertex 3"
    );
    let mut inp = Input::new("1 2\n2 1\n");
    assert_eq!(inp.edges1_no_loops(2, 2), Ok(vec![(0, 1), (1, 0)]));
    let cases = [
        (
            "1 2\n2 3\n3 7\n",
            "line 3: edge 3: vertex 7 is out of range 1..=6",
        ),
        (
            "1 2\n0 3\n",
            "line 2: edge 2: vertex 0 is out of range 1..=6",
        ),
        ("1 -2\n", "line 1: edge 1: vertex -2 is out of range 1..=6"),
        ("1 2\n3 x\n", "line 2: edge 2: expected vertex, found \"x\""),
        (
            "1 2\n3\n",
            "line 2: edge 2: expected vertex, found the end of the input",
        ),
    ];
    for (text, want) in cases {
        assert_eq!(err(Input::new(text).edges1(3, 6)), want, "{text:?}");
        assert_eq!(
            err(Input::new(text).edges1_no_loops(3, 6)),
            want,
            "{text:?}"
        );
    }
}

#[test]
fn tree_edge_lists() {
    let mut inp = Input::new("2 1\n3 1\n4 3\n");
    assert_eq!(inp.tree_edges1(4), Ok(vec![(1, 0), (2, 0), (3, 2)]));
    assert_eq!(Input::new("").tree_edges1(1), Ok(vec![]));
    // What follows the last edge is left for the caller.
    let mut inp = Input::new("1 2\n9\n");
    assert_eq!(inp.tree_edges1(2), Ok(vec![(0, 1)]));
    assert_eq!(inp.usize("x"), Ok(9));
    let cases = [
        (
            "1 2\n2 3\n3 1\n",
            "line 3: edge 3 closes a cycle: vertices 3 and 1 are already connected",
        ),
        // Disconnected: {1, 2, 3} and {4, 5}; the cycle is the error.
        (
            "4 5\n1 2\n2 3\n1 3\n",
            "line 4: edge 4 closes a cycle: vertices 1 and 3 are already connected",
        ),
        (
            "1 2\n2 3\n2 1\n",
            "line 3: edge 3 repeats edge 1 (vertices 2 and 1)",
        ),
        ("1 2\n3 3\n", "line 2: edge 2: both ends are vertex 3"),
        (
            "1 2\n2 6\n",
            "line 2: edge 2: vertex 6 is out of range 1..=5",
        ),
        ("1 0\n", "line 1: edge 1: vertex 0 is out of range 1..=5"),
        // A cycle before a bad vertex: the first wrong edge is reported.
        (
            "1 2\n2 1\n9 9\n",
            "line 2: edge 2 repeats edge 1 (vertices 2 and 1)",
        ),
        (
            "1 2\n2 3\n3 4\n",
            "line 3: edge 4: expected vertex, found the end of the input",
        ),
        ("1 2\nx", "line 2: edge 2: expected vertex, found \"x\""),
    ];
    for (text, want) in cases {
        assert_eq!(err(Input::new(text).tree_edges1(5)), want, "{text:?}");
    }
}

#[test]
fn huge_trees_on_short_input_fail_without_allocating() {
    // A union-find for usize::MAX vertices cannot be allocated: these
    // return only if it grows with the vertices the input names.
    let huge = usize::MAX;
    let cases = [
        (
            "1 2\n2 3\n",
            "line 2: edge 3: expected vertex, found the end of the input".to_string(),
        ),
        (
            "5 18446744073709551615\n18446744073709551615 5\n",
            "line 2: edge 2 repeats edge 1 (vertices 18446744073709551615 and 5)".to_string(),
        ),
        (
            "1 2\n3 4\n4 2\n3 1\n",
            "line 4: edge 4 closes a cycle: vertices 3 and 1 are already connected".to_string(),
        ),
        (
            "1 18446744073709551616\n",
            format!("line 1: edge 1: vertex 18446744073709551616 is out of range 1..={huge}"),
        ),
    ];
    for (text, want) in cases {
        assert_eq!(err(Input::new(text).tree_edges1(huge)), want, "{text:?}");
    }
}

#[test]
fn grid_cells() {
    let mut inp = Input::new("1 1\n4 6\n+2 03\n");
    assert_eq!(inp.cell1("a", 4, 6), Ok((0, 0)));
    assert_eq!(inp.cell1("a", 4, 6), Ok((3, 5)));
    assert_eq!(inp.cell1("a", 4, 6), Ok((1, 2)));
    let cases = [
        (
            "5 1",
            "line 1: move 3: cell (5,1) is outside the 4 x 6 grid",
        ),
        (
            "1 7",
            "line 1: move 3: cell (1,7) is outside the 4 x 6 grid",
        ),
        (
            "0 0",
            "line 1: move 3: cell (0,0) is outside the 4 x 6 grid",
        ),
        (
            "-1 2",
            "line 1: move 3: cell (-1,2) is outside the 4 x 6 grid",
        ),
        (
            "2\n-1",
            "line 2: move 3: cell (2,-1) is outside the 4 x 6 grid",
        ),
        (
            "99999999999999999999 +9",
            "line 1: move 3: cell (99999999999999999999,9) is outside the 4 x 6 grid",
        ),
        ("x 1", "line 1: expected the row of move 3, found \"x\""),
        (
            "-1\nx",
            "line 2: expected the column of move 3, found \"x\"",
        ),
        ("9 x", "line 1: expected the column of move 3, found \"x\""),
        (
            "2\n",
            "line 1: expected the column of move 3, found the end of the input",
        ),
        (
            "",
            "line 1: expected the row of move 3, found the end of the input",
        ),
    ];
    for (text, want) in cases {
        assert_eq!(
            err(Input::new(text).cell1("move 3", 4, 6)),
            want,
            "{text:?}"
        );
    }
}

#[test]
fn cases_to_the_end() {
    let mut sums = Vec::new();
    let mut inp = Input::new("2 1 2\n\n0\n1 -5\n  \n");
    let count = inp.cases_to_end(|inp, c| {
        let k = inp.usize("k")?;
        let sum: i64 = inp.i64s("a", k)?.iter().sum();
        sums.push((c, sum));
        Ok(())
    });
    assert_eq!(count, Ok(3));
    assert_eq!(sums, [(1, 3), (2, 0), (3, -5)]);

    let read = |text: &str| {
        Input::new(text).cases_to_end(|inp, c| {
            inp.within(format_args!("test case {c}"), |inp| {
                let k = inp.usize("k")?;
                inp.i64s("a", k).map(drop)
            })
        })
    };
    assert_eq!(
        err(read("")),
        "line 1: test case 1: expected k, found the end of the input"
    );
    assert_eq!(
        err(read("1 5\n2 7\n")),
        "line 2: test case 2: expected a 2 of 2, found the end of the input"
    );
    assert_eq!(
        err(read("1 5\n2 7 x\n")),
        "line 2: test case 2: expected a 2 of 2, found \"x\""
    );
}

#[test]
#[should_panic(expected = "test case 1 read nothing")]
fn a_case_that_reads_nothing_is_a_bug_not_a_hang() {
    let _ = Input::new("1\n").cases_to_end(|_, _| Ok(()));
}

#[test]
fn cases_until_a_sentinel() {
    let read = |text: &str| {
        let mut games = Vec::new();
        let mut inp = Input::new(text);
        let count = inp.cases_until("0 0", |inp, g| {
            inp.within(format_args!("game {g}"), |inp| {
                let a = inp.u64("a")?;
                let b = inp.u64("b")?;
                games.push((a, b));
                Ok(())
            })
        })?;
        assert_eq!(count, games.len());
        inp.end()?;
        Ok(games)
    };
    assert_eq!(
        read("3 4\n0 5\n5 0\n0 0\n"),
        Ok(vec![(3, 4), (0, 5), (5, 0)])
    );
    assert_eq!(read("0 0"), Ok(vec![]));
    // The sentinel is matched token by token across any whitespace.
    assert_eq!(read("1 1\r\n0\n\n\t0\r\n"), Ok(vec![(1, 1)]));
    assert_eq!(
        err(read("3 4\n")),
        "line 1: the input ended before the final 0 0"
    );
    assert_eq!(
        err(read("")),
        "line 1: the input ended before the final 0 0"
    );
    assert_eq!(
        err(read("  \n\n")),
        "line 1: the input ended before the final 0 0"
    );
    // A half sentinel at the end is a sentinel cut short, not a case.
    assert_eq!(
        err(read("3 4\n0\n")),
        "line 2: the input ended before the final 0 0"
    );
    assert_eq!(
        err(read("3 4\n0")),
        "line 2: the input ended before the final 0 0"
    );
    // A pair that only starts like it is a case.
    assert_eq!(
        err(read("3 4\n0 x\n")),
        "line 2: game 2: expected b, found \"x\""
    );
    // A longer sentinel cut after any of its tokens; the input.
    let heaps = |text: &str| {
        let mut inp = Input::new(text);
        inp.cases_until("0 0 0", |inp, c| {
            inp.within(format_args!("case {c}"), |inp| {
                inp.u64s_in("heap", 3, 1, 1000).map(drop)
            })
        })
    };
    for (text, line) in [("1 2 3\n0 0\n", 2), ("1 2 3\n0\n", 2), ("1 2 3\n0\n0", 3)] {
        assert_eq!(
            err(heaps(text)),
            format!("line {line}: the input ended before the final 0 0 0"),
            "{text:?}"
        );
    }
    assert_eq!(
        err(heaps("1 2 3\n0 0 5\n")),
        "line 2: case 2: heap 1 of 3 must be between 1 and 1000, found 0"
    );
    assert_eq!(heaps("1 2 3\n0 0 0\n"), Ok(1));
    assert_eq!(
        err(read("3 x\n0 0\n")),
        "line 1: game 1: expected b, found \"x\""
    );
    // What follows the sentinel is the caller's to read.
    assert_eq!(
        err(read("0 0\n7\n")),
        "line 2: unexpected \"7\" after the end of the data"
    );
    // A one-token sentinel; the sentinel is compared as text.
    let mut sizes = Vec::new();
    let mut inp = Input::new("2\n00\n1\n0\n9\n");
    let count = inp.cases_until("0", |inp, _| {
        sizes.push(inp.u64("n")?);
        Ok(())
    });
    assert_eq!((count, sizes), (Ok(3), vec![2, 0, 1]));
    assert_eq!(inp.u64("more"), Ok(9));
}

#[test]
fn context_for_a_block_of_reads() {
    let mut inp = Input::new("2\n1 0\n");
    let t = inp.usize("T").unwrap();
    assert_eq!(t, 2);
    let e = inp.within(format_args!("game {}", 2), |inp| {
        inp.u64("pile 1")?;
        if inp.u64("pile 2")? == 0 {
            return Err(inp.error("pile 2 is 0"));
        }
        Ok(())
    });
    assert_eq!(err(e), "line 2: game 2: pile 2 is 0");
    // Nested blocks: the outer context first; a value passes through.
    let mut inp = Input::new("5 x");
    let v = inp.within("test case 1", |inp| {
        inp.within("tree 2", |inp| inp.u64("m"))
    });
    assert_eq!(v, Ok(5));
    let e = inp.within("test case 1", |inp| {
        inp.within("tree 2", |inp| inp.u64("m"))
    });
    assert_eq!(
        err(e),
        "line 1: test case 1: tree 2: expected m, found \"x\""
    );
    // An error without a line gets the context in front.
    let e: Result<()> = Input::new("").within("game 1", |_| Err(InputError::new("no line")));
    assert_eq!(err(e), "game 1: no line");
}

// ---------------------------------------------------------------------------
// Random tokens against `str::parse`.

/// A token of the kinds judges and broken files hold: plain, signed and
/// doubly signed numbers of up to 25 digits (leading zeros included), the
/// edges of `i64` and `u64`, and junk.
fn random_token(rng: &mut Rng) -> String {
    const EDGES: &[&str] = &[
        "0",
        "-0",
        "+0",
        "1",
        "-1",
        "9223372036854775807",
        "9223372036854775808",
        "-9223372036854775808",
        "-9223372036854775809",
        "18446744073709551615",
        "18446744073709551616",
        "2147483647",
        "2147483648",
        "-2147483648",
        "-2147483649",
        "999999999999999999",
        "-999999999999999999",
        "1000000000000000000",
        "-1000000000000000000",
    ];
    const JUNK: &[&str] = &[
        "x", "-", "+", "--", "1e3", "5-", "0x10", "1.5", "12a", "-+1", "+-1", "--3", "++3",
    ];
    const SIGNS: &[&str] = &["", "", "", "-", "-", "+", "--", "+-"];
    match rng.below(8) {
        0 | 1 => EDGES[rng.below(EDGES.len())].to_string(),
        2 => JUNK[rng.below(JUNK.len())].to_string(),
        3 => format!("{}{}", rng.below(10), JUNK[rng.below(JUNK.len())]),
        4 => format!("{}{}", SIGNS[rng.below(SIGNS.len())], rng.below(12)),
        _ => {
            let len = rng.range(1, 25);
            let digits: String = (0..len)
                .map(|i| {
                    // Leading zeros now and then; otherwise any digit.
                    let d = if i == 0 && rng.chance(0.7) {
                        rng.range(1, 9)
                    } else {
                        rng.below(10)
                    };
                    char::from(b'0' + d as u8)
                })
                .collect();
            format!("{}{digits}", SIGNS[rng.below(SIGNS.len())])
        }
    }
}

/// What `str::parse::<i128>` makes of a token.
enum Parsed {
    Number(i128),
    /// A number of more digits than `i128` holds; `true` if negative.
    Huge(bool),
    NotANumber,
}

fn parse(tok: &str) -> Parsed {
    match tok.parse::<i128>() {
        Ok(v) => Parsed::Number(v),
        Err(e) => match e.kind() {
            IntErrorKind::PosOverflow => Parsed::Huge(false),
            IntErrorKind::NegOverflow => Parsed::Huge(true),
            _ => Parsed::NotANumber,
        },
    }
}

/// A token as messages quote it (the generated tokens need no escapes).
fn quoted(tok: &str) -> String {
    if tok.len() > 24 {
        format!("\"{}...\"", &tok[..24])
    } else {
        format!("\"{tok}\"")
    }
}

/// The message or value each read must give for one token.
fn expect_u64(tok: &str, what: &str) -> std::result::Result<u64, String> {
    let q = quoted(tok);
    match parse(tok) {
        Parsed::Number(v) if v >= 0 && v <= u64::MAX as i128 => Ok(v as u64),
        Parsed::Number(v) if v < 0 => Err(format!("{what} must not be negative, found {q}")),
        Parsed::Huge(true) => Err(format!("{what} must not be negative, found {q}")),
        Parsed::Number(_) | Parsed::Huge(false) => Err(format!("{what} is too large: {q}")),
        Parsed::NotANumber => Err(format!("expected {what}, found {q}")),
    }
}

fn expect_i64(tok: &str, what: &str) -> std::result::Result<i64, String> {
    let q = quoted(tok);
    match parse(tok) {
        Parsed::Number(v) => i64::try_from(v).map_err(|_| {
            let size = if v < 0 { "small" } else { "large" };
            format!("{what} is too {size}: {q}")
        }),
        Parsed::Huge(true) => Err(format!("{what} is too small: {q}")),
        Parsed::Huge(false) => Err(format!("{what} is too large: {q}")),
        Parsed::NotANumber => Err(format!("expected {what}, found {q}")),
    }
}

fn expect_i32(tok: &str, what: &str) -> std::result::Result<i32, String> {
    let v = expect_i64(tok, what)?;
    i32::try_from(v).map_err(|_| {
        let size = if v < 0 { "small" } else { "large" };
        format!("{what} is too {size}: {v}")
    })
}

/// The value of a number for a 1-based index, as messages show it: the
/// number if it fits `u64`, else the token itself. `None` if not a number.
fn index_text(tok: &str) -> Option<(Option<u64>, String)> {
    match parse(tok) {
        Parsed::Number(v) if v >= 0 && v <= u64::MAX as i128 => {
            Some((Some(v as u64), v.to_string()))
        }
        Parsed::NotANumber => None,
        _ => {
            let q = quoted(tok);
            Some((None, q[1..q.len() - 1].to_string()))
        }
    }
}

fn expect_index1(tok: &str, what: &str, n: usize) -> std::result::Result<usize, String> {
    match index_text(tok) {
        Some((Some(v), _)) if v >= 1 && v <= n as u64 => Ok(v as usize - 1),
        Some((_, text)) => Err(format!("{what} {text} is out of range 1..={n}")),
        None => Err(format!("expected {what}, found {}", quoted(tok))),
    }
}

/// The reference's rule for an error `err` met at edge `upto` (1-based) of
/// an edge list: if an edge up to it starts a line, as each edge before it
/// did, but has its second end on a later line, the error is put there (a
/// missing number shifted what follows). A first edge, or edges that share
/// a line, tell nothing.
fn at_short_edge(tokens: &[String], lines: &[usize], upto: usize, err: String) -> String {
    let mut prev = 0;
    for k in 1..=upto {
        let (a, b) = (2 * k - 2, 2 * k - 1);
        if b >= tokens.len() || (k > 1 && lines[a] == prev) {
            break;
        }
        if lines[b] != lines[a] {
            if k == 1 {
                break;
            }
            let t = &tokens[a];
            let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
            let number = !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit());
            let kind = if number { "number" } else { "value" };
            return format!(
                "line {}: edge {k} looks short: 1 {kind} where each edge has 2 \
                 (reading on from it: {err})",
                lines[a]
            );
        }
        prev = lines[a];
    }
    err
}

/// Tokens joined by random whitespace, with the line of each token and the
/// line of the end of the input: the last line that holds a token (1 when
/// none does).
fn layout(rng: &mut Rng, tokens: &[String]) -> (String, Vec<usize>, usize) {
    const SEPS: &[&str] = &[" ", " ", "\t", "\n", "\r\n", "\n\n", "  \n "];
    let mut text = String::new();
    let mut lines = Vec::new();
    for tok in tokens {
        if !text.is_empty() || rng.chance(0.2) {
            text += SEPS[rng.below(SEPS.len())];
        }
        lines.push(1 + text.matches('\n').count());
        text += tok;
    }
    if rng.chance(0.5) {
        text += "\n";
    }
    let end_line = lines.last().copied().unwrap_or(1);
    (text, lines, end_line)
}

fn located<T>(r: std::result::Result<T, String>, line: usize) -> std::result::Result<T, String> {
    r.map_err(|m| format!("line {line}: {m}"))
}

#[test]
fn every_number_read_agrees_with_str_parse() {
    let mut rng = Rng::new(20_240_601);
    for round in 0..3000 {
        let tokens: Vec<String> = (0..rng.range(0, 8))
            .map(|_| random_token(&mut rng))
            .collect();
        check_reads_one_by_one(&mut rng, round, &tokens);
    }
}

/// Lays `tokens` out with random whitespace and reads each with a random
/// number read (and one more at the end of the input), checking values,
/// messages and lines against `str::parse`.
fn check_reads_one_by_one(rng: &mut Rng, round: usize, tokens: &[String]) {
    let (text, lines, end_line) = layout(rng, tokens);
    let mut inp = Input::new(text.clone());
    // One read per token, of a random kind; each consumes its token,
    // wrong or not, so the next read starts at the next token.
    for (k, tok) in tokens.iter().chain([&String::new()]).enumerate() {
        let at_end = k == tokens.len();
        let line = if at_end { end_line } else { lines[k] };
        let what = format!("x{k}");
        let n = rng.below(12);
        let kind = rng.below(6);
        let got: std::result::Result<i128, String> = match kind {
            0 => inp.u64(&what).map(i128::from),
            1 => inp.usize(&what).map(|v| v as i128),
            2 => inp.i64(&what).map(i128::from),
            3 => inp.i32(&what).map(i128::from),
            4 => inp.isize(&what).map(|v| v as i128),
            _ => inp.index1(&what, n).map(|v| v as i128),
        }
        .map_err(|e| e.to_string());
        let want = if at_end {
            Err(format!(
                "line {line}: expected {what}, found the end of the input"
            ))
        } else {
            located(
                match kind {
                    0 | 1 => expect_u64(tok, &what).map(i128::from),
                    2 | 4 => expect_i64(tok, &what).map(i128::from),
                    3 => expect_i32(tok, &what).map(i128::from),
                    _ => expect_index1(tok, &what, n).map(|v| v as i128),
                },
                line,
            )
        };
        assert_eq!(
            got, want,
            "round {round}, read {kind} of {tok:?} in {text:?}"
        );
        if got.is_ok() {
            assert_eq!(inp.line(), line, "{text:?}");
        }
    }
}

/// Long inputs of mostly plain numbers, of 1 to 20 digits, so that most
/// reads take the one-word fast path (which needs 8 bytes ahead) and the
/// rest fall back to the other paths in the middle of the input: values,
/// messages and line numbers as above.
#[test]
fn long_runs_of_plain_numbers_agree_with_str_parse() {
    let mut rng = Rng::new(8_086);
    for round in 0..1000 {
        let tokens: Vec<String> = (0..rng.range(10, 60))
            .map(|_| {
                if rng.chance(0.9) {
                    let len = if rng.chance(0.7) {
                        rng.range(1, 7)
                    } else {
                        rng.range(8, 20)
                    };
                    (0..len)
                        .map(|_| char::from(b'0' + rng.below(10) as u8))
                        .collect()
                } else {
                    random_token(&mut rng)
                }
            })
            .collect();
        check_reads_one_by_one(&mut rng, round, &tokens);
    }
}

/// Every byte after every count of digits from 0 to 20, behind each kind of
/// leading whitespace, near the end of the input and far from it: a plain
/// number is read iff the token is 1 to 19 ASCII digits, with its value,
/// and otherwise nothing is consumed (the next token is still the whole
/// token). The reference splits on C's whitespace by hand.
#[test]
fn plain_numbers_end_exactly_at_whitespace() {
    let space = |b: u8| b == b' ' || (b'\t'..=b'\r').contains(&b);
    let mut rng = Rng::new(4_004);
    for digits in 0..=20 {
        for b in 0..=255u8 {
            for lead in ["", " ", "\n", "\r\n", "\t "] {
                for tail in ["", " 5", " 123456789 42\n"] {
                    let mut text = lead.as_bytes().to_vec();
                    text.extend((0..digits).map(|_| b'0' + rng.below(10) as u8));
                    text.push(b);
                    text.extend_from_slice(b"31");
                    text.extend_from_slice(tail.as_bytes());
                    let tokens: Vec<&[u8]> = text
                        .split(|&c| space(c))
                        .filter(|t| !t.is_empty())
                        .collect();
                    let first = tokens[0];
                    let plain =
                        (1..=19).contains(&first.len()) && first.iter().all(u8::is_ascii_digit);
                    let want =
                        plain.then(|| std::str::from_utf8(first).unwrap().parse::<u64>().unwrap());
                    let mut inp = Input::new(text.clone());
                    assert_eq!(inp.plain_u64(), want, "{text:?}");
                    let next = if plain { tokens.get(1) } else { Some(&first) };
                    assert_eq!(inp.next_token(), next.copied(), "{text:?}");
                }
            }
        }
    }
}

#[test]
fn number_vectors_agree_with_reading_one_by_one() {
    let mut rng = Rng::new(77);
    for round in 0..3000 {
        // Mostly good numbers, so that long runs succeed.
        let tokens: Vec<String> = (0..rng.range(0, 7))
            .map(|_| {
                if rng.chance(0.8) {
                    format!("{}{}", ["", "", "-"][rng.below(3)], rng.below(1000))
                } else {
                    random_token(&mut rng)
                }
            })
            .collect();
        let (text, lines, end_line) = layout(&mut rng, &tokens);
        let n = rng.below(tokens.len() + 2);
        let kind = rng.below(3);
        let mut inp = Input::new(text.clone());
        let got: std::result::Result<Vec<i128>, String> = match kind {
            0 => inp
                .u64s("pile", n)
                .map(|v| v.into_iter().map(i128::from).collect()),
            1 => inp
                .usizes("pile", n)
                .map(|v| v.into_iter().map(|x| x as i128).collect()),
            _ => inp
                .i64s("pile", n)
                .map(|v| v.into_iter().map(i128::from).collect()),
        }
        .map_err(|e| e.to_string());
        let mut want = Ok(Vec::new());
        for i in 1..=n {
            let what = format!("pile {i} of {n}");
            let one = match tokens.get(i - 1) {
                None => Err(format!(
                    "line {end_line}: expected {what}, found the end of the input"
                )),
                Some(tok) if kind == 2 => {
                    located(expect_i64(tok, &what).map(i128::from), lines[i - 1])
                }
                Some(tok) => located(expect_u64(tok, &what).map(i128::from), lines[i - 1]),
            };
            match one {
                Ok(v) => want.as_mut().unwrap().push(v),
                Err(m) => {
                    want = Err(m);
                    break;
                }
            }
        }
        assert_eq!(
            got, want,
            "round {round}, kind {kind}, n = {n}, input {text:?}"
        );
    }
}

/// A token for a 1-based position in `1..=n`: mostly in range, sometimes 0,
/// past n, negative, huge or junk.
fn random_index_token(rng: &mut Rng, n: usize) -> String {
    match rng.below(10) {
        0 => "0".to_string(),
        1 => (n + 1 + rng.below(3)).to_string(),
        2 => random_token(rng),
        _ => rng.range(1, n.max(1)).to_string(),
    }
}

#[test]
fn edge_lists_agree_with_a_reference() {
    let mut rng = Rng::new(4242);
    for round in 0..3000 {
        let n = rng.below(6);
        let m = rng.below(5);
        let mut tokens: Vec<String> = (0..2 * m)
            .map(|_| random_index_token(&mut rng, n))
            .collect();
        if rng.chance(0.3) {
            tokens.truncate(rng.below(2 * m + 1));
        }
        let (text, lines, end_line) = layout(&mut rng, &tokens);
        let no_loops = rng.chance(0.5);
        let mut inp = Input::new(text.clone());
        let got = if no_loops {
            inp.edges1_no_loops(m, n)
        } else {
            inp.edges1(m, n)
        }
        .map_err(|e| e.to_string());
        // The reference: token by token, each end checked alone.
        let end = |k: usize| match tokens.get(k) {
            None => Err(format!(
                "line {end_line}: edge {}: expected vertex, found the end of the input",
                k / 2 + 1
            )),
            Some(tok) => expect_index1(tok, "vertex", n)
                .map_err(|m| format!("line {}: edge {}: {m}", lines[k], k / 2 + 1)),
        };
        let want = (0..m)
            .map(|j| {
                let edge = || {
                    let (u, v) = (end(2 * j)?, end(2 * j + 1)?);
                    if no_loops && u == v {
                        return Err(format!(
                            "line {}: edge {}: both ends are vertex {}",
                            lines[2 * j + 1],
                            j + 1,
                            u + 1
                        ));
                    }
                    Ok((u, v))
                };
                edge().map_err(|e| at_short_edge(&tokens, &lines, j + 1, e))
            })
            .collect::<std::result::Result<Vec<_>, String>>();
        assert_eq!(got, want, "round {round}: m = {m}, n = {n}, input {text:?}");
    }
}

#[test]
fn tree_edge_lists_agree_with_a_reference() {
    let mut rng = Rng::new(4343);
    let mut outcomes = [0usize; 4]; // ok, bad vertex, loop or repeat, cycle
    for round in 0..4000 {
        let n = rng.range(1, 8);
        // Mostly trees with a fault or two: a random tree's edges, then
        // sometimes an edge replaced by a random pair of vertices or by
        // random tokens.
        let mut pairs: Vec<(String, String)> = (1..n)
            .map(|v| {
                let (a, b) = ((rng.below(v) + 1).to_string(), (v + 1).to_string());
                if rng.chance(0.5) {
                    (a, b)
                } else {
                    (b, a)
                }
            })
            .collect();
        rng.shuffle(&mut pairs);
        for _ in 0..rng.below(3) {
            if !pairs.is_empty() {
                let j = rng.below(pairs.len());
                pairs[j] = if rng.chance(0.7) {
                    (rng.range(1, n).to_string(), rng.range(1, n).to_string())
                } else {
                    (
                        random_index_token(&mut rng, n),
                        random_index_token(&mut rng, n),
                    )
                };
            }
        }
        let mut tokens: Vec<String> = pairs.into_iter().flat_map(|(a, b)| [a, b]).collect();
        if rng.chance(0.2) {
            tokens.truncate(rng.below(tokens.len() + 1));
        }
        let (text, lines, end_line) = layout(&mut rng, &tokens);
        let got = Input::new(text.clone())
            .tree_edges1(n)
            .map_err(|e| e.to_string());
        // The reference: each edge's ends checked alone, then whether the
        // edge is a loop, repeats an earlier one, or joins two vertices the
        // earlier edges already connect (by growing the set of vertices
        // reachable from one end, edge by edge, until it stops changing).
        let end = |k: usize| match tokens.get(k) {
            None => Err(format!(
                "line {end_line}: edge {}: expected vertex, found the end of the input",
                k / 2 + 1
            )),
            Some(tok) => expect_index1(tok, "vertex", n)
                .map_err(|m| format!("line {}: edge {}: {m}", lines[k], k / 2 + 1)),
        };
        let connected = |edges: &[(usize, usize)], u: usize, v: usize| {
            let mut reached = vec![u];
            loop {
                let before = reached.len();
                for &(a, b) in edges {
                    if reached.contains(&a) != reached.contains(&b) {
                        reached.push(if reached.contains(&a) { b } else { a });
                    }
                }
                if reached.len() == before {
                    return reached.contains(&v);
                }
            }
        };
        let mut want: std::result::Result<Vec<(usize, usize)>, String> = Ok(Vec::new());
        for j in 0..n - 1 {
            let edges = want.as_mut().unwrap();
            let (u, v) = match (end(2 * j), end(2 * j + 1)) {
                (Ok(u), Ok(v)) => (u, v),
                (Err(e), _) | (_, Err(e)) => {
                    want = Err(at_short_edge(&tokens, &lines, j + 1, e));
                    break;
                }
            };
            let line = lines[2 * j + 1];
            let (a, b, j1) = (u + 1, v + 1, j + 1);
            let fault = if u == v {
                Some(format!("edge {j1}: both ends are vertex {a}"))
            } else if let Some(i) = edges.iter().position(|&e| e == (u, v) || e == (v, u)) {
                Some(format!(
                    "edge {j1} repeats edge {} (vertices {a} and {b})",
                    i + 1
                ))
            } else if connected(edges, u, v) {
                Some(format!(
                    "edge {j1} closes a cycle: vertices {a} and {b} are already connected"
                ))
            } else {
                None
            };
            if let Some(msg) = fault {
                want = Err(at_short_edge(
                    &tokens,
                    &lines,
                    j + 1,
                    format!("line {line}: {msg}"),
                ));
                break;
            }
            edges.push((u, v));
        }
        outcomes[match &want {
            Ok(_) => 0,
            Err(m) if m.contains("range") || m.contains("expected") => 1,
            Err(m) if m.contains("cycle") => 3,
            Err(_) => 2,
        }] += 1;
        assert_eq!(got, want, "round {round}: n = {n}, input {text:?}");
    }
    // Every outcome occurs often enough to be tested.
    println!("{outcomes:?}");
    assert!(outcomes.iter().all(|&c| c > 200), "{outcomes:?}");
}

#[test]
fn grid_cells_agree_with_a_reference() {
    let mut rng = Rng::new(99);
    for round in 0..3000 {
        let rows = rng.below(5);
        let cols = rng.below(5);
        let mut tokens = vec![
            random_index_token(&mut rng, rows),
            random_index_token(&mut rng, cols),
        ];
        if rng.chance(0.2) {
            tokens.truncate(rng.below(2));
        }
        let (text, lines, end_line) = layout(&mut rng, &tokens);
        let got = Input::new(text.clone())
            .cell1("the start", rows, cols)
            .map_err(|e| e.to_string());
        let coord = |k: usize, which: &str| match tokens.get(k) {
            None => Err(format!(
                "line {end_line}: expected the {which} of the start, found the end of the input"
            )),
            Some(tok) => index_text(tok).ok_or_else(|| {
                format!(
                    "line {}: expected the {which} of the start, found {}",
                    lines[k],
                    quoted(tok)
                )
            }),
        };
        let want = coord(0, "row")
            .and_then(|r| Ok((r, coord(1, "column")?)))
            .and_then(|((r, rt), (c, ct))| match (r, c) {
                (Some(r), Some(c))
                    if (1..=rows as u64).contains(&r) && (1..=cols as u64).contains(&c) =>
                {
                    Ok((r as usize - 1, c as usize - 1))
                }
                _ => Err(format!(
                    "line {}: the start: cell ({rt},{ct}) is outside the {rows} x {cols} grid",
                    lines[1]
                )),
            });
        assert_eq!(got, want, "round {round}: {rows} x {cols}, input {text:?}");
    }
}

#[test]
fn sentinel_loops_agree_with_pairing_the_tokens() {
    let mut rng = Rng::new(5);
    for round in 0..3000 {
        // Pairs of small numbers, so that `0 x`, `x 0` and `0 0` all occur;
        // sometimes a junk token, a lost token or a missing sentinel.
        let mut tokens: Vec<String> = (0..2 * rng.below(5))
            .map(|_| rng.below(3).to_string())
            .collect();
        match rng.below(4) {
            0 => tokens.extend(["0".to_string(), "0".to_string()]),
            1 => tokens.push(random_token(&mut rng)),
            2 if !tokens.is_empty() => {
                let k = rng.below(tokens.len());
                tokens.remove(k);
            }
            _ => {}
        }
        let (text, lines, end_line) = layout(&mut rng, &tokens);
        let mut games = Vec::new();
        let mut inp = Input::new(text.clone());
        let got = inp
            .cases_until("0 0", |inp, g| {
                inp.within(format_args!("game {g}"), |inp| {
                    games.push((inp.u64("a")?, inp.u64("b")?));
                    Ok(())
                })
            })
            .map_err(|e| e.to_string());
        // The reference: the first pair that is `0 0` closes the input.
        let mut want_games = Vec::new();
        let mut want = Err(format!(
            "line {end_line}: the input ended before the final 0 0"
        ));
        for (g, pair) in tokens.chunks(2).enumerate() {
            if pair == ["0", "0"] {
                want = Ok(g);
                break;
            }
            if pair == ["0"] {
                // The sentinel cut short by the end of the input.
                break;
            }
            let read = |k: usize| match tokens.get(2 * g + k) {
                None => Err(format!(
                    "line {end_line}: game {}: expected b, found the end of the input",
                    g + 1
                )),
                Some(tok) => expect_u64(tok, ["a", "b"][k])
                    .map_err(|m| format!("line {}: game {}: {m}", lines[2 * g + k], g + 1)),
            };
            match read(0).and_then(|a| Ok((a, read(1)?))) {
                Ok(game) => want_games.push(game),
                Err(m) => {
                    want = Err(m);
                    break;
                }
            }
        }
        assert_eq!(got, want, "round {round}: input {text:?}");
        if want.is_ok() {
            assert_eq!(games, want_games, "input {text:?}");
        }
    }
}

// ---------------------------------------------------------------------------
// A typical judge format: `T`, then per test case `n m`, n values and m
// edges of vertices 1..=n. The two readers below are what a solution writes
// with the basic reads only and with the typed ones; the line counts in the
// report are theirs.

#[derive(Debug, PartialEq)]
struct Case {
    values: Vec<u64>,
    edges: Vec<(usize, usize)>,
}

fn read_with_basic_reads(inp: &mut Input) -> Result<Vec<Case>> {
    let t = inp.usize("the number of test cases T")?;
    let mut cases = Vec::new();
    for c in 1..=t {
        let at = |e: InputError| e.within(format!("test case {c}"));
        let n = inp.usize("n").map_err(at)?;
        let m = inp.usize("m").map_err(at)?;
        inp.check_room(n, 2, format_args!("test case {c}: n"))?;
        let mut values = Vec::with_capacity(n);
        for i in 1..=n {
            values.push(inp.u64(format_args!("value {i} of {n}")).map_err(at)?);
        }
        inp.check_room(m, 4, format_args!("test case {c}: m"))?;
        let mut edges = Vec::with_capacity(m);
        for j in 1..=m {
            let mut end = || -> Result<usize> {
                let x = inp.usize("vertex")?;
                if x == 0 || x > n {
                    return Err(inp.error(format!("vertex {x} is out of range 1..={n}")));
                }
                Ok(x - 1)
            };
            let u = end().map_err(|e| at(e.within(format!("edge {j}"))))?;
            let v = end().map_err(|e| at(e.within(format!("edge {j}"))))?;
            edges.push((u, v));
        }
        cases.push(Case { values, edges });
    }
    inp.end()?;
    Ok(cases)
}

fn read_with_typed_reads(inp: &mut Input) -> Result<Vec<Case>> {
    let t = inp.usize("the number of test cases T")?;
    let mut cases = Vec::new();
    for c in 1..=t {
        cases.push(inp.within(format_args!("test case {c}"), |inp| {
            let n = inp.usize("n")?;
            let m = inp.usize("m")?;
            let values = inp.u64s("value", n)?;
            Ok(Case {
                values,
                edges: inp.edges1(m, n)?,
            })
        })?);
    }
    inp.end()?;
    Ok(cases)
}

fn typical_input(rng: &mut Rng) -> Vec<String> {
    let t = rng.below(4);
    let mut tokens = vec![t.to_string()];
    for _ in 0..t {
        let (n, m) = (rng.below(5), rng.below(4));
        tokens.extend([n.to_string(), m.to_string()]);
        tokens.extend((0..n).map(|_| rng.below(100).to_string()));
        tokens.extend((0..2 * m).map(|_| rng.range(1, n.max(1)).to_string()));
    }
    tokens
}

/// A message up to its context (`line 4: test case 2: `), or all of it
/// when it has none: where the error is, whatever words explain it.
fn location(msg: &str) -> &str {
    match msg.find("test case ") {
        Some(i) => {
            let rest = &msg[i..];
            &msg[..i + rest.find(": ").map_or(rest.len(), |k| k + 2)]
        }
        None => msg.split(": ").next().unwrap(),
    }
}

#[test]
fn typed_reads_agree_with_basic_reads_on_a_typical_format() {
    let mut rng = Rng::new(31_337);
    let (mut valid, mut rejected) = (0, 0);
    for round in 0..4000 {
        let mut tokens = typical_input(&mut rng);
        if rng.chance(0.6) {
            // One corruption: a token lost, replaced, or added.
            let k = rng.below(tokens.len());
            match rng.below(3) {
                0 => {
                    tokens.remove(k);
                }
                1 => tokens[k] = random_index_token(&mut rng, 4),
                _ => tokens.insert(k, random_index_token(&mut rng, 4)),
            }
        }
        let (text, _, _) = layout(&mut rng, &tokens);
        let basic = read_with_basic_reads(&mut Input::new(text.clone()));
        let typed = read_with_typed_reads(&mut Input::new(text.clone()));
        match (&basic, &typed) {
            (Ok(a), Ok(b)) => {
                assert_eq!(a, b, "round {round}: {text:?}");
                valid += 1;
            }
            (Err(a), Err(b)) => {
                let (a, b) = (a.to_string(), b.to_string());
                // The basic reader refuses a count too large for the rest
                // of the input at the count; the typed one where the input
                // runs out. Elsewhere both point at the same place.
                // The typed reader puts an error after an edge that looks
                // short on its line at that edge, and says in brackets what
                // reading on met: there, where the basic reader stops.
                let found = match b.find("(reading on from it: ") {
                    Some(i) => {
                        let inner = &b[i + "(reading on from it: ".len()..];
                        let outer = location(&b);
                        let context = outer.split_once(": ").map_or("", |(_, c)| c);
                        format!("{}: {context}", inner.split(": ").next().unwrap())
                    }
                    None => location(&b).to_string(),
                };
                if !a.contains(" needs at least ") {
                    assert_eq!(location(&a), found, "round {round}: {text:?}: {a} / {b}");
                }
                rejected += 1;
            }
            _ => panic!("round {round}: {text:?}: {basic:?} / {typed:?}"),
        }
    }
    assert!(
        valid > 1000 && rejected > 1000,
        "{valid} valid, {rejected} rejected"
    );
}

// ---------------------------------------------------------------------------
// `plain_pair` and `plain_pairs` against two number-by-number reads.

/// Two `u64` reads from `slow`, which must be on one line (so that an
/// error about the first would name it), checked to give the pair `(a, b)`.
fn two_reads_give(slow: &mut Input, (a, b): (usize, usize), what: &str) {
    let first = slow.u64("a");
    let line = slow.line();
    let second = slow.u64("b");
    assert_eq!(slow.line(), line, "{what:?}");
    assert_eq!((first, second), (Ok(a as u64), Ok(b as u64)), "{what:?}");
}

/// On random texts of numbers (1 to 9 digits), junk tokens and every kind
/// of separator, read side by side by `plain_pair` or `plain_pairs` (which
/// refuses some pairs) and by `u64` reads only, each falling back to one
/// `u64` read (and a token skipped after an error) where the fast read
/// stops: every pair the fast reads give is what two `u64` reads on one
/// line give, both inputs are then at the same place and line, and where
/// the fast reads stop they have consumed nothing more (the next read gives
/// the same for both). Pairs, stops and refusals must all occur often
/// enough for the comparison to mean something.
#[test]
fn plain_pairs_read_as_two_numbers_do() {
    let mut rng = Rng::new(0x9a17);
    let (mut pairs, mut bulk, mut stops, mut refused) = (0, 0, 0, 0);
    for case in 0..3000 {
        let mut text = String::new();
        let junk = 1 + rng.below(60);
        for _ in 0..rng.below(300) {
            match rng.below(junk) {
                0 => {
                    let junk = [
                        "x", "-3", "+4", "1e5", "0x1f", "\u{e9}", "5-3", "12+", "3.5", "7,8",
                    ];
                    text.push_str(junk[rng.below(junk.len())])
                }
                1 => text.push_str(&"9".repeat(8 + rng.below(3))),
                _ => {
                    let digits = 1 + rng.below(7);
                    text.extend((0..digits).map(|_| char::from(b'0' + rng.below(10) as u8)));
                }
            }
            let seps = ["\t", "\r\n", "  ", " \n", "\n", "\n", "\n"];
            text.push_str(if rng.chance(0.8) {
                " "
            } else {
                seps[rng.below(seps.len())]
            });
        }
        let what = format!("case {case}: {text}");
        let mut fast = Input::new(text.as_bytes());
        let mut slow = Input::new(text.as_bytes());
        loop {
            let stopped = if rng.chance(0.3) {
                let pair = fast.plain_pair();
                if let Some(pair) = pair {
                    two_reads_give(&mut slow, pair, &what);
                    pairs += 1;
                }
                pair.is_none()
            } else {
                let max = 1 + rng.below(40);
                let refuse = rng.below(50);
                let mut got = Vec::new();
                let taken = fast.plain_pairs(max, |a, b| {
                    if (a + b) % 50 == refuse {
                        refused += 1;
                        return false;
                    }
                    got.push((a, b));
                    true
                });
                assert_eq!(taken, got.len(), "{what:?}");
                for &pair in &got {
                    two_reads_give(&mut slow, pair, &what);
                }
                pairs += taken;
                bulk += taken;
                taken < max
            };
            assert_eq!(fast.line(), slow.line(), "{what:?}");
            assert_eq!(fast.remaining(), slow.remaining(), "{what:?}");
            if stopped {
                stops += 1;
                // One number read as a reader's fallback reads it (its
                // separator goes with it), or else one token skipped.
                let (f, s) = (fast.u64("n"), slow.u64("n"));
                assert_eq!(f, s, "{what:?}");
                if f.is_err() {
                    let (f, s) = (fast.next_token(), slow.next_token());
                    assert_eq!(f, s, "{what:?}");
                    if f.is_none() {
                        break;
                    }
                }
            }
        }
    }
    assert!(
        bulk > 50_000 && pairs > bulk + 10_000 && stops > 10_000 && refused > 1_000,
        "{pairs} pairs ({bulk} by plain_pairs), {stops} stops, {refused} refused"
    );
}

// ---------------------------------------------------------------------------
// Bounded and distinct lists, lower bounds.

#[test]
fn lower_bounds() {
    let mut inp = Input::new("1 0\n18446744073709551615 x\n");
    assert_eq!(inp.usize_at_least("n", 1), Ok(1));
    assert_eq!(
        err(inp.usize_at_least("the number of rows n", 1)),
        "line 1: the number of rows n must be at least 1, found 0"
    );
    assert_eq!(inp.u64_at_least("k", 5), Ok(u64::MAX));
    assert_eq!(
        err(inp.u64_at_least("k", 5)),
        "line 2: expected k, found \"x\""
    );
    assert_eq!(
        err(inp.usize_at_least("k", 5)),
        "line 2: expected k, found the end of the input"
    );
}

#[test]
fn bounded_lists() {
    let mut inp = Input::new("1 2 3\n4 0\n-1\n");
    assert_eq!(inp.u64s_in("heap", 3, 1, 3), Ok(vec![1, 2, 3]));
    assert_eq!(
        err(inp.u64s_in("heap", 2, 1, 3)),
        "line 2: heap 1 of 2 must be between 1 and 3, found 4"
    );
    assert_eq!(
        err(inp.usizes_in("heap", 1, 1, usize::MAX)),
        "line 2: heap 1 of 1 must be at least 1, found 0"
    );
    assert_eq!(
        err(inp.usizes_in("heap", 2, 0, 9)),
        "line 3: heap 1 of 2 must not be negative, found \"-1\""
    );
    assert_eq!(
        err(inp.u64s_in("heap", 1, 0, 9)),
        "line 3: expected heap 1 of 1, found the end of the input"
    );
    let mut inp = Input::new("7 8\n");
    assert_eq!(
        err(inp.usizes_in("size", 2, 0, 7)),
        "line 1: size 2 of 2 must be at most 7, found 8"
    );
    // A count the input cannot hold fails where the input ends, having
    // allocated nothing for it.
    let mut inp = Input::new("5\n");
    assert_eq!(
        err(inp.u64s_in("heap", usize::MAX, 0, 9)),
        format!(
            "line 1: expected heap 2 of {}, found the end of the input",
            usize::MAX
        )
    );
}

#[test]
fn distinct_lists() {
    let mut inp = Input::new("3 1\n2\n1 5\n");
    assert_eq!(
        err(inp.distinct_u64s_in("heap", 4, 1, 9)),
        "line 3: heap 4 of 4 is 1, the same as heap 2 (line 1); no two heaps may be equal"
    );
    let mut inp = Input::new("6 6");
    assert_eq!(
        err(inp.distinct_usizes_in("cell", 2, 1, 36)),
        "line 1: cell 2 of 2 is 6, the same as cell 1; no two cells may be equal"
    );
    // The bounds come first; a context goes after the line.
    let mut inp = Input::new("4 40");
    assert_eq!(
        err(inp.within("game 3", |inp| inp.distinct_usizes_in("cell", 2, 1, 36))),
        "line 1: game 3: cell 2 of 2 must be between 1 and 36, found 40"
    );
    let mut inp = Input::new("0 18446744073709551615 5");
    assert_eq!(
        inp.distinct_u64s_in("x", 3, 0, u64::MAX),
        Ok(vec![0, u64::MAX, 5])
    );
    assert_eq!(Input::new("").distinct_u64s_in("x", 0, 0, 0), Ok(vec![]));
}

#[test]
fn distinct_lists_against_a_naive_reference() {
    let mut rng = Rng::new(91);
    for case in 0..3000 {
        let n = rng.below(8);
        let values: Vec<u64> = (0..n).map(|_| rng.below(12) as u64).collect();
        let mut text = String::new();
        for (i, v) in values.iter().enumerate() {
            text.push_str(&v.to_string());
            text.push(if rng.chance(0.3) || i + 1 == n {
                '\n'
            } else {
                ' '
            });
        }
        let (lo, hi) = (rng.below(3) as u64, rng.range(5, 12) as u64);
        let line_of = |i: usize| {
            1 + text
                .split_inclusive(['\n', ' '])
                .take(i)
                .filter(|w| w.ends_with('\n'))
                .count()
        };
        // The first item out of bounds or equal to an earlier one.
        let mut expected = Ok(values.clone());
        for (i, &v) in values.iter().enumerate() {
            if v < lo || v > hi {
                let bound = if lo == 0 {
                    format!("at most {hi}")
                } else {
                    format!("between {lo} and {hi}")
                };
                expected = Err(format!(
                    "line {}: pile {} of {n} must be {bound}, found {v}",
                    line_of(i),
                    i + 1
                ));
                break;
            }
            if let Some(j) = values[..i].iter().position(|&w| w == v) {
                let place = if line_of(j) == line_of(i) {
                    String::new()
                } else {
                    format!(" (line {})", line_of(j))
                };
                expected = Err(format!(
                    "line {}: pile {} of {n} is {v}, the same as pile {}{place}; no two piles may be equal",
                    line_of(i),
                    i + 1,
                    j + 1
                ));
                break;
            }
        }
        let got = Input::new(text.clone())
            .distinct_u64s_in("pile", n, lo, hi)
            .map_err(|e| e.to_string());
        assert_eq!(got, expected, "case {case}: {text:?}, {lo}..={hi}");
        let got = Input::new(text.clone())
            .distinct_usizes_in("pile", n, lo as usize, hi as usize)
            .map_err(|e| e.to_string());
        let expected = expected.map(|v| v.into_iter().map(|x| x as usize).collect());
        assert_eq!(got, expected, "case {case}: {text:?}, {lo}..={hi}");
    }
}
