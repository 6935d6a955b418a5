//! Batch command streams: the guest brings its own WGSL and binds its own buffers; the host
//! replays each stream behind the context's private ids and returns its read-backs in one
//! window.
//!
//! - `batch saxpy [--n N]`: `y = a·x + y` with `a` in a uniform buffer; checked in the guest
//!   (prints `saxpy of N elements: 0 wrong`).
//! - `batch jacobi [--n N] [--sweeps S] [--seed K] [--repeat R] [--check] [--dump DIR]`: the
//!   Jacobi sweeps of the `jacobi` example, all in ONE stream (a copy of u0 into place, one
//!   compute pass of S dispatches over two alternating bind groups, one read-back), run R
//!   times after a setup stream that uploads the inputs; `--dump DIR` writes `u0.bin`,
//!   `q.bin`, `u.bin`.
//! - `batch errors`: one stream or object per named error, one line each (`label: error`);
//! - `batch isolation`: two contexts of one guest with the same ids see only their own objects;
//! - `batch release`: a lost or dropped context gives its buffers back to the guest's quota,
//!   a buffer a bind group still binds only once the group is gone too (run it with a quota of
//!   1 MiB of buffers);
//! - `batch limits`: the largest legal stream of each command kind, timed, and one command over
//!   (`limits-KIND: ok MS`, `limits-KIND-over: quota: ...`);
//! - `batch cost KIND N [--wg W] [--x X --y Y --z Z] [--body WGSL]`: times one stream of N
//!   commands of one kind (for sizing the host's bounds).

use std::time::Instant;

use guest_rs::batch::{Batch, Binding, BufferId, Recorder, usage};
use guest_rs::{Error, random_f32};

const SAXPY: &str = "
struct Params { a: f32, n: u32 }
@group(0) @binding(0) var<uniform> p: Params;
@group(0) @binding(1) var<storage, read> x: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < p.n) { y[g.x] = p.a * x[g.x] + y[g.x]; }
}";

const SWEEP: &str = "
struct Params { n: u32, h2: f32 }
@group(0) @binding(0) var<uniform> p: Params;
@group(0) @binding(1) var<storage, read> q: array<f32>;
@group(1) @binding(0) var<storage, read> u: array<f32>;
@group(1) @binding(1) var<storage, read_write> out: array<f32>;
fn at(x: i32, y: i32) -> f32 {
    if (x < 0 || y < 0 || x >= i32(p.n) || y >= i32(p.n)) { return 0.0; }
    return u[u32(y) * p.n + u32(x)];
}
@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x >= p.n || g.y >= p.n) { return; }
    let x = i32(g.x);
    let y = i32(g.y);
    out[g.y * p.n + g.x] = 0.25 * (at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - p.h2 * q[g.y * p.n + g.x]);
}";

fn arg(name: &str, default: u64) -> Result<u64, String> {
    let args: Vec<String> = std::env::args().collect();
    match args.iter().position(|a| a == name) {
        Some(i) => args
            .get(i + 1)
            .ok_or(format!("{name} needs a value"))?
            .parse()
            .map_err(|e| format!("{name}: {e}")),
        None => Ok(default),
    }
}

fn flag(name: &str) -> bool {
    std::env::args().any(|a| a == name)
}

fn text(name: &str) -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1).cloned())
}

fn bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|f| f.to_le_bytes()).collect()
}

fn saxpy() -> Result<(), Box<dyn std::error::Error>> {
    let n = arg("--n", 100_000)? as u32;
    let a = 2.5f32;
    let (x, y0) = (random_f32(1, n as usize), random_f32(2, n as usize));
    let mut b = Batch::with_limits(0, 4 * n)?;
    let size = 4 * u64::from(n);
    let params = b.buffer(16, usage::UNIFORM | usage::COPY_DST)?;
    let xb = b.buffer(size, usage::STORAGE | usage::COPY_DST)?;
    let yb = b.buffer(size, usage::STORAGE | usage::COPY_DST | usage::COPY_SRC)?;
    let out = b.buffer(size, usage::MAP_READ | usage::COPY_DST)?;
    let module = b.shader(SAXPY)?;
    let layout = b.bind_group_layout(&[Binding::uniform(0), Binding::read_only(1), Binding::storage(2)])?;
    let pl = b.pipeline_layout(&[layout])?;
    let pipeline = b.compute_pipeline(pl, module, "main", &[])?;
    let group = b.bind_group(layout, &[(0, params), (1, xb), (2, yb)])?;
    let mut r = Recorder::new();
    r.write_bytes(params, 0, &[a.to_le_bytes(), n.to_le_bytes(), [0; 4], [0; 4]].concat());
    r.write(xb, 0, &x);
    r.write(yb, 0, &y0);
    {
        let mut pass = r.compute_pass();
        pass.set_pipeline(pipeline);
        pass.set_bind_group(0, group, &[]);
        pass.dispatch(n.div_ceil(64), 1, 1);
    }
    r.copy(yb, 0, out, 0, size);
    let slot = r.read(out, 0, 4 * n);
    let window = b.run(&r)?;
    let y: Vec<f32> = slot.get(&window);
    let wrong =
        (0..n as usize).filter(|&i| (y[i] - (a * x[i] + y0[i])).abs() > 1e-6 * (1.0 + y[i].abs())).count();
    println!("saxpy of {n} elements in one stream: {wrong} wrong ({} objects live)", b.live());
    if wrong > 0 {
        return Err(format!("{wrong} wrong").into());
    }
    Ok(())
}

