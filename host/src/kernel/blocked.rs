//! Temporal blocking: one generated kernel that runs k consecutive steps of a stencil kernel
//! in one dispatch.
//!
//! A plan step `u' = kernel(u, ...)` repeated k times, where the kernel reads `u` only at
//! constant offsets within a radius r per axis (its [`Footprint`](super::Footprint)), runs as
//! one dispatch of this module: each workgroup owns an *interior* box of the output, loads the
//! interior plus a halo of k·r cells per side of `u` into workgroup memory (`_wh_tile`, two
//! buffers), computes steps 1..k−1 over boxes that shrink by r per step (each reading one
//! buffer and writing the other, a barrier between), and computes step k over the interior
//! straight into the output. Every cell a step computes reads cells the previous step computed
//! (or the load brought in), by the halo's construction.
//!
//! The guest's `fn kernel` is called unchanged, with global coordinates: only the accessor of
//! the carried parameter is redirected to the tile (out-of-range coordinates still read 0), so
//! each cell's arithmetic, and its order, is the unfused step's, and results are bit-identical
//! on an executor that compiles both alike. Cells outside the array are never computed.
//!
//! Layout of the generated text: as [`super::codegen`] (same bindings and parameter block, so
//! the block binds what the block's first step binds, with the last step's output), then the
//! tile, and an entry point of 256 or 1024 invocations ([`workgroup`]) that each take every
//! workgroup-th cell of a box per axis (no division per cell).

use std::fmt::Write as _;

use super::codegen::{self, ENTRY_POINT, Redirect, Tiled};
use super::{Param, ParamKind};
use crate::array::Elem;

/// The workgroup shape and the most cells of one tile buffer for an output of `rank` on a
/// device whose workgroups may have `invocations` invocations and `storage` bytes: rows of 32
/// along x (a warp's worth of adjacent cells: coalesced loads, conflict-free tile rows). Where
/// the device allows, 1024 invocations over tiles of up to 6144 cells (48 KiB for two): on the
/// H200 that is 1.5× faster than 256 invocations over 2048 cells (benches/RESULTS.md).
pub fn workgroup(rank: usize, invocations: u32, storage: u32) -> ([u32; 3], u32) {
    let large = invocations >= 1024 && storage >= 8 * 4096;
    let shape = match (rank, large) {
        (1, false) => [256, 1, 1],
        (1, true) => [1024, 1, 1],
        (2, false) => [32, 8, 1],
        (2, true) => [32, 32, 1],
        (_, false) => [16, 4, 4],
        (_, true) => [16, 8, 8],
    };
    (shape, if large { MAX_TILE_CELLS } else { SMALL_TILE_CELLS })
}

/// Cells of one tile buffer at most, with 256-invocation workgroups: small enough that a GPU
/// keeps several workgroups per compute unit (two buffers are 16 KiB).
const SMALL_TILE_CELLS: u32 = 2048;

/// Cells of one tile buffer at most, with 1024-invocation workgroups.
const MAX_TILE_CELLS: u32 = 6144;

/// A dispatch's fixed cost in the model, in cell updates per output cell: on the H200 a
/// dependent dispatch costs ≈ 7 µs where a 1024² stencil step's own work is ≈ 2 µs.
const DISPATCH: f64 = 2.0;

/// How a block of steps is cut into workgroups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Steps one dispatch runs (k).
    pub steps: u32,
    /// The carried array's read radius per axis (r).
    pub radius: [u32; 3],
    /// The cells of a tile per axis (interior plus the halo on both sides).
    pub region: [u32; 3],
    /// The workgroup's shape.
    pub workgroup: [u32; 3],
}

impl Geometry {
    /// The halo per side: k·r.
    pub fn halo(&self) -> [u32; 3] {
        self.radius.map(|r| r * self.steps)
    }

    /// The interior box a workgroup writes, per axis.
    pub fn interior(&self) -> [u32; 3] {
        let h = self.halo();
        [0, 1, 2].map(|a| self.region[a] - 2 * h[a])
    }

