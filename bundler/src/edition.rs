//! Editions: a bundle is one crate of one edition, and each crate it
//! carries keeps the meaning it had in its own.
//!
//! Where a crate's edition is older than the bundle's, rustc's own
//! migration lints (`rust-2021-compatibility`, `rust-2024-compatibility`,
//! the ones `cargo fix --edition` applies) are run on the crate, and what
//! they suggest as certain (machine-applicable) is written into its text
//! before it is read: `a.into_iter()` on an array of edition 2018 becomes
//! `a.iter()`, a closure that would capture less captures the whole
//! variable, `$x:expr` of edition 2021 becomes `$x:expr_2021`. A lint
//! with no certain fix marks its place, which is refused if it stays in
//! the bundle.
//!
//! Where a crate's edition is newer (a 2024 crate in a 2021 bundle), the
//! crate is compiled as the bundle's edition with the next edition's
//! lints, which fire where the meaning differs: those places are refused
//! if they stay (an `if let` whose temporaries live longer in 2021, a
//! tail expression's drop order, a boxed slice's `into_iter`, the never
//! type's fallback). [`crate::check`] adds what the lints miss (an `if
//! let` holding a lock or a `RefCell` borrow, a macro of edition 2024
//! whose `expr` fragments meet `_` or `const { .. }`).
//!
//! A crate of edition 2015 is migrated as `cargo fix --edition` migrates
//! it, one edition at a time (2015 to 2018: paths from the crate's root
//! written `crate::..`, keywords as raw identifiers, anonymous
//! parameters named; then 2018 to 2021), each step compiled on a copy of
//! the crate's files as the step before left them; a place whose meaning
//! changes without a certain fix is refused if it stays.

use crate::toolchain::Rustc;
use crate::workspace::{Extern, Plan};
use crate::Failure;
use std::collections::{BTreeMap, BTreeSet};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A place whose meaning the bundle's edition changes, refused if it
/// stays: the file (canonical), its line, and why.
#[derive(Clone, Debug)]
pub(crate) struct Hazard {
    pub path: PathBuf,
    pub line: usize,
    pub message: String,
}

/// What the crates' editions ask of the bundle.
#[derive(Default)]
pub(crate) struct Migration {
    /// The files a migration changed, by canonical path: their new text
    /// (as rustc reads a file).
    pub texts: BTreeMap<PathBuf, String>,
    pub hazards: Vec<Hazard>,
    /// Crates that cannot be carried in the bundle's edition, by index,
    /// with the reason: refused if the binary reaches them.
    pub uncarried: BTreeMap<usize, String>,
}

fn rank(edition: &str) -> u8 {
    match edition {
        "2015" => 0,
        "2018" => 1,
        "2021" => 2,
        "2024" => 3,
        _ => 4,
    }
}

/// The lints of the editions' groups that fire where the code would mean
/// something else, silently, in the other edition (the others fire where
/// it would not compile, which the bundle's compile check tells).
const CHANGES_MEANING: &[&str] = &[
    "if_let_rescope",
    "tail_expr_drop_order",
    "boxed_slice_into_iter",
    "dependency_on_unit_never_type_fallback",
    "never_type_fallback_flowing_into_unsafe",
    "rust_2024_prelude_collisions",
    "array_into_iter",
    "rust_2021_incompatible_closure_captures",
    "rust_2021_incompatible_or_patterns",
    "rust_2021_prelude_collisions",
    "non_fmt_panics",
    "absolute_paths_not_starting_with_crate",
    "keyword_idents",
    "keyword_idents_2018",
    "anonymous_parameters",
];

fn edition_name(rank: u8) -> &'static str {
    ["2015", "2018", "2021", "2024"][rank as usize]
}

/// The members of the lint group `group` in this rustc (`-W help`).
fn group_members(rustc: &Rustc, group: &str) -> Result<BTreeSet<String>, Failure> {
    let out = Command::new(&rustc.path)
        .args(["-W", "help"])
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Failure::new(format!("cannot run rustc: {e}")))?;
    let text = String::from_utf8_lossy(&out.stdout);
    for line in text.lines() {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix(group) {
            if rest.starts_with(char::is_whitespace) {
                return Ok(rest
                    .split(',')
                    .map(|l| l.trim().replace('-', "_"))
                    .filter(|l| !l.is_empty())
                    .collect());
            }
        }
    }
    Err(Failure::new(format!(
        "{} has no lints `{group}`, which tell what changes between editions; a newer rustc has them",
        rustc.version
    )))
}

