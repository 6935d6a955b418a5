//! The tile order of reductions along lines of consecutive elements (every axis at once, or
//! axis 0): tiles of [`TILE`] elements, each folded into one partial by a fixed tree.
//!
//! # The order
//! A line of n > [`super::CHUNK`] elements is cut into tiles of [`TILE`] consecutive elements
//! (the last shorter). In a tile, partial t (t < 256, while the tile has an element t) folds
//! the tile's elements t, t + 256, t + 512, … in increasing order, starting from the first;
//! then the partials fold by a fixed tree: for s = 128, 64, …, 1, partial t takes partial
//! t + s (`combine(partial t, partial t + s)`) for every t < s whose partner exists. Partial 0
//! is the tile's value. The tiles' values form the next line, until at most 256 are left; those
//! fold in order as any short line does ([`super::CHUNK`]). 2^27 elements: 32 768 tiles, 8
//! tiles, then 8 values in order.
//!
//! Where a line is consecutive in memory a GPU loads it as it would copy it: a workgroup of
//! 256 invocations per tile, invocation t's sixteen loads at t + 256 k (adjacent invocations at
//! adjacent addresses), all in flight before the first fold, then the tree through workgroup
//! memory. The CUDA kernel of the same order ran at 0.99 of `cupy.sum` on an H100, the spans
//! of 64 partials the reductions took before at 0.80 (benches/cuda_reduce.py, RESULTS.md).
//!
//! # The modules
//! - [`Folds::Workgroup`] (GPUs): the integer scans' tree totals
//!   (`crate::scan::tree::source`, [`crate::scan::tree::Kind::Totals`]) with sixteen elements
//!   an invocation and trees of barriers, never subgroup operations (their order is the
//!   adapter's); those already fold exactly this tree.
//! - [`Folds::Split`] (the cpu executor, and software GPU adapters such as lavapipe, which run a
//!   workgroup's barriers one invocation after another): the same order in two passes without
//!   barriers. [`quarters_source`]: 64 invocations a tile, invocation x folding partials x,
//!   x + 64, x + 128 and x + 192 (four chains, loads at consecutive addresses along a vector)
//!   and the tree's first two levels over them, 64 values a tile; [`rest_source`]: one
//!   invocation a tile folds those 64 by the tree's last six levels. The first pass meets a
//!   line's short last tile by a branch on the cpu executor and by clamped loads on GPU
//!   adapters, which run both sides of a branch ([`Edge`]).
//!
//! Missing elements and partials are folded as the op's *exact* identity ([`exact_identity`]:
//! −0 for an f32 sum, whose +0 would turn a −0 into +0), which leaves every value's bits as the
//! rule's "where the partner exists". No WIT types here.

use std::fmt::Write as _;

use crate::array::{Elem, Shape};
use crate::error::{Error, Result};
use crate::exec::{Access, BackendKind, Executor, Program, ProgramDesc};
use crate::guard::Guard;
use crate::guest::GuestScope;
use crate::memo::Memo;
use crate::ops::{Buf, Pass};

use super::{ReduceOp, combine_fn};

/// Consecutive elements of a line one tile takes.
pub const TILE: u32 = WORKGROUP * PER;
/// Partials of a tile (invocations of the [`Folds::Workgroup`] module's workgroups).
const WORKGROUP: u32 = 256;
/// Elements of a tile each partial folds.
const PER: u32 = 16;
/// Invocations a tile of the [`Folds::Split`] module's first pass (its values a tile).
const QUARTERS: u32 = WORKGROUP / 4;
/// Tiles a workgroup of the [`Folds::Split`] module's first pass takes: one per row.
const ROWS: u32 = 4;

/// Which modules fold the tiles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Folds {
    /// The tree through workgroup memory on GPUs; the two passes without barriers on the cpu
    /// executor and on software GPU adapters (lavapipe).
    #[default]
    Auto,
    /// One pass, a workgroup of 256 per tile (tests force it on lavapipe).
    Workgroup,
    /// Two passes without barriers ([`quarters_source`], [`rest_source`]).
    Split,
}

