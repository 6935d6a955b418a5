//! Device buffers a tenant let go of, kept for its next buffer of the same size.
//!
//! Making a large buffer is slow on real drivers (on the H200 a new 256 MiB array cost ~9 ms,
//! more than the scan that filled it), and a guest that runs a kernel in a loop makes one
//! output of the same size per call. So each tenant of the gpu executor ([`GpuTenant`]) keeps
//! the storage buffers its handles dropped, and [`Executor::create_buffer_for_write`] (an
//! output or an upload the caller writes in full before anything reads it) takes one of the
//! exact size from there instead of asking the driver.
//!
//! Invariants:
//! - **A tenant's own memory only.** A kept buffer goes back to the tenant it was made for,
//!   and only that tenant's later buffers reuse it; it is never handed to another guest. Its
//!   old contents are the same guest's, and buffers for write are overwritten before any read
//!   (as on the cpu executor, whose tenants reuse their own memory). Zero-filled buffers
//!   ([`Executor::create_buffer`]) are always new.
//! - **Bounded.** All tenants' kept buffers together hold at most [`POOL_BYTES`], a tenant at
//!   most [`POOL_BUFFERS`] of them; a buffer that does not fit is released (a tenant's oldest
//!   make room for its newest first). A tenant's kept buffers are released when the tenant
//!   (the guest) ends. Kept memory is the host's: not in the guest's ledger, nor in the
//!   executor's census of live buffers.
//! - **Ordered.** A buffer still used by queued work can be kept and reused at once: the next
//!   use is queued after it, and wgpu orders storage accesses across submissions.
//!
//! [`Executor::create_buffer_for_write`]: crate::exec::Executor::create_buffer_for_write
//! [`Executor::create_buffer`]: crate::exec::Executor::create_buffer

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};

/// The most bytes all tenants' kept buffers hold together, per device.
pub const POOL_BYTES: u64 = 1 << 30;

/// The most buffers one tenant keeps.
pub const POOL_BUFFERS: usize = 32;

/// One tenant of the gpu executor: the buffers it let go of, and its dispatches in flight
/// ([`super::fair`]).
#[derive(Debug)]
pub(super) struct GpuTenant {
    pool: Arc<Pool>,
    pub(super) in_flight: super::fair::InFlight<Arc<super::poller::MapSlot>>,
    _seat: super::fair::Seat,
}

impl GpuTenant {
    pub(super) fn new(device_total: &Arc<AtomicU64>, tenants: &super::fair::Tenants) -> GpuTenant {
        GpuTenant {
            pool: Arc::new(Pool { kept: Mutex::new(VecDeque::new()), total: device_total.clone() }),
            in_flight: super::fair::InFlight::default(),
            _seat: tenants.seat(),
        }
    }

    /// A kept buffer of exactly `size` bytes, if this tenant has one.
    pub(super) fn take(&self, size: u64) -> Option<wgpu::Buffer> {
        self.pool.take(size)
    }

    /// Where a buffer made for this tenant goes back to when its last handle drops.
    pub(super) fn home(&self) -> Weak<Pool> {
        Arc::downgrade(&self.pool)
    }
}

/// A tenant's kept buffers, oldest first, and the device's total they count in.
#[derive(Debug)]
pub(super) struct Pool {
    kept: Mutex<VecDeque<wgpu::Buffer>>,
    total: Arc<AtomicU64>,
}

impl Pool {
    fn take(&self, size: u64) -> Option<wgpu::Buffer> {
        let mut kept = self.kept.lock().ok()?;
        let at = kept.iter().rposition(|b| b.size() == size)?;
        let buffer = kept.remove(at)?;
        self.total.fetch_sub(size, Ordering::Relaxed);
        Some(buffer)
    }

    /// Keeps `buffer`, or releases it if it does not fit the bounds.
    fn keep(&self, buffer: wgpu::Buffer) {
        let size = buffer.size();
        if size > POOL_BYTES {
            return;
        }
        let Ok(mut kept) = self.kept.lock() else { return };
        // Where other tenants' buffers fill the device's share, evicting this tenant's would
        // not make room: the new one is released and this tenant keeps what it has.
        let own: u64 = kept.iter().map(wgpu::Buffer::size).sum();
        if self.total.load(Ordering::Relaxed).saturating_sub(own) + size > POOL_BYTES {
            return;
        }
        // This tenant's oldest make room first.
        while kept.len() >= POOL_BUFFERS || self.total.load(Ordering::Relaxed) + size > POOL_BYTES {
            let Some(old) = kept.pop_front() else { break };
            self.total.fetch_sub(old.size(), Ordering::Relaxed);
        }
        // Other tenants may have kept more meanwhile: then it is released.
        let fits = self
            .total
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |t| {
                (t + size <= POOL_BYTES).then_some(t + size)
            })
            .is_ok();
        if fits {
            kept.push_back(buffer);
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        let kept = self.kept.get_mut().map(std::mem::take).unwrap_or_default();
        let bytes: u64 = kept.iter().map(wgpu::Buffer::size).sum();
        self.total.fetch_sub(bytes, Ordering::Relaxed);
    }
}

/// A storage buffer of the gpu executor, behind a [`crate::exec::Buffer`] handle: when the
/// last handle drops it goes back to its tenant's pool, if the tenant still lives.
#[derive(Debug)]
pub(super) struct GpuBuffer {
    pub(super) buffer: wgpu::Buffer,
    home: Weak<Pool>,
}

impl GpuBuffer {
    /// `buffer`, kept by `home` when dropped (`Weak::new()`: released).
    pub(super) fn new(buffer: wgpu::Buffer, home: Weak<Pool>) -> GpuBuffer {
        GpuBuffer { buffer, home }
    }
}

impl Drop for GpuBuffer {
    fn drop(&mut self) {
        if let Some(pool) = self.home.upgrade() {
            pool.keep(self.buffer.clone());
        }
    }
}
