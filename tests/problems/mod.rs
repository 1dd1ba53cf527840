//! Each binary's own checks: one module per file of this folder, named
//! after the file (`euclid_game.rs` is `problems::euclid_game`). The files
//! are taken in by their names (`tests/modules`), so that adding a
//! problem's tests means adding its file, nothing else.

cp_games_test_modules::files_as_modules!("tests/problems");

/// A file of this folder newer than this test executable was not built
/// into it: cargo rebuilds the executable when a file it was built from
/// changes, but it does not watch the folder for new files, which are
/// taken in only when the executable is built again.
#[test]
fn every_file_of_the_folder_is_built_in() {
    let exe = std::env::current_exe().expect("the test executable's path");
    let built = std::fs::metadata(&exe)
        .and_then(|m| m.modified())
        .expect("the test executable's time");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/problems");
    let mut new = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/problems") {
        let path = entry.expect("an entry of tests/problems").path();
        let modified = std::fs::metadata(&path).and_then(|m| m.modified());
        if path.extension().is_some_and(|e| e == "rs") && modified.is_ok_and(|t| t > built) {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            new.push(format!("tests/problems/{name}"));
        }
    }
    assert!(
        new.is_empty(),
        "{} changed after this test executable was built, so its tests may not be in it: \
         run `touch tests/all.rs` and `cargo test` again",
        new.join(", ")
    );
}
