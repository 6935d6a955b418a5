//! Snapshot tests of the Guard's loop-budget rewrite: every `tests/guard/in/NAME.wgsl` is
//! guarded and written back as WGSL, and must equal the committed `tests/guard/out/NAME.wgsl`.
//!
//! `WASM_HOST_BLESS=1 cargo test --test guard_snapshots` rewrites the outputs (review the diff);
//! `WASM_HOST_SNAPSHOT=NAME` runs only the inputs whose name contains NAME.

use std::path::Path;

use wasm_host::guard::{Guard, GuardPolicy};

#[test]
fn rewrites_match_snapshots() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/guard");
    let bless = std::env::var_os("WASM_HOST_BLESS").is_some();
    let filter = std::env::var("WASM_HOST_SNAPSHOT").unwrap_or_default();
    let guard = Guard::new(GuardPolicy { reserved_group: 3, ..GuardPolicy::default() });
    let mut inputs: Vec<_> = std::fs::read_dir(dir.join("in")).unwrap().map(|e| e.unwrap().path()).collect();
    inputs.sort();
    assert!(inputs.len() >= 11, "the snapshot inputs are missing");
    let mut failures = Vec::new();
    for input in inputs {
        let name = input.file_name().unwrap().to_string_lossy().into_owned();
        if !name.contains(&filter) {
            continue;
        }
        let source = std::fs::read_to_string(&input).unwrap();
        let guarded = guard.check(&source).unwrap_or_else(|e| panic!("{name}: {}", e.describe()));
        let has_loop = source.contains("for (") || source.contains("while") || source.contains("loop {");
        let statically_bounded = name.starts_with("static");
        assert_eq!(
            guarded.rewritten(),
            has_loop && !statically_bounded,
            "{name}: rewritten when it has a loop"
        );
        assert_eq!(guarded.static_bound().is_some(), statically_bounded, "{name}: static bound");
        let text = guarded.to_wgsl().unwrap();
        let out = dir.join("out").join(&name);
        if bless {
            std::fs::write(&out, &text).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&out).unwrap_or_default();
        if want != text {
            failures.push(format!("--- {name}: the rewrite changed; got:\n{text}"));
        }
    }
    assert!(failures.is_empty(), "{}\n(run with WASM_HOST_BLESS=1 to accept)", failures.join("\n"));
}
