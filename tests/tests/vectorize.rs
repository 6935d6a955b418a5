//! The cpu executor's vectorizer: kernels with divergent control flow (varying `if`s, loops
//! whose lanes leave at different iterations, `continue`, early returns from helpers), lane by
//! lane fallbacks (integer division, transcendentals) and per-lane private variables, each run
//! vectorized (loops interleaved two vectors at a time where the compiler does so, and not)
//! and scalar on the same random inputs: the paths agree bit for bit, and all agree with a native Rust oracle (relative 1e-5; the oracle's `exp` is Rust's). Outputs of
//! 1031 elements (not a multiple of the 4 lanes) exercise partial vectors. Kernels the
//! vectorizer does not handle must still run (scalar) and say why in the compile report.

use wasm_host::array::{Elem, HostData, ResidentArray, Shape};
use wasm_host::kernel::{Arg, Edge, Kernel, KernelDesc, Param};
use wasm_host::{Config, Runtime};
use wasm_host_tests::cpu_config;

const N: usize = 1031;

fn runtime(vectorize: bool) -> Runtime {
    runtime_with(vectorize, true)
}

/// A cpu runtime, `interleave` as `CpuOptions::interleave`.
fn runtime_with(vectorize: bool, interleave: bool) -> Runtime {
    let mut config = cpu_config(Config::default());
    config.cpu.vectorize = vectorize;
    config.cpu.interleave = interleave;
    Runtime::new(config).expect("the cpu executor starts")
}

fn random(seed: u32, n: usize) -> Vec<f32> {
    let mut s = seed | 1;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            (s >> 8) as f32 / (1u32 << 24) as f32 * 2.0 - 1.0
        })
        .collect()
}

/// Runs `fn kernel(x: u32) -> f32` over `N` elements with input array `a`.
fn run(rt: &Runtime, src: &str, a: &[f32]) -> Vec<f32> {
    let exec = rt.executor();
    let desc = KernelDesc {
        name: "kernel".into(),
        source: src.into(),
        params: vec![Param::array("a", Elem::F32, 1, Edge::Zero)],
        output: vec![N as u32],
        output_elem: Elem::F32,
        constants: vec![],
        outputs: Vec::new(),
    };
    let tenant = exec.open_tenant().unwrap();
    let k = Kernel::create(exec, &tenant, rt.guard(), &desc).unwrap_or_else(|e| panic!("create: {e}"));
    let shape = Shape::new(&[N as u32]).unwrap();
    let args = [Arg::Data(shape, HostData::F32(a.to_vec()))];
    let buffer = exec.create_buffer(&tenant, "out", shape.bytes()).unwrap();
    let origin = pollster::block_on(k.run(exec, &args, &buffer)).unwrap_or_else(|e| panic!("run: {e}"));
    match pollster::block_on(ResidentArray::new(shape, Elem::F32, buffer, origin).read(exec)).unwrap() {
        HostData::F32(v) => v,
        other => panic!("expected f32, got {:?}", other.elem()),
    }
}

/// Runs `src` on both paths (vector code with and without interleaved loops); checks the path
/// taken, bit-equality and the oracle.
fn case(src: &str, vectorized: bool, oracle: impl Fn(&[f32], usize) -> f32) -> String {
    case_interleaved(src, vectorized, false, oracle)
}

/// `case`, `interleaved`: whether the vector code runs a loop two vectors at a time.
fn case_interleaved(
    src: &str,
    vectorized: bool,
    interleaved: bool,
    oracle: impl Fn(&[f32], usize) -> f32,
) -> String {
    let a = random(wasm_host_tests::seed(), N);
    let (vrt, urt, srt) = (runtime(true), runtime_with(true, false), runtime(false));
    let v = run(&vrt, src, &a);
    let u = run(&urt, src, &a);
    let s = run(&srt, src, &a);
    let report = vrt.executor().compile_report().expect("the cpu executor reports");
    assert_eq!(report.vectorized, u64::from(vectorized), "{report:?}");
    assert_eq!(report.interleaved, u64::from(interleaved), "{report:?}");
    assert_eq!(urt.executor().compile_report().unwrap().interleaved, 0, "interleaving off");
    for i in 0..N {
        assert_eq!(v[i].to_bits(), s[i].to_bits(), "element {i}: vector {} scalar {}", v[i], s[i]);
        assert_eq!(u[i].to_bits(), s[i].to_bits(), "element {i}: unpaired {} scalar {}", u[i], s[i]);
        let want = oracle(&a, i);
        assert!((v[i] - want).abs() <= 1e-5 * want.abs().max(1.0), "element {i}: got {} want {want}", v[i]);
    }
    report.reasons.first().map(|r| r.1.clone()).unwrap_or_default()
}

