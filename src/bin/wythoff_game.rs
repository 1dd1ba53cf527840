//! Wythoff's game (HDU 1527, POJ 1067): 1 if the first player wins, per pair of piles.
fn main() {
    cp_games::serve!(cp_games::problems::wythoff_game::BINARY);
}
