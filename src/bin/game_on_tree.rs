//! AtCoder AGC 017 D "Game on Tree": Alice or Bob.
fn main() {
    cp_games::serve!(cp_games::problems::game_on_tree::BINARY);
}
