//! `wasm-host dashboard` in a real browser: Debian's Chromium, headless, driven through
//! chromedriver (WebDriver, with the `fantoccini` client) against a real nats-server, two
//! workers and the dashboard, as an operator would use it: jobs move to done on the page, a
//! queued job and a running one are cancelled from the page, a killed worker is marked gone and
//! its job finishes elsewhere, a job's page shows its output and a timed job's page its
//! pipeline steps, the jobs done are purged from the page; a read-only dashboard refuses
//! control. Screenshots go to `target/dashboard-screenshots/` (`WASM_HOST_SCREENSHOTS=DIR` puts
//! them elsewhere: docs/images holds the ones docs/scale-out.md shows).
//!
//! Without chromedriver the test says so and passes, except under `CI`, where `.ci/setup --tests`
//! installs it (apt packages chromium and chromium-driver) and its absence fails.

#![allow(clippy::print_stderr)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use wasm_host_queue::{Queue, State, Submission};

mod common;
use common::*;

/// A `wasm-host dashboard` process and the address it serves.
struct Dashboard {
    child: Child,
    addr: String,
    log: tempfile::NamedTempFile,
}

impl Dashboard {
    fn start(nats: &Nats, control: bool) -> Dashboard {
        let log = tempfile::NamedTempFile::new().unwrap();
        let mut cmd = bin();
        cmd.args(["dashboard", "--nats", &nats.url(), "--listen", "127.0.0.1:0"]);
        if control {
            cmd.arg("--allow-control");
        }
        let child = cmd.stdout(Stdio::null()).stderr(log.reopen().unwrap()).spawn().unwrap();
        let began = Instant::now();
        let addr = loop {
            let said = std::fs::read_to_string(log.path()).unwrap();
            if let Some(rest) = said.split("dashboard: http://").nth(1) {
                break rest.split('/').next().unwrap().to_string();
            }
            assert!(began.elapsed() < Duration::from_secs(30), "the dashboard printed no address: {said}");
            std::thread::sleep(Duration::from_millis(20));
        };
        Dashboard { child, addr, log }
    }
}

impl Drop for Dashboard {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            eprintln!(
                "the dashboard said:\n{}",
                std::fs::read_to_string(self.log.path()).unwrap_or_default()
            );
        }
    }
}

/// chromedriver on a free port, or `None` (outside CI) where it is not installed.
fn chromedriver() -> Option<(Child, u16)> {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let child = match Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
    {
        Ok(c) => c,
        Err(e) if std::env::var_os("CI").is_some() => {
            panic!(
                "CI is set and chromedriver does not start ({e}): `.ci/setup --tests` installs chromium-driver"
            )
        }
        Err(e) => {
            eprintln!("skipped: no chromedriver ({e}; apt packages chromium and chromium-driver)");
            return None;
        }
    };
    let began = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(began.elapsed() < Duration::from_secs(20), "chromedriver did not listen in 20 s");
        std::thread::sleep(Duration::from_millis(20));
    }
    Some((child, port))
}

/// A headless Chromium session (the flags a closed network needs: no background fetches).
async fn browser(port: u16, profile: &Path) -> Client {
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({
            "binary": "/usr/bin/chromium",
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=1280,900", format!("--user-data-dir={}", profile.display()),
            ],
        }),
    );
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a Chromium session through chromedriver")
}

/// The text of the first element matching `css`, if there is one.
async fn text(c: &Client, css: &str) -> Option<String> {
    c.find(Locator::Css(css)).await.ok()?.text().await.ok()
}

