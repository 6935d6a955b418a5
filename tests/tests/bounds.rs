//! Out-of-bounds accesses to storage and uniform buffers (issue #18, "Parity"): every executor
//! follows robust buffer access, what wgpu's bounds-check policy gives on drivers with
//! robustBufferAccess2 (naga's `buffer: Unchecked`, the driver checking each access against
//! its binding). The byte offset of an access is computed exactly (indices signed or not as
//! their type says, no 32-bit wrap); an access whose 4 bytes all lie inside the binding is
//! performed, even past the end of a fixed-size array (it reaches the next member or
//! element); any other load gives 0, any other store or atomic is dropped (an atomic returns
//! 0). Each case runs on the cpu executor's two paths (vectorized and scalar) and on wgpu
//! where there is an adapter, against that oracle and against each other.
//!
//! Each test prints its seed; `WASM_HOST_SEED=N` replays it.

// The words left out of the comparison with wgpu are counted on stderr.
#![allow(clippy::print_stderr)]

use wasm_host_tests::differential::{self, BindingData, Job, Output, bytes, words};
use wasm_host_tests::{Rng, executors};

fn input(binding: u32, words: &[u32]) -> BindingData {
    BindingData { group: 0, binding, bytes: bytes(words) }
}

fn output(outputs: &[Output], binding: u32) -> Vec<u32> {
    words(&outputs.iter().find(|o| o.group == 0 && o.binding == binding).expect("a writable binding").bytes)
}

/// The oracle: robust access at exact byte offsets (`wrap: false`), or at offsets taken modulo
/// 2^32 (`wrap: true`: what lavapipe computes, its offsets being 32-bit).
struct Oracle {
    wrap: bool,
}

impl Oracle {
    fn at(&self, off: i64) -> i64 {
        if self.wrap { off.rem_euclid(1 << 32) } else { off }
    }

    /// The word at byte offset `off` of a buffer of `words` where its 4 bytes are inside, else 0.
    fn load(&self, words: &[u32], off: i64) -> u32 {
        let off = self.at(off);
        if off >= 0 && off % 4 == 0 && off + 4 <= 4 * words.len() as i64 {
            words[(off / 4) as usize]
        } else {
            0
        }
    }

    /// A store: dropped outside.
    fn store(&self, words: &mut [u32], off: i64, v: u32) {
        let off = self.at(off);
        if off >= 0 && off % 4 == 0 && off + 4 <= 4 * words.len() as i64 {
            words[(off / 4) as usize] = v;
        }
    }
}

/// Runs `wgsl`'s `main` over `workgroups` on every executor; checks each writable binding
/// that `oracle` names against its words, and the executors against each other. The cpu
/// executor must match the exact oracle word for word. wgpu is held to the words where the
/// exact and the 32-bit oracles agree: lavapipe computes offsets in 32 bits, so an index
/// whose offset is 2^32 bytes (or a multiple) away from the binding aliases into it there
/// (robust buffer access checks the final address only); those words are counted.
fn check(
    case: &str,
    wgsl: &str,
    workgroups: [u32; 3],
    inputs: &[BindingData],
    oracle: impl Fn(&Oracle) -> Vec<(u32, Vec<u32>)>,
) {
    let want = oracle(&Oracle { wrap: false });
    let want32 = oracle(&Oracle { wrap: true });
    let agree = |b: usize, i: usize| want[b].1.get(i) == want32[b].1.get(i);
    let aliased: usize =
        want.iter().enumerate().map(|(b, (_, w))| (0..w.len()).filter(|&i| !agree(b, i)).count()).sum();
    let mut first: Option<(&str, Vec<Vec<u32>>)> = None;
    for (name, rt) in executors() {
        let label = format!("{case} on {name}");
        let gpu = name == "gpu";
        let job = Job { label: &label, wgsl, entry: "main", workgroups, inputs };
        let out = differential::run(rt, rt.guard(), &job).unwrap_or_else(|e| panic!("{label}: {e}"));
        let got: Vec<Vec<u32>> = want.iter().map(|(b, _)| output(&out, *b)).collect();
        for (b, ((binding, w), g)) in want.iter().zip(&got).enumerate() {
            assert_eq!(w.len(), g.len(), "{label}: binding {binding}'s length");
            if let Some(i) = (0..w.len()).find(|&i| w[i] != g[i] && (!gpu || agree(b, i))) {
                panic!("{label}: binding {binding} word {i}: got {:#x}, the oracle says {:#x}", g[i], w[i]);
            }
        }
        if gpu && aliased > 0 {
            eprintln!("{label}: {aliased} words left unchecked (their offsets alias into range in 32 bits)");
        }
        match &first {
            Some((other, theirs)) if !gpu => assert_eq!(&got, theirs, "{label} differs from {other}"),
            Some(_) => {}
            None => first = Some((name, got)),
        }
    }
}

