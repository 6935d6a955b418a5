//! Parity of WGSL's bit-field, packing, decomposition, matrix and geometry builtins: each kernel
//! runs on both executors (wgpu, lavapipe on a machine without a GPU; the cpu executor, its
//! vectorized and its scalar code) on random data with WGSL's edge values mixed in (0, −0, ±∞,
//! NaN where WGSL defines the result, the extreme integers, offsets and counts past 32), against
//! a native Rust oracle.
//!
//! Seeds: each test prints its seed (`seed = …`) and names it in every failure message; set
//! `WASM_HOST_SEED` to run the same data again.
//!
//! Tolerances are stated at each check (and in its failure message). Integer, bit and packed
//! results are exact. Where WGSL leaves a result open for values (NaN in a norm packing, `modf`
//! and `frexp` of ±∞ and NaN), both executors are held to lavapipe's result. Where WGSL leaves
//! implementations a choice (an f32 → f16 conversion may round either way, subnormals may be
//! flushed to zero, a zero's sign may be ignored), wgpu is held to WGSL's rule and the cpu
//! executor to its documented choice, the exact one (nearest even, no flushing, IEEE signs).
//! Lavapipe's two departures from WGSL (a norm packing's exact tie, `frexp` of a subnormal) are
//! allowed to wgpu where they occur, and named there.

use naga_wasm::Path;
use wasm_host::Runtime;
use wasm_host::exec::cpu::compile;
use wasm_host::exec::{Access, BackendKind, ProgramDesc};
use wasm_host_tests::*;

/// Cases per kernel: a multiple of the workgroup size (64) and of the vectorizer's lanes.
const CASES: usize = 1024;

/// The seed of this test's data ([`wasm_host_tests::seed`]: `WASM_HOST_SEED`, or one from the
/// clock; printed either way), widened for splitmix64.
fn seed() -> u64 {
    u64::from(wasm_host_tests::seed())
}

/// splitmix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn u32(&mut self) -> u32 {
        (self.next() >> 32) as u32
    }

    fn below(&mut self, n: u32) -> u32 {
        (((self.next() >> 32) * u64::from(n)) >> 32) as u32
    }

    /// Uniform in [−1, 1).
    fn unit(&mut self) -> f32 {
        (self.u32() >> 8) as f32 / (1u32 << 23) as f32 - 1.0
    }

    /// A float of any finite exponent, subnormals included.
    fn wide(&mut self) -> f32 {
        loop {
            let v = f32::from_bits(self.u32());
            if v.is_finite() {
                return v;
            }
        }
    }

    /// `edges[i]` for the first cases, `f(self)` after.
    fn pick<T: Copy>(&mut self, i: usize, edges: &[T], f: impl FnOnce(&mut Self) -> T) -> T {
        if i < edges.len() { edges[i] } else { f(self) }
    }
}

/// One test on one executor: where failures are reported.
struct Case<'a> {
    rt: &'a Runtime,
    seed: u64,
    name: &'static str,
}

impl<'a> Case<'a> {
    fn new(rt: &'a Runtime, name: &'static str) -> Self {
        Case { rt, seed: seed(), name }
    }

    /// Whether the executor is the cpu executor (held to its exact choices).
    fn cpu(&self) -> bool {
        self.rt.backend().kind == BackendKind::Cpu
    }

    #[track_caller]
    fn fail(&self, case: usize, what: std::fmt::Arguments<'_>) -> ! {
        panic!(
            "{} on {}: case {case}: {what} (seed {}; WASM_HOST_SEED={} runs it again)",
            self.name,
            self.rt.backend().name,
            self.seed,
            self.seed
        )
    }

    /// A failure outside the checks (the kernel does not compile or run).
    fn broke(&self, what: impl std::fmt::Display) -> ! {
        panic!("{} on {}: {what} (seed {})", self.name, self.rt.backend().name, self.seed)
    }

    /// Runs kernel `src` (bindings `inp`, read, and `out`, read-write; one invocation per case)
    /// over `input`; returns `out`, `per_case` words per case.
    fn run(&self, src: &str, input: &[u32], per_case: usize) -> Vec<u32> {
        let exec = self.rt.executor();
        let module = self.rt.guard().check(src).unwrap_or_else(|e| self.broke(format!("guard: {e:?}")));
        let program = exec
            .create_program(&ProgramDesc {
                label: self.name,
                module: &module,
                entry_point: "main",
                bindings: &[Access::Read, Access::ReadWrite],
                constants: &[],
                serial: false,
            })
            .unwrap_or_else(|e| self.broke(e));
        let tenant = exec.open_tenant().expect("a tenant");
        let inp = exec.create_buffer(&tenant, "inp", (input.len() * 4) as u64).expect("a buffer");
        exec.write_buffer(&inp, 0, bytemuck::cast_slice(input)).expect("written");
        let out = exec.create_buffer(&tenant, "out", (CASES * per_case * 4) as u64).expect("a buffer");
        let probe = exec
            .dispatch(&program, &[&inp, &out], [(CASES / 64) as u32, 1, 1])
            .unwrap_or_else(|e| self.broke(e));
        if let Some(p) = probe {
            assert_eq!(pollster::block_on(exec.probe(&[&p])).expect("probed"), vec![false], "no loop to cut");
        }
        let mut words = pollster::block_on(exec.read_buffer(&out)).expect("read");
        words.truncate(CASES * per_case);
        words
    }

    #[track_caller]
    fn same(&self, case: usize, what: &str, got: u32, want: u32) {
        if got != want {
            self.fail(case, format_args!("{what}: got {got:#010x}, want {want:#010x} (exact)"));
        }
    }

    /// `got` within `ulps` of `want` (NaN matches NaN; −0 and 0 are 0 ULPs apart).
    #[track_caller]
    fn ulps(&self, case: usize, what: &str, got: u32, want: f32, ulps: u32) {
        let g = f32::from_bits(got);
        if !(g.is_nan() && want.is_nan()) && ulp_distance(g, want) > ulps {
            self.fail(
                case,
                format_args!("{what}: got {g:e} ({got:#010x}), want {want:e} (within {ulps} ULPs)"),
            );
        }
    }
}

/// ULPs between two floats (u32::MAX when one is NaN).
fn ulp_distance(a: f32, b: f32) -> u32 {
    if a.is_nan() || b.is_nan() {
        return u32::MAX;
    }
    let key = |x: f32| {
        let b = x.to_bits() as i32;
        if b < 0 { i64::from(i32::MIN) - i64::from(b) } else { i64::from(b) }
    };
    (key(a) - key(b)).unsigned_abs().min(u64::from(u32::MAX)) as u32
}

