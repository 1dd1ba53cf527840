//! What a binary's file sees as `cp_games` here: the real crate, but for
//! [`input::run`] and [`play::offer`], which hand the binary's `solve` and
//! `play::Game` to the harness instead of reading the command line.

pub use real::*;

/// `cp_games::input`, with the harness's [`run`](input::run).
pub mod input {
    pub use real::input::*;

    /// Runs `solve` on the fuzzer's input (the judge path).
    pub fn run(solve: impl FnOnce(&mut Input) -> Result<String>) {
        crate::judge_hook(solve)
    }
}

/// `cp_games::play`, with the harness's [`offer`](play::offer).
pub mod play {
    pub use real::play::*;

    /// Explains the fuzzer's input or plays a session on it with `game`,
    /// as the target asks.
    pub fn offer<G: Game>(game: G) {
        crate::game_hook(game)
    }
}
