//! The executor trait: what the kernel, plan and batch layers ask of whatever runs the work.
//!
//! An executor owns buffers and compiled programs and runs dispatches over them. Nothing above
//! this trait knows whether a GPU (through wgpu, [`gpu::GpuExecutor`], possibly in a process of
//! its own, [`remote`]) or the host's own cpu executor ([`cpu`]) runs the work.
//!
//! Invariants every executor keeps:
//! - Programs are made only from a [`GuardedModule`], so nothing that skipped the Guard runs.
//! - No buffer shows earlier contents: [`Executor::create_buffer`] zero-fills; only a buffer
//!   whose writer covers every byte before any read skips it
//!   ([`Executor::create_buffer_for_write`]).
//! - A handle (buffer, program, probe, schedule, tenant, batch context) is unwrapped in one
//!   place per executor, its `handles.rs`: another executor's handle is a named host fault
//!   there, never a fallback.

pub mod batch;
pub(crate) mod copy;
pub mod cpu;
pub mod gpu;
pub mod parts;
#[cfg(unix)]
pub mod remote;

use std::any::Any;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::error::Result;
use crate::guard::GuardedModule;

/// Which kind of executor ran the work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BackendKind {
    /// A GPU (or a GPU driver) through wgpu.
    Gpu,
    /// The host's cpu executor.
    Cpu,
}

/// What actually executes: the kind and a human-readable name (adapter, driver, backend API).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BackendInfo {
    /// Which executor.
    pub kind: BackendKind,
    /// The adapter and driver, for a person.
    pub name: String,
    /// Whether the work runs on the host's CPU (the cpu executor, or a software GPU adapter
    /// such as lavapipe): no dispatch overhead worth trading work for (step fusion is off
    /// there by default: the host's `config::StepFusion`).
    pub on_cpu: bool,
}

/// Limits of an executor that the layers above check before asking for work.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct ExecLimits {
    /// Bind groups a pipeline may use (the Guard reserves the last one).
    pub max_bind_groups: u32,
    /// Storage buffers one program may bind.
    pub max_storage_buffers: u32,
    /// Workgroups per dimension of one dispatch.
    pub max_workgroups_per_dimension: u32,
    /// Invocations one workgroup may have.
    pub max_workgroup_invocations: u32,
    /// Bytes of `var<workgroup>` one entry point may use (the Guard refuses more, `quota`).
    pub max_workgroup_storage_bytes: u32,
    /// The largest buffer a program may bind, in bytes.
    pub max_buffer_bytes: u64,
    /// The most loop iterations per invocation the driver runs faithfully, where it stops loops
    /// by itself (lavapipe silently stops any loop after 65,535 iterations in total per
    /// invocation). The Guard keeps its budget below this, so its own cut (and `truncated`)
    /// always comes first.
    pub max_loop_iterations: Option<u32>,
    /// Whether programs may use `pack2x16float`, `unpack2x16float` and `quantizeToF16` (f16
    /// conversions of f32 values: naga's `SHADER_FLOAT16_IN_FLOAT32`, which some drivers lack;
    /// the Guard refuses them where this is false).
    pub shader_f16_in_f32: bool,
    /// The least and the largest subgroup the device runs, where programs the host writes may
    /// use subgroup operations (wgpu's `SUBGROUP`; guests' programs never may). None elsewhere.
    #[serde(default)]
    pub subgroups: Option<[u32; 2]>,
    /// Elements the entry point the kernel interface generates computes per invocation, where
    /// the kernel allows it (see `kernel::codegen`'s "Several elements per invocation"): 1 on
    /// the cpu executor (its vectorizer already turns adjacent invocations into vectors), more
    /// on GPUs, whose loads then stay in flight together.
    #[serde(default = "one")]
    pub elements_per_invocation: u32,
    /// Whether a stencil's interior workgroups may read without edge tests (`kernel::interior`),
    /// where it computes several elements per invocation.
    #[serde(default)]
    pub untested_interior: bool,
}

fn one() -> u32 {
    1
}

