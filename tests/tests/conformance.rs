//! The compiler conformance corpus: one small WGSL kernel per construct, run on both executors
//! (wgpu and the cpu executor) on fresh random inputs against a native Rust oracle.
//!
//! Tolerances: integer and bit results are exact (wrapping, WGSL's division rules); float
//! results agree to a relative 2e-6 (a few ulps: drivers may fuse multiply-adds or use their
//! own square roots) unless a case states otherwise. Kernels go through the kernel interface
//! (`Kernel::create` and `run`, `run_outputs` for kernels of several outputs), atomics through
//! raw programs of the executor.

use wasm_host::array::{Elem, HostData, ResidentArray, Scalar, Shape};
use wasm_host::config::{Backend, Config};
use wasm_host::exec::gpu::GpuOptions;
use wasm_host::exec::{Access, ProgramDesc};
use wasm_host::kernel::{Arg, Edge, Kernel, KernelDesc, Output, Param, ParamKind};
use wasm_host::{ErrorKind, Runtime};
use wasm_host_tests::*;

const N: usize = 1031;

/// Runs `fn kernel(x: u32) -> T` over `N` elements with rank-1 array inputs.
fn run(
    rt: &Runtime,
    name: &str,
    src: &str,
    inputs: Vec<(&str, HostData)>,
    out: Elem,
) -> Result<HostData, wasm_host::Error> {
    let exec = rt.executor();
    let desc = KernelDesc {
        name: name.to_string(),
        source: src.to_string(),
        params: inputs
            .iter()
            .map(|(n, d)| Param {
                name: n.to_string(),
                kind: ParamKind::Array { elem: d.elem(), rank: 1, edge: Edge::Zero },
            })
            .collect(),
        output: vec![N as u32],
        output_elem: out,
        constants: vec![],
        outputs: Vec::new(),
    };
    let tenant = exec.open_tenant()?;
    let k = Kernel::create(exec, &tenant, rt.guard(), &desc)?;
    let shape = Shape::new(&[N as u32])?;
    let args: Vec<Arg<'_>> =
        inputs.into_iter().map(|(_, d)| Arg::Data(Shape::new(&[d.len() as u32]).unwrap(), d)).collect();
    let buffer = exec.create_buffer(&tenant, "out", shape.bytes())?;
    let origin = pollster::block_on(k.run(exec, &args, &buffer))?;
    let array = ResidentArray::new(shape, out, buffer, origin);
    pollster::block_on(array.read(exec))
}

fn f32s(d: HostData) -> Vec<f32> {
    match d {
        HostData::F32(v) => v,
        other => panic!("expected f32, got {:?}", other.elem()),
    }
}

fn i32s(d: HostData) -> Vec<i32> {
    match d {
        HostData::I32(v) => v,
        other => panic!("expected i32, got {:?}", other.elem()),
    }
}

fn u32s(d: HostData) -> Vec<u32> {
    match d {
        HostData::U32(v) => v,
        other => panic!("expected u32, got {:?}", other.elem()),
    }
}

fn close(label: &str, got: &[f32], want: &[f32], rel: f32) {
    assert_eq!(got.len(), want.len(), "{label}: length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let ok = (g - w).abs() <= rel * w.abs().max(1.0) || (g.is_nan() && w.is_nan());
        assert!(ok, "{label}: element {i}: got {g}, want {w}");
    }
}

/// A float case: `a`, `b` random in ±`scale`; `f(a, b, x)` is the oracle.
fn float_case(rt: &Runtime, label: &str, src: &str, scale: f32, rel: f32, f: impl Fn(f32, f32, u32) -> f32) {
    let mut rng = Rng::seeded();
    let (a, b) = (rng.f32s(N, scale), rng.f32s(N, scale));
    let got = f32s(
        run(
            rt,
            label,
            src,
            vec![("a", HostData::F32(a.clone())), ("b", HostData::F32(b.clone()))],
            Elem::F32,
        )
        .unwrap_or_else(|e| panic!("{label} on {}: {e}", rt.backend().name)),
    );
    let want: Vec<f32> = (0..N).map(|i| f(a[i], b[i], i as u32)).collect();
    close(&format!("{label} on {}", rt.backend().name), &got, &want, rel);
}

fn arithmetic(rt: &Runtime) {
    float_case(
        rt,
        "arith",
        "fn kernel(x: u32) -> f32 { return a(x) * b(x) + a(x) / b(x) - (a(x) - b(x)); }",
        4.0,
        2e-6,
        |a, b, _| a * b + a / b - (a - b),
    );
    float_case(rt, "fmod", "fn kernel(x: u32) -> f32 { return a(x) % b(x); }", 4.0, 1e-5, |a, b, _| {
        a - b * (a / b).trunc()
    });
    float_case(rt, "negate", "fn kernel(x: u32) -> f32 { return -a(x) * 3.0; }", 4.0, 0.0, |a, _, _| {
        -a * 3.0
    });
}

fn math_builtins(rt: &Runtime) {
    float_case(
        rt,
        "rounding",
        "fn kernel(x: u32) -> f32 { return abs(a(x)) + floor(a(x)) + ceil(b(x)) + round(a(x) * 1.5) + fract(b(x)) + trunc(a(x)); }",
        8.0,
        2e-6,
        |a, b, _| a.abs() + a.floor() + b.ceil() + (a * 1.5).round_ties_even() + (b - b.floor()) + a.trunc(),
    );
    float_case(
        rt,
        "roots",
        "fn kernel(x: u32) -> f32 { return sqrt(abs(a(x))) + inverseSqrt(abs(b(x)) + 1.0); }",
        8.0,
        1e-5,
        |a, b, _| a.abs().sqrt() + 1.0 / (b.abs() + 1.0).sqrt(),
    );
    float_case(
        rt,
        "minmax",
        "fn kernel(x: u32) -> f32 { return min(a(x), b(x)) * 2.0 + max(a(x), b(x)) + clamp(a(x), -1.0, 1.0) + saturate(b(x)); }",
        4.0,
        2e-6,
        |a, b, _| a.min(b) * 2.0 + a.max(b) + a.clamp(-1.0, 1.0) + b.clamp(0.0, 1.0),
    );
    float_case(
        rt,
        "mix-step",
        "fn kernel(x: u32) -> f32 { return mix(a(x), b(x), 0.25) + step(a(x), b(x)) + smoothstep(-1.0, 1.0, a(x)) + sign(b(x)) + fma(a(x), b(x), 1.0); }",
        4.0,
        1e-5,
        |a, b, _| {
            let t = ((a + 1.0) / 2.0).clamp(0.0, 1.0);
            a * 0.75
                + b * 0.25
                + if a <= b { 1.0 } else { 0.0 }
                + t * t * (3.0 - 2.0 * t)
                + if b > 0.0 {
                    1.0
                } else if b < 0.0 {
                    -1.0
                } else {
                    0.0
                }
                + (a * b + 1.0)
        },
    );
    float_case(
        rt,
        "vectors",
        "fn kernel(x: u32) -> f32 {
            let v = vec3<f32>(a(x), b(x), a(x) * b(x));
            let w = v.zyx * 2.0;
            return dot(v, w) + length(v) + distance(v, w) + normalize(v).y + cross(v, w).x + vec2<f32>(v.x).y;
        }",
        2.0,
        1e-5,
        |a, b, _| {
            let v = [a, b, a * b];
            let w = [v[2] * 2.0, v[1] * 2.0, v[0] * 2.0];
            let dot = v[0] * w[0] + v[1] * w[1] + v[2] * w[2];
            let len = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
            let d = [v[0] - w[0], v[1] - w[1], v[2] - w[2]];
            let dist = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).sqrt();
            dot + len + dist + v[1] / len + (v[1] * w[2] - v[2] * w[1]) + a
        },
    );
}

