//! `cargo cp-bundle`: one source file a judge accepts, from a binary of any
//! cargo package that uses [cp-games] and crates of your own.
//!
//! ```text
//! cargo install --path bundler            # once, from a clone of cp-games
//! cargo cp-bundle --bin a > a.rs          # in your own package
//! cargo cp-bundle --atcoder --bin a -o a.rs
//! ```
//!
//! # What it does
//!
//! It asks cargo (`cargo metadata`) for the package, the binary and every
//! crate the binary may name, then:
//!
//! 1. reads the binary and each crate it carries — cp-games (from a path,
//!    git or a registry) and libraries given by path (your snippets crate,
//!    a workspace member) — with `syn`, following `mod x;` files;
//! 2. settles `#[cfg]`, `#[cfg_attr]` and `cfg!` as cargo resolved the
//!    features, less what a judge file leaves out: features listed under
//!    `[package.metadata.cp-bundle] leave-out` (cp-games lists `play`),
//!    features that turn those on, and features that need a crate
//!    the judge lacks; `test` is false;
//! 3. writes in what cargo and the file system give at compile time
//!    (`env!("CARGO_PKG_VERSION")`, `include_str!`);
//! 4. puts each carried crate in a module of its name (`mod cp_games`),
//!    with paths rewritten to resolve there (`cp_games::x` becomes
//!    `crate::cp_games::x`);
//! 5. drops every item the binary never reaches, following paths through
//!    modules and imports as the compiler does;
//! 6. refuses, with one `error:` line naming the file and line, what the
//!    code that stays may not hold: a crate the judge lacks (any crate but
//!    std and the carried ones; with `--atcoder`, AtCoder's crates stay
//!    external), or syntax newer than Rust 1.70;
//! 7. prints it without comments or documentation, one space a level, and
//!    compiles it first with the rustc in use, on edition 2021 and (Rust
//!    1.85 on) 2024: a bundle that does not compile is never printed.
//!
//! # Why these crates
//!
//! The tool never goes into a bundle, so it uses what serves it best:
//! `syn` reads Rust as the compiler does (every literal, comment and
//! nesting form, with line numbers for errors), `prettyplease` writes a
//! tree back as ordinary Rust, and `serde_json` reads what cargo writes in
//! JSON: `cargo metadata` (packages, targets, the resolved graph, sources)
//! and the messages of `cargo build` (features, build scripts' cfgs), in
//! the fields the bundler needs (module `cargo`). Their versions are
//! chosen to build with Rust 1.70.
//!
//! [cp-games]: https://docs.rs/cp-games

mod assemble;
mod built;
mod cargo;
mod cfg;
mod check;
mod edition;
mod extent;
mod filter;
mod impls;
mod lex;
mod macros;
mod minify;
mod output;
mod prune;
mod read;
mod resolve;
mod run;
mod rustc;
mod text;
mod toolchain;
mod workspace;

pub use check::{editions, rustc_version};
pub use output::write;
pub use workspace::{ATCODER_CRATES, METADATA_KEY};

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// Which judges a bundle is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Flavour {
    /// std only: any judge (Codeforces, Luogu, AcWing, AtCoder).
    #[default]
    Std,
    /// AtCoder: the crates AtCoder installs (proconio, itertools, ...)
    /// stay external crates of the bundle.
    AtCoder,
}

/// Codeforces' limit on the size of a submission, in bytes.
pub const SIZE_LIMIT: usize = 64 * 1024;

/// SPOJ's and CodeChef's limit on the size of a submission, in bytes.
pub const SMALL_LIMIT: usize = 50_000;

/// std's macros that a `use name;` in a module cannot name on Rust 1.70
/// when a `macro_rules!` of that name is there too (it is ambiguous with
/// std's prelude): a carried crate's exported macro of one of these names
/// is carried without a path to it.
pub(crate) const STD_MACROS: &[&str] = &[
    "assert",
    "assert_eq",
    "assert_ne",
    "cfg",
    "column",
    "compile_error",
    "concat",
    "dbg",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "env",
    "eprint",
    "eprintln",
    "file",
    "format",
    "format_args",
    "include",
    "include_bytes",
    "include_str",
    "line",
    "matches",
    "module_path",
    "option_env",
    "panic",
    "print",
    "println",
    "stringify",
    "thread_local",
    "todo",
    "unimplemented",
    "unreachable",
    "vec",
    "write",
    "writeln",
];

/// What to bundle, as the command line gives it.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The folder the command runs in: cargo looks for the package from
    /// here, and paths in messages are relative to it.
    pub cwd: PathBuf,
    pub manifest_path: Option<PathBuf>,
    /// `-p`: the package, in a workspace.
    pub package: Option<String>,
    /// `--bin`: the binary's name.
    pub bin: Option<String>,
    /// A binary's main file, instead of its name.
    pub file: Option<PathBuf>,
    pub flavour: Flavour,
    /// `--features`, `--all-features`, `--no-default-features`, as cargo
    /// takes them.
    pub features: Vec<String>,
    pub all_features: bool,
    pub no_default_features: bool,
    /// `--lean`: cp-games' judge flavour (its feature `lean`) in the
    /// binary and the bundle.
    pub lean: bool,
    /// `--target-dir`: where `cargo build` puts the binary and the
    /// libraries it builds for it (cargo's own default otherwise).
    pub target_dir: Option<PathBuf>,
    /// `--toolchain`: the rustup toolchain to check the bundle with (the
    /// rustc in use otherwise).
    pub toolchain: Option<String>,
    /// `--edition`: the bundle's edition (2021 otherwise).
    pub edition: Option<String>,
    /// Which sample inputs the bundle and the binary are run on.
    pub samples: Samples,
}

