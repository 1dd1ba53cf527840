//! Writing numbers into an answer text without the formatting machinery.
//!
//! A binary builds its whole answer in one `String` (see [`input::run`]);
//! for answers of millions of numbers, `write!`/`writeln!` cost more than
//! the algorithm (each call goes through `fmt::Arguments`, a dynamic writer
//! and padding). These functions append the decimal digits directly, two
//! per division, from a table of the pairs `00` to `99`, and a line in one
//! piece: a line of two numbers takes a fraction of the instructions of
//! `writeln!`.
//!
//! - [`push_u64`], [`push_usize`]: one number, no separator.
//! - [`push_line`]: numbers separated by single spaces, then `\n`.
//! - [`push_win_cells`], [`push_win_items1`]: `WIN` and the winning cells
//!   (`r c`, 1-based) or items (1-based), one a line, or `LOSE`.
//! - [`Verdict`]: the problem's own two words for who wins (`First` /
//!   `Second`, `Alice` / `Bob`, `YES` / `NO`, `WINNING` / `LOSING`, or any
//!   pair), as a line, or followed by the cells or items as above.
//!
//! Status: unit tests below (0, 9, 10, powers of ten and their
//! neighbours, `u64::MAX`, thousands of seeded random numbers against
//! `to_string`; the WIN/LOSE lists and the verdicts' words by hand and
//! against `format!`).
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

/// The answer "WIN and the cells, or LOSE" of the games where a player
/// places a token and wins from some cells (JSOI 2009 "Game" and its
/// family): `WIN`, then one line `r c` per cell id of `cells` (1-based row
/// and column on a grid of `cols` columns, in the order given), or `LOSE`
/// alone when `cells` is empty. [`geography::placer_wins`] gives the cells
/// in increasing id, which is row-major order.
///
/// # Panics
/// If `cols` is 0 while `cells` is not empty.
///
/// # Example
/// ```
/// use cp_games::output::push_win_cells;
/// let mut out = String::new();
/// push_win_cells(&mut out, 3, &[2, 4]); // cells (0, 2) and (1, 1)
/// assert_eq!(out, "WIN\n1 3\n2 2\n");
/// let mut out = String::new();
/// push_win_cells(&mut out, 3, &[]);
/// assert_eq!(out, "LOSE\n");
/// ```
///
/// [`geography::placer_wins`]: super::geography::placer_wins
pub fn push_win_cells(out: &mut String, cols: usize, cells: &[usize]) {
    Verdict::WIN_LOSE.push_cells(out, cols, cells);
}

/// `WIN`, then one line per item of `items` written 1-based (`x + 1`), or
/// `LOSE` alone when `items` is empty: [`push_win_cells`] for vertices of
/// a graph, heaps of a list, and other answers numbered from 1.
///
/// # Example
/// ```
/// use cp_games::output::push_win_items1;
/// let mut out = String::new();
/// push_win_items1(&mut out, &[0, 4]);
/// assert_eq!(out, "WIN\n1\n5\n");
/// ```
pub fn push_win_items1(out: &mut String, items: &[usize]) {
    Verdict::WIN_LOSE.push_items1(out, items);
}

/// A problem's two words for its verdict: the one for a win (of the
/// player it asks about: the first player, Alice, the player to move) and
/// the one for a loss. The common pairs are constants; any other is
/// [`Verdict::new`]. Each answer is its word alone on a line, or, with
/// [`Verdict::push_cells`] and [`Verdict::push_items1`], a win's word
/// followed by the winning cells or items.
///
/// # Example
/// ```
/// use cp_games::output::Verdict;
/// assert_eq!(Verdict::FIRST_SECOND.line(true), "First\n");
/// let mut out = String::new();
/// for wins in [true, false] {
///     Verdict::WINNING_LOSING.push(&mut out, wins);
/// }
/// Verdict::new("Sally", "Harry").push(&mut out, false);
/// assert_eq!(out, "WINNING\nLOSING\nHarry\n");
/// let mut out = String::new();
/// Verdict::YES_NO.push_items1(&mut out, &[2, 0]);
/// assert_eq!(out, "YES\n3\n1\n");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Verdict {
    /// The word for a win.
    pub win: &'static str,
    /// The word for a loss.
    pub lose: &'static str,
}

impl Verdict {
    /// `First` if the first player wins, else `Second`.
    pub const FIRST_SECOND: Verdict = Verdict::new("First", "Second");
    /// `Alice` if Alice (who moves first) wins, else `Bob`.
    pub const ALICE_BOB: Verdict = Verdict::new("Alice", "Bob");
    /// `YES` or `NO`.
    pub const YES_NO: Verdict = Verdict::new("YES", "NO");
    /// `Yes` or `No`.
    pub const YES_NO_TITLE: Verdict = Verdict::new("Yes", "No");
    /// `WINNING` or `LOSING` (UVa's words).
    pub const WINNING_LOSING: Verdict = Verdict::new("WINNING", "LOSING");
    /// `WIN` or `LOSE`: [`push_win_cells`] and [`push_win_items1`].
    pub const WIN_LOSE: Verdict = Verdict::new("WIN", "LOSE");

