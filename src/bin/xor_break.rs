//! Codeforces 1934D2 "XOR Break — Game Version" (interactive): chooses first
//! or second and wins every game within 63 breaks; `--judge FILE [MODE
//! [SEED]]` is its interactor at home.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::interactor::offer_judge(&cp_games::play::interactor::xor_break::XorBreakJudge);
    cp_games::interact::run(cp_games::problems::xor_break::play);
}
