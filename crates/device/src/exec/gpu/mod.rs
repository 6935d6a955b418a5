//! The gpu executor: buffers, programs and dispatches on a wgpu device.
//!
//! Adapters are enumerated and ranked here ([`list_adapters`], [`GpuExecutor::new`]). Shader
//! modules reach wgpu only as the Guard's naga IR (`ShaderSource::Naga`), never as WGSL text.
//! Device errors are caught with error scopes and answered as [`ErrorKind::Device`]; wgpu's
//! default handler (which panics) is replaced so a driver error never panics the host.
//!
//! No async host call blocks its thread on the device: only the poller thread (`poller.rs`)
//! polls, and on software adapters only the submission thread (`queue.rs`) submits; waits are
//! futures that the poller's map callbacks complete.

use std::borrow::Cow;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use wgpu::util::DeviceExt as _;

use self::poller::{MapSlot, Poller};
use self::pool::{GpuBuffer, GpuTenant};
use self::queue::{Op, Submitter};
use super::parts::Part;
use super::{
    Access, BackendInfo, BackendKind, BoxFuture, BudgetFlag, Buffer, Census, ExecLimits, Executor, Live,
    Program, ProgramDesc,
};
use crate::error::{Error, ErrorKind, Result};
use crate::guard::{GuardedModule, LoopBudget, budget};

mod batch;
pub mod fair;
mod handles;
mod pipelines;
mod poller;
mod pool;
mod queue;
mod schedule;
pub(crate) mod sliced;
mod staging;

/// A graphics API wgpu can drive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum GpuApi {
    /// Vulkan (Linux, Windows, Android; lavapipe in CI).
    Vulkan,
    /// OpenGL / GLES (through EGL on Linux).
    Gl,
    /// Metal (macOS).
    Metal,
    /// Direct3D 12 (Windows).
    Dx12,
}

impl GpuApi {
    fn backends(self) -> wgpu::Backends {
        match self {
            GpuApi::Vulkan => wgpu::Backends::VULKAN,
            GpuApi::Gl => wgpu::Backends::GL,
            GpuApi::Metal => wgpu::Backends::METAL,
            GpuApi::Dx12 => wgpu::Backends::DX12,
        }
    }
}

/// How the gpu executor picks its adapter.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct GpuOptions {
    /// Only adapters of this API; `None` tries every API wgpu was built with.
    pub api: Option<GpuApi>,
    /// Only adapters whose name contains this text (case-insensitive).
    pub adapter: Option<String>,
    /// Refuse software adapters (lavapipe, llvmpipe: adapter type Cpu).
    pub hardware_only: bool,
    /// Apply queue operations on a submission thread of the executor's own (`true`) or on the
    /// calling thread (`false`). `None` (the default) picks the thread for software adapters,
    /// which run the work inside `submit`, so a waiting guest never blocks its caller's thread.
    pub submit_thread: Option<bool>,
    /// Time a timed schedule's dispatches each in a compute pass of its own, as on a device
    /// without `TIMESTAMP_QUERY_INSIDE_PASSES`, even where the device has it (for tests and
    /// comparisons).
    pub timestamps_per_pass: bool,
    /// Where the driver's compiled pipelines are kept between runs (a file per adapter, see
    /// `pipelines.rs`), on adapters that have a pipeline cache (Vulkan); `None` (the default):
    /// not kept. The host sets it beside its compile cache (`Config::compile_cache`).
    #[serde(default)]
    pub pipeline_cache: Option<std::path::PathBuf>,
    /// Elements a kernel's generated entry point computes per invocation where the kernel
    /// allows it (`ExecLimits::elements_per_invocation`, 1 to 16); `None` (the default):
    /// [`DEFAULT_ELEMENTS_PER_INVOCATION`].
    #[serde(default)]
    pub elements_per_invocation: Option<u32>,
    /// Whether a stencil's interior workgroups read without edge tests
    /// (`ExecLimits::untested_interior`, `kernel::interior`). Off by default: measured, it
    /// gained nothing on an H100 (a stencil 2 % slower, the pipelines within their noise) and cost
    /// lavapipe ~12 % (benches/RESULTS.md, "GPU work at the metal").
    #[serde(default)]
    pub untested_interior: bool,
}

/// Elements per invocation of kernels' generated entry points on a GPU by default: four loads
/// in flight per invocation moved a copy from ~0.7 to ~0.95 of the bandwidth CUDA reaches on
/// an H100 (benches/RESULTS.md, "GPU kernels at memory bandwidth").
pub const DEFAULT_ELEMENTS_PER_INVOCATION: u32 = 4;

impl GpuOptions {
    /// What these options ask of an adapter, in the CLI's terms (`--api vulkan`,
    /// `--adapter "nvidia"`, `--hardware-only`), for messages.
    pub fn describe(&self) -> String {
        let mut asks = Vec::new();
        if let Some(api) = self.api {
            asks.push(format!("--api {}", format!("{api:?}").to_lowercase()));
        }
        if let Some(name) = &self.adapter {
            asks.push(format!("--adapter {name:?}"));
        }
        if self.hardware_only {
            asks.push("--hardware-only".to_string());
        }
        if asks.is_empty() { "any adapter".to_string() } else { asks.join(" ") }
    }
}

/// One adapter as `wasm-host info` shows it.
#[derive(Clone, Debug)]
pub struct AdapterSummary {
    /// Adapter name.
    pub name: String,
    /// Backend API.
    pub api: String,
    /// Discrete, integrated, virtual, cpu or other.
    pub device_type: String,
    /// Driver name and version.
    pub driver: String,
    /// Whether it is a software adapter.
    pub software: bool,
    /// Limits that matter to the host.
    pub limits: ExecLimits,
}

fn instance(options: &GpuOptions) -> wgpu::Instance {
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle().with_env();
    if let Some(api) = options.api {
        desc.backends = api.backends();
    }
    wgpu::Instance::new(desc)
}