    /// Cells of one tile buffer.
    pub fn cells(&self) -> u32 {
        self.region.iter().product()
    }

    /// Bytes of workgroup memory (two tile buffers of 4-byte cells).
    pub fn tile_bytes(&self) -> u32 {
        8 * self.cells()
    }

    /// The same tile for `steps` steps (fewer: a wider interior).
    pub fn with_steps(&self, steps: u32) -> Geometry {
        Geometry { steps, ..*self }
    }

    /// Workgroups of a dispatch over an output of extents `dims` (padded with 1).
    pub fn workgroups(&self, dims: [u32; 3]) -> [u32; 3] {
        let i = self.interior();
        [0, 1, 2].map(|a| dims[a].div_ceil(i[a]))
    }

    /// The model's cost per output cell and step, in units of one unfused cell update: the
    /// cells each step computes (the redundant halo included), global reads and writes (the
    /// tile's load and the interior's store, weighted as two updates each: stencils are
    /// memory-bound), and [`DISPATCH`] updates per dispatch (its fixed cost).
    fn cost(&self) -> f64 {
        let k = f64::from(self.steps);
        let inner = f64::from(self.interior().iter().product::<u32>());
        let computed: f64 = (1..=self.steps)
            .map(|s| {
                let lo = self.radius.map(|r| r * s);
                let w: u32 = [0, 1, 2].map(|a| self.region[a] - 2 * lo[a]).iter().product();
                f64::from(w)
            })
            .sum();
        let memory = 2.0 * (f64::from(self.cells()) + inner);
        (computed + memory) / (k * inner) + DISPATCH / k
    }

    /// The cheapest geometry by the model for an output of `rank`, a carried radius `radius`,
    /// at most `max_steps` steps, on a device whose workgroups may have `invocations`
    /// invocations and `storage` bytes of workgroup memory; `None` when no block of 2 steps or
    /// more fits.
    pub fn choose(
        rank: usize,
        radius: [u32; 3],
        max_steps: u32,
        invocations: u32,
        storage: u32,
    ) -> Option<Geometry> {
        let (workgroup, most) = workgroup(rank, invocations, storage);
        let cells = (storage / 8).min(most);
        let mut best: Option<(f64, Geometry)> = None;
        let shapes: Vec<[u32; 3]> = match rank {
            1 => vec![[cells, 1, 1]],
            2 => [32u32, 64, 96, 128].iter().map(|&x| [x, cells / x, 1]).collect(),
            _ => [16u32, 32].iter().flat_map(|&x| [8u32, 16].map(|y| [x, y, cells / (x * y)])).collect(),
        };
        for region in shapes {
            if region.contains(&0) {
                continue;
            }
            for steps in 2..=max_steps {
                let g = Geometry { steps, radius, region, workgroup };
                // The interior must be at least one cell, and axes past the rank have none.
                let fits = (0..3).all(|a| region[a] > 2 * g.halo()[a]) && g.tile_bytes() <= storage;
                if !fits {
                    break;
                }
                let cost = g.cost();
                if best.is_none_or(|(c, _)| cost < c) {
                    best = Some((cost, g));
                }
            }
        }
        best.map(|(_, g)| g)
    }
}

fn coords(rank: usize, v: &str) -> String {
    ["x", "y", "z"][..rank].iter().map(|c| format!("{v}.{c}")).collect::<Vec<_>>().join(", ")
}

fn vec3(v: [u32; 3]) -> String {
    format!("vec3<u32>({}u, {}u, {}u)", v[0], v[1], v[2])
}

