//! The cpu executor: guests' WGSL kernels compiled to WebAssembly ([`compile`]) and run by
//! worker threads over one shared memory.
//!
//! Buffers live in one wasmtime `SharedMemory` per tenant (`memory.rs`). Every operation (write,
//! zero, dispatch, read) goes, in the order it was asked, to the coordinator thread; the
//! coordinator and the workers take a dispatch's workgroups a chunk at a time, and the
//! coordinator waits for all of them before the next operation of that tenant, so each tenant's
//! work is ordered exactly as on a GPU queue. Tenants share the workers: a dispatch (or batch
//! stream, or pipeline run) gives way at a chunk boundary when another tenant's job arrives,
//! the coordinator runs the tenant that has had the least running time, and the dispatch
//! resumes where it stopped.
//! Tenants are apart: a dispatch binds one tenant's buffers only, every access is checked
//! against its binding's length, and a dispatch that fails poisons what it bound (reads then
//! answer `device`), so no wrong data is ever returned.
//! Each worker has its own store and an instance of every program it ran, importing the
//! tenant's memory. Callers never wait on the coordinator except through the futures of reads
//! and probes.
//!
//! The loop budget means the same here as on wgpu: the Guard's rewritten module is what is
//! compiled; its flag is a word of each dispatch's own, cleared before it runs and read
//! after it.

mod batch;
mod handles;
mod interrupt;
mod memory;
mod schedule;

use std::collections::HashMap;
use std::collections::VecDeque;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, mpsc};
use std::thread::JoinHandle;

use self::memory::{Copier, Heap, Region, TABLE_AT};
use super::{
    BackendInfo, BackendKind, BoxFuture, Buffer, BufferCopy, Census, Dispatch, ExecLimits, Executor, Live,
    Probe, Program, ProgramDesc, Schedule, Tenant,
};
use crate::error::{Error, Result};
use crate::guard::budget;
use naga_wasm::abi::table;
use naga_wasm::{Compiled, NotVectorized, Path};

/// How the cpu executor runs.
#[derive(Clone, Debug)]
pub struct CpuOptions {
    /// Worker threads; 0 means one per core.
    pub threads: usize,
    /// The most bytes of buffers one tenant (guest) holds, at most 4 GiB.
    pub max_memory_bytes: u64,
    /// Inline calls of small helper functions (the kernel interface's `kernel` and accessors);
    /// off, each call is a wasm call (for measuring what inlining gains).
    pub inline_calls: bool,
    /// Vectorize kernels across invocations (SIMD128) where the vectorizer can; off, every
    /// kernel runs one invocation at a time (for measuring, and for comparing the two).
    pub vectorize: bool,
    /// Vector code: run two vectors through a loop whose lanes leave at different iterations
    /// (latency-bound chains such as mandelbrot's) where the kernel allows it; off, one
    /// vector at a time (for measuring).
    pub interleave: bool,
    /// The most running time of one dispatch (over all its turns) before the executor stops
    /// it, answered `device`: a backstop behind the Guard's loop budget, which ends bounded
    /// work long before (at least one tick of 10 ms).
    pub backstop: std::time::Duration,
}

/// How the cpu compiler builds a kernel (the code generation switches of [`CpuOptions`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Codegen {
    /// Inline calls of small helpers ([`CpuOptions::inline_calls`]).
    pub inline: bool,
    /// Vectorize ([`CpuOptions::vectorize`]).
    pub vectorize: bool,
    /// Interleave two vectors through latency-bound loops ([`CpuOptions::interleave`]).
    pub interleave: bool,
}

impl Default for Codegen {
    fn default() -> Self {
        Codegen { inline: true, vectorize: true, interleave: true }
    }
}

impl CpuOptions {
    /// The code generation switches.
    pub fn codegen(&self) -> Codegen {
        Codegen { inline: self.inline_calls, vectorize: self.vectorize, interleave: self.interleave }
    }
}

/// What the cpu executor with `options` offers programs (`wasm-host info` shows it).
pub fn limits(options: &CpuOptions) -> ExecLimits {
    ExecLimits {
        max_bind_groups: 8,
        max_storage_buffers: 64,
        max_workgroups_per_dimension: 65535,
        max_buffer_bytes: options.max_memory_bytes.min(u64::from(u32::MAX) - u64::from(memory::RESERVED)),
        max_loop_iterations: None,
        shader_f16_in_f32: true,
        max_workgroup_invocations: naga_wasm::Limits::default().workgroup_invocations as u32,
        max_workgroup_storage_bytes: naga_wasm::Limits::default().workgroup_bytes,
        // naga-wasm compiles no subgroup operations.
        subgroups: None,
        elements_per_invocation: 1,
        untested_interior: false,
    }
}

impl Default for CpuOptions {
    fn default() -> Self {
        CpuOptions {
            threads: 0,
            max_memory_bytes: 2 << 30,
            inline_calls: true,
            vectorize: true,
            interleave: true,
            backstop: BACKSTOP,
        }
    }
}

/// A compiled program: the wasm module and its binding slots (shared by every tenant).
#[derive(Debug)]
struct CpuProgram {
    id: u64,
    module: wasmtime::Module,
    compiled: Arc<Compiled>,
    /// Program bindings of group 0, in order, map to these slots.
    group0: Vec<Option<usize>>,
    /// The loop budget's group, with the slots of its flag and budget.
    guard: Option<GuardSlots>,
}

/// A tenant of the cpu executor: its own memory.
#[derive(Debug)]
struct CpuTenant {
    heap: Arc<Heap>,
    /// The executor that opened it, by its shared memory (compared by address: a tenant of
    /// another cpu executor is refused, not run on this one's workers).
    executor: std::sync::Weak<Heap>,
}

#[derive(Debug)]
struct GuardSlots {
    flag_slot: Option<usize>,
    budget_slot: Option<usize>,
    budget: crate::guard::LoopBudget,
}

#[derive(Debug)]
struct CpuProbe {
    verdict: Arc<OnceLock<bool>>,
    /// The tenant (heap id) whose dispatch sets it.
    heap: u64,
}

/// What the coordinator does, in order.
enum Job {
    Zero(Buffer),
    Write(Buffer, u64, Vec<u8>),
    Read(Buffer, tokio::sync::oneshot::Sender<Result<Vec<u32>>>),
    Dispatch {
        program: Program,
        bindings: Vec<Buffer>,
        groups: [u32; 3],
        budget: u32,
        verdict: Option<Arc<OnceLock<bool>>>,
        /// Once started: its flag and how far its workgroups got (it may run over several turns).
        started: Option<Box<Started>>,
    },
    /// Answers once every earlier job (of the tenant given, or of all tenants) has run.
    Fence(tokio::sync::oneshot::Sender<()>, Option<u64>),
    Copy(Buffer, Buffer),
    Batch(Box<batch::BatchRun>, tokio::sync::oneshot::Sender<Result<Vec<u8>>>),
    Schedule {
        schedule: Arc<schedule::CpuSchedule>,
        before: Vec<BufferCopy>,
        after: Vec<BufferCopy>,
        reply: tokio::sync::oneshot::Sender<Result<super::Ran>>,
        /// Once started: where the run resumes.
        next: Option<schedule::Resume>,
    },
}

/// The tenant (heap id) of a buffer.
fn heap_of(b: &Buffer) -> Option<u64> {
    handles::region(b).ok().map(|r| r.heap().id)
}

/// How a job is ordered with the others. Jobs of one tenant run in the order they were sent;
/// jobs of different tenants touch different memories and may interleave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Order {
    /// With the jobs of one tenant (heap id).
    Tenant(u64),
    /// After every earlier job (a fence of all tenants); later jobs may pass it.
    After,
    /// After every earlier job and before every later one: a dispatch binding buffers of two
    /// tenants (it fails, and its poisoning must come before later jobs of either).
    Alone,
}