/// How a program accesses one binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    /// `var<storage, read>`.
    Read,
    /// `var<storage, read_write>`.
    ReadWrite,
}

/// What a program is made from.
#[derive(Debug)]
pub struct ProgramDesc<'a> {
    /// A label for diagnostics.
    pub label: &'a str,
    /// The module, as the Guard passed it.
    pub module: &'a GuardedModule,
    /// The compute entry point to run.
    pub entry_point: &'a str,
    /// The storage bindings of group 0, in binding order.
    pub bindings: &'a [Access],
    /// Values for the module's `override`s, by name.
    pub constants: &'a [(String, f64)],
    /// Each invocation walks a long run of consecutive elements on its own (a workgroup of one
    /// folding a span): the cpu executor compiles such a module as scalar code, where lanes of
    /// adjacent workgroups would each load from a different run (a gather per load). Other
    /// executors ignore it.
    pub serial: bool,
}

/// A future an executor returns for work that waits on the device. Awaiting it never blocks
/// the thread; [`block_on`] drives it from blocking code.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// Runs `future` to completion on this thread: how the host waits in blocking code (a sync
/// WIT function, an executor call that must have its answer).
///
/// Such code often runs inside a tokio task (the async bindings call sync host functions on
/// tokio's workers), and tokio's channels and locks charge each poll to that task's
/// cooperative budget (128 polls), which only a return to tokio's scheduler refills. Past it
/// they answer `Pending` and wake at once, so a plain `pollster::block_on` spins forever once
/// a task has made 128 blocking calls without yielding: through the GPU process, the 129th
/// batch object made with no stream between hung so. Here the future runs unconstrained
/// (`tokio::task::coop::unconstrained`), outside any budget; outside tokio that changes
/// nothing. Every blocking wait of the host goes through this function.
pub fn block_on<F: Future>(future: F) -> F::Output {
    pollster::block_on(tokio::task::coop::unconstrained(future))
}

/// How an executor compiled its programs so far (distinct programs: the compile cache answers
/// repeats).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct CompileReport {
    /// Programs compiled to vectorized code.
    pub vectorized: u64,
    /// Of those, programs whose bounds tests are decided once per row.
    pub row_tested: u64,
    /// Of those, programs whose loop runs two vectors interleaved.
    pub interleaved: u64,
    /// Programs compiled to scalar code.
    pub scalar: u64,
    /// The first few scalar programs: (label, why not vectorized).
    pub reasons: Vec<(String, String)>,
}

/// What an executor holds for all guests together, counted as objects are made and dropped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Live {
    /// Buffers alive (arrays, arguments, parameter blocks).
    pub buffers: u64,
    /// Their bytes.
    pub buffer_bytes: u64,
    /// Compiled programs alive.
    pub programs: u64,
    /// Bytes of buffers whose handles all dropped, kept by their tenants for reuse (the gpu
    /// executor's pool; not in `buffers`), released when the tenant ends.
    pub kept_bytes: u64,
}

/// How an executor's GPU processes have fared since it opened (an executor that keeps one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProcessStats {
    /// Processes started whose device opened, the first included.
    pub started: u64,
    /// Processes that died (a crash, a kill, the watchdog), all told.
    pub died: u64,
}

/// The counters behind [`Live`]; an executor keeps one and registers every object it makes.
#[derive(Debug, Default)]
pub struct Census {
    buffers: AtomicU64,
    buffer_bytes: AtomicU64,
    programs: AtomicU64,
}

impl Census {
    /// What is alive now.
    pub fn live(&self) -> Live {
        Live {
            buffers: self.buffers.load(Ordering::Relaxed),
            buffer_bytes: self.buffer_bytes.load(Ordering::Relaxed),
            programs: self.programs.load(Ordering::Relaxed),
            kept_bytes: 0,
        }
    }
}

/// An executor's object together with its place in the census, given back on drop.
struct Tracked<T> {
    object: T,
    census: Arc<Census>,
    bytes: u64,
    program: bool,
}