fn at(a: &[f32], i: usize) -> f32 {
    a.get(i).copied().unwrap_or(0.0)
}

#[test]
fn varying_if_else_chains() {
    let src = "fn kernel(x: u32) -> f32 {
        var r = 0.0;
        let v = a(x);
        if (v > 0.25) { r = v * 2.0; } else if (v < -0.25) { r = -v; } else { r = v + 1.0; }
        return r;
    }";
    case(src, true, |a, i| {
        let v = a[i];
        if v > 0.25 {
            v * 2.0
        } else if v < -0.25 {
            -v
        } else {
            v + 1.0
        }
    });
}

#[test]
fn loops_whose_lanes_leave_at_different_iterations() {
    let src = "fn kernel(x: u32) -> f32 {
        var s = 0.0;
        var i = 0u;
        loop {
            if (i >= 64u) { break; }
            i = i + 1u;
            let t = a((x + i) % 1031u);
            if (t < 0.0) { continue; }
            s = s + t;
            if (s > 3.0 + f32(x % 7u)) { break; }
        }
        return s + f32(i);
    }";
    // The loop runs two vectors interleaved (its accessor calls are inlined per copy).
    case_interleaved(src, true, true, |a, x| {
        let (mut s, mut i) = (0.0f32, 0u32);
        loop {
            if i >= 64 {
                break;
            }
            i += 1;
            let t = at(a, (x + i as usize) % 1031);
            if t < 0.0 {
                continue;
            }
            s += t;
            if s > 3.0 + (x % 7) as f32 {
                break;
            }
        }
        s + i as f32
    });
}

/// A latency-bound loop (mandelbrot's dependent chain, lanes leaving at different turns, some
/// at once, in an inlined function whose ending return falls through, with a helper called in
/// the loop) runs two vectors interleaved: every element as alone, against the native orbit.
#[test]
fn latency_bound_loops_run_two_vectors_interleaved() {
    let src = "fn sq(z: vec2<f32>) -> vec2<f32> { return vec2<f32>(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y); }
    fn kernel(x: u32) -> f32 {
        let c = vec2<f32>(f32(x % 37u) / 12.0 - 2.0, f32(x / 37u) / 14.0 - 1.0);
        let limit = select(200u, 0u, a(x) > 0.8);
        var z = vec2<f32>(0.0, 0.0);
        var i = 0u;
        for (; i < limit; i++) {
            if (dot(z, z) > 4.0) { break; }
            z = sq(z) + c;
        }
        return f32(i) + z.x;
    }";
    case_interleaved(src, true, true, |a, x| {
        let (cx, cy) = ((x % 37) as f32 / 12.0 - 2.0, (x / 37) as f32 / 14.0 - 1.0);
        let limit = if a[x] > 0.8 { 0 } else { 200 };
        let (mut zx, mut zy, mut i) = (0.0f32, 0.0f32, 0u32);
        while i < limit {
            if zx * zx + zy * zy > 4.0 {
                break;
            }
            let (nx, ny) = (zx * zx - zy * zy, 2.0 * zx * zy);
            (zx, zy) = (nx + cx, ny + cy);
            i += 1;
        }
        i as f32 + zx
    });
}

#[test]
fn early_returns_from_helpers_under_varying_conditions() {
    let src = "fn f(v: f32) -> f32 {
        if (v > 0.0) { return sqrt(v); }
        return v * v;
    }
    fn kernel(x: u32) -> f32 {
        if (x % 5u == 3u) { return -1.0; }
        return f(a(x)) + f(-a(x));
    }";
    let f = |v: f32| if v > 0.0 { v.sqrt() } else { v * v };
    case(src, true, |a, x| if x % 5 == 3 { -1.0 } else { f(a[x]) + f(-a[x]) });
}

