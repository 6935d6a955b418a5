//! `wasm-host dashboard`: a live page of a queue (workers, queue depth, jobs by state, a job's
//! output and times) served over HTTP, read from the same JetStream state as `jobs`.
//!
//! One task reads the queue once a second into a snapshot (JSON) that every page shares (of the
//! job records only those that can have changed: `JobListing`): the
//! page's own requests never make the server read more than that snapshot, one job's record
//! and at most [`MAX_OUTPUT_BYTES`] of each of its outputs. Live updates are server-sent
//! events (at most [`MAX_STREAMS`] at once); the page itself is one embedded file, no build
//! step. Cancel and purge exist only with `--allow-control`; without it they answer 403.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use axum::extract::{Path, Query, State as Extract};
use axum::http::{StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Json, Response};
use axum::routing::{get, post};
use clap::Args;
use futures_util::StreamExt as _;
use serde::Serialize;
use wasm_host_queue::job::now_ms;
use wasm_host_queue::{JobListing, JobResult, JobState, Queue, State, WorkerStatus};

use crate::scale::{CONNECT_PATIENCE, duration, stop_signal, tokio};

/// The page.
const PAGE: &str = include_str!("dashboard.html");
/// The most jobs a snapshot lists (the newest by their last change); counts cover all.
pub const MAX_LISTED: usize = 500;
/// The most bytes of a job's standard output (and, apart, error) a job's page shows.
pub const MAX_OUTPUT_BYTES: u64 = 64 << 10;
/// The most event streams open at once (more answer 503).
pub const MAX_STREAMS: usize = 64;
/// How long a worker that left the workers bucket stays listed as gone.
const GONE_KEPT: Duration = Duration::from_secs(300);
/// How often the snapshot is read.
const EVERY: Duration = Duration::from_secs(1);
/// How long one read of the snapshot may take: past it the page says the queue did not answer,
/// and shows the workers it last saw growing older (never a stale "live").
const READ_DEADLINE: Duration = Duration::from_secs(5);

#[derive(Args, Debug)]
pub struct DashboardArgs {
    /// The NATS server (JetStream on).
    #[arg(long, value_name = "URL")]
    nats: String,
    /// Where to serve the page, e.g. `127.0.0.1:8080` (port 0 takes a free one, printed).
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8080")]
    listen: SocketAddr,
    /// Let the page cancel jobs and purge finished ones (read-only without it).
    #[arg(long)]
    allow_control: bool,
}

/// A worker as the page shows it.
#[derive(Clone, Debug, Serialize)]
struct WorkerRow {
    #[serde(flatten)]
    status: WorkerStatus,
    /// Gone: it left the workers bucket (stopped, or its status expired: killed, lost).
    gone: bool,
    /// Milliseconds since its last status.
    age_ms: u64,
}

/// A job as the listing shows it.
#[derive(Clone, Debug, Serialize)]
struct JobRow {
    id: String,
    state: State,
    worker: Option<String>,
    attempt: u64,
    updated_ms: u64,
}

/// What every page sees, read once a second.
#[derive(Clone, Debug, Default, Serialize)]
struct Snapshot {
    now_ms: u64,
    control: bool,
    /// Jobs in the queue not yet delivered to any worker.
    pending: Option<u64>,
    workers: Vec<WorkerRow>,
    /// Jobs per state, all of them.
    counts: BTreeMap<&'static str, u64>,
    total: usize,
    /// The newest [`MAX_LISTED`] jobs, newest first.
    jobs: Vec<JobRow>,
    /// Why the last read failed, if it did (the rest is the read before).
    error: Option<String>,
}

struct App {
    queue: Queue,
    control: bool,
    snapshot: tokio::sync::watch::Receiver<Arc<String>>,
    streams: Arc<tokio::sync::Semaphore>,
}

/// `wasm-host dashboard`.
#[allow(clippy::print_stderr)]
pub fn dashboard(args: DashboardArgs) -> anyhow::Result<ExitCode> {
    tokio()?.block_on(async {
        let queue = Queue::connect(&args.nats, "wasm-host dashboard", CONNECT_PATIENCE).await?;
        let listener = tokio::net::TcpListener::bind(args.listen)
            .await
            .with_context(|| format!("cannot listen on --listen {}", args.listen))?;
        let bound = listener.local_addr()?;
        let (send, snapshot) = tokio::sync::watch::channel(Arc::new(String::from("{}")));
        tokio::spawn(refresh(queue.clone(), args.allow_control, send));
        let app = Arc::new(App {
            queue,
            control: args.allow_control,
            snapshot,
            streams: Arc::new(tokio::sync::Semaphore::new(MAX_STREAMS)),
        });
        let router = axum::Router::new()
            .route("/", get(|| async { Html(PAGE) }))
            .route("/api/snapshot", get(snapshot_json))
            .route("/api/events", get(events))
            .route("/api/jobs/{id}", get(job))
            .route("/api/jobs/{id}/cancel", post(cancel))
            .route("/api/purge", post(purge))
            .with_state(app);
        eprintln!(
            "wasm-host dashboard: http://{bound}/ ({}), queue at {}",
            if args.allow_control { "cancel and purge allowed" } else { "read-only" },
            args.nats
        );
        axum::serve(listener, router).with_graceful_shutdown(stop_signal()).await?;
        Ok(ExitCode::SUCCESS)
    })
}

