//! The embedding example's reusable part: an embedder's own store type, one linker for WASI and
//! the GPU interfaces, and a job runner that many tokio tasks share.
//!
//! This is the code a real embedder (a job server, a platform host) copies: the store data is
//! the embedder's ([`GuestState`]), the host only borrows its [`GpuCtx`] and table through
//! [`GpuView`]; one [`Runtime`] (device, engine, Guard) serves every guest; each guest gets its
//! own context, quotas and statistics.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use wasm_host::{GpuCtx, GpuCtxView, GpuView, GuestStats, Quotas, Runtime};
use wasmtime::Store;
use wasmtime::component::{Component, Linker, ResourceTable};
use wasmtime_wasi::p2::bindings::Command;
use wasmtime_wasi::p2::pipe::MemoryOutputPipe;
use wasmtime_wasi::{FsPerms, I32Exit, WasiCtx, WasiCtxView, WasiView};

/// The embedder's store data: WASI, the resource table both share, and the guest's GPU context.
pub struct GuestState {
    wasi: WasiCtx,
    table: ResourceTable,
    gpu: GpuCtx,
}

impl std::fmt::Debug for GuestState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GuestState").field("gpu", &self.gpu).finish_non_exhaustive()
    }
}

impl WasiView for GuestState {
    fn ctx(&mut self) -> WasiCtxView<'_> {
        WasiCtxView { ctx: &mut self.wasi, table: &mut self.table }
    }
}

impl GpuView for GuestState {
    fn gpu(&mut self) -> GpuCtxView<'_> {
        GpuCtxView { ctx: &mut self.gpu, table: &mut self.table }
    }
}

/// One guest to run: a compiled command component, its arguments and its quotas.
#[derive(Clone)]
pub struct Job {
    /// A label for the report.
    pub name: String,
    /// The component (compile once, run many times).
    pub component: Component,
    /// Arguments after the program name.
    pub args: Vec<String>,
    /// A host directory the guest sees as `/out`, if any.
    pub out_dir: Option<PathBuf>,
    /// This guest's quotas.
    pub quotas: Quotas,
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Job").field("name", &self.name).field("args", &self.args).finish_non_exhaustive()
    }
}

/// How one guest's run ended.
#[derive(Debug)]
pub struct Report {
    /// The job's label.
    pub name: String,
    /// The exit code, or the trap that ended the guest.
    pub exit: Result<i32, String>,
    /// What the guest printed.
    pub stdout: String,
    /// What the guest printed to stderr.
    pub stderr: String,
    /// What the guest did on the device (runs, reads, bytes, errors).
    pub stats: GuestStats,
    /// Wall time of the run, instantiation included.
    pub elapsed: Duration,
}

/// Every guest's runner: the shared runtime and one linker.
pub struct Host {
    runtime: Runtime,
    linker: Linker<GuestState>,
}

impl std::fmt::Debug for Host {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Host").field("runtime", &self.runtime).finish_non_exhaustive()
    }
}

impl Host {
    /// A linker with WASI and the GPU interfaces (async variants) for `runtime`'s engine.
    pub fn new(runtime: Runtime) -> wasmtime::Result<Host> {
        let mut linker = Linker::new(runtime.engine());
        wasmtime_wasi::p2::add_to_linker_async(&mut linker)?;
        wasm_host::add_to_linker(&mut linker)?;
        Ok(Host { runtime, linker })
    }

    /// The shared runtime.
    pub fn runtime(&self) -> &Runtime {
        &self.runtime
    }

    /// Compiles a component file for the runtime's engine.
    pub fn load(&self, path: &std::path::Path) -> wasmtime::Result<Component> {
        Component::from_file(self.runtime.engine(), path)
    }

    /// Runs one job to the end in its own store; the store (and everything the guest held on
    /// the device) is dropped before this returns.
    pub async fn run(&self, job: Job) -> wasmtime::Result<Report> {
        let (stdout, stderr) = (MemoryOutputPipe::new(1 << 20), MemoryOutputPipe::new(1 << 20));
        let mut wasi = WasiCtx::builder();
        let mut argv = vec![job.name.clone()];
        argv.extend(job.args.iter().cloned());
        wasi.args(&argv).stdout(stdout.clone()).stderr(stderr.clone());
        if let Some(dir) = &job.out_dir {
            wasi.preopened_dir(dir, "/out", FsPerms::ReadWrite)?;
        }
        let state = GuestState {
            wasi: wasi.build(),
            table: ResourceTable::new(),
            gpu: GpuCtx::with_quotas(&self.runtime, job.quotas.clone()),
        };
        let start = Instant::now();
        let mut store = Store::new(self.runtime.engine(), state);
        let command = Command::instantiate_async(&mut store, &job.component, &self.linker).await?;
        let exit = match command.wasi_cli_run().call_run(&mut store).await {
            Ok(Ok(())) => Ok(0),
            Ok(Err(())) => Ok(1),
            Err(e) => match e.downcast_ref::<I32Exit>() {
                Some(code) => Ok(code.0),
                None => Err(format!("{e:#}")),
            },
        };
        let stats = store.data().gpu.stats();
        drop(store);
        Ok(Report {
            name: job.name,
            exit,
            stdout: String::from_utf8_lossy(&stdout.contents()).into_owned(),
            stderr: String::from_utf8_lossy(&stderr.contents()).into_owned(),
            stats,
            elapsed: start.elapsed(),
        })
    }
}