/// Transcendental builtins against Rust's `f32` functions. Tolerances (absolute below 1,
/// relative above): 1e-4 for `sin`, `cos`, `tan` and the hyperbolic family (WGSL allows 2^-11
/// for `sin`/`cos` on [-π, π] and more for the rest), 1e-3 for the inverse trigonometric ones
/// (WGSL: 4096 ulp), 2e-5 for `exp`, `exp2`, `log`, `log2`, 1e-4 for `pow` (inherited from
/// `exp2(y·log2 x)`).
fn transcendentals(rt: &Runtime) {
    float_case(
        rt,
        "sin-cos-tan",
        "fn kernel(x: u32) -> f32 { return sin(a(x)) + 2.0 * cos(b(x)) + tan(a(x) * 0.35); }",
        std::f32::consts::PI,
        1e-4,
        |a, b, _| a.sin() + 2.0 * b.cos() + (a * 0.35).tan(),
    );
    float_case(
        rt,
        "exp-log",
        "fn kernel(x: u32) -> f32 { return exp(a(x)) + exp2(b(x)) + log(abs(a(x)) + 0.01) + log2(abs(b(x)) * 100.0 + 0.5); }",
        8.0,
        2e-5,
        |a, b, _| a.exp() + b.exp2() + (a.abs() + 0.01).ln() + (b.abs() * 100.0 + 0.5).log2(),
    );
    float_case(
        rt,
        "pow",
        "fn kernel(x: u32) -> f32 { return pow(abs(a(x)) + 0.1, b(x)); }",
        3.0,
        1e-4,
        |a, b, _| (a.abs() + 0.1).powf(b),
    );
    float_case(
        rt,
        "inverse-trig",
        "fn kernel(x: u32) -> f32 { return atan(a(x) * 5.0) + atan2(a(x), b(x)) + asin(b(x) * 0.999) + acos(a(x) * 0.999) + degrees(radians(b(x))); }",
        1.0,
        // WGSL allows 4096 ulp for atan (and asin/acos inherit from atan2): lavapipe uses it.
        1e-3,
        |a, b, _| (a * 5.0).atan() + a.atan2(b) + (b * 0.999).asin() + (a * 0.999).acos() + b,
    );
    float_case(
        rt,
        "hyperbolic",
        "fn kernel(x: u32) -> f32 { return sinh(a(x)) + cosh(b(x)) + tanh(a(x) * 3.0) + asinh(b(x) * 10.0) + acosh(abs(a(x)) + 1.0) + atanh(b(x) * 0.2); }",
        4.0,
        1e-4,
        |a, b, _| {
            a.sinh()
                + b.cosh()
                + (a * 3.0).tanh()
                + (b * 10.0).asinh()
                + (a.abs() + 1.0).acosh()
                + (b * 0.2).atanh()
        },
    );
}

/// Matrix products: `mat × vec`, `vec × mat`, `mat × mat`.
fn matrices(rt: &Runtime) {
    float_case(
        rt,
        "matrix-products",
        "fn kernel(x: u32) -> f32 {
            let m = mat3x2<f32>(a(x), b(x), 1.0, a(x) * b(x), -b(x), 0.5);
            let n = mat2x3<f32>(b(x), 2.0, a(x), -1.0, a(x), 3.0);
            let v = m * vec3<f32>(1.0, a(x), b(x));
            let w = vec2<f32>(a(x), 2.0) * m;
            let p = m * n;
            return v.x + 2.0 * v.y + w.z - w.x + p[0][0] + p[1][1] * 3.0 + p[0][1] - p[1][0];
        }",
        2.0,
        2e-5,
        |a, b, _| {
            // Column-major: m has 3 columns of 2 rows, n 2 columns of 3 rows.
            let m = [[a, b], [1.0, a * b], [-b, 0.5]];
            let n = [[b, 2.0, a], [-1.0, a, 3.0]];
            let vin = [1.0, a, b];
            let v: Vec<f32> = (0..2).map(|i| (0..3).map(|j| m[j][i] * vin[j]).sum()).collect();
            let win = [a, 2.0];
            let w: Vec<f32> = (0..3).map(|j| (0..2).map(|i| win[i] * m[j][i]).sum()).collect();
            let p = |c: usize, r: usize| -> f32 { (0..3).map(|l| m[l][r] * n[c][l]).sum() };
            v[0] + 2.0 * v[1] + w[2] - w[0] + p(0, 0) + p(1, 1) * 3.0 + p(0, 1) - p(1, 0)
        },
    );
}

fn logic_and_conversions(rt: &Runtime) {
    float_case(
        rt,
        "select-compare",
        "fn kernel(x: u32) -> f32 {
            let p = vec2<bool>(a(x) > 0.0, b(x) > 0.0);
            return select(a(x), b(x), a(x) < b(x)) + f32(a(x) >= b(x)) + f32(all(p)) * 10.0 + f32(any(p)) * 100.0
                + f32(!(a(x) == b(x)) && (a(x) != 0.0 || b(x) != 0.0));
        }",
        4.0,
        2e-6,
        |a, b, _| {
            (if a < b { b } else { a })
                + f32::from(u8::from(a >= b))
                + f32::from(u8::from(a > 0.0 && b > 0.0)) * 10.0
                + f32::from(u8::from(a > 0.0 || b > 0.0)) * 100.0
                + f32::from(u8::from(a != b && (a != 0.0 || b != 0.0)))
        },
    );
    float_case(
        rt,
        "conversions",
        "fn kernel(x: u32) -> f32 {
            return f32(i32(a(x) * 1000.0)) + f32(u32(abs(b(x)) * 1000.0)) + bitcast<f32>(bitcast<u32>(a(x)) ^ 0x80000000u)
                + f32(bitcast<i32>(u32(abs(a(x)))) & 7);
        }",
        100.0,
        2e-6,
        |a, b, _| {
            ((a * 1000.0) as i32) as f32 + ((b.abs() * 1000.0) as u32) as f32 + -a + ((a.abs() as u32 as i32) & 7) as f32
        },
    );
}

