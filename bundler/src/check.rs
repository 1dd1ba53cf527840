//! What a bundle may not hold, and the compile check.
//!
//! Once the bundle is pruned, the code that stays may not use syntax newer
//! than the judges' compiler (Rust 1.70 unless a toolchain is named),
//! leave a condition to the judge that only this machine could decide (a
//! cfg set by RUSTFLAGS), or ask for a place or a path the bundle changes
//! (`std::any::type_name`, `Location::caller()`). Each refusal names the
//! file and line it comes from. Then the bundle is compiled with the
//! target toolchain and edition, as a judge compiles it, before anything
//! is printed.

use crate::cargo::PackageId;
use crate::text::{Doc, Files};
use crate::toolchain::Rustc;
use crate::workspace::Plan;
use crate::Failure;
use proc_macro2::{TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use syn::spanned::Spanned;
use syn::visit::{self, Visit};

/// What the code that stays is checked against.
pub(crate) struct Rules<'a> {
    /// The minor version of the Rust the bundle is for (70: Rust 1.70).
    pub target_minor: u32,
    /// The bundle's edition.
    pub edition: &'a str,
}

/// Refuses what the kept code of the bundle (`doc`, its text `text`) may
/// not hold.
pub(crate) fn refusals(
    text: &str,
    doc: &Doc,
    files: &Files,
    plan: &Plan,
    rules: &Rules,
) -> Result<(), Failure> {
    let file = syn::parse_file(text).map_err(|e| {
        Failure::new(format!(
            "the bundler made a bundle that does not parse (line {}: {e})",
            e.span().start().line
        ))
    })?;
    let mut w = Walker {
        doc,
        files,
        plan,
        target_minor: rules.target_minor,
        edition: rules.edition,
        expr_macros: BTreeSet::new(),
        to_stderr: false,
        error: None,
    };
    // Macros of crates newer than the bundle's edition whose `expr`
    // fragments match more there.
    struct Find<'w, 'a>(&'w mut Walker<'a>);
    impl<'ast> Visit<'ast> for Find<'_, '_> {
        fn visit_item_macro(&mut self, m: &'ast syn::ItemMacro) {
            if m.mac.path.is_ident("macro_rules") && has_expr(m.mac.tokens.clone()) {
                if let Some(id) = &m.ident {
                    if self.0.newer_edition(id.span().byte_range().start) {
                        self.0.expr_macros.insert(id.to_string());
                    }
                }
            }
            visit::visit_item_macro(self, m);
        }
    }
    Find(&mut w).visit_file(&file);
    w.visit_file(&file);
    proc_macro2::extra::invalidate_current_thread_spans();
    match w.error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

fn has_expr(tokens: TokenStream) -> bool {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    trees.iter().enumerate().any(|(i, t)| match t {
        TokenTree::Ident(id) if id == "expr" => {
            i >= 1 && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == ':')
        }
        TokenTree::Group(g) => has_expr(g.stream()),
        _ => false,
    })
}

struct Walker<'a> {
    doc: &'a Doc,
    files: &'a Files,
    plan: &'a Plan,
    /// The minor version of the Rust the bundle is for (70: Rust 1.70).
    target_minor: u32,
    edition: &'a str,
    expr_macros: BTreeSet<String>,
    /// Whether the walk is in a macro whose words go to standard error.
    to_stderr: bool,
    error: Option<Failure>,
}

