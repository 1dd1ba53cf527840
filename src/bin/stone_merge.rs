//! Take one or merge two (AcWing 1321): prints `YES` per game the first
//! player wins, else `NO` (HDU 4111 and UVa 1500: `stone_merge_icpc`).
fn main() {
    cp_games::serve!(cp_games::problems::stone_merge::BINARY);
}
