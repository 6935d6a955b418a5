//! Sequences of WIT calls from two guests → the guest API's reference model
//! (`tests/src/api_model.rs`): arrays, kernels (every edge, sized, looping past the budget,
//! reading outside a strict array), reductions, pipelines and batch contexts made, run,
//! destroyed and dropped in any order. Asserted, call by call: every answer is the model's —
//! values exactly, refusals by the kinds that may name them, never a host fault — and each
//! guest's usage is what it holds; at the end, with every handle dropped, nothing.
//!
//! One runtime for the process: the cpu executor (two threads, or `FUZZ_API_THREADS`: one
//! per process where many processes share the cores, as `fuzz/device.sh` runs them) with a
//! loop budget the model knows; its compile cache makes the kernels' second creation cheap. The two guests live as
//! long as the process (opening a guest's tenant is the costly part of a short input); each
//! input starts from them empty.
#![no_main]

use std::sync::{Mutex, OnceLock};

use libfuzzer_sys::fuzz_target;
use wasm_host::config::Backend;
use wasm_host::exec::cpu::CpuOptions;
use wasm_host::{Config, Runtime};
use wasm_host_fuzz::api;

fn runtime() -> &'static Runtime {
    static RT: OnceLock<Runtime> = OnceLock::new();
    RT.get_or_init(|| {
        let threads = std::env::var("FUZZ_API_THREADS").ok().and_then(|t| t.parse().ok()).unwrap_or(2);
        let config = Config {
            backend: Backend::Cpu,
            cpu: CpuOptions { threads, ..CpuOptions::default() },
            loop_budget: api::budget(),
            ..Config::default()
        };
        Runtime::new(config).expect("the cpu executor starts")
    })
}

/// The two guests, kept between inputs (each input ends with every handle dropped).
fn model() -> &'static Mutex<api::Model> {
    static MODEL: OnceLock<Mutex<api::Model>> = OnceLock::new();
    MODEL.get_or_init(|| Mutex::new(api::Model::new(runtime())))
}

fuzz_target!(|data: &[u8]| {
    let mut model = model().lock().unwrap_or_else(|e| e.into_inner());
    let coverage = model.run(data);
    if wasm_host_fuzz::trace() {
        eprintln!("api: {coverage:?}");
    }
});