fn jacobi() -> Result<(), Box<dyn std::error::Error>> {
    let n = arg("--n", 1024)? as u32;
    let sweeps = arg("--sweeps", 512)? as u32;
    let seed = arg("--seed", 1)?;
    let cells = (n * n) as usize;
    let (u0, q) = (random_f32(seed, cells), random_f32(seed.wrapping_add(1), cells));
    let h2 = 1.0 / (n as f32 * n as f32);
    let size = 4 * cells as u64;
    let mut b = Batch::with_limits(0, size as u32)?;
    let start = Instant::now();
    let params = b.buffer(16, usage::UNIFORM | usage::COPY_DST)?;
    let qb = b.buffer(size, usage::STORAGE | usage::COPY_DST)?;
    let u0b = b.buffer(size, usage::COPY_SRC | usage::COPY_DST)?;
    let ua = b.buffer(size, usage::STORAGE | usage::COPY_DST | usage::COPY_SRC)?;
    let ub = b.buffer(size, usage::STORAGE | usage::COPY_SRC)?;
    let out = b.buffer(size, usage::MAP_READ | usage::COPY_DST)?;
    let module = b.shader(SWEEP)?;
    let fixed = b.bind_group_layout(&[Binding::uniform(0), Binding::read_only(1)])?;
    let pingpong = b.bind_group_layout(&[Binding::read_only(0), Binding::storage(1)])?;
    let pl = b.pipeline_layout(&[fixed, pingpong])?;
    let pipeline = b.compute_pipeline(pl, module, "main", &[])?;
    let g0 = b.bind_group(fixed, &[(0, params), (1, qb)])?;
    let a_to_b = b.bind_group(pingpong, &[(0, ua), (1, ub)])?;
    let b_to_a = b.bind_group(pingpong, &[(0, ub), (1, ua)])?;
    // The inputs go up once; each timed stream starts from them.
    let mut setup = Recorder::new();
    setup.write_bytes(params, 0, &[n.to_le_bytes(), h2.to_le_bytes(), [0; 4], [0; 4]].concat());
    setup.write(qb, 0, &q);
    setup.write(u0b, 0, &u0);
    b.run(&setup)?;
    // One stream: u0 into place, every sweep in one pass, the result out, one read-back.
    let mut r = Recorder::new();
    r.copy(u0b, 0, ua, 0, size);
    {
        let mut pass = r.compute_pass();
        pass.set_pipeline(pipeline);
        pass.set_bind_group(0, g0, &[]);
        for s in 0..sweeps {
            pass.set_bind_group(1, if s % 2 == 0 { a_to_b } else { b_to_a }, &[]);
            pass.dispatch(n.div_ceil(16), n.div_ceil(16), 1);
        }
    }
    let result: BufferId = if sweeps % 2 == 0 { ua } else { ub };
    r.copy(result, 0, out, 0, size);
    let slot = r.read(out, 0, size as u32);
    let setup = start.elapsed();
    let mut times = Vec::new();
    let mut u: Vec<f32> = Vec::new();
    for _ in 0..arg("--repeat", 1)?.max(1) {
        let t = Instant::now();
        let window = b.run(&r)?;
        u = slot.get(&window);
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    let mut later = times[1.min(times.len() - 1)..].to_vec();
    later.sort_by(f64::total_cmp);
    println!(
        "batch jacobi {n}x{n}, {sweeps} dispatches in one stream of {} words: setup {:.1} ms (objects, \
         inputs uploaded once); per stream (with the read-back): {} ms; median after the first {:.2} ms",
        r.len(),
        setup.as_secs_f64() * 1e3,
        times.iter().map(|t| format!("{t:.2}")).collect::<Vec<_>>().join(" "),
        later[later.len() / 2]
    );
    println!("checksum {:.6e}", u.iter().map(|&v| f64::from(v)).sum::<f64>());
    if let Some(dir) = text("--dump") {
        std::fs::write(format!("{dir}/u0.bin"), bytes(&u0))?;
        std::fs::write(format!("{dir}/q.bin"), bytes(&q))?;
        std::fs::write(format!("{dir}/u.bin"), bytes(&u))?;
    }
    if flag("--check") {
        let mut want = u0.clone();
        let at = |v: &[f32], x: i64, y: i64| {
            if x < 0 || y < 0 || x >= i64::from(n) || y >= i64::from(n) {
                0.0
            } else {
                v[(y * i64::from(n) + x) as usize]
            }
        };
        for _ in 0..sweeps {
            let mut next = vec![0.0f32; cells];
            for y in 0..i64::from(n) {
                for x in 0..i64::from(n) {
                    let i = (y * i64::from(n) + x) as usize;
                    let s =
                        at(&want, x - 1, y) + at(&want, x + 1, y) + at(&want, x, y - 1) + at(&want, x, y + 1);
                    next[i] = 0.25 * (s - h2 * q[i]);
                }
            }
            want = next;
        }
        let scale = want.iter().fold(0.0f32, |m, v| m.max(v.abs())).max(f32::MIN_POSITIVE);
        let err = want.iter().zip(&u).fold(0.0f32, |m, (a, b)| m.max((a - b).abs())) / scale;
        println!("max relative error {err:.3e}");
        if err > 1e-4 {
            return Err(format!("error {err:e}").into());
        }
    }
    Ok(())
}

fn report<T>(label: &str, r: Result<T, Error>) {
    match r {
        Ok(_) => println!("{label}: ok"),
        Err(e) => println!("{label}: {e}"),
    }
}

/// A context with one storage buffer (id 1), a read buffer (id 2) and a doubling pipeline.
struct Small {
    b: Batch,
    storage: BufferId,
    read: BufferId,
    pipeline: guest_rs::batch::PipelineId,
    group: guest_rs::batch::BindGroupId,
}

fn small(max_read: u32) -> Result<Small, Error> {
    let mut b = Batch::with_limits(64, max_read)?;
    let storage = b.buffer(256, usage::STORAGE | usage::COPY_SRC | usage::COPY_DST)?;
    let read = b.buffer(256, usage::MAP_READ | usage::COPY_DST)?;
    let module = b.shader(
        "@group(0) @binding(0) var<storage, read_write> x: array<u32>;
         @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) { x[g.x] = 2u * x[g.x] + 1u; }",
    )?;
    let layout = b.bind_group_layout(&[Binding::storage(0)])?;
    let pl = b.pipeline_layout(&[layout])?;
    let pipeline = b.compute_pipeline(pl, module, "main", &[])?;
    let group = b.bind_group(layout, &[(0, storage)])?;
    Ok(Small { b, storage, read, pipeline, group })
}

