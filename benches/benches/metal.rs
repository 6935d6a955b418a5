//! GPU work at the metal (issue #48): what a plain wgpu program reaches on this device, beside
//! what the host's generated kernels and transfers reach, in one run.
//!
//! - **Bare wgpu copies** of 2^k f32 (`METAL_LOG2`, default 27; 24 on a software adapter): one
//!   `f32` per invocation, one `vec4<f32>`, four and eight `f32` one workgroup width apart (the
//!   shape the kernel interface generates) and four adjacent `f32`. GB/s read + written.
//! - **The kernel interface's copy** (`fn kernel(x: u32) -> f32 { return a(x); }`) and a 2-D
//!   five-point stencil (jacobi's sweep over 2^(k/2) squared) through `Kernel::run`, on two
//!   executors of the same adapter asking for 1, 2, 4 and 8 elements per invocation
//!   (`GpuOptions::elements_per_invocation`), and 4 and 8 with interior workgroups reading
//!   without edge tests (`GpuOptions::untested_interior`).
//! - **The dependent-dispatch floor**: 1000 one-workgroup dispatches in one pass, each reading
//!   what the one before wrote (wgpu puts a barrier between them). µs per dispatch.
//! - **First calls** of a fresh runtime (what a short `wasm-host run` pays): opening it, the
//!   first and second kernel creations, the first three 4 MiB writes and two reads, each
//!   timed alone; in process, and through a GPU process where `WASM_HOST_BIN` names
//!   `wasm-host`.
//! - **Bare reductions**: the sum of 2^k f32 by the host's own tile module (the tree totals
//!   `wasm_host::scan::tree::source` folds, three levels in one submission as the host records
//!   them) with wgpu's defaults, without the zeroing of workgroup memory, without naga's
//!   run-time bounds checks, without both; and a minimal tile module of the same order (the
//!   CUDA anchor's kernel, `benches/cuda_reduce.py`) without both. Where the host's reductions
//!   lose time to CUDA's on the device itself. GB/s read.
//! - **Transfers** of 4 MiB and 64 MiB: bare wgpu (`Queue::write_buffer` and a wait; a copy to
//!   a mappable buffer, a map and a copy out) against the host's executor in process
//!   (`write_buffer` and `finish`; `read_buffer`). GB/s.
//!
//! The bench allocates as the `wasm-host` binary does (`wasm_host::large_pages`: large blocks on
//! huge pages), so its first calls and read-backs are what the command line sees.
//!
//! Each case: `RUNS` (default 20) calls per sample, `REPEAT` (default 7) samples after one
//! warm-up; medians with min, p90 and max. Kernel and copy cases queue their `RUNS` calls
//! (one submission each) and wait once, as the reduce bench's copy does.
//!
//! Run: `cargo bench -p wasm-host-benches --bench metal` (`METAL_PARTS=first,bare,kernels,transfers`
//! picks parts; default all); on the GPU machine through
//! `benches/metal_device.sh`, which runs CuPy's anchors (`benches/cuda_metal.py`) beside it.

#![allow(clippy::print_stdout)]

use std::time::Instant;

use wasm_host::Runtime;
use wasm_host::array::{Elem, ResidentArray, Shape};
use wasm_host::config::{Backend, Config};
use wasm_host::exec::gpu::GpuOptions;
use wasm_host::kernel::{Arg, Edge, Kernel, KernelDesc, Param, ParamKind};
use wasm_host_benches::Spread;

/// As the `wasm-host` binary allocates (see the module doc).
#[global_allocator]
static ALLOC: wasm_host::large_pages::LargePages = wasm_host::large_pages::LargePages;

