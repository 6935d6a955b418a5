//! Edges: what a kernel's read outside an array gives (`Edge`), on every executor (the cpu
//! executor vectorized and scalar, wgpu) against a native oracle on random data, and strict
//! reads outside failing by name.
//!
//! Tolerance: exact. Each element is `u(a) - u(b) + u(c)` evaluated left to right, two
//! correctly rounded f32 operations the oracle repeats in the same order.

use wasm_host::array::{Elem, HostData, ResidentArray, Scalar, Shape};
use wasm_host::kernel::{Arg, Edge, Kernel, KernelDesc, Output, Param};
use wasm_host::{ErrorKind, Runtime};
use wasm_host_tests::*;

const COORDS: [&str; 3] = ["x", "y", "z"];

/// The executors of [`executors`], and the GPU through the GPU process (the command line's
/// default: the checked program's record binding and its read cross the process boundary).
fn runtimes() -> Vec<(&'static str, &'static Runtime)> {
    static PROCESS: std::sync::OnceLock<Option<Runtime>> = std::sync::OnceLock::new();
    let process = PROCESS.get_or_init(|| {
        own_runtime(wasm_host::Config {
            backend: wasm_host::config::Backend::Gpu,
            gpu_process: Some(gpu_process(env!("CARGO_BIN_EXE_gpu_process"))),
            ..wasm_host::Config::default()
        })
    });
    let mut out = executors();
    out.extend(process.as_ref().map(|rt| ("gpu process", rt)));
    out
}

fn desc(name: &str, source: &str, params: Vec<Param>, output: &[u32]) -> KernelDesc {
    KernelDesc {
        name: name.into(),
        source: source.into(),
        params,
        output: output.to_vec(),
        output_elem: Elem::F32,
        constants: vec![],
        outputs: Vec::new(),
    }
}

/// Creates the kernel of `desc` on `rt` and runs it once over `shape`; whether its strict reads
/// were proven inside, and what reading the result gives.
fn run(
    rt: &Runtime,
    desc: &KernelDesc,
    args: Vec<Arg<'_>>,
    shape: &Shape,
) -> (bool, Result<HostData, wasm_host::Error>) {
    let exec = rt.executor();
    let tenant = exec.open_tenant().expect("tenant");
    let k = Kernel::create(exec, &tenant, rt.guard(), desc).expect("kernel");
    let shapes: Vec<Option<Shape>> = args
        .iter()
        .map(|a| match a {
            Arg::Data(s, _) => Some(*s),
            Arg::Resident(r) => Some(*r.shape()),
            Arg::Scalar(_) => None,
        })
        .collect();
    let proven = k.strict_proven(shape, &shapes);
    let buffer = exec.create_buffer(&tenant, "out", shape.bytes()).expect("out");
    let result = pollster::block_on(k.run_sized(exec, &args, shape, &buffer)).and_then(|origin| {
        let array = ResidentArray::new(*shape, desc.output_elem, buffer, origin);
        pollster::block_on(array.read(exec))
    });
    (proven, result)
}

/// The element of `u` (extents `n`) read at `c` under `edge`; `None` where a strict read
/// falls outside.
fn read(u: &[f32], n: &[i64], c: &[i64], edge: Edge) -> Option<f32> {
    let inside = c.iter().zip(n).all(|(c, n)| (0..*n).contains(c));
    let c: Vec<i64> = match edge {
        Edge::Zero if !inside => return Some(0.0),
        Edge::Strict if !inside => return None,
        Edge::Clamp => c.iter().zip(n).map(|(c, n)| (*c).clamp(0, n - 1)).collect(),
        Edge::Wrap => c.iter().zip(n).map(|(c, n)| c.rem_euclid(*n)).collect(),
        _ => c.to_vec(),
    };
    let mut index = 0i64;
    for a in (0..n.len()).rev() {
        index = index * n[a] + c[a];
    }
    Some(u[index as usize])
}

