//! Scans (`reductions.scan`): inclusive and exclusive prefix folds (sums, minima, maxima,
//! products) along one axis, by reduce-then-scan over blocks, in a fixed order.
//!
//! # The order, fixed
//! Along the axis of extent n, the elements fall in blocks of [`CHUNK`] consecutive ones. With
//! one block, element k's inclusive value is the fold of elements 0..=k in order. With more, the
//! blocks' totals (each folded in order, [`crate::reduce::block_totals`]) are scanned the same
//! way (recursively: ⌈n / 256⌉ totals, then ⌈n / 65 536⌉, …), and element k of block b > 0 is
//! `combine(…combine(scanned_total[b − 1], x[256b])…, x[k])`. An exclusive scan's element k is
//! that fold without x[k]: at a block's start the scanned total of the blocks before (which,
//! in floating point, need not equal the inclusive value of the element before), and at the
//! line's start the op's identity (0; 1; +∞ or the type's largest for `min`; −∞ or its least
//! for `max`). The order depends only on the shape,
//! so results are the same on every run and executor ([`oracle`] computes them on the host).
//!
//! # Kernels
//! The totals are a reduction pass (the reduction kernels with width 1: blocks of consecutive
//! elements); applying them is one module the host generates (through the Guard): an
//! invocation per (line, block) folds its block's elements in order from the previous block's
//! scanned total and writes each prefix (a counted loop of [`CHUNK`] turns). One module per
//! (op, element type) per guest, made on first use ([`Scans`]). No WIT types here.
//!
//! # Tiled, on GPUs
//! An invocation per block reads its block's 256 consecutive elements in sequence, so
//! adjacent invocations read 1 KiB apart: a warp's load touches 32 cache lines. On the gpu
//! executor, where the blocks of a line are consecutive in memory (`inner` = 1: the axis is
//! the first one of extent above 1), both passes are instead [`tiled`]: a workgroup of 256
//! invocations takes 256 consecutive blocks and moves them through workgroup memory
//! [`ROUND`] elements of each block at a time, loaded and stored by consecutive invocations
//! at consecutive addresses; each invocation still folds its own block in order, so the
//! values are the same bits. The block totals are then one of these modules too (not the
//! reduction kernel). The cpu executor keeps the plain modules (barriers would run there one
//! invocation at a time).

use std::fmt::Write as _;
use std::future::Future;
use std::pin::Pin;

use crate::array::{Elem, Origin, ResidentArray};
use crate::error::{Error, Result};
use crate::exec::{Access, Executor, Program, ProgramDesc};
use crate::guard::Guard;
use crate::guest::GuestScope;
use crate::made::Made;
use crate::reduce::{CHUNK, ReduceOp, Reducers, block_totals, combine_fn};

/// Invocations per workgroup of the apply module.
const WORKGROUP: u32 = 256;

