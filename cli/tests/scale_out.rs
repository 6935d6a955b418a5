//! Scale-out on a real nats-server (JetStream, a file store in a temporary directory) with
//! workers as separate `wasm-host serve` processes: every job gets exactly one result when
//! workers are killed, the server restarts, guests trap; `submit --wait` answers as `run`.

#![allow(clippy::print_stderr)]

use std::collections::HashSet;
use std::path::Path;
use std::time::{Duration, Instant};

use wasm_host_queue::{Queue, State, Submission};

mod common;
use common::*;

#[test]
fn three_workers_two_hundred_jobs_one_result_each() {
    let nats = Nats::start();
    let workers: Vec<Worker> = (0..3).map(|i| Worker::start(&nats, &format!("w{i}"), 2, &[])).collect();
    let rt = tokio();
    let (ids, expected) = rt.block_on(async {
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        let mut ids = Vec::new();
        let mut expected = Vec::new();
        for i in 0..200u32 {
            let s = if i % 10 == 0 {
                expected.push(format!(
                    "sum {} {i}: {}\n",
                    100 + i,
                    3 * u64::from(100 + i) * u64::from(99 + i) / 2 + u64::from((100 + i) * i)
                ));
                job(&["sum", &(100 + i).to_string(), &i.to_string()])
            } else {
                expected.push(format!("job {i} [tag{i}]\n"));
                Submission {
                    env: vec![("JOB_TAG".into(), format!("tag{i}"))],
                    ..job(&["echo", "job", &i.to_string()])
                }
            };
            ids.push(queue.submit(&s).await.unwrap());
        }
        (ids, expected)
    });
    assert_eq!(ids.iter().collect::<HashSet<_>>().len(), 200, "job ids are unique");
    rt.block_on(async {
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        let all = results(&queue, &ids, Duration::from_secs(240)).await;
        for (r, want) in all.iter().zip(&expected) {
            assert_eq!((r.state, r.exit_code, r.attempt), (State::Done, Some(0), 1), "{r:?}");
            assert_eq!(&stdout(&queue, r).await, want);
        }
        let states = queue.jobs().await.unwrap();
        assert_eq!(states.len(), 200);
        assert!(states.iter().all(|s| s.state == State::Done), "{states:?}");
        assert_eq!(queue.pending().await.unwrap(), 0);
    });
    // Each job ran once: the workers' done counts add up to 200, no duplicates.
    let mut done = 0;
    for w in workers {
        let (status, stats) = w.stop();
        assert!(status.success(), "{status:?}");
        assert_eq!(stats["duplicates"], 0, "{stats}");
        done += stats["done"].as_u64().unwrap();
    }
    assert_eq!(done, 200);
}

#[test]
fn one_of_three_workers_killed_mid_run_loses_no_job() {
    let nats = Nats::start();
    let mut workers: Vec<Worker> = (0..3).map(|i| Worker::start(&nats, &format!("k{i}"), 2, &[])).collect();
    let rt = tokio();
    rt.block_on(async {
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        let mut ids = Vec::new();
        for i in 0..100 {
            let s = if i % 4 == 0 { job(&["sleep", "1000"]) } else { job(&["echo", "k", &i.to_string()]) };
            ids.push(queue.submit(&s).await.unwrap());
        }
        // Kill k0 (SIGKILL) once it holds a job and a quarter of the jobs are done.
        until(Duration::from_secs(120), "k0 mid-job, 25 results", || async {
            let (mut finished, mut held) = (0, 0);
            for id in &ids {
                if let Some(j) = queue.state(id).await.unwrap() {
                    finished += usize::from(j.state.is_final());
                    held += usize::from(j.state == State::Running && j.worker.as_deref() == Some("k0"));
                }
            }
            finished >= 25 && held > 0
        })
        .await;
        workers[0].kill();
        let all = results(&queue, &ids, Duration::from_secs(180)).await;
        for (i, r) in all.iter().enumerate() {
            assert_eq!((r.state, r.exit_code), (State::Done, Some(0)), "{r:?}");
            let want = if i % 4 == 0 { "slept 1000\n".to_string() } else { format!("k {i} []\n") };
            assert_eq!(stdout(&queue, r).await, want);
        }
        assert!(all.iter().any(|r| r.attempt == 2 && r.worker != "k0"), "a job k0 held ran again elsewhere");
        // One result per job, and each surviving worker counted exactly the results it wrote.
        for w in workers.drain(1..) {
            let name = w.name.clone();
            let (status, stats) = w.stop();
            assert!(status.success());
            let wrote = all.iter().filter(|r| r.worker == name).count() as u64;
            assert_eq!(stats["done"].as_u64(), Some(wrote), "{name}: {stats}");
        }
    });
}