impl Order {
    fn tenant(self) -> Option<u64> {
        match self {
            Order::Tenant(t) => Some(t),
            Order::After | Order::Alone => None,
        }
    }
}

impl Job {
    fn order(&self) -> Order {
        let of = |b: &Buffer| heap_of(b).map_or(Order::Alone, Order::Tenant);
        match self {
            Job::Zero(b) | Job::Write(b, ..) | Job::Read(b, _) | Job::Copy(b, _) => of(b),
            Job::Dispatch { bindings, .. } => match bindings.first().map(of) {
                Some(Order::Tenant(t)) if bindings.iter().all(|b| heap_of(b) == Some(t)) => Order::Tenant(t),
                _ => Order::Alone,
            },
            Job::Fence(_, Some(t)) => Order::Tenant(*t),
            Job::Fence(_, None) => Order::After,
            Job::Batch(run, _) => Order::Tenant(run.heap.id),
            Job::Schedule { schedule, .. } => Order::Tenant(schedule.heap.id),
        }
    }
}

/// A dispatch that has started: its loop-budget flag and its workgroups' progress.
struct Started {
    flag: Region,
    table: TableRun,
}

/// What a worker is given.
enum Task {
    /// Its share of one dispatch.
    One(Work),
    /// Its share of every dispatch of a schedule.
    Plan(schedule::PlanWork),
}

/// What a worker runs: workgroups of the dispatch whose table is at `TABLE_AT`, taken a chunk
/// at a time from `progress` until none is left or the turn is preempted.
struct Work {
    share: Share,
    done: mpsc::Sender<std::result::Result<(), String>>,
}

/// One participant's part of a turn of a dispatch (the coordinator's or a worker's).
struct Share {
    program: Arc<(u64, wasmtime::Module)>,
    progress: Arc<Progress>,
    /// The participant's scratch memory for this dispatch (0: none needed).
    scratch: u32,
    /// The tenant's memory the dispatch runs in, and its heap id.
    memory: wasmtime::SharedMemory,
    heap: u64,
    turns: Arc<Turns>,
    /// When the turn began (for giving way: a batch stream's turn spans its steps).
    since: std::time::Instant,
    /// When this dispatch's part of the turn began (for the backstop, which counts the
    /// dispatch's own running time, never the earlier steps of its turn).
    began: std::time::Instant,
}

/// How far a dispatch's workgroups got: every participant takes the next chunk here.
#[derive(Debug)]
struct Progress {
    /// The first workgroup nobody has taken (may pass `total`).
    next: AtomicU64,
    total: u64,
    /// A participant failed: the others stop.
    failed: AtomicBool,
    /// Nanoseconds the dispatch ran in earlier turns (for the backstop).
    spent: AtomicU64,
}

/// What the coordinator and the callers share for preemption: which tenant's preemptible work
/// runs now, and whether another tenant's job waits for it.
#[derive(Debug, Default)]
struct Turns {
    /// The heap id whose dispatch (or batch stream) runs now; 0: none.
    running: AtomicU64,
    /// Set when a job of another tenant arrives during the turn: the running dispatch stops at
    /// its next chunk boundary and the coordinator picks again.
    preempt: AtomicBool,
    /// Set when other tenants' jobs were waiting as the turn began: it gives way after
    /// [`QUANTUM`].
    waiting: AtomicBool,
}

impl Turns {
    /// Whether a turn that began at `since` should give way now.
    fn yield_now(&self, since: std::time::Instant) -> bool {
        self.preempt.load(Ordering::Relaxed)
            || (self.waiting.load(Ordering::Relaxed) && since.elapsed() >= QUANTUM)
    }
}

/// The most stack one dispatch's wasm may use. A kernel's frames are large (every value a local,
/// up to 48,000 of them a function) and WGSL helpers nest without recursion: wasmtime's default
/// of 512 KiB ran out on WGSLsmith seed 406647 (three nested functions), which a GPU runs.
pub const WASM_STACK: usize = 8 << 20;

/// The native stack of the threads that run kernels: the wasm stack and room for the host's
/// own frames under it.
const THREAD_STACK: usize = WASM_STACK + (2 << 20);

/// The wasm engine the cpu executor compiles for: threads and shared memory on; relaxed SIMD
/// in its native form (the compiler's lane selects take masks whose lanes are all ones or
/// zero, on which every form agrees).
fn engine() -> Result<wasmtime::Engine> {
    let mut c = wasmtime::Config::new();
    // No epoch interruption: kernels poll their worker's interrupt word instead (`interrupt`).
    c.wasm_threads(true).shared_memory(true).wasm_multi_memory(true);
    c.wasm_relaxed_simd(true).relaxed_simd_deterministic(false);
    // (wasmtime checks the wasm stack against the async one even where nothing runs async.)
    c.max_wasm_stack(WASM_STACK).async_stack_size(THREAD_STACK);
    wasmtime::Engine::new(&c).map_err(|e| Error::trap(format!("cannot create the cpu engine: {e:#}")))
}

/// The cpu executor.
pub struct CpuExecutor {
    backend: BackendInfo,
    limits: ExecLimits,
    census: Arc<Census>,
    engine: wasmtime::Engine,
    /// The shared tenant's memory.
    heap: Arc<Heap>,
    /// The most bytes one tenant's memory may grow to.
    tenant_bytes: u64,
    jobs: Option<mpsc::Sender<Job>>,
    coordinator: Option<JoinHandle<()>>,
    next_id: AtomicU64,
    cache: Mutex<HashMap<CacheKey, (Arc<Compiled>, wasmtime::Module)>>,
    threads: usize,
    codegen: Codegen,
    report: Mutex<super::CompileReport>,
    queue: Arc<QueueDepth>,
    turns: Arc<Turns>,
    /// Set on drop: stops the clock (`interrupt`).
    stop: Arc<std::sync::atomic::AtomicBool>,
}

/// What identifies a compiled program: the module's identity (source and rewrite settings), the
/// entry point, the bindings' accesses and the constants' bits. Hashed for the map, compared
/// in full on a hit.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct CacheKey {
    module: (Arc<str>, Option<u32>),
    entry_point: String,
    bindings: Vec<super::Access>,
    constants: Vec<(String, u64)>,
    serial: bool,
}

impl CacheKey {
    /// A short name for files (the hash of the key; names only, never identity).
    fn file_stem(&self) -> String {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.hash(&mut h);
        format!("{:016x}", h.finish())
    }
}

/// Dispatches queued and not yet finished, per tenant (heap id), and a wake-up for callers
/// waiting to queue more.
#[derive(Debug, Default)]
struct QueueDepth {
    dispatches: Mutex<HashMap<u64, u64>>,
    done: tokio::sync::Notify,
}

impl QueueDepth {
    fn of(&self, tenant: u64) -> u64 {
        self.dispatches.lock().map_or(0, |d| d.get(&tenant).copied().unwrap_or(0))
    }

    fn queued(&self, tenant: u64) {
        if let Ok(mut d) = self.dispatches.lock() {
            *d.entry(tenant).or_default() += 1;
        }
    }

    /// A dispatch of `tenant` finished. Callers waiting for room are woken when half its queue
    /// has drained (and when it is empty), not after every dispatch: each wake-up of a parked
    /// thread costs tens of microseconds on an idle machine, so they refill it in bursts.
    fn finished(&self, tenant: u64) {
        let left = match self.dispatches.lock() {
            Ok(mut d) => {
                let n = d.entry(tenant).or_default();
                *n = n.saturating_sub(1);
                let left = *n;
                if left == 0 {
                    d.remove(&tenant);
                }
                left
            }
            Err(_) => 0,
        };
        if left == MAX_QUEUED / 2 || left == 0 {
            self.done.notify_waiters();
        }
    }
}

