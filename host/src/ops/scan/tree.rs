//! Integer scans on GPUs by workgroup trees: the passes of a scan of i32 or u32 values whose
//! lines are consecutive in memory, on the gpu executor.
//!
//! Integer sums and products wrap and integer minima and maxima pick a value, so every order
//! of folding gives the same bits: the fixed order of floating-point scans (blocks of 256
//! folded one element after another by one invocation each, see the parent module) buys
//! nothing here, and it costs a GPU its parallelism (a chain of 256 dependent folds per
//! invocation, a tile of workgroup memory per round of them). Here a workgroup of
//! [`WORKGROUP`] invocations takes a *tile* of [`TILE`] consecutive elements of a line (eight
//! an invocation; sixteen, tiles of 4096, where [`ScanSettings::per_invocation`] says so and the
//! device's workgroup memory holds them: [`Form`]; the eights below are sixteens then):
//!
//! - totals: each invocation folds the elements `li`, `li + 256`, … of its tile (loads of
//!   consecutive invocations at consecutive addresses, eight in flight: written out, not a
//!   loop, since a driver may run a loop's loads one after another, which halved these
//!   passes' bandwidth on the H200; a whole tile's at fixed offsets from one address, a line's
//!   last tile's clamped to its last element), then the workgroup folds the 256 partials in a
//!   tree through workgroup memory (eight halvings, written out);
//! - apply: the tile is loaded the same way into workgroup memory (one pad word per eight, so
//!   the invocations reading eight consecutive elements each meet no bank conflict), each
//!   invocation scans its eight, the workgroup scans the 256 totals (Hillis–Steele, eight
//!   steps), and each invocation writes its elements' prefixes, starting from the scanned
//!   total of the tiles before it, back through workgroup memory to consecutive addresses.
//!
//! Where the device has subgroup operations ([`crate::exec::ExecLimits::subgroups`]), both
//! passes fold across the workgroup by them instead of by trees of barriers (see
//! `subgroup_body`: any subgroup size, full or not; in the apply pass three workgroup barriers
//! where nineteen, in the totals one where nine).
//!
//! Or the whole scan in one pass by decoupled look-back ([`Kind::LookBack`], where
//! [`ScanSettings::look_back`] says so; not the default: on an H100 it took 1.2–1.3× the levels' time,
//! on the H200 1.8–1.9×, benches/RESULTS.md): each tile publishes its total, finds the fold
//! of the tiles before it from their published totals and prefixes, then publishes its own
//! prefix; a workgroup never waits on another without bound (see
//! `look_back`). The status words are a scratch array cleared by a pass before each call.
//!
//! Levels recurse as the parent's do, over tiles instead of blocks: 2^26 elements are five
//! dispatches (totals of 32 768 tiles, of 16, one tile scanned, two applies). A pass is an
//! invocation per 8 elements (the plain passes: one per 256), which the guest's invocation
//! limits count; lines shorter than a tile keep the plain passes. The results are
//! those of [`super::oracle`] exactly (tests: `tests/tests/reduce.rs`, `scans`, on lavapipe;
//! the cpu executor, which would run these modules' barriers one invocation at a time, scans
//! integers by [`super::span`]).

use std::fmt::Write as _;

use crate::array::{Elem, Shape};
use crate::exec::{BackendKind, Executor};
use crate::reduce::ReduceOp;

/// Invocations per workgroup (the parent's, which counts them).
use super::{ScanSettings, WORKGROUP};
/// Elements each invocation loads by default.
pub(super) const PER_INVOCATION: u32 = 8;
/// Consecutive elements of a line one workgroup takes by default (and the shortest line the
/// trees take).
pub const TILE: u32 = WORKGROUP * PER_INVOCATION;
/// The most elements an invocation may take ([`ScanSettings::per_invocation`]).
#[cfg_attr(not(feature = "testing"), allow(dead_code))]
const WIDEST: u32 = 16;

/// How a tree pass is made: whether its workgroup folds through subgroup operations, and how
/// many consecutive elements each invocation takes (8, or 16 where set and the device's
/// workgroup memory holds the wider tile: [`form`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Form {
    /// Folds across the workgroup by subgroup operations ([`subgroup_body`]), else by trees of
    /// barriers ([`barrier_body`]).
    pub subgroups: bool,
    /// Elements per invocation: 8 or 16.
    pub per: u32,
}

impl Form {
    /// Consecutive elements of a line one workgroup takes.
    pub fn tile(self) -> u32 {
        WORKGROUP * self.per
    }

    /// An upper bound on the workgroup memory of this form's modules, in bytes: the padded
    /// tile, three arrays of a word per invocation and a few words (a unit test holds every
    /// module to it).
    pub(super) fn workgroup_bytes(self) -> u32 {
        4 * (self.tile() + self.tile() / self.per + 3 * WORKGROUP + 16)
    }
}

