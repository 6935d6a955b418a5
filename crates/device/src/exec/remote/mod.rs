//! The GPU executor in a process of its own: a driver that crashes (a signal in its shader
//! compiler) or hangs (a GPU that never answers) takes down that process, not the host.
//!
//! [`RemoteExecutor`] is the host's side: an [`Executor`] (and [`BatchExecutor`]) whose every
//! call becomes a request to the GPU process ([`serve`], what `wasm-host gpu-process` runs),
//! which owns the wgpu instance, adapter and device and runs the requests on a
//! [`GpuExecutor`](super::gpu::GpuExecutor). The protocol (`proto.rs`) is one Unix socket:
//! calls that return nothing (writes, dispatches, copies, new buffers, drops) are sent without
//! waiting, so a dispatch costs no round trip; a plan's schedule and a batch stream are one
//! request each. Modules cross as their WGSL text and Guard policy, and the process runs its
//! own Guard over them: what reaches the driver passed a Guard in the process that holds it.
//!
//! Faults: the process dying (any signal, an abort, the OOM killer) fails every call in flight
//! with `device`, naming how it died; objects that lived there answer `lost` from then on. A
//! process that leaves a request unanswered for [`GpuProcess::deadline`] (a hung driver, a
//! stopped process) is killed by the watchdog, with the same effect. The next call starts a
//! new process: at once after the first death, then after a back-off that doubles from
//! 250 ms up to 30 s while deaths come less than a minute apart; calls in the back-off
//! answer `device`. Other guests' new work runs in the new process.
//!
//! Unix only (the socket and the process); elsewhere the GPU runs in the host's process.

mod handles;
mod proto;
mod region;
#[cfg(target_os = "linux")]
mod sandbox;
mod server;

/// The environment variable that names the pipeline cache's folder to the GPU process's
/// sandbox (`GpuOptions::pipeline_cache`, which arrives only after the sandbox is in).
const PIPELINE_CACHE_ENV: &str = "WASM_HOST_PIPELINE_CACHE";

use std::collections::HashMap;
use std::io::BufReader;
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::net::UnixStream;
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, Weak};
use std::time::{Duration, Instant};

use proto::{Answer, Envelope, Fused, Id, Module, Reply, Request, read_frame, write_frame};
use region::{DEFAULT_REGION_BYTES, MIN_BULK_BYTES, Region, send_fd};
pub use server::serve;
use tokio::sync::oneshot;

use super::gpu::GpuOptions;
use super::parts::Part;
use super::{
    BackendInfo, BoxFuture, BudgetFlag, Buffer, BufferCopy, Census, Dispatch, ExecLimits, Executor, Live,
    ProcessStats, Program, ProgramDesc, Ran, Schedule, ScheduleKind, ScheduleOptions, Tenant, TimeSource,
};
use crate::error::{Error, ErrorKind, Result};
use crate::exec::batch::{BatchExecutor, IndirectBounds, Objects};
use crate::guard::{GuardedModule, LoopBudget};
use wasm_host_wire::{Command as StreamCommand, Desc, STREAM_MAGIC, encode_desc};

/// How long the GPU process may leave a request unanswered before the watchdog kills it, by
/// default: the cpu executor's backstop for one dispatch (a loop-bounded dispatch's budget,
/// 2^34 iterations, runs in well under a second on a GPU and in seconds on lavapipe; a
/// driver's shader compiler takes seconds at most for what the Guard passes).
pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(60);

/// The first back-off after a second death in a row, doubled per death, and its cap.
const BACKOFF: Duration = Duration::from_millis(250);
const MAX_BACKOFF: Duration = Duration::from_secs(30);
/// A process that lived this long before dying starts the back-off over.
const HEALTHY: Duration = Duration::from_secs(60);

/// How the host starts its GPU process.
#[derive(Clone, Debug)]
pub struct GpuProcess {
    /// The program: a binary that calls [`serve_stdin`] when given `args` (`wasm-host`
    /// with `gpu-process`, see [`GpuProcess::this_binary`]).
    pub program: PathBuf,
    /// Its arguments.
    pub args: Vec<String>,
    /// How long a request may go unanswered before the process is killed and restarted.
    pub deadline: Duration,
    /// Whether the process sandboxes itself (Landlock and seccomp on Linux; on by default).
    pub sandbox: bool,
    /// The most resident memory the process may hold, in bytes (0: no ceiling): the watchdog
    /// reads it each tick and kills a process over it, so a driver that allocates without
    /// bound (a shader compiler blowing up) ends in `device` by name, not in a swap storm or
    /// the OOM killer choosing the host. [`default_max_memory`] by default. Linux only (read
    /// from `/proc`); elsewhere not enforced.
    pub max_memory: u64,
}

/// The default [`GpuProcess::max_memory`]: half the machine's memory (on lavapipe the device's
/// buffers live in the process, so it needs the tenants' quotas and more; half leaves the host
/// and the rest of the machine room); 0 where the machine's memory cannot be read.
pub fn default_max_memory() -> u64 {
    machine_memory().map_or(0, |total| total / 2)
}

/// The machine's memory in bytes (`MemTotal` of `/proc/meminfo`), where it can be read.
fn machine_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    kib_field(&text, "MemTotal:")
}

/// A `NAME: N kB` line's value in bytes.
fn kib_field(text: &str, name: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with(name))?;
    let kib: u64 = line[name.len()..].trim().trim_end_matches("kB").trim().parse().ok()?;
    Some(kib.saturating_mul(1024))
}

/// Resident bytes of process `pid` (`VmRSS` of `/proc/PID/status`), where it can be read.
fn resident_bytes(pid: u32) -> Option<u64> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    kib_field(&text, "VmRSS:")
}

impl GpuProcess {
    /// This very binary with `args` (an embedder's binary that serves the GPU process when
    /// started with them; `wasm-host` uses `["gpu-process"]`).
    pub fn this_binary(args: &[&str]) -> Result<GpuProcess> {
        let program = std::env::current_exe()
            .map_err(|e| Error::device(format!("cannot find this binary to start the GPU process: {e}")))?;
        Ok(GpuProcess {
            program,
            args: args.iter().map(|a| a.to_string()).collect(),
            deadline: DEFAULT_DEADLINE,
            sandbox: true,
            max_memory: default_max_memory(),
        })
    }
}

/// Serves the host on this process's standard input (a socket the host passes): what a GPU
/// process's `main` calls, while the process has one thread. Installs the sandbox first
/// (Landlock and seccomp on Linux, see docs/design/gpu-process.md; off with
/// `WASM_HOST_GPU_SANDBOX=off`, which [`GpuProcess::sandbox`] sets). When the host goes away,
/// the process writes its pipeline cache and exits at once (the system closes its device: a
/// driver's teardown can take longer than the work, and the closing host waits for the exit).
pub fn serve_stdin() -> std::io::Result<()> {
    #[cfg(target_os = "linux")]
    let sandbox = sandbox::install();
    #[cfg(not(target_os = "linux"))]
    let sandbox = "no sandbox on this system".to_string();
    let fd: OwnedFd = std::io::stdin().as_fd().try_clone_to_owned()?;
    server::serve_reporting(UnixStream::from(fd), sandbox, true)
}