/// Each edge on every rank: a stencil whose reads leave an array narrower and wider than the
/// output (odd extents), and an `Edge::Strict` kernel whose reads leave it only under an `if`
/// (the host cannot prove them inside, so the checked program runs; nothing is read outside).
#[test]
fn each_edge_against_an_oracle() {
    let mut rng = Rng::seeded();
    for (name, rt) in runtimes() {
        for rank in 1..=3usize {
            let sig: Vec<String> = COORDS[..rank].iter().map(|c| format!("{c}: u32")).collect();
            let rest: String = COORDS[1..rank].iter().map(|c| format!(", {c}")).collect();
            // Offsets: x + 1, x - 1 and (x + 3, last axis - 2).
            let last = COORDS[rank - 1];
            let third: Vec<String> = COORDS[..rank]
                .iter()
                .map(|&c| match (c, rank) {
                    ("x", 1) => "x + 3u".to_string(),
                    ("x", _) => "x + 3u".to_string(),
                    (c, _) if c == last => format!("{c} - 2u"),
                    (c, _) => c.to_string(),
                })
                .collect();
            let third = third.join(", ");
            let stencil = format!(
                "fn kernel({}) -> f32 {{ return u(x + 1u{rest}) - u(x - 1u{rest}) + u({third}); }}",
                sig.join(", ")
            );
            let guarded = format!(
                "fn kernel({sig}) -> f32 {{ var v = 0.0; if (x >= 1u && x + 1u < u_shape(){sx}) {{ v = u(x + 1u{rest}) - u(x - 1u{rest}); }} return v; }}",
                sig = sig.join(", "),
                sx = if rank == 1 { "" } else { ".x" },
            );
            let out_dims: Vec<u32> = [37u32, 9, 5][..rank].to_vec();
            let out = Shape::new(&out_dims).expect("shape");
            for u_dims in [[23u32, 11, 3], [41, 7, 6]] {
                let u_dims = &u_dims[..rank];
                let u_shape = Shape::new(u_dims).expect("shape");
                let u = rng.f32s(u_shape.len() as usize, 1.0);
                let n: Vec<i64> = u_dims.iter().map(|&d| i64::from(d)).collect();
                let cells: Vec<Vec<i64>> = (0..out.len() as usize)
                    .map(|i| {
                        let mut c = Vec::new();
                        let mut i = i as i64;
                        for &d in &out_dims {
                            c.push(i % i64::from(d));
                            i /= i64::from(d);
                        }
                        c
                    })
                    .collect();
                let at = |c: &[i64], dx: i64, dlast: i64| -> Vec<i64> {
                    let mut c = c.to_vec();
                    c[0] += dx;
                    c[rank - 1] += dlast;
                    c
                };
                for edge in [Edge::Zero, Edge::Clamp, Edge::Wrap] {
                    let want: Vec<f32> = cells
                        .iter()
                        .map(|c| {
                            let r = |c: Vec<i64>| read(&u, &n, &c, edge).expect("not strict");
                            let third = if rank == 1 { at(c, 3, 0) } else { at(&at(c, 3, 0), 0, -2) };
                            r(at(c, 1, 0)) - r(at(c, -1, 0)) + r(third)
                        })
                        .collect();
                    let d = desc(
                        "stencil",
                        &stencil,
                        vec![Param::array("u", Elem::F32, rank as u8, edge)],
                        &out_dims,
                    );
                    let args = vec![Arg::Data(u_shape, HostData::F32(u.clone()))];
                    let label = format!("{name}, rank {rank}, {edge:?}, u of shape {u_shape}");
                    let got = run(rt, &d, args, &out).1.unwrap_or_else(|e| panic!("{label}: {e}"));
                    assert_eq!(got, HostData::F32(want), "{label}");
                }
                // Strict, guarded: the checked program, nothing outside.
                let want: Vec<f32> = cells
                    .iter()
                    .map(|c| {
                        let inside = c.iter().zip(&n).all(|(c, n)| c < n);
                        if c[0] >= 1 && c[0] + 1 < n[0] && inside {
                            let r = |c: Vec<i64>| read(&u, &n, &c, Edge::Strict).expect("inside");
                            r(at(c, 1, 0)) - r(at(c, -1, 0))
                        } else {
                            0.0
                        }
                    })
                    .collect();
                // Rows past u's other extents would read outside: only run where u covers them.
                if n.iter().zip(&out_dims).skip(1).all(|(n, o)| *n >= i64::from(*o)) {
                    let d = desc(
                        "guarded",
                        &guarded,
                        vec![Param::array("u", Elem::F32, rank as u8, Edge::Strict)],
                        &out_dims,
                    );
                    let args = vec![Arg::Data(u_shape, HostData::F32(u.clone()))];
                    let label = format!("{name}, rank {rank}, strict guarded, u of shape {u_shape}");
                    let (proven, got) = run(rt, &d, args, &out);
                    assert!(!proven, "{label}: the footprint reaches outside, so nothing is proven");
                    assert_eq!(
                        got.unwrap_or_else(|e| panic!("{label}: {e}")),
                        HostData::F32(want),
                        "{label}"
                    );
                }
            }
        }
    }
}