impl Folds {
    /// What `self` comes to on `exec`: [`Folds::Workgroup`] or [`Folds::Split`].
    pub fn on(self, exec: &dyn Executor) -> Folds {
        let backend = exec.backend();
        match self {
            Folds::Auto if backend.kind == BackendKind::Gpu && !backend.on_cpu => Folds::Workgroup,
            Folds::Auto => Folds::Split,
            other => other,
        }
    }

    #[cfg(any(test, feature = "testing"))]
    /// Passes a level of tiles takes.
    pub fn passes_per_level(self) -> usize {
        if self == Folds::Split { 2 } else { 1 }
    }
}

/// The value `op` leaves every value's bits alone with, in `elem`: [`ReduceOp::identity`] but
/// −0 for an f32 sum (+0 + −0 is +0).
pub fn exact_identity(op: ReduceOp, elem: Elem) -> u32 {
    match (op, elem) {
        (ReduceOp::Sum, Elem::F32) => (-0.0f32).to_bits(),
        _ => op.identity(elem),
    }
}

/// The tile counts of the levels of a line of `n` elements: while more than
/// [`super::CHUNK`] are left, ⌈n / TILE⌉ (`[32768, 8]` for 2^27; empty for n ≤ 256).
pub fn levels(n: u32) -> Vec<u32> {
    let mut out = Vec::new();
    let mut n = n;
    while n > super::CHUNK {
        n = n.div_ceil(TILE);
        out.push(n);
    }
    out
}

#[cfg(any(test, feature = "testing"))]
/// One level of the order on the host: each tile of `line` folded into its value.
pub fn fold_tiles<T: Copy>(line: &[T], combine: &dyn Fn(T, T) -> T) -> Vec<T> {
    line.chunks(TILE as usize)
        .map(|tile| {
            let w = WORKGROUP as usize;
            let have = tile.len().min(w);
            let mut part: Vec<T> =
                (0..have).map(|t| tile[t..].iter().step_by(w).copied().reduce(combine).unwrap_or(tile[t])).collect();
            let mut s = w / 2;
            while s > 0 {
                for t in 0..s {
                    if t + s < have {
                        part[t] = combine(part[t], part[t + s]);
                    }
                }
                s /= 2;
            }
            part[0]
        })
        .collect()
}

/// How the first pass of [`Folds::Split`] meets a line's last tile, which may be short.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Edge {
    /// A branch: a whole tile's loads untested (the cpu executor decides a row's loads once,
    /// and runs the branch a row takes).
    Branch,
    /// No branch: every load clamped to the line's last element and folded as the identity past
    /// it. A software GPU adapter runs both sides of a branch its invocations may take apart
    /// (lavapipe: the pass took 1.6× its time with the branch, benches/RESULTS.md).
    Clamped,
}

impl Edge {
    /// The form for `exec`: [`Edge::Clamped`] on GPU adapters, [`Edge::Branch`] on the cpu
    /// executor.
    pub fn on(exec: &dyn Executor) -> Edge {
        if exec.backend().kind == BackendKind::Gpu { Edge::Clamped } else { Edge::Branch }
    }
}

