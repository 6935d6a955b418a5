//! The smallest wasm-host guest: one kernel (saxpy), one run, one read, checked in the guest.
//!
//! Build and run: `cargo xtask guests && wasm-host run target/wasm32-wasip2/release/hello.wasm`.

use guest_rs::{Array, Elem, Kernel};

const SAXPY: &str = "
fn kernel(i: u32) -> f32 {
    return a * x(i) + y(i);
}
";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let n = 1000u32;
    let x: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let y: Vec<f32> = (0..n).map(|i| 1.0 - i as f32).collect();
    let a = 3.0f32;

    let saxpy = Kernel::builder(SAXPY)
        .array("x", Elem::F32, 1)
        .array("y", Elem::F32, 1)
        .scalar("a", Elem::F32)
        .output([n])
        .build()?;
    let xs = Array::new([n], x.clone())?;
    let ys = Array::new([n], y.clone())?;
    let out: Vec<f32> = saxpy.run(&[(&xs).into(), (&ys).into(), a.into()])?.read()?;

    let wrong = (0..n as usize).filter(|&i| out[i] != a * x[i] + y[i]).count();
    println!("hello from {}", saxpy.backend().name);
    println!("saxpy of {n} elements: out[1] = {}, out[999] = {}, {wrong} wrong", out[1], out[999]);
    if wrong != 0 {
        return Err(format!("{wrong} elements differ from the guest's own loop").into());
    }
    Ok(())
}