fn out_of_range(result: Result<HostData, wasm_host::Error>, label: &str) -> String {
    match result {
        Err(e) if e.kind() == Some(ErrorKind::OutOfRange) => e.message().to_string(),
        other => panic!("{label}: expected out-of-range, got {other:?}"),
    }
}

/// The mistakes the issue names, under the default edge: adding arrays of shapes [8] and [5],
/// a matrix product with one operand transposed, a stencil's read below zero. Each fails by
/// name, with the kernel, the array, its shape and the coordinate; a kernel fed the failed
/// result fails too when its result is read.
#[test]
fn strict_reads_outside_fail_by_name() {
    let mut rng = Rng::seeded();
    for (name, rt) in runtimes() {
        let exec = rt.executor();
        // [8] + [5].
        let add = desc(
            "add",
            "fn kernel(x: u32) -> f32 { return a(x) + b(x); }",
            vec![
                Param::array("a", Elem::F32, 1, Edge::Strict),
                Param::array("b", Elem::F32, 1, Edge::Strict),
            ],
            &[8],
        );
        let s8 = Shape::new(&[8]).unwrap();
        let args = vec![
            Arg::Data(s8, HostData::F32(vec![1.0; 8])),
            Arg::Data(Shape::new(&[5]).unwrap(), HostData::F32(vec![1.0; 5])),
        ];
        let (proven, result) = run(rt, &add, args, &s8);
        assert!(!proven, "{name}: b is shorter than the output");
        let m = out_of_range(result, name);
        assert!(m.contains("kernel `add` read array `b` of shape [5] at ("), "{name}: {m}");
        let x: u32 = m.split(" at (").nth(1).and_then(|r| r.split(')').next()).unwrap().parse().unwrap();
        assert!((5..8).contains(&x), "{name}: the coordinate read: {m}");
        // The same shapes: proven, runs as before.
        let args =
            vec![Arg::Data(s8, HostData::F32(vec![1.0; 8])), Arg::Data(s8, HostData::F32(vec![2.0; 8]))];
        let (proven, result) = run(rt, &add, args, &s8);
        assert!(proven, "{name}: same shapes, pointwise");
        assert_eq!(result.expect("same shapes"), HostData::F32(vec![3.0; 8]));

        // A product of an M x K and a K x N matrix (row-major: a(k, row), b(col, k)), with the
        // first operand given transposed.
        let (m_, k_, n_) = (20u32, 10u32, 12u32);
        let matmul = desc(
            "matmul",
            "fn kernel(x: u32, y: u32) -> f32 { var s = 0.0; for (var k = 0u; k < depth; k++) { s += a(k, y) * b(x, k); } return s; }",
            vec![
                Param::array("a", Elem::F32, 2, Edge::Strict),
                Param::array("b", Elem::F32, 2, Edge::Strict),
                Param::scalar("depth", Elem::U32),
            ],
            &[n_, m_],
        );
        let out = Shape::new(&[n_, m_]).unwrap();
        let a = rng.f32s((m_ * k_) as usize, 1.0);
        let b = rng.f32s((k_ * n_) as usize, 1.0);
        let right = vec![
            Arg::Data(Shape::new(&[k_, m_]).unwrap(), HostData::F32(a.clone())),
            Arg::Data(Shape::new(&[n_, k_]).unwrap(), HostData::F32(b.clone())),
            Arg::Scalar(Scalar::U32(k_)),
        ];
        let (proven, result) = run(rt, &matmul, right, &out);
        assert!(!proven, "{name}: a loop's reads are not proven");
        let got = match result.expect("the right shapes") {
            HostData::F32(v) => v,
            other => panic!("{other:?}"),
        };
        for (i, g) in got.iter().enumerate() {
            let (col, row) = (i % n_ as usize, i / n_ as usize);
            let want: f32 =
                (0..k_ as usize).map(|k| a[row * k_ as usize + k] * b[k * n_ as usize + col]).sum();
            assert!(
                (g - want).abs() <= 1e-5 * want.abs().max(1.0),
                "{name}: matmul element {i}: {g} vs {want}"
            );
        }
        let transposed = vec![
            Arg::Data(Shape::new(&[m_, k_]).unwrap(), HostData::F32(a)),
            Arg::Data(Shape::new(&[n_, k_]).unwrap(), HostData::F32(b)),
            Arg::Scalar(Scalar::U32(k_)),
        ];
        let m = out_of_range(run(rt, &matmul, transposed, &out).1, name);
        assert!(m.contains("kernel `matmul` read array `a` of shape [20, 10] at ("), "{name}: {m}");

        // A stencil's read below zero, and a kernel over its result.
        let left = desc(
            "left",
            "fn kernel(x: u32) -> f32 { return u(x - 1u); }",
            vec![Param::array("u", Elem::F32, 1, Edge::Strict)],
            &[8],
        );
        let tenant = exec.open_tenant().expect("tenant");
        let k = Kernel::create(exec, &tenant, rt.guard(), &left).expect("kernel");
        let first = exec.create_buffer(&tenant, "out", s8.bytes()).unwrap();
        let origin =
            pollster::block_on(k.run(exec, &[Arg::Data(s8, HostData::F32(vec![1.0; 8]))], &first)).unwrap();
        let first = ResidentArray::new(s8, Elem::F32, first, origin);
        let double = desc(
            "double",
            "fn kernel(x: u32) -> f32 { return 2.0 * v(x); }",
            vec![Param::array("v", Elem::F32, 1, Edge::Strict)],
            &[8],
        );
        let k2 = Kernel::create(exec, &tenant, rt.guard(), &double).expect("kernel");
        let second = exec.create_buffer(&tenant, "out", s8.bytes()).unwrap();
        let origin = pollster::block_on(k2.run(exec, &[Arg::Resident(&first)], &second)).unwrap();
        let second = ResidentArray::new(s8, Elem::F32, second, origin);
        let m = out_of_range(pollster::block_on(second.read(exec)), name);
        assert!(m.contains("kernel `left` read array `u` of shape [8] at (-1)"), "{name}: {m}");
        let m = out_of_range(pollster::block_on(first.read(exec)), name);
        assert!(m.contains("at (-1)"), "{name}: {m}");
    }
}