fn env(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// `samples` timings of `f`, each `runs` calls long, in ms per call (after one warm-up).
fn per_call(repeat: usize, runs: usize, mut f: impl FnMut(usize)) -> Spread {
    f(runs.min(2));
    let samples: Vec<f64> = (0..repeat)
        .map(|_| {
            let start = Instant::now();
            f(runs);
            start.elapsed().as_secs_f64() * 1e3 / runs as f64
        })
        .collect();
    Spread::of_ms(&samples)
}

fn gbs(bytes: f64, ms: f64) -> f64 {
    bytes / ms / 1e6
}

struct Bare {
    device: wgpu::Device,
    queue: wgpu::Queue,
    name: String,
    software: bool,
}

const STORAGE: wgpu::BufferUsages =
    wgpu::BufferUsages::STORAGE.union(wgpu::BufferUsages::COPY_SRC).union(wgpu::BufferUsages::COPY_DST);

impl Bare {
    fn new() -> Bare {
        let (device, queue, info) = wasm_host_benches::bare_device();
        Bare { device, queue, name: info.name, software: info.device_type == wgpu::DeviceType::Cpu }
    }

    fn wait(&self) {
        self.device.poll(wgpu::PollType::wait_indefinitely()).expect("poll");
    }

    fn buffer(&self, bytes: u64, usage: wgpu::BufferUsages) -> wgpu::Buffer {
        self.device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size: bytes,
            usage,
            mapped_at_creation: false,
        })
    }

    fn pipeline(&self, wgsl: &str) -> wgpu::ComputePipeline {
        wasm_host_benches::bare_pipeline(&self.device, wgsl)
    }

    fn bind(&self, p: &wgpu::ComputePipeline, buffers: &[&wgpu::Buffer]) -> wgpu::BindGroup {
        let entries: Vec<wgpu::BindGroupEntry> = buffers
            .iter()
            .enumerate()
            .map(|(i, b)| wgpu::BindGroupEntry { binding: i as u32, resource: b.as_entire_binding() })
            .collect();
        self.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &p.get_bind_group_layout(0),
            entries: &entries,
        })
    }

    /// One submission of `p` over `groups` (x, folded into y past 65535).
    fn dispatch(&self, p: &wgpu::ComputePipeline, g: &wgpu::BindGroup, groups: u32) {
        let (x, y) = fold(groups);
        let mut enc = self.device.create_command_encoder(&Default::default());
        {
            let mut pass = enc.begin_compute_pass(&Default::default());
            pass.set_pipeline(p);
            pass.set_bind_group(0, g, &[]);
            pass.dispatch_workgroups(x, y, 1);
        }
        self.queue.submit([enc.finish()]);
    }
}

/// `groups` workgroups as (x, y) with x ≤ 65535.
fn fold(groups: u32) -> (u32, u32) {
    let y = groups.div_ceil(65535);
    (groups.div_ceil(y), y)
}

/// The bare copies: (name, elements per invocation, WGSL).
fn bare_copies() -> Vec<(&'static str, u32, String)> {
    let head = "@group(0) @binding(0) var<storage, read> a: array<T>;\n\
                @group(0) @binding(1) var<storage, read_write> o: array<T>;\n";
    let entry = "@compute @workgroup_size(256) fn main(@builtin(workgroup_id) w: vec3<u32>, \
                 @builtin(local_invocation_id) l: vec3<u32>, @builtin(num_workgroups) g: vec3<u32>) {\n";
    let one = format!(
        "{}{entry}  let i = (w.x + w.y * g.x) * 256u + l.x;\n  if (i < arrayLength(&o)) {{ o[i] = a[i]; }}\n}}\n",
        head.replace('T', "f32")
    );
    let vec4 = format!(
        "{}{entry}  let i = (w.x + w.y * g.x) * 256u + l.x;\n  if (i < arrayLength(&o)) {{ o[i] = a[i]; }}\n}}\n",
        head.replace('T', "vec4<f32>")
    );
    let four = format!(
        "{}{entry}  let i = (w.x + w.y * g.x) * 1024u + l.x;\n  let n = arrayLength(&o);\n\
         let v0 = a[i]; let v1 = a[i + 256u]; let v2 = a[i + 512u]; let v3 = a[i + 768u];\n\
         if (i < n) {{ o[i] = v0; }} if (i + 256u < n) {{ o[i + 256u] = v1; }}\n\
         if (i + 512u < n) {{ o[i + 512u] = v2; }} if (i + 768u < n) {{ o[i + 768u] = v3; }}\n}}\n",
        head.replace('T', "f32")
    );
    let eight = format!(
        "{}{entry}  let i = (w.x + w.y * g.x) * 2048u + l.x;\n  let n = arrayLength(&o);\n{}{}}}\n",
        head.replace('T', "f32"),
        (0..8).map(|k| format!("  let v{k} = a[i + {}u];\n", 256 * k)).collect::<String>(),
        (0..8)
            .map(|k| format!("  if (i + {0}u < n) {{ o[i + {0}u] = v{k}; }}\n", 256 * k))
            .collect::<String>()
    );
    let adjacent = format!(
        "{}{entry}  let i = ((w.x + w.y * g.x) * 256u + l.x) * 4u;\n  let n = arrayLength(&o);\n\
         let v0 = a[i]; let v1 = a[i + 1u]; let v2 = a[i + 2u]; let v3 = a[i + 3u];\n\
         if (i + 3u < n) {{ o[i] = v0; o[i + 1u] = v1; o[i + 2u] = v2; o[i + 3u] = v3; }}\n}}\n",
        head.replace('T', "f32")
    );
    vec![
        ("one f32 per invocation", 1, one),
        ("one vec4<f32> per invocation", 4, vec4),
        ("four f32 a workgroup apart", 4, four),
        ("eight f32 a workgroup apart", 8, eight),
        ("four adjacent f32", 4, adjacent),
    ]
}

