//! The checked reads: ranges, lists, distinct lists, 1-based indices,
//! edges, trees, grid cells and test-case loops.

use super::error::count_of;
use super::numbers::{parse, Integer, NumError};
use super::{char_len, quote, Input, InputError, ItemCount, Result};
use std::collections::HashMap;
use std::fmt;

impl Input {
    /// An integer in `lo..=hi`. With `hi = u64::MAX` (no upper bound but
    /// the type's) the error says "at least `lo`", with `lo = 0` "at most
    /// `hi`".
    ///
    /// # Errors
    /// As [`Input::u64`] for what is not a number, and a number outside
    /// `lo..=hi`, said with the bound it passes even when the type cannot hold
    /// it: `n must be between 1 and 100000, found 99999999999999999999`,
    /// `at most 100000`, `at least 1` (past `u64` with no bound above but the
    /// type's: `n is too large: "..."`).
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("0 0 7");
    /// assert_eq!(inp.u64_in("n", 1, u64::MAX).unwrap_err().to_string(),
    ///            "line 1: n must be at least 1, found 0");
    /// assert_eq!(inp.u64_in("k", 1, 5).unwrap_err().to_string(),
    ///            "line 1: k must be between 1 and 5, found 0");
    /// assert_eq!(inp.u64_in("r", 0, 5).unwrap_err().to_string(),
    ///            "line 1: r must be at most 5, found 7");
    /// ```
    #[inline]
    pub fn u64_in(&mut self, what: impl fmt::Display, lo: u64, hi: u64) -> Result<u64> {
        match self.plain::<u64>() {
            Some(v) if lo <= v && v <= hi => Ok(v),
            v => self.bounded_slow(&what, v, (lo.into(), hi.into())),
        }
    }

    /// A bounded read past its fast path: `read` is the plain number read
    /// already (out of bounds), or `None` for any other token, read here.
    /// A number past the type's range is out of bounds too, said with the
    /// bound on its side when there is one (`must be at most 100000,
    /// found 99999999999999999999`), else as [`Input::u64`] says it.
    #[cold]
    #[inline(never)]
    fn bounded_slow<T: Integer + Copy + Into<i128>>(
        &mut self,
        what: &dyn fmt::Display,
        read: Option<T>,
        (lo, hi): (i128, i128),
    ) -> Result<T> {
        let v = match read {
            Some(v) => v,
            None => {
                let tok = self.token(what)?;
                match parse::<T>(tok) {
                    Ok(v) => v,
                    Err(kind) => {
                        let shown = quote(tok);
                        let bound = match kind {
                            NumError::TooLarge => hi < T::LIMITS.1,
                            NumError::TooSmall | NumError::Negative => lo > T::LIMITS.0,
                            NumError::NotANumber => false,
                        };
                        if bound {
                            // A sign and digits only: the quotes are all `show` adds.
                            let number = &shown[1..shown.len() - 1];
                            return Err(self.range_error(what, (lo, hi), T::LIMITS, &number));
                        }
                        return Err(self.number_error(what, kind, &shown));
                    }
                }
            }
        };
        let wide: i128 = v.into();
        if wide < lo || wide > hi {
            return Err(self.range_error(what, (lo, hi), T::LIMITS, &wide));
        }
        Ok(v)
    }

    /// An integer in `lo..=hi`; with `hi = usize::MAX` the error says "at
    /// least `lo`", with `lo = 0` "at most `hi`", as [`Input::u64_in`].
    ///
    /// # Errors
    /// As [`Input::u64_in`].
    #[inline]
    pub fn usize_in(&mut self, what: impl fmt::Display, lo: usize, hi: usize) -> Result<usize> {
        let v = self.u64_in(&what, lo as u64, usize_bound(hi))?;
        usize::try_from(v).map_err(|_| self.number_error(&what, NumError::TooLarge, &v))
    }

    /// An integer in `lo..=hi`. With `hi = i64::MAX` the error says "at
    /// least `lo`", with `lo = i64::MIN` "at most `hi`".
    ///
    /// # Errors
    /// As [`Input::i64`] for what is not a number, and a number outside
    /// `lo..=hi`, said with the bound it passes: `t must be between -10 and 10,
    /// found 11`, `at least`, `at most`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("-5 11 -1");
    /// assert_eq!(inp.i64_in("t", -10, 10), Ok(-5));
    /// assert_eq!(inp.i64_in("t", -10, 10).unwrap_err().to_string(),
    ///            "line 1: t must be between -10 and 10, found 11");
    /// assert_eq!(inp.i64_in("w", 0, i64::MAX).unwrap_err().to_string(),
    ///            "line 1: w must be at least 0, found -1");
    /// ```
    #[inline]
    pub fn i64_in(&mut self, what: impl fmt::Display, lo: i64, hi: i64) -> Result<i64> {
        match self.plain::<i64>() {
            Some(v) if lo <= v && v <= hi => Ok(v),
            v => self.bounded_slow(&what, v, (lo.into(), hi.into())),
        }
    }

    /// `n` items read by `item(self, i)` for i = 1..=n, each taking at least
    /// `min_bytes` bytes with its separator. The vector is sized for `n`
    /// only when the rest of the input can hold n items; otherwise it grows
    /// with the items actually read until the read that runs out fails, so
    /// a huge `n` on a short input allocates nothing large and gets the same
    /// message as any other input that ends early.
    fn items<T>(
        &mut self,
        n: usize,
        min_bytes: usize,
        mut item: impl FnMut(&mut Input, usize) -> Result<T>,
    ) -> Result<Vec<T>> {
        let room = self.has_room(n as u64, min_bytes);
        let mut items = Vec::with_capacity(if room { n } else { 0 });
        for i in 1..=n {
            items.push(item(self, i)?);
        }
        Ok(items)
    }