/// The default [`CpuOptions::backstop`]: how long one dispatch may run before its worker's
/// interrupt word stops it (`interrupt`), never reached by work the Guard bounds.
const BACKSTOP: std::time::Duration = std::time::Duration::from_secs(60);
/// How often the executor's clock ticks.
const TICK: std::time::Duration = std::time::Duration::from_millis(10);

/// Most dispatches one tenant has queued at once (each keeps its buffers alive until it has
/// run).
const MAX_QUEUED: u64 = 16;

/// How long a turn of a dispatch runs when other tenants' jobs already wait as it begins (a job
/// arriving during a turn ends it at the next chunk boundary): two tenants' long dispatches
/// then alternate in turns of this, not of a chunk (a hand-off to the workers and back costs
/// tens of microseconds).
const QUANTUM: std::time::Duration = std::time::Duration::from_millis(2);

/// The most running time a tenant that was idle is owed when it comes back (see
/// [`Coordinator::pick`]).
const LAG: u64 = 10_000_000;

/// A chunk of workgroups (one `run` call) grows until a call takes this long, so the cost of a
/// call and of the preemption check between calls stays negligible.
const CHUNK_TIME: std::time::Duration = std::time::Duration::from_micros(50);

impl std::fmt::Debug for CpuExecutor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CpuExecutor").field("backend", &self.backend).finish_non_exhaustive()
    }
}

impl CpuExecutor {
    /// Starts the coordinator and `options.threads` workers.
    pub fn new(options: &CpuOptions) -> Result<CpuExecutor> {
        let threads = if options.threads == 0 {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        } else {
            options.threads
        };
        let engine = engine()?;
        let tenant_bytes = options.max_memory_bytes.min(4 << 30);
        let heap = Arc::new(Heap::new(&engine, tenant_bytes)?);
        let clock = Arc::new(interrupt::Clock::default());
        let mut workers = Vec::new();
        for i in 0..threads {
            let (tx, rx) = mpsc::channel::<Task>();
            let instances = Instances::new(&engine, clock.clone(), clock.stop(&engine)?, options.backstop);
            std::thread::Builder::new()
                .name(format!("wasm-host cpu worker {i}"))
                .stack_size(THREAD_STACK)
                .spawn(move || worker(instances, &rx))
                .map_err(|e| Error::trap(format!("cannot start a cpu worker: {e}")))?;
            workers.push(tx);
        }
        let local = Instances::new(&engine, clock.clone(), clock.stop(&engine)?, options.backstop);
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        {
            let stop = stop.clone();
            std::thread::Builder::new()
                .name("wasm-host cpu clock".into())
                .spawn(move || {
                    while !stop.load(Ordering::Relaxed) {
                        std::thread::sleep(TICK);
                        clock.tick();
                    }
                })
                .map_err(|e| Error::trap(format!("cannot start the cpu clock: {e}")))?;
        }
        let (jobs, rx) = mpsc::channel::<Job>();
        let queue = Arc::new(QueueDepth::default());
        let depth = queue.clone();
        let turns = Arc::new(Turns::default());
        let coordinator = std::thread::Builder::new()
            .name("wasm-host cpu coordinator".into())
            .stack_size(THREAD_STACK)
            .spawn({
                let engine = engine.clone();
                let turns = turns.clone();
                move || coordinate(&engine, local, workers, &rx, &depth, turns)
            })
            .map_err(|e| Error::trap(format!("cannot start the cpu coordinator: {e}")))?;
        Ok(CpuExecutor {
            backend: BackendInfo {
                kind: BackendKind::Cpu,
                on_cpu: true,
                name: format!("cpu executor ({threads} threads, wasmtime)"),
            },
            limits: limits(options),
            census: Arc::default(),
            engine,
            heap,
            tenant_bytes,
            jobs: Some(jobs),
            coordinator: Some(coordinator),
            next_id: AtomicU64::new(1),
            cache: Mutex::new(HashMap::new()),
            threads,
            codegen: options.codegen(),
            report: Mutex::default(),
            queue,
            turns,
            stop,
        })
    }

    /// Worker threads.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Queues `job` for the coordinator; if another tenant's dispatch runs now, asks it to give
    /// way (at its next chunk boundary).
    fn send(&self, job: Job) -> Result<()> {
        let tenant = job.order().tenant();
        self.jobs
            .as_ref()
            .and_then(|j| j.send(job).ok())
            .ok_or_else(|| Error::device("the cpu executor's coordinator has stopped"))?;
        if let Some(t) = tenant {
            // Pairs with the fence in `Coordinator::begin`: either the coordinator sees this job
            // when a turn begins, or this sees the turn's tenant.
            std::sync::atomic::fence(Ordering::SeqCst);
            let running = self.turns.running.load(Ordering::SeqCst);
            if running != 0 && running != t {
                self.turns.preempt.store(true, Ordering::SeqCst);
            }
        }
        Ok(())
    }

    /// The heap id of `tenant`'s memory.
    fn heap_id(&self, tenant: &Tenant) -> Result<u64> {
        handles::heap(&self.heap, tenant).map(|h| h.id)
    }

    /// Compiles `module`'s `entry_point` (through the compile cache: the same module, entry
    /// point, bindings, constants and `serial` compile once); `serial` (`ProgramDesc::serial`):
    /// as scalar code.
    fn compiled(
        &self,
        label: &str,
        module: &crate::guard::GuardedModule,
        (entry_point, serial): (&str, bool),
        bindings: &[super::Access],
        constants: &[(String, f64)],
    ) -> Result<(Arc<Compiled>, wasmtime::Module)> {
        // The compile cache: the same module, entry point, bindings and constants compile once.
        // The key is the module's whole identity (its source and the rewrite's settings),
        // compared in full on a hit: no back end is involved and no hash stands for a module.
        module.check_entry(entry_point, constants)?;
        let key = CacheKey {
            module: module.identity(),
            entry_point: entry_point.to_string(),
            bindings: bindings.to_vec(),
            constants: constants.iter().map(|(k, v)| (k.clone(), v.to_bits())).collect(),
            serial,
        };
        let cached = self.cache.lock().ok().and_then(|c| c.get(&key).cloned());
        let (compiled, wasm_module) = match cached {
            Some(c) => c,
            None => {
                let start = std::time::Instant::now();
                let compile = |vectorize: bool| {
                    compile(module, entry_point, constants, Codegen { vectorize, ..self.codegen })
                };
                let wasm_of = |wasm: &[u8]| {
                    crate::error::contain("wasmtime's compiler", || wasmtime::Module::new(&self.engine, wasm))
                };
                let mut compiled = compile(self.codegen.vectorize && !serial)?;
                if serial && self.codegen.vectorize {
                    let why = "a serial module: each invocation walks its own run of elements".to_string();
                    compiled.path = Path::Scalar(NotVectorized::Refused(why));
                }
                let mut wasm = wasm_of(&compiled.wasm)?;
                if let (Err(e), Path::Vector { .. }) = (&wasm, &compiled.path) {
                    // A vectorizer bug must not cost the guest its kernel: fall back, loudly.
                    tracing::error!(target: "wasm_host::cpu", "vectorized {label} is invalid wasm: {e:#}");
                    let reason = NotVectorized::Rejected(format!("{e:#}"));
                    compiled = Compiled { path: Path::Scalar(reason), ..compile(false)? };
                    wasm = wasm_of(&compiled.wasm)?;
                }
                let wasm = wasm.map_err(|e| {
                    Error::trap(format!("the cpu compiler produced invalid wasm for {}: {e:#}", label))
                })?;
                if let Some(dir) = std::env::var_os(DUMP_VAR) {
                    dump(std::path::Path::new(&dir), &key, module.source(), &compiled.wasm, &wasm);
                }
                let compiled = Arc::new(compiled);
                if let Ok(mut r) = self.report.lock() {
                    match &compiled.path {
                        Path::Vector { row_tests, interleaved, .. } => {
                            r.vectorized += 1;
                            r.row_tested += u64::from(*row_tests > 0);
                            r.interleaved += u64::from(*interleaved);
                        }
                        Path::Scalar(reason) => {
                            r.scalar += 1;
                            if r.reasons.len() < 16 {
                                r.reasons.push((label.to_string(), reason.to_string()));
                            }
                        }
                    }
                }
                tracing::debug!(
                    target: "wasm_host::cpu",
                    "compiled {} ({} bytes of wasm, {}) in {:.1} ms",
                    label,
                    compiled.wasm.len(),
                    compiled.path,
                    start.elapsed().as_secs_f64() * 1e3
                );
                if let Ok(mut c) = self.cache.lock() {
                    if c.len() >= 256 {
                        c.clear();
                    }
                    c.insert(key, (compiled.clone(), wasm.clone()));
                }
                (compiled, wasm)
            }
        };
        Ok((compiled, wasm_module))
    }