fn bare_cases(bare: &Bare, log2: u32, repeat: usize, runs: usize) {
    let n = 1u32 << log2;
    let bytes = 4 * u64::from(n);
    let a = bare.buffer(bytes, STORAGE);
    let o = bare.buffer(bytes, STORAGE);
    println!("bare wgpu on {}: copies of 2^{log2} f32", bare.name);
    for (name, per, wgsl) in bare_copies() {
        let p = bare.pipeline(&wgsl);
        let g = bare.bind(&p, &[&a, &o]);
        let groups = n.div_ceil(256 * per);
        let s = per_call(repeat, runs, |runs| {
            for _ in 0..runs {
                bare.dispatch(&p, &g, groups);
            }
            bare.wait();
        });
        println!("  {name:<40} {s}  {:.1} GB/s", gbs(2.0 * bytes as f64, s.median));
    }
    // The dependent-dispatch floor.
    let p = bare.pipeline(
        "@group(0) @binding(0) var<storage, read_write> o: array<u32>;\n\
         @compute @workgroup_size(64) fn main(@builtin(local_invocation_id) l: vec3<u32>) { o[l.x] = o[l.x] + 1u; }",
    );
    let small = bare.buffer(256, STORAGE);
    let g = bare.bind(&p, &[&small]);
    let dispatches = 1000;
    let s = per_call(repeat, 1, |_| {
        let mut enc = bare.device.create_command_encoder(&Default::default());
        {
            let mut pass = enc.begin_compute_pass(&Default::default());
            pass.set_pipeline(&p);
            pass.set_bind_group(0, &g, &[]);
            for _ in 0..dispatches {
                pass.dispatch_workgroups(1, 1, 1);
            }
        }
        bare.queue.submit([enc.finish()]);
        bare.wait();
    });
    println!(
        "  {dispatches} dependent one-workgroup dispatches in one pass  {s}  {:.2} µs each",
        s.median * 1e3 / f64::from(dispatches)
    );
}

/// The CUDA anchor's tile kernel (`benches/cuda_reduce.py`) in WGSL: the same order as the
/// host's tile module, with neither its parameter block's lines nor its whole-tile branch.
const MINIMAL_TILE: &str = "@group(0) @binding(0) var<storage, read> m: array<u32>;
@group(0) @binding(1) var<storage, read_write> o: array<f32>;
@group(0) @binding(2) var<storage, read> a: array<f32>;
var<workgroup> sh: array<f32, 256>;
@compute @workgroup_size(256) fn main(@builtin(workgroup_id) w: vec3<u32>,
    @builtin(num_workgroups) g: vec3<u32>, @builtin(local_invocation_index) t: u32) {
  let tile = w.x + w.y * g.x;
  let n = m[2];
  let live = tile < m[1];
  let base = tile * 4096u;
  let left = select(0u, n - base, live);
  var acc = -0.0;
  for (var i = 0u; i < 16u; i++) {
    let k = t + 256u * i;
    if (k < left) { acc = acc + a[base + k]; }
  }
  sh[t] = acc;
  workgroupBarrier();
  for (var s = 128u; s > 0u; s = s >> 1u) {
    if (t < s) { sh[t] = sh[t] + sh[t + s]; }
    workgroupBarrier();
  }
  if (live && t == 0u) { o[tile] = sh[0]; }
}
";