impl<T> Tracked<T> {
    fn new(census: &Arc<Census>, object: T, bytes: u64, program: bool) -> Tracked<T> {
        if program {
            census.programs.fetch_add(1, Ordering::Relaxed);
        } else {
            census.buffers.fetch_add(1, Ordering::Relaxed);
            census.buffer_bytes.fetch_add(bytes, Ordering::Relaxed);
        }
        Tracked { object, census: census.clone(), bytes, program }
    }
}

impl<T> Drop for Tracked<T> {
    fn drop(&mut self) {
        if self.program {
            self.census.programs.fetch_sub(1, Ordering::Relaxed);
        } else {
            self.census.buffers.fetch_sub(1, Ordering::Relaxed);
            self.census.buffer_bytes.fetch_sub(self.bytes, Ordering::Relaxed);
        }
    }
}

/// One tenant (one guest) of an executor. The cpu executor gives each tenant a memory of its
/// own, bounded on its own; a GPU keeps tenants apart by its buffers alone. Buffers are made for
/// a tenant, and one dispatch binds buffers of one tenant only.
#[derive(Clone, Default)]
pub struct Tenant {
    inner: Option<Arc<dyn Any + Send + Sync>>,
}

impl Tenant {
    /// The executor's shared tenant (what an executor without tenants uses for everyone).
    pub fn shared() -> Tenant {
        Tenant { inner: None }
    }

    /// Wraps an executor's own tenant object.
    pub fn new<T: Any + Send + Sync>(inner: T) -> Tenant {
        Tenant { inner: Some(Arc::new(inner)) }
    }

    /// Whether this is the shared tenant (an executor's own tenants are not).
    pub fn is_shared(&self) -> bool {
        self.inner.is_none()
    }

    /// Whether `other` is this tenant (clones of one tenant are; the shared tenant is itself).
    pub fn is(&self, other: &Tenant) -> bool {
        match (&self.inner, &other.inner) {
            (None, None) => true,
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }

    /// The executor's own object, if it is a `T` (`None` for the shared tenant).
    pub fn downcast<T: Any>(&self) -> Option<&T> {
        self.inner.as_ref().and_then(|i| i.downcast_ref())
    }
}

impl fmt::Debug for Tenant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tenant").field("own", &self.inner.is_some()).finish()
    }
}

/// A buffer of an executor. Cloning shares it; the memory is freed when the last clone drops
/// (and the executor no longer uses it).
#[derive(Clone)]
pub struct Buffer {
    size: u64,
    inner: Arc<dyn Any + Send + Sync>,
    /// What its owner keeps alive with it (the host: the quota its memory is paid from),
    /// dropped with the last clone that carries it (see [`Buffer::holding`]). Opaque here.
    held: Option<Arc<dyn Any + Send + Sync>>,
}

impl Buffer {
    /// Wraps an executor's own buffer object, counted in `census` until the last clone drops.
    pub fn new<T: Any + Send + Sync>(census: &Arc<Census>, size: u64, inner: T) -> Buffer {
        Buffer { size, inner: Arc::new(Tracked::new(census, inner, size, false)), held: None }
    }

    /// This buffer, keeping `keep` alive (the host: the reservation that pays for it): clones
    /// made from it carry it, and it drops with the last of them (when the memory is released,
    /// not when one holder lets go while a dispatch or another object still uses it).
    pub fn holding<T: Any + Send + Sync>(mut self, keep: T) -> Buffer {
        self.held = Some(Arc::new(keep));
        self
    }

    /// Size in bytes.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The executor's own object, if it is a `T`.
    pub fn downcast<T: Any>(&self) -> Option<&T> {
        self.inner.downcast_ref::<Tracked<T>>().map(|t| &t.object)
    }

    /// Whether `other` is a clone of this buffer (the same memory).
    pub fn same(&self, other: &Buffer) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner)
    }

    /// A reference that does not keep the buffer alive.
    pub fn downgrade(&self) -> WeakBuffer {
        WeakBuffer(Arc::downgrade(&self.inner))
    }
}