/// The checked program where invocations past the output call `kernel` too (a barrier) and
/// where a kernel has several outputs (the record binds after them): a gather through an index
/// array inside the array runs right, one index outside fails by name.
#[test]
fn checked_programs_with_barriers_and_several_outputs() {
    let mut rng = Rng::seeded();
    for (name, rt) in runtimes() {
        let n = 300u32; // not a multiple of the workgroup: idle invocations in the last one
        let shape = Shape::new(&[n]).unwrap();
        let u = rng.f32s(n as usize, 1.0);
        let index: Vec<u32> = (0..n).map(|i| (i * 7 + 3) % n).collect();
        let barrier = desc(
            "gather",
            "fn kernel(x: u32) -> f32 { workgroupBarrier(); return u(k(x)); }",
            vec![
                Param::array("u", Elem::F32, 1, Edge::Strict),
                Param::array("k", Elem::U32, 1, Edge::Strict),
            ],
            &[n],
        );
        let mut several = desc(
            "pair",
            "fn kernel(x: u32) -> Outputs { let v = u(k(x)); return Outputs(v, -v); }",
            barrier.params.clone(),
            &[n],
        );
        several.outputs =
            vec![Output { name: "p".into(), elem: Elem::F32 }, Output { name: "m".into(), elem: Elem::F32 }];
        let want: Vec<f32> = index.iter().map(|&i| u[i as usize]).collect();
        let args = |index: &[u32]| {
            vec![Arg::Data(shape, HostData::F32(u.clone())), Arg::Data(shape, HostData::U32(index.to_vec()))]
        };
        let (proven, got) = run(rt, &barrier, args(&index), &shape);
        assert!(!proven, "{name}: a gather is not proven");
        assert_eq!(got.unwrap_or_else(|e| panic!("{name}: {e}")), HostData::F32(want.clone()), "{name}");
        let mut bad = index.clone();
        bad[123] = n + 4;
        let m = out_of_range(run(rt, &barrier, args(&bad), &shape).1, name);
        assert!(m.contains(&format!("read array `u` of shape [{n}] at ({})", n + 4)), "{name}: {m}");

        let exec = rt.executor();
        let tenant = exec.open_tenant().expect("tenant");
        let k = Kernel::create(exec, &tenant, rt.guard(), &several).expect("kernel");
        for (index, ok) in [(&index, true), (&bad, false)] {
            let outs: Vec<_> =
                (0..2).map(|_| exec.create_buffer(&tenant, "out", shape.bytes()).unwrap()).collect();
            let refs: Vec<&_> = outs.iter().collect();
            let origin = pollster::block_on(k.run_outputs(exec, &args(index), &shape, &refs)).expect("run");
            let p = ResidentArray::new(shape, Elem::F32, outs[0].clone(), origin.clone());
            let m = ResidentArray::new(shape, Elem::F32, outs[1].clone(), origin);
            let (p, m) = (pollster::block_on(p.read(exec)), pollster::block_on(m.read(exec)));
            if ok {
                assert_eq!(p.expect("p"), HostData::F32(want.clone()), "{name}");
                assert_eq!(m.expect("m"), HostData::F32(want.iter().map(|v| -v).collect()), "{name}");
            } else {
                out_of_range(p, name);
                out_of_range(m, name);
            }
        }
    }
}

