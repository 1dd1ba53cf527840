//! Wythoff's game (HDU 1527, POJ 1067): 1 if the first player wins, per pair of piles.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::wythoff_game::Wythoff);
    cp_games::input::run(cp_games::problems::wythoff_game::solve);
}