/// A [`Buffer`] reference that does not keep it alive ([`Buffer::downgrade`]).
#[derive(Clone, Debug)]
pub struct WeakBuffer(std::sync::Weak<dyn Any + Send + Sync>);

impl WeakBuffer {
    /// Whether `buffer` is the very buffer this was made from, still alive. (While this
    /// reference exists the buffer's identity cannot be reused by another.)
    pub fn is(&self, buffer: &Buffer) -> bool {
        self.0.upgrade().is_some_and(|a| Arc::ptr_eq(&a, &buffer.inner))
    }
}

impl fmt::Debug for Buffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Buffer").field("size", &self.size).finish_non_exhaustive()
    }
}

/// A compiled program of an executor.
#[derive(Clone)]
pub struct Program {
    inner: Arc<dyn Any + Send + Sync>,
}

impl Program {
    /// Wraps an executor's own program object, counted in `census` until the last clone drops.
    pub fn new<T: Any + Send + Sync>(census: &Arc<Census>, inner: T) -> Program {
        Program { inner: Arc::new(Tracked::new(census, inner, 0, true)) }
    }

    /// The executor's own object, if it is a `T`.
    pub fn downcast<T: Any>(&self) -> Option<&T> {
        self.inner.downcast_ref::<Tracked<T>>().map(|t| &t.object)
    }

    /// Whether `other` is a clone of this program.
    pub fn same(&self, other: &Program) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner)
    }
}

impl fmt::Debug for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Program").finish_non_exhaustive()
    }
}

/// The loop-budget flag of one dispatch of a bounded program: whether any invocation was cut.
/// Read it with [`Executor::probe`] once the work is done (which waits for it).
#[derive(Clone)]
pub struct BudgetFlag {
    budget: u32,
    inner: Arc<dyn Any + Send + Sync>,
}

impl BudgetFlag {
    /// Wraps an executor's own probe object for a dispatch that ran with budget `budget`.
    pub fn new<T: Any + Send + Sync>(budget: u32, inner: T) -> BudgetFlag {
        BudgetFlag { budget, inner: Arc::new(inner) }
    }

    /// The loop budget B the dispatch ran with.
    pub fn budget(&self) -> u32 {
        self.budget
    }

    /// The executor's own object, if it is a `T`.
    pub fn downcast<T: Any>(&self) -> Option<&T> {
        self.inner.downcast_ref()
    }
}

impl fmt::Debug for BudgetFlag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BudgetFlag").field("budget", &self.budget).finish_non_exhaustive()
    }
}

/// One dispatch of a [`Schedule`]: a program, its group-0 buffers, its workgroups.
#[derive(Clone, Debug)]
pub struct Dispatch {
    /// What runs.
    pub program: Program,
    /// Group 0, in binding order.
    pub bindings: Vec<Buffer>,
    /// Workgroups per dimension.
    pub workgroups: [u32; 3],
    /// Run band by band instead ([`Executor::band_parts`]; `None`: one dispatch of
    /// `workgroups`).
    pub bands: Option<Arc<Bands>>,
}

impl Dispatch {
    /// One dispatch of `program` over `workgroups`.
    pub fn new(program: Program, bindings: Vec<Buffer>, workgroups: [u32; 3]) -> Dispatch {
        Dispatch { program, bindings, workgroups, bands: None }
    }
}

/// Refuses a schedule with a dispatch run as bands on an executor that runs none
/// ([`Executor::band_parts`] is `None`): run as one dispatch, its program would compute
/// something else.
pub(crate) fn no_bands(dispatches: &[Dispatch], executor: &str) -> Result<()> {
    if dispatches.iter().any(|d| d.bands.is_some()) {
        return Err(crate::error::Error::trap(format!("{executor} does not run dispatches as bands")));
    }
    Ok(())
}

