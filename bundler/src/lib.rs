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
//! tree back as ordinary Rust, and `cargo_metadata` reads `cargo metadata`
//! (packages, targets, resolved features, sources). Their versions are
//! chosen to build with Rust 1.70.
//!
//! [cp-games]: https://docs.rs/cp-games

mod assemble;
mod cfg;
mod check;
mod emit;
mod load;
mod macros;
mod mark;
mod prune;
mod rewrite;
#[cfg(test)]
mod testing;
mod tokens;
mod workspace;

pub use check::{compile, editions, rustc_version};
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
    /// `--target-dir`: where the AtCoder flavour's `cargo build` puts the
    /// libraries it checks the bundle against (cargo's own default
    /// otherwise).
    pub target_dir: Option<PathBuf>,
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
    /// For stderr: a bundle over [`SIZE_LIMIT`], editions not checked.
    pub warnings: Vec<String>,
    /// The binary's name.
    pub bin: String,
    /// The modules that stay, by carried crate (its module name): each
    /// module's path inside it (`grid`, `problems::two_tokens`).
    pub modules: BTreeMap<String, Vec<String>>,
    /// The editions the bundle was compiled with.
    pub editions: Vec<&'static str>,
}

/// The bundle the options ask for.
pub fn bundle(opts: &Options) -> Result<Bundle, Failure> {
    let plan = workspace::plan(opts)?;
    let result = build(&plan, opts);
    // The parser keeps every file's text for its line numbers: let it go.
    proc_macro2::extra::invalidate_current_thread_spans();
    result
}

fn build(plan: &workspace::Plan, opts: &Options) -> Result<Bundle, Failure> {
    let mut sources = load::Sources::default();
    let mut trees = Vec::new();
    for k in 0..plan.krates.len() {
        trees.push(load::load_crate(
            &plan.krates,
            k,
            &plan.cwd,
            &load::Edits::new(),
            &mut sources,
        )?);
    }
    let infos: Vec<macros::CrateInfo> = plan
        .krates
        .iter()
        .map(|k| macros::CrateInfo {
            name: &k.package,
            module: &k.module,
            features: &k.features,
            cfgs: &k.cfgs,
            env: &k.env,
        })
        .collect();
    macros::settle(&mut trees, &infos);
    let crate_modules: Vec<String> = plan.krates[1..].iter().map(|k| k.module.clone()).collect();
    let mut crates = Vec::new();
    for (k, tree) in trees.into_iter().enumerate() {
        let krate = &plan.krates[k];
        let names = krate
            .externs
            .iter()
            .filter_map(|(name, e)| match e {
                workspace::Extern::Carried(i) => {
                    Some((name.clone(), plan.krates[*i].module.clone()))
                }
                _ => None,
            })
            .collect();
        let root_file = sources
            .files
            .iter()
            .position(|f| f.krate == k)
            .expect("a crate's root file");
        crates.push(assemble::CrateTree {
            module: krate.module.clone(),
            names,
            tree,
            root_file,
        });
    }
    let mut file = assemble::assemble(crates, sources.label_of(0))?;

    let file_krate: Vec<usize> = sources.files.iter().map(|f| f.krate).collect();
    let missing: Vec<BTreeSet<String>> = plan
        .krates
        .iter()
        .map(|k| {
            k.externs
                .iter()
                .filter(|(_, e)| matches!(e, workspace::Extern::Missing { .. }))
                .map(|(n, _)| n.clone())
                .collect()
        })
        .collect();
    prune::prune(&mut file, 0, &file_krate, &missing);
    let judge = check::refusals(&file, plan, &sources, opts.flavour, 70)?;
    let modules = prune::modules(&file, &crate_modules);

    let body = emit::text(&mut file);
    let mut text = header(plan, &modules, opts.flavour);
    text.push_str(&body);

    let extra = check::judge_libraries(plan, opts, &judge)?;
    let editions = check::compile(&text, &extra)?;
    let mut warnings = Vec::new();
    if !editions.contains(&"2024") {
        warnings.push(format!(
            "checked with edition {} only: this rustc has no edition 2024",
            editions.join(", ")
        ));
    }
    if text.len() > SIZE_LIMIT {
        warnings.push(format!(
            "the bundle is {} bytes, over Codeforces' limit of {SIZE_LIMIT}",
            text.len()
        ));
    }
    Ok(Bundle {
        text,
        warnings,
        bin: plan.bin.clone(),
        modules,
        editions,
    })
}

/// The bundle's first lines: what it is, and each crate it carries with
/// its license and the modules that stay.
fn header(
    plan: &workspace::Plan,
    modules: &BTreeMap<String, Vec<String>>,
    flavour: Flavour,
) -> String {
    let bin = &plan.krates[0];
    let mut out = format!(
        "// {}: {} {}, made into one file by cargo cp-bundle {}.\n",
        plan.bin,
        bin.package,
        bin.version,
        env!("CARGO_PKG_VERSION")
    );
    for k in &plan.krates[1..] {
        let Some(list) = modules.get(&k.module) else {
            continue;
        };
        let license = k
            .license
            .as_deref()
            .map_or("no license given".to_string(), |l| format!("license {l}"));
        let list = if list.is_empty() {
            "(its root)".to_string()
        } else {
            list.join(", ")
        };
        out.push_str(&format!(
            "// {} {} ({license}) as `mod {}`: {list}.\n",
            k.package, k.version, k.module
        ));
    }
    out.push_str(match flavour {
        Flavour::Std => "// std only: rustc 1.70 or newer, edition 2021 or 2024.\n",
        Flavour::AtCoder => "// AtCoder: rustc 1.70 or newer, with the crates AtCoder installs.\n",
    });
    out
}

/// The command's usage line.
pub const USAGE: &str =
    "usage: cargo cp-bundle [--atcoder] [--bin NAME | FILE.rs | NAME] [-p PACKAGE] \
[--manifest-path PATH] [--features F] [--all-features] [--no-default-features] [--target-dir DIR] \
[-o FILE]";

/// What the command line asks for.
#[derive(Clone, Debug)]
pub enum Command {
    Bundle {
        options: Options,
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
    Ok(Command::Bundle { options: o, output })
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
        "cargo cp-bundle {}: one source file for a judge, from a binary that uses cp-games\n\n{USAGE}\n\n\
         Run in your package. The binary is --bin NAME, a binary's main file, or the\n\
         package's only binary. It is printed with the crates it uses that a judge\n\
         lacks copied in as modules (cp-games, your own libraries given by path),\n\
         pruned to what it reaches, and compiled first with the rustc in use.\n\n\
         --atcoder          keep the crates AtCoder installs (proconio, itertools, ...)\n\
         \x20                  as external crates instead of refusing them\n\
         -o, --output FILE  write the bundle to FILE instead of standard output\n\
         --features, --all-features, --no-default-features, -p, --manifest-path,\n\
         --target-dir:\n\
         \x20                  as cargo takes them\n\n\
         Exit status: 0 with the bundle written; 1 with one error line and nothing\n\
         written when there is no bundle (no such binary or feature, code a judge\n\
         lacks, a bundle that does not compile); 2 when the command line is wrong.\n",
        env!("CARGO_PKG_VERSION")
    )
}