    /// `n` non-negative integers that fit `u64`, read as [`Input::u64`]
    /// reads each, named `{what} {i} of {n}` in errors. `n` may be a count
    /// read as `u64` ([`ItemCount`]).
    ///
    /// # Errors
    /// The first item's error, as [`Input::u64`] gives it, with the item named
    /// `{what} {i} of {n}`: `line 3: expected pile 4 of 5, found the end of the
    /// input`, `expected pile 2 of 5, found "x"`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("3\n4 0 7\n5\n1 2 x");
    /// let n = inp.usize("n").unwrap();
    /// assert_eq!(inp.u64s("pile", n), Ok(vec![4, 0, 7]));
    /// let n = inp.usize("n").unwrap();
    /// assert_eq!(inp.u64s("pile", n).unwrap_err().to_string(),
    ///            "line 4: expected pile 3 of 5, found \"x\"");
    /// ```
    pub fn u64s(&mut self, what: impl fmt::Display, n: impl ItemCount) -> Result<Vec<u64>> {
        let n = n.get();
        match usize::try_from(n) {
            Ok(n) => self.items(n, 2, |inp, i| inp.item(&what, i, n)),
            Err(_) => Err(self.past_usize(&what, n)),
        }
    }

    /// The error of [`Input::u64s`] for `n` items past `usize::MAX` (on a
    /// 32-bit target): the first item's error, as for any other `n`. Every
    /// item takes a byte of the input, which holds fewer than `usize::MAX`:
    /// the input ends, or holds something else, before the last item.
    #[cold]
    #[inline(never)]
    fn past_usize(&mut self, what: &dyn fmt::Display, n: u64) -> InputError {
        let mut i = 0u64;
        loop {
            i += 1;
            if let Err(e) = self.u64(format_args!("{what} {i} of {n}")) {
                return e;
            }
        }
    }

    /// `n` non-negative integers that fit `usize`, named `{what} {i} of
    /// {n}` in errors.
    ///
    /// # Errors
    /// As [`Input::u64s`].
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("2 3\n");
    /// assert_eq!(inp.usizes("size", 2), Ok(vec![2, 3]));
    /// let mut inp = Input::new("2 3\n");
    /// assert_eq!(inp.usizes("size", 3).unwrap_err().to_string(),
    ///            "line 1: expected size 3 of 3, found the end of the input");
    /// ```
    pub fn usizes(&mut self, what: impl fmt::Display, n: usize) -> Result<Vec<usize>> {
        self.items(n, 2, |inp, i| {
            let v: u64 = inp.item(&what, i, n)?;
            usize::try_from(v).map_err(|_| {
                inp.number_error(&format_args!("{what} {i} of {n}"), NumError::TooLarge, &v)
            })
        })
    }

    /// `n` integers that fit `i64`, read as [`Input::i64`] reads each,
    /// named `{what} {i} of {n}` in errors.
    ///
    /// # Errors
    /// The first item's error, as [`Input::i64`] gives it, with the item named
    /// `{what} {i} of {n}`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("-1 0 +2\n-5 --6");
    /// assert_eq!(inp.i64s("a", 3), Ok(vec![-1, 0, 2]));
    /// assert_eq!(inp.i64s("a", 2).unwrap_err().to_string(),
    ///            "line 2: expected a 2 of 2, found \"--6\"");
    /// ```
    pub fn i64s(&mut self, what: impl fmt::Display, n: usize) -> Result<Vec<i64>> {
        self.items(n, 2, |inp, i| inp.item(&what, i, n))
    }

    /// An integer that is at least `lo` (and fits `u64`): `{what} must be
    /// at least {lo}, found {v}` otherwise.
    ///
    /// # Errors
    /// As [`Input::u64_in`]: `n must be at least 1, found 0`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("3 0");
    /// assert_eq!(inp.u64_at_least("n", 1), Ok(3));
    /// assert_eq!(inp.u64_at_least("n", 1).unwrap_err().to_string(),
    ///            "line 1: n must be at least 1, found 0");
    /// ```
    #[inline]
    pub fn u64_at_least(&mut self, what: impl fmt::Display, lo: u64) -> Result<u64> {
        self.u64_in(what, lo, u64::MAX)
    }

    /// An integer that is at least `lo` (and fits `usize`), as
    /// [`Input::u64_at_least`]: the usual "the number of rows n, at least
    /// 1".
    ///
    /// # Errors
    /// As [`Input::u64_in`]: `the number of rows n must be at least 1, found
    /// 0`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("2\n0");
    /// assert_eq!(inp.usize_at_least("the number of rows n", 1), Ok(2));
    /// assert_eq!(inp.usize_at_least("the number of rows n", 1).unwrap_err().to_string(),
    ///            "line 2: the number of rows n must be at least 1, found 0");
    /// ```
    #[inline]
    pub fn usize_at_least(&mut self, what: impl fmt::Display, lo: usize) -> Result<usize> {
        self.usize_in(what, lo, usize::MAX)
    }

