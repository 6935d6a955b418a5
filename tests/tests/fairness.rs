//! Fair time on the cpu executor (issue #16 item 5): a tenant whose every dispatch loops until
//! the loop budget cuts it (about 0.6 s of both worker threads per dispatch) does not stall
//! another tenant's small calls, and its own work is still cut and reported, not lost.
//!
//! The small tenant (`hostile small`) times each of its kernel run + read calls with its own
//! clock: first alone, then while the looping tenant (`hostile loop`) keeps 17 cut dispatches
//! queued (it runs them without waiting, then reads them: one more than a tenant may queue, so
//! it also waits for admission). Without preemption each small call that arrives behind a
//! looping dispatch waits for the rest of it (hundreds of milliseconds), so the p99 is about a
//! dispatch; with one queue bound for all tenants, its runs would wait for admission behind
//! the looping tenant's dispatches (seconds). The same beside a tenant looping through
//! four-step pipeline calls (fused schedules). And work that gave way resumes right: batch
//! streams and pipelines of Jacobi sweeps beside the small tenant match the native oracle.

#![allow(clippy::print_stderr)]

use std::path::Path;
use std::sync::Arc;

use wasm_host::{Config, Quotas};
use wasm_host_embed::{Host, Job, Report};
use wasm_host_tests::*;

/// The tests of this file run one at a time: each measures or loads both cores.
static ALONE: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn alone() -> std::sync::MutexGuard<'static, ()> {
    ALONE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Calls the small tenant times.
const CALLS: &str = "300";
/// Elements of the looping tenant's kernel: with the cpu executor's default budget (2^30
/// iterations per dispatch on two threads), 2^10 iterations per invocation, so one workgroup
/// (256 invocations, the granule of preemption) runs about 0.2 ms; the dispatch about 0.6 s.
const LOOP_ELEMENTS: &str = "1048576";
/// Runs the looping tenant queues before it reads them: one more than a tenant may queue.
const BURST: &str = "17";

fn job(host: &Host, name: &str, args: &[&str], dir: &Path) -> Job {
    guest_job(host, "hostile", name, args, dir)
}

fn guest_job(host: &Host, example: &str, name: &str, args: &[&str], dir: &Path) -> Job {
    Job {
        name: name.to_string(),
        component: host.load(&guest(example)).expect("the guest loads"),
        args: args.iter().map(|a| a.to_string()).collect(),
        out_dir: Some(dir.to_path_buf()),
        quotas: Quotas::default(),
    }
}

/// The small tenant's figures: (calls, p50, p99, max) in microseconds.
fn figures(r: &Report) -> (u64, u64, u64, u64) {
    assert_eq!(r.exit, Ok(0), "{}: {}{}", r.name, r.stdout, r.stderr);
    let lines = labelled(&r.stdout);
    let line = lines.get("small").unwrap_or_else(|| panic!("no `small` line: {}", r.stdout));
    // "ok N calls p50 A p99 B max C us, 0 wrong"
    let words: Vec<&str> = line.split_whitespace().collect();
    assert!(line.starts_with("ok ") && line.ends_with(", 0 wrong"), "{}: {line}", r.name);
    let n = |i: usize| words[i].trim_end_matches(',').parse::<u64>().unwrap_or_else(|_| panic!("{line}"));
    (n(1), n(4), n(6), n(8))
}