    /// Checks that `bindings` fit `p`'s group 0.
    /// Checks `bindings` against `p`'s, of which `more` come after them (bound by the
    /// executor itself: a band's window words).
    fn check_bindings(&self, p: &CpuProgram, bindings: &[&Buffer], more: usize) -> Result<()> {
        if bindings.len() + more != p.group0.len() {
            return Err(Error::trap(format!(
                "dispatch with {} bindings for a program of {}",
                bindings.len() + more,
                p.group0.len()
            )));
        }
        for (i, b) in bindings.iter().enumerate() {
            let r = handles::region(b)?;
            if let Some(s) = p.group0[i]
                && u64::from(p.compiled.slots[s].min_bytes) > r.size
            {
                return Err(Error::trap(format!("binding {i} is smaller than its type")));
            }
        }
        Ok(())
    }

    /// The loop budget of a dispatch of `p` over `workgroups` (0 for an unbounded program).
    fn budget_of(&self, p: &CpuProgram, workgroups: [u32; 3]) -> u32 {
        p.guard.as_ref().map_or(0, |g| {
            let size = p.compiled.workgroup_size;
            let invocations = workgroups.iter().chain(&size).map(|&n| u64::from(n)).product();
            g.budget.iterations(Some(invocations))
        })
    }
}

impl Drop for CpuExecutor {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.jobs = None;
        if let Some(c) = self.coordinator.take() {
            let _ = c.join();
        }
    }
}

/// The copier of each tenant's memory, made on first use and dropped with the memory.
struct Copiers {
    engine: wasmtime::Engine,
    by_heap: HashMap<u64, (std::sync::Weak<Heap>, Copier)>,
    /// The coordinator's own instances, for dispatches too small to hand to a worker.
    local: Instances,
    /// The copy program (`memory::copy_program_wasm`), compiled when a schedule first needs it.
    program: Option<Arc<(u64, wasmtime::Module)>>,
}

impl Copiers {
    /// The copy program, under an id no compiled program takes (those count up from 1).
    fn copy_program(&mut self) -> Result<Arc<(u64, wasmtime::Module)>> {
        if self.program.is_none() {
            let module = wasmtime::Module::new(&self.engine, memory::copy_program_wasm())
                .map_err(|e| Error::trap(format!("cpu executor copy program: {e:#}")))?;
            self.program = Some(Arc::new((u64::MAX, module)));
        }
        self.program.clone().ok_or_else(|| Error::trap("copy program"))
    }

    fn of(&mut self, heap: &Arc<Heap>) -> Result<&mut Copier> {
        if !self.by_heap.contains_key(&heap.id) {
            if self.by_heap.len() >= 64 {
                self.by_heap.retain(|_, (w, _)| w.strong_count() > 0);
            }
            let copier = Copier::new(&self.engine, heap)?;
            self.by_heap.insert(heap.id, (Arc::downgrade(heap), copier));
        }
        self.by_heap.get_mut(&heap.id).map(|(_, c)| c).ok_or_else(|| Error::trap("copier"))
    }
}

fn coordinate(
    engine: &wasmtime::Engine,
    local: Instances,
    workers: Vec<mpsc::Sender<Task>>,
    jobs: &mpsc::Receiver<Job>,
    depth: &QueueDepth,
    turns: Arc<Turns>,
) {
    let mut cx = Coordinator {
        copiers: Copiers { engine: engine.clone(), by_heap: HashMap::new(), local, program: None },
        workers,
        turns,
        jobs,
        queue: VecDeque::new(),
        open: true,
        used: HashMap::new(),
        floor: 0,
    };
    loop {
        if cx.queue.is_empty() {
            if !cx.open {
                break;
            }
            match next_job(jobs) {
                Some(job) => cx.queue.push_back((job.order(), job)),
                None => break,
            }
        }
        cx.drain();
        let i = cx.pick();
        let Some((tenant, job)) = cx.queue.remove(i) else { break };
        let start = std::time::Instant::now();
        let back = cx.run(job, depth);
        if let Order::Tenant(t) = tenant {
            // Its running time counts from its key (what it was owed), and the floor moves up.
            let key = cx.key(t);
            if cx.used.len() >= 4096 {
                cx.used.clear();
            }
            cx.used.insert(t, key + start.elapsed().as_nanos() as u64);
            cx.floor = cx.floor.max(key);
        }
        // A preempted job keeps its place: before every later job of its tenant.
        if let Some(job) = back {
            cx.queue.insert(i.min(cx.queue.len()), (tenant, job));
        }
    }
}

/// The coordinator's state: the jobs received and not yet run, in order of arrival (with
/// their tenants), and how much running time each tenant has had.
struct Coordinator<'a> {
    copiers: Copiers,
    workers: Vec<mpsc::Sender<Task>>,
    turns: Arc<Turns>,
    jobs: &'a mpsc::Receiver<Job>,
    queue: VecDeque<(Order, Job)>,
    /// Whether senders may still send.
    open: bool,
    /// Nanoseconds of running time each tenant has had (from the floor when it came back).
    used: HashMap<u64, u64>,
    /// The running time of the tenant picked last: a tenant back from idle starts at most
    /// [`LAG`] below it.
    floor: u64,
}

