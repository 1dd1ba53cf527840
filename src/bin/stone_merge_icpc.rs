//! HDU 4111 / UVa 1500 "Alice and Bob": take one or merge two, in the
//! contest's `Case #x: Alice` / `Case #x: Bob` format.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::stone_merge::StoneMerge);
    cp_games::input::run(cp_games::problems::stone_merge::solve_icpc);
}
