//! Fused schedules on the cpu executor: the worker threads run every dispatch of a plan over
//! the tenant's memory, advancing dispatch to dispatch on a barrier, with no return to the
//! coordinator in between (`fused-threaded`), or one worker runs them all (`fused-sync`).
//!
//! Everything a run needs is laid out once, when the schedule is prepared: each dispatch's
//! table (slot bases, its budget) at an address of its own, one flag word per dispatch, and
//! each worker's scratch. A run zeroes the flags, applies the copies in, hands every worker
//! its share of every dispatch, waits, reads the flags and applies the copies out. When
//! another tenant's job waits, the workers stop inside a dispatch (at a chunk of their share)
//! or between two, all at the same barrier, and the run resumes there later.
//!
//! A timed schedule has a [`StepClock`]: the last worker to reach each barrier charges the
//! time since the previous barrier (or since the turn began) to that dispatch, so a dispatch
//! split by another tenant's turn is charged only the time it ran.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};

use super::memory::{Heap, Region};
use super::{CoordinatorJob, Copiers, CpuExecutor};
use crate::error::{Error, Result};
use crate::exec::{
    BoxFuture, Buffer, BufferCopy, Dispatch, Program, Ran, Schedule, ScheduleKind, ScheduleOptions,
    StepTimes, TimeSource,
};
use naga_wasm::abi::table;

/// A prepared schedule (shared with the coordinator and the workers while it runs).
#[derive(Debug)]
pub(super) struct CpuSchedule {
    pub(super) heap: Arc<Heap>,
    pub(super) steps: Arc<Vec<PlanStep>>,
    /// One flag word per dispatch.
    flags: Region,
    /// Each worker's scratch (as many as take part).
    pub(super) scratch: Vec<Option<Region>>,
    /// A timed schedule's clock.
    clock: Option<Arc<StepClock>>,
    /// The tables, one per dispatch (one per phase of each band of a dispatch run as bands),
    /// then the phases' window words.
    _tables: Buffer,
    /// Each worker's two tiles for dispatches run as bands.
    _tiles: Vec<Region>,
    /// What the tables point into, kept alive with the schedule.
    _buffers: Vec<Buffer>,
    _programs: Vec<Program>,
}

/// The time each dispatch of a run took, charged at the barriers.
#[derive(Debug)]
pub(super) struct StepClock {
    epoch: std::time::Instant,
    /// When the current dispatch began (nanoseconds since `epoch`).
    mark: AtomicU64,
    nanos: Vec<AtomicU64>,
}