impl Walker<'_> {
    fn fail(&mut self, at: usize, msg: String) {
        if self.error.is_none() {
            let place = match self.doc.origin(at) {
                Some((f, o)) => self.files.place(f, o),
                None => format!("line {} of the bundle", at),
            };
            self.error = Some(Failure::new(format!("{place}: {msg}")));
        }
    }

    fn newer(&mut self, at: usize, what: &str, version: &str, hint: &str) {
        let minor: u32 = version
            .split('.')
            .nth(1)
            .and_then(|m| m.parse().ok())
            .unwrap_or(0);
        if minor > self.target_minor {
            let target = self.target_minor;
            self.fail(
                at,
                format!("{what} Rust {version}; the bundle is for Rust 1.{target}{hint}"),
            );
        }
    }

    /// Refuses a condition left to the judge's compiler that Rust does not
    /// set: only this machine (`--cfg` in RUSTFLAGS) could decide it.
    fn condition(&mut self, meta: &syn::Meta, at: usize) {
        let mut names = Vec::new();
        cfg_names(meta, &mut names);
        for name in names {
            if !crate::cfg::is_built_in(&name) {
                self.fail(
                    at,
                    format!("`cfg({name})` is set neither by Rust nor by a feature (a build script of this crate did not set it either), so the bundle cannot tell its value; a judge's compiler sets no such cfg: use a feature"),
                );
            }
        }
    }

    /// A function of a trait or of an impl of one: `async fn` and `->
    /// impl Trait` there need Rust 1.75.
    fn trait_fn(&mut self, sig: &syn::Signature) {
        if sig.asyncness.is_some() || returns_impl_trait(&sig.output) {
            self.newer(
                sig.ident.span().byte_range().start,
                "`async fn` and `-> impl Trait` in traits need",
                "1.75",
                "",
            );
        }
    }

    /// The crate a byte of the bundle comes from.
    fn krate(&self, at: usize) -> Option<usize> {
        self.doc.origin(at).map(|(f, _)| self.files.get(f).krate)
    }

    /// Whether the code at `at` comes from a crate of an edition newer
    /// than the bundle's.
    fn newer_edition(&self, at: usize) -> bool {
        self.krate(at)
            .is_some_and(|k| self.plan.krates[k].edition.as_str() > self.edition)
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
                                        self.condition(first, g.span().byte_range().start);
                                    }
                                }
                            }
                        }
                    }
                }
                TokenTree::Ident(id) => {
                    let at = id.span().byte_range().start;
                    if id == "cfg" {
                        if let (Some(TokenTree::Punct(b)), Some(TokenTree::Group(g))) =
                            (trees.get(i + 1), trees.get(i + 2))
                        {
                            if b.as_char() == '!' {
                                if let Ok(m) = syn::parse2::<syn::Meta>(g.stream()) {
                                    self.condition(&m, at);
                                }
                            }
                        }
                    }
                    let name = id.to_string();
                    if PLACES.contains(&name.as_str()) && !self.to_stderr {
                        self.place(&name, at);
                    }
                }
                TokenTree::Literal(l) => {
                    if l.to_string().starts_with("c\"") || l.to_string().starts_with("cr") {
                        self.newer(
                            l.span().byte_range().start,
                            "C string literals need",
                            "1.77",
                            "",
                        );
                    }
                }
                TokenTree::Punct(_) => {}
            }
        }
    }

    /// `type_name` and `Location::caller`: a path or a place the bundle
    /// changes.
    fn place(&mut self, name: &str, at: usize) {
        let why = match name {
            "caller" | "caller_location" => "`Location::caller()` gives the place of its caller in the source, which the bundle moves",
            _ => "`std::any::type_name` names a type by its path, which the bundle changes (`mylib::Grid` becomes `main::mylib::Grid`)",
        };
        self.fail(at, why.to_string());
    }
}

/// std's functions that name a type by its path, or a place.
const PLACES: &[&str] = &["type_name", "type_name_of_val", "caller", "caller_location"];

/// Macros whose words go to standard error, or end the program with a
/// panic, never to the answer.
const TO_STDERR: &[&str] = &[
    "panic",
    "assert",
    "assert_eq",
    "assert_ne",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "unreachable",
    "unimplemented",
    "todo",
    "eprint",
    "eprintln",
];

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

/// Methods whose result holds a lock or a borrow until it is dropped.
const GUARDS: &[&str] = &[
    "borrow",
    "borrow_mut",
    "lock",
    "read",
    "write",
    "try_borrow",
    "try_borrow_mut",
    "try_lock",
    "try_read",
    "try_write",
];

/// Whether an expression calls a method whose result holds a guard.
fn holds_guard(e: &syn::Expr) -> bool {
    struct Find(bool);
    impl<'ast> Visit<'ast> for Find {
        fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
            self.0 |= GUARDS.contains(&m.method.to_string().as_str());
            visit::visit_expr_method_call(self, m);
        }
    }
    let mut f = Find(false);
    f.visit_expr(e);
    f.0
}