/// A kernel: one invocation per case `i`; `f(at)` reads input word `at` as an f32, `put*`
/// write words of `out`.
macro_rules! kernel {
    ($body:literal) => {
        concat!(
            "@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
fn f(at: u32) -> f32 { return bitcast<f32>(inp[at]); }
fn put2(at: u32, v: vec2<u32>) { out[at] = v.x; out[at + 1u] = v.y; }
fn put3(at: u32, v: vec3<u32>) { out[at] = v.x; out[at + 1u] = v.y; out[at + 2u] = v.z; }
fn put4(at: u32, v: vec4<u32>) { out[at] = v.x; out[at + 1u] = v.y; out[at + 2u] = v.z; out[at + 3u] = v.w; }
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
",
            $body,
            "\n}\n"
        )
    };
}

// ---- bit fields ----

const EXTRACT_BITS: &str = kernel!(
    "
    let e = inp[4u * i]; let e2 = inp[4u * i + 1u]; let o = inp[4u * i + 2u]; let c = inp[4u * i + 3u];
    let b = 6u * i;
    out[b] = extractBits(e, o, c);
    out[b + 1u] = bitcast<u32>(extractBits(bitcast<i32>(e), o, c));
    put2(b + 2u, extractBits(vec2<u32>(e, e2), o, c));
    put2(b + 4u, bitcast<vec2<u32>>(extractBits(vec2<i32>(bitcast<i32>(e2), bitcast<i32>(e)), o, c)));"
);

const INSERT_BITS: &str = kernel!(
    "
    let e = inp[4u * i]; let n = inp[4u * i + 1u]; let o = inp[4u * i + 2u]; let c = inp[4u * i + 3u];
    let b = 5u * i;
    out[b] = insertBits(e, n, o, c);
    out[b + 1u] = bitcast<u32>(insertBits(bitcast<i32>(e), bitcast<i32>(n), o, c));
    put3(b + 2u, insertBits(vec3<u32>(e, n, e ^ n), vec3<u32>(n, e, ~n), o, c));"
);

/// WGSL: `o = min(offset, 32)`, `c = min(count, 32 − o)`; bits `o..o+c` of `e`, 0 when `c` is 0,
/// sign-extended from bit `c − 1` for signed `e`.
fn extract_oracle(e: u32, offset: u32, count: u32, signed: bool) -> u32 {
    let o = offset.min(32);
    let c = count.min(32 - o);
    if c == 0 {
        return 0;
    }
    let v = (e >> o) << (32 - c);
    if signed { ((v as i32) >> (32 - c)) as u32 } else { v >> (32 - c) }
}

fn insert_oracle(e: u32, n: u32, offset: u32, count: u32) -> u32 {
    let o = offset.min(32);
    let c = count.min(32 - o);
    if c == 0 {
        return e;
    }
    let mask = (u32::MAX >> (32 - c)) << o;
    (e & !mask) | ((n << o) & mask)
}

/// Offsets and counts: mostly 0..=33, with 32, 33 and huge values, and sums past 32.
fn bit_field_inputs(rng: &mut Rng) -> Vec<u32> {
    let edges: [(u32, u32); 12] = [
        (0, 0),
        (0, 32),
        (32, 0),
        (32, 5),
        (33, 1),
        (31, 1),
        (31, 2),
        (0, 33),
        (u32::MAX, u32::MAX),
        (5, u32::MAX),
        (u32::MAX, 3),
        (16, 16),
    ];
    let values = [0, u32::MAX, 0x8000_0000, 0x7fff_ffff, 1, 0xdead_beef];
    let mut input = Vec::new();
    for i in 0..CASES {
        let (o, c) = rng.pick(i, &edges, |r| match r.below(8) {
            0 => (r.u32(), r.below(40)),
            1 => (r.below(40), r.u32()),
            _ => (r.below(34), r.below(34)),
        });
        let e = if i < values.len() * 2 { values[i % values.len()] } else { rng.u32() };
        input.extend([e, rng.u32(), o, c]);
    }
    input
}

fn extract_bits(rt: &Runtime) {
    let t = Case::new(rt, "extractBits");
    let input = bit_field_inputs(&mut Rng(t.seed));
    let out = t.run(EXTRACT_BITS, &input, 6);
    for i in 0..CASES {
        let [e, e2, o, c] = [input[4 * i], input[4 * i + 1], input[4 * i + 2], input[4 * i + 3]];
        let w = &out[6 * i..6 * i + 6];
        let what = |s: &str| format!("{s}(e = {e:#x}, e2 = {e2:#x}, offset = {o}, count = {c})");
        t.same(i, &what("u32"), w[0], extract_oracle(e, o, c, false));
        t.same(i, &what("i32"), w[1], extract_oracle(e, o, c, true));
        t.same(i, &what("vec2<u32>.x"), w[2], extract_oracle(e, o, c, false));
        t.same(i, &what("vec2<u32>.y"), w[3], extract_oracle(e2, o, c, false));
        t.same(i, &what("vec2<i32>.x"), w[4], extract_oracle(e2, o, c, true));
        t.same(i, &what("vec2<i32>.y"), w[5], extract_oracle(e, o, c, true));
    }
}

fn insert_bits(rt: &Runtime) {
    let t = Case::new(rt, "insertBits");
    let input = bit_field_inputs(&mut Rng(t.seed));
    let out = t.run(INSERT_BITS, &input, 5);
    for i in 0..CASES {
        let [e, n, o, c] = [input[4 * i], input[4 * i + 1], input[4 * i + 2], input[4 * i + 3]];
        let w = &out[5 * i..5 * i + 5];
        let what = |s: &str| format!("{s}(e = {e:#x}, newbits = {n:#x}, offset = {o}, count = {c})");
        t.same(i, &what("u32"), w[0], insert_oracle(e, n, o, c));
        t.same(i, &what("i32"), w[1], insert_oracle(e, n, o, c));
        t.same(i, &what("vec3<u32>.x"), w[2], insert_oracle(e, n, o, c));
        t.same(i, &what("vec3<u32>.y"), w[3], insert_oracle(n, e, o, c));
        t.same(i, &what("vec3<u32>.z"), w[4], insert_oracle(e ^ n, !n, o, c));
    }
}

// ---- packing ----

const NORM_PACK: &str = kernel!(
    "
    let v = vec4<f32>(f(4u * i), f(4u * i + 1u), f(4u * i + 2u), f(4u * i + 3u));
    let b = 4u * i;
    out[b] = pack4x8snorm(v);
    out[b + 1u] = pack4x8unorm(v);
    out[b + 2u] = pack2x16snorm(v.xy);
    out[b + 3u] = pack2x16unorm(v.zw);"
);