impl StepClock {
    fn new(dispatches: usize) -> StepClock {
        StepClock {
            epoch: std::time::Instant::now(),
            mark: AtomicU64::new(0),
            nanos: (0..dispatches).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn now(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_nanos()).unwrap_or(u64::MAX)
    }

    /// A turn begins: time runs from now.
    fn start(&self) {
        self.mark.store(self.now(), Ordering::Relaxed);
    }

    /// Charges the time since the last mark to dispatch `k` (by the one party that decides at
    /// its barrier).
    fn lap(&self, k: usize) {
        let now = self.now();
        let was = self.mark.swap(now, Ordering::Relaxed);
        if let Some(n) = self.nanos.get(k) {
            n.fetch_add(now.saturating_sub(was), Ordering::Relaxed);
        }
    }

    fn reset(&self) {
        self.nanos.iter().for_each(|n| n.store(0, Ordering::Relaxed));
    }

    fn times(&self) -> StepTimes {
        StepTimes {
            source: TimeSource::CpuClock,
            nanos: self.nanos.iter().map(|n| n.load(Ordering::Relaxed)).collect(),
        }
    }
}

/// One dispatch as the workers run it.
#[derive(Clone, Debug)]
pub(super) struct PlanStep {
    pub(super) program: Arc<(u64, wasmtime::Module)>,
    pub(super) table: u32,
    pub(super) groups: u64,
    pub(super) budget: u32,
    /// Which of the schedule's dispatches it is (`None`: a copy in or out, see [`RunSteps`]).
    pub(super) dispatch: Option<usize>,
    /// A dispatch run as bands: `groups` counts bands, and each band runs its phases in order,
    /// each one call over all its workgroups: (table, workgroups).
    pub(super) bands: Option<Arc<BandRuns>>,
}

/// Each band's phases, in order: (table, workgroups).
pub(super) type BandRuns = Vec<Vec<(u32, u64)>>;

/// Checks a dispatch's bands against its `bindings` before anything is laid out.
fn check_bands(b: &crate::exec::Bands, bindings: usize) -> Result<()> {
    if b.carried < 2 || b.carried >= bindings || b.bands.is_empty() || b.bands.iter().any(|p| p.is_empty()) {
        return Err(Error::trap("a dispatch's bands do not fit its bindings"));
    }
    if b.tile_bytes > u64::from(u32::MAX) {
        return Err(Error::trap("a band's tile over 4 GiB"));
    }
    Ok(())
}

/// The fewest bytes of a copy in or out that the workers split among them (as dispatches of
/// the copy program); smaller ones the coordinator makes itself.
const PARALLEL_COPY_MIN: u32 = 4 << 20;

/// What one run's workers go through: the schedule's dispatches, with the run's large copies
/// in before them and out after them as dispatches of the copy program (their tables, three
/// words each, kept as long as the run, across the turns it gives way in).
pub(super) struct RunSteps {
    steps: Arc<Vec<PlanStep>>,
    _tables: Option<Region>,
}

/// One worker's part of a run: its share of every dispatch.
pub(super) struct PlanWork {
    pub(super) steps: Arc<Vec<PlanStep>>,
    /// This worker's index among `parts`.
    pub(super) part: u64,
    pub(super) parts: u64,
    pub(super) scratch: u32,
    pub(super) memory: wasmtime::SharedMemory,
    pub(super) heap: u64,
    /// The first dispatch to run (a run that gave way to another tenant resumes there).
    pub(super) from: usize,
    /// Each part's cursor in its share of the dispatch under way: the next workgroup (band) of
    /// that share no part has taken yet. Parts take chunks of their own share, then of the
    /// others' (not of a dispatch run as bands, whose bands run in their owner's tiles); set
    /// for the next dispatch at each barrier, read there to decide whether the run stops.
    pub(super) positions: Arc<Vec<AtomicU64>>,
    /// Whether to give way to another tenant (decided at each barrier), and since when the
    /// turn runs.
    pub(super) turns: Arc<super::TurnState>,
    pub(super) since: std::time::Instant,
    /// Also says whether a worker's share failed: the others then skip the remaining
    /// dispatches.
    pub(super) barrier: Arc<SpinBarrier>,
    /// A timed schedule's clock.
    pub(super) clock: Option<Arc<StepClock>>,
    pub(super) done: mpsc::Sender<std::result::Result<usize, String>>,
}

/// A barrier for the workers of one run that spins briefly before yielding: between two
/// dispatches of a plan the wait is usually short, and a condition variable's wake-up costs
/// more than the dispatch of a small grid.
#[derive(Debug)]
pub(super) struct SpinBarrier {
    parties: usize,
    arrived: AtomicUsize,
    generation: AtomicUsize,
    /// Once set, waits return at once (a party failed or never started).
    aborted: AtomicBool,
    /// What the last party to arrive decided for everyone: stop after this dispatch.
    stop: AtomicBool,
}

impl SpinBarrier {
    pub(super) fn new(parties: usize) -> SpinBarrier {
        SpinBarrier {
            parties,
            arrived: AtomicUsize::new(0),
            generation: AtomicUsize::new(0),
            aborted: AtomicBool::new(false),
            stop: AtomicBool::new(false),
        }
    }

    /// Breaks the barrier: every wait, now and later, returns at once.
    pub(super) fn abort(&self) {
        self.aborted.store(true, Ordering::Release);
    }

    /// Whether the barrier was broken.
    pub(super) fn aborted(&self) -> bool {
        self.aborted.load(Ordering::Acquire)
    }

