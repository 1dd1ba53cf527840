//! POJ 3710 "Christmas Game": Sally or Harry, per test case of Green Hackenbush graphs.
fn main() {
    cp_games::serve!(cp_games::problems::christmas_game::BINARY);
}
