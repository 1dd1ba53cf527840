//! Reading each crate of the bundle into one text, as edits of its files.
//!
//! The files are read as rustc reads them ([`crate::text`]) and parsed
//! with `syn` only to find where to edit; everything else stays as it was
//! written, byte for byte (a macro's arguments above all: `stringify!`
//! and `concat!` see them). The edits:
//!
//! - `mod x;` becomes `mod x { <the file> }` (in a macro's arguments too,
//!   as `cfg_if!` holds them);
//! - conditions: each `cfg(..)` is decided where the bundle knows its
//!   value ([`crate::cfg`]) and written back as `all()`, `any()` or what is
//!   left for the judge's compiler; an item, statement, field, variant or
//!   arm that is configured out is deleted, and so is a `cfg` that holds;
//! - compile-time values as the binary had them: `env!("CARGO_..")`,
//!   `option_env!`, `include_str!`, `include_bytes!`, `line!()`,
//!   `column!()`, `file!()` and `module_path!()` become literals (a call
//!   written in the source gives its own place, in a macro's arguments
//!   too, as rustc gives it);
//! - in a carried crate, what inlining needs: `crate::` becomes
//!   `crate::<its module>::`, `pub(crate)` `pub(in crate::<its module>)`,
//!   `$crate` `$crate::<its module>`; `extern crate` items go (their names
//!   are resolved by the compiler, [`crate::resolve`]); `#[macro_export]`
//!   macros stay in their modules, reached by `pub(crate) use` paths; lint
//!   levels that cargo would cap (`deny`, `forbid`, `warn`) and
//!   documentation attributes go;
//! - `macro_rules!` bodies are settled for the crates that call them
//!   ([`crate::macros`]).
//!
//! What cannot be kept with its meaning is not refused here but marked
//! at its place ([`Hazard`]): it is refused only if it is still in the
//! bundle once the compiler has said what the binary uses.

use crate::cfg::{Features, Settled};
use crate::macros::{self, Body, CrateInfo, Found};
use crate::text::{normalize, Doc, Files, SourceFile};
use crate::workspace::{Extern, Krate, Plan};
use crate::Failure;
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::ops::Range;
use std::path::{Path, PathBuf};
use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::{Attribute, Item, Meta};

/// The module that holds carried crate `k` while the bundle is made: a
/// name no source has, given its final name at the end.
pub(crate) fn placeholder(k: usize) -> String {
    format!("__cp_bundle_{k}")
}

/// Where a crate's name leads, in the bundle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// A carried crate: its module.
    Module(usize),
    /// A crate that stays external, by its name (`::name`).
    Extern(String),
}

/// A place whose meaning the bundle cannot keep: refused if it stays.
#[derive(Clone, Debug)]
pub(crate) struct Hazard {
    pub file: usize,
    pub offset: usize,
    pub message: String,
}

/// What reading a crate tells beside its text.
#[derive(Default)]
pub(crate) struct CrateRead {
    /// The names its code gives crates (dependencies, `extern crate .. as`
    /// names), and where they lead.
    pub names: BTreeMap<String, Target>,
    /// Crates whose exported macros `#[macro_use] extern crate` put in
    /// every module, by the name they lead to.
    pub macro_use: BTreeSet<usize>,
    /// The `#[macro_export]` macros of a carried crate.
    pub exported: BTreeSet<String>,
    /// Whether it named `alloc` in its `extern crate` items.
    pub needs_alloc: bool,
    /// Attributes for the bundle's root (`recursion_limit`).
    pub root_attrs: Vec<(String, u64)>,
}

/// Every crate, read.
pub(crate) struct Read {
    pub files: Files,
    pub docs: Vec<Doc>,
    pub crates: Vec<CrateRead>,
    pub hazards: Vec<Hazard>,
    /// Parts of files whose conditions are left to the judge's compiler
    /// (`#[cfg(windows)]`): the compiler here does not see them, so what
    /// they name is never taken for unused.
    pub left: Vec<(usize, Range<usize>)>,
    /// The end of the binary's inner attributes in its root file (where
    /// the bundle's own root attributes go).
    pub inner_end: usize,
}

