//! Snapshot tests of the Guard's loop-budget rewrite: every `tests/guard/in/NAME.wgsl` is
//! guarded and written back as WGSL, and must equal its insta snapshot in `tests/guard/out/`.
//!
//! A change shows as a diff; `cargo insta review` (or `INSTA_UPDATE=always cargo test --test
//! guard_snapshots`) accepts it. `INSTA_GLOB_FILTER=NAME` runs only the inputs matching NAME.

use wasm_host::guard::{Guard, GuardPolicy};

#[test]
fn rewrites_match_snapshots() {
    let guard = Guard::new(GuardPolicy { reserved_group: 3, ..GuardPolicy::default() });
    let inputs = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/guard/in")).unwrap().count();
    assert!(inputs >= 11, "the snapshot inputs are missing");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("guard/out");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| {
        insta::glob!("guard/in/*.wgsl", |input| {
            let name = input.file_name().unwrap().to_string_lossy().into_owned();
            let source = std::fs::read_to_string(input).unwrap();
            let guarded = guard.check(&source).unwrap_or_else(|e| panic!("{name}: {}", e.describe()));
            let has_loop = source.contains("for (") || source.contains("while") || source.contains("loop {");
            let statically_bounded = name.starts_with("static");
            assert_eq!(
                guarded.rewritten(),
                has_loop && !statically_bounded,
                "{name}: rewritten when it has a loop"
            );
            assert_eq!(guarded.static_bound().is_some(), statically_bounded, "{name}: static bound");
            insta::assert_snapshot!(guarded.to_wgsl().unwrap());
        });
    });
}
