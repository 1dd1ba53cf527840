//! xor_break: the strategy of Codeforces 1934D2 "XOR Break — Game
//! Version", an interactive problem where the program picks its side and
//! must win in at most 63 breaks.
//!
//! The game: a positive integer n (up to 10^18). The player holding p
//! breaks it into p1, p2 with 0 < p1 < p, 0 < p2 < p and p1 xor p2 = p;
//! if there is no such pair, that player loses. Otherwise the opponent
//! keeps one of p1, p2 and must break it in turn.
//!
//! Modelled here ([`XorBreak`]) as: a [`Position`] is the numbers the
//! player to move may choose from, n at the start ([`Position::One`]) and
//! the two parts of the last break after that ([`Position::Two`]); a
//! [`Move`] is the break `(p1, p2)`, whose broken number is p1 xor p2. Who
//! cannot break any number held loses (normal play).
//!
//! # Theory
//!
//! Write pc(p) for the number of set bits of p and t for the position of
//! the top bit of p (2^t <= p < 2^(t+1)).
//!
//! *The breaks of p.* Both parts are below p < 2^(t+1), so neither has a
//! bit above t, and since their xor has bit t exactly one of them has it.
//! Call the other one z: 0 < z < 2^t, and the first one is z xor p, which
//! differs from p exactly in the bits of z. So z xor p < p iff the top bit
//! of z is a set bit of p (there p has a 1 and z xor p a 0). The breaks of
//! p are therefore the pairs (z, z xor p), one for each z in 1..2^t whose
//! top bit is a set bit of p below t: p - 2^t of them. A power of two has
//! no set bit below its top one, so **a power of two cannot be broken**;
//! any other p can, for instance by the *top split* (p - 2^t, 2^t).
//!
//! *Parity.* pc(a xor b) = pc(a) + pc(b) - 2 pc(a and b), so the set bits
//! of the two parts of a break add up to pc(p) modulo 2.
//!
//! *The verdict.* **The player who must break p wins iff pc(p) is even**;
//! by strong induction on p:
//!
//! - pc(p) odd: if p is a power of two, there is no break and the player
//!   loses at once. Otherwise every break has parts whose bit counts add
//!   up to an odd number, so one part has an even number of set bits, and
//!   as it is not 0, at least 2. The opponent keeps that part, which is
//!   below p, and wins by induction.
//! - pc(p) even (so at least 2 set bits): the top split (p - 2^t, 2^t)
//!   leaves parts with pc(p) - 1 and 1 set bits, both odd, both below p:
//!   whichever the opponent keeps, he loses by induction.
//!
//! So the first player wins iff pc(n) is even, and in a position of two
//! parts the player to move wins iff one of them has an even number of
//! set bits. The winning move ([`XorBreak`]'s `winning_move`,
//! [`winning_break`]) is the top split of such a part. When both parts
//! qualify, it breaks the smaller one, whose top bit is no higher, so
//! that the bound below is no worse; that happens only after a break of a
//! number with an even bit count, which this strategy never leaves its
//! opponent to make (after its break the opponent holds two numbers with
//! odd bit counts, and a break of one leaves exactly one part with an
//! even count).
//!
//! *The length.* After the strategy's top split of x (top bit t) the
//! opponent cannot break 2^t, so he breaks x - 2^t < 2^t, into two parts
//! below 2^t: the next number the strategy breaks has a lower top bit
//! than x. A number the strategy breaks has at least 2 set bits, so a top
//! bit of at least 1. Hence the strategy breaks at most t times, t the top
//! bit of the first number it breaks, which is n or a part of n: at most
//! 59 breaks for n <= 10^18 < 2^60, and at most 63 for any `u64`, within
//! the problem's limit of 63.
//!
//! # Complexity
//!
//! O(1) for [`winning_break`], `winning_move` and `some_move` (a few word
//! operations), O(length of the text) for `parse_move`. `moves` lists all
//! p - 2^t breaks of each number held: for small numbers only (the tests).
//!
//! # Example
//!
//! ```
//! use cp_games::strategy::xor_break::{Position, XorBreak};
//! use cp_games::strategy::Strategy;
//!
//! // 777777770001 has 20 set bits: the first player wins, splitting off
//! // the top bit 2^39 and leaving two numbers with odd bit counts.
//! let start = Position::One(777_777_770_001);
//! let m = XorBreak.winning_move(&start).unwrap();
//! assert_eq!(XorBreak.show_move(&start, &m), "228021956113 549755813888");
//! let after = XorBreak.apply(&start, &m);
//! assert_eq!(after, Position::Two(228_021_956_113, 549_755_813_888));
//! assert_eq!(XorBreak.winning_move(&after), None);
//!
//! // 13 = 0b1101 has 3 set bits: the first player loses. After 10 7 the
//! // second player keeps 10 = 0b1010 and splits it into 2 and 8.
//! assert_eq!(XorBreak.winning_move(&Position::One(13)), None);
//! let after = XorBreak.apply(&Position::One(13), &(10, 7));
//! assert_eq!(XorBreak.winning_move(&after), Some((2, 8)));
//! assert_eq!(
//!     XorBreak.parse_move(&after, "3 5"),
//!     Err("3 xor 5 is 6, which is not a number you may break (7 or 10)".to_string())
//! );
//! ```

