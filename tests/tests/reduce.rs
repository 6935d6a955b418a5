//! Reductions (`reductions.reduce`, `wasm_host::reduce`) on both executors against the host's
//! oracle of the documented fold order, **bit for bit** (f32 included: the order is fixed, so
//! the sums are the same numbers; the data keeps subnormals out, which a GPU may flush):
//! random shapes of every rank with odd extents and lengths across the pass boundaries (256,
//! 257, 65,537), every axis and all axes, one-element arrays, every op and element type,
//! NaN and signed zeros for `min`/`max`, wrapping integers; and the errors. Histograms
//! (`reductions.histogram`) likewise, exactly, against `histogram::oracle`; scans
//! (`reductions.scan`, inclusive and exclusive) bit for bit against `scan::oracle`.
//!
//! Seeds: each test prints its seed; `WASM_HOST_SEED` replays it.

#![allow(clippy::print_stderr)]

use wasm_host::Runtime;
use wasm_host::array::{Elem, HostData, ResidentArray, Scalar, Shape};
use wasm_host::config::Quotas;
use wasm_host::config::StepFusion;
use wasm_host::error::{ErrorKind, Result};
use wasm_host::exec::Tenant;
use wasm_host::guest::GuestScope;
use wasm_host::histogram;
use wasm_host::kernel::{Arg, Edge, Kernel, KernelDesc, Param, ParamKind};
use wasm_host::ledger::Ledger;
use wasm_host::ops::{self, Op};
use wasm_host::pipeline::{Pipeline, PipelineArg, PipelineOptions};
use wasm_host::plan::{Operand, PlanDesc, StepDesc, Work};
use wasm_host::reduce::{self, ReduceOp};
use wasm_host::scan::{self, ScanSettings, tree::LookBack};
use wasm_host_tests::*;

/// One guest's state, as `GpuCtx` keeps it.
struct Guest<'r> {
    rt: &'r Runtime,
    tenant: Tenant,
    ledger: Ledger,
    quotas: Quotas,
    tools: ops::OpTools,
}

impl<'r> Guest<'r> {
    fn new(rt: &'r Runtime, quotas: Quotas) -> Guest<'r> {
        let tenant = rt.executor().open_tenant().expect("a tenant");
        Guest {
            rt,
            tenant,
            ledger: Ledger::new(&quotas),
            quotas,
            tools: ops::OpTools::new(rt.guard().clone()),
        }
    }

    fn scope(&self) -> GuestScope<'_> {
        GuestScope {
            exec: self.rt.executor(),
            tenant: &self.tenant,
            ledger: &self.ledger,
            quotas: &self.quotas,
        }
    }

    fn upload(&self, shape: &[u32], data: &HostData) -> Result<ResidentArray> {
        let shape = Shape::new(shape)?;
        // The array's count goes back at once; its bytes stay paid while the buffer lives.
        let (buffer, _count) = self.scope().alloc_array_for_write(shape.bytes())?;
        self.rt.executor().write_buffer(&buffer, 0, data.as_bytes())?;
        Ok(ResidentArray::new(shape, data.elem(), buffer, None))
    }

    /// Reduces and reads the result back: (shape, values, passes).
    fn reduce(
        &self,
        op: ReduceOp,
        input: &ResidentArray,
        axis: Option<u32>,
    ) -> Result<(Vec<u32>, HostData, u32)> {
        pollster::block_on(async {
            let (out, passes) = ops::run(self.scope(), &self.tools, &Op::Reduce { op, axis }, input).await?;
            let values = out.read(self.rt.executor()).await?;
            Ok((out.shape().dims().to_vec(), values, passes))
        })
    }
}

fn f32_combine(op: ReduceOp) -> impl Fn(f32, f32) -> f32 {
    move |a, b| match op {
        ReduceOp::Sum => a + b,
        ReduceOp::Product => a * b,
        ReduceOp::Min | ReduceOp::Max if a.is_nan() => a,
        ReduceOp::Min | ReduceOp::Max if b.is_nan() => b,
        ReduceOp::Min => {
            if a <= b {
                a
            } else {
                b
            }
        }
        ReduceOp::Max => {
            if a >= b {
                a
            } else {
                b
            }
        }
    }
}

fn i32_combine(op: ReduceOp) -> impl Fn(i32, i32) -> i32 {
    move |a, b| match op {
        ReduceOp::Sum => a.wrapping_add(b),
        ReduceOp::Product => a.wrapping_mul(b),
        ReduceOp::Min => a.min(b),
        ReduceOp::Max => a.max(b),
    }
}

fn u32_combine(op: ReduceOp) -> impl Fn(u32, u32) -> u32 {
    move |a, b| match op {
        ReduceOp::Sum => a.wrapping_add(b),
        ReduceOp::Product => a.wrapping_mul(b),
        ReduceOp::Min => a.min(b),
        ReduceOp::Max => a.max(b),
    }
}

/// The oracle's result for `data`.
fn expected(op: ReduceOp, data: &HostData, shape: &[u32], axis: Option<u32>) -> HostData {
    match data {
        HostData::F32(v) => HostData::F32(reduce::oracle(v, shape, axis, f32_combine(op))),
        HostData::I32(v) => HostData::I32(reduce::oracle(v, shape, axis, i32_combine(op))),
        HostData::U32(v) => HostData::U32(reduce::oracle(v, shape, axis, u32_combine(op))),
    }
}

/// Bit for bit; any NaN matches any NaN (a GPU may quiet a NaN it passes on).
fn same(got: &HostData, want: &HostData) -> Option<String> {
    let bits = |d: &HostData| -> Vec<u32> { bytemuck::cast_slice(d.as_bytes()).to_vec() };
    let (g, w) = (bits(got), bits(want));
    if g.len() != w.len() || got.elem() != want.elem() {
        return Some(format!("{} {} values, expected {} {}", g.len(), got.elem(), w.len(), want.elem()));
    }
    let nan = |b: u32| got.elem() == Elem::F32 && f32::from_bits(b).is_nan();
    let bad = g.iter().zip(&w).position(|(&a, &b)| a != b && !(nan(a) && nan(b)))?;
    Some(format!("element {bad}: {:#010x}, expected {:#010x} (of {} elements)", g[bad], w[bad], g.len()))
}

/// Random data of `elem` for `op`, free of subnormal results: f32 sums of values in (−1, 1),
/// products of values near 1.
fn data(rng: &mut Rng, elem: Elem, op: ReduceOp, n: usize) -> HostData {
    match elem {
        Elem::F32 if op == ReduceOp::Product => {
            HostData::F32(rng.f32s(n, 1.0).into_iter().map(|v| 1.0 + v / 64.0).collect())
        }
        Elem::F32 => HostData::F32(rng.f32s(n, 1.0)),
        Elem::I32 => HostData::I32(rng.i32s(n)),
        Elem::U32 => HostData::U32(rng.u32s(n)),
    }
}

fn check(g: &Guest<'_>, op: ReduceOp, shape: &[u32], axis: Option<u32>, input: &HostData, seed_note: &str) {
    let array = g.upload(shape, input).expect("upload");
    let (dims, got, passes) = g
        .reduce(op, &array, axis)
        .unwrap_or_else(|e| panic!("{op:?} {shape:?} axis {axis:?}: {e} ({seed_note})"));
    let want = expected(op, input, shape, axis);
    let want_shape = reduce::output_shape(&Shape::new(shape).unwrap(), axis).unwrap();
    assert_eq!(dims, want_shape.dims(), "{op:?} {shape:?} axis {axis:?}: shape ({seed_note})");
    let n = match axis {
        None => shape.iter().product::<u32>(),
        Some(a) => shape[a as usize],
    };
    let folds = g.tools.reduce.folds.on(g.rt.executor());
    let tiled = matches!(axis, None | Some(0));
    assert_eq!(
        passes as usize,
        reduce::pass_count(n, tiled, folds),
        "{op:?} {shape:?} axis {axis:?}: passes ({folds:?})"
    );
    if let Some(diff) = same(&got, &want) {
        panic!("{op:?} of {} {shape:?} over axis {axis:?} ({folds:?}): {diff} ({seed_note})", input.elem());
    }
}

