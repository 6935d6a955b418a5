//! Pipelines against per-pass, and against a bare native wgpu program.
//!
//! For each workload (jacobi 1024² × 512, heat 1024² × 1024, gray-scott 512² × 1000, the
//! image chain 2048² × 16, the tone chain 2048² × 16 passes of 3 steps), side by side in one
//! run:
//! - through the host, the `pipelines` guest (`examples/pipelines`) in each mode: `pass` (one
//!   `kernel.run` per step over resident arrays), `fused` (the host's fused executor), `sync`
//!   (cpu: one thread) and `generic` (step by step through the plan): the guest's own median
//!   time per call (the whole computation and the read-back of its outputs) over repeats after
//!   the first;
//!   A pipeline's row also has `MODE-run`: its `run` alone, which returns when the work is done
//!   (the outputs copied into new arrays, the loop-budget flags mapped), not read;
//! - `bare` (gpu only): plain Rust on wgpu, no wasm and no Guard: the same dispatches
//!   recorded into one compute pass of one encoder (hand-written WGSL with the same
//!   arithmetic and the same 64×4 workgroups), one submit, a wait: the sum of the
//!   dispatches, the floor `fused-run` is measured against; `bare+read` adds a copy of the
//!   result to a staging buffer, a map and a copy out (compare with `fused`).
//!
//! - `unblocked`: `fused` on a runtime with step fusion off (`StepFusion::off`), so every
//!   step is a dispatch of its own; `fused` fuses pointwise chains (the runtime's default) and,
//!   linked stencil steps into bands of up to 8 steps on the cpu executor, and with
//!   `STEP_FUSION=k` into blocks (bands on the cpu executor) of up to k steps everywhere
//!   (`BAND_CELLS=n` sets the cpu executor's tile) — `unblocked/fused` is step fusion's gain;
//! - `fused-process` (gpu only): `fused` with the wgpu executor in a GPU process
//!   (`exec::remote`, `wasm-host run`'s default), so the GPU process's cost on a pipeline call
//!   is measured beside the same call in-process (`process/in-process`); the process is
//!   `WASM_HOST_BIN gpu-process` (default `target/release/wasm-host`).
//!
//! Run: `cargo bench -p wasm-host-benches --bench pipeline [-- gpu|cpu]` (default gpu).
//! `PIPELINES_WASM` points at the guest (default: `target/wasm32-wasip2/release/pipelines.wasm`,
//! built by `cargo xtask guests`); `WORKLOADS=jacobi,heat` picks workloads; `SIZE=N` and
//! `STEPS=S` override the defaults (for a quick run); `REPEAT=R` (default 7) calls per mode;
//! `MODES=pass,fused` picks modes; `CPU_THREADS=N` sets the cpu executor's threads;
//! `ELEMENTS_PER_INVOCATION=N` the GPU executors' `GpuOptions::elements_per_invocation`,
//! `UNTESTED_INTERIOR=0|1` their `untested_interior`.

#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::path::PathBuf;
use std::time::{Duration, Instant};

use wasm_host::command::{self, RunOptions, Stdio};
use wasm_host::config::{Backend, GpuProcess};
use wasm_host::exec::cpu::CpuOptions;
use wasm_host::{Config, Runtime};
use wasm_host_benches::{Spread, median, ms};
use wasmtime_wasi::p2::pipe::MemoryOutputPipe;

use pipeline_oracles as oracle;

fn env_list(name: &str, default: &[&str]) -> Vec<String> {
    std::env::var(name)
        .map(|v| v.split(',').map(str::to_string).collect())
        .unwrap_or_else(|_| default.iter().map(|s| s.to_string()).collect())
}

fn env_num(name: &str) -> Option<u32> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

