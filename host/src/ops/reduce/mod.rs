//! Reductions (`reductions.reduce`): the sum, minimum, maximum or product of an array over one
//! axis or over all of it, computed by kernels the host generates, in passes.
//!
//! # The order, fixed
//! Along the reduced axis of extent n ≤ [`CHUNK`], one pass folds the elements in order into
//! one (starting from the first: no identity is added, so a lone −0 stays −0).
//!
//! Longer lines of consecutive elements (every axis at once, the array viewed as one row of its
//! elements in row-major order, or axis 0) fold by tiles of 4096 elements, each into one value
//! by a fixed tree, level after level until at most [`CHUNK`] are left, which fold in order
//! ([`tile`]: the order, its modules and why).
//!
//! Along any other axis (lines strided in memory) a pass folds each span of [`GROUP`] ·
//! [`CHUNK`] elements into [`GROUP`] partials: partial l of a span takes the span's elements l,
//! l + GROUP, l + 2 · GROUP, … in increasing order, starting from its first; the last span has
//! as many partials as it has elements, up to [`GROUP`] ([`parts`], [`members`]). The next pass
//! reduces the partials the same way, until one is left ([`partials`]). Adjacent invocations
//! serve adjacent lines (coalesced on a GPU, one vector load per four invocations on the cpu
//! executor); an invocation loads sixteen of its elements at a time (independent loads in
//! flight, folded in order), in counted loops of 15 and 15 turns charged once against the loop
//! budget (whose least is 1024 by default).
//!
//! The order depends only on the shape and axis, so f32 results are the same run to run and on
//! both executors (a GPU that flushes subnormals to zero may differ where one arises);
//! [`oracle`] computes the same folds.
//!
//! # Values
//! Integer sums and products wrap (as WGSL's arithmetic does). `min`/`max` of f32 return NaN
//! when any element is NaN (tested on its bits, which no compiler may assume away), and of
//! equal values keep the earlier operand of each fold (so −0 or +0 as the order meets them).
//!
//! # Kernels
//! One kernel per (op, element type, rank, axis), generated as WGSL over the kernel interface
//! (one array parameter `src`, one scalar `width`: the partials per group, 1 for a pass into
//! one partial or into blocks of [`CHUNK`] consecutive elements, as scans use), checked by the runtime's Guard and compiled
//! the first time a guest asks for it; each guest keeps its own ([`Reducers`]: at most
//! 4 · 3 · 6 = 72, the host's, not counted against the guest's kernels), and the tile modules
//! likewise ([`tile::TilePrograms`]). Every pass is a run of one into an output of the pass's
//! own shape ([`passes`], run by `crate::ops`: as a call into new arrays paid from the guest's
//! ledger, or as a pipeline step). The cpu executor's integer scans fold spans of
//! [`GROUP`] · [`CHUNK`] with a module of their own ([`span_source`]), whose loads and loops
//! that executor's vectorizer turns into plain v128 code. No WIT types here.

use std::fmt::Write as _;
use std::sync::Arc;

use crate::array::{Elem, Shape};
use crate::error::{Error, Result};
use crate::exec::{Access, Executor, Program, ProgramDesc};
use crate::guard::Guard;
use crate::guest::GuestScope;
use crate::memo::Memo;
use crate::kernel::{Edge, Kernel, KernelDesc, Param, ParamKind};
use crate::ops::{Buf, Pass, Passes};

pub mod tile;

/// What a reduction computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    Sum,
    Min,
    Max,
    Product,
}

impl ReduceOp {
#[cfg(any(test, feature = "testing"))]
    /// Every op, in WIT order.
    pub const ALL: [ReduceOp; 4] = [ReduceOp::Sum, ReduceOp::Min, ReduceOp::Max, ReduceOp::Product];

    /// The bits of the value `op` leaves every value alone with, in `elem`: what an exclusive
    /// scan's first element is (0; 1; +∞ or the type's largest; −∞ or its least).
    pub fn identity(self, elem: Elem) -> u32 {
        match (self, elem) {
            (ReduceOp::Sum, _) => 0,
            (ReduceOp::Product, Elem::F32) => 1.0f32.to_bits(),
            (ReduceOp::Product, _) => 1,
            (ReduceOp::Min, Elem::F32) => f32::INFINITY.to_bits(),
            (ReduceOp::Min, Elem::I32) => i32::MAX as u32,
            (ReduceOp::Min, Elem::U32) => u32::MAX,
            (ReduceOp::Max, Elem::F32) => f32::NEG_INFINITY.to_bits(),
            (ReduceOp::Max, Elem::I32) => i32::MIN as u32,
            (ReduceOp::Max, Elem::U32) => 0,
        }
    }

