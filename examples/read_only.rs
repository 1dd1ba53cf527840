//! The benchmarks' "read only" baseline: reads standard input through the
//! same input layer as the binaries (`input::run`, `Input`), parses every
//! token that is a number and scans every other token (grid rows), then
//! prints a token count and checksum. A binary cannot answer faster than
//! this on the same file.

fn main() {
    cp_games::input::run(|inp| {
        let (mut tokens, mut sum) = (0u64, 0u64);
        loop {
            // Numbers as the binaries read them; other tokens only scanned.
            let value = match inp.plain_u64() {
                Some(v) => v,
                None => match inp.next_token() {
                    Some(tok) => tok.len() as u64,
                    None => break,
                },
            };
            tokens += 1;
            sum = sum.wrapping_add(value);
        }
        Ok(format!("{tokens} {sum}\n"))
    });
}
