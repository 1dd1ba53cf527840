//! The benchmarks' "read only" baseline: reads standard input through the
//! same input layer as the binaries (`input::run`, `Input`), parses every
//! token that is a number and scans every other token (grid rows), then
//! prints a token count and checksum. A binary cannot answer faster than
//! this on the same file.

fn main() {
    cp_games::input::run(|inp| {
        let (mut tokens, mut sum) = (0u64, 0u64);
        loop {
            // Numbers as the binaries read them: pairs (edges) many at a
            // time, then one at a time; other tokens only scanned.
            let pairs = inp.plain_pairs(usize::MAX, |a, b| {
                sum = sum.wrapping_add((a + b) as u64);
                true
            });
            tokens += 2 * pairs as u64;
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
