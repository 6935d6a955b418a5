//! Helpers for the workspace integration tests: finding the built guests, one shared runtime,
//! running a guest with captured output, and GPU skip rules.
//!
//! Guests are built by `cargo xtask guests` (which `cargo xtask test` runs first). A test that
//! needs a GPU adapter skips with a message when none is found, except under `CI`, where it
//! fails: CI must never pass by skipping the GPU.

#![allow(clippy::print_stderr)]

pub mod api_model;
pub mod differential;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use wasm_host::command::{self, RunOptions, RunOutcome, Stdio};
use wasm_host::config::Backend;
use wasm_host::exec::cpu::CpuOptions;
use wasm_host::guard::LoopBudget;
use wasm_host::{Config, Runtime};
use wasmtime_wasi::p2::pipe::MemoryOutputPipe;

/// The seed of a randomized test: `WASM_HOST_SEED` when it is set (decimal, or hex with
/// `0x`), else one from the clock. Printed with the line that replays it; the test harness
/// shows a failing test's output, so every failure says how to run it again.
pub fn seed() -> u32 {
    let test = std::thread::current().name().unwrap_or("test").to_string();
    let seed = match std::env::var("WASM_HOST_SEED") {
        Ok(v) => {
            let v = v.trim();
            let parsed = match v.strip_prefix("0x") {
                Some(hex) => u32::from_str_radix(hex, 16),
                None => v.parse(),
            };
            parsed.unwrap_or_else(|_| panic!("WASM_HOST_SEED={v}: not a u32"))
        }
        Err(_) => {
            let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
            t.subsec_nanos() ^ (t.as_secs() as u32).rotate_left(16) ^ 0x9e37_79b9
        }
    };
    // The test binary is `<file>-<hash>`: name the file, so the line replays just this test.
    let file = std::env::current_exe().ok().and_then(|p| {
        let stem = p.file_stem()?.to_string_lossy().into_owned();
        Some(stem.rsplit_once('-').map_or(stem.clone(), |(f, _)| f.to_string()))
    });
    let target = file.map_or(String::new(), |f| format!(" --test {f}"));
    eprintln!(
        "{test}: seed {seed} (replay: WASM_HOST_SEED={seed} cargo test -p wasm-host-tests{target} -- --exact {test})"
    );
    seed
}

/// xorshift32, never zero: the randomized tests' data (`Rng::seeded()` starts from the
/// test's printed [`seed`]).
#[derive(Clone, Debug)]
pub struct Rng(pub u32);

impl Rng {
    /// A generator from this test's [`seed`] (printed; `WASM_HOST_SEED` replays it).
    pub fn seeded() -> Rng {
        Rng(seed() | 1)
    }

    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        self.0
    }

    pub fn f32s(&mut self, n: usize, scale: f32) -> Vec<f32> {
        (0..n).map(|_| ((self.next() >> 8) as f32 / (1u32 << 24) as f32 * 2.0 - 1.0) * scale).collect()
    }

    /// Random i32s with the edge cases WGSL defines (0, -1, 1, MIN, MAX) sprinkled in.
    pub fn i32s(&mut self, n: usize) -> Vec<i32> {
        (0..n)
            .map(|i| match i % 11 {
                0 => 0,
                3 => -1,
                5 => i32::MIN,
                7 => i32::MAX,
                9 => 1,
                _ => self.next() as i32 >> (self.next() % 24),
            })
            .collect()
    }

    /// `n` words, every bit random.
    pub fn words(&mut self, n: usize) -> Vec<u32> {
        (0..n).map(|_| self.next()).collect()
    }

    pub fn u32s(&mut self, n: usize) -> Vec<u32> {
        (0..n).map(|i| if i % 13 == 0 { 0 } else { self.next() >> (self.next() % 28) }).collect()
    }
}

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ is in the workspace").to_path_buf()
}

/// The built component of guest example `name`.
pub fn guest(name: &str) -> PathBuf {
    let path = root().join("target/wasm32-wasip2/release").join(format!("{name}.wasm"));
    assert!(
        path.is_file(),
        "{} is missing: build the guests with `cargo xtask guests` (or run `cargo xtask test`)",
        path.display()
    );
    path
}