    /// The op's name (`sum`, …), as kernels and messages name it.
    pub fn name(self) -> &'static str {
        match self {
            ReduceOp::Sum => "sum",
            ReduceOp::Min => "min",
            ReduceOp::Max => "max",
            ReduceOp::Product => "product",
        }
    }
}

/// The most elements one invocation folds in one pass.
pub const CHUNK: u32 = 256;

/// Elements an invocation of [`source`]'s kernel loads per turn before it folds them (in
/// order): loads in flight together. 4 reached 0.57 of CUDA's `cupy.sum` on an H100.
const LOADS: u32 = 16;

/// The partial counts of the passes over an axis of `n` elements, the last always 1:
/// `[2^19, 2^11, 8, 1]` for 2^27.
pub fn partials(n: u32) -> Vec<u32> {
    let mut out = Vec::new();
    let mut n = n.max(1);
    loop {
        let parts = parts(n);
        out.push(parts);
        if parts == 1 {
            return out;
        }
        n = parts;
    }
}

#[cfg(any(test, feature = "testing"))]
/// The passes of a reduction along a line of `n` elements: by tiles where `tiled` (lines of
/// consecutive elements, see [`tile`]; `folds` as [`tile::Folds::on`] resolves it), else by
/// spans ([`partials`]).
pub fn pass_count(n: u32, tiled: bool, folds: tile::Folds) -> usize {
    if !tiled {
        return partials(n).len();
    }
    let levels = tile::levels(n);
    let tail = usize::from(levels.last().is_none_or(|&t| t > 1));
    levels.len() * folds.passes_per_level() + tail
}

/// Partials per group: the lanes that read adjacent elements.
pub const GROUP: u32 = 64;

/// The partials of one pass over `n` elements: 1 when n ≤ [`CHUNK`]; else groups of [`GROUP`]
/// partials, group g folding the [`GROUP`] · [`CHUNK`] elements from g · GROUP · CHUNK on
/// (partial g · GROUP + l takes those at l, l + GROUP, …), the last group as wide as its
/// elements allow.
pub fn parts(n: u32) -> u32 {
    let span = GROUP * CHUNK;
    if n <= CHUNK { 1 } else { (n / span) * GROUP + (n % span).min(GROUP) }
}

/// The partials per group of a pass into `parts` partials: [`GROUP`], or 1 for the last pass.
pub fn width(parts: u32) -> u32 {
    if parts == 1 { 1 } else { GROUP }
}

#[cfg(any(test, feature = "testing"))]
/// The elements partial `j` of a pass of `parts` partials over `n` folds, in order.
pub fn members(j: u32, parts: u32, n: u32) -> impl Iterator<Item = u32> {
    let w = width(parts);
    let base = (j / w) * w * CHUNK + j % w;
    (0..CHUNK).map(move |k| base + k * w).take_while(move |&i| i < n)
}

/// WGSL's `fn combine(acc, v)` of `op` on `elem` (`acc` the earlier in fold order), with the
/// helper it needs: what reductions and scans fold with.
pub fn combine_fn(op: ReduceOp, elem: Elem) -> String {
    let mut s = String::new();
    let w = &mut s;
    // `combine(acc, v)`: acc is earlier in fold order.
    let combine = match (op, elem) {
        (ReduceOp::Sum, _) => "return acc + v;".to_string(),
        (ReduceOp::Product, _) => "return acc * v;".to_string(),
        (ReduceOp::Min | ReduceOp::Max, Elem::F32) => {
            // Compared as integers of the same order (both zeros one key): a float compare and
            // select is what a driver may turn into its min/max instruction, which returns
            // either zero for (+0, −0) (NVIDIA's did), where the rule keeps the earlier.
            let keep = if op == ReduceOp::Min { "order(acc) <= order(v)" } else { "order(acc) >= order(v)" };
            let _ = writeln!(
                w,
                "fn is_nan(v: f32) -> bool {{ return (bitcast<u32>(v) & 0x7fffffffu) > 0x7f800000u; }}"
            );
            let _ = writeln!(
                w,
                "fn order(v: f32) -> u32 {{\n    \
                 let b = select(bitcast<u32>(v), 0u, (bitcast<u32>(v) & 0x7fffffffu) == 0u);\n    \
                 return select(b | 0x80000000u, ~b, (b >> 31u) == 1u);\n}}"
            );
            format!("if (is_nan(acc)) {{ return acc; }}\n    if (is_nan(v)) {{ return v; }}\n    return select(v, acc, {keep});")
        }
        (ReduceOp::Min, _) => "return min(acc, v);".to_string(),
        (ReduceOp::Max, _) => "return max(acc, v);".to_string(),
    };
    let _ = writeln!(w, "fn combine(acc: {elem}, v: {elem}) -> {elem} {{\n    {combine}\n}}");
    s
}

