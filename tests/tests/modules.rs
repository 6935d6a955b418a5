//! Whole compute modules (as a batch stream or a public corpus gives them, not kernels) on both
//! executors, against a native oracle on random data: the constructs the public corpora showed
//! the cpu executor refusing or answering differently (issue #18, "Parity").
//!
//! Each test prints its seed; `WASM_HOST_SEED=N` replays it.

use wasm_host::Runtime;
use wasm_host_tests::differential::{self, BindingData, Job, Output, bytes, words};
use wasm_host_tests::{Rng, executors};

/// Runs `wgsl`'s `main` over `workgroups` with `inputs` on `rt`; the writable bindings' bytes.
fn run(rt: &Runtime, label: &str, wgsl: &str, workgroups: [u32; 3], inputs: &[BindingData]) -> Vec<Output> {
    let job = Job { label, wgsl, entry: "main", workgroups, inputs };
    differential::run(rt, rt.guard(), &job).unwrap_or_else(|e| panic!("{label}: {e}"))
}

fn output(outputs: &[Output], group: u32, binding: u32) -> &[u8] {
    &outputs.iter().find(|o| o.group == group && o.binding == binding).expect("a writable binding").bytes
}

/// A runtime-sized array as a buffer struct's last member, read and written through the
/// struct, with `arrayLength` of it (the cpu executor refused it: "a runtime-sized array as a
/// value").
#[test]
fn a_runtime_sized_array_inside_a_struct() {
    let mut rng = Rng::seeded();
    let n = 100usize;
    let wgsl = "struct S { k: u32, data: array<u32> }
        @group(0) @binding(0) var<storage, read> a: S;
        @group(0) @binding(1) var<storage, read_write> b: S;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            if (g.x < arrayLength(&a.data)) {
                b.data[g.x] = a.data[g.x] * 3u + a.k + arrayLength(&b.data);
            }
            if (g.x == 0u) { b.k = arrayLength(&a.data); }
        }";
    let k = rng.next() >> 8;
    let data: Vec<u32> = (0..n).map(|_| rng.next()).collect();
    let mut a = vec![k];
    a.extend(&data);
    let inputs = [
        BindingData { group: 0, binding: 0, bytes: bytes(&a) },
        BindingData { group: 0, binding: 1, bytes: vec![0; 4 * (n + 1)] },
    ];
    let want: Vec<u32> = std::iter::once(n as u32)
        .chain(data.iter().map(|d| d.wrapping_mul(3).wrapping_add(k).wrapping_add(n as u32)))
        .collect();
    for (name, rt) in executors() {
        let out = run(rt, name, wgsl, [2, 1, 1], &inputs);
        assert_eq!(words(output(&out, 0, 1)), want, "{name}");
    }
}

/// Functions with pointer arguments (function and private space, passed on through a second
/// call), read and written through the pointer (the cpu executor refused them: "pointer
/// arguments").
#[test]
fn pointer_arguments() {
    let mut rng = Rng::seeded();
    let n = 200usize;
    let wgsl = "@group(0) @binding(0) var<storage, read> a: array<u32>;
        @group(0) @binding(1) var<storage, read_write> b: array<u32>;
        var<private> acc: vec4<u32>;
        fn bump(p: ptr<function, array<u32, 4>>, i: u32, v: u32) { (*p)[i & 3u] += v; }
        fn add_to(p: ptr<private, vec4<u32>>, v: vec4<u32>) { *p = *p + v; }
        fn twice(p: ptr<function, u32>) -> u32 { *p = *p * 2u + 1u; return *p; }
        fn through(p: ptr<function, u32>) -> u32 { return twice(p) + twice(p); }
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let i = g.x;
            if (i >= arrayLength(&a)) { return; }
            var arr = array<u32, 4>(1u, 2u, 3u, 4u);
            bump(&arr, a[i], a[i] >> 4u);
            var s = a[i];
            let e = through(&s);
            acc = vec4<u32>(i);
            add_to(&acc, vec4<u32>(arr[0], arr[1], arr[2], arr[3]));
            b[i] = acc.x + acc.y * 3u + acc.z * 5u + acc.w * 7u + e + s;
        }";
    let a: Vec<u32> = (0..n).map(|_| rng.next()).collect();
    let want: Vec<u32> = a
        .iter()
        .enumerate()
        .map(|(i, &x)| {
            let mut arr = [1u32, 2, 3, 4];
            arr[(x & 3) as usize] = arr[(x & 3) as usize].wrapping_add(x >> 4);
            let mut s = x;
            let mut twice = || {
                s = s.wrapping_mul(2).wrapping_add(1);
                s
            };
            let e = twice().wrapping_add(twice());
            let acc = arr.map(|v| (i as u32).wrapping_add(v));
            [1u32, 3, 5, 7]
                .iter()
                .zip(acc)
                .fold(0u32, |t, (k, v)| t.wrapping_add(k.wrapping_mul(v)))
                .wrapping_add(e)
                .wrapping_add(s)
        })
        .collect();
    let inputs = [
        BindingData { group: 0, binding: 0, bytes: bytes(&a) },
        BindingData { group: 0, binding: 1, bytes: vec![0; 4 * n] },
    ];
    for (name, rt) in executors() {
        let out = run(rt, name, wgsl, [4, 1, 1], &inputs);
        assert_eq!(words(output(&out, 0, 1)), want, "{name}");
    }
}