fn control_flow(rt: &Runtime) {
    float_case(
        rt,
        "loops-switch",
        "fn kernel(x: u32) -> f32 {
            var s = 0.0;
            var i = 0u;
            loop {
                if (i >= x % 7u) { break; }
                if (i == 3u) { i += 1u; continue; }
                s += a(x) * f32(i);
                continuing {
                    i += 1u;
                    break if i > 100u;
                }
            }
            for (var j = 0; j < 3; j++) { s += b(x); }
            var k = 0u;
            while (k < 2u) { s -= 0.5; k++; }
            switch (x % 4u) {
                case 0u: { s += 1.0; }
                case 1u, 2u: { s += 2.0; }
                default: { s -= 1.0; }
            }
            if (x % 5u == 0u) { return s * 2.0; } else if (x % 5u == 1u) { return -s; }
            return s;
        }",
        4.0,
        1e-5,
        |a, b, x| {
            let mut s = 0.0f32;
            for i in 0..x % 7 {
                // `continue` at 3 bumps i once more before `continuing` does: 4 is skipped too.
                if i != 3 && i != 4 {
                    s += a * i as f32;
                }
            }
            for _ in 0..3 {
                s += b;
            }
            s -= 1.0;
            s += match x % 4 {
                0 => 1.0,
                1 | 2 => 2.0,
                _ => -1.0,
            };
            match x % 5 {
                0 => s * 2.0,
                1 => -s,
                _ => s,
            }
        },
    );
    float_case(
        rt,
        "calls-structs-arrays",
        "struct P { a: f32, b: vec2<f32> }
        fn mk(u: f32, v: f32) -> P { return P(u, vec2<f32>(v, u + v)); }
        fn twice(p: P) -> f32 { return p.a * 2.0 + p.b.x; }
        var<private> acc: f32 = 1.5;
        fn kernel(x: u32) -> f32 {
            var t = array<f32, 4>(a(x), b(x), 1.0, 2.0);
            let p = mk(a(x), b(x));
            t[x % 4u] = p.b.y;
            acc += twice(p);
            let m = mat2x2<f32>(a(x), b(x), b(x), a(x));
            return t[(x + 1u) % 4u] + t[x % 4u] * p.a + acc + m[1].x + m[x % 2u][1];
        }",
        4.0,
        1e-5,
        |a, b, x| {
            let mut t = [a, b, 1.0, 2.0];
            t[(x % 4) as usize] = a + b;
            let acc = 1.5 + (a * 2.0 + b);
            let m = [[a, b], [b, a]];
            t[((x + 1) % 4) as usize] + t[(x % 4) as usize] * a + acc + m[1][0] + m[(x % 2) as usize][1]
        },
    );
}

fn integers(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let (a, b) = (rng.i32s(N), rng.i32s(N));
    let src = "fn kernel(x: u32) -> i32 {
        let d = a(x) / b(x) + a(x) % b(x);
        let bits = ((a(x) << (u32(b(x)) & 31u)) ^ (a(x) >> 3u)) | ~b(x);
        let counts = i32(countOneBits(a(x))) + i32(countLeadingZeros(a(x))) * 3 + i32(countTrailingZeros(b(x))) * 5;
        let mm = min(a(x), b(x)) + max(a(x), b(x)) * 2 + clamp(a(x), -100, 100) + abs(a(x)) + sign(b(x)) - a(x) * b(x);
        return d + bits + counts + mm;
    }";
    let label = format!("integers on {}", rt.backend().name);
    let got = i32s(
        run(
            rt,
            "int",
            src,
            vec![("a", HostData::I32(a.clone())), ("b", HostData::I32(b.clone()))],
            Elem::I32,
        )
        .unwrap_or_else(|e| panic!("{label}: {e}")),
    );
    for i in 0..N {
        let (x, y) = (a[i], b[i]);
        // WGSL: x / 0 = x, MIN / -1 = MIN; x % 0 = 0, MIN % -1 = 0.
        let bad = y == 0 || (x == i32::MIN && y == -1);
        let div = if bad { x } else { x / y };
        let rem = if bad { 0 } else { x % y };
        let bits = (x.wrapping_shl(y as u32 & 31) ^ (x >> 3)) | !y;
        let counts = (x.count_ones() as i32)
            .wrapping_add((x.leading_zeros() as i32).wrapping_mul(3))
            .wrapping_add((y.trailing_zeros() as i32).wrapping_mul(5));
        let mm = x
            .min(y)
            .wrapping_add(x.max(y).wrapping_mul(2))
            .wrapping_add(x.clamp(-100, 100))
            .wrapping_add(x.wrapping_abs())
            .wrapping_add(y.signum())
            .wrapping_sub(x.wrapping_mul(y));
        let want = div.wrapping_add(rem).wrapping_add(bits).wrapping_add(counts).wrapping_add(mm);
        assert_eq!(got[i], want, "{label}: element {i} (a = {x}, b = {y})");
    }
    let (p, q) = (rng.u32s(N), rng.u32s(N));
    let src = "fn kernel(x: u32) -> u32 {
        return (p(x) / q(x)) + (p(x) % q(x)) * 3u + select(p(x), q(x), p(x) < q(x)) + u32(p(x) == q(x))
            + min(p(x), q(x)) + (max(p(x), q(x)) >> 2u) + (q(x) << 7u) + clamp(p(x), 10u, 1000u);
    }";
    let label = format!("unsigned on {}", rt.backend().name);
    let got = u32s(
        run(
            rt,
            "uint",
            src,
            vec![("p", HostData::U32(p.clone())), ("q", HostData::U32(q.clone()))],
            Elem::U32,
        )
        .unwrap_or_else(|e| panic!("{label}: {e}")),
    );
    for i in 0..N {
        let (x, y) = (p[i], q[i]);
        let (div, rem) = x.checked_div(y).map_or((x, 0), |d| (d, x % y));
        let want = div
            .wrapping_add(rem.wrapping_mul(3))
            .wrapping_add(if x < y { y } else { x })
            .wrapping_add(u32::from(x == y))
            .wrapping_add(x.min(y))
            .wrapping_add(x.max(y) >> 2)
            .wrapping_add(y << 7)
            .wrapping_add(x.clamp(10, 1000));
        assert_eq!(got[i], want, "{label}: element {i} (p = {x}, q = {y})");
    }
}

/// The bit builtins: `firstTrailingBit`, `firstLeadingBit` (unsigned and signed),
/// `reverseBits`; exact.
fn bits(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let (p, q) = (rng.u32s(N), rng.u32s(N));
    let src = "fn kernel(x: u32) -> u32 {
        return (firstTrailingBit(p(x)) + firstLeadingBit(q(x)) * 3u) ^ reverseBits(p(x));
    }";
    let label = format!("bits on {}", rt.backend().name);
    let got = u32s(
        run(
            rt,
            "bits",
            src,
            vec![("p", HostData::U32(p.clone())), ("q", HostData::U32(q.clone()))],
            Elem::U32,
        )
        .unwrap_or_else(|e| panic!("{label}: {e}")),
    );
    for i in 0..N {
        let ftb = if p[i] == 0 { u32::MAX } else { p[i].trailing_zeros() };
        let flb = if q[i] == 0 { u32::MAX } else { 31 - q[i].leading_zeros() };
        let want = ftb.wrapping_add(flb.wrapping_mul(3)) ^ p[i].reverse_bits();
        assert_eq!(got[i], want, "{label}: element {i} (p = {:#x}, q = {:#x})", p[i], q[i]);
    }
    let a = rng.i32s(N);
    let got = i32s(
        run(
            rt,
            "sbits",
            "fn kernel(x: u32) -> i32 { return firstLeadingBit(a(x)); }",
            vec![("a", HostData::I32(a.clone()))],
            Elem::I32,
        )
        .unwrap_or_else(|e| panic!("{label}: {e}")),
    );
    for i in 0..N {
        let v = a[i] ^ (a[i] >> 31);
        let want = if v == 0 { -1 } else { 31 - v.leading_zeros() as i32 };
        assert_eq!(got[i], want, "{label}: signed element {i} (a = {})", a[i]);
    }
}