/// Indices that probe every edge: in range, just past, far past, past by a multiple of 2^32
/// bytes (2^30 words: wraps to 0 in 32-bit arithmetic), near 2^31 and 2^32 (negative as i32).
fn hostile_indices(rng: &mut Rng, n: u32, count: usize) -> Vec<u32> {
    let fixed = [
        0,
        1,
        n - 1,
        n,
        n + 1,
        n + 1000,
        1 << 30,
        (1 << 30) + 1,
        (1 << 30) - 1,
        (1 << 29) * 3,
        i32::MAX as u32,
        1 << 31,
        (1 << 31) + 1,
        u32::MAX,
        u32::MAX - 1,
        u32::MAX - 3,
        u32::MAX - n,
        0u32.wrapping_sub(64),
    ];
    let mut out: Vec<u32> = fixed.to_vec();
    while out.len() < count {
        out.push(match rng.next() % 3 {
            0 => rng.next() % n,
            1 => rng.next() % (2 * n),
            _ => rng.next(),
        });
    }
    out.truncate(count);
    out
}

/// A runtime-sized array read at per-invocation indices, as `u32` and as `i32` (negative past
/// 2^31), and written through them.
#[test]
fn hostile_indices_into_a_runtime_sized_array() {
    let mut rng = Rng::seeded();
    let n = 100u32;
    let wgsl = "
        @group(0) @binding(0) var<storage, read> a: array<u32>;
        @group(0) @binding(1) var<storage, read> idx: array<u32>;
        @group(0) @binding(2) var<storage, read_write> out: array<u32>;
        @group(0) @binding(3) var<storage, read_write> w: array<u32>;
        @group(0) @binding(4) var<storage, read_write> ws: array<u32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let k = idx[g.x];
            out[2u * g.x] = a[k];
            out[2u * g.x + 1u] = a[i32(k)];
            w[k] = g.x + 1u;
            ws[i32(k)] = g.x + 1u;
        }";
    let count = 128usize;
    let a = rng.words(n as usize);
    // Writes at distinct indices only (else the order of two writers would decide).
    let mut idx = hostile_indices(&mut rng, n, count);
    let mut seen = std::collections::HashSet::new();
    for (g, k) in idx.iter_mut().enumerate() {
        while !seen.insert(*k) {
            *k = (*k).wrapping_add(n + g as u32);
        }
    }
    let oracle = |o: &Oracle| {
        let mut out = vec![0u32; 2 * count];
        let mut w = vec![0u32; n as usize];
        let mut ws = vec![0u32; n as usize];
        for (g, &k) in idx.iter().enumerate() {
            out[2 * g] = o.load(&a, 4 * i64::from(k));
            out[2 * g + 1] = o.load(&a, 4 * i64::from(k as i32));
            o.store(&mut w, 4 * i64::from(k), g as u32 + 1);
            o.store(&mut ws, 4 * i64::from(k as i32), g as u32 + 1);
        }
        vec![(2, out), (3, w), (4, ws)]
    };
    let inputs = [
        input(0, &a),
        input(1, &idx),
        input(2, &vec![0; 2 * count]),
        input(3, &vec![0; n as usize]),
        input(4, &vec![0; n as usize]),
    ];
    check("runtime-sized array", wgsl, [2, 1, 1], &inputs, oracle);
}