/// A pointer argument of a function that also holds a barrier (inlined at the workgroup's
/// uniform level on the cpu executor, its regions run per invocation).
#[test]
fn pointer_arguments_beside_barriers() {
    let mut rng = Rng::seeded();
    let wgsl = "@group(0) @binding(0) var<storage, read> a: array<u32, 128>;
        @group(0) @binding(1) var<storage, read_write> b: array<u32, 128>;
        var<workgroup> tile: array<u32, 64>;
        fn rotate(p: ptr<function, u32>, l: u32) {
            tile[l] = *p;
            workgroupBarrier();
            *p = *p + tile[(l + 1u) % 64u];
            workgroupBarrier();
        }
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>,
                                            @builtin(local_invocation_index) l: u32) {
            var v = a[g.x];
            rotate(&v, l);
            rotate(&v, l);
            b[g.x] = v;
        }";
    let a: Vec<u32> = (0..128).map(|_| rng.next() >> 4).collect();
    let mut want = a.clone();
    for group in want.chunks_mut(64) {
        for _ in 0..2 {
            let tile = group.to_vec();
            for (l, v) in group.iter_mut().enumerate() {
                *v = v.wrapping_add(tile[(l + 1) % 64]);
            }
        }
    }
    let inputs = [BindingData { group: 0, binding: 0, bytes: bytes(&a) }];
    for (name, rt) in executors() {
        let out = run(rt, name, wgsl, [2, 1, 1], &inputs);
        assert_eq!(words(output(&out, 0, 1)), want, "{name}");
    }
}

/// Two dynamic indices into one local or private variable (`m[i][j] = v`), read and written
/// (the cpu executor refused them).
#[test]
fn two_dynamic_indices_into_one_variable() {
    let mut rng = Rng::seeded();
    let n = 150usize;
    let wgsl = "@group(0) @binding(0) var<storage, read> a: array<vec4<u32>>;
        @group(0) @binding(1) var<storage, read_write> b: array<u32>;
        var<private> grid: array<array<u32, 5>, 3>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let t = g.x;
            if (t >= arrayLength(&a)) { return; }
            let v = a[t];
            var m = mat3x4<f32>();
            m[v.x % 3u][v.y % 4u] = f32(v.z & 0xffu);
            m[v.y % 3u][v.x % 4u] += 0.5;
            for (var i = 0u; i < 3u; i++) { for (var j = 0u; j < 5u; j++) { grid[i][j] = i * 10u + j; } }
            grid[v.x % 3u][v.w % 5u] = v.z;
            grid[v.w % 3u][v.x % 5u] += 7u;
            b[t] = u32(m[v.x % 3u][v.y % 4u] * 2.0) + grid[v.x % 3u][v.w % 5u] + grid[v.w % 3u][v.x % 5u] * 3u;
        }";
    let a: Vec<u32> = (0..4 * n).map(|_| rng.next()).collect();
    let want: Vec<u32> = a
        .chunks(4)
        .map(|v| {
            let mut m = [[0f32; 4]; 3];
            m[(v[0] % 3) as usize][(v[1] % 4) as usize] = (v[2] & 0xff) as f32;
            m[(v[1] % 3) as usize][(v[0] % 4) as usize] += 0.5;
            let mut grid = [[0u32; 5]; 3];
            for (i, row) in grid.iter_mut().enumerate() {
                for (j, c) in row.iter_mut().enumerate() {
                    *c = (i * 10 + j) as u32;
                }
            }
            grid[(v[0] % 3) as usize][(v[3] % 5) as usize] = v[2];
            let c = &mut grid[(v[3] % 3) as usize][(v[0] % 5) as usize];
            *c = c.wrapping_add(7);
            ((m[(v[0] % 3) as usize][(v[1] % 4) as usize] * 2.0) as u32)
                .wrapping_add(grid[(v[0] % 3) as usize][(v[3] % 5) as usize])
                .wrapping_add(grid[(v[3] % 3) as usize][(v[0] % 5) as usize].wrapping_mul(3))
        })
        .collect();
    let inputs = [
        BindingData { group: 0, binding: 0, bytes: bytes(&a) },
        BindingData { group: 0, binding: 1, bytes: vec![0; 4 * n] },
    ];
    for (name, rt) in executors() {
        let out = run(rt, name, wgsl, [3, 1, 1], &inputs);
        assert_eq!(words(output(&out, 0, 1)), want, "{name}");
    }
}