/// The form of the tree scans on `exec` under `settings` ([`Form`]).
pub fn form(exec: &dyn Executor, settings: &ScanSettings) -> Form {
    let per = if settings.per_invocation >= WIDEST { WIDEST } else { PER_INVOCATION };
    let wide = Form { subgroups: subgroups(exec, settings), per };
    if wide.workgroup_bytes() <= exec.limits().max_workgroup_storage_bytes {
        wide
    } else {
        Form { per: PER_INVOCATION, ..wide }
    }
}

/// What naga's validator must allow for the modules with subgroup operations (the Guard grants
/// it to these modules only: [`crate::guard::Guard::with_capabilities`]).
pub const CAPABILITIES: naga::valid::Capabilities = naga::valid::Capabilities::SUBGROUP;

/// Whether tree scans on `exec` fold across a workgroup by subgroup operations: where the
/// device has them (and its barrier), unless `settings` say not to.
pub(super) fn subgroups(exec: &dyn Executor, settings: &ScanSettings) -> bool {
    exec.limits().subgroups.is_some() && settings.subgroups
}

/// Whether a scan of `elem` values of `shape` along `axis` runs as trees on `exec`: integers,
/// on a GPU that is not the host's CPU ([`super::IntegerPasses::Auto`]: a software adapter such
/// as lavapipe runs a workgroup's barriers one invocation after another, where the plain passes
/// stream; there a tree scan of 2^22 u32 took 4.6× the fixed-order passes' time) or on any
/// ([`super::IntegerPasses::Always`]), the lines consecutive in memory (every axis before `axis`
/// of extent 1) and at least a tile long (a shorter line would take a workgroup of 256
/// invocations for fewer than 2048 elements, where the plain passes take one invocation per
/// 256).
pub(super) fn applies(exec: &dyn Executor, settings: &ScanSettings, elem: Elem, shape: &Shape, axis: usize) -> bool {
    let backend = exec.backend();
    let adapter = match settings.integer_passes {
        super::IntegerPasses::Auto => !backend.on_cpu,
        super::IntegerPasses::Always => true,
        super::IntegerPasses::Never => false,
    };
    backend.kind == BackendKind::Gpu
        && adapter
        && elem != Elem::F32
        && shape.dims()[axis] >= TILE
        && shape.dims()[..axis].iter().all(|&d| d == 1)
}

/// Which module of a tree scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The tile totals of a level (bindings: parameters, totals, source).
    Totals,
    /// The apply pass of a level (bindings: parameters, output, source, the scanned tile
    /// totals of the level below).
    Apply,
    /// The whole scan in one pass, each tile's prefix found by decoupled look-back (bindings:
    /// parameters, output, source, the tiles' status words: see [`look_back`]).
    LookBack,
}