const NORM_UNPACK: &str = kernel!(
    "
    let p = inp[i];
    let b = 12u * i;
    put4(b, bitcast<vec4<u32>>(unpack4x8snorm(p)));
    put4(b + 4u, bitcast<vec4<u32>>(unpack4x8unorm(p)));
    put2(b + 8u, bitcast<vec2<u32>>(unpack2x16snorm(p)));
    put2(b + 10u, bitcast<vec2<u32>>(unpack2x16unorm(p)));"
);

/// WGSL: `⌊0.5 + k·min(1, max(lo, e))⌋` (in f32), its low `bits` bits; the max ignores a NaN
/// (WGSL leaves it open; lavapipe's does).
fn norm_oracle(e: f32, lo: f32, k: f32, bits: u32) -> u32 {
    let v = (0.5 + k * e.max(lo).min(1.0)).floor() as i32;
    (v as u32) & ((1u32 << bits) - 1)
}

fn norm_packing(rt: &Runtime) {
    let t = Case::new(rt, "norm packing");
    let mut rng = Rng(t.seed);
    let edges = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -0.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        1.5,
        -2.0,
        f32::MIN_POSITIVE,
        1.0 / 127.0,
        -1.0 / 255.0,
        0.999_99,
        f32::MAX,
        f32::MIN,
        f32::NAN,
        -f32::NAN,
    ];
    let input: Vec<u32> =
        (0..4 * CASES).map(|i| rng.pick(i, &edges, |r| r.unit() * 1.25).to_bits()).collect();
    let out = t.run(NORM_PACK, &input, 4);
    for i in 0..CASES {
        let v: Vec<f32> = input[4 * i..4 * i + 4].iter().map(|&b| f32::from_bits(b)).collect();
        // WGSL's formula exactly on the cpu executor; lavapipe rounds an exact tie
        // (k·e = n + ½, e.g. pack4x8snorm(−0.5): −63.5) to even instead of up, so wgpu may
        // have either neighbour there (elsewhere exact).
        let check = |what: &str, got: u32, lo: f32, k: f32, bits: u32, vals: &[f32]| {
            for (j, &e) in vals.iter().enumerate() {
                let g = (got >> (bits * j as u32)) & ((1u32 << bits) - 1);
                let want = norm_oracle(e, lo, k, bits);
                let scaled = k * e.max(lo).min(1.0);
                let tie = (scaled - scaled.floor()) == 0.5;
                let other = (scaled.floor() as i32 as u32) & ((1u32 << bits) - 1);
                if g != want && !(tie && !t.cpu() && g == other) {
                    let tol = if tie { "exact; either neighbour of a tie on wgpu" } else { "exact" };
                    t.fail(i, format_args!("{what}({vals:?})[{j}]: got {g:#x}, want {want:#x} ({tol})"));
                }
            }
        };
        check("pack4x8snorm", out[4 * i], -1.0, 127.0, 8, &v);
        check("pack4x8unorm", out[4 * i + 1], 0.0, 255.0, 8, &v);
        check("pack2x16snorm", out[4 * i + 2], -1.0, 32767.0, 16, &v[..2]);
        check("pack2x16unorm", out[4 * i + 3], 0.0, 65535.0, 16, &v[2..]);
    }

    let t = Case::new(rt, "norm unpacking");
    let mut rng = Rng(t.seed);
    let edges = [0, u32::MAX, 0x8080_8080, 0x7f7f_7f7f, 0x8001_8000, 0x7fff_0001, 0x0081_ff7e];
    let input: Vec<u32> = (0..CASES).map(|i| rng.pick(i, &edges, Rng::u32)).collect();
    let out = t.run(NORM_UNPACK, &input, 12);
    for (i, &p) in input.iter().enumerate() {
        let w = &out[12 * i..12 * i + 12];
        // WGSL: max(v / k, −1). The cpu executor divides correctly rounded (0 ULPs); wgpu
        // within 3 ULPs (WGSL's 2.5 for `/`).
        let ulps = if t.cpu() { 0 } else { 3 };
        for j in 0..4 {
            let s = f32::from((p >> (8 * j)) as u8 as i8);
            let u = f32::from((p >> (8 * j)) as u8);
            t.ulps(i, &format!("unpack4x8snorm({p:#x})[{j}]"), w[j], (s / 127.0).max(-1.0), ulps);
            t.ulps(i, &format!("unpack4x8unorm({p:#x})[{j}]"), w[4 + j], u / 255.0, ulps);
        }
        for j in 0..2 {
            let s = f32::from((p >> (16 * j)) as u16 as i16);
            let u = f32::from((p >> (16 * j)) as u16);
            t.ulps(i, &format!("unpack2x16snorm({p:#x})[{j}]"), w[8 + j], (s / 32767.0).max(-1.0), ulps);
            t.ulps(i, &format!("unpack2x16unorm({p:#x})[{j}]"), w[10 + j], u / 65535.0, ulps);
        }
    }
}

const INT8_PACK: &str = kernel!(
    "
    let e = bitcast<vec4<i32>>(vec4<u32>(inp[6u * i], inp[6u * i + 1u], inp[6u * i + 2u], inp[6u * i + 3u]));
    let u = bitcast<vec4<u32>>(e);
    let x = inp[6u * i + 4u]; let y = inp[6u * i + 5u];
    let b = 14u * i;
    out[b] = pack4xI8(e);
    out[b + 1u] = pack4xU8(u);
    out[b + 2u] = pack4xI8Clamp(e);
    out[b + 3u] = pack4xU8Clamp(u);
    put4(b + 4u, bitcast<vec4<u32>>(unpack4xI8(x)));
    put4(b + 8u, unpack4xU8(y));
    out[b + 12u] = bitcast<u32>(dot4I8Packed(x, y));
    out[b + 13u] = dot4U8Packed(x, y);"
);