/// Booleans in workgroup memory, alone, in vectors and in a struct, shared through
/// `workgroupUniformLoad` (the cpu executor refused them: "booleans in buffers").
#[test]
fn booleans_in_workgroup_memory() {
    let mut rng = Rng::seeded();
    let wgsl = "struct Flags { on: bool, lanes: vec3<bool>, k: u32 }
        @group(0) @binding(0) var<storage, read> a: array<u32, 128>;
        @group(0) @binding(1) var<storage, read_write> b: array<u32, 128>;
        var<workgroup> odd: array<bool, 64>;
        var<workgroup> flags: Flags;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>,
                                            @builtin(local_invocation_index) l: u32) {
            odd[l] = (a[g.x] & 1u) == 1u;
            if (l == 0u) { flags = Flags(a[g.x] > 0x80000000u, vec3<bool>(true, false, (a[g.x] & 2u) != 0u), 9u); }
            let f = workgroupUniformLoad(&flags);
            let next = odd[(l + 1u) % 64u];
            b[g.x] = select(0u, 1u, next) + select(0u, 2u, f.on) + select(0u, 4u, f.lanes.x)
                   + select(0u, 8u, f.lanes.y) + select(0u, 16u, f.lanes.z) + f.k * 32u;
        }";
    let a: Vec<u32> = (0..128).map(|_| rng.next()).collect();
    let want: Vec<u32> = (0..128)
        .map(|i| {
            let (group, l) = (i / 64 * 64, i % 64);
            let first = a[group];
            let next = a[group + (l + 1) % 64] & 1;
            next + 2 * u32::from(first > 0x8000_0000) + 4 + 16 * u32::from(first & 2 != 0) + 9 * 32
        })
        .collect();
    let inputs = [BindingData { group: 0, binding: 0, bytes: bytes(&a) }];
    for (name, rt) in executors() {
        let out = run(rt, name, wgsl, [2, 1, 1], &inputs);
        assert_eq!(words(output(&out, 0, 1)), want, "{name}");
    }
}

/// Workgroup variables beside bool arrays keep their values when the arrays are stored, whole
/// and by element: NVIDIA's driver (580.159, H200) zeroed them (WGSLsmith seeds 405006, 406930,
/// 200075; tests/wgslsmith/probes/nv-*.wgsl), so the Guard stores workgroup bools as u32
/// (`guard::workgroup_bools`). Checked here on both executors against a native oracle; the H200
/// ran the probes (benches/RESULTS.md, session 11).
#[test]
fn workgroup_values_beside_bool_arrays_survive_their_stores() {
    let mut rng = Rng::seeded();
    let wgsl = "struct S { on: bool, lanes: vec2<bool>, k: u32 }
        @group(0) @binding(0) var<storage, read> a: array<u32, 128>;
        @group(0) @binding(1) var<storage, read_write> b: array<u32, 128>;
        var<workgroup> first: u32;
        var<workgroup> flags: array<vec3<bool>, 26>;
        var<workgroup> second: f32;
        var<workgroup> more: array<bool, 64>;
        var<workgroup> s: S;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>,
                                            @builtin(local_invocation_index) l: u32) {
            if (l == 0u) {
                first = a[g.x];
                second = f32(a[g.x] & 0xffffu);
                flags = array<vec3<bool>, 26>();
                s = S((a[g.x] & 4u) != 0u, vec2<bool>(true, (a[g.x] & 8u) != 0u), 3u);
            }
            workgroupBarrier();
            more[l] = (a[g.x] & 1u) == 1u;
            if (l < 26u) { flags[l].y = (a[g.x] & 2u) != 0u; }
            workgroupBarrier();
            let t = workgroupUniformLoad(&s);
            var bits = select(0u, 1u, more[63u - l]) + select(0u, 2u, l < 26u && flags[l].y)
                + select(0u, 4u, t.on) + select(0u, 8u, t.lanes.x) + select(0u, 16u, t.lanes.y);
            b[g.x] = (first ^ bits) + u32(second) * 32u + t.k;
        }";
    let a: Vec<u32> = (0..128).map(|_| rng.next()).collect();
    let want: Vec<u32> = (0..128)
        .map(|i| {
            let (group, l) = (i / 64 * 64, i % 64);
            let first = a[group];
            let bits = (a[group + 63 - l] & 1)
                + if l < 26 && a[i] & 2 != 0 { 2 } else { 0 }
                + if first & 4 != 0 { 4 } else { 0 }
                + 8
                + if first & 8 != 0 { 16 } else { 0 };
            (first ^ bits).wrapping_add((first & 0xffff).wrapping_mul(32)).wrapping_add(3)
        })
        .collect();
    let inputs = [BindingData { group: 0, binding: 0, bytes: bytes(&a) }];
    for (name, rt) in executors() {
        assert!(rt.guard().check(wgsl).unwrap().workgroup_bools_widened(), "{name}");
        let out = run(rt, name, wgsl, [2, 1, 1], &inputs);
        assert_eq!(words(output(&out, 0, 1)), want, "{name}");
    }
}