#[test]
fn a_killed_worker_loses_no_job() {
    let nats = Nats::start();
    let mut a = Worker::start(&nats, "a", 2, &[]);
    let rt = tokio();
    rt.block_on(async {
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        let mut ids = Vec::new();
        for _ in 0..6 {
            ids.push(queue.submit(&job(&["sleep", "1500"])).await.unwrap());
        }
        // Worker a holds two jobs mid-run: kill it there.
        let running = || async {
            let mut held = Vec::new();
            for id in &ids {
                if let Some(j) = queue.state(id).await.unwrap()
                    && j.state == State::Running
                {
                    assert_eq!(j.worker.as_deref(), Some("a"));
                    held.push(j.id);
                }
            }
            held
        };
        until(Duration::from_secs(60), "worker a running two jobs", || async { running().await.len() == 2 })
            .await;
        let held = running().await;
        assert_eq!(held.len(), 2);
        a.kill();
        let b = Worker::start(&nats, "b", 3, &[]);
        let all = results(&queue, &ids, Duration::from_secs(120)).await;
        for r in &all {
            assert_eq!((r.state, r.exit_code), (State::Done, Some(0)), "{r:?}");
            assert_eq!(stdout(&queue, r).await, "slept 1500\n");
            assert_eq!(r.worker, "b", "{r:?}");
            // The two that a held come back as second deliveries.
            assert_eq!(r.attempt, if held.contains(&r.id) { 2 } else { 1 }, "{r:?}");
        }
        let (status, stats) = b.stop();
        assert!(status.success());
        assert_eq!((stats["done"].as_u64(), stats["duplicates"].as_u64()), (Some(6), Some(0)), "{stats}");
    });
}

#[test]
fn a_job_past_its_tries_is_dead_not_run_again() {
    let nats = Nats::start();
    let mut a = Worker::start(&nats, "a", 1, &["--max-tries", "1"]);
    let rt = tokio();
    rt.block_on(async {
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        let id = queue.submit(&job(&["sleep", "3000"])).await.unwrap();
        until(Duration::from_secs(60), "worker a running the job", || async {
            queue.state(&id).await.unwrap().is_some_and(|j| j.state == State::Running)
        })
        .await;
        a.kill();
        let b = Worker::start(&nats, "b", 1, &["--max-tries", "1"]);
        let r = queue.wait(&id, Duration::from_secs(60)).await.unwrap();
        assert_eq!(
            (r.state, r.attempt, r.exit_code, r.worker.as_str()),
            (State::Dead, 2, None, "b"),
            "{r:?}"
        );
        let why = r.error.unwrap_or_default();
        assert!(why.contains("no worker finished it in 1 tries") && why.contains("wasmhost.dead"), "{why}");
        let dead = queue.dead().await.unwrap();
        assert_eq!(dead.iter().map(|j| j.id.as_str()).collect::<Vec<_>>(), [id.as_str()]);
        let (_, stats) = b.stop();
        assert_eq!((stats["dead"].as_u64(), stats["done"].as_u64()), (Some(1), Some(0)), "{stats}");
    });
}

#[test]
fn a_restarted_server_loses_no_job() {
    let mut nats = Nats::start();
    let workers: Vec<Worker> = (0..2).map(|i| Worker::start(&nats, &format!("w{i}"), 2, &[])).collect();
    let rt = tokio();
    let ids = rt.block_on(async {
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        let mut ids = Vec::new();
        for i in 0..30 {
            ids.push(queue.submit(&job(&["echo", "restart", &i.to_string()])).await.unwrap());
            ids.push(queue.submit(&job(&["sleep", "200"])).await.unwrap());
        }
        until(Duration::from_secs(120), "five results", || async {
            let mut finished = 0;
            for id in &ids {
                finished += usize::from(queue.state(id).await.unwrap().is_some_and(|j| j.state.is_final()));
            }
            finished >= 5
        })
        .await;
        ids
    });
    // The server goes away mid-run (SIGKILL) and comes back on the same store.
    nats.kill();
    std::thread::sleep(Duration::from_millis(1500));
    nats.up();
    rt.block_on(async {
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        let all = results(&queue, &ids, Duration::from_secs(180)).await;
        for (k, r) in all.iter().enumerate() {
            assert_eq!((r.state, r.exit_code), (State::Done, Some(0)), "{r:?}");
            let want = if k % 2 == 0 { format!("restart {} []\n", k / 2) } else { "slept 200\n".into() };
            assert_eq!(stdout(&queue, r).await, want);
        }
        assert_eq!(queue.jobs().await.unwrap().iter().filter(|j| j.state == State::Done).count(), 60);
        // What the killed server kept past the consumer's acks (nats-server 2.9 keeps the jobs
        // acked before the kill) is tidied by the workers within seconds.
        until(Duration::from_secs(20), "an empty job stream", || async {
            let mut stream = queue.js.get_stream("WASMHOST_JOBS").await.unwrap();
            stream.info().await.unwrap().state.messages == 0
        })
        .await;
    });
    for w in workers {
        let (status, _) = w.stop();
        assert!(status.success(), "{status:?}");
    }
}