/// The module of a tree pass (see the module docs). With `subgroups`, the workgroup's folds
/// run through subgroup operations ([`subgroup_body`]) instead of trees of barriers. Parameter
/// block: lines, tiles per line, the axis's extent, exclusive (0 or 1), the identity's bits;
/// for the apply and look-back passes [`ballot_lanes`]; for the look-back pass the words of
/// [`LookBack::words`].
pub fn source(op: ReduceOp, elem: Elem, kind: Kind, form: Form) -> String {
    let Form { subgroups, per } = form;
    let tile = form.tile();
    let shift = per.trailing_zeros();
    let apply = kind != Kind::Totals;
    let padded = tile + tile / per;
    let mut s = super::head(op, elem, kind == Kind::Apply);
    let w = &mut s;
    if kind == Kind::LookBack {
        look_back_head(w, op, elem, subgroups);
    }
    if apply {
        let _ = writeln!(w, "var<workgroup> scan_tile: array<{elem}, {padded}>;");
    }
    if !(subgroups && apply) {
        let _ = writeln!(w, "var<workgroup> scan_sums: array<{elem}, {WORKGROUP}>;");
    }
    if subgroups {
        if apply {
            let _ = writeln!(w, "var<workgroup> scan_part: array<{elem}, {WORKGROUP}>;");
            let _ = writeln!(w, "var<workgroup> scan_base: array<u32, {WORKGROUP}>;");
            let _ = writeln!(w, "var<workgroup> scan_claim: atomic<u32>;");
        }
        if apply && matches!(op, ReduceOp::Min | ReduceOp::Max) {
            lane_of(w);
        }
        let _ = writeln!(w, "@compute @workgroup_size({WORKGROUP})");
        let _ = writeln!(
            w,
            "fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>, \
             @builtin(local_invocation_index) li: u32, @builtin(subgroup_id) sid: u32, \
             @builtin(num_subgroups) nsg: u32, @builtin(subgroup_invocation_id) lane: u32, \
             @builtin(subgroup_size) size: u32) {{"
        );
    } else {
        let _ = writeln!(w, "{}", super::group_main());
    }
    let _ = writeln!(w, "    let tiles = scan_meta[1];");
    let _ = writeln!(w, "    let n = scan_meta[2];");
    let _ = writeln!(w, "    let identity = bitcast<{elem}>(scan_meta[4]);");
    // Workgroups past the last tile (the grid's last row) load and store nothing, but meet
    // every barrier. The look-back pass numbers its tiles in the order its workgroups start.
    if kind == Kind::LookBack {
        // (Also the look-back's first nearest tiles: none yet.)
        let _ = writeln!(w, "    if (li == 0u) {{");
        let _ = writeln!(w, "        scan_started = atomicAdd(&scan_status[0], 1u);");
        let _ = writeln!(w, "        atomicStore(&scan_near[0], {NONE}u);");
        let _ = writeln!(w, "        atomicStore(&scan_near[1], {NONE}u);");
        let _ = writeln!(w, "    }}");
        let _ = writeln!(w, "    let g = workgroupUniformLoad(&scan_started);");
    } else {
        let _ = writeln!(w, "    let g = wg.x + wg.y * groups.x;");
    }
    let _ = writeln!(w, "    let live = g < scan_meta[0] * tiles;");
    line_of(w, "scan_meta[0]");
    let _ = writeln!(w, "    let count = select(0u, min({tile}u, n - t * {tile}u), live);");
    let _ = writeln!(w, "    let start = select(0u, line * n + t * {tile}u, live);");
    // The invocation's elements of the tile, `li + k · 256`, all loaded before any is used
    // (written out, not a loop: each load in flight at once, where a loop's iterations may wait
    // for one load after another). A whole tile (every tile of a line but its last) loads them
    // at fixed offsets from one address; a line's last tile loads, past `count`, its last
    // element, unused (`count` is the same across the workgroup: both ways are uniform).
    for k in 0..per {
        let _ = writeln!(w, "    var x{k}: {elem};");
    }
    let _ = writeln!(w, "    let whole = count == {tile}u;");
    let _ = writeln!(w, "    if (whole) {{");
    let _ = writeln!(w, "        let at = start + li;");
    for k in 0..per {
        let _ = writeln!(w, "        x{k} = scan_src[at + {}u];", k * WORKGROUP);
    }
    let _ = writeln!(w, "    }} else {{");
    let _ = writeln!(w, "        let last = max(count, 1u) - 1u;");
    for k in 0..per {
        let _ = writeln!(w, "        x{k} = scan_src[start + min(li + {}u, last)];", k * WORKGROUP);
    }
    let _ = writeln!(w, "    }}");
    if !apply {
        // The same folds both ways (from the identity, which leaves the first's bits alone);
        // a whole tile's need no test of `count`.
        let _ = writeln!(w, "    var acc = identity;");
        let _ = writeln!(w, "    if (whole) {{");
        for k in 0..per {
            let _ = writeln!(w, "        acc = combine(acc, x{k});");
        }
        let _ = writeln!(w, "    }} else {{");
        for k in 0..per {
            let _ = writeln!(w, "        acc = combine(acc, select(identity, x{k}, li + {}u < count));", k * WORKGROUP);
        }
        let _ = writeln!(w, "    }}");
    } else {
        let _ = writeln!(w, "    let exclusive = scan_meta[3] != 0u;");
        // Element i of the tile sits at i + i / per: the invocation at position q's elements
        // at (per + 1) q + j; element li + k · 256 at li + li / per + k · (256 + 256 / per).
        let _ = writeln!(w, "    let home = li + (li >> {shift}u);");
        for k in 0..per {
            let (i, pad) = (k * WORKGROUP, k * (WORKGROUP + WORKGROUP / per));
            let _ = writeln!(w, "    scan_tile[home + {pad}u] = select(identity, x{k}, li + {i}u < count);");
        }
    }
    let total = kind == Kind::LookBack;
    if subgroups {
        subgroup_body(w, op, apply, total, per);
    } else {
        barrier_body(w, apply, total, per);
    }
    match kind {
        Kind::Totals => {}
        Kind::Apply => {
            let _ = writeln!(w, "    if (live && t > 0u) {{ p = combine(scan_totals[g - 1u], p); }}");
        }
        Kind::LookBack => look_back(w, form),
    }
    if apply {
        // Each invocation's prefixes, from `p`: the fold of everything before its first.
        // (`y0`, `y1`, …: the invocation's own elements, read by `own_run`.)
        for j in 0..per {
            let _ = writeln!(w, "    let next{j} = combine(p, y{j});");
            let _ = writeln!(w, "    scan_tile[own + {j}u] = select(next{j}, p, exclusive);");
            let _ = writeln!(w, "    p = next{j};");
        }
        let _ = writeln!(w, "    workgroupBarrier();");
        for k in 0..per {
            let (i, pad) = (k * WORKGROUP, k * (WORKGROUP + WORKGROUP / per));
            let _ = writeln!(w, "    if (li + {i}u < count) {{ scan_out[start + li + {i}u] = scan_tile[home + {pad}u]; }}");
        }
    }
    let _ = writeln!(w, "}}");
    s
}

