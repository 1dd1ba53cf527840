//! Take one or merge two (AcWing 1321, UVa 1500, HDU 4111): prints `YES` per
//! game the first player wins, else `NO`.
fn main() {
    cp_games::input::run(cp_games::problems::stone_merge::solve);
}
