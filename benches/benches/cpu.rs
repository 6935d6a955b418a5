//! The cpu executor against native Rust and against lavapipe, on five kernels.
//!
//! Each kernel (jacobi sweep, heat step, game-of-life step, mandelbrot, saxpy) runs through the
//! kernel interface (`Kernel::run` on resident arrays, 20 runs queued, one read-back to wait)
//! on: the cpu executor with 1 thread, the cpu executor with one thread per core, and (where a
//! GPU adapter exists) wgpu; and as a plain Rust loop (release build, single thread, the same
//! arithmetic), also split by rows over every core (`native xN`: what the memory system
//! allows a native program on all cores). Per-run medians over repeats, and ratios to native
//! (single thread) in the same run.
//!
//! Run: `cargo bench -p wasm-host-benches --bench cpu [-- REPEATS [gpu]]` (`gpu` adds the wgpu
//! column: lavapipe on a machine without a GPU, which is slow: expect minutes);
//! `CPU_THREADS=1,2,4,8,16` sets the cpu executor's thread counts (default 1 and all cores);
//! `CPU_CALLS=1` adds a one-thread column with helper calls not inlined; `CPU_SCALAR=1` one
//! with the vectorizer off (every kernel scalar); `CPU_UNPAIRED=1` columns with loops run one
//! vector at a time (1 thread and all cores); `CPU_CASES=jacobi,saxpy` runs only those.

#![allow(clippy::print_stdout)]

use std::time::{Duration, Instant};

use wasm_host::array::{Elem, HostData, ResidentArray, Shape};
use wasm_host::config::Backend;
use wasm_host::exec::cpu::CpuOptions;
use wasm_host::kernel::{Arg, Edge, Kernel, KernelDesc, Param, ParamKind};
use wasm_host::{Config, Runtime};
use wasm_host_benches::median;

const RUNS: usize = 20;

struct Case {
    name: &'static str,
    src: &'static str,
    /// (parameter, rank) of f32 array inputs; `n` is a u32 scalar when `scalar_n`.
    arrays: &'static [(&'static str, u8)],
    output: Vec<u32>,
    /// The native loop over the output rows from `first` on (rank 1: elements) in `out`.
    native: Native,
}

/// A native loop: (inputs, output rows, output shape, first row).
type Native = fn(&[Vec<f32>], &mut [f32], &[u32], usize);

const JACOBI: &str = "fn kernel(x: u32, y: u32) -> f32 {
    return 0.25 * (u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u) - 0.0001 * q(x, y));
}";
const HEAT: &str = "fn kernel(x: u32, y: u32) -> f32 {
    let c = u(x, y);
    return c + 0.2 * (u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u) - 4.0 * c);
}";
const LIFE: &str = "fn kernel(x: u32, y: u32) -> f32 {
    let n = u(x - 1u, y - 1u) + u(x, y - 1u) + u(x + 1u, y - 1u) + u(x - 1u, y) + u(x + 1u, y)
        + u(x - 1u, y + 1u) + u(x, y + 1u) + u(x + 1u, y + 1u);
    let alive = u(x, y) > 0.5;
    return select(0.0, 1.0, n == 3.0 || (alive && n == 2.0));
}";
const MANDEL: &str = "fn kernel(x: u32, y: u32) -> f32 {
    let c = vec2<f32>(f32(x) / 256.0 - 1.5, f32(y) / 256.0 - 1.0);
    var z = vec2<f32>(0.0, 0.0);
    var i = 0u;
    for (; i < 256u; i++) {
        if (dot(z, z) > 4.0) { break; }
        z = vec2<f32>(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y) + c;
    }
    return f32(i);
}";
const SAXPY: &str = "fn kernel(x: u32) -> f32 { return 2.5 * a(x) + b(x); }";

fn at(u: &[f32], n: usize, x: isize, y: isize) -> f32 {
    if x < 0 || y < 0 || x as usize >= n || y as usize >= n { 0.0 } else { u[y as usize * n + x as usize] }
}