/// The WGSL of the kernel reducing axis `axis` of a rank-`rank` array of `elem` with `op`.
pub fn source(op: ReduceOp, elem: Elem, rank: usize, axis: usize) -> String {
    let coords = &["x", "y", "z"][..rank];
    let mut s = String::new();
    let w = &mut s;
    let _ = write!(w, "{}", combine_fn(op, elem));
    let args: Vec<String> = coords.iter().map(|c| format!("{c}: u32")).collect();
    let at = |i: &str| -> String {
        let c: Vec<&str> = coords.iter().enumerate().map(|(k, c)| if k == axis { i } else { c }).collect();
        format!("src({})", c.join(", "))
    };
    let me = coords[axis];
    let n = if rank == 1 { "src_shape()".to_string() } else { format!("src_shape().{me}") };
    let _ = writeln!(w, "fn kernel({}) -> {elem} {{", args.join(", "));
    // Partial `me` of its group (see [`parts`]) of `width` partials: its first element; its
    // elements are `width` apart.
    let _ = writeln!(w, "    let base = ({me} / width) * (width * {CHUNK}u) + {me} % width;");
    // A partial has at least its first element, so `left` (from `base` to the end of the axis)
    // is positive.
    let _ = writeln!(w, "    let left = {n} - base;");
    let _ = writeln!(w, "    var acc = {};", at("base"));
    let _ = writeln!(w, "    var j = 1u;");
    // Elements 1.. of the partial, LOADS at a time while all of them lie inside (independent
    // loads in flight, folded in the same order), then one at a time (fewer than LOADS are
    // left): at most 1 + 16 · 15 + 15 = CHUNK elements. `(j + LOADS − 1) · width` never
    // overflows: j < CHUNK and width ≤ GROUP.
    let step = |k: &str| at(&format!("base + ({k}) * width"));
    let turns = (CHUNK - 1) / LOADS;
    let _ = writeln!(w, "    for (var t = 0u; t < {turns}u; t = t + 1u) {{");
    let _ = writeln!(w, "        if ((j + {}u) * width >= left) {{ break; }}", LOADS - 1);
    for k in 0..LOADS {
        let _ = writeln!(w, "        let v{k} = {};", step(&format!("j + {k}u")));
    }
    for k in 0..LOADS {
        let _ = writeln!(w, "        acc = combine(acc, v{k});");
    }
    let _ = writeln!(w, "        j = j + {LOADS}u;");
    let _ = writeln!(w, "    }}");
    let _ = writeln!(w, "    for (var t = 0u; t < {}u; t = t + 1u) {{", LOADS - 1);
    let _ = writeln!(w, "        if (j * width >= left) {{ break; }}");
    let _ = writeln!(w, "        acc = combine(acc, {});", step("j"));
    let _ = writeln!(w, "        j = j + 1u;");
    let _ = writeln!(w, "    }}");
    let _ = writeln!(w, "    return acc;");
    let _ = writeln!(w, "}}");
    s
}

/// Spans a workgroup of the cpu executor's fold module takes: one per row of invocations.
const SPAN_ROWS: u32 = 4;
/// Partials each invocation of the cpu executor's fold module computes (independent chains).
const CHAINS: u32 = 4;
/// Invocations of a row of the cpu executor's fold module: [`GROUP`] / [`CHAINS`].
const ROW: u32 = GROUP / CHAINS;

