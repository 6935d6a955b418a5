//! Embedding: many guests at once on one runtime through the async path (the `examples/embed`
//! runner), each checked against its oracle; quotas, errors and truncation stay with their
//! guest; everything a guest held is released when its store drops; the async runtime keeps
//! running while guests wait on the device; the blocking linker works too.

#![allow(clippy::print_stderr)]

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use wasm_host::config::Backend;
use wasm_host::guard::LoopBudget;
use wasm_host::{Config, Quotas, Runtime};
use wasm_host_embed::{Host, Job, Report};
use wasm_host_tests::*;

struct Jacobi {
    n: usize,
    sweeps: usize,
    dir: PathBuf,
    /// One kernel run per sweep (even seeds), or one pipeline run (odd seeds).
    per_pass: bool,
}

fn jacobi_job(host: &Host, name: &str, n: usize, sweeps: usize, seed: u32, quotas: Quotas) -> (Job, Jacobi) {
    let dir = scratch_dir(name);
    let per_pass = seed.is_multiple_of(2);
    let (n_s, sweeps_s, seed_s) = (n.to_string(), sweeps.to_string(), seed.to_string());
    let mut args = vec!["--n", &n_s, "--sweeps", &sweeps_s, "--seed", &seed_s, "--dump", "/out"];
    if per_pass {
        args.push("--per-pass");
    }
    let job = Job {
        name: name.to_string(),
        component: host.load(&guest("jacobi")).expect("jacobi loads"),
        args: args.iter().map(|a| a.to_string()).collect(),
        out_dir: Some(dir.clone()),
        quotas,
    };
    (job, Jacobi { n, sweeps, dir, per_pass })
}

fn plain_job(host: &Host, name: &str, example: &str, args: &[&str]) -> Job {
    Job {
        name: name.to_string(),
        component: host.load(&guest(example)).expect("guest loads"),
        args: args.iter().map(|a| a.to_string()).collect(),
        out_dir: None,
        quotas: Quotas::default(),
    }
}

fn check_ok(r: &Report) {
    assert_eq!(r.exit, Ok(0), "{}: {}{}", r.name, r.stdout, r.stderr);
    assert_eq!(r.stats.errors, 0, "{}", r.name);
}

fn check_jacobi_dump(r: &Report, j: &Jacobi) {
    check_ok(r);
    let want = if j.per_pass { (j.sweeps as u64, 0) } else { (0, 1) };
    assert_eq!((r.stats.runs, r.stats.pipeline_runs), want, "{}", r.name);
    let (u0, q, u) =
        (read_bin::<f32>(&j.dir, "u0"), read_bin::<f32>(&j.dir, "q"), read_bin::<f32>(&j.dir, "u"));
    check_jacobi(j.n, j.sweeps, &u0, &q, &u);
    std::fs::remove_dir_all(&j.dir).ok();
}

/// A gpu configuration with queue operations applied as `submit_thread` says (`None`: the
/// adapter's default).
fn gpu(submit_thread: Option<bool>) -> Config {
    let mut config = Config { backend: Backend::Gpu, ..Config::default() };
    config.gpu.submit_thread = submit_thread;
    config
}

/// Eight jacobi guests of different sizes and seeds and two hello guests, all at once.
/// The timing test runs alone: the other tests of this file load both cores, which would starve
/// its ticker whether or not a guest's wait blocks the thread.
static TIMING: std::sync::RwLock<()> = std::sync::RwLock::new(());

fn shared() -> std::sync::RwLockReadGuard<'static, ()> {
    TIMING.read().unwrap_or_else(|e| e.into_inner())
}