fn jacobi_native(i: &[Vec<f32>], out: &mut [f32], dims: &[u32], first: usize) {
    let n = dims[0] as usize;
    let (u, q) = (&i[0], &i[1]);
    for y in first..first + out.len() / n {
        for x in 0..n {
            let (xi, yi) = (x as isize, y as isize);
            let s = at(u, n, xi - 1, yi) + at(u, n, xi + 1, yi) + at(u, n, xi, yi - 1) + at(u, n, xi, yi + 1);
            out[(y - first) * n + x] = 0.25 * (s - 0.0001 * q[y * n + x]);
        }
    }
}

fn heat_native(i: &[Vec<f32>], out: &mut [f32], dims: &[u32], first: usize) {
    let n = dims[0] as usize;
    let u = &i[0];
    for y in first..first + out.len() / n {
        for x in 0..n {
            let (xi, yi) = (x as isize, y as isize);
            let c = u[y * n + x];
            let s = at(u, n, xi - 1, yi) + at(u, n, xi + 1, yi) + at(u, n, xi, yi - 1) + at(u, n, xi, yi + 1);
            out[(y - first) * n + x] = c + 0.2 * (s - 4.0 * c);
        }
    }
}

fn life_native(i: &[Vec<f32>], out: &mut [f32], dims: &[u32], first: usize) {
    let n = dims[0] as usize;
    let u = &i[0];
    for y in first..first + out.len() / n {
        for x in 0..n {
            let (xi, yi) = (x as isize, y as isize);
            let mut s = 0.0;
            for (dx, dy) in [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)] {
                s += at(u, n, xi + dx, yi + dy);
            }
            let alive = u[y * n + x] > 0.5;
            out[(y - first) * n + x] = if s == 3.0 || (alive && s == 2.0) { 1.0 } else { 0.0 };
        }
    }
}

fn mandel_native(_: &[Vec<f32>], out: &mut [f32], dims: &[u32], first: usize) {
    let n = dims[0] as usize;
    for y in first..first + out.len() / n {
        for x in 0..n {
            let (cx, cy) = (x as f32 / 256.0 - 1.5, y as f32 / 256.0 - 1.0);
            let (mut zx, mut zy) = (0.0f32, 0.0f32);
            let mut i = 0u32;
            while i < 256 {
                if zx * zx + zy * zy > 4.0 {
                    break;
                }
                let t = zx * zx - zy * zy + cx;
                zy = 2.0 * zx * zy + cy;
                zx = t;
                i += 1;
            }
            out[(y - first) * n + x] = i as f32;
        }
    }
}

fn saxpy_native(i: &[Vec<f32>], out: &mut [f32], _: &[u32], first: usize) {
    for ((o, a), b) in out.iter_mut().zip(&i[0][first..]).zip(&i[1][first..]) {
        *o = 2.5 * a + b;
    }
}

fn inputs(case: &Case) -> Vec<Vec<f32>> {
    let cells: u32 = case.output.iter().product();
    let mut s = 0x1234_5678u32;
    case.arrays
        .iter()
        .map(|_| {
            (0..cells)
                .map(|_| {
                    s ^= s << 13;
                    s ^= s >> 17;
                    s ^= s << 5;
                    if case.name == "life" {
                        f32::from(u8::from(s.is_multiple_of(3)))
                    } else {
                        (s >> 8) as f32 / 16_777_216.0
                    }
                })
                .collect()
        })
        .collect()
}