/// A dispatch of a schedule run as bands, each band's phases one after another on one worker
/// (cache blocking on an executor on the host's CPU: `kernel::banded`). Phase j of a band's n
/// reads binding `carried` (j = 0) or the worker's tile (j − 1) mod 2, and writes the output
/// binding (1; j = n − 1) or tile j mod 2; the program binds one more binding after the
/// dispatch's: the phase's four window words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bands {
    /// The binding a band's first phase reads and later phases read from a tile.
    pub carried: usize,
    /// Bytes of one tile (each worker has two).
    pub tile_bytes: u64,
    /// Each band's phases, in order.
    pub bands: Vec<Vec<BandPhase>>,
}

/// One phase of a band: a dispatch of the banded program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BandPhase {
    /// The window words the program reads.
    pub window: [u32; 4],
    /// Workgroups per dimension.
    pub workgroups: [u32; 3],
}

/// How an executor runs a [`Schedule`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ScheduleKind {
    /// Recorded into one command encoder per run: one submit, one map.
    Encoder,
    /// Run by every worker thread, advancing dispatch to dispatch on a barrier.
    Threaded,
    /// Run by one worker thread.
    Sync,
}

/// A fixed sequence of dispatches over fixed buffers, prepared once (bind groups, tables,
/// scratch) by [`Executor::prepare_schedule`] and run as one unit by
/// [`Executor::run_schedule`], as often as asked. One run at a time.
pub struct Schedule {
    kind: ScheduleKind,
    len: usize,
    inner: Box<dyn Any + Send + Sync>,
}

impl Schedule {
    /// Wraps an executor's own prepared object for `len` dispatches.
    pub fn new<T: Any + Send + Sync>(kind: ScheduleKind, len: usize, inner: T) -> Schedule {
        Schedule { kind, len, inner: Box::new(inner) }
    }

    /// How it runs.
    pub fn kind(&self) -> ScheduleKind {
        self.kind
    }

    /// Its dispatches.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it has no dispatch.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The executor's own object, if it is a `T`.
    pub fn downcast<T: Any>(&self) -> Option<&T> {
        self.inner.downcast_ref()
    }
}

impl fmt::Debug for Schedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Schedule").field("kind", &self.kind).field("len", &self.len).finish_non_exhaustive()
    }
}

/// A dispatch of a schedule that cut a loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Cut {
    /// Its index in the schedule (on an executor whose flag is per program, the first
    /// dispatch of the first program that cut).
    pub dispatch: usize,
    /// The loop budget it ran with.
    pub budget: u32,
}

/// A copy of a whole buffer into another at least as large: `(from, to)`.
pub type BufferCopy = (Buffer, Buffer);

/// Device memory a timed schedule may use per dispatch, at most (the GPU executor's two
/// timestamp buffers of two 8-byte queries each); charged to the guest with the schedule.
pub const TIMER_BYTES_PER_DISPATCH: u64 = 2 * 2 * 8;

/// How [`Executor::prepare_schedule`] prepares a schedule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ScheduleOptions {
    /// `false` asks for one thread where the executor has several.
    pub threads: bool,
    /// Time each dispatch of every run ([`Ran::times`]); where the executor cannot
    /// ([`Executor::time_source`] says why), runs are untimed.
    pub timed: bool,
}

/// What one run of a schedule did.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Ran {
    /// The dispatch whose loops were cut, if any.
    pub cut: Option<Cut>,
    /// Each dispatch's time, for a timed schedule.
    pub times: Option<StepTimes>,
}

/// The time each dispatch of a run took.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StepTimes {
    pub source: TimeSource,
    /// Nanoseconds, one per dispatch, in order.
    pub nanos: Vec<u64>,
}

/// Whose clock timed a run's dispatches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TimeSource {
    /// GPU timestamp queries written before each dispatch and after the last (the device's
    /// clock: the time between one dispatch's start and the next one's).
    GpuTimestamps,
    /// The cpu executor's clock, read at each barrier between dispatches (the time from one
    /// barrier to the next, the slowest worker's share).
    CpuClock,
}

impl TimeSource {
    /// The name the WIT and `--stats` use.
    pub fn name(self) -> &'static str {
        match self {
            TimeSource::GpuTimestamps => "gpu-timestamps",
            TimeSource::CpuClock => "cpu-clock",
        }
    }
}