fn int8_packing(rt: &Runtime) {
    let t = Case::new(rt, "4x8-bit integer packing");
    let mut rng = Rng(t.seed);
    let edges = [0i32, -1, 1, -128, 127, -129, 128, 255, 256, i32::MIN, i32::MAX, -256, 0x7f80, -0x7f81];
    let mut input = Vec::new();
    let words = [0u32, u32::MAX, 0x8080_8080, 0x7f7f_7f7f, 0x80ff_017f];
    for i in 0..CASES {
        for j in 0..4 {
            input.push(rng.pick(4 * i + j, &edges, |r| match r.below(3) {
                0 => r.u32() as i32,
                _ => r.below(600) as i32 - 300,
            }) as u32);
        }
        input.push(rng.pick(i, &words, Rng::u32));
        input.push(rng.pick(i / 5, &words, Rng::u32));
    }
    let out = t.run(INT8_PACK, &input, 14);
    for i in 0..CASES {
        let e: Vec<i32> = input[6 * i..6 * i + 4].iter().map(|&v| v as i32).collect();
        let (x, y) = (input[6 * i + 4], input[6 * i + 5]);
        let w = &out[14 * i..14 * i + 14];
        let pack = |f: &dyn Fn(i32) -> u32| (0..4).fold(0u32, |a, j| a | (f(e[j]) & 0xff) << (8 * j));
        let what = |s: &str| format!("{s}({e:?})");
        t.same(i, &what("pack4xI8"), w[0], pack(&|v| v as u32));
        t.same(i, &what("pack4xU8"), w[1], pack(&|v| v as u32));
        t.same(i, &what("pack4xI8Clamp"), w[2], pack(&|v| v.clamp(-128, 127) as u32));
        t.same(i, &what("pack4xU8Clamp"), w[3], pack(&|v| (v as u32).min(255)));
        let (xs, ys): (Vec<i32>, Vec<i32>) = (0..4)
            .map(|j| (i32::from((x >> (8 * j)) as u8 as i8), i32::from((y >> (8 * j)) as u8 as i8)))
            .unzip();
        let (xu, yu): (Vec<u32>, Vec<u32>) =
            (0..4).map(|j| ((x >> (8 * j)) & 0xff, (y >> (8 * j)) & 0xff)).unzip();
        for j in 0..4 {
            t.same(i, &format!("unpack4xI8({x:#x})[{j}]"), w[4 + j], xs[j] as u32);
            t.same(i, &format!("unpack4xU8({y:#x})[{j}]"), w[8 + j], yu[j]);
        }
        let sdot: i32 = (0..4).map(|j| xs[j] * ys[j]).sum();
        let udot: u32 = (0..4).map(|j| xu[j] * yu[j]).sum();
        t.same(i, &format!("dot4I8Packed({x:#x}, {y:#x})"), w[12], sdot as u32);
        t.same(i, &format!("dot4U8Packed({x:#x}, {y:#x})"), w[13], udot);
    }
}

// ---- f16 ----

const FLOAT16: &str = kernel!(
    "
    let x = f(3u * i); let y = f(3u * i + 1u); let h = inp[3u * i + 2u];
    let b = 6u * i;
    out[b] = pack2x16float(vec2<f32>(x, y));
    put2(b + 1u, bitcast<vec2<u32>>(unpack2x16float(h)));
    out[b + 3u] = bitcast<u32>(quantizeToF16(x));
    put2(b + 4u, bitcast<vec2<u32>>(quantizeToF16(vec2<f32>(y, x))));"
);

/// f32 → binary16 bits, rounded to nearest even (NaN: the quiet NaN 0x7e00).
fn to_f16(x: f32) -> u32 {
    let sign = (x.to_bits() >> 16) & 0x8000;
    let a = x.abs();
    if a.is_nan() {
        return sign | 0x7e00;
    }
    // The exponent of an f16 ULP at a: 2^-24 below 2^-14, else 2^(exponent of a − 10).
    let e = if a < 2f32.powi(-14) { -24 } else { (a.to_bits() >> 23) as i32 - 127 - 10 };
    let units = (f64::from(a) / 2f64.powi(e)).round_ties_even();
    if units * 2f64.powi(e) >= 65536.0 {
        return sign | 0x7c00;
    }
    let bits = if e == -24 {
        units as u32
    } else {
        // units in [1024, 2048]: 2048 carries into the next binade.
        ((e + 10 + 15) as u32) * 1024 + (units as u32 - 1024)
    };
    sign | bits
}

fn from_f16(h: u32) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = (h >> 10) & 0x1f;
    let m = f64::from(h & 0x3ff);
    let v = match e {
        0 => m * 2f64.powi(-24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + m / 1024.0) * 2f64.powi(e as i32 - 15),
    };
    (sign * v) as f32
}

/// Whether binary16 `h` is subnormal (or zero).
fn f16_tiny(h: u32) -> bool {
    h & 0x7c00 == 0
}

