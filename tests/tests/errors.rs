//! Every mistake a guest can make through the kernel interface returns its named error with a
//! message a person can act on; none panics the host, and the guest keeps working afterwards.

use wasm_host::Runtime;
use wasm_host_tests::*;

/// (label printed by `conformance errors`, expected error name, text the message must contain)
const EXPECTED: &[(&str, &str, &str)] = &[
    ("syntax", "invalid", "2:"),
    ("type", "invalid", "2:"),
    ("signature", "invalid", "`fn kernel` must be `fn kernel(x: u32) -> f32`"),
    ("no-kernel", "invalid", "defines no `fn kernel`"),
    ("return-type", "invalid", "`fn kernel` must be"),
    ("binding", "invalid", "resource binding `extra`"),
    ("reserved", "reserved", "are reserved by the host"),
    ("entry-point", "invalid", "entry point `main`"),
    ("collision", "invalid", "collides with a name the host generates"),
    ("bad-name", "invalid", "`u v` is not a WGSL identifier"),
    ("reserved-name", "invalid", "`_wh_u` is reserved"),
    ("duplicate-name", "invalid", "`u` is used twice"),
    ("rank", "invalid", "rank 4"),
    ("output-rank", "invalid", "output: a shape has 1 to 3 extents"),
    ("output-zero", "invalid", "zero extent"),
    ("constant-unknown", "invalid", "no `override nope`"),
    ("constant-range", "invalid", "does not fit its override type"),
    ("output-too-large", "quota", "the largest array on this device"),
    ("too-many-params", "quota", "at most 256 parameters, this one declares 301"),
    (
        "outputs-signature",
        "invalid",
        "`fn kernel` must be `fn kernel(x: u32) -> Outputs` for rank-1 outputs `a`, `b`",
    ),
    ("outputs-name", "invalid", "output name `a b` is not a WGSL identifier"),
    ("outputs-duplicate", "invalid", "output name `a` is used twice"),
    ("outputs-elem", "invalid", "the output element type is i32 but the first output `a` is f32"),
    ("outputs-too-many", "quota", "at most 8 outputs, this one declares 9"),
    ("outputs-collision", "invalid", "collides with a name the host generates"),
    ("outputs-run", "invalid", "kernel `pair` computes 2 outputs (`a`, `b`): run it with `run-outputs`"),
    ("outputs-step", "invalid", "step 0: kernel `pair` computes 2 outputs; trace it with `call_outputs`"),
    ("arity", "invalid", "takes 1 argument, 0 were given: no argument for parameter `"),
    ("arg-elem", "invalid", "was given a rank-1 i32 array"),
    ("arg-rank", "invalid", "was given a rank-2 f32 array"),
    ("arg-scalar", "invalid", "was given an f32 scalar"),
    ("data-length", "invalid", "holds 5 elements but 2 were given"),
    ("data-zero-extent", "invalid", "zero extent"),
    ("array-length", "invalid", "holds 3 elements but 1 was given"),
    ("array-rank", "invalid", "a shape has 1 to 3 extents"),
    ("destroyed-read", "refused", "was destroyed"),
    ("destroyed-arg", "refused", "was destroyed"),
    ("read-elem", "invalid", "holds f32, not i32"),
    (
        "shape-strict",
        "invalid",
        "argument 0 (`u`) has shape [3], the output [4]: kernel `kernel` was built with `same_shapes()`",
    ),
];

fn every_guest_mistake_has_its_named_error(rt: &Runtime) {
    let run = run_guest(rt, "conformance", &["errors"], &[]).expect("the errors guest runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    let lines = check_named_errors(&run.stdout, EXPECTED);
    assert_eq!(lines.get("after errors"), Some(&"ok"), "{}", run.stdout);
    // Without `.output_elem`, guest-rs reads the output type off `fn kernel` (i32 here).
    assert_eq!(lines.get("return-type-read"), Some(&"ok"), "{}", run.stdout);
    assert_eq!(lines.get("shape-loose"), Some(&"ok"), "{}", run.stdout);
    assert_eq!(lines.get("shape-strict-ok"), Some(&"ok"), "{}", run.stdout);
    assert_eq!(lines.get("outputs-ok"), Some(&"ok"), "{}", run.stdout);
    assert_eq!(lines.get("outputs-pipeline"), Some(&"ok"), "{}", run.stdout);
    // Host-side counts: every case but the guest-side `read-elem`, `shape-strict` and
    // `outputs-step` (guest-rs traces a kernel of several outputs with `call_outputs` only)
    // reached the host as an error.
    assert_eq!(run.outcome.stats.errors as usize, EXPECTED.len() - 3);
}

on_both_executors!(every_guest_mistake_has_its_named_error);