/// A string literal that holds `s`.
pub(crate) fn string_literal(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0' => out.push_str("\\0"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A byte string literal that holds `b`.
fn byte_string_literal(b: &[u8]) -> String {
    let mut out = String::with_capacity(b.len() + 3);
    out.push_str("b\"");
    for &c in b {
        match c {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            0x20..=0x7e => out.push(c as char),
            c => out.push_str(&format!("\\x{c:02x}")),
        }
    }
    out.push('"');
    out
}

fn canonical(p: &Path) -> PathBuf {
    p.canonicalize().unwrap_or_else(|_| p.to_path_buf())
}

/// How messages name `path`: relative to `cwd` when inside it, else the
/// package's name and the path inside the package.
pub(crate) fn label(path: &Path, krate: &Krate, cwd: &Path) -> String {
    let cwd = canonical(cwd);
    let full = canonical(path);
    if let Ok(rel) = full.strip_prefix(&cwd) {
        return rel.display().to_string();
    }
    match full.strip_prefix(canonical(&krate.dir)) {
        Ok(rel) => format!("{} {}: {}", krate.package, krate.version, rel.display()),
        Err(_) => full.display().to_string(),
    }
}

/// One file of a crate, parsed.
struct Parsed {
    file: usize,
    tree: syn::File,
    /// Its module's path below the crate's root.
    module: Vec<String>,
    /// The `mod x;` items (by the byte of their `;`) and the file each
    /// reads, `None` when the file configures itself out.
    children: HashMap<usize, Option<usize>>,
}

/// The folder a `#[path = ..]` on a `mod x;` in `file` is relative to,
/// where `dir` holds the modules of the items it is among: the folder of
/// the file itself at the file's top level, else the inline modules'
/// folder.
fn dir_of_path_attr(dir: &Path, file: &Path) -> PathBuf {
    let file_dir = file.parent().unwrap_or(Path::new("."));
    let stem_dir = file_dir.join(file.file_stem().unwrap_or_default());
    if dir == file_dir || dir == stem_dir {
        file_dir.to_path_buf()
    } else {
        dir.to_path_buf()
    }
}

fn syn_failure(files: &Files, file: usize, e: &syn::Error) -> Failure {
    let at = e.span().byte_range().start;
    Failure::new(format!("{}: {e}", files.place(file, at)))
}

/// Reads every crate of the plan. `texts`: files whose text an edition's
/// migration changed, by canonical path.
pub(crate) fn read(plan: &Plan, texts: &BTreeMap<PathBuf, String>) -> Result<Read, Failure> {
    let mut files = Files::default();
    let mut parsed: Vec<Vec<Parsed>> = Vec::new();
    for (k, krate) in plan.krates.iter().enumerate() {
        let features = Features {
            on: &krate.features,
            cfgs: &krate.cfgs,
        };
        let mut d = Discover {
            krate,
            k,
            cwd: &plan.cwd,
            texts,
            features,
            files: &mut files,
            parsed: Vec::new(),
            open: Vec::new(),
        };
        let root = d.file(&krate.root, Vec::new(), None)?;
        if root.is_none() {
            return Err(Failure::new(format!(
                "{}: the whole crate is configured out (#![cfg(..)])",
                label(&krate.root, krate, &plan.cwd)
            )));
        }
        parsed.push(d.parsed);
    }

    // The macros of every crate, and who calls them.
    let found: Vec<Found> = parsed
        .iter()
        .map(|p| Found::of(&p.iter().map(|f| &f.tree).collect::<Vec<_>>()))
        .collect();
    let callers = macros::callers(&found);
    let stringifies: HashSet<String> = parsed
        .iter()
        .flatten()
        .flat_map(|p| macros::stringifying(&p.tree))
        .collect();
    let infos: Vec<CrateInfo> = plan
        .krates
        .iter()
        .enumerate()
        .map(|(k, c)| CrateInfo {
            name: &c.package,
            module: if k == 0 {
                String::new()
            } else {
                placeholder(k)
            },
            features: &c.features,
            cfgs: &c.cfgs,
            env: &c.env,
        })
        .collect();

    let mut out = Read {
        files,
        docs: Vec::new(),
        crates: Vec::new(),
        hazards: Vec::new(),
        left: Vec::new(),
        inner_end: 0,
    };
    for (k, krate) in plan.krates.iter().enumerate() {
        let mut info = CrateRead::default();
        for (name, e) in &krate.externs {
            let target = match e {
                Extern::Carried(i) => Target::Module(*i),
                Extern::Judge { krate, .. } | Extern::Missing { krate, .. } => {
                    Target::Extern(krate.clone())
                }
            };
            info.names.insert(name.clone(), target);
        }
        let exports = exports(&parsed[k], k);
        let mut w = Writer {
            k,
            krate,
            lib: (k > 0).then(|| placeholder(k)),
            features: Features {
                on: &krate.features,
                cfgs: &krate.cfgs,
            },
            files: &out.files,
            parsed: &parsed[k],
            callers: &callers[k],
            infos: &infos,
            exports: &exports,
            stringifies: &stringifies,
            info: &mut info,
            hazards: &mut out.hazards,
            left: &mut out.left,
            inner_end: &mut out.inner_end,
        };
        let doc = w.doc(0)?;
        info.exported = exports.iter().map(|(_, n)| n.clone()).collect();
        out.docs.push(doc);
        out.crates.push(info);
    }
    Ok(out)
}

/// The `#[macro_export]` macros of a carried crate defined in modules
/// (by module path and name) that can be given a `pub(crate) use` path:
/// not where an item of another kind has the name, nor named as one of
/// std's macros (which a `use` of the name makes ambiguous on Rust 1.70).
fn exports(parsed: &[Parsed], k: usize) -> Vec<(Vec<String>, String)> {
    if k == 0 {
        return Vec::new();
    }
    struct Names<'p> {
        module: Vec<String>,
        /// Names of items other than macros, by module.
        names: HashMap<Vec<String>, HashSet<String>>,
        macros: Vec<(Vec<String>, String)>,
        parsed: &'p [Parsed],
        fn_depth: usize,
    }
    impl<'ast> Visit<'ast> for Names<'_> {
        fn visit_item(&mut self, i: &'ast Item) {
            if self.fn_depth == 0 {
                let name = match i {
                    Item::Const(x) => Some(x.ident.to_string()),
                    Item::Enum(x) => Some(x.ident.to_string()),
                    Item::Fn(x) => Some(x.sig.ident.to_string()),
                    Item::Mod(x) => Some(x.ident.to_string()),
                    Item::Static(x) => Some(x.ident.to_string()),
                    Item::Struct(x) => Some(x.ident.to_string()),
                    Item::Trait(x) => Some(x.ident.to_string()),
                    Item::Type(x) => Some(x.ident.to_string()),
                    Item::Union(x) => Some(x.ident.to_string()),
                    Item::Macro(m) if macros::is_macro_rules(m) => {
                        if m.attrs.iter().any(|a| a.path().is_ident("macro_export")) {
                            let name = m.ident.as_ref().expect("named").to_string();
                            self.macros.push((self.module.clone(), name));
                        }
                        None
                    }
                    _ => None,
                };
                if let Some(n) = name {
                    self.names.entry(self.module.clone()).or_default().insert(n);
                }
            }
            match i {
                Item::Mod(m) => {
                    self.module.push(m.ident.to_string());
                    if m.content.is_some() {
                        visit::visit_item_mod(self, m);
                    } else if let Some(semi) = m.semi {
                        let at = semi.span.byte_range().start;
                        for p in self.parsed {
                            if p.module == self.module {
                                let _ = at;
                                self.visit_file(&p.tree);
                            }
                        }
                    }
                    self.module.pop();
                }
                Item::Fn(_) | Item::Impl(_) | Item::Trait(_) => {
                    self.fn_depth += 1;
                    visit::visit_item(self, i);
                    self.fn_depth -= 1;
                }
                _ => visit::visit_item(self, i),
            }
        }
    }
    let mut n = Names {
        module: Vec::new(),
        names: HashMap::new(),
        macros: Vec::new(),
        parsed,
        fn_depth: 0,
    };
    n.visit_file(&parsed[0].tree);
    n.macros
        .into_iter()
        .filter(|(m, name)| {
            !crate::STD_MACROS.contains(&name.as_str())
                && !n.names.get(m).is_some_and(|s| s.contains(name))
        })
        .collect()
}

/// The first pass: files read and parsed, following `mod x;` items.
struct Discover<'a> {
    krate: &'a Krate,
    k: usize,
    cwd: &'a Path,
    texts: &'a BTreeMap<PathBuf, String>,
    features: Features<'a>,
    files: &'a mut Files,
    parsed: Vec<Parsed>,
    /// The files being read (a module that includes one again is a
    /// cycle).
    open: Vec<PathBuf>,
}

