//! What cargo knows: the package and binary to bundle, and every crate the
//! binary may name, with its source, features and license (`cargo
//! metadata`, and the build of the binary, [`crate::built`]).
//!
//! A crate is carried into the bundle (copied, as a module) when it is a
//! library of Rust code, from any source: a path, git or a registry. In the
//! AtCoder flavour the crates AtCoder installs stay external crates of the
//! bundle. A proc-macro crate, a crate with a build script and a crate the
//! build did not compile for this binary are not carried: each is refused
//! where the code that stays names it.

use crate::built::Built;
use crate::cargo::{DependencyKind, Metadata, Node, Package, PackageId, Target};
use crate::{Failure, Flavour, Options};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// The crates AtCoder's judge installs (its 2023 and 2025 language
/// updates), by package name: an AtCoder bundle may use them as external
/// crates.
pub const ATCODER_CRATES: &[&str] = &[
    "ac-library-rs",
    "alga",
    "amplify",
    "amplify_derive",
    "amplify_num",
    "argio",
    "ascii",
    "az",
    "bitset-fixed",
    "bitvec",
    "bstr",
    "btreemultimap",
    "counter",
    "easy-ext",
    "either",
    "fixedbitset",
    "getrandom",
    "glidesort",
    "hashbag",
    "im-rc",
    "indexing",
    "indexmap",
    "itertools",
    "itertools-num",
    "lazy_static",
    "libm",
    "maplit",
    "memoise",
    "multimap",
    "multiversion",
    "nalgebra",
    "ndarray",
    "num",
    "num-bigint",
    "num-complex",
    "num-derive",
    "num-integer",
    "num-iter",
    "num-rational",
    "num-traits",
    "omniswap",
    "once_cell",
    "ordered-float",
    "pathfinding",
    "permutohedron",
    "petgraph",
    "proconio",
    "rand",
    "rand_chacha",
    "rand_core",
    "rand_distr",
    "rand_hc",
    "rand_pcg",
    "recur-fn",
    "regex",
    "rustc-hash",
    "smallvec",
    "static_assertions",
    "superslice",
    "tap",
    "text_io",
    "varisat",
];

/// The key of the bundler's own table in a package's
/// `[package.metadata]`.
pub const METADATA_KEY: &str = "cp-bundle";

/// One crate of the bundle: the binary (index 0) or a library it carries.
pub(crate) struct Krate {
    pub id: PackageId,
    pub package: String,
    pub version: String,
    /// Its edition: "2015", "2018", "2021" or "2024".
    pub edition: String,
    /// Whether it is the binary (else a library).
    pub binary: bool,
    pub license: Option<String>,
    /// Its root source file.
    pub root: PathBuf,
    /// Its package's folder.
    pub dir: PathBuf,
    /// The features on in the bundle.
    pub features: BTreeSet<String>,
    /// The features cargo built it with (the bundle's, and those the
    /// bundle leaves out): what its code sees beside the crates cargo
    /// built for it.
    pub built_features: BTreeSet<String>,
    /// The cfgs its build script set, as `name` or `name="value"`.
    pub cfgs: BTreeSet<String>,
    /// The name rustc knows the crate by (`module_path!()` starts with it).
    pub crate_name: String,
    /// What `file!()` paths are relative to: the workspace's root for a
    /// member of it (as cargo passes them to rustc), else none (absolute).
    pub file_base: Option<PathBuf>,
    /// The crates its code may name, by the name it uses.
    pub externs: BTreeMap<String, Extern>,
    /// What `env!("CARGO_...")` gives in it.
    pub env: BTreeMap<String, String>,
}

/// A crate as another crate's code names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Extern {
    /// Carried in the bundle, as this crate (an index into the krates).
    Carried(usize),
    /// An external crate the judge has (the AtCoder flavour): its package
    /// id, to check the bundle against the library cargo built, and its
    /// crate's name.
    Judge { id: PackageId, krate: String },
    /// An external crate the judge lacks, by package name, with the reason
    /// a bundle cannot carry it, and its crate's name.
    Missing {
        id: PackageId,
        package: String,
        why: String,
        krate: String,
    },
}

