//! The command line's shared arguments: the options that configure the host (`HostArgs`, with
//! the device's and the loop budget's), `run`'s and `info`'s arguments, and the parsers of
//! `-W KEY=VALUE` guest limits and `--dir HOST::GUEST` (used by `run` and `serve`), and the exit
//! code a trapped guest gives (`run`, `submit --wait`).

use std::path::PathBuf;

use anyhow::{Context as _, bail};
use clap::{Args, ValueEnum};
use wasm_host::config::Backend;
use wasm_host::exec::cpu::CpuOptions;
use wasm_host::exec::gpu::{GpuApi, GpuOptions};
use wasm_host::guard::LoopBudget;
use wasm_host::limits::GuestLimits;
use wasm_host::{Config, Quotas, command};

/// The exit code of a run whose guest trapped: `wasmtime run`'s (128 + SIGABRT on Unix, 3 on
/// Windows), so scripts written for wasmtime read it the same way.
pub(crate) const TRAP_EXIT_CODE: u8 = if cfg!(windows) { 3 } else { 134 };

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum StatsFormat {
    Text,
    Json,
}

#[derive(Args, Debug)]
pub(crate) struct InfoArgs {
    #[command(flatten)]
    pub(crate) device: DeviceArgs,
    /// Print the report as one JSON document.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Args, Debug)]
pub(crate) struct BudgetArgs {
    /// Loop iterations one dispatch may spend in total (budget B = WORK / invocations).
    #[arg(long, value_name = "WORK")]
    pub(crate) loop_work: Option<u64>,
    /// Smallest per-invocation loop budget (a power of two).
    #[arg(long, value_name = "N")]
    pub(crate) loop_min: Option<u32>,
    /// Largest per-invocation loop budget (a power of two).
    #[arg(long, value_name = "N")]
    pub(crate) loop_max: Option<u32>,
}

impl BudgetArgs {
    pub(crate) fn budget(&self) -> LoopBudget {
        let d = LoopBudget::default();
        LoopBudget {
            work: self.loop_work.unwrap_or(d.work),
            min_iterations: self.loop_min.unwrap_or(d.min_iterations),
            max_iterations: self.loop_max.unwrap_or(d.max_iterations),
            ..d
        }
    }
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum Api {
    Vulkan,
    Gl,
    Metal,
    Dx12,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum OnOff {
    On,
    Off,
}

/// The GPU process `--gpu-process` asks for: this binary's hidden `gpu-process` command.
pub(crate) fn gpu_process_config(mode: OnOff) -> anyhow::Result<Option<wasm_host::config::GpuProcess>> {
    #[cfg(unix)]
    if mode == OnOff::On {
        return Ok(Some(wasm_host::config::GpuProcess::this_binary(&["gpu-process"])?));
    }
    let _ = mode;
    Ok(None)
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum BackendArg {
    /// A hardware GPU if there is one, else the cpu executor (never a software GPU driver).
    Auto,
    /// A GPU adapter through wgpu (software ones such as lavapipe included).
    Gpu,
    /// The cpu executor (WGSL compiled to wasm, run on worker threads).
    Cpu,
}

#[derive(Args, Debug)]
pub(crate) struct DeviceArgs {
    /// Which executor runs the work.
    #[arg(long, value_enum, default_value = "auto")]
    pub(crate) backend: BackendArg,
    /// Worker threads of the cpu executor (default: one per core; at least 1).
    #[arg(long, value_name = "N", value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub(crate) threads: Option<usize>,
    /// Run every kernel on the cpu executor as scalar code (the vectorizer off).
    #[arg(long)]
    pub(crate) no_vectorize: bool,
    /// Run every vectorized loop of the cpu executor one vector at a time (by default a
    /// latency-bound loop runs two vectors interleaved where it can).
    #[arg(long)]
    pub(crate) no_interleave: bool,
    /// Only adapters of this graphics API (default: any; WGPU_BACKEND is honoured too).
    #[arg(long, value_enum)]
    pub(crate) api: Option<Api>,
    /// Only adapters whose name contains this text (case-insensitive).
    #[arg(long, value_name = "NAME")]
    pub(crate) adapter: Option<String>,
    /// Refuse software adapters (lavapipe, llvmpipe).
    #[arg(long)]
    pub(crate) hardware_only: bool,
    /// Apply queue operations on a submission thread (`true`) or on the calling thread
    /// (`false`); default: a thread for software adapters only, which run work inside submit.
    #[arg(long, value_name = "BOOL")]
    pub(crate) submit_thread: Option<bool>,
    /// Elements a kernel's generated entry point computes per invocation on a GPU, where the
    /// kernel has no loops and no state of its own (1 to 16; default 4).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=16))]
    pub(crate) elements_per_invocation: Option<u32>,
    /// Let a stencil's interior workgroups read without edge tests on a GPU (off by default:
    /// it measured no faster on an H100 or lavapipe).
    #[arg(long)]
    pub(crate) untested_interior: bool,
}

impl DeviceArgs {
    pub(crate) fn backend(&self) -> Backend {
        match self.backend {
            BackendArg::Auto => Backend::Auto,
            BackendArg::Gpu => Backend::Gpu,
            BackendArg::Cpu => Backend::Cpu,
        }
    }

    pub(crate) fn cpu(&self) -> CpuOptions {
        CpuOptions {
            threads: self.threads.unwrap_or(0),
            vectorize: !self.no_vectorize,
            interleave: !self.no_interleave,
            ..CpuOptions::default()
        }
    }

    pub(crate) fn options(&self) -> GpuOptions {
        GpuOptions {
            api: self.api.map(|a| match a {
                Api::Vulkan => GpuApi::Vulkan,
                Api::Gl => GpuApi::Gl,
                Api::Metal => GpuApi::Metal,
                Api::Dx12 => GpuApi::Dx12,
            }),
            adapter: self.adapter.clone(),
            hardware_only: self.hardware_only,
            submit_thread: self.submit_thread,
            elements_per_invocation: self.elements_per_invocation,
            untested_interior: self.untested_interior,
            ..GpuOptions::default()
        }
    }
}

#[derive(Args, Debug)]
/// How the host runs guests: the executor, the Guard's loop budget, the GPU process, the
/// compile cache, step fusion, the guest's limits and quotas (`run` and `serve` share them).
pub(crate) struct HostArgs {
    #[command(flatten)]
    pub(crate) device: DeviceArgs,
    #[command(flatten)]
    pub(crate) budget: BudgetArgs,
    /// Run the GPU driver in a process of its own, restarted when it crashes or hangs (`on`,
    /// the default on Unix), or in this one (`off`).
    #[arg(long, value_enum, default_value = "on", value_name = "on|off")]
    pub(crate) gpu_process: OnOff,
    /// Keep compiled guests in this directory (default: wasmtime's cache directory, on Linux
    /// `~/.cache/wasmtime`): a guest compiled once starts in milliseconds afterwards. The GPU
    /// driver's compiled pipelines are kept beside them (`DIR/gpu-pipelines`; by default
    /// `~/.cache/wasm-host/gpu-pipelines`).
    #[arg(long, value_name = "DIR", conflicts_with = "no_cache")]
    pub(crate) cache_dir: Option<std::path::PathBuf>,
    /// Compile the guest anew, without reading or writing the cache.
    #[arg(long)]
    pub(crate) no_cache: bool,
    /// Run up to K consecutive steps of a stencil in a pipeline as one dispatch (step fusion,
    /// bit-identical to a dispatch per step; `--stats` shows the dispatches). On a GPU, blocks
    /// of workgroup tiles (off by default); on the cpu executor, bands of rows each advanced K
    /// steps in the worker's cache (8 by default). 0 or 1 turns both off. Lavapipe does not
    /// fuse steps whatever K is: it is slower there.
    #[arg(long, value_name = "K")]
    pub(crate) step_fusion: Option<u32>,
    /// Run every pipeline step as its own dispatch, even where a step reads the previous
    /// one's result only at its own element (such chains fuse into one dispatch by default).
    #[arg(long)]
    pub(crate) no_pointwise_fusion: bool,
    /// A limit on the guest's own code, as `wasmtime run` spells it: `max-memory-size=BYTES`
    /// (default 2 GiB), `fuel=N` (default none), `timeout=DURATION` (`500ms`, `10s`, `2m`;
    /// default none). Repeat for several.
    #[arg(short = 'W', value_name = "KEY=VALUE")]
    pub(crate) wasm_limits: Vec<String>,
    /// Most bytes of arrays the guest may hold on the device.
    #[arg(long, value_name = "BYTES")]
    pub(crate) max_array_bytes: Option<u64>,
    /// Most arrays the guest may hold at once.
    #[arg(long, value_name = "N")]
    pub(crate) max_arrays: Option<u32>,
    /// Most kernels the guest may hold at once.
    #[arg(long, value_name = "N")]
    pub(crate) max_kernels: Option<u32>,
    /// Most pipelines the guest may hold at once.
    #[arg(long, value_name = "N")]
    pub(crate) max_pipelines: Option<u32>,
    /// Most steps one pipeline's plan may have.
    #[arg(long, value_name = "N")]
    pub(crate) max_plan_steps: Option<u32>,
    /// Most compute pipelines the guest's batch contexts may hold together.
    #[arg(long, value_name = "N")]
    pub(crate) max_batch_pipelines: Option<u32>,
    /// Most objects one batch context may have.
    #[arg(long, value_name = "N")]
    pub(crate) max_batch_objects: Option<u32>,
    /// Largest read window a batch context may ask for, in bytes (default 16 MiB, at most
    /// 64 MiB; a context that asks for none gets 1 MiB).
    #[arg(long, value_name = "BYTES")]
    pub(crate) max_batch_read: Option<u32>,
    /// Most invocations one batch dispatch may have, direct or indirect (workgroups × the
    /// pipeline's workgroup size, or the device's most per workgroup where an override sets it
    /// and for indirect dispatches; default 2^24).
    #[arg(long, value_name = "N")]
    pub(crate) max_batch_dispatch_invocations: Option<u64>,
    /// Most invocations one batch stream may dispatch, direct and indirect (default 2^30).
    #[arg(long, value_name = "N")]
    pub(crate) max_batch_stream_invocations: Option<u64>,
    /// Most batch contexts the guest may hold at once (default 64).
    #[arg(long, value_name = "N")]
    pub(crate) max_batch_contexts: Option<u32>,
    /// Most shader modules the guest's batch contexts may hold together (default 256).
    #[arg(long, value_name = "N")]
    pub(crate) max_batch_modules: Option<u32>,
    /// Most bytes of WGSL source the guest's live kernels and batch modules may hold together
    /// (default 16 MiB).
    #[arg(long, value_name = "BYTES")]
    pub(crate) max_wgsl_bytes: Option<u64>,
    /// Most invocations one dispatch may have (default: no limit).
    #[arg(long, value_name = "N")]
    pub(crate) max_invocations_per_dispatch: Option<u64>,
    /// Most invocations one call may have over all its dispatches (default: no limit).
    #[arg(long, value_name = "N")]
    pub(crate) max_invocations_per_call: Option<u64>,
}

#[derive(Args, Debug)]
pub(crate) struct RunArgs {
    #[command(flatten)]
    pub(crate) host: HostArgs,
    /// Preopen a host directory for the guest: HOST or HOST::GUEST (like `wasmtime run --dir`).
    #[arg(long = "dir", value_name = "HOST[::GUEST]")]
    pub(crate) dirs: Vec<String>,
    /// Set an environment variable for the guest: NAME=VALUE, or NAME to pass on the host's
    /// value (as `wasmtime run`).
    #[arg(long = "env", value_name = "NAME[=VALUE]")]
    pub(crate) env: Vec<String>,
    /// Print the guest's and the Guard's statistics and the run's times to stderr after the
    /// run: as lines (`--stats`), or as one line of JSON (`--stats=json`).
    #[arg(long, value_enum, num_args = 0..=1, require_equals = true, default_missing_value = "text",
          value_name = "text|json")]
    pub(crate) stats: Option<StatsFormat>,
    /// Write a trace of the run to FILE (Chrome trace event JSON: open it in ui.perfetto.dev
    /// or chrome://tracing): each GPU call of the guest, and each timed pipeline step (this
    /// turns pipeline step timings on).
    #[arg(long, value_name = "FILE")]
    pub(crate) trace: Option<PathBuf>,
    /// The largest component file this reads, in bytes (a bigger one, or a stream such as
    /// `/dev/zero`, is refused before it fills memory).
    #[arg(long, value_name = "BYTES", default_value_t = command::DEFAULT_MAX_COMPONENT_BYTES)]
    pub(crate) max_component_bytes: u64,
    /// The guest component, then the arguments passed to it: everything after the component is
    /// the guest's, `--help` and options this command also has included (as `wasmtime run`).
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, required = true, value_name = "WASM [ARGS]")]
    pub(crate) command: Vec<String>,
}

