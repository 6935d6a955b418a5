//! Staging buffers kept between transfers: read-backs' (`MAP_READ`) and uploads' (`MAP_WRITE`,
//! kept mapped), so repeated transfers of one size reuse memory the driver has allocated and
//! the system has paged in, instead of a new allocation per transfer (on a virtual machine the
//! page faults of fresh memory cost more than the copy itself; benches/RESULTS.md, "GPU work at
//! the metal").
//!
//! A transfer takes the smallest kept buffer that holds it and is at most [`SLACK`] times its
//! size, and moves only its own bytes: one buffer serves transfers of several sizes. The
//! uploads' pool starts with [`PREWARM_UPLOADS`] buffers of [`PREWARM_BYTES`] (a guest's
//! inputs tend to come one after another, faster than an upload's buffer comes back), the
//! read-backs' with one, made while the device opens
//! ([`super::warm_up`]): a new mappable buffer costs more than its transfer (wgpu zeroes it,
//! and its pages fault in; on an H100 the first 4 MiB upload took 1.7 ms against 0.4 for the
//! next), which the first transfer of a run no longer pays.
//!
//! Bounded: at most [`KEPT`] buffers and [`KEPT_BYTES`] per pool, each at most
//! [`MAX_BYTES`]; the oldest goes first. Kept buffers belong to the executor, not to a tenant.

use std::sync::{Arc, Mutex};

/// The most buffers one pool keeps.
const KEPT: usize = 4;
/// The most bytes one pool keeps.
const KEPT_BYTES: u64 = 128 << 20;
/// The largest buffer kept.
pub(super) const MAX_BYTES: u64 = 64 << 20;
/// The size of the buffers the pools start with.
pub(super) const PREWARM_BYTES: u64 = 4 << 20;
/// How many buffers the uploads' pool starts with.
pub(super) const PREWARM_UPLOADS: usize = 2;
/// A kept buffer serves a transfer of at least 1 / `SLACK` of its size.
const SLACK: u64 = 4;
/// Uploads from this size on go through a kept buffer; smaller ones through
/// `Queue::write_buffer` (wgpu's own staging, suballocated).
pub(super) const UPLOAD_MIN_BYTES: u64 = 1 << 20;

/// A new staging buffer of `size` bytes: an upload's (`upload`: `MAP_WRITE`, mapped at
/// creation) or a read-back's (`MAP_READ`, mapped once its copy is done).
pub(super) fn create(device: &wgpu::Device, size: u64, upload: bool) -> wgpu::Buffer {
    let usage = if upload {
        wgpu::BufferUsages::MAP_WRITE | wgpu::BufferUsages::COPY_SRC
    } else {
        wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST
    };
    device.create_buffer(&wgpu::BufferDescriptor {
        label: Some(if upload { "wasm-host upload" } else { "wasm-host read-back" }),
        size,
        usage,
        mapped_at_creation: upload,
    })
}

/// One pool of staging buffers of one kind.
#[derive(Debug, Default, Clone)]
pub(super) struct Kept(Arc<Mutex<Vec<wgpu::Buffer>>>);

impl Kept {
    /// The smallest kept buffer of at least `size` bytes and at most [`SLACK`] times that,
    /// if there is one (the oldest of equal ones).
    pub(super) fn take(&self, size: u64) -> Option<wgpu::Buffer> {
        let mut pool = self.0.lock().ok()?;
        let fits = |b: &wgpu::Buffer| b.size() >= size && b.size() / SLACK <= size;
        let (i, _) = pool.iter().enumerate().filter(|(_, b)| fits(b)).min_by_key(|(i, b)| (b.size(), *i))?;
        Some(pool.remove(i))
    }

