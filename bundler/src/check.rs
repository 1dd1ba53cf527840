//! What a bundle may not hold, and the compile check.
//!
//! Once the bundle is pruned, the code that stays may not name a crate the
//! judge lacks, use syntax newer than the judges' compiler (Rust 1.70
//! unless a toolchain is named), carry a macro marked as one whose meaning
//! the bundle cannot keep ([`crate::macros`]), leave a condition to the
//! judge that only this machine could decide (a cfg set by RUSTFLAGS), or
//! ask a type's path (`std::any::type_name`, which the bundle changes).
//! Then the bundle is compiled with the target toolchain and edition
//! before anything is printed.

use crate::load::Sources;
use crate::mark::file_of as marker_of;
use crate::tokens::colons_at;
use crate::workspace::{Extern, Krate, Plan, ATCODER_CRATES};
use crate::{Failure, Flavour};
use cargo_metadata::{Message, PackageId};
use proc_macro2::{TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use syn::spanned::Spanned;
use syn::visit::{self, Visit};

/// Refuses what the kept code of `file` may not hold. Returns the
/// external crates it uses that the judge has (AtCoder's), by the name the
/// code gives them, with their packages.
pub(crate) fn refusals(
    file: &syn::File,
    plan: &Plan,
    sources: &Sources,
    flavour: Flavour,
    target_minor: u32,
) -> Result<BTreeMap<String, PackageId>, Failure> {
    let mut w = Walker {
        plan,
        sources,
        flavour,
        target_minor,
        file: 0,
        error: None,
        judge: BTreeMap::new(),
    };
    w.visit_file(file);
    match w.error {
        Some(e) => Err(e),
        None => Ok(w.judge),
    }
}

struct Walker<'a> {
    plan: &'a Plan,
    sources: &'a Sources,
    flavour: Flavour,
    /// The minor version of the Rust the bundle is for (70: Rust 1.70).
    target_minor: u32,
    /// The source file being walked.
    file: usize,
    error: Option<Failure>,
    judge: BTreeMap<String, PackageId>,
}

