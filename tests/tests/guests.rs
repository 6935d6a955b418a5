//! Guest examples run through the host on both executors, checked against native Rust oracles
//! (the `pipelines` example is tested in `pipelines.rs`, `batch` in `batch.rs`).

use wasm_host::Quotas;
use wasm_host::Runtime;
use wasm_host::command::RunError;
use wasm_host_tests::*;

/// Every guest example must have a test here.
/// (`hostile` is tested in `hostile.rs`; `jobs` here, and through the queue in
/// `cli/tests/scale_out.rs`.)
const TESTED: &[&str] =
    &["batch", "conformance", "hello", "hostile", "jacobi", "jobs", "pipelines", "reduce"];

#[test]
fn every_guest_example_has_a_test() {
    assert_eq!(guest_examples(), TESTED, "add a test for the new guest example and list it in TESTED");
}

fn hello_runs(rt: &Runtime) {
    let run = run_guest(rt, "hello", &[], &[]).expect("hello runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    assert!(run.stdout.contains("saxpy of 1000 elements"), "{}", run.stdout);
    assert!(run.stdout.contains(", 0 wrong"), "{}", run.stdout);
    assert_eq!(run.outcome.stats.runs, 1);
    assert_eq!(run.outcome.stats.errors, 0);
}

fn jacobi_matches_native_oracle(rt: &Runtime) {
    let (n, sweeps) = (96usize, 40usize);
    for per_pass in [false, true] {
        let dir = scratch_dir("jacobi");
        let (n_s, sweeps_s) = (n.to_string(), sweeps.to_string());
        let mut args = vec!["--n", &n_s, "--sweeps", &sweeps_s, "--seed", "7", "--dump", "/out"];
        if per_pass {
            args.push("--per-pass");
        }
        let run = run_guest(rt, "jacobi", &args, &[(dir.clone(), "/out")]).expect("jacobi runs");
        assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
        let stats = run.outcome.stats;
        if per_pass {
            assert_eq!((stats.runs, stats.pipeline_runs), (sweeps as u64, 0));
        } else {
            assert_eq!((stats.runs, stats.pipeline_runs), (0, 1));
            assert!(run.stdout.contains("pipeline: 40 sweeps, 1 kernel, 4 buffers"), "{}", run.stdout);
        }
        let (u0, q, u) =
            (read_bin::<f32>(&dir, "u0"), read_bin::<f32>(&dir, "q"), read_bin::<f32>(&dir, "u"));
        check_jacobi(n, sweeps, &u0, &q, &u);
        std::fs::remove_dir_all(dir).ok();
    }
}

fn kernels_of_every_type_and_rank_match_native_oracle(rt: &Runtime) {
    let dir = scratch_dir("ops");
    let run = run_guest(rt, "conformance", &["ops", "/out", "11"], &[(dir.clone(), "/out")]).expect("runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);

    // Rank 1, i32: a(i) * k + a(i + 1) - a(i - 1), zero outside.
    let a: Vec<i32> = read_bin(&dir, "r1.a");
    assert!(a.iter().any(|&v| v != 0));
    let at = |i: isize| if i >= 0 && (i as usize) < a.len() { a[i as usize] } else { 0 };
    let want: Vec<i32> = (0..a.len() as isize)
        .map(|i| at(i).wrapping_mul(-7).wrapping_add(at(i + 1)).wrapping_sub(at(i - 1)))
        .collect();
    assert_eq!(read_bin::<i32>(&dir, "r1.out"), want, "rank 1 i32 (exact)");

    // Rank 3, u32: ((v(x,y,z) >> 3) ^ (x + 2y + 4z)) + m(z) + 7 * 1000, v of shape [7,5,3]
    // read over an output of [8,5,4], m = [11,22,33].
    let v: Vec<u32> = read_bin(&dir, "r3.v");
    let m = [11u32, 22, 33];
    let mut want = Vec::new();
    for z in 0..4u32 {
        for y in 0..5u32 {
            for x in 0..8u32 {
                let vv = if x < 7 && y < 5 && z < 3 { v[(x + 7 * (y + 5 * z)) as usize] } else { 0 };
                let mz = if z < 3 { m[z as usize] } else { 0 };
                want.push(((vv >> 3) ^ (x + 2 * y + 4 * z)).wrapping_add(mz).wrapping_add(7000));
            }
        }
    }
    assert_eq!(read_bin::<u32>(&dir, "r3.out"), want, "rank 3 u32 (exact)");

    // Rank 2, f32, applied twice: sqrt(|p(x,y)|) + t(y,x) * 0.5 with t of shape [h, w].
    let (w, h) = (33usize, 17usize);
    let p: Vec<f32> = read_bin(&dir, "r2.p");
    let t: Vec<f32> = read_bin(&dir, "r2.t");
    let step = |p: &[f32]| -> Vec<f32> {
        let mut out = vec![0.0f32; w * h];
        for y in 0..h {
            for x in 0..w {
                // t has shape [h, w]: t(y, x) is at y + h * x.
                out[x + w * y] = p[x + w * y].abs().sqrt() + t[y + h * x] * 0.5;
            }
        }
        out
    };
    let want = step(&step(&p));
    let got: Vec<f32> = read_bin(&dir, "r2.out");
    // Tolerance: 1e-6 relative per element (sqrt is correctly rounded in WGSL on these drivers
    // to within 1 ulp; the chain adds one more rounding).
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert!((g - w).abs() <= 1e-6 * w.abs().max(1.0), "element {i}: got {g}, want {w}");
    }
    assert_eq!(got.len(), want.len());
    std::fs::remove_dir_all(dir).ok();
}

fn quotas_are_enforced_per_guest(rt: &Runtime) {
    let component = wasm_host::command::load(rt, &guest("jacobi")).expect("loads");
    let stderr = wasmtime_wasi::p2::pipe::MemoryOutputPipe::new(1 << 16);
    // Per pass: one kernel run per sweep (a pipeline is checked at the end).
    let options = |quotas: Quotas| wasm_host::command::RunOptions {
        args: ["jacobi", "--n", "16", "--sweeps", "4", "--per-pass"].map(String::from).to_vec(),
        stdio: wasm_host::command::Stdio::Capture {
            stdout: wasmtime_wasi::p2::pipe::MemoryOutputPipe::new(1 << 16),
            stderr: stderr.clone(),
        },
        quotas: Some(quotas),
        ..Default::default()
    };
    let refused = |quotas: Quotas, want: &str| {
        let out = wasm_host::command::run_blocking(rt, &component, options(quotas)).expect("runs");
        assert_eq!(out.exit_code, 1, "{want}");
        let text = String::from_utf8_lossy(&stderr.contents()).into_owned();
        assert!(text.contains(want), "{text}");
    };
    // Two live arrays (q and u) leave no room for the first sweep's output.
    refused(Quotas { max_arrays: 2, ..Quotas::default() }, "quota: this guest already holds 2 arrays");
    // 16×16 f32 is 1024 bytes: a 1500-byte quota fits one array, not two.
    refused(Quotas { max_array_bytes: 1500, ..Quotas::default() }, "over its limit of 1500 bytes");
    // A 16×16 output runs as 1×4 workgroups of 64×4: 1024 invocations per dispatch, one
    // dispatch per call.
    refused(
        Quotas { max_invocations_per_dispatch: Some(1023), ..Quotas::default() },
        "a dispatch of 1024 invocations is over this guest's limit of 1023 per dispatch",
    );
    refused(
        Quotas { max_invocations_per_call: Some(1023), ..Quotas::default() },
        "a call of 1024 invocations is over this guest's limit of 1023 per call",
    );
    // With enough room the same guest succeeds: the quotas were the only obstacle.
    let roomy = Quotas {
        max_arrays: 3,
        max_invocations_per_dispatch: Some(1024),
        max_invocations_per_call: Some(1024),
        ..Quotas::default()
    };
    let out = wasm_host::command::run_blocking(rt, &component, options(roomy.clone())).expect("runs");
    assert_eq!(out.exit_code, 0);
    // A pipeline's call is the whole plan: four sweeps of 1024 invocations are one call of 4096.
    let mut pipeline = options(roomy);
    pipeline.args.pop();
    let out = wasm_host::command::run_blocking(rt, &component, pipeline).expect("runs");
    assert_eq!(out.exit_code, 1);
    let text = String::from_utf8_lossy(&stderr.contents()).into_owned();
    assert!(
        text.contains("a call of 4096 invocations is over this guest's limit of 1024 per call"),
        "{text}"
    );
}

fn a_dropped_handle_traps_the_guest_not_the_host(rt: &Runtime) {
    match run_guest(rt, "conformance", &["dropped-handle"], &[]) {
        Err(RunError::Trap(message)) => {
            assert!(message.contains("handle"), "{message}");
        }
        Ok(run) => panic!("the dropped handle was accepted: {}", run.stdout),
        Err(e) => panic!("unexpected error: {e}"),
    }
    // The runtime still serves guests.
    let run = run_guest(rt, "hello", &[], &[]).expect("hello runs after a trap");
    assert_eq!(run.outcome.exit_code, 0);
}

/// The `reduce` example: every reduction bit for bit against the documented fold order, and
/// the row means of a kernel sized per call.
fn reduce_matches_the_fold_order(rt: &Runtime) {
    let dir = scratch_dir("reduce");
    let seed = seed().to_string();
    let run =
        run_guest(rt, "reduce", &["70001", &seed, "/out"], &[(dir.clone(), "/out")]).expect("reduce runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    assert_eq!(run.outcome.stats.reductions, 8, "{}", run.stdout);
    let bits = |v: Vec<f32>| -> Vec<u32> { v.into_iter().map(f32::to_bits).collect() };
    let fold = |data: &[f32], shape: &[u32], axis: Option<u32>, f: fn(f32, f32) -> f32| {
        bits(wasm_host::reduce::oracle(data, shape, axis, f))
    };
    let add: fn(f32, f32) -> f32 = |a, b| a + b;
    let least: fn(f32, f32) -> f32 = |a, b| if a <= b { a } else { b };
    let most: fn(f32, f32) -> f32 = |a, b| if a >= b { a } else { b };
    let values: Vec<f32> = read_bin(&dir, "values");
    assert_eq!(values.len(), 70001);
    assert_eq!(bits(read_bin(&dir, "sum")), fold(&values, &[70001], None, add), "sum");
    assert_eq!(bits(read_bin(&dir, "min")), fold(&values, &[70001], None, least), "min");
    assert_eq!(bits(read_bin(&dir, "max")), fold(&values, &[70001], None, most), "max");
    let grid: Vec<f32> = read_bin(&dir, "grid");
    let shape = [1000u32, 71];
    let sums = fold(&grid, &shape, Some(0), add);
    assert_eq!(bits(read_bin(&dir, "row_sums")), sums, "row sums");
    assert_eq!(bits(read_bin(&dir, "row_max")), fold(&grid, &shape, Some(0), most), "row maxima");
    assert_eq!(bits(read_bin(&dir, "col_min")), fold(&grid, &shape, Some(1), least), "column minima");
    let prefix: Vec<f32> = read_bin(&dir, "prefix");
    let want = wasm_host::scan::oracle(&grid, &shape, 0, false, 0.0, add);
    assert_eq!(bits(prefix), bits(want), "prefix sums along the rows");
    let hist: Vec<u32> = read_bin(&dir, "hist");
    let want = wasm_host::histogram::oracle(
        &wasm_host::array::HostData::F32(grid.clone()),
        20,
        wasm_host::array::Scalar::F32(-1.0),
        wasm_host::array::Scalar::F32(1.0),
    )
    .unwrap();
    assert_eq!(hist, want, "histogram");
    // WGSL's division is accurate to 2.5 ulp: within 3 of the correctly rounded quotient.
    let means: Vec<f32> = read_bin(&dir, "row_means");
    assert_eq!(means.len(), 71);
    for (y, (&m, &s)) in means.iter().zip(&sums).enumerate() {
        let want = f32::from_bits(s) / 1000.0;
        let ulps = (m.to_bits() as i64 - want.to_bits() as i64).abs();
        assert!(ulps <= 3 && m.signum() == want.signum(), "row mean {y}: {m}, expected {want} (3 ulp)");
    }
    // A kernel of two outputs: central differences, each one subtraction (exact bits), 0 outside.
    let at = |x: i64, y: i64| {
        if (0..1000).contains(&x) && (0..71).contains(&y) { grid[(x + 1000 * y) as usize] } else { 0.0 }
    };
    let (gx, gy): (Vec<f32>, Vec<f32>) = (read_bin(&dir, "gx"), read_bin(&dir, "gy"));
    assert_eq!((gx.len(), gy.len()), (71_000, 71_000));
    for i in 0..71_000i64 {
        let (x, y) = (i % 1000, i / 1000);
        assert_eq!(gx[i as usize].to_bits(), (at(x + 1, y) - at(x - 1, y)).to_bits(), "gx at ({x}, {y})");
        assert_eq!(gy[i as usize].to_bits(), (at(x, y + 1) - at(x, y - 1)).to_bits(), "gy at ({x}, {y})");
    }
    std::fs::remove_dir_all(dir).ok();
}

/// The scale-out guest's modes, as a worker runs them: a kernel's sum against the closed form
/// on random sizes and seeds, files in and out, exit codes, a trap.
fn jobs_modes_answer_as_documented(rt: &Runtime) {
    let mut rng = Rng::seeded();
    for _ in 0..3 {
        let (n, seed) = (1 + rng.next() % 5000, rng.next() % 1000);
        let run =
            run_guest(rt, "jobs", &["sum", &n.to_string(), &seed.to_string()], &[]).expect("jobs sum runs");
        let (n64, s64) = (u64::from(n), u64::from(seed));
        assert_eq!(run.stdout, format!("sum {n} {seed}: {}\n", 3 * n64 * (n64 - 1) / 2 + n64 * s64));
    }
    let dir = scratch_dir("jobs");
    std::fs::write(dir.join("in.txt"), "abc\n").unwrap();
    let run = run_guest(rt, "jobs", &["upper", "/d", "in.txt", "out.txt"], &[(dir.clone(), "/d")]).unwrap();
    assert_eq!((run.outcome.exit_code, run.stdout.as_str()), (0, "wrote out.txt\n"));
    assert_eq!(std::fs::read_to_string(dir.join("out.txt")).unwrap(), "ABC\n");
    std::fs::remove_dir_all(dir).ok();
    // WASI p2's exit carries success or failure: any non-zero code is 1, as `wasm-host run` says.
    assert_eq!(run_guest(rt, "jobs", &["exit", "3"], &[]).unwrap().outcome.exit_code, 1);
    match run_guest(rt, "jobs", &["trap"], &[]) {
        Err(RunError::Trap(m)) => assert!(m.contains("unreachable"), "{m}"),
        other => panic!("a trap, not {:?}", other.map(|r| r.outcome.exit_code)),
    }
}

on_both_executors!(
    jobs_modes_answer_as_documented,
    reduce_matches_the_fold_order,
    hello_runs,
    jacobi_matches_native_oracle,
    kernels_of_every_type_and_rank_match_native_oracle,
    quotas_are_enforced_per_guest,
    a_dropped_handle_traps_the_guest_not_the_host
);