/// What the crates' editions ask of a bundle of edition `target`: `rustc`
/// is cargo's, which built the libraries the crates are compiled against.
pub(crate) fn migrate(plan: &Plan, rustc: &Rustc, target: &str) -> Result<Migration, Failure> {
    let mut m = Migration::default();
    for (k, krate) in plan.krates.iter().enumerate() {
        let (own, want) = (rank(&krate.edition), rank(target));
        if own == want || own > 3 {
            continue;
        }
        let who = format!(
            "{} {} (edition {})",
            krate.package, krate.version, krate.edition
        );
        if own > want {
            if own > want + 1 {
                m.uncarried.insert(
                    k,
                    format!("{who}: a bundle of edition {target} carries crates of the edition after it and older; bundle for edition {} (--edition)", krate.edition),
                );
                continue;
            }
            // A newer crate: compiled as the bundle's edition, with the
            // newer edition's lints telling where the meaning differs.
            let group = format!("rust-{}-compatibility", krate.edition);
            let lints = group_members(rustc, &group)?;
            let diags = match compile(plan, k, rustc, target, &group, &m.texts) {
                Ok(d) => d,
                Err(f) => {
                    m.uncarried.insert(k, f.message);
                    continue;
                }
            };
            for d in diags {
                let Some(code) = d["code"]["code"].as_str() else {
                    continue;
                };
                if !lints.contains(code) || !CHANGES_MEANING.contains(&code) {
                    continue;
                }
                let Some((path, line)) = primary(&d, plan, k) else {
                    continue;
                };
                let what = d["message"].as_str().unwrap_or(code).to_string();
                m.hazards.push(Hazard {
                    path,
                    line,
                    message: format!(
                        "{what} (lint {code}): this code of edition {} means something else in edition {target}, the bundle's (--edition {} keeps its meaning)",
                        krate.edition, krate.edition
                    ),
                });
            }
            continue;
        }
        // An older crate: one edition at a time.
        for step in own..want {
            let (from, to) = (edition_name(step), edition_name(step + 1));
            let group = format!("rust-{to}-compatibility");
            let lints = group_members(rustc, &group)?;
            let diags = match compile(plan, k, rustc, from, &group, &m.texts) {
                Ok(d) => d,
                Err(f) => {
                    m.uncarried.insert(k, f.message);
                    break;
                }
            };
            let mut edits: BTreeMap<PathBuf, Vec<(usize, usize, String)>> = BTreeMap::new();
            for d in diags {
                let Some(code) = d["code"]["code"].as_str() else {
                    continue;
                };
                if !lints.contains(code) {
                    continue;
                }
                let Some((path, line)) = primary(&d, plan, k) else {
                    continue;
                };
                let what = d["message"].as_str().unwrap_or(code).to_string();
                match certain_fix(&d, plan, k) {
                    Some(fix) => {
                        for (p, s, e, with) in fix {
                            let list = edits.entry(p).or_default();
                            if !list.iter().any(|x| x.0 == s && x.1 == e && x.2 == with) {
                                list.push((s, e, with));
                            }
                        }
                    }
                    None if !CHANGES_MEANING.contains(&code) => {}
                    None => m.hazards.push(Hazard {
                        path,
                        line,
                        message: format!(
                            "{what} (lint {code}): its meaning changes from edition {from} to {to} (the crate {who} is carried in a bundle of edition {target}), and rustc has no certain fix"
                        ),
                    }),
                }
            }
            for (path, mut list) in edits {
                // Edits that overlap cannot both be made.
                list.sort();
                for w in list.windows(2) {
                    if w[1].0 < w[0].1 {
                        return Err(Failure::new(format!(
                            "{}: two edition fixes of rustc's overlap at byte {}; bundle for the crate's own edition",
                            path.display(),
                            w[1].0
                        )));
                    }
                }
                let text = match m.texts.get(&path) {
                    // Compiled from a copy holding this very text.
                    Some(t) => t.clone(),
                    None => {
                        // Compiled from the file itself: rustc counts its
                        // raw bytes (a CRLF file's `\r`s, a byte order mark).
                        let raw = std::fs::read_to_string(&path)
                            .map_err(|e| Failure::new(format!("{}: {e}", path.display())))?;
                        for (start, end, _) in &mut list {
                            *start = crate::text::normalized_offset(&raw, *start);
                            *end = crate::text::normalized_offset(&raw, *end);
                        }
                        crate::text::normalize(&raw)
                    }
                };
                m.texts.insert(path, edited(&text, &list));
            }
        }
    }
    Ok(m)
}

