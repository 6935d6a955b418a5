//! The host's conformance guest: drives the kernel interface for the integration tests.
//!
//! - `conformance ops DIR SEED`: runs kernels over every element type and rank, with resident
//!   and per-call data, scalars, constants and out-of-range reads; writes every input and output
//!   to DIR as little-endian `.bin` files for the test's native oracle.
//! - `conformance errors`: makes every mistake a guest can make and prints one line per case:
//!   `label: error-name: message`; then shows the host still works (`after errors: ok`).
//! - `conformance budget`: kernels whose loops stay under or go over the loop budget (run the
//!   host with a small budget, e.g. `--loop-max 4096`); prints `label: ok VALUE` or
//!   `label: error-name: message` per case, and the time a `while (true) {}` took to be cut.
//! - `conformance budget-large`: for a real GPU with the default budget: a 100,000-iteration
//!   loop gives the right value; `while (true)` is cut after 2^24 iterations (time printed).
//! - `conformance pipelines`: every named error of tracing and of the host's plan checks (raw
//!   plans it must not trust), argument checks of calls, a reshaped call, and the executor kind
//!   for each option, one line per case;
//! - `conformance pipeline-budget`: a plan whose middle step goes over the loop budget fails
//!   as a whole (`truncated`), fused and generic, and works again under it (small budget);
//! - `conformance dropped-handle`: reads an array through a handle it already dropped, which
//!   the component model refuses with a trap (the host must not panic).

use guest_rs::raw::pipeline;
use guest_rs::{Arg, Array, Edge, Elem, Error, Kernel, Pipeline, random_f32};

fn write<T: Copy>(dir: &str, name: &str, v: &[T], to_le: impl Fn(T) -> [u8; 4]) {
    let bytes: Vec<u8> = v.iter().flat_map(|&x| to_le(x)).collect();
    std::fs::write(format!("{dir}/{name}.bin"), bytes).expect("write to the dump directory");
}

fn ints(seed: u64, n: usize, scale: f32) -> Vec<i32> {
    random_f32(seed, n).into_iter().map(|v| (v * scale) as i32).collect()
}

fn ops(dir: &str, seed: u64) -> Result<(), Error> {
    // Rank 1, i32, a scalar, out-of-range reads at both ends.
    let n = 1000u32;
    let a = ints(seed, n as usize, 1000.0);
    let k = Kernel::builder("fn kernel(i: u32) -> i32 { return a(i) * k + a(i + 1u) - a(i - 1u); }")
        .array_edge("a", Elem::I32, 1, Edge::Zero)
        .scalar("k", Elem::I32)
        .output([n])
        .output_elem(Elem::I32)
        .build()?;
    let out: Vec<i32> = k.run(&[Arg::data([n], a.clone()), (-7i32).into()])?.read()?;
    write(dir, "r1.a", &a, i32::to_le_bytes);
    write(dir, "r1.out", &out, i32::to_le_bytes);

    // Rank 3, u32, an override, inputs whose shapes differ from the output's.
    let v: Vec<u32> = ints(seed + 1, 7 * 5 * 3, 1e6).into_iter().map(|x| x as u32).collect();
    let m: Vec<u32> = vec![11, 22, 33];
    let k = Kernel::builder(
        "override shift: u32 = 1u;
         fn kernel(x: u32, y: u32, z: u32) -> u32 {
             let s = v_shape();
             return ((v(x, y, z) >> shift) ^ (x + 2u * y + 4u * z)) + m(z) + s.x * 1000u;
         }",
    )
    // Reads past v's and m's ends give 0, as the oracle says.
    .array_edge("v", Elem::U32, 3, Edge::Zero)
    .array_edge("m", Elem::U32, 1, Edge::Zero)
    .output([8, 5, 4])
    .output_elem(Elem::U32)
    .constant("shift", 3)
    .build()?;
    let va = Array::new([7, 5, 3], v.clone())?;
    let ma = Array::new([3], m.clone())?;
    let out: Vec<u32> = k.run(&[(&va).into(), (&ma).into()])?.read()?;
    write(dir, "r3.v", &v, u32::to_le_bytes);
    write(dir, "r3.out", &out, u32::to_le_bytes);

    // Rank 2, f32, a transposed read of a non-square array (inside it: strict, checked), two
    // chained runs on the device.
    let (w, h) = (33u32, 17u32);
    let p = random_f32(seed + 2, (w * h) as usize);
    let t = random_f32(seed + 3, (h * w) as usize);
    let k = Kernel::builder("fn kernel(x: u32, y: u32) -> f32 { return sqrt(abs(p(x, y))) + t(y, x) * s; }")
        .array("p", Elem::F32, 2)
        .array("t", Elem::F32, 2)
        .scalar("s", Elem::F32)
        .output([w, h])
        .build()?;
    let ta = Array::new([h, w], t.clone())?;
    let once = k.run(&[Arg::data([w, h], p.clone()), (&ta).into(), 0.5f32.into()])?;
    let twice = k.run(&[(&once).into(), (&ta).into(), 0.5f32.into()])?;
    write(dir, "r2.p", &p, f32::to_le_bytes);
    write(dir, "r2.t", &t, f32::to_le_bytes);
    write(dir, "r2.out", &twice.read::<f32>()?, f32::to_le_bytes);
    Ok(())
}