/// Consecutive indices `x + off` (the vectorizer's one-load path and the rows' per-row
/// decision) whose rows lie inside, straddle the end, lie past it, or wrap around 2^32.
#[test]
fn consecutive_indices_across_the_end() {
    let mut rng = Rng::seeded();
    let n = 100u32;
    let wgsl = "
        struct P { off: u32, soff: i32 }
        @group(0) @binding(0) var<storage, read> a: array<u32>;
        @group(0) @binding(1) var<uniform> p: P;
        @group(0) @binding(2) var<storage, read_write> out: array<u32>;
        @group(0) @binding(3) var<storage, read_write> w: array<u32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            out[g.x] = a[g.x + p.off];
            out[g.x + 256u] = a[i32(g.x) + p.soff];
            w[g.x + p.off] = g.x + 7u;
        }";
    let a = rng.words(n as usize);
    for (off, soff) in
        [(0u32, 0i32), (70, -70), (36, -36), (1 << 30, -200), (u32::MAX - 15, -1), (u32::MAX - 300, 37)]
    {
        let oracle = |o: &Oracle| {
            let mut out = vec![0u32; 512];
            let mut w = vec![0u32; n as usize];
            for x in 0..256u32 {
                out[x as usize] = o.load(&a, 4 * i64::from(x.wrapping_add(off)));
                out[x as usize + 256] = o.load(&a, 4 * i64::from((x as i32).wrapping_add(soff)));
                o.store(&mut w, 4 * i64::from(x.wrapping_add(off)), x + 7);
            }
            vec![(2, out), (3, w)]
        };
        let inputs = [
            input(0, &a),
            input(1, &[off, soff as u32]),
            input(2, &[0; 512]),
            input(3, &vec![0; n as usize]),
        ];
        check(&format!("consecutive, off {off} / {soff}"), wgsl, [4, 1, 1], &inputs, oracle);
    }
}

/// An index past a fixed-size array inside a struct lands on the next member (read and
/// written); two dynamic levels (`m[i][j]`, `j` negative) are one exact offset.
#[test]
fn past_a_fixed_array_onto_the_next_member() {
    let mut rng = Rng::seeded();
    let wgsl = "
        struct S { a: array<u32, 4>, b: u32, c: array<u32> }
        @group(0) @binding(0) var<storage, read> s: S;
        @group(0) @binding(1) var<storage, read> idx: array<i32>;
        @group(0) @binding(2) var<storage, read_write> out: array<u32>;
        @group(0) @binding(3) var<storage, read_write> t: S;
        @group(0) @binding(4) var<storage, read> m: array<array<u32, 4>>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let i = idx[g.x];
            let j = idx[63u - g.x];
            out[3u * g.x] = s.a[i];
            out[3u * g.x + 1u] = m[u32(i) & 7u][j];
            out[3u * g.x + 2u] = m[j][i];
            if (g.x < 16u) {
                t.a[g.x * 3u - 10u] = g.x + 100u;
            }
        }";
    let sw = rng.words(4 + 1 + 11); // a, b, c[11]
    let mw = rng.words(4 * 6); // 6 rows
    let mut idx: Vec<i32> =
        vec![0, 3, 4, 5, 6, 15, 16, -1, -2, -4, -5, 100, i32::MIN, i32::MAX, -(1 << 30), 1 << 28];
    while idx.len() < 64 {
        idx.push((rng.next() % 40) as i32 - 12);
    }
    let oracle = |o: &Oracle| {
        let mut out = vec![0u32; 3 * 64];
        for g in 0..64usize {
            let (i, j) = (i64::from(idx[g]), i64::from(idx[63 - g]));
            out[3 * g] = o.load(&sw, 4 * i);
            out[3 * g + 1] = o.load(&mw, 16 * ((idx[g] as u32 & 7) as i64) + 4 * j);
            out[3 * g + 2] = o.load(&mw, 16 * j + 4 * i);
        }
        let mut t = vec![0u32; sw.len()];
        for g in 0..16u32 {
            o.store(&mut t, 4 * i64::from((g * 3).wrapping_sub(10)), g + 100);
        }
        vec![(2, out), (3, t)]
    };
    let idx_words: Vec<u32> = idx.iter().map(|&i| i as u32).collect();
    let inputs = [
        input(0, &sw),
        input(1, &idx_words),
        input(2, &[0; 3 * 64]),
        input(3, &vec![0; sw.len()]),
        input(4, &mw),
    ];
    check("past a fixed array", wgsl, [1, 1, 1], &inputs, oracle);
}