/// The host's side of the GPU process.
pub struct RemoteExecutor {
    shared: Arc<Shared>,
    backend: BackendInfo,
    limits: ExecLimits,
    fused: Fused,
    census: Arc<Census>,
}

impl std::fmt::Debug for RemoteExecutor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RemoteExecutor").field("backend", &self.backend).finish_non_exhaustive()
    }
}

struct Shared {
    process: GpuProcess,
    options: GpuOptions,
    state: Mutex<State>,
    ids: AtomicU64,
    tenants: AtomicU64,
    /// The tenants open now (dispatches are cut into parts only while there are two or more).
    open: crate::exec::gpu::fair::Tenants,
    /// Failures of requests nobody waited for, by tenant: that tenant's next wait answers one.
    errors: Mutex<HashMap<u64, Error>>,
    /// What the current process's sandbox holds, as it said.
    sandbox: Mutex<String>,
    /// Processes started whose device opened.
    started: AtomicU64,
}

/// The current process, or when the next may start.
struct State {
    /// Modules in flight when processes died, by [`fingerprint`].
    suspects: HashMap<u64, Suspect>,
    link: Option<Arc<Link>>,
    restart_at: Instant,
    /// Deaths in a row (each less than [`HEALTHY`] after its start).
    deaths: u32,
    last_death: String,
    /// Processes that died, all told.
    died: u64,
}

/// One GPU process and the socket to it.
struct Link {
    child: Mutex<Child>,
    pid: u32,
    writer: Mutex<UnixStream>,
    /// The bulk region shared with the process, if it mapped one.
    region: Option<Region>,
    /// The request that holds the region (`None`: free). Set by the sender; cleared by the
    /// reader thread once that request's answer is in, or, for an answer in the region, when
    /// its [`InRegion`] is dropped (copied out or abandoned), or when the process dies; a
    /// caller that stops waiting never frees it early.
    region_owner: Mutex<Option<Holder>>,
    /// Told whenever the region is freed: a bulk request waits for a write's hold to end.
    region_freed: tokio::sync::Notify,
    /// Payload bytes that crossed through the region, both ways.
    region_bytes: AtomicU64,
    inflight: Mutex<Inflight>,
    seq: AtomicU64,
    /// Why it died, once it has.
    dead: OnceLock<String>,
    /// What the watchdog saw, when it killed the process.
    killed_because: Mutex<Option<String>>,
    started: Instant,
    /// Whether its death was counted for the back-off (once, by whoever sees it first).
    counted: std::sync::atomic::AtomicBool,
    /// The module it was (most likely) compiling or running when it died.
    suspect: Mutex<Option<u64>>,
}

/// The request holding the bulk region.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Holder {
    seq: u64,
    /// A buffer's write, which the writer does not wait for: the process answers it as soon as
    /// it has copied the payload out, so the next bulk request waits for the region instead of
    /// crossing the socket.
    write: bool,
}

struct Inflight {
    waiters: HashMap<u64, Waiter>,
    /// When the process last answered (or, with nothing in flight, when the first request of
    /// the current run of them was sent).
    since: Instant,
}

struct Waiter {
    tenant: u64,
    reply: Option<oneshot::Sender<Answered>>,
    /// The module it compiles or runs (a [`fingerprint`]).
    module: Option<u64>,
    /// The request's kind and when it was sent (its round trip is logged at debug level).
    kind: &'static str,
    sent: Instant,
}

/// An answer's payload: the frame's bytes, or bytes still in the bulk region.
enum Payload {
    Bytes(Vec<u8>),
    Region(InRegion),
}

impl Payload {
    fn bytes(self) -> Vec<u8> {
        match self {
            Payload::Bytes(b) => b,
            Payload::Region(r) => r.copied(|region, len| region.take_bytes(len).unwrap_or_default()),
        }
    }

    /// The payload as words (a buffer's read-back; its length is a multiple of 4).
    fn words(self) -> Vec<u32> {
        match self {
            Payload::Bytes(b) => bytemuck::pod_collect_to_vec::<u8, u32>(&b),
            Payload::Region(r) => r.copied(|region, len| region.take_words(len).unwrap_or_default()),
        }
    }
}

/// An answer's payload left in the bulk region for its caller to copy out, on the caller's
/// thread (whose allocator has pages to reuse: a fresh 4 MiB on the reader thread cost ~3 ms
/// of page faults); the region is the host's again when this is dropped, taken or not.
struct InRegion {
    link: Arc<Link>,
    seq: u64,
    len: usize,
}

impl InRegion {
    /// The payload copied out by `take` (given the region and the length), timed with the
    /// answers' round trips; empty without a region (`in_region` made sure it fits).
    fn copied<T>(&self, take: impl FnOnce(&Region, usize) -> Vec<T>) -> Vec<T> {
        let began = Instant::now();
        let out = self.link.region.as_ref().map(|region| take(region, self.len)).unwrap_or_default();
        self.link.region_bytes.fetch_add(self.len as u64, Ordering::Relaxed);
        tracing::debug!(
            target: "wasm_host::gpu_process",
            "#{}: {} bytes copied out of the region in {:.3} ms",
            self.seq,
            self.len,
            began.elapsed().as_secs_f64() * 1e3
        );
        out
    }
}

impl Drop for InRegion {
    fn drop(&mut self) {
        self.link.free_region(self.seq);
    }
}

/// A request's reply and payload, or its error.
type Answered = Result<(Reply, Payload)>;
type ReplyRx = oneshot::Receiver<Answered>;

/// The answer a sent request's receiver gives (`None`: the request did not wait, a host fault).
async fn answer(rx: Option<ReplyRx>) -> Answered {
    rx.ok_or_else(|| Error::trap("a request that does not wait"))?
        .await
        .map_err(|_| Error::device("the GPU process went away before it answered"))?
}

impl Link {
    /// Sends `request`; for a request that waits, the receiver of its answer.
    fn send(&self, tenant: u64, request: Request, payload: &[u8]) -> Result<Option<ReplyRx>> {
        self.send_plain(tenant, request, payload, None)
    }

    /// [`Link::send`] of a request that compiles or runs `module` (a [`fingerprint`]): if the
    /// process dies while it is the oldest such request unanswered, the module is a suspect.
    fn send_module(&self, tenant: u64, request: Request, module: u64) -> Result<Option<ReplyRx>> {
        self.send_plain(tenant, request, &[], Some(module))
    }

    /// A request with its payload in the frame; it waits if its kind does.
    fn send_plain(
        &self,
        tenant: u64,
        request: Request,
        payload: &[u8],
        module: Option<u64>,
    ) -> Result<Option<ReplyRx>> {
        let seq = self.seq.fetch_add(1, Ordering::Relaxed);
        let wait = request.waits();
        self.send_as(Envelope::plain(seq, request), tenant, payload, wait, module)
    }

