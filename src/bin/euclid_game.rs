//! Euclid's Game (HDU 1525, POJ 2348): Stan or Ollie, per pair of numbers.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::euclid_game::Euclid);
    cp_games::input::run(cp_games::problems::euclid_game::solve);
}