/// A raw program over storage buffers (read-write), `groups` workgroups of the module's size.
fn raw(rt: &Runtime, src: &str, buffers: &[Vec<u32>], groups: u32) -> Vec<Vec<u32>> {
    let exec = rt.executor();
    let module = rt.guard().check(src).unwrap_or_else(|e| panic!("guard: {e:?}"));
    let access = vec![Access::ReadWrite; buffers.len()];
    let program = exec
        .create_program(&ProgramDesc {
            label: "raw",
            module: &module,
            entry_point: "main",
            bindings: &access,
            constants: &[],
            serial: false,
        })
        .unwrap_or_else(|e| panic!("{}: {e}", rt.backend().name));
    let tenant = exec.open_tenant().unwrap();
    let bufs: Vec<_> = buffers
        .iter()
        .map(|b| {
            let buf = exec.create_buffer(&tenant, "raw", (b.len() * 4) as u64).unwrap();
            exec.write_buffer(&buf, 0, bytemuck::cast_slice(b)).unwrap();
            buf
        })
        .collect();
    let refs: Vec<_> = bufs.iter().collect();
    let probe = exec.dispatch(&program, &refs, [groups, 1, 1]).unwrap();
    if let Some(p) = probe {
        assert_eq!(pollster::block_on(exec.probe(&[&p])).unwrap(), vec![false], "no loop may be cut");
    }
    bufs.iter()
        .zip(buffers)
        .map(|(b, orig)| {
            let mut words = pollster::block_on(exec.read_buffer(b)).unwrap();
            words.truncate(orig.len());
            words
        })
        .collect()
}

fn atomics(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let data: Vec<u32> = (0..4096).map(|_| rng.next()).collect();
    let src = "
        @group(0) @binding(0) var<storage, read_write> data: array<u32>;
        @group(0) @binding(1) var<storage, read_write> hist: array<atomic<u32>, 16>;
        @group(0) @binding(2) var<storage, read_write> stats: array<atomic<u32>, 8>;
        @group(0) @binding(3) var<storage, read_write> signed: array<atomic<i32>, 2>;
        @compute @workgroup_size(64)
        fn main(@builtin(global_invocation_id) id: vec3<u32>) {
            let v = data[id.x];
            atomicAdd(&hist[v % 16u], 1u);
            atomicMax(&stats[0], v);
            atomicMin(&stats[1], v);
            atomicXor(&stats[2], v);
            atomicOr(&stats[3], v & 0xffu);
            atomicAnd(&stats[4], v | 0x0f0f0f0fu);
            atomicSub(&stats[5], v % 7u);
            let won = atomicCompareExchangeWeak(&stats[6], 0u, id.x + 1u);
            if (won.exchanged) { atomicAdd(&stats[7], 1u); }
            atomicMin(&signed[0], i32(v));
            atomicMax(&signed[1], i32(v));
            data[id.x] = atomicLoad(&hist[v % 16u]) * 0u + v / 2u;
        }";
    let stats0 = vec![0, u32::MAX, 0, 0, u32::MAX, 1_000_000_000, 0, 0];
    let out = raw(rt, src, &[data.clone(), vec![0; 16], stats0, vec![i32::MAX as u32, i32::MIN as u32]], 64);
    let label = format!("atomics on {}", rt.backend().name);
    let mut hist = vec![0u32; 16];
    for v in &data {
        hist[(v % 16) as usize] += 1;
    }
    assert_eq!(out[1], hist, "{label}: histogram");
    let s = &out[2];
    assert_eq!(s[0], *data.iter().max().unwrap(), "{label}: max");
    assert_eq!(s[1], *data.iter().min().unwrap(), "{label}: min");
    assert_eq!(s[2], data.iter().fold(0, |a, v| a ^ v), "{label}: xor");
    assert_eq!(s[3], data.iter().fold(0, |a, v| a | (v & 0xff)), "{label}: or");
    assert_eq!(s[4], data.iter().fold(u32::MAX, |a, v| a & (v | 0x0f0f_0f0f)), "{label}: and");
    assert_eq!(s[5], data.iter().fold(1_000_000_000u32, |a, v| a.wrapping_sub(v % 7)), "{label}: sub");
    assert!(s[6] >= 1 && s[6] <= 4096, "{label}: compare-exchange winner {}", s[6]);
    assert_eq!(s[7], 1, "{label}: exactly one compare-exchange succeeds");
    let signed: Vec<i32> = data.iter().map(|&v| v as i32).collect();
    assert_eq!(out[3][0] as i32, *signed.iter().min().unwrap(), "{label}: signed min");
    assert_eq!(out[3][1] as i32, *signed.iter().max().unwrap(), "{label}: signed max");
    assert_eq!(out[0], data.iter().map(|v| v / 2).collect::<Vec<_>>(), "{label}: plain stores");
}

/// Workgroup memory and barriers: a tree reduction per workgroup (a loop of barriers with a
/// uniform trip count, divergent work between them), workgroup atomics, `workgroupUniformLoad`,
/// and invocations past the end of the data in the last workgroup.
fn barriers(rt: &Runtime) {
    let mut rng = Rng::seeded();
    let n: usize = 64 * 9 + 17;
    let data: Vec<u32> = (0..n).map(|_| rng.next() >> 8).collect();
    let src = "
        @group(0) @binding(0) var<storage, read_write> data: array<u32>;
        @group(0) @binding(1) var<storage, read_write> sums: array<u32>;
        @group(0) @binding(2) var<storage, read_write> counts: array<u32>;
        var<workgroup> sh: array<u32, 64>;
        var<workgroup> seen: atomic<u32>;
        var<workgroup> first: u32;
        @compute @workgroup_size(64)
        fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) li: u32,
                @builtin(workgroup_id) wg: vec3<u32>) {
            var v = 0u;
            if (gid.x < arrayLength(&data)) { v = data[gid.x]; }
            sh[li] = v;
            atomicAdd(&seen, u32(gid.x < arrayLength(&data)));
            if (li == 0u) { first = v; }
            workgroupBarrier();
            for (var s = 32u; s > 0u; s >>= 1u) {
                if (li < s) { sh[li] += sh[li + s]; }
                workgroupBarrier();
            }
            let f = workgroupUniformLoad(&first);
            if (li == 0u) {
                sums[wg.x] = sh[0];
                counts[wg.x] = atomicLoad(&seen) * 1000000u + (f & 0xffu);
            }
        }";
    let groups = n.div_ceil(64) as u32;
    let out = raw(rt, src, &[data.clone(), vec![0; groups as usize], vec![0; groups as usize]], groups);
    let label = format!("barriers on {}", rt.backend().name);
    for g in 0..groups as usize {
        let chunk = &data[g * 64..((g + 1) * 64).min(n)];
        let sum = chunk.iter().fold(0u32, |a, v| a.wrapping_add(*v));
        assert_eq!(out[1][g], sum, "{label}: workgroup {g} sum");
        assert_eq!(
            out[2][g],
            chunk.len() as u32 * 1_000_000 + (chunk[0] & 0xff),
            "{label}: workgroup {g} count"
        );
    }
}

