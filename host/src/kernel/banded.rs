//! Cache blocking for executors on the host's CPU: k consecutive steps of a stencil kernel run
//! band by band, each band's k steps one after another in two small tiles that stay in the
//! worker's cache.
//!
//! A plan step `u' = kernel(u, ...)` repeated k times, where the kernel reads `u` only at
//! constant offsets within a radius r on the array's outermost axis (its
//! [`Footprint`](super::Footprint)), runs as one dispatch cut into *bands*: ranges of rows of
//! the outermost axis (y of a grid, z of a volume, x of a line), every other axis whole. A
//! band of rows `[b0, b1)` runs k *phases*, each a dispatch of the kernel over a window of
//! rows: phase j (1..k) computes rows `[b0 − (k−j)·r, b1 + (k−j)·r)` (clipped to the array),
//! reading what phase j − 1 computed (phase 1 reads the step's input), so the window narrows
//! by r per side per phase and phase k computes the band itself. Phases 1..k−1 write into one
//! of two *tiles* of the worker that runs the band, alternately; phase k writes the output.
//! Bands are independent, so a worker runs its bands with no barrier between phases; the
//! executor's barrier comes once per k steps.
//!
//! The program of every phase is one generated kernel ([`generate`]): the guest's source
//! unchanged, the kernel's bindings and parameter block, and one more binding, the phase's
//! *window* (`_wh_win`: the first and end row it computes, the row its carried array's
//! binding starts at, the row its output's binding starts at). `fn kernel` is called with
//! global coordinates, accessors test them against the whole array (out-of-range reads are
//! still 0), and only the carried accessor and the store subtract their binding's first row:
//! each cell is computed by the same function from the same values as by the unfused step, so
//! results are bit-identical. The program is vectorized like the kernel's own (no barriers,
//! no workgroup memory).
//!
//! Halo rows are computed more than once (by the bands on both sides): for a band of B rows,
//! k steps compute `k·B + r·k·(k−1)` rows. [`Banding::choose`] weighs that against the
//! barriers the bands save: bands pay where a step's work per worker is small against a
//! barrier (small grids, many workers), and are not chosen where it is large.

use std::fmt::Write as _;

use super::codegen::{self, ENTRY_POINT, Redirect};
use super::{Param, ParamKind};
use crate::array::Elem;
use crate::exec::{BandPhase, Bands};

#[cfg(test)]
use crate::config::TILE_CELLS;

/// The most bands one dispatch is cut into (each band keeps a table per phase).
const MAX_BANDS: u32 = 4096;

/// The most steps of a band, whatever the configuration asks (each step is a phase with a
/// table of its own in every band).
const MAX_STEPS: u32 = 64;

/// A barrier between two steps in the model, in cell updates of one worker, per worker taking
/// part: on the H200's host at 16 threads a barrier cost about 24 µs where a worker updates
/// about 0.4 cells per nanosecond (8192 updates: a 256² jacobi step took 34 µs, 10 of them
/// computing); on 2 threads here a few µs at about 1 cell per nanosecond.
const BARRIER_PER_PART: f64 = 512.0;

/// Bands are chosen where the model says they cost at most this share of a dispatch per step
/// (the model is no finer than that).
const MARGIN: f64 = 0.95;

/// How a block of steps is cut into bands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Banding {
    /// Steps one dispatch runs (k).
    pub steps: u32,
    /// The carried array's read radius on the outermost axis (r).
    pub radius: u32,
    /// Rows of the outermost axis each band writes (the last band may have fewer).
    pub band: u32,
}

/// The outermost axis of an array of `rank`.
fn outer(rank: usize) -> usize {
    rank.clamp(1, 3) - 1
}

impl Banding {
    /// The same bands for `steps` steps.
    pub fn with_steps(&self, steps: u32) -> Banding {
        Banding { steps, ..*self }
    }

    /// The rows a band reads beyond its own per side: k·r.
    pub fn halo(&self) -> u32 {
        self.radius * self.steps
    }

