//! What cargo builds for the binary: `cargo build --bin NAME` with the
//! options' features, read from its messages. It tells what no manifest
//! says alone: the features each crate is compiled with for this binary
//! (not those a dev-dependency, a build-dependency or another platform's
//! dependency turns on), the cfgs and variables build scripts set, the
//! libraries (for checking bundles that use a judge's crates, and for
//! compiling a crate on its own) and the binary itself (to compare the
//! bundle's answers with).

use crate::cargo::{Message, PackageId};
use crate::{Failure, Options};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// What one `cargo build` of the binary made.
#[derive(Default)]
pub(crate) struct Built {
    /// The features each package's library was compiled with.
    pub features: HashMap<PackageId, BTreeSet<String>>,
    /// Each package's library file (`.rlib`, or the shared object of a
    /// proc-macro crate).
    pub libs: HashMap<PackageId, PathBuf>,
    /// The cfgs each package's build script set (`name`, `name="value"`).
    pub cfgs: HashMap<PackageId, BTreeSet<String>>,
    /// The variables each package's build script set.
    pub env: HashMap<PackageId, BTreeMap<String, String>>,
    /// The binary, and the features it was compiled with.
    pub exe: Option<PathBuf>,
    pub bin_features: BTreeSet<String>,
    /// How the binary was compiled where that differs from a judge's
    /// `rustc -O` (debug assertions or overflow checks on), in words.
    pub profile_differs: Option<String>,
}

impl Built {
    /// Whether the build compiled a library of package `id`.
    pub(crate) fn has(&self, id: &PackageId) -> bool {
        self.features.contains_key(id)
    }
}

/// The options' features as cargo's arguments, for `cargo metadata` and
/// `cargo build` alike.
pub(crate) fn features(opts: &Options, cmd: &mut Command) {
    for f in &opts.features {
        cmd.arg("--features").arg(f);
    }
    if opts.all_features {
        cmd.arg("--all-features");
    }
    if opts.no_default_features {
        cmd.arg("--no-default-features");
    }
}

/// Builds binary `bin` of package `package` (manifest `manifest`) as the
/// options ask; `run`: the binary itself is wanted, built as a judge
/// builds it (the release profile: no debug assertions, wrapping
/// overflow), to run beside the bundle; else
/// `cargo check` tells the rest, with metadata in place of libraries
/// (enough to check a bundle against).
pub(crate) fn build(
    opts: &Options,
    package: &str,
    manifest: &std::path::Path,
    bin: &str,
    run: bool,
) -> Result<Built, Failure> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(&opts.cwd)
        .arg(if run { "build" } else { "check" })
        .args(if run { &["--release"][..] } else { &[][..] })
        .arg("--message-format=json-render-diagnostics")
        .arg("-p")
        .arg(package)
        .arg("--bin")
        .arg(bin)
        .arg("--manifest-path")
        .arg(manifest);
    features(opts, &mut cmd);
    if let Some(dir) = &opts.target_dir {
        cmd.arg("--target-dir").arg(opts.cwd.join(dir));
    }
    let out = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Failure::new(format!("cannot run cargo build: {e}")))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first = stderr
            .lines()
            .find(|l| l.starts_with("error"))
            .unwrap_or("it failed");
        let at = stderr
            .lines()
            .find_map(|l| l.trim_start().strip_prefix("--> "))
            .map(|l| format!(" ({l})"))
            .unwrap_or_default();
        return Err(Failure::new(format!(
            "the binary `{bin}` does not build: cargo {}: {first}{at}",
            if run { "build" } else { "check" }
        )));
    }
    let mut built = Built::default();
    for msg in Message::parse_stream(&out.stdout) {
        match msg {
            Message::Artifact(a) => {
                let kinds = &a.target_kind;
                let lib = kinds.iter().any(|k| k == "lib" || k == "rlib");
                if lib {
                    built
                        .features
                        .insert(a.package_id.clone(), a.features.iter().cloned().collect());
                    let file = a
                        .filenames
                        .iter()
                        .find(|f| f.extension().is_some_and(|x| x == "rlib"))
                        .or_else(|| {
                            a.filenames
                                .iter()
                                .find(|f| f.extension().is_some_and(|x| x == "rmeta"))
                        });
                    if let Some(file) = file {
                        built.libs.insert(a.package_id.clone(), file.clone());
                    }
                } else if kinds.iter().any(|k| k == "proc-macro") {
                    built.features.insert(a.package_id.clone(), BTreeSet::new());
                    if let Some(so) = a.filenames.first() {
                        built.libs.insert(a.package_id.clone(), so.clone());
                    }
                } else if kinds.iter().any(|k| k == "bin") && a.target_name == bin {
                    built.exe = a.executable;
                    built.bin_features = a.features.into_iter().collect();
                    let mut on = Vec::new();
                    if a.debug_assertions {
                        on.push("debug assertions");
                    }
                    if a.overflow_checks {
                        on.push("overflow checks");
                    }
                    if run && !on.is_empty() {
                        built.profile_differs = Some(format!(
                            "the binary's release profile has {} on, which a judge's `rustc -O` has off",
                            on.join(" and ")
                        ));
                    }
                }
            }
            Message::BuildScript {
                package_id,
                cfgs,
                env,
            } => {
                built
                    .cfgs
                    .insert(package_id.clone(), cfgs.into_iter().collect());
                built.env.insert(package_id, env.into_iter().collect());
            }
        }
    }
    Ok(built)
}
