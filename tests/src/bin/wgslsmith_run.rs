//! The long WGSLsmith run: generates a range of seeds with a WGSLsmith binary, runs each program
//! on the cpu executor and on wgpu (with and without the Guard's loop rewrite), and prints a
//! tally. Every program that does not come out `ok` or refused is kept in the output folder
//! with what happened.
//!
//! ```text
//! wgslsmith_run --wgslsmith .dev/wgslsmith/target/release/wgslsmith --seeds 0..1000 --out target/wgslsmith-run
//!     [--timeout 60] [--deadline SECONDS] [--cpu-only] [--keep-all]
//! wgslsmith_run --file program.wgsl      # one program, its verdict and every difference
//! ```
//!
//! With `WASM_HOST_GPU_PROCESS=/path/to/wasm-host`, wgpu runs in a GPU process of that binary
//! (`exec::remote`): a driver that crashes fails that program with `device`.
//!
//! Programs run in a worker process (this binary with `--worker`): a program that hangs past
//! `--timeout` seconds or kills the worker is counted (`hang`, `crash`, each with the step it
//! was at, e.g. `hang (gpu pipeline)`: the driver's shader compile), kept, and the worker
//! restarted. See docs/design/differential-testing.md.

#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use wasm_host::config::{Backend, GpuProcess};
use wasm_host::{Config, Runtime};
use wasm_host_tests::differential::wgslsmith::{Verdict, check_program};

struct Args {
    wgslsmith: Option<PathBuf>,
    seeds: (u64, u64),
    out: PathBuf,
    timeout: u64,
    deadline: Option<u64>,
    cpu_only: bool,
    keep_all: bool,
    file: Option<PathBuf>,
    steps: bool,
    worker: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        wgslsmith: None,
        seeds: (0, 100),
        out: PathBuf::from("target/wgslsmith-run"),
        timeout: 60,
        deadline: None,
        cpu_only: false,
        keep_all: false,
        file: None,
        steps: false,
        worker: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--wgslsmith" => a.wgslsmith = Some(value()?.into()),
            "--seeds" => {
                let v = value()?;
                let (lo, hi) = v.split_once("..").ok_or("--seeds is FIRST..END (END excluded)")?;
                a.seeds =
                    (lo.parse().map_err(|_| "bad first seed")?, hi.parse().map_err(|_| "bad end seed")?);
            }
            "--out" => a.out = value()?.into(),
            "--timeout" => a.timeout = value()?.parse().map_err(|_| "bad --timeout")?,
            "--deadline" => a.deadline = Some(value()?.parse().map_err(|_| "bad --deadline")?),
            "--cpu-only" => a.cpu_only = true,
            "--keep-all" => a.keep_all = true,
            "--file" => a.file = Some(value()?.into()),
            "--steps" => a.steps = true,
            "--worker" => a.worker = true,
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    Ok(a)
}

fn runtimes(cpu_only: bool) -> Result<(Runtime, Option<Runtime>), String> {
    let cpu =
        Runtime::new(wasm_host_tests::cpu_config(Config::default())).map_err(|e| format!("cpu: {e}"))?;
    let gpu =
        if cpu_only {
            None
        } else {
            // `WASM_HOST_GPU_PROCESS=/path/to/wasm-host`: the GPU in a GPU process of that binary
            // (a driver crash is then a `device` error of one program, not the worker's death).
            let gpu_process = std::env::var_os("WASM_HOST_GPU_PROCESS").map(|bin| GpuProcess {
                program: bin.into(),
                args: vec!["gpu-process".into()],
                deadline: wasm_host::exec::remote::DEFAULT_DEADLINE,
                sandbox: true,
                max_memory: wasm_host::exec::remote::default_max_memory(),
            });
            Some(Runtime::new(Config { backend: Backend::Gpu, gpu_process, ..Config::default() }).map_err(
                |e| format!("no GPU adapter ({e}); pass --cpu-only to run the cpu executor alone"),
            )?)
        };
    Ok((cpu, gpu))
}

fn verdict_of(path: &Path, cpu: &Runtime, gpu: Option<&Runtime>) -> Verdict {
    match std::fs::read_to_string(path) {
        Ok(wgsl) => check_program(&path.display().to_string(), &wgsl, cpu, gpu),
        Err(e) => Verdict::Failed(format!("{}: {e}", path.display())),
    }
}

/// Tells the runner which step a program is at: `step\t<step>` lines before its verdict.
fn report_step(step: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "step\t{step}").and_then(|()| out.flush());
}

/// The worker: a path per line on stdin; `step\t<step>` lines as it goes, then
/// `summary\tdetail`, per program on stdout.
fn worker(cpu_only: bool) -> Result<(), String> {
    wasm_host_tests::differential::on_step(report_step);
    let (cpu, gpu) = runtimes(cpu_only)?;
    let stdout = std::io::stdout();
    writeln!(stdout.lock(), "ready").and_then(|()| stdout.lock().flush()).map_err(|e| e.to_string())?;
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let v = verdict_of(Path::new(&line), &cpu, gpu.as_ref());
        let mut out = stdout.lock();
        writeln!(
            out,
            "{}\t{}",
            v.summary().replace(['\t', '\n'], " "),
            v.detail().replace(['\t', '\n'], " ")
        )
        .and_then(|()| out.flush())
        .map_err(|e| e.to_string())?;
    }
    Ok(())
}

