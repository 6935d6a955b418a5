//! What the GPU process costs: the same calls on the wgpu executor in the host's process and in
//! a GPU process (`exec::remote`), side by side in one run.
//!
//! Per call: a dispatch of a small kernel and a `finish` (one round trip to the process and the
//! device's own wait); a read-back of 4 KiB (through the socket) and of 4 MiB (through the
//! shared bulk region); a 4 MiB write and a `finish`; a buffer made, written (4 KiB) and
//! dropped (no round trip: three messages). Medians over repeats with min, p90 and max,
//! and the ratio process / in-process.
//!
//! Run: `cargo bench -p wasm-host-benches --bench gpu_process [-- REPEATS]` (default 200).
//! The GPU process is `wasm-host gpu-process`: `WASM_HOST_BIN` names the binary (default
//! `target/release/wasm-host`, built with `cargo build --release -p wasm-host-cli`).

#![allow(clippy::print_stdout)]

use std::time::{Duration, Instant};

use wasm_host::config::{Backend, GpuProcess};
use wasm_host::exec::{Access, ProgramDesc};
use wasm_host::{Config, Runtime};
use wasm_host_benches::{Spread, median};

const KERNEL: &str = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < arrayLength(&o)) { o[g.x] = o[g.x] + 1u; }
}";

fn show(samples: &[Duration]) -> String {
    format!("{:.4}", Spread::of(samples))
}

/// Per-call samples of each case on `rt`: (name, samples).
fn cases(rt: &Runtime, repeats: usize) -> Vec<(&'static str, Vec<Duration>)> {
    let exec = rt.executor();
    let tenant = exec.open_tenant().expect("tenant");
    let module = rt.guard().check(KERNEL).expect("the Guard passes it");
    let program = exec
        .create_program(&ProgramDesc {
            label: "bench",
            module: &module,
            entry_point: "main",
            bindings: &[Access::ReadWrite],
            constants: &[],
            serial: false,
        })
        .expect("program");
    let small = exec.create_buffer(&tenant, "small", 4096).unwrap();
    let large = exec.create_buffer(&tenant, "large", 4 << 20).unwrap();
    let data = vec![7u8; 4096];
    let bulk = vec![9u8; 4 << 20];
    let mut out = Vec::new();
    let mut time = |name: &'static str, f: &mut dyn FnMut()| {
        f(); // warm-up
        let samples: Vec<Duration> = (0..repeats)
            .map(|_| {
                let start = Instant::now();
                f();
                start.elapsed()
            })
            .collect();
        out.push((name, samples));
    };
    time("dispatch + finish", &mut || {
        exec.dispatch(&program, &[&small], [16, 1, 1]).unwrap();
        pollster::block_on(exec.finish(&tenant)).unwrap();
    });
    time("read 4 KiB", &mut || {
        pollster::block_on(exec.read_buffer(&small)).unwrap();
    });
    time("read 4 MiB", &mut || {
        pollster::block_on(exec.read_buffer(&large)).unwrap();
    });
    time("write 4 MiB + finish", &mut || {
        exec.write_buffer(&large, 0, &bulk).unwrap();
        pollster::block_on(exec.finish(&tenant)).unwrap();
    });
    time("create + write 4 KiB + drop", &mut || {
        let b = exec.create_buffer(&tenant, "b", 4096).unwrap();
        exec.write_buffer(&b, 0, &data).unwrap();
    });
    out
}

fn main() {
    let repeats: usize =
        std::env::args().skip(1).find(|a| a != "--bench").and_then(|a| a.parse().ok()).unwrap_or(200);
    let bin = std::env::var("WASM_HOST_BIN").unwrap_or_else(|_| "target/release/wasm-host".into());
    let in_process =
        Runtime::new(Config { backend: Backend::Gpu, ..Config::default() }).expect("a GPU adapter");
    let process = GpuProcess {
        program: bin.into(),
        args: vec!["gpu-process".into()],
        deadline: wasm_host::exec::remote::DEFAULT_DEADLINE,
        sandbox: true,
        max_memory: wasm_host::exec::remote::default_max_memory(),
    };
    let remote =
        Runtime::new(Config { backend: Backend::Gpu, gpu_process: Some(process), ..Config::default() })
            .expect("the GPU process starts");
    println!("{} ({repeats} repeats per call)", in_process.executor().backend().name);
    let a = cases(&in_process, repeats);
    let b = cases(&remote, repeats);
    for ((name, x), (_, y)) in a.iter().zip(&b) {
        let ratio = median(y).as_secs_f64() / median(x).as_secs_f64();
        println!("{name:>28}: in-process {}  GPU process {}  ({ratio:.2}x)", show(x), show(y));
    }
}
