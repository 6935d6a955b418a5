//! A worker's metrics in Prometheus's text format (OpenMetrics 1.0), and the HTTP endpoint that
//! serves them (`wasm-host serve --metrics ADDR`, path `/metrics`).
//!
//! [`Metrics`] is the worker's one count of its jobs: its status in the workers bucket (`jobs
//! --workers`, `--stats`) reads the same counters. Job figures change as jobs run; the
//! executor's, the Guard's and the GPU process's are read from the runtime at each scrape; the
//! queue's depth is the one the worker's status read last (every `status_every`).
//!
//! The endpoint answers `GET /metrics` and nothing else (404); a scrape costs one encoding of
//! a few dozen lines, whatever the jobs did. It never changes anything.

use std::fmt;
use std::sync::Arc;

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::metrics::info::Info;
use prometheus_client::registry::Registry;
use wasm_host::Runtime;

use crate::job::State;

/// One label: its name and value.
type Label = [(&'static str, &'static str); 1];

/// The content type of the text format served.
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// The metrics of one worker (see the module doc for what each family counts).
pub struct Metrics {
    registry: Registry,
    runtime: Arc<Runtime>,
    jobs: Family<Label, Counter>,
    running: Gauge,
    handed_back: Counter,
    duplicates: Counter,
    components: Counter,
    run_seconds: Histogram,
    queue_wait_seconds: Histogram,
    queue_pending: Gauge,
    buffers: Gauge,
    buffer_bytes: Gauge,
    kept_bytes: Gauge,
    programs: Gauge,
    guard_modules: Family<Label, Counter>,
    guard_seconds: Counter<f64, std::sync::atomic::AtomicU64>,
    process_starts: Counter,
    process_deaths: Counter,
}

impl fmt::Debug for Metrics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Metrics").field("running", &self.running.get()).finish_non_exhaustive()
    }
}

/// Raises `counter` to `total` (a count kept elsewhere, which only grows).
fn catch_up(counter: &Counter, total: u64) {
    let now = counter.get();
    if total > now {
        counter.inc_by(total - now);
    }
}

