//! `cargo bundle [--atcoder] <binary>` (an alias in `.cargo/config.toml`):
//! prints one source file holding the binary and the library modules it
//! uses, for judges that take a single file. See `bundler.rs`.

mod bundler;

use std::io::Write;
use std::path::Path;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match bundler::cli(Path::new(env!("CARGO_MANIFEST_DIR")), &args) {
        Ok(out) => {
            for warning in &out.warnings {
                eprintln!("warning: {warning}");
            }
            let mut stdout = std::io::stdout().lock();
            if let Err(e) = stdout
                .write_all(out.text.as_bytes())
                .and_then(|()| stdout.flush())
            {
                eprintln!("error: cannot write standard output: {e}");
                std::process::exit(1);
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    }
}