fn report<T, E: Into<Error>>(label: &str, r: Result<T, E>) {
    match r {
        Ok(_) => println!("{label}: ok"),
        Err(e) => println!("{label}: {}", e.into()),
    }
}

const GOOD: &str = "fn kernel(x: u32) -> f32 { return u(x) * 2.0; }";

fn good() -> guest_rs::KernelBuilder {
    good_src(GOOD)
}

/// `source` over one rank-1 f32 array `u`, 4 elements out.
fn good_src(source: &str) -> guest_rs::KernelBuilder {
    Kernel::builder(source).array("u", Elem::F32, 1).output([4])
}

fn errors() -> Result<(), Error> {
    let build = |src: &str| Kernel::builder(src).array("u", Elem::F32, 1).output([4]).build();
    report("syntax", build("fn kernel(x: u32) -> f32 {\n    return u(x) +;\n}"));
    report("type", build("fn kernel(x: u32) -> f32 {\n    let a: i32 = 1.5;\n    return u(x);\n}"));
    report("signature", build("fn kernel(x: u32, y: u32) -> f32 { return 1.0; }"));
    report("no-kernel", build("fn other(x: u32) -> f32 { return 1.0; }"));
    // The output declared f32, the kernel returning i32 (without `.output_elem` guest-rs would
    // read i32 off the source).
    report(
        "return-type",
        Kernel::builder("fn kernel(x: u32) -> i32 { return 1i; }")
            .array("u", Elem::F32, 1)
            .output([4])
            .output_elem(Elem::F32)
            .build(),
    );
    report("return-type-read", build("fn kernel(x: u32) -> i32 { return 1i; }"));
    report(
        "binding",
        build(
            "@group(0) @binding(9) var<storage, read> extra: array<f32>;\nfn kernel(x: u32) -> f32 { return extra[x]; }",
        ),
    );
    report(
        "reserved",
        build(
            "@group(1000) @binding(0) var<storage, read> flag: array<u32>;\nfn kernel(x: u32) -> f32 { return u(x); }",
        ),
    );
    report(
        "entry-point",
        build("@compute @workgroup_size(1) fn main() {}\nfn kernel(x: u32) -> f32 { return u(x); }"),
    );
    report(
        "collision",
        build("fn u(x: u32) -> f32 { return 0.0; }\nfn kernel(x: u32) -> f32 { return 1.0; }"),
    );
    report("bad-name", Kernel::builder(GOOD).array("u v", Elem::F32, 1).output([4]).build());
    report("reserved-name", Kernel::builder(GOOD).array("_wh_u", Elem::F32, 1).output([4]).build());
    report("duplicate-name", good().scalar("u", Elem::F32).build());
    report("rank", Kernel::builder(GOOD).array("u", Elem::F32, 4).output([4]).build());
    report("output-rank", good().output([1, 1, 1, 1]).build());
    // (Extents that are all 0 declare a kernel sized per call; some 0 is a mistake.)
    report(
        "output-zero",
        Kernel::builder("fn kernel(x: u32, y: u32) -> f32 { return 1.0; }").output([4, 0]).build(),
    );
    report("constant-unknown", good().constant("nope", 1.0).build());
    report(
        "constant-range",
        Kernel::builder("override c: u32 = 1u;\nfn kernel(x: u32) -> f32 { return u(x) * f32(c); }")
            .array("u", Elem::F32, 1)
            .output([4])
            .constant("c", -1.0)
            .build(),
    );
    report("output-too-large", good().output([65536, 65536, 64]).build());
    let many = (0..300).fold(good(), |b, i| b.scalar(&format!("s{i}"), Elem::F32));
    report("too-many-params", many.build());

    // Several outputs (`KernelBuilder::outputs`).
    const PAIR: &str = "fn kernel(x: u32) -> Outputs { return Outputs(u(x), u32(x)); }";
    let pair = |src: &str| good_src(src).outputs(&[("a", Elem::F32), ("b", Elem::U32)]);
    report("outputs-signature", pair(GOOD).build());
    report("outputs-name", good_src(PAIR).outputs(&[("a b", Elem::F32), ("b", Elem::U32)]).build());
    report("outputs-duplicate", good_src(PAIR).outputs(&[("a", Elem::F32), ("a", Elem::U32)]).build());
    report("outputs-elem", pair(PAIR).output_elem(Elem::I32).build());
    let nine: Vec<(String, Elem)> = (0..9).map(|i| (format!("o{i}"), Elem::F32)).collect();
    let nine: Vec<(&str, Elem)> = nine.iter().map(|(n, e)| (n.as_str(), *e)).collect();
    report("outputs-too-many", good_src(PAIR).outputs(&nine).build());
    report("outputs-collision", pair(&format!("struct Outputs {{ a: f32 }}\n{PAIR}")).build());
    let two = pair(PAIR).name("pair").build()?;
    report("outputs-run", two.run(&[Arg::data([4], vec![1.0f32; 4])]));
    report(
        "outputs-step",
        Pipeline::trace(|t| {
            let x = t.input("u", Elem::F32, 1);
            t.call(&two, (x,))
        }),
    );
    let both = two.run_outputs(&[Arg::data([4], vec![5.0f32, 6.0, 7.0, 8.0])])?;
    let (a, b): (Vec<f32>, Vec<u32>) = (both[0].read()?, both[1].read()?);
    if both.len() == 2 && a == [5.0, 6.0, 7.0, 8.0] && b == [0, 1, 2, 3] {
        println!("outputs-ok: ok");
    } else {
        println!("outputs-ok: {} outputs, {a:?} {b:?}", both.len());
    }
    // As a pipeline step: both outputs, and a reduction of the second.
    let traced = Pipeline::trace(|t| {
        let x = t.input("u", Elem::F32, 1);
        let ab = t.call_outputs(&two, (x,))?;
        let total = t.reduce(guest_rs::ReduceOp::Sum, ab[1], None)?;
        Ok(vec![ab[1], ab[0], total])
    })?;
    let out = traced.run(&[Arg::data([4], vec![5.0f32, 6.0, 7.0, 8.0])])?;
    let (b, a, total): (Vec<u32>, Vec<f32>, Vec<u32>) = (out[0].read()?, out[1].read()?, out[2].read()?);
    if a == [5.0, 6.0, 7.0, 8.0] && b == [0, 1, 2, 3] && total == [6] {
        println!("outputs-pipeline: ok");
    } else {
        println!("outputs-pipeline: {a:?} {b:?} {total:?}");
    }

    let k = good().build()?;
    let u = Array::new([4], vec![1.0f32, 2.0, 3.0, 4.0])?;
    report("arity", k.run(&[]));
    report("arg-elem", k.run(&[Arg::data([4], vec![1i32, 2, 3, 4])]));
    report("arg-rank", k.run(&[Arg::data([2, 2], vec![1.0f32, 2.0, 3.0, 4.0])]));
    report("arg-scalar", k.run(&[1.0f32.into()]));
    report("data-length", k.run(&[Arg::data([5], vec![1.0f32, 2.0])]));
    report("data-zero-extent", k.run(&[Arg::data([0], Vec::<f32>::new())]));
    report("array-length", Array::new([3], vec![1.0f32]));
    report("array-rank", Array::new([1, 1, 1, 1], vec![1.0f32]));
    let gone = Array::new([4], vec![1.0f32; 4])?;
    gone.destroy();
    report("destroyed-read", gone.read::<f32>());
    report("destroyed-arg", k.run(&[(&gone).into()]));
    report("read-elem", u.read::<i32>());
    // A smaller argument reads zeros past its end, unless the kernel asks for equal shapes.
    report("shape-loose", k.run(&[Arg::data([3], vec![1.0f32, 2.0, 3.0])]));
    let strict = good().same_shapes().build()?;
    report("shape-strict", strict.run(&[Arg::data([3], vec![1.0f32, 2.0, 3.0])]));
    report("shape-strict-ok", strict.run(&[(&u).into()]));

    let out: Vec<f32> = k.run(&[(&u).into()])?.read()?;
    if out == [2.0, 4.0, 6.0, 8.0] {
        println!("after errors: ok");
    } else {
        println!("after errors: wrong result {out:?}");
    }
    Ok(())
}

