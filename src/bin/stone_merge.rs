//! Take one or merge two (AcWing 1321): prints `YES` per game the first
//! player wins, else `NO` (HDU 4111 and UVa 1500: `stone_merge_icpc`).
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::stone_merge::StoneMerge);
    cp_games::input::run(cp_games::problems::stone_merge::solve);
}