    /// The words `win` and `lose`.
    pub const fn new(win: &'static str, lose: &'static str) -> Verdict {
        Verdict { win, lose }
    }

    /// The word for `wins`.
    pub fn word_for(self, wins: bool) -> &'static str {
        if wins {
            self.win
        } else {
            self.lose
        }
    }

    /// The word for `wins` and `\n`: a whole answer of one verdict.
    pub fn line(self, wins: bool) -> String {
        self.word_for(wins).to_string() + "\n"
    }

    /// Appends the word for `wins` and `\n` to `out`.
    pub fn push(self, out: &mut String, wins: bool) {
        out.push_str(self.word_for(wins));
        out.push('\n');
    }

    /// The word for a win, then one line `r c` per cell id of `cells`
    /// (1-based row and column on a grid of `cols` columns), or the word
    /// for a loss alone when `cells` is empty: [`push_win_cells`] in the
    /// problem's words.
    ///
    /// # Panics
    /// If `cols` is 0 while `cells` is not empty.
    pub fn push_cells(self, out: &mut String, cols: usize, cells: &[usize]) {
        self.push(out, !cells.is_empty());
        for &id in cells {
            push_line(out, &[id / cols + 1, id % cols + 1]);
        }
    }

    /// The word for a win, then one line per item of `items` written
    /// 1-based (`x + 1`), or the word for a loss alone when `items` is
    /// empty: [`push_win_items1`] in the problem's words.
    pub fn push_items1(self, out: &mut String, items: &[usize]) {
        self.push(out, !items.is_empty());
        for &x in items {
            push_line(out, &[x + 1]);
        }
    }
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
    fn win_or_lose_lists() {
        let mut out = String::from("x\n");
        push_win_cells(&mut out, 1, &[0, 5]);
        push_win_cells(&mut out, 4, &[3, 4, 15]);
        push_win_cells(&mut out, 0, &[]);
        push_win_items1(&mut out, &[]);
        push_win_items1(&mut out, &[9, 0]);
        assert_eq!(
            out,
            "x\nWIN\n1 1\n6 1\nWIN\n1 4\n2 1\n4 4\nLOSE\nLOSE\nWIN\n10\n1\n"
        );
        let mut rng = Rng::new(47);
        for _ in 0..2000 {
            let cols = rng.range(1, 30);
            let cells: Vec<usize> = (0..rng.below(6)).map(|_| rng.below(900)).collect();
            let mut out = String::new();
            push_win_cells(&mut out, cols, &cells);
            let expected = if cells.is_empty() {
                "LOSE\n".to_string()
            } else {
                let lines: String = cells
                    .iter()
                    .map(|&id| format!("{} {}\n", id / cols + 1, id % cols + 1))
                    .collect();
                format!("WIN\n{lines}")
            };
            assert_eq!(out, expected);
        }
    }

    #[test]
    fn verdicts_in_the_problems_words() {
        let pairs = [
            (Verdict::FIRST_SECOND, "First", "Second"),
            (Verdict::ALICE_BOB, "Alice", "Bob"),
            (Verdict::YES_NO, "YES", "NO"),
            (Verdict::YES_NO_TITLE, "Yes", "No"),
            (Verdict::WINNING_LOSING, "WINNING", "LOSING"),
            (Verdict::WIN_LOSE, "WIN", "LOSE"),
            (Verdict::new("Sally", "Harry"), "Sally", "Harry"),
        ];
        let mut rng = Rng::new(48);
        for (v, win, lose) in pairs {
            assert_eq!((v.word_for(true), v.word_for(false)), (win, lose));
            assert_eq!(v.line(true), format!("{win}\n"));
            assert_eq!(v.line(false), format!("{lose}\n"));
            for _ in 0..200 {
                let cols = rng.range(1, 9);
                let cells: Vec<usize> = (0..rng.below(4)).map(|_| rng.below(80)).collect();
                let mut out = String::from("> ");
                v.push_cells(&mut out, cols, &cells);
                v.push_items1(&mut out, &cells);
                let listed = |f: &dyn Fn(usize) -> String| -> String {
                    let lines: String = cells.iter().map(|&x| f(x)).collect();
                    format!("{}\n{lines}", if cells.is_empty() { lose } else { win })
                };
                let expected = format!(
                    "> {}{}",
                    listed(&|id| format!("{} {}\n", id / cols + 1, id % cols + 1)),
                    listed(&|x| format!("{}\n", x + 1))
                );
                assert_eq!(out, expected);
            }
        }
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
