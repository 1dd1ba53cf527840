//! AtCoder AGC 017 D "Game on Tree": Alice or Bob.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::game_on_tree::GameOnTree);
    cp_games::input::run(cp_games::problems::game_on_tree::solve);
}