/// The game for an interactive session: a position is the numbers the
/// player to move may break, a move the break `p1 p2`.
pub struct XorBreak;

/// The numbers the player to move may choose from, to break one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    /// The start: the number n the first player breaks.
    One(u64),
    /// After a break: its two parts, smaller first (as
    /// [`Strategy::apply`](crate::strategy::Strategy::apply) makes them);
    /// the player to move keeps one and breaks it.
    Two(u64, u64),
}

impl Position {
    /// The numbers held, each once: n, or the two parts.
    pub fn held(&self) -> Vec<u64> {
        match *self {
            Position::One(n) => vec![n],
            Position::Two(a, b) if a == b => vec![a],
            Position::Two(a, b) => vec![a, b],
        }
    }
}

/// A break `(p1, p2)`: the number broken is p1 xor p2, into p1 and p2.
pub type Move = (u64, u64);

/// Whether p can be broken at all: it is neither 0 nor a power of two.
pub fn breakable(p: u64) -> bool {
    p.count_ones() >= 2
}

/// Whether the player who must break p wins: p has an even, non-zero
/// number of set bits (see the module docs).
pub fn breaker_wins(p: u64) -> bool {
    p != 0 && p.count_ones() % 2 == 0
}

/// The top split of p, `(p - 2^t, 2^t)` with 2^t the top bit of p, smaller
/// part first: a break of any p that is not 0 or a power of two.
///
/// # Complexity
/// O(1).
pub fn top_split(p: u64) -> Option<Move> {
    if !breakable(p) {
        return None;
    }
    let top = 1u64 << (63 - p.leading_zeros());
    Some((p ^ top, top))
}

/// A winning break of p for the player who must break it: the top split
/// when p has an even number of set bits, `None` when it has an odd
/// number (the breaker loses).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::strategy::xor_break::winning_break;
/// assert_eq!(winning_break(3), Some((1, 2)));
/// assert_eq!(winning_break(0b1010), Some((0b10, 0b1000)));
/// assert_eq!(winning_break(7), None); // 3 set bits
/// assert_eq!(winning_break(8), None); // cannot be broken
/// assert_eq!(winning_break(u64::MAX), Some((u64::MAX >> 1, 1 << 63)));
/// ```
pub fn winning_break(p: u64) -> Option<Move> {
    if breaker_wins(p) {
        top_split(p)
    } else {
        None
    }
}

/// Every break of p, smaller part first, by increasing smaller part: the
/// pairs (z, z xor p) for z below the top bit of p whose own top bit is
/// set in p (see the module docs).
///
/// # Complexity
/// O(p): there are p - 2^t breaks (2^t the top bit of p). For small
/// numbers only.
pub fn breaks(p: u64) -> Vec<Move> {
    let mut out = Vec::new();
    if !breakable(p) {
        return out;
    }
    let t = 63 - p.leading_zeros();
    for i in 0..t {
        if p >> i & 1 == 1 {
            let lo = 1u64 << i;
            out.extend((lo..2 * lo).map(|z| (z, z ^ p)));
        }
    }
    out
}