    /// Waits until every party has arrived (every write before it is seen by every party
    /// after), or the barrier is broken; answers what the last party to arrive decided
    /// (`decide` is called once per wait, by that party), the same for every party.
    pub(super) fn wait(&self, decide: impl FnOnce() -> bool) -> bool {
        let generation = self.generation.load(Ordering::Acquire);
        if self.arrived.fetch_add(1, Ordering::AcqRel) + 1 == self.parties {
            // Read by the others only after the generation moves, and written again only once
            // every party has arrived at the next wait (after reading it here).
            self.stop.store(decide(), Ordering::Relaxed);
            self.arrived.store(0, Ordering::Relaxed);
            self.generation.fetch_add(1, Ordering::AcqRel);
            return self.stop.load(Ordering::Relaxed);
        }
        let mut spins = 0u32;
        while self.generation.load(Ordering::Acquire) == generation && !self.aborted() {
            if spins < 1 << 12 {
                std::hint::spin_loop();
                spins += 1;
            } else {
                std::thread::yield_now();
            }
        }
        self.stop.load(Ordering::Relaxed)
    }
}

/// Bytes of one dispatch table for a program of `slots` slots, rounded to 16.
fn table_bytes(slots: usize) -> u64 {
    (u64::from(table::HEADER) + u64::from(table::SLOT) * slots as u64).next_multiple_of(16)
}

impl CpuExecutor {
    pub(super) fn prepare(&self, dispatches: Vec<Dispatch>, options: ScheduleOptions) -> Result<Schedule> {
        let threads = options.threads;
        let first = dispatches
            .first()
            .and_then(|d| d.bindings.first())
            .ok_or_else(|| Error::trap("an empty schedule"))?;
        let heap = super::handles::region(first)?.heap().clone();
        let mut programs: Vec<Program> = Vec::new();
        let mut buffers: Vec<Buffer> = Vec::new();
        let mut sizes = Vec::with_capacity(dispatches.len());
        let mut scratch_bytes = 0u64;
        let mut tile_bytes = 0u64;
        let mut windows = 0u64;
        for d in &dispatches {
            let p = super::handles::program(&d.program)?;
            // A dispatch run as bands binds its window words besides its bindings.
            self.check_bindings(p, &d.bindings.iter().collect::<Vec<_>>(), usize::from(d.bands.is_some()))?;
            for b in &d.bindings {
                if super::handles::region(b)?.heap().id != heap.id {
                    return Err(Error::trap("a schedule binds buffers of two tenants"));
                }
                if !buffers.iter().any(|c| c.same(b)) {
                    buffers.push(b.clone());
                }
            }
            if !programs.iter().any(|q| q.same(&d.program)) {
                programs.push(d.program.clone());
            }
            scratch_bytes = scratch_bytes.max(u64::from(p.compiled.scratch_bytes));
            // A table per dispatch, or per phase of each band.
            let tables = match &d.bands {
                Some(b) => {
                    check_bands(b, d.bindings.len())?;
                    tile_bytes = tile_bytes.max(b.tile_bytes.next_multiple_of(16));
                    b.bands.iter().map(|p| p.len() as u64).sum()
                }
                None => 1,
            };
            windows += if d.bands.is_some() { tables } else { 0 };
            sizes.push(table_bytes(p.compiled.slots.len()) * tables);
        }
        let table_size = sizes.iter().sum::<u64>() + 16 * windows;
        let tables = Buffer::new(&self.census, table_size.max(16), Region::new(&heap, table_size.max(16))?);
        let tables_at = super::handles::region(&tables)?.addr;
        let flags = Region::new(&heap, 4 * dispatches.len() as u64)?;
        let parts = if threads { self.threads.max(1) } else { 1 };
        let scratch = (0..parts)
            .map(|_| (scratch_bytes > 0).then(|| Region::new(&heap, scratch_bytes)).transpose())
            .collect::<Result<Vec<_>>>()?;
        // Two tiles per worker for the dispatches run as bands.
        let tiles = if tile_bytes > 0 {
            (0..2 * parts).map(|_| Region::new(&heap, tile_bytes)).collect::<Result<Vec<_>>>()?
        } else {
            Vec::new()
        };
        let mut steps = Vec::with_capacity(dispatches.len());
        let mut bytes: Vec<u8> = Vec::new();
        let mut window_bytes: Vec<u8> = Vec::new();
        let mut at = tables_at;
        let mut window_at = tables_at + sizes.iter().sum::<u64>() as u32;
        for (i, d) in dispatches.iter().enumerate() {
            let p = super::handles::program(&d.program)?;
            let regions = d
                .bindings
                .iter()
                .map(|b| super::handles::region(b).map(|r| (r.addr, r.size)))
                .collect::<Result<Vec<_>>>()?;
            let flag = (flags.addr + 4 * i as u32, 4);
            let size = table_bytes(p.compiled.slots.len());
            let mut table = |regions: &[(u32, u64)], workgroups: [u32; 3]| {
                let budget = self.budget_of(p, workgroups);
                let words = super::table_words(p, regions, workgroups, budget, flag, at + table::BUDGET);
                let mut t: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
                t.resize(size as usize, 0);
                bytes.extend(t);
                at += size as u32;
                (at - size as u32, budget)
            };
            let step = match &d.bands {
                None => {
                    let (table, budget) = table(&regions, d.workgroups);
                    PlanStep {
                        program: Arc::new((p.id, p.module.clone())),
                        table,
                        groups: d.workgroups.iter().map(|&g| u64::from(g)).product(),
                        budget,
                        dispatch: Some(i),
                        bands: None,
                    }
                }
                Some(b) => {
                    let count = b.bands.len() as u64;
                    let mut owner = 0;
                    let mut list = Vec::with_capacity(b.bands.len());
                    let mut first = None;
                    for (k, phases) in b.bands.iter().enumerate() {
                        // The worker whose share holds this band runs it, in its own tiles.
                        while share(count, owner, parts as u64).1 <= k as u64 {
                            owner += 1;
                        }
                        let tile = |t: usize| {
                            let r = &tiles[2 * owner as usize + t];
                            (r.addr, r.size)
                        };
                        let mut runs = Vec::with_capacity(phases.len());
                        for (j, phase) in phases.iter().enumerate() {
                            let mut regions = regions.clone();
                            if j > 0 {
                                regions[b.carried] = tile((j - 1) % 2);
                            }
                            if j + 1 < phases.len() {
                                regions[1] = tile(j % 2);
                            }
                            regions.push((window_at, 16));
                            window_bytes.extend(phase.window.iter().flat_map(|w| w.to_le_bytes()));
                            window_at += 16;
                            let (table, budget) = table(&regions, phase.workgroups);
                            first.get_or_insert((table, budget));
                            let groups = phase.workgroups.iter().map(|&g| u64::from(g)).product();
                            runs.push((table, groups));
                        }
                        list.push(runs);
                    }
                    let (table, budget) = first.ok_or_else(|| Error::trap("a dispatch of no bands"))?;
                    PlanStep {
                        program: Arc::new((p.id, p.module.clone())),
                        table,
                        groups: count,
                        budget,
                        dispatch: Some(i),
                        bands: Some(Arc::new(list)),
                    }
                }
            };
            steps.push(step);
        }
        bytes.extend(window_bytes);
        self.send(CoordinatorJob::Write(tables.clone(), 0, bytes))?;
        let kind = if threads && self.threads > 1 { ScheduleKind::Threaded } else { ScheduleKind::Sync };
        let len = steps.len();
        Ok(Schedule::new(
            kind,
            len,
            Arc::new(CpuSchedule {
                heap,
                steps: Arc::new(steps),
                flags,
                scratch,
                clock: options.timed.then(|| Arc::new(StepClock::new(len))),
                _tables: tables,
                _tiles: tiles,
                _buffers: buffers,
                _programs: programs,
            }),
        ))
    }

