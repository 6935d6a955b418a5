//! Scale-out commands on NATS JetStream (`wasm_host_queue`): `serve` (a worker), `submit` (a
//! client: a job, optionally waiting for its result as `run` would print it) and `jobs` (the
//! jobs and workers the queue knows).

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context as _, bail};
use clap::{Args, Subcommand};
use wasm_host::Runtime;
use wasm_host_queue::client::Cancel;
use wasm_host_queue::{Delivery, JobLimits, Queue, State, Submission, WorkerOptions};

use crate::args::{HostArgs, StatsFormat, guest_limits, parse_dir};

/// How long a client or worker tries its first connection.
pub(crate) const CONNECT_PATIENCE: Duration = Duration::from_secs(10);

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// The NATS server (JetStream on), e.g. `nats://127.0.0.1:4222`.
    #[arg(long, value_name = "URL")]
    nats: String,
    /// Jobs run at once at most (they share this worker's executor).
    #[arg(long, value_name = "N", default_value_t = 4,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1024))]
    concurrency: usize,
    /// This worker's name in results, job states and its status (default: the host name and
    /// the process id).
    #[arg(long, value_name = "NAME")]
    name: Option<String>,
    /// How long a delivered job may go without word from its worker before the queue gives it
    /// to another (running jobs report progress at a third of it): `3s`, `500ms`, `2m`. Short
    /// by default, so a dead worker's jobs run elsewhere within seconds.
    #[arg(long, value_name = "DURATION", default_value = "3s")]
    ack_wait: String,
    /// Deliveries of a job that no worker finished (its worker died or lost the server) before
    /// the job is set aside as dead. A guest that traps is a result, not a retry.
    #[arg(long, value_name = "N", default_value_t = 3,
          value_parser = clap::value_parser!(u32).range(1..=100))]
    max_tries: u32,
    /// The largest component this worker fetches, in bytes.
    #[arg(long, value_name = "BYTES", default_value_t = wasm_host::command::DEFAULT_MAX_COMPONENT_BYTES)]
    max_component_bytes: u64,
    /// Print the worker's final counts to stderr when it stops: as lines (`--stats`), or as one
    /// line of JSON (`--stats=json`).
    #[arg(long, value_enum, num_args = 0..=1, require_equals = true, default_missing_value = "text",
          value_name = "text|json")]
    stats: Option<StatsFormat>,
    /// Serve this worker's metrics for Prometheus at `http://ADDR/metrics` (jobs by state, run
    /// and queue-wait times, queue depth, the executor's and the GPU process's counts), e.g.
    /// `127.0.0.1:9464`; port 0 takes a free one (printed).
    #[arg(long, value_name = "ADDR")]
    metrics: Option<std::net::SocketAddr>,
    /// Time every pipeline step (GPU timestamps, or the cpu executor's clock) and keep the
    /// times in each job's result (`jobs show --json`, the dashboard's job page).
    #[arg(long)]
    step_times: bool,
    #[command(flatten)]
    host: HostArgs,
}

#[derive(Args, Debug)]
pub struct SubmitArgs {
    /// The NATS server (JetStream on).
    #[arg(long, value_name = "URL")]
    nats: String,
    /// A host directory whose files the guest sees: HOST or HOST::GUEST (as `run --dir`). With
    /// `--wait`, the files the guest makes or changes there are written back.
    #[arg(long = "dir", value_name = "HOST[::GUEST]")]
    dirs: Vec<String>,
    /// Set an environment variable for the guest.
    #[arg(long = "env", value_name = "NAME=VALUE")]
    env: Vec<String>,
    /// A limit the job asks for, as `run -W`: `timeout=DURATION`, `fuel=N`,
    /// `max-memory-size=BYTES` (a worker keeps its own where they are tighter).
    #[arg(short = 'W', value_name = "KEY=VALUE")]
    wasm_limits: Vec<String>,
    /// Wait for the result and show it as `run` would (the guest's output, its exit code, its
    /// files); without it, print the job's id and return.
    #[arg(long)]
    wait: bool,
    /// How long `--wait` waits.
    #[arg(long, value_name = "DURATION", default_value = "1h", requires = "wait")]
    wait_timeout: String,
    /// Time the job's pipeline steps (as `run --stats` does): the times are kept in its result
    /// (`jobs show --json`'s `stats.steps`, the dashboard's job page).
    #[arg(long)]
    stats: bool,
    /// The guest component, then its arguments.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, required = true, value_name = "WASM [ARGS]")]
    command: Vec<String>,
}