fn float16(rt: &Runtime) {
    let t = Case::new(rt, "f16 conversions");
    // naga validates these three only with `SHADER_FLOAT16_IN_FLOAT32` (wgpu's downlevel flag
    // `SHADER_F16_IN_F32`, which llvmpipe has only with `shader-f16`): the Guard grants it where
    // the executor runs them (the cpu executor always) and refuses the module by name elsewhere.
    // The cpu compiler's conversions are also checked exhaustively in its unit tests
    // (`compile/builtins.rs`).
    if !rt.executor().limits().shader_f16_in_f32 {
        let e = rt.guard().check(FLOAT16).expect_err("an executor without f16 conversions refuses them");
        assert!(
            e.kind == wasm_host::ErrorKind::Invalid && e.message.contains("SHADER_FLOAT16_IN_FLOAT32"),
            "{}: the Guard refuses for another reason: {e:?}",
            t.name
        );
        return;
    }
    let mut rng = Rng(t.seed);
    let edges = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        65504.0,
        -65504.0,
        65519.0,
        1.0 + 2f32.powi(-11),
        1.0 + 3.0 * 2f32.powi(-11),
        2f32.powi(-14),
        2f32.powi(-24),
        2f32.powi(-25),
        3.0 * 2f32.powi(-25),
        -2f32.powi(-15),
        0.1,
        -3.140625,
    ];
    let hs = [0x7c00_0000u32 | 0xfc00, 0x7e00_8001, 0x0001_03ff, 0x0400_8000, 0x3c00_bc00, 0x7bff_fbff];
    let input: Vec<u32> = (0..CASES)
        .flat_map(|i| {
            // Finite f16 range: every binade from 2^-26 (rounds to 0) to 2^15.
            let mut v = || {
                let m = 1.0 + rng.unit().abs();
                let s = if rng.below(2) == 0 { 1.0 } else { -1.0 };
                s * m * 2f32.powi(rng.below(42) as i32 - 26)
            };
            let x = if i < edges.len() { edges[i] } else { v() };
            let y = if i < edges.len() { edges[edges.len() - 1 - i] } else { v() };
            let y = if y.abs() >= 65504.0 && i >= edges.len() { 1.0 } else { y };
            let x = if x.abs() >= 65504.0 && i >= edges.len() { -1.0 } else { x };
            let h = if i < hs.len() { hs[i] } else { rng.u32() };
            [x.to_bits(), y.to_bits(), h]
        })
        .collect();
    let out = t.run(FLOAT16, &input, 6);
    let cpu = t.cpu();
    for i in 0..CASES {
        let (x, y, h) = (f32::from_bits(input[3 * i]), f32::from_bits(input[3 * i + 1]), input[3 * i + 2]);
        let w = &out[6 * i..6 * i + 6];
        // An f16 result: the cpu executor rounds to nearest even; WGSL lets wgpu take either
        // neighbour (1 f16 ULP) and flush a subnormal f16 to ±0.
        let half = |what: &str, got: u32, x: f32| {
            let want = to_f16(x);
            let ok = got == want
                || !cpu
                    && (got >> 15 == want >> 15 && got.abs_diff(want) <= 1
                        || f16_tiny(want) && got & 0x7fff == 0);
            if !ok {
                let tol =
                    if cpu { "exact, nearest even" } else { "within 1 f16 ULP, or ±0 for a subnormal" };
                t.fail(i, format_args!("{what}({x:e}): got {got:#06x}, want {want:#06x} ({tol})"));
            }
        };
        half("pack2x16float.lo", w[0] & 0xffff, x);
        half("pack2x16float.hi", w[0] >> 16, y);
        let fw = |bits: u32| to_f16(f32::from_bits(bits));
        half("quantizeToF16", fw(w[3]), x);
        half("quantizeToF16(vec2).x", fw(w[4]), y);
        half("quantizeToF16(vec2).y", fw(w[5]), x);
        // The quantized value is exactly an f16's.
        for (j, &q) in [w[3], w[4], w[5]].iter().enumerate() {
            if from_f16(fw(q)).to_bits() != q {
                t.fail(i, format_args!("quantizeToF16 output {j} = {q:#010x} is no f16 value (exact)"));
            }
        }
        // unpack2x16float: exact (every f16 is an f32); wgpu may flush subnormal f16s.
        for j in 0..2 {
            let hj = (h >> (16 * j)) & 0xffff;
            let want = from_f16(hj);
            let got = w[1 + j];
            let ok = got == want.to_bits()
                || want.is_nan() && f32::from_bits(got).is_nan()
                || !cpu && f16_tiny(hj) && got & 0x7fff_ffff == 0;
            if !ok {
                t.fail(
                    i,
                    format_args!(
                        "unpack2x16float({h:#010x})[{j}]: got {:e} ({got:#010x}), want {want:e} (exact)",
                        f32::from_bits(got)
                    ),
                );
            }
        }
    }
}

// ---- decomposition ----

const DECOMPOSE: &str = kernel!(
    "
    let x = f(2u * i); let n = bitcast<i32>(inp[2u * i + 1u]);
    let b = 15u * i;
    let m = modf(x);
    out[b] = bitcast<u32>(m.fract);
    out[b + 1u] = bitcast<u32>(m.whole);
    let fr = frexp(x);
    out[b + 2u] = bitcast<u32>(fr.fract);
    out[b + 3u] = bitcast<u32>(fr.exp);
    out[b + 4u] = bitcast<u32>(ldexp(x, n));
    let mv = modf(vec2<f32>(x, -x));
    put2(b + 5u, bitcast<vec2<u32>>(mv.fract));
    put2(b + 7u, bitcast<vec2<u32>>(mv.whole));
    let fv = frexp(vec2<f32>(-x, x));
    put2(b + 9u, bitcast<vec2<u32>>(fv.fract));
    put2(b + 11u, bitcast<vec2<u32>>(fv.exp));
    put2(b + 13u, bitcast<vec2<u32>>(ldexp(vec2<f32>(x, -x), vec2<i32>(n, n / 2))));"
);

fn frexp_oracle(x: f32) -> (f32, i32) {
    if x == 0.0 {
        return (x, 0);
    }
    if !x.is_finite() {
        return (x, 129);
    }
    let mut e = 0;
    let mut f = f64::from(x);
    while f.abs() >= 1.0 {
        f /= 2.0;
        e += 1;
    }
    while f.abs() < 0.5 {
        f *= 2.0;
        e -= 1;
    }
    (f as f32, e)
}

fn ldexp_oracle(x: f32, n: i32) -> f32 {
    let mut v = f64::from(x);
    // Exact in f64 over this range; one rounding to f32.
    let n = n.clamp(-400, 400);
    v *= 2f64.powi(n);
    v as f32
}

fn is_subnormal(x: f32) -> bool {
    x != 0.0 && x.abs() < f32::MIN_POSITIVE
}