    /// `n` integers, each in `lo..=hi`, named `{what} {i} of {n}` in errors
    /// (`line 2: heap 3 of 4 must be between 1 and 1000, found 0`); with
    /// `hi = u64::MAX` the error says "at least", with `lo = 0` "at most",
    /// as [`Input::u64_in`].
    ///
    /// # Errors
    /// The first item's error, as [`Input::u64_in`] gives it, with the item
    /// named `{what} {i} of {n}`: `heap 3 of 4 must be between 1 and 1000,
    /// found 0`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("3 1 4\n1 5 0 2");
    /// assert_eq!(inp.u64s_in("heap", 3, 1, 10), Ok(vec![3, 1, 4]));
    /// assert_eq!(inp.u64s_in("heap", 4, 1, 10).unwrap_err().to_string(),
    ///            "line 2: heap 3 of 4 must be between 1 and 10, found 0");
    /// ```
    pub fn u64s_in(
        &mut self,
        what: impl fmt::Display,
        n: usize,
        lo: u64,
        hi: u64,
    ) -> Result<Vec<u64>> {
        self.items(n, 2, |inp, i| inp.u64_item(&what, i, n, lo, hi))
    }

    /// `n` integers, each in `lo..=hi` (and fitting `usize`), as
    /// [`Input::u64s_in`].
    ///
    /// # Errors
    /// As [`Input::u64s_in`].
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("2 7");
    /// assert_eq!(inp.usizes_in("size", 2, 0, 5).unwrap_err().to_string(),
    ///            "line 1: size 2 of 2 must be at most 5, found 7");
    /// ```
    pub fn usizes_in(
        &mut self,
        what: impl fmt::Display,
        n: usize,
        lo: usize,
        hi: usize,
    ) -> Result<Vec<usize>> {
        let hi = usize_bound(hi);
        self.items(n, 2, |inp, i| {
            let v = inp.u64_item(&what, i, n, lo as u64, hi)?;
            usize::try_from(v).map_err(|_| {
                inp.number_error(&format_args!("{what} {i} of {n}"), NumError::TooLarge, &v)
            })
        })
    }

    /// `n` integers in `lo..=hi`, no two equal, named `{what} {i} of {n}` in
    /// errors. A repeat names both items and the earlier one's line when it
    /// is another: `line 3: heap 4 of 5 is 7, the same as heap 2 (line 2);
    /// no two heaps may be equal`. The word after "no two" is `what` with an
    /// `s`; give `what` in the singular. Use `0` and `u64::MAX` for no
    /// bound.
    ///
    /// # Errors
    /// As [`Input::u64s_in`], and the first value equal to an earlier one:
    /// `heap 4 of 5 is 7, the same as heap 2 (line 2); no two heaps may be
    /// equal`, on the repeat's line.
    ///
    /// # Complexity
    /// O(n) expected: a hash set of the values read.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("5 3 9\n4 2\n4\n1 1");
    /// assert_eq!(inp.distinct_u64s_in("heap", 3, 1, 100), Ok(vec![5, 3, 9]));
    /// assert_eq!(inp.distinct_u64s_in("heap", 3, 1, 100).unwrap_err().to_string(),
    ///            "line 3: heap 3 of 3 is 4, the same as heap 1 (line 2); no two heaps may be equal");
    /// assert_eq!(inp.distinct_u64s_in("heap", 2, 1, 100).unwrap_err().to_string(),
    ///            "line 4: heap 2 of 2 is 1, the same as heap 1; no two heaps may be equal");
    /// ```
    pub fn distinct_u64s_in(
        &mut self,
        what: impl fmt::Display,
        n: usize,
        lo: u64,
        hi: u64,
    ) -> Result<Vec<u64>> {
        let mut seen: HashMap<u64, (usize, usize)> = HashMap::new();
        self.items(n, 2, |inp, i| {
            let v = inp.u64_item(&what, i, n, lo, hi)?;
            if let Some(&(j, at)) = seen.get(&v) {
                return Err(inp.repeat_error(&what, (i, j), n, v, at));
            }
            seen.insert(v, (i, inp.last));
            Ok(v)
        })
    }

    /// `n` integers in `lo..=hi` (fitting `usize`), no two equal, as
    /// [`Input::distinct_u64s_in`].
    ///
    /// # Errors
    /// As [`Input::distinct_u64s_in`].
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("1 4\n4");
    /// assert_eq!(inp.distinct_usizes_in("cell", 3, 1, 9).unwrap_err().to_string(),
    ///            "line 2: cell 3 of 3 is 4, the same as cell 2 (line 1); no two cells may be equal");
    /// ```
    pub fn distinct_usizes_in(
        &mut self,
        what: impl fmt::Display,
        n: usize,
        lo: usize,
        hi: usize,
    ) -> Result<Vec<usize>> {
        let hi = usize_bound(hi);
        let values = self.distinct_u64s_in(&what, n, lo as u64, hi)?;
        // Each value is at most `hi`, which fits usize unless it is u64::MAX.
        values
            .into_iter()
            .enumerate()
            .map(|(i, v)| {
                usize::try_from(v).map_err(|_| {
                    let i = i + 1;
                    self.number_error(&format_args!("{what} {i} of {n}"), NumError::TooLarge, &v)
                })
            })
            .collect()
    }

    /// Item `i` of `n` of a list, in `lo..=hi`.
    #[inline]
    fn u64_item(
        &mut self,
        what: &dyn fmt::Display,
        i: usize,
        n: usize,
        lo: u64,
        hi: u64,
    ) -> Result<u64> {
        match self.plain::<u64>() {
            Some(v) if lo <= v && v <= hi => Ok(v),
            v => self.bounded_slow(
                &format_args!("{what} {i} of {n}"),
                v,
                (lo.into(), hi.into()),
            ),
        }
    }