/// The module that applies scanned block totals (see the module docs). Parameter block:
/// lines, blocks per line, the axis's extent, the elements between two along it (`inner`),
/// exclusive (0 or 1), the identity's bits.
pub fn source(op: ReduceOp, elem: Elem) -> String {
    let mut s = combine_fn(op, elem);
    let w = &mut s;
    let _ = writeln!(w, "@group(0) @binding(0) var<storage, read> scan_meta: array<u32>;");
    let _ = writeln!(w, "@group(0) @binding(1) var<storage, read_write> scan_out: array<{elem}>;");
    let _ = writeln!(w, "@group(0) @binding(2) var<storage, read> scan_src: array<{elem}>;");
    let _ = writeln!(w, "@group(0) @binding(3) var<storage, read> scan_totals: array<{elem}>;");
    let _ = writeln!(w, "@compute @workgroup_size({WORKGROUP})");
    let _ = writeln!(
        w,
        "fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{"
    );
    let _ = writeln!(w, "    let t = gid.x + gid.y * (groups.x * {WORKGROUP}u);");
    let _ = writeln!(w, "    let blocks = scan_meta[1];");
    let _ = writeln!(w, "    let line = t / blocks;");
    let _ = writeln!(w, "    if (line >= scan_meta[0]) {{ return; }}");
    let _ = writeln!(w, "    let b = t % blocks;");
    let _ = writeln!(w, "    let n = scan_meta[2];");
    let _ = writeln!(w, "    let inner = scan_meta[3];");
    let _ = writeln!(w, "    let exclusive = scan_meta[4] != 0u;");
    let _ = writeln!(w, "    let identity = bitcast<{elem}>(scan_meta[5]);");
    // Element k of the line lies at base + k · inner; total b at tbase + b · inner.
    let _ = writeln!(w, "    let i = line % inner;");
    let _ = writeln!(w, "    let o = line / inner;");
    let _ = writeln!(w, "    let base = i + o * inner * n;");
    let _ = writeln!(w, "    let tbase = i + o * inner * blocks;");
    let _ = writeln!(w, "    let first = b * {CHUNK}u;");
    let _ = writeln!(w, "    let count = min({CHUNK}u, n - first);");
    let _ = writeln!(w, "    var have = b > 0u;");
    let _ = writeln!(w, "    var acc = identity;");
    let _ = writeln!(w, "    if (have) {{ acc = scan_totals[tbase + (b - 1u) * inner]; }}");
    let _ = writeln!(w, "    for (var k = 0u; k < {CHUNK}u; k = k + 1u) {{");
    let _ = writeln!(w, "        if (k >= count) {{ break; }}");
    let _ = writeln!(w, "        let at = base + (first + k) * inner;");
    let _ = writeln!(w, "        let v = scan_src[at];");
    let _ = writeln!(w, "        if (exclusive) {{ scan_out[at] = acc; }}");
    let _ = writeln!(w, "        if (have) {{ acc = combine(acc, v); }} else {{ acc = v; }}");
    let _ = writeln!(w, "        have = true;");
    let _ = writeln!(w, "        if (!exclusive) {{ scan_out[at] = acc; }}");
    let _ = writeln!(w, "    }}");
    let _ = writeln!(w, "}}");
    s
}

/// Elements of each block a [`tiled`] module moves through workgroup memory per round: 64
/// bytes (two 32-byte sectors), and 256 · 16 words fill WebGPU's 16 KiB of workgroup storage.
/// Each block's row of the tile is rotated by the block's index (`tile[16 o + (j + o) % 16]`),
/// so the invocations folding their own rows meet no bank conflict. (32 per round, where a
/// device has the memory, measured slower on the H200: see benches/RESULTS.md.)
pub const ROUND: u32 = 16;

/// Which pass of a scan a module is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pass {
    /// The plain apply module ([`source`]).
    Apply,
    /// The tiled block totals ([`tiled`]).
    TiledTotals,
    /// The tiled apply module ([`tiled`]).
    TiledApply,
}

