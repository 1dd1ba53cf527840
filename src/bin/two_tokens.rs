//! The two-token maze game: First or Second, who merges the tokens.
fn main() {
    cp_games::serve!(cp_games::problems::two_tokens::BINARY);
}
