//! Misère Nim (POJ 3480, HDU 1907 "John"): John or Brother, per game.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::anti_nim::AntiNim);
    cp_games::input::run(cp_games::problems::anti_nim::solve);
}