#[derive(Args, Debug)]
pub struct JobsArgs {
    /// The NATS server (JetStream on).
    #[arg(long, value_name = "URL", global = true)]
    nats: Option<String>,
    /// List the live workers and their counts instead of the jobs.
    #[arg(long)]
    workers: bool,
    /// Only the jobs in this state: queued, running, done, failed, dead or cancelled.
    #[arg(long, value_name = "STATE", conflicts_with = "workers")]
    state: Option<String>,
    /// Print one JSON document.
    #[arg(long, global = true)]
    json: bool,
    #[command(subcommand)]
    action: Option<JobsAction>,
}

#[derive(Subcommand, Debug)]
enum JobsAction {
    /// One job: its state, worker and attempt, exit code or error, queue wait and run time,
    /// then the guest's standard output and error (or into files), its output files fetched
    /// with `--outputs`.
    Show {
        /// The job's id (as `submit` printed it).
        id: String,
        /// Write the guest's standard output to this file instead of printing it.
        #[arg(long, value_name = "FILE")]
        stdout: Option<PathBuf>,
        /// Write the guest's standard error to this file instead of printing it.
        #[arg(long, value_name = "FILE")]
        stderr: Option<PathBuf>,
        /// Fetch the files the job made or changed into this folder (`DIR/N/PATH` for its
        /// N-th `--dir`).
        #[arg(long, value_name = "DIR")]
        outputs: Option<PathBuf>,
    },
    /// Cancels a job: a queued one never runs, a running one is stopped; either is then
    /// `cancelled`. A job already over is left as it is (exit code 1).
    Cancel {
        /// The job's id.
        id: String,
    },
    /// Deletes jobs that are over, with their results and files (components stay).
    Purge {
        /// Only jobs in this state (done, failed, dead or cancelled); may be given more than once.
        #[arg(long, value_name = "STATE", required = true)]
        state: Vec<String>,
        /// Only jobs that ended at least this long ago: `1h`, `30m`, `0s`.
        #[arg(long, value_name = "DURATION", default_value = "0s")]
        older_than: String,
    },
}

pub(crate) fn duration(flag: &str, text: &str) -> anyhow::Result<Duration> {
    wasm_host::limits::parse_duration(text).map_err(|e| anyhow::anyhow!("{flag}: {e}"))
}

pub(crate) fn tokio() -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread().enable_all().build().context("cannot start the async runtime")
}

/// The default worker name: the host's name and this process's id.
fn default_name() -> String {
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default();
    let host: String = host
        .trim()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' })
        .take(40)
        .collect();
    let host = if host.is_empty() { "worker".to_string() } else { host };
    format!("{host}-{}", std::process::id())
}

