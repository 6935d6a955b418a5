//! Scans (`reductions.scan`): inclusive and exclusive prefix folds (sums, minima, maxima,
//! products) along one axis, by reduce-then-scan over blocks, in a fixed order.
//!
//! # The order, fixed
//! Along the axis of extent n, the elements fall in blocks of [`CHUNK`] consecutive ones. With
//! one block, element k's inclusive value is the fold of elements 0..=k in order. With more, the
//! blocks' totals (each folded in order by the reduction kernel) are scanned the same
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
//! scanned total and writes each prefix (8 elements loaded at a time while 8 lie inside, then one
//! by one: counted loops of 32 and 7 turns). One module per
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
//! reduction kernel). Only levels of at least [`TILED_MIN_BLOCKS`] blocks run tiled: a
//! smaller one is a few workgroups whose rounds run one after another, slower than the plain
//! passes. The cpu executor keeps the plain modules (barriers would run there one invocation
//! at a time).
//!
//! # Integer scans
//! Integer folds give the same bits in every order, so where a line's elements are consecutive
//! in memory, i32 and u32 scans take passes of their own ([`IntegerPasses`]): on GPUs tiles of
//! [`tree::TILE`] elements scanned by workgroup trees ([`tree`]; by levels of tile totals, or
//! in one pass by decoupled look-back where [`ScanSettings::look_back`] says so), on the cpu
//! executor spans of
//! [`span::SPAN`] elements folded into partials by the reductions' span module and scanned by
//! one invocation each ([`span`]).

use std::fmt::Write as _;
use std::sync::Arc;

use crate::array::{Elem, Shape};
use crate::error::{Error, Result};
use crate::exec::{Access, Executor, Program, ProgramDesc};
use crate::guard::Guard;
use crate::guest::GuestScope;
use crate::memo::Memo;
use crate::ops::{self, Buf, Passes};
use crate::reduce::{CHUNK, ReduceOp, ReduceTools, combine_fn};

pub mod span;
pub mod tree;

/// Where integer scans take their own passes ([`tree`] on GPUs, [`span`] on the cpu executor)
/// instead of the fixed-order ones ([`ScanSettings::integer_passes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(not(feature = "testing"), allow(dead_code))]
pub enum IntegerPasses {
    /// On the cpu executor, and on GPUs that are not the host's CPU (see [`tree`]).
    Auto,
    /// Also on software GPU adapters such as lavapipe (the tests run trees there so).
    Always,
    /// Never (benchmarks time the fixed-order passes so).
    Never,
}

/// How scans choose and generate their passes: the host's defaults; tests and benchmarks set
/// others on their own [`ScanTools`] to reach every kind of module and time them side by side. The
/// values are the same bits every way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScanSettings {
    /// Where integer scans take their own passes.
    pub integer_passes: IntegerPasses,
    /// The fewest blocks a level has for its passes to run tiled (see [`TILED_MIN_BLOCKS`]).
    pub tiled_min_blocks: u32,
    /// Consecutive elements (8 or 16) each invocation of a tree scan takes, where the device's
    /// workgroup memory holds such a tile.
    pub per_invocation: u32,
    /// Whether tree scans use subgroup operations where the device has them.
    pub subgroups: bool,
    /// Whether the minimum and maximum subgroup scans find every lane in the subgroup's ballot,
    /// as they do in subgroups not every lane of which is active (tests reach that way so on
    /// devices whose subgroups are all full).
    pub ballot_lanes: bool,
    /// Whether integer scans run as trees in one pass by decoupled look-back (`Some`, with how it
    /// waits) instead of by levels of tile totals (`None`, the default: on an H100 the
    /// look-back took 1.2–1.3× the levels' time, on the H200 1.8–1.9×).
    pub look_back: Option<tree::LookBack>,
}

impl Default for ScanSettings {
    fn default() -> Self {
        ScanSettings {
            integer_passes: IntegerPasses::Auto,
            tiled_min_blocks: TILED_MIN_BLOCKS,
            per_invocation: tree::PER_INVOCATION,
            subgroups: true,
            ballot_lanes: false,
            look_back: None,
        }
    }
}

/// Invocations per workgroup of every scan module.
const WORKGROUP: u32 = 256;

