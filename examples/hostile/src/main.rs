//! A hostile tenant: modules, streams, plans and guest code that once took the host down or
//! around its limits. Each mode prints `label: ok ...` or `label: NAME: message` lines (a named
//! error) and then proves the host still serves it (`after: ok`); the tests in
//! `tests/tests/hostile.rs` check each line and how long the answer took.
//!
//! - `hostile kernel FILE [N]`: the WGSL of `FILE` (a `fn kernel(x: u32) -> f32` reading array
//!   `a`) as a kernel over N elements (default 1000: not a multiple of the workgroup), run on
//!   `a[i] = i`, printing the sum of the result; then the same as a two-step pipeline;
//! - `hostile module FILE`: the WGSL of `FILE` as a batch module (`@compute fn main`, one
//!   read-write storage buffer at `@group(0) @binding(0)`), one dispatch of one workgroup, the
//!   sum of the buffer's first 64 words;
//! - `hostile stream-data MIB`: a stream of no commands carrying MIB MiB of data;
//! - `hostile plan-kernels N`: a plan listing one kernel N times;
//! - `hostile quotas`: (run with `--max-kernels 1`) a second kernel whose source is broken is
//!   refused by the kernel quota, before anything parses it; batch contexts, then shader
//!   modules of one context, until refused;
//! - `hostile wgsl`: kernels of just under 1 MiB of source each, held, until refused;
//! - `hostile spin`: the guest's own code loops forever;
//! - `hostile grow MIB`: the guest allocates MIB MiB in 16 MiB pieces and says how far it got;
//! - `hostile loop FILE N START STOP [BURST]`: the kernel of `FILE` over N elements, run BURST
//!   times (default 1) without waiting, then each result read (each expected `truncated`), again
//!   and again until file STOP exists (at most 30 s); file START is made once the first run is
//!   queued; `hostile loop-pipeline FILE N START STOP`: the same with a four-step pipeline of the
//!   kernel, one call at a time;
//! - `hostile sizes`: a kernel run sized per call with the wrong rank, a zero extent and
//!   2^32 − 1 elements; reductions over an axis past the rank, of a destroyed array, and of
//!   every op and type over every axis of a rank-3 array and over all of it (48 kernels);
//! - `hostile outputs`: (run with 64 MiB of arrays) a kernel of eight outputs run at 16 MiB
//!   each, refused before any is made; then at 4 elements;
//! - `hostile small COUNT [START [STOP]]`: a small kernel (4096 elements) run and read COUNT
//!   times (after file START exists, if given), each call timed with the guest's own clock:
//!   `small: ok COUNT calls p50 US p99 US max US` (at most 20 s of calls); then makes STOP.

// A command: its output is what the tests read.
#![allow(clippy::print_stdout, clippy::print_stderr)]

use guest_rs::batch::{Batch, Binding, usage};
use guest_rs::raw::{batch as wb, kernel as wk, pipeline as wp, types as wt};
use guest_rs::{Arg, Edge, Elem, Error, Kernel, Pipeline};

fn report<T: std::fmt::Display>(label: &str, r: Result<T, Error>) {
    match r {
        Ok(v) => println!("{label}: ok {v}"),
        Err(e) => println!("{label}: {}: {}", e.name(), e.message().replace('\n', " ")),
    }
}

