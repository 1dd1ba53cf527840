//! `files_as_modules!("tests/problems")`: a `mod NAME;` for each file
//! `NAME.rs` of the folder but `mod.rs`, in the order of the names, the
//! folder given from the package's folder. `tests/problems/mod.rs` calls
//! it, so that each binary's test file is a module of the crate's one test
//! executable (`tests/all.rs`) without a list to keep.
//!
//! Plain `proc_macro`, no other crate: it is built before every test of a
//! cold `cargo test`.

use proc_macro::{TokenStream, TokenTree};
use std::path::Path;

/// A `mod NAME;` item for each `NAME.rs` of the folder (see the crate's
/// documentation), or a compile error that says what is wrong.
#[proc_macro]
pub fn files_as_modules(input: TokenStream) -> TokenStream {
    match modules(input) {
        Ok(items) => items.parse().expect("mod items parse"),
        Err(why) => format!("compile_error!({why:?});")
            .parse()
            .expect("compile_error! parses"),
    }
}

fn modules(input: TokenStream) -> Result<String, String> {
    let mut tokens = input.into_iter();
    let folder = match (tokens.next(), tokens.next()) {
        (Some(TokenTree::Literal(lit)), None) => lit.to_string(),
        _ => return Err("files_as_modules!: expected one string, a folder".into()),
    };
    let folder = folder
        .strip_prefix('"')
        .and_then(|f| f.strip_suffix('"'))
        .filter(|f| !f.contains('\\'))
        .ok_or("files_as_modules!: expected a plain string, a folder")?;
    let package = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
    let dir = Path::new(&package).join(folder);
    let entries = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut names = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        let (Some(stem), Some("rs")) = (
            path.file_stem().and_then(|s| s.to_str()),
            path.extension().and_then(|e| e.to_str()),
        ) else {
            continue;
        };
        if stem == "mod" || !path.is_file() {
            continue;
        }
        let starts_well = stem.starts_with(|c: char| c.is_ascii_lowercase() || c == '_');
        if !starts_well || !stem.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!(
                "{}: a test file's name is a module's name: lowercase letters, digits and _",
                path.display()
            ));
        }
        names.push(stem.to_string());
    }
    names.sort();
    Ok(names.iter().map(|n| format!("mod {n};\n")).collect())
}