    /// Keeps `buffer` for later transfers, within the bounds (the oldest kept go
    /// first); a buffer over [`MAX_BYTES`] is dropped.
    pub(super) fn keep(&self, buffer: wgpu::Buffer) {
        if buffer.size() > MAX_BYTES {
            return;
        }
        let Ok(mut pool) = self.0.lock() else { return };
        while !pool.is_empty()
            && (pool.len() >= KEPT
                || pool.iter().map(wgpu::Buffer::size).sum::<u64>() + buffer.size() > KEPT_BYTES)
        {
            pool.remove(0);
        }
        pool.push(buffer);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::gpu::{GpuExecutor, GpuOptions};

    fn executor() -> Option<GpuExecutor> {
        match GpuExecutor::new(&GpuOptions::default()) {
            Ok(e) => Some(e),
            Err(e) if std::env::var_os("CI").is_some() => {
                panic!("CI is set and no GPU adapter was found: {e}")
            }
            Err(e) => {
                #[allow(clippy::print_stderr)]
                {
                    eprintln!("skipping: no GPU adapter ({e})");
                }
                None
            }
        }
    }

    /// A new executor's pools fill while it opens: [`PREWARM_UPLOADS`] upload buffers and one
    /// read-back buffer of [`PREWARM_BYTES`], which the first transfers of that size take.
    #[test]
    fn the_pools_start_with_prewarmed_buffers() {
        let Some(exec) = executor() else { return };
        let sizes = |k: &Kept| k.0.lock().unwrap().iter().map(wgpu::Buffer::size).collect::<Vec<_>>();
        let began = std::time::Instant::now();
        while sizes(&exec.uploads).len() < PREWARM_UPLOADS || sizes(&exec.read_backs).is_empty() {
            assert!(began.elapsed().as_secs() < 30, "the warm-up made no staging buffers");
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        assert_eq!(sizes(&exec.uploads), vec![PREWARM_BYTES; PREWARM_UPLOADS]);
        assert_eq!(sizes(&exec.read_backs), [PREWARM_BYTES]);
        let upload = exec.uploads.take(PREWARM_BYTES / 2).expect("a 2 MiB upload takes one");
        assert!(upload.get_mapped_range_mut(..).is_ok(), "uploads' buffers are kept mapped");
        assert!(exec.read_backs.take(PREWARM_BYTES + 4).is_none());
        let read_back = exec.read_backs.take(PREWARM_BYTES).expect("a 4 MiB read takes it");
        assert!(read_back.get_mapped_range(..).is_err(), "read-backs' buffers are kept unmapped");
    }

    /// The bounds hold: at most [`KEPT`] buffers and [`KEPT_BYTES`], the oldest going first,
    /// nothing over [`MAX_BYTES`]; a transfer takes the smallest buffer that holds it, never
    /// one more than [`SLACK`] times its size.
    #[test]
    fn kept_buffers_are_bounded_and_taken_by_best_fit() {
        let Some(exec) = executor() else { return };
        let buffer = |size: u64| {
            exec.device.create_buffer(&wgpu::BufferDescriptor {
                label: None,
                size,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        };
        let kept = Kept::default();
        let sizes = |k: &Kept| k.0.lock().unwrap().iter().map(wgpu::Buffer::size).collect::<Vec<_>>();
        for size in [4u64, 8, 12, 16, 20] {
            kept.keep(buffer(size));
        }
        assert_eq!(sizes(&kept), [8, 12, 16, 20], "at most {KEPT}, the oldest gone");
        kept.keep(buffer(MAX_BYTES + 4));
        assert_eq!(sizes(&kept), [8, 12, 16, 20], "over the largest: not kept");
        kept.keep(buffer(MAX_BYTES));
        kept.keep(buffer(MAX_BYTES));
        assert_eq!(sizes(&kept), [MAX_BYTES, MAX_BYTES], "{KEPT_BYTES} bytes at most");
        assert!(kept.take(MAX_BYTES + 4).is_none(), "none holds it");
        assert!(kept.take(MAX_BYTES / SLACK - 4).is_none(), "too small for the kept ones");
        assert_eq!(kept.take(MAX_BYTES / SLACK).map(|b| b.size()), Some(MAX_BYTES));
        assert_eq!(sizes(&kept), [MAX_BYTES]);
        for size in [64u64, 16, 32, 16] {
            kept.keep(buffer(size));
        }
        assert_eq!(sizes(&kept), [64, 16, 32, 16], "the oldest gone");
        assert_eq!(kept.take(12).map(|b| b.size()), Some(16), "the smallest that holds 12");
        assert_eq!(sizes(&kept), [64, 32, 16], "the older of the two");
        assert_eq!(kept.take(17).map(|b| b.size()), Some(32));
        assert!(kept.take(15).is_some_and(|b| b.size() == 16));
        assert!(kept.take(15).is_none(), "64 is more than 4 × 15");
        assert_eq!(kept.take(16).map(|b| b.size()), Some(64));
    }
}