/// The tiled module of a scan over lines whose blocks are consecutive in memory (see the
/// module docs): with `apply`, the apply pass (bindings as [`source`]'s); else the block
/// totals (binding 1 the totals, no binding 3), each folded in order from its first element.
/// Parameter block: lines, blocks per line, the axis's extent, exclusive (0 or 1), the
/// identity's bits.
pub fn tiled(op: ReduceOp, elem: Elem, apply: bool) -> String {
    let rounds = CHUNK.div_ceil(ROUND);
    let slots = WORKGROUP * ROUND;
    let mut s = combine_fn(op, elem);
    let w = &mut s;
    let _ = writeln!(w, "@group(0) @binding(0) var<storage, read> scan_meta: array<u32>;");
    let _ = writeln!(w, "@group(0) @binding(1) var<storage, read_write> scan_out: array<{elem}>;");
    let _ = writeln!(w, "@group(0) @binding(2) var<storage, read> scan_src: array<{elem}>;");
    if apply {
        let _ = writeln!(w, "@group(0) @binding(3) var<storage, read> scan_totals: array<{elem}>;");
    }
    let _ = writeln!(w, "var<workgroup> scan_tile: array<{elem}, {slots}>;");
    let _ = writeln!(w, "@compute @workgroup_size({WORKGROUP})");
    let _ = writeln!(
        w,
        "fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>, \
         @builtin(local_invocation_index) li: u32) {{"
    );
    let _ = writeln!(w, "    let blocks = scan_meta[1];");
    let _ = writeln!(w, "    let n = scan_meta[2];");
    let _ = writeln!(w, "    let exclusive = scan_meta[3] != 0u;");
    let _ = writeln!(w, "    let identity = bitcast<{elem}>(scan_meta[4]);");
    let _ = writeln!(w, "    let all = scan_meta[0] * blocks;");
    let _ = writeln!(w, "    let first = (wg.x + wg.y * groups.x) * {WORKGROUP}u;");
    // This invocation's own block.
    let _ = writeln!(w, "    let mine = first + li;");
    let _ = writeln!(w, "    var count = 0u;");
    let _ = writeln!(w, "    var have = false;");
    let _ = writeln!(w, "    var acc = identity;");
    let _ = writeln!(w, "    if (mine < all) {{");
    let _ = writeln!(w, "        let b = mine % blocks;");
    let _ = writeln!(w, "        count = min({CHUNK}u, n - b * {CHUNK}u);");
    if apply {
        let _ = writeln!(w, "        if (b > 0u) {{ have = true; acc = scan_totals[mine - 1u]; }}");
    }
    let _ = writeln!(w, "    }}");
    // Slot q = li + 256 m of a round holds element q % ROUND of the round's part of the
    // workgroup's block q / ROUND (where it starts and how long it is are recomputed per slot:
    // arrays of them spill out of registers), and moves it between memory and the tile. A
    // block's row of the tile is rotated by the block's index, so that the invocations folding
    // their rows meet no bank conflict.
    let slots = |w: &mut String, moves: &str| {
        let _ = writeln!(w, "        for (var m = 0u; m < {ROUND}u; m = m + 1u) {{");
        let _ = writeln!(w, "            let q = li + {WORKGROUP}u * m;");
        let _ = writeln!(w, "            let o = q / {ROUND}u;");
        let _ = writeln!(w, "            let tb = first + o;");
        let _ = writeln!(w, "            let b = tb % blocks;");
        let _ = writeln!(w, "            let k = r * {ROUND}u + q % {ROUND}u;");
        let _ = writeln!(w, "            let t = o * {ROUND}u + ((q + o) % {ROUND}u);");
        let _ = writeln!(w, "            let at = (tb / blocks) * n + b * {CHUNK}u + k;");
        let _ = writeln!(w, "            if (tb < all && k < min({CHUNK}u, n - b * {CHUNK}u)) {{ {moves} }}");
        let _ = writeln!(w, "        }}");
        let _ = writeln!(w, "        workgroupBarrier();");
    };
    let _ = writeln!(w, "    for (var r = 0u; r < {rounds}u; r = r + 1u) {{");
    slots(w, "scan_tile[t] = scan_src[at];");
    let _ = writeln!(w, "        for (var j = 0u; j < {ROUND}u; j = j + 1u) {{");
    let _ = writeln!(w, "            if (r * {ROUND}u + j < count) {{");
    let _ = writeln!(w, "                let at = li * {ROUND}u + ((j + li) % {ROUND}u);");
    let _ = writeln!(w, "                let v = scan_tile[at];");
    let _ = writeln!(w, "                let before = acc;");
    let _ = writeln!(w, "                if (have) {{ acc = combine(acc, v); }} else {{ acc = v; }}");
    let _ = writeln!(w, "                have = true;");
    if apply {
        let _ = writeln!(w, "                scan_tile[at] = select(acc, before, exclusive);");
    }
    let _ = writeln!(w, "            }}");
    let _ = writeln!(w, "        }}");
    let _ = writeln!(w, "        workgroupBarrier();");
    if apply {
        slots(w, "scan_out[at] = scan_tile[t];");
    }
    let _ = writeln!(w, "    }}");
    if !apply {
        let _ = writeln!(w, "    if (mine < all) {{ scan_out[mine] = acc; }}");
    }
    let _ = writeln!(w, "}}");
    s
}

type Key = (ReduceOp, Elem, Pass);

/// One guest's scan modules, made on first use (see the module docs).
pub type Scans = Made<Key, Program>;

