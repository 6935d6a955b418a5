//! The driver's compiled pipelines kept between runs: wgpu's `PipelineCache` (Vulkan adapters
//! with `Features::PIPELINE_CACHE`), loaded from a file when the executor opens and written
//! back when it closes, so a second run's kernels skip the driver's compiler.
//!
//! Keyed safely: the file is named by `wgpu::util::pipeline_cache_key` (the adapter's vendor
//! and device); the data carries wgpu's own header (adapter, backend, the driver's cache UUID,
//! so a driver update discards it) and the driver keys each pipeline by its shader and state.
//! Our file wraps it with a magic word and the SHA-256 of the data, written to a temporary
//! name and renamed into place, so a torn, truncated or altered file is never handed to the
//! driver (which trusts what it is given): it is ignored with a warning and replaced. Bounded:
//! a file over [`MAX_BYTES`] is not read, and a cache over it is not written.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use sha2::{Digest, Sha256};

/// The most bytes a pipeline cache file may hold (read or written).
pub const MAX_BYTES: u64 = 64 << 20;

/// The first bytes of a cache file (the format's version is its last digit).
const MAGIC: &[u8; 8] = b"WHPIPES1";
const HEADER: usize = MAGIC.len() + 32;

/// One executor's pipeline cache and the file it came from and goes back to.
#[derive(Debug)]
pub(super) struct DiskCache {
    pub(super) cache: wgpu::PipelineCache,
    path: PathBuf,
    /// Pipelines created through it since it was loaded or last written.
    made: AtomicU64,
    /// What [`describe`](Self::describe) says about the load.
    loaded: String,
    /// The digest of the data the file holds (as loaded or last written): the same data is
    /// not written again.
    on_disk: Mutex<Option<[u8; 32]>>,
}

impl DiskCache {
    /// The cache of `device` (an adapter described by `info`) kept in `dir`; `None` where the
    /// adapter has no pipeline cache (not Vulkan, or no `PIPELINE_CACHE`).
    pub(super) fn open(device: &wgpu::Device, info: &wgpu::AdapterInfo, dir: &Path) -> Option<DiskCache> {
        if !device.features().contains(wgpu::Features::PIPELINE_CACHE) {
            return None;
        }
        let key = wgpu::util::pipeline_cache_key(info)?;
        let path = dir.join(format!("{key}.bin"));
        let (data, loaded): (Option<Vec<u8>>, String) = match read(&path) {
            Ok(Some(data)) => {
                let loaded = format!("{} bytes from {}", data.len(), path.display());
                (Some(data), loaded)
            }
            Ok(None) => (None, format!("empty (no {} yet)", path.display())),
            Err(e) => {
                tracing::warn!(target: "wasm_host::gpu", "pipeline cache {} ignored: {e}", path.display());
                (None, format!("empty ({} ignored: {e})", path.display()))
            }
        };
        // SAFETY: `data` is what `PipelineCache::get_data` of an adapter with the same
        // `pipeline_cache_key` returned (the file is named by that key, and its digest shows it
        // is the bytes this module wrote); wgpu checks its own header against this adapter and
        // driver, and with `fallback` an unusable cache starts empty instead of failing.
        #[allow(unsafe_code)]
        let cache = unsafe {
            device.create_pipeline_cache(&wgpu::PipelineCacheDescriptor {
                label: Some("wasm-host pipelines"),
                data: data.as_deref(),
                fallback: true,
            })
        };
        let on_disk = Mutex::new(data.as_deref().map(|d| Sha256::digest(d).into()));
        Some(DiskCache { cache, path, made: AtomicU64::new(0), loaded, on_disk })
    }

    /// Notes a pipeline created through the cache (it has something new to write).
    pub(super) fn made_one(&self) {
        self.made.fetch_add(1, Ordering::Relaxed);
    }

    /// What was loaded, for the executor's description.
    pub(super) fn describe(&self) -> &str {
        &self.loaded
    }