/// The start of a scan module: `combine`, then its bindings: the parameter block, the output,
/// the source and (`totals`) the scanned totals of the level below.
fn head(op: ReduceOp, elem: Elem, totals: bool) -> String {
    let mut s = combine_fn(op, elem);
    let w = &mut s;
    let _ = writeln!(w, "@group(0) @binding(0) var<storage, read> scan_meta: array<u32>;");
    let _ = writeln!(w, "@group(0) @binding(1) var<storage, read_write> scan_out: array<{elem}>;");
    let _ = writeln!(w, "@group(0) @binding(2) var<storage, read> scan_src: array<{elem}>;");
    if totals {
        let _ = writeln!(w, "@group(0) @binding(3) var<storage, read> scan_totals: array<{elem}>;");
    }
    s
}

/// The entry point of the modules whose workgroups work together (tiled and tree): the
/// workgroup's index, their count, the invocation's index in it.
fn group_main() -> String {
    format!(
        "@compute @workgroup_size({WORKGROUP})\n\
         fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>, \
         @builtin(local_invocation_index) li: u32) {{"
    )
}

/// The module that applies scanned block totals (see the module docs). Parameter block:
/// lines, blocks per line, the axis's extent, the elements between two along it (`inner`),
/// exclusive (0 or 1), the identity's bits.
pub fn source(op: ReduceOp, elem: Elem) -> String {
    let mut s = head(op, elem, true);
    let w = &mut s;
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
    // Element k: its prefix written (before or after folding it in), in order.
    let fold = |w: &mut String, v: &str, k: &str| {
        let _ = writeln!(w, "        {{");
        let _ = writeln!(w, "            let at = base + (first + {k}) * inner;");
        let _ = writeln!(w, "            if (exclusive) {{ scan_out[at] = acc; }}");
        let _ = writeln!(w, "            if (have) {{ acc = combine(acc, {v}); }} else {{ acc = {v}; }}");
        let _ = writeln!(w, "            have = true;");
        let _ = writeln!(w, "            if (!exclusive) {{ scan_out[at] = acc; }}");
        let _ = writeln!(w, "        }}");
    };
    // UNROLL elements loaded at a time while all lie inside (independent loads in flight, folded
    // in the same order), then one at a time: at most CHUNK turns of work in all.
    let _ = writeln!(w, "    var k = 0u;");
    let _ = writeln!(w, "    for (var t = 0u; t < {}u; t = t + 1u) {{", CHUNK / UNROLL);
    let _ = writeln!(w, "        if (k + {UNROLL}u > count) {{ break; }}");
    for j in 0..UNROLL {
        let _ = writeln!(w, "        let v{j} = scan_src[base + (first + k + {j}u) * inner];");
    }
    for j in 0..UNROLL {
        fold(w, &format!("v{j}"), &format!("k + {j}u"));
    }
    let _ = writeln!(w, "        k = k + {UNROLL}u;");
    let _ = writeln!(w, "    }}");
    let _ = writeln!(w, "    for (var t = 0u; t < {}u; t = t + 1u) {{", UNROLL - 1);
    let _ = writeln!(w, "        if (k >= count) {{ break; }}");
    fold(w, "scan_src[base + (first + k) * inner]", "k");
    let _ = writeln!(w, "        k = k + 1u;");
    let _ = writeln!(w, "    }}");
    let _ = writeln!(w, "}}");
    s
}

/// Elements the plain apply module loads at a time.
const UNROLL: u32 = 8;

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
    /// The tile totals of an integer scan by workgroup trees ([`tree::source`]), folded
    /// across the workgroup by subgroup operations or by trees of barriers.
    TreeTotals { form: tree::Form },
    /// The apply pass of an integer scan by workgroup trees ([`tree::source`]).
    TreeApply { form: tree::Form },
    /// An integer scan by workgroup trees in one pass, by decoupled look-back
    /// ([`tree::source`]).
    TreeLookBack { form: tree::Form },
    /// The apply pass of an integer scan by spans on the cpu executor ([`span::source`]).
    SpanApply,
}

impl Pass {
    /// The elements of a line each work item of the pass takes, the work items of a
    /// workgroup and its invocations: an invocation per block, a workgroup per tile, or a
    /// workgroup of one invocation per span.
    fn layout(self) -> (u32, u32, u32) {
        match self {
            Pass::Apply | Pass::TiledTotals | Pass::TiledApply => (CHUNK, WORKGROUP, WORKGROUP),
            Pass::TreeTotals { form } | Pass::TreeApply { form } | Pass::TreeLookBack { form } => {
                (form.tile(), 1, WORKGROUP)
            }
            Pass::SpanApply => (span::SPAN, 1, 1),
        }
    }
}