/// `sum of i for i in 0..n` per element, through `loops` nested levels or a helper.
const SUM: &str = "
fn kernel(x: u32) -> u32 {
    var s = 0u;
    for (var i = 0u; i < n; i++) {
        s += i + x;
    }
    return s;
}";

const NESTED_HELPER: &str = "
fn inner(m: u32) -> u32 {
    var t = 0u;
    var k = 0u;
    while (k < m) { t += k; k++; }
    return t;
}
fn kernel(x: u32) -> u32 {
    var s = 0u;
    for (var i = 0u; i < n; i++) {
        s += inner(n);
    }
    return s + x;
}";

const FOREVER: &str = "
fn kernel(x: u32) -> u32 {
    var s = x;
    while (true) { s += 1u; }
    return s;
}";

/// A loop with barriers after a divergent loop: lanes spend different budgets before it.
const BARRIER: &str = "
var<workgroup> tile: array<u32, 64>;
fn kernel(x: u32) -> u32 {
    let li = x % 64u;
    var warm = 0u;
    for (var k = 0u; k < li * 8u; k++) { warm += 1u; }
    var acc = 0u;
    for (var step = 0u; step < n; step++) {
        tile[li] = step + warm;
        workgroupBarrier();
        acc += tile[(li + 1u) % 64u];
        workgroupBarrier();
    }
    return acc;
}";

