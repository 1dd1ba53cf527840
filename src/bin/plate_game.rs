//! Codeforces 197A "Plate Game": First or Second.
fn main() {
    cp_games::serve!(cp_games::problems::plate_game::BINARY);
}
