//! Codeforces 1991E "Coloring Game" (interactive): chooses Alice on a graph
//! with an odd cycle and Bob on a bipartite one, and wins every game;
//! `--judge FILE [MODE [SEED]]` is its interactor at home.
fn main() {
    cp_games::serve!(cp_games::problems::coloring_game::BINARY);
}
