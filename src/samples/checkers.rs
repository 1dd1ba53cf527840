//! Ready checkers for [`Samples::checker`](super::Samples::checker): a
//! maximum matching, for the problems whose judges accept any.
//!
//! Each reads the input, the expected output and the binary's output as
//! whitespace-separated numbers with their line numbers, checks the output
//! as the judge's checker does (every pair an edge of the input, no vertex
//! in two pairs, as many pairs as the expected output's matching), and
//! says what is wrong with the line it is on:
//!
//! ```
//! use cp_games::samples::{checkers, Case};
//!
//! // A path 0 - 1 - 2 - 3: one maximum matching is {0 1, 2 3}.
//! let case = |output| Case {
//!     bin: "matching",
//!     name: "testdata/matching/01.in",
//!     input: "4 3\n0 1\n1 2\n2 3\n",
//!     expected: "2\n0 1\n2 3\n",
//!     output,
//! };
//! assert_eq!(checkers::general_matching(&case("2\n3 2\n1 0\n")), Ok(()));
//! assert_eq!(
//!     checkers::general_matching(&case("1\n1 2\n")).unwrap_err(),
//!     "the output's matching has 1 pair, the expected output's 2: it is not maximum"
//! );
//! assert_eq!(
//!     checkers::general_matching(&case("2\n0 1\n1 2\n")).unwrap_err(),
//!     "the output, line 3: vertex 1 is in two pairs (lines 2 and 3)"
//! );
//! ```

use super::Case;
use std::collections::{HashMap, HashSet};

/// The Library Checker's "Matching on Bipartite Graph" (the binary
/// `library_checker_bipartite_matching`): input `L R M` and M edges `a b`
/// (left vertex `a < L`, right vertex `b < R`); output the size `K` and K
/// pairs `c d`, each an edge, no vertex twice, in any order. Right when
/// `K` is the expected output's size.
pub fn bipartite_matching(case: &Case<'_>) -> Result<(), String> {
    let mut inp = Numbers::new(case.input, "the input");
    let l = inp.next("L")?.1;
    let r = inp.next("R")?.1;
    let m = inp.next("M")?.1;
    let mut edges = HashSet::new();
    for i in 1..=m {
        let (_, a) = inp.next(format_args!("the left end of edge {i}"))?;
        let (_, b) = inp.next(format_args!("the right end of edge {i}"))?;
        edges.insert((a, b));
    }
    let size = expected_size(case)?;
    let pairs = output_pairs(case)?;
    let (mut left, mut right) = (HashMap::new(), HashMap::new());
    // Named only in an error.
    let at = |line: usize| format!("the output, line {line}");
    for &(line, c, d) in &pairs {
        if c >= l {
            return Err(format!(
                "{}: left vertex {c} is not below L = {l}",
                at(line)
            ));
        }
        if d >= r {
            return Err(format!(
                "{}: right vertex {d} is not below R = {r}",
                at(line)
            ));
        }
        if !edges.contains(&(c, d)) {
            return Err(format!("{}: {c} {d} is no edge of the input", at(line)));
        }
        for (side, used, v) in [("left", &mut left, c), ("right", &mut right, d)] {
            if let Some(before) = used.insert(v, line) {
                return Err(format!(
                    "{}: {side} vertex {v} is in two pairs (lines {before} and {line})",
                    at(line)
                ));
            }
        }
    }
    compare_sizes(pairs.len(), size)
}

/// The Library Checker's "Matching on General Graph" (the binary
/// `library_checker_general_matching`): input `N M` and M edges `u v`
/// (`u, v < N`); output the size `X` and X pairs `a b`, each an edge (in
/// either direction), no vertex twice, in any order. Right when `X` is the
/// expected output's size.
pub fn general_matching(case: &Case<'_>) -> Result<(), String> {
    let mut inp = Numbers::new(case.input, "the input");
    let n = inp.next("N")?.1;
    let m = inp.next("M")?.1;
    let mut edges = HashSet::new();
    for i in 1..=m {
        let (_, u) = inp.next(format_args!("the first end of edge {i}"))?;
        let (_, v) = inp.next(format_args!("the second end of edge {i}"))?;
        edges.insert((u.min(v), u.max(v)));
    }
    let size = expected_size(case)?;
    let pairs = output_pairs(case)?;
    let mut used = HashMap::new();
    // Named only in an error.
    let at = |line: usize| format!("the output, line {line}");
    for &(line, a, b) in &pairs {
        if let Some(&v) = [a, b].iter().find(|&&v| v >= n) {
            return Err(format!("{}: vertex {v} is not below N = {n}", at(line)));
        }
        if !edges.contains(&(a.min(b), a.max(b))) {
            return Err(format!("{}: {a} {b} is no edge of the input", at(line)));
        }
        for v in [a, b] {
            if let Some(before) = used.insert(v, line) {
                return Err(format!(
                    "{}: vertex {v} is in two pairs (lines {before} and {line})",
                    at(line)
                ));
            }
        }
    }
    compare_sizes(pairs.len(), size)
}