/// Runs the guest once in `mode`; returns its median ms per call after the first (outputs
/// read), the median of a pipeline's `run` alone (the work done), and the first output's
/// checksum line with the spread of the calls after the first.
fn guest(
    rt: &Runtime,
    wasm: &component::Component,
    workload: &str,
    n: u32,
    steps: u32,
    mode: &str,
    repeat: u32,
) -> (f64, Option<f64>, String) {
    let stdout = MemoryOutputPipe::new(1 << 20);
    let stderr = MemoryOutputPipe::new(1 << 20);
    let (n, steps, repeat) = (n.to_string(), steps.to_string(), repeat.to_string());
    let args = ["pipelines", workload, "--n", &n, "--steps", &steps, "--mode", mode, "--repeat", &repeat];
    let outcome = command::run_blocking(
        rt,
        wasm,
        RunOptions {
            args: args.iter().map(|s| s.to_string()).collect(),
            stdio: Stdio::Capture { stdout: stdout.clone(), stderr: stderr.clone() },
            ..Default::default()
        },
    )
    .expect("the pipelines guest runs");
    let out = String::from_utf8_lossy(&stdout.contents()).into_owned();
    assert_eq!(outcome.exit_code, 0, "{out}{}", String::from_utf8_lossy(&stderr.contents()));
    let median_of = |prefix: &str| {
        out.lines()
            .filter(|l| l.starts_with(prefix))
            .find_map(|l| {
                l.split_once("median after the first ").map(|(_, r)| r.trim_end_matches(" ms").to_string())
            })
            .and_then(|v| v.parse::<f64>().ok())
    };
    let median = median_of("time per call").unwrap_or_else(|| panic!("no median in:\n{out}"));
    let checksum = out.lines().find(|l| l.starts_with("output 0 checksum")).unwrap_or_default().to_string();
    // `time per call (ms): t0 t1 ...; median after the first M ms`
    let calls: Vec<f64> = out
        .lines()
        .find_map(|l| l.strip_prefix("time per call (ms): "))
        .and_then(|l| l.split(';').next())
        .map(|l| l.split_whitespace().filter_map(|t| t.parse().ok()).skip(1).collect())
        .unwrap_or_default();
    (median, median_of("run alone"), format!("{checksum}; calls {:.2}", Spread::of_ms(&calls)))
}

