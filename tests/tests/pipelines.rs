//! Pipelines on both executors: every workload of the `pipelines` guest against the plain Rust
//! oracle (the very file the guest uses, included here) on random data, on each executor kind;
//! the compiled layout of the ping-pong plans; every named error of tracing, of the host's plan
//! checks and of calls; `truncated` in the middle of a plan; and the introspection values.

use wasm_host::{Config, Runtime};
use wasm_host_tests::*;

use pipeline_oracles as oracle;

/// Runs `pipelines WORKLOAD` on `rt` with `mode` over an `n`² grid for `steps` steps and
/// returns (inputs, outputs, stdout), as raw little-endian words.
fn run_workload(
    rt: &Runtime,
    workload: &str,
    mode: &str,
    n: usize,
    steps: usize,
) -> (Vec<Vec<u32>>, Vec<Vec<u32>>, String) {
    let (ins, outs, run) = run_grid(rt, workload, mode, (n, n), steps, 5);
    (ins, outs, run.stdout)
}

/// [`run_workload`] over a `w × h` grid with data from `seed`; the whole run.
fn run_grid(
    rt: &Runtime,
    workload: &str,
    mode: &str,
    (w, h): (usize, usize),
    steps: usize,
    seed: u32,
) -> (Vec<Vec<u32>>, Vec<Vec<u32>>, Captured) {
    let dir = scratch_dir(workload);
    let (w_s, h_s, steps_s, seed_s) = (w.to_string(), h.to_string(), steps.to_string(), seed.to_string());
    let run = run_guest(
        rt,
        "pipelines",
        &[
            workload, "--n", &w_s, "--height", &h_s, "--steps", &steps_s, "--mode", mode, "--seed", &seed_s,
            "--repeat", "2", "--dump", "/out",
        ],
        &[(dir.clone(), "/out")],
    )
    .expect("the pipelines guest runs");
    assert_eq!(run.outcome.exit_code, 0, "{workload} {mode}: {}{}", run.stdout, run.stderr);
    let read_all = |prefix: &str| {
        (0..)
            .map(|i| dir.join(format!("{prefix}{i}.bin")))
            .take_while(|p| p.is_file())
            .map(|p| bytemuck::pod_collect_to_vec::<u8, u32>(&std::fs::read(p).expect("read")))
            .collect::<Vec<_>>()
    };
    let (ins, outs) = (read_all("in"), read_all("out"));
    std::fs::remove_dir_all(dir).ok();
    if mode == "pass" {
        assert_eq!(run.outcome.stats.pipelines_created, 0);
    } else {
        assert_eq!(run.outcome.stats.pipelines_created, 1);
        assert_eq!(run.outcome.stats.pipeline_runs, 2, "two calls of one pipeline");
        assert_eq!(run.outcome.stats.runs, 0, "no kernel runs from the guest");
    }
    (ins, outs, run)
}