    /// Sends `request` through the bulk region when it is worth it and free, or held by a
    /// buffer's write (then it waits for that write's answer, which comes as soon as the
    /// process has copied the payload out; once: if another write took the region meanwhile,
    /// the socket): its payload (when at least [`MIN_BULK_BYTES`])
    /// goes there, and with `answer_in_region` the answer's may come back there. The region is
    /// the host's again once the answer is in. Otherwise (held by a request that may take
    /// long, or no region) it is sent as [`Link::send`] sends it. A write does not wait for its
    /// answer: a failure of it is kept for its tenant's next wait, as for every request that
    /// does not wait.
    async fn send_bulk(
        &self,
        tenant: u64,
        request: Request,
        payload: &[u8],
        answer_in_region: bool,
    ) -> Result<Option<ReplyRx>> {
        let payload_in = payload.len() >= MIN_BULK_BYTES;
        if let Some(region) = &self.region
            && (payload_in || answer_in_region)
            && payload.len() <= region.len()
        {
            let write = matches!(request, Request::WriteBuffer { .. });
            // One write's hold is waited for, not more: a tenant writing back to back cannot
            // keep another's request from the socket for longer than one copy.
            let mut waited = false;
            loop {
                let freed = self.region_freed.notified();
                let mut freed = std::pin::pin!(freed);
                freed.as_mut().enable();
                let seq = {
                    let Ok(mut owner) = self.region_owner.lock() else { break };
                    match *owner {
                        None => {
                            let seq = self.seq.fetch_add(1, Ordering::Relaxed);
                            *owner = Some(Holder { seq, write });
                            Some(seq)
                        }
                        Some(h) if h.write && !waited && self.dead.get().is_none() => None,
                        Some(_) => break,
                    }
                };
                let Some(seq) = seq else {
                    freed.await;
                    waited = true;
                    continue;
                };
                let wait = request.waits();
                let (env, frame_payload) = if payload_in && region.put(payload) {
                    self.region_bytes.fetch_add(payload.len() as u64, Ordering::Relaxed);
                    let env = Envelope {
                        seq,
                        request,
                        payload_in_region: Some(payload.len() as u64),
                        answer_in_region,
                    };
                    (env, &[][..])
                } else {
                    (Envelope { seq, request, payload_in_region: None, answer_in_region }, payload)
                };
                return self.send_as(env, tenant, frame_payload, wait, None);
            }
        }
        self.send_plain(tenant, request, payload, None)
    }

    fn send_as(
        &self,
        env: Envelope,
        tenant: u64,
        payload: &[u8],
        wait: bool,
        module: Option<u64>,
    ) -> Result<Option<ReplyRx>> {
        let seq = env.seq;
        let kind = env.request.name();
        if let Some(why) = self.dead.get() {
            self.free_region(seq);
            return Err(Error::device(format!("the GPU process died ({why})")));
        }
        let (tx, rx) = if wait {
            let (tx, rx) = oneshot::channel();
            (Some(tx), Some(rx))
        } else {
            (None, None)
        };
        {
            let mut inflight = self.inflight.lock().map_err(|_| Error::trap("the GPU process's table"))?;
            if inflight.waiters.is_empty() {
                inflight.since = Instant::now();
            }
            let sent = Instant::now();
            inflight.waiters.insert(seq, Waiter { tenant, reply: tx, module, kind, sent });
        }
        let written = {
            let mut w = self.writer.lock().map_err(|_| Error::trap("the GPU process's socket"))?;
            write_frame(&mut *w, &env, payload)
        };
        if let Err(e) = written {
            if let Ok(mut inflight) = self.inflight.lock() {
                inflight.waiters.remove(&seq);
            }
            self.free_region(seq);
            // The socket fails when the process is gone: reap it and say how it died.
            tracing::debug!(target: "wasm_host", "the GPU process's socket failed: {e}");
            let why = self.die();
            return Err(Error::device(format!("the GPU process died ({why})")));
        }
        Ok(rx)
    }

    /// Frees the region if request `seq` holds it.
    fn free_region(&self, seq: u64) {
        if let Ok(mut owner) = self.region_owner.lock()
            && owner.is_some_and(|h| h.seq == seq)
        {
            *owner = None;
            self.region_freed.notify_waiters();
        }
    }

    /// Sends a request that waits, and waits for it.
    async fn call(&self, tenant: u64, request: Request, payload: &[u8]) -> Result<(Reply, Payload)> {
        answer(self.send(tenant, request, payload)?).await
    }

    /// [`Link::call`] of a request that compiles `module` (see [`Link::send_module`]).
    async fn call_module(&self, tenant: u64, request: Request, module: u64) -> Result<(Reply, Payload)> {
        answer(self.send_module(tenant, request, module)?).await
    }

    /// [`Link::call`] through the bulk region where it can (see [`Link::send_bulk`]).
    async fn call_bulk(&self, tenant: u64, request: Request, payload: &[u8]) -> Result<(Reply, Payload)> {
        answer(self.send_bulk(tenant, request, payload, true).await?).await
    }

    /// Releases object `id` there (nothing to do once the process is gone).
    fn forget(&self, id: Id) {
        if self.dead.get().is_none() {
            let _ = self.send(0, Request::Drop { id }, &[]);
        }
    }

    /// `lost`, for an object of a process that died.
    fn alive(&self) -> Result<()> {
        match self.dead.get() {
            None => Ok(()),
            Some(why) => Err(Error::new(
                ErrorKind::Lost,
                format!("this object lived in the GPU process, which died ({why}); make it again"),
            )),
        }
    }

    fn kill(&self, because: String) {
        if let Ok(mut note) = self.killed_because.lock()
            && note.is_none()
        {
            *note = Some(because);
        }
        if let Ok(mut child) = self.child.lock() {
            let _ = child.kill();
        }
    }

    /// Marks the process dead (reaping it) and fails every call in flight.
    fn die(&self) -> String {
        let why = {
            let note = self.killed_because.lock().ok().and_then(|n| n.clone());
            let status = self.child.lock().ok().and_then(|mut c| {
                let _ = c.kill();
                c.wait().ok()
            });
            match (note, status) {
                (Some(note), _) => note,
                (None, Some(s)) => match s.signal() {
                    Some(sig) => format!("killed by signal {sig} ({})", signal_name(sig)),
                    None => format!("it exited with {s}"),
                },
                (None, None) => "it could not be waited for".to_string(),
            }
        };
        // The suspect, before the death is visible (whoever counts it reads the suspect): the
        // module of the oldest unanswered request that has one (the process serves requests
        // in order, so that is the one it was serving, or the nearest).
        let oldest = self.inflight.lock().ok().and_then(|i| {
            i.waiters.iter().filter_map(|(seq, w)| w.module.map(|m| (*seq, m))).min_by_key(|(seq, _)| *seq)
        });
        if let (Some((_, m)), Ok(mut suspect)) = (oldest, self.suspect.lock())
            && self.dead.get().is_none()
        {
            *suspect = Some(m);
        }
        let why = self.dead.get_or_init(|| why).clone();
        if let Ok(mut owner) = self.region_owner.lock() {
            *owner = None;
        }
        self.region_freed.notify_waiters();
        let waiters: Vec<Waiter> =
            self.inflight.lock().map(|mut i| i.waiters.drain().map(|(_, w)| w).collect()).unwrap_or_default();
        for w in waiters {
            if let Some(tx) = w.reply {
                let _ = tx.send(Err(Error::device(format!(
                    "the GPU process died ({why}) while this call was in flight; other work goes on in a new one"
                ))));
            }
        }
        why
    }
}