/// Runs programs over buffers. Work is ordered: a dispatch sees every earlier write and
/// dispatch, and a read sees every earlier dispatch.
pub trait Executor: Send + Sync + fmt::Debug {
    /// What runs the work.
    fn backend(&self) -> &BackendInfo;

    /// The limits the layers above check.
    fn limits(&self) -> &ExecLimits;

    /// A new tenant (one per guest). The default is the shared tenant.
    fn open_tenant(&self) -> Result<Tenant> {
        Ok(Tenant::shared())
    }

    /// A zero-filled buffer of `size` bytes (a multiple of 4, at least 4) for `tenant`.
    fn create_buffer(&self, tenant: &Tenant, label: &str, size: u64) -> Result<Buffer>;

    /// A buffer like [`create_buffer`](Self::create_buffer) that the caller writes in full (a
    /// kernel's output, an upload) before anything can read it: its first contents are
    /// unspecified (on the cpu executor, whatever the same tenant's memory held; a kernel
    /// whose run fails leaves an array whose origin refuses every read). The default zeroes
    /// it all the same.
    fn create_buffer_for_write(&self, tenant: &Tenant, label: &str, size: u64) -> Result<Buffer> {
        self.create_buffer(tenant, label, size)
    }

    /// Writes `data` at `offset` (both multiples of 4), ordered after all earlier work.
    fn write_buffer(&self, buffer: &Buffer, offset: u64, data: &[u8]) -> Result<()>;

    /// What the executor holds now, for all guests.
    fn live(&self) -> Live;

    /// How its GPU processes have fared; `None` for an executor that runs in this process.
    fn process_stats(&self) -> Option<ProcessStats> {
        None
    }

    /// How the executor compiled the kernels it was given (the cpu executor: which were
    /// vectorized, and why the others were not); `None` where there is nothing to say.
    fn compile_report(&self) -> Option<CompileReport> {
        None
    }

    /// Copies the whole buffer out as little-endian words (every buffer is whole words), after
    /// all earlier work finished. The future waits without blocking a thread.
    fn read_buffer<'a>(&'a self, buffer: &'a Buffer) -> BoxFuture<'a, Result<Vec<u32>>>;