impl Walker<'_> {
    fn krate(&self) -> &Krate {
        &self.plan.krates[self.sources.files[self.file].krate]
    }

    fn fail(&mut self, line: usize, msg: String) {
        if self.error.is_none() {
            let label = self.sources.label_of(self.file);
            self.error = Some(Failure::new(format!("{label}:{line}: {msg}")));
        }
    }

    /// A path's first name, at `line`: refused if it is a crate the judge
    /// lacks.
    fn name(&mut self, name: &str, line: usize) {
        let Some(ext) = self.krate().externs.get(name).cloned() else {
            return;
        };
        match ext {
            Extern::Carried(_) => {}
            Extern::Judge(id) => {
                self.judge.insert(name.to_string(), id);
            }
            Extern::Missing { package, registry } => {
                let who = if self.sources.files[self.file].krate == 0 {
                    String::new()
                } else {
                    format!("the crate `{}` ", self.krate().package)
                };
                let judge = match self.flavour {
                    Flavour::Std if ATCODER_CRATES.contains(&package.as_str()) => {
                        "a judge without crates lacks it (AtCoder has it: --atcoder keeps it external)"
                    }
                    Flavour::Std => "a judge without crates lacks it",
                    Flavour::AtCoder => "AtCoder does not install it",
                };
                let carried = if registry {
                    "a bundle copies only std-only crates given by path, and cp-games"
                } else {
                    "it is not a library a bundle can copy"
                };
                let msg = format!(
                    "{who}uses the crate `{name}`{}: {judge}, and {carried}",
                    if package.replace('-', "_") == name {
                        String::new()
                    } else {
                        format!(" (package {package})")
                    }
                );
                self.fail(line, msg);
            }
        }
    }

    fn newer(&mut self, line: usize, what: &str, version: &str, hint: &str) {
        let minor: u32 = version
            .split('.')
            .nth(1)
            .and_then(|m| m.parse().ok())
            .unwrap_or(0);
        if minor > self.target_minor {
            let target = self.target_minor;
            self.fail(
                line,
                format!("{what} Rust {version}; the bundle is for Rust 1.{target}{hint}"),
            );
        }
    }

    /// Refuses a condition left to the judge's compiler that Rust does not
    /// set: only this machine (`--cfg` in RUSTFLAGS) could decide it.
    fn condition(&mut self, meta: &syn::Meta, line: usize) {
        let mut names = Vec::new();
        cfg_names(meta, &mut names);
        for name in names {
            if !crate::cfg::is_built_in(&name) {
                self.fail(
                    line,
                    format!("`cfg({name})` is set neither by Rust nor by a feature (a build script of this crate did not set it either), so the bundle cannot tell its value; a judge's compiler sets no such cfg: use a feature"),
                );
            }
        }
    }

    /// An item's marks: a hazard is refused.
    fn item(&mut self, attrs: &[syn::Attribute], line: usize) {
        if let Some(why) = crate::mark::hazard_of(attrs) {
            self.fail(line, why);
        }
    }

    fn tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, t) in trees.iter().enumerate() {
            match t {
                TokenTree::Group(g) => self.tokens(g.stream()),
                TokenTree::Punct(p) if p.as_char() == '#' => {
                    if let Some(TokenTree::Group(g)) = trees.get(i + 1) {
                        if let Ok(syn::Meta::List(l)) = syn::parse2::<syn::Meta>(g.stream()) {
                            if l.path.is_ident("cfg") || l.path.is_ident("cfg_attr") {
                                if let Ok(m) = l.parse_args_with(
                                    syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
                                ) {
                                    if let Some(first) = m.first() {
                                        self.condition(first, g.span().start().line);
                                    }
                                }
                            }
                        }
                    }
                }
                TokenTree::Ident(id) => {
                    if id == "cfg" {
                        if let (Some(TokenTree::Punct(b)), Some(TokenTree::Group(g))) =
                            (trees.get(i + 1), trees.get(i + 2))
                        {
                            if b.as_char() == '!' {
                                if let Ok(m) = syn::parse2::<syn::Meta>(g.stream()) {
                                    self.condition(&m, id.span().start().line);
                                }
                            }
                        }
                    }
                    if TYPE_NAMES.contains(&id.to_string().as_str()) {
                        self.type_name(id.span().start().line);
                    }
                    let colons_after = colons_at(&trees, i + 1);
                    let inside = i >= 1
                        && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '.' || p.as_char() == '$')
                        || i >= 2
                            && colons_at(&trees, i - 2)
                            && matches!(trees.get(i.wrapping_sub(3)), Some(TokenTree::Ident(_)));
                    if colons_after && !inside {
                        self.name(&id.to_string(), id.span().start().line);
                    }
                }
                TokenTree::Literal(l) => {
                    if l.to_string().starts_with("c\"") || l.to_string().starts_with("cr") {
                        self.newer(l.span().start().line, "C string literals need", "1.77", "");
                    }
                }
                TokenTree::Punct(_) => {}
            }
        }
    }

    fn type_name(&mut self, line: usize) {
        self.fail(
            line,
            "`std::any::type_name` names a type by its path, which the bundle changes (`mylib::Grid` becomes `main::mylib::Grid`)".to_string(),
        );
    }
}

/// std's functions that name a type by its path.
const TYPE_NAMES: &[&str] = &["type_name", "type_name_of_val"];

/// The names of the conditions in a `cfg(..)` condition, but `feature`.
fn cfg_names(meta: &syn::Meta, out: &mut Vec<String>) {
    match meta {
        syn::Meta::Path(p) => out.extend(p.get_ident().map(|i| i.to_string())),
        syn::Meta::NameValue(nv) => out.extend(nv.path.get_ident().map(|i| i.to_string())),
        syn::Meta::List(l) => {
            if let Ok(parts) = l.parse_args_with(
                syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
            ) {
                for p in &parts {
                    cfg_names(p, out);
                }
            }
        }
    }
}

/// Whether a function's return type is `impl Trait`.
fn returns_impl_trait(out: &syn::ReturnType) -> bool {
    matches!(out, syn::ReturnType::Type(_, t) if matches!(**t, syn::Type::ImplTrait(_)))
}

fn contains_let(e: &syn::Expr) -> bool {
    match e {
        syn::Expr::Let(_) => true,
        syn::Expr::Binary(b) if matches!(b.op, syn::BinOp::And(_)) => {
            contains_let(&b.left) || contains_let(&b.right)
        }
        _ => false,
    }
}

