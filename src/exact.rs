//! Exact arithmetic: integers of any size ([`Int`]) and fractions of them
//! ([`Rational`]), for games whose moves are points of a continuum (the
//! plate game): a rule such as "at least 2r apart" is then decided exactly,
//! with no tolerance, for a point typed as a decimal and for one the
//! program computes alike.
//!
//! Small and plain rather than fast: sign and magnitude in 32-bit limbs,
//! schoolbook multiplication and long division, and `u128` arithmetic when
//! both numbers fit it. The numbers met in a game have tens of digits,
//! where that costs microseconds.
//! Std-only.
//!
//! Status: unit tests here check every operation against `i128` on
//! thousands of seeded random values of every size up to 120 bits (and
//! products and quotients past 128 bits against identities), the square
//! roots against their definition, and the decimal reading and writing
//! against hand-made cases and round trips.
//!
//! # Example
//! ```
//! use cp_games::exact::{Int, Rational};
//! let third = Rational::parse("1/3").unwrap();
//! let x = Rational::parse("0.333333333333333333333333333333").unwrap();
//! assert!(x < third);
//! assert_eq!((third.clone() + third.clone() + third).to_string(), "1");
//! assert_eq!(Rational::parse("2.50").unwrap().to_string(), "2.5");
//! let big = Int::from(10u64).pow(30) + Int::from(1u64);
//! assert_eq!((big.clone() * big).to_string(), "1000000000000000000000000000002000000000000000000000000000001");
//! ```

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};

/// An integer of any size.
///
/// # Example
/// ```
/// use cp_games::exact::Int;
/// let a = Int::from(u64::MAX);
/// let b = &a * &a; // past u64, with no overflow
/// assert_eq!(b.to_string(), "340282366920938463426481119284349108225");
/// assert!(b > a && -&b < Int::from(0i64));
/// assert_eq!((b - Int::from(1u64)).to_string(), "340282366920938463426481119284349108224");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Int(Repr);

/// A value that fits `i128` is always `Small`, so that each value has one
/// form (equality and hashing compare forms).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Repr {
    Small(i128),
    /// Below 0, and the magnitude, least significant limb first, with no
    /// zero limb at the top.
    Big(bool, Vec<u32>),
}

/// Magnitudes: little-endian limbs without zeros at the top.
mod mag {
    use std::cmp::Ordering;

    pub fn trim(m: &mut Vec<u32>) {
        while m.last() == Some(&0) {
            m.pop();
        }
    }

    pub fn cmp(a: &[u32], b: &[u32]) -> Ordering {
        a.len()
            .cmp(&b.len())
            .then_with(|| a.iter().rev().cmp(b.iter().rev()))
    }

    pub fn add(a: &[u32], b: &[u32]) -> Vec<u32> {
        let (a, b) = if a.len() >= b.len() { (a, b) } else { (b, a) };
        let mut out = Vec::with_capacity(a.len() + 1);
        let mut carry = 0u64;
        for (i, &x) in a.iter().enumerate() {
            let s = u64::from(x) + u64::from(b.get(i).copied().unwrap_or(0)) + carry;
            out.push(s as u32);
            carry = s >> 32;
        }
        if carry > 0 {
            out.push(carry as u32);
        }
        out
    }

    /// a - b, for a >= b.
    pub fn sub(a: &[u32], b: &[u32]) -> Vec<u32> {
        let mut out = Vec::with_capacity(a.len());
        let mut borrow = 0i64;
        for (i, &x) in a.iter().enumerate() {
            let mut d = i64::from(x) - i64::from(b.get(i).copied().unwrap_or(0)) - borrow;
            borrow = 0;
            if d < 0 {
                d += 1 << 32;
                borrow = 1;
            }
            out.push(d as u32);
        }
        trim(&mut out);
        out
    }

    pub fn mul(a: &[u32], b: &[u32]) -> Vec<u32> {
        if a.is_empty() || b.is_empty() {
            return Vec::new();
        }
        let mut out = vec![0u32; a.len() + b.len()];
        for (i, &x) in a.iter().enumerate() {
            let mut carry = 0u64;
            for (j, &y) in b.iter().enumerate() {
                let t = u64::from(x) * u64::from(y) + u64::from(out[i + j]) + carry;
                out[i + j] = t as u32;
                carry = t >> 32;
            }
            out[i + b.len()] = carry as u32;
        }
        trim(&mut out);
        out
    }

    pub fn bits(a: &[u32]) -> u64 {
        match a.last() {
            None => 0,
            Some(&top) => 32 * (a.len() as u64 - 1) + u64::from(32 - top.leading_zeros()),
        }
    }

    pub fn shl(a: &[u32], k: u64) -> Vec<u32> {
        if a.is_empty() {
            return Vec::new();
        }
        let (limbs, k) = ((k / 32) as usize, (k % 32) as u32);
        let mut out = vec![0u32; limbs];
        let mut carry = 0u32;
        for &x in a {
            out.push(if k == 0 { x } else { x << k | carry });
            carry = if k == 0 { 0 } else { x >> (32 - k) };
        }
        out.push(carry);
        trim(&mut out);
        out
    }

    pub fn shr(a: &[u32], k: u64) -> Vec<u32> {
        let limbs = (k / 32) as usize;
        if limbs >= a.len() {
            return Vec::new();
        }
        let k = (k % 32) as u32;
        let rest = &a[limbs..];
        let mut out: Vec<u32> = (0..rest.len())
            .map(|i| {
                let hi = rest.get(i + 1).copied().unwrap_or(0);
                if k == 0 {
                    rest[i]
                } else {
                    rest[i] >> k | hi << (32 - k)
                }
            })
            .collect();
        trim(&mut out);
        out
    }

