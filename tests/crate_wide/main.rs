//! The checks that span the crate rather than one problem, in one test
//! executable: every binary's input, errors and command line, the test
//! files, the documentation, the library's modules against searches, the
//! official Library Checker inputs, interactive runs and terminal sessions.
//!
//! They share one executable so that `cargo test` builds and links them
//! once and runs them side by side, instead of one small executable after
//! another. A problem's own checks stay in `tests/<problem>.rs`, a file of
//! its own that nothing here lists. Run one part with its module's name,
//! as in `cargo test --test crate_wide bad_input::`.

#[path = "../common/mod.rs"]
mod common;

mod bad_input;
mod changing_input;
mod command_line;
mod docs;
mod interactive;
mod lib_geography;
mod lib_grundy;
mod lib_input;
mod library_checker;
mod memory_limit;
mod mutation;
mod new_problems;
mod own_package_helpers;
mod play_terminal;
mod remoteness;
mod samples;
mod testdata;
