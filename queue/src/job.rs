//! What travels through the queue: a job, its result, its state, a worker's status (JSON).

use serde::{Deserialize, Serialize};

/// One guest run asked of the workers: published on the jobs subject, one message per job.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Job {
    /// Its id (a NUID), the key of its state and result and its message id (publishing the same
    /// job twice queues it once).
    pub id: String,
    /// The component's SHA-256 (hex): its object is `components/HASH` in the object store.
    pub component: String,
    /// The guest's arguments, program name first.
    pub args: Vec<String>,
    /// Environment variables the guest sees.
    pub env: Vec<(String, String)>,
    /// Directories the guest sees (preopened, read-write), with the files they start with.
    pub dirs: Vec<JobDir>,
    /// Limits the job asks for; a worker runs it within its own (the tighter of the two).
    pub limits: JobLimits,
    /// When it was submitted, in milliseconds since the Unix epoch (absent in jobs submitted
    /// before this field existed).
    #[serde(default)]
    pub submitted_ms: Option<u64>,
    /// Time its pipeline steps (`submit --stats`): the result's `stats.steps` holds the times
    /// (a worker started with `--step-times` times every job's).
    #[serde(default)]
    pub stats: bool,
}

/// A directory of a job: the path the guest sees and its files.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct JobDir {
    /// The path the guest sees.
    pub guest: String,
    /// Its files.
    pub files: Vec<JobFile>,
}

/// A file of a job's directory, stored as an object.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct JobFile {
    /// Which of the job's directories it is in (an index into [`Job::dirs`]).
    pub dir: usize,
    /// Its path in that directory, `/`-separated.
    pub path: String,
    /// Its object in the object store.
    pub object: String,
    /// Its size in bytes.
    pub size: u64,
}

/// Limits a job asks for on the guest's own code (`None`: the worker's).
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct JobLimits {
    /// Wall-clock time of the run, in milliseconds.
    pub timeout_ms: Option<u64>,
    /// The guest's fuel (where the worker meters fuel).
    pub fuel: Option<u64>,
    /// The most bytes a linear memory of the guest may grow to.
    pub max_memory_bytes: Option<u64>,
}

/// Where a job is.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum State {
    /// Published, not taken yet (or taken again after a worker was lost).
    Queued,
    /// A worker runs it.
    Running,
    /// The guest ran to its end: see the exit code.
    Done,
    /// The guest could not run or trapped (a result, not retried).
    Failed,
    /// Delivered as often as the queue allows without any worker finishing it: set aside on
    /// the dead-letter subject.
    Dead,
    /// Cancelled (`jobs cancel`): never run if it was queued, stopped if it was running.
    Cancelled,
}

impl State {
    /// Whether the job is over (it has a result).
    pub fn is_final(self) -> bool {
        matches!(self, State::Done | State::Failed | State::Dead | State::Cancelled)
    }

    /// Every state, in the order `jobs` counts them.
    pub const ALL: [State; 6] =
        [State::Queued, State::Running, State::Done, State::Failed, State::Dead, State::Cancelled];

    /// The state named `name` (as [`name`](Self::name) gives it).
    pub fn from_name(name: &str) -> Option<State> {
        State::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The state's name as `jobs` prints it.
    pub fn name(self) -> &'static str {
        match self {
            State::Queued => "queued",
            State::Running => "running",
            State::Done => "done",
            State::Failed => "failed",
            State::Dead => "dead",
            State::Cancelled => "cancelled",
        }
    }
}

/// A job's state record (the jobs bucket, keyed by job id; the latest only).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct JobState {
    /// The job.
    pub id: String,
    /// Where it is.
    pub state: State,
    /// The worker that runs or ran it.
    pub worker: Option<String>,
    /// Which delivery of the job this is (1 for the first).
    pub attempt: u64,
    /// When this record was written, in milliseconds since the Unix epoch.
    pub updated_ms: u64,
}

/// A job's result (the results bucket, keyed by job id, written once: the first worker to
/// finish the job writes it, any later run of the same job finds it and stops).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct JobResult {
    /// The job.
    pub id: String,
    /// Done, failed or dead.
    pub state: State,
    /// The guest's exit code, where it ran to its end.
    pub exit_code: Option<i32>,
    /// Why it failed or died.
    pub error: Option<String>,
    /// It failed because the guest trapped (its own fault, or a fuel or time limit), not
    /// because it could not run: `submit --wait` then exits as `run` does for a trap (134).
    /// Absent in results written before this field existed.
    #[serde(default)]
    pub trapped: bool,
    /// The object holding the guest's standard output, if it wrote any.
    pub stdout: Option<String>,
    /// The object holding its standard error, if it wrote any.
    pub stderr: Option<String>,
    /// Files the run made or changed in the job's directories.
    pub outputs: Vec<JobFile>,
    /// The worker that ran it.
    pub worker: String,
    /// Which delivery of the job ran (1 for the first).
    pub attempt: u64,
    /// How long the run took, in milliseconds (fetching the guest and its files included).
    pub elapsed_ms: f64,
    /// The guest's GPU statistics where it ran, under `run --stats=json`'s names: `guest` (its
    /// counts) and `steps` (its pipeline steps' times, where the worker times them: `serve
    /// --step-times`).
    pub stats: Option<serde_json::Value>,
    /// When the job was submitted, taken by the worker that wrote this, and finished (or
    /// cancelled), in milliseconds since the Unix epoch (absent in results written before
    /// these fields existed, or where it was never taken).
    #[serde(default)]
    pub submitted_ms: Option<u64>,
    #[serde(default)]
    pub started_ms: Option<u64>,
    #[serde(default)]
    pub finished_ms: Option<u64>,
}

impl JobResult {
    /// How long the job waited in the queue before the run that wrote this began.
    pub fn queue_wait_ms(&self) -> Option<u64> {
        Some(self.started_ms?.saturating_sub(self.submitted_ms?))
    }
}

/// A worker's status (the workers bucket, keyed by worker name, refreshed every few seconds;
/// also published on `wasmhost.status.NAME`).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct WorkerStatus {
    /// The worker's name.
    pub name: String,
    /// The executor its guests run on.
    pub executor: String,
    /// How many jobs it runs at once at most.
    pub concurrency: usize,
    /// Jobs running now.
    pub running: u64,
    /// Jobs it finished whose guest ran to its end.
    pub done: u64,
    /// Jobs it finished whose guest could not run or trapped.
    pub failed: u64,
    /// Jobs it set aside as dead.
    pub dead: u64,
    /// Jobs it found already finished (redelivered after another worker wrote the result).
    pub duplicates: u64,
    /// Jobs it was given or ran that were cancelled (`jobs cancel`): not run, or stopped.
    #[serde(default)]
    pub cancelled: u64,
    /// Jobs it handed back to the queue (a draining worker's late deliveries, transient errors).
    pub returned: u64,
    /// Components it fetched and compiled, or found not loadable (each hash once while it is
    /// kept: later jobs of it, and jobs asking for it meanwhile, wait for that one load).
    #[serde(default)]
    pub components: u64,
    /// Jobs waiting in the queue, not yet delivered to any worker (the queue's lag).
    pub queue_pending: u64,
    /// Whether it is draining (finishing its jobs, taking no more).
    pub draining: bool,
    /// When this status was written, in milliseconds since the Unix epoch.
    pub updated_ms: u64,
}

/// Milliseconds since the Unix epoch, now.
pub fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}