fn many_guests_at_once(tag: &str, config: Config) {
    let _shared = shared();
    let Some(rt) = own_runtime(config) else { return };
    let host = Arc::new(Host::new(rt.clone()).unwrap());
    let mut jobs = Vec::new();
    let mut expect = Vec::new();
    for g in 0..8u32 {
        let (n, sweeps) = (40 + 8 * g as usize, 10 + 3 * g as usize);
        let (job, j) =
            jacobi_job(&host, &format!("many-{tag}-jacobi-{g}"), n, sweeps, 100 + g, Quotas::default());
        jobs.push(job);
        expect.push(Some(j));
    }
    for g in 0..2 {
        jobs.push(plain_job(&host, &format!("hello-{g}"), "hello", &[]));
        expect.push(None);
    }
    let reports = run_jobs(&host, jobs, 4);
    for (r, j) in reports.iter().zip(&expect) {
        match j {
            Some(j) => check_jacobi_dump(r, j),
            None => {
                check_ok(r);
                assert!(r.stdout.contains(", 0 wrong"), "{}", r.stdout);
            }
        }
    }
    // Every store is gone: nothing any guest made is left on the device (nor kept for reuse).
    let live = rt.executor().live();
    assert_eq!((live.buffers, live.buffer_bytes, live.programs, live.kept_bytes), (0, 0, 0, 0), "{live:?}");
}

#[test]
fn many_guests_at_once_match_their_oracles_and_release_everything() {
    many_guests_at_once("gpu", gpu(None));
}

#[test]
fn many_guests_at_once_on_a_submission_thread() {
    many_guests_at_once("gpu-thread", gpu(Some(true)));
}

#[test]
fn many_guests_at_once_with_queue_ops_on_the_caller() {
    many_guests_at_once("gpu-caller", gpu(Some(false)));
}

#[test]
fn many_guests_at_once_on_the_cpu_executor() {
    many_guests_at_once("cpu", cpu_config(Config::default()));
}

fn quotas_errors_and_truncation_stay_with_their_guest(config: Config) {
    let _shared = shared();
    let loop_budget =
        LoopBudget { min_iterations: 1024, max_iterations: SMALL_BUDGET, ..LoopBudget::default() };
    let Some(rt) = own_runtime(Config { loop_budget, ..config }) else { return };
    let host = Arc::new(Host::new(rt.clone()).unwrap());
    // Room for two 64×64 f32 arrays; a jacobi sweep needs three at once.
    let tight = Quotas { max_array_bytes: 2 * 64 * 64 * 4, ..Quotas::default() };
    let (tight_job, _) = jacobi_job(&host, "tight", 64, 5, 1, tight);
    let (a, ja) = jacobi_job(&host, "beside-a", 64, 30, 2, Quotas::default());
    let (b, jb) = jacobi_job(&host, "beside-b", 48, 25, 3, Quotas::default());
    let budget = plain_job(&host, "budget", "conformance", &["budget"]);
    let errors = plain_job(&host, "errors", "conformance", &["errors"]);
    let reports = run_jobs(&host, vec![tight_job, a, budget, b, errors], 3);

    let tight = &reports[0];
    assert_ne!(tight.exit, Ok(0), "the tight guest must fail: {}", tight.stdout);
    assert!(tight.stderr.contains("quota"), "{}", tight.stderr);
    assert_eq!(tight.stats.errors, 1);
    check_jacobi_dump(&reports[1], &ja);
    check_jacobi_dump(&reports[3], &jb);
    let budget = &reports[2];
    assert!(budget.stdout.contains("forever: truncated"), "{}", budget.stdout);
    assert!(budget.stdout.contains("after: ok 45 55 2595"), "{}", budget.stdout);
    assert!(budget.stats.truncated >= 1, "{:?}", budget.stats);
    let errors = &reports[4];
    assert_eq!(errors.exit, Ok(0), "{}{}", errors.stdout, errors.stderr);
    assert!(errors.stats.errors > 10, "{:?}", errors.stats);
    for r in [&reports[1], &reports[3]] {
        assert_eq!((r.stats.errors, r.stats.truncated), (0, 0), "{}: {:?}", r.name, r.stats);
    }
    let live = rt.executor().live();
    assert_eq!((live.buffers, live.programs, live.kept_bytes), (0, 0, 0), "{live:?}");
}

#[test]
fn quotas_errors_and_truncation_stay_with_their_guest_on_the_gpu() {
    quotas_errors_and_truncation_stay_with_their_guest(gpu(None));
}

#[test]
fn quotas_errors_and_truncation_stay_with_their_guest_on_the_cpu_executor() {
    quotas_errors_and_truncation_stay_with_their_guest(cpu_config(Config::default()));
}

#[test]
fn the_async_runtime_keeps_running_while_guests_wait_on_the_gpu() {
    if let Some(rt) = gpu_runtime() {
        the_async_runtime_keeps_running_while_guests_wait(rt);
    }
}