/// Reads the snapshot every [`EVERY`] until nobody can receive it.
async fn refresh(queue: Queue, control: bool, send: tokio::sync::watch::Sender<Arc<String>>) {
    let mut seen: BTreeMap<String, WorkerStatus> = BTreeMap::new();
    let mut listing = JobListing::new();
    let mut last = Snapshot::default();
    let mut tick = tokio::time::interval(EVERY);
    loop {
        tick.tick().await;
        let now = now_ms();
        match tokio::time::timeout(READ_DEADLINE, read(&queue, &mut seen, &mut listing, now)).await {
            Ok(Ok(s)) => last = Snapshot { control, ..s },
            Ok(Err(e)) => last.error = Some(format!("{e:#}")),
            Err(_) => {
                last.error = Some(format!("the queue did not answer within {} s", READ_DEADLINE.as_secs()));
            }
        }
        if last.error.is_some() {
            // What the page last saw, as old as it now is: a worker not heard from turns late.
            for w in &mut last.workers {
                w.age_ms = now.saturating_sub(w.status.updated_ms);
            }
        }
        last.now_ms = now;
        let Ok(json) = serde_json::to_string(&last) else { continue };
        if send.send(Arc::new(json)).is_err() {
            return;
        }
    }
}

/// One snapshot; `seen` keeps every worker's last status, to list the ones gone; `listing`
/// every job's state (it reads only what can have changed).
async fn read(
    queue: &Queue,
    seen: &mut BTreeMap<String, WorkerStatus>,
    listing: &mut JobListing,
    now: u64,
) -> anyhow::Result<Snapshot> {
    let live = queue.worker_statuses().await?;
    let mut workers: Vec<WorkerRow> = live
        .iter()
        .map(|s| WorkerRow { status: s.clone(), gone: false, age_ms: now.saturating_sub(s.updated_ms) })
        .collect();
    for s in &live {
        seen.insert(s.name.clone(), s.clone());
    }
    let kept = u64::try_from(GONE_KEPT.as_millis()).unwrap_or(u64::MAX);
    seen.retain(|_, s| now.saturating_sub(s.updated_ms) < kept);
    for (name, s) in seen.iter() {
        if !live.iter().any(|l| &l.name == name) {
            workers.push(WorkerRow {
                status: s.clone(),
                gone: true,
                age_ms: now.saturating_sub(s.updated_ms),
            });
        }
    }
    let mut jobs: Vec<JobState> = listing.refresh(queue).await?.values().cloned().collect();
    let mut counts = BTreeMap::new();
    for j in &jobs {
        *counts.entry(j.state.name()).or_insert(0) += 1;
    }
    let total = jobs.len();
    jobs.sort_by(|a, b| b.updated_ms.cmp(&a.updated_ms).then_with(|| a.id.cmp(&b.id)));
    jobs.truncate(MAX_LISTED);
    let jobs = jobs
        .into_iter()
        .map(|j| JobRow {
            id: j.id,
            state: j.state,
            worker: j.worker,
            attempt: j.attempt,
            updated_ms: j.updated_ms,
        })
        .collect();
    Ok(Snapshot {
        now_ms: now,
        control: false,
        pending: queue.pending().await.ok(),
        workers,
        counts,
        total,
        jobs,
        error: None,
    })
}

fn json_body(text: Arc<String>) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], text.as_str().to_owned()).into_response()
}

async fn snapshot_json(Extract(app): Extract<Arc<App>>) -> Response {
    let text = app.snapshot.borrow().clone();
    json_body(text)
}

/// The snapshot as server-sent events (`snapshot`), one now and one per change.
async fn events(Extract(app): Extract<Arc<App>>) -> Response {
    let Ok(permit) = app.streams.clone().try_acquire_owned() else {
        return error(StatusCode::SERVICE_UNAVAILABLE, "too many open event streams");
    };
    let updates = tokio_stream_of(app.snapshot.clone()).map(move |text| {
        // The permit lives as long as the stream.
        let _held = &permit;
        Ok::<_, std::convert::Infallible>(Event::default().event("snapshot").data(text.as_str()))
    });
    Sse::new(updates).keep_alive(KeepAlive::default()).into_response()
}