/// Builtins passed in structs beside plain ones (the cpu executor refused "entry point
/// arguments other than builtins"), on a vectorized shape and a scalar one.
#[test]
fn builtins_in_structs() {
    for (size, workgroups) in [("64, 1, 1", [3u32, 2, 1]), ("3, 2, 2", [2, 3, 2])] {
        let wgsl = format!(
            "struct Ids {{ @builtin(local_invocation_id) local: vec3<u32>, @builtin(workgroup_id) group: vec3<u32> }}
            struct Counts {{ @builtin(num_workgroups) groups: vec3<u32> }}
            @group(0) @binding(0) var<storage, read_write> b: array<u32>;
            @compute @workgroup_size({size}) fn main(ids: Ids, @builtin(global_invocation_id) g: vec3<u32>,
                                                    @builtin(local_invocation_index) l: u32, counts: Counts) {{
                let flat = g.x + g.y * counts.groups.x * {x}u + g.z * counts.groups.x * counts.groups.y * {xy}u;
                b[flat] = ids.local.x + ids.local.y * 10u + ids.local.z * 100u + ids.group.x * 1000u
                        + ids.group.y * 10000u + ids.group.z * 100000u + l * 1000000u;
            }}",
            x = size.split(", ").next().unwrap(),
            xy = size.split(", ").take(2).map(|v| v.parse::<u32>().unwrap()).product::<u32>()
        );
        let s: Vec<u32> = size.split(", ").map(|v| v.parse().unwrap()).collect();
        let total: u32 = s.iter().product::<u32>() * workgroups.iter().product::<u32>();
        let dims = [s[0] * workgroups[0], s[1] * workgroups[1], s[2] * workgroups[2]];
        let mut want = vec![0u32; total as usize];
        for z in 0..dims[2] {
            for y in 0..dims[1] {
                for x in 0..dims[0] {
                    let (lx, ly, lz) = (x % s[0], y % s[1], z % s[2]);
                    let (gx, gy, gz) = (x / s[0], y / s[1], z / s[2]);
                    let l = lx + ly * s[0] + lz * s[0] * s[1];
                    want[(x + y * dims[0] + z * dims[0] * dims[1]) as usize] =
                        lx + ly * 10 + lz * 100 + gx * 1000 + gy * 10000 + gz * 100000 + l * 1000000;
                }
            }
        }
        let inputs = [BindingData { group: 0, binding: 0, bytes: vec![0; 4 * total as usize] }];
        for (name, rt) in executors() {
            let out = run(rt, name, &wgsl, workgroups, &inputs);
            assert_eq!(words(output(&out, 0, 0)), want, "{name}, @workgroup_size({size})");
        }
    }
}