fn file(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// The host still answers this guest: a small kernel runs and reads back right.
fn after() {
    let r = Kernel::builder("fn kernel(x: u32) -> f32 { return 2.0 * a(x); }")
        .array("a", Elem::F32, 1)
        .output([8])
        .build()
        .and_then(|k| k.run(&[Arg::data([8], (0..8).map(|i| i as f32).collect::<Vec<_>>())]))
        .and_then(|a| a.read::<f32>());
    match r {
        Ok(v) if v == (0..8).map(|i| 2.0 * i as f32).collect::<Vec<_>>() => println!("after: ok"),
        Ok(v) => println!("after: wrong {v:?}"),
        Err(e) => println!("after: {}: {}", e.name(), e.message()),
    }
}

fn kernel(path: &str, n: u32) {
    let source = file(path);
    let input: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let built =
        Kernel::builder(source.as_str()).array_edge("a", Elem::F32, 1, Edge::Zero).output([n]).build();
    report(
        "kernel",
        built.as_ref().map_err(Error::clone).and_then(|k| {
            let out: Vec<f32> = k.run(&[Arg::data([n], input.clone())])?.read()?;
            Ok(out.iter().map(|&v| f64::from(v)).sum::<f64>())
        }),
    );
    if let Ok(k) = &built {
        let traced = Pipeline::trace(|t| {
            let a = t.input("a", Elem::F32, 1);
            let b = t.call(k, (a,))?;
            t.call(k, (b,))
        });
        report(
            "pipeline",
            traced.and_then(|p| {
                let a = guest_rs::Array::new([n], input)?;
                let out: Vec<f32> = p.run(&[(&a).into()])?.remove(0).read()?;
                Ok(out.iter().map(|&v| f64::from(v)).sum::<f64>())
            }),
        );
    }
}

fn module(path: &str) {
    let source = file(path);
    let run = || -> Result<f64, Error> {
        let mut b = Batch::new()?;
        let buf = b.buffer(4096, usage::STORAGE | usage::COPY_SRC | usage::COPY_DST)?;
        let out = b.buffer(256, usage::MAP_READ | usage::COPY_DST)?;
        let shader = b.shader(&source)?;
        let layout = b.bind_group_layout(&[Binding::storage(0)])?;
        let pl = b.pipeline_layout(&[layout])?;
        let pipeline = b.compute_pipeline(pl, shader, "main", &[])?;
        let group = b.bind_group(layout, &[(0, buf)])?;
        let mut r = guest_rs::batch::Recorder::new();
        {
            let mut pass = r.compute_pass();
            pass.set_pipeline(pipeline);
            pass.set_bind_group(0, group, &[]);
            pass.dispatch(1, 1, 1);
        }
        r.copy(buf, 0, out, 0, 256);
        let slot = r.read(out, 0, 256);
        let window = b.run(&r)?;
        let words: Vec<u32> = slot.get(&window);
        Ok(words.iter().map(|&w| f64::from(w)).sum())
    };
    report("module", run());
}

/// `n` batch objects made with no stream between them (the 129th was never answered through
/// the GPU process): buffers in one context, then contexts each with a buffer and a layout,
/// dropped as they go; then one stream over the first context's objects.
fn creations(n: usize) {
    let run = || -> Result<usize, Error> {
        let mut b = Batch::with_limits(4096, 0)?;
        let mut made = 0usize;
        let mut last = None;
        for _ in 0..n {
            last = Some(b.buffer(256, usage::STORAGE | usage::COPY_SRC)?);
            made += 1;
        }
        for _ in 0..n / 2 {
            let mut other = Batch::new()?;
            other.buffer(64, usage::STORAGE)?;
            other.bind_group_layout(&[Binding::storage(0)])?;
            made += 2;
        }
        let out = b.buffer(256, usage::MAP_READ | usage::COPY_DST)?;
        let mut r = guest_rs::batch::Recorder::new();
        if let Some(l) = last {
            r.copy(l, 0, out, 0, 256);
        }
        let slot = r.read(out, 0, 256);
        let window = b.run(&r)?;
        let words: Vec<u32> = slot.get(&window);
        Ok(made + words.len())
    };
    report("creations", run());
}

fn stream_data(mib: usize) {
    let run = || -> Result<usize, Error> {
        let ctx = wb::Context::create(wt::BatchConfig { max_objects: 0, max_read: 0 }).map_err(Error)?;
        let data = vec![0u8; mib << 20];
        ctx.run_stream(&[0x5748_0001], &data, 0).map_err(Error).map(|w| w.len())
    };
    report("stream-data", run());
}

fn sizes() {
    let k = Kernel::builder("fn kernel(x: u32) -> f32 { return a(x); }")
        .array("a", Elem::F32, 1)
        .output([4])
        .build();
    let k = match k {
        Ok(k) => k,
        Err(e) => return println!("sizes: {}: {}", e.name(), e.message()),
    };
    let a = guest_rs::Array::new([4], vec![1.0f32; 4]);
    let a = match a {
        Ok(a) => a,
        Err(e) => return println!("sizes: {}: {}", e.name(), e.message()),
    };
    let len = |r: Result<guest_rs::Array, Error>| r.map(|a| a.shape().iter().product::<u32>());
    report("sized-rank", len(k.run_sized(&[(&a).into()], [4, 4])));
    report("sized-zero", len(k.run_sized(&[(&a).into()], [0])));
    report("sized-huge", len(k.run_sized(&[(&a).into()], [u32::MAX])));
    report("reduce-axis", len(a.reduce(guest_rs::ReduceOp::Sum, Some(3))));
    let gone = guest_rs::Array::new([4], vec![1u32; 4]).expect("an array");
    gone.destroy();
    report("reduce-destroyed", len(gone.sum()));
    // Every op, type and axis (and all axes) of a rank-3 array: every kernel the host makes.
    let every = || -> Result<usize, Error> {
        let mut made = 0;
        for data in [
            guest_rs::raw::types::Data::F32(vec![0.5; 60]),
            guest_rs::raw::types::Data::I32(vec![3; 60]),
            guest_rs::raw::types::Data::U32(vec![7; 60]),
        ] {
            let cube = guest_rs::Array::from_raw(
                guest_rs::raw::arrays::Array::create(&[3, 4, 5], &data).map_err(Error)?,
            );
            for op in [
                guest_rs::ReduceOp::Sum,
                guest_rs::ReduceOp::Min,
                guest_rs::ReduceOp::Max,
                guest_rs::ReduceOp::Product,
            ] {
                for axis in [None, Some(0), Some(1), Some(2)] {
                    cube.reduce(op, axis)?;
                    made += 1;
                }
            }
        }
        Ok(made)
    };
    report("reduce-every", every());
}

/// Eight outputs of 16 MiB each, over a guest quota of 64 MiB of arrays: refused before any is
/// made (and the guest runs on).
fn outputs() {
    let eight: Vec<(String, Elem)> = (0..8).map(|i| (format!("o{i}"), Elem::F32)).collect();
    let eight: Vec<(&str, Elem)> = eight.iter().map(|(n, e)| (n.as_str(), *e)).collect();
    let wide = Kernel::builder(
        "fn kernel(x: u32) -> Outputs { let v = a(x); return Outputs(v, v, v, v, v, v, v, v); }",
    )
    .array("a", Elem::F32, 1)
    .outputs(&eight)
    .output([4])
    .build();
    let a = guest_rs::Array::new([4], vec![1.0f32; 4]);
    match (wide, a) {
        (Ok(wide), Ok(a)) => {
            let count = |r: Result<Vec<guest_rs::Array>, Error>| r.map(|v| v.len());
            report("outputs-quota", count(wide.run_outputs_sized(&[(&a).into()], [1 << 22])));
            report("outputs-after", count(wide.run_outputs(&[(&a).into()])));
        }
        (Err(e), _) | (_, Err(e)) => println!("outputs-quota: {}: {}", e.name(), e.message()),
    }
}

fn plan_kernels(n: usize) {
    let run = || -> Result<String, Error> {
        let k = Kernel::builder("fn kernel(x: u32) -> f32 { return a(x); }")
            .array("a", Elem::F32, 1)
            .output([4])
            .build()?;
        let raw: &wk::Kernel = k.raw();
        let plan = wp::Plan {
            kernels: vec![raw; n],
            inputs: vec![wt::Param {
                name: "a".into(),
                kind: wt::ParamKind::Array(wt::ArrayParam { elem: Elem::F32, rank: 1, edge: wt::Edge::Zero }),
            }],
            steps: vec![wt::Step { work: wt::Work::Kernel(0), args: vec![wt::Operand::Input(0)] }],
            outputs: vec![wt::Operand::Step(0)],
        };
        wp::Pipeline::create(&plan, wt::Options { threads: None, fuse: None, timings: None })
            .map(|_| "created".to_string())
            .map_err(Error)
    };
    report("plan-kernels", run());
}

/// Makes `make(i)` until it fails; `label: NAME: message (after N)`.
fn until_refused<T>(label: &str, limit: usize, make: impl Fn(usize) -> Result<T, Error>) {
    let mut held = Vec::new();
    for i in 0..limit {
        match make(i) {
            Ok(t) => held.push(t),
            Err(e) => {
                println!("{label}: {}: {} (after {i})", e.name(), e.message());
                return;
            }
        }
    }
    println!("{label}: ok all {limit}");
}

fn quotas() {
    let first = Kernel::builder("fn kernel(x: u32) -> f32 { return a(x); }")
        .array("a", Elem::F32, 1)
        .output([4])
        .build();
    report("first-kernel", first.as_ref().map(|_| "built").map_err(Error::clone));
    let broken = Kernel::builder("fn kernel(x: u32) -> f32 { return a(x) +; }")
        .array("a", Elem::F32, 1)
        .output([4])
        .build();
    report("kernel-before-compile", broken.map(|_| "built"));
    drop(first);
    until_refused("contexts", 1000, |_| Batch::new());
    let mut b = match Batch::with_limits(4096, 0) {
        Ok(b) => b,
        Err(e) => return println!("modules: {}: {}", e.name(), e.message()),
    };
    let mut made = 0usize;
    loop {
        match b.shader("@compute @workgroup_size(1) fn main() {}") {
            Ok(_) => made += 1,
            Err(e) => break println!("modules: {}: {} (after {made})", e.name(), e.message()),
        }
        if made > 1000 {
            break println!("modules: ok all {made}");
        }
    }
}

fn wgsl() {
    let padding = format!("// {}\n", "x".repeat((1 << 20) - 4096));
    until_refused("wgsl-bytes", 100, |i| {
        Kernel::builder(format!("{padding}fn kernel(x: u32) -> f32 {{ return a(x) + {i}.0; }}"))
            .array("a", Elem::F32, 1)
            .output([4])
            .build()
    });
}

fn spin() {
    println!("spin: started");
    let mut x = 1u64;
    loop {
        x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
    }
}

fn grow(mib: usize) {
    let mut held: Vec<Vec<u8>> = Vec::new();
    let mut got = 0usize;
    while got < mib {
        let mut piece = Vec::new();
        if piece.try_reserve_exact(16 << 20).is_err() {
            break;
        }
        piece.resize(16 << 20, 1u8);
        held.push(piece);
        got += 16;
    }
    println!("grow: {got} MiB of {mib}");
}

/// Waits (up to 20 s) until `path` exists.
fn wait_for_file(path: &str) {
    let start = std::time::Instant::now();
    while std::fs::metadata(path).is_err() && start.elapsed() < std::time::Duration::from_secs(20) {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

fn looping(path: &str, n: u32, start: &str, stop: &str, burst: usize, pipeline: bool) {
    let source = file(path);
    let input: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let k = match Kernel::builder(source.as_str())
        .array_edge("a", Elem::F32, 1, Edge::Zero)
        .output([n])
        .build()
    {
        Ok(k) => k,
        Err(e) => return println!("loop: {}: {}", e.name(), e.message()),
    };
    let traced = Pipeline::trace(|t| {
        let mut v = t.input("a", Elem::F32, 1);
        for _ in 0..4 {
            v = t.call(&k, (v,))?;
        }
        Ok(v)
    });
    let p = match traced {
        Ok(p) => p,
        Err(e) => return println!("loop: {}: {}", e.name(), e.message()),
    };
    let a = match guest_rs::Array::new([n], input.clone()) {
        Ok(a) => a,
        Err(e) => return println!("loop: {}: {}", e.name(), e.message()),
    };
    if pipeline {
        // A pipeline call waits for its result: the first is under way just after this.
        let _ = std::fs::write(start, b"looping");
    }
    let began = std::time::Instant::now();
    let (mut runs, mut cut) = (0u32, 0u32);
    while runs == 0 || (std::fs::metadata(stop).is_err() && began.elapsed().as_secs() < 30) {
        let mut outs = Vec::new();
        for _ in 0..burst.max(1) {
            outs.push(if pipeline {
                p.run(&[(&a).into()]).map(|mut o| o.remove(0))
            } else {
                k.run(&[Arg::data([n], input.clone())])
            });
            if runs == 0 {
                let _ = std::fs::write(start, b"looping");
            }
            runs += 1;
        }
        for out in outs {
            match out.and_then(|a| a.read::<f32>()) {
                Err(e) if e.name() == "truncated" => cut += 1,
                Err(e) => return println!("loop: {}: {}", e.name(), e.message()),
                Ok(_) => return println!("loop: wrong: a run was not cut"),
            }
        }
    }
    let per = began.elapsed().as_secs_f64() * 1e3 / f64::from(runs);
    println!("loop: ok {cut} of {runs} runs truncated, {per:.0} ms per run");
}

fn small(count: usize, start: Option<&str>, stop: Option<&str>) {
    let n = 4096u32;
    let input: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let want: Vec<f32> = input.iter().map(|v| 2.0 * v).collect();
    let run = |k: &Kernel| -> Result<bool, Error> {
        let out: Vec<f32> = k.run(&[Arg::data([n], input.clone())])?.read()?;
        Ok(out == want)
    };
    let measure = || -> Result<String, Error> {
        let k = Kernel::builder("fn kernel(x: u32) -> f32 { return 2.0 * a(x); }")
            .array("a", Elem::F32, 1)
            .output([n])
            .build()?;
        for _ in 0..5 {
            run(&k)?;
        }
        if let Some(start) = start {
            wait_for_file(start);
        }
        let began = std::time::Instant::now();
        let mut took = Vec::with_capacity(count);
        let mut wrong = 0;
        while took.len() < count.max(1) && began.elapsed() < std::time::Duration::from_secs(20) {
            let t = std::time::Instant::now();
            wrong += usize::from(!run(&k)?);
            took.push(t.elapsed().as_micros() as u64);
        }
        took.sort_unstable();
        let at = |q: f64| took[((took.len() - 1) as f64 * q).round() as usize];
        Ok(format!(
            "{} calls p50 {} p99 {} max {} us, {wrong} wrong",
            took.len(),
            at(0.5),
            at(0.99),
            took[took.len() - 1]
        ))
    };
    report("small", measure());
    if let Some(stop) = stop {
        let _ = std::fs::write(stop, b"done");
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |i: usize| args.get(i).map(String::as_str).unwrap_or("");
    let number = |i: usize, default: usize| arg(i).parse().unwrap_or(default);
    match arg(1) {
        "kernel" => kernel(arg(2), number(3, 1000) as u32),
        "module" => module(arg(2)),
        "stream-data" => stream_data(number(2, 1)),
        "creations" => creations(number(2, 300)),
        "plan-kernels" => plan_kernels(number(2, 1)),
        "sizes" => sizes(),
        "outputs" => outputs(),
        "quotas" => quotas(),
        "wgsl" => wgsl(),
        "spin" => spin(),
        "grow" => grow(number(2, 64)),
        "loop" => looping(arg(2), number(3, 1 << 20) as u32, arg(4), arg(5), number(6, 1), false),
        "loop-pipeline" => looping(arg(2), number(3, 1 << 20) as u32, arg(4), arg(5), 1, true),
        "small" => small(number(2, 200), args.get(3).map(String::as_str), args.get(4).map(String::as_str)),
        other => {
            eprintln!(
                "hostile: unknown mode {other:?} (kernel, module, stream-data, creations, plan-kernels, sizes, spin, grow, loop, loop-pipeline, small)"
            );
            std::process::exit(2);
        }
    }
    after();
}