    /// Quotient and remainder of a / b, b nonzero.
    pub fn divrem(a: &[u32], b: &[u32]) -> (Vec<u32>, Vec<u32>) {
        assert!(!b.is_empty(), "division by zero");
        if cmp(a, b) == Ordering::Less {
            return (Vec::new(), a.to_vec());
        }
        if b.len() == 1 {
            let d = u64::from(b[0]);
            let mut q = vec![0u32; a.len()];
            let mut rem = 0u64;
            for i in (0..a.len()).rev() {
                let cur = rem << 32 | u64::from(a[i]);
                q[i] = (cur / d) as u32;
                rem = cur % d;
            }
            trim(&mut q);
            let mut r = vec![rem as u32];
            trim(&mut r);
            return (q, r);
        }
        // Long division by limbs (Knuth's algorithm D): both shifted so
        // that b's top limb has its top bit set, each quotient limb
        // estimated from the top two limbs of the remainder, corrected at
        // most twice, then b times it subtracted (and added back if the
        // estimate was still one too large).
        let n = b.len();
        let shift = b[n - 1].leading_zeros() as u64;
        let bn = shl(b, shift);
        let mut an = shl(a, shift);
        an.resize(a.len() + 1, 0);
        let m = a.len() - n;
        let mut q = vec![0u32; m + 1];
        let base = 1u64 << 32;
        for j in (0..=m).rev() {
            let top = u64::from(an[j + n]) << 32 | u64::from(an[j + n - 1]);
            let mut qhat = top / u64::from(bn[n - 1]);
            let mut rhat = top % u64::from(bn[n - 1]);
            while qhat >= base
                || qhat * u64::from(bn[n - 2]) > (rhat << 32 | u64::from(an[j + n - 2]))
            {
                qhat -= 1;
                rhat += u64::from(bn[n - 1]);
                if rhat >= base {
                    break;
                }
            }
            let mut k = 0i64;
            for i in 0..n {
                let p = qhat * u64::from(bn[i]);
                let t = i64::from(an[i + j]) - k - (p & 0xffff_ffff) as i64;
                an[i + j] = t as u32;
                k = (p >> 32) as i64 - (t >> 32);
            }
            let t = i64::from(an[j + n]) - k;
            an[j + n] = t as u32;
            q[j] = qhat as u32;
            if t < 0 {
                q[j] = q[j].wrapping_sub(1);
                let mut carry = 0u64;
                for i in 0..n {
                    let t = u64::from(an[i + j]) + u64::from(bn[i]) + carry;
                    an[i + j] = t as u32;
                    carry = t >> 32;
                }
                an[j + n] = an[j + n].wrapping_add(carry as u32);
            }
        }
        an.truncate(n);
        trim(&mut an);
        let r = shr(&an, shift);
        trim(&mut q);
        (q, r)
    }
}

impl From<u64> for Int {
    fn from(x: u64) -> Int {
        Int(Repr::Small(i128::from(x)))
    }
}

impl From<u128> for Int {
    fn from(x: u128) -> Int {
        match i128::try_from(x) {
            Ok(v) => Int(Repr::Small(v)),
            Err(_) => Int::signed(false, (0..4).map(|i| (x >> (32 * i)) as u32).collect()),
        }
    }
}

impl From<i64> for Int {
    fn from(x: i64) -> Int {
        Int(Repr::Small(i128::from(x)))
    }
}

impl From<i128> for Int {
    fn from(x: i128) -> Int {
        Int(Repr::Small(x))
    }
}

impl Default for Int {
    fn default() -> Int {
        Int(Repr::Small(0))
    }
}

impl Int {
    /// The value with this sign and magnitude, `Small` whenever it fits.
    fn signed(neg: bool, mut mag: Vec<u32>) -> Int {
        mag::trim(&mut mag);
        if mag.len() <= 4 {
            let m = (mag.iter().rev()).fold(0u128, |acc, &l| acc << 32 | u128::from(l));
            let v = if neg {
                0i128.checked_sub_unsigned(m)
            } else {
                i128::try_from(m).ok()
            };
            if let Some(v) = v {
                return Int(Repr::Small(v));
            }
        }
        Int(Repr::Big(neg, mag))
    }

    /// The sign and the magnitude.
    fn parts(&self) -> (bool, Vec<u32>) {
        match &self.0 {
            Repr::Small(v) => {
                let m = v.unsigned_abs();
                let mut mag: Vec<u32> = (0..4).map(|i| (m >> (32 * i)) as u32).collect();
                mag::trim(&mut mag);
                (*v < 0, mag)
            }
            Repr::Big(neg, mag) => (*neg, mag.clone()),
        }
    }

    /// Whether it is 0.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert!(Int::default().is_zero());
    /// assert!(!Int::from(-3i64).is_zero());
    /// ```
    pub fn is_zero(&self) -> bool {
        self.0 == Repr::Small(0)
    }

    /// Whether it is below 0.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert!(Int::from(-3i64).is_negative());
    /// assert!(!Int::from(0u64).is_negative());
    /// ```
    pub fn is_negative(&self) -> bool {
        match &self.0 {
            Repr::Small(v) => *v < 0,
            Repr::Big(neg, _) => *neg,
        }
    }

    /// Its sign, as an ordering against 0.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// use std::cmp::Ordering;
    /// assert_eq!(Int::from(-7i64).sign(), Ordering::Less);
    /// assert_eq!(Int::from(0u64).sign(), Ordering::Equal);
    /// assert_eq!(Int::from(10u64).pow(40).sign(), Ordering::Greater);
    /// ```
    pub fn sign(&self) -> Ordering {
        match &self.0 {
            Repr::Small(v) => v.cmp(&0),
            Repr::Big(true, _) => Ordering::Less,
            Repr::Big(false, _) => Ordering::Greater,
        }
    }

    /// Its absolute value.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert_eq!(Int::from(-7i64).abs(), Int::from(7u64));
    /// assert_eq!(Int::from(i128::MIN).abs().to_string(), "170141183460469231731687303715884105728");
    /// ```
    pub fn abs(&self) -> Int {
        match &self.0 {
            Repr::Small(v) => Int::from(v.unsigned_abs()),
            Repr::Big(_, mag) => Int(Repr::Big(false, mag.clone())),
        }
    }

    /// Whether it is even.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert!(Int::from(-4i64).is_even());
    /// assert!(!(Int::from(10u64).pow(30) + Int::from(1u64)).is_even());
    /// ```
    pub fn is_even(&self) -> bool {
        match &self.0 {
            Repr::Small(v) => v % 2 == 0,
            Repr::Big(_, mag) => mag[0] % 2 == 0,
        }
    }

    /// The number of bits of its absolute value (0 for 0).
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert_eq!(Int::from(0u64).bits(), 0);
    /// assert_eq!(Int::from(-8i64).bits(), 4);
    /// assert_eq!(Int::from(1u64).shl(200).bits(), 201);
    /// ```
    pub fn bits(&self) -> u64 {
        match &self.0 {
            Repr::Small(v) => u64::from(128 - v.unsigned_abs().leading_zeros()),
            Repr::Big(_, mag) => mag::bits(mag),
        }
    }

