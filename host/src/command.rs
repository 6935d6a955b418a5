//! Running a guest command component: WASI p2 plus the GPU interfaces, one store per run.
//!
//! This is what `wasm-host run` does, as a library call the tests and embedders share. The run is
//! async (WASI and the GPU interfaces through their async bindings): a guest waiting on the device
//! yields its thread to the async runtime. [`run_blocking`] drives it from blocking code.

use std::path::PathBuf;

use wasmtime::Store;
use wasmtime::component::{Component, Linker, ResourceTable};
use wasmtime_wasi::p2::bindings::Command;
use wasmtime_wasi::p2::pipe::MemoryOutputPipe;
use wasmtime_wasi::{FsPerms, I32Exit, WasiCtx, WasiCtxView, WasiView};

use crate::ctx::{GpuCtx, GpuCtxView, GpuView, GuestStats, StepStats};
use crate::runtime::Runtime;

/// Where a guest's standard output and error go.
#[derive(Clone, Debug, Default)]
pub enum Stdio {
    /// The host process's own.
    #[default]
    Inherit,
    /// Captured in memory (for tests); read them from the pipes after the run.
    Capture {
        /// The guest's stdout.
        stdout: MemoryOutputPipe,
        /// The guest's stderr.
        stderr: MemoryOutputPipe,
    },
}

/// How to run a command component.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// The guest's arguments, program name first.
    pub args: Vec<String>,
    /// Environment variables the guest sees.
    pub env: Vec<(String, String)>,
    /// Preopened directories: host path and the path the guest sees.
    pub dirs: Vec<(PathBuf, String)>,
    /// Standard output and error.
    pub stdio: Stdio,
    /// The guest's quotas; `None` takes the runtime's defaults.
    pub quotas: Option<crate::config::Quotas>,
    /// Where to record the guest's GPU calls ([`crate::trace`]), if anywhere.
    pub trace: Option<std::sync::Arc<crate::trace::TraceLog>>,
    /// Limits on this guest's own code tighter than the runtime's
    /// ([`GuestLimits::within`](crate::limits::GuestLimits::within)); `None` takes the runtime's.
    pub limits: Option<crate::limits::GuestLimits>,
    /// Stops the run ([`RunError::Cancelled`]) once it holds `true`: at the guest's next wait
    /// in the host or epoch tick (a runtime whose guests have a timeout ticks every
    /// [`TICK`](crate::limits::TICK); without one, a guest that computes without calling the
    /// host runs on until it does).
    pub cancel: Option<tokio::sync::watch::Receiver<bool>>,
    /// Time every pipeline step of this run (its outcome's [`RunOutcome::steps`]), whatever
    /// the runtime's [`Config::timings`](crate::config::Config::timings) says; a pipeline that
    /// asks for its own setting keeps it.
    pub timings: bool,
}

/// What a run ended with.
#[derive(Clone, Debug)]
pub struct RunOutcome {
    /// The guest's exit code (0 on success).
    pub exit_code: i32,
    /// What the guest did on the GPU.
    pub stats: GuestStats,
    /// Its timed pipeline steps, by kernel.
    pub steps: StepStats,
}

/// Why a run could not start or finish.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The file is not a component the engine can compile.
    #[error("cannot load {path}: {message}")]
    Load {
        /// The file.
        path: String,
        /// Why.
        message: String,
    },
    /// A preopened directory could not be opened.
    #[error("cannot preopen {path}: {message}")]
    Dir {
        /// The host path.
        path: String,
        /// Why.
        message: String,
    },
    /// The component does not fit the host (a missing import, not a command).
    #[error("cannot instantiate the guest: {0}")]
    Instantiate(String),
    /// The guest trapped.
    #[error("the guest trapped: {0}")]
    Trap(String),
    /// The run was cancelled ([`RunOptions::cancel`]).
    #[error("the run was cancelled")]
    Cancelled,
}

/// Store data of a command run: WASI, the resource table, and the guest's GPU context.
pub struct CommandState {
    wasi: WasiCtx,
    table: ResourceTable,
    gpu: GpuCtx,
    limits: wasmtime::StoreLimits,
}

impl std::fmt::Debug for CommandState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CommandState").field("gpu", &self.gpu).finish_non_exhaustive()
    }
}