/// A function that needs more wasm locals than a wasm function may have even with its helpers
/// called, not inlined (a straight-line entry point of 9,000 `vec4` values: 36,000 scalars and
/// their temporaries) is `unsupported` on the cpu executor, named, where it was a host fault (a
/// trap: "too many locals", WGSLsmith seed 1251, which now runs: its helpers are called). The
/// limit is the cpu compiler's own; wgpu is not asked.
#[test]
fn a_function_past_the_wasm_locals_limit_is_unsupported() {
    let rt = wasm_host_tests::cpu_runtime();
    // Seed 1251 fits once its helpers are called instead of inlined.
    let path = wasm_host_tests::root().join("tests/wgslsmith/locals-1251.wgsl");
    let wgsl = std::fs::read_to_string(&path).expect("the program");
    let inputs = differential::wgslsmith::inputs(&wgsl).expect("its inputs");
    let job = Job { label: "seed 1251", wgsl: &wgsl, entry: "main", workgroups: [1, 1, 1], inputs: &inputs };
    if let Err(e) = differential::run(rt, rt.guard(), &job) {
        panic!("seed 1251 on the cpu executor: {e}");
    }
    // Each value used by the next (none is dropped as unused; the compiler gives every value
    // a local of its own).
    let lets: String = (1..9000).map(|k| format!("    let x{k} = x{} * 1.5 + v;\n", k - 1)).collect();
    let sum: String = (0..9000).step_by(97).map(|k| format!(" + x{k}")).collect();
    let wgsl = format!(
        "@group(0) @binding(0) var<storage, read_write> o: array<vec4<f32>>;
@compute @workgroup_size(1) fn main() {{
    let v = o[0];
    let x0 = v;
{lets}    o[0] = v{sum};
}}"
    );
    let inputs = [BindingData { group: 0, binding: 0, bytes: vec![0; 16] }];
    let job =
        Job { label: "straight line", wgsl: &wgsl, entry: "main", workgroups: [1, 1, 1], inputs: &inputs };
    match differential::run(rt, rt.guard(), &job) {
        Err(differential::RunError::Failed { kind, message, .. }) => {
            assert_eq!(kind, "unsupported", "{message}");
            assert!(message.contains("wasm locals"), "{message}");
        }
        other => panic!("a straight-line entry point of 36,000 scalars on the cpu executor: {other:?}"),
    }
}

/// What the cpu executor cannot compile it names with the guest's own line and column (a
/// barrier inside a `switch`, the one construct with barriers it refuses), while wgpu runs it.
#[test]
fn refusals_name_the_guests_line_and_column() {
    let wgsl = "@group(0) @binding(0) var<storage, read_write> b: array<u32, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32, @builtin(workgroup_id) w: vec3<u32>) {
    switch w.x {
        case 0u: { workgroupBarrier(); b[l] = 1u; }
        default: {}
    }
}";
    for (name, rt) in executors() {
        let job = Job { label: name, wgsl, entry: "main", workgroups: [2, 1, 1], inputs: &[] };
        match (name, differential::run(rt, rt.guard(), &job)) {
            ("gpu", Ok(out)) => assert_eq!(words(output(&out, 0, 0)), vec![1; 64]),
            (_, Err(differential::RunError::Failed { kind, message, .. })) if name != "gpu" => {
                assert_eq!(kind, "unsupported", "{name}: {message}");
                // The `switch` statement starts at line 3, column 5.
                assert!(message.ends_with("a barrier inside a switch (at 3:5)"), "{name}: {message}");
            }
            (_, other) => panic!("{name}: {other:?}"),
        }
    }
}

/// A buffer struct whose members hold more scalars than one value may (a 2048-element table
/// before the member read, as Tint's cluster-lights and metaball benchmarks have): indexing
/// into it in memory never flattens it (the cpu executor refused it: "values of more than
/// 1024 scalars").
#[test]
fn members_after_a_large_array_in_a_buffer() {
    let mut rng = Rng::seeded();
    let n = 100usize;
    let wgsl = "struct Tables { table: array<u32, 2048>, pairs: array<vec2<u32>, 600>, k: u32 }
        struct Out { count: u32, data: array<u32> }
        @group(0) @binding(0) var<storage, read> t: Tables;
        @group(0) @binding(1) var<storage, read_write> o: Out;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let i = g.x;
            if (i >= arrayLength(&o.data)) { return; }
            let p = t.pairs[(i * 7u) % 600u];
            o.data[i] = t.table[(i * 37u) & 2047u] + p.y * 3u + t.k;
            if (i == 0u) { o.count = t.table[2047] + t.pairs[599].x; }
        }";
    let words_in: Vec<u32> = (0..2048 + 2 * 600 + 2).map(|_| rng.next() >> 4).collect();
    let (table, pairs, k) = (&words_in[..2048], &words_in[2048..2048 + 1200], words_in[2048 + 1200]);
    let mut want = vec![table[2047].wrapping_add(pairs[2 * 599])];
    want.extend((0..n).map(|i| {
        let p = (i * 7) % 600;
        table[(i * 37) & 2047].wrapping_add(pairs[2 * p + 1].wrapping_mul(3)).wrapping_add(k)
    }));
    let inputs = [
        BindingData { group: 0, binding: 0, bytes: bytes(&words_in) },
        BindingData { group: 0, binding: 1, bytes: vec![0; 4 * (n + 1)] },
    ];
    for (name, rt) in executors() {
        let out = run(rt, name, wgsl, [2, 1, 1], &inputs);
        assert_eq!(words(output(&out, 0, 1)), want, "{name}");
    }
}