#[test]
fn the_async_runtime_keeps_running_while_guests_wait_on_the_cpu_executor() {
    the_async_runtime_keeps_running_while_guests_wait(cpu_runtime());
}

fn the_async_runtime_keeps_running_while_guests_wait(rt: &Runtime) {
    let _alone = TIMING.write().unwrap_or_else(|e| e.into_inner());
    let host = Host::new(rt.clone()).unwrap();
    let job = plain_job(&host, "wait", "jacobi", &["--n", "384", "--sweeps", "60"]);
    // One thread only: if a guest's wait blocked it, the timer could not tick meanwhile.
    let local = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let interval = Duration::from_millis(2);
    let (ticks, busy) = local.block_on(async {
        let ticks = Arc::new(std::sync::Mutex::new(Vec::<Instant>::new()));
        let ticker = {
            let ticks = ticks.clone();
            tokio::spawn(async move {
                let mut every = tokio::time::interval(interval);
                every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
                loop {
                    every.tick().await;
                    ticks.lock().unwrap().push(Instant::now());
                }
            })
        };
        // Run the guest until it has kept the device busy for at least 200 ms in total.
        let mut busy = Vec::new();
        let mut total = Duration::ZERO;
        while total < Duration::from_millis(200) && busy.len() < 16 {
            let start = Instant::now();
            let r = host.run(job.clone()).await.unwrap();
            check_ok(&r);
            busy.push((start, Instant::now()));
            total += start.elapsed();
        }
        ticker.abort();
        let ticks = ticks.lock().unwrap().clone();
        (ticks, busy)
    });
    let total: Duration = busy.iter().map(|(a, b)| *b - *a).sum();
    let during = ticks.iter().filter(|t| busy.iter().any(|(a, b)| *a <= **t && **t <= *b)).count();
    let expected = total.as_secs_f64() / interval.as_secs_f64();
    eprintln!(
        "{during} timer ticks during {:.0} ms of guest runs ({expected:.0} possible)",
        total.as_secs_f64() * 1e3
    );
    // The guests spend most of this time waiting on the device; a blocked thread would tick
    // (almost) never.
    assert!(during as f64 >= 0.25 * expected, "{during} ticks of {expected:.0}");
}

#[test]
fn the_blocking_linker_runs_a_guest() {
    let _shared = shared();
    use wasm_host::{GpuCtx, GpuCtxView, GpuView};
    use wasmtime::component::{Linker, ResourceTable};
    use wasmtime_wasi::p2::pipe::MemoryOutputPipe;
    use wasmtime_wasi::{WasiCtx, WasiCtxView, WasiView};

    struct State {
        wasi: WasiCtx,
        table: ResourceTable,
        gpu: GpuCtx,
    }
    impl WasiView for State {
        fn ctx(&mut self) -> WasiCtxView<'_> {
            WasiCtxView { ctx: &mut self.wasi, table: &mut self.table }
        }
    }
    impl GpuView for State {
        fn gpu(&mut self) -> GpuCtxView<'_> {
            GpuCtxView { ctx: &mut self.gpu, table: &mut self.table }
        }
    }

    let Some(rt) = gpu_runtime() else { return };
    let mut linker = Linker::<State>::new(rt.engine());
    wasmtime_wasi::p2::add_to_linker_sync(&mut linker).unwrap();
    wasm_host::add_to_linker_sync(&mut linker).unwrap();
    let component = wasmtime::component::Component::from_file(rt.engine(), guest("hello")).unwrap();
    let stdout = MemoryOutputPipe::new(1 << 16);
    let wasi = WasiCtx::builder().args(&["hello"]).stdout(stdout.clone()).build();
    let state = State { wasi, table: ResourceTable::new(), gpu: GpuCtx::new(rt) };
    let mut store = wasmtime::Store::new(rt.engine(), state);
    let command =
        wasmtime_wasi::p2::bindings::sync::Command::instantiate(&mut store, &component, &linker).unwrap();
    command.wasi_cli_run().call_run(&mut store).unwrap().expect("hello exits 0");
    let out = String::from_utf8_lossy(&stdout.contents()).into_owned();
    assert!(out.contains(", 0 wrong"), "{out}");
    assert_eq!(store.data().gpu.stats().reads, 1);
}
