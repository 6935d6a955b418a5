//! What the command-line tests share: the binary, the jobs guest, a nats-server, workers,
//! and a plain HTTP client for the endpoints the CLI serves.

#![allow(dead_code, clippy::print_stderr)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use wasm_host_queue::{JobResult, Queue, Submission};

pub fn bin() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_wasm-host"));
    if std::env::var_os("XDG_RUNTIME_DIR").is_none() {
        cmd.env("XDG_RUNTIME_DIR", std::env::temp_dir());
    }
    cmd
}

pub fn guest() -> PathBuf {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/wasm32-wasip2/release/jobs.wasm");
    assert!(path.is_file(), "{} is missing: run `cargo xtask guests`", path.display());
    path
}

/// A nats-server with JetStream on 127.0.0.1, its store in a temporary directory.
pub struct Nats {
    child: Option<Child>,
    pub port: u16,
    store: tempfile::TempDir,
}

impl Nats {
    pub fn start() -> Nats {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let mut nats = Nats { child: None, port, store: tempfile::tempdir().unwrap() };
        nats.up();
        nats
    }

    pub fn up(&mut self) {
        let child = Command::new("nats-server")
            .args(["-js", "-a", "127.0.0.1", "-p", &self.port.to_string(), "-sd"])
            .arg(self.store.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("nats-server runs (`.ci/setup` installs it: apt package nats-server)");
        self.child = Some(child);
        let began = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(began.elapsed() < Duration::from_secs(10), "nats-server did not listen in 10 s");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// SIGKILL: no chance to flush or say goodbye.
    pub fn kill(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }

    pub fn url(&self) -> String {
        format!("nats://127.0.0.1:{}", self.port)
    }
}

impl Drop for Nats {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A `wasm-host serve` process on the cpu executor.
pub struct Worker {
    pub child: Child,
    pub name: String,
    /// Its standard error (a file: a pipe nobody reads could fill and stall it).
    pub log: tempfile::NamedTempFile,
}

impl Worker {
    pub fn start(nats: &Nats, name: &str, concurrency: u32, extra: &[&str]) -> Worker {
        let mut args = vec!["--ack-wait", "2s"];
        args.extend_from_slice(extra);
        Worker::start_with_defaults(nats, name, concurrency, &args)
    }

    /// [`start`](Self::start) with the worker's own ack wait (not the tests' 2 s).
    pub fn start_with_defaults(nats: &Nats, name: &str, concurrency: u32, extra: &[&str]) -> Worker {
        let log = tempfile::NamedTempFile::new().unwrap();
        let child = bin()
            .args(["serve", "--nats", &nats.url(), "--backend", "cpu", "--threads", "1", "--name", name])
            .args(["--concurrency", &concurrency.to_string(), "--stats=json"])
            .args(extra)
            .stdout(Stdio::null())
            .stderr(log.reopen().unwrap())
            .spawn()
            .unwrap();
        Worker { child, name: name.to_string(), log }
    }

    /// SIGKILL, mid-job or not.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// SIGTERM, then its exit status and its `--stats=json` line.
    pub fn stop(mut self) -> (std::process::ExitStatus, serde_json::Value) {
        let pid = self.child.id().to_string();
        assert!(Command::new("kill").args(["-TERM", &pid]).status().unwrap().success());
        let began = Instant::now();
        let status = loop {
            if let Some(s) = self.child.try_wait().unwrap() {
                break s;
            }
            assert!(began.elapsed() < Duration::from_secs(30), "worker {} did not stop in 30 s", self.name);
            std::thread::sleep(Duration::from_millis(20));
        };
        let err = std::fs::read_to_string(self.log.path()).unwrap();
        let stats = err.lines().rev().find_map(|l| serde_json::from_str(l).ok());
        (status, stats.unwrap_or_else(|| panic!("worker {} printed no stats: {err}", self.name)))
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        // A failing test shows what its workers said.
        if std::thread::panicking() {
            let log = std::fs::read_to_string(self.log.path()).unwrap_or_default();
            eprintln!("worker {} said:\n{log}", self.name);
        }
    }
}

pub fn tokio() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap()
}

pub fn job(args: &[&str]) -> Submission {
    let mut all = vec!["jobs.wasm".to_string()];
    all.extend(args.iter().map(|a| a.to_string()));
    Submission { component: std::fs::read(guest()).unwrap(), args: all, ..Default::default() }
}

pub async fn stdout(queue: &Queue, r: &JobResult) -> String {
    match &r.stdout {
        Some(name) => String::from_utf8(queue.object(name, 1 << 20).await.unwrap()).unwrap(),
        None => String::new(),
    }
}

/// Every job's result, waiting at most `patience` for all of them.
pub async fn results(queue: &Queue, ids: &[String], patience: Duration) -> Vec<JobResult> {
    let began = Instant::now();
    let mut all = Vec::new();
    for id in ids {
        let left = patience.saturating_sub(began.elapsed()).max(Duration::from_millis(1));
        all.push(queue.wait(id, left).await.unwrap_or_else(|e| panic!("{e:#}")));
    }
    all
}

/// Waits until `ready` holds, at most `patience`.
pub async fn until<F: std::future::Future<Output = bool>>(
    patience: Duration,
    what: &str,
    mut ready: impl FnMut() -> F,
) {
    let began = Instant::now();
    while !ready().await {
        assert!(began.elapsed() < patience, "{what}: not after {patience:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// `GET path` on `addr` over plain HTTP/1.1: the status line and the body.
pub fn http_get(addr: &str, path: &str) -> (String, String) {
    use std::io::{Read as _, Write as _};
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    write!(stream, "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    (head.lines().next().unwrap_or_default().to_string(), body.to_string())
}

/// The value of the sample `name` (with its labels, as printed) in a scrape.
pub fn sample(scrape: &str, name: &str) -> Option<f64> {
    scrape.lines().find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
}
