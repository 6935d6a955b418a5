//! What the Guard costs.
//!
//! 1. The rewrite's run-time overhead: a loop-heavy kernel (mandelbrot, whose escape loop may
//!    `break` early). Up to 1000 iterations (a counted loop within the smallest budget) the
//!    Guard leaves it unchanged. For 4000 iterations it is rewritten in two forms: a literal
//!    bound makes it a counted loop with an upper bound of 4000 (it may stop early), charged
//!    4000 once on entry when that fits in what is left of the budget, refunded what it did not
//!    run when it leaves, with the per-iteration check skipped behind a uniform flag (one branch
//!    per iteration); an override bound makes it dynamic (checked per iteration). Each is
//!    dispatched from the same source as the Guard's bounded module and as the same module
//!    unbounded, alternating; each sample is 8 dispatches queued and one wait that reads their
//!    probes, as kernel runs use them; medians and their ratio. Target: under 2% slower on a
//!    GPU. Then the fixed cost of arming one dispatch (one workgroup), which the ratio of a
//!    short dispatch includes.
//!
//! The Guard's own time (parse, validate, rewrite, validate again) is measured by the `host`
//! bench (criterion).
//!
//! Run: `cargo bench -p wasm-host-benches --bench guard [-- REPEATS]`. On lavapipe the kernel's
//! loops stay under 65,535 iterations per invocation, so the numbers are honest there too.

#![allow(clippy::print_stdout)]

use std::time::Duration;

use wasm_host::exec::gpu::{GpuExecutor, GpuOptions};
use wasm_host::exec::{Access, Executor, ProgramDesc};
use wasm_host::guard::{Guard, GuardPolicy, LoopBudget};
use wasm_host_benches::{median, ms, time};

/// Dispatches per timed sample (queued, then one wait).
const BATCH: usize = 8;

/// Mandelbrot over an n×n grid (`override n`): `limit` is the loop bound, a WGSL expression
/// (a literal makes the loop counted, with that upper bound, since its `break` may leave it
/// early; the override `iters` makes it dynamic).
fn mandelbrot(limit: &str) -> String {
    format!(
        "@group(0) @binding(0) var<storage, read_write> out: array<u32>;
override n: u32 = 1024u;
override iters: u32 = 4000u;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {{
    if (id.x >= n || id.y >= n) {{ return; }}
    let c = vec2<f32>(f32(id.x) / f32(n) * 3.0 - 2.0, f32(id.y) / f32(n) * 3.0 - 1.5);
    var z = vec2<f32>(0.0, 0.0);
    var i = 0u;
    for (; i < {limit}; i++) {{
        if (dot(z, z) > 4.0) {{ break; }}
        z = vec2<f32>(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y) + c;
    }}
    out[id.x + n * id.y] = i;
}}
"
    )
}

fn main() {
    let repeats: usize = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(21);

    let exec = match GpuExecutor::new(&GpuOptions::default()) {
        Ok(e) => e,
        Err(e) => {
            println!("no GPU adapter ({e}); skipping the run-time overhead");
            return;
        }
    };
    println!("adapter: {}", exec.backend().name);
    let group = exec.limits().max_bind_groups - 1;
    // Work large enough that 4000 iterations over 4096² pixels stay under the budget (the
    // default, 2^34, gives those dispatches B = 1024): this measures cost, not cuts.
    let budget = LoopBudget { work: 1 << 40, ..LoopBudget::default() };
    let policy =
        |bound_loops| GuardPolicy { reserved_group: group, bound_loops, budget, ..GuardPolicy::default() };
    // 1000 iterations, counted: within the smallest budget, so the Guard leaves it unchanged.
    let m1000 = Guard::new(policy(true)).check(&mandelbrot("1000u")).expect("guarded");
    println!(
        "mandelbrot, up to 1000 iterations (counted): rewritten {}, static bound {:?}: runs unchanged, no overhead",
        m1000.rewritten(),
        m1000.static_bound()
    );
    assert!(!m1000.rewritten());
    for (what, limit) in [
        ("4000 iterations, counted upper bound: charged once when it fits", "4000u"),
        ("4000 iterations, dynamic: checked per iteration", "iters"),
    ] {
        let src = mandelbrot(limit);
        let bounded = Guard::new(policy(true)).check(&src).expect("bounded");
        let plain = Guard::new(policy(false)).check(&src).expect("unbounded");
        assert!(bounded.rewritten() && !plain.rewritten());
        // The counted form: charged once when it fits, not checked per iteration.
        let counts = bounded.bounds().expect("bounded").counts;
        assert_eq!(counts.counted_bounded, u32::from(limit == "4000u"), "{what}");
        for n in [1024u32, 4096] {
            let (b, p) = overhead(&exec, &bounded, &plain, n, [n / 16, n / 16, 1], repeats);
            println!(
                "mandelbrot {n}x{n}, {what}, {BATCH} dispatches: bounded {:.3} ms, unbounded {:.3} ms (medians of {repeats}), ratio {:.4}",
                ms(b),
                ms(p),
                b.as_secs_f64() / p.as_secs_f64()
            );
        }
        if limit == "4000u" {
            // The fixed cost of arming dispatches (clear the flag, copy it out, map it).
            let (b, p) = overhead(&exec, &bounded, &plain, 16, [1, 1, 1], repeats);
            println!(
                "one workgroup, {BATCH} dispatches (fixed cost): bounded {:.3} ms, unbounded {:.3} ms (medians of {repeats}), difference {:.1} us",
                ms(b),
                ms(p),
                (b.as_secs_f64() - p.as_secs_f64()) * 1e6
            );
        }
    }
}

/// Dispatches `bounded` and `plain` alternately (each waited for) and returns their medians.
fn overhead(
    exec: &GpuExecutor,
    bounded: &wasm_host::guard::GuardedModule,
    plain: &wasm_host::guard::GuardedModule,
    n: u32,
    groups: [u32; 3],
    repeats: usize,
) -> (Duration, Duration) {
    let out =
        exec.create_buffer(&Default::default(), "out", u64::from(n) * u64::from(n) * 4).expect("buffer");
    let constants = [("n".to_string(), f64::from(n))];
    let program = |m| {
        exec.create_program(&ProgramDesc {
            label: "mandelbrot",
            module: m,
            entry_point: "main",
            bindings: &[Access::ReadWrite],
            constants: &constants,
            serial: false,
        })
        .expect("program")
    };
    let (pb, pp) = (program(bounded), program(plain));
    // As the host runs kernels: BATCH dispatches queued back to back, then one wait that reads
    // every probe (an unbounded module has none to read).
    let run = |p: &wasm_host::exec::Program| {
        let probes: Vec<_> =
            (0..BATCH).filter_map(|_| exec.dispatch(p, &[&out], groups).expect("dispatch")).collect();
        let refs: Vec<_> = probes.iter().collect();
        assert!(
            pollster::block_on(exec.probe(&refs)).expect("wait").iter().all(|cut| !cut),
            "no cut expected"
        );
        // An unbounded module has no probe to wait on: wait for its work itself (reading no
        // probe returns at once, and the work would be timed in the next bounded sample).
        if probes.is_empty() {
            pollster::block_on(exec.finish(&Default::default())).expect("finish");
        }
    };
    // Warm up both, then alternate so drift affects both alike.
    for _ in 0..3 {
        run(&pb);
        run(&pp);
    }
    let (mut tb, mut tp) = (Vec::<Duration>::new(), Vec::<Duration>::new());
    for _ in 0..repeats {
        tb.extend(time(1, || run(&pb)));
        tp.extend(time(1, || run(&pp)));
    }
    (median(&tb), median(&tp))
}
