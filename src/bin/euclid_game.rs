//! Euclid's Game (HDU 1525, POJ 2348): Stan or Ollie, per pair of numbers.
fn main() {
    cp_games::serve!(cp_games::problems::euclid_game::BINARY);
}
