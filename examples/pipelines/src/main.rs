//! Multi-pass workloads as pipelines: each is traced once and run by the host as one unit per
//! call, or (`--mode pass`) run the per-pass way, one `kernel.run` per step over resident
//! arrays, for comparison. The orchestration is written once ([`orchestrate`]) over a
//! [`Runner`]: tracing it records a plan, running it per pass calls the kernels.
//!
//! Usage: `pipelines WORKLOAD [--n N] [--height H] [--steps S] [--mode fused|sync|generic|pass]
//! [--repeat R] [--seed K] [--check] [--dump DIR] [--timings]`
//!
//! Workloads (n × n grids; `--height H` makes them n wide and H high): `jacobi` (Poisson sweeps, default 1024² × 512), `heat` (explicit
//! diffusion, 1024² × 1024), `gray-scott` (two kernels, four buffers, 512² × 1000), `life`
//! (u32 cells, 1024² × 512), `image` (blur and Sobel alternating, 2048² × 16), `tone` (passes
//! of a blur, an exposure and a curve, the last two pointwise: one dispatch per pass, 2048² ×
//! 16 passes).
//! - `--mode fused` (default) lets the host choose its fused executor; `sync` asks for one
//!   thread (`fused-sync` on the cpu); `generic` turns fusion off; `pass` calls kernels.
//! - `--repeat R` runs the whole computation R times and prints each time (until the outputs
//!   are read into the guest) and the median of the calls after the first (the first builds the
//!   pipeline's buffers); for a pipeline also the median of `run` alone (it returns when the
//!   work is done).
//! - `--args arrays|data|fresh`: how a pipeline is given its inputs: resident arrays (the
//!   default; the same array again is not copied again), the same guest data every call (the
//!   host compares and skips the upload), or data with one element changed every call (an
//!   upload every call);
//! - `--timings` times each step of every call and prints the last call's (GPU timestamps, or
//!   the cpu executor's clock);
//! - `--check` compares with the plain Rust oracle (the `pipeline-oracles` crate) and fails over tolerance;
//!   `--dump DIR` writes `in<i>.bin` and `out<i>.bin` (little-endian, row-major) to DIR.

use pipeline_oracles::{self as oracle, Grid};

use std::rc::Rc;
use std::time::Instant;

use guest_rs::{Arg, Array, Edge, Elem, Error, Kernel, Operand, Pipeline, Trace, Value, random_f32};

/// Something the orchestration calls kernels through: a trace or the per-pass runner.
trait Runner<'k> {
    /// A value it passes around.
    type V: Clone;
    /// One kernel call.
    fn call(&mut self, kernel: &'k Kernel, args: Vec<Op<Self::V>>) -> Result<Self::V, Error>;
}

/// An argument: a value or a constant f32.
enum Op<V> {
    V(V),
    F(f32),
}

/// Calls each kernel at once (per pass).
struct Pass;

impl<'k> Runner<'k> for Pass {
    type V = Rc<Array>;
    fn call(&mut self, kernel: &'k Kernel, args: Vec<Op<Rc<Array>>>) -> Result<Rc<Array>, Error> {
        let args: Vec<Arg<'_>> = args
            .iter()
            .map(|a| match a {
                Op::V(v) => Arg::Array(v),
                Op::F(f) => (*f).into(),
            })
            .collect();
        kernel.run(&args).map(Rc::new)
    }
}

/// Records each call into a trace.
struct Tracing<'t, 'k>(&'t mut Trace<'k>);

impl<'k> Runner<'k> for Tracing<'_, 'k> {
    type V = Value;
    fn call(&mut self, kernel: &'k Kernel, args: Vec<Op<Value>>) -> Result<Value, Error> {
        let ops: Vec<Operand> = args
            .into_iter()
            .map(|a| match a {
                Op::V(v) => v.into(),
                Op::F(f) => f.into(),
            })
            .collect();
        self.0.call(kernel, ops)
    }
}

