//! Asking rustc about a bundle: it is checked (`--emit=metadata`, no code
//! generated; or only its names, `--emit=dep-info`) and its diagnostics
//! read as JSON, with each place as a byte
//! range of the bundle's text and, for a place in a macro's expansion,
//! where the outermost call that led to it is; or compiled without
//! optimizing, for the names of the functions it generates.

use crate::toolchain::Rustc;
use crate::Failure;
use std::ffi::OsString;
use std::ops::Range;
use std::path::Path;
use std::process::{Command, Stdio};

/// One place of a diagnostic, in the bundle.
#[derive(Clone, Debug)]
pub(crate) struct Place {
    pub range: Range<usize>,
    pub primary: bool,
    /// Where the outermost macro call that made it starts, if it comes
    /// from a macro's expansion.
    pub outer: Option<usize>,
}

/// One diagnostic.
#[derive(Clone, Debug)]
pub(crate) struct Diag {
    /// `error`, `warning`, `note`, `help`.
    pub level: String,
    /// `E0433`, or a lint's name (`dead_code`).
    pub code: Option<String>,
    pub message: String,
    /// What its notes and helps say, and its places' labels (`the trait
    /// `Debug` is not implemented for `Grid``).
    pub said: Vec<String>,
    pub places: Vec<Place>,
}

impl Diag {
    pub(crate) fn is_error(&self) -> bool {
        self.level == "error"
    }

    pub(crate) fn primary(&self) -> impl Iterator<Item = &Place> {
        self.places.iter().filter(|p| p.primary)
    }
}

/// What a check asks of rustc beyond compiling.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Lints {
    /// Only what the names mean: rustc expands the macros, resolves every
    /// path and import, and stops before the types (`--emit=dep-info`),
    /// so its errors are those of names alone (unresolved paths, imports
    /// and macros, a private item re-exported), in a tenth of a check's
    /// time on a whole crate.
    Names,
    /// Nothing: only whether it compiles.
    None,
    /// The lints that find what is unused, whatever the code allows.
    Unused,
    /// The lints as a judge's compiler has them: those that deny stop it.
    Deny,
}

const BUNDLE: &str = "bundle.rs";

fn place(v: &serde_json::Value) -> Option<Place> {
    if v["file_name"].as_str()? != BUNDLE {
        return None;
    }
    let start = v["byte_start"].as_u64()? as usize;
    let end = v["byte_end"].as_u64()? as usize;
    // The outermost call: follow the expansions out.
    let mut outer = None;
    let mut e = &v["expansion"];
    while e.is_object() {
        let s = &e["span"];
        if s["file_name"].as_str() == Some(BUNDLE) {
            outer = s["byte_start"].as_u64().map(|b| b as usize);
        }
        e = &s["expansion"];
    }
    Some(Place {
        range: start..end,
        primary: v["is_primary"].as_bool().unwrap_or(false),
        outer,
    })
}

fn diag(v: &serde_json::Value) -> Diag {
    Diag {
        level: v["level"].as_str().unwrap_or("").to_string(),
        code: v["code"]["code"].as_str().map(str::to_string),
        message: v["message"].as_str().unwrap_or("").to_string(),
        said: v["children"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| &c["message"])
            .chain(
                v["spans"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|s| &s["label"]),
            )
            .filter_map(|m| m.as_str().map(str::to_string))
            .collect(),
        places: v["spans"]
            .as_array()
            .map(|s| s.iter().filter_map(place).collect())
            .unwrap_or_default(),
    }
}

/// Checks `text` as a binary crate of `edition` with `rustc` (the extra
/// arguments name external crates): its diagnostics.
pub(crate) fn check(
    rustc: &Rustc,
    text: &str,
    edition: &str,
    extra: &[OsString],
    lints: Lints,
) -> Result<Vec<Diag>, Failure> {
    in_scratch(text, |dir| run(rustc, dir, edition, extra, lints))
}