/// Every guest example in `examples/`.
pub fn guest_examples() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("examples"))
        .expect("examples/")
        .filter_map(|e| {
            let dir = e.ok()?.path();
            let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).ok()?;
            let name = dir.file_name()?.to_string_lossy().into_owned();
            manifest.contains("guest-rs").then_some(name)
        })
        .collect();
    names.sort();
    names
}

/// The runtime on the best GPU adapter (software ones included), shared by the tests of one
/// binary. `None` (with a note) when there is no adapter; under `CI` that is a failure instead.
pub fn gpu_runtime() -> Option<&'static Runtime> {
    static RUNTIME: OnceLock<Result<Runtime, String>> = OnceLock::new();
    available(RUNTIME.get_or_init(|| {
        Runtime::new(Config { backend: Backend::Gpu, ..Config::default() }).map_err(|e| e.to_string())
    }))
}

/// The runtime on the cpu executor (two worker threads, so splitting work is always exercised),
/// shared by the tests of one binary.
pub fn cpu_runtime() -> &'static Runtime {
    static RUNTIME: OnceLock<Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| Runtime::new(cpu_config(Config::default())).expect("the cpu executor starts"))
}

/// `config` on the cpu executor with two worker threads.
pub fn cpu_config(config: Config) -> Config {
    Config { backend: Backend::Cpu, cpu: CpuOptions { threads: 2, ..CpuOptions::default() }, ..config }
}

/// A cpu runtime whose loop budget is at most [`SMALL_BUDGET`].
pub fn cpu_runtime_small_budget() -> &'static Runtime {
    static RUNTIME: OnceLock<Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        Runtime::new(cpu_config(Config { loop_budget: small_budget(), ..Config::default() }))
            .expect("the cpu executor starts")
    })
}

/// The cpu executor with the vectorizer off: every kernel runs as scalar code (tests that
/// cover the compiler run on both of its paths).
pub fn cpu_scalar_runtime() -> &'static Runtime {
    static RUNTIME: OnceLock<Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        let mut config = cpu_config(Config::default());
        config.cpu.vectorize = false;
        Runtime::new(config).expect("the cpu executor starts")
    })
}

/// The executors a test of whole modules runs on: the cpu executor (vectorized where it can
/// be), its scalar path, and wgpu where there is an adapter (under `CI` there must be).
pub fn executors() -> Vec<(&'static str, &'static Runtime)> {
    let mut out = vec![("cpu", cpu_runtime()), ("cpu scalar", cpu_scalar_runtime())];
    if let Some(gpu) = gpu_runtime() {
        out.push(("gpu", gpu));
    }
    out
}

/// [`cpu_runtime_small_budget`] with the vectorizer off.
pub fn cpu_scalar_runtime_small_budget() -> &'static Runtime {
    static RUNTIME: OnceLock<Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        let mut config = cpu_config(Config { loop_budget: small_budget(), ..Config::default() });
        config.cpu.vectorize = false;
        Runtime::new(config).expect("the cpu executor starts")
    })
}

fn small_budget() -> LoopBudget {
    LoopBudget { min_iterations: 1024, max_iterations: SMALL_BUDGET, ..LoopBudget::default() }
}

/// Defines, for each `fn name(rt: &Runtime)` given, a test `gpu::name` on [`gpu_runtime`] and a
/// test `cpu::name` on [`cpu_runtime`] (`small_budget:` first: on the small-budget runtimes;
/// `scalar_too:` first: also `cpu_scalar::name` on [`cpu_scalar_runtime`], the cpu executor's
/// scalar code).
#[macro_export]
macro_rules! on_both_executors {
    (scalar_too: $($name:ident),* $(,)?) => {
        $crate::on_both_executors!($($name),*);
        mod cpu_scalar {
            $(#[test]
            fn $name() {
                super::$name($crate::cpu_scalar_runtime())
            })*
        }
    };
    (small_budget, scalar_too: $($name:ident),* $(,)?) => {
        $crate::on_both_executors!(small_budget: $($name),*);
        mod cpu_scalar {
            $(#[test]
            fn $name() {
                super::$name($crate::cpu_scalar_runtime_small_budget())
            })*
        }
    };
    (small_budget: $($name:ident),* $(,)?) => {
        mod gpu {
            $(#[test]
            fn $name() {
                if let Some(rt) = $crate::gpu_runtime_small_budget() {
                    super::$name(rt)
                }
            })*
        }
        mod cpu {
            $(#[test]
            fn $name() {
                super::$name($crate::cpu_runtime_small_budget())
            })*
        }
    };
    ($($name:ident),* $(,)?) => {
        mod gpu {
            $(#[test]
            fn $name() {
                if let Some(rt) = $crate::gpu_runtime() {
                    super::$name(rt)
                }
            })*
        }
        mod cpu {
            $(#[test]
            fn $name() {
                super::$name($crate::cpu_runtime())
            })*
        }
    };
}

