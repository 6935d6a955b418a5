//! The loop budget on a real driver: loops under the budget compute the right values, loops over
//! it fail with `truncated` (naming the kernel), `while (true)` is cut quickly, barrier loops are
//! cut uniformly (no hang), and the device keeps serving afterwards.
//!
//! The runtime's budget is at most 4096 iterations (`SMALL_BUDGET`), below lavapipe's own
//! silent stop at 65,535 iterations per invocation, so these checks mean the same there as on a
//! real GPU.

use wasm_host::Runtime;
use wasm_host_tests::*;

#[allow(clippy::print_stderr)]
fn loops_are_bounded_and_cuts_are_reported(rt: &Runtime) {
    let run = run_guest(rt, "conformance", &["budget"], &[]).expect("the budget guest runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    let lines = labelled(&run.stdout);
    let line = |label: &str| *lines.get(label).unwrap_or_else(|| panic!("no {label}:\n{}", run.stdout));

    // Under the budget: exact values (native oracle inline).
    let sum = |n: u32, x: u32| (0..n).map(|i| i + x).sum::<u32>();
    assert_eq!(line("under"), format!("ok {} {} {}", sum(3000, 0), sum(3000, 1), sum(3000, 255)));
    let nested = |n: u32, x: u32| n * (0..n).sum::<u32>() + x;
    assert_eq!(line("nested-under"), format!("ok {} {} {}", nested(40, 0), nested(40, 1), nested(40, 255)));
    let barrier = |n: u32, x: u32| (0..n).map(|s| s + ((x % 64 + 1) % 64) * 8).sum::<u32>();
    assert_eq!(
        line("barrier-under"),
        format!("ok {} {} {}", barrier(100, 0), barrier(100, 1), barrier(100, 255))
    );
    assert_eq!(line("after"), format!("ok {} {} {}", sum(10, 0), sum(10, 1), sum(10, 255)));
    // 1100 chained runs of a looping kernel (verified on the way, past MAX_PENDING runs).
    assert_eq!(line("chain"), "ok 1100 1101 1355");
    // A counted loop (constant bound) under the budget: charged once, exact result.
    assert_eq!(line("counted-under"), format!("ok {} {} {}", sum(3000, 0), sum(3000, 1), sum(3000, 255)));

    // Over the budget: named errors. `nested-over` runs 100 outer iterations that each run 100
    // inner ones: per-nest budgets would allow it, the total-work budget does not.
    // A module with a barrier loop gets its executor's share of the budget (the cpu executor:
    // 1/256 of the work and the largest B, never below the smallest; guard.md).
    let policy = rt.guard().policy();
    let barrier_budget = policy.budget.divided(policy.barrier_loop_divisor).iterations(Some(256));
    for (label, kernel, budget) in [
        ("over", "over", SMALL_BUDGET),
        ("nested-over", "nested-over", SMALL_BUDGET),
        ("barrier-over", "barrier-over", barrier_budget),
        ("downstream", "over-source", SMALL_BUDGET),
        ("forever", "forever", SMALL_BUDGET),
        ("counted-over", "counted-over", SMALL_BUDGET),
        ("counted-nested-over", "counted-nested-over", SMALL_BUDGET),
    ] {
        let want = format!("truncated: kernel `{kernel}` exhausted its loop budget of {budget} iterations");
        assert!(line(label).starts_with(&want), "{label}: {}", line(label));
    }
    let forever_ms: f64 = line("forever-ms").parse().unwrap();
    assert!(forever_ms < 10_000.0, "while (true) took {forever_ms} ms to be cut");
    eprintln!("while (true) over 256 invocations was cut and reported in {forever_ms:.1} ms");
}

fn other_guests_are_not_disturbed_by_a_cut(rt: &'static Runtime) {
    // Several guests that cut loops and verify lineages at once (their read-backs are mapped by
    // whichever thread polls the device), and one plain guest beside them.
    let cutters: Vec<_> = (0..3)
        .map(|_| std::thread::spawn(move || run_guest(rt, "conformance", &["budget"], &[]).expect("runs")))
        .collect();
    let hello = run_guest(rt, "hello", &[], &[]).expect("hello runs");
    assert_eq!(hello.outcome.exit_code, 0, "{}", hello.stdout);
    assert!(hello.stdout.contains(", 0 wrong"));
    for cut in cutters {
        let cut = cut.join().unwrap();
        assert!(cut.stdout.contains("forever: truncated"), "{}", cut.stdout);
        assert!(cut.stdout.contains("chain: ok 1100 1101 1355"), "{}", cut.stdout);
        assert!(cut.stdout.contains("after: ok 45 55 2595"), "{}", cut.stdout);
    }
}

on_both_executors!(small_budget, scalar_too: loops_are_bounded_and_cuts_are_reported, other_guests_are_not_disturbed_by_a_cut);

/// A loop-bounded module that records, per invocation, its builtins (ids through a struct
/// argument and a plain one), after a loop that runs `o[0]` times (0: it ends at once).
const BUILTINS: &str =
    "struct Ids { @builtin(workgroup_id) w: vec3<u32>, @builtin(local_invocation_index) l: u32,
    @builtin(num_workgroups) n: vec3<u32> }
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(4, 2, 2) fn main(ids: Ids, @builtin(global_invocation_id) g: vec3<u32>) {
    var s = 0u;
    loop { if (s >= o[0]) { break; } s += 1u; }
    let flat = (ids.w.x + ids.n.x * (ids.w.y + ids.n.y * ids.w.z)) * 16u + ids.l;
    o[1u + 2u * flat] = g.x + 1000u * g.y + 1000000u * g.z + s;
    o[2u + 2u * flat] = ids.n.x + 1000u * ids.n.y + 1000000u * ids.n.z;
}";

