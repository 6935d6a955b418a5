//! Interior workgroups without edge tests (issue #48 item 2).
//!
//! Every accessor tests its coordinate against the array's extents, so that a read outside
//! gives zero ([`super::codegen`]'s out-of-range rule). For a stencil ([`Footprint::Stencil`]:
//! every read at the element's own coordinates plus constant offsets), whether a whole
//! workgroup's reads lie inside every array is known once per workgroup from those offsets and
//! the arrays' extents at run time. Such a kernel's module holds a second copy of the guest's
//! text, every name it declares (and `kernel`, the accessors and their `_shape` functions)
//! renamed to `_wh_i_…` ([`super::merged::rename`]), whose accessors index their binding
//! without a test. The entry point (several elements per invocation, see
//! [`super::codegen::coarse_entry_point`]) runs that copy where the workgroup's block of
//! elements, widened by the offsets, lies inside every array it reads, and the tested
//! `kernel` elsewhere (border workgroups, arrays smaller than the output). The choice is the
//! host's, from its own analysis of the module the Guard passed, never the guest's. Both
//! copies compute each element with the same arithmetic in the same order; an interior read is
//! inside by construction, so its value is the tested accessor's.
//!
//! Only where the kernel already computes several elements per invocation (no loops, no
//! state, no barriers), and only for texts without `override`s or directives (a renamed copy
//! of those would declare other constants or stand where a directive may not).

use std::collections::HashSet;
use std::fmt::Write as _;

use super::access::Footprint;
use super::codegen::{self, COORDS};
use super::{Param, ParamKind};

/// The prefix of the interior copy's names.
const PREFIX: &str = "_wh_i_";

/// Whether `source`'s text may have an interior copy: no `override` and no directive.
pub fn eligible(source: &str) -> bool {
    let words = source.split(|c: char| !(c.is_alphanumeric() || c == '_'));
    !words.into_iter().any(|w| matches!(w, "override" | "enable" | "requires" | "diagnostic"))
}

/// Per array parameter (in parameter order): the least and the largest offset read on each
/// of its axes, or `None` where it is never read. `None` for a footprint that is no stencil.
pub fn bounds(footprint: &Footprint) -> Option<Vec<Option<[[i32; 2]; 3]>>> {
    let Footprint::Stencil(reads) = footprint else { return None };
    Some(
        reads
            .iter()
            .map(|r| {
                let first = r.offsets.first()?;
                let mut b = [[first[0], first[0]], [first[1], first[1]], [first[2], first[2]]];
                for o in &r.offsets {
                    for axis in 0..3 {
                        b[axis][0] = b[axis][0].min(o[axis]);
                        b[axis][1] = b[axis][1].max(o[axis]);
                    }
                }
                Some(b)
            })
            .collect(),
    )
}

/// The interior copy of `source` (the renamed text, its untested accessors and `_shape`
/// functions), to follow the declarations [`codegen::generate`] makes for `params`.
pub fn copy(source: &str, params: &[Param]) -> String {
    let mut names: HashSet<String> = super::merged::declared(source);
    names.insert("kernel".to_string());
    for p in params {
        if matches!(p.kind, ParamKind::Array { .. }) {
            names.insert(p.name.clone());
            names.insert(format!("{}_shape", p.name));
        }
    }
    let mut out = String::from("\n");
    out += &super::merged::rename(source, PREFIX, &names);
    out.push('\n');
    let mut binding = 2u32;
    for p in params {
        let ParamKind::Array { elem, rank, .. } = p.kind else { continue };
        let rank = usize::from(rank);
        let args: Vec<String> = COORDS[..rank].iter().map(|c| format!("{c}: u32")).collect();
        let _ = writeln!(out, "fn {PREFIX}{}({}) -> {elem} {{", p.name, args.join(", "));
        let _ = writeln!(out, "    let n = _wh_n{binding};");
        let _ = writeln!(out, "    return _wh_a{binding}[{}];", codegen::row_major(rank, None));
        let _ = writeln!(out, "}}");
        let _ = writeln!(
            out,
            "fn {PREFIX}{0}_shape() -> {1} {{ return {0}_shape(); }}",
            p.name,
            codegen::shape_type(rank)
        );
        binding += 1;
    }
    out
}

/// The condition (WGSL) that a workgroup's block of elements, starting at `_wh_b.x`,
/// `_wh_b.y`, `_wh_b.z` and spanning `block` elements per axis, reads inside every array
/// parameter, widened by `bounds` (from [`bounds`]). The arrays' extents are the private
/// variables the entry point loads.
pub fn condition(params: &[Param], bounds: &[Option<[[i32; 2]; 3]>], block: [u32; 3]) -> String {
    let mut terms = Vec::new();
    let arrays = params.iter().filter_map(|p| match p.kind {
        ParamKind::Array { rank, .. } => Some(usize::from(rank)),
        ParamKind::Scalar(_) => None,
    });
    for ((rank, b), binding) in arrays.zip(bounds).zip(2u32..) {
        let Some(b) = b else { continue };
        for axis in 0..rank {
            let c = COORDS[axis];
            let [lo, hi] = b[axis];
            if lo < 0 {
                terms.push(format!("_wh_b.{c} >= {}u", lo.unsigned_abs()));
            }
            // The block's last coordinate plus the largest offset (at least the last
            // coordinate itself: a larger test than needed where every offset is negative).
            let reach = (i64::from(block[axis]) - 1 + i64::from(hi)).max(0) as u64;
            terms.push(format!("_wh_n{binding}.{c} > {reach}u"));
            terms.push(format!("_wh_b.{c} < _wh_n{binding}.{c} - {reach}u"));
        }
    }
    if terms.is_empty() { "true".to_string() } else { terms.join(" && ") }
}