    /// A 1-based index in `1..=n`, returned 0-based (`1` gives 0). Any
    /// number outside the range, including a negative or a huge one, is
    /// `{what} {number} is out of range 1..={n}`; anything else is an error
    /// saying what was expected.
    ///
    /// # Errors
    /// At the end of the input, or a token that is not a number: as
    /// [`Input::u64`]; any number outside `1..=n`, negative or huge included:
    /// `{what} 7 is out of range 1..=6`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("1 6\n7 -1 x");
    /// assert_eq!(inp.index1("vertex", 6), Ok(0));
    /// assert_eq!(inp.index1("vertex", 6), Ok(5));
    /// let mut err = || inp.index1("vertex", 6).unwrap_err().to_string();
    /// assert_eq!(err(), "line 2: vertex 7 is out of range 1..=6");
    /// assert_eq!(err(), "line 2: vertex -1 is out of range 1..=6");
    /// assert_eq!(err(), "line 2: expected vertex, found \"x\"");
    /// ```
    #[inline]
    pub fn index1(&mut self, what: impl fmt::Display, n: usize) -> Result<usize> {
        match self.plain_u64() {
            Some(v) => index0(v, n).ok_or_else(|| self.out_of_range(&what, &v, n as u64)),
            None => self.index1_slow(&what, n),
        }
    }

    /// [`Input::index1`] for every token but a plain number.
    #[cold]
    #[inline(never)]
    fn index1_slow(&mut self, what: &dyn fmt::Display, n: usize) -> Result<usize> {
        match self.index_number(what)? {
            Ok(v) => index0(v, n).ok_or_else(|| self.out_of_range(what, &v, n as u64)),
            Err(number) => Err(self.out_of_range(what, &number, n as u64)),
        }
    }

    /// [`Input::index1`] in `1..=n` for any `n`, 0-based: for an `n` that
    /// may not fit usize (on a 32-bit target). Off the fast path.
    fn wide_index1(&mut self, what: &dyn fmt::Display, n: u64) -> Result<u64> {
        match self.index_number(what)? {
            Ok(v) if v.wrapping_sub(1) < n => Ok(v - 1),
            Ok(v) => Err(self.out_of_range(what, &v, n)),
            Err(number) => Err(self.out_of_range(what, &number, n)),
        }
    }

    /// The next token as a number for a 1-based position, or an error if it
    /// is not a number.
    fn index_number(&mut self, what: &dyn fmt::Display) -> Result<Number> {
        let tok = self.token(what)?;
        match parse::<u64>(tok) {
            Ok(v) => Ok(Ok(v)),
            Err(NumError::NotANumber) => {
                let shown = quote(tok);
                Err(self.number_error(what, NumError::NotANumber, &shown))
            }
            // A sign and digits only: the quotes are all `show` adds.
            Err(_) => {
                let shown = quote(tok);
                Ok(Err(shown[1..shown.len() - 1].to_string()))
            }
        }
    }

    /// `m` edges `u v` of 1-based vertices in `1..=n`, returned 0-based in
    /// input order. Repeated edges and loops (`u = v`) are kept; see
    /// [`Input::edges1_no_loops`]. Errors name the edge: `edge 3: vertex 7
    /// is out of range 1..=6`, `edge 3: expected vertex, found "x"`.
    ///
    /// # Errors
    /// The first bad edge, as [`Input::index1`] names a vertex, within `edge
    /// {j}`: `edge 3: vertex 7 is out of range 1..=6`, `edge 3: expected
    /// vertex, found the end of the input`. If an edge before it looks short on
    /// its line (one number, where the edges before stood one to a line), the
    /// error is put at that edge's line: `line 3: edge 2 looks short: 1 number
    /// where each edge has 2 (reading on from it: line 5: edge 4: vertex 0 is
    /// out of range 1..=6)`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("1 2\n2 2\n");
    /// assert_eq!(inp.edges1(2, 3), Ok(vec![(0, 1), (1, 1)]));
    /// let mut inp = Input::new("1 2\n2 3\n3 7\n");
    /// assert_eq!(inp.edges1(3, 6).unwrap_err().to_string(),
    ///            "line 3: edge 3: vertex 7 is out of range 1..=6");
    /// ```
    pub fn edges1(&mut self, m: usize, n: usize) -> Result<Vec<(usize, usize)>> {
        self.edge_list(m, n, true)
    }

    /// [`Input::edges1`], and an edge from a vertex to itself is an error:
    /// `edge 3: both ends are vertex 4`.
    ///
    /// # Errors
    /// As [`Input::edges1`], and a loop: `edge 3: both ends are vertex 4`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("1 2\n4 4\n");
    /// assert_eq!(inp.edges1_no_loops(2, 4).unwrap_err().to_string(),
    ///            "line 2: edge 2: both ends are vertex 4");
    /// ```
    pub fn edges1_no_loops(&mut self, m: usize, n: usize) -> Result<Vec<(usize, usize)>> {
        self.edge_list(m, n, false)
    }

    /// [`Input::edges1`], with or without `loops`; an error after an edge
    /// that looks short on its line is put at that edge.
    fn edge_list(&mut self, m: usize, n: usize, loops: bool) -> Result<Vec<(usize, usize)>> {
        let start = self.token_end();
        let mut at = 0;
        let edges = self.items(m, 4, |inp, j| {
            at = j;
            let (u, v) = inp.edge1(j, n)?;
            if u == v && !loops {
                return Err(inp.loop_error(j as u64, u as u64));
            }
            Ok((u, v))
        });
        edges.map_err(|e| self.at_short(e, start, at, "edge", 2))
    }

    /// Edge `j`: two vertices in `1..=n`, 0-based.
    fn edge1(&mut self, j: usize, n: usize) -> Result<(usize, usize)> {
        self.within(format_args!("edge {j}"), |inp| {
            Ok((inp.index1("vertex", n)?, inp.index1("vertex", n)?))
        })
    }