    pub(super) fn run<'a>(
        &'a self,
        schedule: &'a Schedule,
        before: &'a [BufferCopy],
        after: &'a [BufferCopy],
    ) -> BoxFuture<'a, Result<Ran>> {
        Box::pin(async move {
            let s = super::handles::schedule(schedule)?;
            let check = |c: &BufferCopy| -> Result<()> {
                let (from, to) = (super::handles::region(&c.0)?, super::handles::region(&c.1)?);
                if to.size < from.size || from.heap().id != s.heap.id || to.heap().id != s.heap.id {
                    return Err(Error::trap("a schedule copy between mismatched buffers"));
                }
                Ok(())
            };
            before.iter().chain(after).try_for_each(check)?;
            let (tx, rx) = tokio::sync::oneshot::channel();
            self.send(CoordinatorJob::Schedule {
                schedule: s.clone(),
                before: before.to_vec(),
                after: after.to_vec(),
                reply: tx,
                next: None,
            })?;
            rx.await.map_err(|_| Error::device("the cpu executor stopped during a pipeline run"))?
        })
    }
}

/// The coordinator's part of a run (or of a turn of it, resuming at `next`): copies in, the
/// workers' shares, flags, copies out. The workers give way to another tenant (`turns`, for a
/// turn that began at `since`) inside or between dispatches: then it answers where to resume.
pub(super) fn run_plan(
    copiers: &mut Copiers,
    workers: &[mpsc::Sender<super::WorkerTask>],
    s: &CpuSchedule,
    (before, after): (&[BufferCopy], &[BufferCopy]),
    next: Option<Resume>,
    since: std::time::Instant,
    turns: &Arc<super::TurnState>,
) -> Result<super::TurnEnd<Resume, Ran>> {
    let region = |b: &Buffer| super::handles::region(b).map(|r| (r.addr, r.size));
    let parts = s.scratch.len().min(workers.len()).max(1);
    // Copies the workers split among them (one worker gains nothing from it).
    let large = |len: u64| parts > 1 && len >= u64::from(PARALLEL_COPY_MIN);
    let (from, resume, run) = match next {
        Some(r) => (r.step, r.positions, r.run),
        None => {
            let mut split = (Vec::new(), Vec::new());
            let copier = copiers.of(&s.heap)?;
            for (from, to) in before {
                let ((src, len), (dst, _)) = (region(from)?, region(to)?);
                if large(len) {
                    split.0.push((dst, src, len as u32));
                } else {
                    copier.copy(dst, src, len as u32)?;
                }
            }
            for (from, to) in after {
                let ((src, len), (dst, _)) = (region(from)?, region(to)?);
                if large(len) {
                    split.1.push((dst, src, len as u32));
                }
            }
            copier.zero(s.flags.addr, s.flags.size as u32)?;
            if let Some(c) = &s.clock {
                c.reset();
            }
            (0, Vec::new(), run_steps(copiers, s, &split)?)
        }
    };
    if let Some(c) = &s.clock {
        c.start();
    }
    // Each part's cursor: where it resumes, else its share's start.
    let groups = run.steps.get(from).map_or(0, |s| s.groups);
    let positions: Arc<Vec<AtomicU64>> = Arc::new(
        (0..parts)
            .map(|i| {
                AtomicU64::new(resume.get(i).copied().unwrap_or(share(groups, i as u64, parts as u64).0))
            })
            .collect(),
    );
    let barrier = Arc::new(SpinBarrier::new(parts));
    let (done_tx, done_rx) = mpsc::channel();
    let mut sent = 0;
    for (i, w) in workers.iter().take(parts).enumerate() {
        let work = PlanWork {
            steps: run.steps.clone(),
            part: i as u64,
            parts: parts as u64,
            scratch: s.scratch.get(i).and_then(|r| r.as_ref()).map_or(0, |r| r.addr),
            memory: s.heap.memory.clone(),
            heap: s.heap.id,
            from,
            positions: positions.clone(),
            turns: turns.clone(),
            since,
            barrier: barrier.clone(),
            clock: s.clock.clone(),
            done: done_tx.clone(),
        };
        if w.send(super::WorkerTask::Plan(work)).is_ok() {
            sent += 1;
        }
    }
    drop(done_tx);
    if sent != parts {
        // A worker is gone: the others would wait on the barrier for ever.
        barrier.abort();
    }
    let mut failed = None;
    let mut reached = run.steps.len();
    for _ in 0..sent {
        match done_rx.recv() {
            Ok(Ok(at)) => reached = reached.min(at),
            Ok(Err(e)) => failed = Some(e),
            Err(_) => failed = Some("a cpu worker stopped".to_string()),
        }
    }
    if sent != parts {
        failed.get_or_insert_with(|| "a cpu worker stopped".to_string());
    }
    if let Some(e) = failed {
        return Err(Error::device(format!("a pipeline run failed on the cpu executor: {e}")));
    }
    if reached < run.steps.len() {
        // Stopped at the barrier after dispatch `reached`: within it if a part's share is not
        // done (resume there, each part where it stopped), else before the next one.
        let step = &run.steps[reached];
        let at: Vec<u64> = positions.iter().map(|p| p.load(Ordering::Acquire)).collect();
        let within = at.iter().enumerate().any(|(i, &a)| a < share(step.groups, i as u64, parts as u64).1);
        return Ok(super::TurnEnd::Gave(if within {
            Resume { step: reached, positions: at, run }
        } else {
            Resume { step: reached + 1, positions: Vec::new(), run }
        }));
    }
    let copier = copiers.of(&s.heap)?;
    let words = copier.read(s.flags.addr, s.flags.size as usize)?;
    let cut = words
        .iter()
        .position(|&w| w != 0)
        .map(|dispatch| crate::exec::Cut { dispatch, budget: s.steps[dispatch].budget });
    for (from, to) in after {
        let ((src, len), (dst, _)) = (region(from)?, region(to)?);
        if !large(len) {
            copier.copy(dst, src, len as u32)?;
        }
    }
    Ok(super::TurnEnd::Done(Ran { cut, times: s.clock.as_ref().map(|c| c.times()) }))
}