/// Every op and element type on random shapes: odd extents, every rank, every axis and all.
fn random_shapes(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let seed_note = format!("seed {}", rng.0);
    let g = Guest::new(rt, Quotas::default());
    let extents = [1u32, 2, 3, 7, 31, 255, 256, 257, 300, 513];
    for op in ReduceOp::ALL {
        for elem in [Elem::F32, Elem::I32, Elem::U32] {
            for _ in 0..3 {
                let rank = 1 + (rng.next() % 3) as usize;
                let shape: Vec<u32> =
                    (0..rank).map(|_| extents[(rng.next() as usize) % extents.len()]).collect();
                let n: u32 = shape.iter().product();
                if n > 1 << 18 {
                    continue;
                }
                let axis = match rng.next() % (rank as u32 + 1) {
                    a if a == rank as u32 => None,
                    a => Some(a),
                };
                let input = data(&mut rng, elem, op, n as usize);
                check(&g, op, &shape, axis, &input, &seed_note);
            }
        }
    }
}

/// Lengths at the pass and span boundaries, one element, and a long row (three passes).
fn lengths(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let seed_note = format!("seed {}", rng.0);
    let g = Guest::new(rt, Quotas::default());
    for n in [1u32, 255, 256, 257, 65_537, 200_003] {
        for op in [ReduceOp::Sum, ReduceOp::Max] {
            let input = data(&mut rng, Elem::F32, op, n as usize);
            check(&g, op, &[n], None, &input, &seed_note);
            check(&g, op, &[n], Some(0), &input, &seed_note);
        }
    }
    // Around whole spans of 64 · 256 elements along a strided axis (spans of 64 partials):
    // exactly one span, one more element, a last span of fewer elements than partials, and of
    // just past 64 elements, and of 260 (partials of one and two elements); every op and type.
    for n in [16_384u32, 16_385, 16_384 * 5 + 63, 16_384 * 2 + 260] {
        for op in ReduceOp::ALL {
            for elem in [Elem::F32, Elem::I32, Elem::U32] {
                let input = data(&mut rng, elem, op, 2 * n as usize);
                check(&g, op, &[2, n], Some(1), &input, &seed_note);
            }
        }
    }
    // Around tiles of 4096 (every axis at once, or axis 0: `reduce::tile`), each way of folding
    // them the executor can run (the workgroup trees only on GPU adapters): one tile, one more
    // element, a last tile of fewer than 256 elements (partials without elements), of 256 and
    // of 257, lines of several tiles side by side, and a line of 257 tiles (a second level: one
    // tile of 257 values); every op and element type.
    let gpu = rt.backend().kind == wasm_host::exec::BackendKind::Gpu;
    for folds in [reduce::tile::Folds::Split, reduce::tile::Folds::Workgroup] {
        if folds == reduce::tile::Folds::Workgroup && !gpu {
            continue;
        }
        let mut g = Guest::new(rt, Quotas::default());
        g.tools.reduce.folds = folds;
        for n in [4096u32, 4097, 4096 * 3 + 200, 4096 * 2 + 256, 4096 * 2 + 257, 4096 * 257 + 5] {
            let large = n > 1 << 20;
            for op in ReduceOp::ALL.into_iter().filter(|&op| !large || op == ReduceOp::Sum) {
                for elem in
                    [Elem::F32, Elem::I32, Elem::U32].into_iter().filter(|&e| !large || e != Elem::I32)
                {
                    let input = data(&mut rng, elem, op, n as usize);
                    check(&g, op, &[n], None, &input, &seed_note);
                    check(&g, op, &[1, n], None, &input, &seed_note);
                }
            }
            if !large {
                let input = data(&mut rng, Elem::F32, ReduceOp::Sum, 3 * n as usize);
                check(&g, ReduceOp::Sum, &[n, 3], Some(0), &input, &seed_note);
                check(&g, ReduceOp::Sum, &[n, 1, 3], Some(0), &input, &seed_note);
            }
        }
    }
    // Every axis of one 3-D grid whose axes need one, two and three passes.
    let shape = [3u32, 300, 70_000 / 300];
    let input = data(&mut rng, Elem::F32, ReduceOp::Sum, shape.iter().product::<u32>() as usize);
    for axis in [Some(0), Some(1), Some(2), None] {
        check(&g, ReduceOp::Sum, &shape, axis, &input, &seed_note);
    }
}

/// `min`/`max` with NaN anywhere, and zeros of both signs: NaN wins; of equal values the earlier.
fn nan_and_zeros(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let seed_note = format!("seed {}", rng.0);
    let g = Guest::new(rt, Quotas::default());
    for n in [1usize, 5, 300, 1000] {
        let mut v = rng.f32s(n, 1.0);
        let at = (rng.next() as usize) % n;
        v[at] = f32::NAN;
        for op in [ReduceOp::Min, ReduceOp::Max, ReduceOp::Sum] {
            let (_, got, _) =
                g.reduce(op, &g.upload(&[n as u32], &HostData::F32(v.clone())).unwrap(), None).unwrap();
            let HostData::F32(got) = got else { panic!("f32") };
            assert!(got[0].is_nan(), "{op:?} of {n} values with a NaN at {at}: {} ({seed_note})", got[0]);
        }
        // Zeros only: the sign of the earliest in fold order.
        let zeros: Vec<f32> = (0..n).map(|_| if rng.next().is_multiple_of(2) { 0.0 } else { -0.0 }).collect();
        for op in [ReduceOp::Min, ReduceOp::Max] {
            check(&g, op, &[n as u32], None, &HostData::F32(zeros.clone()), &seed_note);
        }
    }
    // Sums of zeros: a tile's missing elements are folded as −0, which keeps a −0 (+0 would
    // not). And longer lines of zeros for `min`/`max` (two levels of tiles).
    for n in [300usize, 5000, 4096 * 300] {
        let zeros: Vec<f32> = (0..n).map(|k| if k % 7 == 3 { 0.0 } else { -0.0 }).collect();
        let negative = vec![-0.0f32; n];
        for op in [ReduceOp::Min, ReduceOp::Max, ReduceOp::Sum] {
            check(&g, op, &[n as u32], None, &HostData::F32(zeros.clone()), &seed_note);
        }
        check(&g, ReduceOp::Sum, &[n as u32], None, &HostData::F32(negative), &seed_note);
    }
    // A lone −0 stays −0 (no identity is added), also in a sum.
    let (_, got, _) =
        g.reduce(ReduceOp::Sum, &g.upload(&[1], &HostData::F32(vec![-0.0])).unwrap(), None).unwrap();
    assert_eq!(got.as_bytes(), (-0.0f32).to_bits().to_le_bytes());
}

/// Named errors: an axis past the rank, a destroyed array, the guest's byte quota; and the
/// kernels are made once per (op, type, rank, axis).
fn errors_and_kernels(rt: &Runtime) {
    let g = Guest::new(rt, Quotas::default());
    let a = g.upload(&[4, 3], &HostData::F32(vec![1.0; 12])).unwrap();
    let e = g.reduce(ReduceOp::Sum, &a, Some(2)).unwrap_err();
    assert_eq!(e.kind(), Some(ErrorKind::Invalid), "{e}");
    assert!(e.to_string().contains("axis 2 is past the rank"), "{e}");
    let mut d = g.upload(&[4], &HostData::F32(vec![1.0; 4])).unwrap();
    d.destroy();
    let e = g.reduce(ReduceOp::Sum, &d, None).unwrap_err();
    assert_eq!(e.kind(), Some(ErrorKind::Refused), "{e}");
    for _ in 0..3 {
        g.reduce(ReduceOp::Sum, &a, Some(0)).unwrap();
        g.reduce(ReduceOp::Sum, &a, Some(1)).unwrap();
        g.reduce(ReduceOp::Sum, &a, None).unwrap();
    }
    assert_eq!(g.tools.reduce.reducers.len(), 3, "one kernel per (op, type, rank, axis)");
    // A guest with room for its input and little more: the passes' arrays are paid for.
    let n = 1u32 << 16;
    let tight = Guest::new(rt, Quotas { max_array_bytes: u64::from(n) * 4 + 64, ..Quotas::default() });
    let big = tight.upload(&[n], &HostData::F32(vec![1.0; n as usize])).unwrap();
    let e = tight.reduce(ReduceOp::Sum, &big, None).unwrap_err();
    assert_eq!(e.kind(), Some(ErrorKind::Quota), "{e}");
    drop(big);
    // The executor may still hold the upload's buffer until its write has run.
    let bytes = || tight.ledger.used(wasm_host::ledger::Account::Bytes);
    let start = std::time::Instant::now();
    while bytes() != 0 && start.elapsed() < std::time::Duration::from_secs(10) {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(bytes(), 0, "every array was given back");
}

impl Guest<'_> {
    /// Counts into `bins` bins over [lo, hi) and reads the counts back.
    fn histogram(&self, input: &ResidentArray, bins: u32, lo: Scalar, hi: Scalar) -> Result<Vec<u32>> {
        pollster::block_on(async {
            let (out, _) =
                ops::run(self.scope(), &self.tools, &Op::Histogram { bins, lo, hi }, input).await?;
            assert_eq!(out.shape().dims(), [bins]);
            match out.read(self.rt.executor()).await? {
                HostData::U32(v) => Ok(v),
                other => panic!("a histogram of {} values", other.elem()),
            }
        })
    }
}

