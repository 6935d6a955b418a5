//! What declared edges cost a kernel call, side by side on one executor: each case's kernel
//! with `Edge::Zero` (the old behaviour) against the same kernel with `Edge::Strict` (the
//! default), alternating call by call.
//!
//! - `copy`: `a(x)` over 2^22 f32, same shapes: strict is proven inside, the same program runs
//!   (target: within 1 %).
//! - `stencil`: a 5-point stencil over the interior of 1024² (reads at offsets 0..2 from the
//!   element): strict is proven inside, the same program runs.
//! - `guarded`: the 5-point stencil over all of 1024², its reads under an `if` that keeps them
//!   inside: strict cannot be proven, so it runs the checked program (one element per
//!   invocation, a record read per call).
//! - `gather`: `u(k(x))` over 2^22 (a data-dependent read): checked as well.
//!
//! One sample is one call until its result is verified (the record read where there is one,
//! else the executor's `finish`). Executors: the cpu executor (all cores) and the best GPU
//! adapter (lavapipe here); `EDGES_BACKEND=cpu|gpu` picks one, `EDGES_REPEATS` (default 30).
//!
//! Run: `cargo bench -p wasm-host-benches --bench edges`.

// A bench reports on stdout.
#![allow(clippy::print_stdout)]

use std::time::Instant;

use wasm_host::Runtime;
use wasm_host::array::{Elem, HostData, Shape};
use wasm_host::config::{Backend, Config};
use wasm_host::kernel::{Arg, Edge, Kernel, KernelDesc, Param};
use wasm_host_benches::Spread;

struct Case {
    name: &'static str,
    source: &'static str,
    /// The arrays (name, element, shape), in parameter order.
    arrays: Vec<(&'static str, Elem, Vec<u32>)>,
    output: Vec<u32>,
}

fn cases() -> Vec<Case> {
    let n = 1u32 << 22;
    vec![
        Case {
            name: "copy",
            source: "fn kernel(x: u32) -> f32 { return a(x); }",
            arrays: vec![("a", Elem::F32, vec![n])],
            output: vec![n],
        },
        Case {
            name: "stencil",
            source: "fn kernel(x: u32, y: u32) -> f32 { return 0.25 * (u(x, y + 1u) + u(x + 2u, y + 1u) + u(x + 1u, y) + u(x + 1u, y + 2u)) - u(x + 1u, y + 1u); }",
            arrays: vec![("u", Elem::F32, vec![1024, 1024])],
            output: vec![1022, 1022],
        },
        Case {
            name: "guarded",
            source: "fn kernel(x: u32, y: u32) -> f32 { var v = 0.0; if (x >= 1u && y >= 1u && x + 1u < 1024u && y + 1u < 1024u) { v = 0.25 * (u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u)) - u(x, y); } return v; }",
            arrays: vec![("u", Elem::F32, vec![1024, 1024])],
            output: vec![1024, 1024],
        },
        Case {
            name: "gather",
            source: "fn kernel(x: u32) -> f32 { return u(k(x)); }",
            arrays: vec![("u", Elem::F32, vec![n]), ("k", Elem::U32, vec![n])],
            output: vec![n],
        },
    ]
}

fn main() {
    let repeats: usize = std::env::var("EDGES_REPEATS").ok().and_then(|v| v.parse().ok()).unwrap_or(30);
    let only = std::env::var("EDGES_BACKEND").ok();
    for backend in [Backend::Cpu, Backend::Gpu] {
        let name = if backend == Backend::Cpu { "cpu" } else { "gpu" };
        if only.as_deref().is_some_and(|o| o != name) {
            continue;
        }
        let rt = match Runtime::new(Config { backend, ..Config::default() }) {
            Ok(rt) => rt,
            Err(e) => {
                println!("{name}: skipped ({e})");
                continue;
            }
        };
        let exec = rt.executor();
        println!("{name}: {}", exec.backend().name);
        let tenant = exec.open_tenant().expect("tenant");
        for case in cases() {
            let shape = Shape::new(&case.output).expect("shape");
            let kernels: Vec<Kernel> = [Edge::Zero, Edge::Strict]
                .iter()
                .map(|&edge| {
                    let params = case
                        .arrays
                        .iter()
                        .map(|(a, elem, dims)| Param::array(*a, *elem, dims.len() as u8, edge))
                        .collect();
                    let desc = KernelDesc {
                        name: case.name.into(),
                        source: case.source.into(),
                        params,
                        output: case.output.clone(),
                        output_elem: Elem::F32,
                        constants: vec![],
                        outputs: Vec::new(),
                    };
                    Kernel::create(exec, &tenant, rt.guard(), &desc).expect("kernel")
                })
                .collect();
            // Inputs: resident, written once.
            let inputs: Vec<(Shape, wasm_host::array::ResidentArray)> = case
                .arrays
                .iter()
                .map(|(_, elem, dims)| {
                    let s = Shape::new(dims).expect("shape");
                    let len = s.len() as usize;
                    let data = match elem {
                        Elem::U32 => HostData::U32(
                            (0..len as u32).map(|i| i.wrapping_mul(2654435761) % len as u32).collect(),
                        ),
                        _ => HostData::F32((0..len).map(|i| (i % 1000) as f32 * 1e-3).collect()),
                    };
                    let b = exec.create_buffer(&tenant, "input", s.bytes()).expect("buffer");
                    exec.write_buffer(&b, 0, data.as_bytes()).expect("write");
                    (s, wasm_host::array::ResidentArray::new(s, *elem, b, None))
                })
                .collect();
            let out = exec.create_buffer(&tenant, "out", shape.bytes()).expect("out");
            let shapes: Vec<Option<Shape>> = inputs.iter().map(|(s, _)| Some(*s)).collect();
            let mut samples = [Vec::new(), Vec::new()];
            for i in 0..repeats + 2 {
                for (k, kernel) in kernels.iter().enumerate() {
                    let args: Vec<Arg<'_>> = inputs.iter().map(|(_, a)| Arg::Resident(a)).collect();
                    let start = Instant::now();
                    let origin = pollster::block_on(kernel.run(exec, &args, &out)).expect("run");
                    match origin {
                        Some(o) => pollster::block_on(o.verify(exec)).expect("verified"),
                        None => pollster::block_on(exec.finish(&tenant)).expect("finish"),
                    }
                    // The first two rounds warm up (compiles, the checked program).
                    if i >= 2 {
                        samples[k].push(start.elapsed().as_secs_f64() * 1e3);
                    }
                }
            }
            let (zero, strict) = (Spread::of_ms(&samples[0]), Spread::of_ms(&samples[1]));
            let checked = !kernels[1].strict_proven(&shape, &shapes);
            println!(
                "{name} {:8} zero   {zero}\n{name} {:8} strict {strict} ({}; strict/zero {:.3})",
                case.name,
                case.name,
                if checked { "checked program" } else { "proven inside: the same program" },
                strict.median / zero.median
            );
        }
    }
}