    /// Compiles a program.
    fn create_program(&self, desc: &ProgramDesc<'_>) -> Result<Program>;

    /// Waits until the executor can queue another dispatch of `tenant`. An executor that runs
    /// work in order behind the caller (the cpu executor) bounds how much of each tenant's work
    /// may wait, since queued work keeps its buffers alive; the default is always ready.
    fn admit<'a>(&'a self, _tenant: &'a Tenant) -> BoxFuture<'a, ()> {
        Box::pin(async {})
    }

    /// Runs `program` over `workgroups` with `bindings` as group 0 (in binding order). Does not
    /// wait for the work to finish. For a program of a loop-bounded module, arms the flag (clear
    /// before, budget for this dispatch's size) and returns the [`BudgetFlag`] that reports a cut.
    fn dispatch(
        &self,
        program: &Program,
        bindings: &[&Buffer],
        workgroups: [u32; 3],
    ) -> Result<Option<BudgetFlag>>;

    /// How many parts a dispatch of `program` over `workgroups` is cut into ([`parts`]): 1
    /// where the executor runs every dispatch whole (the default; the cpu executor preempts
    /// work itself).
    fn parts(&self, _program: &Program, _workgroups: [u32; 3]) -> u32 {
        1
    }

    /// [`dispatch`](Self::dispatch) of one `part` of a dispatch over `workgroups` (the whole
    /// dispatch's size): the flag is armed by the first part and the probe comes with the last
    /// (`None` before). Callers use [`parts::dispatch_in_parts`].
    fn dispatch_part(
        &self,
        program: &Program,
        bindings: &[&Buffer],
        workgroups: [u32; 3],
        part: parts::Part,
    ) -> Result<Option<BudgetFlag>> {
        if part != parts::Part::WHOLE {
            return Err(crate::error::Error::trap(format!(
                "part {} of {} of a dispatch, on an executor that runs dispatches whole",
                part.index, part.count
            )));
        }
        self.dispatch(program, bindings, workgroups)
    }

    /// [`dispatch`](Self::dispatch) of each of `work` (program, bindings, workgroups) in order,
    /// as one submission where the executor can (the gpu executor: one command encoder); the
    /// probes in the same order. The default dispatches one at a time.
    fn dispatch_all(&self, work: &[(&Program, Vec<&Buffer>, [u32; 3])]) -> Result<Vec<Option<BudgetFlag>>> {
        work.iter()
            .map(|(program, bindings, workgroups)| self.dispatch(program, bindings, *workgroups))
            .collect()
    }

    /// Waits for the dispatches of `probes` and tells, for each, whether a loop was cut. The
    /// future waits without blocking a thread.
    fn probe<'a>(&'a self, probes: &'a [&'a BudgetFlag]) -> BoxFuture<'a, Result<Vec<bool>>>;

    /// The backend batch contexts run on, or `unsupported` saying why there is none.
    fn batch(&self) -> Result<&dyn crate::exec::batch::BatchExecutor> {
        Err(crate::error::Error::unsupported(format!(
            "batch command streams need a GPU backend; {} has none in this version",
            self.backend().name
        )))
    }

    /// Waits, without blocking a thread, until all work `tenant` asked before it is done (an
    /// executor may wait for other tenants' earlier work too; the cpu executor does not).
    fn finish<'a>(&'a self, tenant: &'a Tenant) -> BoxFuture<'a, Result<()>>;

    /// Copies all of `from` into the start of `to` (at least as large), ordered after all
    /// earlier work.
    fn copy_buffer(&self, from: &Buffer, to: &Buffer) -> Result<()>;

    /// How [`prepare_schedule`](Self::prepare_schedule) would run a schedule (`threads` as
    /// there), or `unsupported` saying why this executor does not fuse.
    fn schedule_kind(&self, threads: bool) -> Result<ScheduleKind> {
        let _ = threads;
        Err(crate::error::Error::unsupported(format!("{} has no fused executor", self.backend().name)))
    }

    /// How many workers share a schedule's dispatches, where this executor runs dispatches
    /// band by band ([`Bands`]); `None` where it does not (a schedule with such a dispatch is
    /// then refused).
    fn band_parts(&self) -> Option<u32> {
        None
    }

    /// Prepares `dispatches` (buffers of one tenant) to run as one unit, as `options` say.
    /// Answers `unsupported`, saying why, where this executor cannot fuse them (the caller
    /// then dispatches one by one).
    fn prepare_schedule(&self, dispatches: Vec<Dispatch>, options: ScheduleOptions) -> Result<Schedule> {
        let _ = (dispatches, options);
        Err(crate::error::Error::unsupported(format!("{} has no fused executor", self.backend().name)))
    }

    /// Whose clock times a timed schedule's dispatches, or `unsupported` saying why this
    /// executor cannot time them (e.g. a GPU without timestamp queries).
    fn time_source(&self) -> Result<TimeSource> {
        Err(crate::error::Error::unsupported(format!(
            "{} cannot time a schedule's steps",
            self.backend().name
        )))
    }

    /// The process that runs the work, where it is not this one (the GPU process of
    /// [`remote::RemoteExecutor`]); `None` for executors in the host's process.
    fn process_id(&self) -> Option<u32> {
        None
    }

    /// Runs `schedule` once, ordered after all earlier work: the copies `before`, every
    /// dispatch in order (each sees the ones before it), the copies `after`; waits for all of
    /// it without blocking a thread, and answers a dispatch whose loops were cut, if any, and
    /// (a timed schedule) each dispatch's time.
    fn run_schedule<'a>(
        &'a self,
        schedule: &'a Schedule,
        before: &'a [BufferCopy],
        after: &'a [BufferCopy],
    ) -> BoxFuture<'a, Result<Ran>> {
        let _ = (before, after);
        Box::pin(async move {
            Err(crate::error::Error::trap(format!("{:?} is not a schedule of this executor", schedule)))
        })
    }
}