/// A counted loop (a constant bound): charged once per loop entry, not checked per iteration.
fn counted(bound: u32) -> String {
    format!(
        "fn kernel(x: u32) -> u32 {{
             var s = 0u;
             for (var i = 0u; i < {bound}u; i++) {{ s += i + x; }}
             return s + n;
         }}"
    )
}

/// 64 × 64 counted iterations plus 64 for the outer loop: 4160, over a budget of 4096.
const COUNTED_NESTED: &str = "
fn kernel(x: u32) -> u32 {
    var s = 0u;
    for (var i = 0; i < 64; i++) {
        for (var j = 0; j < 64; j++) { s += u32(i * j) + x; }
    }
    return s + n;
}";

fn budget_kernel(name: &str, src: &str) -> Result<Kernel, Error> {
    Kernel::builder(src).name(name).scalar("n", Elem::U32).output([256]).output_elem(Elem::U32).build()
}

fn budget() -> Result<(), Error> {
    let (counted_under, counted_over) = (counted(3000), counted(5000));
    let cases: [(&str, &str, u32); 9] = [
        ("under", SUM, 3000),
        ("over", SUM, 5000),
        ("nested-under", NESTED_HELPER, 40),
        ("nested-over", NESTED_HELPER, 100),
        ("barrier-under", BARRIER, 100),
        ("barrier-over", BARRIER, 5000),
        ("counted-under", &counted_under, 0),
        ("counted-over", &counted_over, 0),
        ("counted-nested-over", COUNTED_NESTED, 0),
    ];
    for (label, src, n) in cases {
        // An executor may refuse a construct by name (`unsupported`): report it and go on.
        let k = match budget_kernel(label, src) {
            Ok(k) => k,
            Err(e) => {
                report::<(), Error>(label, Err(e));
                continue;
            }
        };
        report_values(label, k.run(&[n.into()]).and_then(|a| a.read::<u32>()));
    }
    // A cut result poisons what is computed from it.
    let k = budget_kernel("over-source", SUM)?;
    let cut = k.run(&[5000u32.into()])?;
    let copy = Kernel::builder("fn kernel(x: u32) -> u32 { return a(x) + 1u; }")
        .name("copy")
        .array("a", Elem::U32, 1)
        .output([256])
        .output_elem(Elem::U32)
        .build()?;
    report_values("downstream", copy.run(&[(&cut).into()]).and_then(|a| a.read::<u32>()));

    // A long chain of runs of a looping kernel, never read until the end: the host verifies the
    // lineage on its own every 1024 runs or so, and the result is exact.
    let step = Kernel::builder(
        "fn kernel(x: u32) -> u32 { var s = a(x); for (var i = 0u; i < n; i++) { s += 1u; } return s; }",
    )
    .name("chain")
    .array("a", Elem::U32, 1)
    .scalar("n", Elem::U32)
    .output([256])
    .output_elem(Elem::U32)
    .build()?;
    let mut acc = Array::new([256], (0..256u32).collect::<Vec<_>>())?;
    let chained = (0..1100).try_for_each(|_| {
        acc = step.run(&[(&acc).into(), 1u32.into()])?;
        Ok(())
    });
    report_values("chain", chained.and_then(|()| acc.read::<u32>()));

    forever_then_after()
}

/// `while (true)` is cut (prints how long the cut and its report took); then the device still
/// works.
fn forever_then_after() -> Result<(), Error> {
    let k = budget_kernel("forever", FOREVER)?;
    let start = std::time::Instant::now();
    report_values("forever", k.run(&[0u32.into()]).and_then(|a| a.read::<u32>()));
    println!("forever-ms: {:.1}", start.elapsed().as_secs_f64() * 1e3);
    let k = budget_kernel("after", SUM)?;
    report_values("after", k.run(&[10u32.into()]).and_then(|a| a.read::<u32>()));
    Ok(())
}

/// For a real GPU with the default budget (2^24 iterations for these 256 invocations): a loop of
/// 100,000 iterations (over lavapipe's silent 65,535 stop) computes the right value, and
/// `while (true)` is cut after 2^24 iterations; prints the time it took.
fn budget_large() -> Result<(), Error> {
    let k = budget_kernel("large", SUM)?;
    report_values("large", k.run(&[100_000u32.into()]).and_then(|a| a.read::<u32>()));
    forever_then_after()
}