fn rank(info: &wgpu::AdapterInfo) -> (u8, u8) {
    let ty = match info.device_type {
        wgpu::DeviceType::DiscreteGpu => 0,
        wgpu::DeviceType::IntegratedGpu => 1,
        wgpu::DeviceType::VirtualGpu => 2,
        wgpu::DeviceType::Other => 3,
        wgpu::DeviceType::Cpu => 4,
    };
    let api = match info.backend {
        wgpu::Backend::Vulkan | wgpu::Backend::Metal | wgpu::Backend::Dx12 => 0,
        _ => 1,
    };
    (ty, api)
}

/// Lavapipe (Mesa's llvmpipe under Vulkan or GL) stops every loop after 65,535 iterations in
/// total per invocation, silently. The Guard's bound is 2·B (two counters), so B = 2^14 keeps
/// its cut first.
fn loop_cap(info: &wgpu::AdapterInfo) -> Option<u32> {
    let mesa_software = info.name.contains("llvmpipe") || info.driver.contains("llvmpipe");
    mesa_software.then_some(1 << 14)
}

/// The device features the host asks for where the adapter has them: timestamp queries (only
/// timed schedules use them) and subgroup operations (only the host's own programs use them:
/// integer scans).
fn wanted_features(adapter: wgpu::Features, options: &GpuOptions) -> wgpu::Features {
    let cache = if options.pipeline_cache.is_some() {
        wgpu::Features::PIPELINE_CACHE
    } else {
        wgpu::Features::empty()
    };
    adapter
        & (wgpu::Features::TIMESTAMP_QUERY
            | wgpu::Features::TIMESTAMP_QUERY_INSIDE_PASSES
            | wgpu::Features::SUBGROUP
            | cache)
}

fn exec_limits(
    l: &wgpu::Limits,
    info: &wgpu::AdapterInfo,
    downlevel: wgpu::DownlevelFlags,
    features: wgpu::Features,
    options: &GpuOptions,
) -> ExecLimits {
    let subgroups = features.contains(wgpu::Features::SUBGROUP);
    ExecLimits {
        elements_per_invocation: options
            .elements_per_invocation
            .unwrap_or(DEFAULT_ELEMENTS_PER_INVOCATION)
            .clamp(1, 16),
        untested_interior: options.untested_interior,
        subgroups: subgroups.then_some([info.subgroup_min_size, info.subgroup_max_size]),
        shader_f16_in_f32: downlevel.contains(wgpu::DownlevelFlags::SHADER_F16_IN_F32),
        max_loop_iterations: loop_cap(info),
        max_workgroup_invocations: l.max_compute_invocations_per_workgroup,
        max_workgroup_storage_bytes: l.max_compute_workgroup_storage_size,
        max_bind_groups: l.max_bind_groups,
        max_storage_buffers: l.max_storage_buffers_per_shader_stage,
        max_workgroups_per_dimension: l.max_compute_workgroups_per_dimension,
        max_buffer_bytes: l.max_buffer_size.min(l.max_storage_buffer_binding_size),
    }
}

fn summary(adapter: &wgpu::Adapter) -> AdapterSummary {
    let info = adapter.get_info();
    AdapterSummary {
        name: info.name.clone(),
        api: format!("{:?}", info.backend),
        device_type: format!("{:?}", info.device_type),
        driver: format!("{} {}", info.driver, info.driver_info).trim().to_string(),
        software: info.device_type == wgpu::DeviceType::Cpu,
        limits: exec_limits(
            &adapter.limits(),
            &info,
            adapter.get_downlevel_capabilities().flags,
            wanted_features(adapter.features(), &GpuOptions::default()),
            &GpuOptions::default(),
        ),
    }
}

fn candidates(options: &GpuOptions) -> Vec<wgpu::Adapter> {
    let instance = instance(options);
    let mut adapters = crate::exec::block_on(instance.enumerate_adapters(wgpu::Backends::all()));
    adapters.retain(|a| {
        let info = a.get_info();
        let name_ok = options
            .adapter
            .as_ref()
            .is_none_or(|want| info.name.to_lowercase().contains(&want.to_lowercase()));
        let hw_ok = !options.hardware_only || info.device_type != wgpu::DeviceType::Cpu;
        let compute_ok = a.get_downlevel_capabilities().flags.contains(wgpu::DownlevelFlags::COMPUTE_SHADERS);
        name_ok && hw_ok && compute_ok
    });
    adapters.sort_by_key(|a| rank(&a.get_info()));
    adapters
}

/// Every adapter that matches `options`, best first.
pub fn list_adapters(options: &GpuOptions) -> Vec<AdapterSummary> {
    candidates(options).iter().map(summary).collect()
}

/// A wgpu device and queue serving as an executor.
#[derive(Debug)]
pub struct GpuExecutor {
    device: wgpu::Device,
    backend: BackendInfo,
    limits: ExecLimits,
    lost: Arc<AtomicBool>,
    /// Layout of the reserved group: the flag (storage), the budget (uniform, dynamic offset)
    /// and a dispatch part's record (uniform, `sliced`).
    guard_layout: wgpu::BindGroupLayout,
    /// The slice record of a dispatch run whole (`sliced::IDENTITY`), bound by every program.
    whole_record: wgpu::Buffer,
    /// The tenants open now: dispatches are cut into parts only while there are two or more.
    tenants: fair::Tenants,
    /// The powers-of-two table the budget binding points into.
    budget_table: wgpu::Buffer,
    /// Flag read-back buffers already read, for reuse.
    probe_pool: Mutex<Vec<wgpu::Buffer>>,
    /// Read-backs' staging buffers kept for the next reads.
    read_backs: staging::Kept,
    /// Uploads' staging buffers, mapped for writing, kept for the next uploads.
    uploads: staging::Kept,
    census: Arc<Census>,
    /// Bytes of the buffers all tenants keep for reuse (`pool.rs`).
    kept: Arc<AtomicU64>,
    /// Every queue operation, in order, on the submission thread.
    submitter: Submitter,
    /// A mappable buffer made when the device opens and kept (see [`warm_up`]).
    _warm: Arc<OnceLock<wgpu::Buffer>>,
    /// How a timed schedule's dispatches are timed, or why they cannot be.
    timestamps: std::result::Result<Timestamps, String>,
    /// The driver's compiled pipelines kept between runs ([`GpuOptions::pipeline_cache`]).
    pipelines: Option<pipelines::DiskCache>,
}