impl<'ast> Visit<'ast> for Walker<'_> {
    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        let outer = self.file;
        if let Some(f) = marker_of(&m.attrs) {
            self.file = f;
        }
        visit::visit_item_mod(self, m);
        self.file = outer;
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        if let Some(first) = p.segments.first() {
            if p.segments.len() > 1 || p.leading_colon.is_some() {
                self.name(&first.ident.to_string(), first.ident.span().start().line);
            }
        }
        if let Some(last) = p.segments.last() {
            if TYPE_NAMES.contains(&last.ident.to_string().as_str()) {
                self.type_name(last.ident.span().start().line);
            }
        }
        visit::visit_path(self, p);
    }

    fn visit_item(&mut self, i: &'ast syn::Item) {
        if let Some(attrs) = crate::mark::item_attrs(i) {
            self.item(attrs, i.span().start().line);
        }
        visit::visit_item(self, i);
    }

    fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
        if f.sig.asyncness.is_some() || returns_impl_trait(&f.sig.output) {
            self.newer(
                f.sig.ident.span().start().line,
                "`async fn` and `-> impl Trait` in traits need",
                "1.75",
                "",
            );
        }
        visit::visit_trait_item_fn(self, f);
    }

    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        if i.trait_.is_some() {
            for it in &i.items {
                if let syn::ImplItem::Fn(f) = it {
                    if f.sig.asyncness.is_some() || returns_impl_trait(&f.sig.output) {
                        self.newer(
                            f.sig.ident.span().start().line,
                            "`async fn` and `-> impl Trait` in traits need",
                            "1.75",
                            "",
                        );
                    }
                }
            }
        }
        visit::visit_item_impl(self, i);
    }

    fn visit_expr_closure(&mut self, c: &'ast syn::ExprClosure) {
        if c.asyncness.is_some() {
            self.newer(c.span().start().line, "async closures need", "1.85", "");
        }
        visit::visit_expr_closure(self, c);
    }

    fn visit_constraint(&mut self, c: &'ast syn::Constraint) {
        self.newer(
            c.ident.span().start().line,
            "bounds on associated types in paths (`Iterator<Item: Ord>`) need",
            "1.79",
            "",
        );
        visit::visit_constraint(self, c);
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        fn firsts(t: &syn::UseTree, out: &mut Vec<syn::Ident>) {
            match t {
                syn::UseTree::Path(p) => out.push(p.ident.clone()),
                syn::UseTree::Name(n) => out.push(n.ident.clone()),
                syn::UseTree::Rename(r) => out.push(r.ident.clone()),
                syn::UseTree::Group(g) => g.items.iter().for_each(|t| firsts(t, out)),
                syn::UseTree::Glob(_) => {}
            }
        }
        let mut names = Vec::new();
        firsts(&u.tree, &mut names);
        for id in names {
            self.name(&id.to_string(), id.span().start().line);
        }
        visit::visit_item_use(self, u);
    }

    fn visit_item_extern_crate(&mut self, e: &'ast syn::ItemExternCrate) {
        self.name(&e.ident.to_string(), e.ident.span().start().line);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.visit_path(&m.path);
        if m.path.is_ident("cfg") {
            if let Ok(meta) = m.parse_body::<syn::Meta>() {
                self.condition(&meta, m.path.span().start().line);
            }
        }
        self.tokens(m.tokens.clone());
    }

    fn visit_attribute(&mut self, a: &'ast syn::Attribute) {
        let line = a.span().start().line;
        if a.path()
            .segments
            .first()
            .is_some_and(|s| s.ident == "diagnostic")
        {
            self.newer(line, "`#[diagnostic::..]` attributes need", "1.78", "");
        }
        if a.path().is_ident("cfg") {
            if let Ok(m) = a.parse_args::<syn::Meta>() {
                self.condition(&m, line);
            }
        }
        if a.path().is_ident("cfg_attr") {
            if let Ok(m) = a.parse_args_with(
                syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
            ) {
                if let Some(first) = m.first() {
                    self.condition(first, line);
                }
            }
        }
        if a.path().is_ident("expect") {
            self.newer(line, "#[expect(..)] needs", "1.81", " (use #[allow(..)])");
        }
        if a.path().is_ident("unsafe") {
            self.newer(line, "unsafe(..) attributes need", "1.82", "");
        }
    }

    fn visit_expr_const(&mut self, e: &'ast syn::ExprConst) {
        self.newer(
            e.span().start().line,
            "inline const blocks need",
            "1.79",
            "",
        );
        visit::visit_expr_const(self, e);
    }

    fn visit_expr_raw_addr(&mut self, e: &'ast syn::ExprRawAddr) {
        self.newer(
            e.span().start().line,
            "`&raw const` and `&raw mut` need",
            "1.82",
            "",
        );
        visit::visit_expr_raw_addr(self, e);
    }

    fn visit_lit_cstr(&mut self, l: &'ast syn::LitCStr) {
        self.newer(l.span().start().line, "C string literals need", "1.77", "");
    }

    fn visit_expr_if(&mut self, e: &'ast syn::ExprIf) {
        if !matches!(*e.cond, syn::Expr::Let(_)) && contains_let(&e.cond) {
            self.newer(e.span().start().line, "`let` chains need", "1.88", "");
        }
        visit::visit_expr_if(self, e);
    }

    fn visit_expr_while(&mut self, e: &'ast syn::ExprWhile) {
        if !matches!(*e.cond, syn::Expr::Let(_)) && contains_let(&e.cond) {
            self.newer(e.span().start().line, "`let` chains need", "1.88", "");
        }
        visit::visit_expr_while(self, e);
    }

    fn visit_item_foreign_mod(&mut self, f: &'ast syn::ItemForeignMod) {
        if f.unsafety.is_some() {
            self.newer(
                f.span().start().line,
                "`unsafe extern` blocks need",
                "1.82",
                "",
            );
        }
        visit::visit_item_foreign_mod(self, f);
    }

    fn visit_precise_capture(&mut self, p: &'ast syn::PreciseCapture) {
        self.newer(p.span().start().line, "`use<..>` bounds need", "1.82", "");
    }

    fn visit_pat(&mut self, p: &'ast syn::Pat) {
        if let syn::Pat::Range(r) = p {
            if matches!(r.limits, syn::RangeLimits::HalfOpen(_)) && r.end.is_some() {
                self.newer(
                    r.span().start().line,
                    "exclusive range patterns (`a..b`) need",
                    "1.80",
                    "",
                );
            }
        }
        visit::visit_pat(self, p);
    }
}