mod component {
    pub use wasmtime::component::Component;
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let cpu = args.iter().any(|a| a == "cpu");
    let repeat = env_num("REPEAT").unwrap_or(7);
    let workloads = env_list("WORKLOADS", &["jacobi", "heat", "gray-scott", "image", "tone"]);
    let modes = env_list(
        "MODES",
        if cpu {
            &["pass", "unblocked", "fused", "sync"]
        } else {
            &["pass", "unblocked", "fused", "generic", "fused-process"]
        },
    );
    let config = if cpu {
        let threads = env_num("CPU_THREADS").unwrap_or(0) as usize;
        Config {
            backend: Backend::Cpu,
            cpu: CpuOptions { threads, ..CpuOptions::default() },
            ..Config::default()
        }
    } else {
        Config { backend: Backend::Gpu, ..Config::default() }
    };
    let mut config = config;
    if let Some(k) = env_num("STEP_FUSION") {
        // Asked for: also where it is off by default (lavapipe, the cpu executor).
        config.step_fusion.max_steps = k;
        config.step_fusion.on_cpu = true;
        config.step_fusion.bands = k;
    }
    if let Some(cells) = env_num("BAND_CELLS") {
        config.step_fusion.band_cells = cells;
    }
    if let Some(per) = env_num("ELEMENTS_PER_INVOCATION") {
        config.gpu.elements_per_invocation = Some(per);
    }
    if let Some(on) = env_num("UNTESTED_INTERIOR") {
        config.gpu.untested_interior = on != 0;
    }
    let rt = Runtime::new(config.clone()).expect("the runtime starts");
    // The same executor kind with step fusion off, for `unblocked`.
    let unblocked = modes.iter().any(|m| m == "unblocked").then(|| {
        let mut c = config.clone();
        c.step_fusion = wasm_host::config::StepFusion::off();
        let rt = Runtime::new(c).expect("the runtime starts");
        let w = command::load(&rt, &pipelines_wasm()).expect("load the pipelines guest (cargo xtask guests)");
        (rt, w)
    });
    // The same executor in a GPU process, for `fused-process`.
    let remote = (!cpu && modes.iter().any(|m| m == "fused-process")).then(|| {
        let bin = std::env::var("WASM_HOST_BIN").unwrap_or_else(|_| "target/release/wasm-host".into());
        let process = GpuProcess {
            program: bin.into(),
            args: vec!["gpu-process".into()],
            deadline: wasm_host::exec::remote::DEFAULT_DEADLINE,
            sandbox: true,
            max_memory: wasm_host::exec::remote::default_max_memory(),
        };
        Runtime::new(Config {
            backend: Backend::Gpu,
            gpu_process: Some(process),
            step_fusion: config.step_fusion,
            gpu: config.gpu.clone(),
            ..Config::default()
        })
        .expect("the GPU process starts (WASM_HOST_BIN names wasm-host)")
    });
    let wasm_path = pipelines_wasm();
    let wasm = command::load(&rt, &wasm_path).expect("load the pipelines guest (cargo xtask guests)");
    // A component belongs to its runtime's engine: the GPU process's runtime loads its own.
    let remote = remote.map(|r| {
        let w = command::load(&r, &wasm_path).expect("load the pipelines guest");
        (r, w)
    });
    println!("backend: {}; {repeat} calls per mode, median after the first", rt.backend().name);
    let bare = (!cpu).then(bare::Bare::new);
    if let Some(b) = &bare {
        b.check();
        println!("bare wgpu on {} (checked against the oracle at 64² × 8)", b.adapter);
    }
    for w in &workloads {
        let (dn, ds) = oracle::default_size(w);
        let (n, steps) = (env_num("SIZE").unwrap_or(dn), env_num("STEPS").unwrap_or(ds));
        let mut row: Vec<(String, f64)> = Vec::new();
        for mode in &modes {
            let (on, component, guest_mode) = match (mode.as_str(), &remote, &unblocked) {
                ("fused-process", Some((r, rw)), _) => (r, rw, "fused"),
                ("fused-process", None, _) => continue,
                ("unblocked", _, Some((r, rw))) => (r, rw, "fused"),
                ("unblocked", _, None) => continue,
                (m, _, _) => (&rt, &wasm, m),
            };
            let (t, run, checksum) = guest(on, component, w, n, steps, guest_mode, repeat);
            eprintln!("  {w} {mode}: {t:.2} ms ({checksum})");
            row.push((mode.clone(), t));
            if let Some(r) = run {
                row.push((format!("{mode}-run"), r));
            }
        }
        if let Some(b) = &bare {
            let (dispatches, read) = b.time(w, n, steps, repeat as usize);
            row.push(("bare".into(), ms(dispatches)));
            row.push(("bare+read".into(), ms(read)));
        }
        let get = |m: &str| row.iter().find(|(k, _)| k == m).map(|(_, t)| *t);
        let cells: Vec<String> = row.iter().map(|(m, t)| format!("{m} {t:.2} ms")).collect();
        let mut ratios = Vec::new();
        if let (Some(p), Some(f)) = (get("pass"), get("fused")) {
            ratios.push(format!("pass/fused {:.2}x", p / f));
        }
        if let (Some(s), Some(f)) = (get("sync"), get("fused")) {
            ratios.push(format!("sync/fused {:.2}x", s / f));
        }
        if let (Some(u), Some(f)) = (get("unblocked-run"), get("fused-run")) {
            ratios.push(format!("unblocked/fused run {:.2}x", u / f));
        }
        if let Some(f) = get("fused-run") {
            // Cell updates per second: a gray-scott step updates two fields, a tone pass runs
            // three steps.
            let fields = match w.as_str() {
                "gray-scott" => 2.0,
                "tone" => 3.0,
                _ => 1.0,
            };
            let cells = f64::from(n) * f64::from(n) * f64::from(steps) * fields;
            ratios.push(format!("fused-run {:.1} Gcell/s", cells / (f * 1e-3) / 1e9));
        }
        if let (Some(f), Some(b)) = (get("fused-run"), get("bare")) {
            ratios.push(format!("fused-run/bare {:.2}x (+{:.2} ms)", f / b, f - b));
        }
        if let (Some(f), Some(b)) = (get("fused"), get("bare+read")) {
            ratios.push(format!("fused/bare+read {:.2}x", f / b));
        }
        if let (Some(p), Some(f)) = (get("fused-process-run"), get("fused-run")) {
            ratios.push(format!("process/in-process run {:.2}x (+{:.2} ms)", p / f, p - f));
        }
        if let (Some(p), Some(f)) = (get("fused-process"), get("fused")) {
            ratios.push(format!("process/in-process {:.2}x (+{:.2} ms)", p / f, p - f));
        }
        println!("{w} {n}² × {steps}: {} | {}", cells.join(", "), ratios.join(", "));
    }
}

/// The `pipelines` guest: `PIPELINES_WASM`, else the workspace's release build.
fn pipelines_wasm() -> PathBuf {
    std::env::var("PIPELINES_WASM").map(PathBuf::from).unwrap_or_else(|_| {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/wasm32-wasip2/release/pipelines.wasm")
    })
}

/// The bare native wgpu program.
mod bare {
    use super::*;