const BLUR: &str = "fn kernel(x: u32, y: u32) -> f32 {
    var s = 0.0;
    s += img(x - 1u, y - 1u) + img(x, y - 1u) + img(x + 1u, y - 1u);
    s += img(x - 1u, y) + img(x, y) + img(x + 1u, y);
    s += img(x - 1u, y + 1u) + img(x, y + 1u) + img(x + 1u, y + 1u);
    return s / 9.0;
}";

const LAP: &str = "
fn lap_u(x: u32, y: u32) -> f32 { return u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u) - 4.0 * u(x, y); }
";

/// A workload: its kernels, its inputs and its oracle.
struct Workload {
    name: String,
    n: Grid,
    steps: u32,
    kernels: Vec<Kernel>,
}

fn build(
    source: &str,
    name: &str,
    arrays: &[&str],
    scalars: &[&str],
    n: Grid,
    elem: Elem,
) -> Result<Kernel, Error> {
    let mut b = Kernel::builder(source).name(name).output(n.dims()).output_elem(elem);
    for a in arrays {
        // The oracles' boundary: zeros past the grid.
        b = b.array_edge(a, elem, 2, Edge::Zero);
    }
    for s in scalars {
        b = b.scalar(s, Elem::F32);
    }
    b.build()
}

impl Workload {
    fn new(name: &str, n: Grid, steps: u32) -> Result<Workload, Box<dyn std::error::Error>> {
        let f = Elem::F32;
        let (gf, gk, du, dv, dt) = oracle::GS;
        let kernels = match name {
            "jacobi" => vec![build(
                "fn kernel(x: u32, y: u32) -> f32 {
                     return 0.25 * (u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u) - h2 * q(x, y));
                 }",
                "sweep",
                &["u", "q"],
                &["h2"],
                n,
                f,
            )?],
            "heat" => vec![build(
                &format!(
                    "{LAP} fn kernel(x: u32, y: u32) -> f32 {{ return u(x, y) + alpha * lap_u(x, y); }}"
                ),
                "heat",
                &["u"],
                &["alpha"],
                n,
                f,
            )?],
            "gray-scott" => {
                let lap_v = LAP.replace("u(", "v(").replace("lap_v", "lap_v").replace("fn lap_u", "fn lap_v");
                let common = format!("{LAP}{lap_v}");
                vec![
                    build(
                        &format!(
                            "{common} fn kernel(x: u32, y: u32) -> f32 {{
                                 let a = u(x, y); let b = v(x, y);
                                 return a + {dt:?} * ({du:?} * lap_u(x, y) - a * b * b + {gf:?} * (1.0 - a));
                             }}"
                        ),
                        "gray-scott-u",
                        &["u", "v"],
                        &[],
                        n,
                        f,
                    )?,
                    build(
                        &format!(
                            "{common} fn kernel(x: u32, y: u32) -> f32 {{
                                 let a = u(x, y); let b = v(x, y);
                                 return b + {dt:?} * ({dv:?} * lap_v(x, y) + a * b * b - ({gf:?} + {gk:?}) * b);
                             }}"
                        ),
                        "gray-scott-v",
                        &["u", "v"],
                        &[],
                        n,
                        f,
                    )?,
                ]
            }
            "life" => vec![build(
                "fn kernel(x: u32, y: u32) -> u32 {
                     var live = 0u;
                     live += c(x - 1u, y - 1u) + c(x, y - 1u) + c(x + 1u, y - 1u);
                     live += c(x - 1u, y) + c(x + 1u, y);
                     live += c(x - 1u, y + 1u) + c(x, y + 1u) + c(x + 1u, y + 1u);
                     return select(0u, 1u, live == 3u || (c(x, y) == 1u && live == 2u));
                 }",
                "life",
                &["c"],
                &[],
                n,
                Elem::U32,
            )?],
            "image" => vec![
                build(BLUR, "blur", &["img"], &[], n, f)?,
                build(
                    "fn kernel(x: u32, y: u32) -> f32 {
                         let gx = img(x + 1u, y - 1u) + 2.0 * img(x + 1u, y) + img(x + 1u, y + 1u)
                                - img(x - 1u, y - 1u) - 2.0 * img(x - 1u, y) - img(x - 1u, y + 1u);
                         let gy = img(x - 1u, y + 1u) + 2.0 * img(x, y + 1u) + img(x + 1u, y + 1u)
                                - img(x - 1u, y - 1u) - 2.0 * img(x, y - 1u) - img(x + 1u, y - 1u);
                         return sqrt(gx * gx + gy * gy);
                     }",
                    "sobel",
                    &["img"],
                    &[],
                    n,
                    f,
                )?,
            ],
            // Blur, then two pointwise steps: each pass fuses into one dispatch. The blur ends
            // in a multiply and the exposure begins with an add of its result: a compiler that
            // fused them into one multiply-add would change bits (the merged program prevents it).
            "tone" => vec![
                build(&BLUR.replace("s / 9.0", "s * (1.0 / 9.0)"), "blur", &["img"], &[], n, f)?,
                build(
                    "fn kernel(x: u32, y: u32) -> f32 { return clamp((img(x, y) + bias) * gain, 0.0, 1.0); }",
                    "expose",
                    &["img"],
                    &["gain", "bias"],
                    n,
                    f,
                )?,
                build(
                    "fn kernel(x: u32, y: u32) -> f32 { let v = img(x, y); return v * v * (3.0 - 2.0 * v); }",
                    "curve",
                    &["img"],
                    &[],
                    n,
                    f,
                )?,
            ],
            other => {
                return Err(format!(
                    "unknown workload {other:?} (jacobi, heat, gray-scott, life, image, tone)"
                )
                .into());
            }
        };
        Ok(Workload { name: name.to_string(), n, steps, kernels })
    }

    /// Input names and data (random, never all zero).
    fn inputs(&self, seed: u64) -> Vec<Data> {
        let cells = self.n.cells();
        let r = |k: u64| random_f32(seed.wrapping_add(k), cells);
        match self.name.as_str() {
            "jacobi" => vec![Data::F32(r(0)), Data::F32(r(1))],
            "gray-scott" => {
                let mut noise = r(0).into_iter().chain(r(1)).cycle();
                let (u, v) = oracle::gray_scott_start(self.n, || noise.next().unwrap_or(0.0));
                vec![Data::F32(u), Data::F32(v)]
            }
            "life" => vec![Data::U32(r(0).iter().map(|&v| u32::from(v > 0.3)).collect())],
            _ => vec![Data::F32(r(0))],
        }
    }

    /// The orchestration, written once: per pass it runs, traced it records the plan.
    fn orchestrate<'k, R: Runner<'k>>(&'k self, r: &mut R, ins: Vec<R::V>) -> Result<Vec<R::V>, Error> {
        let k = &self.kernels;
        let v = |x: &R::V| Op::V(x.clone());
        let mut ins = ins.into_iter();
        let mut first = ins.next().ok_or_else(|| guest_error("no input"))?;
        match self.name.as_str() {
            "jacobi" => {
                let q = ins.next().ok_or_else(|| guest_error("no q"))?;
                let h2 = 1.0 / (self.n.w as f32 * self.n.h as f32);
                for _ in 0..self.steps {
                    first = r.call(&k[0], vec![v(&first), v(&q), Op::F(h2)])?;
                }
                Ok(vec![first])
            }
            "heat" => {
                for _ in 0..self.steps {
                    first = r.call(&k[0], vec![v(&first), Op::F(oracle::ALPHA)])?;
                }
                Ok(vec![first])
            }
            "gray-scott" => {
                let mut second = ins.next().ok_or_else(|| guest_error("no v"))?;
                for _ in 0..self.steps {
                    let nu = r.call(&k[0], vec![v(&first), v(&second)])?;
                    let nv = r.call(&k[1], vec![v(&first), v(&second)])?;
                    (first, second) = (nu, nv);
                }
                Ok(vec![first, second])
            }
            "life" => {
                for _ in 0..self.steps {
                    first = r.call(&k[0], vec![v(&first)])?;
                }
                Ok(vec![first])
            }
            "tone" => {
                let (gain, bias) = oracle::TONE;
                for _ in 0..self.steps {
                    first = r.call(&k[0], vec![v(&first)])?;
                    first = r.call(&k[1], vec![v(&first), Op::F(gain), Op::F(bias)])?;
                    first = r.call(&k[2], vec![v(&first)])?;
                }
                Ok(vec![first])
            }
            _ => {
                for p in 0..self.steps {
                    first = r.call(&k[(p % 2) as usize], vec![v(&first)])?;
                }
                Ok(vec![first])
            }
        }
    }

    /// The oracle's outputs, the tolerance (0 = exact) and its floor: an output's error is its
    /// largest difference over max(largest |value|, floor). Gray-Scott's floor is 1: its
    /// fields are of order 1 and v's far field decays through the subnormals, which a GPU
    /// flushes to zero, so it is compared absolutely.
    fn oracle(&self, ins: &[Data]) -> (Vec<Data>, f32, f32) {
        let (n, s) = (self.n, self.steps as usize);
        let f = |i: usize| match &ins[i] {
            Data::F32(v) => v.as_slice(),
            Data::U32(_) => &[],
        };
        match self.name.as_str() {
            "jacobi" => (vec![Data::F32(oracle::jacobi(n, s, f(0), f(1)))], 1e-5, 0.0),
            "heat" => (vec![Data::F32(oracle::heat(n, s, f(0)))], 1e-4, 0.0),
            "gray-scott" => {
                let (u, v) = oracle::gray_scott(n, s, f(0), f(1));
                (vec![Data::F32(u), Data::F32(v)], 1e-4, 1.0)
            }
            "life" => match &ins[0] {
                Data::U32(c) => (vec![Data::U32(oracle::life(n, s, c))], 0.0, 0.0),
                Data::F32(_) => (vec![], 0.0, 0.0),
            },
            "tone" => (vec![Data::F32(oracle::tone(n, s, f(0)))], 1e-4, 0.0),
            _ => (vec![Data::F32(oracle::image(n, s, f(0)))], 1e-4, 0.0),
        }
    }
}

