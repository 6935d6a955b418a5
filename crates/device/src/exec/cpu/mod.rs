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
mod compile;
mod coordinator;
mod handles;
mod interrupt;
mod jobs;
mod memory;
mod options;
mod schedule;

pub use compile::compile;
pub use options::{Codegen, CpuOptions, limits};

use compile::*;
use coordinator::*;
use jobs::*;

use std::collections::HashMap;
use std::collections::VecDeque;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, mpsc};
use std::thread::JoinHandle;

use self::memory::{Copier, Heap, Region, TABLE_AT};
use super::{
    BackendInfo, BackendKind, BoxFuture, BudgetFlag, Buffer, BufferCopy, Census, Dispatch, ExecLimits,
    Executor, Live, Program, ProgramDesc, Schedule, Tenant,
};
use crate::error::{Error, Result};
use crate::guard::budget;
use naga_wasm::abi::table;
use naga_wasm::{Compiled, NotVectorized, Path};

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
    jobs: Option<mpsc::Sender<CoordinatorJob>>,
    coordinator: Option<JoinHandle<()>>,
    next_id: AtomicU64,
    cache: Mutex<HashMap<CacheKey, (Arc<Compiled>, wasmtime::Module)>>,
    threads: usize,
    codegen: Codegen,
    report: Mutex<super::CompileReport>,
    queue: Arc<QueueDepth>,
    turns: Arc<TurnState>,
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
            let (tx, rx) = mpsc::channel::<WorkerTask>();
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
        let (jobs, rx) = mpsc::channel::<CoordinatorJob>();
        let queue = Arc::new(QueueDepth::default());
        let depth = queue.clone();
        let turns = Arc::new(TurnState::default());
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
    fn send(&self, job: CoordinatorJob) -> Result<()> {
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
        self.send(CoordinatorJob::Zero(buffer.clone()))?;
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
        self.send(CoordinatorJob::Write(buffer.clone(), offset, data.to_vec()))
    }

    fn read_buffer<'a>(&'a self, buffer: &'a Buffer) -> BoxFuture<'a, Result<Vec<u32>>> {
        Box::pin(async move {
            handles::region(buffer)?;
            let (tx, rx) = tokio::sync::oneshot::channel();
            self.send(CoordinatorJob::Read(buffer.clone(), tx))?;
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
    ) -> Result<Option<BudgetFlag>> {
        let p = handles::program(program)?;
        self.check_bindings(p, bindings, 0)?;
        let budget = self.budget_of(p, workgroups);
        let verdict = p.guard.as_ref().map(|_| Arc::new(OnceLock::new()));
        let job = CoordinatorJob::Dispatch {
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
        Ok(verdict.map(|v| BudgetFlag::new(budget, CpuProbe { verdict: v, heap })))
    }

    fn finish<'a>(&'a self, tenant: &'a Tenant) -> BoxFuture<'a, Result<()>> {
        Box::pin(async move {
            // The tenant's own work only: a fence for every tenant would wait behind other
            // tenants' queued dispatches.
            let (tx, rx) = tokio::sync::oneshot::channel();
            self.send(CoordinatorJob::Fence(tx, Some(self.heap_id(tenant)?)))?;
            rx.await.map_err(|_| Error::device("the cpu executor stopped before a fence"))
        })
    }

    fn copy_buffer(&self, from: &Buffer, to: &Buffer) -> Result<()> {
        let (f, t) = (handles::region(from)?, handles::region(to)?);
        if t.size < f.size || f.heap().id != t.heap().id {
            return Err(Error::trap("a copy between mismatched buffers"));
        }
        self.send(CoordinatorJob::Copy(from.clone(), to.clone()))
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

    fn probe<'a>(&'a self, probes: &'a [&'a BudgetFlag]) -> BoxFuture<'a, Result<Vec<bool>>> {
        Box::pin(async move {
            let all = probes.iter().map(|p| handles::probe(p)).collect::<Result<Vec<_>>>()?;
            let unset: Vec<u64> = all.iter().filter(|p| p.verdict.get().is_none()).map(|p| p.heap).collect();
            if let Some(&first) = unset.first() {
                // A fence behind the probes' own tenant's work only (all tenants' if they mix):
                // other tenants' dispatches do not delay it.
                let tenant = unset.iter().all(|&h| h == first).then_some(first);
                let (tx, rx) = tokio::sync::oneshot::channel();
                self.send(CoordinatorJob::Fence(tx, tenant))?;
                rx.await.map_err(|_| Error::device("the cpu executor stopped before a probe"))?;
            }
            Ok(all.iter().map(|p| p.verdict.get().copied().unwrap_or(true)).collect())
        })
    }
}