    /// The `n - 1` edges `u v` of a tree on the 1-based vertices `1..=n`,
    /// returned 0-based in input order. Each edge is checked as it is read,
    /// so the first wrong edge is the one reported: a vertex out of range
    /// (as in [`Input::edges1`]), `edge 3: both ends are vertex 4`, `edge 5
    /// repeats edge 2 (vertices 2 and 3)`, or `edge 4 closes a cycle:
    /// vertices 3 and 1 are already connected`. With `n - 1` edges and no
    /// cycle the graph is connected, so a disconnected graph is reported at
    /// the edge that closes its cycle. What follows the last edge is left
    /// unread.
    ///
    /// # Errors
    /// The first edge that is bad or makes the graph no tree, on its line: as
    /// [`Input::edges1_no_loops`] (an edge that looks short before it
    /// included), `edge 5 repeats edge 2 (vertices 2 and 3)`, `edge 4 closes a
    /// cycle: vertices 3 and 1 are already connected`.
    ///
    /// # Panics
    /// If `n` is 0 (a tree has a vertex).
    ///
    /// # Complexity
    /// O(n α(n)) (union-find), O(n) memory; on an input too short to hold
    /// `n - 1` edges, memory grows only with the edges actually read. `n`
    /// may be read as `u64` ([`ItemCount`]): a tree of 2^32 vertices or
    /// more, on a 32-bit target, is read as far as the input goes and
    /// refused as on a 64-bit one.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("1 2\n3 2\n");
    /// assert_eq!(inp.tree_edges1(3), Ok(vec![(0, 1), (2, 1)]));
    /// let mut err = |text: &str| Input::new(text).tree_edges1(4).unwrap_err().to_string();
    /// assert_eq!(err("1 2\n2 3\n3 1\n"), "line 3: edge 3 closes a cycle: vertices 3 and 1 are already connected");
    /// assert_eq!(err("1 2\n2 3\n3 2\n"), "line 3: edge 3 repeats edge 2 (vertices 3 and 2)");
    /// assert_eq!(err("1 2\n2 5\n"), "line 2: edge 2: vertex 5 is out of range 1..=4");
    /// assert_eq!(err("1 2\n2 3\n"), "line 2: edge 3: expected vertex, found the end of the input");
    /// ```
    pub fn tree_edges1(&mut self, n: impl ItemCount) -> Result<Vec<(usize, usize)>> {
        let n = n.get();
        assert!(n > 0, "a tree has at least one vertex");
        let m = n - 1;
        // An input without room for the m edges ends before the last: its
        // error is found apart, off this path.
        if !self.has_room(m, 4) {
            return Err(self.tree_cut_short(n));
        }
        // With room for all m edges, n fits usize, and vertex v is
        // union-find slot v.
        let (n, m) = (n as usize, m as usize);
        let mut forest = UnionFind::new(n);
        let mut edges = Vec::with_capacity(m);
        let start = self.token_end();
        for j in 1..=m {
            let edge = self.edge1(j, n).and_then(|(u, v)| {
                if u == v {
                    return Err(self.loop_error(j as u64, u as u64));
                }
                if !forest.union(u, v) {
                    let earlier = edges.iter().map(|&(a, b)| (a as u64, b as u64));
                    return Err(self.cycle_error(j as u64, (u as u64, v as u64), earlier));
                }
                Ok((u, v))
            });
            match edge {
                Ok(e) => edges.push(e),
                Err(e) => return Err(self.at_short(e, start, j, "edge", 2)),
            }
        }
        Ok(edges)
    }

    /// The error of [`Input::tree_edges1`] on an input too short for the
    /// `n - 1` edges: the first edge that is bad or makes the graph no tree,
    /// or the end of the input. Union-find slots are handed out as vertices
    /// appear, so a huge `n` allocates nothing large; vertices are `u64`,
    /// as `n` may not fit usize (on a 32-bit target).
    #[cold]
    #[inline(never)]
    fn tree_cut_short(&mut self, n: u64) -> InputError {
        let mut slots = HashMap::new();
        let mut forest = UnionFind::new(0);
        let mut edges: Vec<(u64, u64)> = Vec::new();
        let start = self.token_end();
        // Every edge takes bytes of the input, which has no room for all
        // n - 1 of them: an edge fails before the last.
        let mut j = 0u64;
        loop {
            j += 1;
            let edge = self
                .within(format_args!("edge {j}"), |inp| {
                    Ok((
                        inp.wide_index1(&"vertex", n)?,
                        inp.wide_index1(&"vertex", n)?,
                    ))
                })
                .and_then(|(u, v)| {
                    if u == v {
                        return Err(self.loop_error(j, u));
                    }
                    let (a, b) = (forest.slot(&mut slots, u), forest.slot(&mut slots, v));
                    if !forest.union(a, b) {
                        return Err(self.cycle_error(j, (u, v), edges.iter().copied()));
                    }
                    Ok((u, v))
                });
            match edge {
                Ok(e) => edges.push(e),
                // At most the input's length: j fits usize.
                Err(e) => return self.at_short(e, start, j as usize, "edge", 2),
            }
        }
    }