/// Which sample inputs the behaviour check runs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Samples {
    /// Those found in the package's usual places (`testdata/<bin>/`,
    /// online-judge-tools' `test/`).
    #[default]
    Found,
    /// The `NAME.in` files of this folder.
    Folder(PathBuf),
    /// None: the bundle is only compiled.
    Off,
}

/// Why there is no bundle: one line, without the `error: ` prefix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub message: String,
    /// The command line itself was wrong (exit status 2, not 1).
    pub usage: bool,
}

impl Failure {
    pub(crate) fn new(message: impl Into<String>) -> Self {
        Failure {
            message: message.into(),
            usage: false,
        }
    }

    pub(crate) fn usage(message: impl Into<String>) -> Self {
        Failure {
            message: message.into(),
            usage: true,
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// A bundle, checked.
#[derive(Clone, Debug)]
pub struct Bundle {
    pub text: String,
    /// For stderr: a bundle over [`SIZE_LIMIT`].
    pub warnings: Vec<String>,
    /// For stderr: what the bundle was checked with and run on.
    pub notes: Vec<String>,
    /// The binary's name.
    pub bin: String,
    /// The modules that stay, by carried crate (its module name): each
    /// module's path inside it (`grid`, `problems::two_tokens`).
    pub modules: BTreeMap<String, Vec<String>>,
    /// The edition the bundle is for and was compiled with.
    pub edition: String,
    /// The version line of the rustc it was compiled with.
    pub rustc: String,
    /// The sample inputs it answered as the binary does.
    pub samples_run: usize,
    /// The files of the package and of the local crates it uses, which
    /// the bundle is never written over.
    pub own_files: Vec<PathBuf>,
}

/// The bundle the options ask for.
pub fn bundle(opts: &Options) -> Result<Bundle, Failure> {
    // A toolchain named on the command line is checked before anything
    // is built.
    if let Some(t) = &opts.toolchain {
        toolchain::Rustc::toolchain(t)?;
    }
    let plan = workspace::plan(opts)?;
    let result = build(&plan, opts);
    // The parser keeps every file's text for its line numbers: let it go.
    proc_macro2::extra::invalidate_current_thread_spans();
    result
}

/// The settings of the bundle: the command line's, else the binary's
/// package's `[package.metadata.cp-bundle]` table's, else the defaults.
pub(crate) struct Settings {
    pub toolchain: Option<String>,
    pub edition: String,
    /// A samples folder the table names is `Samples::Folder`.
    pub samples: Samples,
}

impl Settings {
    /// The settings of `opts` and of the package's table `table` (the
    /// package's manifest `manifest`, in folder `dir`).
    pub(crate) fn of(
        table: Option<&serde_json::Value>,
        manifest: &std::path::Path,
        dir: &std::path::Path,
        opts: &Options,
    ) -> Result<Settings, Failure> {
        let setting = |key: &str| -> Result<Option<String>, Failure> {
            match table.and_then(|t| t.get(key)) {
                None => Ok(None),
                Some(v) => v.as_str().map(|s| Some(s.to_string())).ok_or_else(|| {
                    Failure::new(format!(
                        "{}: [package.metadata.{METADATA_KEY}] {key} should be a string",
                        manifest.display()
                    ))
                }),
            }
        };
        let toolchain = match &opts.toolchain {
            Some(t) => Some(t.clone()),
            None => setting("toolchain")?,
        };
        let edition = match &opts.edition {
            Some(e) => e.clone(),
            None => setting("edition")?.unwrap_or_else(|| "2021".to_string()),
        };
        if !matches!(edition.as_str(), "2021" | "2024") {
            return Err(Failure::usage(format!(
                "edition {edition}: a bundle is of edition 2021 or 2024 ({USAGE})"
            )));
        }
        let samples = match (&opts.samples, setting("samples")?) {
            (Samples::Found, Some(d)) => Samples::Folder(dir.join(d)),
            (s, _) => s.clone(),
        };
        Ok(Settings {
            toolchain,
            edition,
            samples,
        })
    }
}

fn build(plan: &workspace::Plan, opts: &Options) -> Result<Bundle, Failure> {
    let settings = &plan.settings;
    let cargos = toolchain::Rustc::cargos(&opts.cwd)?;
    let target = match &settings.toolchain {
        Some(t) => toolchain::Rustc::toolchain(t)?,
        None => cargos.clone(),
    };
    let edition = settings.edition.as_str();
    if !target.has_edition(edition) {
        return Err(Failure::new(format!(
            "edition {edition} needs Rust 1.85 or newer, and the bundle is checked with {}",
            target.version
        )));
    }
    if opts.flavour == Flavour::AtCoder && target.version != cargos.version {
        return Err(Failure::new(format!(
            "--toolchain: an AtCoder bundle is checked against the crates cargo built with {}, so with that rustc only",
            cargos.version
        )));
    }
    // Syntax newer than the judges' oldest compiler is refused, unless the
    // bundle is checked with a toolchain named for the judge.
    let syntax_minor = if settings.toolchain.is_some() {
        target.minor
    } else {
        70
    };
    let migration = edition::migrate(plan, &cargos, edition)?;
    let read = read::read(plan, &migration.texts)?;
    let files = &read.files;

    // While the compiler tells what is used, the crates that stay
    // external (a judge's, and those only unreached code may need) are
    // there, as cargo built them.
    let mut externals: BTreeMap<String, cargo::PackageId> = BTreeMap::new();
    let mut missing: BTreeMap<String, (String, String)> = BTreeMap::new();
    let mut judge_names: BTreeMap<String, cargo::PackageId> = BTreeMap::new();
    for k in &plan.krates {
        for e in k.externs.values() {
            match e {
                workspace::Extern::Judge { id, krate } => {
                    externals.insert(krate.clone(), id.clone());
                    judge_names.insert(krate.clone(), id.clone());
                }
                workspace::Extern::Missing {
                    id,
                    package,
                    why,
                    krate,
                } => {
                    externals.insert(krate.clone(), id.clone());
                    missing.insert(krate.clone(), (package.clone(), why.clone()));
                }
                workspace::Extern::Carried(_) => {}
            }
        }
    }
    let analysis = check::judge_libraries(plan, &externals).unwrap_or_default();

    let doc = assemble::assemble(&read);
    // The carried crates' comments go first: what the compiler reads
    // is smaller.
    let doc = {
        let text = doc.text(files);
        let placeholders: Vec<String> = (1..read.docs.len()).map(read::placeholder).collect();
        let wanted: BTreeSet<&str> = placeholders.iter().map(String::as_str).collect();
        let mut edits = Vec::new();
        for r in assemble::module_ranges(&text, &wanted) {
            for (c, with) in minify::comments(&text[r.clone()]) {
                let at = r.start + c.start..r.start + c.end;
                let (f, o) = doc.origin(at.start).unwrap_or((0, 0));
                edits.push(text::Edit::new(at, text::Doc::new(with, f, o)));
            }
        }
        doc.edit(edits)
    };
    // Where the bundle does not compile at a place the bundler marked as
    // one it cannot keep, that is the reason.
    let marked = |f: Failure| -> Failure {
        let found = read.hazards.iter().find(|h| {
            f.message
                .contains(&format!("({})", files.place(h.file, h.offset)))
        });
        match found {
            Some(h) => Failure::new(format!("{}: {}", files.place(h.file, h.offset), h.message)),
            None => f,
        }
    };
    // What no word names goes before rustc reads the rest.
    let (doc, _) = prune::prefilter(doc, files, &read);
    let doc = resolve::resolve(doc, files, &read, &cargos, edition, &analysis).map_err(marked)?;
    let doc = prune::prune(doc, files, &read, &cargos, edition, &analysis, None).map_err(marked)?;
    // Trait impls nothing calls, as the code rustc generates shows; then
    // what only they used.
    let (doc, answer) = impls::unreached(doc, files, &read, &cargos, edition, &analysis)?;
    let doc = match answer {
        Some(diags) => prune::prune(doc, files, &read, &cargos, edition, &analysis, Some(diags))
            .map_err(marked)?,
        None => doc,
    };
    // The bundle from here, to the compiler's last word on it.
    let finish = |doc: text::Doc| -> Result<Bundle, Failure> {
        // What the code that stays may not hold.
        let mut hazards: Vec<(usize, usize, String)> = read
            .hazards
            .iter()
            .filter(|h| doc.covers(h.file, h.offset))
            .map(|h| (h.file, h.offset, h.message.clone()))
            .collect();
        for h in &migration.hazards {
            let Some(f) = files
                .list
                .iter()
                .position(|f| f.path.canonicalize().unwrap_or_else(|_| f.path.clone()) == h.path)
            else {
                continue;
            };
            let text = &files.get(f).text;
            let start: usize = text
                .split_inclusive('\n')
                .take(h.line.saturating_sub(1))
                .map(str::len)
                .sum();
            let end = start + text[start..].find('\n').unwrap_or(text.len() - start);
            if doc.covers_any(f, start..end.max(start + 1)) {
                hazards.push((f, start, h.message.clone()));
            }
        }
        hazards.sort();
        if let Some((f, o, why)) = hazards.first() {
            return Err(Failure::new(format!("{}: {why}", files.place(*f, *o))));
        }
        for (&k, why) in &migration.uncarried {
            let reached = files
                .list
                .iter()
                .enumerate()
                .any(|(i, f)| f.krate == k && doc.covers_any(i, 0..f.text.len()));
            if k == 0 || reached {
                return Err(Failure::new(why.clone()));
            }
        }
        let text = doc.text(files);
        check::refusals(
            &text,
            &doc,
            files,
            plan,
            &check::Rules {
                target_minor: syntax_minor,
                edition,
            },
        )?;
        // The crates that stay external and are still named: a judge's
        // (kept, with --atcoder) or one the judge lacks (refused).
        let mut judge: BTreeMap<String, cargo::PackageId> = BTreeMap::new();
        if !externals.is_empty() {
            let diags = rustc::check(&cargos, &text, edition, &[], rustc::Lints::Names)?;
            for d in diags.iter().filter(|d| d.is_error()) {
                for p in d.primary() {
                    let Some(span) = text.get(p.range.clone()) else {
                        continue;
                    };
                    let named: Vec<&str> = span
                        .split(|c: char| !(c == '_' || c.is_alphanumeric()))
                        .filter(|w| externals.contains_key(*w))
                        .collect();
                    for name in named {
                        if let Some(id) = judge_names.get(name) {
                            judge.insert(name.to_string(), id.clone());
                        } else if let Some((package, why)) = missing.get(name) {
                            let at = doc
                                .origin(p.outer.unwrap_or(p.range.start))
                                .map(|(f, o)| (files.get(f).krate, files.place(f, o)));
                            let (k, place) = at.unwrap_or((0, "the bundle".to_string()));
                            return Err(Failure::new(missing_crate(
                                plan,
                                k,
                                &place,
                                name,
                                package,
                                why,
                                opts.flavour,
                            )));
                        }
                    }
                }
            }
        }

        // The crates' modules get their names, and are written small.
        let names = module_names(plan, &doc, files, &text);
        let text = uncommented(&rename(&text, &names));
        let libs = lib_ranges(&text, &names);
        let body = minify::tidy(&minify::minify(&text, &libs));
        let modules = kept_modules(&body, &names);

        let mut text = header(
            plan,
            &modules,
            &names,
            &judge,
            opts.flavour,
            edition,
            &target,
            syntax_minor,
        );
        text.push_str(body.trim_start_matches('\n'));
        if !text.ends_with('\n') {
            text.push('\n');
        }

        let extra = check::judge_libraries(plan, &judge)?;
        let mut notes = Vec::new();
        let version = target
            .version
            .split(' ')
            .nth(1)
            .unwrap_or(&target.version)
            .to_string();
        let (samples, place) = plan.found.clone().unwrap_or_default();
        let mut samples_run = 0;
        match (&plan.exe, samples.is_empty()) {
            (Some(binary), false) => {
                let dir = check::scratch_dir();
                std::fs::create_dir_all(&dir)
                    .map_err(|e| Failure::new(format!("{}: {e}", dir.display())))?;
                let exe = dir.join(format!("bundle{}", std::env::consts::EXE_SUFFIX));
                let kind = cp_games::samples::interactive(binary);
                let result =
                    check::compile(&text, &target, edition, &extra, Some(&exe)).and_then(|()| {
                        match kind {
                            None => run::compare(
                                &exe,
                                binary,
                                &samples,
                                &opts.cwd,
                                plan.profile_differs.as_deref(),
                            ),
                            Some(true) => run::play(&exe, binary, &samples, &opts.cwd)
                                .map(|_| (samples.len(), Vec::new())),
                            Some(false) => Ok((0, Vec::new())),
                        }
                    });
                let _ = std::fs::remove_dir_all(&dir);
                let (compared, skipped) = result?;
                samples_run = compared;
                let files = |k: usize| format!("{k} test file{}", if k == 1 { "" } else { "s" });
                let mut note = match kind {
                    None => format!(
                        "compiled with rustc {version} -O (edition {edition}); it answered {compared} sample input{} ({place}) as the release binary does",
                        if compared == 1 { "" } else { "s" }
                    ),
                    Some(true) => format!(
                        "compiled with rustc {version} -O (edition {edition}); against the binary's interactor (`{} --judge FILE MODE 1`) on {} ({place}) in the modes best, random and first, it played as the release binary does, line for line",
                        plan.bin,
                        files(compared)
                    ),
                    Some(false) => format!(
                        "compiled with rustc {version} -O (edition {edition}); not played: an interactive binary (its --help takes no input file) that offers no --judge FILE, so its {} ({place}) are not sample inputs and have no interactor",
                        files(samples.len())
                    ),
                };
                if !skipped.is_empty() {
                    note.push_str(&format!(
                        "; skipped, as the binary ran out of time on them: {}",
                        skipped.join(", ")
                    ));
                }
                notes.push(note);
                if let Some(p) = &plan.profile_differs {
                    notes.push(format!("{p}: the answers were compared all the same"));
                }
            }
            _ => {
                check::compile(&text, &target, edition, &extra, None)?;
                let why = if settings.samples == Samples::Off {
                    "not run (--no-samples)".to_string()
                } else {
                    format!(
                        "not run: no sample inputs found (testdata/{0}/*.in, tests/{0}/*.in, test/{0}/*.in, test/*.in; or --samples DIR)",
                        plan.bin
                    )
                };
                notes.push(format!(
                    "compiled with rustc {version} (edition {edition}); {why}"
                ));
            }
        }
        if settings.toolchain.is_none() && target.minor > syntax_minor {
            notes.push(format!(
                "std functions newer than Rust 1.{syntax_minor} were not checked: --toolchain 1.{syntax_minor} checks with the judges' compiler"
            ));
        }
        if opts.lean {
            notes.push("--lean: cp-games' judge flavour (its feature `lean`), in the bundle and the binary it was checked against: standard input only (no FILE, --help or --version), the same answers, shorter quotes of bad input in error lines".to_string());
        }
        let size = text.len();
        notes.push(format!("the bundle is {} bytes", thousands(size)));
        let mut warnings = Vec::new();
        if size > SIZE_LIMIT {
            warnings.push(format!(
                "the bundle is {} bytes, over Codeforces' limit of {} (and SPOJ's and CodeChef's of {})",
                thousands(size),
                thousands(SIZE_LIMIT),
                thousands(SMALL_LIMIT)
            ));
        } else if size > SMALL_LIMIT {
            warnings.push(format!(
                "the bundle is {} bytes, over SPOJ's and CodeChef's limit of {} (Codeforces takes up to {})",
                thousands(size),
                thousands(SMALL_LIMIT),
                thousands(SIZE_LIMIT)
            ));
        }
        Ok(Bundle {
            text,
            warnings,
            notes,
            bin: plan.bin.clone(),
            modules,
            edition: edition.to_string(),
            rustc: target.version.clone(),
            samples_run,
            own_files: plan.own_files.clone(),
        })
    };
    // Lints that deny by default stop a judge's compiler where cargo
    // would have capped them in a dependency: where the bundle fails,
    // each that fires in a carried crate is allowed on its module, and
    // the bundle is made again. That costs a check only where one is
    // needed: a bundle that compiles has no such lint left.
    match finish(doc.clone()) {
        Err(failure) => match allow_lints(&doc, files, &target, edition, &analysis)? {
            Some(allowed) => finish(allowed),
            None => Err(failure),
        },
        made => made,
    }
}

/// The bundle with the lints that deny (by default, in the rustc that
/// checks it) and fire in a carried crate allowed on that crate's module,
/// as cargo caps the lints of a dependency; `None` where none fires.
fn allow_lints(
    doc: &text::Doc,
    files: &text::Files,
    rustc: &toolchain::Rustc,
    edition: &str,
    extra: &[std::ffi::OsString],
) -> Result<Option<text::Doc>, Failure> {
    let base_text = doc.text(files);
    let mut allowed: BTreeMap<usize, BTreeSet<String>> = BTreeMap::new();
    let mut now = doc.clone();
    for _ in 0..8 {
        let text = now.text(files);
        let diags = rustc::check(rustc, &text, edition, extra, rustc::Lints::Deny)?;
        let mut new = false;
        for d in diags.iter().filter(|d| d.is_error()) {
            let Some(code) = d.code.as_deref().filter(|c| !c.starts_with('E')) else {
                continue;
            };
            for p in d.primary() {
                let at = p.outer.unwrap_or(p.range.start);
                let Some((f, _)) = now.origin(at) else {
                    continue;
                };
                let k = files.get(f).krate;
                if k > 0 {
                    new |= allowed.entry(k).or_default().insert(code.to_string());
                }
            }
        }
        if !new {
            break;
        }
        let mut edits = Vec::new();
        for (k, lints) in &allowed {
            let head = format!("#[allow(warnings)]\nmod {} {{", read::placeholder(*k));
            if let Some(at) = base_text.find(&head) {
                let list: Vec<&str> = lints.iter().map(String::as_str).collect();
                let (f, o) = doc.origin(at).unwrap_or((0, 0));
                edits.push(text::Edit::new(
                    at..at + "#[allow(warnings)]".len(),
                    text::Doc::new(format!("#[allow(warnings, {})]", list.join(", ")), f, o),
                ));
            }
        }
        now = doc.edit(edits);
    }
    Ok((!allowed.is_empty()).then_some(now))
}

/// `n` with its thousands grouped: 65,536.
fn thousands(n: usize) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The refusal of a crate the judge lacks, named at `place` (in crate `k`).
fn missing_crate(
    plan: &workspace::Plan,
    k: usize,
    place: &str,
    name: &str,
    package: &str,
    why: &str,
    flavour: Flavour,
) -> String {
    let who = if k == 0 {
        String::new()
    } else {
        format!("the crate `{}` ", plan.krates[k].package)
    };
    let judge = match flavour {
        Flavour::Std if ATCODER_CRATES.contains(&package) => {
            "a judge without crates lacks it (AtCoder has it: --atcoder keeps it external)"
        }
        Flavour::Std => "a judge without crates lacks it",
        Flavour::AtCoder if ATCODER_CRATES.contains(&package) => "AtCoder has it, but",
        Flavour::AtCoder => "AtCoder does not install it",
    };
    let carried = if why.is_empty() {
        String::new()
    } else {
        format!(", and a bundle cannot carry it: {why}")
    };
    format!(
        "{place}: {who}uses the crate `{name}`{}: {judge}{carried}",
        if package.replace('-', "_") == name {
            String::new()
        } else {
            format!(" (package {package})")
        }
    )
}

/// The final name of each carried crate's module (by crate index): its
/// crate's name, unless another carried crate has it too or the binary's
/// own code uses that word (for its own module, a glob's item, a local
/// variable), where a name it does not use is taken.
fn module_names(
    plan: &workspace::Plan,
    doc: &text::Doc,
    files: &text::Files,
    text: &str,
) -> BTreeMap<usize, String> {
    // The words of the binary's code that may name an item at the root:
    // not those after `a::` (a path's later part), but after `crate::`.
    let mut words: BTreeSet<String> = BTreeSet::new();
    let toks = lex::code_tokens(text);
    for (i, t) in toks.iter().enumerate() {
        if t.kind != lex::Kind::Ident {
            continue;
        }
        let own = doc
            .origin(t.range.start)
            .is_some_and(|(f, _)| files.get(f).krate == 0);
        let later = i >= 3
            && toks[i - 1].kind == lex::Kind::Punct(':')
            && toks[i - 2].kind == lex::Kind::Punct(':')
            && !matches!(toks[i - 3].text(text), "crate" | "self" | "super");
        // `use crate::<the crate's module> as <its name>;` in a module of
        // the binary's (`extern crate mylib;` there): the name of the
        // crate itself.
        let alias = i >= 2
            && toks[i - 1].text(text) == "as"
            && plan.krates.iter().enumerate().skip(1).any(|(k, c)| {
                c.crate_name == t.text(text) && toks[i - 2].text(text) == read::placeholder(k)
            });
        if own && !later && !alias {
            words.insert(t.text(text).trim_start_matches("r#").to_string());
        }
    }
    let mut taken: BTreeSet<String> = BTreeSet::new();
    let mut out = BTreeMap::new();
    for (k, krate) in plan.krates.iter().enumerate().skip(1) {
        let base = krate.crate_name.clone();
        let mut name = base.clone();
        let mut n = 1;
        while words.contains(&name) || taken.contains(&name) || name == "crate" || name == "self" {
            n += 1;
            name = format!("{base}_{n}");
        }
        taken.insert(name.clone());
        out.insert(k, name);
    }
    out
}

/// `text` without its comments (a doc comment in a macro's tokens stays).
fn uncommented(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (r, with) in minify::comments(text) {
        out.push_str(&text[at..r.start]);
        out.push_str(with);
        at = r.end;
    }
    out.push_str(&text[at..]);
    out
}

/// `text` with each placeholder module name replaced by its final name.
fn rename(text: &str, names: &BTreeMap<usize, String>) -> String {
    let by: BTreeMap<String, &String> = names
        .iter()
        .map(|(k, n)| (read::placeholder(*k), n))
        .collect();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for t in lex::tokens(text) {
        if t.kind == lex::Kind::Ident {
            if let Some(n) = by.get(t.text(text)) {
                out.push_str(&text[at..t.range.start]);
                out.push_str(n);
                at = t.range.end;
            }
        }
    }
    out.push_str(&text[at..]);
    out
}

/// The bytes of the carried crates' modules at the bundle's root.
fn lib_ranges(text: &str, names: &BTreeMap<usize, String>) -> Vec<std::ops::Range<usize>> {
    let wanted: BTreeSet<&str> = names.values().map(String::as_str).collect();
    assemble::module_ranges(text, &wanted)
}

/// The modules that stay, by carried crate (its module's name): each
/// module's path inside it.
fn kept_modules(text: &str, names: &BTreeMap<usize, String>) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    let Ok(file) = syn::parse_file(text) else {
        return out;
    };
    fn walk(items: &[syn::Item], path: &mut Vec<String>, out: &mut Vec<String>) {
        for i in items {
            if let syn::Item::Mod(m) = i {
                if let Some((_, inner)) = &m.content {
                    path.push(m.ident.to_string());
                    out.push(path.join("::"));
                    walk(inner, path, out);
                    path.pop();
                }
            }
        }
    }
    for i in &file.items {
        if let syn::Item::Mod(m) = i {
            let name = m.ident.to_string();
            if names.values().any(|n| *n == name) {
                let mut list = Vec::new();
                if let Some((_, inner)) = &m.content {
                    walk(inner, &mut Vec::new(), &mut list);
                }
                out.insert(name, list);
            }
        }
    }
    proc_macro2::extra::invalidate_current_thread_spans();
    out
}

/// Module paths in the order of the file (each parent before its
/// children) written as a tree, as a `use` groups them: `binary,
/// input::{error, run}, problems::two_tokens::pairs`.
pub fn module_list(paths: &[String]) -> String {
    fn entries(paths: &[&str]) -> Vec<String> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < paths.len() {
            let name = paths[i];
            let prefix = format!("{name}::");
            let mut j = i + 1;
            while j < paths.len() && paths[j].starts_with(&prefix) {
                j += 1;
            }
            let inner: Vec<&str> = paths[i + 1..j].iter().map(|p| &p[prefix.len()..]).collect();
            let below = entries(&inner);
            out.push(match below.len() {
                0 => name.to_string(),
                1 => format!("{prefix}{}", below[0]),
                _ => format!("{prefix}{{{}}}", below.join(", ")),
            });
            i = j;
        }
        out
    }
    let paths: Vec<&str> = paths.iter().map(String::as_str).collect();
    entries(&paths).join(", ")
}

/// The bundle's first lines: what it is, and each crate it carries with
/// its license and the modules that stay.
#[allow(clippy::too_many_arguments)]
fn header(
    plan: &workspace::Plan,
    modules: &BTreeMap<String, Vec<String>>,
    names: &BTreeMap<usize, String>,
    judge: &BTreeMap<String, cargo::PackageId>,
    flavour: Flavour,
    edition: &str,
    rustc: &toolchain::Rustc,
    syntax_minor: u32,
) -> String {
    let bin = &plan.krates[0];
    let mut out = format!(
        "// {}: {} {}, made into one file by cargo cp-bundle {}.\n",
        plan.bin,
        bin.package,
        bin.version,
        env!("CARGO_PKG_VERSION")
    );
    for (i, k) in plan.krates.iter().enumerate().skip(1) {
        let Some(name) = names.get(&i) else { continue };
        let Some(list) = modules.get(name) else {
            continue;
        };
        let license = k
            .license
            .as_deref()
            .map_or("no license given".to_string(), |l| format!("license {l}"));
        let list = if list.is_empty() {
            "(its root)".to_string()
        } else {
            module_list(list)
        };
        out.push_str(&format!(
            "// {} {} ({license}) as `mod {name}`: {list}.\n",
            k.package, k.version
        ));
    }
    if !judge.is_empty() {
        let list: Vec<&str> = judge.keys().map(String::as_str).collect();
        out.push_str(&format!(
            "// AtCoder's crates it uses: {}.\n",
            list.join(", ")
        ));
    }
    let version = rustc.version.split(' ').nth(1).unwrap_or(&rustc.version);
    let what = match flavour {
        Flavour::Std => "std only",
        Flavour::AtCoder => "AtCoder, with the crates it installs",
    };
    // What was checked, and no more: std functions are checked by the
    // rustc named, syntax against the Rust named.
    let syntax = if rustc.minor == syntax_minor {
        String::new()
    } else {
        format!(", syntax of Rust 1.{syntax_minor}")
    };
    out.push_str(&format!(
        "// {what}: edition {edition}{syntax}; checked with rustc {version}.\n"
    ));
    out
}

/// The command's usage line.
pub const USAGE: &str =
    "usage: cargo cp-bundle [--atcoder] [--lean] [--bin NAME | FILE.rs | NAME] [-p PACKAGE] \
[--manifest-path PATH] [--features F] [--all-features] [--no-default-features] [--target-dir DIR] \
[--toolchain NAME] [--edition 2021|2024] [--samples DIR | --no-samples] [-o FILE]";

/// What the command line asks for.
#[derive(Clone, Debug)]
pub enum Command {
    Bundle {
        options: Box<Options>,
        output: Option<PathBuf>,
    },
    Help,
    Version,
}

/// Reads the command line (the arguments after the program's name; a
/// leading `cp-bundle`, which cargo passes to a subcommand, is skipped).
///
/// A wrong command line is a [`Failure`] with `usage` set: an unknown
/// option, an option without its value (none, an empty one, or the next
/// option where the value should be), a value given to an option that
/// takes none (`--atcoder=yes`), an option that takes one value given
/// twice, two binaries named, or a `--features` list that is not a list of
/// feature names (`NAME` or `PACKAGE/NAME`, separated by commas or
/// spaces). `--help` and `--version` are answered at once, whatever
/// follows them.
pub fn parse_args(args: &[String], cwd: PathBuf) -> Result<Command, Failure> {
    let mut o = Options {
        cwd,
        ..Options::default()
    };
    let mut output = None;
    let mut args = args.iter().peekable();
    if args.peek().is_some_and(|a| *a == "cp-bundle") {
        args.next();
    }
    let mut positional = Vec::new();
    let mut bins = 0;
    while let Some(arg) = args.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        // The option's value; `empty`: an empty one is allowed.
        let mut value = |empty: bool| -> Result<String, Failure> {
            let v = inline
                .clone()
                .or_else(|| args.next_if(|v| !is_option(v)).cloned());
            match v {
                Some(v) if empty || !v.is_empty() => Ok(v),
                _ => Err(Failure::usage(format!("{flag} wants a value ({USAGE})"))),
            }
        };
        // Refuses a second value for an option that takes one.
        let once = |given: bool| -> Result<(), Failure> {
            if given {
                return Err(Failure::usage(format!("{flag} given twice ({USAGE})")));
            }
            Ok(())
        };
        // Refuses `--atcoder=yes` and the like.
        let alone = || -> Result<(), Failure> {
            if inline.is_some() {
                return Err(Failure::usage(format!("{flag} takes no value ({USAGE})")));
            }
            Ok(())
        };
        match flag {
            "-h" | "--help" => return alone().map(|()| Command::Help),
            "-V" | "--version" => return alone().map(|()| Command::Version),
            "--atcoder" => {
                alone()?;
                o.flavour = Flavour::AtCoder;
            }
            "--bin" => {
                bins += 1;
                o.bin = Some(value(false)?);
            }
            "-p" | "--package" => {
                once(o.package.is_some())?;
                o.package = Some(value(false)?);
            }
            "--manifest-path" => {
                once(o.manifest_path.is_some())?;
                o.manifest_path = Some(value(false)?.into());
            }
            "-F" | "--features" => {
                // Cargo takes an empty list as no feature.
                let list = value(true)?;
                check_features(&list)?;
                o.features.push(list);
            }
            "--lean" => {
                alone()?;
                o.lean = true;
            }
            "--all-features" => {
                alone()?;
                o.all_features = true;
            }
            "--no-default-features" => {
                alone()?;
                o.no_default_features = true;
            }
            "-o" | "--output" => {
                once(output.is_some())?;
                output = Some(PathBuf::from(value(false)?));
            }
            "--target-dir" => {
                once(o.target_dir.is_some())?;
                o.target_dir = Some(value(false)?.into());
            }
            "--toolchain" => {
                once(o.toolchain.is_some())?;
                o.toolchain = Some(value(false)?);
            }
            "--edition" => {
                once(o.edition.is_some())?;
                let e = value(false)?;
                if !matches!(e.as_str(), "2021" | "2024") {
                    return Err(Failure::usage(format!(
                        "--edition {e}: a bundle is of edition 2021 or 2024 ({USAGE})"
                    )));
                }
                o.edition = Some(e);
            }
            "--samples" => {
                once(o.samples != Samples::Found)?;
                o.samples = Samples::Folder(value(false)?.into());
            }
            "--no-samples" => {
                alone()?;
                if let Samples::Folder(_) = o.samples {
                    return Err(Failure::usage(format!(
                        "--no-samples and --samples both given ({USAGE})"
                    )));
                }
                o.samples = Samples::Off;
            }
            f if is_option(f) => {
                return Err(Failure::usage(format!("unknown option `{f}` ({USAGE})")))
            }
            _ => positional.push(arg.clone()),
        }
    }
    if bins + positional.len() > 1 {
        return Err(Failure::usage(format!(
            "expected one binary, got {} ({USAGE})",
            bins + positional.len()
        )));
    }
    if let [one] = positional.as_slice() {
        if one.ends_with(".rs") || one.contains('/') || one.contains('\\') {
            o.file = Some(one.into());
        } else {
            o.bin = Some(one.clone());
        }
    }
    Ok(Command::Bundle {
        options: Box::new(o),
        output,
    })
}

