//! The compiler's output for every `tests/in/NAME.wgsl`, as WebAssembly text (wasmprinter),
//! must equal its insta snapshot in `tests/out/` and validate with wasmparser. Each snapshot
//! starts with the entry point's path (vectorized, or scalar and why), slots and scratch, so a
//! change of any of them shows as a diff.
//!
//! `cargo insta review` (or `INSTA_UPDATE=always cargo test -p naga-wasm --test snapshots`)
//! accepts a change; `INSTA_GLOB_FILTER=NAME` runs only the inputs matching NAME.

mod common;

#[test]
fn outputs_match_snapshots() {
    assert!(common::inputs().len() >= 10, "the snapshot inputs are missing");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("out");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| {
        insta::glob!("in/*.wgsl", |path| {
            let input = common::load(path);
            let compiled = input.compile(true);
            let slots: Vec<String> = compiled
                .slots
                .iter()
                .map(|s| format!("@group({}) @binding({}) {} B", s.group, s.binding, s.min_bytes))
                .collect();
            let text = wasmprinter::print_bytes(&compiled.wasm).unwrap();
            let wat = format!(
                ";; path: {}\n;; workgroup size: {:?}\n;; slots: {}\n;; scratch: {} B\n{text}",
                compiled.path,
                compiled.workgroup_size,
                slots.join(", "),
                compiled.scratch_bytes
            );
            insta::assert_snapshot!(wat);
        });
    });
}