/// `text` with `edits` made (sorted ranges that do not overlap).
fn edited(text: &str, edits: &[(usize, usize, String)]) -> String {
    let mut out = text.to_string();
    for (start, end, with) in edits.iter().rev() {
        if *start <= *end
            && *end <= out.len()
            && out.is_char_boundary(*start)
            && out.is_char_boundary(*end)
        {
            out.replace_range(*start..*end, with);
        }
    }
    out
}

/// A file rustc names in a diagnostic of crate `k` (named as the crate's
/// own file already when it was compiled from a copy), canonical.
fn own_path(name: &str, _plan: &Plan, _k: usize) -> PathBuf {
    let file = PathBuf::from(name);
    file.canonicalize().unwrap_or(file)
}

/// The primary place of a diagnostic: its file (canonical) and line.
fn primary(d: &serde_json::Value, plan: &Plan, k: usize) -> Option<(PathBuf, usize)> {
    let spans = d["spans"].as_array()?;
    let s = spans
        .iter()
        .find(|s| s["is_primary"].as_bool() == Some(true))
        .or_else(|| spans.first())?;
    let file = own_path(s["file_name"].as_str()?, plan, k);
    Some((file, s["line_start"].as_u64()? as usize))
}

/// The first suggestion of a diagnostic whose every part rustc says is
/// certain (machine-applicable) and is written in the crate's own text,
/// not in a macro's expansion: (file, start, end, replacement) each.
fn certain_fix(
    d: &serde_json::Value,
    plan: &Plan,
    k: usize,
) -> Option<Vec<(PathBuf, usize, usize, String)>> {
    for child in d["children"].as_array()? {
        let spans = child["spans"].as_array()?;
        if spans.is_empty() {
            continue;
        }
        let certain = spans.iter().all(|s| {
            s["suggestion_applicability"].as_str() == Some("MachineApplicable")
                && s["suggested_replacement"].is_string()
                && s["expansion"].is_null()
        });
        if !certain {
            continue;
        }
        let mut out = Vec::new();
        for s in spans {
            let file = own_path(s["file_name"].as_str()?, plan, k);
            out.push((
                file,
                s["byte_start"].as_u64()? as usize,
                s["byte_end"].as_u64()? as usize,
                s["suggested_replacement"].as_str()?.to_string(),
            ));
        }
        return Some(out);
    }
    None
}

/// A 64-bit FNV-1a hash, the same from run to run and from build to build.
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A file's size and modification time, as the cache compares them.
fn stamp(path: &Path) -> Option<(u64, u64, u32)> {
    let m = std::fs::metadata(path).ok()?;
    let t = m
        .modified()
        .ok()?
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?;
    Some((m.len(), t.as_secs(), t.subsec_nanos()))
}

/// The source files a dep-info file of rustc's lists (each as a rule of its
/// own, `path:`).
fn dep_info_files(text: &str) -> Vec<PathBuf> {
    text.lines()
        .filter(|l| l.ends_with(':') && !l.starts_with(' '))
        .map(|l| PathBuf::from(l[..l.len() - 1].replace("\\ ", " ")))
        .collect()
}

