//! HDU 1564 "Play a game": 8600 or ailyanlu, per board size.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::play_a_game::PlayAGame);
    cp_games::input::run(cp_games::problems::play_a_game::solve);
}
