//! Reductions and histograms (`reductions`) against a copy of the same array, native Rust sums
//! and the kernel interface.
//!
//! On each executor: the sum of 2^k f32 values (`REDUCE_LOG2`, default 27: 512 MiB) through
//! `wasm_host::reduce` (every pass, queued `RUNS` times, then one 4-byte read-back to wait; by
//! the executor's own kind of tile folds and, on GPU adapters, in the same samples by the other
//! kind, `wasm_host::reduce::tile::Folds`, whose bits are compared), and
//! a copy kernel over the same array (`fn kernel(x) -> f32 { return a(x); }`, queued the same
//! way, then `Executor::finish` to wait), whose bytes moved (read + write) per second are the device's measured copy bandwidth;
//! the sum's bandwidth is the bytes it reads per second. On the host: a plain Rust sum on one
//! thread and split over every core (`native xN`), and a sum of 16 running sums the compiler
//! vectorizes (`native16`: the memory-bound way to write it natively). Then a histogram of 2^(k−1) u32 values into
//! 256 bins through `reductions.histogram`, against the kernel interface alone (a kernel
//! counting one bin over a chunk of 2^16 values per invocation, 16 bins per dispatch, then a
//! sum over the chunks:
//! what a guest wrote before; every output re-reads the input). Then an exclusive sum scan of
//! 2^(k−1) u32 values against a copy of them (into two arrays made once, and into a new array
//! per call as `kernel.run` makes one), and the same scan as a pipeline's one step (its passes
//! and the copy of its result out in one submission, each call waited for). Medians over
//! `REPEAT` samples with spread. `SCAN_TILED_MIN` sets the fewest blocks of a tiled scan level
//! (`wasm_host::scan::TILED_MIN_BLOCKS`). The integer scan runs by passes of its own
//! (`wasm_host::scan::IntegerPasses`: workgroup trees on GPUs, spans on the cpu executor);
//! the same samples time it by the fixed-order passes too, on a device with subgroups the
//! tree scan without them (trees of barriers), and where it runs as trees the same scan in one
//! pass by decoupled look-back (`wasm_host::scan::ScanSettings::look_back`; with and without
//! subgroup operations; its values compared with the trees' in the last sample).
//!
//! Run: `cargo bench -p wasm-host-benches --bench reduce [-- cpu|gpu|both]` (default `cpu`;
//! `gpu` is lavapipe on a machine without a GPU: slow); `CPU_THREADS=16` sets the cpu
//! executor's threads (default: every core); `REPEAT=7 RUNS=10` the samples and the calls per
//! sample; `CPU_UNPAIRED=1` runs the cpu executor's loops one vector at a time (no
//! interleaving); `LOOK_BACK=window,patience` how the look-back scan waits, `SCANS_ONLY=1`
//! the scans alone. On a GPU machine that does not build (the device tool's H200),
//! `benches/reduce_device.sh pack` here and `… run` there.

#![allow(clippy::print_stdout)]

use std::time::Instant;

use wasm_host::array::{Elem, HostData, ResidentArray, Scalar, Shape};
use wasm_host::config::{Backend, Quotas, StepFusion};
use wasm_host::exec::Tenant;
use wasm_host::exec::cpu::CpuOptions;
use wasm_host::guest::GuestScope;
use wasm_host::kernel::{Arg, Edge, Kernel, KernelDesc, Param, ParamKind};
use wasm_host::ledger::Ledger;
use wasm_host::ops::{Op, OpTools, run};
use wasm_host::pipeline::{Pipeline, PipelineArg, PipelineOptions};
use wasm_host::plan::{Operand, PlanDesc, StepDesc, Work};
use wasm_host::reduce::ReduceOp;
use wasm_host::reduce::tile::Folds;
use wasm_host::scan::{IntegerPasses, ScanSettings, ScanTools};
use wasm_host::{Config, Runtime};
use wasm_host_benches::Spread;