/// [`compile_now`], its answer kept in the target folder's `cp-bundle/`
/// for the next bundle of the same crate: the key holds everything that
/// goes into the compile (the rustc, the crate, the editions, features,
/// cfgs and the libraries), and the answer is used again only while every
/// source file rustc read has the size and time it had.
fn compile(
    plan: &Plan,
    k: usize,
    rustc: &Rustc,
    edition: &str,
    group: &str,
    texts: &BTreeMap<PathBuf, String>,
) -> Result<Vec<serde_json::Value>, Failure> {
    let krate = &plan.krates[k];
    let dir = krate
        .dir
        .canonicalize()
        .unwrap_or_else(|_| krate.dir.clone());
    let own: BTreeMap<&PathBuf, &String> =
        texts.iter().filter(|(p, _)| p.starts_with(&dir)).collect();
    let mut key = format!(
        "{}|{}|{}|{}|{edition}|{group}|{:?}|{:?}|{:?}",
        env!("CARGO_PKG_VERSION"),
        rustc.version,
        krate.root.display(),
        krate.edition,
        krate.features,
        krate.cfgs,
        krate.env,
    );
    for (name, e) in &krate.externs {
        let id = match e {
            Extern::Carried(i) => &plan.krates[*i].id,
            Extern::Judge { id, .. } | Extern::Missing { id, .. } => id,
        };
        if let Some(lib) = plan.libs.get(id) {
            key.push_str(&format!("|{name}={}:{:?}", lib.display(), stamp(lib)));
        }
    }
    for (p, t) in &own {
        key.push_str(&format!("|{}:{:016x}", p.display(), fnv(t)));
    }
    let cache = plan
        .target_dir
        .join("cp-bundle")
        .join(format!("edition-{:016x}.json", fnv(&key)));
    if let Some(saved) = std::fs::read_to_string(&cache)
        .ok()
        .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
    {
        let fresh = saved["files"].as_array().is_some_and(|files| {
            files.iter().all(|f| {
                let path = Path::new(f[0].as_str().unwrap_or(""));
                stamp(path).map(|(n, s, ns)| serde_json::json!([f[0], n, s, ns])) == Some(f.clone())
            })
        });
        if fresh && saved["key"].as_str() == Some(key.as_str()) {
            return match saved["error"].as_str() {
                Some(e) => Err(Failure::new(e)),
                None => Ok(saved["diagnostics"].as_array().cloned().unwrap_or_default()),
            };
        }
    }
    let (result, files) = compile_now(plan, k, rustc, edition, group, &own)?;
    let files: Vec<serde_json::Value> = files
        .iter()
        .filter_map(|f| {
            let (n, s, ns) = stamp(f)?;
            Some(serde_json::json!([f.display().to_string(), n, s, ns]))
        })
        .collect();
    let saved = match &result {
        Ok(d) => serde_json::json!({ "key": key, "files": files, "diagnostics": d }),
        Err(e) => serde_json::json!({ "key": key, "files": files, "error": e.message }),
    };
    if let Some(dir) = cache.parent() {
        // A cache that cannot be written is only slower.
        let _ =
            std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&cache, saved.to_string()));
    }
    result
}

