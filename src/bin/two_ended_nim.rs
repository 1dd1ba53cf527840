//! Two-ended Nim (AcWing 1322, ZJOI 2009): prints `1` per game the first
//! player wins, else `0`.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::two_ended_nim::TwoEndedNim);
    cp_games::input::run(cp_games::problems::two_ended_nim::solve);
}