/// The module folding the spans of lines of consecutive elements (axis 0, or every axis) on
/// the cpu executor, in the same order as [`source`]'s kernel with [`GROUP`] partials per span
/// (so the same bits): a workgroup of [`ROW`] × [`SPAN_ROWS`] invocations, each row one span
/// of one line, each invocation partials `l`, `l + ROW`, … ([`CHAINS`] of them) of its span. The kernel interface's one partial per
/// invocation, found by dividing the x id by a run-time width, left the vectorizer a gather
/// with a run-time contiguity test per load and one dependent chain per vector (5 GB/s on one
/// core); here the span is uniform along a row, the loads are at the x id plus uniform values
/// (one v128 load each), a whole span's turns run without lane masks and four chains are in
/// flight per vector. Only the last span of a line tests each load (each chain's first
/// element is loaded untested everywhere: a robust load, unused where its partial does not
/// exist). Parameter block: the line's extent n, its spans (⌈n / (GROUP · CHUNK)⌉),
/// the spans of all lines, its partials ([`parts`]`(n)`).
pub fn span_source(op: ReduceOp, elem: Elem) -> String {
    let mut s = combine_fn(op, elem);
    let w = &mut s;
    let span = GROUP * CHUNK;
    let _ = writeln!(w, "@group(0) @binding(0) var<storage, read> fold_meta: array<u32>;");
    let _ = writeln!(w, "@group(0) @binding(1) var<storage, read_write> fold_out: array<{elem}>;");
    let _ = writeln!(w, "@group(0) @binding(2) var<storage, read> fold_src: array<{elem}>;");
    let _ = writeln!(w, "@compute @workgroup_size({ROW}, {SPAN_ROWS}, 1)");
    let _ = writeln!(
        w,
        "fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>, \
         @builtin(local_invocation_id) lid: vec3<u32>) {{"
    );
    let _ = writeln!(w, "    let n = fold_meta[0];");
    let _ = writeln!(w, "    let s = (wg.x + wg.y * groups.x) * {SPAN_ROWS}u + lid.y;");
    let _ = writeln!(w, "    if (s >= fold_meta[2]) {{ return; }}");
    let _ = writeln!(w, "    let line = s / fold_meta[1];");
    let _ = writeln!(w, "    let span = s % fold_meta[1];");
    let _ = writeln!(w, "    let start = line * n + span * {span}u;");
    // Elements of the line from the span's first (its first partial's first), and where the
    // span's partials go.
    let _ = writeln!(w, "    let m = n - span * {span}u;");
    let _ = writeln!(w, "    let at = start + lid.x;");
    let _ = writeln!(w, "    let to = line * fold_meta[3] + span * {GROUP}u + lid.x;");
    let chains: Vec<u32> = (0..CHAINS).collect();
    for &q in &chains {
        let _ = writeln!(w, "    var a{q} = fold_src[at + {}u];", q * ROW);
    }
    // Element k (1 ≤ k < CHUNK) of every chain, each combined into its own partial; `guarded`
    // only where the span may end before it (the last span).
    let step = |w: &mut String, k: &str, guarded: bool| {
        for &q in &chains {
            let e = format!("lid.x + {}u + ({k}) * {GROUP}u", q * ROW);
            if guarded {
                let _ = writeln!(w, "            if ({e} < m) {{ a{q} = combine(a{q}, fold_src[start + {e}]); }}");
            } else {
                let _ = writeln!(w, "            a{q} = combine(a{q}, fold_src[at + {}u + ({k}) * {GROUP}u]);", q * ROW);
            }
        }
    };
    let turns = (CHUNK - 4) / 4;
    for guarded in [false, true] {
        let _ = writeln!(w, "    {}", if guarded { "} else {" } else { "if (m >= SPAN) {" }.replace("SPAN", &format!("{span}u")));
        // Elements 1..=4·turns four at a time, then the last three (as the kernel's loops).
        let _ = writeln!(w, "        for (var t = 0u; t < {turns}u; t = t + 1u) {{");
        if guarded {
            let _ = writeln!(w, "            if ((1u + 4u * t) * {GROUP}u >= m) {{ break; }}");
        }
        for k in 0..4 {
            step(w, &format!("1u + 4u * t + {k}u"), guarded);
        }
        let _ = writeln!(w, "        }}");
        let _ = writeln!(w, "        for (var t = 0u; t < 3u; t = t + 1u) {{");
        if guarded {
            let _ = writeln!(w, "            if (({}u + t) * {GROUP}u >= m) {{ break; }}", 1 + 4 * turns);
        }
        step(w, &format!("{}u + t", 1 + 4 * turns), guarded);
        let _ = writeln!(w, "        }}");
    }
    let _ = writeln!(w, "    }}");
    // A partial exists when its first element does (partial l of a span of m elements: l < m).
    for &q in &chains {
        let _ = writeln!(w, "    if (lid.x + {}u < m) {{ fold_out[to + {}u] = a{q}; }}", q * ROW, q * ROW);
    }
    let _ = writeln!(w, "}}");
    s
}