    /// Its value if it fits `i128`.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert_eq!(Int::from(-5i64).to_i128(), Some(-5));
    /// assert_eq!(Int::from(1u64).shl(127).to_i128(), None);
    /// ```
    pub fn to_i128(&self) -> Option<i128> {
        match self.0 {
            Repr::Small(v) => Some(v),
            Repr::Big(..) => None,
        }
    }

    /// A close `f64` (relative error below 2^-50; infinite past `f64`'s
    /// range).
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert_eq!(Int::from(-3i64).to_f64(), -3.0);
    /// assert_eq!(Int::from(10u64).pow(30).to_f64(), 1e30);
    /// ```
    pub fn to_f64(&self) -> f64 {
        let (neg, mag) = match &self.0 {
            Repr::Small(v) => return *v as f64,
            Repr::Big(neg, mag) => (*neg, mag),
        };
        let shift = mag::bits(mag).saturating_sub(64);
        let top =
            (mag::shr(mag, shift).iter().rev()).fold(0u64, |acc, &l| acc << 32 | u64::from(l));
        let x = top as f64 * 2f64.powi(shift.min(2000) as i32);
        if neg {
            -x
        } else {
            x
        }
    }

    /// `self` times 2^k.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert_eq!(Int::from(3u64).shl(2), Int::from(12u64));
    /// assert_eq!(Int::from(-1i64).shl(128).to_string(), "-340282366920938463463374607431768211456");
    /// ```
    pub fn shl(&self, k: u64) -> Int {
        if let Repr::Small(v) = self.0 {
            if k < 126 && v.unsigned_abs().leading_zeros() as u64 > k + 1 {
                return Int(Repr::Small(v << k));
            }
        }
        let (neg, mag) = self.parts();
        Int::signed(neg, mag::shl(&mag, k))
    }

    /// `self` to the power `e`.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert_eq!(Int::from(-2i64).pow(3), Int::from(-8i64));
    /// assert_eq!(Int::from(7u64).pow(0), Int::from(1u64));
    /// assert_eq!(Int::from(10u64).pow(25).to_string(), format!("1{}", "0".repeat(25)));
    /// ```
    pub fn pow(&self, e: u32) -> Int {
        let mut out = Int::from(1u64);
        for _ in 0..e {
            out = &out * self;
        }
        out
    }

    /// Quotient and remainder, the quotient rounded towards 0 (the
    /// remainder has the sign of `self`).
    ///
    /// # Panics
    /// If `d` is 0.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// let (q, r) = Int::from(-7i64).div_rem(&Int::from(2u64));
    /// assert_eq!((q, r), (Int::from(-3i64), Int::from(-1i64)));
    /// let big = Int::from(10u64).pow(40) + Int::from(3u64);
    /// assert_eq!(big.div_rem(&Int::from(10u64).pow(20)).1, Int::from(3u64));
    /// ```
    pub fn div_rem(&self, d: &Int) -> (Int, Int) {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &d.0) {
            if let (Ok(x), Ok(y)) = (i64::try_from(*a), i64::try_from(*b)) {
                if let (Some(q), Some(r)) = (x.checked_div(y), x.checked_rem(y)) {
                    return (Int::from(q), Int::from(r));
                }
            }
            if let (Some(q), Some(r)) = (a.checked_div(*b), a.checked_rem(*b)) {
                return (Int::from(q), Int::from(r));
            }
            assert!(*b != 0, "division by zero");
        }
        let ((an, am), (dn, dm)) = (self.parts(), d.parts());
        let (q, r) = mag::divrem(&am, &dm);
        (Int::signed(an != dn, q), Int::signed(an, r))
    }

    /// The quotient rounded down.
    ///
    /// # Panics
    /// If `d` is 0.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert_eq!(Int::from(-7i64).div_floor(&Int::from(2u64)), Int::from(-4i64));
    /// assert_eq!(Int::from(7i64).div_floor(&Int::from(2u64)), Int::from(3i64));
    /// ```
    pub fn div_floor(&self, d: &Int) -> Int {
        let (q, r) = self.div_rem(d);
        if !r.is_zero() && (self.is_negative() != d.is_negative()) {
            q - Int::from(1u64)
        } else {
            q
        }
    }

    /// The greatest common divisor of the absolute values (0 for two 0s).
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert_eq!(Int::from(-12i64).gcd(&Int::from(18u64)), Int::from(6u64));
    /// assert_eq!(Int::from(0u64).gcd(&Int::from(5u64)), Int::from(5u64));
    /// let (a, b) = (Int::from(6u64).pow(30), Int::from(10u64).pow(30));
    /// assert_eq!(a.gcd(&b), Int::from(2u64).pow(30));
    /// ```
    pub fn gcd(&self, o: &Int) -> Int {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &o.0) {
            // Binary: shifts and subtractions, no 128-bit division.
            let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
            if a == 0 || b == 0 {
                return Int::from(a | b);
            }
            let twos = (a | b).trailing_zeros();
            a >>= a.trailing_zeros();
            loop {
                b >>= b.trailing_zeros();
                if a > b {
                    std::mem::swap(&mut a, &mut b);
                }
                b -= a;
                if b == 0 {
                    return Int::from(a << twos);
                }
            }
        }
        let (mut a, mut b) = (self.abs(), o.abs());
        while !b.is_zero() {
            let r = a.div_rem(&b).1;
            a = b;
            b = r;
        }
        a
    }

    /// The square root rounded down, of a value at least 0.
    ///
    /// # Panics
    /// If `self` is negative.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert_eq!(Int::from(15u64).sqrt_floor(), Int::from(3u64));
    /// assert_eq!(Int::from(16u64).sqrt_floor(), Int::from(4u64));
    /// assert_eq!(Int::from(10u64).pow(40).sqrt_floor(), Int::from(10u64).pow(20));
    /// ```
    pub fn sqrt_floor(&self) -> Int {
        assert!(!self.is_negative(), "square root of a negative number");
        if self.is_zero() {
            return Int::default();
        }
        // Newton's iteration from above: x -> (x + n / x) / 2 decreases to
        // the floor of the root.
        let mut x = Int::from(1u64).shl(self.bits() / 2 + 1);
        let two = Int::from(2u64);
        loop {
            let y = (&x + &self.div_rem(&x).0).div_rem(&two).0;
            if y >= x {
                return x;
            }
            x = y;
        }
    }

    /// The square root rounded up, of a value at least 0.
    ///
    /// # Panics
    /// If `self` is negative.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Int;
    /// assert_eq!(Int::from(15u64).sqrt_ceil(), Int::from(4u64));
    /// assert_eq!(Int::from(16u64).sqrt_ceil(), Int::from(4u64));
    /// ```
    pub fn sqrt_ceil(&self) -> Int {
        let s = self.sqrt_floor();
        if &(&s * &s) == self {
            s
        } else {
            s + Int::from(1u64)
        }
    }
}