/// A gauge's value from a count that may exceed `i64` (it never does in practice).
fn gauge_value(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

impl Metrics {
    /// The metrics of worker `name` running on `runtime`, all at zero.
    pub fn new(runtime: Arc<Runtime>, name: &str) -> Metrics {
        let mut registry = Registry::with_prefix("wasm_host");
        let info = Info::new(vec![
            ("worker".to_string(), name.to_string()),
            ("executor".to_string(), runtime.backend().name.clone()),
        ]);
        registry.register("worker", "This worker: its name and executor", info);
        let jobs = Family::<Label, Counter>::default();
        registry.register("jobs", "Jobs this worker finished, by final state", jobs.clone());
        let running = Gauge::default();
        registry.register("jobs_running", "Jobs running on this worker now", running.clone());
        let handed_back = Counter::default();
        registry.register(
            "jobs_handed_back",
            "Deliveries handed back to the queue unfinished (trouble reaching the server, draining)",
            handed_back.clone(),
        );
        let duplicates = Counter::default();
        registry.register(
            "job_duplicates",
            "Deliveries of jobs that already had a result (finished elsewhere or cancelled)",
            duplicates.clone(),
        );
        let components = Counter::default();
        registry.register("components_loaded", "Components fetched and compiled", components.clone());
        // 10 ms to ~23 min, doubling.
        let run_seconds = Histogram::new(exponential_buckets(0.01, 2.0, 18));
        registry.register(
            "job_run_seconds",
            "Time from a job's delivery to its result on this worker",
            run_seconds.clone(),
        );
        let queue_wait_seconds = Histogram::new(exponential_buckets(0.01, 2.0, 18));
        registry.register(
            "job_queue_wait_seconds",
            "Time from a job's submission to its start on this worker",
            queue_wait_seconds.clone(),
        );
        let queue_pending = Gauge::default();
        registry.register(
            "queue_pending",
            "Jobs waiting in the queue for any worker, as last read",
            queue_pending.clone(),
        );
        let executor = registry.sub_registry_with_prefix("executor");
        let buffers = Gauge::default();
        executor.register("buffers", "Buffers alive on the executor, all guests", buffers.clone());
        let buffer_bytes = Gauge::default();
        executor.register("buffer_bytes", "Bytes of the buffers alive", buffer_bytes.clone());
        let kept_bytes = Gauge::default();
        executor.register(
            "kept_bytes",
            "Bytes of dropped buffers kept for reuse by their tenants",
            kept_bytes.clone(),
        );
        let programs = Gauge::default();
        executor.register("programs", "Compiled programs alive", programs.clone());
        let guard = registry.sub_registry_with_prefix("guard");
        let guard_modules = Family::<Label, Counter>::default();
        guard.register(
            "modules",
            "WGSL modules the Guard checked, rewrote (bounded loops) and refused",
            guard_modules.clone(),
        );
        let guard_seconds = Counter::<f64, std::sync::atomic::AtomicU64>::default();
        guard.register("seconds", "Time the Guard spent checking modules", guard_seconds.clone());
        let (process_starts, process_deaths) = (Counter::default(), Counter::default());
        if runtime.executor().process_stats().is_some() {
            let process = registry.sub_registry_with_prefix("gpu_process");
            process.register("starts", "GPU processes started, the first included", process_starts.clone());
            process.register(
                "deaths",
                "GPU processes that died (a crash, a kill, the watchdog)",
                process_deaths.clone(),
            );
        }
        Metrics {
            registry,
            runtime,
            jobs,
            running,
            handed_back,
            duplicates,
            components,
            run_seconds,
            queue_wait_seconds,
            queue_pending,
            buffers,
            buffer_bytes,
            kept_bytes,
            programs,
            guard_modules,
            guard_seconds,
            process_starts,
            process_deaths,
        }
    }

    /// A job finished here in `state` after `run_seconds` on this worker.
    pub(crate) fn finished(&self, state: State, run_seconds: f64) {
        self.jobs.get_or_create(&[("state", state.name())]).inc();
        self.run_seconds.observe(run_seconds);
    }

    /// A job started here `waited_seconds` after it was submitted.
    pub(crate) fn started(&self, waited_seconds: f64) {
        self.queue_wait_seconds.observe(waited_seconds.max(0.0));
    }

    /// Jobs finished here in `state`.
    pub(crate) fn jobs(&self, state: State) -> u64 {
        self.jobs.get(&[("state", state.name())]).map_or(0, |c| c.get())
    }

    /// A job counted cancelled without a run of its own here (its result was a cancel).
    pub(crate) fn cancelled(&self) {
        self.jobs.get_or_create(&[("state", State::Cancelled.name())]).inc();
    }

    pub(crate) fn running(&self) -> &Gauge {
        &self.running
    }

    pub(crate) fn handed_back(&self) -> &Counter {
        &self.handed_back
    }

    pub(crate) fn duplicates(&self) -> &Counter {
        &self.duplicates
    }

    pub(crate) fn components(&self) -> &Counter {
        &self.components
    }

    pub(crate) fn set_queue_pending(&self, pending: u64) {
        self.queue_pending.set(gauge_value(pending));
    }

    /// Reads the executor's, the Guard's and the GPU process's figures now.
    fn refresh(&self) {
        let live = self.runtime.executor().live();
        self.buffers.set(gauge_value(live.buffers));
        self.buffer_bytes.set(gauge_value(live.buffer_bytes));
        self.kept_bytes.set(gauge_value(live.kept_bytes));
        self.programs.set(gauge_value(live.programs));
        let guard = self.runtime.guard_stats();
        for (outcome, total) in
            [("checked", guard.seen), ("rewritten", guard.rewritten), ("refused", guard.refused)]
        {
            catch_up(&self.guard_modules.get_or_create(&[("outcome", outcome)]), total);
        }
        let seconds = guard.micros as f64 / 1e6;
        let counted = self.guard_seconds.get();
        if seconds > counted {
            self.guard_seconds.inc_by(seconds - counted);
        }
        if let Some(p) = self.runtime.executor().process_stats() {
            catch_up(&self.process_starts, p.started);
            catch_up(&self.process_deaths, p.died);
        }
    }

    /// All metrics in the text format, read now.
    pub fn encode(&self) -> String {
        self.refresh();
        let mut text = String::new();
        // Writing into a `String` cannot fail.
        let _ = encode(&mut text, &self.registry);
        text
    }
}

/// Serves `GET /metrics` on `listener` until the task is dropped or the listener fails.
pub async fn serve_http(listener: tokio::net::TcpListener, metrics: Arc<Metrics>) -> std::io::Result<()> {
    use axum::http::header;
    use axum::routing::get;
    let app = axum::Router::new().route(
        "/metrics",
        get(move || {
            let metrics = metrics.clone();
            async move { ([(header::CONTENT_TYPE, CONTENT_TYPE)], metrics.encode()) }
        }),
    );
    axum::serve(listener, app).await
}