/// The kernel description of [`source`].
fn desc(op: ReduceOp, elem: Elem, rank: usize, axis: usize) -> KernelDesc {
    KernelDesc {
        name: format!("reduce.{}", op.name()),
        source: source(op, elem, rank, axis),
        params: vec![
            Param { name: "src".into(), kind: ParamKind::Array { elem, rank: rank as u8, edge: Edge::Zero } },
            Param { name: "width".into(), kind: ParamKind::Scalar(Elem::U32) },
        ],
        // The declared shape only fixes the rank: every pass gives its own.
        output: vec![1; rank],
        output_elem: elem,
        constants: Vec::new(),
        outputs: Vec::new(),
    }
}

type Key = (ReduceOp, Elem, usize, usize);

/// One guest's reduction kernels, made on first use (see the module docs).
pub type Reducers = Memo<Key, Kernel>;

/// What reductions make for one guest and keep (scans' block and span totals use them too):
/// their kernels, their tile modules and the cpu executor's span folds; and which tile modules
/// run. Cheap to clone.
#[derive(Clone, Debug, Default)]
pub struct ReduceTools {
    pub reducers: Arc<Reducers>,
    /// The tile modules ([`tile`]).
    pub tiles: Arc<tile::TilePrograms>,
    /// Which tile modules run ([`tile::Folds::Auto`] but in tests and benchmarks; the same bits
    /// every way).
    pub folds: tile::Folds,
    /// The cpu executor's span folds ([`span_source`]).
    pub spans: Arc<SpanFolds>,
}

/// One guest's span-fold programs of the cpu executor ([`span_source`]), made on first use: at
/// most 4 · 3.
pub type SpanFolds = Memo<(ReduceOp, Elem), Program>;

/// The span-fold program for `key`, made now if this guest has none yet.
fn span_program(folds: &SpanFolds, exec: &dyn Executor, guard: &Guard, key: (ReduceOp, Elem)) -> Result<Program> {
    folds.get_or_make(key, || {
        let module = guard.check(&span_source(key.0, key.1)).map_err(Error::from)?;
        exec.create_program(&ProgramDesc {
            label: "reduce.spans",
            module: &module,
            entry_point: "main",
            bindings: &[Access::Read, Access::ReadWrite, Access::Read],
            constants: &[], serial: false, 
        })
    })
}

/// The pass folding `lines` lines of `n` consecutive elements (n > [`CHUNK`]) from `from`
/// into their [`parts`]`(n)` partials each in `to` with the cpu executor's span-fold module.
fn span_pass(scope: GuestScope<'_>, program: Program, (n, lines): (u32, u32), from: Buf, to: Buf) -> Result<Pass> {
    let per_line = n.div_ceil(GROUP * CHUNK);
    let spans = u32::try_from(u64::from(per_line) * u64::from(lines))
        .map_err(|_| Error::quota(format!("a reduction of {lines} lines of {n} has too many spans")))?;
    // (The module skips spans past the last.)
    let grid = crate::ops::grid(scope.exec, spans.div_ceil(SPAN_ROWS));
    let words = vec![n, per_line, spans, parts(n)];
    Ok(Pass {
        name: "reduce.spans".to_string(),
        program,
        meta_bytes: 4 * words.len() as u64,
        words,
        grid,
        invocations: u64::from(grid[0]) * u64::from(grid[1]) * u64::from(GROUP),
        writes: to,
        reads: vec![from],
    })
}

/// The kernel for `key`, made now if this guest has none yet.
fn kernel(reducers: &Reducers, scope: GuestScope<'_>, guard: &Guard, key: Key) -> Result<Kernel> {
    reducers.get_or_make(key, || {
        let (op, elem, rank, axis) = key;
        Kernel::create(scope.exec, scope.tenant, guard, &desc(op, elem, rank, axis))
    })
}

/// The shape `input` reduces to over `axis` (all axes when `None`): the axis removed, `[1]`
/// when none is left. `invalid` for an axis past the rank.
pub fn output_shape(input: &Shape, axis: Option<u32>) -> Result<Shape> {
    let dims = input.dims();
    let kept: Vec<u32> = match axis {
        None => Vec::new(),
        Some(a) if (a as usize) < dims.len() => {
            dims.iter().enumerate().filter(|&(k, _)| k != a as usize).map(|(_, &d)| d).collect()
        }
        Some(a) => {
            return Err(Error::invalid(format!(
                "axis {a} is past the rank of an array of shape {input} (axes 0 to {})",
                dims.len() - 1
            )));
        }
    };
    Shape::new(if kept.is_empty() { &[1] } else { &kept })
}