/// The module for `key`, made now if this guest has none yet.
fn program(scans: &Scans, exec: &dyn Executor, guard: &Guard, key: Key) -> Result<Program> {
    scans.get_or_make(key, || {
        let (op, elem, pass) = key;
        let (text, bindings): (String, &[Access]) = match pass {
            Pass::Apply => (source(op, elem), &[Access::Read, Access::ReadWrite, Access::Read, Access::Read]),
            Pass::TiledApply => {
                (tiled(op, elem, true), &[Access::Read, Access::ReadWrite, Access::Read, Access::Read])
            }
            Pass::TiledTotals => (tiled(op, elem, false), &[Access::Read, Access::ReadWrite, Access::Read]),
        };
        let module = guard.check(&text).map_err(Error::from)?;
        exec.create_program(&ProgramDesc { label: "scan", module: &module, entry_point: "main", bindings, constants: &[] })
    })
}

/// Whether a scan of `shape` along `axis` runs tiled on `exec` (see the module docs).
fn is_tiled(exec: &dyn Executor, shape: &crate::array::Shape, axis: usize) -> bool {
    exec.backend().kind == crate::exec::BackendKind::Gpu && shape.dims()[..axis].iter().all(|&d| d == 1)
}

/// What a scan uses of its guest: its reductions' kernels and its own modules.
#[derive(Clone, Copy, Debug)]
pub struct Tools<'a> {
    pub guard: &'a Guard,
    pub reducers: &'a Reducers,
    pub scans: &'a Scans,
}

/// The inclusive (or exclusive) scan of `input` with `op` along `axis`: a new array of its
/// shape and type, counted against the guest. Returns without waiting.
pub async fn scan(
    scope: GuestScope<'_>,
    tools: Tools<'_>,
    op: ReduceOp,
    input: &ResidentArray,
    axis: u32,
    exclusive: bool,
) -> Result<ResidentArray> {
    let rank = input.shape().rank();
    if axis as usize >= rank {
        return Err(Error::invalid(format!(
            "axis {axis} is past the rank of an array of shape {} (axes 0 to {})",
            input.shape(),
            rank - 1
        )));
    }
    input.buffer()?;
    // Every level's dispatches count against the guest's limits together, before any runs.
    let mut dispatches = Vec::new();
    let mut shape = *input.shape();
    loop {
        let grid = apply_grid(scope, &shape, axis as usize)?;
        dispatches.push(grid.invocations);
        if shape.dims()[axis as usize] <= CHUNK {
            break;
        }
        let (totals, invocations) = if is_tiled(scope.exec, &shape, axis as usize) {
            // The tiled totals run on the apply pass's grid.
            let mut dims = shape.dims().to_vec();
            dims[axis as usize] = dims[axis as usize].div_ceil(CHUNK);
            (crate::array::Shape::new(&dims)?, grid.invocations)
        } else {
            let (_, totals, invocations) = crate::reduce::block_totals_pass(
                scope,
                tools.guard,
                tools.reducers,
                op,
                input.elem(),
                &shape,
                axis as usize,
            )?;
            (totals, invocations)
        };
        dispatches.push(invocations);
        shape = totals;
    }
    scope.check_invocations(&dispatches)?;
    scan_axis(scope, tools, op, input, axis as usize, exclusive).await
}

/// How the apply module runs over an array of `shape` along `axis`: an invocation per (line,
/// block), in rows of at most the device's workgroups per dimension.
struct ApplyGrid {
    lines: u32,
    grid: [u32; 3],
    invocations: u64,
}

fn apply_grid(scope: GuestScope<'_>, shape: &crate::array::Shape, axis: usize) -> Result<ApplyGrid> {
    let n = shape.dims()[axis];
    let blocks = n.div_ceil(CHUNK);
    let lines = u32::try_from(shape.len() / u64::from(n))
        .map_err(|_| Error::quota(format!("an array of shape {shape} has too many lines")))?;
    let work = u64::from(lines) * u64::from(blocks);
    let groups = u32::try_from(work.div_ceil(u64::from(WORKGROUP)))
        .map_err(|_| Error::quota(format!("a scan of shape {shape} needs too many workgroups")))?;
    let max = scope.exec.limits().max_workgroups_per_dimension.max(1);
    let rows = groups.div_ceil(max);
    let grid = [groups.div_ceil(rows), rows, 1];
    let invocations = u64::from(grid[0]) * u64::from(grid[1]) * u64::from(WORKGROUP);
    Ok(ApplyGrid { lines, grid, invocations })
}