struct Worker {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Worker {
    /// Starts a worker and waits until its runtimes are up; its stderr goes to `log`.
    fn start(exe: &Path, cpu_only: bool, log: &Path) -> Result<Worker, String> {
        let err = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .map_err(|e| format!("{}: {e}", log.display()))?;
        let mut cmd = Command::new(exe);
        cmd.arg("--worker").stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(err);
        if cpu_only {
            cmd.arg("--cpu-only");
        }
        let mut child = cmd.spawn().map_err(|e| format!("cannot start a worker: {e}"))?;
        let stdin = child.stdin.take().ok_or("no worker stdin")?;
        let stdout = child.stdout.take().ok_or("no worker stdout")?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let worker = Worker { child, stdin, lines };
        match worker.lines.recv_timeout(Duration::from_secs(120)) {
            Ok(l) if l == "ready" => Ok(worker),
            other => {
                worker.stop();
                let tail = std::fs::read_to_string(log).unwrap_or_default();
                let tail: Vec<&str> = tail.lines().rev().take(5).collect();
                Err(format!("the worker did not start ({other:?}); its stderr ends: {}", tail.join(" | ")))
            }
        }
    }

    fn stop(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What the long run counts a program as.
fn category(summary: &str) -> String {
    if summary == "ok" || summary == "mismatch" || summary.starts_with("hang") || summary.starts_with("crash")
    {
        return summary.split(':').next().unwrap_or(summary).to_string();
    }
    summary.to_string()
}

fn long_run(a: &Args) -> Result<(), String> {
    let smith =
        a.wgslsmith.as_ref().ok_or("--wgslsmith PATH is needed (tools/wgslsmith/build.sh builds it)")?;
    let programs = a.out.join("programs");
    std::fs::create_dir_all(&programs).map_err(|e| format!("{}: {e}", programs.display()))?;
    // Workers run from a copy of this binary: a build in the shared target folder may replace
    // (or, while linking, remove) the original during a long run.
    let exe = a.out.join("wgslsmith_run-worker");
    std::fs::copy(std::env::current_exe().map_err(|e| e.to_string())?, &exe)
        .map_err(|e| format!("{}: {e}", exe.display()))?;
    let mut worker = Worker::start(&exe, a.cpu_only, &a.out.join("worker-stderr.log"))?;
    let mut tally: BTreeMap<String, u64> = BTreeMap::new();
    let mut kept = Vec::new();
    let mut verdicts = String::new();
    let start = Instant::now();
    let (mut gen_time, mut run_time) = (Duration::ZERO, Duration::ZERO);
    let mut end = a.seeds.1;
    for seed in a.seeds.0..a.seeds.1 {
        if a.deadline.is_some_and(|d| start.elapsed().as_secs() >= d) {
            end = seed;
            break;
        }
        let path = programs.join(format!("seed-{seed}.wgsl"));
        let t = Instant::now();
        let status = Command::new(smith)
            .args(["gen", "--recondition", "-o"])
            .arg(&path)
            .arg(seed.to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .map_err(|e| format!("cannot run {}: {e}", smith.display()))?;
        gen_time += t.elapsed();
        if !status.success() {
            *tally.entry("generator failed".into()).or_default() += 1;
            verdicts.push_str(&format!("seed-{seed}: generator failed ({status})\n"));
            continue;
        }
        let t = Instant::now();
        let sent = writeln!(worker.stdin, "{}", path.display()).and_then(|()| worker.stdin.flush());
        // The verdict line, after any number of step lines; the last step names where a
        // program hung or crashed.
        let until = Instant::now() + Duration::from_secs(a.timeout);
        let mut at = String::from("before its first step");
        let answer = sent.map_err(|e| e.to_string()).and_then(|()| {
            loop {
                let left = until.saturating_duration_since(Instant::now());
                match worker.lines.recv_timeout(left) {
                    Ok(line) => match line.strip_prefix("step\t") {
                        Some(step) => at = step.to_string(),
                        None => break Ok(line),
                    },
                    Err(RecvTimeoutError::Timeout) => break Err("hang".to_string()),
                    Err(RecvTimeoutError::Disconnected) => break Err("crash".to_string()),
                }
            }
        });
        let (summary, detail) = match answer {
            Ok(line) => {
                let (s, d) = line.split_once('\t').unwrap_or((&line, ""));
                (s.to_string(), d.to_string())
            }
            Err(why) => {
                // A worker whose output ended is exiting: wait (briefly) for how it ended.
                let mut code = worker.child.try_wait().ok().flatten();
                let until = Instant::now() + Duration::from_secs(2);
                while code.is_none() && why == "crash" && Instant::now() < until {
                    std::thread::sleep(Duration::from_millis(20));
                    code = worker.child.try_wait().ok().flatten();
                }
                worker.stop();
                worker = Worker::start(&exe, a.cpu_only, &a.out.join("worker-stderr.log"))?;
                let detail = match code {
                    Some(c) => format!("{why} at {at}: the worker ended with {c}"),
                    None if why == "crash" => format!("{why} at {at}: the worker's output ended"),
                    None => format!("{why} at {at}: no answer in {} s", a.timeout),
                };
                (
                    if why == "hang" {
                        format!("hang ({at})")
                    } else {
                        format!("crash ({}, {at})", code.map_or("-".into(), |c| c.to_string()))
                    },
                    detail,
                )
            }
        };
        run_time += t.elapsed();
        if summary.contains("device was lost") {
            // A lost device fails every later program: count this one, start a fresh worker.
            worker.stop();
            worker = Worker::start(&exe, a.cpu_only, &a.out.join("worker-stderr.log"))?;
        }
        let cat = category(&summary);
        *tally.entry(cat.clone()).or_default() += 1;
        verdicts.push_str(&format!("seed-{seed}: {summary}\n"));
        if summary != "ok" && !summary.starts_with("refused") {
            let keep = a.out.join(format!("{}-{seed}.wgsl", cat.split([' ', ':']).next().unwrap_or("kept")));
            let _ = std::fs::copy(&path, &keep);
            let _ = std::fs::write(keep.with_extension("txt"), format!("{detail}\n"));
            eprintln!("seed {seed}: {detail:.400}");
            kept.push(keep);
        } else if !a.keep_all {
            let _ = std::fs::remove_file(&path);
        }
        if (seed - a.seeds.0 + 1).is_multiple_of(100) {
            eprintln!("{} seeds in {:.0} s", seed - a.seeds.0 + 1, start.elapsed().as_secs_f64());
        }
    }
    worker.stop();
    let n = end.saturating_sub(a.seeds.0);
    let mut report = format!(
        "seeds {}..{} ({n}) in {:.1} s (generation {:.1} s, runs {:.1} s; {:.0} ms per program){}\n",
        a.seeds.0,
        end,
        start.elapsed().as_secs_f64(),
        gen_time.as_secs_f64(),
        run_time.as_secs_f64(),
        run_time.as_secs_f64() * 1000.0 / n.max(1) as f64,
        if a.cpu_only { ", cpu executor only" } else { "" }
    );
    for (k, v) in &tally {
        report.push_str(&format!("{v:>7}  {k}\n"));
    }
    for k in &kept {
        report.push_str(&format!("kept {}\n", k.display()));
    }
    print!("{report}");
    std::fs::write(a.out.join("tally.txt"), &report).map_err(|e| e.to_string())?;
    std::fs::write(a.out.join("verdicts.txt"), &verdicts).map_err(|e| e.to_string())?;
    Ok(())
}

/// `--file X --steps`: each of the four runs on its own, timed, with its outputs' sizes.
fn steps(file: &Path, cpu_only: bool) -> Result<(), String> {
    use wasm_host_tests::differential::{Job, run, unbounded_guard, wgslsmith};
    let wgsl = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let inputs = wgslsmith::inputs(&wgsl)?;
    let label = file.display().to_string();
    let job =
        Job { label: &label, wgsl: &wgsl, entry: wgslsmith::ENTRY, workgroups: [1, 1, 1], inputs: &inputs };
    let (cpu, gpu) = runtimes(cpu_only)?;
    let mut list = vec![("cpu", &cpu)];
    if let Some(g) = &gpu {
        list.push(("gpu", g));
    }
    for (name, rt) in list {
        for (how, guard) in [("guarded", rt.guard().clone()), ("without the rewrite", unbounded_guard(rt))] {
            let t = Instant::now();
            let r = run(rt, &guard, &job);
            let outcome = match &r {
                Ok(o) => format!(
                    "{} outputs, {:02x?}",
                    o.len(),
                    o.iter().map(|o| &o.bytes[..o.bytes.len().min(64)]).collect::<Vec<_>>()
                ),
                Err(e) => e.to_string(),
            };
            println!("{label}: {name} {how}: {:.3} s: {outcome}", t.elapsed().as_secs_f64());
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let result = parse_args().and_then(|a| {
        if a.worker {
            worker(a.cpu_only)
        } else if let (Some(file), true) = (&a.file, a.steps) {
            steps(file, a.cpu_only)
        } else if let Some(file) = &a.file {
            let (cpu, gpu) = runtimes(a.cpu_only)?;
            let v = verdict_of(file, &cpu, gpu.as_ref());
            println!("{}: {}", file.display(), v.detail());
            Ok(())
        } else {
            long_run(&a)
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("wgslsmith_run: {e}");
            ExitCode::FAILURE
        }
    }
}
