//! The JavaScript guests (`examples/js/`, on `guest-js/`, built by `cargo xtask guests-js` into
//! `js-NAME.wasm`) on every executor, against native oracles: a component made by
//! componentize-js from the same WIT runs as a Rust guest does.
//!
//! Without the built components (no npm) these tests say so and pass, except under `CI`, where
//! `cargo xtask test` builds them and their absence fails.

#![allow(clippy::print_stderr)]

use wasm_host::command;
use wasm_host_tests::{check_jacobi, executors, root, run_component};

/// Whether JavaScript example `name` is built (`js-NAME.wasm`); under `CI` it must be.
fn built(name: &str) -> bool {
    let path = root().join("target/wasm32-wasip2/release").join(format!("js-{name}.wasm"));
    if path.is_file() {
        return true;
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "CI is set and {} is missing: `cargo xtask guests-js` builds it",
        path.display()
    );
    eprintln!("skipped: {} is not built (`cargo xtask guests-js`; needs npm)", path.display());
    false
}

/// The inputs examples/js/jacobi.js makes from `seed`: xorshift32, each value (x >> 8) / 2^24.
fn xorshift_f32(seed: u32, count: usize) -> Vec<f32> {
    let mut x = if seed == 0 { 1 } else { seed };
    (0..count)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x >> 8) as f32 / 16_777_216.0
        })
        .collect()
}

/// The values a guest printed with `--print`: its last line, each f32's bits in hex.
fn printed(stdout: &str) -> Vec<f32> {
    let line = stdout.lines().last().unwrap_or_default();
    line.split(' ')
        .map(|h| {
            f32::from_bits(u32::from_str_radix(h, 16).unwrap_or_else(|e| panic!("{h:?}: {e}\n{stdout}")))
        })
        .collect()
}

/// Jacobi, traced into a pipeline and per pass, against the native oracle; and the host's
/// errors reaching JavaScript as `GpuError`s by WIT case, which `main` prints as one line before
/// the guest exits 1. One compile of the component per executor (it is ~15 MB).
#[test]
fn js_jacobi_matches_native_oracle_and_names_errors_on_every_executor() {
    if !built("jacobi") {
        return;
    }
    let (n, sweeps, seed) = (48usize, 24usize, 7u32);
    let (u0, q) = (xorshift_f32(seed, n * n), xorshift_f32(seed + 1, n * n));
    let path = root().join("target/wasm32-wasip2/release/js-jacobi.wasm");
    for (executor, rt) in executors() {
        let component = command::load(rt, &path).expect("the JavaScript component loads");
        let run =
            |args: &[&str]| run_component(rt, &component, "js-jacobi", args, &[]).expect("the guest runs");
        for per_pass in [false, true] {
            let (n_s, sweeps_s, seed_s) = (n.to_string(), sweeps.to_string(), seed.to_string());
            let mut args = vec!["--n", &n_s, "--sweeps", &sweeps_s, "--seed", &seed_s, "--print"];
            if per_pass {
                args.push("--per-pass");
            }
            let out = run(&args);
            assert_eq!(out.outcome.exit_code, 0, "{executor}: {}{}", out.stdout, out.stderr);
            let stats = out.outcome.stats;
            if per_pass {
                assert_eq!((stats.runs, stats.pipeline_runs), (sweeps as u64, 0), "{executor}");
            } else {
                assert_eq!((stats.runs, stats.pipeline_runs), (0, 1), "{executor}");
                assert!(out.stdout.contains("pipeline: 24 sweeps, 1 kernel, 4 buffers"), "{}", out.stdout);
            }
            eprintln!("{executor}, per pass {per_pass}: {}", out.stdout.lines().nth(1).unwrap_or_default());
            check_jacobi(n, sweeps, &u0, &q, &printed(&out.stdout));
        }
        // A grid past the guest's array quota: `quota`, named, from the host.
        let out = run(&["--n", "60000"]);
        assert_eq!(out.outcome.exit_code, 1, "{executor}: {}{}", out.stdout, out.stderr);
        let line = out.stderr.lines().find(|l| l.starts_with("error: ")).unwrap_or_default();
        assert!(line.starts_with("error: quota: "), "{executor}: {}", out.stderr);
        // A mistake in the arguments: the guest's own error, the same way.
        let out = run(&["--sweeps", "zero"]);
        assert_eq!(out.outcome.exit_code, 1, "{executor}: {}{}", out.stdout, out.stderr);
        assert!(out.stderr.contains("error: --sweeps needs a whole number"), "{executor}: {}", out.stderr);
    }
}
