//! The benchmarks' "read only" baseline: reads standard input through the
//! same input layer as the binaries (`input::run`, `Input`), parses every
//! token that is a number and scans every other token (grid rows), then
//! prints a token count and checksum. A binary cannot answer faster than
//! this on the same file.

fn main() {
    cp_games::input::run(|inp| {
        let (mut tokens, mut sum) = (0u64, 0u64);
        while let Some(tok) = inp.next_token() {
            tokens += 1;
            let value = if tok.iter().all(u8::is_ascii_digit) {
                tok.iter().try_fold(0u64, |v, &b| {
                    v.checked_mul(10)?.checked_add(u64::from(b - b'0'))
                })
            } else {
                Some(tok.len() as u64)
            };
            sum = sum.wrapping_add(value.unwrap_or(u64::MAX));
        }
        Ok(format!("{tokens} {sum}\n"))
    });
}