fn stream(s: &mut Small, f: impl FnOnce(&mut Recorder, &Small)) -> Result<Vec<u8>, Error> {
    let mut r = Recorder::new();
    f(&mut r, s);
    s.b.run(&r)
}

/// Sends raw words (for malformed streams no Recorder would write).
fn raw(s: &Small, words: &[u32], data: &[u8], window: u32) -> Result<Vec<u8>, Error> {
    s.b.raw().run_stream(words, data, window).map_err(Error)
}

fn errors() -> Result<(), Box<dyn std::error::Error>> {
    const MAGIC: u32 = 0x5748_0001;
    // Objects.
    let mut s = small(0)?;
    report(
        "ok-stream",
        stream(&mut s, |r, s| {
            r.write(s.storage, 0, &(0..64u32).collect::<Vec<_>>());
            {
                let mut p = r.compute_pass();
                p.set_pipeline(s.pipeline);
                p.set_bind_group(0, s.group, &[]);
                p.dispatch(1, 1, 1);
            }
            r.copy(s.storage, 0, s.read, 0, 256);
            let slot = r.read(s.read, 0, 256);
            assert_eq!(slot.offset, 0);
        })
        .map(|w| {
            let v: Vec<u32> = guest_rs::batch::ReadSlot { offset: 0, size: 256 }.get(&w);
            println!("ok-values: {} {} {}", v[0], v[1], v[63]);
        }),
    );
    let raw_obj =
        |s: &Small, id: u32, kind: u32, desc: &[u8]| s.b.raw().create_object(id, kind, desc).map_err(Error);
    report("refused-id-zero", raw_obj(&small(0)?, 0, 1, &[0; 12]));
    report("refused-id-range", raw_obj(&small(0)?, 64, 1, &[0; 12]));
    let buf = [256u32.to_le_bytes(), 0u32.to_le_bytes(), 0x80u32.to_le_bytes()].concat();
    report("refused-in-use", raw_obj(&small(0)?, 1, 1, &buf));
    report("refused-kind", raw_obj(&small(0)?, 30, 9, &buf));
    report("refused-wrong-kind", raw_obj(&small(0)?, 30, 4, &[1, 0, 0, 0, 1, 0, 0, 0]));
    report("refused-not-live", raw_obj(&small(0)?, 30, 4, &[1, 0, 0, 0, 40, 0, 0, 0]));
    let mut d = small(0)?;
    report("destroy-not-live", d.b.destroy(&[50]));
    // After an error the context is lost, names the first error, and holds nothing.
    report("lost", d.b.buffer(16, usage::STORAGE));
    println!("lost-live: {}", d.b.live());
    report("lost-reason", d.b.lost().map_or(Ok(()), Err));
    report(
        "invalid-wgsl",
        small(0)?.b.shader("@compute @workgroup_size(1) fn main() {\n  let x: u32 = 1.5;\n}"),
    );
    report("invalid-usage", small(0)?.b.buffer(16, 0x10));
    report("invalid-bind-group", {
        let mut s = small(0)?;
        let layout = s.b.bind_group_layout(&[Binding::storage(0)])?;
        s.b.bind_group(layout, &[(0, s.read)])
    });
    report("invalid-entry-point", {
        let mut s = small(0)?;
        let module = s.b.shader("@compute @workgroup_size(1) fn main() {}")?;
        let layout = s.b.pipeline_layout(&[])?;
        s.b.compute_pipeline(layout, module, "nope", &[])
    });
    report("reserved-layout", {
        let mut s = small(0)?;
        let l = s.b.bind_group_layout(&[])?;
        s.b.pipeline_layout(&[l; 8])
    });
    report("reserved-shader", small(0)?.b.shader(
        "@group(7) @binding(0) var<storage, read_write> x: array<u32>;\n@compute @workgroup_size(1) fn main() { x[0] = 1u; }",
    ));
    report("unparsable", small(0)?.b.shader("enable subgroups;\n@compute @workgroup_size(1) fn main() {}"));
    report("unbounded-vertex-loop", small(0)?.b.shader(
        "@vertex fn vs() -> @builtin(position) vec4<f32> { var i = 0; loop { i++; if (i > 3) { break; } } return vec4<f32>(0.0); }",
    ));
    // Streams.
    let mut s = small(0)?;
    report(
        "reserved-set-bind-group",
        stream(&mut s, |r, s| {
            let mut p = r.compute_pass();
            p.set_pipeline(s.pipeline);
            p.set_bind_group(7, s.group, &[]);
            p.dispatch(1, 1, 1);
        }),
    );
    report("invalid-aliasing", {
        // One buffer bound writable and read-only in one dispatch (WebGPU's usage rule).
        let mut b = Batch::new()?;
        let x = b.buffer(256, usage::STORAGE)?;
        let module = b.shader(
            "@group(0) @binding(0) var<storage, read_write> x: array<u32>;
             @group(0) @binding(1) var<storage, read> y: array<u32>;
             @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) { x[g.x] = y[g.x] + 1u; }",
        )?;
        let layout = b.bind_group_layout(&[Binding::storage(0), Binding::read_only(1)])?;
        let pl = b.pipeline_layout(&[layout])?;
        let pipeline = b.compute_pipeline(pl, module, "main", &[])?;
        let group = b.bind_group(layout, &[(0, x), (1, x)])?;
        let mut r = Recorder::new();
        {
            let mut p = r.compute_pass();
            p.set_pipeline(pipeline);
            p.set_bind_group(0, group, &[]);
            p.dispatch(1, 1, 1);
        }
        b.run(&r)
    });
    report("invalid-indirect-aliasing", {
        // The indirect counts' buffer also bound writable in the same dispatch.
        let mut b = Batch::new()?;
        let x = b.buffer(256, usage::STORAGE | usage::INDIRECT | usage::COPY_DST)?;
        let module = b.shader(
            "@group(0) @binding(0) var<storage, read_write> x: array<u32>;
             @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) { x[g.x + 4u] = 1u; }",
        )?;
        let layout = b.bind_group_layout(&[Binding::storage(0)])?;
        let pl = b.pipeline_layout(&[layout])?;
        let pipeline = b.compute_pipeline(pl, module, "main", &[])?;
        let group = b.bind_group(layout, &[(0, x)])?;
        let mut r = Recorder::new();
        r.write(x, 0, &[1u32, 1, 1]);
        {
            let mut p = r.compute_pass();
            p.set_pipeline(pipeline);
            p.set_bind_group(0, group, &[]);
            p.dispatch_indirect(x, 0);
        }
        b.run(&r)
    });
    report("stream-unknown-opcode", raw(&small(0)?, &[MAGIC, 99], &[], 0));
    report("stream-truncated", raw(&small(0)?, &[MAGIC, 8, 1], &[], 0));
    report("stream-no-magic", raw(&small(0)?, &[8, 1, 1, 1], &[], 0));
    report("stream-data-range", raw(&small(0)?, &[MAGIC, 1, 1, 0, 0, 8, 16], &[0; 16], 0));
    report("stream-wrong-kind", raw(&small(0)?, &[MAGIC, 4, 6, 1, 5], &[], 0));
    report("stream-not-live", raw(&small(0)?, &[MAGIC, 3, 33, 0, 0, u32::MAX, u32::MAX], &[], 0));
    report("stream-dispatch-outside-pass", raw(&small(0)?, &[MAGIC, 8, 1, 1, 1], &[], 0));
    report("stream-open-pass", raw(&small(0)?, &[MAGIC, 4], &[], 0));
    report(
        "quota-workgroups",
        stream(&mut small(0)?, |r, s| {
            let mut p = r.compute_pass();
            p.set_pipeline(s.pipeline);
            p.set_bind_group(0, s.group, &[]);
            p.dispatch(70_000, 1, 1);
        }),
    );
    // Read-backs: the window's edges.
    let read =
        |window: u32, max_read: u32, offset: u64, size: u32, window_offset: u32| -> Result<Vec<u8>, Error> {
            let s = small(max_read)?;
            let w = [MAGIC, 10, s.read.0, offset as u32, 0, size, window_offset];
            raw(&s, &w, &[], window)
        };
    report("read-exact-window", read(256, 256, 0, 256, 0).map(|w| w.len()));
    report("read-window-one-byte-over", read(257, 256, 0, 256, 0));
    report("read-past-window", read(256, 256, 0, 256, 4));
    report("read-outside-buffer", read(512, 1024, 4, 256, 0));
    report("read-no-map-read", {
        let s = small(0)?;
        raw(&s, &[MAGIC, 10, s.storage.0, 0, 0, 16, 0], &[], 16)
    });
    report("read-unknown-buffer", raw(&small(0)?, &[MAGIC, 10, 40, 0, 0, 16, 0], &[], 16));
    report("read-overlap", {
        let s = small(0)?;
        raw(&s, &[MAGIC, 10, s.read.0, 0, 0, 16, 0, 10, s.read.0, 0, 0, 16, 8], &[], 32)
    });
    // The loop budget: `while (true)` is cut, the stream fails, the context is lost.
    let mut t = Batch::new()?;
    let x = t.buffer(256, usage::STORAGE)?;
    let module = t.shader(
        "@group(0) @binding(0) var<storage, read_write> x: array<u32>;
         @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
             var i = 0u;
             while (true) { i += 1u; x[g.x] = i; }
         }",
    )?;
    let layout = t.bind_group_layout(&[Binding::storage(0)])?;
    let pl = t.pipeline_layout(&[layout])?;
    let pipeline = t.compute_pipeline(pl, module, "main", &[])?;
    let group = t.bind_group(layout, &[(0, x)])?;
    let mut r = Recorder::new();
    {
        let mut p = r.compute_pass();
        p.set_pipeline(pipeline);
        p.set_bind_group(0, group, &[]);
        p.dispatch(1, 1, 1);
    }
    let started = Instant::now();
    report("truncated", t.run(&r));
    eprintln!("while(true) cut in {:.1} ms", started.elapsed().as_secs_f64() * 1e3);
    report("truncated-then", t.run(&Recorder::new()));
    println!("truncated-live: {}", t.live());
    dispatch_sizes()?;
    destroyed_buffers()?;
    validity()?;
    println!("after errors: {}", if small(0).is_ok() { "ok" } else { "failed" });
    Ok(())
}

