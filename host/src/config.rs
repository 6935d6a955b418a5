//! Runtime configuration: which device, the Guard's policy, and per-guest quotas.

use crate::exec::cpu::CpuOptions;
use crate::exec::gpu::GpuOptions;

/// Which executor runs guests' work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Backend {
    /// A hardware GPU adapter if there is one, otherwise the cpu executor (never a software
    /// GPU driver such as lavapipe: ask for `Gpu` to get one).
    #[default]
    Auto,
    /// A GPU adapter through wgpu (software ones included), as `gpu` picks it.
    Gpu,
    /// The cpu executor.
    Cpu,
}
use crate::guard::LoopBudget;

/// Limits each guest (each store) is held to. The defaults suit a single trusted user on one
/// machine; an embedder serving many tenants sets its own.
#[derive(Clone, Debug)]
pub struct Quotas {
    /// Bytes of live arrays (and of pipelines' own buffers) a guest may hold on the device.
    pub max_array_bytes: u64,
    /// Live arrays a guest may hold.
    pub max_arrays: u32,
    /// Live kernels a guest may hold.
    pub max_kernels: u32,
    /// Live pipelines a guest may hold.
    pub max_pipelines: u32,
    /// Steps one pipeline's plan may have; at each call's shapes, its operation steps' passes
    /// count as steps too.
    pub max_plan_steps: u32,
    /// Live compute pipelines a guest's batch contexts may hold together.
    pub max_batch_pipelines: u32,
    /// Objects one batch context may have (guest ids are below this); a context asks for at
    /// most this.
    pub max_batch_objects: u32,
    /// The largest read window a batch context may ask for (at most 64 MiB); a context that
    /// asks for none gets 1 MiB.
    pub max_batch_read: u32,
    /// Invocations one batch dispatch may have, direct or indirect (workgroups × the
    /// pipeline's workgroup size; × the device's most invocations per workgroup where an
    /// override sets the size, and for indirect counts, checked when they run). Default
    /// 2^24: the default loop budget's work (2^34 iterations) over its least budget per
    /// invocation (2^10), so even a dispatch whose every invocation loops to its budget does
    /// no more than the budget's work: about 4 s on the cpu executor with two threads and
    /// 15 s on lavapipe, measured; a loop-free kernel of that size takes milliseconds. `None`:
    /// no bound (then a dispatch may still have at most 2^32 − 1 workgroups).
    pub max_batch_dispatch_invocations: Option<u64>,
    /// Invocations the dispatches of one batch stream may have together, direct and indirect.
    /// Default 2^30: about 0.5 s of a loop-free kernel on the cpu executor with two threads and
    /// 3.3 s on lavapipe (a stream of 64 largest dispatches; loops add the loop budget's work
    /// per dispatch). `None`: no bound.
    pub max_batch_stream_invocations: Option<u64>,
    /// Batch contexts a guest may hold at once.
    pub max_batch_contexts: u32,
    /// Shader modules a guest's batch contexts may hold together.
    pub max_batch_modules: u32,
    /// Bytes of WGSL source a guest's live kernels and batch modules may hold together (what the
    /// host keeps of a module, its IR and compiled code, grows with its source).
    pub max_wgsl_bytes: u64,
    /// Invocations one dispatch may have (workgroups × workgroup size); none by default.
    pub max_invocations_per_dispatch: Option<u64>,
    /// Invocations one call may have over all its dispatches; none by default.
    pub max_invocations_per_call: Option<u64>,
}

impl Default for Quotas {
    fn default() -> Self {
        Quotas {
            max_array_bytes: 4 << 30,
            max_arrays: 4096,
            max_kernels: 256,
            max_pipelines: 64,
            max_plan_steps: 16384,
            max_batch_pipelines: 256,
            max_batch_objects: DEFAULT_MAX_OBJECTS,
            max_batch_read: 16 << 20,
            max_batch_dispatch_invocations: Some(1 << 24),
            max_batch_stream_invocations: Some(1 << 30),
            max_batch_contexts: 64,
            max_batch_modules: 256,
            max_wgsl_bytes: 16 << 20,
            max_invocations_per_dispatch: None,
            max_invocations_per_call: None,
        }
    }
}

/// Everything a [`Runtime`](crate::Runtime) is built from.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// Which executor runs the work.
    pub backend: Backend,
    /// How to pick the GPU adapter.
    pub gpu: GpuOptions,
    /// How the cpu executor runs.
    pub cpu: CpuOptions,
    /// Per-guest quotas (the default for every new guest context).
    pub quotas: Quotas,
    /// The largest WGSL source accepted, in bytes (0 means the Guard's default, 1 MiB).
    pub max_source_bytes: usize,
    /// How loop budgets are sized.
    pub loop_budget: LoopBudget,
    /// Limits on each guest's own code (memory, fuel, time), applied to every store the
    /// runtime runs a command in.
    pub guest: crate::limits::GuestLimits,
    /// Where the GPU executor runs: `None` in the host's process; `Some`, in a GPU process of
    /// its own that the host starts (and restarts): a driver that crashes or hangs takes that
    /// process down, not the host (Unix only; see `exec::remote`). The CLI's `run` turns it on.
    pub gpu_process: Option<GpuProcess>,
    /// Whether compiled guests are kept on disk (wasmtime's cache: a guest compiled once loads
    /// in milliseconds afterwards). Off by default here; the CLI's `run` turns it on.
    pub compile_cache: CompileCache,
    /// Whether pipelines time their steps unless their options say (GPU timestamps or the
    /// cpu executor's clock; see `pipeline.last-timings`). Off by default (untimed runs record
    /// no query and read no clock); `wasm-host run --stats` turns it on.
    pub timings: bool,
    /// Whether and how pipelines fuse consecutive steps of a stencil into one dispatch (off by
    /// default; `wasm-host run --step-fusion K`).
    pub step_fusion: StepFusion,
}

