//! What a binary's file sees as `cp_games` here: the real crate, but for
//! [`input::run`], [`interact::run`] and [`play::offer`], which hand the
//! binary's `solve`, its interactive play and its `play::Game` to the
//! harness instead of reading the command line.

pub use real::*;

/// `cp_games::input`, with the harness's [`run`](input::run).
pub mod input {
    pub use real::input::*;

    /// Runs `solve` on the fuzzer's input (the judge path).
    pub fn run(solve: impl FnOnce(&mut Input) -> Result<String>) {
        crate::judge_hook(solve)
    }
}

/// `cp_games::interact`, with the harness's [`run`](interact::run).
pub mod interact {
    pub use real::interact::*;

    /// Plays against judge lines made of the fuzzer's input (the judge
    /// path of an interactive binary).
    pub fn run(play: impl FnOnce(&mut Judge) -> real::input::Result<()>) {
        crate::interactive_hook(play)
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