/// How long a closing host waits for its GPU process to finish on its own (closing its device
/// and writing the pipeline cache) before it kills it.
const CLOSE_GRACE: Duration = Duration::from_secs(1);

impl Drop for Link {
    fn drop(&mut self) {
        let began = Instant::now();
        // A live process is told to finish (its socket's end: it closes its device and writes
        // its pipeline cache, then exits) and given CLOSE_GRACE; then, or at once for one
        // already dead, it is killed.
        if self.dead.get().is_none()
            && let Ok(w) = self.writer.lock()
        {
            let _ = w.shutdown(std::net::Shutdown::Write);
        }
        if let Ok(mut child) = self.child.lock() {
            while self.dead.get().is_none() && began.elapsed() < CLOSE_GRACE {
                match child.try_wait() {
                    Ok(None) => std::thread::sleep(Duration::from_millis(2)),
                    Ok(Some(_)) | Err(_) => break,
                }
            }
            let _ = child.kill();
            let _ = child.wait();
        }
        tracing::debug!(
            target: "wasm_host::gpu_process",
            "process {} stopped in {:.3} ms",
            self.pid,
            began.elapsed().as_secs_f64() * 1e3
        );
        if let Ok(w) = self.writer.lock() {
            let _ = w.shutdown(std::net::Shutdown::Both);
        }
    }
}

fn signal_name(sig: i32) -> &'static str {
    match sig {
        4 => "SIGILL",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        15 => "SIGTERM",
        _ => "a signal",
    }
}

impl Shared {
    fn id(&self) -> Id {
        self.ids.fetch_add(1, Ordering::Relaxed)
    }

    /// The live process, starting one when it is time.
    fn link(self: &Arc<Self>) -> Result<Arc<Link>> {
        let mut state = self.state.lock().map_err(|_| Error::trap("the GPU process's state"))?;
        if let Some(l) = state.link.clone() {
            match l.dead.get() {
                None => return Ok(l),
                // Dead, and perhaps not yet counted by its reader thread: count it now, so the
                // back-off applies to this restart.
                Some(why) => note_death(&mut state, &l, why),
            }
        }
        let now = Instant::now();
        if now < state.restart_at {
            return Err(Error::device(format!(
                "the GPU process died ({}); a new one starts in {} ms",
                state.last_death,
                (state.restart_at - now).as_millis()
            )));
        }
        match self.start() {
            Ok((link, ..)) => {
                state.link = Some(link.clone());
                Ok(link)
            }
            Err(e) => {
                state.deaths += 1;
                state.restart_at = Instant::now() + backoff(state.deaths);
                state.last_death = e.message().to_string();
                Err(e)
            }
        }
    }

