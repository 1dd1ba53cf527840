//! AtCoder AGC 017 D "Game on Tree": Alice or Bob.
fn main() {
    cp_games::input::run(cp_games::problems::game_on_tree::solve);
}