impl Coordinator<'_> {
    /// Takes every job waiting in the channel.
    fn drain(&mut self) {
        while self.open {
            match self.jobs.try_recv() {
                Ok(job) => self.queue.push_back((job.order(), job)),
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => self.open = false,
            }
        }
    }

    /// A tenant's running time for [`pick`](Self::pick): what it has had, but at least
    /// [`LAG`] below the floor (a tenant that was idle is not owed all the time it did not use).
    fn key(&self, tenant: u64) -> u64 {
        self.used.get(&tenant).copied().unwrap_or(0).max(self.floor.saturating_sub(LAG))
    }

    /// The job to run next: of the jobs that may run now (the first of each tenant; a fence of
    /// all tenants, or a dispatch binding two, only when nothing is before it; nothing passes the
    /// latter), the one whose tenant has had the least
    /// running time, the earliest on a tie. Fair shares: a tenant of short calls goes before
    /// one whose dispatches run for long, and two busy tenants alternate.
    fn pick(&self) -> usize {
        if self.queue.len() <= 1 {
            return 0;
        }
        let mut seen = std::collections::HashSet::new();
        let mut best: Option<(u64, usize)> = None;
        for (i, (order, _)) in self.queue.iter().enumerate() {
            let t = match order {
                Order::Tenant(t) => t,
                _ if i == 0 => return 0,
                Order::After => continue,
                Order::Alone => break,
            };
            if !seen.insert(*t) {
                continue;
            }
            let key = self.key(*t);
            if best.is_none_or(|(b, _)| key < b) {
                best = Some((key, i));
            }
        }
        best.map_or(0, |(_, i)| i)
    }

    /// Begins a preemptible turn of `tenant`: a job of another tenant sent during the turn
    /// makes it give way at once (at a chunk boundary), jobs of other tenants already waiting
    /// after [`QUANTUM`].
    fn begin(&mut self, tenant: u64) -> std::time::Instant {
        self.turns.preempt.store(false, Ordering::SeqCst);
        self.turns.running.store(tenant, Ordering::SeqCst);
        // Pairs with the fence in `CpuExecutor::send`: a job sent before this is drained here.
        std::sync::atomic::fence(Ordering::SeqCst);
        self.drain();
        let waiting = self.queue.iter().any(|(o, _)| o.tenant().is_some_and(|t| t != tenant));
        self.turns.waiting.store(waiting, Ordering::SeqCst);
        std::time::Instant::now()
    }

    /// Ends a preemptible turn.
    fn end(&mut self) {
        self.turns.running.store(0, Ordering::SeqCst);
    }

    /// Runs `job`, or a turn of it: a dispatch or batch stream that gave way to another
    /// tenant comes back, to be resumed later.
    fn run(&mut self, job: Job, depth: &QueueDepth) -> Option<Job> {
        let copiers = &mut self.copiers;
        match job {
            Job::Zero(b) => {
                if let Ok(r) = handles::region(&b)
                    && let Ok(c) = copiers.of(r.heap())
                {
                    let _ = c.zero(r.addr, r.size as u32);
                }
            }
            Job::Write(b, offset, data) => {
                if let Ok(r) = handles::region(&b)
                    && let Ok(c) = copiers.of(r.heap())
                {
                    let _ = c.write(r.addr + offset as u32, &data);
                }
            }
            Job::Read(b, tx) => {
                let out = match handles::region(&b) {
                    Ok(r) => match r.poisoned() {
                        Some(why) => {
                            Err(Error::device(format!("the work that computed this buffer failed: {why}")))
                        }
                        None => copiers.of(r.heap()).and_then(|c| c.read(r.addr, r.size as usize)),
                    },
                    Err(e) => Err(e),
                };
                let _ = tx.send(out);
            }
            Job::Fence(tx, _) => {
                let _ = tx.send(());
            }
            Job::Copy(from, to) => {
                if let (Ok(f), Ok(t)) = (handles::region(&from), handles::region(&to))
                    && let Ok(c) = copiers.of(f.heap())
                {
                    if let Some(why) = f.poisoned() {
                        t.poison(&why);
                    }
                    let _ = c.copy(t.addr, f.addr, f.size.min(t.size) as u32);
                }
            }
            Job::Batch(mut run, reply) => {
                let since = self.begin(run.heap.id);
                let outcome = batch::run(self, &mut run, since);
                self.end();
                match outcome {
                    Some(outcome) => {
                        drop(run);
                        let _ = reply.send(outcome);
                    }
                    None => return Some(Job::Batch(run, reply)),
                }
            }
            Job::Schedule { schedule, before, after, reply, next } => {
                // Preemptible between the plan's dispatches (the workers run each in lockstep).
                let since = self.begin(schedule.heap.id);
                let outcome = schedule::run_plan(
                    &mut self.copiers,
                    &self.workers,
                    &schedule,
                    (&before, &after),
                    next,
                    since,
                    &self.turns,
                );
                self.end();
                let outcome = match outcome {
                    Ok(Turn::Gave(at)) => {
                        return Some(Job::Schedule { schedule, before, after, reply, next: Some(at) });
                    }
                    Ok(Turn::Done(ran)) => Ok(ran),
                    Err(e) => Err(e),
                };
                if let Err(e) = &outcome {
                    tracing::error!(target: "wasm_host::cpu", "a pipeline run failed: {e}");
                }
                let _ = reply.send(outcome);
            }
            Job::Dispatch { program, bindings, groups, budget, verdict, started } => {
                let tenant = bindings.first().and_then(heap_of).unwrap_or(0);
                let since = self.begin(tenant);
                let outcome = match handles::program(&program) {
                    Ok(p) => self.dispatch(p, &bindings, groups, budget, started, since),
                    Err(e) => Err(e.message().to_string()),
                };
                self.end();
                let outcome = match outcome {
                    Ok(Turn::Gave(started)) => {
                        let started = Some(started);
                        return Some(Job::Dispatch { program, bindings, groups, budget, verdict, started });
                    }
                    Ok(Turn::Done(cut)) => Ok(cut),
                    Err(e) => Err(e),
                };
                if let Err(e) = &outcome {
                    tracing::error!(target: "wasm_host::cpu", "a dispatch failed: {e}");
                    // Nothing computed by it (or from it) may be read.
                    for r in bindings.iter().filter_map(|b| handles::region(b).ok()) {
                        r.poison(e);
                    }
                }
                if let Some(v) = verdict {
                    // A failed dispatch (the backstop, or no memory for its scratch) counts as
                    // cut: nothing unverified is ever returned.
                    let _ = v.set(outcome.unwrap_or(true));
                }
                drop(bindings);
                depth.finished(tenant);
            }
        }
        None
    }

    /// Runs (a turn of) one dispatch in its tenant's memory; when it is done, answers whether
    /// its loop-budget flag was set.
    fn dispatch(
        &mut self,
        p: &CpuProgram,
        bindings: &[Buffer],
        groups: [u32; 3],
        budget: u32,
        started: Option<Box<Started>>,
        since: std::time::Instant,
    ) -> std::result::Result<Turn<Box<Started>, bool>, String> {
        let e = |e: Error| e.to_string();
        let started = match started {
            Some(s) => s,
            None => {
                let regions: Vec<&Region> = bindings
                    .iter()
                    .map(handles::region)
                    .collect::<Result<_>>()
                    .map_err(|e| e.message().to_string())?;
                // Every binding of one dispatch is in one tenant's memory.
                let heap = regions.first().map(|r| r.heap().clone()).ok_or("a dispatch without bindings")?;
                if let Some(why) = regions.iter().find_map(|r| r.poisoned()) {
                    return Err(why);
                }
                if regions.iter().any(|r| r.heap().id != heap.id) {
                    return Err("a dispatch binds buffers of two tenants".into());
                }
                let flag = Region::new(&heap, 4).map_err(e)?;
                self.copiers.of(&heap).map_err(e)?.zero(flag.addr, 4).map_err(e)?;
                let places: Vec<(u32, u64)> = regions.iter().map(|r| (r.addr, r.size)).collect();
                let words = table_words(p, &places, groups, budget, (flag.addr, 4), TABLE_AT + table::BUDGET);
                let program = Arc::new((p.id, p.module.clone()));
                let table = TableRun::new(
                    &heap,
                    program,
                    words,
                    groups,
                    p.compiled.scratch_bytes,
                    self.workers.len(),
                )?;
                Box::new(Started { flag, table })
            }
        };
        if !self.run_table(&started.table, since)? {
            return Ok(Turn::Gave(started));
        }
        if p.guard.is_none() {
            return Ok(Turn::Done(false));
        }
        let word = self.copiers.of(&started.table.heap).map_err(e)?.read(started.flag.addr, 4).map_err(e)?;
        Ok(Turn::Done(word.first().is_some_and(|&w| w != 0)))
    }

    /// Runs a turn of `t` on the workers (the coordinator takes part): until every workgroup
    /// has run (`true`) or another tenant's job is waiting (`false`: `t` keeps its progress).
    fn run_table(&mut self, t: &TableRun, since: std::time::Instant) -> std::result::Result<bool, String> {
        let e = |e: Error| e.to_string();
        // The table is written at every turn (other jobs of its tenant never run in between,
        // but this costs a few words).
        let bytes: Vec<u8> = t.words.iter().flat_map(|w| w.to_le_bytes()).collect();
        self.copiers.of(&t.heap).map_err(e)?.write(TABLE_AT, &bytes).map_err(e)?;
        let began = std::time::Instant::now();
        let share = |i: usize| Share {
            program: t.program.clone(),
            progress: t.progress.clone(),
            scratch: t.scratch.get(i).and_then(Option::as_ref).map_or(0, |r| r.addr),
            memory: t.heap.memory.clone(),
            heap: t.heap.id,
            turns: self.turns.clone(),
            since,
            began,
        };
        let (done_tx, done_rx) = mpsc::channel();
        let mut sent = 0;
        // The first share runs here, on the coordinator (which would otherwise only wait): one
        // hand-off fewer per dispatch.
        for (i, w) in self.workers.iter().enumerate().take(t.scratch.len()).skip(1) {
            if w.send(Task::One(Work { share: share(i), done: done_tx.clone() })).is_ok() {
                sent += 1;
            }
        }
        drop(done_tx);
        let here = run_chunks(&mut self.copiers.local, &share(0));
        // The workers' shares use the same memory: wait for them whatever happened here.
        let failed = wait_for(&done_rx, sent);
        t.progress.spent.fetch_add(began.elapsed().as_nanos() as u64, Ordering::Relaxed);
        match (failed, here) {
            (Some(e), _) | (None, Err(e)) => Err(e),
            (None, Ok(())) => Ok(t.progress.next.load(Ordering::Acquire) >= t.progress.total),
        }
    }
}