/// The passes of a reduction of an `elem` array of `shape` with `op` over `axis` (every
/// element when `None`), as the module docs describe them (see [`crate::ops`]): each a run of
/// the reduction kernel into the next partials, the last into the result.
pub fn passes(
    scope: GuestScope<'_>,
    guard: &Guard,
    made: &ReduceTools,
    op: ReduceOp,
    elem: Elem,
    shape: &Shape,
    axis: Option<u32>,
) -> Result<Passes> {
    let result = output_shape(shape, axis)?;
    // The array as the kernel sees it: all axes as one row of its elements.
    let (view, axis) = match axis {
        None => (
            Shape::new(&[u32::try_from(shape.len()).map_err(|_| {
                Error::quota(format!("an array of shape {shape} has more elements than a u32 counts"))
            })?])?,
            0usize,
        ),
        Some(a) => (*shape, a as usize),
    };
    // (Made on first use: a line of tiles down to one value needs none.)
    let kernel = || kernel(&made.reducers, scope, guard, (op, elem, view.rank(), axis));
    let mut dims = view.dims().to_vec();
    let mut scratch = Vec::new();
    let mut out = Vec::new();
    let (mut from, mut from_shape) = (Buf::Input, view);
    if axis == 0 {
        // Lines of consecutive elements: levels of tiles, then the rest in order.
        let folds = made.folds.on(scope.exec);
        let levels = tile::levels(view.dims()[0]);
        for (i, &tiles) in levels.iter().enumerate() {
            dims[0] = tiles;
            let to_shape = Shape::new(&dims)?;
            let between = if folds == tile::Folds::Split {
                scratch.push(tile::between_bytes(&from_shape)?);
                Buf::Scratch(scratch.len() - 1)
            } else {
                from
            };
            let to = if i + 1 == levels.len() && tiles == 1 {
                Buf::Result
            } else {
                scratch.push(to_shape.bytes());
                Buf::Scratch(scratch.len() - 1)
            };
            out.extend(tile::level(scope, guard, &made.tiles, (op, elem, folds), &from_shape, (from, between, to))?);
            (from, from_shape) = (to, to_shape);
        }
        if from != Buf::Result {
            dims[0] = 1;
            out.push(kernel_pass(scope, &kernel()?, &from_shape, from, &Shape::new(&dims)?, Buf::Result, 1)?);
        }
        return Ok(Passes { result, elem, scratch, passes: out, accumulates: false });
    }
    let kernel = kernel()?;
    let plan = partials(view.dims()[axis]);
    for (i, &parts) in plan.iter().enumerate() {
        dims[axis] = parts;
        let to_shape = Shape::new(&dims)?;
        let to = if i + 1 == plan.len() {
            Buf::Result
        } else {
            scratch.push(to_shape.bytes());
            Buf::Scratch(scratch.len() - 1)
        };
        out.push(kernel_pass(scope, &kernel, &from_shape, from, &to_shape, to, width(parts))?);
        (from, from_shape) = (to, to_shape);
    }
    // The last pass's output has the axis at extent 1: the same elements as the result.
    Ok(Passes { result, elem, scratch, passes: out, accumulates: false })
}

/// A pass of reduction kernel `kernel` from `from` (of `from_shape`) into `to` (of `to_shape`)
/// with `width` partials per group.
fn kernel_pass(
    scope: GuestScope<'_>,
    kernel: &Kernel,
    from_shape: &Shape,
    from: Buf,
    to_shape: &Shape,
    to: Buf,
    width: u32,
) -> Result<Pass> {
    kernel.check_output(scope.exec, to_shape)?;
    // The kernel interface's parameter block: the output's extents, then `src`'s, then `width`.
    let mut words = to_shape.dims3().to_vec();
    words.extend(from_shape.dims3());
    words.push(width);
    Ok(Pass {
        name: kernel.name().to_string(),
        program: kernel.program().clone(),
        meta_bytes: kernel.meta_bytes().max(4 * words.len() as u64),
        words,
        grid: kernel.workgroups_for(scope.exec, to_shape)?,
        invocations: kernel.invocations_for(scope.exec, to_shape)?,
        writes: to,
        reads: vec![from],
    })
}

