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
//! A transfer that finds no buffer while the warm-up is still making one that would hold it
//! ([`Kept::promise`]) waits for that one (at most [`PATIENCE`]) instead of making its own: the
//! warm-up's is the nearer, and two allocations at once only slow each other (a README jacobi
//! run on lavapipe whose first uploads came before the warm-up's buffers paid 2.2–3.1 ms for a
//! 4 MiB upload instead of 0.5).
//!
//! Bounded: at most [`KEPT`] buffers and [`KEPT_BYTES`] per pool, each at most
//! [`MAX_BYTES`]; the oldest goes first. Kept buffers belong to the executor, not to a tenant.

use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

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
/// The longest a transfer waits for a promised buffer before it makes its own.
pub(super) const PATIENCE: Duration = Duration::from_millis(100);
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
pub(super) struct Kept(Arc<(Mutex<Pool>, Condvar)>);

#[derive(Debug, Default)]
struct Pool {
    buffers: Vec<wgpu::Buffer>,
    /// The sizes of the buffers promised ([`Kept::promise`]) and not yet kept or given up.
    coming: Vec<u64>,
}

impl Pool {
    /// Removes one promise of `size` bytes from those coming.
    fn withdraw(&mut self, size: u64) {
        if let Some(i) = self.coming.iter().position(|&s| s == size) {
            self.coming.remove(i);
        }
    }
}

/// Whether a buffer of `have` bytes serves a transfer of `size`.
fn fits(have: u64, size: u64) -> bool {
    have >= size && have / SLACK <= size
}

impl Kept {
    fn pool(&self) -> std::sync::MutexGuard<'_, Pool> {
        // Plain pushes and removes: a panic while holding the lock leaves the pool consistent.
        self.0.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The smallest kept buffer of at least `size` bytes and at most [`SLACK`] times that,
    /// if there is one (the oldest of equal ones).
    #[cfg(test)]
    pub(super) fn take(&self, size: u64) -> Option<wgpu::Buffer> {
        Self::take_from(&mut self.pool(), size)
    }

    fn take_from(pool: &mut Pool, size: u64) -> Option<wgpu::Buffer> {
        let (i, _) = pool
            .buffers
            .iter()
            .enumerate()
            .filter(|(_, b)| fits(b.size(), size))
            .min_by_key(|(i, b)| (b.size(), *i))?;
        Some(pool.buffers.remove(i))
    }

    /// [`Self::take`], or, while a promised buffer that would serve `size` is still coming,
    /// the first kept buffer that serves it, waiting at most `patience`.
    pub(super) fn take_or_wait(&self, size: u64, patience: Duration) -> Option<wgpu::Buffer> {
        let until = Instant::now() + patience;
        let mut pool = self.pool();
        loop {
            if let Some(b) = Self::take_from(&mut pool, size) {
                return Some(b);
            }
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() || !pool.coming.iter().any(|&have| fits(have, size)) {
                return None;
            }
            pool = self.0.1.wait_timeout(pool, left).unwrap_or_else(|p| p.into_inner()).0;
        }
    }

    /// Keeps `buffer` for later transfers, within the bounds (the oldest kept go
    /// first); a buffer over [`MAX_BYTES`] is dropped.
    pub(super) fn keep(&self, buffer: wgpu::Buffer) {
        self.keep_instead(buffer, None);
    }

    /// [`Self::keep`], withdrawing a promise of `promised` bytes under the same lock (so a
    /// waiter never sees the promise gone and the buffer not yet kept).
    fn keep_instead(&self, buffer: wgpu::Buffer, promised: Option<u64>) {
        let mut pool = self.pool();
        if let Some(size) = promised {
            pool.withdraw(size);
        }
        if buffer.size() > MAX_BYTES {
            drop(pool);
            self.0.1.notify_all();
            return;
        }
        while !pool.buffers.is_empty()
            && (pool.buffers.len() >= KEPT
                || pool.buffers.iter().map(wgpu::Buffer::size).sum::<u64>() + buffer.size() > KEPT_BYTES)
        {
            pool.buffers.remove(0);
        }
        pool.buffers.push(buffer);
        drop(pool);
        self.0.1.notify_all();
    }

