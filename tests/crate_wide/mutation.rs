//! Mutation test: seeded random corruptions of every binary's test inputs
//! (100 per binary, 1500 in the full tier), run through the real binary.
//! Each run must either succeed (exit 0, output of the binary's form) or
//! fail cleanly (exit 1, nothing on stdout, one `error: ` line on stderr).
//! Never a panic (exit 101), a signal, or a hang.

use crate::common;

use common::Rng;
use std::time::Duration;

/// Values that stress parsing and sizes.
const NASTY: &[&str] = &[
    "0",
    "1",
    "2",
    "-1",
    "-0",
    "+3",
    "1000000000",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999",
    "x",
    "1.5",
    "1e9",
    "#",
    ".",
    "O",
    "X",
    "..",
    "#.#",
    "\u{0}",
    "\u{feff}",
];

fn mutate(rng: &mut Rng, seed: &[u8]) -> Vec<u8> {
    let mut s = seed.to_vec();
    for _ in 0..rng.range(1, 3) {
        let toks = common::token_spans(&s);
        let nasty = NASTY[rng.below(NASTY.len())].as_bytes();
        match rng.below(11) {
            // Tokens: delete, duplicate, replace with a nasty value, swap two.
            0..=3 if !toks.is_empty() => {
                let (a, b) = toks[rng.below(toks.len())];
                let tok = s[a..b].to_vec();
                match rng.below(4) {
                    0 => {
                        s.drain(a..b);
                    }
                    1 => {
                        s.splice(b..b, [b" ".as_slice(), &tok].concat());
                    }
                    2 => {
                        s.splice(a..b, nasty.iter().copied());
                    }
                    _ => {
                        let (c, d) = toks[rng.below(toks.len())];
                        if (c, d) != (a, b) {
                            let other = s[c..d].to_vec();
                            let (first, second) = if a < c {
                                ((a, b), (c, d))
                            } else {
                                ((c, d), (a, b))
                            };
                            let (x, y) = if a < c { (other, tok) } else { (tok, other) };
                            s.splice(second.0..second.1, y);
                            s.splice(first.0..first.1, x);
                        }
                    }
                }
            }
            // Bytes: delete, insert a random or a structural byte, flip.
            4 if !s.is_empty() => {
                s.remove(rng.below(s.len()));
            }
            5 => {
                let b = [
                    b' ', b'\n', b'\r', b'\t', b'0', b'9', b'.', b'#', b'O', b'X', 0xff,
                ][rng.below(11)];
                s.insert(rng.below(s.len() + 1), b);
            }
            6 if !s.is_empty() => {
                let i = rng.below(s.len());
                s[i] = rng.next_u64() as u8;
            }
            // Lines: delete, duplicate, insert a nasty one.
            7..=8 => {
                let mut lines: Vec<Vec<u8>> =
                    s.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
                let i = rng.below(lines.len());
                match rng.below(3) {
                    0 => {
                        lines.remove(i);
                    }
                    1 => {
                        let l = lines[i].clone();
                        lines.insert(i, l);
                    }
                    _ => lines.insert(i, nasty.to_vec()),
                }
                s = lines.join(&b'\n');
            }
            // Line ends: CRLF everywhere.
            9 => {
                s = s
                    .iter()
                    .flat_map(|&b| {
                        if b == b'\n' {
                            vec![b'\r', b'\n']
                        } else {
                            vec![b]
                        }
                    })
                    .collect();
            }
            // Cut the input anywhere.
            _ => {
                let at = rng.below(s.len() + 1);
                s.truncate(at);
            }
        }
    }
    s
}

#[test]
fn mutated_inputs_succeed_or_fail_cleanly() {
    mutants_of_every_binary(50, 0x5eed);
}

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn mutated_inputs_succeed_or_fail_cleanly_1500_per_binary() {
    mutants_of_every_binary(1500, 0x5eed ^ 1500);
}

/// `count` mutants per binary, drawn from `seed` and the binary's name.
fn mutants_of_every_binary(count: usize, seed: u64) {
    common::say_generic_only("mutation: the form of each answer");
    let bins = common::binaries();
    let counts = common::on_every_core(&bins, |bin| {
        let seeds = common::testdata_inputs(bin);
        if seeds.is_empty() {
            common::say_not_checked(format_args!("{bin} has no testdata to mutate"));
            return 0;
        }
        let mut rng = Rng::new(seed ^ bin.len() as u64);
        let (mut ok, mut rejected) = (0, 0);
        for _ in 0..count {
            let (_, seed) = &seeds[rng.below(seeds.len())];
            let input = mutate(&mut rng, seed);
            let shown = String::from_utf8_lossy(&input[..input.len().min(300)]).into_owned();
            let r = common::run_with_limit(bin, &input, Duration::from_secs(10));
            match r.code {
                Some(0) => {
                    let out = String::from_utf8(r.stdout).unwrap_or_default();
                    assert_ne!(
                        common::well_formed(bin, &out),
                        Some(false),
                        "{bin} on {shown:?}: malformed output {out:?}"
                    );
                    ok += 1;
                }
                Some(1) => {
                    assert!(
                        r.stdout.is_empty(),
                        "{bin} on {shown:?}: stdout not empty on error"
                    );
                    common::assert_error_form(&r.stderr, &shown);
                    rejected += 1;
                }
                other => panic!("{bin} on {shown:?}: exit {other:?}, stderr {:?}", r.stderr),
            }
        }
        println!("{bin}: {ok} answered, {rejected} rejected");
        assert!(
            !common::shape_known(bin) || (ok > 0 && rejected > 0),
            "{bin}: mutations should produce both outcomes"
        );
        ok + rejected
    });
    let total: usize = counts.iter().sum();
    println!("{total} mutated inputs");
}
