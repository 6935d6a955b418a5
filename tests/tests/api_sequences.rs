//! Generated sequences of WIT calls against the API's reference model
//! (`wasm_host_tests::api_model`, which the fuzz target `api` drives too): two guests per run,
//! every kind of call, each answer checked (values exactly, refusals by kind), usage checked
//! after every call and empty at the end; on the cpu executor (vector and scalar code), on wgpu
//! in this process and through the GPU process. A wedged call fails the test at a deadline
//! instead of hanging it.
//!
//! Seeded: the seed is printed; `WASM_HOST_SEED` replays it. `API_SEQUENCES` sets how many
//! sequences run per executor at least (default 24; more, up to 8 times as many, until every
//! kind of call has got through).

#![allow(clippy::print_stderr)]

use std::sync::mpsc;
use std::time::Duration;

use wasm_host::config::Backend;
use wasm_host::{Config, Runtime};
use wasm_host_tests::api_model::{self, Coverage};
use wasm_host_tests::*;

/// Bytes per sequence: about one call per 8 bytes.
const LEN: usize = 3000;

fn sequences() -> u32 {
    std::env::var("API_SEQUENCES").ok().and_then(|v| v.parse().ok()).unwrap_or(24)
}

/// Runs the sequences on `rt` within `deadline` (checked from another thread: a wedged call
/// cannot time itself out) and returns what they covered.
fn drive(name: &str, rt: &Runtime, deadline: Duration) -> Coverage {
    let seed = seed();
    let (done, finished) = mpsc::channel();
    let rt = rt.clone();
    let name_owned = name.to_string();
    std::thread::spawn(move || {
        let mut rng = Rng(seed | 1);
        let mut total = Coverage::default();
        let mut kept = api_model::Model::new(&rt);
        // At least `sequences()`, and on until every kind of call has got through (a rare seed
        // may meet no fault in the first ones), at most 8 times as many.
        let covered = |c: &Coverage| {
            c.values > 0
                && c.runs > 0
                && c.pipeline_runs > 0
                && c.reductions > 0
                && c.streams > 0
                && c.faults > 0
                && c.errors > 0
        };
        let mut i = 0;
        while i < 8 * sequences() && (i < sequences() || !covered(&total)) {
            let bytes: Vec<u8> = (0..LEN).map(|_| rng.next() as u8).collect();
            // Odd sequences reuse two guests that lived through the earlier ones.
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                if i % 2 == 0 { api_model::run(&rt, &bytes) } else { kept.run(&bytes) }
            }));
            match r {
                Ok(c) => {
                    total.calls += c.calls;
                    total.values += c.values;
                    total.errors += c.errors;
                    total.runs += c.runs;
                    total.pipeline_runs += c.pipeline_runs;
                    total.reductions += c.reductions;
                    total.streams += c.streams;
                    total.faults += c.faults;
                }
                Err(_) => {
                    let _ = done.send(Err(format!("{name_owned}: sequence {i} failed (seed {seed:#x})")));
                    return;
                }
            }
            i += 1;
        }
        let _ = done.send(Ok(total));
    });
    match finished.recv_timeout(deadline) {
        Ok(Ok(c)) => {
            eprintln!("{name}: {c:?}");
            // Every kind of call got through, and the model's faults were met.
            assert!(c.values > 0 && c.runs > 0 && c.pipeline_runs > 0, "{name}: {c:?}");
            assert!(c.reductions > 0 && c.streams > 0 && c.faults > 0 && c.errors > 0, "{name}: {c:?}");
            c
        }
        Ok(Err(m)) => panic!("{m}"),
        Err(_) => panic!("{name}: the sequences did not finish within {deadline:?} (seed {seed:#x})"),
    }
}

fn config(backend: Backend) -> Config {
    Config { backend, loop_budget: api_model::budget(), ..Config::default() }
}

#[test]
fn api_sequences_on_the_cpu_executor() {
    let rt = Runtime::new(cpu_config(config(Backend::Cpu))).expect("the cpu executor starts");
    drive("cpu", &rt, Duration::from_secs(300));
    let mut scalar = cpu_config(config(Backend::Cpu));
    scalar.cpu.vectorize = false;
    let rt = Runtime::new(scalar).expect("the cpu executor starts");
    drive("cpu scalar", &rt, Duration::from_secs(300));
}

#[test]
fn api_sequences_on_wgpu() {
    let Some(rt) = own_runtime(config(Backend::Gpu)) else { return };
    drive("wgpu", &rt, Duration::from_secs(300));
}

#[test]
fn api_sequences_through_the_gpu_process() {
    let process = gpu_process(env!("CARGO_BIN_EXE_gpu_process"));
    let Some(rt) = own_runtime(Config { gpu_process: Some(process), ..config(Backend::Gpu) }) else { return };
    drive("gpu process", &rt, Duration::from_secs(300));
}

/// The inputs the `api` fuzz target once failed on (`fuzz/regressions/api/`), each replayed
/// as that target runs it (the cpu executor, two threads, the model's budget), on wgpu, and
/// on wgpu through the GPU process.
#[test]
fn api_fuzz_regressions_replay() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions/api");
    let mut inputs: Vec<_> =
        std::fs::read_dir(&dir).expect("fuzz/regressions/api").flatten().map(|e| e.path()).collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "no inputs in {}", dir.display());
    let cpu = Runtime::new(cpu_config(config(Backend::Cpu))).expect("the cpu executor starts");
    let gpu = own_runtime(config(Backend::Gpu));
    let process = gpu_process(env!("CARGO_BIN_EXE_gpu_process"));
    let remote = own_runtime(Config { gpu_process: Some(process), ..config(Backend::Gpu) });
    for rt in std::iter::once(&cpu).chain(gpu.as_ref()).chain(remote.as_ref()) {
        for input in &inputs {
            let bytes = std::fs::read(input).expect("an input");
            let name = format!("{} on {}", input.display(), rt.backend().name);
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| api_model::run(rt, &bytes)));
            assert!(r.is_ok(), "{name} failed");
        }
    }
}
