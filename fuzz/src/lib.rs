//! Helpers shared by the fuzz targets.

use std::cell::{Cell, RefCell};
use std::collections::HashSet;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// The guest API's reference model, shared with the workspace's test `api_sequences` (the
/// tests crate is not a dependency here: it lives in the other workspace).
#[path = "../../tests/src/api_model.rs"]
pub mod api;
pub mod plan;
pub mod wire;

/// Runs a future that is ready at once (the fake backend's replay): polls it once.
pub fn ready<F: std::future::Future>(f: F) -> F::Output {
    let mut f = std::pin::pin!(f);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    match f.as_mut().poll(&mut cx) {
        std::task::Poll::Ready(v) => v,
        std::task::Poll::Pending => panic!("a context call waited on the fake backend, which never waits"),
    }
}

thread_local! {
    /// Inside `contained` or `foreign`: a panic is expected to be caught, not a finding.
    static TOLERATE: Cell<u32> = const { Cell::new(0) };
    /// Where tolerated panics happened (each reported once per process).
    static SEEN: RefCell<HashSet<String>> = RefCell::new(HashSet::new());
    static LAST: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Wraps libFuzzer's panic hook (which aborts: a panic is a crash) so that panics inside
/// [`contained`] and [`foreign`] are noted instead. Idempotent.
fn install_hook() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let libfuzzer = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if TOLERATE.get() == 0 {
                return libfuzzer(info);
            }
            let at = info.location().map_or_else(|| "?".to_string(), |l| l.to_string());
            let msg = info
                .payload()
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| info.payload().downcast_ref::<String>().cloned())
                .unwrap_or_default();
            let line = format!("{at}: {msg}");
            LAST.with_borrow_mut(|l| l.clone_from(&line));
            if SEEN.with_borrow_mut(|s| s.insert(at)) {
                eprintln!("wasm-host-fuzz: tolerated panic, first at {line}");
            }
        }));
    });
}

fn strict() -> bool {
    static STRICT: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *STRICT.get_or_init(|| std::env::var_os("WASM_HOST_FUZZ_STRICT").is_some())
}

/// Calls host code that wraps what may panic in `error::contain` (naga's back ends): a panic
/// it contains is its documented answer (`unsupported`), not a finding, and is noted once per
/// place; a panic that escapes it is a crash. `WASM_HOST_FUZZ_STRICT=1` makes every panic a
/// crash (to hunt the contained ones).
pub fn contained<T>(f: impl FnOnce() -> T) -> T {
    if strict() {
        return f();
    }
    install_hook();
    TOLERATE.set(TOLERATE.get() + 1);
    let r = catch_unwind(AssertUnwindSafe(f));
    TOLERATE.set(TOLERATE.get() - 1);
    match r {
        Ok(v) => v,
        Err(_) => {
            eprintln!("a panic escaped the host's error::contain: {}", LAST.with_borrow(|l| l.clone()));
            std::process::abort();
        }
    }
}

/// Calls code that is not the host's on input the host never gives it (naga's validator on
/// arbitrary IR that no WGSL text parses to): a panic is `None`, the input skipped.
pub fn foreign<T>(f: impl FnOnce() -> T) -> Option<T> {
    if strict() {
        return Some(f());
    }
    install_hook();
    TOLERATE.set(TOLERATE.get() + 1);
    let r = catch_unwind(AssertUnwindSafe(f));
    TOLERATE.set(TOLERATE.get() - 1);
    r.ok()
}

/// Whether `WASM_HOST_FUZZ_TRACE` is set: targets print what each input did (for checking
/// seeds and replaying crashes).
pub fn trace() -> bool {
    static TRACE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *TRACE.get_or_init(|| std::env::var_os("WASM_HOST_FUZZ_TRACE").is_some())
}
