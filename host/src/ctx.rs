//! Per-guest state: quotas, usage and statistics, and the view the interface layer works on.
//!
//! A [`GpuCtx`] lives in the embedder's store data next to its `ResourceTable`; the embedder
//! implements [`GpuView`] to lend both to the host, the way `wasmtime_wasi::WasiView` works.

use wasmtime::component::ResourceTable;

use crate::config::Quotas;
use crate::error::{Error, Result};
use crate::exec::{Buffer, Tenant};
use crate::runtime::Runtime;

/// What one guest has done, for `--stats` and embedders.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GuestStats {
    /// Kernels created.
    pub kernels_created: u64,
    /// Kernel runs.
    pub runs: u64,
    /// Pipelines created.
    pub pipelines_created: u64,
    /// Pipeline runs.
    pub pipeline_runs: u64,
    /// Batch streams run.
    pub streams: u64,
    /// The largest batch dispatch asked for, in invocations (for sizing a dispatch quota).
    pub batch_peak_dispatch: u64,
    /// The most invocations one batch stream asked for (for sizing a stream quota).
    pub batch_peak_stream: u64,
    /// Arrays read back.
    pub reads: u64,
    /// Bytes uploaded from the guest.
    pub bytes_uploaded: u64,
    /// Bytes read back to the guest.
    pub bytes_read: u64,
    /// Calls answered with a named error.
    pub errors: u64,
    /// Of those, calls answered `truncated` (a loop exhausted its budget).
    pub truncated: u64,
}

/// What a guest holds now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// Bytes of live arrays.
    pub array_bytes: u64,
    /// Live arrays.
    pub arrays: u32,
    /// Live kernels.
    pub kernels: u32,
    /// Live pipelines.
    pub pipelines: u32,
    /// Live compute pipelines of batch contexts.
    pub batch_pipelines: u32,
}

/// One guest's GPU state.
#[derive(Debug)]
pub struct GpuCtx {
    runtime: Runtime,
    /// The guest's tenant of the executor, opened at its first allocation.
    tenant: Option<Tenant>,
    quotas: Quotas,
    usage: Usage,
    pub(crate) stats: GuestStats,
}

impl GpuCtx {
    /// A context on `runtime` with the runtime's default quotas.
    pub fn new(runtime: &Runtime) -> GpuCtx {
        Self::with_quotas(runtime, runtime.config().quotas.clone())
    }

    /// A context on `runtime` with its own quotas.
    pub fn with_quotas(runtime: &Runtime, quotas: Quotas) -> GpuCtx {
        GpuCtx {
            runtime: runtime.clone(),
            tenant: None,
            quotas,
            usage: Usage::default(),
            stats: GuestStats::default(),
        }
    }

    /// The runtime this guest runs on.
    pub fn runtime(&self) -> &Runtime {
        &self.runtime
    }

    /// This guest's statistics.
    pub fn stats(&self) -> GuestStats {
        self.stats
    }

    /// What this guest holds now.
    pub fn usage(&self) -> Usage {
        self.usage
    }

    /// The guest's tenant of the executor (its own memory on the cpu executor).
    pub(crate) fn tenant(&mut self) -> Result<Tenant> {
        if let Some(t) = &self.tenant {
            return Ok(t.clone());
        }
        let t = self.runtime.executor().open_tenant()?;
        self.tenant = Some(t.clone());
        Ok(t)
    }

    /// Allocates an array buffer of `bytes` within this guest's quotas, zero-filled.
    pub(crate) fn alloc_array(&mut self, bytes: u64) -> Result<Buffer> {
        self.alloc(bytes, false)
    }

    /// Allocates an array buffer of `bytes` within this guest's quotas that the caller writes
    /// in full before it can be read (see [`crate::exec::Executor::create_buffer_for_write`]).
    pub(crate) fn alloc_array_for_write(&mut self, bytes: u64) -> Result<Buffer> {
        self.alloc(bytes, true)
    }