/// Runs the small tenant beside a looping one (`looping`: the looping guest's mode and its
/// arguments after FILE N START STOP), checks both, and answers the small tenant's figures.
fn beside(
    host: &Arc<Host>,
    dir: &Path,
    label: &str,
    looping: &[&str],
    solo_p99: u64,
) -> (u64, u64, u64, u64) {
    for f in ["started", "stop"] {
        let _ = std::fs::remove_file(dir.join(f));
    }
    let mut args = vec![looping[0], "/out/forever.wgsl", LOOP_ELEMENTS, "/out/started", "/out/stop"];
    args.extend(&looping[1..]);
    let reports = run_jobs(
        host,
        vec![
            job(host, label, &args, dir),
            job(host, "small", &["small", CALLS, "/out/started", "/out/stop"], dir),
        ],
        2,
    );
    let (looping, small) = (&reports[0], &reports[1]);
    let (n, p50, p99, max) = figures(small);
    eprintln!("{n} calls beside a {label} tenant: p50 {p50} us, p99 {p99} us, max {max} us");
    eprintln!("{label} tenant: {}", looping.stdout.trim());

    // Beside the looping tenant, a small call waits at most for the chunk of workgroups under
    // way (about a workgroup, 0.2 ms here) for each of its two waits (the loop-budget probe and
    // the read), and for the looping tenant's upload of its 4 MiB input (a copy that is not
    // preempted, about 2 ms in a debug build). The slack is for what the host cannot schedule:
    // two cores shared by the coordinator, a worker, the guests' own threads and whatever else
    // runs on the machine (a runnable thread waits for a core up to the kernel's scheduling
    // period, tens of ms when more threads than cores are runnable). Without preemption the
    // p99 is a looping dispatch: 0.5–1 s.
    let slack = 50_000;
    assert!(
        p99 <= 2 * solo_p99 + slack,
        "beside a {label} tenant the small tenant's p99 is {p99} us (alone {solo_p99} us)"
    );
    // No call at all waits for a whole looping dispatch (0.5 s) or for admission behind the
    // looping tenant's queue (with one bound for all tenants: seconds, once per burst, which
    // the p99 of 300 calls would not show). Observed: under 20 ms.
    assert!(max <= 250_000, "beside a {label} tenant a small call took {max} us");
    // The looping tenant's work is cut and reported every time, never lost or wrong.
    assert_eq!(looping.exit, Ok(0), "{}{}", looping.stdout, looping.stderr);
    let l = labelled(&looping.stdout);
    let line = l.get("loop").unwrap_or_else(|| panic!("no `loop` line: {}", looping.stdout));
    let words: Vec<&str> = line.split_whitespace().collect();
    assert!(line.starts_with("ok ") && words[1] == words[3] && words[1] != "0", "{line}");
    assert!(looping.stats.truncated >= 1, "{:?}", looping.stats);
    assert_eq!(l.get("after"), Some(&"ok"), "{}", looping.stdout);
    assert_eq!(n.to_string(), CALLS, "the small tenant ran out of time: {}", small.stdout);
    (n, p50, p99, max)
}

#[test]
fn a_looping_tenant_does_not_stall_a_small_one() {
    let _alone = alone();
    let rt = own_runtime(cpu_config(Config::default())).expect("the cpu executor starts");
    let host = Arc::new(Host::new(rt.clone()).unwrap());
    let dir = scratch_dir("fairness");
    std::fs::copy(root().join("tests/hostile/kernel-forever.wgsl"), dir.join("forever.wgsl")).unwrap();

    let solo = run_jobs(&host, vec![job(&host, "solo", &["small", CALLS], &dir)], 2);
    let (n, p50, p99, max) = figures(&solo[0]);
    eprintln!("{n} calls alone: p50 {p50} us, p99 {p99} us, max {max} us");
    // Kernel runs, 17 queued at a time (admission per tenant, preemption inside a dispatch).
    beside(&host, &dir, "looping", &["loop", BURST], p99);
    // Four-step pipeline calls (a fused schedule: preemption inside and between its dispatches).
    beside(&host, &dir, "looping-pipeline", &["loop-pipeline"], p99);

    // Nothing is left once the executor has finished what the guests queued (a looping
    // tenant's last dispatch may still be running, holding its buffers, when its guest exits).
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let mut live = rt.executor().live();
    while (live.buffers, live.programs) != (0, 0) && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(20));
        live = rt.executor().live();
    }
    assert_eq!((live.buffers, live.programs), (0, 0), "{live:?}");
    std::fs::remove_dir_all(&dir).ok();
}