/// The loop budget the budget tests run with: at most [`SMALL_BUDGET`] iterations, well under
/// lavapipe's own silent cut at 65,535 iterations per invocation.
pub const SMALL_BUDGET: u32 = 4096;

/// A runtime on the best GPU adapter whose loop budget is at most [`SMALL_BUDGET`].
pub fn gpu_runtime_small_budget() -> Option<&'static Runtime> {
    static RUNTIME: OnceLock<Result<Runtime, String>> = OnceLock::new();
    available(RUNTIME.get_or_init(|| {
        Runtime::new(Config { backend: Backend::Gpu, loop_budget: small_budget(), ..Config::default() })
            .map_err(|e| e.to_string())
    }))
}

/// The GPU process of the tests: `program` is this package's `gpu_process` binary
/// (`env!("CARGO_BIN_EXE_gpu_process")`, known to integration tests only), sandboxed, with the
/// default deadline and memory ceiling.
pub fn gpu_process(program: &str) -> wasm_host::config::GpuProcess {
    wasm_host::config::GpuProcess {
        program: program.into(),
        args: Vec::new(),
        deadline: wasm_host::exec::remote::DEFAULT_DEADLINE,
        sandbox: true,
        max_memory: wasm_host::exec::remote::default_max_memory(),
    }
}

/// A runtime of its own for `config` (for tests that count what the executor holds), or `None`
/// with a note when it cannot start (no GPU adapter); under `CI` that is a failure instead.
pub fn own_runtime(config: Config) -> Option<Runtime> {
    let rt = Runtime::new(config).map_err(|e| e.to_string());
    skip_unless_ci(rt.as_ref()).cloned()
}

fn available(rt: &'static Result<Runtime, String>) -> Option<&'static Runtime> {
    skip_unless_ci(rt.as_ref())
}

fn skip_unless_ci<'r>(rt: Result<&'r Runtime, &String>) -> Option<&'r Runtime> {
    match rt {
        Ok(rt) => Some(rt),
        Err(e) if std::env::var_os("CI").is_some() => {
            panic!("CI is set and no GPU adapter was found: {e}")
        }
        Err(e) => {
            eprintln!("skipping: no GPU adapter ({e})");
            None
        }
    }
}

/// What a captured run printed and returned.
#[derive(Debug)]
pub struct Captured {
    /// Exit code and stats.
    pub outcome: RunOutcome,
    /// The guest's stdout.
    pub stdout: String,
    /// The guest's stderr.
    pub stderr: String,
}

/// Runs guest example `name` with `args` (and `dirs` preopened), capturing its output.
pub fn run_guest(
    runtime: &Runtime,
    name: &str,
    args: &[&str],
    dirs: &[(PathBuf, &str)],
) -> Result<Captured, command::RunError> {
    let component = command::load(runtime, &guest(name))?;
    run_component(runtime, &component, name, args, dirs)
}

/// [`run_guest`] of a component already loaded on `runtime` (a large one is compiled once).
pub fn run_component(
    runtime: &Runtime,
    component: &wasmtime::component::Component,
    name: &str,
    args: &[&str],
    dirs: &[(PathBuf, &str)],
) -> Result<Captured, command::RunError> {
    let stdout = MemoryOutputPipe::new(1 << 20);
    let stderr = MemoryOutputPipe::new(1 << 20);
    let mut argv = vec![name.to_string()];
    argv.extend(args.iter().map(|a| a.to_string()));
    let outcome = command::run_blocking(
        runtime,
        component,
        RunOptions {
            args: argv,
            dirs: dirs.iter().map(|(h, g)| (h.clone(), g.to_string())).collect(),
            stdio: Stdio::Capture { stdout: stdout.clone(), stderr: stderr.clone() },
            ..Default::default()
        },
    )?;
    Ok(Captured {
        outcome,
        stdout: String::from_utf8_lossy(&stdout.contents()).into_owned(),
        stderr: String::from_utf8_lossy(&stderr.contents()).into_owned(),
    })
}