    /// Starts a process and opens its device; its reader and watchdog threads.
    fn start(self: &Arc<Self>) -> Result<(Arc<Link>, BackendInfo, ExecLimits, Fused)> {
        let p = &self.process;
        let (host, child_end) = UnixStream::pair()
            .map_err(|e| Error::device(format!("cannot make the GPU process's socket: {e}")))?;
        // The child starts in `/`: a relative program path is resolved here first.
        let program = if p.program.is_relative() && p.program.components().count() > 1 {
            std::fs::canonicalize(&p.program).unwrap_or_else(|_| p.program.clone())
        } else {
            p.program.clone()
        };
        let began = Instant::now();
        let mut command = Command::new(&program);
        if !p.sandbox {
            command.env("WASM_HOST_GPU_SANDBOX", "off");
        }
        // Its sandbox lets it write the pipeline cache's folder (made now if missing).
        if let Some(dir) = &self.options.pipeline_cache {
            let _ = std::fs::create_dir_all(dir);
            command.env(PIPELINE_CACHE_ENV, dir);
        }
        let child = command
            .args(&p.args)
            .stdin(Stdio::from(OwnedFd::from(child_end)))
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .current_dir("/")
            .spawn()
            .map_err(|e| {
                Error::device(format!("cannot start the GPU process `{}`: {e}", p.program.display()))
            })?;
        let pid = child.id();
        let mut child = child;
        // The bulk region: without one (no memfd here, or none could be made) everything
        // crosses the socket.
        let region = Region::create(DEFAULT_REGION_BYTES)
            .map_err(|e| tracing::debug!(target: "wasm_host", "no bulk region for the GPU process: {e}"))
            .ok();
        // The handshake, before anything else uses the socket: the region's descriptor, then
        // the opening.
        let handshake = || -> std::io::Result<Answer> {
            host.set_read_timeout(Some(p.deadline))?;
            send_fd(&host, region.as_ref().map(|r| r.fd()))?;
            let open = Request::Open {
                options: self.options.clone(),
                region: region.as_ref().map_or(0, |r| r.len() as u64),
            };
            write_frame(&mut &host, &Envelope::plain(0, open), &[])?;
            let answer = read_frame::<Answer>(&mut &host)?
                .ok_or_else(|| std::io::Error::other("the GPU process closed its socket"))?;
            host.set_read_timeout(None)?;
            Ok(answer.0)
        };
        let (backend, limits, fused, mapped, sandbox) = match opened(handshake(), &mut child) {
            Ok(v) => v,
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(e);
            }
        };
        let reader = host.try_clone().map_err(|e| Error::device(format!("the GPU process's socket: {e}")))?;
        let link = Arc::new(Link {
            child: Mutex::new(child),
            pid,
            writer: Mutex::new(host),
            region: region.filter(|_| mapped),
            region_owner: Mutex::new(None),
            region_freed: tokio::sync::Notify::new(),
            region_bytes: AtomicU64::new(0),
            inflight: Mutex::new(Inflight { waiters: HashMap::new(), since: Instant::now() }),
            seq: AtomicU64::new(1),
            dead: OnceLock::new(),
            killed_because: Mutex::new(None),
            started: Instant::now(),
            counted: std::sync::atomic::AtomicBool::new(false),
            suspect: Mutex::new(None),
        });
        let weak = Arc::downgrade(&link);
        let shared = Arc::downgrade(self);
        std::thread::Builder::new()
            .name("wasm-host gpu-process answers".into())
            .spawn(move || read_answers(reader, weak, shared))
            .map_err(|e| Error::trap(format!("cannot start the GPU process's reader: {e}")))?;
        let weak = Arc::downgrade(&link);
        let (deadline, max_memory) = (p.deadline, p.max_memory);
        std::thread::Builder::new()
            .name("wasm-host gpu-process watchdog".into())
            .spawn(move || watchdog(weak, deadline, max_memory))
            .map_err(|e| Error::trap(format!("cannot start the GPU process's watchdog: {e}")))?;
        tracing::info!(target: "wasm_host", "GPU process {pid} started: {}; {sandbox}", backend.name);
        tracing::debug!(
            target: "wasm_host::gpu_process",
            "process {pid} spawned and its device opened in {:.3} ms",
            began.elapsed().as_secs_f64() * 1e3
        );
        if let Ok(mut s) = self.sandbox.lock() {
            *s = sandbox;
        }
        self.started.fetch_add(1, Ordering::Relaxed);
        Ok((link, backend, limits, fused))
    }

    /// Bookkeeping after a process died: when the next may start.
    fn died(&self, link: &Link, why: &str) {
        if let Ok(mut state) = self.state.lock() {
            note_death(&mut state, link, why);
        }
    }

    /// `refused` for a module that was in flight at [`REFUSE_AFTER`] deaths of the process, for
    /// [`REFUSED_FOR`] after the last of them.
    fn admit(&self, module: u64) -> Result<()> {
        let state = self.state.lock().map_err(|_| Error::trap("the GPU process's state"))?;
        match state.suspects.get(&module) {
            Some(s) if s.refused_until.is_some_and(|t| t > Instant::now()) => Err(Error::new(
                ErrorKind::Refused,
                format!(
                    "this module was being compiled or run when the GPU process died {} times (the last: {}); \
                     it is refused for {} s more",
                    s.deaths,
                    s.last,
                    s.refused_until.map_or(0, |t| t.saturating_duration_since(Instant::now()).as_secs())
                ),
            )),
            _ => Ok(()),
        }
    }

    /// The failure of an earlier request of `tenant` that nobody waited for, if any.
    fn take_error(&self, tenant: u64) -> Result<()> {
        match self.errors.lock().ok().and_then(|mut e| e.remove(&tenant)) {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

/// What the handshake got: the device's description, or why there is none.
fn opened(
    answer: std::io::Result<Answer>,
    child: &mut Child,
) -> Result<(BackendInfo, ExecLimits, Fused, bool, String)> {
    let answer = answer.map_err(|e| {
        // A process that died opening the device says how.
        std::thread::sleep(Duration::from_millis(20));
        match child.try_wait().ok().flatten().and_then(|s| s.signal()) {
            Some(sig) => Error::device(format!(
                "the GPU process died opening the device (killed by signal {sig}, {})",
                signal_name(sig)
            )),
            None => Error::device(format!("the GPU process did not open a device: {e}")),
        }
    })?;
    match answer.result {
        Ok(Reply::Opened { backend, limits, fused, region, sandbox }) => {
            Ok((backend, limits, fused, region, sandbox))
        }
        Ok(other) => Err(Error::trap(format!("the GPU process answered {other:?} to its opening"))),
        Err(e) => Err(e.into()),
    }
}

/// Counts `link`'s death once: drops it as the current process and sets when the next starts.
fn note_death(state: &mut State, link: &Link, why: &str) {
    if state.link.as_ref().is_some_and(|l| std::ptr::eq(Arc::as_ptr(l), link)) {
        state.link = None;
    }
    if link.counted.swap(true, Ordering::Relaxed) {
        return;
    }
    state.died += 1;
    tracing::warn!(target: "wasm_host", "the GPU process {} died: {why}", link.pid);
    if let Some(m) = link.suspect.lock().ok().and_then(|s| *s) {
        let s = state.suspects.entry(m).or_insert(Suspect {
            deaths: 0,
            refused_until: None,
            last: String::new(),
        });
        s.deaths += 1;
        s.last = why.to_string();
        if s.deaths >= REFUSE_AFTER {
            s.refused_until = Some(Instant::now() + REFUSED_FOR);
            tracing::warn!(
                target: "wasm_host",
                "a module was in flight at {} deaths of the GPU process: refused for {} s",
                s.deaths,
                REFUSED_FOR.as_secs()
            );
        }
    }
    state.deaths = if link.started.elapsed() > HEALTHY { 1 } else { state.deaths + 1 };
    state.restart_at = Instant::now() + backoff(state.deaths);
    state.last_death = why.to_string();
}

/// A module that was in flight when GPU processes died.
struct Suspect {
    deaths: u32,
    /// Refused until then (after [`REFUSE_AFTER`] deaths).
    refused_until: Option<Instant>,
    /// How the last of those processes died.
    last: String,
}

/// Deaths with a module in flight after which it is refused, and for how long.
const REFUSE_AFTER: u32 = 2;
const REFUSED_FOR: Duration = Duration::from_secs(600);

/// A module's identity for the suspects: its text and entry point (`""` for a whole module).
fn fingerprint(module: &GuardedModule, entry: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::hash::DefaultHasher::new();
    module.source().hash(&mut h);
    entry.hash(&mut h);
    h.finish()
}

/// No wait for the first restart; then 250 ms, doubling, at most 30 s.
fn backoff(deaths: u32) -> Duration {
    match deaths {
        0 | 1 => Duration::ZERO,
        n => BACKOFF.saturating_mul(1 << (n - 2).min(16)).min(MAX_BACKOFF),
    }
}

/// The reader thread: hands each answer to its waiter (or keeps a failure for its tenant);
/// at the socket's end, the process is dead.
fn read_answers(socket: UnixStream, link: Weak<Link>, shared: Weak<Shared>) {
    let mut r = BufReader::with_capacity(1 << 16, socket);
    loop {
        let frame = read_frame::<Answer>(&mut r);
        let Some(l) = link.upgrade() else { return };
        match frame {
            Ok(Some((answer, payload))) => {
                let waiter = l.inflight.lock().ok().and_then(|mut i| {
                    i.since = Instant::now();
                    i.waiters.remove(&answer.seq)
                });
                // The payload: the frame's (the request's hold on the region, if it had
                // one, ends here), or a hold on the region that ends once the caller has
                // copied it out, or has gone.
                let bytes = answer.in_region.unwrap_or(payload.len() as u64);
                let payload = match answer.in_region {
                    None => {
                        l.free_region(answer.seq);
                        Ok(Payload::Bytes(payload))
                    }
                    Some(len) => in_region(&l, answer.seq, len),
                };
                let Some(w) = waiter else { continue };
                tracing::debug!(
                    target: "wasm_host::gpu_process",
                    "{} #{}: answered in {:.3} ms ({} bytes{})",
                    w.kind,
                    answer.seq,
                    w.sent.elapsed().as_secs_f64() * 1e3,
                    bytes,
                    if answer.in_region.is_some() { " in the region" } else { "" }
                );
                let result = answer.result.map_err(Error::from).and_then(|r| Ok((r, payload?)));
                match w.reply {
                    Some(tx) => {
                        let _ = tx.send(result);
                    }
                    None => {
                        if let (Err(e), Some(s)) = (result, shared.upgrade())
                            && w.tenant != 0
                            && let Ok(mut errors) = s.errors.lock()
                        {
                            errors.entry(w.tenant).or_insert(e);
                        }
                    }
                }
            }
            Ok(None) | Err(_) => {
                let why = l.die();
                if let Some(s) = shared.upgrade() {
                    s.died(&l, &why);
                }
                return;
            }
        }
    }
}

/// An answer's payload of `len` bytes in `link`'s region, which request `seq` must hold
/// (the region is freed here when it does not).
fn in_region(link: &Arc<Link>, seq: u64, len: u64) -> Result<Payload> {
    let held = link.region_owner.lock().is_ok_and(|o| o.is_some_and(|h| h.seq == seq));
    let fits = link.region.as_ref().is_some_and(|r| len <= r.len() as u64);
    if !(held && fits) {
        link.free_region(seq);
        return Err(Error::trap(format!(
            "the GPU process answered in a bulk region it was not given ({len} bytes)"
        )));
    }
    Ok(Payload::Region(InRegion { link: link.clone(), seq, len: len as usize }))
}

/// The watchdog thread: kills the process when requests wait longer than `deadline` without
/// an answer, or when it holds more than `max_memory` bytes (0: no ceiling).
fn watchdog(link: Weak<Link>, deadline: Duration, max_memory: u64) {
    // At most 100 ms between looks at the memory: a driver that allocates 0.5 GB/s (what a
    // shader compiler blowing up was seen to do) overshoots the ceiling by ~50 MB.
    let tick = (deadline / 20).clamp(Duration::from_millis(10), Duration::from_millis(100));
    loop {
        std::thread::sleep(tick);
        let Some(l) = link.upgrade() else { return };
        if l.dead.get().is_some() {
            return;
        }
        let stalled = l.inflight.lock().is_ok_and(|i| !i.waiters.is_empty() && i.since.elapsed() > deadline);
        if stalled {
            l.kill(format!("it answered nothing for {} ms, the watchdog's deadline", deadline.as_millis()));
        }
        if max_memory > 0
            && let Some(held) = resident_bytes(l.pid)
            && held > max_memory
        {
            l.kill(format!(
                "it held {} MiB of memory, over its ceiling of {} MiB",
                held >> 20,
                max_memory >> 20
            ));
        }
    }
}

impl RemoteExecutor {
    /// Starts the GPU process `process` and opens its device with `options`.
    pub fn new(process: GpuProcess, options: &GpuOptions) -> Result<RemoteExecutor> {
        let shared = Arc::new(Shared {
            process,
            options: options.clone(),
            state: Mutex::new(State {
                link: None,
                restart_at: Instant::now(),
                deaths: 0,
                last_death: String::new(),
                died: 0,
                suspects: HashMap::new(),
            }),
            ids: AtomicU64::new(1),
            tenants: AtomicU64::new(1),
            open: Default::default(),
            errors: Mutex::new(HashMap::new()),
            sandbox: Mutex::new(String::new()),
            started: AtomicU64::new(0),
        });
        let (link, backend, limits, fused) = shared.start()?;
        if let Ok(mut state) = shared.state.lock() {
            state.link = Some(link);
        }
        let backend = BackendInfo { name: format!("{} (in a GPU process)", backend.name), ..backend };
        Ok(RemoteExecutor { shared, backend, limits, fused, census: Arc::default() })
    }

    /// What the GPU process's sandbox holds, as the last process started said (e.g. "Landlock:
    /// writes only beneath /dev, /tmp; no TCP; signals scoped; seccomp: 21 system calls denied").
    pub fn sandbox(&self) -> String {
        self.shared.sandbox.lock().map(|s| s.clone()).unwrap_or_default()
    }

    /// Payload bytes that crossed through the current process's bulk region (both ways); 0
    /// where there is none.
    pub fn region_bytes(&self) -> u64 {
        let link = self.shared.state.lock().ok().and_then(|s| s.link.clone());
        link.map_or(0, |l| l.region_bytes.load(Ordering::Relaxed))
    }
}

/// A buffer of the GPU process.
struct RemoteBuffer {
    link: Arc<Link>,
    id: Id,
    tenant: u64,
}

/// A program of the GPU process, with what the host needs to size its loop-budget flags.
struct RemoteProgram {
    link: Arc<Link>,
    id: Id,
    /// For a loop-bounded module: its budget rule and the entry point's workgroup size.
    bounded: Option<(LoopBudget, [u32; 3])>,
    /// Whether its dispatches may run in parts (`exec::parts`).
    cuttable: bool,
    /// Its module's [`fingerprint`].
    module: u64,
}

struct RemoteProbe {
    link: Arc<Link>,
    id: Id,
    tenant: u64,
}

struct RemoteSchedule {
    link: Arc<Link>,
    id: Id,
    tenant: u64,
}

struct RemoteContext {
    link: Arc<Link>,
    id: Id,
    tenant: u64,
    /// Its shader modules' [`fingerprint`]s, by object id.
    modules: Mutex<HashMap<u32, u64>>,
}

/// A guest's number (0: the shared tenant).
struct RemoteTenant(u64, Markers, #[allow(dead_code)] crate::exec::gpu::fair::Seat);

/// A tenant's fences sent before its dispatches and not yet answered: the GPU process's side
/// of [`crate::exec::gpu::fair`] (a `finish` answers once the work submitted before it is
/// done), kept by the host so one tenant's wait never holds the process's other requests.
type Markers = crate::exec::gpu::fair::InFlight<ReplyRx>;

impl crate::exec::gpu::fair::Marker for ReplyRx {
    fn completed(&mut self) -> bool {
        !matches!(self.try_recv(), Err(oneshot::error::TryRecvError::Empty))
    }

    fn completion(self) -> BoxFuture<'static, ()> {
        // Answered, failed or gone alike: a failing process fails the dispatch itself.
        Box::pin(async move {
            let _ = self.await;
        })
    }
}

macro_rules! forget_on_drop {
    ($($t:ty),*) => {$(
        impl Drop for $t {
            fn drop(&mut self) {
                self.link.forget(self.id);
            }
        }
    )*};
}
forget_on_drop!(RemoteBuffer, RemoteProgram, RemoteProbe, RemoteSchedule, RemoteContext);

/// The same process, or `lost` (objects of a dead process never mix with a new one's).
fn same(a: &Arc<Link>, b: &Arc<Link>) -> Result<()> {
    if Arc::ptr_eq(a, b) {
        Ok(())
    } else {
        Err(Error::new(
            ErrorKind::Lost,
            "these objects lived in a GPU process that has since died; make them again",
        ))
    }
}

fn module_of(m: &GuardedModule) -> Module {
    Module { source: m.source().to_string(), policy: m.policy().clone() }
}

impl Executor for RemoteExecutor {
    fn backend(&self) -> &BackendInfo {
        &self.backend
    }

    fn limits(&self) -> &ExecLimits {
        &self.limits
    }

    fn open_tenant(&self) -> Result<Tenant> {
        let id = self.shared.tenants.fetch_add(1, Ordering::Relaxed);
        Ok(Tenant::new(RemoteTenant(id, Markers::default(), self.shared.open.seat())))
    }

    fn admit<'a>(&'a self, tenant: &'a Tenant) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            // The shared tenant (host work) and a foreign one are not held back here.
            let Some(own) = handles::tenant_markers(tenant) else { return };
            let Ok(link) = self.shared.link() else { return };
            if let Ok(Some(fence)) = link.send(own.0, Request::Finish, &[]) {
                own.1.admit(fence).await;
            }
        })
    }

    fn create_buffer(&self, tenant: &Tenant, label: &str, size: u64) -> Result<Buffer> {
        let link = self.shared.link()?;
        let (id, size, tenant) = (self.shared.id(), size.max(4), handles::tenant(tenant)?);
        link.send(tenant, Request::CreateBuffer { id, size, label: label.to_string() }, &[])?;
        Ok(Buffer::new(&self.census, size, RemoteBuffer { link, id, tenant }))
    }

    fn write_buffer(&self, buffer: &Buffer, offset: u64, data: &[u8]) -> Result<()> {
        let b = handles::buffer(buffer)?;
        if offset.checked_add(data.len() as u64).is_none_or(|end| end > buffer.size()) {
            return Err(Error::trap("write past the end of a buffer"));
        }
        if data.is_empty() {
            return Ok(());
        }
        // Not waited for (a failure is kept for the tenant's next wait); through the region,
        // after a write of the moment before has been copied out of it.
        crate::exec::block_on(b.link.send_bulk(
            b.tenant,
            Request::WriteBuffer { id: b.id, offset },
            data,
            false,
        ))
        .map(drop)
    }

    fn live(&self) -> Live {
        self.census.live()
    }

    fn process_stats(&self) -> Option<ProcessStats> {
        let died = self.shared.state.lock().map_or(0, |s| s.died);
        Some(ProcessStats { started: self.shared.started.load(Ordering::Relaxed), died })
    }

    fn read_buffer<'a>(&'a self, buffer: &'a Buffer) -> BoxFuture<'a, Result<Vec<u32>>> {
        Box::pin(async move {
            let b = handles::buffer(buffer)?;
            let (_, payload) = b.link.call_bulk(b.tenant, Request::ReadBuffer { id: b.id }, &[]).await?;
            self.shared.take_error(b.tenant)?;
            Ok(payload.words())
        })
    }

    fn create_program(&self, desc: &ProgramDesc<'_>) -> Result<Program> {
        let link = self.shared.link()?;
        let id = self.shared.id();
        let bounded = match desc.module.bounds() {
            None => None,
            Some(b) => {
                let size = desc
                    .module
                    .module()
                    .entry_points
                    .iter()
                    .find(|ep| ep.name == desc.entry_point)
                    .map(|ep| ep.workgroup_size)
                    .ok_or_else(|| {
                        Error::invalid(format!("the module has no entry point `{}`", desc.entry_point))
                    })?;
                Some((b.budget, size))
            }
        };
        let module = fingerprint(desc.module, desc.entry_point);
        self.shared.admit(module)?;
        let request = Request::CreateProgram {
            id,
            label: desc.label.to_string(),
            module: module_of(desc.module),
            entry: desc.entry_point.to_string(),
            read_only: desc.bindings.iter().map(|a| *a == super::Access::Read).collect(),
            constants: desc.constants.to_vec(),
        };
        crate::exec::block_on(link.call_module(0, request, module))?;
        let cuttable = super::parts::cuttable(desc.module, desc.entry_point);
        Ok(Program::new(&self.census, RemoteProgram { link, id, bounded, cuttable, module }))
    }

    fn dispatch(
        &self,
        program: &Program,
        bindings: &[&Buffer],
        workgroups: [u32; 3],
    ) -> Result<Option<BudgetFlag>> {
        self.dispatch_part(program, bindings, workgroups, Part::WHOLE)
    }

    /// As the gpu executor counts them (the GPU process runs one), from the same module.
    fn parts(&self, program: &Program, workgroups: [u32; 3]) -> u32 {
        match handles::program(program) {
            Ok(RemoteProgram { bounded: Some((budget, size)), cuttable: true, .. })
                if self.shared.open.shared() =>
            {
                super::parts::count(budget, workgroups, *size)
            }
            _ => 1,
        }
    }

    fn dispatch_part(
        &self,
        program: &Program,
        bindings: &[&Buffer],
        workgroups: [u32; 3],
        part: Part,
    ) -> Result<Option<BudgetFlag>> {
        let p = handles::program(program)?;
        p.link.alive()?;
        let mut ids = Vec::with_capacity(bindings.len());
        let mut tenant = 0;
        for b in bindings {
            let r = handles::buffer(b)?;
            same(&p.link, &r.link)?;
            ids.push(r.id);
            tenant = r.tenant;
        }
        let probe = p.bounded.filter(|_| part.last()).map(|(budget, size)| {
            let invocations = workgroups.iter().chain(&size).map(|&n| u64::from(n)).product();
            (self.shared.id(), budget.iterations(Some(invocations)))
        });
        let request = Request::Dispatch {
            program: p.id,
            bindings: ids,
            workgroups,
            part,
            probe: probe.map(|(id, _)| id),
        };
        // A suspect if the process dies (admitted when the program was made, in this process).
        p.link.send_module(tenant, request, p.module)?;
        Ok(probe.map(|(id, b)| BudgetFlag::new(b, RemoteProbe { link: p.link.clone(), id, tenant })))
    }

    fn probe<'a>(&'a self, probes: &'a [&'a BudgetFlag]) -> BoxFuture<'a, Result<Vec<bool>>> {
        Box::pin(async move {
            let all = probes.iter().map(|p| handles::probe(p)).collect::<Result<Vec<_>>>()?;
            let Some(first) = all.first() else { return Ok(Vec::new()) };
            for p in &all {
                p.link.alive()?;
                same(&first.link, &p.link)?;
            }
            let ids = all.iter().map(|p| p.id).collect();
            match first.link.call(first.tenant, Request::Probe { ids }, &[]).await? {
                (Reply::Flags(flags), _) if flags.len() == all.len() => {
                    self.shared.take_error(first.tenant)?;
                    Ok(flags)
                }
                (other, _) => Err(Error::trap(format!("the GPU process answered {other:?} to a probe"))),
            }
        })
    }

    fn batch(&self) -> Result<&dyn BatchExecutor> {
        Ok(self)
    }

    fn finish<'a>(&'a self, tenant: &'a Tenant) -> BoxFuture<'a, Result<()>> {
        Box::pin(async move {
            let t = handles::tenant(tenant)?;
            let link = self.shared.link()?;
            link.call(t, Request::Finish, &[]).await?;
            self.shared.take_error(t)
        })
    }

    fn copy_buffer(&self, from: &Buffer, to: &Buffer) -> Result<()> {
        let (f, t) = (handles::buffer(from)?, handles::buffer(to)?);
        same(&f.link, &t.link)?;
        if to.size() < from.size() {
            return Err(Error::trap("a copy into a smaller buffer"));
        }
        f.link.send(f.tenant, Request::CopyBuffer { from: f.id, to: t.id }, &[]).map(drop)
    }

    fn schedule_kind(&self, _threads: bool) -> Result<ScheduleKind> {
        Ok(self.fused.kind)
    }

    fn time_source(&self) -> Result<TimeSource> {
        self.fused.timing.clone().map_err(Error::unsupported)
    }

    fn prepare_schedule(&self, dispatches: Vec<Dispatch>, options: ScheduleOptions) -> Result<Schedule> {
        super::no_bands(&dispatches, &self.backend().name)?;
        super::parts::refuse_cut(self, &dispatches)?;
        let link = self.shared.link()?;
        let mut wire = Vec::with_capacity(dispatches.len());
        let mut tenant = 0;
        for d in &dispatches {
            let p = handles::program(&d.program)?;
            same(&link, &p.link)?;
            let mut ids = Vec::with_capacity(d.bindings.len());
            for b in &d.bindings {
                let r = handles::buffer(b)?;
                same(&link, &r.link)?;
                ids.push(r.id);
                tenant = r.tenant;
            }
            wire.push((p.id, ids, d.workgroups));
        }
        let id = self.shared.id();
        crate::exec::block_on(link.call(
            tenant,
            Request::PrepareSchedule { id, dispatches: wire, options },
            &[],
        ))?;
        // The schedule keeps its programs and buffers alive here as it does there.
        let kept = (dispatches, RemoteSchedule { link, id, tenant });
        Ok(Schedule::new(self.fused.kind, kept.0.len(), kept))
    }

    fn run_schedule<'a>(
        &'a self,
        schedule: &'a Schedule,
        before: &'a [BufferCopy],
        after: &'a [BufferCopy],
    ) -> BoxFuture<'a, Result<Ran>> {
        Box::pin(async move {
            let (_, s) = handles::schedule(schedule)?;
            let pairs = |copies: &[BufferCopy]| -> Result<Vec<(Id, Id)>> {
                copies
                    .iter()
                    .map(|(f, t)| {
                        let (f, t) = (handles::buffer(f)?, handles::buffer(t)?);
                        same(&s.link, &f.link)?;
                        same(&s.link, &t.link)?;
                        Ok((f.id, t.id))
                    })
                    .collect()
            };
            let request = Request::RunSchedule { id: s.id, before: pairs(before)?, after: pairs(after)? };
            match s.link.call(s.tenant, request, &[]).await? {
                (Reply::Ran(ran), _) => {
                    self.shared.take_error(s.tenant)?;
                    Ok(ran)
                }
                (other, _) => Err(Error::trap(format!("the GPU process answered {other:?} to a schedule"))),
            }
        })
    }

    fn process_id(&self) -> Option<u32> {
        let state = self.shared.state.lock().ok()?;
        state.link.as_ref().filter(|l| l.dead.get().is_none()).map(|l| l.pid)
    }
}