impl WasiView for CommandState {
    fn ctx(&mut self) -> WasiCtxView<'_> {
        WasiCtxView { ctx: &mut self.wasi, table: &mut self.table }
    }
}

impl GpuView for CommandState {
    fn gpu(&mut self) -> GpuCtxView<'_> {
        GpuCtxView { ctx: &mut self.gpu, table: &mut self.table }
    }
}

/// Compiles the component at `path` for `runtime`'s engine.
pub fn load(runtime: &Runtime, path: &std::path::Path) -> Result<Component, RunError> {
    let bytes = read(path, DEFAULT_MAX_COMPONENT_BYTES)?;
    load_bytes(runtime, path, &bytes)
}

/// The largest component file [`read`] takes by default (`wasm-host run --max-component-bytes`
/// and `serve`'s option of the same name change it): far above any real guest (a Python guest
/// with its interpreter is ~20 MB), far below what would strain the host's memory.
pub const DEFAULT_MAX_COMPONENT_BYTES: u64 = 256 << 20;

/// Reads a component file of at most `max_bytes` (before a runtime exists, so a wrong path
/// fails fast). The bound holds for files that do not say their size (`/dev/zero`, a pipe):
/// at most `max_bytes + 1` bytes are ever read.
pub fn read(path: &std::path::Path, max_bytes: u64) -> Result<Vec<u8>, RunError> {
    use std::io::Read;
    let load = |message: String| RunError::Load { path: path.display().to_string(), message };
    let file = std::fs::File::open(path).map_err(|e| load(e.to_string()))?;
    let too_big = || {
        load(format!(
            "the file is larger than {max_bytes} bytes, the most this host reads as a component \
             (--max-component-bytes)"
        ))
    };
    let said = file.metadata().ok().filter(|m| m.is_file()).map(|m| m.len());
    if said.is_some_and(|len| len > max_bytes) {
        return Err(too_big());
    }
    let mut bytes = Vec::with_capacity(said.unwrap_or(0) as usize);
    file.take(max_bytes.saturating_add(1)).read_to_end(&mut bytes).map_err(|e| load(e.to_string()))?;
    if bytes.len() as u64 > max_bytes {
        return Err(too_big());
    }
    Ok(bytes)
}

/// Compiles component `bytes` (read from `path`, named in errors) for `runtime`'s engine.
pub fn load_bytes(runtime: &Runtime, path: &std::path::Path, bytes: &[u8]) -> Result<Component, RunError> {
    compile(runtime.engine(), path, bytes)
}

/// Compiles a component's `bytes` (read from `path`, for messages) for `engine` (see
/// [`Runtime::new_while`], which runs this while the executor opens).
pub fn compile(
    engine: &wasmtime::Engine,
    path: &std::path::Path,
    bytes: &[u8],
) -> Result<Component, RunError> {
    // A core module (a wasip1 build, or a component's inner module) says what to do instead.
    if bytes.len() >= 8 && bytes[..4] == *b"\0asm" && bytes[4..8] == [1, 0, 0, 0] {
        return Err(RunError::Load {
            path: path.display().to_string(),
            message: "this is a core WebAssembly module, not a component: build the guest for \
                      `wasm32-wasip2` (`cargo build --target wasm32-wasip2`), or make a component of a \
                      wasip1 module with `wasm-tools component new MODULE.wasm --adapt \
                      wasi_snapshot_preview1.command.wasm -o APP.wasm`"
                .to_string(),
        });
    }
    Component::new(engine, bytes)
        .map_err(|e| RunError::Load { path: path.display().to_string(), message: format!("{e:#}") })
}

