//! Reading a crate: its root file and every `mod x;` file, as one syntax
//! tree, configured as the bundle is (`cfg`), with what cargo or the file
//! system would give at compile time written in (`env!("CARGO_..")`,
//! `include_str!`, `include_bytes!`), and what the bundle's new places
//! would change written as the crate had it (`module_path!()`, `line!()`,
//! `column!()`, `file!()`). `macro_rules!` bodies are left to
//! [`crate::macros`]: what they mean depends on the crate that calls them.
//! A file may come with edits to make first (an edition's migration,
//! [`crate::edition`]).

use crate::cfg;
use crate::tokens::regroup;
use crate::workspace::Krate;
use crate::Failure;
use proc_macro2::{Literal, Span, TokenStream, TokenTree};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, Item, LitStr};

/// A source file of the bundle.
pub(crate) struct SourceFile {
    pub path: PathBuf,
    /// The crate it belongs to (an index into the plan's krates).
    pub krate: usize,
    /// How messages name it.
    pub label: String,
}

/// Every file read, in order; a module's marker attribute holds its index.
#[derive(Default)]
pub(crate) struct Sources {
    pub files: Vec<SourceFile>,
}

impl Sources {
    /// How messages name `path`: relative to `cwd` when inside it, else
    /// the package's name and the path inside the package.
    fn label(path: &Path, krate: &Krate, cwd: &Path) -> String {
        let cwd = cwd.canonicalize().unwrap_or_else(|_| cwd.to_path_buf());
        let full = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        if let Ok(rel) = full.strip_prefix(&cwd) {
            return rel.display().to_string();
        }
        let dir = krate
            .dir
            .canonicalize()
            .unwrap_or_else(|_| krate.dir.clone());
        match full.strip_prefix(&dir) {
            Ok(rel) => format!("{} {}: {}", krate.package, krate.version, rel.display()),
            Err(_) => full.display().to_string(),
        }
    }

    pub(crate) fn label_of(&self, file: usize) -> &str {
        &self.files[file].label
    }
}

/// Reads crate `index` of `krates` into one tree. Its out-of-line modules
/// become inline ones, each marked with its file.
pub(crate) fn load_crate(
    krates: &[Krate],
    index: usize,
    cwd: &Path,
    edits: &Edits,
    sources: &mut Sources,
) -> Result<syn::File, Failure> {
    let k = &krates[index];
    let loader = Loader {
        krate: k,
        index,
        cwd,
        edits,
    };
    let root = vec![k.crate_name.clone()];
    let (file, mut tree) = loader.read(&k.root, &root, sources)?;
    if !cfg::keeps_file(&mut tree, &k.features, &k.cfgs)
        .map_err(|e| cfg::located(&sources.files[file].label, &e))?
    {
        return Err(Failure::new(format!(
            "{}: the whole crate is configured out (#![cfg(..)])",
            sources.files[file].label
        )));
    }
    let dir = k.root.parent().unwrap_or(Path::new(".")).to_path_buf();
    let mut open = vec![canonical(&k.root)];
    loader.expand(&mut tree.items, &dir, file, &root, &mut open, sources)?;
    Ok(tree)
}

/// Edits to a file's text before it is read: byte ranges and their
/// replacements, by the file's canonical path.
pub(crate) type Edits = BTreeMap<PathBuf, Vec<(usize, usize, String)>>;

fn canonical(p: &Path) -> PathBuf {
    p.canonicalize().unwrap_or_else(|_| p.to_path_buf())
}