/// Work that gives way to another tenant resumes where it stopped and computes what it would
/// have alone: a batch stream of Jacobi sweeps (preempted between and inside its dispatches)
/// and a pipeline of them (a fused schedule, preempted inside and between dispatches), each
/// beside a small tenant whose calls arrive every few hundred microseconds, against the
/// native oracle.
#[test]
fn preempted_streams_and_pipelines_resume_right() {
    let _alone = alone();
    let rt = own_runtime(cpu_config(Config::default())).expect("the cpu executor starts");
    let host = Arc::new(Host::new(rt.clone()).unwrap());
    let (n, sweeps) = (384usize, 101usize);
    let (n_s, sweeps_s) = (n.to_string(), sweeps.to_string());
    for (example, extra) in [("batch", &["jacobi", "--repeat", "6"][..]), ("jacobi", &[][..])] {
        let dir = scratch_dir(&format!("fairness-{example}"));
        let mut args = extra.to_vec();
        args.extend(["--n", &n_s, "--sweeps", &sweeps_s, "--seed", "7", "--dump", "/out"]);
        let reports = run_jobs(
            &host,
            vec![
                guest_job(&host, example, example, &args, &dir),
                job(&host, "small", &["small", "2000"], &dir),
            ],
            2,
        );
        assert_eq!(reports[0].exit, Ok(0), "{}{}", reports[0].stdout, reports[0].stderr);
        figures(&reports[1]);
        let (u0, q, u) =
            (read_bin::<f32>(&dir, "u0"), read_bin::<f32>(&dir, "q"), read_bin::<f32>(&dir, "u"));
        check_jacobi(n, sweeps, &u0, &q, &u);
        std::fs::remove_dir_all(&dir).ok();
    }
}

/// The cpu executor's backstop stops a dispatch that runs past it, a tick or two after it, with
/// an error that names it (every loop of a kernel polls its worker's interrupt word, which the
/// executor's clock sets), and the workers serve the next dispatch (their words cleared). A
/// 30 ms backstop against a dispatch whose loops the Guard cuts after 0.3 s here (2^30 loop
/// iterations): without the poll it ran until that cut and succeeded (the cut is reported by
/// the kernel layers, not the executor).
#[test]
fn the_backstop_stops_a_dispatch_that_runs_past_it() {
    let _one = alone();
    let rt = backstop_runtime();
    let exec = rt.executor();
    let tenant = exec.open_tenant().unwrap();
    let program = |src: &str| program_of(&rt, rt.guard(), src);
    let forever = program(
        "@group(0) @binding(0) var<storage, read_write> y: array<u32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            var k = 1u;
            loop { if (k == 0u) { break; } k = k * 3u + 1u; }
            y[g.x] = k;
        }",
    );
    let y = exec.create_buffer(&tenant, "y", 4 << 16).unwrap();
    let took = stopped(&rt, &forever, &y, [1024, 1, 1]);
    assert!(took < std::time::Duration::from_millis(250), "stopped after {took:?}");
    // The next dispatch runs whole.
    let fill = program(
        "@group(0) @binding(0) var<storage, read_write> y: array<u32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            for (var i = 0u; i < 4u; i++) { y[g.x] += i; }
        }",
    );
    let z = exec.create_buffer(&tenant, "z", 4 << 10).unwrap();
    exec.dispatch(&fill, &[&z], [16, 1, 1]).unwrap();
    let words: Vec<u32> = pollster::block_on(exec.read_buffer(&z)).unwrap();
    assert!(words.iter().all(|&w| w == 6), "after the stop: {:?}", &words[..8]);
}