    /// A word of `lo..=hi` characters, each one of `alphabet` (ASCII
    /// characters), such as a board given as a string: `inp.word("the
    /// board", b".X", 1, 100)`. The next token, as bytes.
    ///
    /// # Errors
    /// At the end of the input, `expected the board, found the end of the
    /// input`; a character not in `alphabet`, named with its place in the
    /// word (and its column on the line, when the word does not start the
    /// line): `line 2: the board, character 3: unexpected character "x"
    /// (expected one of ".X")`; a length outside `lo..=hi`: `the board
    /// must have between 1 and 100 characters, found 103` (`at least`
    /// with `hi = usize::MAX`, `at most` with `lo = 0`, `must have 5
    /// characters` with `lo = hi`).
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("..X.\n3 .x.\n..........\n");
    /// assert_eq!(inp.word("the board", b".X", 1, 8), Ok(b"..X.".to_vec()));
    /// inp.usize("k").unwrap();
    /// assert_eq!(inp.word("the board", b".X", 1, 8).unwrap_err().to_string(),
    ///            "line 2: the board, character 2 (column 4): unexpected character \"x\" \
    ///             (expected one of \".X\")");
    /// assert_eq!(inp.word("the board", b".X", 1, 8).unwrap_err().to_string(),
    ///            "line 3: the board must have between 1 and 8 characters, found 10");
    /// ```
    pub fn word(
        &mut self,
        what: impl fmt::Display,
        alphabet: &[u8],
        lo: usize,
        hi: usize,
    ) -> Result<Vec<u8>> {
        let tok = self.token(&what)?;
        if let Some(i) = tok.iter().position(|b| !alphabet.contains(b)) {
            let bad = quote(&tok[i..i + char_len(&tok[i..])]);
            // The column on the line: characters, not bytes, before it.
            let line_start = self.buf[..self.last].iter().rposition(|&b| b == b'\n');
            let before = &self.buf[line_start.map_or(0, |s| s + 1)..self.last + i];
            let column = String::from_utf8_lossy(before).chars().count() + 1;
            let place = if column == i + 1 {
                format!("{what}, character {}", i + 1)
            } else {
                format!("{what}, character {} (column {column})", i + 1)
            };
            return Err(self.alphabet_error(&place, &bad, alphabet));
        }
        let len = tok.len();
        if len < lo || len > hi {
            let bound = if lo == hi {
                count_of(lo, "character")
            } else if hi == usize::MAX {
                format!("at least {}", count_of(lo, "character"))
            } else if lo == 0 {
                format!("at most {}", count_of(hi, "character"))
            } else {
                format!("between {lo} and {hi} characters")
            };
            return Err(self.error(format_args!("{what} must have {bound}, found {len}")));
        }
        Ok(tok.to_vec())
    }

    /// A cell `row col` of a `rows x cols` grid, both 1-based, returned
    /// 0-based as `(row, col)`. `what` names the cell (`the start`, `move
    /// 3`): `move 3: cell (5,1) is outside the 4 x 6 grid`, `expected the
    /// column of move 3, found "x"`.
    ///
    /// # Errors
    /// At the end of the input, or a coordinate that is not a number: as
    /// [`Input::u64`], naming `the row of {what}` or `the column of {what}`; a
    /// cell outside the grid: `{what}: cell (5,1) is outside the 4 x 6 grid`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("4 6\n5 1\n");
    /// assert_eq!(inp.cell1("the start", 4, 6), Ok((3, 5)));
    /// assert_eq!(inp.cell1("move 1", 4, 6).unwrap_err().to_string(),
    ///            "line 2: move 1: cell (5,1) is outside the 4 x 6 grid");
    /// ```
    pub fn cell1(
        &mut self,
        what: impl fmt::Display,
        rows: usize,
        cols: usize,
    ) -> Result<(usize, usize)> {
        let r = self.plain_u64();
        let c = if r.is_some() { self.plain_u64() } else { None };
        match (
            r.and_then(|r| index0(r, rows)),
            c.and_then(|c| index0(c, cols)),
        ) {
            (Some(r), Some(c)) => Ok((r, c)),
            _ => self.cell1_slow(&what, rows, cols, r, c),
        }
    }

    /// [`Input::cell1`] once a coordinate is out of range or not a plain
    /// number; `r` and `c` are the coordinates already read.
    #[cold]
    #[inline(never)]
    fn cell1_slow(
        &mut self,
        what: &dyn fmt::Display,
        rows: usize,
        cols: usize,
        r: Option<u64>,
        c: Option<u64>,
    ) -> Result<(usize, usize)> {
        let r = match r {
            Some(r) => Ok(r),
            None => self.index_number(&format_args!("the row of {what}"))?,
        };
        let c = match c {
            Some(c) => Ok(c),
            None => self.index_number(&format_args!("the column of {what}"))?,
        };
        if let (Ok(r), Ok(c)) = (&r, &c) {
            if let (Some(r), Some(c)) = (index0(*r, rows), index0(*c, cols)) {
                return Ok((r, c));
            }
        }
        let text = |x: &Number| match x {
            Ok(v) => v.to_string(),
            Err(number) => number.clone(),
        };
        let (r, c) = (text(&r), text(&c));
        Err(self.cell_error(what, (&r, &c), (rows, cols)))
    }

    /// Runs `case(self, c)` for test cases c = 1, 2, ... until only
    /// whitespace is left, and returns how many there were. There is at
    /// least one: on an empty input the first case's first read reports the
    /// end of the input.
    ///
    /// # Errors
    /// The first error a case returns.
    ///
    /// # Panics
    /// If a case reads nothing (it would never reach the end).
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut sums = Vec::new();
    /// let mut inp = Input::new("3 4\n10 -2\n");
    /// let cases = inp.cases_to_end(|inp, _| {
    ///     sums.push(inp.i64("a")? + inp.i64("b")?);
    ///     Ok(())
    /// });
    /// assert_eq!((cases, sums), (Ok(2), vec![7, 8]));
    /// let mut inp = Input::new("3 4\n10\n");
    /// let err = inp.cases_to_end(|inp, c| inp.within(format_args!("case {c}"), |inp| {
    ///     inp.i64("a")? + inp.i64("b")?;
    ///     Ok(())
    /// }));
    /// assert_eq!(err.unwrap_err().to_string(), "line 2: case 2: expected b, found the end of the input");
    /// ```
    pub fn cases_to_end(
        &mut self,
        mut case: impl FnMut(&mut Input, usize) -> Result<()>,
    ) -> Result<usize> {
        let mut c = 0;
        loop {
            c += 1;
            let before = self.pos;
            case(self, c)?;
            assert!(
                self.pos > before,
                "test case {c} read nothing from the input"
            );
            if self.is_empty() {
                return Ok(c);
            }
        }
    }