    pub struct Bare {
        device: wgpu::Device,
        queue: wgpu::Queue,
        pub adapter: String,
    }

    /// One hand-written kernel: WGSL body over accessors of its inputs.
    struct Shader {
        inputs: &'static [&'static str],
        body: String,
        elem: &'static str,
    }

    fn shaders(workload: &str, n: u32) -> Vec<Shader> {
        let (f, k, du, dv, dt) = oracle::GS;
        let h2 = 1.0 / (n as f32 * n as f32);
        let alpha = oracle::ALPHA;
        let lap = |a: &str| {
            format!("({a}(x - 1, y) + {a}(x + 1, y) + {a}(x, y - 1) + {a}(x, y + 1) - 4.0 * {a}(x, y))")
        };
        let s = |inputs, body: String| Shader { inputs, body, elem: "f32" };
        match workload {
            "jacobi" => vec![s(&["u", "q"], format!("return 0.25 * (u(x - 1, y) + u(x + 1, y) + u(x, y - 1) + u(x, y + 1) - {h2:?} * q(x, y));"))],
            "heat" => vec![s(&["u"], format!("return u(x, y) + {alpha:?} * {};", lap("u")))],
            "gray-scott" => vec![
                s(&["u", "v"], format!("let a = u(x, y); let b = v(x, y); return a + {dt:?} * ({du:?} * {} - a * b * b + {f:?} * (1.0 - a));", lap("u"))),
                s(&["u", "v"], format!("let a = u(x, y); let b = v(x, y); return b + {dt:?} * ({dv:?} * {} + a * b * b - ({f:?} + {k:?}) * b);", lap("v"))),
            ],
            "life" => vec![Shader {
                inputs: &["c"],
                body: "var l = 0u; for (var dy = -1; dy <= 1; dy++) { for (var dx = -1; dx <= 1; dx++) { if (dx != 0 || dy != 0) { l += c(x + dx, y + dy); } } }
                       return select(0u, 1u, l == 3u || (c(x, y) == 1u && l == 2u));".into(),
                elem: "u32",
            }],
            "tone" => {
                let (gain, bias) = oracle::TONE;
                vec![
                    s(&["img"], "var s = 0.0; for (var dy = -1; dy <= 1; dy++) { for (var dx = -1; dx <= 1; dx++) { s += img(x + dx, y + dy); } } return s * (1.0 / 9.0);".into()),
                    s(&["img"], format!("return clamp((img(x, y) + {bias:?}) * {gain:?}, 0.0, 1.0);")),
                    s(&["img"], "let v = img(x, y); return v * v * (3.0 - 2.0 * v);".into()),
                ]
            }
            _ => vec![
                s(&["img"], "var s = 0.0; for (var dy = -1; dy <= 1; dy++) { for (var dx = -1; dx <= 1; dx++) { s += img(x + dx, y + dy); } } return s / 9.0;".into()),
                s(&["img"], "let gx = img(x + 1, y - 1) + 2.0 * img(x + 1, y) + img(x + 1, y + 1) - img(x - 1, y - 1) - 2.0 * img(x - 1, y) - img(x - 1, y + 1);
                     let gy = img(x - 1, y + 1) + 2.0 * img(x, y + 1) + img(x + 1, y + 1) - img(x - 1, y - 1) - 2.0 * img(x, y - 1) - img(x + 1, y - 1);
                     return sqrt(gx * gx + gy * gy);".into()),
            ],
        }
    }

    fn wgsl(s: &Shader, n: u32) -> String {
        let mut w = String::new();
        for (i, name) in s.inputs.iter().enumerate() {
            w += &format!("@group(0) @binding({i}) var<storage, read> b_{name}: array<{e}>;\n", e = s.elem);
            w += &format!(
                "fn {name}(x: i32, y: i32) -> {e} {{ if (x < 0 || y < 0 || x >= {n}i || y >= {n}i) {{ return {e}(0); }} return b_{name}[u32(y) * {n}u + u32(x)]; }}\n",
                e = s.elem
            );
        }
        w += &format!(
            "@group(0) @binding({}) var<storage, read_write> out: array<{}>;\n",
            s.inputs.len(),
            s.elem
        );
        w += &format!("fn f(x: i32, y: i32) -> {} {{ {} }}\n", s.elem, s.body);
        w += &format!(
            "@compute @workgroup_size(64, 4) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{ if (g.x < {n}u && g.y < {n}u) {{ out[g.y * {n}u + g.x] = f(i32(g.x), i32(g.y)); }} }}\n"
        );
        w
    }

    /// The dispatch sequence: per step, (shader, input buffers, output buffer); buffers as in
    /// the guest's plan (inputs first, then ping-pong), and the buffer holding the result.
    /// One dispatch: (shader, input buffers, output buffer).
    type Step = (usize, Vec<usize>, usize);

    fn schedule(workload: &str, steps: u32) -> (usize, Vec<Step>, usize) {
        let mut seq = Vec::new();
        match workload {
            "jacobi" => {
                // 0 = u, 1 = q, 2 = the other u.
                let (mut a, mut b) = (0, 2);
                for _ in 0..steps {
                    seq.push((0, vec![a, 1], b));
                    (a, b) = (b, a);
                }
                (3, seq, a)
            }
            "gray-scott" => {
                let (mut u, mut v, mut u2, mut v2) = (0, 1, 2, 3);
                for _ in 0..steps {
                    seq.push((0, vec![u, v], u2));
                    seq.push((1, vec![u, v], v2));
                    (u, v, u2, v2) = (u2, v2, u, v);
                }
                (4, seq, u)
            }
            _ => {
                let (mut a, mut b) = (0, 1);
                // A tone pass is three steps.
                let steps = if workload == "tone" { 3 * steps } else { steps };
                for s in 0..steps {
                    let shader = match workload {
                        "image" => (s % 2) as usize,
                        "tone" => (s % 3) as usize,
                        _ => 0,
                    };
                    seq.push((shader, vec![a], b));
                    (a, b) = (b, a);
                }
                (2, seq, a)
            }
        }
    }

    impl Bare {
        pub fn new() -> Bare {
            let (device, queue, info) = wasm_host_benches::bare_device();
            Bare { device, queue, adapter: info.name }
        }

        /// Runs `workload` `repeat` + 1 times over `init` (one vec per input buffer); returns
        /// the result and the medians (after the first) of: recording to the work done (one
        /// pass, one submit, a wait), and that plus a copy of the result to a staging buffer, a
        /// map and a copy out (a second submit).
        fn run(
            &self,
            workload: &str,
            n: u32,
            steps: u32,
            init: &[Vec<u8>],
            repeat: usize,
        ) -> (Vec<u8>, Duration, Duration) {
            let d = &self.device;
            let shaders = shaders(workload, n);
            let pipelines: Vec<wgpu::ComputePipeline> =
                shaders.iter().map(|s| wasm_host_benches::bare_pipeline(d, &wgsl(s, n))).collect();
            let (count, seq, result) = schedule(workload, steps);
            let bytes = 4 * u64::from(n) * u64::from(n);
            let usage =
                wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC | wgpu::BufferUsages::COPY_DST;
            let buffers: Vec<wgpu::Buffer> = (0..count)
                .map(|_| {
                    d.create_buffer(&wgpu::BufferDescriptor {
                        label: None,
                        size: bytes,
                        usage,
                        mapped_at_creation: false,
                    })
                })
                .collect();
            let staging = d.create_buffer(&wgpu::BufferDescriptor {
                label: None,
                size: bytes,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            // Bind groups made once, as a pipeline's are.
            let mut groups: Vec<(Step, wgpu::BindGroup)> = Vec::new();
            for step in &seq {
                if groups.iter().any(|(k, _)| k == step) {
                    continue;
                }
                let (s, ins, out) = step;
                let mut entries: Vec<wgpu::BindGroupEntry> = ins
                    .iter()
                    .enumerate()
                    .map(|(i, &b)| wgpu::BindGroupEntry {
                        binding: i as u32,
                        resource: buffers[b].as_entire_binding(),
                    })
                    .collect();
                entries.push(wgpu::BindGroupEntry {
                    binding: ins.len() as u32,
                    resource: buffers[*out].as_entire_binding(),
                });
                let layout = pipelines[*s].get_bind_group_layout(0);
                let g = d.create_bind_group(&wgpu::BindGroupDescriptor {
                    label: None,
                    layout: &layout,
                    entries: &entries,
                });
                groups.push((step.clone(), g));
            }
            let (groups_x, groups_y) = (n.div_ceil(64), n.div_ceil(4));
            let (mut times, mut reads) = (Vec::new(), Vec::new());
            let mut out = Vec::new();
            for _ in 0..repeat.max(1) + 1 {
                for (b, data) in buffers.iter().zip(init) {
                    self.queue.write_buffer(b, 0, data);
                }
                let start = Instant::now();
                let mut enc = d.create_command_encoder(&Default::default());
                {
                    let mut pass = enc.begin_compute_pass(&Default::default());
                    for step in &seq {
                        let g = &groups.iter().find(|(k, _)| k == step).expect("group").1;
                        pass.set_pipeline(&pipelines[step.0]);
                        pass.set_bind_group(0, g, &[]);
                        pass.dispatch_workgroups(groups_x, groups_y, 1);
                    }
                }
                self.queue.submit([enc.finish()]);
                d.poll(wgpu::PollType::wait_indefinitely()).expect("poll");
                times.push(start.elapsed());
                let mut enc = d.create_command_encoder(&Default::default());
                enc.copy_buffer_to_buffer(&buffers[result], 0, &staging, 0, bytes);
                self.queue.submit([enc.finish()]);
                let slice = staging.slice(..);
                slice.map_async(wgpu::MapMode::Read, |r| r.expect("map"));
                d.poll(wgpu::PollType::wait_indefinitely()).expect("poll");
                out = slice.get_mapped_range().expect("mapped range").to_vec();
                staging.unmap();
                reads.push(start.elapsed());
            }
            (out, median(&times[1..]), median(&reads[1..]))
        }

        fn init(workload: &str, n: u32) -> Vec<Vec<u8>> {
            let cells = (n * n) as usize;
            let mut s = 0x2545_F491_4F6C_DD1Du64;
            let mut rand = move || {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                (s >> 40) as f32 / (1u64 << 24) as f32
            };
            let mut f = |scale: f32, off: f32| -> Vec<u8> {
                (0..cells).flat_map(|_| (off + scale * rand()).to_le_bytes()).collect()
            };
            match workload {
                "jacobi" => vec![f(2.0, -1.0), f(2.0, -1.0), vec![0; cells * 4]],
                "gray-scott" => vec![f(-0.25, 1.0), f(0.25, 0.0), vec![0; cells * 4], vec![0; cells * 4]],
                "life" => {
                    let cells0: Vec<u8> =
                        (0..cells).flat_map(|_| u32::from(rand() > 0.6).to_le_bytes()).collect();
                    vec![cells0, vec![0; cells * 4]]
                }
                _ => vec![f(2.0, -1.0), vec![0; cells * 4]],
            }
        }

        /// The median times of one call of `workload`: the dispatches, and with the read.
        pub fn time(&self, workload: &str, n: u32, steps: u32, repeat: usize) -> (Duration, Duration) {
            let (_, dispatches, read) = self.run(workload, n, steps, &Self::init(workload, n), repeat);
            (dispatches, read)
        }

        /// Checks the bare program against the oracle on a small grid, so its column is honest.
        pub fn check(&self) {
            let (n, steps) = (64u32, 8u32);
            let f = |b: &[u8]| -> Vec<f32> { bytemuck::pod_collect_to_vec(b) };
            for w in ["jacobi", "heat", "gray-scott", "life", "image", "tone"] {
                let init = Self::init(w, n);
                let (got, _, _) = self.run(w, n, steps, &init, 1);
                let nn = oracle::Grid::square(n as usize);
                let (s, got_f) = (steps as usize, f(&got));
                let err = match w {
                    "jacobi" => {
                        oracle::max_relative_error(&got_f, &oracle::jacobi(nn, s, &f(&init[0]), &f(&init[1])))
                    }
                    "heat" => oracle::max_relative_error(&got_f, &oracle::heat(nn, s, &f(&init[0]))),
                    "gray-scott" => oracle::max_relative_error(
                        &got_f,
                        &oracle::gray_scott(nn, s, &f(&init[0]), &f(&init[1])).0,
                    ),
                    "life" => {
                        let want = oracle::life(nn, s, &bytemuck::pod_collect_to_vec::<u8, u32>(&init[0]));
                        if bytemuck::pod_collect_to_vec::<u8, u32>(&got) == want { 0.0 } else { 1.0 }
                    }
                    "tone" => oracle::max_relative_error(&got_f, &oracle::tone(nn, s, &f(&init[0]))),
                    _ => oracle::max_relative_error(&got_f, &oracle::image(nn, s, &f(&init[0]))),
                };
                assert!(err <= 1e-4, "bare {w}: error {err:e} against the oracle");
            }
        }
    }
}
