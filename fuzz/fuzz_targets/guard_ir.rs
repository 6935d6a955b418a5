//! naga's `arbitrary` modules → the Guard's loop-budget rewrite (`guard::budget::bound_loops`,
//! the step `Guard::check` runs after its checks; the text front end is `guard_text`'s).
//!
//! A module is taken when it validates (as the Guard validates) and meets what the Guard
//! checks before it rewrites: no binding in the reserved group or above, and for a module with
//! loops only compute entry points. (naga's validator panics on some arbitrary IR that no WGSL
//! text parses to; such modules are skipped. On the rewritten module a validator panic is a
//! finding: the Guard re-validates its rewrite outside any `contain`.) Asserted: the counted-loop analysis and the rewrite never
//! panic; the rewritten module still validates; the rewrite counts every loop the module has;
//! a module without loops comes out unchanged (compared by its full `Debug` form).
#![no_main]

use libfuzzer_sys::fuzz_target;
use naga::valid::{Capabilities, ValidationFlags, Validator};
use wasm_host::guard::budget::{bound_loops, count_loops, worst_case};

/// The Guard's default reserved group.
const GROUP: u32 = 3;

/// Whether every block has a span per statement, recursively.
fn spans_match(b: &naga::Block) -> bool {
    use naga::Statement as S;
    b.span_iter().count() == b.len()
        && b.iter().all(|s| match s {
            S::Block(b) => spans_match(b),
            S::If { accept, reject, .. } => spans_match(accept) && spans_match(reject),
            S::Switch { cases, .. } => cases.iter().all(|c| spans_match(&c.body)),
            S::Loop { body, continuing, .. } => spans_match(body) && spans_match(continuing),
            _ => true,
        })
}

fuzz_target!(|module: naga::Module| {
    // Likewise an arbitrary `UniqueArena` of types may have fewer spans than types, and naga's
    // `insert` asserts they match (the regression `type-arena-spans-shorter`): rebuilt, same
    // handles (the arena is a set, so re-inserting in order keeps every index).
    let mut module = module;
    let mut types = naga::UniqueArena::new();
    for (h, ty) in module.types.iter() {
        types.insert(ty.clone(), module.types.get_span(h));
    }
    module.types = types;
    let validate =
        |m: &naga::Module| Validator::new(ValidationFlags::all(), Capabilities::default()).validate(m);
    // naga's validator panics on some arbitrary IR that no WGSL text parses to: skipped.
    match wasm_host_fuzz::foreign(|| validate(&module).is_ok()) {
        Some(true) => {}
        Some(false) | None => return,
    }
    if module.global_variables.iter().any(|(_, v)| v.binding.as_ref().is_some_and(|b| b.group >= GROUP)) {
        return;
    }
    // An arbitrary `Block` may have fewer spans than statements (its two vectors are derived
    // apart); naga's `span_iter_mut`, which the rewrite walks with, then stops early, and the
    // statements after go unrewritten. No front end builds such a block: skipped (the
    // regression `block-spans-shorter-than-body` is one).
    let functions =
        module.functions.iter().map(|(_, f)| f).chain(module.entry_points.iter().map(|ep| &ep.function));
    if !functions.into_iter().all(|f| spans_match(&f.body)) {
        return;
    }
    let loops = count_loops(&module);
    if wasm_host_fuzz::trace() {
        eprintln!("guard_ir: a valid module with {loops} loop(s)");
    }
    let _ = worst_case(&module);
    if loops > 0 && module.entry_points.iter().any(|ep| ep.stage != naga::ShaderStage::Compute) {
        return;
    }
    let before = format!("{module:?}");
    let mut rewritten = module;
    let counts = bound_loops(&mut rewritten, GROUP);
    if loops == 0 {
        assert_eq!(counts.loops, 0, "loops counted in a module without loops");
        assert!(format!("{rewritten:?}") == before, "a module without loops was changed by the rewrite");
        return;
    }
    assert_eq!(counts.loops, loops, "the rewrite bounded {} of {loops} loops", counts.loops);
    if let Err(e) = validate(&rewritten) {
        panic!("the rewritten module does not validate: {:?}\nbefore: {before}", e.into_inner());
    }
});