    /// Runs `case(self, c)` for test cases c = 1, 2, ... until the next
    /// tokens are exactly those of `sentinel` (such as `"0"` or `"0 0"`,
    /// matched token by token across any whitespace), reads the sentinel and
    /// returns how many cases there were (zero if it comes first). Tokens
    /// that only start like the sentinel (`0 5` for `"0 0"`) are a case. If
    /// the input ends where a case or the sentinel should start, or after
    /// the sentinel's first tokens (`0` for `"0 0"`: a sentinel cut short,
    /// not a case), that is an error: `the input ended before the final 0
    /// 0`. What follows the sentinel is left unread (call [`Input::end`] to
    /// reject it).
    ///
    /// # Errors
    /// The first error a case returns; the end of the input where a case or
    /// the sentinel should start, or inside the sentinel: `line 2: the
    /// input ended before the final 0`.
    ///
    /// # Panics
    /// If `sentinel` has no token.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut inp = Input::new("34 12\n0 5\n0 0\n");
    /// let mut games = Vec::new();
    /// assert_eq!(inp.cases_until("0 0", |inp, _| {
    ///     games.push((inp.u64("a")?, inp.u64("b")?));
    ///     Ok(())
    /// }), Ok(2));
    /// assert_eq!(games, [(34, 12), (0, 5)]);
    /// let mut inp = Input::new("5\n3\n");
    /// let err = inp.cases_until("0", |inp, _| inp.u64("n").map(drop)).unwrap_err();
    /// assert_eq!(err.to_string(), "line 2: the input ended before the final 0");
    /// // The sentinel cut short: not read as a case.
    /// let mut inp = Input::new("1 2 3\n0 0\n");
    /// let err = inp.cases_until("0 0 0", |inp, _| inp.u64s_in("heap", 3, 1, 1000).map(drop));
    /// assert_eq!(err.unwrap_err().to_string(), "line 2: the input ended before the final 0 0 0");
    /// ```
    pub fn cases_until(
        &mut self,
        sentinel: &str,
        mut case: impl FnMut(&mut Input, usize) -> Result<()>,
    ) -> Result<usize> {
        assert!(
            sentinel.split_ascii_whitespace().next().is_some(),
            "an empty sentinel"
        );
        let mut c = 0;
        while !self.take_sentinel(sentinel)? {
            c += 1;
            case(self, c)?;
        }
        Ok(c)
    }