/// Runs every job at once on a tokio runtime of `workers` threads, each in its own task, and
/// returns their reports in order.
pub fn run_jobs(
    host: &std::sync::Arc<wasm_host_embed::Host>,
    jobs: Vec<wasm_host_embed::Job>,
    workers: usize,
) -> Vec<wasm_host_embed::Report> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(workers)
        .enable_all()
        .build()
        .expect("a tokio runtime");
    rt.block_on(async {
        let tasks: Vec<_> = jobs
            .into_iter()
            .map(|job| {
                let host = host.clone();
                tokio::spawn(async move { host.run(job).await.expect("the guest instantiates") })
            })
            .collect();
        let mut reports = Vec::new();
        for t in tasks {
            reports.push(t.await.expect("the task finishes"));
        }
        reports
    })
}

/// A fresh empty directory under the target directory.
pub fn scratch_dir(name: &str) -> PathBuf {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = root().join("target/test-scratch").join(format!("{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a scratch directory");
    dir
}

/// Reads a little-endian 4-byte-element file.
pub fn read_bin<T: bytemuck::Pod>(dir: &Path, name: &str) -> Vec<T> {
    let bytes = std::fs::read(dir.join(format!("{name}.bin"))).unwrap_or_else(|e| panic!("{name}.bin: {e}"));
    bytemuck::pod_collect_to_vec(&bytes)
}

/// The native oracle: `sweeps` Jacobi sweeps with a zero boundary, in f32, same expression
/// order as the kernel.
pub fn jacobi_oracle(n: usize, sweeps: usize, u0: &[f32], q: &[f32], h2: f32) -> Vec<f32> {
    let mut u = u0.to_vec();
    let mut next = vec![0.0f32; u.len()];
    for _ in 0..sweeps {
        for y in 0..n {
            for x in 0..n {
                let at = |x: usize, y: usize| if x < n && y < n { u[y * n + x] } else { 0.0 };
                let s = at(x.wrapping_sub(1), y) + at(x + 1, y) + at(x, y.wrapping_sub(1)) + at(x, y + 1);
                next[y * n + x] = 0.25 * (s - h2 * q[y * n + x]);
            }
        }
        std::mem::swap(&mut u, &mut next);
    }
    u
}

/// Checks a jacobi guest's result `u` (from `u0` and `q` over `n`², `sweeps` sweeps) against
/// [`jacobi_oracle`]. Tolerance: 1e-5 of the largest |u| (a GPU may fuse multiply-adds).
pub fn check_jacobi(n: usize, sweeps: usize, u0: &[f32], q: &[f32], u: &[f32]) {
    assert!(u0.iter().any(|&v| v != 0.0) && q.iter().any(|&v| v != 0.0), "inputs must not be zero");
    let want = jacobi_oracle(n, sweeps, u0, q, 1.0 / (n * n) as f32);
    assert_eq!(u.len(), want.len(), "result length");
    let scale = want.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    assert!(scale > 1e-3, "the oracle's result is too small to compare: {scale}");
    let err = want.iter().zip(u).fold(0.0f32, |m, (a, b)| m.max((a - b).abs())) / scale;
    assert!(err <= 1e-5, "max relative error {err:e}");
}

/// A guest's `label: value` lines, by label.
pub fn labelled(stdout: &str) -> std::collections::BTreeMap<&str, &str> {
    stdout.lines().filter_map(|l| l.split_once(": ")).collect()
}

/// Checks that for each `(label, error name, text)` the guest printed `label: name: ...` on one
/// line mentioning `text`; returns every labelled line.
pub fn check_named_errors<'a>(
    stdout: &'a str,
    expected: &[(&str, &str, &str)],
) -> std::collections::BTreeMap<&'a str, &'a str> {
    let lines = labelled(stdout);
    for (label, name, text) in expected {
        let got = lines.get(label).unwrap_or_else(|| panic!("no line for {label}:\n{stdout}"));
        assert!(got.starts_with(&format!("{name}: ")), "{label}: expected `{name}`, got `{got}`");
        assert!(got.contains(text), "{label}: `{got}` does not mention `{text}`");
    }
    lines
}

