//! The hostile tenant (`examples/hostile`): modules, streams, plans and guest code that once
//! crashed the host, grew its memory without bound, hung it or trapped instead of answering.
//! Each case must answer with its named error (or the right result) within a time bound, and
//! the host must serve the same guest right after (`after: ok`). The WGSL cases live in
//! `tests/hostile/`. Each case failed on the host before its fix (the reproductions).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use wasm_host::limits::GuestLimits;
use wasm_host::{Config, Runtime};
use wasm_host_tests::*;

/// Generous for a debug build on two shared cores; the failures these guard against took
/// minutes, tens of GB, or forever.
const BOUND: Duration = Duration::from_secs(60);

fn cases() -> PathBuf {
    root().join("tests/hostile")
}

/// Runs `hostile ARGS` (the cases folder preopened as `/h`), checks the time bound and that the
/// guest was still served afterwards; returns the labelled lines.
fn hostile(rt: &Runtime, args: &[&str]) -> std::collections::BTreeMap<String, String> {
    let start = Instant::now();
    let run = run_guest(rt, "hostile", args, &[(cases(), "/h")]).expect("the hostile guest runs");
    let took = start.elapsed();
    assert!(took < BOUND, "hostile {args:?} took {took:?} on {}", rt.backend().name);
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    let lines: std::collections::BTreeMap<String, String> =
        labelled(&run.stdout).into_iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    assert_eq!(lines.get("after").map(String::as_str), Some("ok"), "hostile {args:?}:\n{}", run.stdout);
    lines
}

fn expect(lines: &std::collections::BTreeMap<String, String>, label: &str, starts: &str, contains: &str) {
    let got = lines.get(label).unwrap_or_else(|| panic!("no `{label}` line in {lines:?}"));
    assert!(
        got.starts_with(starts) && got.contains(contains),
        "{label}: `{got}` (wanted `{starts}` … `{contains}`)"
    );
}

/// Modules that panicked a naga back end: an `override` in a `var<private>` initializer (the WGSL
/// writer, once used for the cpu executor's cache key) runs; pointers into a matrix column or a
/// struct member (the SPIR-V writer, inside wgpu) are refused by name with their position.
fn back_end_panics_are_refused_or_never_reached(rt: &Runtime) {
    let l = hostile(rt, &["kernel", "/h/kernel-override-private.wgsl"]);
    // s = 6, out[x] = 6x over 1000 elements; the pipeline applies it twice.
    expect(&l, "kernel", "ok 2997000", "");
    expect(&l, "pipeline", "ok 17982000", "");
    let l = hostile(rt, &["kernel", "/h/kernel-matrix-column-pointer.wgsl"]);
    expect(&l, "kernel", "unsupported: 2:76: ", "argument 0 of the call to `bump` is a pointer into");
    let l = hostile(rt, &["module", "/h/module-struct-member-pointer.wgsl"]);
    expect(&l, "module", "unsupported: 4:57: ", "pointer into a vector, matrix, array or struct");
    // An override-sized workgroup array and an override in a private initializer, through batch:
    // o[i] = w[63 - i] + 6 over 64 invocations.
    let l = hostile(rt, &["module", "/h/module-override-sized.wgsl"]);
    expect(&l, "module", "ok 2400", "");
}

/// Variables too large for a device are `quota` before anything compiles (they grew lavapipe's
/// memory without bound and hung the NVIDIA driver).
fn huge_variables_are_quota_before_compiling(rt: &Runtime) {
    let l = hostile(rt, &["kernel", "/h/kernel-huge-workgroup.wgsl"]);
    expect(
        &l,
        "kernel",
        "quota: 1:1: ",
        "400000000 bytes of workgroup storage (up to `big`), over the device's limit",
    );
    let l = hostile(rt, &["kernel", "/h/kernel-huge-local.wgsl"]);
    expect(&l, "kernel", "quota: ", "4000000 in function locals along its deepest call path");
    let l = hostile(rt, &["module", "/h/module-huge-private.wgsl"]);
    expect(&l, "module", "quota: 1:1: ", "40000000 bytes of private and function variables per invocation");
}