fn env(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// One guest of the bench: its tenant, ledger and quotas (room for any array).
struct Guest {
    tenant: Tenant,
    ledger: Ledger,
    quotas: Quotas,
}

impl Guest {
    fn new(rt: &Runtime) -> Guest {
        let quotas = Quotas { max_array_bytes: 1 << 40, ..Quotas::default() };
        Guest { tenant: rt.executor().open_tenant().expect("tenant"), ledger: Ledger::new(&quotas), quotas }
    }

    fn scope<'a>(&'a self, rt: &'a Runtime) -> GuestScope<'a> {
        GuestScope { exec: rt.executor(), tenant: &self.tenant, ledger: &self.ledger, quotas: &self.quotas }
    }

    /// `values` as a resident rank-1 array of `elem`.
    fn upload(&self, rt: &Runtime, elem: Elem, values: &[u32]) -> ResidentArray {
        let shape = Shape::new(&[values.len() as u32]).expect("shape");
        let (buffer, _count) = self.scope(rt).alloc_array_for_write(shape.bytes()).expect("alloc");
        rt.executor().write_buffer(&buffer, 0, bytemuck::cast_slice(values)).expect("upload");
        ResidentArray::new(shape, elem, buffer, None)
    }

    /// A kernel copying a rank-1 array of `n` elements of `elem`: the bandwidth reference.
    fn copy_kernel(&self, rt: &Runtime, elem: Elem, n: u32) -> Kernel {
        let desc = KernelDesc {
            name: "copy".into(),
            source: format!("fn kernel(x: u32) -> {elem} {{ return a(x); }}"),
            params: vec![Param {
                name: "a".into(),
                kind: ParamKind::Array { elem, rank: 1, edge: Edge::Zero },
            }],
            output: vec![n],
            output_elem: elem,
            constants: Vec::new(),
            outputs: Vec::new(),
        };
        Kernel::create(rt.executor(), &self.tenant, rt.guard(), &desc).expect("copy kernel")
    }
}

fn bench(rt: &Runtime, label: &str, values: &[f32], repeat: usize, runs: usize) {
    let exec = rt.executor();
    let guest = Guest::new(rt);
    let (scope, tenant) = (guest.scope(rt), &guest.tenant);
    let n = values.len() as u32;
    let shape = Shape::new(&[n]).expect("shape");
    let bits: Vec<u32> = values.iter().map(|v| v.to_bits()).collect();
    let input = guest.upload(rt, Elem::F32, &bits);
    let tools = OpTools::new(rt.guard().clone());
    // On GPU adapters, the same sum by the other kind of tile modules
    // (`wasm_host::reduce::tile::Folds`: the workgroup trees where the adapter takes two passes
    // without barriers, and the other way round), in the same samples; the same bits. Not on
    // the cpu executor, which runs the trees' barriers one invocation at a time (~470× the two
    // passes' time at 2^22).
    let folds = tools.reduce.folds.on(exec);
    let other = (exec.backend().kind == wasm_host::exec::BackendKind::Gpu).then(|| {
        let mut other = OpTools::new(rt.guard().clone());
        other.reduce.folds = if folds == Folds::Split { Folds::Workgroup } else { Folds::Split };
        other
    });
    let mut other_ms = Vec::new();
    let mut other_result = 0.0f32;
    let copy = guest.copy_kernel(rt, Elem::F32, n);
    // The copy's outputs, made once (a reduction makes its passes' arrays per call: that is
    // part of its cost).
    let outputs: Vec<_> =
        (0..2).map(|_| scope.alloc_array_for_write(shape.bytes()).expect("alloc").0).collect();
    let bytes = f64::from(n) * 4.0;
    // The same values as lines of 2^16 (the sums of each, over axis 0), where there are two.
    let lines = (n >= 1 << 17).then(|| {
        let buffer = input.buffer().expect("buffer").clone();
        ResidentArray::new(Shape::new(&[1 << 16, n >> 16]).expect("shape"), Elem::F32, buffer, None)
    });
    let mut lines_ms = Vec::new();
    let mut sum_ms = Vec::new();
    let mut copy_ms = Vec::new();
    let mut result = 0.0f32;
    // The device's own times (GPU timestamps, where it has them): a timed pipeline of the copy
    // kernel, then the sum.
    let timed_desc = PlanDesc {
        kernels: vec![copy.clone()],
        inputs: vec![Param::array("v", Elem::F32, 1, Edge::Zero)],
        steps: vec![
            StepDesc { work: Work::Kernel(0), args: vec![Operand::Input(0)] },
            StepDesc {
                work: Work::Op(Op::Reduce { op: ReduceOp::Sum, axis: None }),
                args: vec![Operand::Input(0)],
            },
        ],
        outputs: vec![Operand::Step(0), Operand::Step(1)],
    };
    let timed_options = PipelineOptions { timings: Some(true), ..PipelineOptions::default() };
    let fusion = (false, StepFusion::default());
    let mut timed: Vec<(Pipeline, [Vec<f64>; 2])> = Vec::new();
    let p =
        Pipeline::create(scope, timed_desc, timed_options, fusion, tools.clone()).expect("a timed pipeline");
    if p.timed() && exec.backend().kind == wasm_host::exec::BackendKind::Gpu {
        timed.push((p, Default::default()));
    }
    // The first sample of each compiles and warms up; not counted.
    for sample in 0..=repeat {
        pollster::block_on(async {
            let start = Instant::now();
            let mut last = None;
            for _ in 0..runs {
                let sum = Op::Reduce { op: ReduceOp::Sum, axis: None };
                let (out, _) = run(scope, &tools, &sum, &input).await.expect("reduce");
                last = Some(out);
            }
            let read = last.expect("ran").read(exec).await.expect("read");
            let elapsed = start.elapsed().as_secs_f64() * 1e3 / runs as f64;
            if let HostData::F32(v) = read {
                result = v[0];
            }
            if let Some(other) = &other {
                let start = Instant::now();
                let mut last = None;
                for _ in 0..runs {
                    let sum = Op::Reduce { op: ReduceOp::Sum, axis: None };
                    last = Some(run(scope, other, &sum, &input).await.expect("reduce").0);
                }
                let read = last.expect("ran").read(exec).await.expect("read");
                if sample > 0 {
                    other_ms.push(start.elapsed().as_secs_f64() * 1e3 / runs as f64);
                }
                if let HostData::F32(v) = read {
                    other_result = v[0];
                }
            }
            let start = Instant::now();
            for k in 0..runs {
                copy.run(exec, &[Arg::Resident(&input)], &outputs[k % 2]).await.expect("copy");
            }
            // Waits without reading 512 MiB back.
            exec.finish(tenant).await.expect("finish");
            let copied = start.elapsed().as_secs_f64() * 1e3 / runs as f64;
            if let Some(lines) = &lines {
                let start = Instant::now();
                let mut last = None;
                for _ in 0..runs {
                    let sums = Op::Reduce { op: ReduceOp::Sum, axis: Some(0) };
                    last = Some(run(scope, &tools, &sums, lines).await.expect("reduce lines").0);
                }
                last.expect("ran").read(exec).await.expect("read");
                if sample > 0 {
                    lines_ms.push(start.elapsed().as_secs_f64() * 1e3 / runs as f64);
                }
            }
            for (p, times) in &mut timed {
                for _ in 0..runs {
                    p.run(scope, &[PipelineArg::Resident(&input)]).await.expect("timed pipeline");
                    let steps = &p.last_times().expect("a timed run's times").steps;
                    if sample > 0 {
                        for (step, ns) in steps {
                            times[*step as usize].push(*ns as f64 / 1e6);
                        }
                    }
                }
            }
            if sample > 0 {
                sum_ms.push(elapsed);
                copy_ms.push(copied);
            }
        });
    }
    let (s, c) = (Spread::of_ms(&sum_ms), Spread::of_ms(&copy_ms));
    let gbs = |ms: f64, b: f64| b / ms / 1e6;
    println!("{label}: sum of 2^{} f32 = {result}", n.trailing_zeros());
    println!("  sum   {s}  {:.1} GB/s read ({folds:?} tile folds)", gbs(s.median, bytes));
    if let Some(other) = &other {
        let o = Spread::of_ms(&other_ms);
        let same = if other_result.to_bits() == result.to_bits() { "the same bits" } else { "OTHER BITS" };
        println!(
            "  sum   {o}  {:.1} GB/s read ({:?} tile folds: {same})",
            gbs(o.median, bytes),
            other.reduce.folds
        );
    }
    println!("  copy  {c}  {:.1} GB/s read+write", gbs(c.median, 2.0 * bytes));
    if !lines_ms.is_empty() {
        let l = Spread::of_ms(&lines_ms);
        println!("  sums of {} lines of 2^16 (axis 0)  {l}  {:.1} GB/s read", n >> 16, gbs(l.median, bytes));
    }
    println!(
        "  sum bandwidth / copy bandwidth: {:.2} (medians)",
        gbs(s.median, bytes) / gbs(c.median, 2.0 * bytes)
    );
    for (_, [copy, sum]) in &timed {
        let (s, c) = (Spread::of_ms(sum), Spread::of_ms(copy));
        println!("  GPU timestamps (a timed pipeline: the copy kernel, then the sum):");
        println!("    sum   {s}  {:.1} GB/s read", gbs(s.median, bytes));
        println!("    copy  {c}  {:.1} GB/s read+write", gbs(c.median, 2.0 * bytes));
    }
}

/// A histogram of 2^(k−1) u32 values below 2^25 into 256 bins through `reductions.histogram`,
/// against the same counts with the kernel interface alone: a kernel whose output is (bin,
/// chunk) counting one bin over a chunk of 2^16 values (16 bins per dispatch), then a sum over the chunks.
fn histograms(rt: &Runtime, label: &str, log2: usize, repeat: usize) {
    let exec = rt.executor();
    let guest = Guest::new(rt);
    let (scope, tenant) = (guest.scope(rt), &guest.tenant);
    let n = 1u32 << (log2 - 1);
    let values: Vec<u32> = (0..n).map(|i| i.wrapping_mul(2_654_435_761) >> 7).collect();
    let input = guest.upload(rt, Elem::U32, &values);
    let tools = OpTools::new(rt.guard().clone());
    // 16 dispatches of 16 bins, each invocation one bin over 2^16 values: every dispatch's
    // loop work (2^30 at 2^26 values) within the cpu executor's budget on two threads.
    let (chunk, per) = (1u32 << 16, 16u32);
    let chunks = n.div_ceil(chunk);
    let counting = Kernel::create(
        exec,
        tenant,
        rt.guard(),
        &KernelDesc {
            name: "count".into(),
            source: "fn kernel(b: u32, c: u32) -> u32 {
                var k = 0u;
                for (var i = 0u; i < 65536u; i++) {
                    let at = c * 65536u + i;
                    if (at >= a_shape()) { break; }
                    k += select(0u, 1u, a(at) / 131072u == first + b);
                }
                return k;
            }"
            .into(),
            params: vec![
                Param::array("a", Elem::U32, 1, Edge::Zero),
                Param { name: "first".into(), kind: ParamKind::Scalar(Elem::U32) },
            ],
            output: vec![per, chunks],
            output_elem: Elem::U32,
            constants: Vec::new(),
            outputs: Vec::new(),
        },
    )
    .expect("count kernel");
    let mut fast = Vec::new();
    let mut slow = Vec::new();
    let mut same = true;
    // At small sizes the kernel's dispatch gets a smaller loop budget than its 65 536 turns.
    let mut cut = None;
    for sample in 0..=repeat {
        pollster::block_on(async {
            let start = Instant::now();
            let op = Op::Histogram { bins: 256, lo: Scalar::U32(0), hi: Scalar::U32(1 << 25) };
            let (counts, _) = run(scope, &tools, &op, &input).await.expect("histogram");
            let a = counts.read(exec).await.expect("read");
            let t = start.elapsed().as_secs_f64() * 1e3;
            let start = Instant::now();
            let mut parts = Vec::new();
            for first in (0..256).step_by(per as usize) {
                let (out, _) = scope.alloc_array_for_write(u64::from(per * chunks) * 4).expect("alloc");
                let args = [Arg::Resident(&input), Arg::Scalar(Scalar::U32(first))];
                let origin = counting.run(exec, &args, &out).await.expect("count");
                let grid =
                    ResidentArray::new(Shape::new(&[per, chunks]).expect("shape"), Elem::U32, out, origin);
                let sum = Op::Reduce { op: ReduceOp::Sum, axis: Some(1) };
                let (sums, _) = run(scope, &tools, &sum, &grid).await.expect("sum");
                parts.push(sums);
            }
            let mut counts = Vec::new();
            for sums in &parts {
                match sums.read(exec).await {
                    Ok(HostData::U32(v)) => counts.extend(v),
                    Ok(_) => {}
                    Err(e) => cut = Some(e),
                }
            }
            let b = HostData::U32(counts);
            let u = start.elapsed().as_secs_f64() * 1e3;
            same &= a == b;
            if sample > 0 {
                fast.push(t);
                slow.push(u);
            }
        });
    }
    let (f, s) = (Spread::of_ms(&fast), Spread::of_ms(&slow));
    println!("{label}: histogram of 2^{} u32 into 256 bins", log2 - 1);
    println!("  reductions.histogram  {f}");
    match cut {
        Some(e) => println!("  kernel interface      not at this size: {e}"),
        None => {
            println!("  kernel interface      {s}  ({:.1}x the histogram's time)", s.median / f.median);
            assert!(same, "the two histograms differ");
        }
    }
}