/// `output_shape()` gives the run's output extents inside a kernel (gpu.js's `this.output`),
/// of each rank, in a run sized per call, on every executor (several elements per invocation
/// on a GPU).
#[test]
fn output_shape_is_the_runs_output() {
    for (name, rt) in runtimes() {
        for rank in 1..=3usize {
            let sig: Vec<String> = COORDS[..rank].iter().map(|c| format!("{c}: u32")).collect();
            let body = match rank {
                1 => "return x + 1000u * output_shape();",
                2 => "let n = output_shape(); return x + n.x * y + 100000u * n.y;",
                _ => "let n = output_shape(); return x + n.x * (y + n.y * z) + 100000u * n.z;",
            };
            let mut d = desc(
                "shape",
                &format!("fn kernel({}) -> u32 {{ {body} }}", sig.join(", ")),
                vec![],
                &vec![0; rank],
            );
            d.output_elem = Elem::U32;
            let dims = [37u32, 5, 3];
            let shape = Shape::new(&dims[..rank]).unwrap();
            let last = dims[rank - 1];
            let want: Vec<u32> = (0..shape.len() as u32)
                .map(|i| i + if rank == 1 { 1000 * 37 } else { 100000 * last })
                .collect();
            let got = run(rt, &d, vec![], &shape).1.unwrap_or_else(|e| panic!("{name}, rank {rank}: {e}"));
            assert_eq!(got, HostData::U32(want), "{name}, rank {rank}");
        }
    }
}

/// The texts of this file's errors, as a person reads them (insta snapshots): a strict read
/// below zero, a [8] + [5] shape mistake's array and shape, a run of a kernel sized per call.
#[test]
fn error_texts() {
    let rt = cpu_runtime();
    let s8 = Shape::new(&[8]).unwrap();
    let left = desc(
        "left",
        "fn kernel(x: u32) -> f32 { return u(x - 1u); }",
        vec![Param::array("u", Elem::F32, 1, Edge::Strict)],
        &[8],
    );
    let e = run(rt, &left, vec![Arg::Data(s8, HostData::F32(vec![1.0; 8]))], &s8).1.unwrap_err();
    insta::assert_snapshot!("strict_read_below_zero", e.to_string());
    let exec = rt.executor();
    let tenant = exec.open_tenant().expect("tenant");
    let sized = desc("mean", "fn kernel(x: u32) -> f32 { return u(x); }", left.params.clone(), &[0]);
    let k = Kernel::create(exec, &tenant, rt.guard(), &sized).expect("kernel");
    let out = exec.create_buffer(&tenant, "out", 32).unwrap();
    let e = pollster::block_on(k.run(exec, &[Arg::Data(s8, HostData::F32(vec![1.0; 8]))], &out)).unwrap_err();
    insta::assert_snapshot!("sized_kernel_run_without_a_shape", e.to_string());
    let e = Kernel::create(
        exec,
        &tenant,
        rt.guard(),
        &desc("zero", "fn kernel(x: u32) -> f32 { return 1.0; }", vec![], &[4, 0]),
    )
    .unwrap_err();
    insta::assert_snapshot!("some_extents_zero", e.to_string());
}