/// Per-run time of `case` on `rt`, and the result (to compare with native).
fn time_runtime(rt: &Runtime, case: &Case, data: &[Vec<f32>], repeats: usize) -> (Duration, Vec<f32>) {
    let exec = rt.executor();
    let desc = KernelDesc {
        name: case.name.to_string(),
        source: case.src.to_string(),
        params: case
            .arrays
            .iter()
            .map(|(n, rank)| Param {
                name: n.to_string(),
                kind: ParamKind::Array { elem: Elem::F32, rank: *rank, edge: Edge::Zero },
            })
            .collect(),
        output: case.output.clone(),
        output_elem: Elem::F32,
        constants: vec![],
        outputs: Vec::new(),
    };
    let tenant = exec.open_tenant().expect("tenant");
    let kernel = Kernel::create(exec, &tenant, rt.guard(), &desc).expect("kernel");
    let shape = Shape::new(&case.output).unwrap();
    let resident: Vec<ResidentArray> = data
        .iter()
        .map(|d| {
            let b = exec.create_buffer(&tenant, "in", shape.bytes()).unwrap();
            exec.write_buffer(&b, 0, bytemuck::cast_slice(d)).unwrap();
            ResidentArray::new(shape, Elem::F32, b, None)
        })
        .collect();
    let args: Vec<Arg<'_>> = resident.iter().map(Arg::Resident).collect();
    // One output buffer, written by every run in turn (as the native loop rewrites its one
    // output vector): the runs are ordered, and the memory traffic is the same on both sides.
    let output = exec.create_buffer(&tenant, "out", shape.bytes()).unwrap();
    let outputs: Vec<_> = (0..RUNS).map(|_| output.clone()).collect();
    let mut samples = Vec::new();
    let mut last = Vec::new();
    for _ in 0..=repeats {
        let start = Instant::now();
        let mut array = None;
        for out in &outputs {
            let origin = pollster::block_on(kernel.run(exec, &args, out)).unwrap();
            array = Some(ResidentArray::new(shape, Elem::F32, out.clone(), origin));
        }
        let read = pollster::block_on(array.unwrap().read(exec)).unwrap();
        samples.push(start.elapsed() / RUNS as u32);
        last = match read {
            HostData::F32(v) => v,
            _ => unreachable!(),
        };
    }
    samples.remove(0); // warm-up
    (median(&samples), last)
}

/// Per-run time of the native loop of `case` on `threads` threads (each its share of rows).
fn time_native(case: &Case, data: &[Vec<f32>], out: &mut [f32], threads: usize, repeats: usize) -> Duration {
    let row = if case.output.len() > 1 { case.output[0] as usize } else { 1 };
    let rows = out.len() / row;
    let chunk = rows.div_ceil(threads) * row;
    let samples: Vec<Duration> = (0..=repeats)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..RUNS {
                if threads == 1 {
                    (case.native)(data, out, &case.output, 0);
                } else {
                    std::thread::scope(|s| {
                        for (k, part) in out.chunks_mut(chunk).enumerate() {
                            s.spawn(move || (case.native)(data, part, &case.output, k * chunk / row));
                        }
                    });
                }
                std::hint::black_box(&mut *out);
            }
            start.elapsed() / RUNS as u32
        })
        .skip(1)
        .collect();
    median(&samples)
}