#[test]
fn traps_and_exit_codes_are_results_not_retries() {
    let nats = Nats::start();
    let w = Worker::start(&nats, "w", 2, &[]);
    let rt = tokio();
    rt.block_on(async {
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        // Not a job at all: dropped, and the queue goes on.
        queue
            .js
            .publish(wasm_host_queue::queue::JOBS_SUBJECT, "not json".into())
            .await
            .unwrap()
            .await
            .unwrap();
        let trap = queue.submit(&job(&["trap"])).await.unwrap();
        let exit = queue.submit(&job(&["exit", "3"])).await.unwrap();
        // Longer than the ack wait (2 s): its progress acks keep it from a second delivery.
        let long = queue.submit(&job(&["sleep", "5000"])).await.unwrap();
        let limited = Submission {
            limits: wasm_host_queue::JobLimits { timeout_ms: Some(300), ..Default::default() },
            ..job(&["sleep", "60000"])
        };
        let spin = queue.submit(&limited).await.unwrap();
        // Six jobs of one component that does not load: it is fetched and compiled once, its
        // failure kept (the same bytes fail the same way), each job failed at once.
        let mut junk = Vec::new();
        for _ in 0..6 {
            let mut s = job(&["echo"]);
            s.component = b"not a component".to_vec();
            junk.push(queue.submit(&s).await.unwrap());
        }
        let missing = junk[0].clone();
        let r = queue.wait(&trap, Duration::from_secs(60)).await.unwrap();
        assert_eq!((r.state, r.attempt, r.exit_code), (State::Failed, 1, None), "{r:?}");
        assert!(r.error.as_deref().unwrap_or_default().contains("unreachable"), "{r:?}");
        let err =
            String::from_utf8(queue.object(r.stderr.as_deref().unwrap(), 1 << 20).await.unwrap()).unwrap();
        assert_eq!(err, "about to trap\n");
        // The same exit code `run` gives.
        let run = bin().args(["run", "--backend", "cpu"]).arg(guest()).args(["exit", "3"]).output().unwrap();
        let r = queue.wait(&exit, Duration::from_secs(60)).await.unwrap();
        assert_eq!((r.state, r.exit_code), (State::Done, run.status.code()), "{r:?}");
        // A job's own timeout, tighter than the worker's ten minutes.
        let r = queue.wait(&spin, Duration::from_secs(60)).await.unwrap();
        assert_eq!(r.state, State::Failed, "{r:?}");
        assert!(r.error.as_deref().unwrap_or_default().contains("time limit of 300ms"), "{r:?}");
        for id in &junk {
            let r = queue.wait(id, Duration::from_secs(60)).await.unwrap();
            assert_eq!((r.state, r.attempt), (State::Failed, 1), "{r:?}");
            assert!(r.error.as_deref().unwrap_or_default().contains("cannot load"), "{r:?}");
        }
        let r = queue.wait(&long, Duration::from_secs(60)).await.unwrap();
        assert_eq!((r.state, r.attempt, r.exit_code), (State::Done, 1, Some(0)), "{r:?}");
        // Past two ack waits, nothing was delivered again.
        tokio::time::sleep(Duration::from_secs(5)).await;
        for id in [&trap, &exit, &long, &spin, &missing] {
            let state = queue.jobs().await.unwrap().into_iter().find(|j| &j.id == id).unwrap();
            assert_eq!(state.attempt, 1, "{state:?}");
        }
        assert_eq!(queue.pending().await.unwrap(), 0);
    });
    let (status, stats) = w.stop();
    assert!(status.success());
    assert_eq!(
        (stats["done"].as_u64(), stats["failed"].as_u64(), stats["duplicates"].as_u64()),
        (Some(2), Some(8), Some(0)),
        "{stats}"
    );
    // Two components loaded: the guest (its jobs on two slots at once wait for one load) and
    // the one that does not load.
    assert_eq!(stats["components"].as_u64(), Some(2), "{stats}");
}