/// Waits until the element matching `css` has text satisfying `ok`; its text.
async fn wait_text(c: &Client, css: &str, what: &str, ok: impl Fn(&str) -> bool) -> String {
    let began = Instant::now();
    loop {
        if let Some(t) = text(c, css).await
            && ok(&t)
        {
            return t;
        }
        assert!(
            began.elapsed() < Duration::from_secs(60),
            "{what}: `{css}` shows {:?} after 60 s",
            text(c, css).await
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Where screenshots go.
fn screenshots() -> PathBuf {
    let dir = std::env::var_os("WASM_HOST_SCREENSHOTS").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/dashboard-screenshots"),
        PathBuf::from,
    );
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

async fn screenshot(c: &Client, name: &str) {
    let png = c.screenshot().await.expect("a screenshot");
    assert!(png.starts_with(b"\x89PNG"), "not a PNG");
    std::fs::write(screenshots().join(name), png).unwrap();
}

/// `POST path` on `addr`: the status line.
fn http_post(addr: &str, path: &str) -> String {
    use std::io::{Read as _, Write as _};
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    write!(stream, "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer.lines().next().unwrap_or_default().to_string()
}

#[test]
fn an_operator_watches_and_steers_the_queue_in_a_browser() {
    let Some((mut driver, port)) = chromedriver() else { return };
    let nats = Nats::start();
    let mut workers = [
        Worker::start_with_defaults(&nats, "alpha", 1, &[]),
        Worker::start_with_defaults(&nats, "beta", 1, &[]),
    ];
    let dash = Dashboard::start(&nats, true);
    let profile = tempfile::tempdir().unwrap();
    let rt = tokio();
    rt.block_on(async {
        let c = browser(port, profile.path()).await;
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        c.goto(&format!("http://{}/", dash.addr)).await.unwrap();
        for w in ["alpha", "beta"] {
            wait_text(&c, &format!("tr[data-worker='{w}'] td.health"), "a live worker", |t| t == "live")
                .await;
        }
        // Jobs move to done on the page.
        let mut echoes = Vec::new();
        for i in 0..4 {
            echoes.push(queue.submit(&job(&["echo", "page", &i.to_string()])).await.unwrap());
        }
        wait_text(&c, "#count-done", "four jobs done", |t| t == "done 4").await;
        assert_eq!(text(&c, "#pending").await.as_deref(), Some("0"));
        // Each worker busy with a sleeper, a third job queued behind them. The short sleeper
        // must outlast the cancels below (each waits for the page's next snapshot): at 6 s it
        // once finished on its first worker before that worker was killed, under a loaded CI.
        let short = queue.submit(&job(&["sleep", "20000"])).await.unwrap();
        let long = queue.submit(&job(&["sleep", "60000"])).await.unwrap();
        until(Duration::from_secs(60), "both sleepers running", || async {
            let mut running = 0;
            for id in [&short, &long] {
                running +=
                    usize::from(queue.state(id).await.unwrap().is_some_and(|j| j.state == State::Running));
            }
            running == 2
        })
        .await;
        let queued = queue.submit(&job(&["echo", "never"])).await.unwrap();
        let row = |id: &str, cell: &str| format!("tr[data-job='{id}'] td{cell}");
        wait_text(&c, &row(&queued, ".state"), "the queued job", |t| t == "queued").await;
        screenshot(&c, "dashboard-jobs.png").await;
        // Cancel the queued job and the long sleeper from the page.
        for id in [&queued, &long] {
            c.find(Locator::Css(&format!("button.cancel[data-job='{id}']")))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
            wait_text(&c, &row(id, ".state"), "a job cancelled from the page", |t| t == "cancelled").await;
        }
        // Kill the short sleeper's worker: marked gone, its job finishes on the other.
        let holder = queue.state(&short).await.unwrap().and_then(|j| j.worker).unwrap();
        let (dead, other) = if holder == "alpha" { (0, "beta") } else { (1, "alpha") };
        workers[dead].kill();
        wait_text(&c, &format!("tr[data-worker='{holder}'] td.health"), "the killed worker", |t| {
            t.starts_with("gone")
        })
        .await;
        wait_text(&c, &row(&short, ".state"), "the killed worker's job", |t| t == "done").await;
        assert_eq!(text(&c, &row(&short, ":nth-child(3)")).await.as_deref(), Some(other));
        screenshot(&c, "dashboard-failover.png").await;
        // A job's page: its output and times.
        c.find(Locator::Css(&format!("a[href='#job/{}']", echoes[2]))).await.unwrap().click().await.unwrap();
        wait_text(&c, "#job-stdout", "the job's output", |t| t.trim() == "page 2 []").await;
        assert_eq!(text(&c, "[data-fact='state']").await.as_deref(), Some("done"));
        assert_eq!(text(&c, "[data-fact='exit code']").await.as_deref(), Some("0"));
        assert!(
            text(&c, "[data-fact='run time']").await.is_some_and(|t| t.ends_with(" ms") || t.ends_with(" s"))
        );
        screenshot(&c, "dashboard-job.png").await;
        // A job run with its step times (`submit --stats`): its page lists its pipeline steps.
        let jacobi =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/wasm32-wasip2/release/jacobi.wasm");
        let timed = queue
            .submit(&Submission {
                component: std::fs::read(&jacobi).unwrap(),
                args: ["jacobi.wasm", "--n", "32", "--sweeps", "4"].map(String::from).to_vec(),
                stats: true,
                ..Default::default()
            })
            .await
            .unwrap();
        assert_eq!(queue.wait(&timed, Duration::from_secs(60)).await.unwrap().state, State::Done);
        c.goto(&format!("http://{}/#job/{timed}", dash.addr)).await.unwrap();
        wait_text(&c, "#job-steps h2", "the job's step times", |t| t == "Pipeline steps (cpu-clock)").await;
        assert_eq!(text(&c, "#job-steps tr:nth-child(2) td:first-child").await.as_deref(), Some("kernel"));
        assert_eq!(text(&c, "#job-steps tr:nth-child(2) td:nth-child(2)").await.as_deref(), Some("1"));
        // Purge from the page: the jobs done (the four echoes, the short sleeper and the timed
        // one) leave the listing; the cancelled ones stay.
        c.find(Locator::Css("a[href='#']")).await.unwrap().click().await.unwrap();
        wait_text(&c, "button[data-filter='done']", "six jobs done", |t| t == "done 6").await;
        let age = c.find(Locator::Css("#purge-age")).await.unwrap();
        age.clear().await.unwrap();
        age.send_keys("0s").await.unwrap();
        c.find(Locator::Css("#purge-button")).await.unwrap().click().await.unwrap();
        wait_text(&c, "#purge-result", "the purge", |t| t.starts_with("purged 6 jobs, ")).await;
        wait_text(&c, "button[data-filter='done']", "no jobs done", |t| t == "done 0").await;
        for id in echoes.iter().chain([&short, &timed]) {
            assert!(c.find(Locator::Css(&format!("tr[data-job='{id}']"))).await.is_err(), "{id} purged");
        }
        assert_eq!(text(&c, "button[data-filter='cancelled']").await.as_deref(), Some("cancelled 2"));
        assert!(queue.result(&timed).await.unwrap().is_none(), "its result purged");
        c.close().await.unwrap();
        let r = queue.result(&queued).await.unwrap().expect("a cancelled job's result");
        assert_eq!(r.state, State::Cancelled);
    });
    // Read-only unless asked: control answers 403, the page offers none.
    let ro = Dashboard::start(&nats, false);
    assert_eq!(http_post(&ro.addr, "/api/purge?state=done"), "HTTP/1.1 403 Forbidden");
    assert_eq!(http_post(&ro.addr, "/api/jobs/abc/cancel"), "HTTP/1.1 403 Forbidden");
    assert_eq!(http_post(&dash.addr, "/api/jobs/not%2Fan%2Fid/cancel"), "HTTP/1.1 400 Bad Request");
    // Its first snapshot (read once a second; `{}` before the first read).
    let began = Instant::now();
    let snapshot = loop {
        let (status, body) = http_get(&ro.addr, "/api/snapshot");
        assert_eq!(status, "HTTP/1.1 200 OK");
        let snapshot: serde_json::Value = serde_json::from_str(&body).unwrap();
        if snapshot.get("control").is_some() {
            break snapshot;
        }
        assert!(began.elapsed() < Duration::from_secs(10), "no snapshot: {body}");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(snapshot["control"], false, "{snapshot}");
    assert_eq!(snapshot["counts"]["done"], serde_json::Value::Null, "purged: {snapshot}");
    assert_eq!(snapshot["counts"]["cancelled"], 2, "{snapshot}");
    assert_eq!(snapshot["total"], 2, "{snapshot}");
    let _ = driver.kill();
    let _ = driver.wait();
}
