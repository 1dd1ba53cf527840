//! Every integration test of the crate, in one executable: `cargo test`
//! builds and links it once, and its tests run side by side on every core
//! rather than one small executable after another.
//!
//! - `problems`: one file per binary, `tests/problems/<binary>.rs` (and
//!   `<binary>_strategy.rs` for a strategy's exhaustive checks), each taken
//!   in by its file name: a new problem's file needs no entry anywhere.
//! - `crate_wide`: the checks that span the crate.
//! - `common`: the helpers both use.
//!
//! Run a part with its module's path: `cargo test --test all
//! problems::euclid_game::`, `cargo test --test all crate_wide::bad_input::`.

mod common;
mod crate_wide;
mod problems;