fn main() {
    let mut args = std::env::args().skip(1).filter(|a| a != "--bench");
    let repeats: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(5);
    let with_gpu = args.next().is_some_and(|a| a == "gpu");
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let cpu = |threads: usize| {
        Runtime::new(Config {
            backend: Backend::Cpu,
            cpu: CpuOptions { threads, ..CpuOptions::default() },
            ..Config::default()
        })
        .expect("cpu executor")
    };
    // CPU_THREADS=1,2,4 picks the thread counts (default: 1 and one per core).
    let threads: Vec<usize> = match std::env::var("CPU_THREADS") {
        Ok(list) => list.split(',').filter_map(|t| t.trim().parse().ok()).collect(),
        Err(_) if cores > 1 => vec![1, cores],
        Err(_) => vec![1],
    };
    let mut executors: Vec<(String, Runtime)> =
        threads.iter().map(|&t| (format!("cpu x{t}"), cpu(t))).collect();
    // CPU_CALLS=1 adds the cpu executor on one thread with every helper a wasm call (no inlining).
    if std::env::var_os("CPU_CALLS").is_some() {
        let rt = Runtime::new(Config {
            backend: Backend::Cpu,
            cpu: CpuOptions { threads: 1, inline_calls: false, ..CpuOptions::default() },
            ..Config::default()
        })
        .expect("cpu executor");
        executors.push(("cpu x1 calls".into(), rt));
    }
    // CPU_SCALAR=1 adds the cpu executor on one thread with the vectorizer off.
    if std::env::var_os("CPU_SCALAR").is_some() {
        let rt = Runtime::new(Config {
            backend: Backend::Cpu,
            cpu: CpuOptions { threads: 1, vectorize: false, ..CpuOptions::default() },
            ..Config::default()
        })
        .expect("cpu executor");
        executors.push(("cpu x1 scalar".into(), rt));
    }
    // CPU_UNPAIRED=1 adds the cpu executor on one thread and on every core with loops run one
    // vector at a time (no interleaving).
    if std::env::var_os("CPU_UNPAIRED").is_some() {
        for t in [1, cores] {
            let rt = Runtime::new(Config {
                backend: Backend::Cpu,
                cpu: CpuOptions { threads: t, interleave: false, ..CpuOptions::default() },
                ..Config::default()
            })
            .expect("cpu executor");
            executors.push((format!("cpu x{t} unpaired"), rt));
        }
    }
    if with_gpu {
        match Runtime::new(Config { backend: Backend::Gpu, ..Config::default() }) {
            Ok(rt) => executors.push((rt.backend().name.clone(), rt)),
            Err(e) => println!("no gpu column: {e}"),
        }
    }
    let cases = [
        Case {
            name: "jacobi",
            src: JACOBI,
            arrays: &[("u", 2), ("q", 2)],
            output: vec![1024, 1024],
            native: jacobi_native,
        },
        Case { name: "heat", src: HEAT, arrays: &[("u", 2)], output: vec![1024, 1024], native: heat_native },
        Case { name: "life", src: LIFE, arrays: &[("u", 2)], output: vec![1024, 1024], native: life_native },
        Case { name: "mandelbrot", src: MANDEL, arrays: &[], output: vec![512, 512], native: mandel_native },
        Case {
            name: "saxpy",
            src: SAXPY,
            arrays: &[("a", 1), ("b", 1)],
            output: vec![1 << 22],
            native: saxpy_native,
        },
    ];
    println!("{repeats} repeats of {RUNS} runs each, medians per run; {cores} cores");
    // CPU_CASES=jacobi,saxpy picks the kernels (default: all).
    let only: Option<Vec<String>> =
        std::env::var("CPU_CASES").ok().map(|l| l.split(',').map(|c| c.trim().to_string()).collect());
    for case in cases.iter().filter(|c| only.as_ref().is_none_or(|o| o.iter().any(|n| n == c.name))) {
        let data = inputs(case);
        let cells: u32 = case.output.iter().product();
        let mut out = vec![0.0f32; cells as usize];
        let native = time_native(case, &data, &mut out, 1, repeats);
        print!("{:<11} native {:>9.3} ms", case.name, native.as_secs_f64() * 1e3);
        // The same loop on every core (rows split evenly, threads started per run).
        if cores > 1 {
            let mut par = vec![0.0f32; cells as usize];
            let t = time_native(case, &data, &mut par, cores, repeats);
            assert!(par == out, "{}: native x{cores} differs from native", case.name);
            print!(" | native x{cores} {:>9.3} ms", t.as_secs_f64() * 1e3);
        }
        for (label, rt) in &executors {
            let (t, got) = time_runtime(rt, case, &data, repeats);
            // Mandelbrot is chaotic at the set's edge: a fused multiply-add on a GPU changes a
            // few pixels' counts. Elsewhere every element agrees to 1e-4.
            let bad = got.iter().zip(&out).filter(|(g, w)| (*g - *w).abs() > 1e-4 * w.abs().max(1.0)).count();
            let allowed = if case.name == "mandelbrot" { out.len() / 200 } else { 0 };
            assert!(bad <= allowed, "{}: {label} differs from native in {bad} elements", case.name);
            print!(
                " | {label} {:>9.3} ms ({:.2}x native)",
                t.as_secs_f64() * 1e3,
                t.as_secs_f64() / native.as_secs_f64()
            );
        }
        println!();
    }
}