impl Ord for Int {
    fn cmp(&self, o: &Int) -> Ordering {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &o.0) {
            return a.cmp(b);
        }
        let ((an, am), (on, om)) = (self.parts(), o.parts());
        match (an, on) {
            (false, true) => Ordering::Greater,
            (true, false) => Ordering::Less,
            (false, false) => mag::cmp(&am, &om),
            (true, true) => mag::cmp(&om, &am),
        }
    }
}

impl PartialOrd for Int {
    fn partial_cmp(&self, o: &Int) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Neg for Int {
    type Output = Int;
    fn neg(self) -> Int {
        match self.0 {
            Repr::Small(v) => match v.checked_neg() {
                Some(n) => Int(Repr::Small(n)),
                None => Int::signed(false, Int(Repr::Small(v)).parts().1),
            },
            Repr::Big(neg, mag) => Int::signed(!neg, mag),
        }
    }
}

impl Neg for &Int {
    type Output = Int;
    fn neg(self) -> Int {
        match self.0 {
            Repr::Small(v) if v != i128::MIN => Int(Repr::Small(-v)),
            _ => -self.clone(),
        }
    }
}

impl Add for &Int {
    type Output = Int;
    fn add(self, o: &Int) -> Int {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &o.0) {
            if let Some(s) = a.checked_add(*b) {
                return Int(Repr::Small(s));
            }
        }
        let ((sn, sm), (on, om)) = (self.parts(), o.parts());
        if sn == on {
            return Int::signed(sn, mag::add(&sm, &om));
        }
        match mag::cmp(&sm, &om) {
            Ordering::Less => Int::signed(on, mag::sub(&om, &sm)),
            _ => Int::signed(sn, mag::sub(&sm, &om)),
        }
    }
}

impl Sub for &Int {
    type Output = Int;
    fn sub(self, o: &Int) -> Int {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &o.0) {
            if let Some(s) = a.checked_sub(*b) {
                return Int(Repr::Small(s));
            }
        }
        self + &-o
    }
}

impl Mul for &Int {
    type Output = Int;
    fn mul(self, o: &Int) -> Int {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &o.0) {
            if let Some(p) = a.checked_mul(*b) {
                return Int(Repr::Small(p));
            }
        }
        let ((sn, sm), (on, om)) = (self.parts(), o.parts());
        Int::signed(sn != on, mag::mul(&sm, &om))
    }
}

// The operators on values (`a + b`, `a + &b`), through those on
// references.
impl<B: Borrow<Int>> Add<B> for Int {
    type Output = Int;
    fn add(self, o: B) -> Int {
        &self + o.borrow()
    }
}

impl<B: Borrow<Int>> Sub<B> for Int {
    type Output = Int;
    fn sub(self, o: B) -> Int {
        &self - o.borrow()
    }
}

impl<B: Borrow<Int>> Mul<B> for Int {
    type Output = Int;
    fn mul(self, o: B) -> Int {
        &self * o.borrow()
    }
}

impl fmt::Display for Int {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let (neg, mut m) = match &self.0 {
            Repr::Small(v) => return f.pad(&v.to_string()),
            Repr::Big(neg, mag) => (*neg, mag.clone()),
        };
        // Nine digits at a time, from the bottom.
        let billion = [1_000_000_000u32];
        let mut groups = Vec::new();
        while !m.is_empty() {
            let (q, r) = mag::divrem(&m, &billion);
            groups.push(r.first().copied().unwrap_or(0));
            m = q;
        }
        let mut s = String::from(if neg { "-" } else { "" });
        if let Some((top, rest)) = groups.split_last() {
            s += &top.to_string();
            for g in rest.iter().rev() {
                s += &format!("{g:09}");
            }
        }
        f.pad(&s)
    }
}

/// A fraction num / den in lowest terms, den positive.
///
/// # Example
/// ```
/// use cp_games::exact::Rational;
/// let r = |t| Rational::parse(t).unwrap();
/// // 0.1 + 0.2 is 0.3 exactly, and a third is a third.
/// assert_eq!(r("0.1") + r("0.2"), r("0.3"));
/// assert_eq!((r("1/3") * Rational::from(3u64)).to_string(), "1");
/// assert!(r("1/3") > r("0.3333333333333333333333"));
/// assert_eq!((r("1") - r("1/3")).to_string(), "2/3");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Rational {
    num: Int,
    den: Int,
}

impl From<Int> for Rational {
    fn from(n: Int) -> Rational {
        Rational {
            num: n,
            den: Int::from(1u64),
        }
    }
}

impl From<i64> for Rational {
    fn from(n: i64) -> Rational {
        Rational::from(Int::from(n))
    }
}

impl From<u64> for Rational {
    fn from(n: u64) -> Rational {
        Rational::from(Int::from(n))
    }
}

impl Default for Rational {
    fn default() -> Rational {
        Rational::from(0i64)
    }
}

/// The largest power of ten a decimal exponent may give (`1e100`), so that
/// a few typed characters cannot ask for a number of a million digits.
///
/// # Example
/// ```
/// use cp_games::exact::Rational;
/// assert!(Rational::parse("1e100").is_some());
/// assert!(Rational::parse("1e101").is_none());
/// ```
pub const MAX_EXPONENT: u32 = 100;

