//! Arbitrary plan descriptions → `Plan::compile`.
//!
//! Kernels come from a fixed pool (made once on the cpu executor); inputs, steps, operands,
//! outputs and the step limit are arbitrary. Asserted: `compile` never panics and answers a
//! bad plan with a guest error (never a host fault); a plan it accepts computes what the
//! description says: run abstractly, every step reads its operands' values from the slots it
//! binds, never writes an input's slot or a slot it reads, its slot is large enough, a step
//! result that is still needed is never overwritten, and every output's slot holds its value
//! at the end; steps run in order, and run + dropped = all.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wasm_host::plan::Plan;
use wasm_host_fuzz::plan::{APlan, check, desc};

fuzz_target!(|a: APlan| {
    let d = desc(&a);
    let max = if a.max_steps & 0x8000 == 0 { 16384 } else { u32::from(a.max_steps & 0x7fff) };
    let result = Plan::compile(d.clone(), max);
    if wasm_host_fuzz::trace() {
        match &result {
            Ok(p) => {
                eprintln!("plan: {} steps ({} dropped), {} slots", p.steps.len(), p.dropped, p.slots.len())
            }
            Err(e) => eprintln!("plan: {e}"),
        }
    }
    match result {
        Ok(plan) => check(&d, &plan),
        Err(e) => assert!(e.kind().is_some(), "a plan answered with a host fault: {e}"),
    }
});