/// Hostile indices: a kernel that reads and writes far past its buffer reaches neither its
/// neighbour's contents nor memory outside its own binding. Both executors follow robust
/// buffer access (what wgpu's bounds-check policy gives on drivers with robustBufferAccess2):
/// a load outside the binding gives 0, a store there is dropped (`tests/tests/bounds.rs` has
/// the finer cases).
fn out_of_range(rt: &Runtime) {
    let src = "
        @group(0) @binding(0) var<storage, read_write> mine: array<u32>;
        @group(0) @binding(1) var<storage, read_write> other: array<u32>;
        @group(0) @binding(2) var<storage, read_write> out: array<u32>;
        @compute @workgroup_size(64)
        fn main(@builtin(global_invocation_id) id: vec3<u32>) {
            let far = id.x * 1000003u + 64u;
            out[id.x] = mine[far];
            mine[far] = 0xdeadu;
            let i = i32(id.x) - 1000;
            out[id.x + 64u] = mine[u32(i)];
            mine[i] = 0xbeefu;
        }";
    let mine: Vec<u32> = (0..64).map(|i| 1000 + i).collect();
    let other = vec![0x5e_u32; 64];
    let out = raw(rt, src, &[mine.clone(), other.clone(), vec![0; 128]], 1);
    let label = format!("out of range on {}", rt.backend().name);
    assert_eq!(out[1], other, "{label}: the neighbouring buffer was written");
    assert_eq!(out[0], mine, "{label}: a store outside the binding was not dropped");
    assert_eq!(out[2], vec![0; 128], "{label}: a load outside the binding did not give 0");
}

/// Several outputs per kernel (`KernelDesc::outputs`, gpu.js's `createKernelMap`): one pass
/// writes an f32, an i32 and a u32 output, on every rank with odd extents (idle invocations in
/// the last workgroups), run at the declared shape and at another one (`run_outputs` with a
/// shape per call), with and without a barrier in the source (then every invocation calls
/// `kernel` and only the stores are masked). Exact: each member is one correctly rounded
/// operation or an integer one.
fn several_outputs(rt: &Runtime) {
    let exec = rt.executor();
    let mut rng = Rng::seeded();
    let coords = ["x", "y", "z"];
    for rank in 1..=3usize {
        for barrier in [false, true] {
            let sig: Vec<String> = coords[..rank].iter().map(|c| format!("{c}: u32")).collect();
            let at = coords[..rank].join(", ");
            let wait = if barrier { "workgroupBarrier();" } else { "" };
            let src = format!(
                "fn kernel({}) -> Outputs {{ {wait} let a = u({at}); let b = w({at});
                   return Outputs(a + b, i32(x) - k({at}), bitcast<u32>(a * b) ^ x); }}",
                sig.join(", ")
            );
            let desc = KernelDesc {
                name: "map".into(),
                source: src,
                params: vec![
                    Param::array("u", Elem::F32, rank as u8, Edge::Zero),
                    Param::array("w", Elem::F32, rank as u8, Edge::Zero),
                    Param::array("k", Elem::I32, rank as u8, Edge::Zero),
                ],
                output: [67u32, 5, 3][..rank].to_vec(),
                output_elem: Elem::F32,
                constants: vec![],
                outputs: vec![
                    Output { name: "sum".into(), elem: Elem::F32 },
                    Output { name: "diff".into(), elem: Elem::I32 },
                    Output { name: "bits".into(), elem: Elem::U32 },
                ],
            };
            let tenant = exec.open_tenant().unwrap();
            let k = Kernel::create(exec, &tenant, rt.guard(), &desc).unwrap();
            assert_eq!(k.output_elems(), vec![Elem::F32, Elem::I32, Elem::U32]);
            for dims in [desc.output.clone(), [259u32, 3, 2][..rank].to_vec()] {
                let label = format!(
                    "several outputs, rank {rank}, barrier {barrier}, {dims:?} on {}",
                    rt.backend().name
                );
                let shape = Shape::new(&dims).unwrap();
                let n = shape.len() as usize;
                let (u, w, kk) = (rng.f32s(n, 4.0), rng.f32s(n, 4.0), rng.i32s(n));
                let args = [
                    Arg::Data(shape, HostData::F32(u.clone())),
                    Arg::Data(shape, HostData::F32(w.clone())),
                    Arg::Data(shape, HostData::I32(kk.clone())),
                ];
                let buffers: Vec<_> =
                    (0..3).map(|_| exec.create_buffer(&tenant, "out", shape.bytes()).unwrap()).collect();
                let refs: Vec<_> = buffers.iter().collect();
                let origin = pollster::block_on(k.run_outputs(exec, &args, &shape, &refs)).unwrap();
                let read = |b: &wasm_host::exec::Buffer, elem: Elem| {
                    let array = ResidentArray::new(shape, elem, b.clone(), origin.clone());
                    pollster::block_on(array.read(exec)).unwrap()
                };
                let (sum, diff, bits) = (
                    f32s(read(&buffers[0], Elem::F32)),
                    i32s(read(&buffers[1], Elem::I32)),
                    u32s(read(&buffers[2], Elem::U32)),
                );
                let w0 = dims[0] as usize;
                for i in 0..n {
                    let x = (i % w0) as u32;
                    assert_eq!(sum[i].to_bits(), (u[i] + w[i]).to_bits(), "{label}: sum at {i}");
                    assert_eq!(diff[i], (x as i32).wrapping_sub(kk[i]), "{label}: diff at {i}");
                    assert_eq!(bits[i], (u[i] * w[i]).to_bits() ^ x, "{label}: bits at {i}");
                }
                // One buffer for three outputs is the guest calling `run`: refused, named.
                let err = pollster::block_on(k.run_outputs(exec, &args, &shape, &refs[..1])).unwrap_err();
                assert_eq!(err.kind(), Some(ErrorKind::Invalid), "{label}: {err}");
                assert!(
                    err.message().contains("computes 3 outputs (`sum`, `diff`, `bits`)"),
                    "{label}: {err}"
                );
            }
        }
    }
}