/// `line` and `t`: the line of tile `g` and the tile's place in it (`tiles` a line), divided
/// only where there are several lines (`lines`, an expression of the parameter block): an
/// integer division per invocation is dear on GPUs and dearer on software adapters, and a
/// reduction or scan of a whole array has one line.
pub(crate) fn line_of(w: &mut String, lines: &str) {
    let _ = writeln!(w, "    var line = 0u;");
    let _ = writeln!(w, "    var t = g;");
    let _ = writeln!(w, "    if ({lines} > 1u) {{");
    let _ = writeln!(w, "        line = g / tiles;");
    let _ = writeln!(w, "        t = g - line * tiles;");
    let _ = writeln!(w, "    }}");
}

/// `own`, where the `per` elements of the invocation at `position` sit in the tile; `y0`, `y1`,
/// …, their values (read once, kept for the prefixes); and `run`, their fold (the apply passes
/// of both kinds).
fn own_run(w: &mut String, position: &str, per: u32) {
    let _ = writeln!(w, "    let own = {}u * {position};", per + 1);
    for j in 0..per {
        let _ = writeln!(w, "    let y{j} = scan_tile[own + {j}u];");
    }
    let _ = writeln!(w, "    var run = identity;");
    for j in 0..per {
        let _ = writeln!(w, "    run = combine(run, y{j});");
    }
}

/// The folds across the workgroup by trees of barriers: for the totals, the 256 partials
/// halved eight times; for the apply pass, the invocation at position `li` scans its eight
/// and the 256 totals are scanned Hillis–Steele (eight steps), leaving `own` and `p` (the fold
/// of the tile's elements before the invocation's first), and with `total` the tile's fold
/// (`tile_total`).
fn barrier_body(w: &mut String, apply: bool, total: bool, per: u32) {
    if !apply {
        let _ = writeln!(w, "    scan_sums[li] = acc;");
        let _ = writeln!(w, "    workgroupBarrier();");
        // Written out (eight halvings), each level's partner at a constant distance.
        let mut half = WORKGROUP / 2;
        while half > 0 {
            let _ = writeln!(w, "    if (li < {half}u) {{ scan_sums[li] = combine(scan_sums[li], scan_sums[li + {half}u]); }}");
            let _ = writeln!(w, "    workgroupBarrier();");
            half /= 2;
        }
        let _ = writeln!(w, "    if (live && li == 0u) {{ scan_out[g] = scan_sums[0]; }}");
        return;
    }
    let _ = writeln!(w, "    workgroupBarrier();");
    own_run(w, "li", per);
    let _ = writeln!(w, "    scan_sums[li] = run;");
    let _ = writeln!(w, "    workgroupBarrier();");
    // Inclusive scan of the invocations' totals.
    let _ = writeln!(w, "    for (var r = 0u; r < {}u; r = r + 1u) {{", WORKGROUP.trailing_zeros());
    let _ = writeln!(w, "        let d = 1u << r;");
    let _ = writeln!(w, "        var v = scan_sums[li];");
    let _ = writeln!(w, "        if (li >= d) {{ v = combine(scan_sums[li - d], v); }}");
    let _ = writeln!(w, "        workgroupBarrier();");
    let _ = writeln!(w, "        scan_sums[li] = v;");
    let _ = writeln!(w, "        workgroupBarrier();");
    let _ = writeln!(w, "    }}");
    let _ = writeln!(w, "    var p = identity;");
    let _ = writeln!(w, "    if (li > 0u) {{ p = scan_sums[li - 1u]; }}");
    if total {
        let _ = writeln!(w, "    let tile_total = scan_sums[{}u];", WORKGROUP - 1);
    }
}

/// `scan_lane_of(mask, r)`: the lane of the active invocation of rank `r` (the `r`-th set bit of
/// a `subgroupBallot`), for subgroups not every lane of which is active.
fn lane_of(w: &mut String) {
    let _ = writeln!(w, "fn scan_lane_of(mask: vec4<u32>, r: u32) -> u32 {{");
    let _ = writeln!(w, "    var left = r;");
    let _ = writeln!(w, "    for (var k = 0u; k < 4u; k = k + 1u) {{");
    let _ = writeln!(w, "        let c = countOneBits(mask[k]);");
    let _ = writeln!(w, "        if (left < c) {{");
    // The bit with `left` set bits below it: the highest `at` with at most `left` set bits
    // below it, found bit by bit from the top (bits below a position only grow with it).
    let _ = writeln!(w, "            var at = 0u;");
    let _ = writeln!(w, "            for (var b = 0u; b < 5u; b = b + 1u) {{");
    let _ = writeln!(w, "                let s = 16u >> b;");
    let _ = writeln!(w, "                if (countOneBits(mask[k] & ((1u << (at + s)) - 1u)) <= left) {{ at = at + s; }}");
    let _ = writeln!(w, "            }}");
    let _ = writeln!(w, "            return 32u * k + at;");
    let _ = writeln!(w, "        }}");
    let _ = writeln!(w, "        left = left - c;");
    let _ = writeln!(w, "    }}");
    let _ = writeln!(w, "    return 0u;");
    let _ = writeln!(w, "}}");
}