/// The first pass of [`Folds::Split`] (see the module docs): a workgroup of [`QUARTERS`]
/// invocations per tile; 64 values a tile, in tile order. With [`Edge::Branch`] a whole tile's
/// loads run unguarded (only a line's last tile tests each); with [`Edge::Clamped`] none is
/// guarded and each folds as the identity past the line's end. Parameter block: lines, tiles
/// per line, the line's extent, the exact identity's bits.
pub fn quarters_source(op: ReduceOp, elem: Elem, edge: Edge) -> String {
    let mut s = combine_fn(op, elem);
    let w = &mut s;
    head(w, elem);
    let _ = writeln!(w, "@compute @workgroup_size({QUARTERS}, {ROWS}, 1)");
    let _ = writeln!(
        w,
        "fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>, \
         @builtin(local_invocation_id) lid: vec3<u32>) {{"
    );
    // (The x id, not the invocation index: the cpu executor knows the x id affine along a
    // vector, so the loads below are whole vectors.)
    let _ = writeln!(w, "    let li = lid.x;");
    let _ = writeln!(w, "    let g = (wg.x + wg.y * groups.x) * {ROWS}u + lid.y;");
    let _ = writeln!(w, "    let tiles = tile_meta[1];");
    let _ = writeln!(w, "    if (g >= tile_meta[0] * tiles) {{ return; }}");
    let _ = writeln!(w, "    let n = tile_meta[2];");
    let _ = writeln!(w, "    let identity = bitcast<{elem}>(tile_meta[3]);");
    crate::scan::tree::line_of(w, "tile_meta[0]");
    let _ = writeln!(w, "    let start = line * n + t * {TILE}u;");
    // Elements of the line from the tile's first on.
    let _ = writeln!(w, "    let m = n - t * {TILE}u;");
    let _ = writeln!(w, "    let at = start + li;");
    let chains = 0..WORKGROUP / QUARTERS;
    for q in chains.clone() {
        let _ = writeln!(w, "    var a{q}: {elem};");
    }
    if edge == Edge::Clamped {
        // Element e of the tile (`e < m`, else the identity: it leaves the fold's bits alone).
        let _ = writeln!(w, "    let last = m - 1u;");
        for k in 0..PER {
            for q in chains.clone() {
                let e = k * WORKGROUP + q * QUARTERS;
                let x = format!("select(identity, tile_src[start + min(li + {e}u, last)], li + {e}u < m)");
                if k == 0 {
                    let _ = writeln!(w, "    a{q} = {x};");
                } else {
                    let _ = writeln!(w, "    a{q} = combine(a{q}, {x});");
                }
            }
        }
        let _ = writeln!(w, "    tile_out[g * {QUARTERS}u + li] = combine(combine(a0, a2), combine(a1, a3));");
        let _ = writeln!(w, "}}");
        return s;
    }
    // A whole tile: written out, not a loop (the cpu executor tests a loop's loads against
    // the binding vector by vector, and these loads once per row; with a loop of sixteen
    // turns the pass took twice the spans' time).
    let _ = writeln!(w, "    if (m >= {TILE}u) {{");
    for q in chains.clone() {
        let _ = writeln!(w, "        a{q} = tile_src[at + {}u];", q * QUARTERS);
    }
    for k in 1..PER {
        for q in chains.clone() {
            let _ = writeln!(w, "        a{q} = combine(a{q}, tile_src[at + {}u]);", k * WORKGROUP + q * QUARTERS);
        }
    }
    let _ = writeln!(w, "    }} else {{");
    for q in chains.clone() {
        let _ = writeln!(w, "        a{q} = identity;");
    }
    let _ = writeln!(w, "        for (var k = 0u; k < {PER}u; k = k + 1u) {{");
    let _ = writeln!(w, "            let e = li + k * {WORKGROUP}u;");
    for q in chains {
        let o = q * QUARTERS;
        let _ = writeln!(w, "            if (e + {o}u < m) {{ a{q} = combine(a{q}, tile_src[start + e + {o}u]); }}");
    }
    let _ = writeln!(w, "        }}");
    let _ = writeln!(w, "    }}");
    // The tree's levels s = 128 (partial li takes li + 128, li + 64 takes li + 192) and 64.
    let _ = writeln!(w, "    tile_out[g * {QUARTERS}u + li] = combine(combine(a0, a2), combine(a1, a3));");
    let _ = writeln!(w, "}}");
    s
}