/// An exclusive sum scan of 2^(k−1) u32 values through `reductions.scan`, against a copy
/// kernel over the same array, both queued `runs` times and then waited for.
fn scans(rt: &Runtime, label: &str, log2: usize, repeat: usize, runs: usize) {
    let mut base = ScanSettings::default();
    if let Ok(Ok(blocks)) = std::env::var("SCAN_TILED_MIN").map(|v| v.parse()) {
        base.tiled_min_blocks = blocks;
        println!("{label}: scan levels of {blocks} blocks or more run tiled");
    }
    let exec = rt.executor();
    let guest = Guest::new(rt);
    let (scope, tenant) = (guest.scope(rt), &guest.tenant);
    let n = 1u32 << (log2 - 1);
    let values: Vec<u32> = (0..n).map(|i| i % 7).collect();
    let shape = Shape::new(&[n]).expect("shape");
    let input = guest.upload(rt, Elem::U32, &values);
    let mut tools = OpTools::new(rt.guard().clone());
    let copy = guest.copy_kernel(rt, Elem::U32, n);
    let outputs: Vec<_> =
        (0..2).map(|_| scope.alloc_array_for_write(shape.bytes()).expect("alloc").0).collect();
    let mut barrier_ms = Vec::new();
    // The same scan in one pass by decoupled look-back (`ScanSettings::look_back`), with
    // and without subgroup operations; its last sample's result against the trees'.
    let (mut look_ms, mut look_barrier_ms) = (Vec::new(), Vec::new());
    let mut look_same = None;
    let look_back = look_back_settings();
    // The trees with tiles of 4096 (16 elements an invocation, `ScanSettings::per_invocation`)
    // by levels with and without subgroup operations, and in one pass by look-back without;
    // each one's last element in the last sample.
    let mut wide_ms: [Vec<f64>; 3] = Default::default();
    let mut wide_last = [0u32; 3];
    let (mut scan_ms, mut copy_ms, mut fresh_ms, mut pipe_ms, mut fixed_ms) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    // Integer scans run by passes of their own (`scan::tree` on GPUs, `scan::span` on the cpu
    // executor); the same scan by the fixed-order passes of f32 scans is measured in the same
    // samples. `SCAN_TREES=1` runs trees on a software adapter too (lavapipe), where they are
    // slower.
    let own =
        if std::env::var_os("SCAN_TREES").is_some() { IntegerPasses::Always } else { IntegerPasses::Auto };
    base.integer_passes = own;
    tools.scan.settings = base;
    // The same tools (and caches) with other scan settings.
    let with = |settings: ScanSettings| OpTools {
        scan: ScanTools { settings, ..tools.scan.clone() },
        ..tools.clone()
    };
    // Where the scan runs as trees on a device with subgroups, the trees fold across workgroups
    // with them; the same trees folding by barriers alone are measured in the same samples.
    let trees = exec.backend().kind == wasm_host::exec::BackendKind::Gpu
        && (own == IntegerPasses::Always || !exec.backend().on_cpu);
    let subgroups = trees && exec.limits().subgroups.is_some();
    let mut last = 0u32;
    // The same scan as a pipeline's one step: its passes and the copy of its result into a new
    // array in one submission per call, each call waiting for its work.
    let op = Op::Scan { op: ReduceOp::Sum, axis: 0, exclusive: true };
    let desc = PlanDesc {
        kernels: Vec::new(),
        inputs: vec![Param::array("v", Elem::U32, 1, Edge::Zero)],
        steps: vec![StepDesc { work: Work::Op(op), args: vec![Operand::Input(0)] }],
        outputs: vec![Operand::Step(0)],
    };
    let fusion = (false, StepFusion::default());
    let mut pipe = Pipeline::create(scope, desc, PipelineOptions::default(), fusion, tools.clone())
        .expect("a scan pipeline");
    let mut piped = 0u32;
    // The device's own times (GPU timestamps, where it has them): a timed pipeline of the copy
    // kernel, then the scan, both of the input; with tiles of 8 and of 16 an invocation.
    let timed_desc = PlanDesc {
        kernels: vec![copy.clone()],
        inputs: vec![Param::array("v", Elem::U32, 1, Edge::Zero)],
        steps: vec![
            StepDesc { work: Work::Kernel(0), args: vec![Operand::Input(0)] },
            StepDesc { work: Work::Op(op), args: vec![Operand::Input(0)] },
        ],
        outputs: vec![Operand::Step(0), Operand::Step(1)],
    };
    let timed_options = PipelineOptions { timings: Some(true), ..PipelineOptions::default() };
    let mut timed: Vec<(u32, Pipeline, [Vec<f64>; 2])> = Vec::new();
    // (Tiles of 16 where the scan runs as trees: elsewhere the same passes twice.)
    for per in [8, 16].into_iter().filter(|&per| per == 8 || trees) {
        let t = with(ScanSettings { per_invocation: per, ..base });
        let p =
            Pipeline::create(scope, timed_desc.clone(), timed_options, fusion, t).expect("a timed pipeline");
        if p.timed() {
            timed.push((per, p, Default::default()));
        }
    }
    for sample in 0..=repeat {
        pollster::block_on(async {
            let (s, out) = timed_scans(scope, &tools, tenant, &input, runs).await;
            if let HostData::U32(v) = out.read(exec).await.expect("read") {
                last = v[v.len() - 1];
            }
            let start = Instant::now();
            for k in 0..runs {
                copy.run(exec, &[Arg::Resident(&input)], &outputs[k % 2]).await.expect("copy");
            }
            exec.finish(tenant).await.expect("finish");
            let c = start.elapsed().as_secs_f64() * 1e3 / runs as f64;
            // The copy as a guest's `kernel.run` makes it: a new output array per call.
            let start = Instant::now();
            for _ in 0..runs {
                let (fresh, _) = scope.alloc_array_for_write(shape.bytes()).expect("alloc");
                copy.run(exec, &[Arg::Resident(&input)], &fresh).await.expect("copy");
            }
            exec.finish(tenant).await.expect("finish");
            let f = start.elapsed().as_secs_f64() * 1e3 / runs as f64;
            let start = Instant::now();
            let mut out = None;
            for _ in 0..runs {
                let (o, _) = pipe.run(scope, &[PipelineArg::Resident(&input)]).await.expect("pipeline scan");
                out = o.into_iter().next();
            }
            let p = start.elapsed().as_secs_f64() * 1e3 / runs as f64;
            let never = with(ScanSettings { integer_passes: IntegerPasses::Never, ..base });
            let (fixed, _) = timed_scans(scope, &never, tenant, &input, runs).await;
            if subgroups {
                let barriers = with(ScanSettings { subgroups: false, ..base });
                let (ms, _) = timed_scans(scope, &barriers, tenant, &input, runs).await;
                if sample > 0 {
                    barrier_ms.push(ms);
                }
            }
            if trees {
                for (on, times) in [(true, &mut look_ms), (false, &mut look_barrier_ms)] {
                    if on || subgroups {
                        let looking =
                            with(ScanSettings { subgroups: on, look_back: Some(look_back), ..base });
                        let (ms, out) = timed_scans(scope, &looking, tenant, &input, runs).await;
                        if sample > 0 {
                            times.push(ms);
                        }
                        if sample == repeat && on {
                            let (_, trees) = timed_scans(scope, &tools, tenant, &input, 1).await;
                            let (a, b) = (out.read(exec).await, trees.read(exec).await);
                            look_same = Some(a.expect("read") == b.expect("read"));
                        }
                    }
                }
                for (k, (on, look)) in [(true, false), (false, false), (false, true)].into_iter().enumerate()
                {
                    let wide = with(ScanSettings {
                        per_invocation: 16,
                        subgroups: on,
                        look_back: look.then_some(look_back),
                        ..base
                    });
                    let (ms, out) = timed_scans(scope, &wide, tenant, &input, runs).await;
                    if sample > 0 {
                        wide_ms[k].push(ms);
                    }
                    if sample == repeat
                        && let HostData::U32(v) = out.read(exec).await.expect("read")
                    {
                        wide_last[k] = v[v.len() - 1];
                    }
                }
            }
            for (_, p, times) in &mut timed {
                for _ in 0..runs {
                    p.run(scope, &[PipelineArg::Resident(&input)]).await.expect("timed pipeline");
                    let steps = &p.last_times().expect("a timed run's times").steps;
                    if sample > 0 {
                        for (step, ns) in steps {
                            times[*step as usize].push(*ns as f64 / 1e6);
                        }
                    }
                }
            }
            if let Some(HostData::U32(v)) = match out {
                Some(o) => Some(o.read(exec).await.expect("read")),
                None => None,
            } {
                piped = v[v.len() - 1];
            }
            if sample > 0 {
                scan_ms.push(s);
                copy_ms.push(c);
                fresh_ms.push(f);
                pipe_ms.push(p);
                fixed_ms.push(fixed);
            }
        });
    }
    let want: u32 = values[..values.len() - 1].iter().sum();
    assert_eq!(last, want, "the scan's last element");
    assert_eq!(piped, want, "the pipeline scan's last element");
    let (s, c) = (Spread::of_ms(&scan_ms), Spread::of_ms(&copy_ms));
    println!("{label}: exclusive sum scan of 2^{} u32", log2 - 1);
    println!("  scan  {s}");
    println!("  copy  {c}  (scan / copy {:.2}, medians)", s.median / c.median);
    let x = Spread::of_ms(&fixed_ms);
    println!("  the same scan by the fixed-order passes  {x}  (/ copy {:.2})", x.median / c.median);
    if subgroups {
        let b = Spread::of_ms(&barrier_ms);
        println!("  the same scan without subgroup operations  {b}  (/ copy {:.2})", b.median / c.median);
    }
    if trees {
        let l = Spread::of_ms(&look_ms);
        println!("  (look-back: {look_back:?})");
        let same = if look_same == Some(true) {
            "the same values as the trees'"
        } else {
            "VALUES DIFFER from the trees'"
        };
        println!(
            "  the same scan in one pass by decoupled look-back  {l}  (/ copy {:.2}; {same})",
            l.median / c.median
        );
        if subgroups {
            let b = Spread::of_ms(&look_barrier_ms);
            println!("  the same, without subgroup operations  {b}  (/ copy {:.2})", b.median / c.median);
        }
        let form = wasm_host::scan::tree::form(exec, &ScanSettings { per_invocation: 16, ..base });
        let names = [
            "trees by levels",
            "trees by levels without subgroup operations",
            "one pass by look-back without subgroup operations",
        ];
        for (k, name) in names.into_iter().enumerate().filter(|&(k, _)| k != 1 || subgroups) {
            assert_eq!(
                wide_last[k], want,
                "the last element of the scan by {name}, {} an invocation",
                form.per
            );
            let w = Spread::of_ms(&wide_ms[k]);
            println!(
                "  {} elements an invocation: {name}  {w}  (/ copy {:.2})",
                form.per,
                w.median / c.median
            );
        }
    }
    for (per, _, [copy, scan]) in &timed {
        let (s, c) = (Spread::of_ms(scan), Spread::of_ms(copy));
        let per = if *per == 8 { "" } else { ", 16 elements an invocation" };
        println!("  GPU timestamps (a timed pipeline: the copy kernel, then the scan{per}):");
        println!("    scan  {s}  (/ copy {:.2}, medians)", s.median / c.median);
        println!("    copy  {c}");
    }
    let f = Spread::of_ms(&fresh_ms);
    println!("  copy into a new array per call  {f}  (scan / that {:.2})", s.median / f.median);
    let p = Spread::of_ms(&pipe_ms);
    println!(
        "  as a pipeline step, its result copied out, waited for per call  {p}  (/ copy {:.2}, / a new copy {:.2})",
        p.median / c.median,
        p.median / f.median
    );
}