/// The size on the expected output's first line.
fn expected_size(case: &Case<'_>) -> Result<usize, String> {
    Ok(Numbers::new(case.expected, "the expected output")
        .next("the size of the matching")?
        .1)
}

/// The output's pairs, each with its line: the size `K`, then K pairs,
/// then nothing.
fn output_pairs(case: &Case<'_>) -> Result<Vec<(usize, usize, usize)>, String> {
    let mut out = Numbers::new(case.output, "the output");
    let k = out.next("the size of the matching")?.1;
    let mut pairs = Vec::new();
    for i in 1..=k {
        let (line, a) = out.next(format_args!("pair {i} of {k}"))?;
        let (_, b) = out.next(format_args!("the second vertex of pair {i}"))?;
        pairs.push((line, a, b));
    }
    out.end(format_args!("the {k} pairs"))?;
    Ok(pairs)
}

/// The verdict on sizes, once the pairs are a matching of the input.
fn compare_sizes(got: usize, want: usize) -> Result<(), String> {
    let pairs = |n: usize| format!("{n} pair{}", if n == 1 { "" } else { "s" });
    match got.cmp(&want) {
        std::cmp::Ordering::Equal => Ok(()),
        std::cmp::Ordering::Less => Err(format!(
            "the output's matching has {}, the expected output's {want}: it is not maximum",
            pairs(got)
        )),
        std::cmp::Ordering::Greater => Err(format!(
            "the output's matching has {}, more than the expected output's {want}: the \
             expected output is not a maximum matching",
            pairs(got)
        )),
    }
}

/// The whitespace-separated numbers of a text, each with its line.
struct Numbers<'a> {
    tokens: Box<dyn Iterator<Item = (usize, &'a str)> + 'a>,
    last_line: usize,
    what: &'static str,
}

