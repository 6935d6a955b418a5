//! Step fusion, the plan's side: which runs of consecutive steps may run as one dispatch.
//! Two kinds: *pointwise groups* (below, [`pointwise`]; `kernel::merged` makes their program)
//! and *chains* of a stencil, run as blocks of k steps per dispatch (`kernel::blocked`).
//!
//! Steps s and s+1 are *pointwise-linked* when s+1 reads s's result through exactly one array
//! parameter and only at its own element (its footprint there is pointwise), both kernels have
//! the same output shape, and neither has anything against merging ([`Kernel::unmergeable`]);
//! a result another step reads too, or the plan returns, is *stored* (the merged program
//! writes it as well). A group is a maximal run of such links,
//! of at most `kernel::merged::MAX_MEMBERS` steps; the kernels may differ. `Plan::compile`
//! finds the groups (before it assigns slots, which it keeps clear of what a group reads) and
//! [`fit`] cuts one to a device's binding limit.
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
use crate::kernel::{Edge, Footprint, Kernel, ParamKind, merged};

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

/// Consecutive steps that run as one merged program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// Its first step (an index into [`Plan::steps`]).
    pub first: usize,
    /// Per step after the first, the parameter that carries the previous step's result (an
    /// index into its kernel's parameters); the group has one step more.
    pub carried: Vec<usize>,
    /// Per step but the last, whether its result is also written (another step reads it, or
    /// the plan returns it); the last step's always is.
    pub stored: Vec<bool>,
}

impl Group {
    /// Its steps (at least 2).
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.carried.len() + 1
    }
}

/// The pointwise groups of a plan, and why steps that looked like one did not link (the
/// first such reason).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Groups {
    pub groups: Vec<Group>,
    pub refused: Option<String>,
}

/// A running step as pointwise grouping sees it: before the plan assigns slots, values are
/// named by the running step that computes them.
#[derive(Debug)]
pub struct StepView<'a> {
    /// The step's index in the guest's plan (for messages).
    pub index: usize,
    pub kernel: &'a Kernel,
    /// Per array argument, in parameter order: the running step whose result it is (`None`:
    /// an input).
    pub arrays: Vec<Option<usize>>,
    pub readers: u32,
    pub returned: bool,
    /// Whether an operation step runs just before it (no group spans one).
    pub after_op: bool,
}