/// A long chain of checked calls never read (past `array::MAX_PENDING`, so the lineage is
/// verified on the way) reads right; the same chain with one read outside in its middle fails
/// by name, from the call that verifies or from the read, never with a value.
#[test]
fn long_chains_of_checked_calls() {
    for (name, rt) in runtimes() {
        let exec = rt.executor();
        let tenant = exec.open_tenant().expect("tenant");
        let n = 64u32;
        let shape = Shape::new(&[n]).unwrap();
        let gather = desc(
            "gather",
            "fn kernel(x: u32) -> f32 { return u(k(x)) + 1.0; }",
            vec![
                Param::array("u", Elem::F32, 1, Edge::Strict),
                Param::array("k", Elem::U32, 1, Edge::Strict),
            ],
            &[n],
        );
        let k = Kernel::create(exec, &tenant, rt.guard(), &gather).expect("kernel");
        let steps = wasm_host::array::MAX_PENDING + 100;
        for bad_at in [None, Some(steps / 2)] {
            let index = |bad: bool| {
                let v: Vec<u32> = (0..n).map(|i| if bad && i == 7 { n + 1 } else { (i + 1) % n }).collect();
                Arg::Data(shape, HostData::U32(v))
            };
            // Zeros to begin with: after `steps` calls every element is `steps`.
            let zeros = exec.create_buffer(&tenant, "u", shape.bytes()).unwrap();
            let mut u = ResidentArray::new(shape, Elem::F32, zeros, None);
            let mut failed = None;
            for step in 0..steps {
                let out = exec.create_buffer(&tenant, "out", shape.bytes()).unwrap();
                match pollster::block_on(k.run(exec, &[Arg::Resident(&u), index(bad_at == Some(step))], &out))
                {
                    Ok(origin) => u = ResidentArray::new(shape, Elem::F32, out, origin),
                    Err(e) => {
                        failed = Some(e);
                        break;
                    }
                }
            }
            let result = match failed {
                Some(e) => Err(e),
                None => pollster::block_on(u.read(exec)),
            };
            match bad_at {
                None => {
                    assert_eq!(result.expect(name), HostData::F32(vec![steps as f32; n as usize]), "{name}")
                }
                Some(_) => {
                    let m = out_of_range(result, name);
                    assert!(
                        m.contains(&format!("read array `u` of shape [{n}] at ({})", n + 1)),
                        "{name}: {m}"
                    );
                }
            }
        }
    }
}

/// Out-of-range records are executor buffers: a guest chaining checked calls without reading
/// holds at most `array::MAX_RECORDS` of them (the lineage is verified past that, and a
/// verified record's buffer is freed), not one per call.
#[test]
fn unread_chains_hold_few_records() {
    let rt = Runtime::new(cpu_config(wasm_host::Config::default())).expect("the cpu executor starts");
    let exec = rt.executor();
    let tenant = exec.open_tenant().expect("tenant");
    let n = 64u32;
    let shape = Shape::new(&[n]).unwrap();
    let gather = desc(
        "gather",
        "fn kernel(x: u32) -> f32 { return u(k(x)) + 1.0; }",
        vec![Param::array("u", Elem::F32, 1, Edge::Strict), Param::array("k", Elem::U32, 1, Edge::Strict)],
        &[n],
    );
    let k = Kernel::create(exec, &tenant, rt.guard(), &gather).expect("kernel");
    let index: Vec<u32> = (0..n).map(|i| (i + 1) % n).collect();
    let zeros = exec.create_buffer(&tenant, "u", shape.bytes()).unwrap();
    let mut u = ResidentArray::new(shape, Elem::F32, zeros, None);
    let steps = 300;
    let mut most = 0;
    for _ in 0..steps {
        let out = exec.create_buffer(&tenant, "out", shape.bytes()).unwrap();
        let origin = pollster::block_on(k.run(
            exec,
            &[Arg::Resident(&u), Arg::Data(shape, HostData::U32(index.clone()))],
            &out,
        ))
        .expect("run");
        u = ResidentArray::new(shape, Elem::F32, out, origin);
        most = most.max(exec.live().buffers);
    }
    // One record per call would be 300 buffers; bounded: the records (at most MAX_RECORDS),
    // the work the cpu executor keeps queued (its uploads and outputs) and the array.
    assert!(most < steps as u64 / 2, "{most} buffers live at most over {steps} unread checked calls");
    assert_eq!(
        pollster::block_on(u.read(exec)).expect("read"),
        HostData::F32(vec![steps as f32; n as usize])
    );
}