/// The generated text for a block of `geometry.steps` steps of a kernel with `params`, its
/// array parameter `carried` (of the output's rank and type) read from the tile. Appended to
/// the guest's source, as [`codegen::generate`]'s text is.
pub fn generate(params: &[Param], rank: usize, output: Elem, carried: usize, geometry: &Geometry) -> String {
    let tiled = Tiled { param: carried, region: geometry.region };
    let (mut out, loads) = codegen::declarations(params, output, rank, Some(&Redirect::Tile(tiled)));
    // The carried parameter's binding and extents (bindings count array parameters from 2).
    let binding = 2 + params[..carried].iter().filter(|p| matches!(p.kind, ParamKind::Array { .. })).count();
    let w = &mut out;
    let cells = geometry.cells();
    let region = vec3(geometry.region);
    let interior = geometry.interior();
    let zero = codegen::zero(output);
    let _ = writeln!(w, "var<workgroup> _wh_tile: array<array<{output}, {cells}>, 2>;");
    let _ = writeln!(w, "var<private> _wh_org: vec3<u32>;");
    let _ = writeln!(w, "var<private> _wh_src: u32;");
    let _ = writeln!(
        w,
        "fn _wh_at(p: vec3<u32>, n: vec3<u32>) -> u32 {{ return p.x + n.x * (p.y + n.y * p.z); }}"
    );
    let wg = geometry.workgroup;
    let _ = writeln!(w, "@compute @workgroup_size({}, {}, {})", wg[0], wg[1], wg[2]);
    let _ = writeln!(
        w,
        "fn {ENTRY_POINT}(@builtin(workgroup_id) _wh_wid: vec3<u32>, \
         @builtin(local_invocation_id) _wh_lid: vec3<u32>) {{"
    );
    let _ = writeln!(w, "    let _wh_n = vec3<u32>(_wh_meta[0u], _wh_meta[1u], _wh_meta[2u]);");
    let _ = write!(w, "{loads}");
    let _ = writeln!(w, "    let _wh_base = _wh_wid * {};", vec3(interior));
    // Below zero on an axis wraps: such cells are outside the array, as `u32` coordinates are.
    let _ = writeln!(w, "    _wh_org = _wh_base - {};", vec3(geometry.halo()));
    let _ = writeln!(w, "    _wh_src = 0u;");
    // The load: the whole tile, zero outside the array.
    boxed(w, rank, wg, None, &region, geometry.region, "    ", |w, pad| {
        let _ = writeln!(w, "{pad}let _wh_p = _wh_org + _wh_l;");
        let _ = writeln!(
            w,
            "{pad}_wh_tile[0][_wh_at(_wh_l, {region})] = \
             select({zero}, _wh_a{binding}[_wh_at(_wh_p, _wh_n{binding})], all(_wh_p < _wh_n{binding}));"
        );
    });
    let _ = writeln!(w, "    workgroupBarrier();");
    // Steps 1..k-1: each over the box r narrower per side than the last, into the other buffer.
    let _ = writeln!(w, "    for (var _wh_s = 1u; _wh_s < {}u; _wh_s += 1u) {{", geometry.steps);
    let _ = writeln!(w, "        let _wh_lo = _wh_s * {};", vec3(geometry.radius));
    let _ = writeln!(w, "        let _wh_hi = {region} - _wh_lo;");
    boxed(w, rank, wg, Some("_wh_lo"), "_wh_hi", geometry.region, "        ", |w, pad| {
        let _ = writeln!(w, "{pad}let _wh_p = _wh_org + _wh_l;");
        let _ = writeln!(w, "{pad}if (all(_wh_p < _wh_n)) {{");
        let _ = writeln!(
            w,
            "{pad}    _wh_tile[1u - _wh_src][_wh_at(_wh_l, {region})] = kernel({});",
            coords(rank, "_wh_p")
        );
        let _ = writeln!(w, "{pad}}}");
    });
    let _ = writeln!(w, "        workgroupBarrier();");
    let _ = writeln!(w, "        _wh_src = 1u - _wh_src;");
    let _ = writeln!(w, "    }}");
    // Step k: the interior, into the output.
    boxed(w, rank, wg, None, &vec3(interior), interior, "    ", |w, pad| {
        let _ = writeln!(w, "{pad}let _wh_p = _wh_base + _wh_l;");
        let _ = writeln!(w, "{pad}if (all(_wh_p < _wh_n)) {{");
        let _ = writeln!(w, "{pad}    _wh_out[_wh_at(_wh_p, _wh_n)] = kernel({});", coords(rank, "_wh_p"));
        let _ = writeln!(w, "{pad}}}");
    });
    let _ = writeln!(w, "}}");
    out
}