#[test]
fn lane_by_lane_operations() {
    let src = "fn kernel(x: u32) -> f32 {
        let k = i32(x) - 500;
        return f32(k / 7 + k % 5) + exp(a(x));
    }";
    case(src, true, |a, x| {
        let k = x as i32 - 500;
        (k / 7 + k % 5) as f32 + a[x].exp()
    });
}

#[test]
fn private_variables_holding_per_invocation_values() {
    let src = "var<private> acc: f32;
    fn add(v: f32) { acc = acc + v; }
    fn kernel(x: u32) -> f32 {
        add(a(x));
        if (a(x) > 0.0) { add(1.0); }
        return acc * 2.0;
    }";
    case(src, true, |a, x| (a[x] + if a[x] > 0.0 { 1.0 } else { 0.0 }) * 2.0);
}

#[test]
fn what_is_not_vectorized_still_runs_and_says_why() {
    let switch = "fn kernel(x: u32) -> f32 {
        switch (x % 3u) {
            case 0u: { return a(x); }
            case 1u: { return 2.0 * a(x); }
            default: { return 0.5; }
        }
    }";
    let why = case(switch, false, |a, x| match x % 3 {
        0 => a[x],
        1 => 2.0 * a[x],
        _ => 0.5,
    });
    assert!(why.contains("switch"), "{why}");
    let table = "fn kernel(x: u32) -> f32 {
        var t = array<f32, 4>(1.0, 2.0, 3.0, 4.0);
        return t[x % 4u] * a(x);
    }";
    let why = case(table, false, |a, x| [1.0, 2.0, 3.0, 4.0][x % 4] * a[x]);
    assert!(why.contains("local array"), "{why}");
}

/// A hostile call tree: each helper calls the one below it 8 times, 8 levels deep (16 million
/// calls per invocation if everything were inlined). Creating the kernel must stay cheap: the
/// vectorizer's analysis and the inliner both stop at their budgets (the helpers past it stay
/// wasm calls). The kernel is not run: its call tree is the guest's own cost. (The Guard's
/// bound on work through calls refuses such a tree first; here it is lifted.)
#[test]
fn an_exponential_call_tree_compiles_within_budgets() {
    let mut src = String::from("fn f0(v: f32) -> f32 { return v + 1.0; }\n");
    for k in 1..=8 {
        let calls: Vec<String> = (0..8).map(|i| format!("f{}(v * {}.0)", k - 1, i + 1)).collect();
        src.push_str(&format!("fn f{k}(v: f32) -> f32 {{ return {}; }}\n", calls.join(" + ")));
    }
    src.push_str("fn kernel(x: u32) -> f32 { return f8(a(x)); }\n");
    let rt = runtime(true);
    let exec = rt.executor();
    let desc = KernelDesc {
        name: "tree".into(),
        source: src,
        params: vec![Param::array("a", Elem::F32, 1, Edge::Zero)],
        output: vec![N as u32],
        output_elem: Elem::F32,
        constants: vec![],
        outputs: Vec::new(),
    };
    let tenant = exec.open_tenant().unwrap();
    // The Guard refuses it now (146 million expressions with the calls expanded); the
    // compiler's own budgets are shown with that bound lifted.
    let Err(e) = Kernel::create(exec, &tenant, rt.guard(), &desc) else { panic!("the Guard let it through") };
    assert!(e.message().contains("with every call expanded in place"), "{e}");
    let lifted = wasm_host::guard::Guard::new(wasm_host::guard::GuardPolicy {
        max_expanded_items: u64::MAX,
        ..rt.guard().policy().clone()
    });
    Kernel::create(exec, &tenant, &lifted, &desc).unwrap_or_else(|e| panic!("create: {e}"));
    let report = exec.compile_report().unwrap();
    assert_eq!((report.vectorized, report.scalar), (0, 1), "{report:?}");
    assert!(report.reasons[0].1.contains("too large"), "{report:?}");
}