/// The same, then `while (true)` for every invocation: each dispatch is cut.
const BUILTINS_FOREVER: &str = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(4, 2, 2) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    var s = 0u;
    loop { if (s >= o[0]) { break; } s += 1u; }
    while (true) { s += 1u; }
    o[1u] = s;
}";

/// A dispatch that runs in parts (`exec::parts`: on GPU executors, a looping module's
/// dispatch of 38,400 invocations) computes what one whole dispatch does: every invocation
/// sees its own `workgroup_id`, `global_invocation_id` and the whole `num_workgroups`, once,
/// against a native oracle; a cut in any part is reported for the whole dispatch (the flag is
/// armed before the first part and read after the last), and the next dispatch starts clean. In
/// this process, through the GPU process, and on the cpu executor (whole there); only while the
/// executor serves more than one tenant.
#[test]
#[allow(clippy::print_stderr)]
fn dispatches_in_parts_compute_what_whole_ones_do() {
    use wasm_host::exec::parts::dispatch_in_parts;
    let mut runtimes: Vec<(&str, Runtime)> = Vec::new();
    for (label, config) in gpu_configs(env!("CARGO_BIN_EXE_gpu_process")) {
        runtimes.extend(own_runtime(config).map(|rt| (label, rt)));
    }
    runtimes.push(("cpu", Runtime::new(cpu_config(wasm_host::Config::default())).expect("the cpu executor")));
    let workgroups = [40u32, 30, 2];
    let n = workgroups.iter().product::<u32>() * 16;
    // The oracle: each invocation's two words.
    let mut want = vec![0u32; 1 + 2 * n as usize];
    for (wz, wy, wx) in (0..2).flat_map(|z| (0..30).flat_map(move |y| (0..40).map(move |x| (z, y, x)))) {
        for l in 0..16u32 {
            let (lx, ly, lz) = (l % 4, (l / 4) % 2, l / 8);
            let flat = ((wx + 40 * (wy + 30 * wz)) * 16 + l) as usize;
            want[1 + 2 * flat] = (wx * 4 + lx) + 1000 * (wy * 2 + ly) + 1_000_000 * (wz * 2 + lz);
            want[2 + 2 * flat] = 40 + 1000 * 30 + 1_000_000 * 2;
        }
    }
    for (label, rt) in &runtimes {
        let exec = rt.executor();
        let tenant = exec.open_tenant().expect("a tenant");
        let program = read_write_program(exec, rt.guard(), "builtins", BUILTINS);
        let forever = read_write_program(exec, rt.guard(), "forever", BUILTINS_FOREVER);
        // Alone, a tenant's dispatches run whole: parts buy nothing when nobody else waits.
        assert_eq!(exec.parts(&program, workgroups), 1, "{label}: one tenant");
        let _other = exec.open_tenant().expect("another tenant");
        let parts = exec.parts(&program, workgroups);
        if exec.backend().kind == wasm_host::exec::BackendKind::Gpu {
            assert!(parts > 1, "{label}: a looping dispatch of {n} invocations runs in {parts} part(s)");
        }
        let buffer = exec.create_buffer(&tenant, "out", 4 * want.len() as u64).expect("a buffer");
        wasm_host::exec::block_on(async {
            let cut = dispatch_in_parts(exec, &tenant, &forever, &[&buffer], workgroups).await.unwrap();
            let cut = cut.expect("a looping module's dispatch has a probe");
            assert_eq!(exec.probe(&[&cut]).await.unwrap(), [true], "{label}: the cut is reported");
            let probe = dispatch_in_parts(exec, &tenant, &program, &[&buffer], workgroups).await.unwrap();
            let probe = probe.expect("a probe");
            assert_eq!(
                exec.probe(&[&probe]).await.unwrap(),
                [false],
                "{label}: the next dispatch starts clean"
            );
            let got = exec.read_buffer(&buffer).await.unwrap();
            let wrong = got.iter().zip(&want).position(|(g, w)| g != w);
            assert_eq!(wrong, None, "{label} ({parts} parts): first wrong word {wrong:?}");
        });
        // The same through a batch stream (a stream's cut dispatch is a submission per part).
        let (window, cut) = stream_of(rt, BUILTINS, BUILTINS_FOREVER, workgroups, want.len());
        let words: Vec<u32> =
            window.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
        let wrong = words.iter().zip(&want).position(|(g, w)| g != w);
        assert_eq!(wrong, None, "{label}, a stream ({parts} parts): first wrong word {wrong:?}");
        assert!(cut.starts_with("truncated"), "{label}: a looping stream answered {cut}");
        eprintln!(
            "{label}: {n} invocations in {parts} part(s), every builtin right, as a kernel and in a stream"
        );
    }
}

/// Runs `wgsl`, then `forever`, over `workgroups` in a batch stream each ([`replay_one`]): the
/// first's bytes, and the second's error as "name: message".
fn stream_of(
    rt: &Runtime,
    wgsl: &str,
    forever: &str,
    workgroups: [u32; 3],
    words: usize,
) -> (Vec<u8>, String) {
    let window = replay_one(rt, wgsl, workgroups, words).expect("the stream runs");
    let cut = match replay_one(rt, forever, workgroups, words) {
        Ok(_) => "ok".to_string(),
        Err(e) => format!("{}: {}", e.kind().map_or("host fault", |k| k.name()), e.message()),
    };
    (window, cut)
}