/// The backstop also stops work that grows without a loop: 64 levels of helpers that each call
/// the next twice (2^64 calls, no loop anywhere). The Guard refuses such a module (its expanded
/// size, `guard::tests::calls_that_multiply_are_refused`); here a Guard with that bound lifted
/// lets it through, and the interrupt word, which compiled helpers that call others check on
/// entry, stops it at the 30 ms backstop (checked at loop heads alone, it ran past 150 s).
#[test]
fn the_backstop_stops_calls_that_multiply_without_loops() {
    use wasm_host::guard::{Guard, GuardPolicy};
    let _one = alone();
    let rt = backstop_runtime();
    let exec = rt.executor();
    let tenant = exec.open_tenant().unwrap();
    let mut src = String::from("@group(0) @binding(0) var<storage, read_write> y: array<u32>;\n");
    src.push_str("fn f0(x: u32) -> u32 { return x * 3u + 1u; }\n");
    for i in 1..64 {
        src.push_str(&format!("fn f{i}(x: u32) -> u32 {{ return f{p}(x) ^ f{p}(x + 1u); }}\n", p = i - 1));
    }
    src.push_str("@compute @workgroup_size(1) fn main() { y[0] = f63(y[1]); }\n");
    let refused = rt.guard().check(&src).expect_err("the Guard refuses it");
    assert!(refused.message.contains("expanded in place"), "{}", refused.message);
    let lifted = Guard::new(GuardPolicy { max_expanded_items: u64::MAX, ..rt.guard().policy().clone() });
    let program = program_of(&rt, &lifted, &src);
    let y = exec.create_buffer(&tenant, "y", 64).unwrap();
    let took = stopped(&rt, &program, &y, [1, 1, 1]);
    assert!(took < std::time::Duration::from_millis(1000), "stopped after {took:?}");
}

/// A cpu runtime whose backstop is 30 ms.
fn backstop_runtime() -> wasm_host::Runtime {
    let mut config = cpu_config(Config::default());
    config.cpu.backstop = std::time::Duration::from_millis(30);
    wasm_host::Runtime::new(config).expect("the cpu executor starts")
}

/// `src`'s entry point `main` over one read-write binding, checked by `guard`, compiled on `rt`.
fn program_of(
    rt: &wasm_host::Runtime,
    guard: &wasm_host::guard::Guard,
    src: &str,
) -> wasm_host::exec::Program {
    let module = guard.check(src).unwrap_or_else(|e| panic!("{e}"));
    let desc = wasm_host::exec::ProgramDesc {
        label: "backstop",
        module: &module,
        entry_point: "main",
        bindings: &[wasm_host::exec::Access::ReadWrite],
        constants: &[],
        serial: false,
    };
    rt.executor().create_program(&desc).unwrap()
}

/// Dispatches `program` over `y` and reads it back; the backstop must stop it, by name. How
/// long that took.
fn stopped(
    rt: &wasm_host::Runtime,
    program: &wasm_host::exec::Program,
    y: &wasm_host::exec::Buffer,
    workgroups: [u32; 3],
) -> std::time::Duration {
    let exec = rt.executor();
    let start = std::time::Instant::now();
    let outcome = exec
        .dispatch(program, &[y], workgroups)
        .and_then(|_| pollster::block_on(exec.read_buffer(y)).map(|_: Vec<u32>| ()));
    let took = start.elapsed();
    let e = outcome.expect_err("the dispatch was stopped");
    assert!(e.to_string().contains("backstop of 30ms"), "{e}");
    took
}

/// On a GPU executor a tenant has at most two dispatches on the device queue at a time
/// (`exec::gpu::fair`), and a dispatch whose budgeted work is large runs in parts, each
/// submitted after its own admission (`exec::parts`), in the host's process and through the
/// GPU process. Beside a tenant whose runs of 2^20 invocations each loop until the loop budget
/// cuts them (about a second whole on lavapipe; 16 parts), a small tenant's call (a kernel run
/// and a read: two waits) waits for a few parts, under half a looping run. Whole, each wait sat
/// behind the rest of the run under way and the one queued after it: one to two runs.
#[test]
fn on_gpus_a_small_call_waits_for_a_few_parts_of_looping_dispatches() {
    let _alone = alone();
    for (label, config) in gpu_configs(env!("CARGO_BIN_EXE_gpu_process")) {
        let Some(rt) = own_runtime(config) else { return };
        let host = Arc::new(Host::new(rt).unwrap());
        let dir = scratch_dir("fairness-gpu");
        std::fs::copy(root().join("tests/hostile/kernel-forever.wgsl"), dir.join("forever.wgsl")).unwrap();
        let looping = ["loop", "/out/forever.wgsl", LOOP_ELEMENTS, "/out/started", "/out/stop", "3"];
        let reports = run_jobs(
            &host,
            vec![
                job(&host, "looping", &looping, &dir),
                job(&host, "small", &["small", "12", "/out/started", "/out/stop"], &dir),
            ],
            2,
        );
        let (n, p50, p99, max) = figures(&reports[1]);
        assert_eq!(reports[0].exit, Ok(0), "{}{}", reports[0].stdout, reports[0].stderr);
        let l = labelled(&reports[0].stdout);
        let line = l.get("loop").unwrap_or_else(|| panic!("no `loop` line: {}", reports[0].stdout));
        // "ok 3 of 3 runs truncated, 1100 ms per run (...)": every run is still cut and reported.
        let words: Vec<&str> = line.split_whitespace().collect();
        assert!(line.starts_with("ok ") && words[1] == words[3] && words[1] != "0", "{line}");
        let per_run_ms: u64 = line
            .split(", ")
            .nth(1)
            .and_then(|s| s.split_whitespace().next())
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("{line}"));
        eprintln!(
            "{label}: {n} calls beside the looping tenant: p50 {p50} us, p99 {p99} us, max {max} us; {line}"
        );
        // Each of the call's two waits: the two parts the looping tenant may have queued and the
        // one the device runs (3/16 of a run each), and the slack of a shared two-core machine.
        assert!(
            2 * max < 1000 * per_run_ms,
            "{label}: a small call waited {max} us beside looping runs of {per_run_ms} ms each"
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}

/// Every invocation loops until the loop budget cuts it.
const STREAM_FOREVER: &str = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(4, 2, 2) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    var s = g.x;
    while (true) { s += 1u; }
    o[0] = s;
}";