fn object(reply: (Reply, Payload)) -> Result<u32> {
    match reply.0 {
        Reply::Object(id) => Ok(id),
        other => Err(Error::trap(format!("the GPU process answered {other:?} to a new object"))),
    }
}

impl BatchExecutor for RemoteExecutor {
    fn open(&self, tenant: &Tenant) -> Result<Objects> {
        let link = self.shared.link()?;
        let (id, tenant) = (self.shared.id(), handles::tenant(tenant)?);
        link.send(tenant, Request::OpenContext { id }, &[])?;
        Ok(Box::new(RemoteContext { link, id, tenant, modules: Mutex::new(HashMap::new()) }))
    }

    fn create_module(&self, objects: &mut Objects, module: GuardedModule) -> Result<u32> {
        let c = handles::context(objects)?;
        let print = fingerprint(&module, "");
        self.shared.admit(print)?;
        let request = Request::CreateModule { context: c.id, module: module_of(&module) };
        let id = object(crate::exec::block_on(c.link.call_module(c.tenant, request, print))?)?;
        if let Ok(mut modules) = c.modules.lock() {
            modules.insert(id, print);
        }
        Ok(id)
    }

    fn create(&self, objects: &mut Objects, desc: &Desc) -> Result<u32> {
        let c = handles::context(objects)?;
        // A pipeline compiles its module (the driver's shader compiler runs here): a suspect if
        // the process dies. (No admission here: the module passed it when it was made, in this
        // same process, and a refusal needs a death, which would have taken this context.)
        let module = match desc {
            Desc::ComputePipeline { module, .. } => {
                c.modules.lock().ok().and_then(|m| m.get(module).copied())
            }
            _ => None,
        };
        let request = Request::Create { context: c.id, kind: desc.kind() as u32, desc: encode_desc(desc) };
        let answer = match module {
            Some(m) => crate::exec::block_on(c.link.call_module(c.tenant, request, m)),
            None => crate::exec::block_on(c.link.call(c.tenant, request, &[])),
        };
        object(answer?)
    }

