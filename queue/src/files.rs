//! A job's files and blobs in the object store: putting and getting them within a byte limit,
//! and walking a directory within a file and byte limit.

use std::path::{Path, PathBuf};

use anyhow::{Context as _, bail};
use async_nats::jetstream::object_store::ObjectStore;
use tokio::io::AsyncReadExt as _;

/// The most files one job's directories may hold (in or out).
pub const MAX_FILES: usize = 4096;
/// The most directories one job may have.
pub const MAX_DIRS: usize = 64;

/// Puts `bytes` as object `name`.
pub async fn put(store: &ObjectStore, name: &str, bytes: &[u8]) -> anyhow::Result<()> {
    let mut reader = bytes;
    store.put(name, &mut reader).await.with_context(|| format!("cannot store object {name}"))?;
    Ok(())
}

/// An object larger than its reader allows (the job's fault, not the server's).
#[derive(Debug, thiserror::Error)]
#[error("object {name} has more than the {limit} bytes allowed")]
pub struct TooLarge {
    /// The object.
    pub name: String,
    /// The limit.
    pub limit: u64,
}

/// Gets object `name`, refusing one of more than `limit` bytes ([`TooLarge`]) before reading
/// it, and reading no more than that whatever its info says.
pub async fn get(store: &ObjectStore, name: &str, limit: u64) -> anyhow::Result<Vec<u8>> {
    let mut object = store.get(name).await.with_context(|| format!("cannot read object {name}"))?;
    let too_large = || TooLarge { name: name.to_string(), limit };
    let size = object.info().size as u64;
    if size > limit {
        return Err(too_large().into());
    }
    let mut bytes = Vec::with_capacity(size as usize);
    (&mut object)
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .await
        .with_context(|| format!("cannot read object {name}"))?;
    if bytes.len() as u64 > limit {
        return Err(too_large().into());
    }
    Ok(bytes)
}

/// The regular files under `root`, as (`/`-separated relative path, absolute path, size),
/// sorted; at most [`MAX_FILES`] files and `max_bytes` bytes in all, else an error naming the
/// limit. Symbolic links are not followed (a guest could point one anywhere on the host).
pub fn walk(root: &Path, max_bytes: u64) -> anyhow::Result<Vec<(String, PathBuf, u64)>> {
    let mut files = Vec::new();
    let mut total = 0u64;
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        let entries = std::fs::read_dir(&dir).with_context(|| format!("cannot list {}", dir.display()))?;
        for entry in entries {
            let entry = entry.with_context(|| format!("cannot list {}", dir.display()))?;
            let kind = entry.file_type()?;
            let path = entry.path();
            if kind.is_dir() {
                dirs.push(path);
            } else if kind.is_file() {
                let size = entry.metadata()?.len();
                total += size;
                if files.len() == MAX_FILES || total > max_bytes {
                    bail!(
                        "{} holds more than {MAX_FILES} files or {max_bytes} bytes (the limit of a job's files)",
                        root.display()
                    );
                }
                let rel = path.strip_prefix(root).unwrap_or(&path);
                let rel = rel.iter().map(|c| c.to_string_lossy()).collect::<Vec<_>>().join("/");
                files.push((rel, path, size));
            }
        }
    }
    files.sort();
    Ok(files)
}

/// The most bytes of one part of a job file's path (most file systems refuse longer names).
pub const MAX_NAME_BYTES: usize = 255;

/// The most parts of a job file's path.
pub const MAX_PATH_PARTS: usize = 64;

/// The most bytes of a job file's whole path (the worker's folder for the job comes before it,
/// and Linux refuses paths of 4096 bytes).
pub const MAX_PATH_BYTES: usize = 1024;

/// Checks the paths of one job directory's declared files before anything is fetched or made:
/// each stays inside its directory ([`inside`]), is of at most [`MAX_PATH_PARTS`] parts of
/// at most [`MAX_NAME_BYTES`] bytes and [`MAX_PATH_BYTES`] in all, without a NUL byte, none is
/// declared twice, and none is both a file and the
/// folder of another (`a` and `a/b`): what would otherwise fail only when the files are
/// written, as if the worker's disk had failed.
pub fn check_tree<'a>(paths: impl IntoIterator<Item = &'a str>) -> anyhow::Result<()> {
    let mut files = std::collections::BTreeSet::new();
    for p in paths {
        inside(Path::new(""), p)?;
        let parts = p.split('/').count();
        let shown = || p.chars().take(80).collect::<String>();
        if parts > MAX_PATH_PARTS
            || p.len() > MAX_PATH_BYTES
            || p.split('/').any(|part| part.len() > MAX_NAME_BYTES)
        {
            bail!(
                "the file path {:?} has more than {MAX_PATH_PARTS} parts, more than {MAX_PATH_BYTES} bytes or a part of more than {MAX_NAME_BYTES} bytes",
                shown()
            );
        }
        if p.contains('\0') {
            bail!("the file path {:?} contains a NUL byte", shown());
        }
        if !files.insert(p) {
            bail!("the file path {p:?} is declared twice");
        }
    }
    for p in &files {
        for (at, _) in p.match_indices('/') {
            if files.contains(&p[..at]) {
                bail!("{:?} is declared both as a file and as the folder of {p:?}", &p[..at]);
            }
        }
    }
    Ok(())
}

/// `rel` (a job file's `/`-separated path) under `root`, refusing anything that would leave
/// `root` (`..`, absolute paths, empty parts).
pub fn inside(root: &Path, rel: &str) -> anyhow::Result<PathBuf> {
    let mut path = root.to_path_buf();
    for part in rel.split('/') {
        if part.is_empty() || part == "." || part == ".." || part.contains('\\') {
            bail!("the file path {rel:?} leaves its directory");
        }
        path.push(part);
    }
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conflicting_trees_are_named() {
        assert!(check_tree(["a", "b/c", "b/d/e"]).is_ok());
        let err = |paths: &[&str]| check_tree(paths.iter().copied()).unwrap_err().to_string();
        assert!(err(&["a", "a/b"]).contains("\"a\" is declared both as a file and as the folder of \"a/b\""));
        assert!(err(&["x/y/z", "x/y"]).contains("as the folder of"));
        assert!(err(&["a", "a"]).contains("declared twice"));
        assert!(err(&["../a"]).contains("leaves its directory"));
        assert!(err(&[&"n".repeat(256)]).contains("more than 255 bytes"));
        assert!(err(&[&vec!["d"; 65].join("/")]).contains("more than 64 parts"));
        assert!(err(&[&vec!["n".repeat(200); 10].join("/")]).contains("more than 1024 bytes"));
        assert!(err(&["a\0b"]).contains("NUL byte"));
    }
}