/// Prints `label: ok v0 v1 v255` (three sample elements) or the error.
/// Every named error of tracing (guest-rs) and of plan validation (the host, fed raw plans it
/// must not trust), then the introspection of each executor kind.
fn pipelines() -> Result<(), Error> {
    use guest_rs::raw::types::{Operand as O, Options, Param, ParamKind, Scalar, Step, Work};
    let double = good().name("double").build()?;
    let scale = Kernel::builder("fn kernel(x: u32) -> f32 { return a * u(x); }")
        .name("scale")
        .array("u", Elem::F32, 1)
        .scalar("a", Elem::F32)
        .output([4])
        .build()?;
    let u = Array::new([4], vec![1.0f32, 2.0, 3.0, 4.0])?;

    // Tracing.
    let mut leaked = None;
    let first = Pipeline::trace(|t| {
        let x = t.input("u", Elem::F32, 1);
        leaked = Some(x);
        t.call(&double, (x,))
    })?;
    let leaked = leaked.expect("traced");
    report("trace-foreign", Pipeline::trace(|t| t.call(&double, (leaked,))));
    report(
        "trace-foreign-output",
        Pipeline::trace(|t| {
            let x = t.input("u", Elem::F32, 1);
            t.call(&double, (x,))?;
            Ok(leaked)
        }),
    );
    report(
        "trace-arity",
        Pipeline::trace(|t| {
            let x = t.input("u", Elem::F32, 1);
            t.call(&double, (x, x))
        }),
    );
    report(
        "trace-elem",
        Pipeline::trace(|t| {
            let x = t.input("u", Elem::I32, 1);
            t.call(&double, (x,))
        }),
    );
    report(
        "trace-rank",
        Pipeline::trace(|t| {
            let x = t.input("u", Elem::F32, 2);
            t.call(&double, (x,))
        }),
    );
    report(
        "trace-scalar-type",
        Pipeline::trace(|t| {
            let x = t.input("u", Elem::F32, 1);
            t.call(&scale, (x, 2u32))
        }),
    );
    report("trace-no-step", Pipeline::trace(|t| Ok(t.input("u", Elem::F32, 1))));
    report(
        "trace-output-scalar",
        Pipeline::trace(|t| {
            let x = t.input("u", Elem::F32, 1);
            let a = t.scalar("a", Elem::F32);
            t.call(&scale, (x, a))?;
            Ok(a)
        }),
    );
    report(
        "trace-too-many-steps",
        Pipeline::trace(|t| {
            let mut x = t.input("u", Elem::F32, 1);
            for _ in 0..=Pipeline::max_steps() {
                x = t.call(&double, (x,))?;
            }
            Ok(x)
        }),
    );

    // Raw plans: the host checks every index, type and count itself.
    let f32x1 = || Param {
        name: "u".into(),
        kind: ParamKind::Array(guest_rs::raw::types::ArrayParam {
            elem: Elem::F32,
            rank: 1,
            edge: Edge::Zero,
        }),
    };
    let raw = |kernels: Vec<&guest_rs::raw::kernel::Kernel>, steps: Vec<Step>, outputs: Vec<O>| {
        pipeline::Pipeline::create(
            &pipeline::Plan { kernels, inputs: vec![f32x1()], steps, outputs },
            Options { threads: None, fuse: None, timings: None },
        )
        .map_err(Error)
    };
    let step = |kernel: u32, args: Vec<O>| Step { work: Work::Kernel(kernel), args };
    let d = double.raw();
    report("plan-kernel-index", raw(vec![d], vec![step(3, vec![O::Input(0)])], vec![O::Step(0)]));
    report("plan-cycle", raw(vec![d], vec![step(0, vec![O::Step(0)])], vec![O::Step(0)]));
    report(
        "plan-forward",
        raw(vec![d], vec![step(0, vec![O::Step(1)]), step(0, vec![O::Input(0)])], vec![O::Step(1)]),
    );
    report("plan-input-index", raw(vec![d], vec![step(0, vec![O::Input(9)])], vec![O::Step(0)]));
    report("plan-arity", raw(vec![d], vec![step(0, vec![])], vec![O::Step(0)]));
    report("plan-type", raw(vec![d], vec![step(0, vec![O::Scalar(Scalar::F32(1.0))])], vec![O::Step(0)]));
    report("plan-output-index", raw(vec![d], vec![step(0, vec![O::Input(0)])], vec![O::Step(u32::MAX)]));
    report(
        "plan-output-scalar",
        raw(vec![d], vec![step(0, vec![O::Input(0)])], vec![O::Scalar(Scalar::U32(1))]),
    );
    // Operation steps: one array operand, settings checked before anything runs.
    let op = |work: Work, args: Vec<O>| Step { work, args };
    let sum = |axis| Work::Reduce(guest_rs::raw::types::ReduceStep { op: guest_rs::ReduceOp::Sum, axis });
    report("plan-op-arity", raw(vec![], vec![op(sum(None), vec![])], vec![O::Step(0)]));
    report(
        "plan-op-scalar",
        raw(vec![], vec![op(sum(None), vec![O::Scalar(Scalar::F32(1.0))])], vec![O::Step(0)]),
    );
    report("plan-op-axis", raw(vec![], vec![op(sum(Some(1)), vec![O::Input(0)])], vec![O::Step(0)]));
    let hist = |lo: f32, hi: f32| {
        Work::Histogram(guest_rs::raw::types::HistogramStep {
            bins: 8,
            lo: Scalar::F32(lo),
            hi: Scalar::F32(hi),
        })
    };
    report("plan-op-range", raw(vec![], vec![op(hist(1.0, 0.0), vec![O::Input(0)])], vec![O::Step(0)]));
    report("plan-no-step", raw(vec![d], vec![], vec![O::Input(0)]));
    report("plan-no-output", raw(vec![d], vec![step(0, vec![O::Input(0)])], vec![]));
    let huge =
        (0..20_000).map(|i| step(0, vec![if i == 0 { O::Input(0) } else { O::Step(i - 1) }])).collect();
    report("plan-too-many-steps", raw(vec![d], huge, vec![O::Step(19_999)]));

    // Calls: arguments are checked like kernel arguments.
    report("run-arity", first.run(&[]));
    report("run-elem", first.run(&[Arg::data([4], vec![1i32; 4])]));
    report("run-rank", first.run(&[Arg::data([2, 2], vec![1.0f32; 4])]));
    report("run-shape-lie", first.run(&[Arg::data([4], vec![1.0f32; 3])]));
    let kept = first.run(&[(&u).into()])?;
    let out: Vec<f32> = kept[0].read()?;
    println!("run-ok: {out:?}");
    // A new shape rebuilds the pipeline's buffers.
    let wide = Array::new([6], vec![1.0f32; 6])?;
    let out: Vec<f32> = first.run(&[(&wide).into()])?[0].read()?;
    println!("run-reshaped: {out:?}");
    // A result the guest holds is its own: later calls (and new data) leave it alone.
    let again = first.run(&[Arg::data([4], vec![10.0f32, 20.0, 30.0, 40.0])])?;
    let (old, new): (Vec<f32>, Vec<f32>) = (kept[0].read()?, again[0].read()?);
    println!("run-kept: {old:?} {new:?}");

    // Introspection, per option.
    for (label, builder) in [
        ("default", Pipeline::builder()),
        ("one-thread", Pipeline::builder().threads(false)),
        ("no-fuse", Pipeline::builder().fuse(false)),
    ] {
        let p = builder.trace(|t| {
            let x = t.input("u", Elem::F32, 1);
            let y = t.call(&double, (x,))?;
            t.call(&scale, (y, 0.5f32))
        })?;
        let out: Vec<f32> = p.run(&[(&u).into()])?[0].read()?;
        let kind = p.executor_name();
        let backend = format!("{:?}", p.backend().kind).rsplit("::").next().unwrap_or_default().to_string();
        println!(
            "kind-{label}: {kind} {backend} {} {out:?}",
            p.fallback_reason().unwrap_or_else(|| "-".into())
        );
    }
    Ok(())
}