/// Workgroups smaller than a vector row (1, 2, 4, 8, 32 invocations along x) run packed on the
/// cpu executor, several adjacent workgroups in one row: every builtin of every invocation,
/// early returns and loops whose lanes leave apart against a native oracle (lanes past a short
/// row's end must store nothing: the output has room after the last invocation's, which stays
/// zero), over dispatches whose x count is not a multiple
/// of a row, with y and z (the carry from one x row of workgroups to the next), on 2 and 3
/// worker threads (a worker's range starts and ends mid-row). A workgroup of (4, 2, 1) is
/// not packed and checks the same oracle.
#[test]
fn small_workgroups_packed_into_rows() {
    let mut rng = Rng::seeded();
    let three = wasm_host::Runtime::new(wasm_host::Config {
        cpu: wasm_host::exec::cpu::CpuOptions { threads: 3, ..Default::default() },
        ..wasm_host_tests::cpu_config(wasm_host::Config::default())
    })
    .expect("the cpu executor starts");
    let mut runtimes = executors();
    runtimes.push(("cpu x3", &three));
    let cases: [([u32; 3], [u32; 3]); 7] = [
        ([1, 1, 1], [197, 3, 2]),
        ([2, 1, 1], [45, 2, 3]),
        ([4, 1, 1], [70, 1, 2]),
        ([8, 1, 1], [9, 5, 1]),
        ([32, 1, 1], [5, 3, 1]),
        ([1, 1, 1], [3, 1, 1]),
        ([4, 2, 1], [13, 3, 1]),
    ];
    for (size, groups) in cases {
        let [sx, sy, sz] = size;
        let wgsl = format!(
            "@group(0) @binding(0) var<storage, read> a: array<u32>;
            @group(0) @binding(1) var<storage, read_write> o: array<u32>;
            @compute @workgroup_size({sx}, {sy}, {sz}) fn main(
                @builtin(global_invocation_id) g: vec3<u32>, @builtin(workgroup_id) w: vec3<u32>,
                @builtin(local_invocation_id) l: vec3<u32>, @builtin(local_invocation_index) li: u32,
                @builtin(num_workgroups) nw: vec3<u32>) {{
                let width = nw.x * {sx}u;
                let height = nw.y * {sy}u;
                let i = (g.z * height + g.y) * width + g.x;
                let v = a[i];
                if (v % 7u == 3u) {{ o[i * 4u] = 0xffffffffu; return; }}
                var s = v;
                for (var k = 0u; k < (v & 7u); k++) {{ s = s * 3u + k; }}
                o[i * 4u] = s;
                o[i * 4u + 1u] = w.x * 1000003u + w.y * 1009u + w.z;
                o[i * 4u + 2u] = l.x + li * 64u + l.y * 4096u + l.z * 65536u;
                o[i * 4u + 3u] = g.x ^ (g.y << 10u) ^ (g.z << 20u);
            }}"
        );
        let total = (groups[0] * sx * groups[1] * sy * groups[2] * sz) as usize;
        let a: Vec<u32> = (0..total).map(|_| rng.next() >> 3).collect();
        let mut o = vec![0u32; 4 * total + 64];
        let (width, height) = (groups[0] * sx, groups[1] * sy);
        for gz in 0..groups[2] * sz {
            for gy in 0..height {
                for gx in 0..width {
                    let i = ((gz * height + gy) * width + gx) as usize;
                    let v = a[i];
                    if v % 7 == 3 {
                        o[4 * i] = u32::MAX;
                        continue;
                    }
                    let mut s = v;
                    for k in 0..(v & 7) {
                        s = s.wrapping_mul(3).wrapping_add(k);
                    }
                    let (w, l) = ([gx / sx, gy / sy, gz / sz], [gx % sx, gy % sy, gz % sz]);
                    let li = l[0] + l[1] * sx + l[2] * sx * sy;
                    o[4 * i] = s;
                    o[4 * i + 1] = w[0].wrapping_mul(1000003).wrapping_add(w[1] * 1009).wrapping_add(w[2]);
                    o[4 * i + 2] = l[0] + li * 64 + l[1] * 4096 + l[2] * 65536;
                    o[4 * i + 3] = gx ^ (gy << 10) ^ (gz << 20);
                }
            }
        }
        let inputs = [
            BindingData { group: 0, binding: 0, bytes: bytes(&a) },
            BindingData { group: 0, binding: 1, bytes: vec![0; 4 * o.len()] },
        ];
        let label = format!("workgroup {size:?} x {groups:?}");
        for (name, rt) in &runtimes {
            let out = run(rt, &label, &wgsl, groups, &inputs);
            let got = words(output(&out, 0, 1));
            if let Some(at) = (0..o.len()).find(|&k| got.get(k) != Some(&o[k])) {
                panic!(
                    "{name}, {label}: word {at} (invocation {}) is {:?}, want {}",
                    at / 4,
                    got.get(at),
                    o[at]
                );
            }
        }
        // The cpu executor packs the workgroups of one to 32 along x, and says so.
        let checked = runtimes[0].1.guard().check(&wgsl).unwrap();
        let compiled = wasm_host::exec::cpu::compile(&checked, "main", &[], Default::default()).unwrap();
        let packed = compiled.path.to_string().contains("workgroups per row");
        assert_eq!(packed, sy == 1, "{label}: {}", compiled.path);
    }
}

