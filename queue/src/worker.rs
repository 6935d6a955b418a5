//! The worker: takes jobs from the shared consumer, several at once, runs each guest on the
//! worker's runtime as `wasm-host run` would (same quotas and guest limits, its own store,
//! stdout and files), writes the result once, then acks.
//!
//! Delivery is at least once; what a user sees is exactly one result per job:
//! - a running job sends progress acks at a third of the ack wait, so a long job keeps its
//!   delivery, and a worker that dies (SIGKILL, a lost host) stops sending them: the queue
//!   delivers the job again to another worker after the ack wait;
//! - the result is written with a create that fails if one exists: the first run to finish
//!   writes it, a later run of the same job (one whose worker looked lost, then finished)
//!   drops its own; a redelivered job that already has a result is acked without running;
//! - a guest that traps, cannot load or exits non-zero is a result (failed or done), acked,
//!   never retried; transient trouble (the server away, an object not readable yet) hands the
//!   job back with a delay;
//! - the delivery past [`Delivery::max_tries`] is not run: the job is published on the
//!   dead-letter subject and gets a `dead` result saying why;
//! - draining (SIGTERM): no slot takes a new job; running ones finish and are acked; a job
//!   delivered to a slot after draining began is handed back at once.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context as _;
use async_nats::jetstream::{self, AckKind, consumer::PullConsumer};
use futures_util::StreamExt as _;
use tracing::Instrument as _;
use wasm_host::Runtime;
use wasm_host::command::{self, RunOptions, Stdio};
use wasm_host::limits::GuestLimits;
use wasmtime_wasi::p2::pipe::MemoryOutputPipe;

use crate::client::{MAX_JOB_FILE_BYTES, component_object, sha256};
use crate::files;
use crate::job::{Job, JobFile, JobResult, JobState, State, WorkerStatus, now_ms};
use crate::metrics::Metrics;
use crate::queue::{DEAD_SUBJECT, Delivery, Queue, STATUS_SUBJECT};

/// The most bytes a guest's standard output (and, apart, its standard error) may hold; past
/// it the guest's writes fail.
pub const MAX_STDIO_BYTES: usize = 16 << 20;

/// How a worker runs.
#[derive(Clone, Debug)]
pub struct WorkerOptions {
    /// Its name: the key of its status, in results and states (letters, digits, `-`, `_`).
    pub name: String,
    /// Jobs it runs at once at most.
    pub concurrency: usize,
    /// How the shared consumer delivers jobs.
    pub delivery: Delivery,
    /// The largest component it fetches.
    pub max_component_bytes: u64,
    /// How often it writes its status.
    pub status_every: Duration,
    /// Its metrics (`serve --metrics`), where they are served; otherwise the worker keeps its own.
    pub metrics: Option<Arc<Metrics>>,
}

impl Default for WorkerOptions {
    fn default() -> Self {
        WorkerOptions {
            name: "worker".into(),
            concurrency: 1,
            delivery: Delivery::default(),
            max_component_bytes: 256 << 20,
            status_every: Duration::from_secs(1),
            metrics: None,
        }
    }
}

/// Whether `name` can name a worker (a bucket key and a subject token).
pub fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Statuses between two tidyings of the job stream ([`Queue::tidy`]).
const TIDY_EVERY: u64 = 5;

/// The most components a worker keeps, compiled or refused (dropped all at once past it).
const MAX_COMPONENTS: usize = 16;

/// A component as a worker keeps it by hash: compiled, or why it cannot run (the same bytes
/// fail the same way: a job naming it again fails without fetching or compiling it again).
type Loaded = Result<wasmtime::component::Component, String>;

