//! What a small `@workgroup_size` costs: the same kernel, the same invocations, dispatched as
//! workgroups of 1, 4 and 64 invocations (issue #18: 396 of 568 public corpus entry points use
//! `@workgroup_size(1)`, and the cpu executor vectorizes only across the invocations of one
//! workgroup, so a workgroup of one runs scalar).
//!
//! Each case is a raw WGSL module (as a batch stream gives one) run through the executor
//! trait: one buffer in, one out, 10 dispatches queued, one `finish` to wait. Per-dispatch
//! medians over repeats, and the ratio to workgroups of 64 in the same run.
//!
//! Run: `cargo bench -p wasm-host-benches --bench workgroups [-- REPEATS [gpu]]` (default 15;
//! `gpu` adds wgpu: lavapipe here, the GPU on a machine with one). `CPU_THREADS=N` sets the
//! cpu executor's threads (default 1).

#![allow(clippy::print_stdout)]

use std::time::{Duration, Instant};

use wasm_host::config::Backend;
use wasm_host::exec::cpu::CpuOptions;
use wasm_host::exec::{Access, ProgramDesc};
use wasm_host::{Config, Runtime};
use wasm_host_benches::{Spread, median};

const DISPATCHES: usize = 10;
/// Invocations per dispatch.
const N: u32 = 1 << 18;

/// (name, body of `main` over invocation `i`).
const CASES: &[(&str, &str)] = &[
    ("saxpy", "o[i] = 2.5 * a[i] + 1.0;"),
    (
        "poly",
        "var x = a[i]; var s = 0.0;
         for (var k = 0u; k < 32u; k++) { s = s * x + f32(k); }
         o[i] = s;",
    ),
    (
        "branchy",
        "let x = a[i];
         if (x > 0.5) { o[i] = sqrt(x) * 3.0; } else { o[i] = x * x - 1.0; }",
    ),
];

fn module(body: &str, size: u32) -> String {
    format!(
        "@group(0) @binding(0) var<storage, read> a: array<f32>;
         @group(0) @binding(1) var<storage, read_write> o: array<f32>;
         @compute @workgroup_size({size}) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
             let i = g.x;
             {body}
         }}"
    )
}

/// Per-dispatch times of `body` at workgroup size `size` on `rt`, one per sample.
fn time_case(rt: &Runtime, body: &str, size: u32, repeats: usize) -> Vec<Duration> {
    let exec = rt.executor();
    let src = module(body, size);
    let checked = rt.guard().check(&src).expect("the Guard passes the bench module");
    let program = exec
        .create_program(&ProgramDesc {
            label: "bench",
            module: &checked,
            entry_point: "main",
            bindings: &[Access::Read, Access::ReadWrite],
            constants: &[],
            serial: false,
        })
        .expect("program");
    let tenant = exec.open_tenant().expect("tenant");
    let input = exec.create_buffer(&tenant, "a", 4 * u64::from(N)).unwrap();
    let data: Vec<f32> = (0..N).map(|i| (i % 1000) as f32 / 1000.0).collect();
    exec.write_buffer(&input, 0, bytemuck::cast_slice(&data)).unwrap();
    let out = exec.create_buffer(&tenant, "o", 4 * u64::from(N)).unwrap();
    let groups = [N / size, 1, 1];
    let mut samples = Vec::new();
    for _ in 0..=repeats {
        let start = Instant::now();
        for _ in 0..DISPATCHES {
            pollster::block_on(exec.admit(&tenant));
            exec.dispatch(&program, &[&input, &out], groups).unwrap();
        }
        pollster::block_on(exec.finish(&tenant)).unwrap();
        samples.push(start.elapsed() / DISPATCHES as u32);
    }
    samples.remove(0); // warm-up and compile
    samples
}

/// The median with min, p90 and max.
fn show(samples: &[Duration]) -> String {
    Spread::of(samples).to_string()
}

fn main() {
    let mut args = std::env::args().skip(1).filter(|a| a != "--bench");
    let repeats: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(15);
    let gpu = args.next().as_deref() == Some("gpu");
    let threads: usize = std::env::var("CPU_THREADS").ok().and_then(|t| t.parse().ok()).unwrap_or(1);
    let mut runtimes = vec![(
        format!("cpu x{threads}"),
        Runtime::new(Config {
            backend: Backend::Cpu,
            cpu: CpuOptions { threads, ..CpuOptions::default() },
            ..Config::default()
        })
        .expect("cpu executor"),
    )];
    if gpu {
        let rt = Runtime::new(Config { backend: Backend::Gpu, ..Config::default() }).expect("a GPU adapter");
        runtimes.push((format!("wgpu ({})", rt.executor().backend().name), rt));
    }
    println!("{N} invocations per dispatch, {DISPATCHES} dispatches per sample, {repeats} samples (median)");
    for (name, rt) in &runtimes {
        for (case, body) in CASES {
            let t: Vec<Vec<Duration>> = [64, 4, 1].iter().map(|&s| time_case(rt, body, s, repeats)).collect();
            let ratio = |i: usize| median(&t[i]).as_secs_f64() / median(&t[0]).as_secs_f64();
            println!(
                "{name:>10} {case:>8}: wg64 {}  wg4 {} ({:5.2}x)  wg1 {} ({:5.2}x)",
                show(&t[0]),
                show(&t[1]),
                ratio(1),
                show(&t[2]),
                ratio(2),
            );
        }
    }
}