/// A part typed by a player, or why it is not a number.
fn part(word: &str) -> std::result::Result<u64, String> {
    if let Ok(x) = word.parse::<u64>() {
        return Ok(x);
    }
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    Err(match word.strip_prefix('-') {
        Some(rest) if digits(rest) => format!("{word:?} is negative: the parts are positive"),
        _ if digits(word.strip_prefix('+').unwrap_or(word)) => format!(
            "{word:?} is too large: a part is below the number it breaks, at most {}",
            u64::MAX
        ),
        _ => format!("{word:?} is not a number"),
    })
}

/// The break `p1 p2` checked against the position by the rules: the move,
/// or the reason it is not one (the words `parse_move` gives for it).
pub fn check_break(p: &Position, p1: u64, p2: u64) -> std::result::Result<Move, String> {
    let mut held = p.held();
    held.sort_unstable();
    let shown = held
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(" or ");
    if !held.iter().any(|&x| breakable(x)) {
        return Err(format!(
            "there is no move: {shown} cannot be broken (0 and powers of two cannot)"
        ));
    }
    if p1 == 0 || p2 == 0 {
        return Err("the parts are positive: 0 is not one".to_string());
    }
    let x = p1 ^ p2;
    if !held.contains(&x) {
        return Err(format!(
            "{p1} xor {p2} is {x}, which is not a number you may break ({shown})"
        ));
    }
    if !breakable(x) {
        return Err(format!(
            "{x} is a power of two, which cannot be broken (one part would need its bit)"
        ));
    }
    if p1 >= x {
        return Err(format!("p1 must be below {x}: {p1} is not"));
    }
    if p2 >= x {
        return Err(format!("p2 must be below {x}: {p2} is not"));
    }
    Ok((p1, p2))
}

/// The break of p (which must have one) that keeps the game longest when
/// its breaker is losing: z's top bit i is the lowest set bit of p above
/// bit 0 (bit 0 if there is none), so the other part h keeps every higher
/// bit of p and all ones below i, bit 0 cleared where that gives h an even
/// number of set bits: h is the part the winner must break next, as large
/// as this kind of break can leave it.
pub fn stubborn_break(p: u64) -> Move {
    let t = 63 - p.leading_zeros();
    let i = (1..t).find(|&i| p >> i & 1 == 1).unwrap_or(0);
    let ones = (1u64 << i) - 1;
    let mut h = ((p & !ones) ^ 1 << i) | ones;
    if i >= 1 && h.count_ones() % 2 == 1 {
        h ^= 1;
    }
    (h ^ p, h)
}

impl crate::strategy::Strategy for XorBreak {
    type Position = Position;

    type Move = Move;

    /// Every break of every number held, the smaller number's first, each
    /// as [`breaks`] lists them. For small numbers only: a number p has
    /// p - 2^t breaks (2^t its top bit).
    fn moves(&self, p: &Position) -> Vec<Move> {
        let mut held = p.held();
        held.sort_unstable();
        held.into_iter().flat_map(breaks).collect()
    }

    /// The top split of the first number held that can be broken (the
    /// smaller of two): O(1) at any size.
    fn some_move(&self, p: &Position) -> Option<Move> {
        let mut held = p.held();
        held.sort_unstable();
        held.into_iter().find_map(top_split)
    }

    /// The two parts, smaller first.
    fn apply(&self, _: &Position, &(p1, p2): &Move) -> Position {
        Position::Two(p1.min(p2), p1.max(p2))
    }

    /// The top split of a number held with an even number of set bits, the
    /// smaller one if both have; `None` when every number held has an odd
    /// number (the position is lost).
    fn winning_move(&self, p: &Position) -> Option<Move> {
        let mut held = p.held();
        held.sort_unstable();
        held.into_iter().find_map(winning_break)
    }

    fn notation(&self) -> &'static str {
        "`p1 p2`, the two parts of your break (p1 xor p2 is the number you break)"
    }

    fn parse_move(&self, p: &Position, text: &str) -> std::result::Result<Move, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let &[w1, w2] = words.as_slice() else {
            return Err("type two numbers, p1 and p2, the parts of your break".to_string());
        };
        check_break(p, part(w1)?, part(w2)?)
    }

    fn show_move(&self, _: &Position, &(p1, p2): &Move) -> String {
        format!("{p1} {p2}")
    }
}