/// The pass folding the blocks of [`CHUNK`] consecutive elements along `axis` of an `elem`
/// array of `shape` (the last block shorter), each in order, from `from` into `to`: `shape`
/// with the axis at ⌈n / CHUNK⌉, and the pass. The block totals of a scan (`crate::scan`).
pub(crate) fn block_totals(
    scope: GuestScope<'_>,
    guard: &Guard,
    made: &ReduceTools,
    (op, elem): (ReduceOp, Elem),
    shape: &Shape,
    axis: usize,
    (from, to): (Buf, Buf),
) -> Result<(Shape, Pass)> {
    let kernel = kernel(&made.reducers, scope, guard, (op, elem, shape.rank(), axis))?;
    let mut dims = shape.dims().to_vec();
    dims[axis] = dims[axis].div_ceil(CHUNK);
    let totals = Shape::new(&dims)?;
    let pass = kernel_pass(scope, &kernel, shape, from, &totals, to, 1)?;
    Ok((totals, pass))
}

/// The pass folding each span of [`GROUP`] · [`CHUNK`] elements along `axis` of an `elem`
/// array of `shape` (lines consecutive in memory: every axis before `axis` of extent 1; the
/// extent above [`CHUNK`]) into its [`GROUP`] partials with the cpu executor's span module, from
/// `from` into `to`: `shape` with the axis at [`parts`]`(n)`, and the pass. The span totals of
/// an integer scan on the cpu executor (`crate::scan::span`).
pub(crate) fn span_totals(
    scope: GuestScope<'_>,
    guard: &Guard,
    made: &ReduceTools,
    (op, elem): (ReduceOp, Elem),
    shape: &Shape,
    axis: usize,
    (from, to): (Buf, Buf),
) -> Result<(Shape, Pass)> {
    let n = shape.dims()[axis];
    let lines = crate::ops::lines(shape, n)?;
    let program = span_program(&made.spans, scope.exec, guard, (op, elem))?;
    let pass = span_pass(scope, program, (n, lines), from, to)?;
    let mut dims = shape.dims().to_vec();
    dims[axis] = parts(n);
    Ok((Shape::new(&dims)?, pass))
}