impl Rational {
    /// num / den in lowest terms.
    ///
    /// # Panics
    /// If `den` is 0.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::{Int, Rational};
    /// let x = Rational::new(Int::from(6u64), Int::from(-4i64));
    /// assert_eq!((x.numer(), x.denom()), (&Int::from(-3i64), &Int::from(2u64)));
    /// assert_eq!(x.to_string(), "-1.5");
    /// ```
    pub fn new(num: Int, den: Int) -> Rational {
        assert!(!den.is_zero(), "fraction with denominator 0");
        if den == Int::from(1u64) {
            return Rational::from(num);
        }
        let g = num.gcd(&den);
        let (mut num, mut den) = if g == Int::from(1u64) {
            (num, den)
        } else {
            (num.div_rem(&g).0, den.div_rem(&g).0)
        };
        if den.is_negative() {
            num = -num;
            den = -den;
        }
        Rational { num, den }
    }

    /// The numerator (in lowest terms, with the sign).
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::{Int, Rational};
    /// assert_eq!(Rational::parse("-0.25").unwrap().numer(), &Int::from(-1i64));
    /// ```
    pub fn numer(&self) -> &Int {
        &self.num
    }

    /// The denominator (in lowest terms, positive).
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::{Int, Rational};
    /// assert_eq!(Rational::parse("-0.25").unwrap().denom(), &Int::from(4u64));
    /// ```
    pub fn denom(&self) -> &Int {
        &self.den
    }

    /// Whether it is an integer.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Rational;
    /// assert!(Rational::parse("4/2").unwrap().is_integer());
    /// assert!(!Rational::parse("2.5").unwrap().is_integer());
    /// ```
    pub fn is_integer(&self) -> bool {
        self.den == Int::from(1u64)
    }

    /// Its sign, as an ordering against 0.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Rational;
    /// use std::cmp::Ordering;
    /// assert_eq!(Rational::parse("-1/3").unwrap().sign(), Ordering::Less);
    /// assert_eq!(Rational::parse("0.000").unwrap().sign(), Ordering::Equal);
    /// ```
    pub fn sign(&self) -> Ordering {
        self.num.sign()
    }

    /// Its absolute value.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Rational;
    /// assert_eq!(Rational::parse("-1/3").unwrap().abs(), Rational::parse("1/3").unwrap());
    /// ```
    pub fn abs(&self) -> Rational {
        Rational {
            num: self.num.abs(),
            den: self.den.clone(),
        }
    }

    /// The largest integer at most `self`.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::{Int, Rational};
    /// assert_eq!(Rational::parse("-2.5").unwrap().floor(), Int::from(-3i64));
    /// assert_eq!(Rational::parse("7/2").unwrap().floor(), Int::from(3u64));
    /// ```
    pub fn floor(&self) -> Int {
        self.num.div_floor(&self.den)
    }

    /// `self` divided by the integer `d`.
    ///
    /// # Panics
    /// If `d` is 0.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::{Int, Rational};
    /// let half = Rational::from(1u64).div_int(&Int::from(2u64));
    /// assert_eq!(half.div_int(&Int::from(-3i64)).to_string(), "-1/6");
    /// ```
    pub fn div_int(&self, d: &Int) -> Rational {
        Rational::new(self.num.clone(), &self.den * d)
    }

    /// Its exact square root, when it is the square of a fraction.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Rational;
    /// let r = |t| Rational::parse(t).unwrap();
    /// assert_eq!(r("6.25").sqrt_exact(), Some(r("2.5")));
    /// assert_eq!(r("4/9").sqrt_exact(), Some(r("2/3")));
    /// assert_eq!(r("2").sqrt_exact(), None);
    /// assert_eq!(r("-4").sqrt_exact(), None);
    /// ```
    pub fn sqrt_exact(&self) -> Option<Rational> {
        if self.num.is_negative() {
            return None;
        }
        let (n, d) = (self.num.sqrt_floor(), self.den.sqrt_floor());
        (&n * &n == self.num && &d * &d == self.den).then_some(Rational { num: n, den: d })
    }

    /// A decimal with `digits` digits after the point at least the square
    /// root of `self` (at least 0), and less than 10^-digits above it.
    ///
    /// # Panics
    /// If `self` is negative.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Rational;
    /// let two = Rational::from(2u64);
    /// let root = two.sqrt_up(6);
    /// assert_eq!(root.to_string(), "1.414214");
    /// // At least the root, and less than 10^-6 above it.
    /// assert!(&root * &root >= two);
    /// let below = &root - &Rational::parse("1e-6").unwrap();
    /// assert!(&below * &below < two);
    /// ```
    pub fn sqrt_up(&self, digits: u32) -> Rational {
        let scale = Int::from(10u64).pow(digits);
        // The least t with t^2 >= self * 10^(2 digits) is the root of the
        // least integer at least that, rounded up.
        let scaled = &self.num * &(&scale * &scale);
        let at_least = (-&(-scaled).div_floor(&self.den)).sqrt_ceil();
        Rational::new(at_least, scale)
    }

    /// The nearest decimal with `digits` digits after the point (halves
    /// rounded up).
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Rational;
    /// let r = |t| Rational::parse(t).unwrap();
    /// assert_eq!(r("2/3").round_to(3).to_string(), "0.667");
    /// assert_eq!(r("0.125").round_to(2).to_string(), "0.13");
    /// assert_eq!(r("-0.125").round_to(2).to_string(), "-0.12");
    /// ```
    pub fn round_to(&self, digits: u32) -> Rational {
        let scale = Int::from(10u64).pow(digits);
        let twice = (&self.num * &scale).shl(1) + self.den.clone();
        Rational::new(twice.div_floor(&self.den.shl(1)), scale)
    }

    /// A close `f64`: the nearest one where the numerator and the
    /// denominator are at most 2^53, as `f64` divides them; else one within
    /// a relative 2^-50.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Rational;
    /// assert_eq!(Rational::parse("-7/2").unwrap().to_f64(), -3.5);
    /// assert!((Rational::parse("1/3").unwrap().to_f64() - 1.0 / 3.0).abs() < 1e-15);
    /// ```
    pub fn to_f64(&self) -> f64 {
        // Both exact in f64: one division, rounded as IEEE 754 rounds.
        const EXACT: u128 = 1 << f64::MANTISSA_DIGITS;
        if let (Some(n), Some(d)) = (self.num.to_i128(), self.den.to_i128()) {
            if n.unsigned_abs() <= EXACT && d.unsigned_abs() <= EXACT {
                return n as f64 / d as f64;
            }
        }
        // A quotient of 64 bits or more, then scaled back.
        let shift = 64 + self.den.bits() as i64 - self.num.bits() as i64;
        let q = if shift >= 0 {
            self.num.shl(shift as u64).div_rem(&self.den).0
        } else {
            self.num.div_rem(&self.den.shl((-shift) as u64)).0
        };
        q.to_f64() * 2f64.powi((-shift).clamp(-2000, 2000) as i32)
    }

