//! HDU 4111 / UVa 1500 "Alice and Bob": take one or merge two, in the
//! contest's `Case #x: Alice` / `Case #x: Bob` format.
fn main() {
    cp_games::serve!(cp_games::problems::stone_merge::ICPC);
}
