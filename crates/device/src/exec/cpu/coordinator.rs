//! The coordinator thread and the workers: jobs taken in order, tenants taking turns at
//! chunk boundaries, a dispatch's workgroups shared out a chunk at a time, each worker's
//! instances of the programs it ran (`Instances`), and each tenant's copier.

use super::*;

/// The copier of each tenant's memory, made on first use and dropped with the memory.
pub(super) struct Copiers {
    pub(super) engine: wasmtime::Engine,
    pub(super) by_heap: HashMap<u64, (std::sync::Weak<Heap>, Copier)>,
    /// The coordinator's own instances, for dispatches too small to hand to a worker.
    pub(super) local: Instances,
    /// The copy program (`memory::copy_program_wasm`), compiled when a schedule first needs it.
    pub(super) program: Option<Arc<(u64, wasmtime::Module)>>,
}

impl Copiers {
    /// The copy program, under an id no compiled program takes (those count up from 1).
    pub(super) fn copy_program(&mut self) -> Result<Arc<(u64, wasmtime::Module)>> {
        if self.program.is_none() {
            let module = wasmtime::Module::new(&self.engine, memory::copy_program_wasm())
                .map_err(|e| Error::trap(format!("cpu executor copy program: {e:#}")))?;
            self.program = Some(Arc::new((u64::MAX, module)));
        }
        self.program.clone().ok_or_else(|| Error::trap("copy program"))
    }

