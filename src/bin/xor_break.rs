//! Codeforces 1934D2 "XOR Break — Game Version" (interactive): chooses first
//! or second and wins every game within 63 breaks; `--judge FILE [MODE
//! [SEED]]` is its interactor at home.
fn main() {
    cp_games::serve!(cp_games::problems::xor_break::BINARY);
}