    /// The number of digits after the point of its decimal expansion, if
    /// that is finite (the denominator's only prime factors are 2 and 5).
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Rational;
    /// let r = |t| Rational::parse(t).unwrap();
    /// assert_eq!(r("2.50").decimal_digits(), Some(1));
    /// assert_eq!(r("3/8").decimal_digits(), Some(3)); // 0.375
    /// assert_eq!(r("1/3").decimal_digits(), None);
    /// ```
    pub fn decimal_digits(&self) -> Option<u32> {
        let (two, five, ten) = (Int::from(2u64), Int::from(5u64), Int::from(10u64));
        let mut d = self.den.clone();
        let mut digits = 0u32;
        // Each division by 10, or by 2 or 5, asks for one more digit.
        loop {
            if d == Int::from(1u64) {
                return Some(digits);
            }
            let by = [&ten, &two, &five]
                .into_iter()
                .find(|p| d.div_rem(p).1.is_zero())?;
            d = d.div_rem(by).0;
            digits += 1;
        }
    }

    /// Reads a number as a person types it: an integer, a decimal
    /// (`2.5`, `.5`, `-3.`), either with an exponent (`1e-9`, `2.5E+3`;
    /// at most [`MAX_EXPONENT`] either way), or a fraction of integers
    /// (`7/3`, `-1/2`). `None` for anything else.
    ///
    /// # Example
    /// ```
    /// use cp_games::exact::Rational;
    /// let r = |t| Rational::parse(t);
    /// assert_eq!(r("2.5E+3"), Some(Rational::from(2500u64)));
    /// assert_eq!(r(".5"), r("1/2"));
    /// assert_eq!(r("-3."), Some(Rational::from(-3i64)));
    /// assert_eq!(r("1e-3").unwrap().to_string(), "0.001");
    /// assert_eq!(r("1e101"), None); // past MAX_EXPONENT
    /// assert_eq!(r("1/0"), None);
    /// assert_eq!(r("1,5"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Rational> {
        if let Some((n, d)) = text.split_once('/') {
            let (n, d) = (parse_integer(n)?, parse_integer(d)?);
            return (!d.is_zero()).then(|| Rational::new(n, d));
        }
        let (mantissa, exponent) = match text.find(['e', 'E']) {
            Some(at) => (&text[..at], parse_integer(&text[at + 1..])?.to_i128()?),
            None => (text, 0),
        };
        if exponent.unsigned_abs() > u128::from(MAX_EXPONENT) {
            return None;
        }
        let (neg, body) = split_sign(mantissa);
        let (whole, frac) = body.split_once('.').unwrap_or((body, ""));
        let all_digits = |s: &str| s.bytes().all(|c| c.is_ascii_digit());
        if whole.len() + frac.len() == 0 || !all_digits(whole) || !all_digits(frac) {
            return None;
        }
        let digits = digits_value(whole.bytes().chain(frac.bytes()));
        let num = if neg { -digits } else { digits };
        let places = exponent - frac.len() as i128;
        let power = Int::from(10u64).pow(places.unsigned_abs() as u32);
        Some(if places >= 0 {
            Rational::from(num * power)
        } else {
            Rational::new(num, power)
        })
    }
}

/// The value of a run of ASCII digits.
fn digits_value(digits: impl Iterator<Item = u8>) -> Int {
    let ten = Int::from(10u64);
    digits.fold(Int::default(), |acc, c| {
        acc * &ten + Int::from(u64::from(c - b'0'))
    })
}

/// Whether `s` starts with `-`, and `s` without its sign.
fn split_sign(s: &str) -> (bool, &str) {
    match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    }
}

/// An integer with an optional sign, digits only.
fn parse_integer(s: &str) -> Option<Int> {
    let (neg, body) = split_sign(s);
    if body.is_empty() || !body.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let v = digits_value(body.bytes());
    Some(if neg { -v } else { v })
}

impl Ord for Rational {
    fn cmp(&self, o: &Rational) -> Ordering {
        if self.den == o.den {
            return self.num.cmp(&o.num);
        }
        (&self.num * &o.den).cmp(&(&o.num * &self.den))
    }
}