/// Step fusion changes no bit: every workload fused (blocks of up to k steps where steps
/// link) against the generic executor (one dispatch per step), on odd, non-square grids and
/// step counts that are not multiples of k; and the stencil workloads do fuse.
fn fused_steps_are_bit_identical(rt: &Runtime) {
    // Step fusion on, also where the work runs on the host's CPU (the cpu executor, lavapipe),
    // where it is off by default (it is slower there).
    let seed = seed();
    let k = 8;
    for (w, h, steps) in [(37, 23, 2 * k + 3), (70, 9, k + 1), (5, 66, 3 * k - 1), (131, 3, k)] {
        // On the cpu executor, bands of tiles of 24 rows: several bands in every grid, over 4
        // workers (bands pay where a barrier is large against a step's work per worker: with
        // 4 workers on these grids the model always chooses them, whatever the machine's cores).
        let mut config = rt.config().clone();
        config.cpu.threads = 4;
        config.step_fusion = wasm_host::config::StepFusion {
            pointwise: true,
            max_steps: k as u32,
            on_cpu: true,
            bands: k as u32,
            band_cells: 24 * w as u32,
        };
        let rt = &Runtime::new(config).expect("a runtime that fuses steps");
        for workload in ["jacobi", "heat", "life", "gray-scott", "image", "tone"] {
            let (ins_f, fused, run) = run_grid(rt, workload, "fused", (w, h), steps, seed);
            let (ins_g, generic, _) = run_grid(rt, workload, "generic", (w, h), steps, seed);
            assert_eq!(ins_f, ins_g, "{workload}: the same inputs");
            let at = format!("{workload} {w}x{h} x {steps} (seed {seed})");
            assert_eq!(fused.len(), generic.len(), "{at}");
            for (f, g) in fused.iter().zip(&generic) {
                let differ = f.iter().zip(g).filter(|(a, b)| a != b).count();
                assert_eq!(differ, 0, "{at}: {differ} of {} cells differ from the unfused plan", f.len());
            }
            let stats = run.outcome.stats;
            let stencil = ["jacobi", "heat", "life"].contains(&workload);
            // Two calls; gray-scott runs two kernels per step, tone three (one dispatch).
            let per_step = match workload {
                "gray-scott" => 2,
                "tone" => 3,
                _ => 1,
            };
            assert_eq!(stats.pipeline_steps, 2 * per_step * steps as u64, "{at}");
            // The plan's layout says the same (the guest prints it after its calls).
            let line = run.stdout.lines().find(|l| l.starts_with("step fusion: ")).unwrap_or("");
            if workload == "tone" {
                assert_eq!(stats.pipeline_dispatches, 2 * steps as u64, "{at}: {stats:?}");
                let want = format!(
                    "step fusion: {} steps in {steps} dispatches, {} fused, up to 3 steps",
                    3 * steps,
                    3 * steps
                );
                assert!(line.starts_with(&want), "{at}: {line:?}");
            } else if stencil {
                assert!(stats.pipeline_dispatches < stats.pipeline_steps / 2, "{at}: {stats:?}");
                let want =
                    format!("step fusion: {steps} steps in {} dispatches", stats.pipeline_dispatches / 2);
                assert!(line.starts_with(&want) && !line.contains("up to 1 "), "{at}: {line:?}");
            } else if workload == "gray-scott" {
                // Each u step reads the v step before it at its own element: they merge (the v
                // result stored too, the next v step reads it), all but the first u and last v.
                assert_eq!(stats.pipeline_dispatches, 2 * (steps as u64 + 1), "{at}: {stats:?}");
                let want = format!("step fusion: {} steps in {} dispatches", 2 * steps, steps + 1);
                assert!(line.starts_with(&want) && line.contains("up to 2 steps"), "{at}: {line:?}");
            } else {
                assert_eq!(stats.pipeline_dispatches, stats.pipeline_steps, "{at}: two kernels alternate");
                let why = "and none is followed by a step of its kernel that reads its result";
                assert!(line.contains(why), "{at}: {line:?}");
            }
        }
    }
}

fn floats(words: &[u32]) -> Vec<f32> {
    words.iter().map(|&w| f32::from_bits(w)).collect()
}

/// The workloads of the pipelines guest.
const WORKLOADS: [&str; 6] = ["jacobi", "heat", "gray-scott", "life", "image", "tone"];