/// Histograms of every element type against the oracle, exactly: bin counts from 1 to 65,536
/// (in workgroup memory up to 4096, straight into the result past it), ranges that cut the data,
/// NaN and ±inf, integers at their extremes.
fn histograms(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let seed_note = format!("seed {}", rng.0);
    let g = Guest::new(rt, Quotas::default());
    for (n, bins) in
        [(1usize, 1u32), (1000, 3), (70_001, 256), (200_003, 4096), (65_537, 4097), (100_000, 65_536)]
    {
        let mut f = rng.f32s(n, 2.0);
        for k in 0..n.min(7) {
            f[(rng.next() as usize) % n] =
                [f32::NAN, f32::INFINITY, f32::NEG_INFINITY, 1.0, -1.0, 0.0, -0.0][k];
        }
        let i = rng.i32s(n);
        let u = rng.u32s(n);
        let cases = [
            (HostData::F32(f), Scalar::F32(-1.0), Scalar::F32(1.0)),
            (HostData::I32(i), Scalar::I32(i32::MIN), Scalar::I32(i32::MAX)),
            (HostData::I32(rng.i32s(n)), Scalar::I32(-1000), Scalar::I32(7)),
            (HostData::U32(u), Scalar::U32(0), Scalar::U32(u32::MAX)),
            (
                HostData::U32(rng.u32s(n).into_iter().map(|v| v % 300).collect()),
                Scalar::U32(0),
                Scalar::U32(256),
            ),
        ];
        for (data, lo, hi) in cases {
            let input = g.upload(&[n as u32], &data).unwrap();
            let got = g
                .histogram(&input, bins, lo, hi)
                .unwrap_or_else(|e| panic!("{} x{n} into {bins}: {e} ({seed_note})", data.elem()));
            let want = histogram::oracle(&data, bins, lo, hi).unwrap();
            if let Some(b) = (0..bins as usize).find(|&b| got[b] != want[b]) {
                panic!(
                    "{} x{n} into {bins} over [{lo:?}, {hi:?}): bin {b} counted {}, expected {} ({seed_note})",
                    data.elem(),
                    got[b],
                    want[b]
                );
            }
        }
    }
    // A rank-2 array counts all its elements.
    let grid = g.upload(&[3, 5], &HostData::U32((0..15).collect())).unwrap();
    assert_eq!(g.histogram(&grid, 3, Scalar::U32(0), Scalar::U32(15)).unwrap(), vec![5, 5, 5]);
}

/// A histogram's bad bin counts and ranges are `invalid`, named; a destroyed array `refused`.
fn histogram_errors(rt: &Runtime) {
    let g = Guest::new(rt, Quotas::default());
    let a = g.upload(&[4], &HostData::F32(vec![0.5; 4])).unwrap();
    let bad = [
        (0, Scalar::F32(0.0), Scalar::F32(1.0), "1 to 65536 bins"),
        (65_537, Scalar::F32(0.0), Scalar::F32(1.0), "1 to 65536 bins"),
        (4, Scalar::F32(1.0), Scalar::F32(0.0), "finite lo < hi"),
        (4, Scalar::F32(0.0), Scalar::F32(f32::INFINITY), "finite lo < hi"),
        (4, Scalar::U32(0), Scalar::U32(1), "two f32 scalars"),
    ];
    for (bins, lo, hi, says) in bad {
        let e = g.histogram(&a, bins, lo, hi).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Invalid), "{e}");
        assert!(e.to_string().contains(says), "{e}");
    }
    let mut d = g.upload(&[4], &HostData::F32(vec![1.0; 4])).unwrap();
    d.destroy();
    let e = g.histogram(&d, 4, Scalar::F32(0.0), Scalar::F32(1.0)).unwrap_err();
    assert_eq!(e.kind(), Some(ErrorKind::Refused), "{e}");
    assert_eq!(g.tools.histograms.len(), 0, "nothing was compiled for a refused call");
}

impl Guest<'_> {
    /// Scans and reads the result back.
    fn scan(&self, op: ReduceOp, input: &ResidentArray, axis: u32, exclusive: bool) -> Result<HostData> {
        pollster::block_on(async {
            let (out, _) =
                ops::run(self.scope(), &self.tools, &Op::Scan { op, axis, exclusive }, input).await?;
            assert_eq!(out.shape(), input.shape());
            out.read(self.rt.executor()).await
        })
    }
}

/// The oracle's scan of `data`.
fn scanned(op: ReduceOp, data: &HostData, shape: &[u32], axis: u32, exclusive: bool) -> HostData {
    let id = op.identity(data.elem());
    match data {
        HostData::F32(v) => {
            HostData::F32(scan::oracle(v, shape, axis, exclusive, f32::from_bits(id), f32_combine(op)))
        }
        HostData::I32(v) => {
            HostData::I32(scan::oracle(v, shape, axis, exclusive, id as i32, i32_combine(op)))
        }
        HostData::U32(v) => HostData::U32(scan::oracle(v, shape, axis, exclusive, id, u32_combine(op))),
    }
}

/// How the tree cases of [`scans`] run (the guest's `ScanSettings`).
#[derive(Clone, Copy, Debug)]
struct Way {
    subgroups: bool,
    ballot: bool,
    look_back: Option<LookBack>,
    /// Elements per invocation (`ScanSettings::per_invocation`).
    per: u32,
}