fn decomposition(rt: &Runtime) {
    let t = Case::new(rt, "modf, frexp, ldexp");
    let mut rng = Rng(t.seed);
    let xs = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -0.5,
        1.5,
        -2.5,
        -3.0,
        7.75,
        f32::MAX,
        f32::MIN,
        f32::MIN_POSITIVE,
        -f32::MIN_POSITIVE,
        f32::from_bits(1),
        f32::from_bits(0x8000_0001),
        f32::from_bits(0x007f_ffff),
        8_388_609.0,
        -16_777_217.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
    ];
    let ns = [
        0,
        1,
        -1,
        127,
        128,
        -126,
        -127,
        -149,
        -150,
        -1000,
        i32::MIN,
        64,
        -64,
        100,
        -200,
        2,
        0,
        0,
        0,
        0,
        0,
        0,
    ];
    let mut input = Vec::new();
    for i in 0..CASES {
        let x = rng.pick(i, &xs, |r| if r.below(2) == 0 { r.unit() * 1000.0 } else { r.wide() });
        // WGSL: ldexp is indeterminate for n > 128.
        let n = rng.pick(i, &ns, |r| r.below(300) as i32 - 170);
        input.extend([x.to_bits(), n as u32]);
    }
    let out = t.run(DECOMPOSE, &input, 15);
    let cpu = t.cpu();
    for i in 0..CASES {
        let (x, n) = (f32::from_bits(input[2 * i]), input[2 * i + 1] as i32);
        let w = &out[15 * i..15 * i + 15];
        // modf: whole = trunc(e), fract = e − trunc(e) with e's sign, exact; for ±∞ (WGSL
        // leaves it open) ±0, as on lavapipe. wgpu may give a zero either sign (WGSL lets
        // implementations ignore the sign of a zero; lavapipe's trunc(−0) is +0).
        for (k, v) in [(0, x), (5, x), (6, -x)] {
            let (fract, whole) = (f32::from_bits(w[k]), f32::from_bits(w[if k == 0 { 1 } else { k + 2 }]));
            let want_whole = v.trunc();
            let want_fract = if v.is_infinite() { 0f32.copysign(v) } else { (v - want_whole).copysign(v) };
            let same = |g: f32, w: f32| {
                g.to_bits() == w.to_bits() || g.is_nan() && w.is_nan() || !cpu && g == 0.0 && w == 0.0
            };
            if !same(whole, want_whole) || !same(fract, want_fract) {
                t.fail(
                    i,
                    format_args!(
                        "modf({v:e}): got ({fract:e}, {whole:e}), want ({want_fract:e}, {want_whole:e}) (exact{})",
                        if cpu { "" } else { "; zeros of either sign" }
                    ),
                );
            }
        }
        // frexp: exact; 0 gives (0, 0); ±∞ and NaN, which WGSL leaves open, (e, 129) as on
        // lavapipe. WGSL lets wgpu flush a subnormal e (then (±0, 0));
        // lavapipe does neither that nor the exact result (frexp(2^-149) is (0.50000006, -126),
        // the subnormal's bits read as if normal), so wgpu's result for subnormals is not checked.
        for (fk, ek, v) in [(2, 3, x), (9, 11, -x), (10, 12, x)] {
            let (fract, exp) = (f32::from_bits(w[fk]), w[ek] as i32);
            let (wf, we) = frexp_oracle(v);
            let ok = (fract.to_bits() == wf.to_bits() || fract.is_nan() && wf.is_nan()) && exp == we
                || !cpu && is_subnormal(v);
            if !ok {
                t.fail(i, format_args!("frexp({v:e}): got ({fract:e}, {exp}), want ({wf:e}, {we}) (exact)"));
            }
        }
        // ldexp: correctly rounded (exact); NaN stays NaN. WGSL lets wgpu give 0 for
        // n + 127 <= 0 and flush subnormal inputs and results; lavapipe's subnormal results are
        // not always correctly rounded either (ldexp(-3.405383e-38, -13): -4.156e-42, not
        // -4.158e-42), so there wgpu may be 4 subnormal ULPs (4·2^-149) off.
        for (k, v, m) in [(4, x, n), (13, x, n), (14, -x, n / 2)] {
            let want = ldexp_oracle(v, m);
            let got = f32::from_bits(w[k]);
            let ok = got.to_bits() == want.to_bits()
                || got.is_nan() && want.is_nan()
                || !cpu && got == 0.0 && (m + 127 <= 0 || is_subnormal(want) || is_subnormal(v))
                || !cpu
                    && is_subnormal(want)
                    && (f64::from(got) - f64::from(want)).abs() <= 4.0 * 2f64.powi(-149);
            if !ok {
                let tol = if cpu { "exact" } else { "exact; 0 or 4·2^-149 off for subnormals" };
                t.fail(i, format_args!("ldexp({v:e}, {m}): got {got:e}, want {want:e} ({tol})"));
            }
        }
    }
}

// ---- matrices ----

const MATRICES: &str = kernel!(
    "
    let b = 25u * i;
    let a = 16u * i;
    let m32 = mat3x2<f32>(f(a), f(a + 1u), f(a + 2u), f(a + 3u), f(a + 4u), f(a + 5u));
    let t23 = transpose(m32);
    put3(b, bitcast<vec3<u32>>(t23[0]));
    put3(b + 3u, bitcast<vec3<u32>>(t23[1]));
    let m4 = mat4x4<f32>(f(a), f(a + 1u), f(a + 2u), f(a + 3u), f(a + 4u), f(a + 5u), f(a + 6u), f(a + 7u),
                         f(a + 8u), f(a + 9u), f(a + 10u), f(a + 11u), f(a + 12u), f(a + 13u), f(a + 14u), f(a + 15u));
    let t4 = transpose(m4);
    for (var c = 0u; c < 4u; c++) { put4(b + 6u + 4u * c, bitcast<vec4<u32>>(t4[c])); }
    let m2 = mat2x2<f32>(f(a), f(a + 1u), f(a + 2u), f(a + 3u));
    let m3 = mat3x3<f32>(f(a), f(a + 1u), f(a + 2u), f(a + 3u), f(a + 4u), f(a + 5u), f(a + 6u), f(a + 7u), f(a + 8u));
    out[b + 22u] = bitcast<u32>(determinant(m2));
    out[b + 23u] = bitcast<u32>(determinant(m3));
    out[b + 24u] = bitcast<u32>(determinant(m4));"
);

/// The determinant (f64) and the sum of its terms' magnitudes (the permanent of |m|), of the
/// n×n matrix with element (column c, row r) at `m[c·n + r]`.
fn det_oracle(m: &[f64], n: usize) -> (f64, f64) {
    fn go(m: &[f64], n: usize, rows: &[usize], col: usize) -> (f64, f64) {
        if rows.len() == 1 {
            let v = m[col * n + rows[0]];
            return (v, v.abs());
        }
        let (mut d, mut p) = (0.0, 0.0);
        for (k, &r) in rows.iter().enumerate() {
            let minor: Vec<usize> = rows.iter().copied().filter(|&x| x != r).collect();
            let (md, mp) = go(m, n, &minor, col + 1);
            let v = m[col * n + r];
            d += if k % 2 == 0 { v * md } else { -v * md };
            p += v.abs() * mp;
        }
        (d, p)
    }
    let rows: Vec<usize> = (0..n).collect();
    go(m, n, &rows, 0)
}

fn matrices(rt: &Runtime) {
    let t = Case::new(rt, "transpose, determinant");
    let mut rng = Rng(t.seed);
    let mut input = Vec::new();
    for i in 0..CASES {
        for k in 0..16 {
            let v = match i {
                0 => 0.0,
                // The identity, then a singular matrix (equal columns), then -0s.
                1 => f32::from(u8::from(k % 5 == 0)),
                2 => [1.0, 2.0, 3.0, 4.0][k % 4],
                3 => -0.0,
                _ => rng.unit() * 4.0,
            };
            input.push(f32::to_bits(v));
        }
    }
    let out = t.run(MATRICES, &input, 25);
    for i in 0..CASES {
        let m = &input[16 * i..16 * i + 16];
        let w = &out[25 * i..25 * i + 25];
        // transpose: exact. mat3x2 (3 columns of 2) → mat2x3; element (c, r) ↔ (r, c).
        for r in 0..2 {
            for c in 0..3 {
                t.same(i, &format!("transpose(mat3x2)[{r}][{c}]"), w[3 * r + c], m[2 * c + r]);
            }
        }
        for r in 0..4 {
            for c in 0..4 {
                t.same(i, &format!("transpose(mat4x4)[{r}][{c}]"), w[6 + 4 * r + c], m[4 * c + r]);
            }
        }
        // determinant: a sum of n! products cancels, so ULPs of the result mean nothing; the
        // error is bounded by 4n·2^-24 of the sum of the terms' magnitudes.
        for (k, n) in [(22, 2usize), (23, 3), (24, 4)] {
            let mf: Vec<f64> = m[..n * n].iter().map(|&b| f64::from(f32::from_bits(b))).collect();
            let (d, p) = det_oracle(&mf, n);
            let got = f64::from(f32::from_bits(w[k]));
            let tol = 4.0 * n as f64 * 2f64.powi(-24) * p;
            if (got - d).abs() > tol {
                t.fail(
                    i,
                    format_args!(
                        "determinant(mat{n}x{n} {:?}): got {got:e}, want {d:e} (within {tol:e}: 4n·2^-24 of the terms' magnitudes)",
                        &mf
                    ),
                );
            }
        }
    }
}