/// The second pass of [`Folds::Split`]: one invocation per tile folds its [`QUARTERS`]
/// values by the tree's levels s = 32, …, 1 (written out). Parameter block: the tiles (of all
/// lines).
pub fn rest_source(op: ReduceOp, elem: Elem) -> String {
    let mut s = combine_fn(op, elem);
    let w = &mut s;
    head(w, elem);
    let _ = writeln!(w, "@compute @workgroup_size({QUARTERS})");
    let _ = writeln!(
        w,
        "fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{"
    );
    let _ = writeln!(w, "    let g = gid.x + gid.y * (groups.x * {QUARTERS}u);");
    let _ = writeln!(w, "    if (g >= tile_meta[0]) {{ return; }}");
    let _ = writeln!(w, "    let b = g * {QUARTERS}u;");
    for t in 0..QUARTERS {
        let _ = writeln!(w, "    let p{t}_0 = tile_src[b + {t}u];");
    }
    let mut level = 0;
    let mut half = QUARTERS / 2;
    while half > 0 {
        for t in 0..half {
            let _ = writeln!(w, "    let p{t}_{} = combine(p{t}_{level}, p{}_{level});", level + 1, t + half);
        }
        level += 1;
        half /= 2;
    }
    let _ = writeln!(w, "    tile_out[g] = p0_{level};");
    let _ = writeln!(w, "}}");
    s
}

/// The bindings of the [`Folds::Split`] modules: parameters, output, source.
fn head(w: &mut String, elem: Elem) {
    let _ = writeln!(w, "@group(0) @binding(0) var<storage, read> tile_meta: array<u32>;");
    let _ = writeln!(w, "@group(0) @binding(1) var<storage, read_write> tile_out: array<{elem}>;");
    let _ = writeln!(w, "@group(0) @binding(2) var<storage, read> tile_src: array<{elem}>;");
}

/// A tile module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Module {
    Workgroup,
    Quarters,
    QuartersClamped,
    Rest,
}

/// One guest's tile modules, made on first use: at most 4 · 3 · 4.
pub type TilePrograms = Memo<(ReduceOp, Elem, u8), Program>;

fn program(programs: &TilePrograms, exec: &dyn Executor, guard: &Guard, (op, elem): (ReduceOp, Elem), module: Module) -> Result<Program> {
    programs.get_or_make((op, elem, module as u8), || {
        let text = match module {
            Module::Workgroup => crate::scan::tree::source(
                op,
                elem,
                crate::scan::tree::Kind::Totals,
                crate::scan::tree::Form { subgroups: false, per: PER },
            ),
            Module::Quarters => quarters_source(op, elem, Edge::Branch),
            Module::QuartersClamped => quarters_source(op, elem, Edge::Clamped),
            Module::Rest => rest_source(op, elem),
        };
        let module = guard.check(&text).map_err(Error::from)?;
        exec.create_program(&ProgramDesc {
            label: "reduce.tiles",
            module: &module,
            entry_point: "main",
            bindings: &[Access::Read, Access::ReadWrite, Access::Read],
            constants: &[],
            serial: false,
        })
    })
}

/// The passes of one level: the tiles of `lines` lines of `n` elements (`shape`, the line along
/// axis 0) from `from` into their values in `to` (`shape` with axis 0 at ⌈n / TILE⌉), by
/// `folds` ([`Folds::on`]); with [`Folds::Split`] the 64 values a tile go through `between`
/// (a scratch array of [`between_bytes`]).
pub(super) fn level(
    scope: GuestScope<'_>,
    guard: &Guard,
    programs: &TilePrograms,
    (op, elem, folds): (ReduceOp, Elem, Folds),
    shape: &Shape,
    (from, between, to): (Buf, Buf, Buf),
) -> Result<Vec<Pass>> {
    let n = shape.dims()[0];
    let lines = crate::ops::lines(shape, n)?;
    let tiles = n.div_ceil(TILE);
    let all = u32::try_from(u64::from(tiles) * u64::from(lines))
        .map_err(|_| Error::quota(format!("a reduction of shape {shape} has too many tiles")))?;
    let identity = exact_identity(op, elem);
    let exec = scope.exec;
    let name = format!("reduce.{}", op.name());
    let pass = |program: Program, words: Vec<u32>, groups: u32, per_group: u32, (reads, writes)| {
        let grid = crate::ops::grid(exec, groups);
        Pass {
            name: name.clone(),
            program,
            meta_bytes: 4 * words.len() as u64,
            words,
            grid,
            invocations: u64::from(grid[0]) * u64::from(grid[1]) * u64::from(per_group),
            writes,
            reads: vec![reads],
        }
    };
    Ok(match folds {
        Folds::Split => {
            let form = if Edge::on(exec) == Edge::Clamped { Module::QuartersClamped } else { Module::Quarters };
            let quarters = program(programs, exec, guard, (op, elem), form)?;
            let rest = program(programs, exec, guard, (op, elem), Module::Rest)?;
            vec![
                pass(quarters, vec![lines, tiles, n, identity], all.div_ceil(ROWS), QUARTERS * ROWS, (from, between)),
                pass(rest, vec![all], all.div_ceil(QUARTERS), QUARTERS, (between, to)),
            ]
        }
        _ => {
            // The scans' tree totals' block: lines, tiles, extent, exclusive (unused), identity.
            let tree = program(programs, exec, guard, (op, elem), Module::Workgroup)?;
            vec![pass(tree, vec![lines, tiles, n, 0, identity], all, WORKGROUP, (from, to))]
        }
    })
}