/// A dispatch of the doubling pipeline of `s` with its group, in one pass.
fn dispatch(s: &mut Small, counts: [u32; 3]) -> Result<Vec<u8>, Error> {
    stream(s, |r, s| {
        let mut p = r.compute_pass();
        p.set_pipeline(s.pipeline);
        p.set_bind_group(0, s.group, &[]);
        p.dispatch(counts[0], counts[1], counts[2]);
    })
}

/// An indirect dispatch of the doubling pipeline with `counts` (written by the stream first),
/// after `direct` dispatches of `per` workgroups.
fn indirect(counts: [u32; 3], direct: u32, per: [u32; 3]) -> Result<Vec<u8>, Error> {
    let mut s = small(0)?;
    let c = s.b.buffer(16, usage::INDIRECT | usage::COPY_DST)?;
    let mut r = Recorder::new();
    r.write(c, 0, &counts);
    {
        let mut p = r.compute_pass();
        p.set_pipeline(s.pipeline);
        p.set_bind_group(0, s.group, &[]);
        for _ in 0..direct {
            p.dispatch(per[0], per[1], per[2]);
        }
        p.dispatch_indirect(c, 0);
    }
    s.b.run(&r)
}

/// Dispatch sizes under the host's default bounds (2^24 invocations per dispatch, 2^30 per
/// stream; a direct dispatch's workgroup counts as its pipeline's size, 64 for the doubling
/// pipeline, an indirect one's as the device's most invocations, `--per-workgroup W`, 1024 by
/// default): direct ones are refused before they run, indirect ones when they run, naming the
/// command; never a silent no-op, never unbounded work.
fn dispatch_sizes() -> Result<(), Box<dyn std::error::Error>> {
    let per = (1u32 << 24) / arg("--per-workgroup", 1024)? as u32;
    // 4096 × 64 workgroups of 64: 2^24 invocations, a direct dispatch at the limit.
    let direct = [4096, 64, 1];
    report("quota-dispatch-max", dispatch(&mut small(0)?, [65535, 65535, 65535]));
    report("quota-dispatch-over", dispatch(&mut small(0)?, [4097, 64, 1]));
    report("quota-indirect-dispatch", indirect([per + 1, 1, 1], 0, direct));
    report("quota-indirect-axis", indirect([70000, 1, 1], 0, direct));
    // 64 direct dispatches of 2^24 invocations reach the stream's 2^30: one more workgroup
    // by an indirect dispatch is over.
    report("quota-indirect-stream", indirect([1, 1, 1], 64, direct));
    report("indirect-stream-at-limit", indirect([0, 1, 1], 64, direct).map(|_| ()));
    // Counts written by a dispatch of the same pass: the indirect dispatch runs exactly those
    // workgroups (3 of 64 invocations: elements 0..192 doubled, the rest untouched).
    let mut s = small(0)?;
    let c = s.b.buffer(256, usage::INDIRECT | usage::STORAGE)?;
    let module = s.b.shader(
        "@group(0) @binding(0) var<storage, read_write> c: array<u32>;
         @compute @workgroup_size(1) fn main() { c[0] = 3u; c[1] = 1u; c[2] = 1u; }",
    )?;
    let layout = s.b.bind_group_layout(&[Binding::storage(0)])?;
    let pl = s.b.pipeline_layout(&[layout])?;
    let writer = s.b.compute_pipeline(pl, module, "main", &[])?;
    let cg = s.b.bind_group(layout, &[(0, c)])?;
    let big = s.b.buffer(1024, usage::STORAGE | usage::COPY_SRC | usage::COPY_DST)?;
    let out = s.b.buffer(1024, usage::MAP_READ | usage::COPY_DST)?;
    let bg = s.b.bind_group(layout, &[(0, big)])?;
    let mut r = Recorder::new();
    r.write(big, 0, &vec![5u32; 256]);
    {
        let mut p = r.compute_pass();
        p.set_pipeline(writer);
        p.set_bind_group(0, cg, &[]);
        p.dispatch(1, 1, 1);
        p.set_pipeline(s.pipeline);
        p.set_bind_group(0, bg, &[]);
        p.dispatch_indirect(c, 0);
    }
    r.copy(big, 0, out, 0, 1024);
    let slot = r.read(out, 0, 1024);
    match s.b.run(&r) {
        Ok(w) => {
            let v: Vec<u32> = slot.get(&w);
            println!("indirect-values: {} {} {}", v[0], v[191], v[192]);
        }
        Err(e) => println!("indirect-values: {e}"),
    }
    Ok(())
}