/// A kernel source binding `@group(0) @binding(0)` itself (a generated binding's slot) was a
/// host fault ("generated kernel code was refused"); it is the guest's `invalid`.
fn a_binding_in_a_kernel_source_is_invalid(rt: &Runtime) {
    let l = hostile(rt, &["kernel", "/h/kernel-binding.wgsl"]);
    expect(&l, "kernel", "invalid: ", "declares the resource binding `mine`");
}

/// A kernel with a barrier over an output that is not a multiple of its workgroup: every
/// invocation reaches the barrier (idle ones compute too), so each executor gives the oracle's
/// answer: out[x] = a(x + 1) inside each workgroup of 256, wrapping to its first element, and
/// 0 from idle invocations (1 + … + 999 minus 3 × 256 at the wraps).
fn barriers_in_a_ragged_kernel_are_reached_by_all(rt: &Runtime) {
    let l = hostile(rt, &["kernel", "/h/kernel-ragged-barrier.wgsl"]);
    let n: i64 = 1000;
    let oracle = |a: &dyn Fn(i64) -> i64| -> i64 {
        (0..n)
            .map(|x| {
                let (base, li) = (x - x % 256, x % 256);
                a(base + (li + 1) % 256)
            })
            .sum()
    };
    let once = oracle(&|i| if i < n { i } else { 0 });
    let twice = oracle(&|i| if i < n { oracle_at(i, n) } else { 0 });
    expect(&l, "kernel", &format!("ok {once}"), "");
    expect(&l, "pipeline", &format!("ok {twice}"), "");
}

/// One application of the ragged barrier kernel at `i` (for the pipeline's second step).
fn oracle_at(i: i64, n: i64) -> i64 {
    let (base, li) = (i - i % 256, i % 256);
    let j = base + (li + 1) % 256;
    if j < n { j } else { 0 }
}

/// Calls over the host's own caps get `quota`, not a trap in the component model's lifting:
/// a stream with 257 MiB of data (wasmtime's hostcall fuel was 128 MiB), a plan listing 20 000
/// kernels.
fn calls_over_the_host_caps_are_quota(rt: &Runtime) {
    let l = hostile(rt, &["stream-data", "257"]);
    expect(&l, "stream-data", "quota: ", "269484032 data bytes");
    let l = hostile(rt, &["plan-kernels", "20000"]);
    expect(&l, "plan-kernels", "quota: ", "the plan lists 20000 kernels; at most 16384");
}

/// Kernels sized per call and reductions answer bad sizes and axes by name, and a guest that
/// asks for every reduction of a rank-3 array gets them (48 kernels, each compiled once).
fn sizes_and_reductions_are_named_errors(rt: &Runtime) {
    let l = hostile(rt, &["sizes"]);
    expect(&l, "sized-rank", "invalid: ", "has rank 2; kernel `kernel` computes a rank-1 output");
    expect(&l, "sized-zero", "invalid: ", "zero extent");
    expect(&l, "sized-huge", "quota: ", "");
    expect(&l, "reduce-axis", "invalid: ", "axis 3 is past the rank");
    expect(&l, "reduce-destroyed", "refused: ", "destroyed");
    expect(&l, "reduce-every", "ok 48", "");
}

/// Work that grows without a loop, and values a driver materializes, are refused by name before
/// any compiler sees them: 64 levels of helpers each calling the next twice passed as "no
/// loops" and ran past 150 s on the cpu executor (12.4 GB in the GPU process compiling it); a
/// `const` array of 10^8 words took the GPU process to 14 GB and a SIGSEGV.
fn work_and_values_without_loops_are_quota(rt: &Runtime) {
    let l = hostile(rt, &["module", "/h/module-calls-multiply.wgsl"]);
    expect(&l, "module", "quota: ", "entry point `main` reaches more than 2^64 expressions");
    let l = hostile(rt, &["module", "/h/module-huge-const.wgsl"]);
    expect(&l, "module", "quota: 1:", "a value of 400000000 bytes");
}

/// Batch objects made with no stream between them: through the GPU process the 129th was never
/// answered (the project's own `batch errors` hung on it); 300 in one context and 150 contexts
/// of two each, then a stream, all answered.
fn objects_without_streams_are_all_answered(rt: &Runtime) {
    let l = hostile(rt, &["creations", "300"]);
    expect(&l, "creations", "ok 664", "");
}