/// `runs` exclusive sum scans of `input` by the passes `tools`' scan settings choose,
/// waited for: the milliseconds a call took and the last call's result.
async fn timed_scans(
    scope: GuestScope<'_>,
    tools: &OpTools,
    tenant: &Tenant,
    input: &ResidentArray,
    runs: usize,
) -> (f64, ResidentArray) {
    let op = Op::Scan { op: ReduceOp::Sum, axis: 0, exclusive: true };
    let start = Instant::now();
    let mut out = run(scope, tools, &op, input).await.expect("scan").0;
    for _ in 1..runs {
        out = run(scope, tools, &op, input).await.expect("scan").0;
    }
    scope.exec.finish(tenant).await.expect("finish");
    (start.elapsed().as_secs_f64() * 1e3 / runs as f64, out)
}

/// How the look-back scan waits: `LOOK_BACK=window,patience` (tiles read per round, rounds
/// without progress before a workgroup folds the missing tile itself), else the default.
fn look_back_settings() -> wasm_host::scan::tree::LookBack {
    let default = wasm_host::scan::tree::LookBack::DEFAULT;
    let Ok(v) = std::env::var("LOOK_BACK") else { return default };
    let parts: Vec<u32> = v.split(',').filter_map(|p| p.trim().parse().ok()).collect();
    match parts[..] {
        [window, patience] => wasm_host::scan::tree::LookBack { window, patience, ..default },
        _ => panic!("LOOK_BACK={v}: expected window,patience (e.g. 256,32)"),
    }
}

