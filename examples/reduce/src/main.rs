//! Reductions on the host: the sum, minimum and maximum of a million values, per-row sums and
//! maxima of a grid, prefix sums along its rows, a histogram of it, a kernel whose output
//! is sized per call (row means of any grid), and a kernel of two outputs (the grid's central
//! differences along x and y in one pass); then row sums, prefix sums and the histogram again as
//! the steps of one pipeline (the same bits in one launch).
//!
//! Run: `cargo xtask guests && wasm-host run target/wasm32-wasip2/release/reduce.wasm`.
//! Arguments (all optional, in order): the element count (default 1000000), a seed, and a
//! preopened directory to write `values`, `grid`, `sum`, `min`, `max`, `row_sums`, `row_max`,
//! `col_min`, `row_means`, `prefix`, `gx`, `gy` (little-endian f32) and `hist` (u32) to as `NAME.bin`, which the
//! workspace tests check bit for bit against the host's documented fold order.

use guest_rs::{Array, Edge, Elem, Kernel, Pipeline, ReduceOp};

/// The mean of each row, from the row sums: one kernel for grids of any height.
const MEAN: &str = "fn kernel(y: u32) -> f32 { return sums(y) / width; }";

/// Central differences along x and y (0 outside the grid), two outputs of one pass.
const GRADIENT: &str = "fn kernel(x: u32, y: u32) -> Outputs {
    return Outputs(u(x + 1u, y) - u(x - 1u, y), u(x, y + 1u) - u(x, y - 1u));
}";

fn dump(dir: Option<&str>, name: &str, values: &[f32]) -> std::io::Result<()> {
    if let Some(dir) = dir {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        std::fs::write(format!("{dir}/{name}.bin"), bytes)?;
    }
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: u32 = args.first().map_or(Ok(1_000_000), |a| a.parse())?;
    let seed: u64 = args.get(1).map_or(Ok(1), |a| a.parse())?;
    let dir = args.get(2).map(String::as_str);

    // All elements: one-element arrays, read back.
    let values = guest_rs::random_f32(seed, n as usize);
    let a = Array::new([n], values.clone())?;
    let (sum, min, max) =
        (a.sum()?.read::<f32>()?[0], a.min()?.read::<f32>()?[0], a.max()?.read::<f32>()?[0]);
    let exact: f64 = values.iter().map(|&v| f64::from(v)).sum();
    let least = values.iter().copied().fold(f32::INFINITY, f32::min);
    let most = values.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    println!("{n} values: sum {sum:.4} (f64 {exact:.4}), min {min}, max {max}");
    // The f32 sum in tree order is within n·2^-24 of the exact one for values in [-1, 1).
    if (f64::from(sum) - exact).abs() > f64::from(n) * f64::from(f32::EPSILON) || min != least || max != most
    {
        return Err("a reduction differs from the guest's own".into());
    }

    // A grid, reduced per row (over axis 0, x) and per column (axis 1).
    let (w, h) = (1000u32, n.div_ceil(1000).max(1));
    let grid_values = guest_rs::random_f32(seed + 1, (w * h) as usize);
    let grid = Array::new([w, h], grid_values.clone())?;
    let row_sums = grid.reduce(ReduceOp::Sum, Some(0))?;
    let row_max = grid.reduce(ReduceOp::Max, Some(0))?;
    let col_min = grid.reduce(ReduceOp::Min, Some(1))?;
    println!("grid {w} x {h}: {} row sums, {} row maxima, {} column minima", h, h, col_min.shape()[0]);

    // Running sums along each row.
    let prefix = grid.scan(ReduceOp::Sum, 0, false)?;
    let running: Vec<f32> = prefix.read()?;
    println!("prefix sums along the rows: the first row ends at {:.4}", running[w as usize - 1]);

    // How the grid's values spread: 20 bins over [-1, 1).
    let counts: Vec<u32> = grid.histogram(20, -1.0f32, 1.0)?.read()?;
    println!(
        "histogram of the grid: {} values in 20 bins, the fullest {}",
        counts.iter().sum::<u32>(),
        counts.iter().max().copied().unwrap_or(0)
    );
    if counts.iter().sum::<u32>() != w * h {
        return Err("the histogram lost values".into());
    }

    // One kernel, any height: its output is sized per call.
    let mean =
        Kernel::builder(MEAN).array("sums", Elem::F32, 1).scalar("width", Elem::F32).sized(1).build()?;
    let row_means = mean.run_sized(&[(&row_sums).into(), (w as f32).into()], [h])?;
    let means: Vec<f32> = row_means.read()?;
    let first: f32 = grid_values[..w as usize].iter().sum::<f32>() / w as f32;
    println!(
        "row means on {}: {} of them, the first {:.5} (guest's loop {first:.5})",
        mean.backend().name,
        means.len(),
        means[0]
    );

    // Both differences in one pass over the grid: a kernel of two outputs.
    let gradient = Kernel::builder(GRADIENT)
        .array_edge("u", Elem::F32, 2, Edge::Zero)
        .outputs(&[("gx", Elem::F32), ("gy", Elem::F32)])
        .output([w, h])
        .build()?;
    let g = gradient.run_outputs(&[(&grid).into()])?;
    let (gx, gy): (Vec<f32>, Vec<f32>) = (g[0].read()?, g[1].read()?);
    let steepest = gx.iter().chain(&gy).fold(0.0f32, |m, v| m.max(v.abs()));
    println!("gradient of the grid in one pass: {} outputs, the steepest difference {steepest:.4}", g.len());

    // The same statistics as steps of one pipeline: one launch, the same bits as the calls.
    let stats = Pipeline::trace(|t| {
        let g = t.input("grid", Elem::F32, 2);
        let sums = t.reduce(ReduceOp::Sum, g, Some(0))?;
        let prefix = t.scan(ReduceOp::Sum, g, 0, false)?;
        let counts = t.histogram(g, 20, -1.0f32, 1.0)?;
        let total = t.reduce(ReduceOp::Sum, sums, None)?;
        Ok(vec![sums, prefix, counts, total])
    })?;
    let out = stats.run(&[(&grid).into()])?;
    let bits = |v: Vec<f32>| v.into_iter().map(f32::to_bits).collect::<Vec<u32>>();
    if bits(out[0].read()?) != bits(row_sums.read()?)
        || bits(out[1].read()?) != bits(running.clone())
        || out[2].read::<u32>()? != counts
    {
        return Err("a pipeline step differs from the call of the same name".into());
    }
    println!(
        "the same as pipeline steps ({}): row sums, prefix sums and histogram identical; total {:.4}",
        stats.executor_name(),
        out[3].read::<f32>()?[0]
    );

    dump(dir, "values", &values)?;
    dump(dir, "gx", &gx)?;
    dump(dir, "gy", &gy)?;
    dump(dir, "sum", &[sum])?;
    dump(dir, "min", &[min])?;
    dump(dir, "max", &[max])?;
    dump(dir, "grid", &grid_values)?;
    dump(dir, "row_sums", &row_sums.read::<f32>()?)?;
    dump(dir, "row_max", &row_max.read::<f32>()?)?;
    dump(dir, "col_min", &col_min.read::<f32>()?)?;
    dump(dir, "row_means", &means)?;
    dump(dir, "prefix", &running)?;
    dump(dir, "hist", &counts.iter().map(|&c| f32::from_bits(c)).collect::<Vec<_>>())?;
    Ok(())
}