/// The head of a loop over the workgroup's subgroups, `j` from 0 while below `nsg` (opening a
/// block the caller closes): a loop of a constant count that leaves early, so the Guard counts
/// it and the module needs no loop budget (a bound of `min(nsg, …)` would not be counted).
fn each_subgroup() -> String {
    format!("for (var j = 0u; j < {WORKGROUP}u; j = j + 1u) {{ if (j >= nsg) {{ break; }}")
}

/// The subgroup operation that folds a value across a subgroup with `op`.
fn subgroup_reduce(op: ReduceOp) -> &'static str {
    match op {
        ReduceOp::Sum => "subgroupAdd",
        ReduceOp::Product => "subgroupMul",
        ReduceOp::Min => "subgroupMin",
        ReduceOp::Max => "subgroupMax",
    }
}

/// The folds across the workgroup by subgroup operations, correct for subgroups of any size,
/// full or not (nothing assumes which invocations a subgroup holds).
///
/// Totals: each subgroup folds its partials (`subgroupAdd` and its kin), its first active
/// invocation writes the fold to the subgroup's slot, and one invocation folds the slots (in
/// any order: integer folds commute).
///
/// Apply: each subgroup claims a run of consecutive positions, as many as it has active
/// invocations, from a workgroup counter (its *base*); an invocation's position is its base
/// plus its rank among the subgroup's active invocations, and it scans the eight elements at
/// that position. The runs before an invocation's within its subgroup are folded by
/// `subgroupExclusiveAdd` (`…Mul`); minima and maxima, which have no subgroup scan, are scanned
/// Hillis–Steele by `subgroupShuffle` (no memory between invocations: `subgroupBarrier` orders
/// no workgroup memory on Vulkan). Each subgroup then publishes its total and base, and after
/// one workgroup barrier every invocation folds the totals of the subgroups whose bases lie
/// before its own (`p`; with `total` every subgroup's, `tile_total`). Three workgroup barriers
/// in all where the trees take nineteen; the totals pass one where nine.
///
/// Every subgroup operation here is at the function's top level (or in a loop uniform across
/// the subgroup), where WGSL gives it every invocation of the subgroup.
fn subgroup_body(w: &mut String, op: ReduceOp, apply: bool, total: bool, per: u32) {
    let reduce = subgroup_reduce(op);
    let _ = writeln!(w, "    let first = subgroupBroadcastFirst(li);");
    if !apply {
        let _ = writeln!(w, "    let folded = {reduce}(acc);");
        let _ = writeln!(w, "    if (li == first) {{ scan_sums[sid] = folded; }}");
        let _ = writeln!(w, "    workgroupBarrier();");
        let _ = writeln!(w, "    if (live && li == 0u) {{");
        let _ = writeln!(w, "        var all = identity;");
        let _ = writeln!(w, "        {} all = combine(all, scan_sums[j]); }}", each_subgroup());
        let _ = writeln!(w, "        scan_out[g] = all;");
        let _ = writeln!(w, "    }}");
        return;
    }
    let _ = writeln!(w, "    let lanes = subgroupAdd(1u);");
    let _ = writeln!(w, "    let rank = subgroupExclusiveAdd(1u);");
    let _ = writeln!(w, "    var claim = 0u;");
    let _ = writeln!(w, "    if (li == first) {{ claim = atomicAdd(&scan_claim, lanes); }}");
    let _ = writeln!(w, "    let base = subgroupBroadcastFirst(claim);");
    let _ = writeln!(w, "    let pos = base + rank;");
    let _ = writeln!(w, "    workgroupBarrier();");
    own_run(w, "pos", per);
    let _ = writeln!(w, "    let total = {reduce}(run);");
    match op {
        ReduceOp::Sum => {
            let _ = writeln!(w, "    let before = subgroupExclusiveAdd(run);");
        }
        ReduceOp::Product => {
            let _ = writeln!(w, "    let before = subgroupExclusiveMul(run);");
        }
        ReduceOp::Min | ReduceOp::Max => {
            // Hillis–Steele across the subgroup by shuffles from the invocation of rank
            // `rank - d`: the lane of that number where every lane is active, else found in
            // the ballot of active lanes. No memory passes between invocations here.
            // Parameter 5 set (tests only: [`ScanSettings::ballot_lanes`]) takes the ballot's way always.
            let _ = writeln!(w, "    let full = lanes == size && scan_meta[5] == 0u;");
            let _ = writeln!(w, "    let mask = subgroupBallot(true);");
            let _ = writeln!(w, "    var x = run;");
            // (Distances 1, 2, … 64: subgroups hold at most 128 invocations.)
            let _ = writeln!(w, "    for (var r = 0u; r < 7u; r = r + 1u) {{");
            let _ = writeln!(w, "        let d = 1u << r;");
            let _ = writeln!(w, "        if (d >= lanes) {{ break; }}");
            let _ = writeln!(w, "        var src = lane;");
            let _ = writeln!(w, "        if (rank >= d) {{");
            let _ = writeln!(w, "            src = rank - d;");
            let _ = writeln!(w, "            if (!full) {{ src = scan_lane_of(mask, rank - d); }}");
            let _ = writeln!(w, "        }}");
            let _ = writeln!(w, "        let y = subgroupShuffle(x, src);");
            let _ = writeln!(w, "        if (rank >= d) {{ x = combine(y, x); }}");
            let _ = writeln!(w, "    }}");
            let _ = writeln!(w, "    var src = lane;");
            let _ = writeln!(w, "    if (rank > 0u) {{");
            let _ = writeln!(w, "        src = rank - 1u;");
            let _ = writeln!(w, "        if (!full) {{ src = scan_lane_of(mask, rank - 1u); }}");
            let _ = writeln!(w, "    }}");
            let _ = writeln!(w, "    let prior = subgroupShuffle(x, src);");
            let _ = writeln!(w, "    let before = select(identity, prior, rank > 0u);");
        }
    }
    let _ = writeln!(w, "    if (li == first) {{ scan_part[sid] = total; scan_base[sid] = base; }}");
    let _ = writeln!(w, "    workgroupBarrier();");
    let _ = writeln!(w, "    var p = before;");
    if total {
        let _ = writeln!(w, "    var tile_total = identity;");
    }
    let _ = writeln!(w, "    {}", each_subgroup());
    let _ = writeln!(w, "        if (scan_base[j] < base) {{ p = combine(p, scan_part[j]); }}");
    if total {
        let _ = writeln!(w, "        tile_total = combine(tile_total, scan_part[j]);");
    }
    let _ = writeln!(w, "    }}");
}