/// A buffer destroyed while a bind group binds it: the group cannot be used (`invalid`, for
/// the stream, before anything runs), on every executor.
fn destroyed_buffers() -> Result<(), Box<dyn std::error::Error>> {
    let mut s = small(0)?;
    s.b.destroy(&[s.storage.0])?;
    report(
        "destroyed-bound-buffer",
        stream(&mut s, |r, s| {
            r.clear(s.read, 0, None);
            let mut p = r.compute_pass();
            p.set_pipeline(s.pipeline);
            p.set_bind_group(0, s.group, &[]);
            p.dispatch(1, 1, 1);
        }),
    );
    // Destroying the group too, then a stream without them: fine.
    let mut s = small(0)?;
    s.b.destroy(&[s.storage.0, s.group.0])?;
    report("destroyed-then-unbound", stream(&mut s, |r, s| r.clear(s.read, 0, None)));
    Ok(())
}

/// WebGPU's validity rules, the same on every executor (the host checks them itself).
fn validity() -> Result<(), Box<dyn std::error::Error>> {
    const DOUBLE: &str = "@group(0) @binding(0) var<storage, read_write> x: array<u32>;
         @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) { x[g.x] = 2u * x[g.x] + 1u; }";
    report("invalid-layout-type", {
        let mut s = small(0)?;
        let module = s.b.shader(DOUBLE)?;
        let layout = s.b.bind_group_layout(&[Binding::uniform(0)])?;
        let pl = s.b.pipeline_layout(&[layout])?;
        s.b.compute_pipeline(pl, module, "main", &[])
    });
    report("invalid-offset-alignment", {
        let mut s = small(0)?;
        let big = s.b.buffer(1024, usage::STORAGE)?;
        let layout = s.b.bind_group_layout(&[Binding::storage(0)])?;
        s.b.bind_group_ranges(layout, &[(0, big, 4, Some(256))])
    });
    report("invalid-binding-index", small(0)?.b.bind_group_layout(&[Binding::storage(u32::MAX)]));
    report("invalid-size-zero", {
        let mut s = small(0)?;
        let layout = s.b.bind_group_layout(&[Binding::storage(0)])?;
        s.b.bind_group_ranges(layout, &[(0, s.storage, 0, Some(0))])
    });
    report("invalid-map-read-usage", small(0)?.b.buffer(256, usage::MAP_READ | usage::STORAGE));
    report("invalid-dynamic-offset", {
        let mut s = small(0)?;
        let big = s.b.buffer(1024, usage::STORAGE)?;
        let module = s.b.shader(DOUBLE)?;
        let layout = s.b.bind_group_layout(&[Binding::storage(0).dynamic()])?;
        let pl = s.b.pipeline_layout(&[layout])?;
        let pipeline = s.b.compute_pipeline(pl, module, "main", &[])?;
        let group = s.b.bind_group_ranges(layout, &[(0, big, 0, Some(256))])?;
        let mut r = Recorder::new();
        {
            let mut p = r.compute_pass();
            p.set_pipeline(pipeline);
            p.set_bind_group(0, group, &[4]);
            p.dispatch(1, 1, 1);
        }
        s.b.run(&r)
    });
    report("invalid-incompatible-group", {
        // A group of a read-only layout where the pipeline's layout has writable storage.
        let mut s = small(0)?;
        let ro = s.b.bind_group_layout(&[Binding::read_only(0)])?;
        let group = s.b.bind_group(ro, &[(0, s.storage)])?;
        let mut r = Recorder::new();
        {
            let mut p = r.compute_pass();
            p.set_pipeline(s.pipeline);
            p.set_bind_group(0, group, &[]);
            p.dispatch(1, 1, 1);
        }
        s.b.run(&r)
    });
    report("invalid-group-unset", {
        // The pipeline's layout has a group 1 the shader does not use: it must be set all the same.
        let mut s = small(0)?;
        let module = s.b.shader(DOUBLE)?;
        let layout = s.b.bind_group_layout(&[Binding::storage(0)])?;
        let pl = s.b.pipeline_layout(&[layout, layout])?;
        let pipeline = s.b.compute_pipeline(pl, module, "main", &[])?;
        let mut r = Recorder::new();
        {
            let mut p = r.compute_pass();
            p.set_pipeline(pipeline);
            p.set_bind_group(0, s.group, &[]);
            p.dispatch(1, 1, 1);
        }
        s.b.run(&r)
    });
    Ok(())
}

