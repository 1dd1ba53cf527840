//! Codeforces 1839E "Decreasing Game" (interactive): chooses the first or
//! the second player and wins the game; `--judge FILE [MODE [SEED]]` is its
//! interactor at home.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::interactor::offer_judge(
        &cp_games::play::interactor::decreasing_game::DecreasingGameJudge,
    );
    cp_games::interact::run(cp_games::problems::decreasing_game::play);
}