/// `text` with `edits` made (ranges that do not overlap; later ones
/// first, so that earlier offsets hold).
pub(crate) fn edited(text: &str, edits: &[(usize, usize, String)]) -> String {
    let mut edits: Vec<&(usize, usize, String)> = edits.iter().collect();
    edits.sort_by_key(|e| std::cmp::Reverse((e.0, e.1)));
    let mut out = text.to_string();
    for (start, end, with) in edits {
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

struct Loader<'a> {
    krate: &'a Krate,
    index: usize,
    cwd: &'a Path,
    edits: &'a Edits,
}

impl Loader<'_> {
    /// Parses one file, configured, as module `module` of its crate: its
    /// index and tree.
    fn read(
        &self,
        path: &Path,
        module: &[String],
        sources: &mut Sources,
    ) -> Result<(usize, syn::File), Failure> {
        let label = Sources::label(path, self.krate, self.cwd);
        let index = sources.files.len();
        sources.files.push(SourceFile {
            path: path.to_path_buf(),
            krate: self.index,
            label: label.clone(),
        });
        let mut text =
            std::fs::read_to_string(path).map_err(|e| Failure::new(format!("{label}: {e}")))?;
        if let Some(e) = self.edits.get(&canonical(path)) {
            text = edited(&text, e);
        }
        let mut tree = syn::parse_file(&text).map_err(|e| cfg::located(&label, &e))?;
        cfg::strip(&mut tree, &self.krate.features, &self.krate.cfgs)
            .map_err(|e| cfg::located(&label, &e))?;
        let file_name = match &self.krate.file_base {
            Some(base) => canonical(path)
                .strip_prefix(canonical(base))
                .map(Path::to_path_buf)
                .unwrap_or_else(|_| canonical(path)),
            None => canonical(path),
        };
        let mut sub = Substitute {
            env: &self.krate.env,
            dir: path.parent().unwrap_or(Path::new(".")),
            module: module.to_vec(),
            file: file_name.display().to_string(),
            error: None,
        };
        sub.visit_file_mut(&mut tree);
        if let Some(e) = sub.error {
            return Err(cfg::located(&label, &e));
        }
        Ok((index, tree))
    }

    /// Replaces each `mod x;` among `items` (and in their inline modules)
    /// by the module's file. `dir` is where the modules of these items
    /// live; `file` is the file they are in, `module` their module's path
    /// from the crate's name, `open` the files being read (a module that
    /// includes one of them again is a cycle).
    fn expand(
        &self,
        items: &mut Vec<Item>,
        dir: &Path,
        file: usize,
        module: &[String],
        open: &mut Vec<PathBuf>,
        sources: &mut Sources,
    ) -> Result<(), Failure> {
        let mut out = Vec::with_capacity(items.len());
        for mut item in std::mem::take(items) {
            if let Item::Mod(m) = &mut item {
                let name = m.ident.to_string();
                let path_attr = m.attrs.iter().position(|a| a.path().is_ident("path"));
                let mut sub_module = module.to_vec();
                sub_module.push(name.clone());
                match &mut m.content {
                    Some((_, inner)) => {
                        let child = dir.join(&name);
                        self.expand(inner, &child, file, &sub_module, open, sources)?;
                    }
                    None => {
                        let label = sources.files[file].label.clone();
                        let (path, child_dir) = match path_attr {
                            Some(i) => {
                                let attr = m.attrs.remove(i);
                                let p = match &attr.meta {
                                    syn::Meta::NameValue(nv) => match &nv.value {
                                        Expr::Lit(syn::ExprLit {
                                            lit: syn::Lit::Str(s),
                                            ..
                                        }) => s.value(),
                                        _ => String::new(),
                                    },
                                    _ => String::new(),
                                };
                                let path = dir_of_path_attr(dir, &sources.files[file].path).join(p);
                                let child = path.parent().unwrap_or(Path::new(".")).to_path_buf();
                                (path, child)
                            }
                            None => {
                                let flat = dir.join(format!("{name}.rs"));
                                let nested = dir.join(&name).join("mod.rs");
                                let path = if flat.is_file() {
                                    flat
                                } else if nested.is_file() {
                                    nested
                                } else {
                                    let at = m.ident.span().start().line;
                                    return Err(Failure::new(format!(
                                        "{label}:{at}: no file for `mod {name};` (looked for {} and {})",
                                        Sources::label(&flat, self.krate, self.cwd),
                                        Sources::label(&nested, self.krate, self.cwd)
                                    )));
                                };
                                (path, dir.join(&name))
                            }
                        };
                        if open.contains(&canonical(&path)) {
                            let at = m.ident.span().start().line;
                            return Err(Failure::new(format!(
                                "{label}:{at}: `mod {name};` reads {}, which is being read already: the modules include each other",
                                Sources::label(&path, self.krate, self.cwd)
                            )));
                        }
                        let (index, mut tree) = self.read(&path, &sub_module, sources)?;
                        let keep =
                            cfg::keeps_file(&mut tree, &self.krate.features, &self.krate.cfgs)
                                .map_err(|e| cfg::located(&sources.files[index].label, &e))?;
                        if !keep {
                            continue;
                        }
                        open.push(canonical(&path));
                        self.expand(
                            &mut tree.items,
                            &child_dir,
                            index,
                            &sub_module,
                            open,
                            sources,
                        )?;
                        open.pop();
                        // The file's inner attributes (`#![allow(..)]`) go
                        // with the module.
                        m.attrs.extend(tree.attrs);
                        m.attrs.insert(0, crate::mark::file(index));
                        m.content = Some((syn::token::Brace::default(), tree.items));
                        m.semi = None;
                    }
                }
            }
            out.push(item);
        }
        *items = out;
        Ok(())
    }
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

/// Writes in `env!("CARGO_..")`, `option_env!`, `include_str!`,
/// `include_bytes!`, `module_path!()`, `line!()`, `column!()` and
/// `file!()`; refuses `include!`, and `env!` of a variable cargo does not
/// set (it would be read on the judge's machine).
struct Substitute<'a> {
    env: &'a BTreeMap<String, String>,
    dir: &'a Path,
    /// The module the walk is in, from the crate's name.
    module: Vec<String>,
    /// The file's name as rustc is given it.
    file: String,
    error: Option<syn::Error>,
}