impl HostArgs {
    /// The runtime's configuration; `timings` turns on per-step timings.
    pub(crate) fn config(&self, timings: bool) -> anyhow::Result<Config> {
        let defaults = Quotas::default();
        let defaults_fusion = wasm_host::config::StepFusion::default();
        Ok(Config {
            backend: self.device.backend(),
            gpu: self.device.options(),
            cpu: self.device.cpu(),
            quotas: Quotas {
                max_array_bytes: self.max_array_bytes.unwrap_or(defaults.max_array_bytes),
                max_arrays: self.max_arrays.unwrap_or(defaults.max_arrays),
                max_kernels: self.max_kernels.unwrap_or(defaults.max_kernels),
                max_pipelines: self.max_pipelines.unwrap_or(defaults.max_pipelines),
                max_plan_steps: self.max_plan_steps.unwrap_or(defaults.max_plan_steps),
                max_batch_pipelines: self.max_batch_pipelines.unwrap_or(defaults.max_batch_pipelines),
                max_batch_objects: self.max_batch_objects.unwrap_or(defaults.max_batch_objects),
                max_batch_read: self.max_batch_read.unwrap_or(defaults.max_batch_read),
                max_batch_dispatch_invocations: self
                    .max_batch_dispatch_invocations
                    .or(defaults.max_batch_dispatch_invocations),
                max_batch_stream_invocations: self
                    .max_batch_stream_invocations
                    .or(defaults.max_batch_stream_invocations),
                max_batch_contexts: self.max_batch_contexts.unwrap_or(defaults.max_batch_contexts),
                max_batch_modules: self.max_batch_modules.unwrap_or(defaults.max_batch_modules),
                max_wgsl_bytes: self.max_wgsl_bytes.unwrap_or(defaults.max_wgsl_bytes),
                max_invocations_per_dispatch: self.max_invocations_per_dispatch,
                max_invocations_per_call: self.max_invocations_per_call,
            },
            loop_budget: self.budget.budget(),
            guest: guest_limits(&self.wasm_limits)?,
            gpu_process: gpu_process_config(self.gpu_process)?,
            compile_cache: match (&self.cache_dir, self.no_cache) {
                (_, true) => wasm_host::config::CompileCache::Off,
                (Some(dir), false) => wasm_host::config::CompileCache::Dir(dir.clone()),
                (None, false) => wasm_host::config::CompileCache::Default,
            },
            timings,
            step_fusion: wasm_host::config::StepFusion {
                max_steps: self.step_fusion.unwrap_or(defaults_fusion.max_steps),
                bands: self.step_fusion.unwrap_or(defaults_fusion.bands),
                pointwise: defaults_fusion.pointwise && !self.no_pointwise_fusion,
                ..defaults_fusion
            },
            ..Config::default()
        })
    }
}