/// What to bundle.
pub(crate) struct Plan {
    pub krates: Vec<Krate>,
    /// The binary's name, as `--bin` takes it.
    pub bin: String,
    /// The folder paths in messages are relative to.
    pub cwd: PathBuf,
    /// The binary cargo built, and the libraries it built for it.
    pub exe: Option<PathBuf>,
    pub libs: HashMap<PackageId, PathBuf>,
    /// How the binary's profile differs from a judge's `rustc -O`.
    pub profile_differs: Option<String>,
    /// The files of the workspace's packages and of the local crates the
    /// binary uses (manifests, lock file, targets' sources, build
    /// scripts): `-o` never writes over them.
    pub own_files: Vec<PathBuf>,
    /// cargo's target folder (the bundler keeps what it may use again in
    /// `cp-bundle/` there).
    pub target_dir: PathBuf,
    /// The settings of the command line and of the binary's package's
    /// `[package.metadata.cp-bundle]` table.
    pub settings: crate::Settings,
    /// The sample inputs the settings ask for (a folder's, or those found
    /// in the usual places), and where; none with `Samples::Off`.
    pub found: Option<(Vec<PathBuf>, String)>,
}

/// Runs `cargo metadata` for the options' package.
fn metadata(opts: &Options) -> Result<Metadata, Failure> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = std::process::Command::new(cargo);
    cmd.current_dir(&opts.cwd)
        .args(["metadata", "--format-version", "1"]);
    if let Some(m) = &opts.manifest_path {
        cmd.arg("--manifest-path").arg(opts.cwd.join(m));
    }
    crate::built::features(opts, &mut cmd);
    let out = cmd
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| Failure::new(format!("cargo metadata: cannot run cargo: {e}")))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        return Err(Failure::new(format!(
            "cargo metadata: {}",
            cargo_error(&stderr)
        )));
    }
    Metadata::parse(&out.stdout).map_err(|e| Failure::new(format!("cargo metadata: {e}")))
}

/// Cargo's error in one line: its `error:` line and the last reason it
/// gives under "Caused by", with what to do when cargo is older than the
/// package's edition.
pub(crate) fn cargo_error(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    let first = lines
        .iter()
        .find_map(|l| l.strip_prefix("error: "))
        .unwrap_or_else(|| lines.first().copied().unwrap_or("it failed"));
    let cause = lines
        .iter()
        .rposition(|l| l.trim() == "Caused by:")
        .and_then(|i| lines[i + 1..].iter().find(|l| !l.trim().is_empty()))
        .map(|l| l.trim());
    let mut out = match cause {
        Some(c) => format!("{first}: {c}"),
        None => first.to_string(),
    };
    if out.contains("older than the `2024` edition")
        || out.contains("feature `edition2024` is required")
    {
        out.push_str(
            " (run cargo cp-bundle with your default toolchain and --toolchain 1.70 to check the bundle with Rust 1.70)",
        );
    }
    out
}

/// The binary targets of a package.
fn bins(p: &Package) -> impl Iterator<Item = &Target> {
    p.targets.iter().filter(|t| t.is_bin())
}

fn canonical(p: &Path) -> PathBuf {
    p.canonicalize().unwrap_or_else(|_| p.to_path_buf())
}

