//! What the runners of other programs share (`samples::run`,
//! `play::interactor::connect`): reading a child's streams as they come,
//! the moment given to a stream a child of it still holds, and the
//! shortening of a line quoted in a message.

use std::io::Read;
use std::time::Duration;

/// Reads `from` to its end (or its first error), handing each chunk read
/// to `f` as it comes.
pub(crate) fn each_chunk(from: &mut dyn Read, mut f: impl FnMut(&[u8])) {
    let mut chunk = vec![0; 1 << 16];
    loop {
        match from.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => f(&chunk[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
}

/// How long `samples::run` and `play::interactor::connect` wait, once the
/// program has ended, for the streams a child of it may still hold open.
pub(crate) const SETTLE: Duration = Duration::from_millis(250);

/// `text` cut after `max` characters, with `...` when cut.
pub(crate) fn shorten(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}