/// Scans of every op and type, inclusive and exclusive, over every axis of random shapes and
/// along rows that need one, two and three levels of block (or tile) totals; bit for bit.
fn scans(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let seed_note = format!("seed {}", rng.0);
    let mut g = Guest::new(rt, Quotas::default());
    let extents = [1u32, 2, 3, 7, 255, 256, 257, 300, 513];
    // 2^20 + 7: a first level tiled on GPUs, the levels below not (the tiled passes start at
    // 4096 blocks here).
    g.tools.scan.settings.tiled_min_blocks = 1 << 12;
    // Integer scans as workgroup trees on lavapipe too, whose own choice is the plain passes.
    g.tools.scan.settings.integer_passes = scan::IntegerPasses::Always;
    let mut cases: Vec<(Vec<u32>, u32)> = vec![
        (vec![1], 0),
        (vec![256], 0),
        (vec![257], 0),
        (vec![65_537], 0),
        (vec![70_001], 0),
        (vec![(1 << 20) + 7], 0),
    ];
    // Integer scans on GPUs run as tiles of 2048 (`scan::tree`): rows of three levels of
    // tiles, lines of several tiles side by side (three levels too), a line after an axis of
    // extent 1. Every op where small, sums and maxima where large (the sums tell most: the test
    // data pins integer minima, maxima and products to their extremes within a few elements).
    // The rows of three levels (over 2^22 elements) add a level only to the tiles of 2048
    // folded level by level; a scan by look-back runs in one pass, and tiles of 4096 reach two
    // levels either way, so those ways run a row of 600,001 instead: past the default
    // look-back window (256 tiles of 2048) and two levels of tiles of 4096.
    let trees: Vec<(Vec<u32>, u32)> = vec![
        (vec![(1 << 22) + 2052], 0),
        (vec![2049 * 3, 5], 0),
        (vec![(1 << 22) + 2049, 2], 0),
        (vec![1, 4099, 3], 1),
        (vec![600_001], 0),
    ];
    for _ in 0..8 {
        let rank = 1 + (rng.next() % 3) as usize;
        let shape: Vec<u32> = (0..rank).map(|_| extents[(rng.next() as usize) % extents.len()]).collect();
        if shape.iter().product::<u32>() <= 1 << 18 {
            let axis = rng.next() % rank as u32;
            cases.push((shape, axis));
        }
    }
    // (op, shape, axis, element types, whether a tree case)
    type Run = (ReduceOp, Vec<u32>, u32, Vec<Elem>, bool);
    let mut runs: Vec<Run> = cases
        .into_iter()
        .enumerate()
        .map(|(k, (shape, axis))| {
            (ReduceOp::ALL[k % 4], shape, axis, vec![Elem::F32, Elem::I32, Elem::U32], false)
        })
        .collect();
    for (shape, axis) in trees {
        let large = shape.iter().product::<u32>() > 1 << 19;
        for op in
            ReduceOp::ALL.into_iter().filter(|&op| !large || matches!(op, ReduceOp::Sum | ReduceOp::Max))
        {
            runs.push((op, shape.clone(), axis, vec![Elem::I32, Elem::U32], true));
        }
    }
    // Where the device has subgroups (lavapipe's are 8 wide), the tree cases run folding across
    // workgroups by subgroup operations (also with every lane of a minimum or maximum scan
    // found in the subgroup's ballot, as where not every lane is active), and by trees of
    // barriers; each also in one pass by decoupled look-back: as by default, with windows of a
    // few tiles and no patience (every way through the rounds with few tiles), and with no tile
    // publishing anything (every tile folds every tile before it itself: the small cases).
    let subgroups = rt.executor().limits().subgroups;
    // (The cpu executor scans integers by spans: one way.)
    let gpu = rt.backend().kind == wasm_host::exec::BackendKind::Gpu;
    let eager = |window| LookBack { window, patience: 0, publish: true };
    let silent = LookBack { publish: false, ..LookBack::DEFAULT };
    let mut ways: Vec<Way> = Vec::new();
    for sg in [true, false].into_iter().filter(|&sg| !sg || subgroups.is_some()) {
        ways.push(Way { subgroups: sg, ballot: false, look_back: None, per: 8 });
        if sg {
            ways.push(Way { subgroups: sg, ballot: true, look_back: None, per: 8 });
        }
        if !gpu {
            break;
        }
        ways.push(Way { subgroups: sg, ballot: false, look_back: Some(LookBack::DEFAULT), per: 8 });
        ways.push(Way { subgroups: sg, ballot: sg, look_back: Some(eager(if sg { 2 } else { 3 })), per: 8 });
        ways.push(Way { subgroups: sg, ballot: false, look_back: Some(silent), per: 8 });
        // Tiles of 4096: 16 elements an invocation.
        ways.push(Way { subgroups: sg, ballot: sg, look_back: None, per: 16 });
        ways.push(Way { subgroups: sg, ballot: false, look_back: Some(eager(2)), per: 16 });
    }
    if gpu {
        // The wider tiles must fit the device's workgroup memory, or the ways above of 16
        // elements would run as tiles of 8 unnoticed.
        let form =
            scan::tree::form(rt.executor(), &ScanSettings { per_invocation: 16, ..g.tools.scan.settings });
        assert_eq!(form.per, 16, "{}: {:?}", rt.backend().name, rt.executor().limits());
    }
    eprintln!("scans on {}: subgroups {subgroups:?}", rt.backend().name);
    let runs: Vec<_> = ways
        .iter()
        .enumerate()
        .flat_map(|(k, &way)| {
            runs.iter()
                .filter(move |r| k == 0 || r.4)
                .filter(move |r| {
                    let len = r.1.iter().product::<u32>();
                    let levels = way.look_back.is_none() && way.per == 8;
                    (way.look_back.is_none_or(|l| l.publish) || len < 1 << 15)
                        && (levels || len <= 1 << 20)
                        && (!levels || len != 600_001)
                })
                .map(move |r| (way, r))
        })
        .collect();
    for (way, (op, shape, axis, elems, _)) in runs {
        let (op, axis) = (*op, axis);
        g.tools.scan.settings = ScanSettings {
            subgroups: way.subgroups,
            ballot_lanes: way.ballot,
            look_back: way.look_back,
            per_invocation: way.per,
            ..g.tools.scan.settings
        };
        for &elem in elems {
            let input = data(&mut rng, elem, op, shape.iter().product::<u32>() as usize);
            let array = g.upload(shape, &input).unwrap();
            for exclusive in [false, true] {
                let got = g.scan(op, &array, *axis, exclusive).unwrap_or_else(|e| {
                    panic!("{op:?} scan of {elem} {shape:?} axis {axis} ({way:?}): {e} ({seed_note})")
                });
                let want = scanned(op, &input, shape, *axis, exclusive);
                if let Some(diff) = same(&got, &want) {
                    panic!(
                        "{op:?} scan (exclusive {exclusive}, {way:?}, subgroups of {subgroups:?}) of {elem} {shape:?} along {axis}: \
                         {diff} ({seed_note})"
                    );
                }
            }
        }
    }
    g.tools.scan.settings =
        ScanSettings { integer_passes: scan::IntegerPasses::Always, ..ScanSettings::default() };
    let e = g
        .scan(ReduceOp::Sum, &g.upload(&[4, 4], &HostData::U32(vec![1; 16])).unwrap(), 2, false)
        .unwrap_err();
    assert_eq!(e.kind(), Some(ErrorKind::Invalid), "{e}");
    assert!(e.to_string().contains("axis 2 is past the rank"), "{e}");
    // The invocation limit per call counts every level's dispatches together: a scan of 70,001
    // f32 elements makes five (512 + 512 + 256 + 256 + 256 invocations), each under 1000.
    let limited = Guest::new(rt, Quotas { max_invocations_per_call: Some(1000), ..Quotas::default() });
    let long = limited.upload(&[70_001], &HostData::F32(vec![1.0; 70_001])).unwrap();
    let e = limited.scan(ReduceOp::Sum, &long, 0, false).unwrap_err();
    assert_eq!(e.kind(), Some(ErrorKind::Quota), "{e}");
    assert!(e.to_string().contains("a call of 1792 invocations"), "{e}");
    let roomy = Guest::new(rt, Quotas { max_invocations_per_call: Some(1792), ..Quotas::default() });
    let long = roomy.upload(&[70_001], &HostData::F32(vec![1.0; 70_001])).unwrap();
    roomy.scan(ReduceOp::Sum, &long, 0, false).expect("a scan within the limit");
}

/// A rank-2 f32 array parameter.
fn f32x2(name: &str) -> Param {
    Param { name: name.into(), kind: ParamKind::Array { elem: Elem::F32, rank: 2, edge: Edge::Zero } }
}

impl Guest<'_> {
    /// A kernel of this guest with an f32 output of `output` (of several outputs where
    /// `outputs` names them).
    fn kernel(
        &self,
        name: &str,
        source: &str,
        params: Vec<Param>,
        output: [u32; 2],
        outputs: &[(&str, Elem)],
    ) -> Kernel {
        let desc = KernelDesc {
            name: name.into(),
            source: source.into(),
            params,
            output: output.to_vec(),
            output_elem: Elem::F32,
            constants: Vec::new(),
            outputs: outputs
                .iter()
                .map(|&(n, elem)| wasm_host::kernel::Output { name: n.into(), elem })
                .collect(),
        };
        Kernel::create(self.rt.executor(), &self.tenant, self.rt.guard(), &desc).expect("kernel")
    }
}

