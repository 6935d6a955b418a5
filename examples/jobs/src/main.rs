//! Small jobs for scale-out (`wasm-host submit`; the tests in `cli/tests/scale_out.rs`):
//!
//! - `jobs sum N SEED`: a kernel computes `3 i + SEED` for i < N (u32), the guest sums the
//!   result and prints `sum N SEED: TOTAL`;
//! - `jobs echo WORDS...`: prints the words and the `JOB_TAG` environment variable;
//! - `jobs sleep MS`: sleeps MS milliseconds, prints `slept MS`;
//! - `jobs upper DIR IN OUT`: writes the file DIR/IN upper-cased to DIR/OUT;
//! - `jobs trap`: traps (an `unreachable` instruction);
//! - `jobs exit CODE`: exits with CODE.
//!
//! Run one: `wasm-host submit --nats nats://127.0.0.1:4222 --wait target/wasm32-wasip2/release/jobs.wasm sum 1000 7`.

// A command: its output is what the tests read.
#![allow(clippy::print_stdout, clippy::print_stderr)]

use guest_rs::{Array, Elem, Kernel};

const STEP: &str = "
fn kernel(i: u32) -> u32 {
    return 3u * x(i) + seed;
}
";

fn sum(n: u32, seed: u32) -> Result<u64, Box<dyn std::error::Error>> {
    let kernel = Kernel::builder(STEP)
        .array("x", Elem::U32, 1)
        .scalar("seed", Elem::U32)
        .output([n])
        .output_elem(Elem::U32)
        .build()?;
    let x = Array::new([n], (0..n).collect::<Vec<u32>>())?;
    let out: Vec<u32> = kernel.run(&[(&x).into(), seed.into()])?.read()?;
    Ok(out.iter().map(|&v| u64::from(v)).sum())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let arg = |i: usize| args.get(i).map(String::as_str).unwrap_or_default();
    let number = |i: usize| arg(i).parse::<u32>().map_err(|e| format!("argument {i} ({:?}): {e}", arg(i)));
    match arg(1) {
        "sum" => {
            let (n, seed) = (number(2)?, number(3)?);
            println!("sum {n} {seed}: {}", sum(n, seed)?);
        }
        "echo" => {
            println!("{} [{}]", args[2..].join(" "), std::env::var("JOB_TAG").unwrap_or_default());
        }
        "sleep" => {
            let ms = number(2)?;
            std::thread::sleep(std::time::Duration::from_millis(u64::from(ms)));
            println!("slept {ms}");
        }
        "upper" => {
            let dir = std::path::Path::new(arg(2));
            let text = std::fs::read_to_string(dir.join(arg(3)))?;
            std::fs::write(dir.join(arg(4)), text.to_uppercase())?;
            println!("wrote {}", arg(4));
        }
        "trap" => {
            eprintln!("about to trap");
            // On wasm an abort is the `unreachable` instruction: a trap.
            std::process::abort()
        }
        "exit" => std::process::exit(number(2)? as i32),
        other => return Err(format!("unknown mode {other:?} (sum, echo, sleep, upper, trap, exit)").into()),
    }
    Ok(())
}
