//! WGSL the Guard accepts → the cpu compiler (`exec::cpu::compile`, which calls naga-wasm) → wasmparser.
//!
//! The Guard runs with the cpu executor's settings (reserved group 3, 64 KiB of workgroup
//! storage, barrier loops at 1/256 of the budget). Each compute entry point (the first four)
//! is compiled as the executor compiles it (vectorized where the vectorizer takes it, else
//! scalar; calls inlined or not and vector loops interleaved or not by the input's length),
//! and, when vectorized, once more scalar. Asserted: the compiler never panics (in
//! the host `error::contain` turns a panic into `unsupported`; libfuzzer's panic hook aborts
//! before that, so here it is a finding), a
//! refusal is a guest error (never a host fault), and every module it returns validates with
//! wasmparser (threads, shared and multiple memories, SIMD, as the cpu engine enables).
//! `WASM_HOST_FUZZ_TRACE=1` prints an invalid module as text (wasmprinter) before the panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use naga_wasm::{Limits, Path};
use wasm_host::exec::cpu::{Codegen, compile};
use wasm_host::guard::{Guard, GuardPolicy};
use wasmparser::{Validator, WasmFeatures};

thread_local! {
    static GUARD: Guard = Guard::new(GuardPolicy {
        reserved_group: 3,
        max_workgroup_bytes: Limits::default().workgroup_bytes,
        barrier_loop_divisor: 256,
        ..GuardPolicy::default()
    });
}

fn check_wasm(wasm: &[u8], what: &str) {
    let features = WasmFeatures::default()
        | WasmFeatures::THREADS
        | WasmFeatures::MULTI_MEMORY
        | WasmFeatures::SIMD
        | WasmFeatures::RELAXED_SIMD;
    if let Err(e) = Validator::new_with_features(features).validate_all(wasm) {
        if wasm_host_fuzz::trace() {
            match wasmprinter::print_bytes(wasm) {
                Ok(text) => eprintln!("{text}"),
                Err(p) => eprintln!("(wasmprinter: {p})"),
            }
        }
        panic!("the cpu compiler's {what} output is invalid wasm: {e}");
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(source) = std::str::from_utf8(data) else { return };
    let Ok(guarded) = GUARD.with(|g| g.check(source)) else { return };
    // Alternate inlining and interleaving by the input's length, so every way is covered.
    let inline = data.len() % 2 == 0;
    let interleave = data.len() / 2 % 2 == 0;
    let codegen = |vectorize| Codegen { inline, vectorize, interleave };
    let entries: Vec<String> = guarded
        .module()
        .entry_points
        .iter()
        .filter(|ep| ep.stage == naga::ShaderStage::Compute)
        .take(4)
        .map(|ep| ep.name.clone())
        .collect();
    for entry in entries {
        match compile(&guarded, &entry, &[], codegen(true)) {
            Ok(c) => {
                check_wasm(&c.wasm, &c.path.to_string());
                if matches!(c.path, Path::Vector { .. }) {
                    match compile(&guarded, &entry, &[], codegen(false)) {
                        Ok(s) => check_wasm(&s.wasm, "scalar"),
                        Err(e) => panic!("`{entry}` vectorizes but does not compile scalar: {e}"),
                    }
                }
            }
            Err(e) => assert!(e.kind().is_some(), "`{entry}`: the compiler answered with a host fault: {e}"),
        }
    }
});