/// A private variable of 1,200 scalars (over the 1,024 the cpu executor took before; the
/// Guard's 16 KiB of private and function variables per invocation is 4,096), written and read
/// at dynamic indices (WGSLsmith seed 106879 has one of 1,064: the cpu executor refused it).
#[test]
fn a_private_array_of_more_than_1024_scalars() {
    let mut rng = Rng::seeded();
    let n = 64usize;
    let wgsl = "@group(0) @binding(0) var<storage, read> a: array<u32>;
        @group(0) @binding(1) var<storage, read_write> o: array<u32>;
        var<private> big: array<vec4<u32>, 300>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let i = g.x;
            for (var k = 0u; k < 300u; k++) { big[k] = vec4<u32>(k, a[i], k * a[i], i); }
            let j = a[i] % 300u;
            big[(j * 7u) % 300u].y += 5u;
            o[i] = big[j].z + big[(j * 7u) % 300u].y + big[299].w;
        }";
    let a: Vec<u32> = (0..n).map(|_| rng.next()).collect();
    let want: Vec<u32> = (0..n)
        .map(|i| {
            // big[j].z = j * a[i]; the bumped element's y = a[i] + 5; big[299].w = i.
            let j = a[i] % 300;
            j.wrapping_mul(a[i]).wrapping_add(a[i]).wrapping_add(5).wrapping_add(i as u32)
        })
        .collect();
    let inputs = [
        BindingData { group: 0, binding: 0, bytes: bytes(&a) },
        BindingData { group: 0, binding: 1, bytes: vec![0; 4 * n] },
    ];
    for (name, rt) in executors() {
        let out = run(rt, name, wgsl, [1, 1, 1], &inputs);
        assert_eq!(words(output(&out, 0, 1)), want, "{name}");
    }
}

/// `exp2` of an integer is that power of two exactly, and `exp(0)` is 1, as GPUs give them: the
/// cpu executor's `exp2` was one ulp low at integers (exp(0) = 0.99999994), within WGSL's
/// accuracy bound but enough to flip a `fract` or `floor` of it (WGSLsmith mismatches 106,
/// 18005, 107580 against the H200).
#[test]
fn exp2_is_exact_at_integers() {
    let wgsl = "@group(0) @binding(0) var<storage, read> a: array<i32>;
        @group(0) @binding(1) var<storage, read_write> o: array<u32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let i = g.x;
            if (i >= arrayLength(&a)) { return; }
            let x = f32(a[i]);
            o[2u * i] = bitcast<u32>(exp2(x));
            o[2u * i + 1u] = bitcast<u32>(exp(x - x) + fract(exp2(x)));
        }";
    let a: Vec<i32> = (-126..=127).collect();
    let mut want = Vec::new();
    for &x in &a {
        let p = 2f32.powi(x);
        want.push(p.to_bits());
        want.push((1.0 + (p - p.floor())).to_bits());
    }
    let bytes_in: Vec<u32> = a.iter().map(|&x| x as u32).collect();
    let inputs = [
        BindingData { group: 0, binding: 0, bytes: bytes(&bytes_in) },
        BindingData { group: 0, binding: 1, bytes: vec![0; 8 * a.len()] },
    ];
    for (name, rt) in executors() {
        let out = run(rt, name, wgsl, [4, 1, 1], &inputs);
        let got = words(output(&out, 0, 1));
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g, w, "{name}: x = {}: {} vs {}", a[k / 2], f32::from_bits(*g), f32::from_bits(*w));
        }
    }
}