/// Reductions, scans and histograms as pipeline steps, fused and generic: the same bits as the
/// oracles of the calls, on inputs and on kernel steps' results, with per-call shapes (a scan
/// of an input, a scan of that scan, a kernel reading it), kernel steps after them (a pointwise
/// pair that fuses), a second call on new data (the histogram's counts start from zero again)
/// and a third on another shape (the plan's buffers and passes made again).
fn pipeline_steps(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let seed_note = format!("seed {}", rng.0);
    let g = Guest::new(rt, Quotas::default());
    let (w, h) = (300u32, 257u32);
    let kernel = |name: &str, source: &str, params: Vec<Param>| g.kernel(name, source, params, [w, h], &[]);
    let scale = kernel(
        "scale",
        "fn kernel(x: u32, y: u32) -> f32 { return a * u(x, y); }",
        vec![f32x2("u"), Param { name: "a".into(), kind: ParamKind::Scalar(Elem::F32) }],
    );
    let neg = kernel("neg", "fn kernel(x: u32, y: u32) -> f32 { return -v(x, y); }", vec![f32x2("v")]);
    let op = |o: Op| Work::Op(o);
    let step = |work: Work, args: Vec<Operand>| StepDesc { work, args };
    let desc = || PlanDesc {
        kernels: vec![scale.clone(), neg.clone()],
        inputs: vec![f32x2("u")],
        steps: vec![
            step(Work::Kernel(0), vec![Operand::Input(0), Operand::Scalar(Scalar::F32(2.0))]),
            step(op(Op::Reduce { op: ReduceOp::Sum, axis: Some(1) }), vec![Operand::Step(0)]),
            step(op(Op::Reduce { op: ReduceOp::Max, axis: None }), vec![Operand::Input(0)]),
            step(op(Op::Scan { op: ReduceOp::Sum, axis: 0, exclusive: false }), vec![Operand::Input(0)]),
            step(Work::Kernel(1), vec![Operand::Step(3)]),
            step(op(Op::Scan { op: ReduceOp::Max, axis: 1, exclusive: true }), vec![Operand::Step(3)]),
            step(
                op(Op::Histogram { bins: 16, lo: Scalar::F32(-4.0), hi: Scalar::F32(4.0) }),
                vec![Operand::Step(0)],
            ),
            step(Work::Kernel(0), vec![Operand::Step(4), Operand::Scalar(Scalar::F32(0.5))]),
            step(Work::Kernel(0), vec![Operand::Step(7), Operand::Scalar(Scalar::F32(3.0))]),
        ],
        outputs: [1, 2, 3, 4, 5, 6, 8].map(Operand::Step).to_vec(),
    };
    let fusion = StepFusion { pointwise: true, max_steps: 4, on_cpu: true, bands: 4, band_cells: 1024 };
    for fuse in [None, Some(false)] {
        let options = PipelineOptions { fuse, timings: Some(true), ..PipelineOptions::default() };
        let mut p = Pipeline::create(g.scope(), desc(), options, (false, fusion), g.tools.clone())
            .unwrap_or_else(|e| panic!("create: {e}"));
        assert_eq!(p.layout().steps, 9);
        for (call, (cw, ch)) in [(w, h), (w, h), (200, 100)].into_iter().enumerate() {
            let n = (cw * ch) as usize;
            let u: Vec<f32> = rng.f32s(n, 1.0);
            let outs = pollster::block_on(async {
                let arg = PipelineArg::Data(Shape::new(&[cw, ch]).unwrap(), HostData::F32(u.clone()));
                let (arrays, report) = p.run(g.scope(), &[arg]).await?;
                let mut outs = Vec::new();
                for a in &arrays {
                    outs.push((a.shape().dims().to_vec(), a.read(rt.executor()).await?));
                }
                Ok::<_, wasm_host::Error>((outs, report))
            });
            let (outs, report) =
                outs.unwrap_or_else(|e| panic!("call {call} (fuse {fuse:?}): {e} ({seed_note})"));
            assert_eq!(report.steps, 9);
            // The kernels read 0 outside their inputs.
            let at =
                |v: &[f32], x: u32, y: u32| if x < cw && y < ch { v[(x + cw * y) as usize] } else { 0.0 };
            let grid = |f: &dyn Fn(u32, u32) -> f32| -> Vec<f32> {
                (0..h).flat_map(|y| (0..w).map(move |x| (x, y))).map(|(x, y)| f(x, y)).collect()
            };
            let s0 = grid(&|x, y| 2.0 * at(&u, x, y));
            let HostData::F32(s3) = scanned(ReduceOp::Sum, &HostData::F32(u.clone()), &[cw, ch], 0, false)
            else {
                panic!("f32")
            };
            let s4 = grid(&|x, y| -at(&s3, x, y));
            let s8: Vec<f32> = s4.iter().map(|v| 3.0 * (0.5 * v)).collect();
            let want: Vec<(Vec<u32>, HostData)> = vec![
                (vec![w], expected(ReduceOp::Sum, &HostData::F32(s0.clone()), &[w, h], Some(1))),
                (vec![1], expected(ReduceOp::Max, &HostData::F32(u.clone()), &[cw, ch], None)),
                (vec![cw, ch], HostData::F32(s3.clone())),
                (vec![w, h], HostData::F32(s4)),
                (vec![cw, ch], scanned(ReduceOp::Max, &HostData::F32(s3.clone()), &[cw, ch], 1, true)),
                (
                    vec![16],
                    HostData::U32(
                        histogram::oracle(&HostData::F32(s0), 16, Scalar::F32(-4.0), Scalar::F32(4.0))
                            .unwrap(),
                    ),
                ),
                (vec![w, h], HostData::F32(s8)),
            ];
            for (k, ((got_shape, got), (want_shape, want))) in outs.iter().zip(&want).enumerate() {
                assert_eq!(got_shape, want_shape, "output {k}, call {call} (fuse {fuse:?})");
                if let Some(diff) = same(got, want) {
                    panic!("output {k}, call {call} (fuse {fuse:?}): {diff} ({seed_note})");
                }
            }
            // An operation's passes are one timed entry, in the plan's order.
            if p.timed() {
                let times = p.last_times().expect("a timed run's step times");
                let steps: Vec<u32> = times.steps.iter().map(|s| s.0).collect();
                assert!(steps.windows(2).all(|w| w[0] < w[1]), "timed steps {steps:?}");
                assert_eq!(steps.len(), p.step_kernels().count(), "{steps:?}");
            }
        }
        if fuse.is_none() {
            let f = p.fusion().expect("a report");
            assert_eq!(f.fused_steps, 2, "steps 7 and 8 merge, nothing spans an operation: {f:?}");
        }
    }
}

/// Inputs and outputs of 8 MiB: on the cpu executor the schedule's copies in and out of that
/// size are split among its workers (dispatches of its copy program), timed runs included; the
/// values are those of the one-thread copies, bit for bit, call after call.
fn pipeline_large_copies(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let seed_note = format!("seed {}", rng.0);
    let g = Guest::new(rt, Quotas::default());
    let n = (1u32 << 21) + 5;
    let u1 = f32x2("u");
    let affine = g.kernel(
        "affine",
        "fn kernel(x: u32, y: u32) -> f32 { return 2.0 * u(x, y) + 1.0; }",
        vec![u1.clone()],
        [n, 1],
        &[],
    );
    let desc = PlanDesc {
        kernels: vec![affine],
        inputs: vec![u1],
        steps: vec![
            StepDesc { work: Work::Kernel(0), args: vec![Operand::Input(0)] },
            StepDesc {
                work: Work::Op(Op::Scan { op: ReduceOp::Sum, axis: 0, exclusive: false }),
                args: vec![Operand::Step(0)],
            },
        ],
        outputs: vec![Operand::Step(0), Operand::Step(1)],
    };
    let options = PipelineOptions { timings: Some(true), ..PipelineOptions::default() };
    let fusion = StepFusion { pointwise: true, max_steps: 4, on_cpu: true, bands: 4, band_cells: 1024 };
    let mut p = Pipeline::create(g.scope(), desc, options, (false, fusion), g.tools.clone())
        .unwrap_or_else(|e| panic!("create: {e}"));
    for call in 0..2 {
        let u: Vec<f32> = rng.f32s(n as usize, 1.0);
        let outs = pollster::block_on(async {
            let arg = PipelineArg::Data(Shape::new(&[n, 1]).unwrap(), HostData::F32(u.clone()));
            let (arrays, _) = p.run(g.scope(), &[arg]).await?;
            let mut outs = Vec::new();
            for a in &arrays {
                outs.push(a.read(rt.executor()).await?);
            }
            Ok::<_, wasm_host::Error>(outs)
        })
        .unwrap_or_else(|e| panic!("call {call}: {e} ({seed_note})"));
        let s0: Vec<f32> = u.iter().map(|v| 2.0 * v + 1.0).collect();
        let s1 = scanned(ReduceOp::Sum, &HostData::F32(s0.clone()), &[n, 1], 0, false);
        for (k, (got, want)) in outs.iter().zip([HostData::F32(s0), s1]).enumerate() {
            if let Some(diff) = same(got, &want) {
                panic!("output {k}, call {call}: {diff} ({seed_note})");
            }
        }
        if p.timed() {
            let times = p.last_times().expect("a timed run's step times");
            assert_eq!(times.steps.len(), p.step_kernels().count(), "call {call}");
        }
    }
}

