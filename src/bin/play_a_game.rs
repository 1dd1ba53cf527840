//! HDU 1564 "Play a game": 8600 or ailyanlu, per board size.
fn main() {
    cp_games::serve!(cp_games::problems::play_a_game::BINARY);
}
