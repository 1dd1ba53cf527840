//! Codeforces 1991E "Coloring Game" (interactive): chooses Alice on a graph
//! with an odd cycle and Bob on a bipartite one, and wins every game;
//! `--judge FILE [MODE [SEED]]` is its interactor at home.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::interactor::offer_judge(
        &cp_games::play::interactor::coloring_game::ColoringGameJudge,
    );
    cp_games::interact::run(cp_games::problems::coloring_game::play);
}