/// Checks every workload in `mode` against the oracle; returns the stdout of each (in
/// [`WORKLOADS`] order).
fn check_workloads(rt: &Runtime, mode: &str) -> Vec<String> {
    let (n, steps) = (40usize, 12usize);
    let mut outs = Vec::new();
    for workload in WORKLOADS {
        let (ins, got, stdout) = run_workload(rt, workload, mode, n, steps);
        assert!(ins.iter().all(|i| i.iter().any(|&w| w != 0)), "{workload}: inputs must not be zero");
        let f = |i: usize| floats(&ins[i]);
        let want: Vec<Vec<f32>> = match workload {
            "jacobi" => vec![oracle::jacobi(oracle::Grid::square(n), steps, &f(0), &f(1))],
            "heat" => vec![oracle::heat(oracle::Grid::square(n), steps, &f(0))],
            "gray-scott" => {
                let (u, v) = oracle::gray_scott(oracle::Grid::square(n), steps, &f(0), &f(1));
                vec![u, v]
            }
            "life" => {
                assert_eq!(
                    got[0],
                    oracle::life(oracle::Grid::square(n), steps, &ins[0]),
                    "life {mode}: exact"
                );
                outs.push(stdout);
                continue;
            }
            "tone" => vec![oracle::tone(oracle::Grid::square(n), steps, &f(0))],
            _ => vec![oracle::image(oracle::Grid::square(n), steps, &f(0))],
        };
        assert_eq!(got.len(), want.len(), "{workload}: outputs");
        for (g, w) in got.iter().zip(&want) {
            let err = oracle::max_relative_error(&floats(g), w);
            // f32 sums in another order (and fused multiply-adds on a GPU): 1e-4 of the largest value.
            assert!(err <= 1e-4, "{workload} {mode}: max relative error {err:e} over 1e-4");
        }
        outs.push(stdout);
    }
    outs
}

fn workloads_match_native_oracles_fused(rt: &Runtime) {
    let want = match rt.backend().kind {
        wasm_host::exec::BackendKind::Gpu => "executor fused-encoder",
        wasm_host::exec::BackendKind::Cpu => "executor fused-threaded",
    };
    for (workload, out) in WORKLOADS.iter().zip(check_workloads(rt, "fused")) {
        assert!(out.contains(want), "{out}");
        // Without step fusion (the default), or where the work runs on the host's CPU, steps
        // do not fuse, and the layout says why.
        let fusion = rt.config().step_fusion;
        // Pointwise chains fuse by default (`tone`'s three steps, gray-scott's v and u steps).
        // On the host's CPU a merged program that stores a result is slower: gray-scott's
        // steps merge only elsewhere.
        // The cpu executor runs the stencils' steps as bands by default where a barrier is
        // large against a step's work per worker, as on these 40² grids (k depends on the
        // workers: the model weighs the halos against the barriers).
        let bands = rt.backend().kind == wasm_host::exec::BackendKind::Cpu && fusion.bands >= 2;
        let stencil = ["jacobi", "heat", "life"].contains(workload);
        let k = match *workload {
            "tone" => "up to 3 steps",
            "gray-scott" if !rt.backend().on_cpu => "up to 2 steps",
            _ if bands && stencil => "fused, up to ",
            _ => "up to 1 steps",
        };
        assert!(out.contains(k), "{out}");
        if bands && stencil {
            let dispatches: u32 = out
                .split("step fusion: 12 steps in ")
                .nth(1)
                .and_then(|t| t.split(' ').next()?.parse().ok())
                .unwrap_or_else(|| panic!("{out}"));
            assert!(dispatches <= 6 && !out.contains("up to 1 steps"), "{out}");
        } else if *workload == "gray-scott" && rt.backend().on_cpu && !fusion.on_cpu {
            assert!(out.contains("a merged program that also stores a step's result"), "{out}");
        } else if fusion.max_steps < 2 && !bands {
            assert!(out.contains("blocks of a stencil's steps are off"), "{out}");
        } else if rt.backend().on_cpu && !fusion.on_cpu && !bands {
            assert!(out.contains("runs on the host's CPU"), "{out}");
        }
    }
}

fn workloads_match_native_oracles_generic(rt: &Runtime) {
    for out in check_workloads(rt, "generic") {
        assert!(out.contains("executor generic (fusion is off in the pipeline's options"), "{out}");
    }
}

fn workloads_match_native_oracles_per_pass(rt: &Runtime) {
    check_workloads(rt, "pass");
}