fn memory_quota_on_the_cpu(rt: &Runtime) {
    let _ = rt;
    let small = Runtime::new(wasm_host::Config {
        backend: wasm_host::config::Backend::Cpu,
        cpu: wasm_host::exec::cpu::CpuOptions { threads: 2, max_memory_bytes: 8 << 20, ..Default::default() },
        ..wasm_host::Config::default()
    })
    .expect("a small cpu executor");
    let exec = small.executor();
    let t = exec.open_tenant().expect("a tenant");
    let err = exec.create_buffer(&t, "big", 16 << 20).expect_err("over the memory limit");
    assert_eq!(err.kind(), Some(ErrorKind::Quota), "{err}");
    let held: Vec<_> = (0..3).map(|_| exec.create_buffer(&t, "part", 2 << 20).expect("fits")).collect();
    let err = exec.create_buffer(&t, "more", 3 << 20).expect_err("the limit counts live buffers");
    assert_eq!(err.kind(), Some(ErrorKind::Quota), "{err}");
    drop(held);
    // Memory comes back once the executor has finished the work queued on it (here: zeroing
    // the buffers); a read waits for that.
    let tiny = exec.create_buffer(&t, "tiny", 4).expect("fits");
    pollster::block_on(exec.read_buffer(&tiny)).expect("reads");
    exec.create_buffer(&t, "again", 6 << 20).expect("freed memory is reused");
    // Through a guest: jacobi 1024² needs 12 MiB of arrays.
    let run = run_guest(&small, "jacobi", &["--n", "1024", "--sweeps", "1"], &[]).expect("the guest runs");
    assert_ne!(run.outcome.exit_code, 0);
    assert!(run.stderr.contains("quota"), "{}", run.stderr);

    // A guest that queues many runs faster than they execute does not pin a buffer per queued
    // run: 200 sweeps of 1 MiB arrays fit in 32 MiB because the queue is bounded.
    let roomy = Runtime::new(wasm_host::Config {
        backend: wasm_host::config::Backend::Cpu,
        cpu: wasm_host::exec::cpu::CpuOptions {
            threads: 2,
            max_memory_bytes: 32 << 20,
            ..Default::default()
        },
        ..wasm_host::Config::default()
    })
    .expect("a 32 MiB cpu executor");
    let run = run_guest(&roomy, "jacobi", &["--n", "512", "--sweeps", "200"], &[]).expect("the guest runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
}

/// The cpu executor inlines small helpers by default; the same cases with every helper a wasm
/// call (the path large helpers take).
#[test]
fn cpu_with_calls_not_inlined() {
    let mut config = cpu_config(wasm_host::Config::default());
    config.cpu.inline_calls = false;
    let rt = Runtime::new(config).expect("a cpu executor");
    control_flow(&rt);
    math_builtins(&rt);
    barriers(&rt);
}

/// Oversized workgroups are refused with `quota` when the kernel is made, never run: more than
/// 1024 invocations, or more than 64 KiB of workgroup variables (a guest can declare those in
/// its kernel source).
#[test]
fn cpu_refuses_oversized_workgroups() {
    let rt = cpu_runtime();
    let big = "var<workgroup> big: array<f32, 100000>;
        fn kernel(x: u32) -> f32 { big[x % 100000u] = a(x); return big[0]; }";
    let err = run(rt, "big", big, vec![("a", HostData::F32(vec![1.0; N]))], Elem::F32).expect_err("refused");
    assert_eq!(err.kind(), Some(ErrorKind::Quota), "{err}");
    // The Guard refuses it before the cpu compiler sees it, at the device's limit (64 KiB here).
    assert!(
        err.message().starts_with("1:1: ")
            && err.message().contains(
                "400000 bytes of workgroup storage (up to `big`), over the device's limit of 65536"
            ),
        "{err}"
    );
    let exec = rt.executor();
    let wide = "@compute @workgroup_size(1024, 2) fn main() {}";
    let module = rt.guard().check(wide).unwrap();
    let err = exec
        .create_program(&ProgramDesc {
            label: "wide",
            module: &module,
            entry_point: "main",
            bindings: &[],
            constants: &[],
            serial: false,
        })
        .expect_err("refused");
    assert_eq!(err.kind(), Some(ErrorKind::Quota), "{err}");
    assert!(err.message().contains("2048 invocations"), "{err}");
}

/// Tenants of the cpu executor have memories of their own: a dispatch cannot bind buffers of
/// two, and what it would have written reads as a device error, never as data.
#[test]
fn tenants_are_apart_on_the_cpu() {
    let rt = cpu_runtime();
    let exec = rt.executor();
    let (a, b) = (exec.open_tenant().unwrap(), exec.open_tenant().unwrap());
    let src = "@group(0) @binding(0) var<storage, read_write> x: array<u32>;
        @group(0) @binding(1) var<storage, read_write> y: array<u32>;
        @compute @workgroup_size(1) fn main() { y[0] = x[0] + 1u; }";
    let module = rt.guard().check(src).unwrap();
    let access = [Access::ReadWrite; 2];
    let program = exec
        .create_program(&ProgramDesc {
            label: "two",
            module: &module,
            entry_point: "main",
            bindings: &access,
            constants: &[],
            serial: false,
        })
        .unwrap();
    let (x, y) = (exec.create_buffer(&a, "x", 4).unwrap(), exec.create_buffer(&b, "y", 4).unwrap());
    exec.dispatch(&program, &[&x, &y], [1, 1, 1]).unwrap();
    let err = pollster::block_on(exec.read_buffer(&y)).expect_err("the dispatch must fail");
    assert_eq!(err.kind(), Some(ErrorKind::Device), "{err}");
    assert!(err.message().contains("two tenants"), "{err}");
    // Within one tenant the same program runs (on fresh buffers: every buffer the failed
    // dispatch bound is distrusted from then on).
    let (x2, y2) = (exec.create_buffer(&a, "x", 4).unwrap(), exec.create_buffer(&a, "y", 4).unwrap());
    exec.dispatch(&program, &[&x2, &y2], [1, 1, 1]).unwrap();
    assert_eq!(pollster::block_on(exec.read_buffer(&y2)).unwrap(), vec![1u32]);
}

/// Buffers for kernel outputs and uploads skip the zero fill (their writer covers every byte),
/// and their memory is reused within a tenant: the cpu executor's regions, the gpu executor's
/// kept buffers (`exec/gpu/pool.rs`). A zero-filled buffer made afterwards still reads as zeros;
/// a kernel's output in reused memory holds exactly the kernel's result, not what the memory
/// held before; another tenant never gets the memory; kept buffers go when their tenant does.
fn reused_memory(shared: &Runtime) {
    // A runtime of its own: the kept bytes are counted per device, and other tests keep some.
    let Some(rt) = own_runtime(shared.config().clone()) else { return };
    let exec = rt.executor();
    let tenant = exec.open_tenant().unwrap();
    let size = 4 * N as u64;
    let stale: Vec<u8> = (0..size).map(|i| (i % 251) as u8 | 1).collect();
    let stale_words: Vec<u32> = bytemuck::pod_collect_to_vec(&stale);
    let on_gpu = rt.backend().kind == wasm_host::exec::BackendKind::Gpu;
    {
        let b = exec.create_buffer_for_write(&tenant, "stale", size).unwrap();
        exec.write_buffer(&b, 0, &stale).unwrap();
        assert_eq!(pollster::block_on(exec.read_buffer(&b)).unwrap(), stale_words);
        drop(b);
        if on_gpu {
            // Kept by its tenant, and handed back to the same tenant's next buffer for write.
            assert_eq!(exec.live().kept_bytes, size, "{:?}", exec.live());
            let again = exec.create_buffer_for_write(&tenant, "again", size).unwrap();
            assert_eq!(exec.live().kept_bytes, 0);
            assert_eq!(pollster::block_on(exec.read_buffer(&again)).unwrap(), stale_words, "not reused");
        }
        // Another tenant's buffer of the same size never holds the first tenant's bytes.
        let other = exec.open_tenant().unwrap();
        let theirs = exec.create_buffer_for_write(&other, "theirs", size).unwrap();
        let got = pollster::block_on(exec.read_buffer(&theirs)).unwrap();
        assert!(got.iter().zip(&stale_words).all(|(g, s)| g != s), "another tenant's bytes");
    }
    for _ in 0..3 {
        let b = exec.create_buffer_for_write(&tenant, "stale", size).unwrap();
        exec.write_buffer(&b, 0, &stale).unwrap();
        assert_eq!(pollster::block_on(exec.read_buffer(&b)).unwrap().len(), N);
        drop(b);
        let z = exec.create_buffer(&tenant, "zeroed", size).unwrap();
        assert!(pollster::block_on(exec.read_buffer(&z)).unwrap().iter().all(|&w| w == 0), "stale words");
    }
    let mut rng = Rng::seeded();
    let a = rng.f32s(N, 4.0);
    let desc = KernelDesc {
        name: "double".into(),
        source: "fn kernel(x: u32) -> f32 { return 2.0 * a(x) - 1.0; }".into(),
        params: vec![Param::array("a", Elem::F32, 1, Edge::Zero)],
        output: vec![N as u32],
        output_elem: Elem::F32,
        constants: vec![],
        outputs: Vec::new(),
    };
    let k = Kernel::create(exec, &tenant, rt.guard(), &desc).unwrap();
    let shape = Shape::new(&[N as u32]).unwrap();
    for _ in 0..3 {
        let b = exec.create_buffer_for_write(&tenant, "stale", size).unwrap();
        exec.write_buffer(&b, 0, &stale).unwrap();
        pollster::block_on(exec.read_buffer(&b)).unwrap();
        drop(b);
        let out = exec.create_buffer_for_write(&tenant, "out", size).unwrap();
        let args = [Arg::Data(shape, HostData::F32(a.clone()))];
        let origin = pollster::block_on(k.run(exec, &args, &out)).unwrap();
        let got =
            f32s(pollster::block_on(ResidentArray::new(shape, Elem::F32, out, origin).read(exec)).unwrap());
        let want: Vec<f32> = a.iter().map(|v| 2.0 * v - 1.0).collect();
        close("reused output", &got, &want, 0.0);
    }
    drop(k);
    if on_gpu {
        // A tenant keeps at most 32 buffers (`exec/gpu/pool.rs`): of 40 let go, the newest 32.
        let before = exec.live().kept_bytes;
        let other = exec.open_tenant().unwrap();
        let many: Vec<_> =
            (0..40).map(|_| exec.create_buffer_for_write(&other, "many", 4096).unwrap()).collect();
        drop(many);
        assert_eq!(exec.live().kept_bytes - before, 32 * 4096, "{:?}", exec.live());
        drop(other);
        assert_eq!(exec.live().kept_bytes, before);
        // Everything the tenant let go of is kept (within the bounds) until the tenant ends.
        assert!(exec.live().kept_bytes > 0, "{:?}", exec.live());
        drop(tenant);
        assert_eq!(exec.live().kept_bytes, 0, "the tenant ended, its kept buffers did not go");
    }
}

on_both_executors!(
    scalar_too:
    arithmetic,
    math_builtins,
    transcendentals,
    matrices,
    logic_and_conversions,
    control_flow,
    integers,
    bits,
    atomics,
    barriers,
    out_of_range,
    several_outputs,
    reused_memory
);

#[test]
fn memory_quota() {
    memory_quota_on_the_cpu(cpu_runtime());
}

/// The wide program of pointwise kernels (`kernel::codegen::generate_wide`: four adjacent
/// elements per invocation, arrays read as `vec4`): every rank, f32 and i32 arrays with an
/// array never read and a scalar, outputs whose x extent is a multiple of 4 (wide) and is
/// not, and an argument of another shape than the output (not wide: the scalar program reads
/// it, zeros past its end), each against a native oracle and bit for bit against the cpu
/// executor. A stencil keeps its own program. Exact: a `max` and a difference, each rounded
/// once, nothing a driver could contract.
#[test]
fn wide_pointwise_kernels() {
    let Some(gpu) = gpu_runtime() else { return };
    let mut rng = Rng::seeded();
    let seed = rng.0;
    let cpu = cpu_runtime();
    let coords = ["x", "y", "z"];
    for rank in 1..=3usize {
        let sig: Vec<String> = coords[..rank].iter().map(|c| format!("{c}: u32")).collect();
        let own = coords[..rank].join(", ");
        let src =
            format!("fn kernel({}) -> f32 {{ return max(a({own}), s) - f32(b({own})); }}", sig.join(", "));
        let params = vec![
            Param::array("a", Elem::F32, rank as u8, Edge::Zero),
            Param::array("unread", Elem::F32, 1, Edge::Zero),
            Param::array("b", Elem::I32, rank as u8, Edge::Strict),
            Param { name: "s".into(), kind: ParamKind::Scalar(Elem::F32) },
        ];
        let desc = KernelDesc {
            name: "pointwise".into(),
            source: src,
            params,
            output: [1032u32, 5, 3][..rank].to_vec(),
            output_elem: Elem::F32,
            constants: vec![],
            outputs: Vec::new(),
        };
        // (output, a's shape, wide on the GPU)
        let cases: Vec<(Vec<u32>, Vec<u32>, bool)> = vec![
            ([1032u32, 5, 3][..rank].to_vec(), [1032u32, 5, 3][..rank].to_vec(), true),
            ([8u32, 1, 2][..rank].to_vec(), [8u32, 1, 2][..rank].to_vec(), true),
            ([1031u32, 5, 3][..rank].to_vec(), [1031u32, 5, 3][..rank].to_vec(), false),
            ([1032u32, 5, 3][..rank].to_vec(), [1000u32, 5, 3][..rank].to_vec(), false),
        ];
        for (dims, a_dims, wide) in cases {
            let shape = Shape::new(&dims).expect("shape");
            let a_shape = Shape::new(&a_dims).expect("shape");
            let n = shape.len() as usize;
            let a = rng.f32s(a_shape.len() as usize, 1.0);
            let b: Vec<i32> = rng.i32s(n).into_iter().map(|v| v % 1000).collect();
            let s = rng.f32s(1, 0.5)[0];
            let want: Vec<f32> = (0..n)
                .map(|i| {
                    let (x, row) = (i % dims[0] as usize, i / dims[0] as usize);
                    let ax = a_dims[0] as usize;
                    let av = if x < ax { a[row * ax + x] } else { 0.0 };
                    av.max(s) - b[i] as f32
                })
                .collect();
            let mut results = Vec::new();
            for (name, rt) in [("gpu", gpu), ("cpu", cpu)] {
                let exec = rt.executor();
                let tenant = exec.open_tenant().expect("tenant");
                let k = Kernel::create(exec, &tenant, rt.guard(), &desc).expect("kernel");
                let shapes = [Some(a_shape), Some(Shape::new(&[4]).expect("shape")), Some(shape), None];
                let per = exec.limits().elements_per_invocation;
                assert_eq!(
                    k.runs_wide(&shape, &shapes),
                    wide && per == 4,
                    "{name} ({per} per invocation), rank {rank}, output {shape}, a of {a_shape}"
                );
                let args = [
                    Arg::Data(a_shape, HostData::F32(a.clone())),
                    Arg::Data(Shape::new(&[4]).expect("shape"), HostData::F32(vec![9.0; 4])),
                    Arg::Data(shape, HostData::I32(b.clone())),
                    Arg::Scalar(Scalar::F32(s)),
                ];
                let buffer = exec.create_buffer(&tenant, "out", shape.bytes()).expect("out");
                let origin = pollster::block_on(k.run_sized(exec, &args, &shape, &buffer)).expect("run");
                let array = ResidentArray::new(shape, Elem::F32, buffer, origin);
                let got = f32s(pollster::block_on(array.read(exec)).expect("read"));
                if let Some(i) = (0..n).find(|&i| got[i].to_bits() != want[i].to_bits()) {
                    panic!(
                        "{name}, rank {rank}, output {shape}, a of {a_shape}: element {i} is {} where {} was \
                         meant (seed {seed})",
                        got[i], want[i]
                    );
                }
                results.push(got.iter().map(|f| f.to_bits()).collect::<Vec<_>>());
            }
            assert_eq!(results[0], results[1], "rank {rank}, output {shape}: the executors differ");
        }
    }
    // A stencil (a read beside its own element) has no wide program.
    let exec = gpu.executor();
    let tenant = exec.open_tenant().expect("tenant");
    let desc = KernelDesc {
        name: "stencil".into(),
        source: "fn kernel(x: u32) -> f32 { return u(x + 1u); }".into(),
        params: vec![Param::array("u", Elem::F32, 1, Edge::Zero)],
        output: vec![1024],
        output_elem: Elem::F32,
        constants: vec![],
        outputs: Vec::new(),
    };
    let k = Kernel::create(exec, &tenant, gpu.guard(), &desc).expect("kernel");
    let shape = Shape::new(&[1024]).expect("shape");
    assert!(!k.runs_wide(&shape, &[Some(shape)]), "a stencil runs its own program");
}

/// Several elements per invocation (`GpuOptions::elements_per_invocation`, see
/// `kernel::codegen`): a stencil reading past every edge, with a scalar, on every rank at
/// odd extents (a partial last workgroup, elements of one invocation on both sides of the
/// output's end), at its declared shape and at another (`run_sized`), on GPU executors asking
/// for 1 to 5 elements per invocation, against a native oracle and bit for bit against the
/// cpu executor. Where it computes several, its interior workgroups read without edge tests
/// (`kernel::interior`); an array narrower than the output sends the workgroups past its end to
/// the tested path. A kernel with a loop, with a module-scope variable or with a barrier keeps
/// one element per invocation. Exact: each element is a difference, a `max` and a sum, each rounded
/// once, with nothing a driver could contract into a fused multiply-add.
#[test]
fn several_elements_per_invocation() {
    let mut rng = Rng::seeded();
    let coords = ["x", "y", "z"];
    let cpu = cpu_runtime();
    for per in 1..=5u32 {
        let config = Config {
            backend: Backend::Gpu,
            gpu: GpuOptions {
                elements_per_invocation: Some(per),
                untested_interior: true,
                ..GpuOptions::default()
            },
            ..Config::default()
        };
        let Some(gpu) = own_runtime(config) else { return };
        for rank in 1..=3usize {
            let sig: Vec<String> = coords[..rank].iter().map(|c| format!("{c}: u32")).collect();
            let rest: String = coords[1..rank].iter().map(|c| format!(", {c}")).collect();
            // u at x ± 1 (past both ends of x), w at its own element.
            let src = format!(
                "fn kernel({}) -> f32 {{ return max(u(x + 1u{rest}) - u(x - 1u{rest}), a) + w(x{rest}); }}",
                sig.join(", ")
            );
            let params = vec![
                Param::array("u", Elem::F32, rank as u8, Edge::Zero),
                Param::array("w", Elem::F32, rank as u8, Edge::Zero),
                Param { name: "a".into(), kind: ParamKind::Scalar(Elem::F32) },
            ];
            let declared = [1031u32, 9, 6][..rank].to_vec();
            let other = [77u32, 9, 2][..rank].to_vec();
            let desc = KernelDesc {
                name: "stencil".into(),
                source: src.clone(),
                params: params.clone(),
                output: declared.clone(),
                output_elem: Elem::F32,
                constants: vec![],
                outputs: Vec::new(),
            };
            // u as large as the output, and u narrower than it (workgroups inside the output
            // but past u's end read zeros: the border path must take them).
            let cases = [(declared.clone(), false), (other, false), (declared.clone(), true)];
            for (dims, narrow) in cases {
                let shape = Shape::new(&dims).expect("shape");
                let n = shape.len() as usize;
                let ux = if narrow { dims[0] / 3 + 5 } else { dims[0] } as usize;
                let mut u_dims = dims.clone();
                u_dims[0] = ux as u32;
                let u_shape = Shape::new(&u_dims).expect("shape");
                let (u, w) = (rng.f32s(u_shape.len() as usize, 1.0), rng.f32s(n, 1.0));
                let a = rng.f32s(1, 1.0)[0];
                let want: Vec<f32> = (0..n)
                    .map(|i| {
                        let (x, row) = (i % dims[0] as usize, i / dims[0] as usize);
                        let at = |x: Option<usize>| x.filter(|&x| x < ux).map_or(0.0, |x| u[row * ux + x]);
                        (at(Some(x + 1)) - at(x.checked_sub(1))).max(a) + w[i]
                    })
                    .collect();
                let mut results = Vec::new();
                for (name, rt) in [("gpu", gpu.clone()), ("cpu", cpu.clone())] {
                    let exec = rt.executor();
                    let tenant = exec.open_tenant().expect("tenant");
                    let k = Kernel::create(exec, &tenant, rt.guard(), &desc).expect("kernel");
                    let expect_per = if name == "gpu" { per } else { 1 };
                    assert_eq!(k.elements_per_invocation(), expect_per, "{name}, rank {rank}");
                    assert_eq!(
                        k.untested_interior(),
                        expect_per > 1,
                        "{name}, rank {rank}: an interior copy"
                    );
                    let args = [
                        Arg::Data(u_shape, HostData::F32(u.clone())),
                        Arg::Data(shape, HostData::F32(w.clone())),
                        Arg::Scalar(Scalar::F32(a)),
                    ];
                    let buffer = exec.create_buffer(&tenant, "out", shape.bytes()).expect("out");
                    let origin = pollster::block_on(k.run_sized(exec, &args, &shape, &buffer)).expect("run");
                    let array = ResidentArray::new(shape, Elem::F32, buffer, origin);
                    let got = f32s(pollster::block_on(array.read(exec)).expect("read"));
                    let label = format!(
                        "{name}, {per} per invocation, rank {rank}, shape {shape}, u of shape {u_shape}"
                    );
                    let bits = |v: &[f32]| v.iter().map(|f| f.to_bits()).collect::<Vec<_>>();
                    if let Some(i) = (0..n).find(|&i| got[i].to_bits() != want[i].to_bits()) {
                        panic!("{label}: element {i} is {} where {} was meant", got[i], want[i]);
                    }
                    results.push(bits(&got));
                }
                assert_eq!(results[0], results[1], "rank {rank}: the executors differ");
            }
        }
        // Kernels that keep one element per invocation.
        let exec = gpu.executor();
        let tenant = exec.open_tenant().expect("tenant");
        for (why, src) in [
            (
                "a loop",
                "fn kernel(x: u32) -> f32 { var s = 0.0; for (var i = 0u; i < 3u; i++) { s += u(x + i); } return s; }",
            ),
            (
                "a module-scope variable",
                "var<private> t: f32; fn kernel(x: u32) -> f32 { t += u(x); return t; }",
            ),
            ("a barrier", "fn kernel(x: u32) -> f32 { workgroupBarrier(); return u(x); }"),
        ] {
            let desc = KernelDesc {
                name: "one".into(),
                source: src.into(),
                params: vec![Param::array("u", Elem::F32, 1, Edge::Zero)],
                output: vec![100],
                output_elem: Elem::F32,
                constants: vec![],
                outputs: Vec::new(),
            };
            let k = Kernel::create(exec, &tenant, gpu.guard(), &desc).expect("kernel");
            assert_eq!(k.elements_per_invocation(), 1, "a kernel with {why}");
        }
    }
}
