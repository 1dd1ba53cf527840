//! Misère Nim (POJ 3480, HDU 1907 "John"): John or Brother, per game.
fn main() {
    cp_games::serve!(cp_games::problems::anti_nim::BINARY);
}