/// A plan's operation steps are checked like kernel steps (named errors before anything runs),
/// and their passes count against the guest's invocation limit per call and its step limit.
fn pipeline_step_errors(rt: &Runtime) {
    let g = Guest::new(rt, Quotas::default());
    let f32x1 = Param::array("u", Elem::F32, 1, Edge::Zero);
    let s = Param { name: "s".into(), kind: ParamKind::Scalar(Elem::F32) };
    let plan = |work: Op, args: Vec<Operand>| PlanDesc {
        kernels: Vec::new(),
        inputs: vec![f32x1.clone(), s.clone()],
        steps: vec![StepDesc { work: Work::Op(work), args }],
        outputs: vec![Operand::Step(0)],
    };
    let sum = |axis| Op::Reduce { op: ReduceOp::Sum, axis };
    let create = |d: PlanDesc, g: &Guest<'_>| {
        let fusion = StepFusion::default();
        Pipeline::create(g.scope(), d, PipelineOptions::default(), (false, fusion), g.tools.clone())
    };
    let cases: Vec<(PlanDesc, &str)> = vec![
        (plan(sum(None), vec![Operand::Input(0), Operand::Input(0)]), "reads one array, the step gives 2"),
        (plan(sum(None), vec![Operand::Input(1)]), "reads an array, it was given an f32 scalar"),
        (plan(sum(None), vec![Operand::Scalar(Scalar::F32(1.0))]), "reads an array"),
        (plan(sum(Some(1)), vec![Operand::Input(0)]), "axis 1 is past the rank"),
        (
            plan(Op::Scan { op: ReduceOp::Min, axis: 3, exclusive: false }, vec![Operand::Input(0)]),
            "axis 3 is past the rank",
        ),
        (
            plan(
                Op::Histogram { bins: 0, lo: Scalar::F32(0.0), hi: Scalar::F32(1.0) },
                vec![Operand::Input(0)],
            ),
            "1 to 65536 bins",
        ),
        (
            plan(Op::Histogram { bins: 4, lo: Scalar::U32(0), hi: Scalar::U32(1) }, vec![Operand::Input(0)]),
            "two f32 scalars",
        ),
        (
            plan(
                Op::Histogram { bins: 4, lo: Scalar::F32(1.0), hi: Scalar::F32(1.0) },
                vec![Operand::Input(0)],
            ),
            "finite lo < hi",
        ),
        (plan(sum(None), vec![Operand::Step(0)]), "not computed before it"),
    ];
    for (desc, says) in cases {
        let e = create(desc, &g).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Invalid), "{e}");
        assert!(e.to_string().contains("step 0") && e.to_string().contains(says), "{says}: {e}");
    }
    // A scan of 70,001 elements makes 1792 invocations (see `scans`): over a limit of 1000
    // per call, the call is refused before anything runs; the pipeline still answers a call
    // of a shape within it.
    let limited = Guest::new(rt, Quotas { max_invocations_per_call: Some(1000), ..Quotas::default() });
    let scan = Op::Scan { op: ReduceOp::Sum, axis: 0, exclusive: false };
    let mut p = create(plan(scan, vec![Operand::Input(0)]), &limited).expect("a scan step");
    let run = |p: &mut Pipeline, g: &Guest<'_>, n: u32| {
        pollster::block_on(async {
            let args = [
                PipelineArg::Data(Shape::new(&[n]).unwrap(), HostData::F32(vec![1.0; n as usize])),
                PipelineArg::Scalar(Scalar::F32(0.0)),
            ];
            let (out, _) = p.run(g.scope(), &args).await?;
            out[0].read(rt.executor()).await
        })
    };
    let e = run(&mut p, &limited, 70_001).unwrap_err();
    assert_eq!(e.kind(), Some(ErrorKind::Quota), "{e}");
    assert!(e.to_string().contains("a call of 1792 invocations"), "{e}");
    let HostData::F32(v) = run(&mut p, &limited, 300).expect("a scan within the limit") else {
        panic!("f32")
    };
    assert_eq!(v[299], 300.0);
    // Its passes count as steps: 5 for 70,001 elements (two levels of totals, three applies),
    // 3 for 300; a guest of 4 steps may run the second only.
    let few = Guest::new(rt, Quotas { max_plan_steps: 4, ..Quotas::default() });
    let mut p = create(plan(scan, vec![Operand::Input(0)]), &few).expect("a scan step");
    let e = run(&mut p, &few, 70_001).unwrap_err();
    assert_eq!(e.kind(), Some(ErrorKind::Quota), "{e}");
    assert!(
        e.to_string().contains("steps' 5 passes for these shapes are over this guest's limit of 4 steps"),
        "{e}"
    );
    run(&mut p, &few, 300).expect("a scan of 3 passes");
}

/// Kernels of several outputs as pipeline steps, fused and generic: each output read by later
/// steps (a kernel step, a reduction) and returned, an output nothing reads, output 0 named
/// both ways; the same bits as the kernels run one call at a time. And the named errors of an
/// output index past the kernel's outputs.
fn pipeline_several_outputs(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let seed_note = format!("seed {}", rng.0);
    let g = Guest::new(rt, Quotas::default());
    let (w, h) = (37u32, 23u32);
    let make = |name: &str, source: &str, params: Vec<Param>, outputs: &[(&str, Elem)]| {
        g.kernel(name, source, params, [w, h], outputs)
    };
    let grad = make(
        "grad",
        "fn kernel(x: u32, y: u32) -> Outputs { return Outputs(u(x + 1u, y) - u(x - 1u, y), u(x, y + 1u) - u(x, y - 1u)); }",
        vec![f32x2("u")],
        &[("gx", Elem::F32), ("gy", Elem::F32)],
    );
    let mag = make(
        "mag",
        "fn kernel(x: u32, y: u32) -> f32 { return a(x, y) * a(x, y) + b(x, y) * b(x, y); }",
        vec![f32x2("a"), f32x2("b")],
        &[],
    );
    let scale =
        make("scale", "fn kernel(x: u32, y: u32) -> f32 { return 2.0 * u(x, y); }", vec![f32x2("u")], &[]);
    let kernel = |k: u32, args: Vec<Operand>| StepDesc { work: Work::Kernel(k), args };
    let desc = PlanDesc {
        kernels: vec![grad.clone(), mag.clone(), scale.clone()],
        inputs: vec![f32x2("u")],
        steps: vec![
            kernel(0, vec![Operand::Input(0)]),
            kernel(1, vec![Operand::Step(0), Operand::Output(0, 1)]),
            kernel(0, vec![Operand::Step(1)]),
            StepDesc {
                work: Work::Op(Op::Reduce { op: ReduceOp::Sum, axis: None }),
                args: vec![Operand::Output(2, 1)],
            },
            kernel(2, vec![Operand::Output(0, 1)]),
        ],
        outputs: vec![
            Operand::Output(0, 0),
            Operand::Output(0, 1),
            Operand::Step(1),
            Operand::Output(2, 1),
            Operand::Step(3),
            Operand::Step(4),
        ],
    };
    let shape = Shape::new(&[w, h]).unwrap();
    let u: Vec<f32> = rng.f32s((w * h) as usize, 1.0);
    // The calls one at a time: the reference.
    let want: Vec<HostData> = pollster::block_on(async {
        let exec = rt.executor();
        let input = g.upload(&[w, h], &HostData::F32(u.clone()))?;
        async fn outs(g: &Guest<'_>, k: &Kernel, args: &[Arg<'_>], n: usize) -> Result<Vec<ResidentArray>> {
            let shape = *k.output();
            let bufs: Vec<_> = (0..n)
                .map(|_| g.scope().alloc_array_for_write(shape.bytes()).map(|b| b.0))
                .collect::<Result<_>>()?;
            let refs: Vec<&wasm_host::exec::Buffer> = bufs.iter().collect();
            let origin = k.run_outputs(g.rt.executor(), args, &shape, &refs).await?;
            Ok(bufs.into_iter().map(|b| ResidentArray::new(shape, Elem::F32, b, origin.clone())).collect())
        }
        let g0 = outs(&g, &grad, &[Arg::Resident(&input)], 2).await?;
        let m = outs(&g, &mag, &[Arg::Resident(&g0[0]), Arg::Resident(&g0[1])], 1).await?;
        let g2 = outs(&g, &grad, &[Arg::Resident(&m[0])], 2).await?;
        let (sum, _) =
            ops::run(g.scope(), &g.tools, &Op::Reduce { op: ReduceOp::Sum, axis: None }, &g2[1]).await?;
        let s4 = outs(&g, &scale, &[Arg::Resident(&g0[1])], 1).await?;
        let mut want = Vec::new();
        for a in [&g0[0], &g0[1], &m[0], &g2[1], &sum, &s4[0]] {
            want.push(a.read(exec).await?);
        }
        Ok::<_, wasm_host::Error>(want)
    })
    .unwrap_or_else(|e| panic!("the calls: {e}"));
    let fusion = StepFusion { pointwise: true, max_steps: 4, on_cpu: true, bands: 4, band_cells: 1024 };
    for fuse in [None, Some(false)] {
        let options = PipelineOptions { fuse, ..PipelineOptions::default() };
        let mut p = Pipeline::create(g.scope(), desc.clone(), options, (false, fusion), g.tools.clone())
            .unwrap_or_else(|e| panic!("create: {e}"));
        for call in 0..2 {
            let got = pollster::block_on(async {
                let arg = PipelineArg::Data(shape, HostData::F32(u.clone()));
                let (arrays, _) = p.run(g.scope(), &[arg]).await?;
                let mut got = Vec::new();
                for a in &arrays {
                    got.push(a.read(rt.executor()).await?);
                }
                Ok::<_, wasm_host::Error>(got)
            })
            .unwrap_or_else(|e| panic!("call {call} (fuse {fuse:?}): {e}"));
            for (k, (got, want)) in got.iter().zip(&want).enumerate() {
                if let Some(diff) = same(got, want) {
                    panic!("output {k}, call {call} (fuse {fuse:?}): {diff} ({seed_note})");
                }
            }
        }
    }
    // Errors, named before anything runs.
    let with = |f: &dyn Fn(&mut PlanDesc)| {
        let mut d = desc.clone();
        f(&mut d);
        Pipeline::create(g.scope(), d, PipelineOptions::default(), (false, fusion), g.tools.clone())
            .map(|_| ())
            .unwrap_err()
    };
    for (e, says) in [
        (
            with(&|d| d.steps[1].args[1] = Operand::Output(0, 5)),
            "step 1, argument 1: step 0 has 2 outputs; there is no output 5",
        ),
        (
            with(&|d| d.steps[4].args[0] = Operand::Output(3, 1)),
            "step 4, argument 0: step 3 has 1 outputs; there is no output 1",
        ),
        (
            with(&|d| d.steps[1].args[1] = Operand::Output(2, 1)),
            "step 1, argument 1: reads step 2, which is not computed before it",
        ),
        (with(&|d| d.outputs[0] = Operand::Output(9, 1)), "output 0: step 9 does not exist"),
        (
            with(&|d| d.outputs[0] = Operand::Output(1, 1)),
            "output 0: step 1 has 1 outputs; there is no output 1",
        ),
    ] {
        assert_eq!(e.kind(), Some(ErrorKind::Invalid), "{e}");
        assert!(e.to_string().contains(says), "{says}: {e}");
    }
}