/// `wgsl`'s entry point `main` as a program on `exec`, passed by `guard`, its one binding
/// (group 0, binding 0) read and written: what the executor-level tests dispatch.
pub fn read_write_program(
    exec: &dyn wasm_host::exec::Executor,
    guard: &wasm_host::guard::Guard,
    label: &str,
    wgsl: &str,
) -> wasm_host::exec::Program {
    let module = guard.check(wgsl).expect("the Guard passes it");
    let desc = wasm_host::exec::ProgramDesc {
        label,
        module: &module,
        entry_point: "main",
        bindings: &[wasm_host::exec::Access::ReadWrite],
        constants: &[],
        serial: false,
    };
    exec.create_program(&desc).expect("a program")
}

/// Runs `wgsl`'s `main` over `workgroups` in one batch stream of a new context of a new tenant
/// on `rt` (one read-write storage buffer of `words` words, zeros first, copied to a read-back
/// buffer and read): the buffer's bytes, or the stream's error. What executor-level stream tests
/// replay.
pub fn replay_one(
    rt: &Runtime,
    wgsl: &str,
    workgroups: [u32; 3],
    words: usize,
) -> Result<Vec<u8>, wasm_host::error::Error> {
    use wasm_host_wire::{BufferBinding, Command, Desc, GroupEntry, LayoutEntry, usage};
    let exec = rt.executor();
    let tenant = exec.open_tenant()?;
    let batch = exec.batch()?;
    let mut objects = batch.open(&tenant)?;
    let bytes = 4 * words as u64;
    let buffer =
        batch.create(&mut objects, &Desc::Buffer { size: bytes, usage: usage::STORAGE | usage::COPY_SRC })?;
    let back = batch
        .create(&mut objects, &Desc::Buffer { size: bytes, usage: usage::MAP_READ | usage::COPY_DST })?;
    let entry = LayoutEntry { binding: 0, ty: BufferBinding::Storage, dynamic: false };
    let layout = batch.create(&mut objects, &Desc::BindGroupLayout { entries: vec![entry] })?;
    let pipeline_layout = batch.create(&mut objects, &Desc::PipelineLayout { groups: vec![layout] })?;
    let entries = vec![GroupEntry { binding: 0, buffer, offset: 0, size: None }];
    let group = batch.create(&mut objects, &Desc::BindGroup { layout, entries })?;
    let module = rt.guard().check(wgsl).map_err(|e| wasm_host::error::Error::invalid(e.to_string()))?;
    let module = batch.create_module(&mut objects, module)?;
    let desc =
        Desc::ComputePipeline { layout: pipeline_layout, module, entry: "main".into(), constants: vec![] };
    let pipeline = batch.create(&mut objects, &desc)?;
    let limits = wasm_host::batch::Limits {
        max_objects: 1 << 16,
        max_read: bytes as u32,
        max_workgroups: 65535,
        workgroup_invocations: 256,
        max_dispatch_invocations: None,
        max_stream_invocations: None,
        indirect_invocations: 1 << 26,
    };
    let commands = [
        Command::BeginComputePass,
        Command::SetPipeline(pipeline),
        Command::SetBindGroup { index: 0, group, offsets: vec![] },
        Command::Dispatch(workgroups),
        Command::EndComputePass,
        Command::CopyBuffer { src: buffer, src_offset: 0, dst: back, dst_offset: 0, size: bytes },
        Command::ReadBuffer { buffer: back, offset: 0, size: bytes as u32, window_offset: 0 },
    ];
    wasm_host::exec::block_on(batch.replay(
        &mut objects,
        &commands,
        &[],
        bytes as u32,
        limits.indirect_bounds(0),
    ))
}

/// The two ways wgpu runs here, labelled: in this process, and through the GPU process
/// `program` (an integration test's `env!("CARGO_BIN_EXE_gpu_process")`).
pub fn gpu_configs(program: &str) -> [(&'static str, Config); 2] {
    let gpu = |process| Config { backend: Backend::Gpu, gpu_process: process, ..Config::default() };
    [("in process", gpu(None)), ("through the GPU process", gpu(Some(gpu_process(program))))]
}
