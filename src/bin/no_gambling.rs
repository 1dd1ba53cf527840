//! HDU 3863 "No Gambling": the first player wins every board.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::no_gambling::NoGambling);
    cp_games::input::run(cp_games::problems::no_gambling::solve);
}