/// A stencil's steps as blocks (bands on the cpu executor, workgroup tiles on a GPU) over
/// arrays of every rank, the banded axis the outermost (x of a line, y of a grid, z of a
/// volume), radii 1 and 2, step counts not a multiple of k, tiles of a few rows (many bands,
/// the halos clipped at both ends): bit for bit the unfused plan's results, within 1e-5 of
/// the Rust oracle (a GPU may contract `a * b + c`), and fewer dispatches than steps.
fn pipeline_blocks_of_every_rank(rt: &Runtime) {
    // Four cpu workers: bands pay where a barrier is large against a step's work per worker,
    // and on these arrays the model then always chooses them, whatever the machine's cores.
    let mut config = rt.config().clone();
    config.cpu.threads = 4;
    let rt = &Runtime::new(config).expect("a runtime");
    let mut rng = Rng::seeded();
    let seed_note = format!("seed {}", rng.0);
    let g = Guest::new(rt, Quotas::default());
    // (extents, source, radius on the outermost axis, the oracle's cell given a reader).
    type Cell = fn(&dyn Fn(i64, i64, i64) -> f32, i64, i64, i64) -> f32;
    let cases: [(Vec<u32>, &str, Cell); 3] = [
        (
            vec![1001],
            "fn kernel(x: u32) -> f32 { return 0.25 * u(x - 2u) + 0.5 * u(x) + 0.25 * u(x + 1u) + q(x); }",
            |u, x, _, _| 0.25 * u(x - 2, 0, 0) + 0.5 * u(x, 0, 0) + 0.25 * u(x + 1, 0, 0),
        ),
        (
            vec![37, 50],
            "fn kernel(x: u32, y: u32) -> f32 { return 0.2 * (u(x, y) + u(x - 1u, y) + u(x + 1u, y) + \
             u(x, y - 1u) + u(x, y + 1u)) + q(x, y); }",
            |u, x, y, _| {
                0.2 * (u(x, y, 0) + u(x - 1, y, 0) + u(x + 1, y, 0) + u(x, y - 1, 0) + u(x, y + 1, 0))
            },
        ),
        (
            vec![7, 5, 30],
            "fn kernel(x: u32, y: u32, z: u32) -> f32 { return 0.25 * (u(x, y, z - 1u) + u(x, y, z + 2u) + \
             u(x + 1u, y, z) + u(x, y, z)) + q(x, y, z); }",
            |u, x, y, z| 0.25 * (u(x, y, z - 1) + u(x, y, z + 2) + u(x + 1, y, z) + u(x, y, z)),
        ),
    ];
    for (dims, source, cell) in cases {
        let rank = dims.len() as u8;
        let arr = |name: &str| Param {
            name: name.into(),
            kind: ParamKind::Array { elem: Elem::F32, rank, edge: Edge::Zero },
        };
        let kernel = Kernel::create(
            rt.executor(),
            &g.tenant,
            rt.guard(),
            &KernelDesc {
                name: "sweep".into(),
                source: source.into(),
                params: vec![arr("q"), arr("u")],
                output: dims.clone(),
                output_elem: Elem::F32,
                constants: Vec::new(),
                outputs: Vec::new(),
            },
        )
        .expect("kernel");
        let steps = 11;
        let desc = PlanDesc {
            kernels: vec![kernel],
            inputs: vec![arr("q"), arr("u")],
            steps: (0..steps)
                .map(|i| StepDesc {
                    work: Work::Kernel(0),
                    args: vec![
                        Operand::Input(0),
                        if i == 0 { Operand::Input(1) } else { Operand::Step(i - 1) },
                    ],
                })
                .collect(),
            outputs: vec![Operand::Step(steps - 1)],
        };
        let n: usize = dims.iter().map(|&d| d as usize).product();
        let (q, u0) = (rng.f32s(n, 0.01), rng.f32s(n, 1.0));
        let row = dims[..dims.len() - 1].iter().product::<u32>();
        // Tiles of 12 rows of the outermost axis: blocks of up to 4 steps in several bands.
        let fusion =
            StepFusion { pointwise: true, max_steps: 4, on_cpu: true, bands: 4, band_cells: 12 * row };
        let mut results = Vec::new();
        for fuse in [None, Some(false)] {
            let options = PipelineOptions { fuse, ..PipelineOptions::default() };
            let mut p = Pipeline::create(g.scope(), desc.clone(), options, (false, fusion), g.tools.clone())
                .unwrap_or_else(|e| panic!("create: {e}"));
            let shape = Shape::new(&dims).unwrap();
            let (got, report) = pollster::block_on(async {
                let args = [
                    PipelineArg::Data(shape, HostData::F32(q.clone())),
                    PipelineArg::Data(shape, HostData::F32(u0.clone())),
                ];
                let (arrays, report) = p.run(g.scope(), &args).await?;
                Ok::<_, wasm_host::Error>((arrays[0].read(rt.executor()).await?, report))
            })
            .unwrap_or_else(|e| panic!("rank {rank}: {e} ({seed_note})"));
            if fuse.is_none() {
                assert!(2 * report.dispatches <= report.steps, "rank {rank}: {report:?} {:?}", p.fusion());
            }
            results.push(got);
        }
        assert!(
            same(&results[0], &results[1]).is_none(),
            "rank {rank}: fused and unfused differ ({seed_note})"
        );
        // The oracle: the same sums in f32.
        let d: Vec<i64> = (0..3).map(|a| i64::from(*dims.get(a).unwrap_or(&1))).collect();
        let mut u = u0.clone();
        for _ in 0..steps {
            let at = |x: i64, y: i64, z: i64| {
                let inside = (0..d[0]).contains(&x) && (0..d[1]).contains(&y) && (0..d[2]).contains(&z);
                if inside { u[(x + d[0] * (y + d[1] * z)) as usize] } else { 0.0 }
            };
            let mut next = vec![0.0f32; n];
            for (i, v) in next.iter_mut().enumerate() {
                let i64i = i as i64;
                let (x, y, z) = (i64i % d[0], i64i / d[0] % d[1], i64i / (d[0] * d[1]));
                *v = cell(&at, x, y, z) + q[i];
            }
            u = next;
        }
        let HostData::F32(got) = &results[0] else { panic!("f32 results") };
        let err = got.iter().zip(&u).map(|(a, b)| (a - b).abs() / b.abs().max(1.0)).fold(0.0f32, f32::max);
        assert!(err <= 1e-5, "rank {rank}: {err:e} from the oracle ({seed_note})");
    }
}

