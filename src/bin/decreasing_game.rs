//! Codeforces 1839E "Decreasing Game" (interactive): chooses the first or
//! the second player and wins the game; `--judge FILE [MODE [SEED]]` is its
//! interactor at home.
fn main() {
    cp_games::serve!(cp_games::problems::decreasing_game::BINARY);
}
