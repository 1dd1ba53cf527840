//! Codeforces 197A "Plate Game": First or Second.
fn main() {
    cp_games::input::run(cp_games::problems::plate_game::solve);
}