    /// Writes the cache back if a pipeline was created through it since it was loaded or last
    /// written and its data changed; a failure is a warning (the next run compiles again),
    /// never an error.
    pub(super) fn save(&self) {
        if self.made.swap(0, Ordering::Relaxed) == 0 {
            return;
        }
        let Some(data) = self.cache.get_data() else { return };
        let digest: [u8; 32] = Sha256::digest(&data).into();
        let Ok(mut on_disk) = self.on_disk.lock() else { return };
        if *on_disk == Some(digest) {
            return;
        }
        if let Err(e) = write(&self.path, &data) {
            tracing::warn!(target: "wasm_host::gpu", "pipeline cache {} not written: {e}", self.path.display());
        } else {
            *on_disk = Some(digest);
            tracing::debug!(target: "wasm_host::gpu", "pipeline cache: {} bytes to {}", data.len(), self.path.display());
        }
    }
}

/// The data of the cache file at `path` (`None`: there is none), checked: its size, magic word
/// and digest.
fn read(path: &Path) -> Result<Option<Vec<u8>>, String> {
    let len = match std::fs::metadata(path) {
        Ok(m) => m.len(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.to_string()),
    };
    if len > MAX_BYTES + HEADER as u64 {
        return Err(format!("{len} bytes, over the {MAX_BYTES} a pipeline cache may hold"));
    }
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    if bytes.len() < HEADER || &bytes[..MAGIC.len()] != MAGIC {
        return Err("not a wasm-host pipeline cache (or another version of one)".into());
    }
    let (digest, data) = bytes[MAGIC.len()..].split_at(32);
    if Sha256::digest(data).as_slice() != digest {
        return Err("its digest does not match its data (torn or altered)".into());
    }
    Ok(Some(data.to_vec()))
}

/// Writes `data` as the cache file at `path`: to a temporary file beside it, then renamed.
fn write(path: &Path, data: &[u8]) -> Result<(), String> {
    if data.len() as u64 > MAX_BYTES {
        return Err(format!("{} bytes, over the {MAX_BYTES} a pipeline cache may hold", data.len()));
    }
    let dir = path.parent().ok_or("no folder")?;
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let mut bytes = Vec::with_capacity(HEADER + data.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&Sha256::digest(data));
    bytes.extend_from_slice(data);
    let tmp = path.with_extension(format!("tmp.{}", std::process::id()));
    std::fs::write(&tmp, &bytes).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("cannot rename {} into place: {e}", tmp.display())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file round-trips; a truncated, altered, foreign or oversized one is refused by name.
    #[test]
    fn files_are_checked_before_the_driver_sees_them() {
        let dir = std::env::temp_dir().join(format!("wasm-host-pipelines-{}", std::process::id()));
        let path = dir.join("k.bin");
        assert_eq!(read(&path), Ok(None), "no file: no data");
        write(&path, b"driver bytes").unwrap();
        assert_eq!(read(&path), Ok(Some(b"driver bytes".to_vec())));
        let good = std::fs::read(&path).unwrap();

        std::fs::write(&path, &good[..good.len() - 1]).unwrap();
        assert!(read(&path).unwrap_err().contains("digest"), "truncated");
        let mut altered = good.clone();
        *altered.last_mut().unwrap() ^= 1;
        std::fs::write(&path, &altered).unwrap();
        assert!(read(&path).unwrap_err().contains("digest"), "altered");
        std::fs::write(&path, b"WHPIPES0 and something else entirely here").unwrap();
        assert!(read(&path).unwrap_err().contains("not a wasm-host pipeline cache"), "another version");
        let f = std::fs::File::create(&path).unwrap();
        f.set_len(MAX_BYTES + HEADER as u64 + 1).unwrap();
        assert!(read(&path).unwrap_err().contains("over the"), "oversized");
        assert!(write(&path, &vec![0; MAX_BYTES as usize + 1]).unwrap_err().contains("over the"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