/// A watch receiver as a stream of its values: the current one first, then each change.
fn tokio_stream_of(
    rx: tokio::sync::watch::Receiver<Arc<String>>,
) -> impl futures_util::Stream<Item = Arc<String>> {
    futures_util::stream::unfold((rx, true), |(mut rx, first)| async move {
        if !first {
            rx.changed().await.ok()?;
        }
        let next = rx.borrow_and_update().clone();
        Some((next, (rx, false)))
    })
}

fn error(status: StatusCode, message: &str) -> Response {
    (status, Json(serde_json::json!({ "error": message }))).into_response()
}

/// Whether `id` can be a job id (a NUID: 22 letters and digits); anything else is refused
/// before the queue is asked.
fn valid_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 64 && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// One of a job's outputs, at most [`MAX_OUTPUT_BYTES`] of it.
#[derive(Debug, Serialize)]
struct Output {
    text: String,
    truncated: bool,
}

async fn output(queue: &Queue, object: Option<&String>) -> Option<Output> {
    let name = object?;
    let info = queue.objects.info(name).await.ok()?;
    let size = info.size as u64;
    let limit = size.min(MAX_OUTPUT_BYTES);
    let mut reader = queue.objects.get(name).await.ok()?;
    let mut bytes = Vec::new();
    let mut chunk = vec![0u8; 16 << 10];
    while (bytes.len() as u64) < limit {
        let n = tokio::io::AsyncReadExt::read(&mut reader, &mut chunk).await.ok()?;
        if n == 0 {
            break;
        }
        bytes.extend_from_slice(&chunk[..n]);
    }
    bytes.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
    Some(Output { text: String::from_utf8_lossy(&bytes).into_owned(), truncated: size > limit })
}

/// A job's page: its state record, its result, and the start of its outputs.
async fn job(Extract(app): Extract<Arc<App>>, Path(id): Path<String>) -> Response {
    if !valid_id(&id) {
        return error(StatusCode::BAD_REQUEST, "not a job id");
    }
    let state = match app.queue.state(&id).await {
        Ok(Some(s)) => s,
        Ok(None) => return error(StatusCode::NOT_FOUND, "no such job"),
        Err(e) => return error(StatusCode::BAD_GATEWAY, &format!("{e:#}")),
    };
    let result: Option<JobResult> = app.queue.result(&id).await.ok().flatten();
    let (stdout, stderr) = match &result {
        Some(r) => (output(&app.queue, r.stdout.as_ref()).await, output(&app.queue, r.stderr.as_ref()).await),
        None => (None, None),
    };
    let queue_wait_ms = result.as_ref().and_then(JobResult::queue_wait_ms);
    Json(serde_json::json!({
        "state": state,
        "result": result,
        "queue_wait_ms": queue_wait_ms,
        "stdout": stdout,
        "stderr": stderr,
        "control": app.control,
    }))
    .into_response()
}

async fn cancel(Extract(app): Extract<Arc<App>>, Path(id): Path<String>) -> Response {
    if !app.control {
        return error(StatusCode::FORBIDDEN, "read-only: start the dashboard with --allow-control");
    }
    if !valid_id(&id) {
        return error(StatusCode::BAD_REQUEST, "not a job id");
    }
    match app.queue.cancel(&id, "the dashboard").await {
        Ok(wasm_host_queue::client::Cancel::Cancelled(was)) => {
            Json(serde_json::json!({ "cancelled": true, "was": was })).into_response()
        }
        Ok(wasm_host_queue::client::Cancel::AlreadyOver(state)) => {
            Json(serde_json::json!({ "cancelled": false, "was": state })).into_response()
        }
        Err(e) => error(StatusCode::NOT_FOUND, &format!("{e:#}")),
    }
}

#[derive(Debug, serde::Deserialize)]
struct PurgeQuery {
    state: String,
    older_than: Option<String>,
}

async fn purge(Extract(app): Extract<Arc<App>>, Query(q): Query<PurgeQuery>) -> Response {
    if !app.control {
        return error(StatusCode::FORBIDDEN, "read-only: start the dashboard with --allow-control");
    }
    let Some(state) = State::from_name(&q.state).filter(|s| s.is_final()) else {
        return error(StatusCode::BAD_REQUEST, "state: one of done, failed, dead, cancelled");
    };
    let older_than = match q.older_than.as_deref().map(|d| duration("older_than", d)).transpose() {
        Ok(d) => d.unwrap_or_default(),
        Err(e) => return error(StatusCode::BAD_REQUEST, &format!("{e:#}")),
    };
    match app.queue.purge(&[state], older_than).await {
        Ok((jobs, objects)) => Json(serde_json::json!({ "jobs": jobs, "objects": objects })).into_response(),
        Err(e) => error(StatusCode::BAD_GATEWAY, &format!("{e:#}")),
    }
}