    fn alloc(&mut self, bytes: u64, for_write: bool) -> Result<Buffer> {
        let q = &self.quotas;
        if self.usage.arrays >= q.max_arrays {
            return Err(Error::quota(format!("this guest already holds {} arrays, its limit", q.max_arrays)));
        }
        let total = self.usage.array_bytes.saturating_add(bytes);
        if total > q.max_array_bytes {
            return Err(Error::quota(format!(
                "an array of {bytes} bytes would bring this guest's arrays to {total} bytes, over its \
                 limit of {} bytes",
                q.max_array_bytes
            )));
        }
        let tenant = self.tenant()?;
        let exec = self.runtime.executor();
        let buffer = if for_write {
            exec.create_buffer_for_write(&tenant, "array", bytes)?
        } else {
            exec.create_buffer(&tenant, "array", bytes)?
        };
        self.usage.arrays += 1;
        self.usage.array_bytes = total;
        Ok(buffer)
    }

    /// Gives back what [`alloc_array`](Self::alloc_array) took: `bytes` (0 if already freed)
    /// and, when `dropped`, the array itself.
    pub(crate) fn free_array(&mut self, bytes: u64, dropped: bool) {
        self.usage.array_bytes = self.usage.array_bytes.saturating_sub(bytes);
        if dropped {
            self.usage.arrays = self.usage.arrays.saturating_sub(1);
        }
    }

    /// Takes `bytes` of this guest's array quota for memory it holds other than arrays (a
    /// pipeline's own buffers).
    pub(crate) fn reserve_bytes(&mut self, bytes: u64, what: &str) -> Result<()> {
        let total = self.usage.array_bytes.saturating_add(bytes);
        if total > self.quotas.max_array_bytes {
            return Err(Error::quota(format!(
                "{what} of {bytes} bytes would bring this guest's arrays and buffers to {total} bytes, \
                 over its limit of {} bytes",
                self.quotas.max_array_bytes
            )));
        }
        self.usage.array_bytes = total;
        Ok(())
    }

    /// Gives back what [`reserve_bytes`](Self::reserve_bytes) took.
    pub(crate) fn release_bytes(&mut self, bytes: u64) {
        self.usage.array_bytes = self.usage.array_bytes.saturating_sub(bytes);
    }

    /// The most steps a plan of this guest may have.
    pub(crate) fn max_plan_steps(&self) -> u32 {
        self.quotas.max_plan_steps
    }

    /// Counts a new pipeline against the quota.
    pub(crate) fn add_pipeline(&mut self) -> Result<()> {
        if self.usage.pipelines >= self.quotas.max_pipelines {
            return Err(Error::quota(format!(
                "this guest already holds {} pipelines, its limit",
                self.quotas.max_pipelines
            )));
        }
        self.usage.pipelines += 1;
        self.stats.pipelines_created += 1;
        Ok(())
    }

    /// Gives back a pipeline.
    pub(crate) fn remove_pipeline(&mut self) {
        self.usage.pipelines = self.usage.pipelines.saturating_sub(1);
    }

    /// Refuses a call of `dispatches` (invocations of each) over the invocation limits.
    pub(crate) fn check_invocations(&self, dispatches: &[u64]) -> Result<()> {
        if let Some(max) = self.quotas.max_invocations_per_dispatch
            && let Some(&n) = dispatches.iter().find(|&&n| n > max)
        {
            return Err(Error::quota(format!(
                "a dispatch of {n} invocations is over this guest's limit of {max} per dispatch"
            )));
        }
        let total: u64 = dispatches.iter().sum();
        if let Some(max) = self.quotas.max_invocations_per_call
            && total > max
        {
            return Err(Error::quota(format!(
                "a call of {total} invocations is over this guest's limit of {max} per call"
            )));
        }
        Ok(())
    }

    /// Counts a new kernel against the quota.
    pub(crate) fn add_kernel(&mut self) -> Result<()> {
        if self.usage.kernels >= self.quotas.max_kernels {
            return Err(Error::quota(format!(
                "this guest already holds {} kernels, its limit",
                self.quotas.max_kernels
            )));
        }
        self.usage.kernels += 1;
        self.stats.kernels_created += 1;
        Ok(())
    }

    /// Gives back a kernel.
    pub(crate) fn remove_kernel(&mut self) {
        self.usage.kernels = self.usage.kernels.saturating_sub(1);
    }
}

impl crate::batch::Tenancy for GpuCtx {
    fn take_bytes(&mut self, bytes: u64) -> Result<()> {
        self.reserve_bytes(bytes, "a batch buffer")
    }

    fn give_bytes(&mut self, bytes: u64) {
        self.release_bytes(bytes);
    }