/// What a built-in macro call becomes in the bundle.
enum Replaced {
    Tokens(TokenStream),
    Keep,
}

impl Substitute<'_> {
    fn call(&self, name: &str, args: TokenStream, span: Span) -> syn::Result<Replaced> {
        let first = || -> syn::Result<LitStr> {
            let list = syn::parse::Parser::parse2(
                syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated,
                args.clone(),
            )?;
            match list.first() {
                Some(Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                })) => Ok(s.clone()),
                _ => Err(syn::Error::new(
                    span,
                    format!("{name}! wants a string literal"),
                )),
            }
        };
        let at = span.start();
        Ok(match name {
            "env" => {
                let var = first()?.value();
                match self.env.get(&var) {
                    Some(v) => Replaced::Tokens(TokenTree::Literal(Literal::string(v)).into()),
                    None if var.starts_with("CARGO_") => Replaced::Keep,
                    None => {
                        return Err(syn::Error::new(
                            span,
                            format!("env!(\"{var}\") is read when the bundle is compiled, on the judge's machine, which has not this machine's variables"),
                        ))
                    }
                }
            }
            "module_path" if args.is_empty() => {
                Replaced::Tokens(TokenTree::Literal(Literal::string(&self.module.join("::"))).into())
            }
            "line" if args.is_empty() => {
                Replaced::Tokens(TokenTree::Literal(Literal::u32_suffixed(at.line as u32)).into())
            }
            "column" if args.is_empty() => Replaced::Tokens(
                TokenTree::Literal(Literal::u32_suffixed(at.column as u32 + 1)).into(),
            ),
            "file" if args.is_empty() => {
                Replaced::Tokens(TokenTree::Literal(Literal::string(&self.file)).into())
            }
            "option_env" => {
                let var = first()?.value();
                if !var.starts_with("CARGO_") {
                    return Ok(Replaced::Keep);
                }
                Replaced::Tokens(match self.env.get(&var) {
                    Some(v) => {
                        let lit = Literal::string(v);
                        quote_tokens(&format!("Some({lit})"))
                    }
                    None => quote_tokens("None::<&'static str>"),
                })
            }
            "include_str" | "include_bytes" => {
                let lit = first()?;
                let path = self.dir.join(lit.value());
                let bytes = std::fs::read(&path).map_err(|e| {
                    syn::Error::new(lit.span(), format!("{name}!: {}: {e}", path.display()))
                })?;
                let lit = if name == "include_str" {
                    let text = String::from_utf8(bytes).map_err(|_| {
                        syn::Error::new(lit.span(), format!("{}: not UTF-8", path.display()))
                    })?;
                    Literal::string(&text)
                } else {
                    Literal::byte_string(&bytes)
                };
                Replaced::Tokens(TokenTree::Literal(lit).into())
            }
            "include" => {
                return Err(syn::Error::new(
                    span,
                    "include!(..) pastes another file's code, which a bundle cannot follow; make it a module",
                ))
            }
            _ => Replaced::Keep,
        })
    }

    fn tokens(&mut self, tokens: TokenStream) -> TokenStream {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out: Vec<TokenTree> = Vec::with_capacity(trees.len());
        let mut i = 0;
        while i < trees.len() {
            if let (TokenTree::Ident(id), Some(TokenTree::Punct(bang)), Some(TokenTree::Group(g))) =
                (&trees[i], trees.get(i + 1), trees.get(i + 2))
            {
                let path_before = matches!(out.last(), Some(TokenTree::Punct(p)) if p.as_char() == ':' || p.as_char() == '.');
                if bang.as_char() == '!' && !path_before && self.error.is_none() {
                    match self.call(&id.to_string(), g.stream(), id.span()) {
                        Ok(Replaced::Tokens(t)) => {
                            out.extend(t);
                            i += 3;
                            continue;
                        }
                        Ok(Replaced::Keep) => {}
                        Err(e) => self.error = Some(e),
                    }
                }
            }
            out.push(match &trees[i] {
                TokenTree::Group(g) => regroup(g, self.tokens(g.stream())),
                t => t.clone(),
            });
            i += 1;
        }
        out.into_iter().collect()
    }

    fn refuse_include(&mut self, mac: &syn::Macro) {
        if mac.path.is_ident("include") && self.error.is_none() {
            self.error = self.call("include", TokenStream::new(), span_of(mac)).err();
        }
    }
}