/// `truncated` in the middle of a plan fails the whole call; the pipeline keeps working.
fn pipeline_budget() -> Result<(), Error> {
    let inc = Kernel::builder("fn kernel(x: u32) -> u32 { return v(x) + 1u; }")
        .name("inc")
        .array("v", Elem::U32, 1)
        .output([256])
        .output_elem(Elem::U32)
        .build()?;
    let spin = Kernel::builder(
        "fn kernel(x: u32) -> u32 { var s = v(x); for (var i = 0u; i < n; i++) { s += 1u; } return s; }",
    )
    .name("spin")
    .array("v", Elem::U32, 1)
    .scalar("n", Elem::U32)
    .output([256])
    .output_elem(Elem::U32)
    .build()?;
    for (label, builder) in [("fused", Pipeline::builder()), ("generic", Pipeline::builder().fuse(false))] {
        let p = builder.trace(|t| {
            let v = t.input("v", Elem::U32, 1);
            let n = t.scalar("n", Elem::U32);
            let a = t.call(&inc, (v,))?;
            let b = t.call(&spin, (a, n))?;
            t.call(&inc, (b,))
        })?;
        let v = Array::new([256], (0..256u32).collect::<Vec<_>>())?;
        report_values(
            &format!("{label}-over"),
            p.run(&[(&v).into(), 100_000u32.into()]).and_then(|o| o[0].read::<u32>()),
        );
        report_values(
            &format!("{label}-under"),
            p.run(&[(&v).into(), 1000u32.into()]).and_then(|o| o[0].read::<u32>()),
        );
        // An input computed by a cut kernel taints the call that reads it.
        let cut = spin.run(&[(&v).into(), 100_000u32.into()])?;
        report_values(
            &format!("{label}-tainted-input"),
            p.run(&[(&cut).into(), 10u32.into()]).and_then(|o| o[0].read::<u32>()),
        );
    }
    Ok(())
}