/// `f` on a scratch folder that holds `text` as [`BUNDLE`], removed after.
fn in_scratch<T>(text: &str, f: impl FnOnce(&Path) -> Result<T, Failure>) -> Result<T, Failure> {
    let dir = crate::check::scratch_dir();
    let failed = |e: std::io::Error| Failure::new(format!("{}: {e}", dir.display()));
    std::fs::create_dir_all(&dir).map_err(failed)?;
    let result = std::fs::write(dir.join(BUNDLE), text)
        .map_err(failed)
        .and_then(|()| f(&dir));
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn run(
    rustc: &Rustc,
    dir: &Path,
    edition: &str,
    extra: &[OsString],
    lints: Lints,
) -> Result<Vec<Diag>, Failure> {
    let mut cmd = Command::new(&rustc.path);
    cmd.current_dir(dir)
        .args([
            "--edition",
            edition,
            "--crate-type",
            "bin",
            "--crate-name",
            "bundle",
        ])
        .args(match lints {
            Lints::Names => ["--emit=dep-info", "-o", "bundle.d"],
            _ => ["--emit=metadata", "-o", "bundle.rmeta"],
        })
        .arg("--error-format=json")
        // As judges compile: no debug assertions, wrapping overflow.
        .args(["-C", "debug-assertions=off", "-C", "overflow-checks=off"])
        .arg(BUNDLE)
        .args(extra);
    match lints {
        Lints::Unused => {
            // A crate's lints that deny do not stop the analysis (cargo
            // caps a dependency's lints too).
            cmd.args(["--cap-lints", "warn"]);
            for l in ["dead_code", "unused_imports", "unused_macros"] {
                cmd.arg("--force-warn").arg(l);
            }
        }
        Lints::None | Lints::Names => {
            cmd.args(["--cap-lints", "allow"]);
        }
        Lints::Deny => {}
    }
    let out = cmd
        .env_remove("RUSTFLAGS")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Failure::new(format!("cannot run rustc: {e}")))?;
    Ok(String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .map(|v| diag(&v))
        .collect())
}

/// The functions rustc generates for `text` (a binary crate of `edition`)
/// without optimizing, as judges' compilers configure it otherwise: each
/// name demangled, without hashes (`<cp_games::grid::Grid as
/// core::fmt::Display>::fmt`). Those are what the program can call: in a
/// binary, rustc generates only functions reachable from `main` (through
/// calls, function pointers and the tables of `dyn` values), and with no
/// LLVM pass at all none is inlined away. With `debug`, as a judge's
/// compiler without `-O` has it (debug assertions on). `None` when it does
/// not compile.
pub(crate) fn generated(
    rustc: &Rustc,
    text: &str,
    edition: &str,
    extra: &[OsString],
    debug: bool,
) -> Result<Option<Vec<String>>, Failure> {
    in_scratch(text, |dir| functions(rustc, dir, edition, extra, debug))
}

fn functions(
    rustc: &Rustc,
    dir: &Path,
    edition: &str,
    extra: &[OsString],
    debug: bool,
) -> Result<Option<Vec<String>>, Failure> {
    let on = if debug { "on" } else { "off" };
    let out = Command::new(&rustc.path)
        .current_dir(dir)
        .args(["--edition", edition, "--crate-type", "bin"])
        .args(["--crate-name", "bundle", "--cap-lints", "allow"])
        .args(["--emit=llvm-ir", "-o", "bundle.ll"])
        .args(["-C", "opt-level=0", "-C", "no-prepopulate-passes"])
        .args(["-C", "codegen-units=1", "-C", "symbol-mangling-version=v0"])
        .arg("-C")
        .arg(format!("debug-assertions={on}"))
        .arg("-C")
        .arg(format!("overflow-checks={on}"))
        .arg(BUNDLE)
        .args(extra)
        .env_remove("RUSTFLAGS")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Failure::new(format!("cannot run rustc: {e}")))?;
    if !out.status.success() {
        return Ok(None);
    }
    let ir = std::fs::read_to_string(dir.join("bundle.ll"))
        .map_err(|e| Failure::new(format!("{}: {e}", dir.display())))?;
    Ok(Some(
        ir.lines()
            .filter(|l| l.starts_with("define "))
            .filter_map(|l| {
                let name = l.split_once(" @")?.1.trim_start_matches('"');
                let end = name
                    .find(|c: char| {
                        !(c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
                    })
                    .unwrap_or(name.len());
                let name = &name[..end];
                name.starts_with("_R")
                    .then(|| format!("{:#}", rustc_demangle::demangle(name)))
            })
            .collect(),
    ))
}