/// The largest legal stream of each command kind, timed, and one command over: `quota`.
/// Prints `limits-KIND: ok MS` and `limits-KIND-over: quota: ...`.
fn limits() -> Result<(), Box<dyn std::error::Error>> {
    const COMMANDS: u32 = 1 << 16;
    const PASSES: u32 = 4096;
    const DISPATCHES: u32 = 1 << 14;
    let kinds = [
        ("pass", PASSES),
        ("dispatch", DISPATCHES),
        ("indirect", DISPATCHES),
        ("set-pipeline", COMMANDS - 3),
        ("set-bind-group", COMMANDS - 3),
        ("write", COMMANDS),
        ("copy", COMMANDS),
        ("clear", COMMANDS),
        ("read", COMMANDS),
        ("bytes", 64),
    ];
    for (kind, n) in kinds {
        for (label, n) in [(kind.to_string(), n), (format!("{kind}-over"), n + 1)] {
            let mut s = small(1 << 20)?;
            let counts = s.b.buffer(16, usage::INDIRECT | usage::COPY_DST)?;
            let (src, dst) = if kind == "bytes" {
                (Some(s.b.buffer(64 << 20, usage::COPY_SRC)?), Some(s.b.buffer(64 << 20, usage::COPY_DST)?))
            } else {
                (None, None)
            };
            let mut r = Recorder::new();
            match kind {
                "pass" => (0..n).for_each(|_| drop(r.compute_pass())),
                "write" => (0..n).for_each(|_| r.write(s.storage, 0, &[1u32])),
                "copy" => (0..n).for_each(|_| r.copy(s.storage, 0, s.read, 0, 4)),
                "clear" => (0..n).for_each(|_| r.clear(s.storage, 0, Some(4))),
                "read" => (0..n).for_each(|_| {
                    r.read(s.read, 0, 4);
                }),
                "bytes" => {
                    if let (Some(src), Some(dst)) = (src, dst) {
                        (0..n).for_each(|_| r.copy(src, 0, dst, 0, 64 << 20));
                    }
                }
                _ => {
                    if kind == "indirect" {
                        r.write(counts, 0, &[1u32, 1, 1]);
                    }
                    let mut p = r.compute_pass();
                    p.set_pipeline(s.pipeline);
                    p.set_bind_group(0, s.group, &[]);
                    match kind {
                        "dispatch" => (0..n).for_each(|_| p.dispatch(1, 1, 1)),
                        "indirect" => (0..n).for_each(|_| p.dispatch_indirect(counts, 0)),
                        "set-pipeline" => (0..n - 1).for_each(|_| p.set_pipeline(s.pipeline)),
                        _ => (0..n - 1).for_each(|_| p.set_bind_group(0, s.group, &[])),
                    }
                }
            }
            let t = Instant::now();
            match s.b.run(&r) {
                Ok(_) => println!("{label}: ok {:.0} ms", t.elapsed().as_secs_f64() * 1e3),
                Err(e) => println!("{label}: {e}"),
            }
        }
    }
    // Invocations: the largest legal dispatch (2^24 invocations) and stream (2^30) of a
    // loop-free kernel whose workgroups are as large as the device's (`--per-workgroup W`,
    // what a workgroup counts as), and one workgroup more.
    let w = arg("--per-workgroup", 1024)? as u32;
    let per = (1u32 << 24) / w;
    for (label, n, groups) in [
        ("invocations-dispatch", 1, per),
        ("invocations-dispatch-over", 1, per + 1),
        ("invocations-stream", 64, per),
        ("invocations-stream-over", 65, per),
    ] {
        let mut s = small(0)?;
        let module = s.b.shader(&format!(
            "@group(0) @binding(0) var<storage, read_write> x: array<u32>;
             @compute @workgroup_size({w}) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{ x[g.x & 63u] = g.x; }}"
        ))?;
        let layout = s.b.bind_group_layout(&[Binding::storage(0)])?;
        let pl = s.b.pipeline_layout(&[layout])?;
        let pipeline = s.b.compute_pipeline(pl, module, "main", &[])?;
        let group = s.b.bind_group(layout, &[(0, s.storage)])?;
        let mut r = Recorder::new();
        {
            let mut p = r.compute_pass();
            p.set_pipeline(pipeline);
            p.set_bind_group(0, group, &[]);
            (0..n).for_each(|_| p.dispatch(groups, 1, 1));
        }
        let t = Instant::now();
        match s.b.run(&r) {
            Ok(_) => println!("{label}: ok {:.0} ms", t.elapsed().as_secs_f64() * 1e3),
            Err(e) => println!("{label}: {e}"),
        }
    }
    // The guest and its contexts work after all that.
    let mut s = small(0)?;
    report("limits-after", dispatch(&mut s, [1, 1, 1]));
    Ok(())
}