    /// Announces a buffer of `size` bytes that the caller is making for the pool: transfers
    /// it would serve wait for it ([`Self::take_or_wait`]) until the promise is kept or
    /// dropped.
    pub(super) fn promise(&self, size: u64) -> Promise {
        self.pool().coming.push(size);
        Promise { kept: self.clone(), size: Some(size) }
    }
}

/// A buffer coming to a pool ([`Kept::promise`]); dropped unkept, it wakes the waiters.
#[derive(Debug)]
pub(super) struct Promise {
    kept: Kept,
    size: Option<u64>,
}

impl Promise {
    /// Keeps `buffer` in the pool (in place of the promised one).
    pub(super) fn keep(mut self, buffer: wgpu::Buffer) {
        let promised = self.size.take();
        self.kept.keep_instead(buffer, promised);
    }
}

impl Drop for Promise {
    fn drop(&mut self) {
        if let Some(size) = self.size.take() {
            self.kept.pool().withdraw(size);
            self.kept.0.1.notify_all();
        }
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

    /// A read-back buffer of `size` bytes (what the pools' tests keep and take).
    fn read_back(exec: &GpuExecutor, size: u64) -> wgpu::Buffer {
        exec.device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        })
    }

    /// A new executor's pools fill while it opens: [`PREWARM_UPLOADS`] upload buffers and one
    /// read-back buffer of [`PREWARM_BYTES`], which the first transfers of that size take.
    #[test]
    fn the_pools_start_with_prewarmed_buffers() {
        let Some(exec) = executor() else { return };
        let sizes = |k: &Kept| k.pool().buffers.iter().map(wgpu::Buffer::size).collect::<Vec<_>>();
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
        let buffer = |size: u64| read_back(&exec, size);
        let kept = Kept::default();
        let sizes = |k: &Kept| k.pool().buffers.iter().map(wgpu::Buffer::size).collect::<Vec<_>>();
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

    /// A transfer that finds no buffer while one that would serve it is promised waits for it
    /// (and takes it once kept); a withdrawn promise wakes it at once; a promise of a size that
    /// would not serve it, or none, makes it wait for nothing.
    #[test]
    fn transfers_wait_for_promised_buffers() {
        let Some(exec) = executor() else { return };
        let buffer = |size: u64| read_back(&exec, size);
        let kept = Kept::default();
        let patience = Duration::from_secs(20);
        let began = Instant::now();
        assert!(kept.take_or_wait(1024, patience).is_none(), "nothing promised");
        let promise = kept.promise(1024);
        assert!(kept.take_or_wait(4, patience).is_none(), "1024 bytes would not serve 4");
        assert!(began.elapsed() < Duration::from_secs(5), "it waited for a promise that could not serve it");
        let made = buffer(1024);
        let keeper = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(100));
            promise.keep(made);
        });
        let began = Instant::now();
        let got = kept.take_or_wait(1000, patience);
        assert_eq!(got.map(|b| b.size()), Some(1024), "the promised buffer");
        assert!(began.elapsed() >= Duration::from_millis(90), "it waited for the promise");
        keeper.join().unwrap();
        assert!(kept.pool().coming.is_empty(), "a kept promise is no longer coming");
        // A promise dropped unkept (the warm-up failed) wakes the waiter, empty-handed.
        let promise = kept.promise(1024);
        let dropper = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(100));
            drop(promise);
        });
        let began = Instant::now();
        assert!(kept.take_or_wait(1000, patience).is_none());
        assert!(began.elapsed() < Duration::from_secs(5), "a withdrawn promise left it waiting");
        dropper.join().unwrap();
        // The patience bounds the wait.
        let _promise = kept.promise(1024);
        let began = Instant::now();
        assert!(kept.take_or_wait(1000, Duration::from_millis(50)).is_none());
        assert!(began.elapsed() >= Duration::from_millis(45));
    }
}
