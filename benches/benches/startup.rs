//! How long `wasm-host run hello.wasm` takes end to end, as a user starts it: with the compile
//! cache cold (`--no-cache`) and warm (`--cache-dir`, after one run fills it), on the cpu
//! executor and with the default backend choice (which probes for a GPU), side by side in one
//! run, alternating. Median [min–max] over repeats.
//!
//! Run: `cargo bench -p wasm-host-benches --bench startup [-- REPEATS]` (default 10), after
//! `cargo build --release -p wasm-host-cli` and `cargo xtask guests` (or set `WASM_HOST_BIN` and
//! `HELLO_WASM`).

#![allow(clippy::print_stdout)]

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use wasm_host_benches::Spread;

fn main() {
    let repeats: usize =
        std::env::args().skip(1).find(|a| a != "--bench").and_then(|a| a.parse().ok()).unwrap_or(10);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let bin = std::env::var("WASM_HOST_BIN")
        .map(Into::into)
        .unwrap_or_else(|_| root.join("target/release/wasm-host"));
    let hello = std::env::var("HELLO_WASM")
        .map(Into::into)
        .unwrap_or_else(|_| root.join("target/wasm32-wasip2/release/hello.wasm"));
    let cache = std::env::temp_dir().join(format!("wasm-host-startup-bench-{}", std::process::id()));
    let cache_arg = format!("--cache-dir={}", cache.display());
    let cases: [(&str, Vec<&str>); 4] = [
        ("cpu, no cache", vec!["--backend", "cpu", "--no-cache"]),
        ("cpu, warm cache", vec!["--backend", "cpu", &cache_arg]),
        ("auto, no cache", vec!["--no-cache"]),
        ("auto, warm cache", vec![&cache_arg]),
    ];
    let run = |args: &[&str]| {
        let start = Instant::now();
        let ok = Command::new(&bin)
            .arg("run")
            .args(args)
            .arg(&hello)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .expect("wasm-host runs")
            .success();
        assert!(ok, "wasm-host run {args:?} failed");
        start.elapsed()
    };
    // Fill the cache once (and warm the page cache for the binaries).
    run(&cases[1].1);
    let mut samples: Vec<Vec<Duration>> = vec![Vec::new(); cases.len()];
    for _ in 0..repeats {
        for (i, (_, args)) in cases.iter().enumerate() {
            samples[i].push(run(args));
        }
    }
    println!("wasm-host run hello.wasm, end to end ({repeats} repeats, alternating)");
    for ((name, _), s) in cases.iter().zip(&samples) {
        println!("{name:>18}: {:.1}", Spread::of(s));
    }
    let _ = std::fs::remove_dir_all(&cache);
}