/// How the look-back pass waits (its parameter words after [`ballot_lanes`]): tests shrink
/// both to reach every way through it with few tiles ([`ScanSettings::look_back`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LookBack {
    /// Tiles whose status one round of the look-back reads (1 to [`WORKGROUP`]).
    pub window: u32,
    /// Rounds in a row the nearest tile before may stay unpublished: in the next such round
    /// the workgroup folds that tile's elements itself.
    pub patience: u32,
    /// Whether tiles publish their totals and prefixes at all (tests turn it off: every tile
    /// then folds every tile before it itself, as it would where none made progress).
    pub publish: bool,
}

impl LookBack {
    /// A round reads every invocation's tile; after 33 rounds without progress (a round is
    /// a read of the status words and two barriers: a microsecond or so on a GPU, where a
    /// tile's total is published a few microseconds after its workgroup started) the
    /// workgroup folds the tile itself.
    #[cfg_attr(not(feature = "testing"), allow(dead_code))]
    pub const DEFAULT: LookBack = LookBack { window: WORKGROUP, patience: 32, publish: true };

    /// The parameter words.
    pub(super) fn words(self) -> [u32; 3] {
        [self.window.clamp(1, WORKGROUP), self.patience, u32::from(self.publish)]
    }
}

/// The bytes of the status words of a look-back scan of `tiles` tiles in all: a counter of
/// started workgroups, three words unused, and four words per tile.
pub fn status_bytes(tiles: u64) -> u64 {
    16 + 16 * tiles
}

/// No tile found (the workgroup's atomic minima start there), and the same in the 16 bits
/// each has in the word that passes both to every invocation.
const NONE: u32 = u32::MAX;
const NEAR_NONE: u32 = 0xffff;