/// A small helper called so often that, inlined, the entry point needs more wasm locals than a
/// function may have: the cpu executor calls it instead of refusing the module (it refused
/// WGSLsmith seeds 200376, 201178 and 201669: "more than 48000 wasm locals").
#[test]
fn an_entry_point_over_the_locals_limit_when_inlined() {
    let mut rng = Rng::seeded();
    let steps: String = (0..20).map(|k| format!("    v = v * 3u + ({k}u ^ (v >> 7u));\n")).collect();
    let calls: String = (0..3000).map(|k| format!("    s = h(s + {k}u);\n")).collect();
    let wgsl = format!(
        "@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> o: array<u32>;
fn h(x: u32) -> u32 {{
    var v = x;
{steps}    return v;
}}
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
    if (g.x >= arrayLength(&a)) {{ return; }}
    var s = a[g.x];
{calls}    o[g.x] = s;
}}"
    );
    let h = |x: u32| (0..20u32).fold(x, |v, k| v.wrapping_mul(3).wrapping_add(k ^ (v >> 7)));
    let a: Vec<u32> = (0..64).map(|_| rng.next()).collect();
    let want: Vec<u32> = a.iter().map(|&x| (0..3000u32).fold(x, |s, k| h(s.wrapping_add(k)))).collect();
    let inputs = [
        BindingData { group: 0, binding: 0, bytes: bytes(&a) },
        BindingData { group: 0, binding: 1, bytes: vec![0; 4 * a.len()] },
    ];
    let rt = wasm_host_tests::cpu_runtime();
    let out = run(rt, "locals", &wgsl, [1, 1, 1], &inputs);
    assert_eq!(words(output(&out, 0, 1)), want);
}

/// Helpers too large to inline whose result, or argument, is more than 1,000 scalars: a wasm
/// function may return (and take) at most 1,000 values, so the cpu executor passes them in
/// globals (it produced invalid wasm, "function returns size is out of bounds": WGSLsmith seed
/// 401428; inlining them everywhere instead ran seed 403209 over the wasm locals limit).
#[test]
fn helpers_with_more_than_1000_scalars_in_or_out() {
    let mut rng = Rng::seeded();
    let steps: String = (0..100).map(|k| format!("    v = v * 3u + ({k}u ^ (v >> 7u));\n")).collect();
    let wgsl = format!(
        "@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> o: array<u32>;
fn fill(x: u32) -> array<u32, 1100> {{
    var r: array<u32, 1100>;
    var v = x;
{steps}    for (var k = 0u; k < 1100u; k++) {{ r[k] = v + k * x; }}
    return r;
}}
fn pick(r: array<u32, 1100>, i: u32) -> u32 {{
    var v = r[i];
{steps}    return v + r[1099];
}}
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
    if (g.x >= arrayLength(&a)) {{ return; }}
    o[g.x] = pick(fill(a[g.x]), a[g.x] % 1100u);
}}"
    );
    let chain = |x: u32| (0..100u32).fold(x, |v, k| v.wrapping_mul(3).wrapping_add(k ^ (v >> 7)));
    let a: Vec<u32> = (0..64).map(|_| rng.next()).collect();
    let want: Vec<u32> = a
        .iter()
        .map(|&x| {
            let v = chain(x);
            let r = |k: u32| v.wrapping_add(k.wrapping_mul(x));
            chain(r(x % 1100)).wrapping_add(r(1099))
        })
        .collect();
    let inputs = [
        BindingData { group: 0, binding: 0, bytes: bytes(&a) },
        BindingData { group: 0, binding: 1, bytes: vec![0; 4 * a.len()] },
    ];
    // Each executor on its own thread: the cpu executors' compiles of these helpers (register
    // allocation over thousands of values) are most of this file's time.
    std::thread::scope(|s| {
        for (name, rt) in executors() {
            let (wgsl, inputs, want) = (&wgsl, &inputs, &want);
            s.spawn(move || {
                let out = run(rt, name, wgsl, [1, 1, 1], inputs);
                assert_eq!(&words(output(&out, 0, 1)), want, "{name}");
            });
        }
    });
}

/// Helpers nested three deep, each with thousands of values, need more than wasmtime's default
/// 512 KiB of wasm stack: the cpu executor gives its kernels 8 MiB (it trapped, "call stack
/// exhausted", on WGSLsmith seed 406647, which the H200 runs). A kernel past even that fails
/// its dispatch with the limit named, never the host.
#[test]
fn nested_helpers_with_large_frames_have_the_stack_they_need() {
    let rt = wasm_host_tests::cpu_runtime();
    let path = wasm_host_tests::root().join("tests/wgslsmith/stack-406647.wgsl");
    let wgsl = std::fs::read_to_string(&path).expect("the program");
    let inputs = differential::wgslsmith::inputs(&wgsl).expect("its inputs");
    let job =
        Job { label: "seed 406647", wgsl: &wgsl, entry: "main", workgroups: [1, 1, 1], inputs: &inputs };
    if let Err(e) = differential::run(rt, rt.guard(), &job) {
        panic!("seed 406647 on the cpu executor: {e}");
    }
}
