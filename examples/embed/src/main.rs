//! `embed`: a small tokio program that embeds wasm-host, runs several guest components at once
//! on one runtime with different quotas, and prints what each did.
//!
//! ```text
//! cargo xtask guests && cargo run --release -p wasm-host-embed -- [WASM_DIR]
//! ```
//!
//! `WASM_DIR` holds the built guest examples (default: the workspace's
//! `target/wasm32-wasip2/release`).

#![allow(clippy::print_stdout)]

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use wasm_host::{Config, Quotas, Runtime};
use wasm_host_embed::{Host, Job};

#[tokio::main]
async fn main() -> wasmtime::Result<()> {
    let dir = std::env::args().nth(1).map(PathBuf::from).unwrap_or_else(|| {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/wasm32-wasip2/release")
    });
    // One runtime for every guest: the device, the engine and the Guard.
    let runtime = Runtime::new(Config::default())?;
    println!("backend: {}", runtime.backend().name);
    let host = Arc::new(Host::new(runtime.clone())?);
    let (jacobi, hello, conformance) = (
        host.load(&dir.join("jacobi.wasm"))?,
        host.load(&dir.join("hello.wasm"))?,
        host.load(&dir.join("conformance.wasm"))?,
    );
    let roomy = Quotas::default();
    // Room for two 256×256 f32 arrays: jacobi needs three at once, so this guest meets `quota`.
    let tight = Quotas { max_array_bytes: 2 * 256 * 256 * 4, ..Quotas::default() };
    let job = |name: &str, component: &wasmtime::component::Component, args: &[&str], quotas: &Quotas| Job {
        name: name.to_string(),
        component: component.clone(),
        args: args.iter().map(|a| a.to_string()).collect(),
        out_dir: None,
        quotas: quotas.clone(),
    };
    let jobs = vec![
        job("jacobi-1", &jacobi, &["--n", "256", "--sweeps", "100", "--seed", "1", "--check"], &roomy),
        job("jacobi-2", &jacobi, &["--n", "256", "--sweeps", "100", "--seed", "2", "--check"], &roomy),
        job("jacobi-3", &jacobi, &["--n", "128", "--sweeps", "200", "--seed", "3", "--check"], &roomy),
        job("jacobi-tight", &jacobi, &["--n", "256", "--sweeps", "10"], &tight),
        job("hello", &hello, &[], &roomy),
        job("budget", &conformance, &["budget"], &roomy),
    ];

    // A timer beside the guests: it keeps ticking while they wait on the device.
    let ticks = Arc::new(AtomicU64::new(0));
    let ticker = {
        let ticks = ticks.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_millis(5));
            loop {
                every.tick().await;
                ticks.fetch_add(1, Ordering::Relaxed);
            }
        })
    };
    let tasks: Vec<_> = jobs
        .into_iter()
        .map(|job| {
            let host = host.clone();
            tokio::spawn(async move { host.run(job).await })
        })
        .collect();
    println!(
        "{:<13} {:>6} {:>9} {:>5} {:>5} {:>6} {:>9}  last line",
        "guest", "exit", "ms", "runs", "reads", "errors", "truncated"
    );
    for task in tasks {
        let r = task.await??;
        let exit = match &r.exit {
            Ok(code) => code.to_string(),
            Err(_) => "trap".to_string(),
        };
        let last = r.stderr.lines().last().or(r.stdout.lines().last()).unwrap_or("").to_string();
        let s = r.stats;
        println!(
            "{:<13} {:>6} {:>9.1} {:>5} {:>5} {:>6} {:>9}  {last}",
            r.name,
            exit,
            r.elapsed.as_secs_f64() * 1e3,
            s.runs,
            s.reads,
            s.errors,
            s.truncated
        );
    }
    ticker.abort();
    let g = runtime.guard_stats();
    println!(
        "guard: {} modules seen, {} rewritten, {} refused, {:.1} ms; timer ticks meanwhile: {}",
        g.seen,
        g.rewritten,
        g.refused,
        g.micros as f64 / 1e3,
        ticks.load(Ordering::Relaxed)
    );
    let live = runtime.executor().live();
    println!(
        "held on the device after every store dropped: {} buffers, {} programs",
        live.buffers, live.programs
    );
    Ok(())
}