/// The tiled module of a scan over lines whose blocks are consecutive in memory (see the
/// module docs): with `apply`, the apply pass (bindings as [`source`]'s); else the block
/// totals (binding 1 the totals, no binding 3), each folded in order from its first element.
/// Parameter block: lines, blocks per line, the axis's extent, exclusive (0 or 1), the
/// identity's bits.
pub fn tiled(op: ReduceOp, elem: Elem, apply: bool) -> String {
    let rounds = CHUNK.div_ceil(ROUND);
    let slots = WORKGROUP * ROUND;
    let mut s = head(op, elem, apply);
    let w = &mut s;
    let _ = writeln!(w, "var<workgroup> scan_tile: array<{elem}, {slots}>;");
    let _ = writeln!(w, "{}", group_main());
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
    // their rows meet no bank conflict. `slot` writes slot `m` (an expression) out under names
    // of suffix `x`: its element's tile index `t{x}`, address `at{x}` and whether it lies in
    // its block, `ok{x}`.
    let slot = |w: &mut String, m: &str, x: &str, indent: &str| {
        let _ = writeln!(w, "{indent}let q{x} = li + {WORKGROUP}u * {m};");
        let _ = writeln!(w, "{indent}let o{x} = q{x} / {ROUND}u;");
        let _ = writeln!(w, "{indent}let tb{x} = first + o{x};");
        let _ = writeln!(w, "{indent}let b{x} = tb{x} % blocks;");
        let _ = writeln!(w, "{indent}let k{x} = r * {ROUND}u + q{x} % {ROUND}u;");
        let _ = writeln!(w, "{indent}let t{x} = o{x} * {ROUND}u + ((q{x} + o{x}) % {ROUND}u);");
        let _ = writeln!(w, "{indent}let at{x} = (tb{x} / blocks) * n + b{x} * {CHUNK}u + k{x};");
        let _ = writeln!(w, "{indent}let ok{x} = tb{x} < all && k{x} < min({CHUNK}u, n - b{x} * {CHUNK}u);");
    };
    // The loads of a round written out, every one issued before any is stored (a driver may
    // run a loop's loads one after another); a slot past its block loads element 0, unused.
    let loads = |w: &mut String| {
        for m in 0..ROUND {
            slot(w, &format!("{m}u"), &m.to_string(), "        ");
            let _ = writeln!(w, "        let x{m} = scan_src[select(0u, at{m}, ok{m})];");
        }
        for m in 0..ROUND {
            let _ = writeln!(w, "        if (ok{m}) {{ scan_tile[t{m}] = x{m}; }}");
        }
        let _ = writeln!(w, "        workgroupBarrier();");
    };
    // The stores of a round, a loop (a store does not wait).
    let stores = |w: &mut String| {
        let _ = writeln!(w, "        for (var m = 0u; m < {ROUND}u; m = m + 1u) {{");
        slot(w, "m", "", "            ");
        let _ = writeln!(w, "            if (ok) {{ scan_out[at] = scan_tile[t]; }}");
        let _ = writeln!(w, "        }}");
        let _ = writeln!(w, "        workgroupBarrier();");
    };
    let _ = writeln!(w, "    for (var r = 0u; r < {rounds}u; r = r + 1u) {{");
    loads(w);
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
        stores(w);
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
pub type Scans = Memo<Key, Program>;

/// What scans make their passes with, for one guest: their programs, the reductions' kernels
/// for the levels' totals and the clear for the look-back's status words (both shared with the
/// guest's other operations: see [`crate::ops::OpTools::new`]), and their settings. Cheap to
/// clone.
#[derive(Clone, Debug, Default)]
pub struct ScanTools {
    /// Scans' own programs.
    pub programs: Arc<Scans>,
    /// The reductions' kernels and span folds.
    pub reduce: ReduceTools,
    /// The module that zeroes a buffer ([`ops::clear`]).
    pub clears: Arc<ops::Clears>,
    /// How scans choose and generate their passes (the defaults but in tests and benchmarks).
    pub settings: ScanSettings,
}

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
            Pass::TreeApply { form } => (
                tree::source(op, elem, tree::Kind::Apply, form),
                &[Access::Read, Access::ReadWrite, Access::Read, Access::Read],
            ),
            Pass::TreeTotals { form } => (
                tree::source(op, elem, tree::Kind::Totals, form),
                &[Access::Read, Access::ReadWrite, Access::Read],
            ),
            Pass::TreeLookBack { form } => (
                tree::source(op, elem, tree::Kind::LookBack, form),
                &[Access::Read, Access::ReadWrite, Access::Read, Access::ReadWrite],
            ),
            Pass::SpanApply => {
                (span::source(op, elem), &[Access::Read, Access::ReadWrite, Access::Read, Access::Read])
            }
        };
        let module = match pass {
            Pass::TreeTotals { form } | Pass::TreeApply { form } | Pass::TreeLookBack { form } if form.subgroups => {
                guard.with_capabilities(tree::CAPABILITIES).check(&text)
            }
            _ => guard.check(&text),
        }
        .map_err(Error::from)?;
        let serial = pass == Pass::SpanApply;
        exec.create_program(&ProgramDesc { label: "scan", module: &module, entry_point: "main", bindings, constants: &[], serial })
    })
}

