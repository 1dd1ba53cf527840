//! The compilers: the one cargo uses (which reads the package's crates on
//! their own, for their editions), and the one the bundle is checked
//! with, as the judge would compile it: a toolchain named through rustup
//! (`--toolchain 1.70`), or the rustc in use.

use crate::Failure;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A rustc, and its version.
#[derive(Clone, Debug)]
pub(crate) struct Rustc {
    pub path: OsString,
    /// `rustc 1.70.0 (90c541806 2023-05-31)`
    pub version: String,
    /// 70 for Rust 1.70.
    pub minor: u32,
}

/// The minor version in a `rustc --version` line (0 when there is none).
pub(crate) fn minor(version: &str) -> u32 {
    version
        .split(['.', ' '])
        .nth(2)
        .and_then(|m| m.parse::<u32>().ok())
        .unwrap_or(0)
}

impl Rustc {
    fn at(path: OsString) -> Result<Rustc, Failure> {
        let out = Command::new(&path)
            .arg("--version")
            .stdin(Stdio::null())
            .output()
            .map_err(|e| Failure::new(format!("cannot run {}: {e}", Path::new(&path).display())))?;
        let version = String::from_utf8_lossy(&out.stdout).trim().to_string();
        if !out.status.success() || !version.starts_with("rustc ") {
            return Err(Failure::new(format!(
                "{} --version did not answer as rustc does",
                Path::new(&path).display()
            )));
        }
        let minor = minor(&version);
        Ok(Rustc {
            path,
            version,
            minor,
        })
    }

    /// The rustc cargo uses in `cwd`: `$RUSTC`, else rustup's (or the
    /// one on the PATH) as it answers there, found by its sysroot so that
    /// it stays the same in every folder it is run in (a crate's folder
    /// may name another toolchain in a `rust-toolchain` file).
    pub(crate) fn cargos(cwd: &Path) -> Result<Rustc, Failure> {
        if let Some(r) = std::env::var_os("RUSTC") {
            return Rustc::at(r);
        }
        let out = Command::new("rustc")
            .args(["--print", "sysroot"])
            .current_dir(cwd)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| Failure::new(format!("cannot run rustc: {e}")))?;
        let sysroot = String::from_utf8_lossy(&out.stdout).trim().to_string();
        let exe = PathBuf::from(&sysroot)
            .join("bin")
            .join(format!("rustc{}", std::env::consts::EXE_SUFFIX));
        if out.status.success() && exe.is_file() {
            Rustc::at(exe.into_os_string())
        } else {
            Rustc::at("rustc".into())
        }
    }

    /// The rustc of the rustup toolchain `name` (`1.70`, `stable`).
    pub(crate) fn toolchain(name: &str) -> Result<Rustc, Failure> {
        let out = Command::new("rustup")
            .args(["which", "--toolchain", name, "rustc"])
            .stdin(Stdio::null())
            .output()
            .map_err(|e| {
                Failure::new(format!(
                    "--toolchain {name} needs rustup, which cannot be run here ({e})"
                ))
            })?;
        if !out.status.success() {
            let stderr = String::from_utf8_lossy(&out.stderr);
            if stderr.contains("not installed") || stderr.contains("is not a directory") {
                return Err(Failure::new(format!(
                    "the toolchain {name} is not installed: `rustup toolchain install {name} --profile minimal` installs it"
                )));
            }
            let line = stderr
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("it failed")
                .trim_start_matches("error: ");
            return Err(Failure::new(format!(
                "--toolchain {name}: rustup which: {line}"
            )));
        }
        let path = String::from_utf8_lossy(&out.stdout).trim().to_string();
        Rustc::at(path.into())
    }

    /// The editions this rustc compiles that judges use: 2021, and 2024
    /// from Rust 1.85 on.
    pub(crate) fn has_edition(&self, edition: &str) -> bool {
        match edition {
            "2024" => self.minor >= 85,
            "2015" | "2018" | "2021" => true,
            _ => false,
        }
    }
}