fn one_thread_runs_fused_sync_on_the_cpu(rt: &Runtime) {
    let want = match rt.backend().kind {
        wasm_host::exec::BackendKind::Gpu => "executor fused-encoder",
        wasm_host::exec::BackendKind::Cpu => "executor fused-sync",
    };
    for workload in ["jacobi", "gray-scott"] {
        let (ins, got, stdout) = run_workload(rt, workload, "sync", 24, 9);
        assert!(stdout.contains(want), "{stdout}");
        let f = |i: usize| floats(&ins[i]);
        let want = match workload {
            "jacobi" => vec![oracle::jacobi(oracle::Grid::square(24), 9, &f(0), &f(1))],
            _ => {
                let (u, v) = oracle::gray_scott(oracle::Grid::square(24), 9, &f(0), &f(1));
                vec![u, v]
            }
        };
        for (g, w) in got.iter().zip(&want) {
            assert!(oracle::max_relative_error(&floats(g), w) <= 1e-4, "{workload} sync");
        }
    }
}

/// `u = sweep(u, q)` repeated is one kernel over two alternating buffers plus the inputs,
/// whatever the step count; gray-scott is two kernels over five buffers plus its inputs (each
/// v step merges with the next u step, which must not write what the v step reads: a fifth
/// buffer), its bindings a cycle of about ten steps.
fn ping_pong_plans_compile_to_two_buffers(rt: &Runtime) {
    for steps in [3, 40, 512] {
        let (_, _, out) = run_workload(rt, "jacobi", "fused", 16, steps);
        let want = format!("pipeline: {steps} steps, 1 kernels, 4 buffers, 3 bindings;");
        assert!(out.contains(&want), "{out}");
    }
    let (_, _, out) = run_workload(rt, "heat", "fused", 16, 64);
    assert!(out.contains("pipeline: 64 steps, 1 kernels, 3 buffers, 3 bindings;"), "{out}");
    let (_, _, out) = run_workload(rt, "gray-scott", "fused", 16, 10);
    assert!(out.contains("pipeline: 20 steps, 2 kernels, 7 buffers, 20 bindings;"), "{out}");
    let (_, _, out) = run_workload(rt, "gray-scott", "fused", 16, 100);
    assert!(out.contains("pipeline: 200 steps, 2 kernels, 7 buffers, 22 bindings;"), "{out}");
}

/// Unchanged arguments are not uploaded again; a changed one is, and the results follow it.
fn unchanged_arguments_are_not_uploaded_again(rt: &Runtime) {
    let (n, bytes) = (32usize, 32u64 * 32 * 4);
    for (args, calls_upload) in [("arrays", 0), ("data", 2 * bytes), ("fresh", 2 * bytes + 2 * bytes)] {
        let run = run_guest(
            rt,
            "pipelines",
            &["jacobi", "--n", &n.to_string(), "--steps", "5", "--args", args, "--repeat", "3", "--check"],
            &[],
        )
        .expect("runs");
        assert_eq!(run.outcome.exit_code, 0, "{args}: {}{}", run.stdout, run.stderr);
        // The guest uploads both inputs as arrays first; then, over three calls: arrays are
        // copied on the device (no upload); the same data is uploaded once; data whose first
        // element changes before every call is uploaded every call (the unchanged q once).
        assert_eq!(run.outcome.stats.bytes_uploaded, 2 * bytes + calls_upload, "{args}");
        assert!(run.stdout.contains("max error 0.000e0"), "{args}: {}", run.stdout);
    }
}