    pub(super) fn of(&mut self, heap: &Arc<Heap>) -> Result<&mut Copier> {
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

pub(super) fn coordinate(
    engine: &wasmtime::Engine,
    local: Instances,
    workers: Vec<mpsc::Sender<WorkerTask>>,
    jobs: &mpsc::Receiver<CoordinatorJob>,
    depth: &QueueDepth,
    turns: Arc<TurnState>,
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
        if let JobOrder::Tenant(t) = tenant {
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
pub(super) struct Coordinator<'a> {
    pub(super) copiers: Copiers,
    pub(super) workers: Vec<mpsc::Sender<WorkerTask>>,
    pub(super) turns: Arc<TurnState>,
    pub(super) jobs: &'a mpsc::Receiver<CoordinatorJob>,
    pub(super) queue: VecDeque<(JobOrder, CoordinatorJob)>,
    /// Whether senders may still send.
    pub(super) open: bool,
    /// Nanoseconds of running time each tenant has had (from the floor when it came back).
    pub(super) used: HashMap<u64, u64>,
    /// The running time of the tenant picked last: a tenant back from idle starts at most
    /// [`LAG`] below it.
    pub(super) floor: u64,
}

impl Coordinator<'_> {
    /// Takes every job waiting in the channel.
    pub(super) fn drain(&mut self) {
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
    pub(super) fn key(&self, tenant: u64) -> u64 {
        self.used.get(&tenant).copied().unwrap_or(0).max(self.floor.saturating_sub(LAG))
    }

    /// The job to run next: of the jobs that may run now (the first of each tenant; a fence of
    /// all tenants, or a dispatch binding two, only when nothing is before it; nothing passes the
    /// latter), the one whose tenant has had the least
    /// running time, the earliest on a tie. Fair shares: a tenant of short calls goes before
    /// one whose dispatches run for long, and two busy tenants alternate.
    pub(super) fn pick(&self) -> usize {
        if self.queue.len() <= 1 {
            return 0;
        }
        let mut seen = std::collections::HashSet::new();
        let mut best: Option<(u64, usize)> = None;
        for (i, (order, _)) in self.queue.iter().enumerate() {
            let t = match order {
                JobOrder::Tenant(t) => t,
                _ if i == 0 => return 0,
                JobOrder::After => continue,
                JobOrder::Alone => break,
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
    pub(super) fn begin(&mut self, tenant: u64) -> std::time::Instant {
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
    pub(super) fn end(&mut self) {
        self.turns.running.store(0, Ordering::SeqCst);
    }

    /// Runs `job`, or a turn of it: a dispatch or batch stream that gave way to another
    /// tenant comes back, to be resumed later.
    pub(super) fn run(&mut self, job: CoordinatorJob, depth: &QueueDepth) -> Option<CoordinatorJob> {
        let copiers = &mut self.copiers;
        match job {
            CoordinatorJob::Zero(b) => {
                if let Ok(r) = handles::region(&b)
                    && let Ok(c) = copiers.of(r.heap())
                {
                    let _ = c.zero(r.addr, r.size as u32);
                }
            }
            CoordinatorJob::Write(b, offset, data) => {
                if let Ok(r) = handles::region(&b)
                    && let Ok(c) = copiers.of(r.heap())
                {
                    let _ = c.write(r.addr + offset as u32, &data);
                }
            }
            CoordinatorJob::Read(b, tx) => {
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
            CoordinatorJob::Fence(tx, _) => {
                let _ = tx.send(());
            }
            CoordinatorJob::Copy(from, to) => {
                if let (Ok(f), Ok(t)) = (handles::region(&from), handles::region(&to))
                    && let Ok(c) = copiers.of(f.heap())
                {
                    if let Some(why) = f.poisoned() {
                        t.poison(&why);
                    }
                    let _ = c.copy(t.addr, f.addr, f.size.min(t.size) as u32);
                }
            }
            CoordinatorJob::Batch(mut run, reply) => {
                let since = self.begin(run.heap.id);
                let outcome = batch::run(self, &mut run, since);
                self.end();
                match outcome {
                    Some(outcome) => {
                        drop(run);
                        let _ = reply.send(outcome);
                    }
                    None => return Some(CoordinatorJob::Batch(run, reply)),
                }
            }
            CoordinatorJob::Schedule { schedule, before, after, reply, next } => {
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
                    Ok(TurnEnd::Gave(at)) => {
                        return Some(CoordinatorJob::Schedule {
                            schedule,
                            before,
                            after,
                            reply,
                            next: Some(at),
                        });
                    }
                    Ok(TurnEnd::Done(ran)) => Ok(ran),
                    Err(e) => Err(e),
                };
                if let Err(e) = &outcome {
                    tracing::error!(target: "wasm_host::cpu", "a pipeline run failed: {e}");
                }
                let _ = reply.send(outcome);
            }
            CoordinatorJob::Dispatch { program, bindings, groups, budget, verdict, started } => {
                let tenant = bindings.first().and_then(heap_of).unwrap_or(0);
                let since = self.begin(tenant);
                let outcome = match handles::program(&program) {
                    Ok(p) => self.dispatch(p, &bindings, groups, budget, started, since),
                    Err(e) => Err(e.message().to_string()),
                };
                self.end();
                let outcome = match outcome {
                    Ok(TurnEnd::Gave(started)) => {
                        let started = Some(started);
                        return Some(CoordinatorJob::Dispatch {
                            program,
                            bindings,
                            groups,
                            budget,
                            verdict,
                            started,
                        });
                    }
                    Ok(TurnEnd::Done(cut)) => Ok(cut),
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
    pub(super) fn dispatch(
        &mut self,
        p: &CpuProgram,
        bindings: &[Buffer],
        groups: [u32; 3],
        budget: u32,
        started: Option<Box<StartedDispatch>>,
        since: std::time::Instant,
    ) -> std::result::Result<TurnEnd<Box<StartedDispatch>, bool>, String> {
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
                Box::new(StartedDispatch { flag, table })
            }
        };
        if !self.run_table(&started.table, since)? {
            return Ok(TurnEnd::Gave(started));
        }
        if p.guard.is_none() {
            return Ok(TurnEnd::Done(false));
        }
        let word = self.copiers.of(&started.table.heap).map_err(e)?.read(started.flag.addr, 4).map_err(e)?;
        Ok(TurnEnd::Done(word.first().is_some_and(|&w| w != 0)))
    }

    /// Runs a turn of `t` on the workers (the coordinator takes part): until every workgroup
    /// has run (`true`) or another tenant's job is waiting (`false`: `t` keeps its progress).
    pub(super) fn run_table(
        &mut self,
        t: &TableRun,
        since: std::time::Instant,
    ) -> std::result::Result<bool, String> {
        let e = |e: Error| e.to_string();
        // The table is written at every turn (other jobs of its tenant never run in between,
        // but this costs a few words).
        let bytes: Vec<u8> = t.words.iter().flat_map(|w| w.to_le_bytes()).collect();
        self.copiers.of(&t.heap).map_err(e)?.write(TABLE_AT, &bytes).map_err(e)?;
        let began = std::time::Instant::now();
        let share = |i: usize| DispatchShare {
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
            if w.send(WorkerTask::One(DispatchWork { share: share(i), done: done_tx.clone() })).is_ok() {
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
pub(super) enum TurnEnd<S, T> {
    Done(T),
    Gave(S),
}

/// A dispatch's workgroups, run over one or more turns: the table, each participant's scratch
/// and the progress.
pub(super) struct TableRun {
    pub(super) heap: Arc<Heap>,
    pub(super) program: Arc<(u64, wasmtime::Module)>,
    pub(super) words: Vec<u32>,
    /// One per participant: the coordinator, then the workers that take part.
    pub(super) scratch: Vec<Option<Region>>,
    pub(super) progress: Arc<WorkgroupProgress>,
}

impl TableRun {
    /// `program` over `groups` workgroups in `heap`, with `words` as the dispatch table (written at
    /// `TABLE_AT`) and `scratch_bytes` of scratch per participant: one (the coordinator) for
    /// dispatches too small to split or without workers, else one per worker.
    pub(super) fn new(
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
        let progress = Arc::new(WorkgroupProgress {
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
/// tenant ([`TurnState::yield_now`]). A chunk doubles while a call takes less than [`CHUNK_TIME`]
/// and halves when one takes over 20 times that.
pub(super) fn run_chunks(instances: &mut Instances, s: &DispatchShare) -> std::result::Result<(), String> {
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
pub(super) const COORDINATOR_SPIN: std::time::Duration = std::time::Duration::from_micros(50);

/// The next job: polled for [`COORDINATOR_SPIN`], then waited for; `None` once every sender is
/// gone.
pub(super) fn next_job(jobs: &mpsc::Receiver<CoordinatorJob>) -> Option<CoordinatorJob> {
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
pub(super) const INLINE_GROUPS: u64 = 4;

/// The table of one dispatch: groups, budget, then each slot's base and length. The flag
/// and budget slots of a bounded program point at `flag` and `budget_at`.
pub(super) fn table_words(
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
pub(super) fn wait_for(
    done: &mpsc::Receiver<std::result::Result<(), String>>,
    sent: usize,
) -> Option<String> {
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
pub(super) type RunFn = wasmtime::TypedFunc<(u32, u32, u32, u32), ()>;

/// A worker's store and its instances by (program, tenant memory).
pub(super) struct Instances {
    pub(super) engine: wasmtime::Engine,
    pub(super) store: wasmtime::Store<()>,
    pub(super) by_key: HashMap<(u64, u64), RunFn>,
    /// The clock of the backstop, this thread's interrupt word, and the backstop.
    pub(super) clock: Arc<interrupt::Clock>,
    pub(super) stop: Arc<interrupt::Stop>,
    pub(super) backstop: std::time::Duration,
}

impl Instances {
    pub(super) fn new(
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
    pub(super) fn backstop_ticks(&self) -> u64 {
        (self.backstop.as_millis() / TICK.as_millis()).max(1) as u64
    }

    /// Runs workgroups `lo..hi` of `program` in `memory` (heap `heap`), interrupted after
    /// `deadline` ticks of the clock.
    pub(super) fn run(
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

pub(super) fn worker(mut instances: Instances, tasks: &mpsc::Receiver<WorkerTask>) {
    for task in tasks {
        match task {
            WorkerTask::One(w) => {
                let result = run_chunks(&mut instances, &w.share);
                let _ = w.done.send(result);
            }
            WorkerTask::Plan(w) => {
                let result = schedule::run_share(&w, &mut |program, lo, hi, table, scratch| {
                    let backstop = instances.backstop_ticks();
                    instances.run(program, &w.memory, w.heap, (lo, hi, table, scratch), backstop)
                });
                let _ = w.done.send(result);
            }
        }
    }
}