fn scan_axis<'a>(
    scope: GuestScope<'a>,
    tools: Tools<'a>,
    op: ReduceOp,
    input: &'a ResidentArray,
    axis: usize,
    exclusive: bool,
) -> Pin<Box<dyn Future<Output = Result<ResidentArray>> + Send + 'a>> {
    Box::pin(async move {
        let shape = *input.shape();
        let elem = input.elem();
        let dims = shape.dims();
        let n = dims[axis];
        let blocks = n.div_ceil(CHUNK);
        let tiled = is_tiled(scope.exec, &shape, axis);
        // The scanned totals of the blocks before each, where there is more than one block.
        let totals = if blocks > 1 {
            let sums = if tiled {
                tiled_totals(scope, tools, op, input, axis).await?
            } else {
                block_totals(scope, tools.guard, tools.reducers, op, input, axis).await?
            };
            Some(scan_axis(scope, tools, op, &sums, axis, false).await?)
        } else {
            None
        };
        let inner: u32 = dims[..axis].iter().product();
        let ApplyGrid { lines, grid, .. } = apply_grid(scope, &shape, axis)?;
        let (program, words) = if tiled {
            let program = program(tools.scans, scope.exec, tools.guard, (op, elem, Pass::TiledApply))?;
            (program, vec![lines, blocks, n, u32::from(exclusive), op.identity(elem)])
        } else {
            let program = program(tools.scans, scope.exec, tools.guard, (op, elem, Pass::Apply))?;
            (program, vec![lines, blocks, n, inner, u32::from(exclusive), op.identity(elem)])
        };
        let source = input.buffer()?;
        // One block: no totals to read; the input stands in for them (never read).
        let totals_buffer = match &totals {
            Some(t) => t.buffer()?,
            None => source,
        };
        let inputs = input.origin().cloned().into_iter().chain(totals.as_ref().and_then(|t| t.origin().cloned()));
        let run = Dispatch { program: &program, words: &words, grid };
        run.into(scope, op, shape, elem, &[source, totals_buffer], inputs).await
    })
}

/// One dispatch of a scan module: its program, parameter words and grid.
struct Dispatch<'a> {
    program: &'a Program,
    words: &'a [u32],
    grid: [u32; 3],
}

impl Dispatch<'_> {
    /// Runs into a new `elem` array of `shape` (paid by the guest), binding the parameter
    /// block, the new array, then `sources`; the array's lineage is `inputs`.
    async fn into(
        self,
        scope: GuestScope<'_>,
        op: ReduceOp,
        shape: crate::array::Shape,
        elem: Elem,
        sources: &[&crate::exec::Buffer],
        inputs: impl IntoIterator<Item = std::sync::Arc<Origin>>,
    ) -> Result<ResidentArray> {
        let meta = scope.exec.create_buffer(scope.tenant, "scan parameters", 4 * self.words.len() as u64)?;
        scope.exec.write_buffer(&meta, 0, bytemuck::cast_slice(self.words))?;
        let (out, counted) = scope.alloc_array_for_write(shape.bytes())?;
        let mut bindings = vec![&meta, &out];
        bindings.extend_from_slice(sources);
        scope.exec.admit(scope.tenant).await;
        let probe = scope.exec.dispatch(self.program, &bindings, self.grid)?;
        let origin = Origin::of_dispatch(&format!("scan.{}", op.name()), probe, inputs, scope.exec).await?;
        Ok(ResidentArray::new(shape, elem, out, origin).counted(counted))
    }
}