/// How pipelines fuse consecutive steps ([`Config::step_fusion`]; see
/// `docs/design/pipeline-compilation.md`, "Step fusion"). A pipeline whose options turn fusion
/// off (`fuse: false`) never fuses steps either.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepFusion {
    /// Whether runs of steps that each read the previous one's result only at their own
    /// element (a *pointwise* chain: `img(x, y)`, never `img(x + 1u, y)`) run as one dispatch,
    /// the intermediate results never written. On by default, on every executor: it saves a
    /// pass over memory and a barrier per fused step and computes nothing twice.
    pub pointwise: bool,
    /// The most steps one dispatch of workgroup tiles runs on a GPU (k); 0 or 1 turns it off.
    /// Off (0) by default: on the H200 a block of k steps costs what k dispatches cost at best (jacobi
    /// 1024² × 512: 3.9–4.1 ms fused against 3.7–4.0 ms a dispatch per step; the same
    /// algorithm in CUDA only ties a CUDA graph of the steps), see benches/RESULTS.md.
    pub max_steps: u32,
    /// Whether executors that run on the host's CPU ([`BackendInfo::on_cpu`]) also run
    /// merged programs that store a step's result besides their output (Gray-Scott's: 0.84–0.88×
    /// of its steps on the cpu executor; groups that store nothing merge everywhere), and
    /// software GPU adapters such as lavapipe blocks of workgroup tiles (1.5–1.7× slower there,
    /// see benches/RESULTS.md). Off by default. Results are the same either way (the tests turn
    /// it on to check). The cpu executor runs a stencil's steps as bands instead
    /// ([`StepFusion::bands`]).
    ///
    /// [`BackendInfo::on_cpu`]: crate::exec::BackendInfo::on_cpu
    pub on_cpu: bool,
    /// The most steps of a stencil one *band* runs on the cpu executor (each worker advances a
    /// band of rows k steps in two tiles of its own, one barrier per k steps, see
    /// `kernel::banded`); 0 or 1 turns bands off. Bands are used where a model of their halos
    /// against the barriers they save says they pay (small grids, many workers: 1.1–1.3× on
    /// 128²–512² at 16 threads; none chosen from 1024² on). The cpu executor runs chains of a
    /// stencil's steps as bands, never as workgroup tiles.
    pub bands: u32,
    /// The cells of one band tile the cpu executor aims for (the default,
    /// [`TILE_CELLS`], fits two tiles in a core's L2 cache; tests make
    /// it small to get many bands out of small grids).
    pub band_cells: u32,
}

impl Default for StepFusion {
    /// Pointwise chains fuse; bands of up to 8 steps on the cpu executor; temporal blocking
    /// on GPUs is off.
    fn default() -> Self {
        StepFusion {
            pointwise: true,
            max_steps: 0,
            on_cpu: false,
            bands: DEFAULT_BANDS,
            band_cells: TILE_CELLS,
        }
    }
}

/// The most steps of a band on the cpu executor by default ([`StepFusion::bands`]).
pub const DEFAULT_BANDS: u32 = 8;

/// Cells of one band tile the host aims for by default (192 KiB of 4-byte cells: two tiles and
/// the rows of the other arrays a band reads fit in a core's L2 cache of 1–2 MiB).
pub const TILE_CELLS: u32 = 48 << 10;

/// The most objects a batch context may have by default (guest ids are below this).
pub const DEFAULT_MAX_OBJECTS: u32 = 4096;

impl StepFusion {
    /// No step fusion at all: one dispatch per step.
    pub fn off() -> Self {
        StepFusion { pointwise: false, max_steps: 0, bands: 0, ..StepFusion::default() }
    }
}

/// Where compiled guest code is cached ([`Config::compile_cache`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum CompileCache {
    /// Compile every guest anew.
    #[default]
    Off,
    /// wasmtime's default cache directory (on Linux `~/.cache/wasmtime`).
    Default,
    /// This directory (absolute, created if missing).
    Dir(std::path::PathBuf),
}

/// How the host starts its GPU process ([`Config::gpu_process`]); on other platforms than
/// Unix, asking for one is refused.
#[cfg(unix)]
pub use crate::exec::remote::GpuProcess;

/// How the host would start its GPU process: not available on this platform.
#[cfg(not(unix))]
#[derive(Clone, Debug)]
pub struct GpuProcess;
