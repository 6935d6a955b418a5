//! The `wasm-host` binary: exit codes, error lines, `info`, `run` with args, dirs and `--stats`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn bin() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_wasm-host"));
    // Mesa prints an error line of its own when XDG_RUNTIME_DIR is unset.
    if std::env::var_os("XDG_RUNTIME_DIR").is_none() {
        cmd.env("XDG_RUNTIME_DIR", std::env::temp_dir());
    }
    cmd
}

fn guest(name: &str) -> PathBuf {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../target/wasm32-wasip2/release")
        .join(format!("{name}.wasm"));
    assert!(path.is_file(), "{} is missing: run `cargo xtask guests`", path.display());
    path
}

/// Whether wgpu finds an adapter; under `CI` it must.
fn have_adapter() -> bool {
    let out = bin().arg("info").output().expect("wasm-host info runs");
    let found = out.status.success();
    assert!(found || std::env::var_os("CI").is_none(), "CI is set and `wasm-host info` found no adapter");
    found
}

#[test]
fn info_lists_adapters_and_limits() {
    if !have_adapter() {
        return;
    }
    // Asked for the gpu, the first adapter is chosen; the cpu executor's limits are shown too.
    let out = bin().args(["info", "--backend", "gpu"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.lines().any(|l| l.starts_with("0: ") && l.ends_with("(chosen)")), "{text}");
    assert!(text.contains("cpu executor: ") && text.contains("bytes per buffer"), "{text}");
    assert!(text.contains("limits:") && text.contains("bind groups"), "{text}");
}

#[test]
fn info_says_what_auto_picks() {
    let out = bin().args(["info", "--threads", "3"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let first = text.lines().next().unwrap_or_default();
    // Auto takes a hardware GPU, else the cpu executor, and says why.
    assert!(first.starts_with("backend: ") && first.contains("(auto: "), "{text}");
    let out = bin().args(["info", "--backend", "cpu", "--threads", "3"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("backend: the cpu executor (3 worker threads) (asked for)"), "{text}");
}

#[test]
fn a_missing_file_is_one_clear_line() {
    let out = bin().args(["run", "/no/such/app.wasm"]).output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(lines[0].contains("/no/such/app.wasm"), "{err}");
    assert!(!err.contains("backtrace") && !err.contains("panicked"), "{err}");
}

/// `run` bounds the file it reads: `/dev/zero` (no size of its own) and a file over
/// `--max-component-bytes` are refused at once, by name, without filling memory.
#[test]
fn run_bounds_the_component_it_reads() {
    let began = std::time::Instant::now();
    let out = bin().args(["run", "--backend", "cpu", "/dev/zero"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("larger than 268435456 bytes") && err.contains("--max-component-bytes"), "{err}");
    assert!(began.elapsed() < std::time::Duration::from_secs(30), "{:?}", began.elapsed());
    let dir = std::env::temp_dir().join(format!("wasm-host-cli-max-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("big.wasm");
    std::fs::write(&file, vec![0u8; 4096]).unwrap();
    let out =
        bin().args(["run", "--backend", "cpu", "--max-component-bytes", "1000"]).arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("larger than 1000 bytes"), "{err}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_non_component_is_refused_clearly() {
    let dir = std::env::temp_dir().join(format!("wasm-host-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("junk.wasm");
    std::fs::write(&file, b"not wasm at all").unwrap();
    let out = bin().arg("run").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("error: ") || err.contains("\nerror: "), "{err}");
    assert!(err.contains("cannot load"), "{err}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn run_passes_args_dirs_and_exit_code_on_the_cpu() {
    run_passes_args_dirs_and_exit_code("cpu");
}

#[test]
fn run_passes_args_dirs_and_exit_code_on_the_gpu() {
    if have_adapter() {
        run_passes_args_dirs_and_exit_code("gpu");
    }
}

fn run_passes_args_dirs_and_exit_code(backend: &str) {
    let dir = std::env::temp_dir().join(format!("wasm-host-cli-run-{backend}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = bin()
        .arg("run")
        .args(["--backend", backend, "--threads", "2"])
        .arg("--stats")
        .arg("--dir")
        .arg(format!("{}::/out", dir.display()))
        .arg(guest("jacobi"))
        .args(["--n", "32", "--sweeps", "3", "--check", "--dump", "/out"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}{stderr}");
    assert!(stdout.contains("jacobi 32x32, 3 sweeps"), "{stdout}");
    let kind = if backend == "cpu" { "on cpu executor (2 threads" } else { "on " };
    assert!(stdout.contains(kind), "{stdout}");
    assert!(stdout.contains("max relative error"), "{stdout}");
    assert!(stderr.contains("guest: 1 kernel created, 0 kernel runs, 1 read, "), "{stderr}");
    assert!(stderr.contains("pipelines: 1 created, 1 pipeline run"), "{stderr}");
    if backend == "cpu" {
        // The jacobi kernel is vectorized: no scalar fallback to report, and its bounds tests
        // are decided once per row; so is its banded program (the pipeline's three sweeps run
        // as one band of three steps on a 32² grid), the second module the Guard sees.
        assert!(
            stderr.contains("cpu: 2 kernels vectorized (2 with bounds tests per row), 0 scalar")
                && stderr.contains("3 steps in 1 dispatch"),
            "{stderr}"
        );
        assert!(stderr.contains("guard: 2 modules seen"), "{stderr}");
    } else {
        assert!(stderr.contains("guard: 1 module seen"), "{stderr}");
    }
    assert_eq!(std::fs::metadata(dir.join("u.bin")).unwrap().len(), 32 * 32 * 4);

    // A guest that fails exits non-zero: an unknown argument.
    let out = bin().args(["run", "--backend", backend]).arg(guest("jacobi")).arg("--bogus").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn check_prints_the_guards_verdict() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../host/tests/guard/in");
    let out = bin().arg("check").arg(dir.join("nested_loops.wgsl")).output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("ok, rewritten: 2 loop(s) bounded (0 with barriers, 1 counted)"), "{text}");

    let out = bin().arg("check").arg("--print").arg(dir.join("no_loop.wgsl")).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("ok, no loops: runs unchanged") && text.contains("fn main("), "{text}");
    // How the cpu executor runs each entry point: vectorized, or scalar and why.
    assert!(
        text.contains("cpu executor: `main` vectorized (4 lanes; 1 bounds test decided per row)"),
        "{text}"
    );
    let out = bin().arg("check").arg(dir.join("barrier_loop.wgsl")).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("cpu executor: `main` scalar ("), "{text}");
    // A loop whose lanes leave at different turns (a dependent chain) runs two vectors
    // interleaved.
    let tmp = std::env::temp_dir().join(format!("wasm-host-check-orbit-{}.wgsl", std::process::id()));
    std::fs::write(
        &tmp,
        "@group(0) @binding(0) var<storage, read_write> o: array<f32>;\n\
         @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {\n\
           var z = 0.0; var i = 0u;\n\
           loop { if (z > 4.0 || i >= 256u) { break; } z = z * z + f32(g.x) / 64.0; i++; }\n\
           o[g.x] = f32(i);\n\
         }\n",
    )
    .unwrap();
    let out = bin().arg("check").arg(&tmp).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("`main` vectorized (4 lanes; a loop runs two vectors interleaved)"), "{text}");
    // `check` reports the code `run` compiles with the same switches.
    let out = bin().arg("check").arg("--no-interleave").arg(&tmp).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("`main` vectorized (4 lanes)"), "{text}");
    let out = bin().arg("check").arg("--no-vectorize").arg(&tmp).output().unwrap();
    std::fs::remove_file(tmp).ok();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("cpu executor: `main` scalar ("), "{text}");

    let tmp = std::env::temp_dir().join(format!("wasm-host-check-{}.wgsl", std::process::id()));
    std::fs::write(&tmp, "fn f() -> u32 {\n  return 1.0;\n}\n").unwrap();
    let out = bin().arg("check").arg(&tmp).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(".wgsl:2:10: invalid: automatic conversions cannot convert"), "{text}");
    std::fs::remove_file(tmp).ok();

    // pack2x16float needs SHADER_FLOAT16_IN_FLOAT32: `check` accepts it (the cpu executor runs
    // it) and says what a GPU adapter without the capability answers.
    let tmp = std::env::temp_dir().join(format!("wasm-host-check-f16-{}.wgsl", std::process::id()));
    std::fs::write(
        &tmp,
        "@group(0) @binding(0) var<storage, read_write> o: array<u32>;\n\
         @compute @workgroup_size(1) fn main() { o[0] = pack2x16float(vec2(1.0, 2.0)); }\n",
    )
    .unwrap();
    let out = bin().arg("check").arg(&tmp).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("ok, no loops: runs unchanged"), "{text}");
    assert!(text.contains("needs SHADER_FLOAT16_IN_FLOAT32"), "{text}");
    assert!(text.contains("cpu executor: `main` vectorized"), "{text}");
    std::fs::remove_file(tmp).ok();

    // naga's WGSL writer panics on an `override` in a `var<private>` initializer: `--print`
    // says it cannot print the module, and the verdict stands (it panicked the CLI before).
    let tmp = std::env::temp_dir().join(format!("wasm-host-check-print-{}.wgsl", std::process::id()));
    std::fs::write(
        &tmp,
        "override scale: f32 = 3.0;\nvar<private> s: f32 = scale * 2.0;\n\
         @group(0) @binding(0) var<storage, read_write> o: array<f32>;\n\
         @compute @workgroup_size(1) fn main() { o[0] = s; }\n",
    )
    .unwrap();
    let out = bin().arg("check").arg("--print").arg(&tmp).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("ok, no loops: runs unchanged"), "{text}");
    assert!(text.contains("cannot print the module: unsupported: naga's WGSL writer failed"), "{text}");
    std::fs::remove_file(tmp).ok();
}

/// Without XDG_RUNTIME_DIR (a root shell, a service) Mesa's Vulkan loader prints an `error:` line
/// of its own when the adapters are probed; the binary gives it a directory first, so a run that
/// went fine prints nothing that reads like an error.
#[test]
fn no_mesa_error_line_without_xdg_runtime_dir() {
    let out = Command::new(env!("CARGO_BIN_EXE_wasm-host"))
        .env_remove("XDG_RUNTIME_DIR")
        .args(["info", "--backend", "gpu"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("XDG_RUNTIME_DIR"), "{stderr}");
}

/// The compile cache: a run with `--cache-dir` fills the directory with the compiled guest, a
/// second run (which loads it from there) prints the same; `--no-cache` writes nothing.
#[test]
fn the_compile_cache_is_filled_and_used() {
    fn files(dir: &Path) -> usize {
        std::fs::read_dir(dir).map_or(0, |entries| {
            entries.flatten().map(|e| if e.path().is_dir() { files(&e.path()) } else { 1 }).sum()
        })
    }
    let dir = std::env::temp_dir().join(format!("wasm-host-cli-cache-{}", std::process::id()));
    let run = |cache: &[&str]| {
        let out = bin().args(["run", "--backend", "cpu"]).args(cache).arg(guest("hello")).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).to_string()
    };
    let arg = format!("--cache-dir={}", dir.display());
    let first = run(&[&arg]);
    assert!(files(&dir) > 0, "nothing cached in {}", dir.display());
    assert_eq!(run(&[&arg]), first);
    std::fs::remove_dir_all(&dir).ok();
    // `--no-cache` with the same directory is refused (they conflict); alone it writes nothing there.
    let out = bin().args(["run", "--no-cache", &arg]).arg(guest("hello")).output().unwrap();
    assert!(!out.status.success());
    assert_eq!(run(&["--no-cache"]), first);
    assert_eq!(files(&dir), 0);
}

/// Everything after the component is the guest's (as `wasmtime run`): `--help` and options
/// that `run` also has reach the guest, which refuses them itself; before it they are the host's.
#[test]
fn everything_after_the_component_is_the_guests() {
    for flag in ["--help", "--threads"] {
        let out =
            bin().args(["run", "--backend", "cpu"]).arg(guest("jacobi")).args([flag, "1"]).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(
            stderr.contains(&format!("unknown argument \\\"{flag}\\\"")),
            "the guest's refusal: {stderr}"
        );
    }
    let out = bin()
        .args(["run", "--threads", "1", "--backend", "cpu"])
        .arg(guest("jacobi"))
        .args(["--n", "16", "--sweeps", "1"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && stdout.contains("(1 threads"), "{stdout}");
}

/// A core module (a wasip1 build) is refused with what to do; `--threads 0` is an error, not
/// the default.
#[test]
fn a_core_module_and_zero_threads_say_what_to_do() {
    let dir = std::env::temp_dir().join(format!("wasm-host-cli-core-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("core.wasm");
    std::fs::write(&file, b"\0asm\x01\0\0\0").unwrap();
    let out = bin().args(["run", "--backend", "cpu"]).arg(&file).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("core WebAssembly module, not a component"), "{err}");
    assert!(err.contains("wasm32-wasip2") && err.contains("wasm-tools component new"), "{err}");
    std::fs::remove_dir_all(dir).ok();
    let out = bin().args(["run", "--backend", "cpu", "--threads", "0"]).arg(guest("hello")).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.contains("--threads"), "{err}");
}

/// `info --json`, `check --json` and `run --stats=json` are one JSON document each, with the
/// values the text shows.
#[test]
fn json_reports_parse_and_agree_with_the_text() {
    use serde_json::Value;
    // info: the cpu executor's threads as asked; an adapter is marked chosen only when the
    // backend is a GPU, and then it is the one `backend.adapter` names.
    let out = bin().args(["info", "--json", "--threads", "3"]).output().unwrap();
    assert!(out.status.success());
    let info: Value = serde_json::from_slice(&out.stdout).expect("info --json is JSON");
    assert_eq!(info["cpu"]["threads"], 3, "{info}");
    assert!(info["cpu"]["limits"]["max_buffer_bytes"].as_u64().unwrap() > 0, "{info}");
    let chosen: Vec<u64> = info["adapters"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["chosen"] == true)
        .map(|a| a["index"].as_u64().unwrap())
        .collect();
    match info["backend"]["kind"].as_str().unwrap() {
        "gpu" => assert_eq!(chosen, vec![info["backend"]["adapter"].as_u64().unwrap()], "{info}"),
        kind => {
            assert_eq!(kind, "cpu", "{info}");
            assert!(chosen.is_empty() && info["backend"]["adapter"].is_null(), "{info}");
        }
    }
    let out = bin().args(["info", "--json", "--backend", "cpu"]).output().unwrap();
    let info: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(info["backend"]["why"], "asked for", "{info}");

    // check: a rewritten module, then a refused one with its position.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../host/tests/guard/in");
    let out = bin().args(["check", "--json"]).arg(dir.join("nested_loops.wgsl")).output().unwrap();
    assert!(out.status.success());
    let c: Value = serde_json::from_slice(&out.stdout).expect("check --json is JSON");
    assert_eq!((c["ok"].clone(), c["loops"]["rewritten"].clone()), (true.into(), true.into()), "{c}");
    assert_eq!((c["loops"]["loops"].as_u64(), c["loops"]["counted"].as_u64()), (Some(2), Some(1)), "{c}");
    let tmp = std::env::temp_dir().join(format!("wasm-host-check-json-{}.wgsl", std::process::id()));
    std::fs::write(&tmp, "fn f() -> u32 {\n  return 1.0;\n}\n").unwrap();
    let out = bin().args(["check", "--json"]).arg(&tmp).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let c: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(c["ok"], false, "{c}");
    assert_eq!((c["error"]["kind"].as_str(), c["error"]["line"].as_u64()), (Some("invalid"), Some(2)), "{c}");
    assert_eq!(c["error"]["column"].as_u64(), Some(10), "{c}");
    std::fs::remove_file(tmp).ok();

    // run --stats=json: the last line of stderr, with the guest's counters and the times.
    let out = bin()
        .args(["run", "--backend", "cpu", "--threads", "2", "--stats=json"])
        .arg(guest("hello"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let last = stderr.lines().last().unwrap_or_default();
    let s: Value = serde_json::from_str(last).unwrap_or_else(|e| panic!("{e}: {stderr}"));
    assert_eq!((s["exit_code"].as_i64(), s["guest"]["kernels_created"].as_u64()), (Some(0), Some(1)), "{s}");
    assert_eq!(
        (s["guest"]["runs"].as_u64(), s["guest"]["bytes_read"].as_u64()),
        (Some(1), Some(4000)),
        "{s}"
    );
    assert_eq!(s["cpu_compile"]["vectorized"], 1, "{s}");
    let t = &s["times_ms"];
    let (total, startup, guest) = (t["total"].as_f64(), t["startup"].as_f64(), t["guest"].as_f64());
    assert!(
        matches!((total, startup, guest), (Some(a), Some(b), Some(c)) if b > 0.0 && c > 0.0 && a >= b + c - 0.01),
        "{s}"
    );
}

/// The backends a pipeline's steps are timed on here, with whose clock times them.
fn timed_backends() -> Vec<(&'static str, &'static str)> {
    let mut backends = vec![("cpu", "cpu-clock")];
    if have_adapter() {
        backends.push(("gpu", "gpu-timestamps"));
    }
    backends
}

/// `--stats` times every pipeline's steps: the text names each kernel's timed dispatches and
/// whose clock timed them, and `--stats=json` has the same under `steps` (GPU timestamps from
/// the GPU process, the clock of the cpu executor).
#[test]
fn stats_show_each_kernels_step_times() {
    for (backend, source) in timed_backends() {
        let run = |stats: &str| {
            let out = bin()
                // A dispatch per step (the cpu executor would run the steps as bands).
                .args(["run", "--backend", backend, stats, "--step-fusion", "0"])
                .arg(guest("pipelines"))
                .args(["jacobi", "--n", "32", "--steps", "5", "--repeat", "3"])
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
            assert!(out.status.success(), "{stderr}");
            stderr
        };
        let text = run("--stats");
        assert!(
            text.contains("  step `sweep`: 15 dispatches, ")
                && text.contains(&format!(" at most ({source})\n")),
            "{backend}: {text}"
        );
        let json = run("--stats=json");
        let s: serde_json::Value = serde_json::from_str(json.lines().last().unwrap_or_default()).unwrap();
        assert_eq!(s["steps"]["source"], source, "{s}");
        let k = &s["steps"]["kernels"]["sweep"];
        assert_eq!(k["dispatches"], 15, "{s}");
        assert!(k["nanos"].as_u64() >= k["max_nanos"].as_u64() && k["max_nanos"].as_u64() > Some(0), "{s}");
    }
}

/// `--trace FILE` writes a Chrome-trace JSON that loads back: the guest's calls on one track
/// (kernel compiles naming their kernel, uploads, pipeline runs, read-backs with their bytes)
/// and every timed step of every pipeline run on another, inside the run that made it.
#[test]
fn a_trace_loads_back_with_calls_and_steps() {
    for (backend, source) in timed_backends() {
        let path =
            std::env::temp_dir().join(format!("wasm-host-trace-{backend}-{}.json", std::process::id()));
        let out = bin()
            .args(["run", "--backend", backend, "--trace"])
            .arg(&path)
            .arg(guest("pipelines"))
            .args(["gray-scott", "--n", "32", "--steps", "3", "--repeat", "2"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
        std::fs::remove_file(&path).ok();
        let events = v["traceEvents"].as_array().unwrap();
        let named = |name: &str| events.iter().filter(|e| e["name"] == name).collect::<Vec<_>>();
        let track = |name: String| {
            events
                .iter()
                .find(|e| e["ph"] == "M" && e["args"]["name"] == name.as_str())
                .map(|e| e["tid"].clone())
        };
        let (calls, steps) = (track("guest calls".into()), track(format!("pipeline steps ({source})")));
        assert!(calls.is_some() && steps.is_some(), "{backend}: tracks: {v}");
        let kernels: Vec<&str> =
            named("kernel.create").iter().filter_map(|e| e["args"]["kernel"].as_str()).collect();
        assert_eq!(kernels, ["gray-scott-u", "gray-scott-v"], "{backend}");
        assert_eq!(named("array.create").len(), 2, "{backend}");
        assert_eq!(named("array.read").len(), 4, "{backend}: two outputs, two calls");
        assert!(named("array.read").iter().all(|e| e["args"]["bytes"] == 32 * 32 * 4), "{backend}");
        let runs = named("pipeline.run");
        assert_eq!(runs.len(), 2, "{backend}");
        let step_events: Vec<_> = events.iter().filter(|e| e["cat"] == "step").collect();
        // Both backends run on the host's CPU, where gray-scott's steps do not merge.
        assert_eq!(step_events.len(), 2 * 6, "{backend}: two runs of 3 × 2 steps");
        for e in &step_events {
            assert_eq!(e["tid"], steps.clone().unwrap(), "{backend}: {e}");
            let ts = e["ts"].as_f64().unwrap();
            assert!(
                runs.iter().any(|r| {
                    let (rs, rd) = (r["ts"].as_f64().unwrap(), r["dur"].as_f64().unwrap());
                    ts >= rs && ts <= rs + rd
                }),
                "{backend}: step {e} starts outside every pipeline.run"
            );
        }
        assert_eq!(v["otherData"]["dropped_events"], 0, "{backend}");
    }
}

/// `check --kernel` checks a kernel's source as `Kernel::builder` would, parameters given on
/// the command line: the README's sweep passes; a wrong signature and an undeclared accessor
/// are named.
#[test]
fn check_takes_a_kernel_with_its_parameters() {
    let tmp = std::env::temp_dir().join(format!("wasm-host-check-kernel-{}.wgsl", std::process::id()));
    std::fs::write(
        &tmp,
        "fn kernel(x: u32, y: u32) -> f32 {\n    \
         return 0.25 * (u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u) - h2 * q(x, y));\n}\n",
    )
    .unwrap();
    let kernel = |extra: &[&str]| {
        let mut cmd = bin();
        cmd.args(["check", "--kernel", "--array", "u:f32:2", "--array", "q:f32:2", "--scalar", "h2:f32"]);
        cmd.args(extra).arg(&tmp).output().unwrap()
    };
    let out = kernel(&["--output", "1024x1024"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains(": ok, no loops: runs unchanged"), "{text}");
    assert!(text.contains("cpu executor: `_wh_main` vectorized"), "{text}");
    assert!(
        text.contains(": reads: stencil: `u` radius (1, 1, 0), 4 offsets; `q` pointwise; its steps can fuse"),
        "{text}"
    );
    let out = kernel(&["--output", "8x8", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["footprint"]["stencil"], true, "{json}");
    assert_eq!(json["footprint"]["fusable"], true, "{json}");
    assert_eq!(json["footprint"]["mergeable"], true, "{json}");
    assert_eq!(json["footprint"]["reads"][0]["radius"], serde_json::json!([1, 1, 0]), "{json}");
    assert_eq!(json["footprint"]["reads"][1]["offsets"], serde_json::json!([[0, 0, 0]]), "{json}");
    // A stencil with a loop: its steps do not fuse, and it says why.
    let looped = tmp.with_extension("loop.wgsl");
    std::fs::write(
        &looped,
        "fn kernel(x: u32, y: u32) -> f32 {\n    var s = 0.0;\n    \
         for (var i = 0u; i < 4u; i++) { s += u(x + 1u, y); }\n    return s - h2 * q(x, y);\n}\n",
    )
    .unwrap();
    let mut cmd = bin();
    cmd.args(["check", "--kernel", "--array", "u:f32:2", "--array", "q:f32:2", "--scalar", "h2:f32"]);
    let out = cmd.args(["--output", "8x8", "--json"]).arg(&looped).output().unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (json["footprint"]["stencil"].clone(), json["footprint"]["fusable"].clone()),
        (true.into(), false.into())
    );
    assert!(json["footprint"]["unfusable"].as_str().unwrap_or("").starts_with("it has loops"), "{json}");
    assert_eq!(json["footprint"]["mergeable"], false, "{json}");
    assert!(json["footprint"]["unmergeable"].as_str().unwrap_or("").starts_with("it has loops"), "{json}");
    std::fs::remove_file(looped).ok();
    // Rank 1 output for a two-coordinate kernel.
    let out = kernel(&["--output", "1024"]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("invalid: `fn kernel` must be `fn kernel(x: u32) -> f32`"), "{text}");
    // `q` undeclared: its accessor does not exist.
    let mut cmd = bin();
    cmd.args(["check", "--kernel", "--array", "u:f32:2", "--scalar", "h2:f32", "--output", "8x8"]);
    let out = cmd.arg(&tmp).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("invalid: 2:85: no definition in scope for identifier: `q`"), "{text}");
    // A kernel of several outputs: `--member` per output, `fn kernel` returning `Outputs`.
    let two = tmp.with_extension("two.wgsl");
    std::fs::write(&two, "fn kernel(x: u32) -> Outputs {\n    return Outputs(u(x), u32(x));\n}\n").unwrap();
    let members = |members: &[&str], file: &std::path::Path| {
        let mut cmd = bin();
        cmd.args(["check", "--kernel", "--array", "u:f32:1", "--output", "100"]);
        cmd.args(members.iter().flat_map(|m| ["--member", m])).arg(file).output().unwrap()
    };
    let out = members(&["a:f32", "b:u32"], &two);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains(": ok"), "{text}");
    let one = tmp.with_extension("one.wgsl");
    std::fs::write(&one, "fn kernel(x: u32) -> f32 { return u(x); }\n").unwrap();
    let out = members(&["a:f32", "b:u32"], &one);
    std::fs::remove_file(one).ok();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(
            "invalid: `fn kernel` must be `fn kernel(x: u32) -> Outputs` for rank-1 outputs `a`, `b`"
        ),
        "{text}"
    );
    std::fs::remove_file(two).ok();
    std::fs::remove_file(tmp).ok();
}

/// `RUST_LOG` output to a pipe has no terminal colour codes.
#[test]
fn logs_to_a_pipe_are_plain_text() {
    let out = bin()
        .env("RUST_LOG", "wasm_host=info")
        .args(["run", "--backend", "cpu"])
        .arg(guest("hello"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("INFO"), "{err}");
    assert!(!err.contains('\u{1b}'), "colour codes in a piped log: {err:?}");
}

/// A host error names the flags, not the option struct's Rust form.
#[test]
fn no_matching_adapter_is_said_in_flags() {
    let out = bin()
        .args(["run", "--backend", "gpu", "--gpu-process", "off", "--adapter", "no-such-adapter"])
        .arg(guest("hello"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no GPU adapter matches --adapter \"no-such-adapter\""), "{err}");
    assert!(!err.contains("GpuOptions"), "{err}");
}

/// `--step-fusion K` reaches the pipelines: on the cpu executor, whose bands of a stencil's
/// steps are on by default, `--stats` counts steps and dispatches, the plan's layout says how
/// many steps a dispatch runs, and 0 turns the bands off, saying so.
/// `wasm-host run --backend cpu --threads 2 --stats FLAGS pipelines.wasm ARGS`, which must
/// succeed: its stdout and stderr.
fn run_pipelines_on_cpu(flags: &[&str], args: &[&str]) -> (String, String) {
    let out = bin()
        .arg("run")
        .args(["--backend", "cpu", "--threads", "2", "--stats"])
        .args(flags)
        .arg(guest("pipelines"))
        .args(args)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stdout}{stderr}");
    (stdout, stderr)
}

#[test]
fn step_fusion_is_asked_for_by_flag() {
    let run = |flag: &[&str]| run_pipelines_on_cpu(flag, &["jacobi", "--n", "24", "--steps", "9", "--check"]);
    let (stdout, stderr) = run(&["--step-fusion", "0"]);
    assert!(stderr.contains("pipelines: 1 created, 1 pipeline run; 9 steps in 9 dispatches"), "{stderr}");
    assert!(
        stdout.contains("step fusion: 9 steps in 9 dispatches")
            && stdout.contains("bands of a stencil's steps are off in the runtime's configuration"),
        "{stdout}"
    );
    let (stdout, stderr) = run(&["--step-fusion", "3"]);
    assert!(stderr.contains("pipelines: 1 created, 1 pipeline run; 9 steps in 3 dispatches"), "{stderr}");
    assert!(stdout.contains("step fusion: 9 steps in 3 dispatches, 9 fused, up to 3 steps"), "{stdout}");
    // The default: bands of up to 8 steps where they pay, as on a 24² grid on two workers.
    let (stdout, stderr) = run(&[]);
    let dispatches: u32 = stderr
        .split("pipeline run; 9 steps in ")
        .nth(1)
        .and_then(|t| t.split(' ').next()?.parse().ok())
        .unwrap_or_else(|| panic!("{stderr}"));
    assert!(dispatches <= 3 && stdout.contains(&format!("9 steps in {dispatches} dispatches")), "{stdout}");
}

/// Pointwise chains fuse by default, on the cpu executor too (the `tone` workload: a blur and
/// two pointwise steps per pass, one dispatch per pass), and `--no-pointwise-fusion` turns
/// that off.
#[test]
fn pointwise_chains_fuse_unless_turned_off() {
    let run = |flag: &[&str]| run_pipelines_on_cpu(flag, &["tone", "--n", "24", "--steps", "3", "--check"]);
    let (stdout, stderr) = run(&[]);
    assert!(stderr.contains("9 steps in 3 dispatches"), "{stderr}");
    assert!(stderr.contains("step `blur+expose+curve`: 3 dispatches"), "{stderr}");
    assert!(
        stdout.contains("step fusion: 9 steps in 3 dispatches, 9 fused, up to 3 steps per dispatch"),
        "{stdout}"
    );
    let (stdout, stderr) = run(&["--no-pointwise-fusion"]);
    assert!(stderr.contains("9 steps in 9 dispatches"), "{stderr}");
    assert!(stdout.contains("step fusion: 9 steps in 9 dispatches"), "{stdout}");
}

/// `-W timeout` stops a guest that waits in the host (a sleep runs no guest code for the epoch
/// deadline to stop): its run is dropped at the limit, with the same named error.
#[test]
fn a_sleeping_guest_stops_at_its_timeout() {
    let began = std::time::Instant::now();
    let out = bin()
        .args(["run", "--backend", "cpu", "-W", "timeout=300ms"])
        .arg(guest("jobs"))
        .args(["sleep", "60000"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    // A limit's trap exits as `wasmtime run`'s traps do.
    assert_eq!(out.status.code(), Some(134), "{err}");
    assert!(err.contains("ran past its time limit of 300ms (-W timeout)"), "{err}");
    assert!(began.elapsed() < std::time::Duration::from_secs(30), "{:?}", began.elapsed());
}

/// A guest that traps exits 134 as `wasmtime run` does, with one error line; a host error
/// (a file that cannot be loaded) stays 2.
#[test]
fn a_trapping_guest_exits_as_wasmtime_does() {
    let out = bin().args(["run", "--backend", "cpu"]).arg(guest("jobs")).arg("trap").output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(134), "{err}");
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(lines[0].starts_with("error: the guest trapped: "), "{err}");
    let out = bin().args(["run", "/no/such/app.wasm"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// `wasmtime run` options wasm-host does not take are answered by name (they were read as the
/// component: "cannot load -S"); a `.wat` file gets one clear line; `--env NAME` passes the
/// host's value on, as wasmtime does.
#[test]
fn wasmtime_options_and_text_files_are_answered_by_name() {
    for flag in ["-S", "--invoke", "--argv0"] {
        let out = bin().args(["run", "--backend", "cpu", flag, "x"]).arg(guest("hello")).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains(&format!("`{flag}` is not supported by wasm-host (")), "{err}");
    }
    let dir = std::env::temp_dir().join(format!("wasm-host-cli-wat-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let wat = dir.join("app.wat");
    std::fs::write(&wat, "(module)").unwrap();
    let out = bin().args(["run", "--backend", "cpu"]).arg(&wat).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("a WebAssembly text file"), "{err}");
    std::fs::remove_dir_all(dir).ok();
    let out = bin()
        .env("JOB_TAG", "from-the-host")
        .args(["run", "--backend", "cpu", "--env", "JOB_TAG"])
        .arg(guest("jobs"))
        .args(["echo", "tag"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text, "tag [from-the-host]\n", "{}", String::from_utf8_lossy(&out.stderr));
}
