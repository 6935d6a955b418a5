//! Jacobi sweeps for the Poisson equation on an N×N grid with a zero boundary:
//! `u'(x, y) = (u(x-1, y) + u(x+1, y) + u(x, y-1) + u(x, y+1) - h² q(x, y)) / 4`,
//! 512 sweeps of a 1024² grid by default, traced once into a pipeline that the host runs as one
//! unit (one launch, fences inside, one read-back); `--per-pass` runs one kernel per sweep over
//! resident arrays instead (the baseline pipelines fuse).
//!
//! Usage: `jacobi [--n N] [--sweeps S] [--seed K] [--per-pass] [--check] [--dump DIR]`
//! - `--check` also computes the sweeps in plain Rust inside the guest and prints the maximum
//!   error relative to the largest |u|;
//! - `--dump DIR` writes `u0.bin`, `q.bin` and `u.bin` (little-endian f32, row-major) to DIR
//!   (a preopened directory) so a native oracle can check the result.

use std::time::Instant;

use guest_rs::{Array, Edge, Elem, Kernel, Pipeline, random_f32};

const SWEEP: &str = "
fn kernel(x: u32, y: u32) -> f32 {
    return 0.25 * (u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u) - h2 * q(x, y));
}
";

struct Opts {
    n: u32,
    sweeps: u32,
    seed: u64,
    check: bool,
    per_pass: bool,
    dump: Option<String>,
}

fn parse() -> Result<Opts, String> {
    let mut o = Opts { n: 1024, sweeps: 512, seed: 1, check: false, per_pass: false, dump: None };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--n" => o.n = value("--n")?.parse().map_err(|e| format!("--n: {e}"))?,
            "--sweeps" => o.sweeps = value("--sweeps")?.parse().map_err(|e| format!("--sweeps: {e}"))?,
            "--seed" => o.seed = value("--seed")?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--check" => o.check = true,
            "--per-pass" => o.per_pass = true,
            "--dump" => o.dump = Some(value("--dump")?),
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if o.sweeps == 0 || o.n == 0 {
        return Err("--n and --sweeps must be at least 1".into());
    }
    Ok(o)
}

fn reference(n: usize, sweeps: u32, u0: &[f32], q: &[f32], h2: f32) -> Vec<f32> {
    let mut u = u0.to_vec();
    let mut next = vec![0.0f32; u.len()];
    let at = |u: &[f32], x: isize, y: isize| {
        if x < 0 || y < 0 || x >= n as isize || y >= n as isize {
            0.0
        } else {
            u[y as usize * n + x as usize]
        }
    };
    for _ in 0..sweeps {
        for y in 0..n as isize {
            for x in 0..n as isize {
                let s = at(&u, x - 1, y) + at(&u, x + 1, y) + at(&u, x, y - 1) + at(&u, x, y + 1);
                next[y as usize * n + x as usize] = 0.25 * (s - h2 * q[y as usize * n + x as usize]);
            }
        }
        std::mem::swap(&mut u, &mut next);
    }
    u
}

fn write(dir: &str, name: &str, v: &[f32]) -> std::io::Result<()> {
    let bytes: Vec<u8> = v.iter().flat_map(|f| f.to_le_bytes()).collect();
    std::fs::write(format!("{dir}/{name}"), bytes)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let o = parse()?;
    let cells = (o.n as usize) * (o.n as usize);
    // The inputs move into their arrays (no guest copy in the timed call); the check and the
    // dump make them again from the seed.
    let inputs = || (random_f32(o.seed, cells), random_f32(o.seed.wrapping_add(1), cells));
    let (u0, q) = inputs();
    let h2 = 1.0 / (o.n as f32 * o.n as f32);

    let sweep = Kernel::builder(SWEEP)
        .array_edge("u", Elem::F32, 2, Edge::Zero) // u(x ± 1, y ± 1) past the grid: 0
        .array("q", Elem::F32, 2)
        .scalar("h2", Elem::F32)
        .output([o.n, o.n])
        .build()?;
    println!("jacobi {n}x{n}, {s} sweeps on {b}", n = o.n, s = o.sweeps, b = sweep.backend().name);

    let start = Instant::now();
    let qa = Array::new([o.n, o.n], q)?;
    let u0a = Array::new([o.n, o.n], u0)?;
    let result: Vec<f32> = if o.per_pass {
        println!("per pass: {} kernel runs", o.sweeps);
        // Each sweep's input is dropped once the next is computed: three arrays live at most.
        let mut u = u0a;
        for _ in 0..o.sweeps {
            u = sweep.run(&[(&u).into(), (&qa).into(), h2.into()])?;
        }
        u.read()?
    } else {
        let solve = Pipeline::trace(|t| {
            let (mut u, q) = (t.input("u", Elem::F32, 2), t.input("q", Elem::F32, 2));
            for _ in 0..o.sweeps {
                u = t.call(&sweep, (u, q, h2))?;
            }
            Ok(u)
        })?;
        let l = solve.layout();
        println!(
            "pipeline: {} sweeps, {} kernel, {} buffers; executor {}",
            l.steps,
            l.kernels,
            l.buffers,
            solve.executor_name()
        );
        solve.run(&[(&u0a).into(), (&qa).into()])?[0].read()?
    };
    let elapsed = start.elapsed();

    let checksum: f64 = result.iter().map(|&v| f64::from(v)).sum();
    println!("checksum {checksum:.6e}");
    println!(
        "time {:.1} ms ({:.1} us per sweep, upload and read-back included)",
        elapsed.as_secs_f64() * 1e3,
        elapsed.as_secs_f64() * 1e6 / f64::from(o.sweeps.max(1))
    );
    let (u0, q) = if o.dump.is_some() || o.check { inputs() } else { Default::default() };
    if let Some(dir) = &o.dump {
        write(dir, "u0.bin", &u0)?;
        write(dir, "q.bin", &q)?;
        write(dir, "u.bin", &result)?;
    }
    if o.check {
        let want = reference(o.n as usize, o.sweeps, &u0, &q, h2);
        let scale = want.iter().fold(0.0f32, |m, v| m.max(v.abs())).max(f32::MIN_POSITIVE);
        let err = want.iter().zip(&result).fold(0.0f32, |m, (a, b)| m.max((a - b).abs())) / scale;
        let want_sum: f64 = want.iter().map(|&v| f64::from(v)).sum();
        println!("reference checksum {want_sum:.6e}, max relative error {err:.3e}");
        if err > 1e-4 {
            return Err(format!("max relative error {err:.3e} is over 1e-4").into());
        }
    }
    Ok(())
}