/// A dispatch of zero workgroups (a batch stream may record one) runs nothing and fails
/// nothing, vectorized or not: the compiled `run` computes no workgroup coordinates (no
/// division by a zero count) when it is given no workgroups; the next dispatch still runs.
#[test]
fn an_empty_dispatch_runs_nothing() {
    use wasm_host::exec::{Access, ProgramDesc};
    for vectorize in [true, false] {
        let rt = runtime(vectorize);
        let exec = rt.executor();
        let tenant = exec.open_tenant().unwrap();
        let src = "@group(0) @binding(0) var<storage, read_write> y: array<u32>;
            @compute @workgroup_size(4) fn main(@builtin(global_invocation_id) g: vec3<u32>) { y[g.x] = g.x + 1u; }";
        let module = rt.guard().check(src).unwrap();
        let program = exec
            .create_program(&ProgramDesc {
                label: "empty",
                module: &module,
                entry_point: "main",
                bindings: &[Access::ReadWrite],
                constants: &[],
                serial: false,
            })
            .unwrap();
        let y = exec.create_buffer(&tenant, "y", 16).unwrap();
        for groups in [[0, 1, 1], [1, 0, 1], [0, 0, 0]] {
            exec.dispatch(&program, &[&y], groups).unwrap();
        }
        assert_eq!(pollster::block_on(exec.read_buffer(&y)).unwrap(), vec![0u32; 4], "vectorize {vectorize}");
        exec.dispatch(&program, &[&y], [1, 1, 1]).unwrap();
        assert_eq!(
            pollster::block_on(exec.read_buffer(&y)).unwrap(),
            vec![1, 2, 3, 4],
            "vectorize {vectorize}"
        );
    }
}

/// Vectorized rows run 1, 2 or 4 vectors per turn of the loop, as the workgroup's x size
/// allows (4, 8, 12, 16, 64 here; 12 is not a multiple of 8 so runs one per turn; 64 runs its
/// loop two vectors interleaved, and is run without that too): every
/// shape, with invocations that return early and loops whose lanes leave at different
/// iterations, agrees bit for bit with the scalar path and with a native oracle, over a
/// dispatch whose last workgroup is partly past the data.
#[test]
fn unrolled_rows_agree_with_the_scalar_path() {
    use wasm_host::exec::{Access, ProgramDesc};
    const LEN: usize = 1000;
    let a = random(wasm_host_tests::seed(), LEN);
    let oracle = |i: usize| -> f32 {
        let v = a[i];
        if v < -0.5 {
            return -1.0;
        }
        let mut s = v;
        let mut k = 0;
        while k < (i % 7) as i32 {
            s = s * 0.5 + 0.25;
            if s > 0.6 {
                break;
            }
            k += 1;
        }
        s + k as f32
    };
    for wx in [4u32, 8, 12, 16, 64] {
        let src = format!(
            "@group(0) @binding(0) var<storage, read> a: array<f32>;
            @group(0) @binding(1) var<storage, read_write> y: array<f32>;
            @compute @workgroup_size({wx}) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
                let i = g.x;
                if (i >= arrayLength(&y)) {{ return; }}
                let v = a[i];
                if (v < -0.5) {{ y[i] = -1.0; return; }}
                var s = v;
                var k = 0;
                while (k < i32(i % 7u)) {{
                    s = s * 0.5 + 0.25;
                    if (s > 0.6) {{ break; }}
                    k += 1;
                }}
                y[i] = s + f32(k);
            }}"
        );
        let mut outs = Vec::new();
        // Workgroups of 64 (neither packed nor a multiple of 8 short) run the loop two vectors
        // at a time; the others one.
        for (vectorize, interleave) in [(true, true), (true, false), (false, false)] {
            let rt = runtime_with(vectorize, interleave);
            let exec = rt.executor();
            let tenant = exec.open_tenant().unwrap();
            let module = rt.guard().check(&src).unwrap_or_else(|e| panic!("{e}"));
            let program = exec
                .create_program(&ProgramDesc {
                    label: "rows",
                    module: &module,
                    entry_point: "main",
                    bindings: &[Access::Read, Access::ReadWrite],
                    constants: &[],
                    serial: false,
                })
                .unwrap();
            let bytes: Vec<u8> = a.iter().flat_map(|v| v.to_le_bytes()).collect();
            let ab = exec.create_buffer(&tenant, "a", bytes.len() as u64).unwrap();
            exec.write_buffer(&ab, 0, &bytes).unwrap();
            let y = exec.create_buffer(&tenant, "y", 4 * LEN as u64).unwrap();
            exec.dispatch(&program, &[&ab, &y], [(LEN as u32).div_ceil(wx), 1, 1]).unwrap();
            let words: Vec<u32> = pollster::block_on(exec.read_buffer(&y)).unwrap();
            let report = exec.compile_report().unwrap();
            assert_eq!(report.vectorized, u64::from(vectorize), "workgroup {wx}: {report:?}");
            assert_eq!(report.interleaved, u64::from(interleave && wx == 64), "workgroup {wx}: {report:?}");
            outs.push(words);
        }
        assert!(outs.iter().all(|o| o.len() == LEN), "workgroup {wx}: lengths");
        for (i, ((&v, &u), &s)) in outs[0].iter().zip(&outs[1]).zip(&outs[2]).enumerate() {
            assert_eq!(v, s, "workgroup {wx}, element {i}: vector vs scalar");
            assert_eq!(u, s, "workgroup {wx}, element {i}: unpaired vector vs scalar");
            let (got, want) = (f32::from_bits(v), oracle(i));
            assert!(
                (got - want).abs() <= 1e-5 * want.abs().max(1.0),
                "workgroup {wx}, element {i}: {got} vs {want}"
            );
        }
    }
}