impl Drop for GpuExecutor {
    fn drop(&mut self) {
        if let Some(p) = &self.pipelines {
            p.save();
        }
    }
}

/// How this device writes timestamps around a schedule's dispatches.
#[derive(Clone, Copy, Debug)]
pub(super) struct Timestamps {
    /// `true`: inside the one compute pass, before each dispatch and after the last
    /// (`TIMESTAMP_QUERY_INSIDE_PASSES`); `false`: one pass per dispatch, timed at its start
    /// and end (`TIMESTAMP_QUERY` alone).
    pub(super) inside: bool,
    /// Nanoseconds per tick.
    pub(super) period: f32,
}

/// Makes a small mappable buffer on a thread of its own and keeps it, then the staging buffers
/// the pools start with ([`staging::PREWARM_UPLOADS`] for uploads, mapped for writing, and one
/// for read-backs, each of [`staging::PREWARM_BYTES`]).
/// The first mappable buffer of a device is slow (on the H200 ~22 ms: the driver sets up its
/// host-visible memory; it was half of the README jacobi's run, inside the pipeline's first
/// preparation), and a new staging buffer costs more than its transfer: made while the guest
/// starts, and kept so its memory stays set up, later read-backs, uploads and pipelines find
/// them ready. Likewise a storage buffer is made (and dropped) for the first block of device
/// memory.
fn warm_up(
    device: &wgpu::Device,
    uploads: &staging::Kept,
    read_backs: &staging::Kept,
) -> Arc<OnceLock<wgpu::Buffer>> {
    let warm = Arc::new(OnceLock::new());
    let (device, slot) = (device.clone(), warm.clone());
    // Promised before the thread starts, so that no transfer can come between.
    let promises: Vec<(bool, staging::Promise)> = (0..staging::PREWARM_UPLOADS)
        .map(|_| (true, uploads.promise(staging::PREWARM_BYTES)))
        .chain([(false, read_backs.promise(staging::PREWARM_BYTES))])
        .collect();
    let spawned = std::thread::Builder::new().name("wasm-host gpu warm-up".into()).spawn(move || {
        let began = std::time::Instant::now();
        let buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("wasm-host warm-up"),
            size: 4,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let _ = slot.set(buffer);
        // A storage buffer made and dropped: the allocator keeps its last block of device
        // memory, so a guest's first array does not wait for the driver's allocation of one
        // (on an H100 the first 4 MiB `array.create` took ~1.2 ms more than the second).
        drop(device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("wasm-host warm-up storage"),
            size: 4,
            usage: STORAGE_USAGE,
            mapped_at_creation: false,
        }));
        let mappable = began.elapsed();
        // The uploads' mapped at creation, so wgpu has zeroed them and their pages are in. The
        // read-back's is not: wgpu would zero it through a staging buffer of its own and a copy.
        // Transfers that come first wait for these rather than make their own.
        for promise in promises {
            let upload = promise.0;
            promise.1.keep(staging::create(&device, staging::PREWARM_BYTES, upload));
        }
        tracing::debug!(
            target: "wasm_host::gpu_calls",
            "warm-up: a mappable buffer made in {:.3} ms, the staging buffers in {:.3} ms more",
            mappable.as_secs_f64() * 1e3,
            (began.elapsed() - mappable).as_secs_f64() * 1e3
        );
    });
    if let Err(e) = spawned {
        tracing::debug!(target: "wasm_host::gpu", "no warm-up thread: {e}");
    }
    warm
}

#[derive(Debug)]
struct GpuProgram {
    pipeline: wgpu::ComputePipeline,
    layout: wgpu::BindGroupLayout,
    bindings: usize,
    guard: Option<GuardSlot>,
}

/// The loop-budget state of one program: its own flag, so a cut is attributed to it alone.
#[derive(Debug)]
struct GuardSlot {
    group: u32,
    flag: wgpu::Buffer,
    bind_group: wgpu::BindGroup,
    workgroup_size: [u32; 3],
    budget: LoopBudget,
    /// Whether its dispatches may run in parts (`exec::parts`; the entry point is wrapped).
    cuttable: bool,
}

/// The flag of one dispatch, copied to a buffer of its own after the dispatch.
#[derive(Debug)]
struct GpuProbe {
    readback: wgpu::Buffer,
    /// Read once; the read-back buffer then goes back to the executor's pool.
    verdict: OnceLock<bool>,
}

/// Most read-back buffers kept for reuse.
const PROBE_POOL: usize = 1024;

/// Logs how long one call took (`RUST_LOG=wasm_host::gpu_calls=debug`; in a GPU process this is
/// the process's own time, next to the host's round trip under `wasm_host::gpu_process`).
fn took<T>(what: &str, began: std::time::Instant, result: T) -> T {
    tracing::debug!(target: "wasm_host::gpu_calls", "{what}: {:.3} ms", began.elapsed().as_secs_f64() * 1e3);
    result
}

impl GpuExecutor {
    /// Reads `buffer` back and hands its mapped bytes to `f` (no copy of ours in between: the
    /// GPU process copies them straight into its bulk region).
    pub async fn read_mapped<R>(&self, buffer: &Buffer, f: impl FnOnce(&[u8]) -> R) -> Result<R> {
        let began = std::time::Instant::now();
        let result = self.read_mapped_untimed(buffer, f).await;
        took("read", began, result)
    }