/// Runs workgroups `lo..hi` of a program with a table and scratch: `(program, lo, hi, table,
/// scratch)`.
pub(super) type RunShare<'a> =
    dyn FnMut(&Arc<(u64, wasmtime::Module)>, u32, u32, u32, u32) -> std::result::Result<(), String> + 'a;

/// Where a run that gave way resumes: a dispatch, and each part's position in it (empty: at
/// the start of each share).
pub(super) struct Resume {
    step: usize,
    positions: Vec<u64>,
    run: RunSteps,
}

/// Copies as `(dst, src, len)`, in one memory.
type Copies = Vec<(u32, u32, u32)>;

/// The run's steps: `s`'s dispatches, with `before` and `after` (`(dst, src, len)` each) as
/// dispatches of the copy program around them.
fn run_steps(copiers: &mut Copiers, s: &CpuSchedule, (before, after): &(Copies, Copies)) -> Result<RunSteps> {
    if before.is_empty() && after.is_empty() {
        return Ok(RunSteps { steps: s.steps.clone(), _tables: None });
    }
    let program = copiers.copy_program()?;
    let copies = before.len() + after.len();
    let tables = Region::new(&s.heap, 16 * copies as u64)?;
    let words: Vec<u8> = before
        .iter()
        .chain(after)
        .flat_map(|&(dst, src, len)| [dst, src, len, 0])
        .flat_map(u32::to_le_bytes)
        .collect();
    copiers.of(&s.heap)?.write(tables.addr, &words)?;
    let copy = |k: usize, &(_, _, len): &(u32, u32, u32)| PlanStep {
        program: program.clone(),
        table: tables.addr + 16 * k as u32,
        groups: u64::from(len).div_ceil(super::memory::COPY_CHUNK),
        budget: 0,
        dispatch: None,
        bands: None,
    };
    let mut steps: Vec<PlanStep> = before.iter().enumerate().map(|(k, c)| copy(k, c)).collect();
    steps.extend(s.steps.iter().cloned());
    steps.extend(after.iter().enumerate().map(|(k, c)| copy(before.len() + k, c)));
    Ok(RunSteps { steps: Arc::new(steps), _tables: Some(tables) })
}

