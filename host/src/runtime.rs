//! The shared runtime: the wasmtime engine, the executor and the Guard, shared by every guest.
//!
//! A [`Runtime`] is cheap to clone (an `Arc`). Each guest gets its own
//! [`GpuCtx`](crate::GpuCtx) made from it; nothing here is global.

use std::fmt;
use std::sync::Arc;

use crate::config::{Backend, Config};
use crate::error::{Error, Result};
use crate::exec::cpu::CpuExecutor;
use crate::exec::gpu::GpuExecutor;
use crate::exec::gpu::GpuOptions;
use crate::exec::{BackendInfo, BackendKind, Executor};
use crate::guard::{Guard, GuardPolicy, GuardStats, LoopBudget};

/// Keeps the budget under what the driver runs faithfully (`cap` iterations per invocation),
/// and a fully cut dispatch near a second on executors that run loops on the CPU (`work`).
fn capped(mut budget: LoopBudget, cap: Option<u32>, work: Option<u64>) -> LoopBudget {
    if let Some(cap) = cap
        && budget.max_iterations > cap
    {
        tracing::info!(target: "wasm_host::guard", "loop budget capped at {cap} iterations for this driver");
        budget.max_iterations = cap;
        budget.min_iterations = budget.min_iterations.min(cap);
    }
    if let Some(work) = work
        && budget.work > work
    {
        tracing::info!(target: "wasm_host::guard", "loop budget's work capped at {work} iterations per dispatch");
        budget.work = work;
    }
    budget
}

/// The loop budget's caps for an executor that runs loops on the CPU, so that a dispatch whose
/// every invocation is cut ends within about a second (measured: a cut `while (true)` runs
/// about 1.8·10^9 iterations a second on the cpu executor's two threads here, 4.6·10^9 on
/// lavapipe; benches/RESULTS.md): the cpu executor 2^29 iterations per worker thread and at
/// most 2^20 per invocation; a software GPU (one whose driver caps loops, lavapipe) 2^32. A
/// hardware GPU keeps the configured budget (the H200 cuts a default-budget dispatch in
/// ~0.5 s). Dispatches of more than work / 2^10 invocations still run 2^10 iterations each.
///
/// The third value divides the budget of modules whose loops hold a barrier: on the cpu
/// executor an iteration of such a loop runs the workgroup's invocations one at a time, each
/// saving and restoring its state (measured: ~45 µs per iteration of a 256-invocation workgroup,
/// against ~0.15 µs vectorized without a barrier; a cut one took 47 s per dispatch with the
/// caps above, and two workgroups ran into the 60 s backstop), so it gets 1/256 of the budget.
fn cpu_caps(config: &Config, executor: &dyn Executor) -> (Option<u32>, Option<u64>, u32) {
    let cap = executor.limits().max_loop_iterations;
    match executor.backend().kind {
        BackendKind::Cpu => {
            let threads = match config.cpu.threads {
                0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
                n => n,
            };
            (Some(cap.map_or(1 << 20, |c| c.min(1 << 20))), Some((1u64 << 29) * threads as u64), 256)
        }
        BackendKind::Gpu if cap.is_some() => (cap, Some(1 << 32), 1),
        BackendKind::Gpu => (cap, None, 1),
    }
}

/// The GPU executor `options` pick, in the host's process or in a GPU process of its own; the
/// driver's pipelines kept beside the compile cache unless `options` say where.
fn gpu_executor(config: &Config, options: &GpuOptions) -> Result<Arc<dyn Executor>> {
    let mut options = options.clone();
    if options.pipeline_cache.is_none() {
        options.pipeline_cache = pipeline_cache_dir(&config.compile_cache);
    }
    let options = &options;
    match &config.gpu_process {
        None => Ok(Arc::new(GpuExecutor::new(options)?)),
        #[cfg(unix)]
        Some(process) => Ok(Arc::new(crate::exec::remote::RemoteExecutor::new(process.clone(), options)?)),
        #[cfg(not(unix))]
        Some(_) => {
            Err(Error::unsupported("a GPU process needs a Unix host; run the GPU in the host's process"))
        }
    }
}

/// Opens the executor `config` asks for, and says why it is that one.
pub fn open_executor(config: &Config) -> Result<(Arc<dyn Executor>, String)> {
    Ok(match config.backend {
        Backend::Gpu => (gpu_executor(config, &config.gpu)?, "asked for the gpu".into()),
        Backend::Cpu => (Arc::new(CpuExecutor::new(&config.cpu)?), "asked for the cpu".into()),
        Backend::Auto if !may_have_gpu(std::path::Path::new("/dev")) => (
            Arc::new(CpuExecutor::new(&config.cpu)?),
            "auto: no GPU device node in /dev (dri, nvidia*, dxg, kgsl*, mali*), so no hardware GPU: \
             the GPU APIs were not probed"
                .into(),
        ),
        Backend::Auto => {
            let hardware = GpuOptions { hardware_only: true, ..config.gpu.clone() };
            match gpu_executor(config, &hardware) {
                Ok(gpu) => (gpu, "auto: a hardware GPU adapter was found".into()),
                Err(e) => (
                    Arc::new(CpuExecutor::new(&config.cpu)?),
                    format!("auto: no hardware GPU adapter ({})", e.message()),
                ),
            }
        }
    })
}