fn span_of(mac: &syn::Macro) -> Span {
    mac.path
        .segments
        .first()
        .map_or_else(Span::call_site, |s| s.ident.span())
}

/// Tokens for a short piece of Rust the bundler writes.
fn quote_tokens(text: &str) -> TokenStream {
    text.parse().expect("the bundler's own tokens parse")
}

impl VisitMut for Substitute<'_> {
    fn visit_expr_mut(&mut self, e: &mut Expr) {
        if let Expr::Macro(m) = e {
            if let Some(name) = m.mac.path.get_ident().map(|i| i.to_string()) {
                if self.error.is_none() {
                    match self.call(&name, m.mac.tokens.clone(), span_of(&m.mac)) {
                        Ok(Replaced::Tokens(t)) => {
                            match syn::parse2::<Expr>(t) {
                                Ok(x) => *e = x,
                                Err(err) => self.error = Some(err),
                            }
                            return;
                        }
                        Ok(Replaced::Keep) => {}
                        Err(err) => self.error = Some(err),
                    }
                }
            }
        }
        visit_mut::visit_expr_mut(self, e);
    }

    fn visit_item_macro_mut(&mut self, m: &mut syn::ItemMacro) {
        if m.mac.path.is_ident("macro_rules") && m.ident.is_some() {
            // Settled for the crates that call it (`crate::macros`).
            return;
        }
        self.refuse_include(&m.mac);
        visit_mut::visit_item_macro_mut(self, m);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        self.module.push(m.ident.to_string());
        visit_mut::visit_item_mod_mut(self, m);
        self.module.pop();
    }

    fn visit_stmt_macro_mut(&mut self, m: &mut syn::StmtMacro) {
        self.refuse_include(&m.mac);
        visit_mut::visit_stmt_macro_mut(self, m);
    }

    fn visit_macro_mut(&mut self, m: &mut syn::Macro) {
        m.tokens = self.tokens(std::mem::take(&mut m.tokens));
        visit_mut::visit_macro_mut(self, m);
    }
}