impl PartialOrd for Rational {
    fn partial_cmp(&self, o: &Rational) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Neg for Rational {
    type Output = Rational;
    fn neg(self) -> Rational {
        Rational {
            num: -self.num,
            den: self.den,
        }
    }
}

impl Neg for &Rational {
    type Output = Rational;
    fn neg(self) -> Rational {
        Rational {
            num: -&self.num,
            den: self.den.clone(),
        }
    }
}

impl Add for &Rational {
    type Output = Rational;
    fn add(self, o: &Rational) -> Rational {
        if self.den == o.den {
            return Rational::new(&self.num + &o.num, self.den.clone());
        }
        if o.is_integer() {
            // Still in lowest terms.
            return Rational {
                num: &self.num + &(&o.num * &self.den),
                den: self.den.clone(),
            };
        }
        if self.is_integer() {
            return o + self;
        }
        Rational::new(
            &(&self.num * &o.den) + &(&o.num * &self.den),
            &self.den * &o.den,
        )
    }
}

impl Sub for &Rational {
    type Output = Rational;
    fn sub(self, o: &Rational) -> Rational {
        self + &-o
    }
}

impl Mul for &Rational {
    type Output = Rational;
    fn mul(self, o: &Rational) -> Rational {
        if self.is_integer() && o.is_integer() {
            return Rational::from(&self.num * &o.num);
        }
        Rational::new(&self.num * &o.num, &self.den * &o.den)
    }
}

impl<B: Borrow<Rational>> Add<B> for Rational {
    type Output = Rational;
    fn add(self, o: B) -> Rational {
        &self + o.borrow()
    }
}

impl<B: Borrow<Rational>> Sub<B> for Rational {
    type Output = Rational;
    fn sub(self, o: B) -> Rational {
        &self - o.borrow()
    }
}

impl<B: Borrow<Rational>> Mul<B> for Rational {
    type Output = Rational;
    fn mul(self, o: B) -> Rational {
        &self * o.borrow()
    }
}

impl fmt::Display for Rational {
    /// A finite decimal (`2.5`, `-0.125`, `3`) when it has one, else the
    /// fraction `num/den`: either reads back exactly with
    /// [`Rational::parse`].
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let Some(digits) = self.decimal_digits() else {
            return f.pad(&format!("{}/{}", self.num, self.den));
        };
        let scaled = (&self.num * &Int::from(10u64).pow(digits))
            .div_rem(&self.den)
            .0;
        let text = scaled.abs().to_string();
        let d = digits as usize;
        let padded = format!("{text:0>width$}", width = d + 1);
        let (whole, frac) = padded.split_at(padded.len() - d);
        let sign = if self.num.is_negative() { "-" } else { "" };
        if frac.is_empty() {
            f.pad(&format!("{sign}{whole}"))
        } else {
            f.pad(&format!("{sign}{whole}.{frac}"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn random_i128(rng: &mut Rng, bits: u32) -> i128 {
        let m = (u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())) >> (128 - bits);
        let v = m as i128;
        if rng.next_u64() % 2 == 0 {
            -v
        } else {
            v
        }
    }

    #[test]
    fn integers_against_i128() {
        let mut rng = Rng::new(11);
        for _ in 0..20_000 {
            let (ba, bb) = (rng.range(1, 120) as u32, rng.range(1, 120) as u32);
            let (a, b) = (random_i128(&mut rng, ba), random_i128(&mut rng, bb));
            let (x, y) = (Int::from(a), Int::from(b));
            assert_eq!(x.to_i128(), Some(a));
            assert_eq!(x.cmp(&y), a.cmp(&b), "{a} {b}");
            assert_eq!((&x + &y).to_i128(), a.checked_add(b), "{a} + {b}");
            assert_eq!((&x - &y).to_i128(), a.checked_sub(b), "{a} - {b}");
            if let Some(p) = a.checked_mul(b) {
                assert_eq!((&x * &y).to_i128(), Some(p), "{a} * {b}");
            }
            assert_eq!(x.to_string(), a.to_string());
            assert_eq!(x.is_even(), a % 2 == 0);
            assert_eq!(x.bits(), u64::from(128 - a.unsigned_abs().leading_zeros()));
            if b != 0 {
                let (q, r) = x.div_rem(&y);
                assert_eq!(
                    (q.to_i128(), r.to_i128()),
                    (Some(a / b), Some(a % b)),
                    "{a} / {b}"
                );
                assert_eq!(
                    x.div_floor(&y).to_i128(),
                    Some(a.div_euclid(b) - i128::from(b < 0 && a.rem_euclid(b) != 0)),
                    "{a} div {b}"
                );
            }
            let k = rng.range(0, 7) as u64;
            if a.unsigned_abs().leading_zeros() as u64 > k + 1 {
                assert_eq!(x.shl(k).to_i128(), Some(a << k));
            }
            let rel = (x.to_f64() - a as f64).abs() / (a as f64).abs().max(1.0);
            assert!(rel < 1e-15, "{a}: {}", x.to_f64());
        }
    }

    #[test]
    fn wide_products_and_quotients_agree() {
        // (a * b + c) / b == a rem c, for numbers past 128 bits.
        let mut rng = Rng::new(12);
        for _ in 0..2000 {
            let pick = |rng: &mut Rng| {
                let limbs = rng.range(1, 8);
                let mut v = Int::from(rng.next_u64());
                for _ in 1..limbs {
                    v = v.shl(64) + Int::from(rng.next_u64());
                }
                if rng.next_u64() % 2 == 0 {
                    -v
                } else {
                    v
                }
            };
            let (a, b) = (pick(&mut rng), pick(&mut rng));
            if b.is_zero() {
                continue;
            }
            let c = Int::from(rng.next_u64() as i64).div_rem(&b).1.abs();
            let c = if a.is_negative() != b.is_negative() && !c.is_zero() {
                -c
            } else {
                c
            };
            let (q, r) = (&(&a * &b) + &c).div_rem(&b);
            assert_eq!((q, r), (a.clone(), c.clone()));
            // Squares and roots.
            let s = a.abs();
            let sq = &s * &s;
            assert_eq!(sq.sqrt_floor(), s);
            assert_eq!((&sq + &Int::from(1u64)).sqrt_floor(), s);
            assert_eq!((&sq + &Int::from(1u64)).sqrt_ceil(), &s + &Int::from(1u64));
            if !s.is_zero() {
                assert_eq!((&sq - &Int::from(1u64)).sqrt_floor(), &s - &Int::from(1u64));
            }
        }
        // Limbs at the edges (0, 1, 2^31 - 1, 2^31, 2^32 - 1) make the long
        // division's rare corrections common: q b + r == a, 0 <= r < |b|.
        let edge = [0u32, 1, 0x7fff_ffff, 0x8000_0000, 0xffff_ffff];
        for _ in 0..20_000 {
            let limbs = |rng: &mut Rng| {
                let mut m: Vec<u32> = (0..rng.range(1, 7)).map(|_| edge[rng.below(5)]).collect();
                mag::trim(&mut m);
                Int::signed(false, m)
            };
            let (a, b) = (limbs(&mut rng), limbs(&mut rng));
            if b.is_zero() {
                continue;
            }
            let (q, r) = a.div_rem(&b);
            assert_eq!(&(&q * &b) + &r, a, "{a} / {b}");
            assert!(r < b && !r.is_negative(), "{a} % {b} = {r}");
        }
        for n in 0u64..2000 {
            let f = Int::from(n).sqrt_floor().to_i128().unwrap() as u64;
            assert!(f * f <= n && (f + 1) * (f + 1) > n, "{n}");
        }
    }

    #[test]
    fn fractions_against_i128() {
        let mut rng = Rng::new(13);
        let gcd = |mut a: i128, mut b: i128| {
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a.abs()
        };
        for _ in 0..10_000 {
            let mut q = || {
                let n = random_i128(&mut rng, 30);
                let d = random_i128(&mut rng, 30);
                (n, if d == 0 { 1 } else { d })
            };
            let ((an, ad), (bn, bd)) = (q(), q());
            let (x, y) = (
                Rational::new(Int::from(an), Int::from(ad)),
                Rational::new(Int::from(bn), Int::from(bd)),
            );
            let g = gcd(an, ad);
            let sign = if ad < 0 { -1 } else { 1 };
            assert_eq!(x.numer().to_i128(), Some(sign * an / g));
            assert_eq!(x.denom().to_i128(), Some(sign * ad / g));
            assert_eq!(
                x.cmp(&y),
                (an * ad.signum() * bd.abs()).cmp(&(bn * bd.signum() * ad.abs()))
            );
            let sum = &x + &y;
            assert_eq!(
                sum,
                Rational::new(Int::from(an * bd + bn * ad), Int::from(ad * bd))
            );
            assert_eq!(&sum - &y, x);
            assert_eq!(
                &x * &y,
                Rational::new(Int::from(an * bn), Int::from(ad * bd))
            );
            let fl = x.floor().to_i128().unwrap();
            assert!(Rational::from(Int::from(fl)) <= x && x < Rational::from(Int::from(fl + 1)));
            assert_eq!(Rational::parse(&x.to_string()), Some(x.clone()), "{x}");
            assert!(
                ((x.to_f64() - an as f64 / ad as f64) / (an as f64 / ad as f64)).abs() < 1e-15
                    || an == 0
            );
            // Square roots from above, and rounding.
            let nonneg = x.abs();
            for digits in [0, 3, 9] {
                let t = nonneg.sqrt_up(digits);
                let step = Rational::new(Int::from(1u64), Int::from(10u64).pow(digits));
                assert!(&t * &t >= nonneg && t.decimal_digits().unwrap() <= digits);
                let below = &t - &step;
                assert!(below.sign() == Ordering::Less || &below * &below < nonneg);
                let rd = x.round_to(digits);
                let diff = (&rd - &x).abs();
                assert!(&diff + &diff <= step, "{x} rounded to {digits}: {rd}");
            }
        }
    }

    /// `x` exactly as a fraction, for finite `x`.
    fn exactly(x: f64) -> Rational {
        let bits = x.to_bits();
        let exp = ((bits >> 52) & 0x7ff) as i64;
        let frac = bits & ((1 << 52) - 1);
        let (mantissa, exp) = match exp {
            0 => (frac, -1074),
            _ => (frac | 1 << 52, exp - 1075),
        };
        let m = Int::from(mantissa);
        let m = if x < 0.0 { -m } else { m };
        let one = Int::from(1u64);
        match exp >= 0 {
            true => Rational::from(m.shl(exp as u64)),
            false => Rational::new(m, one.shl(exp.unsigned_abs())),
        }
    }

    /// Fractions of numbers up to 2^53 become the nearest `f64` (neither
    /// neighbour is closer); larger ones one within 2^-50 of the value.
    #[test]
    fn fractions_become_close_floats() {
        let mut rng = Rng::new(17);
        for k in 0..20_000 {
            let (bn, bd) = match k % 2 {
                0 => (rng.range(1, 54) as u32, rng.range(1, 54) as u32),
                _ => (rng.range(1, 120) as u32, rng.range(1, 120) as u32),
            };
            let n = random_i128(&mut rng, bn);
            let d = random_i128(&mut rng, bd);
            let d = if d == 0 { 1 } else { d };
            let x = Rational::new(Int::from(n), Int::from(d));
            let wide = Int::from(1u64).shl(90);
            let x = match k % 5 {
                4 => &x * &Rational::new(wide.clone() + Int::from(3u64), wide),
                _ => x,
            };
            let f = x.to_f64();
            assert!(f.is_finite(), "{x}");
            let err = (&x - &exactly(f)).abs();
            let small = |v: &Int| v.to_i128().is_some_and(|v| v.unsigned_abs() <= 1 << 53);
            if small(x.numer()) && small(x.denom()) {
                // The floats on either side (of 0: the least ones).
                let (up, down) = match f == 0.0 {
                    true => (f64::from_bits(1), -f64::from_bits(1)),
                    false => (
                        f64::from_bits(f.to_bits() + 1),
                        f64::from_bits(f.to_bits() - 1),
                    ),
                };
                for next in [up, down].into_iter().filter(|v| v.is_finite()) {
                    assert!(err <= (&x - &exactly(next)).abs(), "{x}: {f}");
                }
            } else {
                let bound =
                    &exactly(f.abs()) * &Rational::new(Int::from(1u64), Int::from(1u64).shl(50));
                assert!(err <= bound, "{x}: {f}");
            }
        }
        assert_eq!(Rational::from(0i64).to_f64(), 0.0);
    }

    #[test]
    fn reading_and_writing_decimals() {
        let r = |s: &str| Rational::parse(s);
        let q = |n: i64, d: i64| Some(Rational::new(Int::from(n), Int::from(d)));
        assert_eq!(r("2.5"), q(5, 2));
        assert_eq!(r("-0.125"), q(-1, 8));
        assert_eq!(r(".5"), q(1, 2));
        assert_eq!(r("3."), q(3, 1));
        assert_eq!(r("+7"), q(7, 1));
        assert_eq!(r("1e-9"), q(1, 1_000_000_000));
        assert_eq!(r("2.5E+3"), q(2500, 1));
        assert_eq!(r("7/3"), q(7, 3));
        assert_eq!(r("-6/-4"), q(3, 2));
        assert_eq!(r("1e100").map(|x| x.to_string().len()), Some(101));
        for bad in [
            "", ".", "-", "1.2.3", "1/0", "1e101", "1e-101", "nan", "inf", "0x10", "1/2/3", "1 2",
            "１", "1e", "e5", "--1",
        ] {
            assert_eq!(r(bad), None, "{bad:?}");
        }
        assert_eq!(
            r("1.000000000000000000000000000001").unwrap().to_string(),
            "1.000000000000000000000000000001"
        );
        assert_eq!(q(-1, 3).unwrap().to_string(), "-1/3");
        assert_eq!(q(-1, 40).unwrap().to_string(), "-0.025");
        assert_eq!(q(0, 7).unwrap().to_string(), "0");
        assert_eq!(q(1, 6).unwrap().decimal_digits(), None);
        assert_eq!(q(3, 80).unwrap().decimal_digits(), Some(4));
        assert_eq!(q(9, 4).unwrap().sqrt_exact(), q(3, 2));
        assert_eq!(q(2, 1).unwrap().sqrt_exact(), None);
        assert_eq!(q(2, 1).map(|x| x.sqrt_up(3)), q(1415, 1000));
    }
}