/// Whether a macro's arguments hold `_` or `const { .. }` as a whole
/// argument (between commas or semicolons), which an `expr` fragment
/// matches in edition 2024 alone.
fn meets_wider_expr(tokens: TokenStream) -> bool {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let boundary = |t: Option<&TokenTree>| match t {
        None => true,
        Some(TokenTree::Punct(p)) => matches!(p.as_char(), ',' | ';'),
        _ => false,
    };
    trees.iter().enumerate().any(|(i, t)| {
        let before = boundary(i.checked_sub(1).and_then(|j| trees.get(j)));
        match t {
            TokenTree::Ident(id) if id == "_" => before && boundary(trees.get(i + 1)),
            TokenTree::Ident(id) if id == "const" => {
                before
                    && matches!(trees.get(i + 1), Some(TokenTree::Group(g)) if g.delimiter() == proc_macro2::Delimiter::Brace)
            }
            _ => false,
        }
    })
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
    fn visit_path(&mut self, p: &'ast syn::Path) {
        if let Some(last) = p.segments.last() {
            let name = last.ident.to_string();
            let located = name != "caller"
                || p.segments.len() >= 2 && p.segments[p.segments.len() - 2].ident == "Location";
            if PLACES.contains(&name.as_str()) && located && !self.to_stderr {
                self.place(&name, last.ident.span().byte_range().start);
            }
        }
        visit::visit_path(self, p);
    }

    fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
        self.trait_fn(&f.sig);
        visit::visit_trait_item_fn(self, f);
    }

    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        if i.trait_.is_some() {
            for it in &i.items {
                if let syn::ImplItem::Fn(f) = it {
                    self.trait_fn(&f.sig);
                }
            }
        }
        visit::visit_item_impl(self, i);
    }

    fn visit_expr_closure(&mut self, c: &'ast syn::ExprClosure) {
        if c.asyncness.is_some() {
            self.newer(
                c.span().byte_range().start,
                "async closures need",
                "1.85",
                "",
            );
        }
        visit::visit_expr_closure(self, c);
    }

    fn visit_constraint(&mut self, c: &'ast syn::Constraint) {
        self.newer(
            c.ident.span().byte_range().start,
            "bounds on associated types in paths (`Iterator<Item: Ord>`) need",
            "1.79",
            "",
        );
        visit::visit_constraint(self, c);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.visit_path(&m.path);
        let last = m
            .path
            .segments
            .last()
            .map(|s| s.ident.to_string())
            .unwrap_or_default();
        // What a panic or an error line says is no answer: a type's name
        // there (proconio's message for a token it cannot read) may change.
        let outer = self.to_stderr;
        self.to_stderr |= TO_STDERR.contains(&last.as_str());
        let name = m
            .path
            .segments
            .last()
            .map(|s| s.ident.to_string())
            .unwrap_or_default();
        if self.expr_macros.contains(&name) && meets_wider_expr(m.tokens.clone()) {
            self.fail(
                m.path.span().byte_range().start,
                format!("the macro `{name}` is of edition 2024, where its `expr` fragments match `_` and `const {{ .. }}` too, and these arguments have them; in edition {} (the bundle's) they would not match", self.edition),
            );
        }
        if m.path.is_ident("cfg") {
            if let Ok(meta) = m.parse_body::<syn::Meta>() {
                self.condition(&meta, m.path.span().byte_range().start);
            }
        }
        self.tokens(m.tokens.clone());
        self.to_stderr = outer;
    }

    fn visit_attribute(&mut self, a: &'ast syn::Attribute) {
        let line = a.span().byte_range().start;
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
            e.span().byte_range().start,
            "inline const blocks need",
            "1.79",
            "",
        );
        visit::visit_expr_const(self, e);
    }

    fn visit_expr_raw_addr(&mut self, e: &'ast syn::ExprRawAddr) {
        self.newer(
            e.span().byte_range().start,
            "`&raw const` and `&raw mut` need",
            "1.82",
            "",
        );
        visit::visit_expr_raw_addr(self, e);
    }

    fn visit_lit_cstr(&mut self, l: &'ast syn::LitCStr) {
        self.newer(
            l.span().byte_range().start,
            "C string literals need",
            "1.77",
            "",
        );
    }

    fn visit_expr_if(&mut self, e: &'ast syn::ExprIf) {
        if !matches!(*e.cond, syn::Expr::Let(_)) && contains_let(&e.cond) {
            self.newer(e.span().byte_range().start, "`let` chains need", "1.88", "");
        }
        if let syn::Expr::Let(l) = &*e.cond {
            if e.else_branch.is_some()
                && self.newer_edition(e.span().byte_range().start)
                && holds_guard(&l.expr)
            {
                let from = self
                    .krate(e.span().byte_range().start)
                    .map(|k| self.plan.krates[k].edition.clone())
                    .unwrap_or_default();
                let to = self.edition;
                self.fail(
                    e.span().byte_range().start,
                    format!("this `if let` holds a lock or a borrow while its `else` runs in edition {to} (the bundle's), not in edition {from} (the crate's) (--edition {from} keeps its meaning)"),
                );
            }
        }
        visit::visit_expr_if(self, e);
    }

    fn visit_expr_while(&mut self, e: &'ast syn::ExprWhile) {
        if !matches!(*e.cond, syn::Expr::Let(_)) && contains_let(&e.cond) {
            self.newer(e.span().byte_range().start, "`let` chains need", "1.88", "");
        }
        visit::visit_expr_while(self, e);
    }

    fn visit_item_foreign_mod(&mut self, f: &'ast syn::ItemForeignMod) {
        if f.unsafety.is_some() {
            self.newer(
                f.span().byte_range().start,
                "`unsafe extern` blocks need",
                "1.82",
                "",
            );
        }
        visit::visit_item_foreign_mod(self, f);
    }

    fn visit_precise_capture(&mut self, p: &'ast syn::PreciseCapture) {
        self.newer(
            p.span().byte_range().start,
            "`use<..>` bounds need",
            "1.82",
            "",
        );
    }

    fn visit_pat(&mut self, p: &'ast syn::Pat) {
        if let syn::Pat::Range(r) = p {
            if matches!(r.limits, syn::RangeLimits::HalfOpen(_)) && r.end.is_some() {
                self.newer(
                    r.span().byte_range().start,
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

/// `--extern` and `-L` arguments for rustc for the external crates a
/// bundle uses, by their crates' names, from the libraries cargo built for
/// the binary.
pub(crate) fn judge_libraries(
    plan: &Plan,
    wanted: &BTreeMap<String, PackageId>,
) -> Result<Vec<OsString>, Failure> {
    let mut args = Vec::new();
    let mut dirs = BTreeSet::new();
    for (name, id) in wanted {
        let rlib = plan.libs.get(id).ok_or_else(|| {
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

/// Compiles `text` as a judge would, with `rustc -O` on `edition`: into
/// `exe` when given, else only type-checked. A bundle that does not
/// compile is an error that names the line and shows its text.
pub(crate) fn compile(
    text: &str,
    rustc: &Rustc,
    edition: &str,
    extra: &[OsString],
    exe: Option<&Path>,
) -> Result<(), Failure> {
    let dir = scratch_dir();
    std::fs::create_dir_all(&dir).map_err(|e| Failure::new(format!("{}: {e}", dir.display())))?;
    let src = dir.join("bundle.rs");
    let result = (|| {
        std::fs::write(&src, text).map_err(|e| Failure::new(format!("{}: {e}", src.display())))?;
        let mut cmd = Command::new(&rustc.path);
        cmd.current_dir(&dir)
            .args(["--edition", edition, "--crate-type", "bin"]);
        match exe {
            Some(exe) => cmd.arg("-O").arg("-o").arg(exe),
            None => cmd
                .arg("--emit=metadata")
                .arg("-o")
                .arg(dir.join("bundle.rmeta")),
        };
        let out = cmd
            .arg(&src)
            .args(extra)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| Failure::new(format!("cannot run rustc to check the bundle: {e}")))?;
        if out.status.success() {
            return Ok(());
        }
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first = stderr
            .lines()
            .find(|l| l.starts_with("error"))
            .unwrap_or("rustc failed");
        let at = stderr
            .lines()
            .find_map(|l| l.trim_start().strip_prefix("--> "))
            .and_then(|l| l.rsplit(':').nth(1))
            .and_then(|n| n.parse::<usize>().ok())
            .map(|n| {
                let line = text.lines().nth(n.wrapping_sub(1)).unwrap_or("").trim();
                let line: String = line.chars().take(80).collect();
                format!(" at line {n} of the bundle (`{line}`)")
            })
            .unwrap_or_default();
        let version = rustc.version.split(' ').nth(1).unwrap_or(&rustc.version);
        Err(Failure::new(format!(
            "the bundle does not compile with rustc {version} (edition {edition}): {first}{at}; nothing was written"
        )))
    })();
    let _ = std::fs::remove_file(&src);
    let _ = std::fs::remove_file(dir.join("bundle.rmeta"));
    let _ = std::fs::remove_dir(&dir);
    result
}

/// A new folder name for scratch files, in the system's temporary folder.
pub(crate) fn scratch_dir() -> PathBuf {
    // The count keeps apart the folders of bundles made at once in one
    // process (a test's threads).
    static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let k = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    std::env::temp_dir().join(format!("cp-bundle-{}-{nanos}-{k}", std::process::id()))
}