/// Whether a command-line word is an option (`-` alone is not).
fn is_option(word: &str) -> bool {
    word.starts_with('-') && word.len() > 1
}

/// Refuses a `--features` value that is not a list of feature names,
/// `NAME`, `PACKAGE/NAME` or `PACKAGE?/NAME`, separated by commas or
/// spaces: a name as cargo allows it (a letter, digit or `_`, then those
/// and `-`, `+`, `.`). Whether the features exist, cargo tells.
fn check_features(list: &str) -> Result<(), Failure> {
    let name = |s: &str| {
        let mut chars = s.chars();
        chars
            .next()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
            && chars.all(|c| c.is_alphanumeric() || "_-+.".contains(c))
    };
    let items = list.split(|c: char| c == ',' || c.is_whitespace());
    for item in items.filter(|f| !f.is_empty()) {
        let ok = match item.split_once('/') {
            Some((package, feature)) => {
                name(package.strip_suffix('?').unwrap_or(package)) && name(feature)
            }
            None => name(item),
        };
        if !ok {
            return Err(Failure::usage(format!(
                "--features: `{item}` is not a feature name (NAME or PACKAGE/NAME) ({USAGE})"
            )));
        }
    }
    Ok(())
}

/// The text of `--help`.
pub fn help() -> String {
    format!(
        "cargo cp-bundle {}: one source file for a judge, from a binary of your package\n\n{USAGE}\n\n\
         Run in your package. The binary is --bin NAME, a binary's main file, or the\n\
         package's only binary. cargo builds it first; it is printed with the crates it\n\
         uses copied in as modules (cp-games, your own libraries, crates from crates.io\n\
         or git), pruned to what it reaches, compiled, and run on the package's sample\n\
         inputs beside the binary: it is written only if it answers each as the binary\n\
         does (the same standard output and exit status).\n\n\
         Samples: the NAME.in files of --samples DIR, else of testdata/BIN/, tests/BIN/,\n\
         test/BIN/ or test/ (online-judge-tools); a note on stderr says what ran.\n\n\
         --atcoder          keep the crates AtCoder installs (proconio, itertools, ...)\n\
         \x20                  as external crates instead of copying them in\n\
         --lean             the smallest file: cp-games' judge flavour (standard input\n\
         \x20                  only, shorter quotes of bad input), in the binary it is\n\
         \x20                  checked against too\n\
         --toolchain NAME   check the bundle with this rustup toolchain (1.70: the\n\
         \x20                  judges' oldest); else with the rustc in use, refusing\n\
         \x20                  syntax newer than Rust 1.70\n\
         --edition 2021|2024  the bundle's edition (2021: every judge has it)\n\
         --samples DIR      run the NAME.in files of DIR\n\
         --no-samples       only compile the bundle\n\
         -o, --output FILE  write the bundle to FILE instead of standard output\n\
         --features, --all-features, --no-default-features, -p, --manifest-path,\n\
         --target-dir:\n\
         \x20                  as cargo takes them\n\n\
         [package.metadata.cp-bundle] in the package's Cargo.toml may set toolchain,\n\
         edition and samples (a folder) in place of the options.\n\n\
         Exit status: 0 with the bundle written; 1 with one error line and nothing\n\
         written when there is no bundle (no such binary or feature, code a judge\n\
         lacks or a bundle cannot keep the meaning of, a bundle that does not compile\n\
         or answers a sample otherwise than the binary); 2 when the command line is\n\
         wrong.\n",
        env!("CARGO_PKG_VERSION")
    )
}

#[cfg(test)]
mod tests {
    use super::module_list;

    #[test]
    fn kept_modules_are_written_as_a_tree() {
        let list = |p: &[&str]| module_list(&p.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(list(&["grid", "nim"]), "grid, nim");
        assert_eq!(
            list(&[
                "binary",
                "input",
                "input::error",
                "input::run",
                "strategy",
                "strategy::two_tokens",
                "strategy::two_tokens::pairs",
                "problems",
                "problems::two_tokens",
            ]),
            "binary, input::{error, run}, strategy::two_tokens::pairs, problems::two_tokens"
        );
        assert_eq!(
            list(&["a", "a::b", "a::b::c", "a::b::d", "a::e"]),
            "a::{b::{c, d}, e}"
        );
    }
}