    /// The rows a band computes beyond its own per side and step, on average: the first phase
    /// (k − 1)·r, the last none.
    fn redundant(&self) -> f64 {
        f64::from(self.radius * self.steps.saturating_sub(1))
    }

    /// The model's cost per output cell and step, in unfused cell updates: the rows each band
    /// computes (its halo's included), and one barrier (`barrier`, a barrier's cost per output
    /// cell) per k steps. Passes over memory count for nothing: on the machines measured the
    /// grids of a 1024² stencil stay in the last-level cache (32 MiB on the 2-core machine,
    /// 300 MiB on the H200's host), the kernels are bound by their arithmetic, and tiles in L2
    /// saved nothing measurable (benches/RESULTS.md, session 22); the tiles
    /// are still sized for L2, which costs nothing where memory is not the bound.
    fn cost(&self, barrier: f64) -> f64 {
        1.0 + self.redundant() / f64::from(self.band) + barrier / f64::from(self.steps)
    }

    /// The cheapest banding by the model for an output of extents `dims` (padded with 1) and
    /// `rank`, a carried radius `radius` on its outermost axis, at most `max_steps` steps,
    /// `parts` workers and tiles of about `tile_cells` cells; `None` when no block of 2 steps
    /// or more costs clearly less than a dispatch per step (rows too wide for a tile of that size, or
    /// a step's work so far above a barrier's that the halos cost more than the barriers).
    pub fn choose(
        dims: [u32; 3],
        rank: usize,
        radius: u32,
        max_steps: u32,
        parts: u32,
        tile_cells: u32,
    ) -> Option<Banding> {
        let axis = outer(rank);
        let rows = dims[axis];
        let row_cells: u64 = dims[..axis].iter().map(|&d| u64::from(d)).product();
        let tile_rows = u32::try_from(u64::from(tile_cells) / row_cells.max(1)).unwrap_or(u32::MAX);
        let parts = parts.max(1);
        let cells = row_cells as f64 * f64::from(rows);
        let barrier = BARRIER_PER_PART * f64::from(parts) * f64::from(parts) / cells.max(1.0);
        let unfused = 1.0 + barrier;
        let mut best: Option<(f64, Banding)> = None;
        for steps in 2..=max_steps.min(MAX_STEPS) {
            let halo = radius * (steps - 1);
            let Some(most) = tile_rows.checked_sub(2 * halo).filter(|&b| b > 0) else {
                break;
            };
            // As many bands as the tile allows, a multiple of the workers where there are
            // enough rows, all of about one size.
            let mut bands = rows.div_ceil(most).max(1);
            if rows >= parts {
                bands = bands.next_multiple_of(parts).min(rows);
            }
            bands = bands.min(MAX_BANDS);
            let band = rows.div_ceil(bands).max(1);
            let b = Banding { steps, radius, band };
            let cost = b.cost(barrier);
            if cost < MARGIN * unfused && best.is_none_or(|(c, _)| cost < c) {
                best = Some((cost, b));
            }
        }
        best.map(|(_, b)| b)
    }

    /// Bytes of one tile for an output of extents `dims` and `rank` at most (what
    /// [`Banding::layout`] sizes them to: a band and its halo's rows computed, clipped).
    pub fn tile_bytes(&self, dims: [u32; 3], rank: usize) -> u64 {
        let axis = outer(rank);
        let rows =
            u64::from(self.band) + 2 * u64::from(self.radius) * u64::from(self.steps.saturating_sub(1));
        let row_bytes: u64 = 4 * dims[..axis].iter().map(|&d| u64::from(d)).product::<u64>();
        rows.min(u64::from(dims[axis])) * row_bytes
    }

