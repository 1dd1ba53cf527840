//! The forms every answer, explanation and error must have.

use crate::shown;
use real::input::Result;

/// The longest error message taken as one readable line: tokens are
/// quoted cut short, so no input makes a longer one.
const LONGEST_ERROR: usize = 1000;

/// Words that name the program's insides rather than the input: a type,
/// or what a panic says. An error speaks of lines, numbers and records.
const INSIDE_WORDS: &[&str] = &[
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f64",
    "Vec", "Option", "Result", "unwrap", "panicked", "RefCell", "Rc",
];

/// A judge path's result: an answer, or a clean error.
pub fn judged(name: &str, judged: &Result<String>, input: &[u8]) {
    match judged {
        Ok(answer) => text(name, "the judge path's answer", answer, input),
        Err(e) => error(name, "the judge path", &e.to_string(), input),
    }
}

/// Output text: UTF-8 (it is built through `unsafe` appends), empty or
/// ending with a newline, no control character but newlines.
pub fn text(name: &str, what: &str, text: &str, input: &[u8]) {
    let fail = |why: &str| -> ! {
        let cut: String = text.chars().take(300).collect();
        panic!(
            "{name}: {what} {why}: {cut:?} on the input {}",
            shown(input)
        )
    };
    if std::str::from_utf8(text.as_bytes()).is_err() {
        fail("is not UTF-8");
    }
    if !text.is_empty() && !text.ends_with('\n') {
        fail("does not end with a newline");
    }
    if let Some(c) = text.chars().find(|&c| c.is_control() && c != '\n') {
        fail(&format!(
            "holds the control character U+{:04X}",
            u32::from(c)
        ));
    }
}

/// An error message as `input::run` prints it after `error: `: one line
/// of text, not too long, speaking of the input rather than the program.
pub fn error(name: &str, what: &str, msg: &str, input: &[u8]) {
    let fail = |why: &str| -> ! {
        panic!(
            "{name}: {what} refused the input with an error that {why}: {msg:?}; the input: {}",
            shown(input)
        )
    };
    if msg.trim().is_empty() {
        fail("says nothing");
    }
    if msg.chars().any(char::is_control) {
        fail("is not one line of text");
    }
    if msg.len() > LONGEST_ERROR {
        fail(&format!("is longer than {LONGEST_ERROR} bytes"));
    }
    let words = unquoted(msg);
    if let Some(w) = words
        .split(|c: char| !c.is_ascii_alphanumeric())
        .find(|w| INSIDE_WORDS.contains(w))
    {
        fail(&format!("names the program's insides ({w:?})"));
    }
}

/// `msg` without its quoted parts (the tokens it shows as written, which
/// may say anything): `"..."` with `\` escapes.
fn unquoted(msg: &str) -> String {
    let (mut out, mut quoted, mut escaped) = (String::new(), false, false);
    for c in msg.chars() {
        match (quoted, escaped, c) {
            (true, true, _) => escaped = false,
            (true, false, '\\') => escaped = true,
            (_, false, '"') => quoted = !quoted,
            (false, _, c) => out.push(c),
            _ => {}
        }
    }
    out
}
