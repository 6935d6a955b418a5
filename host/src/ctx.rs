//! Per-guest state: quotas, usage and statistics, and the view the interface layer works on.
//!
//! A [`GpuCtx`] lives in the embedder's store data next to its `ResourceTable`; the embedder
//! implements [`GpuView`] to lend both to the host, the way `wasmtime_wasi::WasiView` works.
//!
//! Invariant: a dropped store releases everything its guest held. The guest's arrays, kernels,
//! pipelines and contexts live in the store's resource table and own their executor objects
//! (and their ledger reservations); nothing here keeps one alive past the store.

use wasmtime::component::ResourceTable;

use crate::config::Quotas;
use crate::error::{Error, Result};
use crate::exec::Tenant;
use crate::guest::GuestScope;
use crate::ledger::{Account, Ledger, Reservation};
use crate::runtime::Runtime;

/// What one guest has done, for `--stats` and embedders.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct GuestStats {
    /// Kernels created.
    pub kernels_created: u64,
    /// Kernel runs.
    pub runs: u64,
    /// Pipelines created.
    pub pipelines_created: u64,
    /// Pipeline runs.
    pub pipeline_runs: u64,
    /// Steps those runs ran.
    pub pipeline_steps: u64,
    /// Dispatches those steps took (fewer than the steps where steps fused: see
    /// [`crate::config::StepFusion`]).
    pub pipeline_dispatches: u64,
    /// Reductions, scans and histograms (`reductions.{reduce, scan, histogram}`) run.
    pub reductions: u64,
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
    /// Bytes of live arrays, pipelines' own buffers and batch buffers.
    pub array_bytes: u64,
    /// Live arrays.
    pub arrays: u32,
    /// Live kernels.
    pub kernels: u32,
    /// Live pipelines.
    pub pipelines: u32,
    /// Live compute pipelines of batch contexts.
    pub batch_pipelines: u32,
    /// Live batch contexts.
    pub batch_contexts: u32,
    /// Live shader modules of batch contexts.
    pub batch_modules: u32,
    /// Bytes of WGSL source of live kernels and batch modules.
    pub wgsl_bytes: u64,
}

/// One guest's GPU state.
#[derive(Debug)]
pub struct GpuCtx {
    runtime: Runtime,
    /// The guest's tenant of the executor, opened at its first allocation.
    tenant: Option<Tenant>,
    quotas: Quotas,
    /// What the guest holds against its quotas (see [`crate::ledger`]).
    ledger: Ledger,
    pub(crate) stats: GuestStats,
    steps: StepStats,
    /// What this guest's reductions, scans and histograms make their modules with (its caches
    /// of them, made on first use: see [`crate::ops`]).
    pub(crate) ops: crate::ops::OpTools,
    /// Where the guest's calls are traced (`--trace`), if anywhere.
    trace: Option<std::sync::Arc<crate::trace::TraceLog>>,
    /// Whether its pipelines' steps are timed unless a pipeline says (the runtime's
    /// `timings`, or [`set_timings`](Self::set_timings)).
    timings: bool,
}

/// The step times of a guest's timed pipeline runs (`--stats`), by kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct StepStats {
    /// Whose clock timed them (`gpu-timestamps`, `cpu-clock`); none while nothing was timed.
    pub source: Option<&'static str>,
    /// Per kernel name: its timed dispatches.
    pub kernels: std::collections::BTreeMap<String, KernelTimes>,
    /// Why a pipeline that asked for step times got none (the first such reason).
    pub untimed: Option<String>,
}

/// One kernel's timed dispatches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct KernelTimes {
    pub dispatches: u64,
    /// Their nanoseconds together, and the longest one's.
    pub nanos: u64,
    pub max_nanos: u64,
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
            ledger: Ledger::new(&quotas),
            quotas,
            stats: GuestStats::default(),
            steps: StepStats::default(),
            ops: crate::ops::OpTools::new(runtime.guard().clone()),
            trace: None,
            timings: runtime.config().timings,
        }
    }

    /// Times this guest's pipeline steps by default (`on`) or not, in place of the runtime's
    /// [`Config::timings`](crate::config::Config::timings).
    pub fn set_timings(&mut self, on: bool) {
        self.timings = on;
    }

    /// Whether this guest's pipeline steps are timed unless a pipeline says.
    pub(crate) fn timings(&self) -> bool {
        self.timings
    }

    /// The runtime this guest runs on.
    pub fn runtime(&self) -> &Runtime {
        &self.runtime
    }

    /// This guest's statistics.
    pub fn stats(&self) -> GuestStats {
        self.stats
    }

    /// Records this guest's GPU calls (and its timed pipelines' steps) in `log`.
    pub fn set_trace(&mut self, log: std::sync::Arc<crate::trace::TraceLog>) {
        self.trace = Some(log);
    }

    /// A traced span of call `name`, when the guest is traced.
    pub(crate) fn span(&self, name: &'static str) -> Option<crate::trace::Span> {
        self.trace.as_ref().map(|t| t.span(name))
    }

    /// The trace, when the guest is traced.
    pub(crate) fn trace(&self) -> Option<&crate::trace::TraceLog> {
        self.trace.as_deref()
    }

    /// The step times of this guest's timed pipeline runs.
    pub fn step_stats(&self) -> &StepStats {
        &self.steps
    }

    /// Adds a timed run's (kernel name, nanoseconds) per step.
    pub(crate) fn note_step_times<'a>(
        &mut self,
        source: crate::exec::TimeSource,
        steps: impl Iterator<Item = (&'a str, u64)>,
    ) {
        self.steps.source = Some(source.name());
        for (name, ns) in steps {
            let k = self.steps.kernels.entry(name.to_string()).or_default();
            k.dispatches += 1;
            k.nanos = k.nanos.saturating_add(ns);
            k.max_nanos = k.max_nanos.max(ns);
        }
    }

    /// Notes why a pipeline's runs are not timed.
    pub(crate) fn note_untimed(&mut self, why: &str) {
        self.steps.untimed.get_or_insert_with(|| why.to_string());
    }

    /// What this guest holds now.
    pub fn usage(&self) -> Usage {
        let l = &self.ledger;
        let n = |a| u32::try_from(l.used(a)).unwrap_or(u32::MAX);
        Usage {
            array_bytes: l.used(Account::Bytes),
            arrays: n(Account::Arrays),
            kernels: n(Account::Kernels),
            pipelines: n(Account::Pipelines),
            batch_pipelines: n(Account::BatchPipelines),
            batch_contexts: n(Account::Contexts),
            batch_modules: n(Account::Modules),
            wgsl_bytes: l.used(Account::WgslBytes),
        }
    }

    /// Takes `amount` of this guest's `account` for `what` (`quota` past its limit); the
    /// reservation gives it back when dropped.
    pub(crate) fn reserve(&self, account: Account, amount: u64, what: &str) -> Result<Reservation> {
        self.ledger.take(account, amount, what)
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

    /// This guest as its objects see it (its tenant opened if it was not).
    pub(crate) fn scope(&mut self) -> Result<GuestScope<'_>> {
        self.tenant()?;
        let tenant = self.tenant.as_ref().ok_or_else(|| Error::trap("the guest's tenant"))?;
        Ok(GuestScope { exec: self.runtime.executor(), tenant, ledger: &self.ledger, quotas: &self.quotas })
    }

    /// What the guest holds against its quotas.
    pub(crate) fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    /// The most steps a plan of this guest may have.
    pub(crate) fn max_plan_steps(&self) -> u32 {
        self.quotas.max_plan_steps
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