    /// The bands and phases of a block of these steps over an output of extents `dims` and
    /// `rank`, whose carried array is binding `carried`, for the executor.
    pub fn layout(&self, dims: [u32; 3], rank: usize, carried: usize) -> Bands {
        let axis = outer(rank);
        let rows = dims[axis];
        let row_bytes: u64 = 4 * dims[..axis].iter().map(|&d| u64::from(d)).product::<u64>();
        let size = codegen::workgroup_size(rank);
        let mut tile_rows = 0u32;
        let mut bands = Vec::new();
        let mut b0 = 0u32;
        while b0 < rows {
            let b1 = rows.min(b0.saturating_add(self.band));
            let mut phases = Vec::with_capacity(self.steps as usize);
            let mut read_from = 0;
            for j in 1..=self.steps {
                let reach = (self.steps - j) * self.radius;
                let (lo, hi) = (b0.saturating_sub(reach), rows.min(b1.saturating_add(reach)));
                let last = j == self.steps;
                if !last {
                    tile_rows = tile_rows.max(hi - lo);
                }
                let mut workgroups = [1u32; 3];
                for (a, w) in workgroups.iter_mut().enumerate() {
                    let extent = if a == axis { hi - lo } else { dims[a] };
                    *w = extent.div_ceil(size[a]);
                }
                phases.push(BandPhase { window: [lo, hi, read_from, if last { 0 } else { lo }], workgroups });
                read_from = lo;
            }
            bands.push(phases);
            b0 = b1;
        }
        Bands { carried, tile_bytes: (u64::from(tile_rows) * row_bytes).max(4), bands }
    }
}

/// The binding of the window block: after the parameter block, the output and the arrays.
pub fn window_binding(params: &[Param]) -> u32 {
    2 + params.iter().filter(|p| matches!(p.kind, ParamKind::Array { .. })).count() as u32
}