/// The fewest blocks a level of a scan has for its passes to run tiled (see the module docs):
/// below, a tiled pass is a few workgroups whose rounds of loads, barriers and stores run one
/// after another, slower than the plain pass's invocations folding their blocks straight from
/// memory. Benchmarks measure the crossing ([`ScanSettings::tiled_min_blocks`]).
pub const TILED_MIN_BLOCKS: u32 = 1 << 16;

/// Whether a scan of `shape` along `axis` runs tiled on `exec` (see the module docs).
fn is_tiled(exec: &dyn Executor, settings: &ScanSettings, shape: &Shape, axis: usize) -> bool {
    let blocks = shape.len().div_ceil(u64::from(CHUNK));
    exec.backend().kind == crate::exec::BackendKind::Gpu
        && shape.dims()[..axis].iter().all(|&d| d == 1)
        && blocks >= u64::from(settings.tiled_min_blocks)
}

/// The passes of a scan of an `elem` array of `shape` with `op` along `axis` (see the module
/// docs and [`crate::ops`]): the block totals of each level down to a level of one block, then
/// the apply passes back up (each level's from the scanned totals of the level below), the
/// last into the result. `invalid` for an axis past the rank.
pub fn passes(
    scope: GuestScope<'_>,
    guard: &Guard,
    tools: &ScanTools,
    (op, elem): (ReduceOp, Elem),
    shape: &Shape,
    axis: u32,
    exclusive: bool,
) -> Result<Passes> {
    let rank = shape.rank();
    if axis as usize >= rank {
        return Err(Error::invalid(format!(
            "axis {axis} is past the rank of an array of shape {shape} (axes 0 to {})",
            rank - 1
        )));
    }
    let settings = &tools.settings;
    let layout = if tree::applies(scope.exec, settings, elem, shape, axis as usize) {
        let form = tree::form(scope.exec, settings);
        match settings.look_back {
            Some(how) => Layout::LookBack { form, how },
            None => Layout::Trees { form },
        }
    } else if span::applies(scope.exec, settings, elem, shape, axis as usize) {
        Layout::Spans
    } else {
        Layout::Fixed
    };
    let scan = Scan { scope, guard, tools, op, elem, axis: axis as usize, layout };
    let block = match layout {
        Layout::Fixed => CHUNK,
        Layout::Trees { form } => form.tile(),
        Layout::LookBack { form, how } => return scan.look_back(shape, exclusive, form, how),
        Layout::Spans => span::SPAN,
    };
    let mut scratch: Vec<u64> = Vec::new();
    let mut out = Vec::new();
    // Levels: the array, then each level's block (or tile) totals while a level has several.
    let mut levels: Vec<(Shape, Buf)> = vec![(*shape, Buf::Input)];
    while let Some(&(level, from)) = levels.last().filter(|(l, _)| l.dims()[scan.axis] > block) {
        let to = Buf::Scratch(scratch.len());
        let (totals, pass) = if let Layout::Trees { form } = layout {
            scan.totals(Pass::TreeTotals { form }, &level, (from, to))?
        } else if layout == Layout::Spans {
            crate::reduce::span_totals(scope, guard, &tools.reduce, (op, elem), &level, scan.axis, (from, to))?
        } else if is_tiled(scope.exec, settings, &level, scan.axis) {
            scan.totals(Pass::TiledTotals, &level, (from, to))?
        } else {
            crate::reduce::block_totals(scope, guard, &tools.reduce, (op, elem), &level, scan.axis, (from, to))?
        };
        scratch.push(totals.bytes());
        out.push(pass);
        levels.push((totals, to));
    }
    // Back up: each level's scan reads the scanned totals of the level below (none at the
    // deepest, a single block).
    let mut scanned: Option<Buf> = None;
    for (k, &(level, from)) in levels.iter().enumerate().rev() {
        let to = if k == 0 {
            Buf::Result
        } else {
            scratch.push(level.bytes());
            Buf::Scratch(scratch.len() - 1)
        };
        out.push(scan.apply(&level, exclusive && k == 0, (from, scanned, to))?);
        scanned = Some(to);
    }
    Ok(Passes { result: *shape, elem, scratch, passes: out, accumulates: false })
}