/// Picks the package and binary the options name.
fn select<'m>(meta: &'m Metadata, opts: &Options) -> Result<(&'m Package, &'m Target), Failure> {
    let members = meta.workspace_packages();
    let members: Vec<&Package> = match &opts.package {
        Some(name) => {
            let found: Vec<&Package> = members
                .iter()
                .copied()
                .filter(|p| &p.name == name)
                .collect();
            if found.is_empty() {
                let names: Vec<&str> = members.iter().map(|p| p.name.as_str()).collect();
                return Err(Failure::new(format!(
                    "no package `{name}` in this workspace (packages: {})",
                    names.join(", ")
                )));
            }
            found
        }
        None => members,
    };
    // The package whose folder holds the current one, if any: the one
    // cargo itself would pick.
    let cwd = canonical(&opts.cwd);
    let here = members
        .iter()
        .copied()
        .filter(|p| {
            let dir = p.manifest_path.parent().map(canonical);
            dir.is_some_and(|d| cwd.starts_with(d))
        })
        .max_by_key(|p| p.manifest_path.as_os_str().len());
    let listed = |pkgs: &[&Package]| -> String {
        let mut names: Vec<String> = Vec::new();
        for p in pkgs {
            names.extend(bins(p).map(|t| t.name.clone()));
        }
        names.sort();
        if names.is_empty() {
            "none".to_string()
        } else {
            names.join(", ")
        }
    };
    let scope: Vec<&Package> = match (here, &opts.package) {
        (Some(h), None) if opts.bin.is_none() && opts.file.is_none() => vec![h],
        _ => members.clone(),
    };

    if let Some(file) = &opts.file {
        let want = canonical(&opts.cwd.join(file));
        for p in &members {
            for t in bins(p) {
                if canonical(&t.src_path) == want {
                    return Ok((p, t));
                }
            }
        }
        return Err(Failure::new(if want.is_file() {
            format!(
                "{} is not the main file of a binary of this workspace (binaries: {})",
                file.display(),
                listed(&members)
            )
        } else {
            format!("no file {}", file.display())
        }));
    }
    if let Some(name) = &opts.bin {
        // The package of the current folder first, as cargo does.
        if let Some(h) = here.filter(|_| opts.package.is_none()) {
            if let Some(t) = bins(h).find(|t| &t.name == name) {
                return Ok((h, t));
            }
        }
        let found: Vec<(&Package, &Target)> = members
            .iter()
            .flat_map(|p| bins(p).filter(|t| &t.name == name).map(move |t| (*p, t)))
            .collect();
        let near: Vec<&Package> = match here.filter(|_| opts.package.is_none()) {
            Some(h) => vec![h],
            None => members.clone(),
        };
        return match found.as_slice() {
            [one] => Ok(*one),
            [] => Err(Failure::new(format!(
                "no binary `{name}` (binaries: {})",
                listed(&near)
            ))),
            many => {
                let names: Vec<&str> = many.iter().map(|(p, _)| p.name.as_str()).collect();
                Err(Failure::usage(format!(
                    "binary `{name}` is in packages {}: choose one with -p",
                    names.join(" and ")
                )))
            }
        };
    }
    let all: Vec<(&Package, &Target)> = scope
        .iter()
        .flat_map(|p| bins(p).map(move |t| (*p, t)))
        .collect();
    match all.as_slice() {
        [one] => Ok(*one),
        [] => Err(Failure::new("no binary to bundle: this package has none")),
        _ => Err(Failure::usage(format!(
            "which binary? give --bin NAME or a file (binaries: {})",
            listed(&scope)
        ))),
    }
}

/// The crates of the metadata, by id, and the resolved nodes.
struct Graph<'m> {
    packages: HashMap<&'m PackageId, &'m Package>,
    nodes: HashMap<&'m PackageId, &'m Node>,
    flavour: Flavour,
    members: BTreeSet<PackageId>,
    workspace_root: PathBuf,
    built: &'m Built,
}