/// Compiles crate `k` of the plan on its own, as edition `edition`, with
/// the lints of `group` on: rustc's diagnostics, as JSON (or why it does
/// not compile), and the source files it read. Files a migration changed
/// (`own`) are compiled from a copy of the crate's folder; the
/// diagnostics name the crate's own files.
#[allow(clippy::type_complexity)]
fn compile_now(
    plan: &Plan,
    k: usize,
    rustc: &Rustc,
    edition: &str,
    group: &str,
    own: &BTreeMap<&PathBuf, &String>,
) -> Result<(Result<Vec<serde_json::Value>, Failure>, Vec<PathBuf>), Failure> {
    let krate = &plan.krates[k];
    let dir = crate::check::scratch_dir();
    std::fs::create_dir_all(&dir).map_err(|e| Failure::new(format!("{}: {e}", dir.display())))?;
    let pkg = krate
        .dir
        .canonicalize()
        .unwrap_or_else(|_| krate.dir.clone());
    let mut root = krate
        .root
        .canonicalize()
        .unwrap_or_else(|_| krate.root.clone());
    let mirror = dir.join("crate");
    if !own.is_empty() {
        copy_sources(&pkg, &mirror)
            .map_err(|e| Failure::new(format!("{}: {e}", mirror.display())))?;
        for (p, t) in own {
            if let Ok(rel) = p.strip_prefix(&pkg) {
                let to = mirror.join(rel);
                std::fs::write(&to, t)
                    .map_err(|e| Failure::new(format!("{}: {e}", to.display())))?;
            }
        }
        if let Ok(rel) = root.strip_prefix(&pkg) {
            root = mirror.join(rel);
        }
    }
    let mut cmd = Command::new(&rustc.path);
    cmd.current_dir(&dir)
        .arg("--edition")
        .arg(edition)
        .args(["--crate-type", if krate.binary { "bin" } else { "lib" }])
        .arg("--crate-name")
        .arg(&krate.crate_name)
        .arg("--emit=metadata,dep-info")
        .arg("-o")
        .arg(dir.join("crate.rmeta"))
        .args(["--error-format=json", "--cap-lints", "warn", "-W", group])
        .arg(&root);
    // Against the crates cargo built: with the features cargo built this
    // one with too, so that both sides of a `#[cfg(feature)]` agree (a
    // struct with fields under cp-games' `play`, filled in under the
    // package's own).
    for f in &krate.built_features {
        cmd.arg("--cfg").arg(format!("feature={f:?}"));
    }
    for c in &krate.cfgs {
        cmd.arg("--cfg").arg(c);
    }
    let mut dirs = BTreeSet::new();
    for (name, e) in &krate.externs {
        let id = match e {
            Extern::Carried(i) => &plan.krates[*i].id,
            Extern::Judge { id, .. } | Extern::Missing { id, .. } => id,
        };
        if let Some(lib) = plan.libs.get(id) {
            let mut arg = OsString::from(format!("{name}="));
            arg.push(lib);
            cmd.arg("--extern").arg(arg);
            if let Some(d) = lib.parent() {
                dirs.insert(d.to_path_buf());
            }
        }
    }
    for d in dirs {
        let mut arg = OsString::from("dependency=");
        arg.push(d);
        cmd.arg("-L").arg(arg);
    }
    for (key, value) in &krate.env {
        cmd.env(key, value);
    }
    cmd.env("CARGO_MANIFEST_DIR", &krate.dir);
    let out = cmd.stdin(Stdio::null()).output();
    let back = |name: &str| -> PathBuf {
        let f = PathBuf::from(name);
        match f.strip_prefix(&mirror) {
            Ok(rel) => pkg.join(rel),
            Err(_) => f.canonicalize().unwrap_or(f),
        }
    };
    let files = std::fs::read_to_string(dir.join("crate.d"))
        .map(|t| {
            dep_info_files(&t)
                .iter()
                .map(|f| back(&f.display().to_string()))
                .collect()
        })
        .unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    let out = out.map_err(|e| Failure::new(format!("cannot run rustc: {e}")))?;
    let mut diags: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect();
    // Every place names the crate's own file.
    fn rename(v: &mut serde_json::Value, back: &dyn Fn(&str) -> PathBuf) {
        match v {
            serde_json::Value::Object(map) => {
                if let Some(serde_json::Value::String(f)) = map.get("file_name") {
                    let own = back(f).display().to_string();
                    map.insert("file_name".into(), serde_json::Value::String(own));
                }
                for (_, x) in map.iter_mut() {
                    rename(x, back);
                }
            }
            serde_json::Value::Array(a) => a.iter_mut().for_each(|x| rename(x, back)),
            _ => {}
        }
    }
    for d in &mut diags {
        rename(d, &back);
    }
    if !out.status.success() {
        let first = diags
            .iter()
            .find(|d| d["level"].as_str() == Some("error"))
            .map(|d| {
                let at = primary(d, plan, k)
                    .map(|(p, l)| format!(" ({}:{l})", show(&p, &krate.dir)))
                    .unwrap_or_default();
                format!("{}{at}", d["message"].as_str().unwrap_or("rustc failed"))
            })
            .unwrap_or_else(|| "rustc failed".to_string());
        let why = Failure::new(format!(
            "{} {} is edition {}, and compiled as edition {edition} it does not compile: {first}",
            krate.package, krate.version, krate.edition
        ));
        return Ok((Err(why), files));
    }
    Ok((Ok(diags), files))
}

/// Copies the `.rs` files under `from` (not `target/` nor hidden folders)
/// to the same places under `to`.
fn copy_sources(from: &Path, to: &Path) -> std::io::Result<()> {
    let mut stack = vec![PathBuf::new()];
    while let Some(rel) = stack.pop() {
        for e in std::fs::read_dir(from.join(&rel))?.flatten() {
            let name = e.file_name();
            let kind = e.file_type()?;
            let sub = rel.join(&name);
            if kind.is_dir() {
                let n = name.to_string_lossy();
                if !n.starts_with('.') && n != "target" {
                    stack.push(sub);
                }
            } else if sub.extension().is_some_and(|x| x == "rs") {
                let dest = to.join(&sub);
                if let Some(d) = dest.parent() {
                    std::fs::create_dir_all(d)?;
                }
                std::fs::copy(e.path(), dest)?;
            }
        }
    }
    Ok(())
}

/// `path` relative to `dir`, where it is inside it.
fn show(path: &Path, dir: &Path) -> String {
    let dir = dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf());
    path.strip_prefix(&dir)
        .unwrap_or(path)
        .display()
        .to_string()
}