// ---- geometry ----

const GEOMETRY: &str = kernel!(
    "
    let a = 10u * i;
    let e1 = vec3<f32>(f(a), f(a + 1u), f(a + 2u));
    let e2 = vec3<f32>(f(a + 3u), f(a + 4u), f(a + 5u));
    let e3 = vec3<f32>(f(a + 6u), f(a + 7u), f(a + 8u));
    let eta = f(a + 9u);
    let b = 11u * i;
    put3(b, bitcast<vec3<u32>>(faceForward(e1, e2, e3)));
    put3(b + 3u, bitcast<vec3<u32>>(reflect(e1, e2)));
    put3(b + 6u, bitcast<vec3<u32>>(refract(e1, e2, eta)));
    put2(b + 9u, bitcast<vec2<u32>>(reflect(e1.xy, e3.yz)));"
);

fn geometry(rt: &Runtime) {
    let t = Case::new(rt, "faceForward, reflect, refract");
    let mut rng = Rng(t.seed);
    let mut input = Vec::new();
    for i in 0..CASES {
        for k in 0..10 {
            let v = match (i, k) {
                // A zero normal, then a zero incident vector, then η = 0.
                (0, 3..=5) | (1, 0..=2) | (2, 9) => 0.0,
                (3, _) => -0.0,
                (_, 9) => rng.unit().abs() * 1.5,
                _ => rng.unit(),
            };
            input.push(f32::to_bits(v));
        }
    }
    let out = t.run(GEOMETRY, &input, 11);
    // Bound: 16·2^-24 of the magnitudes of the terms (sums of products, each rounded).
    let eps = 16.0 * 2f64.powi(-24);
    for i in 0..CASES {
        let v: Vec<f64> = input[10 * i..10 * i + 10].iter().map(|&b| f64::from(f32::from_bits(b))).collect();
        let (e1, e2, e3, eta) = (&v[0..3], &v[3..6], &v[6..9], v[9]);
        let w: Vec<f64> = out[11 * i..11 * i + 11].iter().map(|&b| f64::from(f32::from_bits(b))).collect();
        let dot = |a: &[f64], b: &[f64]| a.iter().zip(b).map(|(x, y)| x * y).sum::<f64>();
        let adot = |a: &[f64], b: &[f64]| a.iter().zip(b).map(|(x, y)| (x * y).abs()).sum::<f64>();
        let check = |what: &str, got: f64, want: f64, tol: f64| {
            if (got - want).abs() > tol {
                t.fail(i, format_args!("{what} ({v:?}): got {got:e}, want {want:e} (within {tol:e})"));
            }
        };
        // faceForward: exactly e1 or −e1; which one is checked where dot(e2, e3) is clearly
        // away from 0 (a rounding may decide it otherwise).
        let d23 = dot(e2, e3);
        let clear = d23.abs() > 1e-5 * adot(e2, e3).max(1e-30) || adot(e2, e3) == 0.0;
        for j in 0..3 {
            let want = if d23 < 0.0 { e1[j] } else { -e1[j] };
            let ok = if clear { w[j] == want } else { w[j].abs() == e1[j].abs() };
            if !ok {
                t.fail(i, format_args!("faceForward({v:?})[{j}]: got {:e}, want {want:e} (exact)", w[j]));
            }
        }
        // reflect: e1 − 2·dot(e2, e1)·e2.
        let d = dot(e2, e1);
        for j in 0..3 {
            let tol = eps * (e1[j].abs() + 2.0 * e2[j].abs() * adot(e2, e1)) + 1e-30;
            check(&format!("reflect[{j}]"), w[3 + j], e1[j] - 2.0 * d * e2[j], tol);
        }
        let (a2, n2) = (&e1[0..2], &e3[1..3]);
        let d2 = dot(n2, a2);
        for j in 0..2 {
            let tol = eps * (a2[j].abs() + 2.0 * n2[j].abs() * adot(n2, a2)) + 1e-30;
            check(&format!("reflect(vec2)[{j}]"), w[9 + j], a2[j] - 2.0 * d2 * n2[j], tol);
        }
        // refract: k = 1 − η²(1 − d²); 0 where k < 0, else η·e1 − (η·d + √k)·e2. k near 0
        // decides the branch by a rounding: skipped where |k| < 1e-3; √k's error is k's over 2√k.
        let k = 1.0 - eta * eta * (1.0 - d * d);
        if k.abs() >= 1e-3 {
            let kerr = eps * (1.0 + eta * eta * (1.0 + adot(e2, e1).powi(2)));
            for j in 0..3 {
                let (want, tol) = if k < 0.0 {
                    (0.0, 0.0)
                } else {
                    let s = eta * d + k.sqrt();
                    let tol = eps * (eta * e1[j].abs() + (eta * adot(e2, e1) + k.sqrt()) * e2[j].abs())
                        + e2[j].abs() * kerr / (2.0 * k.sqrt())
                        + 1e-30;
                    (eta * e1[j] - s * e2[j], tol)
                };
                check(&format!("refract[{j}]"), w[6 + j], want, tol);
            }
        }
    }
}

// ---- across barriers ----

/// Builtin results held across a barrier (the cpu executor saves each invocation's locals
/// between regions: a struct result of `frexp` is two of them).
const ACROSS_BARRIERS: &str = "
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
var<workgroup> sh: array<u32, 64>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(local_invocation_index) li: u32) {
    let i = id.x;
    let x = bitcast<f32>(inp[i]);
    let fr = frexp(x);
    let bits = extractBits(bitcast<i32>(inp[i]), 20u, 11u);
    sh[li] = pack4xI8(vec4<i32>(bits, -bits, fr.exp, 7));
    workgroupBarrier();
    out[4u * i] = bitcast<u32>(fr.fract);
    out[4u * i + 1u] = bitcast<u32>(fr.exp);
    out[4u * i + 2u] = bitcast<u32>(ldexp(fr.fract, fr.exp));
    out[4u * i + 3u] = bitcast<u32>(dot4I8Packed(sh[63u - li], sh[li]));
}";