/// Contexts give their buffers back to the guest's quota when lost or dropped (run with a
/// quota of 1 MiB of buffers).
fn release() -> Result<(), Box<dyn std::error::Error>> {
    const BIG: u64 = 768 << 10;
    let mut a = Batch::new()?;
    a.buffer(BIG, usage::STORAGE)?;
    report("release-over-quota", a.buffer(512 << 10, usage::STORAGE));
    println!("release-lost-live: {}", a.live());
    let mut b = Batch::new()?;
    report("release-after-lost", b.buffer(BIG, usage::STORAGE));
    drop(b);
    let mut c = Batch::new()?;
    report("release-after-drop", c.buffer(BIG, usage::STORAGE));
    drop(c);
    // A buffer destroyed while a bind group binds it stays held, and counted, until the group
    // is destroyed too.
    let mut d = Batch::new()?;
    let held = d.buffer(BIG, usage::STORAGE)?;
    let layout = d.bind_group_layout(&[Binding::storage(0)])?;
    let group = d.bind_group(layout, &[(0, held)])?;
    d.destroy(&[held.0])?;
    report("release-destroyed-bound", Batch::new()?.buffer(BIG, usage::STORAGE));
    d.destroy(&[group.0])?;
    report("release-destroyed-unbound", Batch::new()?.buffer(BIG, usage::STORAGE));
    Ok(())
}