/// Matrix columns past the matrix (the next matrix's, in a uniform buffer, through a pointer
/// as Tint's `dynamic_index_via_ptr` does) and vector components past the vector.
#[test]
fn matrix_columns_and_vector_components() {
    let mut rng = Rng::seeded();
    let wgsl = "
        @group(0) @binding(0) var<uniform> u: array<mat2x3<f32>, 8>;
        @group(0) @binding(1) var<storage, read> idx: array<i32>;
        @group(0) @binding(2) var<storage, read_write> out: array<f32>;
        @group(0) @binding(3) var<storage, read> v: array<vec4<u32>>;
        @group(0) @binding(4) var<storage, read_write> vo: array<u32>;
        @group(0) @binding(5) var<storage, read_write> vw: array<vec4<u32>>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let c = idx[g.x];
            let p = &u[g.x & 7u];
            let col = (*p)[c];
            out[4u * g.x] = col.x;
            out[4u * g.x + 1u] = col.y;
            out[4u * g.x + 2u] = col.z;
            out[4u * g.x + 3u] = u[g.x & 7u][c][u32(c) & 3u];
            vo[g.x] = v[g.x & 7u][c];
            if (g.x < 8u) {
                vw[g.x][c] = g.x + 1u;
            }
        }";
    // 8 matrices of 2 columns of 3 floats, each column padded to 16 bytes: 256 bytes.
    let uw: Vec<u32> = (0..64).map(|_| (rng.next() % 2000) as f32 / 8.0 - 100.0).map(f32::to_bits).collect();
    let vw_in = rng.words(4 * 8);
    let mut idx: Vec<i32> = vec![0, 1, 2, 3, 4, 5, -1, -2, -3, -4, -5, 7, 8, 16, 100, i32::MIN];
    while idx.len() < 64 {
        idx.push((rng.next() % 24) as i32 - 8);
    }
    let oracle = |o: &Oracle| {
        let mut out = vec![0u32; 4 * 64];
        let mut vo = vec![0u32; 64];
        for g in 0..64usize {
            let (m, c) = ((g & 7) as i64, i64::from(idx[g]));
            let col = 32 * m + 16 * c;
            for k in 0..3 {
                out[4 * g + k] = o.load(&uw, col + 4 * k as i64);
            }
            out[4 * g + 3] = o.load(&uw, col + 4 * ((idx[g] as u32 & 3) as i64));
            vo[g] = o.load(&vw_in, 16 * m + 4 * c);
        }
        let mut vw = vec![0u32; 4 * 8];
        for (g, &c) in idx.iter().enumerate().take(8) {
            o.store(&mut vw, 16 * g as i64 + 4 * i64::from(c), g as u32 + 1);
        }
        vec![(2, out), (4, vo), (5, vw)]
    };
    let idx_words: Vec<u32> = idx.iter().map(|&i| i as u32).collect();
    let inputs = [
        input(0, &uw),
        input(1, &idx_words),
        input(2, &[0; 4 * 64]),
        input(3, &vw_in),
        input(4, &[0; 64]),
        input(5, &[0; 4 * 8]),
    ];
    check("matrix columns", wgsl, [1, 1, 1], &inputs, oracle);
}