/// `wasm-host serve`: a worker, until SIGTERM or Ctrl-C (then it drains).
#[allow(clippy::print_stderr)]
pub fn serve(args: ServeArgs) -> anyhow::Result<ExitCode> {
    let mut config = args.host.config(args.step_times)?;
    // A worker never waits for ever on one guest: without `-W timeout`, ten minutes.
    if config.guest.timeout.is_none() {
        config.guest.timeout = Some(Duration::from_secs(600));
    }
    let name = args.name.clone().unwrap_or_else(default_name);
    if !wasm_host_queue::worker::valid_name(&name) {
        bail!("--name {name:?}: a worker's name is letters, digits, - and _ (at most 64)");
    }
    let runtime = Arc::new(Runtime::new(config).context("cannot start the GPU runtime")?);
    let metrics = Arc::new(wasm_host_queue::Metrics::new(runtime.clone(), &name));
    let options = WorkerOptions {
        name: name.clone(),
        metrics: Some(metrics.clone()),
        concurrency: args.concurrency,
        delivery: Delivery { ack_wait: duration("--ack-wait", &args.ack_wait)?, max_tries: args.max_tries },
        max_component_bytes: args.max_component_bytes,
        ..WorkerOptions::default()
    };
    let tokio = tokio()?;
    let last = tokio.block_on(async {
        if let Some(addr) = args.metrics {
            let listener = tokio::net::TcpListener::bind(addr)
                .await
                .with_context(|| format!("cannot listen on --metrics {addr}"))?;
            let bound = listener.local_addr()?;
            eprintln!("wasm-host serve: metrics at http://{bound}/metrics");
            tokio::spawn(async move {
                if let Err(e) = wasm_host_queue::metrics::serve_http(listener, metrics).await {
                    tracing::warn!("the metrics endpoint stopped: {e}");
                }
            });
        }
        let queue = Queue::connect(&args.nats, &name, CONNECT_PATIENCE).await?;
        eprintln!(
            "wasm-host serve: worker {name} on {}, {} jobs at once, taking jobs from {}",
            runtime.backend().name,
            args.concurrency,
            args.nats
        );
        wasm_host_queue::serve(queue, runtime.clone(), options, stop_signal()).await
    })?;
    if let Some(format) = args.stats {
        match format {
            StatsFormat::Text => eprintln!(
                "worker {}: {} done, {} failed, {} dead, {} duplicates, {} handed back ({})",
                last.name, last.done, last.failed, last.dead, last.duplicates, last.returned, last.executor
            ),
            StatsFormat::Json => eprintln!("{}", serde_json::to_string(&last)?),
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Resolves at SIGTERM or Ctrl-C.
pub(crate) async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = tokio::signal::ctrl_c() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// The job's limits from `-W KEY=VALUE` options.
fn job_limits(specs: &[String]) -> anyhow::Result<JobLimits> {
    let asked = guest_limits(specs)?;
    let given = |key: &str| specs.iter().any(|s| s.starts_with(&format!("{key}=")));
    Ok(JobLimits {
        timeout_ms: asked.timeout.map(|t| u64::try_from(t.as_millis()).unwrap_or(u64::MAX)),
        fuel: asked.fuel,
        max_memory_bytes: given("max-memory-size").then_some(asked.max_memory_bytes),
    })
}

/// `wasm-host submit`.
#[allow(clippy::print_stdout, clippy::print_stderr)]
pub fn submit(args: SubmitArgs) -> anyhow::Result<ExitCode> {
    let wasm = PathBuf::from(&args.command[0]);
    let component = wasm_host::command::read(&wasm, wasm_host::command::DEFAULT_MAX_COMPONENT_BYTES)?;
    let program = wasm.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut guest_args = vec![program];
    guest_args.extend(args.command[1..].iter().cloned());
    let mut env = Vec::new();
    for spec in &args.env {
        let Some((k, v)) = spec.split_once('=') else { bail!("--env {spec:?} is not NAME=VALUE") };
        env.push((k.to_string(), v.to_string()));
    }
    let submission = Submission {
        component,
        args: guest_args,
        env,
        dirs: args.dirs.iter().map(|d| parse_dir(d)).collect(),
        limits: job_limits(&args.wasm_limits)?,
        stats: args.stats,
    };
    let patience = duration("--wait-timeout", &args.wait_timeout)?;
    tokio()?.block_on(async {
        let queue = Queue::connect(&args.nats, "wasm-host submit", CONNECT_PATIENCE).await?;
        let id = queue.submit(&submission).await?;
        if !args.wait {
            println!("{id}");
            return Ok(ExitCode::SUCCESS);
        }
        let result = queue.wait(&id, patience).await?;
        let limit = wasm_host_queue::worker::MAX_STDIO_BYTES as u64;
        if let Some(name) = &result.stdout {
            let bytes = queue.object(name, limit).await?;
            std::io::Write::write_all(&mut std::io::stdout(), &bytes)?;
        }
        if let Some(name) = &result.stderr {
            let bytes = queue.object(name, limit).await?;
            std::io::Write::write_all(&mut std::io::stderr(), &bytes)?;
        }
        for file in &result.outputs {
            let Some((host, _)) = submission.dirs.get(file.dir) else { continue };
            let path = wasm_host_queue::files::inside(host, &file.path)?;
            let bytes = queue.object(&file.object, wasm_host_queue::client::MAX_JOB_FILE_BYTES).await?;
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
        }
        let why = format!(
            "job {id} {} on worker {} (attempt {}): {}",
            result.state.name(),
            result.worker,
            result.attempt,
            result.error.as_deref().unwrap_or("no reason given")
        );
        match (result.state, result.exit_code) {
            (State::Done, Some(code)) => Ok(ExitCode::from(code.clamp(0, 255) as u8)),
            // A trap exits as `run` does for one; a job that could not run is a host error (2).
            (State::Failed, _) if result.trapped => {
                eprintln!("error: {why}");
                Ok(ExitCode::from(crate::args::TRAP_EXIT_CODE))
            }
            _ => bail!("{why}"),
        }
    })
}

/// A state named on the command line (`flag` says where).
fn state_arg(flag: &str, name: &str) -> anyhow::Result<State> {
    State::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = State::ALL.iter().map(|s| s.name()).collect();
        anyhow::anyhow!("{flag} {name:?} is not a job state ({})", names.join(", "))
    })
}

/// Milliseconds as `jobs` prints a duration.
fn millis(ms: f64) -> String {
    if ms < 1000.0 { format!("{ms:.0} ms") } else { format!("{:.2} s", ms / 1000.0) }
}

/// `wasm-host jobs show ID`.
#[allow(clippy::print_stdout, clippy::print_stderr)]
async fn show(
    queue: &Queue,
    id: &str,
    json: bool,
    (stdout, stderr, outputs): (Option<PathBuf>, Option<PathBuf>, Option<PathBuf>),
) -> anyhow::Result<ExitCode> {
    let Some(state) = queue.state(id).await? else { bail!("no job {id} (`wasm-host jobs` lists them)") };
    let result = queue.result(id).await?;
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&serde_json::json!({ "state": state, "result": result }))?
        );
    } else {
        println!("job        {id}");
        let code = result.as_ref().and_then(|r| r.exit_code).map(|c| format!(" (exit code {c})"));
        println!("state      {}{}", state.state.name(), code.unwrap_or_default());
        println!("worker     {}, attempt {}", state.worker.as_deref().unwrap_or("-"), state.attempt);
        if let Some(r) = &result {
            if let Some(wait) = r.queue_wait_ms() {
                println!("queue wait {}", millis(wait as f64));
            }
            if r.state != State::Cancelled || r.elapsed_ms > 0.0 {
                println!("run time   {}", millis(r.elapsed_ms));
            }
            if let Some(e) = &r.error {
                println!("error      {e}");
            }
            for f in &r.outputs {
                println!("output     {}/{} ({} bytes)", f.dir, f.path, f.size);
            }
        }
    }
    let Some(r) = result else { return Ok(ExitCode::SUCCESS) };
    let limit = wasm_host_queue::worker::MAX_STDIO_BYTES as u64;
    for (object, file, to_stdout) in [(&r.stdout, stdout, true), (&r.stderr, stderr, false)] {
        let Some(name) = object else { continue };
        let bytes = queue.object(name, limit).await?;
        match file {
            Some(path) => {
                std::fs::write(&path, &bytes).with_context(|| format!("cannot write {}", path.display()))?
            }
            None if json => {}
            None if to_stdout => std::io::Write::write_all(&mut std::io::stdout(), &bytes)?,
            None => std::io::Write::write_all(&mut std::io::stderr(), &bytes)?,
        }
    }
    if let Some(dir) = outputs {
        for f in &r.outputs {
            let path = wasm_host_queue::files::inside(&dir.join(f.dir.to_string()), &f.path)?;
            let bytes = queue.object(&f.object, wasm_host_queue::client::MAX_JOB_FILE_BYTES).await?;
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `wasm-host jobs`.
#[allow(clippy::print_stdout, clippy::print_stderr)]
pub fn jobs(args: JobsArgs) -> anyhow::Result<ExitCode> {
    let Some(nats) = args.nats.clone() else {
        bail!("--nats URL is required (the NATS server, JetStream on)")
    };
    tokio()?.block_on(async {
        let queue = Queue::connect(&nats, "wasm-host jobs", CONNECT_PATIENCE).await?;
        match args.action {
            Some(JobsAction::Show { id, stdout, stderr, outputs }) => {
                return show(&queue, &id, args.json, (stdout, stderr, outputs)).await;
            }
            Some(JobsAction::Cancel { id }) => {
                return match queue.cancel(&id, "wasm-host jobs cancel").await? {
                    Cancel::Cancelled(was) => {
                        println!("cancelled job {id} (it was {})", was.name());
                        Ok(ExitCode::SUCCESS)
                    }
                    Cancel::AlreadyOver(State::Cancelled) => {
                        println!("job {id} is cancelled already");
                        Ok(ExitCode::SUCCESS)
                    }
                    Cancel::AlreadyOver(state) => {
                        eprintln!("job {id} is {} already: not cancelled", state.name());
                        Ok(ExitCode::FAILURE)
                    }
                };
            }
            Some(JobsAction::Purge { state, older_than }) => {
                let states =
                    state.iter().map(|s| state_arg("--state", s)).collect::<anyhow::Result<Vec<_>>>()?;
                if let Some(s) = states.iter().find(|s| !s.is_final()) {
                    bail!(
                        "--state {}: only jobs that are over are purged (done, failed, dead, cancelled)",
                        s.name()
                    );
                }
                let older = duration("--older-than", &older_than)?;
                let (jobs, objects) = queue.purge(&states, older).await?;
                let noun = if jobs == 1 { "job" } else { "jobs" };
                println!("purged {jobs} {noun} ({objects} objects)");
                return Ok(ExitCode::SUCCESS);
            }
            None => {}
        }
        if args.workers {
            let workers = queue.worker_statuses().await?;
            if args.json {
                println!("{}", serde_json::to_string_pretty(&workers)?);
            } else if workers.is_empty() {
                println!("no live workers");
            } else {
                for w in &workers {
                    println!(
                        "{}  {}  running {}/{}  done {}  failed {}  dead {}  queue {}{}",
                        w.name,
                        w.executor,
                        w.running,
                        w.concurrency,
                        w.done,
                        w.failed,
                        w.dead,
                        w.queue_pending,
                        if w.draining { "  draining" } else { "" }
                    );
                }
            }
            return Ok(ExitCode::SUCCESS);
        }
        let only = args.state.as_deref().map(|name| state_arg("--state", name)).transpose()?;
        let jobs: Vec<_> =
            queue.jobs().await?.into_iter().filter(|j| only.is_none_or(|s| j.state == s)).collect();
        if args.json {
            println!("{}", serde_json::to_string_pretty(&jobs)?);
        } else {
            if !jobs.is_empty() {
                println!("# id  state  worker  attempt  [queue wait, run time]");
            }
            for j in &jobs {
                // Over: how long it waited and ran (only a job over has a result to read).
                let result = if j.state.is_final() { queue.result(&j.id).await? } else { None };
                let times = match result {
                    Some(r) if r.state != State::Cancelled => {
                        let wait = r.queue_wait_ms().map(|w| format!("waited {}, ", millis(w as f64)));
                        format!("  {}ran {}", wait.unwrap_or_default(), millis(r.elapsed_ms))
                    }
                    _ => String::new(),
                };
                println!(
                    "{}  {}  {}  attempt {}{times}",
                    j.id,
                    j.state.name(),
                    j.worker.as_deref().unwrap_or("-"),
                    j.attempt
                );
            }
            // A count per state, after the rows.
            let counts: Vec<String> = State::ALL
                .iter()
                .map(|s| (s, jobs.iter().filter(|j| j.state == *s).count()))
                .filter(|(_, n)| *n > 0)
                .map(|(s, n)| format!("{n} {}", s.name()))
                .collect();
            let noun = if jobs.len() == 1 { "job" } else { "jobs" };
            if counts.is_empty() {
                println!("0 jobs");
            } else {
                println!("{} {noun}: {}", jobs.len(), counts.join(", "));
            }
        }
        Ok(ExitCode::SUCCESS)
    })
}