/// The rustc that compiles the bundle: `$RUSTC`, else `rustc` (under
/// rustup, the toolchain in use: `cargo +1.70 cp-bundle` checks with
/// 1.70).
pub fn rustc() -> OsString {
    std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into())
}

/// The version line of the rustc that checks bundles (`$RUSTC`, else
/// `rustc`): `rustc 1.70.0 (90c541806 2023-05-31)`.
pub fn rustc_version() -> Result<String, Failure> {
    let out = Command::new(rustc())
        .arg("--version")
        .output()
        .map_err(|e| Failure::new(format!("cannot run {:?} to check the bundle: {e}", rustc())))?;
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// The editions a rustc of this version line compiles that judges use:
/// 2021, and 2024 from Rust 1.85 on.
pub fn editions(version: &str) -> Vec<&'static str> {
    let minor = version
        .split(['.', ' '])
        .nth(2)
        .and_then(|m| m.parse::<u32>().ok())
        .unwrap_or(0);
    if minor >= 85 {
        vec!["2021", "2024"]
    } else {
        vec!["2021"]
    }
}

/// The libraries cargo builds for the binary, for the external crates a
/// bundle uses (`--extern` and `-L` arguments for rustc).
pub(crate) fn judge_libraries(
    plan: &Plan,
    opts: &crate::Options,
    wanted: &BTreeMap<String, PackageId>,
) -> Result<Vec<OsString>, Failure> {
    if wanted.is_empty() {
        return Ok(Vec::new());
    }
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(&opts.cwd)
        .args(["build", "--message-format=json-render-diagnostics"]);
    // The package's library has the binary's dependencies, and builds
    // once for all its binaries.
    if plan.has_lib {
        cmd.arg("--lib");
    } else {
        cmd.arg("--bin").arg(&plan.bin);
    }
    cmd.arg("-p")
        .arg(&plan.package)
        .arg("--manifest-path")
        .arg(&plan.manifest);
    for f in &opts.features {
        cmd.arg("--features").arg(f);
    }
    // And the package's features the bundle was made with: `cargo
    // metadata` resolves the whole workspace, where another member may
    // turn on a feature of this package (and with it a crate) that a build
    // of this package alone would leave off.
    let own: Vec<&str> = plan.krates[0]
        .features
        .iter()
        .map(String::as_str)
        .filter(|&f| f != "default")
        .collect();
    if !own.is_empty() {
        cmd.arg("--features").arg(own.join(","));
    }
    if opts.all_features {
        cmd.arg("--all-features");
    }
    if opts.no_default_features {
        cmd.arg("--no-default-features");
    }
    if let Some(dir) = &opts.target_dir {
        cmd.arg("--target-dir").arg(opts.cwd.join(dir));
    }
    let out = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Failure::new(format!("cannot run cargo build: {e}")))?;
    let mut found: BTreeMap<&PackageId, PathBuf> = BTreeMap::new();
    for msg in Message::parse_stream(&out.stdout[..]).flatten() {
        if let Message::CompilerArtifact(a) = msg {
            if wanted.values().any(|id| *id == a.package_id) {
                if let Some(rlib) = a.filenames.iter().find(|f| f.as_str().ends_with(".rlib")) {
                    let id = wanted
                        .values()
                        .find(|id| **id == a.package_id)
                        .expect("wanted");
                    found.insert(id, rlib.clone().into_std_path_buf());
                }
            }
        }
    }
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let line = stderr
            .lines()
            .find(|l| l.starts_with("error"))
            .unwrap_or("it failed");
        return Err(Failure::new(format!(
            "cargo build of `{}`, for the crates the AtCoder bundle uses: {line}",
            plan.bin
        )));
    }
    let mut args = Vec::new();
    let mut dirs = BTreeSet::new();
    for (name, id) in wanted {
        let rlib = found.get(id).ok_or_else(|| {
            Failure::new(format!("cargo built no library for the crate `{name}`"))
        })?;
        let mut arg = OsString::from(format!("{name}="));
        arg.push(rlib);
        args.push("--extern".into());
        args.push(arg);
        if let Some(d) = rlib.parent() {
            dirs.insert(d.to_path_buf());
        }
    }
    for d in dirs {
        let mut arg = OsString::from("dependency=");
        arg.push(d);
        args.push("-L".into());
        args.push(arg);
    }
    Ok(args)
}