/// A plain sum (`iter().sum()`: one chain of dependent adds, as Rust writes a sum) and one of
/// 16 running sums (lanes the compiler vectorizes: as fast as memory allows), on one thread
/// and split over every core.
fn native(values: &[f32], repeat: usize) {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let plain = |v: &[f32]| v.iter().copied().sum::<f32>();
    let lanes = |v: &[f32]| {
        let mut acc = [0.0f32; 16];
        let mut chunks = v.chunks_exact(16);
        for c in &mut chunks {
            for (a, x) in acc.iter_mut().zip(c) {
                *a += x;
            }
        }
        acc.iter().sum::<f32>() + chunks.remainder().iter().sum::<f32>()
    };
    let bytes = values.len() as f64 * 4.0;
    let mut sink = 0.0f32;
    for (name, one) in [("native", &plain as &(dyn Fn(&[f32]) -> f32 + Sync)), ("native16", &lanes)] {
        let mut single = Vec::new();
        let mut multi = Vec::new();
        for _ in 0..repeat {
            let start = Instant::now();
            sink += std::hint::black_box(one(values));
            single.push(start.elapsed().as_secs_f64() * 1e3);
            let start = Instant::now();
            let chunk = values.len().div_ceil(threads);
            let parts: Vec<f32> = std::thread::scope(|s| {
                let handles: Vec<_> = values.chunks(chunk).map(|c| s.spawn(move || one(c))).collect();
                handles.into_iter().map(|h| h.join().unwrap_or(0.0)).collect()
            });
            sink += std::hint::black_box(parts.iter().sum::<f32>());
            multi.push(start.elapsed().as_secs_f64() * 1e3);
        }
        let (a, b) = (Spread::of_ms(&single), Spread::of_ms(&multi));
        println!("{name:<8} x1   {a}  {:.1} GB/s", bytes / a.median / 1e6);
        println!("{name:<8} x{threads:<2}  {b}  {:.1} GB/s   (sink {sink})", bytes / b.median / 1e6);
    }
}

