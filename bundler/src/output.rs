//! Writing the bundle to the file `-o` names: whole or not at all,
//! through a symbolic link to the file it names, and never over anything
//! but a regular file (a device, a FIFO or a folder is refused, and left
//! as it was).

use crate::Failure;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The file a path names once symbolic links are followed; `None` when it
/// does not exist yet (nor does any link on the way).
fn target(path: &Path) -> Result<PathBuf, Failure> {
    match std::fs::canonicalize(path) {
        Ok(t) => Ok(t),
        Err(_) => match std::fs::symlink_metadata(path) {
            Ok(m) if m.file_type().is_symlink() => Err(Failure::new(format!(
                "cannot write {}: it is a symbolic link to a file that does not exist; nothing was written",
                path.display()
            ))),
            _ => Ok(path.to_path_buf()),
        },
    }
}

/// What a file that is not a regular one is, in words.
fn kind(meta: &std::fs::Metadata) -> &'static str {
    let t = meta.file_type();
    if t.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_char_device() {
            return "a character device";
        }
        if t.is_block_device() {
            return "a block device";
        }
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

/// Writes `text` to `path`: into a new file beside the file it names,
/// then moved over it, with the old file's permissions; never over one of
/// `own` (the package's sources, manifests and build scripts).
/// `shown` is the path as the command line gave it, for messages.
pub fn write(path: &Path, shown: &Path, text: &str, own: &[PathBuf]) -> Result<(), Failure> {
    let target = target(path).map_err(|f| {
        Failure::new(
            f.message
                .replace(&path.display().to_string(), &shown.display().to_string()),
        )
    })?;
    let canonical = target.canonicalize().unwrap_or_else(|_| target.clone());
    if own.contains(&canonical) {
        return Err(Failure::new(format!(
            "cannot write {}: it is a file of the package (a source, a manifest or a build script), which the bundle would replace; nothing was written",
            shown.display()
        )));
    }
    let old = std::fs::metadata(&target).ok();
    if let Some(m) = &old {
        if !m.is_file() {
            return Err(Failure::new(format!(
                "cannot write {}: it is {}, and the bundle is written only to a regular file; nothing was written",
                shown.display(),
                kind(m)
            )));
        }
    }
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "bundle".to_string());
    let tmp = dir.join(format!(".{name}.cp-bundle-{}.tmp", std::process::id()));
    let written = (|| {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        if let Some(m) = &old {
            std::fs::set_permissions(&tmp, m.permissions())?;
        }
        std::fs::rename(&tmp, &target)
    })();
    written.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        Failure::new(format!(
            "cannot write {}: {e}; nothing was written",
            shown.display()
        ))
    })
}