/// The sum of 2^`log2` f32 by tile levels on bare wgpu, one submission of every level per
/// call, in the variants of the module doc.
#[allow(unsafe_code)] // `create_shader_module_trusted`, for the bounds checks' cost only
fn bare_reductions(bare: &Bare, log2: u32, repeat: usize, runs: usize) {
    use wasm_host::scan::tree;
    let n = 1u32 << log2;
    let host = tree::source(
        wasm_host::reduce::ReduceOp::Sum,
        Elem::F32,
        tree::Kind::Totals,
        tree::Form { subgroups: false, per: 16 },
    );
    // The levels: (elements, tiles) until one value is left (the host stops at 256 values and
    // folds those in order; here a last tile level does it, so one module is timed).
    let tile = wasm_host::reduce::tile::TILE;
    let mut levels = Vec::new();
    let mut m = n;
    while m > 1 {
        levels.push((m, m.div_ceil(tile)));
        m = m.div_ceil(tile);
    }
    let input = bare.buffer(4 * u64::from(n), STORAGE);
    // One 1.0 every 1024 elements: every partial is a small integer, so each variant's sum is
    // exactly n / 1024 (checked after its timing).
    let ones: Vec<f32> = (0..n).map(|i| if i % 1024 == 0 { 1.0 } else { 0.0 }).collect();
    bare.queue.write_buffer(&input, 0, bytemuck::cast_slice(&ones));
    drop(ones);
    let readback = bare.buffer(4, wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST);
    let between: Vec<wgpu::Buffer> =
        levels.iter().map(|&(_, tiles)| bare.buffer(4 * u64::from(tiles).max(1), STORAGE)).collect();
    let metas: Vec<wgpu::Buffer> = levels
        .iter()
        .map(|&(m, tiles)| {
            let b = bare.buffer(20, STORAGE);
            let words = [1u32, tiles, m, 0, (-0.0f32).to_bits()];
            bare.queue.write_buffer(&b, 0, bytemuck::cast_slice(&words));
            b
        })
        .collect();
    println!(
        "bare wgpu: the sum of 2^{log2} f32 by tile levels ({} levels, one submission a call)",
        levels.len()
    );
    let checks_off = wgpu::ShaderRuntimeChecks::unchecked();
    for (name, wgsl, zeroed, checked) in [
        ("host module, wgpu's defaults", &host[..], true, true),
        ("host module, workgroup memory not zeroed", &host[..], false, true),
        ("host module, no run-time bounds checks", &host[..], true, false),
        ("host module, neither", &host[..], false, false),
        ("minimal tile module, neither", MINIMAL_TILE, false, false),
    ] {
        let desc =
            wgpu::ShaderModuleDescriptor { label: None, source: wgpu::ShaderSource::Wgsl(wgsl.into()) };
        let module = if checked {
            bare.device.create_shader_module(desc)
        } else {
            // SAFETY: bench-only; these modules index only within their bindings (the tile's
            // loads test the count, the tree's partners lie inside the workgroup's array).
            unsafe { bare.device.create_shader_module_trusted(desc, checks_off) }
        };
        let p = bare.device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: None,
            layout: None,
            module: &module,
            entry_point: Some("main"),
            compilation_options: wgpu::PipelineCompilationOptions {
                constants: &[],
                zero_initialize_workgroup_memory: zeroed,
            },
            cache: None,
        });
        let groups: Vec<(wgpu::BindGroup, u32)> = levels
            .iter()
            .enumerate()
            .map(|(i, &(_, tiles))| {
                let from = if i == 0 { &input } else { &between[i - 1] };
                (bare.bind(&p, &[&metas[i], &between[i], from]), tiles)
            })
            .collect();
        let s = per_call(repeat, runs, |runs| {
            for _ in 0..runs {
                let mut enc = bare.device.create_command_encoder(&Default::default());
                {
                    let mut pass = enc.begin_compute_pass(&Default::default());
                    pass.set_pipeline(&p);
                    for (g, tiles) in &groups {
                        let (x, y) = fold(*tiles);
                        pass.set_bind_group(0, g, &[]);
                        pass.dispatch_workgroups(x, y, 1);
                    }
                }
                bare.queue.submit([enc.finish()]);
            }
            bare.wait();
        });
        let sum = {
            let mut enc = bare.device.create_command_encoder(&Default::default());
            let last = between.last().expect("a level");
            enc.copy_buffer_to_buffer(last, 0, &readback, 0, 4);
            bare.queue.submit([enc.finish()]);
            readback.slice(..).map_async(wgpu::MapMode::Read, |r| r.expect("map"));
            bare.wait();
            let v = f32::from_le_bytes(
                readback.slice(..).get_mapped_range().expect("mapped")[..4].try_into().expect("4 bytes"),
            );
            readback.unmap();
            v
        };
        let right = if sum == (n / 1024) as f32 { "sum right" } else { "SUM WRONG" };
        println!("  {name:<44} {s}  {:.1} GB/s  ({right}: {sum})", gbs(4.0 * f64::from(n), s.median));
    }
}

