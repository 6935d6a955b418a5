//! Many guests at once on one runtime: throughput of 1, 2, 4, 8 concurrent jacobi guests.
//!
//! Each guest is the jacobi example (`--n N --sweeps S`, per-pass: one `kernel.run` per sweep on
//! resident arrays, one read-back) run through the embedding example's async runner
//! (`wasm_host_embed::Host`) on a multi-thread tokio runtime with one worker per core, all on
//! one device. For G guests at once it reports the wall time of the round, the aggregate
//! throughput (sweeps per second, all guests), and each guest's own time per sweep (its
//! upload, sweeps and read-back, as it measures them), median over guests. Every round is
//! repeated; medians over repeats. Two sizes: a tiny grid (the per-call cost dominates) and a
//! large one (the device dominates).
//!
//! Run: `cargo bench -p wasm-host-benches --bench concurrent [-- REPEATS [WASM_DIR]]`;
//! `BACKEND=cpu|gpu` picks the executor (default: auto), `CONCURRENT_SIZES=16x512,1024x512`
//! the grids and sweeps.

#![allow(clippy::print_stdout)]

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use wasm_host::config::Backend;
use wasm_host::{Config, Quotas, Runtime};
use wasm_host_benches::{median, ms};
use wasm_host_embed::{Host, Job};

fn guest_ms_per_sweep(stdout: &str, sweeps: u32) -> Option<f64> {
    let line = stdout.lines().find(|l| l.starts_with("time "))?;
    let total: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(total / f64::from(sweeps))
}

fn main() -> wasmtime::Result<()> {
    let mut args = std::env::args().skip(1).filter(|a| a != "--bench");
    let repeats: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(5);
    let dir = args
        .next()
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/wasm32-wasip2/release"));
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let tokio = tokio::runtime::Builder::new_multi_thread().worker_threads(cores).enable_all().build()?;
    // BACKEND=cpu|gpu picks the executor (default: auto).
    let backend = match std::env::var("BACKEND").as_deref() {
        Ok("cpu") => Backend::Cpu,
        Ok("gpu") => Backend::Gpu,
        _ => Backend::Auto,
    };
    let runtime = Runtime::new(Config { backend, ..Config::default() })?;
    let host = Arc::new(Host::new(runtime.clone())?);
    let jacobi = host.load(&dir.join("jacobi.wasm"))?;
    println!("backend: {}; {cores} tokio workers; {repeats} repeats, medians", runtime.backend().name);

    let sizes: Vec<(u32, u32)> = match std::env::var("CONCURRENT_SIZES") {
        Ok(s) => s
            .split(',')
            .filter_map(|p| p.split_once('x'))
            .filter_map(|(n, s)| Some((n.parse().ok()?, s.parse().ok()?)))
            .collect(),
        Err(_) => vec![(16, 256), (256, 64)],
    };
    for (n, sweeps) in sizes {
        println!("\njacobi {n}x{n}, {sweeps} sweeps per guest");
        println!(
            "{:>6} {:>10} {:>16} {:>18} {:>14}",
            "guests", "wall ms", "sweeps/s (all)", "guest ms/sweep", "vs 1 guest"
        );
        let mut single = None;
        for guests in [1usize, 2, 4, 8] {
            let mut walls = Vec::new();
            let mut per_sweep = Vec::new();
            for _ in 0..repeats {
                let jobs: Vec<Job> = (0..guests)
                    .map(|g| Job {
                        name: format!("jacobi-{g}"),
                        component: jacobi.clone(),
                        args: [
                            "--n",
                            &n.to_string(),
                            "--sweeps",
                            &sweeps.to_string(),
                            "--seed",
                            &g.to_string(),
                        ]
                        .iter()
                        .map(|a| a.to_string())
                        .collect(),
                        out_dir: None,
                        quotas: Quotas::default(),
                    })
                    .collect();
                let start = Instant::now();
                let reports = tokio.block_on(async {
                    let tasks: Vec<_> = jobs
                        .into_iter()
                        .map(|job| {
                            let host = host.clone();
                            tokio::spawn(async move { host.run(job).await })
                        })
                        .collect();
                    let mut out = Vec::new();
                    for t in tasks {
                        out.push(t.await);
                    }
                    out
                });
                walls.push(start.elapsed());
                let mut guest_times = Vec::new();
                for r in reports {
                    let r = r??;
                    if r.exit != Ok(0) {
                        return Err(wasmtime::format_err!("{} failed: {}{}", r.name, r.stdout, r.stderr));
                    }
                    let t = guest_ms_per_sweep(&r.stdout, sweeps)
                        .ok_or_else(|| wasmtime::format_err!("no time line in {}", r.stdout))?;
                    guest_times.push(Duration::from_secs_f64(t / 1e3));
                }
                per_sweep.push(median(&guest_times));
            }
            let wall = median(&walls);
            let rate = (guests as f64 * f64::from(sweeps)) / wall.as_secs_f64();
            let sweep = median(&per_sweep);
            let base = *single.get_or_insert(rate);
            println!(
                "{guests:>6} {:>10.1} {rate:>16.0} {:>18.4} {:>13.2}x",
                ms(wall),
                ms(sweep),
                rate / base
            );
        }
    }
    let live = runtime.executor().live();
    println!("\nleft on the device after every guest: {} buffers, {} programs", live.buffers, live.programs);
    Ok(())
}