/// Edges in pipelines: a strict step whose array is too short fails the call by name (fused
/// and generic); a gather (not proven inside) runs checked and right, one index outside fails
/// naming its step; 24 steps of a 3-point blur with clamped and with wrapped edges (a chain
/// that would run as blocks with zero edges) match a native oracle exactly.
fn pipeline_edges() -> Result<(), Error> {
    let add = Kernel::builder("fn kernel(x: u32) -> f32 { return a(x) + b(x); }")
        .name("add")
        .array("a", Elem::F32, 1)
        .array("b", Elem::F32, 1)
        .output([8])
        .build()?;
    let gather = Kernel::builder("fn kernel(x: u32) -> f32 { return u(k(x)); }")
        .name("gather")
        .array("u", Elem::F32, 1)
        .array("k", Elem::U32, 1)
        .output([300])
        .build()?;
    let floats = |v: Result<Vec<f32>, Error>| match v {
        Ok(v) => format!("ok {:?}", &v[..3]),
        Err(e) => e.to_string(),
    };
    for (label, builder) in [("fused", Pipeline::builder()), ("generic", Pipeline::builder().fuse(false))] {
        let p = builder.trace(|t| {
            let a = t.input("a", Elem::F32, 1);
            let b = t.input("b", Elem::F32, 1);
            let s = t.call(&add, (a, b))?;
            t.call(&add, (s, s))
        })?;
        let a = Array::new([8], vec![1.0f32; 8])?;
        for n in [8u32, 5] {
            let b = Array::new([n], vec![2.0f32; n as usize])?;
            let out = p.run(&[(&a).into(), (&b).into()]).and_then(|o| o[0].read::<f32>());
            println!("{label}-add-{n}: {}", floats(out));
        }
        let p = builder.trace(|t| {
            let u = t.input("u", Elem::F32, 1);
            let k = t.input("k", Elem::U32, 1);
            let g = t.call(&gather, (u, k))?;
            t.call(&gather, (g, k))
        })?;
        let u = Array::new([300], (0..300).map(|i| i as f32).collect::<Vec<f32>>())?;
        let mut index: Vec<u32> = (0..300u32).map(|i| (i * 7 + 3) % 300).collect();
        let k = Array::new([300], index.clone())?;
        let out = p.run(&[(&u).into(), (&k).into()]).and_then(|o| o[0].read::<f32>());
        let want: Vec<f32> = index.iter().map(|&i| index[i as usize] as f32).collect();
        match out {
            Ok(v) if v == want => println!("{label}-gather: ok"),
            other => println!("{label}-gather: wrong {other:?}"),
        }
        index[200] = 1000;
        let k = Array::new([300], index)?;
        let out = p.run(&[(&u).into(), (&k).into()]).and_then(|o| o[0].read::<f32>());
        println!("{label}-gather-outside: {}", floats(out));
    }
    const N: usize = 1000;
    for (label, edge) in [("clamp", Edge::Clamp), ("wrap", Edge::Wrap)] {
        let blur = Kernel::builder("fn kernel(x: u32) -> f32 { return (u(x - 1u) + u(x)) + u(x + 1u); }")
            .name("blur")
            .array_edge("u", Elem::F32, 1, edge)
            .output([N as u32])
            .build()?;
        let p = Pipeline::builder().trace(|t| {
            let mut u = t.input("u", Elem::F32, 1);
            for _ in 0..24 {
                u = t.call(&blur, (u,))?;
            }
            Ok(u)
        })?;
        let u0: Vec<f32> = random_f32(7, N).iter().map(|v| v * 1e-6).collect();
        let got: Vec<f32> = p.run(&[(&Array::new([N as u32], u0.clone())?).into()])?[0].read()?;
        let mut want = u0;
        for _ in 0..24 {
            let at = |i: isize| match edge {
                Edge::Clamp => want[i.clamp(0, N as isize - 1) as usize],
                _ => want[i.rem_euclid(N as isize) as usize],
            };
            want = (0..N as isize).map(|i| (at(i - 1) + at(i)) + at(i + 1)).collect();
        }
        match got.iter().zip(&want).position(|(g, w)| g.to_bits() != w.to_bits()) {
            None => println!("blur-{label}: ok"),
            Some(i) => println!("blur-{label}: element {i} is {} where {} was meant", got[i], want[i]),
        }
        let layout = p.layout();
        println!(
            "blur-{label}-fused-steps: {} ({})",
            layout.fused_steps,
            layout.fusion_note.unwrap_or_default()
        );
    }
    Ok(())
}