/// Bare transfers of `bytes`: (write, read) per call.
fn bare_transfers(bare: &Bare, bytes: u64, repeat: usize, runs: usize) -> (Spread, Spread) {
    let b = bare.buffer(bytes, STORAGE);
    let staging = bare.buffer(bytes, wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST);
    let data = vec![7u8; bytes as usize];
    let write = per_call(repeat, runs, |runs| {
        for _ in 0..runs {
            bare.queue.write_buffer(&b, 0, &data);
            bare.queue.submit([]);
            bare.wait();
        }
    });
    let mut out = Vec::new();
    let read = per_call(repeat, runs, |runs| {
        for _ in 0..runs {
            let mut enc = bare.device.create_command_encoder(&Default::default());
            enc.copy_buffer_to_buffer(&b, 0, &staging, 0, bytes);
            bare.queue.submit([enc.finish()]);
            let slice = staging.slice(..);
            slice.map_async(wgpu::MapMode::Read, |r| r.expect("map"));
            bare.wait();
            out = slice.get_mapped_range().expect("mapped range").to_vec();
            staging.unmap();
        }
    });
    assert_eq!(out.first(), Some(&7));
    (write, read)
}

fn runtime(per: u32, interior: bool) -> Runtime {
    Runtime::new(Config {
        backend: Backend::Gpu,
        gpu: GpuOptions {
            elements_per_invocation: Some(per),
            untested_interior: interior,
            ..GpuOptions::default()
        },
        ..Config::default()
    })
    .expect("a GPU executor")
}

fn kernel(
    rt: &Runtime,
    tenant: &wasm_host::exec::Tenant,
    source: &str,
    rank: u8,
    output: Vec<u32>,
) -> Kernel {
    let params = ["a", "b"][..usize::from(rank)]
        .iter()
        .map(|n| Param {
            name: (*n).into(),
            kind: ParamKind::Array { elem: Elem::F32, rank, edge: Edge::Zero },
        })
        .collect();
    let desc = KernelDesc {
        name: "bench".into(),
        source: source.into(),
        params,
        output,
        output_elem: Elem::F32,
        constants: Vec::new(),
        outputs: Vec::new(),
    };
    Kernel::create(rt.executor(), tenant, rt.guard(), &desc).expect("kernel")
}