/// Runs `component` as a `wasi:cli` command with the GPU interfaces, on the caller's tokio
/// runtime (WASI's files and stdio use it).
pub async fn run(
    runtime: &Runtime,
    component: &Component,
    options: RunOptions,
) -> Result<RunOutcome, RunError> {
    let mut linker: Linker<CommandState> = Linker::new(runtime.engine());
    wasmtime_wasi::p2::add_to_linker_async(&mut linker)
        .map_err(|e| RunError::Instantiate(format!("{e:#}")))?;
    crate::ctx::add_to_linker(&mut linker).map_err(|e| RunError::Instantiate(format!("{e:#}")))?;

    let mut wasi = WasiCtx::builder();
    wasi.args(&options.args).envs(&options.env);
    match &options.stdio {
        Stdio::Inherit => {
            wasi.inherit_stdio();
        }
        Stdio::Capture { stdout, stderr } => {
            wasi.stdout(stdout.clone()).stderr(stderr.clone());
        }
    }
    for (host, guest) in &options.dirs {
        wasi.preopened_dir(host, guest, FsPerms::ReadWrite)
            .map_err(|e| RunError::Dir { path: host.display().to_string(), message: format!("{e:#}") })?;
    }
    let limits = match options.limits {
        Some(asked) => runtime.config().guest.within(&asked),
        None => runtime.config().guest,
    };
    let state = CommandState {
        wasi: wasi.build(),
        table: ResourceTable::new(),
        gpu: {
            let mut gpu = match options.quotas {
                Some(q) => GpuCtx::with_quotas(runtime, q),
                None => GpuCtx::new(runtime),
            };
            if let Some(log) = options.trace {
                gpu.set_trace(log);
            }
            if options.timings {
                gpu.set_timings(true);
            }
            gpu
        },
        limits: limits.store_limits(),
    };
    let mut store = Store::new(runtime.engine(), state);
    limits
        .apply(&mut store, |s| &mut s.limits)
        .map_err(|e| RunError::Instantiate(format!("cannot apply the guest's limits: {e:#}")))?;
    let command = Command::instantiate_async(&mut store, component, &linker)
        .await
        .map_err(|e| RunError::Instantiate(format!("{e:#}")))?;
    let run = command.wasi_cli_run().call_run(&mut store);
    // A cancelled run is dropped where it waits (in the host, or at an epoch tick's yield).
    let cancel = options.cancel;
    let run = async move {
        match cancel {
            Some(mut c) => tokio::select! {
                r = run => Ok(r),
                _ = c.wait_for(|stop| *stop) => Err(RunError::Cancelled),
            },
            None => Ok(run.await),
        }
    };
    // The epoch deadline stops guest code that runs past the timeout; a guest blocked in the
    // host (sleeping, polling) runs no code to stop: past the timeout and a tick, its run is
    // dropped here, store and all.
    let result = match limits.timeout {
        Some(t) => match tokio::time::timeout(t + 2 * crate::limits::TICK, run).await {
            Ok(result) => result?,
            Err(_) => {
                return Err(RunError::Trap(format!(
                    "the guest ran past its time limit of {t:?} (-W timeout) waiting in the host"
                )));
            }
        },
        None => run.await?,
    };
    let stats = store.data().gpu.stats();
    let steps = store.data().gpu.step_stats().clone();
    let exit_code = match result {
        Ok(Ok(())) => 0,
        Ok(Err(())) => 1,
        Err(e) => match e.downcast_ref::<I32Exit>() {
            Some(exit) => exit.0,
            None => return Err(RunError::Trap(name_limit(&e, &limits))),
        },
    };
    Ok(RunOutcome { exit_code, stats, steps })
}

/// A trap's message, naming the guest limit that caused it where one did.
fn name_limit(e: &wasmtime::Error, limits: &crate::limits::GuestLimits) -> String {
    match e.downcast_ref::<wasmtime::Trap>() {
        Some(wasmtime::Trap::Interrupt) => match limits.timeout {
            Some(t) => format!("the guest ran past its time limit of {t:?} (-W timeout): {e:#}"),
            None => format!("{e:#}"),
        },
        Some(wasmtime::Trap::OutOfFuel) => match limits.fuel {
            Some(f) => format!("the guest used up its fuel of {f} (-W fuel): {e:#}"),
            None => format!("{e:#}"),
        },
        _ => format!("{e:#}"),
    }
}

/// [`run`] from blocking code: on a tokio runtime of the current thread, made for this run.
pub fn run_blocking(
    runtime: &Runtime,
    component: &Component,
    options: RunOptions,
) -> Result<RunOutcome, RunError> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| RunError::Instantiate(format!("cannot start an async runtime: {e}")))?;
    rt.block_on(run(runtime, component, options))
}