/// Runs `src` (entry point `main`) on the cpu executor, vectorized or not, over buffers of the
/// given access and contents; returns every buffer's words after the dispatch, and the report.
fn dispatch_words(
    vectorize: bool,
    src: &str,
    buffers: &[(wasm_host::exec::Access, Vec<u32>)],
    groups: [u32; 3],
) -> (Vec<Vec<u32>>, wasm_host::exec::CompileReport) {
    use wasm_host::exec::ProgramDesc;
    let rt = runtime(vectorize);
    let exec = rt.executor();
    let tenant = exec.open_tenant().unwrap();
    let module = rt.guard().check(src).unwrap_or_else(|e| panic!("{e}"));
    let access: Vec<_> = buffers.iter().map(|b| b.0).collect();
    let program = exec
        .create_program(&ProgramDesc {
            label: "rows",
            module: &module,
            entry_point: "main",
            bindings: &access,
            constants: &[],
            serial: false,
        })
        .unwrap();
    let bufs: Vec<_> = buffers
        .iter()
        .map(|(_, words)| {
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            let b = exec.create_buffer(&tenant, "b", bytes.len() as u64).unwrap();
            exec.write_buffer(&b, 0, &bytes).unwrap();
            b
        })
        .collect();
    let refs: Vec<_> = bufs.iter().collect();
    exec.dispatch(&program, &refs, groups).unwrap();
    let out = bufs.iter().map(|b| pollster::block_on(exec.read_buffer(b)).unwrap()).collect();
    (out, exec.compile_report().unwrap())
}