#[cfg(any(test, feature = "testing"))]
/// What [`passes`] compute, in the same order, on the host: the reference the tests hold both
/// executors to. `data` is row-major over `shape`.
pub fn oracle<T: Copy>(
    data: &[T],
    shape: &[u32],
    axis: Option<u32>,
    combine: impl Fn(T, T) -> T,
) -> Vec<T> {
    let (dims, axis): (Vec<usize>, usize) = match axis {
        None => (vec![data.len()], 0),
        Some(a) => (shape.iter().map(|&d| d as usize).collect(), a as usize),
    };
    let inner: usize = dims[..axis].iter().product();
    let outer: usize = dims[axis + 1..].iter().product();
    let mut out = Vec::with_capacity(inner * outer);
    for o in 0..outer {
        for i in 0..inner {
            let mut line: Vec<T> = (0..dims[axis]).map(|k| data[i + inner * (k + dims[axis] * o)]).collect();
            if axis == 0 {
                while line.len() > CHUNK as usize {
                    line = tile::fold_tiles(&line, &combine);
                }
                out.push(line.iter().copied().reduce(&combine).unwrap_or(line[0]));
                continue;
            }
            for parts in partials(line.len() as u32) {
                let n = line.len() as u32;
                line = (0..parts)
                    .map(|j| members(j, parts, n).map(|i| line[i as usize]).reduce(&combine).unwrap_or(line[0]))
                    .collect();
            }
            out.push(line[0]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passes_end_in_one_and_cover_the_axis() {
        assert_eq!(partials(1), vec![1]);
        assert_eq!(partials(256), vec![1]);
        assert_eq!(partials(257), vec![64, 1]);
        assert_eq!(partials(16_385), vec![65, 1]);
        assert_eq!(partials(1 << 27), vec![1 << 19, 1 << 11, 64, 1]);
        for n in [1u32, 2, 255, 256, 257, 65_536, 65_537, 1 << 20, u32::MAX] {
            let mut m = n;
            for parts in partials(n) {
                assert!(u64::from(parts) * u64::from(CHUNK) >= u64::from(m), "{n}: {parts} parts of {m}");
                assert!(parts <= m);
                m = parts;
            }
            assert_eq!(m, 1);
        }
    }

    #[test]
    fn tiled_lines_take_a_pass_or_two_a_level_and_one_for_the_rest() {
        use tile::Folds::{Split, Workgroup};
        assert_eq!(pass_count(1 << 27, true, Workgroup), 3);
        assert_eq!(pass_count(1 << 27, true, Split), 5);
        assert_eq!(pass_count(257, true, Workgroup), 1);
        assert_eq!(pass_count(4096 * 257, true, Split), 4);
        assert_eq!(pass_count(1, true, Split), 1);
        assert_eq!(pass_count(256, true, Workgroup), 1);
        assert_eq!(pass_count(1 << 27, false, Split), 4);
    }

    #[test]
    fn the_partials_of_a_pass_take_every_element_once_in_order() {
        for n in [1u32, 7, 256, 257, 300, 16_384, 16_385, 16_448, 40_000] {
            let parts = parts(n);
            let mut seen = vec![0u8; n as usize];
            for j in 0..parts {
                let m: Vec<u32> = members(j, parts, n).collect();
                assert!(!m.is_empty() && m.len() <= CHUNK as usize, "{n}: partial {j} takes {}", m.len());
                assert!(m.windows(2).all(|w| w[0] < w[1]), "{n}: partial {j} out of order");
                m.iter().for_each(|&i| seen[i as usize] += 1);
            }
            assert!(seen.iter().all(|&c| c == 1), "{n}: every element exactly once");
        }
    }

    #[test]
    fn output_shapes() {
        let s = Shape::new(&[4, 5, 6]).unwrap();
        assert_eq!(output_shape(&s, None).unwrap().dims(), &[1]);
        assert_eq!(output_shape(&s, Some(0)).unwrap().dims(), &[5, 6]);
        assert_eq!(output_shape(&s, Some(1)).unwrap().dims(), &[4, 6]);
        assert_eq!(output_shape(&s, Some(2)).unwrap().dims(), &[4, 5]);
        let e = output_shape(&s, Some(3)).unwrap_err();
        assert!(e.to_string().contains("axis 3 is past the rank"), "{e}");
        assert_eq!(output_shape(&Shape::new(&[7]).unwrap(), Some(0)).unwrap().dims(), &[1]);
    }

    #[test]
    fn the_oracle_folds_in_the_documented_order() {
        // 600 elements along axis 1: 64 partials, partial l folding l, l + 64, …; then the 64
        // partials in order. An order-sensitive fold tells the orders apart.
        let f = |a: u64, b: u64| a.wrapping_mul(31).wrapping_add(b);
        let data: Vec<u64> = (0..600).collect();
        let order = oracle(&data, &[1, 600], Some(1), f);
        let parts: Vec<u64> = (0..64).map(|l| data[l..].iter().step_by(64).copied().reduce(f).unwrap()).collect();
        assert_eq!(order, vec![parts.iter().copied().reduce(f).unwrap()]);
        assert_ne!(order, vec![data.iter().copied().reduce(f).unwrap()]);
        // All of them, or along axis 0: one tile (see `tile`); 5000 elements: two tiles, then
        // their values in order.
        assert_eq!(oracle(&data, &[600], None, f), tile::fold_tiles(&data, &f));
        assert_eq!(oracle(&data, &[600, 1], Some(0), f), tile::fold_tiles(&data, &f));
        assert_ne!(oracle(&data, &[600], None, f), order);
        let long: Vec<u64> = (0..5000).collect();
        let tiles = tile::fold_tiles(&long, &f);
        assert_eq!(oracle(&long, &[5000], None, f), vec![f(tiles[0], tiles[1])]);
        // Over an axis: each line alone.
        let grid: Vec<u32> = (0..24).collect();
        assert_eq!(oracle(&grid, &[2, 3, 4], Some(1), |a, b| a + b), vec![6, 9, 24, 27, 42, 45, 60, 63]);
        assert_eq!(oracle(&grid, &[2, 3, 4], Some(0), |a, b| a + b).len(), 12);
    }

    #[test]
    fn every_span_module_passes_the_guard() {
        let guard = Guard::new(crate::guard::GuardPolicy::default());
        for op in ReduceOp::ALL {
            for elem in [Elem::F32, Elem::I32, Elem::U32] {
                let src = span_source(op, elem);
                guard.check(&src).unwrap_or_else(|e| panic!("{op:?} {elem}: {e}\n{src}"));
            }
        }
    }

    #[test]
    fn every_kernel_passes_the_guard() {
        let guard = Guard::new(crate::guard::GuardPolicy::default());
        for op in ReduceOp::ALL {
            for elem in [Elem::F32, Elem::I32, Elem::U32] {
                for rank in 1..=3 {
                    for axis in 0..rank {
                        let d = desc(op, elem, rank, axis);
                        let limits = crate::exec::cpu::limits(&crate::exec::cpu::CpuOptions::default());
                        Kernel::check(&limits, &guard, &d)
                            .unwrap_or_else(|e| panic!("{op:?} {elem} rank {rank} axis {axis}: {e}\n{}", d.source));
                    }
                }
            }
        }
    }
}