/// The look-back pass's declarations: the status words (binding 3), the workgroup's tile
/// number, the nearest published prefix and unpublished tile a round found, the fold's memory,
/// and the helpers that pack a value into two status words and back and fold a value across
/// the workgroup.
///
/// A tile's four words, from 4 + 4 × its number: its total's low and high 16 bits, then its
/// inclusive prefix's (the fold of its line up to its end), each word `half << 1 | 1` once
/// written and 0 before. WGSL's atomics are relaxed: a word read carries its own value, and no
/// word vouches for another, so a reader takes a value only when both of its words are set.
fn look_back_head(w: &mut String, op: ReduceOp, elem: Elem, subgroups: bool) {
    let _ = writeln!(w, "@group(0) @binding(3) var<storage, read_write> scan_status: array<atomic<u32>>;");
    let _ = writeln!(w, "var<workgroup> scan_started: u32;");
    let _ = writeln!(w, "var<workgroup> scan_near: array<atomic<u32>, 2>;");
    let _ = writeln!(w, "var<workgroup> scan_nearest: u32;");
    let _ = writeln!(w, "var<workgroup> scan_fold: array<{elem}, {WORKGROUP}>;");
    let _ = writeln!(w, "fn scan_publish(at: u32, v: {elem}) {{");
    let _ = writeln!(w, "    let bits = bitcast<u32>(v);");
    let _ = writeln!(w, "    atomicStore(&scan_status[at], ((bits & 0xffffu) << 1u) | 1u);");
    let _ = writeln!(w, "    atomicStore(&scan_status[at + 1u], ((bits >> 16u) << 1u) | 1u);");
    let _ = writeln!(w, "}}");
    let _ = writeln!(w, "fn scan_unpack(lo: u32, hi: u32) -> {elem} {{");
    let _ = writeln!(w, "    return bitcast<{elem}>((lo >> 1u) | ((hi >> 1u) << 16u));");
    let _ = writeln!(w, "}}");
    // The fold of every invocation's `v`, returned to all; the memory free again on return.
    if subgroups {
        let _ = writeln!(w, "fn scan_group_fold(v: {elem}, li: u32, sid: u32, nsg: u32) -> {elem} {{");
        let _ = writeln!(w, "    let folded = {}(v);", subgroup_reduce(op));
        let _ = writeln!(w, "    if (li == subgroupBroadcastFirst(li)) {{ scan_fold[sid] = folded; }}");
        let _ = writeln!(w, "    workgroupBarrier();");
        let _ = writeln!(w, "    var all = bitcast<{elem}>(scan_meta[4]);");
        let _ = writeln!(w, "    {} all = combine(all, scan_fold[j]); }}", each_subgroup());
    } else {
        let _ = writeln!(w, "fn scan_group_fold(v: {elem}, li: u32) -> {elem} {{");
        let _ = writeln!(w, "    scan_fold[li] = v;");
        let _ = writeln!(w, "    workgroupBarrier();");
        let _ = writeln!(w, "    for (var r = 1u; r <= {}u; r = r + 1u) {{", WORKGROUP.trailing_zeros());
        let _ = writeln!(w, "        let half = {WORKGROUP}u >> r;");
        let _ = writeln!(w, "        if (li < half) {{ scan_fold[li] = combine(scan_fold[li], scan_fold[li + half]); }}");
        let _ = writeln!(w, "        workgroupBarrier();");
        let _ = writeln!(w, "    }}");
        let _ = writeln!(w, "    let all = scan_fold[0];");
    }
    let _ = writeln!(w, "    workgroupBarrier();");
    let _ = writeln!(w, "    return all;");
    let _ = writeln!(w, "}}");
}