impl<'m> Graph<'m> {
    fn package(&self, id: &PackageId) -> &'m Package {
        self.packages[id]
    }

    /// The library a package offers other crates (not a proc-macro).
    fn library(p: &Package) -> Option<&Target> {
        p.targets
            .iter()
            .find(|t| t.kind.iter().any(|k| k == "lib" || k == "rlib"))
    }

    /// Why the bundle cannot copy this package's library, if it cannot.
    fn not_carried(p: &Package) -> Option<&'static str> {
        let kinds = || p.targets.iter().flat_map(|t| t.kind.iter());
        if kinds().any(|k| k == "proc-macro") {
            Some("it is a proc-macro crate, which runs in the compiler")
        } else if Self::library(p).is_none() {
            Some("it has no library of Rust code")
        } else if kinds().any(|k| k == "custom-build") {
            Some("it has a build script, which a bundle cannot run")
        } else {
            None
        }
    }

    /// Whether the bundle copies this package's library.
    fn carries(&self, p: &Package) -> bool {
        Self::not_carried(p).is_none() && !self.judge_has(p)
    }

    /// Whether the judge has this package as an external crate.
    fn judge_has(&self, p: &Package) -> bool {
        self.flavour == Flavour::AtCoder && ATCODER_CRATES.contains(&p.name.as_str())
    }

    /// The package a dependency key of `p`'s manifest (`cp-games`, a
    /// rename) resolved to, if it is on.
    fn dependency(&self, p: &Package, key: &str) -> Option<&'m Package> {
        let key = key.trim_end_matches('?');
        let dep = p
            .dependencies
            .iter()
            .find(|d| d.rename.as_deref().unwrap_or(&d.name) == key)?;
        let node = self.nodes.get(&p.id)?;
        node.deps
            .iter()
            .map(|d| self.package(&d.pkg))
            .find(|q| q.name == dep.name)
    }

    /// Whether the bundle can have what dependency `key` of `p` gives.
    fn dependency_carried(&self, p: &Package, key: &str) -> bool {
        match self.dependency(p, key) {
            Some(q) => Self::not_carried(q).is_none() || self.judge_has(q),
            None => true,
        }
    }

    /// The features a package's own `[package.metadata.cp-bundle]` table
    /// leaves out of judge files.
    fn leave_out(p: &Package) -> Vec<String> {
        p.metadata
            .get(METADATA_KEY)
            .and_then(|m| m.get("leave-out"))
            .and_then(|l| l.as_array())
            .map(|l| {
                l.iter()
                    .filter_map(|f| f.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Whether feature `f` of `p` is left out of judge files: listed as
    /// such, or turning on a feature that is, or a crate the judge lacks.
    fn left_out(&self, p: &Package, f: &str, seen: &mut BTreeSet<(String, String)>) -> bool {
        if !seen.insert((p.name.clone(), f.to_string())) {
            return false;
        }
        if Self::leave_out(p).iter().any(|x| x == f) {
            return true;
        }
        let Some(entries) = p.features.get(f) else {
            // An optional dependency's own feature.
            return !self.dependency_carried(p, f);
        };
        for e in entries {
            if let Some(dep) = e.strip_prefix("dep:") {
                if !self.dependency_carried(p, dep) {
                    return true;
                }
            } else if let Some((dep, g)) = e.split_once('/') {
                if !self.dependency_carried(p, dep) {
                    return true;
                }
                if let Some(q) = self.dependency(p, dep) {
                    if self.left_out(q, g, seen) {
                        return true;
                    }
                }
            } else if p.features.contains_key(e.as_str()) {
                if self.left_out(p, e, seen) {
                    return true;
                }
            } else if !self.dependency_carried(p, e) {
                return true;
            }
        }
        false
    }

    /// The crate of target `t` of package `p`: the binary, or a library
    /// the bundle carries (as a module of its name), its externs to come.
    fn krate(&self, p: &Package, t: &Target, binary: bool) -> Krate {
        let name = t.name.replace('-', "_");
        Krate {
            id: p.id.clone(),
            package: p.name.clone(),
            version: p.version.clone(),
            edition: t.edition.clone(),
            binary,
            license: p.license.clone(),
            root: t.src_path.clone(),
            dir: p
                .manifest_path
                .parent()
                .map(Path::to_path_buf)
                .unwrap_or_default(),
            features: self.features(p, binary),
            built_features: self.built_features(p, binary),
            cfgs: self.built.cfgs.get(&p.id).cloned().unwrap_or_default(),
            crate_name: name.clone(),
            file_base: self
                .members
                .contains(&p.id)
                .then(|| self.workspace_root.clone()),
            externs: BTreeMap::new(),
            env: {
                let mut env = environment(p, &name, binary.then_some(t.name.as_str()));
                if let Some(set) = self.built.env.get(&p.id) {
                    env.extend(set.clone());
                }
                env
            },
        }
    }

    /// The features of `p` that are on in the bundle: those it was
    /// compiled with for the binary (`binary`: those of the binary's
    /// target), less those a judge file leaves out.
    fn features(&self, p: &Package, binary: bool) -> BTreeSet<String> {
        self.built_features(p, binary)
            .into_iter()
            .filter(|f| !self.left_out(p, f, &mut BTreeSet::new()))
            .collect()
    }

    /// The features cargo built package `p`'s crate with.
    fn built_features(&self, p: &Package, binary: bool) -> BTreeSet<String> {
        let on = if binary {
            Some(&self.built.bin_features)
        } else {
            self.built.features.get(&p.id)
        };
        on.into_iter().flatten().cloned().collect()
    }
}

/// `env!` values cargo gives a crate of package `p`.
fn environment(p: &Package, crate_name: &str, bin: Option<&str>) -> BTreeMap<String, String> {
    let v = &p.version;
    // `major.minor.patch`, then `-pre` and `+build` where it has them.
    let core = v.split('+').next().unwrap_or_default();
    let (numbers, pre) = core.split_once('-').unwrap_or((core, ""));
    let mut numbers = numbers.split('.');
    let mut env = BTreeMap::new();
    let mut set = |k: &str, v: String| {
        env.insert(k.to_string(), v);
    };
    set("CARGO_PKG_NAME", p.name.clone());
    set("CARGO_PKG_VERSION", v.to_string());
    for key in ["MAJOR", "MINOR", "PATCH"] {
        set(
            &format!("CARGO_PKG_VERSION_{key}"),
            numbers.next().unwrap_or("").to_string(),
        );
    }
    set("CARGO_PKG_VERSION_PRE", pre.to_string());
    set("CARGO_PKG_AUTHORS", p.authors.join(":"));
    set(
        "CARGO_PKG_DESCRIPTION",
        p.description.clone().unwrap_or_default(),
    );
    set("CARGO_PKG_LICENSE", p.license.clone().unwrap_or_default());
    set(
        "CARGO_PKG_REPOSITORY",
        p.repository.clone().unwrap_or_default(),
    );
    set("CARGO_PKG_HOMEPAGE", p.homepage.clone().unwrap_or_default());
    set(
        "CARGO_PKG_RUST_VERSION",
        p.rust_version.clone().unwrap_or_default(),
    );
    set("CARGO_CRATE_NAME", crate_name.to_string());
    if let Some(b) = bin {
        set("CARGO_BIN_NAME", b.to_string());
    }
    env
}

/// The files `-o` must not write over: of every package given by path
/// (the workspace's members and path dependencies), its manifest, its
/// targets' sources and build scripts, every `.rs` file in its `src/`,
/// `tests/`, `examples/` and `benches/`, and the workspace's lock file and
/// manifest.
fn own_files(meta: &Metadata) -> Vec<PathBuf> {
    let mut out = vec![
        meta.workspace_root.join("Cargo.toml"),
        meta.workspace_root.join("Cargo.lock"),
    ];
    let target = canonical(&meta.target_directory);
    for p in meta.packages.iter().filter(|p| p.source.is_none()) {
        out.push(p.manifest_path.clone());
        for t in &p.targets {
            out.push(t.src_path.clone());
        }
        if let Some(dir) = p.manifest_path.parent() {
            let mut stack: Vec<PathBuf> = ["src", "tests", "examples", "benches"]
                .iter()
                .map(|s| dir.join(s))
                .collect();
            while let Some(d) = stack.pop() {
                if canonical(&d) == target {
                    continue;
                }
                let Ok(entries) = std::fs::read_dir(&d) else {
                    continue;
                };
                for e in entries.flatten() {
                    let path = e.path();
                    let Ok(kind) = e.file_type() else { continue };
                    if kind.is_dir() {
                        let hidden = path
                            .file_name()
                            .is_some_and(|n| n.to_string_lossy().starts_with('.') || n == "target");
                        if !hidden {
                            stack.push(path);
                        }
                    } else if path.extension().is_some_and(|x| x == "rs") {
                        out.push(path);
                    }
                }
            }
        }
    }
    out.iter().map(|p| canonical(p)).collect()
}

/// Works out what to bundle.
/// With `--lean`, the feature that turns on cp-games' judge flavour for
/// the binary: `lean` when the binary is cp-games' own, else
/// `<dependency>/lean` for the binary's package's dependency on cp-games
/// (under its name or a rename).
fn lean_feature(opts: &Options) -> Result<Option<String>, Failure> {
    if !opts.lean {
        return Ok(None);
    }
    let meta = metadata(opts)?;
    let (pkg, _) = select(&meta, opts)?;
    if pkg.name == "cp-games" {
        return Ok(Some("lean".into()));
    }
    let dep = pkg
        .dependencies
        .iter()
        .find(|d| d.name == "cp-games" && d.kind == DependencyKind::Normal)
        .ok_or_else(|| {
            Failure::new(format!(
                "--lean chooses cp-games' judge flavour, and package {} does not depend on cp-games",
                pkg.name
            ))
        })?;
    Ok(Some(format!(
        "{}/lean",
        dep.rename.as_deref().unwrap_or(&dep.name)
    )))
}

pub(crate) fn plan(opts: &Options) -> Result<Plan, Failure> {
    let lean;
    let (opts, meta) = match lean_feature(opts)? {
        Some(feature) => {
            lean = Options {
                features: [opts.features.clone(), vec![feature]].concat(),
                ..opts.clone()
            };
            (&lean, metadata(&lean)?)
        }
        None => (opts, metadata(opts)?),
    };
    let (pkg, bin) = select(&meta, opts)?;
    let dir = pkg
        .manifest_path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let settings = crate::Settings::of(
        pkg.metadata.get(METADATA_KEY),
        &pkg.manifest_path,
        &dir,
        opts,
    )?;
    let found = match &settings.samples {
        crate::Samples::Off => None,
        crate::Samples::Folder(d) => Some(crate::run::find(
            Some(&opts.cwd.join(d)),
            &dir,
            &opts.cwd,
            &bin.name,
        )?),
        crate::Samples::Found => Some(crate::run::find(None, &dir, &opts.cwd, &bin.name)?),
    };
    // The binary itself is built (a release build) only where the bundle
    // is to run beside it: sample inputs given, named in the package's
    // table, or found in the usual places. Else `cargo check` tells the
    // rest, in a fraction of the time.
    let run = match &settings.samples {
        crate::Samples::Off => false,
        crate::Samples::Folder(_) => true,
        crate::Samples::Found => found.as_ref().is_some_and(|(list, _)| !list.is_empty()),
    };
    let built = crate::built::build(opts, &pkg.name, &pkg.manifest_path, &bin.name, run)?;
    let resolve = meta
        .resolve
        .as_ref()
        .ok_or_else(|| Failure::new("cargo metadata gave no dependency graph"))?;
    let graph = Graph {
        packages: meta.packages.iter().map(|p| (&p.id, p)).collect(),
        nodes: resolve.iter().map(|n| (&n.id, n)).collect(),
        flavour: opts.flavour,
        members: meta.workspace_members.iter().cloned().collect(),
        workspace_root: meta.workspace_root.clone(),
        built: &built,
    };
    let mut krates = vec![graph.krate(pkg, bin, true)];
    // Libraries carried, by package id; filled breadth first.
    let mut carried: HashMap<&PackageId, usize> = HashMap::new();
    let mut queue: Vec<(usize, &Package)> = vec![(0, pkg)];
    let mut next = 0;
    while next < queue.len() {
        let (k, p) = queue[next];
        next += 1;
        let mut deps: Vec<(String, &Package)> = Vec::new();
        if k == 0 {
            // A binary names its own package's library as a crate.
            if let Some(lib) = Graph::library(p) {
                deps.push((lib.name.replace('-', "_"), p));
            }
        }
        if let Some(node) = graph.nodes.get(&p.id) {
            for d in &node.deps {
                // Only what the build of the binary compiled: not a
                // dev-dependency, nor another platform's.
                let normal = d.dep_kinds.contains(&DependencyKind::Normal);
                if normal && built.has(&d.pkg) {
                    deps.push((d.name.clone(), graph.package(&d.pkg)));
                }
            }
        }
        for (name, q) in deps {
            let ext = if graph.carries(q) {
                let index = match carried.get(&q.id) {
                    Some(&i) => i,
                    None => {
                        let lib = Graph::library(q).expect("a carried crate has a library");
                        let i = krates.len();
                        krates.push(graph.krate(q, lib, false));
                        carried.insert(&q.id, i);
                        queue.push((i, q));
                        i
                    }
                };
                Extern::Carried(index)
            } else {
                let krate = q
                    .targets
                    .iter()
                    .find(|t| {
                        t.kind
                            .iter()
                            .any(|k| k == "lib" || k == "rlib" || k == "proc-macro")
                    })
                    .map_or_else(|| q.name.replace('-', "_"), |t| t.name.replace('-', "_"));
                if graph.judge_has(q) {
                    Extern::Judge {
                        id: q.id.clone(),
                        krate,
                    }
                } else {
                    Extern::Missing {
                        id: q.id.clone(),
                        package: q.name.clone(),
                        why: Graph::not_carried(q).unwrap_or("").to_string(),
                        krate,
                    }
                }
            };
            krates[k].externs.insert(name, ext);
        }
    }
    Ok(Plan {
        krates,
        bin: bin.name.clone(),
        cwd: opts.cwd.clone(),
        exe: built.exe.clone(),
        libs: built.libs.clone(),
        profile_differs: built.profile_differs.clone(),
        own_files: own_files(&meta),
        target_dir: match &opts.target_dir {
            Some(d) => opts.cwd.join(d),
            None => meta.target_directory.clone(),
        },
        settings,
        found,
    })
}
