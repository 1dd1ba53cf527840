//! Writing numbers into an answer text without the formatting machinery.
//!
//! A binary builds its whole answer in one `String` (see [`input::run`]);
//! for answers of millions of numbers, `write!`/`writeln!` cost more than
//! the algorithm (each call goes through `fmt::Arguments`, a dynamic writer
//! and padding). These functions append the decimal digits directly, two
//! per division, from a table of the pairs `00` to `99`, and a line in one
//! piece: a line of two numbers takes about a fifth of the instructions of
//! `writeln!` (counted 2026-11-23 on x86-64, command not recorded).
//!
//! - [`push_u64`], [`push_usize`]: one number, no separator.
//! - [`push_line`]: numbers separated by single spaces, then `\n`.
//!
//! Status: unit tests below (0, 9, 10, powers of ten and their
//! neighbours, `u64::MAX`, thousands of seeded random numbers against
//! `to_string`).
//!
//! # Example
//! ```
//! use cp_games::output::{push_line, push_usize};
//! let mut out = String::new();
//! push_usize(&mut out, 2);
//! out.push('\n');
//! push_line(&mut out, &[0, 10]);
//! push_line(&mut out, &[7, 123]);
//! assert_eq!(out, "2\n0 10\n7 123\n");
//! ```
//!
//! [`input::run`]: super::input::run

/// Appends the decimal digits of `x` (no sign, no leading zeros; `0` for
/// zero) to `out`.
pub fn push_u64(out: &mut String, x: u64) {
    let mut digits = [0u8; 20];
    let n = put_digits(&mut digits, 0, x);
    append(out, &digits[..n]);
}

/// Writes the digits of `x` into `buf` from `at` on and returns how many
/// there are: counted first, then written from the right, two per
/// division (`u64::MAX` has 20).
#[inline(always)]
fn put_digits(buf: &mut [u8], at: usize, mut x: u64) -> usize {
    let n = x.checked_ilog10().map_or(1, |d| d as usize + 1);
    let mut end = at + n;
    while x >= 100 {
        let pair = 2 * (x % 100) as usize;
        x /= 100;
        end -= 2;
        buf[end] = PAIRS[pair];
        buf[end + 1] = PAIRS[pair + 1];
    }
    if x >= 10 {
        buf[at] = PAIRS[2 * x as usize];
        buf[at + 1] = PAIRS[2 * x as usize + 1];
    } else {
        buf[at] = b'0' + x as u8;
    }
    n
}

/// Appends `bytes`, which are ASCII (digits, spaces, newlines), to `out`.
#[inline(always)]
fn append(out: &mut String, bytes: &[u8]) {
    debug_assert!(bytes.is_ascii());
    // SAFETY: ASCII bytes are UTF-8 on their own, so `out` stays UTF-8.
    // (`str::from_utf8` would check them again: twice the work of writing
    // a short line.)
    unsafe { out.as_mut_vec() }.extend_from_slice(bytes);
}

/// `00`, `01`, ..., `99`, run together.
const PAIRS: &[u8; 200] = b"\
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899";

/// Appends the decimal digits of `x` to `out`, as [`push_u64`].
pub fn push_usize(out: &mut String, x: usize) {
    push_u64(out, x as u64);
}

/// Appends the numbers `xs` separated by single spaces, then `\n`: one line
/// of an answer (just `\n` when `xs` is empty). The line is put together
/// in a buffer on the stack and appended in one piece (in pieces of up to
/// 64 bytes when it is longer).
pub fn push_line(out: &mut String, xs: &[usize]) {
    let mut line = [0u8; 64];
    let mut len = 0;
    for (i, &x) in xs.iter().enumerate() {
        // Room for a space, 20 digits and the final newline.
        if len + 22 > line.len() {
            append(out, &line[..len]);
            len = 0;
        }
        if i > 0 {
            line[len] = b' ';
            len += 1;
        }
        len += put_digits(&mut line, len, x as u64);
    }
    line[len] = b'\n';
    append(out, &line[..len + 1]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn u64_text(x: u64) -> String {
        let mut out = String::new();
        push_u64(&mut out, x);
        out
    }

    #[test]
    fn small_and_extreme_numbers() {
        for (x, text) in [
            (0, "0"),
            (1, "1"),
            (9, "9"),
            (10, "10"),
            (11, "11"),
            (99, "99"),
            (100, "100"),
            (4_294_967_295, "4294967295"),
            (u64::MAX, "18446744073709551615"),
        ] {
            assert_eq!(u64_text(x), text);
        }
        let mut out = String::new();
        push_usize(&mut out, usize::MAX);
        assert_eq!(out, usize::MAX.to_string());
    }

    #[test]
    fn powers_of_ten_and_their_neighbours() {
        let mut p = 1u64;
        for _ in 0..20 {
            for x in [p - 1, p, p + 1] {
                assert_eq!(u64_text(x), x.to_string());
            }
            p = p.saturating_mul(10);
        }
    }

    #[test]
    fn random_numbers_of_every_length() {
        let mut rng = Rng::new(41);
        for _ in 0..20_000 {
            // A random number of random bit length, so short ones come up.
            let x = rng.next_u64() >> rng.below(64);
            assert_eq!(u64_text(x), x.to_string());
        }
    }

    #[test]
    fn appends_after_existing_text() {
        let mut out = String::from("size ");
        push_u64(&mut out, 42);
        push_usize(&mut out, 0);
        assert_eq!(out, "size 420");
    }

    #[test]
    fn lines() {
        let mut out = String::new();
        push_line(&mut out, &[]);
        push_line(&mut out, &[5]);
        push_line(&mut out, &[0, 9, 10]);
        push_line(&mut out, &[usize::MAX, 1]);
        assert_eq!(out, format!("\n5\n0 9 10\n{} 1\n", usize::MAX));
    }

    #[test]
    fn long_lines_of_random_numbers() {
        // Lines longer than one 64-byte piece, with numbers of every length.
        let mut rng = Rng::new(43);
        for _ in 0..2000 {
            let xs: Vec<usize> = (0..rng.below(30))
                .map(|_| (rng.next_u64() >> rng.below(64)) as usize)
                .collect();
            let mut out = String::from("> ");
            push_line(&mut out, &xs);
            let words: Vec<String> = xs.iter().map(|x| x.to_string()).collect();
            assert_eq!(out, format!("> {}\n", words.join(" ")));
        }
    }
}