/// How a turn of a job ended: done with a result, or given way with the state to resume.
enum Turn<S, T> {
    Done(T),
    Gave(S),
}

/// A dispatch's workgroups, run over one or more turns: the table, each participant's scratch
/// and the progress.
struct TableRun {
    heap: Arc<Heap>,
    program: Arc<(u64, wasmtime::Module)>,
    words: Vec<u32>,
    /// One per participant: the coordinator, then the workers that take part.
    scratch: Vec<Option<Region>>,
    progress: Arc<Progress>,
}

impl TableRun {
    /// `program` over `groups` workgroups in `heap`, with `words` as the dispatch table (written at
    /// `TABLE_AT`) and `scratch_bytes` of scratch per participant: one (the coordinator) for
    /// dispatches too small to split or without workers, else one per worker.
    fn new(
        heap: &Arc<Heap>,
        program: Arc<(u64, wasmtime::Module)>,
        words: Vec<u32>,
        groups: [u32; 3],
        scratch_bytes: u32,
        workers: usize,
    ) -> std::result::Result<TableRun, String> {
        let total = u64::from(groups[0]) * u64::from(groups[1]) * u64::from(groups[2]);
        // The compiled `run` takes workgroup indices as u32 (the interfaces bound dispatches
        // below this; a larger one would skip workgroups, so it is refused here too).
        if total > u64::from(u32::MAX) {
            return Err(format!("a dispatch of {total} workgroups; the cpu executor runs at most 2^32 - 1"));
        }
        let parts = if total <= INLINE_GROUPS || workers <= 1 { 1 } else { workers };
        let scratch: Vec<Option<Region>> = (0..parts)
            .map(|_| (scratch_bytes > 0).then(|| Region::new(heap, u64::from(scratch_bytes))).transpose())
            .collect::<Result<_>>()
            .map_err(|e| e.to_string())?;
        let progress = Arc::new(Progress {
            next: AtomicU64::new(0),
            total,
            failed: AtomicBool::new(false),
            spent: AtomicU64::new(0),
        });
        Ok(TableRun { heap: heap.clone(), program, words, scratch, progress })
    }
}

/// A participant's part of a turn: chunks of workgroups taken from the progress until none is
/// left, another participant failed, or (after its first chunk) the turn gives way to another
/// tenant ([`Turns::yield_now`]). A chunk doubles while a call takes less than [`CHUNK_TIME`]
/// and halves when one takes over 20 times that.
fn run_chunks(instances: &mut Instances, s: &Share) -> std::result::Result<(), String> {
    let p = &s.progress;
    let mut chunk = 1u64;
    let mut ran = false;
    let spent = std::time::Duration::from_nanos(p.spent.load(Ordering::Relaxed));
    loop {
        if p.failed.load(Ordering::Relaxed) || (ran && s.turns.yield_now(s.since)) {
            return Ok(());
        }
        let lo = p.next.fetch_add(chunk, Ordering::AcqRel);
        if lo >= p.total {
            return Ok(());
        }
        let hi = (lo + chunk).min(p.total);
        // The backstop counts the dispatch's running time over all its turns.
        let ran_for = spent + s.began.elapsed();
        let ran_ticks = (ran_for.as_millis() / TICK.as_millis()) as u64;
        let deadline = instances.backstop_ticks().saturating_sub(ran_ticks).max(1);
        let start = std::time::Instant::now();
        let args = (lo as u32, hi as u32, TABLE_AT, s.scratch);
        if let Err(e) = instances.run(&s.program, &s.memory, s.heap, args, deadline) {
            p.failed.store(true, Ordering::Relaxed);
            return Err(e);
        }
        ran = true;
        let took = start.elapsed();
        if took < CHUNK_TIME {
            chunk = chunk.saturating_mul(2);
        } else if took > 20 * CHUNK_TIME && chunk > 1 {
            chunk /= 2;
        }
    }
}

/// How long the coordinator polls for the next job before it sleeps: a guest calling in a
/// loop sends its next dispatch within microseconds, and waking a sleeping thread costs more.
const COORDINATOR_SPIN: std::time::Duration = std::time::Duration::from_micros(50);

/// The environment variable naming a folder where every kernel the cpu executor compiles is
/// written as WGSL, wasm and Cranelift's machine code (a debugging aid for the compiler's
/// authors: `objdump -d KEY.cwasm` shows the code a kernel runs).
const DUMP_VAR: &str = "WASM_HOST_CPU_DUMP";

/// Compiles `entry_point` of `module`, its overrides set to `constants`, as the executor does
/// (its overrides resolved first, as for naga's other back ends), without wasmtime: what
/// `wasm-host check` and the corpus runner report too. The compiler runs on guest input: a
/// panic in it is this module's failure, not the host's (it only builds new values).
pub fn compile(
    module: &crate::guard::GuardedModule,
    entry_point: &str,
    constants: &[(String, f64)],
    codegen: Codegen,
) -> Result<Compiled> {
    let options = naga_wasm::Options {
        vectorize: codegen.vectorize,
        inline: codegen.inline,
        interleave: codegen.interleave,
        source: Some(module.source()),
        limits: naga_wasm::Limits::default(),
    };
    let constants: naga::back::PipelineConstants = constants.iter().map(|(k, v)| (k.clone(), *v)).collect();
    crate::error::contain("the cpu compiler", || {
        let (resolved, info) = naga::back::pipeline_constants::process_overrides(
            module.module(),
            module.info(),
            Some((naga::ShaderStage::Compute, entry_point)),
            &constants,
        )
        .map_err(|e| Error::invalid(format!("override values: {e}")))?;
        naga_wasm::compile(&resolved, &info, entry_point, &options).map_err(compile_error)
    })?
}

/// The compiler's answer as the host's error, worded as before the compiler was a crate of
/// its own: a construct it does not compile is `unsupported` "by the cpu executor", a limit
/// `quota`, a module and overrides that do not fit `invalid`, its own surprise a host fault.
fn compile_error(e: naga_wasm::Error) -> Error {
    match e {
        naga_wasm::Error::Unsupported { .. } | naga_wasm::Error::Locals { .. } => {
            Error::unsupported(format!("the cpu executor does not support {e}"))
        }
        naga_wasm::Error::Quota(m) => Error::quota(m),
        naga_wasm::Error::Invalid(m) => Error::invalid(m),
        naga_wasm::Error::Internal(m) => Error::trap(m),
    }
}