/// The totals of `input`'s blocks along `axis` by the [`tiled`] module (the blocks of a line
/// consecutive in memory): the same values as [`block_totals`], in `input`'s shape with the
/// axis at ⌈n / CHUNK⌉.
async fn tiled_totals(
    scope: GuestScope<'_>,
    tools: Tools<'_>,
    op: ReduceOp,
    input: &ResidentArray,
    axis: usize,
) -> Result<ResidentArray> {
    let shape = *input.shape();
    let elem = input.elem();
    let n = shape.dims()[axis];
    let blocks = n.div_ceil(CHUNK);
    let mut dims = shape.dims().to_vec();
    dims[axis] = blocks;
    let totals = crate::array::Shape::new(&dims)?;
    let ApplyGrid { lines, grid, .. } = apply_grid(scope, &shape, axis)?;
    let program = program(tools.scans, scope.exec, tools.guard, (op, elem, Pass::TiledTotals))?;
    let words = [lines, blocks, n, 0, op.identity(elem)];
    let run = Dispatch { program: &program, words: &words, grid };
    run.into(scope, op, totals, elem, &[input.buffer()?], input.origin().cloned()).await
}

#[cfg(any(test, feature = "testing"))]
/// What [`scan`] computes, in the same order, on the host: the tests' reference. `identity` is
/// the op's identity value (`ReduceOp::identity`).
pub fn oracle<T: Copy>(
    data: &[T],
    shape: &[u32],
    axis: u32,
    exclusive: bool,
    identity: T,
    combine: impl Fn(T, T) -> T,
) -> Vec<T> {
    /// The scan of one line: element k's value before (`exclusive`) or after folding it in.
    fn line_scan<T: Copy>(line: &[T], exclusive: bool, identity: T, combine: &dyn Fn(T, T) -> T) -> Vec<T> {
        let c = CHUNK as usize;
        let totals: Vec<T> =
            line.chunks(c).map(|b| b.iter().copied().reduce(combine).unwrap_or(b[0])).collect();
        let scanned = if totals.len() > 1 { line_scan(&totals, false, identity, combine) } else { Vec::new() };
        let mut out = Vec::with_capacity(line.len());
        for (b, block) in line.chunks(c).enumerate() {
            let mut acc = if b > 0 { Some(scanned[b - 1]) } else { None };
            for &v in block {
                let next = match acc {
                    Some(a) => combine(a, v),
                    None => v,
                };
                out.push(if exclusive { acc.unwrap_or(identity) } else { next });
                acc = Some(next);
            }
        }
        out
    }
    let dims: Vec<usize> = shape.iter().map(|&d| d as usize).collect();
    let a = axis as usize;
    let inner: usize = dims[..a].iter().product();
    let outer: usize = dims[a + 1..].iter().product();
    let mut out = data.to_vec();
    for o in 0..outer {
        for i in 0..inner {
            let at = |k: usize| i + inner * (k + dims[a] * o);
            let line: Vec<T> = (0..dims[a]).map(|k| data[at(k)]).collect();
            for (k, v) in line_scan(&line, exclusive, identity, &combine).into_iter().enumerate() {
                out[at(k)] = v;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_module_passes_the_guard() {
        let guard = Guard::new(crate::guard::GuardPolicy::default());
        for op in ReduceOp::ALL {
            for elem in [Elem::F32, Elem::I32, Elem::U32] {
                for text in [source(op, elem), tiled(op, elem, true), tiled(op, elem, false)] {
                    guard.check(&text).unwrap_or_else(|e| panic!("{op:?} {elem}: {e:?}\n{text}"));
                }
            }
        }
    }

    #[test]
    fn the_oracle_scans_blocks_then_their_totals() {
        let data: Vec<u64> = (1..=600).collect();
        let f = |a: u64, b: u64| a.wrapping_mul(31).wrapping_add(b);
        let got = oracle(&data, &[600], 0, false, 0, f);
        // Block 2 starts from the fold of block 0's and block 1's totals, in that order.
        let total = |b: usize| data[b * 256..(b * 256 + 256).min(600)].iter().copied().reduce(f).unwrap();
        assert_eq!(got[512], f(f(total(0), total(1)), data[512]));
        assert_eq!(got[255], total(0));
        let sums = oracle(&data, &[600], 0, true, 0, |a, b| a + b);
        assert_eq!((sums[0], sums[1], sums[599]), (0, 1, 599 * 600 / 2));
        // Over axis 1 of a 2 × 3 grid: each column alone.
        assert_eq!(oracle(&[1u32, 2, 3, 4, 5, 6], &[2, 3], 1, false, 0, |a, b| a + b), vec![1, 2, 4, 6, 9, 12]);
    }
}