fn main() {
    let which = std::env::args().skip(1).find(|a| !a.starts_with('-')).unwrap_or_else(|| "cpu".into());
    let log2 = env("REDUCE_LOG2", 27);
    let (repeat, runs) = (env("REPEAT", 7), env("RUNS", 10));
    let values: Vec<f32> = (0..1usize << log2).map(|i| ((i * 7919) % 1000) as f32 / 1000.0 - 0.5).collect();
    println!("reduce bench: 2^{log2} f32, {repeat} samples of {runs} calls");
    // `SCANS_ONLY=1`: the scans alone (another `LOOK_BACK` in the same device run).
    let all = std::env::var_os("SCANS_ONLY").is_none();
    if all {
        native(&values, repeat);
    }
    if which == "cpu" || which == "both" {
        let threads = env("CPU_THREADS", std::thread::available_parallelism().map_or(1, |n| n.get()));
        let config = Config {
            backend: Backend::Cpu,
            // Room for the scans' arrays at 2^26 (the input, two copies, the queued new copies,
            // the scan pipeline's buffers): the most a tenant may have (4 GiB), not the default 2.
            cpu: CpuOptions {
                threads,
                max_memory_bytes: 4 << 30,
                interleave: std::env::var_os("CPU_UNPAIRED").is_none(),
                ..CpuOptions::default()
            },
            ..Config::default()
        };
        let rt = Runtime::new(config).expect("cpu executor");
        if all {
            bench(&rt, &format!("cpu executor x{threads}"), &values, repeat, runs);
            histograms(&rt, &format!("cpu executor x{threads}"), log2, repeat.min(3));
        }
        scans(&rt, &format!("cpu executor x{threads}"), log2, repeat.min(3), runs);
    }
    if which == "gpu" || which == "both" {
        match Runtime::new(Config { backend: Backend::Gpu, ..Config::default() }) {
            Ok(rt) => {
                let label = format!("wgpu ({})", rt.backend().name);
                if all {
                    bench(&rt, &label, &values, repeat, runs);
                    histograms(&rt, &label, log2, repeat);
                }
                scans(&rt, &label, log2, repeat, runs);
            }
            Err(e) => println!("gpu: none ({e})"),
        }
    }
}