impl<'a> Numbers<'a> {
    /// The numbers of `text`, which errors call `what` (`the output`).
    fn new(text: &'a str, what: &'static str) -> Numbers<'a> {
        let tokens = text
            .split('\n')
            .enumerate()
            .flat_map(|(i, line)| line.split_whitespace().map(move |t| (i + 1, t)));
        Numbers {
            tokens: Box::new(tokens),
            last_line: 1,
            what,
        }
    }

    /// The next number, named `name` in an error, with its line.
    /// (`name` is formatted only for an error.)
    fn next(&mut self, name: impl std::fmt::Display) -> Result<(usize, usize), String> {
        match self.tokens.next() {
            None => Err(format!(
                "{}, line {}: expected {name}, found the end",
                self.what, self.last_line
            )),
            Some((line, t)) => {
                self.last_line = line;
                match t.parse() {
                    Ok(v) => Ok((line, v)),
                    Err(_) => Err(format!(
                        "{}, line {line}: expected {name}, found {t:?}",
                        self.what
                    )),
                }
            }
        }
    }

    /// Fails if a token is left after `after`.
    fn end(&mut self, after: impl std::fmt::Display) -> Result<(), String> {
        match self.tokens.next() {
            None => Ok(()),
            Some((line, t)) => Err(format!("{}, line {line}: {t:?} after {after}", self.what)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case<'a>(input: &'a str, expected: &'a str, output: &'a str) -> Case<'a> {
        Case {
            bin: "matching",
            name: "01.in",
            input,
            expected,
            output,
        }
    }

    /// Two left and two right vertices, edges 0-0, 0-1, 1-0: the maximum
    /// matchings are {0-1, 1-0} only; {0-0} alone is maximal, not maximum.
    const BIPARTITE: &str = "2 2 3\n0 0\n0 1\n1 0\n";

    #[test]
    fn bipartite_accepts_any_maximum_matching_in_any_order() {
        let want = "2\n0 1\n1 0\n";
        for out in [
            "2\n0 1\n1 0\n",
            "2\n1 0\n0 1\n",
            "2 1 0\n0 1",
            "2\r\n0 1\r\n1 0\r\n",
        ] {
            assert_eq!(
                bipartite_matching(&case(BIPARTITE, want, out)),
                Ok(()),
                "{out:?}"
            );
        }
        // The expected output's own pairs do not matter, only its size.
        assert_eq!(
            bipartite_matching(&case(BIPARTITE, "2\n", "2\n0 1\n1 0\n")),
            Ok(())
        );
    }

    #[test]
    fn bipartite_rejects_what_the_judge_rejects() {
        let want = "2\n0 1\n1 0\n";
        for (out, why) in [
            (
                "1\n0 0\n",
                "the output's matching has 1 pair, the expected output's 2: it is not maximum",
            ),
            (
                "2\n0 0\n1 1\n",
                "the output, line 3: 1 1 is no edge of the input",
            ),
            (
                "2\n0 1\n0 0\n",
                "the output, line 3: left vertex 0 is in two pairs (lines 2 and 3)",
            ),
            (
                "2\n0 0\n1 0\n",
                "the output, line 3: right vertex 0 is in two pairs (lines 2 and 3)",
            ),
            (
                "2\n0 1\n2 0\n",
                "the output, line 3: left vertex 2 is not below L = 2",
            ),
            (
                "2\n0 1\n1 5\n",
                "the output, line 3: right vertex 5 is not below R = 2",
            ),
            (
                "2\n0 1\n",
                "the output, line 2: expected pair 2 of 2, found the end",
            ),
            (
                "2\n0 1\n1 x\n",
                "the output, line 3: expected the second vertex of pair 2, found \"x\"",
            ),
            (
                "2\n0 1\n1 0\n7\n",
                "the output, line 4: \"7\" after the 2 pairs",
            ),
            (
                "",
                "the output, line 1: expected the size of the matching, found the end",
            ),
            (
                "-1\n",
                "the output, line 1: expected the size of the matching, found \"-1\"",
            ),
        ] {
            assert_eq!(
                bipartite_matching(&case(BIPARTITE, want, out)),
                Err(why.to_string()),
                "{out:?}"
            );
        }
        assert_eq!(
            bipartite_matching(&case(BIPARTITE, "1\n0 0\n", "2\n0 1\n1 0\n")),
            Err(
                "the output's matching has 2 pairs, more than the expected output's 1: the \
                 expected output is not a maximum matching"
                    .to_string()
            )
        );
        assert_eq!(
            bipartite_matching(&case("2 2 3\n0 0\n", want, "0\n")),
            Err("the input, line 2: expected the left end of edge 2, found the end".to_string())
        );
    }

    #[test]
    fn general_accepts_any_maximum_matching_and_rejects_the_rest() {
        // A triangle 0 1 2 with a tail 2 - 3: maximum matchings {0 1, 2 3}
        // only.
        let input = "4 4\n0 1\n1 2\n2 0\n2 3\n";
        let want = "2\n0 1\n2 3\n";
        for out in ["2\n0 1\n2 3\n", "2\n3 2\n1 0\n"] {
            assert_eq!(general_matching(&case(input, want, out)), Ok(()), "{out:?}");
        }
        for (out, why) in [
            (
                "1\n0 2\n",
                "the output's matching has 1 pair, the expected output's 2: it is not maximum",
            ),
            (
                "2\n0 1\n0 3\n",
                "the output, line 3: 0 3 is no edge of the input",
            ),
            (
                "2\n0 1\n1 2\n",
                "the output, line 3: vertex 1 is in two pairs (lines 2 and 3)",
            ),
            (
                "2\n0 1\n2 4\n",
                "the output, line 3: vertex 4 is not below N = 4",
            ),
            (
                "1\n2 2\n",
                "the output, line 2: 2 2 is no edge of the input",
            ),
        ] {
            assert_eq!(
                general_matching(&case(input, want, out)),
                Err(why.to_string()),
                "{out:?}"
            );
        }
    }
}
