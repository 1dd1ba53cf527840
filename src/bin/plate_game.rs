//! Codeforces 197A "Plate Game": First or Second.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::plate_game::PlateGame { lattice: false });
    cp_games::input::run(cp_games::problems::plate_game::solve);
}