impl RunArgs {
    /// The guest component.
    pub(crate) fn wasm(&self) -> PathBuf {
        PathBuf::from(&self.command[0])
    }

    /// The guest's own arguments.
    pub(crate) fn guest_args(&self) -> &[String] {
        &self.command[1..]
    }
}

/// The guest's limits from `-W KEY=VALUE` options.
pub(crate) fn guest_limits(specs: &[String]) -> anyhow::Result<GuestLimits> {
    let mut limits = GuestLimits::default();
    for spec in specs {
        let Some((key, value)) = spec.split_once('=') else {
            bail!("-W {spec:?} is not KEY=VALUE (max-memory-size, fuel, timeout)");
        };
        let number = || value.parse::<u64>().with_context(|| format!("-W {key}: {value:?} is not a number"));
        match key {
            "max-memory-size" => limits.max_memory_bytes = number()?,
            "fuel" => limits.fuel = Some(number()?),
            "timeout" => {
                limits.timeout = Some(
                    wasm_host::limits::parse_duration(value)
                        .map_err(|e| anyhow::anyhow!("-W timeout: {e}"))?,
                )
            }
            _ => bail!("-W {key}: unknown (this host takes max-memory-size, fuel, timeout)"),
        }
    }
    Ok(limits)
}

pub(crate) fn parse_dir(spec: &str) -> (PathBuf, String) {
    match spec.split_once("::") {
        Some((host, guest)) => (PathBuf::from(host), guest.to_string()),
        None => (PathBuf::from(spec), spec.to_string()),
    }
}
