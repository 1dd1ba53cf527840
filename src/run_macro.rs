//! The macros of a binary's `main`: `serve!`, which serves a
//! [`Binary`](crate::binary::Binary) ([`Binary::serve`](crate::binary::Binary::serve)),
//! and `run!`, [`input::run`](crate::input::run) for a binary of your own.
//! (In a module of their own: a bundle keeps an exported macro in its
//! module beside a `use` of it, which a function of the same name there
//! would clash with.)

/// [`input::run`](crate::input::run) for a binary of your own: its
/// `--version` prints your package's name and version (`contest (contest
/// 0.1.0)`), where `input::run` prints cp-games'. A function cannot
/// see which package calls it; a macro expands in the caller's package,
/// where cargo sets `CARGO_PKG_NAME` and `CARGO_PKG_VERSION`. `cargo
/// cp-bundle` writes those two values into a bundle, which judges compile
/// without cargo.
///
/// ```no_run
/// use cp_games::input::{Input, Result};
///
/// fn solve(inp: &mut Input) -> Result<String> {
///     let (a, b) = (inp.u64("a")?, inp.u64("b")?);
///     inp.end()?;
///     Ok(format!("{}\n", a + b))
/// }
///
/// fn main() {
///     cp_games::run!(solve);
/// }
/// ```
#[macro_export]
macro_rules! run {
    ($solve:expr) => {
        $crate::input::run_package(env!("CARGO_PKG_NAME"), env!("CARGO_PKG_VERSION"), $solve)
    };
}

/// Serves `binary` ([`Binary::serve`](crate::binary::Binary::serve)) with the name and version of the package
/// whose `main` calls it, which `--version` prints (`contest (contest
/// 0.1.0)`): the whole `main` of a binary.
///
/// ```no_run
/// use cp_games::binary::Binary;
/// use cp_games::input::{Input, Result};
///
/// fn solve(inp: &mut Input) -> Result<String> {
///     let (a, b) = (inp.u64("a")?, inp.u64("b")?);
///     inp.end()?;
///     Ok(format!("{}\n", a + b))
/// }
///
/// fn main() {
///     cp_games::serve!(Binary::batch("sum", solve));
/// }
/// ```
#[macro_export]
macro_rules! serve {
    ($binary:expr) => {
        $binary.serve(env!("CARGO_PKG_NAME"), env!("CARGO_PKG_VERSION"))
    };
}