    fn create_program_untimed(&self, desc: &ProgramDesc<'_>) -> Result<Program> {
        let entries: Vec<wgpu::BindGroupLayoutEntry> = desc
            .bindings
            .iter()
            .enumerate()
            .map(|(i, access)| wgpu::BindGroupLayoutEntry {
                binding: i as u32,
                visibility: wgpu::ShaderStages::COMPUTE,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Storage { read_only: *access == Access::Read },
                    has_dynamic_offset: false,
                    min_binding_size: None,
                },
                count: None,
            })
            .collect();
        let layout = self.scoped(desc.label, || {
            self.device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                label: Some(desc.label),
                entries: &entries,
            })
        })?;
        let (pipeline, guard) =
            self.make_pipeline(desc.label, desc.module, desc.entry_point, desc.constants, &[&layout], None)?;
        Ok(Program::new(&self.census, GpuProgram { pipeline, layout, bindings: desc.bindings.len(), guard }))
    }

    async fn read_mapped_untimed<R>(&self, buffer: &Buffer, f: impl FnOnce(&[u8]) -> R) -> Result<R> {
        let source = handles::buffer(buffer)?;
        let size = buffer.size();
        let staging = self.staging(&self.read_backs, size, false)?;
        let began = std::time::Instant::now();
        let mut encoder = self.device.create_command_encoder(&Default::default());
        encoder.copy_buffer_to_buffer(source, 0, &staging, 0, size);
        self.submitter.send(Op::Submit(encoder.finish()))?;
        let submitted = began.elapsed();
        self.map_read_range(&staging, size, "a read-back").await?;
        let mapped = began.elapsed();
        let got = {
            let view =
                staging.get_mapped_range(..size).map_err(|e| Error::trap(format!("mapped range: {e}")))?;
            f(&view)
        };
        staging.unmap();
        // Where a read-back's time goes (#48 item 3): the copy's submit, the wait for the map,
        // and the caller's use of the mapped bytes (a copy out).
        tracing::debug!(
            target: "wasm_host::gpu_calls",
            "read {size} bytes: submitted {:.3} ms, mapped {:.3} ms, copied out {:.3} ms",
            submitted.as_secs_f64() * 1e3,
            mapped.as_secs_f64() * 1e3,
            (began.elapsed() - mapped).as_secs_f64() * 1e3
        );
        self.read_backs.keep(staging);
        Ok(got)
    }

    /// Maps `buffer` for reading once the work queued before is done (`what` names it in a
    /// failure); the future waits without blocking a thread.
    pub(super) async fn map_read(&self, buffer: &wgpu::Buffer, what: &'static str) -> Result<()> {
        self.map_read_range(buffer, buffer.size(), what).await
    }

    /// [`Self::map_read`] of the first `size` bytes only.
    async fn map_read_range(&self, buffer: &wgpu::Buffer, size: u64, what: &'static str) -> Result<()> {
        let (slot, wait) = MapSlot::new();
        self.submitter.send(Op::Map { buffer: buffer.clone(), size, slot, what })?;
        wait.await.map_err(Error::device)
    }

    /// A staging buffer of at least `size` bytes from `kept`, or a new one of `size`: an
    /// upload's (`MAP_WRITE`, `upload`) mapped, a read-back's mapped once its copy is done.
    fn staging(&self, kept: &staging::Kept, size: u64, upload: bool) -> Result<wgpu::Buffer> {
        if let Some(b) = kept.take_or_wait(size, staging::PATIENCE) {
            return Ok(b);
        }
        self.scoped(if upload { "creating an upload buffer" } else { "creating a read-back buffer" }, || {
            staging::create(&self.device, size, upload)
        })
    }

    /// Uploads `data` into `target` at `offset` through a kept staging buffer that holds it
    /// (mapped for writing; a new one, mapped at creation, when none is kept): the caller
    /// copies into it, a copy command follows the work sent before, and the buffer is mapped
    /// again and kept once that copy is done. Sizes and offsets are multiples of 4.
    fn upload(&self, target: &wgpu::Buffer, offset: u64, data: &[u8]) -> Result<()> {
        let size = data.len() as u64;
        let staging = self.staging(&self.uploads, size, true)?;
        staging
            .get_mapped_range_mut(..size)
            .map_err(|e| Error::trap(format!("mapped upload range: {e}")))?
            .copy_from_slice(data);
        staging.unmap();
        let mut encoder = self.device.create_command_encoder(&Default::default());
        encoder.copy_buffer_to_buffer(&staging, 0, target, offset, size);
        self.submitter.send(Op::Submit(encoder.finish()))?;
        self.submitter.send(Op::Recycle { buffer: staging, kept: self.uploads.clone() })
    }

    /// What the pipeline cache loaded when the executor opened (`None`: no pipeline cache, see
    /// [`GpuOptions::pipeline_cache`]).
    pub fn pipeline_cache(&self) -> Option<&str> {
        self.pipelines.as_ref().map(|p| p.describe())
    }

    /// Writes the pipeline cache back now if it has anything new (as dropping the executor
    /// does); a failure is a warning.
    pub fn save_pipeline_cache(&self) {
        if let Some(p) = &self.pipelines {
            p.save();
        }
    }

    /// Opens the best adapter that matches `options`.
    pub fn new(options: &GpuOptions) -> Result<GpuExecutor> {
        let began = std::time::Instant::now();
        let adapter = candidates(options).into_iter().next().ok_or_else(|| {
            Error::unsupported(format!(
                "no GPU adapter matches {} (is a Vulkan driver installed? \
                 `wasm-host info` lists what wgpu finds)",
                options.describe()
            ))
        })?;
        let info = adapter.get_info();
        let required_limits = adapter.limits();
        let required_features = wanted_features(adapter.features(), options);
        let (device, queue) = crate::exec::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some("wasm-host"),
            required_limits,
            required_features,
            memory_hints: MEMORY_HINTS,
            ..Default::default()
        }))
        .map_err(|e| Error::device(format!("cannot open {}: {e}", info.name)))?;
        tracing::debug!(
            target: "wasm_host::gpu",
            "{} chosen and opened in {:.3} ms",
            info.name,
            began.elapsed().as_secs_f64() * 1e3
        );
        device.on_uncaptured_error(Arc::new(|e| {
            tracing::error!(target: "wasm_host::gpu", "uncaptured device error: {e}");
        }));
        let poller = Poller::start(device.clone())
            .map_err(|e| Error::trap(format!("cannot start the gpu poller thread: {e}")))?;
        let lost = Arc::new(AtomicBool::new(false));
        let flag = lost.clone();
        let fail = poller.failer();
        device.set_device_lost_callback(move |reason, message| {
            flag.store(true, Ordering::SeqCst);
            tracing::error!(target: "wasm_host::gpu", "device lost ({reason:?}): {message}");
            fail(&format!("the GPU device was lost ({reason:?}): {message}"));
        });
        let timestamps = if required_features.contains(wgpu::Features::TIMESTAMP_QUERY) {
            Ok(Timestamps {
                inside: required_features.contains(wgpu::Features::TIMESTAMP_QUERY_INSIDE_PASSES)
                    && !options.timestamps_per_pass,
                period: queue.get_timestamp_period(),
            })
        } else {
            Err(format!("{} has no timestamp queries (wgpu's TIMESTAMP_QUERY)", info.name))
        };
        // Software adapters run the work inside `submit`: give them a submission thread.
        let threaded = options.submit_thread.unwrap_or(info.device_type == wgpu::DeviceType::Cpu);
        let submitter = Submitter::start(queue.clone(), poller, threaded)
            .map_err(|e| Error::trap(format!("cannot start the gpu submission thread: {e}")))?;
        let backend = BackendInfo {
            kind: BackendKind::Gpu,
            on_cpu: info.device_type == wgpu::DeviceType::Cpu,
            name: format!(
                "{} ({:?}, {:?}{})",
                info.name,
                info.backend,
                info.device_type,
                if info.driver.is_empty() { String::new() } else { format!(", {}", info.driver) }
            ),
        };
        let limits = exec_limits(
            &device.limits(),
            &info,
            adapter.get_downlevel_capabilities().flags,
            device.features(),
            options,
        );
        let guard_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("wasm-host guard"),
            entries: &[
                wgpu::BindGroupLayoutEntry {
                    binding: budget::FLAG_BINDING,
                    visibility: wgpu::ShaderStages::COMPUTE,
                    ty: wgpu::BindingType::Buffer {
                        ty: wgpu::BufferBindingType::Storage { read_only: false },
                        has_dynamic_offset: false,
                        min_binding_size: wgpu::BufferSize::new(4),
                    },
                    count: None,
                },
                wgpu::BindGroupLayoutEntry {
                    binding: budget::BUDGET_BINDING,
                    visibility: wgpu::ShaderStages::COMPUTE,
                    ty: wgpu::BindingType::Buffer {
                        ty: wgpu::BufferBindingType::Uniform,
                        has_dynamic_offset: true,
                        min_binding_size: wgpu::BufferSize::new(4),
                    },
                    count: None,
                },
                wgpu::BindGroupLayoutEntry {
                    binding: sliced::SLICE_BINDING,
                    visibility: wgpu::ShaderStages::COMPUTE,
                    ty: wgpu::BindingType::Buffer {
                        ty: wgpu::BufferBindingType::Uniform,
                        has_dynamic_offset: false,
                        min_binding_size: wgpu::BufferSize::new(sliced::RECORD_BYTES),
                    },
                    count: None,
                },
            ],
        });
        let whole_record = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("wasm-host whole-dispatch record"),
            contents: &sliced::IDENTITY,
            usage: wgpu::BufferUsages::UNIFORM,
        });
        let budget_table = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("wasm-host budget table"),
            contents: &budget::budget_table(),
            usage: wgpu::BufferUsages::UNIFORM,
        });
        tracing::info!(
            target: "wasm_host::gpu",
            "using {} (queue operations on {})",
            backend.name,
            if submitter.threaded() { "a submission thread" } else { "the calling thread" }
        );
        let (read_backs, uploads) = (staging::Kept::default(), staging::Kept::default());
        let warm = warm_up(&device, &uploads, &read_backs);
        let pipelines =
            options.pipeline_cache.as_deref().and_then(|dir| pipelines::DiskCache::open(&device, &info, dir));
        if let Some(p) = &pipelines {
            tracing::debug!(target: "wasm_host::gpu", "pipeline cache: {}", p.describe());
        }
        Ok(GpuExecutor {
            device,
            backend,
            limits,
            lost,
            guard_layout,
            whole_record,
            tenants: fair::Tenants::default(),
            budget_table,
            probe_pool: Mutex::new(Vec::new()),
            read_backs,
            uploads,
            kept: Arc::new(AtomicU64::new(0)),
            census: Arc::default(),
            submitter,
            _warm: warm,
            timestamps,
            pipelines,
        })
    }

    fn check_lost(&self) -> Result<()> {
        if self.lost.load(Ordering::SeqCst) {
            return Err(Error::device("the GPU device was lost"));
        }
        Ok(())
    }

    /// Runs `f` inside error scopes and turns a caught error into a named one.
    fn scoped<T>(&self, what: &str, f: impl FnOnce() -> T) -> Result<T> {
        self.scoped_as(what, None, f)
    }

    /// [`scoped`](Self::scoped), with a validation error reported as `refusal` (a named guest
    /// error) instead of a host fault.
    fn scoped_as<T>(&self, what: &str, refusal: Option<ErrorKind>, f: impl FnOnce() -> T) -> Result<T> {
        self.check_lost()?;
        let oom = self.device.push_error_scope(wgpu::ErrorFilter::OutOfMemory);
        let validation = self.device.push_error_scope(wgpu::ErrorFilter::Validation);
        // wgpu runs naga's back ends (and the driver's compiler front) inside object creation;
        // a panic there is this object's failure. The scopes are popped either way.
        let value = crate::error::contain(&format!("{what}: creating the wgpu object"), f);
        let validation = crate::exec::block_on(validation.pop());
        let oom = crate::exec::block_on(oom.pop());
        let value = value?;
        if let Some(e) = oom {
            return Err(Error::quota(format!("{what}: the device is out of memory ({e})")));
        }
        if let Some(e) = validation {
            // wgpu's message spans lines ("Caused by: ..."): one line for the guest.
            let e = e.to_string().split_whitespace().collect::<Vec<_>>().join(" ");
            return Err(match refusal {
                Some(kind) => Error::new(kind, format!("{what}: the driver refused it: {e}")),
                // The layers above check everything wgpu checks; reaching here is a host bug.
                None => Error::trap(format!("{what}: wgpu refused it: {e}")),
            });
        }
        Ok(value)
    }

    /// A compute pipeline of `module`'s `entry` over the guest's bind group layouts `groups`
    /// (group 0 first), with the loop budget's group appended where the module was bounded,
    /// and the program's loop-budget state. A validation error is a host fault, or `refusal`
    /// where given (a guest's own layout); a driver refusing a bounded module is `unbounded`.
    fn make_pipeline(
        &self,
        label: &str,
        module: &GuardedModule,
        entry: &str,
        constants: &[(String, f64)],
        groups: &[&wgpu::BindGroupLayout],
        refusal: Option<ErrorKind>,
    ) -> Result<(wgpu::ComputePipeline, Option<GuardSlot>)> {
        module.check_entry(entry, constants)?;
        let constants: Vec<(&str, f64)> = constants.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let bounds = module.bounds().copied();
        if let Some(b) = &bounds
            && (b.group < groups.len() as u32 || b.group >= self.limits.max_bind_groups)
        {
            return Err(Error::new(
                ErrorKind::Reserved,
                format!("the pipeline's layout reaches group {}, which is reserved by the host", b.group),
            ));
        }
        // A driver that refuses a loop-bounded module leaves it unbounded: refuse it by name.
        let refusal =
            if bounds.is_some() && refusal.is_none() { Some(ErrorKind::Unbounded) } else { refusal };
        // A bounded module's entry point takes a part's offsets (`sliced`), so that its large
        // dispatches can run in parts.
        let wrapped = bounds.as_ref().and_then(|b| sliced::wrapped(module.module(), entry, b.group));
        let cuttable = wrapped.is_some();
        let compiled = wrapped.unwrap_or_else(|| module.module().clone());
        let pipeline = self.scoped_as(label, refusal, || {
            let mut layouts: Vec<Option<&wgpu::BindGroupLayout>> = groups.iter().map(|g| Some(*g)).collect();
            if let Some(b) = &bounds {
                layouts.resize(b.group as usize, None);
                layouts.push(Some(&self.guard_layout));
            }
            let pipeline_layout = self.device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                label: Some(label),
                bind_group_layouts: &layouts,
                immediate_size: 0,
            });
            let shader = self.device.create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some(label),
                source: wgpu::ShaderSource::Naga(Cow::Owned(compiled)),
            });
            self.device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                label: Some(label),
                layout: Some(&pipeline_layout),
                module: &shader,
                entry_point: Some(entry),
                compilation_options: wgpu::PipelineCompilationOptions {
                    constants: &constants,
                    zero_initialize_workgroup_memory: true,
                },
                cache: self.pipelines.as_ref().map(|p| &p.cache),
            })
        })?;
        if let Some(p) = &self.pipelines {
            p.made_one();
        }
        let guard = match bounds {
            None => None,
            Some(b) => {
                let workgroup_size = module
                    .module()
                    .entry_points
                    .iter()
                    .find(|ep| ep.name == entry)
                    .map(|ep| ep.workgroup_size)
                    .ok_or_else(|| Error::invalid(format!("the module has no entry point `{entry}`")))?;
                let flag = self.scoped("creating a loop-budget flag", || {
                    self.device.create_buffer(&wgpu::BufferDescriptor {
                        label: Some("wasm-host flag"),
                        size: 4,
                        usage: STORAGE_USAGE,
                        mapped_at_creation: false,
                    })
                })?;
                let bind_group = self.guard_group(&flag, &self.whole_record);
                Some(GuardSlot {
                    group: b.group,
                    flag,
                    bind_group,
                    workgroup_size,
                    budget: b.budget,
                    cuttable,
                })
            }
        };
        Ok((pipeline, guard))
    }

    /// The reserved group of a program: its flag, the budget table, and a slice record.
    fn guard_group(&self, flag: &wgpu::Buffer, record: &wgpu::Buffer) -> wgpu::BindGroup {
        self.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("wasm-host guard"),
            layout: &self.guard_layout,
            entries: &[
                wgpu::BindGroupEntry { binding: budget::FLAG_BINDING, resource: flag.as_entire_binding() },
                wgpu::BindGroupEntry {
                    binding: budget::BUDGET_BINDING,
                    resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                        buffer: &self.budget_table,
                        offset: 0,
                        size: wgpu::BufferSize::new(4),
                    }),
                },
                wgpu::BindGroupEntry { binding: sliced::SLICE_BINDING, resource: record.as_entire_binding() },
            ],
        })
    }

    /// The workgroups `part` of a dispatch of `whole` runs, and its reserved group: the program's
    /// flag with a record of where the part lies in the whole (`sliced`).
    fn part_group(&self, g: &GuardSlot, whole: [u32; 3], part: Part) -> Result<([u32; 3], wgpu::BindGroup)> {
        let (base, size) = part.range(whole).ok_or_else(|| {
            Error::trap(format!("part {} of {} of a dispatch of {whole:?}", part.index, part.count))
        })?;
        let record = self.device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("wasm-host slice record"),
            contents: &sliced::record(whole, base, size, g.workgroup_size),
            usage: wgpu::BufferUsages::UNIFORM,
        });
        Ok((size, self.guard_group(&g.flag, &record)))
    }

    /// Records one dispatch of `program` into `encoder` (see [`Executor::dispatch`]), or one
    /// `part` of it (`exec::parts`): its bind group, the loop-budget flag cleared before the
    /// first part and copied to a read-back after the last.
    fn encode_dispatch(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        program: &Program,
        bindings: &[&Buffer],
        workgroups: [u32; 3],
        part: Part,
    ) -> Result<Option<BudgetFlag>> {
        let program = handles::program(program)?;
        if bindings.len() != program.bindings {
            return Err(Error::trap(format!(
                "dispatch with {} bindings for a program of {}",
                bindings.len(),
                program.bindings
            )));
        }
        let buffers = bindings.iter().map(|b| handles::buffer(b)).collect::<Result<Vec<_>>>()?;
        let entries: Vec<wgpu::BindGroupEntry> = buffers
            .iter()
            .enumerate()
            .map(|(i, b)| wgpu::BindGroupEntry { binding: i as u32, resource: b.as_entire_binding() })
            .collect();
        let group = self.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &program.layout,
            entries: &entries,
        });
        let budget_b = program.guard.as_ref().map(|g| {
            let invocations = workgroups.iter().chain(&g.workgroup_size).map(|&n| u64::from(n)).product();
            g.budget.iterations(Some(invocations))
        });
        // A part runs its own workgroups with a record of where they lie in the whole.
        let (size, part_group) = match (&program.guard, part) {
            (_, Part::WHOLE) => (workgroups, None),
            (Some(g), part) if g.cuttable => {
                let (size, group) = self.part_group(g, workgroups, part)?;
                (size, Some(group))
            }
            _ => return Err(Error::trap("a dispatch in parts of a program that cannot be cut")),
        };
        if let Some(g) = &program.guard
            && part.first()
        {
            encoder.clear_buffer(&g.flag, 0, None);
        }
        {
            let mut pass = encoder.begin_compute_pass(&Default::default());
            pass.set_pipeline(&program.pipeline);
            pass.set_bind_group(0, &group, &[]);
            if let (Some(g), Some(b)) = (&program.guard, budget_b) {
                let guard_group = part_group.as_ref().unwrap_or(&g.bind_group);
                pass.set_bind_group(g.group, guard_group, &[budget::budget_offset(b)]);
            }
            pass.dispatch_workgroups(size[0], size[1], size[2]);
        }
        let probe = match (&program.guard, budget_b) {
            (Some(g), Some(b)) if part.last() => {
                let pooled = self.probe_pool.lock().ok().and_then(|mut p| p.pop());
                let readback = pooled.unwrap_or_else(|| {
                    self.device.create_buffer(&wgpu::BufferDescriptor {
                        label: Some("wasm-host flag read-back"),
                        size: 4,
                        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                        mapped_at_creation: false,
                    })
                });
                encoder.copy_buffer_to_buffer(&g.flag, 0, &readback, 0, 4);
                Some(BudgetFlag::new(b, GpuProbe { readback, verdict: OnceLock::new() }))
            }
            _ => None,
        };
        Ok(probe)
    }
}