/// A hostile submitter writes jobs by hand: too many files, a path out of its directory, a file
/// larger than it says. Each is a `failed` result naming why, on the first delivery, and the
/// worker fetches nothing past the limits.
#[test]
fn hostile_job_files_are_failed_results() {
    use wasm_host_queue::{Job, JobDir, JobFile};
    let nats = Nats::start();
    let w = Worker::start(&nats, "w", 2, &[]);
    let rt = tokio();
    rt.block_on(async {
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        let component = queue.put_component(&std::fs::read(guest()).unwrap()).await.unwrap();
        wasm_host_queue::files::put(&queue.objects, "big", &[7u8; 1000]).await.unwrap();
        let file = |path: &str, size| JobFile { dir: 0, path: path.into(), object: "big".into(), size };
        let job = |id: &str, files: Vec<JobFile>| Job {
            id: id.into(),
            component: component.clone(),
            args: vec!["jobs.wasm".into(), "echo".into()],
            env: Vec::new(),
            dirs: vec![JobDir { guest: "d".into(), files }],
            limits: Default::default(),
            submitted_ms: None,
            stats: false,
        };
        let cases = [
            (job("many", (0..5000).map(|i| file(&format!("f{i}"), 1000)).collect()), "5000 files"),
            (job("escape", vec![file("../outside", 1000)]), "leaves its directory"),
            (job("lying", vec![file("small", 10)]), "more than the 10 bytes allowed"),
            (Job { dirs: vec![JobDir::default(); 65], ..job("dirs", Vec::new()) }, "65 directories"),
            // Trees that cannot be written: named before anything is fetched, never retried
            // as if the worker's disk had failed.
            (job("conflict", vec![file("a", 1000), file("a/b", 1000)]), "both as a file and as the folder"),
            (job("twice", vec![file("a", 1000), file("a", 1000)]), "declared twice"),
            (job("long", vec![file(&"n".repeat(300), 1000)]), "more than 255 bytes"),
            (job("deep", vec![file(&vec!["n".repeat(250); 20].join("/"), 1000)]), "more than 1024 bytes"),
            (job("nul", vec![file("a\0b", 1000)]), "NUL byte"),
            (job("elsewhere", vec![JobFile { dir: 3, ..file("a", 1000) }]), "says it is in directory 3"),
        ];
        for (job, why) in &cases {
            queue
                .js
                .publish(wasm_host_queue::queue::JOBS_SUBJECT, serde_json::to_vec(job).unwrap().into())
                .await
                .unwrap()
                .await
                .unwrap();
            let r = queue.wait(&job.id, Duration::from_secs(60)).await.unwrap();
            assert_eq!((r.state, r.attempt), (State::Failed, 1), "{r:?}");
            assert!(r.error.as_deref().unwrap_or_default().contains(why), "{why}: {r:?}");
        }
    });
    let (status, stats) = w.stop();
    assert!(status.success());
    assert_eq!(stats["failed"].as_u64(), Some(10), "{stats}");
}

#[test]
fn submit_wait_answers_as_run_and_sigterm_drains() {
    let nats = Nats::start();
    let w = Worker::start(&nats, "w", 2, &[]);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("in.txt"), "hello jobs\n").unwrap();
    let mapped = format!("{}::data", dir.path().display());
    let out = bin()
        .args(["submit", "--nats", &nats.url(), "--wait", "--dir", &mapped, "--env", "JOB_TAG=x"])
        .arg(guest())
        .args(["upper", "data", "in.txt", "out.txt"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "wrote out.txt\n");
    assert_eq!(std::fs::read_to_string(dir.path().join("out.txt")).unwrap(), "HELLO JOBS\n");
    // A trap: one error line naming the job, the worker and the trap; exit code 134 as `run`.
    let out =
        bin().args(["submit", "--nats", &nats.url(), "--wait"]).arg(guest()).arg("trap").output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(134), "{err}");
    assert!(
        err.contains("about to trap\nerror: job ") && err.contains("failed on worker w (attempt 1)"),
        "{err}"
    );
    // Without --wait: the id; `jobs` lists it.
    let out =
        bin().args(["submit", "--nats", &nats.url()]).arg(guest()).args(["sleep", "1500"]).output().unwrap();
    let id = String::from_utf8(out.stdout).unwrap().trim().to_string();
    assert_eq!(id.len(), 22, "{id:?}");
    let rt = tokio();
    rt.block_on(async {
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        until(Duration::from_secs(60), "the sleep job running", || async {
            queue.state(&id).await.unwrap().is_some_and(|j| j.state == State::Running)
        })
        .await;
        let out = bin().args(["jobs", "--nats", &nats.url()]).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains(&format!("{id}  running  w  attempt 1")), "{text}");
        assert_eq!(text.lines().filter(|l| l.contains("  done  w  attempt 1")).count(), 1, "{text}");
        assert_eq!(text.lines().filter(|l| l.contains("  failed  w  attempt 1")).count(), 1, "{text}");
        // The count per state, last.
        assert_eq!(text.lines().last(), Some("3 jobs: 1 running, 1 done, 1 failed"), "{text}");
        let out = bin().args(["jobs", "--nats", &nats.url(), "--state", "done"]).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(text.lines().count(), 3, "a header, one done job and its count: {text}");
        assert!(text.lines().nth(1).is_some_and(|l| l.contains("  done  w  attempt 1  waited ")), "{text}");
        assert_eq!(text.lines().last(), Some("1 job: 1 done"), "{text}");
        let out = bin().args(["jobs", "--nats", &nats.url(), "--state", "sleeping"]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{out:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("is not a job state"), "{out:?}");
        until(Duration::from_secs(10), "the worker's status", || async {
            let out = bin().args(["jobs", "--nats", &nats.url(), "--workers"]).output().unwrap();
            String::from_utf8_lossy(&out.stdout).starts_with("w  cpu executor")
        })
        .await;
    });
    // SIGTERM mid-job: the worker finishes it, acks, and exits 0.
    let (status, stats) = w.stop();
    assert!(status.success(), "{status:?}");
    assert_eq!(
        (stats["done"].as_u64(), stats["failed"].as_u64(), stats["draining"].as_bool()),
        (Some(2), Some(1), Some(true))
    );
    rt.block_on(async {
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        let r = queue.result(&id).await.unwrap().expect("the drained job has its result");
        assert_eq!((r.state, r.attempt, r.exit_code), (State::Done, 1, Some(0)));
        assert_eq!(queue.pending().await.unwrap(), 0);
        assert!(queue.worker_statuses().await.unwrap().is_empty(), "a stopped worker leaves the list");
        let out = bin().args(["jobs", "--nats", &nats.url(), "--workers"]).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "no live workers\n");
    });
}

