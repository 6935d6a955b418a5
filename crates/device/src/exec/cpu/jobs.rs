//! What the coordinator is asked to do (`CoordinatorJob`), in what order, and the work it hands its
//! workers (`WorkerTask`, `DispatchWork`, `DispatchShare`), with the turns tenants take.

use super::*;

/// What the coordinator does, in order.
pub(super) enum CoordinatorJob {
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
        started: Option<Box<StartedDispatch>>,
    },
    /// Answers once every earlier job (of the tenant given, or of all tenants) has run.
    Fence(tokio::sync::oneshot::Sender<()>, Option<u64>),
    Copy(Buffer, Buffer),
    Batch(Box<batch::BatchRun>, tokio::sync::oneshot::Sender<Result<Vec<u8>>>),
    Schedule {
        schedule: Arc<schedule::CpuSchedule>,
        before: Vec<BufferCopy>,
        after: Vec<BufferCopy>,
        reply: tokio::sync::oneshot::Sender<Result<crate::exec::Ran>>,
        /// Once started: where the run resumes.
        next: Option<schedule::Resume>,
    },
}

/// The tenant (heap id) of a buffer.
pub(super) fn heap_of(b: &Buffer) -> Option<u64> {
    handles::region(b).ok().map(|r| r.heap().id)
}

/// How a job is ordered with the others. Jobs of one tenant run in the order they were sent;
/// jobs of different tenants touch different memories and may interleave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum JobOrder {
    /// With the jobs of one tenant (heap id).
    Tenant(u64),
    /// After every earlier job (a fence of all tenants); later jobs may pass it.
    After,
    /// After every earlier job and before every later one: a dispatch binding buffers of two
    /// tenants (it fails, and its poisoning must come before later jobs of either).
    Alone,
}

impl JobOrder {
    pub(super) fn tenant(self) -> Option<u64> {
        match self {
            JobOrder::Tenant(t) => Some(t),
            JobOrder::After | JobOrder::Alone => None,
        }
    }
}

impl CoordinatorJob {
    pub(super) fn order(&self) -> JobOrder {
        let of = |b: &Buffer| heap_of(b).map_or(JobOrder::Alone, JobOrder::Tenant);
        match self {
            CoordinatorJob::Zero(b)
            | CoordinatorJob::Write(b, ..)
            | CoordinatorJob::Read(b, _)
            | CoordinatorJob::Copy(b, _) => of(b),
            CoordinatorJob::Dispatch { bindings, .. } => match bindings.first().map(of) {
                Some(JobOrder::Tenant(t)) if bindings.iter().all(|b| heap_of(b) == Some(t)) => {
                    JobOrder::Tenant(t)
                }
                _ => JobOrder::Alone,
            },
            CoordinatorJob::Fence(_, Some(t)) => JobOrder::Tenant(*t),
            CoordinatorJob::Fence(_, None) => JobOrder::After,
            CoordinatorJob::Batch(run, _) => JobOrder::Tenant(run.heap.id),
            CoordinatorJob::Schedule { schedule, .. } => JobOrder::Tenant(schedule.heap.id),
        }
    }
}

/// A dispatch that has started: its loop-budget flag and its workgroups' progress.
pub(super) struct StartedDispatch {
    pub(super) flag: Region,
    pub(super) table: TableRun,
}

/// What a worker is given.
pub(super) enum WorkerTask {
    /// Its share of one dispatch.
    One(DispatchWork),
    /// Its share of every dispatch of a schedule.
    Plan(schedule::PlanWork),
}

/// What a worker runs: workgroups of the dispatch whose table is at `TABLE_AT`, taken a chunk
/// at a time from `progress` until none is left or the turn is preempted.
pub(super) struct DispatchWork {
    pub(super) share: DispatchShare,
    pub(super) done: mpsc::Sender<std::result::Result<(), String>>,
}

/// One participant's part of a turn of a dispatch (the coordinator's or a worker's).
pub(super) struct DispatchShare {
    pub(super) program: Arc<(u64, wasmtime::Module)>,
    pub(super) progress: Arc<WorkgroupProgress>,
    /// The participant's scratch memory for this dispatch (0: none needed).
    pub(super) scratch: u32,
    /// The tenant's memory the dispatch runs in, and its heap id.
    pub(super) memory: wasmtime::SharedMemory,
    pub(super) heap: u64,
    pub(super) turns: Arc<TurnState>,
    /// When the turn began (for giving way: a batch stream's turn spans its steps).
    pub(super) since: std::time::Instant,
    /// When this dispatch's part of the turn began (for the backstop, which counts the
    /// dispatch's own running time, never the earlier steps of its turn).
    pub(super) began: std::time::Instant,
}

/// How far a dispatch's workgroups got: every participant takes the next chunk here.
#[derive(Debug)]
pub(super) struct WorkgroupProgress {
    /// The first workgroup nobody has taken (may pass `total`).
    pub(super) next: AtomicU64,
    pub(super) total: u64,
    /// A participant failed: the others stop.
    pub(super) failed: AtomicBool,
    /// Nanoseconds the dispatch ran in earlier turns (for the backstop).
    pub(super) spent: AtomicU64,
}

/// What the coordinator and the callers share for preemption: which tenant's preemptible work
/// runs now, and whether another tenant's job waits for it.
#[derive(Debug, Default)]
pub(super) struct TurnState {
    /// The heap id whose dispatch (or batch stream) runs now; 0: none.
    pub(super) running: AtomicU64,
    /// Set when a job of another tenant arrives during the turn: the running dispatch stops at
    /// its next chunk boundary and the coordinator picks again.
    pub(super) preempt: AtomicBool,
    /// Set when other tenants' jobs were waiting as the turn began: it gives way after
    /// [`QUANTUM`].
    pub(super) waiting: AtomicBool,
}

impl TurnState {
    /// Whether a turn that began at `since` should give way now.
    pub(super) fn yield_now(&self, since: std::time::Instant) -> bool {
        self.preempt.load(Ordering::Relaxed)
            || (self.waiting.load(Ordering::Relaxed) && since.elapsed() >= QUANTUM)
    }
}
