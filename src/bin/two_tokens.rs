//! The two-token maze game: First or Second, who merges the tokens.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::two_tokens::TwoTokens);
    cp_games::input::run(cp_games::problems::two_tokens::solve);
}