fn dump(dir: &std::path::Path, key: &CacheKey, wgsl: &str, wasm: &[u8], module: &wasmtime::Module) {
    let mut files = vec![("wgsl", wgsl.as_bytes().to_vec()), ("wasm", wasm.to_vec())];
    match module.serialize() {
        Ok(code) => files.push(("cwasm", code)),
        Err(e) => tracing::warn!(target: "wasm_host::cpu", "{DUMP_VAR}: cannot serialize: {e:#}"),
    }
    for (ext, bytes) in files {
        let path = dir.join(format!("{}.{ext}", key.file_stem()));
        if let Err(e) = std::fs::write(&path, bytes) {
            tracing::warn!(target: "wasm_host::cpu", "{DUMP_VAR}: cannot write {}: {e}", path.display());
        }
    }
}

/// The next job: polled for [`COORDINATOR_SPIN`], then waited for; `None` once every sender is
/// gone.
fn next_job(jobs: &mpsc::Receiver<Job>) -> Option<Job> {
    let start = std::time::Instant::now();
    loop {
        match jobs.try_recv() {
            Ok(job) => return Some(job),
            Err(mpsc::TryRecvError::Disconnected) => return None,
            Err(mpsc::TryRecvError::Empty) if start.elapsed() < COORDINATOR_SPIN => {
                std::hint::spin_loop();
            }
            Err(mpsc::TryRecvError::Empty) => return jobs.recv().ok(),
        }
    }
}

/// Dispatches of at most this many workgroups run on the coordinator (a hand-off to a worker
/// and back costs more than splitting so few saves).
const INLINE_GROUPS: u64 = 4;

/// The table of one dispatch: groups, budget, then each slot's base and length. The flag
/// and budget slots of a bounded program point at `flag` and `budget_at`.
fn table_words(
    p: &CpuProgram,
    regions: &[(u32, u64)],
    groups: [u32; 3],
    budget: u32,
    flag: (u32, u32),
    budget_at: u32,
) -> Vec<u32> {
    let mut words: Vec<u32> = vec![groups[0], groups[1], groups[2], budget];
    let mut slots = vec![(0u32, 0u32); p.compiled.slots.len()];
    for (i, s) in p.group0.iter().enumerate() {
        if let (Some(s), Some(&(addr, size))) = (s, regions.get(i)) {
            slots[*s] = (addr, size as u32);
        }
    }
    if let Some(g) = &p.guard {
        if let Some(s) = g.flag_slot {
            slots[s] = flag;
        }
        if let Some(s) = g.budget_slot {
            slots[s] = (budget_at, 4);
        }
    }
    for (base, len) in slots {
        words.extend([base, len]);
    }
    words
}

/// Waits for `sent` workers' answers; the last failure, if any.
fn wait_for(done: &mpsc::Receiver<std::result::Result<(), String>>, sent: usize) -> Option<String> {
    let mut failed = None;
    for _ in 0..sent {
        match done.recv() {
            Ok(Ok(())) => {}
            Ok(Err(e)) => failed = Some(e),
            Err(_) => failed = Some("a cpu worker stopped".to_string()),
        }
    }
    failed
}

/// A compiled module's `run(lo, hi, table, scratch)`.
type RunFn = wasmtime::TypedFunc<(u32, u32, u32, u32), ()>;

/// A worker's store and its instances by (program, tenant memory).
struct Instances {
    engine: wasmtime::Engine,
    store: wasmtime::Store<()>,
    by_key: HashMap<(u64, u64), RunFn>,
    /// The clock of the backstop, this thread's interrupt word, and the backstop.
    clock: Arc<interrupt::Clock>,
    stop: Arc<interrupt::Stop>,
    backstop: std::time::Duration,
}

impl Instances {
    fn new(
        engine: &wasmtime::Engine,
        clock: Arc<interrupt::Clock>,
        stop: Arc<interrupt::Stop>,
        backstop: std::time::Duration,
    ) -> Self {
        Instances {
            engine: engine.clone(),
            store: wasmtime::Store::new(engine, ()),
            by_key: HashMap::new(),
            clock,
            stop,
            backstop,
        }
    }

    /// The backstop in ticks of the clock (at least one).
    fn backstop_ticks(&self) -> u64 {
        (self.backstop.as_millis() / TICK.as_millis()).max(1) as u64
    }

    /// Runs workgroups `lo..hi` of `program` in `memory` (heap `heap`), interrupted after
    /// `deadline` ticks of the clock.
    fn run(
        &mut self,
        program: &(u64, wasmtime::Module),
        memory: &wasmtime::SharedMemory,
        heap: u64,
        (lo, hi, table, scratch): (u32, u32, u32, u32),
        deadline: u64,
    ) -> std::result::Result<(), String> {
        let key = (program.0, heap);
        // A store keeps every instance it made: start over now and then.
        if self.by_key.len() >= 64 && !self.by_key.contains_key(&key) {
            self.by_key.clear();
            self.store = wasmtime::Store::new(&self.engine, ());
        }
        let run = match self.by_key.get(&key) {
            Some(f) => f.clone(),
            None => {
                let mut linker = wasmtime::Linker::new(&self.engine);
                linker
                    .define(&self.store, naga_wasm::abi::MEMORY.0, naga_wasm::abi::MEMORY.1, memory.clone())
                    .map_err(|e| format!("{e:#}"))?;
                linker
                    .define(
                        &self.store,
                        naga_wasm::abi::STOP.0,
                        naga_wasm::abi::STOP.1,
                        self.stop.memory().clone(),
                    )
                    .map_err(|e| format!("{e:#}"))?;
                let instance =
                    linker.instantiate(&mut self.store, &program.1).map_err(|e| format!("{e:#}"))?;
                let f = instance
                    .get_typed_func::<(u32, u32, u32, u32), ()>(&mut self.store, naga_wasm::abi::RUN)
                    .map_err(|e| format!("{e:#}"))?;
                self.by_key.insert(key, f.clone());
                f
            }
        };
        // The backstop: the Guard bounds every loop, but no dispatch runs past this.
        self.stop.arm(self.clock.now().saturating_add(deadline));
        let result = run.call(&mut self.store, (lo, hi, table, scratch));
        self.stop.disarm();
        result.map_err(|e| {
            if e.downcast_ref::<wasmtime::Trap>() == Some(&wasmtime::Trap::StackOverflow) {
                format!(
                    "the kernel's calls need more than the cpu executor's {} MiB of stack (helpers \
                     nested deep, each with many values)",
                    WASM_STACK >> 20
                )
            } else if self.stop.fired() {
                format!(
                    "the dispatch ran past the cpu executor's backstop of {:?} before its loop budget cut \
                     it (loops with barriers over many workgroups cost a pass over the workgroup per \
                     iteration: docs/design/threat-model.md)",
                    self.backstop
                )
            } else {
                format!("{e:#}")
            }
        })
    }
}

fn worker(mut instances: Instances, tasks: &mpsc::Receiver<Task>) {
    for task in tasks {
        match task {
            Task::One(w) => {
                let result = run_chunks(&mut instances, &w.share);
                let _ = w.done.send(result);
            }
            Task::Plan(w) => {
                let result = schedule::run_share(&w, &mut |program, lo, hi, table, scratch| {
                    let backstop = instances.backstop_ticks();
                    instances.run(program, &w.memory, w.heap, (lo, hi, table, scratch), backstop)
                });
                let _ = w.done.send(result);
            }
        }
    }
}

impl Executor for CpuExecutor {
    fn backend(&self) -> &BackendInfo {
        &self.backend
    }

    fn limits(&self) -> &ExecLimits {
        &self.limits
    }