fn guest_error(m: &str) -> Error {
    Error(guest_rs::raw::types::Error::Invalid(m.to_string()))
}

/// Host-side data of a workload.
#[derive(Clone, Debug, PartialEq)]
enum Data {
    F32(Vec<f32>),
    U32(Vec<u32>),
}

impl Data {
    fn upload(&self, n: Grid) -> Result<Array, Error> {
        match self {
            Data::F32(v) => Array::new(n.dims(), v.clone()),
            Data::U32(v) => Array::new(n.dims(), v.clone()),
        }
    }

    fn read(a: &Array) -> Result<Data, Error> {
        match a.elem() {
            Elem::U32 => a.read::<u32>().map(Data::U32),
            _ => a.read::<f32>().map(Data::F32),
        }
    }

    fn bytes(&self) -> Vec<u8> {
        match self {
            Data::F32(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            Data::U32(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        }
    }

    /// This data as a call argument of an array over grid `n`.
    fn arg(&self, n: Grid) -> Arg<'static> {
        match self {
            Data::F32(v) => Arg::data(n.dims(), v.clone()),
            Data::U32(v) => Arg::data(n.dims(), v.clone()),
        }
    }

    /// Changes one element slightly (for `--args fresh`).
    fn touch(&mut self) {
        match self {
            Data::F32(v) => v[0] = f32::from_bits(v[0].to_bits() ^ 1),
            Data::U32(v) => v[0] ^= 1,
        }
    }

    fn checksum(&self) -> f64 {
        match self {
            Data::F32(v) => v.iter().map(|&x| f64::from(x)).sum(),
            Data::U32(v) => v.iter().map(|&x| f64::from(x)).sum(),
        }
    }
}

struct Opts {
    workload: String,
    n: Option<u32>,
    height: Option<u32>,
    steps: Option<u32>,
    mode: String,
    repeat: u32,
    seed: u64,
    check: bool,
    dump: Option<String>,
    timings: bool,
    /// How a pipeline gets its inputs: `arrays` (resident), `data` (the same guest data every
    /// call) or `fresh` (guest data that changed since the last call).
    args: String,
}

fn parse() -> Result<Opts, String> {
    let mut args = std::env::args().skip(1);
    let workload = args.next().ok_or("usage: pipelines WORKLOAD [options] (see the source's docs)")?;
    let mut o = Opts {
        workload,
        n: None,
        height: None,
        steps: None,
        mode: "fused".into(),
        repeat: 1,
        seed: 1,
        check: false,
        dump: None,
        timings: false,
        args: "arrays".into(),
    };
    while let Some(a) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        let num = |s: String, name: &str| s.parse::<u64>().map_err(|e| format!("{name}: {e}"));
        match a.as_str() {
            "--n" => o.n = Some(num(value("--n")?, "--n")? as u32),
            "--height" => o.height = Some(num(value("--height")?, "--height")? as u32),
            "--steps" => o.steps = Some(num(value("--steps")?, "--steps")? as u32),
            "--mode" => o.mode = value("--mode")?,
            "--repeat" => o.repeat = num(value("--repeat")?, "--repeat")?.max(1) as u32,
            "--seed" => o.seed = num(value("--seed")?, "--seed")?,
            "--check" => o.check = true,
            "--dump" => o.dump = Some(value("--dump")?),
            "--args" => o.args = value("--args")?,
            "--timings" => o.timings = true,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if !["fused", "sync", "generic", "pass"].contains(&o.mode.as_str()) {
        return Err(format!("--mode {}: one of fused, sync, generic, pass", o.mode));
    }
    if !["arrays", "data", "fresh"].contains(&o.args.as_str()) {
        return Err(format!("--args {}: one of arrays, data, fresh", o.args));
    }
    Ok(o)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let o = parse()?;
    let (dn, ds) = oracle::default_size(&o.workload);
    let width = o.n.unwrap_or(dn);
    let grid = Grid { w: width as usize, h: o.height.unwrap_or(width) as usize };
    let w = Workload::new(&o.workload, grid, o.steps.unwrap_or(ds))?;
    let mut data = w.inputs(o.seed);
    let arrays = data.iter().map(|d| d.upload(w.n).map(Rc::new)).collect::<Result<Vec<_>, _>>()?;

    let pipeline = if o.mode == "pass" {
        None
    } else {
        let builder = match o.mode.as_str() {
            "sync" => Pipeline::builder().threads(false),
            "generic" => Pipeline::builder().fuse(false),
            _ => Pipeline::builder(),
        };
        let builder = if o.timings { builder.timings(true) } else { builder };
        let start = Instant::now();
        let p = builder.trace(|t| {
            let ins = (0..data.len())
                .map(|i| t.input(&format!("in{i}"), arrays[i].elem(), 2))
                .collect::<Vec<Value>>();
            w.orchestrate(&mut Tracing(t), ins)
        })?;
        let l = p.layout();
        println!(
            "pipeline: {} steps, {} kernels, {} buffers, {} bindings; traced and compiled in {:.1} ms",
            l.steps,
            l.kernels,
            l.buffers,
            l.bindings,
            start.elapsed().as_secs_f64() * 1e3
        );
        Some(p)
    };
    let backend = w.kernels[0].backend().name;
    match &pipeline {
        Some(p) => {
            let reason = p.fallback_reason().map(|r| format!(" ({r})")).unwrap_or_default();
            let kind = p.executor_name();
            println!(
                "{} {}x{} x {s} on {backend}: executor {kind}{reason}",
                w.name,
                w.n.w,
                w.n.h,
                s = w.steps
            );
        }
        None => println!("{} {}x{} x {s} on {backend}: per pass", w.name, w.n.w, w.n.h, s = w.steps),
    }

    // Per call: until the work is done (a pipeline's `run` returns then; per pass, nothing
    // waits until the read), and until the outputs are in the guest.
    let (mut runs, mut times) = (Vec::new(), Vec::new());
    let mut outputs = Vec::new();
    for _ in 0..o.repeat {
        let start = Instant::now();
        let out: Vec<Rc<Array>> = match &pipeline {
            Some(p) => {
                let args: Vec<Arg<'_>> = match o.args.as_str() {
                    "arrays" => arrays.iter().map(|a| Arg::Array(a)).collect(),
                    fresh => {
                        if fresh == "fresh" {
                            // A changed bit: the host must upload again.
                            data[0].touch();
                        }
                        data.iter().map(|d| d.arg(w.n)).collect()
                    }
                };
                p.run(&args)?.into_iter().map(Rc::new).collect()
            }
            None => w.orchestrate(&mut Pass, arrays.clone())?,
        };
        runs.push(start.elapsed().as_secs_f64() * 1e3);
        outputs = out.iter().map(|a| Data::read(a)).collect::<Result<Vec<_>, _>>()?;
        times.push(start.elapsed().as_secs_f64() * 1e3);
    }
    let median_later = |v: &[f64]| {
        let mut later = v[1.min(v.len() - 1)..].to_vec();
        later.sort_by(f64::total_cmp);
        later[later.len() / 2]
    };
    let list: Vec<String> = times.iter().map(|t| format!("{t:.2}")).collect();
    println!("time per call (ms): {}; median after the first {:.2} ms", list.join(" "), median_later(&times));
    if let Some(p) = &pipeline {
        println!(
            "run alone (the work done, outputs not read): median after the first {:.2} ms",
            median_later(&runs)
        );
        // What step fusion made of the plan for these shapes.
        let l = p.layout();
        let note = l.fusion_note.map(|n| format!("; {n}")).unwrap_or_default();
        println!(
            "step fusion: {} steps in {} dispatches, {} fused, up to {} steps per dispatch (halo {:?}){note}",
            l.steps, l.dispatches, l.fused_steps, l.block_steps, l.halo
        );
    }
    for (i, d) in outputs.iter().enumerate() {
        println!("output {i} checksum {:.6e}", d.checksum());
    }
    if let (Some(p), true) = (&pipeline, o.timings) {
        match p.last_timings() {
            Ok(t) => {
                let total: u64 = t.steps.iter().map(|s| s.nanos).sum();
                let longest = t.steps.iter().map(|s| s.nanos).max().unwrap_or(0);
                let source = match t.source {
                    guest_rs::TimingSource::GpuTimestamps => "gpu-timestamps",
                    guest_rs::TimingSource::CpuClock => "cpu-clock",
                };
                println!(
                    "timings ({source}): {} steps, {total} ns in all, the longest step {longest} ns",
                    t.steps.len()
                );
                let steps: Vec<String> = t.steps.iter().map(|s| s.step.to_string()).collect();
                println!("timed steps: {}", steps.join(","));
            }
            Err(why) => println!("timings: none ({why})"),
        }
    }
    if let Some(dir) = &o.dump {
        for (i, d) in data.iter().enumerate() {
            std::fs::write(format!("{dir}/in{i}.bin"), d.bytes())?;
        }
        for (i, d) in outputs.iter().enumerate() {
            std::fs::write(format!("{dir}/out{i}.bin"), d.bytes())?;
        }
    }
    if o.check {
        let (want, tol, floor) = w.oracle(&data);
        for (i, (got, want)) in outputs.iter().zip(&want).enumerate() {
            let err = match (got, want) {
                (Data::F32(g), Data::F32(w)) if floor > 0.0 => oracle::max_error(g, w, floor),
                (Data::F32(g), Data::F32(w)) => oracle::max_relative_error(g, w),
                (Data::U32(g), Data::U32(w)) => g.iter().zip(w).filter(|(a, b)| a != b).count() as f32,
                _ => f32::INFINITY,
            };
            println!(
                "output {i}: oracle checksum {:.6e}, max error {err:.3e} relative to {} (tolerance {tol:e})",
                want.checksum(),
                if floor > 0.0 {
                    format!("max(largest |value|, {floor})")
                } else {
                    "the largest |value|".into()
                }
            );
            if err > tol {
                return Err(format!("output {i}: error {err:.3e} over the tolerance {tol:e}").into());
            }
        }
    }
    Ok(())
}
