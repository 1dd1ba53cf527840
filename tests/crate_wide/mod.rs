//! The checks that span the crate rather than one problem: every binary's
//! input, errors and command line, the test files, the documentation, the
//! library's modules against searches, the official Library Checker
//! inputs, interactive runs and terminal sessions. Run one part with its
//! module's name, as in `cargo test --test all crate_wide::bad_input::`.

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
mod own_binary;
mod own_package_helpers;
mod play_terminal;
mod remoteness;
mod samples;
mod testdata;