/// (label printed by `conformance pipelines`, expected error name, text the message must contain)
const ERRORS: &[(&str, &str, &str)] = &[
    ("trace-foreign", "invalid", "the value belongs to another trace"),
    ("trace-foreign-output", "invalid", "output 0: the value belongs to another trace"),
    ("trace-arity", "invalid", "kernel `double` takes 1 argument, 2 were given: 1 too many"),
    ("trace-elem", "invalid", "is a rank-1 f32 array, it was given a rank-1 i32 array"),
    ("trace-rank", "invalid", "it was given a rank-2 f32 array"),
    ("trace-scalar-type", "invalid", "parameter `a` is an f32 scalar, it was given a u32 scalar"),
    ("trace-no-step", "invalid", "the trace recorded no step"),
    ("trace-output-scalar", "invalid", "output 0 is an f32 scalar; a pipeline returns arrays"),
    ("trace-too-many-steps", "quota", "at most 16384 steps per pipeline"),
    ("plan-kernel-index", "invalid", "step 0 names kernel 3; the plan has 1 kernels"),
    ("plan-cycle", "invalid", "reads step 0, which is not computed before it"),
    ("plan-forward", "invalid", "reads step 1, which is not computed before it"),
    ("plan-input-index", "invalid", "input 9 does not exist"),
    ("plan-arity", "invalid", "takes 1 arguments, the step gives 0"),
    ("plan-type", "invalid", "was given an f32 scalar"),
    ("plan-output-index", "invalid", "output 0: step 4294967295 does not exist"),
    ("plan-output-scalar", "invalid", "output 0 is a scalar"),
    ("plan-op-arity", "invalid", "step 0: operation `reduce.sum` reads one array, the step gives 0 operands"),
    (
        "plan-op-scalar",
        "invalid",
        "step 0: operation `reduce.sum` reads an array, it was given an f32 scalar",
    ),
    ("plan-op-axis", "invalid", "step 0: reduce.sum: axis 1 is past the rank of a rank-1 array"),
    ("plan-op-range", "invalid", "step 0: a histogram's range [lo, hi) needs finite lo < hi"),
    ("plan-no-step", "invalid", "the plan has no step"),
    ("plan-no-output", "invalid", "the plan returns nothing"),
    ("plan-too-many-steps", "quota", "the plan has 20000 steps; this guest's limit is 16384"),
    ("run-arity", "invalid", "the pipeline takes 1 argument, 0 were given: none for input 0"),
    ("run-elem", "invalid", "was given i32 data of shape [4]"),
    ("run-rank", "invalid", "was given f32 data of shape [2, 2]"),
    ("run-shape-lie", "invalid", "shape [4] holds 4 elements but 3 were given"),
];