fn f32_words(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

/// Bounds tests decided once per row (see the cpu compiler's `rows`): a 2-D kernel whose
/// compares of the x id with uniform bounds (unsigned and signed, either side, `<`, `<=`,
/// `>`, `>=`, under `||`, `&&` and `!`, an exit test, two whose values wrap inside an
/// otherwise clean row: x from 226 to 229 are the only ones they fail) and whose accesses at
/// x-affine indices (one past a binding's end, one wrapping below 0) hold in most rows and
/// not in others (bounds that cut a row, the data's last row, the first column); a store
/// and a compare after the first store (not decided per row). Vectorized and scalar agree
/// bit for bit and both match a native oracle, for rows of 16 and 64 invocations.
#[test]
fn bounds_tests_decided_per_row_agree_with_the_scalar_path() {
    use wasm_host::exec::Access;
    const W: u32 = 300;
    const H: u32 = 9;
    // [width, height, low cut, high cut]
    const P: [u32; 4] = [W, H, 20, 280];
    let la = (W * H - 5) as usize;
    let a = random(wasm_host_tests::seed(), la);
    // Robust buffer access: 0 outside the binding.
    let ac = |i: u32| a.get(i as usize).copied().unwrap_or(0.0);
    let oracle = |x: u32, gy: u32| -> f32 {
        let i = gy * W + x;
        let mut r = ac(i);
        r += if ((i + 1) as usize) < la { ac(i + 1) } else { 0.0 };
        if x > P[2] {
            r *= 2.0;
        }
        if (x as i32) - 3 < 290 {
            r += 1.0;
        }
        if P[3] >= x {
            r = -r;
        }
        if x.wrapping_add(0xFFFF_FF1A) < 0xFFFF_FFFC {
            r += 0.25;
        }
        if (x as i32).wrapping_add(0x7FFF_FF1A) < 0x7FFF_FFFC {
            r += 0.125;
        }
        if x >= 1 && x <= P[2] + 240 {
            r += ac(i.wrapping_sub(1));
        }
        if x < 5 { r + 10.0 } else { r }
    };
    for wx in [16u32, 64] {
        let src = format!(
            "@group(0) @binding(0) var<storage, read> a: array<f32>;
            @group(0) @binding(1) var<storage, read_write> y: array<f32>;
            @group(0) @binding(2) var<storage, read> p: vec4<u32>;
            @compute @workgroup_size({wx}, 2) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
                let x = g.x;
                if (x >= p.x || g.y >= p.y) {{ return; }}
                let i = g.y * p.x + x;
                var r = a[i];
                r += select(0.0, a[i + 1u], i + 1u < arrayLength(&a));
                if (x > p.z) {{ r = r * 2.0; }}
                if (i32(x) - 3 < 290) {{ r = r + 1.0; }}
                if (p.w >= x) {{ r = -r; }}
                if (x + 0xFFFFFF1Au < 0xFFFFFFFCu) {{ r += 0.25; }}
                if (i32(x) + 0x7FFFFF1A < 0x7FFFFFFC) {{ r += 0.125; }}
                let inside = x >= 1u && !(x > p.z + 240u);
                r += select(0.0, a[i - 1u], inside);
                y[i] = r;
                if (x < 5u) {{ y[i] = r + 10.0; }}
            }}"
        );
        let buffers = [
            (Access::Read, f32_words(&a)),
            (Access::ReadWrite, vec![0; (W * H) as usize]),
            (Access::Read, P.to_vec()),
        ];
        let groups = [W.div_ceil(wx) + 1, H.div_ceil(2) + 1, 1];
        let (v, report) = dispatch_words(true, &src, &buffers, groups);
        assert_eq!((report.vectorized, report.row_tested), (1, 1), "rows of {wx}: {report:?}");
        let (s, report) = dispatch_words(false, &src, &buffers, groups);
        assert_eq!(report.scalar, 1, "rows of {wx}: {report:?}");
        for gy in 0..H {
            for x in 0..W {
                let i = (gy * W + x) as usize;
                assert_eq!(v[1][i], s[1][i], "rows of {wx}: ({x}, {gy}): vector vs scalar");
                let (got, want) = (f32::from_bits(v[1][i]), oracle(x, gy));
                assert!(
                    (got - want).abs() <= 1e-6 * want.abs().max(1.0),
                    "rows of {wx}: ({x}, {gy}): {got} vs {want}"
                );
            }
        }
    }
}

/// A row test that the probe (the row's first vector) does not reach, because no lane of
/// that vector takes the branch around it, decides nothing: the row runs its checked body,
/// and lanes of later vectors that take the branch see the compare's real value.
#[test]
fn a_row_test_the_probe_does_not_reach_decides_nothing() {
    use wasm_host::exec::Access;
    const W: u32 = 256;
    const CUT: u32 = 77;
    let src = "@group(0) @binding(0) var<storage, read_write> y: array<f32>;
        @group(0) @binding(1) var<storage, read> p: vec4<u32>;
        fn over(x: u32) -> f32 { return select(1.0, 3.0, x < p.z); }
        @compute @workgroup_size(16) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let x = g.x;
            if (x >= p.x) { return; }
            var r = 1.0;
            if (x % 16u >= 4u) { r = over(x) + f32(x % 3u); }
            y[x] = r;
        }";
    let buffers = [(Access::ReadWrite, vec![0; W as usize]), (Access::Read, vec![W, 0, CUT, 0])];
    let (v, report) = dispatch_words(true, src, &buffers, [W / 16, 1, 1]);
    assert_eq!((report.vectorized, report.row_tested), (1, 1), "{report:?}");
    for x in 0..W {
        let over = if x < CUT { 3.0 } else { 1.0 };
        let want = if x % 16 >= 4 { over + (x % 3) as f32 } else { 1.0 };
        assert_eq!(f32::from_bits(v[0][x as usize]), want, "x {x}");
    }
}