/// How a pass runs over an array of `shape` along `axis`: a work item per (line, block of
/// `per` elements), `items` of them per workgroup of `size` invocations, in rows of at most the
/// device's workgroups per dimension.
struct ApplyGrid {
    lines: u32,
    grid: [u32; 3],
    invocations: u64,
}

fn apply_grid(
    scope: GuestScope<'_>,
    shape: &Shape,
    axis: usize,
    (per, items, size): (u32, u32, u32),
) -> Result<ApplyGrid> {
    let n = shape.dims()[axis];
    let blocks = n.div_ceil(per);
    let lines = ops::lines(shape, n)?;
    let work = u64::from(lines) * u64::from(blocks);
    let groups = u32::try_from(work.div_ceil(u64::from(items)))
        .map_err(|_| Error::quota(format!("a scan of shape {shape} needs too many workgroups")))?;
    let grid = ops::grid(scope.exec, groups);
    let invocations = u64::from(grid[0]) * u64::from(grid[1]) * u64::from(size);
    Ok(ApplyGrid { lines, grid, invocations })
}

/// One scan's settings, for the passes of its levels.
struct Scan<'a> {
    scope: GuestScope<'a>,
    guard: &'a Guard,
    tools: &'a ScanTools,
    op: ReduceOp,
    elem: Elem,
    axis: usize,
    layout: Layout,
}

/// How a scan's levels are cut (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    /// Blocks of [`CHUNK`], each folded in order: every floating-point scan.
    Fixed,
    /// Integers on GPUs: tiles scanned by workgroup trees ([`tree`]), through subgroup
    /// operations where the device has them.
    Trees { form: tree::Form },
    /// The same trees in one pass, each tile's prefix found by decoupled look-back
    /// ([`tree::Kind::LookBack`]).
    LookBack { form: tree::Form, how: tree::LookBack },
    /// Integers on the cpu executor: spans folded into partials, then scanned one invocation
    /// per span ([`span`]).
    Spans,
}