#[derive(Debug)]
struct Worker {
    queue: Queue,
    runtime: Arc<Runtime>,
    options: WorkerOptions,
    metrics: Arc<Metrics>,
    components: std::sync::Mutex<HashMap<String, Loaded>>,
    /// One lock per component being loaded: jobs asking for it meanwhile wait for that load.
    loading: std::sync::Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

/// Why a job could not be finished here: handed back to the queue (a job's own fault is a
/// result, never this).
#[derive(Debug)]
struct Transient(anyhow::Error);

impl<E: Into<anyhow::Error>> From<E> for Transient {
    fn from(e: E) -> Self {
        Transient(e.into())
    }
}

/// How long a finished run keeps trying to store its output and result while the server is
/// away (its progress acks keep its delivery meanwhile, once the server is back).
const RETRY_PATIENCE: Duration = Duration::from_secs(30);

/// `work` until it succeeds or [`RETRY_PATIENCE`] has passed (then its last error), backing
/// off from 100 ms to 2 s: a finished run outlives a server restart or a lost connection.
async fn retry<T, F: std::future::Future<Output = anyhow::Result<T>>>(
    mut work: impl FnMut() -> F,
) -> anyhow::Result<T> {
    let began = Instant::now();
    let mut pause = Duration::from_millis(100);
    loop {
        match work().await {
            Ok(v) => return Ok(v),
            Err(e) if began.elapsed() >= RETRY_PATIENCE => return Err(e),
            Err(e) => {
                tracing::debug!("will try again in {pause:?}: {e:#}");
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(Duration::from_secs(2));
            }
        }
    }
}

/// Aborts a task when dropped (the run's watch of its result ends with the run).
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// The state record of a finished job.
fn final_state(r: &JobResult) -> JobState {
    JobState {
        id: r.id.clone(),
        state: r.state,
        worker: Some(r.worker.clone()),
        attempt: r.attempt,
        updated_ms: now_ms(),
    }
}

/// Serves jobs until `shutdown` resolves, then drains: returns once the running jobs are
/// finished and acked, with the worker's last status.
pub async fn serve(
    queue: Queue,
    runtime: Arc<Runtime>,
    options: WorkerOptions,
    shutdown: impl std::future::Future<Output = ()>,
) -> anyhow::Result<WorkerStatus> {
    anyhow::ensure!(
        valid_name(&options.name),
        "the worker name {:?} is not letters, digits, - and _",
        options.name
    );
    anyhow::ensure!(options.concurrency >= 1, "a worker runs at least one job at once");
    let consumer = queue.consumer(options.delivery).await?;
    let metrics =
        options.metrics.clone().unwrap_or_else(|| Arc::new(Metrics::new(runtime.clone(), &options.name)));
    let worker = Arc::new(Worker {
        queue,
        runtime,
        options,
        metrics,
        components: std::sync::Mutex::new(HashMap::new()),
        loading: std::sync::Mutex::new(HashMap::new()),
    });
    let (drain, draining) = tokio::sync::watch::channel(false);
    let mut slots = tokio::task::JoinSet::new();
    for _ in 0..worker.options.concurrency {
        slots.spawn(worker.clone().slot(consumer.clone(), draining.clone()));
    }
    let status = tokio::spawn(worker.clone().report_status());
    tokio::pin!(shutdown);
    tokio::select! {
        () = &mut shutdown => {}
        // A slot ends only when draining: none can end before.
        _ = slots.join_next() => {}
    }
    tracing::info!(worker = %worker.options.name, "draining: finishing running jobs, taking no more");
    let _ = drain.send(true);
    while slots.join_next().await.is_some() {}
    status.abort();
    let last = worker.status(true).await;
    // Gone: its entry would expire anyway.
    let _ = worker.queue.workers.purge(&worker.options.name).await;
    Ok(last)
}

impl Worker {
    /// One job at a time, pulled one by one, until draining.
    async fn slot(self: Arc<Self>, consumer: PullConsumer, mut draining: tokio::sync::watch::Receiver<bool>) {
        loop {
            if *draining.borrow() {
                return;
            }
            let batch = consumer.batch().max_messages(1).expires(Duration::from_secs(1)).messages().await;
            let mut batch = match batch {
                Ok(b) => b,
                Err(e) => {
                    tracing::debug!("cannot pull a job: {e}");
                    tokio::time::sleep(Duration::from_millis(250)).await;
                    continue;
                }
            };
            let next = tokio::select! {
                next = batch.next() => next,
                _ = draining.changed() => return,
            };
            match next {
                None => {}
                Some(Err(e)) => {
                    tracing::debug!("a pull ended: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Some(Ok(message)) if *draining.borrow() => {
                    // Taken while draining began: straight back to the queue.
                    let _ = message.ack_with(AckKind::Nak(None)).await;
                    self.metrics.handed_back().inc();
                    return;
                }
                Some(Ok(message)) => self.handle(message).await,
            }
        }
    }

    /// One delivered job, from its message to its ack.
    async fn handle(&self, message: jetstream::Message) {
        let began = Instant::now();
        let attempt = message.info().map_or(1, |i| u64::try_from(i.delivered).unwrap_or(1));
        let job: Job = match serde_json::from_slice(&message.payload) {
            Ok(job) => job,
            Err(e) => {
                tracing::warn!("a message on the jobs subject is not a job ({e}): dropped");
                let _ = message.ack_with(AckKind::Term).await;
                return;
            }
        };
        let span = tracing::info_span!("job", id = %job.id, attempt);
        self.handle_job(message, job, attempt, began).instrument(span).await;
    }

    /// [`handle`](Self::handle) of a job read from its message, in its span.
    async fn handle_job(&self, message: jetstream::Message, job: Job, attempt: u64, began: Instant) {
        tracing::info!(
            component = job.component.get(..12).unwrap_or(&job.component),
            args = job.args.len(),
            files = job.dirs.iter().map(|d| d.files.len()).sum::<usize>(),
            "received"
        );
        self.metrics.running().inc();
        let ack_wait = self.options.delivery.ack_wait;
        let progress = async {
            let mut tick = tokio::time::interval((ack_wait / 3).max(Duration::from_millis(100)));
            tick.tick().await;
            loop {
                tick.tick().await;
                let _ = message.ack_with(AckKind::Progress).await;
            }
        };
        let work = async {
            let result = self.run(&job, attempt, began).await?;
            self.finish(&message, &job, result).await
        };
        let outcome: Result<(), Transient> = tokio::select! {
            r = work => r,
            () = progress => Ok(()),
        };
        self.metrics.running().dec();
        if let Err(Transient(e)) = outcome {
            tracing::warn!("handed back to the queue, to be tried again: {e:#}");
            self.metrics.handed_back().inc();
            let _ = self
                .queue
                .set_state(&JobState {
                    id: job.id.clone(),
                    state: State::Queued,
                    worker: None,
                    attempt,
                    updated_ms: now_ms(),
                })
                .await;
            let _ = message.ack_with(AckKind::Nak(Some(Duration::from_secs(1)))).await;
        }
    }

    /// The job's result: its run, or why it has none to run (already done, dead).
    async fn run(&self, job: &Job, attempt: u64, began: Instant) -> Result<Option<JobResult>, Transient> {
        // Watch the job's result first, then look: a result written meanwhile (another run
        // finished it, or `jobs cancel`) stops this run at its next wait either way.
        let (stop, cancel) = tokio::sync::watch::channel(false);
        let mut watch = self.queue.results.watch(&job.id).await.context("cannot watch the job's result")?;
        let watcher = tokio::spawn(async move {
            if watch.next().await.is_some() {
                let _ = stop.send(true);
            }
        });
        let _watcher = AbortOnDrop(watcher);
        if self.queue.result(&job.id).await?.is_some() {
            return Ok(None);
        }
        let started = now_ms();
        let name = &self.options.name;
        let result = |state, error: Option<String>| JobResult {
            id: job.id.clone(),
            state,
            exit_code: None,
            error,
            trapped: false,
            stdout: None,
            stderr: None,
            outputs: Vec::new(),
            worker: name.clone(),
            attempt,
            elapsed_ms: began.elapsed().as_secs_f64() * 1e3,
            stats: None,
            submitted_ms: job.submitted_ms,
            started_ms: Some(started),
            finished_ms: Some(now_ms()),
        };
        let tries = u64::from(self.options.delivery.max_tries);
        if attempt > tries {
            let why = format!(
                "delivered {attempt} times: no worker finished it in {tries} tries (each lost its worker or its connection); set aside on {DEAD_SUBJECT}"
            );
            self.queue
                .js
                .publish(DEAD_SUBJECT, serde_json::to_vec(job)?.into())
                .await?
                .await
                .context("JetStream did not take the dead job")?;
            return Ok(Some(result(State::Dead, Some(why))));
        }
        self.queue
            .set_state(&JobState {
                id: job.id.clone(),
                state: State::Running,
                worker: Some(name.clone()),
                attempt,
                updated_ms: now_ms(),
            })
            .await?;
        // Jobs submitted by older clients carry no submission time.
        match job.submitted_ms {
            Some(submitted) => {
                let waited_ms = started.saturating_sub(submitted);
                self.metrics.started(waited_ms as f64 / 1e3);
                tracing::info!(waited_ms, "started");
            }
            None => tracing::info!("started"),
        }
        let component = match self.component(&job.component).await? {
            Ok(c) => c,
            Err(why) => return Ok(Some(result(State::Failed, Some(why)))),
        };
        // What the job says it carries, bounded before anything is fetched or made.
        let declared: u64 =
            job.dirs.iter().flat_map(|d| &d.files).map(|f| f.size).fold(0, u64::saturating_add);
        let count: usize = job.dirs.iter().map(|d| d.files.len()).sum();
        if job.dirs.len() > files::MAX_DIRS || count > files::MAX_FILES || declared > MAX_JOB_FILE_BYTES {
            let why = format!(
                "the job carries {} directories, {count} files, {declared} bytes: more than a job's {} directories, {} files or {MAX_JOB_FILE_BYTES} bytes",
                job.dirs.len(),
                files::MAX_DIRS,
                files::MAX_FILES
            );
            return Ok(Some(result(State::Failed, Some(why))));
        }
        // Each directory's declared tree, whole, before anything is fetched or made: a tree
        // that cannot be written is the job's fault, not the worker's.
        for (i, d) in job.dirs.iter().enumerate() {
            if let Some(f) = d.files.iter().find(|f| f.dir != i) {
                let why = format!(
                    "the file {:?} listed in directory {i} says it is in directory {}",
                    f.path, f.dir
                );
                return Ok(Some(result(State::Failed, Some(why))));
            }
            if let Err(e) = files::check_tree(d.files.iter().map(|f| f.path.as_str())) {
                return Ok(Some(result(State::Failed, Some(format!("directory {i}: {e:#}")))));
            }
        }
        let dir = tempfile::Builder::new().prefix("wasm-host-job-").tempdir()?;
        let mut inputs = HashMap::new();
        let mut dirs = Vec::new();
        for (i, d) in job.dirs.iter().enumerate() {
            let root = dir.path().join(i.to_string());
            std::fs::create_dir_all(&root)?;
            for f in &d.files {
                let path = match files::inside(&root, &f.path) {
                    Ok(p) => p,
                    Err(e) => return Ok(Some(result(State::Failed, Some(format!("{e:#}"))))),
                };
                // Each file no larger than it said (the sizes add up to the limit checked above).
                let bytes = match files::get(&self.queue.objects, &f.object, f.size).await {
                    Ok(b) => b,
                    Err(e) if e.is::<files::TooLarge>() => {
                        return Ok(Some(result(State::Failed, Some(format!("{e:#}")))));
                    }
                    Err(e) => return Err(e.into()),
                };
                let made = path
                    .parent()
                    .map_or(Ok(()), std::fs::create_dir_all)
                    .and_then(|()| std::fs::write(&path, &bytes));
                if let Err(e) = made {
                    // A path the checks above let through but the file system refuses is the
                    // job's fault too; anything else (a full disk) is the worker's.
                    if refused_path(&e) {
                        return Ok(Some(result(State::Failed, Some(format!("the file {:?}: {e}", f.path)))));
                    }
                    return Err(e.into());
                }
                inputs.insert((i, f.path.clone()), sha256(&bytes));
            }
            dirs.push((root, d.guest.clone()));
        }
        let (stdout, stderr) =
            (MemoryOutputPipe::new(MAX_STDIO_BYTES), MemoryOutputPipe::new(MAX_STDIO_BYTES));
        let asked = GuestLimits {
            max_memory_bytes: job.limits.max_memory_bytes.unwrap_or(u64::MAX),
            fuel: job.limits.fuel,
            timeout: job.limits.timeout_ms.map(Duration::from_millis),
        };
        let options = RunOptions {
            args: job.args.clone(),
            env: job.env.clone(),
            dirs: dirs.clone(),
            stdio: Stdio::Capture { stdout: stdout.clone(), stderr: stderr.clone() },
            quotas: None,
            trace: None,
            limits: Some(asked),
            cancel: Some(cancel.clone()),
            timings: job.stats,
        };
        let runtime = self.runtime.clone();
        let ran =
            tokio::task::spawn_blocking(move || command::run_blocking(&runtime, &component, options)).await;
        // Each run its own folder: two runs of one job can share a delivery count (a server
        // that restarts may lose the count), and the run that loses the race deletes its own.
        let out = format!("jobs/{}/out/{}", job.id, nuid::next());
        let mut r = result(State::Done, None);
        if *cancel.borrow() || matches!(ran, Ok(Err(command::RunError::Cancelled))) {
            // A result is in (a cancel, or another run): it stands; this run keeps nothing.
            tracing::info!("stopped: the job has a result (cancelled or finished elsewhere)");
            return Ok(None);
        }
        match ran {
            Ok(Ok(outcome)) => {
                r.exit_code = Some(outcome.exit_code);
                // As `run --stats=json` names them: steps are timed where the worker's
                // runtime times them (`serve --step-times`).
                r.stats = Some(serde_json::json!({ "guest": outcome.stats, "steps": outcome.steps }));
            }
            Ok(Err(e)) => {
                r.state = State::Failed;
                r.trapped = matches!(e, command::RunError::Trap(_));
                r.error = Some(e.to_string());
            }
            Err(e) => {
                r.state = State::Failed;
                r.error = Some(format!("the run panicked: {e}"));
            }
        }
        for (pipe, field, file) in [(&stdout, &mut r.stdout, "stdout"), (&stderr, &mut r.stderr, "stderr")] {
            let bytes = pipe.contents();
            if !bytes.is_empty() {
                let object = format!("{out}/{file}");
                retry(|| files::put(&self.queue.objects, &object, &bytes)).await?;
                *field = Some(object);
            }
        }
        // What the run made or changed in its directories.
        for (i, (root, _)) in dirs.iter().enumerate() {
            let found = match files::walk(root, MAX_JOB_FILE_BYTES) {
                Ok(found) => found,
                Err(e) => {
                    r.state = State::Failed;
                    r.error = Some(format!("the guest's files: {e:#}"));
                    break;
                }
            };
            for (rel, path, size) in found {
                let bytes = std::fs::read(&path)?;
                if inputs.get(&(i, rel.clone())) == Some(&sha256(&bytes)) {
                    continue;
                }
                let object = format!("{out}/{i}/{rel}");
                retry(|| files::put(&self.queue.objects, &object, &bytes)).await?;
                r.outputs.push(JobFile { dir: i, path: rel, object, size });
            }
        }
        r.elapsed_ms = began.elapsed().as_secs_f64() * 1e3;
        Ok(Some(r))
    }

    /// Writes the result (once per job), the state, then acks.
    async fn finish(
        &self,
        message: &jetstream::Message,
        job: &Job,
        result: Option<JobResult>,
    ) -> Result<(), Transient> {
        let Some(r) = result else {
            // Already finished by a run whose ack was lost (its state may not say so yet), or
            // cancelled.
            let cancelled = match self.queue.result(&job.id).await {
                Ok(Some(done)) if done.state == State::Cancelled => true,
                Ok(Some(done)) => {
                    let _ = self.queue.set_state(&final_state(&done)).await;
                    false
                }
                _ => false,
            };
            if cancelled {
                tracing::info!("cancelled: acked without running");
                self.metrics.cancelled();
            } else {
                tracing::info!("already finished elsewhere: acked");
                self.metrics.duplicates().inc();
            }
            let _ = message.double_ack().await;
            return Ok(());
        };
        let value: bytes::Bytes = serde_json::to_vec(&r)?.into();
        let created = retry(|| async {
            match self.queue.results.create(&job.id, value.clone()).await {
                Ok(_) => Ok(true),
                Err(e) if e.kind() == async_nats::jetstream::kv::CreateErrorKind::AlreadyExists => Ok(false),
                Err(e) => Err(anyhow::anyhow!("cannot write the result: {e}")),
            }
        })
        .await?;
        if !created {
            // Another run finished first: its result stands, this one's objects go.
            for name in r.stdout.iter().chain(r.stderr.iter()).chain(r.outputs.iter().map(|f| &f.object)) {
                let _ = self.queue.objects.delete(name).await;
            }
            tracing::info!("finished, but another run's result came first: this one's dropped");
            self.metrics.duplicates().inc();
            let _ = message.double_ack().await;
            return Ok(());
        }
        let state = final_state(&r);
        retry(|| self.queue.set_state(&state)).await?;
        // The result is written: a lost ack only costs a redelivery that finds it.
        let _ = message.double_ack().await;
        let run_ms = r.elapsed_ms.round() as u64;
        match r.state {
            // The error's first line (a trap's backtrace stays in the result).
            State::Dead => tracing::warn!(run_ms, "dead-lettered: {}", first_line(r.error.as_deref())),
            State::Failed => {
                tracing::info!(run_ms, exit_code = r.exit_code, "failed: {}", first_line(r.error.as_deref()));
            }
            _ => tracing::info!(run_ms, exit_code = r.exit_code, "finished"),
        }
        self.metrics.finished(r.state, r.elapsed_ms / 1e3);
        Ok(())
    }

    /// The job's component, compiled (kept by hash): `Err` with why where the job's component
    /// cannot run (too large, not matching its hash, not a component).
    async fn component(&self, hash: &str) -> Result<Loaded, Transient> {
        let kept = |w: &Self| -> Result<Option<Loaded>, Transient> {
            Ok(w.components.lock().map_err(|_| anyhow::anyhow!("a poisoned lock"))?.get(hash).cloned())
        };
        if let Some(c) = kept(self)? {
            return Ok(c);
        }
        // One load per hash at a time; the others find its result kept.
        let lock = self
            .loading
            .lock()
            .map_err(|_| anyhow::anyhow!("a poisoned lock"))?
            .entry(hash.to_string())
            .or_default()
            .clone();
        let _loading = lock.lock().await;
        if let Some(c) = kept(self)? {
            return Ok(c);
        }
        let loaded = self.load(hash).await;
        if let Ok(mut l) = self.loading.lock() {
            l.remove(hash);
        }
        let (loaded, keep) = loaded?;
        self.metrics.components().inc();
        if keep {
            let mut cache = self.components.lock().map_err(|_| anyhow::anyhow!("a poisoned lock"))?;
            if cache.len() >= MAX_COMPONENTS {
                cache.clear();
            }
            cache.insert(hash.to_string(), loaded.clone());
        }
        Ok(loaded)
    }

    /// Fetches and compiles component `hash`: the component or why it cannot run, and whether
    /// to keep that answer (not for a component missing from the store: it may be put there
    /// later); trouble reaching the store is an error (the job is handed back).
    async fn load(&self, hash: &str) -> Result<(Loaded, bool), Transient> {
        let name = component_object(hash);
        let info = match self.queue.objects.info(&name).await {
            Ok(info) => info,
            Err(e) if e.kind() == async_nats::jetstream::object_store::InfoErrorKind::NotFound => {
                return Ok((Err(format!("the component {name} is not in the object store")), false));
            }
            Err(e) => return Err(anyhow::anyhow!("cannot read object {name}: {e}").into()),
        };
        let limit = self.options.max_component_bytes;
        if info.size as u64 > limit {
            let why = format!(
                "the component {name} has {} bytes, more than this worker's {limit} (--max-component-bytes)",
                info.size
            );
            return Ok((Err(why), true));
        }
        let bytes = files::get(&self.queue.objects, &name, limit).await?;
        if sha256(&bytes) != hash {
            // Not kept: the object may be put right later.
            return Ok((Err(format!("the stored component {name} does not match its hash")), false));
        }
        let engine = self.runtime.engine().clone();
        let label = format!("component {hash}");
        let compiled =
            tokio::task::spawn_blocking(move || command::compile(&engine, Path::new(&label), &bytes)).await?;
        Ok((compiled.map_err(|e| e.to_string()), true))
    }

    /// The worker's status now.
    async fn status(&self, draining: bool) -> WorkerStatus {
        let m = &self.metrics;
        let queue_pending = self.queue.pending().await.unwrap_or(0);
        m.set_queue_pending(queue_pending);
        WorkerStatus {
            name: self.options.name.clone(),
            executor: self.runtime.backend().name.clone(),
            concurrency: self.options.concurrency,
            running: u64::try_from(m.running().get()).unwrap_or(0),
            done: m.jobs(State::Done),
            failed: m.jobs(State::Failed),
            dead: m.jobs(State::Dead),
            duplicates: m.duplicates().get(),
            cancelled: m.jobs(State::Cancelled),
            returned: m.handed_back().get(),
            components: m.components().get(),
            queue_pending,
            draining,
            updated_ms: now_ms(),
        }
    }

    /// Writes the status to the workers bucket and its subject, every `status_every`; tidies
    /// the job stream at the first and every [`TIDY_EVERY`]th.
    async fn report_status(self: Arc<Self>) {
        let mut tick = tokio::time::interval(self.options.status_every);
        for n in 0u64.. {
            tick.tick().await;
            if n % TIDY_EVERY == 0 {
                match self.queue.tidy().await {
                    Ok(0) => {}
                    Ok(removed) => tracing::info!(
                        removed,
                        "removed acknowledged jobs the server kept after a restart (nats-server before 2.10.12)"
                    ),
                    Err(e) => tracing::debug!("cannot tidy the job stream: {e:#}"),
                }
            }
            let status = self.status(false).await;
            let Ok(json) = serde_json::to_vec(&status) else { continue };
            let _ = self.queue.workers.put(&self.options.name, json.clone().into()).await;
            let _ = self
                .queue
                .client
                .publish(format!("{STATUS_SUBJECT}.{}", self.options.name), json.into())
                .await;
        }
    }
}

/// The first line of `error` (empty where none).
fn first_line(error: Option<&str>) -> &str {
    error.and_then(|e| e.lines().next()).unwrap_or("")
}

/// Whether a file system error writing a job's file is about its path (the job's fault).
fn refused_path(e: &std::io::Error) -> bool {
    use std::io::ErrorKind as K;
    matches!(
        e.kind(),
        K::NotADirectory | K::IsADirectory | K::AlreadyExists | K::InvalidFilename | K::InvalidInput
    )
}