    fn take_pipeline(&mut self) -> Result<()> {
        if self.usage.batch_pipelines >= self.quotas.max_batch_pipelines {
            return Err(Error::quota(format!(
                "this guest's batch contexts already hold {} compute pipelines, its limit",
                self.quotas.max_batch_pipelines
            )));
        }
        self.usage.batch_pipelines += 1;
        Ok(())
    }

    fn give_pipeline(&mut self) {
        self.usage.batch_pipelines = self.usage.batch_pipelines.saturating_sub(1);
    }
}

impl GpuCtx {
    /// The limits of a new batch context that asks for `max_objects` and `max_read` (0: the
    /// defaults), capped by this guest's quotas and the device.
    pub(crate) fn batch_limits(&self, max_objects: u32, max_read: u32) -> crate::batch::Limits {
        let q = &self.quotas;
        let ask = |v: u32, default: u32| if v == 0 { default } else { v };
        let exec = self.runtime.executor().limits();
        crate::batch::Limits {
            max_objects: ask(max_objects, q.max_batch_objects).min(q.max_batch_objects),
            max_read: ask(max_read, crate::batch::DEFAULT_MAX_READ)
                .min(q.max_batch_read)
                .min(crate::batch::MAX_READ_WINDOW),
            max_workgroups: exec.max_workgroups_per_dimension,
            workgroup_invocations: exec.max_workgroup_invocations,
            max_dispatch_invocations: q.max_batch_dispatch_invocations,
            max_stream_invocations: q.max_batch_stream_invocations,
            indirect_invocations: self.runtime.guard().policy().budget.indirect_invocations,
        }
    }

    /// The reserved bind group batch layouts and streams may not reach.
    pub(crate) fn reserved_group(&self) -> u32 {
        self.runtime.guard().policy().reserved_group
    }
}

/// A guest's context and resource table, borrowed together for one host call.
#[derive(Debug)]
pub struct GpuCtxView<'a> {
    /// The guest's GPU state.
    pub ctx: &'a mut GpuCtx,
    /// The store's resource table (shared with WASI).
    pub table: &'a mut ResourceTable,
}

/// Implemented by an embedder's store data to lend the host its [`GpuCtx`] and table.
pub trait GpuView: Send {
    /// Borrows the context and the table.
    fn gpu(&mut self) -> GpuCtxView<'_>;
}

/// The `HasData` marker `add_to_linker` uses.
#[derive(Debug)]
pub struct HasGpu;

impl wasmtime::component::HasData for HasGpu {
    type Data<'a> = GpuCtxView<'a>;
}

/// Adds the `kernel`, `pipeline` and `batch` interfaces (and their shared `types` and `arrays`)
/// to `linker`, for stores that run guests with async calls (`instantiate_async`,
/// `call_async`). Functions that wait on the device (`array.read`, `kernel.run`, ...) suspend the
/// guest and yield to the embedder's async runtime until the device is done.
pub fn add_to_linker<T: GpuView + 'static>(
    linker: &mut wasmtime::component::Linker<T>,
) -> wasmtime::Result<()> {
    add_to_linker_with(linker, |t| t.gpu())
}

/// [`add_to_linker`] with a getter in place of the [`GpuView`] trait, for hosts whose store
/// data type is not theirs to implement traits on (a platform's generated state type): `get`
/// borrows the guest's [`GpuCtx`] and the table its resources live in.
pub fn add_to_linker_with<T: Send + 'static>(
    linker: &mut wasmtime::component::Linker<T>,
    get: fn(&mut T) -> GpuCtxView<'_>,
) -> wasmtime::Result<()> {
    crate::bindings::Imports::add_to_linker::<T, HasGpu>(linker, get)
}

/// [`add_to_linker`] for stores that run guests with blocking calls (`instantiate`, `call`):
/// functions that wait on the device block the calling thread.
pub fn add_to_linker_sync<T: GpuView + 'static>(
    linker: &mut wasmtime::component::Linker<T>,
) -> wasmtime::Result<()> {
    add_to_linker_sync_with(linker, |t| t.gpu())
}

/// [`add_to_linker_sync`] with a getter, as [`add_to_linker_with`].
pub fn add_to_linker_sync_with<T: Send + 'static>(
    linker: &mut wasmtime::component::Linker<T>,
    get: fn(&mut T) -> GpuCtxView<'_>,
) -> wasmtime::Result<()> {
    crate::bindings::sync::Imports::add_to_linker::<T, HasGpu>(linker, get)
}