/// The bytes of the values between a [`Folds::Split`] level's two passes over `shape`.
pub(super) fn between_bytes(shape: &Shape) -> Result<u64> {
    let n = shape.dims()[0];
    Ok(u64::from(crate::ops::lines(shape, n)?) * u64::from(n.div_ceil(TILE)) * u64::from(QUARTERS) * 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_cut_tiles_until_a_short_line_is_left() {
        assert_eq!(levels(1), Vec::<u32>::new());
        assert_eq!(levels(256), Vec::<u32>::new());
        assert_eq!(levels(257), vec![1]);
        assert_eq!(levels(4097), vec![2]);
        assert_eq!(levels(1 << 27), vec![1 << 15, 8]);
        assert_eq!(levels(4096 * 257), vec![257, 1]);
        assert_eq!(levels(u32::MAX), vec![1 << 20, 256]);
    }

    #[test]
    fn a_tile_folds_strided_partials_then_a_tree() {
        // An order-sensitive fold tells the orders apart.
        let f = |a: u64, b: u64| a.wrapping_mul(31).wrapping_add(b);
        let data: Vec<u64> = (0..600).collect();
        let mut part: Vec<u64> = (0..256).map(|t| data[t..].iter().step_by(256).copied().reduce(f).unwrap()).collect();
        for s in [128, 64, 32, 16, 8, 4, 2, 1] {
            for t in 0..s {
                part[t] = f(part[t], part[t + s]);
            }
        }
        assert_eq!(fold_tiles(&data, &f), vec![part[0]]);
        // A tile of fewer than 256 elements: partners past the last are skipped.
        let short: Vec<u64> = (0..5).collect();
        assert_eq!(fold_tiles(&short, &f), vec![f(f(f(0, 4), 2), f(1, 3))]);
        // Tiles of 4096, each alone.
        let long: Vec<u64> = (0..4096 + 3).collect();
        let got = fold_tiles(&long, &f);
        assert_eq!(got.len(), 2);
        assert_eq!(got[1], f(f(4096, 4098), 4097));
    }

    #[test]
    fn every_tile_module_passes_the_guard() {
        let guard = Guard::new(crate::guard::GuardPolicy::default());
        for op in ReduceOp::ALL {
            for elem in [Elem::F32, Elem::I32, Elem::U32] {
                let (branch, clamped) = (quarters_source(op, elem, Edge::Branch), quarters_source(op, elem, Edge::Clamped));
                for src in [branch, clamped, rest_source(op, elem)] {
                    guard.check(&src).unwrap_or_else(|e| panic!("{op:?} {elem}: {e}\n{src}"));
                }
            }
        }
    }

    #[test]
    fn exact_identities_keep_every_bit() {
        let z = f32::from_bits(exact_identity(ReduceOp::Sum, Elem::F32));
        for v in [0.0f32, -0.0, 1.5, -3.0, f32::INFINITY, f32::MIN_POSITIVE] {
            assert_eq!((z + v).to_bits(), v.to_bits(), "{v}");
            assert_eq!((v + z).to_bits(), v.to_bits(), "{v}");
        }
    }
}