    /// If the next tokens are those of `sentinel`, reads them and returns
    /// true; otherwise reads nothing and returns false, or fails if the
    /// input ends first: only whitespace left, or the sentinel's first
    /// tokens and then nothing.
    fn take_sentinel(&mut self, sentinel: &str) -> Result<bool> {
        let (pos, sep, last) = (self.pos, self.sep, self.last);
        for want in sentinel.split_ascii_whitespace() {
            match self.next_token() {
                Some(tok) if tok == want.as_bytes() => {}
                None => return Err(self.sentinel_error(sentinel)),
                _ => {
                    (self.pos, self.sep, self.last) = (pos, sep, last);
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }
}

/// Union-find for [`Input::tree_edges1`]: `link[x]` is x's parent, or, for
/// a root, `!size` of its set (a root's entry has the top bit set).
struct UnionFind {
    link: Vec<usize>,
}

impl UnionFind {
    fn new(n: usize) -> Self {
        UnionFind { link: vec![!1; n] }
    }

    /// The slot of vertex `v`, a new one when `v` is met the first time.
    fn slot(&mut self, slots: &mut HashMap<u64, usize>, v: u64) -> usize {
        let next = self.link.len();
        let s = *slots.entry(v).or_insert(next);
        if s == next {
            self.link.push(!1);
        }
        s
    }

    fn root(&mut self, mut x: usize) -> usize {
        while self.link[x] >> (usize::BITS - 1) == 0 {
            let p = self.link[x];
            // Path halving: point x at its grandparent.
            if self.link[p] >> (usize::BITS - 1) == 0 {
                self.link[x] = self.link[p];
            }
            x = p;
        }
        x
    }

    /// Joins the sets of `a` and `b`; false if they were one set already.
    fn union(&mut self, a: usize, b: usize) -> bool {
        let (mut a, mut b) = (self.root(a), self.root(b));
        if a == b {
            return false;
        }
        // The smaller set goes under the larger (sizes are !link).
        if !self.link[a] < !self.link[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.link[a] = !(!self.link[a] + !self.link[b]);
        self.link[b] = a;
        true
    }
}

/// A number read for a 1-based position: its value if it fits `u64`, else
/// (negative or too large, so outside every range) its text for the error.
type Number = std::result::Result<u64, String>;

/// The 0-based index of `v` if it is in `1..=n`.
fn index0(v: u64, n: usize) -> Option<usize> {
    // usize -> u64 is lossless on every supported target.
    (v.wrapping_sub(1) < n as u64).then(|| (v - 1) as usize)
}

/// A `usize` upper bound as a `u64` one: `usize::MAX` (no bound) is
/// `u64::MAX`.
fn usize_bound(hi: usize) -> u64 {
    if hi == usize::MAX {
        u64::MAX
    } else {
        hi as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::err;

    #[test]
    fn ranges_and_lines() {
        let mut inp = Input::new(b"5\n\n 9\nx\xff".to_vec());
        assert_eq!(inp.usize_in("n", 1, 5), Ok(5));
        assert_eq!(
            err(inp.usize_in("m", 1, 5)),
            "line 3: m must be between 1 and 5, found 9"
        );
        assert_eq!(err(inp.usize("k")), "line 4: expected k, found \"x\\xff\"");
        let mut inp = Input::new("1\n2\n");
        inp.usize("a").unwrap();
        assert_eq!(
            err(inp.end()),
            "line 2: unexpected \"2\" after the end of the data"
        );
        // The end of the input is on the last line that holds anything.
        let mut inp = Input::new("3\n");
        inp.usize("a").unwrap();
        assert_eq!(
            err(inp.usize("b")),
            "line 1: expected b, found the end of the input"
        );
        let mut inp = Input::new("1 2\n3\n\n  \r\n");
        inp.u64s("a", 3).unwrap();
        assert_eq!(
            err(inp.usize("b")),
            "line 2: expected b, found the end of the input"
        );
        for empty in ["", "\n\n", "\u{feff}", "\u{feff}\n"] {
            assert_eq!(
                err(Input::new(empty).usize("n")),
                "line 1: expected n, found the end of the input"
            );
        }
    }

    #[test]
    fn bounded_reads_name_their_bound_past_the_type() {
        let huge = "99999999999999999999";
        let mut inp = Input::new(format!(
            "{huge} {huge} -{huge} -5 {huge} -{huge} {huge} -3\n{huge}"
        ));
        assert_eq!(
            err(inp.usize_in("n", 1, 100_000)),
            format!("line 1: n must be between 1 and 100000, found {huge}")
        );
        assert_eq!(
            err(inp.u64_in("n", 0, 100_000)),
            format!("line 1: n must be at most 100000, found {huge}")
        );
        assert_eq!(
            err(inp.i64_in("t", -10, 10)),
            format!("line 1: t must be between -10 and 10, found -{huge}")
        );
        assert_eq!(
            err(inp.u64_in("n", 1, 10)),
            "line 1: n must be between 1 and 10, found -5"
        );
        // No bound on that side but the type's: the type's words.
        assert_eq!(
            err(inp.u64_at_least("n", 1)),
            format!("line 1: n is too large: \"{huge}\"")
        );
        assert_eq!(
            err(inp.i64_in("t", i64::MIN, 10)),
            format!("line 1: t is too small: \"-{huge}\"")
        );
        assert_eq!(
            err(inp.usizes_in("heap", 2, 1, 1000)),
            format!("line 1: heap 1 of 2 must be between 1 and 1000, found {huge}")
        );
        assert_eq!(
            err(inp.u64s_in("heap", 2, 0, 1000)),
            "line 1: heap 1 of 2 must not be negative, found \"-3\""
        );
        assert_eq!(
            err(inp.distinct_u64s_in("heap", 1, 1, 9)),
            format!("line 2: heap 1 of 1 must be between 1 and 9, found {huge}")
        );
    }

    #[test]
    fn an_edge_short_on_its_line_is_the_error() {
        // Edge 2 has one number: everything after it shifts, and the 0 of
        // the values below would be read as a vertex.
        let text = "1 2\n3\n2 4\n5 1\n0 7 7 7 7\n";
        let short = "line 2: edge 2 looks short: 1 number where each edge has 2";
        assert_eq!(
            err(Input::new(text).tree_edges1(5)),
            format!("{short} (reading on from it: line 5: edge 4: vertex 0 is out of range 1..=5)")
        );
        assert_eq!(
            err(Input::new(text).edges1(4, 5)),
            format!("{short} (reading on from it: line 5: edge 4: vertex 0 is out of range 1..=5)")
        );
        assert_eq!(
            err(Input::new("1 2\n3\n2 4\n").edges1_no_loops(3, 5)),
            format!("{short} (reading on from it: line 3: edge 3: expected vertex, found the end of the input)")
        );
        // A short first edge, or edges that share lines, tell nothing.
        assert_eq!(
            err(Input::new("1\n2 3\n0 1\n").edges1(2, 5)),
            "line 3: edge 2: vertex 0 is out of range 1..=5"
        );
        assert_eq!(
            err(Input::new("1 2 3\n0 4\n").edges1(2, 5)),
            "line 2: edge 2: vertex 0 is out of range 1..=5"
        );
        // The short edge itself fails on the next line.
        assert_eq!(
            err(Input::new("1 2\n3\n0 4\n").tree_edges1(5)),
            format!("{short} (reading on from it: line 3: edge 2: vertex 0 is out of range 1..=5)")
        );
    }

    #[test]
    fn limits_only_where_they_exist() {
        let mut inp = Input::new("0 0 9 0 9");
        assert_eq!(
            err(inp.usize_in("n", 1, usize::MAX)),
            "line 1: n must be at least 1, found 0"
        );
        assert_eq!(
            err(inp.u64_in("T", 1, u64::MAX)),
            "line 1: T must be at least 1, found 0"
        );
        assert_eq!(
            err(inp.usize_in("r", 0, 5)),
            "line 1: r must be at most 5, found 9"
        );
        assert_eq!(
            err(inp.u64_in("k", 2, 5)),
            "line 1: k must be between 2 and 5, found 0"
        );
        assert_eq!(
            err(inp.u64_in("k", 2, 5)),
            "line 1: k must be between 2 and 5, found 9"
        );
    }
}