    fn destroy(&self, objects: &mut Objects, id: u32) {
        if let Ok(c) = handles::context(objects) {
            let _ = c.link.send(c.tenant, Request::Destroy { context: c.id, object: id }, &[]);
        }
    }

    fn replay<'a>(
        &'a self,
        objects: &'a mut Objects,
        commands: &'a [StreamCommand],
        data: &'a [u8],
        window: u32,
        indirect: IndirectBounds,
    ) -> BoxFuture<'a, Result<Vec<u8>>> {
        Box::pin(async move {
            let c = handles::context(objects)?;
            let mut words = vec![STREAM_MAGIC];
            for command in commands {
                command.encode(&mut words);
            }
            let mut payload: Vec<u8> = bytemuck::cast_slice(&words).to_vec();
            payload.extend_from_slice(data);
            let request = Request::Replay {
                context: c.id,
                stream_words: words.len() as u32,
                window,
                indirect,
                shared: self.shared.open.shared(),
            };
            let (reply, bytes) = c.link.call_bulk(c.tenant, request, &payload).await?;
            self.shared.take_error(c.tenant)?;
            match reply {
                Reply::Payload => Ok(bytes.bytes()),
                other => Err(Error::trap(format!("the GPU process answered {other:?} to a stream"))),
            }
        })
    }
}