/// The generated text for one phase of a band of a kernel with `params`, its array parameter
/// `carried` (of the output's rank and type) read from a window of rows. Appended to the
/// guest's source, as [`codegen::generate`]'s text is.
pub fn generate(params: &[Param], rank: usize, output: Elem, carried: usize) -> String {
    let (mut out, loads) =
        codegen::declarations(params, output, rank, Some(&Redirect::Window { param: carried }));
    let w = &mut out;
    let _ =
        writeln!(w, "@group(0) @binding({}) var<storage, read> _wh_win: array<u32>;", window_binding(params));
    let [wx, wy, wz] = codegen::workgroup_size(rank);
    let _ = writeln!(w, "@compute @workgroup_size({wx}, {wy}, {wz})");
    let _ = writeln!(w, "fn {ENTRY_POINT}(@builtin(global_invocation_id) _wh_gid: vec3<u32>) {{");
    let _ = writeln!(w, "    let _wh_n = vec3<u32>(_wh_meta[0u], _wh_meta[1u], _wh_meta[2u]);");
    let axis = ["x", "y", "z"][outer(rank)];
    // The row in the array: the dispatch covers the window's rows from its first.
    let _ = writeln!(w, "    let _wh_r = _wh_gid.{axis} + _wh_win[0u];");
    let (inside, coords, index) = match rank {
        1 => ("_wh_r >= _wh_win[1u]", "_wh_r", "_wh_r - _wh_win[3u]"),
        2 => (
            "_wh_gid.x >= _wh_n.x | _wh_r >= _wh_win[1u]",
            "_wh_gid.x, _wh_r",
            "_wh_gid.x + _wh_n.x * (_wh_r - _wh_win[3u])",
        ),
        _ => (
            "_wh_gid.x >= _wh_n.x | _wh_gid.y >= _wh_n.y | _wh_r >= _wh_win[1u]",
            "_wh_gid.x, _wh_gid.y, _wh_r",
            "_wh_gid.x + _wh_n.x * (_wh_gid.y + _wh_n.y * (_wh_r - _wh_win[3u]))",
        ),
    };
    let _ = writeln!(w, "    if ({inside}) {{ return; }}");
    let _ = write!(w, "{loads}");
    let _ = writeln!(w, "    _wh_out[{index}] = kernel({coords});");
    let _ = writeln!(w, "}}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::Edge;

    #[test]
    fn bands_cover_every_row_and_phases_read_what_the_last_one_wrote() {
        for (dims, rank, radius) in
            [([1024, 1024, 1], 2, 1), ([37, 23, 1], 2, 1), ([100_000, 1, 1], 1, 2), ([16, 16, 40], 3, 1)]
        {
            for parts in [1, 2, 16] {
                for tile in [TILE_CELLS, 64 * dims[0]] {
                    let Some(b) = Banding::choose(dims, rank, radius, 8, parts, tile) else {
                        continue;
                    };
                    assert!(b.steps >= 2 && b.band >= 1, "{b:?}");
                    let layout = b.layout(dims, rank, 5);
                    let rows = dims[outer(rank)];
                    let mut next = 0;
                    for band in &layout.bands {
                        assert_eq!(band.len(), b.steps as usize);
                        let last = band.last().unwrap().window;
                        assert_eq!(
                            (last[0], last[3]),
                            (next, 0),
                            "the last phase writes the band, into the output"
                        );
                        next = last[1];
                        for pair in band.windows(2) {
                            let (p, q) = (pair[0].window, pair[1].window);
                            // The next phase reads rows p wrote: its window's reach lies in p's.
                            assert_eq!(q[2], p[0], "{b:?}");
                            assert!(q[0].saturating_sub(radius) >= p[0] || p[0] == 0, "{b:?} {p:?} {q:?}");
                            assert!((q[1] + radius).min(rows) <= p[1], "{b:?} {p:?} {q:?}");
                        }
                        assert_eq!(band[0].window[2], 0, "the first phase reads the input");
                    }
                    assert_eq!(next, rows, "{dims:?} {b:?}");
                    assert!(layout.tile_bytes <= b.tile_bytes(dims, rank).max(4), "{dims:?} {b:?}");
                }
            }
        }
    }

    #[test]
    fn wide_rows_or_wide_radii_do_not_band() {
        assert_eq!(Banding::choose([1 << 16, 64, 1], 2, 1, 8, 2, TILE_CELLS), None);
        assert_eq!(Banding::choose([64, 64, 1], 2, 16, 8, 2, 64 * 20), None);
        let b = Banding::choose([256, 256, 1], 2, 1, 8, 16, TILE_CELLS).unwrap();
        assert_eq!(256 % b.band, 0, "{b:?}: bands of one size");
        assert_eq!((256 / b.band) % 16, 0, "{b:?}: a multiple of the workers");
        // A step's work far above a barrier's: no bands (their halos cost more).
        assert_eq!(Banding::choose([2048, 2048, 1], 2, 1, 8, 16, TILE_CELLS), None);
        assert_eq!(Banding::choose([1024, 1024, 1], 2, 1, 8, 2, TILE_CELLS), None);
        assert_eq!(Banding::choose([256, 256, 1], 2, 1, 8, 2, TILE_CELLS), None);
    }

    #[test]
    fn generated_module_parses_for_every_rank() {
        for rank in 1..=3u8 {
            let params = vec![
                Param::array("q", Elem::F32, rank, Edge::Zero),
                Param::array("u", Elem::F32, rank, Edge::Zero),
                Param { name: "a".into(), kind: ParamKind::Scalar(Elem::F32) },
            ];
            let c = ["x", "y", "z"];
            let sig: Vec<String> = c[..rank as usize].iter().map(|c| format!("{c}: u32")).collect();
            let call = c[..rank as usize].join(", ");
            let src = format!("fn kernel({}) -> f32 {{ return a * u({call}) + q({call}); }}", sig.join(", "));
            let full = src + &generate(&params, rank as usize, Elem::F32, 1);
            let module =
                naga::front::wgsl::parse_str(&full).unwrap_or_else(|e| panic!("{}", e.emit_to_string(&full)));
            naga::valid::Validator::new(Default::default(), Default::default())
                .validate(&module)
                .unwrap_or_else(|e| panic!("{}", e.emit_to_string(&full)));
        }
    }
}