fn across_barriers(rt: &Runtime) {
    let t = Case::new(rt, "builtins across a barrier");
    let mut rng = Rng(t.seed);
    let edges = [0.0, -0.0, 1.0, -3.5, f32::MAX, f32::MIN_POSITIVE, 1e-30, -7e20];
    let input: Vec<u32> = (0..CASES)
        .map(|i| rng.pick(i, &edges, |r| if r.below(2) == 0 { r.unit() * 100.0 } else { r.wide() }))
        .map(|x| if is_subnormal(x) { 1.5 } else { x }.to_bits())
        .collect();
    let out = t.run(ACROSS_BARRIERS, &input, 4);
    let packed = |j: usize| {
        let x = f32::from_bits(input[j]);
        let bits = extract_oracle(input[j], 20, 11, true) as i32;
        [bits, -bits, frexp_oracle(x).1, 7]
            .iter()
            .enumerate()
            .fold(0u32, |a, (k, &v)| a | (v as u32 & 0xff) << (8 * k))
    };
    for i in 0..CASES {
        let x = f32::from_bits(input[i]);
        let w = &out[4 * i..4 * i + 4];
        let (wf, we) = frexp_oracle(x);
        // Exact (no subnormal inputs here).
        t.same(i, &format!("frexp({x:e}).fract"), w[0], wf.to_bits());
        t.same(i, &format!("frexp({x:e}).exp"), w[1], we as u32);
        t.same(i, &format!("ldexp(frexp({x:e}))"), w[2], x.to_bits());
        let (a, b) = (packed(i - i % 64 + 63 - i % 64), packed(i));
        let dot: i32 = (0..4)
            .map(|k| i32::from((a >> (8 * k)) as u8 as i8) * i32::from((b >> (8 * k)) as u8 as i8))
            .sum();
        t.same(i, "dot4I8Packed of the neighbour's pack4xI8", w[3], dot as u32);
    }
}

// ---- in helper functions ----

/// The builtins in a helper function: inlined by default on the cpu executor, a wasm call with
/// inlining off (`cpu_with_calls_not_inlined`).
const IN_HELPERS: &str = "
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
fn h(x: u32, y: f32) -> vec4<u32> {
    let fr = frexp(y);
    let m = modf(y);
    return vec4<u32>(insertBits(x, bitcast<u32>(fr.exp), 4u, 6u), bitcast<u32>(ldexp(fr.fract, fr.exp)),
                     bitcast<u32>(m.fract), pack4xU8Clamp(unpack4xU8(x) * 2u));
}
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    let v = h(inp[2u * i], bitcast<f32>(inp[2u * i + 1u]));
    out[4u * i] = v.x;
    out[4u * i + 1u] = v.y;
    out[4u * i + 2u] = v.z;
    out[4u * i + 3u] = v.w;
}";

fn in_helpers(rt: &Runtime) {
    let t = Case::new(rt, "builtins in a helper");
    let mut rng = Rng(t.seed);
    let mut input = Vec::new();
    for i in 0..CASES {
        let y = rng.pick(i, &[0.0, -0.0, -3.0, 2.5, f32::MAX], |r| {
            if r.below(2) == 0 { r.unit() * 1000.0 } else { r.wide() }
        });
        input.extend([rng.u32(), if is_subnormal(y) { 0.75 } else { y }.to_bits()]);
    }
    let out = t.run(IN_HELPERS, &input, 4);
    for i in 0..CASES {
        let (x, y) = (input[2 * i], f32::from_bits(input[2 * i + 1]));
        let w = &out[4 * i..4 * i + 4];
        // Exact (no subnormals; WGSL ignores the sign of a zero fraction on wgpu).
        let (_, exp) = frexp_oracle(y);
        t.same(
            i,
            &format!("insertBits({x:#x}, frexp({y:e}).exp, 4, 6)"),
            w[0],
            insert_oracle(x, exp as u32, 4, 6),
        );
        t.same(i, &format!("ldexp(frexp({y:e}))"), w[1], y.to_bits());
        let fract = (y - y.trunc()).copysign(y);
        let zero_either = !t.cpu() && fract == 0.0 && f32::from_bits(w[2]) == 0.0;
        if !zero_either {
            t.same(i, &format!("modf({y:e}).fract"), w[2], fract.to_bits());
        }
        let want = (0..4).fold(0u32, |a, k| a | (((x >> (8 * k)) & 0xff) * 2).min(255) << (8 * k));
        t.same(i, &format!("pack4xU8Clamp(unpack4xU8({x:#x}) * 2)"), w[3], want);
    }
}

/// The same with every helper a wasm call (the path large helpers take).
#[test]
fn cpu_with_calls_not_inlined() {
    let mut config = cpu_config(wasm_host::Config::default());
    config.cpu.inline_calls = false;
    let rt = Runtime::new(config).expect("a cpu executor");
    in_helpers(&rt);
    geometry(&rt);
}

/// Every kernel above, for the check that the cpu executor vectorizes them.
const KERNELS: &[(&str, &str)] = &[
    ("extract_bits", EXTRACT_BITS),
    ("insert_bits", INSERT_BITS),
    ("norm_pack", NORM_PACK),
    ("norm_unpack", NORM_UNPACK),
    ("int8_pack", INT8_PACK),
    ("float16", FLOAT16),
    ("decompose", DECOMPOSE),
    ("matrices", MATRICES),
    ("geometry", GEOMETRY),
    ("in_helpers", IN_HELPERS),
];

/// The cpu executor runs each kernel vectorized (these builtins run lane by lane there), and
/// `compile`, which `wasm-host check` reports from, says so.
#[test]
fn the_cpu_executor_vectorizes_every_kernel() {
    let rt = cpu_runtime();
    for (name, src) in KERNELS {
        let m = rt.guard().check(src).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let c = compile(&m, "main", &[], Default::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(matches!(c.path, Path::Vector { .. }), "{name}: {}", c.path);
    }
}

on_both_executors!(
    scalar_too:
    extract_bits,
    insert_bits,
    norm_packing,
    int8_packing,
    float16,
    decomposition,
    matrices,
    geometry,
    across_barriers,
    in_helpers
);