on_both_executors!(
    work_and_values_without_loops_are_quota,
    objects_without_streams_are_all_answered,
    sizes_and_reductions_are_named_errors,
    back_end_panics_are_refused_or_never_reached,
    huge_variables_are_quota_before_compiling,
    a_binding_in_a_kernel_source_is_invalid,
    barriers_in_a_ragged_kernel_are_reached_by_all,
    calls_over_the_host_caps_are_quota,
);

/// Counted loops are charged their exact trip count, or checked per iteration: a loop that
/// runs zero times, or leaves early, within the budget is never cut (both were `truncated` on a
/// budget of 4096: charged 30 840 and 100 000 up front). out[x] = x + 3 + 5.
fn counted_loops_within_the_budget_are_never_cut(rt: &Runtime) {
    let l = hostile(rt, &["kernel", "/h/kernel-counted-loops.wgsl"]);
    expect(&l, "kernel", "ok 507500", "");
    expect(&l, "pipeline", "ok 515500", "");
}

/// A dispatch whose every invocation loops forever is cut by the default budget in about a
/// second on executors that run loops on the CPU (it took 9 s per dispatch on the cpu executor's
/// two threads, 3.7 s on lavapipe): the kernel run and the two-step pipeline (three fully cut
/// dispatches) answer `truncated` well within the bound, on a small and a large dispatch.
fn a_fully_cut_dispatch_ends_in_about_a_second(rt: &Runtime) {
    for n in ["1000", "1048576"] {
        let start = Instant::now();
        let l = hostile(rt, &["kernel", "/h/kernel-forever.wgsl", n]);
        let took = start.elapsed();
        expect(&l, "kernel", "truncated: ", "exhausted its loop budget");
        expect(&l, "pipeline", "truncated: ", "exhausted its loop budget");
        // Three dispatches; a debug build on two shared cores: 12 s (the figure is ~2 s here).
        assert!(took < Duration::from_secs(12), "{n} invocations: three cut dispatches took {took:?}");
    }
    // A divergent loop, then a loop with barriers, both forever: each cut by the Guard (it ran
    // 47 s per dispatch on the cpu executor, and into the 60 s backstop, answered `device`).
    for n in ["256", "1000"] {
        let start = Instant::now();
        let l = hostile(rt, &["kernel", "/h/kernel-divergent-then-barrier-loop.wgsl", n]);
        let took = start.elapsed();
        expect(&l, "kernel", "truncated: ", "exhausted its loop budget");
        expect(&l, "pipeline", "truncated: ", "exhausted its loop budget");
        assert!(took < Duration::from_secs(15), "{n} invocations with barrier loops: {took:?}");
    }
}

mod default_budget {
    use super::*;
    on_both_executors!(a_fully_cut_dispatch_ends_in_about_a_second);
}

mod small {
    use super::*;
    on_both_executors!(small_budget: counted_loops_within_the_budget_are_never_cut);
}

/// Every object a guest can make counts against a quota, taken before the host does any work for
/// it: a second kernel under a limit of one is `quota` although its source would not even parse
/// (it was compiled first, then counted); batch contexts and shader modules (unlimited before)
/// and the WGSL source held by kernels stop at their limits.
fn quotas_are_taken_before_the_work(base: Config) {
    let quotas = wasm_host::Quotas { max_kernels: 1, ..wasm_host::Quotas::default() };
    let Some(rt) = own_runtime(Config { quotas: quotas.clone(), ..base }) else { return };
    let l = hostile(&rt, &["quotas"]);
    expect(&l, "first-kernel", "ok built", "");
    expect(&l, "kernel-before-compile", "quota: ", "already holds 1 kernels, its limit");
    expect(
        &l,
        "contexts",
        "quota: ",
        "already holds 64 batch contexts, its limit (a batch context) (after 64)",
    );
    // Modules were not counted at all (200 modules of 1 MB held 7.2 GB).
    expect(
        &l,
        "modules",
        "quota: ",
        "already holds 256 batch shader modules, its limit (a shader module) (after 256)",
    );
    // A kernel of eight outputs of 16 MiB each is refused under 64 MiB of arrays before any is
    // made (the fourth's allocation failed first), and runs at a smaller size.
    let small = wasm_host::Quotas { max_array_bytes: 64 << 20, ..wasm_host::Quotas::default() };
    let Some(rt) = own_runtime(Config { quotas: small, ..base_default(&rt) }) else { return };
    let l = hostile(&rt, &["outputs"]);
    expect(&l, "outputs-quota", "quota: ", "the outputs of one kernel run");
    expect(&l, "outputs-after", "ok 8", "");
    // Kernels of just under 1 MiB of source each: 16 fit the default 16 MiB of WGSL source.
    let Some(rt) = own_runtime(base_default(&rt)) else { return };
    let l = hostile(&rt, &["wgsl"]);
    expect(&l, "wgsl-bytes", "quota: ", "would bring this guest's WGSL source to");
    expect(&l, "wgsl-bytes", "", "over its limit of 16777216 bytes (after 16)");
}