/// Atomics outside the binding have no effect and return 0; inside (past a fixed array
/// too) they act on what is there.
#[test]
fn atomics_out_of_range() {
    let wgsl = "
        struct C { a: array<atomic<u32>, 4>, rest: array<atomic<u32>> }
        @group(0) @binding(0) var<storage, read_write> c: C;
        @group(0) @binding(1) var<storage, read> idx: array<i32>;
        @group(0) @binding(2) var<storage, read_write> out: array<u32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let i = idx[g.x];
            out[4u * g.x] = atomicAdd(&c.a[i], 5u);
            out[4u * g.x + 1u] = atomicMax(&c.a[i], 1000u);
            let r = atomicCompareExchangeWeak(&c.a[i], 1000u, 7u);
            out[4u * g.x + 2u] = r.old_value;
            out[4u * g.x + 3u] = atomicLoad(&c.a[i]);
            atomicStore(&c.rest[u32(i) + 1000u], 9u);
        }";
    // Distinct indices: each invocation owns its word (or none).
    let mut idx: Vec<i32> = vec![-1, -2, -100, i32::MIN, i32::MAX, 16, 17, 1 << 28, -(1 << 28)];
    idx.extend(0..16);
    let mut k = 1000;
    while idx.len() < 64 {
        idx.push(k);
        k += 7;
    }
    let n = 16usize; // 4 + 12 words
    let init: Vec<u32> = (0..n as u32).map(|i| i * 3).collect();
    let oracle = |o: &Oracle| {
        let mut c = init.clone();
        let mut out = vec![0u32; 4 * 64];
        for (g, &i) in idx.iter().enumerate() {
            let off = o.at(4 * i64::from(i));
            if off >= 0 && off + 4 <= 4 * n as i64 {
                let w = &mut c[(off / 4) as usize];
                out[4 * g] = *w;
                *w += 5;
                out[4 * g + 1] = *w;
                *w = (*w).max(1000);
                out[4 * g + 2] = *w;
                if *w == 1000 {
                    *w = 7;
                }
                out[4 * g + 3] = *w;
            }
            o.store(&mut c, 16 + 4 * i64::from((i as u32).wrapping_add(1000)), 9);
        }
        vec![(0, c), (2, out)]
    };
    let idx_words: Vec<u32> = idx.iter().map(|&i| i as u32).collect();
    let inputs = [input(0, &init), input(1, &idx_words), input(2, &[0; 4 * 64])];
    check("atomics", wgsl, [1, 1, 1], &inputs, oracle);
}

/// A uniform struct: an index past its array reads the next member, past the binding 0; a
/// uniform (not per-lane) index, as the fxc `dyn_array_idx` modules use.
#[test]
fn uniform_buffers() {
    let mut rng = Rng::seeded();
    let wgsl = "
        struct U { a: array<vec4<u32>, 3>, b: vec4<u32>, c: array<vec4<u32>, 12>, i: i32 }
        @group(0) @binding(0) var<uniform> u: U;
        @group(0) @binding(1) var<storage, read> idx: array<i32>;
        @group(0) @binding(2) var<storage, read_write> out: array<u32>;
        @group(0) @binding(3) var<storage, read_write> w: array<vec4<u32>, 4>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let i = idx[g.x];
            out[2u * g.x] = u.a[i].y;
            out[2u * g.x + 1u] = u.c[u.i + i32(g.x)].w;
            if (g.x == 0u) {
                w[u.i].x = 5u;
            }
        }";
    // 16 vec4s, then `i` (padded to a 16-byte multiple: 272 bytes).
    let mut uw = rng.words(4 * 16);
    let ui = 3i32;
    uw.extend([ui as u32, 0, 0, 0]);
    let mut idx: Vec<i32> = vec![0, 2, 3, 4, 15, 16, 17, -1, -4, i32::MIN, 1 << 27];
    while idx.len() < 64 {
        idx.push((rng.next() % 24) as i32 - 4);
    }
    let oracle = |o: &Oracle| {
        let mut out = vec![0u32; 2 * 64];
        for g in 0..64usize {
            out[2 * g] = o.load(&uw, 16 * i64::from(idx[g]) + 4);
            out[2 * g + 1] = o.load(&uw, 64 + 16 * (i64::from(ui) + g as i64) + 12);
        }
        let mut w = vec![0u32; 16];
        o.store(&mut w, 16 * i64::from(ui), 5);
        vec![(2, out), (3, w)]
    };
    let idx_words: Vec<u32> = idx.iter().map(|&i| i as u32).collect();
    let inputs = [input(0, &uw), input(1, &idx_words), input(2, &[0; 2 * 64]), input(3, &[0; 16])];
    check("uniform", wgsl, [1, 1, 1], &inputs, oracle);
}

