//! Arbitrary or mutated WGSL text → the Guard: the nesting bound, parse, validate, the checks,
//! the loop-budget rewrite and the re-validation. The Guard must answer every input with a
//! module or a `GuardError`, never a panic; what it accepts must validate and be printable.
#![no_main]

use libfuzzer_sys::fuzz_target;
use naga::valid::{Capabilities, ValidationFlags, Validator};
use wasm_host::guard::{Guard, GuardPolicy};

fuzz_target!(|data: &[u8]| {
    let Ok(source) = std::str::from_utf8(data) else { return };
    let guard = Guard::new(GuardPolicy::default());
    let Ok(guarded) = guard.check(source) else { return };
    // What the Guard hands an executor validates as it is.
    if let Err(e) = Validator::new(ValidationFlags::all(), Capabilities::default()).validate(guarded.module())
    {
        panic!("the Guard accepted a module that does not validate: {e:?}");
    }
    // A module without loops is passed through untouched; one with loops carries its bounds.
    let loops = wasm_host::guard::budget::count_loops(guarded.module());
    assert!(!guarded.rewritten() || guarded.bounds().is_some(), "a rewritten module has no bounds");
    if guarded.rewritten() {
        assert!(loops > 0, "a module without loops was rewritten");
    }
    // The rewritten module prints as WGSL (what `wasm-host check` shows).
    // (naga's writer runs inside `error::contain`: a panic there is `unsupported` by design.)
    let _ = wasm_host_fuzz::contained(|| guarded.to_wgsl());
});
