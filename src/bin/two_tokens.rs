//! The two-token maze game: First or Second, who merges the tokens.
fn main() {
    cp_games::input::run(cp_games::problems::two_tokens::solve);
}