/// Whether a hardware GPU may be reachable: on Linux, whether `dev` has a node a GPU driver
/// opens (`dri/` for Mesa's and most drivers, `nvidia*` for NVIDIA's, `dxg` under WSL, `kgsl*`
/// and `mali*` on Adreno and Mali boards); elsewhere always. `auto` never picks a software
/// adapter, so without such a node it skips probing the GPU APIs (~65 ms per run here: the
/// Vulkan loader and lavapipe, for nothing).
fn may_have_gpu(dev: &std::path::Path) -> bool {
    if !cfg!(target_os = "linux") {
        return true;
    }
    let Ok(entries) = std::fs::read_dir(dev) else { return true };
    entries.flatten().any(|e| {
        let name = e.file_name();
        let name = name.to_string_lossy();
        name == "dri" || name == "dxg" || ["nvidia", "kgsl", "mali"].iter().any(|p| name.starts_with(p))
    })
}

struct Inner {
    config: Config,
    engine: wasmtime::Engine,
    executor: Arc<dyn Executor>,
    guard: Guard,
    /// Set on drop: stops the epoch ticker of an engine the runtime made.
    ticker: Option<Arc<std::sync::atomic::AtomicBool>>,
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Some(stop) = &self.ticker {
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }
}

/// Advances `engine`'s epoch every [`TICK`](crate::limits::TICK) until `stop` is set.
fn start_ticker(engine: &wasmtime::Engine) -> Result<Arc<std::sync::atomic::AtomicBool>> {
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let (engine, flag) = (engine.weak(), stop.clone());
    std::thread::Builder::new()
        .name("wasm-host guest epoch".into())
        .spawn(move || {
            while !flag.load(std::sync::atomic::Ordering::Relaxed) {
                std::thread::sleep(crate::limits::TICK);
                match engine.upgrade() {
                    Some(e) => e.increment_epoch(),
                    None => return,
                }
            }
        })
        .map_err(|e| Error::trap(format!("cannot start the guest epoch ticker: {e}")))?;
    Ok(stop)
}

/// Devices, compile caches and the Guard, shared by all guests.
#[derive(Clone)]
pub struct Runtime {
    inner: Arc<Inner>,
}

impl fmt::Debug for Runtime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Runtime").field("backend", self.backend()).finish_non_exhaustive()
    }
}

impl Runtime {
    /// Opens the device `config` asks for and makes the engine guests run on: epoch
    /// interruption on (and ticked) where `config.guest` sets a timeout, fuel metering where it
    /// sets fuel (see [`crate::limits`]; stores on such an engine need
    /// [`GuestLimits::apply`](crate::limits::GuestLimits::apply), or they trap at once).
    pub fn new(config: Config) -> Result<Runtime> {
        Self::new_while(config, |_| ()).map(|(runtime, ())| runtime)
    }

    /// [`Runtime::new`], running `work` on the new engine (compiling a guest) on another thread
    /// while the executor opens (a GPU process starting, a device opening): the two overlap.
    pub fn new_while<T: Send>(
        config: Config,
        work: impl FnOnce(&wasmtime::Engine) -> T + Send,
    ) -> Result<(Runtime, T)> {
        let mut wasm = wasmtime::Config::new();
        let timed = config.guest.timeout.is_some();
        wasm.wasm_component_model(true).epoch_interruption(timed).consume_fuel(config.guest.fuel.is_some());
        wasm.cache(compile_cache(&config.compile_cache));
        let engine = wasmtime::Engine::new(&wasm)
            .map_err(|e| Error::trap(format!("cannot create the wasm engine: {e:#}")))?;
        let ticker = if timed { Some(start_ticker(&engine)?) } else { None };
        let (runtime, done) = std::thread::scope(|s| {
            let worker = s.spawn(|| work(&engine));
            let runtime = Self::with_engine(config, engine.clone());
            (runtime, worker.join())
        });
        let done = done.map_err(|_| Error::trap("the work beside the runtime's opening panicked"))?;
        let mut runtime = runtime?;
        if let Some(inner) = Arc::get_mut(&mut runtime.inner) {
            inner.ticker = ticker;
        }
        Ok((runtime, done))
    }

    /// Opens the device `config` asks for, for guests of an engine the embedder already has
    /// (it must have the component model enabled, as wasmtime's default configuration does).
    pub fn with_engine(config: Config, engine: wasmtime::Engine) -> Result<Runtime> {
        config.loop_budget.validate().map_err(Error::invalid)?;
        let (executor, why) = open_executor(&config)?;
        tracing::info!(target: "wasm_host", "executor: {} ({why})", executor.backend().name);
        Ok(Self::with_parts(config, engine, executor))
    }