/// Blocks of device memory from 32 MiB (host-visible: half that) growing to 256 MiB, where
/// wgpu's default starts at 128 (64): the first allocation of each kind of memory waits for
/// the driver to make its block, and the first host-visible one (the warm-up's) took 12–13 ms
/// on an H100 with 64 MiB, still running when the README jacobi's first upload came.
const MEMORY_HINTS: wgpu::MemoryHints =
    wgpu::MemoryHints::Manual { suballocated_device_memory_block_size: (32 << 20)..(256 << 20) };

const STORAGE_USAGE: wgpu::BufferUsages =
    wgpu::BufferUsages::STORAGE.union(wgpu::BufferUsages::COPY_SRC).union(wgpu::BufferUsages::COPY_DST);

impl Executor for GpuExecutor {
    fn backend(&self) -> &BackendInfo {
        &self.backend
    }

    fn limits(&self) -> &ExecLimits {
        &self.limits
    }

    fn admit<'a>(&'a self, tenant: &'a super::Tenant) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            // The shared tenant (host work) and a foreign one are not held back here.
            let Ok(Some(own)) = handles::tenant(tenant) else { return };
            // Behind the tenant's dispatches so far (submitted: no flush needed).
            let (marker, _) = MapSlot::new();
            if self.submitter.send(Op::Done { slot: marker.clone(), flush: false }).is_ok() {
                own.in_flight.admit(marker).await;
            }
        })
    }

    fn open_tenant(&self) -> Result<super::Tenant> {
        Ok(super::Tenant::new(GpuTenant::new(&self.kept, &self.tenants)))
    }

    fn create_buffer(&self, tenant: &super::Tenant, label: &str, size: u64) -> Result<Buffer> {
        let size = size.max(4);
        let buffer = self.scoped("creating a buffer", || {
            self.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some(label),
                size,
                usage: STORAGE_USAGE,
                mapped_at_creation: false,
            })
        })?;
        let home = handles::tenant(tenant)?.map_or_else(std::sync::Weak::new, GpuTenant::home);
        Ok(Buffer::new(&self.census, size, GpuBuffer::new(buffer, home)))
    }

    /// A buffer its tenant let go of, of this size, if it kept one (see `pool.rs`); else a new one.
    fn create_buffer_for_write(&self, tenant: &super::Tenant, label: &str, size: u64) -> Result<Buffer> {
        let size = size.max(4);
        if let Some(own) = handles::tenant(tenant)?
            && let Some(buffer) = own.take(size)
        {
            return Ok(Buffer::new(&self.census, size, GpuBuffer::new(buffer, own.home())));
        }
        self.create_buffer(tenant, label, size)
    }

    fn write_buffer(&self, buffer: &Buffer, offset: u64, data: &[u8]) -> Result<()> {
        let target = handles::buffer(buffer)?;
        if offset.checked_add(data.len() as u64).is_none_or(|end| end > buffer.size()) {
            return Err(Error::trap("write past the end of a buffer"));
        }
        if data.is_empty() {
            return Ok(());
        }
        self.check_lost()?;
        let began = std::time::Instant::now();
        let len = data.len() as u64;
        let staged = (staging::UPLOAD_MIN_BYTES..=staging::MAX_BYTES).contains(&len)
            && len.is_multiple_of(wgpu::COPY_BUFFER_ALIGNMENT)
            && offset.is_multiple_of(wgpu::COPY_BUFFER_ALIGNMENT);
        if staged {
            return took("write", began, self.upload(target, offset, data));
        }
        took("write", began, self.submitter.write(target, offset, data))
    }

    fn live(&self) -> Live {
        Live { kept_bytes: self.kept.load(Ordering::Relaxed), ..self.census.live() }
    }

    fn read_buffer<'a>(&'a self, buffer: &'a Buffer) -> BoxFuture<'a, Result<Vec<u32>>> {
        Box::pin(self.read_mapped(buffer, super::copy::words_of))
    }

    fn create_program(&self, desc: &ProgramDesc<'_>) -> Result<Program> {
        let began = std::time::Instant::now();
        took("create-program", began, self.create_program_untimed(desc))
    }

    fn dispatch(
        &self,
        program: &Program,
        bindings: &[&Buffer],
        workgroups: [u32; 3],
    ) -> Result<Option<BudgetFlag>> {
        self.dispatch_part(program, bindings, workgroups, Part::WHOLE)
    }

    fn parts(&self, program: &Program, workgroups: [u32; 3]) -> u32 {
        match handles::program(program).map(|p| p.guard.as_ref()) {
            Ok(Some(g)) if g.cuttable && self.tenants.shared() => {
                super::parts::count(&g.budget, workgroups, g.workgroup_size)
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
        self.check_lost()?;
        let mut encoder = self.device.create_command_encoder(&Default::default());
        let probe = self.encode_dispatch(&mut encoder, program, bindings, workgroups, part)?;
        self.submitter.send(Op::Submit(encoder.finish()))?;
        Ok(probe)
    }

    fn dispatch_all(&self, work: &[(&Program, Vec<&Buffer>, [u32; 3])]) -> Result<Vec<Option<BudgetFlag>>> {
        self.check_lost()?;
        let mut encoder = self.device.create_command_encoder(&Default::default());
        let probes = work
            .iter()
            .map(|(program, bindings, workgroups)| {
                self.encode_dispatch(&mut encoder, program, bindings, *workgroups, Part::WHOLE)
            })
            .collect::<Result<Vec<_>>>()?;
        self.submitter.send(Op::Submit(encoder.finish()))?;
        Ok(probes)
    }

    fn finish<'a>(&'a self, _tenant: &'a super::Tenant) -> BoxFuture<'a, Result<()>> {
        Box::pin(async move {
            self.check_lost()?;
            // Completed once everything queued before is done (writes included: `Op::Done`
            // submits what they staged first); no submission or mapping of its own.
            let (slot, wait) = MapSlot::new();
            self.submitter.send(Op::Done { slot, flush: true })?;
            wait.await.map_err(Error::device)
        })
    }

    fn copy_buffer(&self, from: &Buffer, to: &Buffer) -> Result<()> {
        let (source, target) = (handles::buffer(from)?, handles::buffer(to)?);
        if to.size() < from.size() {
            return Err(Error::trap("a copy into a smaller buffer"));
        }
        self.check_lost()?;
        let mut encoder = self.device.create_command_encoder(&Default::default());
        encoder.copy_buffer_to_buffer(source, 0, target, 0, from.size());
        self.submitter.send(Op::Submit(encoder.finish()))
    }

    fn batch(&self) -> Result<&dyn crate::exec::batch::BatchExecutor> {
        Ok(self)
    }

    fn schedule_kind(&self, _threads: bool) -> Result<super::ScheduleKind> {
        Ok(super::ScheduleKind::Encoder)
    }

    fn prepare_schedule(
        &self,
        dispatches: Vec<super::Dispatch>,
        options: super::ScheduleOptions,
    ) -> Result<super::Schedule> {
        super::no_bands(&dispatches, &self.backend().name)?;
        super::parts::refuse_cut(self, &dispatches)?;
        let began = std::time::Instant::now();
        let timed = options.timed.then(|| self.timestamps.clone().ok()).flatten();
        took("prepare-schedule", began, self.prepare(dispatches, timed))
    }

    fn time_source(&self) -> Result<super::TimeSource> {
        self.timestamps
            .as_ref()
            .map(|_| super::TimeSource::GpuTimestamps)
            .map_err(|e| Error::unsupported(e.clone()))
    }

    fn run_schedule<'a>(
        &'a self,
        schedule: &'a super::Schedule,
        before: &'a [super::BufferCopy],
        after: &'a [super::BufferCopy],
    ) -> BoxFuture<'a, Result<super::Ran>> {
        Box::pin(async move {
            let began = std::time::Instant::now();
            took("run-schedule", began, self.run(schedule, before, after).await)
        })
    }

    fn probe<'a>(&'a self, probes: &'a [&'a BudgetFlag]) -> BoxFuture<'a, Result<Vec<bool>>> {
        Box::pin(async move {
            let all = probes.iter().map(|p| handles::probe(p)).collect::<Result<Vec<_>>>()?;
            // Probes read before keep their verdict (their buffer may serve another dispatch now).
            let unread: Vec<&GpuProbe> = all.iter().copied().filter(|p| p.verdict.get().is_none()).collect();
            let mut waits = Vec::with_capacity(unread.len());
            for p in &unread {
                let (slot, wait) = MapSlot::new();
                self.submitter.send(Op::Map {
                    buffer: p.readback.clone(),
                    size: p.readback.size(),
                    slot,
                    what: "a loop-budget flag",
                })?;
                waits.push(wait);
            }
            for wait in waits {
                wait.await.map_err(Error::device)?;
            }
            for p in &unread {
                let word = {
                    let view = p
                        .readback
                        .get_mapped_range(..)
                        .map_err(|e| Error::trap(format!("mapped flag: {e}")))?;
                    u32::from_le_bytes([view[0], view[1], view[2], view[3]])
                };
                p.readback.unmap();
                let _ = p.verdict.set(word != 0);
                if let Ok(mut pool) = self.probe_pool.lock()
                    && pool.len() < PROBE_POOL
                {
                    pool.push(p.readback.clone());
                }
            }
            Ok(all.iter().map(|p| p.verdict.get().copied().unwrap_or(true)).collect())
        })
    }
}