    fn live(&self) -> Live {
        self.census.live()
    }

    fn compile_report(&self) -> Option<super::CompileReport> {
        self.report.lock().ok().map(|r| r.clone())
    }

    fn open_tenant(&self) -> Result<Tenant> {
        Ok(Tenant::new(CpuTenant {
            heap: Arc::new(Heap::new(&self.engine, self.tenant_bytes)?),
            executor: Arc::downgrade(&self.heap),
        }))
    }

    fn create_buffer(&self, tenant: &Tenant, label: &str, size: u64) -> Result<Buffer> {
        let buffer = self.create_buffer_for_write(tenant, label, size)?;
        self.send(Job::Zero(buffer.clone()))?;
        Ok(buffer)
    }

    fn create_buffer_for_write(&self, tenant: &Tenant, _label: &str, size: u64) -> Result<Buffer> {
        let size = size.max(4);
        if size > self.limits.max_buffer_bytes {
            return Err(Error::quota(format!("a buffer of {size} bytes is over the cpu executor's limit")));
        }
        // Regions come from the tenant's own memory (the executor's for the shared tenant):
        // unzeroed contents are that memory's earlier data.
        let heap = handles::heap(&self.heap, tenant)?;
        let region = Region::new(heap, size)?;
        Ok(Buffer::new(&self.census, size, region))
    }

    fn write_buffer(&self, buffer: &Buffer, offset: u64, data: &[u8]) -> Result<()> {
        handles::region(buffer)?;
        if offset.checked_add(data.len() as u64).is_none_or(|end| end > buffer.size()) {
            return Err(Error::trap("write past the end of a buffer"));
        }
        if data.is_empty() {
            return Ok(());
        }
        self.send(Job::Write(buffer.clone(), offset, data.to_vec()))
    }

    fn read_buffer<'a>(&'a self, buffer: &'a Buffer) -> BoxFuture<'a, Result<Vec<u32>>> {
        Box::pin(async move {
            handles::region(buffer)?;
            let (tx, rx) = tokio::sync::oneshot::channel();
            self.send(Job::Read(buffer.clone(), tx))?;
            rx.await.map_err(|_| Error::device("the cpu executor stopped before a read"))?
        })
    }

    fn create_program(&self, desc: &ProgramDesc<'_>) -> Result<Program> {
        let (compiled, module) = self.compiled(
            desc.label,
            desc.module,
            (desc.entry_point, desc.serial),
            desc.bindings,
            desc.constants,
        )?;
        let slot = |g: u32, b: u32| compiled.slots.iter().position(|s| s.group == g && s.binding == b);
        let group0: Vec<Option<usize>> = (0..desc.bindings.len() as u32).map(|b| slot(0, b)).collect();
        if let Some(s) = compiled
            .slots
            .iter()
            .find(|s| s.group != 0 && desc.module.bounds().is_none_or(|b| b.group != s.group))
        {
            return Err(Error::trap(format!(
                "a binding in group {} outside group 0 and the reserved group",
                s.group
            )));
        }
        let guard = desc.module.bounds().map(|b| GuardSlots {
            flag_slot: slot(b.group, budget::FLAG_BINDING),
            budget_slot: slot(b.group, budget::BUDGET_BINDING),
            budget: b.budget,
        });
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        Ok(Program::new(&self.census, CpuProgram { id, module, compiled, group0, guard }))
    }

    fn dispatch(
        &self,
        program: &Program,
        bindings: &[&Buffer],
        workgroups: [u32; 3],
    ) -> Result<Option<Probe>> {
        let p = handles::program(program)?;
        self.check_bindings(p, bindings, 0)?;
        let budget = self.budget_of(p, workgroups);
        let verdict = p.guard.as_ref().map(|_| Arc::new(OnceLock::new()));
        let job = Job::Dispatch {
            program: program.clone(),
            bindings: bindings.iter().map(|b| (*b).clone()).collect(),
            groups: workgroups,
            budget,
            verdict: verdict.clone(),
            started: None,
        };
        let heap = bindings.first().and_then(|b| heap_of(b)).unwrap_or(0);
        self.queue.queued(heap);
        if let Err(e) = self.send(job) {
            // Never queued: its count must not hold the tenant's admission.
            self.queue.finished(heap);
            return Err(e);
        }
        Ok(verdict.map(|v| Probe::new(budget, CpuProbe { verdict: v, heap })))
    }

    fn finish<'a>(&'a self, tenant: &'a Tenant) -> BoxFuture<'a, Result<()>> {
        Box::pin(async move {
            // The tenant's own work only: a fence for every tenant would wait behind other
            // tenants' queued dispatches.
            let (tx, rx) = tokio::sync::oneshot::channel();
            self.send(Job::Fence(tx, Some(self.heap_id(tenant)?)))?;
            rx.await.map_err(|_| Error::device("the cpu executor stopped before a fence"))
        })
    }

    fn copy_buffer(&self, from: &Buffer, to: &Buffer) -> Result<()> {
        let (f, t) = (handles::region(from)?, handles::region(to)?);
        if t.size < f.size || f.heap().id != t.heap().id {
            return Err(Error::trap("a copy between mismatched buffers"));
        }
        self.send(Job::Copy(from.clone(), to.clone()))
    }

    fn batch(&self) -> Result<&dyn crate::exec::batch::BatchExecutor> {
        Ok(self)
    }

    fn schedule_kind(&self, threads: bool) -> Result<super::ScheduleKind> {
        Ok(if threads && self.threads > 1 {
            super::ScheduleKind::Threaded
        } else {
            super::ScheduleKind::Sync
        })
    }

    fn band_parts(&self) -> Option<u32> {
        Some(self.threads.max(1) as u32)
    }

    fn prepare_schedule(
        &self,
        dispatches: Vec<Dispatch>,
        options: super::ScheduleOptions,
    ) -> Result<Schedule> {
        self.prepare(dispatches, options)
    }

    fn time_source(&self) -> Result<super::TimeSource> {
        Ok(super::TimeSource::CpuClock)
    }

    fn run_schedule<'a>(
        &'a self,
        schedule: &'a Schedule,
        before: &'a [BufferCopy],
        after: &'a [BufferCopy],
    ) -> BoxFuture<'a, Result<super::Ran>> {
        self.run(schedule, before, after)
    }

    fn admit<'a>(&'a self, tenant: &'a Tenant) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            // Per tenant: one tenant's full queue does not hold back another's dispatches. (A
            // tenant of another executor is not admitted to anything: its dispatch fails.)
            let Ok(heap) = self.heap_id(tenant) else { return };
            loop {
                let done = self.queue.done.notified();
                let mut done = std::pin::pin!(done);
                done.as_mut().enable();
                if self.queue.of(heap) < MAX_QUEUED {
                    return;
                }
                done.await;
            }
        })
    }

    fn probe<'a>(&'a self, probes: &'a [&'a Probe]) -> BoxFuture<'a, Result<Vec<bool>>> {
        Box::pin(async move {
            let all = probes.iter().map(|p| handles::probe(p)).collect::<Result<Vec<_>>>()?;
            let unset: Vec<u64> = all.iter().filter(|p| p.verdict.get().is_none()).map(|p| p.heap).collect();
            if let Some(&first) = unset.first() {
                // A fence behind the probes' own tenant's work only (all tenants' if they mix):
                // other tenants' dispatches do not delay it.
                let tenant = unset.iter().all(|&h| h == first).then_some(first);
                let (tx, rx) = tokio::sync::oneshot::channel();
                self.send(Job::Fence(tx, tenant))?;
                rx.await.map_err(|_| Error::device("the cpu executor stopped before a probe"))?;
            }
            Ok(all.iter().map(|p| p.verdict.get().copied().unwrap_or(true)).collect())
        })
    }
}