/// o[i] = o[i] * 3 + i: the small tenant's work.
const SMALL_WRITE: &str = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < arrayLength(&o)) { o[g.x] = o[g.x] * 3u + g.x; }
}";

/// A batch stream's large looping dispatch runs in parts too, each a submission of its own with
/// at most two queued (`exec::gpu::batch`): beside a tenant whose stream dispatches 2^20
/// invocations that loop until cut (about a second on lavapipe), another tenant's small
/// dispatch-and-read calls each wait for a few parts, under half the stream. Whole, the stream
/// was one submission, and the first call behind it waited for the rest of it. In the host's
/// process and through the GPU process (which the host tells that it serves two tenants).
#[test]
fn on_gpus_a_small_call_waits_for_a_few_parts_of_a_looping_stream() {
    let _alone = alone();
    for (label, config) in gpu_configs(env!("CARGO_BIN_EXE_gpu_process")) {
        let Some(rt) = own_runtime(config) else { return };
        let exec = rt.executor();
        // The small tenant first: the stream's dispatch is cut while two tenants are open.
        let small = exec.open_tenant().expect("a tenant");
        let program = read_write_program(exec, rt.guard(), "small", SMALL_WRITE);
        let buffer = exec.create_buffer(&small, "small", 4 * 4096).expect("a buffer");
        let looping_rt = rt.clone();
        let began = std::time::Instant::now();
        let looping = std::thread::spawn(move || {
            let result = replay_one(&looping_rt, STREAM_FOREVER, [32768, 2, 1], 4);
            (result, began.elapsed())
        });
        // The stream is under way.
        std::thread::sleep(std::time::Duration::from_millis(200));
        let mut waits = Vec::new();
        while !looping.is_finished() {
            let call = std::time::Instant::now();
            wasm_host::exec::block_on(async {
                exec.admit(&small).await;
                exec.dispatch(&program, &[&buffer], [64, 1, 1]).expect("a dispatch");
                exec.read_buffer(&buffer).await.expect("a read")
            });
            waits.push(call.elapsed());
        }
        let (result, took) = looping.join().expect("the stream's thread");
        let cut = result.expect_err("every invocation loops until cut");
        assert_eq!(cut.kind(), Some(wasm_host::error::ErrorKind::Truncated), "{label}: {cut}");
        let max = waits.iter().max().copied().unwrap_or_default();
        eprintln!(
            "{label}: {} small calls beside a looping stream of {took:?}: the longest {max:?}",
            waits.len()
        );
        assert!(waits.len() >= 2, "{label}: {} calls in {took:?}", waits.len());
        assert!(2 * max < took, "{label}: a small call waited {max:?} beside a looping stream of {took:?}");
    }
}