/// Part `part` of `parts`' share of `groups` workgroups.
fn share(groups: u64, part: u64, parts: u64) -> (u64, u64) {
    (groups * part / parts, groups * (part + 1) / parts)
}

/// A worker's part of a run: its share of each dispatch from `w.from` on, then the barrier.
/// A share runs in chunks (as `run_chunks` does), each taken from the part's cursor; a part
/// whose share is done takes chunks of the others' shares (which balances parts that run at
/// different speeds, two hyperthreads of one core beside a core alone), except in a dispatch
/// run as bands. After its first chunk of the turn, a part stops early when the turn gives way
/// to another tenant ([`super::TurnState::yield_now`]); at the barrier, the last part to arrive
/// decides for all whether the run stops there (a share left unfinished, or the turn giving
/// way before the next dispatch) and otherwise sets the cursors for the next dispatch. Answers
/// the dispatch at whose barrier it stopped (the number of dispatches when all ran).
pub(super) fn run_share(w: &PlanWork, run: &mut RunShare<'_>) -> std::result::Result<usize, String> {
    let mut failed = None;
    let mut ran = false;
    for (k, step) in w.steps.iter().enumerate().skip(w.from) {
        // Its own share, then the others' in turn (bands: its own only).
        let others = if step.bands.is_some() { 1 } else { w.parts };
        'shares: for q in (0..others).map(|i| (w.part + i) % w.parts) {
            let (lo, hi) = share(step.groups, q, w.parts);
            // Chunks start small in each share (a part taking another's takes little at a
            // time) and never grow past the share.
            let mut chunk = 1u64;
            loop {
                if failed.is_some() || w.barrier.aborted() || (ran && w.turns.yield_now(w.since)) {
                    break 'shares;
                }
                let at = w.positions[q as usize].fetch_add(chunk, Ordering::AcqRel);
                if at >= hi {
                    break;
                }
                let end = (at + chunk).min(hi);
                let start = std::time::Instant::now();
                let ran_chunk =
                    match &step.bands {
                        None => run(&step.program, at as u32, end as u32, step.table, w.scratch),
                        // Bands `at..end`, each band's phases in order.
                        Some(bands) => bands[at as usize..end as usize].iter().flatten().try_for_each(
                            |&(table, groups)| run(&step.program, 0, groups as u32, table, w.scratch),
                        ),
                    };
                if let Err(e) = ran_chunk {
                    w.barrier.abort();
                    failed = Some(e);
                    break 'shares;
                }
                ran = true;
                let took = start.elapsed();
                if took < super::CHUNK_TIME {
                    chunk = chunk.saturating_mul(2).min((hi - lo).max(1));
                } else if took > 20 * super::CHUNK_TIME && chunk > 1 {
                    chunk /= 2;
                }
            }
        }
        let next = w.steps.get(k + 1);
        let decide = || {
            if let Some(c) = &w.clock {
                // A copy's time is nobody's dispatch: the next one's time starts after it.
                match step.dispatch {
                    Some(d) => c.lap(d),
                    None => c.start(),
                }
            }
            let within = w
                .positions
                .iter()
                .enumerate()
                .any(|(i, p)| p.load(Ordering::Acquire) < share(step.groups, i as u64, w.parts).1);
            let stop = within || (next.is_some() && w.turns.yield_now(w.since));
            if let (false, Some(next)) = (stop, next) {
                for (i, p) in w.positions.iter().enumerate() {
                    p.store(share(next.groups, i as u64, w.parts).0, Ordering::Release);
                }
            }
            stop
        };
        let stop = if w.parts > 1 { w.barrier.wait(decide) } else { decide() };
        if stop && failed.is_none() && !w.barrier.aborted() {
            return Ok(k);
        }
    }
    failed.map_or(Ok(w.steps.len()), Err)
}