    /// Builds a runtime over an executor and engine the caller made.
    pub fn with_parts(config: Config, engine: wasmtime::Engine, executor: Arc<dyn Executor>) -> Runtime {
        let defaults = GuardPolicy::default();
        let caps = cpu_caps(&config, executor.as_ref());
        let policy = GuardPolicy {
            // The last bind group the device offers is the host's.
            reserved_group: executor.limits().max_bind_groups.saturating_sub(1),
            max_source_bytes: if config.max_source_bytes == 0 {
                defaults.max_source_bytes
            } else {
                config.max_source_bytes
            },
            max_workgroup_bytes: executor.limits().max_workgroup_storage_bytes,
            budget: capped(config.loop_budget, caps.0, caps.1),
            barrier_loop_divisor: caps.2,
            capabilities: if executor.limits().shader_f16_in_f32 {
                naga::valid::Capabilities::SHADER_FLOAT16_IN_FLOAT32
            } else {
                naga::valid::Capabilities::empty()
            },
            ..defaults
        };
        Runtime {
            inner: Arc::new(Inner { config, engine, executor, guard: Guard::new(policy), ticker: None }),
        }
    }

    /// The configuration this runtime was built from.
    pub fn config(&self) -> &Config {
        &self.inner.config
    }

    /// The wasmtime engine guests are compiled for.
    pub fn engine(&self) -> &wasmtime::Engine {
        &self.inner.engine
    }

    /// The executor that runs guests' work.
    pub fn executor(&self) -> &dyn Executor {
        self.inner.executor.as_ref()
    }

    /// What runs the work.
    pub fn backend(&self) -> &BackendInfo {
        self.inner.executor.backend()
    }

    /// The Guard every module passes.
    pub fn guard(&self) -> &Guard {
        &self.inner.guard
    }

    /// The Guard's counters (all guests).
    pub fn guard_stats(&self) -> GuardStats {
        self.inner.guard.stats()
    }
}

/// wasmtime's code cache for `setting`; a cache that cannot be set up (no home directory, a
/// directory that cannot be made) is a warning and no cache, never a failed run.
fn compile_cache(setting: &crate::config::CompileCache) -> Option<wasmtime::Cache> {
    use crate::config::CompileCache;
    let mut c = wasmtime::CacheConfig::new();
    match setting {
        CompileCache::Off => return None,
        CompileCache::Default => {}
        CompileCache::Dir(dir) => {
            let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.clone());
            c.with_directory(dir);
        }
    }
    match wasmtime::Cache::new(c) {
        Ok(cache) => Some(cache),
        Err(e) => {
            tracing::warn!(target: "wasm_host", "compiled guests are not cached: {e:#}");
            None
        }
    }
}

/// Where the GPU executors keep the driver's compiled pipelines for `setting` of the compile
/// cache: `gpu-pipelines` in its folder, or in wasm-host's own beside wasmtime's default
/// (`$XDG_CACHE_HOME/wasm-host` or `~/.cache/wasm-host`); none when guests are not cached.
fn pipeline_cache_dir(setting: &crate::config::CompileCache) -> Option<std::path::PathBuf> {
    use crate::config::CompileCache;
    let dir = match setting {
        CompileCache::Off => return None,
        CompileCache::Default => std::env::var_os("XDG_CACHE_HOME")
            .map(std::path::PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".cache")))?
            .join("wasm-host"),
        CompileCache::Dir(dir) => std::path::absolute(dir).unwrap_or_else(|_| dir.clone()),
    };
    Some(dir.join("gpu-pipelines"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `auto` probes the GPU APIs only where a GPU driver's device node exists (on Linux).
    #[test]
    fn a_gpu_is_looked_for_only_beside_a_gpu_device_node() {
        let dev = std::env::temp_dir().join(format!("wasm-host-dev-{}", std::process::id()));
        std::fs::create_dir_all(&dev).unwrap();
        for plain in ["null", "kvm", "tty", "fuse"] {
            std::fs::write(dev.join(plain), b"").unwrap();
        }
        assert_eq!(may_have_gpu(&dev), !cfg!(target_os = "linux"), "no GPU node");
        for node in ["dri", "nvidia0", "nvidiactl", "dxg", "kgsl-3d0", "mali0"] {
            std::fs::write(dev.join(node), b"").unwrap();
            assert!(may_have_gpu(&dev), "{node}");
            std::fs::remove_file(dev.join(node)).unwrap();
        }
        assert!(may_have_gpu(&dev.join("missing")), "an unreadable /dev probes as before");
        std::fs::remove_dir_all(&dev).ok();
    }

    fn cpu() -> Config {
        Config { backend: Backend::Cpu, ..Config::default() }
    }

    /// The work beside the opening runs on the runtime's own engine and its result comes back; a
    /// panic in it is a host fault, not a panic of the caller.
    #[test]
    fn work_runs_beside_the_opening() {
        let (rt, same) = Runtime::new_while(cpu(), |engine| engine.clone()).unwrap();
        assert!(wasmtime::Engine::same(rt.engine(), &same));
        let e = Runtime::new_while(cpu(), |_| -> u32 { panic!("compile failed") }).unwrap_err();
        assert!(e.kind().is_none() && e.message().contains("panicked"), "{e}");
    }
}