/// Compiles (type-checks) `text` as a judge would, on each edition this
/// rustc has: a bundle that does not compile is an error. Returns the
/// editions checked.
pub fn compile(text: &str, extra: &[OsString]) -> Result<Vec<&'static str>, Failure> {
    let version = rustc_version()?;
    let editions = editions(&version);
    let dir = scratch_dir();
    std::fs::create_dir_all(&dir).map_err(|e| Failure::new(format!("{}: {e}", dir.display())))?;
    let result = (|| {
        let src = dir.join("bundle.rs");
        std::fs::write(&src, text).map_err(|e| Failure::new(format!("{}: {e}", src.display())))?;
        for edition in &editions {
            let out = Command::new(rustc())
                .args([
                    "--edition",
                    edition,
                    "--crate-type",
                    "bin",
                    "--emit=metadata",
                ])
                .arg("-o")
                .arg(dir.join("bundle.rmeta"))
                .arg(&src)
                .args(extra)
                .stdin(Stdio::null())
                .output()
                .map_err(|e| Failure::new(format!("cannot run rustc to check the bundle: {e}")))?;
            if !out.status.success() {
                let stderr = String::from_utf8_lossy(&out.stderr);
                let first = stderr
                    .lines()
                    .find(|l| l.starts_with("error"))
                    .unwrap_or("rustc failed");
                let at = stderr
                    .lines()
                    .find_map(|l| l.trim_start().strip_prefix("--> "))
                    .and_then(|l| l.rsplit(':').nth(1))
                    .map(|line| format!(" at line {line} of the bundle"))
                    .unwrap_or_default();
                return Err(Failure::new(format!(
                    "the bundle does not compile with rustc --edition {edition}: {first}{at}; nothing was written"
                )));
            }
        }
        Ok(())
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result.map(|()| editions)
}

fn scratch_dir() -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    std::env::temp_dir().join(format!("cp-bundle-{}-{nanos}", std::process::id()))
}
