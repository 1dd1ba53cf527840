//! Two-ended Nim (AcWing 1322, ZJOI 2009): prints `1` per game the first
//! player wins, else `0`.
fn main() {
    cp_games::serve!(cp_games::problems::two_ended_nim::BINARY);
}