/// The kernel interface's copy and stencil on `rt`: (copy, stencil) per call.
fn host_kernels(rt: &Runtime, log2: u32, repeat: usize, runs: usize) -> (Spread, Spread) {
    let exec = rt.executor();
    let tenant = exec.open_tenant().expect("tenant");
    let n = 1u32 << log2;
    let side = 1u32 << (log2 / 2);
    let copy = kernel(rt, &tenant, "fn kernel(x: u32) -> f32 { return a(x); }", 1, vec![n]);
    let stencil = kernel(
        rt,
        &tenant,
        "fn kernel(x: u32, y: u32) -> f32 {
            return 0.25 * (a(x - 1u, y) + a(x + 1u, y) + a(x, y - 1u) + a(x, y + 1u) - b(x, y));
        }",
        2,
        vec![side, side],
    );
    let line = Shape::new(&[n]).expect("shape");
    let square = Shape::new(&[side, side]).expect("shape");
    let array = |shape: &Shape| {
        let buffer = exec.create_buffer(&tenant, "bench", shape.bytes()).expect("buffer");
        ResidentArray::new(*shape, Elem::F32, buffer, None)
    };
    let (input, outputs) = (array(&line), [array(&line), array(&line)]);
    let (u, q) = (array(&square), array(&square));
    let swept = [array(&square), array(&square)];
    let copied = per_call(repeat, runs, |runs| {
        pollster::block_on(async {
            for k in 0..runs {
                let out = outputs[k % 2].buffer().expect("buffer");
                copy.run(exec, &[Arg::Resident(&input)], out).await.expect("copy");
            }
            exec.finish(&tenant).await.expect("finish");
        })
    });
    let stenciled = per_call(repeat, runs, |runs| {
        pollster::block_on(async {
            for k in 0..runs {
                let out = swept[k % 2].buffer().expect("buffer");
                stencil.run(exec, &[Arg::Resident(&u), Arg::Resident(&q)], out).await.expect("stencil");
            }
            exec.finish(&tenant).await.expect("finish");
        })
    });
    (copied, stenciled)
}

/// The first calls of a fresh runtime of `config`, each timed alone, in ms.
fn first_calls(label: &str, config: Config) {
    let ms = |t: Instant| t.elapsed().as_secs_f64() * 1e3;
    let t = Instant::now();
    let rt = Runtime::new(config).expect("a GPU runtime");
    let mut line = format!("  {label}: open {:.2}", ms(t));
    let exec = rt.executor();
    let tenant = exec.open_tenant().expect("tenant");
    let stencil = "fn kernel(x: u32, y: u32) -> f32 {
        return 0.25 * (a(x - 1u, y) + a(x + 1u, y) + a(x, y - 1u) + a(x, y + 1u) - b(x, y)); }";
    for (k, src) in
        [stencil, "fn kernel(x: u32, y: u32) -> f32 { return a(x, y) * 2.0 + b(x, y); }"].iter().enumerate()
    {
        let t = Instant::now();
        drop(kernel(&rt, &tenant, src, 2, vec![1024, 1024]));
        line += &format!(", kernel.create #{} {:.2}", k + 1, ms(t));
    }
    let data = vec![7u8; 4 << 20];
    let buffers: Vec<_> =
        (0..3).map(|_| exec.create_buffer(&tenant, "bench", 4 << 20).expect("buffer")).collect();
    for (k, b) in buffers.iter().enumerate() {
        let t = Instant::now();
        exec.write_buffer(b, 0, &data).expect("write");
        pollster::block_on(exec.finish(&tenant)).expect("finish");
        line += &format!(", write 4 MiB #{} {:.2}", k + 1, ms(t));
    }
    for (k, b) in buffers.iter().take(2).enumerate() {
        let t = Instant::now();
        let words = pollster::block_on(exec.read_buffer(b)).expect("read");
        assert_eq!(words.first(), Some(&0x0707_0707));
        line += &format!(", read 4 MiB #{} {:.2}", k + 1, ms(t));
    }
    println!("{line} (ms)");
}