/// Kernels sized per call: `run` refuses one; `run_sized` and pipeline steps with a shape
/// (`call_sized`, at two sizes in one plan, and a step of a declared kernel at another size)
/// compute each their own extents, read inside by `output_shape()`; `call` of a sized kernel is
/// a named trace error. The means of rows (a reduction of a 2-D input along x, then the sized
/// kernel over its height) checked against the guest's own loop.
fn pipeline_sized() -> Result<(), Error> {
    let (w, h) = (37u32, 23u32);
    let mean =
        Kernel::builder("fn kernel(y: u32) -> f32 { return sums(y) / width + f32(output_shape()) * 0.0; }")
            .name("mean")
            .array("sums", Elem::F32, 1)
            .scalar("width", Elem::F32)
            .sized(1)
            .build()?;
    let ramp = Kernel::builder(
        "fn kernel(x: u32, y: u32) -> u32 { let n = output_shape(); return x + n.x * y + 1000u * n.y; }",
    )
    .name("ramp")
    .array("seed", Elem::U32, 2)
    .output([4, 4])
    .build()?;
    println!("sized-output: {:?}", mean.output());
    report("sized-run", mean.run(&[Arg::data([h], vec![1.0f32; h as usize]), 1.0f32.into()]));
    let grid = random_f32(5, (w * h) as usize);
    let p = Pipeline::builder().trace(|t| {
        let g = t.input("grid", Elem::F32, 2);
        let seed = t.input("seed", Elem::U32, 2);
        let sums = t.reduce(guest_rs::ReduceOp::Sum, g, Some(0))?;
        let means = t.call_sized(&mean, (sums, w as f32), [h])?;
        let short = t.call_sized(&mean, (sums, w as f32), [5])?;
        let wide = t.call_sized(&ramp, (seed,), [6, 3])?;
        let square = t.call(&ramp, (seed,))?;
        Ok(vec![means, short, wide, square])
    })?;
    let seed = Array::new([4, 4], vec![0u32; 16])?;
    let out = p.run(&[Arg::data([w, h], grid.clone()), (&seed).into()])?;
    let means: Vec<f32> = out[0].read()?;
    let short: Vec<f32> = out[1].read()?;
    let want: Vec<f32> = (0..h as usize)
        .map(|y| {
            let row: Vec<f32> = grid[y * w as usize..(y + 1) * w as usize].to_vec();
            Array::new([w], row).and_then(|r| r.sum()).and_then(|s| s.read::<f32>()).map(|v| v[0] / w as f32)
        })
        .collect::<Result<_, _>>()?;
    println!(
        "sized-means: {} {}",
        if means == want { "ok" } else { "wrong" },
        if short[..] == want[..5] { "ok" } else { "wrong" }
    );
    println!(
        "sized-shapes: {:?} {:?} {:?} {:?}",
        out[0].shape(),
        out[1].shape(),
        out[2].shape(),
        out[3].shape()
    );
    let wide: Vec<u32> = out[2].read()?;
    let square: Vec<u32> = out[3].read()?;
    println!("sized-ramp: {} {} {} {}", wide[0], wide[17], square[5], square[15]);
    let traced = Pipeline::builder().trace(|t| {
        let s = t.input("sums", Elem::F32, 1);
        t.call(&mean, (s, 1.0f32))
    });
    report("sized-call", traced);
    Ok(())
}

fn report_values(label: &str, r: Result<Vec<u32>, Error>) {
    match r {
        Ok(v) => println!("{label}: ok {} {} {}", v[0], v[1], v[255]),
        Err(e) => println!("{label}: {e}"),
    }
}

#[allow(unsafe_code)]
fn dropped_handle() -> Result<(), Error> {
    let a = Array::new([4], vec![1.0f32; 4])?;
    let handle = a.raw().handle();
    drop(a);
    // SAFETY: deliberately unsound: the handle was dropped above. The component model must
    // refuse it (a trap), and the host must survive.
    let stale = unsafe { guest_rs::raw::arrays::Array::from_handle(handle) };
    let _ = stale.read();
    println!("dropped-handle: the host accepted a dropped handle");
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let result = match args.get(1).map(String::as_str) {
        Some("ops") if args.len() == 4 => ops(&args[2], args[3].parse().expect("seed")),
        Some("errors") => errors(),
        Some("dropped-handle") => dropped_handle(),
        Some("budget") => budget(),
        Some("pipelines") => pipelines(),
        Some("pipeline-budget") => pipeline_budget(),
        Some("pipeline-edges") => pipeline_edges(),
        Some("pipeline-sized") => pipeline_sized(),
        Some("budget-large") => budget_large(),
        _ => {
            eprintln!(
                "usage: conformance ops DIR SEED | errors | budget | budget-large | pipelines | \
                 pipeline-budget | pipeline-edges | pipeline-sized | dropped-handle"
            );
            std::process::exit(2);
        }
    };
    if let Err(e) = result {
        eprintln!("conformance: {e}");
        std::process::exit(1);
    }
}
