//! HDU 1536 / HDU 1944 "S-Nim": Nim where a move takes exactly s stones from
//! one heap, for some s in a set S. Per test case, one line with a `W` (the
//! player to move wins) or an `L` per position. Heaps up to 2^64 - 1 are
//! answered through the period of the Grundy values.
fn main() {
    cp_games::serve!(cp_games::problems::s_nim::BINARY);
}