/// How step `s` pointwise-links to step `s + 1`: the carried parameter, `Ok(None)` when they
/// are not a candidate (no read of `s`'s result, or not only at the element's own
/// coordinates), `Err(why)` when they are but cannot link.
fn pointwise_link(steps: &[StepView<'_>], s: usize) -> Result<Option<usize>, String> {
    let (a, b) = (&steps[s], &steps[s + 1]);
    if b.after_op {
        return Ok(None);
    }
    let (ka, kb) = (a.kernel, b.kernel);
    let reads: Vec<usize> = (0..b.arrays.len()).filter(|&i| b.arrays[i] == Some(s)).collect();
    let Footprint::Stencil(footprint) = kb.footprint() else {
        return Ok(None);
    };
    let array = match reads.as_slice() {
        [one] if footprint.get(*one).is_some_and(|r| r.pointwise()) => *one,
        _ => return Ok(None),
    };
    let at = |why: &str| {
        format!("steps {} and {} (kernels `{}`, `{}`): {why}", a.index, b.index, ka.name(), kb.name())
    };
    if ka.output() != kb.output() {
        return Err(at("their outputs' shapes differ"));
    }
    if let Some(why) = ka.unmergeable().or(kb.unmergeable()) {
        return Err(at(why));
    }
    let params = kb.params();
    (0..params.len())
        .filter(|&p| matches!(params[p].kind, ParamKind::Array { .. }))
        .nth(array)
        .map(Some)
        .ok_or_else(|| at("the carried parameter is missing"))
}

/// The pointwise groups of a plan's running `steps`, of at most `merged::MAX_MEMBERS` steps
/// each (a longer run is cut into such groups). A step whose result another step reads too
/// (or the plan returns) is *stored*: the merged program writes it as well; no later step of
/// its group may read it through a binding (the dispatch would read what it writes), so the
/// group ends before such a step.
pub fn pointwise(steps: &[StepView<'_>]) -> Groups {
    let mut out = Groups::default();
    let mut open: Option<Group> = None;
    for s in 0..steps.len().saturating_sub(1) {
        let linked = match pointwise_link(steps, s) {
            Ok(l) => l,
            Err(why) => {
                out.refused.get_or_insert(why);
                None
            }
        };
        // Step s+1 may not read an earlier step of the open group other than through the link.
        let reads_inside = |g: &Group| steps[s + 1].arrays.iter().flatten().any(|&r| r >= g.first && r < s);
        let stored = steps[s].readers > 1 || steps[s].returned;
        match (&mut open, linked) {
            (Some(g), Some(carried)) if g.len() < merged::MAX_MEMBERS && !reads_inside(g) => {
                g.carried.push(carried);
                g.stored.push(stored);
            }
            // Closed (no link, or full); s is its last step, so no group opens there.
            (Some(_), _) => out.groups.extend(open.take()),
            (None, linked) => {
                open = linked.map(|carried| Group { first: s, carried: vec![carried], stored: vec![stored] })
            }
        }
    }
    out.groups.extend(open);
    out
}

/// The slots member `j` of `group` reads through its bindings in a merged dispatch that
/// begins at member `from`: every array argument of member `from`, the others' but the carried.
fn group_reads(plan: &Plan, group: &Group, from: usize, j: usize) -> Vec<usize> {
    let step = &plan.steps[group.first + j];
    let carried = (j > from).then(|| group.carried[j - 1]);
    binding_reads(&plan.kernels[step.kernel], &plan.bindings[step.binding].args, carried)
}

/// The slots a step of `kernel` with array arguments in `args` reads through its bindings in a
/// merged dispatch: all but its `carried` parameter, which it reads from the merged program's
/// state. None of them may be a slot the dispatch writes, not even one read only at each
/// element's own place: a GPU compiler assumes two bindings never alias (SPIR-V without
/// `Aliased`) and may move the store before the load (measured on lavapipe: every cell wrong),
/// and WebGPU forbids a buffer bound writable and read-only in one dispatch.
pub fn binding_reads(kernel: &Kernel, args: &[usize], carried: Option<usize>) -> Vec<usize> {
    let params = kernel.params();
    let carried =
        carried.map(|c| params[..c].iter().filter(|p| matches!(p.kind, ParamKind::Array { .. })).count());
    args.iter().enumerate().filter(|(i, _)| Some(*i) != carried).map(|(_, &a)| a).collect()
}

/// `group` cut to run on a device that binds at most `max_arrays` arrays per dispatch (the
/// results it stores count): the longest runs from its start that fit, each of at least 2
/// steps, none writing a buffer one of its steps reads (the plan's slots keep a whole group
/// clear of that; a part that starts inside a group may not be).
pub fn fit(plan: &Plan, group: &Group, max_arrays: usize) -> Vec<Group> {
    let output = |j: usize| plan.bindings[plan.steps[group.first + j].binding].output;
    let mut out = Vec::new();
    let mut from = 0usize;
    while from + 1 < group.len() {
        let mut reads: Vec<usize> = group_reads(plan, group, from, from);
        // The results stored before `end` (its own is the part's output).
        let mut written: Vec<usize> = Vec::new();
        let mut end = from; // the last member that fits
        let mut best = None;
        while end + 1 < group.len() {
            let next = group_reads(plan, group, from, end + 1);
            if group.stored[end] {
                written.push(output(end));
            }
            if reads.len() + next.len() + written.len() > max_arrays {
                break;
            }
            reads.extend(next);
            end += 1;
            // No slot the part writes may be one it reads ([`binding_reads`]).
            if !reads.contains(&output(end)) && !written.iter().any(|w| reads.contains(w)) {
                best = Some(end);
            }
        }
        match best {
            Some(end) => {
                let part = group.first + from;
                out.push(Group {
                    first: part,
                    carried: group.carried[from..end].to_vec(),
                    stored: group.stored[from..end].to_vec(),
                });
                from = end + 1;
            }
            _ => from += 1,
        }
    }
    out
}

/// `group` cut after each step whose result it stores, so that no part stores one (each such
/// step ends a part, whose output it is); parts of one step are dropped. Run each part through
/// [`fit`]: a part that starts inside a group reads its first step's carried array through a
/// binding.
pub fn unstored(group: &Group) -> Vec<Group> {
    let mut out = Vec::new();
    let mut from = 0usize;
    for j in 0..group.len() {
        if j + 1 == group.len() || group.stored[j] {
            if j > from {
                out.push(Group {
                    first: group.first + from,
                    carried: group.carried[from..j].to_vec(),
                    stored: vec![false; j - from],
                });
            }
            from = j + 1;
        }
    }
    out
}

/// How step `s` links to step `s + 1`: `Ok(None)` when they are not a candidate at all
/// (another kernel, or no read of `s`'s result), `Err(why)` when they are but cannot link.
fn link(plan: &Plan, shapes: &[Option<Shape>], s: usize) -> Result<Option<(usize, [u32; 3])>, String> {
    let (a, b) = (&plan.steps[s], &plan.steps[s + 1]);
    if a.kernel != b.kernel || b.after_op {
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
    if !matches!(params[carried].kind,
        ParamKind::Array { elem, rank, .. } if elem == kernel.output_elem() && usize::from(rank) == out.rank())
    {
        return Err(at("the carried array's type or rank is not the output's"));
    }
    if matches!(params[carried].kind, ParamKind::Array { edge: Edge::Wrap, .. }) {
        // A block reads the carried array from a tile around its own cells; a wrapped
        // coordinate lies across the array (a clamped one stays within the read radius).
        return Err(at(
            "the carried array's edge is wrap (a wrapped read lies across the array, outside a block's tile)",
        ));
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
            (None, linked) => {
                open = linked.map(|(carried, radius)| Chain { first: s, len: 2, carried, radius })
            }
        }
    }
    out.chains.extend(open);
    out
}