/// Stores at x-affine indices past the end of a binding (a dispatch 4 times the data): rows
/// inside run without tests, rows past the end drop their stores like the scalar path (robust
/// buffer access); nothing lands in the buffers around it.
#[test]
fn row_tests_keep_stores_inside_their_binding() {
    use wasm_host::exec::Access;
    const LEN: u32 = 1000;
    let src = "@group(0) @binding(0) var<storage, read_write> before: array<f32>;
        @group(0) @binding(1) var<storage, read_write> y: array<f32>;
        @group(0) @binding(2) var<storage, read_write> after: array<f32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            y[g.x] = f32(g.x);
        }";
    let canary = vec![0x7fc0_0001u32; 64];
    let buffers = [
        (Access::ReadWrite, canary.clone()),
        (Access::ReadWrite, vec![0; LEN as usize]),
        (Access::ReadWrite, canary.clone()),
    ];
    for vectorize in [true, false] {
        let (out, report) = dispatch_words(vectorize, src, &buffers, [4 * LEN / 64, 1, 1]);
        assert_eq!(report.row_tested, u64::from(vectorize), "{report:?}");
        assert_eq!((&out[0], &out[2]), (&canary, &canary), "vectorize {vectorize}: the buffers around");
        for x in 0..LEN {
            assert_eq!(f32::from_bits(out[1][x as usize]), x as f32, "vectorize {vectorize}: x {x}");
        }
    }
}

/// An exit test of many terms (400 `|`, the compiler looks through it without recursion):
/// decided per row like a single one, and the kernel's results hold.
#[test]
fn a_long_exit_test_is_decided_per_row() {
    use wasm_host::exec::Access;
    let terms: Vec<String> = (0..400).map(|k| format!("x == {}u", 1_000_000 + k)).collect();
    let src = format!(
        "@group(0) @binding(0) var<storage, read_write> y: array<f32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
            let x = g.x;
            if (x >= 200u | {}) {{ return; }}
            y[x] = f32(x);
        }}",
        terms.join(" | ")
    );
    let (out, report) = dispatch_words(true, &src, &[(Access::ReadWrite, vec![0; 256])], [4, 1, 1]);
    assert_eq!((report.vectorized, report.row_tested), (1, 1), "{report:?}");
    for (x, &w) in out[0].iter().enumerate() {
        let want = if x < 200 { x as f32 } else { 0.0 };
        assert_eq!(f32::from_bits(w), want, "x {x}");
    }
}

/// A kernel whose body takes some 12 000 wasm locals (a call tree 4 deep, 6 calls per level,
/// all inlined): a row's probe and fast body beside its checked body would pass wasm's limit
/// of 50 000 locals per function, so it keeps the checked body alone, and still vectorizes.
#[test]
fn a_body_too_large_for_row_copies_still_vectorizes() {
    let mut src = String::from("fn f0(v: f32) -> f32 { return v * 0.5 + 1.0; }\n");
    for k in 1..=4 {
        let calls: Vec<String> = (0..6).map(|i| format!("f{}(v * {}.0)", k - 1, i + 1)).collect();
        src.push_str(&format!("fn f{k}(v: f32) -> f32 {{ return {}; }}\n", calls.join(" + ")));
    }
    src.push_str("fn kernel(x: u32) -> f32 { return f4(a(x)); }\n");
    let f0 = |v: f32| v * 0.5 + 1.0;
    let f1 = |v: f32| (0..6).fold(0.0, |s, i| s + f0(v * (i + 1) as f32));
    let f2 = |v: f32| (0..6).fold(0.0, |s, i| s + f1(v * (i + 1) as f32));
    let f3 = |v: f32| (0..6).fold(0.0, |s, i| s + f2(v * (i + 1) as f32));
    let f4 = |v: f32| (0..6).fold(0.0, |s, i| s + f3(v * (i + 1) as f32));
    let reason = case(&src, true, |a, i| f4(a[i]));
    assert!(reason.is_empty(), "{reason}");
}
