//! `cargo cp-bundle`: see the library's documentation, or `--help`.

use cp_games_bundle::{bundle, help, parse_args, Command, USAGE};
use std::io::Write;
use std::process::exit;

fn fail(message: &str, status: i32) -> ! {
    eprintln!("error: {message}");
    exit(status)
}

/// Writes `text` on standard output, or ends with an error line.
fn print(text: &str) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        fail(&format!("cannot write standard output: {e}"), 1);
    }
}

fn main() {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| {
            a.into_string().unwrap_or_else(|a| {
                let usage = format!("argument {a:?} is not UTF-8 ({USAGE})");
                fail(&usage, 2)
            })
        })
        .collect();
    let cwd = std::env::current_dir()
        .unwrap_or_else(|e| fail(&format!("cannot tell the current folder: {e}"), 1));
    let (options, output) = match parse_args(&args, cwd) {
        Ok(Command::Bundle { options, output }) => (options, output),
        Ok(Command::Help) => return print(&help()),
        Ok(Command::Version) => {
            return print(&format!("cargo-cp-bundle {}\n", env!("CARGO_PKG_VERSION")))
        }
        Err(f) => fail(&f.message, if f.usage { 2 } else { 1 }),
    };
    // A fault of the bundler's own is one error line too, never a trace.
    std::panic::set_hook(Box::new(|_| {}));
    let result = std::panic::catch_unwind(|| bundle(&options)).unwrap_or_else(|p| {
        let what = p
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| p.downcast_ref::<&str>().copied())
            .unwrap_or("no message");
        fail(&format!("the bundler failed on this package: {what}"), 1)
    });
    let b = result.unwrap_or_else(|f| fail(&f.message, if f.usage { 2 } else { 1 }));
    match output {
        Some(shown) => {
            let path = options.cwd.join(&shown);
            if let Err(f) = cp_games_bundle::write(&path, &shown, &b.text, &b.own_files) {
                fail(&f.message, 1);
            }
        }
        None => print(&b.text),
    }
    for w in &b.warnings {
        eprintln!("warning: {w}");
    }
    for n in &b.notes {
        eprintln!("note: {n}");
    }
}
