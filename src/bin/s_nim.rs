//! HDU 1536 / HDU 1944 "S-Nim": Nim where a move takes exactly s stones from
//! one heap, for some s in a set S. Per test case, one line with a `W` (the
//! player to move wins) or an `L` per position. Heaps up to 2^64 - 1 are
//! answered through the period of the Grundy values.
//!
//! Theory: g(h) = mex{ g(h - s) : s in S, s <= h }, and a position wins iff
//! the xor of its heaps' values is not 0 (Sprague-Grundy).
use cp_games::grundy::SubtractionGame;
use cp_games::input::{self, Input, Result};

fn solve(inp: &mut Input) -> Result<String> {
    let mut out = String::new();
    inp.cases_until("0", |inp, case| {
        inp.within(format_args!("test case {case}"), |inp| {
            let k = inp.usize("the number of move sizes k")?;
            let moves = inp.u64s("move size", k)?;
            if let Some(i) = moves.iter().position(|&s| s == 0) {
                let msg = format!("move size {} is 0, but a move takes stones", i + 1);
                return Err(inp.error(msg));
            }
            let mut game = SubtractionGame::new(&moves);
            let m = inp.usize("the number of positions m")?;
            for p in 1..=m {
                let l = inp.usize(format_args!("the number of heaps of position {p}"))?;
                let heaps = inp.u64s(format_args!("heap of position {p}, number"), l)?;
                let value = game
                    .grundy_of_heaps(heaps)
                    .map_err(|e| inp.error(format_args!("position {p}: {e}")))?;
                out.push(if value != 0 { 'W' } else { 'L' });
            }
            out.push('\n');
            Ok(())
        })
    })?;
    inp.end()?;
    Ok(out)
}

fn main() {
    input::run(solve);
}
