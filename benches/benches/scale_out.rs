//! Scale-out on NATS JetStream: jobs per second of a tiny guest with 1, 2, 4 workers (separate
//! `wasm-host serve` processes sharing one executor kind, and the GPU where there is one), and
//! the cost per job against `wasm-host run` of the same guest, side by side in one run.
//!
//! - `run`: `wasm-host run jobs.wasm MODE` end to end (a process, the compile cache warm);
//! - `one job`: `submit` + wait of one job at a time to one idle worker (client in process);
//! - `W workers`: JOBS jobs submitted at once, time until the last result; jobs/s.
//!
//! A fresh nats-server (JetStream, a file store in a temporary directory) per worker count.
//! MODE (env `MODE`): `echo` (the guest prints its arguments; no GPU call) or `sum` (a kernel
//! of 1000 elements, run and read). Env: `JOBS` (default 200), `REPEAT` (3), `WORKERS`
//! (`1,2,4`), `CONCURRENCY` (jobs per worker at once, 2), `BACKEND` (`cpu`; `auto` takes the
//! GPU), `WASM_HOST_BIN`, `JOBS_WASM`, `NATS_SERVER` (default `nats-server` on the PATH).
//!
//! Run: `cargo build --release -p wasm-host-cli && cargo xtask guests && cargo bench -p
//! wasm-host-benches --bench scale_out`.

#![allow(clippy::print_stdout)]

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use wasm_host_benches::Spread;
use wasm_host_queue::{Queue, State, Submission};

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.to_string())
}

struct Procs(Vec<Child>);

impl Drop for Procs {
    fn drop(&mut self) {
        for c in &mut self.0 {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let bin: PathBuf =
        std::env::var("WASM_HOST_BIN").map_or_else(|_| root.join("target/release/wasm-host"), Into::into);
    let wasm: PathBuf = std::env::var("JOBS_WASM")
        .map_or_else(|_| root.join("target/wasm32-wasip2/release/jobs.wasm"), Into::into);
    let nats_server = env_or("NATS_SERVER", "nats-server");
    let jobs: usize = env_or("JOBS", "200").parse().unwrap();
    let repeat: usize = env_or("REPEAT", "3").parse().unwrap();
    let concurrency = env_or("CONCURRENCY", "2");
    let backend = env_or("BACKEND", "cpu");
    let mode = env_or("MODE", "echo");
    let workers: Vec<usize> = env_or("WORKERS", "1,2,4").split(',').map(|w| w.parse().unwrap()).collect();
    let guest_args: Vec<String> = match mode.as_str() {
        "sum" => vec!["sum".into(), "1000".into(), "7".into()],
        _ => vec!["echo".into(), "bench".into()],
    };
    let component = std::fs::read(&wasm).unwrap_or_else(|e| panic!("{}: {e}", wasm.display()));
    let cache = tempfile::tempdir().unwrap();
    let cache_arg = format!("--cache-dir={}", cache.path().display());

    // `wasm-host run`, end to end, the compile cache warm.
    let run = || {
        let start = Instant::now();
        let ok = Command::new(&bin)
            .args(["run", "--backend", &backend, &cache_arg])
            .arg(&wasm)
            .args(&guest_args)
            .stdout(Stdio::null())
            .status()
            .expect("wasm-host runs")
            .success();
        assert!(ok);
        start.elapsed()
    };
    run();
    let runs: Vec<Duration> = (0..10 * repeat).map(|_| run()).collect();

    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    let submission = Submission {
        component,
        args: std::iter::once("jobs.wasm".to_string()).chain(guest_args.iter().cloned()).collect(),
        ..Default::default()
    };
    let mut one_job = Vec::new();
    let mut rates: Vec<(usize, Vec<f64>)> = Vec::new();
    for &w in &workers {
        let store = tempfile::tempdir().unwrap();
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let url = format!("nats://127.0.0.1:{port}");
        let mut procs = Procs(Vec::new());
        procs.0.push(
            Command::new(&nats_server)
                .args(["-js", "-a", "127.0.0.1", "-p", &port.to_string(), "-sd"])
                .arg(store.path())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("nats-server runs"),
        );
        for i in 0..w {
            procs.0.push(
                Command::new(&bin)
                    .args(["serve", "--nats", &url, "--backend", &backend, "--concurrency", &concurrency])
                    .args(["--name", &format!("w{i}"), &cache_arg])
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .spawn()
                    .unwrap(),
            );
        }
        rt.block_on(async {
            let queue = Queue::connect(&url, "bench", Duration::from_secs(10)).await.unwrap();
            // Warm: every worker has compiled the guest (each takes jobs as they come).
            let warm: Vec<String> = {
                let mut ids = Vec::new();
                for _ in 0..4 * w {
                    ids.push(queue.submit(&submission).await.unwrap());
                }
                ids
            };
            for id in &warm {
                queue.wait(id, Duration::from_secs(120)).await.unwrap();
            }
            if w == 1 {
                for _ in 0..10 * repeat {
                    let start = Instant::now();
                    let id = queue.submit(&submission).await.unwrap();
                    let r = queue.wait(&id, Duration::from_secs(60)).await.unwrap();
                    one_job.push(start.elapsed());
                    assert_eq!((r.state, r.exit_code), (State::Done, Some(0)), "{r:?}");
                }
            }
            let mut rate = Vec::new();
            for _ in 0..repeat {
                let start = Instant::now();
                let submits = (0..jobs).map(|_| queue.submit(&submission));
                let ids: Vec<String> =
                    futures_util::future::join_all(submits).await.into_iter().map(Result::unwrap).collect();
                for id in &ids {
                    let r = queue.wait(id, Duration::from_secs(600)).await.unwrap();
                    assert_eq!((r.state, r.exit_code), (State::Done, Some(0)), "{r:?}");
                }
                rate.push(jobs as f64 / start.elapsed().as_secs_f64());
            }
            rates.push((w, rate));
        });
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "scale-out: jobs.wasm {} on {backend}, {cores} cores, {concurrency} jobs per worker at once, {jobs} jobs per sample",
        guest_args.join(" ")
    );
    println!("{:>22}: {:.1}", "wasm-host run", Spread::of(&runs));
    println!("{:>22}: {:.1}", "one job (submit+wait)", Spread::of(&one_job));
    for (w, rate) in &rates {
        let mut sorted = rate.clone();
        sorted.sort_by(f64::total_cmp);
        println!(
            "{:>22}: {:.0} jobs/s [{:.0}–{:.0}]",
            format!("{w} worker(s)"),
            sorted[sorted.len() / 2],
            sorted[0],
            sorted[sorted.len() - 1]
        );
    }
}