/// Loops over the cells `_wh_l` of a box from `lo` (a `vec3<u32>` expression; `None`: 0) to
/// `hi` (exclusive), each invocation taking every `wg`-th cell per axis from its own local id
/// (no division per cell); axes past `rank` are 0. The trip counts are constants (the box is at
/// most `bound` cells per axis): the Guard charges such a loop once instead of checking every
/// iteration, and a compiler can unroll it. `body` writes the loop body at its padding.
#[allow(clippy::too_many_arguments)]
fn boxed(
    w: &mut String,
    rank: usize,
    wg: [u32; 3],
    lo: Option<&str>,
    hi: &str,
    bound: [u32; 3],
    pad: &str,
    body: impl FnOnce(&mut String, &str),
) {
    let axes = ["x", "y", "z"];
    let mut inner = pad.to_string();
    // Outermost first: z, y, x (x fastest).
    for a in (0..rank).rev() {
        let c = axes[a];
        let trips = bound[a].div_ceil(wg[a]);
        let _ = writeln!(w, "{inner}for (var _wh_j{c} = 0u; _wh_j{c} < {trips}u; _wh_j{c} += 1u) {{");
        inner.push_str("    ");
    }
    let steps: Vec<String> = (0..3)
        .map(|a| if a < rank { format!("_wh_j{} * {}u", axes[a], wg[a]) } else { "0u".into() })
        .collect();
    let lo = lo.map(|l| format!("{l} + ")).unwrap_or_default();
    let _ = writeln!(w, "{inner}let _wh_l = {lo}_wh_lid + vec3<u32>({});", steps.join(", "));
    let _ = writeln!(w, "{inner}if (all(_wh_l < {hi})) {{");
    body(w, &format!("{inner}    "));
    let _ = writeln!(w, "{inner}}}");
    for _ in 0..rank {
        inner.truncate(inner.len() - 4);
        let _ = writeln!(w, "{inner}}}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::Edge;

    #[test]
    fn geometry_fits_the_storage_and_prefers_several_steps() {
        for storage in [16384u32, 32768, 49152] {
            let g = Geometry::choose(2, [1, 1, 0], 16, 256, storage).expect("a block fits");
            assert!(g.tile_bytes() <= storage, "{g:?}");
            assert!(g.steps >= 4, "{g:?}");
            assert!(g.interior().iter().all(|&i| i >= 1), "{g:?}");
        }
        // A radius too wide for any tile: no block.
        assert_eq!(Geometry::choose(2, [16, 16, 0], 16, 256, 1024), None);
        // Large workgroups where the device allows: 32 × 32 over larger tiles.
        let g = Geometry::choose(2, [1, 1, 0], 8, 1024, 49152).unwrap();
        assert_eq!(g.workgroup, [32, 32, 1]);
        assert!(g.cells() > 2048 && g.tile_bytes() <= 49152, "{g:?}");
        // Rank 1 and 3.
        let g = Geometry::choose(1, [2, 0, 0], 8, 256, 16384).unwrap();
        assert_eq!((g.region[1], g.region[2]), (1, 1));
        let g = Geometry::choose(3, [1, 1, 1], 8, 256, 32768).unwrap();
        assert!(g.tile_bytes() <= 32768 && g.steps >= 2, "{g:?}");
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
            let radius = [1, u32::from(rank >= 2), u32::from(rank >= 3)];
            let g = Geometry::choose(rank as usize, radius, 4, 1024, 65536).unwrap();
            let full = src + &generate(&params, rank as usize, Elem::F32, 1, &g);
            let module =
                naga::front::wgsl::parse_str(&full).unwrap_or_else(|e| panic!("{}", e.emit_to_string(&full)));
            naga::valid::Validator::new(Default::default(), Default::default())
                .validate(&module)
                .unwrap_or_else(|e| panic!("{}", e.emit_to_string(&full)));
        }
    }
}
