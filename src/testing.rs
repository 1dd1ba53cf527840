//! Help for the unit tests.

use std::fmt;

/// Words for an assertion's message, written only when it fails: a test
/// that checks thousands of cases would otherwise spend much of its time
/// formatting the case it is on. `lazy(|f| write!(f, "case {case}: {g:?}"))`
/// shows as that text wherever a message takes `{}`.
pub(crate) fn lazy<F: Fn(&mut fmt::Formatter<'_>) -> fmt::Result>(write: F) -> Lazy<F> {
    Lazy(write)
}

/// See [`lazy`].
pub(crate) struct Lazy<F>(F);

impl<F: Fn(&mut fmt::Formatter<'_>) -> fmt::Result> fmt::Display for Lazy<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.0)(f)
    }
}

#[cfg(test)]
mod tests {
    use super::lazy;

    #[test]
    fn lazy_words_are_the_written_text() {
        let (case, g) = (3, vec![1, 2]);
        assert_eq!(
            lazy(|f| write!(f, "case {case}: {g:?}")).to_string(),
            "case 3: [1, 2]"
        );
    }
}