impl Scan<'_> {
    /// A pass of `module` over a level of `shape` with parameter `words` (after the lines,
    /// blocks and extent), writing `to` and reading `reads`.
    fn pass(&self, module: Pass, shape: &Shape, words: &[u32], to: Buf, reads: Vec<Buf>) -> Result<ops::Pass> {
        let n = shape.dims()[self.axis];
        let layout = module.layout();
        let ApplyGrid { lines, grid, invocations } = apply_grid(self.scope, shape, self.axis, layout)?;
        let program = program(&self.tools.programs, self.scope.exec, self.guard, (self.op, self.elem, module))?;
        let mut all = vec![lines, n.div_ceil(layout.0), n];
        all.extend_from_slice(words);
        Ok(ops::Pass {
            name: format!("scan.{}", self.op.name()),
            program,
            meta_bytes: 4 * all.len() as u64,
            words: all,
            grid,
            invocations,
            writes: to,
            reads,
        })
    }

    /// The apply pass of a level of `shape` (see the module docs): from `src` and the scanned
    /// totals of the level below (none where the level is one block: `src` stands in for them,
    /// never read) into `to`.
    fn apply(&self, shape: &Shape, exclusive: bool, (src, totals, to): (Buf, Option<Buf>, Buf)) -> Result<ops::Pass> {
        let (op, elem) = (self.op, self.elem);
        let inner: u32 = shape.dims()[..self.axis].iter().product();
        let (module, words) = if let Layout::Trees { form } = self.layout {
            (Pass::TreeApply { form }, vec![u32::from(exclusive), op.identity(elem), u32::from(self.tools.settings.ballot_lanes)])
        } else if self.layout == Layout::Spans {
            let parts = crate::reduce::parts(shape.dims()[self.axis]);
            (Pass::SpanApply, vec![u32::from(exclusive), op.identity(elem), parts])
        } else if is_tiled(self.scope.exec, &self.tools.settings, shape, self.axis) {
            (Pass::TiledApply, vec![u32::from(exclusive), op.identity(elem)])
        } else {
            (Pass::Apply, vec![inner, u32::from(exclusive), op.identity(elem)])
        };
        self.pass(module, shape, &words, to, vec![src, totals.unwrap_or(src)])
    }

    /// The passes of a scan by decoupled look-back ([`Layout::LookBack`]): the tiles' status
    /// words (scratch 0) cleared, then the one pass over every tile.
    fn look_back(&self, shape: &Shape, exclusive: bool, form: tree::Form, how: tree::LookBack) -> Result<Passes> {
        let n = shape.dims()[self.axis];
        let tiles = u64::from(ops::lines(shape, n)?) * u64::from(n.div_ceil(form.tile()));
        let status = tree::status_bytes(tiles);
        let clear = ops::clear(self.scope, self.guard, &self.tools.clears, status, Buf::Scratch(0))?;
        let mut words = vec![u32::from(exclusive), self.op.identity(self.elem), u32::from(self.tools.settings.ballot_lanes)];
        words.extend(how.words());
        let pass =
            self.pass(Pass::TreeLookBack { form }, shape, &words, Buf::Result, vec![Buf::Input, Buf::Scratch(0)])?;
        Ok(Passes { result: *shape, elem: self.elem, scratch: vec![status], passes: vec![clear, pass], accumulates: false })
    }

    /// The totals of a level of `shape` by `module` ([`Pass::TiledTotals`]: the block totals,
    /// the same values as the reduction's, the blocks of a line consecutive in memory;
    /// [`Pass::TreeTotals`]: the tile totals), in `shape` with the axis at its blocks (tiles).
    fn totals(&self, module: Pass, shape: &Shape, (from, to): (Buf, Buf)) -> Result<(Shape, ops::Pass)> {
        let mut dims = shape.dims().to_vec();
        dims[self.axis] = dims[self.axis].div_ceil(module.layout().0);
        let totals = Shape::new(&dims)?;
        let pass = self.pass(module, shape, &[0, self.op.identity(self.elem)], to, vec![from])?;
        Ok((totals, pass))
    }
}

#[cfg(any(test, feature = "testing"))]
/// What [`passes`] compute, in the same order, on the host: the tests' reference. `identity` is
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
                for text in [
                    source(op, elem),
                    tiled(op, elem, true),
                    tiled(op, elem, false),
                    span::source(op, elem),
                ] {
                    guard.check(&text).unwrap_or_else(|e| panic!("{op:?} {elem}: {e:?}\n{text}"));
                }
                for (kind, per) in [tree::Kind::Totals, tree::Kind::Apply, tree::Kind::LookBack]
                    .into_iter()
                    .flat_map(|kind| [8, 16].map(|per| (kind, per)))
                {
                    // Each within the workgroup memory `tree::form` checks against the device's
                    // (tiles of 16 need more than WebGPU's default 16 KiB).
                    let bound = tree::Form { subgroups: true, per }.workgroup_bytes();
                    let guard = Guard::new(crate::guard::GuardPolicy {
                        max_workgroup_bytes: bound,
                        ..crate::guard::GuardPolicy::default()
                    });
                    let text = tree::source(op, elem, kind, tree::Form { subgroups: false, per });
                    let barriers = guard
                        .check(&text)
                        .unwrap_or_else(|e| panic!("{op:?} {elem} {kind:?} {per}: {e:?}\n{text}"));
                    let text = tree::source(op, elem, kind, tree::Form { subgroups: true, per });
                    // Guests' capabilities refuse subgroup operations; the host's own pass.
                    assert!(guard.check(&text).is_err(), "{op:?} {elem} {kind:?}");
                    let subgroups = guard
                        .with_capabilities(tree::CAPABILITIES)
                        .check(&text)
                        .unwrap_or_else(|e| panic!("{op:?} {elem}: {e:?}\n{text}"));
                    // Every loop of the levels' passes is counted (the totals by barriers have
                    // none): they run as written, with no loop budget, flag or read-back per
                    // dispatch. The look-back waits on other workgroups: its loop is bounded by
                    // the budget.
                    for (way, module) in [("barriers", &barriers), ("subgroups", &subgroups)] {
                        let bounded = !module.rewritten();
                        assert_eq!(bounded, kind != tree::Kind::LookBack, "{op:?} {elem} {kind:?} {per} {way}");
                    }
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