/// The look-back (after the body: `tile_total` and each invocation's `p` within the tile):
/// the tile publishes its total (its inclusive prefix where it starts its line), finds the
/// fold of its line's tiles before it, publishes its inclusive prefix, and folds the prefix
/// into `p`.
///
/// Each round, invocation `k` reads the status of the tile `k + 1` below the lowest folded so
/// far (`top`; `window` tiles at most): the nearest tile with an inclusive prefix ends the
/// look-back if no unpublished tile lies above it (the totals above and its prefix are folded);
/// else the totals above the nearest unpublished tile are folded and the next round starts
/// there. After more than `patience` rounds in a row that fold nothing, the workgroup folds that tile's
/// elements itself (the source never changes), so no workgroup waits on another without
/// bound, whether or not the device runs started workgroups to the end while others wait.
/// Workgroups number their tiles in the order they start, so the tiles a workgroup waits on
/// belong to workgroups already started. Integer folds commute, so the order they are folded
/// in does not change the value. The rounds are a loop with barriers, which the Guard's
/// budget bounds like any other (each round folds at least one tile, or is one of `patience` + 1
/// before the next that does: a line of T tiles takes at most T · (`patience` + 2) rounds,
/// whatever other workgroups do).
fn look_back(w: &mut String, form: Form) {
    let Form { subgroups, per } = form;
    let tile = form.tile();
    let fold = |v: &str| {
        if subgroups { format!("scan_group_fold({v}, li, sid, nsg)") } else { format!("scan_group_fold({v}, li)") }
    };
    let _ = writeln!(w, "    let window = scan_meta[6];");
    let _ = writeln!(w, "    let patience = scan_meta[7];");
    let _ = writeln!(w, "    let publish = live && li == 0u && scan_meta[8] != 0u;");
    let _ = writeln!(w, "    if (publish) {{ scan_publish(4u + 4u * g + select(0u, 2u, t == 0u), tile_total); }}");
    let _ = writeln!(w, "    var prefix = identity;");
    let _ = writeln!(w, "    var top = select(0u, t, live);");
    let _ = writeln!(w, "    var idle = 0u;");
    let _ = writeln!(w, "    let line_tile = g - t;");
    let _ = writeln!(w, "    let line_start = select(0u, line * n, live);");
    let _ = writeln!(w, "    loop {{");
    let _ = writeln!(w, "        if (top == 0u) {{ break; }}");
    let _ = writeln!(w, "        var v = identity;");
    let _ = writeln!(w, "        var state = 0u;");
    let _ = writeln!(w, "        if (li < min(top, window)) {{");
    let _ = writeln!(w, "            let at = 4u + 4u * (line_tile + top - 1u - li);");
    // The four words read at once (one round trip), the prefix taken where both of its are set.
    let _ = writeln!(w, "            let a0 = atomicLoad(&scan_status[at]);");
    let _ = writeln!(w, "            let a1 = atomicLoad(&scan_status[at + 1u]);");
    let _ = writeln!(w, "            let i0 = atomicLoad(&scan_status[at + 2u]);");
    let _ = writeln!(w, "            let i1 = atomicLoad(&scan_status[at + 3u]);");
    // state 1: the tile's prefix; 2: its total only; 3: nothing yet.
    let _ = writeln!(w, "            if ((i0 & i1 & 1u) != 0u) {{");
    let _ = writeln!(w, "                v = scan_unpack(i0, i1);");
    let _ = writeln!(w, "                state = 1u;");
    let _ = writeln!(w, "            }} else if ((a0 & a1 & 1u) != 0u) {{");
    let _ = writeln!(w, "                v = scan_unpack(a0, a1);");
    let _ = writeln!(w, "                state = 2u;");
    let _ = writeln!(w, "            }} else {{");
    let _ = writeln!(w, "                state = 3u;");
    let _ = writeln!(w, "            }}");
    let _ = writeln!(w, "        }}");
    // The nearest of each kind: with subgroups, each subgroup's first (one workgroup atomic per
    // subgroup, not per invocation); else every invocation's.
    let _ = writeln!(w, "        let mine_inclusive = select({NONE}u, li, state == 1u);");
    let _ = writeln!(w, "        let mine_gap = select({NONE}u, li, state == 3u);");
    if subgroups {
        let _ = writeln!(w, "        let sub_inclusive = subgroupMin(mine_inclusive);");
        let _ = writeln!(w, "        let sub_gap = subgroupMin(mine_gap);");
        let _ = writeln!(w, "        if (li == subgroupBroadcastFirst(li)) {{");
        let _ = writeln!(w, "            if (sub_inclusive != {NONE}u) {{ atomicMin(&scan_near[0], sub_inclusive); }}");
        let _ = writeln!(w, "            if (sub_gap != {NONE}u) {{ atomicMin(&scan_near[1], sub_gap); }}");
        let _ = writeln!(w, "        }}");
    } else {
        let _ = writeln!(w, "        if (mine_inclusive != {NONE}u) {{ atomicMin(&scan_near[0], mine_inclusive); }}");
        let _ = writeln!(w, "        if (mine_gap != {NONE}u) {{ atomicMin(&scan_near[1], mine_gap); }}");
    }
    let _ = writeln!(w, "        workgroupBarrier();");
    let _ = writeln!(w, "        if (li == 0u) {{");
    let _ = writeln!(w, "            scan_nearest = (min(atomicLoad(&scan_near[0]), {NEAR_NONE}u) << 16u) | min(atomicLoad(&scan_near[1]), {NEAR_NONE}u);");
    let _ = writeln!(w, "            atomicStore(&scan_near[0], {NONE}u);");
    let _ = writeln!(w, "            atomicStore(&scan_near[1], {NONE}u);");
    let _ = writeln!(w, "        }}");
    let _ = writeln!(w, "        let nearest = workgroupUniformLoad(&scan_nearest);");
    let _ = writeln!(w, "        let inclusive_at = nearest >> 16u;");
    let _ = writeln!(w, "        let gap_at = nearest & 0xffffu;");
    // The tiles taken this round: down to the nearest prefix if nothing above it is missing,
    // else down to the nearest unpublished tile (none where it is the first read).
    let _ = writeln!(w, "        let done = inclusive_at < gap_at;");
    let _ = writeln!(w, "        let take = select(min(min(top, window), gap_at), inclusive_at + 1u, done);");
    // (A round that takes nothing skips the fold: waiting costs the budget one iteration a
    // round.)
    let _ = writeln!(w, "        if (take > 0u) {{ prefix = combine({}, prefix); }}", fold("select(identity, v, li < take)"));
    let _ = writeln!(w, "        if (done) {{ break; }}");
    let _ = writeln!(w, "        top = top - take;");
    let _ = writeln!(w, "        idle = select(0u, idle + 1u, take == 0u);");
    let _ = writeln!(w, "        if (idle > patience) {{");
    let _ = writeln!(w, "            let missing = line_start + (top - 1u) * {tile}u;");
    let _ = writeln!(w, "            let left = min({tile}u, n - (top - 1u) * {tile}u);");
    let _ = writeln!(w, "            var own_total = identity;");
    let _ = writeln!(w, "            for (var k = 0u; k < {per}u; k = k + 1u) {{");
    let _ = writeln!(w, "                let i = li + k * {WORKGROUP}u;");
    let _ = writeln!(w, "                if (i < left) {{ own_total = combine(own_total, scan_src[missing + i]); }}");
    let _ = writeln!(w, "            }}");
    let _ = writeln!(w, "            prefix = combine({}, prefix);", fold("own_total"));
    let _ = writeln!(w, "            top = top - 1u;");
    let _ = writeln!(w, "            idle = 0u;");
    let _ = writeln!(w, "        }}");
    let _ = writeln!(w, "    }}");
    let _ = writeln!(w, "    if (publish && t > 0u) {{ scan_publish(4u + 4u * g + 2u, combine(prefix, tile_total)); }}");
    let _ = writeln!(w, "    p = combine(prefix, p);");
}