/// The one exception wgpu makes: naga's SPIR-V back end declares a two-row matrix in a uniform
/// buffer with one member per column (std140), so a dynamic column index loads the whole
/// matrix and picks the column with its `index` policy (`Restrict`: clamped to the last
/// column). The cpu executor does the same (Tint's `std140/array/mat2x2_f32/
/// dynamic_index_via_ptr`); a matrix outside the binding still reads 0. (A dynamic component
/// of such a column is an unchecked `OpVectorExtractDynamic` there, undefined out of range;
/// the cpu executor clamps it, so only in-range components are compared.)
#[test]
fn two_row_matrices_in_uniform_buffers_clamp_their_columns() {
    let mut rng = Rng::seeded();
    let wgsl = "
        @group(0) @binding(0) var<uniform> a: array<mat2x2<f32>, 16>;
        @group(0) @binding(1) var<storage, read> idx: array<i32>;
        @group(0) @binding(2) var<storage, read_write> out: array<f32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let m = g.x & 15u;
            let c = idx[g.x];
            let k = idx[63u - g.x];
            let col = a[m][c];
            out[5u * g.x] = col.x;
            out[5u * g.x + 1u] = col.y;
            out[5u * g.x + 2u] = a[m][c][u32(k) & 1u];
            let p = &a[m];
            out[5u * g.x + 3u] = (*p)[c].y;
            out[5u * g.x + 4u] = a[u32(k) & 31u][c].x;
        }";
    // 16 matrices of 2 columns of 2 floats: 256 bytes.
    let aw: Vec<u32> = (0..64).map(|_| (rng.next() % 2000) as f32 / 8.0 - 100.0).map(f32::to_bits).collect();
    let mut idx: Vec<i32> = vec![0, 1, 2, 3, -1, -2, 100, i32::MIN, i32::MAX, 17, 31, 16, 15];
    while idx.len() < 64 {
        idx.push((rng.next() % 40) as i32 - 8);
    }
    let oracle = |o: &Oracle| {
        let mut out = vec![0u32; 5 * 64];
        for g in 0..64usize {
            let (c, k) = (idx[g] as u32, idx[63 - g] as u32);
            let cc = i64::from(c.min(1));
            let col = 16 * (g as i64 & 15) + 8 * cc;
            out[5 * g] = o.load(&aw, col);
            out[5 * g + 1] = o.load(&aw, col + 4);
            out[5 * g + 2] = o.load(&aw, col + 4 * i64::from(k & 1));
            out[5 * g + 3] = o.load(&aw, col + 4);
            out[5 * g + 4] = o.load(&aw, 16 * i64::from(k & 31) + 8 * cc);
        }
        vec![(2, out)]
    };
    let idx_words: Vec<u32> = idx.iter().map(|&i| i as u32).collect();
    let inputs = [input(0, &aw), input(1, &idx_words), input(2, &[0; 5 * 64])];
    check("two-row matrices", wgsl, [1, 1, 1], &inputs, oracle);
}
