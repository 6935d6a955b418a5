//! Step fusion, the plan's side: which runs of consecutive steps may run as blocks of k steps
//! per dispatch (see `kernel::blocked` for the generated kernel).
//!
//! Steps s and s+1 *link* when they run the same kernel, s+1 reads s's result through exactly
//! one array parameter (the *carried* one) and nothing else reads or returns it, every other
//! argument is the same buffer and every scalar the same, and the kernel is a stencil in its
//! carried parameter (its [`Footprint`]) with nothing else against blocking it
//! ([`Kernel::unblockable`]). A *chain* is a maximal run of linked steps. The shapes of a call
//! decide the rest: the carried array must have the output's shape (the tile holds one).
//!
//! What a chain does not need to hold here: the block's output buffer must not be the buffer
//! it reads (a ping-pong's even blocks would); the pipeline, which cuts chains into blocks,
//! picks block lengths that avoid it.

use crate::array::Shape;
use crate::kernel::{Footprint, ParamKind};

use super::{Part, Plan};

/// Consecutive steps that may run as blocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    /// Its first step (an index into [`Plan::steps`]).
    pub first: usize,
    /// Its steps (at least 2).
    pub len: usize,
    /// The carried parameter (an index into the kernel's parameters).
    pub carried: usize,
    /// The carried array's read radius per axis.
    pub radius: [u32; 3],
}

/// The chains of a plan for a call's input shapes, and why steps that looked like one did
/// not link (the first such reason), for the plan's report.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chains {
    pub chains: Vec<Chain>,
    pub refused: Option<String>,
}

/// How step `s` links to step `s + 1`: `Ok(None)` when they are not a candidate at all
/// (another kernel, or no read of `s`'s result), `Err(why)` when they are but cannot link.
fn link(plan: &Plan, shapes: &[Option<Shape>], s: usize) -> Result<Option<(usize, [u32; 3])>, String> {
    let (a, b) = (&plan.steps[s], &plan.steps[s + 1]);
    if a.kernel != b.kernel {
        return Ok(None);
    }
    let (ba, bb) = (&plan.bindings[a.binding], &plan.bindings[b.binding]);
    let reads: Vec<usize> = (0..bb.args.len()).filter(|&i| bb.args[i] == ba.output).collect();
    let kernel = &plan.kernels[a.kernel];
    let at = |why: &str| format!("steps {} and {} (kernel `{}`): {why}", a.index, b.index, kernel.name());
    let array = match reads.as_slice() {
        [] => return Ok(None),
        [one] => *one,
        _ => return Err(at("the second reads the first's result through two parameters")),
    };
    if a.readers != 1 || a.returned {
        return Err(at("the first's result is also read by another step or returned"));
    }
    if (0..bb.args.len()).any(|i| i != array && bb.args[i] != ba.args[i]) {
        return Err(at("their other array arguments differ"));
    }
    if let Some(why) = kernel.unblockable() {
        return Err(at(why));
    }
    let reads = match kernel.footprint() {
        Footprint::Stencil(reads) => reads,
        Footprint::Opaque(why) => return Err(at(&format!("not a stencil: {why}"))),
    };
    let params = kernel.params();
    let Some(carried) =
        (0..params.len()).filter(|&p| matches!(params[p].kind, ParamKind::Array { .. })).nth(array)
    else {
        return Err(at("the carried parameter is missing"));
    };
    let out = kernel.output();
    if params[carried].kind
        != (ParamKind::Array { elem: kernel.output_elem(), rank: out.rank() as u8 })
    {
        return Err(at("the carried array's type or rank is not the output's"));
    }
    // Parameter blocks: the same but for the carried array's extents, which must be the
    // output's (the tile holds one array of the output's shape).
    let (ma, mb) = (&plan.metas[ba.meta].parts, &plan.metas[bb.meta].parts);
    let part = 1 + carried;
    if ma.len() != mb.len() || (0..ma.len()).any(|i| i != part && ma[i] != mb[i]) {
        return Err(at("their scalar arguments differ"));
    }
    for m in [ma, mb] {
        let dims = match m.get(part) {
            Some(Part::Extents(d)) => Some(*d),
            Some(Part::InputExtents(i)) => shapes.get(*i).copied().flatten().map(|s| s.dims3()),
            _ => None,
        };
        if dims != Some(out.dims3()) {
            return Err(at("the carried array's shape is not the output's"));
        }
    }
    Ok(Some((carried, reads[array].radius())))
}

/// The chains of `plan` for a call with input `shapes`.
pub fn chains(plan: &Plan, shapes: &[Option<Shape>]) -> Chains {
    let mut out = Chains::default();
    // Each link once: extend the open chain while the link carries the same array; a link
    // that does not closes it (its first step is the chain's last, so no chain opens there).
    let mut open: Option<Chain> = None;
    for s in 0..plan.steps.len().saturating_sub(1) {
        let linked = match link(plan, shapes, s) {
            Ok(l) => l,
            Err(why) => {
                out.refused.get_or_insert(why);
                None
            }
        };
        match (&mut open, linked) {
            (Some(c), Some((carried, radius))) if (c.carried, c.radius) == (carried, radius) => c.len += 1,
            (Some(_), _) => out.chains.extend(open.take()),
            (None, linked) => open = linked.map(|(carried, radius)| Chain { first: s, len: 2, carried, radius }),
        }
    }
    out.chains.extend(open);
    out
}