fn every_pipeline_mistake_has_its_named_error(rt: &Runtime) {
    let run = run_guest(rt, "conformance", &["pipelines"], &[]).expect("the pipelines guest runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    let lines = check_named_errors(&run.stdout, ERRORS);
    let line =
        |label: &str| *lines.get(label).unwrap_or_else(|| panic!("no line for {label}:\n{}", run.stdout));
    assert_eq!(line("run-ok"), "[2.0, 4.0, 6.0, 8.0]");
    // A six-wide input: the kernel's output stays four wide.
    assert_eq!(line("run-reshaped"), "[2.0, 2.0, 2.0, 2.0]");
    assert_eq!(line("run-kept"), "[2.0, 4.0, 6.0, 8.0] [20.0, 40.0, 60.0, 80.0]");
    let (fused, one) = match rt.backend().kind {
        wasm_host::exec::BackendKind::Gpu => ("fused-encoder Gpu", "fused-encoder Gpu"),
        wasm_host::exec::BackendKind::Cpu => ("fused-threaded Cpu", "fused-sync Cpu"),
    };
    assert_eq!(line("kind-default"), format!("{fused} - [1.0, 2.0, 3.0, 4.0]"));
    assert_eq!(line("kind-one-thread"), format!("{one} - [1.0, 2.0, 3.0, 4.0]"));
    let generic = line("kind-no-fuse");
    assert!(generic.starts_with("generic ") && generic.contains("fusion is off"), "{generic}");
    assert!(generic.ends_with("[1.0, 2.0, 3.0, 4.0]"), "{generic}");
    // The guest-side trace errors never reached the host.
    let host_errors = ERRORS.iter().filter(|(l, _, _)| !l.starts_with("trace-")).count();
    assert_eq!(run.outcome.stats.errors as usize, host_errors);
}

/// Edges hold in pipelines (`conformance pipeline-edges`), with blocks of a stencil's steps on
/// (tiles on a GPU, bands on the cpu executor): a clamped carried array blocks and matches the
/// oracle exactly, a wrapped one never blocks (and matches too).
fn edges_hold_in_pipelines(rt: &Runtime) {
    let mut config = rt.config().clone();
    config.step_fusion = wasm_host::config::StepFusion {
        pointwise: true,
        max_steps: 4,
        on_cpu: true,
        bands: 4,
        band_cells: 256,
    };
    let rt = &Runtime::new(config).expect("a runtime that fuses steps");
    let run = run_guest(rt, "conformance", &["pipeline-edges"], &[]).expect("the guest runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    let lines = labelled(&run.stdout);
    let fused = |label: &str| -> u32 {
        lines[label].split(' ').next().and_then(|n| n.parse().ok()).expect("a count")
    };
    assert!(fused("blur-clamp-fused-steps") > 0, "{}", lines["blur-clamp-fused-steps"]);
    assert_eq!(fused("blur-wrap-fused-steps"), 0, "{}", lines["blur-wrap-fused-steps"]);
    for mode in ["fused", "generic"] {
        assert_eq!(lines[format!("{mode}-add-8").as_str()], "ok [6.0, 6.0, 6.0]", "{mode}");
        let short = lines[format!("{mode}-add-5").as_str()];
        assert!(
            short.starts_with("out-of-range: kernel `add` read array `b` of shape [5] at (")
                && short.contains(") in step 0 of this pipeline"),
            "{mode}: {short}"
        );
        assert_eq!(lines[format!("{mode}-gather").as_str()], "ok", "{mode}");
        let outside = lines[format!("{mode}-gather-outside").as_str()];
        assert!(
            outside.starts_with(
                "out-of-range: kernel `gather` read array `u` of shape [300] at (1000) in step 0"
            ),
            "{mode}: {outside}"
        );
    }
    assert_eq!(lines["blur-clamp"], "ok");
    assert_eq!(lines["blur-wrap"], "ok");
}

fn kernels_sized_per_call_are_sized_per_step(rt: &Runtime) {
    let run = run_guest(rt, "conformance", &["pipeline-sized"], &[]).expect("the guest runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    let lines = labelled(&run.stdout);
    assert_eq!(lines["sized-output"], "[0]");
    assert!(
        lines["sized-run"]
            .starts_with("invalid: kernel `mean` is sized per call (declared with output extents of 0)"),
        "{}",
        lines["sized-run"]
    );
    assert_eq!(lines["sized-means"], "ok ok");
    assert_eq!(lines["sized-shapes"], "[23] [5] [6, 3] [4, 4]");
    assert_eq!(lines["sized-ramp"], "3000 3017 4005 4015");
    assert!(
        lines["sized-call"]
            .starts_with("invalid: step 0: kernel `mean` is sized per call; trace it with `call_sized`"),
        "{}",
        lines["sized-call"]
    );
}

fn a_cut_step_fails_the_whole_call(rt: &Runtime) {
    let run = run_guest(rt, "conformance", &["pipeline-budget"], &[]).expect("the guest runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    let lines = labelled(&run.stdout);
    for mode in ["fused", "generic"] {
        let over = lines[format!("{mode}-over").as_str()];
        assert!(over.starts_with("truncated: kernel `spin` exhausted its loop budget"), "{mode}: {over}");
        // It names the step the cut was in (`inc`, `spin`, `inc`).
        assert!(over.contains("in step 1 of this pipeline"), "{mode}: {over}");
        // inc(spin(inc(v), 1000)) = v + 1002, exact.
        assert_eq!(lines[format!("{mode}-under").as_str()], "ok 1002 1003 1257", "{mode}");
        let tainted = lines[format!("{mode}-tainted-input").as_str()];
        assert!(tainted.starts_with("truncated: kernel `spin`"), "{mode}: {tainted}");
    }
    assert!(run.outcome.stats.truncated >= 4, "{:?}", run.outcome.stats);
}

/// With `timings`, each step of every call is timed (GPU timestamps on a GPU, the cpu
/// executor's clock on the cpu): the last call's times cover every step of the plan, in order,
/// add up to more than nothing and to no more than the call took; `--stats`' totals count both
/// calls' dispatches per kernel. Untimed calls record nothing; the generic executor says why it
/// has no times.
fn steps_are_timed_where_asked(rt: &Runtime) {
    let source = match rt.backend().kind {
        wasm_host::exec::BackendKind::Gpu => "gpu-timestamps",
        wasm_host::exec::BackendKind::Cpu => "cpu-clock",
    };
    let args = |mode: &'static str, timings: bool| {
        // The image chain: two kernels, nothing fuses, so each step is a dispatch of its own.
        let mut a = vec!["image", "--n", "32", "--steps", "6", "--repeat", "2", "--mode", mode];
        if timings {
            a.push("--timings");
        }
        a
    };
    let run = run_guest(rt, "pipelines", &args("fused", true), &[]).expect("the pipelines guest runs");
    let out = &run.stdout;
    assert_eq!(run.outcome.exit_code, 0, "{out}{}", run.stderr);
    let line = |prefix: &str| {
        out.lines().find(|l| l.starts_with(prefix)).unwrap_or_else(|| panic!("no `{prefix}` line: {out}"))
    };
    let number = |text: &str, after: &str| -> f64 {
        let rest = &text[text.find(after).unwrap_or_else(|| panic!("{after:?} in {text}")) + after.len()..];
        rest.split(|c: char| !(c.is_ascii_digit() || c == '.')).next().unwrap().parse().unwrap()
    };
    let steps = number(line("pipeline: "), "pipeline: ") as usize;
    let timings = line("timings (");
    assert!(timings.starts_with(&format!("timings ({source}): {steps} steps, ")), "{out}");
    let total_ns = number(timings, "steps, ");
    let want: Vec<String> = (0..steps).map(|i| i.to_string()).collect();
    assert_eq!(line("timed steps: "), format!("timed steps: {}", want.join(",")), "{out}");
    let calls: Vec<f64> = line("time per call (ms): ")["time per call (ms): ".len()..]
        .split(';')
        .next()
        .unwrap()
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let last_call_ns = calls.last().unwrap() * 1e6;
    assert!(
        total_ns > 0.0 && total_ns <= last_call_ns + 1e6,
        "{total_ns} ns of steps in a {last_call_ns} ns call: {out}"
    );
    let st = &run.outcome.steps;
    assert_eq!(st.source, Some(source), "{st:?}");
    let dispatches: u64 = st.kernels.values().map(|k| k.dispatches).sum();
    assert_eq!(dispatches, 2 * steps as u64, "two calls' steps: {st:?}");
    assert_eq!(st.kernels.len(), 2, "the image chain's two kernels: {st:?}");
    assert!(st.kernels.values().all(|k| k.nanos >= k.max_nanos && k.max_nanos > 0), "{st:?}");

    let run = run_guest(rt, "pipelines", &args("fused", false), &[]).expect("the pipelines guest runs");
    assert_eq!(run.outcome.steps, wasm_host::StepStats::default(), "untimed calls record nothing");
    let run = run_guest(rt, "pipelines", &args("generic", true), &[]).expect("the pipelines guest runs");
    assert!(
        run.stdout.contains(
            "timings: none (this pipeline's steps are not timed: the generic executor does not time steps"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.outcome.steps.untimed.as_deref().is_some_and(|w| w.contains("generic")),
        "{:?}",
        run.outcome.steps
    );
}

/// A timed pipeline's step timers are device memory the guest pays for: the smallest byte
/// quota a timed run fits in is the untimed run's plus room for the timers (two buffers of two
/// 8-byte queries per step), and at the untimed run's the timed one is refused.
fn step_timers_are_charged_to_the_guest(rt: &Runtime) {
    let component = wasm_host::command::load(rt, &guest("pipelines")).expect("loads");
    let run = |timed: bool, max_array_bytes: u64| {
        let stdout = wasmtime_wasi::p2::pipe::MemoryOutputPipe::new(1 << 16);
        let stderr = wasmtime_wasi::p2::pipe::MemoryOutputPipe::new(1 << 16);
        let mut args = ["pipelines", "gray-scott", "--n", "16", "--steps", "6", "--mode", "fused"]
            .map(String::from)
            .to_vec();
        if timed {
            args.push("--timings".into());
        }
        let options = wasm_host::command::RunOptions {
            args,
            stdio: wasm_host::command::Stdio::Capture { stdout: stdout.clone(), stderr: stderr.clone() },
            quotas: Some(wasm_host::config::Quotas { max_array_bytes, ..Default::default() }),
            ..Default::default()
        };
        let out = wasm_host::command::run_blocking(rt, &component, options).expect("runs");
        let text = |p: &wasmtime_wasi::p2::pipe::MemoryOutputPipe| {
            String::from_utf8_lossy(&p.contents()).into_owned()
        };
        (out.exit_code, text(&stdout) + &text(&stderr))
    };
    let (code, out) = run(false, 1 << 20);
    assert_eq!(code, 0, "{out}");
    // The plan's dispatches per call, as the guest prints them.
    let steps: u64 = out
        .lines()
        .find_map(|l| l.strip_prefix("pipeline: "))
        .and_then(|l| l.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok())
        .unwrap_or_else(|| panic!("no `pipeline: N` line: {out}"));
    // The smallest quota each fits in, by bisection.
    let smallest = |timed: bool| {
        let (mut lo, mut hi) = (0u64, 1 << 20);
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if run(timed, mid).0 == 0 { hi = mid } else { lo = mid }
        }
        hi
    };
    let (untimed, timed) = (smallest(false), smallest(true));
    assert_eq!(timed, untimed + steps * wasm_host::exec::TIMER_BYTES_PER_DISPATCH, "{steps} steps");
    let (code, out) = run(true, untimed);
    assert!(code == 1 && out.contains("quota"), "the timed run is refused where the untimed one fits: {out}");
}

/// The same on a GPU whose dispatches are timed each in a pass of its own (what a device
/// without timestamps inside passes gets).
#[test]
fn gpu_steps_are_timed_in_passes_of_their_own() {
    let mut config = Config { backend: wasm_host::config::Backend::Gpu, ..Config::default() };
    config.gpu.timestamps_per_pass = true;
    match Runtime::new(config) {
        Ok(rt) => steps_are_timed_where_asked(&rt),
        Err(e) => assert!(std::env::var_os("CI").is_none(), "CI is set and no GPU runtime starts: {e}"),
    }
}

on_both_executors!(
    fused_steps_are_bit_identical,
    steps_are_timed_where_asked,
    step_timers_are_charged_to_the_guest,
    workloads_match_native_oracles_fused,
    workloads_match_native_oracles_generic,
    workloads_match_native_oracles_per_pass,
    one_thread_runs_fused_sync_on_the_cpu,
    ping_pong_plans_compile_to_two_buffers,
    unchanged_arguments_are_not_uploaded_again,
    every_pipeline_mistake_has_its_named_error,
    edges_hold_in_pipelines,
    kernels_sized_per_call_are_sized_per_step,
);

mod budget {
    use super::*;
    on_both_executors!(small_budget: a_cut_step_fails_the_whole_call);
}

/// A pipeline's buffers and programs are freed with the guest: nothing is left on the executor.
#[test]
fn pipelines_leave_nothing_behind() {
    let rt = Runtime::new(cpu_config(Config::default())).expect("the cpu executor starts");
    let (_, _, out) = run_workload(&rt, "gray-scott", "fused", 16, 4);
    assert!(out.contains("fused-threaded"), "{out}");
    let live = rt.executor().live();
    assert_eq!((live.buffers, live.programs), (0, 0), "{live:?}");
}