fn isolation() -> Result<(), Box<dyn std::error::Error>> {
    let mut a = small(0)?;
    let mut b = small(0)?;
    // The same ids in two contexts are two objects: each reads its own values.
    let run = |s: &mut Small, base: u32| -> Result<Vec<u32>, Error> {
        let w = stream(s, |r, s| {
            r.write(s.storage, 0, &vec![base; 64]);
            r.copy(s.storage, 0, s.read, 0, 256);
            r.read(s.read, 0, 256);
        })?;
        Ok(guest_rs::batch::ReadSlot { offset: 0, size: 256 }.get(&w))
    };
    let (va, vb) = (run(&mut a, 7)?, run(&mut b, 9)?);
    println!("isolation-values: {} {}", va[0], vb[0]);
    // An id that only the other context made is not live here.
    let extra = a.b.buffer(64, usage::STORAGE | usage::COPY_DST)?;
    report("isolation-foreign-id", raw(&b, &[0x5748_0001, 3, extra.0, 0, 0, u32::MAX, u32::MAX], &[], 0));
    println!("isolation-live: {} {}", a.b.live(), b.b.live());
    Ok(())
}

/// Measures one stream of `n` commands of one kind (`batch cost KIND N`): prints its time.
fn cost() -> Result<(), Box<dyn std::error::Error>> {
    let kind = std::env::args().nth(2).ok_or("cost KIND N")?;
    let n: u32 = std::env::args().nth(3).ok_or("cost KIND N")?.parse()?;
    let mut b = Batch::with_limits(0, 16 << 20)?;
    let wg = arg("--wg", 64)? as u32;
    let x = b.buffer(1 << 16, usage::STORAGE | usage::COPY_SRC | usage::COPY_DST | usage::INDIRECT)?;
    let y = b.buffer(1 << 16, usage::INDIRECT | usage::COPY_DST)?;
    let z = b.buffer(1 << 16, usage::COPY_DST | usage::MAP_READ)?;
    let body = text("--body").unwrap_or_else(|| "x[g.x & 1023u] = g.x;".into());
    let module = b.shader(&format!(
        "@group(0) @binding(0) var<storage, read_write> x: array<u32>;
         @compute @workgroup_size({wg}) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{ {body} }}"
    ))?;
    let layout = b.bind_group_layout(&[Binding::storage(0)])?;
    let pl = b.pipeline_layout(&[layout])?;
    let pipeline = b.compute_pipeline(pl, module, "main", &[])?;
    let group = b.bind_group(layout, &[(0, x)])?;
    let mut r = Recorder::new();
    let dims = [arg("--x", 1)? as u32, arg("--y", 1)? as u32, arg("--z", 1)? as u32];
    if kind == "indirect" {
        r.write(y, 0, &dims);
    }
    match kind.as_str() {
        "pass" => (0..n).for_each(|_| drop(r.compute_pass())),
        "write" => (0..n).for_each(|_| r.write(x, 0, &[1u32])),
        "copy" => (0..n).for_each(|_| r.copy(x, 0, z, 0, 4)),
        "copy-big" => (0..n).for_each(|_| r.copy(x, 0, z, 0, 1 << 16)),
        "clear" => (0..n).for_each(|_| r.clear(x, 0, Some(4))),
        "read" => (0..n).for_each(|i| {
            r.read(z, 4 * u64::from(i % 1024), 4);
        }),
        _ => {
            let mut p = r.compute_pass();
            p.set_pipeline(pipeline);
            p.set_bind_group(0, group, &[]);
            match kind.as_str() {
                "set-pipeline" => (0..n).for_each(|_| p.set_pipeline(pipeline)),
                "set-bind-group" => (0..n).for_each(|_| p.set_bind_group(0, group, &[])),
                "dispatch" => (0..n).for_each(|_| p.dispatch(dims[0], dims[1], dims[2])),
                "indirect" => (0..n).for_each(|_| p.dispatch_indirect(y, 0)),
                k => return Err(format!("unknown kind {k}").into()),
            }
        }
    }
    let t = Instant::now();
    let result = b.run(&r);
    println!(
        "cost {kind} {n} ({} words): {:.1} ms: {}",
        r.len(),
        t.elapsed().as_secs_f64() * 1e3,
        match &result {
            Ok(_) => "ok".to_string(),
            Err(e) => e.to_string(),
        }
    );
    Ok(())
}

fn main() {
    let result = match std::env::args().nth(1).as_deref() {
        Some("cost") => cost(),
        Some("saxpy") => saxpy(),
        Some("jacobi") => jacobi(),
        Some("errors") => errors(),
        Some("isolation") => isolation(),
        Some("release") => release(),
        Some("limits") => limits(),
        _ => Err("usage: batch saxpy|jacobi|errors|isolation|release|limits|cost [options]".into()),
    };
    if let Err(e) = result {
        eprintln!("batch: {e}");
        std::process::exit(1);
    }
}