/// The host's transfers of `bytes` in process: (write, read) per call.
fn host_transfers(rt: &Runtime, bytes: u64, repeat: usize, runs: usize) -> (Spread, Spread) {
    let exec = rt.executor();
    let tenant = exec.open_tenant().expect("tenant");
    let b = exec.create_buffer(&tenant, "bench", bytes).expect("buffer");
    let data = vec![7u8; bytes as usize];
    let write = per_call(repeat, runs, |runs| {
        pollster::block_on(async {
            for _ in 0..runs {
                exec.write_buffer(&b, 0, &data).expect("write");
                exec.finish(&tenant).await.expect("finish");
            }
        })
    });
    let mut words = Vec::new();
    let read = per_call(repeat, runs, |runs| {
        pollster::block_on(async {
            for _ in 0..runs {
                words = exec.read_buffer(&b).await.expect("read");
            }
        })
    });
    assert_eq!(words.first(), Some(&0x0707_0707));
    (write, read)
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else is taken from the command line.
    // As `wasm-host run` starts: one large block faulted in for the first transfer.
    let _ = std::thread::Builder::new().spawn(|| wasm_host::large_pages::prewarm(4 << 20));
    let bare = Bare::new();
    let log2 = env("METAL_LOG2", if bare.software { 24 } else { 27 }) as u32;
    let (repeat, runs) = (env("REPEAT", 7), env("RUNS", 20));
    println!("metal bench: {} (REPEAT={repeat} samples of RUNS={runs} calls; ms per call)", bare.name);
    // `METAL_PARTS=first,bare,kernels,transfers` (any of them; default all): the parts to run.
    let parts = std::env::var("METAL_PARTS").unwrap_or_else(|_| "first,bare,kernels,transfers".into());
    let part = |name: &str| parts.split(',').any(|p| p.trim() == name);
    if part("first") {
        println!("first calls of a fresh runtime");
        first_calls("in process", Config { backend: Backend::Gpu, ..Config::default() });
    }
    if let Some(bin) = std::env::var_os("WASM_HOST_BIN").filter(|_| part("first")) {
        let process = wasm_host::config::GpuProcess {
            program: bin.into(),
            args: vec!["gpu-process".into()],
            deadline: wasm_host::exec::remote::DEFAULT_DEADLINE,
            sandbox: true,
            max_memory: wasm_host::exec::remote::default_max_memory(),
        };
        first_calls(
            "GPU process",
            Config { backend: Backend::Gpu, gpu_process: Some(process), ..Config::default() },
        );
    }
    if part("bare") {
        bare_cases(&bare, log2, repeat, runs);
        bare_reductions(&bare, log2, repeat, runs);
    }
    if part("kernels") {
        host_kernel_cases(log2, repeat, runs);
    }
    if part("transfers") {
        transfers(&bare, repeat, runs);
    }
}

/// The kernel interface's copy and stencil at each number of elements per invocation.
fn host_kernel_cases(log2: u32, repeat: usize, runs: usize) {
    let n = 1u64 << log2;
    let side = 1u64 << (log2 / 2);
    println!("the kernel interface (in process), 2^{log2} f32 copy and a {side}² five-point stencil");
    let mut copies = Vec::new();
    for (per, interior) in [(1, false), (2, false), (4, false), (8, false), (4, true), (8, true)] {
        let rt = runtime(per, interior);
        let (c, s) = host_kernels(&rt, log2, repeat, runs);
        let how = format!("{per} per invocation{}", if interior { ", untested interior" } else { "" });
        println!("  copy, {how:<34} {c}  {:.1} GB/s", gbs(8.0 * n as f64, c.median));
        println!(
            "  stencil, {how:<31} {s}  {:.1} GB/s (each array read once + written)",
            gbs(12.0 * (side * side) as f64, s.median)
        );
        copies.push(c.median);
    }
    println!("  copy: 4 per invocation / 1 per invocation: {:.2}× the bandwidth", copies[0] / copies[2]);
}

/// Transfers of 4 and 64 MiB, bare and through the host's executor.
fn transfers(bare: &Bare, repeat: usize, runs: usize) {
    let rt = runtime(4, false);
    for bytes in [4u64 << 20, 64 << 20] {
        let runs = if bytes > 4 << 20 { runs.min(5) } else { runs };
        let (bw, br) = bare_transfers(bare, bytes, repeat, runs);
        let (hw, hr) = host_transfers(&rt, bytes, repeat, runs);
        let mib = bytes >> 20;
        let b = bytes as f64;
        println!("transfers of {mib} MiB");
        println!("  bare wgpu write + wait    {bw}  {:.2} GB/s", gbs(b, bw.median));
        println!("  host write + finish       {hw}  {:.2} GB/s", gbs(b, hw.median));
        println!("  bare wgpu read            {br}  {:.2} GB/s", gbs(b, br.median));
        println!("  host read_buffer          {hr}  {:.2} GB/s", gbs(b, hr.median));
        println!("  host / bare, write + read: {:.2}", (hw.median + hr.median) / (bw.median + br.median));
    }
}