/// Bands' tiles are the guest's: on the cpu executor a plan that runs as bands needs more of
/// the guest's array bytes than the same plan run a dispatch per step (two tiles per worker),
/// and at the smallest quota the unfused plan fits in, the banded one is refused with `quota`
/// before anything runs; elsewhere (no bands) both fit the same quota.
fn pipeline_bands_are_charged(rt: &Runtime) {
    let mut config = rt.config().clone();
    config.cpu.threads = 4;
    let rt = &Runtime::new(config).expect("a runtime");
    let u = f32x2("u");
    let n = 64u32;
    let fusion = StepFusion { bands: 8, ..StepFusion::default() };
    let call = |max_array_bytes: u64, fuse: Option<bool>| -> wasm_host::error::Result<()> {
        let g = Guest::new(rt, Quotas { max_array_bytes, ..Quotas::default() });
        let k = g.kernel(
            "sweep",
            "fn kernel(x: u32, y: u32) -> f32 { return 0.25 * (u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u)); }",
            vec![u.clone()],
            [n, n],
            &[],
        );
        let desc = PlanDesc {
            kernels: vec![k],
            inputs: vec![u.clone()],
            steps: (0..8)
                .map(|i| StepDesc {
                    work: Work::Kernel(0),
                    args: vec![if i == 0 { Operand::Input(0) } else { Operand::Step(i - 1) }],
                })
                .collect(),
            outputs: vec![Operand::Step(7)],
        };
        let options = PipelineOptions { fuse, ..PipelineOptions::default() };
        let mut p = Pipeline::create(g.scope(), desc, options, (false, fusion), g.tools.clone())?;
        let data =
            PipelineArg::Data(Shape::new(&[n, n]).unwrap(), HostData::F32(vec![1.0; (n * n) as usize]));
        pollster::block_on(p.run(g.scope(), &[data])).map(|_| ())
    };
    // The smallest quota the plan fits in a dispatch per step, by bisection.
    let (mut lo, mut hi) = (0u64, 1 << 24);
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if call(mid, Some(false)).is_ok() { hi = mid } else { lo = mid }
    }
    let fused = call(hi, None);
    if rt.executor().band_parts().is_some() {
        let e = fused.expect_err("bands need their tiles paid");
        assert_eq!(e.kind(), Some(ErrorKind::Quota), "{e}");
        assert!(e.to_string().contains("band tiles"), "{e}");
        call(hi + (1 << 20), None).expect("with room for the tiles");
    } else {
        fused.expect("no bands: the same bytes");
    }
}

/// Integer scans as pipeline steps, one instance called again and again (the look-back's status
/// words cleared by each call, the instance's buffers kept): on GPUs as trees by levels and in
/// one pass by look-back; the same bits as the oracle's.
fn pipeline_integer_scans(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let seed_note = format!("seed {}", rng.0);
    let mut g = Guest::new(rt, Quotas::default());
    g.tools.scan.settings.integer_passes = scan::IntegerPasses::Always;
    let u32s = |name: &str| Param {
        name: name.into(),
        kind: ParamKind::Array { elem: Elem::U32, rank: 1, edge: Edge::Zero },
    };
    let sum = Op::Scan { op: ReduceOp::Sum, axis: 0, exclusive: false };
    let max = Op::Scan { op: ReduceOp::Max, axis: 0, exclusive: true };
    let desc = || PlanDesc {
        kernels: Vec::new(),
        inputs: vec![u32s("v")],
        steps: vec![
            StepDesc { work: Work::Op(sum), args: vec![Operand::Input(0)] },
            StepDesc { work: Work::Op(max), args: vec![Operand::Step(0)] },
        ],
        outputs: vec![Operand::Step(0), Operand::Step(1)],
    };
    let gpu = rt.backend().kind == wasm_host::exec::BackendKind::Gpu;
    let ways: &[Option<LookBack>] = if gpu {
        &[None, Some(LookBack::DEFAULT), Some(LookBack { window: 2, patience: 0, publish: true })]
    } else {
        &[None]
    };
    for &way in ways {
        g.tools.scan.settings.look_back = way;
        let mut p = Pipeline::create(
            g.scope(),
            desc(),
            PipelineOptions::default(),
            (false, StepFusion::default()),
            g.tools.clone(),
        )
        .unwrap_or_else(|e| panic!("create: {e}"));
        for (call, n) in [2049 * 5 + 3, 2049 * 5 + 3, 2049 * 5 + 3, 4097].into_iter().enumerate() {
            let v: Vec<u32> = (0..n).map(|_| rng.next() % 1000).collect();
            let got = pollster::block_on(async {
                let arg = PipelineArg::Data(Shape::new(&[n]).unwrap(), HostData::U32(v.clone()));
                let (arrays, _) = p.run(g.scope(), &[arg]).await?;
                let mut outs = Vec::new();
                for a in &arrays {
                    outs.push(a.read(rt.executor()).await?);
                }
                Ok::<_, wasm_host::Error>(outs)
            })
            .unwrap_or_else(|e| panic!("call {call} ({way:?}): {e} ({seed_note})"));
            let sums = scanned(ReduceOp::Sum, &HostData::U32(v), &[n], 0, false);
            let maxima = scanned(ReduceOp::Max, &sums, &[n], 0, true);
            for (k, want) in [sums, maxima].iter().enumerate() {
                if let Some(diff) = same(&got[k], want) {
                    panic!("output {k}, call {call} of {n} ({way:?}): {diff} ({seed_note})");
                }
            }
        }
    }
}

/// The tree scans' subgroup modules assume no subgroup size: on lavapipe (8 wide on this
/// machine's AVX2), `gpu::scans` runs again in a child process with lavapipe's 128-bit vectors,
/// where its subgroups are 4 wide (64 subgroups per workgroup). Elsewhere (another adapter, or
/// none) there is no second width to ask for, and the test says so.
#[test]
fn gpu_scans_with_subgroups_of_four() {
    const CHILD: &str = "WASM_HOST_TEST_SUBGROUPS_OF_FOUR";
    let Some(rt) = gpu_runtime() else { return };
    if std::env::var_os(CHILD).is_some() {
        return;
    }
    let subgroups = rt.executor().limits().subgroups;
    if !rt.backend().name.contains("llvmpipe") || subgroups != Some([8, 8]) {
        eprintln!(
            "not lavapipe with subgroups of 8 ({}, {subgroups:?}): nothing to rerun",
            rt.backend().name
        );
        return;
    }
    let out = std::process::Command::new(std::env::current_exe().expect("the test binary"))
        .args(["gpu::scans", "--exact", "--nocapture"])
        .env("LP_NATIVE_VECTOR_WIDTH", "128")
        .env(CHILD, "1")
        .output()
        .expect("the test binary runs again");
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "gpu::scans with subgroups of 4 failed:\n{text}");
    assert!(text.contains("subgroups Some([4, 4])"), "the child ran subgroups of 4:\n{text}");
    assert!(text.contains("1 passed"), "{text}");
}

on_both_executors!(
    random_shapes,
    lengths,
    nan_and_zeros,
    errors_and_kernels,
    histograms,
    histogram_errors,
    scans,
    pipeline_integer_scans,
    pipeline_steps,
    pipeline_step_errors,
    pipeline_several_outputs,
    pipeline_large_copies,
    pipeline_blocks_of_every_rank,
    pipeline_bands_are_charged
);
