//! Staging buffers kept between transfers: read-backs' (`MAP_READ`) and uploads' (`MAP_WRITE`,
//! kept mapped), so repeated transfers of one size reuse memory the driver has allocated and
//! the system has paged in, instead of a new allocation per transfer (on a virtual machine the
//! page faults of fresh memory cost more than the copy itself; benches/RESULTS.md, "GPU work at
//! the metal").
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
/// Uploads from this size on go through a kept buffer; smaller ones through
/// `Queue::write_buffer` (wgpu's own staging, suballocated).
pub(super) const UPLOAD_MIN_BYTES: u64 = 1 << 20;

/// One pool of staging buffers of one kind.
#[derive(Debug, Default, Clone)]
pub(super) struct Kept(Arc<Mutex<Vec<wgpu::Buffer>>>);

impl Kept {
    /// A kept buffer of exactly `size` bytes, if there is one.
    pub(super) fn take(&self, size: u64) -> Option<wgpu::Buffer> {
        let mut pool = self.0.lock().ok()?;
        let i = pool.iter().position(|b| b.size() == size)?;
        Some(pool.swap_remove(i))
    }

    /// Keeps `buffer` for a later transfer of its size, within the bounds (the oldest kept go
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

    /// The bounds hold: at most [`KEPT`] buffers and [`KEPT_BYTES`], the oldest going first,
    /// nothing over [`MAX_BYTES`]; a buffer is taken only for its exact size.
    #[test]
    #[allow(clippy::print_stderr)]
    fn kept_buffers_are_bounded_and_taken_by_exact_size() {
        let exec = match GpuExecutor::new(&GpuOptions::default()) {
            Ok(e) => e,
            Err(e) if std::env::var_os("CI").is_some() => {
                panic!("CI is set and no GPU adapter was found: {e}")
            }
            Err(e) => return eprintln!("skipping: no GPU adapter ({e})"),
        };
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
        assert!(kept.take(MAX_BYTES - 4).is_none());
        assert_eq!(kept.take(MAX_BYTES).map(|b| b.size()), Some(MAX_BYTES));
        assert_eq!(sizes(&kept), [MAX_BYTES]);
    }
}