/// `jobs show` (a job's record and output, into files too), `jobs cancel` (a queued job never
/// runs; a running one stops at once and frees its worker's slot; a job over stays as it is)
/// and `jobs purge` (jobs over, by state and age, with their objects).
#[test]
fn jobs_show_cancel_and_purge() {
    let nats = Nats::start();
    let url = nats.url();
    let jobs = |args: &[&str]| bin().arg("jobs").args(args).args(["--nats", &url]).output().unwrap();
    let submit = |args: &[&str]| {
        let out = bin().args(["submit", "--nats", &url]).arg(guest()).args(args).output().unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap().trim().to_string()
    };
    let text = |out: &std::process::Output| String::from_utf8_lossy(&out.stdout).into_owned();
    // Queued, no worker yet: cancelled, and never run once a worker comes.
    let queued = submit(&["echo", "never"]);
    let out = jobs(&["cancel", &queued]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(text(&out), format!("cancelled job {queued} (it was queued)\n"));
    let out = jobs(&["cancel", "no-such-job"]);
    assert!(
        !out.status.success() && String::from_utf8_lossy(&out.stderr).contains("no job no-such-job"),
        "{out:?}"
    );

    let w = Worker::start(&nats, "w", 1, &[]);
    let done = submit(&["echo", "hello"]);
    let rt = tokio();
    rt.block_on(async {
        let queue = Queue::connect(&url, "test", Duration::from_secs(10)).await.unwrap();
        queue.wait(&done, Duration::from_secs(60)).await.unwrap();
        // Show: the record, then the guest's output.
        let out = jobs(&["show", &done]);
        let shown = text(&out);
        assert!(out.status.success(), "{out:?}");
        for want in [
            format!("job        {done}\n"),
            "state      done (exit code 0)\n".to_string(),
            "worker     w, attempt 1\n".to_string(),
            "queue wait ".to_string(),
            "run time   ".to_string(),
            "hello []\n".to_string(),
        ] {
            assert!(shown.contains(&want), "{want:?} in {shown}");
        }
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("out.txt");
        let out = jobs(&["show", &done, "--stdout", file.to_str().unwrap()]);
        assert!(out.status.success() && !text(&out).contains("hello"), "{out:?}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "hello []\n");
        let out = jobs(&["show", &done, "--json"]);
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["result"]["exit_code"], 0, "{v}");

        // Running: stopped at once, the slot free for the next job (the sleep would take 60 s).
        let sleeping = submit(&["sleep", "60000"]);
        until(Duration::from_secs(30), "the sleep job running", || async {
            queue.state(&sleeping).await.unwrap().is_some_and(|j| j.state == State::Running)
        })
        .await;
        let began = Instant::now();
        let out = jobs(&["cancel", &sleeping]);
        assert_eq!(text(&out), format!("cancelled job {sleeping} (it was running)\n"), "{out:?}");
        let next = submit(&["echo", "after"]);
        let r = queue.wait(&next, Duration::from_secs(20)).await.unwrap();
        assert_eq!(r.state, State::Done);
        assert!(began.elapsed() < Duration::from_secs(20), "the slot was freed: {:?}", began.elapsed());
        let r = queue.result(&sleeping).await.unwrap().unwrap();
        assert_eq!((r.state, r.stdout.as_deref()), (State::Cancelled, None), "{r:?}");
        // Over already: left as it is.
        let out = jobs(&["cancel", &done]);
        assert_eq!(out.status.code(), Some(1), "{out:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("is done already: not cancelled"), "{out:?}");
        let out = jobs(&["--state", "cancelled"]);
        assert_eq!(text(&out).lines().last(), Some("2 jobs: 2 cancelled"), "{}", text(&out));
    });
    let (status, stats) = w.stop();
    assert!(status.success(), "{status:?}");
    // The queued job was delivered and not run; the sleeping one stopped.
    assert_eq!((stats["done"].as_u64(), stats["cancelled"].as_u64()), (Some(2), Some(2)), "{stats}");

    // Purge: by state and age; objects go with their jobs.
    let out = jobs(&["purge", "--state", "done", "--older-than", "1h"]);
    assert_eq!(text(&out), "purged 0 jobs (0 objects)\n", "{out:?}");
    let out = jobs(&["purge", "--state", "running"]);
    assert!(
        !out.status.success() && String::from_utf8_lossy(&out.stderr).contains("only jobs that are over")
    );
    let out = jobs(&["purge", "--state", "cancelled", "--state", "done"]);
    assert_eq!(text(&out), "purged 4 jobs (2 objects)\n", "{out:?}");
    let out = jobs(&[]);
    assert_eq!(text(&out), "0 jobs\n", "{out:?}");
    rt.block_on(async {
        let queue = Queue::connect(&url, "test", Duration::from_secs(10)).await.unwrap();
        assert!(queue.result(&done).await.unwrap().is_none());
        assert!(queue.object(&format!("jobs/{done}/"), 10).await.is_err());
    });
}

/// `jobs show --stderr FILE` (a trapped job's standard error) and `--outputs DIR` (the files a
/// job made, fetched into `DIR/N/PATH`, N its N-th `--dir`): byte for byte, and not printed.
#[test]
fn jobs_show_stderr_and_outputs_into_files() {
    let nats = Nats::start();
    let url = nats.url();
    let jobs = |args: &[&str]| bin().arg("jobs").args(args).args(["--nats", &url]).output().unwrap();
    let submit = |dirs: &[&str], args: &[&str]| {
        let mut cmd = bin();
        cmd.args(["submit", "--nats", &url]);
        for d in dirs {
            cmd.args(["--dir", d]);
        }
        let out = cmd.arg(guest()).args(args).output().unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap().trim().to_string()
    };
    let text = |out: &std::process::Output| String::from_utf8_lossy(&out.stdout).into_owned();
    let w = Worker::start(&nats, "w", 2, &[]);
    let data = tempfile::tempdir().unwrap();
    std::fs::write(data.path().join("in.txt"), "hello jobs\n").unwrap();
    let mapped = format!("{}::data", data.path().display());
    let trapped = submit(&[], &["trap"]);
    let upper = submit(&[&mapped], &["upper", "data", "in.txt", "out.txt"]);
    tokio().block_on(async {
        let queue = Queue::connect(&url, "test", Duration::from_secs(10)).await.unwrap();
        let all = results(&queue, &[trapped.clone(), upper.clone()], Duration::from_secs(60)).await;
        assert_eq!((all[0].state, all[1].state), (State::Failed, State::Done), "{all:?}");
    });
    let into = tempfile::tempdir().unwrap();
    // Standard error into a file: the guest's own line, nothing else, and not printed.
    let err = into.path().join("err.txt");
    let out = jobs(&["show", &trapped, "--stderr", err.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    assert!(text(&out).contains("state      failed\n"), "{}", text(&out));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("about to trap"), "{out:?}");
    assert_eq!(std::fs::read_to_string(&err).unwrap(), "about to trap\n");
    // The files it made: listed, fetched under the directory's number; the input it only read
    // is not one of them.
    let fetched = into.path().join("outputs");
    let out = jobs(&["show", &upper, "--outputs", fetched.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    let shown = text(&out);
    assert!(shown.contains("output     0/out.txt (11 bytes)\n"), "{shown}");
    assert!(shown.ends_with("wrote out.txt\n"), "{shown}");
    assert_eq!(std::fs::read(fetched.join("0/out.txt")).unwrap(), b"HELLO JOBS\n");
    let names: Vec<_> =
        std::fs::read_dir(fetched.join("0")).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names, ["out.txt"], "only the file made");
    // The submitter's directory is as it was: `submit` without `--wait` writes nothing back.
    assert!(!data.path().join("out.txt").exists());
    let (status, stats) = w.stop();
    assert!(status.success(), "{status:?}");
    assert_eq!((stats["done"].as_u64(), stats["failed"].as_u64()), (Some(1), Some(1)), "{stats}");
}

/// Failover in seconds with the defaults (#50): a worker killed (SIGKILL) mid-job has its job
/// running on another worker within 5 s, and leaves `jobs --workers` within 5 s.
#[test]
fn a_dead_workers_job_runs_elsewhere_within_seconds() {
    let nats = Nats::start();
    let url = nats.url();
    let mut workers =
        [Worker::start_with_defaults(&nats, "a", 1, &[]), Worker::start_with_defaults(&nats, "b", 1, &[])];
    let rt = tokio();
    rt.block_on(async {
        let queue = Queue::connect(&url, "test", Duration::from_secs(10)).await.unwrap();
        until(Duration::from_secs(30), "both workers listed", || async {
            queue.worker_statuses().await.unwrap().len() == 2
        })
        .await;
        let id = queue.submit(&job(&["sleep", "30000"])).await.unwrap();
        let began = Instant::now();
        let holder = loop {
            if let Some(j) = queue.state(&id).await.unwrap()
                && j.state == State::Running
            {
                break j.worker.unwrap_or_default();
            }
            assert!(began.elapsed() < Duration::from_secs(60), "the job running: not after 60 s");
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        let (dead, other) = if holder == "a" { (0, "b") } else { (1, "a") };
        // Past the first progress ack, so the ack wait counts from a live worker's last word.
        tokio::time::sleep(Duration::from_millis(1500)).await;
        workers[dead].kill();
        let killed = Instant::now();
        let mut moved = None;
        let mut gone = None;
        while (moved.is_none() || gone.is_none()) && killed.elapsed() < Duration::from_secs(15) {
            if moved.is_none()
                && queue.state(&id).await.unwrap().is_some_and(|j| j.state == State::Running && j.worker.as_deref() == Some(other))
            {
                moved = Some(killed.elapsed());
            }
            if gone.is_none() {
                let out = bin().args(["jobs", "--workers", "--nats", &url]).output().unwrap();
                if !String::from_utf8_lossy(&out.stdout).lines().any(|l| l.starts_with(&format!("{holder}  "))) {
                    gone = Some(killed.elapsed());
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        eprintln!("worker {holder} killed: its job running on {other} after {moved:?}, the worker gone from `jobs --workers` after {gone:?}");
        assert!(moved.is_some_and(|t| t <= Duration::from_secs(5)), "the job moved after {moved:?}");
        assert!(gone.is_some_and(|t| t <= Duration::from_secs(5)), "the worker was listed for {gone:?}");
        let out = jobs_cancel(&url, &id);
        assert!(out.status.success(), "{out:?}");
    });
}

fn jobs_cancel(url: &str, id: &str) -> std::process::Output {
    bin().args(["jobs", "cancel", id, "--nats", url]).output().unwrap()
}

/// `serve --metrics`: the worker's jobs by state, the running gauge, run and queue-wait
/// histograms and queue depth for Prometheus, and a log line per step of each job carrying its
/// id (received, started, finished or failed).
#[test]
fn metrics_and_a_log_line_per_job_step() {
    let nats = Nats::start();
    let w = Worker::start(&nats, "m", 2, &["--metrics", "127.0.0.1:0"]);
    let began = Instant::now();
    let addr = loop {
        let log = std::fs::read_to_string(w.log.path()).unwrap();
        if let Some(rest) = log.split("metrics at http://").nth(1) {
            break rest.split('/').next().unwrap().to_string();
        }
        assert!(began.elapsed() < Duration::from_secs(30), "no metrics address printed: {log}");
        std::thread::sleep(Duration::from_millis(20));
    };
    let (status, scrape) = http_get(&addr, "/metrics");
    assert_eq!(status, "HTTP/1.1 200 OK", "{scrape}");
    assert!(scrape.contains("wasm_host_worker_info{worker=\"m\",executor=\"cpu executor"), "{scrape}");
    assert_eq!(sample(&scrape, "wasm_host_jobs_running"), Some(0.0), "{scrape}");
    assert!(scrape.ends_with("# EOF\n"), "{scrape}");
    assert!(!scrape.contains("gpu_process"), "no GPU process on the cpu executor: {scrape}");
    let (status, _) = http_get(&addr, "/other");
    assert_eq!(status, "HTTP/1.1 404 Not Found");
    let rt = tokio();
    let ids = rt.block_on(async {
        let queue = Queue::connect(&nats.url(), "test", Duration::from_secs(10)).await.unwrap();
        let mut ids = Vec::new();
        for args in [&["echo", "a"][..], &["echo", "b"], &["trap"]] {
            ids.push(queue.submit(&job(args)).await.unwrap());
        }
        // A guest running a pipeline, with its step times (`submit --stats`) and without.
        let jacobi =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/wasm32-wasip2/release/jacobi.wasm");
        let args = ["jacobi.wasm", "--n", "32", "--sweeps", "4"].map(String::from).to_vec();
        for stats in [true, false] {
            let component = std::fs::read(&jacobi).unwrap();
            let s = Submission { component, args: args.clone(), stats, ..Default::default() };
            ids.push(queue.submit(&s).await.unwrap());
        }
        let all = results(&queue, &ids, Duration::from_secs(120)).await;
        let states: Vec<State> = all.iter().map(|r| r.state).collect();
        assert_eq!(states, [State::Done, State::Done, State::Failed, State::Done, State::Done]);
        let stats = all[3].stats.as_ref().expect("the jacobi job's stats");
        assert_eq!(stats["steps"]["source"], "cpu-clock", "{stats}");
        assert_eq!(stats["steps"]["kernels"]["kernel"]["dispatches"], 1, "{stats}");
        assert_eq!(stats["guest"]["pipeline_steps"], 4, "{stats}");
        let untimed = all[4].stats.as_ref().expect("the jacobi job's stats");
        assert_eq!(untimed["steps"]["source"], serde_json::Value::Null, "{untimed}");
        assert_eq!(untimed["guest"]["pipeline_steps"], 4, "{untimed}");
        // A running job shows in the gauge.
        let sleeper = queue.submit(&job(&["sleep", "30000"])).await.unwrap();
        until(Duration::from_secs(60), "the sleeper running", || async {
            queue.state(&sleeper).await.unwrap().is_some_and(|j| j.state == State::Running)
        })
        .await;
        let scrape = http_get(&addr, "/metrics").1;
        assert_eq!(sample(&scrape, "wasm_host_jobs_running"), Some(1.0), "{scrape}");
        assert!(jobs_cancel(&nats.url(), &sleeper).status.success());
        ids.push(sleeper);
        ids
    });
    // Once the cancelled sleeper has stopped and the worker's status (every second) has read
    // the queue again.
    let began = Instant::now();
    let scrape = loop {
        let scrape = http_get(&addr, "/metrics").1;
        let settled = |name| sample(&scrape, name) == Some(0.0);
        if settled("wasm_host_jobs_running") && settled("wasm_host_queue_pending") {
            break scrape;
        }
        assert!(began.elapsed() < Duration::from_secs(15), "the gauges did not settle: {scrape}");
        std::thread::sleep(Duration::from_millis(100));
    };
    for (name, want) in [
        ("wasm_host_jobs_total{state=\"done\"}", 4.0),
        ("wasm_host_jobs_total{state=\"failed\"}", 1.0),
        ("wasm_host_job_run_seconds_count", 5.0),
        ("wasm_host_job_queue_wait_seconds_count", 6.0),
        ("wasm_host_components_loaded_total", 2.0),
        ("wasm_host_queue_pending", 0.0),
    ] {
        assert_eq!(sample(&scrape, name), Some(want), "{name}: {scrape}");
    }
    // The jacobi guest's kernel passed the Guard on this worker.
    assert!(
        sample(&scrape, "wasm_host_guard_modules_total{outcome=\"checked\"}").is_some_and(|n| n >= 1.0),
        "{scrape}"
    );
    let log = std::fs::read_to_string(w.log.path()).unwrap();
    let lines = |id: &str| -> Vec<String> {
        let tag = format!("job{{id={id} attempt=1}}");
        log.lines().filter(|l| l.contains(&tag)).map(|l| l.split(&tag).nth(1).unwrap().to_string()).collect()
    };
    let ends = [
        "finished",
        "finished",
        "failed: the guest trapped",
        "finished",
        "finished",
        "stopped: the job has a result",
    ];
    for (id, last) in ids.iter().zip(ends) {
        let seen = lines(id);
        assert!(seen.len() >= 3, "{id}: {seen:?}\n{log}");
        assert!(seen[0].contains(" received component="), "{seen:?}");
        assert!(seen[1].contains(" started waited_ms="), "{seen:?}");
        assert!(seen.iter().any(|l| l.contains(last)), "{id}: no `{last}` in {seen:?}");
    }
}

/// The dashboard's job listing (`JobListing`) reads only the records that can still change: the
/// first refresh reads every job's state, later ones only the unfinished and the new; a purged
/// job leaves it; every `FULL_EVERY`th refresh reads everything again. States match
/// `Queue::jobs`.
#[test]
fn a_job_listing_reads_only_what_can_change() {
    use wasm_host_queue::JobListing;
    use wasm_host_queue::listing::FULL_EVERY;
    let nats = Nats::start();
    let url = nats.url();
    let submit = |args: &[&str]| {
        let out = bin().args(["submit", "--nats", &url]).arg(guest()).args(args).output().unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap().trim().to_string()
    };
    // No worker: every job stays queued until cancelled.
    let ids: Vec<String> = (0..3).map(|i| submit(&["echo", &i.to_string()])).collect();
    tokio().block_on(async {
        let queue = Queue::connect(&url, "test", Duration::from_secs(10)).await.unwrap();
        let mut listing = JobListing::new();
        // Whole records (state, worker, attempt, times), as `Queue::jobs` reads them.
        let states = |l: &std::collections::BTreeMap<String, wasm_host_queue::JobState>| {
            l.values().cloned().collect::<Vec<_>>()
        };
        let got = states(listing.refresh(&queue).await.unwrap());
        assert_eq!((got.len(), listing.last_reads()), (3, 3));
        assert_eq!(got, queue.jobs().await.unwrap());
        for id in &ids[..2] {
            queue.cancel(id, "test").await.unwrap();
        }
        // The three were unfinished: read again, two now cancelled.
        let got = states(listing.refresh(&queue).await.unwrap());
        assert_eq!(listing.last_reads(), 3);
        assert_eq!(got, queue.jobs().await.unwrap());
        assert_eq!(got.iter().filter(|s| s.state == State::Cancelled).count(), 2, "{got:?}");
        // Now only the queued one is read.
        listing.refresh(&queue).await.unwrap();
        assert_eq!(listing.last_reads(), 1);
        let new = submit(&["echo", "new"]);
        let got = states(listing.refresh(&queue).await.unwrap());
        assert_eq!((got.len(), listing.last_reads()), (4, 2), "the queued one and {new}");
        queue.purge(&[State::Cancelled], Duration::ZERO).await.unwrap();
        let got = states(listing.refresh(&queue).await.unwrap());
        assert_eq!((got.len(), listing.last_reads()), (2, 2));
        assert_eq!(got, queue.jobs().await.unwrap());
        // Refresh 6 reads the two unfinished, one now cancelled; refreshes 7 to FULL_EVERY the
        // one left unfinished; refresh FULL_EVERY + 1 (a full one) all.
        queue.cancel(&new, "test").await.unwrap();
        listing.refresh(&queue).await.unwrap();
        assert_eq!(listing.last_reads(), 2);
        for _ in 7..=FULL_EVERY {
            listing.refresh(&queue).await.unwrap();
            assert_eq!(listing.last_reads(), 1);
        }
        let got = states(listing.refresh(&queue).await.unwrap());
        assert_eq!(listing.last_reads(), 2, "a full refresh reads every record");
        assert_eq!(got, queue.jobs().await.unwrap());
    });
}
