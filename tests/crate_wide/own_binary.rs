//! A binary of one's own dropped into `src/bin/` with its `testdata/`, as
//! the README says a contestant may ("needs no entry anywhere"), in a copy
//! of this crate: every crate-wide check passes with it there, the
//! samples are run on it like the others' (a wrong `.out` fails), and the
//! checks it gets only the generic rules of say so. Full tier: it builds
//! the copy, in the tests' scratch folder (`target/tmp/own-binary`, left
//! there to look into).

use crate::common;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The binary: the README's solution in fifteen lines, as a reader copies
/// it.
const NAME: &str = "own_subtraction";

#[test]
#[ignore = "full tier: cargo test -- --include-ignored"]
fn a_binary_of_ones_own_breaks_no_check_and_is_held_to_its_samples() {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("own-binary");
    let (copy, target) = (scratch.join("crate"), scratch.join("target"));
    let _ = std::fs::remove_dir_all(&copy);
    copy_tree(common::root(), &copy);
    write(
        &copy.join(format!("src/bin/{NAME}.rs")),
        &common::readme_solution(),
    );
    let data = copy.join(format!("testdata/{NAME}"));
    write(&data.join("01-sample.in"), "3  1 2 5\n");
    write(&data.join("01-sample.out"), "First\n");
    write(&data.join("02-even.in"), "2\n2 2\n");
    write(&data.join("02-even.out"), "Second\n");

    let all = cargo_test(&copy, &target, &["crate_wide::"]);
    let stderr = String::from_utf8_lossy(&all.stderr);
    assert!(
        all.status.success(),
        "the crate-wide checks with {NAME} in src/bin failed:\n{}\n{stderr}",
        String::from_utf8_lossy(&all.stdout)
    );
    // The checks that hold the crate's own binaries to their lists name
    // the binary they could not hold: it was found, and run.
    for note in [
        format!("numbers past 32 bits for {NAME}, which has no probe"),
        format!("not checked for {NAME}, which got the generic checks only"),
    ] {
        assert!(stderr.contains(&note), "no {note:?} in:\n{stderr}");
    }

    // A wrong expected answer: the samples' checks fail, naming the file.
    write(&data.join("02-even.out"), "First\n");
    let wrong = cargo_test(
        &copy,
        &target,
        &["crate_wide::testdata::", "crate_wide::samples::"],
    );
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&wrong.stdout),
        String::from_utf8_lossy(&wrong.stderr)
    );
    assert!(!wrong.status.success(), "a wrong .out passed:\n{said}");
    assert!(
        said.contains(&format!("{NAME}/02-even")),
        "the failure does not name {NAME}/02-even:\n{said}"
    );
}

/// `cargo test --test all -- FILTERS` in the copy, with none of this
/// test's own cargo settings: its binaries' paths, its package's
/// variables and CI's demands on folders beside the repository.
fn cargo_test(dir: &Path, target: &Path, filters: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO"));
    command
        .args([
            "test",
            "--offline",
            "--locked",
            "-p",
            "cp-games",
            "--test",
            "all",
            "--",
        ])
        .args(filters)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target);
    for (key, _) in std::env::vars_os() {
        let key = key.to_string_lossy();
        let ours = ["CARGO_BIN_EXE_", "CARGO_PKG_", "CP_GAMES_REQUIRE_"];
        if ours.iter().any(|p| key.starts_with(p))
            || matches!(
                &*key,
                "CARGO_MANIFEST_DIR"
                    | "CARGO_CRATE_NAME"
                    | "CARGO_PRIMARY_PACKAGE"
                    | "CARGO_TARGET_TMPDIR"
            )
        {
            command.env_remove(&*key);
        }
    }
    command.output().expect("cargo runs")
}

/// The crate's files into `to`: everything but build output, git's
/// folder, the page's npm packages and the fuzz targets (a crate outside
/// the workspace, whose corpus CI's fuzzer writes meanwhile). A file that
/// goes away while the folder is read (a test's scratch file) is left out.
fn copy_tree(from: &Path, to: &Path) {
    let left_out = ["target", ".git", "node_modules", "fuzz"];
    let mut stack = vec![PathBuf::new()];
    while let Some(rel) = stack.pop() {
        std::fs::create_dir_all(to.join(&rel)).unwrap();
        let Ok(entries) = std::fs::read_dir(from.join(&rel)) else {
            continue;
        };
        for entry in entries {
            let Ok(entry) = entry else { continue };
            let name = entry.file_name();
            if left_out.iter().any(|s| name == *s) {
                continue;
            }
            let path = rel.join(&name);
            match entry.file_type() {
                Ok(kind) if kind.is_dir() => stack.push(path),
                Ok(_) => match std::fs::copy(from.join(&path), to.join(&path)) {
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    copied => {
                        copied.unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                    }
                },
                Err(_) => {}
            }
        }
    }
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}