/// `rt`'s configuration with the default quotas.
fn base_default(rt: &Runtime) -> Config {
    Config { quotas: wasm_host::Quotas::default(), ..rt.config().clone() }
}

#[test]
fn quotas_are_taken_before_the_work_cpu() {
    quotas_are_taken_before_the_work(cpu_config(Config::default()));
}

#[test]
fn quotas_are_taken_before_the_work_gpu() {
    quotas_are_taken_before_the_work(Config {
        backend: wasm_host::config::Backend::Gpu,
        ..Config::default()
    });
}

/// The guest's own code is bounded too (it runs in wasmtime whichever executor runs its GPU
/// work, so one executor shows it): a spinning guest is stopped at its time limit, and one
/// allocating past its memory limit is refused the memory.
#[test]
fn the_guests_own_code_has_limits() {
    let timed = cpu_config(Config {
        guest: GuestLimits { timeout: Some(Duration::from_secs(1)), ..GuestLimits::default() },
        ..Config::default()
    });
    let rt = Runtime::new(timed).expect("a cpu runtime");
    let start = Instant::now();
    let err = run_guest(&rt, "hostile", &["spin"], &[]).expect_err("a spinning guest is stopped");
    assert!(start.elapsed() < BOUND, "stopped after {:?}", start.elapsed());
    assert!(err.to_string().contains("ran past its time limit of 1s"), "{err}");

    let small = cpu_config(Config {
        guest: GuestLimits { max_memory_bytes: 64 << 20, ..GuestLimits::default() },
        ..Config::default()
    });
    let rt = Runtime::new(small).expect("a cpu runtime");
    let run = run_guest(&rt, "hostile", &["grow", "512"], &[]).expect("the guest runs");
    let got: u32 = labelled(&run.stdout)
        .get("grow")
        .and_then(|l| l.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no grow line: {}", run.stdout));
    assert!(got < 64, "the guest got {got} MiB under a 64 MiB limit");
    assert_eq!(labelled(&run.stdout).get("after"), Some(&"ok"), "{}", run.stdout);
    // Without the limit it gets all it asks for.
    let run = run_guest(cpu_runtime(), "hostile", &["grow", "512"], &[]).expect("the guest runs");
    assert!(run.stdout.contains("grow: 512 MiB of 512"), "{}", run.stdout);
}

/// A runtime on the best GPU adapter through the GPU process (the command line's default), or
/// `None` with a note where there is no adapter (under `CI` a failure).
fn gpu_process_runtime() -> Option<&'static Runtime> {
    static RUNTIME: std::sync::OnceLock<Option<Runtime>> = std::sync::OnceLock::new();
    RUNTIME
        .get_or_init(|| {
            let process = gpu_process(env!("CARGO_BIN_EXE_gpu_process"));
            own_runtime(Config {
                backend: wasm_host::config::Backend::Gpu,
                gpu_process: Some(process),
                ..Config::default()
            })
        })
        .as_ref()
}

/// The cases of the GPU process's own defects, through it.
mod gpu_process {
    #[test]
    fn objects_without_streams_are_all_answered() {
        if let Some(rt) = super::gpu_process_runtime() {
            super::objects_without_streams_are_all_answered(rt)
        }
    }

    #[test]
    fn work_and_values_without_loops_are_quota() {
        if let Some(rt) = super::gpu_process_runtime() {
            super::work_and_values_without_loops_are_quota(rt)
        }
    }
}
