//! Integer scans on the cpu executor by spans: the passes of a scan of i32 or u32 values whose
//! lines are consecutive in memory, on the cpu executor.
//!
//! The parent's fixed-order passes give each invocation a block of 256 consecutive elements,
//! so the four lanes of a vector read four blocks 1 KiB apart: every load is a gather (four
//! scalar loads and inserts), and a scan of 2^24 u32 took 9× a copy on two cores. Integer
//! folds give the same bits in any order (see [`super::tree`]), so here a line falls in spans
//! of [`SPAN`] consecutive elements:
//!
//! - totals: the reductions' span folds (`crate::reduce::span_source`): [`GROUP`] partials per
//!   span, partial l taking the span's elements l, l + 64, … (loads at consecutive addresses
//!   along a vector, four chains in flight); the level below is those partials, in order, so
//!   its inclusive scan at partial 64 s − 1 is the fold of every span before span s;
//! - apply: a workgroup of one invocation per span folds it element after element from that
//!   fold (scalar code, eight elements per turn, each loaded beside its fold: no gather),
//!   writing each prefix.
//!
//! Levels recurse as the parent's do: 2^26 elements are partials of 2^18, then 2^10, which one
//! span scans: five passes. The results are those of [`super::oracle`] exactly (tests:
//! `tests/tests/reduce.rs`, `scans`, every integer case whose lines are consecutive).

use std::fmt::Write as _;

use crate::array::{Elem, Shape};
use crate::exec::{BackendKind, Executor};
use crate::reduce::{CHUNK, GROUP, ReduceOp};

/// Consecutive elements of a line one apply invocation takes: the reductions' span.
pub const SPAN: u32 = GROUP * CHUNK;
/// Elements the apply module folds per turn.
const UNROLL: u32 = 8;

/// Whether a scan of `elem` values of `shape` along `axis` runs by spans on `exec`: integers
/// ([`super::IntegerPasses`] says whether at all), on the cpu executor, the lines consecutive
/// in memory (every axis before `axis` of extent 1).
pub(super) fn applies(exec: &dyn Executor, settings: &super::ScanSettings, elem: Elem, shape: &Shape, axis: usize) -> bool {
    exec.backend().kind == BackendKind::Cpu
        && settings.integer_passes != super::IntegerPasses::Never
        && elem != Elem::F32
        && shape.dims()[..axis].iter().all(|&d| d == 1)
}

/// The apply module (bindings: parameters, output, source, the scanned partials of the level
/// below). Parameter block: lines, spans per line, the axis's extent, exclusive (0 or 1), the
/// identity's bits, the partials per line of the level below.
pub fn source(op: ReduceOp, elem: Elem) -> String {
    let mut s = super::head(op, elem, true);
    let w = &mut s;
    let _ = writeln!(w, "@compute @workgroup_size(1)");
    let _ = writeln!(
        w,
        "fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{"
    );
    let _ = writeln!(w, "    let g = wg.x + wg.y * groups.x;");
    let _ = writeln!(w, "    let spans = scan_meta[1];");
    let _ = writeln!(w, "    if (g >= scan_meta[0] * spans) {{ return; }}");
    let _ = writeln!(w, "    let n = scan_meta[2];");
    let _ = writeln!(w, "    let exclusive = scan_meta[3] != 0u;");
    let _ = writeln!(w, "    let line = g / spans;");
    let _ = writeln!(w, "    let first = (g % spans) * {SPAN}u;");
    let _ = writeln!(w, "    let start = line * n + first;");
    let _ = writeln!(w, "    var p = bitcast<{elem}>(scan_meta[4]);");
    // The fold of the spans before: the scanned partial before this span's first.
    let _ = writeln!(w, "    if (first > 0u) {{ p = scan_totals[line * scan_meta[5] + (first / {CHUNK}u) - 1u]; }}");
    let fold = |w: &mut String, v: &str, at: &str| {
        let _ = writeln!(w, "            {{");
        let _ = writeln!(w, "                let next = combine(p, {v});");
        let _ = writeln!(w, "                scan_out[{at}] = select(next, p, exclusive);");
        let _ = writeln!(w, "                p = next;");
        let _ = writeln!(w, "            }}");
    };
    // A whole span: turns of UNROLL elements, each loaded beside its fold (loading all first
    // measured slower: the loads' values spilled), a loop of a known count with no per-element
    // exit; the last, shorter span one element at a time.
    let _ = writeln!(w, "    if (n - first >= {SPAN}u) {{");
    let _ = writeln!(w, "        for (var t = 0u; t < {}u; t = t + 1u) {{", SPAN / UNROLL);
    let _ = writeln!(w, "            let at = start + t * {UNROLL}u;");
    for j in 0..UNROLL {
        fold(w, &format!("scan_src[at + {j}u]"), &format!("at + {j}u"));
    }
    let _ = writeln!(w, "        }}");
    let _ = writeln!(w, "    }} else {{");
    let _ = writeln!(w, "        let count = n - first;");
    let _ = writeln!(w, "        for (var k = 0u; k < {SPAN}u; k = k + 1u) {{");
    let _ = writeln!(w, "            if (k >= count) {{ break; }}");
    fold(w, "scan_src[start + k]", "start + k");
    let _ = writeln!(w, "        }}");
    let _ = writeln!(w, "    }}");
    let _ = writeln!(w, "}}");
    s
}