impl Discover<'_> {
    /// Reads and parses `path` as module `module`, and its modules' files:
    /// its index in `parsed`, `None` when it configures itself out.
    /// `decl`: where the `mod x;` that reads it is (for messages).
    fn file(
        &mut self,
        path: &Path,
        module: Vec<String>,
        decl: Option<(usize, usize)>,
    ) -> Result<Option<usize>, Failure> {
        let label = label(path, self.krate, self.cwd);
        let key = canonical(path);
        if self.open.contains(&key) {
            let (f, at) = decl.expect("a nested file has a declaration");
            return Err(Failure::new(format!(
                "{}: `mod {};` reads {label}, which is being read already: the modules include each other",
                self.files.place(f, at),
                module.last().map_or("", |s| s.as_str())
            )));
        }
        let text = match self.texts.get(&key) {
            Some(t) => t.clone(),
            None => {
                let raw = std::fs::read_to_string(path)
                    .map_err(|e| Failure::new(format!("{label}: {e}")))?;
                normalize(&raw)
            }
        };
        let file = self
            .files
            .add(SourceFile::new(path.to_path_buf(), label, self.k, text));
        let tree = syn::parse_file(&self.files.get(file).text)
            .map_err(|e| syn_failure(self.files, file, &e))?;
        // A file's own `#![cfg(..)]`.
        for a in &tree.attrs {
            let s = self
                .features
                .settle(a, &self.files.get(file).text)
                .map_err(|e| syn_failure(self.files, file, &e))?;
            if s.out {
                return Ok(None);
            }
        }
        let dir = if decl.is_none()
            || path
                .file_name()
                .is_some_and(|n| n == "mod.rs" || n == "lib.rs" || n == "main.rs")
        {
            path.parent().unwrap_or(Path::new(".")).to_path_buf()
        } else {
            path.with_extension("")
        };
        let index = self.parsed.len();
        self.parsed.push(Parsed {
            file,
            tree: syn::File {
                shebang: None,
                attrs: Vec::new(),
                items: Vec::new(),
            },
            module: module.clone(),
            children: HashMap::new(),
        });
        self.open.push(key);
        let mut children = HashMap::new();
        self.items(&tree.items, &dir, file, path, &module, &mut children)?;
        self.open.pop();
        self.parsed[index].tree = tree;
        self.parsed[index].children = children;
        Ok(Some(index))
    }

    #[allow(clippy::too_many_arguments)]
    fn items(
        &mut self,
        items: &[Item],
        dir: &Path,
        file: usize,
        path: &Path,
        module: &[String],
        children: &mut HashMap<usize, Option<usize>>,
    ) -> Result<(), Failure> {
        for item in items {
            match item {
                Item::Mod(m) => {
                    let mut out = false;
                    let mut path_attr = None;
                    for a in &m.attrs {
                        let s = self
                            .features
                            .settle(a, &self.files.get(file).text)
                            .map_err(|e| syn_failure(self.files, file, &e))?;
                        out |= s.out;
                        for k in &s.metas {
                            if k.meta.path().is_ident("path") {
                                if let Meta::NameValue(nv) = &k.meta {
                                    if let syn::Expr::Lit(syn::ExprLit {
                                        lit: syn::Lit::Str(l),
                                        ..
                                    }) = &nv.value
                                    {
                                        path_attr = Some(l.value());
                                    }
                                }
                            }
                        }
                    }
                    if out {
                        continue;
                    }
                    let name = m.ident.to_string();
                    let mut sub = module.to_vec();
                    sub.push(name.clone());
                    match &m.content {
                        Some((_, inner)) => {
                            let child_dir = match &path_attr {
                                Some(p) => dir.join(p),
                                None => dir.join(&name),
                            };
                            self.items(inner, &child_dir, file, path, &sub, children)?;
                        }
                        None => {
                            let at = m.ident.span().byte_range().start;
                            let child = match &path_attr {
                                Some(p) => dir_of_path_attr(dir, path).join(p),
                                None => {
                                    let flat = dir.join(format!("{name}.rs"));
                                    let nested = dir.join(&name).join("mod.rs");
                                    if flat.is_file() {
                                        flat
                                    } else if nested.is_file() {
                                        nested
                                    } else {
                                        return Err(Failure::new(format!(
                                            "{}: no file for `mod {name};` (looked for {} and {})",
                                            self.files.place(file, at),
                                            label(&flat, self.krate, self.cwd),
                                            label(&nested, self.krate, self.cwd)
                                        )));
                                    }
                                }
                            };
                            let semi = m
                                .semi
                                .expect("mod x; has a semicolon")
                                .span
                                .byte_range()
                                .start;
                            let index = self.file(&child, sub, Some((file, at)))?;
                            children.insert(semi, index);
                        }
                    }
                }
                Item::Macro(m) if !macros::is_macro_rules(m) => {
                    self.tokens(m.mac.tokens.clone(), dir, file, module, children)?;
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// `mod x;` in a macro's arguments (`cfg_if! { .. { mod x; } }`): read
    /// when its file is there.
    fn tokens(
        &mut self,
        tokens: TokenStream,
        dir: &Path,
        file: usize,
        module: &[String],
        children: &mut HashMap<usize, Option<usize>>,
    ) -> Result<(), Failure> {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, t) in trees.iter().enumerate() {
            match t {
                TokenTree::Group(g) => self.tokens(g.stream(), dir, file, module, children)?,
                TokenTree::Ident(kw) if kw == "mod" => {
                    if let (Some(TokenTree::Ident(name)), Some(TokenTree::Punct(semi))) =
                        (trees.get(i + 1), trees.get(i + 2))
                    {
                        if semi.as_char() != ';' {
                            continue;
                        }
                        let name = name.to_string();
                        let flat = dir.join(format!("{name}.rs"));
                        let nested = dir.join(&name).join("mod.rs");
                        let path = if flat.is_file() {
                            flat
                        } else if nested.is_file() {
                            nested
                        } else {
                            continue;
                        };
                        let mut sub = module.to_vec();
                        sub.push(name);
                        let at = kw.span().byte_range().start;
                        let index = self.file(&path, sub, Some((file, at)))?;
                        children.insert(semi.span().byte_range().start, index);
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// What an edit puts in: text, or a module's file.
enum With {
    Text(String),
    File(usize),
}

/// The second pass: the edits of each file, and the crate's text.
struct Writer<'a, 'b> {
    k: usize,
    krate: &'a Krate,
    /// A carried crate's module (placeholder).
    lib: Option<String>,
    features: Features<'a>,
    files: &'b Files,
    parsed: &'b [Parsed],
    callers: &'b HashMap<String, BTreeSet<usize>>,
    infos: &'b [CrateInfo<'a>],
    exports: &'b [(Vec<String>, String)],
    /// Macros whose bodies `stringify!` a fragment: their arguments are
    /// also text.
    stringifies: &'b HashSet<String>,
    info: &'b mut CrateRead,
    hazards: &'b mut Vec<Hazard>,
    left: &'b mut Vec<(usize, Range<usize>)>,
    inner_end: &'b mut usize,
}

impl Writer<'_, '_> {
    /// The text of parsed file `p`, with its modules' files in.
    fn doc(&mut self, p: usize) -> Result<Doc, Failure> {
        let all = self.parsed;
        let files = self.files;
        let parsed = &all[p];
        let file = parsed.file;
        let mut e = Edits {
            w: self,
            file,
            src: &files.get(file).text,
            module: parsed.module.clone(),
            depth: 0,
            edits: Vec::new(),
            text: 0,
            handled: HashSet::new(),
            error: None,
        };
        e.visit_file(&parsed.tree);
        if let Some(err) = e.error {
            return Err(syn_failure(self.files, file, &err));
        }
        let mut edits = e.edits;
        // This module's part of the paths to exported macros below it.
        let module = &parsed.module;
        let mut reexports = String::new();
        for (m, name) in self.exports {
            if m.len() > module.len() && m.starts_with(module) {
                reexports.push_str(&format!(
                    "pub(crate) use self::{}::{name};",
                    m[module.len()]
                ));
            }
        }
        let len = self.files.get(file).text.len();
        if !reexports.is_empty() {
            edits.push((len..len, With::Text(format!("\n{reexports}\n"))));
        }
        let mut out = Vec::new();
        for (range, with) in edits {
            let doc = match with {
                With::Text(t) => Doc::new(t, file, range.start),
                With::File(c) => {
                    let mut d = Doc::new(" {\n", file, range.start);
                    d.push_doc(self.doc(c)?);
                    d.push_new("\n}", file, range.start);
                    d
                }
            };
            out.push(crate::text::Edit::new(range, doc));
        }
        Ok(Doc::src(file, 0..len).edit(out))
    }
}

/// The edits of one file.
struct Edits<'w, 'a, 'b> {
    w: &'w mut Writer<'a, 'b>,
    file: usize,
    src: &'w str,
    /// The module the walk is in, below the crate's root.
    module: Vec<String>,
    /// How deep in function bodies and blocks (not at a module's level).
    depth: usize,
    edits: Vec<(Range<usize>, With)>,
    /// Inside the arguments of a macro that makes them text
    /// (`stringify!`, `concat!`, or one whose body stringifies them):
    /// paths stay as written.
    text: usize,
    /// Attributes settled already (by their first byte).
    handled: HashSet<usize>,
    error: Option<syn::Error>,
}

/// The compile-time macros whose value the bundle writes in.
const BUILT_INS: &[&str] = &[
    "env",
    "option_env",
    "include_str",
    "include_bytes",
    "include",
    "line",
    "column",
    "file",
    "module_path",
];

impl Edits<'_, '_, '_> {
    fn edit(&mut self, range: Range<usize>, with: impl Into<String>) {
        self.edits.push((range, With::Text(with.into())));
    }

    fn hazard(&mut self, offset: usize, message: String) {
        self.w.hazards.push(Hazard {
            file: self.file,
            offset,
            message,
        });
    }

    fn fail(&mut self, e: syn::Error) {
        if self.error.is_none() {
            self.error = Some(e);
        }
    }

    fn at_crate_root(&self) -> bool {
        self.module.is_empty() && self.depth == 0
    }

    /// Whether attribute `meta` stays, and as what (`None`: it goes).
    fn policy(&self, meta: &Meta, text: &str, crate_level: bool) -> Option<String> {
        let path = meta.path();
        let is = |n: &str| path.is_ident(n);
        let lint_level = is("deny") || is("forbid") || is("warn");
        if self.w.lib.is_some() {
            if lint_level || is("doc") || is("macro_export") || is("path") {
                return None;
            }
            // Lints of tools (`clippy::`, `rustdoc::`) and of documentation
            // mean nothing in a bundle.
            if is("allow") {
                let Meta::List(list) = meta else {
                    return Some(text.to_string());
                };
                let lints = list
                    .parse_args_with(
                        syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
                    )
                    .ok()?;
                let kept: Vec<String> = lints
                    .iter()
                    .filter(|p| p.segments.len() == 1 && !p.is_ident("missing_docs"))
                    .map(|p| quote::ToTokens::to_token_stream(p).to_string())
                    .collect();
                if kept.is_empty() {
                    return None;
                }
                if kept.len() < lints.len() {
                    return Some(format!("allow({})", kept.join(", ")));
                }
            }
            if is("expect") {
                return Some(format!("allow{}", &text["expect".len().min(text.len())..]));
            }
            if crate_level
                && !(is("allow") || is("cfg") || is("cfg_attr") || is("no_implicit_prelude"))
            {
                return None;
            }
        } else if crate_level && lint_level || is("path") {
            return None;
        }
        Some(text.to_string())
    }

    /// Settles the attributes of a node at `node` (its bytes, attributes
    /// included): `false` when the node is configured out. A node that may
    /// be deleted is (through `delete_to`, its separator included);
    /// otherwise its condition is written `any()`.
    fn attrs(&mut self, attrs: &[Attribute], node: Range<usize>, delete_to: Option<usize>) -> bool {
        let mut settled: Vec<Settled> = Vec::new();
        for a in attrs {
            let start = crate::cfg::attr_range(a).start;
            self.handled.insert(start);
            match self.w.features.settle(a, self.src) {
                Ok(s) => settled.push(s),
                Err(e) => {
                    self.fail(e);
                    return true;
                }
            }
        }
        // A test or a benchmark is compiled for `cargo test` alone.
        let test = attrs
            .iter()
            .any(|a| a.path().is_ident("test") || a.path().is_ident("bench"));
        if settled.iter().any(|s| s.out) || test {
            if let Some(end) = delete_to {
                self.edit(node.start..end, "");
                return false;
            }
        }
        if settled.iter().any(|s| s.left) {
            self.w.left.push((self.file, node.clone()));
        }
        let crate_level = self.at_crate_root() && node.start == 0 && self.module.is_empty();
        for s in settled {
            self.write_attr(&s, crate_level);
        }
        true
    }

    /// Writes one settled attribute back, where it changed.
    fn write_attr(&mut self, s: &Settled, crate_level: bool) {
        if s.out {
            let open = if s.inner { "#![" } else { "#[" };
            self.edit(s.range.clone(), format!("{open}cfg(any())]"));
            return;
        }
        let mut changed = s.changed;
        let mut text = String::new();
        let open = if s.inner { "#![" } else { "#[" };
        for k in &s.metas {
            match self.policy(&k.meta, &k.text, crate_level) {
                Some(t) => {
                    changed |= t != k.text;
                    text.push_str(open);
                    text.push_str(&t);
                    text.push(']');
                }
                None => changed = true,
            }
        }
        let doc_comment = self
            .src
            .get(s.range.clone())
            .is_some_and(|t| t.starts_with('/'));
        if changed && !doc_comment {
            self.edit(s.range.clone(), text);
        }
    }

    /// The crate's root attributes: what goes to the bundle's root.
    fn root_attrs(&mut self, attrs: &[Attribute]) {
        for a in attrs {
            let Ok(s) = self.w.features.settle(a, self.src) else {
                continue;
            };
            for k in &s.metas {
                let p = k.meta.path();
                if p.is_ident("recursion_limit") || p.is_ident("type_length_limit") {
                    if let Meta::NameValue(nv) = &k.meta {
                        if let syn::Expr::Lit(syn::ExprLit {
                            lit: syn::Lit::Str(l),
                            ..
                        }) = &nv.value
                        {
                            if let Ok(n) = l.value().parse() {
                                let name = p.get_ident().expect("an ident").to_string();
                                self.w.info.root_attrs.push((name, n));
                            }
                        }
                    }
                }
            }
        }
    }

    fn item(&mut self, i: &Item) {
        let range = crate::extent::item(i);
        let attrs: &[Attribute] = match i {
            Item::Const(x) => &x.attrs,
            Item::Enum(x) => &x.attrs,
            Item::ExternCrate(x) => &x.attrs,
            Item::Fn(x) => &x.attrs,
            Item::ForeignMod(x) => &x.attrs,
            Item::Impl(x) => &x.attrs,
            Item::Macro(x) => &x.attrs,
            Item::Mod(x) => &x.attrs,
            Item::Static(x) => &x.attrs,
            Item::Struct(x) => &x.attrs,
            Item::Trait(x) => &x.attrs,
            Item::TraitAlias(x) => &x.attrs,
            Item::Type(x) => &x.attrs,
            Item::Union(x) => &x.attrs,
            Item::Use(x) => &x.attrs,
            _ => &[],
        };
        if !self.attrs(attrs, range.clone(), Some(range.end)) {
            return;
        }
        match i {
            Item::Mod(m) => self.module(m, range),
            Item::ExternCrate(e) => self.extern_crate(e, range),
            Item::Macro(m) if macros::is_macro_rules(m) => self.macro_rules(m),
            Item::Fn(_) | Item::Impl(_) | Item::Trait(_) | Item::Const(_) | Item::Static(_) => {
                self.depth += 1;
                visit::visit_item(self, i);
                self.depth -= 1;
            }
            _ => visit::visit_item(self, i),
        }
    }

    fn module(&mut self, m: &syn::ItemMod, range: Range<usize>) {
        match &m.content {
            Some((brace, items)) => {
                self.module.push(m.ident.to_string());
                let depth = std::mem::replace(&mut self.depth, 0);
                for a in &m.attrs {
                    self.handled.insert(crate::cfg::attr_range(a).start);
                }
                for i in items {
                    self.item(i);
                }
                // This module's part of the paths to exported macros.
                let mut reexports = String::new();
                for (mp, name) in self.w.exports {
                    if mp.len() > self.module.len() && mp.starts_with(&self.module) {
                        reexports.push_str(&format!(
                            "pub(crate) use self::{}::{name};",
                            mp[self.module.len()]
                        ));
                    }
                }
                if !reexports.is_empty() {
                    let at = brace.span.close().byte_range().start;
                    self.edit(at..at, reexports);
                }
                self.depth = depth;
                self.module.pop();
            }
            None => {
                let Some(semi) = m.semi else { return };
                let at = semi.span.byte_range();
                let parsed = self
                    .w
                    .parsed
                    .iter()
                    .position(|p| p.file == self.file)
                    .expect("this file was parsed");
                match self.w.parsed[parsed].children.get(&at.start) {
                    Some(Some(child)) => {
                        self.edits.push((at, With::File(*child)));
                    }
                    Some(None) => self.edit(range, ""),
                    None => {}
                }
            }
        }
    }

    fn extern_crate(&mut self, e: &syn::ItemExternCrate, range: Range<usize>) {
        let name = e.ident.to_string();
        let alias = e
            .rename
            .as_ref()
            .map_or(name.clone(), |(_, r)| r.to_string());
        let macro_use = e.attrs.iter().any(|a| a.path().is_ident("macro_use"));
        let target = match name.as_str() {
            "self" => Some(Target::Module(self.w.k)),
            "std" | "core" | "alloc" => {
                // It stays an item where it is (`crate::alloc` names it
                // there); at the bundle's root it is in every module's
                // reach, as it was in the crate's.
                if name == "alloc" {
                    self.w.info.needs_alloc = true;
                }
                if self.at_crate_root() && alias != name {
                    self.w.info.names.insert(alias, Target::Extern(name));
                }
                if macro_use && self.w.lib.is_some() {
                    // Only a crate's root may load macros; std's are
                    // everywhere anyway.
                    for a in e.attrs.iter().filter(|a| a.path().is_ident("macro_use")) {
                        self.edit(crate::cfg::attr_range(a), "");
                    }
                }
                return;
            }
            _ => self.w.info.names.get(&name).cloned(),
        };
        let Some(target) = target else { return };
        if let Target::Module(t) = target {
            if macro_use {
                self.w.info.macro_use.insert(t);
            }
            if self.at_crate_root() {
                if alias != name || name == "self" {
                    self.w.info.names.insert(alias, Target::Module(t));
                }
                self.edit(range, "");
            } else {
                let vis = &self.src[e.vis.span().byte_range()];
                let vis = if vis.is_empty() {
                    String::new()
                } else {
                    format!("{vis} ")
                };
                self.edit(
                    range,
                    format!("{vis}use crate::{} as {alias};", placeholder(t)),
                );
            }
        } else if self.at_crate_root() && alias != name {
            self.w.info.names.insert(alias, target);
        }
    }

    fn macro_rules(&mut self, m: &syn::ItemMacro) {
        let name = m
            .ident
            .as_ref()
            .expect("macro_rules! has a name")
            .to_string();
        let local_inner = m.attrs.iter().any(|a| {
            a.path().is_ident("macro_export")
                && a.parse_args::<syn::Ident>()
                    .is_ok_and(|i| i == "local_inner_macros")
        });
        let mut who: Vec<usize> = self
            .w
            .callers
            .get(&name)
            .map(|c| c.iter().copied().collect())
            .unwrap_or_default();
        if who.is_empty() {
            who.push(self.w.k);
        }
        let own = self.w.lib.clone().unwrap_or_default();
        let mut body = Body {
            who: &who,
            infos: self.w.infos,
            name: &name,
            own: &own,
            local_inner,
            edits: Vec::new(),
            problem: None,
        };
        body.walk(m.mac.tokens.clone());
        for (r, t) in body.edits {
            self.edit(r, t);
        }
        if let Some((at, why)) = body.problem {
            self.hazard(at, why);
        }
        // An exported macro of a carried crate: a path to it.
        if self.w.lib.is_some()
            && self.depth == 0
            && self
                .w
                .exports
                .iter()
                .any(|(mp, n)| *mp == self.module && *n == name)
        {
            let end = m.span().byte_range().end;
            self.edit(end..end, format!("pub(crate) use {name};"));
        }
    }

    /// The value a compile-time macro gives, as the binary had it, or
    /// `None` to leave the call (marked as a hazard when the bundle could
    /// not keep its value).
    fn built_in(
        &mut self,
        name: &str,
        args: TokenStream,
        outer: usize,
        at: usize,
    ) -> Option<String> {
        let first_str = |args: &TokenStream| -> Option<String> {
            let list = syn::parse::Parser::parse2(
                syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated,
                args.clone(),
            )
            .ok()?;
            match list.first() {
                Some(syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                })) => Some(s.value()),
                _ => None,
            }
        };
        let file = self.w.files.get(self.file);
        match name {
            "line" if args.is_empty() => Some(format!("{}u32", file.line(outer))),
            "column" if args.is_empty() => Some(format!("{}u32", file.column(outer))),
            "module_path" if args.is_empty() => {
                let mut path = vec![self.w.krate.crate_name.clone()];
                path.extend(self.module.iter().cloned());
                Some(string_literal(&path.join("::")))
            }
            "file" if args.is_empty() => match &self.w.krate.file_base {
                Some(base) => {
                    let rel = canonical(&file.path)
                        .strip_prefix(canonical(base))
                        .map(Path::to_path_buf)
                        .unwrap_or_else(|_| file.path.clone());
                    Some(string_literal(&rel.display().to_string()))
                }
                None => {
                    self.hazard(at, format!(
                        "`file!()` here gives the path of this file on this machine ({}), as cargo names a crate outside the workspace; a bundle does not write it",
                        file.path.display()
                    ));
                    None
                }
            },
            "env" => {
                let var = first_str(&args)?;
                match self.w.krate.env.get(&var) {
                    Some(v) => Some(string_literal(v)),
                    None if var == "CARGO_MANIFEST_DIR" => {
                        self.hazard(at, "`env!(\"CARGO_MANIFEST_DIR\")` is a folder of this machine, which a judge's machine has not".to_string());
                        None
                    }
                    None if var.starts_with("CARGO_") => {
                        self.hazard(at, format!("`env!(\"{var}\")`: cargo does not set this variable for this crate"));
                        None
                    }
                    None => {
                        self.hazard(at, format!("env!(\"{var}\") is read when the bundle is compiled, on the judge's machine, which has not this machine's variables"));
                        None
                    }
                }
            }
            "option_env" => {
                let var = first_str(&args)?;
                if !var.starts_with("CARGO_") {
                    return None;
                }
                if var == "CARGO_MANIFEST_DIR" {
                    self.hazard(at, "`option_env!(\"CARGO_MANIFEST_DIR\")` is a folder of this machine, which a judge's machine has not".to_string());
                    return None;
                }
                Some(match self.w.krate.env.get(&var) {
                    Some(v) => format!("Some({})", string_literal(v)),
                    None => "None::<&'static str>".to_string(),
                })
            }
            "include_str" | "include_bytes" => {
                let rel = self.include_path(&args)?;
                let dir = file.path.parent().unwrap_or(Path::new("."));
                let path = dir.join(&rel);
                match std::fs::read(&path) {
                    Ok(bytes) if name == "include_bytes" => Some(byte_string_literal(&bytes)),
                    Ok(bytes) => match String::from_utf8(bytes) {
                        Ok(t) => Some(string_literal(&t)),
                        Err(_) => {
                            self.hazard(
                                at,
                                format!("include_str!: {} is not UTF-8", path.display()),
                            );
                            None
                        }
                    },
                    Err(e) => {
                        self.hazard(at, format!("{name}!: {}: {e}", path.display()));
                        None
                    }
                }
            }
            "include" => {
                self.hazard(at, "include!(..) pastes another file's code, which a bundle cannot follow; make it a module".to_string());
                None
            }
            _ => None,
        }
    }

    /// The path an `include_str!` names: a literal, or `concat!` of
    /// literals and `env!("CARGO_MANIFEST_DIR")` (the package's folder).
    fn include_path(&self, args: &TokenStream) -> Option<PathBuf> {
        let expr: syn::Expr = syn::parse2(args.clone()).ok()?;
        fn eval(e: &syn::Expr, krate: &Krate) -> Option<String> {
            match e {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value()),
                syn::Expr::Macro(m) => {
                    let name = m.mac.path.segments.last()?.ident.to_string();
                    let args = syn::parse::Parser::parse2(
                        syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated,
                        m.mac.tokens.clone(),
                    )
                    .ok()?;
                    match name.as_str() {
                        "concat" => {
                            let mut s = String::new();
                            for a in &args {
                                s.push_str(&eval(a, krate)?);
                            }
                            Some(s)
                        }
                        "env" => {
                            let var = eval(args.first()?, krate)?;
                            if var == "CARGO_MANIFEST_DIR" {
                                Some(krate.dir.display().to_string())
                            } else {
                                krate.env.get(&var).cloned()
                            }
                        }
                        _ => None,
                    }
                }
                _ => None,
            }
        }
        eval(&expr, self.w.krate).map(PathBuf::from)
    }

    /// A macro call's tokens: compile-time macros, conditions, and a
    /// carried crate's `crate::` and `pub(crate)`; `mod x;` read in.
    fn tokens(&mut self, tokens: TokenStream) {
        use TokenTree as T;
        let trees: Vec<T> = tokens.into_iter().collect();
        let punct =
            |i: usize, c: char| matches!(trees.get(i), Some(T::Punct(p)) if p.as_char() == c);
        let colons = |i: usize| punct(i, ':') && punct(i + 1, ':');
        let mut i = 0;
        while i < trees.len() {
            let after_path =
                i >= 2 && colons(i - 2) || i >= 1 && (punct(i - 1, '.') || punct(i - 1, '$'));
            match &trees[i] {
                T::Group(g) => {
                    let attr = i >= 1 && punct(i - 1, '#') && g.delimiter() == Delimiter::Bracket;
                    if !(attr && self.token_attribute(g)) {
                        self.tokens(g.stream());
                    }
                }
                T::Ident(id)
                    if punct(i + 1, '!') && matches!(trees.get(i + 2), Some(T::Group(_))) =>
                {
                    let name = id.to_string();
                    let Some(T::Group(g)) = trees.get(i + 2) else {
                        unreachable!()
                    };
                    // The path before the name: none, or std/core.
                    let mut start = id.span().byte_range().start;
                    let plain = !after_path || {
                        // `std::name!` / `::core::name!`
                        let prefix = i >= 3
                            && matches!(&trees[i - 3], T::Ident(p) if p == "std" || p == "core");
                        if prefix {
                            let lead = i >= 5 && colons(i - 5);
                            let before_lead = i >= 6 && matches!(&trees[i - 6], T::Ident(_));
                            start = trees[i - 3].span().byte_range().start;
                            if lead && !before_lead {
                                start = trees[i - 5].span().byte_range().start;
                            }
                            !(i >= 4 && colons(i - 5) && before_lead)
                        } else {
                            false
                        }
                    };
                    let end = g.span().byte_range().end;
                    if plain && BUILT_INS.contains(&name.as_str()) {
                        if let Some(v) = self.built_in(&name, g.stream(), start, start) {
                            self.edit(start..end, v);
                            i += 3;
                            continue;
                        }
                    } else if plain && name == "cfg" {
                        if let Some(v) = self.cfg_call(g.stream(), start..end) {
                            self.edit(start..end, v);
                            i += 3;
                            continue;
                        }
                    }
                    // `stringify!`'s tokens are its text, whole.
                    if name == "stringify" {
                        i += 3;
                        continue;
                    }
                    let text = name == "concat" || self.w.stringifies.contains(&name);
                    self.text += usize::from(text);
                    self.tokens(g.stream());
                    self.text -= usize::from(text);
                    i += 3;
                    continue;
                }
                T::Ident(id)
                    if id == "crate"
                        && self.w.lib.is_some()
                        && self.text == 0
                        && !after_path
                        && colons(i + 1) =>
                {
                    let end = id.span().byte_range().end;
                    let lib = self.w.lib.clone().expect("a carried crate");
                    self.edit(end..end, format!("::{lib}"));
                }
                T::Ident(id) if id == "mod" && !after_path => {
                    if let (Some(T::Ident(_)), Some(T::Punct(semi))) =
                        (trees.get(i + 1), trees.get(i + 2))
                    {
                        if semi.as_char() == ';' {
                            let at = semi.span().byte_range();
                            let parsed = self
                                .w
                                .parsed
                                .iter()
                                .position(|p| p.file == self.file)
                                .expect("this file was parsed");
                            if let Some(child) = self.w.parsed[parsed].children.get(&at.start) {
                                match child {
                                    Some(c) => self.edits.push((at, With::File(*c))),
                                    None => {
                                        let from = id.span().byte_range().start;
                                        self.edit(from..at.end, "");
                                    }
                                }
                            }
                            i += 3;
                            continue;
                        }
                    }
                }
                T::Ident(id) if id == "pub" && self.w.lib.is_some() && self.text == 0 => {
                    // `pub(crate)` in a carried crate's macro arguments.
                    if let Some(T::Group(g)) = trees.get(i + 1) {
                        if g.delimiter() == Delimiter::Parenthesis {
                            let inner: Vec<T> = g.stream().into_iter().collect();
                            if let [T::Ident(c)] = inner.as_slice() {
                                if c == "crate" {
                                    let lib = self.w.lib.clone().expect("a carried crate");
                                    self.edit(c.span().byte_range(), format!("in crate::{lib}"));
                                    i += 2;
                                    continue;
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }

    /// `#[cfg(..)]` or `#[cfg_attr(..)]` in a macro's tokens: whether `g`
    /// is one, with its condition written back.
    fn token_attribute(&mut self, g: &proc_macro2::Group) -> bool {
        let Ok(Meta::List(list)) = syn::parse2::<Meta>(g.stream()) else {
            return false;
        };
        let cond = if list.path.is_ident("cfg") {
            list.parse_args::<Meta>().ok()
        } else if list.path.is_ident("cfg_attr") {
            list.parse_args_with(
                syn::punctuated::Punctuated::<Meta, syn::Token![,]>::parse_terminated,
            )
            .ok()
            .and_then(|a| a.into_iter().next())
        } else {
            return false;
        };
        if let Some(cond) = cond {
            match self.w.features.text(&cond) {
                Ok(text) => {
                    let range = cond.span().byte_range();
                    if self.src.get(range.clone()) != Some(text.as_str()) {
                        self.edit(range, text);
                    }
                }
                Err(e) => self.fail(e),
            }
        }
        true
    }

    /// `cfg!(..)`: `true`, `false`, or the condition left.
    fn cfg_call(&mut self, args: TokenStream, _range: Range<usize>) -> Option<String> {
        let meta: Meta = match syn::parse2(args) {
            Ok(m) => m,
            Err(e) => {
                self.fail(e);
                return None;
            }
        };
        match self.w.features.text(&meta) {
            Ok(t) if t == "all()" => Some("true".to_string()),
            Ok(t) if t == "any()" => Some("false".to_string()),
            Ok(t) => Some(format!("cfg!({t})")),
            Err(e) => {
                self.fail(e);
                None
            }
        }
    }

    /// A macro call of the code (not of a macro's body).
    fn call(&mut self, m: &syn::Macro) {
        let Some(last) = m.path.segments.last() else {
            return;
        };
        let name = last.ident.to_string();
        let start = m.path.span().byte_range().start;
        let end = m.delimiter.span().close().byte_range().end;
        let plain = m.path.segments.len() == 1 && m.path.leading_colon.is_none()
            || m.path.segments.len() == 2
                && (m.path.segments[0].ident == "std" || m.path.segments[0].ident == "core");
        if plain && BUILT_INS.contains(&name.as_str()) {
            if let Some(v) = self.built_in(&name, m.tokens.clone(), start, start) {
                self.edit(start..end, v);
                return;
            }
        }
        if plain && name == "cfg" {
            if let Some(v) = self.cfg_call(m.tokens.clone(), start..end) {
                self.edit(start..end, v);
            }
            return;
        }
        self.visit_path(&m.path);
        if name == "stringify" {
            return;
        }
        let text = name == "concat" || self.w.stringifies.contains(&name);
        self.text += usize::from(text);
        self.tokens(m.tokens.clone());
        self.text -= usize::from(text);
    }

    /// A `use` tree's first names: a carried crate's `crate::`.
    fn use_top(&mut self, t: &syn::UseTree) {
        match t {
            syn::UseTree::Path(p) if p.ident == "crate" => {
                let end = p.ident.span().byte_range().end;
                let lib = self.w.lib.clone().expect("a carried crate");
                self.edit(end..end, format!("::{lib}"));
            }
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    self.use_top(t);
                }
            }
            _ => {}
        }
    }

    /// Deletes the nodes of a punctuated list that are configured out,
    /// each with its comma, and walks the others.
    fn punctuated<T, P: Spanned>(
        &mut self,
        list: &syn::punctuated::Punctuated<T, P>,
        attrs: impl Fn(&T) -> &[Attribute],
        walk: impl Fn(&mut Self, &T),
    ) where
        T: Spanned,
    {
        for pair in list.pairs() {
            let node = pair.value();
            let range = node.span().byte_range();
            let end = pair
                .punct()
                .map_or(range.end, |p| p.span().byte_range().end);
            if self.attrs(attrs(node), range, Some(end)) {
                walk(self, node);
            }
        }
    }
}

impl<'ast> Visit<'ast> for Edits<'_, '_, '_> {
    fn visit_file(&mut self, f: &'ast syn::File) {
        let root = self.w.parsed[0].file == self.file;
        if root {
            self.root_attrs(&f.attrs);
            if self.w.k == 0 {
                *self.w.inner_end = f
                    .attrs
                    .iter()
                    .filter(|a| matches!(a.style, syn::AttrStyle::Inner(_)))
                    .map(|a| crate::cfg::attr_range(a).end)
                    .max()
                    .unwrap_or(0);
            }
        }
        for a in &f.attrs {
            self.handled.insert(crate::cfg::attr_range(a).start);
            match self.w.features.settle(a, self.src) {
                Ok(s) => self.write_attr(&s, root),
                Err(e) => self.fail(e),
            }
        }
        for i in &f.items {
            self.item(i);
        }
    }

    fn visit_item(&mut self, i: &'ast Item) {
        self.item(i);
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        let range = crate::extent::item_mod(m);
        self.module(m, range);
    }

    fn visit_impl_item(&mut self, i: &'ast syn::ImplItem) {
        let range = crate::extent::impl_item(i);
        let attrs: &[Attribute] = match i {
            syn::ImplItem::Const(x) => &x.attrs,
            syn::ImplItem::Fn(x) => &x.attrs,
            syn::ImplItem::Type(x) => &x.attrs,
            syn::ImplItem::Macro(x) => &x.attrs,
            _ => &[],
        };
        if self.attrs(attrs, range.clone(), Some(range.end)) {
            visit::visit_impl_item(self, i);
        }
    }

    fn visit_trait_item(&mut self, i: &'ast syn::TraitItem) {
        let range = i.span().byte_range();
        let attrs: &[Attribute] = match i {
            syn::TraitItem::Const(x) => &x.attrs,
            syn::TraitItem::Fn(x) => &x.attrs,
            syn::TraitItem::Type(x) => &x.attrs,
            syn::TraitItem::Macro(x) => &x.attrs,
            _ => &[],
        };
        if self.attrs(attrs, range.clone(), Some(range.end)) {
            visit::visit_trait_item(self, i);
        }
    }

    fn visit_foreign_item(&mut self, i: &'ast syn::ForeignItem) {
        let range = i.span().byte_range();
        let attrs: &[Attribute] = match i {
            syn::ForeignItem::Fn(x) => &x.attrs,
            syn::ForeignItem::Static(x) => &x.attrs,
            syn::ForeignItem::Type(x) => &x.attrs,
            syn::ForeignItem::Macro(x) => &x.attrs,
            _ => &[],
        };
        if self.attrs(attrs, range.clone(), Some(range.end)) {
            visit::visit_foreign_item(self, i);
        }
    }

    fn visit_stmt(&mut self, s: &'ast syn::Stmt) {
        let range = s.span().byte_range();
        let attrs: &[Attribute] = match s {
            syn::Stmt::Local(l) => &l.attrs,
            syn::Stmt::Macro(m) => &m.attrs,
            syn::Stmt::Item(_) => return visit::visit_stmt(self, s),
            // An expression statement, the block's last one included
            // (`#[cfg(x)] { .. }`): rustc removes it whole when the
            // condition is false, as any statement.
            syn::Stmt::Expr(e, _) => expr_attrs(e),
        };
        if attrs.is_empty() || self.attrs(attrs, range.clone(), Some(range.end)) {
            match s {
                syn::Stmt::Expr(e, _) => {
                    // Its attributes are settled.
                    self.depth += 1;
                    visit::visit_expr(self, e);
                    self.depth -= 1;
                }
                _ => {
                    self.depth += 1;
                    visit::visit_stmt(self, s);
                    self.depth -= 1;
                }
            }
        }
    }

    fn visit_block(&mut self, b: &'ast syn::Block) {
        self.depth += 1;
        visit::visit_block(self, b);
        self.depth -= 1;
    }

    fn visit_expr_match(&mut self, m: &'ast syn::ExprMatch) {
        for a in &m.attrs {
            self.visit_attribute(a);
        }
        self.visit_expr(&m.expr);
        for arm in &m.arms {
            let range = arm.span().byte_range();
            let end = arm.comma.map_or(range.end, |c| c.span.byte_range().end);
            if self.attrs(&arm.attrs, range, Some(end)) {
                visit::visit_arm(self, arm);
            }
        }
    }

    fn visit_fields_named(&mut self, f: &'ast syn::FieldsNamed) {
        self.punctuated(&f.named, |x| &x.attrs, |s, x| visit::visit_field(s, x));
    }

    fn visit_fields_unnamed(&mut self, f: &'ast syn::FieldsUnnamed) {
        self.punctuated(&f.unnamed, |x| &x.attrs, |s, x| visit::visit_field(s, x));
    }

    fn visit_item_enum(&mut self, e: &'ast syn::ItemEnum) {
        for a in &e.attrs {
            self.visit_attribute(a);
        }
        self.visit_visibility(&e.vis);
        self.visit_generics(&e.generics);
        self.punctuated(&e.variants, |x| &x.attrs, |s, x| visit::visit_variant(s, x));
    }

    fn visit_expr_struct(&mut self, e: &'ast syn::ExprStruct) {
        for a in &e.attrs {
            self.visit_attribute(a);
        }
        if let Some(q) = &e.qself {
            self.visit_qself(q);
        }
        self.visit_path(&e.path);
        self.punctuated(
            &e.fields,
            |x| &x.attrs,
            |s, x| visit::visit_field_value(s, x),
        );
        if let Some(r) = &e.rest {
            self.visit_expr(r);
        }
    }

    fn visit_expr(&mut self, e: &'ast syn::Expr) {
        let attrs = expr_attrs(e);
        if !attrs.is_empty() {
            let range = e.span().byte_range();
            self.attrs(attrs, range, None);
        }
        visit::visit_expr(self, e);
    }

    fn visit_attribute(&mut self, a: &'ast Attribute) {
        let start = crate::cfg::attr_range(a).start;
        if !self.handled.insert(start) {
            return;
        }
        match self.w.features.settle(a, self.src) {
            Ok(s) => {
                if s.left {
                    self.w.left.push((self.file, s.range.clone()));
                }
                self.write_attr(&s, false)
            }
            Err(e) => self.fail(e),
        }
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        if self.w.lib.is_some() && u.leading_colon.is_none() {
            self.use_top(&u.tree);
        }
        self.visit_visibility(&u.vis);
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        if self.w.lib.is_some() && p.leading_colon.is_none() {
            if let Some(first) = p.segments.first() {
                if first.ident == "crate" {
                    let end = first.ident.span().byte_range().end;
                    let lib = self.w.lib.clone().expect("a carried crate");
                    self.edit(end..end, format!("::{lib}"));
                }
            }
        }
        visit::visit_path(self, p);
    }

    fn visit_vis_restricted(&mut self, v: &'ast syn::VisRestricted) {
        let Some(lib) = self.w.lib.clone() else {
            return;
        };
        if v.in_token.is_none() && v.path.is_ident("crate") {
            let r = v.path.span().byte_range();
            self.edit(r, format!("in crate::{lib}"));
        } else if v.in_token.is_some() {
            self.visit_path(&v.path);
        }
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.call(m);
    }

    fn visit_item_macro(&mut self, m: &'ast syn::ItemMacro) {
        if macros::is_macro_rules(m) {
            self.macro_rules(m);
        } else {
            self.call(&m.mac);
        }
    }
}

/// The outer attributes of an expression.
fn expr_attrs(e: &syn::Expr) -> &[Attribute] {
    use syn::Expr as E;
    match e {
        E::Array(x) => &x.attrs,
        E::Assign(x) => &x.attrs,
        E::Async(x) => &x.attrs,
        E::Await(x) => &x.attrs,
        E::Binary(x) => &x.attrs,
        E::Block(x) => &x.attrs,
        E::Break(x) => &x.attrs,
        E::Call(x) => &x.attrs,
        E::Cast(x) => &x.attrs,
        E::Closure(x) => &x.attrs,
        E::Const(x) => &x.attrs,
        E::Continue(x) => &x.attrs,
        E::Field(x) => &x.attrs,
        E::ForLoop(x) => &x.attrs,
        E::Group(x) => &x.attrs,
        E::If(x) => &x.attrs,
        E::Index(x) => &x.attrs,
        E::Infer(x) => &x.attrs,
        E::Let(x) => &x.attrs,
        E::Lit(x) => &x.attrs,
        E::Loop(x) => &x.attrs,
        E::Macro(x) => &x.attrs,
        E::Match(x) => &x.attrs,
        E::MethodCall(x) => &x.attrs,
        E::Paren(x) => &x.attrs,
        E::Path(x) => &x.attrs,
        E::Range(x) => &x.attrs,
        E::RawAddr(x) => &x.attrs,
        E::Reference(x) => &x.attrs,
        E::Repeat(x) => &x.attrs,
        E::Return(x) => &x.attrs,
        E::Struct(x) => &x.attrs,
        E::Try(x) => &x.attrs,
        E::TryBlock(x) => &x.attrs,
        E::Tuple(x) => &x.attrs,
        E::Unary(x) => &x.attrs,
        E::Unsafe(x) => &x.attrs,
        E::While(x) => &x.attrs,
        E::Yield(x) => &x.attrs,
        _ => &[],
    }
}
