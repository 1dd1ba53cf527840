//! POJ 3710 "Christmas Game": Sally or Harry, per test case of Green Hackenbush graphs.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::christmas_game::ChristmasGame);
    cp_games::input::run(cp_games::problems::christmas_game::solve);
}
